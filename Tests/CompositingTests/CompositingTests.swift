import CBoxBlur
import Dispatch
import Testing

@testable import Compositing
@testable import Raster

func solid(_ w: Int, _ h: Int, _ hex: String) -> Image {
    try! Image(width: w, height: h, fill: RGBA8(hex: hex)!.premultiplied)
}

/// Deterministic random premultiplied pixels (a linear congruential generator), opaque or with
/// random alpha.
func randomPremultiplied(width: Int, height: Int, seed: UInt32, opaque: Bool = false) throws -> Image {
    var state = seed
    func next() -> UInt8 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return UInt8(state >> 24)
    }
    var bytes = [UInt8]()
    for _ in 0..<(width * height) {
        let a = opaque ? 255 : next()
        bytes += [next(), next(), next()].map { UInt8(Int($0) * Int(a) / 255) } + [a]
    }
    return try Image(width: width, height: height, premultipliedBytes: bytes)
}

@Suite struct BoxBlurTests {
    @Test(arguments: [(20.0, 2, 75), (20.0, 3, 113), (20.0, 1, 39), (1.0, 1, 3), (0.0, 2, 1)])
    func boxWidthFollowsUIImageEffects(radius: Double, scale: Int, width: Int) {
        // d = floor(s · 3·√(2π)/4 + 0.5), forced odd: 40 px → 75.7 → 75; 60 px → 113.3 → 113.
        #expect(BoxBlur.boxWidth(radiusPoints: radius, scale: scale) == width)
    }

    @Test func onePassOfAnImpulseWithEdgesExtended() throws {
        var image = solid(5, 1, "#000000")
        image[2, 0] = RGBA8(r: 255, g: 255, b: 255).premultiplied
        BoxBlur.blur(&image, boxWidth: 3, passes: 1)
        #expect((0..<5).map { image[$0, 0].r } == [0, 85, 85, 85, 0])
        var edge = solid(4, 1, "#000000")
        edge[0, 0] = RGBA8(r: 90, g: 90, b: 90).premultiplied
        BoxBlur.blur(&edge, boxWidth: 3, passes: 1)
        // The left edge extends: (90 + 90 + 0) / 3 = 60, then (90 + 0 + 0) / 3 = 30.
        #expect((0..<4).map { edge[$0, 0].r } == [60, 30, 0, 0])
    }

    /// The definition, written plainly: every channel of every line, window sums with clamped
    /// indices and a division, horizontal then vertical, `passes` times.
    static func referenceBlur(_ image: Image, boxWidth: Int, passes: Int) -> Image {
        var out = image
        let r = boxWidth / 2, w = image.width, h = image.height
        func line(_ get: (Int) -> Int, _ set: (Int, Int) -> Void, _ n: Int) {
            let values = (0..<n).map(get)
            for i in 0..<n {
                let sum = (-r...r).reduce(0) { $0 + values[min(max(i + $1, 0), n - 1)] }
                set(i, (sum + boxWidth / 2) / boxWidth)
            }
        }
        for _ in 0..<passes {
            for y in 0..<h {
                for c in 0..<4 {
                    line({ Int(out.pixels[(y * w + $0) * 4 + c]) }, { out.pixels[(y * w + $0) * 4 + c] = UInt8($1) }, w)
                }
            }
            for x in 0..<w {
                for c in 0..<4 {
                    line({ Int(out.pixels[($0 * w + x) * 4 + c]) }, { out.pixels[($0 * w + x) * 4 + c] = UInt8($1) }, h)
                }
            }
        }
        return out
    }

    /// Random pixels (opaque, and translucent premultiplied), odd sizes, windows wider than the
    /// image, boxes on both sides of 256 (multiply-shift and table division), one and two threads: the sliding-window blur equals the definition exactly.
    @Test(arguments: [
        (37, 11, 5, true), (130, 9, 23, false), (7, 40, 61, true), (200, 3, 3, false), (1, 1, 9, true),
        (300, 20, 255, true), (310, 12, 301, false),
    ])
    func slidingWindowBlurEqualsTheDefinition(width: Int, height: Int, boxWidth: Int, opaque: Bool) throws {
        let image = try randomPremultiplied(
            width: width, height: height, seed: 0x1234_5678 &+ UInt32(width * 31 + height), opaque: opaque)
        let expected = Self.referenceBlur(image, boxWidth: boxWidth, passes: 3)
        for parallelism in [1, 2] {
            var blurred = image
            BoxBlur.blur(&blurred, boxWidth: boxWidth, parallelism: parallelism)
            #expect(blurred.pixels == expected.pixels, "parallelism \(parallelism)")
        }
    }

    /// CBoxBlur's division, a 16-bit multiply-high and a shift, equals `(s + w/2) / w` for every
    /// sum a window of odd width w can reach, for every box it accepts; it accepts UIKit's
    /// boxes (75 at @2x, 113 at @3x) and declines those too wide for 16-bit sums.
    @Test func narrowDivisionIsExactForEveryReachableSum() {
        var accepted: [Int] = []
        for box in stride(from: 1, through: 301, by: 2) {
            var d = bs_box_divisor()
            guard bs_box_divisor_for(Int32(box), &d) == 1 else { continue }
            accepted.append(box)
            for s in 0...(255 * box) {
                let x = UInt32(s + Int(d.half))
                let q = ((x * UInt32(d.multiplier)) >> 16) >> UInt32(d.shift)
                if q != UInt32((s + box / 2) / box) {
                    Issue.record("box \(box), sum \(s): \(q)")
                    return
                }
            }
        }
        #expect(accepted.contains(75) && accepted.contains(113))
        // Every odd box from 3 to 181 (a box of 1 changes nothing and needs no division).
        #expect(accepted == Array(stride(from: 3, through: 181, by: 2)))
    }

    /// The 16-bit loops and the 32-bit Swift ones give the same bytes on bar-sized strips (odd
    /// and even widths, rectangles narrower than the box, and inside a larger image).
    @Test(arguments: [
        (1125, 40, PixelRect(x: 0, y: 0, width: 1125, height: 40), 113),
        (750, 30, PixelRect(x: 0, y: 0, width: 750, height: 30), 75),
        (90, 50, PixelRect(x: 5, y: 3, width: 81, height: 44), 113),
        (60, 20, PixelRect(x: 1, y: 1, width: 7, height: 18), 75),
    ])
    func narrowSumsEqualWideSums(width: Int, height: Int, rect: PixelRect, boxWidth: Int) throws {
        let image = try randomPremultiplied(
            width: width, height: height, seed: UInt32(width * 3 + height), opaque: false)
        func blurred(narrow: Bool) -> [UInt8] {
            var copy = image
            copy.pixels.withUnsafeMutableBufferPointer { p in
                RowStreamingBlur(
                    pixels: p.baseAddress! + (rect.y * width + rect.x) * 4, stride: width * 4, width: rect.width,
                    height: rect.height,
                    boxWidth: boxWidth, passes: 3, narrowSums: narrow
                ).finish(parallelism: 1)
            }
            return copy.pixels
        }
        let narrow = blurred(narrow: true), wide = blurred(narrow: false)
        #expect(narrow == wide)
        #expect(narrow != image.pixels)
    }

    @Test func uniformImagesAreUnchanged() {
        var image = solid(40, 30, "#12f8a0")
        BoxBlur.blur(&image, boxWidth: 75)
        #expect(image == solid(40, 30, "#12f8a0"))
    }
}

@Suite struct FillTests {
    /// The 16-lane fill equals source-over pixel by pixel (Fixed8), including the scalar tail
    /// of rows whose width is not a multiple of 4.
    @Test func vectorFillEqualsSourceOver() throws {
        let color = RGBA8(r: 0xf7, g: 0x30, b: 0x99, a: 204).premultiplied
        let original = try randomPremultiplied(width: 37, height: 5, seed: 3)
        var image = original
        image.fill(PixelRect(x: 2, y: 1, width: 33, height: 3), with: color, clip: image.bounds)
        for y in 0..<5 {
            for x in 0..<37 {
                let inside = x >= 2 && x < 35 && y >= 1 && y < 4
                #expect(image[x, y] == (inside ? color.over(original[x, y]) : original[x, y]))
            }
        }
    }
}

@Suite struct SaturationTests {
    @Test func matrixRowsSumToTheDivisor() {
        for factor in [0.0, 1.0, 1.8, 2.5] {
            for row in Saturation.matrix(factor: factor) { #expect(row.reduce(0, +) == 256) }
        }
        #expect(Saturation.matrix(factor: 1.8)[0] == [417, -146, -15])
    }

    /// The loop equals the matrix applied channel by channel, rounded and clamped to 0…alpha,
    /// on random premultiplied pixels (translucent ones included).
    @Test func loopEqualsTheFormula() throws {
        let original = try randomPremultiplied(width: 64, height: 64, seed: 7)
        let bytes = original.pixels
        var image = original
        Saturation.apply(&image, factor: 1.8)
        let m = Saturation.matrix(factor: 1.8)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let r = Int(bytes[i]), g = Int(bytes[i + 1]), b = Int(bytes[i + 2]), a = Int(bytes[i + 3])
            let expected =
                (0..<3).map { UInt8(min(a, max(0, (m[$0][0] * r + m[$0][1] * g + m[$0][2] * b + 128) >> 8))) } + [
                    UInt8(a)
                ]
            #expect(Array(image.pixels[i..<(i + 4)]) == expected)
        }
    }

    @Test func greysAreUnchangedAndColoursPushedApart() {
        var grey = solid(2, 2, "#7f7f7f")
        Saturation.apply(&grey, factor: 1.8)
        #expect(grey == solid(2, 2, "#7f7f7f"))
        var color = solid(1, 1, "#c06060")
        Saturation.apply(&color, factor: 1.8)
        // r = (417·192 − 146·96 − 15·96 + 128) >> 8 = 252; g = (−44·192 + 315·96 − 15·96 + 128) >> 8 = 80;
        // b = (−44·192 − 146·96 + 446·96 + 128) >> 8 = 80.
        #expect(Saturation.matrix(factor: 1.8) == [[417, -146, -15], [-44, 315, -15], [-44, -146, 446]])
        #expect(color[0, 0].straight == RGBA8(r: 252, g: 80, b: 80))
    }
}

@Suite struct CompositorTests {
    @Test func fillIsSourceOver() {
        var image = solid(2, 1, "#ffffff")
        image.fill(image.bounds, with: RGBA8(white: 0.97, alpha: 0.8).premultiplied, clip: image.bounds)
        #expect(image[0, 0].straight.hex == "#f9f9f9")
    }

    @Test func groupOpacityAppliesToTheFlattenedSubtree() {
        // Two opaque children overlapping inside a node at alpha 0.5: the overlap shows only the
        // top child at half opacity (group), not both stacked at half (per-child).
        let child1 = RenderNode(
            label: "a", frame: PixelRect(x: 0, y: 0, width: 2, height: 1),
            contents: [.fill(RGBA8(hex: "#ff0000")!.premultiplied)])
        let child2 = RenderNode(
            label: "b", frame: PixelRect(x: 1, y: 0, width: 2, height: 1),
            contents: [.fill(RGBA8(hex: "#0000ff")!.premultiplied)])
        let group = RenderNode(
            label: "g", frame: PixelRect(x: 0, y: 0, width: 3, height: 1), opacity: 128, children: [child1, child2])
        var canvas = solid(3, 1, "#ffffff")
        Compositor.render(group, onto: &canvas)
        #expect((0..<3).map { canvas[$0, 0].straight.hex } == ["#ff7f7f", "#7f7fff", "#7f7fff"])
    }

    @Test func clipsToBoundsClipsChildrenAndHiddenDrawsNothing() {
        let outside = RenderNode(
            label: "line", frame: PixelRect(x: 0, y: 2, width: 4, height: 1),
            contents: [.fill(RGBA8.black.premultiplied)])
        var clipped = RenderNode(
            label: "bar", frame: PixelRect(x: 0, y: 0, width: 4, height: 2), clipsToBounds: true, children: [outside])
        var canvas = solid(4, 4, "#ffffff")
        Compositor.render(clipped, onto: &canvas)
        #expect(canvas == solid(4, 4, "#ffffff"))
        clipped.clipsToBounds = false
        Compositor.render(clipped, onto: &canvas)
        #expect(canvas[0, 2].straight.hex == "#000000" && canvas[0, 3].straight.hex == "#ffffff")
        var hidden = RenderNode(
            label: "h", frame: canvas.bounds, contents: [.fill(RGBA8(hex: "#ff0000")!.premultiplied)])
        hidden.isHidden = true
        let before = canvas
        Compositor.render(hidden, onto: &canvas)
        #expect(canvas == before)
    }

    @Test func backdropShowsTheBlurredContentBeneath() {
        var canvas = solid(8, 4, "#000000")
        canvas.fill(PixelRect(x: 0, y: 0, width: 4, height: 4), with: RGBA8.white.premultiplied, clip: canvas.bounds)
        let node = RenderNode(
            label: "backdrop", frame: PixelRect(x: 2, y: 0, width: 4, height: 4),
            contents: [.backdrop(BackdropFilter(boxWidth: 3, saturation: 1))])
        Compositor.render(node, onto: &canvas)
        // The captured strip is [255 255 0 0]; three box passes of width 3, edges extended, each
        // mean rounded half up: [255 170 85 0] → [227 170 85 28] → [208 161 94 47].
        #expect((2..<6).map { canvas[$0, 0].r } == [208, 161, 94, 47])
        #expect(canvas[0, 0].r == 255 && canvas[7, 0].r == 0)
    }

    @Test func scaledImageStretchesAOnePixelImage() {
        var canvas = solid(4, 3, "#000000")
        let pixel = solid(1, 1, "#ff0000")
        canvas.drawScaled(pixel, into: PixelRect(x: 1, y: 1, width: 3, height: 2), clip: canvas.bounds)
        #expect(canvas[0, 0].straight.hex == "#000000")
        #expect(canvas[3, 2].straight.hex == "#ff0000" && canvas[1, 1].straight.hex == "#ff0000")
    }
}

@Suite struct InPlaceFilterTests {
    /// An image of random pixels with `rect` cut out, blurred and saturated as an image of its
    /// own, and pasted back: what filtering `rect` in place must give.
    static func filteredAsACrop(_ image: Image, _ rect: PixelRect, boxWidth: Int, saturation: Double) throws -> Image {
        var crop = try image.cropped(to: rect)
        BoxBlur.blur(&crop, boxWidth: boxWidth, parallelism: 1)
        Saturation.apply(&crop, factor: saturation)
        var out = image
        for y in 0..<rect.height { for x in 0..<rect.width { out[rect.x + x, rect.y + y] = crop[x, y] } }
        return out
    }

    /// A rectangle blurred and saturated where it lies equals the same rectangle cropped out,
    /// filtered and pasted back, and nothing outside it changes: full-width rows (the bar's
    /// case), an inner rectangle, and a rectangle large enough to be split over two threads.
    @Test(arguments: [
        (60, 40, PixelRect(x: 0, y: 0, width: 60, height: 25), 9),
        (60, 40, PixelRect(x: 7, y: 5, width: 31, height: 22), 13),
        (700, 320, PixelRect(x: 0, y: 10, width: 700, height: 300), 113),
    ])
    func rectangleFilteredInPlaceEqualsItsCrop(width: Int, height: Int, rect: PixelRect, boxWidth: Int) throws {
        let image = try randomPremultiplied(width: width, height: height, seed: UInt32(width * height), opaque: false)
        let expected = try Self.filteredAsACrop(image, rect, boxWidth: boxWidth, saturation: 1.8)
        for parallelism in [1, 2] {
            var filtered = image
            BoxBlur.blur(&filtered, in: rect, boxWidth: boxWidth, parallelism: parallelism)
            Saturation.apply(&filtered, in: rect, factor: 1.8)
            #expect(filtered.pixels == expected.pixels, "parallelism \(parallelism)")
        }
    }

    /// The compositor's backdrop over an opaque canvas, filtered in place, gives exactly what the
    /// captured path gives (probing a pixel takes that path), pixel for pixel; a translucent
    /// canvas and a backdrop clipped by its parent are left to the captured path.
    @Test func backdropFilteredInPlaceEqualsTheCapturedBackdrop() throws {
        let filter = BackdropFilter(boxWidth: 23, saturation: 1.8)
        let backdrop = RenderNode(
            label: "backdrop", frame: PixelRect(x: 0, y: -10, width: 90, height: 40), contents: [.backdrop(filter)])
        let tint = RenderNode(
            label: "tint", frame: backdrop.frame, contents: [.fill(RGBA8(hex: "#ff3b30")!.premultiplied)], opacity: 217)
        let bar = RenderNode(label: "bar", frame: backdrop.frame, children: [backdrop, tint])
        for opaque in [true, false] {
            let content = try randomPremultiplied(width: 90, height: 50, seed: 11, opaque: opaque)
            var inPlace = content
            Compositor.render(bar, onto: &inPlace)
            var captured = content
            _ = Compositor.render(bar, onto: &captured, probing: 5, 5)
            #expect(inPlace == captured, "opaque \(opaque)")
            #expect(
                inPlace.pixels[(30 * 90 * 4)...] == content.pixels[(30 * 90 * 4)...], "rows below the bar are untouched"
            )
            #expect(inPlace != content)
        }
        var canvas = try randomPremultiplied(width: 90, height: 50, seed: 12, opaque: true)
        let surface = Compositor.Surface(image: canvas, opacity: 255)
        let inside = PixelRect(x: 0, y: 0, width: 90, height: 20)
        #expect(!Compositor.filterInPlace(surface, rect: backdrop.frame, clip: inside, filter: filter))
        #expect(surface.image == canvas, "refused: the backdrop reaches outside the clip")
        canvas[3, 4] = RGBA8(r: 10, g: 20, b: 30, a: 200).premultiplied
        let translucent = Compositor.Surface(image: canvas, opacity: 255)
        #expect(!Compositor.filterInPlace(translucent, rect: backdrop.frame, clip: canvas.bounds, filter: filter))
        #expect(translucent.image == canvas, "refused: a translucent pixel beneath")
    }
}

@Suite struct RowStreamingBlurTests {
    /// Rows handed over in uneven steps (none, one, several, past the end), the blur advanced
    /// after each, then finished: exactly the blur of the finished image, for rectangles shorter
    /// and taller than the box, a box over 256 (table division), an inner rectangle, and one or
    /// two threads to finish.
    @Test(arguments: [
        (40, 30, PixelRect(x: 0, y: 0, width: 40, height: 30), 9),
        (33, 12, PixelRect(x: 3, y: 2, width: 25, height: 9), 23),
        (64, 200, PixelRect(x: 0, y: 7, width: 64, height: 180), 41),
        (20, 300, PixelRect(x: 0, y: 0, width: 20, height: 300), 257),
        (700, 300, PixelRect(x: 0, y: 0, width: 700, height: 300), 75),
    ])
    func advancingAsRowsArriveEqualsTheWholeBlur(width: Int, height: Int, rect: PixelRect, boxWidth: Int) throws {
        let image = try randomPremultiplied(
            width: width, height: height, seed: UInt32(width + height * 7), opaque: true)
        var expected = image
        BoxBlur.blur(&expected, in: rect, boxWidth: boxWidth, parallelism: 1)
        for parallelism in [1, 2] {
            var streamed = image
            streamed.pixels.withUnsafeMutableBufferPointer { p in
                let blur = RowStreamingBlur(
                    pixels: p.baseAddress! + (rect.y * width + rect.x) * 4, stride: width * 4, width: rect.width,
                    height: rect.height,
                    boxWidth: boxWidth)
                var available = 0
                var step = 0
                while available < rect.height {
                    available += [0, 1, 5, 17, 2, 40][step % 6]
                    step += 1
                    blur.advance(rowsAvailable: min(available, rect.height + 3))
                }
                blur.finish(parallelism: parallelism)
            }
            #expect(streamed.pixels == expected.pixels, "parallelism \(parallelism)")
        }
    }
}

@Suite struct LeadingBackdropTests {
    let boxWidth = 9
    let saturation = 1.8
    var filter: BackdropFilter { BackdropFilter(boxWidth: boxWidth, saturation: saturation) }
    let red = RenderContent.fill(RGBA8(hex: "#ff3b30")!.premultiplied)

    /// A bar's stack: a container, the backdrop first, a tint over it, a hairline below.
    func bar(backdropFirst: Bool = true, containerOpacity: UInt8 = 255, clip: Bool = false, hairlineFirst: Bool = false)
        -> RenderNode
    {
        let backdrop = RenderNode(
            label: "backdrop", frame: PixelRect(x: 0, y: -4, width: 30, height: 20), contents: [.backdrop(filter)])
        let tint = RenderNode(label: "tint", frame: backdrop.frame, contents: [red], opacity: 200)
        let hairline = RenderNode(
            label: "hairline", frame: PixelRect(x: 0, y: 16, width: 30, height: 1),
            contents: [.fill(RGBA8.black.premultiplied)])
        let hidden = RenderNode(label: "hidden", frame: backdrop.frame, contents: [red], isHidden: true)
        let background = RenderNode(
            label: "background", frame: PixelRect(x: 0, y: clip ? 0 : -4, width: 30, height: clip ? 10 : 20),
            opacity: containerOpacity, clipsToBounds: clip,
            children: backdropFirst ? [hidden, backdrop, tint] : [tint, backdrop])
        return RenderNode(
            label: "bar", frame: PixelRect(x: 0, y: 0, width: 30, height: 16),
            children: hairlineFirst ? [hairline, background] : [background, hairline])
    }

    /// Found behind a hidden sibling, and behind a hairline drawn first outside its rectangle (as
    /// UIKit's stacks draw theirs): filtering its area in place and rendering the rest of the
    /// tree gives what rendering the whole tree gives.
    @Test(arguments: [false, true])
    func theRestOverTheFilteredAreaIsTheWholeRender(hairlineFirst: Bool) throws {
        let tree = bar(hairlineFirst: hairlineFirst)
        let content = try randomPremultiplied(width: 30, height: 24, seed: 5, opaque: true)
        let leading = try #require(Compositor.leadingBackdrop(of: tree, in: content.bounds))
        #expect(leading.area == PixelRect(x: 0, y: 0, width: 30, height: 16) && leading.filter == filter)
        let background = leading.rest.children[hairlineFirst ? 1 : 0]
        #expect(background.children[1].contents.isEmpty && background.children[2].contents.count == 1)
        var whole = content
        Compositor.render(tree, onto: &whole)
        var split = content
        BoxBlur.blur(&split, in: leading.area, boxWidth: boxWidth)
        Saturation.apply(&split, in: leading.area, factor: saturation)
        Compositor.render(leading.rest, onto: &split)
        #expect(split == whole)
    }

    /// Not the first drawing, inside a group below full opacity, or reaching past its ancestor's
    /// clip: none.
    @Test func otherwiseThereIsNone() {
        let bounds = PixelRect(x: 0, y: 0, width: 30, height: 24)
        #expect(Compositor.leadingBackdrop(of: bar(backdropFirst: false), in: bounds) == nil)
        #expect(Compositor.leadingBackdrop(of: bar(containerOpacity: 128), in: bounds) == nil)
        #expect(Compositor.leadingBackdrop(of: bar(clip: true), in: bounds) == nil)
    }
}

@Suite struct HelperThreadTests {
    /// Every split runs each half exactly once and returns only when both are done, from one
    /// thread or several at once, and with splits paused.
    @Test func eachHalfRunsOnceAndBothFinishBeforeReturning() {
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            // Each half writes only its own counter, so the two threads never share a byte.
            let halves = UnsafeMutablePointer<Int>.allocate(capacity: 2)
            halves.initialize(repeating: 0, count: 2)
            defer { halves.deallocate() }
            let shared = SendablePointer(halves)
            for round in 0..<2000 {
                let body: (Int) -> Void = { half in shared.pointer[half] += 1 }
                if round % 3 == 0 {
                    HelperThread.withoutSplitting { HelperThread.split(body) }
                } else {
                    HelperThread.split(body)
                }
                #expect(halves[0] == round + 1 && halves[1] == round + 1)
            }
        }
    }
}
