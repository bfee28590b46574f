import BarScopeSupport

/// A rectangle in device pixels, origin top-left; `width` and `height` may be zero (empty).
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle; negative sizes are treated as empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The overlap of two rectangles (empty when they do not overlap).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both (an empty rectangle contributes nothing).
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether the pixel at (px, py) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// The same rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "\(x),\(y),\(width),\(height)" }
}

/// A rectangle in points, as UIKit frames are written: `frame = (x y; width height)`.
public struct PointRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle in device pixels at `scale`, each edge rounded to the nearest pixel
    /// boundary (UIKit aligns view edges to device pixels; BarScope draws no partial coverage).
    public func pixels(scale: Int, originX: Double = 0, originY: Double = 0) -> PixelRect {
        let s = Double(scale)
        func snap(_ v: Double) -> Int { Int((v * s).rounded(.toNearestOrAwayFromZero)) }
        let x0 = snap(originX + x)
        let y0 = snap(originY + y)
        let x1 = snap(originX + x + width)
        let y1 = snap(originY + y + height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// UIKit's description: `(0 -20; 375 64)`.
    public var description: String {
        "(\(Self.format(x)) \(Self.format(y)); \(Self.format(width)) \(Self.format(height)))"
    }

    /// Formats a point value as UIKit's debugger does: no trailing zeros, up to 6 decimals.
    public static func format(_ v: Double) -> String {
        formatDecimal(v, places: 6, trimZeros: true)
    }
}
