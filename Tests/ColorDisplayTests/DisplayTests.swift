import Foundation
import Testing

@testable import ColorDisplay
@testable import Raster
@testable import RasterPNG

@Suite struct MacDisplayTests {
    /// The committed parameters are what the fit finds, and the fit is exact on its one point.
    @Test func fitReproducesTheCommittedModel() throws {
        let (model, residual) = try MacDisplayModel.fit()
        #expect(residual.allSatisfy { abs($0) < 1e-6 }, "residual \(residual)")
        #expect(abs(model.red.x - MacDisplayModel.fitted.red.x) < 1e-6)
        #expect(abs(model.red.y - MacDisplayModel.fitted.red.y) < 1e-6)
        #expect(abs(model.whiteKelvin - MacDisplayModel.fitted.whiteKelvin) < 0.01)
    }

    /// Seed 000: #ff0000 (image path) reads 0xfc0d1b — the fitted point; BarScope's opaque red-tint
    /// bar #fe2525 reads 0xfb2930 — the prediction, exact after rounding.
    @Test func seed000Readings() throws {
        let mac = try Display.named("mac")
        #expect(mac.show(RGBA8(hex: "#ff0000")!) == MacDisplayModel.fittedReading)
        #expect(mac.show(RGBA8(hex: "#fe2525")!) == MacDisplayModel.predictedReading)
        let exact = mac.displayComponents(ofSRGB: [254.0 / 255, 37.0 / 255, 37.0 / 255]).map { $0 * 255 }
        #expect(
            abs(exact[0] - 251.07) < 0.01 && abs(exact[1] - 41.25) < 0.01 && abs(exact[2] - 47.65) < 0.01, "\(exact)")
        // White and black are kept (relative colorimetric). An independent check: seed 000 reads
        // the #f8f8f8 overlay as exactly 0xf8f8f8 through the same display, and so does the model.
        #expect(mac.show(.white) == .white && mac.show(.black) == .black)
        #expect(mac.show(RGBA8(hex: "#f8f8f8")!).hex == "#f8f8f8")
    }

    @Test func srgbIsTheIdentityAndNamesAreChecked() throws {
        let srgb = try Display.named("srgb")
        #expect(
            srgb.isSRGB && srgb.embeddedProfile == nil && srgb.show(RGBA8(hex: "#123456")!) == RGBA8(hex: "#123456")!)
        #expect(
            throws: DisplayError(
                .unknownDisplay,
                "--display retina: unknown display; use one of srgb, display-p3, mac or a path to an .icc file")
        ) {
            try Display.named("retina")
        }
        let dir = NSTemporaryDirectory() + "barscope-icc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "not a profile".write(toFile: dir + "/bad.icc", atomically: true, encoding: .utf8)
        #expect(throws: DisplayError.self) { try Display.named(dir + "/bad.icc") }
        #expect(throws: DisplayError(.unknownDisplay, "\(dir)/none.icc: cannot open: No such file or directory")) {
            try Display.named(dir + "/none.icc")
        }
    }

    /// Profiles are byte-identical from run to run (creation date zeroed) and round-trip through
    /// LittleCMS as a file.
    @Test func iccBytesAreDeterministicAndLoadable() throws {
        let a = try Display.displayP3Profile().iccBytes, b = try Display.displayP3Profile().iccBytes
        #expect(a == b && a.count > 128)
        #expect(a[24..<36].allSatisfy { $0 == 0 })
        #expect(Array(a[36..<40]) == Array("acsp".utf8))
        let reloaded = try Display(name: "p3-file", profile: try .icc(a, path: "p3.icc"))
        let p3 = try Display.named("display-p3")
        for hex in ["#ff0000", "#00ff00", "#0000ff", "#808080", "#fe2525"] {
            #expect(reloaded.show(RGBA8(hex: hex)!) == p3.show(RGBA8(hex: hex)!))
        }
    }

    /// Display P3 agrees with LittleCMS's own `transicc` (sRGB → the same profile, relative
    /// colorimetric) within ±1 on a set of colours.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: transicc ?? ""),
            "transicc (liblcms2-utils) is not installed"))
    func displayP3AgreesWithTransicc() throws {
        let dir = NSTemporaryDirectory() + "barscope-icc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/p3.icc"
        try Data(try Display.displayP3Profile().iccBytes).write(to: URL(fileURLWithPath: path))
        let colours = [
            "#ff0000", "#00ff00", "#0000ff", "#ffffff", "#000000", "#808080", "#f8f8f8", "#fe2525", "#3366cc",
            "#c6f9c6", "#123456", "#ff2d55",
        ]
        .map { RGBA8(hex: $0)! }
        let input = colours.map { "\($0.r) \($0.g) \($0.b)" }.joined(separator: "\n") + "\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: transicc!)
        process.arguments = ["-i*sRGB", "-o" + path, "-t1", "-n"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let rows = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        try #require(rows.count == colours.count, "transicc printed: \(output)")
        let p3 = try Display.named("display-p3")
        for (colour, row) in zip(colours, rows) {
            let ours = p3.show(colour)
            let theirs = row.map { Int($0.rounded()) }
            #expect(
                abs(Int(ours.r) - theirs[0]) <= 1 && abs(Int(ours.g) - theirs[1]) <= 1
                    && abs(Int(ours.b) - theirs[2]) <= 1,
                "\(colour.hex): ours \(ours.hex), transicc \(row)")
        }
    }
}

let transicc = ["/usr/bin/transicc", "/opt/homebrew/bin/transicc", "/usr/local/bin/transicc"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

@Suite struct EmbeddedProfileTests {
    /// A PNG in a display space carries iCCP with the profile, and no sRGB chunk.
    @Test func pngCarriesTheProfile() throws {
        let image = try Image(width: 2, height: 1, fill: RGBA8(hex: "#fc0d1b")!.premultiplied)
        let mac = try Display.named("mac")
        let bytes = try PNGEncoder.encode(image, profile: mac.embeddedProfile)
        let chunks = chunkTypes(bytes)
        #expect(chunks == ["IHDR", "iCCP", "IDAT", "IEND"])
        #expect(chunkTypes(try PNGEncoder.encode(image)) == ["IHDR", "sRGB", "IDAT", "IEND"])
    }

    func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var i = 8
        while i + 8 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + length
        }
        return types
    }
}
