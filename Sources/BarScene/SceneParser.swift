import BarScopeSupport
import BarLayers
import FileAccess
import Typesetting
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
    /// The longest title, prompt or item text a scene may give (longer text is a mistake: a bar
    /// shows one line, and UIKit truncates what does not fit).
    public static let maximumTextLength = 500
    /// The most Unicode scalars such a text may hold: four for each character allowed (emoji
    /// sequences of a family or a flag take up to seven, most letters one).
    public static let maximumTextScalars = 4 * maximumTextLength
    /// The most combining marks one character may carry. Writing systems stack few: Vietnamese
    /// two (ệ), pointed Hebrew with cantillation about four, Tibetan's subjoined letters four
    /// or five; the Unicode stream-safe format allows 30, which stacked 30 marks over the bar.
    public static let maximumMarksPerCharacter = 8

    /// Whether a scalar is a combining mark (general category Mn, Mc or Me).
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
    /// The most items a bar's list may hold.
    public static let maximumItems = 20
    /// The most sections a list may have.
    public static let maximumSections = 100
    /// The most pixels all the images a scene names may hold together (content, background and
    /// shadow images, the transition's): 64 Mi, one image at the default PNG limit. A scene's
    /// cost in time follows from it (each image is inflated once to be checked and once as it
    /// is drawn), and a large bar image costs little memory, being decoded as it is drawn.
    public static let maximumImagePixels = 64 * 1024 * 1024
    /// Bar images up to this many pixels are decoded whole when the scene is read; larger ones
    /// are decoded as they are drawn, keeping only what the bar samples (`PNGImageSource`).
    public static let wholeImagePixels = 1 << 20

    /// `content:` keys (exactly one).
    static let contentKeys = ["color", "image", "list"]

    /// Deepest nesting of `[ ]`/`{ }` collections, and widest indentation, a scene may use: a
    /// scene needs four levels; the bounds keep YAML parsing recursion and time small.
    public static let maximumNesting = 32
    public static let maximumIndentation = 128

    /// Loads and parses a scene file (one of its variants, with `variant`); relative paths
    /// inside resolve against its folder.
    public static func load(path: String, limits: PNGLimits = .default, variant: SceneVariant? = nil)
        throws(SceneError) -> Scene
    {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        return try parse(try read(path: path), file: path, directory: directory, limits: limits, variant: variant)
    }

    /// The variants a scene file declares (``variants(_:file:)``).
    public static func variants(path: String) throws(SceneError) -> [SceneVariant] {
        try variants(try read(path: path), file: path)
    }

    /// A scene file's text.
    static func read(path: String) throws(SceneError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readAll(path: path, maxBytes: maximumFileBytes)
        } catch {
            if error.code == .limit {
                throw SceneError(
                    code: .file, file: path, key: nil,
                    message: "\(error.reason) for a scene; a scene file is a few hundred bytes")
            }
            throw SceneError(
                file: path, key: nil, message: "cannot read the scene file (\(error.reason)); check the path")
        }
        return try text(of: bytes, file: path)
    }

    /// A scene file's bytes as text: UTF-8, without a byte-order mark (editors on Windows save
    /// one). Bytes that are not UTF-8 are an error naming the line and the byte's offset: they
    /// once became U+FFFD boxes in the render, with exit 0.
    static func text(of bytes: [UInt8], file: String) throws(SceneError) -> String {
        let body = bytes.starts(with: [0xef, 0xbb, 0xbf]) ? bytes[3...] : bytes[...]
        if let text = String(validating: body, as: UTF8.self) { return text }
        let offset = firstInvalidUTF8(body)
        let line = body[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let byte = String(body[offset], radix: 16, uppercase: true)
        throw SceneError(
            code: .syntax, file: file, key: nil, line: line,
            message:
                "the byte at offset \(offset) (0x\(byte.count == 1 ? "0" + byte : byte)) is not UTF-8; save the scene file as UTF-8"
        )
    }

    /// The offset (from the slice's start) of the first byte that does not begin or continue a
    /// valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while case let .scalarValue(scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        return min(offset, bytes.count - 1)
    }

    /// Parses scene text. `file` names it in errors; `directory` (empty for the working folder)
    /// is where relative image paths resolve.
    /// With `variant` (one of ``variants(_:file:)``), the scene that variant makes; without, the
    /// scene as written, its ``Scene/variants`` listed. An error in a variant names it.
    public static func parse(
        _ text: String, file: String, directory: String = "", limits: PNGLimits = .default,
        variant: SceneVariant? = nil
    ) throws(SceneError) -> Scene {
        let composed = try compose(text, file: file)
        // A variant was listed (and its axes checked) by ``variants(_:file:)``: the file's other
        // variants are not expanded again for each one.
        let variants = variant == nil ? try variants(of: composed, file: file) : []
        guard let composed else { return try parse(root: nil, file: file, directory: directory, limits: limits) }
        let root = try applying(variant, to: composed, file: file)
        let comments = Dictionary(colourComments(text).map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        do {
            var scene = try parse(
                root: root, file: file, directory: directory, limits: limits, colourComments: comments)
            scene.variants = variants
            // The document as written (its `variants:` too), then the variant's values over it.
            scene.keyLines.record(composed)
            scene.keyLines.record(root)
            return scene
        } catch {
            guard let variant else { throw error }
            throw SceneError(
                code: error.code, file: error.file, key: error.key, line: error.line,
                message: "in the variant \(variant.name) (\(variant.description)): \(error.message)")
        }
    }

    /// Parses a scene's YAML document.
    static func parse(
        root: YAMLNode?, file: String, directory: String, limits: PNGLimits, colourComments: [Int: ColourComment] = [:]
    ) throws(SceneError) -> Scene {
        let folder = directory.isEmpty || directory.hasSuffix("/") ? directory : directory + "/"
        var reader = Reader(file: file, directory: folder, limits: limits, budget: ImageBudget())
        reader.colourComments = colourComments
        guard let root, let top = root.mapping else {
            throw SceneError(
                code: .syntax, file: file, key: nil,
                message: "a scene is a YAML mapping with keys \(SceneKeys.scene.names.joined(separator: ", "))")
        }
        let entries = try reader.entries(top, path: nil, allowed: SceneKeys.scene.names)

        guard let iosNode = entries["ios"] else { throw reader.missing("ios", example: "ios: 10") }
        if iosNode.plainString == nil, let quoted = iosNode.string, Int(quoted) != nil {
            throw reader.error(
                "ios", iosNode,
                "\(reader.show(iosNode)) is quoted, which makes it text; write the version as a number, without quotes (ios: \(MessageText.echo(quoted)))"
            )
        }
        guard let ios = Reader.integer(iosNode), let release = IOSVersion.named(ios) else {
            throw reader.error(
                "ios", iosNode,
                "\(reader.show(iosNode)) is not a modelled iOS version; use \(IOSVersion.supportedList)",
                code: .notModelled)
        }
        reader.release = release
        guard let deviceNode = entries["device"] else { throw reader.missing("device", example: "device: iphone-8") }
        let device: Device
        if let mapping = deviceNode.mapping {
            device = try reader.view(deviceNode, mapping)
        } else if let deviceName = deviceNode.string, let phone = Device.named(deviceName) {
            device = phone
        } else if let written = deviceNode.string, let near = Device.suggestion(for: written) {
            // Keys get a "did you mean"; so does a phone named as Apple sells it, or mistyped.
            throw reader.error(
                "device", deviceNode,
                "\(reader.show(deviceNode)) is not a device id; did you mean \(near.id) (the \(near.name))? `barscope devices` lists them all",
                code: .notModelled)
        } else {
            throw reader.error(
                "device", deviceNode,
                "\(reader.show(deviceNode)) is not a known device; use one `barscope devices` lists, such as iphone-8 or iphone-x",
                code: .notModelled)
        }
        guard let contentNode = entries["content"] else {
            throw reader.missing("content", example: "content: {color: \"#ffffff\"}")
        }
        var scene = Scene(
            release: release, device: device, content: try reader.content(contentNode), navigationBar: BarAppearance(),
            source: file)
        try SceneKeys.scene.read(top, path: nil, into: &scene, with: reader)
        // A system barTintColor resolves in the bar's trait, known once every key is read.
        scene.navigationBar = scene.navigationBar.resolvingBarTint(in: scene.userInterfaceStyle)
        scene.toolbar = scene.toolbar?.resolvingBarTint(in: scene.userInterfaceStyle)
        scene.tabBar = scene.tabBar?.resolvingBarTint(in: scene.userInterfaceStyle)
        try reader.refuseSelectionOutOfRange(scene, entries: entries)
        try reader.refuseOnAView(scene, entries: entries)
        try reader.refuseUnmodelledGlass(scene, entries: entries)
        try reader.checkLiquidGlassStates(scene, entries: entries)
        try reader.refusePinnedHeaders(scene, entries: entries)
        scene.inputFiles = reader.budget.files
        scene.texts = reader.budget.texts
        return scene
    }

}

extension Reader {
    /// `device: {width: 375, height: 200, scale: 2, safeAreaInsets: {top: 20, bottom: 0}}`: a view
    /// of a given size (``Device/view(width:height:scale:safeAreaTop:safeAreaBottom:)``).
    func view(_ node: YAMLNode, _ mapping: [(key: YAMLNode, value: YAMLNode)]) throws(SceneError) -> Device {
        let fields = try entries(mapping, path: "device", allowed: ["width", "height", "scale", "safeAreaInsets"])
        func side(_ name: String) throws(SceneError) -> Int {
            guard let value = fields[name] else {
                throw error(
                    "device", node,
                    "a view needs its \(name); give width, height and scale, such as {width: 375, height: 200, scale: 2}"
                )
            }
            guard let points = Self.integer(value), points >= 1, points <= Device.maximumViewSide else {
                throw error(
                    "device.\(name)", value,
                    "\(show(value)) is not a view's \(name); use whole points from 1 to \(Device.maximumViewSide)")
            }
            return points
        }
        let width = try side("width"), height = try side("height")
        guard let scaleNode = fields["scale"] else {
            throw error(
                "device", node, "a view needs its scale; add scale: 2 or scale: 3 (the display's pixels per point)")
        }
        guard let scale = Self.integer(scaleNode), (1...3).contains(scale) else {
            throw error("device.scale", scaleNode, "\(show(scaleNode)) is not a display scale; use 1, 2 or 3")
        }
        var top = 0.0, bottom = 0.0
        if let insets = fields["safeAreaInsets"] {
            guard let pairs = insets.mapping else {
                throw error("device.safeAreaInsets", insets, "must be a mapping such as {top: 20, bottom: 34}")
            }
            let sides = try entries(pairs, path: "device.safeAreaInsets", allowed: ["top", "bottom"])
            if let value = sides["top"] {
                top = try number("device.safeAreaInsets.top", value, range: 0...Double(height))
            }
            if let value = sides["bottom"] {
                bottom = try number("device.safeAreaInsets.bottom", value, range: 0...Double(height))
            }
        }
        return .view(width: width, height: height, scale: scale, safeAreaTop: top, safeAreaBottom: bottom)
    }

    /// Refuses what a view of a given size does not have: a status bar, an orientation (its
    /// width and height say how it is held).
    func refuseOnAView(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        guard scene.device.isView else { return }
        if let node = entries["statusBar"] {
            throw error(
                "statusBar", node,
                "a view of a given size has no status bar (the system draws it over a whole screen); remove the key, or use a phone such as iphone-8"
            )
        }
        if let node = entries["orientation"], scene.orientation != .portrait {
            throw error(
                "orientation", node,
                "a view of a given size is drawn as its width and height give it; remove the key and swap width and height"
            )
        }
    }

    /// Refuses a key tied to a design (``DesignArrival``) on a release of an earlier one: the
    /// key table says which keys are, this says so in the generation's words.
    func require(_ arrival: DesignArrival, _ key: String, _ node: YAMLNode) throws(SceneError) {
        let design: DesignGeneration
        switch arrival {
        case let .with(generation), let .modelledOn(generation): design = generation
        }
        guard let release, release.generation < design, let first = design.firstRelease else { return }
        switch arrival {
        case .with:
            throw error(key, node, "arrives with \(design.name); use ios: \(first), or remove the key")
        case .modelledOn:
            throw error(
                key, node,
                "is modelled on \(design.name) only (no source gives iOS \(release.number)'s bars with the setting); use ios: \(first), or remove the key",
                code: .notModelled)
        }
    }

    /// Refuses what iOS 26's glass model does not draw yet, rather than drawing iOS 18's in its
    /// place: a prompt, a transition.
    /// Each message names the opt-out the release honours, if any.
    func refuseUnmodelledGlass(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        guard scene.drawsGlass else { return }
        let release = scene.drawnRelease
        let way =
            release.compatibility?.honoured == true
            ? "add infoPlist: {UIDesignRequiresCompatibility: true} to draw the iOS 18 bars iOS \(scene.release.number) keeps for apps that opt out, or use ios: 18"
            : "use ios: 26 with infoPlist: {UIDesignRequiresCompatibility: true}, or ios: 18"
        func refuse(_ key: String, _ what: String) throws(SceneError) {
            guard let node = entries[key] else { return }
            throw error(
                key, node, "\(what) on iOS \(scene.release.number) is not modelled yet; \(way)", code: .notModelled)
        }
        if scene.transition != nil { try refuse("transition", "a transition between Liquid Glass bars") }
        if let prompt = scene.navigationBar.topItem?.prompt, !prompt.isEmpty {
            try refuse("navigationItem", "a prompt above a Liquid Glass bar")
        }
    }
}

extension Reader {
    /// The node of `path` (keys into mappings, indices into sequences) under `node`, for messages.
    static func node(_ node: YAMLNode?, _ path: [Any]) -> YAMLNode? {
        var current = node
        for step in path {
            if let key = step as? String {
                current = current?.mapping?.first { $0.key.string == key }?.value
            } else if let index = step as? Int, let items = current?.sequence, items.indices.contains(index) {
                current = items[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// A tab bar's search tab and minimised state, as UIKit allows them: one search tab, the last
    /// item, beside at least one other; minimised only with a behaviour that minimises. On iOS 26
    /// what no source has measured is refused: the search tab selected (its search field), and
    /// a search tab or a minimised bar in landscape.
    /// A `selectedIndex` past the tab bar's items: UIKit's `selectedItem` is one of the bar's
    /// items or none, so a tab bar with nothing selected for an index it lacks is a state UIKit
    /// never shows. Refused with the range (a default index on a bar without items is not written,
    /// so it is not checked).
    func refuseSelectionOutOfRange(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        guard let bar = scene.tabBar, let index = bar.selectedIndex, index >= bar.tabItems.count,
            let node = Self.node(entries["tabBar"], ["selectedIndex"])
        else { return }
        let count = bar.tabItems.count
        let fix =
            count == 0
            ? "the tab bar has no items; add items, or write selectedIndex: none"
            : "the tab bar has \(count) item\(count == 1 ? "" : "s") (0 to \(count - 1)); select one of them, or write none"
        throw error("tabBar.selectedIndex", node, "\(index) selects no item: \(fix)")
    }

    func checkLiquidGlassStates(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        if let node = entries["glassEffectContainer"], scene.glassEffectViews.isEmpty {
            throw error(
                "glassEffectContainer", node,
                "holds no glass views; add glassEffectViews: [{frame: [16, 700, 120, 48]}], or remove the key")
        }
        for (index, view) in scene.glassEffectViews.enumerated() {
            if let problem = scene.glassFrameProblem(view.frame) {
                throw error(
                    "glassEffectViews[\(index)].frame", Self.node(entries["glassEffectViews"], [index, "frame"]),
                    problem)
            }
        }
        if let node = entries["glassEffectViews"], !scene.drawsGlass, !scene.glassEffectViews.isEmpty {
            throw error(
                "glassEffectViews", node,
                "glass views in an app that opts out of Liquid Glass are not modelled (no source shows what UIGlassEffect draws then); remove infoPlist's UIDesignRequiresCompatibility, or the glass views",
                code: .notModelled)
        }
        guard let bar = scene.tabBar else { return }
        let node = entries["tabBar"]
        let searches = bar.tabItems.indices.filter { bar.tabItems[$0].isSearchTab }
        if let search = searches.first {
            let key = "tabBar.items[\(search)].role"
            let at = Self.node(node, ["items", search, "role"])
            guard searches.count == 1 else {
                throw error(key, at, "a tab bar has one search tab; remove role: search from all but the last item")
            }
            guard search == bar.tabItems.count - 1 else {
                throw error(key, at, "the search tab is the tab bar's last item; move it to the end of items")
            }
            guard bar.tabItems.count > 1 else {
                throw error(key, at, "a search tab needs another tab beside it; add one before it in items")
            }
            if scene.drawsGlass, bar.selectedIndex == search {
                throw error(
                    "tabBar.selectedIndex", Self.node(node, ["selectedIndex"]),
                    "selects the search tab, whose search field BarScope does not draw on iOS \(scene.release.number) yet; select another tab",
                    code: .notModelled)
            }
            if scene.drawsGlass, scene.orientation.isLandscape {
                throw error(
                    key, at,
                    "a search tab in landscape on iOS \(scene.release.number) is not modelled yet (no source measured it); use orientation: portrait",
                    code: .notModelled)
            }
        }
        if bar.isMinimized {
            let at = Self.node(node, ["minimized"])
            guard bar.tabBarMinimizeBehavior.minimizes else {
                throw error(
                    "tabBar.minimized", at,
                    "UIKit minimises a tab bar only with tabBarMinimizeBehavior: onScrollDown or onScrollUp (automatic never does on iPhone); set one, or remove minimized"
                )
            }
            let tabs = bar.tabItems.indices.filter { !bar.tabItems[$0].isSearchTab }
            let shown = bar.selectedIndex.flatMap { tabs.contains($0) ? $0 : nil } ?? tabs.first
            if let shown, case .custom(_, nil) = bar.tabItems[shown].kind {
                throw error(
                    "tabBar.minimized", at,
                    "a minimised tab bar shows the selected tab's image alone, and tab \(shown) has none; give it an image, or select a tab that has one"
                )
            }
            if scene.orientation.isLandscape {
                throw error(
                    "tabBar.minimized", at,
                    "a minimised tab bar in landscape is not modelled yet (no source measured it); use orientation: portrait",
                    code: .notModelled)
            }
        }
    }
}

/// Walks the YAML nodes with the file and key path at hand for errors.
extension SceneParser {
    /// Refuses, before YAML parsing, what no scene needs and what could make parsing costly:
    /// collections nested deeper than ``maximumNesting`` and indentation wider than
    /// ``maximumIndentation``. Anchors and aliases (whose expansion can grow exponentially,
    /// "billion laughs") are refused by ``YAMLDocument`` from libyaml's own events: a lexer here
    /// took `Terms & Conditions` for an anchor.
    static func checkShape(_ text: String, file: String) throws(SceneError) {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        let tokenStarts: Set<UInt8> = [
            space, newline, UInt8(ascii: "\t"), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"),
        ]
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
                        throw SceneError(
                            code: .syntax, file: file, key: nil, line: line,
                            message:
                                "indented more than \(maximumIndentation) columns; a scene needs four levels of nesting"
                        )
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
                    throw SceneError(
                        code: .syntax, file: file, key: nil, line: line,
                        message: "collections nested more than \(maximumNesting) deep; a scene needs four levels")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
    }
}

/// A colour written without quotes after a colour key (`barTintColor: #5B2C9F`): YAML reads
/// the `#` as the start of a comment, so the key has no value.
struct ColourComment: Equatable {
    /// The 1-based line.
    let line: Int
    /// The key as written on the line (`barTintColor`), not its path.
    let key: String
    /// The colour the comment holds (`#5B2C9F`).
    let colour: String

    /// What is wrong and the fix.
    var message: String {
        "\(colour) is read as a YAML comment (an unquoted # starts one), so the key has no value; quote the colour: \"\(colour)\""
    }
}

extension SceneParser {
    /// The lines where a key whose name ends in `color` (any case) is followed by a comment
    /// that is a colour (`#rgb`, `#rrggbb`, `#rrggbbaa`, as ``RGBA8/init(hex:)`` reads them),
    /// outside quotes. A comment is a `#` after a space or a tab (YAML 1.2, 6.6).
    static func colourComments(_ text: String) -> [ColourComment] {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), colon = UInt8(ascii: ":")
        let quoteOpeners: Set<UInt8> = [space, tab, UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","), colon]
        let valueEnds: Set<UInt8> = [space, tab, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
        var found: [ColourComment] = []
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let bytes = Array(line)
            var quote: UInt8? = nil
            var position = 0
            while position < bytes.count {
                let byte = bytes[position]
                defer { position += 1 }
                if let q = quote {
                    // A double-quoted scalar escapes its quote with a backslash.
                    if q == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                        position += 1
                    } else if byte == q {
                        quote = nil
                    }
                    continue
                }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
                    position == 0 || quoteOpeners.contains(bytes[position - 1])
                {
                    quote = byte
                    continue
                }
                guard byte == UInt8(ascii: "#"), position > 0, [space, tab].contains(bytes[position - 1]) else {
                    continue
                }
                // The comment: is it after `key:`, and is it a colour?
                var end = position
                while end > 0, [space, tab].contains(bytes[end - 1]) { end -= 1 }
                guard end > 0, bytes[end - 1] == colon else { break }
                var start = end - 1
                while start > 0, isKeyByte(bytes[start - 1]) { start -= 1 }
                let key = String(decoding: bytes[start..<(end - 1)], as: UTF8.self)
                var digits = position + 1
                while digits < bytes.count, isHexDigit(bytes[digits]) { digits += 1 }
                let colour = String(decoding: bytes[position..<digits], as: UTF8.self)
                if key.lowercased().hasSuffix("color"), digits == bytes.count || valueEnds.contains(bytes[digits]),
                    RGBA8(hex: colour) != nil
                {
                    found.append(ColourComment(line: index + 1, key: key, colour: colour))
                }
                break
            }
        }
        return found
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}

/// The pixels of the images a scene has named so far, against ``SceneParser/maximumImagePixels``.
final class ImageBudget {
    var pixels = 0
    var images = 0
    /// Every file the scene names, as opened (images, fonts).
    var files: [String] = []
    /// Every text the scene gives, with its key.
    var texts: [SceneText] = []
}

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
        if list.style == .insetGrouped, release?.hasAppearances != true, let style = node("style") {
            throw error(
                "content.list.style", style,
                "insetGrouped arrives with iOS 13 (UITableView.Style.insetGrouped); use ios: 13 or later, or style: plain"
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

    /// A plain list scrolled so far that a section's header would pin under the bar (its top
    /// above the content's visible top while rows of its section are still below it): UIKit
    /// then draws the header on the system chrome material, which BarScope does not draw in a
    /// list, so the scene is refused rather than drawn wrong.
    func refusePinnedHeaders(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        guard case let .list(list) = scene.content, list.style == .plain, let sections = list.sections,
            let metrics = PlainHeaderMetrics.metrics(for: scene.drawnRelease)
        else { return }
        let layout = scene.layout
        let pitch = ListScreen.rowPitch(scene.contentSizeCategory)
        let visibleTop = layout.view.y + layout.contentInsetTop
        let placed = PlainHeaderMetrics.layout(
            sections, contentTop: layout.contentTop, pitch: pitch, metrics: metrics,
            category: scene.contentSizeCategory)
        for (index, header) in placed.headers.enumerated()
        where header.top < visibleTop - 1e-9 && header.sectionBottom > visibleTop + 1e-9 {
            let offset = scene.layout.contentOffset - (visibleTop - header.top)
            throw error(
                "content.list.contentOffset", entries["content"],
                "scrolls the header \"\(header.title)\" (the list's header \(index + 1)) under the bar, where UIKit pins it on the system chrome material, which BarScope does not draw in a list; use a contentOffset of at most \(PointRect.format(offset)), or style: insetGrouped"
            )
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
        let table: KeyTable<BarAppearance>
        switch kind {
        case .navigationBar: table = SceneKeys.navigationBar
        case .tabBar: table = SceneKeys.tabBar
        case .toolbar: table = SceneKeys.toolbar
        }
        try table.read(mapping, path: key, into: &bar, with: self)
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
            guard release?.hasAppearances == true else {
                throw error(
                    key, node,
                    "system colours such as \(name) arrive with iOS 13; write \"#rrggbb\", or use ios: 13 or later")
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

/// The known key closest to `key` by edit distance, if it is close enough to be a typo.
func nearest(_ key: String, in candidates: [String]) -> String? {
    let lowered = key.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
        // The distance is at least the difference in length: a word much longer than a
        // candidate cannot be its typo, and is not compared (a 1 MB key took 4 s).
        let bound = max(2, candidate.count / 3)
        guard abs(lowered.utf8.count - candidate.utf8.count) <= 4 * bound else { continue }
        let d = editDistance(lowered, candidate.lowercased())
        if d <= bound, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
    }
    return best?.0
}

/// The candidate closest to `word` by edit distance, each distance worked out once; nil when
/// the word is longer than every candidate by more than a typo could make it (a 1 MB colour
/// name took 7 s to refuse).
func closest(_ word: String, in candidates: [String]) -> String? {
    guard let longest = candidates.map(\.utf8.count).max(), word.utf8.count <= 2 * longest else { return nil }
    return candidates.map { ($0, editDistance($0, word)) }.min { $0.1 < $1.1 }?.0
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
