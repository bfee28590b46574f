import BarLayers
import Compositing
import Raster

/// Renders scenes to screen images.
public enum SceneRenderer {
    /// The content beneath the bars, in device pixels.
    public static func contentImage(for scene: Scene) throws(SceneError) -> Image {
        let device = scene.device
        do {
            switch scene.content {
            case let .color(color):
                // The window has no background colour: what is not covered shows black (seed 003 §4.2).
                var image = try Image(width: device.pixelWidth, height: device.pixelHeight, fill: RGBA8.black.premultiplied)
                image.fill(image.bounds, with: color.premultiplied, clip: image.bounds)
                return image
            case let .image(picture, _):
                var image = try Image(width: device.pixelWidth, height: device.pixelHeight, fill: RGBA8.black.premultiplied)
                image.composite(picture, x: 0, y: 0, clip: image.bounds)
                return image
            case let .list(list):
                return try list.render(device: device, topInset: device.statusBarHeight + BarConstants.navigationBarHeight)
            }
        } catch {
            throw SceneError(file: scene.source, key: "content", message: "\(error)")
        }
    }

    /// The whole screen: content, then the navigation bar composited over it.
    public static func render(_ scene: Scene) throws(SceneError) -> Image {
        try render(scene, over: try contentImage(for: scene))
    }

    /// The navigation bar composited over an already rendered ``contentImage(for:)``.
    public static func render(_ scene: Scene, over content: Image) throws(SceneError) -> Image {
        var canvas = content
        let bar = try scene.navigationBarLayer()
        Compositor.render(bar.renderNode(scale: scene.device.scale), onto: &canvas)
        return canvas
    }
}
