import Raster

/// Which UIKit bar a stack belongs to.
public enum BarKind: String, Sendable, CaseIterable {
    case navigationBar, tabBar, toolbar

    /// The bar's own class.
    public var className: String {
        switch self {
        case .navigationBar: return "UINavigationBar"
        case .tabBar: return "UITabBar"
        case .toolbar: return "UIToolbar"
        }
    }

    /// Top-attached bars (the navigation bar) extend their background up under the status bar
    /// and hang the hairline below their bottom edge; bottom-attached bars (tab bar, toolbar)
    /// extend down over the home indicator and draw the hairline above their top edge.
    public var isTopAttached: Bool { self == .navigationBar }
}

/// What a view of a bar's private stack is for. ``BarBuilder`` fills each role from the bar's
/// properties: whether the view is there, its frame, and what it draws.
public enum ViewRole: Hashable, Sendable {
    /// The bar itself (`UINavigationBar`, `UITabBar`, `UIToolbar`).
    case bar
    /// The background view, beneath everything; it reaches up under the status bar (a
    /// top-attached bar) or down over the home indicator. `showsImage` when it is itself an
    /// image view that shows a custom background image (iOS 9's `_UINavigationBarBackground`).
    case background(showsImage: Bool)
    /// The image view that shows a custom background image; there only with one.
    case backgroundImage
    /// The shadow: one device pixel of the hairline colour, or a custom shadow image, below a
    /// top-attached bar and above a bottom-attached one.
    case shadow
    /// The blur branch; there when the bar is translucent without a custom image.
    case effect
    /// The live blur of what is beneath, through the material's stages; `drawsOverlays` when
    /// the same view also draws the material's colour layers (iOS 9's `_UIBackdropEffectView`).
    case backdrop(drawsOverlays: Bool)
    /// One view for each of the material's colour layers (the filter views).
    case overlays
    /// iOS 13+: the image view that draws the appearance's background colour and image, over
    /// the effect view (`colorAndImageView1` of `_UIBarBackground`).
    case colorAndImage
    /// iOS 13+: the hairline's content view, inside the shadow view; it draws the shadow colour
    /// or image (`_UIBarBackgroundShadowContentImageView`).
    case shadowContent
    /// The `barTintColor` filter view; `alwaysPresent` when it exists without a tint too.
    case colorTint(alwaysPresent: Bool)
    /// A view of the bar's content (title, buttons, prompt), shown in the tree.
    case content(ContentRole)
    /// iOS 26: the scroll view's edge effect under the bar (``ScrollEdgeState``), there when the
    /// scene's content scrolls.
    case scrollEdgeEffect
}

/// Which row of buttons a bar button is in.
public enum ContentSide: String, Hashable, Sendable {
    case leading, trailing, toolbar
}

/// The content views of a bar: what it shows besides its background.
public enum ContentRole: Hashable, Sendable {
    /// `_UINavigationBarContentView`: the 44 pt row of title and buttons (iOS 11+).
    case contentView
    /// The title (a `UILabel`, or iOS 9–10's `UINavigationItemView` holding one).
    case title
    /// The back button: the chevron and the previous item's title.
    case backButton
    /// The back chevron (`_UINavigationBarBackIndicatorView`, or the image in iOS 11's back button).
    case backIndicator
    /// A row of bar buttons (iOS 11's `_UIButtonBarStackView`).
    case itemStack(ContentSide)
    /// One bar button (one view per item).
    case item(ContentSide)
    /// `_UINavigationBarLargeTitleView`: the large title below the row (iOS 11+); shown with large titles.
    case largeTitle
    /// `_UINavigationBarModernPromptView`: the prompt line (iOS 11+).
    case prompt
    /// One tab bar item's button (`UITabBarButton`).
    case tabButton
    /// A tab item's badge (`_UIBadgeView`).
    case badge
    /// The label inside one of the above (its title).
    case label
    /// The image inside one of the above (its icon).
    case image
    /// iOS 26: the container of a navigation bar's glass capsules (`NavigationBarPlatterContainer`).
    case platterContainer
    /// iOS 26: one glass capsule and the buttons on it (`PlatterView`).
    case platter
    /// iOS 26: a capsule's glass (`PlatterGlassView`): the backdrop through ``GlassRecipe`` and its rim.
    case glass
    /// iOS 26: the tab bar's lens over the selected item (`_UILiquidLensView`), holding the pill.
    case lens
    /// iOS 26: the tab bar's selection pill under the selected item (`_UITabSelectionView`).
    case selection
    /// iOS 26: the navigation item's subtitle under the title (`NavigationBarSubtitleView`).
    case subtitle
    /// iOS 26: the subtitle's label in the large-title view, under the large title.
    case largeSubtitle
}

/// One view of a stack: its class, its role, and its subviews, bottom to top.
public struct ViewTemplate: Sendable, Equatable {
    public let className: String
    public let role: ViewRole
    public let children: [ViewTemplate]
    /// Hidden unless the role shows it (a content view UIKit keeps hidden).
    public let isHidden: Bool

    public init(_ className: String, _ role: ViewRole, isHidden: Bool = false, _ children: [ViewTemplate] = []) {
        self.className = className
        self.role = role
        self.isHidden = isHidden
        self.children = children
    }
}

/// The private view stack of a UIKit bar on one iOS version, as data: a tree of views by role,
/// which ``BarBuilder`` fills from the bar's properties. The bar's own view is the root.
public struct BarStack: Sendable, Equatable {
    public let kind: BarKind
    /// The bar's subviews, bottom to top (the root's children).
    public let subviews: [ViewTemplate]
    /// The material of the blur branch for each bar style.
    public let materials: [BarStyle: Material]
    /// How the bar's buttons sit (UIKit's two generations of bar buttons).
    public let buttonLayout: ContentMetrics.ButtonLayout
    /// How the bar chooses among its appearance objects (iOS 13+); nil for the stacks before
    /// them, which draw from the legacy properties alone.
    public let appearanceRules: AppearanceRules?
    /// Where the stack comes from.
    public let source: String
    public init(
        kind: BarKind, subviews: [ViewTemplate],
        materials: [BarStyle: Material] = [.default: Materials.legacyBarDefault, .black: Materials.legacyBarBlack],
        buttonLayout: ContentMetrics.ButtonLayout = ContentMetrics.buttonBar, appearanceRules: AppearanceRules? = nil,
        source: String
    ) {
        self.kind = kind
        self.subviews = subviews
        self.materials = materials
        self.buttonLayout = buttonLayout
        self.appearanceRules = appearanceRules
        self.source = source
    }

    /// The stack as a tree whose root is the bar.
    public var root: ViewTemplate { ViewTemplate(kind.className, .bar, subviews) }

    /// The material of the stack's blur branch for a bar style.
    public func material(style: BarStyle) -> Material { materials[style] ?? Materials.legacyBar(style: style) }
}

/// Stacks, by version. Navigation bar sources: seed 003 prints the stacks of iOS 9, 10 and 11
/// for a default bar; seed 000 adds the second filter view that a `barTintColor` brings on
/// iOS 10, and the image view that a background image brings; seeds 001 and 002 say the blur
/// branch is absent on opaque bars and that the background image view sits at the bottom of
/// `_UIBarBackground`. Tab bar and toolbar sources are named on their stacks.
extension BarStack {
    // Parts shared by several stacks.
    private static let imageView = "UIImageView"
    private static let ios9Effect = ViewTemplate(
        "_UIBackdropView", .effect,
        [
            ViewTemplate("_UIBackdropEffectView", .backdrop(drawsOverlays: true)),
            ViewTemplate("UIView", .colorTint(alwaysPresent: true)),
        ])
    private static func effect(_ subview: String) -> ViewTemplate {
        ViewTemplate(
            "UIVisualEffectView", .effect,
            [
                ViewTemplate("_UIVisualEffectBackdropView", .backdrop(drawsOverlays: false)),
                ViewTemplate(subview, .overlays),
                ViewTemplate(subview, .colorTint(alwaysPresent: false)),
            ])
    }
    /// iOS 10's `_UIBarBackground`, shared by every bar from iOS 10: the background image
    /// view at the bottom, the hairline, the blur branch (whose filter views are
    /// `_UIVisualEffectFilterView` on iOS 10 and `_UIVisualEffectSubview` on iOS 11).
    private static func barBackground(_ effectSubview: String) -> ViewTemplate {
        ViewTemplate(
            "_UIBarBackground", .background(showsImage: false),
            [
                ViewTemplate(imageView, .backgroundImage), ViewTemplate(imageView, .shadow), effect(effectSubview),
            ])
    }

    /// The content views of iOS 7–10's navigation bar, after the background: the back chevron
    /// (seed 003 prints it, hidden, on a bar with no items), the title (`UINavigationItemView`
    /// holding a `UILabel`), the back button's title (`UINavigationItemButtonView`) and the
    /// buttons (`UINavigationButton`): public view dumps of iOS 9 and 10 bars (ContentMetrics).
    private static let navigationItemViews: [ViewTemplate] = [
        ViewTemplate("_UINavigationBarBackIndicatorView", .content(.backIndicator), isHidden: true),
        ViewTemplate("UINavigationItemView", .content(.title), [ViewTemplate("UILabel", .content(.label))]),
        ViewTemplate("UINavigationItemButtonView", .content(.backButton), [ViewTemplate("UILabel", .content(.label))]),
        ViewTemplate("UINavigationButton", .content(.item(.leading)), buttonParts),
        ViewTemplate("UINavigationButton", .content(.item(.trailing)), buttonParts),
    ]
    /// A button's title or icon.
    private static let buttonParts = [
        ViewTemplate("UIButtonLabel", .content(.label)), ViewTemplate(imageView, .content(.image)),
    ]
    /// iOS 11's rows of buttons: `_UIButtonBarStackView` › `_UIButtonBarButton` (dumps; the
    /// `_UIModernBarButton` between the button and its label is left out).
    private static func buttonBar(_ side: ContentSide) -> ViewTemplate {
        ViewTemplate(
            "_UIButtonBarStackView", .content(.itemStack(side)),
            [ViewTemplate("_UIButtonBarButton", .content(.item(side)), buttonParts)])
    }

    /// iOS 9 (seed 003; seed 000 names `_UIBackdropEffectView` the "pale layer").
    public static let ios9 = BarStack(
        kind: .navigationBar,
        subviews: [
            ViewTemplate(
                "_UINavigationBarBackground", .background(showsImage: true),
                [ios9Effect, ViewTemplate(imageView, .shadow)])
        ] + navigationItemViews, buttonLayout: ContentMetrics.navigationButtons, source: "seed 003; seed 000")

    /// iOS 10 (seed 003; seed 000 for the two filter views and their values).
    public static let ios10 = BarStack(
        kind: .navigationBar,
        subviews: [
            barBackground("_UIVisualEffectFilterView")
        ] + navigationItemViews, buttonLayout: ContentMetrics.navigationButtons, source: "seed 003; seed 000")

    /// iOS 11 (seed 003). iOS 11 merges the filter views into `_UIVisualEffectSubview`; no seed
    /// reads their values, so they carry iOS 10's (seed 000). The content view holds the back
    /// button (`_UIButtonBarButton` with the chevron image and its title), the rows of buttons
    /// and the title label (public iOS 11–13 dumps, ContentMetrics).
    public static let ios11 = BarStack(
        kind: .navigationBar,
        subviews: [barBackground("_UIVisualEffectSubview")] + modernNavigationContent,
        source: "seed 003")

    /// The content views of iOS 11's navigation bar and after: the large-title view, the
    /// content view with the back button, the rows of buttons and the title, the prompt view.
    private static let modernNavigationContent: [ViewTemplate] = [
        ViewTemplate(
            "_UINavigationBarLargeTitleView", .content(.largeTitle), isHidden: true,
            [ViewTemplate("UILabel", .content(.label))]),
        ViewTemplate(
            "_UINavigationBarContentView", .content(.contentView),
            [
                ViewTemplate(
                    "_UIButtonBarButton", .content(.backButton),
                    [
                        ViewTemplate(imageView, .content(.backIndicator)),
                        ViewTemplate("UIButtonLabel", .content(.label)),
                    ]),
                buttonBar(.leading),
                ViewTemplate("UILabel", .content(.title)),
                buttonBar(.trailing),
            ]),
        ViewTemplate(
            "_UINavigationBarModernPromptView", .content(.prompt), isHidden: true,
            [ViewTemplate("UILabel", .content(.label))]),
    ]

    /// iOS 13 to 18's `_UIBarBackground`, shared by every bar: the effect view (there with a
    /// background effect), the view that draws the appearance's colour and image over it, and the
    /// hairline's view on top (for apps built with a current SDK). Sources: UIKit's
    /// `_UIBarBackground` decompiled from the iOS 18.0 and 18.2 restore images (`effectView1`,
    /// `colorAndImageView1`, `shadowView1` and their order; views only for data that is set);
    /// an LLDB printout of an iOS 15 navigation bar (juejin.cn: `_UIBarBackground` framed from
    /// under the status bar, `UIVisualEffectView` › `_UIVisualEffectBackdropView`,
    /// `_UIBarBackgroundShadowView` › `_UIBarBackgroundShadowContentImageView`, 1/3 pt tall);
    /// an iOS 13 tab bar printout (`_UIBarBackground` first, then the `UITabBarButton`s).
    private static let appearanceBackground = ViewTemplate(
        "_UIBarBackground", .background(showsImage: false),
        [
            ViewTemplate(
                "UIVisualEffectView", .effect,
                [
                    ViewTemplate("_UIVisualEffectBackdropView", .backdrop(drawsOverlays: false)),
                    ViewTemplate("_UIVisualEffectSubview", .overlays),
                ]),
            ViewTemplate(imageView, .colorAndImage),
            ViewTemplate(
                "_UIBarBackgroundShadowView", .shadow,
                [ViewTemplate("_UIBarBackgroundShadowContentImageView", .shadowContent)]),
        ])

    /// A bar of iOS 13 to 18: the appearance background and the iOS 11 content views, choosing
    /// among its appearances by `rules`.
    public static func appearanceStack(_ kind: BarKind, rules: AppearanceRules) -> BarStack {
        let content: [ViewTemplate]
        switch kind {
        case .navigationBar: content = modernNavigationContent
        case .tabBar: content = [tabButton]
        case .toolbar: content = [toolbarContent]
        }
        return BarStack(
            kind: kind, subviews: [appearanceBackground] + content, appearanceRules: rules,
            source: "_UIBarBackground (decompiled iOS 18.0, 18.2); iOS 13 and 15 printouts")
    }

    /// iOS 26's navigation bar: `_UIBarBackground` kept but drawing nothing by default (an
    /// appearance's colour or image still draws there), the large-title view, and the content
    /// view with the title and the glass capsules, each holding its buttons. Source: a view dump
    /// of an iOS 26.0.1 simulator (karlseedev/SweepPic `260127_100514_navbar_full_1.json`:
    /// `NavigationBarContentView` › `NavigationBarPlatterContainer` › `PlatterView` ›
    /// `PlatterGlassView`, `_UIButtonBarButton`). UIKit draws the capsules' glass in one group
    /// layer behind them (signed-distance shapes that merge where capsules touch); BarScope
    /// draws each capsule's glass in its own `PlatterGlassView`, the same pixels while capsules
    /// keep their 12 points apart. Wrapper views with no pixels of their own (the animation
    /// views, `PlatterContentView`, `_UIModernBarButton`) are left out.
    public static let glassNavigationBar: BarStack = {
        let button = { (role: ContentRole) in
            ViewTemplate("_UIButtonBarButton", .content(role), buttonParts)
        }
        return BarStack(
            kind: .navigationBar,
            subviews: [
                scrollEdgeEffect,
                appearanceBackground,
                ViewTemplate(
                    "_UINavigationBarLargeTitleView", .content(.largeTitle), isHidden: true,
                    [ViewTemplate("UILabel", .content(.label)), ViewTemplate("UILabel", .content(.largeSubtitle))]),
                ViewTemplate(
                    "NavigationBarContentView", .content(.contentView),
                    [
                        ViewTemplate("UILabel", .content(.title)),
                        ViewTemplate(
                            "UIKit.NavigationBarSubtitleView", .content(.subtitle),
                            [ViewTemplate("UILabel", .content(.label))]),
                        ViewTemplate(
                            "NavigationBarPlatterContainer", .content(.platterContainer),
                            [
                                ViewTemplate(
                                    "PlatterView", .content(.platter),
                                    [
                                        ViewTemplate("PlatterGlassView", .content(.glass)),
                                        ViewTemplate(
                                            "_UIButtonBarButton", .content(.backButton),
                                            [ViewTemplate(imageView, .content(.backIndicator))]),
                                        button(.item(.leading)), button(.item(.trailing)),
                                    ])
                            ]),
                    ]),
            ],
            appearanceRules: .ios15,
            source: "iOS 26.0.1 simulator view dump (SweepPic); GlassMetrics")
    }()

    /// iOS 26's tab bar: the `UITabBar` frame (83 points, ``GlassTabMetrics/barHeight``), its
    /// `_UIBarBackground` empty, and inside it the floating `_UITabBarPlatterView`: the glass,
    /// the selection pill and the `_UITabButton`s. Source: SweepPic's iOS 26.0.1 dump
    /// (`260127_100514_tabbar_full_1.json`); the glass is drawn by a group view elsewhere in the
    /// window there (maa names `_GlassGroupView` on iOS 27), inside the platter here, the same
    /// pixels. The pill (`_UITabSelectionView`) sits in the `_UILiquidLensView` over the selected
    /// item, as the dump has it; the lens's other layers (its clear glass, inner shadow and
    /// destination-out view), with no pixels at rest, are left out, and it is drawn beneath the
    /// buttons (UIKit lifts the selected item's content into the lens, which draws it over the
    /// pill: the same pixels).
    public static let glassTabBar: BarStack = {
        BarStack(
            kind: .tabBar,
            subviews: [
                scrollEdgeEffect,
                appearanceBackground,
                ViewTemplate(
                    "UIKit._UITabBarPlatterView", .content(.platter),
                    [
                        ViewTemplate("UIKit._GlassGroupView", .content(.glass)),
                        ViewTemplate(
                            "_UILiquidLensView", .content(.lens),
                            [ViewTemplate("_UITabSelectionView", .content(.selection))]),
                        ViewTemplate(
                            "_UITabButton", .content(.tabButton),
                            [
                                ViewTemplate(imageView, .content(.image)),
                                ViewTemplate("UILabel", .content(.label)),
                                ViewTemplate(
                                    "_UIBadgeView", .content(.badge), [ViewTemplate("UILabel", .content(.label))]),
                            ]),
                    ]),
            ],
            appearanceRules: .ios15,
            source: "iOS 26.0.1 simulator view dump (SweepPic); GlassTabMetrics")
    }()

    /// iOS 26's toolbar: the `UIToolbar` slot (86 points at the screen's bottom) with its
    /// `_UIBarBackground` empty and its items on glass capsules. No view dump of an iOS 26
    /// toolbar was found: the capsule views carry the navigation bar's names (SweepPic's dump),
    /// the toolbar's own content view its iOS 18 name.
    public static let glassToolbar: BarStack = {
        BarStack(
            kind: .toolbar,
            subviews: [
                scrollEdgeEffect,
                appearanceBackground,
                ViewTemplate(
                    "_UIToolbarContentView", .content(.contentView),
                    [
                        ViewTemplate(
                            "PlatterView", .content(.platter),
                            [
                                ViewTemplate("PlatterGlassView", .content(.glass)),
                                ViewTemplate("UIToolbarButton", .content(.item(.toolbar)), buttonParts),
                            ])
                    ]),
            ],
            appearanceRules: .ios15,
            source: "OpenUIKit toolbar probes (iOS 26.1); GlassToolbarMetrics")
    }()

    /// The scroll view's edge effect, drawn under an iOS 26 bar (``ScrollEdgeState``).
    private static let scrollEdgeEffect = ViewTemplate("UIKit.ScrollEdgeEffectView", .scrollEdgeEffect)

    /// A tab bar's items: `UITabBarButton` › `UITabBarSwappableImageView`, `UITabBarButtonLabel`,
    /// `_UIBadgeView` (dumps of iOS 7–13 tab bars, ContentMetrics).
    private static let tabButton = ViewTemplate(
        "UITabBarButton", .content(.tabButton),
        [
            ViewTemplate("UITabBarSwappableImageView", .content(.image)),
            ViewTemplate("UITabBarButtonLabel", .content(.label)),
            ViewTemplate("_UIBadgeView", .content(.badge), [ViewTemplate("UILabel", .content(.label))]),
        ])
    /// A toolbar's items: iOS 7–10's `UIToolbarButton`s (runtime headers); iOS 11's
    /// `_UIToolbarContentView` › `_UIButtonBarStackView` (a public autolayout trace).
    private static let toolbarButtons = ViewTemplate("UIToolbarButton", .content(.item(.toolbar)), buttonParts)
    private static let toolbarContent = ViewTemplate(
        "_UIToolbarContentView", .content(.contentView), [buttonBar(.toolbar)])

    /// `UITabBar`, iOS 9: `_UITabBarBackgroundView` (a plain `UIView`, 375×49) holding the
    /// `_UIBackdropView` blur, then the top hairline as the tab bar's own second subview, then the
    /// `UITabBarButton`s. Sources, public code: a tab-bar helper's comment "The first subview …
    /// is an instance of _UITabBarBackgroundView and the second subview is UIImageView"; lldb
    /// prints quoted in tab-bar code (`<_UITabBarBackgroundView …; frame = (0 0; 375 49)>`); a
    /// header declaring `@interface _UITabBarBackgroundView : UIView`; a walk of its subviews
    /// finding `_UIBackdropView` › `_UIBackdropEffectView` (shuzhiduo.com, "tabbar 结构").
    /// Not being an image view, it cannot show a background image itself, so BarScope gives the
    /// image its own `UIImageView` at the bottom, as iOS 10 does (no source shows this case).
    public static let tabBar9 = BarStack(
        kind: .tabBar,
        subviews: [
            ViewTemplate(
                "_UITabBarBackgroundView", .background(showsImage: false),
                [ViewTemplate(imageView, .backgroundImage), ios9Effect]),
            ViewTemplate(imageView, .shadow), tabButton,
        ], buttonLayout: ContentMetrics.navigationButtons,
        source: "public tab-bar code and lldb prints (see the stack's documentation)")

    /// `UITabBar`, iOS 10: `_UIBarBackground`, as the navigation bar. Source, public code: the
    /// UITabBar+JXBase header ("iOS10以前 -> _UITabBarBackgroundView, iOS10以后 ->
    /// _UIBarBackground", with the top hairline a `UIImageView`); the blur branch and its values
    /// follow the navigation bar's, as seed 004 says the tab bar's `translucent` behaves the same.
    public static let tabBar10 = BarStack(
        kind: .tabBar, subviews: [barBackground("_UIVisualEffectFilterView"), tabButton],
        buttonLayout: ContentMetrics.navigationButtons,
        source: "UITabBar+JXBase; seed 004")
    /// `UITabBar`, iOS 11 (see ``tabBar10``; iOS 11's `_UIVisualEffectSubview`s as on the navigation bar).
    public static let tabBar11 = BarStack(
        kind: .tabBar, subviews: [barBackground("_UIVisualEffectSubview"), tabButton],
        source: "UITabBar+JXBase; seed 003")

    /// `UIToolbar`, iOS 9: `_UIToolbarBackground`, a `UIImageView` subclass like the navigation
    /// bar's (it shows the background image itself), holding the blur; the top separator is the
    /// toolbar's second subview, framed `(0, -0.5, 320, 0.5)`. Sources, public code: a UIView
    /// category listing `_UIToolbarBackground` among `UIImageView` classes, and a toolbar
    /// subclass (DKToolbar-style) that removes "the native separator" at `subviews[1]` with that
    /// frame and inserts views into `_UIToolbarBackground`.
    public static let toolbar9 = BarStack(
        kind: .toolbar,
        subviews: [
            ViewTemplate("_UIToolbarBackground", .background(showsImage: true), [ios9Effect]),
            ViewTemplate(imageView, .shadow), toolbarButtons,
        ], buttonLayout: ContentMetrics.navigationButtons, source: "public toolbar code (see the stack's documentation)"
    )

    /// `UIToolbar`, iOS 10: `_UIBarBackground`, shared by every bar from iOS 10 (see ``tabBar10``).
    public static let toolbar10 = BarStack(
        kind: .toolbar, subviews: [barBackground("_UIVisualEffectFilterView"), toolbarButtons],
        buttonLayout: ContentMetrics.navigationButtons,
        source: "as the tab bar's")
    /// `UIToolbar`, iOS 11.
    public static let toolbar11 = BarStack(
        kind: .toolbar, subviews: [barBackground("_UIVisualEffectSubview"), toolbarContent],
        source: "as the tab bar's")

    /// The supported stacks.
    public static let all: [BarStack] = IOSVersion.all.flatMap { version in
        BarKind.allCases.map { version.stack(for: $0) }
    }
}

/// `UIDesignRequiresCompatibility` on a release with a newer design: the release whose bars it
/// brings back, and whether the release honours the key at all.
public struct CompatibilityOptOut: Sendable, Equatable {
    public let release: Int
    public let honoured: Bool
}

/// An iOS release as BarScope models it: its bars' stacks and what the release can do, as data.
/// Adding a release means adding a row here, with its sources; code asks the row (or the
/// scene's ``Traits``), never compares version numbers.
public struct IOSVersion: Sendable {
    /// The major version (`ios:` in a scene file).
    public let number: Int
    public internal(set) var navigationBar: BarStack
    public internal(set) var tabBar: BarStack
    public internal(set) var toolbar: BarStack
    /// Whether a navigation bar can show a large title (`prefersLargeTitles`, iOS 11).
    public let largeTitles: Bool
    /// Whether scroll views are inset by the safe area (`contentInsetAdjustmentBehavior`,
    /// iOS 11), rather than by `automaticallyAdjustsScrollViewInsets` alone. With the safe area
    /// come the home indicator's bottom inset and the side insets of a phone in landscape.
    public let safeAreaInsets: Bool
    /// How the release's bars are designed (``BarDesign``): legacy properties (iOS 9–12),
    /// appearance objects with dark mode and the semantic colours (iOS 13–18), Liquid Glass
    /// (iOS 26+, with its metrics). The design draws; the row only holds it.
    package let design: any BarDesign
    /// The design's generation, which messages name.
    public var generation: DesignGeneration { design.generation }
    /// The landscape tab bar (iOS 11): compact (32 pt) on the phones that stay compact-width on
    /// their side, with its items inline (icon beside title); before iOS 11 tab bars keep their
    /// height and stacked items in every orientation (``LandscapeMetrics`` has the sources).
    public let compactLandscapeTabBar: Bool
    /// Which of SF Pro's tracking tables text is set with (``ContentMetrics/tracking(size:table:)``).
    public let tracking: TrackingTable
    /// The status bar's generation: its glyphs and its battery.
    public let statusBar: StatusBarGeneration
    /// Whether a navigation item's `backButtonDisplayMode` exists (iOS 14).
    public let backButtonDisplayModes: Bool
    /// For a release whose design an app can opt out of (iOS 26's glass): the release whose
    /// bars `UIDesignRequiresCompatibility` brings back, and whether the release honours the key
    /// (Apple: "ignored when you build for iOS 27 or later").
    public var compatibility: CompatibilityOptOut? = nil
    /// Where a stacked tab item's icon and label sit (``ContentMetrics/TabItemMetrics``).
    public var tabItems = ContentMetrics.TabItemMetrics.dumped
    /// Whether a tab can be a `UISearchTab` (`UITab`'s search role, iOS 18: Apple's documentation
    /// of `UISearchTab`, iOS 18.0+).
    public var searchTabs = false
    /// The `add` item's plus (``ContentMetrics/PlusGlyph``); nil draws the Material Design glyph.
    public var plusGlyph: ContentMetrics.PlusGlyph? = nil
    /// The bars' metrics of a Liquid Glass release (iOS 26+, its ``GlassDesign``'s), nil
    /// before: a later release states only what it changes (``GlassMetrics/with(_:)``).
    package var glass: GlassMetrics? { design.glassMetrics }
    /// What a scene on this release is told about its model (iOS 27: drawn with iOS 26's
    /// measurements), or nil.
    public var caveat: String? = nil
    /// Other system items' glyphs drawn to a reference's proportions (``MeasuredGlyph``); an
    /// icon not here keeps its Material Design glyph. None before iOS 13 (no reference).
    public var measuredGlyphs: [Icon: MeasuredGlyph] = [:]
    /// How bars choose among their appearance objects (iOS 13+); nil before them.
    public var appearanceRules: AppearanceRules? { navigationBar.appearanceRules }
    /// Whether the release has appearance objects, dark mode and the semantic colours.
    public var hasAppearances: Bool { design.hasAppearances }
    /// Whether a bar kind has an appearance property in this release.
    public func offers(_ slot: AppearanceSlot, on kind: BarKind) -> Bool {
        appearanceRules?.offers(slot, on: kind) ?? false
    }

    package init(
        number: Int, navigationBar: BarStack, tabBar: BarStack, toolbar: BarStack, largeTitles: Bool,
        safeAreaInsets: Bool,
        design: any BarDesign, compactLandscapeTabBar: Bool, tracking: TrackingTable, statusBar: StatusBarGeneration,
        backButtonDisplayModes: Bool = false
    ) {
        self.number = number
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.largeTitles = largeTitles
        self.safeAreaInsets = safeAreaInsets
        self.design = design
        self.compactLandscapeTabBar = compactLandscapeTabBar
        self.tracking = tracking
        self.statusBar = statusBar
        self.backButtonDisplayModes = backButtonDisplayModes
    }

    /// The row with the stack of `stack`'s kind replaced by it (a stack nobody shipped, built
    /// from its table in a test or a probe).
    package func replacing(_ stack: BarStack) -> IOSVersion {
        var row = self
        switch stack.kind {
        case .navigationBar: row.navigationBar = stack
        case .tabBar: row.tabBar = stack
        case .toolbar: row.toolbar = stack
        }
        return row
    }

    /// The stack of one of the release's bars.
    public func stack(for kind: BarKind) -> BarStack {
        switch kind {
        case .navigationBar: return navigationBar
        case .tabBar: return tabBar
        case .toolbar: return toolbar
        }
    }

    /// The releases BarScope models, oldest first. Sources, per column:
    /// - large titles and the safe area arrive with iOS 11 (Apple, "Building Apps for iPhone X",
    ///   UIScrollView.h's `contentInsetAdjustmentBehavior`; seeds 003 and 004), and with the safe
    ///   area the compact landscape tab bar (``LandscapeMetrics``);
    /// - iOS 12 keeps iOS 11's bars (a public iOS 12.1 printout of a 414 pt navigation bar shows
    ///   the same views);
    /// - iOS 13 brings UIBarAppearance, the system materials and dark mode; from iOS 15 every bar
    ///   uses its scroll-edge appearance (UIKit's headers and documentation);
    /// - the tracking tables and status bars: ``ContentMetrics/tracking(size:table:)`` and
    ///   ``StatusBarGeneration``;
    /// - `backButtonDisplayMode` arrives with iOS 14 (Apple's documentation of
    ///   `UINavigationItem.backButtonDisplayMode`: iOS 14.0+).
    public static let all: [IOSVersion] = [
        IOSVersion(
            number: 9, navigationBar: .ios9, tabBar: .tabBar9, toolbar: .toolbar9, largeTitles: false,
            safeAreaInsets: false,
            design: LegacyDesign(), compactLandscapeTabBar: false, tracking: .sfUI, statusBar: .signalDots),
        IOSVersion(
            number: 10, navigationBar: .ios10, tabBar: .tabBar10, toolbar: .toolbar10, largeTitles: false,
            safeAreaInsets: false,
            design: LegacyDesign(), compactLandscapeTabBar: false, tracking: .sfUI, statusBar: .signalDots),
        IOSVersion(
            number: 11, navigationBar: .ios11, tabBar: .tabBar11, toolbar: .toolbar11, largeTitles: true,
            safeAreaInsets: true,
            design: LegacyDesign(), compactLandscapeTabBar: true, tracking: .sfUI, statusBar: .signalBars
        ).with(tabItems: .ios11, plusGlyph: .bitmap),
        IOSVersion(
            number: 12, navigationBar: .ios11, tabBar: .tabBar11,
            toolbar: .toolbar11, largeTitles: true, safeAreaInsets: true,
            design: LegacyDesign(), compactLandscapeTabBar: true, tracking: .sfUI, statusBar: .signalBars
        ).with(tabItems: .ios11, plusGlyph: .bitmap),
        appearanceRelease(13, rules: .ios13, tracking: .sfUI, backButtonDisplayModes: false).with(
            tabItems: .ios13, plusGlyph: .symbol13),
        appearanceRelease(14, rules: .ios13, tracking: .sfPro, backButtonDisplayModes: true),
        appearanceRelease(15, rules: .ios15, tracking: .sfPro, backButtonDisplayModes: true).with(tabItems: .ios15),
        appearanceRelease(16, rules: .ios15, tracking: .sfPro, backButtonDisplayModes: true).with(tabItems: .ios16),
        appearanceRelease(17, rules: .ios15, tracking: .sfPro, backButtonDisplayModes: true).with(tabItems: .ios16),
        appearanceRelease(18, rules: .ios15, tracking: .sfPro, backButtonDisplayModes: true).withSearchTabs(),
        glassRelease(26, honoursCompatibility: true, metrics: .phone26),
        // iOS 27's bars as iOS 26's: maa's iOS 27 probes show no changed constant. One that
        // changes is stated here, as `.phone26.with { $0.capsuleGap = … }`.
        glassRelease(
            27, honoursCompatibility: false, metrics: .phone26,
            caveat:
                "iOS 27 is drawn with iOS 26's Liquid Glass model: no source found shows its bars differ (the iOS 26.1 measurements are used)"
        ),
    ]

    /// The row with its tab items placed as `metrics` says, and its `add` glyph (unchanged when nil).
    func with(tabItems metrics: ContentMetrics.TabItemMetrics, plusGlyph: ContentMetrics.PlusGlyph? = nil) -> IOSVersion
    {
        var row = self
        row.tabItems = metrics
        if let plusGlyph { row.plusGlyph = plusGlyph }
        return row
    }

    /// A Liquid Glass release (iOS 26, 27): its bars are ``BarStack/glassNavigationBar``,
    /// ``BarStack/glassTabBar`` and ``BarStack/glassToolbar``, placed by `metrics` (``GlassDesign``). iOS 27
    /// keeps iOS 26's model (no source shows a difference in its bars), but ignores the opt-out
    /// (Apple's documentation of `UIDesignRequiresCompatibility`).
    static func glassRelease(
        _ number: Int, honoursCompatibility: Bool, metrics: GlassMetrics, caveat: String? = nil
    ) -> IOSVersion {
        var release = IOSVersion(
            number: number, navigationBar: .glassNavigationBar, tabBar: .glassTabBar, toolbar: .glassToolbar,
            largeTitles: true, safeAreaInsets: true, design: GlassDesign(metrics: metrics),
            compactLandscapeTabBar: true, tracking: .sfPro, statusBar: .modern, backButtonDisplayModes: true)
        release.compatibility = CompatibilityOptOut(release: 18, honoured: honoursCompatibility)
        release.caveat = caveat
        release.searchTabs = true
        release.plusGlyph = .symbol
        return release
    }

    /// A release of the appearance generation (iOS 13–18): its stacks follow `rules`.
    private static func appearanceRelease(
        _ number: Int, rules: AppearanceRules, tracking: TrackingTable, backButtonDisplayModes: Bool
    ) -> IOSVersion {
        IOSVersion(
            number: number, navigationBar: .appearanceStack(.navigationBar, rules: rules),
            tabBar: .appearanceStack(.tabBar, rules: rules),
            toolbar: .appearanceStack(.toolbar, rules: rules),
            largeTitles: true, safeAreaInsets: true, design: AppearanceDesign(), compactLandscapeTabBar: true,
            tracking: tracking,
            statusBar: .modern, backButtonDisplayModes: backButtonDisplayModes
        ).with(tabItems: .ios13, plusGlyph: .symbol).with(measuredGlyphs: [.trash: .trash, .action: .share])
    }

    /// The row with `UISearchTab`.
    func withSearchTabs() -> IOSVersion {
        var row = self
        row.searchTabs = true
        return row
    }

    /// The row with these system items drawn to their measured glyphs.
    func with(measuredGlyphs: [Icon: MeasuredGlyph]) -> IOSVersion {
        var row = self
        row.measuredGlyphs = measuredGlyphs
        return row
    }

    /// The release whose bars a scene draws: this one, or, when the app sets
    /// `UIDesignRequiresCompatibility` and this release honours it, the one it brings back.
    public func drawn(requiringCompatibility: Bool) -> IOSVersion {
        guard requiringCompatibility, let compatibility, compatibility.honoured,
            let older = IOSVersion.named(compatibility.release)
        else { return self }
        return older
    }

    /// The release with a major version number, or nil when BarScope does not model it.
    public static func named(_ number: Int) -> IOSVersion? { all.first { $0.number == number } }

    /// The modelled versions as a message lists them: `9 to 18, 26 or 27` (runs), or `9, 10 or 11`.
    public static var supportedList: String {
        // Runs of three or more consecutive versions read `9 to 18`; the rest one by one.
        var runs: [[Int]] = []
        for n in all.map(\.number) {
            if let last = runs.last?.last, n == last + 1 { runs[runs.count - 1].append(n) } else { runs.append([n]) }
        }
        let items = runs.flatMap { $0.count > 2 ? ["\($0.first!) to \($0.last!)"] : $0.map(String.init) }
        return items.count == 1 ? items[0] : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}

extension IOSVersion: Equatable {
    public static func == (a: IOSVersion, b: IOSVersion) -> Bool {
        a.number == b.number && a.navigationBar == b.navigationBar && a.tabBar == b.tabBar && a.toolbar == b.toolbar
            && a.largeTitles == b.largeTitles && a.safeAreaInsets == b.safeAreaInsets && a.design.isEqual(to: b.design)
            && a.compactLandscapeTabBar == b.compactLandscapeTabBar && a.tracking == b.tracking
            && a.statusBar == b.statusBar && a.backButtonDisplayModes == b.backButtonDisplayModes
            && a.compatibility == b.compatibility && a.tabItems == b.tabItems && a.searchTabs == b.searchTabs
            && a.plusGlyph == b.plusGlyph && a.measuredGlyphs == b.measuredGlyphs && a.caveat == b.caveat
    }
}

extension IOSVersion: ExpressibleByIntegerLiteral {
    /// A modelled release by its major version, as Swift code names one (`Scene(ios: 26, …)`). A
    /// literal BarScope does not model is a programming error; read a number from outside with
    /// ``named(_:)``.
    public init(integerLiteral number: Int) {
        guard let row = IOSVersion.named(number) else {
            preconditionFailure("iOS \(number) is not modelled; use \(IOSVersion.supportedList)")
        }
        self = row
    }
}
