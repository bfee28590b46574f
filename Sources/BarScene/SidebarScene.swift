import BarLayers
import Raster

/// A sidebar list in a scene's view (``Scene/sidebar``): its rows, what is under them and the
/// colour of its images and selection.
package struct SceneSidebar: Sendable, Equatable {
    package var list: SidebarList
    package var background: Sidebar.Background
    package var tint: RGBA8?

    package init(list: SidebarList, background: Sidebar.Background, tint: RGBA8?) {
        self.list = list
        self.background = background
        self.tint = tint
    }
}

extension Scene {
    /// Whether a tab bar controller shows its tabs in a sidebar: `mode: tabSidebar`, the
    /// sidebar not hidden, on an iPad in regular width on a release whose tab bar floats
    /// (iPadOS 18+). Otherwise a `tabSidebar` controller shows its tab bar (Apple,
    /// `UITabBarController.Mode.tabSidebar`: the sidebar or the tab bar by context on iPad, the
    /// tab bar on iPhone).
    package var showsTabSidebar: Bool {
        // Unless the scene says, the sidebar shows in landscape and hides upright (Apple,
        // "Elevating your iPad app with a tab bar and sidebar", as software-mansion's
        // react-native-screens pull request 3236 reads it: the sidebar's default in landscape).
        guard splitView == nil, let tabBar, !tabBar.isStandalone, tabBar.wantsSidebar,
            !(tabBar.sidebarHidden ?? !screen.showsTabSidebarByDefault),
            let pad = screen.padBars, pad.floatingTabBar
        else { return false }
        return true
    }

    /// A tab sidebar's rows: the tabs, then each group under its title.
    var tabSidebarList: SidebarList? {
        guard let tabBar else { return nil }
        return SidebarList(
            sections: [SidebarList.Section(items: tabBar.tabItems)] + tabBar.tabGroups,
            selectedIndex: tabBar.selectedIndex)
    }

    /// A tab sidebar's two columns: the sidebar at the leading edge (``SidebarMetrics/width``),
    /// its rows the tabs, and the selected tab's navigation controller beside it. UIKit's
    /// header says the sidebar's automatic layout "resolves to overlap" on iOS (UIKit's
    /// `UITabBarControllerSidebarLayout`, as objc2-ui-kit's generated bindings restate it): the
    /// selected view controller renders underneath the sidebar, its content anchored to the
    /// safe area beside it. BarScope draws the content beside the sidebar, where that anchoring
    /// puts it, and the content's background beneath the sidebar's material or glass.
    var tabSidebarColumns: [(name: String, scene: Scene, x: Double)]? {
        guard showsTabSidebar, let tabBar, let metrics = SidebarMetrics.metrics(for: drawnRelease) else { return nil }
        var column = SplitColumn()
        // The sidebar overlaps the selected view controller: its background lies beneath.
        column.content = .color(contentBackground)
        var sidebar = columnScene(column, width: metrics.width)
        sidebar.tabBar = nil
        sidebar.sidebar = SceneSidebar(list: tabSidebarList!, background: .material, tint: tabBar.tintColor)
        var content = columnScene(nil, width: screen.widthPoints - metrics.width)
        content.tabBar = nil
        return mirroredForDirection([("sidebar", sidebar, 0), ("secondary", content, metrics.width)])
    }

    /// The colour behind the content: a colour's own, a list's background (its table's, or the
    /// grouped background of an inset-grouped one), or the system background under a picture.
    var contentBackground: RGBA8 {
        switch content {
        case let .color(color): return color
        case let .list(list): return list.palette(release: drawnRelease, style: userInterfaceStyle).background
        case .image, .png: return SemanticColors.systemBackground.resolved(userInterfaceStyle)
        }
    }

    /// The sidebar list's view tree, or nil without one.
    func sidebarLayer(traits: Traits) throws(SceneError) -> Layer? {
        guard let sidebar, let metrics = SidebarMetrics.metrics(for: drawnRelease) else { return nil }
        do {
            return try Sidebar.build(
                sidebar.list, metrics: metrics, background: sidebar.background, traits: traits,
                width: screen.widthPoints, height: screen.heightPoints, contentTop: layout.contentTop,
                tint: sidebar.tint, direction: layoutDirection)
        } catch {
            throw SceneError(code: .font, file: source, key: "fonts", message: "\(error)")
        }
    }

    /// What a sidebar asks for that BarScope does not draw, or that does not exist.
    var sidebarRefusal: SceneRefusal? {
        if let tabBar {
            if tabBar.mode != .automatic, !drawnRelease.offers(.tabBarControllerMode) {
                return SceneRefusal(
                    key: "tabBar.mode",
                    message: "UITabBarController.mode arrives with iOS 18; use ios: 18, or remove the key")
            }
            if !tabBar.tabGroups.isEmpty, !showsTabSidebar {
                return SceneRefusal(
                    key: "tabBar.groups",
                    message:
                        "tab groups are drawn in an iPad's tab sidebar only (iPadOS 18+, regular width, not hidden); a group's tab in the tab bar is not modelled yet: remove groups, use an iPad on iOS 18, or show the sidebar with sidebar: {hidden: false}",
                    code: .notModelled)
            }
            if tabBar.sidebarHidden != nil, !tabBar.wantsSidebar {
                return SceneRefusal(
                    key: "tabBar.sidebar",
                    message:
                        "a tab bar controller has a sidebar in mode tabSidebar only; add mode: tabSidebar, or remove sidebar"
                )
            }
        }
        let lists: [(String, SidebarList)]
        if showsTabSidebar, let list = tabSidebarList {
            lists = [("tabBar", list)]
            if transition != nil {
                return SceneRefusal(
                    key: "transition",
                    message: "a transition beside a tab sidebar is not modelled yet; remove transition",
                    code: .notModelled)
            }
            if region != .screen, region != .navigationBar {
                return SceneRefusal(
                    key: "region",
                    message:
                        "a tab sidebar is drawn as the whole screen or its columns' navigation bars; use screen or navigationBar",
                    code: .notModelled)
            }
        } else if let split = splitView {
            lists = [("splitView.primary", split.primary), ("splitView.supplementary", split.supplementary)]
                .compactMap { key, column in column?.sidebar.map { (key + ".sidebar", $0) } }
            if !lists.isEmpty, !drawnRelease.offers(.sidebarLists) {
                return SceneRefusal(
                    key: lists[0].0,
                    message: "the sidebar list style arrives with iOS 14; use ios: 14, or remove sidebar")
            }
        } else {
            return nil
        }
        for (key, list) in lists {
            let items = list.items
            if key != "tabBar", let selected = list.selectedIndex, selected >= items.count {
                return SceneRefusal(
                    key: key + ".selectedIndex",
                    message: "selects row \(selected) of \(items.count); use 0 to \(items.count - 1), or none")
            }
            // Each row with the key it was written at.
            var rows: [(String, TabBarItem)] = []
            for (number, section) in list.sections.enumerated() {
                let sectionKey: String
                if key == "tabBar" {
                    sectionKey = number == 0 ? "tabBar.items" : "tabBar.groups[\(number - 1)].items"
                } else {
                    sectionKey =
                        list.sections.count == 1 && section.header == nil
                        ? key + ".items" : key + ".sections[\(number)].items"
                }
                rows += section.items.enumerated().map { ("\(sectionKey)[\($0.offset)]", $0.element) }
            }
            for (itemKey, item) in rows {
                if item.badgeValue != nil {
                    return SceneRefusal(
                        key: "\(itemKey).badgeValue",
                        message: "a badge in a sidebar row is not modelled yet; remove badgeValue", code: .notModelled)
                }
                if !item.isEnabled || item.isSearchTab || !item.appearances.isEmpty {
                    return SceneRefusal(
                        key: itemKey,
                        message:
                            "a disabled, search or styled tab in a sidebar is not modelled yet; remove isEnabled, role and the appearances",
                        code: .notModelled)
                }
            }
        }
        return nil
    }
}

extension BarAppearance {
    /// Whether a tab bar controller shows a sidebar where it can: `mode: tabSidebar`, or
    /// `automatic` with tab groups (Apple, `UITabBarController.Mode.automatic`: sidebar-capable
    /// when its tabs hold a `UITabGroup`).
    var wantsSidebar: Bool { mode == .tabSidebar || (mode == .automatic && !tabGroups.isEmpty) }
}
