import Compositing
import Dispatch
import Raster
import RasterPNG

extension FrameRenderer {
    /// Rows decoded per hand-over between the two threads: small enough that the encoder starts
    /// early, large enough that waking it costs nothing measurable (64 rows of a 1125-pixel
    /// screen are 216 KB).
    static let bandRows = 64

    static func pipeline(reader: PNGRowReader, tree: RenderNode, preset: PNGPreset, path: String?) throws(PNGError)
        -> [UInt8]
    {
        let width = reader.width, height = reader.height
        // The screen is held as RGB: the decoding thread packs each band as it goes, so the
        // encoder (the longer of the two jobs) hands libpng rows that need no transformation.
        let stride = width * 3
        let bars = Frame.rows(touchedBy: tree, width: width, height: height)
        let buffer = SharedPixels(count: stride * height)
        defer { buffer.deallocate() }

        // The decoding thread: bands of rows, each premultiplied over the window's black (so
        // opaque) and packed to RGB, then handed over with one signal.
        let progress = DecodeProgress()
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: bandRows * width * 4)
            defer { scratch.deallocate() }
            var row = 0
            while row < height {
                let count = min(bandRows, height - row)
                do throws(PNGError) {
                    try reader.read(rows: count, into: scratch)
                } catch {
                    progress.fail(error)
                    return
                }
                // Over opaque black, packed to RGB: premultiplying is all it takes.
                Image.premultiply(
                    scratch, into: buffer.pointer + row * stride, pixels: count * width, outputChannels: 3)
                row += count
                progress.deliver(rows: count)
            }
        }
        defer { group.wait() }

        let writer = try PNGEncoder.rowWriter(
            width: width, height: height, format: .rgb8, inputChannels: 3, preset: preset, path: path)
        func writeDecoded(_ range: Range<Int>) throws(PNGError) {
            var row = range.lowerBound
            while row < range.upperBound {
                let ready = try progress.wait(forRows: row + 1)
                let end = min(ready, range.upperBound)
                try writer.write(rows: buffer.pointer + row * stride, count: end - row, stride: stride)
                row = end
            }
        }
        // The bars need every row beneath them (a backdrop blurs what it covers). They are drawn
        // on a band of the screen, which then replaces those rows (bars drawn over opaque
        // content leave it opaque, so packing back to RGB is a copy).
        _ = try progress.wait(forRows: bars.upperBound)
        let bandStart = buffer.pointer + bars.lowerBound * stride
        var band = unpack(bandStart, width: width, height: bars.count)
        Compositor.render(tree.offsetBy(dx: 0, dy: -bars.lowerBound), onto: &band)
        band.pixels.withUnsafeBufferPointer { p in
            Image.premultiply(p.baseAddress!, into: bandStart, pixels: band.width * band.height, outputChannels: 3)
        }
        try writeDecoded(0..<height)
        return try writer.finish()
    }

    /// Opaque RGB rows as an image.
    private static func unpack(_ s: UnsafePointer<UInt8>, width: Int, height: Int) -> Image {
        let pixels = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: pixels * 4) { d, initialized in
            for n in 0..<pixels {
                d[n * 4] = s[n * 3]
                d[n * 4 + 1] = s[n * 3 + 1]
                d[n * 4 + 2] = s[n * 3 + 2]
                d[n * 4 + 3] = 255
            }
            initialized = pixels * 4
        }
        return try! Image(width: width, height: height, premultipliedBytes: bytes)
    }
}

/// The decoded screen, shared by the two threads of ``FrameRenderer/encodePNG(_:preset:path:)``:
/// the decoder writes rows that the encoder has not been told about yet, the encoder reads
/// rows it has been told about, so no byte is accessed by both at once.
private final class SharedPixels: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    init(count: Int) { pointer = .allocate(capacity: count) }
    func deallocate() { pointer.deallocate() }
}

/// How many rows the decoder has finished, and the error that stopped it, if any. The decoder
/// signals once per change; the encoder re-reads the state after every signal.
final class DecodeProgress: @unchecked Sendable {
    private let changed = DispatchSemaphore(value: 0)
    private let lock = DispatchSemaphore(value: 1)
    private var rowsDone = 0
    private var failure: PNGError?

    func deliver(rows: Int) {
        lock.wait()
        rowsDone += rows
        lock.signal()
        changed.signal()
    }

    func fail(_ error: PNGError) {
        lock.wait()
        failure = error
        lock.signal()
        changed.signal()
    }

    /// Blocks until at least `rows` rows are decoded; returns how many are.
    func wait(forRows rows: Int) throws(PNGError) -> Int {
        while true {
            lock.wait()
            let done = rowsDone, error = failure
            lock.signal()
            if let error { throw error }
            if done >= rows { return done }
            changed.wait()
        }
    }
}

/// Finished bands of ``FrameRenderer/encodedStrip(_:preset:path:)``, in order: the renderer
/// puts, the encoder takes (waiting for the next one).
final class BandQueue: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let lock = DispatchSemaphore(value: 1)
    private var bands: [Image?] = []
    private var next = 0

    func put(_ band: Image) {
        lock.wait()
        bands.append(band)
        lock.signal()
        ready.signal()
    }

    func take() -> Image {
        ready.wait()
        lock.wait()
        defer { lock.signal() }
        // Dropped once taken, so the encoded bands do not pile up.
        let band = bands[next].take()!
        next += 1
        return band
    }
}
