import Raster

/// What draws a bar's background, one model per design generation (``DesignGeneration``): the
/// legacy bars of iOS 9 to 12 (seed 000's rules: translucency, tint, images, the hairline) and
/// the appearance objects of iOS 13 to 18 (the chosen `UIBarAppearance`'s effect, colour, image
/// and shadow). A stack's background roles (``ViewRole/background(showsImage:)``,
/// `colorAndImage`, `shadowContent`, `shadow`, `effect`) are drawn by the bar's model; its
/// `backdrop` and `overlays` views draw the model's material. A new generation (iOS 26's glass)
/// is a new model beside these, not a third branch in each role.
protocol BarBackgroundModel {
    /// The views of a background role, without their subviews (none when the model draws
    /// nothing there).
    func layers(for role: ViewRole, named name: String, parent: ViewRole?, in bar: BarBuilder.Context) -> [Layer]
    /// The material the bar's backdrop and overlay views draw.
    func material(in bar: BarBuilder.Context) -> Material
}

/// iOS 9 to 12: the background view carries the opaque colour or the custom image, the effect
/// view exists only when the bar is translucent without an image, and the hairline is seed
/// 000's pixel (or the custom shadow image with a custom background image, seed 001).
struct LegacyBarBackground: BarBackgroundModel {
    func layers(for role: ViewRole, named name: String, parent: ViewRole?, in bar: BarBuilder.Context) -> [Layer] {
        switch role {
        case let .background(showsImage): return [bar.background(name, showsImage: showsImage)]
        case .shadow: return [bar.shadow(name, inBackground: parent != .bar)]
        case .effect:
            guard bar.translucent, bar.customImage == nil else { return [] }
            return [Layer(className: name, frame: bar.bounds, source: "seed 003, seed 001 (translucent only)")]
        default: return []
        }
    }

    func material(in bar: BarBuilder.Context) -> Material { bar.material }
}

/// iOS 13 to 18: the chosen appearance object's effect, colour over it, image over the colour,
/// and its shadow colour or image (``ModernBackground``).
struct AppearanceBarBackground: BarBackgroundModel {
    let modern: ModernBackground

    func layers(for role: ViewRole, named name: String, parent: ViewRole?, in bar: BarBuilder.Context) -> [Layer] {
        let metrics = bar.metrics
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
                    className: name, frame: PointRect(x: 0, y: 0, width: metrics.width, height: shadowHeight(metrics)),
                    backgroundColor: modern.shadowImage == nil ? modern.shadowColor : nil,
                    image: modern.shadowImage,
                    source: "UIBarAppearance.h (shadowColor, shadowImage)")
            ]
        case .shadow:
            guard modern.shadowColor != nil || modern.shadowImage != nil else { return [] }
            let height = shadowHeight(metrics)
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
    func shadowHeight(_ metrics: BarMetrics) -> Double {
        modern.shadowImage.flatMap { image -> Double? in
            guard case let .bitmap(bitmap, _) = image else { return nil }
            return Double(bitmap.height) / Double(metrics.scale)
        } ?? 1.0 / Double(metrics.scale)
    }

    func material(in bar: BarBuilder.Context) -> Material { modern.material ?? bar.material }
}

/// iOS 26: the bar's background is transparent by default, with no blur and no hairline; the
/// items' glass capsules and the scroll edge effect take their place (WWDC25, "Build a UIKit
/// app with the new design": "the bar background is now transparent by default … Using
/// UIBarAppearance or backgroundColor interferes with the glass appearance"; an iOS 26.0.1 view
/// dump shows `_UIBarBackground` empty). An appearance's own colour or image is still drawn by
/// `_UIBarBackground`, as iOS 18 draws it, under the capsules, with its hairline: the iOS 26.1
/// decompile still builds that colour and image data (medium-low). Its blur is not drawn.
struct GlassBarBackground: BarBackgroundModel {
    let modern: ModernBackground

    /// Whether the appearance has a colour or an image of its own to draw.
    var drawsAppearance: Bool { modern.color != nil || modern.image != nil }

    func layers(for role: ViewRole, named name: String, parent: ViewRole?, in bar: BarBuilder.Context) -> [Layer] {
        switch role {
        case .background:
            var view = AppearanceBarBackground(modern: modern).layers(for: role, named: name, parent: parent, in: bar)
            for i in view.indices {
                view[i].source =
                    "_UIBarBackground, empty by default on iOS 26 (SweepPic iOS 26.0.1 dump; WWDC25 session 284)"
            }
            return view
        case .effect, .backdrop, .overlays: return []
        default:
            // The tab bar floats on its capsule: an appearance's colour is not drawn there
            // (public reports: callstack/react-native-bottom-tabs issue 532, wix issue 8203).
            guard drawsAppearance, bar.stack.kind == .navigationBar else { return [] }
            return AppearanceBarBackground(modern: modern).layers(for: role, named: name, parent: parent, in: bar)
        }
    }

    func material(in bar: BarBuilder.Context) -> Material {
        GlassRecipe.recipe(bar.metrics.glassInterfaceStyle).material
    }
}
