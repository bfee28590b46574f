import Foundation
import TestSupport
import Testing

@testable import BarImport

@Suite struct LintTests {
    func findings(_ app: String) throws -> [String] {
        Linter.findings(try Importer.read([apps + "/" + app])).map(\.line)
    }

    /// The iOS 15 trap: a standardAppearance without a scrollEdgeAppearance, named by its line;
    /// barTintColor alone; a title that cannot be read; a tint iOS 26 does not draw.
    @Test func theScrollEdgeTrapIsFound() throws {
        #expect(
            try findings("ScrollEdgeTrap") == [
                "SceneDelegate.swift:11: warning: iOS 15 and later: navigationBar.standardAppearance is set but not scrollEdgeAppearance: at the scroll edge (a list at its top, under a large title) the bar is transparent and its background is not drawn; the title's #ffffff is then drawn over the white content. Fix: assign the same appearance to navigationBar.scrollEdgeAppearance (and compactScrollEdgeAppearance). [scroll-edge-appearance]",
                "SettingsViewController.swift:7: warning: iOS 15 and later: navigationBar.barTintColor alone: UIKit maps it onto the standard appearance only, so at the scroll edge the bar is transparent. Fix: set a UINavigationBarAppearance with configureWithOpaqueBackground() and backgroundColor, and assign it to standardAppearance and scrollEdgeAppearance. [legacy-bar-tint]",
                "SettingsViewController.swift:8: error: iOS 13 and later: the navigationBar title #cccccc on the bar's #f2f2f7 has a contrast ratio of 1.44:1 in light and dark mode (WCAG asks 4.5:1 for text this size). Fix: choose a title colour or a background with at least 4.5:1 between them in both modes. [title-contrast]",
                "SettingsViewController.swift:9: warning: iOS 26 and later: navigationBar.tintColor does not colour bar buttons on Liquid Glass: iOS 26 draws them in labelColor. Fix: set the item's own tintColor, the colour on an appearance's buttonAppearance, or give the item style: prominent (filled with the tint). [glass-tint]",
            ])
    }

    /// An app that sets both slots (and the iOS 14 branch's barTintColor, which runs before the
    /// trap exists) has no scroll-edge finding; its Info.plist key and its tints do.
    @Test func theStorefrontFindings() throws {
        #expect(
            try findings("Storefront") == [
                "Appearance.swift:24: warning: iOS 26 and later: navigationBar.tintColor does not colour bar buttons on Liquid Glass: iOS 26 draws them in labelColor. Fix: set the item's own tintColor, the colour on an appearance's buttonAppearance, or give the item style: prominent (filled with the tint). [glass-tint]",
                "Info.plist:7: warning: iOS 27 and later: UIDesignRequiresCompatibility keeps iOS 18's bars on iOS 26, but iOS 27 ignores it and draws Liquid Glass. Fix: adopt the new design: render your scenes at ios: 26 without the key (barscope import --ios 26) and fix what changes. [design-requires-compatibility]",
                "ProfileViewController.swift:20: warning: iOS 26 and later: navigationBar.tintColor does not colour bar buttons on Liquid Glass: iOS 26 draws them in labelColor. Fix: set the item's own tintColor, the colour on an appearance's buttonAppearance, or give the item style: prominent (filled with the tint). [glass-tint]",
            ])
    }

    /// SwiftUI's traps: a background without .visible, a colour scheme without a visible
    /// background, the asset colour's dark value too light for the white title.
    @Test func theSwiftUITrapsAreFound() throws {
        #expect(
            try findings("Orders") == [
                "OrdersApp.swift:17: error: iOS 16 and later: the navigation title #ffffff on the bar's #b49ad8 has a contrast ratio of 2.45:1 in dark mode (WCAG asks 4.5:1 for text this size). Fix: choose a title colour or a background with at least 4.5:1 between them in both modes. [title-contrast]",
                "OrdersApp.swift:23: warning: iOS 26 and later: tint(_:) does not colour bar buttons on Liquid Glass: iOS 26 draws them in labelColor. Fix: tint the button itself (.tint on the ToolbarItem's Button), or use .buttonStyle(.borderedProminent). [glass-tint]",
                "OrdersList.swift:10: warning: iOS 16 and later: toolbarBackground(_:for: .navigationBar) without .visible: the style is drawn only once content scrolls under the bar, not at the scroll edge. Fix: add .toolbarBackground(.visible, for: .navigationBar) (iOS 18: .toolbarBackgroundVisibility(.visible, for: .navigationBar)). [toolbar-background-not-visible]",
                "OrdersList.swift:11: warning: iOS 16 and later: toolbarColorScheme(_:for: .navigationBar) without a visible background: where the background is not shown (at the scroll edge) the bar keeps the app's colour scheme. Fix: add .toolbarBackground(.visible, for: .navigationBar). [color-scheme-without-background]",
            ])
    }

    /// A transparent standard appearance loses nothing at the scroll edge, and a barTintColor
    /// beside an appearance is not drawn: neither is a finding.
    @Test func whatIsNotATrap() throws {
        #expect(try findings("Idioms") == [])
        #expect(try findings("Tabs") == [])
    }

    /// A red bar's white title, in both slots: each slot's line.
    @Test func theStatusBarAppsFindings() throws {
        #expect(
            try findings("StatusBar") == [
                "NewsViewController.swift:14: error: iOS 13 and later: the navigationBar.standardAppearance title #ffffff on the bar's #ff453a has a contrast ratio of 3.41:1 in light and dark mode (WCAG asks 4.5:1 for text this size). Fix: choose a title colour or a background with at least 4.5:1 between them in both modes. [title-contrast]",
                "NewsViewController.swift:14: error: iOS 13 and later: the navigationBar.scrollEdgeAppearance title #ffffff on the bar's #ff453a has a contrast ratio of 3.41:1 in light and dark mode (WCAG asks 4.5:1 for text this size). Fix: choose a title colour or a background with at least 4.5:1 between them in both modes. [title-contrast]",
            ])
    }

    /// WCAG 2.x's ratio: black on white 21:1, white on white 1:1, #767676 on white just 4.5:1.
    @Test func contrastRatio() {
        #expect(abs(Linter.contrastRatio(.init(r: 0, g: 0, b: 0), .init(r: 255, g: 255, b: 255)) - 21) < 0.001)
        #expect(Linter.contrastRatio(.init(r: 255, g: 255, b: 255), .init(r: 255, g: 255, b: 255)) == 1)
        #expect(
            abs(Linter.contrastRatio(.init(r: 0x76, g: 0x76, b: 0x76), .init(r: 255, g: 255, b: 255)) - 4.54) < 0.01)
    }

    /// The SARIF output validates against the SARIF 2.1.0 schema (OASIS's, committed in
    /// Tests/Fixtures/SARIF with its licence) with Python's jsonschema, which scripts/setup
    /// installs: a missing validator fails the test, it does not skip it.
    @Test(arguments: ["ScrollEdgeTrap", "Orders", "Storefront"])
    func sarifValidatesAgainstTheSchema(app: String) throws {
        let result = try Importer.read([apps + "/" + app])
        let sarif = LintOutput.sarif(Linter.findings(result), paths: result.paths)
        let dir = try temporaryFolder()
        try sarif.write(toFile: dir + "/lint.sarif", atomically: true, encoding: .utf8)
        let script = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            jsonschema.Draft4Validator.check_schema(schema)
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=str)
            for error in errors: print(error.message, list(error.path))
            assert len(log["runs"][0]["results"]) > 0
            sys.exit(1 if errors else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", script, packageRoot + "/Tests/Fixtures/SARIF/sarif-schema-2.1.0.json", dir + "/lint.sarif",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0, "SARIF validation (python3 with jsonschema; run scripts/setup):\n\(output)")
        // Each result points at its file and line, relative to the folder lint was given.
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == Linter.findings(result).count)
    }

    @Test func jsonOutput() throws {
        let result = try Importer.read([apps + "/ScrollEdgeTrap"])
        let json = LintOutput.json(Linter.findings(result), paths: result.paths)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(
            findings.map { "\($0["line"]!) \($0["rule"]!) \($0["level"]!)" } == [
                "11 scroll-edge-appearance warning", "7 legacy-bar-tint warning", "8 title-contrast error",
                "9 glass-tint warning",
            ])
        #expect(
            (findings.first?["file"] as? String)?.hasSuffix("Tests/Fixtures/Apps/ScrollEdgeTrap/SceneDelegate.swift")
                == true)
    }
}
