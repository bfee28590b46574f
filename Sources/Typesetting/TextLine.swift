import Raster
import Vector

/// A stretch of a line set in one font at one embedding level: shaped as one piece.
package struct TextRun: Hashable, Sendable {
    /// The run's characters, as offsets into the line's Unicode scalars (logical order).
    package let scalars: Range<Int>
    package let font: Font
    /// Its bidirectional embedding level (even left to right, odd right to left).
    package let level: UInt8
    /// Its script, as the shaper resolved it (ISO 15924: `Latn`, `Arab`, `Hani`).
    package let script: String
    /// Where it starts, in points from the line's start (left to right, visual), and its advance.
    package let x: Double
    package let width: Double

    package var direction: TextDirection { TextDirection(level: level) }
}

/// One line of shaped text: runs of glyphs placed along a baseline, in points from the line's
/// start, left to right as they are seen.
///
/// The line is cut into runs where the embedding level changes (``Bidi``) or the font does
/// (the first font of the style's chain that has a glyph for the character; marks, joiners and
/// variation selectors stay with the character before them); each run is shaped on its own in
/// its direction, and the runs are placed in visual order.
public struct TextLine: Hashable, Sendable {
    package let text: String
    package let style: TextStyle
    /// Each glyph, its font and its pen position (x from the start, y up from the baseline), in
    /// points, left to right.
    package let glyphs: [PlacedGlyph]
    /// The runs, in visual order (left to right).
    package let runs: [TextRun]
    /// The advance of the whole line, in points (tracking after every glyph but the last).
    package let width: Double
    /// The paragraph's direction (the style's, or the first strong character's).
    package let direction: TextDirection
    /// Characters drawn as their font's missing-glyph box, each once, in logical order: the
    /// characters no font of the chain has.
    package let missingCharacters: [Unicode.Scalar]

    package struct PlacedGlyph: Hashable, Sendable {
        package let glyph: UInt32
        package let font: Font
        package let x: Double
        package let y: Double
    }

    /// `text` shaped in `style`.
    package init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
        let scalars = Array(text.unicodeScalars)
        let (levels, paragraph) = Bidi.levels(of: scalars, base: style.baseDirection)
        direction = paragraph
        // The font of each character: the first font's, unless it lacks one; then the first of
        // the chain that has it (the fallbacks are loaded only then).
        let needsFallback =
            !style.fallback.isEmpty
            && scalars.enumerated().contains { i, scalar in
                (!(i > 0 && Self.staysWithPrevious(scalar)) && !Self.drawsNoGlyph(scalar)
                    && style.font.glyph(for: scalar) == nil) || scalar == Self.emojiPresentation
            }
        var chain = FontChain(style.font, fallback: needsFallback ? style.fallback : [])
        var fontIndex = [Int](repeating: 0, count: scalars.count)
        if needsFallback {
            for (i, scalar) in scalars.enumerated() {
                if i > 0, Self.staysWithPrevious(scalar) {
                    fontIndex[i] = fontIndex[i - 1]
                } else if i + 1 < scalars.count, scalars[i + 1] == Self.emojiPresentation,
                    let found = chain.first(having: scalar, colour: true)
                {
                    // U+FE0F asks for the emoji form of a character text fonts have too (☺️).
                    fontIndex[i] = found
                } else if style.font.glyph(for: scalar) != nil {
                    continue
                } else if Self.drawsNoGlyph(scalar) {
                    // A control loads no font for itself: the first loaded one that has it.
                    fontIndex[i] = chain.loaded.firstIndex { $0.glyph(for: scalar) != nil } ?? 0
                } else if let found = chain.first(having: scalar) {
                    fontIndex[i] = found
                }
            }
        }
        // Logical runs: same level, same font.
        var pieces: [(range: Range<Int>, font: Int, level: UInt8)] = []
        var start = 0
        for i in scalars.indices.dropFirst() where fontIndex[i] != fontIndex[start] || levels[i] != levels[start] {
            pieces.append((start..<i, fontIndex[start], levels[start]))
            start = i
        }
        if !scalars.isEmpty { pieces.append((start..<scalars.count, fontIndex[start], levels[start])) }
        // The advance so far without tracking, and the glyphs so far that carry tracking after
        // them: the first font's (tracking is its table, SF Pro's; a fallback font is set as it is),
        // or with a kern attribute every glyph.
        var pen = 0.0
        var tracked = 0
        var lastTracked = false
        var placed: [PlacedGlyph] = []
        var runs: [TextRun] = []
        // Characters whose glyph is the missing-glyph box (glyph 0), by index.
        var missing = Set<Int>()
        for logical in Bidi.visualOrder(pieces.map(\.level)) {
            let piece = pieces[logical]
            let font = chain.loaded[piece.font]
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[piece.range])
            let (shaped, script) = font.shape(
                String(view), direction: TextDirection(level: piece.level), language: style.language)
            let unit = style.unit(font)
            if shaped.contains(where: { $0.glyph == 0 }) {
                missing.formUnion(
                    Self.scalarIndices(of: shaped, in: scalars[piece.range], from: piece.range.lowerBound))
            }
            let runStart = pen
            let runTracking = Double(tracked) * style.spacing
            let carriesTracking = style.kern != nil || font == style.font
            // The run's own advance in font units, converted once (a single run is the line
            // exactly as one shaping of the whole string gives it).
            var units = 0
            for glyph in shaped {
                placed.append(
                    PlacedGlyph(
                        glyph: glyph.glyph, font: font,
                        x: runStart + Double(units + glyph.offsetX) * unit + Double(tracked) * style.spacing,
                        y: Double(glyph.offsetY) * unit))
                units += glyph.advance
                if carriesTracking { tracked += 1 }
            }
            if !shaped.isEmpty { lastTracked = carriesTracking }
            pen = runStart + Double(units) * unit
            runs.append(
                TextRun(
                    scalars: piece.range, font: font, level: piece.level, script: script, x: runStart + runTracking,
                    width: Double(units) * unit + Double(tracked) * style.spacing - runTracking))
        }
        glyphs = placed
        self.runs = runs
        var seen = Set<Unicode.Scalar>()
        missingCharacters = missing.sorted().map { scalars[$0] }.filter {
            !Self.drawsNoGlyph($0) && seen.insert($0).inserted
        }
        // Tracking after every tracked glyph but the line's last; a kern after the last too.
        let untrackedLast = lastTracked && style.kern == nil ? 1 : 0
        width = pen + Double(max(0, tracked - untrackedLast)) * style.spacing
    }

    /// The indices (in the line, from `first`) of the characters behind the missing-glyph boxes
    /// of a shaped run: a glyph's cluster is the UTF-8 offset of its first character in the run.
    static func scalarIndices(of shaped: [ShapedGlyph], in run: ArraySlice<Unicode.Scalar>, from first: Int) -> [Int] {
        var indexAtOffset: [Int: Int] = [:]
        var offset = 0
        for (i, scalar) in run.enumerated() {
            indexAtOffset[offset] = first + i
            offset += scalar.utf8.count
        }
        return shaped.filter { $0.glyph == 0 }.compactMap { indexAtOffset[$0.cluster] }
    }

    /// Whether a character is drawn with the font of the one before it: combining marks,
    /// enclosing marks, zero-width joiners and variation selectors (which a font shapes together
    /// with their base, never alone).
    static func staysWithPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default:
            return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
                || (0xE0100...0xE01EF).contains(scalar.value)
        }
    }

    /// Characters that are not drawn, so a font without them lacks nothing: format controls
    /// (bidi marks, joiners), controls and variation selectors (which shape to nothing).
    package static func drawsNoGlyph(_ scalar: Unicode.Scalar) -> Bool {
        if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .format, .control: return true
        default: return false
        }
    }

    /// The largest ascender and descender (a positive depth) of the fonts the line uses, at its
    /// size, in points (the first font's when the line is empty).
    package var ascent: Double {
        runs.map { Double($0.font.ascender) * style.unit($0.font) }.max() ?? style.ascent
    }
    package var descent: Double {
        runs.map { Double(-$0.font.descender) * style.unit($0.font) }.max() ?? style.descent
    }

    /// The variation selector that asks for a character's emoji form (Unicode's emoji
    /// presentation sequences).
    static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"

    /// The ellipsis UIKit truncates with.
    package static let ellipsis = "…"

    /// The line as UIKit's single-line label shows it in `maxWidth` points: whole when it fits,
    /// else cut at the end to the longest start that fits with "…" after it (the
    /// `byTruncatingTail` line break mode); just "…" when nothing else fits.
    package func truncated(toWidth maxWidth: Double) -> TextLine {
        guard width > maxWidth else { return self }
        let characters = Array(text)
        var low = 0, high = characters.count
        // The longest prefix whose truncated form fits (the width grows with the prefix).
        while low < high {
            let middle = (low + high + 1) / 2
            if TextLine(Self.trimmed(characters[..<middle]) + Self.ellipsis, style: style).width <= maxWidth {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return TextLine(Self.trimmed(characters[..<low]) + Self.ellipsis, style: style)
    }

    /// A prefix without the spaces before the ellipsis.
    static func trimmed(_ prefix: ArraySlice<Character>) -> String {
        var end = prefix.endIndex
        while end > prefix.startIndex, prefix[end - 1] == " " { end -= 1 }
        return String(prefix[prefix.startIndex..<end])
    }

    /// The line's outline at `scale` pixels per point, its baseline's start at (`x`, `y`) pixels.
    package func path(scale: Int, x: Double, y: Double) -> Path {
        let s = Double(scale)
        var path = Path()
        for placed in glyphs {
            let gx = x + placed.x * s, gy = y - placed.y * s, unit = style.unit(placed.font) * s
            path.append(placed.font.outline(placed.glyph).mapped { Point(gx + $0.x * unit, gy - $0.y * unit) })
        }
        return path
    }

    /// The line's colour glyphs (emoji) at `scale` pixels per point, its baseline's start at
    /// (`x`, `y`) pixels: each glyph's picture reduced by area averaging to the whole pixels its
    /// box covers when rounded (its edges to the nearest pixel, as a bitmap is placed), and that
    /// box. Their outlines are empty, so ``path(scale:x:y:)`` and the mask leave them out.
    package func colorGlyphs(scale: Int, x: Double, y: Double) -> [(image: Image, frame: PixelRect)] {
        let s = Double(scale)
        return glyphs.compactMap { placed in
            guard placed.font.hasColorGlyphs, let color = placed.font.colorGlyph(placed.glyph) else { return nil }
            let unit = style.unit(placed.font) * s
            let gx = x + placed.x * s, gy = y - placed.y * s
            let left = Int((gx + Double(color.left) * unit).rounded(.toNearestOrAwayFromZero))
            let top = Int((gy - Double(color.top) * unit).rounded(.toNearestOrAwayFromZero))
            let right = Int((gx + Double(color.left + color.width) * unit).rounded(.toNearestOrAwayFromZero))
            let bottom = Int((gy - Double(color.top - color.height) * unit).rounded(.toNearestOrAwayFromZero))
            guard right > left, bottom > top,
                let image = try? ColorGlyphCache.shared.image(
                    color, font: placed.font.sha256, id: placed.glyph, width: right - left, height: bottom - top)
            else { return nil }
            return (image, PixelRect(x: left, y: top, width: right - left, height: bottom - top))
        }
    }

    /// The coverage of the line at `scale` with its baseline's start at (`x`, `y`) pixels:
    /// the mask and its top-left pixel, or nil when nothing is inked (spaces). Masks are cached
    /// by text, style, scale and the position's fraction of a pixel, so a title drawn in many
    /// scenes is rasterized once. A line of more pixels than `clip` (the picture it is drawn
    /// in) is rasterized only inside it (``MaskCache/mask(of:scale:x:y:within:path:)``): nil
    /// when nothing of it is there.
    package func mask(scale: Int, x: Double, y: Double, within clip: PixelRect? = nil) throws(RasterError) -> (
        mask: AlphaMask, x: Int, y: Int
    )? {
        try MaskCache.shared.mask(of: self, scale: scale, x: x, y: y, within: clip) { fx, fy in
            path(scale: scale, x: fx, y: fy)
        }
    }
}
