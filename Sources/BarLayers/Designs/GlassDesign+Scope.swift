import Raster

/// What iOS 26's glass models of a scene, and what it says it does not draw.
extension GlassDesign {
    /// Not modelled yet on the glass: a transition, a prompt, the search tab's field and a search
    /// tab in landscape (no source measured them). The app's own glass views are.
    package func models(_ state: SceneState) -> Bool {
        switch state {
        case .glassEffectViews: true
        case .transition, .prompt, .searchTabSelected, .searchTabInLandscape, .plainSectionHeaders: false
        }
    }

    /// Light or dark glass follows the content beneath it (``GlassAdaptivity``).
    package var adaptsToContentBeneath: Bool { true }

    /// Content scrolled under a bar fades (``ScrollEdgeState``).
    package var drawsScrollEdgeEffects: Bool { true }

    package func solverNote(tintingGlassView: Bool) -> String? {
        tintingGlassView
            ? "the tint is drawn over the glass at its alpha (an estimate: two iOS 26 reports show an opaque tint as an opaque capsule; no pixel fit of a tinted glass exists), read inside the view's rim"
            // Said with the answer: on glass the colour is a choice Apple advises against.
            : "the appearance's colour is drawn under the glass capsules, as iOS 18 draws it but without the blur (Apple: it \"interferes with the glass appearance\"; medium-low confidence); for a glass view's UIGlassEffect tintColor, give --glass-frame"
    }

    /// Only an appearance's own colour or image is drawn, under the capsules (its material is
    /// not: ``GlassBarBackground``).
    package func showsBackground(of appearance: BarAppearanceObject) -> Bool {
        appearance.backgroundColor != nil || appearance.backgroundImage != nil
    }

    /// A forced-visible background keeps the title inline at the scroll edge (NativePHP/mobile-air
    /// pull request 284, 2026: `toolbarBackgroundVisibility(.visible)` "suppresses the large
    /// title" under Liquid Glass; medium).
    package var largeTitleBesideVisibleBackground: Bool { false }

    package func largeSubtitleBand(scale: Int) -> Double { metrics.largeSubtitleBand(scale: scale) }

    /// What a scene sets that the glass does not draw, each with the source that says so.
    package func warnings(_ bars: DesignedBars) -> [DesignWarning] {
        var found: [DesignWarning] = []
        func warn(_ key: String, _ message: String) { found.append(DesignWarning(key: key, message: message)) }
        let (navigationBar, release) = (bars.navigationBar, bars.releaseNumber)
        if navigationBar.tintColor != nil {
            warn(
                "navigationBar.tintColor",
                "iOS 26 draws bar buttons in labelColor and no longer colours them with the bar's tintColor (WWDC25; a public report, Kodi PR 1451); set the item's own tintColor, the colour on an appearance's buttonAppearance, or give the item style: prominent (filled with the tint)"
            )
        }
        if let tabBar = bars.tabBar {
            if bars.toolbar != nil {
                // The slot is the screen's: 86 points in portrait, 82 in landscape; both keep
                // 28 below the capsules.
                warn(
                    "toolbar",
                    "no source shows where iOS \(release) puts a navigation controller's toolbar beside the floating tab bar: BarScope stacks the toolbar's \(PointRect.format(bars.toolbarSlot))-point slot on the tab bar, as UIKit stacked them before (its capsules 28 above the tab bar's frame; an estimate)"
                )
            }
            if tabBar.unselectedItemTintColor != nil {
                warn(
                    "tabBar.unselectedItemTintColor",
                    "iOS 26 ignores it (a public report: code-payments/code-ios-app pull request 572); unselected items are drawn in labelColor; set stackedLayoutAppearance.normal.iconColor on an appearance instead"
                )
            }
            for (slot, object) in tabBar.appearances.sorted(by: { $0.key.rawValue < $1.key.rawValue })
            where object.backgroundColor != nil || object.backgroundImage != nil {
                warn(
                    "tabBar.\(slot.rawValue)",
                    "its background colour or image is not drawn on iOS 26: the tab bar floats on its glass capsule (reports: callstack/react-native-bottom-tabs issue 532, wix/react-native-navigation issue 8203; another, react-native-bottom-tabs pull request 509, saw an opaque bar: low confidence); configureWith: transparentBackground removes the glass"
                )
            }
            if tabBar.barTintColor != nil || tabBar.translucent != nil || tabBar.backgroundImage != nil {
                warn(
                    "tabBar",
                    "barTintColor, translucent and backgroundImage are not drawn on iOS 26: the tab bar floats on its glass capsule (no source shows them there; low confidence)"
                )
            }
        }
        if navigationBar.barTintColor != nil || navigationBar.translucent != nil {
            warn(
                navigationBar.barTintColor != nil ? "navigationBar.barTintColor" : "navigationBar.translucent",
                "not drawn on iOS 26: no source shows what it does there (the 26.1 decompile suggests the old background may still draw it; low confidence); use an appearance's backgroundColor to draw a colour under the glass"
            )
        }
        return found
    }
}
