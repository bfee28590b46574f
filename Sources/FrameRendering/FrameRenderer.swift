import Compositing
import Dispatch
import Raster
import RasterPNG

/// Produces frames: the one place where pictures are made, as images or as PNG bytes.
///
/// Design rules:
/// 1. One definition of the pixels: the content band with ``Compositor/render(_:onto:)`` of the
///    tree over it. Every faster path below gives the same bytes, by running the same steps in
///    another order or on another thread, and tests compare each with it.
/// 2. The fast paths stream only what must stream: a PNG's rows as they inflate, and a
///    backdrop's leading blur behind them (``RowStreamingBlur``); the rest of the backdrop's
///    stages and the rest of the tree run through ``Filter`` and ``Compositor`` as always.
/// 3. Nothing depends on scheduling: rows are compressed in order, each from its final pixels.
package enum FrameRenderer {
    /// The frame's picture.
    ///
    /// When the content is a screen-wide, opaque, non-interlaced PNG, the picture starts at the
    /// top of the screen and the tree first draws a backdrop whose filter starts with a blur
    /// (``Compositor/leadingBackdrop(of:in:)``), this thread inflates the rows while the helper
    /// thread runs the blur behind them, pass after pass, as far as the rows already there allow;
    /// the rest of the filter and of the tree follow once every row is in.
    package static func render(_ frame: Frame) throws -> Image {
        if let plan = streamablePlan(frame) {
            var picture = try blurredStrip(plan)
            Filter.apply(plan.leading.filter.stages.dropFirst(), to: &picture, in: plan.leading.area)
            Compositor.render(plan.leading.rest, onto: &picture)
            return picture
        }
        var band = try contentBand(frame)
        Compositor.render(frame.placedTree, onto: &band)
        return band
    }

    /// The frame's picture as PNG bytes (sRGB, `sRGB` chunk): the bytes of encoding
    /// ``render(_:)`` with `preset`, made faster where the content allows:
    ///
    /// - a whole screen over a screen-sized, non-interlaced PNG is pipelined over two threads:
    ///   one inflates bands of rows while this one draws the tree as soon as the rows beneath it
    ///   are in and compresses every row as soon as it is final; rows no drawing touches go from
    ///   the decoder to the encoder untouched.
    /// - a strip that ``render(_:)`` streams, whose tree draws no other backdrop, is finished
    ///   in bands: this thread runs the rest of the filter and of the tree on a band while the
    ///   helper thread compresses the bands before it.
    /// - any other opaque picture written with the encoder that compresses bands apart
    ///   (``PNGPreset/fast``) is compressed by this thread and the helper thread together.
    package static func encodePNG(_ frame: Frame, preset: PNGPreset, path: String? = nil) throws -> [UInt8] {
        if frame.isWholeScreen, case let .png(file) = frame.content, file.width == frame.width,
            file.height == frame.height,
            !file.info.interlaced
        {
            do throws(PNGError) {
                return try PNGDecoder.withRowReader(file.bytes, path: file.path, limits: file.limits) {
                    (reader: PNGRowReader) throws(PNGError) -> [UInt8] in
                    try pipeline(reader: reader, tree: frame.tree, preset: preset, path: path)
                }
            } catch {
                // A decoding error names the content file; an encoding error names the output.
                if error.path == file.path { throw FrameError.content(error) }
                throw error
            }
        }
        if let plan = bandPlan(frame) { return try encodedStrip(plan, preset: preset, path: path) }
        return try encodeOnTwoThreads(try render(frame), preset: preset, path: path)
    }

    /// The content of the frame's rows, as an image as tall as the picture, with nothing drawn
    /// over it.
    package static func contentBand(_ frame: Frame) throws -> Image {
        switch frame.content {
        case let .png(file):
            // Decoded down to the last row the picture needs.
            let picture: Image
            do { picture = try file.decode(rows: max(1, min(file.height, frame.rows.upperBound))) } catch {
                throw FrameError.content(error)
            }
            // An opaque picture that covers the band exactly (the screen, or a strip at its
            // top) is the band itself: no copy.
            if frame.rows.lowerBound == 0, picture.width == frame.width, picture.height == frame.rows.count,
                picture.isOpaque
            {
                return picture
            }
            var band = try blackBand(frame)
            band.composite(picture, x: 0, y: -frame.rows.lowerBound, clip: band.bounds)
            return band
        case let .drawn(draw):
            var band = try blackBand(frame)
            try draw(&band, frame.rows.lowerBound)
            return band
        }
    }

    /// Runs `body` with every blur and filter split kept on its own thread: for callers that
    /// already render frames side by side on every core (a golden suite).
    package static func sideBySide<T>(_ body: () throws -> T) rethrows -> T {
        try HelperThread.withoutSplitting(body)
    }

    static func blackBand(_ frame: Frame) throws -> Image {
        do {
            return try Image(width: frame.width, height: frame.rows.count, fill: RGBA8.black.premultiplied)
        } catch {
            throw FrameError.output(error)
        }
    }
}

/// A frame whose content can be inflated with its leading blur streamed behind the decoder.
struct StreamPlan {
    let file: PNGFile
    let leading: LeadingBackdrop
    let width: Int
    let height: Int
}

extension FrameRenderer {
    /// Rows inflated per hand-over to the blur in ``blurredStrip(_:)``: the blur's first pass
    /// follows the decoder closely, and a hand-over costs a semaphore signal.
    static let stripBandRows = 8

    /// The plan for streaming `frame`, or nil where that does not apply (see ``render(_:)``).
    static func streamablePlan(_ frame: Frame) -> StreamPlan? {
        guard frame.rows.lowerBound == 0, case let .png(file) = frame.content, file.info.opaque, !file.info.interlaced,
            file.width == frame.width, file.height >= frame.rows.count,
            let leading = Compositor.leadingBackdrop(
                of: frame.tree, in: PixelRect(x: 0, y: 0, width: frame.width, height: frame.rows.count)),
            case .boxBlur = leading.filter.stages.first
        else { return nil }
        return StreamPlan(file: file, leading: leading, width: frame.width, height: frame.rows.count)
    }

    /// The plan for finishing `frame` in bands (``encodedStrip(_:preset:path:)``): a streamed
    /// frame whose filter's later stages are pointwise and whose tree draws no other backdrop.
    static func bandPlan(_ frame: Frame) -> StreamPlan? {
        guard let plan = streamablePlan(frame), plan.leading.filter.stages.dropFirst().allSatisfy(\.isPointwise),
            !plan.leading.rest.drawsBackdrop
        else { return nil }
        return plan
    }

    /// The plan's rows, inflated with the leading backdrop's blur run behind the decoder; the
    /// rest of the filter not yet run, and nothing else drawn.
    static func blurredStrip(_ plan: StreamPlan) throws -> Image {
        guard case let .boxBlur(boxWidth, passes) = plan.leading.filter.stages.first else {
            preconditionFailure("a plan starts with a blur")
        }
        let width = plan.width, height = plan.height, stride = width * 4
        let area = plan.leading.area
        var failure: PNGError?
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, initialized in
            let base = buffer.baseAddress!
            do throws(PNGError) {
                try PNGDecoder.withRowReader(plan.file.bytes, path: plan.file.path, limits: plan.file.limits) {
                    reader throws(PNGError) in
                    // A file no taller than the strip is inflated at once (libdeflate, about
                    // twice zlib's speed) rather than row by row behind the blur.
                    if reader.height == height { reader.inflateWhole() }
                    let blur = RowStreamingBlur(
                        pixels: base + area.y * stride + area.x * 4, stride: stride, width: area.width,
                        height: area.height,
                        boxWidth: boxWidth, passes: passes)
                    let progress = DecodeProgress()
                    HelperThread.split { half in
                        if half == 0 {
                            // An opaque source decodes to premultiplied pixels as it is.
                            var row = 0
                            while row < height {
                                let count = min(stripBandRows, height - row)
                                do throws(PNGError) {
                                    try reader.read(rows: count, into: base + row * stride)
                                } catch {
                                    progress.fail(error)
                                    return
                                }
                                row += count
                                progress.deliver(rows: count)
                            }
                        } else {
                            var ready = 0
                            while true {
                                guard let now = try? progress.wait(forRows: ready + 1) else { return }
                                ready = now
                                // Once every row is in, what is left of the blur (the later
                                // passes trail by several windows) is split across both
                                // threads by `finish()`, not run here on one.
                                if ready == height { return }
                                blur.advance(rowsAvailable: min(max(0, ready - area.y), area.height))
                            }
                        }
                    }
                    _ = try progress.wait(forRows: height)
                    blur.finish()
                }
            } catch {
                failure = error
                return
            }
            initialized = stride * height
        }
        if let failure { throw FrameError.content(failure) }
        // Every row decoded: the byte count is the strip's, and both sides are at least 1.
        return try! Image(width: width, height: height, premultipliedBytes: pixels)
    }

    /// Rows per band handed from the renderer to the encoder in ``encodedStrip(_:preset:path:)``:
    /// about 100 KB of an @3x strip, so that compressing starts early and each hand-over is
    /// small against the work it passes on.
    static let stripEncodeBandRows = 24

    /// A streamed strip as PNG bytes, finished and compressed in bands: once the content is
    /// inflated and its leading blur run (``blurredStrip(_:)``), this thread runs the rest of
    /// the filter on a band and draws the rest of the tree on it, while the helper thread
    /// compresses the bands before it. Every band is drawn exactly as the whole strip would be,
    /// because nothing left reads other pixels (the rest of the filter is pointwise and the rest
    /// of the tree draws no backdrop), and the strip is opaque (opaque content under the
    /// drawing), which is what makes ``PNGEncoder/encode(_:format:preset:profile:path:)`` write RGB.
    static func encodedStrip(_ plan: StreamPlan, preset: PNGPreset, path: String?) throws -> [UInt8] {
        let width = plan.width
        let strip = try blurredStrip(plan)
        let rest = plan.leading.filter.stages.dropFirst()
        let writer = try PNGEncoder.rowWriter(
            width: width, height: strip.height, format: .rgb8, preset: preset, path: path)
        let bands = Swift.stride(from: 0, to: strip.height, by: stripEncodeBandRows).map {
            $0..<min($0 + stripEncodeBandRows, strip.height)
        }
        let finished = BandQueue()
        var failure: PNGError?
        HelperThread.split { half in
            if half == 0 {
                for band in bands {
                    let rect = PixelRect(x: 0, y: band.lowerBound, width: width, height: band.count)
                    var piece = try! strip.cropped(to: rect)
                    let filtered = plan.leading.area.intersection(rect)
                    if !filtered.isEmpty {
                        Filter.apply(
                            rest, to: &piece,
                            in: PixelRect(
                                x: filtered.x, y: filtered.y - band.lowerBound, width: filtered.width,
                                height: filtered.height))
                    }
                    Compositor.render(plan.leading.rest.offsetBy(dx: 0, dy: -band.lowerBound), onto: &piece)
                    finished.put(piece)
                }
            } else {
                for _ in bands {
                    let piece = finished.take()
                    guard failure == nil else { continue }
                    do throws(PNGError) { try writer.write(piece, rows: 0..<piece.height) } catch { failure = error }
                }
            }
        }
        if let failure { throw failure }
        return try writer.finish()
    }
}
