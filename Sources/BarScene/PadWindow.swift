import BarLayers
import Raster

/// An iPad app in a Split View window (`window:`, iOS 9 to iPadOS 18): the app's window is a
/// fraction of the screen's width and the screen's whole height, and its horizontal size class is
/// the window's. Either a Split View fraction on an iPad whose widths a source gives
/// (`multitasking:`, ``MultitaskingWidths``), or a width and size class the scene states (`width:`
/// with `horizontalSizeClass:`, any iPad).
///
/// In compact width UIKit draws what the trait collection asks for and keeps what the device
/// asks for (``Screen/padHeights``): the bars keep the iPad's heights (50 pt from iOS 12, the
/// bottom bars' 15-pt extension over a home indicator), the tab items are stacked and fill the bar
/// as a phone's do (`-_styleForTraitCollection:` gives inline items to a pad only in regular
/// width; `-_layoutTabBarItems` centres stacked ones only in regular width), and iPadOS 18's tab
/// bar stays at the bottom (the floating tab bar is regular width's: Apollo-Reborn pull request
/// 557 reads `-[_UITabContainerView canShowFloatingUI]` asking for a regular horizontal size
/// class; wix/react-native-navigation pull request 7947 works around the same).
package struct PadWindow: Sendable, Equatable {
    /// A Split View fraction of the screen's width (Apple's names: one third, half, two thirds).
    package enum Multitasking: String, Sendable, CaseIterable {
        case oneThird, half, twoThirds
    }

    /// The fraction (`multitasking:`), or nil when ``width`` states the window.
    package var multitasking: Multitasking?
    /// The window's width in points (`width:`), with ``horizontalSizeClass``.
    package var width: Double?
    /// The window's horizontal size class (`horizontalSizeClass:`), with ``width``.
    package var horizontalSizeClass: SizeClass?

    package init(multitasking: Multitasking? = nil, width: Double? = nil, horizontalSizeClass: SizeClass? = nil) {
        self.multitasking = multitasking
        self.width = width
        self.horizontalSizeClass = horizontalSizeClass
    }
}

/// A window resolved on its screen: its width in points and its horizontal size class.
package struct WindowFrame: Sendable, Equatable {
    package var width: Double
    package var horizontalSizeClass: SizeClass
}

/// The Split View windows of the iPads a source gives them for, each with its source.
///
/// Source (restated, not copied): pointfreeco/swift-snapshot-testing (MIT), `ViewImageConfig`'s
/// iPad presets in `Sources/SnapshotTesting/Common/View.swift` (Stephen Celis, Brandon Williams
/// and contributors, GitHub; the split sizes from pull request 209, 2019, and 405, 2021), whose
/// reference images were recorded on iOS 13.2–13.3 simulators at those sizes
/// (`Tests/Fixtures/Captures/swift-snapshot-testing`). The one-third window is 320 pt, or 375 on
/// the 12.9-inch and on the 11-inch on its side; the windows of a split lie either side of a
/// 10-pt divider, so a half is (W − 10) / 2 and two thirds is W − 10 less one third (the rule fits
/// the 9.7-inch and 11-inch references and predicts the 10.2, 10.5 and 12.9-inch ones exactly).
/// There is no half split upright (the presets have none; Apple's size-class table neither).
///
/// Size classes: Apple, "Adopting Multitasking Enhancements on iPad" (archived): two thirds in
/// landscape is regular width, a half is compact "on iPad and iPad mini" and regular on iPad Pro
/// (then only the 12.9-inch), one third and every upright fraction compact; swift-snapshot-
/// testing's presets give the same classes (the 11-inch's and 10.5-inch's halves compact).
package enum MultitaskingWidths {
    /// The 10-pt divider between a split's two windows (the presets' widths add up to the screen's
    /// less 10 in every configuration).
    package static let divider = 10.0

    /// One iPad's one-third widths upright and on its side, and whether its half is regular width.
    package struct Row: Sendable, Equatable {
        package let oneThirdPortrait: Double
        package let oneThirdLandscape: Double
        package let halfIsRegular: Bool
    }

    /// By ``PadScreen`` id: the 9.7-inch (and mini 5; the presets' `iPad9_7` and `iPadMini`),
    /// 10.2-inch (`iPad10_2`), 10.5-inch (`iPadPro10_5`), 11-inch of 2018 (`iPadPro11`) and
    /// 12.9-inch (`iPadPro12_9`).
    package static let rows: [String: Row] = [
        "ipad-9-7": Row(oneThirdPortrait: 320, oneThirdLandscape: 320, halfIsRegular: false),
        "ipad-9": Row(oneThirdPortrait: 320, oneThirdLandscape: 320, halfIsRegular: false),
        "ipad-air-3": Row(oneThirdPortrait: 320, oneThirdLandscape: 320, halfIsRegular: false),
        "ipad-pro-11-2018": Row(oneThirdPortrait: 320, oneThirdLandscape: 375, halfIsRegular: false),
        "ipad-pro-12-9": Row(oneThirdPortrait: 375, oneThirdLandscape: 375, halfIsRegular: true),
    ]

    /// The iPads with rows, in ``PadScreen/all``'s order, for messages.
    package static var ids: [String] { PadScreen.all.map(\.id).filter { rows[$0] != nil } }

    /// The window of `fraction` on a screen `screenWidth` points wide, held as `landscape` says;
    /// nil where there is no such window (a half upright) or no row.
    package static func frame(
        _ fraction: PadWindow.Multitasking, pad: String, screenWidth: Double, landscape: Bool
    ) -> WindowFrame? {
        guard let row = rows[pad] else { return nil }
        let third = landscape ? row.oneThirdLandscape : row.oneThirdPortrait
        switch fraction {
        case .oneThird: return WindowFrame(width: third, horizontalSizeClass: .compact)
        case .half:
            guard landscape else { return nil }
            return WindowFrame(
                width: (screenWidth - divider) / 2, horizontalSizeClass: row.halfIsRegular ? .regular : .compact)
        case .twoThirds:
            return WindowFrame(
                width: screenWidth - divider - third, horizontalSizeClass: landscape ? .regular : .compact)
        }
    }
}

extension Scene {
    /// The multitasking window the scene's app is in, resolved on its iPad (``PadWindow``); nil
    /// for the whole screen, or for a window BarScope refuses (``windowRefusal``).
    package var windowFrame: WindowFrame? {
        guard let window, device.pad != nil else { return nil }
        if let width = window.width, let sizeClass = window.horizontalSizeClass, window.multitasking == nil {
            return WindowFrame(width: width, horizontalSizeClass: sizeClass)
        }
        guard let fraction = window.multitasking, window.width == nil, window.horizontalSizeClass == nil,
            let pad = device.pad
        else { return nil }
        let screenWidth = orientation.isLandscape ? device.heightPoints : device.widthPoints
        return MultitaskingWidths.frame(
            fraction, pad: pad.id, screenWidth: screenWidth, landscape: orientation.isLandscape)
    }

    /// What a multitasking window asks for that is not there or BarScope does not model.
    var windowRefusal: SceneRefusal? {
        guard let window else { return nil }
        func refuse(_ key: String, _ message: String, code: SceneError.Code = .invalidValue) -> SceneRefusal {
            SceneRefusal(key: key.isEmpty ? "window" : "window.\(key)", message: message, code: code)
        }
        guard let pad = device.pad else {
            return refuse(
                "",
                device.idiom == .pad
                    ? "a multitasking window is drawn on a named iPad; use one such as ipad-pro-11, or remove window"
                    : "Split View windows are an iPad's; use an iPad such as ipad-pro-11-2018, or remove window")
        }
        if !release.padBars.splitViewMultitasking {
            return refuse(
                "",
                "iPadOS \(release.number) replaces Split View with free windows, which BarScope draws as windowed: true; use windowed: true, or ios: 18",
                code: .notModelled)
        }
        switch (window.multitasking, window.width, window.horizontalSizeClass) {
        case (.some, .some, _):
            return refuse("width", "give multitasking or a width, not both; remove width, or multitasking")
        case (.some, nil, .some):
            return refuse(
                "horizontalSizeClass",
                "a Split View fraction has its own size class (Apple's table); remove horizontalSizeClass, or give width instead of multitasking"
            )
        case (nil, .some, nil):
            return refuse(
                "horizontalSizeClass",
                "a window of a given width needs its size class; add horizontalSizeClass: compact (or regular)")
        case (nil, nil, _):
            return refuse(
                "", "a window needs a Split View fraction or a width; add multitasking: oneThird, or width: 320")
        default: break
        }
        let screenWidth = orientation.isLandscape ? device.heightPoints : device.widthPoints
        if let fraction = window.multitasking {
            guard MultitaskingWidths.rows[pad.id] != nil else {
                return refuse(
                    "multitasking",
                    "no source gives \(pad.id)'s Split View widths; use \(MultitaskingWidths.ids.joined(separator: ", ")), or give width and horizontalSizeClass"
                )
            }
            if fraction == .half, !orientation.isLandscape {
                return refuse(
                    "multitasking",
                    "an upright iPad has no half split; use oneThird or twoThirds, or orientation: landscapeLeft")
            }
        }
        if let width = window.width, width > screenWidth - MultitaskingWidths.divider {
            return refuse(
                "width",
                "a window \(PointRect.format(width)) pt wide does not fit beside another on a screen \(PointRect.format(screenWidth)) pt wide; give at most \(PointRect.format(screenWidth - MultitaskingWidths.divider))"
            )
        }
        let others: [(String, Bool, String)] = [
            ("statusBar", statusBar != nil, "the status bar is the screen's, across both windows; remove statusBar"),
            (
                "splitView", splitView != nil,
                "a split view in a window is not modelled yet; remove splitView, or window"
            ),
            (
                "deviceChrome", deviceChrome != nil,
                "a window is not the whole screen, so there is no device around it; remove deviceChrome, or window"
            ),
        ]
        if let (key, _, message) = others.first(where: \.1) {
            return SceneRefusal(key: key, message: message, code: key == "splitView" ? .notModelled : .invalidValue)
        }
        return nil
    }
}

extension Reader {
    /// A window's width: whole points from 320 (the narrowest Split View window,
    /// ``MultitaskingWidths``); the screen's width bounds it in ``Scene/windowRefusal``.
    func windowWidth(_ key: String, _ node: YAMLNode) throws(SceneError) -> Double {
        guard let points = Self.integer(node), points >= 320, points <= 1366 else {
            throw error(key, node, "\(show(node)) is not a window width; use whole points from 320, such as 375")
        }
        return Double(points)
    }
}
