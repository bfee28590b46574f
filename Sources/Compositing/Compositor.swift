import Raster

/// Composites a ``RenderNode`` tree over a canvas.
///
/// Design rules:
/// 1. Every drawing blends in 8-bit premultiplied RGBA, rounded by ``Raster/Fixed8``, with the
///    node's ``BlendMode`` (source-over unless told otherwise).
/// 2. A node with opacity < 1 and more than one thing to draw is rendered into its own
///    transparent group, then composited at its opacity, as CoreAnimation does for `alpha`.
/// 3. A backdrop captures what is visible beneath it at that moment: the canvas, with every
///    open group composited at its own opacity over it, cropped to the backdrop's frame, and
///    runs its filter's stages on the crop (``Filter``); a blur's edges are the crop's, extended
///    (UIImageEffects snapshots the view's own bounds).
/// 4. `clipsToBounds` clips children, never the node's own contents, to the node's frame, or to
///    its ``NodeShape`` when it has one (its children then drawn in an isolated group cut to
///    it).
/// 5. A node's shape cuts its own contents; its mask layer (``RenderNode/mask``) cuts its
///    flattened subtree. Both are groups in the model of vello_cpu's `push_layer(clip, blend,
///    opacity, mask)`: drawn into a transparent layer, composited through the coverage.
package enum Compositor {
    /// Renders `root` over `canvas`.
    package static func render(_ root: RenderNode, onto canvas: inout Image) {
        // The surface takes the canvas's buffer (swapped out, so drawing does not copy it).
        let bounds = canvas.bounds
        let base = Surface(image: exchange(&canvas, with: placeholder), opacity: 255)
        draw(root, stack: [base], clip: bounds, depth: 0, probe: nil)
        canvas = base.image
    }

    /// A 1×1 image held by a canvas while its pixels are being drawn on.
    private static let placeholder = try! Image(width: 1, height: 1)

    /// Renders `root` over `canvas` and reports, bottom to top, every step that touched the pixel
    /// (`x`, `y`): what each node drew there and the visible composite after it. The render is
    /// the same as ``render(_:onto:)``; the probe only reads.
    package static func render(_ root: RenderNode, onto canvas: inout Image, probing x: Int, _ y: Int)
        -> [CompositeStep]
    {
        let bounds = canvas.bounds
        let base = Surface(image: exchange(&canvas, with: placeholder), opacity: 255)
        let probe = Probe(x: x, y: y)
        draw(root, stack: [base], clip: bounds, depth: 0, probe: probe)
        canvas = base.image
        return probe.steps
    }

    /// Collects the steps at one pixel.
    final class Probe {
        let x: Int, y: Int
        var steps: [CompositeStep] = []
        init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }

        func covers(_ rect: PixelRect) -> Bool { rect.contains(x: x, y: y) }

        /// The pixel as it would appear now: the canvas with every open group over it.
        func visible(_ stack: [Surface]) -> PremultipliedRGBA8 {
            var value = stack[0].image[x, y]
            for surface in stack.dropFirst() {
                value = surface[x, y].scaled(by: surface.coverage?.coverage(atX: x, y: y) ?? 255)
                    .scaled(by: surface.opacity).blended(over: value, mode: surface.blendMode)
            }
            return value
        }

        func record(
            _ node: RenderNode, depth: Int, _ contribution: CompositeStep.Contribution, opacity: UInt8, stack: [Surface]
        ) {
            steps.append(
                CompositeStep(
                    label: node.label, depth: depth, contribution: contribution, opacity: opacity,
                    composite: visible(stack)))
        }
    }

    /// The canvas, or an open group: a transparent image composited, when it closes, at its
    /// opacity, with its blend mode, through its coverage (a shape or a mask layer; nil covers
    /// everything). A group's image holds only its `window` of the canvas, the part it can
    /// draw on (the clip it opened under, cut to its coverage's rectangle): a glass capsule's
    /// group is the capsule's size, not the screen's, which spares zeroing and paging in a
    /// screen-sized buffer for each.
    final class Surface {
        var image: Image
        /// The canvas rectangle the image covers (the image's origin is its top-left).
        let window: PixelRect
        let opacity: UInt8
        let blendMode: BlendMode
        let coverage: PlacedMask?
        /// Where something was drawn, in canvas pixels, within `window`.
        var dirty = PixelRect(x: 0, y: 0, width: 0, height: 0)
        init(image: Image, opacity: UInt8, blendMode: BlendMode = .normal, coverage: PlacedMask? = nil) {
            self.image = image
            window = image.bounds
            self.opacity = opacity
            self.blendMode = blendMode
            self.coverage = coverage
        }

        /// An empty group over the part of the canvas inside `clip` and `coverage`.
        init(clip: PixelRect, opacity: UInt8, blendMode: BlendMode, coverage: PlacedMask?) {
            window = coverage.map { clip.intersection($0.rect) } ?? clip
            // An empty window draws nothing; its image only has to exist.
            image = try! Image(width: max(1, window.width), height: max(1, window.height))
            self.opacity = opacity
            self.blendMode = blendMode
            self.coverage = coverage
        }

        /// `rect`, a canvas rectangle, in the image's pixels.
        func local(_ rect: PixelRect) -> PixelRect { rect.offsetBy(dx: -window.x, dy: -window.y) }

        /// `clip`, cut to the window, in the image's pixels: every write stays inside the window.
        func localClip(_ clip: PixelRect) -> PixelRect { local(clip.intersection(window)) }

        /// The pixel at canvas (`x`, `y`): transparent outside the window.
        subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
            window.contains(x: x, y: y) ? image[x - window.x, y - window.y] : .clear
        }

        /// Records that `rect` (canvas pixels) was drawn on.
        func drew(_ rect: PixelRect) { dirty = dirty.union(rect.intersection(window)) }
    }

    private static func draw(_ node: RenderNode, stack: [Surface], clip: PixelRect, depth: Int, probe: Probe?) {
        guard !node.isHidden, node.opacity != 0 else { return }
        let shape = node.shape.isRectangle ? nil : node.outline
        if let shape, node.mask == nil, fillShape(node, shape, stack: stack, clip: clip, depth: depth, probe: probe) {
            return
        }
        let simple = node.children.isEmpty && node.contents.count <= 1 && !node.contents.contains { $0.isBackdrop }
        // A mask layer, like opacity, applies to the flattened subtree.
        let grouped = (node.opacity != 255 && !simple) || node.mask != nil
        var stack = stack
        if grouped {
            stack.append(Surface(clip: clip, opacity: node.opacity, blendMode: node.blendMode, coverage: node.mask))
        }
        let contentOpacity = grouped ? 255 : node.opacity
        // Inside its own group a node draws normally; the group is blended as a whole.
        let blend = grouped ? BlendMode.normal : node.blendMode
        if let shape {
            // A shaped node's contents are drawn in a group cut to its outline.
            stack.append(Surface(clip: clip, opacity: contentOpacity, blendMode: blend, coverage: shape))
            drawContents(node, stack: stack, clip: clip, opacity: 255, blend: .normal, depth: depth, probe: probe)
            pop(node, &stack, depth: depth, probe: probe)
        } else {
            drawContents(
                node, stack: stack, clip: clip, opacity: contentOpacity, blend: blend, depth: depth, probe: probe)
        }
        let childClip = node.clipsToBounds ? clip.intersection(node.frame) : clip
        // Children clipped to a shape are drawn in a group cut to it (an isolated group, as
        // Core Animation renders a masked layer offscreen).
        let clipsToShape = node.clipsToBounds && shape != nil && !node.children.isEmpty
        if clipsToShape { stack.append(Surface(clip: childClip, opacity: 255, blendMode: .normal, coverage: shape)) }
        for child in node.children {
            draw(child, stack: stack, clip: childClip, depth: depth + 1, probe: probe)
        }
        if clipsToShape { pop(node, &stack, depth: depth, probe: probe) }
        if grouped { pop(node, &stack, depth: depth, probe: probe) }
    }

    /// Composites the top group of `stack` into the one beneath (at its opacity, with its blend
    /// mode, through its coverage) and removes it.
    private static func pop(_ node: RenderNode, _ stack: inout [Surface], depth: Int, probe: Probe?) {
        let group = stack.removeLast()
        let parent = stack[stack.count - 1]
        let area = group.dirty.intersection(group.coverage?.rect ?? group.dirty)
        guard !area.isEmpty, let piece = try? group.image.cropped(to: group.local(area)) else { return }
        let placed = parent.local(area)
        if let coverage = group.coverage {
            parent.image.composite(
                piece, x: placed.x, y: placed.y, opacity: group.opacity, clip: parent.localClip(area),
                blend: group.blendMode, coverage: coverage.offsetBy(dx: -parent.window.x, dy: -parent.window.y))
        } else {
            parent.image.composite(
                piece, x: placed.x, y: placed.y, opacity: group.opacity, clip: parent.localClip(area),
                blend: group.blendMode)
        }
        parent.drew(area)
        if let probe, probe.covers(area) {
            let value = group[probe.x, probe.y].scaled(
                by: group.coverage?.coverage(atX: probe.x, y: probe.y) ?? 255)
            probe.record(node, depth: depth, .group(value), opacity: group.opacity, stack: stack)
        }
    }

    /// A shaped node that fills its outline with one colour and has nothing else to draw: the
    /// outline's coverage filled in one step, which gives what the group cut to the outline
    /// gives (a test checks it byte for byte). False, having drawn nothing, for any other node.
    private static func fillShape(
        _ node: RenderNode, _ shape: PlacedMask, stack: [Surface], clip: PixelRect, depth: Int, probe: Probe?
    ) -> Bool {
        guard node.children.isEmpty, node.contents.count == 1, case let .fill(color, source) = node.contents[0] else {
            return false
        }
        let target = stack[stack.count - 1]
        target.image.draw(
            shape.mask, color: color, x: shape.x - target.window.x, y: shape.y - target.window.y,
            opacity: node.opacity, clip: target.localClip(clip), blend: node.blendMode)
        target.drew(shape.rect.intersection(clip))
        if let probe, probe.covers(node.frame.intersection(clip)) {
            let coverage = shape.coverage(atX: probe.x, y: probe.y)
            probe.record(
                node, depth: depth, .fill(color.scaled(by: coverage), source: source), opacity: node.opacity,
                stack: stack)
        }
        return true
    }

    /// Draws a node's own contents, in order, onto the top of `stack`.
    private static func drawContents(
        _ node: RenderNode, stack: [Surface], clip: PixelRect, opacity contentOpacity: UInt8, blend: BlendMode,
        depth: Int, probe: Probe?
    ) {
        let target = stack[stack.count - 1]
        let area = node.frame.intersection(clip)
        let probed = probe.map { $0.covers(area) } ?? false
        if probed && node.contents.isEmpty {
            probe!.record(node, depth: depth, .nothing, opacity: contentOpacity, stack: stack)
        }
        for content in node.contents {
            // A mask draws where its ink is, which may reach past the frame.
            if case .mask = content {} else { guard !area.isEmpty else { continue } }
            switch content {
            case let .fill(color, source):
                target.image.fill(
                    target.local(node.frame), with: color.scaled(by: contentOpacity), clip: target.localClip(clip),
                    blend: blend)
                if probed {
                    probe!.record(
                        node, depth: depth, .fill(color, source: source), opacity: contentOpacity, stack: stack)
                }
            case let .rows(colors):
                // Each row a fill: the same blend, pixel for pixel, as the image these rows make.
                let local = target.local(node.frame), rowClip = target.localClip(clip)
                for (index, color) in colors.enumerated() where index < local.height {
                    target.image.fill(
                        PixelRect(x: local.x, y: local.y + index, width: local.width, height: 1),
                        with: color.scaled(by: contentOpacity), clip: rowClip, blend: blend)
                }
                if let probe, probed, colors.indices.contains(probe.y - node.frame.y) {
                    probe.record(
                        node, depth: depth, .image(colors[probe.y - node.frame.y]), opacity: contentOpacity,
                        stack: stack)
                }
            case let .image(image):
                target.image.draw(
                    image, at: target.local(node.frame), opacity: contentOpacity, clip: target.localClip(clip),
                    blend: blend)
                if let probe, probed {
                    // The sample the image contributed: the same drawing, alone, at that pixel.
                    var alone = try! Image(width: stack[0].image.width, height: stack[0].image.height)
                    alone.draw(image, at: node.frame, clip: PixelRect(x: probe.x, y: probe.y, width: 1, height: 1))
                    probe.record(
                        node, depth: depth, .image(alone[probe.x, probe.y]), opacity: contentOpacity, stack: stack)
                }
            case let .mask(mask, color, x, y):
                target.image.draw(
                    mask, color: color.premultiplied, x: x - target.window.x, y: y - target.window.y,
                    opacity: contentOpacity, clip: target.localClip(clip), blend: blend)
                if let probe,
                    probe.covers(PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(clip))
                {
                    let (mx, my) = (probe.x - x, probe.y - y)
                    let coverage = mask.bounds.contains(x: mx, y: my) ? mask[mx, my] : 0
                    probe.record(
                        node, depth: depth, .mask(coverage: coverage, color: color), opacity: contentOpacity,
                        stack: stack)
                }
            case let .backdrop(filter):
                if probe == nil, contentOpacity == 255, stack.count == 1,
                    filterInPlace(target, rect: node.frame, clip: clip, filter: filter)
                {
                    // Done where it lies: what the backdrop draws replaces what it covers.
                } else if let (captured, placed, values) = capture(
                    stack: stack, rect: node.frame, filter: filter, probe: probe)
                {
                    let local = target.local(placed)
                    target.image.composite(
                        captured, x: local.x, y: local.y, opacity: contentOpacity, clip: target.localClip(clip))
                    if let probe, probed, let values {
                        let value = captured[probe.x - placed.x, probe.y - placed.y]
                        probe.record(
                            node, depth: depth,
                            .backdrop(
                                value, stages: zip(filter.stages, values).map { FilterStep(stage: $0, value: $1) }),
                            opacity: contentOpacity, stack: stack)
                    }
                }
            }
            if case let .mask(mask, _, x, y) = content {
                target.drew(PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(clip))
            } else {
                target.drew(area)
            }
        }
    }

    /// Filters the canvas under `rect` where it lies, when that gives what drawing the
    /// captured backdrop over it would: the canvas there is opaque (so the filtered pixels are
    /// opaque too and, drawn at full opacity, replace what was beneath) and all of it lies
    /// inside `clip`. Returns false, having changed nothing, otherwise. The caller makes sure
    /// that the canvas is all that is visible (no open group) and that the backdrop is drawn at
    /// full opacity. This spares a bar's backdrop the crop copied out, a second buffer and the
    /// copy back: the same pixels, as a test checks against ``capture(stack:rect:filter:probe:)``.
    static func filterInPlace(_ surface: Surface, rect: PixelRect, clip: PixelRect, filter: BackdropFilter) -> Bool {
        let area = rect.intersection(surface.image.bounds)
        guard !area.isEmpty, area.intersection(clip) == area, surface.image.isOpaque(in: area) else { return false }
        Filter.apply(filter.stages, to: &surface.image, in: area)
        return true
    }

    /// The backdrop a tree draws first, when drawing it over an opaque canvas is filtering its
    /// rectangle in place (see ``filterInPlace(_:rect:clip:filter:)``): it is the tree's first
    /// backdrop and the first thing its node draws; nothing drawn before it (in the tree's
    /// order) touches its rectangle; neither it nor any node above it is hidden or below full
    /// opacity; and its frame's part of the canvas lies inside the clip its ancestors set. Over
    /// a canvas opaque in ``LeadingBackdrop/area``, blurring and saturating that area in place
    /// (``BoxBlur``, ``Saturation``) and then rendering ``LeadingBackdrop/rest`` gives exactly
    /// what rendering `root` gives, so the filtering can start before the whole canvas is there
    /// (rows still being decoded). Nil when any of this does not hold.
    package static func leadingBackdrop(of root: RenderNode, in bounds: PixelRect) -> LeadingBackdrop? {
        enum Walk { case nothingYet, blocked, found(path: [Int], area: PixelRect, filter: BackdropFilter) }
        // Where the nodes visited so far draw.
        var drawn: [PixelRect] = []
        func visit(_ node: RenderNode, clip: PixelRect, path: [Int], inGroup: Bool) -> Walk {
            guard !node.isHidden, node.opacity != 0 else { return .nothingYet }
            // A shape or a mask layer draws through a group too.
            let grouped = inGroup || node.opacity != 255 || !node.shape.isRectangle || node.mask != nil
            let area = node.frame.intersection(clip)
            if !node.contents.isEmpty, !area.isEmpty {
                if !grouped, case let .backdrop(filter) = node.contents[0] {
                    let filtered = node.frame.intersection(bounds)
                    guard filtered.intersection(clip) == filtered,
                        drawn.allSatisfy({ $0.intersection(filtered).isEmpty })
                    else { return .blocked }
                    return .found(path: path, area: filtered, filter: filter)
                }
                if node.contents.contains(where: { $0.isBackdrop }) { return .blocked }
                drawn.append(area)
            }
            let childClip = node.clipsToBounds ? clip.intersection(node.frame) : clip
            for (index, child) in node.children.enumerated() {
                let walk = visit(child, clip: childClip, path: path + [index], inGroup: grouped)
                if case .nothingYet = walk { continue }
                return walk
            }
            return .nothingYet
        }
        guard case let .found(path, area, filter) = visit(root, clip: bounds, path: [], inGroup: false) else {
            return nil
        }
        func removingBackdrop(_ node: RenderNode, at path: ArraySlice<Int>) -> RenderNode {
            var node = node
            if let index = path.first {
                node.children[index] = removingBackdrop(node.children[index], at: path.dropFirst())
            } else {
                node.contents.removeFirst()
            }
            return node
        }
        return LeadingBackdrop(rest: removingBackdrop(root, at: path[...]), area: area, filter: filter)
    }

    /// What is visible beneath, over `rect` (the part of it on the canvas, `placed`), run
    /// through `filter`; with a probe inside it, the probed pixel after each stage too.
    static func capture(stack: [Surface], rect: PixelRect, filter: BackdropFilter, probe: Probe?)
        -> (image: Image, placed: PixelRect, probed: [PremultipliedRGBA8]?)?
    {
        let area = rect.intersection(stack[0].image.bounds)
        guard !area.isEmpty, var beneath = try? stack[0].image.cropped(to: area) else { return nil }
        for surface in stack.dropFirst() {
            // Only where the group drew: elsewhere it is transparent, which no blend mode
            // changes anything with.
            let overlap = surface.dirty.intersection(area)
            guard !overlap.isEmpty, let piece = try? surface.image.cropped(to: surface.local(overlap)) else { continue }
            let (dx, dy) = (overlap.x - area.x, overlap.y - area.y)
            if let coverage = surface.coverage {
                beneath.composite(
                    piece, x: dx, y: dy, opacity: surface.opacity, clip: beneath.bounds, blend: surface.blendMode,
                    coverage: coverage.offsetBy(dx: -area.x, dy: -area.y))
            } else {
                beneath.composite(
                    piece, x: dx, y: dy, opacity: surface.opacity, clip: beneath.bounds, blend: surface.blendMode)
            }
        }
        if let probe, area.contains(x: probe.x, y: probe.y) {
            let values = Filter.apply(
                filter.stages, to: &beneath, in: beneath.bounds, probing: probe.x - area.x, probe.y - area.y)
            return (beneath, area, values)
        }
        Filter.apply(filter.stages, to: &beneath, in: beneath.bounds)
        return (beneath, area, nil)
    }
}

/// A tree's first drawing, a backdrop that filters its area in place (see
/// ``Compositor/leadingBackdrop(of:in:)``), and the rest of the tree.
package struct LeadingBackdrop: Sendable {
    /// The tree without the backdrop: its node keeps its frame, its other contents and its
    /// children.
    package let rest: RenderNode
    /// The canvas rectangle the backdrop blurs and saturates.
    package let area: PixelRect
    package let filter: BackdropFilter
}

extension RenderNode {
    /// Whether the node or any node below it draws a backdrop (hidden ones included): the one
    /// drawing that reads pixels beyond its own, so the only one a tree cannot be drawn band by
    /// band with.
    package var drawsBackdrop: Bool {
        contents.contains { $0.isBackdrop } || children.contains { $0.drawsBackdrop }
    }
}

extension RenderContent {
    var isBackdrop: Bool {
        if case .backdrop = self { return true }
        return false
    }
}

/// One stage of a backdrop's filter at a probed pixel, and the pixel after it.
package struct FilterStep: Sendable, Equatable {
    package let stage: FilterStage
    package let value: PremultipliedRGBA8
}

/// One step of a render at a probed pixel (see ``Compositor/render(_:onto:probing:_:)``).
package struct CompositeStep: Sendable, Equatable {
    /// What the node put at the pixel.
    package enum Contribution: Sendable, Equatable {
        /// The node covers the pixel but draws nothing itself (a container).
        case nothing
        /// A solid colour (premultiplied, before the node's opacity), and the straight colour it
        /// was made from when known.
        case fill(PremultipliedRGBA8, source: RGBA8?)
        /// The image's sample at the pixel (premultiplied, before the node's opacity).
        case image(PremultipliedRGBA8)
        /// The content beneath, run through the filter, at the pixel: the final value and the
        /// value after each stage.
        case backdrop(PremultipliedRGBA8, stages: [FilterStep])
        /// A coverage mask's coverage at the pixel and the colour it fills with.
        case mask(coverage: UInt8, color: RGBA8)
        /// The node's subtree, flattened in its own group, composited at the node's opacity.
        case group(PremultipliedRGBA8)
    }

    /// The node's label (its UIKit class name).
    package let label: String
    /// Depth in the tree, 0 for the root.
    package let depth: Int
    package let contribution: Contribution
    /// The opacity the contribution was drawn with (the node's alpha, or 1 inside its own group).
    package let opacity: UInt8
    /// The pixel as it would be seen after this step (open groups flattened over the canvas).
    package let composite: PremultipliedRGBA8
}
