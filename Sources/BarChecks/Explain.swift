import BarLayers
import BarScene
import ColorDisplay
import Compositing
import Raster

/// Why a pixel of a rendered scene has its value: every layer that covers it, bottom to top,
/// what it contributed and the running composite, then the sRGB and display values. This is
/// what seed 000 worked out by hand in lldb.
public struct Explanation: Sendable {
    /// One row: a layer and the composite after it.
    public struct Row: Sendable, Equatable {
        public let depth: Int
        public let layer: String
        public let contribution: String
        /// The visible value after this layer (straight sRGB).
        public let composite: RGBA8
    }

    public let x: Int
    public let y: Int
    public let rows: [Row]
    /// The final sRGB value: what `pick` reads on the rendered PNG.
    public let final: RGBA8
    /// The display's name and the value it shows.
    public let displayName: String
    public let displayed: RGBA8

    /// Explains pixel (x, y) (device pixels) of `scene` as shown on `display`.
    public static func explain(_ scene: Scene, x: Int, y: Int, display: Display) throws -> Explanation {
        guard scene.transition == nil else {
            throw CheckError(
                "\(scene.source): transition: explain reads a still screen; remove the transition (set the bar as it is at that moment), or render frames and pick them")
        }
        var canvas = try SceneRenderer.contentImage(for: scene)
        guard canvas.bounds.contains(x: x, y: y) else {
            throw CheckError(
                "\(scene.source): pixel (\(x), \(y)) is outside the \(canvas.width)×\(canvas.height) screen; use x in 0…\(canvas.width - 1) and y in 0…\(canvas.height - 1)")
        }
        let content = canvas[x, y].straight
        // Every bar in drawing order (navigation bar, toolbar, tab bar), as `render` draws them.
        var steps: [CompositeStep] = []
        for bar in try scene.barLayers() {
            steps += Compositor.render(bar.renderNode(scale: scene.device.scale), onto: &canvas, probing: x, y)
        }
        var rows = [Row(depth: 0, layer: "content", contribution: describeContent(scene.content, content), composite: content)]
        rows += steps.map { step in
            Row(depth: step.depth + 1, layer: step.label, contribution: describe(step), composite: step.composite.straight)
        }
        let final = canvas[x, y].straight
        return Explanation(x: x, y: y, rows: rows, final: final, displayName: display.name, displayed: display.show(final))
    }

    static func describeContent(_ content: SceneContent, _ value: RGBA8) -> String {
        switch content {
        case .color: return "screen colour \(value.hex)"
        case let .image(_, path): return "content image \(path): \(value.hex)"
        case let .png(file): return "content image \(file.label): \(value.hex)"
        case .list: return "list screen: \(value.hex)"
        }
    }

    /// Alpha as UIKit writes it, to three decimals.
    static func alpha(_ a: Int) -> String { formatDecimal(Double(a) / 255, places: 3, trimZeros: true) }

    static func describe(_ step: CompositeStep) -> String {
        let viewAlpha = step.opacity == 255 ? "" : ", view alpha \(alpha(Int(step.opacity)))"
        switch step.contribution {
        case .nothing:
            return "nothing (a container)"
        case let .fill(color, source):
            // The colour as set (premultiplying rounds it), and the alpha it is drawn with.
            let straight = source ?? color.straight
            let effective = Fixed8.multiply(Int(straight.a), Int(step.opacity))
            return "fill \(straight.with(alpha: 255).hex) at alpha \(alpha(effective))"
                + (straight.a == 255 ? "" : " (colour alpha \(alpha(Int(straight.a))))") + viewAlpha
        case let .image(sample):
            let effective = Fixed8.multiply(Int(sample.a), Int(step.opacity))
            return "image pixel \(sample.straight.with(alpha: 255).hex) at alpha \(alpha(effective))" + viewAlpha
        case let .backdrop(value, filter):
            return "content beneath, box-blurred 3 × \(filter.boxWidth) px and saturated × \(formatDecimal(filter.saturation, places: 2, trimZeros: true)): \(value.straight.hex)" + viewAlpha
        case let .group(value):
            return "its subtree flattened (\(value.straight.hex)) composited at alpha \(alpha(Int(step.opacity)))"
        }
    }

    /// A table for a terminal, ending with the sRGB and display values.
    public var text: String {
        var table = [["layer", "contributes", "composite"]]
        for row in rows {
            table.append([String(repeating: " ", count: row.depth) + row.layer, row.contribution, row.composite.hex])
        }
        var lines = [formatTable(table)]
        lines.append("final sRGB \(final.hex)")
        lines.append("display (\(displayName)) \(displayed.hex)")
        return lines.joined(separator: "\n")
    }

    /// `{"x", "y", "layers": [{"depth", "layer", "contributes", "composite"}], "srgb", "display", "displayName"}`.
    public var json: String {
        let layers = rows.map {
            "{\"depth\": \($0.depth), \"layer\": \"\(jsonEscape($0.layer))\", \"contributes\": \"\(jsonEscape($0.contribution))\", \"composite\": \"\($0.composite.hex)\"}"
        }
        return "{\"x\": \(x), \"y\": \(y), \"layers\": [\(layers.joined(separator: ", "))], \"srgb\": \"\(final.hex)\", \"display\": \"\(displayed.hex)\", \"displayName\": \"\(jsonEscape(displayName))\"}"
    }
}

/// Escapes text for a JSON string.
func jsonEscape(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
        switch c {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
            if c.value < 0x20 {
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(c)
            }
        }
    }
    return out
}
