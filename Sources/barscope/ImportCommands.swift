import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `barscope import` and `barscope lint` run `barscope-import`, the program beside `barscope`
/// that reads Swift code with swift-syntax: `barscope` itself never builds the parser.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Write one scene per bar configuration found in an app's UIKit and SwiftUI code (runs barscope-import).",
        discussion: """
            barscope import PATH… -o FOLDER [--force] [--ios 18,26] [--device NAME]. Reads .swift files, \
            *.xcassets colour sets and Info.plist; see docs/import.md and barscope-import import --help.
            """)

    @Argument(parsing: .allUnrecognized, help: "The app's folders or files, and barscope-import import's options.")
    var arguments: [String] = []

    func run() throws { try runImporter("import", arguments) }
}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract:
            "Report the bar traps in an app's code with file:line, releases, what users see and the fix (runs barscope-import).",
        discussion: """
            barscope lint PATH… [--format text|json|sarif] [--fail-on error|warning|note]. Exit 1 when a \
            finding is at or above --fail-on (default error); see docs/import.md.
            """)

    @Argument(parsing: .allUnrecognized, help: "The app's folders or files, and barscope-import lint's options.")
    var arguments: [String] = []

    func run() throws { try runImporter("lint", arguments) }
}

/// Replaces this process with `barscope-import SUBCOMMAND ARGUMENTS…`, found beside the running
/// `barscope` (links followed).
func runImporter(_ subcommand: String, _ arguments: [String]) throws {
    let me = URL(fileURLWithPath: CommandLine.arguments[0].contains("/") ? CommandLine.arguments[0] : "/proc/self/exe")
    var executable = Bundle.main.executableURL ?? me
    executable = executable.resolvingSymlinksInPath()
    let importer = executable.deletingLastPathComponent().appendingPathComponent("barscope-import").path
    guard FileManager.default.isExecutableFile(atPath: importer) else {
        throw CLIError(
            message:
                "barscope \(subcommand) runs barscope-import, which is not beside barscope (\(importer)); build it with `swift build --product barscope-import` (or -c release)"
        )
    }
    let words = [importer, subcommand] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
    argv.append(nil)
    execv(importer, &argv)
    throw CLIError(message: "barscope \(subcommand): cannot run \(importer): \(String(cString: strerror(errno)))")
}
