import ArgumentParser
import BarChecks
import BarImport
import BarScene
import BarScopeSupport
import FileAccess
import Foundation
import Raster
import RasterPNG

/// `barscope import` and `barscope lint`: the parts of BarScope that read an app's Swift code
/// (swift-syntax), built as a program of their own so that `barscope` never builds the parser.
/// Exit statuses: 0 success, 1 a lint finding at or above --fail-on, 2 bad input.
struct BarScopeImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "barscope-import",
        abstract:
            "Read an app's bar code (UIKit and SwiftUI), its asset catalogs and Info.plist into scenes and lint findings.",
        subcommands: [Import.self, Lint.self])
}

struct Failure: Error {
    var message: String
    var status: Int32 = 2
}

func emit(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

func printMessages(_ messages: [ImportMessage]) {
    for message in messages {
        emit(
            "barscope: \(message.level.rawValue): \(MessageText.escapingControls(message.place)): \(MessageText.escapingControls(message.text))\n"
        )
    }
}

struct ReleaseOptions: ParsableArguments {
    @Option(
        name: .customLong("ios"),
        help:
            "The iOS release of each scene (repeat or separate with commas: --ios 18,26); default 18. An #available branch keeps to its releases."
    )
    var ios: [String] = []

    @Option(
        help:
            "The phone, one of `barscope devices` (default: iphone-16 from iOS 18, a phone that ran the release before)."
    )
    var device: String?

    func options() throws -> SceneOptions {
        var releases: [Int] = []
        for word in ios.flatMap({ $0.split(separator: ",") }) {
            guard let release = Int(word.trimmingCharacters(in: .whitespaces)), (9...27).contains(release) else {
                throw Failure(message: "--ios: \(word) is not a release; give 9 to 18, 26 or 27 (such as --ios 18,26)")
            }
            if !releases.contains(release) { releases.append(release) }
        }
        return SceneOptions(releases: releases.isEmpty ? [18] : releases, device: device)
    }
}

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write one scene per bar configuration found in the app's code, with a summary table.",
        discussion: """
            Reads .swift files (a folder is walked), *.xcassets colour sets and Info.plist. Each \
            scene names the file and line each key came from; what cannot be evaluated statically \
            is a warning naming the key to fill in. See docs/import.md.
            """)

    @Argument(help: "The app's source folders or files.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The folder to write the scenes to (new or empty, unless --force).")
    var output: String

    @Flag(help: "Write into a folder that already holds files (scenes of the same names are replaced).")
    var force = false

    @OptionGroup var releases: ReleaseOptions

    @Flag(
        help:
            "Also draw each configuration across releases and modes on one labelled sheet, NAME-sheet.png beside its scenes."
    )
    var render = false

    @Option(name: .customLong("render-ios"), help: "The releases of --render's sheets (default 15,18,26).")
    var renderIOS: [String] = []

    @Option(name: .customLong("render-modes"), help: "The modes of --render's sheets: light, dark (default both).")
    var renderModes: [String] = []

    func run() throws {
        var options = try releases.options()
        if !render, !renderIOS.isEmpty || !renderModes.isEmpty {
            throw Failure(
                message:
                    "\(renderIOS.isEmpty ? "--render-modes" : "--render-ios") chooses --render's sheets; add --render")
        }
        let matrix = try ImportSheets.Matrix(ios: renderIOS, modes: renderModes)
        let folder = output.count > 1 && output.hasSuffix("/") ? String(output.dropLast()) : output
        options.folder = folder
        let result: ImportResult
        do { result = try Importer.read(paths) } catch { throw Failure(message: error.message) }
        let scenes = SceneWriter.scenes(result, options: options)
        printMessages(result.messages)
        guard !scenes.isEmpty else {
            throw Failure(
                message:
                    "no bar configuration found in \(result.filesRead) Swift file\(result.filesRead == 1 ? "" : "s"); docs/import.md lists what is read"
            )
        }
        // The sheets are drawn before anything is written: a scene that does not render writes nothing.
        var files = scenes.map { (name: $0.fileName, bytes: Array($0.text.utf8)) }
        var sheetCount = 0
        if render {
            for configuration in result.configurations {
                let sheet = try ImportSheets.sheet(
                    configuration, result: result, matrix: matrix, device: options.device)
                let name = configuration.name + "-sheet.png"
                do {
                    files.append((name, try PNGEncoder.encode(sheet.image, path: folder + "/" + name)))
                } catch {
                    throw Failure(message: "--render: \(name): \(error)")
                }
                sheetCount += 1
            }
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        if exists, !isFolder.boolValue {
            throw Failure(message: "-o \(output): a file, not a folder; name a new folder for the scenes")
        }
        let entries = exists ? ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []) : []
        do {
            if !entries.isEmpty {
                guard force else {
                    throw Failure(
                        message:
                            "-o \(output): the folder is not empty; name a new folder, or add --force to replace the scenes of the same names"
                    )
                }
                for file in files {
                    try FileIO.write(file.bytes, to: folder + "/" + file.name)
                }
            } else {
                if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
                    try FileIO.makeDirectories(String(folder[..<slash]))
                }
                let set = try StagedFiles(in: folder, owns: { $0.hasSuffix(".yaml") || $0.hasSuffix("-sheet.png") })
                for file in files { try set.write(file.bytes, name: file.name) }
                try set.commit()
            }
        } catch let error as FileError {
            throw Failure(message: error.description)
        }
        print(SceneWriter.summary(scenes), terminator: "")
        let sheets = sheetCount == 0 ? "" : " and \(sheetCount) sheet\(sheetCount == 1 ? "" : "s")"
        print("wrote \(scenes.count) scene\(scenes.count == 1 ? "" : "s")\(sheets) to \(output)")
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract:
            "Report the bar traps in the app's code: file:line, the releases affected, what the user sees, the fix.",
        discussion: "Exit status 1 when a finding is at or above --fail-on. See docs/import.md.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

    @Argument(help: "The app's source folders or files.")
    var paths: [String]

    @Option(help: "text (default), json, or sarif (SARIF 2.1.0).")
    var format: Format = .text

    @Option(
        name: .customLong("fail-on"), help: "Exit 1 when a finding is at this level or above: error, warning or note.")
    var failOn: String = "error"

    @Option(
        help:
            "A new folder for a before/after PNG of each finding with a fix BarScope can apply (the bar as the code draws it, above the bar with the fix), with both scenes."
    )
    var render: String?

    func run() throws {
        guard let threshold = FindingLevel(rawValue: failOn) else {
            throw Failure(message: "--fail-on: \(failOn) is not a level; use error, warning or note")
        }
        let result: ImportResult
        do { result = try Importer.read(paths) } catch { throw Failure(message: error.message) }
        printMessages(result.messages)
        let findings = Linter.findings(result)
        switch format {
        case .text: print(LintOutput.text(findings), terminator: "")
        case .json: print(LintOutput.json(findings, paths: result.paths), terminator: "")
        case .sarif: print(LintOutput.sarif(findings, paths: result.paths), terminator: "")
        }
        if let render { try renderBeforeAfter(findings, result: result, into: render) }
        if findings.contains(where: { $0.level >= threshold }) { throw ExitCode(1) }
    }
}

/// Each fixable finding as `NAME-before.yaml`, `NAME-after.yaml` and `NAME.png` (the strip of
/// the bar before, above the strip after), written as one set into a new or empty folder.
func renderBeforeAfter(_ findings: [Finding], result: ImportResult, into folder: String) throws {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard entries.isEmpty else {
        throw Failure(
            message: "--render \(folder): the folder is not empty; name a new folder for the before/after images")
    }
    var files: [(String, [UInt8])] = []
    var written = Set<String>()
    for finding in findings {
        guard let before = finding.before, let after = finding.after, let bar = finding.bar else { continue }
        let name = before.name + "-" + finding.rule
        guard written.insert(name).inserted else { continue }
        // Drawn on the first release the trap springs on (iOS 15 for the scroll edge), on a
        // phone that ran it, the list at its top: the scroll edge.
        let ios = max(15, before.minimumIOS ?? 15)
        let fix =
            finding.rule == LintRules.scrollEdge.id
            ? "the same appearance as scrollEdgeAppearance" : "an opaque appearance in both slots"
        var cells: [ContactSheet.Cell] = []
        for (suffix, configuration) in [("before", before), ("after", after)] {
            let text =
                SceneWriter.sceneText(
                    configuration, ios: ios, dark: false, device: SceneOptions.defaultDevice(ios: ios),
                    plist: result.plist, folder: folder)
                + "region: \(bar)\n"
            do {
                let scene = try SceneParser.parse(
                    text, file: "\(name)-\(suffix).yaml", directory: folder.hasSuffix("/") ? folder : folder + "/")
                let caption =
                    suffix == "before"
                    ? "before, iOS \(ios): \(finding.place) as written" : "after, iOS \(ios): \(fix)"
                cells.append(
                    ContactSheet.Cell(
                        caption: caption, image: try SceneRenderer.render(scene), scale: scene.device.scale))
            } catch {
                throw Failure(message: "--render: \(name)-\(suffix).yaml: \(error)")
            }
            files.append(("\(name)-\(suffix).yaml", Array(text.utf8)))
        }
        do {
            let image = try ContactSheet.make(cells, columns: 1)
            files.append(("\(name).png", try PNGEncoder.encode(image, path: folder + "/" + name + ".png")))
        } catch {
            throw Failure(message: "--render: \(name).png: \(error)")
        }
    }
    do throws(FileError) {
        let set = try StagedFiles(in: folder, owns: { _ in false })
        for (name, bytes) in files { try set.write(bytes, name: name) }
        try set.commit()
    } catch {
        throw Failure(message: error.description)
    }
    emit("barscope: wrote \(files.count / 3) before/after image\(files.count == 3 ? "" : "s") to \(folder)\n")
}

do {
    var command = try BarScopeImport.parseAsRoot()
    try command.run()
} catch let failure as Failure {
    emit("barscope: error: \(MessageText.escapingControls(failure.message))\n")
    exit(failure.status)
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    if BarScopeImport.exitCode(for: error) == .success {
        print(BarScopeImport.fullMessage(for: error))
        exit(0)
    }
    let message = BarScopeImport.message(for: error).split(separator: "\n").map { $0.trimmingPrefix(" ") }.joined(
        separator: " ")
    emit("barscope: error: \(message); see barscope import --help or barscope lint --help\n")
    exit(2)
}
