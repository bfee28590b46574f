import Foundation
import Testing
import TestSupport

@testable import BarChecks
@testable import BarLayers
@testable import BarScene

/// Text goldens of the bar stacks (issue 42, item 7): for each release BarScope models and each
/// bar kind, `Goldens/trees/iosN-KIND.txt` is `barscope tree` of the small scene
/// `Tests/Fixtures/Trees/iosN-KIND.yaml`, so a change to a stack shows as a readable diff.
/// Recorded as the other goldens are: `BARSCOPE_RECORD=missing` (the default) writes a missing
/// one and fails, `failed` or `all` rewrite those that differ and fail; `never` only compares.
/// (`barscope tree SCENE > GOLDEN` writes the same bytes: CLITests checks three of them.)
@Suite struct TreeGoldenTests {
    /// Every pair: `ios9-navigationbar`, `ios9-tabbar`, `ios9-toolbar`, … `ios27-toolbar`.
    static let names: [String] = IOSVersion.all.flatMap { release in
        BarKind.allCases.map { "ios\(release.number)-\($0.rawValue.lowercased())" }
    }
    static let scenes = packageRoot + "/Tests/Fixtures/Trees"
    static let goldens = packageRoot + "/Goldens/trees"

    /// Each release × bar kind has its scene and its golden, and nothing else is there: a new
    /// release's row fails here until its three trees are recorded.
    @Test func everyStackHasItsSceneAndItsGolden() throws {
        let expected = Self.names.sorted()
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Self.scenes).sorted()
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.goldens).sorted()
        #expect(expected.count == 3 * IOSVersion.all.count)
        #expect(scenes == expected.map { $0 + ".yaml" })
        #expect(goldens == expected.map { $0 + ".txt" })
    }

    @Test(arguments: names)
    func treeMatchesItsGolden(name: String) throws {
        let scene = try SceneParser.load(path: "\(Self.scenes)/\(name).yaml")
        // Only iOS 27 warns (it is drawn with iOS 26's model); the others are clean scenes.
        #expect(scene.warnings.map(\.key) == (name.hasPrefix("ios27-") ? ["ios"] : []))
        let tree = try Self.treeText(scene)
        try Self.compare(tree, withGolden: "\(Self.goldens)/\(name).txt")
    }

    /// What `barscope tree` prints (Sources/barscope/SceneCommands.swift, `Tree.run`): each bar's
    /// own line, then its subviews, a blank line between bars.
    static func treeText(_ scene: Scene) throws -> String {
        let bars = try scene.barLayers()
        return bars.everything.map { $0.className + $0.propertySummary + "\n" + $0.treeDescription() }.joined(
            separator: "\n") + "\n"
    }

    /// Compares `text` with the golden file exactly, recording by the mode in `BARSCOPE_RECORD`.
    static func compare(_ text: String, withGolden path: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let mode = try RecordMode.resolve(
            flag: nil, environment: ProcessInfo.processInfo.environment, fallback: .missing)
        let name = String(path.dropFirst(packageRoot.count + 1))
        guard let golden = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) })
        else {
            if mode == .never {
                Issue.record(
                    "\(name) is missing (record mode: never); record it with BARSCOPE_RECORD=missing",
                    sourceLocation: sourceLocation)
            } else {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                Issue.record(
                    "\(name) recorded: no golden existed; look at it and run again", sourceLocation: sourceLocation)
            }
            return
        }
        if golden == text { return }
        let diff = lineDiff(from: golden, to: text)
        if mode == .all || mode == .failed {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            Issue.record(
                "\(name) re-recorded (record mode: \(mode.rawValue)); look at the change and run again:\n\(diff)",
                sourceLocation: sourceLocation)
        } else {
            Issue.record(
                "\(name) differs from the tree (- golden, + now); if the change is meant, re-record with BARSCOPE_RECORD=failed:\n\(diff)",
                sourceLocation: sourceLocation)
        }
    }

    /// The lines that differ, with two lines of context around each change, numbered as in the
    /// golden (`-` and context) or in the new text (`+`); `…` where unchanged lines are left out.
    static func lineDiff(from old: String, to new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        let difference = b.difference(from: a)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // The merged sequence of lines: (mark, line number, text).
        var rows: [(mark: Character, number: Int, text: Substring)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                rows.append(("-", i + 1, a[i]))
                i += 1
            } else if j < b.count, inserted.contains(j) {
                rows.append(("+", j + 1, b[j]))
                j += 1
            } else {
                rows.append((" ", i + 1, a[i]))
                i += 1
                j += 1
            }
        }
        let changed = rows.indices.filter { rows[$0].mark != " " }
        var shown = Set<Int>()
        for index in changed { shown.formUnion(max(0, index - 2)...min(rows.count - 1, index + 2)) }
        var lines: [String] = []
        var last = -1
        for index in shown.sorted() {
            if index > last + 1 { lines.append("…") }
            let row = rows[index]
            lines.append("\(row.mark) \(row.number): \(row.text)")
            last = index
        }
        if last < rows.count - 1 { lines.append("…") }
        return lines.joined(separator: "\n")
    }

    /// The diff a failure shows: the changed lines, numbered, with their context.
    @Test func aChangedTreeShowsAsANumberedLineDiff() {
        let golden = "UITabBar\n1: a\n2: b\n3: c\n4: d\n5: e\n6: f\n7: g\n"
        let now = "UITabBar\n1: a\n2: b\n3: C\n4: d\n5: e\n6: f\n7: g\n8: h\n"
        let lines = [
            "…", "  2: 1: a", "  3: 2: b", "- 4: 3: c", "+ 4: 3: C", "  5: 4: d", "  6: 5: e", "  7: 6: f", "  8: 7: g",
            "+ 9: 8: h", "  9: ",
        ]
        #expect(Self.lineDiff(from: golden, to: now) == lines.joined(separator: "\n"))
    }
}
