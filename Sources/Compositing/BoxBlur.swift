import Raster

/// The backdrop blur: three successive box blurs approximating a Gaussian.
///
/// Source: Apple's sample code *UIImageEffects* (WWDC 2013, `UIImage+ImageEffects.m`,
/// `applyBlurWithRadius:…`), which itself follows the SVG 1.1 spec for `feGaussianBlur`
/// (https://www.w3.org/TR/SVG11/filters.html#feGaussianBlurElement): for a standard deviation
/// `s` in device pixels, `d = floor(s · 3·√(2π)/4 + 0.5)`, forced odd, and three box blurs of
/// width `d` centred on the output pixel, edges extended (`kvImageEdgeExtend`).
public enum BoxBlur {
    /// The number of box passes (three build a piecewise-quadratic kernel within ~3% of a
    /// Gaussian: SVG 1.1 §15.17).
    public static let passes = 3

    /// The odd box width for a blur radius given in points at a screen scale, exactly as
    /// UIImageEffects computes it (`inputRadius = blurRadius · scale`).
    public static func boxWidth(radiusPoints: Double, scale: Int) -> Int {
        let s = radiusPoints * Double(scale)
        guard s > 0 else { return 1 }
        var d = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 != 1 { d += 1 }
        return d
    }

    /// Blurs the whole image in place with `passes` box blurs of odd width `boxWidth`, edges
    /// extended. Each pass is a sliding-window sum, so the cost does not depend on the width.
    /// Each output is the window mean rounded half up: `(sum + w/2) / w`.
    public static func blur(_ image: inout Image, boxWidth: Int, passes: Int = passes) {
        guard boxWidth > 1 else { return }
        let radius = boxWidth / 2
        let w = image.width, h = image.height
        var line = [Int](repeating: 0, count: max(w, h))
        image.pixels.withUnsafeMutableBufferPointer { p in
            for _ in 0..<passes {
                for y in 0..<h {
                    for c in 0..<4 {
                        blurLine(p, start: (y * w) * 4 + c, stride: 4, count: w, radius: radius, scratch: &line)
                    }
                }
                for x in 0..<w {
                    for c in 0..<4 {
                        blurLine(p, start: x * 4 + c, stride: w * 4, count: h, radius: radius, scratch: &line)
                    }
                }
            }
        }
    }

    private static func blurLine(
        _ p: UnsafeMutableBufferPointer<UInt8>, start: Int, stride: Int, count: Int, radius: Int,
        scratch: inout [Int]
    ) {
        for i in 0..<count { scratch[i] = Int(p[start + i * stride]) }
        let width = 2 * radius + 1
        let half = width / 2
        @inline(__always) func at(_ i: Int) -> Int { scratch[i < 0 ? 0 : (i >= count ? count - 1 : i)] }
        var sum = 0
        for k in -radius...radius { sum += at(k) }
        for i in 0..<count {
            p[start + i * stride] = UInt8((sum + half) / width)
            sum += at(i + radius + 1) - at(i - radius)
        }
    }
}

/// Saturation as UIImageEffects applies it after the blur: a colour matrix built on the
/// Rec. 709 luma weights (0.2126, 0.7152, 0.0722), quantised to integers over a divisor of 256
/// as vImage's `vImageMatrixMultiply_ARGB8888` takes it. Applied to premultiplied pixels, as
/// there; results are clamped to `0...alpha`.
public enum Saturation {
    /// The fixed-point divisor of the matrix.
    public static let divisor = 256

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
        guard abs(factor - 1) > 1e-9 else { return }
        let m = matrix(factor: factor)
        image.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let r = Int(p[i]), g = Int(p[i + 1]), b = Int(p[i + 2]), a = Int(p[i + 3])
                for c in 0..<3 {
                    let v = (m[c][0] * r + m[c][1] * g + m[c][2] * b + divisor / 2) >> 8
                    p[i + c] = UInt8(v < 0 ? 0 : (v > a ? a : v))
                }
                i += 4
            }
        }
    }
}
