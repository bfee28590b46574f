import BarLayers
import Compositing
import FrameRendering
import Raster
import RasterPNG

/// Renders scenes: turns a scene into a `Frame` (its content, the bars' tree, the rows its
/// region wants) and hands it to `FrameRenderer`, which makes every picture.
public enum SceneRenderer {
    /// The frames of a still scene (one without a transition), top to bottom: the whole screen,
    /// or the strips of rows its ``Scene/region`` asks for. Every strip draws the whole tree over
    /// its rows, so a strip's pixels are the screen's.
    package static func frames(for scene: Scene) throws(SceneError) -> [Frame] {
        if let columns = scene.columns {
            try scene.validate()
            return [try splitFrame(scene, columns: columns)]
        }
        let bars = try scene.barLayers()
        // The compositor's trees are built once: the strips' rows come from the same nodes the
        // frames draw (a bar image too large to hold is decoded as it is drawn, so building the
        // nodes twice would inflate it twice).
        let order = bars.drawingOrder
        let nodes = try scene.barNodes(of: order)
        // The glass views over the content are drawn first, beneath the bars.
        let glassNodes = try scene.barNodes(of: bars.glassEffectViews.map { [$0] } ?? [])
        let tree = barsTree(glassNodes + nodes)
        let screen = scene.screen
        let content = try content(of: scene)
        func rows(_ node: RenderNode) -> Range<Int> {
            Frame.rows(touchedBy: node, width: screen.pixelWidth, height: screen.pixelHeight)
        }
        // A hidden bar (a hidden navigation bar) draws nothing, so no strip grows to take it in.
        // Glass views too: a strip that touches one takes it in whole (its backdrop blurs its frame).
        // (The glass views' container spans the screen and draws nothing: its views count.)
        let extents = (glassNodes.flatMap(\.children) + nodes).filter { !$0.isHidden }.map(rows)
        // `order` is the navigation bar, the bottom bars (toolbar, tab bar), then the status bar.
        let bottom = Array(1..<(1 + bars.bottomBars.count))
        let toolbar = bars.toolbar == nil ? [] : [1], tabBar = bars.tabBar == nil ? [] : [bottom.last!]
        func strip(_ indices: [Int]) -> Frame {
            let touched = indices.map { rows(nodes[$0]) }
            var rows = touched.dropFirst().reduce(touched[0]) {
                min($0.lowerBound, $1.lowerBound)..<max($0.upperBound, $1.upperBound)
            }
            // A strip takes in every bar it touches, whole: a bar's backdrop blurs what lies
            // within its own frame, which must all be in the picture for its pixels to be the
            // screen's (a tab bar's hairline row lies on a toolbar above it).
            var grown = true
            while grown {
                grown = false
                for extent in extents
                where extent.overlaps(rows)
                    && !(rows.contains(extent.lowerBound) && rows.contains(extent.upperBound - 1))
                {
                    rows = min(rows.lowerBound, extent.lowerBound)..<max(rows.upperBound, extent.upperBound)
                    grown = true
                }
            }
            return Frame(width: screen.pixelWidth, height: screen.pixelHeight, content: content, tree: tree, rows: rows)
        }
        // A hidden navigation bar has no strip of its own: the top strip is the status bar's.
        let top = (scene.navigationBar.isHidden ? [] : [0]) + (bars.statusBar == nil ? [] : [order.count - 1])
        switch scene.region {
        case .screen: return [Frame(width: screen.pixelWidth, height: screen.pixelHeight, content: content, tree: tree)]
        case .navigationBar: return [strip(top)]
        case .tabBar: return [strip(tabBar.isEmpty ? top : tabBar)]
        case .toolbar: return [strip(toolbar.isEmpty ? top : toolbar)]
        case .bars: return (top.isEmpty ? [] : [strip(top)]) + (bottom.isEmpty ? [] : [strip(bottom)])
        }
    }

    /// A split view's or a tab sidebar's screen: each column's content and bars at its leading
    /// edge, a split view's separator line at the leading edge of each column after the first
    /// (``SplitMetrics/separator``), the status bar over them all; with `region: navigationBar`,
    /// the strip of rows every column's navigation bar and the status bar touch, whole width,
    /// or one column's alone, its width (``Scene/regionColumn``).
    static func splitFrame(_ scene: Scene, columns: [(name: String, scene: Scene, x: Double)]) throws(SceneError)
        -> Frame
    {
        let screen = scene.screen
        // The columns drawn, each with its place among all of them, and the picture's left edge.
        let cut = scene.regionColumn.flatMap { name in columns.firstIndex { $0.name == name } }
        let shown = cut.map { [($0, columns[$0])] } ?? Array(columns.enumerated())
        let shift = cut.map { columns[$0].x } ?? 0
        let width = cut.map { columns[$0].scene.screen.pixelWidth } ?? screen.pixelWidth
        var nodes: [RenderNode] = []
        var top: [RenderNode] = []
        for (_, column) in shown {
            let bars = try column.scene.barLayers()
            nodes += try column.scene.barNodes(of: bars.everything, originX: column.x - shift)
            top += try column.scene.barNodes(of: [bars.navigationBar], originX: column.x - shift)
        }
        let hairline = 1 / Double(screen.scale)
        // A split view's columns are parted by a pixel at the later column's leading edge (its
        // right edge right to left); a tab sidebar draws none (iPadOS 18.0 sets no border).
        let parted = scene.splitView != nil ? shown.filter { $0.offset > 0 }.map(\.element) : []
        let separators = parted.map { column in
            Layer(
                className: "UIView",
                frame: PointRect(
                    x: (scene.layoutDirection == .rightToLeft
                        ? column.x + column.scene.screen.widthPoints - hairline : column.x) - shift,
                    y: 0, width: hairline, height: screen.heightPoints),
                backgroundColor: SplitMetrics.separator.resolved(scene.userInterfaceStyle),
                source: "the column separator: one pixel of opaqueSeparator (measured on an iPadOS 14.0 capture)")
        }
        // The status bar (or the window controls, when windowed) across every column.
        let statusBar = try scene.systemLayer()
        let statusNodes = try scene.barNodes(of: statusBar.map { [$0] } ?? [], originX: -shift)
        nodes += try scene.barNodes(of: separators) + statusNodes
        let content = FrameContent.drawn { band, originY in
            for (_, column) in shown {
                let layout = column.scene.layout
                let picture = try picture(of: column.scene, rows: originY..<(originY + band.height), layout: layout)
                try drawContent(
                    of: column.scene, layout: layout, picture: picture, dx: column.x - shift, into: &band,
                    originY: originY)
            }
        }
        var frame = Frame(width: width, height: screen.pixelHeight, content: content, tree: barsTree(nodes))
        if scene.region == .navigationBar {
            let touched = (top + statusNodes).map {
                Frame.rows(touchedBy: $0, width: width, height: screen.pixelHeight)
            }
            frame.rows = touched.map(\.lowerBound).min()!..<touched.map(\.upperBound).max()!
        }
        return frame
    }

    /// The root of every bar's tree, in drawing order: the one bar itself, or a group of them
    /// (the one place "content + bars" gets its bars node).
    static func barsTree(_ nodes: [RenderNode]) -> RenderNode {
        nodes.count == 1 ? nodes[0] : RenderNode(label: "bars", frame: nodes[0].frame, children: nodes)
    }

    /// The frame of a still scene with one picture (the whole screen or one strip); the first
    /// strip when its region stacks several.
    package static func frame(for scene: Scene) throws(SceneError) -> Frame {
        try frames(for: scene)[0]
    }

    /// The scene as its ``Scene/region`` says: the whole screen, or its strips stacked. A scene
    /// with a transition shows the transition's state at its `progress`.
    public static func render(_ scene: Scene) throws(SceneError) -> Image {
        if let transition = scene.transition {
            let bar = transition.navigationBar(
                from: scene.navigationBar, at: transition.progress, width: scene.screen.widthPoints)
            return try render(
                scene, transition: transition,
                frame: TransitionFrame(progress: transition.progress, navigationBar: bar, flashing: false))
        }
        let frames = try frames(for: scene)
        do {
            let pictures = try frames.map { try FrameRenderer.render($0) }
            var image = pictures.count == 1 ? pictures[0] : try Image(stacking: pictures)
            // Device chrome over the whole screen (``Scene/chromeRefusal`` keeps it to one).
            if let outside = scene.deviceChrome, let chrome = DeviceChrome.of(scene.device) {
                try chrome.draw(on: &image, screen: scene.screen, outside: outside)
            }
            return image
        } catch let error as SceneError {
            throw error
        } catch {
            throw sceneError(error, in: scene)
        }
    }

    /// The rendered scene as PNG bytes (sRGB, `sRGB` chunk): the bytes of encoding
    /// ``render(_:)`` with `preset`, made as `FrameRenderer.encodePNG(_:preset:path:)` makes
    /// them. A content PNG that fails to decode is a ``SceneError`` naming `content.image`; an
    /// encoding failure is the encoder's error naming `path`.
    public static func encodePNG(_ scene: Scene, preset: PNGPreset, path: String? = nil) throws -> [UInt8] {
        guard scene.transition == nil, scene.deviceChrome == nil else {
            return try PNGEncoder.encode(try render(scene), preset: preset, path: path)
        }
        let frames = try frames(for: scene)
        guard frames.count == 1 else { return try PNGEncoder.encode(try render(scene), preset: preset, path: path) }
        let frame = frames[0]
        do {
            return try FrameRenderer.encodePNG(frame, preset: preset, path: path)
        } catch let error as FrameError {
            throw sceneError(error, in: scene)
        }
    }

    /// The mean Rec. 709 luma (0 to 1, of the sRGB values) of the scene's content over the screen
    /// rows `rows` (clamped to the screen), full width.
    static func contentLuma(of scene: Scene, rows: Range<Int>) throws(SceneError) -> Double {
        let screen = scene.screen
        let first = max(0, min(screen.pixelHeight - 1, rows.lowerBound))
        let last = max(first + 1, min(screen.pixelHeight, rows.upperBound))
        let frame = Frame(
            width: screen.pixelWidth, height: screen.pixelHeight, content: try content(of: scene),
            tree: RenderNode(label: "content", frame: PixelRect(x: 0, y: 0, width: 0, height: 0)), rows: first..<last)
        let band: Image
        do { band = try FrameRenderer.contentBand(frame) } catch { throw sceneError(error, in: scene) }
        var sum = 0.0
        for y in 0..<band.height {
            for x in 0..<band.width {
                sum += luma(band[x, y].straight)
            }
        }
        return sum / Double(band.width * band.height)
    }

    /// A colour's Rec. 709 luma, 0 to 1, on its sRGB-encoded values (as the glass's adaptivity
    /// thresholds are stated).
    static func luma(_ c: RGBA8) -> Double {
        (0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b)) / 255
    }

    /// The content beneath the bars, in device pixels.
    public static func contentImage(for scene: Scene) throws(SceneError) -> Image {
        var frame = try frame(for: scene)
        frame.rows = 0..<frame.height
        do { return try FrameRenderer.contentBand(frame) } catch { throw sceneError(error, in: scene) }
    }

    /// What covers the content at a screen point, for `explain`: the view trees of the bars
    /// there (a split view's column under the point, at its place) and the compositor's nodes
    /// of every bar on the screen, in drawing order.
    package static func barsAt(_ scene: Scene, x: Double) throws(SceneError) -> (layers: [Layer], nodes: [RenderNode]) {
        guard let columns = scene.columns else {
            let layers = try scene.barLayers().everything
            return (layers, try scene.barNodes(of: layers))
        }
        let tree = try splitFrame(scene, columns: columns).tree
        let nodes = tree.label == "bars" ? tree.children : [tree]
        guard
            let column = columns.first(where: { x >= $0.x && x < $0.x + $0.scene.screen.widthPoints })
        else { return ([], nodes) }
        let layers = try column.scene.barLayers().everything.map { layer in
            var placed = layer
            placed.frame.x += column.x
            return placed
        }
        return (layers, nodes)
    }

    /// The compositor's tree of every bar of the scene, in screen pixels, in drawing order.
    static func barsNode(of scene: Scene) throws(SceneError) -> RenderNode {
        if let columns = scene.columns { return try splitFrame(scene, columns: columns).tree }
        return barsTree(try scene.barNodes(of: try scene.barLayers().everything))
    }

    /// What the scene's view controller shows, as frame content: a PNG at the screen's top-left
    /// when its view fills the screen (so that the renderer may stream it), else the view drawn.
    static func content(of scene: Scene) throws(SceneError) -> FrameContent {
        let layout = scene.layout
        if case let .png(file) = scene.content, layout.viewFillsScreen { return .png(file) }
        return .drawn { band, originY in
            let picture = try picture(of: scene, rows: originY..<(originY + band.height), layout: layout)
            try drawContent(of: scene, layout: layout, picture: picture, dx: 0, into: &band, originY: originY)
        }
    }

    /// A frame's failure as a scene error: a content PNG that failed to decode names the key
    /// that gave it.
    static func sceneError(_ error: any Error, in scene: Scene, key: String = "content") -> SceneError {
        switch error {
        case let error as SceneError: return error
        case let FrameError.content(png): return contentImageError(png, in: scene)
        case let FrameError.output(error):
            return SceneError(code: .render, file: scene.source, key: key, message: "\(error)")
        default: return SceneError(code: .render, file: scene.source, key: key, message: "\(error)")
        }
    }

    /// The scene's picture (image content), decoded down to the last row a band of screen rows
    /// needs; nil for colour and list content.
    static func picture(of scene: Scene, rows: Range<Int>, layout: ScreenLayout) throws(SceneError) -> Image? {
        switch scene.content {
        case let .image(image, _): return image
        case let .png(file):
            let needed = rows.upperBound - Int(layout.view.y) * scene.screen.scale
            do { return try file.decode(rows: max(1, min(Int(file.height), needed))) } catch {
                throw contentImageError(error, in: scene)
            }
        case .color, .list: return nil
        }
    }

    /// Draws the scene's content (its view controller's view) into `band`, whose row 0 is screen
    /// row `originY`, with the view moved `dx` points sideways (a view sliding in a transition).
    /// `picture` is the decoded image content (``picture(of:rows:layout:)``), decoded once by the caller.
    static func drawContent(
        of scene: Scene, layout: ScreenLayout, picture: Image?, dx: Double, into band: inout Image, originY: Int
    ) throws {
        var view = layout.view
        view.x += dx
        let pixels = view.pixels(scale: scene.screen.scale)
        let clip = PixelRect(x: pixels.x, y: pixels.y - originY, width: pixels.width, height: pixels.height)
            .intersection(band.bounds)
        guard !clip.isEmpty else { return }
        switch scene.content {
        case let .color(color):
            band.fill(clip, with: color.premultiplied, clip: clip)
        case let .list(list):
            var labels: ListLabels?
            if list.text {
                labels = ListLabels(
                    title: try scene.fonts.style(
                        .regular, size: DynamicType.size(.body, scene.contentSizeCategory),
                        tracking: scene.release.tracking),
                    detail: try scene.fonts.style(
                        .regular, size: DynamicType.size(.subheadline, scene.contentSizeCategory),
                        tracking: scene.release.tracking))
            }
            let palette = list.palette(release: scene.release, style: scene.userInterfaceStyle)
            let style = scene.userInterfaceStyle
            // Section titles in either style: secondaryLabel over the list, at the table's margin.
            func headers(_ weight: FontWeight, _ textStyle: TextStyleName) throws -> ListHeaderText {
                ListHeaderText(
                    color: SemanticColors.secondaryLabel.resolved(style).premultiplied
                        .over(palette.background.premultiplied).straight,
                    style: list.text
                        ? try scene.fonts.style(
                            weight, size: DynamicType.size(textStyle, scene.contentSizeCategory),
                            tracking: scene.release.tracking) : nil,
                    margin: InsetGroupedMetrics.margin(portraitWidth: scene.screen.device.widthPoints))
            }
            var grouped: GroupedListStyle?
            if list.style == .insetGrouped,
                var metrics = InsetGroupedMetrics.metrics(for: scene.drawnRelease.generation)
            {
                // An iPad's cells keep its wide 20-pt margins inside the card (``InsetGroupedMetrics/padContentInset``).
                if scene.screen.keepsWideCellMargins,
                    InsetGroupedMetrics.margin(portraitWidth: scene.screen.device.widthPoints) > 16
                {
                    metrics.contentInset = InsetGroupedMetrics.padContentInset
                }
                grouped = GroupedListStyle(
                    metrics: metrics, card: SemanticColors.secondarySystemGroupedBackground.resolved(style),
                    headers: try headers(metrics.headerWeight, metrics.headerTextStyle))
            }
            var plainHeaders: PlainHeaderStyle?
            if list.style == .plain, list.sections != nil,
                let metrics = PlainHeaderMetrics.metrics(for: scene.drawnRelease)
            {
                plainHeaders = PlainHeaderStyle(
                    metrics: metrics, headers: try headers(metrics.weight, metrics.textStyle))
            }
            try list.draw(
                into: &band, originY: originY, screen: scene.screen, view: view, contentTop: layout.contentTop,
                labels: labels, palette: palette, category: scene.contentSizeCategory, direction: scene.layoutDirection,
                grouped: grouped, plainHeaders: plainHeaders)
        case .image, .png:
            if let picture { band.composite(picture, x: pixels.x, y: pixels.y - originY, clip: clip) }
        }
    }

    /// The navigation bar composited over an already rendered ``contentImage(for:)``.
    public static func render(_ scene: Scene, over content: Image) throws(SceneError) -> Image {
        var canvas = content
        try drawBars(of: scene, onto: &canvas)
        return canvas
    }

    /// Composites the scene's bars over `canvas`, in place.
    public static func drawBars(of scene: Scene, onto canvas: inout Image) throws(SceneError) {
        Compositor.render(try barsNode(of: scene), onto: &canvas)
    }
}

extension SceneRenderer {
    /// A content PNG that failed to decode, named by the scene key that gave it.
    static func contentImageError(_ error: PNGError, in scene: Scene) -> SceneError {
        SceneError(code: .file, file: scene.source, key: "content.image", message: "\(error)")
    }
}
