import Testing

@testable import BarScene

/// One error design: each problem a scene can have is a code to switch on, beside its sentence.
@Suite struct SceneErrorCodeTests {
    func code(_ yaml: String) -> SceneError.Code? {
        do {
            _ = try SceneParser.parse(yaml, file: "scene.yaml")
            return nil
        } catch {
            return error.code
        }
    }

    static let valid = "ios: 11\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n"

    @Test func eachKindOfProblemHasItsCode() {
        #expect(code(Self.valid) == nil)
        #expect(code(Self.valid + "navigationBar: {barTintColour: \"#ff0000\"}\n") == .unknownKey)
        #expect(code("device: iphone-8\ncontent: {color: \"#ffffff\"}\n") == .missingKey)
        #expect(code(Self.valid + "ios: 12\n") == .duplicateKey)
        #expect(code("ios: 8\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n") == .notModelled)
        #expect(code("ios: 11\ndevice: pixel-7\ncontent: {color: \"#ffffff\"}\n") == .notModelled)
        #expect(code(Self.valid + "navigationBar: {barTintColor: \"#zz0000\"}\n") == .invalidValue)
        #expect(code("- a list\n- not a mapping\n") == .syntax)
        let digest = String(repeating: "0", count: 64)
        #expect(code(Self.valid + "fonts: {regular: {path: /nonexistent/font.otf, sha256: \"\(digest)\"}}\n") == .font)
        #expect(code(Self.valid + "fonts: {regular: {path: /nonexistent/font.otf, sha256: \"00\"}}\n") == .invalidValue)
    }
}
