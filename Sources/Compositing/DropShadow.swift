import Raster

/// A drop shadow, in the model of vello_cpu's drop-shadow filter and of Core Animation's
/// `shadowPath` shadow: the coverage of a shape, moved by (`dx`, `dy`) pixels, blurred by
/// ``BoxBlur``'s three box passes of width `boxWidth` (a Gaussian of the standard deviation
/// ``BoxBlur/boxWidth(radiusPoints:scale:)`` turns into it), and filled with `color`, whose alpha
/// is the shadow's opacity. It is drawn beneath the shape's own node, so that a glass capsule's
/// backdrop sees it as part of what is beneath.
///
/// Definition, for a shape of coverage `C` (0…255; the node's outline, grown by a spread when
/// there is one) and the node's own outline `O`: `S = blur(C moved by (dx, dy))` over the whole
/// plane (the mask is padded by the blur's reach with zeros, so no edge is extended into it),
/// each output of a pass the window mean rounded half up, `(sum + w/2) / w`; the shadow's
/// coverage is `K = S · (255 − O) / 255` (``Raster/Fixed8/multiply(_:_:)``: nothing is cast under
/// the node itself, so a glass capsule's backdrop never sees its own shadow); then each pixel
/// beneath becomes `color.premultiplied.scaled(by: K).over(pixel)`.
package struct DropShadow: Hashable, Sendable {
    /// The shadow's offset from the shape, in device pixels (positive: right, down).
    package var dx: Int
    package var dy: Int
    /// The odd width of each box pass (1: no blur).
    package var boxWidth: Int
    /// How many box passes (``BoxBlur/passes``, three, for a Gaussian).
    package var passes: Int
    /// The shadow's colour; its alpha is the shadow's opacity.
    package var color: RGBA8

    package init(dx: Int, dy: Int, boxWidth: Int, passes: Int = BoxBlur.passes, color: RGBA8) {
        self.dx = dx
        self.dy = dy
        self.boxWidth = max(1, boxWidth | 1)
        self.passes = max(0, passes)
        self.color = color
    }

    /// How far the blur spreads the coverage each side: `passes × (boxWidth − 1) / 2` pixels.
    package var reach: Int { boxWidth > 1 ? passes * (boxWidth - 1) / 2 : 0 }

    /// The shadow's coverage for a shape's coverage `shape`: the mask moved and blurred, placed
    /// on the canvas (its rectangle the shape's, moved, grown by ``reach`` each side), less the
    /// node's own `outline` where it lies.
    package func coverage(of shape: PlacedMask, outline: PlacedMask? = nil) -> PlacedMask? {
        let pad = reach
        let width = shape.mask.width + 2 * pad, height = shape.mask.height + 2 * pad
        guard width > 0, height > 0 else { return nil }
        // One plane of coverage (the blur's arithmetic is per channel, so one channel is the
        // four-channel blur's alpha, byte for byte), padded with zeros.
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { plane in
            shape.mask.coverage.withUnsafeBufferPointer { source in
                for y in 0..<shape.mask.height {
                    let from = source.baseAddress! + y * shape.mask.width
                    (plane.baseAddress! + (y + pad) * width + pad).update(from: from, count: shape.mask.width)
                }
            }
            if boxWidth > 1, passes > 0 {
                Self.blur(plane.baseAddress!, width: width, height: height, boxWidth: boxWidth, passes: passes)
            }
        }
        let (left, top) = (shape.x - pad + dx, shape.y - pad + dy)
        // The node's own outline knocked out where it overlaps: K = S · (255 − O) / 255.
        if let outline {
            let overlap = outline.rect.intersection(PixelRect(x: left, y: top, width: width, height: height))
            if !overlap.isEmpty {
                let ownWidth = outline.mask.width
                outline.mask.coverage.withUnsafeBufferPointer { own in
                    coverage.withUnsafeMutableBufferPointer { cast in
                        for y in overlap.y..<overlap.maxY {
                            let ownRow = own.baseAddress! + (y - outline.y) * ownWidth - outline.x
                            let castRow = cast.baseAddress! + (y - top) * width - left
                            for x in overlap.x..<overlap.maxX {
                                let o = Int(ownRow[x])
                                guard o != 0 else { continue }
                                castRow[x] = UInt8(Fixed8.multiply(Int(castRow[x]), 255 - o))
                            }
                        }
                    }
                }
            }
        }
        guard let mask = try? AlphaMask(width: width, height: height, coverage: coverage) else { return nil }
        return PlacedMask(mask, x: left, y: top)
    }

    /// ``BoxBlur``'s blur of one channel, in place: `passes` times a horizontal then a vertical
    /// box pass of odd width `boxWidth`, edges extended, each output the window mean rounded half
    /// up, `(sum + w/2) / w` (for boxes under 256 as BoxBlur divides it, a multiply by
    /// ⌊2²⁴/w⌋ + 1 and a shift, exact there). The same bytes as BoxBlur's alpha channel.
    static func blur(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, boxWidth w: Int, passes: Int) {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer {
            copy.deallocate()
            sums.deallocate()
        }
        if w < 256 {
            let divide = Divide(multiplier: UInt32((1 << 24) / w + 1), half: UInt32(w / 2))
            for _ in 0..<passes { pass(plane, copy, sums, width, height, w / 2, divide) }
        } else {
            let divide = Divide(multiplier: 0, half: UInt32(w / 2), width: UInt32(w))
            for _ in 0..<passes { pass(plane, copy, sums, width, height, w / 2, divide) }
        }
    }

    /// A window sum's rounded mean: `((s + half) · multiplier) >> 24` below 256 (BoxBlur's
    /// multiply, exact there), `(s + half) / width` from it.
    struct Divide {
        let multiplier: UInt32
        let half: UInt32
        var width: UInt32 = 0

        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            width == 0
                ? UInt8(truncatingIfNeeded: ((sum &+ half) &* multiplier) >> 24) : UInt8((sum &+ half) / width)
        }
    }

    /// One horizontal then one vertical pass of radius `r`: the plane into `copy`, and back.
    @inline(__always)
    static func pass(
        _ plane: UnsafeMutablePointer<UInt8>, _ copy: UnsafeMutablePointer<UInt8>, _ sums: UnsafeMutablePointer<UInt32>,
        _ width: Int, _ height: Int, _ r: Int, _ divide: Divide
    ) {
        // Horizontal, walked in three stretches (the window clamped at the left edge, whole,
        // clamped at the right) so the middle needs no clamping.
        let last = width - 1
        let leftEnd = min(width, r), middleEnd = max(leftEnd, width - r - 1)
        for y in 0..<height {
            let row = plane + y * width, out = copy + y * width
            var sum: UInt32 = 0
            for k in -r...r { sum &+= UInt32(row[min(max(k, 0), last)]) }
            let first = UInt32(row[0]), end = UInt32(row[last])
            var x = 0
            while x < leftEnd {
                out[x] = divide(sum)
                sum = sum &+ UInt32(row[min(x + r + 1, last)]) &- first
                x += 1
            }
            while x < middleEnd {
                out[x] = divide(sum)
                sum = sum &+ UInt32(row[x + r + 1]) &- UInt32(row[x - r])
                x += 1
            }
            while x < width {
                out[x] = divide(sum)
                sum = sum &+ end &- UInt32(row[max(x - r, 0)])
                x += 1
            }
        }
        // Vertical, from the copy back into the plane: a running sum per column, rows whole.
        let bottom = height - 1
        sums.update(repeating: 0, count: width)
        for k in -r...r {
            let row = copy + min(max(k, 0), bottom) * width
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            let out = plane + y * width
            let add = copy + min(y + r + 1, bottom) * width, sub = copy + max(y - r, 0) * width
            for x in 0..<width {
                let s = sums[x]
                out[x] = divide(s)
                sums[x] = s &+ UInt32(add[x]) &- UInt32(sub[x])
            }
        }
    }

    /// As `tree` and `explain` print it.
    package var summary: String {
        "drop shadow \(color.hex) offset (\(dx), \(dy)) px, \(passes) × \(boxWidth) px box blur"
    }
}
