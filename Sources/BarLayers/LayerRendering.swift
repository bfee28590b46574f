import Compositing
import Raster

extension Layer {
    /// The compositor's tree for this layer, at `scale`, placed with its superview's origin at
    /// (`originX`, `originY`) points on the screen.
    public func renderNode(scale: Int, originX: Double = 0, originY: Double = 0) -> RenderNode {
        let frameOnScreen = frame.pixels(scale: scale, originX: originX, originY: originY)
        var contents: [RenderContent] = []
        switch effect {
        case let .barTintRecipe(recipe):
            contents.append(.fill(recipe.backing.premultiplied, source: recipe.backing))
            contents.append(.fill(recipe.grayscaleTint.premultiplied, source: recipe.grayscaleTint))
            if let color = backgroundColor {
                let alpha = Fixed8.quantize(recipe.tintAlpha)
                contents.append(.fill(
                    color.premultiplied.scaled(by: alpha), source: color.with(alpha: UInt8(Fixed8.multiply(Int(color.a), Int(alpha))))))
            }
        default:
            if let color = backgroundColor { contents.append(.fill(color.premultiplied, source: color)) }
        }
        if case let .bitmap(image, _) = image { contents.append(.image(image)) }
        if case let .backdrop(settings) = effect {
            contents.append(.backdrop(BackdropFilter(
                boxWidth: BoxBlur.boxWidth(radiusPoints: settings.blurRadius, scale: scale),
                saturation: settings.saturationDeltaFactor)))
            if let tint = settings.grayscaleTint { contents.append(.fill(tint.premultiplied, source: tint)) }
        }
        return RenderNode(
            label: className, frame: frameOnScreen, contents: contents, opacity: Fixed8.quantize(alpha),
            isHidden: isHidden, clipsToBounds: clipsToBounds,
            children: children.map { $0.renderNode(scale: scale, originX: originX + frame.x, originY: originY + frame.y) })
    }

    /// The subviews depth-first in seed 003's format: `1: _UIBarBackground`, one space of
    /// indent per level below the first, each line followed by the properties that are set.
    public func treeDescription() -> String {
        var lines: [String] = []
        for child in children {
            child.forEachDescendant(depth: 1) { layer, depth in
                lines.append(String(repeating: " ", count: depth - 1) + "\(depth): " + layer.className + layer.propertySummary)
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
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor.hex)") }
        if let image { parts.append("image = \(image.label)") }
        switch effect {
        case let .backdrop(s)?:
            var text = "blur \(PointRect.format(s.blurRadius)) pt, saturation \(PointRect.format(s.saturationDeltaFactor))"
            if let tint = s.grayscaleTint { text += ", grayscale tint \(tint.hex)" }
            parts.append("effect = backdrop(\(text))")
        case let .barTintRecipe(r)?:
            parts.append(
                "effect = barTintRecipe(backing \(r.backing.hex), grayscale \(r.grayscaleTint.hex), tint alpha \(PointRect.format(r.tintAlpha)))")
        case nil: break
        }
        return "; " + parts.joined(separator: "; ")
    }
}
