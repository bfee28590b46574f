import Testing

@testable import Raster
@testable import Typesetting

/// The CJK and emoji fonts of the fallback chain: regional Han forms by language, colour glyphs.
@Suite struct WorldTextTests {
    /// One Noto Sans CJK subset gives each region its form of a shared Han character through
    /// `locl`, by the text's language: 骨 and 返 are drawn differently in Simplified Chinese,
    /// Traditional (Taiwan), Hong Kong, Japanese and Korean, as PingFang SC/TC/HK, Hiragino
    /// Sans and Apple SD Gothic Neo draw them; with no language the Simplified form is taken.
    @Test func hanFormsFollowTheLanguage() throws {
        let cjk = try Font.builtIn(.notoSansCJKRegular)
        func glyphs(_ language: String?) -> [UInt32] {
            cjk.shape("直骨返", direction: .leftToRight, language: language).glyphs.map(\.glyph)
        }
        let forms = ["zh-Hans", "zh-Hant", "zh-HK", "ja", "ko"].map(glyphs)
        #expect(Set(forms).count == 5)
        #expect(glyphs(nil) == forms[0] && glyphs("en") == forms[0])
        // A region's script subtag and a bare `zh-TW` reach the same forms.
        #expect(glyphs("zh-TW") == forms[1] && glyphs("zh-Hant-TW") == forms[1])
        // The same through a text line: the style's language reaches the fallback's shaping.
        let inter = try Font.builtIn(.interRegular)
        let japanese = TextLine(
            "直骨返", style: TextStyle(font: inter, size: 17, fallback: [.builtIn(.notoSansCJKRegular)], language: "ja"))
        #expect(japanese.glyphs.map(\.glyph) == forms[3] && japanese.glyphs.allSatisfy { $0.font == cjk })
    }

    /// The subsets hold the character sets scripts/subset-fonts names: every GB 2312 hanzi of
    /// level 1 sampled at both ends, Big5's common characters, JIS X 0208 kanji, all 2,350
    /// KS X 1001 Hangul syllables, kana; a character outside them (U+20000) is absent.
    @Test func theSubsetsCoverTheirCharacterSets() throws {
        for cut in [BuiltInFont.notoSansCJKRegular, .notoSansCJKBold] {
            let font = try Font.builtIn(cut)
            for character in "啊座亍齄" + "一乙丁龜" + "亜腕弌熙" + "あゟアヺ" + "，。「」！？" {
                #expect(font.glyph(for: character.unicodeScalars.first!) != nil, "\(cut) lacks \(character)")
            }
            // KS X 1001's Hangul: EUC-KR rows 0xB0 to 0xC8, 94 cells each.
            let hangul = "가각간갇갈갉갊감" + "힝"
            #expect(hangul.unicodeScalars.allSatisfy { font.glyph(for: $0) != nil })
            #expect(font.glyph(for: "\u{20000}") == nil)
        }
    }

    /// An emoji is a picture from Noto Color Emoji, placed by the strike's metrics scaled to the
    /// em and reduced by area averaging; its outline is empty, so the line's mask has no ink
    /// for it, and the text colour does not touch it.
    @Test func anEmojiIsDrawnAsItsPicture() throws {
        let inter = try Font.builtIn(.interSemibold), emoji = try Font.builtIn(.notoColorEmoji)
        #expect(emoji.hasColorGlyphs && !inter.hasColorGlyphs)
        let style = TextStyle(font: inter, size: 17, fallback: [.builtIn(.notoColorEmoji)])
        let line = TextLine("A😀", style: style)
        #expect(line.glyphs.map(\.font) == [inter, emoji] && line.missingCharacters.isEmpty)
        let pictures = line.colorGlyphs(scale: 3, x: 10, y: 60)
        #expect(pictures.count == 1)
        let (image, frame) = try #require(pictures.first)
        let glyph = try #require(emoji.colorGlyph(line.glyphs[1].glyph))
        // Noto Color Emoji's strike: 136 × 128 pixels at 109 ppem.
        #expect(glyph.image.width == 136 && glyph.image.height == 128)
        // The box in pixels is the strike's box scaled to 17 pt at @3x, edges rounded.
        let unit = 17.0 * 3 / Double(emoji.unitsPerEm)
        let left = 10 + line.glyphs[1].x * 3 + Double(glyph.left) * unit
        #expect(frame.x == Int(left.rounded()) && frame.y == Int((60 - Double(glyph.top) * unit).rounded()))
        #expect(frame.width == Int((left + Double(glyph.width) * unit).rounded()) - frame.x)
        #expect(image.width == frame.width && image.height == frame.height)
        #expect(frame.width > 55 && frame.width < 70)
        // The face's middle is yellow, opaque; the corners are clear.
        let middle = image[image.width / 2, image.height / 3]
        #expect(middle.a == 255 && middle.r > 200 && middle.g > 150 && middle.b < 90)
        #expect(image[0, 0].a == 0)
        // Only "A" is ink.
        #expect(line.path(scale: 3, x: 10, y: 60) == TextLine("A", style: style).path(scale: 3, x: 10, y: 60))
    }

    /// U+FE0F asks for the emoji form of a character a text font has as well.
    @Test func theEmojiPresentationSelectorPicksTheEmojiFont() throws {
        let inter = try Font.builtIn(.interRegular), emoji = try Font.builtIn(.notoColorEmoji)
        let style = TextStyle(font: inter, size: 17, fallback: [.builtIn(.notoColorEmoji)])
        // ↔ is in Inter: as text without the selector, the emoji with it.
        #expect(inter.glyph(for: "\u{2194}") != nil)
        #expect(TextLine("\u{2194}", style: style).glyphs.map(\.font) == [inter])
        #expect(TextLine("\u{2194}\u{FE0F}", style: style).glyphs.first?.font == emoji)
    }
}

@Suite struct AreaAverageTests {
    /// Each destination pixel is the exact mean of the source area it covers.
    @Test func halvingAveragesEachSquare() throws {
        var source = try Image(width: 4, height: 2)
        for x in 0..<4 {
            for y in 0..<2 {
                source[x, y] = PremultipliedRGBA8(uncheckedR: UInt8(x * 40), g: 0, b: UInt8(y * 100), a: 255)
            }
        }
        let half = try source.areaAveraged(width: 2, height: 1)
        // (0 + 40) · 2 / 4 = 20, (80 + 120) / 2 = 100; blue (0 + 100) / 2 = 50.
        #expect(half[0, 0] == PremultipliedRGBA8(uncheckedR: 20, g: 0, b: 50, a: 255))
        #expect(half[1, 0] == PremultipliedRGBA8(uncheckedR: 100, g: 0, b: 50, a: 255))
    }

    /// 3 → 2 pixels: the middle source pixel is split half and half.
    @Test func fractionalSpansAreWeighted() throws {
        var source = try Image(width: 3, height: 1)
        source[0, 0] = PremultipliedRGBA8(uncheckedR: 255, g: 255, b: 255, a: 255)
        source[1, 0] = PremultipliedRGBA8(uncheckedR: 0, g: 0, b: 0, a: 255)
        source[2, 0] = PremultipliedRGBA8(uncheckedR: 0, g: 0, b: 0, a: 0)
        #expect(Image.areaSpans(source: 3, destination: 2).map { $0.map(\.weight) } == [[2, 1], [1, 2]])
        let reduced = try source.areaAveraged(width: 2, height: 1)
        // (255·2 + 0·1) / 3 = 170; alpha (255·2 + 255) / 3 = 255, then (255 + 0·2) / 3 = 85.
        #expect(reduced[0, 0] == PremultipliedRGBA8(uncheckedR: 170, g: 170, b: 170, a: 255))
        #expect(reduced[1, 0] == PremultipliedRGBA8(uncheckedR: 0, g: 0, b: 0, a: 85))
        // The same size is the same image.
        #expect(try source.areaAveraged(width: 3, height: 1) == source)
    }
}
