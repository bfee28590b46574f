import ArgumentParser
import CAllocator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Every scene's screen, strip and blur buffers reuse freed memory instead of faulting in fresh
// pages (a sixth of `verify`'s time under perf before this; see CAllocator.h).
bs_keep_freed_memory()

// Exit statuses: 0 success, 1 a check failed, 2 bad input (arguments, scene, PNG, I/O).
do {
    // A plain `render` line is read directly (see RenderArguments.parse); everything else, and
    // every usage error, goes through ArgumentParser.
    if let render = RenderArguments.parse(Array(CommandLine.arguments.dropFirst())) {
        try render.run()
    } else {
        var command = try BarScope.parseAsRoot()
        try command.run()
    }
} catch let error as CLIError {
    FileHandleStderr.emit("barscope: error: \(error.message)\n")
    exit(error.status)
} catch let error as ExitCode {
    exit(error.rawValue)
} catch {
    let code = BarScope.exitCode(for: error)
    if code == .success {
        print(BarScope.fullMessage(for: error))
        exit(0)
    }
    FileHandleStderr.emit(BarScope.fullMessage(for: error) + "\n")
    exit(2)
}

enum FileHandleStderr {
    static func emit(_ text: String) {
        // Unbuffered write(2) to descriptor 2: no shared C `FILE *` state.
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
