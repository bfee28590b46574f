import Compositing
import Raster
import RasterPNG

/// What lies beneath a frame's tree: the screen's content.
package enum FrameContent: Sendable {
    /// A PNG drawn at the screen's top-left over black (the window with no background colour).
    /// Only the rows a frame needs are inflated; a screen-wide, opaque, non-interlaced file lets
    /// the renderer stream it (blur while it inflates, compress while it inflates).
    case png(PNGFile)
    /// Content drawn onto a band of screen rows by the caller: the band arrives filled with
    /// black, with the screen row of its first row.
    case drawn(@Sendable (_ band: inout Image, _ originY: Int) throws -> Void)
}

/// One picture to produce: a screen's content, the compositor's tree over it (in screen
/// pixels), and the screen rows wanted (all of them, or a strip such as the bars').
package struct Frame: Sendable {
    /// The screen's size in pixels.
    package var width: Int
    package var height: Int
    package var content: FrameContent
    /// What is drawn over the content, in screen pixels.
    package var tree: RenderNode
    /// The screen rows the picture holds: its row 0 is the screen's row `rows.lowerBound`.
    package var rows: Range<Int>

    package init(width: Int, height: Int, content: FrameContent, tree: RenderNode, rows: Range<Int>? = nil) {
        precondition(width > 0 && height > 0)
        self.width = width
        self.height = height
        self.content = content
        self.tree = tree
        self.rows = rows ?? 0..<height
    }

    /// The screen rows a tree touches on a `width × height` screen, at least one: the strip a
    /// golden of the bars needs.
    package static func rows(touchedBy tree: RenderNode, width: Int, height: Int) -> Range<Int> {
        let touched = tree.extent.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        return touched.isEmpty ? 0..<1 : touched.y..<touched.maxY
    }

    /// The tree placed on the picture (moved up by the first row).
    var placedTree: RenderNode { rows.lowerBound == 0 ? tree : tree.offsetBy(dx: 0, dy: -rows.lowerBound) }

    /// Whether the picture is the whole screen.
    var isWholeScreen: Bool { rows == 0..<height }
}

/// A frame's failure: the content file that could not be decoded, or the output that could not
/// be encoded.
package enum FrameError: Error, Sendable, CustomStringConvertible {
    /// The content PNG failed to decode past its header.
    case content(PNGError)
    /// Encoding or drawing failed.
    case output(any Error)

    package var description: String {
        switch self {
        case let .content(error): return "\(error)"
        case let .output(error): return "\(error)"
        }
    }
}
