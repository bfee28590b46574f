import BarLayers
import BarScene
import Raster

/// Phones on their side (compact height) and per-item appearances: each scene with the
/// numbers it must show, checked in its pixels.
extension Gallery {
    static let landscape: [Scenario] = [
        Scenario(
            name: "ios17-landscape-iphone-15-pro",
            title: "iOS 17 landscape on iPhone 15 Pro: 32 pt bars, inline tab items, 59 pt side insets",
            yaml: """
                # An iPhone 15 Pro on its side: no status bar, a 32 pt navigation bar at the top, a 32 pt tab
                # bar over the 21 pt home indicator with its items inline, and the cells, the buttons and the
                # tab items kept 59 pt clear of each side (the safe area).
                ios: 17
                device: iphone-15-pro
                orientation: landscapeLeft
                content:
                  list: {rows: 20, text: true, refreshing: false, contentOffset: 40}
                navigationItem: {title: "Inbox", rightBarButtonItems: [{systemItem: edit}]}
                backItem: {title: "Mailboxes"}
                tabBar:
                  items: [{systemItem: favorites}, {systemItem: recents}, {systemItem: contacts, badgeValue: "12"}, {systemItem: more}]
                  selectedIndex: 1

                """,
            documented:
                "landscape: status bar hidden (prefersStatusBarHidden), bar 32 pt, tab bar 32 + 21 pt (QMUI_iOS 633, ESTabBarController 88), side insets 59 pt",
            check: { r in landscape(r, bar: 32, tabBar: 32 + 21, side: 59, hairline: SemanticColors.chromeShadow.light)
            }),
        Scenario(
            name: "ios10-landscape-iphone-8",
            title: "iOS 10 landscape on iPhone 8: a 32 pt bar, the tab bar keeps 49 pt",
            yaml: """
                # Before iOS 11 a tab bar keeps its 49 pt and its stacked items on a phone's side; the navigation
                # bar shrinks to 32 pt and the status bar is hidden. No safe area: nothing is inset.
                ios: 10
                device: iphone-8
                orientation: landscapeRight
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationItem: {title: "Settings", rightBarButtonItems: [{systemItem: edit}]}
                backItem: {title: "Back"}
                tabBar:
                  items: [{systemItem: favorites}, {systemItem: recents}, {systemItem: contacts, badgeValue: "3"}, {systemItem: more}]

                """,
            documented: "iOS 10: bar 32 pt, tab bar 49 pt in every orientation (HIG, Tab Bars, iOS 10 edition)",
            check: { r in landscape(r, bar: 32, tabBar: 49, side: 0, hairline: BarConstants.hairlineColor) }),
        Scenario(
            name: "ios11-landscape-iphone-8-plus",
            title: "iOS 11 landscape on iPhone 8 Plus: regular width, 44 pt bar, 49 pt tab bar with inline items",
            yaml: """
                # A Plus phone is regular width on its side: the navigation bar keeps 44 pt and the tab bar
                # 49 pt, its items inline with regular 25 pt glyphs.
                ios: 11
                device: iphone-8-plus
                orientation: landscapeLeft
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationItem: {title: "General"}
                backItem: {title: "Settings"}
                tabBar:
                  items: [{systemItem: favorites}, {systemItem: recents}, {systemItem: contacts}, {systemItem: more}]
                  selectedIndex: 2

                """,
            documented:
                "regular width in landscape: bar 44 pt, tab bar 49 pt (measured on the 8 Plus, flutter/flutter 39258)",
            check: { r in landscape(r, bar: 44, tabBar: 49, side: 0, hairline: BarConstants.hairlineColor) }),
        Scenario(
            name: "ios16-compact-appearance", title: "iOS 16 landscape: compactAppearance replaces the standard one",
            yaml: """
                # In compact height the bar shows its compactAppearance (orange) instead of its
                # standardAppearance (blue); scrolled, so no scroll-edge appearance is involved.
                ios: 16
                device: iphone-14-pro
                orientation: landscapeRight
                content:
                  list: {rows: 20, text: true, refreshing: false, contentOffset: 60}
                navigationBar:
                  tintColor: "#ffffff"
                  standardAppearance: {configureWith: opaqueBackground, backgroundColor: "#1c7ed6", titleTextAttributes: {foregroundColor: "#ffffff"}}
                  compactAppearance: {configureWith: opaqueBackground, backgroundColor: "#e8590c", titleTextAttributes: {foregroundColor: "#ffffff"}}
                navigationItem: {title: "Compact", rightBarButtonItems: [{systemItem: add}]}
                backItem: {title: "Back"}

                """,
            documented:
                "compact height: compactAppearance, then standardAppearance (UINavigationBar.h); opaque #e8590c, hairline black 0.3",
            check: { r in
                let bar = landscape(r, bar: 32, tabBar: nil, side: 59, hairline: SemanticColors.chromeShadow.light)
                let colour = edgeStrip(r, equals: RGBA8(hex: "#e8590c")!, hairline: SemanticColors.chromeShadow.light)
                return both(bar, colour)
            }),
        Scenario(
            name: "ios17-item-appearance",
            title: "iOS 17: the top item's and the selected tab item's appearances win over the bars'",
            yaml: """
                # UINavigationItem.standardAppearance (green) comes before the bar's (blue) while the item is on
                # top; the selected UITabBarItem's standardAppearance (yellow, no hairline) before the tab bar's.
                ios: 17
                device: iphone-15
                content:
                  list: {rows: 20, text: true, refreshing: false, contentOffset: 40}
                navigationBar:
                  standardAppearance: {configureWith: opaqueBackground, backgroundColor: "#1c7ed6"}
                navigationItem:
                  title: "Item wins"
                  standardAppearance: {configureWith: opaqueBackground, backgroundColor: "#2f9e44", titleTextAttributes: {foregroundColor: "#ffffff"}}
                statusBar: {style: lightContent}
                tabBar:
                  items: [{systemItem: favorites}, {systemItem: recents, standardAppearance: {configureWith: opaqueBackground, backgroundColor: "#ffd43b", shadowColor: none}}]
                  selectedIndex: 1

                """,
            documented:
                "topItem.standardAppearance before the bar's (UINavigationBar.h); the selected item's before the tab bar's (UITabBarItem docs)",
            check: { r in
                both(
                    edgeStrip(r, equals: RGBA8(hex: "#2f9e44")!, hairline: SemanticColors.chromeShadow.light),
                    tabBarStrip(r, equals: RGBA8(hex: "#ffd43b")!))
            }),
    ]

    /// The problems with device-pixel rows that should each be `hairline` over the content, whole
    /// width: one line per row that is not.
    static func hairlineRows(_ r: RenderedScenario, _ rows: [(y: Int, what: String)], hairline: RGBA8) -> [String] {
        rows.compactMap { row in
            var off = 0
            for x in 0..<r.image.width
            where r.image.color(x: x, y: row.y) != blended(hairline, over: r.content.color(x: x, y: row.y)) {
                off += 1
            }
            return off > 0 ? "\(row.what): row \(row.y) is not the hairline over the content (\(off) pixels)" : nil
        }
    }

    /// Both verdicts, read together.
    static func both(_ a: ScenarioVerdict, _ b: ScenarioVerdict) -> ScenarioVerdict {
        ScenarioVerdict(
            reading: "\(a.reading); \(b.reading)", passed: a.passed && b.passed,
            detail: a.passed && b.passed
                ? "as documented" : [a, b].filter { !$0.passed }.map(\.detail).joined(separator: "; "))
    }

    /// A landscape screen in its pixels: the navigation bar from the screen's top ends `bar`
    /// points down (the row there is the hairline over the content), the tab bar (with the
    /// home indicator) is `tabBar` points tall (the row above it is its hairline over the
    /// content), and the first whole cell's thumbnail starts `side` + 15 points in, with the
    /// list's background just before it.
    static func landscape(_ r: RenderedScenario, bar: Double, tabBar: Double?, side: Double, hairline: RGBA8)
        -> ScenarioVerdict
    {
        let k = r.scene.device.scale, kd = Double(k)
        var problems = hairlineRows(
            r,
            [(Int(bar * kd), "navigation bar")]
                + (tabBar.map { [(r.image.height - Int($0 * kd) - 1, "tab bar")] } ?? []), hairline: hairline)
        let layout = r.scene.layout
        if let tabBar, layout.tabBar?.height != tabBar {
            problems.append("tab bar laid out \(layout.tabBar?.height ?? 0) pt")
        }
        // The first cell wholly below the bar: its thumbnail's left edge.
        var row = 0
        while layout.contentTop + Double(row) * ListScreen.rowHeight + 10 < bar { row += 1 }
        let y = Int((layout.contentTop + Double(row) * ListScreen.rowHeight + 30) * kd)
        let x = Int((side + 15) * kd)
        let thumbnail = ListScreen.thumbnailColors[row % ListScreen.thumbnailColors.count]
        if r.image.color(x: x, y: y) != thumbnail
            || r.image.color(x: x - 1, y: y)
                != ListScreen.palette(release: r.scene.release, style: .light).background
        {
            problems.append("no thumbnail edge at \(PointRect.format(side + 15)) pt")
        }
        let reading =
            "bar \(PointRect.format(bar)) pt, tab bar \(tabBar.map { PointRect.format($0) + " pt" } ?? "none"), cells from \(PointRect.format(side + 15)) pt"
        return ScenarioVerdict(
            reading: reading, passed: problems.isEmpty,
            detail: problems.isEmpty ? "as documented" : problems.joined(separator: "; "))
    }
}
