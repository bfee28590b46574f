import BarLayers
import BarScene
import Raster

/// Screenshot-like scenes: bars with their titles, items, tab items and status bar over a
/// list with labels, as a frame to put beside a simulator screenshot. Each is checked against
/// the layout constants it shows (ContentMetrics, StatusBarProvider), read from the pixels.
extension Gallery {
    static let screenshots: [Scenario] = [
        Scenario(
            name: "ios10-settings-iphone-8",
            title: "iOS 10 settings screen: title, back button, Edit, tab bar with a badge (@2x)",
            yaml: settings(
                ios: 10, device: "iphone-8",
                comment: """
                    # A pushed settings screen on iOS 10: the back chevron and its title, the centred title,
                    # an Edit item, the status bar, and a tab bar with four items (one badged).
                    """),
            documented: "title centred; Edit ends 8 pt from the edge (UINavigationButton dumps)",
            check: { r in itemsCheck(r, trailingInset: ContentMetrics.navigationButtons.edgeInset) }),
        Scenario(
            name: "ios11-settings-iphone-8-plus", title: "iOS 11 settings screen on the 8 Plus (@3x)",
            yaml: settings(
                ios: 11, device: "iphone-8-plus",
                comment: """
                    # The same screen on iOS 11 at @3x: _UINavigationBarContentView and its button bars.
                    """),
            documented:
                "title centred; Edit ends at the 20 pt margin of a 414 pt phone (_UIButtonBarStackView dumps: 8 + 8 on 375; swift-snapshot-testing's 414 pt references: 4 pt further in)",
            check: { r in
                let layout = ContentMetrics.buttonBar
                return itemsCheck(r, trailingInset: layout.rowInset(isPlus: true) + layout.titlePadding)
            }),
        Scenario(
            name: "ios11-large-title-iphone-x",
            title: "iOS 11 large title on iPhone X with bar buttons and a toolbar (@3x)",
            yaml: """
                # A large-title screen on iPhone X: Cancel, two image items, the 34 pt title at the
                # leading margin, the status bar around the notch, and a toolbar above the home indicator.
                ios: 11
                device: iphone-x
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationBar: {prefersLargeTitles: true}
                navigationItem:
                  title: "Mailboxes"
                  leftBarButtonItems: [{systemItem: cancel}]
                  rightBarButtonItems: [{systemItem: compose}, {systemItem: add}]
                statusBar: {}
                toolbar:
                  items: [{systemItem: refresh}, {systemItem: flexibleSpace}, {systemItem: action}, {systemItem: flexibleSpace}, {systemItem: trash}]

                """,
            documented: "large title at the 16 pt margin; time centred 46.67 pt in (FixedSplit, Split1125)",
            check: largeTitleCheck),
        Scenario(
            name: "ios11-tab-bar-iphone-x", title: "iOS 11 tab bar with four items and a badge on iPhone X (@3x)",
            yaml: """
                # A tab bar on iPhone X: four buttons 2 pt in and 4 pt apart, icons centred 18 pt below
                # each button's top, the second selected, a badge on the third.
                ios: 11
                device: iphone-x
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationItem: {title: "Favorites"}
                statusBar: {}
                tabBar:
                  items: [{systemItem: favorites}, {systemItem: recents}, {systemItem: contacts, badgeValue: "12"}, {systemItem: more}]
                  selectedIndex: 1

                """,
            documented: "icons centred on four even buttons; the selected one in #007aff, the others #929292",
            check: tabCheck),
        Scenario(
            name: "ios18-device-chrome-iphone-15-pro",
            title: "iOS 18 settings screen with device chrome on an island phone: transparent corners (@3x)",
            yaml: settings(
                ios: 18, device: "iphone-15-pro",
                comment: """
                    # Device chrome on the iPhone 15 Pro: the Dynamic Island, the home indicator over the
                    # tab bar (dark over its light material), the 55 pt corners, transparent outside them.
                    """) + "deviceChrome: {}\n",
            documented:
                "island (134, 11.33, 125, 36.67) black (SpringBoard's table); pill 140 × 5, 8 pt up (MTLumaDodgePillSettings); corners 55 pt (ScreenCorners)",
            check: chromeCheck),
        Scenario(
            name: "ios18-device-chrome-iphone-13",
            title: "iOS 18 settings screen with device chrome on a notch phone: black corners (@3x)",
            yaml: settings(
                ios: 18, device: "iphone-13",
                comment: """
                    # Device chrome on the iPhone 13: the notch, the home indicator, the 47.33 pt corners,
                    # black outside them.
                    """) + "deviceChrome: {outside: black}\n",
            documented:
                "notch (114.33, 0, 161.33, 33.67) black (SpringBoard's table); pill 139 × 5, 8 pt up (MTLumaDodgePillSettings); corners 47.33 pt (Bashour)",
            check: chromeCheck),
    ]

    /// Device chrome read from the pixels: the housing's centre black and the row 2 pt below it
    /// not; the home indicator's middle row dark for its width (within a pixel each side) and
    /// its bottom 8 pt above the screen's; the corner pixel the colour outside, the pixel a radius
    /// in from the edge at mid-height untouched (the content's).
    static func chromeCheck(_ r: RenderedScenario) -> ScenarioVerdict {
        guard let outside = r.scene.deviceChrome, let chrome = DeviceChrome.of(r.scene.device),
            let rule = chrome.homeIndicator, let housing = chrome.housing
        else { return ScenarioVerdict(reading: "no chrome", passed: false, detail: "the scene draws no chrome") }
        let k = Double(r.scene.device.scale), screen = r.scene.screen
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { r.image.color(x: Int(x * k), y: Int(y * k)) }
        let h = housing.rect
        let housingBlack = pixel(h.x + h.width / 2, h.y + h.height / 2) == .black
        let belowClear = pixel(h.x + h.width / 2, h.maxY + 2) != .black
        let pill = rule.frame(width: screen.widthPoints, height: screen.heightPoints)
        let row = Int((pill.y + pill.height / 2) * k)
        // Between the corners: outside them the pixels are the colour outside.
        let radius = Int(chrome.cornerRadius * k)
        let dark = (radius..<(r.image.width - radius)).filter { r.image.color(x: $0, y: row).r < 128 }
        let pillWidth = Double((dark.last ?? 0) - (dark.first ?? 0) + 1) / k
        let pillOK = !dark.isEmpty && abs(pillWidth - pill.width) <= 2 / k
        let bottom = ((0..<r.image.height).last { r.image.color(x: r.image.width / 2, y: $0).r < 128 } ?? 0) + 1
        let gap = Double(r.image.height - bottom) / k
        let bottomOK = abs(gap - rule.bottomGap) <= 1 / k
        let corner = r.image.color(x: 0, y: 0) == outside
        let mid = r.image.height / 2
        let inside = r.image.color(x: radius, y: mid) == r.content.color(x: radius, y: mid)
        let passed = housingBlack && belowClear && pillOK && bottomOK && corner && inside
        return ScenarioVerdict(
            reading:
                "housing \(housingBlack ? "black" : "not black"); pill \(points(pillWidth)) wide, \(points(gap)) pt up; corner \(r.image.color(x: 0, y: 0).hex)",
            passed: passed,
            detail: passed ? "the chrome is where its sources put it" : "a chrome element is off its cited place")
    }

    /// The settings screen's scene: a titled bar with a back button and an Edit item over the
    /// list, the status bar, a tab bar of four items with a badge.
    static func settings(ios: IOSVersion, device: String, comment: String) -> String {
        comment + """

            ios: \(ios.number)
            device: \(device)
            content:
              list: {rows: 20, text: true, refreshing: false}
            navigationItem:
              title: "General"
              rightBarButtonItems: [{systemItem: edit}]
            backItem: {title: "Settings"}
            statusBar: {}
            tabBar:
              items: [{systemItem: favorites}, {systemItem: search}, {title: "Mail", badgeValue: "3"}, {systemItem: more}]
              selectedIndex: 0

            """
    }

    /// A reading in points, to a hundredth.
    static func points(_ v: Double) -> String { PointRect.format((v * 100).rounded() / 100) }

    /// The box of the pixels in `rect` (points) that differ from `background`, in points.
    static func ink(_ r: RenderedScenario, _ rect: PointRect, background: RGBA8) -> (
        minX: Double, maxX: Double, minY: Double, maxY: Double
    )? {
        let k = r.scene.device.scale, pixels = rect.pixels(scale: k)
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in pixels.y..<pixels.maxY {
            for x in pixels.x..<pixels.maxX where r.image.color(x: x, y: y) != background {
                minX = min(minX, x); maxX = max(maxX, x + 1); minY = min(minY, y); maxY = max(maxY, y + 1)
            }
        }
        guard minX != .max else { return nil }
        let s = Double(k)
        return (Double(minX) / s, Double(maxX) / s, Double(minY) / s, Double(maxY) / s)
    }

    /// The navigation bar's row: the title's ink centred on the bar within a point, the trailing
    /// item's ink ending `trailingInset` from the edge within a point (a glyph's side bearing).
    static func itemsCheck(_ r: RenderedScenario, trailingInset: Double) -> ScenarioVerdict {
        let bar = r.scene.layout.navigationBar, width = r.scene.device.widthPoints
        let background = r.image.color(x: 1, y: Int(bar.y + 2) * r.scene.device.scale)
        let row = { (x: Double, w: Double) in
            PointRect(x: x, y: bar.y, width: w, height: BarConstants.navigationBarHeight)
        }
        guard let title = ink(r, row(width / 2 - 60, 120), background: background),
            let edit = ink(r, row(width - 80, 80), background: background)
        else {
            return ScenarioVerdict(reading: "no title or item drawn", passed: false, detail: "no ink in the bar's row")
        }
        let centre = (title.minX + title.maxX) / 2, end = width - edit.maxX
        let ok = abs(centre - width / 2) <= 1 && abs(end - trailingInset) <= 1
        return ScenarioVerdict(
            reading: "title centre \(points(centre)) pt of \(points(width)); item ends \(points(end)) pt in",
            passed: ok, detail: ok ? "as laid out" : "title or item off its constant")
    }

    /// The large title's ink starts at the margin (within its first glyph's side bearing, under
    /// a tenth of its size), and the time's ink is centred where the provider puts it.
    static func largeTitleCheck(_ r: RenderedScenario) -> ScenarioVerdict {
        let s = r.scene, bar = s.layout.navigationBar
        let margin = ContentMetrics.largeTitleMargin(isPlus: s.device.isPlus)
        let background = r.image.color(x: 1, y: Int(bar.maxY - 2) * s.device.scale)
        let large = PointRect(
            x: 0, y: bar.y + BarConstants.navigationBarHeight, width: s.device.widthPoints / 2,
            height: bar.height - BarConstants.navigationBarHeight)
        let metrics = s.device.statusBarMetrics
        guard case let .centred(timeCentre, _) = metrics.placement,
            let title = ink(r, large, background: background),
            let time = ink(
                r, PointRect(x: 0, y: 0, width: timeCentre * 2, height: s.device.statusBarHeight),
                background: r.image.color(x: 1, y: 1))
        else { return ScenarioVerdict(reading: "no large title or time drawn", passed: false, detail: "no ink") }
        let bearing = title.minX - margin, centre = (time.minX + time.maxX) / 2
        let ok = bearing >= 0 && bearing < ContentMetrics.largeTitleSize / 10 && abs(centre - timeCentre) <= 1
        return ScenarioVerdict(
            reading: "title ink from \(points(title.minX)) pt; time centre \(points(centre)) pt",
            passed: ok, detail: ok ? "as laid out" : "large title or time off its constant")
    }

    /// Each tab button's icon ink centred on its button (2 pt in, 4 pt apart), within a point;
    /// the selected icon in the tint, the others in the unselected grey.
    static func tabCheck(_ r: RenderedScenario) -> ScenarioVerdict {
        let s = r.scene, width = s.device.widthPoints, k = s.device.scale
        guard let tab = s.layout.tabBar else {
            return ScenarioVerdict(reading: "no tab bar", passed: false, detail: "the scene has no tab bar")
        }
        let count = 4.0,
            w = (width - 2 * ContentMetrics.tabButtonInset - (count - 1) * ContentMetrics.tabButtonGap) / count
        let background = r.image.color(x: 1, y: Int(tab.y + 2) * k)
        var centres: [Double] = [], inks: [(tint: Int, grey: Int)] = []
        for i in 0..<Int(count) {
            let x = ContentMetrics.tabButtonInset + Double(i) * (w + ContentMetrics.tabButtonGap)
            // The icon's box, 25 pt centred where the release puts it (a badge sits beside it,
            // above its top).
            let centre = s.release.tabItems.iconCenterY
            let box = PointRect(
                x: x + w / 2 - 14, y: tab.y + ContentMetrics.tabButtonTop + centre - 12.5,
                width: 28, height: 25)
            guard let icon = ink(r, box, background: background) else {
                return ScenarioVerdict(reading: "no icon in button \(i)", passed: false, detail: "no ink")
            }
            centres.append((icon.minX + icon.maxX) / 2 - (x + w / 2))
            // The icon's colour: how many of its pixels are exactly the tint and the grey (its
            // fully covered pixels are the item's colour; its edges blend with the bar).
            let p = box.pixels(scale: k)
            var tint = 0, grey = 0
            for y in p.y..<p.maxY {
                for x in p.x..<p.maxX {
                    let c = r.image.color(x: x, y: y)
                    if c == ContentMetrics.systemBlue {
                        tint += 1
                    } else if c == ContentMetrics.tabUnselectedLegacy {
                        grey += 1
                    }
                }
            }
            inks.append((tint, grey))
        }
        let worst = centres.map(abs).max() ?? 0
        let tinted = inks.indices.allSatisfy { i in
            i == 1 ? inks[i].tint > 0 && inks[i].grey == 0 : inks[i].grey > 0 && inks[i].tint == 0
        }
        let ok = worst <= 1 && tinted
        return ScenarioVerdict(
            reading:
                "icons off centre ≤ \(points(worst)) pt; solid pixels (tint/grey) \(inks.map { "\($0.tint)/\($0.grey)" }.joined(separator: " "))",
            passed: ok, detail: ok ? "as laid out" : "icon off centre or wrong colour")
    }
}
