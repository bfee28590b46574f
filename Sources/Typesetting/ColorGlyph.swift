import BarScopeSupport
internal import CHarfBuzzShim
import Raster
import RasterPNG

/// A glyph an emoji font draws as a picture (Noto Color Emoji's CBDT bitmaps, as Apple Color
/// Emoji's sbix ones): the picture, premultiplied, and where it goes in font units.
package struct ColorGlyph: Sendable, Equatable {
    /// The strike's picture.
    package let image: Image
    /// The picture's left edge from the pen and its top above the baseline, in font units.
    package let left: Int
    package let top: Int
    /// The picture's size in font units.
    package let width: Int
    package let height: Int
}

extension Font {
    /// The picture of `glyph`, or nil when it has none (an outline glyph, or a picture that does
    /// not decode: drawn as nothing, which the font's coverage check reports as missing no
    /// character, so the decoder's limits guard only against a broken font).
    package func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
        lock.lock()
        defer { lock.unlock() }
        if let known = colorGlyphs[glyph] { return known }
        var box: [Int32] = [0, 0, 0, 0]
        var capacity = 0
        var bytes: [UInt8] = []
        while true {
            bytes = [UInt8](repeating: 0, count: capacity)
            let count = bytes.withUnsafeMutableBufferPointer {
                bs_hb_glyph_png(handle, glyph, $0.baseAddress, capacity, &box)
            }
            if count <= capacity {
                bytes.removeLast(capacity - count)
                break
            }
            capacity = count
        }
        var made: ColorGlyph?
        if !bytes.isEmpty, box[2] > 0, box[3] < 0,
            let image = try? PNGDecoder.decodePremultiplied(bytes, path: name, limits: Self.colorGlyphLimits)
        {
            made = ColorGlyph(
                image: image, left: Int(box[0]), top: Int(box[1]), width: Int(box[2]), height: Int(-box[3]))
        }
        colorGlyphs[glyph] = made
        return made
    }

    /// A colour glyph's picture is at most 512 pixels on a side (Noto Color Emoji's are 136 × 128).
    static let colorGlyphLimits = PNGLimits(maxWidth: 512, maxHeight: 512, maxPixels: 512 * 512, maxChunkBytes: 1 << 20)
}

/// Colour glyphs reduced to a size, kept: a title drawn in many scenes is resampled once.
final class ColorGlyphCache: @unchecked Sendable {
    static let shared = ColorGlyphCache()
    private struct Key: Hashable {
        let font: String
        let glyph: UInt32
        let width: Int
        let height: Int
    }
    private let lock = Lock()
    private var images: [Key: Image] = [:]

    /// Glyph `id` of `font` (its SHA-256), whose picture is `glyph`, at `width × height` pixels.
    func image(_ glyph: ColorGlyph, font: String, id: UInt32, width: Int, height: Int) throws(RasterError) -> Image {
        let key = Key(font: font, glyph: id, width: width, height: height)
        lock.lock()
        defer { lock.unlock() }
        if let known = images[key] { return known }
        let made = try glyph.image.areaAveraged(width: width, height: height)
        images[key] = made
        return made
    }
}
