import BarScopeSupport
import ArgumentParser
import BarChecks
import BarLayers
import BarScene
import ColorDisplay
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

/// An error the CLI reports as one line, with its exit status.
struct CLIError: Error {
    let message: String
    var status: Int32 = 2
}

/// Refuses a command-line word that is not valid UTF-8 (a file name in another encoding): Swift
/// reads such a word with U+FFFD in place of the bytes, so `-o` would write, and a scene be
/// read from, a name the user never gave.
func refuseArgumentsThatAreNotUTF8() throws {
    for index in 1..<Int(CommandLine.argc) {
        guard let word = CommandLine.unsafeArgv[index] else { continue }
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(word).assumingMemoryBound(to: UInt8.self), count: strlen(word))
        guard String(validating: bytes, as: UTF8.self) == nil else { continue }
        throw CLIError(
            message:
                "argument \(index) (\(FileIO.escapedName(Array(bytes)))) is not valid UTF-8; rename the file to a UTF-8 name (BarScope reads and writes paths as UTF-8)"
        )
    }
}

/// Refuses a word that starts with one "-" and is longer than a short option (`-bad-hdir`,
/// `-x.yaml`) before ArgumentParser reads the line: it would take the word for a cluster of
/// short flags, and one `h` in it for `-h`, printing help and exiting 0, a silent pass in CI.
/// Negative numbers, `-` (standard output) and everything after `--` are left alone.
func refuseDashWords(_ words: [String]) throws {
    let command = words.first.map { $0.hasPrefix("-") ? "" : $0 + " " } ?? ""
    for (index, word) in words.enumerated() {
        if word == "--" { return }
        guard word.hasPrefix("-"), !word.hasPrefix("--"), word.count > 2, Double(word) == nil else { continue }
        let shown = MessageText.echo(word)
        // After an option that takes a value, the word was meant as that value.
        let previous = index > 0 ? words[index - 1] : ""
        if previous.hasPrefix("--"), !previous.contains("=") {
            throw CLIError(
                message:
                    "\(shown): unknown option; to give \(previous) a value that starts with \"-\", write \(previous)=\(shown)"
            )
        }
        if previous == "-o" {
            throw CLIError(
                message: "\(shown): unknown option; to give -o a value that starts with \"-\", write --output=\(shown)")
        }
        throw CLIError(
            message:
                "\(shown): unknown option; an operand that starts with \"-\" goes after \"--\" (barscope \(command)-- \(shown))"
        )
    }
}

/// ArgumentParser's message with every argument it may quote made printable: control
/// characters escaped and long values shortened (see ``MessageText``). ArgumentParser's own
/// line breaks (message, usage, help hint) stay.
func printable(_ message: String, arguments: [String]) -> String {
    var text = message
    for argument in Set(arguments) where MessageText.echo(argument) != argument && !argument.isEmpty {
        text = replacing(argument, with: MessageText.echo(argument), in: text)
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
        MessageText.escapingControls(String($0))
    }
    .joined(separator: "\n")
}

/// `text` with every occurrence of `target` replaced (no Foundation in the binary).
func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let t = Array(target.utf8), s = Array(text.utf8)
    var out: [UInt8] = []
    var i = 0
    while i < s.count {
        if i + t.count <= s.count, s[i..<(i + t.count)].elementsEqual(t) {
            out += replacement.utf8
            i += t.count
        } else {
            out.append(s[i])
            i += 1
        }
    }
    return String(decoding: out, as: UTF8.self)
}

/// Refuses an output that is one of the command's inputs (the same file after links, or a hard
/// link to it): writing it would destroy the input (`render s.yaml -o s.yaml` once replaced the
/// scene with its PNG). Streams (`-`, `/dev/stdout`) are never inputs.
func refuseOutput(_ output: String, overwriting inputs: [String], option: String = "-o") throws {
    for input in inputs where FileIO.sameFile(output, input) {
        let same = output == input ? "" : " (\(input))"
        throw CLIError(
            message:
                "\(option) \(output): is an input of this command\(same), which writing would destroy; write to another file"
        )
    }
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

/// Where coordinates are given in points: how they become device pixels.
struct CoordinateOptions: ParsableArguments {
    @Flag(help: "Coordinates are in points; they are multiplied by the image's scale (--scale, or --scene's device).")
    var points = false
    @Option(help: "The image's scale (1, 2 or 3) for --points.") var scale: Int?
    @Option(help: "A scene file whose device gives the scale for --points.") var scene: String?

    /// The scale to convert points with, or 1 when coordinates are pixels.
    func resolvedScale() throws -> Int {
        guard points else {
            if scale != nil || scene != nil {
                throw CLIError(
                    message: "--scale and --scene only apply to point coordinates; add --points or drop them")
            }
            return 1
        }
        if let scale {
            guard (1...4).contains(scale) else {
                throw CLIError(message: "--scale \(scale): use the device scale, 1…4 (for example 2 or 3)")
            }
            return scale
        }
        if let scene { return try cli { try SceneParser.load(path: scene).device.scale } }
        throw CLIError(message: "--points needs the image's scale; add --scale 2 (or 3), or --scene FILE.yaml")
    }

    /// A coordinate argument in device pixels: a whole number, or with --points any number of points
    /// (the pixel that contains it). Checked before it becomes an integer: a value beyond any
    /// image (``coordinateBound``), infinite or not a number is an error, never a trap.
    func pixel(_ text: String, name: String, scale: Int) throws -> Int {
        guard let value = Double(text), value.isFinite else {
            throw CLIError(
                message: "\(name) \"\(MessageText.echo(text))\": not a number; give a pixel coordinate such as 120")
        }
        let pixels = points ? value * Double(scale) : value
        guard abs(pixels) < Double(coordinateBound) else {
            let unit = points ? " points at @\(scale)x" : ""
            throw CLIError(
                message:
                    "\(name) \(MessageText.echo(text))\(unit): outside any image, which is at most \(Image.maximumDimension) pixels on a side; give a coordinate inside the image"
            )
        }
        if !points {
            guard value == value.rounded(.down) else {
                throw CLIError(
                    message:
                        "\(name) \(MessageText.echo(text)): pixel coordinates are whole numbers; use --points for point coordinates"
                )
            }
        }
        return Int(pixels.rounded(.down))
    }

    /// A rectangle `X,Y,W,H` in device pixels (or points with --points), inside `bounds`.
    func rect(_ text: String, option: String, scale: Int, bounds: PixelRect, file: String) throws -> PixelRect {
        try parseRect(text, option: option, points: points, scale: scale, bounds: bounds, file: file)
    }
}

/// The largest magnitude a coordinate may have in device pixels before it is refused: far
/// beyond any image (``Image/maximumDimension``), far below where a conversion to `Int` traps.
let coordinateBound = 1 << 24

/// Parses `X,Y,W,H` (device pixels, or points at `scale` when `points`) that must lie inside `bounds`.
func parseRect(_ text: String, option: String, points: Bool, scale: Int, bounds: PixelRect, file: String) throws
    -> PixelRect
{
    let shown = MessageText.echo(text)
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingPrefix(" ")) }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
        [x, y, w, h].allSatisfy({ $0.isFinite })
    else {
        throw CLIError(
            message: "\(option) \"\(shown)\": expected X,Y,W,H (four finite numbers, for example 0,0,750,128)")
    }
    guard w > 0, h > 0 else {
        throw CLIError(message: "\(option) \(shown): width and height must be greater than 0")
    }
    let factor = points ? Double(scale) : 1
    guard [x, y, x + w, y + h].allSatisfy({ abs($0 * factor) < Double(coordinateBound) }) else {
        throw CLIError(
            message:
                "\(file): \(option) \(shown) is not inside the \(bounds.width)×\(bounds.height) image; keep x+w ≤ \(bounds.width) and y+h ≤ \(bounds.height)"
        )
    }
    let rect: PixelRect
    if points {
        rect = PointRect(x: x, y: y, width: w, height: h).pixels(scale: scale)
    } else {
        guard [x, y, w, h].allSatisfy({ $0 == $0.rounded(.down) }) else {
            throw CLIError(message: "\(option) \(shown): pixel rectangles are whole numbers; use --points for points")
        }
        rect = PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
    }
    guard rect.intersection(bounds) == rect, !rect.isEmpty else {
        throw CLIError(
            message:
                "\(file): \(option) \(shown) (pixels \(rect)) is not inside the \(bounds.width)×\(bounds.height) image; keep x+w ≤ \(bounds.width) and y+h ≤ \(bounds.height)"
        )
    }
    return rect
}

/// Tolerances shared by `diff`, `verify` and `record`.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "Largest per-channel difference (0…255) that still counts as equal.") var tolerance: Int = 0
    @Option(name: .customLong("delta-e"), help: "Pixels whose CIEDE2000 difference is at most this count as equal.")
    var deltaE: Double?
    @Option(parsing: .upToNextOption, help: "Regions X,Y,W,H (device pixels) to leave out; repeatable.") var ignore:
        [String] = []

    func diffOptions(bounds: PixelRect, file: String) throws -> DiffOptions {
        guard (0...255).contains(tolerance) else {
            throw CLIError(message: "--tolerance \(tolerance): use a channel difference 0…255 (0 means exact)")
        }
        if let deltaE, !(deltaE >= 0 && deltaE.isFinite) {
            throw CLIError(message: "--delta-e \(deltaE): use a non-negative ΔE00 such as 1.0")
        }
        let regions = try ignore.map { text in
            try parseRect(text, option: "--ignore", points: false, scale: 1, bounds: bounds, file: file)
        }
        return DiffOptions(tolerance: tolerance, deltaE: deltaE, ignore: regions)
    }
}

/// Reads a PNG for inspection, as the user named it.
func readImage(_ path: String, limits: PNGLimits) throws -> StraightImage {
    try cli { try PNGDecoder.readStraight(path: path, limits: limits) }
}

/// `--max-image-side`, `--max-image-pixels`: checked against a PNG's header before any pixel
/// memory is allocated, for every PNG a command reads (inputs, scene images, goldens).
struct LimitOptions: ParsableArguments {
    static let defaultSide = Int(PNGLimits.default.maxWidth)
    static let defaultPixels = Int(PNGLimits.default.maxPixels)
    @Option(help: "Refuse PNGs wider or taller than this many pixels.")
    var maxImageSide: Int = defaultSide
    @Option(help: "Refuse PNGs with more pixels than this.")
    var maxImagePixels: Int = defaultPixels

    func resolved() throws -> PNGLimits {
        try Self.resolve(side: maxImageSide, pixels: maxImagePixels)
    }

    static func resolve(side maxImageSide: Int, pixels maxImagePixels: Int) throws -> PNGLimits {
        guard (1...Image.maximumDimension).contains(maxImageSide) else {
            throw CLIError(message: "--max-image-side \(maxImageSide): use 1…\(Image.maximumDimension) pixels")
        }
        guard maxImagePixels >= 1, maxImagePixels <= 1 << 30 else {
            throw CLIError(message: "--max-image-pixels \(maxImagePixels): use 1…\(1 << 30) pixels (4 GiB decoded)")
        }
        var limits = PNGLimits.default
        limits.maxWidth = UInt32(maxImageSide)
        limits.maxHeight = UInt32(maxImageSide)
        limits.maxPixels = UInt64(maxImagePixels)
        return limits
    }
}

/// `--display NAME|FILE.icc`: the display stage after the sRGB render.
struct DisplayOption: ParsableArguments {
    static let defaultName = "srgb"
    @Option(help: "Show the result on a display: srgb (default, no conversion), display-p3, mac, or an .icc file.")
    var display: String = defaultName

    func resolved() throws -> Display {
        try Self.resolve(display)
    }

    static func resolve(_ name: String) throws -> Display {
        try cli { try Display.named(name) }
    }
}

extension Capture: ExpressibleByArgument {}

/// `--capture screen|layer`: how the picture is taken, in place of the scene's `capture:`.
struct CaptureOption: ParsableArguments {
    @Option(
        help:
            "How the picture is taken: screen (what the display shows) or layer (what CALayer.render(in:) records, as snapshot libraries do: no backdrops). Default: the scene's capture:, else screen."
    )
    var capture: Capture?
}

extension Optional where Wrapped == Capture {
    /// The scene, taken with this capture when one is given.
    func taking(_ scene: Scene) -> Scene {
        guard let self else { return scene }
        var taken = scene
        taken.capture = self
        return taken
    }
}

/// A progress line on standard error for long runs (`verify`, `record`, `frames`, a folder of
/// renders): counts and an estimate of the time left, rewritten in place at most ten times a
/// second. Only on a terminal, and never under CI (`CI` set), so pipes and logs never see it;
/// ``finish()`` erases it before the command prints its results.
final class ProgressLine: Sendable {
    private let label: String
    private let enabled: Bool
    private let start: Double
    /// When the line was last drawn, and whether it is on the screen.
    private let state = Locked((last: 0.0, shown: false))

    init(_ label: String) {
        self.label = label
        enabled = isatty(2) == 1 && getenv("CI") == nil
        start = Self.now()
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        state.withLock { state in
            let now = Self.now()
            guard done == total || now - state.last >= 0.1 else { return }
            state.last = now
            let elapsed = now - start
            let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
            let eta = done < total ? ", about \(Int(left.rounded(.up))) s left" : ""
            Failure.emit("\r\u{1b}[K\(label) \(done)/\(total)\(eta)")
            state.shown = true
        }
    }

    /// Erases the line.
    func finish() {
        guard enabled else { return }
        state.withLock { state in
            if state.shown { Failure.emit("\r\u{1b}[K") }
            state.shown = false
        }
    }
}

/// Prints a scene's warnings (values UIKit ignores) on standard error, one line each.
/// `--variant NAME`: of a scene with `variants:`, the one a command draws.
struct VariantOption: ParsableArguments {
    @Option(help: "Of a scene with variants:, use this one (its name, such as dark+iphone-se).")
    var variant: String?
}

/// The variant of `scene` named `name` (nil when none is asked for), or an error listing the
/// scene's variants.
func chosenVariant(_ name: String?, of scene: String) throws -> SceneVariant? {
    guard let name else { return nil }
    let variants = try cli { try SceneParser.variants(path: scene) }
    guard let chosen = variants.first(where: { $0.name == name }) else {
        let known =
            variants.isEmpty
            ? "it has no variants:" : "its variants are \(variants.map(\.name).joined(separator: ", "))"
        throw CLIError(message: "--variant \(name): \(scene) has no variant of that name; \(known)")
    }
    return chosen
}

/// The warnings of several renders, printed once each: a render is a scene file, or one variant
/// of it (`name` is then `orders@26+dark`). A warning every variant of its file has is printed
/// once with their count; one only some variants have names them; a file without variants
/// prints its warnings as they are.
func printWarnings(grouped renders: [(name: String?, file: String, warnings: [SceneWarning])]) {
    var perFile: [String: Int] = [:]
    for render in renders { perFile[render.file, default: 0] += 1 }
    var order: [SceneWarning] = [], holders: [SceneWarning: [String?]] = [:]
    for render in renders {
        for warning in render.warnings {
            if holders[warning] == nil { order.append(warning) }
            if holders[warning]?.contains(render.name) != true { holders[warning, default: []].append(render.name) }
        }
    }
    for warning in order {
        let names = holders[warning] ?? []
        let variants = names.compactMap { $0 }
        var suffix = ""
        if variants.count == names.count, !variants.isEmpty {
            let total = perFile[warning.file] ?? variants.count
            if variants.count == total, total > 1 {
                suffix = " (all \(total) variants)"
            } else {
                let shown = variants.count <= 5 ? variants : Array(variants.prefix(4))
                let more = variants.count - shown.count
                suffix = " (in \(shown.joined(separator: ", "))\(more > 0 ? " and \(more) more" : ""))"
            }
        }
        Failure.emit(
            "barscope: warning: \(MessageText.shorteningLongWords(MessageText.escapingControls(warning.description + suffix)))\n"
        )
    }
}

/// One scene's warnings (``printWarnings(grouped:)`` of a single render).
func printWarnings(_ warnings: [SceneWarning]) {
    printWarnings(grouped: [(nil, warnings.first?.file ?? "", warnings)])
}
