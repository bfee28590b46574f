import BarScopeSupport
import Raster

/// Rasterized shapes (lines of text, icons), shared by every scene of a process: a golden suite
/// draws the same titles and icons many times. Keyed by what was drawn, the scale and the
/// position's fraction of a pixel, so a shape is rasterized once per subpixel phase.
public final class MaskCache: Sendable {
    public static let shared = MaskCache()
    private let masks = Locked<[Key: Placed?]>([:])
    /// Entries kept at most; past it the cache starts afresh (a bound on memory, not a policy).
    public static let capacity = 4096

    public typealias Placed = (mask: AlphaMask, x: Int, y: Int)

    // AnyHashable is not Sendable, but every shape stored is: `mask(of:…)` takes only
    // `Hashable & Sendable` ones.
    struct Key: Hashable, @unchecked Sendable {
        let shape: AnyHashable
        let scale: Int
        let fractionX: Int
        let fractionY: Int
        /// The part of a shape larger than its picture that was rasterized, relative to the
        /// position's whole pixel; nil for the whole shape.
        let part: PixelRect?
    }

    /// The coverage of a shape drawn with its origin at (`x`, `y`) pixels: `path(fx, fy)` gives
    /// the shape's outline with its origin at (fx, fy), the position's fraction of a pixel
    /// (quantised to 1/256). Nil when the shape inks nothing, or nothing inside `clip`.
    ///
    /// A shape of more pixels than `clip` (the picture it is drawn in) is rasterized only where
    /// it meets `clip`: the same bytes there as the whole (``PathRasterizer/mask(_:within:)``),
    /// at the cost of the part, so that a hostile font's giant glyph or a title at 200 pt costs
    /// at most the picture. Any other shape is rasterized whole, as before, and cached for
    /// every position with the same fraction. A shape that cannot be rasterized (a part over
    /// ``Raster/Image/maximumDimension``, sums that overflow) is an error, never left out.
    public func mask(
        of shape: some Hashable & Sendable, scale: Int, x: Double, y: Double, within clip: PixelRect? = nil,
        path: (Double, Double) -> Path
    ) throws(RasterError) -> Placed? {
        let ix = x.rounded(.down), iy = y.rounded(.down)
        let (dx, dy) = (Int(ix), Int(iy))
        let fx = Int(((x - ix) * 256).rounded()), fy = Int(((y - iy) * 256).rounded())
        let whole = Key(shape: AnyHashable(shape), scale: scale, fractionX: fx, fractionY: fy, part: nil)
        if let known = masks.withLock({ $0[whole] }) {
            return known.map { ($0.mask, $0.x + dx, $0.y + dy) }
        }
        let outline = path(Double(fx) / 256, Double(fy) / 256)
        let key: Key
        let placed: Placed?
        if let frame = PathRasterizer.pixelBounds(outline), let clip,
            frame.width * frame.height > clip.width * clip.height
        {
            // Larger than the picture: only its part inside it, cached by that part.
            let part = clip.offsetBy(dx: -dx, dy: -dy).intersection(frame)
            guard !part.isEmpty else { return nil }
            key = Key(shape: whole.shape, scale: scale, fractionX: fx, fractionY: fy, part: part)
            if let known = masks.withLock({ $0[key] }) {
                return known.map { ($0.mask, $0.x + dx, $0.y + dy) }
            }
            placed = try PathRasterizer.mask(outline, within: part)
        } else {
            key = whole
            placed = try PathRasterizer.mask(outline)
        }
        masks.withLock { masks in
            if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = placed
        }
        return placed.map { ($0.mask, $0.x + dx, $0.y + dy) }
    }
}
