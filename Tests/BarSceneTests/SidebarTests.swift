import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// Issue 45, items 3–5: sidebars. A split view's primary column in the sidebar list style
/// (iPadOS 14–17), measured against an iPadOS 14.0 capture (marcosatanaka's sidebar-ios14,
/// `Preview.png`, iPad Pro 11-inch in landscape), and a tab bar controller's sidebar
/// (`mode: tabSidebar`) on iPadOS 18 and 26.
@Suite struct SidebarTests {
    static func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(yaml, file: "s.yaml") }

    /// The capture's layout: a 320-pt sidebar column in landscape, the Music sample's sections.
    static let capture = """
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
                - header: Library
                  items: [{systemItem: history}, {systemItem: contacts}, {title: Albums}]
              selectedIndex: 6

        """

    static func sidebar(_ scene: Scene) throws -> (column: Scene, list: Layer) {
        let column = try #require(scene.columns?.first).scene
        return (column, try #require(try column.barLayers().sidebar))
    }

    /// Rows and headers where the capture has them: rows 44 pt from the large title's bottom
    /// (126 = 24 + 50 + 52), cells 16 pt in and 288 wide, a titled header 56 pt high with its
    /// baseline 40 below its top, a row's image centred 38 pt from the column's edge and its
    /// title at 62 (8 + 28 + 10 into the cell).
    @Test func rowsWhereTheCaptureHasThem() throws {
        let (column, list) = try Self.sidebar(try Self.parse(Self.capture))
        #expect(column.layout.contentTop == 126)
        let frames = list.children.map { "\($0.frame)" }
        #expect(
            frames == [
                "(16 126; 288 44)", "(16 170; 288 44)", "(16 214; 288 44)", "(16 258; 288 44)", "(16 302; 288 56)",
                "(16 358; 288 44)", "(16 402; 288 44)", "(16 446; 288 44)",
            ])
        let first = list.children[0]
        let image = try #require(first.first("UIImageView"))
        #expect(16 + image.frame.x + image.frame.width / 2 == 38)
        #expect(try #require(first.first("UILabel")).frame.x == 8 + 28 + 10)
        // A row without an image starts its title at the content's 8.
        #expect(try #require(list.children[7].first("UILabel")).frame.x == 8)
        let header = try #require(list.children[4].first("UILabel"))
        guard case let .text(_, color, _, baseline) = header.drawing else {
            Issue.record("the header draws no text")
            return
        }
        #expect(header.frame.y + baseline == 40)
        #expect(color == .black)
        #expect(list.backgroundColor == RGBA8(hex: "#f2f2f7"))
    }

    /// The selected row as captured: #007aff from x 16 to 304, y 446 to 490, its title white;
    /// the column's large title and Edit button at the rows' 24-pt margin; the separator at
    /// the secondary's first pixel.
    @Test func selectedRowAndMarginsInThePixels() throws {
        let scene = try Self.parse(Self.capture)
        let image = try SceneRenderer.render(scene)
        #expect(image.width == 2388 && image.height == 1668)
        for (x, y) in [(40, 940), (600, 940), (300, 893), (300, 979)] {
            #expect(image.color(x: x, y: y) == RGBA8(hex: "#007aff"))
        }
        for (x, y) in [(31, 940), (609, 940), (300, 889), (300, 981)] {
            #expect(image.color(x: x, y: y) == RGBA8(hex: "#f2f2f7"))
        }
        #expect(image.color(x: 640, y: 1500) == RGBA8(hex: "#c6c6c8"))
        #expect(image.color(x: 641, y: 1500) == .white)
        let (_, list) = try Self.sidebar(scene)
        let label = try #require(list.children[7].first("UILabel"))
        guard case let .text(line, color, _, _) = label.drawing else {
            Issue.record("the selected row draws no title")
            return
        }
        #expect(line.text == "Albums" && color == .white)
        // The Edit button's tinted ink ends at pixel 590 (295 pt); the capture's at 589: at the
        // rows' 24-pt margin, not the screen's 20 (which put it at 299).
        let tinted = (90..<130).flatMap { y in
            (0..<640).filter { x in
                let c = image.color(x: x, y: y)
                return c.b > 200 && c.r < 150
            }
        }
        #expect(tinted.max() == 590)
        // Its baseline 31 pt below the 50-pt bar's top (the 44-pt content 3 pt down): the ink's
        // last row is pixel 109, as in the capture.
        let rows = (48..<148).filter { y in
            (500..<640).contains { x in
                let c = image.color(x: x, y: y)
                return c.b > 200 && c.r < 150
            }
        }
        #expect(rows.last == 109)
    }

    /// `region: {navigationBar: primary}` cuts one column's bar strip: the primary's and the
    /// secondary's side by side are the whole strip, pixel for pixel; a column the scene does
    /// not show is refused.
    @Test func aRegionNamesAColumnsBar() throws {
        let strip = try SceneRenderer.render(try Self.parse(Self.capture + "region: navigationBar\n"))
        let primary = try SceneRenderer.render(try Self.parse(Self.capture + "region: {navigationBar: primary}\n"))
        let secondary = try SceneRenderer.render(
            try Self.parse(Self.capture + "region: {navigationBar: secondary}\n"))
        #expect(primary.width == 640 && secondary.width == 2388 - 640)
        #expect(primary.height == strip.height && secondary.height == strip.height)
        var mismatches = 0
        for y in 0..<strip.height {
            for x in 0..<strip.width {
                let part = x < 640 ? primary.color(x: x, y: y) : secondary.color(x: x - 640, y: y)
                if part != strip.color(x: x, y: y) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        // Right to left the secondary is at the left: its strip ends with the separator, the
        // primary's (the first column) has none.
        let rtl = try SceneRenderer.render(
            try Self.parse(Self.capture + "locale: ar\nregion: {navigationBar: secondary}\n"))
        let rtlPrimary = try SceneRenderer.render(
            try Self.parse(Self.capture + "locale: ar\nregion: {navigationBar: primary}\n"))
        #expect(rtl.color(x: rtl.width - 1, y: rtl.height - 1) == RGBA8(hex: "#c6c6c8"))
        for x in [0, rtlPrimary.width - 1] {
            #expect(rtlPrimary.color(x: x, y: rtlPrimary.height - 1) != RGBA8(hex: "#c6c6c8"))
        }
        let written = try Self.parse(Self.capture + "region: {navigationBar: primary}\n")
        #expect(written.yamlText.contains("region: {navigationBar: primary}\n"))
        #expect(try Self.parse(written.yamlText) == written)
        do {
            _ = try Self.parse(Self.capture + "region: {navigationBar: supplementary}\n").barLayers()
            Issue.record("a column the scene does not show was drawn")
        } catch {
            #expect(
                "\(error)"
                    == "s.yaml:19: region: names the supplementary column, but the scene shows primary, secondary; name one of them"
            )
        }
    }

    /// A tab bar controller in `mode: tabSidebar` on iPadOS 18: two columns, no tab bar; its
    /// rows are the tabs; hidden, the tabs float at the top; on a phone, the bottom tab bar.
    @Test func tabSidebarColumns() throws {
        func scene(ios: Int = 18, device: String = "ipad-pro-11", extra: String = "") throws -> Scene {
            try Self.parse(
                """
                ios: \(ios)
                device: \(device)
                orientation: \(device.hasPrefix("ipad") ? "landscapeLeft" : "portrait")
                content: {color: "#ffffff"}
                navigationItem: {title: "Library"}
                tabBar: {mode: tabSidebar, items: [{systemItem: featured}, {systemItem: recents}], selectedIndex: 1\(extra)}

                """)
        }
        let shown = try scene()
        let columns = try #require(shown.columns)
        #expect(columns.map(\.name) == ["sidebar", "secondary"])
        #expect(columns.map(\.x) == [0, 320])
        #expect(columns.map(\.scene.screen.widthPoints) == [320, 1210 - 320])
        let bars = try columns[0].scene.barLayers()
        #expect(bars.tabBar == nil && bars.floatingTabBar == nil)
        let list = try #require(bars.sidebar)
        #expect(list.children.count == 2)
        let pill = try #require(list.children[1].first("_UISystemBackgroundView"))
        #expect(pill.backgroundColor == .white)
        #expect(pill.shadows == [SidebarMetrics.pillShadow])
        if case let .backdrop(settings) = list.effect {
            #expect(settings.stages == BlurStyle.systemMaterial.material(.light).backdrop)
        } else {
            Issue.record("the tab sidebar has no material")
        }
        let hidden = try scene(extra: ", sidebar: {hidden: true}")
        #expect(hidden.columns == nil)
        #expect(try hidden.barLayers().floatingTabBar != nil)
        // Upright the sidebar hides unless the scene shows it (UIKit's default: shown in landscape).
        let upright = try Self.parse(
            "ios: 18\ndevice: ipad-pro-11\ncontent: {color: \"#ffffff\"}\nnavigationItem: {title: T}\ntabBar: {mode: tabSidebar, items: [{title: A}, {title: B}]}\n"
        )
        #expect(upright.columns == nil)
        #expect(try upright.barLayers().floatingTabBar != nil)
        let shownUpright = try Self.parse(
            "ios: 18\ndevice: ipad-pro-11\ncontent: {color: \"#ffffff\"}\nnavigationItem: {title: T}\ntabBar: {mode: tabSidebar, sidebar: {hidden: false}, items: [{title: A}, {title: B}]}\n"
        )
        #expect(shownUpright.columns?.map(\.x) == [0, 320])
        let written = shownUpright.yamlText
        #expect(try Self.parse(written) == shownUpright)
        let phone = try scene(device: "iphone-15")
        #expect(phone.columns == nil)
        #expect(try phone.barLayers().tabBar != nil)
        // iPadOS 26: the rows on a glass platter 10 pt from the top, the leading edge and the bottom.
        let glass = try #require(try scene(ios: 26, device: "ipad-air-11").columns)
        let platter = try #require(try glass[0].scene.barLayers().sidebar?.first("_UISidebarPlatterView"))
        #expect(platter.frame == PointRect(x: 10, y: 10, width: 310, height: 820 - 20))
        #expect(platter.shape == .roundedRectangle(radius: 22, curve: .continuous))
    }

    /// Tab groups (`UITabGroup`): each a section under its title after the tabs, a group's tab
    /// selectable by its place after them; `automatic` with groups shows the sidebar; a group
    /// where no sidebar is drawn is refused, and a badge in a group is named by its own key.
    @Test func tabGroupsAreSectionsOfTheSidebar() throws {
        func yaml(ios: Int = 18, device: String = "ipad-pro-11", mode: String = "", extra: String = "") -> String {
            """
            ios: \(ios)
            device: \(device)
            orientation: landscapeLeft
            content: {color: "#ffffff"}
            navigationItem: {title: "Library"}
            tabBar: {\(mode)items: [{title: Home}, {title: Search}], groups: [{title: Library, items: [{title: Albums}, {title: Songs\(extra)}]}], selectedIndex: 3}

            """
        }
        let scene = try Self.parse(yaml(mode: "mode: tabSidebar, "))
        let (_, list) = try Self.sidebar(scene)
        let labels = list.children.compactMap { cell -> String? in
            guard case let .text(line, _, _, _) = cell.first("UILabel")?.drawing else { return nil }
            return line.text
        }
        #expect(labels == ["Home", "Search", "Library", "Albums", "Songs"])
        #expect(list.children[2].frame.height == 56)
        #expect(list.children[4].first("_UISystemBackgroundView") != nil)
        // `automatic` with a group: the sidebar too.
        #expect(try Self.parse(yaml()).columns?.map(\.name) == ["sidebar", "secondary"])
        #expect(try Self.parse(Self.parse(yaml()).yamlText) == Self.parse(yaml()))
        func refusal(_ text: String) -> String {
            do {
                _ = try Self.parse(text).barLayers()
                return "drawn"
            } catch { return "\(error)" }
        }
        #expect(
            refusal(yaml(device: "iphone-15"))
                == "s.yaml:6: tabBar.groups: tab groups are drawn in an iPad's tab sidebar only (iPadOS 18+, regular width, not hidden); a group's tab in the tab bar is not modelled yet: remove groups, use an iPad on iOS 18, or show the sidebar with sidebar: {hidden: false}"
        )
        #expect(
            refusal(yaml().replacingOccurrences(of: "{title: Library, items:", with: "{items:"))
                == "s.yaml:6: tabBar.groups[0]: a tab group needs its title and items, such as {title: Library, items: [{title: Albums}]}"
        )
        #expect(
            refusal(yaml(extra: ", badgeValue: \"1\""))
                == "s.yaml:6: tabBar.groups[0].items[1].badgeValue: a badge in a sidebar row is not modelled yet; remove badgeValue"
        )
    }

    /// SwiftUI's `tabViewStyle(.sidebarAdaptable)` is the tab bar controller's `tabSidebar` mode:
    /// a sidebar on an iPad in landscape, the bottom tab bar on a phone; the scene writes back
    /// the modifier, not the mode.
    @Test func sidebarAdaptableIsTheTabSidebarMode() throws {
        func scene(_ device: String) throws -> Scene {
            try Self.parse(
                """
                ios: 18
                device: \(device)
                orientation: \(device.hasPrefix("ipad") ? "landscapeLeft" : "portrait")
                content: {color: "#ffffff"}
                swiftUI:
                  navigationTitle: Library
                  tabs: [{title: Home}, {title: Search}]
                  tabViewStyle: sidebarAdaptable

                """)
        }
        let pad = try scene("ipad-pro-11")
        #expect(pad.tabBar?.mode == .tabSidebar)
        #expect(pad.columns?.map(\.name) == ["sidebar", "secondary"])
        #expect(pad.swiftUILowering.map(\.uikitKey).contains("tabBar.mode"))
        let written = pad.yamlText
        #expect(!written.contains("mode:"))
        #expect(try Self.parse(written) == pad)
        let phone = try scene("iphone-16")
        #expect(phone.columns == nil)
        #expect(try phone.barLayers().tabBar != nil)
    }

    /// Right to left the sidebar is at the right, its separator at the secondary's trailing
    /// edge, which now meets it.
    @Test func rightToLeftMirrorsTheColumns() throws {
        let scene = try Self.parse(Self.capture + "locale: ar\n")
        #expect(try #require(scene.columns).map(\.x) == [1194 - 320, 0])
        let image = try SceneRenderer.render(scene)
        #expect(image.color(x: 2 * (1194 - 320) - 1, y: 1500) == RGBA8(hex: "#c6c6c8"))
        #expect(image.color(x: 2 * (1194 - 320), y: 1500) == RGBA8(hex: "#f2f2f7"))
    }

    /// What does not exist or is not modelled is refused, word for word.
    @Test func refusals() throws {
        func message(_ yaml: String) -> String {
            do {
                _ = try SceneRenderer.render(try Self.parse(yaml))
                return "drawn"
            } catch { return "\(error)" }
        }
        let tab = """
            device: ipad-pro-11
            orientation: landscapeLeft
            content: {color: "#ffffff"}
            navigationItem: {title: "T"}

            """
        #expect(
            message("ios: 17\n" + tab + "tabBar: {mode: tabSidebar, items: [{title: A}]}\n")
                == "s.yaml:6: tabBar.mode: UITabBarController.mode arrives with iOS 18; use ios: 18, or remove the key")
        #expect(
            message("ios: 18\n" + tab + "tabBar: {sidebar: {hidden: true}, items: [{title: A}]}\n")
                == "s.yaml:6: tabBar.sidebar: a tab bar controller has a sidebar in mode tabSidebar only; add mode: tabSidebar, or remove sidebar"
        )
        #expect(
            message("ios: 18\n" + tab + "tabBar: {mode: tabSidebar, items: [{title: A, badgeValue: \"2\"}]}\n")
                == "s.yaml:6: tabBar.items[0].badgeValue: a badge in a sidebar row is not modelled yet; remove badgeValue"
        )
        #expect(
            message(
                "ios: 13\n" + tab + "splitView: {primary: {sidebar: {items: [{title: A}]}}}\n")
                == "s.yaml:6: splitView.primary.sidebar: the sidebar list style arrives with iOS 14; use ios: 14, or remove sidebar"
        )
        #expect(
            message(
                "ios: 17\n" + tab + "splitView: {primary: {sidebar: {items: [{title: A}], selectedIndex: 3}}}\n")
                == "s.yaml:6: splitView.primary.sidebar.selectedIndex: selects row 3 of 1; use 0 to 0, or none")
        #expect(
            message("ios: 17\n" + tab + "splitView: {primary: {sidebar: {items: []}}}\n")
                == "s.yaml:6: splitView.primary.sidebar.items: holds no rows; give at least one, such as [{title: Inbox}]"
        )
    }
}
