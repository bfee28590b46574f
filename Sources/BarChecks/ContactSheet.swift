import BarLayers
import Compositing
import Raster
import Typesetting

/// A labelled contact sheet (`barscope render SCENE --sheet`): one scene's renders in a grid,
/// each under a caption naming the values that made it (`ios: 26, userInterfaceStyle: dark`), so
/// a change across releases, modes or devices can be seen at once.
///
/// - Cells run left to right in the order given, `columns` to a row; each column is as wide as
///   its widest picture and each row as tall as its tallest, pictures at their cells' top left.
/// - Sizes are in pixels of the largest scale among the pictures (a sheet of @3x renders has @3x
///   captions and gaps); captions are set in the built-in Inter, so the sheet is the same bytes
///   on every machine, and a caption wider than its column is truncated with an ellipsis.
package enum ContactSheet {
    /// Between cells and around the sheet, in points.
    package static let gap = 12.0
    /// The caption's size, in points, and the band it sits in above its picture.
    package static let captionSize = 13.0
    package static let captionBand = 22.0
    /// The sheet's background (iOS's `systemGray5`, light) and the captions' colour (`label`).
    package static let background = RGBA8(r: 229, g: 229, b: 234)
    package static let captionColor = RGBA8(r: 0, g: 0, b: 0)

    /// One cell: a caption and the picture under it, rendered at `scale`.
    package struct Cell: Sendable {
        package let caption: String
        package let image: Image
        package let scale: Int

        package init(caption: String, image: Image, scale: Int) {
            (self.caption, self.image, self.scale) = (caption, image, scale)
        }
    }

    /// The sheet of `cells`, `columns` to a row (at least 1). Throws when the sheet would pass
    /// ``Raster/Image/maximumDimension`` on a side, or a caption's font cannot be read.
    package static func make(_ cells: [Cell], columns: Int) throws -> Image {
        precondition(!cells.isEmpty && columns >= 1)
        let scale = cells.map(\.scale).max() ?? 1
        let k = Double(scale)
        let gap = Int((gap * k).rounded()), band = Int((captionBand * k).rounded())
        let rows = (cells.count + columns - 1) / columns
        var widths = [Int](repeating: 0, count: columns), heights = [Int](repeating: 0, count: rows)
        for (index, cell) in cells.enumerated() {
            widths[index % columns] = max(widths[index % columns], cell.image.width)
            heights[index / columns] = max(heights[index / columns], cell.image.height)
        }
        let sheetWidth = widths.reduce(gap) { $0 + $1 + gap }
        let sheetHeight = heights.reduce(gap) { $0 + band + $1 + gap }
        var sheet = try Image(width: sheetWidth, height: sheetHeight, fill: background.premultiplied)
        // Captions in the built-in font with SF Pro's tracking, as iOS 14–18 set text (the
        // release only picks the tracking table): the same bytes whatever the cells' releases.
        let style = try FontSet().style(.regular, size: captionSize)
        for (index, cell) in cells.enumerated() {
            let column = index % columns, row = index / columns
            let x = widths[..<column].reduce(gap) { $0 + $1 + gap }
            let y = heights[..<row].reduce(gap) { $0 + band + $1 + gap }
            let line = TextLine(cell.caption, style: style).truncated(toWidth: Double(widths[column]) / k)
            // The caption's ascent and descent centred in its band.
            let baseline = Double(y) / k + (captionBand - line.ascent - line.descent) / 2 + line.ascent
            if let placed = try line.mask(scale: scale, x: Double(x), y: baseline * k) {
                sheet.draw(placed.mask, color: captionColor.premultiplied, x: placed.x, y: placed.y, clip: sheet.bounds)
            }
            sheet.composite(cell.image, x: x, y: y + band, clip: sheet.bounds)
        }
        return sheet
    }
}
