import Foundation
import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import TestSupport

/// Issue 44: SwiftUI's words, lowered onto the UIKit model in one pass (docs/swiftui.md).
@Suite struct SwiftUITests {
    static let folder = packageRoot + "/docs/swiftui/"

    /// The user's four modifiers on a list, at rest (the list at its top) or scrolled.
    static func orders(
        ios: Int, device: String, visibility: String = "visible", scheme: String = "dark", style: String = "light",
        offset: Int? = nil
    ) -> String {
        """
        ios: \(ios)
        device: \(device)
        userInterfaceStyle: \(style)
        content: {list: {rows: 12\(offset.map { ", contentOffset: \($0)" } ?? ""), refreshing: false}}
        symbols: {path: Symbols}
        swiftUI:
          navigationTitle: Orders
          navigationBarTitleDisplayMode: inline
          toolbarBackground: {navigationBar: purple}
          toolbarBackgroundVisibility: {navigationBar: \(visibility)}
          toolbarColorScheme: {navigationBar: \(scheme)}
          toolbar: [{placement: topBarTrailing, systemImage: plus}]
        region: navigationBar

        """
    }

    /// The scene's PNG bytes, as `render` writes them.
    static func png(_ scene: Scene) throws -> [UInt8] { try SceneRenderer.encodePNG(scene, preset: .balanced) }

    static func parse(_ yaml: String) throws -> Scene {
        try SceneParser.parse(yaml, file: "swiftui.yaml", directory: folder)
    }

    /// The colour of the first layer of a content role, as the tree has it.
    static func color(_ scene: Scene, _ role: ContentRole) throws -> RGBA8? {
        var color: RGBA8?
        try scene.navigationBarLayer().forEachDescendant { layer, _ in
            guard layer.role == .content(role), color == nil else { return }
            switch layer.drawing {
            case let .text(_, c, _, _): color = c
            case let .symbol(_, c): color = c
            default: break
            }
        }
        return color
    }

    /// iOS 17 and 18: with the background forced visible the bar is systemPurple at rest, in the
    /// bar's dark trait (#bf5af2), with a white title and the plus in the dark tint (#0a84ff),
    /// light mode or dark; the status bar's rows above it are the bar's too.
    @Test(arguments: [(17, "iphone-15"), (18, "iphone-16")]) func visibleOnIOS17And18(ios: Int, device: String) throws {
        for style in ["light", "dark"] {
            let scene = try Self.parse(Self.orders(ios: ios, device: device, style: style))
            #expect(scene.navigationBar.overrideUserInterfaceStyle == .dark)
            let image = try SceneRenderer.render(scene)
            #expect(image.color(x: 30, y: 30) == RGBA8(hex: "#bf5af2"), "\(style)")
            #expect(image.color(x: 30, y: image.height - 12) == RGBA8(hex: "#bf5af2"), "\(style)")
            #expect(try Self.color(scene, .title) == .white)
            #expect(try Self.color(scene, .image) == RGBA8(hex: "#0a84ff"))
        }
    }

    /// iOS 17, automatic visibility: at rest the bar is transparent over the list and its scheme
    /// is the app's (black title); scrolled, purple in the dark scheme (white title).
    @Test func automaticVisibilityShowsTheColourOnlyScrolled() throws {
        let rest = try Self.parse(Self.orders(ios: 17, device: "iphone-15", visibility: "automatic"))
        let scrolled = try Self.parse(Self.orders(ios: 17, device: "iphone-15", visibility: "automatic", offset: 200))
        #expect(rest.navigationBar.overrideUserInterfaceStyle == nil)
        #expect(scrolled.navigationBar.overrideUserInterfaceStyle == .dark)
        let (r, s) = (try SceneRenderer.render(rest), try SceneRenderer.render(scrolled))
        #expect(r.color(x: 30, y: 30) == .white && s.color(x: 30, y: 30) == RGBA8(hex: "#bf5af2"))
        #expect(try Self.color(rest, .title) == RGBA8(hex: "#000000") && Self.color(scrolled, .title) == .white)
        // Each trap is said, once, by the modifier's key.
        #expect(
            rest.warnings.map(\.key) == [
                "swiftUI.toolbarBackground.navigationBar", "swiftUI.toolbarColorScheme.navigationBar",
            ])
        #expect(scrolled.warnings.map(\.key) == [])
    }

    /// iOS 26: dark glass with white glyphs under the dark scheme, light glass with black glyphs
    /// under the light one (the purple drawn under the capsules either way, in the bar's trait).
    @Test func theSchemeReachesTheGlassOnIOS26() throws {
        let dark = try Self.parse(Self.orders(ios: 26, device: "iphone-17"))
        let light = try Self.parse(Self.orders(ios: 26, device: "iphone-17", scheme: "light"))
        #expect(try Self.color(dark, .image) == .white && Self.color(light, .image) == RGBA8(hex: "#000000"))
        #expect(try Self.color(dark, .title) == .white && Self.color(light, .title) == RGBA8(hex: "#000000"))
        let (d, l) = (try SceneRenderer.render(dark), try SceneRenderer.render(light))
        // Inside the plus's capsule (its right edge 16 points in, 44 wide), left of the glyph.
        let (x, y) = ((402 - 16 - 40) * 3, (62 + 27) * 3)
        func luma(_ c: RGBA8) -> Double { 0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b) }
        // Light glass lightens the purple beneath it, dark glass darkens it (the glass fit's fill).
        let purple = luma(l.color(x: 30, y: 30))
        #expect(luma(d.color(x: x, y: y)) < purple - 40 && luma(l.color(x: x, y: y)) > purple)
        #expect(d.color(x: 30, y: 30) == RGBA8(hex: "#bf5af2") && l.color(x: 30, y: 30) == RGBA8(hex: "#af52de"))
    }

    /// `normalize --uikit`: the lowered scene, written in UIKit's keys, draws the same bytes;
    /// and the SwiftUI scene writes itself back as written.
    @Test func theLoweredSceneDrawsTheSameBytes() throws {
        var scenes = [
            Self.orders(ios: 17, device: "iphone-15"), Self.orders(ios: 26, device: "iphone-17", style: "dark"),
            Self.orders(ios: 18, device: "iphone-16", visibility: "automatic", offset: 200),
        ]
        for name in ["orders", "tabs", "minimize"] {
            scenes.append(try String(contentsOfFile: Self.folder + name + ".yaml", encoding: .utf8))
        }
        for yaml in scenes {
            let scene = try Self.parse(yaml)
            let uikit = try Self.parse(scene.uikitOnly.yamlText)
            #expect(!scene.uikitOnly.yamlText.contains("swiftUI"))
            #expect(try Self.png(uikit) == Self.png(scene))
            #expect(try Self.parse(scene.yamlText) == scene)
        }
    }

    /// The lowered UIKit keys of the user's scene, word for word.
    @Test func theLoweringInUIKitsWords() throws {
        let scene = try Self.parse(Self.orders(ios: 18, device: "iphone-16"))
        #expect(
            scene.uikitOnly.yamlText == """
                ios: 18
                device: iphone-16
                content:
                  list: {rows: 12, refreshing: false}
                navigationBar:
                  overrideUserInterfaceStyle: dark
                  prefersLargeTitles: true
                  standardAppearance: {backgroundColor: systemPurple}
                  scrollEdgeAppearance: {backgroundColor: systemPurple}
                navigationItem: {title: "Orders", largeTitleDisplayMode: never, rightBarButtonItems: [{image: {systemName: "plus"}}]}
                symbols: {path: "Symbols"}
                region: navigationBar

                """)
    }

    /// A TabView of labels draws what the same tab items in UIKit's words draw, symbols and all.
    @Test func tabsAreTabItemsWithTheirSymbols() throws {
        let tabs = try Self.parse(
            """
            ios: 18
            device: iphone-16
            content: {color: "#ffffff"}
            symbols: {path: Symbols}
            swiftUI:
              tabs: [{title: Home, systemImage: house}, {title: New, systemImage: plus, badge: "3"}]
              selectedTab: 1
            region: tabBar

            """)
        let uikit = try Self.parse(
            """
            ios: 18
            device: iphone-16
            content: {color: "#ffffff"}
            symbols: {path: Symbols}
            tabBar:
              items: [{title: Home, image: {systemName: house}}, {title: New, image: {systemName: plus}, badgeValue: "3"}]
              selectedIndex: 1
            region: tabBar

            """)
        #expect(tabs.tabBar == uikit.tabBar)
        #expect(try Self.png(tabs) == Self.png(uikit))
    }

    /// Toolbar placements: leading and trailing items on the navigation bar (the trailing ones
    /// last written rightmost, as SwiftUI lays them out), bottom bar items on the toolbar with a
    /// status text centred.
    @Test func toolbarPlacements() throws {
        let scene = try Self.parse(
            """
            ios: 18
            device: iphone-16
            content: {color: "#ffffff"}
            swiftUI:
              toolbar: [{placement: topBarLeading, title: Cancel}, {placement: topBarTrailing, title: A}, {placement: primaryAction, title: B}, {placement: bottomBar, title: Edit}, {placement: status, title: Updated}]

            """)
        let item = try #require(scene.navigationItem)
        #expect(item.leftBarButtonItems.map(\.kind) == [.title("Cancel")])
        #expect(item.rightBarButtonItems.map(\.kind) == [.title("B"), .title("A")])
        #expect(
            scene.toolbar?.toolbarItems.map(\.kind) == [
                .title("Edit"), .system(.flexibleSpace), .title("Updated"), .system(.flexibleSpace),
            ])
        #expect(scene.toolbar?.toolbarItems[2].tintColor == RGBA8(hex: "#000000"))
    }

    /// The placements real code writes most (a plain `ToolbarItem`, Done and Cancel in a sheet, the
    /// pre-iOS 17 names), and values spelled as Swift writes them.
    @Test func commonPlacementsAndSwiftSpellings() throws {
        let scene = try Self.parse(
            """
            ios: 18
            device: iphone-16
            content: {color: "#ffffff"}
            swiftUI:
              navigationBarTitleDisplayMode: .inline
              toolbarBackground: {navigationBar: Color.purple}
              toolbarBackgroundVisibility: {navigationBar: .visible}
              toolbar: [{placement: cancellationAction, title: Cancel}, {placement: .confirmationAction, title: Done}, {placement: navigationBarTrailing, title: Edit}, {placement: automatic, title: More}]

            """)
        let item = try #require(scene.navigationItem)
        #expect(item.largeTitleDisplayMode == .never)
        #expect(item.leftBarButtonItems.map(\.kind) == [.title("Cancel")])
        #expect(item.rightBarButtonItems.map(\.kind) == [.title("More"), .title("Edit"), .title("Done")])
        #expect(item.rightBarButtonItems.map(\.style) == [.plain, .plain, .done])
        #expect(scene.navigationBar.appearances[.scrollEdgeAppearance]?.backgroundColor == SemanticColors.systemPurple)
        #expect(scene.yamlText.contains("  toolbarBackground: {navigationBar: purple}\n"))
        #expect(
            parseError(
                "ios: 18\ndevice: iphone-16\ncontent: {color: \"#ffffff\"}\nswiftUI: {toolbarBackground: {navigationBar: .ultraThinMaterials}}\n",
                file: "s.yaml")
                == "s.yaml:4: swiftUI.toolbarBackground.navigationBar: \".ultraThinMaterials\" is not a material; use one of bar, regularMaterial, thickMaterial, thinMaterial, ultraThinMaterial, or a colour"
        )
        // A TabView alone: its tint colours the tab bar, not a navigation bar with nothing on it.
        let tabs = try Self.parse(
            "ios: 26\ndevice: iphone-17\ncontent: {color: \"#ffffff\"}\nswiftUI: {tint: orange, tabs: [{title: Home}, {title: New}]}\n"
        )
        #expect(tabs.navigationBar.tintColor == nil && tabs.tabBar?.tintColor == RGBA8(hex: "#ff9500"))
        #expect(tabs.warnings.map(\.key) == [])
    }

    /// One property set in both vocabularies is refused, naming both keys; a modifier before its
    /// release is refused, naming the release.
    @Test func conflictsAndReleasesAreRefused() {
        let both = """
            ios: 18
            device: iphone-16
            content: {color: "#ffffff"}
            navigationItem: {title: "Inbox"}
            swiftUI: {navigationTitle: Orders}

            """
        #expect(
            parseError(both, file: "s.yaml")
                == "s.yaml:5: swiftUI.navigationTitle: sets the title, which the scene's navigationItem.title sets too; keep one (SwiftUI's modifier, or UIKit's key)"
        )
        let early = """
            ios: 15
            device: iphone-13
            content: {color: "#ffffff"}
            swiftUI: {toolbarColorScheme: {navigationBar: dark}}

            """
        #expect(
            parseError(early, file: "s.yaml")
                == "s.yaml:4: swiftUI.toolbarColorScheme: toolbarColorScheme arrives with iOS 16 (SwiftUI's toolbarColorScheme); use ios: 16 or later, or remove the key"
        )
        #expect(
            parseError(
                early.replacingOccurrences(of: "toolbarColorScheme: {navigationBar: dark}", with: "tint: violet"),
                file: "s.yaml")
                == "s.yaml:4: swiftUI.tint: \"violet\" is not a colour; write one of SwiftUI's (such as mint), a system colour such as systemPurple, or \"#rrggbb\""
        )
    }

    /// iOS 26: a forced-visible background keeps the title inline, said with its source; a tint
    /// the glass does not draw is said by the modifier's key.
    @Test func iOS26Traps() throws {
        let scene = try Self.parse(
            """
            ios: 26
            device: iphone-17
            content: {list: {rows: 12, refreshing: false}}
            swiftUI:
              navigationTitle: Orders
              toolbarBackground: {navigationBar: purple}
              toolbarBackgroundVisibility: {navigationBar: visible}
              tint: orange

            """)
        #expect(scene.navigationItem?.largeTitleDisplayMode == .never)
        #expect(scene.warnings.map(\.key) == ["swiftUI.tint", "swiftUI.toolbarBackgroundVisibility.navigationBar"])
        #expect(scene.warnings[0].message.hasPrefix("(lowered to navigationBar.tintColor) iOS 26 draws bar buttons"))
    }

    /// The Swift API lowers the same way.
    @Test func theSwiftAPILowersAsTheFileDoes() throws {
        var modifiers = SwiftUIModifiers()
        modifiers.navigationTitle = "Orders"
        modifiers.navigationBarTitleDisplayMode = .inline
        modifiers.toolbarBackground = [
            .navigationBar: .color(SwiftUIColor(written: "purple", color: SemanticColors.systemPurple))
        ]
        modifiers.toolbarBackgroundVisibility = [.navigationBar: .visible]
        modifiers.toolbarColorScheme = [.navigationBar: .dark]
        var base = Scene(
            ios: 18, device: .iPhone16, content: .list(ListScreen(rows: 12, refreshing: false)))
        base.region = .navigationBar
        let lowered = try base.lowering(modifiers)
        let file = try Self.parse(
            Self.orders(ios: 18, device: "iphone-16").replacingOccurrences(
                of: "  toolbar: [{placement: topBarTrailing, systemImage: plus}]\n", with: ""
            ).replacingOccurrences(of: "symbols: {path: Symbols}\n", with: ""))
        #expect(lowered.navigationBar == file.navigationBar)
        #expect(try Self.png(lowered) == Self.png(file))
    }
}
