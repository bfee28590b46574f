import BarLayers
import Raster

/// The `UIViewController` properties that decide where its view and a scroll view's content
/// sit relative to the bars (seed 004; SPEC §5). Names are UIKit's.
public struct ViewControllerLayout: Sendable, Equatable {
    /// `UIRectEdge`, the two edges that matter under bars.
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1)
        public static let bottom = Edges(rawValue: 2)
        /// `UIRectEdgeAll` (left and right change nothing under full-width bars).
        public static let all: Edges = [.top, .bottom]
    }

    /// `UIScrollViewContentInsetAdjustmentBehavior` (iOS 11+).
    public enum InsetAdjustment: String, Sendable, CaseIterable {
        case automatic, scrollableAxes, never, always
    }

    /// `edgesForExtendedLayout`, default `UIRectEdgeAll`: the view runs under the bars.
    public var edgesForExtendedLayout: Edges = .all
    /// `extendedLayoutIncludesOpaqueBars`, default NO: the view stops at an opaque bar.
    public var extendedLayoutIncludesOpaqueBars = false
    /// `automaticallyAdjustsScrollViewInsets`, default YES (deprecated in iOS 11, where it still
    /// feeds `.automatic`).
    public var automaticallyAdjustsScrollViewInsets = true
    /// `contentInsetAdjustmentBehavior` of the list's scroll view, default `.automatic` (iOS 11+;
    /// ignored before).
    public var contentInsetAdjustmentBehavior: InsetAdjustment = .automatic

    public init() {}
}

/// Where everything on a screen sits, in window points: the bars, the view controller's view,
/// and the list's insets and scroll position. Pure arithmetic on the scene, so tests and the
/// `tree` command see the same numbers the renderer draws.
package struct ScreenLayout: Sendable, Equatable {
    /// The navigation bar's frame (its top is the screen's ``Screen/navigationBarTop``).
    package var navigationBar: PointRect
    /// The large-title view's visible height (0 without large titles).
    package var largeTitleHeight: Double
    /// The prompt line's height above the bar's row (0 without a prompt).
    package var promptHeight: Double
    /// The band the bar grows below its row (iPadOS 18 under the floating tab bar).
    package var rowExtension: Double
    /// The tab bar's frame, including the home-indicator inset, when the scene has one.
    package var tabBar: PointRect?
    /// The toolbar's frame, when the scene has one (above the tab bar if both).
    package var toolbar: PointRect?
    /// The view controller's view: from the top of the screen or the navigation bar's bottom
    /// edge, to the bottom of the screen or the top of the bottom bars.
    package var view: PointRect
    /// The list's adjusted content inset, top and bottom.
    package var contentInsetTop: Double
    package var contentInsetBottom: Double
    /// The list's `contentOffset.y` (UIKit's sign: negative at rest under a bar).
    package var contentOffset: Double
    /// Where the navigation bar and the bottom bars are against the content's scrolling edges,
    /// for choosing their appearances (iOS 13+).
    package var navigationBarPosition: BarPosition
    package var bottomBarPosition: BarPosition

    /// Where the list's content origin (its first row's top) is on screen.
    package var contentTop: Double { view.y - contentOffset }

    /// The whole screen.
    package var screen: PointRect { oriented.bounds }
    /// The phone as it is held, which the bars' rows and insets come from.
    package var oriented: Screen
    /// The text size the large title follows.
    package var contentSizeCategory: ContentSizeCategory
    /// The direction each bar is laid out in: the app's, unless the bar's
    /// `semanticContentAttribute` says otherwise.
    package var navigationBarDirection: LayoutDirection
    package var tabBarDirection: LayoutDirection
    package var toolbarDirection: LayoutDirection
    /// Whether the tab bar is the app's own (``BarAppearance/isStandalone``), outside the
    /// scroll-edge rule.
    package var standaloneTabBar: Bool

    /// Whether the view controller's view covers the whole screen (content drawn as is).
    package var viewFillsScreen: Bool { view == screen }

    /// The navigation bar's bottom edge.
    package var navigationBarBottom: Double { navigationBar.y + navigationBar.height }

    /// Lays out `scene`.
    package init(_ scene: Scene) {
        // The phone as it is held: the sizes and insets everything below is laid out against.
        let oriented = scene.screen
        let height = oriented.heightPoints
        let barTop = oriented.navigationBarTop
        let rowHeight = oriented.navigationBarHeight
        self.oriented = oriented
        let app = scene.layoutDirection
        contentSizeCategory = scene.contentSizeCategory
        navigationBarDirection = scene.navigationBar.semanticContentAttribute.direction(in: app)
        tabBarDirection = (scene.tabBar?.semanticContentAttribute ?? .unspecified).direction(in: app)
        toolbarDirection = (scene.toolbar?.semanticContentAttribute ?? .unspecified).direction(in: app)
        standaloneTabBar = scene.tabBar?.isStandalone ?? false
        let release = oriented.release
        let safeAreaInsets = release.safeAreaInsets
        // A large title needs a title to show, and a navigation item that does not refuse it.
        let item = scene.navigationBar.topItem
        let wantsLarge = scene.navigationBar.prefersLargeTitles && item?.largeTitleDisplayMode != .never
        let canShowLarge =
            release.largeTitles
            && !(oriented.verticalSizeClass == .compact && !LandscapeMetrics.largeTitlesInCompactHeight)
        // iOS 26: a subtitle under the large title makes its view taller (``GlassMetrics``).
        let largeSubtitle =
            item?.shownLargeSubtitle != nil
            ? release.design.largeSubtitleBand(scale: oriented.scale) : 0
        let large =
            canShowLarge && wantsLarge ? DynamicType.largeTitle(scene.contentSizeCategory).height + largeSubtitle : 0
        // A prompt adds its line above the 44 pt row.
        let prompt = (item?.prompt).map { $0.isEmpty ? 0 : ContentMetrics.promptHeight } ?? 0
        promptHeight = prompt

        // The bottom bars end above the home indicator's inset (an iPad's bars 15 pt above the
        // edge); without them the safe area's bottom is the screen's (20 on an iPad).
        // iPadOS 18+: a tab bar controller's tab bar floats at the top (``Scene/tabBarFloats``)
        // and takes no room here.
        let bottomTabBar = scene.tabBarFloats ? nil : scene.tabBar
        var bottomEdge =
            height
            - (bottomTabBar == nil && scene.toolbar == nil ? oriented.bottomSafeAreaInset : oriented.homeIndicatorInset)
        var tabBar: PointRect?
        var toolbar: PointRect?
        if bottomTabBar != nil {
            let top = bottomEdge - oriented.tabBarHeight
            tabBar = PointRect(x: 0, y: top, width: oriented.widthPoints, height: height - top)
            bottomEdge = top
        }
        if scene.toolbar != nil {
            // On iOS 26 the toolbar's slot keeps its whole height (86) above a tab bar, which
            // takes the home indicator's inset (``BarRows/toolbarKeepsInsetAboveTabBar``).
            let rows = oriented.rows
            let slot =
                rows.toolbarHeight + (rows.toolbarKeepsInsetAboveTabBar && tabBar != nil ? rows.homeIndicatorInset : 0)
            let top = bottomEdge - slot
            toolbar = PointRect(x: 0, y: top, width: oriented.widthPoints, height: (tabBar?.y ?? height) - top)
            bottomEdge = top
        }
        let lowestBar = bottomTabBar ?? scene.toolbar
        let vc = scene.viewController

        // Seed 004: the view runs under a bar when its edge is extended and the bar is
        // translucent, or opaque bars are included.
        // A hidden navigation bar leaves the top to the safe area: the status bar, or from iOS 11
        // a notched phone's top inset (UIKit's `isNavigationBarHidden`: the view controller's
        // view runs to the top of the screen, and its top layout guide is the status bar).
        let hidden = scene.navigationBar.isHidden
        let hiddenTop =
            oriented.showsStatusBar ? (safeAreaInsets ? oriented.safeArea.top : oriented.statusBarHeight) : 0
        // iPadOS 18: the bar under the floating tab bar grows below its row.
        let rowExtension = scene.floatingTabBarMetrics?.navigationBarExtension ?? 0
        self.rowExtension = rowExtension
        let expandedBottom = hidden ? hiddenTop : barTop + prompt + rowHeight + rowExtension + large
        let underTop =
            hidden
            || vc.edgesForExtendedLayout.contains(.top)
                && (BarBuilder.isTranslucent(scene.navigationBar) || vc.extendedLayoutIncludesOpaqueBars)
        let underBottom =
            lowestBar.map { bar in
                vc.edgesForExtendedLayout.contains(.bottom)
                    && (BarBuilder.isTranslucent(bar) || vc.extendedLayoutIncludesOpaqueBars)
            } ?? true
        let viewTop = underTop ? 0 : expandedBottom
        let viewBottom = underBottom ? height : bottomEdge
        view = PointRect(x: 0, y: viewTop, width: oriented.widthPoints, height: viewBottom - viewTop)

        // The insets the system adds so the first rows start below the bar (seed 004: 64 and 49).
        // iOS 11 adjusts by the safe area, which also holds the home indicator.
        let safeTop = max(0, expandedBottom - viewTop)
        let safeBottom = max(0, viewBottom - (lowestBar == nil && !safeAreaInsets ? height : bottomEdge))
        let adjust: Bool
        if !safeAreaInsets {
            adjust = vc.automaticallyAdjustsScrollViewInsets
        } else {
            // Apple's UIScrollView.h: `.scrollableAxes` adjusts along axes the content scrolls
            // (taller than the view); `.automatic` also adjusts top and bottom when the view
            // controller has automaticallyAdjustsScrollViewInsets inside a navigation controller.
            var scrollable = false
            if case let .list(list) = scene.content {
                scrollable = Double(list.rows) * ListScreen.rowPitch(scene.contentSizeCategory) > view.height
            }
            switch vc.contentInsetAdjustmentBehavior {
            case .always: adjust = true
            case .never: adjust = false
            case .scrollableAxes: adjust = scrollable
            case .automatic: adjust = scrollable || vc.automaticallyAdjustsScrollViewInsets
            }
        }
        contentInsetTop = adjust ? safeTop : 0
        contentInsetBottom = adjust ? safeBottom : 0

        var offset = -contentInsetTop
        if case let .list(list) = scene.content, let set = list.contentOffset { offset = set }
        contentOffset = offset

        // The large title collapses as the content scrolls up from rest, one point per point,
        // down to the 44 pt bar (pulling down does not stretch it in this model).
        largeTitleHeight = hidden ? 0 : max(0, min(large, large - (offset + contentInsetTop)))
        navigationBar = PointRect(
            x: 0, y: barTop, width: oriented.widthPoints, height: prompt + rowHeight + rowExtension + largeTitleHeight)
        self.tabBar = tabBar
        self.toolbar = toolbar

        // The scroll edges (UIKit's documentation of `scrollEdgeAppearance`): a navigation bar
        // is at its edge when the list is at its top (or pulled further), a bottom bar when the
        // list's end is in view above it; content that does not scroll is always at the edge.
        let showsLarge = largeTitleHeight > 0
        if case let .list(list) = scene.content {
            let scrolled = offset + contentInsetTop
            navigationBarPosition = BarPosition(
                atScrollEdge: scrolled <= 0,
                scrollEdgeReason: scrolled <= 0
                    ? "the list is at its top" : "the list is scrolled \(PointRect.format(scrolled)) pt under the bar",
                showsLargeTitle: showsLarge, depthUnder: navigationBar.maxY - (view.y - offset))
            let listEnd = view.y - offset + Double(list.rows) * ListScreen.rowPitch(scene.contentSizeCategory)
            let visibleEnd = view.maxY - contentInsetBottom
            let beyond = listEnd - visibleEnd
            bottomBarPosition = BarPosition(
                atScrollEdge: beyond <= 0,
                scrollEdgeReason: beyond <= 0
                    ? "the list's end is in view"
                    : "the list runs on \(PointRect.format(beyond)) pt below the visible area",
                depthUnder: beyond)
        } else {
            navigationBarPosition = BarPosition(
                atScrollEdge: true, scrollEdgeReason: "the content does not scroll", showsLargeTitle: showsLarge)
            bottomBarPosition = BarPosition(atScrollEdge: true, scrollEdgeReason: "the content does not scroll")
        }
        // Compact height picks the compact appearances (UINavigationBar.h: "the appearance
        // settings for a navigation bar of compact height").
        navigationBarPosition.compact = oriented.verticalSizeClass == .compact
        bottomBarPosition.compact = oriented.verticalSizeClass == .compact
    }

    /// Where a bar of `kind` sits and the room its content has, in window points: its frame,
    /// the large title and prompt it shows, its row's height, the side insets its content keeps
    /// clear of, where it is against the content's scrolling edges and the direction it is laid
    /// out in. Nil when the scene has no such bar. How it is drawn (fonts, style, release) is the
    /// scene's ``Traits``, not place.
    package func placement(_ kind: BarKind) -> BarPlacement? {
        switch kind {
        case .navigationBar: return navigationBarPlacement
        case .tabBar: return tabBar.map { placement(.tabBar, frame: $0) }
        case .toolbar: return toolbar.map { placement(.toolbar, frame: $0) }
        }
    }

    /// The navigation bar's ``placement(_:)`` (every scene has one, hidden or not).
    package var navigationBarPlacement: BarPlacement { placement(.navigationBar, frame: navigationBar) }

    private func placement(_ kind: BarKind, frame: PointRect) -> BarPlacement {
        let top = kind == .navigationBar
        var placement = BarPlacement(frame: frame, rowHeight: oriented.barHeight(kind), isPlus: oriented.device.isPlus)
        switch kind {
        case .navigationBar: placement.layoutDirection = navigationBarDirection
        case .tabBar: placement.layoutDirection = tabBarDirection
        case .toolbar: placement.layoutDirection = toolbarDirection
        }
        if top { placement.contentTop = oriented.rows.navigationContentTop }
        if kind == .toolbar { placement.contentTop = oriented.rows.toolbarContentTop }
        placement.largeTitleHeight = top ? largeTitleHeight : 0
        placement.sideInset = oriented.sideSafeAreaInset
        placement.promptHeight = top ? promptHeight : 0
        placement.rowExtension = top ? rowExtension : 0
        placement.position = top ? navigationBarPosition : bottomBarPosition
        if kind == .tabBar, standaloneTabBar {
            placement.position.atScrollEdge = false
            placement.position.scrollEdgeReason =
                "a standalone tab bar (standalone: true): no tab bar controller ties it to a scroll view, so the scroll-edge rule does not apply"
        }
        return placement
    }
}
