import BarScopeSupport
import Raster

/// Rasterized shapes (lines of text, icons), shared by every scene of a process: a golden suite
/// draws the same titles and icons many times. Keyed by what was drawn, the scale and the
/// position's fraction of a pixel, so a shape is rasterized once per subpixel phase.
package final class MaskCache: Sendable {
    package static let shared = MaskCache()
    private let masks = Locked<[Key: Placed?]>([:])
    /// Entries kept at most; past it the cache starts afresh (a bound on memory, not a policy).
    package static let capacity = 4096

    package typealias Placed = (mask: AlphaMask, x: Int, y: Int)

    // AnyHashable is not Sendable, but every shape stored is: `mask(of:…)` takes only
    // `Hashable & Sendable` ones.
    struct Key: Hashable, @unchecked Sendable {
        let shape: AnyHashable
        let scale: Int
        let fractionX: Int
        let fractionY: Int
    }

    /// The coverage of a shape drawn with its origin at (`x`, `y`) pixels: `path(fx, fy)` gives
    /// the shape's outline with its origin at (fx, fy), the position's fraction of a pixel
    /// (quantised to 1/256). Nil when the shape inks nothing, or nothing inside `clip`.
    ///
    /// A shape of more pixels than `clip` (the picture it is drawn in) is rasterized only where
    /// it meets `clip`: the same bytes there as the whole (``PathRasterizer/mask(_:within:)``),
    /// at the cost of the part, so that a hostile font's giant glyph or a title at 200 pt costs
    /// at most the picture; a part is not kept (it is another part at every position, as in a
    /// transition's frames, and each would hold up to a picture's pixels). Any other shape is
    /// rasterized whole, as before, and cached for every position with the same fraction. A shape that cannot be rasterized (a part over
    /// ``Raster/Image/maximumDimension``, sums that overflow) is an error, never left out.
    package func mask(
        of shape: some Hashable & Sendable, scale: Int, x: Double, y: Double, within clip: PixelRect? = nil,
        path: (Double, Double) -> Path
    ) throws(RasterError) -> Placed? {
        let ix = x.rounded(.down), iy = y.rounded(.down)
        let (dx, dy) = (Int(ix), Int(iy))
        let fx = Int(((x - ix) * 256).rounded()), fy = Int(((y - iy) * 256).rounded())
        let key = Key(shape: AnyHashable(shape), scale: scale, fractionX: fx, fractionY: fy)
        if let known = masks.withLock({ $0[key] }) {
            return known.map { ($0.mask, $0.x + dx, $0.y + dy) }
        }
        let outline = path(Double(fx) / 256, Double(fy) / 256)
        if let frame = PathRasterizer.pixelBounds(outline), let clip,
            frame.width * frame.height > clip.width * clip.height
        {
            // Larger than the picture: only its part inside it, not kept.
            let placed = try PathRasterizer.mask(outline, within: clip.offsetBy(dx: -dx, dy: -dy))
            return placed.map { ($0.mask, $0.x + dx, $0.y + dy) }
        }
        let placed = try PathRasterizer.mask(outline)
        masks.withLock { masks in
            if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = placed
        }
        return placed.map { ($0.mask, $0.x + dx, $0.y + dy) }
    }
}
