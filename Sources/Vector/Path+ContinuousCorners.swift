/// UIKit's continuous ("squircle") corners: `UIBezierPath(roundedRect:cornerRadius:)` since
/// iOS 7 and `CALayer.cornerCurve = .continuous`, where the curvature of the edge grows smoothly
/// from zero instead of jumping to 1/r where a quarter circle starts.
///
/// Source: the corner's Bézier segments as they were measured from the paths UIKit returns and
/// published by Sugar Mo (*SGMSuperEllipsePath*, GitHub sugarmo/SGMSuperEllipsePath) and in
/// *UIBezierPath+ContinuousCorners* (GitHub MeltedNYC/ContinuousCorners): the corner starts
/// 1.52866 r from the corner point along each edge and is three cubics joined by two short
/// lines, symmetric about the diagonal (the published path's second short line is folded into
/// its last cubic; it is restored here so the corner is its own mirror image, a difference under
/// 0.01 r). The points below are those measurements, written once for a
/// corner in its own frame (`along` the edge from the corner, `inward` from the edge).
extension Path {
    /// How far from the corner point, in radii, a continuous corner leaves the straight edge.
    package static let continuousCornerExtent = 1.52866483

    /// The continuous corner, in radii, as (along the arriving edge back from the corner point,
    /// inward from it): a cubic, a short line, a cubic symmetric about the diagonal, a short line
    /// and the first cubic mirrored. Nil controls mark a line.
    static let continuousCorner: [(control1: (Double, Double)?, control2: (Double, Double)?, to: (Double, Double))] = [
        ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
        (nil, nil, (0.63149399, 0.07491100)),
        ((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491100, 0.63149399)),
        (nil, nil, (0.06549600, 0.66993427)),
        ((0, 0.86840689), (0, 1.08849323), (0, continuousCornerExtent)),
    ]

    /// A rectangle with continuous corners of `radius`. A radius too large for the corner's
    /// 1.52866 r extent to fit in half the shorter side is drawn as quarter circles of the
    /// radius, capped at half the shorter side (``roundedRectangle(x:y:width:height:radius:)``):
    /// what a capsule is.
    package static func continuousRoundedRectangle(
        x: Double, y: Double, width: Double, height: Double, radius: Double
    ) -> Path {
        let r = radius
        guard r > 0 else { return rectangle(x: x, y: y, width: width, height: height) }
        guard r * continuousCornerExtent <= min(width, height) / 2 else {
            return roundedRectangle(x: x, y: y, width: width, height: height, radius: r)
        }
        let e = r * continuousCornerExtent
        // Each corner: its point, the unit vector along the edge arriving at it (reversed: from
        // the corner back along that edge) and along the edge leaving it.
        let corners: [(corner: Point, back: (Double, Double), forward: (Double, Double))] = [
            (Point(x + width, y), (-1, 0), (0, 1)),
            (Point(x + width, y + height), (0, -1), (-1, 0)),
            (Point(x, y + height), (1, 0), (0, -1)),
            (Point(x, y), (0, 1), (1, 0)),
        ]
        var path = Path()
        path.move(to: Point(x + e, y))
        for (c, back, forward) in corners {
            // A point `a` radii back along the arriving edge and `b` radii along the leaving one.
            func point(_ a: Double, _ b: Double) -> Point {
                Point(c.x + r * (a * back.0 + b * forward.0), c.y + r * (a * back.1 + b * forward.1))
            }
            path.line(to: point(continuousCornerExtent, 0))
            for piece in continuousCorner {
                if let c1 = piece.control1, let c2 = piece.control2 {
                    path.curve(
                        to: point(piece.to.0, piece.to.1), control1: point(c1.0, c1.1), control2: point(c2.0, c2.1))
                } else {
                    path.line(to: point(piece.to.0, piece.to.1))
                }
            }
        }
        path.close()
        return path
    }
}
