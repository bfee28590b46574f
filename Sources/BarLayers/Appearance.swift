import Raster

/// What `configureWith…` sets a `UIBarAppearance`'s background to.
public enum AppearanceBackground: String, Sendable, CaseIterable {
    /// `configureWithDefaultBackground`: the system chrome material and the default hairline
    /// (also what a new appearance starts with).
    case defaultBackground
    /// `configureWithOpaqueBackground`: `systemBackground`, no blur, the default hairline.
    case opaqueBackground
    /// `configureWithTransparentBackground`: no blur, no colour, no hairline.
    case transparentBackground
}

/// How an image view fits its image (`UIView.ContentMode`, the modes a bar's background image
/// takes; UIKit reads `redraw` as `scaleToFill`).
public enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// A bar button's or a tab item's colours for one state (`UIBarButtonItemStateAppearance`,
/// `UITabBarItemStateAppearance`).
public struct ItemStateAppearance: Sendable, Equatable {
    public var titleTextAttributes = TextAttributes()
    /// A tab item's icon colour.
    public var iconColor: DynamicColor?
    public init() {}
}

/// A `UIBarAppearance` (`UINavigationBarAppearance`, `UITabBarAppearance`,
/// `UIToolbarAppearance`): the background and hairline a bar draws in one of its states, and
/// its text colours. Sources: UIKit's `UIBarAppearance.h` (what each property draws and in which
/// order), Apple's documentation of the `configureWith…` methods, and UIKit's
/// `_UIBarBackgroundAppearanceData` as decompiled from the iOS 18.2 restore image (what each
/// method sets).
public struct BarAppearanceObject: Sendable, Equatable {
    /// The last `configureWith…` (a new appearance is configured with the default background).
    public private(set) var configuredWith: AppearanceBackground = .defaultBackground
    /// Composited first.
    public var backgroundEffect: BlurStyle?
    /// Composited over the effect.
    public var backgroundColor: DynamicColor?
    /// Composited over the colour, fitted by ``backgroundImageContentMode``.
    public var backgroundImage: BarImage?
    public var backgroundImageContentMode: ContentMode = .scaleToFill
    /// The hairline's colour; nil (or clear) draws no hairline unless ``shadowImage`` is set.
    public var shadowColor: DynamicColor?
    /// A custom hairline image (a template one takes ``shadowColor``; BarScope draws it as is).
    public var shadowImage: BarImage?
    public var titleTextAttributes = TextAttributes()
    public var largeTitleTextAttributes = TextAttributes()
    /// Plain and done bar buttons, normal state (`buttonAppearance.normal`, `doneButtonAppearance.normal`).
    public var buttonAppearance = ItemStateAppearance()
    public var doneButtonAppearance = ItemStateAppearance()
    /// A navigation bar's back button, normal state (`backButtonAppearance.normal`): its title;
    /// the chevron keeps the tint.
    public var backButtonAppearance = ItemStateAppearance()
    /// A tab bar's items in the stacked layout (`stackedLayoutAppearance.normal` and `.selected`).
    public var stackedNormal = ItemStateAppearance()
    public var stackedSelected = ItemStateAppearance()
    /// Set only when UIKit derives the appearance from the legacy properties: a translucent
    /// bar's `barTintColor`, drawn through UIKit's private tinted blur style, and the alpha of an
    /// opaque image on a translucent bar (``BarAppearance/legacyAppearance(kind:)``).
    var legacyTint: RGBA8?
    var legacyImageAlpha = 1.0
    /// What the legacy mapping ignored or chose, for `tree` and `explain`.
    var legacyNote: String?

    public init(configureWith background: AppearanceBackground = .defaultBackground) {
        configure(with: background)
    }

    /// Resets the background and the hairline as the method of that name does, leaving the text
    /// and item attributes.
    public mutating func configure(with background: AppearanceBackground) {
        configuredWith = background
        legacyTint = nil
        legacyImageAlpha = 1
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowImage = nil
        switch background {
        case .defaultBackground:
            backgroundEffect = .systemChromeMaterial
            backgroundColor = nil
            shadowColor = SemanticColors.chromeShadow
        case .opaqueBackground:
            backgroundEffect = nil
            backgroundColor = SemanticColors.systemBackground
            shadowColor = SemanticColors.chromeShadow
        case .transparentBackground:
            backgroundEffect = nil
            backgroundColor = nil
            shadowColor = nil
        }
    }

    /// Whether nothing is drawn behind the content (`_hasTransparentBackground`).
    public var hasTransparentBackground: Bool {
        backgroundEffect == nil && legacyTint == nil && backgroundColor == nil && backgroundImage == nil
    }

    /// The same appearance with a transparent background and no hairline: what UIKit uses at the
    /// scroll edge when no scroll-edge appearance is set (Apple's `scrollEdgeAppearance` docs).
    public var withTransparentBackground: BarAppearanceObject {
        var copy = self
        copy.configure(with: .transparentBackground)
        copy.configuredWith = configuredWith
        return copy
    }
}

/// The four appearances of a bar, by UIKit's property names.
public enum AppearanceSlot: String, Sendable, CaseIterable {
    case standardAppearance, scrollEdgeAppearance, compactAppearance, compactScrollEdgeAppearance

    /// The first modelled release whose row offers the property on a bar kind
    /// (``AppearanceRules/offers(_:on:)``).
    public func introduced(on kind: BarKind) -> Int {
        IOSVersion.all.first { $0.offers(self, on: kind) }?.number ?? Int.max
    }

    /// Whether a bar kind has the property at all (a tab bar has no compact appearances).
    public func exists(on kind: BarKind) -> Bool {
        !(kind == .tabBar && (self == .compactAppearance || self == .compactScrollEdgeAppearance))
    }
}

/// How a release chooses among a bar's appearances.
public struct AppearanceRules: Sendable, Equatable {
    /// iOS 15 and later: every bar uses its scroll-edge appearance at the scroll edge, and a
    /// missing one means the standard appearance with a transparent background. Before: only a
    /// navigation bar showing a large title (Apple's `scrollEdgeAppearance` documentation).
    public let scrollEdgeForEveryBar: Bool
    /// iOS 15 and later: the slots that arrived with it, tab bars' and toolbars' scroll-edge
    /// appearances and navigation bars' and toolbars' compact scroll-edge appearances (UIKit
    /// headers' availability: `API_AVAILABLE(ios(15.0))`); iOS 13 has the standard appearance
    /// on every bar, and the compact and scroll-edge ones on a navigation bar (compact on a
    /// toolbar too).
    public let iOS15Slots: Bool

    public init(scrollEdgeForEveryBar: Bool, iOS15Slots: Bool) {
        self.scrollEdgeForEveryBar = scrollEdgeForEveryBar
        self.iOS15Slots = iOS15Slots
    }

    /// Whether a bar kind has the appearance property in these rules' releases.
    public func offers(_ slot: AppearanceSlot, on kind: BarKind) -> Bool {
        guard slot.exists(on: kind) else { return false }
        switch (slot, kind) {
        case (.standardAppearance, _), (.compactAppearance, .navigationBar), (.compactAppearance, .toolbar),
            (.scrollEdgeAppearance, .navigationBar):
            return true
        default:
            return iOS15Slots
        }
    }

    /// iOS 13 and 14.
    public static let ios13 = AppearanceRules(scrollEdgeForEveryBar: false, iOS15Slots: false)
    /// iOS 15 and later.
    public static let ios15 = AppearanceRules(scrollEdgeForEveryBar: true, iOS15Slots: true)
}

/// Where a bar is, for choosing its appearance.
public struct BarPosition: Sendable, Equatable {
    /// Whether the content's scrolling edge meets the bar: a list at its top (a navigation bar)
    /// or its bottom (a tab bar or toolbar), or content that does not scroll.
    public var atScrollEdge: Bool
    /// Why, in words (`the list is at its top`).
    public var scrollEdgeReason: String
    /// Compact height (landscape on a phone).
    public var compact: Bool
    /// A navigation bar showing its large title.
    public var showsLargeTitle: Bool
    /// How far the content runs under the bar's edge, in points: past a navigation bar's bottom,
    /// or on beyond a bottom bar's top; 0 (or less) at the edge. iOS 26's scroll edge effect
    /// shows from a depth on (``EdgeEffectProfile/engagesAfter``).
    public var depthUnder: Double

    public init(
        atScrollEdge: Bool, scrollEdgeReason: String, compact: Bool = false, showsLargeTitle: Bool = false,
        depthUnder: Double = 0
    ) {
        self.atScrollEdge = atScrollEdge
        self.scrollEdgeReason = scrollEdgeReason
        self.compact = compact
        self.showsLargeTitle = showsLargeTitle
        self.depthUnder = depthUnder
    }
}

/// The appearance a bar draws and why.
public struct ChosenAppearance: Sendable, Equatable {
    public var appearance: BarAppearanceObject
    /// Whether UIKit substituted a transparent background (no scroll-edge appearance set).
    public var transparentFallback = false
    /// In words, for `tree` and `explain`: `scrollEdgeAppearance is not set: standardAppearance
    /// with a transparent background (iOS 15+, the list is at its top)`.
    public var reason: String
}

extension BarAppearance {
    /// The appearances of the item the bar shows: a navigation bar's top item, a tab bar's
    /// selected item (empty when it has none).
    public var itemAppearances: [AppearanceSlot: BarAppearanceObject] {
        if let topItem { return topItem.appearances }
        guard let selectedIndex, tabItems.indices.contains(selectedIndex) else { return [:] }
        return tabItems[selectedIndex].appearances
    }

    /// Whether the scene set any appearance object on the bar or on the item it shows.
    public var hasAppearanceObjects: Bool { !appearances.isEmpty || !itemAppearances.isEmpty }

    /// The bar's appearance in `position` under a release's `rules`: UIKit's choice among the
    /// item's and the bar's appearances, in the orders `UINavigationBar.h` (iOS 15 SDK) spells
    /// out, each appearance used whole:
    ///
    /// - normal: the item's standard, the bar's standard;
    /// - compact height: the item's compact, the bar's compact, then the normal order;
    /// - at the scroll edge: the item's scroll edge, the bar's scroll edge;
    /// - compact at the scroll edge: the item's compact scroll edge, the bar's, then the scroll
    ///   edge order.
    ///
    /// When no scroll-edge appearance is found at the scroll edge, UIKit uses the compact or
    /// normal choice with a transparent background (Apple's `scrollEdgeAppearance` docs: "the
    /// settings found in the standardAppearance property, modified to use a transparent
    /// background"). Before iOS 15 only a navigation bar showing a large title is ever at its
    /// scroll edge for this choice (Apple's `scrollEdgeAppearance` documentation). A tab bar's
    /// item is its selected one (`UITabBarItem.standardAppearance`: "when set and this item is
    /// selected, overrides the hosting tab bar's standardAppearance"). Without any appearance
    /// object, the bar's standard appearance is the one UIKit derives from the legacy
    /// properties (`legacy`).
    public func chosenAppearance(
        kind: BarKind, rules: AppearanceRules, position: BarPosition, legacy: BarAppearanceObject
    ) -> ChosenAppearance {
        let item = itemAppearances
        let owner = kind == .tabBar ? "the selected item's" : "the top item's"
        /// The first of `slots` set, on the item before the bar, with its name.
        func first(_ slots: [AppearanceSlot]) -> (BarAppearanceObject, String)? {
            for slot in slots {
                if let object = item[slot] { return (object, "\(owner) \(slot.rawValue)") }
                if let object = appearances[slot] { return (object, slot.rawValue) }
            }
            return nil
        }
        let standard =
            first([.standardAppearance])
            ?? (legacy, "the appearance UIKit derives from the legacy properties")
        var (base, baseName) = standard
        var compactNote = ""
        if position.compact {
            if let compact = first([.compactAppearance]) {
                (base, baseName) = compact
                compactNote = "compact height; "
            } else if kind != .tabBar {
                compactNote = "compact height, no compactAppearance; "
            }
        }
        let usesScrollEdge =
            position.atScrollEdge
            && (rules.scrollEdgeForEveryBar || (kind == .navigationBar && position.showsLargeTitle))
        guard usesScrollEdge else {
            let why =
                position.atScrollEdge
                ? "before iOS 15 only a large-title navigation bar uses its scroll-edge appearance"
                : "not at the scroll edge: \(position.scrollEdgeReason)"
            return ChosenAppearance(appearance: base, reason: "\(baseName) (\(compactNote)\(why))")
        }
        let edgeReason = "at the scroll edge: \(position.scrollEdgeReason)"
        let edgeSlots: [AppearanceSlot] =
            position.compact ? [.compactScrollEdgeAppearance, .scrollEdgeAppearance] : [.scrollEdgeAppearance]
        if let (edge, name) = first(edgeSlots) {
            return ChosenAppearance(
                appearance: edge, reason: "\(name) (\(position.compact ? "compact height, " : "")\(edgeReason))")
        }
        let rule = rules.scrollEdgeForEveryBar ? "iOS 15+" : "iOS 13–14, a large title"
        let missing =
            position.compact
            ? "neither compactScrollEdgeAppearance nor scrollEdgeAppearance is set" : "scrollEdgeAppearance is not set"
        return ChosenAppearance(
            appearance: base.withTransparentBackground, transparentFallback: true,
            reason:
                "\(missing), so \(baseName) with a transparent background and no hairline (\(compactNote)\(rule); \(edgeReason))"
        )
    }
}
