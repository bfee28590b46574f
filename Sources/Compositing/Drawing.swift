import Raster

/// Drawing primitives on a premultiplied image: a solid colour, an image, a stretched image and
/// a coverage mask filled with a colour. Each blends with a ``BlendMode`` (source-over unless
/// told otherwise) whose arithmetic is ``Raster/Fixed8``'s; `clip` bounds every write.
extension Image {
    /// Fills `rect` with `color` (premultiplied, opacity already applied).
    public mutating func fill(
        _ rect: PixelRect, with color: PremultipliedRGBA8, clip: PixelRect, blend: BlendMode = .normal
    ) {
        let r = rect.intersection(clip).intersection(bounds)
        guard !r.isEmpty, color.a != 0 || color.r != 0 || color.g != 0 || color.b != 0 else { return }
        let w = width
        let source = SIMD4(Int(color.r), Int(color.g), Int(color.b), Int(color.a))
        let inv = 255 - source[3]
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in r.y..<r.maxY {
                let row = buffer.baseAddress! + (y &* w &+ r.x) &* 4
                if blend != .normal {
                    for x in 0..<r.width { blend.blend(source, into: row + x &* 4) }
                } else if inv == 0 {
                    // An opaque colour replaces what is beneath (source-over with sa = 1).
                    for x in 0..<r.width {
                        let p = row + x &* 4
                        p[0] = color.r
                        p[1] = color.g
                        p[2] = color.b
                        p[3] = color.a
                    }
                } else {
                    let invs = SIMD16<UInt16>(repeating: UInt16(inv))
                    let adds = SIMD16<UInt16>(
                        truncatingIfNeeded: SIMD16<Int>(
                            source[0], source[1], source[2], source[3], source[0], source[1], source[2], source[3],
                            source[0], source[1], source[2], source[3], source[0], source[1], source[2], source[3]))
                    var x = 0
                    while x &+ 4 <= r.width {
                        let p = UnsafeMutableRawPointer(row + x &* 4)
                        let d = SIMD16<UInt16>(truncatingIfNeeded: p.loadUnaligned(as: SIMD16<UInt8>.self))
                        p.storeBytes(of: Fixed8.over(adds, d, inverseAlpha: invs), as: SIMD16<UInt8>.self)
                        x &+= 4
                    }
                    while x < r.width {
                        SourceOver().blend(source, into: row + x &* 4)
                        x &+= 1
                    }
                }
            }
        }
    }

    /// Composites `source` with its top-left at (`x`, `y`), scaled by `opacity`.
    public mutating func composite(
        _ source: Image, x: Int, y: Int, opacity: UInt8 = 255, clip: PixelRect, blend: BlendMode = .normal
    ) {
        if blend == .normal {
            composite(source, x: x, y: y, opacity: opacity, clip: clip, with: SourceOver())
        } else {
            composite(source, x: x, y: y, opacity: opacity, clip: clip, with: blend)
        }
    }

    private mutating func composite(
        _ source: Image, x: Int, y: Int, opacity: UInt8, clip: PixelRect, with blender: some PixelBlender
    ) {
        let placed = PixelRect(x: x, y: y, width: source.width, height: source.height)
        let r = placed.intersection(clip).intersection(bounds)
        guard !r.isEmpty, opacity != 0 else { return }
        let w = width
        let sw = source.width
        let o = Int(opacity)
        let opaque = o == 255 && source.isOpaque && blender is SourceOver
        source.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for row in r.y..<r.maxY {
                    let i = (row &* w &+ r.x) &* 4
                    let j = ((row &- y) &* sw &+ (r.x &- x)) &* 4
                    if opaque {
                        // Source-over with an opaque source is a copy (Fixed8.multiply(_, 0) == 0).
                        (p.baseAddress! + i).update(from: s.baseAddress! + j, count: r.width &* 4)
                        continue
                    }
                    var source = s.baseAddress! + j, destination = p.baseAddress! + i
                    for _ in 0..<r.width {
                        var texel = SIMD4(Int(source[0]), Int(source[1]), Int(source[2]), Int(source[3]))
                        if o != 255 { texel = Self.scale(texel, o) }
                        blender.blend(texel, into: destination)
                        source += 4
                        destination += 4
                    }
                }
            }
        }
    }

    /// Composites `source` with its top-left at (`x`, `y`) through `coverage` (zero outside it):
    /// each texel scaled by the coverage there, then by `opacity`, in that order (the order
    /// ``draw(_:color:x:y:opacity:clip:blend:)`` scales a mask's colour, so a shape filled in one
    /// step equals the shape's group composited through its coverage).
    package mutating func composite(
        _ source: Image, x: Int, y: Int, opacity: UInt8 = 255, clip: PixelRect, blend: BlendMode = .normal,
        coverage: PlacedMask
    ) {
        let placed = PixelRect(x: x, y: y, width: source.width, height: source.height)
        let r = placed.intersection(clip).intersection(bounds).intersection(coverage.rect)
        guard !r.isEmpty, opacity != 0 else { return }
        let blender: any PixelBlender = blend == .normal ? SourceOver() : blend
        let o = Int(opacity), w = width
        pixels.withUnsafeMutableBufferPointer { p in
            for row in r.y..<r.maxY {
                for column in r.x..<r.maxX {
                    let c = Int(coverage.coverage(atX: column, y: row))
                    guard c != 0 else { continue }
                    let s = source[column - x, row - y]
                    var texel = SIMD4(Int(s.r), Int(s.g), Int(s.b), Int(s.a))
                    if c != 255 { texel = Self.scale(texel, c) }
                    if o != 255 { texel = Self.scale(texel, o) }
                    blender.blend(texel, into: p.baseAddress! + (row * w + column) * 4)
                }
            }
        }
    }

    /// Draws `source` stretched over `rect` (UIKit's `scaleToFill`); see ``StretchedImage``.
    public mutating func drawScaled(_ source: Image, into rect: PixelRect, opacity: UInt8 = 255, clip: PixelRect) {
        guard !rect.isEmpty else { return }
        draw(
            try! StretchedImage(source, width: rect.width, height: rect.height), at: rect, opacity: opacity, clip: clip)
    }

    /// Draws a stretched image over `rect` (whose size must be the one it was stretched to),
    /// scaled by `opacity`.
    package mutating func draw(
        _ stretched: StretchedImage, at rect: PixelRect, opacity: UInt8 = 255, clip: PixelRect,
        blend: BlendMode = .normal
    ) {
        precondition(rect.width == stretched.width && rect.height == stretched.height)
        if stretched.isUnscaled {
            composite(stretched.texels, x: rect.x, y: rect.y, opacity: opacity, clip: clip, blend: blend)
        } else if blend == .normal {
            draw(stretched, at: rect, opacity: opacity, clip: clip, with: SourceOver())
        } else {
            draw(stretched, at: rect, opacity: opacity, clip: clip, with: blend)
        }
    }

    private mutating func draw(
        _ stretched: StretchedImage, at rect: PixelRect, opacity: UInt8, clip: PixelRect,
        with blender: some PixelBlender
    ) {
        let r = rect.intersection(clip).intersection(bounds)
        guard !r.isEmpty, opacity != 0 else { return }
        let source = stretched.texels
        let sw = source.width
        let o = Int(opacity)
        let w = width
        source.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for y in r.y..<r.maxY {
                    let (y0, y1, fy) = stretched.rowTaps[y - rect.y].values
                    var i = (y * w + r.x) * 4
                    for x in r.x..<r.maxX {
                        let (x0, x1, fx) = stretched.columnTaps[x - rect.x].values
                        var texel = SIMD4<Int>()
                        for c in 0..<4 {
                            let top = Int(s[(y0 * sw + x0) * 4 + c]) * (256 - fx) + Int(s[(y0 * sw + x1) * 4 + c]) * fx
                            let bottom =
                                Int(s[(y1 * sw + x0) * 4 + c]) * (256 - fx) + Int(s[(y1 * sw + x1) * 4 + c]) * fx
                            texel[c] = (top * (256 - fy) + bottom * fy + 32768) >> 16
                        }
                        if o != 255 { texel = Self.scale(texel, o) }
                        blender.blend(texel, into: p.baseAddress! + i)
                        i += 4
                    }
                }
            }
        }
    }

    /// Fills `mask`, placed with its top-left at (`x`, `y`), with `color` (premultiplied): each
    /// pixel gets the colour scaled by its coverage, then by `opacity`.
    public mutating func draw(
        _ mask: AlphaMask, color: PremultipliedRGBA8, x: Int, y: Int, opacity: UInt8 = 255, clip: PixelRect,
        blend: BlendMode = .normal
    ) {
        if blend == .normal {
            draw(mask, color: color, x: x, y: y, opacity: opacity, clip: clip, with: SourceOver())
        } else {
            draw(mask, color: color, x: x, y: y, opacity: opacity, clip: clip, with: blend)
        }
    }

    private mutating func draw(
        _ mask: AlphaMask, color: PremultipliedRGBA8, x: Int, y: Int, opacity: UInt8, clip: PixelRect,
        with blender: some PixelBlender
    ) {
        let placed = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
        let r = placed.intersection(clip).intersection(bounds)
        guard !r.isEmpty, opacity != 0 else { return }
        let w = width, mw = mask.width, o = Int(opacity)
        let source = SIMD4(Int(color.r), Int(color.g), Int(color.b), Int(color.a))
        mask.coverage.withUnsafeBufferPointer { m in
            pixels.withUnsafeMutableBufferPointer { p in
                for row in r.y..<r.maxY {
                    let i = (row * w + r.x) * 4
                    let j = (row - y) * mw + (r.x - x)
                    for n in 0..<r.width {
                        let coverage = Int(m[j + n])
                        guard coverage != 0 else { continue }
                        var texel = coverage == 255 ? source : Self.scale(source, coverage)
                        if o != 255 { texel = Self.scale(texel, o) }
                        blender.blend(texel, into: p.baseAddress! + i + n * 4)
                    }
                }
            }
        }
    }

    /// A premultiplied pixel scaled by `factor / 255`, every channel rounded by Fixed8.
    @inline(__always)
    static func scale(_ pixel: SIMD4<Int>, _ factor: Int) -> SIMD4<Int> {
        SIMD4(
            Fixed8.multiply(pixel[0], factor), Fixed8.multiply(pixel[1], factor), Fixed8.multiply(pixel[2], factor),
            Fixed8.multiply(pixel[3], factor))
    }
}

/// An image stretched over a destination of `width × height` pixels (UIKit's `scaleToFill`):
/// bilinear, edges clamped, sample positions in integer 1/256-pixel units so that results do
/// not depend on floating-point behaviour. Only the source rows and columns that the
/// destination samples are kept (at most two of each per destination pixel), so a large source
/// costs the destination's size, and the pixels are those of sampling the whole source.
package struct StretchedImage: Sendable, Equatable {
    /// The destination size in pixels.
    package let width: Int
    package let height: Int
    /// The sampled rows and columns of the source, in order.
    package let texels: Image
    /// For each destination column and row: the two texels it blends and the weight of the
    /// second, in 1/256.
    let columnTaps: [Tap]
    let rowTaps: [Tap]
    /// Whether the source is drawn at its own size (every weight 0): a plain copy.
    let isUnscaled: Bool

    struct Tap: Equatable, Sendable {
        let first: Int32, second: Int32, weight: Int32
        var values: (Int, Int, Int) { (Int(first), Int(second), Int(weight)) }
    }

    /// Samples `source` for a destination of `width × height` (each at least 1).
    package init(_ source: some ImageSource, width: Int, height: Int) throws {
        precondition(width > 0 && height > 0)
        self.width = width
        self.height = height
        // Source coordinate of a destination pixel centre, in 1/256 px: ((2d+1)·S·256)/(2D) − 128.
        func taps(_ dstSize: Int, _ srcSize: Int) -> [(Int, Int, Int)] {
            (0..<dstSize).map { d in
                let fixed = ((2 * d + 1) * srcSize * 256) / (2 * dstSize) - 128
                let clamped = max(0, min(fixed, (srcSize - 1) * 256))
                let i0 = clamped >> 8
                return (i0, min(i0 + 1, srcSize - 1), clamped & 255)
            }
        }
        let columns = taps(width, source.width), rows = taps(height, source.height)
        /// The source indices used, in order, and each tap renumbered into them.
        func compact(_ taps: [(Int, Int, Int)], _ size: Int) -> ([Int], [Tap]) {
            var used = [Bool](repeating: false, count: size)
            for (a, b, _) in taps { used[a] = true; used[b] = true }
            var position = [Int](repeating: 0, count: size), indices: [Int] = []
            for i in 0..<size where used[i] {
                position[i] = indices.count
                indices.append(i)
            }
            return (
                indices,
                taps.map { Tap(first: Int32(position[$0.0]), second: Int32(position[$0.1]), weight: Int32($0.2)) }
            )
        }
        let (sourceColumns, columnTaps) = compact(columns, source.width)
        let (sourceRows, rowTaps) = compact(rows, source.height)
        self.columnTaps = columnTaps
        self.rowTaps = rowTaps
        texels = try source.pixels(rows: sourceRows, columns: sourceColumns)
        isUnscaled = width == source.width && height == source.height
    }
}
