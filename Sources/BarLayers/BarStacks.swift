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

/// The private view stack of `UINavigationBar` on one iOS version, as data.
///
/// Sources: seed 003 prints the stacks of iOS 9, 10 and 11 for a default bar; seed 000 adds the
/// second filter view that a `barTintColor` brings on iOS 10, and the image view that a
/// background image brings; seed 001 and 002 say the blur branch is absent on opaque bars and
/// that the background image view sits at the bottom of `_UIBarBackground`.
public struct NavigationBarStack: Sendable, Equatable {
    public let iosVersion: Int
    /// `_UINavigationBarBackground` (iOS 9) or `_UIBarBackground` (iOS 10, 11).
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
    /// `_UIBackdropView` (iOS 9) or `UIVisualEffectView` (iOS 10, 11).
    public let effectContainerClass: String
    /// The blur branch's subviews, bottom to top.
    public let effectParts: [EffectPart]
    /// The bar's other subviews after the background view.
    public let siblings: [SiblingSpec]

    /// iOS 9 (seed 003; seed 000 names `_UIBackdropEffectView` the "pale layer").
    public static let ios9 = NavigationBarStack(
        iosVersion: 9, backgroundClass: "_UINavigationBarBackground", backgroundViewShowsImage: true,
        imageViewClass: "UIImageView", hairlineBeforeEffect: false, effectContainerClass: "_UIBackdropView",
        effectParts: [
            EffectPart(className: "_UIBackdropEffectView", role: .backdropWithGrayscaleTint),
            EffectPart(className: "UIView", role: .colorTint(alwaysPresent: true)),
        ],
        siblings: [SiblingSpec(className: "_UINavigationBarBackIndicatorView", children: [], isHidden: true)])

    /// iOS 10 (seed 003; seed 000 for the two filter views and their values).
    public static let ios10 = NavigationBarStack(
        iosVersion: 10, backgroundClass: "_UIBarBackground", backgroundViewShowsImage: false,
        imageViewClass: "UIImageView", hairlineBeforeEffect: true, effectContainerClass: "UIVisualEffectView",
        effectParts: [
            EffectPart(className: "_UIVisualEffectBackdropView", role: .backdrop),
            EffectPart(className: "_UIVisualEffectFilterView", role: .grayscaleTint),
            EffectPart(className: "_UIVisualEffectFilterView", role: .colorTint(alwaysPresent: false)),
        ],
        siblings: [SiblingSpec(className: "_UINavigationBarBackIndicatorView", children: [], isHidden: true)])

    /// iOS 11 (seed 003). iOS 11 merges the filter views into `_UIVisualEffectSubview`; no seed
    /// reads their values, so they carry iOS 10's (seed 000).
    public static let ios11 = NavigationBarStack(
        iosVersion: 11, backgroundClass: "_UIBarBackground", backgroundViewShowsImage: false,
        imageViewClass: "UIImageView", hairlineBeforeEffect: true, effectContainerClass: "UIVisualEffectView",
        effectParts: [
            EffectPart(className: "_UIVisualEffectBackdropView", role: .backdrop),
            EffectPart(className: "_UIVisualEffectSubview", role: .grayscaleTint),
            EffectPart(className: "_UIVisualEffectSubview", role: .colorTint(alwaysPresent: false)),
        ],
        siblings: [
            SiblingSpec(className: "_UINavigationBarLargeTitleView", children: ["UILabel"], isHidden: true),
            SiblingSpec(className: "_UINavigationBarContentView", children: [], isHidden: false),
            SiblingSpec(className: "_UINavigationBarModernPromptView", children: ["UILabel"], isHidden: true),
        ])

    /// The supported versions.
    public static let all: [NavigationBarStack] = [ios9, ios10, ios11]

    /// The stack for an iOS major version, or `nil` when BarScope does not model it.
    public static func forVersion(_ version: Int) -> NavigationBarStack? {
        all.first { $0.iosVersion == version }
    }
}
