import Compositing
import Raster

/// One step of what a material's backdrop view does to the content beneath it. Sizes are in
/// points, as the layer tree is; ``filterStage(scale:)`` gives the compositor's stage for a
/// screen scale.
public enum MaterialStage: Hashable, Sendable {
    /// A blur of `radius` points, as UIImageEffects makes it: three box blurs of the odd width
    /// ``Compositing/BoxBlur/boxWidth(radiusPoints:scale:)`` gives at the screen's scale.
    case blur(radius: Double)
    /// A per-pixel stage: saturation, brightness, a colour matrix, a tone curve or a tint.
    case filter(FilterStage)
    /// A blur whose radius follows a ramp down the view (a progressive blur): at each stop's
    /// position (0 the view's top, 1 its bottom) a blur of that many points, made as ``blur(radius:)``
    /// makes one; linear between stops (``Compositing/ProgressiveBlur``).
    case progressiveBlur([BlurRampStop], passes: Int = BoxBlur.passes)

    /// The compositor's stage at `scale`.
    public func filterStage(scale: Int) -> FilterStage {
        switch self {
        case let .blur(radius):
            return .boxBlur(width: BoxBlur.boxWidth(radiusPoints: radius, scale: scale), passes: BoxBlur.passes)
        case let .filter(stage): return stage
        case let .progressiveBlur(stops, passes):
            return .progressiveBlur(
                ProgressiveBlur(
                    stops: stops.map {
                        // The box radius of the odd box UIImageEffects would use for the blur.
                        .init(
                            position: $0.position,
                            radius: (BoxBlur.boxWidth(radiusPoints: $0.radius, scale: scale) - 1) / 2)
                    }, passes: passes))
        }
    }

    /// As `tree` prints it: `blur 20 pt`, `saturation 1.8`.
    public var summary: String {
        switch self {
        case let .blur(radius): return "blur \(PointRect.format(radius)) pt"
        case let .filter(.saturation(factor)): return "saturation \(PointRect.format(factor))"
        case let .filter(stage): return stage.summary
        case let .progressiveBlur(stops, _):
            return "progressive blur " + stops.map { "\(PointRect.format($0.radius)) pt" }.joined(separator: " → ")
        }
    }
}

/// A stop of a progressive blur's ramp: a blur of `radius` points at `position` (0 the view's
/// top, 1 its bottom).
public struct BlurRampStop: Hashable, Sendable {
    public var position: Double
    public var radius: Double

    public init(position: Double, radius: Double) {
        self.position = position
        self.radius = radius
    }
}

/// A colour a material's views draw over its backdrop (a filter view's `backgroundColor`).
public struct MaterialOverlay: Hashable, Sendable {
    /// What `tree` calls it (`grayscale tint`).
    public var name: String
    public var color: RGBA8
    /// Its compositing filter (`normal` is source-over).
    public var blend: BlendMode
    /// Where the value comes from.
    public var source: String

    public init(name: String, color: RGBA8, blend: BlendMode = .normal, source: String) {
        self.name = name
        self.color = color
        self.blend = blend
        self.source = source
    }
}

/// A blur material: what its backdrop view does to the content beneath, and the colours its
/// other views draw over the result. Materials are values in ``Materials``; a bar's stack says
/// which of its views carries which part.
public struct Material: Hashable, Sendable {
    public var name: String
    /// The backdrop's stages, in order.
    public var backdrop: [MaterialStage]
    /// The colour layers over the backdrop, bottom to top.
    public var overlays: [MaterialOverlay]
    /// Where the recipe comes from.
    public var source: String

    public init(name: String, backdrop: [MaterialStage], overlays: [MaterialOverlay], source: String) {
        self.name = name
        self.backdrop = backdrop
        self.overlays = overlays
        self.source = source
    }
}

/// The materials BarScope knows, each with its sources.
package enum Materials {
    /// The bar material of iOS 7 to 12 in the default style: UIImageEffects' blur (20 pt) and
    /// saturation (1.8), under the near-white filter view of seed 000 (white 0.97 at 0.8).
    package static let legacyBarDefault = Material(
        name: "bar material (iOS 7–12)",
        backdrop: [.blur(radius: BarConstants.blurRadius), .filter(.saturation(BarConstants.saturationDeltaFactor))],
        overlays: [
            MaterialOverlay(
                name: "grayscale tint", color: BarConstants.grayscaleTintDefault,
                source: "seed 000 (white 0.97, alpha 0.8)")
        ],
        source: "UIImageEffects (radius 20 pt, saturation 1.8)")

    /// The same for `UIBarStyleBlack`: the dark filter of UIImageEffects' `applyDarkEffect`.
    package static let legacyBarBlack = Material(
        name: "bar material, black style (iOS 7–12)",
        backdrop: legacyBarDefault.backdrop,
        overlays: [
            MaterialOverlay(
                name: "grayscale tint", color: BarConstants.grayscaleTintBlack,
                source: "UIImageEffects applyDarkEffect (white 0.11, alpha 0.73)")
        ],
        source: legacyBarDefault.source)

    /// The bar material of iOS 7 to 12 for a bar style.
    package static func legacyBar(style: BarStyle) -> Material {
        style == .black ? legacyBarBlack : legacyBarDefault
    }
}
