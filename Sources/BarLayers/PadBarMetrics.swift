/// An iPad's bars, per release: their heights, how a bottom bar meets the home indicator, how
/// tab items are laid out in regular width and where the safe area is. Each release's row holds
/// one (``IOSVersion/padBars``). A compact-width iPad (a multitasking window) keeps the heights,
/// which UIKit takes from the device (`_UIBarsUseNewPadHeights()` reads `UIDevice`'s idiom), and
/// lays its tab items out as a phone does, stacked and filling the bar, with no floating tab bar
/// (``Traits/padBars``: `-_styleForTraitCollection:` and `-_layoutTabBarItems` ask the trait
/// collection's horizontal size class).
///
/// Sources, restated (each value names its own below):
/// - UIKitCore decompiled from the iPadOS 18.0 and iOS 18.2 restore images (EthanArbuckle's
///   repositories on GitHub): `_UINavigationBarVisualProviderModernIOS
///   -defaultBarHeightForTraitCollection:` (50 when `_UIBarsUseNewPadHeights()`, else 44),
///   `_UIToolbarVisualProviderModernIOS -defaultSizeForOrientation:` (50) and
///   `-contentViewMargins` (3 above and below), `_UITabBarVisualProviderLegacyIOS
///   -intrinsicContentSizeGivenSize:` (50, plus the background extension), `-_layoutRegion`
///   (the row is the bar less that extension on an iPad), `-_styleForTraitCollection:` (an iPad
///   in regular width lays fewer than 9 items out inline, icon beside title) and
///   `-_layoutTabBarItems` (inline items at their own widths, the free width shared equally
///   before, between and after them; stacked items 80 wide and 30 apart, centred);
/// - Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (hacknicity,
///   Medium, 2018): bars 50 pt from iOS 12, 44 for apps built with Xcode 9;
/// - Tencent/QMUI_iOS issue 633 (2019), measured: tab bar and toolbar 65 on iPads with a home
///   indicator in both orientations, 50 on the others; bottom safe area 20;
/// - iPadOS 26: Vercantez/openuikit's iPad conformance run (iPad (A16), iPadOS 26.1: safe area
///   32 / 25, the navigation bar at y 32, 54 high) and aloisdeniel/flutter_device_preview's
///   probes (iPadOS 26.5: every iPad's top inset 32, bottom 25).
package struct PadBarMetrics: Sendable, Equatable {
    /// The navigation bar's row: 44 before iOS 12, 50 from it, 54 with Liquid Glass.
    package var navigationBarHeight: Double
    /// The toolbar's row above the home indicator (50 from iOS 12).
    package var toolbarHeight: Double
    /// The tab bar's row above the home indicator (49 before iOS 12, 50 from it).
    package var tabBarHeight: Double
    /// On an iPad with a home indicator a bottom bar's background runs this far below its row,
    /// less than the 20-point safe area: 15 (65 = 50 + 15 measured by QMUI; the decompiled
    /// `_UIBackgroundExtensionForBar…` subtracts the screen's 20 and adds the home affordance's
    /// allowance; medium). A bar's content keeps to the row.
    package var bottomBarExtension: Double
    /// Tab items inline, the icon beside the title (iOS 11+), rather than stacked.
    package var inlineTabItems: Bool
    /// Whether the iPad's safe area is iPadOS 26's (32 at the top, 25 at the bottom on the iPads
    /// with a home indicator) rather than the status bar's (24 and 20).
    package var glassSafeArea: Bool
    /// Whether a tab bar controller's tab bar floats at the top of the screen in regular width
    /// (iPadOS 18's `_UIFloatingTabBar`; Apple, "Elevating your iPad app with a tab bar and
    /// sidebar"), rather than at the bottom.
    package var floatingTabBar: Bool
    /// Where the navigation bar's and the toolbar's 44-point content sits in a taller row: 3
    /// points down in the 50-point bars (`-_updateAlignmentConstraints` and the toolbar's
    /// `-contentViewMargins`, 3 above and below, iPadOS 18.0 decompile), so a title's baseline
    /// is 3 + 28 = 31 below the bar's top; measured on an iPadOS 14.0 capture (sidebar-ios14's
    /// `Preview.png`: the Edit and Sort buttons' baseline 31 pt below their 50-pt bar's top).
    /// Nil where the row is the content's 44 (iOS 9–11) or the glass lays its own out.
    package var contentTop: Double? = nil
    /// The status bar shows the time and the date at its leading edge (iOS 12+: the provider
    /// classes of ``PadScreen``); before, a phone's 20 pt layout with "iPad" for the carrier.
    package var statusBarShowsDate = true
    /// A navigation controller presented as a form or page sheet (``PadSheetMetrics``); nil on
    /// the releases whose sheet bar no source gives (iOS 9 to 12, iPadOS 26 and 27).
    package var sheet: PadSheetMetrics? = nil
    /// Split View and Slide Over, the multitasking windows of iOS 9 to iPadOS 18 (Apple, "Adopting
    /// Multitasking Enhancements on iPad", archived: iOS 9); iPadOS 26 draws apps in windows of
    /// their own instead (`windowed: true`), which BarScope does not model as split fractions.
    package var splitViewMultitasking = true
    package var source: String

    /// The most items an iPad in regular width lays out inline: fewer than 9
    /// (`-_styleForTraitCollection:`, iOS 18.2 decompile); more are stacked.
    package static let maximumInlineTabItems = 8
    /// Stacked items on an iPad in regular width: 80 wide, 30 apart, the group centred, when the
    /// bar is wider than 110 × n − 30 (`-_layoutTabBarItems`, iOS 18.2 decompile); else they
    /// fill the bar as a phone's do.
    package static let centredTabItemWidth = 80.0
    package static let centredTabItemSpacing = 30.0

    /// iOS 9 and 10: the phone's heights (Hackworth: 44 before iOS 12), items stacked and centred.
    package static let ios9 = PadBarMetrics(
        navigationBarHeight: 44, toolbarHeight: 44, tabBarHeight: 49, bottomBarExtension: 0, inlineTabItems: false,
        glassSafeArea: false, floatingTabBar: false, statusBarShowsDate: false,
        source:
            "Hackworth 2018 (44 pt before iOS 12); stacked tab items 80 wide, 30 apart (iOS 18.2 decompile; that iOS 9–10 share them is an estimate)"
    )
    /// iOS 11: inline tab items arrive; the bars keep 44 and 49.
    package static let ios11 = PadBarMetrics(
        navigationBarHeight: 44, toolbarHeight: 44, tabBarHeight: 49, bottomBarExtension: 15, inlineTabItems: true,
        glassSafeArea: false, floatingTabBar: false, statusBarShowsDate: false,
        source: "Hackworth 2018 (iOS 11 iPad bars 44 pt); inline tab items (WWDC17 iPad tab bars; iOS 18.2 decompile)")
    /// iPadOS 12 to 17: the 50-point bars.
    package static let ios12 = PadBarMetrics(
        navigationBarHeight: 50, toolbarHeight: 50, tabBarHeight: 50, bottomBarExtension: 15, inlineTabItems: true,
        glassSafeArea: false, floatingTabBar: false, contentTop: 3,
        source:
            "iPadOS 18.0 decompile (bars 50 pt, _UIBarsUseNewPadHeights); Hackworth 2018; QMUI issue 633 (65 with a home indicator)"
    )
    /// iPadOS 13 to 15: the 50-point bars; a navigation bar in a sheet is 56 points, and a form
    /// sheet is 540 × 620 points unless the app asks for a size (``PadSheetMetrics``).
    package static let ios13 = ios12.with { $0.sheet = .ios13 }
    /// iPadOS 16 and 17: as 13, but form sheets grew by an amount no source gives
    /// (``PadSheetMetrics/defaultFormSheetSize``).
    package static let ios16 = ios12.with { $0.sheet = .ios16 }
    /// iPadOS 18: the same bars; a tab bar controller's tab bar floats at the top.
    package static let ios18 = ios16.with {
        $0.floatingTabBar = true
        $0.source += "; iPadOS 18 floating tab bar (Apple, Elevating your iPad app with a tab bar and sidebar)"
    }
    /// iPadOS 26: the glass bars' 54-point navigation bar at the safe area's top (32), the
    /// floating tab bar at the top. The toolbar's slot is the phone's glass slot (an estimate:
    /// no measurement of an iPad toolbar on iPadOS 26 was found).
    package static let glass26 = PadBarMetrics(
        navigationBarHeight: 54, toolbarHeight: 50, tabBarHeight: 50, bottomBarExtension: 0, inlineTabItems: true,
        glassSafeArea: true, floatingTabBar: true, splitViewMultitasking: false,
        source:
            "openuikit iPad conformance run, iPadOS 26.1 (bar 54 at y 32, safe area 32 / 25); flutter_device_preview probes, iPadOS 26.5"
    )

    /// These metrics with `change` applied.
    package func with(_ change: (inout PadBarMetrics) -> Void) -> PadBarMetrics {
        var metrics = self
        change(&metrics)
        return metrics
    }
}

/// A navigation controller presented as a sheet on an iPad (`presentation:`): its navigation
/// bar's row, where the bar's content sits in it, and the form sheet's size when the app gives
/// none.
///
/// Sources:
/// - UIKitCore decompiled from the iPadOS 18.0 restore image (EthanArbuckle's repositories on
///   GitHub): `-[_UINavigationBarContentView _currentContentSize]` resolves the bar's content
///   size to 3 when the trait collection's `_presentationSemanticContext` is 2 (a sheet, the
///   `.sheet` case in SwiftUI's `PresentationHostingController.presentationKind`), and to 2
///   otherwise; `-[_UINavigationBarContentViewLayout baseHeight]`: content size 3 → 56 (43 for
///   the Mac idiom), 2 → 50 with `_UIBarsUseNewPadHeights()`; `-_updateAlignmentConstraints`:
///   the 44-point content guides (`-_contentHeight`) sit 6 points below the row's top for
///   content size 3 (3 for the 50-point bar);
/// - SmileZXLee/ZXNavigationBar issue 14 (2020, an iPad): "present的vc，系统的导航条高度为56";
/// - Geoff Hackworth, "View Controller Presentation Changes in iOS and iPadOS 16" (hacknicity,
///   2022): iPadOS 16 beta 5 made the bar of a sheet 6 points lower on iPad (56 → 50) and beta
///   6 reverted it; "form sheets are slightly bigger than on previous iPadOS versions" from
///   beta 4;
/// - `_UIToolbarVisualProviderModernIOS -defaultSizeForOrientation:` (iPadOS 18 decompile)
///   has no sheet case: a toolbar in a sheet keeps the 50-point row.
package struct PadSheetMetrics: Sendable, Equatable {
    /// A size in points.
    package struct Size: Sendable, Equatable {
        package var width: Double
        package var height: Double

        package init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// The navigation bar's row in a sheet: 56 points (content size 3, `-baseHeight`).
    package var navigationBarHeight = 56.0
    /// Where the 44-point content guides start in that row: 6 points down
    /// (`-_updateAlignmentConstraints`, content size 3), so the title's baseline is 6 + 28.
    package var contentTop = 6.0
    /// A form sheet's size when the app sets no `preferredContentSize`, or nil where no source
    /// gives it: 540 × 620 points on iPadOS 13 to 15 (an estimate: UIKit's long-standing form
    /// sheet, the size Apple's own apps still pass as a form sheet's `preferredContentSize` in
    /// the iPadOS 18 decompiles, MediaPlayerUI's media picker and ShelfKit's migration sheet;
    /// the default's own code, `+[UIViewController defaultFormSheetSizeForScreenSize:]`, was not
    /// read). iPadOS 16 made it "slightly bigger" (Hackworth 2022) by an amount no source gives.
    package var defaultFormSheetSize: Size?
    package var source: String

    package static let ios13 = PadSheetMetrics(
        defaultFormSheetSize: Size(width: 540, height: 620),
        source:
            "iPadOS 18.0 decompile (_UINavigationBarContentViewLayout -baseHeight: content size 3 → 56; guides 6 pt down); ZXNavigationBar issue 14 (56 when presented); form sheet 540 × 620 (estimate)"
    )
    /// iPadOS 16 to 18: the bar as 13's; the default form sheet's size unknown.
    package static let ios16 = PadSheetMetrics(
        defaultFormSheetSize: nil,
        source:
            "iPadOS 18.0 decompile (_UINavigationBarContentViewLayout -baseHeight: content size 3 → 56; guides 6 pt down); ZXNavigationBar issue 14; Hackworth 2022 (iPadOS 16 form sheets larger, size not given)"
    )
}
