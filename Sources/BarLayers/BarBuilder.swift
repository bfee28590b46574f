import Raster

/// A background or shadow image as a developer sets it.
public enum BarImage: Sendable, Equatable {
    /// `[UIImage new]`.
    case empty
    /// A 1×1 image of one colour (the usual way to "set a colour", seed 000).
    case color(RGBA8)
    /// A bitmap (a PNG file), with a label for reports.
    case bitmap(Image, label: String)

    var layerImage: LayerImage {
        switch self {
        case .empty: return .empty
        case let .color(c): return .bitmap(try! Image(width: 1, height: 1, fill: c.premultiplied), label: "1×1 \(c.hex)")
        case let .bitmap(image, label): return .bitmap(image, label: label)
        }
    }
}

/// `shadowImage`.
public enum ShadowImage: Sendable, Equatable {
    /// `nil`: the system hairline.
    case `default`
    /// `[UIImage new]`: no hairline (only with a custom background image, seed 001).
    case none
    /// A custom image (only with a custom background image, seed 001).
    case image(BarImage)
}

/// The properties a developer sets on a `UINavigationBar`, and the two techniques of the seeds.
public struct BarAppearance: Sendable, Equatable {
    /// `translucent`; `nil` leaves UIKit's default (YES, or inferred from the background image).
    public var translucent: Bool?
    public var barStyle: BarStyle
    public var barTintColor: RGBA8?
    /// The bar view's own `backgroundColor` (beneath the background view).
    public var backgroundColor: RGBA8?
    /// `setBackgroundImage:forBarMetrics:`.
    public var backgroundImage: BarImage?
    public var shadowImage: ShadowImage
    /// Seed 000, scheme 2: an empty background image plus a plain view of this colour at index 0
    /// of the background view, and every subview of it no taller than 1 pt hidden.
    public var overlayColor: RGBA8?
    /// Seed 002's `navBarBgAlpha`; `nil` leaves the system's alphas.
    public var backgroundAlpha: Double?
    public var clipsToBounds: Bool
    /// iOS 11 `prefersLargeTitles` (navigation bar only): the large-title view below the bar's
    /// 44 pt, collapsing as the content scrolls up (see the scene's layout).
    public var prefersLargeTitles: Bool = false
    /// Seed 001's colour change during a push or pop: a child view of this colour inside the
    /// overlay view (``overlayColor``), moved `offset` points sideways, sliding in with the
    /// transition.
    public var overlaySlide: OverlaySlide?

    public init(
        translucent: Bool? = nil, barStyle: BarStyle = .default, barTintColor: RGBA8? = nil,
        backgroundColor: RGBA8? = nil, backgroundImage: BarImage? = nil, shadowImage: ShadowImage = .default,
        overlayColor: RGBA8? = nil, backgroundAlpha: Double? = nil, clipsToBounds: Bool = false
    ) {
        self.translucent = translucent
        self.barStyle = barStyle
        self.barTintColor = barTintColor
        self.backgroundColor = backgroundColor
        self.backgroundImage = backgroundImage
        self.shadowImage = shadowImage
        self.overlayColor = overlayColor
        self.backgroundAlpha = backgroundAlpha
        self.clipsToBounds = clipsToBounds
    }
}

/// Seed 001's sliding child view: the new colour, and how far from its final place it is.
public struct OverlaySlide: Sendable, Equatable {
    public var color: RGBA8
    /// Horizontal offset in points (0: covering the overlay view).
    public var offset: Double

    public init(color: RGBA8, offset: Double) {
        self.color = color
        self.offset = offset
    }
}

/// Where a bar sits on the screen.
public struct BarMetrics: Sendable, Equatable {
    /// Screen width in points.
    public var width: Double
    /// Device scale (2 or 3).
    public var scale: Int
    /// The top of the bar's frame, in window points.
    public var barTop: Double
    /// The bar's own height in points: 44 for a navigation bar (plus the large-title view when
    /// shown); for a bottom-attached bar, its height plus the home-indicator inset, as UIKit
    /// frames a tab bar on iPhone X (49 + 34 = 83 pt).
    public var barHeight: Double
    /// The large-title view's height (iOS 11 `prefersLargeTitles`), included in ``barHeight``.
    public var largeTitleHeight: Double
    /// Plus-sized phones have 20 pt content margins (seed 003).
    public var isPlus: Bool

    /// A top-attached navigation bar under a status bar of `statusBarHeight` points.
    public init(width: Double, statusBarHeight: Double, scale: Int, barHeight: Double = BarConstants.navigationBarHeight, isPlus: Bool = false) {
        self.init(width: width, scale: scale, barTop: statusBarHeight, barHeight: barHeight, isPlus: isPlus)
    }

    public init(width: Double, scale: Int, barTop: Double, barHeight: Double, largeTitleHeight: Double = 0, isPlus: Bool = false) {
        self.width = width
        self.scale = scale
        self.barTop = barTop
        self.barHeight = barHeight
        self.largeTitleHeight = largeTitleHeight
        self.isPlus = isPlus
    }
}

/// Turns bar properties into the view tree UIKit builds for them.
public enum BarBuilder {
    /// Whether the bar is translucent: the explicit value, else inferred from the background
    /// image (YES if any pixel has alpha < 1), else YES (seeds 000, 004).
    public static func isTranslucent(_ appearance: BarAppearance) -> Bool {
        if let explicit = appearance.translucent { return explicit }
        if appearance.overlayColor != nil { return true }
        if let image = appearance.backgroundImage { return !image.layerImage.isOpaque }
        return true
    }

    /// Builds the bar's layer (`UINavigationBar`, `UITabBar` or `UIToolbar`, as the stack
    /// says), framed in window coordinates.
    public static func build(
        _ appearance: BarAppearance, stack: BarStack, metrics: BarMetrics
    ) -> Layer {
        let translucent = isTranslucent(appearance)
        // The overlay technique replaces any background image with the empty one (seed 000).
        let customImage: LayerImage? = appearance.overlayColor != nil ? .empty : appearance.backgroundImage?.layerImage
        // A top-attached bar's background reaches up under the status bar to the top of the
        // window (seed 000); a bottom-attached bar's is its own bounds.
        let extensionAbove = stack.kind.isTopAttached ? metrics.barTop : 0
        let backgroundHeight = extensionAbove + metrics.barHeight
        let bounds = PointRect(x: 0, y: 0, width: metrics.width, height: backgroundHeight)

        var background = Layer(
            className: stack.backgroundClass,
            frame: PointRect(x: 0, y: -extensionAbove, width: metrics.width, height: backgroundHeight),
            source: stack.kind.isTopAttached
                ? "seed 003 (class), seed 000 (top-attached under the status bar)" : "BarStack (class); bottom-attached, over the home indicator")
        var imageView: Layer?
        var effectView: Layer?

        if let customImage {
            var imageAlpha = 1.0
            if translucent && customImage.isOpaque {
                imageAlpha = BarConstants.translucentOpaqueImageAlpha
            }
            if !translucent && !customImage.isOpaque {
                background.backgroundColor = BarConstants.opaqueBacking(
                    style: appearance.barStyle, barTintColor: appearance.barTintColor)
            }
            if stack.backgroundViewShowsImage {
                background.image = customImage
                background.alpha = imageAlpha
            } else {
                imageView = Layer(
                    className: stack.imageViewClass, frame: bounds, alpha: imageAlpha, image: customImage,
                    source: "seed 000 (image view at the bottom, alpha 0.909804 when translucent)")
            }
        } else if translucent {
            effectView = makeEffectView(appearance, stack: stack, bounds: bounds)
        } else if let tint = appearance.barTintColor {
            background.backgroundColor = tint.with(alpha: 255)
            background.effect = .barTintRecipe(BarConstants.opaqueTintRecipe(style: appearance.barStyle))
            background.source = "seed 000 (opaque tint reads 0xfb2930, not the image path's 0xfc0d1b)"
        } else {
            background.backgroundColor = BarConstants.opaqueBacking(style: appearance.barStyle, barTintColor: nil)
        }

        let hairline = makeHairline(appearance, hasCustomImage: customImage != nil, stack: stack, metrics: metrics,
                                    backgroundHeight: backgroundHeight)

        var subviews: [Layer] = []
        if let imageView { subviews.append(imageView) }
        if stack.hairlineBeforeEffect && stack.hairlineInBackground { subviews.append(hairline) }
        if let effectView { subviews.append(effectView) }
        if !stack.hairlineBeforeEffect && stack.hairlineInBackground { subviews.append(hairline) }
        if let overlay = appearance.overlayColor {
            var overlayView = Layer(className: "UIView", frame: bounds, backgroundColor: overlay, source: "seed 000 scheme 2 (overlay at index 0)")
            if let slide = appearance.overlaySlide {
                overlayView.children = [Layer(
                    className: "UIView", frame: PointRect(x: slide.offset, y: 0, width: bounds.width, height: bounds.height),
                    backgroundColor: slide.color, source: "seed 001 (child view with the new colour, sliding with the transition)")]
            }
            subviews.insert(overlayView, at: 0)
            // Seed 000: "hide every subview of the background view whose height is <= 1".
            for i in subviews.indices where subviews[i].frame.height <= 1 { subviews[i].isHidden = true }
        }
        background.children = subviews

        if let alpha = appearance.backgroundAlpha {
            // Seed 002, setNeedsNavigationBackground: translucent with an image → the background
            // view; translucent without → the blur branch; opaque → the background view.
            if translucent && customImage == nil, let index = background.children.firstIndex(where: {
                $0.className == stack.effectContainerClass
            }) {
                background.children[index].alpha = alpha
            } else {
                background.alpha = alpha
            }
        }

        var bar = Layer(
            className: stack.kind.className,
            frame: PointRect(x: 0, y: metrics.barTop, width: metrics.width, height: metrics.barHeight),
            backgroundColor: appearance.backgroundColor, clipsToBounds: appearance.clipsToBounds,
            children: [background])
        if !stack.hairlineInBackground {
            var separator = hairline
            // The hairline view's frame is in the background's coordinates; the bar's own
            // coordinates differ by the background's offset (0 for bottom-attached bars).
            separator.frame.y += background.frame.y
            if appearance.overlayColor != nil, separator.frame.height <= 1 { separator.isHidden = true }
            bar.children.append(separator)
        }
        bar.children += stack.siblings.map { sibling(for: $0, metrics: metrics) }
        return bar
    }

    static func makeEffectView(_ appearance: BarAppearance, stack: BarStack, bounds: PointRect) -> Layer {
        let gray = appearance.barStyle == .black ? BarConstants.grayscaleTintBlack : BarConstants.grayscaleTintDefault
        let grayscaleSource = appearance.barStyle == .black
            ? "UIImageEffects applyDarkEffect (white 0.11, alpha 0.73)" : "seed 000 (white 0.97, alpha 0.8)"
        let blurSource = "UIImageEffects (radius 20 pt, saturation 1.8)"
        var parts: [Layer] = []
        for part in stack.effectParts {
            switch part.role {
            case .backdrop:
                parts.append(Layer(
                    className: part.className, frame: bounds,
                    effect: .backdrop(BackdropSettings(
                        blurRadius: BarConstants.blurRadius, saturationDeltaFactor: BarConstants.saturationDeltaFactor)),
                    source: blurSource))
            case .backdropWithGrayscaleTint:
                parts.append(Layer(
                    className: part.className, frame: bounds,
                    effect: .backdrop(BackdropSettings(
                        blurRadius: BarConstants.blurRadius, saturationDeltaFactor: BarConstants.saturationDeltaFactor,
                        grayscaleTint: gray)),
                    source: blurSource + "; " + grayscaleSource))
            case .grayscaleTint:
                parts.append(Layer(className: part.className, frame: bounds, backgroundColor: gray, source: grayscaleSource))
            case let .colorTint(alwaysPresent):
                if let tint = appearance.barTintColor {
                    parts.append(Layer(
                        className: part.className, frame: bounds, backgroundColor: tint.with(alpha: 255),
                        alpha: BarConstants.tintFilterAlpha, source: "seed 000 (barTintColor at alpha 0.85)"))
                } else if alwaysPresent {
                    parts.append(Layer(className: part.className, frame: bounds, source: "seed 003"))
                }
            }
        }
        return Layer(className: stack.effectContainerClass, frame: bounds, children: parts, source: "seed 003, seed 001 (translucent only)")
    }

    static func makeHairline(
        _ appearance: BarAppearance, hasCustomImage: Bool, stack: BarStack, metrics: BarMetrics,
        backgroundHeight: Double
    ) -> Layer {
        let onePixel = 1.0 / Double(metrics.scale)
        // Below a top-attached bar, above a bottom-attached one (`(0 -0.5; 320 0.5)` on a toolbar).
        let top = stack.kind.isTopAttached
        var hairline = Layer(
            className: stack.imageViewClass,
            frame: PointRect(x: 0, y: top ? backgroundHeight : -onePixel, width: metrics.width, height: onePixel),
            backgroundColor: BarConstants.hairlineColor,
            source: top
                ? "seed 000 (one pixel, 1.0/scale, below the bar); Stack Overflow 30154753 (black, alpha 0.3)"
                : "one pixel above the bar (toolbar separator (0 -0.5; 320 0.5)); colour as the navigation bar's")
        // A custom shadow image is used only with a custom background image (seed 001).
        if hasCustomImage, case let .image(image) = appearance.shadowImage {
            hairline.backgroundColor = nil
            hairline.image = image.layerImage
            if case let .bitmap(bitmap, _) = image.layerImage {
                hairline.frame.height = Double(bitmap.height) / Double(metrics.scale)
                if !top { hairline.frame.y = -hairline.frame.height }
            }
            hairline.source = "seed 001 (custom shadowImage with a custom background image)"
        } else if hasCustomImage, case .none = appearance.shadowImage {
            hairline.backgroundColor = nil
            hairline.image = .empty
            hairline.source = "seed 001 (empty shadowImage with a custom background image)"
        }
        return hairline
    }

    static func sibling(for spec: SiblingSpec, metrics: BarMetrics) -> Layer {
        let margin = BarConstants.contentLayoutMargin(isPlus: metrics.isPlus)
        let frame: PointRect
        switch spec.className {
        case "_UINavigationBarContentView":
            frame = PointRect(x: 0, y: 0, width: metrics.width, height: metrics.barHeight - metrics.largeTitleHeight)
        case "_UINavigationBarLargeTitleView":
            frame = PointRect(
                x: 0, y: metrics.barHeight - metrics.largeTitleHeight, width: metrics.width, height: metrics.largeTitleHeight)
        default:
            frame = PointRect(x: 0, y: 0, width: 0, height: 0)
        }
        let children = spec.children.map {
            Layer(className: $0, frame: PointRect(x: margin, y: 0, width: 0, height: 0), source: "seed 003")
        }
        let shown = spec.className == "_UINavigationBarLargeTitleView" ? metrics.largeTitleHeight > 0 : !spec.isHidden
        return Layer(className: spec.className, frame: frame, isHidden: !shown, children: children, source: "seed 003 (no pixels modelled)")
    }
}
