import BarLayers
import Compositing
import Raster
import RasterPNG

/// Renders scenes to screen images.
public enum SceneRenderer {
    /// The content beneath the bars, in device pixels.
    public static func contentImage(for scene: Scene) throws(SceneError) -> Image {
        try contentBand(for: scene, rows: 0..<scene.device.pixelHeight)
    }

    /// The scene as its ``Scene/region`` says: the whole screen, or the strip of rows the bars
    /// cover (rendered from only the content rows beneath them).
    ///
    /// A scene with a transition shows the transition's state at its `progress`.
    public static func render(_ scene: Scene) throws(SceneError) -> Image {
        if let transition = scene.transition {
            let bar = transition.navigationBar(from: scene.navigationBar, at: transition.progress, width: scene.device.widthPoints)
            return try render(scene, transition: transition, frame: TransitionFrame(progress: transition.progress, navigationBar: bar, flashing: false))
        }
        switch scene.region {
        case .screen:
            var canvas = try contentImage(for: scene)
            try drawBars(of: scene, onto: &canvas)
            return canvas
        case .bars:
            let (placed, rows) = try stripBars(of: scene)
            if let strip = try streamedStrip(of: scene, tree: placed, rows: rows) { return strip }
            var band = try contentBand(for: scene, rows: rows)
            Compositor.render(placed, onto: &band)
            return band
        }
    }

    /// The compositor's tree of every bar of the scene, in screen pixels.
    static func barsNode(of scene: Scene) throws(SceneError) -> RenderNode {
        let bars = try scene.barLayers().map { $0.renderNode(scale: scene.device.scale) }
        if bars.count == 1 { return bars[0] }
        return RenderNode(label: "bars", frame: bars[0].frame, children: bars)
    }

    /// The bars of a `region: bars` scene, placed on the strip (its row 0 is the screen's row
    /// `rows.lowerBound`), and the screen rows the strip covers.
    static func stripBars(of scene: Scene) throws(SceneError) -> (tree: RenderNode, rows: Range<Int>) {
        let tree = try barsNode(of: scene)
        let rows = barRows(tree, width: scene.device.pixelWidth, height: scene.device.pixelHeight)
        return (tree.offsetBy(dx: 0, dy: -rows.lowerBound), rows)
    }

    /// The screen rows (of a `width × height` screen) a bar tree touches, at least one.
    static func barRows(_ tree: RenderNode, width: Int, height: Int) -> Range<Int> {
        let touched = tree.extent.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        return touched.isEmpty ? 0..<1 : touched.y..<touched.maxY
    }

    /// The content of screen rows `rows` only, as an image as tall as the band. What the view
    /// controller's view does not cover shows the window's black: the window has no background
    /// colour (seed 003 §4.2).
    static func contentBand(for scene: Scene, rows: Range<Int>) throws(SceneError) -> Image {
        let device = scene.device
        let layout = scene.layout
        let picture = try picture(of: scene, rows: rows, layout: layout)
        // An opaque picture that covers the band exactly (the screen, or the bar strip at the
        // top of it) is the band itself over black: no copy. The picture is placed at the view's
        // origin, the screen's top-left corner when the view fills the screen.
        if layout.viewFillsScreen, rows.lowerBound == 0, let picture,
            picture.width == device.pixelWidth, picture.height == rows.count, picture.isOpaque
        {
            return picture
        }
        do {
            var band = try Image(width: device.pixelWidth, height: rows.count, fill: RGBA8.black.premultiplied)
            try drawContent(of: scene, layout: layout, picture: picture, dx: 0, into: &band, originY: rows.lowerBound)
            return band
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(file: scene.source, key: "content", message: "\(error)")
        }
    }

    /// The scene's picture (image content), decoded down to the last row a band of screen rows
    /// needs; nil for colour and list content.
    static func picture(of scene: Scene, rows: Range<Int>, layout: ScreenLayout) throws(SceneError) -> Image? {
        switch scene.content {
        case let .image(image, _): return image
        case let .png(file):
            let needed = rows.upperBound - Int(layout.view.y) * scene.device.scale
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
        let pixels = view.pixels(scale: scene.device.scale)
        let clip = PixelRect(x: pixels.x, y: pixels.y - originY, width: pixels.width, height: pixels.height).intersection(band.bounds)
        guard !clip.isEmpty else { return }
        switch scene.content {
        case let .color(color):
            band.fill(clip, with: color.premultiplied, clip: clip)
        case let .list(list):
            list.draw(into: &band, originY: originY, device: scene.device, view: view, contentTop: layout.contentTop)
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
        SceneError(file: scene.source, key: "content.image", message: "\(error)")
    }

    /// Rows inflated per hand-over to the blur in ``streamedStrip(of:tree:rows:)``: the blur's
    /// first pass follows the decoder closely, and a hand-over costs a semaphore signal.
    static let stripBandRows = 8

    /// The bar strip rendered while its content is still being inflated, or nil where this does
    /// not apply. When the content is an opaque, non-interlaced PNG as wide as the screen that
    /// fills the strip from the top of the screen, and the bars first draw a backdrop over it
    /// (``Compositor/leadingBackdrop(of:in:)``), this thread inflates the strip's rows while
    /// the helper thread runs the backdrop's blur behind them, pass after pass, as far as the
    /// rows already there allow (``RowStreamingBlur``); the rest of the blur, the saturation
    /// and the rest of the bars follow once every row is in. The pixels are those of
    /// ``contentBand(for:rows:)`` with the tree drawn over it: the same steps in another order.
    static func streamedStrip(of scene: Scene, tree: RenderNode, rows: Range<Int>) throws(SceneError) -> Image? {
        guard let (file, leading) = streamablePlan(of: scene, tree: tree, rows: rows) else { return nil }
        var strip = try blurredStrip(of: scene, file: file, leading: leading, height: rows.count)
        Saturation.apply(&strip, in: leading.area, factor: leading.filter.saturation)
        Compositor.render(leading.rest, onto: &strip)
        return strip
    }

    /// The content file and the bars' leading backdrop when the strip of `rows` can be blurred
    /// as it is inflated (see ``streamedStrip(of:tree:rows:)``); nil otherwise.
    static func streamablePlan(of scene: Scene, tree: RenderNode, rows: Range<Int>) -> (PNGFile, LeadingBackdrop)? {
        let device = scene.device
        guard rows.lowerBound == 0, case let .png(file) = scene.content, file.info.opaque, !file.info.interlaced,
            scene.layout.viewFillsScreen, file.width == device.pixelWidth, file.height >= rows.count,
            let leading = Compositor.leadingBackdrop(of: tree, in: PixelRect(x: 0, y: 0, width: device.pixelWidth, height: rows.count))
        else { return nil }
        return (file, leading)
    }

    /// The strip's `height` content rows, inflated with the leading backdrop's blur run behind
    /// the decoder; not yet saturated, and nothing else drawn.
    static func blurredStrip(of scene: Scene, file: PNGFile, leading: LeadingBackdrop, height: Int) throws(SceneError) -> Image {
        let width = scene.device.pixelWidth, stride = width * 4
        let area = leading.area
        var failure: PNGError?
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, initialized in
            let base = buffer.baseAddress!
            do throws(PNGError) {
                try PNGDecoder.withRowReader(file.bytes, path: file.path, limits: file.limits) { reader throws(PNGError) in
                    let blur = RowStreamingBlur(
                        pixels: base + area.y * stride + area.x * 4, stride: stride, width: area.width, height: area.height,
                        boxWidth: leading.filter.boxWidth)
                    let progress = DecodeProgress()
                    HelperThread.split { half in
                        if half == 0 {
                            // An opaque source decodes to premultiplied pixels as it is.
                            var row = 0
                            while row < height {
                                let count = min(stripBandRows, height - row)
                                do throws(PNGError) {
                                    try reader.read(rows: count, into: base + row * stride)
                                } catch {
                                    progress.fail(error)
                                    return
                                }
                                row += count
                                progress.deliver(rows: count)
                            }
                        } else {
                            var ready = 0
                            while true {
                                guard let now = try? progress.wait(forRows: ready + 1) else { return }
                                ready = now
                                // Once every row is in, what is left of the blur (the later
                                // passes trail by several windows) is split across both
                                // threads by `finish()`, not run here on one.
                                if ready == height { return }
                                blur.advance(rowsAvailable: min(max(0, ready - area.y), area.height))
                            }
                        }
                    }
                    _ = try progress.wait(forRows: height)
                    blur.finish()
                }
            } catch {
                failure = error
                return
            }
            initialized = stride * height
        }
        if let failure { throw contentImageError(failure, in: scene) }
        // Every row decoded: the byte count is the strip's, and both sides are at least 1.
        return try! Image(width: width, height: height, premultipliedBytes: pixels)
    }
}
