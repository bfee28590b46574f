import BarScopeSupport
import Raster

/// Anything whose pixels can be read as straight colours: both image forms.
public protocol ColorSource {
    /// The whole image as a rectangle.
    var bounds: PixelRect { get }
    /// The straight colour at (x, y); both must be in bounds.
    func color(x: Int, y: Int) -> RGBA8
}

extension Image: ColorSource {}
extension StraightImage: ColorSource {}

/// A pixel, or the average of a square aperture of pixels, as `pick` reports it.
public struct PixelReading: Sendable, Equatable {
    /// The centre pixel, in device pixels.
    public let x: Int
    public let y: Int
    public let color: RGBA8
    /// How many pixels were averaged (1 for a single pixel; fewer than N×N at the edges).
    public let sampleCount: Int

    public init(x: Int, y: Int, color: RGBA8, sampleCount: Int = 1) {
        self.x = x
        self.y = y
        self.color = color
        self.sampleCount = sampleCount
    }

    /// Reads the straight colour at (x, y), or throws a sentence naming the valid range.
    public static func pick(_ image: some ColorSource, x: Int, y: Int, source: String) throws(CheckError)
        -> PixelReading
    {
        try pick(image, x: x, y: y, aperture: 1, source: source)
    }

    /// Averages the `aperture`×`aperture` square centred on (x, y), as Digital Color Meter's
    /// aperture does. An even aperture has one more pixel above and left of the centre than
    /// below and right; pixels outside the image are left out (and counted in ``sampleCount``).
    /// The average weights colours by alpha (it averages premultiplied values), so a transparent
    /// pixel adds no colour; for opaque images that is the plain mean. Rounds half up.
    public static func pick(
        _ image: some ColorSource, x: Int, y: Int, aperture: Int, source: String
    ) throws(CheckError) -> PixelReading {
        let bounds = image.bounds
        guard bounds.contains(x: x, y: y) else {
            throw CheckError(
                "\(source): pixel (\(x), \(y)) is outside the \(bounds.width)×\(bounds.height) image; use x in 0…\(bounds.width - 1) and y in 0…\(bounds.height - 1)",
                code: .outOfBounds)
        }
        guard aperture >= 1, aperture <= 255 else {
            throw CheckError("--avg \(aperture): the aperture must be 1…255 pixels wide; use for example --avg 5")
        }
        let half = aperture / 2
        let rect = PixelRect(x: x - half, y: y - half, width: aperture, height: aperture).intersection(bounds)
        var mean = ColorMean()
        for py in rect.y..<rect.maxY {
            for px in rect.x..<rect.maxX { mean.add(image.color(x: px, y: py)) }
        }
        return PixelReading(x: x, y: y, color: mean.value, sampleCount: mean.count)
    }

    /// `{"x": 10, "y": 20, "hex": "#f8f8f8", "r": 248, "g": 248, "b": 248, "a": 255, "samples": 1}`.
    public var json: String {
        "{\"x\": \(x), \"y\": \(y), \"hex\": \"\(color.hex)\", \"r\": \(color.r), \"g\": \(color.g), \"b\": \(color.b), \"a\": \(color.a), \"samples\": \(sampleCount)}"
    }
}

/// The alpha-weighted mean of straight colours (the mean of their premultiplied values,
/// converted back), with sums in integers so the result never depends on summation order.
struct ColorMean {
    private var sumR = 0, sumG = 0, sumB = 0, sumA = 0
    private(set) var count = 0

    mutating func add(_ c: RGBA8) {
        let a = Int(c.a)
        sumR += Int(c.r) * a
        sumG += Int(c.g) * a
        sumB += Int(c.b) * a
        sumA += a
        count += 1
    }

    /// Half-up rounding of `numerator / denominator` for non-negative values.
    private static func rounded(_ numerator: Int, _ denominator: Int) -> UInt8 {
        UInt8((2 * numerator + denominator) / (2 * denominator))
    }

    var value: RGBA8 {
        guard count > 0, sumA > 0 else { return .clear }
        return RGBA8(
            r: Self.rounded(sumR, sumA), g: Self.rounded(sumG, sumA), b: Self.rounded(sumB, sumA),
            a: Self.rounded(sumA, count))
    }
}

/// Statistics of a region: per-channel extremes in the form seed 000 reports a reading
/// (`#f4f4f4…#f9f9f9`), the mean, and the most common colours.
public struct RegionStats: Sendable, Equatable {
    /// The region measured (the requested rectangle clipped to the image).
    public let rect: PixelRect
    /// Per-channel minimum (not necessarily a colour that occurs).
    public let minimum: RGBA8
    /// Per-channel maximum.
    public let maximum: RGBA8
    /// The alpha-weighted mean, rounded half up.
    public let mean: RGBA8
    /// Number of distinct colours.
    public let distinct: Int
    /// The most common colours with their pixel counts, most common first; ties in hex order.
    public let top: [(color: RGBA8, count: Int)]

    /// Statistics of the straight colours inside `rect`, keeping the `topCount` most common.
    public init(_ image: some ColorSource, rect: PixelRect, topCount: Int = 5) {
        let r = rect.intersection(image.bounds)
        self.rect = r
        var lo: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        var hi: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        var counts: [UInt32: Int] = [:]
        var mean = ColorMean()
        for y in r.y..<max(r.y, r.maxY) {
            for x in r.x..<max(r.x, r.maxX) {
                let c = image.color(x: x, y: y)
                lo = (min(lo.0, c.r), min(lo.1, c.g), min(lo.2, c.b), min(lo.3, c.a))
                hi = (max(hi.0, c.r), max(hi.1, c.g), max(hi.2, c.b), max(hi.3, c.a))
                counts[c.packed, default: 0] += 1
                mean.add(c)
            }
        }
        minimum = RGBA8(r: lo.0, g: lo.1, b: lo.2, a: lo.3)
        maximum = RGBA8(r: hi.0, g: hi.1, b: hi.2, a: hi.3)
        self.mean = mean.value
        distinct = counts.count
        // Sorting by count, then by the packed value, never depends on hashing order.
        top = counts.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
            .prefix(max(0, topCount)).map { (RGBA8(packed: $0.key), $0.value) }
    }

    /// The most common colour (transparent black for an empty region).
    public var mostCommon: RGBA8 { top.first?.color ?? .clear }

    /// Whether every pixel has one colour.
    public var isUniform: Bool { distinct == 1 }

    /// `#f8f8f8` when uniform, else `#f4f4f4…#f9f9f9`.
    public var summary: String { isUniform ? minimum.hex : "\(minimum.hex)…\(maximum.hex)" }

    /// `{"rect": [x, y, w, h], "pixels": N, "min": "#…", "max": "#…", "mean": "#…", "distinct": N,
    /// "top": [{"hex": "#…", "count": N}, …]}`.
    public var json: String {
        let topItems = top.map { "{\"hex\": \"\($0.color.hex)\", \"count\": \($0.count)}" }.joined(separator: ", ")
        return
            "{\"rect\": [\(rect.x), \(rect.y), \(rect.width), \(rect.height)], \"pixels\": \(rect.width * rect.height), "
            + "\"min\": \"\(minimum.hex)\", \"max\": \"\(maximum.hex)\", \"mean\": \"\(mean.hex)\", "
            + "\"distinct\": \(distinct), \"top\": [\(topItems)]}"
    }

    /// Aligned lines for a terminal.
    public var text: String {
        let pixels = rect.width * rect.height
        let topLines = top.map { item in
            let share = Double(item.count) * 100 / Double(max(1, pixels))
            return "\(item.color.hex) \(item.count) (\(formatDecimal(share, places: 1))%)"
        }
        return """
            rect      \(rect) (\(pixels) pixels)
            range     \(summary)
            mean      \(mean.hex)
            distinct  \(distinct)
            top       \(topLines.joined(separator: ", "))
            """
    }

    public static func == (a: RegionStats, b: RegionStats) -> Bool {
        a.rect == b.rect && a.minimum == b.minimum && a.maximum == b.maximum && a.mean == b.mean
            && a.distinct == b.distinct && a.top.map(\.color) == b.top.map(\.color)
            && a.top.map(\.count) == b.top.map(\.count)
    }
}

extension RGBA8 {
    /// The colour as one integer, `0xRRGGBBAA`: a compact, ordered key.
    var packed: UInt32 { UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a) }

    init(packed: UInt32) {
        self.init(
            r: UInt8(packed >> 24), g: UInt8(packed >> 16 & 0xff), b: UInt8(packed >> 8 & 0xff), a: UInt8(packed & 0xff)
        )
    }
}
