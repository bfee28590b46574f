import BarLayers
import BarScene
import Raster

/// iOS 13 to 18: the appearance a bar shows at rest and scrolled, light and dark, and the
/// questions users bring (why is my bar transparent on iOS 15, why did `barTintColor` stop
/// working, why is my dark bar grey). Each is checked on the pixels of a strip at the screen's
/// left edge (8 pt wide, clear of the title and the status bar's items, from the top of the
/// screen to the bar's bottom) and on the hairline's row, against what Apple documents.
extension Gallery {
    static let appearances: [Scenario] = [
        Scenario(
            name: "ios15-transparent-at-scroll-edge",
            title: "iOS 15, a default bar over a list at its top: transparent",
            yaml: appearanceScene(
                ios: 15, device: "iphone-15",
                comment: """
                    # iOS 15: a navigation bar at the scroll edge with no scrollEdgeAppearance draws its standard
                    # appearance with a transparent background and no hairline, so the list's white shows.
                    """, content: "list: {rows: 20, text: true, refreshing: false}", bar: []),
            documented:
                "transparent at the scroll edge from iOS 15: the content, no hairline (Apple, scrollEdgeAppearance)",
            check: { r in edgeStrip(r, equals: .white, hairline: nil) }),
        Scenario(
            name: "ios14-default-at-scroll-edge", title: "iOS 14, the same bar: the standard appearance",
            yaml: appearanceScene(
                ios: 14, device: "iphone-12",
                comment: """
                    # iOS 14: before iOS 15 only a large-title bar uses its scroll-edge appearance; this bar keeps
                    # the system chrome material, which over white reads #f7f7f7, with its hairline.
                    """, content: "list: {rows: 20, text: true, refreshing: false}", bar: []),
            documented: "standard appearance at the scroll edge before iOS 15: chrome material over white, #f7f7f7",
            check: { r in topRows(r, equals: RGBA8(hex: "#f7f7f7")!) }),
        Scenario(
            name: "ios15-scrolled-standard", title: "iOS 15, the list scrolled under the bar: the standard appearance",
            yaml: appearanceScene(
                ios: 15, device: "iphone-15",
                comment: """
                    # Scrolled, the bar is no longer at the scroll edge: the standard appearance (the system chrome
                    # material over the blurred rows) and the hairline, black at 0.3, come back.
                    """, content: "list: {rows: 20, text: true, refreshing: false, contentOffset: 40}", bar: []),
            documented: "scrolled: the standard appearance with its hairline (black 0.3 over the content)",
            check: { r in hairlineOver(r, shadow: RGBA8(white: 0, alpha: 0.3)) }),
        Scenario(
            name: "ios15-bartintcolor-at-scroll-edge",
            title: "iOS 15, barTintColor and white titles, list at its top: the colour is gone",
            yaml: appearanceScene(
                ios: 15, device: "iphone-15",
                comment: """
                    # The iOS 15 question: barTintColor set the old way, white titles. At the scroll edge UIKit draws
                    # the standard appearance (derived from barTintColor) with a transparent background: the bar
                    # shows the list's white, and the white title vanishes. explain says why.
                    """, content: "list: {rows: 20, text: true, refreshing: false}",
                bar: [
                    "barTintColor: \"#ff2d55\"", "tintColor: \"#ffffff\"",
                    "titleTextAttributes: {foregroundColor: \"#ffffff\"}",
                ]),
            documented:
                "barTintColor ignored at the scroll edge on iOS 15: the content shows (Apple, scrollEdgeAppearance)",
            check: { r in edgeStrip(r, equals: .white, hairline: nil) }),
        Scenario(
            name: "ios15-scroll-edge-appearance-set",
            title: "iOS 15, the fix: scrollEdgeAppearance as the standard one, opaque #ff2d55",
            yaml: appearanceScene(
                ios: 15, device: "iphone-15",
                comment: """
                    # The fix: set both appearances. An opaque background colour covers everything beneath, so the
                    # bar reads exactly #ff2d55 at rest and scrolled (unlike barTintColor on a translucent bar).
                    """, content: "list: {rows: 20, text: true, refreshing: false}",
                bar: [
                    "standardAppearance: {configureWith: opaqueBackground, backgroundColor: \"#ff2d55\", titleTextAttributes: {foregroundColor: \"#ffffff\"}}",
                    "scrollEdgeAppearance: {configureWith: opaqueBackground, backgroundColor: \"#ff2d55\", titleTextAttributes: {foregroundColor: \"#ffffff\"}}",
                    "tintColor: \"#ffffff\"",
                ]),
            documented: "an opaque backgroundColor shows exactly: #ff2d55 (UIBarAppearance.h)",
            check: { r in edgeStrip(r, equals: RGBA8(hex: "#ff2d55")!, hairline: RGBA8(white: 0, alpha: 0.3)) }),
        Scenario(
            name: "ios17-opaque-dark",
            title: "iOS 17 dark mode, configureWithOpaqueBackground: systemBackground is black",
            yaml: appearanceScene(
                ios: 17, device: "iphone-15-pro", style: "dark",
                comment: """
                    # configureWithOpaqueBackground draws systemBackground: black in dark mode, whatever is beneath;
                    # its hairline is the dark shadow colour, white at 0.15.
                    """, content: "list: {rows: 20, text: true, refreshing: false}",
                bar: [
                    "standardAppearance: {configureWith: opaqueBackground}",
                    "scrollEdgeAppearance: {configureWith: opaqueBackground}",
                ]),
            documented: "opaque: systemBackground (#000000 in dark mode), hairline white 0.15",
            check: { r in edgeStrip(r, equals: .black, hairline: RGBA8(white: 1, alpha: 0.15)) }),
        Scenario(
            name: "ios16-dark-bar-over-white",
            title: "iOS 16 dark mode over a white screen: the chrome material reads grey",
            yaml: appearanceScene(
                ios: 16, device: "iphone-14-pro", style: "dark",
                comment: """
                    # A dark-mode bar over a white screen (an app that hard-codes white): systemChromeMaterialDark's
                    # luminance curve, saturation and brightness turn white into #575757.
                    """, content: "color: \"#ffffff\"",
                bar: ["scrollEdgeAppearance: {configureWith: defaultBackground}"]),
            documented: "systemChromeMaterialDark over white reads grey: #575757 (CoreMaterial recipe, medium)",
            check: { r in edgeStrip(r, equals: RGBA8(hex: "#575757")!, hairline: RGBA8(white: 1, alpha: 0.15)) }),
        Scenario(
            name: "ios18-dark-scrolled", title: "iOS 18 dark mode, a list scrolled under the bar and a tab bar",
            yaml: appearanceScene(
                ios: 18, device: "iphone-16-pro", style: "dark",
                comment: """
                    # Dark mode throughout: the black list, the dark chrome material over its rows, white labels,
                    # the status bar's items in white, the tab bar's unselected items in the inactive grey.
                    """, content: "list: {rows: 20, text: true, refreshing: false, contentOffset: 40}", bar: [],
                tabBar: true),
            documented: "dark chrome over a black list: dark grey; hairline white 0.15",
            check: { r in hairlineOver(r, shadow: RGBA8(white: 1, alpha: 0.15)) }),
        Scenario(
            name: "ios15-transparent-tab-bar",
            title: "iOS 15, a short list: the tab bar at its scroll edge is transparent",
            yaml: appearanceScene(
                ios: 15, device: "iphone-13",
                comment: """
                    # A tab bar is at its scroll edge when the list's end is in view: from iOS 15, with no
                    # scrollEdgeAppearance, it is transparent too (the \"transparent tab bar\" of iOS 15).
                    """, content: "list: {rows: 4, text: true, refreshing: false}", bar: [], tabBar: true),
            documented:
                "a tab bar at its scroll edge is transparent from iOS 15 (Apple, UITabBar.scrollEdgeAppearance)",
            check: { r in tabBarStrip(r, equals: .white) }),
    ]

    /// A scene file for these scenarios: a titled bar, the status bar, optional tab bar.
    static func appearanceScene(
        ios: IOSVersion, device: String, style: String? = nil, comment: String, content: String, bar: [String],
        tabBar: Bool = false
    ) -> String {
        var lines = [comment, "ios: \(ios.number)", "device: \(device)"]
        if let style { lines.append("userInterfaceStyle: \(style)") }
        lines += ["content:", "  \(content)"]
        if !bar.isEmpty { lines += ["navigationBar:"] + bar.map { "  \($0)" } }
        lines += ["navigationItem: {title: \"Inbox\", rightBarButtonItems: [{systemItem: edit}]}", "statusBar: {}"]
        if tabBar {
            lines.append(
                "tabBar: {items: [{systemItem: favorites}, {systemItem: recents}, {systemItem: contacts}, {systemItem: more}]}"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The strip at the left edge, 8 pt wide, from the top to the bar's bottom.
    static func leftStrip(_ r: RenderedScenario) -> PixelRect {
        let k = r.scene.device.scale
        return PixelRect(
            x: 0, y: 0, width: 8 * k, height: Int((r.scene.layout.navigationBarBottom * Double(k)).rounded()))
    }

    /// The strip is all `expected`; the row below it the hairline over the content (`nil`: no
    /// hairline, the content itself).
    static func edgeStrip(_ r: RenderedScenario, equals expected: RGBA8, hairline: RGBA8?) -> ScenarioVerdict {
        let strip = leftStrip(r)
        let bar = r.stats(strip)
        let below = PixelRect(x: 0, y: strip.maxY, width: strip.width, height: 1)
        let under = RegionStats(r.content, rect: below)
        let row = r.stats(below)
        let expectedRow = hairline.map { blended($0, over: under.minimum) }
        let hairlineOK = under.isUniform && row.isUniform && row.minimum == (expectedRow ?? under.minimum)
        let ok = bar.isUniform && bar.minimum == expected && hairlineOK
        return ScenarioVerdict(
            reading: "\(bar.summary); hairline row \(row.summary)", passed: ok,
            detail: ok ? "as documented" : "expected \(expected.hex) and hairline \(expectedRow?.hex ?? "none")")
    }

    /// The rows above the status bar's items (its top 4 pt, full width) all read `expected`.
    static func topRows(_ r: RenderedScenario, equals expected: RGBA8) -> ScenarioVerdict {
        let rows = PixelRect(x: 0, y: 0, width: r.image.width, height: 4 * r.scene.device.scale)
        let stats = r.stats(rows)
        let ok = stats.isUniform && stats.minimum == expected
        return ScenarioVerdict(
            reading: stats.summary, passed: ok, detail: ok ? "as documented" : "expected \(expected.hex)")
    }

    /// The hairline's row is the shadow colour over what lies beneath it, pixel for pixel.
    static func hairlineOver(_ r: RenderedScenario, shadow: RGBA8) -> ScenarioVerdict {
        let strip = leftStrip(r)
        let below = PixelRect(x: 0, y: strip.maxY, width: r.image.width, height: 1)
        var mismatches = 0
        for x in below.x..<below.maxX
        where r.image.color(x: x, y: below.y) != blended(shadow, over: r.content.color(x: x, y: below.y)) {
            mismatches += 1
        }
        let bar = r.stats(strip)
        return ScenarioVerdict(
            reading: "bar \(bar.summary); hairline \(shadow.hex) over the content, \(mismatches) pixels off",
            passed: mismatches == 0,
            detail: mismatches == 0 ? "as documented" : "hairline not the shadow colour over the content")
    }

    /// The tab bar's left strip (8 pt, its whole height) reads `expected`, and the row above it
    /// is the content's (no hairline).
    static func tabBarStrip(_ r: RenderedScenario, equals expected: RGBA8) -> ScenarioVerdict {
        guard let tab = r.scene.layout.tabBar else {
            return ScenarioVerdict(reading: "no tab bar", passed: false, detail: "no tab bar")
        }
        let k = r.scene.device.scale
        let top = Int((tab.y * Double(k)).rounded())
        let strip = PixelRect(x: 0, y: top, width: 8 * k, height: r.image.height - top)
        let above = PixelRect(x: 0, y: top - 1, width: 8 * k, height: 1)
        let stats = r.stats(strip)
        let noHairline = (0..<above.width).allSatisfy {
            r.image.color(x: $0, y: above.y) == r.content.color(x: $0, y: above.y)
        }
        let ok = stats.isUniform && stats.minimum == expected && noHairline
        return ScenarioVerdict(
            reading: stats.summary, passed: ok, detail: ok ? "as documented" : "expected \(expected.hex), no hairline")
    }

    /// `overlay` (straight, with alpha) over the opaque `c`, as the compositor draws a fill.
    static func blended(_ overlay: RGBA8, over c: RGBA8) -> RGBA8 {
        let s = overlay.premultiplied, inverse = 255 - Int(overlay.a)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { Fixed8.over(Int(a), Int(b), inverseAlpha: inverse) }
        return RGBA8(r: channel(s.r, c.r), g: channel(s.g, c.g), b: channel(s.b, c.b))
    }
}
