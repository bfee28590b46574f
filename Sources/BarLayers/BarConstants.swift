import Raster

/// Every number the bar stacks use, each with its source. "Seed 000" to "seed 004" are the five
/// articles by iOS developers that BarScope started from, each named by title, author and site
/// in `docs/sources.md` with the facts taken from it; other public pages are named in full.
package enum BarConstants {
    /// The near-white filter of a translucent default-style bar: white 0.97 at alpha 0.8.
    /// Source: seed 000, lldb on iOS 10: `_UIVisualEffectFilterView` backgroundColor
    /// "0.97 UIExtendedGrayColorSpace 0.8". (Apple's UIImageEffects `applyExtraLightEffect`
    /// uses white 0.97 at 0.82; the seed's measured 0.8 wins.)
    package static let grayscaleTintDefault = RGBA8(white: 0.97, alpha: 0.8)

    /// The dark filter of a translucent `UIBarStyleBlack` bar: white 0.11 at alpha 0.73.
    /// Source: Apple sample code UIImageEffects (WWDC 2013), `applyDarkEffect`. No seed reads it.
    package static let grayscaleTintBlack = RGBA8(white: 0.11, alpha: 0.73)

    /// The opacity of the `barTintColor` filter view of a translucent bar.
    /// Source: seed 000, lldb: second `_UIVisualEffectFilterView` alpha 0.8500000238418579.
    package static let tintFilterAlpha = 0.85

    /// Backdrop blur radius, in points (multiplied by the screen scale).
    /// Source: Apple sample code UIImageEffects, `applyExtraLightEffect` and `applyDarkEffect`
    /// (`applyBlurWithRadius:20`), Apple's own reproduction of the iOS 7 bar material.
    package static let blurRadius = 20.0

    /// Backdrop saturation factor. Source: UIImageEffects (`saturationDeltaFactor:1.8`), and
    /// the `_UIBackdropViewSettings…` classes (`setSaturationDeltaFactor:1.8`).
    package static let saturationDeltaFactor = 1.8

    /// The system opacity a translucent bar gives an opaque custom background image: 232/255.
    /// Source: seed 000, the image view's description `alpha = 0.909804` (= 232/255 exactly);
    /// seed 004 and Apple's `translucent` documentation ("a system opacity less than 1.0").
    package static let translucentOpaqueImageAlpha = 232.0 / 255.0

    /// The default shadow hairline: an image view with no image and a background colour of
    /// black at alpha 0.3. Source: Stack Overflow question 30154753 "Matching the color of the
    /// 'transparent' navbar" (answer by Moshe, from the layer inspector: "UIColor(red: 0.0,
    /// green: 0.0, blue: 0.0, alpha: 0.3)", "a half-pixel tall UIImageView").
    package static let hairlineColor = RGBA8(white: 0, alpha: 0.3)

    /// The opaque backing of a non-translucent bar: white for `UIBarStyleDefault`, black for
    /// `UIBarStyleBlack`, or `barTintColor` when set. Source: seed 000 and seed 004, quoting
    /// Apple's `translucent` documentation.
    package static func opaqueBacking(style: BarStyle, barTintColor: RGBA8?) -> RGBA8 {
        if let barTintColor { return barTintColor.with(alpha: 255) }
        return style == .black ? .black : .white
    }

    /// How an opaque bar (`translucent = NO`) shows `barTintColor`.
    ///
    /// Seed 000 reads an opaque bar tinted pure red as `0xfb2930`, but the same red given as a
    /// 1×1 background image as `0xfc0d1b`, while the view debugger shows "a single view" of
    /// `0xff0000` in both cases. The two readings differ in green and blue, which pure red
    /// cannot produce: the tint path mixes in a light colour. BarScope models this as the
    /// translucent bar's own filter recipe (seed 000: white 0.97 at 0.8, then the tint at 0.85)
    /// painted over the style's opaque backing, inside `_UIBarBackground` rather than in a
    /// `UIVisualEffectView` (which an opaque bar does not have, seed 001). It is a model of a
    /// measurement, not a view UIKit is known to create; `barscope tree` prints it as the
    /// background view's `effect`.
    package static func opaqueTintRecipe(style: BarStyle) -> BarTintRecipe {
        BarTintRecipe(
            backing: opaqueBacking(style: style, barTintColor: nil),
            grayscaleTint: style == .black ? grayscaleTintBlack : grayscaleTintDefault,
            tintAlpha: tintFilterAlpha)
    }

    /// The navigation bar's height in points (portrait). Source: seed 004 (44 pt), seed 003.
    package static let navigationBarHeight = 44.0

    /// The tab bar's height in points, above the home indicator. Source: seed 004 (TabBar 49,
    /// the bottom inset UIKit adds).
    package static let tabBarHeight = 49.0

    /// The toolbar's height in points, above the home indicator: UIKit's `UIToolbar` is as tall
    /// as a portrait navigation bar (Apple HIG, Toolbars; `UIToolbar` `sizeThatFits:` gives 44 pt).
    /// No seed measures it.
    package static let toolbarHeight = 44.0

    /// The iOS 11 large-title view's height in points when fully expanded (`prefersLargeTitles`):
    /// the bar grows from 44 to 96 pt. Source: usagimaru, "iPhone X のレイアウト" (Qiita): with a
    /// large title the navigation bar's bottom edge is 140 pt from the top of an iPhone X
    /// (44 pt status bar + 96 pt).
    package static let largeTitleHeight = 52.0

    /// `_UINavigationBarContentView` layout margins: 16 pt, 20 pt on Plus models. Source: seed 003.
    package static func contentLayoutMargin(isPlus: Bool) -> Double { isPlus ? 20 : 16 }
}

/// `UIBarStyle`.
public enum BarStyle: String, Sendable, CaseIterable {
    /// `UIBarStyleDefault`: dark text on a light bar.
    case `default`
    /// `UIBarStyleBlack`: light text on a dark bar.
    case black
}
