import Raster

/// Where a bar sits on the screen and the room its content has: its frame, its rows and what it
/// keeps clear of. The environment it is drawn in (release, design, style, text size, scale,
/// fonts) is the ``Traits``, not here.
package struct BarPlacement: Sendable, Equatable {
    /// The bar's frame in window points: full width for the bars of iOS 9 to 18 (a floating bar
    /// or an iPad column sits elsewhere). Its height is 44 for a navigation bar (plus the prompt
    /// and the large-title view when shown); for a bottom-attached bar, its height plus the
    /// home-indicator inset, as UIKit frames a tab bar on iPhone X (49 + 34 = 83 pt).
    package var frame: PointRect
    /// The height of the bar's row of content, in points: 44 for a portrait navigation bar or
    /// toolbar, 49 for a tab bar; in landscape the compact heights (32 or 44).
    package var rowHeight: Double
    /// The prompt line's height (a navigation item's `prompt`), in the frame above the row.
    package var promptHeight = 0.0
    /// The large-title view's height (iOS 11 `prefersLargeTitles`), in the frame below the row.
    package var largeTitleHeight = 0.0
    /// A band below the row, above the large title, where the bar grows for what it hosts
    /// (iPadOS 18's floating tab bar, ``FloatingTabBarMetrics/navigationBarExtension``).
    package var rowExtension = 0.0
    /// The left and right safe-area insets the content keeps clear of (a notch or the Dynamic
    /// Island in landscape); the background still spans the whole width.
    package var sideInset = 0.0
    /// Plus-sized phones have 20 pt content margins (seed 003).
    package var isPlus = false
    /// Where the bar is against its content, for choosing among its appearances (iOS 13+).
    package var position = BarPosition(atScrollEdge: false, scrollEdgeReason: "")
    /// iOS 26: the scroll view's edge effect under the bar, when the content scrolls.
    package var scrollEdge: ScrollEdgeState?
    /// The direction the bar is laid out in: the app's, unless its `semanticContentAttribute`
    /// says otherwise. Laid out from the leading edge and, right to left, mirrored once
    /// (``Layer/mirroredForRightToLeft()``).
    package var layoutDirection = LayoutDirection.leftToRight
    /// Where the row's 44-point content guides start, when UIKit places them from the row's top
    /// (a sheet's navigation bar, ``PadSheetMetrics/contentTop``); nil: from its bottom.
    package var contentTop: Double? = nil

    /// A bar framed by `frame` whose row is `rowHeight` high.
    package init(frame: PointRect, rowHeight: Double, isPlus: Bool = false) {
        self.frame = frame
        self.rowHeight = rowHeight
        self.isPlus = isPlus
    }

    /// A top-attached navigation bar `width` wide under a status bar of `statusBarHeight` points.
    package init(width: Double, statusBarHeight: Double, isPlus: Bool = false) {
        self.init(
            frame: PointRect(x: 0, y: statusBarHeight, width: width, height: BarConstants.navigationBarHeight),
            rowHeight: BarConstants.navigationBarHeight, isPlus: isPlus)
    }

    /// The bar's width, left edge, top and height (``frame``'s).
    package var width: Double { frame.width }
    package var barX: Double { frame.x }
    package var barTop: Double { frame.y }
    package var barHeight: Double { frame.height }
}
