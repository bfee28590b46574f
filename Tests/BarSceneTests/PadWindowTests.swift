import Foundation
import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
@testable import RasterPNG

/// `window:` (issue 45, item 2): an iPad app in a Split View window, held against
/// swift-snapshot-testing's iOS 13 references (`Tests/Fixtures/Captures/swift-snapshot-testing/`,
/// README there) and against the decompiled rules for what compact width changes.
@Suite struct PadWindowTests {
    static let captures =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
        + "/Fixtures/Captures/swift-snapshot-testing/"

    static func capture(_ name: String) throws -> StraightImage {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: captures + name + ".png")))
        return try PNGDecoder.decode(bytes, path: name).image
    }

    static func scene(_ text: String) throws -> Scene { try SceneParser.parse(text, file: "s.yaml") }

    static func window(_ device: String, _ orientation: String, _ fraction: String, ios: Int = 13) throws -> Scene {
        try scene(
            "ios: \(ios)\ndevice: \(device)\norientation: \(orientation)\ncontent: {color: \"#ffffff\"}\nwindow: {multitasking: \(fraction)}\n"
        )
    }

    /// Each reference is the window's size at @3x, whole points (its pixel size divides by 3).
    /// BarScope's window on the same iPad is as wide and as tall, to the point: the first two
    /// references fit the divider rule (``MultitaskingWidths``), the 11-inch's third is the
    /// one-third row, and the last three are kept aside to check the rule.
    @Test(arguments: [
        ("testTraits.ipad-9-7-50-split-landscape", "ipad-9-7", "landscapeLeft", "half"),
        ("testTraits.ipad-pro-11inch-66-split-landscape", "ipad-pro-11-2018", "landscapeLeft", "twoThirds"),
        ("testTraits.ipad-pro-11inch-33-split-landscape", "ipad-pro-11-2018", "landscapeLeft", "oneThird"),
        ("testTraits.ipad-10-2-50-split-landscape", "ipad-9", "landscapeLeft", "half"),
        ("testTraits.ipad-pro-10inch-66-split-portrait", "ipad-air-3", "portrait", "twoThirds"),
        ("testTraits.ipad-pro-12inch-50-split-landscape", "ipad-pro-12-9", "landscapeLeft", "half"),
    ])
    func windowSizesMatchTheCaptures(name: String, device: String, orientation: String, fraction: String) throws {
        let image = try Self.capture(name)
        #expect(image.width % 3 == 0 && image.height % 3 == 0)
        let screen = try Self.window(device, orientation, fraction).screen
        #expect(
            "\(PointRect.format(screen.widthPoints)) × \(PointRect.format(screen.heightPoints))"
                == "\(image.width / 3) × \(image.height / 3)", "\(name)")
        #expect(screen.pixelWidth == image.width / 3 * 2 && screen.pixelHeight == image.height / 3 * 2)
    }

    /// The rows of `image` in `rows` whose pixel at column `x` is not white.
    static func inkedRows(_ image: StraightImage, x: Int, _ rows: Range<Int>) -> [Int] {
        rows.filter { image.color(x: x, y: $0) != RGBA8(r: 255, g: 255, b: 255) }
    }

    /// The bounding box, in pixels, of the non-white pixels of `image` in `area`.
    static func inkBox(_ image: StraightImage, _ area: PixelRect) -> PixelRect? {
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) where image.color(x: x, y: y) != RGBA8(r: 255, g: 255, b: 255) {
                box = box.map { (min($0.x0, x), min($0.y0, y), max($0.x1, x), max($0.y1, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0 + 1, height: $0.y1 - $0.y0 + 1) }
    }

    /// The one reference with bars: a tab bar controller around a navigation controller, pad
    /// traits, 768 × 1004 pt on an iPhone host (iOS 13.2.2). Measured: the navigation bar's
    /// hairline on pixel row 132 (its row 44 pt), the tab bar's on row 2864 (its row 49 pt from
    /// y 955), the add button's glyph in pixels 66–118 across and 39–92 down. A view of that size
    /// with the phone's bars (`idiom: phone`, layer capture as the library records it) puts both
    /// hairlines on the same pixel rows and the glyph in the same box, to the pixel: UIKit took
    /// the iPhone's heights because `_UIBarsUseNewPadHeights()` asks `UIDevice`, not the traits.
    /// On an iPad the same bars are 50 pt in either width (``Screen/padHeights``).
    @Test func theReferenceWithBarsHasAPhonesHeights() throws {
        let reference = try Self.capture("testTraitsEmbeddedInTabNavigation.ipad-mini-alternative")
        let column = reference.width - 10
        #expect(Self.inkedRows(reference, x: column, 0..<600) == [132])
        #expect(Self.inkedRows(reference, x: column, (reference.height - 600)..<reference.height) == [2864])
        let addButton = PixelRect(x: 0, y: 0, width: 400, height: 131)
        #expect(Self.inkBox(reference, addButton) == PixelRect(x: 66, y: 39, width: 53, height: 54))

        func scene(_ idiom: String) throws -> Scene {
            try Self.scene(
                "ios: 13\ndevice: {width: 768, height: 1004, scale: 3, idiom: \(idiom)}\ncontent: {color: \"#ffffff\"}\nnavigationItem: {leftBarButtonItems: [{systemItem: add}]}\ntabBar: {}\ncapture: layer\n"
            )
        }
        let phone = try scene("phone")
        #expect(phone.layout.navigationBar == PointRect(x: 0, y: 0, width: 768, height: 44))
        #expect(phone.layout.tabBar == PointRect(x: 0, y: 955, width: 768, height: 49))
        let drawn = StraightImage(try SceneRenderer.render(phone))
        #expect(Self.inkedRows(drawn, x: column, 0..<600) == [132])
        #expect(Self.inkedRows(drawn, x: column, (drawn.height - 600)..<drawn.height) == [2864])
        #expect(Self.inkBox(drawn, addButton) == Self.inkBox(reference, addButton))

        let pad = try scene("pad")
        #expect(pad.layout.navigationBar == PointRect(x: 0, y: 0, width: 768, height: 50))
        #expect(pad.layout.tabBar == PointRect(x: 0, y: 954, width: 768, height: 50))
    }

    /// Apple's table ("Adopting Multitasking Enhancements on iPad"): one third and every upright
    /// fraction compact; two thirds on its side regular; a half on its side compact but on the
    /// 12.9-inch. Widths: the presets' (``MultitaskingWidths``).
    @Test func sizeClassesAndWidths() throws {
        var table: [String] = []
        for device in MultitaskingWidths.ids {
            for orientation in ["portrait", "landscapeLeft"] {
                for fraction in PadWindow.Multitasking.allCases
                where !(orientation == "portrait" && fraction == .half) {
                    let scene = try Self.window(device, orientation, fraction.rawValue)
                    table.append(
                        "\(device) \(orientation) \(fraction.rawValue): \(PointRect.format(scene.screen.widthPoints)) \(scene.traits.horizontalSizeClass.rawValue)"
                    )
                }
            }
        }
        #expect(
            table == [
                "ipad-pro-12-9 portrait oneThird: 375 compact", "ipad-pro-12-9 portrait twoThirds: 639 compact",
                "ipad-pro-12-9 landscapeLeft oneThird: 375 compact", "ipad-pro-12-9 landscapeLeft half: 678 regular",
                "ipad-pro-12-9 landscapeLeft twoThirds: 981 regular",
                "ipad-pro-11-2018 portrait oneThird: 320 compact", "ipad-pro-11-2018 portrait twoThirds: 504 compact",
                "ipad-pro-11-2018 landscapeLeft oneThird: 375 compact",
                "ipad-pro-11-2018 landscapeLeft half: 592 compact",
                "ipad-pro-11-2018 landscapeLeft twoThirds: 809 regular",
                "ipad-9 portrait oneThird: 320 compact", "ipad-9 portrait twoThirds: 480 compact",
                "ipad-9 landscapeLeft oneThird: 320 compact", "ipad-9 landscapeLeft half: 535 compact",
                "ipad-9 landscapeLeft twoThirds: 750 regular",
                "ipad-air-3 portrait oneThird: 320 compact", "ipad-air-3 portrait twoThirds: 504 compact",
                "ipad-air-3 landscapeLeft oneThird: 320 compact", "ipad-air-3 landscapeLeft half: 551 compact",
                "ipad-air-3 landscapeLeft twoThirds: 782 regular",
                "ipad-9-7 portrait oneThird: 320 compact", "ipad-9-7 portrait twoThirds: 438 compact",
                "ipad-9-7 landscapeLeft oneThird: 320 compact", "ipad-9-7 landscapeLeft half: 507 compact",
                "ipad-9-7 landscapeLeft twoThirds: 694 regular",
            ])
    }

    /// The frames of the buttons of a tab bar layer.
    static func tabButtons(_ bar: Layer?) -> [String] {
        (bar?.children ?? []).filter { $0.className == "UITabBarButton" }.map(\.frame.description)
    }

    static let tabs = """
        navigationItem: {title: Library, rightBarButtonItems: [{systemItem: add}]}
        tabBar:
          items: [{systemItem: favorites}, {systemItem: featured}, {systemItem: search}, {systemItem: more}]

        """

    /// A one-third window on the 11-inch of 2018 on its side (375 × 834 pt): the navigation bar
    /// keeps the iPad's 50 pt under the 24-pt status bar, the tab bar its 50 pt and the 15-pt
    /// extension over the home indicator (65 at y 769); the four items are stacked and fill the
    /// bar as a phone's do (89.75 pt each, 4 apart, 2 in), not inline at their own widths; on
    /// iPadOS 18 the tab bar stays at the bottom. Two thirds (809 pt, regular) keeps the iPad's
    /// tab bar: inline on iPadOS 17, floating at the top on 18.
    @Test func compactWidthBars() throws {
        for ios in [17, 18] {
            let scene = try Self.scene(
                "ios: \(ios)\ndevice: ipad-pro-11-2018\norientation: landscapeLeft\ncontent: {color: \"#ffffff\"}\nwindow: {multitasking: oneThird}\n"
                    + Self.tabs)
            #expect(scene.traits.horizontalSizeClass == .compact && !scene.traits.padBars)
            let bars = try scene.barLayers()
            #expect(bars.navigationBar.frame == PointRect(x: 0, y: 24, width: 375, height: 50), "iOS \(ios)")
            #expect(bars.tabBar?.frame == PointRect(x: 0, y: 769, width: 375, height: 65), "iOS \(ios)")
            #expect(bars.floatingTabBar == nil)
            #expect(
                Self.tabButtons(bars.tabBar) == [
                    "(2 1; 89.75 48)", "(95.75 1; 89.75 48)", "(189.5 1; 89.75 48)", "(283.25 1; 89.75 48)",
                ], "iOS \(ios)")
        }
        let wide17 = try Self.scene(
            "ios: 17\ndevice: ipad-pro-11-2018\norientation: landscapeLeft\ncontent: {color: \"#ffffff\"}\nwindow: {multitasking: twoThirds}\n"
                + Self.tabs)
        #expect(wide17.traits.padBars && wide17.traits.inlineTabItems)
        #expect(try wide17.barLayers().tabBar?.frame == PointRect(x: 0, y: 769, width: 809, height: 65))
        let wide18 = try Self.scene(
            "ios: 18\ndevice: ipad-pro-11-2018\norientation: landscapeLeft\ncontent: {color: \"#ffffff\"}\nwindow: {multitasking: twoThirds}\n"
                + Self.tabs)
        let floating = try wide18.barLayers()
        #expect(floating.tabBar == nil && floating.floatingTabBar != nil)
    }

    /// A width and size class the scene states, on an iPad without a row: the window is that wide
    /// and the screen's height tall, and the picture is the window's.
    @Test func aStatedWidth() throws {
        let scene = try Self.scene(
            "ios: 17\ndevice: ipad-pro-13\ncontent: {color: \"#ffffff\"}\nwindow: {width: 400, horizontalSizeClass: compact}\n"
                + Self.tabs)
        #expect(scene.screen.widthPoints == 400 && scene.screen.heightPoints == 1376)
        #expect(scene.traits.horizontalSizeClass == .compact)
        let image = try SceneRenderer.render(scene)
        #expect(image.width == 800 && image.height == 2752)
        #expect(
            scene.yamlText
                == "ios: 17\ndevice: ipad-pro-13\nwindow: {width: 400, horizontalSizeClass: compact}\ncontent:\n  color: \"#ffffff\"\nnavigationItem: {title: \"Library\", rightBarButtonItems: [{systemItem: add}]}\ntabBar:\n  items: [{systemItem: favorites}, {systemItem: featured}, {systemItem: search}, {systemItem: more}]\n"
        )
        #expect(try Self.scene(scene.yamlText) == scene)
    }

    @Test(arguments: [
        (
            "ios: 17\ndevice: iphone-15\nwindow: {multitasking: oneThird}",
            "s.yaml:3: window: Split View windows are an iPad's; use an iPad such as ipad-pro-11-2018, or remove window"
        ),
        (
            "ios: 26\ndevice: ipad-pro-11\nwindow: {multitasking: oneThird}",
            "s.yaml:3: window: iPadOS 26 replaces Split View with free windows, which BarScope draws as windowed: true; use windowed: true, or ios: 18"
        ),
        (
            "ios: 17\ndevice: ipad-pro-11\nwindow: {multitasking: oneThird}",
            "s.yaml:3: window.multitasking: no source gives ipad-pro-11's Split View widths; use ipad-pro-12-9, ipad-pro-11-2018, ipad-9, ipad-air-3, ipad-9-7, or give width and horizontalSizeClass"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {multitasking: half}",
            "s.yaml:3: window.multitasking: an upright iPad has no half split; use oneThird or twoThirds, or orientation: landscapeLeft"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {multitasking: quarter}",
            "s.yaml:3: window.multitasking: \"quarter\" is not a Split View fraction; use one of oneThird, half, twoThirds"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {multitasking: oneThird, width: 400}",
            "s.yaml:3: window.width: give multitasking or a width, not both; remove width, or multitasking"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {multitasking: oneThird, horizontalSizeClass: regular}",
            "s.yaml:3: window.horizontalSizeClass: a Split View fraction has its own size class (Apple's table); remove horizontalSizeClass, or give width instead of multitasking"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {width: 400}",
            "s.yaml:3: window.horizontalSizeClass: a window of a given width needs its size class; add horizontalSizeClass: compact (or regular)"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {}",
            "s.yaml:3: window: a window needs a Split View fraction or a width; add multitasking: oneThird, or width: 320"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {width: 300, horizontalSizeClass: compact}",
            "s.yaml:3: window.width: \"300\" is not a window width; use whole points from 320, such as 375"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {width: 805, horizontalSizeClass: compact}",
            "s.yaml:3: window.width: a window 805 pt wide does not fit beside another on a screen 810 pt wide; give at most 800"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {multitasking: oneThird}\nstatusBar: {}",
            "s.yaml:4: statusBar: the status bar is the screen's, across both windows; remove statusBar"
        ),
        (
            "ios: 17\ndevice: ipad-9\nwindow: {multitasking: oneThird}\nsplitView: {primary: {}}",
            "s.yaml:4: splitView: a split view in a window is not modelled yet; remove splitView, or window"
        ),
    ])
    func refusals(text: String, message: String) {
        #expect(parseError(text + "\ncontent: {color: \"#ffffff\"}\n", file: "s.yaml") == message)
    }

    /// A scene built in Swift is refused as its file is.
    @Test func swiftScenesAreRefusedAlike() throws {
        var scene = Scene(ios: 17, device: .iPhone15)
        scene.window = PadWindow(multitasking: .oneThird)
        #expect(
            throws: SceneError.self,
            performing: { try scene.validate() })
        #expect(scene.refusal?.key == "window")
    }
}
