import Compositing
import Raster

/// `UIScrollEdgeEffect.Style`: how a scroll view's edge keeps what runs under a bar legible on
/// iOS 26, in place of the bar's old background.
public enum ScrollEdgeEffectStyle: String, Sendable, CaseIterable {
    /// UIKit's default. BarScope draws it as ``soft`` at the top and under a tab bar (the probes
    /// found the untouched automatic material luminance-adaptive, and not the same twice at one
    /// offset, where `.automatic` after any style was set equals `.soft`); under a toolbar, as
    /// the probes measured it, steadily.
    case automatic
    /// "A soft-edged scroll edge effect": the view's background colour washed in, fading out
    /// below the bar, over a light blur.
    case soft
    /// "A scroll edge effect with a hard cutoff and dividing line": a near-opaque plate of the
    /// background colour ending at a hard edge.
    case hard
}

/// `UIScrollView.topEdgeEffect` / `bottomEdgeEffect`: the style and whether it is hidden (UIKit's
/// defaults: `.automatic`, shown, on every scroll, table and collection view).
public struct ScrollEdgeEffect: Sendable, Equatable {
    public var style: ScrollEdgeEffectStyle
    public var isHidden: Bool

    public init(style: ScrollEdgeEffectStyle = .automatic, isHidden: Bool = false) {
        self.style = style
        self.isHidden = isHidden
    }
}

/// What a bar's scroll edge effect sees: the scroll view's setting for the bar's edge, how far
/// the content runs under the bar's edge, and the scroll view's background colour (which the
/// effect washes in).
package struct ScrollEdgeState: Sendable, Equatable {
    package var effect: ScrollEdgeEffect
    /// Points of content under the bar's edge (past the navigation bar's bottom, or beyond a
    /// bottom bar's top); 0 at rest at the edge, and for content that does not scroll.
    package var depthUnder: Double
    /// The scroll view's background colour.
    package var background: RGBA8
    /// The screen's height in points (where a bottom effect ends).
    package var screenHeight: Double

    package init(
        effect: ScrollEdgeEffect = ScrollEdgeEffect(), depthUnder: Double = 0, background: RGBA8 = .white,
        screenHeight: Double
    ) {
        self.effect = effect
        self.depthUnder = depthUnder
        self.background = background
        self.screenHeight = screenHeight
    }
}

/// One measured scroll edge effect: where its wash runs and how opaque it is along the way,
/// its blur, and how deep content must run under the bar before it shows. Every profile is a
/// restatement of pixel probes of iOS 26.1 simulators by OpenUIKit (Vercantez/openuikit,
/// `uikit/docs/agent_reports/scroll-edge-effect.md` and `uikit/Sources/OpenUIKit/UIScrollEdgeEffect.swift`,
/// iPhone 16 @3x; `hc-Feed-round5.md`, iPhone SE 3 @2x), placed against the bar's edges so that
/// other phones follow; docs/sources.md lists them.
package struct EdgeEffectProfile: Sendable, Equatable {
    /// A place on the screen a stop is measured from.
    package enum Anchor: String, Sendable {
        case screenTop, barTop, barBottom, screenBottom
    }

    /// The wash's opacity at a place `offset` points below `anchor`, and the blur of what is
    /// beneath there (σ in points; 0 for none).
    package struct Stop: Sendable, Equatable {
        package var anchor: Anchor
        package var offset: Double
        package var alpha: Double
        package var sigma: Double

        package init(_ anchor: Anchor, _ offset: Double, alpha: Double, sigma: Double = 0) {
            self.anchor = anchor
            self.offset = offset
            self.alpha = alpha
            self.sigma = sigma
        }
    }

    /// How the opacity runs between two stops.
    package enum Easing: String, Sendable {
        /// Straight between the stops (measured tables, sampled).
        case linear
        /// Smoothstep (`3t² − 2t³`): an ease out of and into the stops.
        case smooth
    }

    /// What `tree` calls it.
    package var name: String
    /// The wash's opacity, top to bottom; none above the first stop or below the last.
    package var stops: [Stop]
    package var easing: Easing
    /// The wash's colour is the scroll view's background times this (1, or the toolbar fit's 0.98).
    package var colorFactor: Double
    /// Whether the effect blurs what is beneath (a `PocketBlur` view), by its stops' σ.
    package var blurs: Bool { stops.contains { $0.sigma > 0 } }
    /// How deep (points) content must run under the bar's edge before the effect shows; UIKit
    /// shows it whole past that (the effect view's alpha is 0 or 1).
    package var engagesAfter: Double
    /// Where the numbers come from.
    package var source: String

    package init(
        name: String, stops: [Stop], easing: Easing, colorFactor: Double = 1, engagesAfter: Double, source: String
    ) {
        self.name = name
        self.stops = stops
        self.easing = easing
        self.colorFactor = colorFactor
        self.engagesAfter = engagesAfter
        self.source = source
    }
}

/// The measured profiles, by edge, bar and style (``EdgeEffectProfile`` has the sources).
package enum EdgeEffectProfiles {
    /// The soft wash's opacity at the top, over white and over grouped grey alike: black
    /// content reads 213 (0.835) down to 2 points above the bar (row 57 under a bar at 59).
    package static let softTopAlpha = 0.835
    /// Where the soft wash has faded out: 36 points below the bar (row 149 under a bar ending at
    /// 113, on the iPhone 16). The SE 3 probe (a collapsed large-title bar) saw it end 28 below.
    package static let softTopFadeBelowBar = 36.0
    /// The blur under the soft wash, σ in points: an erf fit of a red-green edge at the top
    /// (10 to 90 % over 5 points, σ 1.85). How it falls off down the wash was not measured;
    /// BarScope lets it fall with the wash.
    package static let softTopSigma = 1.85
    /// The hard plate: the background colour at 230/255 (red reads (255, 230, 230), black 230),
    /// with a hard cut and, in the probes, no dividing line.
    package static let hardAlpha = 230.0 / 255
    /// The blur inside the hard plate: band edges spread over about 6 points, σ ≈ 6 / 2.563 (the
    /// 10-90 % width of a Gaussian edge is 2.563 σ).
    package static let hardSigma = 6.0 / 2.563
    /// The glass's bottom edge: 10 points above a navigation bar's bottom (the 44-point capsules
    /// in the 54-point bar) and 10 below a toolbar slot's top. The top effect shows once content
    /// passes it (off with 8 points under the bar, on with 12), as does the toolbar's.
    package static let glassEdgeInset = 10.0

    /// The effect a bar of `kind` draws for a scroll view's `style` (automatic as soft, but under
    /// a toolbar, where the automatic material itself was measured).
    package static func profile(_ kind: BarKind, _ style: ScrollEdgeEffectStyle) -> EdgeEffectProfile {
        switch (kind, style) {
        case (.navigationBar, .hard): return hardTop
        case (.navigationBar, _): return softTop
        case (.tabBar, .hard): return hardTabBar
        case (.tabBar, _): return softTabBar
        case (.toolbar, .hard): return hardToolbar
        case (.toolbar, _): return automaticToolbar
        }
    }

    /// The top soft wash: 0.835 from the screen's top to 2 points above the bar, easing to 0
    /// at 36 points below it, over a blur of σ 1.85 falling with it.
    package static let softTop = EdgeEffectProfile(
        name: "soft (top)",
        stops: [
            .init(.screenTop, 0, alpha: softTopAlpha, sigma: softTopSigma),
            .init(.barTop, -2, alpha: softTopAlpha, sigma: softTopSigma),
            .init(.barBottom, softTopFadeBelowBar, alpha: 0),
        ],
        easing: .smooth, engagesAfter: glassEdgeInset,
        source:
            "OpenUIKit scroll-edge probe (iOS 26.1, iPhone 16 @3x: 0.835 through row 57, 0 at row 149 = bar bottom + 36; σ 1.85 fitted on the SE 3)"
    )

    /// The top hard plate: from the screen's top to the glass's edge, 10 points above the bar's
    /// bottom (103 under a bar ending at 113).
    package static let hardTop = EdgeEffectProfile(
        name: "hard (top)",
        stops: [
            .init(.screenTop, 0, alpha: hardAlpha, sigma: hardSigma),
            .init(.barBottom, -glassEdgeInset, alpha: hardAlpha, sigma: hardSigma),
        ],
        easing: .linear, engagesAfter: glassEdgeInset,
        source:
            "OpenUIKit scroll-edge probe (iOS 26.1, iPhone 16 @3x: a white plate at 230/255 to row 103 = bar bottom − 10, a hard cut, no line seen)"
    )

    /// Under the tab bar, soft: 0 from 39 points above the bar, rising to 0.78 22 points above
    /// the screen's edge (rows 730 and 830 under a tab bar at 769 on an 852-point screen), then
    /// 0.69 at the last row; no blur (the bottom effect's blur view is hidden). Shown as soon
    /// as content runs under the bar (on at 1 point).
    package static let softTabBar = EdgeEffectProfile(
        name: "soft (bottom, tab bar)",
        stops: [
            .init(.barTop, -39, alpha: 0), .init(.screenBottom, -22, alpha: 0.78),
            .init(.screenBottom, -1, alpha: 0.69), .init(.screenBottom, 0, alpha: 0.69),
        ],
        easing: .linear, engagesAfter: 0,
        source:
            "OpenUIKit scroll-edge probe (iOS 26.1, iPhone 16 @3x, .soft under a tab bar at 769: 0 at row 730, 0.78 at 830, about 0.69 at 851)"
    )

    /// Under the tab bar, hard: the plate over the tab bar's frame.
    package static let hardTabBar = EdgeEffectProfile(
        name: "hard (bottom, tab bar)",
        stops: [
            .init(.barTop, 0, alpha: hardAlpha, sigma: hardSigma),
            .init(.screenBottom, 0, alpha: hardAlpha, sigma: hardSigma),
        ],
        easing: .linear, engagesAfter: 0,
        source: "OpenUIKit scroll-edge probe (iOS 26.1, iPhone 16 @3x: the plate is the tab bar's frame)")

    /// Under a toolbar, automatic (and soft, not measured apart): the background colour times
    /// 0.98 washed in by a measured opacity, no blur: 0 from 40 points above the 86-point slot,
    /// about 0.07 at 15 above it, 0.30 at the capsules' top (slot + 10), 0.64 at slot + 35,
    /// 0.81 at slot + 65, 0.74 at the screen's edge. Sampled from the probe's table (one value a
    /// third of a point; every pixel within 2.5/255 of the fit).
    package static let automaticToolbar = EdgeEffectProfile(
        name: "automatic (bottom, toolbar)",
        stops: [
            .init(.barTop, -40, alpha: 0), .init(.barTop, -15, alpha: 0.07), .init(.barTop, 10, alpha: 0.30),
            .init(.barTop, 35, alpha: 0.64), .init(.barTop, 65, alpha: 0.81), .init(.screenBottom, 0, alpha: 0.74),
        ],
        easing: .linear, colorFactor: 0.98, engagesAfter: glassEdgeInset,
        source:
            "OpenUIKit toolbar edge probe (iOS 26.1, iPhone 16 @3x, slot at 766: 0 above 726, 0.30 at 776, 0.64 at 801, 0.81 at 831, 0.74 at 852; colour 0.98 × the scroll view's background)"
    )

    /// Under a toolbar, hard: the plate from the capsules' top (slot + 10) to the screen's edge.
    package static let hardToolbar = EdgeEffectProfile(
        name: "hard (bottom, toolbar)",
        stops: [
            .init(.barTop, glassEdgeInset, alpha: hardAlpha, sigma: hardSigma),
            .init(.screenBottom, 0, alpha: hardAlpha, sigma: hardSigma),
        ],
        easing: .linear, engagesAfter: glassEdgeInset,
        source: "OpenUIKit scroll-edge probe (iOS 26.1, iPhone 16 @3x: the plate [0, 776, 393, 76], slot + 10)")
}

extension EdgeEffectProfile {
    /// The screen row (points) of each stop, for a bar at `barTop`, `barHeight` high, on a
    /// screen `screenHeight` high.
    package func positions(barTop: Double, barHeight: Double, screenHeight: Double) -> [Double] {
        stops.map { stop in
            let base: Double
            switch stop.anchor {
            case .screenTop: base = 0
            case .barTop: base = barTop
            case .barBottom: base = barTop + barHeight
            case .screenBottom: base = screenHeight
            }
            return base + stop.offset
        }
    }

    /// The wash's opacity `y` points down the screen, given the stops' rows.
    package func alpha(at y: Double, positions: [Double]) -> Double {
        guard let first = positions.first, let last = positions.last, y >= first, y <= last else { return 0 }
        for i in 1..<positions.count where y <= positions[i] {
            let (y0, y1) = (positions[i - 1], positions[i])
            let (a0, a1) = (stops[i - 1].alpha, stops[i].alpha)
            guard y1 > y0 else { return a1 }
            var t = (y - y0) / (y1 - y0)
            if easing == .smooth { t = t * t * (3 - 2 * t) }
            return a0 + (a1 - a0) * t
        }
        return stops[stops.count - 1].alpha
    }
}

extension ScrollEdgeState {
    /// Whether the effect shows under a bar of `kind`: not hidden, and content past its depth.
    package func shown(_ kind: BarKind) -> Bool {
        !effect.isHidden && depthUnder > EdgeEffectProfiles.profile(kind, effect.style).engagesAfter
    }

    /// In words, for `tree` and `explain`: the style, what BarScope draws for it, and why it
    /// shows or not.
    package func summary(_ kind: BarKind) -> String {
        let profile = EdgeEffectProfiles.profile(kind, effect.style)
        let edge = kind.isTopAttached ? "topEdgeEffect" : "bottomEdgeEffect"
        let state: String
        if effect.isHidden {
            state = "not shown (isHidden)"
        } else if shown(kind) {
            state = "shown: content runs \(PointRect.format(depthUnder)) pt under the bar's edge"
        } else {
            state =
                "not shown until content runs \(PointRect.format(profile.engagesAfter)) pt under the bar's edge (now \(PointRect.format(max(0, depthUnder))))"
        }
        return "iOS 26: the scroll view's \(edge) (\(effect.style.rawValue), drawn as \(profile.name)) is \(state)"
    }

    /// The scroll view's `ScrollEdgeEffectView` for a bar of `kind` placed by `placement` on a screen of
    /// `scale`, in the
    /// bar's coordinates: a `PocketBlur` blurring what is beneath (when the profile blurs) and a
    /// `BackdropView` washing in the background colour, row by row as the profile says. UIKit
    /// keeps the view in the scroll view, under the bar; BarScope draws it first in the bar's
    /// tree, the same pixels. Alpha 0 while content has not run `engagesAfter` points under the
    /// bar's edge, and when the effect is hidden (the probes: alpha 0 or 1, nothing between).
    func layer(kind: BarKind, placement: BarPlacement, scale displayScale: Int) -> Layer {
        let profile = EdgeEffectProfiles.profile(kind, effect.style)
        let scale = Double(displayScale)
        let positions = profile.positions(
            barTop: placement.barTop, barHeight: placement.barHeight, screenHeight: screenHeight)
        // Whole device pixels, within the screen.
        let firstRow = Int((max(0, positions[0]) * scale).rounded())
        let endRow = Int((min(screenHeight, positions[positions.count - 1]) * scale).rounded())
        let rows = max(1, endRow - firstRow)
        let top = Double(firstRow) / scale, height = Double(rows) / scale
        let frame = PointRect(x: 0, y: top - placement.barTop, width: placement.width, height: height)

        let shown = self.shown(kind)
        var view = Layer(
            className: "UIKit.ScrollEdgeEffectView", frame: frame, alpha: shown ? 1 : 0,
            source: "\(summary(kind)); \(profile.source)")

        let local = PointRect(x: 0, y: 0, width: placement.width, height: height)
        if profile.blurs {
            let ramp = zip(positions, profile.stops).map { position, stop in
                BlurRampStop(position: min(1, max(0, (position - top) / height)), radius: stop.sigma)
            }
            view.children.append(
                Layer(
                    className: "PocketBlur", frame: local,
                    effect: .backdrop(BackdropSettings(stages: [.progressiveBlur(ramp)])),
                    source: "variableBlur (SweepPic iOS 26.0.1 dump); σ as the profile says"))
        }
        // The wash, one device row at a time, at the row's centre, as wide as the view in pixels
        // (drawn as a plain copy, not stretched); made only when it shows (at alpha 0 the view
        // keeps its subviews, as UIKit does, with nothing to draw).
        let color = background.scaled(by: profile.colorFactor)
        var wash = Layer(
            className: "BackdropView", frame: local,
            source: "the scroll view's background colour \(color.hex), through PocketMask's ramp")
        let columns = max(1, Int((placement.width * scale).rounded()))
        if shown {
            // One colour a row (drawn as row fills, no bitmap made).
            let colors = (0..<rows).map { row in
                let y = top + (Double(row) + 0.5) / scale
                return color.with(alpha: UInt8((profile.alpha(at: y, positions: positions) * 255).rounded()))
                    .premultiplied
            }
            wash.image = .bitmap(RowFills(width: columns, colors: colors), label: "\(color.hex) wash, \(profile.name)")
        }
        view.children.append(wash)
        return view
    }
}

extension RGBA8 {
    /// The colour with its channels times `factor` (0…1), alpha kept.
    func scaled(by factor: Double) -> RGBA8 {
        guard factor != 1 else { return self }
        func scale(_ v: UInt8) -> UInt8 { UInt8((Double(v) * factor).rounded()) }
        return RGBA8(r: scale(r), g: scale(g), b: scale(b), a: a)
    }
}
