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
}
