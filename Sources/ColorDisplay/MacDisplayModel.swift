import Raster

/// The display behind seed 000's xScope readings, as a profile with three free parameters fitted
/// to the one pure reading the seed gives.
///
/// Seed 000 shows a 1×1 `#ff0000` background image (an opaque bar drawing exactly that sRGB
/// colour in the simulator) read by xScope on the author's Mac as `0xfc0d1b`: the simulator's
/// sRGB pixel, converted by ColorSync to the display's profile. One reading gives three numbers,
/// so the model has three parameters and everything else is sRGB's:
/// - the display's **red primary** (x, y): a red slightly outside sRGB's makes pure sRGB red
///   need a little green and blue (`0d`, `1b`);
/// - the display's **white point**, as a CIE daylight temperature: with relative-colorimetric
///   conversion it sets how much red the display's own red primary contributes (`fc`, not `ff`).
///
/// Green and blue primaries and the tone curve are sRGB's: the reading says nothing about them,
/// so any other value would be a guess. The barTintColor reading `0xfb2930` is not used: it is
/// what this model must predict.
package struct MacDisplayModel: Sendable, Equatable {
    package var red: Chromaticity
    package var whiteKelvin: Double

    package init(red: Chromaticity, whiteKelvin: Double) {
        self.red = red
        self.whiteKelvin = whiteKelvin
    }

    /// Seed 000: sRGB `#ff0000` (the background-image path) read as `0xfc0d1b`.
    package static let fittedInput = RGBA8(r: 255, g: 0, b: 0)
    package static let fittedReading = RGBA8(r: 0xfc, g: 0x0d, b: 0x1b)
    /// Seed 000: the barTintColor path's reading, which the model predicts.
    package static let predictedReading = RGBA8(r: 0xfb, g: 0x29, b: 0x30)

    /// The parameters ``fit()`` finds, rounded to the digits shown (a test re-runs the fit).
    package static let fitted = MacDisplayModel(red: Chromaticity(x: 0.654490, y: 0.333554), whiteKelvin: 6023.74)

    /// The model as an ICC profile.
    package func profile() throws(DisplayError) -> ColorProfile {
        guard let white = Chromaticity.daylight(kelvin: whiteKelvin) else {
            throw DisplayError(.badProfile, "mac: no daylight white point at \(whiteKelvin) K")
        }
        return try .rgb(
            white: white, red: red, green: .srgbGreen, blue: .srgbBlue, curve: .srgb, name: "mac",
            description: "BarScope mac: sRGB with red primary and white point fitted to seed 000")
    }

    /// The unrounded display value (0…255 scale) of ``fittedInput`` under these parameters.
    func reading() throws(DisplayError) -> [Double] {
        let display = try Display(name: "mac-fit", profile: try profile())
        let input = [Double(Self.fittedInput.r), Double(Self.fittedInput.g), Double(Self.fittedInput.b)].map {
            $0 / 255
        }
        return display.displayComponents(ofSRGB: input).map { $0 * 255 }
    }

    /// Newton's method on the three equations `reading() = fittedReading`, from sRGB's own red and
    /// D65 (6504 K). Returns the parameters and the residual, channel by channel (0…255 scale).
    package static func fit() throws(DisplayError) -> (model: MacDisplayModel, residual: [Double]) {
        let target = [Double(fittedReading.r), Double(fittedReading.g), Double(fittedReading.b)]
        var p = [Chromaticity.srgbRed.x, Chromaticity.srgbRed.y, 6504.0]
        let steps = [1e-6, 1e-6, 1e-2]
        func model(_ p: [Double]) -> MacDisplayModel {
            MacDisplayModel(red: Chromaticity(x: p[0], y: p[1]), whiteKelvin: p[2])
        }
        func residual(_ p: [Double]) throws(DisplayError) -> [Double] {
            let r = try model(p).reading()
            return (0..<3).map { r[$0] - target[$0] }
        }
        var r = try residual(p)
        for _ in 0..<50 {
            if r.map(abs).max()! < 1e-9 { break }
            // Jacobian by forward differences, then a full Newton step, halved until it helps.
            var jacobian = [[Double]](repeating: [0, 0, 0], count: 3)
            for j in 0..<3 {
                var q = p
                q[j] += steps[j]
                let rq = try residual(q)
                for i in 0..<3 { jacobian[i][j] = (rq[i] - r[i]) / steps[j] }
            }
            guard let delta = solve3(jacobian, r.map { -$0 }) else { break }
            var scale = 1.0
            var improved = false
            while scale > 1e-4 {
                let q = (0..<3).map { p[$0] + scale * delta[$0] }
                if let rq = try? residual(q), norm(rq) < norm(r) {
                    p = q
                    r = rq
                    improved = true
                    break
                }
                scale /= 2
            }
            if !improved { break }
        }
        return (model(p), r)
    }

    private static func norm(_ v: [Double]) -> Double { v.reduce(0) { $0 + $1 * $1 } }

    /// Solves a 3×3 linear system by Cramer's rule; `nil` when singular.
    private static func solve3(_ m: [[Double]], _ b: [Double]) -> [Double]? {
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        guard abs(d) > 1e-300 else { return nil }
        return (0..<3).map { column in
            var a = m
            for row in 0..<3 { a[row][column] = b[row] }
            return det(a) / d
        }
    }
}
