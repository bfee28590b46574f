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
package enum ViewRole: Hashable, Sendable {
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
package enum ContentSide: String, Hashable, Sendable {
    case leading, trailing, toolbar
}
/// The content views of a bar: what it shows besides its background.
package enum ContentRole: Hashable, Sendable {
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
package struct ViewTemplate: Sendable, Equatable {
    package let className: String
    package let role: ViewRole
    package let children: [ViewTemplate]
    /// Hidden unless the role shows it (a content view UIKit keeps hidden).
    package let isHidden: Bool

    package init(_ className: String, _ role: ViewRole, isHidden: Bool = false, _ children: [ViewTemplate] = []) {
        self.className = className
        self.role = role
        self.isHidden = isHidden
        self.children = children
    }
}
