import Typesetting

/// Where a bar sits on the screen.
package struct BarMetrics: Sendable, Equatable {
    /// The bar's width in points (the screen's, for the full-width bars of iOS 9 to 18).
    public var width: Double
    /// The bar's left edge in window points (0 for a full-width bar; a floating bar or an iPad
    /// column sits elsewhere).
    public var barX = 0.0
    /// The direction leading and trailing run in: the bar's content is laid out from the
    /// leading edge and, right to left, mirrored once (``Layer/mirroredForRightToLeft()``).
    public var layoutDirection = LayoutDirection.leftToRight
    /// Device scale (2 or 3).
    public var scale: Int
    /// The top of the bar's frame, in window points.
    public var barTop: Double
    /// The bar's own height in points: 44 for a navigation bar (plus the large-title view when
    /// shown); for a bottom-attached bar, its height plus the home-indicator inset, as UIKit
    /// frames a tab bar on iPhone X (49 + 34 = 83 pt).
    public var barHeight: Double
    /// The large-title view's height (iOS 11 `prefersLargeTitles`), included in ``barHeight``.
    public var largeTitleHeight: Double
    /// The prompt line's height (a navigation item's `prompt`), included in ``barHeight`` above
    /// the 44 pt row.
    public var promptHeight: Double = 0
    /// Plus-sized phones have 20 pt content margins (seed 003).
    public var isPlus: Bool
    /// The fonts titles and items are set in.
    public var fonts = FontSet()
    /// The trait collection's style (iOS 13+).
    public var userInterfaceStyle = UserInterfaceStyle.light
    /// iOS 26: the style the glass is drawn in (``GlassAppearance``): the bar's, or one forced.
    public var glassAppearance = GlassAppearance.automatic
    /// iOS 26: why `automatic` glass was drawn in the style it was (``GlassAdaptivity``), for
    /// `tree` and `explain`; nil when nothing was measured.
    public var glassAdaptation: String?
    /// The user's Reduce Transparency and Increase Contrast settings (iOS 26's glass,
    /// ``GlassAccessibility``).
    public var reduceTransparency = false
    public var accessibilityContrast = AccessibilityContrast.normal
    /// How the picture is taken: a layer capture records some colours as the screen does not
    /// (``ContentMetrics/TabItemMetrics/layerCaptureUnselected``).
    public var capture = Capture.screen
    /// iOS 26: the scroll view's edge effect under the bar, when the content scrolls.
    public var scrollEdge: ScrollEdgeState?
    /// Where the bar is against its content, for choosing among its appearances (iOS 13+).
    public var position = BarPosition(atScrollEdge: false, scrollEdgeReason: "")
    /// The height of the bar's row of content, in points: 44 for a portrait navigation bar or
    /// toolbar, 49 for a tab bar; in landscape the compact heights (32 or 44; a tab bar's from
    /// iOS 11 as well).
    public var rowHeight = BarConstants.navigationBarHeight
    /// The left and right safe-area insets the content keeps clear of (a notch or the Dynamic
    /// Island in landscape); the background still spans the whole width.
    public var sideInset = 0.0
    /// A tab bar lays out its items inline, the title beside the icon (landscape, iOS 11+).
    public var inlineTabItems = false
    /// The text size chosen in Settings, which the large title follows (``DynamicType``).
    public var contentSizeCategory = ContentSizeCategory.large

    /// A top-attached navigation bar under a status bar of `statusBarHeight` points.
    public init(
        width: Double, statusBarHeight: Double, scale: Int, barHeight: Double = BarConstants.navigationBarHeight,
        isPlus: Bool = false
    ) {
        self.init(width: width, scale: scale, barTop: statusBarHeight, barHeight: barHeight, isPlus: isPlus)
    }

    public init(
        width: Double, scale: Int, barTop: Double, barHeight: Double, largeTitleHeight: Double = 0, isPlus: Bool = false
    ) {
        self.width = width
        self.scale = scale
        self.barTop = barTop
        self.barHeight = barHeight
        self.largeTitleHeight = largeTitleHeight
        self.isPlus = isPlus
    }

    /// The style the glass is drawn in: the scene's forced one, else the bar's.
    public var glassInterfaceStyle: UserInterfaceStyle { glassAppearance.style(over: userInterfaceStyle) }
}
