extension Image {
    /// The image reduced (or enlarged) to `width × height` by area averaging: each destination
    /// pixel is the mean of the source area it covers, every source pixel weighted by the part of
    /// it inside that area. The weights are exact integers (a source pixel spans `width` units of
    /// a destination pixel's `self.width`), summed in integers and rounded once, so the result is
    /// the same on every machine. Premultiplied pixels average correctly at translucent edges.
    /// Used for colour glyphs (an emoji font's 136 × 128 bitmaps drawn at a bar's size), where a
    /// two-tap filter would skip most of the source.
    public func areaAveraged(width: Int, height: Int) throws(RasterError) -> Image {
        var out = try Image(width: width, height: height)
        guard self.width > 0, self.height > 0 else { return out }
        let columns = Self.areaSpans(source: self.width, destination: width)
        let rows = Self.areaSpans(source: self.height, destination: height)
        // Columns first: sums over each destination column's span, kept unnormalized.
        var horizontal = [Int](repeating: 0, count: self.height * width * 4)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<self.height {
                for (dx, span) in columns.enumerated() {
                    var sums = (0, 0, 0, 0)
                    for (sx, weight) in span {
                        let i = (y * self.width + sx) * 4
                        sums.0 += Int(source[i]) * weight
                        sums.1 += Int(source[i + 1]) * weight
                        sums.2 += Int(source[i + 2]) * weight
                        sums.3 += Int(source[i + 3]) * weight
                    }
                    let o = (y * width + dx) * 4
                    horizontal[o] = sums.0
                    horizontal[o + 1] = sums.1
                    horizontal[o + 2] = sums.2
                    horizontal[o + 3] = sums.3
                }
            }
        }
        // Every destination pixel's weights total source width × source height units.
        let total = self.width * self.height
        for (dy, span) in rows.enumerated() {
            for dx in 0..<width {
                var sums = (0, 0, 0, 0)
                for (sy, weight) in span {
                    let i = (sy * width + dx) * 4
                    sums.0 += horizontal[i] * weight
                    sums.1 += horizontal[i + 1] * weight
                    sums.2 += horizontal[i + 2] * weight
                    sums.3 += horizontal[i + 3] * weight
                }
                let o = (dy * width + dx) * 4
                let alpha = (sums.3 + total / 2) / total
                // Rounding each channel alone could put a colour above its alpha.
                out.pixels[o] = UInt8(min(alpha, (sums.0 + total / 2) / total))
                out.pixels[o + 1] = UInt8(min(alpha, (sums.1 + total / 2) / total))
                out.pixels[o + 2] = UInt8(min(alpha, (sums.2 + total / 2) / total))
                out.pixels[o + 3] = UInt8(alpha)
            }
        }
        return out
    }

    /// For each of `destination` pixels, the source pixels its area covers and each one's
    /// weight: in units where a source pixel is `destination` wide and a destination pixel is
    /// `source` wide, so the weights of one destination pixel total `source`.
    static func areaSpans(source: Int, destination: Int) -> [[(index: Int, weight: Int)]] {
        (0..<destination).map { d in
            let start = d * source, end = (d + 1) * source
            return (start / destination...((end - 1) / destination)).map { s in
                (s, min(end, (s + 1) * destination) - max(start, s * destination))
            }
        }
    }
}
