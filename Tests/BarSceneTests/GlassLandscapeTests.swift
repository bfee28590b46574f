import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
@testable import Typesetting

/// iOS 26's bars on a phone in landscape, against OpenUIKit's iOS 26.1 probes of an iPhone SE
/// (667 × 375 @2x) and an iPhone 16 (852 × 393 @3x) (``GlassLandscapeMetrics``), and the tab
/// bar's search tab and minimised state in portrait (``GlassTabMetrics``).
@Suite struct GlassLandscapeTests {
    static func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(yaml, file: "landscape.yaml") }

    /// Every view of `bar` with its class name and its frame on the screen (points).
    static func frames(_ bar: Layer) -> [(name: String, frame: PointRect, layer: Layer)] {
        var found: [(name: String, frame: PointRect, layer: Layer)] = []
        func walk(_ layer: Layer, _ x: Double, _ y: Double) {
            let frame = PointRect(
                x: x + layer.frame.x, y: y + layer.frame.y, width: layer.frame.width, height: layer.frame.height)
            found.append((layer.className, frame, layer))
            for child in layer.children { walk(child, frame.x, frame.y) }
        }
        walk(bar, 0, 0)
        return found
    }

    static func named(_ name: String, in bar: Layer) -> [PointRect] {
        frames(bar).filter { $0.name == name }.map(\.frame)
    }

    static let seLandscape = """
        ios: 26
        device: iphone-8
        orientation: landscapeLeft
        content: {list: {rows: 30, text: true, refreshing: false}}

        """

    /// The navigation bar starts 24 points down, is 54 high and full width; a trailing capsule
    /// keeps 38 points from the edge (the SE goldens' `667 − x − w = 38`); the content starts
    /// at 78; a large title is not shown in landscape.
    @Test func theNavigationBarSitsAt24WithItems38FromTheEdge() throws {
        let scene = try Self.parse(
            Self.seLandscape + #"navigationItem: {title: "Library", rightBarButtonItems: [{title: "Edit"}]}"#
                + "\nnavigationBar: {prefersLargeTitles: true}\n")
        let layout = scene.layout
        #expect(layout.navigationBar == PointRect(x: 0, y: 24, width: 667, height: 54))
        #expect(layout.contentInsetTop == 78 && layout.largeTitleHeight == 0)
        let bar = try scene.navigationBarLayer()
        let capsules = Self.named("PlatterView", in: bar)
        #expect(capsules.count == 1)
        #expect(abs(667 - capsules[0].maxX - 38) < 1e-9 && capsules[0].y == 24 && capsules[0].height == 44)
    }

    /// On the iPhone 16 the bar is the same (0, 24, 852, 54) and the side safe area (59) keeps
    /// the items `max(38, 59 + 16)` in (an estimate, ``GlassLandscapeMetrics/margin(sideInset:)``).
    @Test func theIPhone16BarKeepsTheSafeArea() throws {
        let scene = try Self.parse(
            """
            ios: 26
            device: iphone-16
            orientation: landscapeRight
            content: {color: "#ffffff"}
            navigationItem: {title: "Inbox", rightBarButtonItems: [{systemItem: add}]}
            backItem: {title: "Mail"}
            """)
        #expect(scene.layout.navigationBar == PointRect(x: 0, y: 24, width: 852, height: 54))
        let capsules = Self.named("PlatterView", in: try scene.navigationBarLayer()).sorted { $0.x < $1.x }
        #expect(capsules.map(\.x) == [75, 852 - 75 - 44])
    }

    /// The tab bar: 64 points at the bottom (the SE's [0, 311, 667, 64]); one 44-point capsule at
    /// its top, centred, 8 + the pills + 4 between them wide; inline pills 36 high at y 4, each
    /// `6 + 21 + 8 + title + 12` with the title measured in the regular weight; the selected one
    /// under a pill of radius 18; a badge a 16-point disc at the pill's width − 17.
    @Test func theTabBarIsA44PointCapsuleOfInlinePills() throws {
        let scene = try Self.parse(
            Self.seLandscape
                + #"tabBar: {items: [{title: "Library"}, {systemItem: favorites, badgeValue: "2"}, {systemItem: search}], selectedIndex: 1}"#
                + "\n")
        #expect(scene.layout.tabBar == PointRect(x: 0, y: 311, width: 667, height: 64))
        let bar = try #require(try scene.barLayers().tabBar)
        let platter = try #require(Self.named("UIKit._UITabBarPlatterView", in: bar).first)
        let pills = Self.named("_UITabButton", in: bar)
        let regular = try FontSet().style(.regular, size: 12, tracking: .sfPro)
        let titles = ["Library", "Favorites", "Search"].map { TextLine($0, style: regular).width }
        // "Library" has no image: 12 + title + 12; the others 6 + 21 + 8 + title + 12.
        let widths = [titles[0] + 24, 6 + 21 + 8 + titles[1] + 12, 6 + 21 + 8 + titles[2] + 12]
        #expect(zip(pills.map(\.width), widths).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(pills.allSatisfy { $0.height == 36 && $0.y == 311 + 4 })
        #expect(abs(platter.width - (8 + widths.reduce(0, +) + 8)) < 1e-9 && platter.height == 44 && platter.y == 311)
        #expect(abs(platter.x - (667 - platter.width) / 2) < 1e-9)
        #expect(zip(pills.dropFirst(), pills).allSatisfy { abs($0.x - $1.maxX - 4) < 1e-9 })
        let selection = try #require(Self.frames(bar).first { $0.name == "_UITabSelectionView" })
        #expect(selection.frame == pills[1])
        if case let .shapes(_, paths, _)? = selection.layer.drawing {
            #expect(paths == [.roundedRectangle(x: 0, y: 0, width: pills[1].width, height: 36, radius: 18)])
        } else {
            Issue.record("the selection pill draws no shape")
        }
        let badge = try #require(Self.named("_UIBadgeView", in: bar).first)
        #expect(abs(badge.x - (pills[1].maxX - 17)) < 1e-9 && badge.y == pills[1].y && badge.width == 16)
    }

    /// The toolbar: an 82-point slot (10 + 44 + 28) whatever the home indicator; 44-point
    /// capsules 28 points in from the safe area's edges: the SE's row at [28, 303, …, 44], the
    /// iPhone 16's at [87, 321, …, 44] (its slot [59, 311, 734, 82]).
    @Test func theToolbarHas44PointCapsulesInAn82PointSlot() throws {
        let toolbar = "\ntoolbar: {items: [{systemItem: trash}, {systemItem: flexibleSpace}, {systemItem: compose}]}\n"
        let se = try Self.parse(Self.seLandscape + toolbar)
        #expect(se.layout.toolbar == PointRect(x: 0, y: 293, width: 667, height: 82))
        let seToolbar = try #require(try se.barLayers().toolbar)
        let seCapsules = Self.named("PlatterView", in: seToolbar).sorted { $0.x < $1.x }
        #expect(seCapsules.map(\.x) == [28, 667 - 28 - 44] && seCapsules.allSatisfy { $0.y == 303 && $0.height == 44 })
        let sixteen = try Self.parse(
            """
            ios: 26
            device: iphone-16
            orientation: landscapeLeft
            content: {color: "#ffffff"}
            """ + toolbar)
        #expect(sixteen.layout.toolbar == PointRect(x: 0, y: 311, width: 852, height: 82))
        let sixteenToolbar = try #require(try sixteen.barLayers().toolbar)
        let capsules = Self.named("PlatterView", in: sixteenToolbar).sorted { $0.x < $1.x }
        #expect(capsules.map(\.x) == [87, 852 - 87 - 44] && capsules.allSatisfy { $0.y == 321 && $0.width == 44 })
    }

    static let portrait = """
        ios: 26
        device: iphone-17
        content: {list: {rows: 30, text: true, refreshing: false}}
        statusBar: {}
        """

    /// A search tab: its own 62-point circle 21 points from the trailing edge, the other tabs'
    /// capsule at the 21-point margin, at most `402 − 112 = 290` wide (the shell's measured 290 × 62
    /// at y 791 and the circle at x 319, iOS 26.5 / 27.0).
    @Test func theSearchTabIsACircleOfItsOwn() throws {
        let scene = try Self.parse(
            Self.portrait
                + "\ntabBar: {items: [{systemItem: recents}, {systemItem: favorites}, {systemItem: contacts}, {systemItem: more}, {role: search}]}\n"
        )
        let bar = try #require(try scene.barLayers().tabBar)
        let platters = Self.named("UIKit._UITabBarPlatterView", in: bar)
        #expect(
            platters == [
                PointRect(x: 21, y: 791, width: 290, height: 62), PointRect(x: 319, y: 791, width: 62, height: 62),
            ])
        let icons = Self.frames(bar).compactMap { entry -> Icon? in
            if case let .icon(icon, _, _)? = entry.layer.drawing, entry.frame.x > 319 { return icon }
            return nil
        }
        #expect(icons == [.search])
        // Two tabs: the capsule keeps its own width at the leading margin.
        let two = try Self.parse(
            Self.portrait + "\ntabBar: {items: [{systemItem: recents}, {systemItem: favorites}, {role: search}]}\n")
        let twoBar = try #require(try two.barLayers().tabBar)
        let first = try #require(Self.named("UIKit._UITabBarPlatterView", in: twoBar).first)
        #expect(first.x == 21 && abs(first.width - (2 * (274 - 16.25) / 3 + 16.25)) < 1e-9)
    }

    /// Minimised (`tabBarMinimizeBehavior: onScrollDown`): the selected tab's icon, in the
    /// selected colour, on a 48-point circle 28 from the leading edge and 28 above the screen's
    /// (798 on the 874-point screen); the search circle shrunk to 48 at the trailing end.
    @Test func aMinimisedTabBarIsOneSmallCircle() throws {
        let scene = try Self.parse(
            Self.portrait
                + "\ntabBar: {items: [{systemItem: recents}, {systemItem: favorites}, {role: search}], selectedIndex: 1, tabBarMinimizeBehavior: onScrollDown, minimized: true}\n"
        )
        let bar = try #require(try scene.barLayers().tabBar)
        #expect(
            Self.named("UIKit._UITabBarPlatterView", in: bar) == [
                PointRect(x: 28, y: 798, width: 48, height: 48),
                PointRect(x: 402 - 28 - 48, y: 798, width: 48, height: 48),
            ])
        let glyphs = Self.frames(bar).compactMap { entry -> String? in
            if case let .icon(icon, _, color)? = entry.layer.drawing { return "\(icon) \(color.hex)" }
            return nil
        }
        #expect(glyphs == ["starFilled #0088ff", "search #000000"])
        #expect(Self.named("UILabel", in: bar).isEmpty)
    }

    /// What UIKit does not allow, or no source measured, is refused in one line each.
    @Test func tabBarStatesAreChecked() throws {
        let items = "[{systemItem: recents}, {role: search}]"
        let cases: [(yaml: String, message: String)] = [
            (
                Self.portrait + "\ntabBar: {items: \(items), minimized: true}\n",
                "landscape.yaml:5: tabBar.minimized: UIKit minimises a tab bar only with tabBarMinimizeBehavior: onScrollDown or onScrollUp (automatic never does on iPhone); set one, or remove minimized"
            ),
            (
                Self.portrait + "\ntabBar: {items: [{role: search}, {systemItem: recents}]}\n",
                "landscape.yaml:5: tabBar.items[0].role: the search tab is the tab bar's last item; move it to the end of items"
            ),
            (
                Self.portrait + "\ntabBar: {items: [{role: search}]}\n",
                "landscape.yaml:5: tabBar.items[0].role: a search tab needs another tab beside it; add one before it in items"
            ),
            (
                Self.portrait + "\ntabBar: {items: \(items), selectedIndex: 1}\n",
                "landscape.yaml:5: tabBar.selectedIndex: selects the search tab, whose search field BarScope does not draw on iOS 26 yet; select another tab"
            ),
            (
                Self.seLandscape + "tabBar: {items: \(items)}\n",
                "landscape.yaml:5: tabBar.items[1].role: a search tab in landscape on iOS 26 is not modelled yet (no source measured it); use orientation: portrait"
            ),
            (
                "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\ntabBar: {items: \(items)}\n",
                "landscape.yaml:4: tabBar.items[1].role: UISearchTab arrives with iOS 18; use ios: 18 or later, or remove the key"
            ),
            (
                "ios: 18\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\ntabBar: {items: \(items), tabBarMinimizeBehavior: onScrollDown}\n",
                "landscape.yaml:4: tabBar.tabBarMinimizeBehavior: arrives with iOS 26's Liquid Glass; use ios: 26, or remove the key"
            ),
        ]
        for (yaml, message) in cases { #expect(parseError(yaml, file: "landscape.yaml") == message) }
    }

    /// The new keys write back as they were read; on iOS 18 a search tab is an ordinary item
    /// with the system's title and magnifier.
    @Test func tabBarStatesRoundTrip() throws {
        let scene = try Self.parse(
            Self.portrait
                + "\ntabBar: {items: [{systemItem: recents}, {role: search}], tabBarMinimizeBehavior: onScrollUp, minimized: true}\n"
        )
        let again = try SceneParser.parse(scene.yamlText, file: "landscape.yaml")
        #expect(again == scene && again.tabBar?.tabItems[1].isSearchTab == true)
        #expect(again.tabBar?.tabBarMinimizeBehavior == .onScrollUp && again.tabBar?.isMinimized == true)
        let old = try Self.parse(
            "ios: 18\ndevice: iphone-16\ncontent: {color: \"#ffffff\"}\ntabBar: {items: [{systemItem: recents}, {role: search}]}\n"
        )
        let oldBar = try #require(try old.barLayers().tabBar)
        let labels = Self.frames(oldBar).compactMap { entry -> String? in
            if case let .text(line, _, _, _)? = entry.layer.drawing { return line.text }
            return nil
        }
        #expect(labels == ["Recents", "Search"])
    }
}
