#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading, writing and listing files with POSIX calls, safely against what a path may hold.
///
/// Design rules:
/// 1. A reader never blocks on what is not a regular file: it opens with `O_NONBLOCK`, checks
///    `fstat` for a regular file, and only then reads (a FIFO would otherwise wait forever for
///    a writer).
/// 2. A writer never leaves half a file, never follows a link planted at its temporary name and
///    never turns a device into a file: see ``write(_:to:durable:)``.
/// 3. A listing never skips silently: an entry that cannot be examined is an error.
///
/// The corresponding C functions are `open`, `fstat`, `read`, `write`, `fsync`, `rename`,
/// `unlink`, `mkdir`, `lstat`, `opendir`.
package enum FileIO {
    /// What a path names, following symbolic links.
    package enum Kind: Sendable, Equatable {
        /// Nothing: no such file, or a symbolic link to nothing.
        case missing
        case regularFile
        case directory
        /// A FIFO, a device or a socket.
        case special
    }

    /// What `path` names (following links), or the system's reason why that cannot be known (a
    /// loop of links, a path too long, a folder that cannot be searched).
    package static func kind(of path: String) throws(FileError) -> Kind {
        try refuseNUL(path)
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw FileError(code: .io, path: path, reason: "cannot read: \(errorText())")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .directory
        default: return .special
        }
    }

    /// Reads a whole regular file of at most `maxBytes`. Anything else (a folder, a FIFO, a
    /// device such as /dev/zero) is refused before a byte is read, and a file that grows past
    /// the bound while being read is refused rather than followed.
    package static func readAll(path: String, maxBytes: Int) throws(FileError) -> [UInt8] {
        try refuseNUL(path)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            throw FileError(code: errno == ENOENT ? .missing : .io, path: path, reason: "cannot open: \(errorText())")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw FileError(code: .io, path: path, reason: "cannot read: \(errorText())")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileError(code: .isDirectory, path: path, reason: "is a folder; give the path of a file")
        default: throw FileError(code: .notRegular, path: path, reason: "not a regular file; give the path of a file")
        }
        func tooLarge(_ size: Int) -> FileError {
            FileError(code: .limit, path: path, reason: "the file is \(size) bytes, over the limit of \(maxBytes)")
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
                throw FileError(code: .io, path: path, reason: "cannot read: \(errorText())")
            }
            if n == 0 { break }
            count += n
            if count > maxBytes { throw tooLarge(count) }
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// The first `count` bytes of a regular file (fewer when it is shorter), or nil when `path`
    /// is not a regular file that can be read. Never blocks (see ``readAll(path:maxBytes:)``).
    package static func readPrefix(path: String, count: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            filled += n
        }
        return Array(bytes[..<filled])
    }

    /// Whether two paths name the same existing file (after links: the same device and inode),
    /// so that writing one would replace the other.
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Whether `path` is itself a symbolic link (not followed), whatever it points to.
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether something exists at `path` (following links).
    package static func exists(_ path: String) -> Bool {
        (try? kind(of: path)).map { $0 != .missing } ?? true
    }

    /// Whether `path` is a folder (following links).
    package static func isDirectory(_ path: String) -> Bool {
        (try? kind(of: path)) == .directory
    }

    /// The path that names standard output in ``write(_:to:durable:)``.
    package static let standardOutput = "-"

    /// Writes `bytes` as the output named `path`, whatever is there:
    ///
    /// - nothing, or a regular file: the bytes go to a new temporary file beside it, which is
    ///   then renamed over it, so no reader ever sees half a file and a failure (or a killed
    ///   run) leaves what was there untouched. A replaced file keeps its permission bits; a new
    ///   one gets the umask's. The temporary file is created exclusively (`O_EXCL`, never
    ///   through a link planted at its name) under an unpredictable name of fixed length, so
    ///   any output name that is legal works.
    /// - a symbolic link: the link is followed and its target is what is written, as above when
    ///   the target is a regular file; a link to nothing is refused (no file is created at a
    ///   place the user did not name).
    /// - `-`, a FIFO, a character device or a socket (`/dev/null`, `/dev/stdout`): the bytes
    ///   are written through as a stream, and the node is never replaced.
    /// - a folder: refused.
    ///
    /// `durable` also flushes the file to the disk (`fsync`) before the rename, so that a power
    /// loss cannot leave an empty file under the name: for golden images, which are the
    /// reference. Renders, artifacts and reports can be made again and skip it.
    package static func write(_ bytes: [UInt8], to path: String, durable: Bool = false, streams: Bool = true)
        throws(FileError)
    {
        // Standard output and the process's open descriptors by name: written through the
        // descriptor itself, so the shell's redirection (its offset, `>>`'s append) holds.
        if let fd = descriptor(named: path) {
            guard streams else {
                throw FileError(
                    code: .notRegular, path: path, reason: "is a stream, not a file; give the path of a file")
            }
            guard isatty(fd) == 0 else {
                throw FileError(code: .notRegular, path: path, reason: "is a terminal; redirect it to a file or a pipe")
            }
            return try writeAll(bytes, to: fd, path: path)
        }
        guard !path.isEmpty else {
            throw FileError(code: .io, path: "''", reason: "the output path is empty; give a file name")
        }
        try refuseNUL(path)
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else {
                throw FileError(code: .io, path: path, reason: "cannot write: \(errorText())")
            }
            return try replace(path, with: bytes, mode: nil, durable: durable)
        }
        var target = path
        if (info.st_mode & S_IFMT) == S_IFLNK {
            // Follow the link: write its target, never replace the link with a file.
            guard stat(path, &info) == 0 else {
                let what = errno == ENOENT ? "nothing" : "a place that cannot be reached"
                throw FileError(
                    code: .missing, path: path,
                    reason: "is a symbolic link to \(what) (\(errorText())); give the target's path or remove the link")
            }
            if (info.st_mode & S_IFMT) == S_IFREG {
                guard let resolved = realPath(path) else {
                    throw FileError(code: .io, path: path, reason: "cannot resolve the symbolic link: \(errorText())")
                }
                target = resolved
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return try replace(target, with: bytes, mode: info.st_mode & 0o7777, durable: durable, reportAs: path)
        case S_IFDIR:
            throw FileError(
                code: .isDirectory, path: path,
                reason: "is a folder; give a file name, such as \(path.hasSuffix("/") ? path : path + "/")out.png")
        default:
            guard streams else {
                throw FileError(
                    code: .notRegular, path: path,
                    reason:
                        "is not a regular file (a FIFO, a device or a socket); remove it, or give the path of a file")
            }
            // A FIFO, a device or a socket: a stream, written through. A FIFO is opened without
            // blocking first: with nobody reading it, that fails at once rather than waiting.
            let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else {
                if errno == ENXIO {
                    throw FileError(
                        code: .io, path: path, reason: "no process is reading this FIFO; start its reader first")
                }
                throw FileError(code: .io, path: path, reason: "cannot write: \(errorText())")
            }
            defer { close(fd) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            try writeAll(bytes, to: fd, path: path)
        }
    }

    /// Checks, before any work, that ``write(_:to:durable:streams:)`` could write `path`: a
    /// stream is taken as it is; otherwise a temporary file is created (and removed) in its
    /// folder, which is what a write does first. Throws the error the write would.
    package static func probeWritable(_ path: String) throws(FileError) {
        guard !path.isEmpty else {
            throw FileError(code: .io, path: "''", reason: "the output path is empty; give a file name")
        }
        try refuseNUL(path)
        if descriptor(named: path) != nil { return }
        switch try kind(of: path) {
        case .directory:
            throw FileError(
                code: .isDirectory, path: path,
                reason: "is a folder; give a file name, such as \(path.hasSuffix("/") ? path : path + "/")report.xml")
        case .special: return
        case .missing, .regularFile: break
        }
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            // A link to a file: its target's folder is where the write happens.
            if let target = realPath(path) { return try probeFolder(split(target).directory, for: path) }
        }
        try probeFolder(split(path).directory, for: path)
    }

    /// Checks that files can be created in `folder`, or, when it does not exist yet, in the
    /// nearest folder above it that does (where it would be created).
    package static func probeWritableFolder(_ folder: String) throws(FileError) {
        guard !folder.isEmpty else {
            throw FileError(code: .io, path: "''", reason: "the folder path is empty; give a folder, such as out")
        }
        // Without trailing slashes: `FILE/` names nothing, where `FILE` is the file in the way.
        func trimmed(_ path: String) -> String {
            var path = path
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            return path
        }
        var existing = trimmed(folder)
        while try kind(of: existing) == .missing {
            let parent = trimmed(split(existing).directory)
            existing = parent.isEmpty ? "." : parent
        }
        guard try kind(of: existing) == .directory else {
            throw FileError(
                code: .io, path: folder, reason: "cannot be created: \(existing) is not a folder; choose another path")
        }
        try probeFolder(existing.hasSuffix("/") ? existing : existing + "/", for: folder)
    }

    private static func probeFolder(_ directory: String, for path: String) throws(FileError) {
        let (fd, temporary) = try createTemporary(in: directory, reportAs: path)
        unlink(temporary)
        close(fd)
    }

    /// The descriptor a path names when it names the process's own: `-` and `/dev/stdout` (1),
    /// `/dev/stderr` (2), `/dev/fd/N` and `/proc/self/fd/N` (N).
    static func descriptor(named path: String) -> Int32? {
        switch path {
        case standardOutput, "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let n = Int32(path.dropFirst(prefix.count)), n >= 0, fcntl(n, F_GETFD) != -1 { return n }
            }
            return nil
        }
    }

    /// Writes `bytes` to a new temporary file in `path`'s folder and renames it over `path`.
    private static func replace(
        _ path: String, with bytes: [UInt8], mode: mode_t?, durable: Bool, reportAs: String? = nil
    ) throws(FileError) {
        let shown = reportAs ?? path
        let (directory, _) = split(path)
        removeStaleTemporaries(in: directory)
        let (fd, temporary) = try createTemporary(in: directory, reportAs: shown)
        var failure: FileError?
        do throws(FileError) {
            if let mode, fchmod(fd, mode) != 0 {
                throw FileError(code: .io, path: shown, reason: "cannot write: \(errorText())")
            }
            try writeAll(bytes, to: fd, path: shown)
            if durable, fsync(fd) != 0 {
                throw FileError(code: .io, path: shown, reason: "cannot write: \(errorText())")
            }
        } catch {
            failure = error
        }
        // Renamed while still open: its lock (see ``createTemporary(in:reportAs:)``) is held
        // until the file has its final name, so no other run can take it for a stale one.
        if failure == nil, rename(temporary, path) != 0 {
            failure = FileError(code: .io, path: shown, reason: "cannot write: \(errorText())")
        }
        if failure != nil { unlink(temporary) }
        close(fd)
        if let failure { throw failure }
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileError) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { posixWrite(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(code: .io, path: path, reason: "cannot write: \(errorText())")
            }
            written += n
        }
    }

    /// The prefix of every temporary file and folder BarScope creates.
    static let temporaryPrefix = ".barscope-"
    /// The suffix of every temporary file and folder BarScope creates.
    static let temporarySuffix = ".tmp"

    /// `.barscope-PID-RANDOM.tmp`: hidden, recognisable, 38 bytes at most whatever the output's
    /// name, with 64 random bits so that nobody can plant anything at it in advance. The PID only
    /// tells a person which run made it: staleness is judged by the file's lock, not by the PID
    /// (a PID means nothing to a process in another PID namespace, such as a container).
    static func temporaryName() -> String {
        var random = SystemRandomNumberGenerator()
        let bits = String(random.next() as UInt64, radix: 16)
        return
            "\(temporaryPrefix)\(getpid())-\(String(repeating: "0", count: 16 - bits.count))\(bits)\(temporarySuffix)"
    }

    /// Creates a new file exclusively in `directory` (ending in `/`, or empty for the current
    /// folder): never through an existing name, link or not. The file is returned locked
    /// (`flock`, exclusive), and stays locked while its descriptor is open: that lock is what
    /// tells every other run that it is not stale (``removeStaleTemporaries(in:)``).
    static func createTemporary(in directory: String, reportAs path: String) throws(FileError) -> (Int32, String) {
        while true {
            let temporary = directory + temporaryName()
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd < 0 {
                // 64 random bits do not collide by chance; a collision is something planted there.
                if errno == EEXIST { continue }
                throw FileError(code: .io, path: path, reason: "cannot write: \(errorText())")
            }
            if try lockCreated(fd, path: path) { return (fd, temporary) }
        }
    }

    /// Locks a file or folder just created. Between its creation and the lock, another run may
    /// have judged it stale and removed it: then it has no name left (`st_nlink` 0), and the
    /// caller makes another. Returns whether `fd` is locked and still named.
    static func lockCreated(_ fd: Int32, path: String) throws(FileError) -> Bool {
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(fd)
                throw FileError(code: .io, path: path, reason: "cannot lock a temporary file: \(errorText())")
            }
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_nlink > 0 else {
            close(fd)
            return false
        }
        return true
    }

    /// Creates a new folder exclusively in `directory` (ending in `/`) under a temporary name,
    /// locked as ``createTemporary(in:reportAs:)`` locks a file: returns the descriptor that
    /// holds the lock (close it when done) and the folder's path.
    static func createTemporaryFolder(in directory: String, reportAs path: String) throws(FileError) -> (Int32, String)
    {
        while true {
            let candidate = directory + temporaryName()
            guard mkdir(candidate, 0o700) == 0 else {
                if errno == EEXIST { continue }
                throw FileError(code: .io, path: path, reason: "cannot write: \(errorText())")
            }
            let fd = open(candidate, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else { throw FileError(code: .io, path: path, reason: "cannot write: \(errorText())") }
            if try lockCreated(fd, path: path) { return (fd, candidate) }
        }
    }

    /// Removes temporary files and folders in `directory` that no run is writing any more (a
    /// run killed between writing and renaming). A run holds its temporary's lock from the
    /// moment it is created until it is renamed into place or removed, so an entry whose lock
    /// can be taken is stale, whichever process, PID namespace or machine sharing the folder
    /// left it.
    package static func removeStaleTemporaries(in directory: String) {
        let folder = directory.isEmpty ? "." : directory
        for entry in entryNames(in: folder) ?? [] {
            guard entry.hasPrefix(temporaryPrefix), entry.hasSuffix(temporarySuffix) else { continue }
            let path = directory + entry
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            // Held by a live writer: not stale.
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            var info = stat()
            guard fstat(fd, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                removeFolder(path)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                unlink(path)
            }
        }
    }

    /// Removes a file; a missing file is not an error, and a folder is never removed.
    package static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return }
        unlink(path)
    }

    /// Removes a folder BarScope made (a staging folder) with everything in it, its own
    /// subfolders too: a sweep that removed only files left a folder a run had put a subfolder
    /// into behind for good. Links are removed, never followed.
    static func removeFolder(_ path: String) {
        for entry in entryNames(in: path) ?? [] where entry != "." && entry != ".." {
            let child = path + "/" + entry
            var info = stat()
            if lstat(child, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                removeFolder(child)
            } else {
                unlink(child)
            }
        }
        rmdir(path)
    }

    /// Creates a folder and any missing parents (`mkdir -p`); an existing folder is fine.
    package static func makeDirectories(_ path: String) throws(FileError) {
        guard !path.isEmpty else {
            throw FileError(code: .io, path: "''", reason: "the folder path is empty; give a folder, such as out")
        }
        try refuseNUL(path)
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw FileError(code: .io, path: path, reason: "cannot create the folder: \(errorText())")
            }
            prefix += "/"
        }
        let kind = try kind(of: path)
        guard kind == .directory else {
            throw FileError(code: .io, path: path, reason: "exists and is not a folder; choose another path")
        }
    }

    /// Paths of the files under `directory` (recursively; hidden entries and links to folders
    /// skipped) whose names end with `suffix`, sorted bytewise so that every machine lists them
    /// in the same order. An entry that cannot be examined (a path too long for the system, a
    /// folder that cannot be read) is an error, never skipped.
    package static func files(under directory: String, suffix: String) throws(FileError) -> [String] {
        guard let entries = entries(in: directory) else {
            throw FileError(code: .io, path: directory, reason: "cannot list the folder: \(errorText())")
        }
        var found: [String] = []
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        for raw in entries where raw.first != UInt8(ascii: ".") {
            // A name that is not UTF-8 cannot be rebuilt into a path from a String: refused, never
            // skipped (a skipped scene would be a pass that checked nothing).
            guard let name = String(validating: raw, as: UTF8.self) else {
                throw FileError(
                    code: .io, path: base + "/" + escapedName(raw),
                    reason:
                        "the name is not valid UTF-8; rename it (BarScope names scenes and goldens by their UTF-8 paths)"
                )
            }
            let path = base + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else {
                // Gone since it was listed: nothing to check.
                if errno == ENOENT { continue }
                throw FileError(
                    code: .io, path: path,
                    reason: "cannot examine it: \(errorText()); move it to a shorter path or fix its permissions")
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                found += try files(under: path, suffix: suffix)
            case S_IFLNK:
                // Links to folders are not followed: a link cycle would never end.
                if name.hasSuffix(suffix), try kind(of: path) != .directory { found.append(path) }
            default:
                if name.hasSuffix(suffix) { found.append(path) }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The absolute path with every link resolved, or nil when `path` does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The absolute, resolved form of a path that may not exist yet: its longest existing
    /// prefix resolved, the rest appended with `.` and `..` worked out (for comparing folders
    /// before they are created).
    package static func resolvedPath(_ path: String) -> String {
        var existing = path.isEmpty ? "." : path
        var rest: [String] = []
        while true {
            if let resolved = realPath(existing) {
                var parts = resolved.split(separator: "/").map(String.init)
                for part in rest.reversed() {
                    switch part {
                    case "", ".": continue
                    case "..": if !parts.isEmpty { parts.removeLast() }
                    default: parts.append(part)
                    }
                }
                return "/" + parts.joined(separator: "/")
            }
            let trimmed = existing.hasSuffix("/") && existing.count > 1 ? String(existing.dropLast()) : existing
            let (directory, name) = split(trimmed)
            rest.append(name)
            if directory.isEmpty {
                existing = "."
            } else if directory == "/" {
                existing = "/"
            } else {
                existing = String(directory.dropLast())
            }
        }
    }

    /// A path as its folder (ending in `/`, or empty for the current folder) and its file name.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// The names in a folder (including `.` and `..`), or `nil` when it cannot be listed. A
    /// name that is not valid UTF-8 is left out: it cannot be rebuilt into a path from a
    /// `String` (use ``entries(in:)`` where such a name must be reported).
    static func entryNames(in directory: String) -> [String]? {
        entries(in: directory)?.compactMap { String(validating: $0, as: UTF8.self) }
    }

    /// The raw names (bytes) in a folder, including `.` and `..`, or `nil` when it cannot be listed.
    static func entries(in directory: String) -> [[UInt8]]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) })
        }
        return names
    }

    /// A name's bytes for a message: valid UTF-8 as it is, every other byte as `\xNN`.
    package static func escapedName(_ bytes: [UInt8]) -> String {
        var out = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            // The longest valid prefix, then one invalid byte.
            var end = rest.startIndex
            var iterator = rest.makeIterator()
            var decoder = UTF8()
            var valid = ""
            loop: while true {
                switch decoder.decode(&iterator) {
                case let .scalarValue(scalar):
                    valid.unicodeScalars.append(scalar)
                    end += UTF8.width(scalar)
                case .emptyInput, .error: break loop
                }
            }
            out += valid
            rest = rest[end...]
            if let byte = rest.first {
                out += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    /// Refuses a path with a NUL byte: the system would read it only up to the NUL, and so
    /// open or replace another file than the one named.
    package static func refuseNUL(_ path: String) throws(FileError) {
        guard path.utf8.contains(0) else { return }
        throw FileError(
            code: .io, path: path, reason: "the path holds a NUL byte (\\0), which no file name can; fix the path")
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

extension String {
    /// The string with `0`s before it up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// `write(2)`, which ``FileIO/write(_:to:durable:)`` hides inside the enum.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
