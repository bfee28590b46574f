import Raster

/// How what a layer draws combines with what is beneath it: Core Animation's
/// `compositingFilter` names, each defined on premultiplied 8-bit channels with the rounding of
/// ``Raster/Fixed8``. `s`, `sa` are the source channel and alpha (opacity and coverage already
/// applied), `d`, `da` the destination's; products are `Fixed8.multiply`.
///
/// Sources: the separable formulas of W3C "Compositing and Blending Level 1" (§5.8, written for
/// premultiplied colour as in §9.1: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)`), and
/// Apple's `CGBlendMode` documentation for the two "plus" modes (`kCGBlendModePlusLighter`:
/// `R = MIN(1, S + D)`; `kCGBlendModePlusDarker`: `R = MAX(0, 1 − ((1 − D) + (1 − S)))`).
public enum BlendMode: String, Sendable, CaseIterable, Hashable {
    /// Source-over: `s + d·(1 − sa)` (``Raster/Fixed8/over(_:_:inverseAlpha:)``).
    case normal
    /// Sum, clamped: `min(1, s + d)`, alpha likewise.
    case plusLighter
    /// Apple's "plus darker" on premultiplied colour: with `ao = min(1, sa + da)`,
    /// `max(0, ao − (sa − s) − (da − d))`; over an opaque destination, `max(0, s + d − sa)`.
    case plusDarker
    /// `s·(1 − da) + d·(1 − sa) + s·d`; alpha `sa + da − sa·da`.
    case multiply
    /// `s + d − s·d`; alpha `sa + da − sa·da`.
    case screen

    /// Blends one premultiplied source pixel into the destination pixel at `d`.
    @inline(__always)
    func blend(_ s: SIMD4<Int>, into d: UnsafeMutablePointer<UInt8>) {
        let sa = s[3]
        switch self {
        case .normal:
            SourceOver().blend(s, into: d)
        case .plusLighter:
            for c in 0..<4 { d[c] = UInt8(min(255, s[c] + Int(d[c]))) }
        case .plusDarker:
            let da = Int(d[3]), ao = min(255, sa + da)
            for c in 0..<3 { d[c] = UInt8(max(0, min(ao, ao - (sa - s[c]) - (da - Int(d[c]))))) }
            d[3] = UInt8(ao)
        case .multiply:
            let da = Int(d[3]), ao = sa + da - Fixed8.multiply(sa, da)
            for c in 0..<3 {
                let dc = Int(d[c])
                d[c] = UInt8(
                    min(ao, Fixed8.multiply(s[c], 255 - da) + Fixed8.multiply(dc, 255 - sa) + Fixed8.multiply(s[c], dc))
                )
            }
            d[3] = UInt8(ao)
        case .screen:
            let da = Int(d[3]), ao = sa + da - Fixed8.multiply(sa, da)
            for c in 0..<3 {
                let dc = Int(d[c])
                d[c] = UInt8(min(ao, s[c] + dc - Fixed8.multiply(s[c], dc)))
            }
            d[3] = UInt8(ao)
        }
    }
}

/// Blends one premultiplied source pixel into a destination pixel. The drawing loops are
/// generic over it, so that source-over (nearly every drawing) compiles to its own straight
/// loop and the other modes share one.
protocol PixelBlender {
    func blend(_ s: SIMD4<Int>, into d: UnsafeMutablePointer<UInt8>)
}

/// Source-over (``BlendMode/normal``).
struct SourceOver: PixelBlender {
    @inline(__always)
    func blend(_ s: SIMD4<Int>, into d: UnsafeMutablePointer<UInt8>) {
        let inv = 255 &- s[3]
        d[0] = Fixed8.over(s[0], Int(d[0]), inverseAlpha: inv)
        d[1] = Fixed8.over(s[1], Int(d[1]), inverseAlpha: inv)
        d[2] = Fixed8.over(s[2], Int(d[2]), inverseAlpha: inv)
        d[3] = Fixed8.over(s[3], Int(d[3]), inverseAlpha: inv)
    }
}

extension BlendMode: PixelBlender {}

extension PremultipliedRGBA8 {
    /// This colour blended over `destination` with `mode` (what a probe reports).
    public func blended(over destination: PremultipliedRGBA8, mode: BlendMode) -> PremultipliedRGBA8 {
        var d: [UInt8] = [destination.r, destination.g, destination.b, destination.a]
        d.withUnsafeMutableBufferPointer { mode.blend(SIMD4(Int(r), Int(g), Int(b), Int(a)), into: $0.baseAddress!) }
        return PremultipliedRGBA8(uncheckedR: d[0], g: d[1], b: d[2], a: d[3])
    }
}
