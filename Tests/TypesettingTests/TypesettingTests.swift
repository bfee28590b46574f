import Testing

@testable import Raster
@testable import Typesetting
@testable import Vector

@Suite struct SHA256Tests {
    /// FIPS 180-4 examples.
    @Test func knownDigests() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths either side of the padding's boundaries (one tail block or two), against Python's
    /// hashlib on the same bytes ((7 i + 3) mod 256).
    @Test(arguments: [
        (55, "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b"),
        (56, "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27"),
        (63, "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055"),
        (64, "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241"),
        (65, "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e"),
        (119, "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e"),
        (120, "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5"),
        (128, "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6"),
    ])
    func paddingBoundaries(count: Int, digest: String) {
        #expect(SHA256.hex((0..<count).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }) == digest)
    }

    /// The processor's SHA instructions (where this machine has them) and the portable loop give
    /// the same digest for every length up to four blocks and for a font file.
    @Test func acceleratedAndPortablePathsAgree() throws {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) }
        for n in 0...bytes.count {
            let slice = Array(bytes[..<n])
            let (fast, portable) = slice.withUnsafeBytes { (SHA256.digest($0), SHA256.portableDigest($0)) }
            #expect(fast == portable, "length \(n)")
        }
        let font = try Font.builtIn(.interSemibold)
        #expect(font.sha256 == BuiltInFont.interSemibold.sha256)
    }
}

@Suite struct FontTests {
    @Test func everyBuiltInFontMatchesItsPin() throws {
        for font in BuiltInFont.allCases {
            let loaded = try Font.builtIn(font)
            #expect(try font.builtInDigest() == font.sha256, "\(font.fileName)")
            #expect(loaded.sha256 == font.sha256 && loaded.unitsPerEm > 0, "\(font.fileName)")
        }
        #expect(try Font.builtIn(.interSemibold).unitsPerEm == 2816)
    }

    @Test func aFontFileMustHaveThePinnedDigest() throws {
        #expect(throws: FontError.self) { try Font.load(path: "/nonexistent/SF-Pro.otf", sha256: "00") }
    }

    /// Kerning and the colon of "9:41": HarfBuzz's advances, in font units, are the font's own.
    @Test func shapingUsesTheFontsKerning() throws {
        let font = try Font.builtIn(.interSemibold)
        let av = font.shape("AV"), a = font.shape("A"), v = font.shape("V")
        #expect(av.count == 2 && av[0].advance < a[0].advance, "kerned: \(av[0].advance) vs \(a[0].advance)")
        #expect(av[1].advance == v[0].advance)
        let time = TextLine("9:41", style: TextStyle(font: font, size: 15))
        #expect(time.glyphs.count == 4 && time.width > 25 && time.width < 40, "\(time.width)")
    }
}

@Suite struct TextLineTests {
    @Test func trackingAddsBetweenGlyphs() throws {
        let font = try Font.builtIn(.interRegular)
        let plain = TextLine("Edit", style: TextStyle(font: font, size: 17))
        let tracked = TextLine("Edit", style: TextStyle(font: font, size: 17, tracking: -0.43))
        #expect(abs((plain.width - tracked.width) - 3 * 0.43) < 1e-9)
    }

    @Test func truncationKeepsTheLongestStartThatFits() throws {
        let style = TextStyle(font: try Font.builtIn(.interSemibold), size: 17)
        let line = TextLine("Display & Brightness Settings", style: style)
        let cut = line.truncated(toWidth: line.width / 2)
        #expect(cut.text.hasSuffix("…") && cut.width <= line.width / 2)
        let longer = TextLine(
            String(cut.text.dropLast()) + String(Array(line.text)[cut.text.count - 1]) + "…", style: style)
        #expect(longer.width > line.width / 2)
        #expect(line.truncated(toWidth: 1000) == line)
        #expect(line.truncated(toWidth: 1).text == "…")
    }

    /// Same text, style and subpixel position: the same bytes, and an inked, anti-aliased mask.
    @Test func masksAreDeterministicAndAntiAliased() throws {
        let style = TextStyle(font: try Font.builtIn(.interSemibold), size: 17)
        let line = TextLine("General", style: style)
        let a = try #require(try line.mask(scale: 2, x: 10.25, y: 40))
        let b = try #require(try line.mask(scale: 2, x: 110.25, y: 80))
        #expect(a.mask == b.mask && b.x - a.x == 100 && b.y - a.y == 40)
        let levels = Set(a.mask.coverage)
        #expect(levels.contains(255) && levels.contains(0) && levels.count > 20)
        // The cap height of Inter at 17 pt, @2x: about 12.4 pt × 2 = 25 px above the baseline.
        #expect(a.y >= 40 - 27 && a.y <= 40 - 24, "\(a.y)")
        #expect(try TextLine(" ", style: style).mask(scale: 2, x: 0, y: 0) == nil)
    }
}

/// The text seam: a line is runs, each in its font and direction, ordered by the Unicode
/// Bidirectional Algorithm (levels from FriBidi, runs reordered by rule L2).
@Suite struct TextRunTests {
    /// UAX #9 by hand for "שלום world 123": the first strong character is Hebrew, so the
    /// paragraph is right to left (P2, P3); the digits follow the Latin "d" (W2, W7: L); the
    /// space between "world" and "123" takes their direction (N1), the one between the Hebrew
    /// and "world" the paragraph's (N2); left-to-right characters in a right-to-left paragraph
    /// go up to level 2 (I2). Left to right on screen: "world 123", then the Hebrew.
    @Test func levelsAndVisualOrderOfAMixedLine() throws {
        let text = "שלום world 123"
        let (levels, paragraph) = Bidi.levels(of: Array(text.unicodeScalars), base: nil)
        #expect(paragraph == .rightToLeft)
        #expect(levels == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2])
        let line = TextLine(text, style: TextStyle(font: try Font.builtIn(.interRegular), size: 17))
        #expect(line.direction == .rightToLeft)
        #expect(line.runs.map(\.scalars) == [5..<14, 0..<5])
        #expect(line.runs.map(\.direction) == [.leftToRight, .rightToLeft])
        #expect(line.runs.map(\.script) == ["Latn", "Hebr"])
        #expect(line.runs[0].x == 0 && line.runs[1].x == line.runs[0].width)
        // Inter has no Hebrew: the letters are reported, the space is not.
        #expect(line.missingCharacters.map { String($0) } == ["ש", "ל", "ו", "ם"])
        // Forced left to right, the same text puts the Hebrew first.
        let forced = TextLine(
            text, style: TextStyle(font: try Font.builtIn(.interRegular), size: 17, baseDirection: .leftToRight))
        #expect(forced.direction == .leftToRight && forced.runs.map(\.scalars) == [0..<4, 4..<14])
    }

    /// Rule L2 on its own: the highest level first, then each lower level down to the lowest
    /// odd one, reverses the stretches at or above it.
    @Test func ruleL2() {
        #expect(Bidi.visualOrder([0, 0]) == [0, 1])
        #expect(Bidi.visualOrder([0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(Bidi.visualOrder([1, 2, 1]) == [2, 1, 0])
        #expect(Bidi.visualOrder([2, 1, 2, 3, 2]) == [2, 3, 4, 1, 0])
    }

    /// A right-to-left run is shaped right to left: a parenthesis is drawn mirrored (HarfBuzz
    /// applies Unicode's mirroring), the glyph of ")".
    @Test func aRightToLeftRunMirrorsBrackets() throws {
        let font = try Font.builtIn(.interRegular)
        let line = TextLine("(", style: TextStyle(font: font, size: 17, baseDirection: .rightToLeft))
        #expect(line.runs.map(\.level) == [1])
        #expect(line.glyphs.map(\.glyph) == [try #require(font.glyph(for: ")"))])
    }

    /// The fallback chain: a character the first font lacks is drawn in the first font of the
    /// chain that has it, as a run of its own; the runs follow each other along the baseline; a
    /// single-font line is one run whose glyphs are the whole string shaped at once.
    @Test func fallbackCutsRunsByFont() throws {
        let inter = try Font.builtIn(.interSemibold), icons = try Font.builtIn(.materialDesignIcons)
        let plus = try #require(Unicode.Scalar(0xF415))
        let line = TextLine("A\(plus)B", style: TextStyle(font: inter, size: 17, fallback: [.loaded(icons)]))
        #expect(line.runs.map(\.font) == [inter, icons, inter])
        #expect(line.glyphs.map(\.font) == [inter, icons, inter])
        #expect(line.missingCharacters.isEmpty)
        #expect(line.runs[1].x == line.runs[0].width && line.runs[2].x == line.runs[1].x + line.runs[1].width)
        #expect(line.width == line.runs.map(\.width).reduce(0, +))
        #expect(line.ascent >= TextStyle(font: icons, size: 17).ascent)
        let alone = TextLine("Title", style: TextStyle(font: inter, size: 17, tracking: -0.4))
        let shaped = inter.shape("Title")
        let unit = 17.0 / Double(inter.unitsPerEm)
        var pen = 0
        for (index, (placed, glyph)) in zip(alone.glyphs, shaped).enumerated() {
            #expect(
                placed.glyph == glyph.glyph && placed.x == Double(pen + glyph.offsetX) * unit + Double(index) * -0.4)
            pen += glyph.advance
        }
        #expect(alone.runs.count == 1 && alone.width == Double(pen) * unit + 4 * -0.4)
    }
}
