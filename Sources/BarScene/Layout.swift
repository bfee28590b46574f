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
public struct ScreenLayout: Sendable, Equatable {
    /// The navigation bar's frame (its top is the device's top safe-area inset).
    public var navigationBar: PointRect
    /// The large-title view's visible height (0 without large titles).
    public var largeTitleHeight: Double
    /// The tab bar's frame, including the home-indicator inset, when the scene has one.
    public var tabBar: PointRect?
    /// The toolbar's frame, when the scene has one (above the tab bar if both).
    public var toolbar: PointRect?
    /// The view controller's view: from the top of the screen or the navigation bar's bottom
    /// edge, to the bottom of the screen or the top of the bottom bars.
    public var view: PointRect
    /// The list's adjusted content inset, top and bottom.
    public var contentInsetTop: Double
    public var contentInsetBottom: Double
    /// The list's `contentOffset.y` (UIKit's sign: negative at rest under a bar).
    public var contentOffset: Double

    /// Where the list's content origin (its first row's top) is on screen.
    public var contentTop: Double { view.y - contentOffset }

    /// The whole screen.
    public var screen: PointRect

    /// Whether the view controller's view covers the whole screen (content drawn as is).
    public var viewFillsScreen: Bool { view == screen }

    /// The navigation bar's bottom edge.
    public var navigationBarBottom: Double { navigationBar.y + navigationBar.height }

    /// Lays out `scene`.
    public init(_ scene: Scene) {
        let device = scene.device
        let height = device.heightPoints
        let barTop = device.topSafeAreaInset
        screen = PointRect(x: 0, y: 0, width: device.widthPoints, height: height)
        let large = scene.iosVersion >= 11 && scene.navigationBar.prefersLargeTitles ? BarConstants.largeTitleHeight : 0

        var bottomEdge = height - device.homeIndicatorInset
        var tabBar: PointRect?
        var toolbar: PointRect?
        if scene.tabBar != nil {
            let top = bottomEdge - BarConstants.tabBarHeight
            tabBar = PointRect(x: 0, y: top, width: device.widthPoints, height: height - top)
            bottomEdge = top
        }
        if scene.toolbar != nil {
            let top = bottomEdge - BarConstants.toolbarHeight
            toolbar = PointRect(x: 0, y: top, width: device.widthPoints, height: (tabBar?.y ?? height) - top)
            bottomEdge = top
        }
        let lowestBar = scene.tabBar ?? scene.toolbar
        let vc = scene.viewController

        // Seed 004: the view runs under a bar when its edge is extended and the bar is
        // translucent, or opaque bars are included.
        let expandedBottom = barTop + BarConstants.navigationBarHeight + large
        let underTop = vc.edgesForExtendedLayout.contains(.top)
            && (BarBuilder.isTranslucent(scene.navigationBar) || vc.extendedLayoutIncludesOpaqueBars)
        let underBottom = lowestBar.map { bar in
            vc.edgesForExtendedLayout.contains(.bottom) && (BarBuilder.isTranslucent(bar) || vc.extendedLayoutIncludesOpaqueBars)
        } ?? true
        let viewTop = underTop ? 0 : expandedBottom
        let viewBottom = underBottom ? height : bottomEdge
        view = PointRect(x: 0, y: viewTop, width: device.widthPoints, height: viewBottom - viewTop)

        // The insets the system adds so the first rows start below the bar (seed 004: 64 and 49).
        // iOS 11 adjusts by the safe area, which also holds the home indicator.
        let safeTop = max(0, expandedBottom - viewTop)
        let safeBottom = max(0, viewBottom - (lowestBar == nil && scene.iosVersion < 11 ? height : bottomEdge))
        let adjust: Bool
        if scene.iosVersion < 11 {
            adjust = vc.automaticallyAdjustsScrollViewInsets
        } else {
            // Apple's UIScrollView.h: `.scrollableAxes` adjusts along axes the content scrolls
            // (taller than the view); `.automatic` also adjusts top and bottom when the view
            // controller has automaticallyAdjustsScrollViewInsets inside a navigation controller.
            var scrollable = false
            if case let .list(list) = scene.content { scrollable = Double(list.rows) * ListScreen.rowHeight > view.height }
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
        largeTitleHeight = max(0, min(large, large - (offset + contentInsetTop)))
        navigationBar = PointRect(
            x: 0, y: barTop, width: device.widthPoints, height: BarConstants.navigationBarHeight + largeTitleHeight)
        self.tabBar = tabBar
        self.toolbar = toolbar
    }
}
