import BarLayers
import Raster
import RasterPNG

/// What lies beneath the bar.
public enum SceneContent: Sendable, Equatable {
    /// A solid colour over the whole screen.
    case color(RGBA8)
    /// A PNG drawn at the top-left in device pixels, over the window's black.
    case image(Image, path: String)
    /// A PNG file, checked but decoded only when rendered (as a scene file gives it), drawn
    /// like ``image(_:path:)``.
    case png(PNGFile)
    /// The built-in list screen of seed 000.
    case list(ListScreen)
}

/// What part of the screen a scene renders.
public enum SceneRegion: String, Sendable, CaseIterable {
    /// The whole screen.
    case screen
    /// Only the rows the bars cover (full width, from the top of the status bar to the
    /// hairline): the strip a golden needs, rendered without the rest of the screen.
    case bars
}

/// A scene: an iOS version, a device, content, a navigation bar and optionally a toolbar and a
/// tab bar, the view controller's layout properties, and a transition, as a scene file gives them.
public struct Scene: Sendable, Equatable {
    public var iosVersion: Int
    public var device: Device
    public var content: SceneContent
    public var navigationBar: BarAppearance
    /// The `UITabBar` of a `UITabBarController` around the navigation controller (`tabBar:`).
    public var tabBar: BarAppearance?
    /// The navigation controller's `UIToolbar` (`toolbar:`), above the tab bar when both are shown.
    public var toolbar: BarAppearance?
    /// The top view controller's layout properties (`viewController:`).
    public var viewController = ViewControllerLayout()
    /// A push or pop to render as frames (`transition:`); `render` shows its state at `progress`.
    public var transition: Transition?
    /// Draw the status bar's items, in this style (`statusBar:`); nil draws none.
    public var statusBar: StatusBarStyle?
    /// The scene file, for messages (or a label for built-in scenes).
    public var source: String
    /// The part of the screen rendered (`region:` in a scene file).
    public var region: SceneRegion = .screen

    public init(iosVersion: Int, device: Device, content: SceneContent, navigationBar: BarAppearance, source: String) {
        self.iosVersion = iosVersion
        self.device = device
        self.content = content
        self.navigationBar = navigationBar
        self.source = source
    }

    /// Where the bars and the content sit.
    public var layout: ScreenLayout { ScreenLayout(self) }

    /// The `UINavigationBar` view tree UIKit would build for this scene.
    public func navigationBarLayer() throws(SceneError) -> Layer {
        try barLayers()[0]
    }

    /// Every bar's view tree, bottom to top in drawing order: the navigation bar, then the
    /// toolbar and the tab bar when the scene has them, then the status bar when drawn.
    public func barLayers() throws(SceneError) -> [Layer] {
        let layout = self.layout
        var layers: [Layer] = []
        let bars: [(BarKind, BarAppearance?, PointRect?)] = [
            (.navigationBar, navigationBar, layout.navigationBar), (.toolbar, toolbar, layout.toolbar), (.tabBar, tabBar, layout.tabBar),
        ]
        for (kind, appearance, frame) in bars {
            guard let appearance, let frame else { continue }
            guard let stack = BarStack.forVersion(iosVersion, kind: kind) else {
                throw SceneError(file: source, key: "ios", message: "iOS \(iosVersion) is not modelled; use 9, 10 or 11")
            }
            let metrics = BarMetrics(
                width: device.widthPoints, scale: device.scale, barTop: frame.y, barHeight: frame.height,
                largeTitleHeight: kind == .navigationBar ? layout.largeTitleHeight : 0, isPlus: device.isPlus)
            layers.append(BarBuilder.build(appearance, stack: stack, metrics: metrics))
        }
        if let status = statusBarLayer() { layers.append(status) }
        return layers
    }
}

/// A scene-file problem: one sentence naming the file, the key and the fix.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    /// The key path (`navigationBar.barTintColor`), or nil for the file as a whole.
    public let key: String?
    /// The line in the file, when known.
    public let line: Int?
    public let message: String

    public init(file: String, key: String?, line: Int? = nil, message: String) {
        self.file = file
        self.key = key
        self.line = line
        self.message = message
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let key { text += ": \(key)" }
        return text + ": " + message
    }
}
