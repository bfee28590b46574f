import Raster
import Typesetting

/// iOS 9 to 12's bars: drawn from the bar's own properties (`barTintColor`, `isTranslucent`,
/// `backgroundImage`, `shadowImage`, `barStyle`), seed 000's rules.
package struct LegacyDesign: BarDesign, EdgeToEdgeBars, Equatable {
    package init() {}

    package var generation: DesignGeneration { .legacy }
    package var glassMetrics: GlassMetrics? { nil }

    package func background(_ modern: ModernBackground?) -> any BarBackgroundModel { LegacyBarBackground() }

    package func plan(_ kind: BarKind, _ layout: ContentLayout, modern: ModernBackground?) throws(FontError)
        -> ContentPlan
    {
        try layout.edgeToEdgePlan(kind)
    }

    package func contentColors(_ bar: BarAppearance, object: BarAppearanceObject?, traits: Traits) -> ContentColors {
        ContentColors(legacy: bar)
    }

    package func contentFonts(_ bar: BarAppearance, object: BarAppearanceObject?) -> ContentFonts {
        ContentFonts(legacy: bar)
    }

    package func backgroundNotes(_ bar: BarBuilder.Context) -> [String]? { nil }

    /// Before iOS 13 there are no traits per view: a bar is drawn as the screen is.
    package func barTraits(_ appearance: BarAppearance, in traits: Traits) -> Traits { traits }
}

/// iOS 9 to 12: the background view carries the opaque colour or the custom image, the effect
/// view exists only when the bar is translucent without an image, and the hairline is seed
/// 000's pixel (or the custom shadow image with a custom background image, seed 001).
struct LegacyBarBackground: BarBackgroundModel {
    package func layers(for role: ViewRole, named name: String, parent: ViewRole?, in bar: BarBuilder.Context)
        -> [Layer]
    {
        switch role {
        case let .background(showsImage): return [bar.background(name, showsImage: showsImage)]
        case .shadow: return [bar.shadow(name, inBackground: parent != .bar)]
        case .effect:
            guard bar.translucent, bar.customImage == nil else { return [] }
            return [Layer(className: name, frame: bar.bounds, source: "seed 003, seed 001 (translucent only)")]
        default: return []
        }
    }

    package func material(in bar: BarBuilder.Context) -> Material { bar.material }
}
