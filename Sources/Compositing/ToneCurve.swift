import BarScopeSupport
import Raster

/// A tone curve: a table of 256 outputs for the 256 straight channel values, built by joining
/// control points (inputs and outputs in 0…1) with straight lines, as a material's luminance
/// curve is described. Applied to each colour channel of straight colour; a translucent pixel
/// is unpremultiplied first and premultiplied again after.
public struct ToneCurve: Hashable, Sendable {
    /// The control points, inputs strictly increasing from 0 to 1.
    package let points: [Point]
    /// `table[v]` for every 8-bit input `v`.
    package let table: [UInt8]

    package struct Point: Hashable, Sendable {
        package let input: Double
        package let output: Double
        package init(_ input: Double, _ output: Double) {
            self.input = input
            self.output = output
        }
    }

    package init(points: [Point]) {
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
    package var summary: String {
        points.map {
            "(\(formatDecimal($0.input, places: 3, trimZeros: true)), \(formatDecimal($0.output, places: 3, trimZeros: true)))"
        }
        .joined(separator: " ")
    }

    package func apply(to image: inout Image, in rect: PixelRect) {
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
