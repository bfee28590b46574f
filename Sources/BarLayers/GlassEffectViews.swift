import Compositing
import Raster
import Vector

/// The view tree of an app's own glass over its content (iOS 26): `UIVisualEffectView`s with a
/// `UIGlassEffect` in the view controller's view, alone or in a `UIGlassContainerEffect`.
///
/// Alone, each view is its glass: the backdrop through the style's recipe (``GlassRecipe``,
/// ``GlassRecipe/clear(_:dark:)``), its tint over it (``GlassEffectMetrics/tintGain``), the rim
/// on top. In a container the views' glass is drawn once, as one shape that merges where views
/// come closer than the container's `spacing` (``MergedShape``), as UIKit draws a glass group
/// (`UIKit._GlassGroupView` holding one `CASDFLayer` element per view: iOS 26.0.1 dumps,
/// karlseedev/SweepPic; Datadog's session-replay class list); each view then draws its tint inside
/// its own outline, and the rim follows the merged outline. Views merge with views of their own
/// style (regular or clear): a group draws one material.
package enum GlassEffectLayers {
    /// The tree: a `UIView` over the whole screen (`screen`, points) holding the glass.
    /// `containerSpacing` nil puts each view alone.
    package static func layer(
        _ views: [GlassEffectView], containerSpacing: Double?, style: UserInterfaceStyle, reduceTransparency: Bool,
        highContrast: Bool, fit: GlassFit, screen: PointRect
    ) -> Layer {
        func look(_ view: GlassEffectView, tinted: Bool = true) -> GlassLook {
            GlassLook(
                style: style, variant: view.style, tint: tinted ? view.tintColor : nil,
                reduceTransparency: reduceTransparency, highContrast: highContrast, fit: fit)
        }
        var root = Layer(
            className: "UIView", frame: screen,
            source: "the view controller's view: the app's glass over its content")
        guard let first = views.first else { return root }
        guard let spacing = containerSpacing else {
            root.children = views.map { view in
                let look = look(view)
                var layer = Layer(className: "UIVisualEffectView", frame: view.frame, source: look.source)
                layer.shape = shape(view)
                (layer.effect, layer.drawing) = look.drawn(
                    width: view.frame.width, height: view.frame.height, radius: view.radius)
                layer.shadows = look.shadows
                layer.notes = [description(view)]
                return layer
            }
            return root
        }
        // The container's bounds: every view's frame.
        let bounds = views.dropFirst().reduce(first.frame) { rect, view in
            let x = min(rect.x, view.frame.x), y = min(rect.y, view.frame.y)
            return PointRect(
                x: x, y: y, width: max(rect.maxX, view.frame.maxX) - x, height: max(rect.maxY, view.frame.maxY) - y)
        }
        let local = PointRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        // The smooth minimum bridges a gap once it is under half the smoothing: twice the spacing
        // makes views merge once closer than the spacing, as Apple defines it.
        let smoothing = 2 * spacing
        // One glass a style: regular views merge with regular ones, clear with clear (a group
        // draws one material); each group's glass, its views' tints in their own outlines, then
        // the rim along its merged outline.
        var children: [Layer] = []
        for style in GlassEffectView.Style.allCases {
            let members = views.filter { $0.style == style }
            guard let lead = members.first else { continue }
            // Each member's frame in the container.
            let frames = members.map { view in
                PointRect(
                    x: view.frame.x - bounds.x, y: view.frame.y - bounds.y, width: view.frame.width,
                    height: view.frame.height)
            }
            let parts = zip(members, frames).map { view, frame in
                MergedShape.Part(x: frame.x, y: frame.y, width: frame.width, height: frame.height, radius: view.radius)
            }
            let groupLook = look(lead, tinted: false)
            var group = Layer(
                className: "UIKit._GlassGroupView", frame: local,
                source: groupLook.source
                    + "; the views' glass merged (MergedShape, smoothing twice the container's spacing)")
            group.shape = .merged(MergedShape(parts: parts, smoothing: smoothing))
            group.shadows = groupLook.shadows
            if let fill = groupLook.opaqueFill {
                group.backgroundColor = fill
            } else {
                group.effect = .backdrop(
                    BackdropSettings(stages: groupLook.recipe.stages, overlays: groupLook.overlays))
            }
            let tints = zip(members, frames).map { view, frame -> Layer in
                var layer = Layer(
                    className: "UIVisualEffectView", frame: frame,
                    backgroundColor: look(view).overlays.last { $0.name == "tint" }?.color,
                    source: "UIGlassEffect in the container: its tint drawn in its own outline (GlassEffectMetrics)")
                layer.shape = shape(view)
                layer.notes = [description(view)]
                layer.drawnWithGlass = true
                return layer
            }
            let rim = groupLook.rim
            var ring = Layer(
                className: "CASDFLayer", frame: local, backgroundColor: rim.color,
                source: "the rim along the merged outline (GlassRecipe's rim width and colour)")
            ring.shape = .merged(MergedShape(parts: parts, smoothing: smoothing, ring: rim.width))
            children += [group] + tints + [ring]
        }
        var container = Layer(
            className: "UIVisualEffectView", frame: bounds, children: children,
            source: "UIGlassContainerEffect: its views' glass drawn as one shape")
        container.notes = [
            "effect = UIGlassContainerEffect(spacing: \(PointRect.format(spacing))): views closer than that merge"
        ]
        root.children = [container]
        return root
    }

    /// A view's outline: a capsule, or its corner radius.
    static func shape(_ view: GlassEffectView) -> NodeShape {
        view.cornerRadius == nil ? .capsule : .roundedRectangle(radius: view.radius, curve: .circular)
    }

    /// `effect = UIGlassEffect(style: clear, tintColor: #ff000080)`, for `tree`.
    static func description(_ view: GlassEffectView) -> String {
        "effect = UIGlassEffect(style: \(view.style.rawValue)" + (view.tintColor.map { ", tintColor: \($0.hex)" } ?? "")
            + ")"
    }
}

/// `UIGlassEffect` in a `UIVisualEffectView` (iOS 26): its style, its tint, and how glass views in
/// a `UIGlassContainerEffect` merge. Estimates, each named; see ``GlassRecipe/clear(_:dark:)``.
package enum GlassEffectMetrics {
    /// Clear glass's veil: how much of a white (light) or black (dark) grey is mixed into what
    /// passes through, 0 to 0.15 (0: none, the default).
    package static let clearVeil = 0.0
    /// Clear glass's blur, in points, 0 to 2.25 (regular glass's σ): 0.
    package static let clearSigma = 0.0
    /// A tint (`UIGlassEffect.tintColor`) is drawn over the glass at its own alpha times this
    /// gain, 0.8 to 1: 1. Two iOS 26 reports show an opaque tint giving an opaque capsule (a
    /// black tint at alpha 1 rendered opaque black: sbaiahmed1/react-native-blur issue 113; clear
    /// glass tinted #257BED read as "a solid blue ground": YosemiteCrew/Yosemite-Crew issue 2367).
    /// On macOS 26 a glass tint measured as a colourless dimmer instead (KiwiCanopy/KiwiDesk issue
    /// 1297): not what iOS screenshots show.
    package static let tintGain = 1.0
    /// Glass views in a `UIGlassContainerEffect` merge once closer than its `spacing` (Apple: "the
    /// distance between elements at which they begin to merge"); UIKit documents no default,
    /// AppKit's `NSGlassEffectContainerView.spacing` defaults to 0 (merge only where they touch).
    package static let defaultContainerSpacing = 0.0
}
/// A `UIVisualEffectView` with a `UIGlassEffect` over the content (`glassEffectViews:`), in
/// window points.
public struct GlassEffectView: Sendable, Equatable {
    /// `UIGlassEffect.Style`.
    public enum Style: String, Sendable, CaseIterable {
        case regular, clear
    }

    public var frame: PointRect
    public var style = Style.regular
    /// `UIGlassEffect.tintColor`.
    public var tintColor: RGBA8?
    /// The corner radius; nil is a capsule (`UICornerConfiguration.capsule()`).
    public var cornerRadius: Double?

    public init(frame: PointRect, style: Style = .regular, tintColor: RGBA8? = nil, cornerRadius: Double? = nil) {
        self.frame = frame
        self.style = style
        self.tintColor = tintColor
        self.cornerRadius = cornerRadius
    }

    /// The radius drawn: the corner radius, at most half the shorter side.
    public var radius: Double { min(cornerRadius ?? .infinity, min(frame.width, frame.height) / 2) }
}
