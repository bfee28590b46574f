import BarScopeSupport
import BarLayers
import BarScene
import ColorDisplay
import Compositing
import Raster

/// The colour a bar property must be set to for the bar to show a target colour.
package struct TintSolution: Sendable, Equatable {
    /// The property solved for: `barTintColor`, or (iOS 13+) the appearance's `backgroundColor`.
    package let property: String
    /// The colour to set (sRGB, as `UIColor` takes it; a `backgroundColor` keeps the alpha asked for).
    package let barTintColor: RGBA8
    /// Whether some tint reaches the target: the ideal tint lies inside 0…255 in every channel.
    package let reached: Bool
    /// The largest channel error over the bar's pixels with this tint (display values when a
    /// display is given), in 8-bit levels.
    package let maxError: Int
    /// What the bar reads with this tint: the mean, and the range over its pixels.
    package let reading: RGBA8
    package let readingRange: String
    /// The exact tint the affine model asks for, per channel (may lie outside 0…255).
    package let idealTint: [Double]

    /// `{"barTintColor" (or "backgroundColor"), "reached", "maxError", "reading", "range", "idealTint"}`.
    package var json: String {
        let ideal = idealTint.map { formatDecimal($0, places: 2) }.joined(separator: ", ")
        return
            "{\"\(property)\": \"\(barTintColor.hex)\", \"reached\": \(reached), \"maxError\": \(maxError), \"reading\": \"\(reading.hex)\", \"range\": \"\(readingRange)\", \"idealTint\": [\(ideal)]}"
    }
}

/// Solves for `barTintColor` given a target colour, content and iOS version.
///
/// The bar's pixels are affine in the tint (the tint is the top filter layer: `out = a·T + b` per
/// pixel and channel, up to 8-bit rounding; each channel independent), so two renders, with black
/// and with white tints, give `a` and `b` and the tint in closed form. The tint that minimises the
/// largest error over the bar is `(target − mid(b)) / a`, with `mid` halfway between the smallest
/// and largest `b` (content under a translucent bar varies). Rounding is then settled by
/// rendering the tints around it. Renders use only the rows of the bar: its backdrop samples
/// nothing outside its own frame, so the bar's pixels are the same as on the whole screen.
package enum TintSolver {
    /// Rendered tints tried around the closed-form answer, per channel.
    package static let searchRadius = 2

    /// What is solved for.
    package enum Variable: Sendable, Equatable {
        /// The navigation bar's `barTintColor` (opaque).
        case barTintColor
        /// iOS 13+: the `backgroundColor` of the navigation bar's standard and scroll-edge
        /// appearances, at `alpha` (so that the bar shows it at rest and scrolled alike).
        case backgroundColor(alpha: UInt8)
        /// iOS 26: the `tintColor` of the scene's first glass view's `UIGlassEffect`, at `alpha`,
        /// read inside the view (clear of its rim and rounded ends).
        case glassTint(alpha: UInt8)

        var property: String {
            switch self {
            case .barTintColor: return "barTintColor"
            case .backgroundColor: return "backgroundColor"
            case .glassTint: return "tintColor"
            }
        }

        var alpha: UInt8 {
            switch self {
            case .barTintColor: return 255
            case let .backgroundColor(alpha), let .glassTint(alpha): return alpha
            }
        }

        /// Whether it is a glass view's tint.
        package var isGlassTint: Bool {
            if case .glassTint = self { return true }
            return false
        }
    }

    /// The pixels a glass view's tint is read over: inside its rim and its rounded ends (a
    /// capsule's middle, the central square of a circle), clear of the anti-aliased edge.
    static func interior(of view: GlassEffectView, scale: Int) -> PixelRect {
        let f = view.frame, r = view.radius, edge = 2.0
        let rect: PointRect
        if f.width - 2 * r >= 2 {
            rect = PointRect(x: f.x + r, y: f.y + edge, width: f.width - 2 * r, height: f.height - 2 * edge)
        } else {
            // A circle (or nearly): the square inside it, inset.
            let side = max(1, (min(f.width, f.height) - 2 * edge) / 2.0.squareRoot())
            rect = PointRect(
                x: f.x + (f.width - side) / 2, y: f.y + (f.height - side) / 2, width: side, height: side)
        }
        let pixels = rect.pixels(scale: scale)
        guard pixels.isEmpty else { return pixels }
        // A view too small for an inside: its centre pixel.
        let centre = PointRect(x: f.x + f.width / 2, y: f.y + f.height / 2, width: 0, height: 0).pixels(scale: scale)
        return PixelRect(x: centre.x, y: centre.y, width: 1, height: 1)
    }

    /// Solves for the colour that shows `target` (a display colour when `display` is not sRGB).
    package static func solve(_ scene: Scene, target: RGBA8, display: Display, variable: Variable = .barTintColor)
        throws
        -> TintSolution
    {
        let full = try SceneRenderer.contentImage(for: scene)
        let barRows = Int(scene.layout.navigationBarBottom) * scene.device.scale
        // The pixels read: the bar's rows, or a glass view's inside (over the whole screen, as
        // the view may sit anywhere).
        let content: Image, region: PixelRect
        if case .glassTint = variable {
            guard let view = scene.glassEffectViews.first else {
                throw CheckError(
                    "solving for a glass tint needs a glass view in the scene (glassEffectViews)", code: .unsolvable)
            }
            content = full
            region = interior(of: view, scale: scene.device.scale).intersection(full.bounds)
            guard !region.isEmpty else {
                throw CheckError("the glass view lies off the screen; move its frame onto it", code: .unsolvable)
            }
        } else {
            content = try full.cropped(to: PixelRect(x: 0, y: 0, width: full.width, height: barRows))
            region = content.bounds
        }
        func color(_ tint: [Int]) -> RGBA8 {
            RGBA8(r: UInt8(tint[0]), g: UInt8(tint[1]), b: UInt8(tint[2]), a: variable.alpha)
        }
        func render(_ tint: [Int]) throws -> StraightImage {
            var tinted = scene
            switch variable {
            case .barTintColor:
                tinted.navigationBar.barTintColor = color(tint)
            case .backgroundColor:
                for slot in [AppearanceSlot.standardAppearance, .scrollEdgeAppearance] {
                    var appearance = tinted.navigationBar.appearances[slot] ?? BarAppearanceObject()
                    appearance.backgroundColor = DynamicColor(color(tint))
                    tinted.navigationBar.appearances[slot] = appearance
                }
            case .glassTint:
                tinted.glassEffectViews[0].tintColor = color(tint)
            }
            return StraightImage(try SceneRenderer.render(tinted, over: content).cropped(to: region))
        }
        let targetComponents = [target.r, target.g, target.b].map { Double($0) / 255 }
        let wanted = display.srgbComponents(ofDisplay: targetComponents).map { $0 * 255 }

        let black = try render([0, 0, 0]), white = try render([255, 255, 255])
        var ideal = [Double](repeating: 0, count: 3)
        for channel in 0..<3 {
            var lowB = 255, highB = 0, slopeSum = 0.0
            for i in stride(from: channel, to: black.bytes.count, by: 4) {
                let b = Int(black.bytes[i])
                lowB = min(lowB, b)
                highB = max(highB, b)
                slopeSum += Double(Int(white.bytes[i]) - b) / 255
            }
            let slope = slopeSum / Double(black.width * black.height)
            guard slope > 1e-9 else {
                throw CheckError(
                    "the \(variable.property) does not change this bar (an image or overlay covers it); solve needs a bar whose colour comes from it",
                    code: .unsolvable)
            }
            ideal[channel] = (wanted[channel] - Double(lowB + highB) / 2) / slope
        }
        let reached = ideal.allSatisfy { $0 >= -0.5 && $0 <= 255.5 }
        let start = ideal.map { min(255, max(0, Int($0.rounded()))) }

        // Settle rounding: render the rounded tint, then its neighbours outwards while some channel's
        // worst pixel is more than half a level from the wanted value; keep, per channel, the tint
        // whose worst pixel is closest.
        var best = start
        var bestError = [Double](repeating: .infinity, count: 3)
        for offset in [0] + (1...searchRadius).flatMap({ [-$0, $0] }) {
            if offset != 0 && bestError.allSatisfy({ $0 <= 0.5 }) { break }
            let tint = start.map { min(255, max(0, $0 + offset)) }
            let image = try render(tint)
            for channel in 0..<3 {
                var worst = 0.0
                for i in stride(from: channel, to: image.bytes.count, by: 4) {
                    worst = max(worst, abs(Double(image.bytes[i]) - wanted[channel]))
                }
                if worst < bestError[channel] {
                    bestError[channel] = worst
                    best[channel] = tint[channel]
                }
            }
        }
        let final = display.show(try render(best))
        var maxError = 0
        for i in stride(from: 0, to: final.bytes.count, by: 4) {
            maxError = max(
                maxError, abs(Int(final.bytes[i]) - Int(target.r)), abs(Int(final.bytes[i + 1]) - Int(target.g)),
                abs(Int(final.bytes[i + 2]) - Int(target.b)))
        }
        let stats = RegionStats(final, rect: final.bounds, topCount: 0)
        return TintSolution(
            property: variable.property, barTintColor: color(best), reached: reached,
            maxError: maxError, reading: stats.mean, readingRange: stats.summary, idealTint: ideal)
    }
}
