import Testing

@testable import BarChecks
@testable import BarLayers
@testable import BarScene
@testable import ColorDisplay
@testable import Raster

@Suite struct ExplainTests {
    /// Seed 000's barTintColor scene: the backdrop and both filter views with their colours and
    /// alphas, and a final value equal to the rendered pixel.
    @Test func seed000TintScene() throws {
        let scenario = try #require(Gallery.named("ios10-tint-f8f8f8"))
        let scene = try SceneParser.parse(scenario.yaml, file: "tint.yaml")
        let explanation = try Explanation.explain(scene, x: 100, y: 50, display: try Display.named("mac"))
        #expect(
            explanation.rows.map(\.layer) == [
                "content", "UINavigationBar", "_UIBarBackground", "UIVisualEffectView", "_UIVisualEffectBackdropView",
                "_UIVisualEffectFilterView", "_UIVisualEffectFilterView",
            ])
        #expect(
            explanation.rows[4].contribution.hasPrefix("content beneath, box-blurred 3 × 75 px and saturated × 1.8: #"))
        #expect(explanation.rows[5].contribution == "fill #f7f7f7 at alpha 0.8 (colour alpha 0.8)")
        #expect(explanation.rows[6].contribution == "fill #f8f8f8 at alpha 0.851, view alpha 0.851")
        let rendered = StraightImage(try SceneRenderer.render(scene))
        #expect(explanation.final == rendered.color(x: 100, y: 50))
        #expect(explanation.rows.last?.composite == explanation.final)
        #expect(explanation.displayed == (try Display.named("mac")).show(explanation.final))
    }

    /// Seed 000's opaque red tint on the mac display: 0xfb2930, with the recipe's three fills.
    /// A split view: the pixel's column, at its place: the sidebar's selected row in the
    /// primary column, the secondary's content beside it; each final value the rendered pixel.
    @Test func aSplitViewsColumnUnderThePixel() throws {
        let scenario = try #require(Gallery.named("ipados14-sidebar-ipad-pro-11"))
        let scene = try SceneParser.parse(scenario.yaml, file: "sidebar.yaml")
        let rendered = StraightImage(try SceneRenderer.render(scene))
        let row = try Explanation.explain(scene, x: 200, y: 936, display: try Display.named("srgb"))
        #expect(
            row.rows.map(\.layer) == [
                "content", "UICollectionView", "UICollectionViewListCell", "_UISystemBackgroundView",
            ])
        #expect(row.final == RGBA8(hex: "#007aff") && row.final == rendered.color(x: 200, y: 936))
        #expect(row.notes.first?.hasPrefix("UICollectionView: iPadOS 14–17 sidebar") == true)
        let secondary = try Explanation.explain(scene, x: 1200, y: 936, display: try Display.named("srgb"))
        #expect(secondary.rows.map(\.layer) == ["content"])
        #expect(secondary.final == .white && secondary.final == rendered.color(x: 1200, y: 936))
        #expect(secondary.notes.allSatisfy { !$0.hasPrefix("UICollectionView") })
        // A scene cut to one column's strip is explained in the screen's pixels all the same.
        var strip = scene
        strip.region = .navigationBar
        strip.regionColumn = "primary"
        #expect(try Explanation.explain(strip, x: 200, y: 936, display: try Display.named("srgb")).final == row.final)
        #expect(try Explanation.explain(strip, x: 1200, y: 936, display: try Display.named("srgb")).final == .white)
    }

    @Test func opaqueRedTintOnTheMac() throws {
        let scene = try SceneParser.parse(Gallery.named("ios10-opaque-tint-red")!.yaml, file: "red.yaml")
        let explanation = try Explanation.explain(scene, x: 10, y: 10, display: try Display.named("mac"))
        #expect(explanation.text.hasSuffix("final sRGB #fe2525\ndisplay (mac) #fb2930"))
        #expect(
            explanation.rows.map(\.contribution).suffix(3) == [
                "fill #ffffff at alpha 1", "fill #f7f7f7 at alpha 0.8 (colour alpha 0.8)",
                "fill #ff0000 at alpha 0.851 (colour alpha 0.851)",
            ])
        #expect(explanation.rows.map(\.composite.hex).suffix(3) == ["#ffffff", "#f9f9f9", "#fe2525"])
    }

    /// A view with alpha < 1 and several layers is flattened first (seed 002's backgroundAlpha):
    /// the rows inside show the visible composite, and the group has its own row.
    @Test func groupOpacityHasItsOwnRow() throws {
        let scene = try SceneParser.parse(
            "ios: 10\ndevice: iphone-8\ncontent:\n  color: \"#000000\"\nnavigationBar:\n  barTintColor: \"#ff0000\"\n  backgroundAlpha: 0.5\n",
            file: "alpha.yaml")
        let explanation = try Explanation.explain(scene, x: 10, y: 10, display: try Display.named("srgb"))
        let last = try #require(explanation.rows.last)
        #expect(
            last.layer == "UIVisualEffectView"
                && last.contribution == "its subtree flattened (#f71e1e) composited at alpha 0.502")
        #expect(explanation.rows.map(\.composite.hex).suffix(3) == ["#636363", "#7c0f0f", "#7c0f0f"])
        #expect(explanation.final == StraightImage(try SceneRenderer.render(scene)).color(x: 10, y: 10))
    }

    /// A pixel of the tab bar is explained by the tab bar's own stack, and matches the render.
    @Test func tabBarPixelsAreExplainedByTheTabBar() throws {
        let scene = try SceneParser.parse(
            "ios: 10\ndevice: iphone-8\ncontent:\n  color: \"#ff0000\"\ntabBar:\n  barTintColor: \"#00ff00\"\n",
            file: "tab.yaml")
        let explanation = try Explanation.explain(scene, x: 10, y: 1300, display: try Display.named("srgb"))
        #expect(
            explanation.rows.map(\.layer) == [
                "content", "UITabBar", "_UIBarBackground", "UIVisualEffectView", "_UIVisualEffectBackdropView",
                "_UIVisualEffectFilterView", "_UIVisualEffectFilterView",
            ])
        #expect(explanation.final == StraightImage(try SceneRenderer.render(scene)).color(x: 10, y: 1300))
        var moving = scene
        moving.transition = Transition(kind: .push, to: BarAppearance())
        #expect(
            throws: CheckError(
                "tab.yaml: transition: explain reads a still screen; remove the transition (set the bar as it is at that moment), or render frames and pick them"
            )
        ) {
            try Explanation.explain(moving, x: 10, y: 10, display: try Display.named("srgb"))
        }
    }

    @Test func outsideTheScreenIsRefused() throws {
        let scene = try SceneParser.parse(Gallery.named("ios10-opaque-tint-red")!.yaml, file: "red.yaml")
        #expect(
            throws: CheckError(
                "red.yaml: pixel (750, 0) is outside the 750×1334 screen; use x in 0…749 and y in 0…1333",
                code: .outOfBounds)
        ) {
            try Explanation.explain(scene, x: 750, y: 0, display: try Display.named("srgb"))
        }
    }
}

@Suite struct SolveTests {
    /// A 16-pt-wide phone: over a uniform colour every column of the bar is the same, so it gives
    /// the bar pixels of a full-width one at a fraction of the cost (checked below).
    static let narrow = Device(
        id: "narrow", name: "test", widthPoints: 16, heightPoints: 100, scale: 2, statusBarHeight: 20,
        homeIndicatorInset: 0, isPlus: false, source: "test")

    func scene(ios: Int = 10, device: Device = narrow, content: SceneContent = .color(.white), translucent: Bool = true)
        -> Scene
    {
        Scene(
            release: IOSVersion.named(ios)!, device: device, content: content,
            navigationBar: BarAppearance(translucent: translucent),
            source: "solve")
    }

    /// What the bar reads with a tint: every bar pixel's colour range.
    func reading(_ scene: Scene, tint: RGBA8, display: Display) throws -> RegionStats {
        var tinted = scene
        tinted.navigationBar.barTintColor = tint
        let image = display.show(StraightImage(try SceneRenderer.render(tinted)))
        let rows = Int(scene.device.statusBarHeight + BarConstants.navigationBarHeight) * scene.device.scale
        return RegionStats(image, rect: PixelRect(x: 0, y: 0, width: image.width, height: rows))
    }

    /// 50 random reachable targets over white (iOS 10 translucent): the solved tint reads the
    /// target within ±1 in every bar pixel.
    @Test func fiftyRandomTargetsOverWhite() throws {
        let srgb = try Display.named("srgb")
        var state: UInt64 = 42
        func next(_ range: ClosedRange<Int>) -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(range.lowerBound + Int(state >> 33) % (range.count))
        }
        // Over white a tint of 0…255 reaches 38…254 in each channel (0.85·T + 0.15·(the
        // grayscale layer over white)).
        for _ in 0..<50 {
            let target = RGBA8(r: next(38...254), g: next(38...254), b: next(38...254))
            let solution = try TintSolver.solve(scene(), target: target, display: srgb)
            let stats = try reading(scene(), tint: solution.barTintColor, display: srgb)
            #expect(solution.reached)
            #expect(solution.maxError <= 1, "\(target.hex) → \(solution.json)")
            for (low, high, want) in [
                (stats.minimum.r, stats.maximum.r, target.r), (stats.minimum.g, stats.maximum.g, target.g),
                (stats.minimum.b, stats.maximum.b, target.b),
            ] {
                #expect(
                    abs(Int(low) - Int(want)) <= 1 && abs(Int(high) - Int(want)) <= 1,
                    "\(target.hex) reads \(stats.summary)")
            }
        }
    }

    /// The narrow device gives the same answer and reading as the iPhone 8.
    @Test func narrowDeviceMatchesTheFullWidth() throws {
        let srgb = try Display.named("srgb")
        let target = RGBA8(hex: "#3366cc")!
        let narrowSolution = try TintSolver.solve(scene(), target: target, display: srgb)
        let fullSolution = try TintSolver.solve(scene(device: .iPhone8), target: target, display: srgb)
        #expect(narrowSolution.json == fullSolution.json)  // idealTint sums differ in the 12th digit
    }

    /// Unreachable targets are reported with the nearest reachable colour, not clamped silently.
    @Test func unreachableTargets() throws {
        let srgb = try Display.named("srgb")
        let dark = try TintSolver.solve(scene(), target: RGBA8(hex: "#102030")!, display: srgb)
        #expect(!dark.reached && dark.barTintColor.hex == "#00000d" && dark.reading.hex == "#252530")
        #expect(dark.idealTint[0] < -0.5)
        let red = try TintSolver.solve(scene(), target: RGBA8(hex: "#ff2d55")!, display: srgb)
        #expect(!red.reached && red.reading.hex == "#fe2d55" && red.maxError == 1)
    }

    /// Over the list scrolled under the bar the content shows through the blur: the error is
    /// at most 2 levels (documented in the README).
    @Test func overTheScrolledList() throws {
        let srgb = try Display.named("srgb")
        let list = scene(device: .iPhone8, content: .list(ListScreen(contentOffset: 56)))
        var state: UInt64 = 7
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(60 + Int(state >> 33) % 180)
        }
        let random = (0..<5).map { _ in RGBA8(r: next(), g: next(), b: next()) }
        for target in [RGBA8(hex: "#ee2d55")!, RGBA8(hex: "#f8f8f8")!, RGBA8(hex: "#3366cc")!] + random {
            let solution = try TintSolver.solve(list, target: target, display: srgb)
            #expect(solution.reached && solution.maxError <= 2, "\(target.hex): \(solution.json)")
        }
    }

    /// Seed 000's question reversed: which opaque tint reads 0xfb2930 on the Mac? Red.
    @Test func opaqueTintForTheMacReading() throws {
        let solution = try TintSolver.solve(
            scene(translucent: false), target: MacDisplayModel.predictedReading, display: try Display.named("mac"))
        #expect(solution.barTintColor.hex == "#ff0000" && solution.reached && solution.maxError == 0)
    }
}
