import Testing

@testable import Raster

@Suite struct Fixed8Tests {
    @Test func multiplyIsRoundedProductForEveryPair() {
        var mismatches = 0
        for a in 0...255 {
            for b in 0...255 {
                let exact = Int((Double(a * b) / 255).rounded(.toNearestOrAwayFromZero))
                if Fixed8.multiply(a, b) != exact { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func quantizeRoundsHalfUpAndClamps() {
        #expect(Fixed8.quantize(0.85) == 217)  // 216.75
        #expect(Fixed8.quantize(0.8) == 204)
        #expect(Fixed8.quantize(232.0 / 255.0) == 232)
        #expect(Fixed8.quantize(-1) == 0)
        #expect(Fixed8.quantize(2) == 255)
        #expect(Fixed8.quantize(.nan) == 0)
    }
}

@Suite struct ColorTests {
    @Test(arguments: [
        ("#f8f8f8", "#f8f8f8"), ("#FB2930", "#fb2930"), ("#00000080", "#00000080"), ("#ffffffff", "#ffffff"),
    ])
    func hexRoundTrip(input: String, output: String) {
        #expect(RGBA8(hex: input)?.hex == output)
    }

    @Test(arguments: ["f8f8f8", "#f8f8f", "#f8f8f8f", "#gggggg", "", "#", "#f8f8f8f8f8"])
    func rejectsMalformedHex(input: String) {
        #expect(RGBA8(hex: input) == nil)
    }

    @Test func uikitWhiteIsQuantised() {
        #expect(RGBA8(white: 0.97, alpha: 0.8) == RGBA8(r: 247, g: 247, b: 247, a: 204))
    }

    @Test func premultiplyAndSourceOver() {
        let filter = RGBA8(white: 0.97, alpha: 0.8).premultiplied
        #expect(filter == PremultipliedRGBA8(uncheckedR: 198, g: 198, b: 198, a: 204))
        let white = RGBA8.white.premultiplied
        #expect(filter.over(white) == PremultipliedRGBA8(uncheckedR: 249, g: 249, b: 249, a: 255))
        #expect(PremultipliedRGBA8(uncheckedR: 100, g: 50, b: 0, a: 200).straight == RGBA8(r: 128, g: 64, b: 0, a: 200))
    }
}

@Suite struct ImageTests {
    @Test func zeroSizeIsAnError() {
        #expect(throws: RasterError.zeroSize(width: 0, height: 4)) { try Image(width: 0, height: 4) }
        #expect(
            RasterError.zeroSize(width: 0, height: 4).description
                == "an image of 0×4 pixels is empty; both sides must be at least 1")
    }

    @Test func straightBytesArePremultiplied() throws {
        let image = try Image(width: 1, height: 1, straightBytes: [255, 128, 0, 128])
        #expect(image.pixels == [128, 64, 0, 128])
        #expect(image.straightRGBA() == [255, 128, 0, 128])
    }

    @Test func cropCopiesTheRectangle() throws {
        var image = try Image(width: 3, height: 2)
        image[2, 1] = RGBA8(r: 1, g: 2, b: 3).premultiplied
        let piece = try image.cropped(to: PixelRect(x: 1, y: 1, width: 2, height: 1))
        #expect(piece.pixels == [0, 0, 0, 0, 1, 2, 3, 255])
        #expect(throws: RasterError.self) { try image.cropped(to: PixelRect(x: 2, y: 0, width: 2, height: 1)) }
    }

    @Test func pointRectSnapsToDevicePixels() {
        let hairline = PointRect(x: 0, y: 64, width: 375, height: 0.5).pixels(scale: 2)
        #expect(hairline == PixelRect(x: 0, y: 128, width: 750, height: 1))
        let third = PointRect(x: 0, y: 88, width: 375, height: 1.0 / 3).pixels(scale: 3)
        #expect(third == PixelRect(x: 0, y: 264, width: 1125, height: 1))
        #expect(PointRect(x: 0, y: -20, width: 375, height: 64).description == "(0 -20; 375 64)")
        #expect(PointRect.format(232.0 / 255.0) == "0.909804")
    }
}
