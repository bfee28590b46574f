import BarScopeSupport
import BarLayers
import FileAccess
import Typesetting
import Raster
import RasterPNG

struct Reader {
    let file: String
    let directory: String
    let limits: PNGLimits
    let budget: ImageBudget
    /// The colours written without quotes after colour keys, by line (``SceneParser/colourComments(_:)``):
    /// an empty colour on such a line is one, and the message quotes it.
    var colourComments: [Int: ColourComment] = [:]
    /// The scene's release row, once `ios` is read: what keys may be used.
    var release: IOSVersion?
    /// `symbols:`, once read: the folder of SF Symbols templates as the scene names it, and its
    /// path (ending in `/`).
    var symbols: (label: String, path: String)?

    func error(_ key: String, _ node: YAMLNode?, _ message: String, code: SceneError.Code = .invalidValue)
        -> SceneError
    {
        SceneError(code: code, file: file, key: key, line: node?.line, message: message)
    }

    func missing(_ key: String, example: String) -> SceneError {
        SceneError(code: .missingKey, file: file, key: key, message: "missing; add it, for example `\(example)`")
    }

    /// A value as the user wrote it, for messages.
    func show(_ node: YAMLNode) -> String {
        if let s = node.string { return "\"\(MessageText.echo(s))\"" }
        if node.mapping != nil { return "a mapping" }
        return "a list"
    }

    /// The mapping's entries, rejecting unknown and repeated keys.
    func entries(_ mapping: [(key: YAMLNode, value: YAMLNode)], path: String?, allowed: [String]) throws(SceneError)
        -> [String: YAMLNode]
    {
        var result: [String: YAMLNode] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let full = path.map { "\($0).\(key)" } ?? key
            guard allowed.contains(key) else {
                var message = "unknown key"
                if let near = nearest(key, in: allowed) {
                    message += "; did you mean \"\(near)\"?"
                } else {
                    message += "; known keys here: \(allowed.joined(separator: ", "))"
                }
                throw SceneError(code: .unknownKey, file: file, key: full, line: keyNode.line, message: message)
            }
            guard result[key] == nil else {
                throw SceneError(
                    code: .duplicateKey, file: file, key: full, line: keyNode.line,
                    message: "the key appears twice; keep one")
            }
            result[key] = value
        }
        return result
    }

    func content(_ node: YAMLNode) throws(SceneError) -> SceneContent {
        guard let mapping = node.mapping else {
            throw error(
                "content", node, "must be a mapping with one of color, image, list, for example {color: \"#ffffff\"}")
        }
        let fields = try entries(mapping, path: "content", allowed: SceneParser.contentKeys)
        guard fields.count == 1, let (key, value) = fields.first else {
            throw error("content", node, "give exactly one of color, image, list")
        }
        switch key {
        case "color":
            return .color(try color("content.color", value))
        case "image":
            return .png(try pngFile("content.image", value))
        default:
            var list = ListScreen()
            if value.mapping == nil, !Reader.isNull(value) {
                throw error("content.list", value, "must be a mapping such as {} or {rows: 20, contentOffset: 0}")
            }
            if let listMapping = value.mapping {
                try SceneKeys.list.read(listMapping, path: "content.list", into: &list, with: self)
                try checkListStyle(list, listMapping)
            }
            return .list(list)
        }
    }

    /// The list's style against its release and its other keys: inset-grouped tables arrive
    /// with iOS 13; a plain table's titled headers are modelled on iOS 15–18 only
    /// (``PlainHeaderMetrics``); `rows` and `sections` are two ways to say one thing.
    func checkListStyle(_ list: ListScreen, _ mapping: [(key: YAMLNode, value: YAMLNode)]) throws(SceneError) {
        func node(_ name: String) -> YAMLNode? { mapping.first { $0.key.string == name }?.value }
        if list.style == .insetGrouped, release?.offers(.insetGroupedTables) != true, let style = node("style") {
            throw error(
                "content.list.style", style,
                Scene.insetGroupedArrives(UIKitFeature.insetGroupedTables.introduced)
            )
        }
        if let sections = node("sections") {
            let titled = list.sections?.contains { !($0.header ?? "").isEmpty } ?? false
            if list.style == .plain, titled, release.flatMap(PlainHeaderMetrics.metrics(for:)) == nil {
                throw error(
                    "content.list.sections", sections,
                    "a plain list's section headers are modelled on iOS 15–18 only (iOS 13–14's header colours and iOS 26's header font were not found); use ios: 15 to 18, or style: insetGrouped"
                )
            }
            if let rows = node("rows") {
                throw error(
                    "content.list.rows", rows,
                    "give rows or sections, not both (each section has its own rows); remove rows")
            }
        }
    }

    /// A bar's properties under `key` (`navigationBar`, `tabBar`, `toolbar`, `transition.to`).
    /// An empty or null value is a bar with UIKit's defaults.
    func bar(_ node: YAMLNode, key: String, kind: BarKind) throws(SceneError) -> BarAppearance {
        var bar = BarAppearance()
        if Reader.isNull(node) { return bar }
        guard let mapping = node.mapping else {
            throw error(key, node, "must be a mapping of \(kind.className) properties, for example {translucent: true}")
        }
        try SceneKeys.barTable(kind).read(mapping, path: key, into: &bar, with: self)
        return bar
    }

    func transition(_ node: YAMLNode) throws(SceneError) -> Transition {
        guard let mapping = node.mapping else {
            throw error("transition", node, "must be a mapping such as {kind: push, to: {barTintColor: \"#ff0000\"}}")
        }
        let fields = try entries(mapping, path: "transition", allowed: SceneKeys.transition.names)
        guard let kindNode = fields["kind"] else { throw missing("transition.kind", example: "kind: push") }
        let kind: Transition.Kind = try choice("transition.kind", kindNode, "a transition kind")
        guard let toNode = fields["to"] else { throw missing("transition.to", example: "to: {backgroundAlpha: 1}") }
        var transition = Transition(kind: kind, to: try bar(toNode, key: "transition.to", kind: .navigationBar))
        try SceneKeys.transition.read(mapping, path: "transition", into: &transition, with: self)
        return transition
    }

    /// A mapping (for keys whose value is one), else an error showing an example.
    func mapping(_ key: String, _ node: YAMLNode, example: String) throws(SceneError) -> [(
        key: YAMLNode, value: YAMLNode
    )] {
        if Reader.isNull(node) { return [] }
        guard let mapping = node.mapping else { throw error(key, node, "must be a mapping such as \(example)") }
        return mapping
    }

    /// Text a bar shows (a title, a badge): a string of at most ``SceneParser/maximumTextLength``
    /// characters, without control characters; empty only where `allowEmpty`.
    /// `weights` are the weights UIKit may draw it in (a title is the row's semibold, the large
    /// title's bold and the next screen's regular back title), for the font coverage warning.
    func text(
        _ key: String, _ node: YAMLNode, allowEmpty: Bool = false, weights: [FontWeight] = [.regular],
        role: SceneTextRole = .other
    ) throws(SceneError) -> String {
        guard node.isScalar, let text = node.string else { throw error(key, node, "must be text, such as \"General\"") }
        guard allowEmpty || !text.isEmpty else { throw error(key, node, "is empty; give the text, or remove the key") }
        // Scalars first: counting characters (graphemes) walks every combining mark, and 300 000
        // marks make a single character.
        guard text.unicodeScalars.count <= SceneParser.maximumTextScalars else {
            throw error(
                key, node,
                "holds \(text.unicodeScalars.count) Unicode scalars, more than \(SceneParser.maximumTextScalars); a bar shows one line (UIKit truncates it with …)"
            )
        }
        guard text.count <= SceneParser.maximumTextLength else {
            throw error(
                key, node,
                "\(show(node)) is longer than \(SceneParser.maximumTextLength) characters; a bar shows one line (UIKit truncates it with …)"
            )
        }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw error(key, node, "\(show(node)) holds a control character; give one line of text")
        }
        for character in text {
            let marks = character.unicodeScalars.filter(SceneParser.isCombiningMark).count
            guard marks <= SceneParser.maximumMarksPerCharacter else {
                let first = character.unicodeScalars.first.map(codePoint) ?? ""
                throw error(
                    key, node,
                    "the character starting \(first) carries \(marks) combining marks, more than \(SceneParser.maximumMarksPerCharacter); marks stack above the line, over the bar, so no writing system uses that many"
                )
            }
        }
        budget.texts.append(SceneText(key: key, text: text, weights: weights, role: role))
        return text
    }

    /// A list of items, each read by `read` with its key path (`items[0]`).
    func list<T>(_ key: String, _ node: YAMLNode, example: String, _ read: (YAMLNode, String) throws(SceneError) -> T)
        throws(SceneError) -> [T]
    {
        if Reader.isNull(node) { return [] }
        guard let items = node.sequence else { throw error(key, node, "must be a list such as \(example)") }
        guard items.count <= SceneParser.maximumItems else {
            throw error(key, node, "has \(items.count) items; a bar holds at most \(SceneParser.maximumItems)")
        }
        var out: [T] = []
        for (index, item) in items.enumerated() { out.append(try read(item, "\(key)[\(index)]")) }
        return out
    }

    /// A `UIBarButtonItem`: exactly one of `systemItem`, `title` or `image`.
    func barButtonItem(_ key: String, _ node: YAMLNode) throws(SceneError) -> BarButtonItem {
        let fields = try mapping(key, node, example: "{systemItem: edit}")
        let kinds = fields.filter { ["systemItem", "title", "image"].contains($0.key.string ?? "") }.count
        guard kinds == 1 else {
            throw error(
                key, node,
                "give exactly one of systemItem, title, image, for example {systemItem: edit} or {title: \"Save\", style: done}"
            )
        }
        var item = BarButtonItem(.title(""))
        try SceneKeys.barButtonItem.read(fields, path: key, into: &item, with: self)
        return item
    }

    /// A `UITabBarItem`: a `systemItem`, or a `title` and/or `image`.
    func tabItem(_ key: String, _ node: YAMLNode) throws(SceneError) -> TabBarItem {
        let fields = try mapping(key, node, example: "{systemItem: favorites}")
        let names = Set(fields.compactMap { $0.key.string })
        if names.contains("systemItem"), !names.isDisjoint(with: ["title", "image"]) {
            throw error(key, node, "a system item has its own title and image; give systemItem, or title and image")
        }
        guard names.contains("systemItem") || !names.isDisjoint(with: ["title", "image", "role"]) else {
            throw error(
                key, node,
                "give a systemItem, or a title and/or an image, for example {systemItem: favorites} or {title: \"Mail\"}"
            )
        }
        var item = TabBarItem(.custom(title: nil, image: nil))
        try SceneKeys.tabItem.read(fields, path: key, into: &item, with: self)
        return item
    }

    /// A file path, relative to the scene file.
    func path(_ key: String, _ node: YAMLNode) throws(SceneError) -> String {
        guard let relative = node.string, !relative.isEmpty, node.isScalar else {
            throw error(key, node, "must be the path of a file, relative to the scene file")
        }
        try refuseNUL(key, node, relative)
        return relative.hasPrefix("/") ? relative : directory + relative
    }

    /// `fonts:`: for each weight, a file and its SHA-256, loaded and checked now.
    func fonts(_ key: String, _ node: YAMLNode) throws(SceneError) -> FontSet {
        var set = FontSet()
        for (keyNode, value) in try mapping(
            key, node, example: "{semibold: {path: SF-Pro-Text-Semibold.otf, sha256: \"…\"}}")
        {
            let name = keyNode.string ?? ""
            let full = "\(key).\(name)"
            guard let weight = FontWeight(rawValue: name) else {
                throw SceneError(
                    file: file, key: full, line: keyNode.line,
                    message: "unknown weight; use one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            let (font, label) = try pinnedFont(full, value)
            set.replacements[weight] = font
            set.files[weight] = label
        }
        return set
    }

    /// A font file pinned by its SHA-256 (`{path: F.otf, sha256: "…"}`), loaded and checked now:
    /// the font and its path as the scene gave it. A missing digest is an error that prints the
    /// file's, once the file is known to be a font.
    func pinnedFont(_ key: String, _ value: YAMLNode, allowing extra: [String] = []) throws(SceneError) -> (
        Font, String
    ) {
        var font = FontFile()
        let fields = try mapping(key, value, example: "{path: F.otf, sha256: \"…\"}")
        try SceneKeys.fontFile.read(
            fields.filter { !extra.contains($0.key.string ?? "") }, path: key, into: &font, with: self)
        guard !font.path.isEmpty else { throw missing("\(key).path", example: "path: SF-Pro-Text-Semibold.otf") }
        guard !font.sha256.isEmpty else {
            // The file first: a missing or unreadable file is the problem to fix, not its digest.
            let bytes: [UInt8]
            do {
                bytes = try FileIO.readAll(path: font.path, maxBytes: Font.maximumFileBytes)
            } catch {
                throw SceneError(
                    code: .font, file: file, key: "\(key).path", line: value.line,
                    message: "cannot read the font file (\(error)); fix the path, which is relative to the scene file")
            }
            // A digest is printed only for a font: pinning any other file would only fail later.
            guard Font.hasTableDirectory(bytes) else {
                throw SceneError(
                    code: .font, file: file, key: "\(key).path", line: value.line,
                    message:
                        "\(MessageText.echo(font.path, limit: 200)) is not a font file (no OpenType or TrueType table directory); give an .otf or .ttf file"
                )
            }
            throw SceneError(
                code: .font, file: file, key: "\(key).sha256", line: value.line,
                message: "missing; pin the font file with sha256: \"\(SHA256.hex(bytes))\"")
        }
        budget.files.append(font.path)
        do {
            return (try Font.load(path: font.path, sha256: font.sha256), font.label)
        } catch {
            throw SceneError(code: .font, file: file, key: key, line: value.line, message: "\(error)")
        }
    }

    /// A text attribute's `font:`: `{size: 20, weight: bold}` for the system font, or
    /// `{path: F.otf, sha256: "…", size: 20}` for an app's font; each part optional.
    func fontAttribute(_ key: String, _ node: YAMLNode) throws(SceneError) -> FontAttribute {
        let fields = try entries(
            try mapping(key, node, example: "{size: 20, weight: bold}"), path: key,
            allowed: ["size", "weight", "path", "sha256"])
        var font = FontAttribute()
        if let size = fields["size"] { font.size = try number("\(key).size", size, range: 1...200) }
        if let weight = fields["weight"] {
            font.weight = try choice("\(key).weight", weight, "a weight BarScope has (others: give the font's path)")
        }
        if fields["path"] != nil || fields["sha256"] != nil {
            (font.custom, font.file) = try pinnedFont(key, node, allowing: ["size", "weight"])
        }
        guard font != FontAttribute() else {
            throw error(key, node, "is empty; give size, weight, or a font file's path and sha256")
        }
        return font
    }

    /// One of an enumeration's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ node: YAMLNode, _ what: String) throws(SceneError)
        -> T
    where T.RawValue == String {
        guard let word = node.string, node.isScalar, let value = T(rawValue: word) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(key, node, "\(show(node)) is not \(what); use one of \(names)")
        }
        return value
    }

    /// A bar image: `{color: …}`, `{path: file.png}`, `{empty: true}`, and where `symbols`
    /// (an item's image) `{systemName: house.fill}`.
    func barImage(_ key: String, _ node: YAMLNode, symbols: Bool = false) throws(SceneError) -> BarImage {
        let kinds = ["color", "path", "empty"] + (symbols ? ["systemName"] : [])
        let shown =
            "{color: \"#rrggbb\"}, {path: file.png}, {empty: true}" + (symbols ? ", {systemName: house.fill}" : "")
        guard let mapping = node.mapping else { throw error(key, node, "must be one of \(shown)") }
        let fields = try entries(mapping, path: key, allowed: kinds)
        guard fields.count == 1, let (which, value) = fields.first else {
            throw error(key, node, "give exactly one of \(kinds.joined(separator: ", "))")
        }
        switch which {
        case "systemName": return .symbol(try symbol("\(key).systemName", value))
        case "color": return .color(try color("\(key).color", value))
        case "path":
            let (image, path) = try png("\(key).path", value)
            return .bitmap(image, label: path)
        default:
            guard try bool("\(key).empty", value) else {
                throw error("\(key).empty", value, "only `empty: true` is meaningful; remove the key otherwise")
            }
            return .empty
        }
    }

    /// `symbols: {path: Symbols}`: a folder inside the scene's own (neither `..` nor a link may
    /// lead out of it), which exists.
    func symbolsFolder(_ key: String, _ node: YAMLNode) throws(SceneError) -> (label: String, path: String) {
        let fields = try entries(
            try mapping(key, node, example: "{path: Symbols}"), path: key, allowed: ["path"])
        guard let pathNode = fields["path"] else { throw missing("\(key).path", example: "path: Symbols") }
        let pathKey = "\(key).path"
        guard let relative = pathNode.string, pathNode.isScalar, !relative.isEmpty else {
            throw error(pathKey, pathNode, "must be the path of a folder, relative to the scene file, such as Symbols")
        }
        try refuseNUL(pathKey, pathNode, relative)
        guard !relative.hasPrefix("/") else {
            throw error(
                pathKey, pathNode,
                "\(show(pathNode)) is absolute; give a folder inside the scene's own, relative to the scene file, such as Symbols"
            )
        }
        let label = relative.hasSuffix("/") && relative.count > 1 ? String(relative.dropLast()) : relative
        let path = directory + label
        guard FileIO.isDirectory(path) else {
            throw error(
                pathKey, pathNode,
                "\(show(pathNode)) is not a folder (looked for \(MessageText.echo(path, limit: 200))); create it beside the scene and export the symbols into it"
            )
        }
        try refuseLeavingSceneFolder(pathKey, pathNode, path, what: "the folder")
        return (label, path + "/")
    }

    /// Refuses a file or folder whose real path (links and `..` resolved) is not inside the
    /// scene's folder: a scene names what sits beside it, so that a shared scene cannot read
    /// files elsewhere on the machine that renders it.
    func refuseLeavingSceneFolder(_ key: String, _ node: YAMLNode, _ path: String, what: String) throws(SceneError) {
        let base = FileIO.realPath(directory.isEmpty ? "." : directory) ?? ""
        guard let real = FileIO.realPath(path), !base.isEmpty,
            real == base || real.hasPrefix(base == "/" ? base : base + "/")
        else {
            throw error(
                key, node,
                "\(show(node)): \(what) lies outside the scene's folder (through .. or a symbolic link); put the templates in a folder beside the scene"
            )
        }
    }

    /// `systemName:`: an SF Symbol's name, its template read from the scene's `symbols:` folder
    /// (`<folder>/<name>.svg`) when it is there; when it is not, the symbol is drawn as
    /// BarScope's stand-in and the scene warns (``Scene/symbolWarnings``).
    func symbol(_ key: String, _ node: YAMLNode) throws(SceneError) -> SymbolImage {
        guard let name = node.string, node.isScalar, !name.isEmpty else {
            throw error(key, node, "must be an SF Symbol's name, such as house.fill")
        }
        let allowed = name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "." || $0 == "-"
                || $0 == "_"
        }
        guard allowed, !name.hasPrefix("."), !name.contains(".."), name.count <= 200 else {
            throw error(
                key, node,
                "\(show(node)) is not an SF Symbol's name; names are letters, digits and dots, such as house.fill or square.and.arrow.up"
            )
        }
        guard release?.offers(.symbolImages) == true else {
            let first = UIKitFeature.symbolImages.introduced
            throw error(
                key, node,
                "UIImage(systemName:) arrives with iOS \(first); use ios: \(first) or later, or an image file ({path: icon.png})"
            )
        }
        guard let symbols else { return SymbolImage(name: name, file: "\(name).svg", template: nil) }
        let label = "\(symbols.label)/\(name).svg", path = symbols.path + name + ".svg"
        let kind: FileIO.Kind
        do {
            kind = try FileIO.kind(of: path)
        } catch {
            throw self.error(key, node, "\(MessageText.echo(label)): \(error.reason); fix the links on the path")
        }
        guard kind != .missing else { return SymbolImage(name: name, file: label, template: nil) }
        try refuseLeavingSceneFolder(key, node, path, what: MessageText.echo(label))
        let template: SymbolTemplate
        do {
            template = try SymbolFile.read(path: path)
        } catch {
            throw self.error(
                key, node,
                "\(MessageText.echo(label)) is not a symbol template: \(error.message)", code: .invalidValue)
        }
        budget.files.append(path)
        return SymbolImage(name: name, file: label, template: template)
    }

    /// A colour that may be a semantic one (iOS 13+): `"#rrggbb"`, `"#rrggbbaa"`, or a UIKit
    /// name such as `systemBackground` or `label`.
    func dynamicColor(_ key: String, _ node: YAMLNode) throws(SceneError) -> DynamicColor {
        if let name = node.string, node.isScalar, !name.hasPrefix("#"), !name.isEmpty {
            guard let color = SemanticColors.named(name) else {
                let suggestion = closest(name, in: SemanticColors.all.compactMap(\.name)) ?? "label"
                throw error(
                    key, node,
                    "\(show(node)) is not a colour; write \"#rrggbb\", \"#rrggbbaa\" or a system colour such as \(suggestion)"
                )
            }
            guard release?.offers(.semanticColors) == true else {
                let first = UIKitFeature.semanticColors.introduced
                throw error(
                    key, node,
                    "system colours such as \(name) arrive with iOS \(first); write \"#rrggbb\", or use ios: \(first) or later"
                )
            }
            return color
        }
        return DynamicColor(try color(key, node))
    }

    func color(_ key: String, _ node: YAMLNode) throws(SceneError) -> RGBA8 {
        if node.isScalar, Reader.isNull(node) || node.string == "" {
            if let comment = colourComments[node.line] { throw error(key, node, comment.message) }
            throw error(key, node, "is empty; quote colours, as in \"#f8f8f8\" (an unquoted # starts a YAML comment)")
        }
        // UIColor.clear (black at alpha 0) exists on every release.
        if node.string == "clear" { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        guard let text = node.string, let color = RGBA8(hex: text) else {
            throw error(key, node, "\(show(node)) is not a colour; write \"#rrggbb\", \"#rrggbbaa\" or clear")
        }
        return color
    }

    /// A list's (or a section's) number of rows: a whole number from 0 to ``maximumRows``.
    func rowCount(_ key: String, _ node: YAMLNode) throws(SceneError) -> Int {
        guard let n = Reader.integer(node), n >= 0, n <= SceneParser.maximumRows else {
            throw error(
                key, node, "\(show(node)) is not a row count; use a whole number from 0 to \(SceneParser.maximumRows)")
        }
        return n
    }

    /// A plain decimal integer scalar. YAML 1.1 loaders also read sexagesimal (`1:30`), whose
    /// conversion can overflow; scenes need decimals only.
    static func integer(_ node: YAMLNode) -> Int? {
        node.plainString.flatMap { Int($0) }
    }

    /// A plain decimal number scalar (`0.5`, `120`, `1e-3`), parsed by Swift's own parser.
    static func decimal(_ node: YAMLNode) -> Double? {
        node.plainString.flatMap { Double($0) }
    }

    /// YAML 1.1's booleans as common loaders (Yams, PyYAML) read them: plain `true`/`false`,
    /// `yes`/`no`, `on`/`off`, in lower, capitalised or upper case; quoted text is a string.
    static func boolean(_ node: YAMLNode) -> Bool? {
        guard let text = node.plainString else { return nil }
        for (words, value) in [(["true", "yes", "on"], true), (["false", "no", "off"], false)] {
            for word in words
            where [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()].contains(text) {
                return value
            }
        }
        return nil
    }

    /// YAML's null as common loaders read it: a plain `~`, `null`, `Null`, `NULL` or nothing.
    static func isNull(_ node: YAMLNode) -> Bool {
        guard let text = node.plainString else { return false }
        return ["~", "null", "Null", "NULL", ""].contains(text)
    }

    func bool(_ key: String, _ node: YAMLNode) throws(SceneError) -> Bool {
        guard node.isScalar, let value = Reader.boolean(node) else {
            throw error(key, node, "\(show(node)) is not a boolean; use true or false")
        }
        return value
    }

    func number(_ key: String, _ node: YAMLNode, range: ClosedRange<Double>) throws(SceneError) -> Double {
        guard let value = Reader.decimal(node), value.isFinite, range.contains(value) else {
            throw error(
                key, node,
                "\(show(node)) is not a number from \(PointRect.format(range.lowerBound)) to \(PointRect.format(range.upperBound))"
            )
        }
        return value
    }

    /// A bar image: decoded whole when small, else checked and decoded as it is drawn.
    func png(_ key: String, _ node: YAMLNode) throws(SceneError) -> (any ImageSource, String) {
        let file = try pngFile(key, node)
        do throws(PNGError) {
            if file.width * file.height <= SceneParser.wholeImagePixels { return (try file.decode(), file.label) }
            return (try PNGImageSource(file: file), file.label)
        } catch {
            throw self.error(key, node, "\(error)")
        }
    }

    /// Refuses a path with a NUL (`"a\0b.png"` in YAML): the system would read `a`, another file.
    func refuseNUL(_ key: String, _ node: YAMLNode, _ path: String) throws(SceneError) {
        guard path.utf8.contains(0) else { return }
        throw error(key, node, "\(show(node)) holds a NUL byte (\\0), which no file name can; remove it from the path")
    }

    /// A PNG file named by a scene, read and checked but not decoded.
    func pngFile(_ key: String, _ node: YAMLNode) throws(SceneError) -> PNGFile {
        guard let relative = node.string, !relative.isEmpty, node.isScalar else {
            throw error(key, node, "must be the path of a PNG file, relative to the scene file")
        }
        try refuseNUL(key, node, relative)
        let path = relative.hasPrefix("/") ? relative : directory + relative
        let kind: FileIO.Kind
        do {
            kind = try FileIO.kind(of: path)
        } catch {
            throw self.error(
                key, node,
                "\(show(node)): \(error.reason) (looked for \(MessageText.echo(path, limit: 200))); fix the path or the links on it"
            )
        }
        guard kind != .missing else {
            throw error(
                key, node,
                "\(show(node)) does not exist (looked for \(MessageText.echo(path, limit: 200))); fix the path, which is relative to the scene file"
            )
        }
        let png: PNGFile
        do {
            png = try PNGFile(path: path, label: relative, limits: limits)
        } catch {
            throw self.error(key, node, "\(error)")
        }
        budget.files.append(path)
        budget.pixels += png.width * png.height
        budget.images += 1
        guard budget.pixels <= SceneParser.maximumImagePixels else {
            throw self.error(
                key, node,
                "\(png.width)×\(png.height) brings the scene's \(budget.images) images to \(budget.pixels) pixels, over the budget of \(SceneParser.maximumImagePixels) for one scene; use smaller images (a bar image is stretched over the bar: one of the bar's size in pixels looks the same)"
            )
        }
        return png
    }
}
