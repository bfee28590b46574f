import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// iOS 26's prominent bar buttons: the system Done item as a checkmark, the done and prominent
/// styles, each on a capsule of its own filled with the tint (``GlassMetrics/prominentFillOpacity``),
/// its content white; Close on a glass circle of its own.
@Suite struct ProminentGlassTests {
    static func scene(_ items: String, extra: String = "") -> String {
        """
        ios: 26
        device: iphone-17
        content: {color: "#ffffff"}
        navigationItem: {title: "New Event", rightBarButtonItems: \(items)}
        \(extra)
        """
    }

    /// Each trailing capsule's frame (right to left) and what is drawn in its glass's place.
    static func capsules(_ yaml: String) throws -> [(frame: PointRect, fill: String?, glass: Bool)] {
        let bar = try SceneParser.parse(yaml, file: "prominent.yaml").navigationBarLayer()
        var found: [(frame: PointRect, fill: String?, glass: Bool)] = []
        bar.forEachDescendant { layer, _ in
            guard layer.role == .content(.platter) else { return }
            let glass = layer.children.first { $0.role == .content(.glass) }
            var fill: String?
            if case let .shapes(name, _, colors)? = glass?.drawing, name == "prominent" { fill = colors.first?.hex }
            found.append((layer.frame, fill, glass?.effect != nil))
        }
        return found.sorted { $0.frame.x > $1.frame.x }
    }

    /// The glyphs drawn in the bar, by icon, with their colours.
    static func icons(_ yaml: String) throws -> [Icon: String] {
        var icons: [Icon: String] = [:]
        try SceneParser.parse(yaml, file: "prominent.yaml").navigationBarLayer().forEachDescendant { layer, _ in
            if case let .icon(icon, _, color)? = layer.drawing { icons[icon] = color.hex }
        }
        return icons
    }

    /// Done beside Add: Done is the outermost, a 44-point circle of its own at the 16-point
    /// margin, filled with iOS 26's systemBlue, its checkmark white; Add on its own glass
    /// circle 12 points before it (they do not share), in labelColor.
    @Test func theSystemDoneItemIsAWhiteCheckmarkOnTheTint() throws {
        let yaml = Self.scene("[{systemItem: done}, {systemItem: add}]")
        let found = try Self.capsules(yaml)
        #expect(
            found.map(\.frame) == [
                PointRect(x: 402 - 16 - 44, y: 0, width: 44, height: 44),
                PointRect(x: 402 - 16 - 44 - 12 - 44, y: 0, width: 44, height: 44),
            ])
        #expect(found.map(\.fill) == ["#0088ff", nil] && found.map(\.glass) == [false, true])
        #expect(try Self.icons(yaml) == [.checkmark: "#ffffff", .add: "#000000"])
        // On the screen: the circle's fill where the glyph is not (5 points in from its left,
        // on the bar's centre line 62 + 22 points down), at @3x.
        let image = try SceneRenderer.render(SceneParser.parse(yaml, file: "prominent.yaml"))
        #expect(image[(402 - 16 - 44 + 5) * 3, (62 + 22) * 3].straight.hex == "#0088ff")
    }

    /// A title in the prominent style (or done, its old name: the same pixels) has a capsule of
    /// its own, the title's width plus 14 a side, filled with the bar's tint when it has one,
    /// the title semibold and white; a plain title keeps glass and labelColor.
    @Test func aProminentTitleIsFilledWithTheTint() throws {
        let tinted = Self.scene(
            #"[{title: "Add", style: prominent}, {title: "Edit"}]"#, extra: ##"navigationBar: {tintColor: "#ff9500"}"##)
        let found = try Self.capsules(tinted)
        #expect(found.map(\.fill) == ["#ff9500", nil])
        var labels: [String: String] = [:]
        let bar = try SceneParser.parse(tinted, file: "prominent.yaml").navigationBarLayer()
        bar.forEachDescendant { layer, _ in
            if case let .text(line, color, _, _)? = layer.drawing {
                labels[line.text] = color.hex + " " + line.style.font.name
                if line.text == "Add" { #expect(abs(found[0].frame.width - (layer.frame.width + 28)) < 1e-9) }
            }
        }
        #expect(labels["Add"]?.hasPrefix("#ffffff") == true && labels["Add"]?.contains("SemiBold") == true)
        #expect(labels["Edit"]?.hasPrefix("#000000") == true && labels["Edit"]?.contains("SemiBold") == false)
        let prominent = try SceneRenderer.render(
            SceneParser.parse(Self.scene(#"[{title: "Add", style: prominent}]"#), file: "a.yaml"))
        let done = try SceneRenderer.render(
            SceneParser.parse(Self.scene(#"[{title: "Add", style: done}]"#), file: "b.yaml"))
        #expect(prominent == done)
    }

    /// Close stands alone on glass (it does not share with the icon beside it); a prominent item
    /// told to hide its background draws neither fill nor glass, its content in the done colour.
    @Test func closeStandsAloneAndAHiddenBackgroundHidesTheFill() throws {
        let close = try Self.capsules(Self.scene("[{systemItem: close}, {systemItem: add}]"))
        #expect(close.count == 2 && close.allSatisfy { $0.glass && $0.fill == nil && $0.frame.width == 44 })
        let hidden = Self.scene(#"[{title: "Done", style: done, hidesSharedBackground: true}]"#)
        let found = try Self.capsules(hidden)
        #expect(found.count == 1 && found[0].fill == nil && !found[0].glass)
    }

    /// `prominent` exists from iOS 26; before it, a one-line error says what to write.
    @Test func prominentBeforeIOS26IsRefused() throws {
        let yaml = """
            ios: 18
            device: iphone-16
            content: {color: "#ffffff"}
            navigationItem: {rightBarButtonItems: [{title: "Add", style: prominent}]}
            """
        #expect(throws: SceneError.self) { try SceneParser.parse(yaml, file: "old.yaml") }
        do {
            _ = try SceneParser.parse(yaml, file: "old.yaml")
        } catch {
            #expect(
                error.description
                    == "old.yaml:4: navigationItem.rightBarButtonItems[0].style: prominent arrives with iOS 26 (UIBarButtonItem.Style.prominent, done renamed); use ios: 26, or style: done"
            )
        }
    }

    /// The style writes back as it was read.
    @Test func theStyleRoundTrips() throws {
        let scene = try SceneParser.parse(Self.scene(#"[{title: "Add", style: prominent}]"#), file: "r.yaml")
        let again = try SceneParser.parse(scene.yamlText, file: "r.yaml")
        #expect(again.navigationItem?.rightBarButtonItems.first?.style == .prominent)
    }

    /// `prominentButtonAppearance` (iOS 26) is the done appearance under its new name: its title
    /// colour colours a prominent title on its fill; before iOS 26 the key is refused.
    @Test func prominentButtonAppearanceIsTheDoneAppearance() throws {
        let appearance =
            ##"navigationBar: {standardAppearance: {prominentButtonAppearance: {normal: {titleTextAttributes: {foregroundColor: "#ffcc00"}}}}}"##
        let yaml = Self.scene(#"[{title: "Save", style: prominent}]"#, extra: appearance)
        var colors: [String] = []
        try SceneParser.parse(yaml, file: "p.yaml").navigationBarLayer().forEachDescendant { layer, _ in
            if case let .text(_, color, _, _)? = layer.drawing { colors.append(color.hex) }
        }
        #expect(colors.contains("#ffcc00") && !colors.contains("#ffffff"))
        let old = "ios: 18\ndevice: iphone-16\ncontent: {color: \"#ffffff\"}\n" + appearance + "\n"
        do {
            _ = try SceneParser.parse(old, file: "old.yaml")
            Issue.record("parsed")
        } catch {
            #expect(
                error.description
                    == "old.yaml:4: navigationBar.standardAppearance.prominentButtonAppearance: arrives with iOS 26's Liquid Glass; use ios: 26, or remove the key"
            )
        }
    }
}

/// A bar button item's own `tintColor`: on iOS 26 it colours the item (the bar's no longer does)
/// and fills a prominent item's capsule; before iOS 26 it colours the item over the bar's tint.
@Suite struct ItemTintTests {
    @Test func anItemsTintColoursItOnGlass() throws {
        let yaml = ProminentGlassTests.scene(
            ##"[{systemItem: add, tintColor: "#ff9500"}, {title: "Save", style: prominent, tintColor: "#34c759"}, {systemItem: compose}]"##
        )
        #expect(try ProminentGlassTests.icons(yaml) == [.add: "#ff9500", .compose: "#000000"])
        let found = try ProminentGlassTests.capsules(yaml)
        #expect(found.map(\.fill).contains("#34c759"))
        let scene = try SceneParser.parse(yaml, file: "prominent.yaml")
        #expect(try SceneParser.parse(scene.yamlText, file: "prominent.yaml") == scene)
    }

    @Test func anItemsTintColoursItBeforeGlass() throws {
        let yaml = """
            ios: 17
            device: iphone-15
            content: {color: "#ffffff"}
            navigationBar: {tintColor: "#ff2d55"}
            navigationItem: {rightBarButtonItems: [{systemItem: add, tintColor: "#34c759"}, {title: "Edit", tintColor: "#5856d6"}]}
            """
        var colors: [String: String] = [:]
        try SceneParser.parse(yaml, file: "t.yaml").navigationBarLayer().forEachDescendant { layer, _ in
            if case let .icon(icon, _, color)? = layer.drawing { colors["\(icon)"] = color.hex }
            if case let .text(line, color, _, _)? = layer.drawing { colors[line.text] = color.hex }
        }
        #expect(colors["add"] == "#34c759" && colors["Edit"] == "#5856d6")
        // An appearance's button title colour keeps the title; the glyph takes the item's tint.
        let appearance = yaml.replacingOccurrences(
            of: "navigationBar: {tintColor: \"#ff2d55\"}",
            with:
                "navigationBar: {tintColor: \"#ff2d55\", standardAppearance: {buttonAppearance: {normal: {titleTextAttributes: {foregroundColor: \"#000000\"}}}}}"
        )
        colors = [:]
        try SceneParser.parse(appearance, file: "t.yaml").navigationBarLayer().forEachDescendant { layer, _ in
            if case let .icon(icon, _, color)? = layer.drawing { colors["\(icon)"] = color.hex }
            if case let .text(line, color, _, _)? = layer.drawing { colors[line.text] = color.hex }
        }
        #expect(colors["add"] == "#34c759" && colors["Edit"] == "#000000")
    }
}
