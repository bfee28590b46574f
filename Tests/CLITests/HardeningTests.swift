import Foundation
import Testing
import TestSupport

@testable import Raster
@testable import RasterPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 16's defects, each reproduced through the built binary.
@Suite struct HardeningTests {
    static let scene = "ios: 10\ndevice: iphone-se\ncontent: {color: \"#ffffff\"}\nregion: bars\n"

    /// A goldens folder with one scene and its recorded golden.
    func goldens() throws -> String {
        let dir = try scratch() + "/G"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try write(Self.scene, dir + "/s.yaml")
        let record = try barscope("record", dir, "--record", "all", "--artifacts", dir + "/../art")
        try #require(record.status == 0, "\(record.stdout)")
        return dir
    }

    func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    // 1. Goldens deleted when the artifacts folder is the goldens folder.
    @Test func anArtifactsFolderThatOverlapsTheGoldensIsRefusedAndNothingIsTouched() throws {
        let dir = try goldens()
        let golden = try Data(contentsOf: URL(fileURLWithPath: dir + "/s.png"))
        // The golden must fail, so that an artifact would be written over it.
        try write(Self.scene.replacingOccurrences(of: "#ffffff", with: "#fefefe"), dir + "/s.yaml")
        let same = try barscope("verify", dir, "--record", "never", "--artifacts", dir)
        #expect(same.status == 2)
        #expect(
            same.stderr
                == "barscope: error: the artifacts folder \(dir) is the goldens folder \(dir): a failure's actual image would replace its golden; use a folder outside it, such as .build/barscope-artifacts, or a hidden one inside it\n"
        )
        let variable = try barscope(
            ["verify", dir + "/"], environment: ["BARSCOPE_ARTIFACTS": dir + "/.", "BARSCOPE_RECORD": "never"])
        #expect(variable.status == 2 && variable.stderr.contains("is the goldens folder"))
        let inside = try barscope("verify", dir, "--record", "never", "--artifacts", dir + "/out")
        #expect(
            inside.status == 2
                && inside.stderr
                    == "barscope: error: the artifacts folder \(dir)/out lies inside the goldens folder \(dir), where an artifact could take a golden's name; use a folder outside it, such as .build/barscope-artifacts, or a hidden one inside it\n"
        )
        let parent = try barscope("verify", dir, "--record", "never", "--artifacts", dir + "/..")
        #expect(
            parent.status == 2
                && parent.stderr
                    == "barscope: error: the artifacts folder \(dir)/.. holds the goldens folder \(dir): an artifact could replace a golden; use a folder outside it\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/s.png")) == golden)
        // A hidden folder inside is never searched: allowed, and the failure's evidence lands there.
        let hidden = try barscope("verify", dir, "--record", "never", "--artifacts", dir + "/.artifacts")
        #expect(hidden.status == 1 && FileManager.default.fileExists(atPath: dir + "/.artifacts/s.actual.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/s.png")) == golden)
        // A file given as the artifacts folder: refused, where artifacts were silently dropped.
        try write("x", dir + "/../afile")
        let file = try barscope("verify", dir, "--record", "never", "--artifacts", dir + "/../afile")
        #expect(
            file.status == 2
                && file.stderr
                    == "barscope: error: the artifacts folder \(dir)/../afile exists and is not a folder; give a folder (it is created when missing)\n"
        )
    }

    // 3. `-o` replaced whatever was at the path.
    @Test func outputsThatAreNotRegularFilesAreWrittenThroughNeverReplaced() throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/s.yaml")
        let null = try barscope("render", dir + "/s.yaml", "-o", "/dev/null")
        #expect(null.status == 0 && fileType("/dev/null") == S_IFCHR)
        let piped = try tool(
            "/bin/sh",
            ["-c", "'\(builtBarScope)' render '\(dir)/s.yaml' -o - > '\(dir)/piped.png'"])
        #expect(piped.status == 0)
        let stdout = try tool(
            "/bin/sh",
            [
                "-c",
                "'\(builtBarScope)' render '\(dir)/s.yaml' -o /dev/stdout | cat > '\(dir)/stdout.png'",
            ])
        #expect(stdout.status == 0)
        let file = try barscope("render", dir + "/s.yaml", "-o", dir + "/file.png")
        #expect(file.status == 0)
        let expected = try Data(contentsOf: URL(fileURLWithPath: dir + "/file.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/piped.png")) == expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/stdout.png")) == expected)
        // A link: its target is replaced, the link stays.
        try write("old", dir + "/target.png")
        #expect(symlink("target.png", dir + "/link.png") == 0)
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/link.png").status == 0)
        #expect(fileType(dir + "/link.png") == S_IFLNK)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/target.png")) == expected)
        // A folder: named for what it is (was "Device or resource busy").
        let folder = try barscope("render", dir + "/s.yaml", "-o", ".")
        #expect(
            folder.status == 2
                && folder.stderr == "barscope: error: .: is a folder; give a file name, such as ./out.png\n")
    }

    // 4. Crash (SIGILL) on point coordinates that overflow.
    @Test(arguments: [
        (
            ["pick", "IMG", "--points", "--scale", "3", "--", "3074457345618258602", "0"],
            "barscope: error: x 3074457345618258602 points at @3x: outside any image, which is at most 32768 pixels on a side; give a coordinate inside the image\n"
        ),
        (
            ["stats", "IMG", "--points", "--scale", "3", "--rect=nan,0,1,1"],
            "barscope: error: --rect \"nan,0,1,1\": expected X,Y,W,H (four finite numbers, for example 0,0,750,128)\n"
        ),
        (
            ["loupe", "IMG", "1e300", "0", "--points", "--scale", "3", "-o", "l.png"],
            "barscope: error: x 1e300 points at @3x: outside any image, which is at most 32768 pixels on a side; give a coordinate inside the image\n"
        ),
        (
            ["explain", "SCENE", "--points", "--", "0", "1e19"],
            "barscope: error: y 1e19 points at @2x: outside any image, which is at most 32768 pixels on a side; give a coordinate inside the image\n"
        ),
        (
            ["pick", "IMG", "--", "99999999999", "0"],
            "barscope: error: x 99999999999: outside any image, which is at most 32768 pixels on a side; give a coordinate inside the image\n"
        ),
    ])
    func hugeCoordinatesAreErrorsNotTraps(arguments: [String], message: String) throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/s.yaml")
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/i.png").status == 0)
        let words = arguments.map {
            $0 == "IMG" ? dir + "/i.png" : $0 == "SCENE" ? dir + "/s.yaml" : $0 == "l.png" ? dir + "/l.png" : $0
        }
        let run = try barscope(words)
        #expect(run.status == 2)
        #expect(run.stderr == message)
    }

    // 5. An operand that starts with "-" and holds an "h" printed help and exited 0.
    @Test(arguments: [
        ["verify", "-bad-hdir"], ["record", "-hdir"], ["render", "-dash.yaml", "-o", "out.png"], ["render", "-x.yaml"],
    ])
    func dashWordsAreUnknownOptionsNotHelp(arguments: [String]) throws {
        let run = try barscope(arguments)
        #expect(run.status == 2 && run.stdout == "")
        #expect(
            run.stderr
                == "barscope: error: \(arguments[1]): unknown option; an operand that starts with \"-\" goes after \"--\" (barscope \(arguments[0]) -- \(arguments[1]))\n"
        )
    }

    /// A word after an option that takes a value was meant as its value: the hint says how.
    @Test func aDashValueAfterAnOptionIsExplained() throws {
        let short = try barscope("render", "s.yaml", "-o", "-h.png")
        #expect(
            short.status == 2
                && short.stderr
                    == "barscope: error: -h.png: unknown option; to give -o a value that starts with \"-\", write --output=-h.png\n"
        )
        let long = try barscope("stats", "i.png", "--rect", "-1,0,4,4")
        #expect(
            long.status == 2
                && long.stderr
                    == "barscope: error: -1,0,4,4: unknown option; to give --rect a value that starts with \"-\", write --rect=-1,0,4,4\n"
        )
    }

    /// ArgumentParser's errors are one line too, with where to find the usage.
    @Test func usageErrorsAreOneLine() throws {
        let missing = try barscope("pick", "x.png")
        #expect(
            missing.status == 2
                && missing.stderr == "barscope: error: Missing expected argument '<x>'; see barscope pick --help\n")
        let unknown = try barscope("render", "s.yaml", "-o", "x.png", "--bogus")
        #expect(
            unknown.status == 2 && unknown.stderr.hasPrefix("barscope: error: Unknown option '--bogus'")
                && unknown.stderr.split(separator: "\n").count == 1)
        let badValue = try barscope("loupe", "x.png", "1", "2", "-o", "l.png", "--size", "many")
        #expect(
            badValue.status == 2 && badValue.stderr.split(separator: "\n").count == 1
                && badValue.stderr.hasSuffix("; see barscope loupe --help\n"))
    }

    /// Goldens are files: a FIFO or a device in a golden's place is an error, never recorded into
    /// or waited on; a FIFO output with nobody reading it fails at once.
    @Test(.timeLimit(.minutes(1))) func aGoldenThatIsNotAFileIsAnError() throws {
        let dir = try scratch() + "/G"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try write(Self.scene, dir + "/fifo.yaml")
        #expect(mkfifo(dir + "/fifo.png", 0o600) == 0)
        try write(Self.scene, dir + "/null.yaml")
        #expect(symlink("/dev/null", dir + "/null.png") == 0)
        for mode in ["failed", "all"] {
            let run = try barscope("record", dir, "--record", mode, "--artifacts", dir + "/../art")
            #expect(run.status == 2, "\(run.stdout)")
            #expect(
                squeezed(run.stdout).contains(
                    "fifo ERROR \(dir)/fifo.png: the golden is not a regular file; remove it, then record it again"))
            // A link (here to a device) is refused as a link since issue 41, item 1.
            #expect(
                squeezed(run.stdout).contains(
                    "null ERROR \(dir)/null.png: the golden is a symbolic link, and BarScope neither reads nor records a golden through one (it could point outside the suite); replace the link with the PNG itself, or remove it and record again"
                ))
        }
        #expect(fileType(dir + "/fifo.png") == S_IFIFO && fileType("/dev/null") == S_IFCHR)
        try write(Self.scene, dir + "/../s.yaml")
        let noReader = try barscope("render", dir + "/../s.yaml", "-o", dir + "/fifo.png")
        #expect(
            noReader.status == 2
                && noReader.stderr
                    == "barscope: error: \(dir)/fifo.png: no process is reading this FIFO; start its reader first\n"
        )
    }

    /// `/dev/stdout` redirected to a file with `>>`: written through the descriptor, so what the
    /// file held stays and the PNG follows it.
    @Test func devStdoutAppendsWhenTheShellAppends() throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/s.yaml")
        try write("kept", dir + "/out")
        let run = try tool(
            "/bin/sh",
            ["-c", "'\(builtBarScope)' render '\(dir)/s.yaml' -o /dev/stdout >> '\(dir)/out'"])
        #expect(run.status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/out"))
        #expect(bytes.prefix(4) == Data("kept".utf8) && bytes.dropFirst(4).prefix(4) == Data([0x89, 0x50, 0x4e, 0x47]))
    }

    /// A report path that would replace a golden, or cannot be written, is refused before any
    /// scene is checked.
    @Test func aJUnitPathIsCheckedFirst() throws {
        let dir = try goldens()
        let golden = try Data(contentsOf: URL(fileURLWithPath: dir + "/s.png"))
        let over = try barscope(
            "verify", dir, "--record", "never", "--artifacts", dir + "/../art", "--junit", dir + "/s.png")
        #expect(
            over.status == 2
                && over.stderr
                    == "barscope: error: --junit \(dir)/s.png: would replace a golden or a scene in \(dir); write the report elsewhere, such as report.xml\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/s.png")) == golden)
        let folder = try barscope("record", dir, "--record", "all", "--artifacts", dir + "/../art", "--junit", dir)
        #expect(
            folder.status == 2
                && folder.stderr
                    == "barscope: error: --junit \(dir): is a folder; give a file name, such as \(dir)/report.xml\n"
                && folder.stdout == "")
    }

    /// `frames` never removes what it could not have written (`frame-` and three digits below
    /// 120, `filmstrip.png`, `transition.png`): since issue 24 the folder is replaced whole, so a folder holding
    /// anything else is refused and left as it is.
    @Test func framesKeepsFilesItCannotHaveWritten() throws {
        let dir = try scratch()
        try write(
            "ios: 10\ndevice: iphone-se\ncontent: {color: \"#ffffff\"}\ntransition: {kind: push, to: {barTintColor: \"#ff0000\"}}\nregion: bars\n",
            dir + "/t.yaml")
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        // Issue 41, item 2: a frame's name is not proof that `frames` wrote the file; only the
        // record an earlier run left is.
        try write("x", dir + "/out/frame-005.png")
        let named = try barscope("frames", dir + "/t.yaml", "-o", dir + "/out", "--count", "3")
        #expect(
            named.status == 2
                && named.stderr
                    == "barscope: error: \(dir)/out: holds frame-005.png, which no earlier run of this command recorded writing (it is not listed in .barscope-set), and the folder is replaced as a whole; give an empty or new folder, or move that file away\n"
        )
        #expect(FileManager.default.contents(atPath: dir + "/out/frame-005.png") == Data("x".utf8))
        try FileManager.default.removeItem(atPath: dir + "/out/frame-005.png")
        #expect(try barscope("frames", dir + "/t.yaml", "-o", dir + "/out", "--count", "3").status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted() == [
                ".barscope-set", "filmstrip.png", "frame-000.png", "frame-001.png", "frame-002.png", "transition.png",
            ])
        for name in ["frame-1000.png", "frame-0005.png", "frame-121.png"] {
            try write("x", dir + "/out/" + name)
            let run = try barscope("frames", dir + "/t.yaml", "-o", dir + "/out", "--count", "3")
            #expect(
                run.status == 2
                    && run.stderr
                        == "barscope: error: \(dir)/out: holds \(name), which this command did not write, and the folder is replaced as a whole; give an empty or new folder, or move that file away\n"
            )
            #expect(FileManager.default.fileExists(atPath: dir + "/out/" + name))
            try FileManager.default.removeItem(atPath: dir + "/out/" + name)
        }
    }

    /// Invisible and line-breaking characters are written out too; a long path is shortened.
    @Test func invisibleCharactersAndLongPathsAreShown() throws {
        let dir = try scratch()
        try write("ios: 10\ndevice: \"a\u{2028}b\u{200e}c\u{feff}\"\ncontent: {color: \"#ffffff\"}\n", dir + "/s.yaml")
        let run = try barscope("render", dir + "/s.yaml", "-o", dir + "/x.png")
        #expect(run.stderr.contains("\"a\\u{2028}b\\u{200e}c\\u{feff}\" is not a known device"))
        let long = dir + "/" + String(repeating: "p", count: 2000) + ".png"
        let pick = try barscope("pick", long, "0", "0")
        #expect(pick.status == 2 && pick.stderr.count < 600 && pick.stderr.contains("(2"), "\(pick.stderr.count)")
    }

    /// `explain` takes its scale from the scene: a --scale beside it is refused, not ignored.
    @Test func explainRefusesAScaleItWouldIgnore() throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/s.yaml")
        let run = try barscope("explain", dir + "/s.yaml", "1", "1", "--points", "--scale", "3")
        #expect(
            run.status == 2
                && run.stderr
                    == "barscope: error: explain takes the scale from its scene's device; drop --scale and --scene\n"
        )
    }

    @Test func anOperandAfterTheDoubleDashIsAnOperand() throws {
        let dir = try scratch()
        try write(Self.scene, dir + "/-dash.yaml")
        let run = try tool(
            "/bin/sh", ["-c", "cd '\(dir)' && '\(builtBarScope)' render -o out.png -- -dash.yaml"])
        #expect(run.status == 0 && FileManager.default.fileExists(atPath: dir + "/out.png"), "\(run.stderr)")
    }

    // 6. Every reader hung on a FIFO.
    @Test(.timeLimit(.minutes(1))) func fifosAreRefusedPromptlyEverywhere() throws {
        let dir = try scratch()
        #expect(mkfifo(dir + "/fifo.yaml", 0o600) == 0)
        #expect(mkfifo(dir + "/fifo.png", 0o600) == 0)
        #expect(mkfifo(dir + "/fifo.icc", 0o600) == 0)
        try write(Self.scene, dir + "/s.yaml")
        #expect(try barscope("render", dir + "/s.yaml", "-o", dir + "/s.png").status == 0)
        let scene = try barscope("render", dir + "/fifo.yaml", "-o", dir + "/x.png")
        #expect(
            scene.status == 2
                && scene.stderr
                    == "barscope: error: \(dir)/fifo.yaml: cannot read the scene file (not a regular file; give the path of a file); check the path\n"
        )
        try write("ios: 10\ndevice: iphone-se\ncontent: {image: fifo.png}\n", dir + "/content.yaml")
        let content = try barscope("render", dir + "/content.yaml", "-o", dir + "/x.png")
        #expect(
            content.status == 2
                && content.stderr
                    == "barscope: error: \(dir)/content.yaml:3: content.image: \(dir)/fifo.png: not a regular file; give the path of a file\n"
        )
        try write(
            "ios: 10\ndevice: iphone-se\ncontent: {color: \"#ffffff\"}\nnavigationBar: {backgroundImage: {path: fifo.png}}\n",
            dir + "/bg.yaml")
        #expect(try barscope("render", dir + "/bg.yaml", "-o", dir + "/x.png").status == 2)
        let display = try barscope("render", dir + "/s.yaml", "-o", dir + "/x.png", "--display", dir + "/fifo.icc")
        #expect(
            display.status == 2
                && display.stderr == "barscope: error: \(dir)/fifo.icc: not a regular file; give the path of a file\n")
        #expect(try barscope("pick", dir + "/fifo.png", "0", "0").status == 2)
        #expect(try barscope("diff", dir + "/s.png", dir + "/fifo.png").status == 2)
        #expect(try barscope("solve", "--ios", "10", "--target", "#ffffff", "--over", dir + "/fifo.png").status == 2)
        // A FIFO golden inside verify: that scene's error, and the run goes on.
        let suite = dir + "/suite"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        try write(Self.scene, suite + "/a.yaml")
        #expect(mkfifo(suite + "/a.png", 0o600) == 0)
        try write(Self.scene, suite + "/b.yaml")
        let verify = try barscope("verify", suite, "--record", "never", "--artifacts", dir + "/art")
        #expect(
            verify.status == 2
                && squeezed(verify.stdout).contains(
                    "a ERROR \(suite)/a.png: the golden is not a regular file; remove it, then record it again")
        )
        #expect(verify.stdout.contains("2 scenes:"))
    }

    // 7. Memory was bounded per image, not per scene.
    @Test func aSceneOverTheImageBudgetIsRefusedBeforeDecoding() throws {
        let dir = try scratch()
        let big = packageRoot + "/Tests/Fixtures/Hostile/red-8192.png"
        let bars = ["navigationBar", "tabBar", "toolbar"].map {
            "\($0): {backgroundImage: {path: \(big)}, shadowImage: {path: \(big)}}"
        }
        try write(
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n" + bars.joined(separator: "\n") + "\n",
            dir + "/eight.yaml")
        let run = try measuredBarscope(["render", dir + "/eight.yaml", "-o", dir + "/x.png"])
        #expect(run.result.status == 2)
        #expect(
            run.result.stderr
                == "barscope: error: \(dir)/eight.yaml:4: navigationBar.shadowImage.path: 8192×8192 brings the scene's 2 images to 134217728 pixels, over the budget of 67108864 for one scene; use smaller images (a bar image is stretched over the bar: one of the bar's size in pixels looks the same)\n"
        )
        #expect(run.kilobytes < 64 * 1024, "peak \(run.kilobytes) KB")
    }

    @Test func aLargeBarImageCostsTheBarsPixelsNotItsOwn() throws {
        let dir = try scratch()
        let big = packageRoot + "/Tests/Fixtures/Hostile/red-8192.png"
        try write(
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {backgroundImage: {path: \(big)}}\n",
            dir + "/one.yaml")
        let run = try measuredBarscope(["render", dir + "/one.yaml", "-o", dir + "/x.png"])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        // The image alone is 256 MiB decoded; before, a render held it (and a copy): 537 MB.
        #expect(run.kilobytes < 160 * 1024, "peak \(run.kilobytes) KB")
        // An opaque image: translucent is inferred NO and the bar shows it exactly.
        #expect(try barscope("pick", dir + "/x.png", "10", "10").stdout == "#ff0000\n")
    }

    // 8. `frames` left inconsistent sets.
    @Test func framesAlwaysLeaveOneRunsSet() throws {
        let dir = try scratch()
        try write(
            """
            ios: 10
            device: iphone-se
            content: {color: "#ffffff"}
            navigationBar: {backgroundAlpha: 0}
            transition: {kind: push, to: {backgroundAlpha: 1}}
            region: bars
            """, dir + "/t.yaml")
        #expect(try barscope("frames", dir + "/t.yaml", "-o", dir + "/out", "--count", "6").status == 0)
        #expect(try barscope("frames", dir + "/t.yaml", "-o", dir + "/out", "--count", "3").status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
                == [
                    ".barscope-set", "filmstrip.png", "frame-000.png", "frame-001.png", "frame-002.png",
                    "transition.png",
                ])
        // A run that cannot finish changes nothing: a file size limit of 16 KB lets each frame
        // of the list screen through (6–8 KB) and stops the animation, appended frame by frame,
        // as it passes 16 KB, as a full disk would.
        try write(
            """
            ios: 10
            device: iphone-se
            content: {list: {}}
            navigationBar: {backgroundAlpha: 0}
            transition: {kind: push, to: {backgroundAlpha: 1}}
            """, dir + "/list.yaml")
        #expect(try barscope("frames", dir + "/list.yaml", "-o", dir + "/out", "--count", "5").status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
        let before = try names.map { try Data(contentsOf: URL(fileURLWithPath: dir + "/out/" + $0)) }
        let script = """
            import os, resource, signal, sys
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (16384, 16384))
            os.execv(sys.argv[1], sys.argv[1:])
            """
        let limited = try tool(
            "/usr/bin/env",
            [
                "python3", "-c", script, builtBarScope, "frames", dir + "/list.yaml", "-o",
                dir + "/out", "--count", "4",
            ])
        #expect(
            limited.status == 2
                && limited.stderr == "barscope: error: \(dir)/out/transition.png: cannot write: File too large\n",
            "\(limited.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted() == names)
        #expect(try names.map { try Data(contentsOf: URL(fileURLWithPath: dir + "/out/" + $0)) } == before)
        try #require(try barscope("frames", dir + "/t.yaml", "-o", dir + "/out", "--count", "3").status == 0)
        // A folder where the filmstrip goes: refused before any frame moves.
        try FileManager.default.removeItem(atPath: dir + "/out/filmstrip.png")
        try FileManager.default.createDirectory(atPath: dir + "/out/filmstrip.png", withIntermediateDirectories: false)
        let blocked = try barscope("frames", dir + "/t.yaml", "-o", dir + "/out", "--count", "4")
        #expect(
            blocked.status == 2
                && blocked.stderr
                    == "barscope: error: \(dir)/out/filmstrip.png: is a folder, where this run writes a file; move it away\n"
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
                == [
                    ".barscope-set", "filmstrip.png", "frame-000.png", "frame-001.png", "frame-002.png",
                    "transition.png",
                ])
    }

    // 9. `verify` silently skipped scenes whose path is longer than the system allows.
    @Test func aSceneTooDeepToReadIsAnErrorNotASkip() throws {
        let dir = try scratch() + "/suite"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try write(Self.scene, dir + "/a.yaml")
        let part = String(repeating: "d", count: 200)
        // Made with descriptors (no path this long can be named whole), by a separate process.
        let make = """
            import os, sys
            fd = os.open(sys.argv[1], os.O_RDONLY)
            for _ in range(22):
                os.mkdir(sys.argv[2], dir_fd=fd)
                fd = os.open(sys.argv[2], os.O_RDONLY, dir_fd=fd)
            os.close(os.open("b.yaml", os.O_WRONLY | os.O_CREAT, dir_fd=fd))
            """
        #expect(try tool("/usr/bin/env", ["python3", "-c", make, dir, part]).status == 0)
        let run = try barscope("verify", dir, "--record", "never", "--artifacts", dir + "/../art")
        #expect(run.status == 2)
        // One line, the path shortened so that the reason stays in sight.
        #expect(
            run.stderr.hasPrefix("barscope: error: \(dir)/ddd")
                && run.stderr.contains(
                    " bytes): cannot examine it: File name too long; move it to a shorter path or fix its permissions\n"
                ), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.utf8.count < 400)
    }

    // 10. Errors that were not one clear line.
    @Test func messagesAreOneReadableLine() throws {
        let dir = try scratch()
        try write(
            "ios: 10\ndevice: \"\\e[31mred\\r\\nbarscope: ok: fake line\\u0007\\0\"\ncontent: {color: \"#ffffff\"}\n",
            dir + "/esc.yaml")
        let esc = try barscope("render", dir + "/esc.yaml", "-o", dir + "/x.png")
        #expect(esc.status == 2)
        #expect(
            esc.stderr
                == "barscope: error: \(dir)/esc.yaml:2: device: \"\\e[31mred\\r\\nbarscope: ok: fake line\\u{7}\\0\" is not a known device; use one `barscope devices` lists, such as iphone-8 or iphone-x\n"
        )
        try write(
            "ios: 10\ndevice: \"" + String(repeating: "x", count: 1 << 19) + "\"\ncontent: {color: \"#ffffff\"}\n",
            dir + "/long.yaml")
        let long = try barscope("render", dir + "/long.yaml", "-o", dir + "/x.png")
        #expect(
            long.status == 2 && long.stderr.count < 300
                && long.stderr.contains("…xxxxxxxxxxxxxxxx (524288 characters)"), "\(long.stderr.prefix(300))")
        // A loop of links is named for what it is (was "does not exist").
        #expect(symlink(dir + "/b.png", dir + "/a.png") == 0 && symlink(dir + "/a.png", dir + "/b.png") == 0)
        try write("ios: 10\ndevice: iphone-se\ncontent: {image: a.png}\n", dir + "/loop.yaml")
        let loop = try barscope("render", dir + "/loop.yaml", "-o", dir + "/x.png")
        #expect(
            loop.stderr
                == "barscope: error: \(dir)/loop.yaml:3: content.image: \"a.png\": cannot read: Too many levels of symbolic links (looked for \(dir)/a.png); fix the path or the links on it\n"
        )
        let empty = try barscope("gallery", "-o", "")
        #expect(
            empty.status == 2
                && empty.stderr == "barscope: error: '': the folder path is empty; give a folder, such as out\n")
        // An argument with control characters is quoted escaped in ArgumentParser's message too.
        let arg = try barscope("pick", dir + "/x.png", "0", "0", "--format", "\u{1b}[2J\nbarscope: ok")
        #expect(
            arg.status == 2 && arg.stderr.contains("'\\e[2J\\nbarscope: ok'") && !arg.stderr.contains("\u{1b}"),
            "\(arg.stderr)")
    }

    /// The most frames `frames` makes, on a 320-point phone: the filmstrip is shrunk by the
    /// smallest whole factor that keeps it inside what `pick` opens (6: 120 cells of 107 pixels
    /// and 119 gaps of 12, 14,268 wide), and `pick` reads each cell as its frame's block mean:
    /// the first frame's white bar, the last frame's red one, the grey gap between.
    @Test func aFilmstripOf120FramesCanBeReadByPick() throws {
        let dir = try scratch()
        try write(
            """
            ios: 10
            device: iphone-se
            content: {color: "#ffffff"}
            transition: {kind: push, to: {barTintColor: "#ff0000"}}
            region: bars
            """, dir + "/t.yaml")
        #expect(try barscope("frames", dir + "/t.yaml", "-o", dir + "/out", "--count", "120").status == 0)
        let strip = try PNGDecoder.read(path: dir + "/out/filmstrip.png")
        #expect(strip.width == 120 * 107 + 119 * 12 && strip.height == 22)
        func pick(_ file: String, _ x: Int, _ y: Int) throws -> String {
            let run = try barscope("pick", dir + "/out/" + file, "\(x)", "\(y)")
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout
        }
        // A point in the bar's empty middle: (318, 108) in a frame is (53, 18) in its cell.
        #expect(try pick("filmstrip.png", 53, 18) == "#f9f9f9\n")
        #expect(try pick("frame-000.png", 318, 108) == "#f9f9f9\n")
        #expect(try pick("filmstrip.png", 119 * (107 + 12) + 53, 18) == "#fe2525\n")
        #expect(try pick("frame-119.png", 318, 108) == "#fe2525\n")
        #expect(try pick("filmstrip.png", 110, 10) == "#808080\n")
    }
}

/// Runs the built `barscope` under a `python3` that reports its peak resident memory
/// (`ru_maxrss` of its only child) and the processor time it used (user and system), so that
/// this test process's other children cannot count.
func measuredBarscope(_ arguments: [String]) throws -> (result: Run, kilobytes: Int, cpuSeconds: Double) {
    let rss = try scratch() + "/rss"
    let script = """
        import resource, subprocess, sys
        code = subprocess.run(sys.argv[2:]).returncode
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        peak = usage.ru_maxrss // 1024 if sys.platform == "darwin" else usage.ru_maxrss
        open(sys.argv[1], "w").write(f"{peak} {usage.ru_utime + usage.ru_stime}")
        sys.exit(code)
        """
    let result = try tool(
        "/usr/bin/env", ["python3", "-c", script, rss, builtBarScope] + arguments)
    let figures = try String(contentsOfFile: rss, encoding: .utf8).split(separator: " ")
    return (result, Int(figures.first ?? "") ?? -1, Double(figures.last ?? "") ?? -1)
}
