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
    public static func render(_ scene: Scene) throws(SceneError) -> Image {
        var canvas = try contentImage(for: scene)
        try drawBars(of: scene, onto: &canvas)
        return canvas
    }

    /// The navigation bar composited over an already rendered ``contentImage(for:)``.
    public static func render(_ scene: Scene, over content: Image) throws(SceneError) -> Image {
        var canvas = content
        try drawBars(of: scene, onto: &canvas)
        return canvas
    }

    /// Composites the scene's bars over `canvas`, in place.
    public static func drawBars(of scene: Scene, onto canvas: inout Image) throws(SceneError) {
        let bar = try scene.navigationBarLayer()
        Compositor.render(bar.renderNode(scale: scene.device.scale), onto: &canvas)
    }
}
