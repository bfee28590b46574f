import Foundation
import Testing

@testable import Raster
@testable import RasterPNG

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

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
        #expect(throws: PNGError(code: .limit, path: nil, reason: "Image is 300x2 pixels, over the limit of 500 pixels")) {
            try PNGDecoder.decode(bytes, limits: limits)
        }
    }

    @Test func atomicWriteReplacesAndLeavesNoTemporaryFile() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/out.png"
        try FileIO.writeAtomically([1, 2, 3], to: path)
        try FileIO.writeAtomically([4, 5], to: path)
        #expect(try FileIO.readAll(path: path) == [4, 5])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
        #expect(throws: PNGError.self) { try FileIO.writeAtomically([1], to: dir + "/missing/out.png") }
    }
}

/// A sample of PngSuite (in ../shared/pngsuite) against its reference pixels: every colour type
/// and the bit depths below 16. The full conformance run is a later issue.
@Suite struct PngSuiteSampleTests {
    static let names = ["basn0g01", "basn0g02", "basn0g04", "basn0g08", "basn2c08", "basn3p01", "basn3p02",
                        "basn3p04", "basn3p08", "basn4a08", "basn6a08", "basi0g01", "basi3p02", "basi6a08", "tbbn3p08"]

    @Test(arguments: names)
    func decodesToReferencePixels(name: String) throws {
        let suite = packageRoot + "/../shared/pngsuite"
        try #require(FileManager.default.fileExists(atPath: suite + "/png/\(name).png"))
        let image = try PNGDecoder.readStraight(path: suite + "/png/\(name).png")
        let json = try Data(contentsOf: URL(fileURLWithPath: suite + "/json/\(name).json"))
        let reference = try JSONDecoder().decode([Int].self, from: json).map(UInt8.init)
        #expect(image.bytes == reference)
    }
}

@Suite struct FileListingTests {
    /// Sorted bytewise, recursive, hidden entries skipped, and a link cycle does not hang.
    @Test func filesUnderAFolder() throws {
        let dir = NSTemporaryDirectory() + "barscope-list-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        for file in ["b.yaml", "a.yaml", "a.png", ".hidden.yaml", "sub/c.yaml"] {
            fm.createFile(atPath: dir + "/" + file, contents: Data())
        }
        try fm.createSymbolicLink(atPath: dir + "/sub/loop", withDestinationPath: dir)
        #expect(try FileIO.files(under: dir, suffix: ".yaml") == [dir + "/a.yaml", dir + "/b.yaml", dir + "/sub/c.yaml"])
        #expect(throws: PNGError(code: .io, path: dir + "/none", reason: "cannot list the folder: No such file or directory")) {
            try FileIO.files(under: dir + "/none", suffix: ".yaml")
        }
    }
}
