#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Raster

/// A CIELAB colour (CIE 1976 L*a*b*).
public struct LabColor: Sendable, Equatable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The CIELAB value of an opaque sRGB colour (alpha is ignored).
    ///
    /// sRGB is decoded with the IEC 61966-2-1 transfer function and converted to XYZ with the
    /// standard's matrix; L*a*b* is then taken relative to the sRGB white itself (D65, the matrix's
    /// row sums), with no chromatic adaptation, so white is exactly L* 100, a* 0, b* 0 and greys
    /// have a* = b* = 0. This is a colour *difference* space for comparing two sRGB images, not a
    /// colour-managed conversion (the display stage does that with LittleCMS).
    public init(srgb c: RGBA8) {
        let r = SRGB.linear[Int(c.r)], g = SRGB.linear[Int(c.g)], b = SRGB.linear[Int(c.b)]
        let m = SRGB.toXYZ
        let x = (m[0] * r + m[1] * g + m[2] * b) / SRGB.white.x
        let y = (m[3] * r + m[4] * g + m[5] * b) / SRGB.white.y
        let z = (m[6] * r + m[7] * g + m[8] * b) / SRGB.white.z
        let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE's companding function with its linear segment below (6/29)³.
    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }
}

/// The sRGB constants (IEC 61966-2-1:1999).
enum SRGB {
    /// Decoded (linear-light) value of each 8-bit code.
    static let linear: [Double] = (0..<256).map { code in
        let v = Double(code) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    /// Linear sRGB to CIE XYZ, row-major.
    static let toXYZ: [Double] = [
        0.4124, 0.3576, 0.1805,
        0.2126, 0.7152, 0.0722,
        0.0193, 0.1192, 0.9505,
    ]
    /// The XYZ of sRGB white (1, 1, 1): the matrix's row sums.
    static let white = (x: 0.4124 + 0.3576 + 0.1805, y: 0.2126 + 0.7152 + 0.0722, z: 0.0193 + 0.1192 + 0.9505)
}

/// The CIEDE2000 colour difference ΔE₀₀ with the parametric factors k_L = k_C = k_H = 1.
///
/// Follows the equations as numbered in G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000
/// Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
/// Observations", Color Research and Application 30(1), 2005; the tests check all 34 pairs of
/// that paper's Table 1. A ΔE₀₀ of about 1 is the smallest difference most observers notice.
package func deltaE2000(_ c1: LabColor, _ c2: LabColor) -> Double {
    let pow25to7 = 6_103_515_625.0  // 25⁷
    func degrees(_ radians: Double) -> Double { radians * 180 / Double.pi }
    func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

    // (2)–(7): a′, C′, h′.
    let cBar = (hypot(c1.a, c1.b) + hypot(c2.a, c2.b)) / 2
    let cBar7 = pow(cBar, 7)
    let g = 0.5 * (1 - sqrt(cBar7 / (cBar7 + pow25to7)))
    let a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a
    let cp1 = hypot(a1, c1.b), cp2 = hypot(a2, c2.b)
    func hue(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = degrees(atan2(b, a))
        return h < 0 ? h + 360 : h
    }
    let h1 = hue(c1.b, a1), h2 = hue(c2.b, a2)

    // (8)–(11): ΔL′, ΔC′, ΔH′.
    let dL = c2.l - c1.l
    let dC = cp2 - cp1
    var dh = 0.0
    if cp1 * cp2 != 0 {
        dh = h2 - h1
        if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
    }
    let dH = 2 * sqrt(cp1 * cp2) * sin(radians(dh / 2))

    // (12)–(22): weighting functions and the rotation term.
    let lBar = (c1.l + c2.l) / 2
    let cpBar = (cp1 + cp2) / 2
    var hBar = h1 + h2
    if cp1 * cp2 != 0 {
        if abs(h1 - h2) <= 180 {
            hBar = (h1 + h2) / 2
        } else {
            hBar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
        }
    }
    let t =
        1 - 0.17 * cos(radians(hBar - 30)) + 0.24 * cos(radians(2 * hBar))
        + 0.32 * cos(radians(3 * hBar + 6)) - 0.20 * cos(radians(4 * hBar - 63))
    let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
    let cpBar7 = pow(cpBar, 7)
    let rC = 2 * sqrt(cpBar7 / (cpBar7 + pow25to7))
    let lMinus50Squared = (lBar - 50) * (lBar - 50)
    let sL = 1 + 0.015 * lMinus50Squared / sqrt(20 + lMinus50Squared)
    let sC = 1 + 0.045 * cpBar
    let sH = 1 + 0.015 * cpBar * t
    let rT = -sin(radians(2 * dTheta)) * rC

    let l = dL / sL, c = dC / sC, h = dH / sH
    return sqrt(max(0, l * l + c * c + h * h + rT * c * h))
}
