import Foundation
import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
@testable import RasterPNG

/// iOS 26's glass fits (``GlassFit``) held against the real captures they were fitted on and
/// those kept aside (`Tests/Fixtures/ios26-references/`, README there): Home Assistant's
/// swift-snapshot-testing references drawn on screen, iOS 26.0 and 26.4, iPhone 13-sized
/// canvases (390 × 844 @3x, BarScope's `iphone-13`), over the grouped background (242, 242, 247)
/// or black. The captures place the bar where the simulator's own safe area puts it, so each
/// comparison is made from the capsule's edges, not from the screen's top.
@Suite struct GlassReferenceTests {
    static let references =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
        + "/Fixtures/ios26-references/"
    static let folder = references + "home-assistant-iOS/"

    static func reference(_ name: String) throws -> StraightImage {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + name)))
        return try PNGDecoder.decode(bytes, path: name).image
    }

    /// A text button alone at the bar's trailing end over the grouped background (light) or
    /// black (dark), in a fit: the capsule is 44 points high at y 47 (the iPhone 13's safe area),
    /// its trailing edge 16 points from the screen's (pixel 1122).
    static func render(_ title: String, fit: String, dark: Bool = false) throws -> Image {
        let scene = try SceneParser.parse(
            """
            ios: 26
            device: iphone-13
            content: {color: "\(dark ? "#000000" : "#f2f2f7")"}
            navigationItem: {rightBarButtonItems: [{title: "\(title)"}]}
            userInterfaceStyle: \(dark ? "dark" : "light")
            glassFit: \(fit)
            """, file: "reference.yaml")
        return try SceneRenderer.render(scene)
    }

    /// The mean of each channel over a rectangle of pixels.
    static func mean(_ pixel: (Int, Int) -> RGBA8, x: ClosedRange<Int>, y: ClosedRange<Int>) -> [Double] {
        var sum = [0.0, 0.0, 0.0]
        for py in y {
            for px in x {
                let c = pixel(px, py)
                sum[0] += Double(c.r)
                sum[1] += Double(c.g)
                sum[2] += Double(c.b)
            }
        }
        return sum.map { $0 / Double(x.count * y.count) }
    }

    /// The mean of each channel over the interior of a capsule, its glyph left out (pixels more
    /// than 15 levels from the median green), as `Tests/Fixtures/ios26-references/fit.py` takes it.
    static func interior(_ pixel: (Int, Int) -> RGBA8, x: ClosedRange<Int>, y: ClosedRange<Int>) -> [Double] {
        let all = y.flatMap { py in x.map { px in pixel(px, py) } }
        let median = all.map(\.g).sorted()[all.count / 2]
        let kept = all.filter { abs(Int($0.g) - Int(median)) < 15 }
        return [\RGBA8.r, \RGBA8.g, \RGBA8.b].map { channel in
            kept.reduce(0.0) { $0 + Double($1[keyPath: channel]) } / Double(kept.count)
        }
    }

    /// iOS 26.4, light, held out: the fit's flat fill (`0.886·B + 31.3`: 245, 245, 250) against
    /// the interior of the × circle of the watch complication editor, whose mean is 245.8,
    /// 245.6, 250.1 (it runs from 243 at mid-height to 248 near the top and bottom, a specular
    /// gradient BarScope does not draw): within 1 level a channel on the mean.
    @Test func theFillOf26_4AgainstAHeldOutCapture() throws {
        let image = try Self.render("Reset", fit: "screens-26.4")
        let ours = image[925, 207].straight
        #expect(ours.hex == "#f5f5fa")
        let held = try Self.reference("ha-watchcomplication-new-close-disabledcheck-light-ios26.4.png")
        let real = Self.interior({ held.color(x: $0, y: $1) }, x: 80...148, y: 196...306)
        let error = zip([ours.r, ours.g, ours.b].map(Double.init), real).map { abs($0 - $1) }
        #expect(error.allSatisfy { $0 <= 1 }, "levels off: \(error)")
    }

    /// iOS 26.4, dark, held out: 32 over black (the × circle's interior reads 32.2 on the mean).
    @Test func theFillOf26_4DarkAgainstAHeldOutCapture() throws {
        let image = try Self.render("Reset", fit: "screens-26.4", dark: true)
        #expect(image[925, 207].straight.hex == "#202020")
        let held = try Self.reference("ha-watchcomplication-new-close-disabledcheck-dark-ios26.4.png")
        let real = Self.interior({ held.color(x: $0, y: $1) }, x: 80...148, y: 196...306)
        #expect(real.allSatisfy { abs($0 - 32) <= 0.5 }, "the capture's mean \(real)")
    }

    /// iOS 26.4's edge below a capsule, held out: the column through the × circle's centre from
    /// the first pixel outside its ring (y 320) down 36 pixels, against BarScope's below its
    /// ring (the capsule's bottom at pixel 273, the half-point ring two pixels more): every pixel
    /// within 1 level; and beside the capsule the ring's darkest pixel 162 in the capture and
    /// here (two pixels: half a point rounds to two at @3x). Above and below, the capture's ring
    /// is lighter (214 to 228: its specular highlight, not drawn here; BarScope's reads 160).
    @Test func theEdgeOf26_4AgainstAHeldOutCapture() throws {
        let image = try Self.render("Reset", fit: "screens-26.4")
        let held = try Self.reference("ha-watchcomplication-new-close-disabledcheck-light-ios26.4.png")
        let x = 1122 - 100
        let ours = (0..<36).map { Int(image[x, 275 + $0].straight.g) }
        let real = (0..<36).map { Int(held.color(x: 113, y: 320 + $0).g) }
        let worst = zip(ours, real).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= 1, "ours \(ours), the capture's \(real)")
        #expect(held.color(x: 47, y: 252).g == 162)
        let side = (850..<950).map { Int(image[$0, 207].straight.g) }.min()
        #expect(side == 162)
        #expect(image[x, 273].straight.g == 160 && image[x, 274].straight.g == 160)
    }

    /// iOS 26.0, light: OpenUIKit's fill, held out against the "Clear" capsule (252, 252, 255; BarScope
    /// 251, 251, 255); the broad shadow, fitted above and below the capsule, against the pixels
    /// beside it (held out), along the row through its middle from its edge outwards 60 pixels:
    /// within 2 levels.
    @Test func the26_0FitAgainstTheClearCapture() throws {
        let image = try Self.render("Clear", fit: "screens-26.0")
        let capture = try Self.reference("ha-locationhistory-clear-light-ios26.0.png")
        #expect(image[925, 190].straight.hex == "#fbfbff")
        #expect(capture.color(x: 1040, y: 190).hex == "#fcfcff")
        // Our capsule's leading edge on its middle row (207): the first pixel of its white rim.
        let row = 207
        let edge = try #require((900..<1122).first { image[$0, row].straight.g == 255 })
        let ours = (1...60).map { Int(image[edge - $0, row].straight.g) }
        let captured = try #require((900..<1122).first { capture.color(x: $0, y: 227).g == 255 })
        let real = (1...60).map { Int(capture.color(x: captured - $0, y: 227).g) }
        let worst = zip(ours, real).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= 2, "ours \(ours), the capture's \(real)")
    }

    /// Title-only tab items against AccessibilitySnapshot's `testTabBars` reference (iOS 26.2,
    /// an iPhone 17 Pro simulator; its accessibility frames, from the overlays): six items at x
    /// 25.0, 80.67, 136.33, 192.0, 247.67, 303.0, 74 wide; four at 25.0, 109.67, 194.33, 279.0, 98
    /// wide (each within a third of a point, the capture's pixel); and the four badges' extents
    /// read from the capture itself, on the row through their middles (pixel row 1145): each of
    /// BarScope's badges (18 points, centred 5.17 right of its item's centre) within a pixel of them.
    @Test func titleOnlyTabItemsAgainstTheLayerCapture() throws {
        func bar(_ titles: [String], badges: [String]? = nil) throws -> (items: [PointRect], badges: [PointRect]) {
            let items = titles.enumerated().map { i, title in
                "{title: \"\(title)\"" + (badges.map { ", badgeValue: \"\($0[i])\"" } ?? "") + "}"
            }
            let scene = try SceneParser.parse(
                "ios: 26\ndevice: iphone-17\ncontent: {color: \"#ffffff\"}\ntabBar: {items: [\(items.joined(separator: ", "))]}\n",
                file: "tabs.yaml")
            var frames: [PointRect] = [], discs: [PointRect] = []
            var platterX = 0.0
            try scene.barLayers().tabBar?.forEachDescendant { layer, _ in
                if layer.role == .content(.platter) { platterX = layer.frame.x }
                if layer.role == .content(.tabButton) { frames.append(layer.frame) }
            }
            try scene.barLayers().tabBar?.forEachDescendant { layer, _ in
                if layer.role == .content(.badge) { discs.append(layer.frame) }
            }
            return (
                frames.map { PointRect(x: platterX + $0.x, y: $0.y, width: $0.width, height: $0.height) },
                zip(discs, frames).map {
                    PointRect(x: platterX + $1.x + $0.x, y: $0.y, width: $0.width, height: $0.height)
                }
            )
        }
        let six = try bar(["Item A", "Item B", "Item C", "Item D", "Item E", "Item F"])
        for (frame, x) in zip(six.items, [25.0, 80.67, 136.33, 192.0, 247.67, 303.0]) {
            #expect(abs(frame.x - x) <= 1.0 / 3 && abs(frame.width - 74) <= 1.0 / 3, "\(frame)")
        }
        let four = try bar(["Item A", "Item B", "Item C", "Item D"], badges: ["", "3", "A", "3"])
        for (frame, x) in zip(four.items, [25.0, 109.67, 194.33, 279.0]) {
            #expect(abs(frame.x - x) <= 1.0 / 3 && abs(frame.width - 98) <= 1.0 / 3, "\(frame)")
        }
        let capture = try PNGDecoder.decode(
            [UInt8](
                Data(
                    contentsOf: URL(
                        fileURLWithPath: Self.references + "AccessibilitySnapshot/testTabBars_26_2_402x874@3x.png"))),
            path: "testTabBars"
        ).image
        #expect(four.badges.count == 4)
        for (badge, item) in zip(four.badges, four.items) {
            // The badge's dark pixels in the capture, within its item's frame, on row 1145.
            let xs = (Int(item.x * 3)..<Int(item.maxX * 3)).filter { x in
                let c = capture.color(x: x, y: 1145)
                return (Int(c.r) + Int(c.g) + Int(c.b)) / 3 < 170
            }
            let (left, right) = (Double(xs.min() ?? 0) / 3, Double((xs.max() ?? 0) + 1) / 3)
            #expect(
                abs(badge.x - left) <= 1.0 / 3 + 1e-9 && abs(badge.maxX - right) <= 2.0 / 3 + 1e-9,
                "BarScope \(badge.x)…\(badge.maxX), the capture \(left)…\(right)")
        }
    }

    static func accessibilityCapture(_ name: String) throws -> StraightImage {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: references + "AccessibilitySnapshot/" + name)))
        return try PNGDecoder.decode(bytes, path: name).image
    }

    /// `capture: layer` on iOS 26 records what AccessibilitySnapshot's iOS 26.2 layer captures
    /// record. The navigation bar (`testNavBarBackButtonTraitsWithTitles`: "First" pushed to
    /// "Second"): the capture's back button frame (16, 62, 44, 44) and title frame are each one
    /// colour, the overlay over white, nothing recorded; BarScope's layer capture leaves them
    /// white, its screen capture draws the chevron and the title there.
    @Test func aLayerCaptureOfTheNavigationBarRecordsNoTitleOrChevron() throws {
        let capture = try Self.accessibilityCapture("testNavBarBackButtonTraitsWithTitles_26_2_402x874@3x.png")
        func colours(_ pixel: (Int, Int) -> RGBA8, _ x: Range<Int>, _ y: Range<Int>) -> Set<RGBA8> {
            Set(y.flatMap { py in x.map { px in pixel(px, py) } })
        }
        // The back button (16, 62, 44, 44) and the title (170.67, 73.67, 60.33, 20.67), in pixels.
        let (backX, backY, titleX, titleY) = (48..<180, 186..<318, 512..<693, 221..<283)
        #expect(colours({ capture.color(x: $0, y: $1) }, backX, backY).count == 1)
        #expect(colours({ capture.color(x: $0, y: $1) }, titleX, titleY).count == 1)
        let yaml = """
            ios: 26
            device: iphone-17
            content: {color: "#ffffff"}
            navigationItem: {title: "Second"}
            backItem: {title: "First"}
            """
        let layer = try SceneRenderer.render(try SceneParser.parse(yaml + "\ncapture: layer", file: "nav.yaml"))
        let screen = try SceneRenderer.render(try SceneParser.parse(yaml, file: "nav.yaml"))
        #expect(colours({ layer[$0, $1].straight }, backX, backY) == [.white])
        #expect(colours({ layer[$0, $1].straight }, titleX, titleY) == [.white])
        #expect(colours({ screen[$0, $1].straight }, backX, backY).count > 1)
        #expect(colours({ screen[$0, $1].straight }, titleX, titleY).count > 1)
    }

    /// The tab bar (`testTabBars`, six title-only items, "Item B" selected, "Item C" disabled):
    /// in the capture the disabled label records nothing (nothing darker than the overlay over
    /// white in its box) and "Item A" records faint, its darkest pixel 96 under a cyan overlay at
    /// 0.3 (the overlay over white reads 178, 0.7 of 255): 96/0.698 = 137.5 beneath. BarScope's
    /// layer capture: "Item C" nothing, "Item A" at 0.46 of black, within 1.5 levels of that.
    @Test func aLayerCaptureOfTheTabBarRecordsFaintLabels() throws {
        let capture = try Self.accessibilityCapture("testTabBars_26_2_402x874@3x.png")
        // The labels' ink rows (210 to 217.67 points) and boxes: "Item A" 46.67–78 pt, "Item C"
        // around its item's centre (173.17 pt).
        let rows = 630..<654
        let (itemA, itemC) = (140..<234, 471..<568)
        func darkest(_ pixel: (Int, Int) -> RGBA8, _ x: Range<Int>, _ y: Range<Int>) -> RGBA8 {
            func sum(_ c: RGBA8) -> Int { Int(c.r) + Int(c.g) + Int(c.b) }
            var found = RGBA8.white
            for py in y {
                for px in x where sum(pixel(px, py)) < sum(found) { found = pixel(px, py) }
            }
            return found
        }
        let overlayC = capture.color(x: itemC.lowerBound, y: rows.lowerBound)
        #expect(darkest({ capture.color(x: $0, y: $1) }, itemC, rows) == overlayC)
        let beneath = Double(darkest({ capture.color(x: $0, y: $1) }, itemA, rows).r) / (178.0 / 255)
        let scene = try SceneParser.parse(
            """
            ios: 26
            device: iphone-17
            content: {color: "#ffffff"}
            tabBar: {items: [{title: "Item A"}, {title: "Item B"}, {title: "Item C", isEnabled: false}, {title: ""}, {title: "Item E"}, {title: ""}], selectedIndex: 1}
            capture: layer
            """, file: "tabs.yaml")
        let image = try SceneRenderer.render(scene)
        let bar = 791 * 3..<874 * 3
        #expect(darkest({ image[$0, $1].straight }, itemC, bar) == .white)
        let ours = Double(darkest({ image[$0, $1].straight }, itemA, bar).g)
        #expect(abs(ours - beneath) <= 1.5, "BarScope \(ours), the capture \(beneath)")
    }
}
