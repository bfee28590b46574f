/// An animated PNG (APNG) made from PNG files of one size: Debian's libpng writes no APNG, so
/// the frames are encoded by libpng as usual and their compressed rows re-wrapped here, as the
/// APNG specification (Mozilla's, adopted into the W3C's PNG Third Edition) lays them out:
/// `IHDR`, `acTL` (frame and play counts), then for each frame an `fcTL` (its size, place,
/// delay, disposal and blending) and its data, `IDAT` for the first frame (so a decoder
/// without APNG shows it) and `fdAT` (a sequence number, then the same bytes) for the others;
/// `fcTL` and `fdAT` share one sequence from 0. Every frame covers the whole canvas and
/// replaces it (`APNG_DISPOSE_OP_NONE`, `APNG_BLEND_OP_SOURCE`).
package enum APNG {
    /// The animation of `frames` (whole PNG files, as ``PNGEncoder/encode(_:format:preset:profile:path:)``
    /// writes them: same header, no animation of their own), each shown `delay` milliseconds,
    /// played `plays` times (0: forever).
    package static func assemble(frames: [[UInt8]], delay: Int, plays: Int = 0, path: String? = nil)
        throws(PNGError) -> [UInt8]
    {
        var writer = try Writer(frameCount: frames.count, delay: delay, plays: plays, path: path)
        var out: [UInt8] = []
        for frame in frames { out += try writer.add(frame) }
        return out + (try writer.finish())
    }

    /// An animation written as its frames come: each ``add(_:)`` returns the bytes that frame
    /// adds to the file (the first also the file's start), ``finish()`` its end, so that a long
    /// animation never holds more than one encoded frame in memory.
    package struct Writer {
        let frameCount: Int, delay: Int, plays: Int, path: String?
        private var header: [UInt8]?
        private var sequence: UInt32 = 0
        private var added = 0

        /// Starts an animation of `frameCount` frames (at least one), each shown `delay`
        /// milliseconds (0…65535), played `plays` times (0: forever).
        package init(frameCount: Int, delay: Int, plays: Int = 0, path: String? = nil) throws(PNGError) {
            func fail(_ reason: String) -> PNGError { PNGError(code: .encode, path: path, reason: reason) }
            guard frameCount >= 1 else { throw fail("an animation needs at least one frame") }
            guard (0...65535).contains(delay) else { throw fail("a frame's delay is 0 to 65535 ms, not \(delay)") }
            (self.frameCount, self.delay, self.plays, self.path) = (frameCount, delay, plays, path)
        }

        /// The bytes frame `frames added so far` adds: a whole PNG file of the first frame's
        /// size and pixel format.
        package mutating func add(_ frame: [UInt8]) throws(PNGError) -> [UInt8] {
            func fail(_ reason: String) -> PNGError { PNGError(code: .encode, path: path, reason: reason) }
            guard added < frameCount else { throw fail("more frames than the \(frameCount) announced") }
            // ``chunks(of:path:)`` makes sure each file starts with its IHDR.
            let parsed = try chunks(of: frame, path: path)
            var out: [UInt8] = []
            func chunk(_ type: String, _ data: [UInt8]) { out += PNGChunk.encode(type, data) }
            if let header {
                guard parsed[0].data == header else {
                    throw fail("the frames differ in size or pixel format; an animation's frames share one header")
                }
            } else {
                header = parsed[0].data
                out = PNGChunk.signature
                chunk("IHDR", parsed[0].data)
                chunk("acTL", PNGChunk.bigEndian(UInt32(frameCount)) + PNGChunk.bigEndian(UInt32(plays)))
                // The first frame's other chunks before its rows (colour space, text) describe them all.
                for c in parsed where c.type != "IHDR" && c.type != "IDAT" && c.type != "IEND" && !c.isAfterData {
                    chunk(c.type, c.data)
                }
            }
            let size = Array(parsed[0].data[0..<8])
            let control =
                PNGChunk.bigEndian(sequence) + size + PNGChunk.bigEndian(UInt32(0)) + PNGChunk.bigEndian(UInt32(0))
                + bigEndian16(UInt16(delay)) + bigEndian16(1000) + [0, 0]
            chunk("fcTL", control)
            sequence += 1
            for data in parsed.filter({ $0.type == "IDAT" }).map(\.data) {
                if added == 0 {
                    chunk("IDAT", data)
                } else {
                    chunk("fdAT", PNGChunk.bigEndian(sequence) + data)
                    sequence += 1
                }
            }
            added += 1
            return out
        }

        /// The file's end, once every announced frame was added.
        package func finish() throws(PNGError) -> [UInt8] {
            guard added == frameCount else {
                throw PNGError(
                    code: .encode, path: path, reason: "\(added) of the \(frameCount) frames announced were added")
            }
            return PNGChunk.encode("IEND", [])
        }
    }

    struct Chunk {
        let type: String
        let data: [UInt8]
        /// Whether it came after the image data (such chunks are not repeated before it).
        let isAfterData: Bool
    }

    /// A PNG file's chunks, checked for a signature, whole chunks and an `IHDR`.
    static func chunks(of bytes: [UInt8], path: String?) throws(PNGError) -> [Chunk] {
        func fail(_ reason: String) -> PNGError { PNGError(code: .malformed, path: path, reason: reason) }
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(PNGChunk.signature) else {
            throw fail("no PNG signature")
        }
        var found: [Chunk] = []
        var offset = 8, seenData = false
        while offset + 12 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            guard offset + 12 + length <= bytes.count else { throw fail("a chunk runs past the end of the file") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard type != "acTL" else { throw fail("the frame is itself animated") }
            if type == "IDAT" { seenData = true }
            found.append(
                Chunk(
                    type: type, data: Array(bytes[(offset + 8)..<(offset + 8 + length)]),
                    isAfterData: seenData && type != "IDAT"))
            offset += 12 + length
        }
        guard found.first?.type == "IHDR", found.first?.data.count == 13 else { throw fail("no IHDR chunk first") }
        return found
    }

    static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xff)] }
}

/// PNG chunks as the PNG specification lays them out: the length (big-endian), the type, the
/// data and the CRC-32 of type and data (ISO 3309, polynomial 0xEDB88320 reflected, as in the
/// specification's sample code). The APNG writer and the artifacts' mark both write them.
package enum PNGChunk {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    /// One whole chunk: length, type, data, CRC.
    package static func encode(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// A 32-bit value as four big-endian bytes.
    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 PNG chunks carry.
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
