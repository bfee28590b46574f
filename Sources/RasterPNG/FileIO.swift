#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// File reading and atomic writing with POSIX calls (the corresponding C functions are
/// `open`, `read`, `write`, `fsync`, `rename`, `unlink`).
public enum FileIO {
    /// Reads a whole regular file of at most `maxBytes` (a device such as /dev/zero, or a file
    /// that grows past the bound while being read, is refused rather than read forever).
    public static func readAll(path: String, maxBytes: Int) throws(PNGError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw PNGError(code: .io, path: path, reason: "cannot open: \(errorText())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw PNGError(code: .io, path: path, reason: "not a regular file; give the path of a file")
        }
        func tooLarge(_ size: Int) -> PNGError {
            PNGError(code: .limit, path: path, reason: "the file is \(size) bytes, over the limit of \(maxBytes)")
        }
        guard Int(info.st_size) <= maxBytes else { throw tooLarge(Int(info.st_size)) }
        // Read straight into an array sized from fstat (one allocation, no copies). When it is
        // full, one more byte is read into a spare: a file that kept its size (nearly always)
        // ends there, with no reallocation; one that grows while being read is followed in 64 KB
        // steps up to the bound.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var count = 0
        var spare: UInt8 = 0
        while true {
            let n: Int
            if count == bytes.count {
                n = read(fd, &spare, 1)
                if n == 1 {
                    if bytes.count >= maxBytes { throw tooLarge(bytes.count + 1) }
                    bytes.append(spare)
                    bytes.append(contentsOf: repeatElement(0, count: min(1 << 16, maxBytes + 1 - bytes.count)))
                    count += 1
                    continue
                }
            } else {
                n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw PNGError(code: .io, path: path, reason: "cannot read: \(errorText())")
            }
            if n == 0 { break }
            count += n
            if count > maxBytes { throw tooLarge(count) }
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Whether a regular file or folder exists at `path`.
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so that no
    /// reader ever sees half a file and a failure, or a killed run, leaves any existing file
    /// untouched. Temporary files that a killed run left for the same `path` are removed first.
    ///
    /// `durable` also flushes the file to the disk (`fsync`) before the rename, so that a power
    /// loss or an OS crash cannot leave an empty file under the name: for golden images, which
    /// are committed and are the reference. Renders, artifacts and reports can be made again
    /// and skip it: it measured 0.5 ms of a 14 ms bar-strip render (scripts/bench), and the
    /// tools users compare BarScope with (libpng's own examples, Pillow, libvips, ImageMagick)
    /// do not flush either.
    public static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = false) throws(PNGError) {
        removeStaleTemporaries(for: path)
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw PNGError(code: .io, path: path, reason: "cannot write: \(errorText())") }
        var written = 0
        var failure: String?
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = "cannot write: \(errorText())"
                break
            }
            written += n
        }
        if failure == nil, durable, fsync(fd) != 0 { failure = "cannot write: \(errorText())" }
        close(fd)
        if failure == nil, rename(temporary, path) != 0 { failure = "cannot write: \(errorText())" }
        if let failure {
            unlink(temporary)
            throw PNGError(code: .io, path: path, reason: failure)
        }
    }

    /// Removes a file; a missing file is not an error.
    public static func remove(_ path: String) {
        unlink(path)
    }

    /// Creates a folder and any missing parents (`mkdir -p`); an existing folder is fine.
    public static func makeDirectories(_ path: String) throws(PNGError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw PNGError(code: .io, path: path, reason: "cannot create the folder: \(errorText())")
            }
            prefix += "/"
        }
        guard isDirectory(path) else {
            throw PNGError(code: .io, path: path, reason: "exists and is not a folder; choose another path")
        }
    }

    /// Whether `path` is a folder.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is itself a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Paths of the files under `directory` (recursively, hidden entries and links to folders skipped) whose
    /// names end with `suffix`, sorted bytewise so every machine lists them in the same order.
    public static func files(under directory: String, suffix: String) throws(PNGError) -> [String] {
        guard let entries = entryNames(in: directory) else {
            throw PNGError(code: .io, path: directory, reason: "cannot list the folder: \(errorText())")
        }
        var found: [String] = []
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        for name in entries where !name.hasPrefix(".") {
            let path = base + "/" + name
            if isDirectory(path) {
                // Symbolic links to folders are not followed: a link cycle would never end.
                if isSymbolicLink(path) { continue }
                found += try files(under: path, suffix: suffix)
            } else if name.hasSuffix(suffix) {
                found.append(path)
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The marker in every temporary file name.
    static let temporaryMarker = ".barscope-tmp-"

    /// Removes `DIR/.NAME.barscope-tmp-PID` files left by processes that no longer run (a run
    /// killed between writing and renaming). A live writer's file is left alone.
    public static func removeStaleTemporaries(for path: String) {
        let (directory, name) = split(path)
        let prefix = "." + name + temporaryMarker
        for entry in entryNames(in: directory.isEmpty ? "." : directory) ?? [] {
            guard entry.hasPrefix(prefix), let pid = pid_t(entry.dropFirst(prefix.count)) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + entry) }
        }
    }

    /// `DIR/.NAME.barscope-tmp-PID`: hidden, in the same folder (so the rename is atomic), and
    /// named so that stray ones are recognisable.
    static func temporaryPath(for path: String) -> String {
        let (directory, name) = split(path)
        return "\(directory).\(name)\(temporaryMarker)\(getpid())"
    }

    /// A path as its folder (ending in `/`, or empty for the current folder) and its file name.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// The names in a folder (including `.` and `..`), or `nil` when it cannot be listed.
    static func entryNames(in directory: String) -> [String]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            })
        }
        return names
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
