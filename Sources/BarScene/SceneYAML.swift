import BarLayers
import Raster

/// A scene as a scene file: every value the scene holds, in the keys ``SceneParser`` reads,
/// defaults left out, in a fixed order. Parsing the text from the scene's folder gives the same
/// scene back (a test round-trips every golden and a Swift-built scene).
extension Scene {
    public var yamlText: String {
        // A SwiftUI scene writes its modifiers and the UIKit keys as they were written, not what
        // the modifiers lowered to (``beforeSwiftUI``), so it reads back the same.
        guard let modifiers = swiftUI else { return yaml(swiftUI: nil) }
        return beforeSwiftUI.yaml(swiftUI: modifiers)
    }

    private func yaml(swiftUI: SwiftUIModifiers?) -> String {
        var w = YAMLWriter()
        w.line("ios", "\(release.number)")
        w.line("device", Self.device(device))
        if orientation != .portrait { w.line("orientation", orientation.rawValue) }
        if userInterfaceStyle != .light { w.line("userInterfaceStyle", userInterfaceStyle.rawValue) }
        if let locale { w.line("locale", YAMLWriter.quoted(locale)) }
        if contentSizeCategory != .large { w.line("contentSizeCategory", contentSizeCategory.rawValue) }
        if glassAppearance != .automatic { w.line("glassAppearance", glassAppearance.rawValue) }
        if let glassFit { w.line("glassFit", glassFit.rawValue) }
        if !glassEffectViews.isEmpty {
            w.line(
                "glassEffectViews",
                "["
                    + glassEffectViews.map { view in
                        YAMLWriter.flow(
                            [
                                (
                                    "frame",
                                    "["
                                        + [view.frame.x, view.frame.y, view.frame.width, view.frame.height].map(
                                            YAMLWriter.number
                                        ).joined(separator: ", ") + "]"
                                ),
                                ("style", view.style == .regular ? nil : view.style.rawValue),
                                ("tintColor", view.tintColor.map(YAMLWriter.color)),
                                ("cornerRadius", view.cornerRadius.map(YAMLWriter.number)),
                            ].compactMap(Self.pair))
                    }.joined(separator: ", ") + "]")
        }
        if let spacing = glassEffectContainerSpacing {
            w.line("glassEffectContainer", "{spacing: \(YAMLWriter.number(spacing))}")
        }
        if reduceTransparency { w.line("reduceTransparency", "true") }
        if accessibilityContrast != .normal { w.line("accessibilityContrast", accessibilityContrast.rawValue) }
        if windowed { w.line("windowed", "true") }
        if let window {
            w.mapping(
                "window",
                [
                    ("multitasking", window.multitasking?.rawValue),
                    ("width", window.width.map(YAMLWriter.number)),
                    ("horizontalSizeClass", window.horizontalSizeClass?.rawValue),
                ].compactMap(Self.pair), flow: true, always: true)
        }
        if capture != .screen { w.line("capture", capture.rawValue) }
        if requiresCompatibility { w.line("infoPlist", "{UIDesignRequiresCompatibility: true}") }
        w.block("content", [Self.content(content)])
        w.mapping("navigationBar", Self.bar(navigationBar, kind: .navigationBar))
        if let item = navigationBar.topItem { w.mapping("navigationItem", Self.navigationItem(item), flow: true) }
        if let back = navigationBar.backItem { w.mapping("backItem", Self.backItem(back), flow: true) }
        if let tabBar { w.mapping("tabBar", Self.bar(tabBar, kind: .tabBar), always: true) }
        if let toolbar { w.mapping("toolbar", Self.bar(toolbar, kind: .toolbar), always: true) }
        if let swiftUI { w.block("swiftUI", Self.swiftUI(swiftUI)) }
        if !fonts.files.isEmpty {
            let weights = FontWeight.allCases.compactMap { weight -> (String, String)? in
                guard let path = fonts.files[weight], let font = fonts.replacements[weight] else { return nil }
                return (weight.rawValue, "{path: \(YAMLWriter.quoted(path)), sha256: \"\(font.sha256)\"}")
            }
            w.mapping("fonts", weights)
        }
        if let symbols { w.line("symbols", "{path: \(YAMLWriter.quoted(symbols))}") }
        w.mapping("viewController", Self.viewController(viewController), flow: true)
        if let transition { w.mapping("transition", Self.transition(transition)) }
        if let statusBar { w.mapping("statusBar", Self.statusBar(statusBar), flow: true, always: true) }
        if let splitView { w.block("splitView", Self.splitView(splitView)) }
        if let presentation {
            let size = presentation.size.map {
                ", size: [\(PointRect.format($0.width)), \(PointRect.format($0.height))]"
            }
            w.line("presentation", "{style: \(presentation.style.rawValue)\(size ?? "")}")
        }
        if let regionColumn {
            w.line("region", "{navigationBar: \(regionColumn)}")
        } else if region != .screen {
            w.line("region", region.rawValue)
        }
        if let deviceChrome {
            let outside =
                deviceChrome.a == 0 ? nil : deviceChrome == .black ? "black" : YAMLWriter.color(deviceChrome)
            w.line("deviceChrome", outside.map { "{outside: \($0)}" } ?? "{}")
        }
        if !variants.isEmpty { w.mapping("variants", Self.variants(variants)) }
        return w.text
    }

    /// A phone's name, or a view's size (`{width: 375, height: 200, scale: 2}`).
    static func device(_ device: Device) -> String {
        guard device.isView else { return device.id }
        var fields = [
            "width: \(Int(device.widthPoints))", "height: \(Int(device.heightPoints))", "scale: \(device.scale)",
        ]
        if device.topSafeAreaInset != 0 || device.homeIndicatorInset != 0 {
            fields.append(
                "safeAreaInsets: {top: \(PointRect.format(device.topSafeAreaInset)), bottom: \(PointRect.format(device.homeIndicatorInset))}"
            )
        }
        if device.statesPhoneIdiom { fields.append("idiom: phone") }
        if device.idiom == .pad { fields.append("idiom: pad") }
        return "{\(fields.joined(separator: ", "))}"
    }

    /// A back item's keys.
    static func backItem(_ back: BackItem) -> [(String, String)] {
        [
            ("title", back.title.map(YAMLWriter.quoted)),
            ("backButtonTitle", back.backButtonTitle.map(YAMLWriter.quoted)),
            (
                "backButtonDisplayMode",
                back.backButtonDisplayMode == .default ? nil : back.backButtonDisplayMode.rawValue
            ),
        ].compactMap(pair)
    }

    /// A split view's keys, its columns as flow mappings.
    static func splitView(_ split: SplitView) -> [(String, String)] {
        func column(_ column: SplitColumn) -> String {
            let bar = column.navigationBar
            let back = bar.backItem.map { YAMLWriter.flow(backItem($0)) }
            let pieces = Self.bar(bar, kind: .navigationBar)
            return YAMLWriter.flow(
                [
                    ("content", YAMLWriter.flow([content(column.content)])),
                    ("navigationBar", pieces.isEmpty ? nil : YAMLWriter.flow(pieces)),
                    ("navigationItem", bar.topItem.map { YAMLWriter.flow(navigationItem($0)) }),
                    ("backItem", back),
                    ("sidebar", column.sidebar.map(sidebar)),
                ].compactMap(pair))
        }
        return [
            ("style", split.style == .doubleColumn ? nil : split.style.rawValue),
            ("displayMode", split.displayMode == .automatic ? nil : split.displayMode.rawValue),
            ("primaryColumnWidth", split.primaryColumnWidth.map(YAMLWriter.number)),
            ("supplementaryColumnWidth", split.supplementaryColumnWidth.map(YAMLWriter.number)),
            ("primary", column(split.primary)),
            ("supplementary", split.supplementary.map(column)),
        ].compactMap(pair)
    }

    /// The axes back from their cross product: each axis's values in first-seen order, plain
    /// values as written (a number stays a number) and quoted ones quoted.
    static func variants(_ variants: [SceneVariant]) -> [(String, String)] {
        guard let first = variants.first else { return [] }
        return first.settings.indices.map { axis in
            var values: [String] = []
            for variant in variants {
                let node = variant.nodes[axis]
                let text = node.plainString ?? YAMLWriter.quoted(node.string ?? "")
                if !values.contains(text) { values.append(text) }
            }
            return (first.settings[axis].key, "[\(values.joined(separator: ", "))]")
        }
    }

    static func pair(_ entry: (String, String?)) -> (String, String)? { entry.1.map { (entry.0, $0) } }

    /// `content.list.sections:` as a flow list.
    static func sections(_ sections: [ListSection]) -> String {
        "["
            + sections.map { section in
                YAMLWriter.flow(
                    [section.header.map { ("header", YAMLWriter.quoted($0)) }, ("rows", "\(section.rows)")].compactMap {
                        $0
                    })
            }.joined(separator: ", ") + "]"
    }

    static func content(_ content: SceneContent) -> (String, String) {
        switch content {
        case let .color(c): return ("color", YAMLWriter.color(c))
        case let .image(_, path): return ("image", YAMLWriter.quoted(path))
        case let .png(file): return ("image", YAMLWriter.quoted(file.label))
        case let .list(list):
            let defaults = ListScreen()
            let fields: [(String, String?)] = [
                ("rows", list.rows == defaults.rows ? nil : "\(list.rows)"),
                ("text", list.text ? "true" : nil),
                ("refreshing", list.refreshing == defaults.refreshing ? nil : "\(list.refreshing)"),
                ("contentOffset", list.contentOffset.map(YAMLWriter.number)),
                ("backgroundColor", list.backgroundColor.map(YAMLWriter.color)),
                ("style", list.style == .plain ? nil : list.style.rawValue),
                ("sections", list.sections.map(sections)),
                ("topEdgeEffect", edgeEffect(list.topEdgeEffect)),
                ("bottomEdgeEffect", edgeEffect(list.bottomEdgeEffect)),
            ]
            return ("list", YAMLWriter.flow(fields.compactMap(pair)))
        }
    }

    /// A scroll edge effect other than UIKit's default, as a flow mapping.
    static func edgeEffect(_ effect: ScrollEdgeEffect) -> String? {
        guard effect != ScrollEdgeEffect() else { return nil }
        let defaults = ScrollEdgeEffect()
        let fields: [(String, String?)] = [
            ("style", effect.style == defaults.style ? nil : effect.style.rawValue),
            ("isHidden", effect.isHidden ? "true" : nil),
        ]
        return YAMLWriter.flow(fields.compactMap(pair))
    }

    static func image(_ image: BarImage) -> String {
        switch image {
        case .empty: return "{empty: true}"
        case let .color(c): return "{color: \(YAMLWriter.color(c))}"
        case let .bitmap(_, label): return "{path: \(YAMLWriter.quoted(label))}"
        case let .bitmapAtScale(_, label, scale): return "{path: \(YAMLWriter.quoted(label)), scale: \(scale)}"
        case let .symbol(symbol): return "{systemName: \(YAMLWriter.quoted(symbol.name))}"
        }
    }

    static func attributes(_ a: TextAttributes) -> String? {
        var parts: [String] = []
        if let color = a.foregroundColor { parts.append("foregroundColor: \(YAMLWriter.color(color))") }
        if let font = a.font {
            var fields: [String] = []
            if let file = font.file, let custom = font.custom {
                fields += ["path: \(YAMLWriter.quoted(file))", "sha256: \"\(custom.sha256)\""]
            }
            if let size = font.size { fields.append("size: \(YAMLWriter.number(size))") }
            if let weight = font.weight { fields.append("weight: \(weight.rawValue)") }
            parts.append("font: {\(fields.joined(separator: ", "))}")
        }
        if let kern = a.kern { parts.append("kern: \(YAMLWriter.number(kern))") }
        return parts.isEmpty ? nil : "{\(parts.joined(separator: ", "))}"
    }

    /// A bar's keys, in the tables' order; the scene file keeps only what differs from UIKit's defaults.
    static func bar(_ bar: BarAppearance, kind: BarKind) -> [(String, String)] {
        let d = BarAppearance()
        var fields: [(String, String?)] = [
            ("translucent", bar.translucent.map { "\($0)" }),
            ("barStyle", bar.barStyle == d.barStyle ? nil : bar.barStyle.rawValue),
            ("overrideUserInterfaceStyle", bar.overrideUserInterfaceStyle?.rawValue),
            ("barTintColor", bar.barTintSystemColor.map(YAMLWriter.color) ?? bar.barTintColor.map(YAMLWriter.color)),
            ("backgroundColor", bar.backgroundColor.map(YAMLWriter.color)),
            ("backgroundImage", bar.backgroundImage.map(image)),
        ]
        switch bar.shadowImage {
        case .default: break
        case .none: fields.append(("shadowImage", "none"))
        case let .image(custom): fields.append(("shadowImage", image(custom)))
        }
        fields += [
            ("overlayColor", bar.overlayColor.map(YAMLWriter.color)),
            ("backgroundAlpha", bar.backgroundAlpha.map(YAMLWriter.number)),
            ("clipsToBounds", bar.clipsToBounds ? "true" : nil),
            (
                "semanticContentAttribute",
                bar.semanticContentAttribute == .unspecified ? nil : bar.semanticContentAttribute.rawValue
            ),
            ("tintColor", bar.tintColor.map(YAMLWriter.color)),
        ]
        switch kind {
        case .navigationBar:
            fields += [
                ("hidden", bar.isHidden ? "true" : nil),
                ("prefersLargeTitles", bar.prefersLargeTitles ? "true" : nil),
                ("titleTextAttributes", attributes(bar.titleTextAttributes)),
                ("largeTitleTextAttributes", attributes(bar.largeTitleTextAttributes)),
            ]
        case .tabBar:
            fields += [
                ("items", bar.tabItems.isEmpty ? nil : "[" + bar.tabItems.map(tabItem).joined(separator: ", ") + "]"),
                ("selectedIndex", bar.selectedIndex == 0 ? nil : bar.selectedIndex.map { "\($0)" } ?? "none"),
                ("unselectedItemTintColor", bar.unselectedItemTintColor.map(YAMLWriter.color)),
                ("standalone", bar.isStandalone ? "true" : nil),
                ("mode", bar.mode == .automatic ? nil : bar.mode.rawValue),
                ("sidebar", bar.sidebarHidden.map { "{hidden: \($0)}" }),
                (
                    "groups",
                    bar.tabGroups.isEmpty
                        ? nil
                        : "["
                            + bar.tabGroups.map { group in
                                YAMLWriter.flow(
                                    [
                                        ("title", group.header.map(YAMLWriter.quoted)),
                                        ("items", "[" + group.items.map(tabItem).joined(separator: ", ") + "]"),
                                    ].compactMap(pair))
                            }.joined(separator: ", ") + "]"
                ),
                (
                    "tabBarMinimizeBehavior",
                    bar.tabBarMinimizeBehavior == .automatic ? nil : bar.tabBarMinimizeBehavior.rawValue
                ),
                ("minimized", bar.isMinimized ? "true" : nil),
            ]
        case .toolbar:
            fields += [
                (
                    "items",
                    bar.toolbarItems.isEmpty
                        ? nil : "[" + bar.toolbarItems.map(buttonItem).joined(separator: ", ") + "]"
                )
            ]
        }
        fields += slots(bar.appearances, kind: kind)
        return fields.compactMap(pair)
    }

    /// Appearance objects by slot, in UIKit's order of the slots.
    static func slots(_ appearances: [AppearanceSlot: BarAppearanceObject], kind: BarKind) -> [(String, String?)] {
        AppearanceSlot.allCases.compactMap { slot in
            appearances[slot].map { (slot.rawValue, YAMLWriter.flow(appearance($0, kind: kind))) }
        }
    }

    static func buttonItem(_ item: BarButtonItem) -> String {
        var fields: [(String, String?)]
        switch item.kind {
        case let .system(system): fields = [("systemItem", system.rawValue)]
        case let .title(title): fields = [("title", YAMLWriter.quoted(title))]
        case let .image(picture): fields = [("image", image(picture))]
        }
        fields += [
            ("style", item.style == .plain ? nil : item.style.rawValue),
            ("width", item.width == 0 ? nil : YAMLWriter.number(item.width)),
            ("tintColor", item.tintColor.map(YAMLWriter.color)),
            ("isEnabled", item.isEnabled ? nil : "false"),
            ("sharesBackground", item.sharesBackground ? nil : "false"),
            ("hidesSharedBackground", item.hidesSharedBackground ? "true" : nil),
        ]
        return YAMLWriter.flow(fields.compactMap(pair))
    }

    /// A split view column's sidebar list: its sections (or one untitled section's items) and
    /// the selected row.
    static func sidebar(_ list: SidebarList) -> String {
        func items(_ items: [TabBarItem]) -> String { "[" + items.map(tabItem).joined(separator: ", ") + "]" }
        let oneSection = list.sections.count == 1 && list.sections[0].header == nil
        let sections = list.sections.map { section in
            YAMLWriter.flow(
                [("header", section.header.map(YAMLWriter.quoted)), ("items", items(section.items))].compactMap(pair))
        }
        return YAMLWriter.flow(
            [
                ("items", oneSection ? items(list.sections[0].items) : nil),
                ("sections", oneSection ? nil : "[" + sections.joined(separator: ", ") + "]"),
                ("selectedIndex", list.selectedIndex == 0 ? nil : list.selectedIndex.map { "\($0)" } ?? "none"),
            ].compactMap(pair))
    }

    static func tabItem(_ item: TabBarItem) -> String {
        var fields: [(String, String?)]
        switch item.kind {
        case let .system(system): fields = [("systemItem", system.rawValue)]
        case let .custom(title, picture):
            fields = [("title", title.map(YAMLWriter.quoted)), ("image", picture.map(image))]
        }
        fields.append(("badgeValue", item.badgeValue.map(YAMLWriter.quoted)))
        if !item.isEnabled { fields.append(("isEnabled", "false")) }
        if item.isSearchTab { fields.append(("role", "search")) }
        if item.renderingMode != .automatic { fields.append(("renderingMode", item.renderingMode.rawValue)) }
        fields += slots(item.appearances, kind: .tabBar)
        return YAMLWriter.flow(fields.compactMap(pair))
    }

    static func navigationItem(_ item: NavigationItem) -> [(String, String)] {
        var fields: [(String, String?)] = [
            ("title", item.title.map(YAMLWriter.quoted)),
            ("prompt", item.prompt.map(YAMLWriter.quoted)),
            ("subtitle", item.subtitle.map(YAMLWriter.quoted)),
            ("largeSubtitle", item.largeSubtitle.map(YAMLWriter.quoted)),
            (
                "largeTitleDisplayMode",
                item.largeTitleDisplayMode == .automatic ? nil : item.largeTitleDisplayMode.rawValue
            ),
            (
                "leftBarButtonItems",
                item.leftBarButtonItems.isEmpty
                    ? nil : "[" + item.leftBarButtonItems.map(buttonItem).joined(separator: ", ") + "]"
            ),
            (
                "rightBarButtonItems",
                item.rightBarButtonItems.isEmpty
                    ? nil : "[" + item.rightBarButtonItems.map(buttonItem).joined(separator: ", ") + "]"
            ),
            ("hidesBackButton", item.hidesBackButton ? "true" : nil),
        ]
        fields += slots(item.appearances, kind: .navigationBar)
        return fields.compactMap(pair)
    }

    /// An appearance: `configureWith` when not the default, then what differs from what it set.
    static func appearance(_ object: BarAppearanceObject, kind: BarKind) -> [(String, String)] {
        let base = BarAppearanceObject(configureWith: object.configuredWith)
        func differing<T: Equatable>(_ value: T?, _ reference: T?, _ write: (T) -> String, none: String) -> String? {
            value == reference ? nil : value.map(write) ?? none
        }
        func state(_ s: ItemStateAppearance) -> String? {
            let fields: [(String, String?)] = [
                ("titleTextAttributes", attributes(s.titleTextAttributes)),
                ("iconColor", s.iconColor.map(YAMLWriter.color)),
            ]
            let kept = fields.compactMap(pair)
            return kept.isEmpty ? nil : YAMLWriter.flow(kept)
        }
        var fields: [(String, String?)] = [
            ("configureWith", object.configuredWith == .defaultBackground ? nil : object.configuredWith.rawValue),
            ("backgroundEffect", differing(object.backgroundEffect, base.backgroundEffect, \.rawValue, none: "none")),
            (
                "backgroundColor",
                differing(object.backgroundColor, base.backgroundColor, YAMLWriter.color, none: "clear")
            ),
            ("backgroundImage", object.backgroundImage.map(image)),
            (
                "backgroundImageContentMode",
                object.backgroundImageContentMode == .scaleToFill ? nil : object.backgroundImageContentMode.rawValue
            ),
            ("shadowColor", differing(object.shadowColor, base.shadowColor, YAMLWriter.color, none: "none")),
            ("shadowImage", object.shadowImage.map(image)),
        ]
        if kind == .navigationBar {
            fields += [
                ("titleTextAttributes", attributes(object.titleTextAttributes)),
                ("largeTitleTextAttributes", attributes(object.largeTitleTextAttributes)),
            ]
        }
        if kind == .tabBar {
            let states: [(String, String?)] = [
                ("normal", state(object.stackedNormal)), ("selected", state(object.stackedSelected)),
            ]
            let kept = states.compactMap(pair)
            fields.append(("stackedLayoutAppearance", kept.isEmpty ? nil : YAMLWriter.flow(kept)))
        } else {
            fields += [
                ("buttonAppearance", state(object.buttonAppearance).map { "{normal: \($0)}" }),
                ("doneButtonAppearance", state(object.doneButtonAppearance).map { "{normal: \($0)}" }),
                ("backButtonAppearance", state(object.backButtonAppearance).map { "{normal: \($0)}" }),
            ]
        }
        return fields.compactMap(pair)
    }

    static func viewController(_ vc: ViewControllerLayout) -> [(String, String)] {
        let d = ViewControllerLayout()
        var edges: String?
        if vc.edgesForExtendedLayout != d.edgesForExtendedLayout {
            let names = [(ViewControllerLayout.Edges.top, "top"), (.bottom, "bottom")].filter {
                vc.edgesForExtendedLayout.contains($0.0)
            }.map(\.1)
            edges = names.isEmpty ? "none" : "[" + names.joined(separator: ", ") + "]"
        }
        let fields: [(String, String?)] = [
            ("edgesForExtendedLayout", edges),
            (
                "extendedLayoutIncludesOpaqueBars",
                vc.extendedLayoutIncludesOpaqueBars == d.extendedLayoutIncludesOpaqueBars
                    ? nil : "\(vc.extendedLayoutIncludesOpaqueBars)"
            ),
            (
                "automaticallyAdjustsScrollViewInsets",
                vc.automaticallyAdjustsScrollViewInsets == d.automaticallyAdjustsScrollViewInsets
                    ? nil : "\(vc.automaticallyAdjustsScrollViewInsets)"
            ),
            (
                "contentInsetAdjustmentBehavior",
                vc.contentInsetAdjustmentBehavior == d.contentInsetAdjustmentBehavior
                    ? nil : vc.contentInsetAdjustmentBehavior.rawValue
            ),
        ]
        return fields.compactMap(pair)
    }

    static func transition(_ t: Transition) -> [(String, String)] {
        let d = Transition(kind: t.kind, to: t.to)
        let to = bar(t.to, kind: .navigationBar)
        let glitches = Transition.Glitch.allCases.filter { t.glitches.contains($0) }.map(\.rawValue)
        let fields: [(String, String?)] = [
            ("kind", t.kind.rawValue),
            ("to", YAMLWriter.flow(to)),
            ("progress", t.progress == d.progress ? nil : YAMLWriter.number(t.progress)),
            ("release", t.kind == .interactivePop && t.release != d.release ? t.release.rawValue : nil),
            ("duration", t.duration == d.duration ? nil : YAMLWriter.number(t.duration)),
            ("curve", t.curve == d.curve ? nil : t.curve.rawValue),
            ("glitches", glitches.isEmpty ? nil : "[" + glitches.joined(separator: ", ") + "]"),
            ("hidesBottomBarWhenPushed", t.hidesBottomBarWhenPushed ? "true" : nil),
            ("underlyingShift", t.underlyingShift == d.underlyingShift ? nil : YAMLWriter.number(t.underlyingShift)),
        ]
        return fields.compactMap(pair)
    }

    static func statusBar(_ s: StatusBarContent) -> [(String, String)] {
        let fields: [(String, String?)] = [
            ("style", s.style?.rawValue),
            ("time", s.time.map(YAMLWriter.quoted)),
            ("carrier", s.carrier.map(YAMLWriter.quoted)),
            ("batteryLevel", s.batteryLevel == 1 ? nil : YAMLWriter.number(s.batteryLevel)),
        ]
        return fields.compactMap(pair)
    }
}

extension Scene {
    /// The `swiftUI:` block's entries, in the key table's order.
    static func swiftUI(_ m: SwiftUIModifiers) -> [(String, String)] {
        func perBar<T>(_ values: [SwiftUIBar: T], _ text: (T) -> String) -> String? {
            values.isEmpty
                ? nil : YAMLWriter.flow(values.sorted { $0.key < $1.key }.map { ($0.key.rawValue, text($0.value)) })
        }
        func color(_ c: SwiftUIColor) -> String { c.written.hasPrefix("#") ? YAMLWriter.quoted(c.written) : c.written }
        let items = m.toolbar.map { item in
            YAMLWriter.flow(
                [
                    ("placement", item.placement.rawValue), ("title", item.title.map(YAMLWriter.quoted)),
                    ("systemImage", item.systemImage.map(YAMLWriter.quoted)),
                ].compactMap(pair))
        }
        let tabs = m.tabs.map { tab in
            YAMLWriter.flow(
                [
                    ("title", YAMLWriter.quoted(tab.title)), ("systemImage", tab.systemImage.map(YAMLWriter.quoted)),
                    ("badge", tab.badge.map(YAMLWriter.quoted)),
                ].compactMap(pair))
        }
        return [
            ("navigationTitle", m.navigationTitle.map(YAMLWriter.quoted)),
            ("navigationBarTitleDisplayMode", m.navigationBarTitleDisplayMode?.rawValue),
            (
                "toolbarBackground",
                perBar(m.toolbarBackground) { style in
                    switch style {
                    case let .color(c): color(c)
                    case let .material(name, _): name
                    }
                }
            ),
            ("toolbarBackgroundVisibility", perBar(m.toolbarBackgroundVisibility, \.rawValue)),
            ("toolbarColorScheme", perBar(m.toolbarColorScheme, \.rawValue)),
            ("toolbarVisibility", perBar(m.toolbarVisibility, \.rawValue)),
            ("tint", m.tint.map(color)),
            ("toolbar", items.isEmpty ? nil : "[" + items.joined(separator: ", ") + "]"),
            ("tabs", tabs.isEmpty ? nil : "[" + tabs.joined(separator: ", ") + "]"),
            ("selectedTab", m.selectedTab == 0 ? nil : "\(m.selectedTab)"),
            ("tabViewStyle", m.tabViewStyle == .automatic ? nil : m.tabViewStyle.rawValue),
            ("tabBarMinimizeBehavior", m.tabBarMinimizeBehavior?.rawValue),
        ].compactMap(pair)
    }
}

/// Writes a scene file's YAML: block mappings at the top, flow mappings inside.
package struct YAMLWriter {
    private(set) var text = ""

    mutating func line(_ key: String, _ value: String) { text += "\(key): \(value)\n" }

    /// A block mapping of one level (`content:`), each entry on its own line.
    mutating func block(_ key: String, _ entries: [(String, String)]) {
        text += "\(key):\n" + entries.map { "  \($0.0): \($0.1)\n" }.joined()
    }

    /// A mapping: left out when empty (unless `always`, which writes `{}`), on one line when
    /// `flow`, else one entry a line.
    mutating func mapping(_ key: String, _ entries: [(String, String)], flow: Bool = false, always: Bool = false) {
        if entries.isEmpty {
            if always { line(key, "{}") }
            return
        }
        if flow { line(key, Self.flow(entries)) } else { block(key, entries) }
    }

    static func flow(_ entries: [(String, String)]) -> String {
        "{" + entries.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A string in double quotes, with YAML's escapes for what needs them: every character
    /// YAML does not allow in a stream as it is (C0 and C1 controls, DEL, the byte-order mark,
    /// U+FFFE and U+FFFF) and the line breaks, so that the text reads back as the same string.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5c: out += "\\\\"
            case 0x00: out += "\\0"
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0a: out += "\\n"
            case 0x0b: out += "\\v"
            case 0x0c: out += "\\f"
            case 0x0d: out += "\\r"
            case 0x1b: out += "\\e"
            case 0x85: out += "\\N"
            case 0x2028: out += "\\L"
            case 0x2029: out += "\\P"
            case 0..<0x20, 0x7f...0x9f: out += "\\x" + hex(scalar.value, digits: 2)
            case 0xfeff, 0xfffe, 0xffff: out += "\\u" + hex(scalar.value, digits: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    static func color(_ c: RGBA8) -> String { "\"\(c.hex)\"" }
    static func color(_ c: DynamicColor) -> String { c.name ?? color(c.light) }
    static func number(_ v: Double) -> String { PointRect.format(v) }
}
