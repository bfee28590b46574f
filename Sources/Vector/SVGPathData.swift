/// What is wrong with an SVG path's `d` or a `transform` list, and where (a character offset).
package struct SVGSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The offset, in Unicode scalars, of the first character that does not fit the grammar.
    package let offset: Int
    package let message: String

    package var description: String { "\(message) at character \(offset + 1)" }
}

/// The SVG path data grammar (SVG 1.1 §8.3, SVG 2 §9.3): `M m Z z L l H h V v C c S s Q q T t A
/// a`, implicit repeats (a moveto's further pairs are linetos), the compact number syntax
/// (`M0.6.5` is 0.6 0.5, `1-2` is 1 −2, `1e2`), commas or spaces between numbers or none, and an
/// arc's flags written without separators (`a1 1 0 00.5.5`). Arcs become cubic Béziers of at
/// most a quarter turn each (the endpoint-to-centre conversion of SVG 1.1's implementation notes
/// F.6.5, radii scaled up as F.6.6 says when too small), using ``Trigonometry``.
///
/// Where the grammar is broken the SVG specification renders the path up to the error; BarScope
/// refuses it instead (``SVGSyntaxError``), so that a cut-off symbol is never drawn silently.
package enum SVGPathData {
    static let overflow = "the command's numbers are too large to draw (beyond a double's range)"

    package static func parse(_ text: String) throws(SVGSyntaxError) -> Path {
        var scanner = SVGScanner(text)
        var path = Path()
        var current = Point(0, 0), start = Point(0, 0)
        // The previous segment's second control point, for S and T (nil when the previous
        // command was not of the same family).
        var lastCubic: Point? = nil, lastQuad: Point? = nil
        var command: Character? = nil
        var first = true, reopen = false
        scanner.skipSeparators()
        while !scanner.atEnd {
            let commandStart = scanner.index, elementsBefore = path.elements.count
            var name: Character
            if let letter = scanner.commandLetter() {
                name = letter
            } else if let previous = command, scanner.startsNumber {
                // An implicit repeat: after a moveto, linetos.
                guard previous != "Z" && previous != "z" else {
                    throw scanner.error("a number after closepath; start a new subpath with M")
                }
                name = previous == "M" ? "L" : previous == "m" ? "l" : previous
            } else {
                throw scanner.error("expected a path command (one of MmZzLlHhVvCcSsQqTtAa)")
            }
            if first, name != "M" && name != "m" {
                throw scanner.error("a path must begin with a moveto (M or m), not \(name)")
            }
            first = false
            let relative = name.isLowercase
            func point(_ x: Double, _ y: Double) -> Point {
                relative ? Point(current.x + x, current.y + y) : Point(x, y)
            }
            var cubicControl: Point? = nil, quadControl: Point? = nil
            // After a closepath, a segment starts a new subpath at the closed one's start.
            if reopen, name != "M", name != "m", name != "Z", name != "z" {
                path.move(to: current)
            }
            reopen = name == "Z" || name == "z"
            switch name {
            case "M", "m":
                let (x, y) = (try scanner.number(), try scanner.number())
                current = point(x, y)
                start = current
                path.move(to: current)
            case "Z", "z":
                path.close()
                current = start
            case "L", "l":
                let (x, y) = (try scanner.number(), try scanner.number())
                current = point(x, y)
                path.line(to: current)
            case "H", "h":
                let x = try scanner.number()
                current = Point(relative ? current.x + x : x, current.y)
                path.line(to: current)
            case "V", "v":
                let y = try scanner.number()
                current = Point(current.x, relative ? current.y + y : y)
                path.line(to: current)
            case "C", "c":
                let c1 = point(try scanner.number(), try scanner.number())
                let c2 = point(try scanner.number(), try scanner.number())
                let end = point(try scanner.number(), try scanner.number())
                path.curve(to: end, control1: c1, control2: c2)
                (current, cubicControl) = (end, c2)
            case "S", "s":
                let c1 = lastCubic.map { Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
                let c2 = point(try scanner.number(), try scanner.number())
                let end = point(try scanner.number(), try scanner.number())
                path.curve(to: end, control1: c1, control2: c2)
                (current, cubicControl) = (end, c2)
            case "Q", "q":
                let c = point(try scanner.number(), try scanner.number())
                let end = point(try scanner.number(), try scanner.number())
                path.quad(to: end, control: c)
                (current, quadControl) = (end, c)
            case "T", "t":
                let c = lastQuad.map { Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
                let end = point(try scanner.number(), try scanner.number())
                path.quad(to: end, control: c)
                (current, quadControl) = (end, c)
            default:  // A, a
                let rx = try scanner.number(), ry = try scanner.number()
                let rotation = try scanner.number()
                let large = try scanner.flag(), sweep = try scanner.flag()
                let end = point(try scanner.number(), try scanner.number())
                guard
                    appendArc(
                        to: &path, from: current, to: end, rx: abs(rx), ry: abs(ry), rotation: rotation,
                        largeArc: large, sweep: sweep)
                else { throw SVGSyntaxError(offset: commandStart, message: overflow) }
                current = end
            }
            // Numbers near the largest double can add up past it: refused, not drawn as infinity.
            for element in path.elements[elementsBefore...] where !element.isFinite {
                throw SVGSyntaxError(offset: commandStart, message: overflow)
            }
            (lastCubic, lastQuad) = (cubicControl, quadControl)
            command = name
            scanner.skipSeparators()
        }
        return path
    }

    /// An elliptical arc as cubic Béziers (SVG 1.1 F.6.5–F.6.6): a zero radius is a line, an
    /// arc to its own start nothing, radii too small for the chord scaled up until they fit.
    /// False when its numbers are too large to compute with (a radius whose square overflows).
    static func appendArc(
        to path: inout Path, from p1: Point, to p2: Point, rx rx0: Double, ry ry0: Double, rotation: Double,
        largeArc: Bool, sweep: Bool
    ) -> Bool {
        if p1 == p2 { return true }
        if rx0 == 0 || ry0 == 0 {
            path.line(to: p2)
            return true
        }
        let (sinPhi, cosPhi) = Trigonometry.sinCos(rotation * Trigonometry.pi / 180)
        // F.6.5.1: the midpoint, in the ellipse's axes.
        let dx = (p1.x - p2.x) / 2, dy = (p1.y - p2.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        var rx = rx0, ry = ry0
        // F.6.6.2: radii scaled up by √Λ when the chord is longer than the ellipse allows.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let root = lambda.squareRoot()
            rx *= root
            ry *= root
        }
        // F.6.5.2: the centre in the ellipse's axes.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cxp = factor * rx * y1 / ry
        let cyp = -factor * ry * x1 / rx
        // F.6.5.3: the centre.
        let cx = cosPhi * cxp - sinPhi * cyp + (p1.x + p2.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p1.y + p2.y) / 2
        // F.6.5.5–6: the start angle and the sweep.
        let ux = (x1 - cxp) / rx, uy = (y1 - cyp) / ry
        let vx = (-x1 - cxp) / rx, vy = (-y1 - cyp) / ry
        let theta1 = Trigonometry.atan2(uy, ux)
        var delta = Trigonometry.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        guard theta1.isFinite, delta.isFinite, cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite else { return false }
        if !sweep && delta > 0 { delta -= 2 * Trigonometry.pi }
        if sweep && delta < 0 { delta += 2 * Trigonometry.pi }
        // At most a quarter turn per cubic; each with handles 4/3 tan(θ/4) of the radius.
        let segments = max(1, Int((abs(delta) / (Trigonometry.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let handle = 4.0 / 3.0 * Trigonometry.tan(step / 4)
        func onEllipse(_ angle: Double) -> (point: Point, tangent: Point) {
            let (s, c) = Trigonometry.sinCos(angle)
            let (ex, ey) = (rx * c, ry * s)
            let (tx, ty) = (-rx * s, ry * c)
            return (
                Point(cx + cosPhi * ex - sinPhi * ey, cy + sinPhi * ex + cosPhi * ey),
                Point(cosPhi * tx - sinPhi * ty, sinPhi * tx + cosPhi * ty)
            )
        }
        var from = onEllipse(theta1)
        for index in 1...segments {
            var to = onEllipse(theta1 + step * Double(index))
            // The last segment ends exactly where the command said.
            if index == segments { to.point = p2 }
            path.curve(
                to: to.point,
                control1: Point(from.point.x + handle * from.tangent.x, from.point.y + handle * from.tangent.y),
                control2: Point(to.point.x - handle * to.tangent.x, to.point.y - handle * to.tangent.y))
            from = to
        }
        return true
    }
}

/// A 2-D affine transform, as SVG writes it: `matrix(a b c d e f)` maps (x, y) to
/// (a x + c y + e, b x + d y + f).
package struct AffineTransform: Hashable, Sendable {
    package var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    package init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    package static let identity = AffineTransform()

    package func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f) }

    /// This transform applied after `inner` (the SVG list `self inner` maps a point by `inner`
    /// first).
    package func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    /// An SVG `transform` list (SVG 1.1 §7.6): `matrix(a b c d e f)`, `translate(x [y])`,
    /// `scale(x [y])`, `rotate(a [cx cy])` (degrees, about a point), `skewX(a)`, `skewY(a)`,
    /// separated by spaces or commas, applied right to left (the last one first).
    package static func parse(_ text: String) throws(SVGSyntaxError) -> AffineTransform {
        var scanner = SVGScanner(text)
        var result = AffineTransform.identity
        scanner.skipSeparators()
        while !scanner.atEnd {
            let nameStart = scanner.index
            let name = scanner.word()
            guard !name.isEmpty else { throw scanner.error("expected a transform name such as matrix or translate") }
            scanner.skipSpaces()
            guard scanner.take("(") else { throw scanner.error("expected ( after \(name)") }
            var values: [Double] = []
            scanner.skipSpaces()
            while !scanner.take(")") {
                guard !scanner.atEnd else { throw scanner.error("expected ) to close \(name)(") }
                values.append(try scanner.number())
                scanner.skipSeparators()
            }
            let n = values.count
            func want(_ counts: [Int]) throws(SVGSyntaxError) {
                guard counts.contains(n) else {
                    throw scanner.error(
                        "\(name)() takes \(counts.map(String.init).joined(separator: " or ")) numbers, not \(n)")
                }
            }
            let step: AffineTransform
            switch name {
            case "matrix":
                try want([6])
                step = AffineTransform(
                    a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
            case "translate":
                try want([1, 2])
                step = AffineTransform(e: values[0], f: n == 2 ? values[1] : 0)
            case "scale":
                try want([1, 2])
                step = AffineTransform(a: values[0], d: n == 2 ? values[1] : values[0])
            case "rotate":
                try want([1, 3])
                let (s, c) = Trigonometry.sinCos(values[0] * Trigonometry.pi / 180)
                let turn = AffineTransform(a: c, b: s, c: -s, d: c)
                if n == 3 {
                    step = AffineTransform(e: values[1], f: values[2]).concatenating(turn)
                        .concatenating(AffineTransform(e: -values[1], f: -values[2]))
                } else {
                    step = turn
                }
            case "skewX":
                try want([1])
                step = AffineTransform(c: Trigonometry.tan(values[0] * Trigonometry.pi / 180))
            case "skewY":
                try want([1])
                step = AffineTransform(b: Trigonometry.tan(values[0] * Trigonometry.pi / 180))
            default:
                throw SVGSyntaxError(
                    offset: nameStart,
                    message: "\(name) is not an SVG transform; use matrix, translate, scale, rotate, skewX or skewY")
            }
            result = result.concatenating(step)
            scanner.skipSeparators()
        }
        return result
    }
}

/// Reads SVG's number and separator syntax (SVG 1.1 §8.3.9's `number`, `comma-wsp`, `flag`).
struct SVGScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var atEnd: Bool { index >= scalars.count }
    var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    func error(_ message: String) -> SVGSyntaxError { SVGSyntaxError(offset: index, message: message) }

    static func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{C}" }
    static func isDigit(_ s: Unicode.Scalar) -> Bool { s >= "0" && s <= "9" }

    mutating func skipSpaces() { while let s = peek, Self.isSpace(s) { index += 1 } }

    /// Spaces with at most one comma among them.
    mutating func skipSeparators() {
        skipSpaces()
        if peek == "," {
            index += 1
            skipSpaces()
        }
    }

    mutating func take(_ s: Unicode.Scalar) -> Bool {
        guard peek == s else { return false }
        index += 1
        return true
    }

    var startsNumber: Bool {
        guard let s = peek else { return false }
        return Self.isDigit(s) || s == "." || s == "-" || s == "+"
    }

    mutating func commandLetter() -> Character? {
        guard let s = peek, "MmZzLlHhVvCcSsQqTtAa".unicodeScalars.contains(s) else { return nil }
        index += 1
        return Character(s)
    }

    mutating func word() -> String {
        var out = ""
        while let s = peek, s.properties.isAlphabetic, s.isASCII {
            out.unicodeScalars.append(s)
            index += 1
        }
        return out
    }

    /// A number, after optional separators: sign, digits with an optional fraction (or a
    /// fraction alone), an optional exponent. Parsed by Swift's `Double(_:)`, correctly rounded.
    mutating func number() throws(SVGSyntaxError) -> Double {
        skipSeparators()
        let begin = index
        var text = ""
        func append() {
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        if let s = peek, s == "+" || s == "-" { append() }
        var digits = 0
        while let s = peek, Self.isDigit(s) {
            append()
            digits += 1
        }
        if peek == "." {
            append()
            while let s = peek, Self.isDigit(s) {
                append()
                digits += 1
            }
        }
        guard digits > 0 else {
            index = begin
            throw error(atEnd ? "the data ends where a number is expected" : "expected a number")
        }
        if let s = peek, s == "e" || s == "E" {
            let mark = index
            var exponent = "e"
            index += 1
            if let sign = peek, sign == "+" || sign == "-" {
                exponent.unicodeScalars.append(sign)
                index += 1
            }
            var expDigits = 0
            while let d = peek, Self.isDigit(d) {
                exponent.unicodeScalars.append(d)
                index += 1
                expDigits += 1
            }
            if expDigits == 0 { index = mark } else { text += exponent }
        }
        guard let value = Double(text), value.isFinite else {
            index = begin
            throw error("\(text) is not a finite number")
        }
        return value
    }

    /// An arc flag: one `0` or `1`, which may run straight into the next number.
    mutating func flag() throws(SVGSyntaxError) -> Bool {
        skipSeparators()
        switch peek {
        case "0":
            index += 1
            return false
        case "1":
            index += 1
            return true
        default: throw error("expected an arc flag, 0 or 1")
        }
    }
}

extension Path.Element {
    /// Whether every coordinate is a finite number.
    var isFinite: Bool {
        func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case let .move(p), let .line(p): return finite(p)
        case let .quad(c, p): return finite(c) && finite(p)
        case let .cubic(c1, c2, p): return finite(c1) && finite(c2) && finite(p)
        case .close: return true
        }
    }
}
