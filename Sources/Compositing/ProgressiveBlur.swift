import CBoxBlur
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
    package struct Stop: Hashable, Sendable {
        package var position: Double
        package var radius: Int

        package init(position: Double, radius: Int) {
            self.position = position
            self.radius = radius
        }
    }

    /// The ramp, top to bottom; between stops the radius goes linearly, outside them it holds.
    package var stops: [Stop]
    /// Box passes (three approximate a Gaussian, as in ``BoxBlur/passes``).
    package var passes: Int

    /// A ramp through `stops` (at least one, positions in order, radii not negative).
    package init(stops: [Stop], passes: Int = BoxBlur.passes) {
        precondition(!stops.isEmpty, "a ramp needs a stop")
        precondition(zip(stops, stops.dropFirst()).allSatisfy { $0.position <= $1.position }, "stops in order")
        precondition(stops.allSatisfy { $0.radius >= 0 }, "radii are not negative")
        self.stops = stops
        self.passes = passes
    }

    /// The box radius of each of `height` rows. Stop positions are rounded to rows once; between
    /// two stops the radius is interpolated in integers (rounded half up), so no row depends on
    /// floating-point detail.
    package func radii(height: Int) -> [Int] {
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
    package var maximumRadius: Int { stops.map(\.radius).max() ?? 0 }

    /// What the stage does, in words (for `explain`): `progressive blur 3 × box radius 30→0 px`.
    package var summary: String {
        "progressive blur \(passes) × box radius " + stops.map { "\($0.radius)" }.joined(separator: "→") + " px"
    }

    /// Blurs the pixels of `rect` (inside the image) in place, as an image of their own.
    ///
    /// Every mean of bytes is a byte, so each pass writes its means straight back into the image
    /// and no copy of the whole rectangle is kept: the horizontal pass a row at a time, the
    /// vertical pass a band of ``bandColumns`` columns at a time (the band's pre-pass bytes
    /// copied aside, which stay in cache; a column's boxes read only that column), each sliding
    /// its window sums. Rows, then bands, are shared between this thread and the helper thread
    /// (``HelperThread``) when the rectangle holds ``parallelMinimumPixels``: every output is
    /// computed the same way whatever the split, so the bytes do not depend on it.
    package func apply(to image: inout Image, in rect: PixelRect, parallelism: Int = BoxBlur.defaultParallelism) {
        precondition(rect.intersection(image.bounds) == rect, "the blurred rectangle must lie inside the image")
        guard !rect.isEmpty, passes > 0, maximumRadius > 0 else { return }
        run(
            on: &image, in: rect,
            parts: rect.width * rect.height >= Self.parallelMinimumPixels ? max(1, parallelism) : 1)
    }

    /// The blur of ``apply(to:in:parallelism:)`` with its rows and bands cut into `parts`. Where
    /// every box is narrow enough for 16-bit window sums (``BoxBlur``'s C loops: boxes up to 181
    /// pixels), the passes run in those loops, 8 or 16 lanes of a register at once; the bytes are
    /// the same as the 32-bit loops here give (a test compares them).
    func run(on image: inout Image, in rect: PixelRect, parts: Int, sixteenBit: Bool = true) {
        let (w, h) = (rect.width, rect.height)
        let radius = radii(height: h)
        let stride = image.width * 4
        // The 16-bit divisor of each radius, when every box has one.
        let divisors = sixteenBit ? Self.divisors(maximumRadius: maximumRadius) : []
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            let origin = SendablePointer(buffer.baseAddress! + rect.y * stride + rect.x * 4)
            for _ in 0..<passes {
                BoxBlur.forEachStrip(parts) { part in
                    let rows = BoxBlur.split(h, parts, part)
                    if divisors.isEmpty {
                        Self.horizontal(origin.pointer, stride: stride, width: w, rows: rows, radius: radius)
                    } else {
                        Self.horizontal16(
                            origin.pointer, stride: stride, width: w, rows: rows, radius: radius, divisors: divisors)
                    }
                }
                let bands = (w + Self.bandColumns - 1) / Self.bandColumns
                BoxBlur.forEachStrip(parts) { part in
                    Self.vertical(
                        origin.pointer, stride: stride, width: w, height: h, bands: BoxBlur.split(bands, parts, part),
                        radius: radius, divisors: divisors)
                }
            }
        }
    }

    /// The 16-bit divisor of each radius from 0 to `maximumRadius`; empty when some box is too
    /// wide for them.
    static func divisors(maximumRadius: Int) -> [bs_box_divisor] {
        // Radius 0 (a row left alone) needs none: a placeholder keeps the array indexed by radius.
        var divisors = [bs_box_divisor()]
        for r in stride(from: 1, through: maximumRadius, by: 1) {
            var divisor = bs_box_divisor()
            guard bs_box_divisor_for(Int32(2 * r + 1), &divisor) == 1 else { return [] }
            divisors.append(divisor)
        }
        return divisors
    }

    /// ``horizontal(_:stride:width:rows:radius:)`` in ``BoxBlur``'s 16-bit C loop, a row at a
    /// time (each row copied aside, its means written over it).
    static func horizontal16(
        _ origin: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, rows: Range<Int>, radius: [Int],
        divisors: [bs_box_divisor]
    ) {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: w * 4)
        defer { copy.deallocate() }
        for y in rows where radius[y] > 0 {
            let line = origin + y * stride
            copy.update(from: line, count: w * 4)
            bs_box_horizontal16(copy, line, Int32(w), Int32(radius[y]), divisors[radius[y]])
        }
    }

    /// The columns of one band of the vertical pass: its copy, height × 128 pixels of 4 bytes,
    /// is 258 kB for the 503 rows of iOS 26's top pocket at @3x.
    static let bandColumns = 128
    /// The smallest rectangle (in pixels) shared with the helper thread.
    static let parallelMinimumPixels = BoxBlur.parallelMinimumPixels

    typealias Pixel = SIMD4<Int32>

    @inline(__always)
    static func load(_ p: UnsafeMutablePointer<UInt8>) -> Pixel {
        Pixel(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    @inline(__always)
    static func store(_ value: Pixel, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: value), as: SIMD4<UInt8>.self)
    }

    /// One horizontal pass over `rows`: each row whose radius is above zero replaced by its
    /// rounded box means, edges extended. The row is copied first (the means are written over
    /// it) and its window sum slides along it: in three stretches, the window clamped at the left
    /// edge, whole, clamped at the right, so that the middle needs no index clamping.
    static func horizontal(
        _ origin: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, rows: Range<Int>, radius: [Int]
    ) {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: w * 4)
        defer { copy.deallocate() }
        let last = w - 1
        @inline(__always) func pixel(_ x: Int) -> Pixel { load(copy + x &* 4) }
        for y in rows where radius[y] > 0 {
            let r = radius[y], line = origin + y * stride
            copy.update(from: line, count: w * 4)
            let divide = Divider(2 * r + 1)
            var sum = Pixel.zero
            for k in -r...r { sum &+= pixel(min(max(k, 0), last)) }
            let first = pixel(0), lastPixel = pixel(last)
            let leftEnd = min(w, r), middleEnd = max(leftEnd, w - r - 1)
            var x = 0
            while x < leftEnd {
                store(divide(sum), line + x &* 4)
                sum &+= pixel(min(x &+ r &+ 1, last)) &- first
                x &+= 1
            }
            while x < middleEnd {
                store(divide(sum), line + x &* 4)
                sum &+= pixel(x &+ r &+ 1) &- pixel(x &- r)
                x &+= 1
            }
            while x < w {
                store(divide(sum), line + x &* 4)
                sum &+= lastPixel &- pixel(max(x &- r, 0))
                x &+= 1
            }
        }
    }

    /// One vertical pass over the columns of `bands`. A band's pre-pass bytes are copied into a
    /// buffer of their own (the means are written over the image) and one window sum a column
    /// is moved down it: for each row whose radius is above zero, the window `y − r … y + r`
    /// clamped to the rows, grown or shrunk row by row to where the row's radius puts it, plus
    /// the first and last rows once for each place the window runs past them (edges extended).
    /// With `divisors` (a 16-bit one for every radius, ``divisors(maximumRadius:)``) each band runs
    /// in the C loop (`bs_progressive_vertical16`), the same outputs; empty, in these 32-bit loops.
    static func vertical(
        _ origin: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, height h: Int, bands: Range<Int>,
        radius: [Int], divisors: [bs_box_divisor]
    ) {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: h * bandColumns * 4)
        let sums = UnsafeMutablePointer<Pixel>.allocate(capacity: bandColumns)
        let sums16 = UnsafeMutablePointer<UInt16>.allocate(capacity: bandColumns * 4)
        let radii = radius.map { Int32($0) }
        defer {
            copy.deallocate()
            sums.deallocate()
            sums16.deallocate()
        }
        for band in bands {
            let x0 = band * bandColumns, n = min(bandColumns, w - x0)
            let left = origin + x0 * 4, rowBytes = n * 4
            for y in 0..<h { (copy + y * rowBytes).update(from: left + y * stride, count: rowBytes) }
            if !divisors.isEmpty {
                bs_progressive_vertical16(copy, rowBytes, Int32(h), left, stride, rowBytes, sums16, radii, divisors)
                continue
            }
            @inline(__always) func pixel(_ y: Int, _ x: Int) -> Pixel { load(copy + (y &* rowBytes &+ x &* 4)) }
            // The window sums cover rows lo..<hi (empty to start).
            var lo = 0, hi = 0
            for x in 0..<n { sums[x] = .zero }
            for y in 0..<h where radius[y] > 0 {
                let r = radius[y]
                let newLo = max(y - r, 0), newHi = min(y + r, h - 1) + 1
                // Rows leave from the top and join at the bottom (or the reverse when the radius
                // grows faster than the window moves); an emptied window starts again.
                if newLo >= hi || newHi <= lo {
                    for x in 0..<n { sums[x] = .zero }
                    (lo, hi) = (newLo, newLo)
                }
                while lo < newLo {
                    for x in 0..<n { sums[x] &-= pixel(lo, x) }
                    lo += 1
                }
                while lo > newLo {
                    lo -= 1
                    for x in 0..<n { sums[x] &+= pixel(lo, x) }
                }
                while hi < newHi {
                    for x in 0..<n { sums[x] &+= pixel(hi, x) }
                    hi += 1
                }
                while hi > newHi {
                    hi -= 1
                    for x in 0..<n { sums[x] &-= pixel(hi, x) }
                }
                let below = Int32(max(r - y, 0)), above = Int32(max(y + r - (h - 1), 0))
                let divide = Divider(2 * r + 1)
                let line = left + y * stride
                if below == 0 && above == 0 {
                    for x in 0..<n { store(divide(sums[x]), line + x &* 4) }
                } else {
                    for x in 0..<n {
                        store(divide(sums[x] &+ below &* pixel(0, x) &+ above &* pixel(h - 1, x)), line + x &* 4)
                    }
                }
            }
        }
    }

    /// The rounded mean of a box of `n` pixels, `(sum + n / 2) / n` for each channel, exact (the
    /// sums are at most 255 · n). Boxes under 256 multiply in 32 bits, `((s + n/2) · m) >> 24`
    /// with `m = ⌊2²⁴/n⌋ + 1`, as ``BoxBlur`` does (its proof: the error stays under 1/n and the
    /// product under 2³²). Wider ones, up to 4095, in 64 bits: for `s < 2^20` and `n < 2^12`,
    /// `s · ⌈2^32 / n⌉ >> 32` is `s / n` (the error term `s · (⌈2^32 / n⌉ · n − 2^32)` stays
    /// under 2^32).
    struct Divider {
        let narrow: Bool
        let half: SIMD4<UInt32>
        let multiplier: SIMD4<UInt32>
        let inverse: SIMD4<UInt64>

        init(_ n: Int) {
            precondition(n > 0 && n < 1 << 12, "a box of \(n) pixels is beyond the exact division")
            narrow = n < 256
            half = SIMD4(repeating: UInt32(n / 2))
            multiplier = SIMD4(repeating: UInt32((1 << 24) / n + 1))
            inverse = SIMD4(repeating: ((UInt64(1) << 32) + UInt64(n) - 1) / UInt64(n))
        }

        @inline(__always)
        func callAsFunction(_ sum: SIMD4<Int32>) -> SIMD4<Int32> {
            let s = SIMD4<UInt32>(truncatingIfNeeded: sum) &+ half
            if narrow { return SIMD4<Int32>(truncatingIfNeeded: (s &* multiplier) &>> 24) }
            return SIMD4<Int32>(truncatingIfNeeded: (SIMD4<UInt64>(truncatingIfNeeded: s) &* inverse) &>> 32)
        }
    }
}
