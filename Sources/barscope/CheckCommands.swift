import ArgumentParser
import BarChecks
import ColorDisplay
import Raster
import RasterPNG

extension ColorFormat: ExpressibleByArgument {}

struct Pick: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Print the colour of one pixel of a PNG, or the average of an aperture around it.",
        discussion: "Origin top-left. Coordinates are device pixels unless --points is given.")

    @Argument(help: "The PNG file.") var image: String
    @Argument(help: "x from the left (device pixels, or points with --points).") var x: String
    @Argument(help: "y from the top (device pixels, or points with --points).") var y: String
    @OptionGroup var coordinates: CoordinateOptions
    @Option(help: "Output form: \(ColorFormat.allCases.map(\.rawValue).joined(separator: ", ")).") var format:
        ColorFormat = .hex
    @Option(help: "Average an N×N aperture centred on the pixel, as Digital Color Meter does.") var avg: Int = 1
    @Flag(help: "Print JSON: {\"barscope\", \"x\", \"y\", \"hex\", \"r\", \"g\", \"b\", \"a\", \"samples\"}.")
    var json = false
    @OptionGroup var display: DisplayOption
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let scale = try coordinates.resolvedScale()
        let px = try coordinates.pixel(x, name: "x", scale: scale),
            py = try coordinates.pixel(y, name: "y", scale: scale)
        let picture = try display.resolved().show(try readImage(image, limits: try limits.resolved()))
        let reading = try cli { try PixelReading.pick(picture, x: px, y: py, aperture: avg, source: image) }
        print(json ? BarScopeVersion.stamped(reading.json) : format.format(reading.color))
    }
}

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Per-channel range, mean, distinct and most common colours of a region of a PNG.")

    @Argument(help: "The PNG file.") var image: String
    @Option(help: "The region X,Y,W,H (device pixels, or points with --points).") var rect: String
    @OptionGroup var coordinates: CoordinateOptions
    @Option(help: "How many of the most common colours to list.") var top: Int = 5
    @Flag(help: "Print JSON: {\"barscope\", \"rect\", \"pixels\", \"min\", \"max\", \"mean\", \"distinct\", \"top\"}.")
    var json = false
    @OptionGroup var display: DisplayOption
    @OptionGroup var limits: LimitOptions

    func run() throws {
        guard top >= 0 else { throw CLIError(message: "--top \(top): give 0 or more colours to list") }
        let scale = try coordinates.resolvedScale()
        let picture = try display.resolved().show(try readImage(image, limits: try limits.resolved()))
        let region = try coordinates.rect(rect, option: "--rect", scale: scale, bounds: picture.bounds, file: image)
        let stats = RegionStats(picture, rect: region, topCount: top)
        print(json ? BarScopeVersion.stamped(stats.json) : stats.text)
    }
}

struct Loupe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loupe",
        abstract:
            "Write a magnified crop around a pixel, with a pixel grid, the centre marked and its value written on it.")

    @Argument(help: "The PNG file.") var image: String
    @Argument(help: "x of the centre pixel.") var x: String
    @Argument(help: "y of the centre pixel.") var y: String
    @Option(name: .shortAndLong, help: "The loupe PNG to write.") var output: String
    @Option(help: "Cells per side (odd).") var size: Int = BarChecks.Loupe.defaultSize
    @Option(help: "Output pixels per cell.") var zoom: Int = BarChecks.Loupe.defaultZoom
    @OptionGroup var coordinates: CoordinateOptions
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let scale = try coordinates.resolvedScale()
        let px = try coordinates.pixel(x, name: "x", scale: scale),
            py = try coordinates.pixel(y, name: "y", scale: scale)
        try refuseOutput(output, overwriting: [image])
        let picture = try readImage(image, limits: try limits.resolved())
        try cli {
            let loupe = try BarChecks.Loupe.render(picture, x: px, y: py, size: size, zoom: zoom, source: image)
            try PNGEncoder.write(loupe, to: output, preset: .balanced)
        }
    }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs pixel by pixel.",
        discussion: """
            Exit status 0 when equal within the tolerances, 1 when they differ (or their sizes do), 2 on error.
            The diff image shows A faded to grey, differing pixels red, differences within tolerance yellow, \
            ignored regions blue.
            """)

    @Argument(help: "The reference PNG.") var a: String
    @Argument(help: "The PNG to compare with it.") var b: String
    @Option(name: .shortAndLong, help: "Write the diff image here.") var output: String?
    @OptionGroup var tolerances: ToleranceOptions
    @Flag(
        help:
            "Print JSON: {\"equal\", \"differentPixels\", \"totalPixels\", \"boundingBox\", \"maxChannelDelta\", \"maxDeltaE\", …}."
    )
    var json = false
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let pngLimits = try limits.resolved()
        if let output { try refuseOutput(output, overwriting: [a, b]) }
        let first = try readImage(a, limits: pngLimits), second = try readImage(b, limits: pngLimits)
        let options = try tolerances.diffOptions(bounds: first.bounds, file: a)
        let diff = ImageDiff.compare(first, second, options: options)
        if let output {
            guard let image = diff.image else {
                throw CLIError(
                    message: "\(b): \(diff.summary); no diff image written; compare images of the same size", status: 1)
            }
            try cli { try PNGEncoder.write(image, to: output, preset: .fast) }
        }
        print(json ? BarScopeVersion.stamped(diff.json) : diff.summary)
        if !diff.isEqual { throw ExitCode(1) }
    }
}
