import Foundation
import Testing
import TestSupport

import FileAccess
@testable import Raster
@testable import RasterPNG

/// The rows of `bytes` as libpng and zlib decode them, a row at a time (the path a file takes
/// when it is not inflated whole): the reference for the fast encoder and the whole inflate.
func rowsByLibpng(_ bytes: [UInt8]) throws -> [UInt8] {
    try PNGDecoder.withRowReader(bytes, path: nil, limits: .default) { reader throws(PNGError) -> [UInt8] in
        var out = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
        try out.withUnsafeMutableBufferPointer { p throws(PNGError) in
            if reader.mustReadWhole {
                try reader.read(rows: reader.height, into: p.baseAddress!)
            } else {
                for y in 0..<reader.height { try reader.read(rows: 1, into: p.baseAddress! + y * reader.width * 4) }
            }
        }
        return out
    }
}

/// What pngcheck (which inflates with zlib and checks every CRC) says of `bytes`, or nil where
/// pngcheck is not installed.
func pngcheck(_ bytes: [UInt8]) throws -> (ok: Bool, output: String)? {
    let tool = ["/usr/bin/pngcheck", "/usr/local/bin/pngcheck", "/opt/homebrew/bin/pngcheck"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let tool else { return nil }
    let path = try temporaryDirectory() + "/check.png"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-q", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: path)
    return (process.terminationStatus == 0, output)
}

/// BarScope's own encoder for `--png fast` (FastPNG.c): pixels exact, files valid, bytes that
/// depend on nothing but the rows.
@Suite struct FastPNGTests {
    /// A deterministic image of the kinds a screen holds: noise (a photo), flat runs (a list),
    /// steps (text), and optionally translucent pixels.
    static func screenLike(_ w: Int, _ h: Int, alpha: Bool, seed: UInt32 = 1) throws -> Image {
        var image = try Image(width: w, height: h)
        var state = seed
        func next() -> UInt8 {
            // Numerical Recipes' LCG constants.
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        for y in 0..<h {
            for x in 0..<w {
                let pixel: RGBA8
                switch (y / 7) % 3 {
                case 0: pixel = RGBA8(r: next(), g: UInt8(x % 256), b: next() & 0x0f, a: alpha ? next() : 255)
                case 1: pixel = RGBA8(r: 255, g: 255, b: 255, a: alpha ? 200 : 255)
                default:
                    pixel = RGBA8(r: x % 5 == 0 ? 0 : 250, g: 30, b: UInt8(y % 256), a: alpha ? UInt8(x % 256) : 255)
                }
                image[x, y] = pixel.premultiplied
            }
        }
        return image
    }

    static let sizes: [(Int, Int)] = [(1, 1), (1, 300), (3, 2), (300, 1), (45, 127), (45, 128), (45, 129), (97, 300)]

    @Test(arguments: [false, true])
    func fastFilesDecodeToTheirPixelsByLibpngAndZlib(alpha: Bool) throws {
        for (w, h) in Self.sizes {
            let image = try Self.screenLike(w, h, alpha: alpha)
            let bytes = try PNGEncoder.encode(image, preset: .fast)
            #expect(chunkTypes(bytes).first == "IHDR" && chunkTypes(bytes).last == "IEND")
            #expect(bytes[25] == (image.isOpaque ? 2 : 6), "colour type of \(w) x \(h)")
            let expected = alpha ? image.straightRGBA() : image.pixels
            #expect(try rowsByLibpng(bytes) == expected, "\(w) x \(h), alpha \(alpha), libpng")
            #expect(try PNGDecoder.decode(bytes).image.bytes == expected, "\(w) x \(h), alpha \(alpha), whole")
            if let check = try pngcheck(bytes) { #expect(check.ok, "\(w) x \(h): \(check.output)") }
        }
    }

    @Test func longRunsAndEveryByteValueRoundTrip() throws {
        // Rows of one colour (zero runs of every length up to several matches of 258), then
        // every byte value in a row: the match lengths and the literal codes all used.
        var image = try Image(width: 700, height: 260)
        for y in 0..<260 {
            for x in 0..<700 {
                let flat = x < y * 3
                let v = UInt8(truncatingIfNeeded: x &* 37 &+ y)
                image[x, y] = (flat ? RGBA8(r: 9, g: 9, b: 9) : RGBA8(r: v, g: v &+ 1, b: v &* 3)).premultiplied
            }
        }
        let bytes = try PNGEncoder.encode(image, preset: .fast)
        #expect(try rowsByLibpng(bytes) == image.pixels)
        if let check = try pngcheck(bytes) { #expect(check.ok, "\(check.output)") }
    }

    @Test func skewedByteCountsKeepCodesWithinDeflatesLimit() throws {
        // Sub-filtered bytes with counts halving from one value to the next (0 half the time, 1
        // a quarter, ...): a Huffman tree deeper than deflate's 15 bits, which the encoder must
        // flatten (a block of 32 rows 1200 wide holds values up to about 17).
        let (w, h) = (1200, 64)
        var image = try Image(width: w, height: h)
        var state: UInt32 = 5
        for y in 0..<h {
            var previous = (UInt8(0), UInt8(0), UInt8(0))
            for x in 0..<w {
                func step() -> UInt8 {
                    var k: UInt8 = 0
                    while k < 30 {
                        state = state &* 1_664_525 &+ 1_013_904_223
                        if state >> 31 == 0 { break }
                        k += 1
                    }
                    return k
                }
                previous = (previous.0 &+ step(), previous.1 &+ step(), previous.2 &+ step())
                image[x, y] = RGBA8(r: previous.0, g: previous.1, b: previous.2).premultiplied
            }
        }
        let bytes = try PNGEncoder.encode(image, preset: .fast)
        #expect(try rowsByLibpng(bytes) == image.pixels)
        if let check = try pngcheck(bytes) { #expect(check.ok, "\(check.output)") }
    }

    @Test func bandsCompressedInAnyOrderGiveTheSameBytes() throws {
        let (w, h) = (61, 3 * PNGRowWriter.bandRows + 17)
        let image = try Self.screenLike(w, h, alpha: false, seed: 7)
        let whole = try PNGEncoder.encode(image, preset: .fast)
        let rgb = stride(from: 0, to: image.pixels.count, by: 4).flatMap { image.pixels[$0..<($0 + 3)] }
        // Bands from the bottom up, on two threads at once.
        let writer = try PNGEncoder.rowWriter(width: w, height: h, format: .rgb8, inputChannels: 3, preset: .fast)
        #expect(writer.encodesBands)
        let bands = (h + PNGRowWriter.bandRows - 1) / PNGRowWriter.bandRows
        rgb.withUnsafeBufferPointer { p in
            let base = UInt(bitPattern: p.baseAddress!)
            let failures = LockedCount()
            DispatchQueue.concurrentPerform(iterations: bands) { k in
                let band = bands - 1 - k
                do throws(PNGError) {
                    let rows = UnsafePointer<UInt8>(bitPattern: base)! + band * PNGRowWriter.bandRows * w * 3
                    try writer.encode(band: band, rows: rows, stride: w * 3)
                } catch { failures.add() }
            }
            #expect(failures.value == 0)
        }
        #expect(try writer.finish() == whole)
        // Rows given in uneven pieces: the same bytes.
        for piece in [1, 5, 24, 200] {
            let writer = try PNGEncoder.rowWriter(width: w, height: h, format: .rgb8, inputChannels: 3, preset: .fast)
            try rgb.withUnsafeBufferPointer { p throws(PNGError) in
                var row = 0
                while row < h {
                    let count = min(piece, h - row)
                    try writer.write(rows: p.baseAddress! + row * w * 3, count: count, stride: w * 3)
                    row += count
                }
            }
            #expect(try writer.finish() == whole, "pieces of \(piece) rows")
        }
    }

    @Test func aBandTwiceOrAMissingBandIsRefused() throws {
        let writer = try PNGEncoder.rowWriter(width: 2, height: 200, format: .rgb8, inputChannels: 3, preset: .fast)
        let pixels = [UInt8](repeating: 255, count: 2 * 3 * 200)
        try pixels.withUnsafeBufferPointer { p throws(PNGError) in
            try writer.encode(band: 0, rows: p.baseAddress!, stride: 6)
        }
        #expect(throws: PNGError.self) {
            try pixels.withUnsafeBufferPointer { p throws(PNGError) in
                try writer.encode(band: 0, rows: p.baseAddress!, stride: 6)
            }
        }
        #expect(throws: PNGError(code: .encode, path: nil, reason: "Not every row was written")) {
            try writer.finish()
        }
        #expect(throws: PNGError(code: .encode, path: nil, reason: "Wrote past the last row")) {
            let small = try PNGEncoder.rowWriter(width: 2, height: 2, format: .rgb8, preset: .fast)
            try pixels.withUnsafeBufferPointer { p throws(PNGError) in
                try small.write(rows: p.baseAddress!, count: 3, stride: 8)
            }
        }
    }

    /// Every committed golden, written with the fast encoder: pngcheck accepts it and libpng
    /// with zlib reads back its pixels.
    @Test func everyGoldenEncodedFastIsValidAndExact() throws {
        let root = packageRoot + "/Goldens"
        let enumerator = FileManager.default.enumerator(atPath: root)
        var checked = 0
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".png") else { continue }
            let image = try PNGDecoder.read(path: root + "/" + name)
            let bytes = try PNGEncoder.encode(image, preset: .fast)
            let expected = image.isOpaque ? image.pixels : image.straightRGBA()
            #expect(try rowsByLibpng(bytes) == expected, "\(name)")
            if let check = try pngcheck(bytes) { #expect(check.ok, "\(name): \(check.output)") }
            checked += 1
        }
        // 65 PNGs since issue 42 trimmed the goldens (72 before): the walk found them all.
        #expect(checked >= 65)
    }
}

/// A count shared by threads.
final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

/// libdeflate's whole-stream inflate: the same rows as libpng's row-by-row path, and every file
/// it does not take left to libpng.
@Suite struct WholeInflateTests {
    @Test func everyPngSuiteFileDecodesAsLibpngDecodesIt() throws {
        let folder = packageRoot + "/Tests/Fixtures/PngSuite"
        var whole = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        where name.hasSuffix(".png") && !name.hasPrefix("x") {
            let bytes = try FileIO.readAll(path: folder + "/" + name, maxBytes: 1 << 22)
            let byLibpng = try rowsByLibpng(bytes)
            #expect(try PNGDecoder.decode(bytes).image.bytes == byLibpng, "\(name)")
            let tookWhole = try PNGDecoder.withRowReader(bytes, path: nil, limits: .default) { $0.inflateWhole() }
            if tookWhole { whole += 1 }
        }
        // The 8-bit RGB and RGBA files that are not interlaced (basn2c08, basn6a08, the filter
        // and compression files, ...) take the whole inflate.
        #expect(whole >= 10)
    }

    @Test(arguments: [false, true])
    func adaptiveFiltersAndManyIDATChunksDecodeExactly(alpha: Bool) throws {
        // libpng's balanced preset picks among all five filters and writes 8 KB IDAT chunks.
        let image = try FastPNGTests.screenLike(301, 90, alpha: alpha, seed: 3)
        let bytes = try PNGEncoder.encode(image, preset: .balanced)
        #expect(chunkTypes(bytes).filter { $0 == "IDAT" }.count > 1)
        #expect(try PNGDecoder.withRowReader(bytes, path: nil, limits: .default) { $0.inflateWhole() })
        #expect(try PNGDecoder.decode(bytes).image.bytes == (try rowsByLibpng(bytes)))
    }

    /// Files whose stream or chunks are not ordinary go to libpng, which reports them as before.
    @Test func unusualFilesAreLeftToLibpng() throws {
        let image = try FastPNGTests.screenLike(40, 20, alpha: false)
        let good = try PNGEncoder.encode(image, preset: .balanced)
        let idat = try #require(Self.offset(of: "IDAT", in: good))
        // A bad CRC on the image data.
        var badCRC = good
        let length = good[(idat - 4)..<idat].reduce(0) { $0 << 8 | Int($1) }
        badCRC[idat + 4 + length] ^= 0xff
        #expect(try PNGDecoder.withRowReader(badCRC, path: nil, limits: .default) { !$0.inflateWhole() })
        #expect(throws: PNGError.self) { try PNGDecoder.decode(badCRC) }
        // Data after the last row (a stream that goes on): left to libpng, which warns.
        let trailing = try FileIO.readAll(
            path: packageRoot + "/Tests/Fixtures/Hostile/trailing-zeros-small.png", maxBytes: 1 << 22)
        #expect(try PNGDecoder.withRowReader(trailing, path: nil, limits: .default) { !$0.inflateWhole() })
        // A critical chunk after the image data.
        var critical = good
        let iend = try #require(Self.offset(of: "IEND", in: good)) - 4
        let plte: [UInt8] = [0, 0, 0, 3] + Array("PLTE".utf8) + [0, 0, 0] + Self.crc(Array("PLTE".utf8) + [0, 0, 0])
        critical.insert(contentsOf: plte, at: iend)
        #expect(try PNGDecoder.withRowReader(critical, path: nil, limits: .default) { !$0.inflateWhole() })
    }

    /// Where a chunk type first occurs (the type's offset).
    static func offset(of type: String, in bytes: [UInt8]) -> Int? {
        let t = Array(type.utf8)
        var i = 8
        while i + 8 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if Array(bytes[(i + 4)..<(i + 8)]) == t { return i + 4 }
            i += 12 + length
        }
        return nil
    }

    /// CRC-32 as PNG defines it (ISO 3309; bit by bit, for a few bytes).
    static func crc(_ bytes: [UInt8]) -> [UInt8] {
        var c: UInt32 = 0xffff_ffff
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
        }
        c ^= 0xffff_ffff
        return [UInt8(c >> 24), UInt8(c >> 16 & 0xff), UInt8(c >> 8 & 0xff), UInt8(c & 0xff)]
    }
}
