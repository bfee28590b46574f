import Foundation
import Testing
import TestSupport
import BarChecks

@testable import BarChecks
@testable import Raster
@testable import RasterPNG

/// A real ImageMagick (`magick`, or `convert` and `compare`), not a stand-in of the same name.
struct ImageMagick {
    let convert: [String]
    let compare: [String]

    static let installed: ImageMagick? = {
        func isImageMagick(_ path: String, _ prefix: [String]) -> Bool {
            guard FileManager.default.isExecutableFile(atPath: path),
                let run = try? tool(path, prefix + ["-version"])
            else { return false }
            return run.stdout.hasPrefix("Version: ImageMagick")
        }
        for dir in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            if isImageMagick(dir + "/magick", []) {
                return ImageMagick(convert: [dir + "/magick"], compare: [dir + "/magick", "compare"])
            }
            if isImageMagick(dir + "/convert", []) && FileManager.default.isExecutableFile(atPath: dir + "/compare") {
                return ImageMagick(convert: [dir + "/convert"], compare: [dir + "/compare"])
            }
        }
        return nil
    }()

    /// `convert IMG -format '%[hex:p{X,Y}] …' info:` for several points at once, as colours.
    func hex(_ path: String, _ points: [(Int, Int)]) throws -> [RGBA8] {
        let format = points.map { "%[hex:p{\($0.0),\($0.1)}]" }.joined(separator: " ")
        let run = try tool(convert[0], Array(convert.dropFirst()) + [path, "-format", format, "info:"])
        try #require(run.status == 0, "ImageMagick failed on \(path): \(run.stderr)")
        return try run.stdout.split(separator: " ").map { text in
            // RRGGBB, or RRGGBBAA for images with alpha.
            let full = text.count == 6 ? "#" + text + "FF" : "#" + text
            return try #require(RGBA8(hex: String(full)), "unexpected ImageMagick output \(text)")
        }
    }

    /// `compare -metric AE A B null:`: the number of differing pixels (no fuzz).
    func absoluteError(_ a: String, _ b: String) throws -> Int {
        let run = try tool(compare[0], Array(compare.dropFirst()) + ["-metric", "AE", a, b, "null:"])
        return Int(
            try #require(
                Double(run.stderr.split(separator: " ").first.map(String.init) ?? ""), "compare said \(run.stderr)"))
    }
}

/// SplitMix64: reproducible "random" points, the same on every machine.
struct SplitMix64 {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

/// The PngSuite images vendored with their licence (Tests/Fixtures/PngSuite/LICENSE).
let pngSuite = packageRoot + "/Tests/Fixtures/PngSuite"

/// The table with each run of spaces made one, so expectations do not depend on column widths.
func squeezed(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
}

/// Renders a committed gallery scene with the CLI into `dir/file`, returning the PNG's path.
func renderGallery(_ name: String, into dir: String, as file: String) throws -> String {
    let path = dir + "/" + file
    let run = try barscope("render", packageRoot + "/Goldens/gallery/\(name).yaml", "-o", path)
    try #require(run.status == 0, "\(run.stderr)")
    return path
}

@Suite struct PickCommandTests {
    let dir: String
    let frame: String

    init() throws {
        dir = try scratch()
        frame = try renderGallery("ios10-tint-f8f8f8", into: dir, as: "tint.png")
    }

    @Test func formatsPointsAndAperture() throws {
        #expect(
            try barscope("pick", frame, "10", "10", "--format", "uicolor").stdout
                == "UIColor(red: 0.973, green: 0.973, blue: 0.973, alpha: 1)\n")
        #expect(
            try barscope("pick", frame, "10", "10", "--format", "swiftui").stdout
                == "Color(.sRGB, red: 0.973, green: 0.973, blue: 0.973, opacity: 1)\n")
        #expect(try barscope("pick", frame, "10", "10", "--format", "rgb").stdout == "rgb(248, 248, 248)\n")
        // The hairline is row 128 at @2x: point 64.2 → pixel row 128.
        #expect(try barscope("pick", frame, "100", "64.2", "--points", "--scale", "2").stdout == "#b2b2b2\n")
        #expect(
            try barscope(
                "pick", frame, "100", "64", "--points", "--scene",
                packageRoot + "/Goldens/gallery/ios10-tint-f8f8f8.yaml"
            ).stdout == "#b2b2b2\n")
        // A 3×3 aperture on the hairline: rows of #f8f8f8 (bar), #b2b2b2, #ffffff: (248 + 178 + 255)/3 = 227.
        let averaged = try barscope("pick", frame, "200", "128", "--avg", "3", "--json")
        #expect(
            averaged.stdout
                == "{\"barscope\": \"\(BarScopeVersion.string)\", \"x\": 200, \"y\": 128, \"hex\": \"#e3e3e3\", \"r\": 227, \"g\": 227, \"b\": 227, \"a\": 255, \"samples\": 9}\n"
        )
    }

    @Test(arguments: [
        (
            ["10", "10", "--points"],
            "barscope: error: --points needs the image's scale; add --scale 2 (or 3), or --scene FILE.yaml\n"
        ),
        (
            ["10.5", "10"],
            "barscope: error: x 10.5: pixel coordinates are whole numbers; use --points for point coordinates\n"
        ),
        (["ten", "10"], "barscope: error: x \"ten\": not a number; give a pixel coordinate such as 120\n"),
        (
            ["10", "10", "--scale", "2"],
            "barscope: error: --scale and --scene only apply to point coordinates; add --points or drop them\n"
        ),
        (
            ["750", "0"],
            "barscope: error: FRAME: pixel (750, 0) is outside the 750×1334 image; use x in 0…749 and y in 0…1333\n"
        ),
    ])
    func pickErrors(arguments: [String], message: String) throws {
        let run = try barscope(["pick", frame] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message.replacingOccurrences(of: "FRAME", with: frame))
        #expect(run.stdout == "")
    }

    /// Seed 000's barTintColor scene: the bar's range lies inside #f4f4f4…#f9f9f9.
    @Test func statsOnTheSeed000TintScene() throws {
        let run = try barscope("stats", frame, "--rect", "0,0,375,64", "--points", "--scale", "2", "--json")
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let low = try #require(RGBA8(hex: json["min"] as? String ?? "")),
            high = try #require(RGBA8(hex: json["max"] as? String ?? ""))
        #expect(low.r >= 0xf4 && low.g >= 0xf4 && low.b >= 0xf4 && high.r <= 0xf9 && high.g <= 0xf9 && high.b <= 0xf9)
        #expect(json["min"] as? String == "#f7f6f5" && json["max"] as? String == "#f8f8f8")
        #expect(json["mean"] as? String == "#f8f7f7" && json["distinct"] as? Int == 9)
        #expect((json["top"] as? [[String: Any]])?.first?["hex"] as? String == "#f7f7f7")
        let text = try barscope("stats", frame, "--rect", "0,0,750,128")
        #expect(text.stdout.hasPrefix("rect      0,0,750,128 (96000 pixels)\nrange     #f7f6f5…#f8f8f8\n"))
        let outside = try barscope("stats", frame, "--rect", "700,0,100,10")
        #expect(outside.status == 2)
        #expect(
            outside.stderr
                == "barscope: error: \(frame): --rect 700,0,100,10 (pixels 700,0,100,10) is not inside the 750×1334 image; keep x+w ≤ 750 and y+h ≤ 1334\n"
        )
        let empty = try barscope("stats", frame, "--rect", "0,0,0,10")
        #expect(
            empty.status == 2
                && empty.stderr == "barscope: error: --rect 0,0,0,10: width and height must be greater than 0\n")
    }

    @Test func loupeWritesACheckedPNG() throws {
        let out = dir + "/loupe.png"
        let run = try barscope("loupe", frame, "20", "128", "-o", out)
        #expect(run.status == 0 && run.stderr == "")
        let loupe = try PNGDecoder.readStraight(path: out)
        #expect(loupe.width == 360 && loupe.height == 360 + 26)
        #expect(loupe.color(x: 7 * 24 + 12, y: 7 * 24 + 12).hex == "#b2b2b2")
        try expectPngcheckAccepts([out])
        let bad = try barscope("loupe", frame, "20", "128", "-o", dir + "/bad.png", "--size", "4")
        #expect(bad.status == 2 && !FileManager.default.fileExists(atPath: dir + "/bad.png"))
    }

    /// pick agrees with ImageMagick on random points of rendered frames.
    @Test(.enabled(if: ImageMagick.installed != nil, "ImageMagick is not installed"))
    func pickAgreesWithImageMagickOnRenderedFrames() throws {
        let im = try #require(ImageMagick.installed)
        let frameX = try renderGallery("ios11-iphone-x-default", into: dir, as: "x.png")
        var random = SplitMix64(state: 2017)
        for (path, width, height) in [(frame, 750, 1334), (frameX, 1125, 2436)] {
            let points =
                (0..<6).map { _ in (random.next(below: width), random.next(below: height / 8)) }
                + (0..<4).map { _ in (random.next(below: width), random.next(below: height)) }
            let expected = try im.hex(path, points)
            for (point, magick) in zip(points, expected) {
                let run = try barscope("pick", path, "\(point.0)", "\(point.1)")
                #expect(run.stdout == magick.hex + "\n", "\(path) at \(point)")
            }
        }
    }

    /// pick agrees with ImageMagick on every 8-bit-or-less PngSuite image (four points each).
    @Test(.enabled(if: ImageMagick.installed != nil, "ImageMagick is not installed"))
    func pickAgreesWithImageMagickOnPngSuite() throws {
        let im = try #require(ImageMagick.installed)
        let files = try FileManager.default.contentsOfDirectory(atPath: pngSuite).filter {
            $0.hasSuffix(".png") && !$0.hasPrefix("x") && !$0.hasSuffix("16.png")
        }.sorted()
        #expect(files.count == 128)
        var random = SplitMix64(state: 161)
        for (index, file) in files.enumerated() {
            let image = try PNGDecoder.readStraight(path: pngSuite + "/" + file)
            let points = (0..<4).map { _ in (random.next(below: image.width), random.next(below: image.height)) }
            let expected = try im.hex(pngSuite + "/" + file, points)
            for (point, magick) in zip(points, expected) {
                // Every eighth file through the CLI, the rest through the same library call.
                let ours =
                    index % 8 == 0
                    ? try barscope("pick", pngSuite + "/" + file, "\(point.0)", "\(point.1)").stdout
                    : try PixelReading.pick(image, x: point.0, y: point.1, source: file).color.hex + "\n"
                #expect(ours == magick.hex + "\n", "\(file) at \(point)")
            }
        }
    }
}

@Suite struct DiffCommandTests {
    let dir: String
    let frame: String

    init() throws {
        dir = try scratch()
        frame = try renderGallery("ios10-overlay-f8f8f8", into: dir, as: "a.png")
    }

    /// The frame with a few spots changed: a 3×2 block, single pixels, one changed by 1 level.
    func spotted() throws -> String {
        var image = try PNGDecoder.read(path: frame)
        for (x, y) in [(10, 10), (11, 10), (12, 10), (10, 11), (11, 11), (12, 11), (400, 700), (749, 1333)] {
            image[x, y] = RGBA8(hex: "#ff0000")!.premultiplied
        }
        let c = image[300, 300].straight
        image[300, 300] = RGBA8(r: c.r &- 1, g: c.g, b: c.b).premultiplied
        let path = dir + "/b.png"
        try PNGEncoder.write(image, to: path)
        return path
    }

    @Test func countsBoxExitStatusAndDiffImage() throws {
        let b = try spotted()
        let run = try barscope("diff", frame, b, "--json", "-o", dir + "/diff.png")
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["differentPixels"] as? Int == 9 && json["totalPixels"] as? Int == 750 * 1334)
        #expect(json["boundingBox"] as? [Int] == [10, 10, 740, 1324])
        #expect(json["maxChannelDelta"] as? Int == 255)
        let diff = try PNGDecoder.readStraight(path: dir + "/diff.png")
        #expect(
            diff.color(x: 400, y: 700) == ImageDiff.differentColor
                && diff.color(x: 300, y: 300) == ImageDiff.differentColor)
        try expectPngcheckAccepts([dir + "/diff.png"])
        // Within a tolerance of 1 the single-level change is forgiven; the others are not.
        let tolerant = try barscope("diff", frame, b, "--tolerance", "1")
        #expect(tolerant.status == 1 && tolerant.stdout.hasPrefix("8 of 1000500 pixels differ in 10,10,740,1324"))
        // Ignoring the regions with red leaves one pixel (300,300) within tolerance: equal.
        let ignored = try barscope("diff", frame, b, "--tolerance", "1", "--ignore", "0,0,20,20", "400,700,350,634")
        #expect(
            ignored.status == 0
                && ignored.stdout == "equal within tolerance (1 pixels differ by at most the tolerance)\n")
        #expect(try barscope("diff", frame, frame).stdout == "equal\n")
    }

    @Test func errorsAndSizeMismatch() throws {
        let other = try renderGallery("ios11-iphone-x-default", into: dir, as: "x.png")
        let mismatch = try barscope("diff", frame, other, "-o", dir + "/d.png")
        #expect(mismatch.status == 1)
        #expect(
            mismatch.stderr
                == "barscope: error: \(other): sizes differ: 750×1334 vs 1125×2436; no diff image written; compare images of the same size\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir + "/d.png"))
        let missing = try barscope("diff", frame, dir + "/none.png")
        #expect(
            missing.status == 2
                && missing.stderr == "barscope: error: \(dir)/none.png: cannot open: No such file or directory\n")
        let badTolerance = try barscope("diff", frame, frame, "--tolerance", "300")
        #expect(
            badTolerance.status == 2
                && badTolerance.stderr
                    == "barscope: error: --tolerance 300: use a channel difference 0…255 (0 means exact)\n"
        )
    }

    /// diff counts the same pixels as `compare -metric AE` (no fuzz).
    @Test(.enabled(if: ImageMagick.installed != nil, "ImageMagick is not installed"))
    func diffAgreesWithImageMagickCompare() throws {
        let im = try #require(ImageMagick.installed)
        let tinted = dir + "/tinted.png"
        let scene = dir + "/t.yaml"
        try write(
            try String(contentsOfFile: packageRoot + "/Goldens/gallery/ios10-overlay-f8f8f8.yaml", encoding: .utf8)
                .replacingOccurrences(of: "#f8f8f8", with: "#f7f8f8"), scene)
        try #require(try barscope("render", scene, "-o", tinted).status == 0)
        for b in [try spotted(), tinted, frame] {
            let json = try barscope("diff", frame, b, "--json").stdout
            let ours =
                try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])[
                    "differentPixels"] as? Int
            #expect(ours == (try im.absoluteError(frame, b)), "\(b)")
        }
    }
}

@Suite struct GoldenCommandTests {
    /// Three gallery scenes with their goldens, in a scratch copy.
    func goldenCopy() throws -> String {
        let dir = try scratch() + "/goldens"
        try FileManager.default.createDirectory(atPath: dir + "/gallery", withIntermediateDirectories: true)
        for name in ["ios10-opaque-tint-red", "ios10-default-hairline", "ios9-green-background"] {
            for ext in ["yaml", "png"] {
                try FileManager.default.copyItem(
                    atPath: packageRoot + "/Goldens/gallery/\(name).\(ext)", toPath: dir + "/gallery/\(name).\(ext)")
            }
        }
        return dir
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Scenes checked side by side report exactly what one at a time reports, in the folder's
    /// order, and a failure found by either writes the same artifacts.
    @Test func jobsDoNotChangeTheReport() throws {
        let dir = try goldenCopy()
        let scene = dir + "/gallery/ios10-default-hairline.yaml"
        try (String(contentsOfFile: scene, encoding: .utf8) + "navigationBar: {barTintColor: \"#007aff\"}\n").write(
            toFile: scene, atomically: true, encoding: .utf8)
        var reports: [String] = []
        var diffs: [Data] = []
        for jobs in ["1", "2", "3"] {
            let artifacts = dir + "/../artifacts"
            let run = try barscope(["verify", dir, "--record", "never", "--jobs", jobs, "--artifacts", artifacts])
            #expect(run.status == 1)
            reports.append(run.stdout)
            diffs.append(try bytes(artifacts + "/gallery/ios10-default-hairline.diff.png"))
        }
        #expect(reports[0] == reports[1] && reports[1] == reports[2])
        #expect(diffs[0] == diffs[1] && diffs[1] == diffs[2])
        let names = reports[0].split(separator: "\n").dropFirst(2).prefix(3).map { String($0.split(separator: " ")[0]) }
        #expect(
            names == [
                "gallery/ios10-default-hairline", "gallery/ios10-opaque-tint-red", "gallery/ios9-green-background",
            ])
        let zero = try barscope(["verify", dir, "--jobs", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr == "barscope: error: --jobs 0: give at least 1 (the scenes checked at once)\n")
    }

    /// The acceptance: a changed colour fails verify with artifacts; `record --record failed`
    /// rewrites only that golden; verify then passes.
    @Test func changedSceneFailsThenRecordFailedUpdatesOnlyIt() throws {
        let dir = try goldenCopy()
        let artifacts = dir + "/../artifacts", junit = dir + "/../report.xml"
        let scene = dir + "/gallery/ios10-opaque-tint-red.yaml"
        try write(
            try String(contentsOfFile: scene, encoding: .utf8).replacingOccurrences(of: "#ff0000", with: "#0000ff"),
            scene)
        let before = try ["ios10-opaque-tint-red", "ios10-default-hairline", "ios9-green-background"].map {
            try bytes(dir + "/gallery/\($0).png")
        }

        let verify = try barscope(
            ["verify", dir, "--artifacts", artifacts, "--junit", junit], environment: ["BARSCOPE_RECORD": "never"])
        #expect(verify.status == 1)
        let failing = squeezed(verify.stdout).split(separator: "\n").filter { $0.contains("FAILED") }
        #expect(
            failing.count == 1
                && failing[0].hasPrefix(
                    "gallery/ios10-opaque-tint-red FAILED 96000 of 1000500 pixels differ in 0,0,750,128")
        )
        #expect(
            verify.stdout.hasSuffix(
                "3 scenes: 2 passed, 0 recorded, 1 failed, 0 missing, 0 errors (record mode: never)\n"))
        let actual = artifacts + "/gallery/ios10-opaque-tint-red.actual.png",
            diff = artifacts + "/gallery/ios10-opaque-tint-red.diff.png"
        #expect(FileManager.default.fileExists(atPath: actual) && FileManager.default.fileExists(atPath: diff))
        try expectPngcheckAccepts([actual, diff])
        try expectWellFormedXML(junit)
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(report.contains("<testsuites name=\"barscope\" tests=\"3\" failures=\"1\" errors=\"0\">"))
        #expect(report.contains("<testcase classname=\"\(dir)\" name=\"gallery/ios10-default-hairline\"/>"))
        #expect(
            report.contains(
                "name=\"gallery/ios10-opaque-tint-red\">\n      <failure message=\"failed: 96000 of 1000500 pixels differ"
            ))
        #expect(try bytes(dir + "/gallery/ios10-opaque-tint-red.png") == before[0], "verify never writes goldens")

        let record = try barscope("record", dir, "--record", "failed", "--artifacts", artifacts)
        #expect(record.status == 0)
        #expect(
            squeezed(record.stdout).contains(
                "gallery/ios10-opaque-tint-red RECORDED differed (96000 of 1000500 pixels differ"))
        #expect(try bytes(dir + "/gallery/ios10-opaque-tint-red.png") != before[0])
        #expect(try bytes(dir + "/gallery/ios10-default-hairline.png") == before[1])
        #expect(try bytes(dir + "/gallery/ios9-green-background.png") == before[2])
        try expectPngcheckAccepts([dir + "/gallery/ios10-opaque-tint-red.png"])

        let again = try barscope("verify", dir, "--record", "never", "--artifacts", artifacts)
        #expect(
            again.status == 0
                && again.stdout.hasSuffix(
                    "3 scenes: 3 passed, 0 recorded, 0 failed, 0 missing, 0 errors (record mode: never)\n")
        )
        #expect(!FileManager.default.fileExists(atPath: actual), "a passing run removes the stale artifact")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/gallery").allSatisfy { !$0.hasPrefix(".") },
            "no temporary files left")
    }

    @Test func missingGoldensFollowTheRecordMode() throws {
        let dir = try scratch() + "/g"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try write("ios: 10\ndevice: iphone-8\ncontent:\n  color: \"#ffffff\"\n", dir + "/white.yaml")
        let artifacts = dir + "/../art"

        let never = try barscope(["verify", dir, "--artifacts", artifacts], environment: ["BARSCOPE_RECORD": "never"])
        #expect(never.status == 1)
        #expect(
            squeezed(never.stdout).contains(
                "white MISSING no golden at \(dir)/white.png and record mode is never; run with --record missing to record it; see \(artifacts)/white.actual.png"
            ))
        #expect(!FileManager.default.fileExists(atPath: dir + "/white.png"))

        // The commands' own defaults, whatever the calling environment sets (scripts/test sets never).
        let unset = ["BARSCOPE_RECORD": ""]
        let missing = try barscope(["verify", dir, "--artifacts", artifacts], environment: unset)
        #expect(missing.status == 1, "recording a golden fails the run, as in swift-snapshot-testing")
        #expect(squeezed(missing.stdout).contains("white RECORDED no golden existed; recorded \(dir)/white.png"))
        try expectPngcheckAccepts([dir + "/white.png"])
        #expect(try barscope(["verify", dir, "--artifacts", artifacts], environment: unset).status == 0)

        let all = try barscope(["record", dir, "--artifacts", artifacts], environment: unset)
        #expect(all.status == 0 && squeezed(all.stdout).contains("white RECORDED record mode is all (unchanged)"))
    }

    @Test func badInputExits2() throws {
        let dir = try scratch()
        try write("ios: 10\ndevice: iphone-9\ncontent:\n  color: \"#ffffff\"\n", dir + "/bad.yaml")
        // A hidden folder inside the goldens folder is never searched, so artifacts may go there.
        let run = try barscope("verify", dir, "--record", "never", "--artifacts", dir + "/.artifacts")
        #expect(run.status == 2)
        #expect(
            squeezed(run.stdout).contains(
                "bad ERROR \(dir)/bad.yaml:2: device: \"iphone-9\" is not a device id; did you mean iphone-8 (the iPhone 6, 6s, 7, 8, SE (2nd gen))? `barscope devices` lists them all"
            ))
        let env = try barscope(["verify", dir], environment: ["BARSCOPE_RECORD": "sometimes"])
        #expect(
            env.status == 2
                && env.stderr
                    == "barscope: error: BARSCOPE_RECORD=sometimes: unknown record mode; use one of all, missing, failed, never\n"
        )
        let empty = try scratch()
        let none = try barscope("verify", empty)
        #expect(
            none.status == 2
                && none.stderr
                    == "barscope: error: \(empty): no .yaml scene files found; each golden needs NAME.yaml beside NAME.png\n"
        )
        let absent = try barscope("verify", empty + "/nope")
        #expect(
            absent.status == 2
                && absent.stderr
                    == "barscope: error: \(empty)/nope: no such folder; give the folder that holds NAME.yaml scenes and NAME.png goldens\n"
        )
    }
}

/// Every corrupt PngSuite file: exit 2 and libpng's reason, on one line.
@Suite struct CorruptPNGCommandTests {
    @Test func everyCorruptFileExits2() throws {
        let dir = packageRoot + "/Tests/Fixtures/PngSuite"
        let corrupt = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
            $0.hasPrefix("x") && $0.hasSuffix(".png")
        }.sorted()
        #expect(corrupt.count == 14)
        for file in corrupt {
            let run = try barscope("pick", dir + "/" + file, "0", "0")
            #expect(run.status == 2 && run.stdout == "")
            #expect(
                run.stderr.hasPrefix("barscope: error: \(dir)/\(file): not a valid PNG: ")
                    && run.stderr.split(separator: "\n").count == 1, "\(file): \(run.stderr)")
        }
    }
}

/// Nothing lost: a `record` killed mid-way leaves every golden a complete PNG (the old one or a
/// complete new one, never half of one), and the next run removes what the killed run left.
@Suite struct KilledRecordTests {
    @Test func sigkillDuringRecord() throws {
        let dir = try scratch() + "/goldens"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let names = [
            "ios10-default-hairline", "ios10-green-background", "ios10-overlay-f8f8f8", "ios10-tint-f8f8f8",
            "ios9-green-background",
        ]
        for name in names {
            for ext in ["yaml", "png"] {
                try FileManager.default.copyItem(
                    atPath: packageRoot + "/Goldens/gallery/\(name).\(ext)", toPath: "\(dir)/\(name).\(ext)")
            }
        }
        var before: [String: Data] = [:]
        for name in names {
            before[name] = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(name).png"))
            // Every new render differs from its golden: the list gets a different offset, colours shift.
            let scene = dir + "/\(name).yaml"
            let text = try String(contentsOfFile: scene, encoding: .utf8)
            try write(
                text.replacingOccurrences(of: "#ffffff", with: "#fefefe").replacingOccurrences(
                    of: "list: {}", with: "list: {contentOffset: 10}"), scene)
        }
        // A temporary file from an earlier killed run (a PID that cannot be running).
        let stray = dir + "/.barscope-999999999-00000000deadbeef.tmp"
        try write("half a png", stray)

        for delay in [200_000, 500_000, 900_000] as [useconds_t] {
            let process = try barscopeKilled(
                ["record", dir, "--record", "all", "--artifacts", dir + "/../art"], after: delay)
            #expect(process.terminationReason == .uncaughtSignal)
            for name in names {
                let path = "\(dir)/\(name).png"
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                if bytes != before[name] {
                    #expect(throws: Never.self, "\(name).png is not a complete PNG") {
                        _ = try PNGDecoder.decode([UInt8](bytes), path: path)
                    }
                }
            }
            try expectPngcheckAccepts(names.map { "\(dir)/\($0).png" })
        }
        // The next run cleans up whatever a killed run left behind, and records the rest.
        let rerun = try barscope("record", dir, "--record", "all", "--artifacts", dir + "/../art")
        #expect(rerun.status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".barscope-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        #expect(try barscope("verify", dir, "--record", "never", "--artifacts", dir + "/../art").status == 0)
    }
}

@Suite struct LimitCommandTests {
    @Test func limitFlagsAndHostileFiles() throws {
        let hostile = packageRoot + "/Tests/Fixtures/Hostile/bomb-4gb.png"
        let bomb = try barscope("pick", hostile, "0", "0")
        #expect(bomb.status == 2)
        #expect(
            bomb.stderr
                == "barscope: error: \(hostile): Image is 32768x32768 pixels, over the limit of 16384 pixels on a side; raise the limit (--max-image-side, --max-image-pixels) only if the image is trusted\n"
        )
        let suite = packageRoot + "/Tests/Fixtures/PngSuite/basn0g08.png"
        let small = try barscope("stats", suite, "--rect", "0,0,4,4", "--max-image-pixels", "100")
        #expect(
            small.status == 2
                && small.stderr.hasPrefix(
                    "barscope: error: \(suite): Image is 32x32 pixels, over the limit of 100 pixels; raise")
        )
        #expect(try barscope("pick", suite, "0", "0", "--max-image-side", "32").status == 0)
        let bad = try barscope("pick", suite, "0", "0", "--max-image-side", "0")
        #expect(bad.status == 2 && bad.stderr == "barscope: error: --max-image-side 0: use 1…32768 pixels\n")
    }

    @Test(arguments: [
        (
            "ios: 10\ndevice: iphone-8\ncontent: " + String(repeating: "[", count: 40)
                + String(repeating: "]", count: 40) + "\n",
            "barscope: error: DIR/s.yaml:3: collections nested more than 32 deep; a scene needs four levels\n"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: &a {color: \"#ffffff\"}\nnavigationBar: *a\n",
            "barscope: error: DIR/s.yaml:3: YAML anchors and aliases (&name, *name) are not allowed in scene files; write the values out\n"
        ),
        (
            "ios: 10\n" + String(repeating: " ", count: 200) + "device: iphone-8\n",
            "barscope: error: DIR/s.yaml:2: indented more than 128 columns; a scene needs four levels of nesting\n"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent:\n  image: a&b*.png\n",
            "barscope: error: DIR/s.yaml:4: content.image: \"a&b*.png\" does not exist (looked for DIR/a&b*.png); fix the path, which is relative to the scene file\n"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent:\n  image: /dev/zero\n",
            "barscope: error: DIR/s.yaml:4: content.image: /dev/zero: not a regular file; give the path of a file\n"
        ),
    ])
    func sceneShapeLimits(yaml: String, message: String) throws {
        let dir = try scratch()
        try write(yaml, dir + "/s.yaml")
        let run = try barscope("render", dir + "/s.yaml", "-o", dir + "/out.png")
        #expect(run.status == 2 && run.stderr == message.replacingOccurrences(of: "DIR", with: dir))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}

/// The README's error table: the entries no other test covers.
@Suite struct ErrorTableTests {
    @Test func remainingMessages() throws {
        let dir = try scratch()
        try write(String(repeating: "#", count: 2_000_000), dir + "/big.yaml")
        let big = try barscope("render", dir + "/big.yaml", "-o", dir + "/x.png")
        #expect(
            big.status == 2
                && big.stderr
                    == "barscope: error: \(dir)/big.yaml: the file is 2000000 bytes, over the limit of 1048576 for a scene; a scene file is a few hundred bytes\n"
        )
        let scene = packageRoot + "/Goldens/gallery/ios10-default-hairline.yaml"
        let noFolder = try barscope("render", scene, "-o", dir + "/missing/x.png")
        #expect(
            noFolder.status == 2
                && noFolder.stderr == "barscope: error: \(dir)/missing/x.png: cannot write: No such file or directory\n"
        )
        let frame = try renderGallery("ios10-default-hairline", into: dir, as: "f.png")
        for (arguments, message) in [
            (
                ["pick", frame, "1", "1", "--avg", "300"],
                "--avg 300: the aperture must be 1…255 pixels wide; use for example --avg 5"
            ),
            (
                ["loupe", frame, "1", "1", "-o", dir + "/l.png", "--zoom", "2"],
                "--zoom 2: cells must be 3…64 pixels wide; use for example --zoom 24"
            ),
            (
                ["loupe", frame, "1", "1", "-o", dir + "/l.png", "--size", "4"],
                "--size 4: the loupe needs an odd number of cells, 1…101, so one pixel is the centre; use for example --size 15"
            ),
            (["diff", frame, frame, "--delta-e=-1"], "--delta-e -1.0: use a non-negative ΔE00 such as 1.0"),
        ] {
            let run = try barscope(arguments)
            #expect(run.status == 2 && run.stderr == "barscope: error: \(message)\n", "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/l.png"))
    }
}
