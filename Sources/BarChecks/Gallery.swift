import BarLayers
import BarScene
import ColorDisplay
import Raster

/// A rendered gallery scene with what its check needs.
package struct RenderedScenario: Sendable {
    package let scene: Scene
    /// The full screen.
    package let image: Image
    /// The content alone, before the bar was composited.
    package let content: Image
    /// What the golden holds: the scene's ``Scene/region``, cut from ``image`` (the whole screen,
    /// or the strips of rows `barscope render` and `verify` draw, stacked), so that the check
    /// reads the screen and the golden is the rows the scene guards.
    package let picture: Image

    /// The bar's background area: the status bar and the bar, full width (device pixels).
    package var barRect: PixelRect {
        let bottom = Int(scene.layout.navigationBarBottom) * scene.device.scale
        return PixelRect(x: 0, y: 0, width: image.width, height: bottom)
    }

    /// The device-pixel row just below the bar, where the hairline is drawn.
    package var hairlineRow: PixelRect {
        PixelRect(x: 0, y: barRect.maxY, width: image.width, height: 1)
    }

    /// Statistics of a region of the screen.
    package func stats(_ rect: PixelRect) -> RegionStats { RegionStats(image, rect: rect) }

    /// The scene as iOS 18 draws it, for ``besideIOS18()``: on `ios: 18` when it has nothing
    /// iOS 18 lacks, else as iOS 26 draws it for an app that opts out (`UIDesignRequiresCompatibility`:
    /// iOS 18's bars, the glass-only keys left undrawn); nil for a scene that draws no glass.
    var olderScene: Scene? {
        guard let optOut = scene.drawnRelease.compatibility else { return nil }
        var older = scene
        (older.release, older.requiresCompatibility) = (optOut.release, false)
        if older.refusal != nil, optOut.honoured {
            older = scene
            older.requiresCompatibility = true
        }
        return older
    }

    /// Why a glass scene has no iOS 18 picture beside it (a key iOS 18 cannot draw, even for an
    /// app that opts out), or nil.
    package var besideIOS18Refusal: String? {
        olderScene?.refusal.map { "\($0.key): \($0.message)" }
    }

    /// A Liquid Glass scene beside its iOS 18 rendering: the same scene drawn with iOS 18's bars
    /// (what iOS 26 draws for an app that sets `UIDesignRequiresCompatibility`, glass-only keys
    /// left undrawn) on the left, the iOS 26 render on the right, 16 pixels of grey between
    /// them; nil for a scene that draws no glass.
    package func besideIOS18() throws -> Image? {
        guard let older = olderScene, older.refusal == nil else { return nil }
        let left = try SceneRenderer.render(older)
        let gap = 16
        var pair = try Image(
            width: left.width + gap + image.width, height: max(left.height, image.height),
            fill: RGBA8(hex: "#8e8e93")!.premultiplied)
        for (picture, x) in [(left, 0), (image, left.width + gap)] {
            for row in 0..<picture.height {
                let from = row * picture.width * 4, to = (row * pair.width + x) * 4
                pair.pixels.replaceSubrange(
                    to..<(to + picture.width * 4), with: picture.pixels[from..<(from + picture.width * 4)])
            }
        }
        return pair
    }
}

/// The outcome of one scenario's check.
package struct ScenarioVerdict: Sendable, Equatable {
    /// What BarScope reads, in the documented reading's terms.
    package let reading: String
    package let passed: Bool
    /// Why, in a few words.
    package let detail: String
}

/// One documented reading from the seeds, as a scene and a check.
package struct Scenario: Sendable {
    /// Kebab-case name: the gallery's file names.
    package let name: String
    /// What the scenario shows.
    package let title: String
    /// The scene file's text.
    package let yaml: String
    /// The reading the source documents, with its source.
    package let documented: String
    /// Compares the render with the documented reading.
    package let check: @Sendable (RenderedScenario) -> ScenarioVerdict

    /// Parses and renders the scenario: the whole screen as `barscope render` and `verify` draw
    /// it (``SceneRenderer/render(_:)``), so that the gallery's golden check is theirs.
    package func render() throws(SceneError) -> RenderedScenario {
        let scene = try SceneParser.parse(yaml, file: "\(name).yaml")
        let content = try SceneRenderer.contentImage(for: scene)
        var screen = scene
        screen.region = .screen
        let image = try SceneRenderer.render(screen)
        guard scene.region != .screen else {
            return RenderedScenario(scene: scene, image: image, content: content, picture: image)
        }
        let rows = try SceneRenderer.frames(for: scene).map(\.rows)
        do {
            let strips = try rows.map { rows throws(RasterError) in
                try image.cropped(to: PixelRect(x: 0, y: rows.lowerBound, width: image.width, height: rows.count))
            }
            let picture = strips.count == 1 ? strips[0] : try Image(stacking: strips)
            return RenderedScenario(scene: scene, image: image, content: content, picture: picture)
        } catch {
            throw SceneError(code: .render, file: "\(name).yaml", key: nil, message: "\(error)")
        }
    }
}

/// The seed scenarios: each documented reading as a scene and a check.
package enum Gallery {
    /// Every scenario: the seeds' readings, then the screenshot-like scenes.
    package static let scenarios: [Scenario] =
        readings + screenshots + appearances + landscape + pads + floatingTabBars + [splitView] + sidebars + worldText
        + glass
        + snapshots

    /// The seeds' documented readings.
    static let readings: [Scenario] = [
        Scenario(
            name: "ios10-overlay-f8f8f8", title: "overlay technique, #f8f8f8, over the list",
            yaml: scene(
                ios: 10, device: "iphone-8", content: "list: {}",
                bar: ["translucent: true", "overlayColor: \"#f8f8f8\""]),
            documented: "exactly 0xf8f8f8, hairline hidden (000)",
            check: { r in
                let bar = r.stats(r.barRect)
                let hairlineGone = r.stats(r.hairlineRow) == RegionStats(r.content, rect: r.hairlineRow)
                let ok = bar.isUniform && bar.minimum.hex == "#f8f8f8" && hairlineGone
                return ScenarioVerdict(
                    reading: bar.summary + (hairlineGone ? ", no hairline" : ", hairline drawn"), passed: ok,
                    detail: ok ? "every bar pixel is #f8f8f8" : "bar not uniformly #f8f8f8 or hairline visible")
            }),
        Scenario(
            name: "ios10-tint-f8f8f8", title: "barTintColor #f8f8f8, translucent, over the list scrolled under the bar",
            yaml: scene(
                ios: 10, device: "iphone-8", content: "list: {contentOffset: 56}",
                bar: ["translucent: true", "barTintColor: \"#f8f8f8\""]),
            documented: "0xf4f4f4…0xf9f9f9, never exactly 0xf8f8f8 throughout (000)",
            check: { r in
                let bar = r.stats(r.barRect)
                let low = RGBA8(hex: "#f4f4f4")!, high = RGBA8(hex: "#f9f9f9")!
                let inside =
                    bar.minimum.r >= low.r && bar.minimum.g >= low.g && bar.minimum.b >= low.b
                    && bar.maximum.r <= high.r && bar.maximum.g <= high.g && bar.maximum.b <= high.b
                let ok = inside && !bar.isUniform
                return ScenarioVerdict(
                    reading: bar.summary, passed: ok,
                    detail: ok ? "spread inside the documented range" : "outside #f4f4f4…#f9f9f9 or uniform")
            }),
        Scenario(
            name: "ios10-list-tint-at-rest",
            title: "barTintColor #f8f8f8, translucent, list at rest (spinner under the bar)",
            yaml: scene(
                ios: 10, device: "iphone-8", content: "list: {}",
                bar: ["translucent: true", "barTintColor: \"#f8f8f8\""]),
            documented: "inside 0xf4f4f4…0xf9f9f9 (000)",
            check: { r in
                let bar = r.stats(r.barRect)
                let ok = bar.minimum.r >= 0xf4 && bar.maximum.r <= 0xf9
                return ScenarioVerdict(
                    reading: bar.summary, passed: ok, detail: ok ? "inside the documented range" : "outside the range")
            }),
        Scenario(
            name: "ios10-opaque-image-red", title: "translucent NO, 1×1 red background image",
            yaml: scene(
                ios: 10, device: "iphone-8", content: "color: \"#ffffff\"",
                bar: ["translucent: false", "backgroundImage: {color: \"#ff0000\"}"]),
            documented: "0xfc0d1b on the Mac display = sRGB #ff0000 (000)",
            check: { r in
                let bar = r.stats(r.barRect)
                let mac = macReading(bar.minimum)
                let ok =
                    bar.isUniform && bar.minimum.hex == "#ff0000"
                    && channelDistance(mac, MacDisplayModel.fittedReading) <= 1
                return ScenarioVerdict(
                    reading: "\(bar.summary), mac \(mac.hex)", passed: ok,
                    detail: ok
                        ? "the image colour exactly; the mac display's fitted point"
                        : "not #ff0000, or not 0xfc0d1b on the mac display")
            }),
        Scenario(
            name: "ios10-opaque-tint-red", title: "translucent NO, barTintColor red",
            yaml: scene(
                ios: 10, device: "iphone-8", content: "color: \"#ffffff\"",
                bar: ["translucent: false", "barTintColor: \"#ff0000\""]),
            documented: "0xfb2930 on the Mac display, unlike the image path (000)",
            check: { r in
                let bar = r.stats(r.barRect)
                let mac = macReading(bar.minimum)
                let error = channelDistance(mac, MacDisplayModel.predictedReading)
                let ok = bar.isUniform && bar.minimum.hex != "#ff0000" && error <= 3
                return ScenarioVerdict(
                    reading: "\(bar.summary), mac \(mac.hex)", passed: ok,
                    detail: ok
                        ? "predicted by the mac display within \(error)"
                        : "the mac display's prediction is off by \(error)")
            }),
        Scenario(
            name: "ios10-translucent-opaque-image", title: "translucent YES, opaque 1×1 #f8f8f8 image, over the list",
            yaml: scene(
                ios: 10, device: "iphone-8", content: "list: {}",
                bar: ["translucent: true", "backgroundImage: {color: \"#f8f8f8\"}"]),
            documented: "image view alpha 0.909804; the spinner shows through (000)",
            check: { r in
                var worst = 0
                let rect = r.barRect
                let image = RGBA8(hex: "#f8f8f8")!.premultiplied.scaled(by: 232)
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX {
                        let expected = image.over(r.content[x, y])
                        let got = r.image[x, y]
                        worst = max(worst, abs(Int(expected.r) - Int(got.r)), abs(Int(expected.g) - Int(got.g)))
                    }
                }
                let bar = r.stats(rect)
                let ok = worst == 0 && !bar.isUniform
                return ScenarioVerdict(
                    reading: "\(bar.summary) (= #f8f8f8 at 232/255 over the content)", passed: ok,
                    detail: ok ? "every pixel is the image at alpha 232/255 over the content" : "off by \(worst)")
            }),
        Scenario(
            name: "ios9-green-background", title: "iOS 9, backgroundColor #00ff00, translucent, over white",
            yaml: scene(
                ios: 9, device: "iphone-8", content: "color: \"#ffffff\"", bar: ["backgroundColor: \"#00ff00\""]),
            documented: "hazy pale green, not 0x00ff00 (000)",
            check: paleGreen),
        Scenario(
            name: "ios10-green-background", title: "iOS 10, backgroundColor #00ff00, translucent, over white",
            yaml: scene(
                ios: 10, device: "iphone-8", content: "color: \"#ffffff\"", bar: ["backgroundColor: \"#00ff00\""]),
            documented: "hazy pale green, not 0x00ff00 (000)",
            check: paleGreen),
        Scenario(
            name: "ios10-green-background-opaque", title: "iOS 10, backgroundColor #00ff00, translucent NO",
            yaml: scene(
                ios: 10, device: "iphone-8", content: "color: \"#ffffff\"",
                bar: ["translucent: false", "backgroundColor: \"#00ff00\""]),
            documented: "backgroundColor has no effect (000)",
            check: { r in
                let bar = r.stats(r.barRect)
                let ok = bar.isUniform && bar.minimum.hex == "#ffffff"
                return ScenarioVerdict(
                    reading: bar.summary, passed: ok, detail: ok ? "the opaque white bar, no green" : "green shows")
            }),
        Scenario(
            name: "ios10-default-hairline", title: "iOS 10 default bar over white: the hairline",
            yaml: scene(ios: 10, device: "iphone-8", content: "color: \"#ffffff\"", bar: []),
            documented: "a one-pixel hairline just below the bar (000, 002)",
            check: { r in hairline(r, expectVisible: true) }),
        Scenario(
            name: "ios10-clips-to-bounds", title: "iOS 10, clipsToBounds: true",
            yaml: scene(ios: 10, device: "iphone-8", content: "color: \"#ffffff\"", bar: ["clipsToBounds: true"]),
            documented: "clipsToBounds hides the hairline (002)",
            check: { r in hairline(r, expectVisible: false) }),
        Scenario(
            name: "ios11-iphone-x-default", title: "iOS 11 default bar on iPhone X over the list",
            yaml: scene(ios: 11, device: "iphone-x", content: "list: {}", bar: []),
            documented: "a one-pixel hairline below a 44 + 44 pt bar (003)",
            check: { r in hairline(r, expectVisible: true) }),
    ]

    static let paleGreen: @Sendable (RenderedScenario) -> ScenarioVerdict = { r in
        // Only the bar's own rows: the status-bar strip above shows the content, not the bar view.
        let rows = PixelRect(
            x: 0, y: Int(r.scene.layout.navigationBar.y) * r.scene.device.scale + 8, width: r.image.width,
            height: Int(BarConstants.navigationBarHeight) * r.scene.device.scale - 16)
        let bar = r.stats(rows)
        let c = bar.mostCommon
        let ok = c.g > c.r && c.g > c.b && c.r >= 0x99 && c.b >= 0x99 && c.hex != "#00ff00"
        return ScenarioVerdict(
            reading: bar.summary, passed: ok,
            detail: ok ? "green washed out by the blur and white layers" : "not a pale green")
    }

    /// A colour as seed 000's Mac display shows it (the built-in `mac` display).
    static func macReading(_ c: RGBA8) -> RGBA8 {
        (try? Display.named("mac"))?.show(c) ?? c
    }

    /// The largest channel difference between two colours.
    static func channelDistance(_ a: RGBA8, _ b: RGBA8) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
    }

    static func hairline(_ r: RenderedScenario, expectVisible: Bool) -> ScenarioVerdict {
        let row = r.stats(r.hairlineRow)
        let under = RegionStats(r.content, rect: r.hairlineRow)
        let next = PixelRect(x: 0, y: r.hairlineRow.y + 1, width: r.image.width, height: 1)
        let nextUntouched = r.stats(next) == RegionStats(r.content, rect: next)
        let visible = row != under
        let ok = visible == expectVisible && nextUntouched
        return ScenarioVerdict(
            reading: visible ? "row \(r.hairlineRow.y): \(row.summary)" : "row \(r.hairlineRow.y) shows the content",
            passed: ok,
            detail: ok
                ? (expectVisible ? "one device pixel, the row below untouched" : "no hairline") : "hairline wrong")
    }

    /// A scene file's text: the same layout for every scenario, so the goldens' scene files read
    /// alike. `content` and each `bar` entry are one YAML line.
    static func scene(ios: IOSVersion, device: String, content: String, bar: [String]) -> String {
        var lines = ["ios: \(ios.number)", "device: \(device)", "content:", "  \(content)"]
        if !bar.isEmpty { lines += ["navigationBar:"] + bar.map { "  \($0)" } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scenario with a name.
    package static func named(_ name: String) -> Scenario? { scenarios.first { $0.name == name } }
}
