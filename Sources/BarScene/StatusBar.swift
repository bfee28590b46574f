import BarLayers
import Raster

/// The status bar's content, drawn only when a scene asks for it (`statusBar:`): BarScope
/// draws no text, so its items are stand-in blocks, like the list's greeked words, placed so
/// that the status bar's height shows in the pixels.
///
/// `UIStatusBarStyle`: dark items (`default`) or light ones (`lightContent`).
public enum StatusBarStyle: String, Sendable, CaseIterable {
    case `default`, lightContent

    /// The items' colour.
    public var color: RGBA8 { self == .default ? .black : .white }
}

extension Scene {
    /// Height of the time and battery blocks in points: the cap height of the status bar's
    /// 12 pt-tall time digits on the 20 pt status bar (BarScope's stand-in, not a measured glyph).
    public static let statusBarItemHeight = 12.0
    /// Widths of the time and battery blocks, and their inset from the screen's sides, in points.
    public static let statusBarTimeWidth = 33.0
    public static let statusBarBatteryWidth = 25.0
    public static let statusBarItemInset = 16.0

    /// The status bar with its two items, centred in the device's status bar height, or nil when
    /// the scene does not draw it. Class names are those of UIKit's status bar on iOS 7–12
    /// (`UIStatusBarForegroundView`, `UIStatusBarTimeItemView`, `UIStatusBarBatteryItemView`).
    public func statusBarLayer() -> Layer? {
        guard let style = statusBar else { return nil }
        let width = device.widthPoints, height = device.statusBarHeight
        let top = (height - Self.statusBarItemHeight) / 2
        let source = "BarScope stand-in: \(PointRect.format(Self.statusBarItemHeight)) pt blocks centred in the \(PointRect.format(height)) pt status bar"
        let items = [
            Layer(className: "UIStatusBarTimeItemView",
                  frame: PointRect(x: Self.statusBarItemInset, y: top, width: Self.statusBarTimeWidth, height: Self.statusBarItemHeight),
                  backgroundColor: style.color, source: source),
            Layer(className: "UIStatusBarBatteryItemView",
                  frame: PointRect(x: width - Self.statusBarItemInset - Self.statusBarBatteryWidth, y: top,
                                   width: Self.statusBarBatteryWidth, height: Self.statusBarItemHeight),
                  backgroundColor: style.color, source: source),
        ]
        let frame = PointRect(x: 0, y: 0, width: width, height: height)
        return Layer(className: "UIStatusBar", frame: frame, children: [
            Layer(className: "UIStatusBarForegroundView", frame: frame, children: items, source: "status bar height: Device table")
        ])
    }
}
