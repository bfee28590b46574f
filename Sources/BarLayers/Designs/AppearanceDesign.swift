import Raster
import Typesetting

/// iOS 13 to 18's bars: `UIBarAppearance` objects, the system materials, dark mode and the
/// semantic colours.
package struct AppearanceDesign: BarDesign, EdgeToEdgeBars, Equatable {
    package init() {}

    package var generation: DesignGeneration { .appearance }
    package var glassMetrics: GlassMetrics? { nil }

    package func background(_ modern: ModernBackground?) -> any BarBackgroundModel {
        // A bar of this design always has an appearance chosen; without one, the legacy model.
        modern.map { AppearanceBarBackground(modern: $0) as any BarBackgroundModel } ?? LegacyBarBackground()
    }

    package func plan(_ kind: BarKind, _ layout: ContentLayout, modern: ModernBackground?) throws(FontError)
        -> ContentPlan
    {
        try layout.edgeToEdgePlan(kind)
    }

    package func contentColors(_ bar: BarAppearance, object: BarAppearanceObject?, traits: Traits) -> ContentColors {
        ContentColors(appearance: bar, object: object, traits: traits)
    }

    package func contentFonts(_ bar: BarAppearance, object: BarAppearanceObject?) -> ContentFonts {
        ContentFonts(appearance: bar, object: object)
    }

    package func backgroundNotes(_ bar: BarBuilder.Context) -> [String]? { nil }
}

/// iOS 13 to 18: the chosen appearance object's effect, colour over it, image over the colour,
/// and its shadow colour or image (``ModernBackground``).
struct AppearanceBarBackground: BarBackgroundModel {
    let modern: ModernBackground

    package func layers(for role: ViewRole, named name: String, parent: ViewRole?, in bar: BarBuilder.Context)
        -> [Layer]
    {
        let metrics = bar.placement
        switch role {
        case .background:
            return [
                Layer(
                    className: name,
                    frame: PointRect(x: 0, y: -bar.extensionAbove, width: metrics.width, height: bar.bounds.height),
                    source:
                        "_UIBarBackground (decompiled iOS 18.2; iOS 15 printout), under the status bar or over the home indicator"
                )
            ]
        case .colorAndImage:
            guard modern.color != nil || modern.image != nil else { return [] }
            var view = Layer(
                className: name, frame: bar.bounds, backgroundColor: modern.color,
                alpha: modern.image == nil ? 1 : modern.imageAlpha,
                image: modern.image, source: "UIBarAppearance.h (colour over the effect, image over the colour)")
            view.contentMode = modern.contentMode
            return [view]
        case .shadowContent:
            return [
                Layer(
                    className: name,
                    frame: PointRect(
                        x: 0, y: 0, width: metrics.width, height: shadowHeight(scale: bar.traits.displayScale)),
                    backgroundColor: modern.shadowImage == nil ? modern.shadowColor : nil,
                    image: modern.shadowImage,
                    source: "UIBarAppearance.h (shadowColor, shadowImage)")
            ]
        case .shadow:
            guard modern.shadowColor != nil || modern.shadowImage != nil else { return [] }
            let height = shadowHeight(scale: bar.traits.displayScale)
            let top = bar.stack.kind.isTopAttached
            return [
                Layer(
                    className: name,
                    frame: PointRect(x: 0, y: top ? bar.bounds.height : -height, width: metrics.width, height: height),
                    source:
                        "_UIBarBackground layoutSubviews (decompiled iOS 18.2): 1/scale below a top bar, above a bottom one"
                )
            ]
        case .effect:
            guard modern.material != nil else { return [] }
            return [Layer(className: name, frame: bar.bounds, source: "UIBarAppearance backgroundEffect")]
        default: return []
        }
    }

    /// The shadow's height: its image's, in points, else one device pixel.
    func shadowHeight(scale: Int) -> Double {
        modern.shadowImage.flatMap { image -> Double? in
            guard case let .bitmap(bitmap, _) = image else { return nil }
            return Double(bitmap.height) / Double(scale)
        } ?? 1.0 / Double(scale)
    }

    package func material(in bar: BarBuilder.Context) -> Material { modern.material ?? bar.material }
}
