/// A box blur of a rectangle whose rows arrive top to bottom while it runs, such as a PNG still
/// being inflated on another thread: ``advance(rowsAvailable:)`` runs every pass as far as the
/// rows already there allow, and ``finish(parallelism:)`` completes it. The result equals
/// ``BoxBlur/blur(_:in:boxWidth:passes:parallelism:)`` byte for byte (that function is a run
/// finished at once): every output is computed by the same steps, only at another time.
///
/// The passes are stages of one pipeline: horizontal 1 reads the rectangle and writes the
/// scratch rows, vertical 1 reads the scratch and writes the rectangle, horizontal 2 reads the
/// rectangle again, and so on. A stage takes a row only when (a) its input row is final and
/// (b) the row it overwrites is no longer read by the stage before: a vertical pass needs the
/// rows `radius + 1` below the one it writes, and reads a scratch row last when it writes the
/// row `radius` below it. So each stage trails the one before by `radius + 1` rows (at the
/// bottom edge, by the whole rectangle), and a stage is never behind by less.
///
/// The caller guarantees that the rectangle's memory stays where it is until ``finish(parallelism:)``
/// returns, that rows below `rowsAvailable` are final and are not written by anyone else, and
/// that only one thread calls ``advance(rowsAvailable:)`` at a time.
package final class RowStreamingBlur: @unchecked Sendable {
    let buffers: BlurBuffers
    let width: Int, height: Int, radius: Int
    /// Rows done by each stage: horizontal 1, vertical 1, horizontal 2, …
    private var done: [Int]
    /// Each vertical pass's running window sums (one per column and channel).
    private let sums: UnsafeMutablePointer<Int32>
    private let copy: UnsafeMutablePointer<UInt8>
    private let quotient: UnsafeMutablePointer<UInt8>

    /// A blur of the `width × height` rectangle at `pixels` (rows `stride` bytes apart) with
    /// `passes` box passes of odd width `boxWidth`, nothing done yet.
    package convenience init(
        pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, boxWidth: Int,
        passes: Int = BoxBlur.passes
    ) {
        self.init(
            pixels: pixels, stride: stride, width: width, height: height, boxWidth: boxWidth, passes: passes,
            narrowSums: true)
    }

    /// `narrowSums: false` keeps every box on the 32-bit Swift loops (tests compare the two).
    init(
        pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, boxWidth: Int, passes: Int,
        narrowSums: Bool
    ) {
        precondition(
            width > 0 && height > 0 && boxWidth > 0 && passes >= 0 && stride >= width * 4,
            "a blur needs a rectangle, a box and a stride")
        let radius = boxWidth / 2
        let box = 2 * radius + 1
        self.width = width
        self.height = height
        self.radius = radius
        // quotient[s] = (s + box/2) / box for every reachable window sum s; boxes under 256
        // divide by multiply and shift instead (see `BlurBuffers`) and need no table.
        let quotientCount = box < 256 ? 1 : 255 * box + 1
        quotient = .allocate(capacity: quotientCount)
        quotient.initialize(repeating: 0, count: quotientCount)
        if box >= 256 { for s in 0..<quotientCount { quotient[s] = UInt8((s + box / 2) / box) } }
        copy = .allocate(capacity: width * height * 4)
        sums = .allocate(capacity: max(1, passes) * width * 4)
        done = [Int](repeating: 0, count: 2 * passes)
        buffers = BlurBuffers(
            pixels: pixels, stride: stride, copy: copy, width: box, quotient: quotient, narrowSums: narrowSums)
        // A box of one pixel changes nothing: nothing to run.
        if box == 1 { done = done.map { _ in height } }
    }

    deinit {
        copy.deallocate()
        sums.deallocate()
        quotient.deallocate()
    }

    /// How many rows stage `stage` may have done, given the stage before it (or, for the first,
    /// the rows available).
    private func limit(_ stage: Int, rowsAvailable: Int) -> Int {
        if stage == 0 { return min(rowsAvailable, height) }
        let before = done[stage - 1]
        if before == height { return height }
        // A vertical stage (odd) needs its input `radius + 1` rows below the row it writes; a
        // horizontal one overwrites a scratch row only once the vertical stage before has
        // written the row `radius` below it, its last reader.
        return max(0, before - radius - (stage % 2 == 1 ? 1 : 0))
    }

    /// Runs rows `rows` of stage `stage`, cut into `strips` (rows for a horizontal stage,
    /// columns for a vertical one) on as many threads.
    private func run(_ stage: Int, rows: Range<Int>, strips: Int) {
        guard !rows.isEmpty else { return }
        let b = buffers, w = width, h = height, r = radius
        if stage % 2 == 0 {
            BoxBlur.forEachStrip(min(strips, rows.count)) { strip in
                let part = BoxBlur.split(rows.count, min(strips, rows.count), strip)
                for y in part { BoxBlur.horizontal(b, row: rows.lowerBound + y, width: w, radius: r) }
            }
        } else {
            let pass = SendablePointer(sums + stage / 2 * w * 4)
            let columnStrips = max(1, min(strips, w / 64 + 1))
            BoxBlur.forEachStrip(columnStrips) { strip in
                BoxBlur.vertical(
                    b, sums: pass.pointer, columns: BoxBlur.split(w, columnStrips, strip), width: w, height: h,
                    radius: r, steps: rows)
            }
        }
        done[stage] = rows.upperBound
    }

    /// Runs every stage as far as the first `rowsAvailable` rows allow, on this thread.
    package func advance(rowsAvailable: Int) {
        for stage in done.indices {
            let target = limit(stage, rowsAvailable: rowsAvailable)
            if target > done[stage] { run(stage, rows: done[stage]..<target, strips: 1) }
        }
    }

    /// Completes every stage, all rows being final now; a large rectangle is cut into
    /// `parallelism` strips (as ``BoxBlur/blur(_:in:boxWidth:passes:parallelism:)`` cuts it).
    package func finish(parallelism: Int = BoxBlur.defaultParallelism) {
        let strips = width * height >= BoxBlur.parallelMinimumPixels ? max(1, parallelism) : 1
        for stage in done.indices { run(stage, rows: done[stage]..<height, strips: strips) }
    }
}
