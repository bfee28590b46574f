#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import BarScopeSupport
import BarScene
import FrameRendering
import Dispatch
import FileAccess
import Raster
import RasterPNG

/// When goldens are written, in swift-snapshot-testing's vocabulary (`SnapshotTestingConfiguration.Record`).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record every golden, whether it matches or not.
    case all
    /// Record goldens that do not exist yet (the run still fails, saying so); compare the others.
    case missing
    /// Record goldens that are missing or do not match.
    case failed
    /// Record nothing: a missing golden is a failure (for CI).
    case never

    /// The environment variable that sets the mode when no flag does.
    public static let environmentVariable = "BARSCOPE_RECORD"

    /// The mode from a flag, else from ``environmentVariable``, else `fallback`.
    public static func resolve(flag: RecordMode?, environment: [String: String], fallback: RecordMode)
        throws(CheckError) -> RecordMode
    {
        if let flag { return flag }
        guard let text = environment[environmentVariable], !text.isEmpty else { return fallback }
        guard let mode = RecordMode(rawValue: text) else {
            throw CheckError(
                "\(environmentVariable)=\(text): unknown record mode; use one of all, missing, failed, never")
        }
        return mode
    }
}

/// How goldens are checked and where evidence of a failure goes.
public struct GoldenOptions: Sendable {
    public var record: RecordMode
    /// The folder for actual and diff images of failed checks.
    public var artifacts: String
    /// What counts as a difference.
    public var diff: DiffOptions
    /// How goldens are encoded: `small` keeps committed goldens small.
    public var preset: PNGPreset
    /// Bounds on every PNG read (scene images and goldens).
    public var limits: PNGLimits = .default
    /// How many scenes are checked at once (each on its own thread); results are reported in
    /// the same order whatever the number.
    public var jobs: Int = GoldenOptions.onlineProcessors
    /// Only the scenes of one shard of the suite (``Shard``), for a suite split over CI runners.
    public var shard: Shard?
    /// `--variants`: of a scene with `variants:`, check only those matching
    /// (``BarScene/SceneVariant/matches(_:)``); scenes without variants are checked as usual.
    public var variants: String?
    /// Whether a failure's most-changed pixel is explained (``GoldenResult/explained``), as
    /// `verify --json` reports it.
    public var explainsFailures = false
    /// Whether a scene with a transition whose golden needs a look (failed, missing, recorded)
    /// also gets its transition as an animated PNG (``GoldenResult/transition``), as `verify
    /// --report` shows it.
    public var animatesTransitions = false
    /// Where a transition's animation goes as soon as it is made (``HTMLReport/storeTransition(of:animation:)``):
    /// given the golden's name and the animation, returns the file it was written to. Without
    /// it, each result holds its animation (``GoldenResult/transition``).
    public var storesTransition: (@Sendable (_ name: String, _ animation: [UInt8]) throws -> String)?
    /// Called after each scene is checked, with the number done and the total (a progress line).
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    public static var onlineProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// The environment variable naming the artifacts folder.
    public static let artifactsVariable = "BARSCOPE_ARTIFACTS"
    /// The artifacts folder when neither a flag nor the variable names one.
    public static let defaultArtifacts = ".build/barscope-artifacts"

    /// The values of ``RecordMode/environmentVariable`` and ``artifactsVariable`` that are set.
    public static func environment() -> [String: String] {
        var values: [String: String] = [:]
        // An empty value means unset, as for any variable a shell may export empty
        // (`BARSCOPE_ARTIFACTS=` once meant the file-system root).
        for name in [RecordMode.environmentVariable, artifactsVariable] {
            if let value = getenv(name), value.pointee != 0 { values[name] = String(cString: value) }
        }
        return values
    }

    public init(
        record: RecordMode = .missing, artifacts: String = defaultArtifacts, diff: DiffOptions = .exact,
        preset: PNGPreset = .small
    ) {
        self.record = record
        self.artifacts = artifacts
        self.diff = diff
        self.preset = preset
    }
}

/// What happened to one golden.
public enum GoldenStatus: String, Sendable, Equatable, CaseIterable {
    /// The render matches the golden.
    case passed
    /// The golden was written (it was missing, or the mode asked for it).
    case recorded
    /// The render differs from the golden, which was kept.
    case failed
    /// There is no golden and the mode forbids recording one.
    case missing
    /// The scene or the golden could not be read.
    case error
}

/// The outcome of checking one scene against its golden.
public struct GoldenResult: Sendable {
    /// The scene's name: its path below the verified folder, without `.yaml`.
    public let name: String
    public let status: GoldenStatus
    /// What happened, in one sentence (empty when passed).
    public let detail: String
    /// The comparison, when both images were there.
    public let diff: ImageDiff?
    /// Files written into the artifacts folder (actual, diff).
    public let artifacts: [String]
    /// The scene's values that change nothing (``BarScene/Scene/warnings``).
    public var warnings: [SceneWarning] = []
    /// The scene file, the golden's path and the variant checked, when the result is a scene's.
    public var scene: String? = nil
    public var golden: String? = nil
    public var variant: SceneVariant? = nil
    /// For a failure, when asked (``GoldenOptions/explainsFailures``): the most-changed pixel
    /// explained in the current scene, layer by layer.
    package var explained: ExplainedPixel? = nil
    /// For a scene with a transition, when asked (``GoldenOptions/animatesTransitions``): the
    /// current scene's transition as an animated PNG of ``Goldens/transitionFrames`` frames,
    /// timed as `barscope frames` times them.
    public var transition: [UInt8]? = nil
    /// The file the animation was stored as, when ``GoldenOptions/storesTransition`` took it.
    public var transitionFile: String? = nil
    /// Why a transition that was asked for has no animation (too large, or a frame failed).
    public var transitionNote: String? = nil
}

/// Checks renders against golden PNGs and records them, following a ``RecordMode``.
public enum Goldens {
    /// Compares `actual` with the golden at `goldenPath`, writing, recording and cleaning up as
    /// `options` say. `artifactBase` is the artifacts path without extension (`DIR/NAME`): the
    /// actual image goes to `DIR/NAME.actual.png` and the diff to `DIR/NAME.diff.png`
    /// (``Artifacts``); only files BarScope wrote there are ever removed or replaced.
    public static func check(
        _ actual: Image, golden goldenPath: String, name: String, artifactBase: String, options: GoldenOptions
    )
        -> GoldenResult
    {
        let actualPath = Artifacts.actualPath(artifactBase), diffPath = Artifacts.diffPath(artifactBase)
        func result(_ status: GoldenStatus, _ detail: String, _ diff: ImageDiff? = nil, _ artifacts: [String] = [])
            -> GoldenResult
        {
            GoldenResult(name: name, status: status, detail: detail, diff: diff, artifacts: artifacts)
        }
        func record(_ why: String, _ diff: ImageDiff? = nil, _ artifacts: [String] = []) -> GoldenResult {
            do {
                try makeParent(of: goldenPath)
                try PNGEncoder.write(actual, to: goldenPath, preset: options.preset, durable: true, streams: false)
                return result(.recorded, why + "; recorded \(goldenPath)", diff, artifacts)
            } catch {
                return result(.error, "\(error)", diff, artifacts)
            }
        }
        // An artifact never takes a golden's place: removing the stale one would delete the
        // golden, and writing the actual image would replace it (``checkArtifactsFolder``
        // refuses such folders for a whole run; this guards every single check too).
        if FileIO.resolvedPath(actualPath) == FileIO.resolvedPath(goldenPath) {
            return result(
                .error,
                "the artifact \(actualPath) would replace the golden \(goldenPath); use an artifacts folder outside the goldens folder"
            )
        }
        // Evidence from an earlier run must not outlive the failure it documented; a file
        // without the artifact mark is not evidence BarScope left, and stays.
        Artifacts.removeStale(actualPath)
        Artifacts.removeStale(diffPath)

        // A golden found in a suite is a file of the suite's own: a symbolic link (git stores
        // them, so a pull request can add `s.png -> ../../victim`) is neither read nor written
        // through, since recording would replace whatever it points to.
        if FileIO.isSymbolicLink(goldenPath) {
            return result(
                .error,
                "\(goldenPath): the golden is a symbolic link, and BarScope neither reads nor records a golden through one (it could point outside the suite); replace the link with the PNG itself, or remove it and record again"
            )
        }
        // A golden is a file: anything else there (a FIFO, a device, a folder) is an error before
        // anything is read or written, so nothing blocks and nothing is recorded into a stream.
        let kind: FileIO.Kind
        do { kind = try FileIO.kind(of: goldenPath) } catch { return result(.error, "\(error)") }
        guard kind == .missing || kind == .regularFile else {
            return result(.error, "\(goldenPath): the golden is not a regular file; remove it, then record it again")
        }
        let exists = kind == .regularFile
        if !exists {
            guard options.record != .never else {
                let (saved, note) = saveArtifacts(actual: actual, diff: nil, actualPath: actualPath, diffPath: diffPath)
                return result(
                    .missing,
                    "no golden at \(goldenPath) and record mode is never; run with --record missing to record it"
                        + note, nil, saved)
            }
            return record("no golden existed")
        }
        let golden: StraightImage
        do {
            golden = try PNGDecoder.readStraight(path: goldenPath, limits: options.limits)
        } catch {
            if options.record == .all || options.record == .failed {
                return record("the golden was unreadable (\(error))")
            }
            return result(.error, "\(error); re-record it with --record failed")
        }
        let straight = StraightImage(actual)
        var diff = ImageDiff.compare(golden, straight, options: options.diff, drawingImage: false)
        if !diff.isEqual && diff.sizesMatch {
            // A failure: compare again, drawing the diff image for the artifacts.
            diff = ImageDiff.compare(golden, straight, options: options.diff)
        }
        if options.record == .all {
            return record(
                diff.isEqual ? "record mode is all (unchanged)" : "record mode is all (was: \(diff.summary))", diff)
        }
        if diff.isEqual { return result(.passed, diff.forgivenPixels > 0 ? diff.summary : "", diff) }
        let (saved, note) = saveArtifacts(actual: actual, diff: diff.image, actualPath: actualPath, diffPath: diffPath)
        if options.record == .failed { return record("differed (\(diff.summary))" + note, diff, saved) }
        return result(.failed, diff.summary + note, diff, saved)
    }

    /// Renders a scene file (one of its variants, with `variant`) and checks it against
    /// `NAME.png` (`NAME@VARIANT.png`) beside it.
    public static func check(scene path: String, name: String, variant: SceneVariant? = nil, options: GoldenOptions)
        -> GoldenResult
    {
        let image: Image, warnings: [SceneWarning], scene: Scene
        do {
            scene = try SceneParser.load(path: path, limits: options.limits, variant: variant)
            warnings = scene.warnings
            image = try SceneRenderer.render(scene)
        } catch {
            var failed = GoldenResult(name: name, status: .error, detail: "\(error)", diff: nil, artifacts: [])
            (failed.scene, failed.variant) = (path, variant)
            return failed
        }
        let golden = String(path.dropLast(sceneSuffix.count)) + (variant.map { "@" + $0.name } ?? "") + ".png"
        var result = check(
            image, golden: golden, name: name, artifactBase: options.artifacts + "/" + name, options: options)
        result.warnings = warnings
        (result.scene, result.golden, result.variant) = (path, golden, variant)
        if options.explainsFailures, result.status == .failed, let peak = result.diff?.peak {
            result.explained = ExplainedPixel.explain(peak, of: scene)
        }
        // Only a golden that needs a look is animated: every passing transition's frames would
        // multiply a suite's time by the frames' count.
        if options.animatesTransitions, result.status != .passed, let transition = scene.transition {
            do {
                let made = try animation(of: scene, transition: transition)
                if let store = options.storesTransition {
                    result.transitionFile = try store(name, made)
                } else {
                    result.transition = made
                }
            } catch {
                result.transitionNote = "the transition's animation was left out: \(error)"
            }
        }
        return result
    }

    /// Frames in a report's animation of a transition: `barscope frames`' default count.
    public static let transitionFrames = 10
    /// The widest frame of a report's animation, in pixels: the page shows it at most 320 CSS
    /// pixels wide, so twice that is sharp on a 2x display; wider frames are shrunk by a whole
    /// factor (``Raster/Image/reduced(by:)``). A Pro Max frame is 1320 wide: shrunk by 3.
    static let transitionMaximumWidth = 640
    /// The most bytes one animation may have: a photo-like scene's frames encode large, and a
    /// report of many failures would otherwise fill a disk (114 MB each before the shrinking).
    static let transitionMaximumBytes = 32 << 20

    /// The scene's transition as an animated PNG: ``transitionFrames`` frames evenly spaced in
    /// time, each shown for its share of the transition's duration, at most
    /// ``transitionMaximumWidth`` wide; refused past ``transitionMaximumBytes``.
    static func animation(of scene: Scene, transition: Transition) throws -> [UInt8] {
        var writer = try APNG.Writer(
            frameCount: transitionFrames, delay: transition.frameDelay(count: transitionFrames))
        var out: [UInt8] = []
        try SceneRenderer.forEachTransitionFrame(scene, count: transitionFrames) { _, frame in
            let factor = (frame.width + transitionMaximumWidth - 1) / transitionMaximumWidth
            out += try writer.add(try PNGEncoder.encode(frame.reduced(by: max(1, factor)), preset: .fast))
            guard out.count <= transitionMaximumBytes else {
                throw CheckError(
                    "it would be larger than \(transitionMaximumBytes >> 20) MB; see it with barscope frames SCENE -o DIR"
                )
            }
        }
        return out + (try writer.finish())
    }

    /// The goldens a scene file named `name` stands for: itself, or each of its variants
    /// (`NAME@VARIANT`) that the `--variants` filter `only` keeps. A file whose variants cannot be
    /// read stands for itself, and its check or render says why.
    public static func goldens(of path: String, name: String, only filter: String? = nil)
        -> [(name: String, variant: SceneVariant?)]
    {
        let variants = (try? SceneParser.variants(path: path)) ?? []
        guard !variants.isEmpty else { return [(name, nil)] }
        return variants.filter { filter.map($0.matches) ?? true }.map { (name + "@" + $0.name, $0) }
    }

    /// The scene files' suffix.
    public static let sceneSuffix = ".yaml"

    /// Checks every `NAME.yaml` under `directory` (recursively, in a fixed order).
    public static func run(directory: String, options: GoldenOptions) throws(CheckError) -> GoldenReport {
        switch try? FileIO.kind(of: directory) {
        case .directory?: break
        case nil:
            // The reason (a loop of links, a folder that cannot be searched) says what is wrong.
            do { _ = try FileIO.kind(of: directory) } catch {
                throw CheckError("\(error); give the folder that holds NAME.yaml scenes and NAME.png goldens")
            }
        default:
            throw CheckError(
                "\(directory): no such folder; give the folder that holds NAME.yaml scenes and NAME.png goldens")
        }
        try checkArtifactsFolder(options.artifacts, goldens: directory)
        // Every place a run writes is checked before the first scene: a folder found unwritable
        // after goldens were recorded would leave a half-done run.
        do {
            try FileIO.probeWritableFolder(options.artifacts)
        } catch {
            throw CheckError(
                "the artifacts folder \(error); give a folder that can be written, such as \(GoldenOptions.defaultArtifacts)"
            )
        }
        let found: [String]
        do {
            found = try FileIO.files(under: directory, suffix: sceneSuffix)
        } catch {
            throw CheckError("\(error)")
        }
        guard !found.isEmpty else {
            throw CheckError("\(directory): no .yaml scene files found; each golden needs NAME.yaml beside NAME.png")
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        // Every golden of the suite, each file's variants read once: the clash check sees them
        // all, and the --variants filter is applied after.
        let all = found.flatMap { path in
            goldens(of: path, name: String(path.dropFirst(base.count).dropLast(sceneSuffix.count)))
                .map { (path: path, name: $0.name, variant: $0.variant) }
        }
        try refuseSharedGoldens(all)
        let selected = all.filter { item in options.variants.map { item.variant?.matches($0) ?? true } ?? true }
        try refuseEmptySelection(options.variants, variants: all.compactMap(\.variant))
        // A golden's shard follows from its name under the folder alone, so every runner agrees
        // without talking to the others, and adding a scene moves no other.
        let kept = selected.filter { options.shard?.contains($0.name) ?? true }
        let scenes = kept.map(\.path), names = kept.map(\.name), variants = kept.map(\.variant)
        // Scenes are independent (each writes only its own golden and artifacts), so they are
        // checked `jobs` at a time; each result lands in its scene's slot, so the report's
        // order is the folder's, not the order in which threads finish.
        let slots = Locked([GoldenResult?](repeating: nil, count: scenes.count))
        let jobs = max(1, min(options.jobs, max(1, scenes.count)))
        let done = Locked(0)
        func checkAll() {
            DispatchQueue.concurrentPerform(iterations: jobs) { job in
                for index in stride(from: job, to: scenes.count, by: jobs) {
                    let result = check(
                        scene: scenes[index], name: names[index], variant: variants[index], options: options)
                    slots.withLock { $0[index] = result }
                    options.progress?(
                        done.withLock {
                            $0 += 1; return $0
                        }, scenes.count)
                }
            }
        }
        // Scenes side by side already keep the cores busy: a blur then stays on its scene's
        // thread instead of splitting onto a shared helper, which would only make them wait for
        // each other.
        if jobs > 1 { FrameRenderer.sideBySide(checkAll) } else { checkAll() }
        return GoldenReport(
            directory: directory, mode: options.record, results: slots.current.map { $0! }, shard: options.shard)
    }

    /// Refuses a `--variants` filter that keeps no variant of any scene file: a typo (`drak`)
    /// would otherwise check nothing and pass. The error lists the name parts the suite's
    /// variants have.
    static func refuseEmptySelection(_ filter: String?, variants: [SceneVariant]) throws(CheckError) {
        guard let filter else { return }
        guard !variants.contains(where: { $0.matches(filter) }) else { return }
        guard !variants.isEmpty else {
            throw CheckError(
                "--variants \(MessageText.echo(filter)): no scene in the suite has variants:, so the filter keeps nothing; leave the option out",
                code: .invalidRequest)
        }
        let parts = Set(variants.flatMap { $0.settings.map { SceneVariant.nameComponent($0.value) } }).sorted()
        let shown = parts.count > 24 ? parts.prefix(24).joined(separator: ", ") + ", …" : parts.joined(separator: ", ")
        throw CheckError(
            "--variants \(MessageText.echo(filter)): no variant of any scene matches, so nothing would be checked; the suite's variants are named from \(shown)",
            code: .invalidRequest)
    }

    /// Refuses a suite where two goldens would be one file (`mail.yaml`'s dark variant and a
    /// scene `mail@dark.yaml` both name `mail@dark.png`), before any golden is written: the
    /// later would overwrite the earlier, and one of them would fail for ever.
    static func refuseSharedGoldens(_ all: [(path: String, name: String, variant: SceneVariant?)]) throws(CheckError) {
        var seen: [String: (path: String, variant: SceneVariant?)] = [:]
        func which(_ path: String, _ variant: SceneVariant?) -> String {
            variant.map { "\(path)'s variant \($0.name) (\($0.description))" } ?? path
        }
        for item in all {
            if let other = seen[item.name] {
                throw CheckError(
                    "\(which(other.path, other.variant)) and \(which(item.path, item.variant)) both have the golden \(item.name).png; rename one of the scene files"
                )
            }
            seen[item.name] = (item.path, item.variant)
        }
    }

    /// Writes the actual and diff images of a failure; returns the files written and, when
    /// writing failed, a note for the result's detail (the verdict stands without its evidence).
    static func saveArtifacts(actual: Image, diff: Image?, actualPath: String, diffPath: String) -> ([String], String) {
        var saved: [String] = []
        do {
            try makeParent(of: actualPath)
            try Artifacts.write(actual, to: actualPath, preset: .small)
            saved.append(actualPath)
            if let diff {
                try Artifacts.write(diff, to: diffPath, preset: .fast)
                saved.append(diffPath)
            }
        } catch {
            return (saved, "; artifacts not written: \(error)")
        }
        return (saved, "")
    }

    /// Creates the folder a file is to be written into.
    static func makeParent(of path: String) throws(PNGError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        do {
            try FileIO.makeDirectories(String(path[..<slash]))
        } catch {
            throw PNGError(code: .io, path: error.path, reason: error.reason)
        }
    }

    /// Refuses an artifacts folder where an artifact could take a golden's name: the goldens
    /// folder itself, a folder that holds it, or a folder inside it that `verify` would search
    /// (one with no hidden folder on the way, such as `G/out`; `G/.artifacts` is never
    /// searched). Also refuses a path that exists and is not a folder.
    public static func checkArtifactsFolder(_ artifacts: String, goldens directory: String) throws(CheckError) {
        guard !artifacts.isEmpty else {
            throw CheckError(
                "--artifacts '': the artifacts folder is empty; give a folder, such as \(GoldenOptions.defaultArtifacts) (leave the option out for that default)"
            )
        }
        if (try? FileIO.kind(of: artifacts)).map({ $0 != .missing && $0 != .directory }) ?? false {
            throw CheckError(
                "the artifacts folder \(artifacts) exists and is not a folder; give a folder (it is created when missing)"
            )
        }
        let a = FileIO.resolvedPath(artifacts), g = FileIO.resolvedPath(directory)
        let fix = "use a folder outside it, such as \(GoldenOptions.defaultArtifacts), or a hidden one inside it"
        if a == g {
            throw CheckError(
                "the artifacts folder \(artifacts) is the goldens folder \(directory): a failure's actual image would replace its golden; \(fix)",
                code: .artifacts)
        }
        if g.hasPrefix(a == "/" ? a : a + "/") {
            throw CheckError(
                "the artifacts folder \(artifacts) holds the goldens folder \(directory): an artifact could replace a golden; use a folder outside it",
                code: .artifacts)
        }
        let inside = g == "/" ? String(a.dropFirst()) : a.hasPrefix(g + "/") ? String(a.dropFirst(g.count + 1)) : nil
        if let inside, !inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            throw CheckError(
                "the artifacts folder \(artifacts) lies inside the goldens folder \(directory), where an artifact could take a golden's name; \(fix)",
                code: .artifacts)
        }
        try Artifacts.checkFolder(artifacts)
    }
}
