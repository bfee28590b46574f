import BarScopeSupport
import Raster

/// One step of a backdrop's filter. A backdrop captures what lies beneath it and runs its
/// stages in order (``Filter/apply(_:to:in:)``); a material (the iOS 7–12 bar blur, the
/// iOS 13 system materials) is a list of these, kept as data with the constants it is built
/// from. Every stage works on premultiplied 8-bit pixels with integer arithmetic, so a stage
/// gives the same bytes on every machine.
public enum FilterStage: Hashable, Sendable {
    /// `passes` box blurs of odd width `width` device pixels, edges extended (``BoxBlur``).
    case boxBlur(width: Int, passes: Int)
    /// The Rec. 709 saturation matrix of UIImageEffects (``Saturation``); 1 changes nothing.
    case saturation(Double)
    /// Adds `amount` (−1…1) to each colour channel, as `CIColorControls`' `inputBrightness`
    /// does (on premultiplied pixels: `amount · alpha`).
    case brightness(Double)
    /// Any 3 × 4 colour matrix (``ColorMatrix``).
    case colorMatrix(ColorMatrix)
    /// A tone curve applied to each colour channel (``ToneCurve``).
    case toneCurve(ToneCurve)
    /// CoreMaterial's luminance curve: each pixel mixed toward the grey a curve of its
    /// luminance gives (``LuminanceCurve``).
    case luminanceCurve(LuminanceCurve)
    /// A colour drawn over the result with a blend mode (a material's tint layer).
    case tint(RGBA8, BlendMode)
    /// A blur whose radius follows a ramp down the rectangle (``ProgressiveBlur``).
    case progressiveBlur(ProgressiveBlur)

    /// Whether each output pixel depends on its input pixel alone (every stage but the blur):
    /// such stages may run on any part of an image, band by band.
    public var isPointwise: Bool {
        switch self {
        case .boxBlur, .progressiveBlur: return false
        default: return true
        }
    }

    /// What the stage does, in words (for `explain`): `box-blurred 3 × 75 px`.
    public var summary: String {
        switch self {
        case let .boxBlur(width, passes): return "box-blurred \(passes) × \(width) px"
        case let .saturation(factor): return "saturated × \(formatDecimal(factor, places: 2, trimZeros: true))"
        case let .brightness(amount):
            return "brightened \(amount < 0 ? "−" : "+")\(formatDecimal(abs(amount), places: 3, trimZeros: true))"
        case let .colorMatrix(matrix): return "colour matrix \(matrix.summary)"
        case let .toneCurve(curve): return "tone curve \(curve.summary)"
        case let .luminanceCurve(curve): return "luminance curve \(curve.summary)"
        case let .tint(color, mode): return "tinted \(color.hex)" + (mode == .normal ? "" : " (\(mode.rawValue))")
        case let .progressiveBlur(blur): return blur.summary
        }
    }
}

/// What a backdrop layer does to the content beneath it: its stages, in order.
public struct BackdropFilter: Hashable, Sendable {
    public var stages: [FilterStage]

    public init(stages: [FilterStage]) {
        self.stages = stages
    }

    /// UIImageEffects' recipe, the bar material of iOS 7 to 12: three box blurs of odd width
    /// `boxWidth`, then saturation by `saturation`.
    public init(boxWidth: Int, saturation: Double) {
        self.init(stages: [.boxBlur(width: boxWidth, passes: BoxBlur.passes), .saturation(saturation)])
    }
}

/// Runs filter stages: the one definition of what a backdrop's pixels are, whichever path
/// (in place, captured, streamed, band by band) produces them.
public enum Filter {
    /// Applies `stages` in order to the pixels of `rect` (inside the image), in place.
    public static func apply(_ stages: some Collection<FilterStage>, to image: inout Image, in rect: PixelRect) {
        for stage in stages { apply(stage, to: &image, in: rect) }
    }

    /// Applies `stages` in order and reports the pixel (`x`, `y`) after each stage.
    public static func apply(
        _ stages: some Collection<FilterStage>, to image: inout Image, in rect: PixelRect, probing x: Int, _ y: Int
    ) -> [PremultipliedRGBA8] {
        stages.map { stage in
            apply(stage, to: &image, in: rect)
            return image[x, y]
        }
    }

    /// Applies one stage to the pixels of `rect`.
    public static func apply(_ stage: FilterStage, to image: inout Image, in rect: PixelRect) {
        precondition(rect.intersection(image.bounds) == rect, "the filtered rectangle must lie inside the image")
        guard !rect.isEmpty else { return }
        switch stage {
        case let .boxBlur(width, passes):
            BoxBlur.blur(&image, in: rect, boxWidth: width, passes: passes)
        case let .saturation(factor):
            guard abs(factor - 1) > 1e-9 else { return }
            ColorMatrix.saturation(factor).apply(to: &image, in: rect)
        case let .brightness(amount):
            ColorMatrix.brightness(amount).apply(to: &image, in: rect)
        case let .colorMatrix(matrix):
            matrix.apply(to: &image, in: rect)
        case let .toneCurve(curve):
            curve.apply(to: &image, in: rect)
        case let .luminanceCurve(curve):
            curve.apply(to: &image, in: rect)
        case let .tint(color, mode):
            image.fill(rect, with: color.premultiplied, clip: rect, blend: mode)
        case let .progressiveBlur(blur):
            blur.apply(to: &image, in: rect)
        }
    }
}

/// A colour matrix on premultiplied RGB in fixed point: each output channel is
/// `(m[c][0]·r + m[c][1]·g + m[c][2]·b + m[c][3]·a + 128) >> 8`, clamped to `0…a`, with the
/// coefficients in 1/256 (the form vImage's `vImageMatrixMultiply_ARGB8888` takes, divisor 256).
/// The fourth column scales alpha: a constant added to straight colour, premultiplied.
public struct ColorMatrix: Hashable, Sendable {
    /// Rows r, g, b; columns r, g, b, alpha; in 1/256.
    public let coefficients: [[Int]]

    /// The fixed-point divisor.
    public static let divisor = 256

    public init(coefficients: [[Int]]) {
        precondition(coefficients.count == 3 && coefficients.allSatisfy { $0.count == 4 })
        self.coefficients = coefficients
    }

    /// A matrix from real coefficients (rows r, g, b; columns r, g, b, offset), each rounded to
    /// 1/256, half away from zero.
    public init(_ rows: [[Double]]) {
        self.init(
            coefficients: rows.map { row in
                row.map { Int(($0 * Double(Self.divisor)).rounded(.toNearestOrAwayFromZero)) }
            })
    }

    /// The saturation matrix of UIImageEffects (see ``Saturation/matrix(factor:)``).
    public static func saturation(_ factor: Double) -> ColorMatrix {
        ColorMatrix(coefficients: Saturation.matrix(factor: factor).map { $0 + [0] })
    }

    /// Adds `amount` to each straight colour channel.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        let offset = Int((amount * Double(divisor)).rounded(.toNearestOrAwayFromZero))
        return ColorMatrix(coefficients: [[divisor, 0, 0, offset], [0, divisor, 0, offset], [0, 0, divisor, offset]])
    }

    /// `[[r g b a] …]` in 1/256, for reports.
    public var summary: String {
        "[" + coefficients.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "; ") + "] / 256"
    }

    /// Applies the matrix to the pixels of `rect`. Rows are independent: a large rectangle is
    /// cut in two, as the blur is, each half on its own thread.
    public func apply(to image: inout Image, in rect: PixelRect) {
        let m = coefficients
        let (m00, m01, m02, m03) = (m[0][0], m[0][1], m[0][2], m[0][3])
        let (m10, m11, m12, m13) = (m[1][0], m[1][1], m[1][2], m[1][3])
        let (m20, m21, m22, m23) = (m[2][0], m[2][1], m[2][2], m[2][3])
        let half = Self.divisor / 2
        @Sendable @inline(__always) func clamp(_ v: Int, _ a: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: v < 0 ? 0 : (v > a ? a : v))
        }
        let stride = image.width * 4
        let halves = rect.width * rect.height >= BoxBlur.parallelMinimumPixels ? 2 : 1
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            let base = SendablePointer(buffer.baseAddress!)
            BoxBlur.forEachStrip(halves) { part in
                // Wrapping arithmetic: the products are bounded by 255 · 1024, far from overflow,
                // and the checks would otherwise cost more than the sums.
                for y in BoxBlur.split(rect.height, halves, part) {
                    var p = base.pointer + ((rect.y &+ y) &* stride &+ rect.x &* 4)
                    let end = p + rect.width &* 4
                    // The alpha column folded into the rounding term for opaque pixels (nearly
                    // all of a backdrop): the same sums, one multiply fewer per channel.
                    let r0 = m03 &* 255 &+ half, g0 = m13 &* 255 &+ half, b0 = m23 &* 255 &+ half
                    while p < end {
                        let r = Int(p[0]), g = Int(p[1]), b = Int(p[2]), a = Int(p[3])
                        if a == 255 {
                            p[0] = clamp((m00 &* r &+ m01 &* g &+ m02 &* b &+ r0) >> 8, 255)
                            p[1] = clamp((m10 &* r &+ m11 &* g &+ m12 &* b &+ g0) >> 8, 255)
                            p[2] = clamp((m20 &* r &+ m21 &* g &+ m22 &* b &+ b0) >> 8, 255)
                        } else {
                            p[0] = clamp((m00 &* r &+ m01 &* g &+ m02 &* b &+ m03 &* a &+ half) >> 8, a)
                            p[1] = clamp((m10 &* r &+ m11 &* g &+ m12 &* b &+ m13 &* a &+ half) >> 8, a)
                            p[2] = clamp((m20 &* r &+ m21 &* g &+ m22 &* b &+ m23 &* a &+ half) >> 8, a)
                        }
                        p += 4
                    }
                }
            }
        }
    }
}

/// Saturation as UIImageEffects applies it after the blur: a colour matrix built on the
/// Rec. 709 luma weights (0.2126, 0.7152, 0.0722), quantised to integers over a divisor of 256
/// as vImage's `vImageMatrixMultiply_ARGB8888` takes it. Applied to premultiplied pixels, as
/// there; results are clamped to `0...alpha`.
public enum Saturation {
    /// The fixed-point divisor of the matrix.
    public static let divisor = ColorMatrix.divisor

    /// The integer matrix for `factor`: `m[out][in]` for channels r, g, b.
    ///
    /// Each coefficient is rounded as UIImageEffects rounds it, then the diagonal absorbs the
    /// rounding so that every row sums to the divisor: grey stays grey, as with the exact
    /// matrix. (Plain rounding, as in the sample, makes rows sum to 255 and darkens white by
    /// one level per pass.)
    public static func matrix(factor s: Double) -> [[Int]] {
        // UIImageEffects' floating-point matrix, rows regrouped per output channel.
        let f: [[Double]] = [
            [0.2126 + 0.7873 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s],
            [0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s],
            [0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s],
        ]
        var m = f.map { row in row.map { Int(($0 * Double(divisor)).rounded(.toNearestOrAwayFromZero)) } }
        for c in 0..<3 { m[c][c] += divisor - m[c].reduce(0, +) }
        return m
    }

    /// Applies the saturation matrix in place. A factor of 1 leaves the image unchanged.
    public static func apply(_ image: inout Image, factor: Double) {
        apply(&image, in: image.bounds, factor: factor)
    }

    /// Applies the saturation matrix in place to the pixels of `rect` (inside the image) only.
    public static func apply(_ image: inout Image, in rect: PixelRect, factor: Double) {
        Filter.apply(.saturation(factor), to: &image, in: rect)
    }
}

/// A tone curve: a table of 256 outputs for the 256 straight channel values, built by joining
/// control points (inputs and outputs in 0…1) with straight lines, as a material's luminance
/// curve is described. Applied to each colour channel of straight colour; a translucent pixel
/// is unpremultiplied first and premultiplied again after.
public struct ToneCurve: Hashable, Sendable {
    /// The control points, inputs strictly increasing from 0 to 1.
    public let points: [Point]
    /// `table[v]` for every 8-bit input `v`.
    public let table: [UInt8]

    public struct Point: Hashable, Sendable {
        public let input: Double
        public let output: Double
        public init(_ input: Double, _ output: Double) {
            self.input = input
            self.output = output
        }
    }

    public init(points: [Point]) {
        precondition(points.count >= 2 && points.first!.input == 0 && points.last!.input == 1)
        self.points = points
        table = (0..<256).map { v in
            let x = Double(v) / 255
            let upper = points.firstIndex { $0.input >= x } ?? points.count - 1
            let b = points[upper], a = points[max(0, upper - 1)]
            let y =
                b.input == a.input ? b.output : a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
            return Fixed8.quantize(y)
        }
    }

    /// `(0, 0.1) (1, 0.9)`, for reports.
    public var summary: String {
        points.map {
            "(\(formatDecimal($0.input, places: 3, trimZeros: true)), \(formatDecimal($0.output, places: 3, trimZeros: true)))"
        }
        .joined(separator: " ")
    }

    public func apply(to image: inout Image, in rect: PixelRect) {
        let w = image.width
        table.withUnsafeBufferPointer { t in
            image.pixels.withUnsafeMutableBufferPointer { p in
                for y in rect.y..<rect.maxY {
                    var i = (y * w + rect.x) * 4
                    for _ in 0..<rect.width {
                        let a = Int(p[i + 3])
                        if a == 255 {
                            p[i] = t[Int(p[i])]
                            p[i + 1] = t[Int(p[i + 1])]
                            p[i + 2] = t[Int(p[i + 2])]
                        } else if a != 0 {
                            let pixel = PremultipliedRGBA8(uncheckedR: p[i], g: p[i + 1], b: p[i + 2], a: p[i + 3])
                                .straight
                            let curved = RGBA8(r: t[Int(pixel.r)], g: t[Int(pixel.g)], b: t[Int(pixel.b)], a: pixel.a)
                                .premultiplied
                            p[i] = curved.r
                            p[i + 1] = curved.g
                            p[i + 2] = curved.b
                        }
                        i += 4
                    }
                }
            }
        }
    }
}

/// CoreMaterial's `luminanceCurveMap`, the first stage of the iOS 13+ system materials: each
/// pixel's luminance `L` (Rec. 709 weights 0.2125, 0.7154, 0.0721 on straight colour) is put
/// through a cubic Bézier whose four control values are `values` (`y = B(L)`), and the colour is
/// mixed toward the grey `(y, y, y)` by `amount`. Sources: the QuartzCore filter described in
/// public reverse-engineering notes of UIKit's backdrop layers (the curve as Bézier control
/// points in y, in Horner form; the mix by amount); the values are the material recipes'.
///
/// In integers: the luminance is an index 0…255 (weights in 1/65536 that sum to one), the curve
/// a table of 256 levels computed once with doubles, the mix `(c·(256 − a) + y·a + 128) >> 8`
/// with `a` the amount in 1/256. A translucent pixel is unpremultiplied first.
public struct LuminanceCurve: Hashable, Sendable {
    /// How far each pixel moves toward the curve's grey, 0…1.
    public let amount: Double
    /// The Bézier's four control values (0…1, a value may exceed 1).
    public let values: [Double]
    /// `table[L]`: the curve's grey for each luminance index.
    public let table: [UInt8]
    /// The amount in 1/256.
    public let mix: Int

    /// The luma weights in 1/65536 (0.2125, 0.7154, 0.0721, rounded so that they sum to 65536).
    static let weights = (r: 13_926, g: 46_885, b: 4_725)

    public init(amount: Double, values: [Double]) {
        precondition(values.count == 4 && (0...1).contains(amount))
        self.amount = amount
        self.values = values
        mix = Int((amount * 256).rounded(.toNearestOrAwayFromZero))
        let (v0, v1, v2, v3) = (values[0], values[1], values[2], values[3])
        let a = 3 * (v1 - v2) + v3 - v0, b = 3 * (v0 - 2 * v1 + v2), c = 3 * (v1 - v0), d = v0
        table = (0..<256).map { index in
            let l = Double(index) / 255
            return Fixed8.quantize(min(1, max(0, ((a * l + b) * l + c) * l + d)))
        }
    }

    /// `amount 0.75, (0.8, 0.9, 1.1, 0.825)`, for reports.
    public var summary: String {
        "amount \(formatDecimal(amount, places: 3, trimZeros: true)), ("
            + values.map { formatDecimal($0, places: 3, trimZeros: true) }.joined(separator: ", ") + ")"
    }

    /// The curve applied to one straight colour.
    public func apply(_ color: RGBA8) -> RGBA8 {
        let w = Self.weights
        let l = (w.r * Int(color.r) + w.g * Int(color.g) + w.b * Int(color.b) + 32_768) >> 16
        let y = Int(table[l]), keep = 256 - mix
        func mixed(_ c: UInt8) -> UInt8 { UInt8((Int(c) * keep + y * mix + 128) >> 8) }
        return RGBA8(r: mixed(color.r), g: mixed(color.g), b: mixed(color.b), a: color.a)
    }

    public func apply(to image: inout Image, in rect: PixelRect) {
        let w = image.width, keep = 256 &- mix, m = mix
        let (wr, wg, wb) = Self.weights
        table.withUnsafeBufferPointer { t in
            image.pixels.withUnsafeMutableBufferPointer { p in
                for y in rect.y..<rect.maxY {
                    var i = (y &* w &+ rect.x) &* 4
                    for _ in 0..<rect.width {
                        let a = p[i &+ 3]
                        if a == 255 {
                            let r = Int(p[i]), g = Int(p[i &+ 1]), b = Int(p[i &+ 2])
                            let grey = Int(t[(wr &* r &+ wg &* g &+ wb &* b &+ 32_768) >> 16]) &* m &+ 128
                            p[i] = UInt8(truncatingIfNeeded: (r &* keep &+ grey) >> 8)
                            p[i &+ 1] = UInt8(truncatingIfNeeded: (g &* keep &+ grey) >> 8)
                            p[i &+ 2] = UInt8(truncatingIfNeeded: (b &* keep &+ grey) >> 8)
                        } else if a != 0 {
                            let pixel = PremultipliedRGBA8(uncheckedR: p[i], g: p[i &+ 1], b: p[i &+ 2], a: a).straight
                            let curved = apply(pixel).premultiplied
                            p[i] = curved.r
                            p[i &+ 1] = curved.g
                            p[i &+ 2] = curved.b
                        }
                        i &+= 4
                    }
                }
            }
        }
    }
}
