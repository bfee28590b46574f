import BarLayers
import Raster
import Typesetting

/// The keys of one mapping of a scene file, each declared once with the code that reads it
/// into the value being built. The list of allowed keys (and the "did you mean" suggestions)
/// comes from the table, so a new key is one entry.
struct KeyTable<Target>: Sendable {
    /// Reads one key's value into the target; `key` is the full key path, for messages.
    typealias Read =
        @Sendable (_ target: inout Target, _ value: YAMLNode, _ reader: Reader, _ key: String) throws(SceneError) ->
        Void

    struct Entry: Sendable {
        let name: String
        /// The design the key arrives with (``DesignGeneration``): on a release of an earlier
        /// one the key is refused, whatever its value, before it is read.
        var arrives: DesignArrival? = nil
        /// For a key tied to a design: whether the target holds a value the key sets (not UIKit's
        /// default), so a scene built in Swift is refused as a file is (``Scene/validate()``).
        var isSet: (@Sendable (Target) -> Bool)? = nil
        let read: Read
    }

    let entries: [Entry]

    init(_ entries: [Entry]) { self.entries = entries }

    /// The keys, in the table's order.
    var names: [String] { entries.map(\.name) }

    /// This table followed by `more`.
    static func + (table: KeyTable, more: [Entry]) -> KeyTable { KeyTable(table.entries + more) }

    /// Reads every key of `mapping` into `target`, in the table's order, after refusing unknown
    /// and repeated keys. `path` is the mapping's key path (nil at the top).
    func read(
        _ mapping: [(key: YAMLNode, value: YAMLNode)], path: String?, into target: inout Target, with reader: Reader
    ) throws(SceneError) {
        let fields = try reader.entries(mapping, path: path, allowed: names)
        for entry in entries {
            guard let value = fields[entry.name] else { continue }
            let key = path.map { "\($0).\(entry.name)" } ?? entry.name
            if let arrives = entry.arrives { try reader.require(arrives, key, value) }
            try entry.read(&target, value, reader, key)
        }
    }
}

extension KeyTable.Entry {
    init(_ name: String, _ read: @escaping KeyTable.Read) {
        self.init(name: name, arrives: nil, isSet: nil, read: read)
    }

    /// A key that arrives with a design; `set` says whether a target holds what it sets.
    init(
        _ name: String, arrives: DesignArrival, set: @escaping @Sendable (Target) -> Bool,
        _ read: @escaping KeyTable.Read
    ) {
        self.init(name: name, arrives: arrives, isSet: set, read: read)
    }
}

extension KeyTable {
    /// The first key of the table set on `target` that `release` does not have yet, refused as
    /// the file's reader refuses it; `path` is the target's key path (empty at the top).
    func arrivalRefusal(_ target: Target, path: String, release: IOSVersion) -> SceneRefusal? {
        for entry in entries {
            guard let arrives = entry.arrives, let isSet = entry.isSet, isSet(target),
                let (message, code) = arrives.refusal(release)
            else { continue }
            return SceneRefusal(key: path.isEmpty ? entry.name : "\(path).\(entry.name)", message: message, code: code)
        }
        return nil
    }
}

/// How a key is tied to a design generation: it arrives with it (`subtitle` with iOS 26's
/// glass), or BarScope models it there only (Reduce Transparency, an older setting drawn on the
/// glass alone). Either way a scene on an earlier design is refused, with a message that names
/// the generation.
enum DesignArrival: Sendable {
    case with(DesignGeneration)
    case modelledOn(DesignGeneration)

    /// Why a key tied to this design is refused on `release`, or nil where it is not.
    func refusal(_ release: IOSVersion) -> (message: String, code: SceneError.Code)? {
        let design: DesignGeneration
        switch self {
        case let .with(generation), let .modelledOn(generation): design = generation
        }
        guard !release.reaches(design), let first = design.firstRelease else { return nil }
        switch self {
        case .with: return ("arrives with \(design.name); use ios: \(first), or remove the key", .invalidValue)
        case .modelledOn:
            return (
                "is modelled on \(design.name) only (no source gives iOS \(release.number)'s bars with the setting); use ios: \(first), or remove the key",
                .notModelled
            )
        }
    }
}

/// The scene file's keys, UIKit's property names where there is one.
enum SceneKeys {
    /// A bar's keys (`navigationBar:`, `tabBar:`, `toolbar:`, `transition.to:`).
    static let bar = KeyTable<BarAppearance>([
        .init("translucent") { bar, v, r, key throws(SceneError) in bar.translucent = try r.bool(key, v) },
        .init("barStyle") { bar, v, r, key throws(SceneError) in
            guard let name = v.string, let style = BarStyle(rawValue: name) else {
                throw r.error(key, v, "\(r.show(v)) is not a bar style; use default or black")
            }
            bar.barStyle = style
        },
        .init("barTintColor") { bar, v, r, key throws(SceneError) in
            // UIKit takes any UIColor here, a system colour too (iOS 13+), resolved when the bar
            // draws; the parser resolves it once the scene's style and the bar's are known.
            if let name = v.string, v.isScalar, name != "clear", SemanticColors.named(name) != nil {
                let system = try r.dynamicColor(key, v)
                bar.barTintSystemColor = system
                bar.barTintColor = system.light
            } else {
                bar.barTintColor = try r.color(key, v)
            }
        },
        .init("backgroundColor") { bar, v, r, key throws(SceneError) in bar.backgroundColor = try r.color(key, v) },
        .init("backgroundImage") { bar, v, r, key throws(SceneError) in bar.backgroundImage = try r.barImage(key, v) },
        .init("shadowImage") { bar, v, r, key throws(SceneError) in
            if let word = v.string, v.mapping == nil {
                switch word {
                case "default": bar.shadowImage = .default
                case "none": bar.shadowImage = .none
                default:
                    throw r.error(
                        key, v,
                        "\(r.show(v)) is not a shadow image; use default, none, {color: \"#rrggbbaa\"} or {path: file.png}"
                    )
                }
            } else {
                bar.shadowImage = .image(try r.barImage(key, v))
            }
        },
        .init("overlayColor") { bar, v, r, key throws(SceneError) in bar.overlayColor = try r.color(key, v) },
        .init("backgroundAlpha") { bar, v, r, key throws(SceneError) in
            bar.backgroundAlpha = try r.number(key, v, range: 0...1)
        },
        .init("clipsToBounds") { bar, v, r, key throws(SceneError) in bar.clipsToBounds = try r.bool(key, v) },
        .init("semanticContentAttribute") { bar, v, r, key throws(SceneError) in
            bar.semanticContentAttribute = try r.choice(key, v, "a semantic content attribute")
        },
        .init("overrideUserInterfaceStyle", arrives: .with(.appearance), set: { $0.overrideUserInterfaceStyle != nil })
        { bar, v, r, key throws(SceneError) in
            bar.overrideUserInterfaceStyle = try r.choice(key, v, "a user interface style")
        },
    ])

    /// `titleTextAttributes:` and `largeTitleTextAttributes:`.
    static let textAttributes = KeyTable<TextAttributes>([
        .init("foregroundColor") { attributes, v, r, key throws(SceneError) in
            attributes.foregroundColor = try r.dynamicColor(key, v)
        },
        .init("font") { attributes, v, r, key throws(SceneError) in attributes.font = try r.fontAttribute(key, v) },
        // Points either way; beyond ±50 no title stays on a bar.
        .init("kern") { attributes, v, r, key throws(SceneError) in
            attributes.kern = try r.number(key, v, range: -50...50)
        },
    ])

    /// A bar's appearance objects (iOS 13+): the slots the kind has, each read by ``appearance``.
    static func appearanceSlots(_ kind: BarKind) -> [KeyTable<BarAppearance>.Entry] {
        appearanceSlots(kind, owner: kind.className) { bar, slot, object in bar.appearances[slot] = object }
    }

    /// The appearance slots of the kind, on an owner (`UINavigationBar`, or a
    /// `UINavigationItem` or `UITabBarItem`, which have the same slots from the same releases).
    static func appearanceSlots<Owner>(
        _ kind: BarKind, owner: String,
        _ store: @escaping @Sendable (inout Owner, AppearanceSlot, BarAppearanceObject) -> Void
    ) -> [KeyTable<Owner>.Entry] {
        AppearanceSlot.allCases.filter { $0.exists(on: kind) }.map { slot in
            .init(slot.rawValue) { target, v, r, key throws(SceneError) in
                if let release = r.release, !release.offers(slot, on: kind) {
                    throw r.error(key, v, Scene.slotArrives(owner, slot, kind, release: release))
                }
                var object = BarAppearanceObject()
                try appearance(kind).read(
                    try r.mapping(key, v, example: "{configureWith: opaqueBackground}"), path: key, into: &object,
                    with: r)
                store(&target, slot, object)
            }
        }
    }

    /// One state of a bar button or tab item (`normal:` or `selected:`).
    static let itemState = KeyTable<ItemStateAppearance>([
        .init("titleTextAttributes") { state, v, r, key throws(SceneError) in
            try textAttributes.read(
                try r.mapping(key, v, example: "{foregroundColor: \"#ff2d55\"}"), path: key,
                into: &state.titleTextAttributes, with: r)
        },
        .init("iconColor") { state, v, r, key throws(SceneError) in state.iconColor = try r.dynamicColor(key, v) },
    ])

    /// `buttonAppearance:` and `doneButtonAppearance:` (the normal state), and a tab bar's
    /// `stackedLayoutAppearance:` (normal and selected).
    static func itemAppearance(
        _ states: [String],
        _ write: @escaping @Sendable (inout BarAppearanceObject, String, ItemStateAppearance) -> Void
    )
        -> KeyTable<BarAppearanceObject>.Read
    {
        { object, v, r, key throws(SceneError) in
            let table = KeyTable<ItemStateAppearance>(
                states.map { name in
                    .init(name) { _, _, _, _ throws(SceneError) in }
                })
            let fields = try r.entries(
                try r.mapping(key, v, example: "{normal: {titleTextAttributes: {foregroundColor: \"#ff2d55\"}}}"),
                path: key, allowed: table.names)
            for name in states {
                guard let node = fields[name] else { continue }
                var state = ItemStateAppearance()
                try itemState.read(
                    try r.mapping(
                        "\(key).\(name)", node, example: "{titleTextAttributes: {foregroundColor: \"#ff2d55\"}}"),
                    path: "\(key).\(name)", into: &state, with: r)
                write(&object, name, state)
            }
        }
    }

    /// A `UIBarAppearance`: `configureWith` first, then the keys that override it, in UIKit's
    /// order (effect, colour, image, mode, hairline), then the text and item attributes the kind has.
    static func appearance(_ kind: BarKind) -> KeyTable<BarAppearanceObject> {
        var entries: [KeyTable<BarAppearanceObject>.Entry] = [
            .init("configureWith") { object, v, r, key throws(SceneError) in
                object.configure(with: try r.choice(key, v, "a configureWith background"))
            },
            .init("backgroundEffect") { object, v, r, key throws(SceneError) in
                object.backgroundEffect =
                    v.string == "none" ? nil : try r.choice(key, v, "a UIBlurEffect style (or none)") as BlurStyle
            },
            .init("backgroundColor") { object, v, r, key throws(SceneError) in
                let color = try r.dynamicColor(key, v)
                object.backgroundColor = color == SemanticColors.clear ? nil : color
            },
            .init("backgroundImage") { object, v, r, key throws(SceneError) in
                object.backgroundImage = try r.barImage(key, v)
            },
            .init("backgroundImageContentMode") { object, v, r, key throws(SceneError) in
                // UIKit reads `redraw` as `scaleToFill` (UIBarAppearance.h).
                object.backgroundImageContentMode =
                    v.string == "redraw" ? .scaleToFill : try r.choice(key, v, "a content mode")
            },
            .init("shadowColor") { object, v, r, key throws(SceneError) in
                let color = v.string == "none" ? SemanticColors.clear : try r.dynamicColor(key, v)
                object.shadowColor = color == SemanticColors.clear ? nil : color
            },
            .init("shadowImage") { object, v, r, key throws(SceneError) in object.shadowImage = try r.barImage(key, v)
            },
        ]
        switch kind {
        case .navigationBar:
            entries += [
                attributes("titleTextAttributes", \.titleTextAttributes, example: "{foregroundColor: label}"),
                attributes("largeTitleTextAttributes", \.largeTitleTextAttributes, example: "{foregroundColor: label}"),
            ]
        case .tabBar:
            entries += [
                .init(
                    "stackedLayoutAppearance",
                    itemAppearance(["normal", "selected"]) { object, state, value in
                        if state == "normal" { object.stackedNormal = value } else { object.stackedSelected = value }
                    })
            ]
        case .toolbar:
            break
        }
        if kind != .tabBar {
            entries += [
                .init(
                    "buttonAppearance",
                    itemAppearance(["normal"]) { object, _, value in object.buttonAppearance = value }),
                .init(
                    "doneButtonAppearance",
                    itemAppearance(["normal"]) { object, _, value in object.doneButtonAppearance = value }),
                // iOS 26's name for the done appearance (decompiled `UINavigationBarAppearance`
                // keeps it under "DoneButtons"): the same object, written back as
                // doneButtonAppearance.
                // Read into the done appearance, which every release has: a scene built in Swift
                // cannot set this name, so nothing is refused there.
                .init("prominentButtonAppearance", arrives: .with(.glass), set: { _ in false }) {
                    object, v, r, key throws(SceneError) in
                    try itemAppearance(["normal"]) { object, _, value in object.doneButtonAppearance = value }(
                        &object, v, r, key)
                },
            ]
        }
        if kind == .navigationBar {
            entries.append(
                .init(
                    "backButtonAppearance",
                    itemAppearance(["normal"]) { object, _, value in object.backButtonAppearance = value }))
        }
        return KeyTable(entries)
    }

    /// A text-attributes key (`titleTextAttributes`, …) of a bar or an appearance object, read
    /// into `field` with the ``textAttributes`` table.
    static func attributes<Owner>(
        _ name: String, _ field: WritableKeyPath<Owner, TextAttributes> & Sendable, example: String
    ) -> KeyTable<Owner>.Entry {
        .init(name) { owner, v, r, key throws(SceneError) in
            try textAttributes.read(
                try r.mapping(key, v, example: example), path: key, into: &owner[keyPath: field], with: r)
        }
    }

    /// `tintColor`, which every bar has.
    static let tint: [KeyTable<BarAppearance>.Entry] = [
        .init("tintColor") { bar, v, r, key throws(SceneError) in bar.tintColor = try r.color(key, v) }
    ]

    /// A navigation bar's keys: a bar's, and what only a navigation bar has.
    static let navigationBar =
        bar + tint + [
            .init("hidden") { bar, v, r, key throws(SceneError) in bar.isHidden = try r.bool(key, v) },
            .init("prefersLargeTitles") { bar, v, r, key throws(SceneError) in
                bar.prefersLargeTitles = try r.bool(key, v)
            },
            attributes("titleTextAttributes", \.titleTextAttributes, example: "{foregroundColor: \"#000000\"}"),
            attributes(
                "largeTitleTextAttributes", \.largeTitleTextAttributes, example: "{foregroundColor: \"#000000\"}"),
        ] + appearanceSlots(.navigationBar)

    /// A tab bar's keys: a bar's, its items, the selected one and the others' colour.
    static let tabBar =
        bar + tint + [
            .init("items") { bar, v, r, key throws(SceneError) in
                bar.tabItems = try r.list(
                    key, v, example: "[{systemItem: favorites}, {title: \"Mail\", badgeValue: \"3\"}]"
                ) { item, itemKey throws(SceneError) in
                    try r.tabItem(itemKey, item)
                }
            },
            .init("selectedIndex") { bar, v, r, key throws(SceneError) in
                if v.string == "none", v.isScalar {
                    bar.selectedIndex = nil
                    return
                }
                guard let n = Reader.integer(v), n >= 0, n < 100 else {
                    throw r.error(key, v, "\(r.show(v)) is not an item index; use 0 for the first item, or none")
                }
                // Written, even the default index is refused on a bar without items (the model
                // cannot tell it from the default, so ``Scene/selectionRefusal`` lets it be).
                if bar.tabItems.isEmpty { throw r.error(key, v, Scene.selectsNoItem(n, count: 0)) }
                bar.selectedIndex = n
            },
            .init("unselectedItemTintColor") { bar, v, r, key throws(SceneError) in
                bar.unselectedItemTintColor = try r.color(key, v)
            },
            .init("standalone") { bar, v, r, key throws(SceneError) in bar.isStandalone = try r.bool(key, v) },
            .init("mode") { bar, v, r, key throws(SceneError) in bar.mode = try r.choice(key, v, "a tab bar mode") },
            .init("groups") { bar, v, r, key throws(SceneError) in
                bar.tabGroups = try r.sections(
                    key, v, table: tabGroup, example: "{title: Library, items: [{title: Albums}]}"
                ) {
                    group, node, groupKey throws(SceneError) in
                    guard group.header != nil, !group.items.isEmpty else {
                        throw r.error(
                            groupKey, node,
                            "a tab group needs its title and items, such as {title: Library, items: [{title: Albums}]}")
                    }
                }
            },
            .init("sidebar") { bar, v, r, key throws(SceneError) in
                try tabSidebar.read(
                    try r.mapping(key, v, example: "{hidden: true}"), path: key, into: &bar, with: r)
            },
            .init("tabBarMinimizeBehavior", arrives: .with(.glass), set: { $0.tabBarMinimizeBehavior != .automatic }) {
                bar, v, r, key throws(SceneError) in
                bar.tabBarMinimizeBehavior = try r.choice(key, v, "a tab bar minimize behavior")
            },
            .init("minimized", arrives: .with(.glass), set: { $0.isMinimized }) { bar, v, r, key throws(SceneError) in
                bar.isMinimized = try r.bool(key, v)
            },
        ] + appearanceSlots(.tabBar)

    /// The keys of a bar of `kind`.
    static func barTable(_ kind: BarKind) -> KeyTable<BarAppearance> {
        switch kind {
        case .navigationBar: navigationBar
        case .tabBar: tabBar
        case .toolbar: toolbar
        }
    }

    /// A toolbar's keys: a bar's and its items.
    static let toolbar =
        bar + tint + [
            .init("items") { bar, v, r, key throws(SceneError) in
                bar.toolbarItems = try r.list(key, v, example: "[{systemItem: flexibleSpace}, {systemItem: action}]") {
                    item, itemKey throws(SceneError) in
                    try r.barButtonItem(itemKey, item)
                }
            }
        ] + appearanceSlots(.toolbar)

    /// `navigationItem:`, the top view controller's `UINavigationItem`.
    static let navigationItem = KeyTable<NavigationItem>(
        [
            .init("title") { item, v, r, key throws(SceneError) in
                item.title = try r.text(key, v, weights: [.semibold, .bold], role: .title)
            },
            .init("prompt") { item, v, r, key throws(SceneError) in item.prompt = try r.text(key, v) },
            .init("subtitle", arrives: .with(.glass), set: { $0.subtitle != nil }) {
                item, v, r, key throws(SceneError) in
                item.subtitle = try r.text(key, v, allowEmpty: true, weights: [.regular])
            },
            .init("largeSubtitle", arrives: .with(.glass), set: { $0.largeSubtitle != nil }) {
                item, v, r, key throws(SceneError) in
                item.largeSubtitle = try r.text(key, v, allowEmpty: true, weights: [.regular])
            },
            .init("largeTitleDisplayMode") { item, v, r, key throws(SceneError) in
                item.largeTitleDisplayMode = try r.choice(key, v, "a large title display mode")
            },
            .init("leftBarButtonItems") { item, v, r, key throws(SceneError) in
                item.leftBarButtonItems = try r.list(key, v, example: "[{systemItem: cancel}]") {
                    node, itemKey throws(SceneError) in try r.barButtonItem(itemKey, node)
                }
            },
            .init("rightBarButtonItems") { item, v, r, key throws(SceneError) in
                item.rightBarButtonItems = try r.list(key, v, example: "[{systemItem: edit}]") {
                    node, itemKey throws(SceneError) in try r.barButtonItem(itemKey, node)
                }
            },
            .init("hidesBackButton") { item, v, r, key throws(SceneError) in item.hidesBackButton = try r.bool(key, v)
            },
        ]
            + appearanceSlots(.navigationBar, owner: "UINavigationItem") { item, slot, object in
                item.appearances[slot] = object
            })

    /// `backItem:`, the navigation item beneath the top one.
    static let backItem = KeyTable<BackItem>([
        .init("title") { item, v, r, key throws(SceneError) in
            item.title = try r.text(key, v, weights: [.regular], role: .backTitle)
        },
        .init("backButtonTitle") { item, v, r, key throws(SceneError) in
            item.backButtonTitle = try r.text(key, v, role: .backTitle)
        },
        .init("backButtonDisplayMode") { item, v, r, key throws(SceneError) in
            guard r.release?.backButtonDisplayModes == true else {
                throw r.error(key, v, Scene.backButtonDisplayModeArrives)
            }
            item.backButtonDisplayMode = try r.choice(key, v, "a back button display mode")
        },
    ])

    /// A `UIBarButtonItem`: exactly one of `systemItem`, `title`, `image`, with a style.
    static let barButtonItem = KeyTable<BarButtonItem>([
        .init("systemItem") { item, v, r, key throws(SceneError) in
            item.kind = .system(try r.choice(key, v, "a system item"))
        },
        .init("title") { item, v, r, key throws(SceneError) in
            item.kind = .title(try r.text(key, v, weights: [.regular, .semibold], role: .item))
        },
        .init("image") { item, v, r, key throws(SceneError) in
            item.kind = .image(try r.barImage(key, v, symbols: true))
        },
        .init("style") { item, v, r, key throws(SceneError) in
            item.style = try r.choice(key, v, "a bar button item style")
            if item.style == .prominent, let release = r.release, !release.offers(.prominentItemStyle) {
                throw r.error(key, v, Scene.prominentArrives(UIKitFeature.prominentItemStyle.introduced))
            }
        },
        .init("width") { item, v, r, key throws(SceneError) in item.width = try r.number(key, v, range: 0...1000) },
        .init("tintColor") { item, v, r, key throws(SceneError) in item.tintColor = try r.color(key, v) },
        .init("isEnabled") { item, v, r, key throws(SceneError) in item.isEnabled = try r.bool(key, v) },
        .init("sharesBackground", arrives: .with(.glass), set: { !$0.sharesBackground }) {
            item, v, r, key throws(SceneError) in
            item.sharesBackground = try r.bool(key, v)
        },
        .init("hidesSharedBackground", arrives: .with(.glass), set: { $0.hidesSharedBackground }) {
            item, v, r, key throws(SceneError) in
            item.hidesSharedBackground = try r.bool(key, v)
        },
    ])

    /// A `UITabBarItem`: a `systemItem`, or a `title` and `image`; a `badgeValue`.
    static let tabItem = KeyTable<TabBarItem>(
        [
            .init("systemItem") { item, v, r, key throws(SceneError) in
                item.kind = .system(try r.choice(key, v, "a tab bar system item"))
            },
            .init("title") { item, v, r, key throws(SceneError) in
                if case let .custom(_, image) = item.kind {
                    item.kind = .custom(
                        title: try r.text(key, v, allowEmpty: true, weights: [.medium], role: .tabItem), image: image)
                }
            },
            .init("image") { item, v, r, key throws(SceneError) in
                if case let .custom(title, _) = item.kind {
                    item.kind = .custom(title: title, image: try r.barImage(key, v, symbols: true))
                }
            },
            .init("badgeValue") { item, v, r, key throws(SceneError) in
                item.badgeValue = try r.text(key, v, allowEmpty: true)
            },
            .init("isEnabled") { item, v, r, key throws(SceneError) in item.isEnabled = try r.bool(key, v) },
            .init("role") { item, v, r, key throws(SceneError) in
                guard v.isScalar, v.string == "search" else {
                    throw r.error(key, v, "\(r.show(v)) is not a tab role; use search (a UISearchTab)")
                }
                guard r.release?.searchTabs ?? true else {
                    throw r.error(key, v, "UISearchTab arrives with iOS 18; use ios: 18 or later, or remove the key")
                }
                item.isSearchTab = true
                // A search tab with nothing else set shows the system's title and magnifier.
                if case .custom(nil, nil) = item.kind { item.kind = .system(.search) }
            },
            .init("renderingMode") { item, v, r, key throws(SceneError) in
                guard case .custom(_, _?) = item.kind else {
                    throw r.error(
                        key, v,
                        "is the image's rendering mode, and the item has no image; give it an image, or remove the key")
                }
                item.renderingMode = try r.choice(key, v, "an image rendering mode")
            },
        ] + appearanceSlots(.tabBar, owner: "UITabBarItem") { item, slot, object in item.appearances[slot] = object })

    /// A `UIVisualEffectView` with a `UIGlassEffect` (`glassEffectViews:`).
    static let glassEffectView = KeyTable<GlassEffectView>([
        .init("frame") { view, v, r, key throws(SceneError) in
            guard let values = v.sequence, values.count == 4 else {
                throw r.error(key, v, "must be [x, y, width, height] in points, such as [16, 700, 120, 48]")
            }
            let x = try r.number(key, values[0], range: -4000...4000)
            let y = try r.number(key, values[1], range: -4000...4000)
            let width = try r.number(key, values[2], range: 0...4000)
            let height = try r.number(key, values[3], range: 0...4000)
            guard width > 0, height > 0 else {
                throw r.error(key, v, "has a size of zero; give the glass a width and a height above 0")
            }
            view.frame = PointRect(x: x, y: y, width: width, height: height)
        },
        .init("style") { view, v, r, key throws(SceneError) in view.style = try r.choice(key, v, "a glass style") },
        .init("tintColor") { view, v, r, key throws(SceneError) in view.tintColor = try r.color(key, v) },
        .init("cornerRadius") { view, v, r, key throws(SceneError) in
            view.cornerRadius = try r.number(key, v, range: 0...2000)
        },
    ])

    /// `fonts:`, fonts that replace Inter for a weight, each pinned by its SHA-256.
    static let fontFile = KeyTable<FontFile>([
        .init("path") { file, v, r, key throws(SceneError) in
            file.path = try r.path(key, v)
            file.label = v.string ?? file.path
        },
        .init("sha256") { file, v, r, key throws(SceneError) in
            guard let text = v.string, text.count == 64, text.allSatisfy(\.isHexDigit) else {
                throw r.error(
                    key, v,
                    "\(r.show(v)) is not a SHA-256; give the file's 64 hex digits, as `shasum -a 256 FILE` prints them")
            }
            file.sha256 = text.lowercased()
        },
    ])

    /// `content.list:`.
    static let list = KeyTable<ListScreen>([
        .init("text") { list, v, r, key throws(SceneError) in list.text = try r.bool(key, v) },
        .init("rows") { list, v, r, key throws(SceneError) in list.rows = try r.rowCount(key, v) },
        .init("refreshing") { list, v, r, key throws(SceneError) in list.refreshing = try r.bool(key, v) },
        .init("contentOffset") { list, v, r, key throws(SceneError) in
            list.contentOffset = try r.number(key, v, range: -10_000...100_000)
        },
        .init("backgroundColor") { list, v, r, key throws(SceneError) in
            list.backgroundColor = try r.dynamicColor(key, v)
        },
        .init("style") { list, v, r, key throws(SceneError) in list.style = try r.choice(key, v, "a table style") },
        .init("sections") { list, v, r, key throws(SceneError) in
            guard let items = v.sequence, !items.isEmpty else {
                throw r.error(key, v, "must be a list such as [{header: \"Network\", rows: 3}, {rows: 2}]")
            }
            guard items.count <= SceneParser.maximumSections else {
                throw r.error(key, v, "has \(items.count) sections; give at most \(SceneParser.maximumSections)")
            }
            var sections: [ListSection] = []
            for (index, item) in items.enumerated() {
                let itemKey = "\(key)[\(index)]"
                let fields = try r.mapping(itemKey, item, example: "{header: \"Network\", rows: 3}")
                var section = ListSection(rows: 0)
                try listSection.read(fields, path: itemKey, into: &section, with: r)
                sections.append(section)
            }
            guard sections.reduce(0, { $0 + $1.rows }) <= SceneParser.maximumRows else {
                throw r.error(key, v, "holds more than \(SceneParser.maximumRows) rows in all; give fewer")
            }
            list.sections = sections
        },
        .init("topEdgeEffect", arrives: .with(.glass), set: { $0.topEdgeEffect != ScrollEdgeEffect() }) {
            list, v, r, key throws(SceneError) in
            list.topEdgeEffect = try edgeEffect(v, r, key)
        },
        .init("bottomEdgeEffect", arrives: .with(.glass), set: { $0.bottomEdgeEffect != ScrollEdgeEffect() }) {
            list, v, r, key throws(SceneError) in
            list.bottomEdgeEffect = try edgeEffect(v, r, key)
        },
    ])

    /// A section of `content.list.sections:`.
    static let listSection = KeyTable<ListSection>([
        .init("header") { section, v, r, key throws(SceneError) in section.header = try r.text(key, v) },
        .init("rows") { section, v, r, key throws(SceneError) in section.rows = try r.rowCount(key, v) },
    ])

    /// `UIScrollEdgeEffect`'s keys (`content.list.topEdgeEffect:`), iOS 26's.
    static let scrollEdgeEffect = KeyTable<ScrollEdgeEffect>([
        .init("style") { effect, v, r, key throws(SceneError) in
            effect.style = try r.choice(key, v, "a UIScrollEdgeEffect style")
        },
        .init("isHidden") { effect, v, r, key throws(SceneError) in effect.isHidden = try r.bool(key, v) },
    ])

    private static func edgeEffect(_ v: YAMLNode, _ r: Reader, _ key: String) throws(SceneError) -> ScrollEdgeEffect {
        guard let mapping = v.mapping else {
            throw r.error(key, v, "must be a mapping such as {style: hard} or {isHidden: true}")
        }
        var effect = ScrollEdgeEffect()
        try scrollEdgeEffect.read(mapping, path: key, into: &effect, with: r)
        return effect
    }

    /// `viewController:`.
    /// The app's Info.plist keys that change how bars are drawn.
    static let infoPlist = KeyTable<Scene>([
        .init("UIDesignRequiresCompatibility") { scene, v, r, key throws(SceneError) in
            scene.requiresCompatibility = try r.bool(key, v)
        }
    ])

    static let viewController = KeyTable<ViewControllerLayout>([
        .init("edgesForExtendedLayout") { layout, v, r, key throws(SceneError) in
            var edges: ViewControllerLayout.Edges = []
            for word in v.sequence ?? [v] {
                switch word.string {
                case "all"?: edges.formUnion(.all)
                case "none"?: break
                case "top"?: edges.insert(.top)
                case "bottom"?: edges.insert(.bottom)
                case "left"?, "right"?: break  // full-width bars: no effect
                default:
                    throw r.error(
                        key, word,
                        "\(r.show(word)) is not an edge; use all, none, top, bottom, or a list such as [top, bottom]")
                }
            }
            layout.edgesForExtendedLayout = edges
        },
        .init("extendedLayoutIncludesOpaqueBars") { layout, v, r, key throws(SceneError) in
            layout.extendedLayoutIncludesOpaqueBars = try r.bool(key, v)
        },
        .init("automaticallyAdjustsScrollViewInsets") { layout, v, r, key throws(SceneError) in
            layout.automaticallyAdjustsScrollViewInsets = try r.bool(key, v)
        },
        .init("contentInsetAdjustmentBehavior") { layout, v, r, key throws(SceneError) in
            layout.contentInsetAdjustmentBehavior = try r.choice(key, v, "an inset adjustment behavior")
        },
    ])

    /// `transition:`, after its required `kind` and `to`.
    static let transition = KeyTable<Transition>([
        .init("kind") { _, _, _, _ throws(SceneError) in },
        .init("to") { _, _, _, _ throws(SceneError) in },
        .init("progress") { transition, v, r, key throws(SceneError) in
            transition.progress = try r.number(key, v, range: 0...1)
        },
        .init("release") { transition, v, r, key throws(SceneError) in
            guard transition.kind == .interactivePop else {
                throw r.error(
                    key, v, "only an interactive-pop is released; remove the key or use kind: interactive-pop")
            }
            transition.release = try r.choice(key, v, "a release")
        },
        .init("duration") { transition, v, r, key throws(SceneError) in
            transition.duration = try r.number(key, v, range: 0.001...10)
        },
        .init("curve") { transition, v, r, key throws(SceneError) in
            transition.curve = try r.choice(key, v, "a timing curve")
        },
        .init("glitches") { transition, v, r, key throws(SceneError) in
            for item in v.sequence ?? [v] {
                let glitch: Transition.Glitch = try r.choice(key, item, "a glitch")
                transition.glitches.insert(glitch)
            }
        },
        .init("hidesBottomBarWhenPushed") { transition, v, r, key throws(SceneError) in
            transition.hidesBottomBarWhenPushed = try r.bool(key, v)
        },
        .init("underlyingShift") { transition, v, r, key throws(SceneError) in
            transition.underlyingShift = try r.number(key, v, range: 0...1)
        },
    ])

    /// `statusBar:`.
    static let statusBar = KeyTable<StatusBarContent>([
        .init("style") { status, v, r, key throws(SceneError) in
            let style: StatusBarStyle = try r.choice(key, v, "a status bar style")
            guard style != .darkContent || r.release?.offers(.darkContentStatusBar) == true else {
                throw r.error(key, v, Scene.darkContentArrives(UIKitFeature.darkContentStatusBar.introduced))
            }
            status.style = style
        },
        .init("time") { status, v, r, key throws(SceneError) in
            let time = try r.text(key, v, weights: [.semibold])
            guard time.count <= 8 else {
                throw r.error(
                    key, v, "\(r.show(v)) is too long for the status bar's clock; give a time such as \"9:41\"")
            }
            status.time = time
        },
        .init("carrier") { status, v, r, key throws(SceneError) in
            let carrier = try r.text(key, v, allowEmpty: true)
            guard carrier.count <= 16 else {
                throw r.error(
                    key, v,
                    "\(r.show(v)) is too long for the status bar; give a carrier name such as \"Carrier\", or \"\" for none"
                )
            }
            status.carrier = carrier
        },
        .init("batteryLevel") { status, v, r, key throws(SceneError) in
            status.batteryLevel = try r.number(key, v, range: 0...1)
        },
    ])

    /// `splitView:` (``SplitView``).
    static let splitView = KeyTable<SplitView>([
        .init("style") { split, v, r, key throws(SceneError) in split.style = try r.choice(key, v, "a split view style")
        },
        .init("displayMode") { split, v, r, key throws(SceneError) in
            split.displayMode = try r.choice(key, v, "a display mode")
        },
        .init("primaryColumnWidth") { split, v, r, key throws(SceneError) in
            split.primaryColumnWidth = try r.columnWidth(key, v)
        },
        .init("supplementaryColumnWidth") { split, v, r, key throws(SceneError) in
            split.supplementaryColumnWidth = try r.columnWidth(key, v)
        },
        .init("primary") { split, v, r, key throws(SceneError) in split.primary = try r.splitColumn(key, v) },
        .init("supplementary") { split, v, r, key throws(SceneError) in split.supplementary = try r.splitColumn(key, v)
        },
    ])

    /// A tab bar controller's `sidebar` (`UITabBarController.Sidebar`, iOS 18).
    static let tabSidebar = KeyTable<BarAppearance>([
        .init("hidden") { bar, v, r, key throws(SceneError) in bar.sidebarHidden = try r.bool(key, v) }
    ])

    /// A tab group (`UITabGroup`): its title and its tabs.
    static let tabGroup = KeyTable<SidebarList.Section>([
        .init("title") { group, v, r, key throws(SceneError) in
            group.header = try r.text(key, v, allowEmpty: false, weights: [.semibold], role: .other)
        },
        .init("items") { group, v, r, key throws(SceneError) in group.items = try r.sidebarItems(key, v) },
    ])

    /// A sidebar list in a split view's column (``SidebarList``): its rows as tab items are
    /// written, in one untitled section (`items`) or in sections with headers (`sections`).
    static let sidebarList = KeyTable<SidebarList>([
        .init("items") { list, v, r, key throws(SceneError) in
            list.sections = [SidebarList.Section(items: try r.sidebarItems(key, v))]
        },
        .init("sections") { list, v, r, key throws(SceneError) in
            list.sections = try r.sections(
                key, v, table: sidebarSection, example: "{header: Library, items: [{title: Albums}]}")
        },
        .init("selectedIndex") { list, v, r, key throws(SceneError) in
            if v.string == "none", v.isScalar {
                list.selectedIndex = nil
                return
            }
            guard let n = Reader.integer(v), n >= 0, n < 1000 else {
                throw r.error(key, v, "\(r.show(v)) is not a row index; use 0 for the first row, or none")
            }
            list.selectedIndex = n
        },
    ])

    static let sidebarSection = KeyTable<SidebarList.Section>([
        .init("header") { section, v, r, key throws(SceneError) in
            section.header = try r.text(key, v, allowEmpty: false, weights: [.bold, .semibold], role: .other)
        },
        .init("items") { section, v, r, key throws(SceneError) in section.items = try r.sidebarItems(key, v) },
    ])

    /// `window:` (``PadWindow``): a Split View fraction, or a width and size class.
    static let window = KeyTable<PadWindow>([
        .init("multitasking") { window, v, r, key throws(SceneError) in
            window.multitasking = try r.choice(key, v, "a Split View fraction")
        },
        .init("width") { window, v, r, key throws(SceneError) in window.width = try r.windowWidth(key, v) },
        .init("horizontalSizeClass") { window, v, r, key throws(SceneError) in
            window.horizontalSizeClass = try r.choice(key, v, "a size class")
        },
    ])

    /// A split view's column: its navigation controller's bar, top and back items, and content.
    static let splitColumn = KeyTable<SplitColumn>([
        .init("content") { column, v, r, _ throws(SceneError) in column.content = try r.content(v) },
        .init("navigationBar") { column, v, r, key throws(SceneError) in
            column.navigationBar = try r.bar(v, key: key, kind: .navigationBar)
        },
        .init("navigationItem") { column, v, r, key throws(SceneError) in
            column.navigationBar.topItem = try r.navigationItem(key, v)
        },
        .init("backItem") { column, v, r, key throws(SceneError) in
            column.navigationBar.backItem = try r.backItem(key, v)
        },
        .init("sidebar") { column, v, r, key throws(SceneError) in
            var list = SidebarList(sections: [])
            try sidebarList.read(
                try r.mapping(key, v, example: "{items: [{title: Inbox, image: {systemName: tray}}]}"), path: key,
                into: &list, with: r)
            column.sidebar = list
        },
    ])

    /// `presentation:` (``SheetPresentation``).
    static let presentation = KeyTable<SheetPresentation>([
        .init("style") { sheet, v, r, key throws(SceneError) in sheet.style = try r.choice(key, v, "a sheet style") },
        .init("size") { sheet, v, r, key throws(SceneError) in sheet.size = try r.sheetSize(key, v) },
    ])

    /// The top level, after the required `ios`, `device` and `content`.
    static let scene = KeyTable<Scene>([
        .init("ios") { _, _, _, _ throws(SceneError) in },
        .init("device") { _, _, _, _ throws(SceneError) in },
        .init("content") { _, _, _, _ throws(SceneError) in },
        .init("orientation") { scene, v, r, key throws(SceneError) in
            scene.orientation = try r.choice(key, v, "an orientation")
        },
        .init("navigationBar") { scene, v, r, key throws(SceneError) in
            let (topItem, backItem) = (scene.navigationBar.topItem, scene.navigationBar.backItem)
            scene.navigationBar = try r.bar(v, key: key, kind: .navigationBar)
            (scene.navigationBar.topItem, scene.navigationBar.backItem) = (topItem, backItem)
        },
        .init("navigationItem") { scene, v, r, key throws(SceneError) in
            scene.navigationBar.topItem = try r.navigationItem(key, v)
        },
        .init("backItem") { scene, v, r, key throws(SceneError) in scene.navigationBar.backItem = try r.backItem(key, v)
        },
        .init("tabBar") { scene, v, r, key throws(SceneError) in scene.tabBar = try r.bar(v, key: key, kind: .tabBar) },
        .init("toolbar") { scene, v, r, key throws(SceneError) in scene.toolbar = try r.bar(v, key: key, kind: .toolbar)
        },
        .init("fonts") { scene, v, r, key throws(SceneError) in scene.fonts = try r.fonts(key, v) },
        // Read before the bars (``SceneParser/parse``), so that their images find it.
        .init("symbols") { scene, _, r, _ throws(SceneError) in scene.symbols = r.symbols?.label },
        .init("locale") { scene, v, r, key throws(SceneError) in
            guard let tag = v.string, v.isScalar, !tag.isEmpty else {
                throw r.error(key, v, "must be a language tag such as zh-Hans, ja, ar or he")
            }
            if let problem = SceneLocale.problem(tag) {
                throw r.error(key, v, "\(r.show(v)) \(problem)")
            }
            scene.locale = tag
        },
        .init("contentSizeCategory") { scene, v, r, key throws(SceneError) in
            scene.contentSizeCategory = try r.choice(key, v, "a content size category")
        },
        .init("userInterfaceStyle") { scene, v, r, key throws(SceneError) in
            let style: UserInterfaceStyle = try r.choice(key, v, "a user interface style")
            guard r.release?.offers(.darkMode) == true || style == .light else {
                throw r.error(key, v, Scene.darkModeArrives(UIKitFeature.darkMode.introduced))
            }
            scene.userInterfaceStyle = style
        },
        .init("glassAppearance", arrives: .with(.glass), set: { $0.glassAppearance != .automatic }) {
            scene, v, r, key throws(SceneError) in
            scene.glassAppearance = try r.choice(key, v, "a glass appearance")
        },
        .init("glassFit", arrives: .with(.glass), set: { $0.glassFit != nil }) {
            scene, v, r, key throws(SceneError) in
            scene.glassFit = try r.choice(key, v, "a glass fit")
        },
        .init("glassEffectViews", arrives: .with(.glass), set: { !$0.glassEffectViews.isEmpty }) {
            scene, v, r, key throws(SceneError) in
            scene.glassEffectViews = try r.list(key, v, example: "[{frame: [16, 700, 120, 48], style: clear}]") {
                node, itemKey throws(SceneError) in
                var view = GlassEffectView(frame: PointRect(x: 0, y: 0, width: 0, height: 0))
                let fields = try r.mapping(itemKey, node, example: "{frame: [16, 700, 120, 48]}")
                guard fields.contains(where: { $0.key.string == "frame" }) else {
                    throw r.error(
                        itemKey, node,
                        "a glass view needs its frame, [x, y, width, height] in points, such as {frame: [16, 700, 120, 48]}"
                    )
                }
                try glassEffectView.read(fields, path: itemKey, into: &view, with: r)
                return view
            }
        },
        .init("glassEffectContainer", arrives: .with(.glass), set: { $0.glassEffectContainerSpacing != nil }) {
            scene, v, r, key throws(SceneError) in
            let fields = try r.entries(
                try r.mapping(key, v, example: "{spacing: 20}"), path: key, allowed: ["spacing"])
            scene.glassEffectContainerSpacing =
                try fields["spacing"].map { node throws(SceneError) in
                    try r.number("\(key).spacing", node, range: 0...200)
                } ?? GlassEffectMetrics.defaultContainerSpacing
        },
        .init("reduceTransparency", arrives: .modelledOn(.glass), set: { $0.reduceTransparency }) {
            scene, v, r, key throws(SceneError) in
            scene.reduceTransparency = try r.bool(key, v)
        },
        .init("accessibilityContrast", arrives: .modelledOn(.glass), set: { $0.accessibilityContrast != .normal }) {
            scene, v, r, key throws(SceneError) in
            scene.accessibilityContrast = try r.choice(key, v, "an accessibility contrast")
        },
        .init("windowed", arrives: .with(.glass), set: { $0.windowed }) { scene, v, r, key throws(SceneError) in
            scene.windowed = try r.bool(key, v)
        },
        .init("capture") { scene, v, r, key throws(SceneError) in
            scene.capture = try r.choice(key, v, "a capture")
        },
        .init("infoPlist") { scene, v, r, key throws(SceneError) in
            guard let mapping = v.mapping else {
                throw r.error(
                    key, v, "must be a mapping of Info.plist keys, for example {UIDesignRequiresCompatibility: true}")
            }
            try infoPlist.read(mapping, path: key, into: &scene, with: r)
        },
        .init("viewController") { scene, v, r, key throws(SceneError) in
            guard let mapping = v.mapping else {
                throw r.error(
                    key, v,
                    "must be a mapping of UIViewController properties, for example {extendedLayoutIncludesOpaqueBars: true}"
                )
            }
            try viewController.read(mapping, path: key, into: &scene.viewController, with: r)
        },
        .init("transition") { scene, v, r, key throws(SceneError) in
            guard !scene.navigationBar.isHidden else {
                throw r.error(
                    key, v,
                    "a push or pop animates the navigation bar, which is hidden (navigationBar.hidden); show the bar, or remove the transition"
                )
            }
            scene.transition = try r.transition(v)
        },
        // Read as written; lowered once every key is read (SceneParser.parse).
        .init("swiftUI") { scene, v, r, key throws(SceneError) in
            var modifiers = SwiftUIModifiers()
            try swiftUI.read(
                try r.mapping(key, v, example: "{navigationTitle: Orders}"), path: key, into: &modifiers, with: r)
            scene.swiftUI = modifiers
        },
        .init("statusBar") { scene, v, r, key throws(SceneError) in
            var status = StatusBarContent()
            if let mapping = v.mapping {
                try statusBar.read(mapping, path: key, into: &status, with: r)
            } else if !Reader.isNull(v) {
                throw r.error(key, v, "must be a mapping such as {} or {style: lightContent}")
            }
            scene.statusBar = status
        },
        .init("splitView") { scene, v, r, key throws(SceneError) in
            var split = SplitView()
            try splitView.read(
                try r.mapping(key, v, example: "{primary: {navigationItem: {title: Mailboxes}}}"), path: key,
                into: &split,
                with: r)
            scene.splitView = split
        },
        .init("presentation") { scene, v, r, key throws(SceneError) in
            scene.presentation = try r.presentation(key, v)
        },
        .init("window") { scene, v, r, key throws(SceneError) in
            var window = PadWindow()
            try SceneKeys.window.read(
                try r.mapping(key, v, example: "{multitasking: oneThird}"), path: key, into: &window, with: r)
            scene.window = window
        },
        .init("deviceChrome") { scene, v, r, key throws(SceneError) in
            var outside = RGBA8(r: 0, g: 0, b: 0, a: 0)
            if let mapping = v.mapping {
                let fields = try r.entries(mapping, path: key, allowed: ["outside"])
                if let node = fields["outside"] {
                    switch node.string {
                    case "transparent": break
                    case "black": outside = .black
                    default:
                        guard node.isScalar, let text = node.string, let color = RGBA8(hex: text) else {
                            throw r.error(
                                "\(key).outside", node,
                                "\(r.show(node)) is not what lies outside the screen's corners; use transparent, black or \"#rrggbb\""
                            )
                        }
                        outside = color
                    }
                }
            } else if !Reader.isNull(v) {
                throw r.error(key, v, "must be a mapping such as {} or {outside: black}")
            }
            scene.deviceChrome = outside
        },
        // Checked against the bars by the model (``Scene/regionRefusal``), once SwiftUI's are lowered.
        .init("region") { scene, v, r, key throws(SceneError) in
            // `{navigationBar: primary}`: one column's bar strip (``Scene/regionColumn``).
            if let mapping = v.mapping {
                let fields = try r.entries(mapping, path: key, allowed: ["navigationBar"])
                guard let node = fields["navigationBar"], node.isScalar, let column = node.string,
                    Scene.columnNames.contains(column)
                else {
                    throw r.error(
                        key, v,
                        "names a column's bar as {navigationBar: primary}; the columns are \(Scene.columnNames.joined(separator: ", "))"
                    )
                }
                scene.region = .navigationBar
                scene.regionColumn = column
                return
            }
            scene.region = try r.choice(key, v, "a region")
        },
        // Read before the rest: the parser expands the file into its variants (SceneVariants).
        .init("variants") { _, _, _, _ throws(SceneError) in },
    ])
}

/// A font file a scene names, before it is read.
struct FontFile {
    var path = ""
    /// The path as the scene gives it.
    var label = ""
    var sha256 = ""
}

extension Reader {
    /// Sidebar sections or tab groups (`sections:`, `groups:`): a list of mappings, each read by
    /// `table`; `check` may refuse one with its node and key.
    func sections(
        _ key: String, _ node: YAMLNode, table: KeyTable<SidebarList.Section>, example: String,
        check: (SidebarList.Section, YAMLNode, String) throws(SceneError) -> Void = { _, _, _ in }
    ) throws(SceneError) -> [SidebarList.Section] {
        try list(key, node, example: "[\(example)]") { item, itemKey throws(SceneError) in
            var section = SidebarList.Section(items: [])
            try table.read(try mapping(itemKey, item, example: example), path: itemKey, into: &section, with: self)
            try check(section, item, itemKey)
            return section
        }
    }
}
