import BarScopeSupport
import FileAccess
import CPNGShim
import Raster

/// A PNG decoded a band of rows at a time, so that the first rows can be used while later ones
/// are still being inflated (see ``PNGDecoder/withRowReader(_:path:limits:_:)``).
///
/// A reader is a reference to one libpng session; it is used by one thread at a time.
public final class PNGRowReader: @unchecked Sendable {
    private let handle: OpaquePointer
    private let message: UnsafeMutablePointer<CChar>
    private let path: String?
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// What the header said.
    public let info: PNGSourceInfo
    /// Rows decoded so far.
    public private(set) var rowsRead = 0

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
    public var mustReadWhole: Bool { info.interlaced }

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
/// Rows are given as 4-byte pixels, straight alpha (for an RGB file libpng drops the fourth
/// byte itself, so a premultiplied opaque image can be written with no copy), or as 3-byte
/// pixels for an RGB file.
public final class PNGRowWriter {
    private let handle: OpaquePointer
    private let message: UnsafeMutablePointer<CChar>
    private let path: String?
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes per pixel of the rows given to ``write(rows:count:stride:)``.
    public let inputChannels: Int

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
        handle = opened
    }

    deinit {
        bs_png_writer_free(handle)
        message.deallocate()
    }

    /// Compresses `count` rows of `width` pixels (``inputChannels`` bytes each) starting at
    /// `rows`, `stride` bytes apart.
    package func write(rows: UnsafePointer<UInt8>, count: Int, stride: Int) throws(PNGError) {
        guard count > 0 else { return }
        guard bs_png_writer_write(handle, rows, UInt32(count), stride) == Int32(BS_PNG_OK.rawValue) else {
            throw PNGError(code: .encode, path: path, reason: messageText(message))
        }
    }

    /// Compresses rows `range` of an image whose pixels in those rows are all opaque (where
    /// premultiplied and straight are the same bytes); the writer must take 4-byte rows.
    public func write(_ image: Image, rows range: Range<Int>) throws(PNGError) {
        precondition(inputChannels == 4, "this writer takes rows of \(inputChannels)-byte pixels")
        let stride = image.width * 4
        try image.pixels.withUnsafeBufferPointer { p throws(PNGError) in
            try write(rows: p.baseAddress! + range.lowerBound * stride, count: range.count, stride: stride)
        }
    }

    /// Ends the file (after every row) and returns its bytes.
    public func finish() throws(PNGError) -> [UInt8] {
        var out = bs_png_buffer()
        guard bs_png_writer_finish(handle, &out) == Int32(BS_PNG_OK.rawValue) else {
            throw PNGError(code: .encode, path: path, reason: messageText(message))
        }
        defer { bs_png_buffer_free(&out) }
        return [UInt8](UnsafeBufferPointer(start: out.bytes, count: out.count))
    }
}

extension PNGDecoder {
    /// Opens `bytes` for decoding row by row (every check of ``decode(_:path:limits:)`` is made
    /// first) and calls `body` with the reader. The bytes stay pinned while `body` runs, so the
    /// reader must not escape it.
    public static func withRowReader<T>(
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
    public static func rowWriter(
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
public enum PNGWarnings {
    private static let lock = Lock()
    nonisolated(unsafe) private static var handler: (@Sendable (String) -> Void)?

    /// Sends every later warning to `handler` (nil: drop them).
    public static func setHandler(_ handler: (@Sendable (String) -> Void)?) {
        lock.withLock { Self.handler = handler }
    }

    static func emit(_ text: String) {
        let handler = lock.withLock { Self.handler }
        handler?(text)
    }
}
