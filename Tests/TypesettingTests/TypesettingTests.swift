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
        let a = try #require(line.mask(scale: 2, x: 10.25, y: 40))
        let b = try #require(line.mask(scale: 2, x: 110.25, y: 80))
        #expect(a.mask == b.mask && b.x - a.x == 100 && b.y - a.y == 40)
        let levels = Set(a.mask.coverage)
        #expect(levels.contains(255) && levels.contains(0) && levels.count > 20)
        // The cap height of Inter at 17 pt, @2x: about 12.4 pt × 2 = 25 px above the baseline.
        #expect(a.y >= 40 - 27 && a.y <= 40 - 24, "\(a.y)")
        #expect(TextLine(" ", style: style).mask(scale: 2, x: 0, y: 0) == nil)
    }
}
