import Raster

/// Composites a ``RenderNode`` tree over a canvas.
///
/// Design rules:
/// 1. Source-over everywhere, in 8-bit premultiplied RGBA, rounded by ``Raster/Fixed8``.
/// 2. A node with opacity < 1 and more than one thing to draw is rendered into its own
///    transparent group, then composited at its opacity, as CoreAnimation does for `alpha`.
/// 3. A backdrop captures what is visible beneath it at that moment: the canvas, with every
///    open group composited at its own opacity over it, cropped to the backdrop's frame. The
///    crop is blurred with edges extended (UIImageEffects snapshots the view's own bounds).
/// 4. `clipsToBounds` clips children, never the node's own contents.
public enum Compositor {
    /// Renders `root` over `canvas`.
    public static func render(_ root: RenderNode, onto canvas: inout Image) {
        let base = Surface(image: canvas, opacity: 255)
        draw(root, stack: [base], clip: canvas.bounds)
        canvas = base.image
    }

    final class Surface {
        var image: Image
        let opacity: UInt8
        var dirty = PixelRect(x: 0, y: 0, width: 0, height: 0)
        init(image: Image, opacity: UInt8) {
            self.image = image
            self.opacity = opacity
        }
    }

    private static func draw(_ node: RenderNode, stack: [Surface], clip: PixelRect) {
        guard !node.isHidden, node.opacity != 0 else { return }
        let simple = node.children.isEmpty && node.contents.count <= 1 && !node.contents.contains { $0.isBackdrop }
        let grouped = node.opacity != 255 && !simple
        var stack = stack
        if grouped {
            let canvas = stack[0].image
            stack.append(Surface(image: try! Image(width: canvas.width, height: canvas.height), opacity: node.opacity))
        }
        let target = stack[stack.count - 1]
        let contentOpacity = grouped ? 255 : node.opacity
        for content in node.contents {
            let area = node.frame.intersection(clip)
            guard !area.isEmpty else { continue }
            switch content {
            case let .fill(color):
                target.image.fill(node.frame, with: color.scaled(by: contentOpacity), clip: clip)
            case let .image(image):
                target.image.drawScaled(image, into: node.frame, opacity: contentOpacity, clip: clip)
            case let .backdrop(filter):
                if let captured = capture(stack: stack, rect: node.frame, filter: filter) {
                    let placed = node.frame.intersection(stack[0].image.bounds)
                    target.image.composite(captured, x: placed.x, y: placed.y, opacity: contentOpacity, clip: clip)
                }
            }
            target.dirty = target.dirty.union(area)
        }
        let childClip = node.clipsToBounds ? clip.intersection(node.frame) : clip
        for child in node.children {
            draw(child, stack: stack, clip: childClip)
        }
        if grouped {
            let group = stack.removeLast()
            let parent = stack[stack.count - 1]
            let area = group.dirty
            if !area.isEmpty, let piece = try? group.image.cropped(to: area) {
                parent.image.composite(piece, x: area.x, y: area.y, opacity: group.opacity, clip: area)
                parent.dirty = parent.dirty.union(area)
            }
        }
    }

    /// What is visible beneath, over `rect`, blurred and saturated by `filter`.
    static func capture(stack: [Surface], rect: PixelRect, filter: BackdropFilter) -> Image? {
        let area = rect.intersection(stack[0].image.bounds)
        guard !area.isEmpty, var beneath = try? stack[0].image.cropped(to: area) else { return nil }
        for surface in stack.dropFirst() {
            let overlap = surface.dirty.intersection(area)
            guard !overlap.isEmpty, let piece = try? surface.image.cropped(to: area) else { continue }
            beneath.composite(piece, x: 0, y: 0, opacity: surface.opacity, clip: beneath.bounds)
        }
        BoxBlur.blur(&beneath, boxWidth: filter.boxWidth)
        Saturation.apply(&beneath, factor: filter.saturation)
        return beneath
    }
}

extension RenderContent {
    var isBackdrop: Bool {
        if case .backdrop = self { return true }
        return false
    }
}
