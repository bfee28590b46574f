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
        if let symbolsNode = entries["symbols"] { reader.symbols = try reader.symbolsFolder("symbols", symbolsNode) }
        guard let deviceNode = entries["device"] else { throw reader.missing("device", example: "device: iphone-8") }
        let device: Device
        if let mapping = deviceNode.mapping {
            device = try reader.view(deviceNode, mapping)
        } else if let deviceName = deviceNode.string, let phone = Device.named(deviceName) {
            device = phone
        } else if let written = deviceNode.string, let pad = PadScreen.suggestion(for: written) {
            throw reader.error(
                "device", deviceNode,
                "\(reader.show(deviceNode)) is not a device id; did you mean \(pad.id) (the \(pad.name))? `barscope devices` lists them all",
                code: .notModelled)
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
        // The model's refusals (a scene built in Swift gets the same), at the lines written.
        scene.keyLines.record(root)
        if let modifiers = scene.swiftUI { scene = try scene.lowering(modifiers) }
        try scene.validate()
        scene.inputFiles = reader.budget.files
        scene.texts = reader.budget.texts
        return scene
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
