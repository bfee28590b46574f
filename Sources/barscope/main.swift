import BarScopeSupport
import ArgumentParser
import CAllocator
import Raster
import RasterPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Every scene's screen, strip and blur buffers reuse freed memory instead of faulting in fresh
// pages (see CAllocator.h).
bs_keep_freed_memory()

PNGWarnings.setHandler { text in
    Failure.emit("barscope: warning: \(MessageText.shorteningLongWords(MessageText.escapingControls(text)))\n")
}
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    try refuseArgumentsThatAreNotUTF8()
    try refuseDashWords(arguments)
    // A plain `render` line is read without ArgumentParser, whose reflection over a command's
    // options costs a measurable share of a one-strip process (see RenderArguments.parse);
    // everything else, and every usage error, goes through ArgumentParser.
    if let render = RenderArguments.parse(arguments) {
        try render.run()
    } else {
        var command = try BarScope.parseAsRoot(arguments)
        try command.run()
    }
} catch {
    exit(Failure.report(error, arguments: arguments))
}

/// How the CLI ends on an error. Exit statuses: 0 success (help), 1 a check failed, 2 bad
/// input (arguments, scene, PNG, I/O).
enum Failure {
    /// Prints `error` as the user should see it and returns the exit status.
    static func report(_ error: any Error, arguments: [String]) -> Int32 {
        switch error {
        case let error as CLIError:
            // One line: whatever a message quotes, its control characters are written out and its
            // long words (paths, values) shortened.
            emit("barscope: error: \(MessageText.shorteningLongWords(MessageText.escapingControls(error.message)))\n")
            return error.status
        case let error as ExitCode:
            return error.rawValue
        default:
            if BarScope.exitCode(for: error) == .success {
                print(printable(BarScope.fullMessage(for: error), arguments: arguments))
                return 0
            }
            // ArgumentParser's own message, on one line like every other error, with where to
            // find the usage.
            let message = printable(BarScope.message(for: error), arguments: arguments)
                .split(separator: "\n").map { $0.trimmingPrefix(" ") }.joined(separator: " ")
            let command =
                arguments.first.flatMap { word in
                    BarScope.configuration.subcommands.first { $0.configuration.commandName == word }
                }
                .map { " \($0.configuration.commandName ?? "")" } ?? ""
            emit("barscope: error: \(MessageText.shorteningLongWords(message)); see barscope\(command) --help\n")
            return 2
        }
    }

    /// Unbuffered write(2) to descriptor 2: no shared C `FILE *` state.
    static func emit(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
