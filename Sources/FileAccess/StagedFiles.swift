#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A set of files written into a folder as one: the whole set is written into a new hidden
/// folder beside the target folder, and only when every file is written does that folder take
/// the target's place in one step (the two folders are exchanged with `renameat2`'s
/// `RENAME_EXCHANGE` on Linux, `renamex_np`'s `RENAME_SWAP` on macOS; a target that does not
/// exist yet is simply renamed into being). A failure or a killed run at any moment leaves the
/// folder holding one run's set, the old or the new, never a mix; the old set is then removed.
///
/// Because the folder itself is replaced, it must hold nothing but a set: ``init(in:owns:)``
/// refuses a folder with any other file (it would be thrown away with the old set). A set is
/// recognised by what it wrote, not by its file names: every set leaves a record,
/// ``manifestName``, listing its files, and only a file that an earlier set listed there (and
/// whose name `owns` accepts) is ever replaced. A person's `index.html` in a folder without
/// the record is refused like any other file. Nothing that was not in the folder when the set
/// started is removed when it is committed: a file put there during the run is refused (or, when
/// it arrives at the last moment, moved back beside the new set).
package final class StagedFiles {
    /// The record of a set's files that each set leaves in its folder: a first line naming the
    /// format, then one file name a line.
    package static let manifestName = ".barscope-set"
    static let manifestHeader = "barscope staged set 1"
    /// The most bytes a record may have: far above any set's (1,024 variants' report files).
    static let maximumManifestBytes = 4 << 20
    /// The folder the files are for.
    package let folder: String
    /// The target as the system resolves it (links followed), which is what is exchanged.
    private let target: String
    private let staging: String
    /// The descriptor that holds the staging folder's lock until it is committed or discarded.
    private var lock: Int32
    private var names: [String] = []
    private var taken = Set<String>()
    /// The entries the folder held when the set started: the only ones a commit may remove.
    private var initial: Set<String> = []
    private var finished = false
    /// Which names in the folder are the command's own (an earlier set's files).
    private let owns: (String) -> Bool

    /// Starts a set for `folder`, which may not exist yet. Every entry already in it must be
    /// one `owns` accepts (a file of an earlier set) or a temporary of BarScope's; anything else
    /// is refused, since committing replaces the whole folder.
    package init(in folder: String, owns: @escaping (String) -> Bool) throws(FileError) {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        switch try FileIO.kind(of: trimmed) {
        case .missing: break
        case .directory:
            guard let entries = FileIO.entries(in: trimmed) else {
                throw FileError(code: .io, path: folder, reason: "cannot list the folder: \(FileIO.errorText())")
            }
            let listed = Self.manifest(in: trimmed)
            for raw in entries where raw != Array(".".utf8) && raw != Array("..".utf8) {
                let name = String(validating: raw, as: UTF8.self)
                if let name { initial.insert(name) }
                if let name, name.hasPrefix(FileIO.temporaryPrefix) && name.hasSuffix(FileIO.temporarySuffix) {
                    continue
                }
                if name == Self.manifestName, listed != nil { continue }
                if let name, owns(name) {
                    // A name alone proves nothing (a person's index.html): the file must be
                    // one an earlier set recorded writing.
                    guard listed?.contains(name) == true else {
                        throw FileError(
                            code: .io, path: folder,
                            reason:
                                "holds \(FileIO.escapedName(raw)), which no earlier run of this command recorded writing (it is not listed in \(Self.manifestName)), and the folder is replaced as a whole; give an empty or new folder, or move that file away"
                        )
                    }
                    // A folder where the set has a file would be thrown away with the old set.
                    var info = stat()
                    if lstat(trimmed + "/" + name, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                        let what = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
                        throw FileError(
                            code: .isDirectory, path: trimmed + "/" + name,
                            reason: "is \(what), where this run writes a file; move it away")
                    }
                    continue
                }
                throw FileError(
                    code: .io, path: folder,
                    reason:
                        "holds \(FileIO.escapedName(raw)), which this command did not write, and the folder is replaced as a whole; give an empty or new folder, or move that file away"
                )
            }
        default:
            throw FileError(
                code: .notRegular, path: folder, reason: "is not a folder; give a folder (it is created when missing)")
        }
        // The new set is staged beside the folder, on the same file system, so that it can take
        // the folder's place in one rename.
        let resolved = FileIO.resolvedPath(trimmed)
        guard resolved != "/" else {
            throw FileError(code: .io, path: folder, reason: "is the root folder; give a folder of its own")
        }
        let (parent, _) = FileIO.split(resolved)
        FileIO.removeStaleTemporaries(in: parent)
        let (fd, created) = try FileIO.createTemporaryFolder(in: parent, reportAs: folder)
        self.folder = trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
        target = resolved
        staging = created
        lock = fd
        self.owns = owns
    }

    /// The names an earlier set recorded in `folder`'s ``manifestName``, or nil when there is
    /// no record (or it is not one: a link, a folder, another format, too large).
    static func manifest(in folder: String) -> Set<String>? {
        let path = folder + "/" + manifestName
        guard !FileIO.isSymbolicLink(path), let bytes = try? FileIO.readAll(path: path, maxBytes: maximumManifestBytes),
            let text = String(validating: bytes, as: UTF8.self)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(manifestHeader) else { return nil }
        return Set(lines.dropFirst().filter { !$0.isEmpty }.map(String.init))
    }

    /// Writes one file of the set (a plain name, no folders, not taken before).
    package func write(_ bytes: [UInt8], name: String) throws(FileError) {
        try claim(name)
        do throws(FileError) {
            try FileIO.write(bytes, to: staging + "/" + name)
        } catch {
            throw FileError(code: error.code, path: folder + name, reason: error.reason)
        }
    }

    /// Takes `name` for one of the set's files (a plain name, no folders). A name taken twice is
    /// refused: two of a run's files would be one file, the later hiding the earlier.
    private func claim(_ name: String) throws(FileError) {
        precondition(!name.contains("/") && !name.contains("\n") && name != Self.manifestName && !finished)
        guard taken.insert(name).inserted else {
            throw FileError(
                code: .io, path: folder + name,
                reason:
                    "is written twice in one run: two of its files would share this name; report this as a bug in BarScope"
            )
        }
        names.append(name)
    }

    /// A file of the set written piece by piece (an animation whose frames come one at a
    /// time), so that it is never held whole in memory. Closed by ``close()``, or when the set
    /// is committed or discarded.
    package final class Stream {
        let path: String, shownAs: String
        private var fd: Int32

        init(path: String, shownAs: String) throws(FileError) {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard fd >= 0 else {
                throw FileError(code: .io, path: shownAs, reason: "cannot write: \(FileIO.errorText())")
            }
            (self.path, self.shownAs, self.fd) = (path, shownAs, fd)
        }

        /// Appends `bytes` to the file.
        package func append(_ bytes: [UInt8]) throws(FileError) {
            precondition(fd >= 0, "appending to a closed stream")
            try FileIO.writeAll(bytes, to: fd, path: shownAs)
        }

        /// Closes the file; its bytes are then the set's.
        package func close() {
            if fd >= 0 { _ = closeDescriptor(fd) }
            fd = -1
        }

        deinit { close() }
    }

    /// Starts a file of the set that is written as a ``Stream``.
    package func stream(name: String) throws(FileError) -> Stream {
        try claim(name)
        return try Stream(path: staging + "/" + name, shownAs: folder + name)
    }

    /// Puts the set in the folder's place in one step, then removes the earlier set.
    package func commit() throws(FileError) {
        precondition(!finished)
        finished = true
        defer { release() }
        let record = ([Self.manifestHeader] + names).joined(separator: "\n") + "\n"
        do throws(FileError) {
            try FileIO.write(Array(record.utf8), to: staging + "/" + Self.manifestName)
        } catch {
            FileIO.removeFolder(staging)
            throw FileError(code: error.code, path: folder + Self.manifestName, reason: error.reason)
        }
        // A file put into the folder during the run (a JUnit report written there) would be
        // thrown away with the earlier set: refused, and the folder left as it is.
        if let now = FileIO.entryNames(in: target) {
            if let added = now.filter({ $0 != "." && $0 != ".." && !initial.contains($0) }).sorted().first {
                FileIO.removeFolder(staging)
                throw FileError(
                    code: .io, path: folder,
                    reason:
                        "\(added) was put into the folder during the run, and the folder is replaced as a whole; write it elsewhere (the folder is left as it was)"
                )
            }
        }
        // The folder keeps its permissions.
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists { _ = chmod(staging, info.st_mode & 0o7777) } else { _ = chmod(staging, 0o777 & ~currentUmask()) }
        if !exists {
            guard rename(staging, target) == 0 else {
                let reason = "cannot write: \(FileIO.errorText())"
                FileIO.removeFolder(staging)
                throw FileError(code: .io, path: folder, reason: reason)
            }
            return
        }
        guard exchange(staging, target) else {
            // A file system without the exchange (EINVAL), or a kernel without renameat2
            // (ENOSYS): the files are moved in one by one, which a killed run can leave half done.
            if errno == EINVAL || errno == ENOSYS { return try moveFilesIn() }
            let reason = "cannot replace the folder: \(FileIO.errorText())"
            FileIO.removeFolder(staging)
            throw FileError(code: .io, path: folder, reason: reason)
        }
        // The staging name now holds the earlier set (still locked by this run until removed).
        try removeEarlierSet(at: staging)
    }

    /// Removes the earlier set, now at `path`: the entries the folder held at the start. One
    /// that arrived after the last look is moved back beside the new set; if it cannot be, the
    /// earlier set's folder is kept and the error says where it is.
    private func removeEarlierSet(at path: String) throws(FileError) {
        var kept: [String] = []
        for entry in FileIO.entryNames(in: path) ?? [] where entry != "." && entry != ".." {
            if initial.contains(entry) { continue }
            var info = stat()
            if lstat(target + "/" + entry, &info) == 0 || rename(path + "/" + entry, target + "/" + entry) != 0 {
                kept.append(entry)
            }
        }
        guard kept.isEmpty else {
            throw FileError(
                code: .io, path: folder,
                reason:
                    "\(kept.sorted().joined(separator: ", ")) arrived in the folder during the run and could not be moved back; it is kept in \(path)"
            )
        }
        FileIO.removeFolder(path)
    }

    /// The fallback commit: each file renamed into the folder, then the earlier set's other
    /// files (which ``init(in:owns:)`` found to be the command's own) removed.
    private func moveFilesIn() throws(FileError) {
        defer { FileIO.removeFolder(staging) }
        for name in names + [Self.manifestName] where rename(staging + "/" + name, target + "/" + name) != 0 {
            throw FileError(code: .io, path: folder + name, reason: "cannot write: \(FileIO.errorText())")
        }
        let written = Set(names + [Self.manifestName])
        for entry in FileIO.entryNames(in: target) ?? []
        where !written.contains(entry) && initial.contains(entry) && owns(entry) {
            FileIO.remove(target + "/" + entry)
        }
    }

    /// Throws the staged files away (an unfinished set); nothing in the folder changes.
    package func discard() {
        guard !finished else { return }
        finished = true
        FileIO.removeFolder(staging)
        release()
    }

    private func release() {
        if lock >= 0 { close(lock) }
        lock = -1
    }

    deinit { discard() }

    private func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// `close(2)`, named apart from ``StagedFiles/Stream/close()``.
private func closeDescriptor(_ fd: Int32) -> Int32 { close(fd) }

/// Exchanges two paths atomically: both exist before and after, each with the other's content.
func exchange(_ a: String, _ b: String) -> Bool {
    #if canImport(Darwin)
        return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
    #else
        // glibc declares renameat2 (2.28 and later) only for _GNU_SOURCE, which Swift's Glibc
        // module is not built with: it is looked up by name.
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
            errno = ENOSYS
            return false
        }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1  // RENAME_EXCHANGE in <linux/fs.h>
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    #endif
}
