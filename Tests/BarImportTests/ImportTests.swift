import BarScene
import Foundation
import TestSupport
import Testing

@testable import BarImport

let apps = packageRoot + "/Tests/Fixtures/Apps"

/// Imports a fixture app as `barscope import` does (iOS 18, the default phone).
/// Image paths are written relative to the app's folder under Expected, where its scenes are.
func imported(_ app: String, options: SceneOptions = SceneOptions()) throws -> (ImportResult, [ImportedScene]) {
    let result = try Importer.read([apps + "/" + app])
    var options = options
    options.folder = options.folder ?? apps + "/Expected/" + app
    return (result, SceneWriter.scenes(result, options: options))
}

func temporaryFolder() throws -> String {
    let dir = NSTemporaryDirectory() + "barscope-import-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

@Suite struct ImportTests {
    /// Each fixture app's scenes are exactly the committed ones in Tests/Fixtures/Apps/Expected,
    /// no more and no fewer, and each is a scene BarScope reads.
    @Test(arguments: ["Storefront", "ScrollEdgeTrap", "Orders", "Broken", "Idioms", "Tabs", "StatusBar"])
    func importWritesTheExpectedScenes(app: String) throws {
        let (_, scenes) = try imported(app)
        let folder = apps + "/Expected/" + app
        let expected = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
            .sorted()
        #expect(scenes.map(\.fileName).sorted() == expected)
        for scene in scenes {
            let text = try String(contentsOfFile: folder + "/" + scene.fileName, encoding: .utf8)
            #expect(scene.text == text, "\(app)/\(scene.fileName):\n\(scene.text)")
            #expect(throws: Never.self, "\(scene.fileName)") {
                _ = try SceneParser.parse(scene.text, file: scene.fileName, directory: folder + "/")
            }
        }
    }

    /// Every configuration is counted: none is dropped silently.
    @Test func everyConfigurationIsFound() throws {
        let counts = try ["Storefront", "ScrollEdgeTrap", "Orders", "Broken", "Idioms", "Tabs", "StatusBar"].map {
            app in
            let (result, scenes) = try imported(app)
            return
                "\(app): \(result.configurations.count) configurations, \(scenes.count) scenes, \(result.filesRead) files"
        }
        #expect(
            counts == [
                "Storefront: 5 configurations, 5 scenes, 5 files",
                "ScrollEdgeTrap: 2 configurations, 3 scenes, 2 files",
                "Orders: 2 configurations, 3 scenes, 2 files",
                "Broken: 1 configurations, 2 scenes, 1 files",
                "Idioms: 2 configurations, 2 scenes, 1 files",
                "Tabs: 2 configurations, 8 scenes, 3 files",
                "StatusBar: 1 configurations, 1 scenes, 1 files",
            ])
        let (result, _) = try imported("Storefront")
        #expect(
            result.configurations.map {
                "\($0.place) \($0.origin) \($0.minimumIOS.map { "\($0)+" } ?? "")\($0.maximumIOS.map { "…\($0)" } ?? "")"
            }
                == [
                    "AppDelegate.swift:7 AppDelegate.application ",
                    "Appearance.swift:4 configureAppearance 15+",
                    "Appearance.swift:4 configureAppearance …14",
                    "ProfileViewController.swift:4 ProfileViewController.viewDidLoad ",
                    "ToolbarStyle.swift:13 UINavigationController.styleToolbar ",
                ])
    }

    /// What cannot be evaluated is a warning with file:line and the key to fill in; a file that
    /// does not parse is a warning with its line.
    @Test func unresolvedValuesAndBrokenFilesAreWarned() throws {
        let (storefront, _) = try imported("Storefront")
        #expect(
            storefront.messages.map(\.description) == [
                "Appearance.swift:13: warning: navigationBar.standardAppearance.largeTitleTextAttributes.font: cannot evaluate UIFont.systemFont(ofSize: 34, weight: .heavy) (weight heavy is not drawn; regular, medium, semibold or bold) statically; fill in navigationBar.standardAppearance.largeTitleTextAttributes.font, navigationBar.scrollEdgeAppearance.largeTitleTextAttributes.font, navigationBar.compactAppearance.largeTitleTextAttributes.font in Appearance-configureAppearance-ios15.yaml",
                "ProfileViewController.swift:21: warning: navigationBar.barTintColor: cannot evaluate RemoteTheme.shared.barColor statically; fill in navigationBar.barTintColor in ProfileViewController-viewDidLoad.yaml",
            ])
        let (broken, _) = try imported("Broken")
        #expect(
            broken.messages.map(\.description) == [
                "Bad.swift:5: warning: does not parse as Swift; the file is not read (fix the syntax and import again)"
            ])
    }

    @Test func releasesAndPhones() throws {
        let (_, scenes) = try imported("Storefront", options: SceneOptions(releases: [18, 26]))
        #expect(
            scenes.map { "\($0.fileName) \($0.ios)" } == [
                "AppDelegate-application-ios18.yaml 18", "AppDelegate-application-ios26.yaml 26",
                "Appearance-configureAppearance-ios15-ios18.yaml 18",
                "Appearance-configureAppearance-ios15-ios26.yaml 26",
                "Appearance-configureAppearance-before-ios15.yaml 14",
                "ProfileViewController-viewDidLoad-ios18.yaml 18", "ProfileViewController-viewDidLoad-ios26.yaml 26",
                "ToolbarStyle-styleToolbar-ios18.yaml 18", "ToolbarStyle-styleToolbar-ios26.yaml 26",
            ])
        // The Info.plist's UIDesignRequiresCompatibility goes into the iOS 26 scenes.
        let ios26 = try #require(scenes.first { $0.fileName == "AppDelegate-application-ios26.yaml" })
        #expect(ios26.text.contains("infoPlist: {UIDesignRequiresCompatibility: true}  # Info.plist\n"))
        #expect(ios26.text.contains("device: iphone-16\n"))
        let ios14 = try #require(scenes.first { $0.ios == 14 })
        #expect(ios14.text.contains("device: iphone-12\n"))
    }

    /// Colours evaluated statically, in the spellings apps use.
    @Test func colourSpellings() {
        let cases: [(String, Bool, String)] = [
            (".systemPurple", false, "systemPurple"),
            ("UIColor.systemPurple", false, "systemPurple"),
            ("UIColor.purple", false, "#800080"),
            (".purple", true, "purple"),
            ("Color.purple", true, "purple"),
            ("Color.white", true, "#ffffff"),
            ("UIColor(red: 255/255.0, green: 149 / 255.0, blue: 0, alpha: 1)", false, "#ff9500"),
            ("UIColor(red: 0.5, green: 0.25 * 2, blue: 1 - 0.5, alpha: 0.5)", false, "#80808080"),
            ("UIColor(white: 0.96, alpha: 1)", false, "#f5f5f5"),
            ("UIColor(hex: \"#5E2A84\")", false, "#5e2a84"),
            ("UIColor(hexString: \"5e2a84\")", false, "#5e2a84"),
            ("UIColor(hex: \"#FFF\")", false, "#ffffff"),
            ("UIColor(hex: \"#5E2A84\", alpha: 0.5)", false, "#5e2a8480"),
            ("UIColor(hex: 0x5E2A84)", false, "#5e2a84"),
            ("UIColor(rgb: 0x5E2A84)", false, "#5e2a84"),
            ("Color(hex: 0x5E2A84)", true, "#5e2a84"),
            ("Color(hex: \"0x5E2A84\")", true, "#5e2a84"),
            ("UIColor(hexCode: \"#5E2A84CC\")", false, "#5e2a84cc"),
            (
                "UIColor.systemBlue.withAlphaComponent(0.5)", false,
                "unresolved: UIColor.systemBlue.withAlphaComponent(…) (a system colour with alpha)"
            ),
            ("UIColor.black.withAlphaComponent(0.5)", false, "#00000080"),
            ("Palette.brand", false, "#5e2a84"),
            (".brand", false, "#5e2a84"),
            ("brandPurple", false, "#5e2a84"),
            ("UIColor(named: \"Brand\")", false, "#5e2a84/#b49ad8"),
            ("Color(\"Brand\")", true, "#5e2a84/#b49ad8"),
            (
                "UIColor(named: \"Missing\")", false,
                "unresolved: UIColor(named: \"Missing\"): no colour set Missing in the asset catalogs read"
            ),
            ("RemoteTheme.shared.barColor", false, "unresolved: RemoteTheme.shared.barColor"),
            (
                "UIColor { $0.userInterfaceStyle == .dark ? .black : .white }", false,
                "unresolved: UIColor { $0.userInterfaceStyle == .dark ? .black : .white }"
            ),
        ]
        let declarations = """
            enum Palette { static let brand = UIColor(hex: "#5E2A84") }
            extension UIColor { static var brand: UIColor { UIColor(hex: "#5E2A84") } }
            let brandPurple = Palette.brand
            """
        let assets = ["Brand": ImportedColor("#5e2a84", dark: "#b49ad8")]
        for (expression, swiftUI, expected) in cases {
            #expect(
                Evaluator.colorText(expression, swiftUI: swiftUI, declarations: declarations, assets: assets)
                    == expected,
                "\(expression)")
        }
    }

    /// A colour set's components as Xcode writes them: 0–1 floats, 0–255 integers, hex bytes.
    @Test func colourSetComponents() throws {
        let dir = try temporaryFolder()
        func colorSet(_ components: String, dark: String? = nil) throws -> ImportedColor {
            var colors = "{\"color\": {\"components\": {\(components)}}, \"idiom\": \"universal\"}"
            if let dark {
                colors +=
                    ", {\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}], \"color\": {\"components\": {\(dark)}}, \"idiom\": \"universal\"}"
            }
            try "{\"colors\": [\(colors)]}".write(toFile: dir + "/Contents.json", atomically: true, encoding: .utf8)
            return try readColorSet(path: dir + "/Contents.json", shown: "Brand.colorset/Contents.json")
        }
        #expect(
            try colorSet(#""red": "0.369", "green": "0.165", "blue": "0.518", "alpha": "1.000""#)
                == ImportedColor("#5e2a84"))
        #expect(
            try colorSet(#""red": "94", "green": "42", "blue": "132", "alpha": "1.000""#) == ImportedColor("#5e2a84"))
        #expect(
            try colorSet(
                #""red": "0x5E", "green": "0x2A", "blue": "0x84", "alpha": "0.500""#,
                dark: #""red": 1, "green": 1, "blue": 1"#)
                == ImportedColor("#5e2a8480", dark: "#ffffff"))
        #expect {
            _ = try colorSet(#""red": "0.369", "green": "lots", "blue": "0.518""#)
        } throws: { error in
            (error as? ImportError)?.message
                == "Brand.colorset/Contents.json: colors[0].color.components.green: lots is not a component; write 0.0–1.0, 0–255 or 0xNN"
        }
        try "{\"colors\": [".write(toFile: dir + "/Contents.json", atomically: true, encoding: .utf8)
        #expect {
            _ = try readColorSet(path: dir + "/Contents.json", shown: "Brand.colorset/Contents.json")
        } throws: { error in
            (error as? ImportError)?.message
                == "Brand.colorset/Contents.json: not a JSON object; fix the file (Xcode writes {\"colors\": […]})"
        }
    }

    /// Bad input: a missing path, a malformed Info.plist, a link out of the folder.
    @Test func badInputIsNamed() throws {
        #expect {
            _ = try Importer.read(["/nonexistent/App"])
        } throws: { error in
            (error as? ImportError)?.message
                == "/nonexistent/App: no such file or folder; give the app's source folder (or a .swift file)"
        }
        let dir = try temporaryFolder()
        try "<plist><dict><key>UIDesignRequiresCompatibility</key><string>yes</string></dict></plist>".write(
            toFile: dir + "/Info.plist", atomically: true, encoding: .utf8)
        #expect {
            _ = try Importer.read([dir])
        } throws: { error in
            (error as? ImportError)?.message
                == "Info.plist: UIDesignRequiresCompatibility must be a Boolean (<true/> or <false/>)"
        }
        try "<plist><dict>".write(toFile: dir + "/Info.plist", atomically: true, encoding: .utf8)
        #expect {
            _ = try Importer.read([dir])
        } throws: { error in
            (error as? ImportError)?.message.hasPrefix("Info.plist: not a property list (") == true
        }
        try FileManager.default.removeItem(atPath: dir + "/Info.plist")
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/Outside.swift", withDestinationPath: apps + "/Broken/Good.swift")
        let result = try Importer.read([dir])
        #expect(result.configurations.isEmpty)
        #expect(result.messages.count == 1)
        #expect(
            result.messages.first?.description.hasPrefix("Outside.swift: warning: a link to ") == true
                && result.messages.first?.description.hasSuffix(
                    "outside the folder read; not read (copy the file into the folder to import it)") == true
        )
    }

    /// Image sets, high-contrast colours, tab bar items and the status bar: what is read, and
    /// each thing that is not, warned with its file:line and the key to fill in.
    @Test func tabsAndStatusBarMessages() throws {
        let (tabs, _) = try imported("Tabs")
        #expect(
            tabs.messages.map(\.description) == [
                "Assets.xcassets/Stars.imageset/Contents.json: warning: images[1].filename stars@3x.png is not in the set; add the file or remove the entry",
                "SettingsViewController.swift:6: warning: not imported: SettingsViewController's tabBarItem (no tab bar controller's viewControllers = […] read lists SettingsViewController; add the item to a scene's tabBar.items by hand)",
                "HomeViewController.swift:23: warning: navigationItem.standardAppearance.backgroundImage: cannot evaluate UIImage(named: \"Logo\"): Assets.xcassets/Logo.imageset has only logo.pdf, which a scene does not draw (add a PNG to the set, or give {path: file.png}) statically; fill in navigationItem.standardAppearance.backgroundImage, navigationItem.scrollEdgeAppearance.backgroundImage in HomeViewController-viewDidLoad.yaml",
                "HomeViewController.swift:18: warning: not imported: the image's own colours (UIImage(named: \"Compose\") is drawn as a template: a scene tints a bar button item's image) (BarScope does not read it from code; add it to HomeViewController-viewDidLoad.yaml by hand)",
                "MainTabBarController.swift:19: warning: tabBar.items[4]: cannot evaluate a controller with no tabBarItem found (its title and image) statically; fill in tabBar.items[4] in MainTabBarController-viewDidLoad.yaml",
            ])
        let (statusBar, scenes) = try imported("StatusBar")
        #expect(
            statusBar.messages.map(\.description) == [
                "NewsViewController.swift:4: warning: NewsViewController.preferredStatusBarStyle is ignored: Info.plist sets UIViewControllerBasedStatusBarAppearance to NO, so the app's UIStatusBarStyle is drawn (remove the key to let controllers choose)"
            ])
        // darkContent arrives with iOS 13: an iOS 12 scene of a controller asking for it draws default.
        #expect(
            scenes[0].text.contains(
                "statusBar: {style: lightContent}  # Info.plist UIViewControllerBasedStatusBarAppearance NO, UIStatusBarStyle\n"
            ))
        var plist = InfoPlistSettings()
        plist.viewControllerBasedStatusBar = (false, "Info.plist")
        plist.statusBarStyle = ("darkContent", "Info.plist")
        #expect(
            plist.statusBarLine(ios: 12)
                == "statusBar: {style: default}  # Info.plist UIViewControllerBasedStatusBarAppearance NO, UIStatusBarStyle"
        )
        #expect(
            plist.statusBarLine(ios: 13)
                == "statusBar: {style: darkContent}  # Info.plist UIViewControllerBasedStatusBarAppearance NO, UIStatusBarStyle"
        )
        plist.viewControllerBasedStatusBar = (true, "Info.plist")
        #expect(plist.statusBarLine(ios: 13) == nil)
    }

    /// A colour set's four values: light, dark, and each under Increase Contrast; a mode without
    /// a high-contrast value of its own falls back to its plain value.
    @Test func highContrastColourSets() throws {
        let ink = try readColorSet(
            path: apps + "/Tabs/Assets.xcassets/Ink.colorset/Contents.json", shown: "Ink.colorset/Contents.json")
        #expect(ink == ImportedColor("#1c3d5a", dark: "#2e5e8a", highContrast: "#0b2236", darkHighContrast: "#102b45"))
        #expect(
            [(false, false), (true, false), (false, true), (true, true)].map { ink.value(dark: $0, highContrast: $1) }
                == ["#1c3d5a", "#2e5e8a", "#0b2236", "#102b45"])
        let lightOnly = ImportedColor("#1c3d5a", dark: "#2e5e8a", highContrast: "#0b2236")
        #expect(lightOnly.value(dark: true, highContrast: true) == "#2e5e8a")
        #expect(!ImportedColor("#1c3d5a", dark: "#2e5e8a").hasHighContrastValues)
    }

    /// Image sets: the largest scale's PNG, its scale for an item's image; a set of PDFs only, a
    /// missing set, a symbol as a bar's background: unresolved, each saying why.
    @Test func imageSets() throws {
        var index = ModuleIndex()
        for name in ["TabInbox", "Compose", "Logo"] {
            index.assetImages[name] =
                try readImageSet(
                    path: apps + "/Tabs/Assets.xcassets/\(name).imageset/Contents.json",
                    shown: "\(name).imageset/Contents.json", root: nil
                ).0
        }
        func image(_ source: String, symbols: Bool = true) -> String {
            Evaluator.imageText(source, symbols: symbols, index: index, folder: apps + "/Tabs")
        }
        #expect(
            image("UIImage(named: \"TabInbox\")")
                == #"{path: "Assets.xcassets/TabInbox.imageset/inbox@3x.png", scale: 3}"#)
        #expect(
            image("UIImage(named: \"TabInbox\")", symbols: false)
                == #"{path: "Assets.xcassets/TabInbox.imageset/inbox@3x.png"}"#)
        #expect(
            image("UIImage(named: \"Compose\")")
                == #"{path: "Assets.xcassets/Compose.imageset/compose@3x.png", scale: 3} original"#)
        #expect(
            image("UIImage(named: \"TabInbox\")!.withRenderingMode(.alwaysOriginal)")
                == #"{path: "Assets.xcassets/TabInbox.imageset/inbox@3x.png", scale: 3} original"#)
        #expect(image("UIImage(systemName: \"gear\")") == #"{systemName: "gear"}"#)
        #expect(
            image("UIImage(systemName: \"gear\")", symbols: false)
                == #"unresolved: UIImage(systemName: "gear") (a symbol as a bar's image: give {path: file.png})"#)
        #expect(
            image("UIImage(named: \"Logo\")")
                == #"unresolved: UIImage(named: "Logo"): Logo.imageset has only logo.pdf, which a scene does not draw (add a PNG to the set, or give {path: file.png})"#
        )
        #expect(
            image("UIImage(named: \"Missing\")")
                == #"unresolved: UIImage(named: "Missing"): no image set Missing in the asset catalogs read"#)
        #expect(image("UIImage()") == "{empty: true}")
    }

    /// Bad image sets and Info.plist values are errors naming the file, the key and the fix.
    @Test func badImageSetsAndStatusBarKeys() throws {
        let dir = try temporaryFolder()
        let set = dir + "/Assets.xcassets/Logo.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        func refused(_ json: String) throws -> String? {
            try json.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
            do {
                _ = try Importer.read([dir])
                return nil
            } catch {
                return error.message
            }
        }
        #expect(
            try refused("{\"images\": [")
                == "Assets.xcassets/Logo.imageset/Contents.json: not a JSON object; fix the file (Xcode writes {\"images\": […]})"
        )
        #expect(
            try refused("{\"info\": {}}")
                == "Assets.xcassets/Logo.imageset/Contents.json: no \"images\" list; an image set's Contents.json has one"
        )
        #expect(
            try refused("{\"images\": [{\"filename\": \"logo.png\", \"scale\": \"4x\"}]}")
                == "Assets.xcassets/Logo.imageset/Contents.json: images[0].scale must be 1x, 2x or 3x")
        #expect(
            try refused("{\"images\": [{\"filename\": \"sub/secret.png\"}]}")
                == "Assets.xcassets/Logo.imageset/Contents.json: images[0].filename must be a file name in the set, such as logo@2x.png"
        )
        // A PNG in the set that is a link out of the folder read is not read.
        try FileManager.default.createSymbolicLink(
            atPath: set + "/logo.png", withDestinationPath: apps + "/Tabs/Assets.xcassets/TabInbox.imageset/inbox.png")
        #expect(try refused("{\"images\": [{\"filename\": \"logo.png\", \"scale\": \"1x\"}]}") == nil)
        let linked = try Importer.read([dir])
        #expect(linked.messages.count == 1)
        #expect(
            linked.messages.first?.description.hasPrefix(
                "Assets.xcassets/Logo.imageset/Contents.json: warning: images[0].filename logo.png is a link to ")
                == true)
        try FileManager.default.removeItem(atPath: dir + "/Assets.xcassets")
        try "<plist><dict><key>UIStatusBarStyle</key><string>Bright</string></dict></plist>".write(
            toFile: dir + "/Info.plist", atomically: true, encoding: .utf8)
        #expect {
            _ = try Importer.read([dir])
        } throws: { error in
            (error as? ImportError)?.message
                == "Info.plist: UIStatusBarStyle must be UIStatusBarStyleDefault, UIStatusBarStyleLightContent or UIStatusBarStyleDarkContent"
        }
        try "<plist><dict><key>UIViewControllerBasedStatusBarAppearance</key><string>NO</string></dict></plist>".write(
            toFile: dir + "/Info.plist", atomically: true, encoding: .utf8)
        #expect {
            _ = try Importer.read([dir])
        } throws: { error in
            (error as? ImportError)?.message
                == "Info.plist: UIViewControllerBasedStatusBarAppearance must be a Boolean (<true/> or <false/>)"
        }
    }
}
