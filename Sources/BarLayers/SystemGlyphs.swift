import Vector

/// A system item's glyph drawn to the proportions UIKit's has in a reference (BarScope's own
/// vectors, measured, never Apple's artwork): an image box the button lays out, the ink centred
/// across it and `inkDrop` below its centre, made of round-capped strokes whose corners are
/// rounded (each stroke one outline, ``Path/strokeOutline(_:width:)``).
///
/// Which items have one, per release: ``IOSVersion/measuredGlyphs``. Items without one keep
/// the Material Design glyph (``Icon/path(size:)``).
package struct MeasuredGlyph: Sendable, Equatable {
    /// One stroke: a polyline through `points` (points relative to the ink's centre, y down),
    /// its corners rounded over the last `cornerRadius` of each leg (on the centre line).
    package struct Stroke: Sendable, Equatable {
        package let points: [Point]
        package let width: Double
        package let cornerRadius: Double
        package init(_ points: [Point], width: Double, cornerRadius: Double = 0) {
            self.points = points
            self.width = width
            self.cornerRadius = cornerRadius
        }
    }

    /// The image's size (the button lays the image out; the ink sits in it).
    package let imageWidth: Double
    package let imageHeight: Double
    /// How far the ink's centre sits below the image's.
    package let inkDrop: Double
    package let strokes: [Stroke]
    /// Where the numbers come from.
    package let source: String

    /// The glyph in its image's box.
    package var path: Path {
        let (cx, cy) = (imageWidth / 2, imageHeight / 2 + inkDrop)
        var path = Path()
        for stroke in strokes {
            let points = Self.rounding(stroke.points, radius: stroke.cornerRadius).map { Point(cx + $0.x, cy + $0.y) }
            path.append(.strokeOutline(points, width: stroke.width))
        }
        return path
    }

    /// The polyline with each inner corner rounded: the corner cut `radius` along each leg
    /// (half the shorter leg at most) and joined by a quadratic Bézier through it, sampled at 8
    /// steps. At the right angles these glyphs have, that is a quarter circle of `radius` to
    /// within 6 % of it (the curve's middle a little further out); no trigonometry, so every machine gives the same points.
    static func rounding(_ points: [Point], radius: Double) -> [Point] {
        guard radius > 0, points.count > 2 else { return points }
        var out = [points[0]]
        for i in 1..<(points.count - 1) {
            let (a, b, c) = (points[i - 1], points[i], points[i + 1])
            let (ux, uy) = (a.x - b.x, a.y - b.y), (vx, vy) = (c.x - b.x, c.y - b.y)
            let (lu, lv) = ((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
            guard lu > 0, lv > 0 else { continue }
            let cut = min(radius, lu / 2, lv / 2)
            let start = Point(b.x + ux / lu * cut, b.y + uy / lu * cut)
            let end = Point(b.x + vx / lv * cut, b.y + vy / lv * cut)
            let steps = 8
            for step in 0...steps {
                let t = Double(step) / Double(steps), u = 1 - t
                out.append(
                    Point(
                        u * u * start.x + 2 * u * t * b.x + t * t * end.x,
                        u * u * start.y + 2 * u * t * b.y + t * t * end.y))
            }
        }
        out.append(points[points.count - 1])
        return out
    }
}

extension MeasuredGlyph {
    /// Where the trash and action glyphs were measured: spacepandas/cineaste-ios (GitHub),
    /// `MovieDetailViewControllerSnapshotTests`' references of a storyboard toolbar holding a
    /// `trash` and an `action` item, recorded on iOS 13.2, 14, 15 and 17.0 at @2x (the test
    /// enforces the release and scale). The glyphs are the same on all four (within 0.45 pt);
    /// the numbers below are iOS 15's, each stroke's centre line from the coverage-weighted
    /// centre of the ink across it.
    static let cineaste = "spacepandas/cineaste-ios toolbar references (iOS 13.2, 14, 15, 17.0 @2x)"

    /// `trash` (iOS 13+): a lid 1.38 pt thick, 20.5 pt across with its round ends, 7.05 pt above
    /// the ink's centre; a handle 7.8 pt wide (centre lines) rising 4.1 pt above it; a bin whose
    /// sides (1.45 pt) narrow from 14.9 pt apart at the lid to 13.2 at the bottom, its corners
    /// rounded over the last 2 pt of each side; three slats 1.18 pt thick, 11.55 pt long, 3.54 pt apart at the top and 3.18 at the
    /// bottom. Ink 20.52 × 23.74 pt; its left edge 1.52 pt inside the image (the reference's ink
    /// starts 17.52 pt from a 375-pt toolbar's edge, 16 of it the margin); its centre 21.135 pt
    /// down the 44-pt bar at @2x, 0.365 above the image's.
    package static let trash = MeasuredGlyph(
        imageWidth: 20.52 + 2 * 1.52, imageHeight: 23.74 + 2 * 1.52, inkDrop: -0.365,
        strokes: [
            Stroke([Point(-9.57, -7.045), Point(9.57, -7.045)], width: 1.38),
            Stroke(
                [Point(-3.89, -7.045), Point(-3.89, -11.155), Point(3.89, -11.155), Point(3.89, -7.045)], width: 1.41,
                cornerRadius: 1.5),
            Stroke(
                [Point(-7.466, -7.045), Point(-6.58, 11.155), Point(6.58, 11.155), Point(7.466, -7.045)], width: 1.45,
                cornerRadius: 2.0),
            Stroke([Point(-3.54, -3.685), Point(-3.18, 7.865)], width: 1.18),
            Stroke([Point(0, -3.685), Point(0, 7.865)], width: 1.18),
            Stroke([Point(3.54, -3.685), Point(3.18, 7.865)], width: 1.18),
        ],
        source: cineaste)

    /// `action` (iOS 13+), the share glyph: a box open at the top, 17.3 pt wide and 15.8 pt tall
    /// (centre lines), strokes 1.47 pt, its corners rounded over the last 2.5 pt of each side, its
    /// top edge broken by a 7.4-pt gap; a shaft (1.46 pt) from the box's middle to an arrowhead
    /// whose arms (1.27 pt) fall at 45° for 3.86 pt. Ink
    /// 18.78 × 23.9 pt, 2.21 pt inside the image on the right (the reference's ink ends 18.21
    /// pt from a 375-pt toolbar's trailing edge); its centre 21.545 pt down the bar at @2x.
    package static let share = MeasuredGlyph(
        imageWidth: 18.78 + 2 * 2.21, imageHeight: 23.91 + 2 * 2.21, inkDrop: 0.045,
        strokes: [
            Stroke(
                [
                    Point(-3.7, -4.565), Point(-8.655, -4.565), Point(-8.655, 11.215), Point(8.655, 11.215),
                    Point(8.655, -4.565), Point(3.7, -4.565),
                ], width: 1.47, cornerRadius: 2.5),
            Stroke([Point(0, -11.3), Point(0, 3.025)], width: 1.46),
            // The apex rounded (its curve's top 0.35 pt below the corner, at the shaft's end).
            Stroke([Point(-3.86, -7.79), Point(0, -11.65), Point(3.86, -7.79)], width: 1.27, cornerRadius: 1.0),
        ],
        source: cineaste)
}

extension IOSVersion {
    /// A system item's glyph as the release draws it where a reference measured it: its outline
    /// in its image's box and the box's size (``plusGlyph`` for `add`, ``measuredGlyphs`` for
    /// the others). Nil keeps Material Design's glyph.
    public func measuredGlyph(_ icon: Icon) -> (path: Path, width: Double, height: Double)? {
        if icon == .add, let plus = plusGlyph { return (plus.path, plus.image, plus.image) }
        return measuredGlyphs[icon].map { ($0.path, $0.imageWidth, $0.imageHeight) }
    }
}
