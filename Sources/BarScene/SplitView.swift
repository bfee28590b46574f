import BarLayers
import Raster

/// A `UISplitViewController` on an iPad (`splitView:`): two or three columns side by side, each a
/// navigation controller with its own navigation bar, items, appearance and content. The scene's
/// own `navigationBar`, `navigationItem`, `content` and `toolbar` are the secondary column's;
/// `primary` (and `supplementary` in a triple-column split) hold the others.
///
/// Each column is drawn as UIKit draws a navigation controller of its width: a view of the
/// column's size on the iPad's screen (``Scene/columns``), under the one status bar.
package struct SplitView: Sendable, Equatable {
    /// `UISplitViewController.Style`.
    package enum Style: String, Sendable, CaseIterable {
        case doubleColumn, tripleColumn
    }

    /// `UISplitViewController.DisplayMode`, the modes that show columns side by side.
    package enum DisplayMode: String, Sendable, CaseIterable {
        /// UIKit chooses (``SplitMetrics/tiles(width:landscape:)``).
        case automatic
        /// The secondary column alone.
        case secondaryOnly
        /// The primary (double) or the supplementary (triple) column beside the secondary.
        case oneBesideSecondary
        /// The primary and the supplementary beside the secondary (triple column).
        case twoBesideSecondary
    }

    package var style = Style.doubleColumn
    package var displayMode = DisplayMode.automatic
    /// `preferredPrimaryColumnWidth`; nil for UIKit's default (``SplitMetrics/primaryColumnWidth``).
    package var primaryColumnWidth: Double?
    /// `preferredSupplementaryColumnWidth`; nil for ``SplitMetrics/supplementaryColumnWidth``.
    package var supplementaryColumnWidth: Double?
    package var primary = SplitColumn()
    package var supplementary: SplitColumn?

    package init() {}
}

/// One column of a split view: what its navigation controller shows.
package struct SplitColumn: Sendable, Equatable {
    package var content = SceneContent.color(SemanticColors.systemBackground.light)
    package var navigationBar = BarAppearance()
    /// The column's list in the sidebar style (`sidebar:`), drawn in place of its content:
    /// iPadOS 14+'s primary column (``SidebarMetrics``).
    package var sidebar: SidebarList?

    package init() {}
}

/// The split view's numbers, each with its source: UIKitCore decompiled from the iPadOS 18.0
/// restore image (EthanArbuckle's repositories on GitHub), `_UISplitViewControllerStyle`
/// `-defaultMaximumWidthForColumn:withSize:splitBehavior:` and `-splitBehaviorForSize:`, and
/// Apple's documentation of `maximumPrimaryColumnWidth` ("automaticDimension … corresponds to a
/// minimum width of 320 points").
package enum SplitMetrics {
    /// The primary column's width: 320 (the decompile's general default; wider screens may use
    /// an extra-wide primary column of 375 or 414, whose condition was not read: medium).
    package static let primaryColumnWidth = 320.0
    /// The supplementary column's width in a triple-column split: 375 (the same method).
    package static let supplementaryColumnWidth = 375.0
    /// Columns tile (sit beside the secondary) in landscape from 1024 pt wide, and upright only
    /// above 1194 pt, which no iPad is: upright, `automatic` shows the secondary alone, the
    /// others overlaying it when shown (`-splitBehaviorForSize:`; medium, the branch's reading).
    package static let landscapeTileWidth = 1024.0
    package static let portraitTileWidth = 1194.0
    /// The line between two columns: one pixel of `opaqueSeparator` (`#c6c6c8` in light) at the
    /// next column's leading edge, as an iPadOS 14.0 capture shows it (marcosatanaka's
    /// sidebar-ios14 `Preview.png`: the sidebar's `#f2f2f7` to x 319.5, `#c6c6c8` at 320).
    package static let separator = SemanticColors.opaqueSeparator

    /// Whether the columns tile on a screen `width` points wide.
    package static func tiles(width: Double, landscape: Bool) -> Bool {
        landscape ? width >= landscapeTileWidth : width > portraitTileWidth
    }
}

extension Scene {
    /// The columns a split view shows, leading first, each as the scene of a view of its width
    /// under the status bar, and its leading edge in points; nil without `splitView:`.
    package var columns: [(name: String, scene: Scene, x: Double)]? {
        guard let split = splitView else { return tabSidebarColumns }
        let screen = self.screen
        let width = screen.widthPoints
        let primary = split.primaryColumnWidth ?? SplitMetrics.primaryColumnWidth
        let supplementary = split.supplementaryColumnWidth ?? SplitMetrics.supplementaryColumnWidth
        var pieces: [(String, SplitColumn?, Double)] = []
        switch shownDisplayMode {
        case .automatic, .secondaryOnly: break
        case .oneBesideSecondary:
            pieces =
                split.style == .tripleColumn
                ? [("supplementary", split.supplementary, supplementary)] : [("primary", split.primary, primary)]
        case .twoBesideSecondary:
            pieces = [("primary", split.primary, primary), ("supplementary", split.supplementary, supplementary)]
        }
        var x = 0.0
        var columns: [(name: String, scene: Scene, x: Double)] = []
        for (name, column, columnWidth) in pieces {
            columns.append((name, columnScene(column, width: columnWidth), x))
            x += columnWidth
        }
        columns.append(("secondary", columnScene(nil, width: width - x), x))
        return mirroredForDirection(columns)
    }

    /// Columns laid out from the leading edge, placed on the screen: right to left the first
    /// column is at the right (UIKit mirrors a split view and a tab sidebar with the layout
    /// direction).
    func mirroredForDirection(_ columns: [(name: String, scene: Scene, x: Double)])
        -> [(name: String, scene: Scene, x: Double)]
    {
        guard layoutDirection == .rightToLeft else { return columns }
        let width = screen.widthPoints
        return columns.map { ($0.name, $0.scene, width - $0.x - $0.scene.screen.widthPoints) }
    }

    /// The display mode drawn: `automatic` resolved as UIKit resolves it on this screen.
    package var shownDisplayMode: SplitView.DisplayMode {
        guard let split = splitView else { return .secondaryOnly }
        guard split.displayMode == .automatic else { return split.displayMode }
        guard SplitMetrics.tiles(width: screen.widthPoints, landscape: orientation.isLandscape) else {
            return .secondaryOnly
        }
        return split.style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// A column as a scene: this scene's settings on a view of the column's width and the
    /// screen's height, its bars starting where the screen's do, its safe area's bottom the
    /// screen's; the column's own bar and content (the secondary keeps the scene's).
    func columnScene(_ column: SplitColumn?, width: Double) -> Scene {
        var scene = self
        let screen = self.screen
        let sized = Device.view(
            width: Int(width.rounded()), height: Int(screen.heightPoints), scale: screen.scale,
            safeAreaTop: screen.navigationBarTop, safeAreaBottom: screen.bottomSafeAreaInset)
        // The column keeps its iPad's wide 20-pt margins however narrow it is (an iPadOS 14.0
        // capture, sidebar-ios14's `Preview.png`: a 320-pt primary column's Edit button ends
        // 20 pt from its edge; ``PadScreen/device``).
        var view = Device(
            id: sized.id, name: sized.name + ", a column of \(device.name)", widthPoints: sized.widthPoints,
            heightPoints: sized.heightPoints, scale: sized.scale, statusBarHeight: sized.statusBarHeight,
            homeIndicatorInset: sized.homeIndicatorInset, isPlus: device.isPlus,
            source: "a column of \(device.name): its width, the screen's height, safe area and margins")
        view.idiom = .pad
        scene.device = view
        scene.orientation = .portrait
        scene.splitView = nil
        // The screen's own: the status bar, the window controls and the device chrome are drawn
        // once, over every column.
        scene.statusBar = nil
        scene.windowed = false
        scene.deviceChrome = nil
        scene.region = .screen
        scene.regionColumn = nil
        scene.keyLines = KeyLines()
        if let column {
            scene.content = column.content
            scene.navigationBar = column.navigationBar
            scene.toolbar = nil
            if let list = column.sidebar {
                scene.sidebar = SceneSidebar(
                    list: list, background: .list, tint: column.navigationBar.tintColor ?? navigationBar.tintColor)
                scene.content = .color(SidebarMetrics.listBackground.resolved(userInterfaceStyle))
            }
        }
        return scene
    }

    /// The names a column goes by (``columns``, ``regionColumn``).
    package static let columnNames = ["primary", "supplementary", "secondary", "sidebar"]

    /// A column named by `region: {navigationBar: …}` that the scene does not show.
    var regionColumnRefusal: SceneRefusal? {
        guard let name = regionColumn else { return nil }
        let shown = (columns ?? []).map(\.name)
        guard !shown.contains(name) else { return nil }
        return SceneRefusal(
            key: "region",
            message: shown.isEmpty
                ? "names the \(name) column, but the scene shows one (no split view or tab sidebar); use region: navigationBar"
                : "names the \(name) column, but the scene shows \(shown.joined(separator: ", ")); name one of them")
    }

    /// What a split view asks for that BarScope does not draw.
    var splitRefusal: SceneRefusal? {
        guard let split = splitView else { return nil }
        func refuse(_ key: String, _ message: String, code: SceneError.Code = .invalidValue) -> SceneRefusal {
            SceneRefusal(key: "splitView\(key.isEmpty ? "" : ".")\(key)", message: message, code: code)
        }
        if device.idiom != .pad {
            return refuse(
                "",
                "a split view's columns sit side by side on an iPad; use an iPad such as ipad-pro-11 (a phone shows one column at a time)"
            )
        }
        if split.style == .tripleColumn, split.supplementary == nil {
            return refuse(
                "supplementary",
                "a tripleColumn split view needs its supplementary column; add supplementary: {navigationItem: {title: …}}"
            )
        }
        if split.style == .doubleColumn, split.supplementary != nil {
            return refuse(
                "supplementary",
                "a doubleColumn split view has no supplementary column; remove it, or write style: tripleColumn")
        }
        if split.style == .doubleColumn, split.displayMode == .twoBesideSecondary {
            return refuse(
                "displayMode",
                "twoBesideSecondary needs three columns; write style: tripleColumn, or oneBesideSecondary")
        }
        let shown = (columns ?? []).dropLast().reduce(0.0) { $0 + $1.scene.screen.widthPoints }
        if shown >= screen.widthPoints - SplitMetrics.primaryColumnWidth {
            return refuse(
                "primaryColumnWidth",
                "the columns beside the secondary take \(PointRect.format(shown)) of \(PointRect.format(screen.widthPoints)) pt, leaving it less than \(PointRect.format(SplitMetrics.primaryColumnWidth)); give narrower columns or displayMode: oneBesideSecondary"
            )
        }
        if tabBar != nil {
            return refuse(
                "", "a tab bar around a split view is not modelled yet; remove tabBar, or the split view",
                code: .notModelled)
        }
        if transition != nil {
            return refuse(
                "", "a transition in a split view's column is not modelled yet; remove transition", code: .notModelled)
        }
        if region != .screen, region != .navigationBar {
            return SceneRefusal(
                key: "region",
                message:
                    "a split view is drawn as the whole screen or its columns' navigation bars; use screen or navigationBar",
                code: .notModelled)
        }
        return nil
    }
}

extension Reader {
    /// A column's width: whole points from 200 (UIKit's narrowest sidebar is 240) to 700.
    func columnWidth(_ key: String, _ node: YAMLNode) throws(SceneError) -> Double {
        guard let points = Self.integer(node), (200...700).contains(points) else {
            throw error(key, node, "\(show(node)) is not a column width; use whole points from 200 to 700, such as 320")
        }
        return Double(points)
    }

    /// A navigation item (`navigationItem:`, a column's too).
    func navigationItem(_ key: String, _ node: YAMLNode) throws(SceneError) -> NavigationItem {
        var item = NavigationItem()
        try SceneKeys.navigationItem.read(
            try mapping(key, node, example: "{title: \"General\"}"), path: key, into: &item, with: self)
        return item
    }

    /// The item under the top one (`backItem:`), which gives the back button.
    func backItem(_ key: String, _ node: YAMLNode) throws(SceneError) -> BackItem {
        var item = BackItem()
        try SceneKeys.backItem.read(
            try mapping(key, node, example: "{title: \"Settings\"}"), path: key, into: &item, with: self)
        return item
    }

    /// A sidebar's rows: tab items (a title and an image), at least one.
    func sidebarItems(_ key: String, _ node: YAMLNode) throws(SceneError) -> [TabBarItem] {
        let items = try list(key, node, example: "[{title: Inbox, image: {systemName: tray}}]") {
            item, itemKey throws(SceneError) in try tabItem(itemKey, item)
        }
        guard !items.isEmpty else {
            throw error(key, node, "holds no rows; give at least one, such as [{title: Inbox}]")
        }
        return items
    }

    /// A split view's column (``SceneKeys/splitColumn``).
    func splitColumn(_ key: String, _ node: YAMLNode) throws(SceneError) -> SplitColumn {
        var column = SplitColumn()
        try SceneKeys.splitColumn.read(
            try mapping(key, node, example: "{navigationItem: {title: Mailboxes}, content: {list: {rows: 8}}}"),
            path: key, into: &column, with: self)
        return column
    }
}
