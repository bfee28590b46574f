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
            Explain.self, Solve.self, Displays.self, Devices.self, Frames.self,
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
        try RenderArguments(
            scene: scene, output: output, png: png, display: display.display, maxImageSide: limits.maxImageSide,
            maxImagePixels: limits.maxImagePixels
        ).run()
    }
}

/// What `render` was asked to do: the values of its command line, however it was read (by
/// ArgumentParser, or by ``RenderArguments/parse(_:)`` for a plain command line).
struct RenderArguments: Equatable {
    var scene: String
    var output: String
    var png: PNGSpeed = .balanced
    var display: String = DisplayOption.defaultName
    var maxImageSide: Int = LimitOptions.defaultSide
    var maxImagePixels: Int = LimitOptions.defaultPixels

    func run() throws {
        // sRGB, the default, has no display stage: no Display is made for it (that would build a
        // LittleCMS profile, and read the time zone, for nothing: about 0.5 ms of a strip render).
        let screen = display == DisplayOption.defaultName ? nil : try DisplayOption.resolve(display)
        let pngLimits = try LimitOptions.resolve(side: maxImageSide, pixels: maxImagePixels)
        try cli {
            let loaded = try SceneParser.load(path: scene, limits: pngLimits)
            if let screen, !screen.isSRGB {
                let image = try SceneRenderer.render(loaded)
                // The display stage: the sRGB render as the display shows it, tagged with its profile.
                let shown = screen.show(StraightImage(image)).premultiplied
                try PNGEncoder.write(shown, to: output, preset: png.preset, profile: screen.embeddedProfile)
            } else {
                // Rendered and compressed as the content is decoded (see SceneRenderer.encodePNG).
                try FileIO.writeAtomically(try SceneRenderer.encodePNG(loaded, preset: png.preset, path: output), to: output)
            }
        }
    }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print each bar's view stack (navigation bar, toolbar, tab bar), depth-first, in seed 003's format.")

    @Argument(help: "The scene file (YAML).") var scene: String

    func run() throws {
        let bars = try cli { try SceneParser.load(path: scene).barLayers() }
        // Each bar: its own line (class and frame in window points), then its subviews.
        print(bars.map { $0.className + $0.propertySummary + "\n" + $0.treeDescription() }.joined(separator: "\n"))
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

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the phones a scene's `device:` can name, with their sizes, insets and sources.")

    @Flag(help: "Also print where each row's numbers come from.") var sources = false

    func run() throws {
        var rows: [[String]] = [[
            "device", "models", "points", "scale", "pixels", "status bar", "bar top", "home indicator", "landscape bar",
            "landscape home",
        ]]
        for d in Device.all {
            rows.append([
                d.id, d.name, "\(PointRect.format(d.widthPoints))×\(PointRect.format(d.heightPoints))", "@\(d.scale)x",
                "\(d.pixelWidth)×\(d.pixelHeight)", PointRect.format(d.statusBarHeight), PointRect.format(d.topSafeAreaInset),
                PointRect.format(d.homeIndicatorInset), PointRect.format(d.landscapeBarHeight),
                PointRect.format(d.landscapeHomeIndicatorInset),
            ])
        }
        print(formatTable(rows))
        print("Points; portrait unless marked. Navigation bar 44 pt (+52 with large titles, iOS 11), tab bar 49 pt, toolbar 44 pt, above the home indicator.")
        if sources {
            for d in Device.all { print("\(d.id): \(d.source)") }
        }
    }
}

struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render a scene's transition as numbered PNGs and a filmstrip of all frames side by side.",
        discussion: "Writes DIR/frame-000.png … and DIR/filmstrip.png. The scene needs a `transition:` section.")

    @Argument(help: "The scene file (YAML) with a transition.") var scene: String
    @Option(name: .shortAndLong, help: "The folder to write the frames into.") var output: String
    @Option(help: "Number of frames, evenly spaced in time (at least 2).") var count: Int = 10
    @Option(help: "PNG speed preset: fast, balanced or small.") var png: PNGSpeed = .balanced
    @OptionGroup var limits: LimitOptions

    func run() throws {
        guard (2...120).contains(count) else {
            throw CLIError(message: "--count \(count): use 2…120 frames (the first is the start, the last the end)")
        }
        let pngLimits = try limits.resolved()
        try cli {
            let loaded = try SceneParser.load(path: scene, limits: pngLimits)
            guard loaded.transition != nil else { throw SceneRenderer.missingTransition(loaded) }
            try FileIO.makeDirectories(output)
            var strip: Filmstrip?
            // One frame in memory at a time: written, then shrunk into the filmstrip if need be.
            try SceneRenderer.forEachTransitionFrame(loaded, count: count) { index, frame in
                try PNGEncoder.write(frame, to: output + "/" + Self.frameName(index), preset: png.preset)
                if strip == nil { strip = try Filmstrip(frameWidth: frame.width, frameHeight: frame.height, count: count) }
                strip!.add(frame, at: index)
            }
            try PNGEncoder.write(strip!.image, to: output + "/filmstrip.png", preset: png.preset)
        }
        print("wrote \(count) frames and filmstrip.png to \(output)")
    }

    /// `frame-000.png`: zero-padded so the files sort in order.
    static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".png"
    }
}
