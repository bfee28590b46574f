/// An 8-bit coverage mask: how much of each pixel a shape covers (0 nothing, 255 all), as a
/// glyph or an icon rasterizer produces it. Drawn by filling it with a colour (the coverage
/// scales the colour's alpha), it is how text and vector icons reach the compositor.
public struct AlphaMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major coverage, one byte per pixel.
    public var coverage: [UInt8]

    /// An empty (all-zero) mask; both sides at least 1 (as for ``Image``). The sides are
    /// checked before the bytes are allocated: a glyph a hostile font makes 100,000 pixels
    /// square is refused, not 10 GB allocated first.
    public init(width: Int, height: Int) throws(RasterError) {
        try Self.check(width: width, height: height)
        try self.init(width: width, height: height, coverage: [UInt8](repeating: 0, count: width * height))
    }

    /// A mask from `width · height` coverage bytes.
    public init(width: Int, height: Int, coverage: [UInt8]) throws(RasterError) {
        try Self.check(width: width, height: height)
        guard coverage.count == width * height else {
            throw RasterError.byteCount(expected: width * height, actual: coverage.count)
        }
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// Refuses sides that are not positive or are over ``Image/maximumDimension``.
    static func check(width: Int, height: Int) throws(RasterError) {
        guard width > 0, height > 0 else { throw RasterError.zeroSize(width: width, height: height) }
        guard width <= Image.maximumDimension, height <= Image.maximumDimension else {
            throw RasterError.tooLarge(width: width, height: height, limit: Image.maximumDimension)
        }
    }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The coverage at (x, y).
    public subscript(x: Int, y: Int) -> UInt8 {
        get { coverage[y * width + x] }
        set { coverage[y * width + x] = newValue }
    }

    /// Sets the coverage of every pixel of `rect` (clipped to the mask) to `value`.
    public mutating func fill(_ rect: PixelRect, with value: UInt8) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { coverage[y * width + x] = value }
        }
    }
}
