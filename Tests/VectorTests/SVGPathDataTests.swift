import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@testable import Vector

/// The SVG path data grammar and transform lists, against the examples of SVG 1.1 §8.3 and §7.6
/// (restated: the same commands and numbers, checked point by point).
@Suite struct SVGPathDataTests {
    func points(_ d: String) throws -> [Path.Element] { try SVGPathData.parse(d).elements }

    @Test func theSpecsTriangleIsAMoveTwoLinesAndAClose() throws {
        // §8.3.1's triangle: "M 100 100 L 300 100 L 200 300 z".
        #expect(
            try points("M 100 100 L 300 100 L 200 300 z") == [
                .move(Point(100, 100)), .line(Point(300, 100)), .line(Point(200, 300)), .close,
            ])
    }

    @Test func compactNumbersSplitAtSignsAndSecondPoints() throws {
        // §8.3.2: "M 100-200" is "M 100 -200", "M 0.6.5" is "M 0.6 0.5"; exponents and a
        // leading plus are numbers too.
        #expect(try points("M100-200") == [.move(Point(100, -200))])
        #expect(try points("M0.6.5") == [.move(Point(0.6, 0.5))])
        #expect(try points("M1e2,+2.5E-1") == [.move(Point(100, 0.25))])
        #expect(try points("M-.5-.5") == [.move(Point(-0.5, -0.5))])
    }

    @Test func aMovetosExtraPairsAreLinetosRelativeForALowercaseOne() throws {
        #expect(try points("M 10 10 20 20") == [.move(Point(10, 10)), .line(Point(20, 20))])
        #expect(try points("m 10 10 20 20 5 0") == [.move(Point(10, 10)), .line(Point(30, 30)), .line(Point(35, 30))])
        // A later relative moveto is from the current point; H and V repeat too.
        #expect(
            try points("M1 1h2 3v4m1 1z") == [
                .move(Point(1, 1)), .line(Point(3, 1)), .line(Point(6, 1)), .line(Point(6, 5)), .move(Point(7, 6)),
                .close,
            ])
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        // §8.3.6's example: "M100,200 C100,100 250,100 250,200 S400,300 400,200": the S's first
        // control point is (250,100) reflected about (250,200).
        #expect(
            try points("M100,200 C100,100 250,100 250,200 S400,300 400,200") == [
                .move(Point(100, 200)),
                .cubic(control1: Point(100, 100), control2: Point(250, 100), to: Point(250, 200)),
                .cubic(control1: Point(250, 300), control2: Point(400, 300), to: Point(400, 200)),
            ])
        // §8.3.7's: "M200,300 Q400,50 600,300 T1000,300": the T's control is (800,550).
        #expect(
            try points("M200,300 Q400,50 600,300 T1000,300") == [
                .move(Point(200, 300)), .quad(control: Point(400, 50), to: Point(600, 300)),
                .quad(control: Point(800, 550), to: Point(1000, 300)),
            ])
        // Without a curve before it, S and T take the current point as their first control.
        #expect(
            try points("M0 0 L10 0 S20 10 30 0") == [
                .move(Point(0, 0)), .line(Point(10, 0)),
                .cubic(control1: Point(10, 0), control2: Point(20, 10), to: Point(30, 0)),
            ])
        #expect(
            try points("M0 0 t10 10") == [.move(Point(0, 0)), .quad(control: Point(0, 0), to: Point(10, 10))])
    }

    /// The curves' points, sampled, all at `radius` from `centre`.
    func onCircle(_ elements: [Path.Element], centre: Point, radius: Double) -> Bool {
        var from = Point(0, 0)
        for element in elements {
            switch element {
            case let .move(p), let .line(p): from = p
            case let .cubic(c1, c2, to):
                for step in 0...8 {
                    let t = Double(step) / 8, u = 1 - t
                    let x = u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                    let y = u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                    let r = ((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)).squareRoot()
                    if abs(r - radius) > radius * 3e-4 { return false }
                }
                from = to
            default: break
            }
        }
        return true
    }

    @Test func theSpecsPieChartArcsAreQuarterTurnCubicsOnTheCircle() throws {
        // §8.3.8's pie: "M300,200 h-150 a150,150 0 1,0 150,-150 z" (three quarters, centre
        // 300,200) and "M275,175 v-150 a150,150 0 0,0 -150,150 z" (one quarter, centre 275,175).
        let big = try points("M300,200 h-150 a150,150 0 1,0 150,-150 z")
        let cubics = big.filter { if case .cubic = $0 { return true } else { return false } }
        #expect(cubics.count == 3)
        #expect(onCircle(Array(big.dropFirst()), centre: Point(300, 200), radius: 150))
        if case let .cubic(_, _, end)? = cubics.last { #expect(end == Point(300, 50)) }
        let small = try points("M275,175 v-150 a150,150 0 0,0 -150,150 z")
        #expect(small.filter { if case .cubic = $0 { return true } else { return false } }.count == 1)
        #expect(onCircle(Array(small.dropFirst()), centre: Point(275, 175), radius: 150))
    }

    @Test func arcFlagsRunIntoTheNextNumberAndTooSmallRadiiGrow() throws {
        // "a1 1 0 00.5.5": flags 0 and 0, then the end point (0.5, 0.5).
        let compact = try points("M0 0a1 1 0 00.5.5")
        if case let .cubic(_, _, end)? = compact.last { #expect(end == Point(0.5, 0.5)) } else { Issue.record() }
        // A radius of 1 for a chord of 10: scaled to 5, a half circle about (5, 0).
        let grown = try points("M0 0 A1 1 0 0 1 10 0")
        #expect(onCircle(grown, centre: Point(5, 0), radius: 5))
        // A zero radius is a straight line; an arc to its own start draws nothing.
        #expect(try points("M0 0 A0 5 0 0 1 10 0") == [.move(Point(0, 0)), .line(Point(10, 0))])
        #expect(try points("M0 0 A5 5 0 0 1 0 0") == [.move(Point(0, 0))])
    }

    @Test func aSegmentAfterAClosepathStartsAtTheSubpathsStart() throws {
        #expect(
            try points("M10 10 L20 10 Z l5 5") == [
                .move(Point(10, 10)), .line(Point(20, 10)), .close, .move(Point(10, 10)), .line(Point(15, 15)),
            ])
    }

    @Test func brokenDataIsRefusedWithWhereItBreaks() throws {
        func failure(_ d: String) -> SVGSyntaxError? {
            do {
                _ = try SVGPathData.parse(d)
                return nil
            } catch { return error }
        }
        #expect(failure("L10 10")?.message.contains("must begin with a moveto") == true)
        #expect(failure("M10")?.offset == 3)
        #expect(failure("M10 10 L20 x")?.description == "expected a number at character 12")
        #expect(failure("M0 0 A1 1 0 2 0 5 5")?.message == "expected an arc flag, 0 or 1")
        #expect(failure("M0 0 Z 5")?.message.contains("after closepath") == true)
        #expect(failure("M0 0 K")?.message.contains("expected a path command") == true)
        #expect(failure("M1e999 0")?.message.contains("not a finite number") == true)
    }

    @Test func numbersThatOverflowAreRefused() throws {
        for d in [
            "M-1e308 0 A1e308 1e308 0 1 1 1e308 0", "M1e308 0 l1e308 0",
            "M0 0 C1e308 0 -1e308 0 1e308 1e308 c1e308 0 0 0 0 0",
        ] {
            do {
                _ = try SVGPathData.parse(d)
                Issue.record("\(d) was read")
            } catch {
                #expect(
                    error.message == "the command's numbers are too large to draw (beyond a double's range)", "\(d)")
            }
        }
    }

    @Test func transformListsApplyRightToLeft() throws {
        func map(_ t: String, _ x: Double, _ y: Double) throws -> Point {
            try AffineTransform.parse(t).apply(Point(x, y))
        }
        #expect(try map("matrix(1 0 0 1 339 696)", 1, 2) == Point(340, 698))
        #expect(try map("translate(10,20) scale(2)", 1, 1) == Point(12, 22))
        #expect(try map("translate(10)", 1, 1) == Point(11, 1))
        #expect(try map("scale(2, 3)", 1, 1) == Point(2, 3))
        let quarter = try map("rotate(90)", 1, 0)
        #expect(abs(quarter.x) < 1e-15 && abs(quarter.y - 1) < 1e-15)
        let about = try map("rotate(90 10 10)", 20, 10)
        #expect(abs(about.x - 10) < 1e-12 && abs(about.y - 20) < 1e-12)
        let skewed = try map("skewX(45)", 0, 1)
        #expect(abs(skewed.x - 1) < 1e-15 && skewed.y == 1)
        let skewedY = try map("skewY(45)", 1, 0)
        #expect(skewedY.x == 1 && abs(skewedY.y - 1) < 1e-15)
        // §7.5's nesting example: "translate(-10,-20) scale(2) rotate(45) translate(5,10)" is
        // the four groups nested, outermost first.
        let list = try AffineTransform.parse("translate(-10,-20) scale(2) rotate(45) translate(5,10)")
        let nested = try AffineTransform.parse("translate(-10,-20)").concatenating(
            try AffineTransform.parse("scale(2)")
        ).concatenating(try AffineTransform.parse("rotate(45)")).concatenating(
            try AffineTransform.parse("translate(5,10)"))
        #expect(list == nested)
        #expect(throws: SVGSyntaxError.self) { try AffineTransform.parse("spin(4)") }
        #expect(throws: SVGSyntaxError.self) { try AffineTransform.parse("matrix(1 0 0 1)") }
        #expect(throws: SVGSyntaxError.self) { try AffineTransform.parse("translate(1") }
    }

    @Test func theTrigonometryAgreesWithTheCLibraryToTheLastBitsAndBeyondOneTurn() {
        for step in -40...40 {
            let x = Double(step) * 0.37
            #expect(abs(Trigonometry.sin(x) - sin(x)) < 4e-16 * max(1, abs(x)))
            #expect(abs(Trigonometry.cos(x) - cos(x)) < 4e-16 * max(1, abs(x)))
            let y = Double(step) * 0.11
            #expect(abs(Trigonometry.atan2(y, 1.5) - atan2(y, 1.5)) < 1e-15)
            #expect(abs(Trigonometry.atan2(y, -0.7) - atan2(y, -0.7)) < 1e-15)
        }
        #expect(Trigonometry.atan2(0, -1) == Trigonometry.pi)
        #expect(Trigonometry.sinCos(0) == (0, 1))
    }
}

/// Arbitrary text from the grammar's own alphabet: every input is read or refused, never a trap,
/// and what is read has only finite points.
@Suite struct SVGPathDataRobustnessTests {
    @Test func arbitraryDataIsReadOrRefusedNeverATrap() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        // Commands with about the numbers they take (sometimes one too few or too many), the
        // numbers in every form the grammar allows, run together or apart.
        let arity: [Character: Int] = [
            "M": 2, "m": 2, "Z": 0, "z": 0, "L": 2, "l": 2, "H": 1, "h": 1, "V": 1, "v": 1, "C": 6, "c": 6,
            "S": 4, "s": 4, "Q": 4, "q": 4, "T": 2, "t": 2, "A": 7, "a": 7,
        ]
        let commands = Array(arity.keys).sorted()
        let numbers = ["0", "1", "-2.5", ".5", "3e1", "-.25e-1", "1e308", "00.5", "7", "+4"]
        let separators = [" ", ",", "", " , ", "\n"]
        func data() -> String {
            var text = "M0 0"
            for _ in 0..<(next() % 8) {
                let command = commands[next() % commands.count]
                text.append(command)
                let count = max(0, arity[command]! + next() % 3 - 1)
                for _ in 0..<count {
                    text += numbers[next() % numbers.count] + separators[next() % separators.count]
                }
            }
            return text
        }
        var read = 0
        for _ in 0..<3000 {
            let text = data()
            guard let path = try? SVGPathData.parse(text) else { continue }
            read += 1
            for element in path.elements {
                switch element {
                case let .move(p), let .line(p): #expect(p.x.isFinite && p.y.isFinite, "\(text)")
                case let .quad(c, p): #expect(c.x.isFinite && p.y.isFinite, "\(text)")
                case let .cubic(c1, c2, p):
                    #expect(c1.x.isFinite && c2.y.isFinite && p.x.isFinite && p.y.isFinite, "\(text)")
                case .close: break
                }
            }
        }
        #expect(read > 300)
        for _ in 0..<1000 {
            let text = String(
                (0..<(next() % 30)).map { _ in Array("matrixtranslatescalerotateskewXY(),. -0123456789e")[next() % 48] }
            )
            _ = try? AffineTransform.parse(text)
        }
    }
}
