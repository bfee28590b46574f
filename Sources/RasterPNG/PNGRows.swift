import BarScopeSupport
import FileAccess
import CPNGShim
import Raster

/// A PNG decoded a band of rows at a time, so that the first rows can be used while later ones
/// are still being inflated (see ``PNGDecoder/withRowReader(_:path:limits:_:)``).
///
/// A reader is a reference to one libpng session; it is used by one thread at a time.
package final class PNGRowReader: @unchecked Sendable {
    private let handle: OpaquePointer
    private let message: UnsafeMutablePointer<CChar>
    private let path: String?
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// What the header said.
    package let info: PNGSourceInfo
    /// Rows decoded so far.
    package private(set) var rowsRead = 0

    fileprivate init(handle: OpaquePointer, message: UnsafeMutablePointer<CChar>, header: bs_png_header, path: String?)
    {
        self.handle = handle
        self.message = message
        self.path = path
        width = Int(header.width)
        height = Int(header.height)
        info = PNGSourceInfo(
            colorType: header.source_color_type, bitDepth: header.source_bit_depth,
            interlaced: header.source_interlaced != 0,
            opaque: header.opaque != 0)
    }

    deinit { bs_png_reader_free(handle) }

    /// Whether the rows can only be read all at once (an interlaced image: every pass touches
    /// every row).
    package var mustReadWhole: Bool { info.interlaced }

    /// Before the first row is read: inflates the whole image data at once with libdeflate
    /// (about twice zlib's speed), for a reader whose caller wants every row and has nothing to
    /// do while they inflate. Applies to 8-bit RGB and RGBA files, not interlaced, whose chunks
    /// are ordinary (see `bs_png_reader_inflate_whole`); returns false, and leaves the reader to
    /// libpng's row-by-row path (and its checks and messages), for every other file. The rows
    /// read afterwards are the same bytes.
    @discardableResult
    package func inflateWhole() -> Bool {
        rowsRead == 0 && bs_png_reader_inflate_whole(handle) != 0
    }

    /// For an RGB file inflated whole (``inflateWhole()``): unfilters the next `count` rows where
    /// they lie, in the reader's own memory, and returns the first one's first pixel (3 bytes a
    /// pixel) and the rows' stride; nil for any other reader. The rows stay valid, and may be
    /// written, while the reader lives; they count as read.
    package func unfilterRGB(rows count: Int) -> (pixels: UnsafeMutablePointer<UInt8>, stride: Int)? {
        var stride = 0
        guard let first = bs_png_reader_unfilter_rgb(handle, UInt32(count), &stride) else { return nil }
        rowsRead += count
        return (first, stride)
    }

    /// Decodes the next `count` rows, straight RGBA8, into `destination` (`count · width · 4`
    /// bytes). After the last row the rest of the file is read and checked.
    package func read(rows count: Int, into destination: UnsafeMutablePointer<UInt8>) throws(PNGError) {
        guard bs_png_reader_read(handle, destination, UInt32(count)) == Int32(BS_PNG_OK.rawValue) else {
            throw PNGError(code: .malformed, path: path, reason: messageText(message))
        }
        rowsRead += count
        if rowsRead == height, bs_png_reader_trailing_cut(handle) != 0 {
            PNGWarnings.emit(
                "\(path ?? "PNG data"): compressed data continues after the last row; it was not read (the image is complete); re-save the file to drop it"
            )
        }
    }
}

/// A PNG encoded as its rows are produced (see ``PNGEncoder/rowWriter(width:height:format:inputChannels:preset:profile:path:)``).
/// Rows are given as 4-byte pixels, straight alpha (for an RGB file the fourth byte is dropped,
/// so a premultiplied opaque image can be written with no copy), or as 3-byte pixels for an RGB
/// file.
///
/// The ``PNGPreset/fast`` preset without a profile is BarScope's own encoder (Sub-filtered bands
/// of ``bandRows`` rows, each compressed on its own: `FastPNG.c` in CPNGShim); every other
/// preset is libpng and zlib.
///
/// A writer is used by one thread at a time, except that different bands may be compressed at
/// once with ``encode(band:rows:stride:)``.
package final class PNGRowWriter: @unchecked Sendable {
    private enum Session {
        case libpng(OpaquePointer)
        case fast(OpaquePointer)
    }
    private let session: Session
    private let message: UnsafeMutablePointer<CChar>
    private let path: String?
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Bytes per pixel of the rows given to ``write(rows:count:stride:)``.
    package let inputChannels: Int

    /// Rows per band of the fast encoder: each band is compressed on its own, so two threads can
    /// share a frame's bands (``encode(band:rows:stride:)``); the bytes depend on this height and
    /// not on which thread compressed what. 128 rows of an @3x screen are 430 KB.
    package static let bandRows = 128

    init(
        width: Int, height: Int, rgb: Bool, inputChannels: Int = 4, preset: PNGPreset, profile: EmbeddedICCProfile?,
        path: String?
    ) throws(PNGError) {
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: Int(BS_PNG_MESSAGE_CAPACITY))
        message.initialize(repeating: 0, count: Int(BS_PNG_MESSAGE_CAPACITY))
        self.message = message
        self.path = path
        self.width = width
        self.height = height
        self.inputChannels = inputChannels
        if Self.encodesBands(preset: preset, profile: profile), width > 0, height > 0 {
            var opened: OpaquePointer?
            let status = bs_fast_png_open(
                UInt32(width), UInt32(height), rgb ? 3 : 4, Int32(inputChannels), UInt32(Self.bandRows), &opened)
            guard status == Int32(BS_PNG_OK.rawValue), let opened else {
                message.deallocate()
                throw PNGError(
                    code: .encode, path: path,
                    reason: status == Int32(BS_PNG_ERROR_MEMORY.rawValue)
                        ? "out of memory for the PNG encoder"
                        : "channels must be 3 (RGB) or 4 (RGBA), from rows of 3 or 4 (RGB from RGBA drops alpha)")
            }
            session = .fast(opened)
            return
        }
        let iccBytes = profile?.bytes ?? []
        var opened: OpaquePointer?
        let status = iccBytes.withUnsafeBufferPointer { icc in
            bs_png_writer_open(
                UInt32(width), UInt32(height), rgb ? 3 : 4, Int32(inputChannels), preset.compressionLevel,
                preset.strategy, preset.filters,
                iccBytes.isEmpty ? nil : icc.baseAddress, icc.count, profile?.name ?? "", &opened, message)
        }
        guard status == Int32(BS_PNG_OK.rawValue), let opened else {
            let reason = messageText(message)
            message.deallocate()
            throw PNGError(code: .encode, path: path, reason: reason)
        }
        session = .libpng(opened)
    }

    deinit {
        switch session {
        case let .libpng(handle): bs_png_writer_free(handle)
        case let .fast(handle): bs_fast_png_free(handle)
        }
        message.deallocate()
    }

    /// Whether a writer for `preset` and `profile` compresses bands apart (BarScope's own
    /// encoder: ``PNGPreset/fast`` with no profile).
    package static func encodesBands(preset: PNGPreset, profile: EmbeddedICCProfile? = nil) -> Bool {
        preset == .fast && profile == nil
    }

    /// Whether bands can be compressed apart, on any thread (``encode(band:rows:stride:)``).
    package var encodesBands: Bool {
        if case .fast = session { return true }
        return false
    }

    /// Compresses band `band` (rows `band · bandRows` up to the next band or the last row), its
    /// first row at `rows`, rows `stride` bytes apart; for a writer that ``encodesBands``. Different
    /// bands may be compressed at once on different threads; rows must not also go through
    /// ``write(rows:count:stride:)``.
    package func encode(band: Int, rows: UnsafePointer<UInt8>, stride: Int) throws(PNGError) {
        guard case let .fast(handle) = session,
            bs_fast_png_encode_band(handle, UInt32(band), rows, stride) == Int32(BS_PNG_OK.rawValue)
        else {
            throw PNGError(code: .encode, path: path, reason: "band \(band) could not be compressed")
        }
    }

    /// Compresses `count` rows of `width` pixels (``inputChannels`` bytes each) starting at
    /// `rows`, `stride` bytes apart.
    package func write(rows: UnsafePointer<UInt8>, count: Int, stride: Int) throws(PNGError) {
        guard count > 0 else { return }
        switch session {
        case let .libpng(handle):
            guard bs_png_writer_write(handle, rows, UInt32(count), stride) == Int32(BS_PNG_OK.rawValue) else {
                throw PNGError(code: .encode, path: path, reason: messageText(message))
            }
        case let .fast(handle):
            let status = bs_fast_png_write(handle, rows, UInt32(count), stride)
            guard status == Int32(BS_PNG_OK.rawValue) else {
                throw PNGError(
                    code: .encode, path: path,
                    reason: status == Int32(BS_PNG_ERROR_MEMORY.rawValue)
                        ? "out of memory for the PNG encoder" : "Wrote past the last row")
            }
        }
    }

    /// Compresses rows `range` of an image whose pixels in those rows are all opaque (where
    /// premultiplied and straight are the same bytes); the writer must take 4-byte rows.
    package func write(_ image: Image, rows range: Range<Int>) throws(PNGError) {
        precondition(inputChannels == 4, "this writer takes rows of \(inputChannels)-byte pixels")
        let stride = image.width * 4
        try image.pixels.withUnsafeBufferPointer { p throws(PNGError) in
            try write(rows: p.baseAddress! + range.lowerBound * stride, count: range.count, stride: stride)
        }
    }

    /// Ends the file (after every row) and returns its bytes.
    package func finish() throws(PNGError) -> [UInt8] {
        var out = bs_png_buffer()
        switch session {
        case let .libpng(handle):
            guard bs_png_writer_finish(handle, &out) == Int32(BS_PNG_OK.rawValue) else {
                throw PNGError(code: .encode, path: path, reason: messageText(message))
            }
        case let .fast(handle):
            let status = bs_fast_png_finish(handle, &out)
            guard status == Int32(BS_PNG_OK.rawValue) else {
                throw PNGError(
                    code: .encode, path: path,
                    reason: status == Int32(BS_PNG_ERROR_MEMORY.rawValue)
                        ? "out of memory for the PNG encoder" : "Not every row was written")
            }
        }
        defer { bs_png_buffer_free(&out) }
        return [UInt8](UnsafeBufferPointer(start: out.bytes, count: out.count))
    }
}

extension PNGDecoder {
    /// Opens `bytes` for decoding row by row (every check of ``decode(_:path:limits:)`` is made
    /// first) and calls `body` with the reader. The bytes stay pinned while `body` runs, so the
    /// reader must not escape it.
    package static func withRowReader<T>(
        _ bytes: [UInt8], path: String?, limits: PNGLimits, _ body: (PNGRowReader) throws(PNGError) -> T
    ) throws(PNGError) -> T {
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: Int(BS_PNG_MESSAGE_CAPACITY))
        message.initialize(repeating: 0, count: Int(BS_PNG_MESSAGE_CAPACITY))
        defer { message.deallocate() }
        let cLimits = bs_png_limits(
            max_width: limits.maxWidth, max_height: limits.maxHeight, max_pixels: limits.maxPixels,
            max_chunk_bytes: limits.maxChunkBytes)
        return try bytes.withUnsafeBufferPointer { buffer throws(PNGError) in
            var header = bs_png_header()
            var handle: OpaquePointer?
            let status = bs_png_reader_open(buffer.baseAddress, buffer.count, cLimits, &handle, &header, message)
            guard status == Int32(BS_PNG_OK.rawValue), let handle else {
                let code: PNGError.Code = status == Int32(BS_PNG_ERROR_LIMIT.rawValue) ? .limit : .malformed
                throw PNGError(code: code, path: path, reason: messageText(message))
            }
            let reader = PNGRowReader(handle: handle, message: message, header: header, path: path)
            return try body(reader)
        }
    }
}

extension PNGEncoder {
    /// A writer for an image of `width × height`, written as `format` (`.automatic` means RGB:
    /// the rows are not known yet) from rows of `inputChannels` bytes a pixel (4, or 3 for RGB).
    package static func rowWriter(
        width: Int, height: Int, format: PNGPixelFormat, inputChannels: Int = 4, preset: PNGPreset = .balanced,
        profile: EmbeddedICCProfile? = nil, path: String? = nil
    ) throws(PNGError) -> PNGRowWriter {
        try PNGRowWriter(
            width: width, height: height, rgb: format != .rgba8, inputChannels: inputChannels, preset: preset,
            profile: profile,
            path: path)
    }
}

func messageText(_ message: UnsafePointer<CChar>) -> String {
    String(cString: message)
}

/// A PNG file read and checked (signature, header, limits, chunk lengths) but not yet decoded:
/// scene content that is decoded when, and as, it is rendered.
public struct PNGFile: Sendable, Equatable {
    /// The path as the user gave it (for reports).
    public let label: String
    /// The path the bytes were read from.
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]
    public let width: Int
    public let height: Int
    public let info: PNGSourceInfo
    public let limits: PNGLimits

    /// Reads `path` and checks everything that can be checked without decoding the pixels.
    public init(path: String, label: String? = nil, limits: PNGLimits = .default) throws(PNGError) {
        let bytes = try FileIO.readPNG(path: path, limits: limits)
        let header = try PNGDecoder.withRowReader(bytes, path: path, limits: limits) { reader in
            (reader.width, reader.height, reader.info)
        }
        self.label = label ?? path
        self.path = path
        self.bytes = bytes
        (width, height, info) = header
        self.limits = limits
    }

    /// The whole image, premultiplied.
    public func decode() throws(PNGError) -> Image {
        try PNGDecoder.decodePremultiplied(bytes, path: path, limits: limits)
    }

    /// The first `rows` rows (at least 1, at most the image's height), premultiplied; the rest
    /// of the file is not inflated (see ``PNGDecoder/decodePremultiplied(_:path:limits:count:)``).
    public func decode(rows: Int) throws(PNGError) -> Image {
        try PNGDecoder.decodePremultiplied(bytes, path: path, limits: limits, count: max(1, rows))
    }
}

/// Where a PNG reader's warnings go: things it skipped that do not make the image wrong (data
/// after the last row). The command line prints them; a library user may set a handler.
package enum PNGWarnings {
    private static let lock = Lock()
    nonisolated(unsafe) private static var handler: (@Sendable (String) -> Void)?

    /// Sends every later warning to `handler` (nil: drop them).
    package static func setHandler(_ handler: (@Sendable (String) -> Void)?) {
        lock.withLock { Self.handler = handler }
    }

    static func emit(_ text: String) {
        let handler = lock.withLock { Self.handler }
        handler?(text)
    }
}
