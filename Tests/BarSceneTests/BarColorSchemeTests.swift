import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// Issue 44, item 4: a colour scheme per bar. `overrideUserInterfaceStyle` on a bar (and a black
/// bar style, which gives the dark trait where UIKit does) sets the bar's own traits: its
/// colours, its title and items, and on iOS 26 its glass style and glyphs.
@Suite struct BarColorSchemeTests {
    static func scene(_ bar: String, ios: Int = 26, device: String = "iphone-17") -> String {
        """
        ios: \(ios)
        device: \(device)
        content: {list: {rows: 12}}
        navigationBar:
          \(bar)
          standardAppearance: {configureWith: opaqueBackground, backgroundColor: systemPurple}
          scrollEdgeAppearance: {configureWith: opaqueBackground, backgroundColor: systemPurple}
        navigationItem: {title: "Orders", rightBarButtonItems: [{systemItem: add}]}
        backItem: {title: "Back"}
        region: navigationBar
        \(ios >= 26 ? "glassFit: probes-openuikit" : "")

        """
    }

    /// The title's text colour, as the tree has it.
    static func titleColor(_ scene: Scene) throws -> RGBA8? {
        var color: RGBA8?
        try scene.navigationBarLayer().forEachDescendant { layer, _ in
            if layer.role == .content(.title), case let .text(_, c, _, _) = layer.drawing { color = c }
        }
        return color
    }

    /// iOS 26, light mode, a purple bar: with the bar's own dark scheme the back capsule's glass
    /// is dark and the title white; without it, light glass and a black title. A black bar style
    /// draws the same pixels as the override (its background is the appearance's either way).
    @Test func theBarsSchemeReachesTheGlass() throws {
        let dark = try SceneParser.parse(Self.scene("overrideUserInterfaceStyle: dark"), file: "s.yaml")
        let black = try SceneParser.parse(Self.scene("barStyle: black"), file: "s.yaml")
        let light = try SceneParser.parse(Self.scene("translucent: true"), file: "s.yaml")
        #expect(dark.userInterfaceStyle == .light && dark.navigationBar.overrideUserInterfaceStyle == .dark)
        let (d, b, l) = (
            try SceneRenderer.render(dark), try SceneRenderer.render(black), try SceneRenderer.render(light)
        )
        #expect(d == b && d != l)
        // Inside the back capsule (16 to 60 points across, the bar's top 44 under the 62-point
        // safe area), left of its chevron: the glass over systemPurple's dark #bf5af2 in dark,
        // over its light #af52de in light.
        let (x, y) = (20 * 3, (62 + 22) * 3)
        func luma(_ c: RGBA8) -> Double { 0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b) }
        #expect(luma(d.color(x: x, y: y)) < 80 && luma(l.color(x: x, y: y)) > 200)
        #expect(try Self.titleColor(dark) == .white && Self.titleColor(light) == RGBA8(hex: "#000000"))
        let notes = try dark.navigationBarLayer().notes.joined(separator: "; ")
        #expect(notes.contains("iOS 26: the glass is dark over content of mean luma 0.48"))
    }

    /// iOS 17: the bar's scheme resolves its semantic colours: the title is `label` in dark.
    @Test func theBarsSchemeResolvesItsColoursOnIOS17() throws {
        let dark = try SceneParser.parse(
            Self.scene("overrideUserInterfaceStyle: dark", ios: 17, device: "iphone-15"), file: "s.yaml")
        let light = try SceneParser.parse(Self.scene("translucent: true", ios: 17, device: "iphone-15"), file: "s.yaml")
        #expect(try Self.titleColor(dark) == .white && Self.titleColor(light) == RGBA8(hex: "#000000"))
        #expect(try SceneParser.parse(dark.yamlText, file: "s.yaml") == dark)
        #expect(dark.yamlText.contains("  overrideUserInterfaceStyle: dark\n"))
    }

    /// Before iOS 13 a view has no trait of its own: the key is refused, naming the release
    /// that brings it.
    @Test func theOverrideArrivesWithIOS13() throws {
        #expect {
            try SceneParser.parse(
                Self.scene("overrideUserInterfaceStyle: dark", ios: 12, device: "iphone-8"), file: "s.yaml")
        } throws: { error in
            "\(error)"
                == "s.yaml:5: navigationBar.overrideUserInterfaceStyle: arrives with iOS 13's appearance objects and dark mode; use ios: 13, or remove the key"
        }
    }
}
