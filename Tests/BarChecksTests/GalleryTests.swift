import Foundation
import Testing
import TestSupport

@testable import BarChecks
@testable import BarScene
@testable import Raster
@testable import RasterPNG

@Suite struct GalleryTests {
    /// Each scenario, rendered once: it meets its documented reading (the acceptance of the
    /// spine), read on the whole screen, and the committed golden is this render's region (the
    /// whole screen, or the bars' strips cut from it), pixel for pixel, with the gallery's scene
    /// file beside it. Re-record with `barscope gallery -o Goldens/gallery --png small` after
    /// looking. (Two tests rendered every scenario once each; issue 42 merged them.)
    @Test(arguments: Gallery.scenarios.map(\.name))
    func scenarioMeetsItsReadingAndItsGolden(name: String) throws {
        let scenario = try #require(Gallery.named(name))
        let rendered = try scenario.render()
        let verdict = scenario.check(rendered)
        #expect(verdict.passed, "\(name): \(verdict.reading): \(verdict.detail)")
        let base = packageRoot + "/Goldens/gallery/\(name)"
        let golden = try PNGDecoder.read(path: base + ".png")
        // Compared outside #expect, which would describe both images in full.
        let matches = golden == rendered.picture
        #expect(matches, "\(name).png differs from the render")
        #expect(try String(contentsOfFile: base + ".yaml", encoding: .utf8) == scenario.yaml)
    }

    /// An iOS 26 scenario beside its iOS 18 rendering: iOS 18's bars at the left (the same
    /// pixels as the scene on ios: 18), 16 grey pixels, the iOS 26 render at the right; none for a
    /// scenario before iOS 26.
    @Test func aGlassScenarioBesideIOS18() throws {
        let rendered = try #require(Gallery.named("ios26-floating-tab-bar")).render()
        let pair = try #require(try rendered.besideIOS18())
        var older = rendered.scene
        older.release = 18
        let left = try SceneRenderer.render(older)
        #expect(pair.width == left.width + 16 + rendered.image.width && pair.height == rendered.image.height)
        #expect(try pair.cropped(to: left.bounds) == left)
        #expect(
            try pair.cropped(
                to: PixelRect(x: left.width + 16, y: 0, width: rendered.image.width, height: rendered.image.height))
                == rendered.image)
        #expect(pair[left.width + 8, 100].straight.hex == "#8e8e93")
        #expect(try Gallery.named("ios10-tint-f8f8f8")!.render().besideIOS18() == nil)
    }

    /// A scene with a key iOS 18 lacks is drawn as iOS 26 draws it for an app that opts out
    /// (`UIDesignRequiresCompatibility`: the glass-only key left undrawn); one that even the
    /// opt-out cannot draw has no picture beside it, and says why (`scripts/demo` runs the
    /// gallery with `--beside-ios18`, and stopped on the first such scene).
    @Test func besideIOS18WhenIOS18LacksAKey() throws {
        let hides = try #require(Gallery.named("ios26-hides-shared-background")).render()
        let pair = try #require(try hides.besideIOS18())
        var optedOut = hides.scene
        optedOut.requiresCompatibility = true
        let left = try SceneRenderer.render(optedOut)
        #expect(try pair.cropped(to: left.bounds) == left)
        #expect(hides.besideIOS18Refusal == nil)
        let container = try #require(Gallery.named("ios26-glass-container")).render()
        #expect(try container.besideIOS18() == nil)
        #expect(
            container.besideIOS18Refusal
                == "glassEffectViews: glass views in an app that opts out of Liquid Glass are not modelled (no source shows what UIGlassEffect draws then); remove infoPlist's UIDesignRequiresCompatibility, or the glass views"
        )
    }

    /// A scenario with a region keeps its golden to the bar's rows: the strips `verify` renders
    /// are those rows of the screen the check reads.
    @Test func aRegionCutsTheGoldenFromTheScreen() throws {
        let rendered = try #require(Gallery.named("ios26-landscape-iphone-se")).render()
        #expect(rendered.scene.region == .bars)
        let strips = try SceneRenderer.frames(for: rendered.scene).map(\.rows)
        #expect(strips.count == 2 && strips[0].lowerBound == 0 && strips[1].upperBound == rendered.image.height)
        #expect(rendered.picture.height == strips[0].count + strips[1].count)
        #expect(rendered.picture.width == rendered.image.width)
        #expect(try SceneRenderer.render(rendered.scene) == rendered.picture)
    }

    /// Two world-text scenarios went in issue 42 as near-duplicates of these strips (the gallery's
    /// ios17-simplified-chinese-bar and ios17-arabic-right-to-left, full screens over a list): their
    /// ink rules are read here on the strips' scenes, rendered whole. (Their generic back titles,
    /// 返回 and UIKit's other translations: WorldTextSceneTests.systemTitlesFollowTheLocale.)
    @Test(arguments: ["ios17-chinese-navigation-bar", "ios17-arabic-large-title"])
    func worldTextStripsKeepTheRemovedScenariosRules(name: String) throws {
        let rules: @Sendable (RenderedScenario) -> ScenarioVerdict
        switch name {
        case "ios17-chinese-navigation-bar":
            // The title centred; the back title 27 pt in (8 + 13 + 6); Done 16 pt from the right edge.
            // (The gallery read the title's centre in 60–280 pt, right of its generic back title 返回;
            // this back title, 设置, ends at 62 pt, so the title is read in 70–330.)
            rules = { r in
                Gallery.checkInk(
                    r, row: .navigationRow,
                    [
                        .centred(between: 70, and: 330), .starts(at: 27, within: 23..<80),
                        .ends(atFromRight: 16, within: 330..<402),
                    ])
            }
        default:
            // Right to left: the chevron 8 pt from the right edge, the large title 16 pt from it.
            rules = { r in
                let row = Gallery.checkInk(r, row: .navigationRow, [.ends(atFromRight: 8, within: 370..<402)])
                let large = Gallery.checkInk(r, row: .largeTitle, [.ends(atFromRight: 16, within: 150..<402)])
                return ScenarioVerdict(
                    reading: "\(row.reading); \(large.reading)", passed: row.passed && large.passed,
                    detail: row.passed ? large.detail : row.detail)
            }
        }
        var scene = try SceneParser.load(path: packageRoot + "/Goldens/screens/\(name).yaml")
        #expect(scene.region == .navigationBar)
        scene.region = .screen
        let scenario = Scenario(
            name: name, title: name, yaml: scene.yamlText, documented: "", check: rules)
        let rendered = try scenario.render()
        let verdict = scenario.check(rendered)
        #expect(verdict.passed, "\(name): \(verdict.reading): \(verdict.detail)")
    }

    @Test func specificReadings() throws {
        let tint = try Gallery.named("ios10-tint-f8f8f8")!.render()
        let stats = tint.stats(tint.barRect)
        #expect(stats.summary == "#f7f6f5…#f8f8f8")
        let opaque = try Gallery.named("ios10-opaque-tint-red")!.render()
        #expect(opaque.stats(opaque.barRect).summary == "#fe2525")
    }
}

@Suite struct ReadingTests {
    @Test func pickAndStats() throws {
        var image = try Image(width: 3, height: 1, fill: RGBA8(hex: "#f8f8f8")!.premultiplied)
        image[2, 0] = RGBA8(hex: "#f4f5f9")!.premultiplied
        let straight = StraightImage(image)
        #expect(
            try PixelReading.pick(straight, x: 2, y: 0, source: "a.png").json
                == "{\"x\": 2, \"y\": 0, \"hex\": \"#f4f5f9\", \"r\": 244, \"g\": 245, \"b\": 249, \"a\": 255, \"samples\": 1}"
        )
        #expect(
            throws: CheckError(
                "a.png: pixel (3, 0) is outside the 3×1 image; use x in 0…2 and y in 0…0", code: .outOfBounds)
        ) {
            try PixelReading.pick(straight, x: 3, y: 0, source: "a.png")
        }
        let stats = RegionStats(image, rect: image.bounds)
        #expect(stats.summary == "#f4f5f8…#f8f8f9" && stats.distinct == 2 && stats.mostCommon.hex == "#f8f8f8")
    }
}
