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
        let (w, h) = (rect.width, rect.height)
        let radius = radii(height: h)
        // The rectangle as 32-bit channels, row-major, four per pixel.
        var values = [Int32](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = image[rect.x + x, rect.y + y]
                let i = (y * w + x) * 4
                (values[i], values[i + 1], values[i + 2], values[i + 3]) = (
                    Int32(p.r), Int32(p.g), Int32(p.b), Int32(p.a)
                )
            }
        }
        var prefix = [Int32](repeating: 0, count: (max(w, h) + 1) * 4)
        // One row's horizontal means, reused for every row of every pass.
        var row = [Int32](repeating: 0, count: w * 4)
        for _ in 0..<passes {
            // Horizontal: row y by a box of radius r(y).
            for y in 0..<h where radius[y] > 0 {
                let r = radius[y]
                let base = y * w * 4
                for x in 0..<w {
                    for c in 0..<4 { prefix[(x + 1) * 4 + c] = prefix[x * 4 + c] + values[base + x * 4 + c] }
                }
                for x in 0..<w {
                    for c in 0..<4 {
                        row[x * 4 + c] = Self.mean(
                            prefix: prefix, stride: 4, channel: c, count: w, from: x - r, to: x + r,
                            first: values[base + c], last: values[base + (w - 1) * 4 + c])
                    }
                }
                values.replaceSubrange(base..<(base + w * 4), with: row)
            }
            // Vertical: row y of each column by a box of radius r(y) centred on it.
            var output = values
            for x in 0..<w {
                for c in 0..<4 {
                    for y in 0..<h { prefix[(y + 1) * 4 + c] = prefix[y * 4 + c] + values[(y * w + x) * 4 + c] }
                    for y in 0..<h where radius[y] > 0 {
                        output[(y * w + x) * 4 + c] = Self.mean(
                            prefix: prefix, stride: 4, channel: c, count: h, from: y - radius[y], to: y + radius[y],
                            first: values[x * 4 + c], last: values[((h - 1) * w + x) * 4 + c])
                    }
                }
            }
            values = output
        }
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                image[rect.x + x, rect.y + y] = PremultipliedRGBA8(
                    uncheckedR: UInt8(values[i]), g: UInt8(values[i + 1]), b: UInt8(values[i + 2]),
                    a: UInt8(values[i + 3]))
            }
        }
    }

    /// The rounded mean of entries `from...to` of a line of `count` (indices outside it taking
    /// the first or last entry: edges extended), from the line's prefix sums.
    @inline(__always)
    static func mean(
        prefix: [Int32], stride: Int, channel c: Int, count: Int, from: Int, to: Int, first: Int32, last: Int32
    ) -> Int32 {
        let lo = max(from, 0), hi = min(to, count - 1)
        var sum = prefix[(hi + 1) * stride + c] - prefix[lo * stride + c]
        if from < 0 { sum += Int32(-from) * first }
        if to > count - 1 { sum += Int32(to - count + 1) * last }
        let width = Int32(to - from + 1)
        return (sum + width / 2) / width
    }
}
