import Foundation
import Testing
import TestSupport

import FileAccess
@testable import Raster
@testable import RasterPNG

func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "barscope-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The chunk types of a PNG, in order.
func chunkTypes(_ bytes: [UInt8]) -> [String] {
    var types: [String] = []
    var i = 8
    while i + 8 <= bytes.count {
        let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        types.append(String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self))
        i += 12 + length
    }
    return types
}

@Suite struct PNGRoundTripTests {
    func sample() throws -> Image {
        var image = try Image(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 {
                image[x, y] = RGBA8(r: UInt8(x * 50), g: UInt8(y * 100), b: 7, a: UInt8(255 - x * 20)).premultiplied
            }
        }
        return image
    }

    @Test func rgbaRoundTripIsExact() throws {
        let image = try sample()
        let bytes = try PNGEncoder.encode(image, format: .rgba8)
        let (decoded, info) = try PNGDecoder.decode(bytes)
        #expect(decoded.premultiplied == image)
        #expect(info.colorType == 6 && info.bitDepth == 8)
    }

    @Test func opaqueImagesAreWrittenAsRGBWithSRGBAndNoTime() throws {
        let image = try Image(width: 4, height: 4, fill: RGBA8(r: 0xfb, g: 0x29, b: 0x30).premultiplied)
        let bytes = try PNGEncoder.encode(image)
        #expect(chunkTypes(bytes) == ["IHDR", "sRGB", "IDAT", "IEND"])
        #expect(bytes[25] == 2)  // colour type RGB
        #expect(try PNGDecoder.decode(bytes).image.premultiplied == image)
        #expect(try PNGEncoder.encode(image) == bytes)
    }

    @Test func garbageIsRejectedWithTheReason() {
        #expect(throws: PNGError(code: .malformed, path: "x.png", reason: "Not a PNG file (bad signature)")) {
            try PNGDecoder.decode(Array("hello, world".utf8), path: "x.png")
        }
    }

    @Test func truncatedFileCarriesLibpngsMessage() throws {
        let bytes = try PNGEncoder.encode(try sample())
        do {
            _ = try PNGDecoder.decode(Array(bytes.prefix(40)), path: "cut.png")
            Issue.record("a truncated PNG decoded")
        } catch {
            #expect(error.description.hasPrefix("cut.png: not a valid PNG: "))
            #expect(error.reason == "Read beyond end of data (truncated file)")
        }
    }

    @Test func headerOverTheLimitIsRefusedBeforeAllocation() throws {
        let bytes = try PNGEncoder.encode(try Image(width: 300, height: 2))
        let limits = PNGLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 500, maxChunkBytes: 1 << 20)
        #expect(
            throws: PNGError(code: .limit, path: nil, reason: "Image is 300x2 pixels, over the limit of 500 pixels")
        ) {
            try PNGDecoder.decode(bytes, limits: limits)
        }
    }
}

/// FNV-1a, 64 bits: the checksum `scripts/pngsuite-reference` writes for each reference image.
func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return hash
}

let pngSuiteFixtures = packageRoot + "/Tests/Fixtures/PngSuite"

/// PngSuite 2017jul19 (Willem van Schaik; its LICENSE is beside the images in Tests/Fixtures):
/// every valid image decodes to its reference pixels, every corrupt one is refused.
@Suite struct PngSuiteConformanceTests {
    struct Reference: Sendable, CustomStringConvertible {
        let name: String, width: Int, height: Int, checksum: UInt64
        var description: String { name }
    }

    static let references: [Reference] = {
        let text = (try? String(contentsOfFile: pngSuiteFixtures + "/reference.tsv", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let f = line.split(separator: "\t")
            return Reference(
                name: String(f[0]), width: Int(f[1])!, height: Int(f[2])!, checksum: UInt64(f[3], radix: 16)!)
        }
    }()

    static let corrupt: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: pngSuiteFixtures)) ?? [])
        .filter { $0.hasPrefix("x") && $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()

    @Test func theSuiteIsComplete() {
        #expect(Self.references.count == 161)
        #expect(Self.corrupt.count == 14)
    }

    /// 16-bit files are compared after BarScope's documented reduction, round(v · 255 / 65535)
    /// (libpng's png_set_scale_16); gamma chunks are not applied (samples are taken as sRGB).
    @Test(arguments: references)
    func decodesToTheReferencePixels(reference: Reference) throws {
        let image = try PNGDecoder.readStraight(path: pngSuiteFixtures + "/\(reference.name).png")
        #expect(image.width == reference.width && image.height == reference.height)
        let checksum = fnv1a64(image.bytes)
        #expect(checksum == reference.checksum, "\(reference.name): checksum \(String(checksum, radix: 16))")
    }

    /// The premultiplied decode (straight into the returned array, premultiplied in place unless
    /// the header says every pixel is opaque) equals premultiplying the straight decode; the
    /// header's `opaque` is true only for files whose every pixel is opaque, and is false for an
    /// alpha channel or a tRNS chunk.
    @Test(arguments: references)
    func premultipliedDecodeAndOpacity(reference: Reference) throws {
        let path = pngSuiteFixtures + "/\(reference.name).png"
        let bytes = try FileIO.readAll(path: path, maxBytes: 1 << 20)
        let straight = try PNGDecoder.decode(bytes, path: path)
        #expect(try PNGDecoder.decodePremultiplied(bytes, path: path) == straight.image.premultiplied)
        if straight.info.opaque { #expect(straight.image.premultiplied.isOpaque, "\(reference.name)") }
        let expected: [String: Bool] = [
            "basn2c08": true, "basn0g08": true, "basn3p08": true, "basn6a08": false, "basn4a08": false,
            "tbrn2c08": false, "tbbn3p08": false,
        ]
        if let opaque = expected[reference.name] { #expect(straight.info.opaque == opaque, "\(reference.name)") }
    }

    /// Gamma-chunk files (g03…g25: gAMA from 0.35 to 2.5, their samples pre-corrected by the suite
    /// so they look alike on a gamma-aware viewer) decode to the samples as stored: BarScope takes
    /// every PNG as sRGB, as UIKit does for images in a bar (README, "PNG input").
    @Test func gammaChunksAreNotApplied() throws {
        let gammaFiles = Self.references.filter { $0.name.hasPrefix("g") }
        #expect(gammaFiles.count == 18)
        for reference in gammaFiles {
            let image = try PNGDecoder.readStraight(path: pngSuiteFixtures + "/\(reference.name).png")
            #expect(fnv1a64(image.bytes) == reference.checksum, "\(reference.name)")
        }
        // The stored samples differ from file to file; applying gAMA would make them alike.
        let low = try PNGDecoder.readStraight(path: pngSuiteFixtures + "/g03n2c08.png")
        let high = try PNGDecoder.readStraight(path: pngSuiteFixtures + "/g25n2c08.png")
        #expect(low.color(x: 16, y: 16) != high.color(x: 16, y: 16))
    }

    @Test(arguments: corrupt)
    func corruptFilesAreRejectedWithLibpngsReason(name: String) throws {
        let path = pngSuiteFixtures + "/\(name).png"
        do {
            _ = try PNGDecoder.readStraight(path: path)
            Issue.record("\(name) decoded")
        } catch {
            #expect(error.code == .malformed)
            #expect(Self.expectedReasons[name] == error.reason, "\(name): \(error.reason)")
            #expect(error.description == "\(path): not a valid PNG: \(error.reason)")
        }
    }

    /// libpng's words for each corrupt file.
    static let expectedReasons: [String: String] = [
        "xc1n0g08": "Invalid IHDR data (Invalid color type in IHDR)",
        "xc9n2c08": "Invalid IHDR data (Invalid color type in IHDR)",
        "xcrn0g04": "Not a PNG file (bad signature)",
        "xcsn0g01": "IDAT: CRC error",
        "xd0n2c08": "Invalid IHDR data (Invalid bit depth in IHDR)",
        "xd3n2c08": "Invalid IHDR data (Invalid bit depth in IHDR)",
        "xd9n2c08": "Invalid IHDR data (Invalid bit depth in IHDR)",
        "xdtn0g01": "IEND: out of place",
        "xhdn0g08": "IHDR: CRC error",
        "xlfn0g04": "Not a PNG file (bad signature)",
        "xs1n0g01": "Not a PNG file (bad signature)",
        "xs2n0g01": "Not a PNG file (bad signature)",
        "xs4n0g01": "Not a PNG file (bad signature)",
        "xs7n0g01": "Not a PNG file (bad signature)",
    ]
}

/// Hostile headers are refused from the IHDR, before libpng allocates anything for the image
/// (fixtures written by scripts/hostile-fixtures).
@Suite struct HostileInputTests {
    let dir = packageRoot + "/Tests/Fixtures/Hostile"

    @Test func hugeHeaderAndBombAreRefused() throws {
        for (file, size) in [("huge-ihdr", "100000x100000"), ("bomb-4gb", "32768x32768")] {
            let path = "\(dir)/\(file).png"
            #expect(
                throws: PNGError(
                    code: .limit, path: path,
                    reason: "Image is \(size) pixels, over the limit of 16384 pixels on a side")
            ) {
                try PNGDecoder.readStraight(path: path)
            }
        }
    }

    /// A 16 MB zTXt from 16 KB is skipped under libpng's chunk limit; the image still decodes.
    @Test func compressedTextBombIsSkipped() throws {
        let image = try PNGDecoder.readStraight(path: "\(dir)/bomb-zlib.png")
        #expect(image.width == 16 && image.height == 16 && image.color(x: 15, y: 15).hex == "#808080")
    }

    @Test func limitsAreConfigurable() throws {
        var limits = PNGLimits.default
        limits.maxPixels = 100
        let path = pngSuiteFixtures + "/basn0g08.png"
        #expect(
            throws: PNGError(code: .limit, path: path, reason: "Image is 32x32 pixels, over the limit of 100 pixels")
        ) {
            try PNGDecoder.readStraight(path: path, limits: limits)
        }
        limits.maxPixels = 1024
        #expect(try PNGDecoder.readStraight(path: path, limits: limits).width == 32)
    }
}

/// Inputs the PNG fuzzer found (Tests/Fixtures/FuzzRegressions/png): each is now refused at once.
@Suite struct PNGFuzzRegressionTests {
    static let folder = packageRoot + "/Tests/Fixtures/FuzzRegressions/png"

    /// An 813-byte file whose iTXt chunk claims 1.5 GB: libpng treated it as a benign error and
    /// allocated and cleared 1.5 GB (5.8 s); the shim now refuses lengths past the end of the data.
    @Test func oversizedChunk() throws {
        let path = Self.folder + "/oversized-itxt.png"
        #expect(
            throws: PNGError(
                code: .malformed, path: path,
                reason: "iTXt: chunk claims 1526726683 bytes but the file ends 756 bytes later (truncated or corrupt)")
        ) {
            try PNGDecoder.readStraight(path: path)
        }
    }

    @Test func everyRegressionInputIsRefused() throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
        #expect(!inputs.isEmpty)
        for input in inputs {
            #expect(throws: PNGError.self, "\(input)") { try PNGDecoder.readStraight(path: Self.folder + "/" + input) }
        }
    }
}

/// Decoding and encoding row by row: the same pixels and bytes as the whole-image calls.
@Suite struct PNGRowTests {
    static func gradient(_ w: Int, _ h: Int, alpha: Bool) throws -> Image {
        var image = try Image(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                image[x, y] =
                    RGBA8(
                        r: UInt8(x * 7 % 256), g: UInt8(y * 13 % 256), b: UInt8((x ^ y) % 256),
                        a: alpha ? UInt8(128 + x % 128) : 255
                    )
                    .premultiplied
            }
        }
        return image
    }

    @Test(arguments: [1, 7, 64])
    func readingInBandsGivesTheDecodedPixels(band: Int) throws {
        let image = try Self.gradient(33, 70, alpha: true)
        let bytes = try PNGEncoder.encode(image)
        let whole = try PNGDecoder.decode(bytes).image
        let rows = try PNGDecoder.withRowReader(bytes, path: nil, limits: .default) {
            reader throws(PNGError) -> [UInt8] in
            var out = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
            try out.withUnsafeMutableBufferPointer { p throws(PNGError) in
                while reader.rowsRead < reader.height {
                    let count = min(band, reader.height - reader.rowsRead)
                    try reader.read(rows: count, into: p.baseAddress! + reader.rowsRead * reader.width * 4)
                }
            }
            return out
        }
        #expect(rows == whole.bytes)
    }

    @Test func anInterlacedImageMustBeReadWhole() throws {
        let bytes = try FileIO.readAll(path: packageRoot + "/Tests/Fixtures/PngSuite/basi2c08.png", maxBytes: 1 << 20)
        let message = PNGDecoder.withRowReaderMessage(bytes)
        #expect(message == "PNG data: not a valid PNG: An interlaced PNG must be read whole")
    }

    @Test func rowsWrittenAsProducedGiveTheSameFile() throws {
        for alpha in [false, true] {
            let image = try Self.gradient(45, 31, alpha: alpha)
            let whole = try PNGEncoder.encode(image, preset: .fast)
            let writer = try PNGEncoder.rowWriter(width: 45, height: 31, format: alpha ? .rgba8 : .rgb8, preset: .fast)
            let straight = alpha ? image.straightRGBA() : image.pixels
            try straight.withUnsafeBufferPointer { p throws(PNGError) in
                for start in stride(from: 0, to: 31, by: 10) {
                    try writer.write(rows: p.baseAddress! + start * 45 * 4, count: min(10, 31 - start), stride: 45 * 4)
                }
            }
            #expect(try writer.finish() == whole)
        }
        // RGB given as 3-byte pixels: the same file as 4-byte pixels with alpha dropped by libpng.
        let image = try Self.gradient(20, 9, alpha: false)
        let rgb = stride(from: 0, to: image.pixels.count, by: 4).flatMap { image.pixels[$0..<($0 + 3)] }
        let writer = try PNGEncoder.rowWriter(width: 20, height: 9, format: .rgb8, inputChannels: 3)
        try rgb.withUnsafeBufferPointer { p throws(PNGError) in
            try writer.write(rows: p.baseAddress!, count: 9, stride: 60)
        }
        #expect(try writer.finish() == (try PNGEncoder.encode(image)))
    }

    @Test func finishingEarlyOrWritingTooManyRowsIsRefused() throws {
        let writer = try PNGEncoder.rowWriter(width: 2, height: 2, format: .rgb8)
        #expect(throws: PNGError(code: .encode, path: nil, reason: "Not every row was written")) { try writer.finish() }
        let pixels = [UInt8](repeating: 255, count: 2 * 3 * 4)
        #expect(throws: PNGError(code: .encode, path: nil, reason: "Wrote past the last row")) {
            try pixels.withUnsafeBufferPointer { p throws(PNGError) in
                try writer.write(rows: p.baseAddress!, count: 3, stride: 8)
            }
        }
    }
}

extension PNGDecoder {
    /// The error of reading the first row alone, as text (for the interlace test).
    static func withRowReaderMessage(_ bytes: [UInt8]) -> String? {
        do {
            try withRowReader(bytes, path: nil, limits: .default) { reader throws(PNGError) in
                var row = [UInt8](repeating: 0, count: reader.width * 4)
                try row.withUnsafeMutableBufferPointer { p throws(PNGError) in
                    try reader.read(rows: 1, into: p.baseAddress!)
                }
            }
            return nil
        } catch {
            return error.description
        }
    }
}
