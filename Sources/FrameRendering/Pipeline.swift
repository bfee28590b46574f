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
        let drawings = Self.drawings(of: tree, width: width, height: height)
        let writer = try PNGEncoder.rowWriter(
            width: width, height: height, format: .rgb8, inputChannels: 3, preset: preset, path: path)
        // With an encoder that compresses bands apart, the rows are inflated at once (nothing
        // else can be done before they are in) and an RGB file's rows are used where they were
        // inflated: unfiltered a band at a time, never copied.
        let inPlace = writer.encodesBands && reader.inflateWhole() && reader.info.colorType == 2
        // The screen is held as RGB: the decoding thread packs each band as it goes, so the
        // encoder hands on rows that need no transformation.
        let packed = width * 3
        let buffer = inPlace ? nil : SharedPixels(count: packed * height)
        defer { buffer?.deallocate() }
        let screen = ScreenRows()
        if let buffer { screen.set(buffer.pointer, stride: packed) }

        // The decoding thread: bands of rows, each premultiplied over the window's black (so
        // opaque) and packed to RGB, or unfiltered where they lie, then handed over with one
        // signal; then, with a banded encoder, it compresses bands from the bottom up.
        let progress = DecodeProgress()
        let claims = BandClaims(
            bands: (height + PNGRowWriter.bandRows - 1) / PNGRowWriter.bandRows, bandRows: PNGRowWriter.bandRows,
            undrawn: drawings.map(\.rows))
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            var row = 0
            if inPlace {
                while row < height {
                    let count = min(bandRows, height - row)
                    guard let rows = reader.unfilterRGB(rows: count) else {
                        preconditionFailure("an RGB image inflated whole unfilters in place")
                    }
                    if row == 0 { screen.set(rows.pixels, stride: rows.stride) }
                    row += count
                    progress.deliver(rows: count)
                }
            } else {
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: bandRows * width * 4)
                defer { scratch.deallocate() }
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
                        scratch, into: buffer!.pointer + row * packed, pixels: count * width, outputChannels: 3)
                    row += count
                    progress.deliver(rows: count)
                }
            }
            if writer.encodesBands {
                while let band = claims.claim(fromTop: false) {
                    claims.record {
                        () throws(PNGError) in
                        try writer.encode(
                            band: band, rows: screen.row(band * PNGRowWriter.bandRows), stride: screen.stride)
                    }
                }
            }
        }
        defer { group.wait() }

        func writeDecoded(_ range: Range<Int>) throws(PNGError) {
            var row = range.lowerBound
            while row < range.upperBound {
                let ready = try progress.wait(forRows: row + 1)
                let end = min(ready, range.upperBound)
                try writer.write(rows: screen.row(row), count: end - row, stride: screen.stride)
                row = end
            }
        }
        // The bars need every row beneath them (a backdrop blurs what it covers). They are drawn
        // on a band of the screen, which then replaces those rows (bars drawn over opaque
        // content leave it opaque, so packing back to RGB is a copy); bars far apart (the
        // navigation bar and the tab bar) on a band each, the top one first, so that the rows
        // between them are compressed meanwhile.
        for drawing in drawings {
            // Unfiltering a row reads the row above it where it lies: the row under the bars must
            // be unfiltered before they are drawn over, or it would read drawn pixels.
            do throws(PNGError) {
                _ = try progress.wait(forRows: min(height, drawing.rows.upperBound + 1))
            } catch {
                claims.stop()
                throw error
            }
            let rows = drawing.rows
            var band = unpack(screen.row(rows.lowerBound), stride: screen.stride, width: width, height: rows.count)
            Compositor.render(drawing.tree.offsetBy(dx: 0, dy: -rows.lowerBound), onto: &band)
            band.pixels.withUnsafeBufferPointer { p in
                for y in 0..<band.height {
                    Image.premultiply(
                        p.baseAddress! + y * width * 4, into: screen.row(rows.lowerBound + y), pixels: width,
                        outputChannels: 3)
                }
            }
            claims.drew(rows)
        }
        guard writer.encodesBands else {
            try writeDecoded(0..<height)
            return try writer.finish()
        }
        while let next = claims.claim(fromTop: true) {
            let first = next * PNGRowWriter.bandRows
            do throws(PNGError) {
                _ = try progress.wait(forRows: min(height, first + PNGRowWriter.bandRows))
            } catch {
                claims.stop()
                throw error
            }
            claims.record { () throws(PNGError) in
                try writer.encode(band: next, rows: screen.row(first), stride: screen.stride)
            }
        }
        group.wait()
        if let failure = claims.failure { throw failure }
        return try writer.finish()
    }

    /// `image` as PNG bytes, the same as ``PNGEncoder/encode(_:format:preset:profile:path:)``
    /// gives; where the preset's encoder compresses bands apart and the image is opaque, this
    /// thread takes bands from the top and the helper thread from the bottom (splits paused:
    /// this thread alone; the same bytes).
    static func encodeOnTwoThreads(_ image: Image, preset: PNGPreset, path: String?) throws(PNGError) -> [UInt8] {
        guard PNGRowWriter.encodesBands(preset: preset), image.isOpaque else {
            return try PNGEncoder.encode(image, preset: preset, path: path)
        }
        let writer = try PNGEncoder.rowWriter(
            width: image.width, height: image.height, format: .rgb8, preset: preset, path: path)
        let bandRows = PNGRowWriter.bandRows
        let claims = BandClaims(bands: (image.height + bandRows - 1) / bandRows, bandRows: bandRows, undrawn: [])
        let stride = image.width * 4
        image.pixels.withUnsafeBufferPointer { p in
            HelperThread.split { half in
                while let band = claims.claim(fromTop: half == 0) {
                    claims.record { () throws(PNGError) in
                        try writer.encode(band: band, rows: p.baseAddress! + band * bandRows * stride, stride: stride)
                    }
                }
            }
        }
        if let failure = claims.failure { throw failure }
        return try writer.finish()
    }

    /// The tree's drawing as bands of rows drawn apart, top to bottom: one band of every row the
    /// tree touches, or, where the root only holds its children (no contents, opacity, blend
    /// mode, shape or mask of its own) and they fall into groups of rows with rows between
    /// them, one band a group, with the root over that group's children in their order. Every
    /// node touches only pixels inside its extent, so the groups' drawings are the whole tree's.
    static func drawings(of tree: RenderNode, width: Int, height: Int) -> [(rows: Range<Int>, tree: RenderNode)] {
        let whole = [(rows: Frame.rows(touchedBy: tree, width: width, height: height), tree: tree)]
        guard tree.contents.isEmpty, tree.opacity == 255, tree.blendMode == .normal, !tree.isHidden,
            tree.mask == nil, tree.shape == .rectangle, tree.children.count > 1
        else { return whole }
        let screen = PixelRect(x: 0, y: 0, width: width, height: height)
        let placed = tree.children.map { child -> Range<Int> in
            let rect = child.extent.intersection(screen)
            return rect.isEmpty ? 0..<0 : rect.y..<rect.maxY
        }
        var groups: [Range<Int>] = []
        for rows in placed.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = groups.last, rows.lowerBound <= last.upperBound {
                groups[groups.count - 1] = last.lowerBound..<max(last.upperBound, rows.upperBound)
            } else {
                groups.append(rows)
            }
        }
        guard groups.count > 1 else { return whole }
        return groups.map { group in
            var part = tree
            // A child that touches no row of the screen draws nothing: in no group.
            part.children = zip(tree.children, placed).filter { !$0.1.isEmpty && group.contains($0.1.lowerBound) }
                .map(\.0)
            return (group, part)
        }
    }

    /// Opaque RGB rows, `stride` bytes apart, as an image.
    private static func unpack(_ s: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> Image {
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { d, initialized in
            for y in 0..<height {
                let row = s + y * stride
                let out = d.baseAddress! + y * width * 4
                for x in 0..<width {
                    out[x * 4] = row[x * 3]
                    out[x * 4 + 1] = row[x * 3 + 1]
                    out[x * 4 + 2] = row[x * 3 + 2]
                    out[x * 4 + 3] = 255
                }
            }
            initialized = width * height * 4
        }
        return try! Image(width: width, height: height, premultipliedBytes: bytes)
    }
}

/// Where the screen's RGB rows are: set once, before the first rows are handed over (the
/// reader's own memory, known after its first band, or the pipeline's buffer).
private final class ScreenRows: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>?
    private(set) var stride = 0

    func set(_ base: UnsafeMutablePointer<UInt8>, stride: Int) {
        self.base = base
        self.stride = stride
    }

    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { base! + y * stride }
}

/// Which bands of a banded encoder each thread compresses: this thread takes them from the top
/// once every bar is drawn, the decoding thread from the bottom once every row is in, passing
/// over bands whose bars are not drawn yet; each band is taken once. Which thread compresses a
/// band never changes its bytes.
private final class BandClaims: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var taken: [Bool]
    private let bandRows: Int
    private var undrawn: [Range<Int>]
    private var stopped = false
    private(set) var failure: PNGError?

    init(bands: Int, bandRows: Int, undrawn: [Range<Int>]) {
        taken = Array(repeating: false, count: bands)
        self.bandRows = bandRows
        self.undrawn = undrawn
    }

    /// The next band to compress from the top or from the bottom, or nil when none is left
    /// (or none is free of undrawn bars).
    func claim(fromTop: Bool) -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard !stopped, failure == nil else { return nil }
        let order = fromTop ? Array(taken.indices) : taken.indices.reversed()
        for band in order where !taken[band] {
            let rows = band * bandRows..<(band + 1) * bandRows
            if undrawn.contains(where: { $0.overlaps(rows) }) {
                if fromTop { return nil }
                continue
            }
            taken[band] = true
            return band
        }
        return nil
    }

    /// The bars on `rows` are drawn.
    func drew(_ rows: Range<Int>) {
        lock.wait()
        undrawn.removeAll { $0 == rows }
        lock.signal()
    }

    func stop() {
        lock.wait()
        stopped = true
        lock.signal()
    }

    func record(_ work: () throws(PNGError) -> Void) {
        do throws(PNGError) { try work() } catch {
            lock.wait()
            if failure == nil { failure = error }
            lock.signal()
        }
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
