import BarChecks
import FileAccess
import Foundation
import Testing
import TestSupport

/// The tools around a golden suite: the version, shards, batch renders, completions, warnings.
@Suite struct SuiteToolsTests {
    /// The version from `--version`; in a JUnit report: ``shardsSplitTheSuiteExactly``'s whole run
    /// (issue 42 merged the check there, saving a run of the screens).
    @Test func versionEverywhere() throws {
        let version = try barscope("--version")
        #expect(version.status == 0 && version.stdout == BarScopeVersion.string + "\n")
    }

    /// The shards of a suite are disjoint, their union is the suite, and each scene's result is
    /// the unsharded run's; a shard's JUnit says which shard it was, and every JUnit report the
    /// version. Run on the 13 screens (the partition itself is tested on every golden's name in
    /// ``shardsPartitionEveryName``): the whole Goldens folder cost 2.25 runs of the suite; a
    /// third run of the screens (the JUnit's version, and shard 2/4 again for its summary line)
    /// went in issue 42, its checks made on these runs.
    @Test func shardsSplitTheSuiteExactly() throws {
        let dir = try scratch()
        func table(_ extra: [String]) throws -> (rows: [String: String], stdout: String) {
            let run = try barscope(
                ["verify", packageRoot + "/Goldens/screens", "--record", "never", "--artifacts", dir + "/a"] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            var rows: [String: String] = [:]
            for line in run.stdout.split(separator: "\n").dropFirst(2).dropLast() {
                let words = line.split(separator: " ", omittingEmptySubsequences: true)
                rows[String(words[0])] = String(words[1])
            }
            return (rows, run.stdout)
        }
        let whole = try table(["--junit", dir + "/r.xml"]).rows
        #expect(whole.count == 13)
        try expectWellFormedXML(dir + "/r.xml")
        #expect(
            try String(contentsOfFile: dir + "/r.xml", encoding: .utf8).contains(
                "<property name=\"barscope.version\" value=\"\(BarScopeVersion.string)\"/>"))
        var union: [String: String] = [:]
        for i in 1...4 {
            let (shard, stdout) = try table(["--shard", "\(i)/4", "--junit", dir + "/r\(i).xml"])
            #expect(Set(shard.keys).isDisjoint(with: union.keys))
            union.merge(shard) { a, _ in a }
            try expectWellFormedXML(dir + "/r\(i).xml")
            #expect(
                try String(contentsOfFile: dir + "/r\(i).xml", encoding: .utf8).contains(
                    "<property name=\"barscope.shard\" value=\"\(i)/4\"/>"))
            #expect(shard.keys.allSatisfy { Shard.of($0, count: 4) == i })
            #expect(stdout.hasSuffix("(record mode: never; shard \(i)/4)\n"))
        }
        #expect(union == whole)
        for bad in ["0/4", "5/4", "1/0", "a/b", "2"] {
            let run = try barscope("verify", packageRoot + "/Goldens", "--shard", bad)
            #expect(
                run.status == 2
                    && run.stderr
                        == "barscope: error: --shard \(bad): give I/N with 1 ≤ I ≤ N, such as 1/4 (the first of four shards)\n"
            )
        }
    }

    /// Every golden's name (as `verify Goldens` names it) falls in exactly one of N shards, for N
    /// from 1 to 8, and the shards' sizes add up to the suite.
    @Test func shardsPartitionEveryName() throws {
        let names = try FileIO.files(under: packageRoot + "/Goldens", suffix: ".yaml").map {
            String($0.dropFirst(packageRoot.count + "/Goldens/".count).dropLast(".yaml".count))
        }
        #expect(names.count == 80 && names.contains("screens/ios10-tab-bar-strip"))
        for count in 1...8 {
            let shards = (1...count).map { Shard(index: $0, count: count) }
            for name in names { #expect(shards.filter { $0.contains(name) }.count == 1, "\(name) in \(count)") }
            #expect(shards.map { shard in names.filter(shard.contains).count }.reduce(0, +) == names.count)
        }
    }

    /// A shard's assignment is the path's FNV-1a hash: fixed, whatever else the folder holds.
    @Test func shardAssignmentIsStable() {
        #expect(Shard.of("gallery/ios10-tint-f8f8f8", count: 4) == Shard.of("gallery/ios10-tint-f8f8f8", count: 4))
        #expect(Shard.of("", count: 7) == Int(0xcbf2_9ce4_8422_2325 % UInt64(7)) + 1)
        #expect(
            (1...4).map { Shard(index: $0, count: 4) }.filter { $0.contains("screens/ios10-tab-bar-strip") }.count == 1)
    }

    /// A folder (or several scenes) renders into a folder, each PNG what `render` makes alone;
    /// no progress line reaches a pipe.
    @Test func renderAFolderWithJobs() throws {
        let dir = try scratch()
        let run = try barscope(
            "render", packageRoot + "/Goldens/screens", "-o", dir + "/out", "--jobs", "2", "--png", "fast")
        #expect(run.status == 0 && run.stderr == "")
        #expect(run.stdout == "rendered 13 of 13 scenes into \(dir)/out\n")
        let single = try barscope(
            "render", packageRoot + "/Goldens/screens/ios10-tab-bar-strip.yaml", "-o", dir + "/one.png", "--png", "fast"
        )
        #expect(single.status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: dir + "/one.png"))
                == Data(contentsOf: URL(fileURLWithPath: dir + "/out/ios10-tab-bar-strip.png")))
        let clash = try barscope(
            "render", packageRoot + "/Goldens/gallery/ios10-tint-f8f8f8.yaml",
            packageRoot + "/Goldens/gallery/ios10-tint-f8f8f8.yaml", "-o", dir + "/x")
        #expect(
            clash.status == 2
                && clash.stderr.hasSuffix(
                    "would both be rendered to \(dir)/x/ios10-tint-f8f8f8.png; render them into different folders\n")
        )
        let file = try barscope("render", packageRoot + "/Goldens/screens", "-o", dir + "/one.png")
        #expect(
            file.status == 2
                && file.stderr
                    == "barscope: error: -o \(dir)/one.png: several scenes need a folder for their PNGs, and this is a file; give a folder, such as renders\n"
        )
    }

    @Test func completionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let run = try barscope("--generate-completion-script", shell)
            #expect(run.status == 0 && run.stdout.contains("verify") && run.stdout.contains("shard"), "\(shell)")
        }
    }

    @Test func ignoredValuesWarnOnStandardError() throws {
        let dir = try scratch()
        try
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationBar: {barTintColor: \"#ff000080\", translucent: false}\n"
            .write(toFile: dir + "/w.yaml", atomically: true, encoding: .utf8)
        let run = try barscope("render", dir + "/w.yaml", "-o", dir + "/w.png")
        #expect(
            run.status == 0
                && run.stderr.hasPrefix(
                    "barscope: warning: \(dir)/w.yaml:4: navigationBar.barTintColor: its alpha (128 of 255) is ignored on an opaque bar"
                )
        )
    }
}
