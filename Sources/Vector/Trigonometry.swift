/// Sine, cosine, tangent and the arc tangent from `+ − × ÷` and square roots alone, so that an
/// SVG arc or a `rotate()` gives the same path on every machine (the C library's `sin` and
/// `atan2` may differ in the last bit between systems; see ``Path``).
///
/// Accuracy is a few units in the last place for the angles drawings use (|x| < 10⁴ radians):
/// ample for outlines measured in points, and the same bits everywhere.
package enum Trigonometry {
    /// π/2 in two parts (Cody and Waite's reduction): the first exact in 33 bits, so that
    /// `k × first` is exact for the quotients a drawing meets.
    static let halfPiHigh = 1.570_796_326_734_125_614_166_259_765_625
    static let halfPiLow = 6.077_100_506_506_192_601_588_618_90e-11
    package static let pi = 3.141_592_653_589_793_115_997_963_468_544

    /// `sin(x)` and `cos(x)`.
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let k = (x / halfPi).rounded()
        let r = (x - k * halfPiHigh) - k * halfPiLow
        // r in about [−π/4, π/4]: the series to the 17th power (error below 2⁻⁵⁵ there).
        let r2 = r * r
        let sr = r * (1 - r2 * sineTail(r2))
        let cr = 1 - r2 * cosineTail(r2)
        let quadrant = k.truncatingRemainder(dividingBy: 4)
        switch quadrant < 0 ? quadrant + 4 : quadrant {
        case 0: return (sr, cr)
        case 1: return (cr, -sr)
        case 2: return (-sr, -cr)
        default: return (-cr, sr)  // 3
        }
    }

    /// (x − sin x) / x³ as a series in x²: 1/3! − x²/5! + x⁴/7! − …
    static func sineTail(_ r2: Double) -> Double {
        var t = 0.0
        for n in stride(from: 17, through: 3, by: -2) { t = 1 / factorial(n) - r2 * t }
        return t
    }

    /// (1 − cos x) / x² as a series in x²: 1/2! − x²/4! + x⁴/6! − …
    static func cosineTail(_ r2: Double) -> Double {
        var t = 0.0
        for n in stride(from: 18, through: 2, by: -2) { t = 1 / factorial(n) - r2 * t }
        return t
    }

    static func factorial(_ n: Int) -> Double {
        var f = 1.0
        for i in stride(from: 2, through: n, by: 1) { f *= Double(i) }
        return f
    }

    package static func sin(_ x: Double) -> Double { sinCos(x).sin }
    package static func cos(_ x: Double) -> Double { sinCos(x).cos }
    package static func tan(_ x: Double) -> Double {
        let (s, c) = sinCos(x)
        return s / c
    }

    /// `atan(x)`: halved twice (atan x = 2 atan(x / (1 + √(1 + x²)))) after folding |x| > 1
    /// onto 1/x, then its series, now in |x| < 0.2.
    package static func atan(_ x: Double) -> Double {
        guard !x.isNaN else { return .nan }
        if x < 0 { return -atan(-x) }
        if x > 1 { return x.isInfinite ? halfPi : halfPi - atan(1 / x) }
        var y = x
        for _ in 0..<2 { y = y / (1 + (1 + y * y).squareRoot()) }
        let y2 = y * y
        var sum = 0.0
        for n in stride(from: 31, through: 1, by: -2) {
            sum = 1 / Double(n) - y2 * sum
        }
        return 4 * y * sum
    }

    static let halfPi = 1.570_796_326_794_896_558
    /// `atan2(y, x)`: the angle of (x, y) from the positive x axis, in (−π, π].
    package static func atan2(_ y: Double, _ x: Double) -> Double {
        if x == 0 {
            if y == 0 { return 0 }
            return y > 0 ? halfPi : -halfPi
        }
        let a = atan(y / x)
        if x > 0 { return a }
        return y >= 0 ? a + pi : a - pi
    }
}
