import CFuzzDriver
import Raster
import RasterPNG

/// Small limits keep each run fast; the limit path itself is part of what is fuzzed.
let limits = PNGLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 20, maxChunkBytes: 1 << 20)

/// CRC-32 (ISO 3309, as PNG uses it), table-driven.
let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
}

/// Rewrites every chunk's CRC so that mutations reach past libpng's CRC check (which would
/// otherwise reject almost every mutated input at its first chunk). Inputs with an odd last
/// byte keep their CRCs as they are, so CRC handling itself is fuzzed too.
func fixingCRCs(_ input: [UInt8]) -> [UInt8] {
    guard input.count > 8, input.last! & 1 == 0 else { return input }
    var bytes = input
    var i = 8
    while i + 12 <= bytes.count {
        let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        guard length <= bytes.count - i - 12 else { break }
        let crc = crc32(bytes[(i + 4)..<(i + 8 + length)])
        bytes[i + 8 + length] = UInt8(crc >> 24)
        bytes[i + 9 + length] = UInt8(crc >> 16 & 0xFF)
        bytes[i + 10 + length] = UInt8(crc >> 8 & 0xFF)
        bytes[i + 11 + length] = UInt8(crc & 0xFF)
        i += 12 + length
    }
    return bytes
}

/// Decodes any bytes; a decoded image must re-encode and decode to the same pixels.
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = fixingCRCs(Array(UnsafeBufferPointer(start: data, count: size)))
    guard let (image, _) = try? PNGDecoder.decode(bytes, limits: limits) else { return 0 }
    if image.width * image.height <= 64 * 64 {
        let encoded = try! PNGEncoder.encode(image.premultiplied, format: .rgba8, preset: .fast)
        let again = try! PNGDecoder.decode(encoded, limits: limits).image
        // Premultiplying loses the colour of transparent pixels, so compare premultiplied.
        precondition(again.premultiplied == image.premultiplied, "PNG round trip changed the pixels")
    }
    return 0
}

/// The entry point SwiftPM links as `main` (it names an executable's entry `MODULE_main`).
@_cdecl("FuzzPNG_main")
public func fuzzPNGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_main(argc, argv) { data, size in fuzzPNG(data, size) }
}
