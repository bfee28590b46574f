import Foundation
import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import RasterPNG

/// BarScope against the snapshot references public iOS projects recorded on simulators (the
/// parity issue): each expectation is a value measured on a reference, within half a point.
@Suite struct UIKitParityTests {
    /// The ink of the `add` glyph in a lone leading item, in points: left, right, top, bottom
    /// (coverage toward the tint over the bar's own colour, fractional at the edges).
    static func addInk(ios: Int, width: Int, scale: Int) throws -> [Double] {
        let yaml = """
            ios: \(ios)
            device: {width: \(width), height: 200, scale: \(scale)}
            content: {color: "#ffffff"}
            navigationItem: {leftBarButtonItems: [{systemItem: add}]}
            capture: layer
            """
        let image = try SceneRenderer.render(SceneParser.parse(yaml, file: "add.yaml"))
        return inkBounds(image, columns: 0..<(60 * scale), rows: 0..<(44 * scale - 2), scale: scale)
    }

    /// The dark ink's edges over a light background in a rectangle of device pixels, in points
    /// from the image's left and the rectangle's top: left, right, top, bottom (each edge pixel
    /// counted by its largest coverage).
    static func inkBounds(_ image: Image, columns: Range<Int>, rows: Range<Int>, scale: Int) -> [Double] {
        let background = Double(image[columns.lowerBound + 2, rows.lowerBound + 2].straight.r)
        func coverage(_ x: Int, _ y: Int) -> Double {
            max(0, min(1, (background - Double(image[x, y].straight.r)) / background))
        }
        let inkColumns = columns.filter { x in rows.contains { coverage(x, $0) > 0.02 } }
        let inkRows = rows.filter { y in columns.contains { coverage($0, y) > 0.02 } }
        let (x0, x1, y0, y1) = (inkColumns.first!, inkColumns.last!, inkRows.first!, inkRows.last!)
        let (s, top) = (Double(scale), Double(rows.lowerBound))
        return [
            (Double(x0) + 1 - rows.map { coverage(x0, $0) }.max()!) / s,
            (Double(x1) + rows.map { coverage(x1, $0) }.max()!) / s,
            (Double(y0) + 1 - top - columns.map { coverage($0, y0) }.max()!) / s,
            (Double(y1) - top + columns.map { coverage($0, y1) }.max()!) / s,
        ]
    }

    /// spacepandas/cineaste-ios's `MovieDetailViewControllerSnapshotTests` references: a
    /// storyboard toolbar holding `trash`, a flexible space and `action`, on a 375-pt phone at
    /// @2x, measured the same way (points from the toolbar's left and top): iOS 13.2, 14 and 15;
    /// on 17.0 the view was recorded without its margins, so only the sizes and rows are
    /// compared. `MeasuredGlyph.trash` and `.share` are iOS 15's; the others within 0.5 pt.
    @Test(arguments: [
        (13, [17.53, 38.47, 9.00, 33.00], [338.0, 357.0, 9.57, 33.5], true),
        (14, [17.55, 37.99, 9.41, 33.00], [338.0, 356.65, 9.14, 33.0], true),
        (15, [17.55, 38.04, 9.30, 33.00], [338.0, 356.78, 9.59, 33.5], true),
        (17, [1.55, 22.04, 9.29, 33.00], [353.5, 372.28, 9.59, 33.5], false),
    ])
    func toolbarTrashAndActionMatchTheReferences(ios: Int, trash: [Double], action: [Double], margins: Bool) throws {
        let yaml = """
            ios: \(ios)
            device: {width: 375, height: 200, scale: 2}
            content: {color: "#ffffff"}
            navigationBar: {hidden: true}
            toolbar: {tintColor: "#000000", items: [{systemItem: trash}, {systemItem: flexibleSpace}, {systemItem: action}]}
            capture: layer
            """
        let image = try SceneRenderer.render(SceneParser.parse(yaml, file: "toolbar.yaml"))
        let rows = (156 * 2)..<(200 * 2 - 1)
        for (columns, reference) in [(0..<120, trash), (600..<750, action)] {
            let ink = Self.inkBounds(image, columns: columns, rows: rows, scale: 2)
            var compared = zip(ink, reference).map { abs($0 - $1) }
            if !margins {
                compared[0] = abs((ink[1] - ink[0]) - (reference[1] - reference[0]))
                compared[1] = 0
            }
            #expect(compared.allSatisfy { $0 <= 0.5 }, "iOS \(ios): \(ink) against \(reference)")
        }
    }

    /// swift-snapshot-testing's `testTraitsEmbeddedInTabNavigation` (a lone leading `add`, no
    /// title), measured on its references: iOS 12.1 @2x ink 16.00…33.50 × 12.50…30.00; iOS 13.2
    /// @3x 18.03…35.64 × 13.01…30.99; iOS 17.4 @3x 18.68…36.12 × 13.20…30.65; 4 pt further right
    /// on a 414-point phone (its 20 pt margin).
    @Test(arguments: [
        (12, 375, 2, [16.00, 33.50, 12.50, 30.00]), (13, 375, 3, [18.03, 35.64, 13.01, 30.99]),
        (17, 375, 3, [18.68, 36.12, 13.20, 30.65]), (17, 414, 3, [22.68, 40.12, 13.20, 30.65]),
        (12, 320, 2, [16.00, 33.50, 12.50, 30.00]),
    ])
    func theLeadingAddSitsWhereUIKitDrawsIt(ios: Int, width: Int, scale: Int, reference: [Double]) throws {
        let ink = try Self.addInk(ios: ios, width: width, scale: scale)
        for (measured, expected) in zip(ink, reference) {
            #expect(abs(measured - expected) <= 0.5, "\(ink) against \(reference)")
        }
        // The glyph's strokes: 1.5 pt (iOS 12's bitmap), 1.64 (13), 1.62 (17).
        let plus = try #require(IOSVersion.named(ios)?.plusGlyph)
        #expect(plus.stroke == [12: 1.5, 13: 1.64, 17: 1.62][ios])
    }

    /// Image items on the trailing side (a public dump of two 24 pt images on a 390 pt bar):
    /// the outer button 43 wide (8 + 24 + 11) with its image's right edge 16 from the bar's, the
    /// inner one 46 (11 + 24 + 11), 8 apart, the images 30 apart.
    @Test func trailingImageButtonsFollowTheDump() throws {
        let dir = NSTemporaryDirectory() + "barscope-parity-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = try Image(width: 72, height: 72, fill: RGBA8.black.premultiplied)
        try PNGEncoder.write(image, to: dir + "icon@3x.png")
        let scene = try SceneParser.parse(
            """
            ios: 14
            device: iphone-12
            content: {color: "#ffffff"}
            navigationItem: {rightBarButtonItems: [{image: {path: icon@3x.png}}, {image: {path: icon@3x.png}}]}
            """, file: dir + "scene.yaml", directory: dir)
        // Frames in the bar's coordinates, and the images' in their buttons'.
        var buttons: [PointRect] = [], images: [PointRect] = []
        func walk(_ layer: Layer, x: Double) {
            if layer.role == .content(.item(.trailing)) {
                buttons.append(PointRect(x: x + layer.frame.x, y: layer.frame.y, width: layer.frame.width, height: 44))
            }
            if layer.role == .content(.image) { images.append(layer.frame) }
            for child in layer.children { walk(child, x: x + layer.frame.x) }
        }
        for child in try scene.navigationBarLayer().children { walk(child, x: 0) }
        #expect(buttons.map(\.width).sorted() == [43, 46])
        let outer = try #require(buttons.max { $0.x < $1.x }), inner = try #require(buttons.min { $0.x < $1.x })
        #expect(outer.x + outer.width == 390 - 8 && outer.x - (inner.x + inner.width) == 8)
        // Images in their buttons: 11 from the left of each; 24 pt, at y 9.67 at @3x.
        #expect(images.allSatisfy { $0.x == 11 && abs($0.y - (10 - 1.0 / 3)) < 1e-9 && $0.width == 24 })
        #expect(outer.x + 11 + 24 == 390 - 16)
        #expect((outer.x + 11) - (inner.x + 11) == 54)
    }

    /// A tab bar's items, as `tree` gives them: each button's frame and its parts by class.
    static func tabs(_ yaml: String) throws -> [(button: PointRect, parts: [String: PointRect])] {
        let bar = try #require(try SceneParser.parse(yaml, file: "tabs.yaml").barLayers().tabBar)
        return bar.children.filter { $0.className == "UITabBarButton" }.map { button in
            (button.frame, Dictionary(button.children.map { ($0.className, $0.frame) }) { a, _ in a })
        }
    }

    static func tabScene(ios: Int, width: Int = 393, items: String) -> String {
        """
        ios: \(ios)
        device: {width: \(width), height: 100, scale: 3}
        content: {color: "#ffffff"}
        navigationBar: {hidden: true}
        tabBar: {items: \(items), selectedIndex: none}
        """
    }

    /// cashapp/AccessibilitySnapshot's `testTabBars` (standalone tab bars of title-only items,
    /// iOS 11.2 to 18.5 @3x): every badge, the empty one too, is an 18 pt disc 3 pt below the bar's
    /// top with its left edge 4 pt left of its title's right edge; title baselines 45.67 below the
    /// bar's top on iOS 11–12, 45.0 from iOS 13.
    @Test(arguments: [(11, 45.67), (12, 45.67), (13, 45.0), (15, 45.0), (17, 45.0), (18, 45.0)])
    func titleOnlyItemsAndTheirBadges(ios: Int, baseline: Double) throws {
        let items =
            #"[{title: "Item A", badgeValue: ""}, {title: "Item B", badgeValue: "3"}, {title: "Item C", badgeValue: "A"}, {title: "Item D", badgeValue: "3"}]"#
        let scene = try SceneParser.parse(Self.tabScene(ios: ios, items: items), file: "tabs.yaml")
        let bar = try #require(try scene.barLayers().tabBar)
        for button in bar.children where button.className == "UITabBarButton" {
            let label = try #require(button.first("UITabBarButtonLabel"))
            let badge = try #require(button.first("_UIBadgeView"))
            #expect(badge.frame.height == 18 && badge.frame.width == 18 && button.frame.y + badge.frame.y == 3)
            #expect(abs(badge.frame.x - (label.frame.x + label.frame.width - 4)) < 1e-9)
            guard case let .text(_, _, _, base)? = label.drawing else { Issue.record("no text"); return }
            #expect(abs(button.frame.y + label.frame.y + base - baseline) < 1e-9)
        }
        // Against the references' pixels (iOS 17.5, 393 wide: the first badge at x 60…78): within
        // 1 pt, the difference of Inter's title width from SF's.
        if ios == 17 {
            let first = try #require(bar.children.first { $0.className == "UITabBarButton" })
            let badge = try #require(first.first("_UIBadgeView"))
            #expect(abs(first.frame.x + badge.frame.x - 60) <= 1)
        }
    }

    /// thumbtack/thumbprint-ios's `TabBarTest.testAppearance` (iOS 16.1 @2x, 17.0.1 @3x): a 24 pt
    /// image's ink spans 8…32 below the bar's top (its centre 20) and the title's baseline is 46.0;
    /// the dumps' icon centre (19 below the bar's top) and label (45.5) elsewhere.
    @Test(arguments: [(13, 19.0, 45.5), (16, 20.0, 46.0), (17, 20.0, 46.0), (18, 19.0, 45.5), (10, 19.0, 45.5)])
    func iconsAndTheirTitles(ios: Int, iconCentre: Double, baseline: Double) throws {
        let tabs = try Self.tabs(Self.tabScene(ios: ios, items: "[{systemItem: favorites}, {systemItem: more}]"))
        for (button, parts) in tabs {
            let icon = try #require(parts["UITabBarSwappableImageView"])
            #expect(abs(button.y + icon.y + icon.height / 2 - iconCentre) < 1e-9)
        }
        let scene = try SceneParser.parse(
            Self.tabScene(ios: ios, items: "[{systemItem: favorites}, {systemItem: more}]"), file: "tabs.yaml")
        let bar = try #require(try scene.barLayers().tabBar)
        let button = try #require(bar.children.first { $0.className == "UITabBarButton" })
        let label = try #require(button.first("UITabBarButtonLabel"))
        guard case let .text(_, _, _, base)? = label.drawing else { Issue.record("no text"); return }
        #expect(abs(button.frame.y + label.frame.y + base - baseline) < 1e-9)
    }

    /// `selectedIndex: none` draws every item unselected; `renderingMode: alwaysOriginal` draws
    /// the image in its own colours; an empty title draws the image alone where it would be.
    @Test func tabItemsUIKitAllows() throws {
        let dir = NSTemporaryDirectory() + "barscope-parity-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let orange = try Image(width: 75, height: 75, fill: RGBA8(r: 0xff, g: 0x78, b: 0).premultiplied)
        try PNGEncoder.write(orange, to: dir + "dot@3x.png")
        let yaml = Self.tabScene(
            ios: 17,
            items:
                #"[{title: "", image: {path: dot@3x.png}, renderingMode: alwaysOriginal}, {title: "Mail", image: {path: dot@3x.png}}]"#
        )
        let scene = try SceneParser.parse(yaml, file: dir + "tabs.yaml", directory: dir)
        let bar = try #require(try scene.barLayers().tabBar)
        let buttons = bar.children.filter { $0.className == "UITabBarButton" }
        #expect(buttons[0].first("UITabBarButtonLabel") == nil)
        let image = try #require(buttons[0].first("UITabBarSwappableImageView"))
        #expect(image.frame.y + image.frame.height / 2 == 19)
        let rendered = try SceneRenderer.render(scene)
        let (cx, cy) = (Int((buttons[0].frame.x + image.frame.x + 12.5) * 3), Int((51 + 1 + 19) * 3))
        #expect(rendered[cx, cy].straight.hex == "#ff7800")
        // The second item's image is a template in the unselected grey, as is its title.
        var colours: [String] = []
        buttons[1].forEachDescendant { layer, _ in
            if case let .template(_, color)? = layer.drawing { colours.append(color.hex) }
            if case let .text(_, color, _, _)? = layer.drawing { colours.append(color.hex) }
        }
        #expect(colours == ["#999999", "#999999"])
        #expect(try SceneParser.parse(scene.yamlText, file: dir + "tabs.yaml", directory: dir) == scene)
        #expect(
            scene.yamlText.contains("selectedIndex: none") && scene.yamlText.contains("renderingMode: alwaysOriginal"))
        // The rendering mode belongs to an image.
        #expect(throws: SceneError.self) {
            try SceneParser.parse(
                Self.tabScene(ios: 17, items: #"[{title: "Mail", renderingMode: alwaysOriginal}]"#), file: "tabs.yaml")
        }
    }

    /// A standalone tab bar (`standalone: true`) keeps its standard appearance over still content
    /// (AccessibilitySnapshot's standalone bars on iOS 15.2 to 18.5 have their hairline), where a
    /// tab bar controller's is at its scroll edge, transparent; the bar's note says why.
    @Test func aStandaloneTabBarIsOutsideTheScrollEdgeRule() throws {
        let items = #"[{title: "Item A"}, {title: "Item B"}]"#
        let controller = try SceneParser.parse(Self.tabScene(ios: 17, items: items), file: "tabs.yaml")
        let standalone = try SceneParser.parse(
            Self.tabScene(ios: 17, items: items).replacingOccurrences(
                of: "selectedIndex: none}", with: "selectedIndex: none, standalone: true}"), file: "tabs.yaml")
        // The hairline's device row above the bar's top (51 pt at @3x: row 152).
        #expect(try SceneRenderer.render(controller)[30, 152].straight.hex == "#ffffff")
        #expect(try SceneRenderer.render(standalone)[30, 152].straight.hex == "#b2b2b2")
        let note = try #require(try standalone.barLayers().tabBar?.notes.first)
        #expect(
            note.contains(
                "not at the scroll edge: a standalone tab bar (standalone: true): no tab bar controller ties it to a scroll view, so the scroll-edge rule does not apply"
            ), "\(note)")
        #expect(try SceneParser.parse(standalone.yamlText, file: "tabs.yaml") == standalone)
    }

    /// iOS 16–17 layer-captured references record an unselected item's icon white and its title
    /// #929292 (UIKit greys the icon through a filter the capture leaves out); the screen keeps
    /// the release's grey, and a colour the app sets wins in both.
    @Test(arguments: [
        ("layer", 17, nil, "#ffffff", "#929292"), ("screen", 17, nil, "#999999", "#999999"),
        ("layer", 15, nil, "#999999", "#999999"), ("layer", 17, "#ff2d55", "#ff2d55", "#ff2d55"),
    ])
    func unselectedItemsInALayerCapture(capture: String, ios: Int, tint: String?, icon: String, title: String) throws {
        let tabBar = tint.map { ", unselectedItemTintColor: \"\($0)\"" } ?? ""
        let yaml =
            Self.tabScene(ios: ios, items: "[{systemItem: favorites}, {systemItem: more}]")
            .replacingOccurrences(of: "selectedIndex: none}", with: "selectedIndex: 0\(tabBar)}")
            + "\ncapture: \(capture)\n"
        let bar = try #require(try SceneParser.parse(yaml, file: "tabs.yaml").barLayers().tabBar)
        let more = try #require(bar.children.last { $0.className == "UITabBarButton" })
        var colours: [String] = []
        more.forEachDescendant { layer, _ in
            if case let .icon(_, _, color)? = layer.drawing { colours.append(color.hex) }
            if case let .text(_, color, _, _)? = layer.drawing { colours.append(color.hex) }
        }
        #expect(colours == [icon, title])
    }

    /// iOS 26.1 on a 375-point phone with a home button (OpenUIKit's iPhone SE probe): the tab bar
    /// is 83 points at [0, 584, 375, 83], its capsule 274 wide at x 51, and the second tab's badge
    /// a 20-point disc at [196.5, 590, 20, 20] in iOS 26's systemRed (255, 56, 60).
    @Test func theGlassTabBarsBadge() throws {
        let scene = try SceneParser.parse(
            """
            ios: 26
            device: iphone-8
            content: {color: "#ffffff"}
            tabBar: {items: [{systemItem: search}, {systemItem: favorites, badgeValue: "3"}, {systemItem: more}]}
            """, file: "glass.yaml")
        #expect(scene.layout.tabBar == PointRect(x: 0, y: 584, width: 375, height: 83))
        let bar = try #require(try scene.barLayers().tabBar)
        let platter = try #require(bar.first("UIKit._UITabBarPlatterView"))
        #expect(abs(platter.frame.x - 51) <= 0.5 && platter.frame.width == 274 && platter.frame.height == 62)
        let button = platter.children.filter { $0.className == "_UITabButton" }[1]
        let badge = try #require(button.first("_UIBadgeView"))
        let x = platter.frame.x + button.frame.x + badge.frame.x, y = 584 + button.frame.y + badge.frame.y
        #expect(abs(x - 196.5) <= 0.5 && y == 590 && badge.frame.width == 20 && badge.frame.height == 20)
        guard case let .shapes(_, _, colors)? = badge.drawing else { Issue.record("no disc"); return }
        #expect(colors == [RGBA8(r: 255, g: 56, b: 60)])
    }

    /// `isEnabled: false`: the unselected colours at 0.26 of their opacity (AccessibilitySnapshot's
    /// disabled "Item C": its ink 20 levels below the background where an unselected title's is
    /// 77), selected or not; over the white bar the title's darkest ink reads 255 − 0.26 × 102.
    @Test func aDisabledTabItemIsFaded() throws {
        let yaml = Self.tabScene(
            ios: 17, items: #"[{title: "Item A"}, {title: "Item B"}, {title: "Item C", isEnabled: false}]"#
        ).replacingOccurrences(of: "selectedIndex: none}", with: "selectedIndex: 2}")
        let scene = try SceneParser.parse(yaml, file: "tabs.yaml")
        let bar = try #require(try scene.barLayers().tabBar)
        let disabled = try #require(bar.children.last { $0.className == "UITabBarButton" })
        guard case let .text(_, color, _, _)? = disabled.first("UITabBarButtonLabel")?.drawing else {
            Issue.record("no title")
            return
        }
        #expect(color == RGBA8(r: 0x99, g: 0x99, b: 0x99, a: 66))
        #expect(try SceneParser.parse(scene.yamlText, file: "tabs.yaml") == scene)
        #expect(scene.yamlText.contains("isEnabled: false"))
    }
}

/// A `barTintColor` with alpha (the parity issue's item 11: `clear`): a translucent bar keeps the
/// tint's alpha under its 0.85 filter view, so on iOS 7–12 `clear` draws exactly the untinted bar;
/// an opaque bar forces it to full alpha, so `clear` draws black.
@Suite struct ClearBarTintTests {
    /// A list scrolled 44 pt under the bar (so iOS 15+ draws the standard appearance).
    static func scene(ios: Int, _ navigationBar: String) throws -> Scene {
        let yaml = """
            ios: \(ios)
            device: iphone-8
            content: {list: {rows: 12, text: true, refreshing: false, contentOffset: -20}}
            navigationItem: {title: "Tint"}
            navigationBar: \(navigationBar)
            """
        return try SceneParser.parse(yaml, file: "tint.yaml")
    }

    static func bar(ios: Int, _ navigationBar: String) throws -> Image {
        try SceneRenderer.render(scene(ios: ios, navigationBar))
    }

    @Test(arguments: [10, 12])
    func aClearTintOnATranslucentBarDrawsTheBarWithoutATint(ios: Int) throws {
        let clear = try Self.bar(ios: ios, "{barTintColor: clear}")
        let none = try Self.bar(ios: ios, "{}")
        // The bars (status bar and navigation bar, 64 pt at @2x) are the same bytes.
        for y in 0..<128 { for x in stride(from: 0, to: 750, by: 7) { #expect(clear[x, y] == none[x, y]) } }
    }

    /// On iOS 13–18 a tint, even `clear`, chooses UIKit's tinted blur (style 100) in place of the
    /// system chrome material (decompiled `_UIBarBackgroundLayoutLegacy`): `clear` is that blur
    /// with nothing over it, so it is not the untinted bar.
    @Test(arguments: [15, 17])
    func aClearTintOnIOS13AndLaterIsTheTintedBlurAlone(ios: Int) throws {
        let clear = try Self.bar(ios: ios, "{barTintColor: clear}")
        let none = try Self.bar(ios: ios, "{}")
        #expect(clear[40, 100] != none[40, 100])
        // The tinted blur's views: the white filter alone for `clear`, the tint's view too for red.
        func subviews(_ tint: String) throws -> [String] {
            try Self.scene(ios: ios, "{barTintColor: \(tint)}").barLayers().navigationBar.treeDescription()
                .split(separator: "\n").filter { $0.contains("_UIVisualEffectSubview") }
                .map { String($0.split(separator: "backgroundColor = ").last ?? "") }
        }
        #expect(try subviews("clear") == ["#f7f7f7cc"])
        #expect(try subviews("\"#ff0000\"") == ["#f7f7f7cc", "#ff0000d9"])
    }

    /// Half a red (128/255) draws over the `clear` bar as a source-over of red at
    /// 0.85 × 128/255 (109/255) does: within one and a half levels a channel.
    @Test(arguments: [10, 15])
    func aHalfTintDrawsAtItsAlphaTimesTheFilters(ios: Int) throws {
        let half = try Self.bar(ios: ios, "{barTintColor: \"#ff000080\"}")
        let clear = try Self.bar(ios: ios, "{barTintColor: clear}")
        let (x, y) = (40, 100)
        let under = clear[x, y].straight, over = half[x, y].straight
        let a = Double(Fixed8.quantize(0.85 * 128 / 255)) / 255
        #expect(abs(Double(over.r) - (255 * a + Double(under.r) * (1 - a))) <= 1.5)
        #expect(abs(Double(over.g) - Double(under.g) * (1 - a)) <= 1.5)
    }

    @Test(arguments: [12, 15, 17])
    func aClearTintOnAnOpaqueBarDrawsBlack(ios: Int) throws {
        let image = try Self.bar(ios: ios, "{barTintColor: clear, translucent: false}")
        let black = try Self.bar(ios: ios, "{barTintColor: \"#000000\", translucent: false}")
        #expect(image[40, 100] == black[40, 100])
        let warnings = try SceneParser.parse(
            "ios: \(ios)\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {barTintColor: clear, translucent: false}\n",
            file: "tint.yaml"
        ).warnings
        #expect(
            warnings.map(\.description) == [
                "tint.yaml:4: navigationBar.barTintColor: its alpha (0 of 255) is ignored on an opaque bar: UIKit draws barTintColor at full alpha there (clear draws black); leave translucent on for a see-through tint, or use an appearance's backgroundColor on iOS 13 or later"
            ])
    }
}
