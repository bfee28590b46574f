import BarLayers
import Compositing
import FrameRendering
import Raster
import RasterPNG

/// A push or pop between two view controllers with different navigation-bar settings
/// (`transition:` in a scene), modelled on the seeds' techniques:
///
/// - Seed 002: the bar background's alpha follows `from + (to − from) × p` while the finger
///   drags an interactive pop; on release the remainder animates to the destination's alpha
///   (finish, over `duration × (1 − p)`) or back to the source's (cancel, over `duration × p`).
/// - Seed 001: with the overlay technique, the bottom view keeps the old colour while a child
///   view of the new colour slides in with the transition; afterwards both take the new colour.
///
/// Every other bar property (tint, translucency, images) switches to the destination's value
/// when the transition finishes. The scene's own `navigationBar:` is the source controller's.
public struct Transition: Sendable, Equatable {
    /// `UINavigationControllerOperation`, and the edge-swipe pop.
    public enum Kind: String, Sendable, CaseIterable {
        case push, pop
        case interactivePop = "interactive-pop"
    }

    /// What an interactive pop does when the finger lets go.
    public enum Release: String, Sendable, CaseIterable {
        case finish, cancel
    }

    /// Timing curves.
    public enum Curve: String, Sendable, CaseIterable {
        /// Constant speed.
        case linear
        /// UIKit's default animation curve (`UIViewAnimationOptionCurveEaseInOut`), Core
        /// Animation's `kCAMediaTimingFunctionEaseInEaseOut`: the cubic Bézier with control points
        /// (0.42, 0) and (0.58, 1) (Apple, CAMediaTimingFunction documentation).
        case easeInOut

        /// The eased fraction at time fraction `t` (0…1).
        public func callAsFunction(_ t: Double) -> Double {
            switch self {
            case .linear: return t
            case .easeInOut: return Self.cubicBezier(t, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
            }
        }

        /// A CSS/Core Animation timing Bézier from (0,0) to (1,1): solves x(s) = t by bisection
        /// (x is monotonic for control x in 0…1), which needs no tolerance tuning, then gives y(s).
        static func cubicBezier(_ t: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
            func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
            }
            if t <= 0 { return 0 }
            if t >= 1 { return 1 }
            var low = 0.0, high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if bezier(mid, x1, x2) < t { low = mid } else { high = mid }
            }
            return bezier((low + high) / 2, y1, y2)
        }
    }

    /// The two transition glitches the seeds describe, reproduced on request.
    public enum Glitch: String, Sendable, CaseIterable {
        /// Seed 002 (the QQ example): a cancelled interactive pop makes the bar flash. Modelled
        /// as the first frame after release showing the destination's bar before the source's
        /// returns.
        case cancelFlash
        /// Seed 003 §4.2: with `hidesBottomBarWhenPushed` and a translucent navigation bar, a
        /// black band under the bar during the push, because the container and the window have
        /// no background colour. Modelled as the incoming view laid out as if the bars were
        /// opaque (starting below the navigation bar), so the window's black shows through the
        /// translucent bar wherever the incoming view has arrived.
        case blackBand
    }

    public var kind: Kind
    /// The destination controller's navigation bar.
    public var to: BarAppearance
    /// The state `render` shows (0…1), and where an interactive pop is released.
    public var progress: Double = 0.5
    public var release: Release = .finish
    /// Seconds for a whole push or pop. UIKit's standard push/pop runs for about 0.35 s; no
    /// seed measures it, so it is a parameter with that default.
    public var duration: Double = 0.35
    public var curve: Curve = .easeInOut
    public var glitches: Set<Glitch> = []
    /// `hidesBottomBarWhenPushed` on the pushed controller: the tab bar belongs to the
    /// controller underneath and is covered by the incoming view.
    public var hidesBottomBarWhenPushed = false
    /// How far the controller underneath moves aside while the other slides over it, as a
    /// fraction of the screen width (UIKit's parallax). No source measures it: 0.3 is the
    /// commonly reproduced value in custom animators that imitate the system push, kept as a
    /// parameter (`underlyingShift:`). It is what uncovers the window in seed 003's black band.
    public var underlyingShift = 0.3

    public init(kind: Kind, to: BarAppearance) {
        self.kind = kind
        self.to = to
    }

    /// How long the frames span, in seconds: the animation's `duration`, or for an interactive
    /// pop the drag (duration × progress) and the release (the rest, or the way back).
    public var totalDuration: Double {
        guard kind == .interactivePop else { return duration }
        return duration * progress + duration * (release == .finish ? 1 - progress : progress)
    }

    /// How long each of `count` frames, evenly spaced in time, shows in an animation, in
    /// milliseconds: the span over the gaps between frames, kept within an animated PNG frame's
    /// 1…65535 ms.
    public func frameDelay(count: Int) -> Int {
        let span = totalDuration * 1000 / Double(max(1, count - 1))
        return min(65535, max(1, Int(span.rounded())))
    }

    /// The transition progress (0: the source controller, 1: the destination) of each of
    /// `count` frames, evenly spaced in time, and the index of the release frame for an
    /// interactive pop (always one of the frames, so its state is shown exactly).
    public func timeline(count: Int) -> (progress: [Double], release: Int?) {
        precondition(count >= 2)
        guard kind == .interactivePop else {
            return ((0..<count).map { curve(Double($0) / Double(count - 1)) }, nil)
        }
        // The finger moves at the animation's speed: the drag takes duration × progress; the
        // release animation the remainder (finish) or the way back (cancel), seed 002.
        let drag = duration * progress
        let after = duration * (release == .finish ? 1 - progress : progress)
        let total = drag + after
        var k = total > 0 ? Int((Double(count - 1) * drag / total).rounded()) : 0
        if progress > 0 { k = max(1, k) }
        if after > 0 { k = min(count - 2, k) }
        var values: [Double] = []
        for i in 0..<count {
            if i <= k {
                values.append(k == 0 ? progress : progress * Double(i) / Double(k))
            } else {
                let eased = curve(Double(i - k) / Double(count - 1 - k))
                values.append(release == .finish ? progress + (1 - progress) * eased : progress * (1 - eased))
            }
        }
        return (values, k)
    }
}

/// One moment of a transition: the bars and the two controllers' views.
public struct TransitionFrame: Sendable, Equatable {
    /// Transition progress, 0…1.
    public var progress: Double
    /// The navigation bar as drawn.
    public var navigationBar: BarAppearance
    /// Whether this is the glitch's flash frame.
    public var flashing: Bool
}

extension Transition {
    /// The navigation bar at transition progress `p` from `from` (seed 002's alpha, seed 001's
    /// sliding colour over a bar `width` points wide; other properties switch at the end).
    public func navigationBar(from: BarAppearance, at p: Double, width: Double) -> BarAppearance {
        var bar = p >= 1 ? to : from
        // The bar's items are the scene's: a transition changes how the bar looks, not what it
        // shows (BarScope does not animate titles).
        (bar.topItem, bar.backItem, bar.tintColor, bar.titleTextAttributes, bar.largeTitleTextAttributes) =
            (
                from.topItem, from.backItem, to.tintColor ?? from.tintColor, from.titleTextAttributes,
                from.largeTitleTextAttributes
            )
        if from.backgroundAlpha != nil || to.backgroundAlpha != nil {
            let a = from.backgroundAlpha ?? 1, b = to.backgroundAlpha ?? 1
            bar.backgroundAlpha = a + (b - a) * p
        }
        if p > 0, p < 1, let old = from.overlayColor, let new = to.overlayColor, old != new {
            bar.overlayColor = old
            // Push: the new colour enters from the trailing edge with the pushed view; pops:
            // from the leading edge, as the revealed controller does.
            bar.overlaySlide = OverlaySlide(color: new, offset: (kind == .push ? 1 : -1) * width * (1 - p))
        }
        return bar
    }

    /// The frames `frames` renders, from the scene's own bar.
    public func frames(from scene: Scene, count: Int) -> [TransitionFrame] {
        let (values, releaseIndex) = timeline(count: count)
        return values.enumerated().map { index, p in
            var frame = TransitionFrame(
                progress: p,
                navigationBar: navigationBar(from: scene.navigationBar, at: p, width: scene.screen.widthPoints),
                flashing: false)
            if glitches.contains(.cancelFlash), kind == .interactivePop, release == .cancel, let r = releaseIndex,
                index == r + 1
            {
                frame.navigationBar = navigationBar(from: scene.navigationBar, at: 1, width: scene.screen.widthPoints)
                frame.flashing = true
            }
            return frame
        }
    }
}

extension SceneRenderer {
    /// Pixels between frames in a filmstrip, filled with ``filmstripGapColor``: enough to tell
    /// frames apart at a glance without a loupe.
    public static let filmstripGap = 12
    /// The filmstrip's separator colour (a mid grey, distinct from any bar material).
    public static let filmstripGapColor = RGBA8(white: 0.5)

    /// One frame of the scene's transition, as the scene's ``Scene/region`` says.
    ///
    /// Drawing order follows the navigation controller's: the controller underneath (the source
    /// on a push, the destination on a pop) at rest, the other sliding over it from the trailing
    /// edge, then the bottom bars (under the sliding view when `hidesBottomBarWhenPushed` gives
    /// them to the controller underneath), then the navigation bar. The controller underneath
    /// moves aside by ``Transition/underlyingShift`` of the width.
    public static func render(_ scene: Scene, transition: Transition, frame: TransitionFrame) throws(SceneError)
        -> Image
    {
        let screen = scene.screen
        var barScene = scene
        barScene.navigationBar = frame.navigationBar
        let p = frame.progress
        let width = screen.widthPoints
        var topScene = barScene
        if transition.hidesBottomBarWhenPushed { topScene.tabBar = nil }
        // The glitch lasts while the push runs; once it completes the layout is right again.
        if transition.glitches.contains(.blackBand), transition.kind == .push, p < 1 {
            topScene.viewController.edgesForExtendedLayout = []
        }
        let topDX = transition.kind == .push ? width * (1 - p) : width * p
        let underDX = -transition.underlyingShift * width * (transition.kind == .push ? p : 1 - p)
        let bars = try barScene.barLayers()
        let navigationBar = try barScene.barNodes(of: [bars.navigationBar])[0]
        let bottomBars = try barScene.barNodes(of: bars.bottomBars)
        let statusBar = try barScene.barNodes(of: bars.statusBar.map { [$0] } ?? [])
        // The bottom bars belong to the controllers: they are drawn with the content, under the
        // sliding view when `hidesBottomBarWhenPushed` gives them to the controller underneath.
        // Both controllers show the scene's content: a picture is decoded once per band, as far
        // as the higher-placed view (the one underneath) needs.
        let underLayout = barScene.layout, topLayout = topScene.layout
        let (under, top) = (barScene, topScene)
        let content = FrameContent.drawn { band, originY in
            let picture = try picture(of: scene, rows: originY..<(originY + band.height), layout: underLayout)
            func drawBottomBars() {
                for node in bottomBars { Compositor.render(node.offsetBy(dx: 0, dy: -originY), onto: &band) }
            }
            try drawContent(
                of: under, layout: underLayout, picture: picture, dx: underDX, into: &band, originY: originY)
            if transition.hidesBottomBarWhenPushed { drawBottomBars() }
            try drawContent(of: top, layout: topLayout, picture: picture, dx: topDX, into: &band, originY: originY)
            if !transition.hidesBottomBarWhenPushed { drawBottomBars() }
        }
        // Over it, the navigation bar, then the status bar above everything.
        let tree = barsTree([navigationBar] + statusBar)
        // A transition animates the navigation bar: every strip region is its strip.
        let rows =
            scene.region == .screen
            ? nil : Frame.rows(touchedBy: navigationBar, width: screen.pixelWidth, height: screen.pixelHeight)
        do {
            return try FrameRenderer.render(
                Frame(width: screen.pixelWidth, height: screen.pixelHeight, content: content, tree: tree, rows: rows))
        } catch {
            throw sceneError(error, in: scene, key: "transition")
        }
    }

    /// The error for `frames` on a scene with no `transition:`.
    public static func missingTransition(_ scene: Scene) -> SceneError {
        SceneError(
            file: scene.source, key: "transition",
            message: "missing; add for example `transition: {kind: push, to: {barTintColor: \"#ff0000\"}}`")
    }

    /// Every frame of the scene's transition, `count` of them, handed to `body` one at a time
    /// in order (so a long transition never holds more than one frame).
    public static func forEachTransitionFrame(
        _ scene: Scene, count: Int, _ body: (Int, Image) throws -> Void
    ) throws {
        guard let transition = scene.transition else { throw missingTransition(scene) }
        for (index, frame) in transition.frames(from: scene, count: count).enumerated() {
            try body(index, try render(scene, transition: transition, frame: frame))
        }
    }

    /// Every frame of the scene's transition, `count` of them.
    public static func transitionFrames(_ scene: Scene, count: Int) throws(SceneError) -> [Image] {
        var images: [Image] = []
        do {
            try forEachTransitionFrame(scene, count: count) { images.append($1) }
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(file: scene.source, key: "transition", message: "\(error)")
        }
        return images
    }

    /// The frames side by side, left to right, ``filmstripGap`` pixels apart.
    public static func filmstrip(_ frames: [Image]) throws(RasterError) -> Image {
        guard let first = frames.first else { throw RasterError.zeroSize(width: 0, height: 0) }
        var strip = try Filmstrip(frameWidth: first.width, frameHeight: first.height, count: frames.count)
        for (index, frame) in frames.enumerated() { strip.add(frame, at: index) }
        return strip.image
    }
}

/// A filmstrip built one frame at a time: frames side by side, ``SceneRenderer/filmstripGap``
/// pixels apart. When full-size frames would make the strip wider than ``maximumWidth``,
/// every frame is shrunk by the smallest whole factor that fits, averaging each factor × factor
/// block.
public struct Filmstrip: Sendable {
    /// The strip so far.
    public private(set) var image: Image
    /// How many frame pixels, along each side, make one strip pixel.
    public let factor: Int
    let cellWidth: Int

    /// The widest strip made: the widest PNG that BarScope's own readers (and so `pick`,
    /// `diff`, `verify`) open at their default limits (`PNGLimits.default`).
    public static let maximumWidth = Int(PNGLimits.default.maxWidth)

    public init(frameWidth: Int, frameHeight: Int, count: Int) throws(RasterError) {
        let gap = SceneRenderer.filmstripGap
        var factor = 1
        while count * ((frameWidth + factor - 1) / factor) + (count - 1) * gap > Self.maximumWidth, factor < frameWidth
        {
            factor += 1
        }
        self.factor = factor
        cellWidth = (frameWidth + factor - 1) / factor
        image = try Image(
            width: count * cellWidth + (count - 1) * gap, height: (frameHeight + factor - 1) / factor,
            fill: SceneRenderer.filmstripGapColor.premultiplied)
    }

    /// Puts frame `index` in its place.
    public mutating func add(_ frame: Image, at index: Int) {
        let x0 = index * (cellWidth + SceneRenderer.filmstripGap)
        if factor == 1 {
            image.composite(frame, x: x0, y: 0, clip: image.bounds)
            return
        }
        let small = frame.reduced(by: factor)
        for y in 0..<min(image.height, small.height) {
            for x in 0..<min(cellWidth, small.width) { image[x0 + x, y] = small[x, y] }
        }
    }
}
