import Raster

/// Drawing primitives on a premultiplied image. All blending is Porter-Duff source-over with
/// the 8-bit rounding of ``Raster/Fixed8``; `clip` bounds every write.
extension Image {
    /// Fills `rect` with `color` (premultiplied, opacity already applied), source-over.
    public mutating func fill(_ rect: PixelRect, with color: PremultipliedRGBA8, clip: PixelRect) {
        let r = rect.intersection(clip).intersection(bounds)
        guard !r.isEmpty, color.a != 0 || color.r != 0 || color.g != 0 || color.b != 0 else { return }
        let w = width
        let cr = Int(color.r), cg = Int(color.g), cb = Int(color.b), ca = Int(color.a)
        let inv = 255 - ca
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in r.y..<r.maxY {
                let row = buffer.baseAddress! + (y &* w &+ r.x) &* 4
                if inv == 0 {
                    for x in 0..<r.width {
                        let p = row + x &* 4
                        p[0] = UInt8(truncatingIfNeeded: cr)
                        p[1] = UInt8(truncatingIfNeeded: cg)
                        p[2] = UInt8(truncatingIfNeeded: cb)
                        p[3] = UInt8(truncatingIfNeeded: ca)
                    }
                } else {
                    // Fixed8.multiply on 16 channels (4 pixels) at a time: v·inv + 128 ≤ 65 153
                    // and t + t>>8 ≤ 65 407 fit 16-bit lanes, so the sums stay exact.
                    let invs = SIMD16<UInt16>(repeating: UInt16(inv))
                    let adds = SIMD16<UInt16>(truncatingIfNeeded: SIMD16<Int>(
                        cr, cg, cb, ca, cr, cg, cb, ca, cr, cg, cb, ca, cr, cg, cb, ca))
                    var x = 0
                    while x &+ 4 <= r.width {
                        let p = UnsafeMutableRawPointer(row + x &* 4)
                        let v = SIMD16<UInt16>(truncatingIfNeeded: p.loadUnaligned(as: SIMD16<UInt8>.self))
                        let t = v &* invs &+ 128
                        p.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: adds &+ ((t &+ (t &>> 8)) &>> 8)), as: SIMD16<UInt8>.self)
                        x &+= 4
                    }
                    @inline(__always) func blend(_ c: Int, _ v: UInt8) -> UInt8 {
                        UInt8(truncatingIfNeeded: c &+ Fixed8.multiply(Int(v), inv))
                    }
                    while x < r.width {
                        let p = row + x &* 4
                        p[0] = blend(cr, p[0])
                        p[1] = blend(cg, p[1])
                        p[2] = blend(cb, p[2])
                        p[3] = blend(ca, p[3])
                        x &+= 1
                    }
                }
            }
        }
    }

    /// Composites `source` source-over with its top-left at (`x`, `y`), scaled by `opacity`.
    public mutating func composite(_ source: Image, x: Int, y: Int, opacity: UInt8 = 255, clip: PixelRect) {
        let placed = PixelRect(x: x, y: y, width: source.width, height: source.height)
        let r = placed.intersection(clip).intersection(bounds)
        guard !r.isEmpty, opacity != 0 else { return }
        let w = width
        let sw = source.width
        let o = Int(opacity)
        let opaque = o == 255 && source.isOpaque
        source.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for row in r.y..<r.maxY {
                    var i = (row * w + r.x) * 4
                    var j = ((row - y) * sw + (r.x - x)) * 4
                    if opaque {
                        // Source-over with an opaque source is a copy (Fixed8.multiply(_, 0) == 0).
                        (p.baseAddress! + i).update(from: s.baseAddress! + j, count: r.width * 4)
                        continue
                    }
                    for _ in 0..<r.width {
                        var sr = Int(s[j]), sg = Int(s[j + 1]), sb = Int(s[j + 2]), sa = Int(s[j + 3])
                        if o != 255 {
                            sr = Fixed8.multiply(sr, o)
                            sg = Fixed8.multiply(sg, o)
                            sb = Fixed8.multiply(sb, o)
                            sa = Fixed8.multiply(sa, o)
                        }
                        let inv = 255 - sa
                        p[i] = UInt8(sr + Fixed8.multiply(Int(p[i]), inv))
                        p[i + 1] = UInt8(sg + Fixed8.multiply(Int(p[i + 1]), inv))
                        p[i + 2] = UInt8(sb + Fixed8.multiply(Int(p[i + 2]), inv))
                        p[i + 3] = UInt8(sa + Fixed8.multiply(Int(p[i + 3]), inv))
                        i += 4
                        j += 4
                    }
                }
            }
        }
    }

    /// Draws `source` stretched over `rect` (UIKit's `scaleToFill`), bilinear with edge
    /// clamping, source-over, scaled by `opacity`. Sample positions are computed in integer
    /// 1/256-pixel units, so results do not depend on floating-point behaviour.
    public mutating func drawScaled(_ source: Image, into rect: PixelRect, opacity: UInt8 = 255, clip: PixelRect) {
        if source.width == rect.width && source.height == rect.height {
            composite(source, x: rect.x, y: rect.y, opacity: opacity, clip: clip)
            return
        }
        let r = rect.intersection(clip).intersection(bounds)
        guard !r.isEmpty, opacity != 0 else { return }
        let sw = source.width, sh = source.height
        // Source coordinate of a destination pixel centre, in 1/256 px: ((2d+1)·S·256)/(2D) − 128.
        func sample(_ d: Int, _ dstSize: Int, _ srcSize: Int) -> (Int, Int, Int) {
            let fixed = ((2 * d + 1) * srcSize * 256) / (2 * dstSize) - 128
            let clamped = max(0, min(fixed, (srcSize - 1) * 256))
            let i0 = clamped >> 8
            let i1 = min(i0 + 1, srcSize - 1)
            return (i0, i1, clamped & 255)
        }
        let columns = (r.x..<r.maxX).map { sample($0 - rect.x, rect.width, sw) }
        let o = Int(opacity)
        let w = width
        var texel = [Int](repeating: 0, count: 4)
        source.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for y in r.y..<r.maxY {
                    let (y0, y1, fy) = sample(y - rect.y, rect.height, sh)
                    var i = (y * w + r.x) * 4
                    for (x0, x1, fx) in columns {
                        for c in 0..<4 {
                            let top = Int(s[(y0 * sw + x0) * 4 + c]) * (256 - fx) + Int(s[(y0 * sw + x1) * 4 + c]) * fx
                            let bottom = Int(s[(y1 * sw + x0) * 4 + c]) * (256 - fx) + Int(s[(y1 * sw + x1) * 4 + c]) * fx
                            let v = (top * (256 - fy) + bottom * fy + 32768) >> 16
                            texel[c] = o == 255 ? v : Fixed8.multiply(v, o)
                        }
                        let inv = 255 - texel[3]
                        for c in 0..<4 { p[i + c] = UInt8(texel[c] + Fixed8.multiply(Int(p[i + c]), inv)) }
                        i += 4
                    }
                }
            }
        }
    }
}
