import CFuzzDriver
import Raster
import RasterPNG

/// Small limits keep each run fast; the limit path itself is part of what is fuzzed.
let limits = PNGLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 20, maxChunkBytes: 1 << 20)

/// Decodes any bytes; a decoded image must re-encode and decode to the same pixels.
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
