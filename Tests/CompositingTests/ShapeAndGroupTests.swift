import Testing
import Vector

@testable import Compositing
@testable import Raster

/// Shapes (rounded rectangles, continuous corners, capsules), mask layers and the groups that
/// carry them.
@Suite struct ShapeTests {
    /// A continuous corner is its own mirror image: the mask of a square is the same flipped
    /// left to right, top to bottom and across the diagonal. Its apex (the middle cubic at
    /// t = ½) is (0.63149 + 3·0.37282 + 3·0.16906 + 0.07491)/8 = 0.29150 r from the corner on
    /// each axis, so for r = 100 px the diagonal pixel (29, 29) is cut, (28, 28) is outside
    /// and (30, 30) is inside; the top edge is straight from 1.52866 r = 152.9 px on.
    @Test func aContinuousCornerIsSymmetricWithItsApexWhereTheMeasuredPathPutsIt() throws {
        let shape = NodeShape.roundedRectangle(radius: 100, curve: .continuous)
        let placed = try #require(shape.coverage(in: PixelRect(x: 0, y: 0, width: 400, height: 400)))
        let mask = placed.mask
        // Each corner's curves are flattened with integers from its own end of the path, so a
        // mirrored pixel may differ by one step of coverage, never more.
        func mirrored(_ flip: (Int, Int) -> (Int, Int)) -> Int {
            var worst = 0
            for y in 0..<400 {
                for x in 0..<400 {
                    let (u, v) = flip(x, y)
                    worst = max(worst, abs(Int(mask[x, y]) - Int(mask[u, v])))
                }
            }
            return worst
        }
        #expect(mirrored { (399 - $0, $1) } <= 1)
        #expect(mirrored { ($0, 399 - $1) } <= 1)
        #expect(mirrored { ($1, $0) } <= 1)
        #expect(mask[28, 28] == 0)
        #expect(mask[29, 29] > 0 && mask[29, 29] < 255)
        #expect(mask[30, 30] == 255)
        #expect(mask[153, 0] == 255 && mask[200, 0] == 255)
        #expect(mask[140, 0] < 255, "still curving at 1.4 r")
    }

    /// A continuous corner of the same radius takes more of the square than a quarter circle
    /// (its curve starts 1.53 r out, not r), and a radius too large for it falls back to the
    /// quarter circles, which is the capsule.
    @Test func continuousCornersTakeMoreThanCircularOnesAndLargeRadiiAreCapsules() throws {
        let frame = PixelRect(x: 3, y: 2, width: 120, height: 44)
        func area(_ shape: NodeShape) throws -> Int {
            try #require(shape.coverage(in: frame)).mask.coverage.reduce(0) { $0 + Int($1) }
        }
        let circular = try area(.roundedRectangle(radius: 10, curve: .circular))
        let continuous = try area(.roundedRectangle(radius: 10, curve: .continuous))
        let full = 120 * 44 * 255
        #expect(continuous < circular && circular < full)
        // Four quarter-circle corners remove (4 − π)·r² = 85.8 px² of 5280 (the chords the curves
        // are flattened into, 1/64 px inside them at most, cut under a pixel more).
        #expect(abs(Double(full - circular) / 255 - 85.84) < 1)
        #expect(try area(.roundedRectangle(radius: 22, curve: .continuous)) == area(.capsule))
        #expect(try area(.roundedRectangle(radius: 0, curve: .continuous)) == full)
        #expect(NodeShape.roundedRectangle(radius: 0, curve: .circular).isRectangle)
        #expect(
            NodeShape.roundedRectangle(radius: 8, curve: .continuous).scaled(by: 3)
                == .roundedRectangle(radius: 24, curve: .continuous))
    }
}

@Suite struct ShapedGroupTests {
    /// A node nobody sees: a child that makes a node take the general path.
    static let nothing = RenderNode(label: "nothing", frame: PixelRect(x: 0, y: 0, width: 0, height: 0))

    /// A shape filled in one step (the fast path) gives, byte for byte, what the general path
    /// gives (the fill drawn in a group cut to the shape, composited through its coverage): every
    /// shape, opacities full and partial, every blend mode, over translucent pixels.
    @Test(arguments: [
        NodeShape.capsule, .roundedRectangle(radius: 9.5, curve: .continuous),
        .roundedRectangle(radius: 6, curve: .circular),
    ])
    func aFilledShapeEqualsItsGroup(shape: NodeShape) throws {
        let canvas = try randomPremultiplied(width: 64, height: 40, seed: 5)
        let frame = PixelRect(x: 3, y: 4, width: 55, height: 31)
        for mode in BlendMode.allCases {
            for opacity: UInt8 in [255, 140] {
                let fill = RenderContent.fill(RGBA8(r: 40, g: 90, b: 200, a: 170).premultiplied)
                let fast = RenderNode(
                    label: "capsule", frame: frame, contents: [fill], opacity: opacity, blendMode: mode, shape: shape)
                var general = fast
                general.children = [Self.nothing]
                var a = canvas, b = canvas
                Compositor.render(fast, onto: &a)
                Compositor.render(general, onto: &b)
                #expect(a == b, "\(mode) at \(opacity)")
                #expect(a != canvas)
                // Outside the frame nothing changes; the frame's corner pixel is outside the shape.
                #expect(a[0, 0] == canvas[0, 0] && a[frame.x, frame.y] == canvas[frame.x, frame.y])
            }
        }
    }

    /// A backdrop cut to a capsule: inside the capsule it is the rectangle's backdrop, outside it
    /// the canvas is untouched, and on the rim the two mix by the coverage. Probing (the captured
    /// path) draws the same pixels.
    @Test func aBackdropInACapsuleIsTheRectanglesBackdropCutToIt() throws {
        let canvas = try randomPremultiplied(width: 80, height: 50, seed: 9, opaque: true)
        let frame = PixelRect(x: 6, y: 5, width: 60, height: 36)
        let filter = BackdropFilter(boxWidth: 9, saturation: 1.8)
        var rectangle = canvas
        Compositor.render(RenderNode(label: "glass", frame: frame, contents: [.backdrop(filter)]), onto: &rectangle)
        let capsule = RenderNode(label: "glass", frame: frame, contents: [.backdrop(filter)], shape: .capsule)
        var cut = canvas
        Compositor.render(capsule, onto: &cut)
        var probed = canvas
        let steps = Compositor.render(capsule, onto: &probed, probing: 36, 20)
        #expect(cut == probed)
        #expect(steps.last?.composite == cut[36, 20])
        let coverage = try #require(NodeShape.capsule.coverage(in: frame))
        var rim = 0
        for y in 0..<50 {
            for x in 0..<80 {
                switch coverage.coverage(atX: x, y: y) {
                case 255: #expect(cut[x, y] == rectangle[x, y])
                case 0: #expect(cut[x, y] == canvas[x, y])
                default: rim += 1
                }
            }
        }
        #expect(rim > 0)
        // Over an opaque canvas in-place filtering would be possible for the rectangle; a
        // shaped backdrop is never filtered in place (nor streamed).
        #expect(Compositor.leadingBackdrop(of: capsule, in: canvas.bounds) == nil)
        #expect(
            Compositor.leadingBackdrop(
                of: RenderNode(label: "glass", frame: frame, contents: [.backdrop(filter)]), in: canvas.bounds) != nil)
    }

    /// `clipsToBounds` on a shaped node cuts its children to the shape: a child filling the whole
    /// frame gives the shape filled; without it the child fills the rectangle.
    @Test func clippingToAShapeCutsTheChildren() throws {
        let canvas = try Image(width: 30, height: 20, fill: RGBA8.white.premultiplied)
        let frame = PixelRect(x: 2, y: 2, width: 26, height: 16)
        let red = RenderContent.fill(RGBA8(r: 255, g: 0, b: 0).premultiplied)
        let child = RenderNode(label: "child", frame: frame, contents: [red])
        var clipped = canvas, filled = canvas, unclipped = canvas
        Compositor.render(
            RenderNode(label: "pill", frame: frame, clipsToBounds: true, shape: .capsule, children: [child]),
            onto: &clipped)
        Compositor.render(RenderNode(label: "pill", frame: frame, contents: [red], shape: .capsule), onto: &filled)
        Compositor.render(RenderNode(label: "pill", frame: frame, shape: .capsule, children: [child]), onto: &unclipped)
        #expect(clipped == filled)
        #expect(clipped[2, 2] == canvas[2, 2] && unclipped[2, 2] == RGBA8(r: 255, g: 0, b: 0).premultiplied)
    }

    /// A mask layer multiplies the flattened subtree: black at coverage 128 over white is
    /// 255 − round(255·128/255) = 127 wherever the mask is 128, the canvas where it is 0, and
    /// nothing outside the mask's span; moved with the tree by `offsetBy`.
    @Test func aMaskLayerCutsTheFlattenedSubtree() throws {
        let canvas = try Image(width: 4, height: 1, fill: RGBA8.white.premultiplied)
        let black = RenderContent.fill(RGBA8.black.premultiplied)
        let mask = PlacedMask(try AlphaMask(width: 3, height: 1, coverage: [0, 128, 255]), x: 0, y: 0)
        let node = RenderNode(
            label: "masked", frame: canvas.bounds, contents: [black], mask: mask,
            children: [RenderNode(label: "child", frame: canvas.bounds, contents: [black])])
        var image = canvas
        Compositor.render(node, onto: &image)
        #expect((0..<4).map { image.color(x: $0, y: 0).hex } == ["#ffffff", "#7f7f7f", "#000000", "#ffffff"])
        #expect(node.offsetBy(dx: 2, dy: 1).mask == PlacedMask(mask.mask, x: 2, y: 1))
    }
}

@Suite struct ProgressiveBlurTests {
    /// One radius for every row is the box blur, byte for byte (every pass, rounding and edge).
    @Test(arguments: [(1, 1), (4, 3), (13, 3), (30, 2)])
    func aConstantRampIsTheBoxBlur(radius: Int, passes: Int) throws {
        let image = try randomPremultiplied(width: 37, height: 23, seed: UInt32(radius))
        let rect = PixelRect(x: 2, y: 3, width: 31, height: 17)
        var box = image, ramp = image
        BoxBlur.blur(&box, in: rect, boxWidth: 2 * radius + 1, passes: passes)
        let blur = ProgressiveBlur(stops: [.init(position: 0, radius: radius)], passes: passes)
        Filter.apply([.progressiveBlur(blur)], to: &ramp, in: rect)
        #expect(ramp == box)
    }

    /// The sliding sums give, byte for byte, the blur as its documentation defines it (written
    /// here the plain way: every box summed afresh from a copy taken before the pass), on ramps
    /// whose radius rises and falls by several rows at a time, boxes of 256 pixels and more (the
    /// 64-bit division), rectangles narrower than a box, and cut for one thread or two; in the
    /// 16-bit C loops and in the 32-bit Swift ones.
    @Test(arguments: [
        ([(0.0, 0), (0.3, 9), (0.35, 1), (0.9, 6)], 3, 1),
        ([(0.0, 130), (1.0, 2)], 1, 2),
        ([(0.2, 3), (0.25, 0), (0.5, 0), (0.6, 7)], 3, 2),
        ([(0.0, 40)], 1, 1),
    ])
    func theBlurIsTheDefinitionsBoxesExactly(ramp: [(Double, Int)], passes: Int, parts: Int) throws {
        let image = try randomPremultiplied(width: 300, height: 90, seed: UInt32(ramp.count * 7 + passes))
        let blur = ProgressiveBlur(stops: ramp.map { .init(position: $0.0, radius: $0.1) }, passes: passes)
        // A rectangle wider than two bands; one narrower and shorter than its boxes, where every
        // window runs past both edges.
        // Both loops: the 16-bit C ones (every box up to 181 pixels here but the 261-pixel one)
        // and the 32-bit Swift ones.
        for rect in [PixelRect(x: 3, y: 5, width: 289, height: 80), PixelRect(x: 10, y: 10, width: 7, height: 5)] {
            let expected = Self.definition(blur, image, rect)
            for sixteenBit in [true, false] {
                var fast = image
                blur.run(on: &fast, in: rect, parts: parts, sixteenBit: sixteenBit)
                #expect(fast == expected, "\(rect), 16-bit loops allowed: \(sixteenBit)")
            }
        }
    }

    /// The blur as ``ProgressiveBlur`` documents it, pixel by pixel: each pass a horizontal box
    /// along each row of radius above zero, then a vertical one down each column centred on such
    /// a row, edges extended, each mean `(sum + n/2) / n`.
    static func definition(_ blur: ProgressiveBlur, _ image: Image, _ rect: PixelRect) -> Image {
        var out = image
        let (w, h) = (rect.width, rect.height)
        let radius = blur.radii(height: h)
        // The rectangle's bytes, row-major, and a copy of them taken before each half-pass.
        func bytes(_ image: Image) -> [Int] {
            (0..<h).flatMap { y in
                (0..<w).flatMap { x in
                    let p = image[rect.x + x, rect.y + y]
                    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
                }
            }
        }
        var values = bytes(image)
        for _ in 0..<blur.passes {
            for vertical in [false, true] {
                let before = values
                for y in 0..<h where radius[y] > 0 {
                    let r = radius[y], n = 2 * r + 1
                    for x in 0..<w {
                        for c in 0..<4 {
                            var sum = 0
                            for k in -r...r {
                                let (sx, sy) =
                                    vertical ? (x, min(max(y + k, 0), h - 1)) : (min(max(x + k, 0), w - 1), y)
                                sum += before[(sy * w + sx) * 4 + c]
                            }
                            values[(y * w + x) * 4 + c] = (sum + n / 2) / n
                        }
                    }
                }
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                out[rect.x + x, rect.y + y] = PremultipliedRGBA8(
                    uncheckedR: UInt8(values[i]), g: UInt8(values[i + 1]), b: UInt8(values[i + 2]),
                    a: UInt8(values[i + 3]))
            }
        }
        return out
    }

    /// The ramp's rows: stops rounded to rows, linear between them, held outside; rows whose
    /// radius is zero are left as they are, and the stronger a row's blur, the less of the stripes'
    /// contrast is left in it.
    @Test func theRadiusFollowsTheRampAndRowsAtZeroAreUntouched() throws {
        let blur = ProgressiveBlur(stops: [.init(position: 0.1, radius: 8), .init(position: 0.6, radius: 0)])
        #expect(blur.radii(height: 10) == [8, 8, 6, 5, 3, 2, 0, 0, 0, 0])
        #expect(blur.summary == "progressive blur 3 × box radius 8→0 px")
        #expect(
            FilterStage.progressiveBlur(blur).summary == blur.summary && !FilterStage.progressiveBlur(blur).isPointwise)
        // Stripes one pixel wide, black and white.
        var stripes = try Image(width: 40, height: 10)
        for y in 0..<10 {
            for x in 0..<40 { stripes[x, y] = (x % 2 == 0 ? RGBA8.black : RGBA8.white).premultiplied }
        }
        var blurred = stripes
        blur.apply(to: &blurred, in: stripes.bounds)
        for y in 6..<10 { #expect((0..<40).allSatisfy { blurred[$0, y] == stripes[$0, y] }, "row \(y)") }
        func contrast(_ y: Int) -> Int {
            let reds = (4..<36).map { Int(blurred[$0, y].r) }
            return reds.max()! - reds.min()!
        }
        #expect(contrast(0) < contrast(4) && contrast(4) < contrast(5) && contrast(5) < 255 && contrast(6) == 255)
    }
}
