import Foundation
import Testing
import TestSupport

/// A fenced code block of a Markdown page.
struct DocBlock {
    let page: String
    /// The line of the opening fence (1-based).
    let line: Int
    /// The fence's info string: `console`, `yaml`, `swift`, `sh`, `text`, …
    let info: String
    let lines: [String]
    /// The last non-empty line before the fence (an HTML comment such as `<!-- fragment -->`).
    let marker: String

    var place: String { "\(page):\(line)" }
}

/// The pages a reader is sent to: the README and every page under docs/.
let documentationPages: [String] = {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
}()

/// The fenced blocks of a page, in order.
func docBlocks(of page: String) throws -> [DocBlock] {
    let text = try String(contentsOfFile: packageRoot + "/" + page, encoding: .utf8)
    var blocks: [DocBlock] = [], open: (line: Int, info: String, marker: String)?, body: [String] = [], lastText = ""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
        if let start = open {
            if line == "```" {
                blocks.append(
                    DocBlock(page: page, line: start.line, info: start.info, lines: body, marker: start.marker))
                open = nil
                body = []
            } else {
                body.append(line)
            }
        } else if line.hasPrefix("```") {
            open = (index + 1, String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), lastText)
        } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            lastText = line.trimmingCharacters(in: .whitespaces)
        }
    }
    #expect(open == nil, "\(page): a code block is never closed")
    return blocks
}

/// Whether `actual` is what a documented output says: line for line, where a line `…` alone
/// stands for any number of lines and a line ending in `…` for any line that starts with it.
func documentedOutputMatches(_ expected: [String], _ actual: [String]) -> Bool {
    func matches(_ e: Int, _ a: Int) -> Bool {
        if e == expected.count { return a == actual.count }
        if expected[e] == "…" { return (a...actual.count).contains { matches(e + 1, $0) } }
        guard a < actual.count else { return false }
        let line = expected[e]
        let same = actual[a] == line || (line.hasSuffix("…") && actual[a].hasPrefix(String(line.dropLast())))
        return same && matches(e + 1, a + 1)
    }
    return matches(0, 0)
}

/// Every code block in the README and docs/ runs, parses or compiles, so the docs cannot rot:
/// `console` blocks are run and their output compared, `yaml` blocks are scenes BarScope reads,
/// `swift` blocks are copied from test code that compiles, `sh` blocks name scripts and
/// commands that exist, and relative links lead to files.
@Suite struct DocsTests {
    @Test func theDocsHavePages() {
        #expect(documentationPages.count >= 7, "\(documentationPages)")
    }

    /// Each `$ ` line of a `console` block runs in `sh`, from a scratch copy of the repository's
    /// Goldens/, docs/examples/, docs/sheets/, docs/swiftui/ and docs/report-example/, and of the fixture apps
    /// (Tests/Fixtures/Apps, as Apps/) (the page's blocks share it, in order), with the built
    /// `barscope` first on PATH; what it prints (stdout and stderr, as a terminal shows them)
    /// must be the lines below it.
    @Test(arguments: documentationPages) func consoleBlocksPrintWhatTheySay(page: String) throws {
        let blocks = try docBlocks(of: page).filter { $0.info == "console" }
        guard !blocks.isEmpty else { return }
        let dir = try docsScratch()
        for block in blocks {
            var commands: [(command: String, expected: [String])] = []
            for line in block.lines {
                if line.hasPrefix("$ ") {
                    commands.append((String(line.dropFirst(2)), []))
                } else if !commands.isEmpty {
                    commands[commands.count - 1].expected.append(line)
                }
            }
            #expect(!commands.isEmpty, "\(block.place): a console block without a $ line")
            for (command, expected) in commands {
                let output = try shell(command, in: dir)
                var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if lines.last == "" { lines.removeLast() }
                #expect(
                    documentedOutputMatches(expected, lines),
                    "\(block.place): $ \(command)\n--- documented\n\(expected.joined(separator: "\n"))\n--- printed\n\(output)"
                )
            }
        }
    }

    /// A `yaml` block is a scene `barscope normalize` reads without an error. A block after
    /// `<!-- fragment -->` is completed with `ios`, `device` and `content` where it lacks them.
    /// (`yaml ci` blocks are CI configurations, not scenes.)
    @Test(arguments: documentationPages) func yamlBlocksAreScenes(page: String) throws {
        let blocks = try docBlocks(of: page).filter { $0.info == "yaml" }
        guard !blocks.isEmpty else { return }
        let dir = try docsScratch()
        for block in blocks {
            var lines = block.lines
            if block.marker == "<!-- fragment -->" {
                let base = ["ios: 15", "device: iphone-15", "content: {color: \"#ffffff\"}"]
                lines = base.filter { key in !lines.contains { $0.hasPrefix(key.prefix { $0 != ":" } + ":") } } + lines
            }
            let file = dir + "/docs/examples/block-\(block.line).yaml"
            try write(lines.joined(separator: "\n") + "\n", file)
            let run = try barscope(["normalize", file])
            #expect(run.status == 0, "\(block.place): \(run.stderr)")
        }
    }

    /// A `swift` block appears, line for line (indentation aside), in a Swift file the tests
    /// compile: Tests/BarSceneTests/DocSnippetsTests.swift, or the consumer package that
    /// ``ConsumerPackageTests`` builds (its manifest for blocks that start `// Package.swift`).
    @Test(arguments: documentationPages) func swiftBlocksAreCompiledCode(page: String) throws {
        let blocks = try docBlocks(of: page).filter { $0.info == "swift" }
        guard !blocks.isEmpty else { return }
        let sources = [
            "Tests/BarSceneTests/DocSnippetsTests.swift", "Tests/Fixtures/Consumer/Package.swift",
            "Tests/Fixtures/Consumer/Tests/AppTests/BrandBarTests.swift",
        ]
        let files = try sources.map { try String(contentsOfFile: packageRoot + "/" + $0, encoding: .utf8) }
        func trimmed(_ lines: [String]) -> [String] {
            lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        for block in blocks {
            let snippet = trimmed(block.lines)
            let found = files.contains { file in
                let code = trimmed(file.components(separatedBy: "\n"))
                return code.indices.contains { start in
                    start + snippet.count <= code.count && Array(code[start..<start + snippet.count]) == snippet
                }
            }
            #expect(
                found,
                "\(block.place): this Swift block is not in \(sources.joined(separator: ", ")); copy it from compiled code"
            )
        }
    }

    /// An `sh` block's commands exist: scripts/… and .ci/… are executable files of the
    /// repository, and `barscope WORD` names a subcommand.
    @Test(arguments: documentationPages) func shellBlocksNameWhatExists(page: String) throws {
        let subcommands = try barscopeSubcommands()
        for block in try docBlocks(of: page) where block.info == "sh" {
            for line in block.lines {
                let words =
                    line.split(separator: "#", maxSplits: 1).first.map { $0.split(separator: " ").map(String.init) }
                    ?? []
                guard let first = words.first else { continue }
                if first.hasPrefix("scripts/") || first.hasPrefix(".ci/") {
                    #expect(
                        FileManager.default.isExecutableFile(atPath: packageRoot + "/" + first),
                        "\(block.place): \(first) is not an executable file")
                }
                if first == "barscope", words.count > 1, !words[1].hasPrefix("-") {
                    #expect(subcommands.contains(words[1]), "\(block.place): barscope has no subcommand \(words[1])")
                }
            }
        }
    }

    /// Relative links and image sources lead to files of the repository.
    @Test(arguments: documentationPages) func relativeLinksResolve(page: String) throws {
        let text = try String(contentsOfFile: packageRoot + "/" + page, encoding: .utf8)
        let folder = (page as NSString).deletingLastPathComponent
        var targets: [String] = []
        for pattern in [#"\]\(([^)\s]+)\)"#, #"src="([^"]+)""#] {
            let regex = try NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                targets.append(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        #expect(page != "README.md" || targets.count >= 8, "\(targets)")
        for target in targets where !target.contains("://") && !target.hasPrefix("#") && !target.hasPrefix("mailto:") {
            let path = String(target.prefix { $0 != "#" })
            let full = ((packageRoot + "/" + folder) as NSString).appendingPathComponent(path)
            #expect(FileManager.default.fileExists(atPath: full), "\(page): the link \(target) leads nowhere")
        }
    }

    /// The README stays a front page.
    @Test func theReadmeIsShort() throws {
        let text = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 200, "README.md has \(lines) lines")
        #expect(!text.contains("shared/"), "README.md sends readers outside the repository")
    }

    @Test func outputMatchingFollowsItsRules() {
        #expect(documentedOutputMatches(["a", "…", "d"], ["a", "b", "c", "d"]))
        #expect(documentedOutputMatches(["a", "…", "d"], ["a", "d"]))
        #expect(!documentedOutputMatches(["a", "…", "d"], ["a", "b"]))
        #expect(documentedOutputMatches(["ab…"], ["abc"]))
        #expect(!documentedOutputMatches(["ab…"], ["ac"]))
        #expect(!documentedOutputMatches(["a"], ["a", "b"]))
    }
}

/// A scratch folder holding copies of Goldens/, docs/examples/, docs/sheets/, docs/swiftui/ and docs/report-example/,
/// and the fixture apps as Apps/ (docs/import.md imports them), where documented commands run.
func docsScratch() throws -> String {
    let dir = try scratch()
    try FileManager.default.createDirectory(atPath: dir + "/docs", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: packageRoot + "/Goldens", toPath: dir + "/Goldens")
    try FileManager.default.copyItem(atPath: packageRoot + "/docs/examples", toPath: dir + "/docs/examples")
    try FileManager.default.copyItem(atPath: packageRoot + "/docs/sheets", toPath: dir + "/docs/sheets")
    try FileManager.default.copyItem(atPath: packageRoot + "/docs/swiftui", toPath: dir + "/docs/swiftui")
    try FileManager.default.copyItem(
        atPath: packageRoot + "/docs/report-example", toPath: dir + "/docs/report-example")
    try FileManager.default.copyItem(atPath: packageRoot + "/Tests/Fixtures/Apps", toPath: dir + "/Apps")
    return dir
}

/// Runs a command line in `sh` in `dir`, with the built barscope first on PATH and no BarScope
/// variables from the test run (which sets BARSCOPE_RECORD); stdout and stderr share one pipe.
func shell(_ command: String, in dir: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: dir)
    var environment = ProcessInfo.processInfo.environment.filter {
        !$0.key.hasPrefix("BARSCOPE_") && $0.key != "SNAPSHOT_TESTING_RECORD"
    }
    environment["PATH"] = packageRoot + "/.build/debug:" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// The subcommands `barscope --help` lists.
func barscopeSubcommands() throws -> Set<String> {
    let help = try barscope(["--help"]).stdout
    guard let start = help.range(of: "SUBCOMMANDS:") else { return [] }
    return Set(
        help[start.upperBound...].split(separator: "\n").compactMap { line in
            line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
        })
}
