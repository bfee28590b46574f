import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// Reduce Transparency, Increase Contrast (``GlassAccessibility``) and the light/dark flip of
/// `automatic` glass (``GlassAdaptivity``) on iOS 26's bars: the estimates as they are drawn.
@Suite struct GlassAccessibilityTests {
    /// The glass between the shared capsule's two icons (338, 84 points) over a `field`.
    static func glassPixel(field: String, extra: String) throws -> String {
        let scene = try SceneParser.parse(
            GlassTests.scene(content: "color: \"\(field)\"", extra: extra), file: "glass.yaml")
        return try SceneRenderer.render(scene)[338 * 3, 84 * 3].straight.hex
    }

    /// Reduce Transparency: opaque, what the glass makes of the app's background whatever is
    /// beneath: 253 light (white through OpenUIKit's fit), 19 dark; no backdrop in the tree.
    @Test(arguments: [
        ("#ff383c", "light", "#fdfdfd"), ("#000000", "light", "#fdfdfd"), ("#ffffff", "dark", "#131313"),
        ("#ff383c", "dark", "#131313"),
    ])
    func reduceTransparencyIsOpaque(field: String, style: String, reads: String) throws {
        #expect(
            try Self.glassPixel(field: field, extra: "userInterfaceStyle: \(style)\nreduceTransparency: true") == reads)
        let bar = try SceneParser.parse(GlassTests.scene(extra: "reduceTransparency: true"), file: "g.yaml")
            .navigationBarLayer()
        var backdrops = 0
        bar.forEachDescendant { layer, _ in if layer.role == .content(.glass), layer.effect != nil { backdrops += 1 } }
        #expect(backdrops == 0)
    }

    /// Increase Contrast: white at 0.8 over light glass (over black 220 → 220 + 35 × 204/255 = 248;
    /// over white 253 → 255), black at 0.8 over dark glass (over white 84 → 17), and a 1-point
    /// border in the contrasting colour at 0.5 where the rim was.
    @Test(arguments: [
        ("#000000", "light", "#f8f8f8"), ("#ffffff", "light", "#ffffff"), ("#000000", "dark", "#040404"),
    ])
    func increaseContrastFillsTheGlass(field: String, style: String, reads: String) throws {
        #expect(
            try Self.glassPixel(
                field: field,
                extra: "userInterfaceStyle: \(style)\nglassAppearance: \(style)\naccessibilityContrast: high")
                == reads)
        let scene = try SceneParser.parse(
            GlassTests.scene(content: "color: \"#000000\"", extra: "accessibilityContrast: high"), file: "g.yaml")
        let image = try SceneRenderer.render(scene)
        // The back circle's border: pixels 49, 50 (inside the 1-point ring) are black at 0.5
        // over the 248 glass (124), pixel 52 the glass.
        let row = (62 + 22) * 3
        #expect([49, 50, 52].map { Int(image[$0, row].straight.r) } == [124, 124, 248])
    }

    /// Before iOS 26 the settings are refused (BarScope draws them on the glass only); with the
    /// opt-out they warn; they write back as they were read.
    @Test func theSettingsAreCheckedAndRoundTrip() throws {
        #expect(
            parseError(
                "ios: 18\ndevice: iphone-16\ncontent: {color: \"#ffffff\"}\nreduceTransparency: true\n", file: "r.yaml")
                == "r.yaml:4: reduceTransparency: is modelled on iOS 26's Liquid Glass only (no source gives iOS 18's bars with the setting); use ios: 26, or remove the key"
        )
        let optedOut = try SceneParser.parse(
            GlassTests.scene(extra: "accessibilityContrast: high\ninfoPlist: {UIDesignRequiresCompatibility: true}"),
            file: "r.yaml")
        #expect(optedOut.warnings.map(\.key) == ["accessibilityContrast"])
        let scene = try SceneParser.parse(
            GlassTests.scene(extra: "reduceTransparency: true\naccessibilityContrast: high"), file: "r.yaml")
        #expect(try SceneParser.parse(scene.yamlText, file: "r.yaml") == scene)
        #expect(scene.traits.reduceTransparency && scene.traits.accessibilityContrast == .high)
    }

    /// `automatic` glass in a dark app turns light over content brighter than a mean luma of
    /// 0.75 (NoTomorrow: light 253 over white, dark kept over 50 % grey: 65 × 128/255 + 19 ≈ 51), its glyphs black, and
    /// says why in the tree; `glassAppearance: dark` keeps it dark; light glass never turns dark
    /// (OpenUIKit: 220 over black).
    @Test func automaticGlassFlipsOverBrightContent() throws {
        #expect(try Self.glassPixel(field: "#ffffff", extra: "userInterfaceStyle: dark") == "#fdfdfd")
        #expect(try Self.glassPixel(field: "#808080", extra: "userInterfaceStyle: dark") == "#333333")
        #expect(
            try Self.glassPixel(field: "#ffffff", extra: "userInterfaceStyle: dark\nglassAppearance: dark") == "#545454"
        )
        #expect(try Self.glassPixel(field: "#000000", extra: "userInterfaceStyle: light") == "#dcdcdc")
        let scene = try SceneParser.parse(
            GlassTests.scene(content: "color: \"#ffffff\"", extra: "userInterfaceStyle: dark"), file: "g.yaml")
        let bar = try scene.navigationBarLayer()
        var glyphs: Set<String> = []
        bar.forEachDescendant { layer, _ in
            if case let .icon(_, _, color)? = layer.drawing { glyphs.insert(color.hex) }
        }
        #expect(glyphs == ["#000000"])
        #expect(
            bar.propertySummary.contains(
                "iOS 26: the glass is light over content of mean luma 1 (flipped from dark above 0.75: GlassAdaptivity, an estimate; glassAppearance: dark keeps it)"
            ))
    }
}
