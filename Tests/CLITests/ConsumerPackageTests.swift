import Foundation
import Testing
import TestSupport

/// A package that depends on BarScope as docs/goldens.md says builds, and its golden tests
/// behave as documented: the first run records and fails, the next passes, and SwiftPM has
/// nothing to warn about once the goldens exist.
@Suite struct ConsumerPackageTests {
    /// A slow test (``TestSupport/slowTestsEnabled``): it builds BarScope from nothing twice.
    @Test(.enabled(if: slowTestsEnabled, "set BARSCOPE_SLOW=1 to build the consumer package"))
    func aPackageUsingBarScopeTestingBuildsAndGuardsItsBar() throws {
        let swift = try #require(
            executable(["/opt/swift/usr/bin/swift", "/usr/bin/swift", "/usr/local/bin/swift"]) ?? which("swift"),
            "swift is needed")
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // BarScope beside the app as ../BarScope: a path dependency's identity is its folder's name.
        let library = dir + "/BarScope"
        try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/" + item, toPath: library + "/" + item)
        }
        let app = dir + "/App"
        try FileManager.default.copyItem(atPath: packageRoot + "/Tests/Fixtures/Consumer", toPath: app)
        let clean = ["BARSCOPE_RECORD": "missing", "BARSCOPE_ARTIFACTS": dir + "/artifacts"]

        let first = try tool(swift, ["test", "--package-path", app], environment: clean)
        #expect(first.status != 0, "the first run records and fails: \(first.stdout.suffix(1500))")
        #expect(
            first.stdout.contains("golden \"brand-bar\" recorded: no golden existed; recorded"),
            "\(first.stdout.suffix(3000))\(first.stderr.suffix(1500))")
        // Before any golden exists, SwiftPM warns about the exclude, as docs/goldens.md says.
        #expect((first.stdout + first.stderr).contains("Invalid Exclude"), "\(first.stderr.suffix(1500))")
        let golden = app + "/Tests/AppTests/__Goldens__/BrandBarTests/brand-bar.png"
        #expect(FileManager.default.fileExists(atPath: golden))
        #expect(
            FileManager.default.fileExists(
                atPath: app + "/Tests/AppTests/__Goldens__/BrandBarTests/brand-bar-ios17.png"))

        let second = try tool(
            swift, ["test", "--package-path", app], environment: clean.merging(["BARSCOPE_RECORD": "never"]) { $1 })
        #expect(second.status == 0, "\(second.stdout.suffix(3000))\(second.stderr.suffix(1500))")
        // A test target importing SwiftUI's names (stand-ins) beside BarScopeTesting compiles and
        // passes: no name is declared twice.
        #expect(
            second.stdout.contains("Test swiftUINamesAndBarScopeLiveTogether() passed"), "\(second.stdout.suffix(2000))"
        )
        // With the goldens recorded, the exclude names a folder that exists: no warning about it
        // or about unhandled PNGs.
        let warnings = (second.stdout + second.stderr).split(separator: "\n").filter {
            $0.contains("warning:") && ($0.contains("__Goldens__") || $0.contains("unhandled"))
        }
        #expect(warnings.isEmpty, "\(warnings)")

        // The recorded golden is the bar the same scene renders through the CLI.
        try write(
            "ios: 12\ndevice: iphone-8\ncontent: {list: {}}\nnavigationBar: {barTintColor: \"#ff2d55\", translucent: false}\nregion: navigationBar\n",
            dir + "/bar.yaml")
        let render = try barscope(["render", dir + "/bar.yaml", "-o", dir + "/bar.png", "--png", "small"])
        #expect(render.status == 0, "\(render.stderr)")
        let diff = try barscope(["diff", golden, dir + "/bar.png"])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    }
}
