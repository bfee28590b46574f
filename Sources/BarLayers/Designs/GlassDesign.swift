import Raster
import Typesetting

/// iOS 26+'s bars, Liquid Glass: transparent bars whose items sit on glass capsules, a
/// floating tab bar, the scroll edge effect; placed by the release's ``GlassMetrics``, which a
/// later release derives with what it changes (``GlassMetrics/with(_:)``).
package struct GlassDesign: BarDesign, Equatable {
    /// The bars' metrics.
    package var metrics: GlassMetrics

    package init(metrics: GlassMetrics) { self.metrics = metrics }

    package var generation: DesignGeneration { .glass }
    package var glassMetrics: GlassMetrics? { metrics }

    package func background(_ modern: ModernBackground?) -> any BarBackgroundModel {
        modern.map { GlassBarBackground(modern: $0) as any BarBackgroundModel } ?? LegacyBarBackground()
    }

    package func plan(_ kind: BarKind, _ layout: ContentLayout, modern: ModernBackground?) throws(FontError)
        -> ContentPlan
    {
        switch kind {
        case .navigationBar: return try layout.glassNavigationPlan()
        case .tabBar:
            // A transparent appearance the app configured takes the glass away. (Not the
            // appearance UIKit derives from the legacy properties, which starts from a
            // transparent one, nor the scroll edge's transparent copy.)
            let transparent =
                modern.map {
                    !$0.chosen.transparentFallback && $0.chosen.appearance.legacyNote == nil
                        && $0.chosen.appearance.configuredWith == .transparentBackground
                } ?? false
            return try layout.glassTabPlan(glass: !transparent)
        case .toolbar: return try layout.glassToolbarPlan()
        }
    }

    package func contentColors(_ bar: BarAppearance, object: BarAppearanceObject?, traits: Traits) -> ContentColors {
        var colors = ContentColors(appearance: bar, object: object, traits: traits)
        colors.drawOnGlass(
            bar, object: object, glass: traits.glassInterfaceStyle, metrics: metrics, fit: traits.glassFit)
        return colors
    }

    package func contentFonts(_ bar: BarAppearance, object: BarAppearanceObject?) -> ContentFonts {
        ContentFonts(appearance: bar, object: object)
    }

    /// Only the choice of appearance is worth a note (the legacy background, a translucent
    /// chrome material, is not drawn), then what iOS 26 does.
    package func backgroundNotes(_ bar: BarBuilder.Context) -> [String]? {
        guard let glass = bar.backgroundModel as? GlassBarBackground else { return nil }
        var notes: [String]
        if bar.kind == .tabBar {
            let gap = PointRect.format(
                bar.placement.position.compact
                    ? metrics.landscape.tabBarHeight - metrics.landscape.tabCapsuleHeight
                    : metrics.tab.barHeight - metrics.tab.capsuleHeight)
            let floats =
                bar.appearance.isMinimized
                ? "iOS 26: the tab bar is minimised (tabBarMinimizeBehavior \(bar.appearance.tabBarMinimizeBehavior.rawValue)): the selected tab's icon on one glass circle (geometry estimated)"
                : "iOS 26: the tab bar floats: its items on one glass capsule \(gap) pt above the screen's edge"
            notes = [floats + "; an appearance's background colour or image is not drawn"]
        } else {
            notes = [
                glass.drawsAppearance
                    ? "iOS 26: the appearance's colour or image is drawn under the glass capsules (Apple: it \"interferes with the glass appearance\"; medium-low)"
                    : "iOS 26: the bar's background is transparent (no blur, no hairline); its items sit on glass capsules"
            ]
        }
        if let adaptation = bar.traits.glassAdaptation { notes.append(adaptation) }
        if glass.modern.material != nil, glass.modern.chosen.appearance.legacyTint != nil {
            notes.append(
                "iOS 26: barTintColor is not drawn (no source shows it on iOS 26; the 26.1 decompile suggests _UIBarBackground may still draw it; low confidence)"
            )
        }
        return Array((bar.modern?.notes ?? []).prefix(1)) + notes
    }

    /// The bars start at the safe area's top (SweepPic: (0, 62, 402, 54) on a 402-point phone,
    /// safe area 62; OpenUIKit: [0, 59, 393, 54], safe area 59), 24 points down in landscape
    /// (``GlassLandscapeMetrics/barTop``); the navigation bar is 54 high; the toolbar's slot is
    /// 86 points (82 in landscape) and the `UITabBar` 83 (64 in landscape) whatever the home
    /// indicator, which is 20 in landscape.
    package func rows(_ screen: ScreenFacts) -> BarRows {
        let compact = screen.isCompactHeight
        var home = compact ? screen.landscapeHomeIndicatorInset : screen.homeIndicatorInset
        if compact, home > 0 { home = metrics.landscape.homeIndicatorInset }
        return BarRows(
            navigationBarTop: screen.showsStatusBar ? screen.topSafeAreaInset : metrics.landscape.barTop,
            navigationBarHeight: metrics.navigationBarHeight,
            toolbarHeight: (compact ? metrics.landscape.toolbarSlotHeight : metrics.toolbar.slotHeight) - home,
            tabBarHeight: (compact ? metrics.landscape.tabBarHeight : metrics.tab.barHeight) - home,
            homeIndicatorInset: home, toolbarKeepsInsetAboveTabBar: true)
    }
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

    package func layers(for role: ViewRole, named name: String, parent: ViewRole?, in bar: BarBuilder.Context)
        -> [Layer]
    {
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

    package func material(in bar: BarBuilder.Context) -> Material {
        GlassRecipe.recipe(bar.traits.glassInterfaceStyle, fit: bar.traits.glassFit).material
    }
}

extension BarAppearance {
    /// iOS 26: the colour an appearance draws under a navigation bar's glass capsules
    /// (``GlassBarBackground``), which is what the glass sits on and adapts to; nil when it
    /// draws none (or an image, which no measurement here reads), and for the floating bars,
    /// which do not draw it.
    package func colorUnderGlass(
        kind: BarKind, rules: AppearanceRules, position: BarPosition, style: UserInterfaceStyle
    ) -> RGBA8? {
        guard kind == .navigationBar else { return nil }
        let choice = chosenAppearance(
            kind: kind, rules: rules, position: position, legacy: legacyAppearance(kind: kind))
        let modern = ModernBackground(choice, trait: style, ignored: [])
        return modern.image == nil ? modern.color : nil
    }
}
