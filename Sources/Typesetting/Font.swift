import BarScopeSupport
internal import CFonts
internal import CHarfBuzzShim
import FileAccess
import Raster
import Vector

/// The fonts built into BarScope (Sources/CFonts/fonts, licences beside them), each pinned by
/// the SHA-256 of its file.
///
/// UIKit's San Francisco may not be redistributed, so bars are set in Inter (SIL Open Font
/// License), the closest open design: its text cut for sizes below 20 pt, as SF Pro Text is,
/// and its display cut above, as SF Pro Display is. Icons come from Material Design Icons.
/// Other scripts are set in the Noto families (SIL Open Font License), in the fallback chain after
/// Inter, as stand-ins for iOS's own: Noto Sans Hebrew for SF Hebrew, Noto Sans Arabic for SF
/// Arabic (and Geeza Pro before it), Noto Sans Thai for Thonburi, Noto Sans Devanagari for
/// Kohinoor Devanagari, Noto Sans CJK (a subset: scripts/subset-fonts) for PingFang SC, TC and
/// HK, Hiragino Sans and Apple SD Gothic Neo, and Noto Color Emoji for Apple Color Emoji.
package enum BuiltInFont: Int, CaseIterable, Sendable {
    case interRegular, interMedium, interSemibold, interBold, interDisplayBold, materialDesignIcons
    case notoSansHebrewRegular, notoSansHebrewBold, notoSansArabicRegular, notoSansArabicBold
    case notoSansCJKRegular, notoSansCJKBold, notoSansThaiRegular, notoSansThaiBold
    case notoSansDevanagariRegular, notoSansDevanagariBold, notoColorEmoji

    /// The file in Sources/CFonts/fonts.
    package var fileName: String {
        switch self {
        case .interRegular: return "Inter-Regular.otf"
        case .interMedium: return "Inter-Medium.otf"
        case .interSemibold: return "Inter-SemiBold.otf"
        case .interBold: return "Inter-Bold.otf"
        case .interDisplayBold: return "InterDisplay-Bold.otf"
        case .materialDesignIcons: return "MaterialDesignIcons.ttf"
        case .notoSansHebrewRegular: return "NotoSansHebrew-Regular.ttf"
        case .notoSansHebrewBold: return "NotoSansHebrew-Bold.ttf"
        case .notoSansArabicRegular: return "NotoSansArabic-Regular.ttf"
        case .notoSansArabicBold: return "NotoSansArabic-Bold.ttf"
        case .notoSansCJKRegular: return "NotoSansCJK-Regular-Subset.otf"
        case .notoSansCJKBold: return "NotoSansCJK-Bold-Subset.otf"
        case .notoSansThaiRegular: return "NotoSansThai-Regular.ttf"
        case .notoSansThaiBold: return "NotoSansThai-Bold.ttf"
        case .notoSansDevanagariRegular: return "NotoSansDevanagari-Regular.ttf"
        case .notoSansDevanagariBold: return "NotoSansDevanagari-Bold.ttf"
        case .notoColorEmoji: return "NotoColorEmoji.ttf"
        }
    }

    /// The SHA-256 the file must have: Debian's fonts-inter 4.0~beta7+ds-1,
    /// fonts-materialdesignicons-webfont, fonts-noto-core 20201225-1 and fonts-noto-color-emoji
    /// 2.042-0+deb12u1, unmodified; the two CJK files are subsets of fonts-noto-cjk
    /// 1:20220127+repack1-1 that `scripts/subset-fonts` makes byte for byte.
    package var sha256: String {
        switch self {
        case .interRegular: return "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"
        case .interMedium: return "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4"
        case .interSemibold: return "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457"
        case .interBold: return "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1"
        case .interDisplayBold: return "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6"
        case .materialDesignIcons: return "fa357e31fe02cb093a16cb022c619ba4cc663e5b1d4520f90e4005f2d8f9678e"
        case .notoSansHebrewRegular: return "436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7"
        case .notoSansHebrewBold: return "d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3"
        case .notoSansArabicRegular: return "504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e"
        case .notoSansArabicBold: return "ded6fc7359ca36d15d7aab9ef0c066e21ce48b26a069994d6602fa2cb9a1b952"
        case .notoSansCJKRegular: return "6e62df3f55599e8d75fc43c1b14d5c6efe016e273014331924e8bb9c644b4e34"
        case .notoSansCJKBold: return "fb9b93b2202962693c9dc1997b2d2bc2b316d63e2fe6e9cfdcfa7863edc01c97"
        case .notoSansThaiRegular: return "dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93"
        case .notoSansThaiBold: return "97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e"
        case .notoSansDevanagariRegular: return "79a470365ccb210fa3c7d8d8ff2e005ef9d983cfd067f735a0caf7e15070ca9f"
        case .notoSansDevanagariBold: return "77ad688cfe1dc55185bf4edb4db3c614202c65dd23a1463ad0e23fc52bcc9a5c"
        case .notoColorEmoji: return "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec"
        }
    }
}

extension BuiltInFont {
    /// The file's size in bytes, which the binary checks when it first uses the font. The
    /// SHA-256 (``sha256``) of the bytes built in is checked by the test suite
    /// (`everyBuiltInFontMatchesItsPin`), not on every run: the files are part of the
    /// repository, whose content git addresses by hash, and hashing the CJK and emoji fonts
    /// (21 MB) cost a Chinese or emoji title 8 to 17 ms a process (docs/speed.md).
    package var byteCount: Int {
        switch self {
        case .interRegular: return 258_992
        case .interMedium: return 269_692
        case .interSemibold: return 270_760
        case .interBold: return 271_436
        case .interDisplayBold: return 274_132
        case .materialDesignIcons: return 235_996
        case .notoSansHebrewRegular: return 26_892
        case .notoSansHebrewBold: return 27_156
        case .notoSansArabicRegular: return 244_072
        case .notoSansArabicBold: return 252_940
        case .notoSansCJKRegular: return 5_178_812
        case .notoSansCJKBold: return 5_214_096
        case .notoSansThaiRegular: return 37_744
        case .notoSansThaiBold: return 37_788
        case .notoSansDevanagariRegular: return 229_336
        case .notoSansDevanagariBold: return 237_660
        case .notoColorEmoji: return 10_980_856
        }
    }

    /// The SHA-256 of the bytes built into this binary.
    package func builtInDigest() throws(FontError) -> String {
        SHA256.hex(try Font.builtInBytes(self))
    }
}

/// A font file, shaped and drawn through HarfBuzz. Its bytes are checked against a pinned
/// SHA-256 before HarfBuzz reads them.
package final class Font: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The file's name (for reports and `tree`).
    package let name: String
    /// The SHA-256 of its bytes.
    package let sha256: String
    package let unitsPerEm: Int
    /// Ascender and descender (negative) in font units.
    package let ascender: Int
    package let descender: Int
    /// Whether the font draws its glyphs as pictures (an emoji font), not outlines: read once,
    /// as every line drawn asks it of each glyph.
    package let hasColorGlyphs: Bool
    let handle: OpaquePointer
    /// The bytes of a font read from a file (HarfBuzz reads them in place); nil for built-in
    /// fonts, which live in the binary.
    private let storage: UnsafeMutableRawBufferPointer?
    let lock = Lock()
    private var outlines: [UInt32: Path] = [:]
    /// Colour glyphs decoded so far (nil: the glyph has none).
    var colorGlyphs: [UInt32: ColorGlyph?] = [:]

    private init(name: String, sha256: String, bytes: UnsafeRawBufferPointer, storage: UnsafeMutableRawBufferPointer?)
        throws(FontError)
    {
        guard let handle = bs_hb_font_create(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, 0)
        else {
            storage?.deallocate()
            throw FontError(.notAFont, "\(name): not a font HarfBuzz can read; give an OpenType or TrueType file")
        }
        self.name = name
        self.sha256 = sha256
        self.handle = handle
        self.storage = storage
        unitsPerEm = Int(bs_hb_font_upem(handle))
        var ascender: Int32 = 0, descender: Int32 = 0, gap: Int32 = 0
        bs_hb_font_extents(handle, &ascender, &descender, &gap)
        self.ascender = Int(ascender)
        self.descender = Int(descender)
        hasColorGlyphs = bs_hb_font_has_png(handle) != 0
    }

    deinit {
        bs_hb_font_destroy(handle)
        storage?.deallocate()
    }

    package var description: String { name }
    package static func == (a: Font, b: Font) -> Bool { a.sha256 == b.sha256 }
    package func hash(into hasher: inout Hasher) { hasher.combine(sha256) }

    private static let builtInLock = Lock()
    nonisolated(unsafe) private static var loaded: [BuiltInFont: Font] = [:]

    /// A built-in font, checked against its pinned size the first time it is used.
    package static func builtIn(_ font: BuiltInFont) throws(FontError) -> Font {
        builtInLock.lock()
        defer { builtInLock.unlock() }
        if let done = loaded[font] { return done }
        let bytes = try builtInBytes(font)
        guard bytes.count == font.byteCount else {
            throw FontError(
                .notPinned,
                "\(font.fileName): the built-in font has \(bytes.count) bytes, not the pinned \(font.byteCount); restore the file in Sources/CFonts/fonts from the package its licence names"
            )
        }
        let made = try Font(name: font.fileName, sha256: font.sha256, bytes: bytes, storage: nil)
        loaded[font] = made
        return made
    }

    /// A built-in font's bytes, where the binary holds them.
    static func builtInBytes(_ font: BuiltInFont) throws(FontError) -> UnsafeRawBufferPointer {
        var size = 0
        guard let data = bs_font_data(Int32(font.rawValue), &size) else {
            throw FontError(.notBuiltIn, "\(font.fileName): not built in")
        }
        return UnsafeRawBufferPointer(start: data, count: size)
    }

    /// The largest font file read.
    package static let maximumFileBytes = 64 << 20

    /// Whether `bytes` start as an OpenType or TrueType font does: an sfnt version (`00 01 00 00`,
    /// `OTTO`, `true`, `typ1`) or a collection (`ttcf`), and a table directory with at least one
    /// table that fits in the file.
    package static func hasTableDirectory(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 12 else { return false }
        let tag = Array(bytes[0..<4])
        if tag == Array("ttcf".utf8) { return bytes.count >= 16 }
        guard [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("typ1".utf8)].contains(tag) else {
            return false
        }
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        return tables > 0 && bytes.count >= 12 + 16 * tables
    }

    /// Why a font file's table directory does not fit the file (a truncated download, a cut
    /// copy): the first table it lists that runs past the file's end; nil when every table lies
    /// inside the file (or the file is a collection, whose directories are elsewhere).
    static func tableDirectoryProblem(_ bytes: [UInt8]) -> String? {
        guard hasTableDirectory(bytes) else { return "no OpenType or TrueType table directory" }
        guard Array(bytes[0..<4]) != Array("ttcf".utf8) else { return nil }
        func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        for record in 0..<(Int(bytes[4]) << 8 | Int(bytes[5])) {
            let at = 12 + 16 * record
            let (offset, length) = (u32(at + 8), u32(at + 12))
            guard offset + length > bytes.count else { continue }
            let tag = String(
                decoding: bytes[at..<(at + 4)].map { (0x20...0x7e).contains($0) ? $0 : 0x3f }, as: UTF8.self)
            return
                "its table directory puts the '\(tag)' table at bytes \(offset)..<\(offset + length), past the end of the file (\(bytes.count) bytes): the file is cut short"
        }
        return nil
    }

    /// A font file, which must have the SHA-256 `expected` (so that a scene naming a font can
    /// never render differently because a machine has another file under that name) and a
    /// table directory that fits the file (``tableDirectoryProblem(_:)``).
    package static func load(path: String, sha256 expected: String) throws(FontError) -> Font {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readAll(path: path, maxBytes: maximumFileBytes)
        } catch {
            throw FontError(.unreadable, "\(error); fix the font's path")
        }
        let digest = SHA256.hex(bytes)
        guard digest == expected.lowercased() else {
            throw FontError(
                .notPinned,
                "\(path): the font's SHA-256 is \(digest), not \(expected); pin the file you mean, or give the file that has it"
            )
        }
        // HarfBuzz reads a cut-off table as empty: a truncated font would set nothing, silently.
        if let problem = tableDirectoryProblem(bytes) {
            throw FontError(.notAFont, "\(path): \(problem); give the whole font file")
        }
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { storage.copyMemory(from: $0) }
        return try Font(
            name: path.split(separator: "/").last.map(String.init) ?? path, sha256: digest,
            bytes: UnsafeRawBufferPointer(start: storage.baseAddress, count: bytes.count), storage: storage)
    }

    /// The glyph for a code point, or nil when the font has none.
    package func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        let glyph = bs_hb_glyph_for(handle, scalar.value)
        return glyph == 0 ? nil : glyph
    }

    /// `text` shaped with the font's default features: glyphs with advances and offsets in font
    /// units (direction, script and language guessed from the text).
    package func shape(_ text: String) -> [ShapedGlyph] {
        shape(text, direction: nil, language: nil).glyphs
    }

    /// One run of `text` shaped in `direction` (nil: guessed from the text) with the forms of
    /// `language` (a BCP 47 tag; nil: HarfBuzz's default): glyphs in visual order, with advances
    /// and offsets in font units, and the run's script as an ISO 15924 tag (`Latn`, `Arab`).
    package func shape(_ text: String, direction: TextDirection?, language: String?)
        -> (glyphs: [ShapedGlyph], script: String)
    {
        var utf8 = Array(text.utf8)
        guard !utf8.isEmpty else { return ([], "Zyyy") }
        let mode: Int32 =
            switch direction {
            case nil: Int32(BS_HB_GUESS)
            case .leftToRight: Int32(BS_HB_LTR)
            case .rightToLeft: Int32(BS_HB_RTL)
            }
        var capacity = utf8.count + 8
        while true {
            var out = [bs_hb_glyph](repeating: bs_hb_glyph(), count: capacity)
            var script: UInt32 = 0
            let count = utf8.withUnsafeMutableBufferPointer { text in
                text.baseAddress!.withMemoryRebound(to: CChar.self, capacity: text.count) { chars in
                    if let language {
                        return language.withCString {
                            bs_hb_shape_run(handle, chars, text.count, mode, $0, &script, &out, capacity)
                        }
                    }
                    return bs_hb_shape_run(handle, chars, text.count, mode, nil, &script, &out, capacity)
                }
            }
            if count <= capacity {
                let glyphs = out.prefix(count).map {
                    ShapedGlyph(
                        glyph: $0.glyph, cluster: Int($0.cluster), advance: Int($0.x_advance),
                        offsetX: Int($0.x_offset), offsetY: Int($0.y_offset))
                }
                // Text of shared characters only (digits, punctuation) resolves no script.
                return (glyphs, script == 0 ? "Zyyy" : Self.tag(script))
            }
            capacity = count
            utf8 = Array(text.utf8)
        }
    }

    /// A four-byte OpenType tag as text (`Latn`).
    static func tag(_ value: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }, as: UTF8.self)
    }

    /// The glyph's outline in font units, y up.
    package func outline(_ glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let known = outlines[glyph] { return known }
        var raw = bs_hb_outline()
        defer { bs_hb_outline_free(&raw) }
        var path = Path()
        if bs_hb_glyph_outline(handle, glyph, &raw) == 0 {
            var p = 0
            func point() -> Point {
                defer { p += 2 }
                return Point(Double(raw.points[p]), Double(raw.points[p + 1]))
            }
            for i in 0..<raw.command_count {
                switch raw.commands[i] {
                case 0: path.move(to: point())
                case 1: path.line(to: point())
                case 2:
                    let c = point()
                    path.quad(to: point(), control: c)
                case 3:
                    let (c1, c2) = (point(), point())
                    path.curve(to: point(), control1: c1, control2: c2)
                default: path.close()
                }
            }
        }
        outlines[glyph] = path
        return path
    }
}

/// One glyph of shaped text, in font units.
package struct ShapedGlyph: Hashable, Sendable {
    package let glyph: UInt32
    /// The UTF-8 offset in the text of the character it comes from.
    package let cluster: Int
    package let advance: Int
    package let offsetX: Int
    package let offsetY: Int
}
