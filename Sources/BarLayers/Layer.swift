import BarScopeSupport
import Compositing
import Raster
import Typesetting
import Vector

/// The content of a `UIImageView` (or of iOS 9's `_UINavigationBarBackground`, itself an image view).
public enum LayerImage: Sendable, Equatable {
    /// `[UIImage new]`: an image with no pixels; it draws nothing.
    case empty
    /// A bitmap, stretched over the view (`scaleToFill`), with a label for reports. A large
    /// file is decoded as it is drawn, keeping only the pixels the view samples.
    case bitmap(any ImageSource, label: String)

    public static func == (a: LayerImage, b: LayerImage) -> Bool {
        switch (a, b) {
        case (.empty, .empty): return true
        case let (.bitmap(x, l1), .bitmap(y, l2)): return l1 == l2 && x.isEqual(to: y)
        default: return false
        }
    }

    /// Whether any pixel has alpha < 1 (the test UIKit applies to infer `translucent`, seed 000).
    /// The empty image has no opaque pixel, so it counts as not opaque.
    public var isOpaque: Bool {
        if case let .bitmap(image, _) = self { return image.isOpaque }
        return false
    }

    /// The image's name for reports (`tree`, `explain`): its path with control characters
    /// written out, so that a file name holding a newline or an escape sequence cannot forge a
    /// line of the report.
    var label: String {
        switch self {
        case .empty: return "empty"
        case let .bitmap(_, label): return MessageText.escapingControls(label)
        }
    }
}

/// What a backdrop view (`_UIVisualEffectBackdropView`, `_UIBackdropEffectView`) does: its
/// material's stages, and the material's colour layers when the view draws them itself.
public struct BackdropSettings: Sendable, Equatable {
    /// The stages, in order.
    public var stages: [MaterialStage]
    /// Colours the same view draws over its blurred content (iOS 9's `_UIBackdropEffectView`
    /// carries `grayscaleTintLevel`/`grayscaleTintAlpha` itself).
    public var overlays: [MaterialOverlay]

    public init(stages: [MaterialStage], overlays: [MaterialOverlay] = []) {
        self.stages = stages
        self.overlays = overlays
    }

    /// As `tree` prints it: `blur 20 pt, saturation 1.8, grayscale tint #f7f7f7cc`.
    public var summary: String {
        (stages.map(\.summary) + overlays.map { "\($0.name) \($0.color.hex)" }).joined(separator: ", ")
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

/// What a content view draws besides its background: a line of text or icons, in a colour.
public enum LayerDrawing: Sendable, Equatable {
    /// A line of text, its baseline's start at (`x`, `baseline`) points in the layer.
    case text(TextLine, color: RGBA8, x: Double, baseline: Double)
    /// An icon's outline, in points in the layer, filled with `color`.
    case icon(Icon, path: Path, color: RGBA8)
    /// Shapes drawn by BarScope (status bar glyphs), each in its colour, in points in the layer.
    case shapes(name: String, [Path], colors: [RGBA8])
    /// A template image: its alpha is the shape, filled with `color`, stretched over the layer.
    case template(BarImage, color: RGBA8)
    /// An image in its own colours (`alwaysOriginal`), stretched over the layer.
    case original(BarImage)
    /// A symbol (`UIImage(systemName:)`) as its place configures it, its outline in points in
    /// the layer, filled with `color`.
    case symbol(SymbolGlyph, color: RGBA8)

    /// The size it is drawn at on a screen of `scale`: a symbol's box as its place configured
    /// it, an image's natural size; nil for a glyph or text, which fill their place's box.
    func drawnSize(onScreen scale: Int) -> (width: Double, height: Double)? {
        if case let .symbol(glyph, _) = self { return (glyph.width, glyph.height) }
        return barImage?.pointSize(onScreen: scale)
    }

    /// The image it draws, for a template or an original image.
    var barImage: BarImage? {
        switch self {
        case let .template(image, _), let .original(image): return image
        default: return nil
        }
    }

    /// As `tree` prints it.
    var summary: String {
        switch self {
        case let .text(line, color, _, _): return "text = \"\(MessageText.echo(line.text))\"; textColor = \(color.hex)"
        case let .icon(icon, _, color): return "icon = \(icon.rawValue); tintColor = \(color.hex)"
        case let .shapes(name, _, colors):
            return "glyph = \(name); tintColor = \(colors.map(\.hex).joined(separator: ", "))"
        case let .template(image, color):
            return "image = \(image.layerImage.label) (template); tintColor = \(color.hex)"
        case let .original(image): return "image = \(image.layerImage.label) (alwaysOriginal)"
        case let .symbol(glyph, color):
            return "symbol = \(MessageText.echo(glyph.name)) (\(glyph.variant)); tintColor = \(color.hex)"
        }
    }
}

/// A shadow of a layer's outline, in points: the outline moved by (`offsetX`, `offsetY`), blurred
/// by a Gaussian of `radius` (σ, made as ``Compositing/BoxBlur``'s three box passes at the screen's
/// scale) and filled with `color` (its alpha the opacity), drawn beneath the layer
/// (``Compositing/DropShadow``). Core Animation's `shadowOffset`, `shadowRadius` and
/// `shadowOpacity` with a `shadowPath` of the layer's outline.
package struct LayerShadow: Sendable, Equatable {
    package var offsetX: Double
    package var offsetY: Double
    package var radius: Double
    /// How far the outline is grown before it is blurred (a hairline ring outside the outline is
    /// a shadow with a spread and no blur).
    package var spread: Double
    package var color: RGBA8

    package init(offsetX: Double = 0, offsetY: Double, radius: Double, spread: Double = 0, color: RGBA8) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.radius = radius
        self.spread = spread
        self.color = color
    }

    /// The compositor's shadow at `scale`: the offset rounded to the device pixel.
    package func dropShadow(scale: Int) -> DropShadow {
        let s = Double(scale)
        return DropShadow(
            dx: Int((offsetX * s).rounded(.toNearestOrAwayFromZero)),
            dy: Int((offsetY * s).rounded(.toNearestOrAwayFromZero)),
            boxWidth: BoxBlur.boxWidth(radiusPoints: radius, scale: scale), color: color)
    }

    /// As `tree` prints it.
    var summary: String {
        "shadow = \(color.hex) offset (\(PointRect.format(offsetX)), \(PointRect.format(offsetY))) radius \(PointRect.format(radius))"
            + (spread == 0 ? "" : " spread \(PointRect.format(spread))")
    }

    /// The outline `shape` at `frame` (pixels) grown by the spread at `scale`: the frame grown
    /// each side, a rounded rectangle's radius with it (a capsule stays a capsule). Without a
    /// spread it is the outline itself: `outline`, the shape's coverage in the frame, when the
    /// caller has it.
    func castShape(_ shape: NodeShape, in frame: PixelRect, scale: Int, outline: PlacedMask? = nil) -> PlacedMask? {
        let grow = Int((spread * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if grow == 0 { return outline ?? shape.coverage(in: frame) }
        let grown = PixelRect(
            x: frame.x - grow, y: frame.y - grow, width: frame.width + 2 * grow, height: frame.height + 2 * grow)
        if case let .merged(merged) = shape {
            // Each part grown where it was (the frame's corner moves by the spread too).
            let g = Double(grow)
            let parts = merged.parts.map {
                MergedShape.Part(
                    x: $0.x, y: $0.y, width: $0.width + 2 * g, height: $0.height + 2 * g, radius: $0.radius + g)
            }
            return NodeShape.merged(MergedShape(parts: parts, smoothing: merged.smoothing)).coverage(in: grown)
        }
        guard case let .roundedRectangle(radius, curve) = shape else { return shape.coverage(in: grown) }
        return NodeShape.roundedRectangle(radius: radius + Double(grow), curve: curve).coverage(in: grown)
    }
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
    /// The layer's outline in points: `cornerRadius` with `cornerCurve`, or a capsule
    /// (`UICornerConfiguration.capsule()`, iOS 26). Its background, image and backdrop fill the
    /// outline; with `clipsToBounds` its subviews are cut to it.
    package var shape: NodeShape = .rectangle
    /// Shadows of the layer's outline drawn beneath it, bottom to top (iOS 26's glass capsules).
    package var shadows: [LayerShadow] = []
    /// The image of an image view.
    public var image: LayerImage?
    /// How the image fits the view (`scaleToFill` stretches it over the frame).
    public var contentMode: ContentMode = .scaleToFill
    /// A backdrop or tint recipe.
    public var effect: LayerEffect?
    /// The layer's `compositingFilter`: how it combines with what is beneath.
    public var compositingFilter: BlendMode
    /// Text or an icon the view draws (labels, buttons, tab items, the status bar).
    public var drawing: LayerDrawing?
    /// Subviews, bottom to top.
    public var children: [Layer]
    /// What the view is for in its bar's stack (nil for views the stack does not hold, such as
    /// a developer's own).
    package var role: ViewRole?
    /// Where the values of this layer come from (a seed number or a public page), for reports.
    public var source: String?
    /// Why a layer capture (``Capture/layer``) draws nothing of this view's own, set by
    /// ``captured(_:)``; nil draws it.
    public var captureOmission: String?
    /// Whether what the view draws is part of a glass material drawn through a backdrop layer (a
    /// glass view's tint in a container): a layer capture leaves it out with the glass.
    public var drawnWithGlass = false
    /// Why a layer capture records nothing of this view's own though it is no backdrop (iOS 26's
    /// vibrant navigation title and back chevron, a disabled tab label), set by its design from
    /// real layer captures; nil when nothing says so.
    package var leftOutOfLayerCapture: String?
    /// What a bar's root layer says about how it was built (iOS 13+: which appearance it shows
    /// and why, what it ignored), for `tree` and `explain`.
    public var notes: [String] = []

    package init(
        className: String, frame: PointRect, backgroundColor: RGBA8? = nil, alpha: Double = 1,
        isHidden: Bool = false, clipsToBounds: Bool = false, image: LayerImage? = nil, effect: LayerEffect? = nil,
        compositingFilter: BlendMode = .normal, drawing: LayerDrawing? = nil, children: [Layer] = [],
        role: ViewRole? = nil,
        source: String? = nil
    ) {
        self.className = className
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.image = image
        self.effect = effect
        self.compositingFilter = compositingFilter
        self.drawing = drawing
        self.children = children
        self.role = role
        self.source = source
    }

    /// Visits the layer and its descendants depth-first, with their depth (the layer itself is 0).
    public func forEachDescendant(depth: Int = 0, _ body: (Layer, Int) -> Void) {
        body(self, depth)
        for child in children { child.forEachDescendant(depth: depth + 1, body) }
    }

    /// The first descendant (or self) with the role, depth-first.
    package func first(_ role: ViewRole) -> Layer? {
        if self.role == role { return self }
        for child in children {
            if let found = child.first(role) { return found }
        }
        return nil
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
