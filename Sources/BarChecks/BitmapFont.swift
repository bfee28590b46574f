import Compositing
import Raster

/// A 5×7 pixel font for the few characters a loupe caption needs (digits, hex letters,
/// `#(),.:x y`), drawn from scratch so no font file or library is involved.
enum BitmapFont {
    static let glyphHeight = 7
    /// Columns from one glyph's left edge to the next one's.
    static let advance = 6

    /// Each glyph as 7 rows of 5 columns, `#` for ink.
    static let glyphs: [Character: [String]] = [
        "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
        "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
        "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
        "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
        "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
        "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
        "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
        "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
        "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
        "a": [".....", ".....", ".###.", "....#", ".####", "#...#", ".####"],
        "b": ["#....", "#....", "#.##.", "##..#", "#...#", "#...#", "####."],
        "c": [".....", ".....", ".###.", "#....", "#....", "#...#", ".###."],
        "d": ["....#", "....#", ".##.#", "#..##", "#...#", "#...#", ".####"],
        "e": [".....", ".....", ".###.", "#...#", "#####", "#....", ".###."],
        "f": ["..##.", ".#..#", ".#...", "###..", ".#...", ".#...", ".#..."],
        "x": [".....", ".....", "#...#", ".#.#.", "..#..", ".#.#.", "#...#"],
        "y": [".....", ".....", "#...#", "#...#", ".####", "....#", ".###."],
        "#": [".#.#.", ".#.#.", "#####", ".#.#.", "#####", ".#.#.", ".#.#."],
        "(": ["...#.", "..#..", ".#...", ".#...", ".#...", "..#..", "...#."],
        ")": [".#...", "..#..", "...#.", "...#.", "...#.", "..#..", ".#..."],
        ",": [".....", ".....", ".....", ".....", ".##..", "..#..", ".#..."],
        ".": [".....", ".....", ".....", ".....", ".....", ".##..", ".##.."],
        ":": [".....", ".##..", ".##..", ".....", ".##..", ".##..", "....."],
        " ": [".....", ".....", ".....", ".....", ".....", ".....", "....."],
    ]

    /// Width in pixels of `text` at `scale`.
    static func width(of text: String, scale: Int) -> Int {
        max(0, text.count * advance - 1) * scale
    }

    /// `text` as a coverage mask at `scale` (each lit cell a `scale × scale` square of full
    /// coverage); characters without a glyph draw as a box.
    static func mask(_ text: String, scale: Int) -> AlphaMask {
        var mask = try! AlphaMask(width: max(1, width(of: text, scale: scale)), height: glyphHeight * scale)
        for (index, character) in text.enumerated() {
            let rows = glyphs[Character(character.lowercased())] ?? Array(repeating: "#####", count: glyphHeight)
            for (row, bits) in rows.enumerated() {
                for (column, bit) in bits.enumerated() where bit == "#" {
                    mask.fill(
                        PixelRect(x: (index * advance + column) * scale, y: row * scale, width: scale, height: scale),
                        with: 255)
                }
            }
        }
        return mask
    }

    /// Draws `text` with its top-left corner at (x, y), filled with `color`.
    static func draw(_ text: String, x: Int, y: Int, scale: Int, color: PremultipliedRGBA8, into image: inout Image) {
        image.draw(mask(text, scale: scale), color: color, x: x, y: y, clip: image.bounds)
    }
}
