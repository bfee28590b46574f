import BarScopeSupport
import ArgumentParser
import Dispatch
import BarChecks
import BarLayers
import BarScene
import FileAccess
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
    // `String(describing:)`, whose conformance lookups run in every process.
    static let configuration = CommandConfiguration(
        commandName: "barscope",
        abstract: "Reproduces UIKit navigation-bar composites off-device, and reads their pixels.",
        version: BarScopeVersion.string,
        subcommands: [
            Render.self, Tree.self, Gallery.self, Pick.self, Stats.self, Loupe.self, Diff.self, Verify.self,
            Record.self,
            Explain.self, Solve.self, Displays.self, Devices.self, Frames.self, Normalize.self, ImportCommand.self,
            LintCommand.self,
        ])
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Render scene files to PNGs (the whole screen, or the strips the scene's region names), in device pixels.",
        discussion: """
            One scene: -o names the PNG; -o DIR/ (a trailing slash) writes it, or each of its variants as \
            NAME@VARIANT.png, into the folder; --sheet lays the scene out across values on one PNG. Several \
            scenes, or a folder (searched for NAME.yaml): -o names a folder, which gets NAME.png for each \
            (keeping a folder's subfolders), rendered --jobs at a time.
            """)

    @Argument(help: "Scene files (YAML), or folders of them.") var scenes: [String]
    @Option(
        name: .shortAndLong,
        help: "The PNG to write (one scene), or the folder for the PNGs (several scenes or a folder).")
    var output: String
    @Option(help: "PNG speed preset: fast, balanced or small.") var png: PNGSpeed = .balanced
    @Option(help: "Scenes rendered at once when there are several (default: the processors online).") var jobs: Int?
    @OptionGroup var display: DisplayOption
    @OptionGroup var capture: CaptureOption
    @OptionGroup var limits: LimitOptions
    @Flag(
        help:
            "Treat the scene's warnings (a character no font has, a value UIKit ignores) as errors: exit 2, no PNG written."
    )
    var strict = false
    @Option(
        help:
            "Of a scene with variants:, render this one (its name, such as dark+iphone-se); a folder render writes every variant."
    )
    var variant: String?
    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Render one scene as a labelled contact sheet: its variants: (--sheet variants), or a matrix of scene keys and values (--sheet ios=17,18,26 userInterfaceStyle=light,dark); the last key runs across.",
            valueName: "key=values"))
    var sheet: [String] = []

    func run() throws {
        if !sheet.isEmpty {
            guard scenes.count == 1, (try? FileIO.kind(of: scenes[0])) != .directory, variant == nil else {
                throw CLIError(
                    message:
                        "--sheet: lays out one scene file's variants; give one scene (and no --variant), such as barscope render orders.yaml --sheet ios=17,18,26 -o sheet.png"
                )
            }
            return try ContactSheetCommand(
                scene: scenes[0], output: output, axes: sheet, png: png, limits: limits, strict: strict
            ).run()
        }
        var arguments = RenderArguments(
            scene: scenes.first ?? "", output: output, png: png, display: display.display,
            maxImageSide: limits.maxImageSide,
            maxImagePixels: limits.maxImagePixels, strict: strict)
        arguments.variant = variant
        arguments.capture = capture.capture
        if let jobs, jobs < 1 {
            throw CLIError(message: "--jobs \(jobs): give at least 1 (the scenes rendered at once)")
        }
        guard scenes.count == 1, (try? FileIO.kind(of: scenes[0])) != .directory else {
            if let variant {
                throw CLIError(
                    message:
                        "--variant \(variant): picks a variant of one scene file; a folder or several scenes render every variant as NAME@VARIANT.png"
                )
            }
            return try arguments.runBatch(scenes, jobs: jobs ?? GoldenOptions.onlineProcessors)
        }
        try arguments.run()
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
    /// Warnings are errors: the scene is not rendered.
    var strict = false
    /// The variant of a scene with `variants:` to render, by name.
    var variant: String?
    /// How the picture is taken, in place of the scene's `capture:` (`--capture`).
    var capture: Capture?

    func run() throws {
        // A folder of scenes, or `-o DIR/` for one scene: the scene's PNG, or each of its
        // variants' (NAME@VARIANT.png), goes into the folder. (An existing folder named without
        // the slash stays an error: the PNG's name was meant.)
        if (try? FileIO.kind(of: scene)) == .directory || (output.hasSuffix("/") && variant == nil) {
            return try runBatch([scene], jobs: GoldenOptions.onlineProcessors)
        }
        try render(scene, to: output, variant: try chosenVariant(variant, of: scene))
    }

    /// Renders one scene file to one PNG. Its warnings are printed, or given to `warnings` (a
    /// batch prints those of all its renders together, once each).
    func render(
        _ scene: String, to output: String, variant: SceneVariant? = nil,
        warnings collect: (([SceneWarning]) -> Void)? = nil
    ) throws {
        // sRGB, the default, has no display stage: no Display is made for it (that would build a
        // LittleCMS profile, and read the time zone, for nothing).
        let screen = display == DisplayOption.defaultName ? nil : try DisplayOption.resolve(display)
        let pngLimits = try LimitOptions.resolve(side: maxImageSide, pixels: maxImagePixels)
        try refuseOutput(output, overwriting: [scene])
        try cli {
            let loaded = try capture.taking(SceneParser.load(path: scene, limits: pngLimits, variant: variant))
            try refuseOutput(output, overwriting: loaded.inputFiles)
            if let collect { collect(loaded.warnings) } else { printWarnings(loaded.warnings) }
            if strict, !loaded.warnings.isEmpty {
                let count = loaded.warnings.count
                throw CLIError(
                    message:
                        "\(scene): \(count) warning\(count == 1 ? "" : "s") above, and --strict makes \(count == 1 ? "it an error" : "them errors"); fix the scene, or render without --strict"
                )
            }
            if let screen, !screen.isSRGB {
                let image = try SceneRenderer.render(loaded)
                // The display stage: the sRGB render as the display shows it, tagged with its profile.
                let shown = screen.show(StraightImage(image)).premultiplied
                try PNGEncoder.write(shown, to: output, preset: png.preset, profile: screen.embeddedProfile)
            } else {
                // Rendered and compressed as the content is decoded (see SceneRenderer.encodePNG).
                try FileIO.write(try SceneRenderer.encodePNG(loaded, preset: png.preset, path: output), to: output)
            }
        }
    }
}

extension RenderArguments {
    /// Renders several scenes, or the scenes of folders, into the folder `output`: DIR/NAME.png
    /// for a file, DIR/SUB/NAME.png for a folder's `SUB/NAME.yaml`, and DIR/SUB/NAME@VARIANT.png
    /// for each variant of a scene with `variants:` (a file's, or a folder's). Each PNG is written whole or
    /// not at all; a scene that fails is reported on its own line and the others are still
    /// rendered (exit status 2 if any failed).
    func runBatch(_ inputs: [String], jobs: Int) throws {
        if (try? FileIO.kind(of: output)).map({ $0 != .missing && $0 != .directory }) ?? false {
            throw CLIError(
                message:
                    "-o \(output): several scenes need a folder for their PNGs, and this is a file; give a folder, such as renders"
            )
        }
        var planned: [(scene: String, png: String, variant: SceneVariant?)] = []
        for input in inputs {
            if (try? FileIO.kind(of: input)) == .directory {
                let base = input.hasSuffix("/") ? input : input + "/"
                let found = try cli { try FileIO.files(under: input, suffix: Goldens.sceneSuffix) }
                guard !found.isEmpty else {
                    throw CLIError(
                        message: "\(input): no .yaml scene files found; give scene files or a folder of them")
                }
                // As a golden suite does: each variant its own PNG.
                for scene in found {
                    let name = String(scene.dropFirst(base.count).dropLast(Goldens.sceneSuffix.count))
                    planned += Goldens.goldens(of: scene, name: name).map {
                        (scene, "\(output)/\($0.name).png", $0.variant)
                    }
                }
            } else {
                let name = input.split(separator: "/").last.map(String.init) ?? input
                let stem = name.hasSuffix(Goldens.sceneSuffix) ? String(name.dropLast(Goldens.sceneSuffix.count)) : name
                if let problem = OutputName.problem(stem) {
                    throw CLIError(
                        message:
                            "\(input): the PNG's name \"\(MessageText.echo(stem))\" \(problem); rename the scene file")
                }
                // A file's variants too, each its own PNG (NAME@VARIANT.png), as in a folder.
                planned += Goldens.goldens(of: input, name: stem).map {
                    (input, "\(output)/\($0.name).png", $0.variant)
                }
            }
        }
        try refuseOutput(output, overwriting: inputs)
        for item in planned { try refuseOutput(item.png, overwriting: planned.map(\.scene)) }
        let work = planned
        var seen: [String: String] = [:]
        for item in work {
            if let other = seen[item.png] {
                throw CLIError(
                    message:
                        "\(item.scene) and \(other) would both be rendered to \(item.png); render them into different folders"
                )
            }
            seen[item.png] = item.scene
        }
        // One slot per scene for its failure's message, and the count done for the progress line.
        let failures = Locked([String?](repeating: nil, count: work.count))
        let warnings = Locked([[SceneWarning]](repeating: [], count: work.count))
        let progress = ProgressLine("render")
        let done = Locked(0)
        let lanes = max(1, min(jobs, work.count))
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: work.count, by: lanes) {
                do {
                    let png = work[index].png
                    if let slash = png.lastIndex(of: "/") { try FileIO.makeDirectories(String(png[..<slash])) }
                    try render(work[index].scene, to: png, variant: work[index].variant) { found in
                        warnings.withLock { $0[index] = found }
                    }
                } catch {
                    let message = (error as? CLIError)?.message ?? "\(error)"
                    failures.withLock { $0[index] = message }
                }
                progress.update(
                    done.withLock {
                        $0 += 1; return $0
                    }, work.count)
            }
        }
        progress.finish()
        // Each warning once, a variant's named by its PNG's name (`orders@26+dark`).
        printWarnings(
            grouped: zip(work, warnings.current).map { item, found in
                let name = item.png.split(separator: "/").last.map { String($0.dropLast(".png".count)) }
                return (item.variant == nil ? nil : name, item.scene, found)
            })
        let messages = failures.current.compactMap { $0 }
        for message in messages { Failure.emit("barscope: error: \(MessageText.escapingControls(message))\n") }
        print("rendered \(work.count - messages.count) of \(work.count) scenes into \(output)")
        if !messages.isEmpty { throw ExitCode(2) }
    }
}

struct Normalize: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "normalize",
        abstract: "Print a scene file as BarScope reads it: every key it sets, defaults left out, in a fixed order.",
        discussion:
            "The output parses to the same scene from the scene's folder (paths stay relative to it). Comments are dropped. With --uikit, a scene's swiftUI: modifiers are printed as the UIKit keys they lower to (the same picture)."
    )

    @Argument(help: "The scene file (YAML).") var scene: String
    @Flag(help: "Print the swiftUI: modifiers as the UIKit keys they lower to.") var uikit = false

    func run() throws {
        let loaded = try cli { try SceneParser.load(path: scene) }
        printWarnings(loaded.warnings)
        print((uikit ? loaded.uikitOnly : loaded).yamlText, terminator: "")
    }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print each bar's view stack (navigation bar, toolbar, tab bar), depth-first, in seed 003's format.")

    @Argument(help: "The scene file (YAML).") var scene: String
    @OptionGroup var capture: CaptureOption
    @OptionGroup var variant: VariantOption

    func run() throws {
        let chosen = try chosenVariant(variant.variant, of: scene)
        let loaded = capture.capture.taking(try cli { try SceneParser.load(path: scene, variant: chosen) })
        printWarnings(loaded.warnings)
        let bars = try cli { try loaded.barLayers() }
        // Each bar: its own line (class and frame in window points), then its subviews.
        func describe(_ layers: [Layer]) -> String {
            layers.map { $0.className + $0.propertySummary + "\n" + $0.treeDescription() }.joined(separator: "\n")
        }
        if let columns = loaded.columns {
            // A split view: each column's bars, moved to where the column sits, then the status bar.
            for column in columns {
                print(
                    "UISplitViewController column \(column.name): x \(PointRect.format(column.x)), width \(PointRect.format(column.scene.screen.widthPoints))"
                )
                let layers = try cli { try column.scene.barLayers() }.everything.map { layer in
                    var moved = layer
                    moved.frame.x += column.x
                    return moved
                }
                print(describe(layers))
            }
            if let status = bars.statusBar { print(describe([status])) }
        } else {
            print(describe(bars.everything))
        }
        // Which SwiftUI modifier set which UIKit property of the bars above.
        if !loaded.swiftUILowering.isEmpty { print("\n" + loaded.swiftUISummary) }
    }
}

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the seed scenarios and compare each with its documented reading.",
        discussion:
            "Writes NAME.yaml and NAME.png for every scenario into the output folder (with --beside-ios18, also NAME-beside-ios18.png for each iOS 26 scenario: the same scene with iOS 18's bars at the left). Exits 1 if any check fails."
    )

    @Option(name: .shortAndLong, help: "Folder for the scene files and PNGs.") var output: String = "gallery-out"
    @Option(help: "PNG speed preset: fast, balanced or small.") var png: PNGSpeed = .balanced
    @Flag(help: "Also write each iOS 26 scenario beside its iOS 18 rendering, as NAME-beside-ios18.png.")
    var besideIos18 = false

    func run() throws {
        try cli { try FileIO.makeDirectories(output) }
        var rows: [[String]] = [["scenario", "documented reading", "rendered reading", "verdict"]]
        var failures = 0
        for scenario in BarChecks.Gallery.scenarios {
            let rendered = try cli { try scenario.render() }
            let verdict = scenario.check(rendered)
            try cli {
                try FileIO.write(Array(scenario.yaml.utf8), to: "\(output)/\(scenario.name).yaml")
                try PNGEncoder.write(rendered.picture, to: "\(output)/\(scenario.name).png", preset: png.preset)
                if besideIos18, let pair = try rendered.besideIOS18() {
                    try PNGEncoder.write(pair, to: "\(output)/\(scenario.name)-beside-ios18.png", preset: png.preset)
                } else if besideIos18, let why = rendered.besideIOS18Refusal {
                    Failure.emit("barscope: warning: \(scenario.name): no iOS 18 picture beside it (\(why))\n")
                }
            }
            if !verdict.passed { failures += 1 }
            rows.append([
                scenario.name, scenario.documented, verdict.reading,
                verdict.passed ? "pass" : "FAIL: \(verdict.detail)",
            ])
        }
        print(formatTable(rows))
        print("\(rows.count - 1 - failures) passed, \(failures) failed")
        if failures > 0 { throw ExitCode(1) }
    }
}

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract:
            "List the phones a scene's `device:` can name, with their sizes, insets and sources, and the iPads (not drawn yet)."
    )

    @Flag(help: "Also print where each row's numbers come from.") var sources = false

    func run() throws {
        var rows: [[String]] = [
            [
                "device", "models", "points", "scale", "pixels", "status bar", "safe area", "bar top", "home indicator",
                "landscape bar",
                "landscape home",
            ]
        ]
        for d in Device.all {
            rows.append([
                d.id, d.name, "\(PointRect.format(d.widthPoints))×\(PointRect.format(d.heightPoints))", "@\(d.scale)x",
                "\(d.pixelWidth)×\(d.pixelHeight)", PointRect.format(d.statusBarHeight),
                PointRect.format(d.topSafeAreaInset), PointRect.format(d.navigationBarTop),
                PointRect.format(d.homeIndicatorInset), PointRect.format(d.landscapeBarHeight),
                PointRect.format(d.landscapeHomeIndicatorInset),
            ])
        }
        print(formatTable(rows))
        print(
            "Points; portrait unless marked. Navigation bar 44 pt (+52 with large titles, iOS 11), tab bar 49 pt, toolbar 44 pt, above the home indicator."
        )
        // The iPads, drawn with the release's iPad bars in regular width.
        var pads = [["iPad", "models", "points", "pixels", "safe area 13–18", "safe area 26"]]
        for p in PadScreen.all {
            pads.append([
                p.id, p.name, "\(PointRect.format(p.widthPoints))×\(PointRect.format(p.heightPoints))",
                "\(Int(p.widthPoints) * PadScreen.scale)×\(Int(p.heightPoints) * PadScreen.scale)",
                "\(PointRect.format(p.safeArea18.top)) / \(PointRect.format(p.safeArea18.bottom))",
                "\(PointRect.format(p.safeArea26.top)) / \(PointRect.format(p.safeArea26.bottom))",
            ])
        }
        print("\n" + formatTable(pads))
        print(
            "iPads are @2x, regular width either way up: navigation bar and toolbar 44 pt before iPadOS 12, 50 from it, 54 at the 32-pt safe area on iPadOS 26; tab bar 49, then 50 (+15 over the home indicator), items inline. From iPadOS 18 a tab bar controller's tab bar floats at the top centre (_UIFloatingTabBar; its frame is estimated)."
        )
        if sources {
            for d in Device.all { print("\(d.id): \(d.source)") }
            for p in PadScreen.all { print("\(p.id): \(p.source)") }
        }
    }
}

struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render a scene's transition as numbered PNGs and a filmstrip of all frames side by side.",
        discussion:
            "Writes DIR/frame-000.png …, DIR/filmstrip.png and DIR/transition.png (an animated PNG of the frames, each shown for the transition's duration over the gaps between frames, or --delay). The scene needs a `transition:` section."
    )

    @Argument(help: "The scene file (YAML) with a transition.") var scene: String
    @Option(name: .shortAndLong, help: "The folder to write the frames into.") var output: String
    @Option(help: "Number of frames, evenly spaced in time (at least 2).") var count: Int = 10
    @Option(help: "PNG speed preset: fast, balanced or small.") var png: PNGSpeed = .balanced
    @Option(
        help: "Milliseconds each frame of transition.png shows (default: the transition's duration over count − 1).")
    var delay: Int?
    @OptionGroup var limits: LimitOptions

    func run() throws {
        if let delay, !(1...65535).contains(delay) {
            throw CLIError(message: "--delay \(delay): use 1…65535 ms (an animated PNG frame's delay)")
        }
        guard (2...Self.maximumCount).contains(count) else {
            throw CLIError(
                message:
                    "--count \(count): use 2…\(Self.maximumCount) frames (the first is the start, the last the end)")
        }
        let pngLimits = try limits.resolved()
        try cli {
            let loaded = try SceneParser.load(path: scene, limits: pngLimits)
            guard let transition = loaded.transition else { throw SceneRenderer.missingTransition(loaded) }
            if let slash = output.dropLast().lastIndex(of: "/"), slash != output.startIndex {
                try FileIO.makeDirectories(String(output[..<slash]))
            }
            // The frames and the filmstrip are staged in a folder of their own, which then takes
            // the output folder's place in one step: the folder always holds one run's set, even
            // when the run is killed part-way.
            let set = try StagedFiles(in: output, owns: Self.isOwnName)
            var strip: Filmstrip?
            // The frames are evenly spaced in time, so each shows for the span over the gaps.
            let shown = delay ?? transition.frameDelay(count: count)
            var animation = try APNG.Writer(frameCount: count, delay: shown, path: output + "/transition.png")
            let animated = try set.stream(name: "transition.png")
            let progress = ProgressLine("frames")
            defer { progress.finish() }
            // One frame in memory at a time, its pixels and its encoded bytes: written as a file,
            // appended to the animation, then shrunk into the filmstrip if need be (120 frames
            // of a photo-like Pro Max scene once held 2.9 GB of encoded frames).
            try SceneRenderer.forEachTransitionFrame(loaded, count: count) { index, frame in
                progress.update(index + 1, count)
                let name = Self.frameName(index)
                let bytes = try PNGEncoder.encode(frame, preset: png.preset, path: output + "/" + name)
                try set.write(bytes, name: name)
                try animated.append(try animation.add(bytes))
                if strip == nil {
                    strip = try Filmstrip(frameWidth: frame.width, frameHeight: frame.height, count: count)
                }
                strip!.add(frame, at: index)
            }
            try animated.append(try animation.finish())
            animated.close()
            try set.write(
                try PNGEncoder.encode(strip!.image, preset: png.preset, path: output + "/filmstrip.png"),
                name: "filmstrip.png")
            try set.commit()
        }
        print("wrote \(count) frames, filmstrip.png and transition.png to \(output)")
    }

    /// Whether a file name is one that `frames` writes: a frame, the filmstrip or the animation.
    static func isOwnName(_ name: String) -> Bool {
        name == "filmstrip.png" || name == "transition.png" || isFrameName(name)
    }

    /// Whether a file name is one that `frames` writes for a frame: `frame-`, three digits of
    /// an index it can produce (below the largest `--count`), `.png`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        guard digits.count == 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(digits) else {
            return false
        }
        return index < maximumCount
    }

    /// The most frames a run makes.
    static let maximumCount = 120

    /// `frame-000.png`: zero-padded so the files sort in order.
    static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".png"
    }
}

/// `render SCENE --sheet …`: the scene's variants, or a matrix given on the command line, each
/// rendered and laid out with its caption (``BarChecks/ContactSheet``).
struct ContactSheetCommand {
    let scene: String, output: String, axes: [String]
    let png: PNGSpeed
    let limits: LimitOptions
    let strict: Bool

    /// The most cells a sheet has: a larger matrix belongs in a golden suite (`variants:`).
    static let maximumCells = 64

    func run() throws {
        let pngLimits = try limits.resolved()
        try refuseOutput(output, overwriting: [scene])
        let variants = try self.variants()
        guard !variants.isEmpty else {
            throw CLIError(
                message:
                    "--sheet variants: \(scene) has no variants:; give a matrix instead, such as --sheet ios=17,18,26 userInterfaceStyle=light,dark"
            )
        }
        guard variants.count <= Self.maximumCells else {
            throw CLIError(
                message:
                    "--sheet: the matrix makes \(variants.count) pictures, more than \(Self.maximumCells) on one sheet; give fewer values, or check them as variants: with barscope verify"
            )
        }
        var cells: [ContactSheet.Cell] = [], renders: [(name: String?, file: String, warnings: [SceneWarning])] = []
        let file = String(scene.split(separator: "/").last ?? "")
        let stem = file.hasSuffix(Goldens.sceneSuffix) ? String(file.dropLast(Goldens.sceneSuffix.count)) : file
        for variant in variants {
            let scene = try cli { try SceneParser.load(path: self.scene, limits: pngLimits, variant: variant) }
            renders.append(("\(stem)@\(variant.name)", self.scene, scene.warnings))
            let image = try cli { try SceneRenderer.render(scene) }
            cells.append(ContactSheet.Cell(caption: variant.description, image: image, scale: scene.device.scale))
        }
        printWarnings(grouped: renders)
        if strict, renders.contains(where: { !$0.warnings.isEmpty }) {
            throw CLIError(
                message:
                    "\(scene): warnings above, and --strict makes them errors; fix the scene, or render without --strict"
            )
        }
        // The last axis runs across: as many columns as it has values.
        let last = variants[0].settings.last?.key
        let columns = Set(variants.compactMap { $0.settings.last(where: { $0.key == last })?.value }).count
        let sheet: Image
        do {
            sheet = try ContactSheet.make(cells, columns: max(1, columns))
        } catch let error as RasterError {
            throw CLIError(
                message:
                    "--sheet: \(error); put the key with the most values first, so that it runs down the sheet, or give fewer values"
            )
        }
        try cli { try PNGEncoder.write(sheet, to: output, preset: png.preset) }
        print("wrote a sheet of \(cells.count) pictures (\(max(1, columns)) across) to \(output)")
    }

    /// The file's own variants (`--sheet variants`), or those the axes make.
    func variants() throws -> [SceneVariant] {
        if axes == ["variants"] { return try cli { try SceneParser.variants(path: scene) } }
        var parsed: [(key: String, values: [String])] = []
        for axis in axes {
            guard let equals = axis.firstIndex(of: "="), equals != axis.startIndex else {
                throw CLIError(
                    message:
                        "--sheet \(MessageText.echo(axis)): give a scene key, =, and values separated by commas, such as ios=17,18,26 (or variants for the file's own)"
                )
            }
            let values = axis[axis.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
                .map(String.init)
            guard !values.contains(where: \.isEmpty) else {
                throw CLIError(
                    message: "--sheet \(MessageText.echo(axis)): a value is empty; separate values by single commas")
            }
            parsed.append((String(axis[..<equals]), values))
        }
        do {
            return try SceneParser.variants(path: scene, axes: parsed)
        } catch {
            // The axes are the command line's, not the file's: their errors name the option.
            guard let key = error.key, key.hasPrefix("variants") else { throw CLIError(message: "\(error)") }
            throw CLIError(message: "--sheet \(key.dropFirst("variants".count + 1)): \(error.message)")
        }
    }
}
