import CBoxBlur
import Dispatch
import Raster

/// The backdrop blur: three successive box blurs approximating a Gaussian.
///
/// Source: Apple's sample code *UIImageEffects* (WWDC 2013, `UIImage+ImageEffects.m`,
/// `applyBlurWithRadius:…`), which itself follows the SVG 1.1 spec for `feGaussianBlur`
/// (https://www.w3.org/TR/SVG11/filters.html#feGaussianBlurElement): for a standard deviation
/// `s` in device pixels, `d = floor(s · 3·√(2π)/4 + 0.5)`, forced odd, and three box blurs of
/// width `d` centred on the output pixel, edges extended (`kvImageEdgeExtend`).
public enum BoxBlur {
    /// The number of box passes (three build a piecewise-quadratic kernel within ~3% of a
    /// Gaussian: SVG 1.1 §15.17).
    public static let passes = 3

    /// The odd box width for a blur radius given in points at a screen scale, exactly as
    /// UIImageEffects computes it (`inputRadius = blurRadius · scale`).
    package static func boxWidth(radiusPoints: Double, scale: Int) -> Int {
        let s = radiusPoints * Double(scale)
        guard s > 0 else { return 1 }
        var d = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 != 1 { d += 1 }
        return d
    }

    /// Blurs the whole image in place with `passes` box blurs of odd width `boxWidth`, edges
    /// extended. Each output is the window mean rounded half up, `(sum + w/2) / w`.
    ///
    /// Each pass is a horizontal then a vertical sliding-window sum, so the cost does not depend
    /// on the width. The vertical pass runs down many columns at once (one running sum per
    /// column and channel, reading whole rows), which keeps memory access sequential. Boxes up
    /// to 181 run CBoxBlur's loops with 16-bit sums (see `BlurBuffers.narrow`); wider ones keep
    /// 32-bit sums here, divided by a multiply and shift under 256 and a table lookup above (the
    /// sums are bounded by `255 · width`). The passes ping-pong between the image and one scratch
    /// buffer, so nothing is copied. The image is cut into `parallelism` strips (rows for the
    /// horizontal pass, columns for the vertical one) blurred on separate threads:
    /// every output value is computed the same way whatever the split, so the result does not
    /// depend on it.
    package static func blur(
        _ image: inout Image, boxWidth: Int, passes: Int = passes, parallelism: Int = defaultParallelism
    ) {
        blur(&image, in: image.bounds, boxWidth: boxWidth, passes: passes, parallelism: parallelism)
    }

    /// Blurs the pixels of `rect` (inside the image) in place, as if they were an image of their
    /// own: the edges extended are the rectangle's, and nothing outside it is read or written.
    /// This is how a backdrop is blurred where it lies, with no crop copied out and back.
    package static func blur(
        _ image: inout Image, in rect: PixelRect, boxWidth: Int, passes: Int = passes,
        parallelism: Int = defaultParallelism
    ) {
        precondition(rect.intersection(image.bounds) == rect, "the blurred rectangle must lie inside the image")
        guard boxWidth > 1, passes > 0, !rect.isEmpty else { return }
        let stride = image.width * 4
        image.pixels.withUnsafeMutableBufferPointer { p in
            let run = RowStreamingBlur(
                pixels: p.baseAddress! + rect.y * stride + rect.x * 4, stride: stride, width: rect.width,
                height: rect.height,
                boxWidth: boxWidth, passes: passes)
            run.finish(parallelism: parallelism)
        }
    }

    /// Threads a blur may use: two, the cores BarScope's CI machines have; more buys little on
    /// one bar's strip.
    package static let defaultParallelism = 2
    /// The smallest image (in pixels) blurred on more than one thread: below it, handing half
    /// to the helper thread costs more than it saves (the bench's @2x and @3x bar strips sit
    /// either side of it; see scripts/bench).
    package static let parallelMinimumPixels = 200_000

    /// Part `index` of `0..<count` cut into `parts` near-equal ranges.
    static func split(_ count: Int, _ parts: Int, _ index: Int) -> Range<Int> {
        (count * index / parts)..<(count * (index + 1) / parts)
    }

    /// One horizontal box pass over row `y`, from `pixels` into `copy`. The four channels of a
    /// pixel are one 4-lane vector of running sums; the row is walked in three stretches (window
    /// clamped at the left edge, whole, clamped at the right edge) so that the middle, nearly all
    /// of it, needs no index clamping.
    @inline(__always)
    static func horizontal(_ b: BlurBuffers, row y: Int, width count: Int, radius: Int) {
        // Ping-pong: the pass reads `pixels` and writes `copy`, which the vertical pass reads back
        // into `pixels`, so no buffer is ever copied.
        if let narrow = b.narrow {
            bs_box_horizontal16(b.pixels + y &* b.stride, b.copy + y &* count &* 4, Int32(count), Int32(radius), narrow)
            return
        }
        let input = UnsafeRawPointer(b.pixels + y &* b.stride),
            output = UnsafeMutableRawPointer(b.copy + y &* count &* 4)
        @inline(__always) func pixel(_ i: Int) -> SIMD4<Int32> {
            SIMD4<Int32>(truncatingIfNeeded: input.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt8>.self))
        }
        let m = SIMD4<UInt32>(repeating: b.multiplier), half = SIMD4<UInt32>(repeating: b.half)
        var sum = SIMD4<Int32>()
        @inline(__always) func put(_ i: Int) {
            let mean: SIMD4<UInt8>
            if b.usesTable {
                mean = SIMD4<UInt8>(
                    b.quotient[Int(sum[0])], b.quotient[Int(sum[1])], b.quotient[Int(sum[2])], b.quotient[Int(sum[3])])
            } else {
                mean = SIMD4<UInt8>(truncatingIfNeeded: ((SIMD4<UInt32>(truncatingIfNeeded: sum) &+ half) &* m) &>> 24)
            }
            output.storeBytes(of: mean, toByteOffset: i &* 4, as: SIMD4<UInt8>.self)
        }
        let last = count &- 1
        for k in -radius...radius { sum &+= pixel(min(max(k, 0), last)) }
        let leftEnd = min(count, radius), middleEnd = max(leftEnd, count &- radius &- 1)
        let first = pixel(0), lastPixel = pixel(last)
        var i = 0
        while i < leftEnd {
            put(i)
            sum &+= pixel(min(i &+ radius &+ 1, last)) &- first
            i &+= 1
        }
        while i < middleEnd {
            put(i)
            sum &+= pixel(i &+ radius &+ 1) &- pixel(i &- radius)
            i &+= 1
        }
        while i < count {
            put(i)
            sum &+= lastPixel &- pixel(max(i &- radius, 0))
            i &+= 1
        }
    }

    /// Steps `steps` of one vertical box pass over `columns`, from `copy` (the horizontal pass's
    /// output) back into `pixels`. `sums` holds the pass's running window sums, one per column
    /// and channel of the whole rectangle; step 0 sets them up, and a later call resumes where
    /// the last one stopped (step y writes row y, then moves the window down a row).
    static func vertical(
        _ b: BlurBuffers, sums: UnsafeMutablePointer<Int32>, columns: Range<Int>, width w: Int, height h: Int,
        radius: Int, steps: Range<Int>
    ) {
        let rowLength = w * 4
        let first = columns.lowerBound * 4, span = columns.count * 4
        if let narrow = b.narrow {
            // The same memory holds 16-bit sums (see `BlurBuffers.narrow`).
            let narrowSums = UnsafeMutableRawPointer(sums).assumingMemoryBound(to: UInt16.self) + first
            bs_box_vertical16(
                b.copy + first, rowLength, Int32(h), b.pixels + first, b.stride, span, narrowSums, Int32(radius),
                Int32(steps.lowerBound), Int32(steps.upperBound), narrow)
            return
        }
        let sum = sums + first
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
            b.copy + min(max(y, 0), h - 1) * rowLength + first
        }
        if steps.lowerBound == 0 {
            sum.update(repeating: 0, count: span)
            for k in -radius...radius {
                let r = row(k)
                for i in 0..<span { sum[i] &+= Int32(r[i]) }
            }
        }
        let m = b.multiplier, half = b.half
        for y in steps {
            let out = b.pixels + y * b.stride + first
            let add = row(y + radius + 1), sub = row(y - radius)
            // Each sum is divided into its output and moved down one row in the same pass (one
            // load of the sums per row instead of two).
            if b.usesTable {
                for i in 0..<span {
                    let s = sum[i]
                    out[i] = b.quotient[Int(s)]
                    sum[i] = s &+ Int32(add[i]) &- Int32(sub[i])
                }
            } else {
                for i in 0..<span {
                    let s = sum[i]
                    out[i] = UInt8(truncatingIfNeeded: ((UInt32(bitPattern: s) &+ half) &* m) >> 24)
                    sum[i] = s &+ Int32(add[i]) &- Int32(sub[i])
                }
            }
        }
    }

    /// Runs `body` for strips `0..<count` and returns when all are done: two strips on this
    /// thread and the kept helper thread (``HelperThread``), more on Dispatch's threads.
    static func forEachStrip(_ count: Int, _ body: @Sendable (Int) -> Void) {
        switch count {
        case 1: body(0)
        case 2: HelperThread.split(body)
        default: DispatchQueue.concurrentPerform(iterations: count, execute: body)
        }
    }
}

/// The buffers of one blur, shared by its strips (each strip writes only its own rows, or
/// columns, of `pixels` and `copy`, so no byte is written by two threads), and how its window
/// sums are divided by the box width.
struct BlurBuffers: @unchecked Sendable {
    /// The blurred rectangle's first pixel; its rows are `stride` bytes apart.
    let pixels: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The horizontal passes' output, the rectangle's rows packed.
    let copy: UnsafeMutablePointer<UInt8>
    /// Boxes of 256 and wider divide by `quotient`, a table of every rounded mean.
    let usesTable: Bool
    let quotient: UnsafePointer<UInt8>
    /// Narrower boxes divide by a multiply and a shift, `((s + half) · multiplier) >> 24`, which
    /// vectorises. Exact: with multiplier = ⌊2²⁴/w⌋ + 1 the error of s·m/2²⁴ against s/w is
    /// below 256·w/2²⁴, under 1/w when w < 256, for every rounded sum s < 256·w; and s·m < 2³².
    let multiplier: UInt32
    let half: UInt32
    /// Boxes up to 181 wide (UIKit's radii give 75 at @2x, 113 at @3x) run CBoxBlur's
    /// loops instead: 16-bit window sums, eight or sixteen to a vector register, the division
    /// a multiply-high and a shift, exact for these boxes (CBoxBlur.h has the proof). Same
    /// outputs; nil for wider boxes, or when `narrowSums` is off (tests compare the two).
    let narrow: bs_box_divisor?

    init(
        pixels: UnsafeMutablePointer<UInt8>, stride: Int, copy: UnsafeMutablePointer<UInt8>, width: Int,
        quotient: UnsafePointer<UInt8>, narrowSums: Bool = true
    ) {
        self.pixels = pixels
        self.stride = stride
        self.copy = copy
        self.quotient = quotient
        var divisor = bs_box_divisor()
        narrow = narrowSums && bs_box_divisor_for(Int32(width), &divisor) == 1 ? divisor : nil
        usesTable = width >= 256
        multiplier = UInt32((1 << 24) / width + 1)
        half = UInt32(width / 2)
    }
}

/// A buffer's address handed to the threads of a split, each of which touches only its own
/// part (rows of pixels, columns of window sums).
struct SendablePointer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>
    init(_ pointer: UnsafeMutablePointer<Element>) { self.pointer = pointer }
}
