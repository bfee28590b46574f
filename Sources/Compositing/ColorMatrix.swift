import Raster

/// A colour matrix on premultiplied RGB in fixed point: each output channel is
/// `(m[c][0]·r + m[c][1]·g + m[c][2]·b + m[c][3]·a + 128) >> 8`, clamped to `0…a`, with the
/// coefficients in 1/256 (the form vImage's `vImageMatrixMultiply_ARGB8888` takes, divisor 256).
/// The fourth column scales alpha: a constant added to straight colour, premultiplied.
public struct ColorMatrix: Hashable, Sendable {
    /// Rows r, g, b; columns r, g, b, alpha; in 1/256.
    package let coefficients: [[Int]]

    /// The fixed-point divisor.
    package static let divisor = 256

    package init(coefficients: [[Int]]) {
        precondition(coefficients.count == 3 && coefficients.allSatisfy { $0.count == 4 })
        self.coefficients = coefficients
    }

    /// A matrix from real coefficients (rows r, g, b; columns r, g, b, offset), each rounded to
    /// 1/256, half away from zero.
    package init(_ rows: [[Double]]) {
        self.init(
            coefficients: rows.map { row in
                row.map { Int(($0 * Double(Self.divisor)).rounded(.toNearestOrAwayFromZero)) }
            })
    }

    /// The saturation matrix of UIImageEffects (see ``Saturation/matrix(factor:)``).
    package static func saturation(_ factor: Double) -> ColorMatrix {
        ColorMatrix(coefficients: Saturation.matrix(factor: factor).map { $0 + [0] })
    }

    /// Adds `amount` to each straight colour channel.
    package static func brightness(_ amount: Double) -> ColorMatrix {
        let offset = Int((amount * Double(divisor)).rounded(.toNearestOrAwayFromZero))
        return ColorMatrix(coefficients: [[divisor, 0, 0, offset], [0, divisor, 0, offset], [0, 0, divisor, offset]])
    }

    /// `[[r g b a] …]` in 1/256, for reports.
    package var summary: String {
        "[" + coefficients.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "; ") + "] / 256"
    }

    /// Applies the matrix to the pixels of `rect`. Rows are independent: a large rectangle is
    /// cut in two, as the blur is, each half on its own thread.
    package func apply(to image: inout Image, in rect: PixelRect) {
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
package enum Saturation {
    /// The fixed-point divisor of the matrix.
    package static let divisor = ColorMatrix.divisor

    /// The integer matrix for `factor`: `m[out][in]` for channels r, g, b.
    ///
    /// Each coefficient is rounded as UIImageEffects rounds it, then the diagonal absorbs the
    /// rounding so that every row sums to the divisor: grey stays grey, as with the exact
    /// matrix. (Plain rounding, as in the sample, makes rows sum to 255 and darkens white by
    /// one level per pass.)
    package static func matrix(factor s: Double) -> [[Int]] {
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
    package static func apply(_ image: inout Image, factor: Double) {
        apply(&image, in: image.bounds, factor: factor)
    }

    /// Applies the saturation matrix in place to the pixels of `rect` (inside the image) only.
    package static func apply(_ image: inout Image, in rect: PixelRect, factor: Double) {
        Filter.apply(.saturation(factor), to: &image, in: rect)
    }
}
