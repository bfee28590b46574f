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

struct BarScope: ParsableCommand {
    // Every command names itself: otherwise ArgumentParser derives the name from the type with
    // `String(describing:)`, whose conformance lookups cost about 2 ms in every process.
    static let configuration = CommandConfiguration(
        commandName: "barscope",
        abstract: "Reproduces UIKit navigation-bar composites off-device, and reads their pixels.",
        subcommands: [
            Render.self, Tree.self, Gallery.self, Pick.self, Stats.self, Loupe.self, Diff.self, Verify.self, Record.self,
            Explain.self, Solve.self, Displays.self,
        ])
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a scene file to a PNG of the whole screen, in device pixels.")

    @Argument(help: "The scene file (YAML).") var scene: String
    @Option(name: .shortAndLong, help: "The PNG to write.") var output: String
    @Option(help: "PNG speed preset: fast, balanced or small.") var png: PNGSpeed = .balanced
    @OptionGroup var display: DisplayOption
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let screen = try display.resolved()
        let pngLimits = try limits.resolved()
        try cli {
            let loaded = try SceneParser.load(path: scene, limits: pngLimits)
            if screen.isSRGB {
                // Rendered and compressed as the content is decoded (see SceneRenderer.encodePNG).
                try FileIO.writeAtomically(try SceneRenderer.encodePNG(loaded, preset: png.preset, path: output), to: output)
            } else {
                let image = try SceneRenderer.render(loaded)
                // The display stage: the sRGB render as the display shows it, tagged with its profile.
                let shown = screen.show(StraightImage(image)).premultiplied
                try PNGEncoder.write(shown, to: output, preset: png.preset, profile: screen.embeddedProfile)
            }
        }
    }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree", abstract: "Print the navigation bar's view stack, depth-first, in seed 003's format.")

    @Argument(help: "The scene file (YAML).") var scene: String

    func run() throws {
        let text = try cli { try SceneParser.load(path: scene).navigationBarLayer().treeDescription() }
        print(text)
    }
}

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the seed scenarios and compare each with its documented reading.",
        discussion: "Writes NAME.yaml and NAME.png for every scenario into the output folder. Exits 1 if any check fails.")

    @Option(name: .shortAndLong, help: "Folder for the scene files and PNGs.") var output: String = "gallery-out"
    @Option(help: "PNG speed preset: fast, balanced or small.") var png: PNGSpeed = .balanced

    func run() throws {
        try cli { try FileIO.makeDirectories(output) }
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
        print(formatTable(rows))
        print("\(rows.count - 1 - failures) passed, \(failures) failed")
        if failures > 0 { throw ExitCode(1) }
    }
}
