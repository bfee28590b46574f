import BarLayers
import Raster

/// A UIKit property a SwiftUI modifier set, so the lowering can be said (`tree`, `explain`,
/// warnings) and undone (a scene file writes the modifiers, not what they lowered to).
package enum LoweredField: Sendable, Equatable {
    case topItem, title, largeTitleDisplayMode, prefersLargeTitles, hidden
    case bar(SwiftUIBar)
    case appearance(SwiftUIBar, AppearanceSlot)
    case colorScheme(SwiftUIBar)
    case tint(SwiftUIBar)
    case leftItems, rightItems, toolbarItems, tabItems, selectedTab, minimizeBehavior, tabBarMode
}

/// One step of the lowering: which modifier set which UIKit property, and how.
package struct SwiftUILowered: Sendable, Equatable {
    /// The scene key of the modifier (`swiftUI.toolbarBackground.navigationBar`).
    package var swiftUIKey: String
    /// The UIKit scene key it set (`navigationBar.standardAppearance`).
    package var uikitKey: String
    /// What it set, in words, with the source of the mapping.
    package var note: String
    package var field: LoweredField
}

extension Scene {
    /// The first release of each modifier, from Apple's documentation of SwiftUI (each page's
    /// availability line): SwiftUI itself iOS 13 (`TabView`, `tabItem`, `accentColor`);
    /// `navigationTitle`, `navigationBarTitleDisplayMode` and `ToolbarItem` placements iOS 14;
    /// `tint` and `badge` iOS 15; `toolbarBackground`, `toolbarColorScheme` and
    /// `toolbar(_:for:)` iOS 16 (`toolbarBackgroundVisibility` and `toolbarVisibility` are their
    /// iOS 18 names); `tabViewStyle(.sidebarAdaptable)` iOS 18; `tabBarMinimizeBehavior` iOS 26.
    static let swiftUIIntroduced: [String: Int] = [
        "navigationTitle": 14, "navigationBarTitleDisplayMode": 14, "toolbar": 14, "tint": 13, "tabs": 13,
        "badge": 15, "toolbarBackground": 16, "toolbarBackgroundVisibility": 16, "toolbarColorScheme": 16,
        "toolbarVisibility": 16, "tabViewStyle": 18, "tabBarMinimizeBehavior": 26,
    ]

    /// The scene with SwiftUI's `modifiers` lowered onto its UIKit bars, in one pass, as SwiftUI
    /// sets UIKit's bars (the mapping and its sources: docs/swiftui.md). Keys from both
    /// vocabularies may meet in one scene; one property set by both is refused, naming both keys.
    package func lowering(_ modifiers: SwiftUIModifiers) throws(SceneError) -> Scene {
        var lowered = self
        lowered.swiftUI = modifiers
        lowered.swiftUILowering = []
        if let refusal = lowered.lower(modifiers) {
            throw SceneError(
                code: refusal.code, file: source, key: refusal.key, line: keyLines.line(of: refusal.key),
                message: refusal.message)
        }
        return lowered
    }

    /// The scene in UIKit's words alone: what its SwiftUI modifiers lowered to (`normalize
    /// --uikit`). It draws the same pixels.
    package var uikitOnly: Scene {
        var scene = self
        scene.swiftUI = nil
        scene.swiftUILowering = []
        return scene
    }

    /// The scene as its UIKit keys were written, before its SwiftUI modifiers were lowered: what
    /// a scene file writes beside its `swiftUI:` block.
    var beforeSwiftUI: Scene {
        var scene = self
        for step in swiftUILowering.reversed() { scene.undo(step.field) }
        scene.swiftUILowering = []
        return scene
    }

    private mutating func undo(_ field: LoweredField) {
        switch field {
        case .topItem: navigationBar.topItem = nil
        case .title: navigationBar.topItem?.title = nil
        case .largeTitleDisplayMode: navigationBar.topItem?.largeTitleDisplayMode = .automatic
        case .prefersLargeTitles: navigationBar.prefersLargeTitles = false
        case .hidden: navigationBar.isHidden = false
        case let .bar(bar): if bar == .tabBar { tabBar = nil } else { toolbar = nil }
        case let .appearance(bar, slot): self[bar]?.appearances[slot] = nil
        case let .colorScheme(bar): self[bar]?.overrideUserInterfaceStyle = nil
        case let .tint(bar): self[bar]?.tintColor = nil
        case .leftItems: navigationBar.topItem?.leftBarButtonItems = []
        case .rightItems: navigationBar.topItem?.rightBarButtonItems = []
        case .toolbarItems: toolbar?.toolbarItems = []
        case .tabItems: tabBar?.tabItems = []
        case .selectedTab: tabBar?.selectedIndex = BarAppearance().selectedIndex
        case .minimizeBehavior: tabBar?.tabBarMinimizeBehavior = .automatic
        case .tabBarMode: tabBar?.mode = .automatic
        }
    }

    /// The UIKit bar SwiftUI's `bar` is, if the scene has it.
    subscript(bar: SwiftUIBar) -> BarAppearance? {
        get {
            switch bar {
            case .navigationBar: navigationBar
            case .tabBar: tabBar
            case .bottomBar: toolbar
            }
        }
        set {
            switch bar {
            case .navigationBar: if let newValue { navigationBar = newValue }
            case .tabBar: tabBar = newValue
            case .bottomBar: toolbar = newValue
            }
        }
    }

    /// Lowers every modifier; the first refusal, or nil.
    private mutating func lower(_ m: SwiftUIModifiers) -> SceneRefusal? {
        func record(_ key: String, _ uikit: String, _ field: LoweredField, _ note: String) {
            swiftUILowering.append(
                SwiftUILowered(swiftUIKey: "swiftUI." + key, uikitKey: uikit, note: note, field: field))
        }
        func conflict(_ key: String, _ uikit: String, _ what: String) -> SceneRefusal {
            SceneRefusal(
                key: "swiftUI." + key,
                message:
                    "sets \(what), which the scene's \(uikit) sets too; keep one (SwiftUI's modifier, or UIKit's key)")
        }
        // What the modifiers name, each against its first release.
        let written: [(String, Bool)] = [
            ("navigationTitle", m.navigationTitle != nil),
            ("navigationBarTitleDisplayMode", m.navigationBarTitleDisplayMode != nil),
            ("toolbar", !m.toolbar.isEmpty), ("tint", m.tint != nil), ("tabs", !m.tabs.isEmpty),
            ("badge", m.tabs.contains { $0.badge != nil }), ("toolbarBackground", !m.toolbarBackground.isEmpty),
            ("toolbarBackgroundVisibility", !m.toolbarBackgroundVisibility.isEmpty),
            ("toolbarColorScheme", !m.toolbarColorScheme.isEmpty), ("toolbarVisibility", !m.toolbarVisibility.isEmpty),
            ("tabViewStyle", m.tabViewStyle != .automatic), ("tabBarMinimizeBehavior", m.tabBarMinimizeBehavior != nil),
        ]
        for (name, isSet) in written where isSet {
            let first = Self.swiftUIIntroduced[name] ?? 13
            guard release.number < first else { continue }
            let key = name == "badge" ? "swiftUI.tabs" : "swiftUI." + name
            return SceneRefusal(
                key: key,
                message:
                    "\(name) arrives with iOS \(first) (SwiftUI's \(name == "tabs" ? "TabView" : name)); use ios: \(first) or later, or remove the key"
            )
        }

        // The title and its display mode (Apple: `navigationTitle` "the title of the
        // navigation bar"; a NavigationStack prefers large titles, `.automatic` "Default to large
        // when a navigation title is configured").
        if m.navigationTitle != nil || m.navigationBarTitleDisplayMode != nil {
            if navigationBar.topItem == nil {
                navigationBar.topItem = NavigationItem()
                record("navigationTitle", "navigationItem", .topItem, "the top view controller's navigation item")
            }
            if !navigationBar.prefersLargeTitles {
                navigationBar.prefersLargeTitles = true
                record(
                    m.navigationTitle != nil ? "navigationTitle" : "navigationBarTitleDisplayMode",
                    "navigationBar.prefersLargeTitles", .prefersLargeTitles,
                    "true: a NavigationStack's bar prefers large titles (Apple, toolbarTitleDisplayMode .automatic: large when a title is configured; medium)"
                )
            }
        }
        if let title = m.navigationTitle {
            if navigationBar.topItem?.title != nil {
                return conflict("navigationTitle", "navigationItem.title", "the title")
            }
            navigationBar.topItem?.title = title
            record("navigationTitle", "navigationItem.title", .title, "the navigation item's title (Apple; high)")
        }
        if let mode = m.navigationBarTitleDisplayMode {
            if navigationBar.topItem?.largeTitleDisplayMode != .automatic {
                return conflict(
                    "navigationBarTitleDisplayMode", "navigationItem.largeTitleDisplayMode", "the title's size")
            }
            navigationBar.topItem?.largeTitleDisplayMode = mode.largeTitleDisplayMode
            record(
                "navigationBarTitleDisplayMode", "navigationItem.largeTitleDisplayMode", .largeTitleDisplayMode,
                "\(mode.largeTitleDisplayMode.rawValue) (\(mode.rawValue); the mapping by name: high)")
        }

        // Tabs and the bottom bar: a TabView draws a tab bar of its tabs; bottomBar items draw
        // the navigation controller's toolbar.
        let bottomItems = m.toolbar.filter { $0.placement == .bottomBar || $0.placement == .status }
        if !m.tabs.isEmpty, m.toolbarVisibility[.tabBar] != .hidden {
            if tabBar != nil, !(tabBar?.tabItems.isEmpty ?? true) {
                return conflict("tabs", "tabBar.items", "the tab bar's items")
            }
            if tabBar == nil {
                tabBar = BarAppearance()
                record("tabs", "tabBar", .bar(.tabBar), "a TabView's tab bar")
            }
            tabBar?.tabItems = m.tabs.map {
                TabBarItem(.custom(title: $0.title, image: $0.image), badgeValue: $0.badge)
            }
            record(
                "tabs", "tabBar.items", .tabItems, "Label(title, systemImage:) as a tab item's title and image (high)")
            if m.selectedTab != 0 {
                tabBar?.selectedIndex = m.selectedTab
                record("selectedTab", "tabBar.selectedIndex", .selectedTab, "the TabView's selection")
            }
        }
        // `tabViewStyle`: UITabBarController's mode (research notes, inferred: `.sidebarAdaptable`
        // "iPadOS displays a top tab bar that can adapt into a sidebar" is `.tabSidebar`,
        // `.tabBarOnly` "displays a tab bar when possible" is `.tabBar`; Apple's pages quoted).
        if m.tabViewStyle != .automatic {
            guard tabBar != nil else {
                return SceneRefusal(
                    key: "swiftUI.tabViewStyle",
                    message: "there is no TabView to style; add tabs: [{title: Home, systemImage: house}]")
            }
            if tabBar?.mode != .automatic {
                return conflict("tabViewStyle", "tabBar.mode", "the tab bar controller's mode")
            }
            tabBar?.mode = m.tabViewStyle == .sidebarAdaptable ? .tabSidebar : .tabBar
            record(
                "tabViewStyle", "tabBar.mode", .tabBarMode,
                m.tabViewStyle == .sidebarAdaptable
                    ? "UITabBarController.mode .tabSidebar (inferred from Apple's description; medium)"
                    : "UITabBarController.mode .tabBar (inferred; medium)")
        }
        if let behavior = m.tabBarMinimizeBehavior {
            guard tabBar != nil else {
                return SceneRefusal(
                    key: "swiftUI.tabBarMinimizeBehavior",
                    message: "there is no tab bar to minimise; add tabs: [{title: Home, systemImage: house}]")
            }
            if tabBar?.tabBarMinimizeBehavior != .automatic {
                return conflict("tabBarMinimizeBehavior", "tabBar.tabBarMinimizeBehavior", "the minimise behaviour")
            }
            tabBar?.tabBarMinimizeBehavior = behavior
            record(
                "tabBarMinimizeBehavior", "tabBar.tabBarMinimizeBehavior", .minimizeBehavior,
                "UITabBarController.tabBarMinimizeBehavior (Apple; high)")
        }
        if !bottomItems.isEmpty, m.toolbarVisibility[.bottomBar] != .hidden {
            if !(toolbar?.toolbarItems.isEmpty ?? true) {
                return conflict("toolbar", "toolbar.items", "the bottom bar's items")
            }
            if toolbar == nil {
                toolbar = BarAppearance()
                record("toolbar", "toolbar", .bar(.bottomBar), "the navigation controller's toolbar")
            }
            toolbar?.toolbarItems = Self.bottomBarItems(bottomItems, style: userInterfaceStyle)
            record(
                "toolbar", "toolbar.items", .toolbarItems,
                "bottomBar items in order, a status item centred between flexible spaces (medium)")
        }
        let leading = m.toolbar.filter(\.placement.isLeading)
        let trailing = m.toolbar.filter(\.placement.isTrailing)
        if !leading.isEmpty || !trailing.isEmpty, navigationBar.topItem == nil {
            navigationBar.topItem = NavigationItem()
            record("toolbar", "navigationItem", .topItem, "the top view controller's navigation item")
        }
        if !leading.isEmpty {
            if !(navigationBar.topItem?.leftBarButtonItems.isEmpty ?? true) {
                return conflict("toolbar", "navigationItem.leftBarButtonItems", "the leading items")
            }
            navigationBar.topItem?.leftBarButtonItems = leading.map(Self.button)
            record(
                "toolbar", "navigationItem.leftBarButtonItems", .leftItems,
                "topBarLeading (navigationBarLeading) and cancellationAction items (Apple; high)")
        }
        if !trailing.isEmpty {
            if !(navigationBar.topItem?.rightBarButtonItems.isEmpty ?? true) {
                return conflict("toolbar", "navigationItem.rightBarButtonItems", "the trailing items")
            }
            // SwiftUI lays trailing items out in the order written; UIKit's first right item is
            // the rightmost (Apple: rightBarButtonItems "the first item in the array is the
            // rightmost").
            navigationBar.topItem?.rightBarButtonItems = trailing.reversed().map(Self.button)
            record(
                "toolbar", "navigationItem.rightBarButtonItems", .rightItems,
                "topBarTrailing (navigationBarTrailing), primaryAction, automatic and confirmationAction items, last written first (UIKit's rightmost; high), a confirmation in the done style (medium)"
            )
        }

        // Bars hidden (`toolbar(.hidden, for:)`).
        for (bar, visibility) in m.toolbarVisibility.sorted(by: { $0.key < $1.key }) where visibility == .hidden {
            let key = "toolbarVisibility.\(bar.rawValue)"
            switch bar {
            case .navigationBar:
                navigationBar.isHidden = true
                record(key, "navigationBar.hidden", .hidden, "setNavigationBarHidden (Apple; high)")
            case .tabBar, .bottomBar:
                if self[bar] != nil {
                    return SceneRefusal(
                        key: "swiftUI." + key,
                        message:
                            "hides the \(bar.uikitKey) the scene's \(bar.uikitKey) key draws; remove the key, or write visible"
                    )
                }
            }
        }

        // Tint: the colour of every bar's buttons, back chevron and selected tab (medium).
        if let tint = m.tint {
            // A navigation bar with no item shows nothing the tint colours (a TabView alone).
            for bar in SwiftUIBar.allCases where self[bar] != nil {
                if bar == .navigationBar, !navigationBar.hasContent { continue }
                if self[bar]?.tintColor != nil { return conflict("tint", "\(bar.uikitKey).tintColor", "the tint") }
                let color = tint.color.resolved(userInterfaceStyle)
                self[bar]?.tintColor = color
                record("tint", "\(bar.uikitKey).tintColor", .tint(bar), "the bar's tintColor (medium)")
            }
        }

        // Backgrounds: a style fills the bar's standard appearance; `visible` shows it at the
        // scroll edge too, `hidden` shows none (Apple's toolbarBackground documentation; UIKit's
        // mechanism inferred: medium).
        for bar in SwiftUIBar.allCases {
            let style = m.toolbarBackground[bar], visibility = m.toolbarBackgroundVisibility[bar] ?? .automatic
            guard style != nil || visibility != .automatic, self[bar] != nil else { continue }
            let key = style != nil ? "toolbarBackground.\(bar.rawValue)" : "toolbarBackgroundVisibility.\(bar.rawValue)"
            for slot in [AppearanceSlot.standardAppearance, .scrollEdgeAppearance]
            where self[bar]?.appearances[slot] != nil {
                return conflict(key, "\(bar.uikitKey).\(slot.rawValue)", "the bar's background")
            }
            var standard = BarAppearanceObject(
                configureWith: visibility == .hidden ? .transparentBackground : .defaultBackground)
            if visibility != .hidden {
                switch style {
                case let .color(color)?: standard.backgroundColor = color.color
                case let .material(_, blur)?: standard.backgroundEffect = blur
                case nil: break
                }
            }
            self[bar]?.appearances[.standardAppearance] = standard
            record(
                key, "\(bar.uikitKey).standardAppearance", .appearance(bar, .standardAppearance),
                visibility == .hidden
                    ? "configureWithTransparentBackground: no background (hidden)"
                    : "configureWithDefaultBackground\(style.map { ", then \($0.written)" } ?? "") (medium: SwiftUI's own calls are not public)"
            )
            if visibility != .automatic {
                self[bar]?.appearances[.scrollEdgeAppearance] = standard
                record(
                    "toolbarBackgroundVisibility.\(bar.rawValue)", "\(bar.uikitKey).scrollEdgeAppearance",
                    .appearance(bar, .scrollEdgeAppearance),
                    "the standard appearance at the scroll edge too (\(visibility.rawValue))")
            }
        }

        // A forced-visible background under iOS 26's glass keeps the title inline at the scroll
        // edge (NativePHP/mobile-air pull request 284, 2026: "suppresses the large title";
        // medium).
        if m.toolbarBackgroundVisibility[.navigationBar] == .visible, !design.largeTitleBesideVisibleBackground,
            navigationBar.prefersLargeTitles, let item = navigationBar.topItem, item.largeTitleDisplayMode != .never
        {
            navigationBar.topItem?.largeTitleDisplayMode = .never
            record(
                "toolbarBackgroundVisibility.navigationBar", "navigationItem.largeTitleDisplayMode",
                .largeTitleDisplayMode,
                "never: on iOS \(release.number) a forced-visible background keeps the title inline (NativePHP/mobile-air pull request 284; medium)"
            )
        }

        // A colour scheme holds while the bar's background shows (Apple: "only respected while a
        // background is visible in the requested bar"): the bar's own trait then.
        for (bar, scheme) in m.toolbarColorScheme.sorted(by: { $0.key < $1.key }) {
            guard self[bar] != nil else { continue }
            if self[bar]?.overrideUserInterfaceStyle != nil {
                return conflict(
                    "toolbarColorScheme.\(bar.rawValue)", "\(bar.uikitKey).overrideUserInterfaceStyle",
                    "the bar's scheme")
            }
            guard backgroundShows(bar) else { continue }
            self[bar]?.overrideUserInterfaceStyle = scheme.style
            record(
                "toolbarColorScheme.\(bar.rawValue)", "\(bar.uikitKey).overrideUserInterfaceStyle", .colorScheme(bar),
                "\(scheme.rawValue) while the bar's background shows (Apple; high)")
        }
        return nil
    }

    /// Whether the bar's background shows in this frame: the appearance UIKit chooses at the
    /// bar's place draws one the design draws.
    func backgroundShows(_ bar: SwiftUIBar) -> Bool {
        guard let appearance = self[bar], let rules = drawnRelease.appearanceRules else { return false }
        let layout = self.layout
        let placement = bar == .navigationBar ? layout.navigationBarPlacement : layout.placement(bar.kind)
        guard let position = placement?.position else { return false }
        let chosen = appearance.chosenAppearance(
            kind: bar.kind, rules: rules, position: position, legacy: appearance.legacyAppearance(kind: bar.kind))
        return design.showsBackground(of: chosen.appearance)
    }

    /// A toolbar item as a bar button item: its symbol, else its title.
    static func button(_ item: SwiftUIToolbarItem) -> BarButtonItem {
        let style: BarButtonItemStyle = item.placement == .confirmationAction ? .done : .plain
        if let image = item.image { return BarButtonItem(.image(image), style: style) }
        return BarButtonItem(.title(item.title ?? ""), style: style)
    }

    /// The bottom bar's items: `bottomBar` ones in order, a `status` one centred between flexible
    /// spaces (Apple: `.status` "in the center of the bottom toolbar"; medium), drawn as text in
    /// the label colour rather than the tint (a `Text`, not a button; its font is the bar
    /// button's here: no source gives the status text's own).
    static func bottomBarItems(_ items: [SwiftUIToolbarItem], style: UserInterfaceStyle) -> [BarButtonItem] {
        // Bottom bar items written before the status text lead, those after it trail.
        guard let first = items.firstIndex(where: { $0.placement == .status }) else { return items.map(button) }
        let leading = items[..<first].filter { $0.placement == .bottomBar }
        let trailing = items[first...].filter { $0.placement == .bottomBar }
        let status = items.filter { $0.placement == .status }.map { item in
            var text = button(item)
            text.tintColor = SemanticColors.label.resolved(style)
            return text
        }
        return leading.map(button) + [BarButtonItem(.system(.flexibleSpace))] + status
            + [BarButtonItem(.system(.flexibleSpace))] + trailing.map(button)
    }
}

extension Scene {
    /// What each SwiftUI modifier lowered to, a line each, for `tree` and `explain`:
    /// `swiftUI.navigationTitle → navigationItem.title: the navigation item's title (Apple; high)`.
    package var swiftUISummary: String {
        "SwiftUI, lowered onto UIKit:\n"
            + swiftUILowering.map { "  \($0.swiftUIKey) → \($0.uikitKey): \($0.note)" }.joined(separator: "\n")
    }
}
