import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// What snapshot libraries record and how they size a view: the layer capture (no backdrop
/// layers), a view of a given size, and the list's own background colour.
@Suite struct SnapshotParityTests {
    static func scene(ios: Int, device: String = "iphone-8", extra: String = "") -> String {
        """
        ios: \(ios)
        device: \(device)
        content: {list: {rows: 20, refreshing: false, contentOffset: 100}}
        navigationItem: {title: "Inbox"}
        tabBar: {items: [{systemItem: favorites}, {systemItem: more}]}
        \(extra)
        """
    }

    /// The first row under the bar at (x, y) points, in a render of the scene.
    static func reading(_ yaml: String, x: Int, y: Int) throws -> String {
        let scene = try SceneParser.parse(yaml, file: "capture.yaml")
        let image = try SceneRenderer.render(scene)
        return image[x * scene.device.scale, y * scene.device.scale].straight.hex
    }

    /// iOS 10–12: the layer capture keeps the white 0.97 × 0.8 filter view and drops the blur, so
    /// over the list's white the bar reads 0.97 × 0.8 + 1 × 0.2 = 0.976 (#f9f9f9, the iOS 12.1
    /// reference swift-snapshot-testing recorded); the screen capture blurs the rows beneath.
    /// iOS 13–18: the material is all backdrop, so only the list shows (#ffffff, the iOS 13
    /// reference's white bar). Its hairline stays.
    @Test(arguments: [(11, "#f9f9f9"), (12, "#f9f9f9"), (13, "#ffffff"), (15, "#ffffff"), (18, "#ffffff")])
    func aLayerCaptureDrawsNoBackdrop(ios: Int, bar: String) throws {
        // x 2: left of the rows' thumbnails, where the list is its background (white).
        #expect(try Self.reading(Self.scene(ios: ios, extra: "capture: layer"), x: 2, y: 40) == bar)
        // The hairline, one device pixel at the bar's bottom (y 64 pt at @2x: row 128).
        let scene = try SceneParser.parse(Self.scene(ios: ios, extra: "capture: layer"), file: "capture.yaml")
        let image = try SceneRenderer.render(scene)
        #expect(image[4, 128].straight.hex == "#b2b2b2")
    }

    /// The tree marks the views left out and the bar's notes list them; the screen capture is
    /// untouched (the same tree, the same pixels).
    @Test func theTreeSaysWhatIsLeftOut() throws {
        let layer = try SceneParser.parse(Self.scene(ios: 15, extra: "capture: layer"), file: "capture.yaml")
        let bar = try layer.navigationBarLayer()
        #expect(
            bar.notes.last
                == "layer capture (what CALayer.render(in:) draws, as snapshot libraries record): left out: _UIVisualEffectBackdropView"
        )
        let backdrop = try #require(bar.first("_UIVisualEffectBackdropView"))
        #expect(
            backdrop.captureOmission == "a backdrop layer (CABackdropLayer), which CALayer.render(in:) does not draw")
        let screen = try SceneParser.parse(Self.scene(ios: 15), file: "capture.yaml")
        #expect(try screen.navigationBarLayer().first("_UIVisualEffectBackdropView")?.captureOmission == nil)
        #expect(try screen.navigationBarLayer() == bar.capturedAgainAsScreen())
    }

    /// iOS 26: the glass, the tab pill and the scroll edge effect are backdrops, so a layer
    /// capture records the glyphs alone over the content (swift-snapshot-testing issue 1029: the
    /// glass records as nothing); the status bar, the system's window, is never in it.
    @Test func glassRecordsAsNothing() throws {
        let yaml = Self.scene(ios: 26, device: "iphone-17", extra: "capture: layer\nstatusBar: {}")
        let scene = try SceneParser.parse(yaml, file: "capture.yaml")
        let bars = try scene.barLayers()
        #expect(bars.statusBar == nil)
        #expect(
            bars.tabBar?.notes.last
                == "layer capture (what CALayer.render(in:) draws, as snapshot libraries record): left out: BackdropView, UIKit._GlassGroupView, _UITabSelectionView"
        )
        #expect(scene.warnings.map(\.key) == ["statusBar"])
        let image = try SceneRenderer.render(scene)
        let content = try SceneRenderer.contentImage(for: scene)
        var screen = scene
        screen.capture = .screen
        let shown = try SceneRenderer.render(screen)
        // The capsule's band below the labels (54 to 60 points into it: glass, pill, no glyph):
        // the content alone in the layer capture; glass and pill on the screen.
        let platter = try #require(bars.tabBar?.first("UIKit._UITabBarPlatterView")?.frame)
        var changedOnScreen = 0
        for y in (791 + 54) * 3..<(791 + 60) * 3 {
            for x in Int(platter.x + 16) * 3..<Int(platter.x + platter.width - 16) * 3 {
                #expect(image[x, y] == content[x, y])
                if shown[x, y] != content[x, y] { changedOnScreen += 1 }
            }
        }
        #expect(changedOnScreen > 1000)
    }

    /// `device: {width, height, scale}`: a view as snapshot libraries size one, with no status bar
    /// or home indicator, its bars against its edges unless a safe area is given.
    @Test func aViewOfAGivenSize() throws {
        let yaml = """
            ios: 17
            device: {width: 375, height: 160, scale: 3}
            content: {color: "#ffffff"}
            navigationItem: {title: "Inbox"}
            tabBar: {items: [{systemItem: favorites}, {systemItem: more}]}
            """
        let scene = try SceneParser.parse(yaml, file: "view.yaml")
        #expect(scene.layout.navigationBar == PointRect(x: 0, y: 0, width: 375, height: 44))
        #expect(scene.layout.tabBar == PointRect(x: 0, y: 111, width: 375, height: 49))
        let image = try SceneRenderer.render(scene)
        #expect(image.width == 1125 && image.height == 480)
        // A safe area moves the bars as the insets of swift-snapshot-testing's iPhone 8 config do.
        let inset = try SceneParser.parse(
            yaml.replacingOccurrences(
                of: "scale: 3}", with: "scale: 2, safeAreaInsets: {top: 20, bottom: 34}}"), file: "view.yaml")
        #expect(inset.layout.navigationBar == PointRect(x: 0, y: 20, width: 375, height: 44))
        #expect(inset.layout.tabBar == PointRect(x: 0, y: 77, width: 375, height: 83))
        // It round-trips through the scene file.
        #expect(try SceneParser.parse(inset.yamlText, file: "view.yaml") == inset)
        #expect(
            inset.yamlText.contains(
                "device: {width: 375, height: 160, scale: 2, safeAreaInsets: {top: 20, bottom: 34}}"))
    }

    @Test(arguments: [
        (
            "device: {width: 0, height: 10, scale: 2}",
            "view.yaml:2: device.width: \"0\" is not a view's width; use whole points from 1 to 4000"
        ),
        (
            "device: {width: 375, height: 10}",
            "view.yaml:2: device: a view needs its scale; add scale: 2 or scale: 3 (the display's pixels per point)"
        ),
        (
            "device: {width: 375, height: 10, scale: 4}",
            "view.yaml:2: device.scale: \"4\" is not a display scale; use 1, 2 or 3"
        ),
        (
            "device: {width: 375, scale: 2}",
            "view.yaml:2: device: a view needs its height; give width, height and scale, such as {width: 375, height: 200, scale: 2}"
        ),
        (
            "device: {width: 375, height: 100, scale: 2}\nstatusBar: {}",
            "view.yaml:3: statusBar: a view of a given size has no status bar (the system draws it over a whole screen); remove the key, or use a phone such as iphone-8"
        ),
        (
            "device: {width: 375, height: 100, scale: 2}\norientation: landscapeLeft",
            "view.yaml:3: orientation: a view of a given size is drawn as its width and height give it; remove the key and swap width and height"
        ),
        (
            "device: iphone-8\ncapture: photo",
            "view.yaml:3: capture: \"photo\" is not a capture; use one of screen, layer"
        ),
    ])
    func viewRefusals(device: String, message: String) {
        let yaml = "ios: 17\n\(device)\ncontent: {color: \"#ffffff\"}\n"
        #expect(throws: SceneError.self) { try SceneParser.parse(yaml, file: "view.yaml") }
        do {
            _ = try SceneParser.parse(yaml, file: "view.yaml")
        } catch {
            #expect(error.description == message)
        }
    }

    /// `content.list.backgroundColor`: the table's colour (a system colour resolves in the
    /// style), and the iOS 26 edge effect's wash follows it.
    @Test func theListsBackgroundColour() throws {
        let yaml = """
            ios: 17
            device: iphone-8
            content: {list: {rows: 3, refreshing: false, backgroundColor: systemGroupedBackground}}
            navigationItem: {title: "Inbox"}
            """
        #expect(try Self.reading(yaml, x: 200, y: 600) == "#f2f2f7")
        #expect(try Self.reading(yaml + "\nuserInterfaceStyle: dark", x: 200, y: 600) == "#000000")
        // Translucent: the window's black beneath (50% white over black reads #808080).
        #expect(
            try Self.reading(
                yaml.replacingOccurrences(of: "systemGroupedBackground", with: "\"#ffffff80\""), x: 200, y: 600)
                == "#808080")
        let glass = try SceneParser.parse(
            """
            ios: 26
            device: iphone-17
            content: {list: {rows: 30, contentOffset: 100, backgroundColor: "#ffcc00"}}
            navigationItem: {title: "Inbox"}
            """, file: "list.yaml")
        #expect(try glass.navigationBarLayer().first("BackdropView")?.image?.label == "#ffcc00 wash, soft (top)")
        #expect(try SceneParser.parse(glass.yamlText, file: "list.yaml") == glass)
    }
}

extension Layer {
    /// The tree with every layer-capture mark taken away: what the screen capture builds.
    fileprivate func capturedAgainAsScreen() -> Layer {
        var copy = self
        copy.captureOmission = nil
        if copy.notes.last?.hasPrefix("layer capture") == true { copy.notes.removeLast() }
        copy.children = children.map { $0.capturedAgainAsScreen() }
        return copy
    }
}
