import ArgumentParser
import BarChecks
import BarLayers
import BarScene
import ColorDisplay
import Raster
import RasterPNG

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "List every layer covering a pixel of a scene, bottom to top, with what it adds and the composite after it.")

    @Argument(help: "The scene file (YAML).") var scene: String
    @Argument(help: "x of the pixel.") var x: String
    @Argument(help: "y of the pixel.") var y: String
    @OptionGroup var coordinates: CoordinateOptions
    @OptionGroup var display: DisplayOption
    @Flag(help: "Print JSON: {\"x\", \"y\", \"layers\", \"srgb\", \"display\", \"displayName\"}.") var json = false
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let screen = try display.resolved()
        let pngLimits = try limits.resolved()
        let loaded = try cli { try SceneParser.load(path: scene, limits: pngLimits) }
        let scale = coordinates.points ? loaded.device.scale : try coordinates.resolvedScale()
        let px = try coordinates.pixel(x, name: "x", scale: scale), py = try coordinates.pixel(y, name: "y", scale: scale)
        let explanation = try cli { try Explanation.explain(loaded, x: px, y: py, display: screen) }
        print(json ? explanation.json : explanation.text)
    }
}

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Find the barTintColor that makes a bar show a target colour.",
        discussion: "Exit status 0 when the target is reachable, 1 when no tint reaches it (the nearest reachable colour is printed), 2 on bad input.")

    @Option(help: "iOS version: 9, 10 or 11.") var ios: Int
    @Option(help: "The colour the bar should show, #rrggbb (a display colour with --display).") var target: String
    @Option(help: "What lies beneath: white (default), a colour #rrggbb, a PNG file, or list[:OFFSET] (the list screen, scrolled OFFSET points under the bar).")
    var over: String = "white"
    @Option(help: "Device: \(Device.all.map(\.id).joined(separator: ", ")).") var device: String = Device.iphone8.id
    @Flag(help: "Solve for translucent: false instead of the default translucent bar.") var opaque = false
    @OptionGroup var display: DisplayOption
    @Flag(help: "Print JSON: {\"barTintColor\", \"reached\", \"maxError\", \"reading\", \"range\", \"idealTint\"}.") var json = false
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let pngLimits = try limits.resolved()
        let screen = try display.resolved()
        guard let goal = RGBA8(hex: target), goal.a == 255 else {
            throw CLIError(message: "--target \"\(target)\": not an opaque colour; write #rrggbb")
        }
        guard let phone = Device.named(device) else {
            throw CLIError(message: "--device \(device): unknown device; use one of \(Device.all.map(\.id).joined(separator: ", "))")
        }
        let content: SceneContent
        switch over {
        case "white": content = .color(.white)
        case "list": content = .list(ListScreen())
        case _ where over.hasPrefix("list:"):
            guard let offset = Double(over.dropFirst(5)), offset >= -10_000, offset <= 100_000 else {
                throw CLIError(message: "--over \"\(over)\": the list's contentOffset must be -10000…100000 points (UIKit's contentOffset.y, -64 at rest under a 64 pt bar), as in list:56")
            }
            content = .list(ListScreen(contentOffset: offset))
        default:
            if let color = RGBA8(hex: over) {
                content = .color(color)
            } else if over.hasPrefix("#") {
                throw CLIError(message: "--over \"\(over)\": not a colour; write #rrggbb, or give white, list or a PNG file")
            } else {
                content = .image(try cli { try PNGDecoder.read(path: over, limits: pngLimits) }, path: over)
            }
        }
        let scene = Scene(
            iosVersion: ios, device: phone, content: content,
            navigationBar: BarAppearance(translucent: !opaque), source: "solve")
        guard BarStack.forVersion(ios) != nil else {
            throw CLIError(message: "--ios \(ios): iOS \(ios) is not modelled; use 9, 10 or 11")
        }
        let solution = try cli { try TintSolver.solve(scene, target: goal, display: screen) }
        if json {
            print(solution.json)
        } else {
            print("barTintColor  \(solution.barTintColor.hex)   \(ColorFormat.uicolor.format(solution.barTintColor))")
            print("reached       \(solution.reached ? "yes" : "no: no tint in 0…255 reaches \(goal.hex) here; the nearest reachable colour is \(solution.reading.hex)")")
            print("max error     \(solution.maxError) (largest channel difference over the bar's pixels\(screen.isSRGB ? "" : ", on \(screen.name)"))")
            print("reads         \(solution.reading.hex) mean, \(solution.readingRange)")
        }
        if !solution.reached { throw ExitCode(1) }
    }
}

struct Displays: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "displays",
        abstract: "List the built-in displays, and how the mac display was fitted to seed 000.")

    @Flag(help: "Re-run the mac fit and show it.") var fit = false

    func run() throws {
        print("srgb        no conversion (the default): PNGs carry an sRGB chunk")
        print("display-p3  DCI-P3 primaries, D65 white, sRGB tone curve (Apple's Display P3)")
        let model = MacDisplayModel.fitted
        print("mac         sRGB with red primary (\(formatDecimal(model.red.x, places: 6)), \(formatDecimal(model.red.y, places: 6))) and a \(formatDecimal(model.whiteKelvin, places: 2)) K daylight white, fitted to seed 000")
        guard fit else { return }
        let (fitted, residual) = try cli { try MacDisplayModel.fit() }
        let mac = try cli { try Display(name: "mac", profile: try fitted.profile()) }
        let shownRed = mac.show(MacDisplayModel.fittedInput)
        let tintRender = RGBA8(r: 0xfe, g: 0x25, b: 0x25)
        let predicted = mac.show(tintRender)
        print("")
        print("fit         red primary (\(formatDecimal(fitted.red.x, places: 6)), \(formatDecimal(fitted.red.y, places: 6))), white \(formatDecimal(fitted.whiteKelvin, places: 2)) K; residual \(residual.map { formatDecimal($0, places: 6) }.joined(separator: ", "))")
        print("fitted      sRGB \(MacDisplayModel.fittedInput.hex) (image path) → \(shownRed.hex); seed 000 reads \(MacDisplayModel.fittedReading.hex)")
        print("predicted   sRGB \(tintRender.hex) (BarScope's opaque red-tint bar) → \(predicted.hex); seed 000 reads \(MacDisplayModel.predictedReading.hex)")
    }
}
