import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import Typesetting

private func scene(_ yaml: String) throws -> Scene {
    try SceneParser.parse(yaml, file: "scene.yaml")
}

extension Layer {
    /// The subviews in `role` at any depth, each with its frame in the bar's coordinates.
    func placed(_ role: ViewRole, x: Double = 0, y: Double = 0) -> [(layer: Layer, frame: PointRect)] {
        children.flatMap { child -> [(layer: Layer, frame: PointRect)] in
            let frame = PointRect(
                x: x + child.frame.x, y: y + child.frame.y, width: child.frame.width, height: child.frame.height)
            return (child.role == role ? [(child, frame)] : []) + child.placed(role, x: frame.x, y: frame.y)
        }
    }
}

/// A phone on its side, against the cited constants of `Screen`, `LandscapeMetrics` and
/// `ContentMetrics`.
@Suite struct LandscapeLayoutTests {
    func landscape(_ ios: Int, _ device: String, _ more: String = "") throws -> Scene {
        try scene(
            "ios: \(ios)\ndevice: \(device)\norientation: landscapeLeft\ncontent: {list: {refreshing: false}}\n" + more)
    }

    /// Width and height swap; the status bar is hidden, so the bar starts at the top; the bar
    /// heights, side insets and home indicator follow the device's class and the release.
    @Test(arguments: [
        // ios, device, screen w×h, bar, tab bar above the home indicator, home indicator, sides
        (17, "iphone-15-pro", 852.0, 393.0, 32.0, 32.0, 21.0, 59.0),
        (17, "iphone-15-pro-max", 932, 430, 44, 49, 21, 59),
        (11, "iphone-x", 812, 375, 32, 32, 21, 44),
        (14, "iphone-12", 844, 390, 32, 32, 21, 47),
        (18, "iphone-16-pro", 874, 402, 32, 32, 21, 62),
        (11, "iphone-8-plus", 736, 414, 44, 49, 0, 0),
        (11, "iphone-8", 667, 375, 32, 32, 0, 0),
        (10, "iphone-8", 667, 375, 32, 49, 0, 0),
        (10, "iphone-x", 812, 375, 32, 49, 21, 0),
    ])
    func screenAndBars(
        ios: Int, device: String, width: Double, height: Double, bar: Double, tab: Double, home: Double, side: Double
    ) throws {
        let s = try landscape(ios, device, "tabBar: {}\n")
        let screen = s.screen
        #expect(screen.widthPoints == width && screen.heightPoints == height)
        #expect(screen.pixelWidth == Int(width) * s.device.scale)
        #expect(!screen.showsStatusBar && screen.statusBarHeight == 0)
        #expect(screen.sideSafeAreaInset == side && screen.homeIndicatorInset == home)
        let layout = s.layout
        #expect(layout.navigationBar == PointRect(x: 0, y: 0, width: width, height: bar))
        #expect(layout.tabBar == PointRect(x: 0, y: height - tab - home, width: width, height: tab + home))
        #expect(layout.navigationBarPosition.compact && layout.bottomBarPosition.compact)
        // The list's inset: the bar's bottom (no status bar above it).
        #expect(layout.contentInsetTop == bar)
    }

    @Test func portraitIsUnchanged() throws {
        let s = try scene("ios: 17\ndevice: iphone-15-pro\ncontent: {list: {}}\n")
        #expect(s.orientation == .portrait && s.screen.widthPoints == 393 && s.screen.statusBarHeight == 54)
        #expect(s.layout.navigationBar == PointRect(x: 0, y: 54 - 1.0 / 3, width: 393, height: 44))
        #expect(!s.layout.navigationBarPosition.compact)
    }

    @Test func aToolbarIsAsTallAsTheBar() throws {
        let compact = try landscape(
            15, "iphone-13",
            "toolbar: {items: [{systemItem: action}, {systemItem: flexibleSpace}, {title: \"Done\"}]}\n")
        #expect(compact.layout.toolbar == PointRect(x: 0, y: 390 - 21 - 32, width: 844, height: 32 + 21))
        let plus = try landscape(15, "iphone-13-pro-max", "toolbar: {}\n")
        #expect(plus.layout.toolbar?.height == Double(44 + 21))
        // The items keep clear of the 47 pt side insets: the first, an image, its button 47 + 8
        // pt in and its image at the 16-pt margin past the inset; the last, a title, ending
        // 47 + 8 + 8 pt from the right edge.
        let toolbar = try #require(compact.barLayers().toolbar)
        let items = toolbar.placed(.content(.item(.toolbar)))
        #expect(items.count == 2)
        #expect(items.first?.frame.x == Double(47 + 8))
        let image = try #require(toolbar.placed(.content(.image)).first)
        #expect(image.frame.x == Double(47 + 16))
        #expect(abs((items.last.map { $0.frame.x + $0.frame.width } ?? 0) - (844 - 47 - 16)) < 1e-9)
    }

    /// UIKit shows no large title in compact height; the row's title shows instead.
    @Test func noLargeTitleOnItsSide() throws {
        let s = try landscape(
            17, "iphone-15", "navigationBar: {prefersLargeTitles: true}\nnavigationItem: {title: \"Mail\"}\n")
        #expect(s.layout.largeTitleHeight == 0 && s.layout.navigationBar.height == 32)
        let title = try #require(s.barLayers().navigationBar.first(.content(.title)))
        #expect(!title.isHidden)
        #expect(s.warnings.map(\.key) == ["navigationBar.prefersLargeTitles"])
    }

    @Test func noStatusBarIsDrawn() throws {
        let s = try landscape(17, "iphone-15", "statusBar: {}\n")
        #expect(try s.barLayers().statusBar == nil)
        #expect(s.warnings.map(\.key) == ["statusBar"])
    }

    /// In the 32 pt row: the baseline 32 − 11 = 21 pt (decompiled `_insetsForCompact:`), the
    /// chevron's bottom 3 pt below it, everything from the 59 pt safe-area edge; on a Plus
    /// phone's 44 pt landscape bar the portrait metrics.
    @Test func contentInTheCompactRow() throws {
        let s = try landscape(
            17, "iphone-15-pro",
            """
            navigationItem: {title: "Inbox", rightBarButtonItems: [{systemItem: edit}]}
            backItem: {title: "Mailboxes"}
            """)
        let bar = try s.barLayers().navigationBar
        let title = try #require(bar.first(.content(.title)))
        guard case let .text(line, _, _, baseline)? = title.drawing else { Issue.record("no title text"); return }
        #expect(abs(title.frame.y + baseline - 21) < 1e-9)
        #expect(abs(title.frame.x + line.width / 2 - 852 / 2) < 1e-9)
        let chevron = try #require(bar.placed(.content(.backIndicator)).first?.frame)
        #expect(chevron.x == 59 + 8)
        #expect(chevron.y + chevron.height == 21 + 3)
        let edit = try #require(bar.placed(.content(.item(.trailing))).first?.frame)
        #expect(abs(edit.x + edit.width - (852 - 59 - 8)) < 1e-9)

        let plus = try landscape(17, "iphone-15-pro-max", "navigationItem: {title: \"Inbox\"}\n")
        let plusTitle = try #require(plus.barLayers().navigationBar.first(.content(.title)))
        guard case let .text(_, _, _, plusBaseline)? = plusTitle.drawing else { Issue.record("no title text"); return }
        #expect(abs(plusTitle.frame.y + plusBaseline - 28) < 1e-9)
    }

    /// Inline tab items (iOS 11+): evenly across the safe area, the 18 pt glyph of a compact tab
    /// bar and the 13 pt title side by side, centred on the 32 pt row; 25 pt glyphs on a Plus.
    @Test func inlineTabItems() throws {
        let s = try landscape(
            17, "iphone-15-pro",
            "tabBar: {items: [{systemItem: favorites}, {systemItem: recents}, {systemItem: contacts}, {systemItem: more}]}\n"
        )
        let buttons = try #require(s.barLayers().tabBar).placed(.content(.tabButton)).map(\.layer)
        #expect(buttons.count == 4)
        let width = (852 - 2 * (59 + 2) - 3 * 4) / 4.0
        #expect(buttons.map(\.frame.x) == (0..<4).map { 61 + Double($0) * (width + 4) })
        for button in buttons {
            let icon = try #require(button.first(.content(.image)))
            let label = try #require(button.first(.content(.label)))
            #expect(icon.frame.width == 18 && icon.frame.height == 18)
            #expect(button.frame.y + icon.frame.y + 9 == 16)
            #expect(abs(label.frame.x - (icon.frame.x + 18 + 6)) < 1e-9)
            guard case let .text(line, _, _, _)? = label.drawing else { Issue.record("no label"); continue }
            #expect(line.style.size == 13)
            // The icon and the title centred together in the button.
            let left = icon.frame.x, right = label.frame.x + label.frame.width
            #expect(abs((left + right) / 2 - button.frame.width / 2) < 1e-9)
        }
        let plus = try landscape(11, "iphone-8-plus", "tabBar: {items: [{systemItem: favorites}]}\n")
        let plusIcon = try #require(plus.barLayers().tabBar?.first(.content(.image)))
        #expect(plusIcon.frame.width == 25)
        // Before iOS 11: stacked, as in portrait (the label below the icon).
        let old = try landscape(10, "iphone-8", "tabBar: {items: [{systemItem: favorites}]}\n")
        let oldButton = try #require(old.barLayers().tabBar?.first(.content(.tabButton)))
        #expect(oldButton.frame.height == ContentMetrics.tabButtonHeight)
    }

    /// The list's cells keep clear of the side safe areas; its background does not.
    @Test func cellsInsetBySafeArea() throws {
        let s = try scene(
            "ios: 17\ndevice: iphone-15-pro\norientation: landscapeRight\ncontent: {list: {refreshing: false}}\nnavigationBar: {translucent: false}\n"
        )
        let image = try SceneRenderer.render(s)
        #expect(image.width == 852 * 3 && image.height == 393 * 3)
        let y = (32 + 30) * 3
        #expect(image.color(x: (59 + 15) * 3, y: y) == ListScreen.thumbnailColors[0])
        #expect(image.color(x: (59 + 15) * 3 - 1, y: y) == .white)
        #expect(image.color(x: 0, y: y) == .white)
    }

    @Test(arguments: [
        (
            "orientation: upsideDown\n",
            "scene.yaml:4: orientation: \"upsideDown\" is not an orientation; use one of portrait, landscapeLeft, landscapeRight"
        ),
        (
            "navigationItem: {compactScrollEdgeAppearance: {}}\n",
            "scene.yaml:4: navigationItem.compactScrollEdgeAppearance: UINavigationItem.compactScrollEdgeAppearance arrives with iOS 15; use ios: 15 or later"
        ),
        (
            "tabBar: {items: [{systemItem: more, scrollEdgeAppearance: {}}]}\n",
            "scene.yaml:4: tabBar.items[0].scrollEdgeAppearance: UITabBarItem.scrollEdgeAppearance arrives with iOS 15; use ios: 15 or later"
        ),
        (
            "tabBar: {items: [{systemItem: more, compactAppearance: {}}]}\n",
            "scene.yaml:4: tabBar.items[0].compactAppearance: unknown key; known keys here: systemItem, title, image, badgeValue, isEnabled, role, renderingMode, standardAppearance, scrollEdgeAppearance"
        ),
    ])
    func refusals(more: String, message: String) {
        #expect(parseError("ios: 14\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\n" + more) == message)
    }

    /// Orientation and item appearances are written back out and read the same.
    @Test func roundTrip() throws {
        let s = try scene(
            """
            ios: 15
            device: iphone-13
            orientation: landscapeRight
            content: {list: {}}
            navigationItem: {title: "A", compactAppearance: {configureWith: opaqueBackground, backgroundColor: "#ff0000"}}
            tabBar: {items: [{systemItem: more, standardAppearance: {configureWith: transparentBackground}}]}

            """)
        let again = try SceneParser.parse(s.yamlText, file: "scene.yaml")
        #expect(again == s && again.orientation == .landscapeRight)
        #expect(s.yamlText.contains("orientation: landscapeRight\n"))
        #expect(
            s.yamlText.contains("compactAppearance: {configureWith: opaqueBackground, backgroundColor: \"#ff0000\"}"))
    }
}

/// UIKit's order among the top item's and the bar's appearances (UINavigationBar.h, iOS 15 SDK).
@Suite struct ItemAppearanceTests {
    /// The reason `tree` prints for a navigation bar with `item` and `bar` appearances (slot
    /// names, each set to an opaque colour), the list at its top or scrolled, portrait or not.
    func reason(item: [String], bar: [String], scrolled: Bool, landscape: Bool) throws -> String {
        func slots(_ names: [String]) -> String {
            names.map { "\($0): {configureWith: opaqueBackground}" }.joined(separator: ", ")
        }
        let s = try scene(
            """
            ios: 16
            device: iphone-14-pro
            orientation: \(landscape ? "landscapeLeft" : "portrait")
            content: {list: {refreshing: false\(scrolled ? ", contentOffset: 100" : "")}}
            navigationBar: {\(slots(bar))}
            navigationItem: {title: "A", \(slots(item))}

            """)
        let note = try s.barLayers().navigationBar.notes.first ?? ""
        return String(note.dropFirst("appearance = ".count).prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
    }

    @Test(arguments: [
        // Normal: the item's standard, the bar's standard.
        ([String](), ["standardAppearance"], true, false, "standardAppearance"),
        (["standardAppearance"], ["standardAppearance"], true, false, "the top item's standardAppearance"),
        // Compact: the item's compact, the bar's compact, then the normal order.
        (["standardAppearance"], ["compactAppearance"], true, true, "compactAppearance"),
        (["compactAppearance"], ["compactAppearance"], true, true, "the top item's compactAppearance"),
        (["standardAppearance"], [], true, true, "the top item's standardAppearance"),
        (["compactAppearance"], [], true, false, "the appearance UIKit derives from the legacy properties"),
        // At the scroll edge: the item's scroll edge before the bar's.
        (["standardAppearance"], ["scrollEdgeAppearance"], false, false, "scrollEdgeAppearance"),
        (["scrollEdgeAppearance"], ["scrollEdgeAppearance"], false, false, "the top item's scrollEdgeAppearance"),
        // Compact at the scroll edge: compact scroll edge, then scroll edge, item before bar.
        (["scrollEdgeAppearance"], ["compactScrollEdgeAppearance"], false, true, "compactScrollEdgeAppearance"),
        (["compactAppearance", "scrollEdgeAppearance"], [], false, true, "the top item's scrollEdgeAppearance"),
        // Nothing for the edge: the compact or normal choice, made transparent.
        (
            ["compactAppearance"], ["standardAppearance"], false, true,
            "neither compactScrollEdgeAppearance nor scrollEdgeAppearance is set, so the top item's compactAppearance with a transparent background and no hairline"
        ),
    ])
    func theHeadersOrder(item: [String], bar: [String], scrolled: Bool, landscape: Bool, chosen: String) throws {
        #expect(try reason(item: item, bar: bar, scrolled: scrolled, landscape: landscape) == chosen)
    }

    /// An item's appearance makes the bar's legacy properties ignored, as a bar's does.
    @Test func legacyIgnoredBesideAnItemAppearance() throws {
        let s = try scene(
            "ios: 15\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nnavigationBar: {barTintColor: \"#ff0000\"}\nnavigationItem: {standardAppearance: {}}\n"
        )
        #expect(s.warnings.map(\.key) == ["navigationBar"])
    }
}
