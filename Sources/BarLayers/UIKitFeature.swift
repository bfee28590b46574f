/// A UIKit API or behaviour that arrived with one release, each with the release and the source
/// that dates it. A scene key that needs one is refused on an earlier release, and a builder that
/// draws differently before it asks the release (``IOSVersion/offers(_:)``), so a feature is one
/// row here rather than a question about the design generation at every site.
package enum UIKitFeature: Sendable, CaseIterable {
    /// `UIBarAppearance` and the bars' appearance properties. Apple's documentation of
    /// `UIBarAppearance`: iOS 13.0+.
    case appearanceObjects
    /// Dark mode: a trait collection's light or dark style that views and dynamic colours
    /// follow, and `overrideUserInterfaceStyle`. Apple's documentation of
    /// `UIView.overrideUserInterfaceStyle` and WWDC19 "Implementing Dark Mode on iOS": iOS 13.0+.
    case darkMode
    /// The semantic system colours (`systemBackground`, `label`, …) that resolve in a trait.
    /// Apple's documentation of `UIColor.systemBackground`: iOS 13.0+.
    case semanticColors
    /// `UITableView.Style.insetGrouped`. Apple's documentation: iOS 13.0+.
    case insetGroupedTables
    /// `UIStatusBarStyle.darkContent`, and `default` following the trait. Apple's documentation
    /// of `UIStatusBarStyle.darkContent`: iOS 13.0+.
    case darkContentStatusBar
    /// `UIImage(systemName:)`, SF Symbols. Apple's documentation of `init(systemName:)`:
    /// iOS 13.0+.
    case symbolImages
    /// The sidebar list style, `UICollectionLayoutListConfiguration.Appearance.sidebar`.
    /// Apple's documentation of `Appearance.sidebar`: iOS 14.0+.
    case sidebarLists
    /// `UITabBarController.mode` and its sidebar (`.tabSidebar`). Apple's documentation of
    /// `UITabBarController.Mode`: iOS 18.0+.
    case tabBarControllerMode
    /// `UIBarButtonItem.Style.prominent` (the done style renamed). Apple's documentation of
    /// `UIBarButtonItem.Style.prominent`: iOS 26.0+.
    case prominentItemStyle

    /// The first release that has it.
    package var introduced: Int {
        switch self {
        case .appearanceObjects, .darkMode, .semanticColors, .insetGroupedTables, .darkContentStatusBar, .symbolImages:
            13
        case .sidebarLists: 14
        case .tabBarControllerMode: 18
        case .prominentItemStyle: 26
        }
    }
}

extension IOSVersion {
    /// Whether the release has `feature`.
    package func offers(_ feature: UIKitFeature) -> Bool { number >= feature.introduced }
}
