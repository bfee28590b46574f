import BarScopeSupport
import BarLayers
import BarScene
import ColorDisplay
import Compositing
import Raster

/// Why a pixel of a rendered scene has its value: every layer that covers it, bottom to top,
/// what it contributed and the running composite, then the sRGB and display values. This is
/// what seed 000 worked out by hand in lldb.
public struct Explanation: Sendable, Encodable {
    /// One row: a layer and the composite after it.
    public struct Row: Sendable, Equatable, Encodable {
        public let depth: Int
        /// The UIKit class name (or `content`).
        public let layer: String
        /// What kind of drawing the row is: `content`, `container`, `fill`, `image`, `mask`,
        /// `backdrop` or `group`.
        public let kind: String
        /// What the layer put at the pixel, in words.
        public let contribution: String
        /// The visible value after this layer (straight sRGB).
        public let composite: RGBA8
        /// For a backdrop: each stage of its filter and the pixel after it.
        public let stages: [Stage]?

        public init(
            depth: Int, layer: String, kind: String, contribution: String, composite: RGBA8, stages: [Stage]? = nil
        ) {
            self.depth = depth
            self.layer = layer
            self.kind = kind
            self.contribution = contribution
            self.composite = composite
            self.stages = stages
        }

        enum CodingKeys: String, CodingKey { case depth, layer, kind, contribution = "contributes", composite, stages }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(depth, forKey: .depth)
            try c.encode(layer, forKey: .layer)
            try c.encode(kind, forKey: .kind)
            try c.encode(contribution, forKey: .contribution)
            try c.encode(composite.hex, forKey: .composite)
            try c.encodeIfPresent(stages, forKey: .stages)
        }
    }

    /// One stage of a backdrop's filter at the pixel.
    public struct Stage: Sendable, Equatable, Encodable {
        /// The stage in words (`box-blurred 3 × 75 px`).
        public let stage: String
        /// The pixel after it (straight sRGB).
        public let value: String
    }

    public let x: Int
    public let y: Int
    /// What decided the bars before any pixel (iOS 13+): each bar's appearance and why, what the
    /// legacy properties gave, what was ignored. `UINavigationBar: appearance = …`.
    public let notes: [String]
    public let rows: [Row]
    /// The final sRGB value: what `pick` reads on the rendered PNG.
    public let final: RGBA8
    /// The display's name and the value it shows.
    public let displayName: String
    public let displayed: RGBA8

    enum CodingKeys: String, CodingKey { case x, y, notes, layers, srgb, display, displayName }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(x, forKey: .x)
        try c.encode(y, forKey: .y)
        if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
        try c.encode(rows, forKey: .layers)
        try c.encode(final.hex, forKey: .srgb)
        try c.encode(displayed.hex, forKey: .display)
        try c.encode(displayName, forKey: .displayName)
    }

    /// Explains pixel (x, y) (device pixels) of `scene` as shown on `display`.
    package static func explain(_ given: Scene, x: Int, y: Int, display: Display) throws -> Explanation {
        // A region is a cut of the screen: the pixel is the screen's, one column's strip or not.
        var scene = given
        scene.regionColumn = nil
        guard scene.transition == nil else {
            throw CheckError(
                "\(scene.source): transition: explain reads a still screen; remove the transition (set the bar as it is at that moment), or render frames and pick them"
            )
        }
        var canvas = try SceneRenderer.contentImage(for: scene)
        guard canvas.bounds.contains(x: x, y: y) else {
            throw CheckError(
                "\(scene.source): pixel (\(x), \(y)) is outside the \(canvas.width)×\(canvas.height) screen; use x in 0…\(canvas.width - 1) and y in 0…\(canvas.height - 1)",
                code: .outOfBounds)
        }
        let content = canvas[x, y].straight
        // Every bar in drawing order (the glass views, navigation bar, toolbar, tab bar), as
        // `render` draws them.
        var steps: [CompositeStep] = []
        let scale = Double(scene.device.scale)
        // A split view's or a tab sidebar's columns: the notes of the column under the pixel,
        // the nodes of every column (``SceneRenderer/barsAt(_:x:)``).
        let (bars, nodes) = try SceneRenderer.barsAt(scene, x: (Double(x) + 0.5) / scale)
        let notes =
            bars.flatMap { bar in bar.notes.map { "\(bar.className): \($0)" } }
            + bars.flatMap { bar in
                bar.children.flatMap {
                    notesUnder(
                        $0, x: (Double(x) + 0.5) / scale - bar.frame.x, y: (Double(y) + 0.5) / scale - bar.frame.y)
                }
            }
        for bar in nodes {
            steps += Compositor.render(bar, onto: &canvas, probing: x, y)
        }
        var rows = [
            Row(
                depth: 0, layer: "content", kind: "content", contribution: describeContent(scene.content, content),
                composite: content)
        ]
        rows += steps.map { step in
            Row(
                depth: step.depth + 1, layer: step.label, kind: kind(step.contribution), contribution: describe(step),
                composite: step.composite.straight,
                stages: stages(step.contribution))
        }
        let final = canvas[x, y].straight
        return Explanation(
            x: x, y: y, notes: notes, rows: rows, final: final, displayName: display.name,
            displayed: display.show(final))
    }

    /// The notes of the views below a bar whose frames hold the point (`x`, `y`, in the
    /// parent's coordinates): what `tree` says of a view under the pixel (a disabled button's
    /// `enabled = NO`).
    static func notesUnder(_ layer: Layer, x: Double, y: Double) -> [String] {
        let f = layer.frame
        guard x >= f.x, x < f.x + f.width, y >= f.y, y < f.y + f.height else { return [] }
        return layer.notes.map { "\(layer.className): \($0)" }
            + layer.children.flatMap { notesUnder($0, x: x - f.x, y: y - f.y) }
    }

    static func describeContent(_ content: SceneContent, _ value: RGBA8) -> String {
        switch content {
        case .color: return "screen colour \(value.hex)"
        // Paths with their control characters written out: no file name forges a line.
        case let .image(_, path): return "content image \(MessageText.escapingControls(path)): \(value.hex)"
        case let .png(file): return "content image \(MessageText.escapingControls(file.label)): \(value.hex)"
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
        case let .mask(coverage, color):
            let effective = Fixed8.multiply(Fixed8.multiply(Int(color.a), Int(coverage)), Int(step.opacity))
            return "mask coverage \(alpha(Int(coverage))) of \(color.with(alpha: 255).hex) at alpha \(alpha(effective))"
                + viewAlpha
        case let .backdrop(value, stages):
            return "content beneath, \(listed(stages.map(\.stage.summary))): \(value.straight.hex)" + viewAlpha
        case let .group(value):
            return "its subtree flattened (\(value.straight.hex)) composited at alpha \(alpha(Int(step.opacity)))"
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "unchanged" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    static func kind(_ contribution: CompositeStep.Contribution) -> String {
        switch contribution {
        case .nothing: return "container"
        case .fill: return "fill"
        case .image: return "image"
        case .mask: return "mask"
        case .backdrop: return "backdrop"
        case .group: return "group"
        }
    }

    static func stages(_ contribution: CompositeStep.Contribution) -> [Stage]? {
        guard case let .backdrop(_, steps) = contribution else { return nil }
        return steps.map { Stage(stage: $0.stage.summary, value: $0.value.straight.hex) }
    }

    /// A table for a terminal, ending with the sRGB and display values.
    public var text: String {
        var table = [["layer", "contributes", "composite"]]
        for row in rows {
            table.append([String(repeating: " ", count: row.depth) + row.layer, row.contribution, row.composite.hex])
        }
        var lines = notes + [formatTable(table)]
        lines.append("final sRGB \(final.hex)")
        lines.append("display (\(displayName)) \(displayed.hex)")
        return lines.joined(separator: "\n")
    }

    /// `{"x", "y", "notes"?, "layers": [{"depth", "layer", "kind", "contributes", "composite", "stages"?}], "srgb",
    /// "display", "displayName"}`.
    public var json: String {
        // Every value encodes (strings and numbers only).
        try! JSONText.encode(self)
    }
}

extension Explanation {
    /// The topmost row that changed the pixel (its composite differs from the row's below it):
    /// the layer a changed value comes from.
    var lastChange: Row? {
        var last: Row?, below: RGBA8?
        for row in rows {
            if row.composite != below { last = row }
            below = row.composite
        }
        return last
    }
}
