import Raster

/// One subview of the blur branch, and which part of the material it carries.
public struct EffectPart: Sendable, Equatable {
    /// What a part of the blur branch draws.
    public enum Role: Sendable, Equatable {
        /// The blurred content beneath.
        case backdrop
        /// The blurred content with the grey tint drawn over it by the same view (iOS 9).
        case backdropWithGrayscaleTint
        /// The near-white (or dark) filter layer.
        case grayscaleTint
        /// The `barTintColor` filter layer; `alwaysPresent` when the view exists even without a
        /// tint colour (iOS 9's `UIView`), otherwise it is added only when a tint is set.
        case colorTint(alwaysPresent: Bool)
    }

    public let className: String
    public let role: Role
}

/// A subview of the bar beside the background view, which BarScope shows in the tree but
/// does not draw (titles, buttons and prompts are text).
public struct SiblingSpec: Sendable, Equatable {
    public let className: String
    public let children: [String]
    public let isHidden: Bool
}

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

/// The private view stack of a UIKit bar on one iOS version, as data.
///
/// Navigation bar sources: seed 003 prints the stacks of iOS 9, 10 and 11 for a default bar;
/// seed 000 adds the second filter view that a `barTintColor` brings on iOS 10, and the image
/// view that a background image brings; seeds 001 and 002 say the blur branch is absent on
/// opaque bars and that the background image view sits at the bottom of `_UIBarBackground`.
/// Tab bar and toolbar sources are named on their stacks below.
public struct BarStack: Sendable, Equatable {
    public let kind: BarKind
    public let iosVersion: Int
    /// `_UINavigationBarBackground` (iOS 9) or `_UIBarBackground` (iOS 10, 11), and so on.
    public let backgroundClass: String
    /// iOS 9's background view is a `UIImageView` subclass that shows the background image
    /// itself (seed 000); later versions add a `UIImageView` at the bottom of it (seeds 000, 001).
    public let backgroundViewShowsImage: Bool
    /// The class of the hairline and background-image views.
    public let imageViewClass: String
    /// Whether the hairline view comes before the blur branch among the background's subviews.
    /// iOS 9: after `_UIBackdropView` (seed 003). iOS 10, 11: seed 003 prints `UIImageView`
    /// before `UIVisualEffectView` for a default bar, which has no background image, so that
    /// image view is the hairline; a background image view goes below it (seeds 000, 001).
    public let hairlineBeforeEffect: Bool
    /// Whether the hairline is a subview of the background view (navigation bar; iOS 10+ tab
    /// bar and toolbar) or the bar's own subview right after the background view (iOS 9 tab bar
    /// and toolbar).
    public let hairlineInBackground: Bool
    /// `_UIBackdropView` (iOS 9) or `UIVisualEffectView` (iOS 10, 11).
    public let effectContainerClass: String
    /// The blur branch's subviews, bottom to top.
    public let effectParts: [EffectPart]
    /// The bar's other subviews after the background view.
    public let siblings: [SiblingSpec]

    public init(
        kind: BarKind = .navigationBar, iosVersion: Int, backgroundClass: String, backgroundViewShowsImage: Bool,
        imageViewClass: String, hairlineBeforeEffect: Bool, hairlineInBackground: Bool = true,
        effectContainerClass: String, effectParts: [EffectPart], siblings: [SiblingSpec]
    ) {
        self.kind = kind
        self.iosVersion = iosVersion
        self.backgroundClass = backgroundClass
        self.backgroundViewShowsImage = backgroundViewShowsImage
        self.imageViewClass = imageViewClass
        self.hairlineBeforeEffect = hairlineBeforeEffect
        self.hairlineInBackground = hairlineInBackground
        self.effectContainerClass = effectContainerClass
        self.effectParts = effectParts
        self.siblings = siblings
    }

    private static let ios9Backdrop = [
        EffectPart(className: "_UIBackdropEffectView", role: .backdropWithGrayscaleTint),
        EffectPart(className: "UIView", role: .colorTint(alwaysPresent: true)),
    ]
    private static let ios10Effect = [
        EffectPart(className: "_UIVisualEffectBackdropView", role: .backdrop),
        EffectPart(className: "_UIVisualEffectFilterView", role: .grayscaleTint),
        EffectPart(className: "_UIVisualEffectFilterView", role: .colorTint(alwaysPresent: false)),
    ]
    private static let ios11Effect = [
        EffectPart(className: "_UIVisualEffectBackdropView", role: .backdrop),
        EffectPart(className: "_UIVisualEffectSubview", role: .grayscaleTint),
        EffectPart(className: "_UIVisualEffectSubview", role: .colorTint(alwaysPresent: false)),
    ]

    /// iOS 9 (seed 003; seed 000 names `_UIBackdropEffectView` the "pale layer").
    public static let ios9 = BarStack(
        iosVersion: 9, backgroundClass: "_UINavigationBarBackground", backgroundViewShowsImage: true,
        imageViewClass: "UIImageView", hairlineBeforeEffect: false, effectContainerClass: "_UIBackdropView",
        effectParts: ios9Backdrop,
        siblings: [SiblingSpec(className: "_UINavigationBarBackIndicatorView", children: [], isHidden: true)])

    /// iOS 10 (seed 003; seed 000 for the two filter views and their values).
    public static let ios10 = BarStack(
        iosVersion: 10, backgroundClass: "_UIBarBackground", backgroundViewShowsImage: false,
        imageViewClass: "UIImageView", hairlineBeforeEffect: true, effectContainerClass: "UIVisualEffectView",
        effectParts: ios10Effect,
        siblings: [SiblingSpec(className: "_UINavigationBarBackIndicatorView", children: [], isHidden: true)])

    /// iOS 11 (seed 003). iOS 11 merges the filter views into `_UIVisualEffectSubview`; no seed
    /// reads their values, so they carry iOS 10's (seed 000).
    public static let ios11 = BarStack(
        iosVersion: 11, backgroundClass: "_UIBarBackground", backgroundViewShowsImage: false,
        imageViewClass: "UIImageView", hairlineBeforeEffect: true, effectContainerClass: "UIVisualEffectView",
        effectParts: ios11Effect,
        siblings: [
            SiblingSpec(className: "_UINavigationBarLargeTitleView", children: ["UILabel"], isHidden: true),
            SiblingSpec(className: "_UINavigationBarContentView", children: [], isHidden: false),
            SiblingSpec(className: "_UINavigationBarModernPromptView", children: ["UILabel"], isHidden: true),
        ])

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
        kind: .tabBar, iosVersion: 9, backgroundClass: "_UITabBarBackgroundView", backgroundViewShowsImage: false,
        imageViewClass: "UIImageView", hairlineBeforeEffect: false, hairlineInBackground: false,
        effectContainerClass: "_UIBackdropView", effectParts: ios9Backdrop, siblings: [])

    /// `UITabBar`, iOS 10 and 11: `_UIBarBackground`, as the navigation bar. Source, public code:
    /// the UITabBar+JXBase header ("iOS10以前 -> _UITabBarBackgroundView, iOS10以后 ->
    /// _UIBarBackground", with the top hairline a `UIImageView`); the blur branch and its values
    /// follow the navigation bar's, as seed 004 says the tab bar's `translucent` behaves the same.
    public static let tabBar10 = barBackgroundStack(.tabBar, 10)
    /// `UITabBar`, iOS 11 (see ``tabBar10``; iOS 11's `_UIVisualEffectSubview`s as on the navigation bar).
    public static let tabBar11 = barBackgroundStack(.tabBar, 11)

    /// `UIToolbar`, iOS 9: `_UIToolbarBackground`, a `UIImageView` subclass like the navigation
    /// bar's (it shows the background image itself), holding the blur; the top separator is the
    /// toolbar's second subview, framed `(0, -0.5, 320, 0.5)`. Sources, public code: a UIView
    /// category listing `_UIToolbarBackground` among `UIImageView` classes, and a toolbar
    /// subclass (DKToolbar-style) that removes "the native separator" at `subviews[1]` with that
    /// frame and inserts views into `_UIToolbarBackground`.
    public static let toolbar9 = BarStack(
        kind: .toolbar, iosVersion: 9, backgroundClass: "_UIToolbarBackground", backgroundViewShowsImage: true,
        imageViewClass: "UIImageView", hairlineBeforeEffect: false, hairlineInBackground: false,
        effectContainerClass: "_UIBackdropView", effectParts: ios9Backdrop, siblings: [])

    /// `UIToolbar`, iOS 10: `_UIBarBackground`, shared by every bar from iOS 10 (see ``tabBar10``).
    public static let toolbar10 = barBackgroundStack(.toolbar, 10)
    /// `UIToolbar`, iOS 11.
    public static let toolbar11 = barBackgroundStack(.toolbar, 11)

    /// A bottom bar on iOS 10 or 11: `_UIBarBackground` with the navigation bar's blur branch of
    /// that version, the hairline first inside it, and no modelled siblings.
    private static func barBackgroundStack(_ kind: BarKind, _ version: Int) -> BarStack {
        BarStack(
            kind: kind, iosVersion: version, backgroundClass: "_UIBarBackground", backgroundViewShowsImage: false,
            imageViewClass: "UIImageView", hairlineBeforeEffect: true, effectContainerClass: "UIVisualEffectView",
            effectParts: version >= 11 ? ios11Effect : ios10Effect, siblings: [])
    }

    /// The supported stacks.
    public static let all: [BarStack] = [ios9, ios10, ios11, tabBar9, tabBar10, tabBar11, toolbar9, toolbar10, toolbar11]

    /// The stack of a bar kind for an iOS major version, or `nil` when BarScope does not model it.
    public static func forVersion(_ version: Int, kind: BarKind = .navigationBar) -> BarStack? {
        all.first { $0.iosVersion == version && $0.kind == kind }
    }
}
