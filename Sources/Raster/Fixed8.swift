/// 8-bit fixed-point arithmetic, pinned down in one place.
///
/// Every blend in BarScope works on 8-bit premultiplied channels. The product of two 8-bit
/// values `a·b/255` is rounded to nearest, ties up, by the exact identity used by pixman and
/// Jim Blinn ("Three Wrongs Make a Right"): with `t = a·b + 128`, `(t + (t >> 8)) >> 8` equals
/// `round(a·b / 255)` for every `a, b` in `0...255`. Doing it here, and nowhere else, is what
/// makes the same scene give the same bytes on every machine: no floating point on the pixel
/// path, no platform-dependent rounding.
public enum Fixed8 {
    /// `round(a · b / 255)` for `a, b` in `0...255`.
    @inlinable @inline(__always)
    public static func multiply(_ a: Int, _ b: Int) -> Int {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Quantises a unit-interval value to 8 bits: `round(value · 255)`, clamped to `0...255`.
    /// UIKit colours and alphas (`0.85`, `white 0.97`) enter the pixel path through here only.
    @inlinable
    public static func quantize(_ value: Double) -> UInt8 {
        if !(value > 0) { return 0 }
        if value >= 1 { return 255 }
        return UInt8((value * 255).rounded(.toNearestOrAwayFromZero))
    }

    /// Clamps an integer to `0...255`.
    @inlinable
    public static func clamp(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 0 ? 0 : (value > 255 ? 255 : value))
    }

    /// Porter-Duff source-over on one premultiplied channel: `s + round(d · (255 − sa) / 255)`,
    /// where `inverseAlpha` is `255 − sa`. Every source-over in BarScope (fills, images,
    /// coverage masks, groups, probes) is this expression or ``over(_:_:inverseAlpha:)-(SIMD16<UInt16>,_,_)``,
    /// its 16-lane form, which a test checks against it for every value.
    @inlinable @inline(__always)
    public static func over(_ s: Int, _ d: Int, inverseAlpha: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: s &+ multiply(d, inverseAlpha))
    }

    /// ``over(_:_:inverseAlpha:)`` on 16 channels (four pixels) at a time. Exact in 16-bit
    /// lanes: `d · inv + 128 ≤ 65 153` and `t + (t >> 8) ≤ 65 407`.
    @inlinable @inline(__always)
    public static func over(_ s: SIMD16<UInt16>, _ d: SIMD16<UInt16>, inverseAlpha: SIMD16<UInt16>) -> SIMD16<UInt8> {
        let t = d &* inverseAlpha &+ 128
        return SIMD16<UInt8>(truncatingIfNeeded: s &+ ((t &+ (t &>> 8)) &>> 8))
    }
}
