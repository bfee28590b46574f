import Foundation
import Testing
import TestSupport

@testable import BarLayers
@testable import BarScene
@testable import Raster
@testable import RasterPNG

/// Issue 43, items 7 to 12: what a new user hit, each now named with its fix.
struct NewcomerTests {
    static let head = "ios: 17\ndevice: iphone-13\ncontent: {color: \"#ffffff\"}\n"

    /// Item 7: an unquoted colour is a YAML comment. In a flow mapping it comments out the
    /// closing brace, which libyaml reported missing past the end of the file; in a block
    /// mapping the key was merely "empty". Both now name the line and the colour to quote.
    @Test func anUnquotedColourIsNamedOnItsLine() {
        #expect(
            parseError(Self.head + "navigationBar: {barTintColor: #5B2C9F}\n")
                == "scene.yaml:4: barTintColor: #5B2C9F is read as a YAML comment (an unquoted # starts one), so the key has no value; quote the colour: \"#5B2C9F\""
        )
        #expect(
            parseError(
                Self.head + "navigationBar: {barTintColor: #5B2C9F, translucent: false}\nnavigationItem: {title: A}\n")
                == "scene.yaml:4: barTintColor: #5B2C9F is read as a YAML comment (an unquoted # starts one), so the key has no value; quote the colour: \"#5B2C9F\""
        )
        #expect(
            parseError(Self.head + "navigationBar:\n  barTintColor: #5B2C9F\n  translucent: false\n")
                == "scene.yaml:5: navigationBar.barTintColor: #5B2C9F is read as a YAML comment (an unquoted # starts one), so the key has no value; quote the colour: \"#5B2C9F\""
        )
        // A comment that is not a colour, or after a key that is not a colour's, is left alone.
        #expect(
            parseError(Self.head + "navigationBar: # the bar\n  barTintColor: \"#5B2C9F\" # purple\n") == "no error")
        #expect(
            SceneParser.colourComments("a: \"x # y\" # z\ntintColor: '#fff' # #ffffff\ncolor: #12345\n").isEmpty)
    }

    /// Item 8: a tab in the indentation is called a tab, not "a character that cannot start any
    /// token".
    @Test func aTabInTheIndentationIsCalledATab() {
        #expect(
            parseError(Self.head + "navigationBar:\n\tbarTintColor: \"#5B2C9F\"\n")
                == "scene.yaml:5: a tab at column 1, where YAML allows spaces only; indent with spaces")
        #expect(
            parseError(Self.head + "navigationBar:\n  barTintColor: \"#5B2C9F\"\n  \ttranslucent: false\n")
                == "scene.yaml:6: a tab at column 3, where YAML allows spaces only; indent with spaces")
        // Other syntax errors keep libyaml's words.
        #expect(
            parseError(Self.head + "navigationBar: [a\n")
                == "scene.yaml:5: malformed YAML: did not find expected ',' or ']' (while parsing a flow sequence); fix the syntax at that line"
        )
    }

    /// Item 9: `barTintColor` takes a system colour from iOS 13, resolved in the bar's trait: the
    /// screen's style, or dark for a black bar; refused before iOS 13 naming the release.
    @Test func aSystemBarTintColorResolvesInTheBarsTrait() throws {
        func tint(_ extra: String, bar: String = "") throws -> String? {
            let scene = try SceneParser.parse(
                "ios: 14\ndevice: iphone-12\n\(extra)content: {color: \"#ffffff\"}\nnavigationBar: {barTintColor: systemPurple, translucent: false\(bar)}\n",
                file: "s.yaml")
            return scene.navigationBar.barTintColor?.hex
        }
        #expect(try tint("") == "#af52de")
        #expect(try tint("userInterfaceStyle: dark\n") == "#bf5af2")
        #expect(try tint("", bar: ", barStyle: black") == "#bf5af2")
        #expect(
            parseError(
                "ios: 12\ndevice: iphone-x\ncontent: {color: \"#ffffff\"}\nnavigationBar: {barTintColor: systemPurple}\n"
            )
                == "scene.yaml:4: navigationBar.barTintColor: system colours such as systemPurple arrive with iOS 13; write \"#rrggbb\", or use ios: 13 or later"
        )
        // Drawn: the opaque bar is the colour at full alpha (iOS 14: no scroll-edge appearance),
        // light or dark, also when the style is changed after the scene is read.
        var scene = try SceneParser.parse(
            "ios: 14\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\ntabBar: {items: [{systemItem: favorites}], barTintColor: systemPurple, translucent: false}\nnavigationBar: {barTintColor: systemPurple, translucent: false}\n",
            file: "s.yaml")
        #expect(scene.yamlText.contains("barTintColor: systemPurple"))
        let light = try SceneRenderer.render(scene)
        scene.userInterfaceStyle = .dark
        let dark = try SceneRenderer.render(scene)
        // The navigation bar's row (47 to 91 pt at @3x) and the tab bar's (its top 49 + 34 pt up).
        for (x, y) in [(30, 200), (30, light.height - 200)] {
            #expect(light.color(x: x, y: y).hex == "#af52de")
            #expect(dark.color(x: x, y: y).hex == "#bf5af2")
        }
    }

    /// Item 10: a `selectedIndex` past the items is refused with the range.
    @Test func aSelectedIndexPastTheItemsIsRefused() {
        let bar = "tabBar: {items: [{systemItem: favorites}, {systemItem: search}], selectedIndex: "
        #expect(
            parseError(Self.head + bar + "2}\n")
                == "scene.yaml:4: tabBar.selectedIndex: 2 selects no item: the tab bar has 2 items (0 to 1); select one of them, or write none"
        )
        #expect(parseError(Self.head + bar + "1}\n") == "no error")
        #expect(parseError(Self.head + bar + "none}\n") == "no error")
        #expect(
            parseError(Self.head + "tabBar: {items: [], selectedIndex: 0}\n")
                == "scene.yaml:4: tabBar.selectedIndex: 0 selects no item: the tab bar has no items; add items, or write selectedIndex: none"
        )
        // Not written, the default selection of a bar without items is not an error.
        #expect(parseError(Self.head + "tabBar: {items: []}\n") == "no error")
    }

    /// Item 11: a device written as a marketing name or with a typo gets a "did you mean".
    @Test(arguments: [
        ("iphone15", "\"iphone15\" is not a device id; did you mean iphone-15 (the iPhone 15)?"),
        ("\"iPhone 15 Pro\"", "\"iPhone 15 Pro\" is not a device id; did you mean iphone-15-pro (the iPhone 15 Pro)?"),
        (
            "\"iPhone 14\"",
            "\"iPhone 14\" is not a device id; did you mean iphone-13 (the iPhone 13, 13 Pro, 14, 16e)?"
        ),
        ("iPhone-11", "\"iPhone-11\" is not a device id; did you mean iphone-xr (the iPhone XR, 11)?"),
    ])
    func aDeviceNameGetsADidYouMean(written: String, message: String) {
        #expect(
            parseError("ios: 17\ndevice: \(written)\ncontent: {color: \"#ffffff\"}\n")
                == "scene.yaml:2: device: \(message) `barscope devices` lists them all")
    }

    /// Item 11: an `ios` older than the phone's first release is warned about, with the
    /// release it shipped with; a view of a given size has none and is never warned about.
    @Test func aReleaseThePhoneNeverRanIsWarnedAbout() throws {
        let old = try SceneParser.parse("ios: 15\ndevice: iphone-17\ncontent: {color: \"#ffffff\"}\n", file: "s.yaml")
        #expect(
            old.warnings.map(\.description) == [
                "s.yaml:2: device: iphone-17 (iPhone 17, 17 Pro) shipped with iOS 26 and never ran iOS 15; use ios: 26 or later, or a phone that ran iOS 15 such as iphone-13"
            ])
        #expect(Device.named("iphone-17")?.shippedWith == 26 && Device.named("iphone-8")?.shippedWith == 8)
        for fine in [
            "ios: 15\ndevice: iphone-13\n", "ios: 26\ndevice: iphone-17\n", "ios: 9\ndevice: iphone-8\n",
            "ios: 12\ndevice: {width: 375, height: 200, scale: 2}\n",
        ] {
            let scene = try SceneParser.parse(fine + "content: {color: \"#ffffff\"}\n", file: "s.yaml")
            #expect(scene.warnings.isEmpty, "\(fine)")
        }
    }

    /// Item 12: an item image larger than its place is warned about with the size Apple gives
    /// that place; the picture is not changed.
    @Test func anIconLargerThanItsPlaceIsWarnedAbout() throws {
        let dir = NSTemporaryDirectory() + "barscope-newcomer-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let black = RGBA8(hex: "#000000")!.premultiplied
        try PNGEncoder.write(try Image(width: 2000, height: 2000, fill: black), to: dir + "big.png")
        try PNGEncoder.write(try Image(width: 75, height: 75, fill: black), to: dir + "tab@3x.png")
        try PNGEncoder.write(try Image(width: 120, height: 60, fill: black), to: dir + "wide@2x.png")
        let yaml =
            "ios: 17\ndevice: iphone-13\ncontent: {color: \"#ffffff\"}\n"
            + "navigationItem: {title: A, rightBarButtonItems: [{image: {path: wide@2x.png}}, {image: {path: big.png}}]}\n"
            + "tabBar: {items: [{title: Big, image: {path: big.png}}, {title: Fits, image: {path: tab@3x.png}}]}\n"
        try yaml.write(toFile: dir + "s.yaml", atomically: true, encoding: .utf8)
        let scene = try SceneParser.load(path: dir + "s.yaml")
        #expect(
            scene.warnings.map(\.description) == [
                "\(dir)s.yaml:4: navigationItem.rightBarButtonItems[1].image: the image is 666.7 × 666.7 pt (2000 × 2000 pixels at @3x), larger than the navigation bar (44 pt tall) it sits in; UIKit expects 24 × 24 pt for the navigation bar's image buttons (codemia.io, How big should a UIBarButtonItem image be?) and draws a larger image at its own size, unscaled, as drawn here; scale the image to 24 × 24 pt (72 × 72 pixels at @3x)",
                "\(dir)s.yaml:5: tabBar.items[0].image: the image is 666.7 × 666.7 pt (2000 × 2000 pixels at @3x), larger than its tab (195 × 49 pt); UIKit expects 25 × 25 pt for a tab bar's icons (Apple HIG, Custom icons: tab bar glyphs 25 × 25 pt regular, 18 × 18 pt compact) and draws a larger image at its own size, unscaled, as drawn here; scale the image to 25 × 25 pt (75 × 75 pixels at @3x)",
            ])
        // In landscape the compact tab bar's glyph is 18 pt.
        var landscape = scene
        landscape.orientation = .landscapeLeft
        #expect(
            landscape.iconSizeWarnings.map(\.key) == [
                "navigationItem.rightBarButtonItems[1].image", "tabBar.items[0].image",
            ]
        )
        #expect(
            landscape.iconSizeWarnings.last?.message.contains("UIKit expects 18 × 18 pt for a compact tab bar's icons")
                == true)
    }
}
