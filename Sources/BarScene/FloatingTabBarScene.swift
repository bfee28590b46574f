import BarLayers
import Raster

extension Scene {
    /// The metrics of the floating tab bar this scene's tab bar is: a tab bar controller's (not
    /// standalone) on an iPad in regular width on a release whose tab bar floats at the top
    /// (``PadBarMetrics/floatingTabBar``: iPadOS 18, 26, 27); nil otherwise.
    package var floatingTabBarMetrics: FloatingTabBarMetrics? {
        guard let tabBar, !tabBar.isStandalone, let pad = screen.padBars else { return nil }
        return FloatingTabBarMetrics.metrics(for: pad)
    }

    /// Whether the tab bar floats at the top (``floatingTabBarMetrics``): it takes no room at
    /// the bottom.
    package var tabBarFloats: Bool { floatingTabBarMetrics != nil }

    /// `_UIFloatingTabBar` at the top centre, or nil when the tab bar does not float.
    func floatingTabBarLayer(traits: Traits) throws(SceneError) -> Layer? {
        guard let metrics = floatingTabBarMetrics, let tabBar else { return nil }
        do {
            return try FloatingTabBar.build(
                tabBar, metrics: metrics, traits: traits, screenWidth: screen.widthPoints,
                safeTop: screen.safeArea.top, direction: layout.tabBarDirection)
        } catch let problem as FloatingTabBarProblem {
            throw SceneError(
                code: .notModelled, file: source, key: problem.key, line: keyLines.line(of: problem.key),
                message: problem.message)
        } catch {
            throw SceneError(code: .font, file: source, key: "fonts", message: "\(error)")
        }
    }

    /// What a floating tab bar does not model: the tab bar's own look (its appearance keys style
    /// the bottom `UITabBar`), disabled, image-only or search tabs, a hidden navigation
    /// bar (UIKit then places the bar by another rule), a transition, a minimised bar.
    var floatingTabBarRefusal: SceneRefusal? {
        guard floatingTabBarMetrics != nil, let bar = tabBar else { return nil }
        let release = "iPadOS \(drawnRelease.number)"
        let fix = "or standalone: true for a UITabBar of the app's own at the bottom"
        func refuse(_ key: String, _ what: String) -> SceneRefusal {
            SceneRefusal(
                key: key,
                message:
                    "\(what) on \(release)'s floating tab bar (_UIFloatingTabBar) is not modelled yet; remove it, \(fix)",
                code: .notModelled)
        }
        if navigationBar.isHidden { return refuse("navigationBar.hidden", "a hidden navigation bar") }
        if transition != nil { return refuse("transition", "a transition") }
        let plain = BarAppearance()
        let styled: [(String, Bool)] = [
            ("tabBar.barStyle", bar.barStyle != plain.barStyle),
            ("tabBar.translucent", bar.translucent != plain.translucent),
            ("tabBar.barTintColor", bar.barTintColor != plain.barTintColor || bar.barTintSystemColor != nil),
            ("tabBar.backgroundColor", bar.backgroundColor != plain.backgroundColor),
            ("tabBar.backgroundImage", bar.backgroundImage != nil),
            ("tabBar.shadowImage", bar.shadowImage != plain.shadowImage),
            ("tabBar.unselectedItemTintColor", bar.unselectedItemTintColor != nil),
            ("tabBar.overrideUserInterfaceStyle", bar.overrideUserInterfaceStyle != nil),
            ("tabBar.minimized", bar.isMinimized),
            ("tabBar.tabBarMinimizeBehavior", bar.tabBarMinimizeBehavior != plain.tabBarMinimizeBehavior),
            ("tabBar.\(bar.appearances.keys.map(\.rawValue).sorted().first ?? "")", !bar.appearances.isEmpty),
        ]
        if let (key, _) = styled.first(where: \.1) {
            return refuse(key, "a UITabBar property that styles the bottom bar")
        }
        for (index, item) in bar.tabItems.enumerated() {
            let key = "tabBar.items[\(index)]"
            if !item.isEnabled { return refuse(key + ".isEnabled", "a disabled tab") }
            if item.isSearchTab { return refuse(key + ".role", "a search tab") }
            if !item.appearances.isEmpty { return refuse(key, "a tab's own appearance") }
            if case let .custom(title, _) = item.kind, title?.isEmpty ?? true {
                return refuse(key + ".title", "an image-only tab (BarScope draws the floating tabs as titles)")
            }
        }
        return nil
    }
}

extension Layer {
    /// The navigation bar with its inline title (the `.title` content views) hidden, and a note
    /// saying `why`; nothing else changes (a large title is its own view and stays).
    func hidingInlineTitle(because why: String) -> Layer {
        var bar = self
        var hid = false
        func hide(_ layer: inout Layer) {
            if layer.role == .content(.title), !layer.isHidden {
                layer.isHidden = true
                hid = true
            }
            for i in layer.children.indices { hide(&layer.children[i]) }
        }
        hide(&bar)
        if hid { bar.notes.append("inline title hidden: \(why)") }
        return bar
    }
}
