import ArgumentParser
import BarChecks
import BarLayers
import BarScene
import ColorDisplay
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
                throw CLIError(message: "--scale and --scene only apply to point coordinates; add --points or drop them")
            }
            return 1
        }
        if let scale {
            guard (1...4).contains(scale) else { throw CLIError(message: "--scale \(scale): use the device scale, 1…4 (for example 2 or 3)") }
            return scale
        }
        if let scene { return try cli { try SceneParser.load(path: scene).device.scale } }
        throw CLIError(message: "--points needs the image's scale; add --scale 2 (or 3), or --scene FILE.yaml")
    }

    /// A coordinate argument in device pixels: a whole number, or with --points any number of points
    /// (the pixel that contains it).
    func pixel(_ text: String, name: String, scale: Int) throws -> Int {
        guard let value = Double(text), value.isFinite else {
            throw CLIError(message: "\(name) \"\(text)\": not a number; give a pixel coordinate such as 120")
        }
        if !points {
            guard value == value.rounded(.down), abs(value) < 1e9 else {
                throw CLIError(message: "\(name) \(text): pixel coordinates are whole numbers; use --points for point coordinates")
            }
            return Int(value)
        }
        return Int((value * Double(scale)).rounded(.down))
    }

    /// A rectangle `X,Y,W,H` in device pixels (or points with --points), inside `bounds`.
    func rect(_ text: String, option: String, scale: Int, bounds: PixelRect, file: String) throws -> PixelRect {
        try parseRect(text, option: option, points: points, scale: scale, bounds: bounds, file: file)
    }
}

/// Parses `X,Y,W,H` (device pixels, or points at `scale` when `points`) that must lie inside `bounds`.
func parseRect(_ text: String, option: String, points: Bool, scale: Int, bounds: PixelRect, file: String) throws -> PixelRect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingPrefix(" ")) }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else {
        throw CLIError(message: "\(option) \"\(text)\": expected X,Y,W,H (four numbers, for example 0,0,750,128)")
    }
    guard w > 0, h > 0 else {
        throw CLIError(message: "\(option) \(text): width and height must be greater than 0")
    }
    let rect: PixelRect
    if points {
        rect = PointRect(x: x, y: y, width: w, height: h).pixels(scale: scale)
    } else {
        guard [x, y, w, h].allSatisfy({ $0 == $0.rounded(.down) && abs($0) < 1e9 }) else {
            throw CLIError(message: "\(option) \(text): pixel rectangles are whole numbers; use --points for points")
        }
        rect = PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
    }
    guard rect.intersection(bounds) == rect, !rect.isEmpty else {
        throw CLIError(message: "\(file): \(option) \(text) (pixels \(rect)) is not inside the \(bounds.width)×\(bounds.height) image; keep x+w ≤ \(bounds.width) and y+h ≤ \(bounds.height)")
    }
    return rect
}

/// Tolerances shared by `diff`, `verify` and `record`.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "Largest per-channel difference (0…255) that still counts as equal.") var tolerance: Int = 0
    @Option(name: .customLong("delta-e"), help: "Pixels whose CIEDE2000 difference is at most this count as equal.")
    var deltaE: Double?
    @Option(parsing: .upToNextOption, help: "Regions X,Y,W,H (device pixels) to leave out; repeatable.") var ignore: [String] = []

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
