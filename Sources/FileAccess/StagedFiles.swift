#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A set of files written into a folder as one: each file goes into a hidden staging folder
/// inside it, and only when every file is written are they renamed into place and the files of
/// an earlier set that this one does not replace removed. A failure part-way (a full disk, a
/// killed run) leaves the folder's earlier set as it was, so the files on disk are always one
/// run's.
public final class StagedFiles {
    /// The folder the files are for.
    public let folder: String
    private let staging: String
    private var names: [String] = []
    private var finished = false

    /// Starts a set for `folder`, which must exist.
    public init(in folder: String) throws(FileError) {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        FileIO.removeStaleTemporaries(in: base)
        var created: String?
        while created == nil {
            let candidate = base + FileIO.temporaryName()
            if mkdir(candidate, 0o700) == 0 {
                created = candidate
            } else if errno != EEXIST {
                throw FileError(code: .io, path: folder, reason: "cannot write: \(FileIO.errorText())")
            }
        }
        self.folder = base
        staging = created!
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

    /// Moves every file into place, then removes the files of the folder that `isStale` picks
    /// and this set did not write (the rest of an earlier, longer set).
    public func commit(removingStale isStale: (String) -> Bool) throws(FileError) {
        precondition(!finished)
        finished = true
        defer { FileIO.removeFolder(staging) }
        // A folder in a file's place would fail its rename part-way through the set: refuse
        // before anything moves.
        for name in names where FileIO.isDirectory(folder + name) {
            throw FileError(code: .isDirectory, path: folder + name, reason: "is a folder, where this run writes a file; move it away")
        }
        for name in names where rename(staging + "/" + name, folder + name) != 0 {
            throw FileError(code: .io, path: folder + name, reason: "cannot write: \(FileIO.errorText())")
        }
        let written = Set(names)
        for entry in FileIO.entryNames(in: folder) ?? [] where !written.contains(entry) && isStale(entry) {
            FileIO.remove(folder + entry)
        }
    }

    /// Throws the staged files away (an unfinished set); nothing in the folder changes.
    public func discard() {
        guard !finished else { return }
        finished = true
        FileIO.removeFolder(staging)
    }

    deinit { discard() }
}
