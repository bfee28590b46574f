import Foundation
import Testing
import TestSupport

@testable import BarChecks
import FileAccess
import RasterPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 41's defects (hardening, round four) in the files a run writes, each reproduced
/// through the built binary. The numbers are the issue's items.
@Suite struct HardeningRound4Tests {
    static let scene = "ios: 10\ndevice: iphone-se\ncontent: {color: \"#ffffff\"}\nregion: bars\n"

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// A goldens folder holding `names`, each scene recorded.
    func suite(_ names: [String] = ["s"], at dir: String) throws { try recordedSuite(names, of: Self.scene, at: dir) }

    // 1. `record` wrote PNG data through a golden that is a link out of the suite.
    @Test func aGoldenThatIsALinkIsNeverWrittenThrough() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/w1", withIntermediateDirectories: true)
        try write(Self.scene, root + "/w1/s.yaml")
        try write("victim", root + "/victim.txt")
        #expect(symlink(root + "/victim.txt", root + "/w1/s.png") == 0)
        for arguments in [
            ["record", "--record", "all"], ["verify", "--record", "failed"], ["verify", "--record", "all"],
        ] {
            let run = try barscope(
                [arguments[0], root + "/w1"] + Array(arguments.dropFirst()) + ["--artifacts", root + "/art"])
            #expect(run.status == 2, "\(arguments)")
            #expect(
                squeezed(run.stdout).contains(
                    "s ERROR \(root)/w1/s.png: the golden is a symbolic link, and BarScope neither reads nor records a golden through one (it could point outside the suite); replace the link with the PNG itself, or remove it and record again"
                ), "\(run.stdout)")
            #expect(bytes(root + "/victim.txt") == Data("victim".utf8))
            #expect(FileIO.isSymbolicLink(root + "/w1/s.png"))
        }
    }

    // 2. `--report DIR` deleted a person's `index.html` and `notes.golden.png` by their names.
    @Test func aFolderWithAReportsNamesButNoRecordIsRefusedAndKept() throws {
        let root = try scratch()
        try suite(at: root + "/G")
        try FileManager.default.createDirectory(atPath: root + "/mine", withIntermediateDirectories: true)
        try write("my page", root + "/mine/index.html")
        try write("my notes", root + "/mine/notes.golden.png")
        let run = try barscope(
            "verify", root + "/G", "--record", "never", "--artifacts", root + "/art", "--report", root + "/mine")
        #expect(run.status == 2 && run.stdout == "")
        #expect(
            run.stderr
                == "barscope: error: --report \(root)/mine: holds index.html, which no earlier run of this command recorded writing (it is not listed in .barscope-set), and the folder is replaced as a whole; give an empty or new folder, or move that file away\n"
        )
        #expect(bytes(root + "/mine/index.html") == Data("my page".utf8))
        #expect(bytes(root + "/mine/notes.golden.png") == Data("my notes".utf8))
        // A report BarScope wrote is recognised by its record and replaced.
        let report = root + "/report"
        for _ in 0..<2 {
            let again = try barscope(
                "verify", root + "/G", "--record", "never", "--artifacts", root + "/art", "--report", report)
            #expect(again.status == 0, "\(again.stderr)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: report).sorted() == [
                ".barscope-set", "index.html", "s.golden.png",
            ])
    }

    // 3 and 12. Outputs the report's folder would swallow are refused before the run: nothing is
    // recorded, nothing is written.
    @Test func outputsInsideTheReportFolderAreRefusedFirst() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/G", withIntermediateDirectories: true)
        try write(Self.scene, root + "/G/s.yaml")
        let report = root + "/report"
        let cases: [([String], String)] = [
            (
                ["--junit", report + "/junit.xml"],
                "--junit \(report)/junit.xml: lies inside the --report folder \(report), which is replaced as a whole when the report is written, so the file would vanish; write it beside the folder, such as report.xml"
            ),
            (
                ["--markdown", report + "/summary.md"],
                "--markdown \(report)/summary.md: lies inside the --report folder \(report), which is replaced as a whole when the report is written, so the file would vanish; write it beside the folder, such as summary.md"
            ),
            (
                ["--artifacts", report + "/art"],
                "the artifacts folder \(report)/art is or lies inside the --report folder \(report), which is replaced as a whole; give folders apart, such as --artifacts .build/barscope-artifacts --report .build/barscope-report"
            ),
            (
                ["--artifacts", report],
                "the artifacts folder \(report) is or lies inside the --report folder \(report), which is replaced as a whole; give folders apart, such as --artifacts .build/barscope-artifacts --report .build/barscope-report"
            ),
        ]
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
        for (options, message) in cases {
            let run = try barscope(["verify", root + "/G", "--report", report] + options)
            #expect(run.status == 2 && run.stdout == "" && run.stderr == "barscope: error: \(message)\n", "\(options)")
        }
        let inside = try barscope(
            "verify", root + "/G", "--artifacts", root + "/art", "--report", root + "/art/report")
        #expect(
            inside.stderr
                == "barscope: error: --report \(root)/art/report: lies inside the artifacts folder \(root)/art, where stale evidence is swept; give folders apart, such as --artifacts .build/barscope-artifacts --report .build/barscope-report\n"
        )
        #expect(!FileManager.default.fileExists(atPath: root + "/G/s.png"), "no golden was recorded")
        #expect(try FileManager.default.contentsOfDirectory(atPath: report).isEmpty)
        // Beside the folder, all three are written.
        let run = try barscope(
            "verify", root + "/G", "--record", "missing", "--artifacts", root + "/art", "--report", report,
            "--junit", root + "/junit.xml", "--markdown", root + "/summary.md")
        #expect(run.status == 1)
        #expect(bytes(root + "/junit.xml") != nil && bytes(root + "/summary.md") != nil)
        #expect(bytes(report + "/index.html") != nil)
    }

    // 10. `--variants drak` checked nothing and passed.
    @Test func aVariantFilterThatKeepsNothingIsAnError() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/G", withIntermediateDirectories: true)
        try write(
            "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nregion: bars\nvariants: {userInterfaceStyle: [light, dark], device: [iphone-se, iphone-15]}\n",
            root + "/G/mail.yaml")
        try write(Self.scene, root + "/G/plain.yaml")
        let typo = try barscope("verify", root + "/G", "--variants", "drak", "--artifacts", root + "/art")
        #expect(typo.status == 2 && typo.stdout == "")
        #expect(
            typo.stderr
                == "barscope: error: --variants drak: no variant of any scene matches, so nothing would be checked; the suite's variants are named from dark, iphone-15, iphone-se, light\n"
        )
        // Parts of two variants that no one variant has together select nothing too.
        let both = try barscope("verify", root + "/G", "--variants", "dark+light", "--artifacts", root + "/art")
        #expect(both.status == 2 && both.stderr.hasPrefix("barscope: error: --variants dark+light: no variant"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root + "/G").sorted() == ["mail.yaml", "plain.yaml"])
        try FileManager.default.removeItem(atPath: root + "/G/mail.yaml")
        let none = try barscope("verify", root + "/G", "--variants", "dark", "--artifacts", root + "/art")
        #expect(
            none.stderr
                == "barscope: error: --variants dark: no scene in the suite has variants:, so the filter keeps nothing; leave the option out\n"
        )
    }

    // 11. A variant's golden could be another scene's.
    @Test func twoScenesThatNameOneGoldenAreRefusedBeforeAnyIsWritten() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/G", withIntermediateDirectories: true)
        try write(Self.scene, root + "/G/a.yaml")
        try write(
            "ios: 13\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nregion: bars\nvariants: {userInterfaceStyle: [light, dark]}\n",
            root + "/G/mail.yaml")
        try write(Self.scene, root + "/G/mail@dark.yaml")
        for command in ["record", "verify"] {
            let run = try barscope(command, root + "/G", "--artifacts", root + "/art")
            #expect(run.status == 2 && run.stdout == "")
            #expect(
                run.stderr
                    == "barscope: error: \(root)/G/mail.yaml's variant dark (userInterfaceStyle: dark) and \(root)/G/mail@dark.yaml both have the golden mail@dark.png; rename one of the scene files\n"
            )
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: root + "/G").sorted() == [
                    "a.yaml", "mail.yaml", "mail@dark.yaml",
                ])
        }
    }

    // 13. A long name's shortened file could be spelled by a short name.
    @Test func noShortNameSpellsALongNamesFile() {
        let long = String(repeating: "a", count: 300)
        let shortened = HTMLReport.fileBase(long)
        #expect(shortened.utf8.count <= HTMLReport.maximumBaseBytes && shortened.contains("~"))
        #expect(HTMLReport.fileBase(shortened) != shortened)
        #expect(HTMLReport.fileBase("x~y") == "x%7Ey")
        #expect(HTMLReport.fileBase("x%7Ey") == "x%257Ey")
    }

    // 16. The Markdown summary passed `@mentions`, entities and bare URLs through.
    @Test func theMarkdownSummaryQuotesWhatAPullRequestControls() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/G", withIntermediateDirectories: true)
        try write(
            "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nregion: \"@octocat &#64;team https://example.com/x www.example.com\"\n",
            root + "/G/@octocat.yaml")
        let run = try barscope(
            "verify", root + "/G", "--record", "never", "--artifacts", root + "/art", "--markdown", root + "/s.md")
        #expect(run.status == 2)
        let lines = try String(contentsOfFile: root + "/s.md", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            lines[3]
                == "| `@octocat` | **error** |  |  |  |  | `\(root)/G/@octocat.yaml:4: region: \"@octocat &#64;team https://example.com/x www.example.com\" is not a region; use one of screen, bars, navigationBar, tabBar, toolbar` |"
        )
        // Outside code spans, nothing a pull request wrote appears.
        for line in lines {
            let outside = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined()
            #expect(!outside.contains("@") && !outside.contains("&") && !outside.contains("http"), "\(line)")
        }
    }

    // 17. A value in another script had no name; `é1` silently named `1`.
    @Test func variantValuesInAnyScriptNameTheirGoldens() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/G", withIntermediateDirectories: true)
        try write(
            "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nregion: navigationBar\nvariants: {navigationItem.title: [设置, é1, \"1\"]}\n",
            root + "/G/t.yaml")
        let run = try barscope("record", root + "/G", "--record", "all", "--artifacts", root + "/art")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root + "/G").sorted() == [
                "t.yaml", "t@1.png", "t@u00e91.png", "t@u8bbeu7f6e.png",
            ])
        #expect(bytes(root + "/G/t@1.png") != bytes(root + "/G/t@u00e91.png"))
    }

    // 7. A report's animation is made at most 640 pixels wide and written as it is made; the
    // `frames` animation is appended frame by frame.
    @Test func animationsAreBoundedAndStreamed() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/G", withIntermediateDirectories: true)
        let push =
            "ios: 10\ndevice: iphone-8-plus\ncontent: {list: {}}\nnavigationBar: {overlayColor: \"#f8f8f8\"}\ntransition: {kind: push, to: {overlayColor: \"#ff2d55\"}, progress: 0.5}\nregion: screen\n"
        try write(push, root + "/G/push.yaml")
        #expect(try barscope("record", root + "/G", "--record", "all", "--artifacts", root + "/art").status == 0)
        try write(push.replacingOccurrences(of: "#ff2d55", with: "#34c759"), root + "/G/push.yaml")
        let report = root + "/report"
        let run = try barscope(
            "verify", root + "/G", "--record", "never", "--artifacts", root + "/art", "--report", report)
        #expect(run.status == 1)
        let animation = [UInt8](try #require(bytes(report + "/push.transition.png")))
        // IHDR's width and height (bytes 16–23): a 1242 × 2208 screen shrunk by 2.
        let width = animation[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = animation[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 621 && height == 1104)
        // `frames`: the same animation, full size, assembled as the frames came.
        let frames = try barscope("frames", root + "/G/push.yaml", "-o", root + "/frames", "--count", "3")
        #expect(frames.status == 0, "\(frames.stderr)")
        let files = try (0..<3).map { [UInt8](try #require(bytes(root + "/frames/frame-00\($0).png"))) }
        let streamed = [UInt8](try #require(bytes(root + "/frames/transition.png")))
        // The first fcTL's delay (after its sequence number, size and offset: 20 bytes in).
        let fcTL = try #require(streamed.indices.first { streamed[$0..<($0 + 4)].elementsEqual("fcTL".utf8) })
        let delay = Int(streamed[fcTL + 24]) << 8 | Int(streamed[fcTL + 25])
        #expect(streamed == (try APNG.assemble(frames: files, delay: delay)))
    }
}
