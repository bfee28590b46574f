import Raster
import Vector

/// How a run of text is set: its font, its size in points, and its tracking (points added after
/// every glyph but the last, as UIKit's kern attribute and SF's published tracking give it).
public struct TextStyle: Hashable, Sendable {
    public var font: Font
    public var size: Double
    public var tracking: Double

    public init(font: Font, size: Double, tracking: Double = 0) {
        self.font = font
        self.size = size
        self.tracking = tracking
    }

    /// Points per font unit.
    var unit: Double { size / Double(font.unitsPerEm) }
    /// The font's ascender and descender (a positive depth) at this size, in points.
    public var ascent: Double { Double(font.ascender) * unit }
    public var descent: Double { Double(-font.descender) * unit }
}

/// One line of shaped text: glyphs placed along a baseline, in points from the line's start.
public struct TextLine: Hashable, Sendable {
    public let text: String
    public let style: TextStyle
    /// Each glyph and its pen position (x from the start, y up from the baseline), in points.
    public let glyphs: [PlacedGlyph]
    /// The advance of the whole line, in points (tracking after every glyph but the last).
    public let width: Double

    public struct PlacedGlyph: Hashable, Sendable {
        public let glyph: UInt32
        public let x: Double
        public let y: Double
    }

    /// `text` shaped in `style`.
    public init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
        let shaped = style.font.shape(text)
        let unit = style.unit
        var pen = 0
        var placed: [PlacedGlyph] = []
        for (index, glyph) in shaped.enumerated() {
            let tracking = Double(index) * style.tracking
            placed.append(
                PlacedGlyph(
                    glyph: glyph.glyph, x: Double(pen + glyph.offsetX) * unit + tracking,
                    y: Double(glyph.offsetY) * unit))
            pen += glyph.advance
        }
        glyphs = placed
        width = Double(pen) * unit + Double(max(0, shaped.count - 1)) * style.tracking
    }

    /// The ellipsis UIKit truncates with.
    public static let ellipsis = "…"

    /// The line as UIKit's single-line label shows it in `maxWidth` points: whole when it fits,
    /// else cut at the end to the longest start that fits with "…" after it (the
    /// `byTruncatingTail` line break mode); just "…" when nothing else fits.
    public func truncated(toWidth maxWidth: Double) -> TextLine {
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
    public func path(scale: Int, x: Double, y: Double) -> Path {
        let s = Double(scale), unit = style.unit * s
        var path = Path()
        for placed in glyphs {
            let gx = x + placed.x * s, gy = y - placed.y * s
            path.append(style.font.outline(placed.glyph).mapped { Point(gx + $0.x * unit, gy - $0.y * unit) })
        }
        return path
    }

    /// The coverage of the line at `scale` with its baseline's start at (`x`, `y`) pixels:
    /// the mask and its top-left pixel, or nil when nothing is inked (spaces). Masks are cached
    /// by text, style, scale and the position's fraction of a pixel, so a title drawn in many
    /// scenes is rasterized once.
    public func mask(scale: Int, x: Double, y: Double) -> (mask: AlphaMask, x: Int, y: Int)? {
        MaskCache.shared.mask(of: self, scale: scale, x: x, y: y) { fx, fy in path(scale: scale, x: fx, y: fy) }
    }
}
