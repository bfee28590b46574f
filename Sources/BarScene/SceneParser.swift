import BarLayers
import Raster
import RasterPNG

/// Reads scene files: YAML whose keys mirror UIKit's property names.
///
/// Every problem is a ``SceneError`` naming the file, the key path, the line and the fix;
/// unknown keys are rejected with the nearest known key suggested.
public enum SceneParser {
    /// Bounds on what a scene file may hold: a scene is a few dozen lines, so anything far
    /// larger is a mistake or an attack, refused before parsing.
    public static let maximumFileBytes = 1 << 20
    /// The largest number of list rows a scene may ask for.
    public static let maximumRows = 10_000

    /// Top-level keys.
    static let topKeys = ["ios", "device", "content", "navigationBar", "tabBar", "toolbar", "viewController", "transition", "statusBar", "region"]
    /// `content:` keys (exactly one).
    static let contentKeys = ["color", "image", "list"]
    /// `content.list:` keys.
    static let listKeys = ["rows", "refreshing", "contentOffset"]
    /// `navigationBar:` keys, as UIKit names the properties.
    static let barKeys = [
        "translucent", "barStyle", "barTintColor", "backgroundColor", "backgroundImage", "shadowImage",
        "overlayColor", "backgroundAlpha", "clipsToBounds",
    ]
    /// `navigationBar:` keys only a navigation bar has.
    static let navigationOnlyKeys = ["prefersLargeTitles"]
    /// `viewController:` keys, as UIKit names the properties.
    static let viewControllerKeys = [
        "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
        "contentInsetAdjustmentBehavior",
    ]
    /// `transition:` keys.
    static let transitionKeys = ["kind", "to", "progress", "release", "duration", "curve", "glitches", "hidesBottomBarWhenPushed", "underlyingShift"]

    /// Deepest nesting of `[ ]`/`{ }` collections, and widest indentation, a scene may use: a
    /// scene needs four levels; the bounds keep YAML parsing recursion and time small.
    public static let maximumNesting = 32
    public static let maximumIndentation = 128

    /// Loads and parses a scene file; relative paths inside resolve against its folder.
    public static func load(path: String, limits: PNGLimits = .default) throws(SceneError) -> Scene {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readAll(path: path, maxBytes: maximumFileBytes)
        } catch {
            if error.code == .limit {
                throw SceneError(file: path, key: nil, message: "\(error.reason) for a scene; a scene file is a few hundred bytes")
            }
            throw SceneError(file: path, key: nil, message: "cannot read the scene file (\(error.reason)); check the path")
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        return try parse(String(decoding: bytes, as: UTF8.self), file: path, directory: directory, limits: limits)
    }

    /// Parses scene text. `file` names it in errors; `directory` (ending in `/`, or empty) is
    /// where relative image paths resolve.
    public static func parse(_ text: String, file: String, directory: String = "", limits: PNGLimits = .default) throws(SceneError) -> Scene {
        try checkShape(text, file: file)
        let root: YAMLNode?
        do {
            root = try YAMLDocument.compose(text, maximumDepth: maximumNesting)
        } catch {
            throw SceneError(file: file, key: nil, line: error.line, message: error.message)
        }
        let reader = Reader(file: file, directory: directory, limits: limits)
        guard let root, let top = root.mapping else {
            throw SceneError(file: file, key: nil, message: "a scene is a YAML mapping with keys \(topKeys.joined(separator: ", "))")
        }
        let entries = try reader.entries(top, path: nil, allowed: topKeys)

        guard let iosNode = entries["ios"] else { throw reader.missing("ios", example: "ios: 10") }
        guard let ios = Reader.integer(iosNode), BarStack.forVersion(ios) != nil else {
            throw reader.error("ios", iosNode, "\(reader.show(iosNode)) is not a modelled iOS version; use 9, 10 or 11")
        }
        guard let deviceNode = entries["device"] else { throw reader.missing("device", example: "device: iphone-8") }
        guard let deviceName = deviceNode.string, let device = Device.named(deviceName) else {
            throw reader.error("device", deviceNode, "\(reader.show(deviceNode)) is not a known device; use one `barscope devices` lists, such as iphone-8 or iphone-x")
        }
        guard let contentNode = entries["content"] else {
            throw reader.missing("content", example: "content: {color: \"#ffffff\"}")
        }
        let content = try reader.content(contentNode)
        var bar = BarAppearance()
        if let barNode = entries["navigationBar"] {
            bar = try reader.bar(barNode, key: "navigationBar", kind: .navigationBar)
        }
        var scene = Scene(iosVersion: ios, device: device, content: content, navigationBar: bar, source: file)
        if let node = entries["tabBar"] { scene.tabBar = try reader.bar(node, key: "tabBar", kind: .tabBar) }
        if let node = entries["toolbar"] { scene.toolbar = try reader.bar(node, key: "toolbar", kind: .toolbar) }
        if let node = entries["viewController"] { scene.viewController = try reader.viewController(node) }
        if let node = entries["transition"] { scene.transition = try reader.transition(node) }
        if let node = entries["statusBar"] {
            scene.statusBar = .default
            if let mapping = node.mapping {
                let fields = try reader.entries(mapping, path: "statusBar", allowed: ["style"])
                if let v = fields["style"] { scene.statusBar = try reader.choice("statusBar.style", v, "a status bar style") }
            } else if !Reader.isNull(node) {
                throw reader.error("statusBar", node, "must be a mapping such as {} or {style: lightContent}")
            }
        }
        if let regionNode = entries["region"] {
            guard let name = regionNode.string, let region = SceneRegion(rawValue: name) else {
                let names = SceneRegion.allCases.map(\.rawValue).joined(separator: " or ")
                throw reader.error("region", regionNode, "\(reader.show(regionNode)) is not a region; use \(names)")
            }
            scene.region = region
        }
        return scene
    }

}

/// Walks the YAML nodes with the file and key path at hand for errors.
extension SceneParser {
    /// Refuses, before YAML parsing, what no scene needs and what could make parsing costly:
    /// collections nested deeper than ``maximumNesting``, indentation wider than
    /// ``maximumIndentation``, and anchors or aliases (`&a`, `*a`), whose expansion can grow
    /// exponentially ("billion laughs").
    static func checkShape(_ text: String, file: String) throws(SceneError) {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        let tokenStarts: Set<UInt8> = [space, newline, UInt8(ascii: "\t"), UInt8(ascii: "["), UInt8(ascii: "{"),
                                       UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-")]
        var depth = 0, line = 1, column = 0
        var quote: UInt8? = nil
        var previous = newline
        var inComment = false, indenting = true
        for byte in text.utf8 {
            defer { previous = byte }
            if byte == newline {
                line += 1
                column = 0
                inComment = false
                indenting = true
                continue
            }
            column += 1
            if indenting {
                if byte == space {
                    guard column <= maximumIndentation else {
                        throw SceneError(file: file, key: nil, line: line, message: "indented more than \(maximumIndentation) columns; a scene needs four levels of nesting")
                    }
                    continue
                }
                indenting = false
            }
            if inComment { continue }
            if let q = quote {
                if byte == q { quote = nil }
                continue
            }
            let atTokenStart = tokenStarts.contains(previous)
            switch byte {
            case UInt8(ascii: "#") where atTokenStart:
                inComment = true
            case UInt8(ascii: "\"") where atTokenStart, UInt8(ascii: "'") where atTokenStart:
                quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                guard depth <= maximumNesting else {
                    throw SceneError(file: file, key: nil, line: line, message: "collections nested more than \(maximumNesting) deep; a scene needs four levels")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "&") where atTokenStart, UInt8(ascii: "*") where atTokenStart:
                throw SceneError(file: file, key: nil, line: line, message: "YAML anchors and aliases (&name, *name) are not allowed in scene files; write the values out")
            default:
                break
            }
        }
    }
}

struct Reader {
    let file: String
    let directory: String
    let limits: PNGLimits

    func error(_ key: String, _ node: YAMLNode?, _ message: String) -> SceneError {
        SceneError(file: file, key: key, line: node?.line, message: message)
    }

    func missing(_ key: String, example: String) -> SceneError {
        SceneError(file: file, key: key, message: "missing; add it, for example `\(example)`")
    }

    /// A value as the user wrote it, for messages.
    func show(_ node: YAMLNode) -> String {
        if let s = node.string { return "\"\(s)\"" }
        if node.mapping != nil { return "a mapping" }
        return "a list"
    }

    /// The mapping's entries, rejecting unknown and repeated keys.
    func entries(_ mapping: [(key: YAMLNode, value: YAMLNode)], path: String?, allowed: [String]) throws(SceneError) -> [String: YAMLNode] {
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
                throw SceneError(file: file, key: full, line: keyNode.line, message: message)
            }
            guard result[key] == nil else {
                throw SceneError(file: file, key: full, line: keyNode.line, message: "the key appears twice; keep one")
            }
            result[key] = value
        }
        return result
    }

    func content(_ node: YAMLNode) throws(SceneError) -> SceneContent {
        guard let mapping = node.mapping else {
            throw error("content", node, "must be a mapping with one of color, image, list, for example {color: \"#ffffff\"}")
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
                let fields = try entries(listMapping, path: "content.list", allowed: SceneParser.listKeys)
                if let rows = fields["rows"] {
                    guard let n = Reader.integer(rows), n >= 0, n <= SceneParser.maximumRows else {
                        throw error("content.list.rows", rows, "\(show(rows)) is not a row count; use a whole number from 0 to \(SceneParser.maximumRows)")
                    }
                    list.rows = n
                }
                if let refreshing = fields["refreshing"] { list.refreshing = try bool("content.list.refreshing", refreshing) }
                if let offset = fields["contentOffset"] {
                    list.contentOffset = try number("content.list.contentOffset", offset, range: -10_000...100_000)
                }
            }
            return .list(list)
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
        let allowed = SceneParser.barKeys + (kind == .navigationBar ? SceneParser.navigationOnlyKeys : [])
        let fields = try entries(mapping, path: key, allowed: allowed)
        if let v = fields["translucent"] { bar.translucent = try bool("\(key).translucent", v) }
        if let v = fields["barStyle"] {
            guard let name = v.string, let style = BarStyle(rawValue: name) else {
                throw error("\(key).barStyle", v, "\(show(v)) is not a bar style; use default or black")
            }
            bar.barStyle = style
        }
        if let v = fields["barTintColor"] { bar.barTintColor = try color("\(key).barTintColor", v) }
        if let v = fields["backgroundColor"] { bar.backgroundColor = try color("\(key).backgroundColor", v) }
        if let v = fields["overlayColor"] { bar.overlayColor = try color("\(key).overlayColor", v) }
        if let v = fields["backgroundImage"] { bar.backgroundImage = try barImage("\(key).backgroundImage", v) }
        if let v = fields["shadowImage"] {
            if let word = v.string, v.mapping == nil {
                switch word {
                case "default": bar.shadowImage = .default
                case "none": bar.shadowImage = .none
                default:
                    throw error("\(key).shadowImage", v, "\(show(v)) is not a shadow image; use default, none, {color: \"#rrggbbaa\"} or {path: file.png}")
                }
            } else {
                bar.shadowImage = .image(try barImage("\(key).shadowImage", v))
            }
        }
        if let v = fields["backgroundAlpha"] { bar.backgroundAlpha = try number("\(key).backgroundAlpha", v, range: 0...1) }
        if let v = fields["clipsToBounds"] { bar.clipsToBounds = try bool("\(key).clipsToBounds", v) }
        if let v = fields["prefersLargeTitles"] { bar.prefersLargeTitles = try bool("\(key).prefersLargeTitles", v) }
        return bar
    }

    func viewController(_ node: YAMLNode) throws(SceneError) -> ViewControllerLayout {
        guard let mapping = node.mapping else {
            throw error("viewController", node, "must be a mapping of UIViewController properties, for example {extendedLayoutIncludesOpaqueBars: true}")
        }
        let fields = try entries(mapping, path: "viewController", allowed: SceneParser.viewControllerKeys)
        var layout = ViewControllerLayout()
        if let v = fields["edgesForExtendedLayout"] {
            let words: [YAMLNode] = v.sequence ?? [v]
            var edges: ViewControllerLayout.Edges = []
            for word in words {
                switch word.string {
                case "all"?: edges.formUnion(.all)
                case "none"?: break
                case "top"?: edges.insert(.top)
                case "bottom"?: edges.insert(.bottom)
                case "left"?, "right"?: break  // full-width bars: no effect
                default:
                    throw error("viewController.edgesForExtendedLayout", word, "\(show(word)) is not an edge; use all, none, top, bottom, or a list such as [top, bottom]")
                }
            }
            layout.edgesForExtendedLayout = edges
        }
        if let v = fields["extendedLayoutIncludesOpaqueBars"] {
            layout.extendedLayoutIncludesOpaqueBars = try bool("viewController.extendedLayoutIncludesOpaqueBars", v)
        }
        if let v = fields["automaticallyAdjustsScrollViewInsets"] {
            layout.automaticallyAdjustsScrollViewInsets = try bool("viewController.automaticallyAdjustsScrollViewInsets", v)
        }
        if let v = fields["contentInsetAdjustmentBehavior"] {
            layout.contentInsetAdjustmentBehavior = try choice("viewController.contentInsetAdjustmentBehavior", v, "an inset adjustment behavior")
        }
        return layout
    }

    func transition(_ node: YAMLNode) throws(SceneError) -> Transition {
        guard let mapping = node.mapping else {
            throw error("transition", node, "must be a mapping such as {kind: push, to: {barTintColor: \"#ff0000\"}}")
        }
        let fields = try entries(mapping, path: "transition", allowed: SceneParser.transitionKeys)
        guard let kindNode = fields["kind"] else { throw missing("transition.kind", example: "kind: push") }
        let kind: Transition.Kind = try choice("transition.kind", kindNode, "a transition kind")
        guard let toNode = fields["to"] else { throw missing("transition.to", example: "to: {backgroundAlpha: 1}") }
        var transition = Transition(kind: kind, to: try bar(toNode, key: "transition.to", kind: .navigationBar))
        if let v = fields["progress"] { transition.progress = try number("transition.progress", v, range: 0...1) }
        if let v = fields["release"] {
            guard kind == .interactivePop else {
                throw error("transition.release", v, "only an interactive-pop is released; remove the key or use kind: interactive-pop")
            }
            transition.release = try choice("transition.release", v, "a release")
        }
        if let v = fields["duration"] { transition.duration = try number("transition.duration", v, range: 0.001...10) }
        if let v = fields["curve"] { transition.curve = try choice("transition.curve", v, "a timing curve") }
        if let v = fields["hidesBottomBarWhenPushed"] { transition.hidesBottomBarWhenPushed = try bool("transition.hidesBottomBarWhenPushed", v) }
        if let v = fields["underlyingShift"] { transition.underlyingShift = try number("transition.underlyingShift", v, range: 0...1) }
        if let v = fields["glitches"] {
            let items: [YAMLNode] = v.sequence ?? [v]
            for item in items {
                let glitch: Transition.Glitch = try choice("transition.glitches", item, "a glitch")
                transition.glitches.insert(glitch)
            }
        }
        return transition
    }

    /// One of an enumeration's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ node: YAMLNode, _ what: String) throws(SceneError) -> T
    where T.RawValue == String {
        guard let word = node.string, node.isScalar, let value = T(rawValue: word) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(key, node, "\(show(node)) is not \(what); use one of \(names)")
        }
        return value
    }

    func barImage(_ key: String, _ node: YAMLNode) throws(SceneError) -> BarImage {
        guard let mapping = node.mapping else {
            throw error(key, node, "must be one of {color: \"#rrggbb\"}, {path: file.png}, {empty: true}")
        }
        let fields = try entries(mapping, path: key, allowed: ["color", "path", "empty"])
        guard fields.count == 1, let (which, value) = fields.first else {
            throw error(key, node, "give exactly one of color, path, empty")
        }
        switch which {
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

    func color(_ key: String, _ node: YAMLNode) throws(SceneError) -> RGBA8 {
        if node.isScalar, Reader.isNull(node) || node.string == "" {
            throw error(key, node, "is empty; quote colours, as in \"#f8f8f8\" (an unquoted # starts a YAML comment)")
        }
        guard let text = node.string, let color = RGBA8(hex: text) else {
            throw error(key, node, "\(show(node)) is not a colour; write \"#rrggbb\" or \"#rrggbbaa\"")
        }
        return color
    }

    /// A plain decimal integer scalar. YAML 1.1 loaders also read sexagesimal (`1:30`), where
    /// Yams' `Node.int`, which BarScope once used, trapped on overflow (found by the scene
    /// fuzzer); scenes need decimals only.
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
            for word in words where [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()].contains(text) {
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
            throw error(key, node, "\(show(node)) is not a number from \(PointRect.format(range.lowerBound)) to \(PointRect.format(range.upperBound))")
        }
        return value
    }

    func png(_ key: String, _ node: YAMLNode) throws(SceneError) -> (Image, String) {
        let file = try pngFile(key, node)
        do {
            return (try file.decode(), file.label)
        } catch {
            throw self.error(key, node, "\(error)")
        }
    }

    /// A PNG file named by a scene, read and checked but not decoded.
    func pngFile(_ key: String, _ node: YAMLNode) throws(SceneError) -> PNGFile {
        guard let relative = node.string, !relative.isEmpty, node.isScalar else {
            throw error(key, node, "must be the path of a PNG file, relative to the scene file")
        }
        let path = relative.hasPrefix("/") ? relative : directory + relative
        guard FileIO.exists(path) else {
            throw error(key, node, "\"\(relative)\" does not exist (looked for \(path)); fix the path, which is relative to the scene file")
        }
        do {
            return try PNGFile(path: path, label: relative, limits: limits)
        } catch {
            throw self.error(key, node, "\(error)")
        }
    }
}

/// The known key closest to `key` by edit distance, if it is close enough to be a typo.
func nearest(_ key: String, in candidates: [String]) -> String? {
    let lowered = key.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
        let d = editDistance(lowered, candidate.lowercased())
        if d <= max(2, candidate.count / 3), best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
    }
    return best?.0
}

/// Levenshtein distance.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
