import FileAccess
import CPNGShim
import Raster

/// How hard libpng and zlib work: a trade between speed and file size.
public struct PNGPreset: Sendable, Equatable {
    /// zlib level, 0...9.
    public var compressionLevel: Int32
    /// zlib strategy (`Z_DEFAULT_STRATEGY` = 0, `Z_FILTERED` = 1, `Z_RLE` = 3).
    public var strategy: Int32
    /// A mask of PNG row filters (libpng's `PNG_FILTER_*` bits).
    public var filters: Int32

    public init(compressionLevel: Int32, strategy: Int32, filters: Int32) {
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.filters = filters
    }

    // libpng's PNG_FILTER_* bits (png.h); repeated here so no C type leaks into the API.
    static let filterSub: Int32 = 0x10
    static let filterAll: Int32 = 0xF8

    /// The fastest reasonable PNG: Sub-filtered rows compressed by BarScope's own encoder
    /// (Huffman codes fitted to each block of 32 rows, runs of zero bytes as matches: the kind of
    /// encoder fpnge is; about 2.5 times zlib's speed at level 1 on a screen, for files about
    /// the size of zlib's level 1 with `Z_RLE`), in bands a frame's two threads can share. The
    /// values are what libpng is given for the same preset where an ICC profile is embedded
    /// (zlib level 1, `Z_RLE`, Sub only).
    public static let fast = PNGPreset(compressionLevel: 1, strategy: 3, filters: filterSub)
    /// libpng's defaults (zlib level 6, adaptive filters).
    public static let balanced = PNGPreset(compressionLevel: 6, strategy: 0, filters: filterAll)
    /// zlib level 9 with adaptive filters: for committed goldens.
    public static let small = PNGPreset(compressionLevel: 9, strategy: 0, filters: filterAll)
}

/// The pixel layout written to the file.
public enum PNGPixelFormat: Sendable {
    /// 8-bit RGB; alpha is dropped (use for opaque images).
    case rgb8
    /// 8-bit RGBA, straight alpha.
    case rgba8
    /// RGB8 when every pixel is opaque, else RGBA8.
    case automatic
}

/// An ICC profile to embed in a PNG (`iCCP`) when the pixels are not sRGB.
public struct EmbeddedICCProfile: Sendable, Equatable {
    /// The chunk's profile name (1…79 Latin-1 characters).
    public var name: String
    /// The ICC profile bytes.
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// Encodes images as PNG through libpng: an `sRGB` chunk (or `iCCP` for another colour space),
/// no `tIME` chunk, nothing that varies between runs, so the same image always gives the same bytes.
public enum PNGEncoder {
    /// Encodes to PNG bytes; `profile` (when not sRGB) is embedded as `iCCP` instead of `sRGB`.
    /// An opaque image is handed to libpng as it is (libpng drops the alpha byte), so no copy
    /// of the pixels is made.
    public static func encode(
        _ image: Image, format: PNGPixelFormat = .automatic, preset: PNGPreset = .balanced,
        profile: EmbeddedICCProfile? = nil,
        path: String? = nil
    ) throws(PNGError) -> [UInt8] {
        let opaque = image.isOpaque
        let rgb: Bool
        switch format {
        case .rgb8: rgb = true
        case .rgba8: rgb = false
        case .automatic: rgb = opaque
        }
        let writer = try PNGRowWriter(
            width: image.width, height: image.height, rgb: rgb, preset: preset, profile: profile, path: path)
        // Premultiplied equals straight where alpha is 255; otherwise un-premultiply first
        // (for RGB output that is what dropping alpha from a translucent image means).
        if opaque {
            try writer.write(image, rows: 0..<image.height)
        } else {
            let straight = image.straightRGBA()
            try straight.withUnsafeBufferPointer { p throws(PNGError) in
                try writer.write(rows: p.baseAddress!, count: image.height, stride: image.width * 4)
            }
        }
        return try writer.finish()
    }

    /// Encodes and writes the output `path` names: a file replaced atomically, or a stream (`-`,
    /// a FIFO, a device) written through; `durable` flushes a file to the disk first (see
    /// ``FileAccess/FileIO/write(_:to:durable:)``).
    public static func write(
        _ image: Image, to path: String, format: PNGPixelFormat = .automatic, preset: PNGPreset = .balanced,
        profile: EmbeddedICCProfile? = nil, durable: Bool = false, streams: Bool = true
    ) throws(PNGError) {
        let bytes = try encode(image, format: format, preset: preset, profile: profile, path: path)
        do {
            try FileIO.write(bytes, to: path, durable: durable, streams: streams)
        } catch {
            throw PNGError(error)
        }
    }
}
