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
        guard width > 0, height > 0, var image = try? Image(width: width, height: height) else { return nil }
        // The coverage in every channel of a premultiplied white, so the blur's arithmetic runs
        // on it unchanged.
        for y in 0..<shape.mask.height {
            for x in 0..<shape.mask.width {
                let c = shape.mask[x, y]
                guard c != 0 else { continue }
                image[x + pad, y + pad] = PremultipliedRGBA8(uncheckedR: c, g: c, b: c, a: c)
            }
        }
        if boxWidth > 1, passes > 0 {
            BoxBlur.blur(&image, boxWidth: boxWidth, passes: passes, parallelism: 1)
        }
        let (left, top) = (shape.x - pad + dx, shape.y - pad + dy)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let cast = Int(image.pixels[i * 4 + 3])
                let own = Int(outline?.coverage(atX: left + x, y: top + y) ?? 0)
                coverage[i] = UInt8(own == 0 ? cast : Fixed8.multiply(cast, 255 - own))
            }
        }
        guard let mask = try? AlphaMask(width: width, height: height, coverage: coverage) else { return nil }
        return PlacedMask(mask, x: left, y: top)
    }

    /// As `tree` and `explain` print it.
    package var summary: String {
        "drop shadow \(color.hex) offset (\(dx), \(dy)) px, \(passes) × \(boxWidth) px box blur"
    }
}
