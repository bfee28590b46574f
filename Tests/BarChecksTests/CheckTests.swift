import BarScopeSupport
import Testing

@testable import BarChecks
@testable import Raster

/// A straight image from rows of hex colours.
func picture(_ rows: [[String]]) throws -> StraightImage {
    let bytes = rows.flatMap {
        $0.flatMap { hex -> [UInt8] in
            let c = RGBA8(hex: hex)!
            return [c.r, c.g, c.b, c.a]
        }
    }
    return try StraightImage(width: rows[0].count, height: rows.count, bytes: bytes)
}

@Suite struct FormatTests {
    @Test func everyFormatOfAnOpaqueAndATranslucentColour() {
        let bar = RGBA8(hex: "#f8f8f8")!, glass = RGBA8(hex: "#ff000080")!
        #expect(ColorFormat.hex.format(bar) == "#f8f8f8")
        #expect(ColorFormat.rgb.format(bar) == "rgb(248, 248, 248)")
        #expect(ColorFormat.float.format(bar) == "0.973 0.973 0.973 1")
        #expect(ColorFormat.uicolor.format(bar) == "UIColor(red: 0.973, green: 0.973, blue: 0.973, alpha: 1)")
        #expect(ColorFormat.swiftui.format(bar) == "Color(.sRGB, red: 0.973, green: 0.973, blue: 0.973, opacity: 1)")
        #expect(ColorFormat.hex.format(glass) == "#ff000080")
        #expect(ColorFormat.rgb.format(glass) == "rgba(255, 0, 0, 0.502)")
        #expect(ColorFormat.uicolor.format(glass) == "UIColor(red: 1, green: 0, blue: 0, alpha: 0.502)")
    }

    /// Three decimals round-trip every 8-bit value through UIKit's quantisation.
    @Test func threeDecimalsRoundTrip() {
        for v in 0...255 {
            let text = formatDecimal(Double(v) / 255, places: 3, trimZeros: true)
            #expect(Fixed8.quantize(Double(text)!) == UInt8(v), "\(v) → \(text)")
        }
    }

    @Test func decimalText() {
        #expect(formatDecimal(2.5, places: 0) == "3")
        #expect(formatDecimal(-0.0004, places: 3, trimZeros: true) == "0")
        #expect(formatDecimal(-1.25, places: 1) == "-1.3")
        #expect(formatDecimal(0.5, places: 6, trimZeros: true) == "0.5")
        #expect(formatDecimal(12, places: 2) == "12.00")
    }
}

@Suite struct PickAndStatsTests {
    @Test func apertureAveragesAndClipsAtTheEdge() throws {
        let image = try picture([
            ["#000000", "#0a0a0a", "#141414"],
            ["#1e1e1e", "#282828", "#323232"],
            ["#3c3c3c", "#464646", "#505050"],
        ])
        // Mean of 0, 10, … 80 = 40 = 0x28.
        #expect(
            try PixelReading.pick(image, x: 1, y: 1, aperture: 3, source: "a.png")
                == PixelReading(x: 1, y: 1, color: RGBA8(hex: "#282828")!, sampleCount: 9))
        // Top-left corner: 0, 10, 30, 40 → 20 = 0x14, four samples.
        #expect(try PixelReading.pick(image, x: 0, y: 0, aperture: 3, source: "a.png").color.hex == "#141414")
        #expect(try PixelReading.pick(image, x: 0, y: 0, aperture: 3, source: "a.png").sampleCount == 4)
        // An even aperture reaches one further up and left: (0,0)…(1,1) around (1,1) → 0,10,30,40.
        #expect(try PixelReading.pick(image, x: 1, y: 1, aperture: 2, source: "a.png").color.hex == "#141414")
        #expect(throws: CheckError("--avg 0: the aperture must be 1…255 pixels wide; use for example --avg 5")) {
            try PixelReading.pick(image, x: 1, y: 1, aperture: 0, source: "a.png")
        }
    }

    /// Averages weight colours by alpha: a transparent pixel adds opacity 0, not black.
    @Test func apertureWeightsByAlpha() throws {
        let image = try picture([["#ff000000", "#ff0000ff"]])
        let reading = try PixelReading.pick(image, x: 0, y: 0, aperture: 3, source: "a.png")
        #expect(reading.color == RGBA8(r: 255, g: 0, b: 0, a: 128))
        #expect(
            reading.json
                == "{\"x\": 0, \"y\": 0, \"hex\": \"#ff000080\", \"r\": 255, \"g\": 0, \"b\": 0, \"a\": 128, \"samples\": 2}"
        )
    }

    @Test func statsRangeMeanDistinctAndTop() throws {
        let image = try picture([
            ["#f4f4f4", "#f8f8f8", "#f8f8f8"],
            ["#f9f9f9", "#f8f8f8", "#f4f4f4"],
        ])
        let stats = RegionStats(image, rect: image.bounds, topCount: 2)
        #expect(stats.summary == "#f4f4f4…#f9f9f9")
        #expect(stats.mean.hex == "#f7f7f7")  // (244·2 + 248·3 + 249) / 6 = 246.8 → 247
        #expect(stats.distinct == 3)
        #expect(
            stats.json == """
                {"rect": [0, 0, 3, 2], "pixels": 6, "min": "#f4f4f4", "max": "#f9f9f9", "mean": "#f7f7f7", "distinct": 3, \
                "top": [{"hex": "#f8f8f8", "count": 3}, {"hex": "#f4f4f4", "count": 2}]}
                """)
        #expect(
            stats.text == """
                rect      0,0,3,2 (6 pixels)
                range     #f4f4f4…#f9f9f9
                mean      #f7f7f7
                distinct  3
                top       #f8f8f8 3 (50.0%), #f4f4f4 2 (33.3%)
                """)
    }
}

@Suite struct ColorDifferenceTests {
    /// Sharma, Wu and Dalal (2005), Table 1: all 34 pairs, to the paper's four decimals.
    static let sharma: [(LabColor, LabColor, Double)] = [
        (50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425), (50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615),
        (50, 2.8361, -74.0200, 50, 0, -82.7485, 3.4412), (50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0000),
        (50, -1.1848, -84.8006, 50, 0, -82.7485, 1.0000), (50, -0.9009, -85.5211, 50, 0, -82.7485, 1.0000),
        (50, 0, 0, 50, -1, 2, 2.3669), (50, -1, 2, 50, 0, 0, 2.3669),
        (50, 2.4900, -0.0010, 50, -2.4900, 0.0009, 7.1792), (50, 2.4900, -0.0010, 50, -2.4900, 0.0010, 7.1792),
        (50, 2.4900, -0.0010, 50, -2.4900, 0.0011, 7.2195), (50, 2.4900, -0.0010, 50, -2.4900, 0.0012, 7.2195),
        (50, -0.0010, 2.4900, 50, 0.0009, -2.4900, 4.8045), (50, -0.0010, 2.4900, 50, 0.0010, -2.4900, 4.8045),
        (50, -0.0010, 2.4900, 50, 0.0011, -2.4900, 4.7461), (50, 2.5, 0, 50, 0, -2.5, 4.3065),
        (50, 2.5, 0, 73, 25, -18, 27.1492), (50, 2.5, 0, 61, -5, 29, 22.8977),
        (50, 2.5, 0, 56, -27, -3, 31.9030), (50, 2.5, 0, 58, 24, 15, 19.4535),
        (50, 2.5, 0, 50, 3.1736, 0.5854, 1.0000), (50, 2.5, 0, 50, 3.2972, 0, 1.0000),
        (50, 2.5, 0, 50, 1.8634, 0.5757, 1.0000), (50, 2.5, 0, 50, 3.2592, 0.3350, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ].map { (LabColor(l: $0.0, a: $0.1, b: $0.2), LabColor(l: $0.3, a: $0.4, b: $0.5), $0.6) }

    @Test func sharmaTable1() {
        for (index, pair) in Self.sharma.enumerated() {
            let e = deltaE2000(pair.0, pair.1)
            #expect(abs(e - pair.2) < 0.00005, "pair \(index + 1): \(e) ≠ \(pair.2)")
            #expect(abs(deltaE2000(pair.1, pair.0) - e) < 1e-9, "pair \(index + 1) is not symmetric")
        }
    }

    @Test func srgbToLab() {
        let white = LabColor(srgb: .white), black = LabColor(srgb: .black)
        #expect(abs(white.l - 100) < 1e-9 && abs(white.a) < 1e-9 && abs(white.b) < 1e-9)
        #expect(black == LabColor(l: 0, a: 0, b: 0))
        // sRGB red: the standard's four-digit matrix gives L* 53.233, a* 80.105, b* 67.223; Bruce
        // Lindbloom's calculator, with a more precise matrix, 53.241, 80.093, 67.203 (within 0.03).
        let red = LabColor(srgb: RGBA8(hex: "#ff0000")!)
        #expect(abs(red.l - 53.233) < 0.001 && abs(red.a - 80.105) < 0.001 && abs(red.b - 67.223) < 0.001)
        #expect(abs(red.l - 53.241) < 0.03 && abs(red.a - 80.093) < 0.03 && abs(red.b - 67.203) < 0.03)
        let grey = LabColor(srgb: RGBA8(hex: "#808080")!)
        #expect(abs(grey.a) < 1e-9 && abs(grey.b) < 1e-9 && abs(grey.l - 53.585) < 0.01)
    }
}

@Suite struct ImageDiffTests {
    let reference: StraightImage
    let changed: StraightImage

    init() throws {
        reference = try picture([
            ["#ffffff", "#ffffff", "#ffffff", "#ffffff"],
            ["#ffffff", "#000000", "#000000", "#ffffff"],
        ])
        changed = try picture([
            ["#ffffff", "#fefefe", "#ffffff", "#ffffff"],
            ["#ffffff", "#000000", "#ff0000", "#ffffff"],
        ])
    }

    @Test func exactComparison() {
        let diff = ImageDiff.compare(reference, changed)
        #expect(!diff.isEqual)
        #expect(diff.differentPixels == 2 && diff.forgivenPixels == 0 && diff.totalPixels == 8)
        #expect(diff.boundingBox == PixelRect(x: 1, y: 0, width: 2, height: 2))
        #expect(diff.maxChannelDelta == 255)
        #expect(
            abs(diff.maxDeltaE - deltaE2000(LabColor(srgb: .black), LabColor(srgb: RGBA8(hex: "#ff0000")!))) < 1e-12)
        #expect(diff.summary == "2 of 8 pixels differ in 1,0,2,2, max channel delta 255, max ΔE00 50.41")
        #expect(
            diff.json == """
                {"equal": false, "differentPixels": 2, "forgivenPixels": 0, "totalPixels": 8, "boundingBox": [1, 0, 2, 2], \
                "maxChannelDelta": 255, "maxDeltaE": 50.4066}
                """)
    }

    /// The diff image: white fades to 255, black to 255 − 0.1·255 = 229; red marks a difference,
    /// yellow one within tolerance.
    @Test func diffImageColours() throws {
        let diff = ImageDiff.compare(reference, changed, options: DiffOptions(tolerance: 1))
        #expect(diff.differentPixels == 1 && diff.forgivenPixels == 1)
        #expect(diff.boundingBox == PixelRect(x: 2, y: 1, width: 1, height: 1))
        let image = StraightImage(try #require(diff.image))
        #expect(image.color(x: 0, y: 0).hex == "#ffffff")
        #expect(image.color(x: 1, y: 1).hex == "#e5e5e5")
        #expect(image.color(x: 1, y: 0) == ImageDiff.forgivenColor)
        #expect(image.color(x: 2, y: 1) == ImageDiff.differentColor)
    }

    @Test func deltaEForgivesSmallDifferencesAndIgnoreRegionsAreSkipped() {
        let byDeltaE = ImageDiff.compare(reference, changed, options: DiffOptions(deltaE: 1))
        #expect(byDeltaE.differentPixels == 1 && byDeltaE.forgivenPixels == 1)
        let ignored = ImageDiff.compare(
            reference, changed, options: DiffOptions(ignore: [PixelRect(x: 2, y: 0, width: 2, height: 2)]))
        #expect(ignored.differentPixels == 1 && ignored.comparedPixels == 4)
        #expect(ignored.boundingBox == PixelRect(x: 1, y: 0, width: 1, height: 1))
        #expect(StraightImage(ignored.image!).color(x: 3, y: 0).hex == "#e0f0ff")
    }

    @Test func sizeMismatchIsAFailure() throws {
        let small = try picture([["#ffffff"]])
        let diff = ImageDiff.compare(reference, small)
        #expect(!diff.isEqual && diff.image == nil)
        #expect(diff.summary == "sizes differ: 4×2 vs 1×1")
        #expect(diff.json.hasPrefix("{\"equal\": false, \"sizeA\": [4, 2], \"sizeB\": [1, 1], "))
    }

    @Test func transparentPixelsHidingDifferentColoursAreEqual() throws {
        let a = try picture([["#ff000000"]]), b = try picture([["#00ff0000"]])
        #expect(ImageDiff.compare(a, b).isEqual)
    }
}

@Suite struct LoupeTests {
    @Test func gridCentreAndCaption() throws {
        let image = try picture([
            ["#000000", "#ffffff", "#000000"],
            ["#ffffff", "#ff0000", "#ffffff"],
            ["#000000", "#ffffff", "#000000"],
        ])
        let loupe = StraightImage(try Loupe.render(image, x: 1, y: 1, size: 5, zoom: 10, source: "a.png"))
        // Caption "(1, 1) #ff0000" is 14 characters: 14·6−1 = 83 columns at 2× plus 12 of padding.
        #expect(loupe.width == 178 && loupe.height == 50 + 14 + 12)
        // Cell (2,2) is the centre pixel, red; its outline is black outside, white inside.
        #expect(loupe.color(x: 25, y: 25).hex == "#ff0000")
        #expect(loupe.color(x: 20, y: 25).hex == "#000000")
        #expect(loupe.color(x: 21, y: 25).hex == "#ffffff")
        // Cells beyond the image are the dark outside grey; grid lines mix 50% grey into a cell.
        #expect(loupe.color(x: 5, y: 5).hex == "#3a3a3a")
        #expect(loupe.color(x: 15, y: 15).hex == "#000000")
        #expect(loupe.color(x: 15, y: 10).hex == "#404040")
        #expect(loupe.color(x: 25, y: 10).hex == "#bfbfbf")
        // Caption: "(" has ink in its 4th column of the first row, at 2×: x = 6 + 3·2, y = 50 + 6.
        #expect(loupe.color(x: 12, y: 56).hex == "#ffffff")
        #expect(loupe.color(x: 6, y: 56).hex == "#1e1e1e")
    }

    @Test func badSizesAreRefused() throws {
        let image = try picture([["#000000"]])
        #expect(
            throws: CheckError(
                "--size 4: the loupe needs an odd number of cells, 1…101, so one pixel is the centre; use for example --size 15"
            )
        ) {
            try Loupe.render(image, x: 0, y: 0, size: 4, source: "a.png")
        }
        #expect(throws: CheckError("--zoom 2: cells must be 3…64 pixels wide; use for example --zoom 24")) {
            try Loupe.render(image, x: 0, y: 0, zoom: 2, source: "a.png")
        }
    }
}
