import CPNGShim
import Raster

/// Limits checked against a PNG's header before any pixel memory is allocated.
public struct PNGLimits: Sendable, Equatable {
    public var maxWidth: UInt32
    public var maxHeight: UInt32
    public var maxPixels: UInt64
    /// libpng's limit on one ancillary chunk's allocation (guards against zTXt/iCCP bombs).
    public var maxChunkBytes: UInt64
    /// The largest PNG file read: the compressed form of a 64 Mpx image is far smaller.
    public var maxFileBytes: UInt64 = 512 * 1024 * 1024

    public init(maxWidth: UInt32, maxHeight: UInt32, maxPixels: UInt64, maxChunkBytes: UInt64) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxChunkBytes = maxChunkBytes
    }

    /// 16384 on a side and 64 Mpx (256 MiB decoded): far above any iPhone screenshot
    /// (1290 × 2796 at most), far below what would exhaust a CI machine.
    public static let `default` = PNGLimits(
        maxWidth: 16_384, maxHeight: 16_384, maxPixels: 64 * 1024 * 1024, maxChunkBytes: 8 * 1024 * 1024)
}

/// What a PNG's header said, kept for reports.
public struct PNGSourceInfo: Sendable, Equatable {
    public let colorType: UInt8
    public let bitDepth: UInt8
    public let interlaced: Bool
}

/// Decodes PNG files of every colour type and bit depth to straight RGBA8.
///
/// Decisions, documented once: 16-bit samples are reduced with libpng's `png_set_scale_16`
/// (rounded, `v · 255 / 65535`); palette and low-bit grey are expanded; `tRNS` becomes alpha;
/// gamma (`gAMA`), chromaticities and ICC profiles are *not* applied — samples are taken as
/// sRGB, as UIKit does for untagged images and as PngSuite's reference pixels are written.
public enum PNGDecoder {
    /// Decodes PNG bytes. `path` only names the source in errors.
    public static func decode(
        _ bytes: [UInt8], path: String? = nil, limits: PNGLimits = .default
    ) throws(PNGError) -> (image: StraightImage, info: PNGSourceInfo) {
        try session(bytes, path: path, limits: limits) { (out: bs_png_image) throws(RasterError) in
            let width = Int(out.width), height = Int(out.height)
            let image = try StraightImage(
                width: width, height: height, bytes: [UInt8](UnsafeBufferPointer(start: out.pixels, count: width * height * 4)))
            let info = PNGSourceInfo(
                colorType: out.source_color_type, bitDepth: out.source_bit_depth, interlaced: out.source_interlaced != 0)
            return (image, info)
        }
    }

    /// One libpng decode of `bytes`; `convert` turns the decoder's buffer (freed afterwards) into
    /// the caller's image type.
    private static func session<T>(
        _ bytes: [UInt8], path: String?, limits: PNGLimits, _ convert: (bs_png_image) throws(RasterError) -> T
    ) throws(PNGError) -> T {
        var out = bs_png_image()
        var message = [CChar](repeating: 0, count: Int(BS_PNG_MESSAGE_CAPACITY))
        let cLimits = bs_png_limits(
            max_width: limits.maxWidth, max_height: limits.maxHeight, max_pixels: limits.maxPixels,
            max_chunk_bytes: limits.maxChunkBytes)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { msg in
                bs_png_decode(buffer.baseAddress, buffer.count, cLimits, &out, msg.baseAddress)
            }
        }
        defer { bs_png_image_free(&out) }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch Int(status) {
        case Int(BS_PNG_OK.rawValue): break
        case Int(BS_PNG_ERROR_LIMIT.rawValue): throw PNGError(code: .limit, path: path, reason: reason)
        default: throw PNGError(code: .malformed, path: path, reason: reason)
        }
        do {
            return try convert(out)
        } catch {
            throw PNGError(code: .malformed, path: path, reason: error.description)
        }
    }

    /// Reads and decodes a PNG file, pixels as stored.
    public static func readStraight(path: String, limits: PNGLimits = .default) throws(PNGError) -> StraightImage {
        let bytes = try FileIO.readAll(path: path, maxBytes: Int(limits.maxFileBytes))
        return try decode(bytes, path: path, limits: limits).image
    }

    /// Reads and decodes a PNG file, premultiplied for compositing. The decoder's buffer is
    /// premultiplied straight into the image, with no straight copy in between.
    public static func read(path: String, limits: PNGLimits = .default) throws(PNGError) -> Image {
        try decodePremultiplied(try FileIO.readAll(path: path, maxBytes: Int(limits.maxFileBytes)), path: path, limits: limits)
    }

    /// Decodes PNG bytes straight into a premultiplied image.
    public static func decodePremultiplied(_ bytes: [UInt8], path: String?, limits: PNGLimits = .default) throws(PNGError) -> Image {
        try session(bytes, path: path, limits: limits) { (out: bs_png_image) throws(RasterError) in
            try Image(width: Int(out.width), height: Int(out.height), straightPointer: out.pixels)
        }
    }
}
