import Raster

/// A pixel as `pick` reports it.
public struct PixelReading: Sendable, Equatable {
    public let x: Int
    public let y: Int
    public let color: RGBA8

    public init(x: Int, y: Int, color: RGBA8) {
        self.x = x
        self.y = y
        self.color = color
    }

    /// Reads the straight colour at (x, y), or throws a sentence naming the valid range.
    public static func pick(_ image: StraightImage, x: Int, y: Int, source: String) throws(CheckError) -> PixelReading {
        guard image.bounds.contains(x: x, y: y) else {
            throw CheckError(
                "\(source): pixel (\(x), \(y)) is outside the \(image.width)×\(image.height) image; use x in 0…\(image.width - 1) and y in 0…\(image.height - 1)")
        }
        return PixelReading(x: x, y: y, color: image.color(x: x, y: y))
    }

    /// `{"hex": "#f8f8f8", "r": 248, "g": 248, "b": 248, "a": 255}`.
    public var json: String {
        "{\"hex\": \"\(color.hex)\", \"r\": \(color.r), \"g\": \(color.g), \"b\": \(color.b), \"a\": \(color.a)}"
    }
}

/// Per-channel extremes of a region, in the form seed 000 reports a reading (`#f4f4f4…#f9f9f9`).
public struct RegionStats: Sendable, Equatable {
    public let minimum: RGBA8
    public let maximum: RGBA8
    /// Number of distinct colours.
    public let distinct: Int
    /// The most common colour.
    public let mostCommon: RGBA8

    /// Statistics of the straight colours inside `rect` (which must not be empty).
    public init(_ image: Image, rect: PixelRect) {
        let r = rect.intersection(image.bounds)
        var lo: [UInt8] = [255, 255, 255, 255], hi: [UInt8] = [0, 0, 0, 0]
        var counts: [RGBA8: Int] = [:]
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX {
                let c = image.color(x: x, y: y)
                let channels = [c.r, c.g, c.b, c.a]
                for i in 0..<4 {
                    lo[i] = min(lo[i], channels[i])
                    hi[i] = max(hi[i], channels[i])
                }
                counts[c, default: 0] += 1
            }
        }
        minimum = RGBA8(r: lo[0], g: lo[1], b: lo[2], a: lo[3])
        maximum = RGBA8(r: hi[0], g: hi[1], b: hi[2], a: hi[3])
        distinct = counts.count
        // Ties broken by the hex text so the answer never depends on hashing order.
        mostCommon = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key.hex > b.key.hex }?.key ?? .clear
    }

    /// Whether every pixel has one colour.
    public var isUniform: Bool { distinct == 1 }

    /// `#f8f8f8` when uniform, else `#f4f4f4…#f9f9f9`.
    public var summary: String { isUniform ? minimum.hex : "\(minimum.hex)…\(maximum.hex)" }
}

/// A failed check or bad request, as one sentence.
public struct CheckError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
