import Foundation
import Testing
import TestSupport

/// `verify --markdown`: the summary a pull request shows.
@Suite struct ReviewCommandTests {
    static let scene = """
        ios: 17
        device: iphone-15
        content: {color: "#ffffff"}
        navigationItem: {title: "Inbox"}
        region: navigationBar

        """

    /// One golden passes, one differs (its title changed), one is missing, one scene is broken:
    /// the summary lists the three that need a look, with the diff's numbers, and the totals.
    @Test func theMarkdownSummaryListsWhatNeedsALook() throws {
        let dir = try scratch()
        let suite = dir + "/suite"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        try write(Self.scene, suite + "/a.yaml")
        try write(Self.scene, suite + "/b.yaml")
        #expect(try barscope("record", suite, "--record", "all", "--artifacts", dir + "/art").status == 0)
        try write(Self.scene.replacingOccurrences(of: "Inbox", with: "Outbox"), suite + "/b.yaml")
        try write(Self.scene, suite + "/c.yaml")
        try write(
            "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nregion: everything\n", suite + "/d|e.yaml")
        let run = try barscope(
            "verify", suite, "--record", "never", "--artifacts", dir + "/art", "--markdown", dir + "/summary.md")
        #expect(run.status == 2)
        let summary = try String(contentsOfFile: dir + "/summary.md", encoding: .utf8)
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "### BarScope: 3 of 4 goldens need a look")
        // Inbox → Outbox: the title's pixels, in the title's box of the 1179 × 293 strip.
        #expect(lines[4] == "| `b` | **failed** | 3590 of 345447 | 255 | 100.00 | 504, 207, 172, 39 |  |")
        #expect(lines[5].hasPrefix("| `c` | **missing** |  |  |  |  | no golden at "))
        #expect(
            lines[6]
                == "| `d¦e` | **error** |  |  |  |  | \(suite)/d\\|e.yaml:4: region: \"everything\" is not a region; use one of screen, bars, navigationBar, tabBar, toolbar |"
        )
        #expect(
            lines.last(where: { !$0.isEmpty })
                == "**4 goldens**: 1 passed, 0 recorded, 1 failed, 1 missing, 1 errors (record mode: never)")
        // A path that cannot take the summary is refused before anything runs.
        let folder = try barscope("verify", suite, "--markdown", dir)
        #expect(
            folder.status != 0
                && folder.stderr
                    == "barscope: error: --markdown \(dir): is a folder; give a file name, such as \(dir)/summary.md\n"
        )
    }
}
