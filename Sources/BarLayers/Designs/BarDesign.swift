import Typesetting

/// A design generation as a value that owns its behaviour: how a bar's background is drawn, how
/// its content is laid out and coloured, how tall the bars are and where they sit, and what the
/// release's bars say about themselves. Each release's row holds one (``IOSVersion/design``);
/// builders ask it instead of asking which generation they are in.
///
/// Three designs exist: ``LegacyDesign`` (iOS 9–12's bar properties), ``AppearanceDesign``
/// (iOS 13–18's appearance objects) and ``GlassDesign`` (iOS 26+'s Liquid Glass, carrying its
/// ``GlassMetrics``). A fourth generation is a fourth value, not a branch in every builder.
package protocol BarDesign: Sendable {
    /// The generation, which messages name.
    var generation: DesignGeneration { get }
    /// The glass bars' metrics of a glass design; nil for the others.
    var glassMetrics: GlassMetrics? { get }
    /// What draws a bar's background, given the appearance the bar shows (nil before iOS 13).
    func background(_ modern: ModernBackground?) -> any BarBackgroundModel
    /// A bar's content, laid out.
    func plan(_ kind: BarKind, _ layout: ContentLayout, modern: ModernBackground?) throws(FontError) -> ContentPlan
    /// The colours of a bar's content in `traits`, from the appearance object the bar shows.
    func contentColors(_ bar: BarAppearance, object: BarAppearanceObject?, traits: Traits) -> ContentColors
    /// The fonts and kerning the bar's text attributes give its content.
    func contentFonts(_ bar: BarAppearance, object: BarAppearanceObject?) -> ContentFonts
    /// What the design does with a bar's background, for `tree` and `explain`, after the notes of
    /// the appearance chosen (nil: those notes stand alone).
    func backgroundNotes(_ bar: BarBuilder.Context) -> [String]?
    /// Where the bars sit and how tall they are, on a screen described by `screen`.
    func rows(_ screen: ScreenFacts) -> BarRows
    /// The traits a bar of `appearance` is drawn in: the scene's, with the bar's own light or dark
    /// trait where the design has traits per view (iOS 13+: `overrideUserInterfaceStyle`, a black
    /// bar style), which its colours and, on iOS 26, its glass follow.
    func barTraits(_ appearance: BarAppearance, in traits: Traits) -> Traits
    /// Whether `other` is the same design with the same values.
    func isEqual(to other: any BarDesign) -> Bool
    /// Whether the design models `state`; a scene asking for one it does not is refused
    /// (``SceneState``).
    func models(_ state: SceneState) -> Bool
    /// Whether the bars' material follows the luminance of the content beneath (iOS 26's
    /// adaptive glass, ``GlassAdaptivity``).
    var adaptsToContentBeneath: Bool { get }
    /// Whether scrolled content fades under the bars (iOS 26's scroll edge effect).
    var drawsScrollEdgeEffects: Bool { get }
    /// How much taller the large-title view is with a subtitle under the title, at `scale`.
    func largeSubtitleBand(scale: Int) -> Double
    /// What the design does not draw of the scene's bars, and why.
    func warnings(_ bars: DesignedBars) -> [DesignWarning]
    /// What `solve` says of how the design draws the colour it solved for (a glass view's tint
    /// when `tintingGlassView`, else a bar's colour), or nil when the picture says it all.
    func solverNote(tintingGlassView: Bool) -> String?
    /// Whether the design draws a background for `appearance` (SwiftUI's colour scheme holds
    /// only while a bar's background shows).
    func showsBackground(of appearance: BarAppearanceObject) -> Bool
    /// Whether a large title is drawn at the scroll edge when SwiftUI forces the bar's background
    /// visible (iOS 26's glass keeps the title inline then).
    var largeTitleBesideVisibleBackground: Bool { get }
}

extension BarDesign where Self: Equatable {
    package func isEqual(to other: any BarDesign) -> Bool { (other as? Self) == self }
}

/// A design held by a release's row, compared by value (``BarDesign/isEqual(to:)``), so that the
/// row's equality is the compiler's, field by field.
package struct HeldDesign: Sendable, Equatable {
    package let value: any BarDesign

    package init(_ value: any BarDesign) { self.value = value }

    package static func == (a: HeldDesign, b: HeldDesign) -> Bool { a.value.isEqual(to: b.value) }
}

extension BarDesign {
    /// From iOS 13 a view's trait collection is its own: the bar's style overrides the screen's.
    package func barTraits(_ appearance: BarAppearance, in traits: Traits) -> Traits {
        traits.overriding(userInterfaceStyle: appearance.trait(traits.userInterfaceStyle))
    }
}

/// What a design needs to know of a screen to place its bars: the device's numbers in the
/// orientation it is held, and the release's row.
package struct ScreenFacts: Sendable, Equatable {
    /// Compact height: a phone on its side.
    package var isCompactHeight: Bool
    /// Whether the status bar shows.
    package var showsStatusBar: Bool
    /// The top of a navigation bar under the status bar (20, or the notch's status bar height).
    package var statusBarBottom: Double
    /// The top safe-area inset in portrait.
    package var topSafeAreaInset: Double
    /// The bars' row height in landscape (32 or 44).
    package var landscapeBarHeight: Double
    /// The home indicator's inset in portrait and in landscape (0 with a home button).
    package var homeIndicatorInset: Double
    package var landscapeHomeIndicatorInset: Double
    /// The release's landscape tab bar is compact (iOS 11+, ``IOSVersion/compactLandscapeTabBar``).
    package var compactLandscapeTabBar: Bool
    /// An iPad in regular width: the release's iPad bars; nil for a phone or a compact column.
    package var pad: PadBarMetrics?
    /// The screen is a sheet's frame (`presentation:`): its navigation bar is the release's sheet
    /// bar (``PadBarMetrics/sheet``).
    package var isSheet = false

    package init(
        isCompactHeight: Bool, showsStatusBar: Bool, statusBarBottom: Double, topSafeAreaInset: Double,
        landscapeBarHeight: Double, homeIndicatorInset: Double, landscapeHomeIndicatorInset: Double,
        compactLandscapeTabBar: Bool
    ) {
        self.isCompactHeight = isCompactHeight
        self.showsStatusBar = showsStatusBar
        self.statusBarBottom = statusBarBottom
        self.topSafeAreaInset = topSafeAreaInset
        self.landscapeBarHeight = landscapeBarHeight
        self.homeIndicatorInset = homeIndicatorInset
        self.landscapeHomeIndicatorInset = landscapeHomeIndicatorInset
        self.compactLandscapeTabBar = compactLandscapeTabBar
    }
}

/// Where a design puts its bars on a screen, in points.
package struct BarRows: Sendable, Equatable {
    /// The navigation bar's top.
    package var navigationBarTop: Double
    /// The rows' heights above the home indicator.
    package var navigationBarHeight: Double
    package var toolbarHeight: Double
    package var tabBarHeight: Double
    /// The bottom safe-area inset.
    package var homeIndicatorInset: Double
    /// Whether a toolbar above a tab bar keeps its whole slot, the home indicator's inset included
    /// (iOS 26's 86-point slot; an estimate: no source shows the two together).
    package var toolbarKeepsInsetAboveTabBar: Bool
    /// The bottom safe area when no bar is there, where it differs from where the bars end (an
    /// iPad's 20 under bars that end 15 above the edge); nil: ``homeIndicatorInset``.
    package var bottomSafeAreaInset: Double? = nil
    /// Where the navigation bar's 44-point content guides start in its row (a sheet's 6,
    /// ``PadSheetMetrics/contentTop``); nil: the content keeps to the row's bottom.
    package var navigationContentTop: Double? = nil
    /// Where the toolbar's 44-point content starts in its row (an iPad's 3,
    /// ``PadBarMetrics/contentTop``); nil: the content keeps to the row's bottom.
    package var toolbarContentTop: Double? = nil
}

/// The bars of iOS 9 to 18: full width, 44 points (32 or 44 on a phone's side), the tab bar 49
/// (from iOS 11 the compact landscape one where the phone's bars are compact), under the status
/// bar. Both designs before glass place their bars alike.
package protocol EdgeToEdgeBars: BarDesign {}

extension EdgeToEdgeBars {
    package func rows(_ screen: ScreenFacts) -> BarRows {
        if let pad = screen.pad {
            // An iPad, either way up and in either width (UIKit asks the device, not the size
            // class): the release's iPad heights, the bottom bars' background reaching
            // `bottomBarExtension` below their row where the iPad has a home indicator
            // (``PadBarMetrics``).
            let home = screen.homeIndicatorInset > 0 ? pad.bottomBarExtension : 0
            // In a sheet the navigation bar is the sheet bar (content size 3).
            let sheet = screen.isSheet ? pad.sheet : nil
            return BarRows(
                navigationBarTop: screen.statusBarBottom,
                navigationBarHeight: sheet?.navigationBarHeight ?? pad.navigationBarHeight,
                toolbarHeight: pad.toolbarHeight, tabBarHeight: pad.tabBarHeight, homeIndicatorInset: home,
                toolbarKeepsInsetAboveTabBar: false, bottomSafeAreaInset: screen.homeIndicatorInset,
                navigationContentTop: sheet?.contentTop ?? pad.contentTop, toolbarContentTop: pad.contentTop)
        }
        let landscape = screen.landscapeBarHeight
        let compact = screen.isCompactHeight
        return BarRows(
            navigationBarTop: screen.showsStatusBar ? screen.statusBarBottom : 0,
            navigationBarHeight: compact ? landscape : BarConstants.navigationBarHeight,
            toolbarHeight: compact ? landscape : BarConstants.toolbarHeight,
            // The tab bar in landscape: from iOS 11, 32 pt on the phones that stay compact-width
            // on their side (their navigation bar is 32 pt too: ESTabBarController issue 88,
            // "iOS11下横屏高度需调整", 2017; QMUI_iOS issue 633's table, 2019), and the regular 49 pt
            // on the Plus and Max phones (measured on iOS 13 simulators: 49 on the 8 Plus, 70 =
            // 49 + 21 on the XR; LongCatIsLooong in flutter/flutter pull request 39258, 2019).
            // Before iOS 11 tab bars "maintain the same height in all screen orientations"
            // (Apple's HIG, Tab Bars, iOS 10 edition).
            tabBarHeight: compact && screen.compactLandscapeTabBar && landscape < BarConstants.navigationBarHeight
                ? landscape : BarConstants.tabBarHeight,
            homeIndicatorInset: compact ? screen.landscapeHomeIndicatorInset : screen.homeIndicatorInset,
            toolbarKeepsInsetAboveTabBar: false)
    }
}
