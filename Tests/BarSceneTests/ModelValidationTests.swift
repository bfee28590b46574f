import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// Issue 42, item 4: validation lives in the model. A scene built in Swift is refused with the
/// same key and words as the same scene written as a file, and is never drawn instead.
@Suite struct ModelValidationTests {
    /// What `validate()` says of a scene built in Swift.
    static func refusal(_ scene: Scene) -> String {
        do {
            try scene.validate()
            return "no error"
        } catch {
            return "\(error.key ?? "-"): \(error.message)"
        }
    }

    /// What the reader says of the same scene written as a file (``Scene/yamlText``).
    static func fileRefusal(_ scene: Scene) -> String {
        do {
            _ = try SceneParser.parse(scene.yamlText, file: "scene.yaml")
            return "no error"
        } catch {
            return "\(error.key ?? "-"): \(error.message)"
        }
    }

    static var item: NavigationItem { NavigationItem(title: "Orders") }

    /// Scenes built in Swift that ask for what their release does not have or BarScope does not
    /// model, each with the refusal expected, word for word.
    static var refused: [(String, Scene, String)] {
        var subtitle = Scene(ios: 18, device: .iPhone8, navigationBar: NavigationBar())
        var withSubtitle = item
        withSubtitle.subtitle = "3 new"
        subtitle.navigationItem = withSubtitle

        let dark = Scene(ios: 12, device: .iPhone8, userInterfaceStyle: .dark)

        var appearance = NavigationBar()
        appearance.appearances[.standardAppearance] = BarAppearanceObject(configureWith: .opaqueBackground)
        let early = Scene(ios: 12, device: .iPhone8, navigationBar: appearance)

        var prominent = Scene(ios: 18, device: .iPhone8)
        var withProminent = item
        withProminent.rightBarButtonItems = [BarButtonItem(.system(.done), style: .prominent)]
        prominent.navigationItem = withProminent

        var transition = Scene(ios: 26, device: .iPhone17)
        transition.transition = Transition(kind: .push, to: NavigationBar())

        var tabs = TabBar()
        tabs.tabItems = [TabBarItem(.system(.favorites))]
        tabs.selectedIndex = 3
        let selection = Scene(ios: 18, device: .iPhone8, tabBar: tabs)

        var reduce = Scene(ios: 18, device: .iPhone8)
        reduce.reduceTransparency = true

        return [
            (
                "subtitle", subtitle,
                "navigationItem.subtitle: arrives with iOS 26's Liquid Glass; use ios: 26, or remove the key"
            ),
            (
                "dark mode", dark,
                "userInterfaceStyle: dark mode arrives with iOS 13; use ios: 13 or later, or remove the key"
            ),
            (
                "appearance", early,
                "navigationBar.standardAppearance: UINavigationBar.standardAppearance arrives with iOS 13; use ios: 13 or later, or the legacy properties (barTintColor, translucent, backgroundImage, shadowImage)"
            ),
            (
                "prominent", prominent,
                "navigationItem.rightBarButtonItems[0].style: prominent arrives with iOS 26 (UIBarButtonItem.Style.prominent, done renamed); use ios: 26, or style: done"
            ),
            (
                "transition", transition,
                "transition: a transition between Liquid Glass bars on iOS 26 is not modelled yet; add infoPlist: {UIDesignRequiresCompatibility: true} to draw the iOS 18 bars iOS 26 keeps for apps that opt out, or use ios: 18"
            ),
            (
                "selection", selection,
                "tabBar.selectedIndex: 3 selects no item: the tab bar has 1 item (0 to 0); select one of them, or write none"
            ),
            (
                "reduce transparency", reduce,
                "reduceTransparency: is modelled on iOS 26's Liquid Glass only (no source gives iOS 18's bars with the setting); use ios: 26, or remove the key"
            ),
        ]
    }

    /// Each refusal is the model's, word for word, and the file's reader gives the same.
    @Test func aSceneBuiltInSwiftIsRefusedAsItsFileIs() {
        for (name, scene, expected) in Self.refused {
            #expect(Self.refusal(scene) == expected, "\(name)")
            #expect(Self.fileRefusal(scene) == expected, "\(name)")
        }
    }

    /// A refused scene is not drawn: rendering it throws the refusal, naming the scene.
    @Test func aRefusedSceneIsNotDrawn() {
        for (name, scene, expected) in Self.refused {
            do {
                _ = try SceneRenderer.render(scene)
                Issue.record("\(name): drawn")
            } catch {
                #expect(error.file == "Swift scene" && "\(error.key ?? "-"): \(error.message)" == expected, "\(name)")
            }
        }
    }

    /// A refusal of a parsed scene names the line its key was written on.
    @Test func aParsedScenesRefusalHasItsLine() throws {
        var scene = try SceneParser.parse(
            "ios: 18\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\ntabBar:\n  items: [{systemItem: favorites}]\n",
            file: "tabs.yaml")
        scene.tabBar?.selectedIndex = 2
        let error = try #require(throws: SceneError.self) { try scene.validate() }
        #expect(
            error.description
                == "tabs.yaml:4: tabBar.selectedIndex: 2 selects no item: the tab bar has 1 item (0 to 0); select one of them, or write none"
        )
    }

    /// The same scenes within their releases are drawn.
    @Test func whatTheReleaseHasIsNotRefused() {
        var subtitle = Scene(ios: 26, device: .iPhone17)
        var withSubtitle = Self.item
        withSubtitle.subtitle = "3 new"
        subtitle.navigationItem = withSubtitle
        #expect(Self.refusal(subtitle) == "no error")
        #expect(Self.refusal(Scene(ios: 13, device: .iPhone8, userInterfaceStyle: .dark)) == "no error")
        var tabs = TabBar()
        tabs.tabItems = []
        #expect(Self.refusal(Scene(ios: 18, device: .iPhone8, tabBar: tabs)) == "no error")
    }
}
