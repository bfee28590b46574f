import Testing

import BarLayers
import BarScene
import Raster

/// The Swift code shown in docs/scenes.md and the README, compiled and run here. DocsTests
/// checks that every `swift` block of the docs appears in this file (or in the consumer
/// package fixture), so a snippet that stops compiling fails the build.
@Suite struct DocSnippetsTests {
    @Test func aSceneInSwift() throws {
        var bar = NavigationBar()
        bar.barTintColor = "#ff2d55"
        let scene = Scene(ios: 11, device: .iPhone8, content: .list(), navigationBar: bar)
        let image = try SceneRenderer.render(scene)   // 750 × 1334, the whole screen
        #expect(image.width == 750 && image.height == 1334)
        #expect(scene.yamlText == (try SceneParser.parse("ios: 11\ndevice: iphone-8\ncontent: {list: {}}\nnavigationBar: {barTintColor: \"#ff2d55\"}\n", file: "doc")).yamlText)
    }

    @Test func anAppearanceInSwift() throws {
        var appearance = BarAppearanceObject(configureWith: .opaqueBackground)
        appearance.backgroundColor = "#ff2d55"
        appearance.titleTextAttributes = TextAttributes(foregroundColor: "#ffffff")
        var bar = NavigationBar()
        bar.appearances = [.standardAppearance: appearance, .scrollEdgeAppearance: appearance]
        bar.tintColor = "#ffffff"
        var scene = Scene(ios: 17, device: .iPhone15, content: .list(ListScreen(text: true)), navigationBar: bar)
        scene.navigationItem = NavigationItem(title: "Inbox", rightBarButtonItems: [BarButtonItem(.system(.compose))])
        scene.region = .navigationBar
        print(scene.yamlText)
        #expect(scene.yamlText == """
            ios: 17
            device: iphone-15
            content:
              list: {text: true}
            navigationBar:
              tintColor: "#ffffff"
              standardAppearance: {configureWith: opaqueBackground, backgroundColor: "#ff2d55", titleTextAttributes: {foregroundColor: "#ffffff"}}
              scrollEdgeAppearance: {configureWith: opaqueBackground, backgroundColor: "#ff2d55", titleTextAttributes: {foregroundColor: "#ffffff"}}
            navigationItem: {title: "Inbox", rightBarButtonItems: [{systemItem: compose}]}
            region: navigationBar

            """)
        let strip = try SceneRenderer.render(scene)
        #expect(strip.width == 1179 && strip.height < 300)
    }

    @Test func aBackItemInSwift() throws {
        var scene = Scene(ios: 17, device: .iPhone15, content: .list())
        scene.navigationItem = NavigationItem(title: "Inbox", largeTitleDisplayMode: .never)
        var back = BackItem(title: "Mailboxes")
        back.backButtonDisplayMode = .minimal   // the chevron alone
        scene.backItem = back
        scene.region = .navigationBar
        #expect(scene.yamlText.contains("backItem: {title: \"Mailboxes\", backButtonDisplayMode: minimal}"))
        var titles: [String] = []
        try scene.navigationBarLayer().forEachDescendant { layer, _ in
            if case let .text(text, _, _, _) = layer.drawing { titles.append(text.text) }
        }
        #expect(titles == ["Inbox"])
    }

    @Test func aRefusedSceneInSwift() throws {
        var item = NavigationItem(title: "Inbox")
        item.subtitle = "3 unread"   // UINavigationItem.subtitle arrives with iOS 26
        var scene = Scene(ios: 18, device: .iPhone15)
        scene.navigationItem = item
        do { try scene.validate() } catch { print(error) }
        // Swift scene: navigationItem.subtitle: arrives with iOS 26's Liquid Glass; use ios: 26, or remove the key
        #expect(throws: SceneError(code: .invalidValue, file: "Swift scene", key: "navigationItem.subtitle", message: "arrives with iOS 26's Liquid Glass; use ios: 26, or remove the key")) { try scene.validate() }
        #expect(throws: SceneError.self) { try SceneRenderer.render(scene) }
    }

    @Test func aSceneFileInSwift() throws {
        let scene = try SceneParser.parse("""
            ios: 15
            device: iphone-15
            content: {color: "#ffffff"}
            tabBar: {items: [{systemItem: favorites}, {systemItem: more}]}
            region: tabBar
            """, file: "tab-bar.yaml")
        let strip = try SceneRenderer.render(scene)   // only the tab bar's rows
        #expect(strip.width == 1179 && strip.height < 300)
    }
}
