import BarLayers
import Raster
import Vector

/// iPadOS 26's window controls: the close, minimise and full-screen buttons at the top-leading
/// corner of an app in a window (`windowed: true`). Apple documents them
/// (`UIWindowScene.WindowingControlStyle`, iOS 26: they "do not contribute to safeAreaInsets";
/// bars keep clear through corner-adapted layout regions), but no public source measures their
/// size or place, so every number here is BarScope's estimate, named as such, and a scene that
/// draws them is warned: the three circles as the Mac draws its window controls, in the 32-point
/// band above the bars; the bars are not moved for them.
package enum WindowControls {
    /// Each control's diameter and the gap between two (estimates: the Mac's controls' look).
    package static let diameter = 12.0
    package static let gap = 8.0
    /// The first control's leading edge from the window's, and the controls' centre below its top
    /// (estimates: the middle of iPadOS 26's 32-point top safe area).
    package static let leadingInset = 16.0
    package static let centerY = 16.0
    /// Close, minimise, full screen (estimates: the Mac's colours as design kits give them).
    package static let colors = [
        RGBA8(r: 0xff, g: 0x5f, b: 0x57), RGBA8(r: 0xfe, g: 0xbc, b: 0x2e), RGBA8(r: 0x28, g: 0xc8, b: 0x40),
    ]

    /// What the warning says of the estimate.
    package static let caveat =
        "the window controls are drawn at an estimated size and place (\(PointRect.format(diameter))-point circles \(PointRect.format(gap)) pt apart, centred \(PointRect.format(centerY)) pt down; no iPadOS 26 measurement was found) and the bars are not moved to clear them (UIKit's corner adaptation was not measured); hold no golden to them"
}

extension Scene {
    /// The window controls' layer, when the scene's app is in a window (`windowed: true`).
    package var windowControlsLayer: Layer? {
        guard windowed else { return nil }
        let m = WindowControls.self
        let paths = m.colors.indices.map { index in
            Path.circle(
                center: Point(m.leadingInset + m.diameter / 2 + Double(index) * (m.diameter + m.gap), m.centerY),
                radius: m.diameter / 2)
        }
        return Layer(
            className: "_UIWindowControlsView",
            frame: PointRect(x: 0, y: 0, width: screen.widthPoints, height: m.centerY * 2),
            drawing: .shapes(name: "windowControls", paths, colors: m.colors),
            source: "iPadOS 26 window controls: BarScope's estimates (WindowControls)")
    }
}
