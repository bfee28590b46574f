/// A state a scene can ask for that a design may not model: BarScope refuses it there rather
/// than draw another design's picture in its place (``BarDesign/models(_:)``).
package enum SceneState: Sendable, CaseIterable {
    /// A push or pop between two navigation items.
    case transition
    /// A prompt line above the navigation bar's row.
    case prompt
    /// The search tab selected, which shows its search field.
    case searchTabSelected
    /// A search tab on a phone on its side.
    case searchTabInLandscape
    /// `UIGlassEffect` views of the app's own.
    case glassEffectViews
    /// A plain list's titled section headers (``PlainHeaderMetrics``): measured on iOS 15–18;
    /// iOS 26's header font was not found.
    case plainSectionHeaders
}

/// What a design says about a scene's bars beyond drawing them: the keys it does not draw and
/// why (``BarDesign/warnings(_:)``).
package struct DesignedBars: Sendable {
    package var navigationBar: BarAppearance
    package var tabBar: BarAppearance?
    package var toolbar: BarAppearance?
    /// The height of the slot a toolbar above a tab bar is given, home indicator included.
    package var toolbarSlot: Double
    /// The scene's release number, which messages name.
    package var releaseNumber: Int

    package init(
        navigationBar: BarAppearance, tabBar: BarAppearance?, toolbar: BarAppearance?, toolbarSlot: Double,
        releaseNumber: Int
    ) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.toolbarSlot = toolbarSlot
        self.releaseNumber = releaseNumber
    }
}

/// A warning a design gives about a scene: the key path and one sentence.
package struct DesignWarning: Sendable, Equatable {
    package var key: String
    package var message: String
}

extension BarDesign {
    /// Every state but the app's own glass views, which only the glass draws.
    package func models(_ state: SceneState) -> Bool { state != .glassEffectViews }
    /// Designs before the glass draw the same whatever is beneath.
    package var adaptsToContentBeneath: Bool { false }
    /// Designs before the glass have no scroll edge effect.
    package var drawsScrollEdgeEffects: Bool { false }
    /// No subtitle under a large title before the glass.
    package func largeSubtitleBand(scale: Int) -> Double { 0 }
    /// Nothing to say by default.
    package func warnings(_ bars: DesignedBars) -> [DesignWarning] { [] }
    /// Any background an appearance has is drawn.
    package func showsBackground(of appearance: BarAppearanceObject) -> Bool {
        !appearance.hasTransparentBackground
    }
    /// Before the glass a forced-visible background leaves the large title alone.
    package var largeTitleBesideVisibleBackground: Bool { true }
    /// A bar's colour is drawn as the picture shows.
    package func solverNote(tintingGlassView: Bool) -> String? { nil }
}
