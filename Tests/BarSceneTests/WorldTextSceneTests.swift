import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import Typesetting

/// UIKit's own titles in the app's language, and Dynamic Type.
@Suite struct LocalizedSystemTitleTests {
    static let head = "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\n"

    /// The texts of a navigation bar's labels, in the order its views are drawn.
    func labels(_ yaml: String) throws -> [String] {
        let scene = try SceneParser.parse(Self.head + yaml, file: "s.yaml")
        return try Self.lines(scene.barLayers().navigationBar).map(\.text)
    }

    /// Every line of text a bar draws, depth-first.
    static func lines(_ bar: Layer) -> [TextLine] {
        var found: [TextLine] = []
        bar.forEachDescendant { layer, _ in
            if case let .text(line, _, _, _)? = layer.drawing, !layer.isHidden { found.append(line) }
        }
        return found
    }

    /// KeyboardKit's table (from Apple's UIKitCore glossaries): the generic back title and the
    /// text system items, by locale; Chinese by script and region.
    @Test func systemTitlesFollowTheLocale() throws {
        let bar =
            "navigationItem: {title: \"T\", rightBarButtonItems: [{systemItem: done}, {systemItem: edit}]}\nbackItem: {backButtonDisplayMode: generic}\n"
        #expect(try Set(labels("locale: zh-Hans\n" + bar)) == ["T", "返回", "完成", "编辑"])
        #expect(try Set(labels("locale: zh-Hant-TW\n" + bar)) == ["T", "返回", "完成", "編輯"])
        #expect(try Set(labels("locale: ja\n" + bar)) == ["T", "戻る", "完了", "編集"])
        #expect(try Set(labels("locale: ko\n" + bar)) == ["T", "뒤로", "완료", "편집"])
        #expect(try Set(labels("locale: ar\n" + bar)) == ["T", "رجوع", "تم", "تحرير"])
        #expect(try Set(labels("locale: fr\n" + bar)) == ["T", "Retour", "OK", "Modifier"])
        #expect(try Set(labels("locale: en-GB\n" + bar)) == ["T", "Back", "Done", "Edit"])
        #expect(try Set(labels(bar)) == ["T", "Back", "Done", "Edit"])
        #expect(SystemString.localization(for: "zh-HK") == "zh-HK" && SystemString.localization(for: "zh") == "zh-Hans")
        #expect(SystemString.localization(for: "zh-Hant-MO") == "zh-HK")
    }

    /// A title BarScope knows in English only, in another language, is warned about, naming the
    /// key and the fix; known ones are not.
    @Test func untranslatedSystemTitlesAreWarnedAbout() throws {
        let scene = try SceneParser.parse(
            Self.head
                + "locale: fa\nnavigationItem: {title: \"T\", rightBarButtonItems: [{systemItem: done}, {systemItem: add}]}\nbackItem: {backButtonDisplayMode: generic}\ntabBar: {items: [{systemItem: more}, {title: \"x\"}]}\n",
            file: "s.yaml")
        #expect(
            scene.localizationWarnings.map(\.description) == [
                "s.yaml: navigationItem.rightBarButtonItems[0].systemItem: UIKit titles done in the app's language, and BarScope knows that title in English only (locale: fa), so it draws \"Done\"; give the item a title: in its place",
                "s.yaml: backItem: UIKit titles the back button (its generic title) in the app's language, and BarScope knows that title in English only (locale: fa), so it draws \"Back\"; give backItem a backButtonTitle: in its place",
                "s.yaml: tabBar.items[0].systemItem: UIKit titles more in the app's language, and BarScope knows that title in English only (locale: fa), so it draws \"More\"; give the item a title: and an image: in its place",
            ])
        let japanese = try SceneParser.parse(
            Self.head + "locale: ja\nnavigationItem: {title: \"T\", rightBarButtonItems: [{systemItem: done}]}\n",
            file: "s.yaml")
        #expect(japanese.localizationWarnings.isEmpty)
    }
}

@Suite struct DynamicTypeTests {
    /// The HIG's table at its corners and at Large (the sizes UIKit's defaults are).
    @Test func theHIGTable() {
        #expect(DynamicType.size(.body, .large) == 17 && DynamicType.leading(.body, .large) == 22)
        #expect(DynamicType.size(.largeTitle, .large) == 34 && DynamicType.size(.subheadline, .large) == 15)
        #expect(
            DynamicType.size(.body, .extraSmall) == 14
                && DynamicType.size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(DynamicType.size(.subheadline, .accessibilityExtraExtraExtraLarge) == 49)
        #expect(DynamicType.table.values.allSatisfy { $0.count == ContentSizeCategory.allCases.count })
        // Every style grows (or holds) from one category to the next.
        for column in DynamicType.table.values {
            #expect(zip(column, column.dropFirst()).allSatisfy { $0.size <= $1.size && $0.leading <= $1.leading })
        }
        #expect(
            ContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    /// The large title follows the Large Title style: Large is the old 34 pt in a 52 pt view
    /// with its baseline 36 pt down (the references' baseline), exactly; AX5 is 60 pt on a 70 pt line in an 81 pt view,
    /// xSmall 31 pt on 38 in 49; the bar grows by the view, the back title keeps 17 pt.
    @Test func theLargeTitleScales() throws {
        #expect(DynamicType.largeTitle(.large) == (34, 52, 36))
        let ax5 = DynamicType.largeTitle(.accessibilityExtraExtraExtraLarge)
        #expect(ax5.size == 60 && ax5.height == 81 && abs(ax5.baseline - (36 + 26 * 32.4 / 34)) < 1e-12)
        let small = DynamicType.largeTitle(.extraSmall)
        #expect(small.size == 31 && small.height == 49 && abs(small.baseline - (36 - 3 * 32.4 / 34)) < 1e-12)
        let scene = try SceneParser.parse(
            LocalizedSystemTitleTests.head
                + "contentSizeCategory: accessibilityExtraExtraExtraLarge\nnavigationBar: {prefersLargeTitles: true}\nnavigationItem: {title: \"General\"}\nbackItem: {title: \"Settings\"}\n",
            file: "s.yaml")
        #expect(scene.layout.navigationBar.height == 44 + 81 && scene.layout.largeTitleHeight == 81)
        let bar = try scene.barLayers().navigationBar
        let view = try #require(bar.first(.content(.largeTitle)))
        let label = try #require(view.first(.content(.label)))
        guard case let .text(line, _, _, baseline)? = label.drawing else { Issue.record("no large title"); return }
        #expect(line.style.size == 60 && view.frame.height == 81)
        #expect(abs(label.frame.y + baseline - ax5.baseline) < 1e-9)
        let back = LocalizedSystemTitleTests.lines(bar).filter { $0.text == "Settings" }
        #expect(back.count == 1 && back[0].style.size == 17)
    }

    /// List rows follow the category: at AX5 the title is 53 pt and the subtitle 49 pt, the row
    /// 64 + (62 − 22) + (58 − 20) = 142 pt; bar texts keep 17 pt; Large is the old layout.
    @Test func listRowsScaleAndBarsDoNot() throws {
        #expect(ListScreen.rowPitch(.large) == 64 && ListScreen.baselines(.large) == (27, 49))
        #expect(ListScreen.rowPitch(.accessibilityExtraExtraExtraLarge) == 142)
        #expect(ListScreen.baselines(.accessibilityExtraExtraExtraLarge) == (67, 127))
        #expect(ListScreen.rowPitch(.extraSmall) == 64 && ListScreen.baselines(.extraSmall) == (24, 42))
        let scene = try SceneParser.parse(
            LocalizedSystemTitleTests.head
                + "contentSizeCategory: accessibilityExtraExtraExtraLarge\nnavigationItem: {title: \"General\", rightBarButtonItems: [{systemItem: edit}]}\ntabBar: {items: [{title: \"Mail\"}]}\n",
            file: "s.yaml")
        #expect(scene.traits.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(try SceneParser.parse(scene.yamlText, file: "s.yaml") == scene)
        let bars = try scene.barLayers()
        for bar in [bars.navigationBar, try #require(bars.tabBar)] {
            let lines = LocalizedSystemTitleTests.lines(bar)
            #expect(!lines.isEmpty)
            for line in lines { #expect(line.style.size <= 17, "\(line.text) is \(line.style.size) pt") }
        }
    }
}
