import Raster

extension BarAppearance {
    /// The appearance UIKit derives from the legacy properties on iOS 13+, when the scene sets
    /// no appearance object: UIKit's `_UIBarBackgroundLayoutLegacy` as decompiled from the
    /// iOS 18.2 restore image (high confidence unless noted), and UINavigationBar.h.
    ///
    /// - A custom background image is drawn as is (an opaque one at 232/255 on a translucent
    ///   bar, as on iOS 7–12); on an opaque bar a translucent image gets the backing colour
    ///   beneath it (`barTintColor`, else the style's).
    /// - Translucent without a tint: the system chrome material (`systemChromeMaterialDark` for
    ///   `barStyle: black`).
    /// - Translucent with `barTintColor`: UIKit's private tinted blur (style 100); BarScope draws
    ///   it as the iOS 10 bar material under the tint at 0.85, seed 000's recipe (medium-low: the
    ///   style's numbers were not found). The tint keeps its alpha (the decompiled tinted path
    ///   composites the premultiplied colour source-over): `clear` leaves the material alone.
    /// - Opaque: `barTintColor` at full alpha, else black (black style or dark mode) or
    ///   `systemBackground`; a plain colour, not the iOS 7–12 tint recipe.
    /// - The hairline: white at 0.15 for the black style (`_barStyleBlackHairlineShadowColor`),
    ///   else the chrome shadow colour; a custom shadow image only with a custom background image.
    public func legacyAppearance(kind: BarKind) -> BarAppearanceObject {
        var object = BarAppearanceObject(configureWith: .transparentBackground)
        let translucent = BarBuilder.isTranslucent(self)
        let image: BarImage? = overlayColor != nil ? .empty : backgroundImage
        let styleBacking: DynamicColor = barStyle == .black ? DynamicColor(.black) : SemanticColors.systemBackground
        if let image {
            object.backgroundImage = image
            if !translucent && !image.layerImage.isOpaque {
                object.backgroundColor = barTintColor.map { DynamicColor($0.with(alpha: 255)) } ?? styleBacking
            }
            if translucent && image.layerImage.isOpaque {
                object.legacyImageAlpha = BarConstants.translucentOpaqueImageAlpha
            }
            object.legacyNote = "custom background image"
        } else if translucent {
            if let tint = barTintColor {
                object.legacyTint = tint
                object.legacyNote = "translucent barTintColor: UIKit's tinted blur"
            } else {
                object.backgroundEffect = barStyle == .black ? .systemChromeMaterialDark : .systemChromeMaterial
                object.legacyNote =
                    barStyle == .black
                    ? "translucent black style: systemChromeMaterialDark" : "translucent: systemChromeMaterial"
            }
        } else {
            object.backgroundColor = barTintColor.map { DynamicColor($0.with(alpha: 255)) } ?? styleBacking
            object.legacyNote = barTintColor == nil ? "opaque: the style's colour" : "opaque barTintColor at full alpha"
        }
        // The black style draws the dark hairline (white at 0.15) in both modes.
        object.shadowColor =
            barStyle == .black ? DynamicColor(SemanticColors.chromeShadow.dark) : SemanticColors.chromeShadow
        if image != nil {
            switch shadowImage {
            case let .image(custom): object.shadowImage = custom
            case .none: object.shadowColor = nil
            case .default: break
            }
        }
        return object
    }

    /// The legacy properties a set appearance object makes UIKit ignore (appearance objects are
    /// used whole: UINavigationBar.h).
    public var legacyPropertiesIgnored: [String] {
        guard hasAppearanceObjects else { return [] }
        var names: [String] = []
        if barTintColor != nil { names.append("barTintColor") }
        if translucent != nil { names.append("translucent") }
        if backgroundImage != nil { names.append("backgroundImage") }
        if shadowImage != .default { names.append("shadowImage") }
        if barStyle != .default { names.append("barStyle's background (its dark trait still applies)") }
        if titleTextAttributes.foregroundColor != nil { names.append("titleTextAttributes") }
        return names
    }
}

/// What an iOS 13+ `_UIBarBackground` draws for the appearance a bar shows, resolved for a
/// trait: the effect view's material, the colour-and-image view, the hairline.
package struct ModernBackground {
    var material: Material?
    var color: RGBA8?
    var image: LayerImage?
    var imageAlpha: Double
    var contentMode: ContentMode
    var shadowColor: RGBA8?
    var shadowImage: LayerImage?
    var chosen: ChosenAppearance
    /// Notes for `tree` and `explain`: which appearance, and what was ignored.
    var notes: [String]

    init(_ chosen: ChosenAppearance, trait: UserInterfaceStyle, ignored: [String]) {
        let a = chosen.appearance
        self.chosen = chosen
        if let tint = a.legacyTint {
            var tinted = Materials.legacyBarDefault
            tinted.name = "UIKit's tinted blur (legacy barTintColor)"
            // The tint's own alpha times the filter's 0.85 (an opaque tint: 0.85 exactly).
            let alpha = Fixed8.quantize(BarConstants.tintFilterAlpha * Double(tint.a) / 255)
            if alpha > 0 {
                tinted.overlays.append(
                    MaterialOverlay(
                        name: "barTintColor", color: tint.with(alpha: alpha),
                        source: "seed 000 (barTintColor at alpha 0.85); the iOS 13+ style is private (medium-low)"))
            }
            material = tinted
        } else {
            material = a.backgroundEffect.map { Materials.material($0, style: trait) }
        }
        color = a.backgroundColor.map { $0.resolved(trait) }.flatMap { $0.a == 0 ? nil : $0 }
        // An empty image draws nothing.
        let layerImage = a.backgroundImage?.layerImage
        if case .bitmap? = layerImage { image = layerImage } else { image = nil }
        imageAlpha = a.legacyImageAlpha
        contentMode = a.backgroundImageContentMode
        shadowImage = a.shadowImage?.layerImage
        shadowColor = a.shadowColor.map { $0.resolved(trait) }.flatMap { $0.a == 0 ? nil : $0 }
        var notes = ["appearance = " + chosen.reason]
        if let legacy = a.legacyNote {
            notes.append(
                "from the legacy properties: " + legacy
                    + (chosen.transparentFallback
                        ? " (not drawn here: set scrollEdgeAppearance to keep it at the scroll edge)" : ""))
        }
        if !ignored.isEmpty {
            notes.append(
                "ignored (an appearance object is set, and UIKit uses it whole): " + ignored.joined(separator: ", "))
        }
        self.notes = notes
    }
}
