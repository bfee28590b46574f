import ArgumentParser
import BarChecks
import FileAccess
import Raster
import RasterPNG

extension RecordMode: ExpressibleByArgument {}

/// What `verify` and `record` share: the folder, the record mode, artifacts, JUnit, tolerances.
struct GoldenArguments: ParsableArguments {
    @Argument(help: "The folder of NAME.yaml scenes with NAME.png goldens beside them (searched recursively).")
    var directory: String
    @Option(help: "Record mode: all, missing, failed or never (default: $BARSCOPE_RECORD, else the command's default).")
    var record: RecordMode?
    @Option(
        help:
            "Folder for actual and diff images of failures (default: $BARSCOPE_ARTIFACTS, else .build/barscope-artifacts)."
    )
    var artifacts: String?
    @Option(help: "Also write a JUnit XML report here.") var junit: String?
    @Option(
        help:
            "Also write a Markdown summary here (failures, missing and new goldens with their numbers, and the totals), for a pull-request comment or $GITHUB_STEP_SUMMARY."
    )
    var markdown: String?
    @Flag(
        help:
            "Print the run as JSON (docs/verify-report.schema.json: each golden's status, paths, numbers and, for a failure, its most-changed pixel explained) instead of the table."
    )
    var json = false
    @Option(
        help:
            "Also write a report to open in a browser into this folder: index.html (failures side by side, swipe, onion skin, diff, zoom with hex values, why the most-changed pixel changed; passes as a contact sheet) and the pictures it shows."
    )
    var report: String?
    @Option(help: "Scenes checked at once (default: the processors online). The report's order does not depend on it.")
    var jobs: Int?
    @Option(
        help:
            "Check only shard I of N (I/N, from 1/N to N/N): each scene belongs to the shard its path's hash picks, so N CI runners split the suite without overlap."
    )
    var shard: String?
    @Option(
        help:
            "Of scenes with variants:, check only the variants whose name has these +-separated parts (dark, or dark+iphone-se)."
    )
    var variants: String?
    @OptionGroup var tolerances: ToleranceOptions
    @OptionGroup var limits: LimitOptions

    /// Runs the suite and reports; `fallback` is the command's default mode.
    func run(fallback: RecordMode, recordingFails: Bool) throws {
        let env = GoldenOptions.environment()
        let mode = try cli { try RecordMode.resolve(flag: record, environment: env, fallback: fallback) }
        let folder = artifacts ?? env[GoldenOptions.artifactsVariable] ?? GoldenOptions.defaultArtifacts
        let anywhere = PixelRect(x: 0, y: 0, width: Image.maximumDimension, height: Image.maximumDimension)
        var options = GoldenOptions(
            record: mode, artifacts: folder, diff: try tolerances.diffOptions(bounds: anywhere, file: "--ignore"))
        options.limits = try limits.resolved()
        if let jobs {
            guard jobs >= 1 else {
                throw CLIError(message: "--jobs \(jobs): give at least 1 (the scenes checked at once)")
            }
            options.jobs = jobs
        }
        if let shard {
            guard let parsed = Shard(shard) else {
                throw CLIError(
                    message: "--shard \(shard): give I/N with 1 ≤ I ≤ N, such as 1/4 (the first of four shards)")
            }
            options.shard = parsed
        }
        if let variants {
            guard !variants.isEmpty,
                variants.split(separator: "+", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty })
            else {
                throw CLIError(
                    message:
                        "--variants \"\(variants)\": give variant name parts joined by +, such as dark or dark+iphone-se"
                )
            }
            options.variants = variants
        }
        if let report { try checkApartFromReport(report, artifacts: folder) }
        if let junit { try checkReportPath(junit, option: "--junit", example: "report.xml") }
        if let markdown { try checkReportPath(markdown, option: "--markdown", example: "summary.md") }
        let progress = ProgressLine(record == .all || fallback == .all ? "record" : "verify")
        options.progress = { done, total in progress.update(done, total) }
        // Started before the run, so that a folder it may not replace is refused before any
        // golden is recorded; written after it.
        let page = try report.map { folder in try cli { try HTMLReport(folder: folder, goldens: directory) } }
        options.explainsFailures = json || page != nil || markdown != nil
        options.animatesTransitions = page != nil
        if let page {
            options.storesTransition = { @Sendable (name: String, animation: [UInt8]) throws -> String in
                try page.storeTransition(of: name, animation: animation)
            }
        }
        let report = try cli { try Goldens.run(directory: directory, options: options) }
        progress.finish()
        print(json ? try report.json() : report.table)
        // Once each: a warning every variant of a file shares is not repeated per variant.
        printWarnings(
            grouped: report.results.map { ($0.variant == nil ? nil : $0.name, $0.scene ?? $0.name, $0.warnings) })
        if let junit {
            try cli { try FileIO.write(Array(report.junit(recordingFails: recordingFails).utf8), to: junit) }
        }
        if let markdown {
            try cli { try FileIO.write(Array(report.markdown(recordingFails: recordingFails).utf8), to: markdown) }
        }
        try page.map { page in try cli { try page.write(report, recordingFails: recordingFails) } }
        let status = report.exitStatus(recordingFails: recordingFails)
        if status != 0 { throw ExitCode(status) }
    }
}

extension GoldenArguments {
    /// Refuses, before any scene is checked, outputs that the `--report` folder would swallow:
    /// the folder is replaced as a whole when the report is written, so a JUnit or Markdown file
    /// written inside it, or artifacts inside it, would vanish while the table still points at
    /// them; and a report inside the artifacts folder would be swept with the evidence.
    func checkApartFromReport(_ report: String, artifacts: String) throws {
        guard !report.isEmpty else { return }
        let folder = FileIO.resolvedPath(report)
        func inside(_ path: String, _ parent: String) -> Bool {
            path == parent || path.hasPrefix(parent == "/" ? parent : parent + "/")
        }
        for (option, path, example) in [("--junit", junit, "report.xml"), ("--markdown", markdown, "summary.md")] {
            guard let path, inside(FileIO.resolvedPath(path), folder) else { continue }
            throw CLIError(
                message:
                    "\(option) \(path): lies inside the --report folder \(report), which is replaced as a whole when the report is written, so the file would vanish; write it beside the folder, such as \(example)"
            )
        }
        let evidence = FileIO.resolvedPath(artifacts)
        if inside(evidence, folder) {
            throw CLIError(
                message:
                    "the artifacts folder \(artifacts) is or lies inside the --report folder \(report), which is replaced as a whole; give folders apart, such as --artifacts .build/barscope-artifacts --report .build/barscope-report"
            )
        }
        if inside(folder, evidence) {
            throw CLIError(
                message:
                    "--report \(report): lies inside the artifacts folder \(artifacts), where stale evidence is swept; give folders apart, such as --artifacts .build/barscope-artifacts --report .build/barscope-report"
            )
        }
    }

    /// Refuses a report path that cannot be written, or that would replace a golden or a scene,
    /// before any scene is checked (a bad path found afterwards would come after goldens were
    /// recorded).
    func checkReportPath(_ path: String, option: String, example: String) throws {
        guard !path.isEmpty else {
            throw CLIError(message: "\(option) '': the report's path is empty; give a file name, such as \(example)")
        }
        if (try? FileIO.kind(of: path)) == .directory {
            throw CLIError(
                message:
                    "\(option) \(path): is a folder; give a file name, such as \(path.hasSuffix("/") ? path : path + "/")\(example)"
            )
        }
        let report = FileIO.resolvedPath(path), goldens = FileIO.resolvedPath(directory)
        if report.hasPrefix(goldens + "/"), report.hasSuffix(".png") || report.hasSuffix(Goldens.sceneSuffix) {
            throw CLIError(
                message:
                    "\(option) \(path): would replace a golden or a scene in \(directory); write the report elsewhere, such as \(example)"
            )
        }
        // Found now, not after every golden was recorded.
        do {
            try FileIO.probeWritable(path)
        } catch {
            throw CLIError(message: "\(option) \(error); give a path in a folder that exists and can be written")
        }
    }
}

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every scene in a folder and compare it with its golden PNG.",
        discussion: """
            Default record mode: missing (a missing golden is recorded and the run fails, saying so). Use --record never on CI.
            Exit status 0 when every golden matches, 1 when any failed, was missing or was recorded, 2 when a scene or golden could not be read.
            """)

    @OptionGroup var golden: GoldenArguments

    func run() throws { try golden.run(fallback: .missing, recordingFails: true) }
}

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render every scene in a folder and (re-)record its golden PNG.",
        discussion: """
            Default record mode: all. With --record failed only goldens that are missing or differ are rewritten.
            Exit status 0 when every golden matches or was recorded, 1 when any differs and was kept, 2 on unreadable input.
            """)

    @OptionGroup var golden: GoldenArguments

    func run() throws { try golden.run(fallback: .all, recordingFails: false) }
}
