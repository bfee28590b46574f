import BarLayers
import Compositing
import Raster

/// Renders scenes to screen images.
public enum SceneRenderer {
    /// The content beneath the bars, in device pixels.
    public static func contentImage(for scene: Scene) throws(SceneError) -> Image {
        try contentBand(for: scene, rows: 0..<scene.device.pixelHeight)
    }

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
            let rows = barRows(tree, width: scene.device.pixelWidth, height: scene.device.pixelHeight)
            var band = try contentBand(for: scene, rows: rows)
            Compositor.render(tree.offsetBy(dx: 0, dy: -rows.lowerBound), onto: &band)
            return band
        }
    }

    /// The compositor's tree of every bar of the scene, in screen pixels.
    static func barsNode(of scene: Scene) throws(SceneError) -> RenderNode {
        try scene.navigationBarLayer().renderNode(scale: scene.device.scale)
    }

    /// The screen rows (of a `width × height` screen) a bar tree touches, at least one.
    static func barRows(_ tree: RenderNode, width: Int, height: Int) -> Range<Int> {
        let touched = tree.extent.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        return touched.isEmpty ? 0..<1 : touched.y..<touched.maxY
    }

    /// The content of screen rows `rows` only, as an image as tall as the band. What is not
    /// covered shows the window's black: the window has no background colour (seed 003 §4.2).
    static func contentBand(for scene: Scene, rows: Range<Int>) throws(SceneError) -> Image {
        let device = scene.device
        var picture: Image?
        switch scene.content {
        case let .image(image, _): picture = image
        case let .png(file):
            do { picture = try file.decode(rows: rows.upperBound) } catch {
                throw SceneError(file: scene.source, key: "content.image", message: "\(error)")
            }
        case .color, .list: break
        }
        do {
            switch scene.content {
            case let .color(color):
                return try Image(width: device.pixelWidth, height: rows.count, fill: color.premultiplied.over(RGBA8.black.premultiplied))
            case let .list(list):
                return try list.render(device: device, topInset: device.statusBarHeight + BarConstants.navigationBarHeight, pixelRows: rows)
            case .image, .png:
                let picture = picture!
                // A screen-sized opaque picture over black is the picture itself: no copy.
                if rows == 0..<device.pixelHeight, picture.width == device.pixelWidth, picture.height == device.pixelHeight,
                    picture.isOpaque
                {
                    return picture
                }
                var band = try Image(width: device.pixelWidth, height: rows.count, fill: RGBA8.black.premultiplied)
                band.composite(picture, x: 0, y: -rows.lowerBound, clip: band.bounds)
                return band
            }
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
