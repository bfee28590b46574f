import Foundation
import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import Typesetting

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// Every scene file under a folder, recursively.
private func sceneFiles(_ folder: String) throws -> [String] {
    let names = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
    return names.map { folder + "/" + $0 }
}

/// Scenes in Swift, in UIKit's vocabulary, are the values the YAML reader makes.
@Suite struct SwiftSceneTests {
    @Test func theIssuesExampleIsTheSceneFilesScene() throws {
        var bar = NavigationBar()
        bar.barTintColor = "#ff2d55"
        let built = Scene(ios: 11, device: .iPhone8, content: .list(), navigationBar: bar)
        let parsed = try SceneParser.parse(
            "ios: 11\ndevice: iphone-8\ncontent: {list: {}}\nnavigationBar: {barTintColor: \"#ff2d55\"}\n",
            file: "Swift scene")
        #expect(built == parsed)
        #expect(try SceneRenderer.render(built) == SceneRenderer.render(parsed))
    }

    @Test func appearancesItemsAndTraitsInSwift() throws {
        var appearance = BarAppearanceObject(configureWith: .opaqueBackground)
        appearance.backgroundColor = "systemIndigo"
        appearance.titleTextAttributes = TextAttributes(foregroundColor: "#ffffff")
        var bar = NavigationBar()
        bar.appearances = [.standardAppearance: appearance, .scrollEdgeAppearance: appearance]
        bar.tintColor = "#ffffff"
        var scene = Scene(
            ios: 16, device: .iPhone15, content: .list(ListScreen(text: true)), navigationBar: bar,
            statusBar: StatusBarContent(), userInterfaceStyle: .dark)
        scene.navigationItem = NavigationItem(title: "Inbox", rightBarButtonItems: [BarButtonItem(.system(.edit))])
        var tabBar = TabBar()
        tabBar.tabItems = [
            TabBarItem(.system(.favorites)), TabBarItem(.custom(title: "Mail", image: nil), badgeValue: "3"),
        ]
        scene.tabBar = tabBar
        let parsed = try SceneParser.parse(scene.yamlText, file: "Swift scene")
        #expect(parsed == scene)
        #expect(
            scene.yamlText == """
                ios: 16
                device: iphone-15
                userInterfaceStyle: dark
                content:
                  list: {text: true}
                navigationBar:
                  tintColor: "#ffffff"
                  standardAppearance: {configureWith: opaqueBackground, backgroundColor: systemIndigo, titleTextAttributes: {foregroundColor: "#ffffff"}}
                  scrollEdgeAppearance: {configureWith: opaqueBackground, backgroundColor: systemIndigo, titleTextAttributes: {foregroundColor: "#ffffff"}}
                navigationItem: {title: "Inbox", rightBarButtonItems: [{systemItem: edit}]}
                tabBar:
                  items: [{systemItem: favorites}, {title: "Mail", badgeValue: "3"}]
                statusBar: {}

                """)
    }

    /// Every committed scene file, written back as YAML and read again from its folder, is the
    /// same scene (comments and key order aside); and writing that again changes nothing.
    @Test func everyGoldenRoundTrips() throws {
        let files = try sceneFiles(root + "/Goldens") + sceneFiles(root + "/Tests/Fixtures/Scenes")
        #expect(files.count >= 35)
        for path in files {
            let scene = try SceneParser.load(path: path)
            let folder = String(path[...path.lastIndex(of: "/")!])
            let again = try SceneParser.parse(scene.yamlText, file: path, directory: folder)
            #expect(again == scene, "\(path)")
            #expect(again.yamlText == scene.yamlText, "\(path)")
        }
    }

    /// Keys the goldens do not use: transitions, view controllers, prompts, images, fonts.
    @Test func theRestOfTheKeysRoundTrip() throws {
        let folder = root + "/Tests/Fixtures/PngSuite/"
        let text = KeyScenes.rest
        let scene = try SceneParser.parse(text, file: "s.yaml", directory: folder)
        let again = try SceneParser.parse(scene.yamlText, file: "s.yaml", directory: folder)
        #expect(again == scene)
        #expect(
            scene.yamlText.contains(
                "transition:\n  kind: interactive-pop\n  to: {barTintColor: \"#123456\", tintColor: \"#abcdef\"}\n  progress: 0.25\n  release: cancel"
            ))
    }
}

/// `region:`: each bar's strip, or all of them stacked.
@Suite struct RegionTests {
    func scene(_ region: String, tab: Bool = true, toolbar: Bool = true) throws -> Scene {
        try SceneParser.parse(
            "ios: 15\ndevice: iphone-13\ncontent: {list: {rows: 30, refreshing: false, contentOffset: 100}}\n"
                + (tab ? "tabBar: {}\n" : "")
                + (toolbar ? "toolbar: {}\n" : "") + "region: \(region)\n", file: "scene.yaml")
    }

    func rows(_ screen: Image, _ from: Int, _ to: Int) throws -> Image {
        try screen.cropped(to: PixelRect(x: 0, y: from, width: screen.width, height: to - from))
    }

    /// On a 390 × 844 @3x phone, the list scrolled so that every bar shows its hairline: the
    /// navigation bar's strip runs from the top to its hairline (47 + 44 pt and one pixel); the
    /// tab bar's from the pixel above it to the bottom (49 + 34 pt); a toolbar alone sits above
    /// the home indicator; `bars` stacks the top strip on the bottom bars' one (toolbar over tab
    /// bar); and a strip takes in a bar it touches (a tab bar's hairline lies on the toolbar).
    @Test func eachStripIsItsBarsRows() throws {
        let both = try SceneRenderer.render(try scene("screen"))
        let top = (47 + 44) * 3 + 1, tabTop = (844 - 83) * 3 - 1, toolbarAboveTab = (844 - 83 - 44) * 3 - 1
        #expect(try SceneRenderer.render(try scene("navigationBar")) == rows(both, 0, top))
        #expect(
            try SceneRenderer.render(try scene("bars"))
                == (try Image(stacking: [rows(both, 0, top), rows(both, toolbarAboveTab, 2532)])))
        #expect(try SceneRenderer.render(try scene("tabBar")) == rows(both, toolbarAboveTab, 2532))
        let tabOnly = try SceneRenderer.render(try scene("screen", toolbar: false))
        #expect(try SceneRenderer.render(try scene("tabBar", toolbar: false)) == rows(tabOnly, tabTop, 2532))
        let toolbarOnly = try SceneRenderer.render(try scene("screen", tab: false))
        #expect(
            try SceneRenderer.render(try scene("toolbar", tab: false))
                == rows(toolbarOnly, (844 - 34 - 44) * 3 - 1, 2532))
        // Without bottom bars, bars is the navigation bar's strip, as before.
        #expect(
            try SceneRenderer.render(try scene("bars", tab: false, toolbar: false))
                == SceneRenderer.render(try scene("navigationBar", tab: false, toolbar: false)))
    }

    @Test func aStripOfABarTheSceneLacks() {
        #expect(
            throws: SceneError(
                file: "scene.yaml", key: "region", line: 5,
                message: "the scene has no tabBar; add tabBar: {} or use bars")
        ) {
            try scene("tabBar", tab: false)
        }
    }
}

/// Values UIKit ignores are named, with what happens instead.
@Suite struct SceneWarningTests {
    @Test(arguments: [
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {barTintColor: \"#ff000080\", translucent: false}\n",
            "scene.yaml:4: navigationBar.barTintColor: its alpha (128 of 255) is ignored on an opaque bar: UIKit draws barTintColor at full alpha there (clear draws black); leave translucent on for a see-through tint, or use an appearance's backgroundColor on iOS 13 or later"
        ),
        (
            "ios: 15\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {barTintColor: \"#ff0000\", standardAppearance: {}}\n",
            "scene.yaml:4: navigationBar: barTintColor is ignored: an appearance object is set, and UIKit uses it whole; set them on the appearance (backgroundColor, backgroundEffect, shadowColor, titleTextAttributes)"
        ),
        (
            "ios: 15\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {compactAppearance: {}}\n",
            "scene.yaml:4: navigationBar.compactAppearance: used only in compact height (a phone in landscape), and the scene is portrait; add orientation: landscapeLeft to see it"
        ),
        (
            "ios: 15\ndevice: iphone-x\norientation: landscapeLeft\ncontent: {color: \"#ffffff\"}\nstatusBar: {}\n",
            "scene.yaml:5: statusBar: UIKit hides the status bar in landscape (compact height) for apps built with the iOS 8 SDK or later, so none is drawn; remove the key, or use orientation: portrait"
        ),
        (
            "ios: 15\ndevice: iphone-x\norientation: landscapeRight\ncontent: {color: \"#ffffff\"}\nnavigationBar: {prefersLargeTitles: true}\n",
            "scene.yaml:5: navigationBar.prefersLargeTitles: a phone in landscape shows the small title in the bar's row, never the large title; use orientation: portrait to see it"
        ),
        (
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {shadowImage: {color: \"#ff0000\"}}\n",
            "scene.yaml:4: navigationBar.shadowImage: a custom shadow image shows only with a custom background image (UINavigationBar.h); set backgroundImage too, or use an appearance's shadowImage on iOS 13 or later"
        ),
        (
            "ios: 15\ndevice: iphone-x\ncontent: {color: \"#ffffff\"}\nstatusBar: {carrier: \"Verizon\"}\n",
            "scene.yaml:4: statusBar.carrier: the status bar around a notch or the Dynamic Island shows no carrier; remove the key, or use a phone with a home button (iphone-8)"
        ),
    ])
    func ignoredValuesAreNamed(yaml: String, warning: String) throws {
        #expect(try SceneParser.parse(yaml, file: "scene.yaml").warnings.map(\.description) == [warning])
    }

    /// No golden sets a value that changes nothing, but for the gallery scene that shows what
    /// iOS 26 does with one (the bar's tintColor), which warns of exactly that.
    @Test func theGoldensWarnOfNothing() throws {
        // The iOS 15 scroll-edge scenes are drawn on an iPhone 15, which shipped with iOS 17: the
        // warning says so (issue 43 item 11), and their pictures stay as recorded.
        let neverRan = [
            "ios15-bartintcolor-at-scroll-edge.yaml", "ios15-scroll-edge-appearance-set.yaml",
            "ios15-scrolled-standard.yaml", "ios15-transparent-at-scroll-edge.yaml",
        ]
        let demonstrations =
            ["ios26-tint-color-ignored.yaml": ["navigationBar.tintColor"]]
            .merging(neverRan.map { ($0, ["device"]) }) { first, _ in first }
        for path in try sceneFiles(root + "/Goldens") {
            let name = String(path.split(separator: "/").last ?? "")
            #expect(
                try SceneParser.load(path: path).warnings.map(\.key) == demonstrations[name] ?? [], "\(path)")
        }
    }
}

/// Scenes that set the keys the goldens do not use (their images from the PngSuite fixtures).
private enum KeyScenes {
    static let folder = root + "/Tests/Fixtures/PngSuite/"
    static let font = root + "/Sources/CFonts/fonts/Inter-Bold.otf"
    /// Transitions, view controllers, prompts, images, fonts (iOS 11).
    static let rest = """
        ios: 11
        device: iphone-x
        content: {list: {rows: 7, refreshing: true, contentOffset: -20}}
        navigationBar:
          translucent: false
          barStyle: black
          backgroundImage: {path: basn6a08.png}
          shadowImage: {color: "#ff000080"}
          backgroundAlpha: 0.5
          clipsToBounds: true
          prefersLargeTitles: true
          largeTitleTextAttributes: {foregroundColor: "#00ff00"}
        navigationItem: {title: "A \\"quoted\\" title", prompt: "P", largeTitleDisplayMode: always, leftBarButtonItems: [{title: "Left", style: done, width: 40}], hidesBackButton: true}
        backItem: {title: "Back here", backButtonTitle: "B"}
        toolbar:
          items: [{image: {path: basn6a08.png}}, {systemItem: flexibleSpace}]
        fonts:
          semibold: {path: "\(font)", sha256: "\(BuiltInFont.interBold.sha256)"}
        viewController: {edgesForExtendedLayout: [top], extendedLayoutIncludesOpaqueBars: true, automaticallyAdjustsScrollViewInsets: false, contentInsetAdjustmentBehavior: never}
        transition:
          kind: interactive-pop
          to: {barTintColor: "#123456", tintColor: "#abcdef"}
          progress: 0.25
          release: cancel
          duration: 0.5
          curve: linear
          glitches: [cancelFlash, blackBand]
          hidesBottomBarWhenPushed: true
          underlyingShift: 0.2
        statusBar: {style: lightContent, time: "10:09", carrier: "", batteryLevel: 0.4}

        """
    /// The glass's keys, sections, item states and variants (iOS 26).
    static let glass = """
        ios: 26
        device: iphone-17
        content: {list: {style: insetGrouped, sections: [{header: "Network", rows: 2}], bottomEdgeEffect: {isHidden: true}}}
        glassAppearance: dark
        reduceTransparency: true
        accessibilityContrast: high
        navigationBar: {semanticContentAttribute: forceLeftToRight, overrideUserInterfaceStyle: dark}
        navigationItem: {title: "T", largeSubtitle: "S", compactScrollEdgeAppearance: {configureWith: opaqueBackground}, rightBarButtonItems: [{systemItem: add}, {systemItem: edit, sharesBackground: false}]}
        tabBar:
          items: [{title: "A", image: {path: basn6a08.png}, renderingMode: alwaysTemplate}, {title: "B", isEnabled: false}]
          standardAppearance: {stackedLayoutAppearance: {normal: {iconColor: "#ff0000"}}}
        glassEffectViews: [{frame: [16, 600, 120, 48], cornerRadius: 12}]
        variants:
          userInterfaceStyle: [light, dark]

        """

    /// An iPad app in a window on iPadOS 26.
    static let pad = """
        ios: 26
        device: ipad-air-11
        content: {color: "#ffffff"}
        windowed: true
        navigationItem: {title: "T"}

        """

    /// A split view's sidebar of one untitled section with nothing selected.
    static let splitSidebar = """
        ios: 17
        device: ipad-pro-11
        orientation: landscapeLeft
        content: {color: "#ffffff"}
        navigationItem: {title: "T"}
        splitView: {primary: {sidebar: {items: [{title: "A"}, {systemItem: favorites}], selectedIndex: none}}}

        """

    /// A tab sidebar hidden: the tabs float at the top.
    static let sidebars = """
        ios: 18
        device: ipad-pro-11
        orientation: landscapeLeft
        content: {color: "#ffffff"}
        navigationItem: {title: "T"}
        tabBar: {mode: tabSidebar, sidebar: {hidden: true}, items: [{title: "A"}, {title: "B"}]}

        """

    /// iPad apps in Split View windows: a fraction, and a stated width and size class.
    static let padWindows = [
        "ios: 17\ndevice: ipad-9\norientation: landscapeLeft\ncontent: {color: \"#ffffff\"}\nwindow: {multitasking: half}\n",
        "ios: 17\ndevice: ipad-pro-13\ncontent: {color: \"#ffffff\"}\nwindow: {width: 400, horizontalSizeClass: compact}\n",
    ]
}

/// Issue 42, item 4: one schema. Every key the reader's tables accept is one that `normalize`
/// writes back: each is set by some committed scene (the goldens, the fixtures, the docs'
/// examples) or by ``KeyScenes``, and each appears in that scene's YAML written back, which
/// reads as the same scene. A key read but never written (the reader and the writer drifting
/// apart) fails here by name.
@Suite struct OneSchemaTests {
    /// Every key of every table of `SceneKeys`.
    static let tables: [(String, [String])] = [
        ("bar", SceneKeys.bar.names), ("textAttributes", SceneKeys.textAttributes.names),
        ("itemState", SceneKeys.itemState.names), ("navigationItem", SceneKeys.navigationItem.names),
        ("backItem", SceneKeys.backItem.names), ("barButtonItem", SceneKeys.barButtonItem.names),
        ("tabItem", SceneKeys.tabItem.names), ("glassEffectView", SceneKeys.glassEffectView.names),
        ("fontFile", SceneKeys.fontFile.names), ("list", SceneKeys.list.names),
        ("listSection", SceneKeys.listSection.names), ("scrollEdgeEffect", SceneKeys.scrollEdgeEffect.names),
        ("infoPlist", SceneKeys.infoPlist.names), ("viewController", SceneKeys.viewController.names),
        ("transition", SceneKeys.transition.names), ("statusBar", SceneKeys.statusBar.names),
        ("scene", SceneKeys.scene.names), ("swiftUI", SceneKeys.swiftUI.names),
        ("splitView", SceneKeys.splitView.names), ("splitColumn", SceneKeys.splitColumn.names),
        ("tabSidebar", SceneKeys.tabSidebar.names), ("sidebarList", SceneKeys.sidebarList.names),
        ("sidebarSection", SceneKeys.sidebarSection.names), ("tabGroup", SceneKeys.tabGroup.names),
        ("presentation", SceneKeys.presentation.names),
        ("window", SceneKeys.window.names),
    ]

    @Test func everyKeyIsWrittenBack() throws {
        var files = try sceneFiles(root + "/Goldens") + sceneFiles(root + "/Tests/Fixtures/Scenes")
        files +=
            try sceneFiles(root + "/docs/examples") + sceneFiles(root + "/docs/sheets")
            + sceneFiles(root + "/docs/swiftui")
        var written = Set<String>()
        let key = try Regex("([A-Za-z][A-Za-z0-9]*):")
        for path in files {
            let folder = String(path[...path.lastIndex(of: "/")!])
            let scene = try SceneParser.load(path: path)
            for variant in [nil] + scene.variants.map(Optional.some) {
                let one = try SceneParser.load(path: path, variant: variant)
                let text = one.yamlText
                #expect(try SceneParser.parse(text, file: path, directory: folder) == one, "\(path)")
                for match in text.matches(of: key) { written.insert(String(text[match.range].dropLast())) }
            }
        }
        for text in [KeyScenes.rest, KeyScenes.glass, KeyScenes.pad, KeyScenes.sidebars, KeyScenes.splitSidebar]
            + KeyScenes.padWindows
        {
            let scene = try SceneParser.parse(text, file: "keys.yaml", directory: KeyScenes.folder)
            let written1 = scene.yamlText
            #expect(try SceneParser.parse(written1, file: "keys.yaml", directory: KeyScenes.folder) == scene)
            for match in written1.matches(of: key) { written.insert(String(written1[match.range].dropLast())) }
        }
        var missing: [String] = []
        for (table, names) in Self.tables {
            for name in names where !written.contains(name) { missing.append("\(table).\(name)") }
        }
        #expect(missing == [], "read but never written back by a committed scene: \(missing)")
    }
}
