import Foundation
import Testing
import TestSupport

import BarChecks
import BarScene
@testable import Raster
@testable import RasterPNG

struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the built `barscope` (scripts/test builds it before the tests).
func barscope(_ arguments: String...) throws -> Run {
    try barscope(arguments)
}

func barscope(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let binary = builtBarScope
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build first: swift build")
    return try tool(binary, arguments, environment: environment)
}

/// Runs a program, adding `environment` to this process's, and collects its output.
func tool(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes concurrently with the process: a full pipe would otherwise block it.
    nonisolated(unsafe) var errData = Data()
    let errReader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
    errReader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errReader.isFinished { usleep(1000) }
    return Run(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// Starts the built `barscope`, kills it with SIGKILL after `delay` µs (or lets it finish if it
/// is quicker), and returns the ended process.
func barscopeKilled(_ arguments: [String], after delay: useconds_t) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: builtBarScope)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(delay)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return process
}

/// The first of `candidates` that is an executable file.
func executable(_ candidates: [String]) -> String? {
    candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// pngcheck, where scripts/setup (apt or Homebrew) installs it.
let pngcheck = executable(["/usr/bin/pngcheck", "/opt/homebrew/bin/pngcheck", "/usr/local/bin/pngcheck"])

/// Fails the test unless pngcheck accepts every file; a machine without pngcheck fails too
/// (scripts/setup installs it), so a missing tool cannot turn the check into a pass.
func expectPngcheckAccepts(_ paths: [String]) throws {
    let pngcheck = try #require(pngcheck, "pngcheck is needed (scripts/setup installs it with apt or Homebrew)")
    for path in paths {
        let run = try tool(pngcheck, ["-q", path])
        #expect(run.status == 0, "pngcheck rejected \(path): \(run.stdout)")
    }
}

/// A goldens folder holding `names`, each the scene `scene`, recorded with `record --record all`.
func recordedSuite(_ names: [String], of scene: String, at dir: String) throws {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for name in names { try write(scene, dir + "/\(name).yaml") }
    let record = try barscope("record", dir, "--record", "all", "--artifacts", dir + "/../record-art")
    try #require(record.status == 0, "\(record.stdout)\(record.stderr)")
}

func scratch() throws -> String {
    let dir = NSTemporaryDirectory() + "barscope-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

func write(_ text: String, _ path: String) throws { try text.write(toFile: path, atomically: true, encoding: .utf8) }

@Suite struct CLITests {
    static let tintScene = """
        ios: 10
        device: iphone-8
        content:
          color: "#000000"
        navigationBar:
          barTintColor: "#f8f8f8"
        """

    @Test func renderThenPick() throws {
        let dir = try scratch()
        try write(Self.tintScene, dir + "/s.yaml")
        let render = try barscope("render", dir + "/s.yaml", "-o", dir + "/out.png")
        #expect(render.status == 0 && render.stderr == "")
        #expect(try barscope("pick", dir + "/out.png", "100", "100").stdout == "#f1f1f1\n")
        #expect(
            try barscope("pick", dir + "/out.png", "100", "500", "--json").stdout
                == "{\"barscope\": \"\(BarScopeVersion.string)\", \"x\": 100, \"y\": 500, \"hex\": \"#000000\", \"r\": 0, \"g\": 0, \"b\": 0, \"a\": 255, \"samples\": 1}\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["out.png", "s.yaml"])
    }

    @Test func devicesListsTheTable() throws {
        let run = try barscope("devices")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // The phones and a note, then (after a blank line, which split drops) the iPads, refused
        // until their bars are modelled, and a note.
        #expect(lines.count == 2 + Device.all.count + 1 + 2 + PadScreen.all.count + 1)
        #expect(
            lines.contains {
                $0.hasPrefix("ipad-pro-13 ")
                    && $0.contains("1032×1376  2064×2752  24 / 20          32 / 25")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("iphone-14-pro ")
                    && $0.contains("393×852  @3x    1179×2556  54          59         53.666667  34")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("iphone-se ")
                    && $0.contains("320×568  @2x    640×1136   20          20         20         0")
            })
        let sourced = try barscope("devices", "--sources")
        #expect(
            sourced.stdout.contains("iphone-12: Hackworth, How iOS Apps Adapt to the various iPhone 12 Screen Sizes"))
    }

    @Test func framesWritesNumberedPNGsAndAFilmstrip() throws {
        let dir = try scratch()
        try write(
            """
            ios: 10
            device: iphone-se
            content: {color: "#ffffff"}
            navigationBar: {backgroundAlpha: 0}
            transition: {kind: interactive-pop, to: {backgroundAlpha: 1}, progress: 0.5, release: cancel}
            region: bars
            """, dir + "/pop.yaml")
        let run = try barscope("frames", dir + "/pop.yaml", "-o", dir + "/out", "--count", "3")
        #expect(run.status == 0 && run.stdout == "wrote 3 frames, filmstrip.png and transition.png to \(dir)/out\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
                == [
                    ".barscope-set", "filmstrip.png", "frame-000.png", "frame-001.png", "frame-002.png",
                    "transition.png",
                ])
        let strip = try PNGDecoder.read(path: dir + "/out/filmstrip.png")
        #expect(strip.width == 3 * 640 + 2 * SceneRenderer.filmstripGap && strip.height == 129)
        try expectPngcheckAccepts([dir + "/out/filmstrip.png", dir + "/out/frame-001.png"])

        let few = try barscope("frames", dir + "/pop.yaml", "-o", dir + "/few", "--count", "1")
        #expect(
            few.status == 2
                && few.stderr
                    == "barscope: error: --count 1: use 2…120 frames (the first is the start, the last the end)\n"
        )
        try write("ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n", dir + "/still.yaml")
        let still = try barscope("frames", dir + "/still.yaml", "-o", dir + "/still")
        #expect(
            still.status == 2
                && still.stderr
                    == "barscope: error: \(dir)/still.yaml: transition: missing; add for example `transition: {kind: push, to: {barTintColor: \"#ff0000\"}}`\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir + "/still"), "nothing written for a bad scene")
    }

    @Test func treePrintsSeed003Format() throws {
        let dir = try scratch()
        try write(
            "ios: 9\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {translucent: false}\n",
            dir + "/s.yaml")
        let run = try barscope("tree", dir + "/s.yaml")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                UINavigationBar; frame = (0 20; 375 44)
                1: _UINavigationBarBackground; frame = (0 -20; 375 64); backgroundColor = #ffffff
                 2: UIImageView; frame = (0 64; 375 0.5); backgroundColor = #0000004d
                1: _UINavigationBarBackIndicatorView; frame = (0 0; 0 0); hidden = YES

                """)
    }

    /// The tree goldens (BarChecksTests' `TreeGoldenTests` compares all 36 in the process) are
    /// what the command prints, byte for byte: one of each design generation and bar kind.
    @Test(arguments: ["ios9-navigationbar", "ios17-toolbar", "ios26-tabbar"])
    func treeGoldensAreWhatTreePrints(name: String) throws {
        let run = try barscope("tree", packageRoot + "/Tests/Fixtures/Trees/\(name).yaml")
        let golden = try String(contentsOfFile: packageRoot + "/Goldens/trees/\(name).txt", encoding: .utf8)
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout == golden)
    }

    @Test(arguments: [
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {barTintColor: \"red\"}\n",
            "barscope: error: DIR/s.yaml:4: navigationBar.barTintColor: \"red\" is not a colour; write \"#rrggbb\", \"#rrggbbaa\" or clear\n"
        ),
        (
            "ios: 10\ndevice: iphone-9\ncontent: {color: \"#ffffff\"}\n",
            "barscope: error: DIR/s.yaml:2: device: \"iphone-9\" is not a device id; did you mean iphone-8 (the iPhone 6, 6s, 7, 8, SE (2nd gen))? `barscope devices` lists them all\n"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {image: shot.png}\n",
            "barscope: error: DIR/s.yaml:3: content.image: \"shot.png\" does not exist (looked for DIR/shot.png); fix the path, which is relative to the scene file\n"
        ),
        (
            "ios: 10\n  device: : :\n",
            "barscope: error: DIR/s.yaml:2: malformed YAML: mapping values are not allowed in this context; fix the syntax at that line\n"
        ),
    ])
    func badSceneExits2AndLeavesTheOutputUntouched(yaml: String, message: String) throws {
        let dir = try scratch()
        try write(yaml, dir + "/s.yaml")
        try write("previous", dir + "/out.png")
        let run = try barscope("render", dir + "/s.yaml", "-o", dir + "/out.png")
        #expect(run.status == 2)
        #expect(run.stderr == message.replacingOccurrences(of: "DIR", with: dir))
        #expect(run.stdout == "")
        #expect(try String(contentsOfFile: dir + "/out.png", encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["out.png", "s.yaml"])
    }

    @Test func malformedPNGIsRejectedWithLibpngsReason() throws {
        let dir = try scratch()
        try write("not a png at all", dir + "/bad.png")
        let run = try barscope("pick", dir + "/bad.png", "0", "0")
        #expect(run.status == 2)
        #expect(run.stderr == "barscope: error: \(dir)/bad.png: not a valid PNG: Not a PNG file (bad signature)\n")
        let missing = try barscope("pick", dir + "/none.png", "0", "0")
        #expect(
            missing.status == 2
                && missing.stderr == "barscope: error: \(dir)/none.png: cannot open: No such file or directory\n")
    }

    @Test func usageErrorsExit2() throws {
        let run = try barscope("pick", "only-one-argument.png")
        #expect(run.status == 2 && run.stderr.contains("Missing expected argument '<x>'"))
    }

    @Test func renderIsByteIdenticalAcrossRunsAndPassesPngcheck() throws {
        let dir = try scratch()
        try write(
            "ios: 11\ndevice: iphone-x\ncontent:\n  list: {contentOffset: 40}\nnavigationBar: {barTintColor: \"#3366cc\"}\n",
            dir + "/s.yaml")
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/a.png").status == 0)
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/b.png").status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
        #expect(a == (try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))))
        try expectPngcheckAccepts([dir + "/a.png"])
    }

    @Test func galleryPrintsTheTableAndWritesEveryScenario() throws {
        let dir = try scratch()
        // As `scripts/demo` runs it: with each glass scenario beside its iOS 18 picture.
        let run = try barscope("gallery", "-o", dir, "--png", "fast", "--beside-ios18")
        #expect(run.status == 0)
        #expect(
            run.stderr.split(separator: "\n").map { String($0.prefix(69)) } == [
                "barscope: warning: ios26-glass-container: no iOS 18 picture beside it"
            ])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("scenario") == true)
        #expect(lines.last == "\(Gallery.scenarios.count) passed, 0 failed" && Gallery.scenarios.count == 67)
        #expect(
            lines.contains {
                $0.hasPrefix("ios10-overlay-f8f8f8") && $0.contains("#f8f8f8, no hairline") && $0.hasSuffix("pass")
            })
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(
            lines.contains {
                $0.hasPrefix("ios10-settings-iphone-8 ") && $0.contains("title centre 187.5 pt of 375")
                    && $0.hasSuffix("pass")
            })
        // Every iOS 26 and 27 scenario but the one drawn with the opt-out and the glass views'.
        #expect(files.filter { $0.hasSuffix("-beside-ios18.png") }.count == 16)
        #expect(files.count == 2 * Gallery.scenarios.count + 16)
        try expectPngcheckAccepts(files.filter { $0.hasSuffix(".png") }.sorted().map { dir + "/" + $0 })
    }
}
