import Compositing
import Raster
import Vector

/// iOS 26's Liquid Glass as BarScope draws it on bars: the material of a glass capsule, light
/// and dark, and its rim. Apple publishes no numbers for the glass; every value here comes from
/// fits of simulator screenshots by two independent projects, named where used (see
/// docs/sources.md, "iOS 26"):
///
/// - **OpenUIKit** (Vercantez/openuikit, `_UIGlassMaterial`): pixel probes of iOS 26.1 (23B86)
///   simulators, an iPhone SE 3 at @2x and an iPhone 16 at @3x, light and dark; the light model
///   agrees on both devices.
/// - **NoTomorrow** (joxan2137/NoTomorrow, `docs/android-glass.md`): a pixel study of an iOS 26.1
///   iPhone 17 Pro simulator in dark mode.
///
/// The capsule's interior is `blur(B, σ)` mixed towards a near-white (light) or near-black
/// (dark) grey: `out = k·blur(B) + c`, then (light) saturated about Rec. 709 luma. Over flat
/// white the light glass reads 253, over black 220 (both probes' devices).
package struct GlassRecipe: Sendable, Equatable {
    /// A name for `tree` and `explain`.
    package var name: String
    /// The Gaussian blur of what is beneath, in points (σ).
    package var sigma: Double
    /// The backdrop's weight `k` in `k·B + c`.
    package var backdropWeight: Double
    /// The grey floor `c` in `k·B + c`, 0…1.
    package var floor: Double
    /// Saturation after the mix (1: none), about Rec. 709 luma, as UIImageEffects' matrix.
    package var saturation: Double
    /// The rim: an inner ring of white at this opacity, `rimWidth` points wide.
    package var rimAlpha: Double
    package var rimWidth: Double
    /// Where the numbers come from.
    package var source: String
    /// The edge outside the glass, drawn beneath it, bottom to top: a soft drop shadow and a
    /// hairline ring (``LayerShadow``; none in the probes' fits).
    package var shadows: [LayerShadow] = []
    /// Vibrancy: a bar button's default `labelColor` title or glyph on this glass is drawn at
    /// this opacity (1: pure label colour).
    package var glyphOpacity = 1.0

    package init(
        name: String, sigma: Double, backdropWeight: Double, floor: Double, saturation: Double, rimAlpha: Double,
        rimWidth: Double, source: String, shadows: [LayerShadow] = [], glyphOpacity: Double = 1
    ) {
        self.shadows = shadows
        self.glyphOpacity = glyphOpacity
        self.name = name
        self.sigma = sigma
        self.backdropWeight = backdropWeight
        self.floor = floor
        self.saturation = saturation
        self.rimAlpha = rimAlpha
        self.rimWidth = rimWidth
        self.source = source
    }

    /// Light regular glass on a bar: OpenUIKit's fit, `out = (33/255)·blur(B, 2.25 pt) + 220/255`,
    /// then saturation 5.651 (Rec. 709); a 1 pt inner ring of white at 13/35 (0.371). Readings it
    /// reproduces: white → 253, black → 220, systemRed (255, 56, 60) → (255, 201, 204).
    package static let light = GlassRecipe(
        name: "regular glass, light", sigma: 2.25, backdropWeight: 33.0 / 255, floor: 220.0 / 255, saturation: 5.651,
        rimAlpha: 13.0 / 35, rimWidth: 1,
        source: "OpenUIKit _UIGlassMaterial (iOS 26.1 simulator probes, SE 3 @2x and iPhone 16 @3x; medium)")

    /// Dark glass on a bar, OpenUIKit's fit of the bar platters (tab bar, toolbar) on the SE 3:
    /// `out = (65/255)·B + 19/255`, no saturation fitted: black → 19, white → 84. The blur is
    /// NoTomorrow's σ 2.8 pt, the rim NoTomorrow's 1.22 pt of white at 0.165 (drawn uniform; it
    /// fades to nothing across its width in the probe). See ``darkNoTomorrow`` for the fit that
    /// disagrees over near-black.
    package static let darkOpenUIKit = GlassRecipe(
        name: "regular glass, dark (OpenUIKit)", sigma: 2.8, backdropWeight: 65.0 / 255, floor: 19.0 / 255,
        saturation: 1, rimAlpha: 0.165, rimWidth: 1.22,
        source:
            "OpenUIKit _UIGlassMaterial (dark bar platter, SE 3 @2x; medium); NoTomorrow android-glass.md (σ, rim; medium)"
    )

    /// Dark glass by NoTomorrow's fit on the iPhone 17 Pro: `out = 0.294·blur(B, 2.8 pt) + L`,
    /// with `L` 0.098 over dark content (its adaptive term rises to 0.2 over bright content, not
    /// modelled): a near-black ground (10) reads 28 (#1c1c1e), where OpenUIKit's fit gives 19.
    package static let darkNoTomorrow = GlassRecipe(
        name: "regular glass, dark (NoTomorrow)", sigma: 2.8, backdropWeight: 0.294, floor: 0.098, saturation: 1,
        rimAlpha: 0.165, rimWidth: 1.22,
        source: "NoTomorrow android-glass.md (iOS 26.1 iPhone 17 Pro simulator, dark; medium)")

    /// What the recipe makes of a flat field of `color` (a blur of a flat field is the field).
    package func color(over color: RGBA8) -> RGBA8 {
        guard var field = try? Image(width: 1, height: 1, fill: color.premultiplied) else { return color }
        Filter.apply(stages.map { $0.filterStage(scale: 1) }, to: &field, in: field.bounds)
        return field[0, 0].straight
    }

    /// The backdrop's stages: the blur, the mix, then the saturation.
    /// A stage that would change nothing (no blur, the identity mix) is left out: clear glass
    /// has none.
    package var stages: [MaterialStage] {
        var stages: [MaterialStage] = []
        if sigma > 0 { stages.append(.blur(radius: sigma)) }
        if abs(backdropWeight - 1) > 1e-9 || abs(floor) > 1e-9 {
            stages.append(
                .filter(
                    .colorMatrix(
                        ColorMatrix([
                            [backdropWeight, 0, 0, floor], [0, backdropWeight, 0, floor],
                            [0, 0, backdropWeight, floor],
                        ]))))
        }
        if abs(saturation - 1) > 1e-9 { stages.append(.filter(.saturation(saturation))) }
        return stages
    }

    /// `UIGlassEffect.Style.clear` in `style`: the content passes through, veiled by
    /// ``GlassEffectMetrics/clearVeil`` towards white (light) or black (dark) and blurred by
    /// ``GlassEffectMetrics/clearSigma``, under the regular glass's rim. No source has a pixel fit of
    /// clear glass: the decompile shows it is the same private glass object as regular, variant
    /// 1 (`UIGlassEffect.m`, iOS 26.1); the one dump of clear-looking glass (maa's iOS 27 lens
    /// of a segmented control: blur off, an identity face matrix) and a developer's reading
    /// ("near-transparent, no luminosity veil", react-native-true-sheet pull request 665) give the
    /// defaults, estimates both.
    package static func clear(_ style: UserInterfaceStyle, fit: GlassFit) -> GlassRecipe {
        let regular = recipe(style, fit: fit)
        let veil = GlassEffectMetrics.clearVeil
        return GlassRecipe(
            name: "clear glass, \(style.rawValue)", sigma: GlassEffectMetrics.clearSigma, backdropWeight: 1 - veil,
            floor: style == .dark ? 0 : veil, saturation: 1, rimAlpha: regular.rimAlpha, rimWidth: regular.rimWidth,
            source:
                "UIGlassEffect.Style.clear: variant 1 of the same glass (decompiled UIGlassEffect.m, iOS 26.1); no veil, no blur (estimates: maa's iOS 27 clear lens, react-native-true-sheet PR 665); the regular glass's rim",
            shadows: regular.shadows)
    }

    /// The glass as a material (no colour layers: the mix is part of the backdrop).
    package var material: Material { Material(name: name, backdrop: stages, overlays: [], source: source) }

    /// The recipe for a user interface style in the fit `fit`.
    package static func recipe(_ style: UserInterfaceStyle, fit: GlassFit) -> GlassRecipe {
        switch (fit, style) {
        case (.screens26_4, .light): return screens26_4Light
        case (.screens26_4, .dark): return screens26_4Dark
        case (.screens26_0, .light): return screens26_0Light
        case (.screens26_0, .dark): return screens26_0Dark
        case (.openUIKit, .light), (.noTomorrow, .light): return light
        case (.openUIKit, .dark): return darkOpenUIKit
        case (.noTomorrow, .dark): return darkNoTomorrow
        }
    }
}

/// Which fit of iOS 26's glass a scene draws (`glassFit:` in a scene file): the fits of real
/// on-screen captures of iOS 26.4 (the default) and 26.0, or the earlier fits of flat-field
/// probes of iOS 26.1. Real captures outweigh the probes where they disagree (docs/sources.md).
public enum GlassFit: String, Sendable, CaseIterable {
    /// iOS 26.4 on screen (Home Assistant's swift-snapshot-testing captures drawn in the key
    /// window): the content nearly through, a dark hairline ring and a small shadow below.
    case screens26_4 = "screens-26.4"
    /// iOS 26.0 on screen (the same project's 26.0 captures): a bright fill, a white rim and a
    /// broad soft shadow; glyphs a few levels off the label colour.
    case screens26_0 = "screens-26.0"
    /// The iOS 26.1 probes, OpenUIKit's fits, light and dark: BarScope's glass before issue 46.
    case openUIKit = "probes-openuikit"
    /// The iOS 26.1 probes with NoTomorrow's dark fit (28 over black where OpenUIKit gives 19).
    case noTomorrow = "probes-notomorrow"
}

/// The style a bar's glass is drawn in. UIKit flips small glass, such as a bar's, between light
/// and dark with the content beneath it (WWDC25, "Meet Liquid Glass"): `automatic` does as
/// ``GlassAdaptivity`` says, from the interface style; `light` or `dark` draw the glass, and the
/// buttons on it, in that style whatever the content.
public enum GlassAppearance: String, Sendable, CaseIterable {
    case automatic, light, dark

    /// The style drawn for a bar in `style`: its own, or the one forced.
    public func style(over style: UserInterfaceStyle) -> UserInterfaceStyle {
        switch self {
        case .automatic: return style
        case .light: return .light
        case .dark: return .dark
        }
    }
}

/// Reduce Transparency and Increase Contrast on iOS 26's glass. Apple gives rules and no numbers
/// (WWDC25, "Meet Liquid Glass": Reduce Transparency "makes Liquid Glass frostier and obscures
/// more of the content behind it"; Increase Contrast "makes elements predominantly black or
/// white and highlights them with a contrasting border"), the iOS 26.1 decompile shows only
/// where UIKit reads the settings (`UIVisualEffectView` re-resolving its effects on
/// `_AXSEnhanceBackgroundContrastEnabled`), and no pixel probe of either was found. Every value
/// here is an estimate, named so that a measurement can replace it.
package enum GlassAccessibility {
    /// Reduce Transparency: the glass stops sampling the content and is drawn opaque, as the
    /// glass would be over the app's background (`systemBackground`): 253 light, 19 dark (OpenUIKit's
    /// fit; 28 with NoTomorrow's). firezone pull request 15119 found the bar glass stopped
    /// depending on the content behind it with the setting on; the pre-26 materials swap to a flat
    /// colour the same way (decompiled `UIBlurEffect`'s reduced-transparency colour).
    package static let reduceTransparencyBackdrop = SemanticColors.systemBackground
    /// Increase Contrast: white (light) or black (dark) over the glass at 0.8 (liquidum, a Flutter
    /// imitation whose author read the filter's inputs on an iOS 26.5 simulator, light mode; the
    /// dark side mirrored), and a contrasting border in place of the rim: black at 0.5 on light
    /// glass, white at 0.5 on dark, 1 point (BarScope's reading of Apple's "contrasting border";
    /// no source gives it).
    package static let increaseContrastFill = 0.8
    package static let increaseContrastBorderAlpha = 0.5
    package static let increaseContrastBorderWidth = 1.0
}

/// Where `automatic` glass flips, by the mean Rec. 709 luma (0 to 1, of the sRGB values) of the
/// content under the bar's glass row. No source measured the thresholds; two probes bound them:
/// NoTomorrow's dark app (iOS 26.1, iPhone 17 Pro simulator) kept dark glass over 50 % grey and
/// over a black and white split (mean 0.50) and flipped to light glass over white (0.996, the
/// platter reading 253); OpenUIKit's light app kept light glass over black (220, luma 0). liquidum
/// (a Flutter imitation probed on iOS 26.5) describes a mean-luma switch with hysteresis and does
/// not publish its thresholds. A developer report on Apple's forums (thread 826356) says bar
/// glass follows the device's appearance from iOS 26.3 on, with no flip: set `glassAppearance` to
/// the interface style to draw that.
package enum GlassAdaptivity {
    /// Dark glass turns light above this mean luma: 0.75, halfway through the bounds the probes
    /// leave (above 0.50, at most 0.996). An estimate.
    package static let darkToLightLuma: Double? = 0.75
    /// Light glass turns dark below this mean luma: never (OpenUIKit's light glass stayed light
    /// over black).
    package static let lightToDarkLuma: Double? = nil

    /// The style glass in `style` is drawn in over content of mean luma `luma`.
    package static func style(_ style: UserInterfaceStyle, over luma: Double) -> UserInterfaceStyle {
        switch style {
        case .dark: return darkToLightLuma.map { luma > $0 } == true ? .light : .dark
        case .light: return lightToDarkLuma.map { luma < $0 } == true ? .dark : .light
        }
    }
}
