import Raster

/// A blur whose strength follows a ramp down the rectangle it filters: a progressive (variable)
/// blur, the kind iOS 26's scroll edge effect lays under a bar, strongest at the bar's edge and
/// fading to nothing below it.
///
/// Each row `y` has a box radius `r(y)` (``radii(height:)``, from the ``stops``). Each of the
/// ``passes`` passes is a horizontal box of width `2·r(y) + 1` along row `y`, then a vertical box
/// of the same width down each column, centred on row `y`; edges are extended and every mean is
/// rounded half up, `(sum + w/2) / w`, as in ``BoxBlur``. With one radius for every row it is
/// ``BoxBlur`` exactly (a test checks it); a radius of zero leaves a row as it is.
public struct ProgressiveBlur: Hashable, Sendable {
    /// A point of the ramp: at `position` (0 the rectangle's top, 1 its bottom) the box radius is
    /// `radius` device pixels.
    public struct Stop: Hashable, Sendable {
        public var position: Double
        public var radius: Int

        public init(position: Double, radius: Int) {
            self.position = position
            self.radius = radius
        }
    }

    /// The ramp, top to bottom; between stops the radius goes linearly, outside them it holds.
    public var stops: [Stop]
    /// Box passes (three approximate a Gaussian, as in ``BoxBlur/passes``).
    public var passes: Int

    /// A ramp through `stops` (at least one, positions in order, radii not negative).
    public init(stops: [Stop], passes: Int = BoxBlur.passes) {
        precondition(!stops.isEmpty, "a ramp needs a stop")
        precondition(zip(stops, stops.dropFirst()).allSatisfy { $0.position <= $1.position }, "stops in order")
        precondition(stops.allSatisfy { $0.radius >= 0 }, "radii are not negative")
        self.stops = stops
        self.passes = passes
    }

    /// The box radius of each of `height` rows. Stop positions are rounded to rows once; between
    /// two stops the radius is interpolated in integers (rounded half up), so no row depends on
    /// floating-point detail.
    public func radii(height: Int) -> [Int] {
        let rows = stops.map { Int(($0.position * Double(height)).rounded(.toNearestOrAwayFromZero)) }
        return (0..<height).map { y in
            guard let next = rows.firstIndex(where: { $0 > y }) else { return stops[stops.count - 1].radius }
            guard next > 0 else { return stops[0].radius }
            let (y0, y1) = (rows[next - 1], rows[next])
            let (r0, r1) = (stops[next - 1].radius, stops[next].radius)
            // r0 + (r1 − r0)·(y − y0)/(y1 − y0), rounded half up (the numerator may be negative).
            let numerator = 2 * (r1 - r0) * (y - y0) + (y1 - y0)
            let denominator = 2 * (y1 - y0)
            let quotient = numerator / denominator
            return r0 + (numerator % denominator < 0 ? quotient - 1 : quotient)
        }
    }

    /// The largest radius of the ramp.
    public var maximumRadius: Int { stops.map(\.radius).max() ?? 0 }

    /// What the stage does, in words (for `explain`): `progressive blur 3 × box radius 30→0 px`.
    public var summary: String {
        "progressive blur \(passes) × box radius " + stops.map { "\($0.radius)" }.joined(separator: "→") + " px"
    }

    /// Blurs the pixels of `rect` (inside the image) in place, as an image of their own.
    public func apply(to image: inout Image, in rect: PixelRect) {
        precondition(rect.intersection(image.bounds) == rect, "the blurred rectangle must lie inside the image")
        guard !rect.isEmpty, passes > 0, maximumRadius > 0 else { return }
        typealias Pixel = SIMD4<Int32>
        let (w, h) = (rect.width, rect.height)
        let radius = radii(height: h)
        // The rectangle as one 32-bit vector a pixel (r, g, b, a), row-major.
        var values = [Pixel](repeating: .zero, count: w * h)
        let imageWidth = image.width
        image.pixels.withUnsafeBufferPointer { src in
            values.withUnsafeMutableBufferPointer { v in
                for y in 0..<h {
                    let from = ((rect.y + y) * imageWidth + rect.x) * 4
                    for x in 0..<w {
                        let i = from + x * 4
                        v[y * w + x] = Pixel(Int32(src[i]), Int32(src[i + 1]), Int32(src[i + 2]), Int32(src[i + 3]))
                    }
                }
            }
        }
        // Prefix sums along a row (horizontal pass) and down every column at once (vertical
        // pass, row-major so that it streams); each mean is rounded, `(sum + n / 2) / n`, with
        // the line's edges extended.
        var rowPrefix = [Pixel](repeating: .zero, count: w + 1)
        var columnPrefix = [Pixel](repeating: .zero, count: (h + 1) * w)
        for _ in 0..<passes {
            values.withUnsafeMutableBufferPointer { v in
                rowPrefix.withUnsafeMutableBufferPointer { prefix in
                    for y in 0..<h where radius[y] > 0 {
                        let r = radius[y], base = y * w
                        for x in 0..<w { prefix[x + 1] = prefix[x] &+ v[base + x] }
                        let divide = Self.divider(Int32(2 * r + 1))
                        // Written back in place: each mean reads the prefix sums and the row's
                        // two end pixels, kept from before.
                        let first = v[base], last = v[base + w - 1]
                        for x in 0..<w {
                            let lo = max(x - r, 0), hi = min(x + r, w - 1)
                            let below = Int32(max(r - x, 0)), above = Int32(max(x + r - (w - 1), 0))
                            v[base + x] = divide(prefix[hi + 1] &- prefix[lo] &+ below &* first &+ above &* last)
                        }
                    }
                }
                columnPrefix.withUnsafeMutableBufferPointer { prefix in
                    for y in 0..<h {
                        let row = y * w, next = (y + 1) * w
                        for x in 0..<w { prefix[next + x] = prefix[row + x] &+ v[row + x] }
                    }
                    for y in 0..<h where radius[y] > 0 {
                        let r = radius[y]
                        let lo = max(y - r, 0), hi = min(y + r, h - 1)
                        let below = Int32(max(r - y, 0)), above = Int32(max(y + r - (h - 1), 0))
                        let divide = Self.divider(Int32(2 * r + 1))
                        let row = y * w, top = lo * w, bottom = (hi + 1) * w
                        // The first and last rows as they were before this pass, from the sums.
                        for x in 0..<w {
                            let first = prefix[w + x], last = prefix[h * w + x] &- prefix[(h - 1) * w + x]
                            v[row + x] = divide(
                                prefix[bottom + x] &- prefix[top + x] &+ below &* first &+ above &* last)
                        }
                    }
                }
            }
        }
        image.pixels.withUnsafeMutableBufferPointer { dst in
            values.withUnsafeBufferPointer { v in
                for y in 0..<h {
                    let to = ((rect.y + y) * imageWidth + rect.x) * 4
                    for x in 0..<w {
                        let p = v[y * w + x], i = to + x * 4
                        (dst[i], dst[i + 1], dst[i + 2], dst[i + 3]) = (
                            UInt8(truncatingIfNeeded: p.x), UInt8(truncatingIfNeeded: p.y),
                            UInt8(truncatingIfNeeded: p.z),
                            UInt8(truncatingIfNeeded: p.w)
                        )
                    }
                }
            }
        }
    }

    /// The rounded mean's division, `(sum + n / 2) / n` for each channel, exact, through a
    /// multiply and a shift: for `m < 2^20` and `n < 2^12`, `m · ⌈2^32 / n⌉ >> 32` is `m / n`
    /// (the error term `m · (⌈2^32 / n⌉ · n − 2^32)` stays under 2^32). The sums here are at
    /// most 255 · n.
    @inline(__always)
    static func divider(_ n: Int32) -> (SIMD4<Int32>) -> SIMD4<Int32> {
        precondition(n > 0 && n < 1 << 12, "a box of \(n) pixels is beyond the exact division")
        let inverse = SIMD4<UInt64>(repeating: ((UInt64(1) << 32) + UInt64(n) - 1) / UInt64(n))
        let half = SIMD4<Int32>(repeating: n / 2)
        return { sum in
            let m = SIMD4<UInt64>(truncatingIfNeeded: SIMD4<UInt32>(truncatingIfNeeded: sum &+ half))
            return SIMD4<Int32>(truncatingIfNeeded: (m &* inverse) &>> 32)
        }
    }
}
