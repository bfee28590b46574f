import BarLayers
import Compositing
import Raster

/// Renders scenes to screen images.
public enum SceneRenderer {
    /// The content beneath the bars, in device pixels.
    public static func contentImage(for scene: Scene) throws(SceneError) -> Image {
        let device = scene.device
        var decoded: Image?
        if case let .png(file) = scene.content {
            do { decoded = try file.decode() } catch { throw SceneError(file: scene.source, key: "content.image", message: "\(error)") }
        }
        do {
            switch scene.content {
            case let .color(color):
                // The window has no background colour: what is not covered shows black (seed 003 §4.2).
                var image = try Image(width: device.pixelWidth, height: device.pixelHeight, fill: RGBA8.black.premultiplied)
                image.fill(image.bounds, with: color.premultiplied, clip: image.bounds)
                return image
            case let .image(picture, _):
                return try overBlack(picture, device: device)
            case .png:
                return try overBlack(decoded!, device: device)
            case let .list(list):
                return try list.render(device: device, topInset: device.statusBarHeight + BarConstants.navigationBarHeight)
            }
        } catch {
            throw SceneError(file: scene.source, key: "content", message: "\(error)")
        }
    }

    /// A picture at the top-left of a black screen.
    private static func overBlack(_ picture: Image, device: Device) throws(RasterError) -> Image {
        // A screen-sized opaque picture over black is the picture itself: no copy.
        if picture.width == device.pixelWidth && picture.height == device.pixelHeight && picture.isOpaque {
            return picture
        }
        var image = try Image(width: device.pixelWidth, height: device.pixelHeight, fill: RGBA8.black.premultiplied)
        image.composite(picture, x: 0, y: 0, clip: image.bounds)
        return image
    }

    /// The whole screen: content, then the navigation bar composited over it.
    /// The scene as its ``Scene/region`` says: the whole screen, or the strip of rows the bars
    /// cover (rendered from only the content rows beneath them).
    public static func render(_ scene: Scene) throws(SceneError) -> Image {
        switch scene.region {
        case .screen:
            var canvas = try contentImage(for: scene)
            try drawBars(of: scene, onto: &canvas)
            return canvas
        case .bars:
            let tree = try barsNode(of: scene)
            let rows = barRows(tree, device: scene.device)
            var band = try contentBand(for: scene, rows: rows)
            Compositor.render(tree.offsetBy(dx: 0, dy: -rows.lowerBound), onto: &band)
            return band
        }
    }

    /// The compositor's tree of every bar of the scene, in screen pixels.
    static func barsNode(of scene: Scene) throws(SceneError) -> RenderNode {
        try scene.navigationBarLayer().renderNode(scale: scene.device.scale)
    }

    /// The screen rows a bar tree touches (at least one row).
    static func barRows(_ tree: RenderNode, device: Device) -> Range<Int> {
        let touched = tree.extent.intersection(PixelRect(x: 0, y: 0, width: device.pixelWidth, height: device.pixelHeight))
        return touched.isEmpty ? 0..<1 : touched.y..<touched.maxY
    }

    /// The content of screen rows `rows` only, as an image as tall as the band.
    static func contentBand(for scene: Scene, rows: Range<Int>) throws(SceneError) -> Image {
        let device = scene.device
        do {
            switch scene.content {
            case let .color(color):
                return try Image(width: device.pixelWidth, height: rows.count, fill: color.premultiplied.over(RGBA8.black.premultiplied))
            case let .list(list):
                return try list.render(device: device, topInset: device.statusBarHeight + BarConstants.navigationBarHeight, pixelRows: rows)
            case let .image(picture, _):
                var band = try Image(width: device.pixelWidth, height: rows.count, fill: RGBA8.black.premultiplied)
                band.composite(picture, x: 0, y: -rows.lowerBound, clip: band.bounds)
                return band
            case let .png(file):
                var band = try Image(width: device.pixelWidth, height: rows.count, fill: RGBA8.black.premultiplied)
                let picture: Image
                do { picture = try file.decode(rows: rows.upperBound) } catch { throw SceneError(file: scene.source, key: "content.image", message: "\(error)") }
                band.composite(picture, x: 0, y: -rows.lowerBound, clip: band.bounds)
                return band
            }
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(file: scene.source, key: "content", message: "\(error)")
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
