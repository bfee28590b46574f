import BarLayers

/// The view trees of a scene's bars, each in its role.
public struct SceneBars: Sendable, Equatable {
    /// The `UINavigationBar`.
    public var navigationBar: Layer
    /// The navigation controller's `UIToolbar`, when the scene has one.
    public var toolbar: Layer?
    /// The tab bar controller's `UITabBar`, when the scene has one.
    public var tabBar: Layer?
    /// iPadOS 18+: the tab bar controller's tab bar floating at the top of an iPad in regular
    /// width (`_UIFloatingTabBar`), drawn over the navigation bar; ``tabBar`` is then nil.
    package var floatingTabBar: Layer?
    /// The status bar's items, when the scene draws them.
    public var statusBar: Layer?
    /// iOS 26: the glass views over the content (`glassEffectViews:`), beneath every bar.
    public var glassEffectViews: Layer?
    /// iPadOS 14+: a sidebar list over the content of a split view's column or a tab bar
    /// controller's sidebar, beneath the column's navigation bar.
    package var sidebar: Layer?

    package init(navigationBar: Layer, toolbar: Layer? = nil, tabBar: Layer? = nil, statusBar: Layer? = nil) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.statusBar = statusBar
    }

    /// The bars at the bottom of the screen, in drawing order: the toolbar, then the tab bar.
    public var bottomBars: [Layer] { [toolbar, tabBar].compactMap { $0 } }

    /// Every bar, bottom to top in drawing order: the navigation bar, the toolbar, the tab bar,
    /// a floating tab bar, then the status bar (drawn above everything).
    public var drawingOrder: [Layer] {
        [navigationBar] + bottomBars + (floatingTabBar.map { [$0] } ?? []) + (statusBar.map { [$0] } ?? [])
    }

    /// Everything drawn over the content, bottom to top: the glass views, then ``drawingOrder``.
    public var everything: [Layer] {
        (sidebar.map { [$0] } ?? []) + (glassEffectViews.map { [$0] } ?? []) + drawingOrder
    }
}
