import BarScopeSupport
import Raster

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
    package let amount: Double
    /// The Bézier's four control values (0…1, a value may exceed 1).
    package let values: [Double]
    /// `table[L]`: the curve's grey for each luminance index.
    package let table: [UInt8]
    /// The amount in 1/256.
    package let mix: Int

    /// The luma weights in 1/65536 (0.2125, 0.7154, 0.0721, rounded so that they sum to 65536).
    static let weights = (r: 13_926, g: 46_885, b: 4_725)

    package init(amount: Double, values: [Double]) {
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
    package var summary: String {
        "amount \(formatDecimal(amount, places: 3, trimZeros: true)), ("
            + values.map { formatDecimal($0, places: 3, trimZeros: true) }.joined(separator: ", ") + ")"
    }

    /// The curve applied to one straight colour.
    package func apply(_ color: RGBA8) -> RGBA8 {
        let w = Self.weights
        let l = (w.r * Int(color.r) + w.g * Int(color.g) + w.b * Int(color.b) + 32_768) >> 16
        let y = Int(table[l]), keep = 256 - mix
        func mixed(_ c: UInt8) -> UInt8 { UInt8((Int(c) * keep + y * mix + 128) >> 8) }
        return RGBA8(r: mixed(color.r), g: mixed(color.g), b: mixed(color.b), a: color.a)
    }

    package func apply(to image: inout Image, in rect: PixelRect) {
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
