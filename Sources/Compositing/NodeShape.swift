import Raster
import Vector

/// How a rounded corner bends (Core Animation's `CALayerCornerCurve`).
public enum CornerCurve: String, Hashable, Sendable {
    /// Quarter circles (`.circular`, Core Animation's default).
    case circular
    /// UIKit's smooth corners (`.continuous`; see ``Vector/Path/continuousRoundedRectangle(x:y:width:height:radius:)``).
    case continuous
}

/// The outline of a node, in device pixels: what its contents fill and, when it clips, what its
/// children are cut to (a layer's `cornerRadius` with `cornerCurve`, or iOS 26's capsule
/// corner configuration).
public enum NodeShape: Hashable, Sendable {
    /// The frame itself.
    case rectangle
    /// The frame with corners of `radius` pixels.
    case roundedRectangle(radius: Double, curve: CornerCurve)
    /// The frame with its shorter sides made half circles (radius half the shorter side):
    /// `UICornerConfiguration.capsule()`.
    case capsule

    /// The same shape for a frame `factor` times as large (points to pixels).
    public func scaled(by factor: Double) -> NodeShape {
        guard case let .roundedRectangle(radius, curve) = self else { return self }
        return .roundedRectangle(radius: radius * factor, curve: curve)
    }

    /// Whether the shape is the frame itself (a radius of zero is).
    public var isRectangle: Bool {
        switch self {
        case .rectangle: return true
        case let .roundedRectangle(radius, _): return radius <= 0
        case .capsule: return false
        }
    }

    /// The shape's outline over `frame`.
    public func path(in frame: PixelRect) -> Path {
        let (x, y, w, h) = (Double(frame.x), Double(frame.y), Double(frame.width), Double(frame.height))
        switch self {
        case .rectangle:
            return .rectangle(x: x, y: y, width: w, height: h)
        case let .roundedRectangle(radius, .circular):
            return .roundedRectangle(x: x, y: y, width: w, height: h, radius: radius)
        case let .roundedRectangle(radius, .continuous):
            return .continuousRoundedRectangle(x: x, y: y, width: w, height: h, radius: radius)
        case .capsule:
            return .roundedRectangle(x: x, y: y, width: w, height: h, radius: min(w, h) / 2)
        }
    }

    /// The shape's coverage over `frame`, placed at the frame's top-left (nil for an empty frame).
    public func coverage(in frame: PixelRect) -> PlacedMask? {
        guard !frame.isEmpty,
            let mask = try? PathRasterizer.mask(
                path(in: frame), x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        else { return nil }
        return PlacedMask(mask, x: frame.x, y: frame.y)
    }
}

/// A coverage mask placed on the canvas (its top-left pixel at `x`, `y`); outside the mask the
/// coverage is zero. A node's mask layer (Core Animation's `mask`), or a shape's coverage.
public struct PlacedMask: Equatable, Sendable {
    public var mask: AlphaMask
    public var x: Int
    public var y: Int

    public init(_ mask: AlphaMask, x: Int, y: Int) {
        self.mask = mask
        self.x = x
        self.y = y
    }

    /// The pixels the mask spans.
    public var rect: PixelRect { PixelRect(x: x, y: y, width: mask.width, height: mask.height) }

    /// The coverage at canvas pixel (`px`, `py`): zero outside the mask.
    public func coverage(atX px: Int, y py: Int) -> UInt8 {
        rect.contains(x: px, y: py) ? mask[px - x, py - y] : 0
    }

    /// The same mask moved by (`dx`, `dy`) pixels.
    public func offsetBy(dx: Int, dy: Int) -> PlacedMask { PlacedMask(mask, x: x + dx, y: y + dy) }
}
