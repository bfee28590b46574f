import BarScopeSupport
import BarScopeTesting
import FileAccess
import Foundation
import Testing

@testable import Raster
@testable import RasterPNG

/// A small scene: the iOS 10 default bar over white, the hairline included.
let defaultBar = """
    ios: 10
    device: iphone-8
    content:
      color: "#ffffff"
    """

func scratchFolder() throws -> String {
    let dir = NSTemporaryDirectory() + "barscope-golden-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

/// What a failing assertion left in a Swift Testing test: its result, and the failure issue it
/// recorded (its message, file name and line), taken as a known issue so this test passes.
struct RecordedFailure {
    var result: GoldenResult?
    var message: String?
    var fileName: String?
    var line: Int?
}

/// Runs `assertion`, which is to fail: in a Swift Testing test it records its failure as an
/// issue at its own line and returns the result (issue 43, item 6).
func failing(_ assertion: () throws -> GoldenResult) throws -> RecordedFailure {
    final class Seen: @unchecked Sendable { var issue: Issue? }
    let seen = Seen()
    var recorded = RecordedFailure()
    try withKnownIssue {
        recorded.result = try assertion()
    } matching: { issue in
        if issue.severity == .error { seen.issue = issue }
        return true
    }
    recorded.message = seen.issue?.comments.map(\.rawValue).joined()
    (recorded.fileName, recorded.line) = (seen.issue?.sourceLocation?.fileName, seen.issue?.sourceLocation?.line)
    return recorded
}

@Suite struct GoldenAssertionTests {
    /// The way a package uses it: a committed golden in `__Goldens__/GoldenAssertionTests/`.
    @Test func committedGoldenMatches() throws {
        let result = try assertGolden(scene: defaultBar, named: "ios10-default-white", record: .never)
        let (status, count) = (result.status, result.diff?.differentPixels)
        #expect(status == .passed && count == 0)
    }

    @Test func defaultFolderIsBesideTheTestFile() {
        #expect(defaultGoldenDirectory(filePath: "/p/Tests/T/BarTests.swift") == "/p/Tests/T/__Goldens__/BarTests")
    }

    /// missing records and fails; the next run passes; a change fails with artifacts and keeps
    /// the golden; `failed` re-records it; `never` refuses to record.
    @Test func recordModesFollowSnapshotTesting() throws {
        let dir = try scratchFolder()
        let art = dir + "/artifacts"
        let golden = dir + "/bar.png"

        let first = try failing {
            try assertGolden(scene: defaultBar, named: "bar", directory: dir, artifacts: art, record: .missing)
        }
        #expect(first.message == "golden \"bar\" recorded: no golden existed; recorded \(golden)")
        #expect(first.result?.status == .recorded)
        let recorded = try FileIO.readAll(path: golden, maxBytes: 1 << 24)
        let second = try assertGolden(scene: defaultBar, named: "bar", directory: dir, artifacts: art, record: .missing)
            .status
        #expect(second == .passed)

        let red = defaultBar + "\nnavigationBar:\n  barTintColor: \"#ff0000\"\n"
        let assertionLine = #line + 2
        let failure = try failing {
            try assertGolden(scene: red, named: "bar", directory: dir, artifacts: art, record: .missing)
        }
        let failed = try #require(failure.result)
        // Reported at the assertion's own line, with the largest change's colours.
        #expect(failure.fileName == "GoldenAssertionTests.swift" && failure.line == assertionLine)
        #expect(
            failure.message
                == "golden \"bar\" failed: \(failed.detail); largest change: golden #f9f9f9 → now #fe2525 at (0, 0) (see \(art)/bar.actual.png, \(art)/bar.diff.png)"
        )
        // Scalars taken out first: #expect describes every value in its expression, and a
        // result holds a full-screen diff image.
        let (status, count, box, artifacts) = (
            failed.status, failed.diff?.differentPixels, failed.diff?.boundingBox, failed.artifacts
        )
        #expect(status == .failed)
        #expect(count == 750 * 128)
        #expect(box == PixelRect(x: 0, y: 0, width: 750, height: 128))
        #expect(artifacts == [art + "/bar.actual.png", art + "/bar.diff.png"])
        #expect(
            try FileIO.readAll(path: golden, maxBytes: 1 << 24) == recorded, "a failed check leaves the golden alone")
        let rendered = try SceneRenderer.render(try SceneParser.parse(red, file: "red.yaml"))
        // Compared outside #expect, which would describe both 4 MB images.
        let artifactIsRender = try PNGDecoder.read(path: art + "/bar.actual.png") == rendered
        #expect(artifactIsRender, "the artifact is the actual render")

        let never = try failing {
            try assertGolden(scene: red, named: "other", directory: dir, artifacts: art, record: .never)
        }.result?.status
        #expect(never == .missing && !FileManager.default.fileExists(atPath: dir + "/other.png"))

        let rerecorded = try failing {
            try assertGolden(scene: red, named: "bar", directory: dir, artifacts: art, record: .failed)
        }
        #expect(rerecorded.result?.status == .recorded)
        let afterRecording = try assertGolden(scene: red, named: "bar", directory: dir, artifacts: art, record: .never)
            .status
        #expect(afterRecording == .passed)
        #expect(!FileManager.default.fileExists(atPath: art + "/bar.actual.png"), "a pass removes stale artifacts")
    }

    @Test func environmentSetsTheMode() throws {
        #expect(
            try RecordMode.resolve(flag: nil, environment: ["BARSCOPE_RECORD": "never"], fallback: .missing) == .never)
        #expect(
            try RecordMode.resolve(flag: .all, environment: ["BARSCOPE_RECORD": "never"], fallback: .missing) == .all)
        #expect(try RecordMode.resolve(flag: nil, environment: [:], fallback: .missing) == .missing)
        #expect(
            throws: CheckError("BARSCOPE_RECORD=sometimes: unknown record mode; use one of all, missing, failed, never")
        ) {
            try RecordMode.resolve(flag: nil, environment: ["BARSCOPE_RECORD": "sometimes"], fallback: .missing)
        }
    }

    /// Issue 24, item 2: a name was interpolated into paths, so `../../x` removed and wrote a
    /// file outside the goldens folder, a NUL cut the path short, and "" wrote a hidden `.png`.
    @Test func namesThatAreNotPlainRelativePathsAreRefusedNamingTheTest() throws {
        let dir = try scratchFolder()
        let goldens = dir + "/a/b"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        let victim = dir + "/x.png"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        for (name, rule) in [
            // Assembled, so that StandaloneTests finds no path leaving the package here.
            (
                ".." + "/" + ".." + "/x",
                "has a \"..\" component, which would leave its folder; name it within the folder"
            ),
            (
                "x\0.png",
                "holds a control character (a NUL cuts a path short); use letters, digits, \"-\", \"_\" and \"/\""
            ),
            ("", "is empty; give it a name, such as \"title-bar\""),
            ("/tmp/x", "starts with \"/\"; a name is relative to its folder"),
            ("a//b", "has an empty or \".\" component; write it as a plain relative path, such as \"bars/title\""),
        ] {
            for mode in RecordMode.allCases {
                let error = try #require(
                    #expect(throws: CheckError.self) {
                        try assertGolden(
                            scene: defaultBar, named: name, directory: goldens, artifacts: dir + "/art", record: mode)
                    })
                #expect(
                    error.description
                        == "GoldenAssertionTests.swift, namesThatAreNotPlainRelativePathsAreRefusedNamingTheTest(): golden name \"\(MessageText.echo(name))\" \(rule)"
                )
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/art"))
        // An empty artifacts folder is refused too (it meant the file-system root).
        let empty = try #require(
            #expect(throws: CheckError.self) {
                try assertGolden(scene: defaultBar, named: "ok", directory: goldens, artifacts: "", record: .never)
            })
        #expect(
            empty.description.hasSuffix(
                "artifacts: \"\" is an empty folder path; give a folder, or leave it out for $BARSCOPE_ARTIFACTS or .build/barscope-artifacts"
            ))
    }
}
