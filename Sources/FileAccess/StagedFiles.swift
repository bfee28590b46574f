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
/// refuses a folder with any other file (it would be thrown away with the old set).
public final class StagedFiles {
    /// The folder the files are for.
    public let folder: String
    /// The target as the system resolves it (links followed), which is what is exchanged.
    private let target: String
    private let staging: String
    /// The descriptor that holds the staging folder's lock until it is committed or discarded.
    private var lock: Int32
    private var names: [String] = []
    private var finished = false
    /// Which names in the folder are the command's own (an earlier set's files).
    private let owns: (String) -> Bool

    /// Starts a set for `folder`, which may not exist yet. Every entry already in it must be
    /// one `owns` accepts (a file of an earlier set) or a temporary of BarScope's; anything else
    /// is refused, since committing replaces the whole folder.
    public init(in folder: String, owns: @escaping (String) -> Bool) throws(FileError) {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        switch try FileIO.kind(of: trimmed) {
        case .missing: break
        case .directory:
            guard let entries = FileIO.entries(in: trimmed) else {
                throw FileError(code: .io, path: folder, reason: "cannot list the folder: \(FileIO.errorText())")
            }
            for raw in entries where raw != Array(".".utf8) && raw != Array("..".utf8) {
                let name = String(validating: raw, as: UTF8.self)
                if let name, name.hasPrefix(FileIO.temporaryPrefix) && name.hasSuffix(FileIO.temporarySuffix) {
                    continue
                }
                if let name, owns(name) {
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

    /// Writes one file of the set (a plain name, no folders).
    public func write(_ bytes: [UInt8], name: String) throws(FileError) {
        precondition(!name.contains("/") && !finished)
        do throws(FileError) {
            try FileIO.write(bytes, to: staging + "/" + name)
        } catch {
            throw FileError(code: error.code, path: folder + name, reason: error.reason)
        }
        names.append(name)
    }

    /// Puts the set in the folder's place in one step, then removes the earlier set.
    public func commit() throws(FileError) {
        precondition(!finished)
        finished = true
        defer { release() }
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
        FileIO.removeFolder(staging)
    }

    /// The fallback commit: each file renamed into the folder, then the earlier set's other
    /// files (which ``init(in:owns:)`` found to be the command's own) removed.
    private func moveFilesIn() throws(FileError) {
        defer { FileIO.removeFolder(staging) }
        for name in names where rename(staging + "/" + name, target + "/" + name) != 0 {
            throw FileError(code: .io, path: folder + name, reason: "cannot write: \(FileIO.errorText())")
        }
        let written = Set(names)
        for entry in FileIO.entryNames(in: target) ?? [] where !written.contains(entry) && owns(entry) {
            FileIO.remove(target + "/" + entry)
        }
    }

    /// Throws the staged files away (an unfinished set); nothing in the folder changes.
    public func discard() {
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
