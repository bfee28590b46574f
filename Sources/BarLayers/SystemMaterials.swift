import Compositing
import Raster

/// `UIBlurEffect.Style`, every style a bar's `backgroundEffect` can name.
///
/// The adaptive styles (`regular`, `prominent` and the `system…Material` ones) follow the trait
/// collection; the `…Light` and `…Dark` variants are fixed (UIKit's `UIBlurEffect.h`: styles 11
/// to 15 always light, 16 to 20 always dark).
public enum BlurStyle: String, Sendable, CaseIterable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
        systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
        systemChromeMaterialDark

    /// The material this style draws in a trait (``Materials/material(_:style:)``).
    public func material(_ style: UserInterfaceStyle) -> Material { Materials.material(self, style: style) }
}

/// CoreMaterial's recipe for one system material in one mode: the stages its backdrop runs,
/// colour first and the blur last (`blurAtEnd`).
struct MaterialRecipe {
    let name: String
    let blurRadius: Double
    let saturation: Double
    let brightness: Double
    let luminanceAmount: Double
    let luminanceValues: [Double]

    var material: Material {
        var stages: [MaterialStage] = [
            .filter(.luminanceCurve(LuminanceCurve(amount: luminanceAmount, values: luminanceValues)))
        ]
        stages.append(.filter(.saturation(saturation)))
        if brightness != 0 { stages.append(.filter(.brightness(brightness))) }
        stages.append(.blur(radius: blurRadius))
        return Material(name: name, backdrop: stages, overlays: [], source: Materials.coreMaterialSource + " (\(name))")
    }
}

extension Materials {
    /// Where the system-material numbers come from. iOS 13+ styles are CoreMaterial recipes
    /// (`MTCoreMaterialRecipePlatformChromeLight` …), mapped from the style as WebKit's open-source
    /// CoreMaterial bridge and a decompiled UIKit (`_UIBlurEffectCoreMaterialImpl`, iOS 18.2
    /// restore image) show. The numbers: three independent public decodes of CoreMaterial's
    /// `.materialrecipe` files (blur radius, saturation, brightness, luminance curve amount and
    /// values; capture at a quarter of the screen's scale), from recent macOS builds; a live iOS
    /// probe of a `systemMaterial` backdrop read the same curve, saturation and brightness (its
    /// blur 29.5 pt against the recipe's 30), and iOS 16–18 tweaks patch these same recipe files
    /// on iOS. Confidence: medium. The blur is drawn at full resolution with the recipe's radius
    /// (BarScope does not capture at a quarter scale and upsample).
    static let coreMaterialSource = "CoreMaterial recipe (public decodes; medium)"

    static let chromeLight = MaterialRecipe(
        name: "platformChromeLight", blurRadius: 22.5, saturation: 1.1, brightness: 0.1, luminanceAmount: 0.75,
        luminanceValues: [0.8, 0.9, 1.1, 0.825])
    static let chromeDark = MaterialRecipe(
        name: "platformChromeDark", blurRadius: 22.5, saturation: 2.0, brightness: -0.1, luminanceAmount: 0.75,
        luminanceValues: [0.23, 0.52, 0.27, 0.255])
    static let ultraThinLight = MaterialRecipe(
        name: "platformContentUltraThinLight", blurRadius: 22.5, saturation: 1.1, brightness: 0.12,
        luminanceAmount: 0.5, luminanceValues: [0.45, 0.55, 0.65, 0.68])
    static let ultraThinDark = MaterialRecipe(
        name: "platformContentUltraThinDark", blurRadius: 22.5, saturation: 1.1, brightness: 0, luminanceAmount: 0.5,
        luminanceValues: [0.24, 0.24, 0.3, 0.39])
    static let thinLight = MaterialRecipe(
        name: "platformContentThinLight", blurRadius: 30, saturation: 1.35, brightness: 0.12, luminanceAmount: 0.6,
        luminanceValues: [0.725, 0.825, 0.76, 0.73])
    static let thinDark = MaterialRecipe(
        name: "platformContentThinDark", blurRadius: 30, saturation: 1.35, brightness: 0, luminanceAmount: 0.6,
        luminanceValues: [0.2, 0.21, 0.1, 0.15])
    static let regularLight = MaterialRecipe(
        name: "platformContentLight", blurRadius: 30, saturation: 1.5, brightness: 0.1, luminanceAmount: 0.75,
        luminanceValues: [0.9, 0.83, 0.925, 0.815])
    static let regularDark = MaterialRecipe(
        name: "platformContentDark", blurRadius: 30, saturation: 1.5, brightness: 0, luminanceAmount: 0.75,
        luminanceValues: [0.16, 0.26, 0.1, 0.1])
    static let thickLight = MaterialRecipe(
        name: "platformContentThickLight", blurRadius: 45, saturation: 1.5, brightness: 0.045, luminanceAmount: 0.88,
        luminanceValues: [0.99, 0.95, 0.98, 0.905])
    static let thickDark = MaterialRecipe(
        name: "platformContentThickDark", blurRadius: 45, saturation: 1.5, brightness: 0, luminanceAmount: 0.88,
        luminanceValues: [0.14, 0.16, 0.1, 0.03])

    /// The pre-iOS 13 styles, as Apple's UIImageEffects sample (WWDC 2013) gives them and
    /// UIKit's `_UIBackdropViewSettings` classes name them (extraLight: radius "medium",
    /// grayscale tint 0.97; light: radius "large"; dark: radius "medium"; saturation "strong"):
    /// a blur, saturation 1.8, and one grey over it.
    static func legacyStyle(_ name: String, radius: Double, grey: RGBA8, source: String) -> Material {
        Material(
            name: name, backdrop: [.blur(radius: radius), .filter(.saturation(BarConstants.saturationDeltaFactor))],
            overlays: [MaterialOverlay(name: "grayscale tint", color: grey, source: source)],
            source: "UIImageEffects (WWDC 2013); _UIBackdropViewSettings (decompiled)")
    }
    static let extraLightStyle = legacyStyle(
        "extraLight", radius: 20, grey: RGBA8(white: 0.97, alpha: 0.82),
        source: "UIImageEffects applyExtraLightEffect (white 0.97, alpha 0.82)")
    static let lightStyle = legacyStyle(
        "light", radius: 30, grey: RGBA8(white: 1, alpha: 0.3),
        source: "UIImageEffects applyLightEffect (white 1.0, alpha 0.3)")
    static let darkStyle = legacyStyle(
        "dark", radius: 20, grey: BarConstants.grayscaleTintBlack,
        source: "UIImageEffects applyDarkEffect (white 0.11, alpha 0.73)")

    /// The material of a blur style in a trait. `regular` is light or dark by trait,
    /// `prominent` extraLight or dark (UIKit's `UIBlurEffect.h`).
    public static func material(_ blur: BlurStyle, style: UserInterfaceStyle) -> Material {
        let dark = style == .dark
        switch blur {
        case .extraLight: return extraLightStyle
        case .light: return lightStyle
        case .dark: return darkStyle
        case .regular: return dark ? darkStyle : lightStyle
        case .prominent: return dark ? darkStyle : extraLightStyle
        case .systemUltraThinMaterial: return (dark ? ultraThinDark : ultraThinLight).material
        case .systemThinMaterial: return (dark ? thinDark : thinLight).material
        case .systemMaterial: return (dark ? regularDark : regularLight).material
        case .systemThickMaterial: return (dark ? thickDark : thickLight).material
        case .systemChromeMaterial: return (dark ? chromeDark : chromeLight).material
        case .systemUltraThinMaterialLight: return ultraThinLight.material
        case .systemThinMaterialLight: return thinLight.material
        case .systemMaterialLight: return regularLight.material
        case .systemThickMaterialLight: return thickLight.material
        case .systemChromeMaterialLight: return chromeLight.material
        case .systemUltraThinMaterialDark: return ultraThinDark.material
        case .systemThinMaterialDark: return thinDark.material
        case .systemMaterialDark: return regularDark.material
        case .systemThickMaterialDark: return thickDark.material
        case .systemChromeMaterialDark: return chromeDark.material
        }
    }
}
