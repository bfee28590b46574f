import Raster
import Vector

/// How a rounded corner bends (Core Animation's `CALayerCornerCurve`).
package enum CornerCurve: String, Hashable, Sendable {
    /// Quarter circles (`.circular`, Core Animation's default).
    case circular
    /// UIKit's smooth corners (`.continuous`; see ``Vector/Path/continuousRoundedRectangle(x:y:width:height:radius:)``).
    case continuous
}

/// The outline of a node, in device pixels: what its contents fill and, when it clips, what its
/// children are cut to (a layer's `cornerRadius` with `cornerCurve`, or iOS 26's capsule
/// corner configuration).
package enum NodeShape: Hashable, Sendable {
    /// The frame itself.
    case rectangle
    /// The frame with corners of `radius` pixels.
    case roundedRectangle(radius: Double, curve: CornerCurve)
    /// The frame with its shorter sides made half circles (radius half the shorter side):
    /// `UICornerConfiguration.capsule()`.
    case capsule
    /// Rounded rectangles merged into one outline, as iOS 26 draws the glass of a
    /// `UIGlassContainerEffect` (``MergedShape``).
    case merged(MergedShape)

    /// The same shape for a frame `factor` times as large (points to pixels).
    package func scaled(by factor: Double) -> NodeShape {
        switch self {
        case let .roundedRectangle(radius, curve): return .roundedRectangle(radius: radius * factor, curve: curve)
        case let .merged(shape): return .merged(shape.scaled(by: factor))
        case .rectangle, .capsule: return self
        }
    }

    /// Whether the shape is the frame itself (a radius of zero is).
    package var isRectangle: Bool {
        switch self {
        case .rectangle: return true
        case let .roundedRectangle(radius, _): return radius <= 0
        case .capsule, .merged: return false
        }
    }

    /// The shape's outline over `frame`.
    package func path(in frame: PixelRect) -> Path {
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
        case let .merged(shape):
            // The parts' own outlines (their union where they overlap; the smoothing between them
            // is in ``coverage(in:)`` only).
            var path = Path()
            for part in shape.parts {
                path.append(
                    .roundedRectangle(
                        x: x + part.x, y: y + part.y, width: part.width, height: part.height, radius: part.radius))
            }
            return path
        }
    }

    /// The shape's coverage over `frame`, placed at the frame's top-left (nil for an empty frame).
    package func coverage(in frame: PixelRect) -> PlacedMask? {
        if case let .merged(shape) = self { return shape.coverage(in: frame) }
        guard !frame.isEmpty,
            let mask = try? PathRasterizer.mask(
                path(in: frame), x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        else { return nil }
        return PlacedMask(mask, x: frame.x, y: frame.y)
    }
}

/// A coverage mask placed on the canvas (its top-left pixel at `x`, `y`); outside the mask the
/// coverage is zero. A node's mask layer (Core Animation's `mask`), or a shape's coverage.
package struct PlacedMask: Equatable, Sendable {
    package var mask: AlphaMask
    package var x: Int
    package var y: Int

    package init(_ mask: AlphaMask, x: Int, y: Int) {
        self.mask = mask
        self.x = x
        self.y = y
    }

    /// The pixels the mask spans.
    package var rect: PixelRect { PixelRect(x: x, y: y, width: mask.width, height: mask.height) }

    /// The coverage at canvas pixel (`px`, `py`): zero outside the mask.
    package func coverage(atX px: Int, y py: Int) -> UInt8 {
        rect.contains(x: px, y: py) ? mask[px - x, py - y] : 0
    }

    /// The same mask moved by (`dx`, `dy`) pixels.
    package func offsetBy(dx: Int, dy: Int) -> PlacedMask { PlacedMask(mask, x: x + dx, y: y + dy) }
}

/// Rounded rectangles merged into one outline by a smooth union of their signed distances, as
/// iOS 26 draws glass in a `UIGlassContainerEffect`: one shape (Core Animation's `CASDFLayer` with
/// one `CASDFElementLayer` a view, iOS 26.0.1 dumps, karlseedev/SweepPic). The kernel is the
/// polynomial smooth minimum `min(a, b) − h²·k/4`, `h = max(k − |a − b|, 0)/k`, with `k` the
/// `smoothing` (Apple's kernel is not public; an estimate): two facing edges a gap `g` apart
/// bridge once `g < k/2` (at the gap's middle `g/2 − k/4 < 0`), so a `UIGlassContainerEffect`'s
/// `spacing`, "the distance between elements at which they begin to merge", is half the
/// smoothing; with `smoothing` 0 the parts merge only where they touch. Coverage is the signed distance at each
/// pixel's centre, anti-aliased over one pixel; `ring` draws only the band that wide inside the
/// outline (the glass's rim along the merged shape).
package struct MergedShape: Hashable, Sendable {
    /// One rounded rectangle, in the node's own coordinates.
    package struct Part: Hashable, Sendable {
        package var x: Double, y: Double, width: Double, height: Double, radius: Double
        package init(x: Double, y: Double, width: Double, height: Double, radius: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
            self.radius = min(max(0, radius), min(width, height) / 2)
        }

        /// The signed distance from (`px`, `py`) to the part's outline: negative inside.
        func distance(_ px: Double, _ py: Double) -> Double {
            let (hw, hh) = (width / 2, height / 2)
            let qx = abs(px - (x + hw)) - hw + radius, qy = abs(py - (y + hh)) - hh + radius
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - radius
        }
    }

    package var parts: [Part]
    package var smoothing: Double
    package var ring: Double?

    package init(parts: [Part], smoothing: Double, ring: Double? = nil) {
        self.parts = parts
        self.smoothing = max(0, smoothing)
        self.ring = ring
    }

    /// The same shape `factor` times as large (points to pixels).
    package func scaled(by factor: Double) -> MergedShape {
        MergedShape(
            parts: parts.map {
                Part(
                    x: $0.x * factor, y: $0.y * factor, width: $0.width * factor, height: $0.height * factor,
                    radius: $0.radius * factor)
            }, smoothing: smoothing * factor, ring: ring.map { $0 * factor })
    }

    /// The merged outline's signed distance at (`px`, `py`): the parts' smooth minimum.
    package func distance(_ px: Double, _ py: Double) -> Double {
        var d = Double.infinity
        for part in parts {
            let e = part.distance(px, py)
            if d == .infinity || smoothing == 0 {
                d = min(d, e)
            } else {
                let h = max(smoothing - abs(d - e), 0) / smoothing
                d = min(d, e) - h * h * smoothing / 4
            }
        }
        return d
    }

    /// The coverage over `frame` (the node's frame in pixels; parts are relative to its corner).
    func coverage(in frame: PixelRect) -> PlacedMask? {
        guard !frame.isEmpty else { return nil }
        var bytes = [UInt8](repeating: 0, count: frame.width * frame.height)
        func inside(_ d: Double) -> Double { min(1, max(0, 0.5 - d)) }
        for row in 0..<frame.height {
            let py = Double(row) + 0.5
            for column in 0..<frame.width {
                let d = distance(Double(column) + 0.5, py)
                var c = inside(d)
                if let ring { c -= inside(d + ring) }
                bytes[row * frame.width + column] = UInt8((max(0, c) * 255).rounded())
            }
        }
        guard let mask = try? AlphaMask(width: frame.width, height: frame.height, coverage: bytes) else { return nil }
        return PlacedMask(mask, x: frame.x, y: frame.y)
    }
}
