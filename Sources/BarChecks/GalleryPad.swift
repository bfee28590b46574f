import BarLayers
import Compositing
import BarScene
import Raster

/// iPads in regular width: each scene with the bar frames its release's ``PadBarMetrics`` cite,
/// checked in its pixels (the hairlines where the bars end) and its layout.
extension Gallery {
    static let pads: [Scenario] = [
        padScenario(
            name: "ipados17-ipad-pro-11",
            title: "iPadOS 17 on iPad Pro 11-inch: 50 pt bars, a 65 pt tab bar with inline items spread across it",
            yaml: """
                # iPadOS 12 to 17 in regular width: the status bar is 24 pt (the time and the date at its left),
                # the navigation bar 50 pt, the tab bar 50 pt with its background 15 pt further down over the
                # home indicator (65), its items inline (icon beside a 13 pt title) at their own widths, the
                # free width shared equally before, between and after them. Scrolled, so both bars show
                # their material and hairline.
                ios: 17
                device: ipad-pro-11
                content:
                  list: {rows: 30, text: true, refreshing: false, contentOffset: 60}
                navigationItem: {title: "Inbox", rightBarButtonItems: [{systemItem: compose}, {systemItem: edit}]}
                backItem: {title: "Mailboxes"}
                tabBar:
                  items: [{systemItem: favorites}, {systemItem: recents, badgeValue: "3"}, {systemItem: contacts}, {systemItem: more}]
                  selectedIndex: 1
                statusBar: {}

                """,
            documented:
                "iPad, iOS 12+: navigation bar 50 pt (iPadOS 18.0 decompile; Hackworth 2018), tab bar 50 + 15 = 65 pt (QMUI_iOS 633), status bar 24 pt (RoundedPad)",
            navigationBar: PointRect(x: 0, y: 24, width: 834, height: 50),
            tabBar: PointRect(x: 0, y: 1210 - 65, width: 834, height: 65), hairline: SemanticColors.chromeShadow.light),
        padScenario(
            name: "ipados17-landscape-ipad-9",
            title: "iPadOS 17 landscape on a home-button iPad: the status bar stays, 50 pt bars, no home indicator",
            yaml: """
                # An iPad is regular height on its side: the 20 pt status bar stays, the bars keep 50 pt, and with
                # a home button the tab bar has no extension below its row.
                ios: 17
                device: ipad-9
                orientation: landscapeLeft
                content:
                  list: {rows: 30, text: true, refreshing: false, contentOffset: 60}
                navigationItem: {title: "Settings", rightBarButtonItems: [{systemItem: done}]}
                tabBar:
                  items: [{systemItem: featured}, {systemItem: topRated}, {systemItem: search}, {systemItem: downloads}, {systemItem: more}]
                statusBar: {}

                """,
            documented:
                "iPad in landscape: status bar 20 pt (Pad), bars 50 pt in both orientations (QMUI_iOS 633: the same either way up)",
            navigationBar: PointRect(x: 0, y: 20, width: 1080, height: 50),
            tabBar: PointRect(x: 0, y: 810 - 50, width: 1080, height: 50), hairline: SemanticColors.chromeShadow.light),
        padScenario(
            name: "ipados10-ipad-9-7",
            title: "iOS 10 on a 9.7-inch iPad: the phone's 44 and 49 pt bars, tab items stacked 80 pt wide, 30 apart",
            yaml: """
                # Before iOS 12 an iPad's bars were a phone's height; before iOS 11 its tab items were stacked,
                # 80 pt wide and 30 apart as a centred group. The status bar shows "iPad" where a phone shows its
                # carrier, the time in its middle.
                ios: 10
                device: ipad-9-7
                content:
                  list: {rows: 30, text: true, refreshing: false, contentOffset: 60}
                navigationItem: {title: "Library", rightBarButtonItems: [{systemItem: add}]}
                tabBar:
                  items: [{systemItem: favorites}, {systemItem: featured}, {systemItem: search}, {systemItem: more}]
                statusBar: {}

                """,
            documented:
                "iOS 10 iPad: bars 44 pt (Hackworth 2018: 44 before iOS 12), tab bar 49 pt, items 80 wide 30 apart centred (iOS 18.2 decompile)",
            navigationBar: PointRect(x: 0, y: 20, width: 768, height: 44),
            tabBar: PointRect(x: 0, y: 1024 - 49, width: 768, height: 49), hairline: BarConstants.hairlineColor),
        padScenario(
            name: "ipados26-ipad-air-11",
            title: "iPadOS 26 on iPad Air 11-inch: the 54 pt glass bar at the 32 pt safe area",
            yaml: """
                # iPadOS 26: the top safe area is 32 pt and the bottom 25; the navigation bar, 54 pt, starts at the
                # safe area's top with a transparent background, its items on glass capsules.
                ios: 26
                device: ipad-air-11
                content:
                  list: {rows: 30, text: true, refreshing: false}
                navigationBar: {prefersLargeTitles: true}
                navigationItem: {title: "Library", rightBarButtonItems: [{systemItem: add}, {systemItem: edit}]}
                statusBar: {}

                """,
            documented:
                "iPadOS 26.1, iPad (A16) 820 × 1180: navigation bar [0, 32, 820, 54], 106 with a large title; safe area 32 / 25 (openuikit conf-ipad)",
            navigationBar: PointRect(x: 0, y: 32, width: 820, height: 54 + 52), tabBar: nil, hairline: nil),
        padScenario(
            name: "ipados15-form-sheet",
            title:
                "iPadOS 15 form sheet: the sheet's own 540 × 620 pt frame, its navigation bar 56 pt with no status bar",
            yaml: """
                # A navigation controller presented as a form sheet on an iPad: the picture is the sheet's frame,
                # 540 × 620 pt (the default form sheet). In a sheet UIKit resolves the bar's content size to 3:
                # the bar is 56 pt (50 full screen), its 44 pt content 6 pt down, and no status bar above it.
                # Scrolled, so the bar shows its material and hairline.
                ios: 15
                device: ipad-pro-11-2018
                content:
                  list: {rows: 20, text: true, refreshing: false, contentOffset: 40}
                navigationItem: {title: "New Event", leftBarButtonItems: [{systemItem: cancel}], rightBarButtonItems: [{systemItem: add}]}
                presentation: {style: formSheet}

                """,
            documented:
                "Sheet bar 56 pt: content size 3 (iPadOS 18.0 decompile, -baseHeight; ZXNavigationBar issue 14); form sheet 540 × 620 pt (estimate)",
            navigationBar: PointRect(x: 0, y: 0, width: 540, height: 56), tabBar: nil,
            hairline: SemanticColors.chromeShadow.light),
    ]

    /// A triple-column split view: every column its own navigation bar at UIKit's widths.
    static let splitView = Scenario(
        name: "ipados17-split-view-ipad-pro-13",
        title: "iPadOS 17 split view on iPad Pro 13-inch: three columns, 320 and 375 pt, each with its own bar",
        yaml: """
            # A triple-column UISplitViewController in landscape: the primary column 320 pt (a sidebar
            # list under a large title, its selected row filled with the tint), the supplementary 375 pt
            # (a list with a back button), the secondary the rest; each column a navigation controller
            # with its own 50 pt bar at the iPad's 20-pt margins (the sidebar's at its rows' 24), one
            # status bar across them, a one-pixel separator at each later column's leading edge.
            ios: 17
            device: ipad-pro-13
            orientation: landscapeLeft
            content: {color: "#ffffff"}
            navigationItem: {title: "Message", rightBarButtonItems: [{systemItem: reply}, {systemItem: trash}]}
            statusBar: {}
            splitView:
              style: tripleColumn
              displayMode: twoBesideSecondary
              primaryColumnWidth: 320
              supplementaryColumnWidth: 375
              primary:
                navigationBar: {prefersLargeTitles: true}
                navigationItem: {title: "Mailboxes", rightBarButtonItems: [{systemItem: edit}]}
                sidebar:
                  sections:
                    - items: [{title: "All Inboxes"}, {systemItem: favorites}, {systemItem: recents}]
                    - header: "iCloud"
                      items: [{title: "Inbox"}, {title: "Drafts"}, {title: "Sent"}, {title: "Junk"}, {title: "Trash"}]
                  selectedIndex: 3
              supplementary:
                content: {list: {rows: 20, text: true, refreshing: false, contentOffset: 40}}
                navigationItem: {title: "Inbox", rightBarButtonItems: [{systemItem: compose}]}
                backItem: {title: "Mailboxes"}

            """,
        documented:
            "UISplitViewController: primary 320, supplementary 375 (iPadOS 18.0 decompile, _UISplitViewControllerStyle); each column's bar 50 pt",
        check: { r in
            let columns = r.scene.columns ?? []
            var problems: [String] = []
            let expected: [(String, Double, Double)] = [
                ("primary", 0, 320), ("supplementary", 320, 375), ("secondary", 695, 1376 - 695),
            ]
            if columns.map({ "\($0.name) \($0.x) \($0.scene.screen.widthPoints)" })
                != expected.map({ "\($0.0) \($0.1) \($0.2)" })
            {
                problems.append("columns laid out as \(columns.map { "\($0.name) at \($0.x)" })")
            }
            if columns.contains(where: {
                $0.scene.layout.navigationBar.y != 24 || $0.scene.layout.navigationBar.height < 50
            }) {
                problems.append("a column's bar is not at 24 pt, 50 pt or more high")
            }
            // The separators: one pixel of opaqueSeparator at the leading edge of each column
            // after the first, mid-screen (as an iPadOS 14.0 capture has it).
            for x in [320 * 2, 695 * 2]
            where r.image.color(x: x, y: 1000) != SemanticColors.opaqueSeparator.light {
                problems.append("no separator at pixel column \(x)")
            }
            return ScenarioVerdict(
                reading:
                    "columns \(columns.map { "\($0.name) \(PointRect.format($0.x))+\(PointRect.format($0.scene.screen.widthPoints))" }.joined(separator: ", "))",
                passed: problems.isEmpty, detail: problems.isEmpty ? "as documented" : problems.joined(separator: "; "))
        })

    /// iPadOS 18 and 26: a tab bar controller's tab bar floating at the top (`_UIFloatingTabBar`).
    static let floatingTabBars: [Scenario] = [
        floatingScenario(
            name: "ipados18-top-tab-bar", style: "light", ios: 18, device: "ipad-pro-11",
            title:
                "iPadOS 18 on iPad Pro 11-inch: the tab bar floats at the top centre, the selected tab on a white pill",
            frame: PointRect(x: 226.5, y: 29.25, width: 381, height: 40), bottomInset: 20),
        floatingScenario(
            name: "ipados18-top-tab-bar-dark", style: "dark", ios: 18, device: "ipad-pro-11",
            title: "iPadOS 18 on iPad Pro 11-inch, dark: the floating tab bar, the selected tab on a systemFill pill",
            frame: PointRect(x: 226.5, y: 29.25, width: 381, height: 40), bottomInset: 20),
        floatingScenario(
            name: "ipados26-top-tab-bar", style: "light", ios: 26, device: "ipad-air-11",
            title: "iPadOS 26 on iPad Air 11-inch: the floating tab bar on regular glass at the 32 pt safe area",
            frame: PointRect(x: 219.5, y: 31.5, width: 381, height: 44.5), bottomInset: 25),
    ]

    /// A floating tab bar's scene, checked by ``floating(_:frame:bottomInset:)``.
    static func floatingScenario(
        name: String, style: String, ios: Int, device: String, title: String, frame: PointRect, bottomInset: Double
    ) -> Scenario {
        let m = ios >= 26 ? FloatingTabBarMetrics.glass26 : .ipados18
        let measured = m.measuredLine != nil
        let frameNote =
            measured
            ? "The capsule's height and top were\n# measured on an iPadOS 18 capture (SwiftUI-Days: 40 pt, centred 49.25 pt down); its literals are UIKit's."
            : "The capsule's frame is an estimate\n# (never measured); its literals are UIKit's."
        return Scenario(
            name: name, title: title,
            yaml: """
                # iPadOS \(ios): a tab bar controller's tab bar floats at the top centre in regular width, titles only,
                # the capsule 4 pt around its items (margins \(PointRect.format(m.titleTop)) / 16 / \(PointRect.format(m.titleBottom)) / 16), the titles' baseline \(PointRect.format(m.safeAreaOffset)) pt below
                # the safe area's top; the list keeps only the bottom safe area. \(frameNote)
                ios: \(ios)
                device: \(device)
                userInterfaceStyle: \(style)
                content:
                  list: {rows: 30, text: true, refreshing: false}
                navigationBar: {prefersLargeTitles: true}
                navigationItem: {title: "Listen Now", rightBarButtonItems: [{systemItem: add}]}
                tabBar:
                  items: [{title: "Listen Now"}, {title: "Browse"}, {title: "Radio"}, {title: "Library"}]
                  selectedIndex: 0
                statusBar: {}

                """,
            documented:
                "\(m.source); capsule \(measured ? "at" : "estimated at") \(frame); list bottom inset \(PointRect.format(bottomInset)) (the safe area)",
            check: { r in floating(r, frame: frame, bottomInset: bottomInset) })
    }

    /// A floating tab bar against its frame (from the cited constants), no bottom tab bar, the
    /// list's bottom inset the safe area, and the selected item's pill in the pixels: its fill
    /// (white or systemFill on iPadOS 18, the lens colour on 26) over what lies beneath it.
    static func floating(_ r: RenderedScenario, frame: PointRect, bottomInset: Double) -> ScenarioVerdict {
        let s = r.scene, layout = s.layout, k = Double(s.device.scale)
        var problems: [String] = []
        guard let bars = try? s.barLayers(), let bar = bars.floatingTabBar,
            let pill = bar.first("_UITabSelectionView"), let fill = pill.backgroundColor
        else { return ScenarioVerdict(reading: "no floating tab bar", passed: false, detail: "no _UIFloatingTabBar") }
        if bar.frame != frame { problems.append("floating tab bar at \(bar.frame), not \(frame)") }
        if layout.tabBar != nil { problems.append("a tab bar laid out at the bottom") }
        if layout.contentInsetBottom != bottomInset {
            problems.append(
                "list bottom inset \(PointRect.format(layout.contentInsetBottom)), not \(PointRect.format(bottomInset))"
            )
        }
        // 6 pt into the pill (its title starts 16 in), at its middle.
        let (x, y) = (Int((frame.x + 4 + 6) * k), Int((frame.y + frame.height / 2) * k))
        var canvas = r.content
        var steps: [CompositeStep] = []
        for node in (try? s.barNodes(of: bars.drawingOrder)) ?? [] {
            steps += Compositor.render(node, onto: &canvas, probing: x, y)
        }
        let shown = r.image.color(x: x, y: y)
        if let i = steps.lastIndex(where: { $0.label == "_UITabSelectionView" }), i > 0 {
            let expected = fill.premultiplied.over(steps[i - 1].composite)
            if steps[i].composite != expected || canvas[x, y].straight != shown {
                problems.append("pill pixel \(shown.hex), not \(fill.hex) over \(steps[i - 1].composite.straight.hex)")
            }
        } else {
            problems.append("no pill at (\(x), \(y))")
        }
        return ScenarioVerdict(
            reading: "_UIFloatingTabBar \(bar.frame), pill \(fill.hex) → \(shown.hex) at (\(x), \(y))",
            passed: problems.isEmpty, detail: problems.isEmpty ? "as documented" : problems.joined(separator: "; "))
    }

    /// A scenario checked by ``pad(_:navigationBar:tabBar:hairline:)``.
    static func padScenario(
        name: String, title: String, yaml: String, documented: String, navigationBar: PointRect, tabBar: PointRect?,
        hairline: RGBA8?
    ) -> Scenario {
        Scenario(
            name: name, title: title, yaml: yaml, documented: documented,
            check: { r in pad(r, navigationBar: navigationBar, tabBar: tabBar, hairline: hairline) })
    }

    /// An iPad screen against its cited frames: the navigation bar's and the tab bar's frames
    /// as laid out, and in the pixels the hairline just below the navigation bar and just above
    /// the tab bar (or, with no `hairline`, the content there untouched: a glass bar has none).
    static func pad(_ r: RenderedScenario, navigationBar: PointRect, tabBar: PointRect?, hairline: RGBA8?)
        -> ScenarioVerdict
    {
        let layout = r.scene.layout, k = Double(r.scene.device.scale)
        var problems: [String] = []
        if layout.navigationBar != navigationBar {
            problems.append("navigation bar laid out at \(layout.navigationBar), not \(navigationBar)")
        }
        if layout.tabBar != tabBar {
            problems.append(
                "tab bar laid out at \(layout.tabBar.map { "\($0)" } ?? "none"), not \(tabBar.map { "\($0)" } ?? "none")"
            )
        }
        let below = Int((navigationBar.y + navigationBar.height) * k)
        if let hairline {
            problems += hairlineRows(
                r, [(below, "navigation bar")] + (tabBar.map { [(Int($0.y * k) - 1, "tab bar")] } ?? []),
                hairline: hairline)
        } else {
            let changed = (0..<r.image.width).filter {
                r.image.color(x: $0, y: below) != r.content.color(x: $0, y: below)
            }
            if !changed.isEmpty { problems.append("row \(below) below the glass bar differs from the content") }
        }
        return ScenarioVerdict(
            reading:
                "navigation bar \(layout.navigationBar), tab bar \(layout.tabBar.map { "\($0)" } ?? "none")",
            passed: problems.isEmpty, detail: problems.isEmpty ? "as documented" : problems.joined(separator: "; "))
    }
}
