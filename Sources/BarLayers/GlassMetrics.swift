import Compositing
import Raster
import Vector

/// Where things sit in an iOS 26 navigation bar, in points. Sources: view dumps of an iOS
/// 26.0.1 simulator (karlseedev/SweepPic, iPhone 17 size, `docs/UI/DumpData/260127_*`), the
/// OpenUIKit probes (`IOSDevicePixelMetricsTests`), an iOS 27.0 replica's tokens (herclyon1/maa,
/// `web/tokens.css`, `web/topbar.js`), and NoTomorrow; see docs/sources.md.
package struct GlassMetrics: Sendable, Equatable {
    /// The navigation bar's height: 54 (44 before iOS 26). SweepPic (0, 62, 402, 54), OpenUIKit
    /// [0, 59, 393, 54], maa 54.
    package var navigationBarHeight = 54.0
    /// A bar button capsule: 44 high, a capsule (radius 22), at the top of the bar (y 0; the
    /// 10 points below it are empty). SweepPic PlatterView (x, 0, w, 44), PlatterGlassView
    /// radius 22; OpenUIKit [281, 10, 96, 44] under a bar at y 10.
    package var capsuleHeight = 44.0
    /// The row's margins: 16 on phones up to 430 points wide, 20 on 440-point phones (SweepPic
    /// back button at x 16 on 402; maa x 20 on 440).
    package func margin(width: Double) -> Double { width >= wideMarginWidth ? 20 : 16 }
    /// The narrowest screen with the wider margin (maa's 440-point iPhone 18 Pro Max).
    package var wideMarginWidth = 440.0
    /// Between two capsules: 12 (SweepPic; OpenUIKit "8 between image items in a shared
    /// platter, 12 otherwise").
    package var capsuleGap = 12.0
    /// Between icons sharing one capsule: 8, so two share a 44 + 8 + 44 = 96 wide capsule
    /// (OpenUIKit [281, 10, 96, 44]).
    package var sharedIconGap = 8.0
    /// An icon's slot in a capsule: 44 wide (a lone icon is a 44-point circle; NoTomorrow,
    /// OpenUIKit "image bar item 44 wide").
    package var iconSlot = 44.0
    /// A text item's capsule is its title's width plus this each side. An estimate: the dump
    /// shows the capsule's item view inset 4 and the button's label 8 inside it (12 a side), and
    /// the "Done" capsule 73.33 wide (SweepPic; NoTomorrow 73.75, OpenUIKit 73.333); with SF
    /// Pro's 17-point semibold "Done" about 45 wide that leaves 14 a side. Inter's "Done" is
    /// 41.8 wide, so BarScope's Done capsule is 69.8: the 3.5-point gap is the font's.
    package var textPadding = 14.0
    /// The glyph size of an icon in a capsule (the system item glyphs of iOS 18's bar, 22 pt
    /// boxes; SweepPic's `_UIModernBarButton` is 32.33 high around its content).
    package var iconSize = 22.0
    /// The inline title's centre, from the bar's top: the capsules' centre (SweepPic: title
    /// label y 11.83, height 20.33, centre 22.0).
    package var titleCentre = 22.0

    /// A prominent button's capsule (the done or prominent style, the system Done item): filled
    /// with the tint, no glass, at this opacity. Sources: OpenUIKit's iOS 26.1 reading ("a
    /// tint-filled capsule with a white checkmark", seen, not measured in pixels) and its
    /// rendering ("`.done` / prominent platters stay tint-filled"); mlem pull request 2267
    /// ("a prominent (blue) background"). No source gives the fill's pixels, over light or
    /// dark content: the opaque tint is an estimate, a parameter to change when one does.
    package var prominentFillOpacity = 1.0
    /// A prominent button's title or glyph: white (OpenUIKit: "white content").
    package var prominentContent = RGBA8.white

    /// A subtitle (`UINavigationItem.subtitle`, iOS 26) in the bar: the title and the subtitle
    /// stacked, the pair centred where the title alone sits (on the capsules' line), each centred
    /// on the bar. The iOS 26.1 decompile gives UIKit a separate default font for a title with a
    /// subtitle (`_UINavigationBarTitleFontProvider`'s `defaultInlineTitleWithSubtitleFont`) and
    /// for the subtitle (`defaultSubtitleFont`, `defaultSubtitleColor`), but not their values,
    /// and no dump or screenshot of an iOS 26 bar with a subtitle was found. Estimates: the title
    /// 15 points semibold (the subheadline's emphasised size; 17 is the other reading), the
    /// subtitle 12 points regular (NetNewsWire matched the system's subtitle with a 12-point font,
    /// commit ab26a96c, January 2026) in `secondaryLabel` (the large-title view's decompiled
    /// default colour); the bar stays 54 high.
    package var titleWithSubtitleSize = 15.0
    package var subtitleSize = 12.0
    /// The large subtitle (`largeSubtitle`, else `subtitle`) under the large title, leading at the
    /// large title's margin: its baseline 16 points above the large-title view's bottom, the
    /// title's baseline 6 above the subtitle's line box, the view `52 + line + 6` high (so the bar
    /// 106 + line + 6): decompiled `_UINavigationBarLargeTitleViewLayout` (iOS 26.1,
    /// EthanArbuckle/iPhone18-3_26.1_23B85_Restore), whose 16-point rule also gives the measured
    /// label of a large title alone (3.67 below the view's top, maa's iOS 27 probe). Its font is
    /// the view's decompiled default, Caption 2 (11 points) in `secondaryLabel`; NetNewsWire read
    /// 12 points on a device (the other reading). The line is SF's Caption 2 line, 13.13 points
    /// (maa's tokens), rounded up to the device pixel.
    package var largeSubtitleSize = 11.0
    package var largeSubtitleLine = 13.13
    package var largeSubtitleBaselineAboveBottom = 16.0
    package var largeTitleAboveSubtitle = 6.0
    /// How much taller the large-title view is with a subtitle at `scale`: the line (to the pixel)
    /// and the 6 points above it.
    package func largeSubtitleBand(scale: Int) -> Double {
        let s = Double(scale)
        return (largeSubtitleLine * s).rounded(.up) / s + largeTitleAboveSubtitle
    }

    /// The glass's fit (``GlassFit``): iOS 26.4's on-screen captures, which outweigh the 26.1
    /// probes (docs/sources.md).
    package var glassFit = GlassFit.screens26_4

    /// What a layer capture records of the bars besides their glass (``GlassLayerCaptureMetrics``).
    package var layerCapture = GlassLayerCaptureMetrics()

    /// The tab bar's (``GlassTabMetrics``), the toolbar's (``GlassToolbarMetrics``) and a phone
    /// in landscape's (``GlassLandscapeMetrics``).
    package var tab = GlassTabMetrics()
    package var toolbar = GlassToolbarMetrics()
    package var landscape = GlassLandscapeMetrics()

    /// iOS 26's bars on a phone, as the sources beside each value measured them.
    package init() {}

    /// iOS 26's bars on a phone: the values above.
    package static let phone26 = GlassMetrics()

    /// These metrics with `change` made: how a later release states only what it changed
    /// (`GlassMetrics.phone26.with { $0.capsuleGap = 14 }`).
    package func with(_ change: (inout GlassMetrics) -> Void) -> GlassMetrics {
        var copy = self
        change(&copy)
        return copy
    }

    /// In landscape the items keep ``GlassLandscapeMetrics/sideMargin`` from the edges, or the
    /// portrait margin beside a safe area, whichever is more (an estimate for the second).
    package func landscapeMargin(sideInset: Double) -> Double {
        max(landscape.sideMargin, sideInset + margin(width: 0))
    }

    /// The navigation bar's capsules: 44 points high, each icon a 44-point slot, 8 apart when
    /// shared.
    package var navigationCapsules: CapsuleMetrics {
        CapsuleMetrics(
            height: capsuleHeight, minimumButton: iconSlot, iconPadding: 0, itemInset: 0, sharedGap: sharedIconGap,
            textPadding: textPadding)
    }

    /// The toolbar's capsules (``GlassToolbarMetrics``); text as the navigation bar's.
    package var toolbarCapsules: CapsuleMetrics {
        CapsuleMetrics(
            height: toolbar.capsuleHeight, minimumButton: toolbar.minimumButton, iconPadding: toolbar.iconPadding,
            itemInset: toolbar.itemInset, sharedGap: toolbar.sharedIconGap, textPadding: textPadding)
    }

    /// The toolbar's capsules in landscape (``GlassLandscapeMetrics``): icons sharing a capsule
    /// as far apart as in portrait (not measured in landscape).
    package var compactToolbarCapsules: CapsuleMetrics {
        CapsuleMetrics(
            height: landscape.toolbarCapsuleHeight, minimumButton: landscape.toolbarMinimumButton,
            iconPadding: toolbar.iconPadding, itemInset: landscape.toolbarItemInset, sharedGap: toolbar.sharedIconGap,
            textPadding: textPadding)
    }
}
/// How a bar sets its buttons on glass capsules: the capsule's height, an icon's slot, the gap
/// between icons sharing a capsule and a text button's padding. The navigation bar's come from
/// ``GlassMetrics``, the toolbar's from ``GlassToolbarMetrics``.
package struct CapsuleMetrics: Sendable, Equatable {
    package var height: Double
    /// An icon button is at least this wide, its glyph `iconPadding` in from each side…
    package var minimumButton: Double
    package var iconPadding: Double
    /// …and its item view `itemInset` wider each side than the button.
    package var itemInset: Double
    /// Between the item views of icons sharing one capsule.
    package var sharedGap: Double
    /// A text button's capsule is its title's width plus this each side.
    package var textPadding: Double

    /// An icon's slot in a capsule: `max(minimumButton, glyph + 2 × iconPadding) + 2 × itemInset`.
    package func iconSlot(glyphWidth: Double) -> Double {
        max(minimumButton, glyphWidth + 2 * iconPadding) + 2 * itemInset
    }
}
/// Where things sit in an iOS 26 toolbar (a navigation controller's, at the bottom of an
/// iPhone in portrait), in points. Source: OpenUIKit's probes of an iOS 26.1 simulator
/// (Vercantez/openuikit, `uikit/Sources/OpenUIKit/UIToolbar.swift`, `UIBarButtonItem.swift` and
/// `Tests/OpenUIKitTests/ToolbarItemsTests.swift`, iPhone 16 @3x and SE 3 @2x): the toolbar's
/// slot `[0, 766, 393, 86]`, a shared capsule `[28, 776, 106.67, 48]` holding item views 51.67
/// and 51 wide 4 apart, their buttons `[33, 781, 41.67, 38]`, a lone Add `[317, 776, 48, 48]`.
/// No view dump of an iOS 26 toolbar was found: its class names are the navigation bar's.
package struct GlassToolbarMetrics: Sendable, Equatable {
    /// The slot at the screen's bottom: 10 above the capsules, 48 of capsule, 28 below, whatever
    /// the home indicator's inset (measured at 0, 20 and 34); the content's bottom safe-area
    /// inset is the whole slot.
    package var slotHeight = 86.0
    package var capsuleTop = 10.0
    /// Capsules are 48 high (radius 24) on a phone in portrait.
    package var capsuleHeight = 48.0
    /// From the screen's edges to the first and last capsule, in a navigation controller's
    /// toolbar (a toolbar the app places itself keeps 16).
    package var margin = 28.0
    /// Between capsules, as in the navigation bar.
    package var capsuleGap = 12.0
    /// An icon's button is at least 38 wide with its glyph 7 in from each side, in an item view
    /// 5 wider each side; item views sharing a capsule 4 apart (so 14 between buttons).
    package var minimumButton = 38.0
    package var iconPadding = 7.0
    package var itemInset = 5.0
    package var sharedIconGap = 4.0
}
/// Where things sit in an iOS 26 tab bar, in points: a floating capsule inside the unchanged
/// 83-point `UITabBar` frame. Sources: SweepPic's iOS 26.0.1 dump (`_UITabBarPlatterView` (64, 0,
/// 274, 62) in a (0, 791, 402, 83) tab bar, `_UITabButton`s 94 × 54 at x 4, 90, 176, icon
/// (30, 6.33, 34 × 29), label (34, 35, 26 × 12), `_UITabSelectionView` radius 27), NoTomorrow
/// (the pitch formula, 21 above the screen's edge, 5 tabs 360 wide on 402), OpenUIKit (radius 31,
/// platter x 60–334 on 393), maa (label weights, 21 above the bottom); see docs/sources.md.
package struct GlassTabMetrics: Sendable, Equatable {
    /// The `UITabBar`'s frame: 83 points tall at the screen's bottom, on phones with a home
    /// indicator (49 + 34: SweepPic (0, 791, 402, 83), OpenUIKit [0, 769, 393, 83]) and without
    /// one (OpenUIKit's iPhone SE probe, iOS 26.1 @2x: [0, 584, 375, 83],
    /// `uikit/docs/agent_reports/conf-tabs.md`).
    package var barHeight = 83.0
    /// The capsule's height (radius 31): its top is the tab bar's top, so 83 − 62 = 21 points
    /// stay below it, above the screen's edge.
    package var capsuleHeight = 62.0
    /// The capsule is at most the screen less 21 points a side (NoTomorrow: 5 tabs 360 wide on
    /// 402, 398 on 440).
    package var sideMargin = 21.0
    /// The capsule's own width for `n` tabs, before the cap: `n × 85.92 + 16.25`. Derived: the
    /// pitch formula below with the only uncapped measurement, 3 tabs in 274 points (SweepPic on
    /// 402, OpenUIKit on 393, NoTomorrow on 440), gives (274 − 16.25) / 3 = 85.92 a tab (an
    /// estimate for other counts).
    package func intrinsicWidth(tabs n: Int) -> Double { Double(n) * intrinsicPitch + pitchInset }
    package var intrinsicPitch = (274 - 16.25) / 3
    /// NoTomorrow's pitch formula: tabs `(P − 16.25) / n` apart, each `pitch + 8.25` wide (they
    /// overlap by about 8), 54 high, 4 points from the capsule's top and its first edge.
    package var pitchInset = 16.25
    package var itemOverlap = 8.25
    package var itemHeight = 54.0
    package var itemInset = 4.0
    /// The selection pill: the selected item's box, a capsule (radius 27).
    package var pillRadius = 27.0
    /// The icon's box (SweepPic's 34 × 29 symbol view; NoTomorrow's ≈ 28-point box): 28 points,
    /// centred 20.83 points below the item's top (6.33 + 29 / 2).
    package var iconSize = 28.0
    package var iconCentreY = 6.33 + 29.0 / 2
    /// The label: 10 points, its 12-point line box 35 points below the item's top (SweepPic);
    /// semibold when selected, medium otherwise (maa).
    package var labelSize = 10.0
    package var labelTop = 35.0
    package var labelLine = 12.0
    /// The selected pill over the glass: black at 18/253 light (white 253 → 235), white at 34/236
    /// dark (19 → 53). OpenUIKit's probes.
    package var pillLight = RGBA8(r: 0, g: 0, b: 0, a: UInt8((18.0 / 253 * 255).rounded()))
    package var pillDark = RGBA8(r: 255, g: 255, b: 255, a: UInt8((34.0 / 236 * 255).rounded()))
    /// A badge: a 20-point disc (radius 10), its left edge 8.5 points right of the icon's centre
    /// and its top 6 points below the capsule's, its value 13 points regular 4 points in
    /// (OpenUIKit's iOS 26.1 probe, `uikit/docs/agent_reports/conf-tabs.md`: `_UIBarBadgeView`
    /// [196.5, 590, 20, 20] over an icon centred at 188 in a capsule at y 584, the "3" at
    /// badge-local (4, 2)); in iOS 26's systemRed (the probe's (255, 56, 60); dark #ff4245,
    /// SweepPic). A wider value keeps 4 points a side (BarScope's reading of the probe's inset).
    package var badgeSize = 20.0
    package var badgeOffset = 8.5
    package var badgeTop = 6.0
    package var badgePadding = 4.0
    package var badgeColor = RGBA8(r: 255, g: 56, b: 60)
    package var badgeColorDark = RGBA8(hex: "#ff4245")!

    /// Title-only items (no tab of the bar has an image) are wider and closer than the pitch rule
    /// gives, and span the capsule less its 4-point insets: `n` items each `(26 + 288/n) × S/352`
    /// wide, `S` the span, `(S − width)/(n − 1)` apart. Measured in cashapp/AccessibilitySnapshot's
    /// `testTabBars` reference of iOS 26.2 (an iPhone 17 Pro simulator; two `UITabBar`s of title-only
    /// items, their accessibility frames): six items 74 wide 55.67 apart, four 98 wide 84.67
    /// apart, each in a 360-point capsule (S 352); the rule is the line in `1/n` through both,
    /// scaled with the span (other counts and spans are estimates). A bar of one item keeps the
    /// pitch rule.
    package var titleOnlyBase = 26.0
    package var titleOnlyPerTabs = 288.0
    package var titleOnlySpan = 352.0
    package func titleOnlyItemWidth(tabs n: Int, span: Double) -> Double {
        (titleOnlyBase + titleOnlyPerTabs / Double(n)) * span / titleOnlySpan
    }
    /// A badge on a title-only item: an 18-point disc (a value of "" the same size), its centre
    /// 5.17 points right of the item's centre, its top 6 below the capsule's (2 below the item's).
    /// The same reference's badges "", "3", "A", "3": 18.0 to 18.33 points, centres 5.0 to 5.17
    /// right of their items' centres.
    package var titleOnlyBadgeSize = 18.0
    package var titleOnlyBadgeCentreOffset = 5.17

    /// A search tab (`UISearchTab`) is a glass circle of its own at the trailing end, as high as
    /// the capsule (62), 8 points after it and 21 from the screen's edge; the other tabs' capsule
    /// starts at the 21-point margin and is at most `width − 112` wide (the row still spans
    /// `width − 42`). Measured on an iPhone 17 Pro simulator, iOS 26.5 and 27.0, by a Flutter
    /// shell that hosts a real `UITabBarController` with a `UISearchTab` (anvu69/liquid_shell,
    /// `docs/specs/2026-10-10-p3b-search-tab-design.md` §3.2: the capsule 290 × 62 at y 791, the
    /// circle 62 × 62, 8 apart, 21 from the edge). A capsule narrower than the cap stays at the
    /// leading margin (their two-tab example: "tab pill at the left, a separate ⌕ circle at the
    /// right"). The circle's glyph is the tabs' own (28 points), no label.
    package var searchGap = 8.0
    /// A minimised tab bar (``TabBarMinimizeBehavior``) is one 48-point glass circle 28 points
    /// from the leading edge and 28 above the screen's, holding the selected tab's icon in the
    /// selected colour, no label; a search tab's circle shrinks to 48 at the trailing end. No
    /// source measured a scroll-minimised bar: these are the same shell's measurements of the
    /// tab bar collapsed by selecting its search tab (the circle 48 × 48 at (28, 798) on the
    /// 874-point screen), the nearest state measured (an estimate).
    package var minimizedSize = 48.0
    package var minimizedMargin = 28.0
    /// Its top in the 83-point `UITabBar`: 83 − 28 − 48 = 7.
    package var minimizedTop: Double { barHeight - minimizedMargin - minimizedSize }
}
/// Where iOS 26's bars sit on an iPhone in landscape (compact height), in points. Source:
/// OpenUIKit's iOS 26.1 simulator probes (Vercantez/openuikit): a probe app that rotates itself
/// and dumps its frames on an iPhone 16 (393 × 852 @3x) and an iPhone SE 3 (375 × 667 @2x)
/// (`uikit/Tools/oracle2/toolbarheightprobe/ios-26.1-iphone16.json`, `ios-26.1-se.json`), and
/// its landscape conformance goldens of six apps on the SE (`uikit/docs/agent_reports/
/// conf-landscape.md`, `tabs-fidelity.md`, the measured constants in
/// `IOSDevicePixelMetricsTests.swift`). The status bar is hidden (the top safe area is 0 on both
/// probed phones even though the probe does not hide it). Every number here was measured on
/// those two phones; what is carried to the others is said where it is.
package struct GlassLandscapeMetrics: Sendable, Equatable {
    /// The navigation bar's top: 24 points below the screen's top whatever the safe area
    /// (`max(safe top, 24)`: [0, 24, 852, 54] on the iPhone 16 and [0, 24, 667, 54] on the SE,
    /// both with a top inset of 0). The 402-, 420- and 440-point phones report a landscape top
    /// inset of 20 (Use Your Loaf's iPhone 17 screen sizes, as copied into swift-snapshot-testing
    /// pull requests 1046 and 1082; no dump): the rule still gives 24. The bar stays 54 high
    /// (no compact bar on iOS 26), full width, and never shows a large title.
    package var barTop = 24.0
    /// Items keep 38 points from the screen's edges where nothing else insets them (three SE
    /// goldens: trailing capsules at `667 − x − w = 38`, the portrait 16 plus 22; measured on the
    /// trailing side, the leading side taken to match, as OpenUIKit does). On phones whose
    /// landscape safe area insets the sides (59 on the iPhone 16, 62 on the 17) no source
    /// measured the margin: BarScope keeps the portrait 16 inside the safe area when that is
    /// wider, `max(38, side + 16)` (an estimate; `max(38, side)` is the other reading).
    package var sideMargin = 38.0

    /// The home indicator's inset in landscape: 20 (the iPhone 16's dump; 21 before iOS 26).
    /// Use Your Loaf lists 29 for the iPhone Air (not modelled: the bars below do not depend
    /// on it, their heights are fixed).
    package var homeIndicatorInset = 20.0
    /// The `UITabBar` in landscape: 64 points, the capsule 44 high (radius 22) at its top, 20
    /// below it, centred on the screen (the SE's [0, 311, 667, 64], platter [205, 0, 257.5, 44]).
    /// The 64 on phones with a home indicator is carried from the SE, as portrait keeps 83 on
    /// both (an estimate).
    package var tabBarHeight = 64.0
    package var tabCapsuleHeight = 44.0
    /// Its items sit inline, each a pill 36 high, 4 points below the capsule's top, 4 from its
    /// ends and 4 apart; a pill is `6 + icon + 8 + title + 12` wide, the title's width taken in
    /// the regular weight (a selected title is semibold and does not widen its pill): "Library"
    /// 6 + 21 + 8 + 39.5 + 12 = 86.5.
    package var tabItemHeight = 36.0
    package var tabItemInset = 4.0
    package var tabItemGap = 4.0
    package var tabIconLeading = 6.0
    package var tabIconTitleGap = 8.0
    package var tabTitleTrailing = 12.0
    /// The icon box (the probe's symbols are 20.5 to 21 wide), centred on the pill's height.
    package var tabIconSize = 21.0
    /// The title: 12 points, semibold when selected, regular otherwise.
    package var tabTitleSize = 12.0
    /// The selection pill is the selected item's pill (radius 18).
    package var tabPillRadius = 18.0
    /// A badge: a 16-point disc at (pill width − 17, 0) in the pill, its value 10 points medium.
    package var badgeSize = 16.0
    package var badgeInsetFromTrailing = 17.0
    package var badgeTextSize = 10.0
    /// The toolbar's slot at the screen's bottom: 82 points (10 above its 44-point capsules, 28
    /// below) whatever the home indicator (the iPhone 16's slot [59, 311, 734, 82], capsules
    /// [87, 321, 678, 44]; the SE's [0, 293, 667, 82]); the capsules 28 in from the safe area's
    /// edges. Icon buttons are 36 points in a 44-point circle (inset 4).
    package var toolbarSlotHeight = 82.0
    package var toolbarCapsuleHeight = 44.0
    /// An icon's button 36 wide in a 44-point item view (inset 4; OpenUIKit's iPhone 16 probe).
    package var toolbarMinimumButton = 36.0
    package var toolbarItemInset = 4.0
}
/// What `CALayer.render(in:)` (`capture: layer`, as swift-snapshot-testing and AccessibilitySnapshot
/// record) draws of iOS 26's bars besides leaving out their glass: measured in cashapp/
/// AccessibilitySnapshot's reference images of iOS 26.2 (an iPhone 17 Pro simulator, its
/// monochrome layer capture under 30 % overlays): `testNavBarBackButtonTraitsWithTitles` and
/// `…WithoutTitles` (the back button's frame and the title "Second"'s are one colour, the overlay
/// over white: nothing recorded) and `testTabBars` (the labels recorded faint, the disabled one
/// not at all, the badges recorded).
package struct GlassLayerCaptureMetrics: Sendable, Equatable {
    /// The navigation bar's inline title and the back button's chevron, drawn vibrant on the
    /// screen, record nothing.
    package var recordsNavigationTitle = false
    package var recordsBackChevron = false
    /// A tab label records at this opacity of its colour: the black "Item A" reads 137.5 over
    /// white (its darkest pixel 96 under a cyan overlay at 0.3, so 96/0.7), 1 − 137.5/255 = 0.46.
    /// The selected label (systemBlue, 143 in the monochrome capture) is drawn the same way; its
    /// colour's grey in that capture was not worked out.
    package var tabLabelOpacity = 0.46
    /// A disabled tab's label records nothing ("Item C": nothing darker than the overlay).
    package var recordsDisabledTabLabel = false
}
