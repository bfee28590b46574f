import FileAccess
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
    /// No alpha channel and no `tRNS` chunk: every decoded pixel is opaque, so premultiplying
    /// changes nothing (the premultiplied decode skips it).
    public let opaque: Bool
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
        let rows = try rows(bytes, path: path, limits: limits, premultiplied: false)
        return (
            try image(path: path) { () throws(RasterError) in
                try StraightImage(width: rows.width, height: rows.height, bytes: rows.bytes)
            }, rows.info
        )
    }

    /// The first `count` rows of `bytes` (all when `nil`; at most the image's height), straight
    /// RGBA8, or premultiplied when `premultiplied`, decoded straight into the array returned
    /// (never zero-filled first, never copied). The rest of the file is not inflated, except for
    /// an interlaced image, whose every pass touches every row.
    static func rows(
        _ bytes: [UInt8], path: String?, limits: PNGLimits, count: Int? = nil, premultiplied: Bool
    ) throws(PNGError) -> (width: Int, height: Int, bytes: [UInt8], info: PNGSourceInfo) {
        try withRowReader(bytes, path: path, limits: limits) { reader throws(PNGError) in
            let wanted = min(count ?? reader.height, reader.height)
            let decoded = reader.mustReadWhole ? reader.height : wanted
            // Every row wanted, nothing to do meanwhile: inflated at once where the file allows.
            if decoded == reader.height { reader.inflateWhole() }
            let rowBytes = reader.width * 4
            var failure: PNGError?
            var out = [UInt8](unsafeUninitializedCapacity: rowBytes * decoded) { buffer, initialized in
                do throws(PNGError) {
                    try reader.read(rows: decoded, into: buffer.baseAddress!)
                } catch {
                    failure = error
                    return
                }
                // An opaque source premultiplies to itself.
                if premultiplied && !reader.info.opaque {
                    Image.premultiply(
                        buffer.baseAddress!, into: buffer.baseAddress!, pixels: reader.width * decoded,
                        outputChannels: 4)
                }
                initialized = rowBytes * decoded
            }
            if let failure { throw failure }
            out.removeLast(rowBytes * (decoded - wanted))
            return (reader.width, wanted, out, reader.info)
        }
    }

    /// Builds an image from decoded rows; a size the image types refuse is a malformed PNG.
    static func image<T>(path: String?, _ make: () throws(RasterError) -> T) throws(PNGError) -> T {
        do {
            return try make()
        } catch {
            throw PNGError(code: .malformed, path: path, reason: error.description)
        }
    }

    /// Reads and decodes a PNG file, pixels as stored.
    public static func readStraight(path: String, limits: PNGLimits = .default) throws(PNGError) -> StraightImage {
        let bytes = try FileIO.readPNG(path: path, limits: limits)
        return try decode(bytes, path: path, limits: limits).image
    }

    /// Reads and decodes a PNG file, premultiplied for compositing.
    public static func read(path: String, limits: PNGLimits = .default) throws(PNGError) -> Image {
        try decodePremultiplied(try FileIO.readPNG(path: path, limits: limits), path: path, limits: limits)
    }

    /// Decodes the first `count` rows of PNG bytes (all when `nil`), premultiplied in place.
    public static func decodePremultiplied(
        _ bytes: [UInt8], path: String?, limits: PNGLimits = .default, count: Int? = nil
    ) throws(PNGError) -> Image {
        let rows = try rows(bytes, path: path, limits: limits, count: count, premultiplied: true)
        return try image(path: path) { () throws(RasterError) in
            try Image(width: rows.width, height: rows.height, premultipliedBytes: rows.bytes)
        }
    }
}
