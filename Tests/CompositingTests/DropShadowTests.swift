import Testing

@testable import Compositing
@testable import Raster

/// The drop shadow against its definition (``DropShadow``), computed here the plain way: the
/// shape's coverage moved, three box passes of the window mean rounded half up with the edges
/// extended over a plane padded with zeros, the node's own outline knocked out, and each pixel
/// beneath `colour × coverage` over it.
@Suite struct DropShadowTests {
    /// One box pass along rows (`horizontal`) or columns of a plane of `w × h` values, edges
    /// extended, each output `(sum + r) / (2r + 1)`.
    static func boxPass(_ v: [Int], _ w: Int, _ h: Int, width box: Int, horizontal: Bool) -> [Int] {
        let r = box / 2
        var out = v
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0
                for k in -r...r {
                    let (sx, sy) = horizontal ? (min(max(x + k, 0), w - 1), y) : (x, min(max(y + k, 0), h - 1))
                    sum += v[sy * w + sx]
                }
                out[y * w + x] = (sum + r) / box
            }
        }
        return out
    }

    @Test(arguments: [(3, 5, 5), (0, 0, 1), (-2, 4, 7), (1, -3, 3)])
    func shadowIsItsDefinition(dx: Int, dy: Int, box: Int) throws {
        // A capsule 24 × 12 at (20, 18) on a 64 × 48 field of a colour, with alpha.
        let frame = PixelRect(x: 20, y: 18, width: 24, height: 12)
        let outline = try #require(NodeShape.capsule.coverage(in: frame))
        let color = RGBA8(r: 10, g: 20, b: 30, a: 90)
        let shadow = DropShadow(dx: dx, dy: dy, boxWidth: box, color: color)
        let cast = try #require(shadow.coverage(of: outline, outline: outline))
        var canvas = try Image(width: 64, height: 48, fill: RGBA8(r: 200, g: 180, b: 160).premultiplied)
        let before = canvas
        canvas.draw(
            cast.mask, color: color.premultiplied, x: cast.x, y: cast.y, clip: canvas.bounds)

        // The definition on the whole canvas, padded far beyond any reach.
        let pad = 20, w = 64 + 2 * pad, h = 48 + 2 * pad
        var plane = [Int](repeating: 0, count: w * h)
        for y in 0..<48 {
            for x in 0..<64 {
                let sx = x - dx, sy = y - dy
                plane[(y + pad) * w + x + pad] = Int(outline.coverage(atX: sx, y: sy))
            }
        }
        if box > 1 {
            for _ in 0..<3 {
                plane = Self.boxPass(plane, w, h, width: box, horizontal: true)
                plane = Self.boxPass(plane, w, h, width: box, horizontal: false)
            }
        }
        var differing = 0
        var shaded = 0
        for y in 0..<48 {
            for x in 0..<64 {
                let s = plane[(y + pad) * w + x + pad]
                let own = Int(outline.coverage(atX: x, y: y))
                let k = own == 0 ? s : Fixed8.multiply(s, 255 - own)
                let expected =
                    k == 0 ? before[x, y] : color.premultiplied.scaled(by: UInt8(k)).over(before[x, y])
                if expected != canvas[x, y] { differing += 1 }
                if k != 0 { shaded += 1 }
            }
        }
        #expect(differing == 0)
        #expect(shaded > 0)
    }

    /// The one-channel blur the shadow runs is ``BoxBlur``'s alpha channel byte for byte (the
    /// four-channel blur it replaced, for speed): boxes of 3, 15 (UIKit's 2.53 pt at @3x), 75,
    /// 181 (CBoxBlur's 16-bit sums' widest), 257 (the table's), over a ramp and a capsule.
    @Test(arguments: [3, 15, 75, 181, 257])
    func oneChannelIsBoxBlursAlpha(box: Int) throws {
        let (w, h) = (box + 37, 2 * box / 3 + 29)
        var values = [UInt8](repeating: 0, count: w * h)
        let capsule = try #require(
            NodeShape.capsule.coverage(in: PixelRect(x: w / 4, y: h / 3, width: w / 2, height: h / 4)))
        for y in 0..<h {
            for x in 0..<w {
                values[y * w + x] = max(
                    capsule.coverage(atX: x, y: y), UInt8((x * 7 + y * 13) % 97 * (y % 5 == 0 ? 2 : 0)))
            }
        }
        var image = try Image(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let c = values[y * w + x]
                image[x, y] = PremultipliedRGBA8(uncheckedR: c, g: c, b: c, a: c)
            }
        }
        BoxBlur.blur(&image, boxWidth: box, passes: 3, parallelism: 1)
        values.withUnsafeMutableBufferPointer {
            DropShadow.blur($0.baseAddress!, width: w, height: h, boxWidth: box, passes: 3)
        }
        var differing = 0
        for y in 0..<h {
            for x in 0..<w where image[x, y].a != values[y * w + x] { differing += 1 }
        }
        #expect(differing == 0)
        #expect(Set(values).count > 20)
    }

    /// Nothing is cast under the shape itself, however the shadow lies: a glass capsule's
    /// backdrop never sees its own shadow.
    @Test func nothingUnderTheShape() throws {
        let frame = PixelRect(x: 10, y: 10, width: 30, height: 10)
        let outline = try #require(NodeShape.capsule.coverage(in: frame))
        let cast = try #require(
            DropShadow(dx: 0, dy: 2, boxWidth: 5, color: .black).coverage(of: outline, outline: outline))
        #expect(cast.coverage(atX: 25, y: 15) == 0)
        #expect(cast.coverage(atX: 25, y: 21) > 0)
        #expect(cast.rect == PixelRect(x: 4, y: 6, width: 42, height: 22))
    }
}
