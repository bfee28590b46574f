import Compositing
import Raster

/// A magnified view of the pixels around one pixel, as xScope's loupe shows them: each pixel a
/// square cell with a grid between cells, the centre pixel outlined, and a caption with its
/// coordinates and value.
package enum Loupe {
    /// Default cells per side (odd, so one pixel is the centre).
    package static let defaultSize = 15
    /// Default cell size in output pixels.
    package static let defaultZoom = 24
    /// Caption glyph scale (the 5×7 font drawn at 2×, 10×14 pixels a character).
    static let captionScale = 2
    /// Space around the caption text.
    static let captionPadding = 6
    /// Grid lines: the cell colour mixed half-and-half with mid-grey, visible on black and white.
    static let gridGrey = RGBA8(r: 128, g: 128, b: 128, a: 128).premultiplied
    /// Cells outside the image.
    static let outsideColor = RGBA8(r: 58, g: 58, b: 58).premultiplied
    /// The checkerboard behind transparent pixels (the two greys image editors use).
    static let checkerLight = RGBA8(r: 255, g: 255, b: 255).premultiplied
    static let checkerDark = RGBA8(r: 204, g: 204, b: 204).premultiplied
    static let captionBackground = RGBA8(r: 30, g: 30, b: 30).premultiplied
    static let captionInk = RGBA8.white.premultiplied

    /// Renders the loupe around (x, y) of `image`: `size` cells per side (odd, 1…101), each
    /// `zoom` output pixels wide (3…64).
    package static func render(
        _ image: StraightImage, x: Int, y: Int, size: Int = defaultSize, zoom: Int = defaultZoom, source: String
    )
        throws(CheckError) -> Image
    {
        guard size >= 1, size <= 101, size % 2 == 1 else {
            throw CheckError(
                "--size \(size): the loupe needs an odd number of cells, 1…101, so one pixel is the centre; use for example --size 15"
            )
        }
        guard zoom >= 3, zoom <= 64 else {
            throw CheckError("--zoom \(zoom): cells must be 3…64 pixels wide; use for example --zoom 24")
        }
        let centre = try PixelReading.pick(image, x: x, y: y, source: source)
        let caption = "(\(x), \(y)) \(centre.color.hex)"
        let grid = size * zoom
        let captionHeight = BitmapFont.glyphHeight * captionScale + 2 * captionPadding
        let width = max(grid, BitmapFont.width(of: caption, scale: captionScale) + 2 * captionPadding)
        var out = try! Image(width: width, height: grid + captionHeight, fill: captionBackground)
        let half = size / 2
        for row in 0..<size {
            for column in 0..<size {
                let px = x - half + column, py = y - half + row
                let cell = PixelRect(x: column * zoom, y: row * zoom, width: zoom, height: zoom)
                guard image.bounds.contains(x: px, y: py) else {
                    out.fill(cell, with: outsideColor, clip: out.bounds)
                    continue
                }
                let color = image.color(x: px, y: py)
                if color.a != 255 { drawChecker(cell, into: &out) }
                out.fill(cell, with: color.premultiplied, clip: out.bounds)
                // The grid: each cell's top row and left column.
                out.fill(PixelRect(x: cell.x, y: cell.y, width: zoom, height: 1), with: gridGrey, clip: out.bounds)
                out.fill(
                    PixelRect(x: cell.x, y: cell.y + 1, width: 1, height: zoom - 1), with: gridGrey, clip: out.bounds)
            }
        }
        // The centre: a black outer and a white inner ring, visible on any colour.
        let centreCell = PixelRect(x: half * zoom, y: half * zoom, width: zoom, height: zoom)
        outline(centreCell, color: RGBA8.black.premultiplied, into: &out)
        outline(inset(centreCell, 1), color: RGBA8.white.premultiplied, into: &out)
        BitmapFont.draw(
            caption, x: captionPadding, y: grid + captionPadding, scale: captionScale, color: captionInk, into: &out)
        return out
    }

    static func inset(_ r: PixelRect, _ d: Int) -> PixelRect {
        PixelRect(x: r.x + d, y: r.y + d, width: r.width - 2 * d, height: r.height - 2 * d)
    }

    static func outline(_ r: PixelRect, color: PremultipliedRGBA8, into image: inout Image) {
        for edge in [
            PixelRect(x: r.x, y: r.y, width: r.width, height: 1),
            PixelRect(x: r.x, y: r.maxY - 1, width: r.width, height: 1),
            PixelRect(x: r.x, y: r.y, width: 1, height: r.height),
            PixelRect(x: r.maxX - 1, y: r.y, width: 1, height: r.height),
        ] {
            image.fill(edge, with: color, clip: image.bounds)
        }
    }

    static func drawChecker(_ cell: PixelRect, into image: inout Image) {
        let square = max(1, cell.width / 2)
        for qy in 0..<2 {
            for qx in 0..<2 {
                let r = PixelRect(
                    x: cell.x + qx * square, y: cell.y + qy * square, width: qx == 0 ? square : cell.width - square,
                    height: qy == 0 ? square : cell.height - square)
                image.fill(r, with: (qx + qy) % 2 == 0 ? checkerLight : checkerDark, clip: image.bounds)
            }
        }
    }
}
