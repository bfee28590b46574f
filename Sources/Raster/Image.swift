/// An image of premultiplied RGBA8 pixels, rows top to bottom, 4 bytes a pixel.
///
/// Zero-sized images cannot be made: every producer of an image (a decoder, a scene, a crop)
/// meets the error at construction, where it can say which input was empty.
public struct Image: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width · height · 4` bytes: r, g, b, a, premultiplied.
    public var pixels: [UInt8]

    /// A transparent image.
    public init(width: Int, height: Int) throws(RasterError) {
        try self.init(width: width, height: height, fill: .clear)
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: PremultipliedRGBA8) throws(RasterError) {
        guard width > 0, height > 0 else { throw RasterError.zeroSize(width: width, height: height) }
        guard width <= Self.maximumDimension, height <= Self.maximumDimension else {
            throw RasterError.tooLarge(width: width, height: height, limit: Self.maximumDimension)
        }
        self.width = width
        self.height = height
        if fill == .clear {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            // One 4-byte pattern written a pixel at a time (as fast as memset; a byte loop was
            // 4% of `verify`).
            let count = width * height
            pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                let pattern = SIMD4<UInt8>(fill.r, fill.g, fill.b, fill.a)
                let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
                for n in 0..<count { raw.storeBytes(of: pattern, toByteOffset: n &* 4, as: SIMD4<UInt8>.self) }
                initialized = count * 4
            }
        }
    }

    /// Images of one width, one under another (the strips of a `region: bars` scene).
    public init(stacking images: [Image]) throws(RasterError) {
        precondition(
            !images.isEmpty && images.allSatisfy { $0.width == images[0].width }, "stacked images share one width")
        try self.init(width: images[0].width, height: images.reduce(0) { $0 + $1.height })
        var offset = 0
        for image in images {
            pixels.replaceSubrange(offset..<(offset + image.pixels.count), with: image.pixels)
            offset += image.pixels.count
        }
    }

    /// Wraps premultiplied bytes; `bytes.count` must be `width · height · 4` and every colour
    /// channel must not exceed its alpha.
    public init(width: Int, height: Int, premultipliedBytes bytes: [UInt8]) throws(RasterError) {
        try checkPixelBuffer(width: width, height: height, count: bytes.count)
        self.width = width
        self.height = height
        self.pixels = bytes
    }

    /// Converts straight RGBA8 bytes (as a PNG decoder gives them) to a premultiplied image,
    /// in place when the caller hands the array over.
    public init(width: Int, height: Int, straightBytes bytes: [UInt8]) throws(RasterError) {
        try checkPixelBuffer(width: width, height: height, count: bytes.count)
        self.width = width
        self.height = height
        var pixels = bytes
        pixels.withUnsafeMutableBufferPointer { p in
            Self.premultiply(p.baseAddress!, into: p.baseAddress!, pixels: width * height, outputChannels: 4)
        }
        self.pixels = pixels
    }

    /// Premultiplies `pixels` straight RGBA8 pixels from `source` into `destination`, as RGBA
    /// (`outputChannels` 4) or as RGB with the alpha dropped (3): the colour over opaque black.
    /// `destination` may be `source` itself (each pixel is read before it is written).
    public static func premultiply(
        _ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>, pixels: Int, outputChannels: Int
    ) {
        for n in 0..<pixels {
            let s = source + n &* 4, d = destination + n &* outputChannels
            let a = Int(s[3])
            if a == 255 {
                d[0] = s[0]
                d[1] = s[1]
                d[2] = s[2]
            } else {
                d[0] = UInt8(Fixed8.multiply(Int(s[0]), a))
                d[1] = UInt8(Fixed8.multiply(Int(s[1]), a))
                d[2] = UInt8(Fixed8.multiply(Int(s[2]), a))
            }
            if outputChannels == 4 { d[3] = UInt8(a) }
        }
    }

    /// The largest width or height BarScope makes an image of (a full iPhone screen at @3x is
    /// 1284 × 2778; this leaves room for filmstrips and large content images).
    public static let maximumDimension = 32_768

    /// The whole image as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The premultiplied pixel at (x, y); both must be in bounds.
    @inlinable
    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        get {
            let i = (y * width + x) * 4
            return PremultipliedRGBA8(uncheckedR: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }

    /// The straight colour at (x, y), as a PNG would store it.
    public func color(x: Int, y: Int) -> RGBA8 { self[x, y].straight }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { Self.allOpaque($0.baseAddress!, count: width * height) }
    }

    /// Whether every pixel of `rect` (inside the image) is fully opaque.
    public func isOpaque(in rect: PixelRect) -> Bool {
        precondition(rect.intersection(bounds) == rect, "the rectangle must lie inside the image")
        if rect.x == 0 && rect.width == width {
            return pixels.withUnsafeBytes {
                Self.allOpaque($0.baseAddress! + rect.y * width * 4, count: rect.width * rect.height)
            }
        }
        return pixels.withUnsafeBytes { raw in
            (rect.y..<rect.maxY).allSatisfy {
                Self.allOpaque(raw.baseAddress! + ($0 * width + rect.x) * 4, count: rect.width)
            }
        }
    }

    /// Whether `count` pixels from `start` all have alpha 255. Two pixels a 64-bit word, eight
    /// words ANDed before one test: the alpha bytes stay 255 only if every one is (far faster
    /// than a byte loop or 16-byte SIMD loads on a bar strip).
    private static func allOpaque(_ start: UnsafeRawPointer, count: Int) -> Bool {
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        let words = count / 2
        var n = 0
        while n &+ 8 <= words {
            var all = alphas
            for k in 0..<8 {
                all &= UInt64(littleEndian: start.loadUnaligned(fromByteOffset: (n &+ k) &* 8, as: UInt64.self))
            }
            if all != alphas { return false }
            n &+= 8
        }
        var pixel = n &* 2
        while pixel < count {
            if start.load(fromByteOffset: pixel &* 4 &+ 3, as: UInt8.self) != 255 { return false }
            pixel &+= 1
        }
        return true
    }

    /// Straight RGBA8 bytes, 4 a pixel.
    public func straightRGBA() -> [UInt8] {
        // Where every pixel is opaque, premultiplied and straight are the same bytes: the array
        // is shared, not copied (a golden suite converts every render it compares).
        if isOpaque { return pixels }
        var out = pixels
        var i = 0
        while i < out.count {
            let a = out[i + 3]
            if a != 255 {
                let c = PremultipliedRGBA8(uncheckedR: out[i], g: out[i + 1], b: out[i + 2], a: a).straight
                out[i] = c.r
                out[i + 1] = c.g
                out[i + 2] = c.b
            }
            i += 4
        }
        return out
    }

    /// A copy of the pixels inside `rect` (which must lie inside the image and not be empty).
    public func cropped(to rect: PixelRect) throws(RasterError) -> Image {
        let r = rect.intersection(bounds)
        guard r == rect else { throw RasterError.outOfBounds(rect: rect, width: width, height: height) }
        let rowBytes = r.width * 4
        // Copied row by row into uninitialised memory: zero-filling first would touch every
        // byte twice (a bar's backdrop is cropped from the screen once per render).
        let out = pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: rowBytes * r.height) { buffer, initialized in
                for row in 0..<r.height {
                    (buffer.baseAddress! + row * rowBytes).initialize(
                        from: source.baseAddress! + ((r.y + row) * width + r.x) * 4, count: rowBytes)
                }
                initialized = rowBytes * r.height
            }
        }
        return try Image(width: r.width, height: r.height, premultipliedBytes: out)
    }

    /// The image shrunk by a whole `factor` along each side: each factor × factor block (cut
    /// short at the right and bottom edges) becomes the rounded mean of its pixels. The mean of
    /// premultiplied pixels is itself a valid premultiplied pixel (each of r, g, b ≤ a).
    package func reduced(by factor: Int) -> Image {
        precondition(factor >= 1)
        guard factor > 1 else { return self }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                var sum = SIMD4<Int>(repeating: 0), n = 0
                for fy in (y * factor)..<min(height, (y + 1) * factor) {
                    for fx in (x * factor)..<min(width, (x + 1) * factor) {
                        let i = (fy * width + fx) * 4
                        sum &+= SIMD4(Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
                        n += 1
                    }
                }
                let mean = (sum &+ n / 2) / n, o = (y * w + x) * 4
                (out[o], out[o + 1], out[o + 2], out[o + 3]) =
                    (UInt8(mean.x), UInt8(mean.y), UInt8(mean.z), UInt8(mean.w))
            }
        }
        // Smaller than self in both sides, so never empty or too large.
        return try! Image(width: w, height: h, premultipliedBytes: out)
    }
}

/// Errors from making or addressing images.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    case zeroSize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, limit: Int)
    case byteCount(expected: Int, actual: Int)
    case outOfBounds(rect: PixelRect, width: Int, height: Int)
    /// A shape whose edges cross one pixel more often than its coverage sums can count.
    case tooComplex(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .zeroSize(w, h): return "an image of \(w)×\(h) pixels is empty; both sides must be at least 1"
        case let .tooLarge(w, h, limit): return "an image of \(w)×\(h) pixels is over the limit of \(limit) on a side"
        case let .byteCount(expected, actual): return "expected \(expected) bytes of pixels, got \(actual)"
        case let .outOfBounds(rect, w, h): return "rectangle \(rect) is outside the \(w)×\(h) image"
        case let .tooComplex(w, h):
            return "a shape of \(w)×\(h) pixels has too many edges crossing one pixel to fill (more than thousands)"
        }
    }
}

/// An image of straight (not premultiplied) RGBA8 pixels, exactly as a PNG stores them.
///
/// Premultiplying loses the colour of transparent pixels and rounds translucent ones, so what
/// is read for inspection (`pick`, comparisons) stays in this form; only compositing converts.
public struct StraightImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width · height · 4` bytes: r, g, b, a.
    public let bytes: [UInt8]

    /// Wraps straight bytes; `bytes.count` must be `width · height · 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) throws(RasterError) {
        try checkPixelBuffer(width: width, height: height, count: bytes.count)
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The straight form of a premultiplied image.
    public init(_ image: Image) {
        width = image.width
        height = image.height
        bytes = image.straightRGBA()
    }

    /// The whole image as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The colour at (x, y); both must be in bounds.
    public func color(x: Int, y: Int) -> RGBA8 {
        let i = (y * width + x) * 4
        return RGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }

    /// The premultiplied image for compositing.
    public var premultiplied: Image {
        try! Image(width: width, height: height, straightBytes: bytes)
    }
}

/// Validates the size of an RGBA8 pixel buffer: both sides at least 1, four bytes a pixel.
func checkPixelBuffer(width: Int, height: Int, count: Int) throws(RasterError) {
    guard width > 0, height > 0 else { throw RasterError.zeroSize(width: width, height: height) }
    guard count == width * height * 4 else { throw RasterError.byteCount(expected: width * height * 4, actual: count) }
}

// Both image types describe themselves by size: a debugger, a log line or a test framework's
// failure message (Swift Testing reflects every value it records) should never dump megabytes.
extension Image: CustomStringConvertible, CustomReflectable {
    public var description: String { "Image(\(width)×\(height), premultiplied)" }
    public var customMirror: Mirror {
        Mirror(self, children: ["width": width, "height": height], displayStyle: .struct)
    }
}

extension StraightImage: CustomStringConvertible, CustomReflectable {
    public var description: String { "StraightImage(\(width)×\(height))" }
    public var customMirror: Mirror {
        Mirror(self, children: ["width": width, "height": height], displayStyle: .struct)
    }
}
