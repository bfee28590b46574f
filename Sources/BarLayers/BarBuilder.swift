import Raster
import Typesetting
import Vector

/// Fills a bar's stack (``BarStack``) from its properties: the view tree UIKit builds for them.
///
/// Each role of the stack decides whether its view is there, its frame and what it draws (see
/// ``ViewRole``); the seeds' techniques (the overlay view, `navBarBgAlpha`) are then applied to
/// the views they name by role.
package enum BarBuilder {
    /// Whether the bar is translucent: the explicit value, else inferred from the background
    /// image (YES if any pixel has alpha < 1), else YES (seeds 000, 004).
    package static func isTranslucent(_ appearance: BarAppearance) -> Bool {
        if let explicit = appearance.translucent { return explicit }
        if appearance.overlayColor != nil { return true }
        if let image = appearance.backgroundImage { return !image.layerImage.isOpaque }
        return true
    }

    /// Builds the bar's layer (`UINavigationBar`, `UITabBar` or `UIToolbar`) of the drawn
    /// release's stack for `kind`, framed in window coordinates by `placement`, in `traits`.
    package static func build(_ appearance: BarAppearance, kind: BarKind, traits: Traits, placement: BarPlacement)
        throws(FontError) -> Layer
    {
        // The bar's own trait (a colour scheme of its own) is what its views are drawn in.
        let traits = traits.design.barTraits(appearance, in: traits)
        let context = try Context(appearance: appearance, kind: kind, traits: traits, placement: placement)
        let stack = context.stack
        var bar = context.instantiate(stack.root, parent: nil, origin: Point(0, 0), piece: nil)[0]
        context.applyTechniques(to: &bar)
        let modernNotes = context.modern?.notes ?? []
        bar.notes = traits.design.backgroundNotes(context) ?? modernNotes
        if let edge = placement.scrollEdge { bar.notes.append(edge.summary(stack.kind)) }
        // Laid out from the leading edge; right to left, the bar's subviews are mirrored once.
        return placement.layoutDirection == .rightToLeft ? bar.mirroredForRightToLeft() : bar
    }

    /// What every role needs to know: the properties, the stack, the traits and where the bar sits.
    package struct Context {
        let appearance: BarAppearance
        let stack: BarStack
        let traits: Traits
        let placement: BarPlacement
        let translucent: Bool
        /// The custom background image; the overlay technique replaces any with the empty one
        /// (seed 000).
        let customImage: LayerImage?
        let material: Material
        /// How far the background reaches beyond the bar: up under the status bar for a
        /// top-attached bar (seed 000), nothing for a bottom-attached one.
        let extensionAbove: Double
        /// The background's bounds.
        let bounds: PointRect
        /// Where the bar's content goes (empty for a bar with no items).
        let plan: ContentPlan
        /// iOS 13+: what the background draws, from the appearance the bar shows.
        let modern: ModernBackground?
        /// What draws the background: the design's model.
        let backgroundModel: any BarBackgroundModel

        /// The bar's kind.
        var kind: BarKind { stack.kind }

        init(appearance: BarAppearance, kind: BarKind, traits: Traits, placement: BarPlacement) throws(FontError) {
            let stack = traits.drawnRelease.stack(for: kind)
            let design = traits.design
            self.appearance = appearance
            self.stack = stack
            self.traits = traits
            self.placement = placement
            translucent = BarBuilder.isTranslucent(appearance)
            customImage = appearance.overlayColor != nil ? .empty : appearance.backgroundImage?.layerImage
            material = stack.material(style: appearance.barStyle)
            extensionAbove = kind.isTopAttached ? placement.barTop : 0
            bounds = PointRect(x: 0, y: 0, width: placement.width, height: extensionAbove + placement.barHeight)
            var chosen: BarAppearanceObject?
            if let rules = stack.appearanceRules {
                let choice = appearance.chosenAppearance(
                    kind: kind, rules: rules, position: placement.position,
                    legacy: appearance.legacyAppearance(kind: kind))
                modern = ModernBackground(
                    choice, trait: appearance.trait(traits.userInterfaceStyle),
                    ignored: appearance.legacyPropertiesIgnored)
                chosen = choice.appearance
            } else {
                modern = nil
            }
            backgroundModel = design.background(modern)
            let layout = ContentLayout(
                appearance: appearance, traits: traits, placement: placement, stack: stack,
                colors: design.contentColors(appearance, object: chosen, traits: traits),
                attributes: design.contentFonts(appearance, object: chosen))
            plan = appearance.hasContent ? try design.plan(kind, layout, modern: modern) : ContentPlan()
        }

        /// The alpha a translucent bar gives an opaque custom image (seed 000: 0.909804).
        var imageAlpha: Double {
            translucent && customImage?.isOpaque == true ? BarConstants.translucentOpaqueImageAlpha : 1
        }

        /// The views for `template` (none when its role is absent here, one per colour layer for
        /// ``ViewRole/overlays``, one per item for a repeated content role, else one) with their
        /// subviews. `parent` is the role of the view they go into, `origin` that view's origin in
        /// the bar's coordinates, and `piece` its laid-out content, if it is a content view.
        func instantiate(_ template: ViewTemplate, parent: ViewRole?, origin: Point, piece: ContentPiece?) -> [Layer] {
            let made: [(Layer, ContentPiece?)]
            if case let .content(role) = template.role {
                made = contentLayers(template, role: role, parent: piece, origin: origin)
            } else {
                made = layers(for: template, parent: parent).map { ($0, nil) }
            }
            return made.map { made, piece in
                var layer = made
                layer.role = template.role
                // The bar's subviews are in the bar's own coordinates, which the plan uses.
                let here =
                    template.role == .bar ? Point(0, 0) : Point(origin.x + layer.frame.x, origin.y + layer.frame.y)
                layer.children += template.children.flatMap {
                    instantiate($0, parent: template.role, origin: here, piece: piece)
                }
                return layer
            }
        }

        /// The views of a content role and the pieces of content they hold: one per piece the
        /// plan has for the role (or, for a part, its parent's piece has); for a navigation bar
        /// with no such piece, the placeholders seed 003 prints (hidden, or empty).
        func contentLayers(_ template: ViewTemplate, role: ContentRole, parent: ContentPiece?, origin: Point) -> [(
            Layer, ContentPiece?
        )] {
            let name = template.className
            var pieces: [ContentPiece]
            switch role {
            case .label, .image, .badge, .largeSubtitle:
                if var own = parent?.parts[role] {
                    // A label drawn by its parent view moves into the label view when there is one.
                    if role == .label, own.drawing == nil, let drawing = parent?.drawing { own.drawing = drawing }
                    pieces = [own]
                } else if role == .label, let parent, case .text = parent.drawing {
                    pieces = [ContentPiece(frame: parent.frame, drawing: parent.drawing)]
                } else {
                    pieces = []
                }
            default:
                // Inside a piece that holds views of its own (an iOS 26 capsule), only those.
                if let parent, !parent.nested.isEmpty {
                    pieces = parent.nested[role] ?? []
                } else {
                    pieces = plan[role]
                }
            }
            // A container whose label is a subview leaves the drawing to it.
            let labelled = template.children.contains { $0.role == .content(.label) }
            if pieces.isEmpty {
                guard stack.kind == .navigationBar,
                    let placeholder = placeholder(name, role: role, hidden: template.isHidden, parent: parent)
                else { return [] }
                return [(placeholder, nil)]
            }
            return pieces.map { piece in
                let frame = PointRect(
                    x: piece.frame.x - origin.x, y: piece.frame.y - origin.y, width: piece.frame.width,
                    height: piece.frame.height)
                var draws = piece.drawing
                if labelled, role != .label, case .text = piece.drawing { draws = nil }
                var layer = Layer(
                    className: name, frame: frame, isHidden: piece.isHidden, clipsToBounds: piece.clipsToBounds,
                    effect: piece.effect, drawing: draws, source: piece.source ?? "ContentMetrics")
                layer.shape = piece.shape
                layer.shadows = piece.shadows
                layer.leftOutOfLayerCapture = piece.leftOutOfLayerCapture
                layer.notes += piece.notes
                return (layer, piece)
            }
        }

        /// The views of one role, without their subviews.
        func layers(for template: ViewTemplate, parent: ViewRole?) -> [Layer] {
            let name = template.className
            switch template.role {
            case .bar:
                return [
                    Layer(
                        className: name,
                        frame: PointRect(
                            x: placement.barX, y: placement.barTop, width: placement.width, height: placement.barHeight),
                        backgroundColor: appearance.backgroundColor, clipsToBounds: appearance.clipsToBounds,
                        source: stack.source)
                ]
            case .background, .colorAndImage, .shadowContent, .shadow, .effect:
                // The background is drawn by its design generation's model.
                return backgroundModel.layers(for: template.role, named: name, parent: parent, in: self)
            case .backgroundImage:
                guard let customImage, !backgroundShowsImage else { return [] }
                return [
                    Layer(
                        className: name, frame: bounds, alpha: imageAlpha, image: customImage,
                        source: "seed 000 (image view at the bottom, alpha 0.909804 when translucent)")
                ]
            case let .backdrop(drawsOverlays):
                let material = backgroundModel.material(in: self)
                return [
                    Layer(
                        className: name, frame: bounds,
                        effect: .backdrop(
                            BackdropSettings(
                                stages: material.backdrop, overlays: drawsOverlays ? material.overlays : [])),
                        source: ([material.source] + (drawsOverlays ? material.overlays.map(\.source) : [])).joined(
                            separator: "; "))
                ]
            case .overlays:
                return backgroundModel.material(in: self).overlays.map {
                    Layer(
                        className: name, frame: bounds, backgroundColor: $0.color, compositingFilter: $0.blend,
                        source: $0.source)
                }
            case let .colorTint(alwaysPresent):
                if let tint = appearance.barTintColor {
                    // The filter view's backgroundColor is the tint as given: a translucent
                    // colour draws at its own alpha times the view's 0.85, `clear` not at all.
                    return [
                        Layer(
                            className: name, frame: bounds, backgroundColor: tint.a == 0 ? nil : tint,
                            alpha: BarConstants.tintFilterAlpha,
                            source: tint.a == 0
                                ? "seed 000 (the barTintColor view, alpha 0.85); its colour is clear, so it draws nothing"
                                : "seed 000 (barTintColor at alpha 0.85)")
                    ]
                }
                return alwaysPresent ? [Layer(className: name, frame: bounds, source: "seed 003")] : []
            case .content:
                return []
            case .scrollEdgeEffect:
                return placement.scrollEdge.map {
                    [$0.layer(kind: stack.kind, placement: placement, scale: traits.displayScale)]
                } ?? []
            }
        }

        /// Whether the stack's background view shows a custom image itself.
        var backgroundShowsImage: Bool {
            stack.subviews.contains { $0.role == .background(showsImage: true) }
        }

        func background(_ name: String, showsImage: Bool) -> Layer {
            var background = Layer(
                className: name,
                frame: PointRect(x: 0, y: -extensionAbove, width: placement.width, height: bounds.height),
                source: stack.kind.isTopAttached
                    ? "seed 003 (class), seed 000 (top-attached under the status bar)"
                    : "BarStack (class); bottom-attached, over the home indicator")
            if let customImage {
                if !translucent && !customImage.isOpaque {
                    background.backgroundColor = BarConstants.opaqueBacking(
                        style: appearance.barStyle, barTintColor: appearance.barTintColor)
                }
                if showsImage {
                    background.image = customImage
                    background.alpha = imageAlpha
                }
            } else if translucent {
                // The blur branch draws the bar.
            } else if let tint = appearance.barTintColor {
                background.backgroundColor = tint.with(alpha: 255)
                background.effect = .barTintRecipe(BarConstants.opaqueTintRecipe(style: appearance.barStyle))
                background.source = "seed 000 (opaque tint reads 0xfb2930, not the image path's 0xfc0d1b)"
            } else {
                background.backgroundColor = BarConstants.opaqueBacking(style: appearance.barStyle, barTintColor: nil)
            }
            return background
        }

        /// The hairline: one device pixel below a top-attached bar, above a bottom-attached one
        /// (`(0 -0.5; 320 0.5)` on a toolbar); a custom shadow image only with a custom
        /// background image (seed 001). Framed in the background's coordinates, or the bar's.
        func shadow(_ name: String, inBackground: Bool) -> Layer {
            let onePixel = 1.0 / Double(traits.displayScale)
            let top = stack.kind.isTopAttached
            var hairline = Layer(
                className: name,
                frame: PointRect(x: 0, y: top ? bounds.height : -onePixel, width: placement.width, height: onePixel),
                backgroundColor: BarConstants.hairlineColor,
                source: top
                    ? "seed 000 (one pixel, 1.0/scale, below the bar); Stack Overflow 30154753 (black, alpha 0.3)"
                    : "one pixel above the bar (toolbar separator (0 -0.5; 320 0.5)); colour as the navigation bar's")
            if customImage != nil, case let .image(image) = appearance.shadowImage {
                hairline.backgroundColor = nil
                hairline.image = image.layerImage
                if case let .bitmap(bitmap, _) = image.layerImage {
                    hairline.frame.height = Double(bitmap.height) / Double(traits.displayScale)
                    if !top { hairline.frame.y = -hairline.frame.height }
                }
                hairline.source = "seed 001 (custom shadowImage with a custom background image)"
            } else if customImage != nil, case .none = appearance.shadowImage {
                hairline.backgroundColor = nil
                hairline.image = .empty
                hairline.source = "seed 001 (empty shadowImage with a custom background image)"
            }
            // The bar's own subview: its coordinates differ from the background's by the
            // background's offset.
            if !inBackground { hairline.frame.y -= extensionAbove }
            return hairline
        }

        /// The views seed 003 prints for a navigation bar without content: the content view,
        /// and the large-title view, the prompt view and the back indicator, hidden unless used.
        func placeholder(_ name: String, role: ContentRole, hidden: Bool, parent: ContentPiece?) -> Layer? {
            let frame: PointRect
            switch role {
            case .contentView:
                frame = PointRect(x: 0, y: placement.promptHeight, width: placement.width, height: placement.rowHeight)
            case .largeTitle:
                frame = PointRect(
                    x: 0, y: placement.barHeight - placement.largeTitleHeight, width: placement.width,
                    height: placement.largeTitleHeight)
            case .label:
                guard parent == nil else { return nil }
                frame = PointRect(
                    x: BarConstants.contentLayoutMargin(isPlus: placement.isPlus), y: 0, width: 0, height: 0)
            case .backIndicator, .prompt:
                frame = PointRect(x: 0, y: 0, width: 0, height: 0)
            default:
                return nil
            }
            let isHidden = role == .largeTitle ? placement.largeTitleHeight <= 0 : hidden
            return Layer(
                className: name, frame: frame, isHidden: isHidden,
                source: role == .label ? "seed 003" : "seed 003 (no pixels modelled)")
        }

        /// The seeds' techniques, on the views they name by role.
        func applyTechniques(to bar: inout Layer) {
            guard
                let index = bar.children.firstIndex(where: {
                    if case .background = $0.role { return true } else { return false }
                })
            else { return }
            var background = bar.children[index]
            if let overlay = appearance.overlayColor {
                // Seed 000 scheme 2: a plain view of the colour at index 0 of the background view,
                // and every subview of it no taller than 1 pt hidden; seed 001 slides a child of
                // the new colour in with a transition.
                var overlayView = Layer(
                    className: "UIView", frame: bounds, backgroundColor: overlay,
                    source: "seed 000 scheme 2 (overlay at index 0)")
                if let slide = appearance.overlaySlide {
                    overlayView.children = [
                        Layer(
                            className: "UIView",
                            frame: PointRect(x: slide.offset, y: 0, width: bounds.width, height: bounds.height),
                            backgroundColor: slide.color,
                            source: "seed 001 (child view with the new colour, sliding with the transition)")
                    ]
                }
                background.children.insert(overlayView, at: 0)
                for i in background.children.indices where background.children[i].frame.height <= 1 {
                    background.children[i].isHidden = true
                }
                for i in bar.children.indices where bar.children[i].role == .shadow && bar.children[i].frame.height <= 1
                {
                    bar.children[i].isHidden = true
                }
            }
            if let alpha = appearance.backgroundAlpha {
                // Seed 002, setNeedsNavigationBackground: translucent with an image → the background
                // view; translucent without → the blur branch; opaque → the background view.
                if translucent && customImage == nil,
                    let effect = background.children.firstIndex(where: { $0.role == .effect })
                {
                    background.children[effect].alpha = alpha
                } else {
                    background.alpha = alpha
                }
            }
            bar.children[index] = background
        }
    }
}
