import Compositing
import Raster
import Vector

extension Icon {
    /// Whether UIKit draws the icon mirrored in a right-to-left layout: the back chevron points
    /// the way back, so it turns round (UIKit's back indicator image is flipped for a
    /// right-to-left layout direction, `imageFlippedForRightToLeftLayoutDirection`; Apple's Human
    /// Interface Guidelines, *Right to left*: flip controls and images that show direction, keep
    /// other symbols). The system items' glyphs keep their look.
    package var flipsForRightToLeft: Bool { self == .backChevron }
}

extension Layer {
    /// The bar laid out right to left: every subview's frame mirrored across its superview's
    /// width, and what a view draws placed from its other side. Glyphs and images are not
    /// turned round (text reads the same; its order within a line is the bidirectional
    /// algorithm's, ``Typesetting/TextLine``), except icons that show direction
    /// (``Icon/flipsForRightToLeft``). The layer's own frame stays where it is. Mirroring twice
    /// gives the layer back, to the rounding of `width − (width − x − w) − w`.
    public func mirroredForRightToLeft() -> Layer {
        var mirrored = self
        mirrored.drawing = drawing.map { Self.mirrored($0, width: frame.width) }
        mirrored.children = children.map { child in
            var flipped = child.mirroredForRightToLeft()
            flipped.frame.x = frame.width - child.frame.x - child.frame.width
            for i in flipped.shadows.indices { flipped.shadows[i].offsetX.negate() }
            return flipped
        }
        return mirrored
    }

    /// The layer with its own drawing turned round within its frame (shapes mirrored), its
    /// frame and children kept: a glyph UIKit flips by itself in a right-to-left layout, such as
    /// the status bar's battery.
    package func drawingTurnedRound() -> Layer {
        var turned = self
        turned.drawing = drawing.map { Self.mirrored($0, width: frame.width) }
        return turned
    }

    /// A drawing placed from the other side of a view `width` points wide.
    static func mirrored(_ drawing: LayerDrawing, width: Double) -> LayerDrawing {
        switch drawing {
        case let .text(line, color, x, baseline):
            return .text(line, color: color, x: width - x - line.width, baseline: baseline)
        case let .icon(icon, path, color) where icon.flipsForRightToLeft:
            return .icon(icon, path: path.mapped { Point(width - $0.x, $0.y) }, color: color)
        case let .shapes(name, paths, colors):
            return .shapes(name: name, paths.map { $0.mapped { Point(width - $0.x, $0.y) } }, colors: colors)
        case .icon, .template, .original, .symbol:
            return drawing
        }
    }
}
