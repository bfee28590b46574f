import Foundation
import Testing

@testable import BarLayers
@testable import BarScene

/// Issue 24's defects in the scene reader, at the level of its functions.
@Suite struct HardeningRound3SceneTests {
    /// 9: a word far longer than any candidate is not compared with each (a 1 MB colour name
    /// took 7 s, the edit distance worked out twice for every system colour).
    @Test func suggestionsSkipWordsLongerThanAnyCandidate() {
        let names = SemanticColors.all.compactMap(\.name)
        #expect(closest(String(repeating: "x", count: 1 << 20), in: names) == nil)
        #expect(closest("systemBlu", in: names) == "systemBlue")
        #expect(nearest(String(repeating: "k", count: 1 << 20), in: SceneKeys.scene.names) == nil)
        #expect(nearest("navigationBr", in: SceneKeys.scene.names) == "navigationBar")
    }

    /// 13: `normalize` wrote control characters raw inside quoted strings, which YAML cannot
    /// read back. Every character YAML forbids in a stream, and every line break, round-trips.
    @Test func quotedStringsReadBackAsTheSameTextForEveryControlCharacter() throws {
        let scalars: [UInt32] =
            Array(0..<0x20) + Array(0x7f...0x9f) + [0x2028, 0x2029, 0xfeff, 0xfffe, 0xffff, 0x22, 0x5c]
        for value in scalars {
            let text = "a" + String(Unicode.Scalar(value)!) + "b"
            let quoted = YAMLWriter.quoted(text)
            #expect(
                !quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) },
                "U+\(String(value, radix: 16)) written raw")
            let node = try YAMLDocument.compose("k: " + quoted + "\n", maximumDepth: 4)
            #expect(node?.mapping?.first?.value.string == text, "U+\(String(value, radix: 16)): \(quoted)")
        }
    }

    /// 20: a UTF-8 byte-order mark is dropped; 11: other bytes that are not UTF-8 are refused.
    @Test func sceneBytesAreUTF8WithOrWithoutAByteOrderMark() throws {
        #expect(try SceneParser.text(of: [0xef, 0xbb, 0xbf] + Array("ios: 10".utf8), file: "s.yaml") == "ios: 10")
        #expect(
            throws: SceneError(
                code: .syntax, file: "s.yaml", key: nil, line: 2,
                message: "the byte at offset 8 (0xC3) is not UTF-8; save the scene file as UTF-8")
        ) {
            try SceneParser.text(of: Array("ios: 10\né".utf8.dropLast()) + [0x28], file: "s.yaml")
        }
    }
}
