import ArgumentParser
import BarChecks
import BarLayers
import BarScene
import Raster
import RasterPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An error the CLI reports as one line, with its exit status.
struct CLIError: Error {
    let message: String
    var status: Int32 = 2
}

/// Turns library errors into CLI errors.
func cli<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as CLIError {
        throw error
    } catch {
        throw CLIError(message: "\(error)")
    }
}

enum PNGSpeed: String, ExpressibleByArgument, CaseIterable {
    case fast, balanced, small
    var preset: PNGPreset {
        switch self {
        case .fast: return .fast
        case .balanced: return .balanced
        case .small: return .small
        }
    }
}

struct BarScope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "barscope",
        abstract: "Reproduces UIKit navigation-bar composites off-device, and reads their pixels.",
        subcommands: [Render.self, Tree.self, Pick.self, Gallery.self])
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render a scene file to a PNG of the whole screen, in device pixels.")

    @Argument(help: "The scene file (YAML).") var scene: String
    @Option(name: .shortAndLong, help: "The PNG to write.") var output: String
    @Option(help: "PNG speed preset: fast, balanced or small.") var png: PNGSpeed = .balanced

    func run() throws {
        try cli {
            let loaded = try SceneParser.load(path: scene)
            let image = try SceneRenderer.render(loaded)
            try PNGEncoder.write(image, to: output, preset: png.preset)
        }
    }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the navigation bar's view stack, depth-first, in seed 003's format.")

    @Argument(help: "The scene file (YAML).") var scene: String

    func run() throws {
        let text = try cli { try SceneParser.load(path: scene).navigationBarLayer().treeDescription() }
        print(text)
    }
}

struct Pick: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the colour of one pixel of a PNG (origin top-left, device pixels).")

    @Argument(help: "The PNG file.") var image: String
    @Argument(help: "x, in device pixels from the left.") var x: Int
    @Argument(help: "y, in device pixels from the top.") var y: Int
    @Flag(help: "Print JSON: {\"hex\", \"r\", \"g\", \"b\", \"a\"}.") var json = false

    func run() throws {
        let reading = try cli { try PixelReading.pick(try PNGDecoder.readStraight(path: image), x: x, y: y, source: image) }
        print(json ? reading.json : reading.color.hex)
    }
}

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the seed scenarios and compare each with its documented reading.",
        discussion: "Writes NAME.yaml and NAME.png for every scenario into the output folder. Exits 1 if any check fails.")

    @Option(name: .shortAndLong, help: "Folder for the scene files and PNGs.") var output: String = "gallery-out"
    @Option(help: "PNG speed preset: fast, balanced or small.") var png: PNGSpeed = .balanced

    func run() throws {
        try cli {
            if !FileIO.exists(output), mkdir(output, 0o755) != 0 {
                throw CLIError(message: "\(output): cannot create the output folder; check the path and permissions")
            }
        }
        var rows: [[String]] = [["scenario", "documented reading", "rendered reading", "verdict"]]
        var failures = 0
        for scenario in BarChecks.Gallery.scenarios {
            let rendered = try cli { try scenario.render() }
            let verdict = scenario.check(rendered)
            try cli {
                try FileIO.writeAtomically(Array(scenario.yaml.utf8), to: "\(output)/\(scenario.name).yaml")
                try PNGEncoder.write(rendered.image, to: "\(output)/\(scenario.name).png", preset: png.preset)
            }
            if !verdict.passed { failures += 1 }
            rows.append([scenario.name, scenario.documented, verdict.reading, verdict.passed ? "pass" : "FAIL: \(verdict.detail)"])
        }
        print(table(rows))
        print("\(rows.count - 1 - failures) passed, \(failures) failed")
        if failures > 0 { throw ExitCode(1) }
    }

    func table(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.enumerated().map { index, row in
            let line = row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ")
            return index == 0 ? line + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") : line
        }.joined(separator: "\n")
    }
}

// Exit statuses: 0 success, 1 a check failed, 2 bad input (arguments, scene, PNG, I/O).
do {
    var command = try BarScope.parseAsRoot()
    try command.run()
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
