import BarLayers
import BarScene
import Compositing
import Raster

/// iPad sidebars: a split view's primary column in the sidebar list style (iPadOS 14–17), and a
/// tab bar controller's sidebar (`mode: tabSidebar`) on iPadOS 18 and 26, each checked against
/// the numbers its ``SidebarMetrics`` cite.
extension Gallery {
    static let sidebars: [Scenario] = [
        Scenario(
            name: "ipados14-sidebar-ipad-pro-11",
            title:
                "iPadOS 14 sidebar on iPad Pro 11-inch: a 320 pt primary column in the sidebar list style, the selected row filled with the tint",
            yaml: """
                # The iPadOS 14.0 capture's layout (marcosatanaka's sidebar-ios14, Preview.png), with system
                # items for its symbols: a double-column split view in landscape, the primary a sidebar list on
                # #f2f2f7 under a large title, rows 44 pt from the title's bottom, cells inset 16 pt, a titled
                # section's header 56 pt, the selected row #007aff with white text; the bar's items at the rows'
                # 24-pt margin; a #c6c6c8 pixel at the secondary's leading edge.
                ios: 14
                device: ipad-pro-11-2018
                orientation: landscapeLeft
                content: {color: "#ffffff"}
                navigationBar: {prefersLargeTitles: true}
                navigationItem: {title: "Albums", rightBarButtonItems: [{title: "Sort"}]}
                statusBar: {}
                splitView:
                  displayMode: oneBesideSecondary
                  primary:
                    navigationBar: {prefersLargeTitles: true}
                    navigationItem: {title: "Music", rightBarButtonItems: [{systemItem: edit}]}
                    sidebar:
                      sections:
                        - items: [{systemItem: featured}, {systemItem: mostViewed}, {systemItem: recents}, {systemItem: search}]
                        - header: "Library"
                          items: [{systemItem: history}, {systemItem: contacts}, {title: "Albums"}, {systemItem: downloads}, {systemItem: bookmarks}, {systemItem: favorites}]
                        - header: "Playlists"
                          items: [{title: "All Playlists"}, {title: "Replay 2015"}, {title: "Replay 2016"}, {title: "Replay 2017"}]
                      selectedIndex: 6

                """,
            documented:
                "iPadOS 14.0 capture (sidebar-ios14 Preview.png): selected row (16, 446; 288 × 44) #007aff, background #f2f2f7, separator #c6c6c8 at x 320",
            check: { r in
                sidebarCapture(r)
            }),
        tabSidebarScenario(name: "ipados18-tab-sidebar", ios: 18, style: "light", device: "ipad-pro-11"),
        tabSidebarScenario(name: "ipados18-tab-sidebar-dark", ios: 18, style: "dark", device: "ipad-pro-11"),
        tabSidebarScenario(name: "ipados26-tab-sidebar", ios: 26, style: "light", device: "ipad-air-11"),
    ]

    /// The iPadOS 14 sidebar against the capture's numbers: the selected row's frame and fill,
    /// the list's background, the separator.
    static func sidebarCapture(_ r: RenderedScenario) -> ScenarioVerdict {
        var problems: [String] = []
        guard let columns = r.scene.columns, let primary = columns.first,
            let list = try? primary.scene.barLayers().sidebar
        else { return ScenarioVerdict(reading: "no sidebar", passed: false, detail: "no sidebar column") }
        let selected = list.children.first { $0.first("_UISystemBackgroundView") != nil }
        let expected = PointRect(x: 16, y: 446, width: 288, height: 44)
        if selected?.frame != expected {
            problems.append("selected row at \(selected.map { "\($0.frame)" } ?? "none"), not \(expected)")
        }
        let image = r.image
        let checks: [(String, Int, Int, RGBA8)] = [
            ("selected row", 120, 900, RGBA8(hex: "#007aff")!), ("background", 300, 1500, RGBA8(hex: "#f2f2f7")!),
            ("separator", 640, 1500, RGBA8(hex: "#c6c6c8")!), ("secondary", 641, 1500, .white),
        ]
        for (what, x, y, color) in checks where image.color(x: x, y: y) != color {
            problems.append("\(what) at (\(x), \(y)) is \(image.color(x: x, y: y).hex), not \(color.hex)")
        }
        return ScenarioVerdict(
            reading:
                "selected row \(selected.map { "\($0.frame)" } ?? "none"), pixels \(checks.map { image.color(x: $0.1, y: $0.2).hex })",
            passed: problems.isEmpty, detail: problems.isEmpty ? "as captured" : problems.joined(separator: "; "))
    }

    /// A tab bar controller in `mode: tabSidebar` on an iPad in landscape.
    static func tabSidebarScenario(name: String, ios: Int, style: String, device: String) -> Scenario {
        Scenario(
            name: name,
            title:
                "iPadOS \(ios) tab sidebar on \(device)\(style == "dark" ? ", dark" : ""): the tabs in a 320 pt sidebar, the selected one on a pill",
            yaml: """
                # A UITabBarController in mode tabSidebar: its tabs in a sidebar at the leading edge (320 pt),
                # a UITabGroup as a section under its title, the selected tab's navigation controller beside it. iPadOS 18: systemMaterial under the rows,
                # the selected row a white pill (light) or secondarySystemFill (dark) under bold tinted text;
                # iPadOS 26: the rows on a floating glass platter inset 10 pt. The row look of iPadOS 18 is
                # UIKit's; its geometry and the platter's glass are estimates (see docs/sources.md).
                ios: \(ios)
                device: \(device)
                orientation: landscapeLeft
                userInterfaceStyle: \(style)
                content: {list: {rows: 12, text: true, refreshing: false, style: insetGrouped}}
                navigationBar: {prefersLargeTitles: true}
                navigationItem: {title: "Library"}
                statusBar: {}
                tabBar:
                  mode: tabSidebar
                  items: [{systemItem: featured}, {systemItem: recents}, {systemItem: search}]
                  groups:
                    - title: "Collections"
                      items: [{systemItem: favorites}, {systemItem: downloads}, {systemItem: bookmarks}]
                  selectedIndex: 1

                """,
            documented: "sidebar 320 pt (_currentSidebarWidth), selected row 44 pt, its fill over what is beneath",
            check: { r in tabSidebar(r) })
    }

    /// A tab sidebar: two columns (the sidebar 320 wide), no tab bar drawn, and the selected
    /// row's fill in the pixels over what lies beneath it.
    static func tabSidebar(_ r: RenderedScenario) -> ScenarioVerdict {
        var problems: [String] = []
        guard let columns = r.scene.columns, columns.count == 2, let bars = try? columns[0].scene.barLayers(),
            let list = bars.sidebar, let fill = list.first("_UISystemBackgroundView")
        else { return ScenarioVerdict(reading: "no tab sidebar", passed: false, detail: "no sidebar column") }
        if columns.map(\.x) != [0, 320] || columns[0].scene.screen.widthPoints != 320 {
            problems.append("columns at \(columns.map(\.x)), sidebar \(columns[0].scene.screen.widthPoints) wide")
        }
        if bars.tabBar != nil || bars.floatingTabBar != nil { problems.append("a tab bar drawn beside the sidebar") }
        guard let cell = list.children.first(where: { $0.first("_UISystemBackgroundView") != nil }),
            let color = fill.backgroundColor
        else { return ScenarioVerdict(reading: "no selected row", passed: false, detail: "no selected row") }
        if cell.frame.height != 44 { problems.append("selected row \(cell.frame.height) pt high, not 44") }
        // 3 pt into the pill, at its middle: the fill over what is beneath it.
        let k = Double(r.scene.device.scale)
        let (x, y) = (Int((cell.frame.x + 3) * k), Int((cell.frame.y + cell.frame.height / 2) * k))
        var canvas = r.content
        var steps: [CompositeStep] = []
        for node in (try? columns[0].scene.barNodes(of: bars.everything)) ?? [] {
            steps += Compositor.render(node, onto: &canvas, probing: x, y)
        }
        if let i = steps.lastIndex(where: { $0.label == "_UISystemBackgroundView" }), i > 0 {
            let expected = color.premultiplied.over(steps[i - 1].composite)
            if steps[i].composite != expected || r.image.color(x: x, y: y) != expected.straight {
                problems.append(
                    "pill pixel \(r.image.color(x: x, y: y).hex), not \(color.hex) over \(steps[i - 1].composite.straight.hex)"
                )
            }
        } else {
            problems.append("no pill at (\(x), \(y))")
        }
        return ScenarioVerdict(
            reading: "sidebar 320 pt, selected row \(cell.frame), pill \(color.hex) → \(r.image.color(x: x, y: y).hex)",
            passed: problems.isEmpty, detail: problems.isEmpty ? "as documented" : problems.joined(separator: "; "))
    }
}
