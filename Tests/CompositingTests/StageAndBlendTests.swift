import Testing

@testable import Compositing
@testable import Raster

/// The one source-over: the 16-lane form equals the scalar form for every channel value and
/// every alpha.
@Suite struct SourceOverTests {
    @Test func sixteenLanesEqualTheScalarFormEverywhere() {
        for alpha in 0...255 {
            let inverse = 255 - alpha
            for start in stride(from: 0, to: 256, by: 16) {
                let d = SIMD16<UInt16>((0..<16).map { UInt16(start + $0) })
                // A source channel never exceeds its alpha (premultiplied).
                let s = SIMD16<UInt16>((0..<16).map { UInt16(min(alpha, (start * 7 + $0 * 13) % 256)) })
                let lanes = Fixed8.over(s, d, inverseAlpha: SIMD16(repeating: UInt16(inverse)))
                for i in 0..<16 {
                    #expect(
                        lanes[i] == Fixed8.over(Int(s[i]), Int(d[i]), inverseAlpha: inverse),
                        "alpha \(alpha), d \(d[i]), s \(s[i])")
                }
            }
        }
    }

    @Test func probesFillsImagesAndMasksAgree() throws {
        // The same translucent colour drawn as a fill, as a 1×1 image stretched, and as a full
        // coverage mask gives the same pixels, and PremultipliedRGBA8.over agrees.
        let color = RGBA8(r: 200, g: 40, b: 90, a: 140)
        let beneath = try randomPremultiplied(width: 8, height: 8, seed: 9)
        let rect = PixelRect(x: 1, y: 2, width: 5, height: 4)
        var filled = beneath, imaged = beneath, masked = beneath
        filled.fill(rect, with: color.premultiplied, clip: filled.bounds)
        imaged.drawScaled(try Image(width: 1, height: 1, fill: color.premultiplied), into: rect, clip: imaged.bounds)
        var mask = try AlphaMask(width: 5, height: 4)
        mask.fill(mask.bounds, with: 255)
        masked.draw(mask, color: color.premultiplied, x: 1, y: 2, clip: masked.bounds)
        #expect(filled == imaged && filled == masked)
        #expect(filled[3, 3] == color.premultiplied.over(beneath[3, 3]))
    }
}

@Suite struct BlendModeTests {
    /// Hand values over an opaque destination (premultiplied = straight): source #804020 at
    /// alpha 128 (premultiplied 64, 32, 16), destination #c0c0c0.
    @Test(arguments: [
        (BlendMode.normal, RGBA8(r: 160, g: 128, b: 112)),  // 64 + 192·127/255 = 64 + 96
        (.plusLighter, RGBA8(r: 255, g: 224, b: 208)),  // 64 + 192, clamped; 32 + 192; 16 + 192
        (.plusDarker, RGBA8(r: 128, g: 96, b: 80)),  // s + d − sa: 64 + 192 − 128
        (.multiply, RGBA8(r: 144, g: 120, b: 108)),  // 0 + 192·127/255 + 64·192/255 = 96 + 48
        (.screen, RGBA8(r: 208, g: 200, b: 196)),  // 64 + 192 − 48; 32 + 192 − 24; 16 + 192 − 12
    ])
    func modesOverAnOpaqueDestination(mode: BlendMode, expected: RGBA8) throws {
        var image = try Image(width: 1, height: 1, fill: RGBA8(r: 192, g: 192, b: 192).premultiplied)
        image.fill(
            image.bounds, with: RGBA8(r: 128, g: 64, b: 32, a: 128).premultiplied, clip: image.bounds, blend: mode)
        #expect(image.color(x: 0, y: 0) == expected)
    }

    /// A node's blend mode applies to its contents, and to its flattened group when it has one.
    @Test func aNodesModeAppliesToItsGroupToo() throws {
        let canvas = try Image(width: 4, height: 1, fill: RGBA8(r: 192, g: 192, b: 192).premultiplied)
        let fill = RenderContent.fill(RGBA8(r: 128, g: 64, b: 32, a: 128).premultiplied)
        var plain = canvas
        Compositor.render(
            RenderNode(label: "tint", frame: plain.bounds, contents: [fill], blendMode: .plusDarker), onto: &plain)
        #expect(plain.color(x: 0, y: 0) == RGBA8(r: 128, g: 96, b: 80))
        // At opacity 200 with a child, the node is a group: its fill and its child's draw
        // normally into it, (64, 32, 16, 128) then over it → (96, 48, 24, 192); the group at
        // 200/255 is (75, 38, 19, 151), blended plus-darker over 192: 255 − (151 − 75) − 63 = 116,
        // 255 − 113 − 63 = 79, 255 − 132 − 63 = 60.
        var grouped = canvas
        let child = RenderNode(label: "child", frame: grouped.bounds, contents: [fill])
        Compositor.render(
            RenderNode(
                label: "group", frame: grouped.bounds, contents: [fill], opacity: 200, blendMode: .plusDarker,
                children: [child]), onto: &grouped)
        #expect(grouped.color(x: 0, y: 0) == RGBA8(r: 116, g: 79, b: 60))
    }
}

@Suite struct MaskTests {
    @Test func coverageScalesTheColoursAlpha() throws {
        var image = try Image(width: 3, height: 1, fill: RGBA8.white.premultiplied)
        let mask = try AlphaMask(width: 3, height: 1, coverage: [0, 128, 255])
        image.draw(mask, color: RGBA8.black.premultiplied, x: 0, y: 0, clip: image.bounds)
        // 255 − round(255 · 128 / 255) = 127; full coverage replaces.
        #expect((0..<3).map { image.color(x: $0, y: 0).hex } == ["#ffffff", "#7f7f7f", "#000000"])
    }

    @Test func aMaskNodeIsProbedWithItsCoverage() throws {
        let mask = try AlphaMask(width: 2, height: 1, coverage: [64, 255])
        let node = RenderNode(
            label: "UILabel", frame: PixelRect(x: 1, y: 0, width: 2, height: 1),
            contents: [.mask(mask, color: RGBA8(r: 0, g: 0, b: 255), x: 1, y: 0)])
        var canvas = try Image(width: 4, height: 1, fill: RGBA8.white.premultiplied)
        let steps = Compositor.render(node, onto: &canvas, probing: 1, 0)
        #expect(steps.map(\.contribution) == [.mask(coverage: 64, color: RGBA8(r: 0, g: 0, b: 255))])
        #expect(steps[0].composite.straight == canvas.color(x: 1, y: 0))
        #expect(canvas.color(x: 1, y: 0) == RGBA8(r: 191, g: 191, b: 255) && canvas.color(x: 0, y: 0) == .white)
    }
}

@Suite struct FilterStageTests {
    /// Saturation through the general matrix equals the dedicated recipe, in place or captured.
    @Test func theSaturationStageIsTheColourMatrixOfUIImageEffects() throws {
        let image = try randomPremultiplied(width: 40, height: 30, seed: 4)
        var a = image, b = image
        Filter.apply(.saturation(1.8), to: &a, in: a.bounds)
        ColorMatrix.saturation(1.8).apply(to: &b, in: b.bounds)
        #expect(a == b)
        #expect(
            ColorMatrix.saturation(1.8).coefficients == [
                [417, -146, -15, 0], [-44, 315, -15, 0], [-44, -146, 446, 0],
            ])
    }

    @Test func brightnessAddsToEachChannelInProportionToAlpha() throws {
        var image = try Image(width: 2, height: 1, premultipliedBytes: [100, 100, 100, 255, 50, 50, 50, 128])
        Filter.apply(.brightness(0.1), to: &image, in: image.bounds)
        // 0.1 · 256 = 25.6 → 26/256 of alpha: (100·256 + 26·255 + 128) >> 8 = 126 (opaque);
        // (50·256 + 26·128 + 128) >> 8 = 63 (alpha 128).
        #expect(image.pixels == [126, 126, 126, 255, 63, 63, 63, 128])
    }

    @Test func aToneCurveIsATableOfStraightLinesBetweenItsPoints() throws {
        let curve = ToneCurve(points: [.init(0, 0.2), .init(0.5, 0.5), .init(1, 1)])
        #expect(curve.table[0] == 51 && curve.table[255] == 255 && curve.table[128] == 128)
        var image = try Image(width: 1, height: 1, fill: RGBA8(r: 0, g: 64, b: 255).premultiplied)
        Filter.apply(.toneCurve(curve), to: &image, in: image.bounds)
        #expect(image.color(x: 0, y: 0) == RGBA8(r: curve.table[0], g: curve.table[64], b: 255))
    }

    @Test func aTintStageBlendsOverTheFilteredRectangleOnly() throws {
        var image = try Image(width: 4, height: 1, fill: RGBA8(r: 192, g: 192, b: 192).premultiplied)
        Filter.apply(
            .tint(RGBA8(r: 128, g: 64, b: 32, a: 128), .plusDarker), to: &image,
            in: PixelRect(x: 1, y: 0, width: 2, height: 1))
        #expect(
            image.color(x: 0, y: 0).hex == "#c0c0c0" && image.color(x: 1, y: 0) == RGBA8(r: 128, g: 96, b: 80)
                && image.color(x: 3, y: 0).hex == "#c0c0c0")
    }

    /// The probe reports the pixel after every stage, and the last one is what was drawn.
    @Test func explainSeesEveryStage() throws {
        let stages: [FilterStage] = [
            .boxBlur(width: 5, passes: 3), .saturation(1.8), .brightness(-0.05),
            .tint(RGBA8(white: 1, alpha: 0.3), .normal),
        ]
        let node = RenderNode(
            label: "backdrop", frame: PixelRect(x: 2, y: 2, width: 12, height: 8),
            contents: [.backdrop(BackdropFilter(stages: stages))])
        let content = try randomPremultiplied(width: 16, height: 12, seed: 3, opaque: true)
        var probed = content, plain = content
        let steps = Compositor.render(node, onto: &probed, probing: 6, 5)
        Compositor.render(node, onto: &plain)
        #expect(probed == plain)
        guard case let .backdrop(value, perStage) = steps[0].contribution else {
            Issue.record("no backdrop step"); return
        }
        #expect(perStage.map(\.stage) == stages && perStage.last?.value == value && value == plain[6, 5])
        var byHand = try content.cropped(to: node.frame)
        for (index, stage) in stages.enumerated() {
            Filter.apply(stage, to: &byHand, in: byHand.bounds)
            #expect(byHand[4, 3] == perStage[index].value, "after \(stage.summary)")
        }
    }
}

/// CoreMaterial's luminance curve in integers: the luminance index, the Bézier table, the mix.
@Suite struct LuminanceCurveTests {
    /// The curve at the ends and the middle is the Bézier's value (v0 at 0, v3 at 1, and the
    /// cubic at ½: (v0 + 3 v1 + 3 v2 + v3) / 8), rounded to 8 bits.
    @Test func theTableIsTheBezier() {
        let curve = LuminanceCurve(amount: 0.75, values: [0.8, 0.9, 1.1, 0.825])
        #expect(curve.table[0] == 204 && curve.table[255] == 210)  // 0.8 · 255 = 204, 0.825 · 255 = 210.4
        let half = (0.8 + 3 * 0.9 + 3 * 1.1 + 0.825) / 8  // 0.978…
        let l = 128.0 / 255, a = 3 * (0.9 - 1.1) + 0.825 - 0.8, b = 3 * (0.8 - 1.8 + 1.1), c = 3 * (0.9 - 0.8)
        #expect(
            curve.table[128] == Fixed8.quantize(((a * l + b) * l + c) * l + 0.8)
                && abs(((a * 0.5 + b) * 0.5 + c) * 0.5 + 0.8 - half) < 1e-12)
        #expect(curve.mix == 192)
    }

    /// Each channel moves toward the curve's grey by the amount: (c · 64 + y · 192 + 128) >> 8.
    @Test func eachPixelMixesTowardTheGrey() {
        let curve = LuminanceCurve(amount: 0.75, values: [0.8, 0.9, 1.1, 0.825])
        #expect(curve.apply(.white) == RGBA8(white: 221 / 255.0))  // (255·64 + 210·192 + 128) >> 8 = 221
        var image = try! Image(width: 2, height: 1)
        image[0, 0] = RGBA8.white.premultiplied
        image[1, 0] = RGBA8(r: 255, g: 0, b: 0, a: 128).premultiplied
        Filter.apply(.luminanceCurve(curve), to: &image, in: image.bounds)
        #expect(image[0, 0].straight == RGBA8(r: 221, g: 221, b: 221))
        // A translucent pixel is unpremultiplied, curved, premultiplied again.
        #expect(image[1, 0] == curve.apply(RGBA8(r: 255, g: 0, b: 0, a: 128).premultiplied.straight).premultiplied)
    }

    /// The chrome materials over flat fields (no blur effect on a flat field), against the
    /// recipe by hand: light over white 1 − 0.75 · 0.175 = 0.86875, + 0.1 → #f7f7f7; dark over
    /// black 0.75 · 0.23 = 0.1725, − 0.1 → #121212; dark over white 1 − 0.75 · 0.745, − 0.1 →
    /// #575757 (the grey of a dark-mode bar over a white list).
    @Test(arguments: [
        ([0.8, 0.9, 1.1, 0.825], 1.1, 0.1, RGBA8.white, "#f7f7f7"),
        ([0.23, 0.52, 0.27, 0.255], 2.0, -0.1, RGBA8.black, "#121212"),
        ([0.23, 0.52, 0.27, 0.255], 2.0, -0.1, RGBA8.white, "#575757"),
    ])
    func chromeOverFlatFields(values: [Double], saturation: Double, brightness: Double, field: RGBA8, expected: String)
        throws
    {
        var image = try Image(width: 64, height: 8, fill: field.premultiplied)
        let stages: [FilterStage] = [
            .luminanceCurve(LuminanceCurve(amount: 0.75, values: values)), .saturation(saturation),
            .brightness(brightness),
            .boxBlur(width: BoxBlur.boxWidth(radiusPoints: 22.5, scale: 2), passes: BoxBlur.passes),
        ]
        Filter.apply(stages, to: &image, in: image.bounds)
        #expect(image[10, 4].straight.hex == expected)
    }
}
