import ArgumentParser

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
/// `barscope` (links followed). Without Foundation, whose start-up every run of barscope would
/// pay (scripts/bench: 1.5 ms of a 5 ms start).
func runImporter(_ subcommand: String, _ arguments: [String]) throws {
    let importer = (runningExecutableFolder() ?? ".") + "/barscope-import"
    guard access(importer, X_OK) == 0 else {
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

/// The folder of the running executable, links resolved: /proc/self/exe on Linux, the loader's
/// path on macOS.
func runningExecutableFolder() -> String? {
    var path = [CChar](repeating: 0, count: 4096)
    #if canImport(Darwin)
        var size = UInt32(path.count)
        guard _NSGetExecutablePath(&path, &size) == 0 else { return nil }
    #else
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return nil }
        path[length] = 0
    #endif
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    let full = String(cString: resolved)
    guard let slash = full.lastIndex(of: "/") else { return nil }
    return String(full[..<slash])
}
