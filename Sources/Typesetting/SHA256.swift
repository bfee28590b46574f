import CSHA256

/// SHA-256 (FIPS 180-4), to pin font files: a golden's text can only change if a font file's
/// bytes do, and then the digest says so before anything is drawn.
package enum SHA256 {
    /// The digest of `bytes`, as 64 lowercase hex digits.
    package static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        digest(bytes).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    package static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex($0) }
    }

    /// The 32-byte digest.
    package static func digest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        digest(bytes, blocks: bs_sha256_blocks)
    }

    /// The digest through the portable C path alone (tests hold the two paths against each other).
    static func portableDigest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        digest(bytes, blocks: bs_sha256_blocks_portable)
    }

    private static func digest(
        _ bytes: UnsafeRawBufferPointer, blocks: (UnsafeMutablePointer<UInt32>?, UnsafePointer<UInt8>?, Int) -> Void
    ) -> [UInt8] {
        var state: [UInt32] = [
            0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
        ]
        let count = bytes.count, whole = count / 64
        if whole > 0, let base = bytes.baseAddress {
            blocks(&state, base.assumingMemoryBound(to: UInt8.self), whole)
        }
        // The tail, a one bit, zeros, and the length in bits: one or two blocks.
        var tail = [UInt8](bytes[(whole * 64)...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = UInt64(count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        blocks(&state, tail, tail.count / 64)
        return state.flatMap { (v: UInt32) -> [UInt8] in
            [
                UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16),
                UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v),
            ]
        }
    }
}
