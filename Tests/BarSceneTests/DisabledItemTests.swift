import Foundation
import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
@testable import RasterPNG

/// Disabled bar button items (`isEnabled: false`, ``BarButtonItem/isEnabled``): UIKit's
/// `_disabledColorForColor:` of the colour the item would have (its luminance as a grey, its alpha
/// times 0.33 light or 0.375 dark: ``ContentMetrics/disabledItemAlpha``), and on iOS 26 a
/// prominent item's capsule filled with that grey, measured against Home Assistant's iOS 26.4
/// capture of a disabled checkmark.
@Suite struct DisabledItemTests {
    static func scene(_ yaml: String) throws -> Scene { try SceneParser.parse(yaml, file: "scene.yaml") }

    /// systemBlue (#007aff, luminance 0.2118, encoded 127) at 0.33 and 0.375; black stays
    /// black; a translucent colour keeps its share of the alpha.
    @Test func theDisabledColour() {
        let blue = RGBA8(hex: "#007aff")!
        #expect(ContentMetrics.disabledItemColor(blue, dark: false) == RGBA8(r: 127, g: 127, b: 127, a: 84))
        #expect(ContentMetrics.disabledItemColor(blue, dark: true) == RGBA8(r: 127, g: 127, b: 127, a: 96))
        #expect(ContentMetrics.disabledItemColor(.black, dark: false) == RGBA8(r: 0, g: 0, b: 0, a: 84))
        #expect(ContentMetrics.disabledItemColor(.white, dark: true) == RGBA8(r: 255, g: 255, b: 255, a: 96))
        #expect(
            ContentMetrics.disabledItemColor(RGBA8(r: 255, g: 0, b: 0, a: 128), dark: false)
                == RGBA8(r: 127, g: 127, b: 127, a: 42))
    }

    /// iOS 17: the disabled title and glyph in the grey, the enabled neighbour in the tint; the
    /// button says `enabled = NO` in `tree`; a toolbar's item alike.
    @Test func beforeIOS26TheTitleAndGlyphAreGrey() throws {
        let s = try Self.scene(
            """
            ios: 17
            device: iphone-13
            content: {color: "#ffffff"}
            navigationItem: {title: "T", leftBarButtonItems: [{title: "Edit"}], rightBarButtonItems: [{title: "Save", isEnabled: false}]}
            toolbar: {items: [{systemItem: trash, isEnabled: false}, {systemItem: flexibleSpace}, {title: "Send"}]}
            """)
        let tree = try s.navigationBarLayer().treeDescription()
        #expect(tree.contains("text = \"Save\"; textColor = #7f7f7f54"))
        #expect(tree.contains("text = \"Edit\"; textColor = #007aff"))
        #expect(tree.components(separatedBy: "enabled = NO").count == 2)
        let toolbar = try #require(try s.barLayers().toolbar)
        let trash = try #require(toolbar.firstDrawing { if case .icon = $0 { return true } else { return false } })
        guard case let .icon(_, _, color)? = trash.drawing else { Issue.record("no glyph"); return }
        #expect(color == RGBA8(r: 127, g: 127, b: 127, a: 84))
        #expect(toolbar.treeDescription().contains("enabled = NO"))
    }

    /// A black bar's disabled item takes the dark factor.
    @Test func aDarkBarTakesTheDarkFactor() throws {
        let s = try Self.scene(
            """
            ios: 17
            device: iphone-13
            content: {color: "#ffffff"}
            navigationBar: {barStyle: black}
            navigationItem: {title: "T", rightBarButtonItems: [{title: "Save", isEnabled: false}]}
            """)
        let blue = RGBA8(hex: "#0a84ff")!  // systemBlue dark
        let expected = ContentMetrics.disabledItemColor(blue, dark: true)
        #expect(expected.a == 96)
        #expect(try s.navigationBarLayer().treeDescription().contains("textColor = \(expected.hex)"))
    }

    /// iOS 26.4: a disabled prominent checkmark (the system Done item under Home Assistant's
    /// tint, taken as #03a9f4) against the capture its factors were estimated from: the capsule's
    /// interior within 1 level a channel of the capture's mean (light 215.0, 214.9, 218.2; dark
    /// 60.1), the checkmark white in both.
    @Test(arguments: [false, true])
    func iOS26FillsAProminentItemWithTheGrey(dark: Bool) throws {
        let s = try Self.scene(
            """
            ios: 26
            device: iphone-13
            content: {color: "\(dark ? "#000000" : "#f2f2f7")"}
            navigationItem: {title: "New complication", leftBarButtonItems: [{systemItem: close}], rightBarButtonItems: [{systemItem: done, isEnabled: false, tintColor: "#03a9f4"}]}
            userInterfaceStyle: \(dark ? "dark" : "light")
            glassFit: screens-26.4
            """)
        let image = try SceneRenderer.render(s)
        let held = try GlassReferenceTests.reference(
            "ha-watchcomplication-new-close-disabledcheck-\(dark ? "dark" : "light")-ios26.4.png")
        // The capsule: ours 44 pt at y 47 (pixels 141–273), the capture's at 186–318; both end
        // at pixel 1122. The interiors, the checkmark left out (the capture's runs 213 to 216 top
        // to bottom, a highlight BarScope does not draw).
        let ours = GlassReferenceTests.interior({ image[$0, $1].straight }, x: 1000...1110, y: 155...260)
        let real = GlassReferenceTests.interior({ held.color(x: $0, y: $1) }, x: 1000...1110, y: 200...305)
        let error = zip(ours, real).map { abs($0 - $1) }
        #expect(error.allSatisfy { $0 <= 1 }, "ours \(ours), the capture's \(real)")
        let brightest = (150...260).flatMap { y in (1000...1110).map { image[$0, y].straight } }.max { $0.g < $1.g }
        #expect(brightest == .white)
        #expect(try s.navigationBarLayer().treeDescription().contains("enabled = NO"))
    }

    /// iOS 26, a plain disabled item on the glass: its glyph the disabled grey of the glass's
    /// label colour (black at the fit's glyph opacity), the capsule's glass unchanged.
    @Test func iOS26GreysAPlainItemsGlyph() throws {
        func glyph(_ enabled: Bool) throws -> RGBA8 {
            let s = try Self.scene(
                """
                ios: 26
                device: iphone-13
                content: {color: "#ffffff"}
                navigationItem: {title: "T", rightBarButtonItems: [{systemItem: add, isEnabled: \(enabled)}]}
                """)
            let bar = try s.navigationBarLayer()
            let add = try #require(bar.firstDrawing { if case .icon = $0 { return true } else { return false } })
            guard case let .icon(_, _, color)? = add.drawing else { throw CancellationError() }
            return color
        }
        let enabled = try glyph(true), disabled = try glyph(false)
        #expect(disabled == ContentMetrics.disabledItemColor(enabled, dark: false))
        #expect(disabled.r == disabled.g && disabled.a == UInt8((Double(enabled.a) * 0.33).rounded()))
    }
}

extension Layer {
    /// The first layer, depth first, whose drawing matches.
    func firstDrawing(_ matches: (LayerDrawing) -> Bool) -> Layer? {
        if let drawing, matches(drawing) { return self }
        for child in children { if let found = child.firstDrawing(matches) { return found } }
        return nil
    }
}
