import Foundation
import Testing
import TestSupport

@testable import BarChecks
import Raster
@testable import RasterPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 24's defects (hardening, round three), each reproduced through the built binary. The
/// numbers are the items.
@Suite struct HardeningRound3Tests {
    static let scene = "ios: 10\ndevice: iphone-se\ncontent: {color: \"#ffffff\"}\nregion: bars\n"
    static let head = "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\n"

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// A goldens folder holding `names`, each scene recorded.
    func suite(_ names: [String] = ["s"], at dir: String) throws { try recordedSuite(names, of: Self.scene, at: dir) }

    // 1. `verify A --artifacts B` deleted B's goldens on a passing run.
    @Test func anArtifactsFolderHoldingAnotherSuiteIsRefusedAndKept() throws {
        let root = try scratch()
        try suite(at: root + "/A")
        try suite(at: root + "/B")
        let golden = bytes(root + "/B/s.png")
        let run = try barscope("verify", root + "/A", "--record", "never", "--artifacts", root + "/B")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "barscope: error: the artifacts folder \(root)/B holds scene files (\(root)/B/s.yaml), which BarScope did not write there; give an empty or new folder, such as .build/barscope-artifacts, or move those files away\n"
        )
        #expect(bytes(root + "/B/s.png") == golden && bytes(root + "/B/s.yaml") != nil)
        // PNGs alone (goldens kept apart from their scenes, screenshots): refused too.
        try FileManager.default.removeItem(atPath: root + "/B/s.yaml")
        let pictures = try barscope("verify", root + "/A", "--record", "never", "--artifacts", root + "/B")
        #expect(pictures.status == 2)
        #expect(
            pictures.stderr
                == "barscope: error: the artifacts folder \(root)/B holds PNGs BarScope did not write there (\(root)/B/s.png); give an empty or new folder, such as .build/barscope-artifacts, or move those files away\n"
        )
        #expect(bytes(root + "/B/s.png") == golden)
    }

    /// 1 and 18: only marked files are evidence; a failure's artifacts are named so that no two
    /// scenes share a file (`x` and `x.diff` both had `x.diff.png`).
    @Test func artifactsAreMarkedAndCannotCollide() throws {
        let root = try scratch()
        try suite(["x", "x.diff"], at: root + "/G")
        try write(Self.scene.replacingOccurrences(of: "#ffffff", with: "#ff0000"), root + "/G/x.yaml")
        try write(Self.scene.replacingOccurrences(of: "#ffffff", with: "#00ff00"), root + "/G/x.diff.yaml")
        let art = root + "/art"
        let run = try barscope("verify", root + "/G", "--record", "never", "--artifacts", art)
        #expect(run.status == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: art).sorted()
        #expect(names == ["x.actual.png", "x.diff.actual.png", "x.diff.diff.png", "x.diff.png"])
        for name in names { #expect(Artifacts.isMarked(art + "/" + name), "\(name) carries the mark") }
        try expectPngcheckAccepts(names.map { art + "/" + $0 })
        // Each actual image is its own scene's render: they differ.
        #expect(bytes(art + "/x.actual.png") != bytes(art + "/x.diff.actual.png"))
        // Fixed again: a passing run removes its own stale evidence and nothing else.
        try write(Self.scene, root + "/G/x.yaml")
        try write(Self.scene, root + "/G/x.diff.yaml")
        try write("notes", art + "/notes.txt")
        let pass = try barscope("verify", root + "/G", "--record", "never", "--artifacts", art)
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: art) == ["notes.txt"])
    }

    /// 1: a single check never removes or replaces a file that it did not write.
    @Test func aFileAtAnArtifactsPathThatBarScopeDidNotWriteIsLeftAlone() throws {
        let dir = try scratch()
        let image = try Image(width: 2, height: 2, fill: RGBA8.white.premultiplied)
        let black = try Image(width: 2, height: 2, fill: RGBA8.black.premultiplied)
        let foreign = try PNGEncoder.encode(black)
        try Data(foreign).write(to: URL(fileURLWithPath: dir + "/s.actual.png"))
        try PNGEncoder.write(black, to: dir + "/s.png")
        let result = Goldens.check(
            image, golden: dir + "/s.png", name: "s", artifactBase: dir + "/s", options: GoldenOptions(record: .never))
        #expect(result.status == .failed)
        #expect(
            result.detail.hasSuffix(
                "; artifacts not written: \(dir)/s.actual.png: is not an artifact BarScope wrote, so it is left as it is; move it away or use another artifacts folder"
            ))
        #expect(bytes(dir + "/s.actual.png") == Data(foreign))
    }

    // 2. A name the CLI derives from a path: a scene file named `.yaml` would write a hidden
    // `.png` into the output folder.
    @Test func aRenderNameDerivedFromAPathIsChecked() throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/.yaml")
        try write(Self.scene, dir + "/s.yaml")
        let run = try barscope("render", dir + "/.yaml", dir + "/s.yaml", "-o", dir + "/out")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "barscope: error: \(dir)/.yaml: the PNG's name \"\" is empty; give it a name, such as \"title-bar\"; rename the scene file\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    // 3. An output equal to an input destroyed the input.
    @Test func anOutputThatIsAnInputIsRefused() throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/s.yaml")
        let scene = bytes(dir + "/s.yaml")
        let same = try barscope("render", dir + "/s.yaml", "-o", dir + "/s.yaml")
        #expect(
            same.status == 2
                && same.stderr
                    == "barscope: error: -o \(dir)/s.yaml: is an input of this command, which writing would destroy; write to another file\n"
        )
        #expect(symlink(dir + "/s.yaml", dir + "/link.png") == 0)
        let linked = try barscope("render", dir + "/s.yaml", "-o", dir + "/link.png")
        #expect(
            linked.status == 2
                && linked.stderr
                    == "barscope: error: -o \(dir)/link.png: is an input of this command (\(dir)/s.yaml), which writing would destroy; write to another file\n"
        )
        #expect(bytes(dir + "/s.yaml") == scene)
        // The scene's own content image is an input too.
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/a.png").status == 0)
        try write("ios: 10\ndevice: iphone-se\ncontent: {image: a.png}\n", dir + "/c.yaml")
        let picture = bytes(dir + "/a.png")
        let content = try barscope("render", dir + "/c.yaml", "-o", dir + "/a.png")
        #expect(
            content.status == 2
                && content.stderr.hasPrefix("barscope: error: -o \(dir)/a.png: is an input of this command"))
        #expect(bytes(dir + "/a.png") == picture)
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/b.png").status == 0)
        let loupe = try barscope("loupe", dir + "/a.png", "1", "1", "-o", dir + "/a.png")
        #expect(
            loupe.status == 2
                && loupe.stderr
                    == "barscope: error: -o \(dir)/a.png: is an input of this command, which writing would destroy; write to another file\n"
        )
        let diff = try barscope("diff", dir + "/a.png", dir + "/b.png", "-o", dir + "/b.png")
        #expect(
            diff.status == 2
                && diff.stderr
                    == "barscope: error: -o \(dir)/b.png: is an input of this command, which writing would destroy; write to another file\n"
        )
        #expect(bytes(dir + "/a.png") == picture)
        #expect(try barscope("diff", dir + "/a.png", dir + "/b.png", "-o", dir + "/d.png").status == 0)
    }

    // 4. An empty artifacts folder meant the file-system root.
    @Test func anEmptyArtifactsFolderIsUnsetOrAnError() throws {
        let root = try scratch()
        try suite(at: root + "/G")
        let option = try barscope("verify", root + "/G", "--record", "never", "--artifacts", "")
        #expect(option.status == 2)
        #expect(
            option.stderr
                == "barscope: error: --artifacts '': the artifacts folder is empty; give a folder, such as .build/barscope-artifacts (leave the option out for that default)\n"
        )
        // The variable set empty is unset: the default folder, relative to the working folder.
        try write(Self.scene.replacingOccurrences(of: "#ffffff", with: "#fefefe"), root + "/G/s.yaml")
        let variable = try tool(
            "/bin/sh",
            [
                "-c",
                "cd '\(root)' && BARSCOPE_ARTIFACTS= '\(builtBarScope)' verify G --record never",
            ])
        #expect(variable.status == 1)
        #expect(FileManager.default.fileExists(atPath: root + "/.build/barscope-artifacts/s.actual.png"))
        #expect(!FileManager.default.fileExists(atPath: "/s.actual.png"))
    }

    // 5. Names that are not UTF-8 were skipped, and the run passed.
    @Test func namesThatAreNotUTF8AreRefusedNeverSkipped() throws {
        let root = try scratch()
        try suite(at: root + "/G")
        let binary = builtBarScope
        let made = try tool("/bin/sh", ["-c", "cp '\(root)/G/s.yaml' \"$(printf '\(root)/G/x\\377.yaml')\""])
        try #require(made.status == 0)
        let verify = try barscope("verify", root + "/G", "--record", "never", "--artifacts", root + "/art")
        #expect(verify.status == 2 && verify.stdout == "")
        #expect(
            verify.stderr
                == "barscope: error: \(root)/G/x\\xFF.yaml: the name is not valid UTF-8; rename it (BarScope names scenes and goldens by their UTF-8 paths)\n"
        )
        let render = try barscope("render", root + "/G", "-o", root + "/out")
        #expect(render.status == 2 && render.stderr.contains("x\\xFF.yaml: the name is not valid UTF-8"))
        #expect(!FileManager.default.fileExists(atPath: root + "/out"))
        // A name on the command line: refused, where another name was written.
        let output = try tool(
            "/bin/sh", ["-c", "'\(binary)' render '\(root)/G/s.yaml' -o \"$(printf '\(root)/o\\377.png')\""])
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "barscope: error: argument 4 (\(root)/o\\xFF.png) is not valid UTF-8; rename the file to a UTF-8 name (BarScope reads and writes paths as UTF-8)\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix("o") }.isEmpty)
    }

    // 6. JUnit that is not well-formed XML.
    @Test func junitReportsAreWellFormedWhateverTheNames() throws {
        let root = try scratch()
        try suite(["plain", "odd\u{fffe}\u{ffff}name"], at: root + "/G")
        try write("ios: 10\ndevice: iphone-se\ncontent: {image: \"missing\\uFFFE\\r.png\"}\n", root + "/G/bad.yaml")
        let run = try barscope(
            "verify", root + "/G", "--record", "never", "--artifacts", root + "/art", "--junit", root + "/report.xml")
        #expect(run.status == 2)
        try expectWellFormedXML(root + "/report.xml")
        let text = try String(contentsOfFile: root + "/report.xml", encoding: .utf8)
        #expect(text.contains("name=\"odd\u{fffd}\u{fffd}name\"") && !text.contains("\u{fffe}"))
    }

    // 7. Text chunks had no budget: a 1.6 MB file cost 1.57 GB.
    @Test func textChunksAreSkippedUnread() throws {
        let dir = try hostileLarge()
        let empty = try measuredBarscope(["pick", packageRoot + "/Tests/Fixtures/PngSuite/basn6a08.png", "0", "0"])
        let bomb = try measuredBarscope(["pick", dir + "/text-chunks.png", "0", "0"])
        #expect(bomb.result.status == 0 && bomb.result.stdout == "#808080\n")
        // Processor time, not wall time: the same whatever else the machine runs. Before, the
        // 200 chunks were inflated (about 4 s of it; an empty run takes some 0.03 s).
        #expect(
            bomb.cpuSeconds < empty.cpuSeconds + 0.5,
            "text chunks took \(bomb.cpuSeconds) s, an empty run \(empty.cpuSeconds) s")
        #expect(
            bomb.kilobytes < empty.kilobytes + 16_384,
            "text chunks cost \(bomb.kilobytes) KB, an empty run \(empty.kilobytes) KB")
    }

    // 8. Compressed data after the last row was inflated to the end.
    @Test func dataAfterTheLastRowIsAWarningNotWork() throws {
        let dir = try hostileLarge()
        let empty = try measuredBarscope(["pick", packageRoot + "/Tests/Fixtures/PngSuite/basn6a08.png", "0", "0"])
        let run = try measuredBarscope(["pick", dir + "/trailing-zeros.png", "3", "3"])
        #expect(run.result.status == 0 && run.result.stdout == "#808080\n")
        #expect(
            run.result.stderr
                == "barscope: warning: \(dir)/trailing-zeros.png: compressed data continues after the last row; it was not read (the image is complete); re-save the file to drop it\n"
        )
        // Before, the 2 GiB of zeros were inflated: about 5 s of processor time.
        #expect(run.cpuSeconds < empty.cpuSeconds + 0.5, "\(run.cpuSeconds) s, an empty run \(empty.cpuSeconds) s")
        // A valid file has no such warning.
        let plain = try barscope("pick", packageRoot + "/Tests/Fixtures/PngSuite/basn6a08.png", "0", "0")
        #expect(plain.stderr == "")
    }

    // 9. Suggestions over megabyte inputs.
    @Test func aHugeUnknownColourOrKeyIsRefusedWithoutSuggestions() throws {
        let dir = try scratch()
        let word = String(repeating: "x", count: (1 << 20) - 200)
        try write(
            "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nnavigationBar: {titleTextAttributes: {foregroundColor: \(word)}}\n",
            dir + "/c.yaml")
        let colour = try barscope("render", dir + "/c.yaml", "-o", dir + "/c.png")
        #expect(
            colour.status == 2
                && colour.stderr.hasSuffix(
                    "is not a colour; write \"#rrggbb\", \"#rrggbbaa\" or a system colour such as label\n")
        )
        // An explicit key (`? `): libyaml limits implicit keys to 1024 characters.
        try write("ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\n? \(word)\n: 1\n", dir + "/k.yaml")
        let key = try barscope("render", dir + "/k.yaml", "-o", dir + "/k.png")
        #expect(key.status == 2 && key.stderr.contains("unknown key; known keys here: ios, device, content"))
    }

    // 10. Characters the fonts cannot show were boxes without a word.
    @Test func charactersNoFontHasAreWarnedAbout() throws {
        let dir = try scratch()
        // Ethiopic, Tibetan and a Han character outside the subsets' sets.
        try write(
            Self.head
                + "navigationItem: {title: \"ሰላም\"}\ntabBar: {items: [{title: \"ༀ 𠀀\"}, {title: \"Mail\"}]}\nregion: navigationBar\n",
            dir + "/et.yaml")
        let run = try barscope("render", dir + "/et.yaml", "-o", dir + "/et.png")
        #expect(run.status == 0)
        let fix =
            "BarScope's fonts cover Latin, Greek, Cyrillic, Hebrew, Arabic, Thai, Devanagari, Chinese, Japanese and Korean (docs/scenes.md lists the character sets) and emoji"
        #expect(
            run.stderr == """
                barscope: warning: \(dir)/et.yaml:4: navigationItem.title: U+1230, U+120B, U+121D have no glyph in Inter-SemiBold.otf, Inter-Bold.otf, InterDisplay-Bold.otf or the fallback fonts and draw as boxes (.notdef); \(fix): pin a font that has them under fonts:, or give the text without them
                barscope: warning: \(dir)/et.yaml:5: tabBar.items[0].title: U+0F00, U+20000 have no glyph in Inter-Medium.otf or the fallback fonts and draw as boxes (.notdef); \(fix): pin a font that has them under fonts:, or give the text without them

                """)
        // --strict makes them errors, and nothing is written.
        let strict = try barscope("render", dir + "/et.yaml", "-o", dir + "/strict.png", "--strict")
        #expect(strict.status == 2)
        #expect(
            strict.stderr.hasSuffix(
                "barscope: error: \(dir)/et.yaml: 2 warnings above, and --strict makes them errors; fix the scene, or render without --strict\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: dir + "/strict.png"))
        // Accented Latin, Greek, Cyrillic, and by the fallback fonts Hebrew, Arabic, Thai,
        // Devanagari, Chinese, Japanese, Korean and emoji are covered: no warning, and --strict
        // renders.
        try write(
            Self.head + "navigationItem: {title: \"Café Ωμέγα Привет שלום مرحبا สวัสดี नमस्ते 设置 設定 設定 설정 😀\"}\n",
            dir + "/ok.yaml")
        #expect(try barscope("render", dir + "/ok.yaml", "-o", dir + "/ok.png", "--strict").stderr == "")
        #expect(FileManager.default.fileExists(atPath: dir + "/ok.png"))
    }

    // 11. Bytes that are not UTF-8 became boxes.
    @Test func invalidUTF8InASceneIsAnErrorWithLineAndOffset() throws {
        let dir = try scratch()
        try Data(Array((Self.head + "navigationItem: {title: \"a").utf8) + [0xff] + Array("b\"}\n".utf8)).write(
            to: URL(fileURLWithPath: dir + "/u.yaml"))
        let run = try barscope("render", dir + "/u.yaml", "-o", dir + "/u.png")
        #expect(
            run.status == 2
                && run.stderr
                    == "barscope: error: \(dir)/u.yaml:4: the byte at offset 80 (0xFF) is not UTF-8; save the scene file as UTF-8\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir + "/u.png"))
    }

    // 12. Combining marks stacked over the bar, or made the title vanish.
    @Test func combiningMarksAreBounded() throws {
        let dir = try scratch()
        for (marks, message) in [
            (
                9,
                "navigationItem.title: the character starting U+0061 carries 9 combining marks, more than 8; marks stack above the line, over the bar, so no writing system uses that many"
            ),
            (
                300_000,
                "navigationItem.title: holds 300001 Unicode scalars, more than 2000; a bar shows one line (UIKit truncates it with …)"
            ),
        ] {
            try write(
                Self.head + "navigationItem: {title: \"a" + String(repeating: "\u{301}", count: marks) + "\"}\n",
                dir + "/m.yaml")
            let run = try barscope("render", dir + "/m.yaml", "-o", dir + "/m.png")
            #expect(run.status == 2 && run.stderr == "barscope: error: \(dir)/m.yaml:4: \(message)\n")
        }
        // Vietnamese's two marks on one letter are text.
        try write(Self.head + "navigationItem: {title: \"Tiếng Việt\"}\n", dir + "/vi.yaml")
        #expect(try barscope("render", dir + "/vi.yaml", "-o", dir + "/vi.png").status == 0)
    }

    // 14. `explain` and `tree` printed paths raw.
    @Test func reportsEscapeTheFileNamesTheyQuote() throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/s.yaml")
        let forged = "a\n\u{1b}[31mfinal sRGB #000000.png"
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/" + forged).status == 0)
        try write(
            "ios: 10\ndevice: iphone-se\ncontent: {image: \"a\\n\\e[31mfinal sRGB #000000.png\"}\nnavigationBar: {backgroundImage: {path: \"a\\n\\e[31mfinal sRGB #000000.png\"}}\n",
            dir + "/f.yaml")
        let explain = try barscope("explain", dir + "/f.yaml", "5", "400")
        let tree = try barscope("tree", dir + "/f.yaml")
        for run in [explain, tree] {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stdout.contains("\u{1b}"))
            #expect(run.stdout.contains("a\\n\\e[31mfinal sRGB #000000.png"))
        }
        #expect(explain.stdout.split(separator: "\n").filter { $0.hasPrefix("final sRGB") }.count == 1)
    }

    // 15. A NUL in an image path was cut there, and another file read.
    @Test func aNULInAnImagePathIsAnError() throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/s.yaml")
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/a").status == 0)
        try write("ios: 10\ndevice: iphone-se\ncontent: {image: \"a\\0b.png\"}\n", dir + "/n.yaml")
        let run = try barscope("render", dir + "/n.yaml", "-o", dir + "/n.png")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "barscope: error: \(dir)/n.yaml:3: content.image: \"a\\0b.png\" holds a NUL byte (\\0), which no file name can; remove it from the path\n"
        )
    }

    // 16. `region: bars` with a transition dropped the bottom bars.
    @Test func barsWithATransitionAndBottomBarsIsRefused() throws {
        let dir = try scratch()
        try write(
            Self.head + "tabBar: {}\ntransition: {kind: push, to: {barTintColor: \"#ff0000\"}}\nregion: bars\n",
            dir + "/t.yaml")
        let run = try barscope("render", dir + "/t.yaml", "-o", dir + "/t.png")
        #expect(
            run.status == 2
                && run.stderr
                    == "barscope: error: \(dir)/t.yaml:6: region: a transition's frames show the navigation bar's strip only, so the tabBar would not be drawn; use screen to see every bar, or navigationBar\n"
        )
    }

    // 17. kill -9 during `frames` left the frames of two runs in one folder.
    @Test func framesKilledAtAnyMomentLeaveOneRunsSet() throws {
        let dir = try scratch()
        let transition =
            "ios: 11\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\ntransition: {kind: push, to: {barTintColor: \"#ff0000\"}}\n"
        try write(transition, dir + "/a.yaml")
        try write(transition.replacingOccurrences(of: "#ffffff", with: "#000000"), dir + "/b.yaml")
        let out = dir + "/frames"
        #expect(try barscope("frames", dir + "/a.yaml", "-o", out, "--count", "3").status == 0)
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: out) {
                files[name] = bytes(out + "/" + name)
            }
            return files
        }
        let first = try snapshot()
        #expect(
            first.keys.sorted() == [
                ".barscope-set", "filmstrip.png", "frame-000.png", "frame-001.png", "frame-002.png", "transition.png",
            ])
        #expect(try barscope("frames", dir + "/b.yaml", "-o", dir + "/whole", "--count", "5").status == 0)
        let second = try FileManager.default.contentsOfDirectory(atPath: dir + "/whole").reduce(into: [String: Data]())
        { $0[$1] = bytes(dir + "/whole/" + $1) }
        for delay in stride(from: useconds_t(20_000), through: 1_400_000, by: 90_000) {
            _ = try barscopeKilled(["frames", dir + "/b.yaml", "-o", out, "--count", "5"], after: delay)
            let now = try snapshot()
            #expect(now == first || now == second, "after \(delay) µs: \(now.keys.sorted())")
            if now == second {
                #expect(try barscope("frames", dir + "/a.yaml", "-o", out, "--count", "3").status == 0)
            }
        }
        // A folder holding other files is refused, since the folder is replaced whole.
        try write("notes", out + "/notes.txt")
        let refused = try barscope("frames", dir + "/a.yaml", "-o", out, "--count", "3")
        #expect(
            refused.status == 2
                && refused.stderr
                    == "barscope: error: \(out): holds notes.txt, which this command did not write, and the folder is replaced as a whole; give an empty or new folder, or move that file away\n"
        )
    }

    // 20–22. Errors that said the wrong thing.
    @Test func aByteOrderMarkAnAmpersandAndAQuotedVersion() throws {
        let dir = try scratch()
        try write(Self.head + "region: navigationBar\n", dir + "/plain.yaml")
        try Data([0xef, 0xbb, 0xbf] + Array((Self.head + "region: navigationBar\n").utf8)).write(
            to: URL(fileURLWithPath: dir + "/bom.yaml"))
        #expect(try barscope("render", dir + "/plain.yaml", "-o", dir + "/plain.png").status == 0)
        let bom = try barscope("render", dir + "/bom.yaml", "-o", dir + "/bom.png")
        #expect(bom.status == 0 && bom.stderr == "")
        #expect(bytes(dir + "/bom.png") == bytes(dir + "/plain.png"))
        for title in ["Terms & Conditions", "\"a\\\" &x\"", "*starred"] {
            try write(Self.head + "navigationItem: {title: \(title)}\n", dir + "/amp.yaml")
            let run = try barscope("render", dir + "/amp.yaml", "-o", dir + "/amp.png")
            #expect(run.status == (title == "*starred" ? 2 : 0), "\(title): \(run.stderr)")
        }
        try write(Self.head + "navigationBar: &bar {barTintColor: \"#ff0000\"}\n", dir + "/anchor.yaml")
        let anchor = try barscope("render", dir + "/anchor.yaml", "-o", dir + "/anchor.png")
        #expect(
            anchor.status == 2
                && anchor.stderr
                    == "barscope: error: \(dir)/anchor.yaml:4: YAML anchors and aliases (&name, *name) are not allowed in scene files; write the values out\n"
        )
        try write("ios: '17'\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\n", dir + "/q.yaml")
        let quoted = try barscope("render", dir + "/q.yaml", "-o", dir + "/q.png")
        #expect(
            quoted.status == 2
                && quoted.stderr
                    == "barscope: error: \(dir)/q.yaml:1: ios: \"17\" is quoted, which makes it text; write the version as a number, without quotes (ios: 17)\n"
        )
    }

    // 23 and 25. Fonts without sha256: the missing file first; a digest only for a font.
    @Test func anUnpinnedFontIsCheckedBeforeItsDigestIsGiven() throws {
        let dir = try scratch()
        try write(Self.head + "fonts: {regular: {path: none.otf}}\n", dir + "/missing.yaml")
        let missing = try barscope("render", dir + "/missing.yaml", "-o", dir + "/m.png")
        #expect(
            missing.status == 2
                && missing.stderr
                    == "barscope: error: \(dir)/missing.yaml:4: fonts.regular.path: cannot read the font file (\(dir)/none.otf: cannot open: No such file or directory); fix the path, which is relative to the scene file\n"
        )
        try write(Self.head + "fonts: {regular: {path: missing.yaml}}\n", dir + "/text.yaml")
        let notAFont = try barscope("render", dir + "/text.yaml", "-o", dir + "/t.png")
        #expect(
            notAFont.status == 2
                && notAFont.stderr
                    == "barscope: error: \(dir)/text.yaml:4: fonts.regular.path: \(dir)/missing.yaml is not a font file (no OpenType or TrueType table directory); give an .otf or .ttf file\n"
        )
        let inter = packageRoot + "/Sources/CFonts/fonts/Inter-Regular.otf"
        try write(Self.head + "fonts: {regular: {path: \"\(inter)\"}}\n", dir + "/font.yaml")
        let font = try barscope("render", dir + "/font.yaml", "-o", dir + "/f.png")
        #expect(
            font.status == 2
                && font.stderr.hasPrefix(
                    "barscope: error: \(dir)/font.yaml:4: fonts.regular.sha256: missing; pin the font file with sha256: \""
                ))
    }

    // 24. An unwritable --junit path was found after the goldens were recorded.
    @Test func everyOutputIsCheckedBeforeTheFirstScene() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/G", withIntermediateDirectories: true)
        try write(Self.scene, root + "/G/s.yaml")
        let junit = try barscope(
            "record", root + "/G", "--artifacts", root + "/art", "--junit", root + "/none/report.xml")
        #expect(junit.status == 2 && junit.stdout == "")
        #expect(
            junit.stderr
                == "barscope: error: --junit \(root)/none/report.xml: cannot write: No such file or directory; give a path in a folder that exists and can be written\n"
        )
        #expect(!FileManager.default.fileExists(atPath: root + "/G/s.png"), "nothing recorded")
        try write("a file", root + "/afile")
        let artifacts = try barscope("record", root + "/G", "--artifacts", root + "/afile/art")
        #expect(
            artifacts.status == 2
                && artifacts.stderr
                    == "barscope: error: the artifacts folder \(root)/afile/art: cannot be created: \(root)/afile is not a folder; choose another path; give a folder that can be written, such as .build/barscope-artifacts\n"
        )
        #expect(!FileManager.default.fileExists(atPath: root + "/G/s.png"), "nothing recorded")
    }
}

/// The full-size PNG bombs (scripts/hostile-fixtures --large), made once per test run.
func hostileLarge() throws -> String {
    let dir = NSTemporaryDirectory() + "barscope-hostile-large-\(getpid())"
    if !FileManager.default.fileExists(atPath: dir + "/trailing-zeros.png") {
        let made = try tool("/usr/bin/env", ["python3", packageRoot + "/scripts/hostile-fixtures", "--large", dir])
        try #require(made.status == 0, "\(made.stderr)")
    }
    return dir
}

/// Fails unless a real XML parser (Python's expat) reads the file.
func expectWellFormedXML(_ path: String) throws {
    let run = try tool(
        "/usr/bin/env", ["python3", "-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", path])
    #expect(run.status == 0, "\(path) is not well-formed XML: \(run.stderr)")
}
