import Compositing
import Raster
import Vector

/// How one piece of iOS 26 glass is drawn, whatever holds it (a bar's capsule, a glass view): its
/// recipe for the style and variant, a tint, and the user's Reduce Transparency and Increase
/// Contrast (``GlassAccessibility``).
struct GlassLook {
    var style: UserInterfaceStyle
    var variant = GlassEffectView.Style.regular
    var tint: RGBA8? = nil
    var reduceTransparency = false
    var highContrast = false
    /// Which fit of the glass (``GlassFit``).
    var fit: GlassFit

    var recipe: GlassRecipe { variant == .clear ? .clear(style, fit: fit) : .recipe(style, fit: fit) }

    /// The rim's width and colour: the recipe's white ring, or Increase Contrast's border.
    var rim: (width: Double, color: RGBA8) {
        let a = GlassAccessibility.self
        guard highContrast else {
            return (recipe.rimWidth, RGBA8(r: 255, g: 255, b: 255, a: UInt8((recipe.rimAlpha * 255).rounded())))
        }
        let contrast: RGBA8 = style == .dark ? .white : .black
        return (
            a.increaseContrastBorderWidth, contrast.with(alpha: UInt8((a.increaseContrastBorderAlpha * 255).rounded()))
        )
    }

    /// The colours over the glass, bottom to top: Increase Contrast's fill, then the tint.
    var overlays: [MaterialOverlay] {
        var overlays: [MaterialOverlay] = []
        if highContrast {
            let fill = (style == .dark ? RGBA8.black : .white).with(
                alpha: UInt8((GlassAccessibility.increaseContrastFill * 255).rounded()))
            overlays.append(
                MaterialOverlay(
                    name: "increase contrast", color: fill,
                    source: "GlassAccessibility.increaseContrastFill (liquidum's reading, an estimate)"))
        }
        if let tint {
            let alpha = UInt8((Double(tint.a) * GlassEffectMetrics.tintGain).rounded())
            overlays.append(
                MaterialOverlay(
                    name: "tint", color: tint.with(alpha: alpha),
                    source: "UIGlassEffect.tintColor at its alpha (GlassEffectMetrics.tintGain, an estimate)"))
        }
        return overlays
    }

    /// Under Reduce Transparency, the opaque colour drawn in the glass's place: what the glass
    /// makes of the app's background, under the overlays; nil otherwise.
    var opaqueFill: RGBA8? {
        guard reduceTransparency else { return nil }
        var fill = recipe.color(over: GlassAccessibility.reduceTransparencyBackdrop.resolved(style)).premultiplied
        for overlay in overlays { fill = overlay.color.premultiplied.blended(over: fill, mode: .normal) }
        return fill.straight
    }

    /// What a piece of glass `width × height` with corners of `radius` draws: its backdrop (nil
    /// when opaque) and its drawing, the opaque fill under Reduce Transparency and the rim (or
    /// Increase Contrast's border) over it.
    /// A fit with no rim (``GlassRecipe/rimAlpha`` 0) draws none.
    func drawn(width: Double, height: Double, radius: Double) -> (effect: LayerEffect?, drawing: LayerDrawing?) {
        let rim = self.rim
        let ring = Path.innerRing(width: width, height: height, radius: radius, stroke: rim.width)
        let rings = rim.color.a == 0 || rim.width <= 0 ? [] : [(ring, rim.color)]
        if let fill = opaqueFill {
            let outline = Path.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: radius)
            return (
                nil,
                .shapes(name: "reduce transparency", [outline] + rings.map(\.0), colors: [fill] + rings.map(\.1))
            )
        }
        return (
            .backdrop(BackdropSettings(stages: recipe.stages, overlays: overlays)),
            rings.isEmpty ? nil : .shapes(name: highContrast ? "border" : "rim", rings.map(\.0), colors: rings.map(\.1))
        )
    }

    /// The shadows beneath the glass (its fit's drop shadow and ring); none under Increase
    /// Contrast, whose border takes the ring's place.
    var shadows: [LayerShadow] { highContrast ? [] : recipe.shadows }

    /// Where the values come from, for `tree`.
    var source: String {
        recipe.source
            + (reduceTransparency
                ? "; Reduce Transparency: opaque, the glass over systemBackground (GlassAccessibility, an estimate)"
                : "")
            + (highContrast ? "; Increase Contrast: a fill and a border (GlassAccessibility, estimates)" : "")
    }
}
extension Path {
    /// The band `stroke` wide inside a rounded rectangle of `width × height` at the origin, its
    /// corners of `radius`: the outline less the outline inset by `stroke`.
    static func innerRing(width: Double, height: Double, radius: Double, stroke: Double) -> Path {
        var ring = Path.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: radius)
        let inner = Path.roundedRectangle(
            x: stroke, y: stroke, width: max(0, width - 2 * stroke), height: max(0, height - 2 * stroke),
            radius: max(0, radius - stroke))
        ring.append(inner.reversed())
        return ring
    }
}
