import BarScopeTesting
import Foundation
import Testing

/// Issue 41 item 15: `assertGolden(scene:)` dropped every scene warning, and drew a scene with
/// `variants:` without them.
@Suite struct SceneWarningAssertionTests {
    /// A bar whose title the fonts cannot draw (Ge'ez).
    static let boxes = defaultBar + "\nnavigationItem: {title: \"ሰላም\"}\n"

    static func boxesWarning(_ file: String) -> String {
        "\(file):5: navigationItem.title: U+1230, U+120B, U+121D have no glyph in Inter-SemiBold.otf, Inter-Bold.otf, InterDisplay-Bold.otf or the fallback fonts and draw as boxes (.notdef); BarScope's fonts cover Latin, Greek, Cyrillic, Hebrew, Arabic, Thai, Devanagari, Chinese, Japanese and Korean (docs/scenes.md lists the character sets) and emoji: pin a font that has them under fonts:, or give the text without them"
    }

    /// 15. The scene's warnings reach the result, passed or failed (and the failure's
    /// description); under `strict` they are an error before anything is written.
    @Test func aScenesWarningsAreCarriedAndStrictMakesThemErrors() throws {
        let dir = try scratchFolder()
        let warning = Self.boxesWarning("\(dir)/boxes.yaml")
        let strict = try #require(
            #expect(throws: GoldenWarnings.self) {
                try assertGolden(scene: Self.boxes, named: "boxes", directory: dir, record: .missing, strict: true)
            })
        #expect(
            strict.description
                == "golden \"boxes\": 1 warning, and strict makes it an error; fix the scene, or check it without strict (strict: false, or $BARSCOPE_STRICT unset):\nwarning: \(warning)"
        )
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/boxes.png"), "nothing recorded")
        let recorded = try failing {
            try assertGolden(scene: Self.boxes, named: "boxes", directory: dir, record: .missing, strict: false)
        }
        #expect(recorded.result?.warnings.map(\.description) == [warning])
        #expect(
            recorded.message
                == "golden \"boxes\" recorded: no golden existed; recorded \(dir)/boxes.png\nwarning: \(warning)")
        let passed = try assertGolden(scene: Self.boxes, named: "boxes", directory: dir, record: .never, strict: false)
        #expect(passed.status == .passed && passed.warnings.map(\.description) == [warning])
        // A scene without warnings: none, under strict too (recorded, so reported as a failure).
        let clean = try failing {
            try assertGolden(scene: defaultBar, named: "clean", directory: dir, record: .all, strict: true)
        }
        #expect(clean.result?.status == .recorded && clean.result?.warnings.isEmpty == true)
        #expect(clean.message == "golden \"clean\" recorded: no golden existed; recorded \(dir)/clean.png")
    }

    /// 15. In a Swift Testing test, each warning is the test's warning issue, placed at the
    /// assertion and worded as `barscope` prints it.
    @Test func aScenesWarningsAreTheTestsWarningIssues() throws {
        let dir = try scratchFolder()
        let warning = Self.boxesWarning("\(dir)/boxes.yaml")
        // The assertion is two lines below this one.
        let line = #line + 2
        withKnownIssue {
            _ = try? assertGolden(scene: Self.boxes, named: "boxes", directory: dir, record: .missing, strict: false)
        } matching: { issue in
            // The warning, and the recorded golden's failure (issue 43, item 6): both at the assertion.
            let text = issue.comments.map(\.rawValue).joined()
            let said =
                issue.severity == .warning
                ? text == "barscope: warning: \(warning)"
                : text.hasPrefix("golden \"boxes\" recorded: no golden existed")
            return said && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "SceneWarningAssertionTests.swift"
        }
    }

    /// 15. A scene with `variants:` was drawn without them and passed: now an error naming the
    /// variants and what to do, before anything is written.
    @Test func aSceneWithVariantsIsAnError() throws {
        let dir = try scratchFolder()
        let scene = defaultBar + "\nvariants: {userInterfaceStyle: [light, dark]}\n"
        let error = try #require(
            #expect(throws: CheckError.self) {
                try assertGolden(scene: scene, named: "matrix", directory: dir, record: .all)
            })
        #expect(
            error.description
                == "SceneWarningAssertionTests.swift, aSceneWithVariantsIsAnError(): golden \"matrix\": the scene has 2 variants (light first), which an assertion does not expand; assert each variant's scene under its own name (SceneParser.parse(_:file:directory:limits:variant:), as matrix@light), or check the file with barscope verify"
        )
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/matrix.png"), "nothing recorded")
    }
}
