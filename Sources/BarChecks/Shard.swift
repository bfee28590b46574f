/// One of `count` shards of a golden suite (`verify --shard INDEX/COUNT`, INDEX from 1): a scene
/// belongs to the shard its path's hash picks, so that the shards split the suite without
/// overlap, every runner agrees, and adding a scene moves no other one.
public struct Shard: Sendable, Equatable {
    /// 1…count.
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index))
        self.index = index
        self.count = count
    }

    /// Parses `I/N`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000, (1...n).contains(i)
        else { return nil }
        self.init(index: i, count: n)
    }

    /// The shard (1…count) of a scene named by its path under the suite's folder, without
    /// `.yaml`: FNV-1a (64-bit) of the path's UTF-8 bytes, modulo the count.
    public static func of(_ name: String, count: Int) -> Int { Int(fnv1a64(name) % UInt64(count)) + 1 }

    public func contains(_ name: String) -> Bool { Shard.of(name, count: count) == index }
}
/// FNV-1a, 64-bit, of a text's UTF-8 bytes: a stable hash of a golden's name (its shard, a short
/// file name for a long one), the same on every machine.
func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
    }
    return hash
}
