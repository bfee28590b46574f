import Foundation
import Testing

@testable import BarLayers
@testable import BarScene
import Raster
import Typesetting

/// `titleTextAttributes`, `largeTitleTextAttributes` and the item appearances' attributes:
/// `font: {size, weight}` or an app's pinned font file, and `kern`.
@Suite struct TextAttributeTests {
    static let head = "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\n"
    static let fonts =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/Sources/CFonts/fonts"
    /// The CJK subset stands in for an app's font: it has Han and kana, no Latin letters.
    static let appFont =
        "{path: \(fonts)/NotoSansCJK-Regular-Subset.otf, sha256: \"\(BuiltInFont.notoSansCJKRegular.sha256)\""

    func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(Self.head + yaml, file: "s.yaml") }

    /// The label of the first view of `role` under `layer` (or `layer`'s own drawing), with its frame.
    func label(_ layer: Layer?) -> (line: TextLine, frame: PointRect)? {
        guard let layer else { return nil }
        if case let .text(line, _, _, _)? = layer.drawing { return (line, layer.frame) }
        return label(layer.first(.content(.label)))
    }

    func error(_ yaml: String) -> String {
        do {
            _ = try parse(yaml)
            return "parsed"
        } catch {
            return "\(error)"
        }
    }

    /// A title at 20 pt bold with a kern of 2: InterDisplay-Bold (SF Display's stand-in from
    /// 20 pt), 2 pt after each of its eight glyphs, the last included, so the centred label is
    /// 16 pt wider than the same line unspaced, and still centred as a whole.
    @Test func titleFontAndKern() throws {
        let attributes = "{font: {size: 20, weight: bold}, kern: 2}"
        let scene = try parse(
            "navigationBar: {standardAppearance: {titleTextAttributes: \(attributes)}, scrollEdgeAppearance: {titleTextAttributes: \(attributes)}}\nnavigationItem: {title: \"Settings\"}\n"
        )
        let title = try #require(label(scene.barLayers().navigationBar.first(.content(.title))))
        #expect(title.line.style.size == 20 && title.line.style.font.name == "InterDisplay-Bold.otf")
        #expect(title.line.style.kern == 2)
        var plain = title.line.style
        plain.kern = nil
        plain.tracking = 0
        let unspaced = TextLine("Settings", style: plain).width
        #expect(abs(title.line.width - (unspaced + 16)) < 1e-9)
        #expect(abs(title.frame.x + title.frame.width / 2 - 393.0 / 2) < 1e-9)
        // The baseline stays on the row's (28 pt): UIKit's title and buttons share it.
        #expect(abs(title.frame.y + title.line.style.ascent - ContentMetrics.rowBaseline) < 1e-9)
    }

    /// A size alone keeps the weight; a weight alone keeps the size; kern 0 removes SF's
    /// tracking (−0.43 pt at 17 pt) but adds nothing.
    @Test func partsLeftOutKeepUIKitsOwn() throws {
        func titleStyle(_ attributes: String) throws -> TextStyle {
            let scene = try parse(
                "navigationBar: {scrollEdgeAppearance: {titleTextAttributes: \(attributes)}}\nnavigationItem: {title: \"Mail\"}\n"
            )
            return try #require(label(scene.barLayers().navigationBar.first(.content(.title)))).line.style
        }
        let sized = try titleStyle("{font: {size: 15}}")
        #expect(sized.size == 15 && sized.font.name == "Inter-SemiBold.otf" && abs(sized.tracking + 0.23) < 1e-9)
        let weighted = try titleStyle("{font: {weight: regular}}")
        #expect(weighted.size == 17 && weighted.font.name == "Inter-Regular.otf" && weighted.tracking == -0.43)
        let unkerned = try titleStyle("{kern: 0}")
        #expect(unkerned.kern == 0)
        let line = TextLine("Mail", style: unkerned)
        var untracked = unkerned
        untracked.kern = nil
        untracked.tracking = 0
        #expect(abs(line.width - TextLine("Mail", style: untracked).width) < 1e-9)
    }

    /// An app's font for the large title: its glyphs where it has them (Han), the system font
    /// behind it for Latin letters it lacks (iOS's cascade begins with the system font), no
    /// tracking, and no warning, as nothing draws as a box.
    @Test func anAppFontFallsBackToTheSystemFont() throws {
        let scene = try parse(
            "navigationBar: {prefersLargeTitles: true, scrollEdgeAppearance: {largeTitleTextAttributes: {font: \(Self.appFont), size: 30}}}}\nnavigationItem: {title: \"设置 Settings\"}\n"
        )
        let large = try #require(label(scene.barLayers().navigationBar.first(.content(.largeTitle))))
        #expect(large.line.style.size == 30 && large.line.style.tracking == 0)
        #expect(large.line.style.font.sha256 == BuiltInFont.notoSansCJKRegular.sha256)
        #expect(large.line.style.fallback.first == .builtIn(.interDisplayBold))
        let fontsUsed = large.line.runs.map(\.font.name)
        #expect(fontsUsed.first == "NotoSansCJK-Regular-Subset.otf" && fontsUsed.last == "InterDisplay-Bold.otf")
        #expect(scene.coverageWarnings.isEmpty)
    }

    /// A character neither the app's font nor any fallback has is a warning naming that font.
    @Test func aCharacterNoFontHasNamesTheAppFont() throws {
        let scene = try parse(
            "navigationBar: {standardAppearance: {titleTextAttributes: {font: \(Self.appFont)}}}}\nnavigationItem: {title: \"ሰ\"}\n"
        )
        #expect(
            scene.coverageWarnings.map(\.description) == [
                "s.yaml: navigationItem.title: U+1230 has no glyph in Inter-SemiBold.otf, Inter-Bold.otf, InterDisplay-Bold.otf, NotoSansCJK-Regular-Subset.otf or the fallback fonts and draws as a box (.notdef); BarScope's fonts cover Latin, Greek, Cyrillic, Hebrew, Arabic, Thai, Devanagari, Chinese, Japanese and Korean (docs/scenes.md lists the character sets) and emoji: pin a font that has it under fonts:, or give the text without it"
            ])
    }

    /// Done buttons take `doneButtonAppearance` alone (not `buttonAppearance`'s 14 pt), the back
    /// title `backButtonAppearance`, tab labels their state's `stackedLayoutAppearance`.
    @Test func itemAndTabAttributes() throws {
        let scene = try parse(
            """
            navigationBar:
              scrollEdgeAppearance:
                buttonAppearance: {normal: {titleTextAttributes: {font: {size: 14}}}}
                doneButtonAppearance: {normal: {titleTextAttributes: {kern: 3}}}
                backButtonAppearance: {normal: {titleTextAttributes: {foregroundColor: "#ff2d55", font: {size: 15}}}}
            navigationItem: {rightBarButtonItems: [{title: "Save", style: done}, {title: "Edit"}]}
            backItem: {title: "Mail"}
            tabBar:
              items: [{systemItem: favorites}, {systemItem: recents}]
              standardAppearance:
                stackedLayoutAppearance:
                  normal: {titleTextAttributes: {font: {size: 12}}}
                  selected: {titleTextAttributes: {font: {weight: bold}}}

            """)
        let bars = try scene.barLayers()
        // The back title: its own appearance's colour and size; the chevron keeps the tint.
        let back = try #require(bars.navigationBar.first(.content(.backButton)))
        guard case let .text(line, color, _, _)? = back.first(.content(.label))?.drawing,
            case let .icon(_, _, chevronColor)? = back.first(.content(.backIndicator))?.drawing
                ?? bars.navigationBar.first(.content(.backIndicator))?.drawing
        else { Issue.record("no back button"); return }
        #expect(line.text == "Mail" && line.style.size == 15 && color == RGBA8(hex: "#ff2d55"))
        #expect(chevronColor == SemanticColors.systemBlue.light)
        let lines = LocalizedSystemTitleTests.lines(bars.navigationBar)
        let edit = try #require(lines.first { $0.text == "Edit" }),
            save = try #require(lines.first { $0.text == "Save" })
        #expect(edit.style.size == 14 && edit.style.font.name == "Inter-Regular.otf")
        #expect(save.style.size == 17 && save.style.font.name == "Inter-SemiBold.otf" && save.style.kern == 3)
        let tabs = try #require(bars.tabBar).children.filter { $0.role == .content(.tabButton) }
        let selected = try #require(label(tabs.first)), normal = try #require(label(tabs.last))
        #expect(selected.line.style.size == 10 && selected.line.style.font.name == "Inter-Bold.otf")
        #expect(normal.line.style.size == 12 && normal.line.style.font.name == "Inter-Medium.otf")
    }

    /// Before iOS 13 the bar's own `titleTextAttributes` set the title's font; from iOS 13 a bar
    /// with appearance objects ignores them, as it does their colour.
    @Test func legacyAttributesCountWithoutAppearanceObjects() throws {
        func size(_ ios: Int, _ bar: String) throws -> Double? {
            let scene = try SceneParser.parse(
                "ios: \(ios)\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: \(bar)\nnavigationItem: {title: \"Mail\"}\n",
                file: "s.yaml")
            return label(try scene.barLayers().navigationBar.first(.content(.title)))?.line.style.size
        }
        #expect(try size(11, "{titleTextAttributes: {font: {size: 21}}}") == 21)
        #expect(try size(15, "{titleTextAttributes: {font: {size: 21}}}") == 21)
        #expect(
            try size(
                15, "{titleTextAttributes: {font: {size: 21}}, standardAppearance: {configureWith: opaqueBackground}}")
                == 17)
    }

    @Test(arguments: [
        (
            "{font: {size: 0}}",
            "s.yaml:4: navigationBar.titleTextAttributes.font.size: \"0\" is not a number from 1 to 200"
        ),
        (
            "{font: {weight: heavy}}",
            "s.yaml:4: navigationBar.titleTextAttributes.font.weight: \"heavy\" is not a weight BarScope has (others: give the font's path); use one of regular, medium, semibold, bold"
        ),
        (
            "{font: {}}",
            "s.yaml:4: navigationBar.titleTextAttributes.font: is empty; give size, weight, or a font file's path and sha256"
        ),
        (
            "{font: {size: 20, style: italic}}",
            "s.yaml:4: navigationBar.titleTextAttributes.font.style: unknown key; known keys here: size, weight, path, sha256"
        ),
        (
            "{kern: 80}",
            "s.yaml:4: navigationBar.titleTextAttributes.kern: \"80\" is not a number from -50 to 50"
        ),
        (
            "{font: {path: /nonexistent/F.otf, size: 20}}",
            "s.yaml:4: navigationBar.titleTextAttributes.font.path: cannot read the font file (/nonexistent/F.otf: cannot open: No such file or directory); fix the path, which is relative to the scene file"
        ),
    ])
    func badAttributesAreOneLine(attributes: String, message: String) {
        #expect(error("navigationBar: {titleTextAttributes: \(attributes)}\n") == message)
    }

    /// A scene written back out keeps its attributes.
    @Test func attributesRoundTrip() throws {
        let scene = try parse(
            "navigationBar: {titleTextAttributes: {foregroundColor: \"#ff2d55\", font: {size: 20, weight: bold}, kern: 1.5}, largeTitleTextAttributes: {font: \(Self.appFont), size: 30}}}\n"
        )
        let again = try SceneParser.parse(scene.yamlText, file: "s.yaml")
        #expect(again.navigationBar.titleTextAttributes == scene.navigationBar.titleTextAttributes)
        #expect(again.navigationBar.largeTitleTextAttributes == scene.navigationBar.largeTitleTextAttributes)
        #expect(scene.navigationBar.titleTextAttributes.kern == 1.5)
    }
}
