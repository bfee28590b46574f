import Testing

@testable import Raster
@testable import Vector

@Suite struct RasterizerTests {
    func coverage(_ mask: AlphaMask) -> [[UInt8]] {
        (0..<mask.height).map { y in (0..<mask.width).map { mask[$0, y] } }
    }

    @Test func aPixelAlignedRectangleCoversWholePixels() throws {
        let mask = try PathRasterizer.mask(.rectangle(x: 1, y: 1, width: 2, height: 1), width: 4, height: 3)
        #expect(coverage(mask) == [[0, 0, 0, 0], [0, 255, 255, 0], [0, 0, 0, 0]])
    }

    @Test func halfPixelEdgesCoverHalfPixels() throws {
        // 127.5 rounds to 128; a quarter (corner) to 64.
        let mask = try PathRasterizer.mask(.rectangle(x: 0.5, y: 0.5, width: 2, height: 1), width: 3, height: 2)
        #expect(coverage(mask) == [[64, 128, 64], [64, 128, 64]])
    }

    @Test func eitherDirectionFillsAndAReversedContourCutsAHole() throws {
        let square = Path.rectangle(x: 0, y: 0, width: 4, height: 4)
        #expect(
            try PathRasterizer.mask(square, width: 4, height: 4)
                == (try PathRasterizer.mask(square.reversed(), width: 4, height: 4)))
        var ring = square
        ring.append(Path.rectangle(x: 1, y: 1, width: 2, height: 2).reversed())
        #expect(
            coverage(try PathRasterizer.mask(ring, width: 4, height: 4)) == [
                [255, 255, 255, 255], [255, 0, 0, 255], [255, 0, 0, 255], [255, 255, 255, 255],
            ])
        // Two contours drawn the same way unite (coverage never above one pixel).
        var twice = square
        twice.append(square)
        #expect(
            try PathRasterizer.mask(twice, width: 4, height: 4)
                == (try PathRasterizer.mask(square, width: 4, height: 4)))
    }

    /// A right triangle with legs of 4 pixels: the diagonal halves each pixel it crosses.
    @Test func aDiagonalEdgeHalvesThePixelsItCrosses() throws {
        var path = Path()
        path.move(to: Point(0, 0))
        path.line(to: Point(4, 4))
        path.line(to: Point(0, 4))
        path.close()
        #expect(
            coverage(try PathRasterizer.mask(path, width: 4, height: 4)) == [
                [128, 0, 0, 0], [255, 128, 0, 0], [255, 255, 128, 0], [255, 255, 255, 128],
            ])
    }

    /// A circle's coverage adds up to its area within a pixel, and is symmetric about its
    /// vertical axis (mirror images give mirror pixels; the diagonal may differ by a level,
    /// the cuts being computed along x in one case and along y in the other).
    @Test func aCircleCoversItsArea() throws {
        let r = 10.5
        let (mask, x, y) = try #require(try PathRasterizer.mask(.circle(center: Point(12, 12), radius: r)))
        #expect(x == 1 && y == 1 && mask.width == 22 && mask.height == 22)
        let area = Double(mask.coverage.reduce(0) { $0 + Int($1) }) / 255
        #expect(abs(area - Double.pi * r * r) < 1.0, "\(area)")
        for row in 0..<mask.height {
            for column in 0..<mask.width {
                #expect(
                    mask[column, row] == mask[mask.width - 1 - column, row]
                        && abs(Int(mask[column, row]) - Int(mask[row, column])) <= 1)
            }
        }
    }

    /// Parts outside the mask: left of it still wind the pixels to their right; above, below and
    /// right of it change nothing.
    @Test func partsOutsideTheMaskAreClippedExactly() throws {
        let wide = try PathRasterizer.mask(.rectangle(x: -3, y: -2, width: 5.5, height: 6), width: 4, height: 2)
        #expect(coverage(wide) == [[255, 255, 128, 0], [255, 255, 128, 0]])
        var slanted = Path()
        slanted.move(to: Point(-4, 0))
        slanted.line(to: Point(4, 8))
        slanted.line(to: Point(-4, 8))
        slanted.close()
        // The diagonal enters the mask at (0, 4): the same pixels as the triangle of legs 4 from there.
        let part = try PathRasterizer.mask(slanted, x: 0, y: 4, width: 4, height: 4)
        #expect(coverage(part) == [[128, 0, 0, 0], [255, 128, 0, 0], [255, 255, 128, 0], [255, 255, 255, 128]])
    }

    @Test func aRoundStrokeIsSymmetricAndSolidInside() throws {
        let stroke = Path.roundStroke([Point(2, 10), Point(10, 2), Point(18, 10)], width: 3)
        let (mask, x, _) = try #require(try PathRasterizer.mask(stroke))
        #expect(x == 0 && mask.width == 20)
        for row in 0..<mask.height {
            for column in 0..<mask.width { #expect(mask[column, row] == mask[mask.width - 1 - column, row]) }
        }
        // The joint at (10, 2): fully covered at its centre pixel.
        #expect(mask[9, 1] == 255 && mask[10, 1] == 255)
    }

    /// A straight outline stroke is the stadium round it: the same coverage, within a level, as
    /// the rounded rectangle of the same box (radius half the width), either way it runs.
    @Test(arguments: [(Point(2.3, 5.2), Point(20.6, 5.2)), (Point(20.6, 5.2), Point(2.3, 5.2))])
    func aStraightOutlineStrokeIsAStadium(from: Point, to: Point) throws {
        let stroke = Path.strokeOutline([from, to], width: 3)
        let stadium = Path.roundedRectangle(x: 0.8, y: 3.7, width: 21.3, height: 3, radius: 1.5)
        let a = try PathRasterizer.mask(stroke, width: 24, height: 10)
        let b = try PathRasterizer.mask(stadium, width: 24, height: 10)
        for row in 0..<10 {
            for column in 0..<24 { #expect(abs(Int(a[column, row]) - Int(b[column, row])) <= 1) }
        }
    }

    /// A stroke round a corner of finely sampled points: one contour, whose inked area is the
    /// band's (nothing counted twice where pieces would overlap), solid along its centre line.
    @Test func anOutlineStrokeRoundACornerCoversEachPixelOnce() throws {
        // A quarter circle of radius 6 about (10, 10), from (4, 10) up to (10, 4), 9 points.
        let points = (0...8).map { i -> Point in
            let t = Double(i) / 8
            // (1 − t², 2t) / (1 + t²) traces the quarter without trigonometry.
            let (c, s) = ((1 - t * t) / (1 + t * t), 2 * t / (1 + t * t))
            return Point(10 - 6 * c, 10 - 6 * s)
        }
        let (mask, x, y) = try #require(try PathRasterizer.mask(Path.strokeOutline(points, width: 3)))
        for p in points {
            #expect(mask[Int(p.x) - x, Int(p.y) - y] >= 250, "centre line at \(p)")
        }
        // The area inked, in pixels: a quarter annulus of radii 4.5 and 7.5 plus two half discs
        // of radius 1.5 (π·(56.25 − 20.25)/4 + 2.25π = 11.25π), against the union's exact
        // area; the sampled arc's chords cut it by under 1 %.
        let inked = (0..<mask.height).reduce(0) { sum, row in
            sum + (0..<mask.width).reduce(0) { $0 + Int(mask[$1, row]) }
        }
        let area = Double(inked) / 255
        #expect(abs(area - 11.25 * Double.pi) < 0.01 * 11.25 * Double.pi, "area \(area)")
    }
}

/// The cells' 32-bit sums: a shape whose edges cross one pixel so often that a sum would leave
/// 32 bits is refused with an error, not filled wrong (each full-width crossing adds 65 280 to the
/// cell's area: 2³¹ is passed after 32 898 of them).
@Suite struct RasterizerOverflowTests {
    @Test func tooManyCrossingsInOnePixelAreRefused() throws {
        var cells = PathRasterizer.Cells(width: 1, height: 1)
        for _ in 0..<32_000 { cells.add(row: 0, 0, 0, 255, 256) }
        #expect(!cells.overflowed)
        for _ in 0..<1_000 { cells.add(row: 0, 0, 0, 255, 256) }
        #expect(cells.overflowed)
        // Through the rasterizer: 40 000 copies of a pixel-wide sliver, all in one pixel.
        var path = Path()
        for _ in 0..<40_000 { path.append(.rectangle(x: 0, y: 0, width: 0.99, height: 1)) }
        #expect(throws: RasterError.tooComplex(width: 1, height: 1)) {
            try PathRasterizer.mask(path, x: 0, y: 0, width: 1, height: 1)
        }
    }
}
