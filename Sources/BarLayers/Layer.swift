import Compositing
import Raster

/// The content of a `UIImageView` (or of iOS 9's `_UINavigationBarBackground`, itself an image view).
public enum LayerImage: Sendable, Equatable {
    /// `[UIImage new]`: an image with no pixels; it draws nothing.
    case empty
    /// A bitmap, stretched over the view (`scaleToFill`), with a label for reports.
    case bitmap(Image, label: String)

    /// Whether any pixel has alpha < 1 (the test UIKit applies to infer `translucent`, seed 000).
    /// The empty image has no opaque pixel, so it counts as not opaque.
    public var isOpaque: Bool {
        if case let .bitmap(image, _) = self { return image.isOpaque }
        return false
    }

    var label: String {
        switch self {
        case .empty: return "empty"
        case let .bitmap(_, label): return label
        }
    }
}

/// The blur settings of a backdrop layer (`_UIVisualEffectBackdropView`, `_UIBackdropEffectView`).
public struct BackdropSettings: Sendable, Equatable {
    /// Blur radius in points (UIImageEffects multiplies by the screen scale).
    public var blurRadius: Double
    /// Saturation applied after the blur.
    public var saturationDeltaFactor: Double
    /// A grey tint drawn over the blurred content by the same view (iOS 9's
    /// `_UIBackdropEffectView` carries `grayscaleTintLevel`/`grayscaleTintAlpha` itself).
    public var grayscaleTint: RGBA8?

    public init(blurRadius: Double, saturationDeltaFactor: Double, grayscaleTint: RGBA8? = nil) {
        self.blurRadius = blurRadius
        self.saturationDeltaFactor = saturationDeltaFactor
        self.grayscaleTint = grayscaleTint
    }
}

/// How an opaque bar shows its `barTintColor` (see ``BarConstants/opaqueTintRecipe``).
public struct BarTintRecipe: Sendable, Equatable {
    /// The opaque backing beneath (white for the default style, black for `.black`).
    public var backing: RGBA8
    /// The near-white layer over the backing.
    public var grayscaleTint: RGBA8
    /// The opacity with which the tint colour (the view's `backgroundColor`) covers them.
    public var tintAlpha: Double
}

/// What a layer does besides filling its background and showing an image.
public enum LayerEffect: Sendable, Equatable {
    /// Shows the blurred content beneath it.
    case backdrop(BackdropSettings)
    /// Paints its `backgroundColor` through the opaque-bar tint recipe.
    case barTintRecipe(BarTintRecipe)
}

/// A node of the view tree as UIKit builds it: class name, frame in points in the superview's
/// coordinates, and the properties that decide its pixels.
public struct Layer: Sendable, Equatable {
    /// The UIKit class name (`_UIBarBackground`, `UIVisualEffectView`, …).
    public var className: String
    /// The frame in points, in the superview's coordinate space.
    public var frame: PointRect
    /// `backgroundColor`, drawn beneath the content.
    public var backgroundColor: RGBA8?
    /// `alpha`: applies to the view and its whole subtree.
    public var alpha: Double
    /// `hidden`.
    public var isHidden: Bool
    /// `clipsToBounds`.
    public var clipsToBounds: Bool
    /// The image of an image view.
    public var image: LayerImage?
    /// A backdrop or tint recipe.
    public var effect: LayerEffect?
    /// Subviews, bottom to top.
    public var children: [Layer]
    /// Where the values of this layer come from (a seed number or a public page), for reports.
    public var source: String?

    public init(
        className: String, frame: PointRect, backgroundColor: RGBA8? = nil, alpha: Double = 1,
        isHidden: Bool = false, clipsToBounds: Bool = false, image: LayerImage? = nil, effect: LayerEffect? = nil,
        children: [Layer] = [], source: String? = nil
    ) {
        self.className = className
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.image = image
        self.effect = effect
        self.children = children
        self.source = source
    }

    /// Visits the layer and its descendants depth-first, with their depth (the layer itself is 0).
    public func forEachDescendant(depth: Int = 0, _ body: (Layer, Int) -> Void) {
        body(self, depth)
        for child in children { child.forEachDescendant(depth: depth + 1, body) }
    }

    /// The first descendant (or self) with the class name, depth-first.
    public func first(_ className: String) -> Layer? {
        if self.className == className { return self }
        for child in children {
            if let found = child.first(className) { return found }
        }
        return nil
    }
}
