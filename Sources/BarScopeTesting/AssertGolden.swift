import BarScopeSupport
import BarChecks
import BarScene
import Raster

/// A golden check that did not pass, thrown by ``assertGolden(scene:named:directory:artifacts:record:diff:filePath:function:)``.
///
/// Throwing is how the assertion fails in any test framework: Swift Testing and XCTest both
/// report an error thrown from a test as a failure, with this description.
public struct GoldenFailure: Error, CustomStringConvertible, Sendable {
    /// What happened, with the artifacts written.
    public let result: GoldenResult

    public var description: String {
        let evidence = result.artifacts.isEmpty ? "" : " (see \(result.artifacts.joined(separator: ", ")))"
        return "golden \"\(result.name)\" \(result.status.rawValue): \(result.detail)\(evidence)"
    }
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
///   - filePath, function: The test's file and function, which name the test in errors.
/// - Returns: The result when the render matches.
/// - Throws: ``GoldenFailure`` when it does not (or was recorded); `SceneError` for a bad scene;
///   `CheckError` for a name that is not a plain relative path (empty, `..`, a leading `/`, a
///   control character) or an empty artifacts folder, before anything is read or written.
@discardableResult
public func assertGolden(
    scene yaml: String, named name: String, directory: String? = nil, artifacts: String? = nil,
    record: RecordMode? = nil, diff: DiffOptions = .exact, filePath: StaticString = #filePath,
    function: StaticString = #function
) throws -> GoldenResult {
    try checkGoldenName(name, filePath: "\(filePath)", function: "\(function)")
    let folder = directory ?? defaultGoldenDirectory(filePath: "\(filePath)")
    let scene = try SceneParser.parse(yaml, file: "\(folder)/\(name).yaml", directory: folder + "/")
    return try assertGolden(
        try SceneRenderer.render(scene), named: name, directory: folder, artifacts: artifacts, record: record,
        diff: diff,
        filePath: filePath, function: function)
}

/// Renders a scene built in Swift (or parsed) and asserts it against the golden
/// `DIRECTORY/NAME.png`; see ``assertGolden(scene:named:directory:artifacts:record:diff:filePath:function:)``
/// for the parameters. The scene's `region` picks what is rendered: a bar's strip keeps a
/// golden small.
@discardableResult
public func assertGolden(
    _ scene: Scene, named name: String, directory: String? = nil, artifacts: String? = nil,
    record: RecordMode? = nil, diff: DiffOptions = .exact, filePath: StaticString = #filePath,
    function: StaticString = #function
) throws -> GoldenResult {
    try checkGoldenName(name, filePath: "\(filePath)", function: "\(function)")
    return try assertGolden(
        try SceneRenderer.render(scene), named: name,
        directory: directory ?? defaultGoldenDirectory(filePath: "\(filePath)"),
        artifacts: artifacts, record: record, diff: diff, filePath: filePath, function: function)
}

/// Asserts an already rendered image against the golden `DIRECTORY/NAME.png`; see
/// ``assertGolden(scene:named:directory:artifacts:record:diff:filePath:function:)``.
@discardableResult
public func assertGolden(
    _ image: Image, named name: String, directory: String? = nil, artifacts: String? = nil,
    record: RecordMode? = nil, diff: DiffOptions = .exact, filePath: StaticString = #filePath,
    function: StaticString = #function
) throws -> GoldenResult {
    try checkGoldenName(name, filePath: "\(filePath)", function: "\(function)")
    let folder = directory ?? defaultGoldenDirectory(filePath: "\(filePath)")
    let environment = GoldenOptions.environment()
    let mode = try RecordMode.resolve(flag: record, environment: environment, fallback: .missing)
    let artifactFolder = artifacts ?? environment[GoldenOptions.artifactsVariable] ?? GoldenOptions.defaultArtifacts
    if artifacts == "" {
        throw CheckError(
            "\(testName(filePath: "\(filePath)", function: "\(function)")): artifacts: \"\" is an empty folder path; give a folder, or leave it out for $\(GoldenOptions.artifactsVariable) or \(GoldenOptions.defaultArtifacts)"
        )
    }
    try Artifacts.checkFolder(artifactFolder)
    let options = GoldenOptions(record: mode, artifacts: artifactFolder, diff: diff)
    let result = Goldens.check(
        image, golden: "\(folder)/\(name).png", name: name, artifactBase: "\(artifactFolder)/\(name)", options: options)
    guard result.status == .passed else { throw GoldenFailure(result: result) }
    return result
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
