import Raster

/// The private view stack of a UIKit bar on one iOS version, as data: a tree of views by role,
/// which ``BarBuilder`` fills from the bar's properties. The bar's own view is the root.
package struct BarStack: Sendable, Equatable {
    package let kind: BarKind
    /// The bar's subviews, bottom to top (the root's children).
    package let subviews: [ViewTemplate]
    /// The material of the blur branch for each bar style.
    package let materials: [BarStyle: Material]
    /// How the bar's buttons sit (UIKit's two generations of bar buttons).
    package let buttonLayout: ContentMetrics.ButtonLayout
    /// How the bar chooses among its appearance objects (iOS 13+); nil for the stacks before
    /// them, which draw from the legacy properties alone.
    package let appearanceRules: AppearanceRules?
    /// Where the stack comes from.
    package let source: String
    package init(
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
    package var root: ViewTemplate { ViewTemplate(kind.className, .bar, subviews) }

    /// The material of the stack's blur branch for a bar style.
    package func material(style: BarStyle) -> Material { materials[style] ?? Materials.legacyBar(style: style) }
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
    package static let ios9 = BarStack(
        kind: .navigationBar,
        subviews: [
            ViewTemplate(
                "_UINavigationBarBackground", .background(showsImage: true),
                [ios9Effect, ViewTemplate(imageView, .shadow)])
        ] + navigationItemViews, buttonLayout: ContentMetrics.navigationButtons, source: "seed 003; seed 000")

    /// iOS 10 (seed 003; seed 000 for the two filter views and their values).
    package static let ios10 = BarStack(
        kind: .navigationBar,
        subviews: [
            barBackground("_UIVisualEffectFilterView")
        ] + navigationItemViews, buttonLayout: ContentMetrics.navigationButtons, source: "seed 003; seed 000")

    /// iOS 11 (seed 003). iOS 11 merges the filter views into `_UIVisualEffectSubview`; no seed
    /// reads their values, so they carry iOS 10's (seed 000). The content view holds the back
    /// button (`_UIButtonBarButton` with the chevron image and its title), the rows of buttons
    /// and the title label (public iOS 11–13 dumps, ContentMetrics).
    package static let ios11 = BarStack(
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
    package static func appearanceStack(_ kind: BarKind, rules: AppearanceRules) -> BarStack {
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
    package static let glassNavigationBar: BarStack = {
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
    package static let glassTabBar: BarStack = {
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
    package static let glassToolbar: BarStack = {
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
    package static let tabBar9 = BarStack(
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
    package static let tabBar10 = BarStack(
        kind: .tabBar, subviews: [barBackground("_UIVisualEffectFilterView"), tabButton],
        buttonLayout: ContentMetrics.navigationButtons,
        source: "UITabBar+JXBase; seed 004")
    /// `UITabBar`, iOS 11 (see ``tabBar10``; iOS 11's `_UIVisualEffectSubview`s as on the navigation bar).
    package static let tabBar11 = BarStack(
        kind: .tabBar, subviews: [barBackground("_UIVisualEffectSubview"), tabButton],
        source: "UITabBar+JXBase; seed 003")

    /// `UIToolbar`, iOS 9: `_UIToolbarBackground`, a `UIImageView` subclass like the navigation
    /// bar's (it shows the background image itself), holding the blur; the top separator is the
    /// toolbar's second subview, framed `(0, -0.5, 320, 0.5)`. Sources, public code: a UIView
    /// category listing `_UIToolbarBackground` among `UIImageView` classes, and a toolbar
    /// subclass (DKToolbar-style) that removes "the native separator" at `subviews[1]` with that
    /// frame and inserts views into `_UIToolbarBackground`.
    package static let toolbar9 = BarStack(
        kind: .toolbar,
        subviews: [
            ViewTemplate("_UIToolbarBackground", .background(showsImage: true), [ios9Effect]),
            ViewTemplate(imageView, .shadow), toolbarButtons,
        ], buttonLayout: ContentMetrics.navigationButtons, source: "public toolbar code (see the stack's documentation)"
    )

    /// `UIToolbar`, iOS 10: `_UIBarBackground`, shared by every bar from iOS 10 (see ``tabBar10``).
    package static let toolbar10 = BarStack(
        kind: .toolbar, subviews: [barBackground("_UIVisualEffectFilterView"), toolbarButtons],
        buttonLayout: ContentMetrics.navigationButtons,
        source: "as the tab bar's")
    /// `UIToolbar`, iOS 11.
    package static let toolbar11 = BarStack(
        kind: .toolbar, subviews: [barBackground("_UIVisualEffectSubview"), toolbarContent],
        source: "as the tab bar's")

    /// The supported stacks.
    package static let all: [BarStack] = IOSVersion.all.flatMap { version in
        BarKind.allCases.map { version.stack(for: $0) }
    }
}
