import BarLayers
import Raster

/// The iPads a scene may name, as data: their screens and safe areas, each with its source.
/// Each is a ``Device`` (``device``) with the pad idiom, whose bars the release's
/// ``PadBarMetrics`` place.
///
/// Sources (restated): the device files of aloisdeniel's flutter_device_preview, probed from
/// booted iPadOS 26.5 simulators (every current iPad @2x; top safe area 32 and bottom 25 on
/// iPadOS 26); UIKitCore decompiled from the iPadOS 18.0 restore image (EthanArbuckle's
/// repositories on GitHub: `_UIStatusBarVisualProvider_RoundedPad` 24 pt high,
/// `_UIStatusBarVisualProvider_Pad` 20 pt); Tencent/QMUI_iOS issue 633 (a bottom safe area of
/// 20 on iPads with a home indicator, iPadOS 12–18); KeyboardKit's `CGFloat+Device.swift` and
/// t0maboro/react-native-responsive-checker's `ipad_size.ts` for the older sizes (medium).
package struct PadScreen: Sendable, Equatable {
    /// The scene-file name (`ipad-pro-13`).
    package let id: String
    /// Marketing names covered.
    package let name: String
    /// Portrait size in points; every iPad draws at @2x.
    package let widthPoints: Double
    package let heightPoints: Double
    /// Top and bottom safe-area insets on iPadOS 13–18 (the status bar's 24, or 20 with a home
    /// button; 20 above a home indicator) and on iPadOS 26 (32 and 25; not probed on the
    /// home-button iPads, which have 20 and 0 there too as far as any source shows).
    package let safeArea18: (top: Double, bottom: Double)
    package let safeArea26: (top: Double, bottom: Double)
    /// The first release it ran (Apple's announcements, as Wikipedia's "List of iPad models"
    /// tabulates them; the earliest model of a row).
    package let shippedWith: Int
    package let source: String

    package static func == (a: PadScreen, b: PadScreen) -> Bool { a.id == b.id }

    /// Every iPad scale is 2 (Apple has shipped no @3x iPad; every probed iPad reports 2).
    package static let scale = 2

    private static let probed = "flutter_device_preview device files, probed on iPadOS 26.5 (high)"
    private static let older = "KeyboardKit and react-native-responsive-checker sizes (medium)"

    private static func rounded(
        _ id: String, _ name: String, _ w: Double, _ h: Double, shipped: Int, _ source: String
    ) -> PadScreen {
        PadScreen(
            id: id, name: name, widthPoints: w, heightPoints: h, safeArea18: (24, 20), safeArea26: (32, 25),
            shippedWith: shipped,
            source: source + "; status bar 24 (RoundedPad, iPadOS 18 decompile); bottom 20 (QMUI issue 633)")
    }

    private static func homeButton(_ id: String, _ name: String, _ w: Double, _ h: Double, shipped: Int) -> PadScreen {
        PadScreen(
            id: id, name: name, widthPoints: w, heightPoints: h, safeArea18: (20, 0), safeArea26: (20, 0),
            shippedWith: shipped, source: "\(older); status bar 20 (Pad, iPadOS 18 decompile); no home indicator")
    }

    package static let all: [PadScreen] = [
        rounded("ipad-pro-13", "iPad Pro 13-inch (M4, M5)", 1032, 1376, shipped: 17, probed),
        rounded("ipad-pro-11", "iPad Pro 11-inch (M4, M5)", 834, 1210, shipped: 17, probed),
        rounded("ipad-pro-12-9", "iPad Pro 12.9-inch (3rd to 6th generation)", 1024, 1366, shipped: 12, older),
        rounded("ipad-pro-11-2018", "iPad Pro 11-inch (1st to 4th generation)", 834, 1194, shipped: 12, older),
        rounded("ipad-air-13", "iPad Air 13-inch (M2, M3, M4)", 1024, 1366, shipped: 17, probed),
        rounded(
            "ipad-air-11", "iPad Air 11-inch (M2, M3, M4), iPad Air (4th, 5th generation)", 820, 1180, shipped: 14,
            probed),
        rounded("ipad-10", "iPad (10th generation), iPad (A16)", 820, 1180, shipped: 16, probed),
        rounded("ipad-mini-6", "iPad mini (6th generation), iPad mini (A17 Pro)", 744, 1133, shipped: 15, probed),
        homeButton("ipad-9", "iPad (7th to 9th generation)", 810, 1080, shipped: 13),
        homeButton("ipad-air-3", "iPad Air (3rd generation), iPad Pro 10.5-inch", 834, 1112, shipped: 10),
        homeButton("ipad-9-7", "iPad 9.7-inch, iPad mini (5th generation)", 768, 1024, shipped: 9),
    ]

    /// The iPad with a scene-file name.
    package static func named(_ id: String) -> PadScreen? { all.first { $0.id == id } }

    /// The iPad a name that is not an id most likely means: a marketing name compared without
    /// case, spaces or punctuation (`iPad Pro 13`, `ipad air 11`), else an id with a typo.
    package static func suggestion(for written: String) -> PadScreen? {
        func folded(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let key = folded(written)
        guard key.hasPrefix("ipad") else { return nil }
        if let id = all.first(where: { folded($0.id) == key }) { return id }
        if let named = all.first(where: { pad in
            pad.name.split(separator: ",").contains { folded(String($0)).hasPrefix(key) }
        }) {
            return named
        }
        return nearest(written, in: all.map(\.id)).flatMap(named)
    }

    /// The iPad as a device: portrait points at @2x, the status bar's 24 (20 with a home
    /// button) above the bars, the 20-point margins of a wide screen (BarScope's `docs/sources.md`:
    /// `UIScreen._wantsWideContentMargins`; every iPad is wider than 375 pt), no landscape
    /// metrics of its own (an iPad is regular height on its side: its bars keep their heights).
    package var device: Device {
        var device = Device(
            id: id, name: name, widthPoints: widthPoints, heightPoints: heightPoints, scale: Self.scale,
            statusBarHeight: safeArea18.top, homeIndicatorInset: safeArea18.bottom,
            landscapeBarHeight: PadBarMetrics.ios12.navigationBarHeight,
            landscapeHomeIndicatorInset: safeArea18.bottom, isPlus: true, shippedWith: shippedWith,
            statusBar: safeArea18.bottom > 0 ? .roundedPad : .pad, source: source)
        device.idiom = .pad
        device.pad = self
        return device
    }

    /// The shortest side of any iPhone, in points (the 16 Pro Max and 17 Pro Max's 440): a view
    /// wider than this on both sides is no phone's screen.
    package static let widestPhoneSide = 440.0
}
