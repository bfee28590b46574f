import Raster

/// iOS 26's bar glass fitted to real on-screen captures (issue 46): Home Assistant's
/// swift-snapshot-testing references of its iOS app, drawn in the simulator's key window
/// (`drawHierarchyInKeyWindow: true`, so the render server's glass is in the picture), on iOS
/// 26.0 (iPhone 16, Xcode 26.0) and 26.4 (iPhone 17, Xcode 26.4), light and dark, kept in
/// `Tests/Fixtures/ios26-references/` with their licence (Apache-2.0) and where each came from.
/// The fits are made by `Tests/Fixtures/ios26-references/fit.py` on some captures and checked on
/// the others; the error on those held out is in docs/sources.md. Every capture is over flat
/// content (the grouped background, 242 242 247, or black), so the backdrop's blur (σ) cannot be
/// seen in them and keeps the probes' value; over black the backdrop's weight cannot be seen
/// and keeps OpenUIKit's.
extension GlassRecipe {
    /// A bar's glass on iOS 26.4, light: `out = 0.886·blur(B) + 31.3/255`, no saturation. Fitted
    /// on the "Reset" capsule (Home Assistant, `GesturesSetupView.test`, 26.4, light): over
    /// (242, 242, 247) its interior's mean is (245.7, 245.5, 250.2), and the step between the red
    /// and blue channels gives the weight (4.4 of the backdrop's 5) and then the floor. Held out:
    /// the × circle of `WatchComplicationBuilderEditView` (26.4, light).
    package static let screens26_4Light = GlassRecipe(
        name: "regular glass, light (iOS 26.4 screens)", sigma: 2.25, backdropWeight: 0.886, floor: 31.3 / 255,
        saturation: 1, rimAlpha: 0, rimWidth: 0,
        source:
            "Home Assistant iOS snapshot references, iOS 26.4 on screen (GesturesSetupView \"Reset\", fitted; watch complication ×, held out); σ OpenUIKit's",
        shadows: [screens26_4Shadow, screens26_4Ring])

    /// Dark, iOS 26.4: over black the interior reads 31.8 ("Reset", fitted; the × circle, held
    /// out, 32.2); the weight is OpenUIKit's 65/255 and σ NoTomorrow's 2.8 pt (not seen over black).
    package static let screens26_4Dark = GlassRecipe(
        name: "regular glass, dark (iOS 26.4 screens)", sigma: 2.8, backdropWeight: 65.0 / 255, floor: 31.8 / 255,
        saturation: 1, rimAlpha: 0, rimWidth: 0,
        source:
            "Home Assistant iOS snapshot references, iOS 26.4 on screen, dark (\"Reset\", fitted; ×, held out); weight OpenUIKit's, σ NoTomorrow's",
        shadows: [screens26_4Shadow, screens26_4Ring])

    /// iOS 26.4's shadow: black at 3/255, 7.29 points down, σ 2.53 points, fitted on the pixels
    /// around the "Reset" capsule (−3 levels for 4 points below it, −1 by 10; none above or beside).
    /// Over black it cannot be seen: the dark glass keeps the light one's.
    package static let screens26_4Shadow = LayerShadow(
        offsetY: 7.29, radius: 2.53, color: RGBA8(r: 0, g: 0, b: 0, a: 3))
    /// iOS 26.4's hairline ring just outside the capsule: black at 84/255 (one pixel at 162 over
    /// 242, its outer neighbour half covered at 202), half a point wide ("Reset" and the ×
    /// circle alike). Over black it cannot be seen.
    package static let screens26_4Ring = LayerShadow(
        offsetY: 0, radius: 0, spread: 0.5, color: RGBA8(r: 0, g: 0, b: 0, a: 84))

    /// iOS 26.0, light: OpenUIKit's iOS 26.1 fill unchanged (it predicts 251, 251, 255 over the
    /// grouped background; the "Clear" capsule of `LocationHistoryListView`, held out for it,
    /// reads 252, 252, 255), a white rim two thirds of a point wide at full opacity (two pixels
    /// of 255 at @3x), the broad shadow below, and glyphs at 0.90 ("Clear" reads 25, 25, 28 where
    /// the label colour over 252 would be 0).
    package static let screens26_0Light = GlassRecipe(
        name: "regular glass, light (iOS 26.0 screens)", sigma: light.sigma, backdropWeight: light.backdropWeight,
        floor: light.floor, saturation: light.saturation, rimAlpha: 1, rimWidth: 2.0 / 3,
        source:
            "OpenUIKit _UIGlassMaterial's fill (iOS 26.1 probes), checked on Home Assistant's iOS 26.0 \"Clear\" capsule; its rim, shadow and glyph opacity fitted there",
        shadows: [screens26_0Shadow], glyphOpacity: 0.90)

    /// iOS 26.0, dark: over black the interior reads 25 ("Clear", dark), a light rim fading over
    /// a point (53, 46, 39 over 25: white at 0.09, one point wide), glyphs at 0.952 (244 over 25).
    /// The weight is OpenUIKit's, σ NoTomorrow's; the shadow the light glass's (not seen over black).
    package static let screens26_0Dark = GlassRecipe(
        name: "regular glass, dark (iOS 26.0 screens)", sigma: 2.8, backdropWeight: 65.0 / 255, floor: 25.0 / 255,
        saturation: 1, rimAlpha: 0.09, rimWidth: 1,
        source:
            "Home Assistant iOS snapshot references, iOS 26.0 on screen, dark (\"Clear\"); weight OpenUIKit's, σ NoTomorrow's",
        shadows: [screens26_0Shadow], glyphOpacity: 0.952)

    /// iOS 26.0's shadow: black at 20/255, 8.08 points down, σ 16.97 points: fitted on the pixels
    /// above and below the "Clear" capsule (−10 just below, −2 thirty points down, −5 above);
    /// the pixels beside it, held out, are within 2 levels.
    package static let screens26_0Shadow = LayerShadow(
        offsetY: 8.08, radius: 16.97, color: RGBA8(r: 0, g: 0, b: 0, a: 20))
}
