import Raster

/// The colours of a bar's content: its titles, its buttons, its tab items.
///
/// iOS 7–12 (legacy properties): titles from `titleTextAttributes`, else white on a black bar
/// and black otherwise; items in `tintColor`, else system blue; unselected tab items in
/// `unselectedItemTintColor`, else grey 0.572549 (ContentMetrics).
///
/// iOS 13+: the appearance object the bar shows decides first (its `titleTextAttributes`,
/// `buttonAppearance`, `doneButtonAppearance`, `stackedLayoutAppearance`); the legacy text
/// attributes count only without appearance objects (UIKit uses an appearance whole); then
/// `tintColor`; then the semantic defaults, resolved in the bar's trait (a black bar is dark):
/// `label` for titles, `systemBlue` for items, `systemRed` for badges, and Flutter's
/// `CupertinoColors.inactiveGray` (#999999 light, #757575 dark) for unselected tab items, as
/// UIKit's vibrant unselected items are not a plain colour (medium).
package struct ContentColors: Sendable, Equatable {
    package var title: RGBA8
    package var largeTitle: RGBA8
    package var item: RGBA8
    /// Whether an appearance sets the buttons' title colour (which an item's own tint does not
    /// override).
    package var itemTitleSetByAppearance = false
    package var doneItem: RGBA8
    /// The back button's title (the chevron takes ``item``).
    package var backTitle: RGBA8
    package var tabSelectedIcon: RGBA8
    package var tabSelectedTitle: RGBA8
    package var tabNormalIcon: RGBA8
    package var tabNormalTitle: RGBA8
    package var badge: RGBA8
    /// iOS 26: a prominent button's capsule (``GlassMetrics/prominentFillOpacity``) and its title or
    /// glyph on it; the done colours before iOS 26, where nothing is filled.
    package var prominentFill: RGBA8? = nil
    package var prominentContent: RGBA8? = nil

    /// iOS 26's systemBlue, which differs from iOS 18's #007aff: #0088ff light (herclyon1/maa's
    /// tokens, read off an iOS 27 simulator), #0091ff dark (measured in SweepPic's iOS 26.0.1
    /// dump); medium confidence.
    package static let systemBlue26 = RGBA8(hex: "#0088ff")!
    package static let systemBlue26Dark = RGBA8(hex: "#0091ff")!

    /// Flutter's `CupertinoColors.inactiveGray`.
    package static let inactiveGray = DynamicColor(
        light: RGBA8(hex: "#999999")!, dark: RGBA8(hex: "#757575")!, name: "inactiveGray")

    /// The colours of iOS 7–12's bars, from the legacy properties alone (``LegacyDesign``).
    init(legacy bar: BarAppearance) {
        let title = bar.titleTextAttributes.foregroundColor?.light ?? (bar.barStyle == .black ? .white : .black)
        let tint = bar.tintColor ?? ContentMetrics.systemBlue
        self.title = title
        largeTitle = bar.largeTitleTextAttributes.foregroundColor?.light ?? title
        item = tint
        doneItem = tint
        backTitle = tint
        tabSelectedIcon = tint
        tabSelectedTitle = tint
        tabNormalIcon = bar.unselectedItemTintColor ?? ContentMetrics.tabUnselectedLegacy
        tabNormalTitle = tabNormalIcon
        badge = ContentMetrics.badgeColor
    }

    /// The colours of iOS 13+'s bars (``AppearanceDesign``), in the style of `traits`: what a
    /// layer capture records of an unselected tab item is the release's
    /// (``ContentMetrics/TabItemMetrics/layerCaptureUnselected``).
    init(appearance bar: BarAppearance, object: BarAppearanceObject?, traits: Traits) {
        let trait = bar.trait(traits.userInterfaceStyle)
        let legacyText = bar.hasAppearanceObjects ? nil : bar.titleTextAttributes.foregroundColor
        let legacyLarge = bar.hasAppearanceObjects ? nil : bar.largeTitleTextAttributes.foregroundColor
        let title = (object?.titleTextAttributes.foregroundColor ?? legacyText ?? SemanticColors.label).resolved(trait)
        self.title = title
        largeTitle = (object?.largeTitleTextAttributes.foregroundColor ?? legacyLarge)?.resolved(trait) ?? title
        let tint = bar.tintColor ?? SemanticColors.systemBlue.resolved(trait)
        item = object?.buttonAppearance.titleTextAttributes.foregroundColor?.resolved(trait) ?? tint
        itemTitleSetByAppearance = object?.buttonAppearance.titleTextAttributes.foregroundColor != nil
        doneItem = object?.doneButtonAppearance.titleTextAttributes.foregroundColor?.resolved(trait) ?? item
        backTitle = object?.backButtonAppearance.titleTextAttributes.foregroundColor?.resolved(trait) ?? item
        tabSelectedIcon = object?.stackedSelected.iconColor?.resolved(trait) ?? tint
        tabSelectedTitle =
            object?.stackedSelected.titleTextAttributes.foregroundColor?.resolved(trait) ?? tabSelectedIcon
        // A colour the app sets; else the release's, or what a layer capture records of it.
        let setNormal = object?.stackedNormal.iconColor?.resolved(trait) ?? bar.unselectedItemTintColor
        let captured = traits.capture == .layer ? traits.drawnRelease.tabItems.layerCaptureUnselected : nil
        tabNormalIcon = setNormal ?? captured?.icon ?? Self.inactiveGray.resolved(trait)
        tabNormalTitle =
            object?.stackedNormal.titleTextAttributes.foregroundColor?.resolved(trait) ?? setNormal ?? captured?.title
            ?? tabNormalIcon
        badge = SemanticColors.systemRed.resolved(trait)
    }

    /// iOS 26's colours (``GlassDesign``): the appearance generation's, then what the glass
    /// changes. The buttons are drawn on the glass, in its style `glass`.
    mutating func drawOnGlass(
        _ bar: BarAppearance, object: BarAppearanceObject?, glass trait: UserInterfaceStyle, metrics: GlassMetrics,
        fit: GlassFit
    ) {
        // iOS 26: "Bar buttons use labelColor by default to improve legibility" (WWDC25,
        // "Build a UIKit app with the new design"); the bar's tintColor no longer colours
        // them (a public report: xbmc/Official-Kodi-Remote-iOS PR 1451). An appearance's
        // button colour still does.
        let label = SemanticColors.label.resolved(trait)
        // Vibrancy: a button's label colour on the glass at its fit's opacity (iOS 26.0's
        // captures: "Clear" at 25 over 252, not 0; ``GlassRecipe/glyphOpacity``).
        let onGlass = label.with(
            alpha: UInt8((Double(label.a) * GlassRecipe.recipe(trait, fit: fit).glyphOpacity).rounded()))
        item = object?.buttonAppearance.titleTextAttributes.foregroundColor?.resolved(trait) ?? onGlass
        doneItem = object?.doneButtonAppearance.titleTextAttributes.foregroundColor?.resolved(trait) ?? item
        backTitle = item
        // The tab bar: the selected item in the tint (iOS 26's systemBlue unless set), the
        // others in labelColor through the glass; unselectedItemTintColor no longer applies
        // (a public report: code-payments/code-ios-app pull request 572).
        let blue = (trait == .dark ? Self.systemBlue26Dark : Self.systemBlue26)
        tabSelectedIcon = object?.stackedSelected.iconColor?.resolved(trait) ?? bar.tintColor ?? blue
        tabSelectedTitle =
            object?.stackedSelected.titleTextAttributes.foregroundColor?.resolved(trait) ?? tabSelectedIcon
        tabNormalIcon = object?.stackedNormal.iconColor?.resolved(trait) ?? label
        badge = trait == .dark ? metrics.tab.badgeColorDark : metrics.tab.badgeColor
        // A prominent button: filled with the tint (the bar's or iOS 26's systemBlue), its
        // content white unless the done appearance colours it (OpenUIKit: "tintColor-filled
        // platter, white content").
        prominentFill = bar.tintColor ?? blue
        prominentContent =
            object?.doneButtonAppearance.titleTextAttributes.foregroundColor?.resolved(trait)
            ?? metrics.prominentContent
        tabNormalTitle = object?.stackedNormal.titleTextAttributes.foregroundColor?.resolved(trait) ?? tabNormalIcon
    }
}

/// The fonts and kerning text attributes give a bar's content, chosen by the rules of
/// ``ContentColors``: before iOS 13 the bar's `titleTextAttributes` and
/// `largeTitleTextAttributes`; from iOS 13 the appearance object the bar shows, key by key,
/// then the legacy attributes if the bar has no appearance objects. A done button takes its
/// `doneButtonAppearance` alone (UIKit's is an appearance of its own, set up bold, not a copy of
/// `buttonAppearance`); a tab label its state's. What no attribute sets stays UIKit's default.
/// The back button's title takes `backButtonAppearance`. Not modelled: the legacy per-item
/// `setTitleTextAttributes(_:for:)`.
package struct ContentFonts: Sendable, Equatable {
    package var title = TextAttributes()
    package var largeTitle = TextAttributes()
    package var item = TextAttributes()
    package var doneItem = TextAttributes()
    package var backTitle = TextAttributes()
    package var tabNormal = TextAttributes()
    package var tabSelected = TextAttributes()

    package init() {}

    /// Before iOS 13 (``LegacyDesign``): the bar's title attributes alone.
    init(legacy bar: BarAppearance) {
        title = bar.titleTextAttributes
        largeTitle = bar.largeTitleTextAttributes
    }

    /// iOS 13+ (``AppearanceDesign``, ``GlassDesign``): the appearance object the bar shows, then
    /// the legacy attributes if the bar has no appearance objects.
    init(appearance bar: BarAppearance, object: BarAppearanceObject?) {
        let legacy = bar.hasAppearanceObjects ? nil : bar
        func merged(_ own: TextAttributes?, _ legacy: TextAttributes?) -> TextAttributes {
            TextAttributes(font: own?.font ?? legacy?.font, kern: own?.kern ?? legacy?.kern)
        }
        title = merged(object?.titleTextAttributes, legacy?.titleTextAttributes)
        largeTitle = merged(object?.largeTitleTextAttributes, legacy?.largeTitleTextAttributes)
        item = merged(object?.buttonAppearance.titleTextAttributes, nil)
        doneItem = merged(object?.doneButtonAppearance.titleTextAttributes, nil)
        backTitle = merged(object?.backButtonAppearance.titleTextAttributes, nil)
        tabNormal = merged(object?.stackedNormal.titleTextAttributes, nil)
        tabSelected = merged(object?.stackedSelected.titleTextAttributes, nil)
    }
}

extension BarAppearance {
    /// The bar's own trait: its `overrideUserInterfaceStyle` when set; else a black bar is dark
    /// whatever the screen's (UIKit gives a `barStyle = .black` bar a dark trait collection on
    /// iOS 13+); else the screen's. (Which of an override and a black bar style wins is not
    /// sourced: the explicit override is taken.)
    public func trait(_ scene: UserInterfaceStyle) -> UserInterfaceStyle {
        overrideUserInterfaceStyle ?? (barStyle == .black ? .dark : scene)
    }

    /// The bar with its system `barTintColor` (``barTintSystemColor``) resolved in its own trait
    /// on a screen of `scene`'s style: a dark screen, or a black bar, gives the dark value.
    package func resolvingBarTint(in scene: UserInterfaceStyle) -> BarAppearance {
        guard let system = barTintSystemColor else { return self }
        var bar = self
        bar.barTintColor = system.resolved(trait(scene))
        return bar
    }
}
