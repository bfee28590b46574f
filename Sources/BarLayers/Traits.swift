/// Which of SF Pro's tracking tables a release sets its text with.
public enum TrackingTable: Sendable, Equatable {
    /// Before iOS 14: the table Apple gave for SF UI Text and Display (two optical cuts).
    case sfUI
    /// iOS 14 and later: the HIG's table for the variable SF Pro.
    case sfPro
}

/// A status bar's generation: what its signal glyph is and how its battery is drawn.
public enum StatusBarGeneration: Sendable, Equatable {
    /// iOS 9–10: five signal dots, a solid battery outline.
    case signalDots
    /// iOS 11–12: four signal bars, a solid battery outline.
    case signalBars
    /// iOS 13 and later: four signal bars, the battery outline at 35 % (the design kit's outline
    /// opacity) around a full-strength level.
    case modern
}

/// `UIUserInterfaceIdiom`: the kind of device, which picks the bars' metrics (``PadBarMetrics``
/// for an iPad in regular width).
public enum Idiom: String, Sendable, CaseIterable {
    case phone, pad
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, CaseIterable {
    case compact, regular
}

/// `UITraitEnvironmentLayoutDirection`: the direction leading and trailing run in.
public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// `UISemanticContentAttribute`: whether a view follows the app's layout direction. Apple's
/// documentation (UIView.semanticContentAttribute): `unspecified` follows it; `playback` (media
/// controls) and `spatial` (controls whose sides mean directions) are never flipped;
/// `forceLeftToRight` and `forceRightToLeft` set it.
public enum SemanticContentAttribute: String, Sendable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// The direction a view with this attribute is laid out in, in an app laid out in `app`.
    public func direction(in app: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: return app
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}

/// `UIAccessibilityContrast`: Increase Contrast off or on.
public enum AccessibilityContrast: String, Sendable, CaseIterable {
    case normal, high
}

/// A scene's traits, resolved once, like UIKit's `UITraitCollection`: everything that varies
/// between releases, devices, orientations and settings, in one value that the builders ask,
/// instead of comparing version numbers or device flags each in their own way. It is the only
/// environment a bar's builder sees; a bar may override traits for itself
/// (``overriding(userInterfaceStyle:)``), as `overrideUserInterfaceStyle` does.
public struct Traits: Sendable, Equatable {
    /// The scene's release (`ios:`): its row, what it can do.
    public var release: IOSVersion
    /// The release whose bars are drawn: ``release``, or the one `UIDesignRequiresCompatibility`
    /// brings back where the release honours it (iOS 26's glass: iOS 18's bars; iOS 27 ignores it).
    public var drawnRelease: IOSVersion
    /// The design the bars are drawn in: the drawn release's (``BarDesign``).
    package var design: any BarDesign { drawnRelease.design }
    /// The design's generation, which messages name.
    public var generation: DesignGeneration { design.generation }
    public var idiom: Idiom
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var layoutDirection: LayoutDirection
    public var preferredContentSizeCategory: ContentSizeCategory
    public var userInterfaceStyle: UserInterfaceStyle
    public var accessibilityContrast: AccessibilityContrast
    /// Reduce Transparency (`UIAccessibility.isReduceTransparencyEnabled`).
    public var reduceTransparency: Bool
    /// The text's language (BCP 47), which picks fonts and, later, the layout direction.
    public var language: String
    /// Device pixels per point.
    public var displayScale: Int
    /// The app's `UIDesignRequiresCompatibility` (Info.plist): it asks for the design before
    /// the release's own where the release honours it. Elsewhere it changes nothing.
    public var requiresCompatibility: Bool
    /// The fonts titles and items are set in.
    public var fonts = FontSet()
    /// How the picture is taken: a layer capture records some colours as the screen does not
    /// (``ContentMetrics/TabItemMetrics/layerCaptureUnselected``).
    public var capture = Capture.screen
    /// iOS 26: the style the glass is drawn in (``GlassAppearance``): the bar's, or one forced
    /// (a bar's own override when its content decided it).
    public var glassAppearance = GlassAppearance.automatic
    /// iOS 26: why `automatic` glass was drawn in the style it was (``GlassAdaptivity``), for
    /// `tree` and `explain`; nil when nothing was measured.
    public var glassAdaptation: String?
    /// iOS 26: the fit of the glass a scene chose (``GlassFit``), nil for its design's own.
    package var glassFitChoice: GlassFit?

    /// The fit of the glass drawn: the scene's choice, else the design's (``GlassMetrics/glassFit``).
    package var glassFit: GlassFit { glassFitChoice ?? design.glassMetrics?.glassFit ?? .screens26_4 }

    public init(
        release: IOSVersion, idiom: Idiom = .phone, horizontalSizeClass: SizeClass = .compact,
        verticalSizeClass: SizeClass = .regular,
        layoutDirection: LayoutDirection = .leftToRight, preferredContentSizeCategory: ContentSizeCategory = .large,
        userInterfaceStyle: UserInterfaceStyle = .light, accessibilityContrast: AccessibilityContrast = .normal,
        reduceTransparency: Bool = false, language: String = "en", displayScale: Int,
        requiresCompatibility: Bool = false
    ) {
        self.release = release
        self.requiresCompatibility = requiresCompatibility
        // The release says whether it honours the opt-out and what it brings back (iOS 27 ignores it).
        drawnRelease = release.drawn(requiringCompatibility: requiresCompatibility)
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.reduceTransparency = reduceTransparency
        self.language = language
        self.displayScale = displayScale
    }

    /// These traits with the bar's own style (`overrideUserInterfaceStyle`).
    public func overriding(userInterfaceStyle style: UserInterfaceStyle) -> Traits {
        var traits = self
        traits.userInterfaceStyle = style
        return traits
    }

    /// The style the glass is drawn in: the forced one, else the bar's.
    public var glassInterfaceStyle: UserInterfaceStyle { glassAppearance.style(over: userInterfaceStyle) }

    /// A tab bar lays out its items inline, the title beside the icon: in compact height, on a
    /// release whose landscape tab bar is compact (iOS 11+, ``IOSVersion/compactLandscapeTabBar``).
    public var inlineTabItems: Bool {
        padBars
            ? drawnRelease.padBars.inlineTabItems
            : verticalSizeClass == .compact && drawnRelease.compactLandscapeTabBar
    }

    /// An iPad in regular width: its tab items take the release's iPad layout (``PadBarMetrics``);
    /// an iPad window of compact width lays them out as a phone does (its bars keep the iPad's
    /// heights, which the screen's rows carry).
    package var padBars: Bool { idiom == .pad && horizontalSizeClass == .regular }
}
