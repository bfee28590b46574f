import FileAccess
import Raster
import RasterPNG

/// The evidence a failed golden check leaves in the artifacts folder, and the rules that keep
/// BarScope from touching any file it did not write there.
///
/// - Names: `NAME.actual.png` and `NAME.diff.png`. No two scenes share one: a scene's two names
///   end in different words (`actual`, `diff`), so `x.diff`'s actual image
///   (`x.diff.actual.png`) can never be `x`'s diff (`x.diff.png`).
/// - A mark: every artifact carries a `tEXt` chunk `barscope` = `artifact` right after its
///   header. A file is removed or replaced as stale evidence only when it carries the mark, so
///   another suite's goldens, or any file a person put there, are never deleted.
/// - A folder check before a run (``checkFolder(_:)``): an artifacts folder that holds scene
///   files, or PNGs without the mark, is refused with the fix.
package enum Artifacts {
    /// The actual image's path for an artifacts base path `DIR/NAME`.
    package static func actualPath(_ base: String) -> String { base + ".actual.png" }
    /// The diff image's path for an artifacts base path `DIR/NAME`.
    package static func diffPath(_ base: String) -> String { base + ".diff.png" }

    /// The mark's keyword and text (a `tEXt` chunk: Latin-1 keyword, NUL, text).
    static let keyword = "barscope", text = "artifact"

    /// The chunk that marks a file as an artifact, with its length, type and CRC.
    static let markChunk = PNGChunk.encode("tEXt", Array(keyword.utf8) + [0] + Array(text.utf8))

    /// The PNG signature and a header chunk: the first 33 bytes of every PNG.
    static let headerLength = 8 + 4 + 4 + 13 + 4

    /// Encoded PNG bytes with the mark inserted after the header chunk.
    static func marked(_ png: [UInt8]) -> [UInt8] {
        precondition(png.count > headerLength && png[12..<16].elementsEqual("IHDR".utf8))
        return Array(png[..<headerLength]) + markChunk + png[headerLength...]
    }

    /// Whether the file at `path` is a PNG that BarScope wrote as an artifact (its mark right
    /// after the header).
    package static func isMarked(_ path: String) -> Bool {
        let length = headerLength + markChunk.count
        guard let prefix = FileIO.readPrefix(path: path, count: length), prefix.count == length else { return false }
        return prefix[headerLength...].elementsEqual(markChunk)
    }

    /// Writes an artifact, unless a file that BarScope did not write is at `path` (then it is
    /// left as it is and the error says so).
    static func write(_ image: Image, to path: String, preset: PNGPreset) throws(PNGError) {
        if FileIO.exists(path), !isMarked(path) {
            throw PNGError(
                code: .io, path: path,
                reason:
                    "is not an artifact BarScope wrote, so it is left as it is; move it away or use another artifacts folder"
            )
        }
        let bytes = marked(try PNGEncoder.encode(image, preset: preset, path: path))
        do {
            try FileIO.write(bytes, to: path, streams: false)
        } catch {
            throw PNGError(error)
        }
    }

    /// Removes an earlier run's artifact at `path`: only a file that carries the mark.
    static func removeStale(_ path: String) {
        if isMarked(path) { FileIO.remove(path) }
    }

    /// Refuses, before a run writes anything into it, an artifacts folder that holds scene files
    /// or PNGs that BarScope did not write there: a run removes stale evidence from it, and such
    /// a folder is most likely another suite's goldens.
    package static func checkFolder(_ folder: String) throws(CheckError) {
        guard !folder.isEmpty else {
            throw CheckError(
                "the artifacts folder is empty (''); give a folder, such as \(GoldenOptions.defaultArtifacts)")
        }
        guard FileIO.isDirectory(folder) else { return }
        let scenes: [String], pictures: [String]
        do {
            scenes = try FileIO.files(under: folder, suffix: Goldens.sceneSuffix)
            pictures = try FileIO.files(under: folder, suffix: ".png")
        } catch {
            throw CheckError("\(error)")
        }
        let fix = "give an empty or new folder, such as \(GoldenOptions.defaultArtifacts), or move those files away"
        if let scene = scenes.first {
            throw CheckError(
                "the artifacts folder \(folder) holds scene files (\(scene)), which BarScope did not write there; \(fix)",
                code: .artifacts)
        }
        if let foreign = pictures.first(where: { !isMarked($0) }) {
            throw CheckError(
                "the artifacts folder \(folder) holds PNGs BarScope did not write there (\(foreign)); \(fix)",
                code: .artifacts)
        }
    }
}

/// Names that become file paths: a golden's or a render's name below its folder.
package enum OutputName {
    /// Refuses a name that would escape its folder or name another file than the one meant:
    /// empty, a leading `/`, a `.` or `..` component or an empty one (`a//b`), a NUL or other
    /// control character. Returns the rule broken, or nil when the name is fine.
    package static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty; give it a name, such as \"title-bar\"" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) }) {
            return "holds a control character (a NUL cuts a path short); use letters, digits, \"-\", \"_\" and \"/\""
        }
        if name.hasPrefix("/") { return "starts with \"/\"; a name is relative to its folder" }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") {
            return "has a \"..\" component, which would leave its folder; name it within the folder"
        }
        if parts.contains(".") || parts.contains("") {
            return "has an empty or \".\" component; write it as a plain relative path, such as \"bars/title\""
        }
        return nil
    }
}
