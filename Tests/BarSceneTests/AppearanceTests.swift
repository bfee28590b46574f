import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import Compositing

private func scene(_ yaml: String) throws -> Scene {
    try SceneParser.parse(yaml, file: "scene.yaml")
}

/// Every colour in a rectangle of device pixels, with how many pixels have it.
private func colors(_ image: Image, _ rect: PixelRect) -> [RGBA8: Int] {
    var seen: [RGBA8: Int] = [:]
    for y in rect.y..<rect.maxY {
        for x in rect.x..<rect.maxX { seen[image.color(x: x, y: y), default: 0] += 1 }
    }
    return seen
}

/// `c` under `overlay` (straight, with alpha) by source-over in 8 bits, each product rounded.
private func over(_ overlay: RGBA8, _ c: RGBA8) -> RGBA8 {
    let a = Int(overlay.a)
    func channel(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Int(s) * a + Int(d) * (255 - a) + 127) / 255) }
    return RGBA8(r: channel(overlay.r, c.r), g: channel(overlay.g, c.g), b: channel(overlay.b, c.b))
}

/// What follows from Apple's documentation of UIBarAppearance and of `scrollEdgeAppearance`,
/// checked on the pixels: the bar's rows (from the top of the screen to the bar's bottom) and the
/// device-pixel row below them, where a top bar's hairline is.
@Suite struct AppearanceDocumentationTests {
    func bar(_ s: Scene) throws -> (rows: PixelRect, below: PixelRect, image: Image) {
        let image = try SceneRenderer.render(s)
        let k = s.device.scale, bottom = Int((s.layout.navigationBarBottom * Double(k)).rounded())
        return (
            PixelRect(x: 0, y: 0, width: image.width, height: bottom),
            PixelRect(x: 0, y: bottom, width: image.width, height: 1), image
        )
    }

    /// `configureWithOpaqueBackground`: `systemBackground` (white, or black in dark mode) over any
    /// content, and the default hairline (black 0.3 in light mode, white 0.15 in dark) over the
    /// content beneath it.
    @Test(arguments: [
        ("light", "#ff0000", "#ffffff"), ("light", "#00ff00", "#ffffff"), ("dark", "#ff0000", "#000000"),
        ("dark", "#ffffff", "#000000"),
    ])
    func opaqueIsSystemBackgroundOverAnyContent(style: String, content: String, expected: String) throws {
        let s = try scene(
            """
            ios: 15
            device: iphone-12
            userInterfaceStyle: \(style)
            content: {color: "\(content)"}
            navigationBar:
              standardAppearance: {configureWith: opaqueBackground}
              scrollEdgeAppearance: {configureWith: opaqueBackground}
            """)
        let (rows, below, image) = try bar(s)
        #expect(colors(image, rows) == [RGBA8(hex: expected)!: rows.width * rows.height])
        let shadow = style == "dark" ? RGBA8(white: 1, alpha: 0.15) : RGBA8(white: 0, alpha: 0.3)
        #expect(shadow.a == (style == "dark" ? 38 : 77))
        #expect(colors(image, below) == [over(shadow, RGBA8(hex: content)!): below.width])
    }

    /// `configureWithTransparentBackground`: the content shows through, and no hairline.
    @Test func transparentShowsTheContentAndNoShadow() throws {
        let s = try scene(
            """
            ios: 14
            device: iphone-12
            content: {color: "#336699"}
            navigationBar:
              standardAppearance: {configureWith: transparentBackground}
            """)
        let (rows, below, image) = try bar(s)
        let blue = RGBA8(hex: "#336699")!
        #expect(colors(image, rows) == [blue: rows.width * rows.height])
        #expect(colors(image, below) == [blue: below.width])
        #expect(try s.barLayers().navigationBar.first(.shadow) == nil)
    }

    /// On iOS 15 a navigation bar at the scroll edge with no scroll-edge appearance is
    /// transparent (the list's white, no hairline); on iOS 14 it is not (the chrome material over
    /// white: #f7f7f7 where nothing but white is near); scrolled, iOS 15 brings the standard
    /// appearance back, with its hairline.
    @Test func theIOS15ScrollEdgeRule() throws {
        func list(_ ios: Int, _ offset: String = "") throws -> Scene {
            try scene("ios: \(ios)\ndevice: iphone-12\ncontent: {list: {refreshing: false\(offset)}}\n")
        }
        let at15 = try bar(try list(15))
        #expect(colors(at15.image, at15.rows) == [.white: at15.rows.width * at15.rows.height])
        #expect(colors(at15.image, at15.below) == [.white: at15.below.width])
        let reason = try list(15).barLayers().navigationBar.notes.first ?? ""
        #expect(
            reason.hasPrefix(
                "appearance = scrollEdgeAppearance is not set, so the appearance UIKit derives from the legacy properties with a transparent background"
            ))

        let at14 = try bar(try list(14))
        // The status bar's rows: white content far from any row, through the chrome material.
        let top = PixelRect(x: 0, y: 0, width: at14.image.width, height: 20 * 3)
        #expect(colors(at14.image, top) == [RGBA8(hex: "#f7f7f7")!: top.width * top.height])
        #expect(colors(at14.image, at14.below).keys.contains(over(RGBA8(white: 0, alpha: 0.3), .white)))

        let scrolled = try bar(try list(15, ", contentOffset: 40"))
        #expect(colors(scrolled.image, top).keys.allSatisfy { $0 != .white })
        #expect(
            try list(15, ", contentOffset: 40").barLayers().navigationBar.notes.first?.hasPrefix(
                "appearance = the appearance UIKit derives from the legacy properties (not at the scroll edge") == true)
    }

    /// Before iOS 15 only a large-title bar used its scroll-edge appearance.
    @Test func iOS13UsesScrollEdgeOnlyForLargeTitles() throws {
        let appearances =
            "  standardAppearance: {configureWith: opaqueBackground}\n  scrollEdgeAppearance: {configureWith: transparentBackground}\n"
        let small = try scene(
            "ios: 13\ndevice: iphone-x\ncontent: {list: {refreshing: false}}\nnavigationBar:\n" + appearances)
        let large = try scene(
            "ios: 13\ndevice: iphone-x\ncontent: {list: {refreshing: false}}\nnavigationBar:\n  prefersLargeTitles: true\n"
                + appearances
                + "navigationItem: {title: \"Mail\"}\n")
        #expect(
            try small.barLayers().navigationBar.notes.first
                == "appearance = standardAppearance (before iOS 15 only a large-title navigation bar uses its scroll-edge appearance)"
        )
        #expect(
            try large.barLayers().navigationBar.notes.first
                == "appearance = scrollEdgeAppearance (at the scroll edge: the list is at its top)")
    }

    /// A tab bar over a list whose end is in view is at its scroll edge (iOS 15: transparent); over
    /// a long list it is not.
    @Test func aTabBarAtTheListsEnd() throws {
        let short = try scene("ios: 15\ndevice: iphone-12\ncontent: {list: {rows: 3, refreshing: false}}\ntabBar: {}\n")
        let long = try scene("ios: 15\ndevice: iphone-12\ncontent: {list: {rows: 30, refreshing: false}}\ntabBar: {}\n")
        #expect(short.layout.bottomBarPosition.atScrollEdge && !long.layout.bottomBarPosition.atScrollEdge)
        #expect(try short.barLayers().tabBar?.first(.effect) == nil)
        #expect(try long.barLayers().tabBar?.first(.effect) != nil)
    }
}

/// The legacy properties on iOS 13+, as UIKit maps them, and what an appearance object makes it ignore.
@Suite struct LegacyMappingTests {
    /// An opaque bar's `barTintColor` is a plain colour on iOS 13+ (not iOS 10's tint recipe,
    /// which reads #fe2525 for red).
    @Test func opaqueTintIsThePlainColour() throws {
        let s = try scene(
            "ios: 14\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {translucent: false, barTintColor: \"#ff0000\"}\n"
        )
        let image = try SceneRenderer.render(s)
        #expect(colors(image, PixelRect(x: 0, y: 0, width: 750, height: 128)) == [RGBA8(r: 255, g: 0, b: 0): 750 * 128])
    }

    /// With a standard appearance set, `barTintColor` and `translucent` change nothing, and the
    /// notes say so.
    @Test func anAppearanceMakesTheLegacyPropertiesIgnored() throws {
        let base =
            "ios: 15\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nnavigationBar:\n  standardAppearance: {configureWith: opaqueBackground, backgroundColor: \"#34c759\"}\n  scrollEdgeAppearance: {configureWith: opaqueBackground, backgroundColor: \"#34c759\"}\n"
        let plain = try scene(base), legacy = try scene(base + "  barTintColor: \"#ff0000\"\n  translucent: false\n")
        #expect(try SceneRenderer.render(plain) == SceneRenderer.render(legacy))
        #expect(
            try legacy.barLayers().navigationBar.notes.last
                == "ignored (an appearance object is set, and UIKit uses it whole): barTintColor, translucent")
    }

    /// A translucent default bar is the system chrome material; the black style its dark variant,
    /// with a white hairline at 0.15 and white titles.
    @Test func translucentStylesPickTheChromeMaterial() throws {
        let light = try scene("ios: 13\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n").barLayers().navigationBar
        let black = try scene(
            "ios: 13\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {barStyle: black}\nnavigationItem: {title: \"T\"}\n"
        ).barLayers().navigationBar
        guard case let .backdrop(l)? = light.first(.backdrop(drawsOverlays: false))?.effect,
            case let .backdrop(b)? = black.first(.backdrop(drawsOverlays: false))?.effect
        else { Issue.record("no backdrop"); return }
        #expect(
            l.stages == Materials.chromeLight.material.backdrop && b.stages == Materials.chromeDark.material.backdrop)
        #expect(black.first(.shadowContent)?.backgroundColor == RGBA8(white: 1, alpha: 0.15))
        guard case let .text(_, title, _, _)? = black.first(.content(.title))?.drawing else {
            Issue.record("no title"); return
        }
        #expect(title == .white)
    }
}

/// The iOS 13+ stacks as `tree` prints them.
@Suite struct ModernStackTests {
    @Test func theIOS15StackHasTheDecompiledViews() throws {
        let s = try scene("ios: 15\ndevice: iphone-12\ncontent: {list: {refreshing: false, contentOffset: 20}}\n")
        let tree = try s.barLayers().navigationBar.treeDescription()
        #expect(
            tree.hasPrefix(
                """
                1: _UIBarBackground; frame = (0 -47; 390 91)
                 2: UIVisualEffectView; frame = (0 0; 390 91)
                  3: _UIVisualEffectBackdropView; frame = (0 0; 390 91); effect = backdrop(luminance curve amount 0.75, (0.8, 0.9, 1.1, 0.825), saturation 1.1, brightened +0.1, blur 22.5 pt)
                 2: _UIBarBackgroundShadowView; frame = (0 91; 390 0.333333)
                  3: _UIBarBackgroundShadowContentImageView; frame = (0 0; 390 0.333333); backgroundColor = #0000004d
                """), "\(tree)")
    }

    /// The colour and image view sits over the effect view, the hairline's view over both.
    @Test func colourOverEffectAndHairlineOnTop() throws {
        let s = try scene(
            """
            ios: 16
            device: iphone-12
            content: {color: "#ffffff"}
            navigationBar:
              scrollEdgeAppearance: {backgroundColor: "#ff2d5580"}
            """)
        let background = try #require(try s.barLayers().navigationBar.first(.background(showsImage: false)))
        #expect(
            background.children.map(\.className) == ["UIVisualEffectView", "UIImageView", "_UIBarBackgroundShadowView"])
        #expect(background.children[1].backgroundColor == RGBA8(hex: "#ff2d5580"))
    }
}

/// Dark mode: the labels, the status bar and the list follow the trait.
@Suite struct DarkModeTests {
    @Test func labelsStatusBarAndListTurnDark() throws {
        let s = try scene(
            """
            ios: 17
            device: iphone-15
            userInterfaceStyle: dark
            content: {list: {rows: 5, text: true, refreshing: false}}
            navigationItem: {title: "Dark", rightBarButtonItems: [{systemItem: edit}]}
            statusBar: {}
            """)
        let bars = try s.barLayers()
        guard case let .text(_, title, _, _)? = bars.navigationBar.first(.content(.title))?.drawing,
            case let .text(_, edit, _, _)? = bars.navigationBar.first(.content(.itemStack(.trailing)))?.first(
                .content(.label))?.drawing,
            case let .text(_, time, _, _)? = bars.statusBar?.first("_UIStatusBarStringView")?.drawing
        else { Issue.record("missing text"); return }
        #expect(title == .white && edit == RGBA8(hex: "#0a84ff") && time == .white)
        let image = try SceneRenderer.render(s)
        // The list's background below the rows: systemBackground in dark mode.
        #expect(image.color(x: 5, y: image.height - 5) == .black)
    }
}

/// Bad appearance input: one line naming the key and the choices.
@Suite struct AppearanceInputTests {
    @Test(arguments: [
        (
            "ios: 15\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nnavigationBar: {standardAppearance: {backgroundEffect: frosted}}\n",
            "scene.yaml:4: navigationBar.standardAppearance.backgroundEffect: \"frosted\" is not a UIBlurEffect style (or none); use one of extraLight, light, dark, regular, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial, systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark"
        ),
        (
            "ios: 15\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nnavigationBar: {standardAppearance: {configureWith: opaque}}\n",
            "scene.yaml:4: navigationBar.standardAppearance.configureWith: \"opaque\" is not a configureWith background; use one of defaultBackground, opaqueBackground, transparentBackground"
        ),
        (
            "ios: 12\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nnavigationBar: {standardAppearance: {}}\n",
            "scene.yaml:4: navigationBar.standardAppearance: UINavigationBar.standardAppearance arrives with iOS 13; use ios: 13 or later, or the legacy properties (barTintColor, translucent, backgroundImage, shadowImage)"
        ),
        (
            "ios: 14\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\ntabBar: {scrollEdgeAppearance: {}}\n",
            "scene.yaml:4: tabBar.scrollEdgeAppearance: UITabBar.scrollEdgeAppearance arrives with iOS 15; use ios: 15 or later"
        ),
        (
            "ios: 15\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nuserInterfaceStyle: dim\n",
            "scene.yaml:4: userInterfaceStyle: \"dim\" is not a user interface style; use one of light, dark"
        ),
        (
            "ios: 12\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nuserInterfaceStyle: dark\n",
            "scene.yaml:4: userInterfaceStyle: dark mode arrives with iOS 13; use ios: 13 or later, or remove the key"
        ),
        (
            "ios: 15\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nnavigationBar: {standardAppearance: {backgroundColor: systemBackgrond}}\n",
            "scene.yaml:4: navigationBar.standardAppearance.backgroundColor: \"systemBackgrond\" is not a colour; write \"#rrggbb\", \"#rrggbbaa\" or a system colour such as systemBackground"
        ),
        (
            "ios: 12\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nnavigationBar: {titleTextAttributes: {foregroundColor: label}}\n",
            "scene.yaml:4: navigationBar.titleTextAttributes.foregroundColor: system colours such as label arrive with iOS 13; write \"#rrggbb\", or use ios: 13 or later"
        ),
        (
            "ios: 12\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\nstatusBar: {style: darkContent}\n",
            "scene.yaml:4: statusBar.style: darkContent arrives with iOS 13; before it default is dark content"
        ),
        (
            "ios: 15\ndevice: iphone-12\ncontent: {color: \"#ffffff\"}\ntabBar: {standardAppearance: {buttonAppearance: {}}}\n",
            "scene.yaml:4: tabBar.standardAppearance.buttonAppearance: unknown key; known keys here: configureWith, backgroundEffect, backgroundColor, backgroundImage, backgroundImageContentMode, shadowColor, shadowImage, stackedLayoutAppearance"
        ),
    ])
    func oneLineNamingTheKeyAndTheChoices(yaml: String, message: String) {
        #expect(parseError(yaml) == message)
    }
}
