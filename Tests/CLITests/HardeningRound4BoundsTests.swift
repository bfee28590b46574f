import Foundation
import Testing
import TestSupport

import Raster
@testable import RasterPNG
import Typesetting

/// Issue 41's bounds (hardening, round four): items 4, 8, 9 and 14, each reproduced through the
/// built binary. The numbers are the issue's items.
@Suite struct HardeningRound4BoundsTests {
    static let head = "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\n"

    /// A scene whose title is set in `font` (pinned as the semibold weight), as a navigation
    /// bar strip.
    func titleScene(_ font: [UInt8], title: String, in dir: String, name: String) throws -> String {
        try Data(font).write(to: URL(fileURLWithPath: "\(dir)/\(name).ttf"))
        try write(
            Self.head
                + "region: navigationBar\nfonts: {semibold: {path: \(name).ttf, sha256: \"\(SHA256.hex(font))\"}}\n"
                + "navigationItem: {title: \"\(title)\"}\n", "\(dir)/\(name).yaml")
        return "\(dir)/\(name).yaml"
    }

    /// 4. A 32,767-unit glyph of a 16-unit-per-em font (about 104,000 pixels square at 17 pt @3x)
    /// allocated 10.4 GB and took 33 s (or aborted, "failed to allocate 10908862502 bytes"); a
    /// 3,000-unit one, 806 MB and 3.7 s. Now each costs what an ordinary title costs, and draws
    /// the glyph's part on the screen: every pixel right of the glyph's origin and above its
    /// baseline is ink, each the same bytes whatever the glyph's size beyond the screen.
    @Test func aGiantGlyphCostsThePictureNotItsSize() throws {
        let dir = try scratch()
        let giant = try titleScene(
            TinyFont.trueType(unitsPerEm: 16, square: 32_767), title: "A", in: dir, name: "giant")
        let large = try titleScene(TinyFont.trueType(unitsPerEm: 16, square: 3_000), title: "A", in: dir, name: "large")
        for (scene, out) in [(giant, "giant.png"), (large, "large.png")] {
            let run = try measuredBarscope(["render", scene, "-o", "\(dir)/\(out)"])
            #expect(run.result.status == 0 && run.result.stderr == "", "\(run.result.stderr)")
            #expect(run.kilobytes > 0 && run.kilobytes < 80_000, "peak \(run.kilobytes) KB")
        }
        #expect(FileManager.default.contents(atPath: "\(dir)/giant.png") != nil)
        #expect(
            FileManager.default.contents(atPath: "\(dir)/giant.png")
                == FileManager.default.contents(atPath: "\(dir)/large.png"))
        let strip = try PNGDecoder.read(path: "\(dir)/giant.png")
        #expect(strip.width == 1179 && strip.height == 293)
        // The label is centred: its glyph starts at x 190.55 pt (the tree's frame) and its
        // baseline is below the bar's middle. Black (the title's colour) right and above it,
        // white (the bar's background over white content) to its left and under it.
        let black = RGBA8.black.premultiplied, white = RGBA8.white.premultiplied
        #expect(strip[1178, 0] == black && strip[600, 200] == black && strip[1178, 200] == black)
        #expect(strip[0, 200] == white && strip[560, 200] == white && strip[1178, 290] != black)
    }

    /// 4. Inside `verify`, the giant glyph aborted the process: no JUnit report, and no other
    /// golden recorded. Now the suite runs to its end in an ordinary run's memory.
    @Test func aSuiteWithAGiantGlyphRecordsEverySceneAndItsReport() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: "\(root)/G", withIntermediateDirectories: true)
        _ = try titleScene(
            TinyFont.trueType(unitsPerEm: 16, square: 32_767), title: "A", in: "\(root)/G", name: "giant")
        try write(Self.head + "region: navigationBar\n", "\(root)/G/plain.yaml")
        let run = try measuredBarscope([
            "verify", "\(root)/G", "--record", "missing", "--junit", "\(root)/report.xml", "--artifacts", "\(root)/art",
        ])
        #expect(run.result.status == 1 && run.result.stderr == "", "\(run.result.stderr)")
        #expect(
            run.result.stdout.hasSuffix(
                "2 scenes: 0 passed, 2 recorded, 0 failed, 0 missing, 0 errors (record mode: missing)\n"),
            "\(run.result.stdout)")
        #expect(run.kilobytes > 0 && run.kilobytes < 80_000, "peak \(run.kilobytes) KB")
        for golden in ["giant.png", "plain.png"] {
            #expect(FileManager.default.fileExists(atPath: "\(root)/G/\(golden)"), "\(golden) recorded")
        }
        let report = try String(contentsOfFile: "\(root)/report.xml", encoding: .utf8)
        #expect(report.contains("<testsuites name=\"barscope\" tests=\"2\" failures=\"2\" errors=\"0\">"))
        try expectWellFormedXML("\(root)/report.xml")
    }

    /// 8. A 10,000-row inset-grouped list (the documented limit) drew its cards at full height:
    /// a navigation-bar strip on an iPhone 17 Pro Max at AX5 took 2.9 GB and 8.9 s (or aborted,
    /// "failed to allocate 3024001232 bytes"); now 26 MB, and the strip is the bytes a 20-row
    /// list gives (only the card's part in the picture is rasterized, byte for byte). Drawn on
    /// the 16 Pro Max (the 17 Pro Max's 440 × 956 screen) at iOS 18, a release it ran: the 17
    /// Pro Max shipped with iOS 26.
    @Test func anInsetGroupedListCostsItsPictureNotItsRows() throws {
        let dir = try scratch()
        for rows in [10_000, 20] {
            try write(
                """
                ios: 18
                device: iphone-16-pro-max
                contentSizeCategory: accessibilityExtraExtraExtraLarge
                content:
                  list: {style: insetGrouped, text: true, refreshing: false, rows: \(rows)}
                region: navigationBar
                navigationItem: {title: "Settings"}
                """, "\(dir)/\(rows).yaml")
            let run = try measuredBarscope(["render", "\(dir)/\(rows).yaml", "-o", "\(dir)/\(rows).png"])
            #expect(run.result.status == 0 && run.result.stderr == "", "\(run.result.stderr)")
            #expect(run.kilobytes > 0 && run.kilobytes < 80_000, "peak \(run.kilobytes) KB")
        }
        let many = FileManager.default.contents(atPath: "\(dir)/10000.png")
        #expect(many != nil && many == FileManager.default.contents(atPath: "\(dir)/20.png"))
        // The whole screen of the long list: its card runs past the bottom with no corner.
        try write(
            "ios: 17\ndevice: iphone-15\ncontent:\n  list: {style: insetGrouped, rows: 10000}\n", "\(dir)/screen.yaml")
        let screen = try measuredBarscope(["render", "\(dir)/screen.yaml", "-o", "\(dir)/screen.png"])
        #expect(screen.result.status == 0 && screen.kilobytes < 120_000, "peak \(screen.kilobytes) KB")
        let image = try PNGDecoder.read(path: "\(dir)/screen.png")
        // The card (secondarySystemGroupedBackground, white) reaches the last row, 20 pt in
        // from each side; the grouped background (#f2f2f7) beside it.
        let card = RGBA8.white.premultiplied, background = RGBA8(r: 0xf2, g: 0xf2, b: 0xf7).premultiplied
        #expect(image[60, image.height - 1] == card && image[1118, image.height - 1] == card)
        #expect(image[59, image.height - 1] == background && image[1119, image.height - 1] == background)
    }

    /// 9. A bar button title whose mask was over 32,768 pixels wide (60 characters at 200 pt)
    /// was dropped without a word: the strip one colour, exit 0. Now the part on the screen is
    /// drawn, in the button's colour.
    @Test func aTitleWiderThanTheLimitIsDrawnWhereItShows() throws {
        let dir = try scratch()
        try write(
            Self.head + """
                region: navigationBar
                navigationBar:
                  standardAppearance:
                    buttonAppearance: {normal: {titleTextAttributes: {font: {size: 200}}}}
                navigationItem:
                  title: T
                  rightBarButtonItems: [{title: "\(String(repeating: "W", count: 60))"}]
                """, "\(dir)/wide.yaml")
        let run = try barscope("render", "\(dir)/wide.yaml", "-o", "\(dir)/wide.png")
        #expect(run.status == 0 && run.stderr == "", "\(run.stderr)")
        let strip = try PNGDecoder.read(path: "\(dir)/wide.png")
        let tint = RGBA8(r: 0x00, g: 0x7a, b: 0xff).premultiplied
        let inked = (0..<strip.height).flatMap { y in (0..<strip.width).map { strip[$0, y] } }.filter { $0 == tint }
        // The last four W's show, 86,874 of the strip's 459,810 pixels wholly in the tint.
        #expect(strip.width == 1179 && strip.height == 390)
        #expect(inked.count == 86_874)
        #expect(strip[120, 150] == tint && strip[560, 150] == RGBA8.white.premultiplied)
    }

    /// 14. A pinned font that maps no character (184 bytes: `head`, `hhea`, `maxp` alone) was
    /// accepted, even under `--strict`, and every title silently set in Inter. Now a warning
    /// names the weight, the file and the characters, and `--strict` makes it an error; a font
    /// that has some of the characters asked of it (iOS falls back for the rest) is not warned
    /// about.
    @Test func aPinnedFontThatMapsNothingIsWarnedAbout() throws {
        let dir = try scratch()
        let bare = TinyFont.trueType(unitsPerEm: 1000, square: 700, tables: ["head", "hhea", "maxp"])
        #expect(bare.count == 184)
        let scene = try titleScene(bare, title: "Set", in: dir, name: "bare")
        let warning =
            "barscope: warning: \(scene):5: fonts.semibold: the pinned font bare.ttf has no glyph for any character it is asked to set (U+0053, U+0065, U+0074), so BarScope's own fonts set them all; pin a font whose character map (cmap) has them\n"
        let run = try barscope("render", scene, "-o", "\(dir)/bare.png")
        #expect(run.status == 0 && run.stderr == warning, "\(run.stderr)")
        let strict = try barscope("render", scene, "-o", "\(dir)/strict.png", "--strict")
        #expect(strict.status == 2)
        #expect(
            strict.stderr
                == warning
                + "barscope: error: \(scene): 1 warning above, and --strict makes it an error; fix the scene, or render without --strict\n"
        )
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/strict.png"))
        // A text attribute's font: named by the text it is asked to set.
        try write(
            Self.head
                + "navigationBar:\n  standardAppearance: {titleTextAttributes: {font: {path: bare.ttf, sha256: \"\(SHA256.hex(bare))\", size: 20}}}\nnavigationItem: {title: Set}\n",
            "\(dir)/attribute.yaml")
        let attribute = try barscope("render", "\(dir)/attribute.yaml", "-o", "\(dir)/attribute.png")
        #expect(
            attribute.status == 0
                && attribute.stderr
                    == "barscope: warning: \(dir)/attribute.yaml:6: navigationItem.title (its text attributes' font): the pinned font bare.ttf has no glyph for any character it is asked to set (U+0053, U+0065, U+0074), so BarScope's own fonts set them all; pin a font whose character map (cmap) has them\n",
            "\(attribute.stderr)")
        // A font with the "A" of "AB": no warning, under --strict too.
        let some = try titleScene(
            TinyFont.trueType(unitsPerEm: 1000, square: 700), title: "AB", in: dir, name: "some")
        let fine = try barscope("render", some, "-o", "\(dir)/some.png", "--strict")
        #expect(fine.status == 0 && fine.stderr == "", "\(fine.stderr)")
    }

    /// 14. A truncated real font was accepted (HarfBuzz reads a table past the file's end as
    /// empty): its table directory is now checked against the file, a one-line error.
    @Test func aTruncatedPinnedFontIsRefused() throws {
        let dir = try scratch()
        let inter = try #require(
            FileManager.default.contents(atPath: packageRoot + "/Sources/CFonts/fonts/Inter-Regular.otf"))
        let scene = try titleScene(Array(inter.prefix(4096)), title: "Set", in: dir, name: "cut")
        let run = try barscope("render", scene, "-o", "\(dir)/cut.png")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "barscope: error: \(scene):5: fonts.semibold: \(dir)/cut.ttf: its table directory puts the 'CFF ' table at bytes 28080..<155455, past the end of the file (4096 bytes): the file is cut short; give the whole font file\n"
        )
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/cut.png"))
    }
}

/// TrueType fonts made byte by byte for hostile-font tests: glyph 1 a square of `square` units
/// from the origin up and right, mapped from each of `characters` (a font of `head`, `hhea`,
/// `maxp` alone when `tables` says so), with a half-em advance.
enum TinyFont {
    static func trueType(
        unitsPerEm: Int, square: Int, characters: String = "A",
        tables: Set<String> = ["cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp"]
    ) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xff), UInt8(v & 0xff)] }
        func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xffff) }
        let s = square
        var glyph = u16(1) + u16(0) + u16(0) + u16(s) + u16(s) + u16(3) + u16(0) + [1, 1, 1, 1]
        glyph += u16(0) + u16(0) + u16(s) + u16(0) + u16(0) + u16(s) + u16(0) + u16(-s & 0xffff)
        if glyph.count % 2 == 1 { glyph.append(0) }
        let loca = u16(0) + u16(0) + u16(glyph.count / 2)
        let head =
            u32(0x10000) + u32(0x10000) + u32(0) + u32(0x5F0F_3CF5) + u16(0) + u16(unitsPerEm)
            + [UInt8](repeating: 0, count: 16) + u16(0) + u16(0) + u16(s) + u16(s) + u16(0) + u16(8) + u16(2) + u16(0)
            + u16(0)
        let hhea =
            u32(0x10000) + u16(unitsPerEm * 4 / 5) + u16(-(unitsPerEm / 5) & 0xffff) + u16(0) + u16(unitsPerEm / 2)
            + u16(0) + u16(0) + u16(s) + u16(1) + u16(0) + u16(0) + [UInt8](repeating: 0, count: 8) + u16(0) + u16(2)
        let maxp = u32(0x10000) + u16(2) + u16(4) + u16(1) + [UInt8](repeating: 0, count: 22)
        let hmtx = u16(unitsPerEm / 2) + u16(0) + u16(unitsPerEm / 2) + u16(0)
        let codes = characters.unicodeScalars.map { Int($0.value) }.sorted()
        let segments = codes.map { ($0, $0, (1 - $0) & 0xffff) } + [(0xFFFF, 0xFFFF, 1)]
        let n = segments.count
        var subtable = u16(4) + u16(16 + 8 * n) + u16(0) + u16(2 * n) + u16(0) + u16(0) + u16(0)
        subtable += segments.flatMap { u16($0.1) } + u16(0) + segments.flatMap { u16($0.0) }
        subtable += segments.flatMap { u16($0.2) } + [UInt8](repeating: 0, count: 2 * n)
        let cmap = u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + subtable
        let all: [String: [UInt8]] = [
            "cmap": cmap, "glyf": glyph, "head": head, "hhea": hhea, "hmtx": hmtx, "loca": loca, "maxp": maxp,
        ]
        let tags = all.keys.filter(tables.contains).sorted()
        var directory = u32(0x10000) + u16(tags.count) + u16(0) + u16(0) + u16(0)
        var body: [UInt8] = []
        let start = 12 + 16 * tags.count
        for tag in tags {
            let data = all[tag]!
            directory += Array(tag.utf8) + u32(0) + u32(start + body.count) + u32(data.count)
            body += data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
        }
        return directory + body
    }
}
