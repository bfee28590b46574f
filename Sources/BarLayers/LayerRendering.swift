import Compositing
import Raster
import Typesetting
import Vector

extension Layer {
    /// The compositor's tree for this layer, at `scale`, placed with its superview's origin at
    /// (`originX`, `originY`) points on the screen. Images are sampled for the size at which
    /// their views draw them; an image decoded as it is drawn can fail to decode.
    ///
    /// `drawable` is the part of the screen that can be seen (pixels; nil: no bound): text and
    /// icons of more pixels than it are rasterized only inside it, so a glyph larger than the
    /// screen costs the screen's pixels (``MaskCache``). A shape that cannot be rasterized is
    /// an error, never left out.
    package func renderNode(scale: Int, originX: Double = 0, originY: Double = 0, drawable: PixelRect? = nil) throws
        -> RenderNode
    {
        let frameOnScreen = frame.pixels(scale: scale, originX: originX, originY: originY)
        let subviews = try children.map {
            try $0.renderNode(scale: scale, originX: originX + frame.x, originY: originY + frame.y, drawable: drawable)
        }
        if captureOmission != nil {
            // Left out by a layer capture: the view's own pixels go (nothing of them is built),
            // its subviews stay.
            return RenderNode(
                label: className, frame: frameOnScreen, contents: [], opacity: Fixed8.quantize(alpha),
                blendMode: compositingFilter, isHidden: isHidden, clipsToBounds: clipsToBounds,
                shape: shape.scaled(by: Double(scale)), children: subviews)
        }
        var contents: [RenderContent] = []
        switch effect {
        case let .barTintRecipe(recipe):
            contents.append(.fill(recipe.backing.premultiplied, source: recipe.backing))
            contents.append(.fill(recipe.grayscaleTint.premultiplied, source: recipe.grayscaleTint))
            if let color = backgroundColor {
                let alpha = Fixed8.quantize(recipe.tintAlpha)
                contents.append(
                    .fill(
                        color.premultiplied.scaled(by: alpha),
                        source: color.with(alpha: UInt8(Fixed8.multiply(Int(color.a), Int(alpha))))))
            }
        default:
            if let color = backgroundColor { contents.append(.fill(color.premultiplied, source: color)) }
        }
        // A backdrop is what the view is made of; what it draws (a glass capsule's rim) lies on
        // top of it.
        if case let .backdrop(settings) = effect {
            contents.append(.backdrop(BackdropFilter(stages: settings.stages.map { $0.filterStage(scale: scale) })))
            contents += settings.overlays.map { .fill($0.color.premultiplied, source: $0.color) }
        }
        // Colour glyphs (emoji) are pictures, not ink: each is drawn as an image in a child.
        var glyphNodes: [RenderNode] = []
        if let drawing {
            // The view's origin on the screen in pixels, unrounded: text and icons are placed
            // to the 1/256 pixel, as Core Text and Core Graphics place them.
            let (ox, oy) = ((originX + frame.x) * Double(scale), (originY + frame.y) * Double(scale))
            contents += try drawingContents(
                drawing, scale: scale, x: ox, y: oy, size: frameOnScreen, drawable: drawable)
            if case let .text(line, _, tx, baseline) = drawing {
                glyphNodes = try line.colorGlyphs(
                    scale: scale, x: ox + tx * Double(scale), y: oy + baseline * Double(scale)
                )
                .map { glyph in
                    RenderNode(
                        label: className + " emoji", frame: glyph.frame,
                        contents: [
                            .image(
                                try StretchedImage(glyph.image, width: glyph.frame.width, height: glyph.frame.height))
                        ])
                }
            }
        }
        var imageNode: RenderNode?
        if case let .bitmap(source, _) = image, !frameOnScreen.isEmpty {
            if let rows = source as? RowFills, contentMode == .scaleToFill, rows.width == frameOnScreen.width,
                rows.height == frameOnScreen.height
            {
                // A colour a row at its own size: filled a row at a time, no pixels made.
                contents.append(.rows(rows.colors))
            } else if contentMode == .scaleToFill {
                contents.append(
                    .image(try StretchedImage(source, width: frameOnScreen.width, height: frameOnScreen.height)))
            } else {
                // The image at its own size (its pixels are the screen's: an asset for the
                // device), fitted, filled or centred; drawn in a child clipped to the view.
                let fitted = Self.fit(source.width, source.height, into: frameOnScreen, mode: contentMode)
                imageNode = RenderNode(
                    label: className + " image", frame: fitted,
                    contents: [.image(try StretchedImage(source, width: fitted.width, height: fitted.height))])
            }
        }
        var node = RenderNode(
            label: className, frame: frameOnScreen, contents: contents, opacity: Fixed8.quantize(alpha),
            blendMode: compositingFilter,
            isHidden: isHidden, clipsToBounds: clipsToBounds || imageNode != nil,
            shape: shape.scaled(by: Double(scale)),
            children: (imageNode.map { [$0] } ?? []) + glyphNodes + subviews)
        guard !shadows.isEmpty, let outline = node.shape.coverage(in: frameOnScreen) else { return node }
        // The compositor draws the view in the same outline: it takes this one.
        node.shapeCoverage = ShapeCoverage(shape: node.shape, mask: outline)
        // The shadows are drawn beneath the view, in nodes of their own (the view's outline would
        // cut them); the view's alpha and hiding cover them all.
        let cast: [RenderNode] = shadows.compactMap { shadow in
            guard let shape = shadow.castShape(node.shape, in: frameOnScreen, scale: scale, outline: outline),
                let cast = shadow.dropShadow(scale: scale).coverage(of: shape, outline: outline)
            else { return nil }
            return RenderNode(
                label: className + " shadow", frame: cast.rect,
                contents: [.mask(cast.mask, color: shadow.color, x: cast.x, y: cast.y)])
        }
        let (opacity, hidden) = (node.opacity, node.isHidden)
        node.opacity = 255
        node.isHidden = false
        return RenderNode(
            label: className, frame: frameOnScreen, opacity: opacity, isHidden: hidden, children: cast + [node])
    }

    /// Where an image of `width × height` pixels goes in `frame` (pixels) for a content mode:
    /// scaled to fit inside, to cover, or at its own size, centred.
    static func fit(_ width: Int, _ height: Int, into frame: PixelRect, mode: ContentMode) -> PixelRect {
        let (w, h) = (Double(width), Double(height))
        let k: Double
        switch mode {
        case .scaleToFill: return frame
        case .scaleAspectFit: k = min(Double(frame.width) / w, Double(frame.height) / h)
        case .scaleAspectFill: k = max(Double(frame.width) / w, Double(frame.height) / h)
        case .center: k = 1
        }
        let dw = max(1, Int((w * k).rounded(.toNearestOrAwayFromZero))),
            dh = max(1, Int((h * k).rounded(.toNearestOrAwayFromZero)))
        return PixelRect(
            x: frame.x + (frame.width - dw) / 2, y: frame.y + (frame.height - dh) / 2, width: dw, height: dh)
    }

    /// The subviews depth-first in seed 003's format: `1: _UIBarBackground`, one space of
    /// indent per level below the first, each line followed by the properties that are set.
    public func treeDescription() -> String {
        var lines: [String] = []
        for child in children {
            child.forEachDescendant(depth: 1) { layer, depth in
                lines.append(
                    String(repeating: " ", count: depth - 1) + "\(depth): " + layer.className + layer.propertySummary)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `; frame = (0 -20; 375 64); alpha = 0.85; backgroundColor = #f8f8f8` and so on.
    public var propertySummary: String {
        var parts = ["frame = \(frame)"]
        if alpha != 1 { parts.append("alpha = \(PointRect.format(alpha))") }
        if isHidden { parts.append("hidden = YES") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        switch shape {
        case .rectangle: break
        case let .roundedRectangle(radius, curve):
            parts.append("cornerRadius = \(PointRect.format(radius)); cornerCurve = \(curve.rawValue)")
        case .capsule: parts.append("cornerConfiguration = capsule")
        case let .merged(shape):
            parts.append(
                "shape = \(shape.parts.count) merged (smoothing \(PointRect.format(shape.smoothing)))"
                    + (shape.ring.map { ", ring \(PointRect.format($0))" } ?? ""))
        }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor.hex)") }
        if let image { parts.append("image = \(image.label)") }
        if compositingFilter != .normal { parts.append("compositingFilter = \(compositingFilter.rawValue)") }
        if let drawing { parts.append(drawing.summary) }
        if contentMode != .scaleToFill { parts.append("contentMode = \(contentMode.rawValue)") }
        parts += shadows.map(\.summary)
        parts += notes
        if let captureOmission { parts.append("layer capture = left out (\(captureOmission))") }
        switch effect {
        case let .backdrop(settings)?:
            parts.append("effect = backdrop(\(settings.summary))")
        case let .barTintRecipe(r)?:
            parts.append(
                "effect = barTintRecipe(backing \(r.backing.hex), grayscale \(r.grayscaleTint.hex), tint alpha \(PointRect.format(r.tintAlpha)))"
            )
        case nil: break
        }
        return "; " + parts.joined(separator: "; ")
    }
}

extension Layer {
    /// The compositor's contents for what a view draws, its origin at (`x`, `y`) pixels.
    func drawingContents(
        _ drawing: LayerDrawing, scale: Int, x: Double, y: Double, size: PixelRect, drawable: PixelRect?
    ) throws -> [RenderContent] {
        let s = Double(scale)
        switch drawing {
        case let .text(line, color, tx, baseline):
            guard let placed = try line.mask(scale: scale, x: x + tx * s, y: y + baseline * s, within: drawable)
            else { return [] }
            return [.mask(placed.mask, color: color, x: placed.x, y: placed.y)]
        case let .icon(icon, path, color):
            guard
                let placed = try MaskCache.shared.mask(
                    of: IconKey(icon: icon, path: path), scale: scale, x: x, y: y, within: drawable,
                    path: { fx, fy in
                        path.scaled(s, dx: fx, dy: fy)
                    })
            else { return [] }
            return [.mask(placed.mask, color: color, x: placed.x, y: placed.y)]
        case let .symbol(glyph, color):
            guard
                let placed = try MaskCache.shared.mask(
                    of: glyph.path, scale: scale, x: x, y: y, within: drawable,
                    path: { fx, fy in glyph.path.scaled(s, dx: fx, dy: fy) })
            else { return [] }
            return [.mask(placed.mask, color: color, x: placed.x, y: placed.y)]
        case let .shapes(_, paths, colors):
            var contents: [RenderContent] = []
            for (path, color) in zip(paths, colors) {
                if let placed = try MaskCache.shared.mask(
                    of: path, scale: scale, x: x, y: y, within: drawable,
                    path: { fx, fy in path.scaled(s, dx: fx, dy: fy) })
                {
                    contents.append(.mask(placed.mask, color: color, x: placed.x, y: placed.y))
                }
            }
            return contents
        case let .original(image):
            guard case let .bitmap(source, _) = image.layerImage, !size.isEmpty else { return [] }
            return [.image(try StretchedImage(source, width: size.width, height: size.height))]
        case let .template(image, color):
            guard case let .bitmap(source, _) = image.layerImage, !size.isEmpty else { return [] }
            // The image's alpha, stretched over the view as UIKit stretches the image.
            let stretched = try StretchedImage(source, width: size.width, height: size.height)
            var canvas = try Image(width: size.width, height: size.height)
            canvas.draw(stretched, at: canvas.bounds, clip: canvas.bounds)
            let coverage = stride(from: 3, to: canvas.pixels.count, by: 4).map { canvas.pixels[$0] }
            return [
                .mask(
                    try AlphaMask(width: size.width, height: size.height, coverage: coverage), color: color, x: size.x,
                    y: size.y)
            ]
        }
    }
}

/// An icon's outline, as the mask cache knows it.
struct IconKey: Hashable, Sendable {
    let icon: Icon
    let path: Path
}
