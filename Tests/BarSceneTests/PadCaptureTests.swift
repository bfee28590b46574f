import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// BarScope's iPad bars against real iPad simulator captures of iPadOS 15 and 18, measured in
/// device pixels (@2x). None of the captures is stored here: their repositories' licences (GPL-3.0,
/// none) do not allow it, so only the numbers measured on them are kept, each cited below.
///
/// - **iPadOS 18, floating tab bar.** easydev991/SwiftUI-Days (GPL-3.0), fastlane `snapshot`
///   output, `fastlane/screenshots/en-US/iPad Pro (12.9-inch) (6th generation)-1-demoList.png`
///   at commit 5b49618ae96df63e28b48a2d59a5a620a579412b (2025-07-19; Xcode 16, an iPadOS 18
///   simulator; the same image again at 13d04e7, 2025-09-01), 2048 × 2732, portrait, light: a
///   SwiftUI `TabView` ("Events", "More") in a `NavigationStack` with a large title and a
///   trailing `plus` button. Measured: the capsule's top and bottom edges at 29.31 and 69.18 pt
///   (sub-pixel, from the edge rows' coverage), the selection pill's at 33.29 and 65.21 (both
///   centred 49.25 pt down: 98.5 px, half a pixel off the grid), the capsule's sides at 431.67
///   and 592.33 (centred on 512), both titles' baseline at 55.0 pt (the ink's bottom row), the
///   `plus` ink from 984.0 to 1001.5 pt across and 40.0 to 57.5 down. Kept aside to check the
///   fit: the same app's `iPad Pro 13-inch (M4)-1-demoList.png` (commit 9746464, 2025-04-02,
///   2064 × 2752, softer edges): capsule and pill centred 49.25–49.27 pt down, baseline 55.
/// - **iPadOS 15, bottom tab bar.** TeslaBuds/AuthAppForTesla (no licence file), fastlane output
///   `Screenshots/en-US/iPad Pro (12.9-inch) (4th generation)-mainscreen.png` at commit
///   b62b49c3e813f04f6f041c7c8bdbecabd4c091a3 (2021-11-04; Xcode 13, iPadOS 15.0), 2048 × 2732,
///   dark: a SwiftUI `TabView` of two inline items. The hairline on pixel row 2601, the bar's
///   background from row 2602 to the bottom (65 pt from 1301); its 12.9-inch 2nd-generation twin
///   (a home button) from row 2632 (50 pt). The two items' ink at 295–365.5 and 662.5–729.5 pt:
///   the free width shared before, between and after them (295, 297, 294.5).
/// - **iPadOS 15, navigation bar.** element-hq/element-x-ios (Apache-2.0 at that commit), UI test
///   reference `UITests/Sources/__Snapshots__/Application/15-5-en-GB-iPad-9th-generation.settings.png`
///   at commit 2b3c056706310a3a5803f6f2a2d271f1061d1e0d (2022-09-05; an iPad (9th generation)
///   simulator, iOS 15.5), 1620 × 2160: the inline title "Settings" with its ink from 373.0 to
///   437.5 pt across and from 38.0 pt down (the capital's top).
///
/// Tolerances come from the captures: a frame edge read from coverage is good to 0.1 pt, an ink
/// edge to one device pixel (0.5 pt); BarScope's titles are Inter, not SF Pro, so a title's width
/// (and so an item's) is not compared, only where the layout puts it.
@Suite struct PadCaptureTests {
    static let days18 = """
        ios: 18
        device: ipad-pro-12-9
        userInterfaceStyle: light
        content:
          list: {rows: 13, text: true, refreshing: false}
        navigationBar: {prefersLargeTitles: true}
        navigationItem: {title: "Events", rightBarButtonItems: [{systemItem: add}]}
        tabBar:
          items: [{title: "Events"}, {title: "More"}]
          selectedIndex: 0
        statusBar: {}

        """

    /// The ink of `image` (pixels darker than `threshold`) in a rectangle of device pixels:
    /// (minX, maxX, minY, maxY) in points, the max edges exclusive.
    static func ink(
        _ image: Image, x: Range<Int>, y: Range<Int>, threshold: Int = 135
    ) -> (Double, Double, Double, Double)? {
        var box: (Int, Int, Int, Int)?
        for py in y {
            for px in x {
                let c = image.color(x: px, y: py)
                guard (Int(c.r) + Int(c.g) + Int(c.b)) / 3 < threshold else { continue }
                if let b = box {
                    box = (min(b.0, px), max(b.1, px + 1), min(b.2, py), max(b.3, py + 1))
                } else {
                    box = (px, px + 1, py, py + 1)
                }
            }
        }
        return box.map { (Double($0.0) / 2, Double($0.1) / 2, Double($0.2) / 2, Double($0.3) / 2) }
    }

    /// iPadOS 18's floating tab bar: the capsule 40 pt high and the pill 32, centred 49.25 pt
    /// down (the capture: 29.31–69.18 and 33.29–65.21), the titles' baseline at 55, the capsule
    /// centred across the screen.
    @Test func floatingTabBarFrameMatchesTheIPadOS18Capture() throws {
        let s = try SceneParser.parse(Self.days18, file: "days.yaml")
        let bar = try #require(try s.barLayers().floatingTabBar)
        #expect(abs(bar.frame.y - 29.31) <= 0.1 && abs(bar.frame.maxY - 69.18) <= 0.1)
        #expect(abs((bar.frame.y + bar.frame.height / 2) - 49.25) <= 0.1)
        #expect(abs((bar.frame.x + bar.frame.width / 2) - (431.67 + 592.33) / 2) <= 0.25)
        let items = bar.children.filter { $0.className == "_UIFloatingTabBarItemView" }
        let pill = try #require(items[0].first("_UITabSelectionView"))
        let pillTop = bar.frame.y + items[0].frame.y + pill.frame.y
        #expect(abs(pillTop - 33.29) <= 0.1 && abs(pillTop + pill.frame.height - 65.21) <= 0.1)
        for item in items {
            let label = try #require(item.children.last)
            guard case let .text(_, _, _, baseline) = label.drawing else {
                Issue.record("no text")
                return
            }
            #expect(abs(bar.frame.y + item.frame.y + label.frame.y + baseline - 55.0) <= 0.1)
        }
    }

    /// The same scene's pixels: the titles' ink ends on the baseline row (55 pt), and the
    /// trailing `add` glyph's ink is where the capture's `plus` is, within a device pixel.
    @Test func floatingTabBarAndAddInkMatchTheIPadOS18Capture() throws {
        let image = try SceneRenderer.render(try SceneParser.parse(Self.days18, file: "days.yaml"))
        let events = try #require(Self.ink(image, x: 880..<1025, y: 70..<130))
        #expect(events.3 == 55.0 && abs(events.2 - 43.0) <= 0.5)
        let more = try #require(Self.ink(image, x: 1040..<1180, y: 70..<130))
        #expect(more.3 == 55.0)
        let add = try #require(Self.ink(image, x: 1848..<2048, y: 50..<150, threshold: 200))
        #expect(abs(add.0 - 984.0) <= 0.5 && abs(add.1 - 1001.5) <= 0.5)
        #expect(abs(add.2 - 40.0) <= 0.5 && abs(add.3 - 57.5) <= 0.5)
    }

    /// iPadOS 15's bottom tab bar on a 12.9-inch iPad Pro with a home indicator: 65 pt from
    /// 1301 (the capture's background from pixel row 2602, its hairline on 2601), two inline
    /// items with the free width shared equally before, between and after them.
    /// The large title under iPadOS 18's floating tab bar: the capture's "Events" ink ends at
    /// 124.5 pt (its baseline), 14 pt below where the 50-pt bar alone puts it: the bar grows 14
    /// below its row (``FloatingTabBarMetrics/navigationBarExtension``); the `plus` button stays
    /// in the row.
    @Test func largeTitleUnderTheFloatingTabBarMatchesTheIPadOS18Capture() throws {
        let s = try SceneParser.parse(Self.days18, file: "days.yaml")
        #expect(s.layout.navigationBar == PointRect(x: 0, y: 24, width: 1024, height: 50 + 14 + 52))
        let image = try SceneRenderer.render(s)
        let title = try #require(Self.ink(image, x: 30..<400, y: 180..<270))
        #expect(abs(title.3 - 124.5) <= 0.5, "the large title's ink ends at \(title.3) pt")
    }

    @Test func bottomTabBarMatchesTheIPadOS15Capture() throws {
        let s = try SceneParser.parse(
            """
            ios: 15
            device: ipad-pro-12-9
            userInterfaceStyle: dark
            content: {color: "#000000"}
            tabBar:
              items: [{systemItem: favorites}, {systemItem: more}]
              selectedIndex: 0
            statusBar: {}

            """, file: "tesla.yaml")
        let tabBar = try #require(try s.barLayers().tabBar)
        #expect(tabBar.frame.y == 1301 && tabBar.frame.height == 65)
        let buttons = tabBar.children.filter { $0.className == "UITabBarButton" }
        #expect(buttons.count == 2)
        // Each item's content (icon to title's end) and the gaps around the two: the capture's
        // three gaps 295, 297, 294.5 pt are equal within its ink's 2.5 pt.
        let content = buttons.map { button -> (Double, Double) in
            let icon = button.children.first { $0.className == "UITabBarSwappableImageView" }!
            let label = button.children.first { $0.className == "UITabBarButtonLabel" }!
            return (button.frame.x + icon.frame.x, button.frame.x + label.frame.maxX)
        }
        let gaps = [content[0].0, content[1].0 - content[0].1, 1024 - content[1].1]
        #expect(gaps.max()! - gaps.min()! <= 2.5)
    }

    /// iPadOS 15.5's navigation bar on an iPad (9th generation): the 50-pt bar under the 20-pt
    /// status bar, and "Settings" where the capture has it: ink from 373.0 pt across and 38.0
    /// down, within a device pixel.
    @Test func navigationBarTitleMatchesTheIPadOS15Capture() throws {
        let s = try SceneParser.parse(
            """
            ios: 15
            device: ipad-9
            content: {color: "#f2f2f7"}
            navigationItem: {title: "Settings"}
            statusBar: {}

            """, file: "settings.yaml")
        #expect(s.layout.navigationBar == PointRect(x: 0, y: 20, width: 810, height: 50))
        let image = try SceneRenderer.render(s)
        let title = try #require(Self.ink(image, x: 600..<1020, y: 40..<140, threshold: 100))
        #expect(abs(title.0 - 373.0) <= 0.5 && abs(title.2 - 38.0) <= 0.5)
    }
}
