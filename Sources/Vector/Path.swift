import Raster

/// A point in device pixels (or in any unit a path is built in), y down.
package struct Point: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// An outline: closed contours of lines and Bézier curves, filled by the nonzero rule (shapes
/// drawn in the same direction add up; a contour drawn the other way cuts a hole). Glyph
/// outlines and BarScope's vector icons are both paths, rasterized by ``PathRasterizer``.
///
/// Building a path uses only `+ − × ÷` and square roots of doubles, which IEEE 754 rounds
/// the same way on every machine; no trigonometry (whose last bit differs between C
/// libraries), so that a path, and the pixels made from it, are the same everywhere.
public struct Path: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    package private(set) var elements: [Element] = []

    package init() {}

    package mutating func move(to p: Point) { elements.append(.move(p)) }
    package mutating func line(to p: Point) { elements.append(.line(p)) }
    package mutating func quad(to p: Point, control c: Point) { elements.append(.quad(control: c, to: p)) }
    package mutating func curve(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(control1: c1, control2: c2, to: p))
    }
    package mutating func close() { elements.append(.close) }

    /// Appends every contour of `other`.
    package mutating func append(_ other: Path) { elements += other.elements }

    /// Every point of the path mapped by `transform`.
    package func mapped(_ transform: (Point) -> Point) -> Path {
        var path = Path()
        path.elements = elements.map {
            switch $0 {
            case let .move(p): return .move(transform(p))
            case let .line(p): return .line(transform(p))
            case let .quad(c, p): return .quad(control: transform(c), to: transform(p))
            case let .cubic(c1, c2, p):
                return .cubic(control1: transform(c1), control2: transform(c2), to: transform(p))
            case .close: return .close
            }
        }
        return path
    }

    /// The path scaled by `scale` about the origin, then moved by (`dx`, `dy`).
    package func scaled(_ scale: Double, dx: Double = 0, dy: Double = 0) -> Path {
        mapped { Point($0.x * scale + dx, $0.y * scale + dy) }
    }

    /// The smallest box holding every point, control points included (so it holds the curves),
    /// or nil for an empty path: (minX, minY, maxX, maxY).
    package var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case let .move(p), let .line(p): points.append(p)
            case let .quad(c, p): points += [c, p]
            case let .cubic(c1, c2, p): points += [c1, c2, p]
            case .close: break
            }
        }
        guard let first = points.first else { return nil }
        return points.reduce((first.x, first.y, first.x, first.y)) { box, p in
            (min(box.0, p.x), min(box.1, p.y), max(box.2, p.x), max(box.3, p.y))
        }
    }
}

/// Shapes as paths. Every contour is drawn clockwise on screen (y down), so shapes added to one
/// path unite; ``Path/reversed()`` turns one into a hole.
extension Path {
    /// How far a cubic's control points sit from its ends along the tangents to draw a quarter
    /// circle: 4(√2 − 1)/3, the standard approximation (radius error 0.027%).
    package static let quarterCircle = 4 * (2.0.squareRoot() - 1) / 3

    /// A rectangle.
    package static func rectangle(x: Double, y: Double, width: Double, height: Double) -> Path {
        var path = Path()
        path.move(to: Point(x, y))
        path.line(to: Point(x + width, y))
        path.line(to: Point(x + width, y + height))
        path.line(to: Point(x, y + height))
        path.close()
        return path
    }

    /// A rectangle with corners rounded by quarter circles of `radius` (at most half the
    /// shorter side).
    package static func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Path {
        let r = min(radius, width / 2, height / 2)
        guard r > 0 else { return rectangle(x: x, y: y, width: width, height: height) }
        let k = r * quarterCircle
        let (x1, y1) = (x + width, y + height)
        var path = Path()
        path.move(to: Point(x + r, y))
        path.line(to: Point(x1 - r, y))
        path.curve(to: Point(x1, y + r), control1: Point(x1 - r + k, y), control2: Point(x1, y + r - k))
        path.line(to: Point(x1, y1 - r))
        path.curve(to: Point(x1 - r, y1), control1: Point(x1, y1 - r + k), control2: Point(x1 - r + k, y1))
        path.line(to: Point(x + r, y1))
        path.curve(to: Point(x, y1 - r), control1: Point(x + r - k, y1), control2: Point(x, y1 - r + k))
        path.line(to: Point(x, y + r))
        path.curve(to: Point(x + r, y), control1: Point(x, y + r - k), control2: Point(x + r - k, y))
        path.close()
        return path
    }

    /// A circle of `radius` about `center`.
    package static func circle(center c: Point, radius r: Double) -> Path {
        roundedRectangle(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r, radius: r)
    }

    /// The same contours drawn the other way round (a shape made a hole).
    package func reversed() -> Path {
        var contours: [[Element]] = [[]]
        for element in elements {
            if case .move = element, !(contours.last!.isEmpty) { contours.append([]) }
            contours[contours.count - 1].append(element)
        }
        var path = Path()
        for contour in contours where !contour.isEmpty {
            // The contour's points in order, each with the element that reached it.
            var start: Point?
            var steps: [(from: Point, element: Element)] = []
            var current = Point(0, 0)
            for element in contour {
                switch element {
                case let .move(p): start = p; current = p
                case let .line(p): steps.append((current, element)); current = p
                case let .quad(_, p): steps.append((current, element)); current = p
                case let .cubic(_, _, p): steps.append((current, element)); current = p
                case .close: break
                }
            }
            guard let start else { continue }
            if current != start { steps.append((current, .line(start))); current = start }
            path.move(to: current)
            for (from, element) in steps.reversed() {
                switch element {
                case .line: path.line(to: from)
                case let .quad(c, _): path.quad(to: from, control: c)
                case let .cubic(c1, c2, _): path.curve(to: from, control1: c2, control2: c1)
                default: break
                }
            }
            path.close()
        }
        return path
    }

    /// A stroke of `width` along a polyline through `points`, round-capped, as one contour: the
    /// left offset out, a half circle round the last point, the right offset back, a half circle
    /// round the first. Inner points join by miter, so it suits polylines that turn gently at
    /// each point (curves sampled finely, with a radius of curvature of at least half the
    /// width); unlike ``roundStroke(_:width:)`` nothing overlaps, so the edges carry no
    /// doubled coverage where pieces would meet.
    package static func strokeOutline(_ points: [Point], width: Double) -> Path {
        let h = width / 2
        // Each segment's unit direction; repeated points dropped.
        var kept: [Point] = []
        for p in points where kept.last != p { kept.append(p) }
        guard kept.count > 1 else { return kept.first.map { circle(center: $0, radius: h) } ?? Path() }
        let directions = zip(kept, kept.dropFirst()).map { a, b in
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = (dx * dx + dy * dy).squareRoot()
            return Point(dx / length, dy / length)
        }
        // Each point's offset to the left of the way (y down: the normal (dy, -dx)), mitred.
        let offsets = kept.indices.map { i -> Point in
            let before = directions[max(0, i - 1)], after = directions[min(directions.count - 1, i)]
            let (n1, n2) = (Point(before.y, -before.x), Point(after.y, -after.x))
            let scale = h / (1 + n1.x * n2.x + n1.y * n2.y)
            return Point((n1.x + n2.x) * scale, (n1.y + n2.y) * scale)
        }
        let k = h * quarterCircle
        func cap(around p: Point, direction d: Point, from offset: Point, into path: inout Path) {
            // From p + offset, through p + d·h, to p − offset: two quarter circles.
            let n = Point(offset.x / h, offset.y / h)
            let (a, b, c) = (
                Point(p.x + n.x * h, p.y + n.y * h), Point(p.x + d.x * h, p.y + d.y * h),
                Point(p.x - n.x * h, p.y - n.y * h)
            )
            path.curve(
                to: b, control1: Point(a.x + d.x * k, a.y + d.y * k), control2: Point(b.x + n.x * k, b.y + n.y * k))
            path.curve(
                to: c, control1: Point(b.x - n.x * k, b.y - n.y * k), control2: Point(c.x + d.x * k, c.y + d.y * k))
        }
        var path = Path()
        path.move(to: Point(kept[0].x + offsets[0].x, kept[0].y + offsets[0].y))
        for i in kept.indices.dropFirst() { path.line(to: Point(kept[i].x + offsets[i].x, kept[i].y + offsets[i].y)) }
        let last = kept.count - 1
        cap(around: kept[last], direction: directions[last - 1], from: offsets[last], into: &path)
        for i in kept.indices.reversed().dropFirst() {
            path.line(to: Point(kept[i].x - offsets[i].x, kept[i].y - offsets[i].y))
        }
        let back = Point(-directions[0].x, -directions[0].y)
        cap(around: kept[0], direction: back, from: Point(-offsets[0].x, -offsets[0].y), into: &path)
        path.close()
        return path
    }

    /// A stroke of `width` along a polyline through `points`, with round joins and caps: each
    /// segment a rectangle and each point a disc, all drawn clockwise so that they unite.
    package static func roundStroke(_ points: [Point], width: Double) -> Path {
        let half = width / 2
        var path = Path()
        for (a, b) in zip(points, points.dropFirst()) {
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            // The unit normal, scaled to half the width.
            let (nx, ny) = (-dy / length * half, dx / length * half)
            var quad = Path()
            quad.move(to: Point(a.x + nx, a.y + ny))
            quad.line(to: Point(b.x + nx, b.y + ny))
            quad.line(to: Point(b.x - nx, b.y - ny))
            quad.line(to: Point(a.x - nx, a.y - ny))
            quad.close()
            // Clockwise on screen: the signed area (shoelace, y down) is positive.
            let area =
                (a.x + nx) * (b.y + ny) - (b.x + nx) * (a.y + ny) + (b.x + nx) * (b.y - ny) - (b.x - nx) * (b.y + ny)
                + (b.x - nx) * (a.y - ny) - (a.x - nx) * (b.y - ny) + (a.x - nx) * (a.y + ny) - (a.x + nx) * (a.y - ny)
            path.append(area > 0 ? quad : quad.reversed())
        }
        for p in points { path.append(circle(center: p, radius: half)) }
        return path
    }
}
