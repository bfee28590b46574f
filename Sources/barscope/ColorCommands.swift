import BarScopeSupport
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
        abstract:
            "List every layer covering a pixel of a scene, bottom to top, with what it adds and the composite after it."
    )

    @Argument(help: "The scene file (YAML).") var scene: String
    @Argument(help: "x of the pixel.") var x: String
    @Argument(help: "y of the pixel.") var y: String
    @OptionGroup var coordinates: CoordinateOptions
    @OptionGroup var display: DisplayOption
    @OptionGroup var capture: CaptureOption
    @Flag(
        help: "Print JSON: {\"barscope\", \"x\", \"y\", \"notes\", \"layers\", \"srgb\", \"display\", \"displayName\"}."
    ) var json = false
    @OptionGroup var limits: LimitOptions
    @OptionGroup var variant: VariantOption

    func run() throws {
        let screen = try display.resolved()
        let pngLimits = try limits.resolved()
        let chosen = try chosenVariant(variant.variant, of: scene)
        let loaded = capture.capture.taking(
            try cli { try SceneParser.load(path: scene, limits: pngLimits, variant: chosen) })
        printWarnings(loaded.warnings)
        // The scene's device gives the scale: a --scale or --scene beside it would be ignored.
        guard coordinates.scale == nil, coordinates.scene == nil else {
            throw CLIError(message: "explain takes the scale from its scene's device; drop --scale and --scene")
        }
        let scale = coordinates.points ? loaded.device.scale : 1
        let px = try coordinates.pixel(x, name: "x", scale: scale),
            py = try coordinates.pixel(y, name: "y", scale: scale)
        let explanation = try cli { try Explanation.explain(loaded, x: px, y: py, display: screen) }
        print(json ? BarScopeVersion.stamped(explanation.json) : explanation.text)
        if !json, !loaded.swiftUILowering.isEmpty { print("\n" + loaded.swiftUISummary) }
    }
}

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract:
            "Find the barTintColor (iOS 9-12) or appearance backgroundColor (iOS 13+) that makes a bar show a target colour.",
        discussion: """
            On iOS 13 and later, solve sets the backgroundColor of the navigation bar's standardAppearance and scrollEdgeAppearance \
            (configured with --configure, the colour at --alpha), so that the bar shows it at rest and scrolled alike. \
            On iOS 26 and 27 that colour is drawn under the glass capsules, without the bar's blur; with --glass-frame, \
            solve instead finds the tintColor of a UIGlassEffect on a glass view at that frame (x,y,width,height in \
            points) that shows the target inside the view, at --alpha (the tint's own alpha), over the content. \
            Exit status 0 when the target is reachable, 1 when no colour reaches it (the nearest reachable colour is printed), 2 on bad input.
            """)

    @Option(help: "iOS version: \(IOSVersion.supportedList).") var ios: Int
    @Option(help: "The colour the bar should show, #rrggbb (a display colour with --display).") var target: String
    @Option(
        help:
            "What lies beneath: white (default), a colour #rrggbb, a PNG file, or list[:OFFSET] (the list screen, scrolled OFFSET points under the bar)."
    )
    var over: String = "white"
    @Option(help: "Device: \(Device.all.map(\.id).joined(separator: ", ")).") var device: String = Device.iPhone8.id
    @Flag(help: "iOS 9-12: solve for translucent: false instead of the default translucent bar.") var opaque = false
    @Option(
        help:
            "iOS 13+: the appearance's configureWith: defaultBackground (the default), opaqueBackground or transparentBackground."
    )
    var configure: String?
    @Option(
        help: "iOS 13+: the backgroundColor's alpha, 0 (exclusive) to 1 (the default); with --glass-frame, the tint's.")
    var alpha: Double?
    @Option(
        help:
            "iOS 26+: solve for the UIGlassEffect tintColor of a glass view at this frame, x,y,width,height in points (such as 16,700,120,48)."
    )
    var glassFrame: String?
    @Option(help: "iOS 26+: the glass view's UIGlassEffect style, regular (the default) or clear.")
    var glassStyle: String?
    @OptionGroup var display: DisplayOption
    @Flag(
        help:
            "Print JSON: {\"barscope\", \"barTintColor\" (or \"backgroundColor\"), \"reached\", \"maxError\", \"reading\", \"range\", \"idealTint\"}."
    ) var json = false
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let pngLimits = try limits.resolved()
        let screen = try display.resolved()
        guard let goal = RGBA8(hex: target), goal.a == 255 else {
            throw CLIError(message: "--target \"\(target)\": not an opaque colour; write #rrggbb")
        }
        guard let phone = Device.named(device) else {
            throw CLIError(
                message:
                    "--device \(device): unknown device; use one of \(Device.all.map(\.id).joined(separator: ", "))")
        }
        let content: SceneContent
        switch over {
        case "white": content = .color(.white)
        case "list": content = .list(ListScreen())
        case _ where over.hasPrefix("list:"):
            guard let offset = Double(over.dropFirst(5)), offset >= -10_000, offset <= 100_000 else {
                throw CLIError(
                    message:
                        "--over \"\(over)\": the list's contentOffset must be -10000…100000 points (UIKit's contentOffset.y, -64 at rest under a 64 pt bar), as in list:56"
                )
            }
            content = .list(ListScreen(contentOffset: offset))
        default:
            if let color = RGBA8(hex: over) {
                content = .color(color)
            } else if over.hasPrefix("#") {
                throw CLIError(
                    message: "--over \"\(over)\": not a colour; write #rrggbb, or give white, list or a PNG file")
            } else {
                content = .image(try cli { try PNGDecoder.read(path: over, limits: pngLimits) }, path: over)
            }
        }
        guard let version = IOSVersion.named(ios) else {
            throw CLIError(message: "--ios \(ios): iOS \(ios) is not modelled; use \(IOSVersion.supportedList)")
        }
        var scene = Scene(
            release: version, device: phone, content: content,
            navigationBar: BarAppearance(translucent: opaque ? false : nil), source: "solve")
        var variable = TintSolver.Variable.barTintColor
        if glassStyle != nil, glassFrame == nil {
            throw CLIError(message: "--glass-style: give the glass view's --glass-frame too, such as 16,700,120,48")
        }
        if let glassFrame {
            guard version.design.models(.glassEffectViews) else {
                throw CLIError(message: "--glass-frame: UIGlassEffect arrives with iOS 26; use --ios 26 or 27")
            }
            guard configure == nil, !opaque else {
                throw CLIError(
                    message:
                        "--glass-frame solves for the glass view's tint; drop --\(configure != nil ? "configure" : "opaque")"
                )
            }
            let numbers: [Double?] = glassFrame.split(separator: ",", omittingEmptySubsequences: false).map {
                Double(String($0.filter { $0 != " " }))
            }
            guard numbers.count == 4, numbers.allSatisfy({ $0 != nil && $0!.isFinite }), numbers[2]! > 0,
                numbers[3]! > 0
            else {
                throw CLIError(
                    message:
                        "--glass-frame \"\(glassFrame)\": give x,y,width,height in points, the width and height above 0, such as 16,700,120,48"
                )
            }
            var view = GlassEffectView(
                frame: PointRect(x: numbers[0]!, y: numbers[1]!, width: numbers[2]!, height: numbers[3]!))
            if let glassStyle {
                guard let style = GlassEffectView.Style(rawValue: glassStyle) else {
                    throw CLIError(message: "--glass-style \(glassStyle): use regular or clear")
                }
                view.style = style
            }
            let a = alpha ?? 1
            guard a > 0, a <= 1 else {
                throw CLIError(
                    message:
                        "--alpha \(formatDecimal(a, places: 3, trimZeros: true)): give an alpha above 0 and at most 1, such as 0.9"
                )
            }
            if let problem = scene.glassFrameProblem(view.frame) {
                throw CLIError(message: "--glass-frame \"\(glassFrame)\": \(problem)")
            }
            scene.glassEffectViews = [view]
            variable = .glassTint(alpha: Fixed8.quantize(a))
        } else if version.offers(.appearanceObjects) {
            guard !opaque else {
                throw CLIError(
                    message: "--opaque: iOS \(ios) bars take an appearance; use --configure opaqueBackground")
            }
            let background: AppearanceBackground
            if let configure {
                guard let named = AppearanceBackground(rawValue: configure) else {
                    throw CLIError(
                        message:
                            "--configure \(configure): not a configureWith background; use one of \(AppearanceBackground.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                background = named
            } else {
                background = .defaultBackground
            }
            let a = alpha ?? 1
            guard a > 0, a <= 1 else {
                throw CLIError(
                    message:
                        "--alpha \(formatDecimal(a, places: 3, trimZeros: true)): give an alpha above 0 and at most 1, such as 0.9"
                )
            }
            let appearance = BarAppearanceObject(configureWith: background)
            scene.navigationBar.appearances = [.standardAppearance: appearance, .scrollEdgeAppearance: appearance]
            variable = .backgroundColor(alpha: Fixed8.quantize(a))
        } else if configure != nil || alpha != nil {
            throw CLIError(
                message:
                    "--\(configure != nil ? "configure" : "alpha"): appearances arrive with iOS 13; drop it, or use --ios 13 or later"
            )
        }
        let solution = try cli { try TintSolver.solve(scene, target: goal, display: screen, variable: variable) }
        if json {
            print(BarScopeVersion.stamped(solution.json))
        } else {
            let name = solution.property + String(repeating: " ", count: max(1, 14 - solution.property.count))
            print("\(name)\(solution.barTintColor.hex)   \(ColorFormat.uicolor.format(solution.barTintColor))")
            print(
                "reached       \(solution.reached ? "yes" : "no: no \(solution.property == "barTintColor" ? "tint" : "colour") in 0…255 reaches \(goal.hex) here; the nearest reachable colour is \(solution.reading.hex)")"
            )
            print(
                "max error     \(solution.maxError) (largest channel difference over the \(solution.property == "tintColor" ? "glass view's" : "bar's") pixels\(screen.isSRGB ? "" : ", on \(screen.name)"))"
            )
            print("reads         \(solution.reading.hex) mean, \(solution.readingRange)")
            if let said = version.design.solverNote(tintingGlassView: variable.isGlassTint) {
                let label = "iOS \(ios)"
                print(label + String(repeating: " ", count: 14 - label.count) + said)
            }
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
        print(
            "mac         sRGB with red primary (\(formatDecimal(model.red.x, places: 6)), \(formatDecimal(model.red.y, places: 6))) and a \(formatDecimal(model.whiteKelvin, places: 2)) K daylight white, fitted to seed 000"
        )
        guard fit else { return }
        let (fitted, residual) = try cli { try MacDisplayModel.fit() }
        let mac = try cli { try Display(name: "mac", profile: try fitted.profile()) }
        let shownRed = mac.show(MacDisplayModel.fittedInput)
        let tintRender = RGBA8(r: 0xfe, g: 0x25, b: 0x25)
        let predicted = mac.show(tintRender)
        print("")
        print(
            "fit         red primary (\(formatDecimal(fitted.red.x, places: 6)), \(formatDecimal(fitted.red.y, places: 6))), white \(formatDecimal(fitted.whiteKelvin, places: 2)) K; residual \(residual.map { formatDecimal($0, places: 6) }.joined(separator: ", "))"
        )
        print(
            "fitted      sRGB \(MacDisplayModel.fittedInput.hex) (image path) → \(shownRed.hex); seed 000 reads \(MacDisplayModel.fittedReading.hex)"
        )
        print(
            "predicted   sRGB \(tintRender.hex) (BarScope's opaque red-tint bar) → \(predicted.hex); seed 000 reads \(MacDisplayModel.predictedReading.hex)"
        )
    }
}
