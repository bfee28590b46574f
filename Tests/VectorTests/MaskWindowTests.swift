import Testing

@testable import Raster
@testable import Vector

/// Issue 41 items 4, 8 and 9: a shape larger than its picture is rasterized only inside the
/// picture, and what is rasterized there is the whole shape's bytes.
@Suite struct MaskWindowTests {
    /// The pixels of `rect` (mask coordinates) of `mask`, row by row.
    func crop(_ mask: AlphaMask, _ rect: PixelRect) -> [UInt8] {
        (rect.y..<rect.maxY).flatMap { y in (rect.x..<rect.maxX).map { mask[$0, y] } }
    }

    /// Shapes with every kind of edge, at fractions of a pixel: straight, quadratic and cubic,
    /// both directions, a hole, edges on and across pixel boundaries.
    static let shapes: [Path] = {
        var ring = Path.circle(center: Point(40.3, 31.7), radius: 27.45)
        ring.append(Path.circle(center: Point(41.1, 30.2), radius: 11.2).reversed())
        var spiky = Path()
        spiky.move(to: Point(3.3, 60.9))
        spiky.curve(to: Point(77.7, 4.1), control1: Point(-20, -10), control2: Point(120, 90.5))
        spiky.quad(to: Point(10.5, 12.25), control: Point(90, 70))
        spiky.line(to: Point(55.5, 1.0))
        spiky.close()
        return [
            ring, spiky, .roundedRectangle(x: 2.6, y: 3.1, width: 70.2, height: 52.9, radius: 10.3),
            .rectangle(x: 5, y: 7, width: 20, height: 9),
        ]
    }()

    /// Items 4, 8, 9: every window of a shape's mask, at every offset tried, is the whole
    /// mask's pixels there, byte for byte (a glyph or card that fits draws as it did), and a
    /// window outside the shape is nil.
    @Test func aWindowHasTheWholeMasksBytes() throws {
        var windows = 0
        for path in Self.shapes {
            let whole = try #require(try PathRasterizer.mask(path))
            let frame = PixelRect(x: whole.x, y: whole.y, width: whole.mask.width, height: whole.mask.height)
            let (w, h) = (frame.width, frame.height)
            // Windows inside, across each border and corner, one row, one column (relative to
            // the shape's frame).
            for (wx, wy, ww, wh) in [
                (0, 0, 1, 1), (13, 5, 7, 4), (-3, -2, 20, 10), (w / 2, h / 2, 200, 200),
                (w - 1, h - 1, 9, 9), (-50, h / 2, 400, 1), (w / 2, -50, 1, 400), (w / 3, h / 3, 31, 29),
            ] {
                let clip = PixelRect(x: frame.x + wx, y: frame.y + wy, width: ww, height: wh)
                let part = frame.intersection(clip)
                let placed = try #require(try PathRasterizer.mask(path, within: clip), "\(clip)")
                #expect(placed.x == part.x && placed.y == part.y)
                #expect(placed.mask.width == part.width && placed.mask.height == part.height)
                #expect(
                    placed.mask.coverage == crop(whole.mask, part.offsetBy(dx: -frame.x, dy: -frame.y)),
                    "window \(clip) of \(frame)")
                windows += 1
            }
            #expect(try PathRasterizer.mask(path, within: PixelRect(x: 500, y: 0, width: 10, height: 10)) == nil)
        }
        #expect(windows == 32)
    }

    /// Item 4: a square 100,000 pixels on a side (a 32,767-unit glyph of a 16-unit-per-em font at
    /// 51 pixels per em) costs only its part inside a 1179 × 2556 screen: the part is fully
    /// covered, and the mask cache hands it back where it lies. Whole, it is refused before
    /// anything is allocated (it took 10 GB before).
    @Test func aShapeLargerThanThePictureCostsThePicture() throws {
        let huge = Path.rectangle(x: 600.25, y: -99_000.5, width: 100_000, height: 100_000)
        let screen = PixelRect(x: 0, y: 0, width: 1179, height: 2556)
        let placed = try #require(
            try MaskCache().mask(of: "huge", scale: 3, x: 0, y: 0, within: screen) { fx, fy in
                huge.mapped { Point($0.x + fx, $0.y + fy) }
            })
        #expect(placed.x == 600 && placed.y == 0 && placed.mask.width == 579 && placed.mask.height == 1000)
        // The left column is three quarters covered, the bottom row half.
        #expect(placed.mask[0, 0] == 191 && placed.mask[1, 0] == 255 && placed.mask[1, 999] == 128)
        #expect(placed.mask.coverage.filter { $0 == 255 }.count == 578 * 999)
        #expect(throws: RasterError.tooLarge(width: 100_001, height: 100_001, limit: Image.maximumDimension)) {
            try PathRasterizer.mask(huge)
        }
        #expect(throws: RasterError.tooLarge(width: 100_000, height: 2, limit: Image.maximumDimension)) {
            try AlphaMask(width: 100_000, height: 2)
        }
    }

    /// Item 9: the mask cache no longer swallows a shape it cannot rasterize (a title whose
    /// mask was over 32,768 pixels was dropped without a word): the error reaches the caller.
    @Test func theMaskCacheReportsWhatItCannotRasterize() throws {
        let wide = Path.rectangle(x: 0, y: 0, width: 40_000, height: 10)
        #expect(throws: RasterError.tooLarge(width: 40_000, height: 10, limit: Image.maximumDimension)) {
            try MaskCache().mask(of: "wide", scale: 1, x: 0, y: 0) { _, _ in wide }
        }
        // Inside a picture, the part that shows.
        let placed = try #require(
            try MaskCache().mask(
                of: "wide", scale: 1, x: -20_000, y: 0, within: PixelRect(x: 0, y: 0, width: 100, height: 50)
            ) {
                fx, fy in wide.mapped { Point($0.x + fx, $0.y + fy) }
            })
        #expect(placed.x == 0 && placed.y == 0 && placed.mask.width == 100 && placed.mask.height == 10)
        #expect(placed.mask.coverage.allSatisfy { $0 == 255 })
    }
}
