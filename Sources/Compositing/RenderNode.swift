import Raster

/// One item a node draws over its frame, in order, before its children.
package enum RenderContent: Sendable {
    /// A solid colour (premultiplied; a view's `backgroundColor`, or a filter layer's colour),
    /// with the straight colour it came from for reports (premultiplying rounds it).
    case fill(PremultipliedRGBA8, source: RGBA8? = nil)
    /// An image stretched over the frame (sampled for the frame's size).
    case image(StretchedImage)
    /// One colour a row, top to bottom over the frame (as many as its rows; premultiplied): what
    /// an image whose rows are each one colour draws at its own size, filled a row at a time.
    case rows([PremultipliedRGBA8])
    /// A coverage mask (a line of glyphs, an icon) with its top-left at pixel (`x`, `y`), filled
    /// with a straight colour: each pixel gets the colour with its alpha scaled by the coverage.
    /// (A label's ink is placed by its baseline, not by its frame.)
    case mask(AlphaMask, color: RGBA8, x: Int, y: Int)
    /// The content beneath the node, captured over the node's frame and run through the
    /// filter's stages.
    case backdrop(BackdropFilter)
}

/// A node of the compositor's tree, in absolute device pixels. The layer tree (points, UIKit
/// class names) is turned into these by the layer module; the compositor knows nothing of UIKit.
package struct RenderNode: Sendable {
    /// A label for reports (the UIKit class name).
    package var label: String
    /// The node's frame on the canvas, in device pixels.
    package var frame: PixelRect
    /// What the node draws over its frame, bottom to top.
    package var contents: [RenderContent]
    /// The node's opacity, applied to the node and its whole subtree as one group (UIKit's
    /// `alpha`, which CoreAnimation applies to the flattened layer subtree).
    package var opacity: UInt8
    /// How the node's contents (and its flattened group, when it has one) combine with what is
    /// beneath (Core Animation's `compositingFilter`); a backdrop always replaces.
    package var blendMode: BlendMode
    /// A hidden node draws nothing, nor do its children.
    package var isHidden: Bool
    /// Whether children are clipped to the frame (to the shape, when the node has one).
    package var clipsToBounds: Bool
    /// The node's outline: its contents fill it (a layer's `cornerRadius` and `cornerCurve`).
    package var shape: NodeShape
    /// A mask layer (Core Animation's `mask`): its coverage multiplies the node's flattened
    /// subtree; nothing is drawn outside it.
    package var mask: PlacedMask?
    /// Children, bottom to top.
    package var children: [RenderNode]
    /// ``shape``'s coverage in ``frame`` when whoever built the node has already rasterized it
    /// (a view with shadows needs its outline): the compositor takes it while it is still that
    /// shape's at that frame (``outline``) instead of rasterizing the shape again.
    /// (Held by reference: a node is copied down the compositor's recursion, and stays small.)
    package var shapeCoverage: ShapeCoverage?

    package init(
        label: String, frame: PixelRect, contents: [RenderContent] = [], opacity: UInt8 = 255,
        blendMode: BlendMode = .normal,
        isHidden: Bool = false, clipsToBounds: Bool = false, shape: NodeShape = .rectangle, mask: PlacedMask? = nil,
        children: [RenderNode] = []
    ) {
        self.label = label
        self.frame = frame
        self.contents = contents
        self.opacity = opacity
        self.blendMode = blendMode
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.shape = shape
        self.mask = mask
        self.children = children
    }
}

/// A shape's coverage, rasterized once (``RenderNode/shapeCoverage``).
package final class ShapeCoverage: Sendable {
    package let shape: NodeShape
    package let mask: PlacedMask

    package init(shape: NodeShape, mask: PlacedMask) {
        self.shape = shape
        self.mask = mask
    }
}

extension RenderNode {
    /// The coverage of ``shape`` in ``frame``: ``shapeCoverage`` when it is that shape's at that
    /// frame, else rasterized now (``NodeShape/coverage(in:)``).
    package var outline: PlacedMask? {
        if let cached = shapeCoverage, cached.shape == shape, cached.mask.rect == frame { return cached.mask }
        return shape.coverage(in: frame)
    }

    /// The union of the frames of the node and all its descendants, hidden ones included: no
    /// pixel outside it is touched by ``Compositor/render(_:onto:)``.
    package var extent: PixelRect {
        let own = contents.reduce(frame) { rect, content in
            guard case let .mask(mask, _, x, y) = content else { return rect }
            return rect.union(PixelRect(x: x, y: y, width: mask.width, height: mask.height))
        }
        return children.reduce(own) { $0.union($1.extent) }
    }

    /// The same tree, every frame moved by (`dx`, `dy`) pixels: for rendering onto a band cut
    /// out of a larger canvas.
    package func offsetBy(dx: Int, dy: Int) -> RenderNode {
        var moved = self
        moved.frame = PixelRect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
        moved.contents = contents.map {
            guard case let .mask(mask, color, x, y) = $0 else { return $0 }
            return .mask(mask, color: color, x: x + dx, y: y + dy)
        }
        moved.mask = mask?.offsetBy(dx: dx, dy: dy)
        moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}

/// An image whose rows are each one colour (a vertical gradient), kept as a colour a row: it
/// is drawn as row fills (``RenderContent/rows(_:)``) where it is shown at its own size, and
/// made into pixels only where something asks for them.
package struct RowFills: ImageSource, Equatable {
    package let width: Int
    /// The premultiplied colour of each row, top to bottom.
    package let colors: [PremultipliedRGBA8]
    package var height: Int { colors.count }
    package var isOpaque: Bool { colors.allSatisfy { $0.a == 255 } }

    package init(width: Int, colors: [PremultipliedRGBA8]) {
        self.width = max(1, width)
        self.colors = colors.isEmpty ? [.clear] : colors
    }

    package func pixels(rows: [Int], columns: [Int]) throws -> Image {
        var image = try Image(width: max(1, columns.count), height: max(1, rows.count))
        for (y, row) in rows.enumerated() {
            let color = colors[row]
            for x in 0..<columns.count { image[x, y] = color }
        }
        return image
    }

    package func isEqual(to other: any ImageSource) -> Bool {
        guard let other = other as? RowFills else { return false }
        return self == other
    }
}
