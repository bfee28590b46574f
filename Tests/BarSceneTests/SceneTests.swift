import Foundation
import Testing
import TestSupport

import FileAccess
@testable import BarLayers
@testable import BarScene
@testable import FrameRendering
@testable import Raster
@testable import RasterPNG

/// The one-line error parsing `yaml` (read as `file`) gives, or "no error".
func parseError(_ yaml: String, file: String = "scene.yaml") -> String {
    do {
        _ = try SceneParser.parse(yaml, file: file)
        return "no error"
    } catch {
        return error.description
    }
}

@Suite struct SceneParsingTests {
    @Test func fullSceneParses() throws {
        let scene = try SceneParser.parse(
            """
            ios: 10
            device: iphone-x
            content:
              list: {rows: 3, contentOffset: 12.5, refreshing: false}
            navigationBar:
              translucent: true
              barStyle: black
              barTintColor: "#f8f8f8"
              backgroundColor: "#00ff00"
              backgroundImage: {empty: true}
              shadowImage: none
              overlayColor: "#f8f8f880"
              backgroundAlpha: 0.5
              clipsToBounds: true
            """, file: "scene.yaml")
        #expect(scene.release.number == 10 && scene.device == .iPhoneX)
        #expect(scene.content == .list(ListScreen(rows: 3, refreshing: false, contentOffset: 12.5)))
        #expect(
            scene.navigationBar
                == BarAppearance(
                    translucent: true, barStyle: .black, barTintColor: RGBA8(hex: "#f8f8f8"),
                    backgroundColor: RGBA8(hex: "#00ff00"),
                    backgroundImage: .empty, shadowImage: .none, overlayColor: RGBA8(hex: "#f8f8f880"),
                    backgroundAlpha: 0.5,
                    clipsToBounds: true))
    }

    @Test(arguments: [
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#fff\"}\n",
            "scene.yaml:3: content.color: \"#fff\" is not a colour; write \"#rrggbb\", \"#rrggbbaa\" or clear"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent:\n  color: #ffffff\n",
            "scene.yaml:4: content.color: #ffffff is read as a YAML comment (an unquoted # starts one), so the key has no value; quote the colour: \"#ffffff\""
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar:\n  barTintColour: \"#ffffff\"\n",
            "scene.yaml:5: navigationBar.barTintColour: unknown key; did you mean \"barTintColor\"?"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar:\n  wobble: 3\n",
            "scene.yaml:5: navigationBar.wobble: unknown key; known keys here: translucent, barStyle, barTintColor, backgroundColor, backgroundImage, shadowImage, overlayColor, backgroundAlpha, clipsToBounds, semanticContentAttribute, overrideUserInterfaceStyle, tintColor, hidden, prefersLargeTitles, titleTextAttributes, largeTitleTextAttributes, standardAppearance, scrollEdgeAppearance, compactAppearance, compactScrollEdgeAppearance"
        ),
        (
            "ios: 19\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n",
            "scene.yaml:1: ios: \"19\" is not a modelled iOS version; use 9 to 18, 26 or 27"
        ),
        (
            "ios: 10\ndevice: pixel-7\ncontent: {color: \"#ffffff\"}\n",
            "scene.yaml:2: device: \"pixel-7\" is not a known device; use one `barscope devices` lists, such as iphone-8 or iphone-x"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {image: nope.png}\n",
            "scene.yaml:3: content.image: \"nope.png\" does not exist (looked for nope.png); fix the path, which is relative to the scene file"
        ),
        (
            "ios: 10\ndevice: iphone-8\n",
            "scene.yaml: content: missing; add it, for example `content: {color: \"#ffffff\"}`"
        ),
        (
            "ios: 10\ndevice: [iphone-8\n",
            "scene.yaml:3: malformed YAML: did not find expected ',' or ']' (while parsing a flow sequence); fix the syntax at that line"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {backgroundAlpha: 2}\n",
            "scene.yaml:4: navigationBar.backgroundAlpha: \"2\" is not a number from 0 to 1"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {translucent: maybe}\n",
            "scene.yaml:4: navigationBar.translucent: \"maybe\" is not a boolean; use true or false"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\", list: {}}\n",
            "scene.yaml:3: content: give exactly one of color, image, list"
        ),
    ])
    func badInputGivesOneLineNamingFileKeyAndFix(yaml: String, message: String) {
        #expect(parseError(yaml) == message)
    }

    /// What the YAML reader (libyaml's events, composed by BarScene) refuses beyond libyaml's
    /// own syntax errors, each with its line.
    @Test(arguments: [
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar:\n  translucent: true\n  translucent: false\n",
            "scene.yaml:6: navigationBar.translucent: the key appears twice; keep one"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n---\nios: 9\n",
            "scene.yaml:4: a second document starts here; a scene file holds one document (remove the `---` line)"
        ),
        (
            "ios: 10\ndevice: iphone-8\u{07}\n",
            "scene.yaml:2: malformed YAML: control characters are not allowed (character 7); fix the syntax at that line"
        ),
        // Block sequences opened on one line need no indentation, so the shape check before
        // parsing does not see them; the reader stops them.
        (
            String(repeating: "- ", count: 40) + "x\n",
            "scene.yaml:1: collections nested more than 32 deep; a scene needs four levels"
        ),
        (
            "# nothing but a comment\n",
            "scene.yaml: a scene is a YAML mapping with keys ios, device, content, orientation, navigationBar, navigationItem, backItem, tabBar, toolbar, fonts, symbols, locale, contentSizeCategory, userInterfaceStyle, glassAppearance, glassFit, glassEffectViews, glassEffectContainer, reduceTransparency, accessibilityContrast, windowed, capture, infoPlist, viewController, transition, swiftUI, statusBar, splitView, presentation, window, deviceChrome, region, variants"
        ),
    ])
    func yamlReaderRefusals(yaml: String, message: String) {
        #expect(parseError(yaml) == message)
    }

    @Test func imagePathsResolveAgainstTheSceneFolder() throws {
        let dir = NSTemporaryDirectory() + "barscope-scene-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let image = try Image(width: 2, height: 1, fill: RGBA8(hex: "#336699")!.premultiplied)
        try PNGEncoder.write(image, to: dir + "bg.png")
        try "ios: 9\ndevice: iphone-8\ncontent: {image: bg.png}\nnavigationBar: {backgroundImage: {path: bg.png}}\n"
            .write(toFile: dir + "s.yaml", atomically: true, encoding: .utf8)
        let scene = try SceneParser.load(path: dir + "s.yaml")
        guard case let .png(file) = scene.content else {
            Issue.record("content is \(scene.content)")
            return
        }
        #expect(file.label == "bg.png" && file.path == dir + "bg.png" && file.width == 2 && file.height == 1)
        #expect(try file.decode() == image)
        #expect(scene.navigationBar.backgroundImage == .bitmap(image, label: "bg.png"))
        // iOS 9: the image is on _UINavigationBarBackground itself; opaque → not translucent.
        let background = try scene.navigationBarLayer().children[0]
        #expect(
            background.className == "_UINavigationBarBackground" && background.image == .bitmap(image, label: "bg.png"))
        #expect(background.alpha == 1)
    }

    @Test func missingSceneFileIsNamed() {
        #expect(
            throws: SceneError(
                file: "/no/such.yaml", key: nil,
                message: "cannot read the scene file (cannot open: No such file or directory); check the path")
        ) {
            try SceneParser.load(path: "/no/such.yaml")
        }
    }
}

@Suite struct SceneRenderingTests {
    static let listScene = """
        ios: 10
        device: iphone-8
        content:
          list: {}
        navigationBar:
          barTintColor: "#f8f8f8"
        """

    @Test func renderingIsDeterministic() throws {
        let scene = try SceneParser.parse(Self.listScene, file: "list.yaml")
        let first = try PNGEncoder.encode(try SceneRenderer.render(scene))
        let second = try PNGEncoder.encode(try SceneRenderer.render(scene))
        #expect(first == second)
    }

    @Test func screenIsTheDeviceInPixels() throws {
        let image = try SceneRenderer.render(try SceneParser.parse(Self.listScene, file: "list.yaml"))
        #expect(image.width == 750 && image.height == 1334)
        let x = try SceneRenderer.render(
            try SceneParser.parse("ios: 11\ndevice: iphone-x\ncontent: {color: \"#ffffff\"}\n", file: "x.yaml"))
        #expect(x.width == 1125 && x.height == 2436)
        // The bar's background covers the status bar (44 pt) and the bar (44 pt): rows 0…263 read the
        // grey filter over white (198 + 51 = 249); the hairline is row 264; row 265 is the content.
        #expect(x.color(x: 500, y: 0).hex == "#f9f9f9" && x.color(x: 500, y: 263).hex == "#f9f9f9")
        #expect(x.color(x: 500, y: 264).hex == "#b2b2b2" && x.color(x: 500, y: 265).hex == "#ffffff")
    }

    @Test func listSpinnerSitsUnderTheBarAtRest() throws {
        let content = try SceneRenderer.contentImage(for: try SceneParser.parse(Self.listScene, file: "list.yaml"))
        // Spinner centred at x = 187.5 pt, y = 64 − 30 = 34 pt → (375, 68) px; its leading spoke points up.
        #expect(content.color(x: 375, y: 54).hex == "#808080")
        #expect(content.color(x: 375, y: 68).hex == "#ffffff")
        // The first row starts at the bar's bottom edge (64 pt = 128 px): thumbnail at +10 pt.
        #expect(content.color(x: 60, y: 148).hex == ListScreen.thumbnailColors[0].hex)
    }
}

/// Inputs the scene fuzzer found crashing (Tests/Fixtures/FuzzRegressions/scene): each must now
/// be a one-line error.
@Suite struct FuzzRegressionTests {
    static let folder = packageRoot + "/Tests/Fixtures/FuzzRegressions/scene"

    @Test func sexagesimalOverflow() throws {
        let path = Self.folder + "/sexagesimal-overflow.yaml"
        // The 101-character value is quoted shortened (its start, its end and its length).
        let value = "222200000000:000000200000000:0000:00000020000000…0:00002002000000 (101 characters)"
        #expect(
            throws: SceneError(
                code: .notModelled, file: path, key: "ios", line: 1,
                message: "\"\(value)\" is not a modelled iOS version; use 9 to 18, 26 or 27")
        ) {
            try SceneParser.load(path: path)
        }
    }

    /// An unknown key of characters heavy with combining marks (and U+FFFD, as the fuzzer decodes
    /// bytes) made a 2 KB message: keys and quoted values are now cut by scalars too.
    @Test func marksInAnUnknownKey() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/marks-in-an-unknown-key.yaml"))
        let text = String(decoding: bytes, as: UTF8.self)
        let error = try #require(#expect(throws: SceneError.self) { try SceneParser.parse(text, file: "fuzz.yaml") })
        #expect(error.description.utf8.count < 1024, "\(error.description.utf8.count) bytes")
        #expect(error.description.hasPrefix("fuzz.yaml:4: navigationItem.tipath "))
        #expect(error.description.contains("characters): unknown key; known keys here: title, prompt"))
    }

    @Test func everyRegressionInputIsAnError() throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
        #expect(!inputs.isEmpty)
        for input in inputs {
            #expect(throws: SceneError.self, "\(input)") { try SceneParser.load(path: Self.folder + "/" + input) }
        }
    }
}

/// The pipelined PNG path (decoding thread, bars drawn on a band, rows compressed as they are
/// final) must give exactly the bytes of render-then-encode.
@Suite struct StreamingEncoderTests {
    /// Edits the data of a PNG file's first IDAT chunk in place and fixes the chunk's CRC, so
    /// that the damage is found by inflating, not by libpng's chunk check.
    static func editImageData(_ path: String, _ edit: (inout [UInt8]) -> Void) throws {
        var bytes = try FileIO.readAll(path: path, maxBytes: 1 << 30)
        let idat = (0..<(bytes.count - 4)).first { bytes[$0..<($0 + 4)] == [0x49, 0x44, 0x41, 0x54] }!
        let length =
            Int(bytes[idat - 4]) << 24 | Int(bytes[idat - 3]) << 16 | Int(bytes[idat - 2]) << 8 | Int(bytes[idat - 1])
        var data = Array(bytes[(idat + 4)..<(idat + 4 + length)])
        edit(&data)
        bytes.replaceSubrange((idat + 4)..<(idat + 4 + length), with: data)
        var crc = UInt32(0xffff_ffff)
        for byte in bytes[idat..<(idat + 4 + length)] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xedb8_8320 & (0 &- (crc & 1))) }
        }
        crc ^= 0xffff_ffff
        for k in 0..<4 { bytes[idat + 4 + length + k] = UInt8((crc >> (24 - 8 * UInt32(k))) & 255) }
        try FileIO.write(bytes, to: path)
    }

    static func sceneFolder(content: Image) throws -> String {
        let dir = NSTemporaryDirectory() + "barscope-stream-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try PNGEncoder.write(content, to: dir + "content.png", format: content.isOpaque ? .rgb8 : .rgba8)
        return dir
    }

    /// A 750×1334 frame of coloured noise (translucent when `alpha` is below 255).
    static func noise(alpha: UInt8) throws -> Image {
        var state: UInt32 = 99
        var bytes = [UInt8](repeating: 0, count: 750 * 1334 * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes[i] = UInt8(state >> 24); bytes[i + 1] = UInt8((state >> 16) & 255);
            bytes[i + 2] = UInt8((state >> 8) & 255)
            bytes[i + 3] = alpha
        }
        return try Image(width: 750, height: 1334, straightBytes: bytes)
    }

    @Test(arguments: [
        (UInt8(255), "barTintColor: \"#ff3b30\""), (UInt8(255), "translucent: false"), (UInt8(200), "barStyle: black"),
        (UInt8(255), "backgroundAlpha: 0.5"),
    ])
    func pipelinedBytesEqualRenderThenEncode(alpha: UInt8, bar: String) throws {
        let dir = try Self.sceneFolder(content: try Self.noise(alpha: alpha))
        try "ios: 10\ndevice: iphone-8\ncontent: {image: content.png}\nnavigationBar: {\(bar)}\n"
            .write(toFile: dir + "s.yaml", atomically: true, encoding: .utf8)
        let scene = try SceneParser.load(path: dir + "s.yaml")
        for preset in [PNGPreset.fast, .balanced] {
            let streamed = try SceneRenderer.encodePNG(scene, preset: preset)
            let whole = try PNGEncoder.encode(try SceneRenderer.render(scene), preset: preset)
            #expect(streamed == whole, "\(bar), \(preset)")
        }
    }

    @Test func aCorruptContentRowIsNamedWithItsKey() throws {
        let dir = try Self.sceneFolder(content: try Self.noise(alpha: 255))
        // Flip bytes deep in the image data (past the header, so parsing the scene succeeds).
        try Self.editImageData(dir + "content.png") { data in for k in 0..<64 { data[data.count / 2 + k] ^= 0x5a } }
        try "ios: 10\ndevice: iphone-8\ncontent: {image: content.png}\nnavigationBar: {}\n"
            .write(toFile: dir + "s.yaml", atomically: true, encoding: .utf8)
        let scene = try SceneParser.load(path: dir + "s.yaml")
        var streamedError: SceneError?
        do { _ = try SceneRenderer.encodePNG(scene, preset: .fast) } catch let error as SceneError {
            streamedError = error
        }
        var renderedError: SceneError?
        do { _ = try SceneRenderer.render(scene) } catch { renderedError = error }
        #expect(streamedError?.key == "content.image")
        #expect(
            streamedError?.description.hasPrefix(
                dir + "s.yaml: content.image: " + dir + "content.png: not a valid PNG: ") == true)
        #expect(streamedError == renderedError)
    }
}

/// `region: bars` renders the strip under the bars from only the content rows beneath them:
/// the same pixels as those rows of the whole screen.
@Suite struct BarRegionTests {
    @Test(arguments: [
        "content: {list: {contentOffset: 30}}\nnavigationBar: {barTintColor: \"#ff3b30\"}",
        "content: {color: \"#33669980\"}\nnavigationBar: {translucent: false}",
        "content: {image: content.png}\nnavigationBar: {barStyle: black}",
        "content: {list: {refreshing: true}}\nnavigationBar: {}",
    ])
    func barStripEqualsTheTopRowsOfTheScreen(body: String) throws {
        let dir = try StreamingEncoderTests.sceneFolder(content: try StreamingEncoderTests.noise(alpha: 180))
        // Every body on the @2x phone; the @3x phone (a debug-build blur of 1125 px is slow) with
        // the first, the list scrolled under a tinted bar.
        for device in body.contains("#ff3b30") ? ["iphone-8", "iphone-x"] : ["iphone-8"] {
            try "ios: 10\ndevice: \(device)\n\(body)\nregion: bars\n".write(
                toFile: dir + "s.yaml", atomically: true, encoding: .utf8)
            let strip = try SceneRenderer.render(try SceneParser.load(path: dir + "s.yaml"))
            var whole = try SceneParser.load(path: dir + "s.yaml")
            whole.region = .screen
            let screen = try SceneRenderer.render(whole)
            // Status bar + bar + the one-pixel hairline below it.
            let expectedHeight = device == "iphone-8" ? (20 + 44) * 2 + 1 : (44 + 44) * 3 + 1
            #expect(strip.width == screen.width && strip.height == expectedHeight)
            #expect(
                strip == (try screen.cropped(to: PixelRect(x: 0, y: 0, width: screen.width, height: expectedHeight))),
                "\(device): \(body)")
            #expect(
                try SceneRenderer.encodePNG(try SceneParser.load(path: dir + "s.yaml"), preset: .fast)
                    == (try PNGEncoder.encode(strip, preset: .fast)))
        }
    }

    /// An opaque PNG under bars that start with a backdrop is rendered while it is inflated (the
    /// blur following the decoder, `SceneRenderer.streamedStrip`): the same pixels as those rows
    /// of the whole screen, for every iOS version's stack; bars that do not start with a backdrop
    /// (opaque, or a whole background at half alpha) take the ordinary path, with the same
    /// result. Image data libpng refuses is named with its key, as on the ordinary path.
    /// Encoded, such a strip is finished and compressed band by band
    /// (`SceneRenderer.encodedStrip`): the same bytes as encoding the rendered strip, with a
    /// shadow image and a status bar drawn over the backdrop too; bars with a second backdrop
    /// (a tab bar's) are encoded whole.
    @Test func aStripStreamedFromItsPNGEqualsTheTopRowsOfTheScreen() throws {
        let dir = try StreamingEncoderTests.sceneFolder(content: try StreamingEncoderTests.noise(alpha: 255))
        let cases: [(ios: Int, bar: String, more: String, streams: Bool, bands: Bool)] = [
            (10, "{}", "", true, true), (10, "{barTintColor: \"#ff3b30\"}", "", true, true),
            (9, "{barStyle: black}", "", true, true),
            (11, "{barTintColor: \"#007aff\"}", "", true, true), (10, "{translucent: false}", "", false, false),
            (10, "{backgroundAlpha: 0.5}", "", false, false),
            (
                10, "{barTintColor: \"#34c759\", shadowImage: {color: \"#00ff00\"}}",
                "statusBar: {style: lightContent}\n", true, true
            ),
            (10, "{backgroundImage: {color: \"#ff000040\"}}", "", false, false),
            (11, "{prefersLargeTitles: true}", "", true, true),
            (10, "{barTintColor: \"#ff3b30\"}", "tabBar: {}\n", true, false),
        ]
        for (ios, bar, more, streams, bands) in cases {
            // With a tab bar, `bars` would stack its strip too: the navigation bar's alone here.
            try
                "ios: \(ios)\ndevice: iphone-8\ncontent: {image: content.png}\nnavigationBar: \(bar)\n\(more)region: \(more.contains("tabBar") ? "navigationBar" : "bars")\n"
                .write(toFile: dir + "s.yaml", atomically: true, encoding: .utf8)
            let scene = try SceneParser.load(path: dir + "s.yaml")
            let frame = try SceneRenderer.frame(for: scene)
            #expect((FrameRenderer.streamablePlan(frame) != nil) == streams, "iOS \(ios) \(bar)")
            let strip = try SceneRenderer.render(scene)
            var whole = scene
            whole.region = .screen
            let screen = try SceneRenderer.render(whole)
            #expect(
                strip == (try screen.cropped(to: PixelRect(x: 0, y: 0, width: 750, height: strip.height))),
                "iOS \(ios) \(bar)")
            #expect((FrameRenderer.bandPlan(frame) != nil) == bands, "iOS \(ios) \(bar) \(more)")
            for preset in [PNGPreset.fast, .balanced] {
                #expect(
                    try SceneRenderer.encodePNG(scene, preset: preset)
                        == (try PNGEncoder.encode(strip, preset: preset)), "iOS \(ios) \(bar) \(more)")
            }
        }
        // The image data's zlib header broken, the chunk's CRC fixed: libpng refuses the first row.
        try StreamingEncoderTests.editImageData(dir + "content.png") { data in data[0] ^= 0x0f }
        try "ios: 10\ndevice: iphone-8\ncontent: {image: content.png}\nnavigationBar: {}\nregion: bars\n"
            .write(toFile: dir + "s.yaml", atomically: true, encoding: .utf8)
        let corrupt = try SceneParser.load(path: dir + "s.yaml")
        var streamedError: SceneError?
        do { _ = try SceneRenderer.render(corrupt) } catch { streamedError = error }
        var encodedError: SceneError?
        do { _ = try SceneRenderer.encodePNG(corrupt, preset: .fast) } catch let error as SceneError {
            encodedError = error
        }
        #expect(encodedError == streamedError)
        #expect(streamedError?.key == "content.image")
        #expect(
            streamedError?.description.hasPrefix(
                dir + "s.yaml: content.image: " + dir + "content.png: not a valid PNG: ") == true)
    }

    @Test func anUnknownRegionIsNamed() {
        #expect(
            parseError("ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nregion: bar\n")
                == "scene.yaml:4: region: \"bar\" is not a region; use one of screen, bars, navigationBar, tabBar, toolbar"
        )
    }
}

/// Booleans and nulls are read from plain scalars by the parser itself (no tag resolver): the
/// YAML 1.1 words Yams' default resolver accepts, and nothing quoted.
@Suite struct ScalarTests {
    @Test(arguments: [
        ("true", true), ("yes", true), ("On", true), ("TRUE", true), ("false", false), ("no", false), ("OFF", false),
    ])
    func booleanWords(word: String, value: Bool) throws {
        let scene = try SceneParser.parse(
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {translucent: \(word)}\n",
            file: "s.yaml")
        #expect(scene.navigationBar.translucent == value)
    }

    @Test func quotedOrOddBooleansAreRefused() {
        #expect(
            parseError(
                "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {translucent: \"true\"}\n")
                == "scene.yaml:4: navigationBar.translucent: \"true\" is not a boolean; use true or false")
        #expect(
            parseError("ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {translucent: tRue}\n")
                == "scene.yaml:4: navigationBar.translucent: \"tRue\" is not a boolean; use true or false")
    }

    @Test func aNullListIsTheDefaultList() throws {
        for null in ["~", "null", ""] {
            let scene = try SceneParser.parse("ios: 10\ndevice: iphone-8\ncontent: {list: \(null)}\n", file: "s.yaml")
            #expect(scene.content == .list(ListScreen()))
        }
    }
}
