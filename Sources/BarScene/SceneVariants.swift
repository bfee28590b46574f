import BarScopeSupport

/// One variant of a scene with `variants:`: a value for each axis, and its name.
///
/// A scene file may carry `variants:`, a mapping from a scene key (a dotted path such as
/// `navigationBar.tintColor`) to a list of values. The scene then stands for the cross product
/// of those lists, each combination a scene of its own: the file with each axis's key set to
/// that combination's value. Its name is the file's name, `@`, and the values joined by `+` in
/// the order the axes are written, each made safe for a file name (`mail@dark+iphone-se`):
/// stable (it depends on the values only) and readable.
public struct SceneVariant: Sendable, Equatable, CustomStringConvertible {
    /// One axis's key path and the value this variant gives it, as the scene wrote it.
    public struct Setting: Sendable, Equatable {
        public let key: String
        public let value: String
    }

    public let settings: [Setting]
    /// The values as YAML nodes, to set into the scene (same order as ``settings``).
    let nodes: [YAMLNode]

    /// `dark+iphone-se`: the values made file-name safe (``nameComponent(_:)``), joined by `+`.
    public var name: String { settings.map { Self.nameComponent($0.value) }.joined(separator: "+") }

    /// `userInterfaceStyle: dark, device: iphone-se`.
    public var description: String { settings.map { "\($0.key): \($0.value)" }.joined(separator: ", ") }

    public static func == (a: SceneVariant, b: SceneVariant) -> Bool { a.settings == b.settings }

    /// A value as part of a file name: ASCII letters, digits, `.`, `_` and `-` kept; a letter or
    /// digit of another script spelled by its scalar, `u` and at least four lowercase hex digits
    /// (`设置` → `u8bbeu7f6e`, `é1` → `u00e91`), so that such a value names a variant of its own
    /// and file names stay ASCII (no normalisation differs between machines); runs of anything
    /// else (a `#`, a space) become one `-`, and none at either end (`#FF2D55` → `FF2D55`).
    public static func nameComponent(_ value: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in value.unicodeScalars {
            let spelled: String
            if scalar.isASCII {
                guard
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._-".unicodeScalars.contains(scalar)
                else {
                    pendingDash = true
                    continue
                }
                spelled = String(scalar)
            } else {
                guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
                    pendingDash = true
                    continue
                }
                let hex = String(scalar.value, radix: 16)
                spelled = "u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            if pendingDash && !out.isEmpty { out += "-" }
            pendingDash = false
            out += spelled
        }
        return out
    }

    /// Whether the variant is one a `--variants` filter asks for: every `+`-separated part of
    /// the filter is one of the variant's name components (`dark` keeps `dark+iphone-se` and
    /// `dark+iphone-15`; `dark+iphone-se` keeps only that one).
    public func matches(_ filter: String) -> Bool {
        let parts = Set(settings.map { Self.nameComponent($0.value) })
        return filter.split(separator: "+").allSatisfy { parts.contains(String($0)) }
    }
}

extension SceneParser {
    /// Most values an axis may list, and most variants a scene may expand to: a matrix larger
    /// than a review can look at is a mistake, and each variant is a golden on disk.
    public static let maximumVariantValues = 64
    public static let maximumVariants = 1024
    /// Most axes a scene may vary: each is set into the scene once per variant, so their count
    /// bounds the work of every variant (44,000 one-value axes took 30 s to render).
    public static let maximumVariantAxes = 32

    /// The variants a scene file's text declares (empty without `variants:`), checked: each key
    /// a dotted path whose first part is a scene key, each value a scalar, names unique.
    public static func variants(_ text: String, file: String) throws(SceneError) -> [SceneVariant] {
        let root = try compose(text, file: file)
        return try variants(of: root, file: file)
    }

    /// The variants a matrix given outside the file makes of the scene at `path` (`barscope
    /// render SCENE --sheet ios=17,18,26 userInterfaceStyle=light,dark`): each axis a scene key
    /// (or a dotted path of one) and its values, read as a plain YAML value is, checked as
    /// `variants:` is; the file's own `variants:` is set aside. Loaded with
    /// ``load(path:limits:variant:)``, each is the file with those keys set. An error's key is
    /// `variants.KEY`, with no line (the axis is not in the file).
    public static func variants(path: String, axes: [(key: String, values: [String])]) throws(SceneError)
        -> [SceneVariant]
    {
        let root = try compose(try read(path: path), file: path)
        guard let top = root?.mapping else { return try variants(of: root, file: path) }
        func plain(_ text: String) -> YAMLNode { YAMLNode(value: .scalar(text, plain: true), line: 0) }
        let matrix = YAMLNode(
            value: .mapping(
                axes.map { axis in (plain(axis.key), YAMLNode(value: .sequence(axis.values.map(plain)), line: 0)) }),
            line: 0)
        let entries = top.filter { $0.key.string != "variants" } + [(plain("variants"), matrix)]
        return try variants(of: YAMLNode(value: .mapping(entries), line: root?.line ?? 1), file: path)
    }

    /// The YAML document of a scene's text.
    static func compose(_ text: String, file: String) throws(SceneError) -> YAMLNode? {
        try checkShape(text, file: file)
        do {
            return try YAMLDocument.compose(text, maximumDepth: maximumNesting)
        } catch {
            // An unquoted colour in a flow mapping (`{barTintColor: #5B2C9F}`) comments out the
            // rest of the line, closing brace and all, and libyaml reports the brace missing at
            // the end of the file: the colour is the mistake to name.
            if let found = colourComments(text).first {
                throw SceneError(code: .syntax, file: file, key: found.key, line: found.line, message: found.message)
            }
            throw SceneError(code: .syntax, file: file, key: nil, line: error.line, message: error.message)
        }
    }

    static func variants(of root: YAMLNode?, file: String) throws(SceneError) -> [SceneVariant] {
        guard let top = root?.mapping, let (keyNode, node) = top.first(where: { $0.key.string == "variants" })
        else { return [] }
        func fail(_ key: String, _ line: Int, _ message: String) -> SceneError {
            SceneError(file: file, key: key, line: line, message: message)
        }
        guard let axes = node.mapping, !axes.isEmpty else {
            throw fail(
                "variants", keyNode.line,
                "must map scene keys to lists of values, for example {userInterfaceStyle: [light, dark], device: [iphone-se, iphone-15]}"
            )
        }
        guard axes.count <= maximumVariantAxes else {
            throw fail(
                "variants", keyNode.line,
                "has \(axes.count) axes, more than \(maximumVariantAxes); set a value every variant shares in the scene itself, or split the matrix into files"
            )
        }
        var combinations: [[(SceneVariant.Setting, YAMLNode)]] = [[]]
        var seenKeys = Set<String>()
        for (axisNode, list) in axes {
            let key = axisNode.string ?? ""
            let full = "variants.\(MessageText.echo(key, limit: 80))"
            // Counted before splitting: a key of 20,000 dotted parts is refused without making them.
            let dots = key.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) }
            guard dots < maximumNesting else {
                throw fail(
                    full, axisNode.line,
                    "has \(dots + 1) dotted parts, deeper than scenes nest (\(maximumNesting)); give a key of the scene, such as navigationBar.tintColor"
                )
            }
            let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !key.isEmpty, parts.allSatisfy({ !$0.isEmpty }), let first = parts.first,
                first != "variants", SceneKeys.scene.names.contains(first)
            else {
                throw fail(
                    full, axisNode.line,
                    "is not a scene key; give a key or a dotted path of one, such as userInterfaceStyle or navigationBar.tintColor"
                )
            }
            guard seenKeys.insert(key).inserted else {
                throw fail(full, axisNode.line, "the axis appears twice; keep one")
            }
            guard let values = list.sequence, !values.isEmpty, values.count <= maximumVariantValues else {
                throw fail(
                    full, list.line,
                    "must be a list of 1 to \(maximumVariantValues) values, for example [light, dark]")
            }
            var names: [String] = []
            for value in values {
                guard let text = value.string else {
                    throw fail(
                        full, value.line,
                        "a variant's value must be one value (text or a number), not a list or a mapping")
                }
                let name = SceneVariant.nameComponent(text)
                guard !name.isEmpty else {
                    throw fail(
                        full, value.line,
                        "\"\(MessageText.echo(text))\" has no letter or digit to name the variant by; give a value with one"
                    )
                }
                guard !names.contains(name) else {
                    throw fail(full, value.line, "two values name the same variant (\(name)); give distinct values")
                }
                names.append(name)
            }
            guard combinations.count * values.count <= maximumVariants else {
                throw fail(
                    full, list.line,
                    "the variants make more than \(maximumVariants) scenes; split the matrix into files")
            }
            combinations = combinations.flatMap { prefix in
                values.map { prefix + [(SceneVariant.Setting(key: key, value: $0.string!), $0)] }
            }
        }
        let variants = combinations.map { SceneVariant(settings: $0.map(\.0), nodes: $0.map(\.1)) }
        // Values distinct per axis can still meet across axes (`a+b` from two orders is not
        // possible, but `light` on two axes is): names must be unique to be file names.
        var seen = Set<String>()
        for variant in variants where !seen.insert(variant.name).inserted {
            throw fail(
                "variants", keyNode.line, "two variants are both named \(variant.name); give the axes distinct values")
        }
        return variants
    }

    /// The scene's document with `variants:` removed and, for `variant`, each axis's key set
    /// to its value (mappings on the way are made when the scene has none).
    static func applying(_ variant: SceneVariant?, to root: YAMLNode, file: String) throws(SceneError) -> YAMLNode {
        guard case let .mapping(top) = root.value else { return root }
        var result = YAMLNode(value: .mapping(top.filter { $0.key.string != "variants" }), line: root.line)
        guard let variant else { return result }
        for (setting, node) in zip(variant.settings, variant.nodes) {
            let path = setting.key.split(separator: ".").map(String.init)
            result = try set(path[...], to: node, in: result, file: file, variant: variant, walked: [])
        }
        return result
    }

    private static func set(
        _ path: ArraySlice<String>, to value: YAMLNode, in node: YAMLNode, file: String, variant: SceneVariant,
        walked: [String]
    ) throws(SceneError) -> YAMLNode {
        guard let key = path.first else { return value }
        guard case let .mapping(entries) = node.value else {
            throw SceneError(
                file: file, key: walked.joined(separator: "."), line: node.line,
                message:
                    "the variant \(variant.name) (\(variant.description)) sets \(key) inside it, which is not a mapping; give the key as a mapping, or vary the whole key"
            )
        }
        var copy = entries
        let keyNode = YAMLNode(value: .scalar(key, plain: true), line: value.line)
        if let index = copy.firstIndex(where: { $0.key.string == key }) {
            copy[index].value = try set(
                path.dropFirst(), to: value, in: copy[index].value, file: file, variant: variant, walked: walked + [key]
            )
        } else {
            let empty = YAMLNode(value: .mapping([]), line: value.line)
            copy.append(
                (
                    keyNode,
                    try set(
                        path.dropFirst(), to: value, in: empty, file: file, variant: variant, walked: walked + [key])
                ))
        }
        return YAMLNode(value: .mapping(copy), line: node.line)
    }
}
