import BarLayers
import Raster

/// How the phone is held: UIKit's `UIInterfaceOrientation` names (`orientation:` in a scene).
///
/// The two landscape orientations put the notch or the Dynamic Island on opposite sides, but
/// UIKit gives both sides the same safe-area inset, so the bars and the content sit alike in
/// both; BarScope draws no sensor housing, and renders them the same.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait, landscapeLeft, landscapeRight

    /// Whether the phone is on its side: compact height (`verticalSizeClass == .compact`).
    public var isLandscape: Bool { self != .portrait }
}

/// A device held in an orientation: the screen the bars and the content are laid out on, in
/// window points. Portrait is the ``Device`` table's numbers; landscape swaps width and height,
/// hides the status bar, uses the landscape bar heights, and insets the content from the sides
/// by the safe area (see ``LandscapeMetrics`` for the sources).
package struct Screen: Sendable, Equatable {
    package let device: Device
    package let orientation: Orientation
    /// The release whose bars are drawn: its design places the bars (``BarDesign/rows(_:)``);
    /// its row decides the landscape tab bar and the side safe areas.
    package let release: IOSVersion
    /// The screen is the frame of a sheet (``SheetPresentation``): its bar is the sheet's.
    package var isSheet = false
    /// An iPad app in a multitasking window (`window:`, ``PadWindow``): the window's width and
    /// size class; nil for the whole screen.
    package let window: WindowFrame?

    package init(device: Device, orientation: Orientation = .portrait, release: IOSVersion, window: WindowFrame? = nil)
    {
        self.device = device
        self.orientation = orientation
        self.release = release
        self.window = window
    }

    /// The kind of device (``Device/idiom``).
    package var idiom: Idiom { device.idiom }
    /// `UIUserInterfaceSizeClass` of the height: compact for every iPhone on its side, regular
    /// upright, and regular on an iPad either way (Apple's HIG, Layout: "Device size classes").
    package var verticalSizeClass: SizeClass { orientation.isLandscape && idiom == .phone ? .compact : .regular }
    /// The width's: compact on a phone, but for the large phones on their side, whose 44-pt
    /// landscape bar is the regular-width metrics (the HIG's table: the Plus and Max phones are
    /// regular width in landscape; ``LandscapeMetrics``); regular on an iPad's full screen, and in
    /// a multitasking window the window's (``PadWindow``).
    package var horizontalSizeClass: SizeClass {
        if idiom == .pad { return window?.horizontalSizeClass ?? .regular }
        return orientation.isLandscape && device.landscapeBarHeight >= BarConstants.navigationBarHeight
            ? .regular : .compact
    }
    /// Whether a `tabSidebar` controller shows its sidebar unless told: in landscape (Apple,
    /// "Elevating your iPad app with a tab bar and sidebar"; ``Scene/showsTabSidebar``).
    package var showsTabSidebarByDefault: Bool { orientation.isLandscape }
    /// Whether a table's cells keep the wide margins inside an inset-grouped card (an iPad's,
    /// ``InsetGroupedMetrics/padContentInset``), where a phone's keep 16.
    package var keepsWideCellMargins: Bool { idiom == .pad }
    /// An iPad in regular width: its tab bar is the release's iPad one (inline items, the floating
    /// tab bar; ``PadBarMetrics``).
    package var padBars: PadBarMetrics? { idiom == .pad && horizontalSizeClass == .regular ? release.padBars : nil }
    /// An iPad in either width: its bars' heights are the release's iPad ones. UIKit asks the
    /// device, not the trait collection: `-defaultBarHeightForTraitCollection:` (navigation bar),
    /// `-defaultSizeForOrientation:` (toolbar) and `-intrinsicContentSizeGivenSize:` (tab bar)
    /// take 50 pt when `_UIBarsUseNewPadHeights()`, which is `UIDevice.currentDevice`'s idiom being
    /// pad and the app's SDK recent enough (UIKitCore decompiles, EthanArbuckle's repositories on
    /// GitHub), so a compact-width window keeps them. swift-snapshot-testing's iOS 13 references
    /// agree from the other side: pad traits on an iPhone simulator draw a 44-pt navigation bar
    /// and a 49-pt tab bar (`Tests/Fixtures/Captures/swift-snapshot-testing`).
    package var padHeights: PadBarMetrics? { idiom == .pad ? release.padBars : nil }
    /// The top and bottom safe-area insets: the device's, but for an iPad on a release whose
    /// iPad safe area is iPadOS 26's (32 and 25 on the iPads with a home indicator).
    package var safeArea: (top: Double, bottom: Double) {
        if let pad = device.pad, release.padBars.glassSafeArea { return pad.safeArea26 }
        return (device.topSafeAreaInset, device.homeIndicatorInset)
    }

    package var scale: Int { device.scale }
    /// The screen's width, or a multitasking window's: the app's window is that wide and the
    /// screen's height tall (``PadWindow``).
    package var widthPoints: Double {
        window?.width ?? (orientation.isLandscape ? device.heightPoints : device.widthPoints)
    }
    package var heightPoints: Double { orientation.isLandscape ? device.widthPoints : device.heightPoints }
    package var pixelWidth: Int { Int(widthPoints) * scale }
    package var pixelHeight: Int { Int(heightPoints) * scale }
    /// The whole screen.
    package var bounds: PointRect { PointRect(x: 0, y: 0, width: widthPoints, height: heightPoints) }

    /// Whether the status bar shows: UIKit hides it in compact height for apps built with the
    /// iOS 8 SDK or later (``LandscapeMetrics/statusBarHiddenInCompactHeight``).
    package var showsStatusBar: Bool {
        !(verticalSizeClass == .compact && LandscapeMetrics.statusBarHiddenInCompactHeight)
    }
    /// The status bar's height, 0 when hidden.
    package var statusBarHeight: Double { showsStatusBar ? device.statusBarHeight : 0 }
    /// What the release's design needs to know of this screen to place its bars.
    var facts: ScreenFacts {
        let safeArea = self.safeArea
        var facts = ScreenFacts(
            isCompactHeight: verticalSizeClass == .compact, showsStatusBar: showsStatusBar,
            statusBarBottom: device.navigationBarTop,
            topSafeAreaInset: safeArea.top, landscapeBarHeight: device.landscapeBarHeight,
            homeIndicatorInset: safeArea.bottom,
            landscapeHomeIndicatorInset: device.landscapeHomeIndicatorInset,
            compactLandscapeTabBar: release.compactLandscapeTabBar)
        facts.pad = padHeights
        facts.isSheet = isSheet
        return facts
    }
    /// Where the bars sit and how tall they are: the design's placement on this screen
    /// (``BarDesign/rows(_:)``: under the status bar before iOS 26, at the safe area's top on it).
    package var rows: BarRows { release.design.rows(facts) }
    /// Where a navigation controller's bar starts.
    package var navigationBarTop: Double { rows.navigationBarTop }
    /// The navigation bar's row height: 44 pt, or the device's landscape height (32 or 44;
    /// decompiled `_UINavigationBarPhonePadVisualStyle`: 32 pt for the compact metrics); 54 on
    /// iOS 26.
    package var navigationBarHeight: Double { rows.navigationBarHeight }
    /// The toolbar's height above the home indicator.
    package var toolbarHeight: Double { rows.toolbarHeight }
    /// The tab bar's height above the home indicator: 49 pt, and in landscape from iOS 11 the
    /// compact bar's (``EdgeToEdgeBars``, which has the sources).
    package var tabBarHeight: Double { rows.tabBarHeight }
    /// The height of a bar of `kind` above the home indicator (its row of content).
    package func barHeight(_ kind: BarKind) -> Double {
        switch kind {
        case .navigationBar: return navigationBarHeight
        case .toolbar: return toolbarHeight
        case .tabBar: return tabBarHeight
        }
    }
    /// Where the bottom bars' rows end above the screen's bottom: the home indicator's inset
    /// (0 on phones with a home button), or on an iPad the bars' background extension.
    package var homeIndicatorInset: Double { rows.homeIndicatorInset }
    /// The bottom safe-area inset with no bar there: the home indicator's (20 on an iPad).
    package var bottomSafeAreaInset: Double { rows.bottomSafeAreaInset ?? rows.homeIndicatorInset }
    /// The left and right safe-area insets (equal): in landscape on phones without a home button,
    /// from iOS 11 (``LandscapeMetrics/sideSafeAreaInset(_:release:)``); 0 in portrait.
    package var sideSafeAreaInset: Double {
        orientation.isLandscape && idiom == .phone ? LandscapeMetrics.sideSafeAreaInset(device, release: release) : 0
    }
}

/// The numbers of a phone in landscape, each with its source.
package enum LandscapeMetrics {
    /// Apple's `prefersStatusBarHidden` documentation: by default a view controller shows the
    /// status bar, "with one exception: for apps linked against iOS 8 or later, this method
    /// returns true if the view controller is in a vertically compact environment".
    package static let statusBarHiddenInCompactHeight = true

    /// The left and right safe-area insets of a phone in landscape: 0 with a home button; on the
    /// phones with a notch or the Dynamic Island, the portrait top safe-area inset, which UIKit
    /// gives both sides whichever way the phone is turned (useyourloaf.com, "Supporting iPhone X":
    /// 44 pt each side, "it does not matter if the notch is on the left or right"; the device
    /// files of aloisdeniel's flutter_device_preview: 47 on the 13, 59 on the 14 Pro, 62 on the
    /// 16 Pro, 21 at the bottom). The safe area arrives with iOS 11; before it nothing is inset.
    package static func sideSafeAreaInset(_ device: Device, release: IOSVersion) -> Double {
        guard release.safeAreaInsets, device.homeIndicatorInset > 0 else { return 0 }
        return device.topSafeAreaInset
    }

    /// Large titles in compact height: never shown; the bar shows its small title in the row
    /// (openradar 32707795, iOS 11: "when you rotate an iPhone from portrait to landscape, the
    /// navigation bar title switches from large to normal", with `.automatic` and `.always`).
    package static let largeTitlesInCompactHeight = false
}
