/// How a line of text is set: its font, its size in points, and its tracking (points added after
/// every glyph of that font but the line's last, as UIKit's kern attribute and SF's published
/// tracking give it; a fallback font's glyphs take none, the table being SF Pro's); the
/// fonts that stand in, in order, for a character the first has no glyph for; the language
/// whose forms the fonts use; and the paragraph's direction.
package struct TextStyle: Hashable, Sendable {
    package var font: Font
    package var size: Double
    package var tracking: Double
    /// The fallback chain after ``font``, in order (a language's cascade: iOS puts PingFang SC
    /// before Hiragino for Chinese, after it for Japanese).
    /// Fonts are loaded (and their SHA-256 checked) only when a line has a character the first
    /// font lacks.
    package var fallback: [FallbackFont]
    /// A BCP 47 tag (`zh-Hans`, `ja`) telling the shaper whose forms of a shared character to
    /// use; nil leaves it to the shaper's default.
    package var language: String?
    /// The paragraph's direction; nil takes it from the first strong character, as a label's
    /// natural writing direction does.
    package var baseDirection: TextDirection?
    /// An explicit `kern` attribute in points, which replaces ``tracking``: it is added after
    /// every glyph of every font, the line's last included, as UIKit measures a kerned string
    /// (the trailing space is why a centred kerned line sits kern/2 left of centre). Nil: the
    /// font's own tracking.
    package var kern: Double?

    package init(
        font: Font, size: Double, tracking: Double = 0, fallback: [FallbackFont] = [], language: String? = nil,
        baseDirection: TextDirection? = nil, kern: Double? = nil
    ) {
        self.font = font
        self.size = size
        self.tracking = tracking
        self.fallback = fallback
        self.language = language
        self.baseDirection = baseDirection
        self.kern = kern
    }

    /// The space after each spaced glyph: the kern when given, else the tracking.
    var spacing: Double { kern ?? tracking }

    /// Points per font unit of `font`.
    func unit(_ font: Font) -> Double { size / Double(font.unitsPerEm) }
    /// Points per font unit of the first font.
    var unit: Double { unit(font) }
    /// The first font's ascender and descender (a positive depth) at this size, in points.
    package var ascent: Double { Double(font.ascender) * unit }
    package var descent: Double { Double(-font.descender) * unit }
}

/// A font of a fallback chain: one already loaded, or a built-in one loaded on first use.
package enum FallbackFont: Hashable, Sendable {
    case loaded(Font)
    case builtIn(BuiltInFont)

    /// The font, loading a built-in one (checked against its pin) the first time.
    package func font() throws(FontError) -> Font {
        switch self {
        case let .loaded(font): return font
        case let .builtIn(font): return try Font.builtIn(font)
        }
    }
}

/// A style's fonts in fallback order, loaded as characters need them: walked in order, each
/// fallback is loaded (and its SHA-256 checked) the first time a character gets that far, so a
/// Hebrew title never loads the CJK or emoji fonts further down. A fallback that fails to load
/// is passed over: its characters show as missing.
package struct FontChain {
    /// The fonts loaded so far, the first font first.
    package private(set) var loaded: [Font]
    private var pending: ArraySlice<FallbackFont>

    package init(_ font: Font, fallback: [FallbackFont]) {
        loaded = [font]
        pending = fallback[...]
    }

    /// The index in ``loaded`` of the first font that has a glyph for `scalar` (with `colour`,
    /// the first colour font that has one), loading fallbacks as far as needed; nil when none has.
    package mutating func first(having scalar: Unicode.Scalar, colour: Bool = false) -> Int? {
        let fits = { (font: Font) in font.glyph(for: scalar) != nil && (!colour || font.hasColorGlyphs) }
        if let found = loaded.firstIndex(where: fits) { return found }
        while let next = pending.popFirst() {
            guard let font = try? next.font() else { continue }
            loaded.append(font)
            if fits(font) { return loaded.count - 1 }
        }
        return nil
    }
}
