import Foundation
import TestSupport
import Testing

/// `barscope import` and `barscope lint`, through the `barscope` binary (which runs
/// `barscope-import` beside it).
@Suite struct ImportCommandTests {
    let apps = packageRoot + "/Tests/Fixtures/Apps"

    @Test func importWritesTheScenesAndTheTable() throws {
        let out = try scratch() + "/scenes"
        let run = try barscope(["import", apps + "/ScrollEdgeTrap", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("scene "))
        #expect(run.stdout.contains("\nSceneDelegate-scene.yaml                      SceneDelegate.swift:6  "))
        #expect(run.stdout.hasSuffix("wrote 3 scenes to \(out)\n"))
        let written = try FileManager.default.contentsOfDirectory(atPath: out).filter { !$0.hasPrefix(".") }.sorted()
        #expect(
            written == [
                "SceneDelegate-scene.yaml", "SettingsViewController-viewDidLoad-dark.yaml",
                "SettingsViewController-viewDidLoad.yaml",
            ])
        let expected = try String(
            contentsOfFile: apps + "/Expected/ScrollEdgeTrap/SceneDelegate-scene.yaml", encoding: .utf8)
        #expect(try String(contentsOfFile: out + "/SceneDelegate-scene.yaml", encoding: .utf8) == expected)
        // Each scene renders.
        let render = try barscope(["render", out + "/SceneDelegate-scene.yaml", "-o", out + "/../trap.png"])
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test func aFolderThatHoldsFilesIsRefusedUnlessForced() throws {
        let out = try scratch()
        try "mine".write(toFile: out + "/notes.txt", atomically: true, encoding: .utf8)
        let refused = try barscope(["import", apps + "/ScrollEdgeTrap", "-o", out])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "barscope: error: -o \(out): the folder is not empty; name a new folder, or add --force to replace the scenes of the same names\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["notes.txt"])
        let forced = try barscope(["import", apps + "/ScrollEdgeTrap", "-o", out, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).count == 4)
        #expect(try String(contentsOfFile: out + "/notes.txt", encoding: .utf8) == "mine")
    }

    @Test func badInputWritesNothing() throws {
        let app = try scratch()
        try "<plist><dict>".write(toFile: app + "/Info.plist", atomically: true, encoding: .utf8)
        try "import UIKit\nfunc f() { UINavigationBar.appearance().tintColor = .red }\n".write(
            toFile: app + "/A.swift", atomically: true, encoding: .utf8)
        let out = try scratch() + "/scenes"
        let run = try barscope(["import", app, "-o", out])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("barscope: error: Info.plist: not a property list ("))
        #expect(!FileManager.default.fileExists(atPath: out))
        let missing = try barscope(["lint", "/nonexistent/App"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "barscope: error: /nonexistent/App: no such file or folder; give the app's source folder (or a .swift file)\n"
        )
    }

    /// `--render DIR`: the trap before and after its fix, one PNG (before above after) and both
    /// scenes per fixable finding; the before strip's bar is transparent, the after strip's
    /// indigo.
    @Test func lintRendersBeforeAndAfter() throws {
        let out = try scratch() + "/fixes"
        let run = try barscope(["lint", apps + "/ScrollEdgeTrap", "--render", out])
        #expect(run.status == 1)
        #expect(run.stderr == "barscope: wrote 2 before/after images to \(out)\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: out).filter { !$0.hasPrefix(".") }.sorted()
        #expect(
            written == [
                "SceneDelegate-scene-scroll-edge-appearance-after.yaml",
                "SceneDelegate-scene-scroll-edge-appearance-before.yaml",
                "SceneDelegate-scene-scroll-edge-appearance.png",
                "SettingsViewController-viewDidLoad-legacy-bar-tint-after.yaml",
                "SettingsViewController-viewDidLoad-legacy-bar-tint-before.yaml",
                "SettingsViewController-viewDidLoad-legacy-bar-tint.png",
            ])
        let png = out + "/SceneDelegate-scene-scroll-edge-appearance.png"
        // A labelled sheet (BarChecks' ContactSheet) of two strips on iOS 15's iPhone 13 at @3x:
        // before (the bar transparent at the scroll edge, its white title on the white list),
        // after (the indigo bar), on the sheet's systemGray5.
        #expect(try barscope(["pick", png, "5", "5"]).stdout == "#e5e5ea\n")
        #expect(try barscope(["pick", png, "60", "200"]).stdout == "#ffffff\n")
        #expect(try barscope(["pick", png, "60", "750"]).stdout == "#5856d6\n")
        let before = try String(
            contentsOfFile: out + "/SceneDelegate-scene-scroll-edge-appearance-before.yaml", encoding: .utf8)
        #expect(before.contains("\nios: 15\ndevice: iphone-13\n"))
    }

    /// `import --render`: one labelled sheet per configuration, beside its scenes, rows the
    /// releases (a branch's clamped to it) and columns the modes.
    @Test func importRendersOneSheetPerConfiguration() throws {
        let out = try scratch() + "/scenes"
        let run = try barscope(["import", apps + "/Tabs", "-o", out, "--render", "--render-ios", "15,26"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("wrote 8 scenes and 2 sheets to \(out)\n"))
        let sheets = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.sorted()
        #expect(sheets == ["HomeViewController-viewDidLoad-sheet.png", "MainTabBarController-viewDidLoad-sheet.png"])
        let sheet = out + "/HomeViewController-viewDidLoad-sheet.png"
        // Light then dark across: the Ink colour set's light and dark values.
        #expect(try barscope(["pick", sheet, "100", "160"]).stdout == "#1c3d5a\n")
        #expect(try barscope(["pick", sheet, "1300", "160"]).stdout == "#2e5e8a\n")
        let refused = try barscope(["import", apps + "/Tabs", "-o", out + "2", "--render-modes", "sepia"])
        #expect(refused.status == 2)
        #expect(refused.stderr == "barscope: error: --render-modes chooses --render's sheets; add --render\n")
        let badMode = try barscope(["import", apps + "/Tabs", "-o", out + "2", "--render", "--render-modes", "sepia"])
        #expect(
            badMode.stderr == "barscope: error: --render-modes: sepia is not a mode; give light, dark or light,dark\n")
        #expect(!FileManager.default.fileExists(atPath: out + "2"))
    }

    /// Exit 1 at or above --fail-on: ScrollEdgeTrap has an error; Storefront only warnings.
    @Test func lintFailsOnTheLevelAsked() throws {
        #expect(try barscope(["lint", apps + "/ScrollEdgeTrap"]).status == 1)
        let storefront = try barscope(["lint", apps + "/Storefront"])
        #expect(storefront.status == 0)
        #expect(storefront.stdout.hasSuffix("3 warnings\n"))
        #expect(try barscope(["lint", apps + "/Storefront", "--fail-on", "warning"]).status == 1)
        #expect(try barscope(["lint", apps + "/Broken", "--fail-on", "note"]).status == 1)
        let sarif = try barscope(["lint", apps + "/Orders", "--format", "sarif"])
        #expect(sarif.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        let bad = try barscope(["lint", apps + "/Orders", "--fail-on", "fatal"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "barscope: error: --fail-on: fatal is not a level; use error, warning or note\n")
    }
}
