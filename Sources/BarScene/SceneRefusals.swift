import BarLayers
import Raster

/// Something a scene asks for that BarScope refuses rather than draw a wrong picture: the key
/// path and one sentence with the fix. The model says it (``Scene/refusal``), so a scene built
/// in Swift is refused as its file would be; the reader adds the file's line.
package struct SceneRefusal: Sendable, Equatable {
    package var key: String
    package var message: String
    package var code: SceneError.Code = .invalidValue
}

extension Scene {
    /// Refuses what the scene asks for that its release does not have or BarScope does not
    /// model: the same refusals, with the same words, as ``SceneParser`` gives a file (with its
    /// line where the scene was read from one).
    public func validate() throws(SceneError) {
        guard var refusal else { return }
        // A UIKit property a SwiftUI modifier set is named by the modifier the scene wrote.
        if let step = swiftUIStep(setting: refusal.key) {
            refusal = SceneRefusal(
                key: step.swiftUIKey, message: "(lowered to \(refusal.key)) \(refusal.message)", code: refusal.code)
        }
        throw SceneError(
            code: refusal.code, file: source, key: refusal.key, line: keyLines.line(of: refusal.key),
            message: refusal.message)
    }

    /// The first refusal, in the order a file's reader meets the keys; nil for a scene BarScope
    /// draws.
    package var refusal: SceneRefusal? {
        let early =
            arrivalRefusal ?? featureRefusal ?? selectionRefusal ?? viewRefusal ?? windowRefusal ?? splitRefusal
            ?? sidebarRefusal ?? presentationRefusal ?? regionColumnRefusal
        return early ?? padRefusal ?? designRefusal ?? glassRefusal ?? pinnedHeaderRefusal ?? regionRefusal
            ?? chromeRefusal
    }

    /// Device chrome on a picture it cannot frame: a strip, a transition's frames, a view of a
    /// given size (no device), or a phone with a home button (nothing to draw).
    var chromeRefusal: SceneRefusal? {
        guard deviceChrome != nil else { return nil }
        func refuse(_ message: String) -> SceneRefusal { SceneRefusal(key: "deviceChrome", message: message) }
        if region != .screen {
            return refuse("draws on the whole screen; use region: screen, or remove deviceChrome")
        }
        if transition != nil {
            return refuse("draws on a still screen; remove the transition, or remove deviceChrome")
        }
        if DeviceChrome.of(device) == nil {
            return refuse(
                device.isView
                    ? "a view of a given size has no device around it; name a phone with a home indicator (such as iphone-15), or remove deviceChrome"
                    : "the \(device.name) has no home indicator, notch or rounded corners to draw; use a phone without a home button (such as iphone-15), or remove deviceChrome"
            )
        }
        return nil
    }

    /// A region naming a strip the scene does not draw.
    var regionRefusal: SceneRefusal? {
        func refuse(_ message: String) -> SceneRefusal { SceneRefusal(key: "region", message: message) }
        switch region {
        case .navigationBar where navigationBar.isHidden:
            return refuse("the navigation bar is hidden (navigationBar.hidden); use bars or screen, or show the bar")
        case .bars where navigationBar.isHidden && statusBar == nil && tabBar == nil && toolbar == nil:
            return refuse(
                "the navigation bar is hidden and the scene has no other bar; use screen, or add a tabBar, toolbar or statusBar"
            )
        case .tabBar where tabBar == nil, .toolbar where toolbar == nil:
            return refuse("the scene has no \(region.rawValue); add \(region.rawValue): {} or use bars")
        case .tabBar where transition != nil, .toolbar where transition != nil:
            return refuse("a transition's frames show the navigation bar's strip; use navigationBar, bars or screen")
        case .bars where transition != nil && (tabBar != nil || toolbar != nil):
            // A transition's frames are the navigation bar's strip: the bottom bars' strips
            // would be dropped without a word.
            let bottom = [toolbar.map { _ in "toolbar" }, tabBar.map { _ in "tabBar" }].compactMap { $0 }
                .joined(separator: " and ")
            return refuse(
                "a transition's frames show the navigation bar's strip only, so the \(bottom) would not be drawn; use screen to see every bar, or navigationBar"
            )
        default:
            return nil
        }
    }

    /// A key tied to a design (``DesignArrival``) set on a release of an earlier one, from the
    /// key tables, so a new key's arrival is declared once.
    var arrivalRefusal: SceneRefusal? {
        if let found = SceneKeys.scene.arrivalRefusal(self, path: "", release: release) { return found }
        // Each bar through its kind's table (``SceneKeys/barTable(_:)``), as the reader does.
        for (name, kind, bar) in [
            ("navigationBar", BarKind.navigationBar, navigationBar as BarAppearance?), ("tabBar", .tabBar, tabBar),
            ("toolbar", .toolbar, toolbar),
        ] {
            guard let bar else { continue }
            if let found = SceneKeys.barTable(kind).arrivalRefusal(bar, path: name, release: release) { return found }
        }
        if let item = navigationBar.topItem {
            if let found = SceneKeys.navigationItem.arrivalRefusal(item, path: "navigationItem", release: release) {
                return found
            }
            for (side, items) in [
                ("leftBarButtonItems", item.leftBarButtonItems), ("rightBarButtonItems", item.rightBarButtonItems),
            ] {
                for (index, button) in items.enumerated() {
                    let path = "navigationItem.\(side)[\(index)]"
                    if let found = SceneKeys.barButtonItem.arrivalRefusal(button, path: path, release: release) {
                        return found
                    }
                }
            }
        }
        for (index, button) in (toolbar?.toolbarItems ?? []).enumerated() {
            let path = "toolbar.items[\(index)]"
            if let found = SceneKeys.barButtonItem.arrivalRefusal(button, path: path, release: release) { return found }
        }
        if case let .list(list) = content {
            return SceneKeys.list.arrivalRefusal(list, path: "content.list", release: release)
        }
        return nil
    }

    /// A value whose UIKit API arrived with a later release (``UIKitFeature``).
    var featureRefusal: SceneRefusal? {
        func late(_ feature: UIKitFeature, _ key: String, _ message: (Int) -> String) -> SceneRefusal? {
            release.offers(feature) ? nil : SceneRefusal(key: key, message: message(feature.introduced))
        }
        if userInterfaceStyle == .dark, let found = late(.darkMode, "userInterfaceStyle", Self.darkModeArrives) {
            return found
        }
        let owners: [(String, String, BarKind, [AppearanceSlot: BarAppearanceObject])] =
            [("navigationBar", BarKind.navigationBar.className, .navigationBar, navigationBar.appearances)]
            + [("navigationItem", "UINavigationItem", .navigationBar, navigationBar.topItem?.appearances ?? [:])]
            + [("tabBar", BarKind.tabBar.className, .tabBar, tabBar?.appearances ?? [:])]
            + [("toolbar", BarKind.toolbar.className, .toolbar, toolbar?.appearances ?? [:])]
        for (path, owner, kind, objects) in owners {
            for slot in AppearanceSlot.allCases where objects[slot] != nil && !release.offers(slot, on: kind) {
                return SceneRefusal(
                    key: "\(path).\(slot.rawValue)", message: Self.slotArrives(owner, slot, kind, release: release))
            }
        }
        let buttons =
            (navigationBar.topItem.map { item in
                item.leftBarButtonItems.enumerated().map {
                    ("navigationItem.leftBarButtonItems[\($0.offset)]", $0.element)
                }
                    + item.rightBarButtonItems.enumerated().map {
                        ("navigationItem.rightBarButtonItems[\($0.offset)]", $0.element)
                    }
            } ?? []) + (toolbar?.toolbarItems ?? []).enumerated().map { ("toolbar.items[\($0.offset)]", $0.element) }
        for (path, button) in buttons where button.style == .prominent {
            if let found = late(.prominentItemStyle, path + ".style", Self.prominentArrives) { return found }
        }
        if let back = navigationBar.backItem, back.backButtonDisplayMode != .default, !release.backButtonDisplayModes {
            return SceneRefusal(key: "backItem.backButtonDisplayMode", message: Self.backButtonDisplayModeArrives)
        }
        if case let .list(list) = content, list.style == .insetGrouped,
            let found = late(.insetGroupedTables, "content.list.style", Self.insetGroupedArrives)
        {
            return found
        }
        if statusBar?.style == .darkContent {
            return late(.darkContentStatusBar, "statusBar.style", Self.darkContentArrives)
        }
        return nil
    }

    static func darkModeArrives(_ first: Int) -> String {
        "dark mode arrives with iOS \(first); use ios: \(first) or later, or remove the key"
    }
    static func prominentArrives(_ first: Int) -> String {
        "prominent arrives with iOS \(first) (UIBarButtonItem.Style.prominent, done renamed); use ios: \(first), or style: done"
    }
    static func insetGroupedArrives(_ first: Int) -> String {
        "insetGrouped arrives with iOS \(first) (UITableView.Style.insetGrouped); use ios: \(first) or later, or style: plain"
    }
    static func darkContentArrives(_ first: Int) -> String {
        "darkContent arrives with iOS \(first); before it default is dark content"
    }
    static let backButtonDisplayModeArrives =
        "backButtonDisplayMode arrives with iOS 14; use ios: 14 or later, or remove the key"
    static func slotArrives(_ owner: String, _ slot: AppearanceSlot, _ kind: BarKind, release: IOSVersion) -> String {
        let introduced = slot.introduced(on: kind)
        let legacy =
            release.offers(.appearanceObjects)
            ? "" : ", or the legacy properties (barTintColor, translucent, backgroundImage, shadowImage)"
        return "\(owner).\(slot.rawValue) arrives with iOS \(introduced); use ios: \(introduced) or later\(legacy)"
    }

    /// A tab bar's `selectedIndex` past its items: UIKit's `selectedItem` is one of the bar's
    /// items or none, so nothing selected for an index the bar lacks is a state UIKit never
    /// shows.
    var selectionRefusal: SceneRefusal? {
        // UIKit's default selection of a bar without items selects nothing, and is no mistake.
        // A tab sidebar's groups' tabs follow the tabs (``tabSidebarList``).
        guard let bar = tabBar, let index = bar.selectedIndex else { return nil }
        let count = bar.tabItems.count + bar.tabGroups.reduce(0) { $0 + $1.items.count }
        guard index >= count, count > 0 || index != BarAppearance().selectedIndex else { return nil }
        return SceneRefusal(key: "tabBar.selectedIndex", message: Self.selectsNoItem(index, count: count))
    }

    static func selectsNoItem(_ index: Int, count: Int) -> String {
        let fix =
            count == 0
            ? "the tab bar has no items; add items, or write selectedIndex: none"
            : "the tab bar has \(count) item\(count == 1 ? "" : "s") (0 to \(count - 1)); select one of them, or write none"
        return "\(index) selects no item: \(fix)"
    }

    /// What a view of a given size does not have: a status bar, an orientation (its width and
    /// height say how it is held).
    var viewRefusal: SceneRefusal? {
        guard device.isView else { return nil }
        if statusBar != nil {
            return SceneRefusal(
                key: "statusBar",
                message:
                    "a view of a given size has no status bar (the system draws it over a whole screen); remove the key, or use a phone such as iphone-8"
            )
        }
        if orientation != .portrait {
            return SceneRefusal(
                key: "orientation",
                message:
                    "a view of a given size is drawn as its width and height give it; remove the key and swap width and height"
            )
        }
        return nil
    }

    /// What an iPad's release draws that BarScope does not: from iPadOS 18 a tab bar
    /// controller's tab bar floats at the top in regular width (``PadBarMetrics/floatingTabBar``),
    /// drawn as `_UIFloatingTabBar` with what it does not model refused
    /// (``floatingTabBarRefusal``); an app in a window is an iPad's, with no status bar of its own.
    var padRefusal: SceneRefusal? {
        if windowed, device.idiom != .pad {
            return SceneRefusal(
                key: "windowed", message: "an app in a window is an iPad's (iPadOS 26); use an iPad such as ipad-pro-11"
            )
        }
        if windowed, statusBar != nil {
            return SceneRefusal(
                key: "statusBar",
                message:
                    "an app in a window has no status bar of its own (the screen's lies outside the window); remove statusBar, or windowed"
            )
        }
        return floatingTabBarRefusal
    }

    /// What the drawn design does not model (``SceneState``), rather than another design's
    /// picture in its place. Each message names the opt-out the release honours, if any.
    var designRefusal: SceneRefusal? {
        let design = self.design
        let number = release.number
        let way =
            drawnRelease.compatibility?.honoured == true
            ? "add infoPlist: {UIDesignRequiresCompatibility: true} to draw the iOS 18 bars iOS \(number) keeps for apps that opt out, or use ios: 18"
            : "use ios: 26 with infoPlist: {UIDesignRequiresCompatibility: true}, or ios: 18"
        func refuse(_ key: String, _ what: String) -> SceneRefusal {
            SceneRefusal(key: key, message: "\(what) on iOS \(number) is not modelled yet; \(way)", code: .notModelled)
        }
        if transition != nil, !design.models(.transition) {
            return refuse("transition", "a transition between Liquid Glass bars")
        }
        if let prompt = navigationBar.topItem?.prompt, !prompt.isEmpty, !design.models(.prompt) {
            return refuse("navigationItem.prompt", "a prompt above a Liquid Glass bar")
        }
        if !glassEffectViews.isEmpty, !design.models(.glassEffectViews) {
            return SceneRefusal(
                key: "glassEffectViews",
                message:
                    "glass views in an app that opts out of Liquid Glass are not modelled (no source shows what UIGlassEffect draws then); remove infoPlist's UIDesignRequiresCompatibility, or the glass views",
                code: .notModelled)
        }
        guard let bar = tabBar, let search = bar.tabItems.lastIndex(where: \.isSearchTab),
            search == bar.tabItems.count - 1, bar.tabItems.filter(\.isSearchTab).count == 1, bar.tabItems.count > 1
        else { return nil }
        if bar.selectedIndex == search, !design.models(.searchTabSelected) {
            return SceneRefusal(
                key: "tabBar.selectedIndex",
                message:
                    "selects the search tab, whose search field BarScope does not draw on iOS \(number) yet; select another tab",
                code: .notModelled)
        }
        if orientation.isLandscape, !design.models(.searchTabInLandscape) {
            return SceneRefusal(
                key: "tabBar.items[\(search)].role",
                message:
                    "a search tab in landscape on iOS \(number) is not modelled yet (no source measured it); use orientation: portrait",
                code: .notModelled)
        }
        return nil
    }

    /// The app's glass views and a tab bar's search tab and minimised state, as UIKit allows
    /// them: glass views on the screen, one search tab, the last item, beside at least one other;
    /// minimised only with a behaviour that minimises.
    var glassRefusal: SceneRefusal? {
        if glassEffectContainerSpacing != nil, glassEffectViews.isEmpty {
            return SceneRefusal(
                key: "glassEffectContainer",
                message: "holds no glass views; add glassEffectViews: [{frame: [16, 700, 120, 48]}], or remove the key")
        }
        for (index, view) in glassEffectViews.enumerated() {
            if let problem = glassFrameProblem(view.frame) {
                return SceneRefusal(key: "glassEffectViews[\(index)].frame", message: problem)
            }
        }
        guard let bar = tabBar else { return nil }
        let searches = bar.tabItems.indices.filter { bar.tabItems[$0].isSearchTab }
        if let search = searches.first {
            let key = "tabBar.items[\(search)].role"
            guard searches.count == 1 else {
                return SceneRefusal(
                    key: key, message: "a tab bar has one search tab; remove role: search from all but the last item")
            }
            guard search == bar.tabItems.count - 1 else {
                return SceneRefusal(
                    key: key, message: "the search tab is the tab bar's last item; move it to the end of items")
            }
            guard bar.tabItems.count > 1 else {
                return SceneRefusal(
                    key: key, message: "a search tab needs another tab beside it; add one before it in items")
            }
        }
        guard bar.isMinimized else { return nil }
        guard bar.tabBarMinimizeBehavior.minimizes else {
            return SceneRefusal(
                key: "tabBar.minimized",
                message:
                    "UIKit minimises a tab bar only with tabBarMinimizeBehavior: onScrollDown or onScrollUp (automatic never does on iPhone); set one, or remove minimized"
            )
        }
        let tabs = bar.tabItems.indices.filter { !bar.tabItems[$0].isSearchTab }
        let shown = bar.selectedIndex.flatMap { tabs.contains($0) ? $0 : nil } ?? tabs.first
        if let shown, case .custom(_, nil) = bar.tabItems[shown].kind {
            return SceneRefusal(
                key: "tabBar.minimized",
                message:
                    "a minimised tab bar shows the selected tab's image alone, and tab \(shown) has none; give it an image, or select a tab that has one"
            )
        }
        if orientation.isLandscape {
            return SceneRefusal(
                key: "tabBar.minimized",
                message:
                    "a minimised tab bar in landscape is not modelled yet (no source measured it); use orientation: portrait",
                code: .notModelled)
        }
        return nil
    }

    /// A plain list scrolled so a section header would pin under the bar, on the system chrome
    /// material BarScope does not draw in a list.
    var pinnedHeaderRefusal: SceneRefusal? {
        guard case let .list(list) = content, list.style == .plain, let sections = list.sections,
            let metrics = PlainHeaderMetrics.metrics(for: drawnRelease)
        else { return nil }
        let layout = self.layout
        let pitch = ListScreen.rowPitch(contentSizeCategory)
        let visibleTop = layout.view.y + layout.contentInsetTop
        let placed = PlainHeaderMetrics.layout(
            sections, contentTop: layout.contentTop, pitch: pitch, metrics: metrics, category: contentSizeCategory)
        for (index, header) in placed.headers.enumerated()
        where header.top < visibleTop - 1e-9 && header.sectionBottom > visibleTop + 1e-9 {
            let offset = layout.contentOffset - (visibleTop - header.top)
            return SceneRefusal(
                key: "content.list.contentOffset",
                message:
                    "scrolls the header \"\(header.title)\" (the list's header \(index + 1)) under the bar, where UIKit pins it on the system chrome material, which BarScope does not draw in a list; use a contentOffset of at most \(PointRect.format(offset)), or style: insetGrouped"
            )
        }
        return nil
    }
}
