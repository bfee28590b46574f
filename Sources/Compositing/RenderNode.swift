import Raster

/// What a backdrop layer does to the content beneath it.
public struct BackdropFilter: Hashable, Sendable {
    /// Odd box width in device pixels (see ``BoxBlur/boxWidth(radiusPoints:scale:)``).
    public var boxWidth: Int
    /// Saturation factor applied after the blur; 1 leaves colours unchanged.
    public var saturation: Double

    public init(boxWidth: Int, saturation: Double) {
        self.boxWidth = boxWidth
        self.saturation = saturation
    }
}

/// One item a node draws over its frame, in order, before its children.
public enum RenderContent: Sendable {
    /// A solid colour (premultiplied; a view's `backgroundColor`, or a filter layer's colour),
    /// with the straight colour it came from for reports (premultiplying rounds it).
    case fill(PremultipliedRGBA8, source: RGBA8? = nil)
    /// An image stretched over the frame.
    case image(Image)
    /// The content beneath the node, captured over the node's frame, blurred and saturated.
    case backdrop(BackdropFilter)
}

/// A node of the compositor's tree, in absolute device pixels. The layer tree (points, UIKit
/// class names) is turned into these by the layer module; the compositor knows nothing of UIKit.
public struct RenderNode: Sendable {
    /// A label for reports (the UIKit class name).
    public var label: String
    /// The node's frame on the canvas, in device pixels.
    public var frame: PixelRect
    /// What the node draws over its frame, bottom to top.
    public var contents: [RenderContent]
    /// The node's opacity, applied to the node and its whole subtree as one group (UIKit's
    /// `alpha`, which CoreAnimation applies to the flattened layer subtree).
    public var opacity: UInt8
    /// A hidden node draws nothing, nor do its children.
    public var isHidden: Bool
    /// Whether children are clipped to the frame.
    public var clipsToBounds: Bool
    /// Children, bottom to top.
    public var children: [RenderNode]

    public init(
        label: String, frame: PixelRect, contents: [RenderContent] = [], opacity: UInt8 = 255,
        isHidden: Bool = false, clipsToBounds: Bool = false, children: [RenderNode] = []
    ) {
        self.label = label
        self.frame = frame
        self.contents = contents
        self.opacity = opacity
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.children = children
    }
}

extension RenderNode {
    /// The union of the frames of the node and all its descendants, hidden ones included: no
    /// pixel outside it is touched by ``Compositor/render(_:onto:)``.
    public var extent: PixelRect {
        children.reduce(frame) { $0.union($1.extent) }
    }

    /// The same tree, every frame moved by (`dx`, `dy`) pixels: for rendering onto a band cut
    /// out of a larger canvas.
    public func offsetBy(dx: Int, dy: Int) -> RenderNode {
        var moved = self
        moved.frame = PixelRect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
        moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}
