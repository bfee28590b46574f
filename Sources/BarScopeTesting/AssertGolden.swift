#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Swift Testing, where the toolchain has it: a scene's warnings become the running test's
// warning issues there (shown beside the test, not failing it).
#if canImport(Testing)
    internal import Testing
#endif

import BarChecks
import BarScene
import BarScopeSupport
import Raster

/// A golden check that did not pass, thrown by ``assertGolden(scene:named:directory:artifacts:record:diff:strict:fileID:filePath:line:column:function:)``.
///
/// Throwing is how the assertion fails in any test framework: Swift Testing and XCTest both
/// report an error thrown from a test as a failure, with this description.
public struct GoldenFailure: Error, CustomStringConvertible, Sendable {
    /// What happened, with the artifacts written and the scene's warnings.
    public internal(set) var result: GoldenResult

    public var description: String {
        let evidence = result.artifacts.isEmpty ? "" : " (see \(result.artifacts.joined(separator: ", ")))"
        // The most-changed pixel's two colours: the fact a failure's pictures would show first.
        let change = result.diff?.peak.map {
            "; largest change: golden \($0.reference.hex) → now \($0.actual.hex) at (\($0.x), \($0.y))"
        }
        return "golden \"\(result.name)\" \(result.status.rawValue): \(result.detail)\(change ?? "")\(evidence)"
            + result.warnings.map { "\nwarning: \($0)" }.joined()
    }
}

/// A check that did not pass, reported where the assertion is: in a Swift Testing test, an issue
/// recorded at the caller's file, line and column (as `#expect` records one, so Xcode and CI
/// annotate that line, not the `@Test`), and the result returned, so the test goes on and
/// fails; anywhere else (XCTest), thrown, since a thrown error is how an XCTest fails.
func report(_ failure: GoldenFailure, at site: CallSite) throws -> GoldenResult {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: failure.description),
                sourceLocation: SourceLocation(
                    fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
            return failure.result
        }
    #endif
    throw failure
}

/// A scene's warnings (``BarScene/Scene/warnings``: values that change nothing, characters
/// drawn as boxes, a pinned font that sets nothing) made errors by the strict option, thrown
/// before anything is rendered or written, as `barscope verify --strict` refuses the scene.
public struct GoldenWarnings: Error, CustomStringConvertible, Sendable {
    /// The golden's name.
    public let name: String
    public let warnings: [SceneWarning]

    /// The environment variable that turns the strict option on for every assertion that does
    /// not set it: `1` (on) or `0` (off).
    public static let strictVariable = "BARSCOPE_STRICT"

    public var description: String {
        let count = warnings.count
        return
            "golden \"\(name)\": \(count) warning\(count == 1 ? "" : "s"), and strict makes \(count == 1 ? "it an error" : "them errors"); fix the scene, or check it without strict (strict: false, or $\(Self.strictVariable) unset):\n"
            + warnings.map { "warning: \($0)" }.joined(separator: "\n")
    }
}

/// The strict option: `flag`, else ``GoldenWarnings/strictVariable``, else off.
func resolveStrict(_ flag: Bool?, filePath: String, function: String) throws(CheckError) -> Bool {
    if let flag { return flag }
    // Empty means unset, as for the other variables (a shell may export one empty).
    let strictVariable = GoldenWarnings.strictVariable
    guard let value = getenv(strictVariable), value.pointee != 0 else { return false }
    let text = String(cString: value)
    switch text {
    case "1": return true
    case "0": return false
    default:
        throw CheckError(
            "\(testName(filePath: filePath, function: function)): $\(strictVariable)=\(MessageText.echo(text, limit: 40)) is neither 1 nor 0; set 1 to make scene warnings errors, 0 or nothing to print them"
        )
    }
}

/// Where an assertion was called, for the issues it records.
struct CallSite {
    let fileID: String, filePath: String, line: Int, column: Int
    let function: String
}

/// A scene's warnings as the assertion reports them: each a warning issue of the running Swift
/// Testing test (it does not fail the test), else printed on standard error as `barscope`
/// prints it (so an XCTest log shows it); under the strict option, thrown
/// (``GoldenWarnings``), which every test framework reports as a failure.
/// A scene with `variants:` is an error: one assertion checks one picture, and drawing the
/// scene without its variants would pass a golden no variant has.
func reportWarnings(of scene: Scene, named name: String, strict: Bool?, at site: CallSite) throws -> [SceneWarning] {
    let (filePath, function) = (site.filePath, site.function)
    if let first = scene.variants.first {
        throw CheckError(
            "\(testName(filePath: filePath, function: function)): golden \"\(MessageText.echo(name))\": the scene has \(scene.variants.count) variant\(scene.variants.count == 1 ? "" : "s") (\(first.name) first), which an assertion does not expand; assert each variant's scene under its own name (SceneParser.parse(_:file:directory:limits:variant:), as \(MessageText.echo(name))@\(first.name)), or check the file with barscope verify"
        )
    }
    let warnings = scene.warnings
    guard !warnings.isEmpty else { return [] }
    if try resolveStrict(strict, filePath: filePath, function: function) {
        throw GoldenWarnings(name: name, warnings: warnings)
    }
    for warning in warnings {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: "barscope: warning: \(warning)"), severity: .warning,
                    sourceLocation: SourceLocation(
                        fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
                continue
            }
        #endif
        // One unbuffered write(2) a line: no shared C `FILE *` state, and lines from tests
        // running in parallel do not interleave.
        let bytes = Array("barscope: warning: \(warning)\n".utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
    return warnings
}

/// Renders a scene (YAML text, as in a scene file) and asserts it against the golden
/// `DIRECTORY/NAME.png`, recording it as `record` says.
///
/// - Parameters:
///   - yaml: The scene. Relative image paths are resolved against `directory`.
///   - name: The golden's file name without `.png`.
///   - directory: Where goldens live. Default: `__Goldens__/TESTFILE/` beside the test file
///     (swift-snapshot-testing keeps `__Snapshots__` the same way).
///   - artifacts: Where actual and diff images of a failure go. Default: `$BARSCOPE_ARTIFACTS`,
///     else `.build/barscope-artifacts`.
///   - record: The record mode. Default: `$BARSCOPE_RECORD`, else `.missing`. As in
///     swift-snapshot-testing, a run that records anything fails, so a CI run never passes on
///     goldens it has just written.
///   - diff: Tolerances; exact by default.
///   - strict: Whether the scene's warnings (``BarScene/Scene/warnings``) are errors. Default:
///     `$BARSCOPE_STRICT` (`1` or `0`), else off: each warning is printed on standard error as
///     `barscope: warning: FILE: KEY: MESSAGE`, and the result carries them
///     (``BarChecks/GoldenResult/warnings``).
///   - fileID, filePath, line, column, function: Where the assertion is, which names the test in
///     errors and places its warning issues.
/// - Returns: The result when the render matches, with the scene's warnings.
/// - Throws: ``GoldenFailure`` when it does not match (or was recorded), with the scene's
///   warnings, outside Swift Testing; in a Swift Testing test that failure is an issue recorded
///   at this call's line instead (its message gives the largest change's two colours), and the
///   result is returned: the test goes on, and fails. Always thrown:
///   ``GoldenWarnings`` for warnings under `strict`, and `CheckError` for a scene with
///   `variants:` (one assertion checks one picture), before anything is rendered or written;
///   `SceneError` for a bad scene; `CheckError` for a name that is not a plain relative path
///   (empty, `..`, a leading `/`, a control character) or an empty artifacts folder, before
///   anything is read or written.
@discardableResult
public func assertGolden(
    scene yaml: String, named name: String, directory: String? = nil, artifacts: String? = nil,
    record: RecordMode? = nil, diff: DiffOptions = .exact, strict: Bool? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: StaticString = #function
) throws -> GoldenResult {
    try checkGoldenName(name, filePath: "\(filePath)", function: "\(function)")
    let folder = directory ?? defaultGoldenDirectory(filePath: "\(filePath)")
    let scene = try SceneParser.parse(yaml, file: "\(folder)/\(name).yaml", directory: folder + "/")
    return try assertGolden(
        scene, named: name, directory: folder, artifacts: artifacts, record: record, diff: diff, strict: strict,
        fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}

/// Renders a scene built in Swift (or parsed) and asserts it against the golden
/// `DIRECTORY/NAME.png`; see ``assertGolden(scene:named:directory:artifacts:record:diff:strict:fileID:filePath:line:column:function:)``
/// for the parameters. The scene's `region` picks what is rendered: a bar's strip keeps a
/// golden small. The scene's warnings are reported as `strict` says.
@discardableResult
public func assertGolden(
    _ scene: Scene, named name: String, directory: String? = nil, artifacts: String? = nil,
    record: RecordMode? = nil, diff: DiffOptions = .exact, strict: Bool? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: StaticString = #function
) throws -> GoldenResult {
    try checkGoldenName(name, filePath: "\(filePath)", function: "\(function)")
    let site = CallSite(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column), function: "\(function)")
    let warnings = try reportWarnings(of: scene, named: name, strict: strict, at: site)
    var result = try check(
        try SceneRenderer.render(scene), named: name,
        directory: directory ?? defaultGoldenDirectory(filePath: "\(filePath)"),
        artifacts: artifacts, record: record, diff: diff, filePath: "\(filePath)", function: "\(function)")
    result.warnings = warnings
    guard result.status == .passed else { return try report(GoldenFailure(result: result), at: site) }
    return result
}

/// Asserts an already rendered image against the golden `DIRECTORY/NAME.png`; see
/// ``assertGolden(scene:named:directory:artifacts:record:diff:strict:fileID:filePath:line:column:function:)``.
@discardableResult
public func assertGolden(
    _ image: Image, named name: String, directory: String? = nil, artifacts: String? = nil,
    record: RecordMode? = nil, diff: DiffOptions = .exact, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: StaticString = #function
) throws -> GoldenResult {
    try checkGoldenName(name, filePath: "\(filePath)", function: "\(function)")
    let site = CallSite(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column), function: "\(function)")
    let result = try check(
        image, named: name, directory: directory ?? defaultGoldenDirectory(filePath: "\(filePath)"),
        artifacts: artifacts, record: record, diff: diff, filePath: "\(filePath)", function: "\(function)")
    guard result.status == .passed else { return try report(GoldenFailure(result: result), at: site) }
    return result
}

/// Checks `image` against `DIRECTORY/NAME.png` as the mode says; the result, whatever it is.
func check(
    _ image: Image, named name: String, directory folder: String, artifacts: String?, record: RecordMode?,
    diff: DiffOptions, filePath: String, function: String
) throws -> GoldenResult {
    let environment = GoldenOptions.environment()
    let mode = try RecordMode.resolve(flag: record, environment: environment, fallback: .missing)
    let artifactFolder = artifacts ?? environment[GoldenOptions.artifactsVariable] ?? GoldenOptions.defaultArtifacts
    if artifacts == "" {
        throw CheckError(
            "\(testName(filePath: filePath, function: function)): artifacts: \"\" is an empty folder path; give a folder, or leave it out for $\(GoldenOptions.artifactsVariable) or \(GoldenOptions.defaultArtifacts)"
        )
    }
    try Artifacts.checkFolder(artifactFolder)
    let options = GoldenOptions(record: mode, artifacts: artifactFolder, diff: diff)
    return Goldens.check(
        image, golden: "\(folder)/\(name).png", name: name, artifactBase: "\(artifactFolder)/\(name)", options: options)
}

/// Refuses a golden name that is not a plain relative path (``OutputName/problem(_:)``),
/// naming the test: such a name once removed and wrote files outside the goldens folder.
func checkGoldenName(_ name: String, filePath: String, function: String) throws(CheckError) {
    guard let problem = OutputName.problem(name) else { return }
    throw CheckError(
        "\(testName(filePath: filePath, function: function)): golden name \"\(MessageText.echo(name))\" \(problem)")
}

/// `FILE.swift, TEST()`: the test as a failure names it.
func testName(filePath: String, function: String) -> String {
    let file = filePath.split(separator: "/").last.map(String.init) ?? filePath
    return "\(file), \(function)"
}

/// `DIR/__Goldens__/FILE/` for the test file `DIR/FILE.swift`.
public func defaultGoldenDirectory(filePath: String) -> String {
    let slash = filePath.lastIndex(of: "/")
    let folder = slash.map { String(filePath[..<$0]) } ?? "."
    var file = slash.map { String(filePath[filePath.index(after: $0)...]) } ?? filePath
    if file.hasSuffix(".swift") { file.removeLast(6) }
    return "\(folder)/__Goldens__/\(file)"
}
