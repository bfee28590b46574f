import Foundation
import Testing
import TestSupport

/// The repository stands alone: nothing in it reads outside it, and a clone of it builds and runs.
@Suite struct StandaloneTests {
    /// Every text file under Sources, Tests, scripts and .ci, scanned for paths that leave the
    /// package: `../` out of the root (scripts may step up from their own folder with
    /// `$(dirname "$0")/..`, which lands on the root), and the workspace's folders around it.
    @Test func nothingReadsOutsideTheRepository() throws {
        // Assembled from parts, so that the repository holds none of the paths it looks for.
        let up = "..", shared = "shared"
        let forbidden = [
            up + "/" + shared, shared + "/seeds", shared + "/SPEC", shared + "/pngsuite", "/wo" + "rk/",
            up + "/" + up + "/" + up + "/",
        ]
        var offenders: [String] = [], scanned = 0
        for folder in ["Sources", "Tests", "scripts", ".ci"] {
            guard let walker = FileManager.default.enumerator(atPath: packageRoot + "/" + folder) else { continue }
            for case let name as String in walker {
                let path = packageRoot + "/" + folder + "/" + name
                guard !name.hasSuffix(".png"), !name.hasSuffix(".otf"), !name.hasSuffix(".ttf"),
                    !name.contains("Fixtures/"),
                    let text = try? String(contentsOfFile: path, encoding: .utf8)
                else { continue }
                scanned += 1
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    // This file names the patterns it looks for.
                    if name == "CLITests/StandaloneTests.swift" { break }
                    let escapes = forbidden.contains { line.contains($0) }
                    // A string literal starting "../" in Swift: relative to the working folder,
                    // which is the package root, so it leaves the package.
                    let swiftEscape = name.hasSuffix(".swift") && line.contains("\"../")
                    let scriptEscape =
                        !name.hasSuffix(".swift") && line.contains("../") && !line.contains("$(dirname \"$0\")/..")
                    if escapes || swiftEscape || scriptEscape {
                        offenders.append(
                            "\(folder)/\(name):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(scanned > 150 && offenders.isEmpty, "\(scanned) files; \(offenders.joined(separator: "\n"))")
    }

    /// The committed repository, cloned into a temporary folder, builds the `barscope` of the
    /// quick start and renders the gallery there, every reading passing. A slow test
    /// (``TestSupport/slowTestsEnabled``): CI runs it, so a file missing from git fails there.
    @Test(.enabled(if: slowTestsEnabled, "set BARSCOPE_SLOW=1 to build a fresh clone"))
    func aFreshCloneBuildsAndRunsTheQuickStart() throws {
        let git = try #require(
            executable(["/usr/bin/git", "/opt/homebrew/bin/git", "/usr/local/bin/git"]), "git is needed")
        let swift = try #require(
            executable(["/opt/swift/usr/bin/swift", "/usr/bin/swift", "/usr/local/bin/swift"]) ?? which("swift"),
            "swift is needed")
        let dir = try scratch()
        let clone = try tool(git, ["clone", "--quiet", "--local", packageRoot, dir + "/clone"])
        #expect(clone.status == 0, "\(clone.stderr)")
        let build = try tool(swift, ["build", "--package-path", dir + "/clone", "--product", "barscope"])
        #expect(build.status == 0, "\(build.stdout.suffix(2000))\(build.stderr.suffix(2000))")
        let binary = dir + "/clone/.build/debug/barscope"
        let gallery = try tool(binary, ["gallery", "-o", dir + "/gallery", "--png", "fast"])
        #expect(gallery.status == 0 && gallery.stdout.hasSuffix(" passed, 0 failed\n"), "\(gallery.stdout.suffix(500))")
    }
}

/// A program on PATH.
func which(_ name: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
