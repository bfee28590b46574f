/// An animated PNG (APNG) made from PNG files of one size: Debian's libpng writes no APNG, so
/// the frames are encoded by libpng as usual and their compressed rows re-wrapped here, as the
/// APNG specification (Mozilla's, adopted into the W3C's PNG Third Edition) lays them out:
/// `IHDR`, `acTL` (frame and play counts), then for each frame an `fcTL` (its size, place,
/// delay, disposal and blending) and its data, `IDAT` for the first frame (so a decoder
/// without APNG shows it) and `fdAT` (a sequence number, then the same bytes) for the others;
/// `fcTL` and `fdAT` share one sequence from 0. Every frame covers the whole canvas and
/// replaces it (`APNG_DISPOSE_OP_NONE`, `APNG_BLEND_OP_SOURCE`).
public enum APNG {
    /// The animation of `frames` (whole PNG files, as ``PNGEncoder/encode(_:format:preset:profile:path:)``
    /// writes them: same header, no animation of their own), each shown `delay` milliseconds,
    /// played `plays` times (0: forever).
    public static func assemble(frames: [[UInt8]], delay: Int, plays: Int = 0, path: String? = nil)
        throws(PNGError) -> [UInt8]
    {
        func fail(_ reason: String) -> PNGError { PNGError(code: .encode, path: path, reason: reason) }
        guard !frames.isEmpty else { throw fail("an animation needs at least one frame") }
        guard (0...65535).contains(delay) else { throw fail("a frame's delay is 0 to 65535 ms, not \(delay)") }
        let parsed = try frames.map { (bytes) throws(PNGError) in try chunks(of: bytes, path: path) }
        // ``chunks(of:path:)`` makes sure each file starts with its IHDR.
        let header = parsed[0][0].data
        guard parsed.allSatisfy({ $0[0].data == header }) else {
            throw fail("the frames differ in size or pixel format; an animation's frames share one header")
        }
        var out = PNGChunk.signature
        func chunk(_ type: String, _ data: [UInt8]) { out += PNGChunk.encode(type, data) }
        chunk("IHDR", header)
        chunk("acTL", PNGChunk.bigEndian(UInt32(frames.count)) + PNGChunk.bigEndian(UInt32(plays)))
        // The first frame's other chunks before its rows (colour space, text) describe them all.
        for c in parsed[0] where c.type != "IHDR" && c.type != "IDAT" && c.type != "IEND" && !c.isAfterData {
            chunk(c.type, c.data)
        }
        let width = Array(header[0..<4]), height = Array(header[4..<8])
        var sequence: UInt32 = 0
        for (index, frame) in parsed.enumerated() {
            let control =
                PNGChunk.bigEndian(sequence) + width + height + PNGChunk.bigEndian(UInt32(0))
                + PNGChunk.bigEndian(UInt32(0))
                + bigEndian16(UInt16(delay)) + bigEndian16(1000) + [0, 0]
            chunk("fcTL", control)
            sequence += 1
            for data in frame.filter({ $0.type == "IDAT" }).map(\.data) {
                if index == 0 {
                    chunk("IDAT", data)
                } else {
                    chunk("fdAT", PNGChunk.bigEndian(sequence) + data)
                    sequence += 1
                }
            }
        }
        chunk("IEND", [])
        return out
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
public enum PNGChunk {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    /// One whole chunk: length, type, data, CRC.
    public static func encode(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// A 32-bit value as four big-endian bytes.
    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 PNG chunks carry.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
