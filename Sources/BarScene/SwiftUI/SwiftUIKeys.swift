import BarLayers
import Raster

extension SceneKeys {
    /// `swiftUI:`: SwiftUI's modifiers, by their names, read as written; the scene lowers them
    /// once every key is read (``Scene/lowering(_:)``).
    static let swiftUI = KeyTable<SwiftUIModifiers>([
        .init("navigationTitle") { m, v, r, key throws(SceneError) in
            m.navigationTitle = try r.text(key, v, weights: [.semibold, .bold], role: .title)
        },
        .init("navigationBarTitleDisplayMode") { m, v, r, key throws(SceneError) in
            m.navigationBarTitleDisplayMode = try r.swiftUIChoice(key, v, "a title display mode")
        },
        .init("toolbarBackground") { m, v, r, key throws(SceneError) in
            m.toolbarBackground = try r.perBar(key, v, example: "{navigationBar: purple}") {
                node, barKey throws(SceneError) in try r.swiftUIBackground(barKey, node)
            }
        },
        .init("toolbarBackgroundVisibility") { m, v, r, key throws(SceneError) in
            m.toolbarBackgroundVisibility = try r.perBar(key, v, example: "{navigationBar: visible}") {
                node, barKey throws(SceneError) in try r.swiftUIChoice(barKey, node, "a visibility")
            }
        },
        .init("toolbarColorScheme") { m, v, r, key throws(SceneError) in
            m.toolbarColorScheme = try r.perBar(key, v, example: "{navigationBar: dark}") {
                node, barKey throws(SceneError) in try r.swiftUIChoice(barKey, node, "a color scheme")
            }
        },
        .init("toolbarVisibility") { m, v, r, key throws(SceneError) in
            m.toolbarVisibility = try r.perBar(key, v, example: "{tabBar: hidden}") {
                node, barKey throws(SceneError) in try r.swiftUIChoice(barKey, node, "a visibility")
            }
        },
        .init("tint") { m, v, r, key throws(SceneError) in m.tint = try r.swiftUIColor(key, v) },
        .init("toolbar") { m, v, r, key throws(SceneError) in
            m.toolbar = try r.list(key, v, example: "[{placement: topBarTrailing, systemImage: plus}]") {
                node, itemKey throws(SceneError) in try r.swiftUIToolbarItem(itemKey, node)
            }
        },
        .init("tabs") { m, v, r, key throws(SceneError) in
            m.tabs = try r.list(key, v, example: "[{title: Home, systemImage: house}]") {
                node, itemKey throws(SceneError) in try r.swiftUITab(itemKey, node)
            }
        },
        .init("selectedTab") { m, v, r, key throws(SceneError) in
            guard let n = Reader.integer(v), n >= 0, n < SceneParser.maximumItems else {
                throw r.error(key, v, "\(r.show(v)) is not a tab's index; use 0 for the first tab")
            }
            m.selectedTab = n
        },
        .init("tabViewStyle") { m, v, r, key throws(SceneError) in
            m.tabViewStyle = try r.swiftUIChoice(key, v, "a tab view style")
        },
        .init("tabBarMinimizeBehavior") { m, v, r, key throws(SceneError) in
            m.tabBarMinimizeBehavior = try r.swiftUIChoice(key, v, "a tab bar minimize behavior")
        },
    ])
}

extension Reader {
    /// A value as SwiftUI code writes it, `.inline`, `Color.purple`, `.purple`: the name alone.
    static func swiftUIWord(_ text: String) -> String {
        var word = Substring(text)
        if word.hasPrefix("Color.") { word = word.dropFirst("Color.".count) }
        if word.hasPrefix(".") { word = word.dropFirst() }
        return String(word)
    }

    /// One of an enumeration's values in SwiftUI's spelling (a leading dot allowed).
    func swiftUIChoice<T: RawRepresentable & CaseIterable>(_ key: String, _ node: YAMLNode, _ what: String)
        throws(SceneError) -> T
    where T.RawValue == String {
        if let word = node.string, node.isScalar, let value = T(rawValue: Self.swiftUIWord(word)) { return value }
        return try choice(key, node, what)
    }

    /// A mapping from SwiftUI's bars (`navigationBar`, `tabBar`, `bottomBar`) to values.
    func perBar<T>(
        _ key: String, _ node: YAMLNode, example: String, _ read: (YAMLNode, String) throws(SceneError) -> T
    ) throws(SceneError) -> [SwiftUIBar: T] {
        let fields = try entries(
            try mapping(key, node, example: example), path: key, allowed: SwiftUIBar.allCases.map(\.rawValue))
        var result: [SwiftUIBar: T] = [:]
        for bar in SwiftUIBar.allCases {
            if let value = fields[bar.rawValue] { result[bar] = try read(value, "\(key).\(bar.rawValue)") }
        }
        return result
    }

    /// A colour in SwiftUI's words: `purple` (SwiftUI's named colours), a system colour
    /// (`systemPurple`), or `"#rrggbb"`.
    func swiftUIColor(_ key: String, _ node: YAMLNode) throws(SceneError) -> SwiftUIColor {
        guard node.isScalar, let text = node.string else {
            throw error(key, node, "must be a colour such as purple, systemPurple or \"#5e2a84\"")
        }
        let written = Self.swiftUIWord(text)
        if let system = SwiftUIColor.named[written], let color = SemanticColors.named(system) {
            return SwiftUIColor(written: written, color: color)
        }
        guard written.hasPrefix("#") || SemanticColors.named(written) != nil else {
            let names = SwiftUIColor.named.keys.sorted()
            let near = closest(written, in: names + SemanticColors.all.compactMap(\.name)) ?? "purple"
            throw error(
                key, node,
                "\(show(node)) is not a colour; write one of SwiftUI's (such as \(near)), a system colour such as systemPurple, or \"#rrggbb\""
            )
        }
        if written.hasPrefix("#") || written != text {
            return SwiftUIColor(
                written: written,
                color: try dynamicColor(key, YAMLNode(value: .scalar(written, plain: false), line: node.line)))
        }
        return SwiftUIColor(written: written, color: try dynamicColor(key, node))
    }

    /// `toolbarBackground`'s style: a colour or a material.
    func swiftUIBackground(_ key: String, _ node: YAMLNode) throws(SceneError) -> SwiftUIBackgroundStyle {
        if let text = node.string, node.isScalar, let blur = SwiftUIBackgroundStyle.materials[Self.swiftUIWord(text)] {
            return .material(name: Self.swiftUIWord(text), style: blur)
        }
        if let name = node.string, node.isScalar, Self.swiftUIWord(name) == "ultraThickMaterial" {
            throw error(
                key, node,
                "ultraThickMaterial is not modelled (no source gives the blur style SwiftUI draws it with); use thickMaterial or bar",
                code: .notModelled)
        }
        if let name = node.string, node.isScalar, name.lowercased().contains("material") {
            let names = SwiftUIBackgroundStyle.materials.keys.sorted().joined(separator: ", ")
            throw error(key, node, "\(show(node)) is not a material; use one of \(names), or a colour")
        }
        return .color(try swiftUIColor(key, node))
    }

    /// `{placement: topBarTrailing, systemImage: plus}` or `{placement: bottomBar, title: Edit}`.
    func swiftUIToolbarItem(_ key: String, _ node: YAMLNode) throws(SceneError) -> SwiftUIToolbarItem {
        let fields = try entries(
            try mapping(key, node, example: "{placement: topBarTrailing, systemImage: plus}"), path: key,
            allowed: ["placement", "title", "systemImage"])
        guard let placementNode = fields["placement"] else {
            throw error(key, node, "needs its placement, such as {placement: topBarTrailing, systemImage: plus}")
        }
        if placementNode.string.map(Self.swiftUIWord) == "principal" {
            throw error(
                "\(key).placement", placementNode,
                "principal (a custom view in the title's place) is not modelled; use navigationTitle for a title",
                code: .notModelled)
        }
        var item = SwiftUIToolbarItem(
            placement: try swiftUIChoice("\(key).placement", placementNode, "a toolbar item placement"))
        if let title = fields["title"] {
            item.title = try text("\(key).title", title, weights: [.regular], role: .item)
        }
        if let symbol = fields["systemImage"] {
            (item.systemImage, item.image) = try swiftUISymbol("\(key).systemImage", symbol)
        }
        guard item.title != nil || item.systemImage != nil else {
            throw error(key, node, "shows nothing; give a title, a systemImage, or both (a Label shows its icon)")
        }
        return item
    }

    /// `{title: Home, systemImage: house, badge: "3"}`: a `Label` in a tab, with its badge.
    func swiftUITab(_ key: String, _ node: YAMLNode) throws(SceneError) -> SwiftUITab {
        let fields = try entries(
            try mapping(key, node, example: "{title: Home, systemImage: house}"), path: key,
            allowed: ["title", "systemImage", "badge"])
        guard let titleNode = fields["title"] else {
            throw error(key, node, "needs its title, such as {title: Home, systemImage: house}")
        }
        var tab = SwiftUITab(title: try text("\(key).title", titleNode, role: .tabItem))
        if let symbol = fields["systemImage"] {
            (tab.systemImage, tab.image) = try swiftUISymbol("\(key).systemImage", symbol)
        }
        if let badge = fields["badge"] { tab.badge = try text("\(key).badge", badge) }
        return tab
    }
}

extension Reader {
    /// `systemImage: house`: the symbol's name and its image, read as `image: {systemName:}` is
    /// (from the scene's `symbols:` folder).
    func swiftUISymbol(_ key: String, _ node: YAMLNode) throws(SceneError) -> (String, BarImage) {
        let symbol = try symbol(key, node)
        return (symbol.name, .symbol(symbol))
    }
}
