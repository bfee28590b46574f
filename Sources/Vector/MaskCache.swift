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
    }

    /// The coverage of a shape drawn with its origin at (`x`, `y`) pixels: `path(fx, fy)` gives
    /// the shape's outline with its origin at (fx, fy), the position's fraction of a pixel
    /// (quantised to 1/256). Nil when the shape inks nothing.
    public func mask(
        of shape: some Hashable & Sendable, scale: Int, x: Double, y: Double, path: (Double, Double) -> Path
    ) -> Placed? {
        let ix = x.rounded(.down), iy = y.rounded(.down)
        let fx = Int(((x - ix) * 256).rounded()), fy = Int(((y - iy) * 256).rounded())
        let key = Key(shape: AnyHashable(shape), scale: scale, fractionX: fx, fractionY: fy)
        let known = masks.withLock { $0[key] }
        let placed: Placed?
        if let known {
            placed = known
        } else {
            placed = try? PathRasterizer.mask(path(Double(fx) / 256, Double(fy) / 256))
            masks.withLock { masks in
                if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
                masks[key] = placed
            }
        }
        guard let placed else { return nil }
        return (placed.mask, placed.x + Int(ix), placed.y + Int(iy))
    }
}
