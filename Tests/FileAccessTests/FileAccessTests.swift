import Foundation
import Testing

@testable import FileAccess

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder for one test.
func scratchFolder() throws -> String {
    let dir = NSTemporaryDirectory() + "barscope-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

func bytes(of path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

func fileType(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
}

@Suite struct WriteTests {
    @Test func aLinkPlantedAtTheOldTemporaryNameIsNotFollowed() throws {
        // Before: the temporary was `.NAME.barscope-tmp-PID`, opened with O_TRUNC and no
        // O_EXCL/O_NOFOLLOW, so a link planted there had its target overwritten.
        let dir = try scratchFolder()
        let victim = dir + "/victim"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let planted = dir + "/.out.png.barscope-tmp-\(getpid())"
        #expect(symlink(victim, planted) == 0)
        try FileIO.write(Array("new".utf8), to: dir + "/out.png")
        #expect(bytes(of: victim) == Array("precious".utf8))
        #expect(bytes(of: dir + "/out.png") == Array("new".utf8))
        #expect(fileType(dir + "/out.png") == S_IFREG)
    }

    @Test func temporaryNamesAreUnpredictableAndShort() {
        let names = (0..<50).map { _ in FileIO.temporaryName() }
        #expect(Set(names).count == 50)
        #expect(
            names.allSatisfy { $0.utf8.count <= 38 && $0.hasPrefix(".barscope-\(getpid())-") && $0.hasSuffix(".tmp") })
    }

    @Test func theLongestLegalNameCanBeWritten() throws {
        // Before: the temporary name added 20 bytes to the output's, so names of 236–255 bytes
        // failed with "File name too long".
        let dir = try scratchFolder()
        let name = String(repeating: "n", count: 251) + ".png"
        try FileIO.write([1, 2, 3], to: dir + "/" + name)
        #expect(bytes(of: dir + "/" + name) == [1, 2, 3])
    }

    @Test func aReplacedFileKeepsItsModeAndANewOneFollowsTheUmask() throws {
        let dir = try scratchFolder()
        let path = dir + "/kept.png"
        try FileIO.write([1], to: path)
        #expect(chmod(path, 0o600) == 0)
        try FileIO.write([2], to: path)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let mask = umask(0o022)
        umask(mask)
        try FileIO.write([3], to: dir + "/new.png")
        #expect(stat(dir + "/new.png", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o666 & ~mask)
    }

    @Test func aSymbolicLinkHasItsTargetReplacedAndStaysALink() throws {
        let dir = try scratchFolder()
        try FileIO.write([1], to: dir + "/target.png")
        #expect(symlink("target.png", dir + "/link.png") == 0)
        try FileIO.write([9, 9], to: dir + "/link.png")
        #expect(fileType(dir + "/link.png") == S_IFLNK)
        #expect(bytes(of: dir + "/target.png") == [9, 9])
    }

    @Test func aLinkToNothingIsRefused() throws {
        let dir = try scratchFolder()
        #expect(symlink(dir + "/nowhere/x.png", dir + "/dangling.png") == 0)
        #expect(
            throws: FileError(
                code: .missing, path: dir + "/dangling.png",
                reason:
                    "is a symbolic link to nothing (No such file or directory); give the target's path or remove the link"
            )
        ) { try FileIO.write([1], to: dir + "/dangling.png") }
        #expect(!FileManager.default.fileExists(atPath: dir + "/nowhere"))
    }

    @Test func aFolderIsRefusedWithAFileNameToUse() throws {
        let dir = try scratchFolder()
        #expect(
            throws: FileError(
                code: .isDirectory, path: dir, reason: "is a folder; give a file name, such as \(dir)/out.png")
        ) {
            try FileIO.write([1], to: dir)
        }
        #expect(throws: FileError(code: .io, path: "''", reason: "the output path is empty; give a file name")) {
            try FileIO.write([1], to: "")
        }
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let dir = try scratchFolder()
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader is there first (a FIFO with none is refused at once).
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        try FileIO.write(Array("through".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(reader, &buffer, 64)
        close(reader)
        #expect(Array(buffer[..<max(0, n)]) == Array("through".utf8))
        #expect(fileType(fifo) == S_IFIFO)
        #expect(
            throws: FileError(code: .io, path: fifo, reason: "no process is reading this FIFO; start its reader first")
        ) {
            try FileIO.write([1], to: fifo)
        }
    }

    @Test func aDeviceIsNeverTurnedIntoAFile() throws {
        try FileIO.write(Array("discarded".utf8), to: "/dev/null")
        #expect(fileType("/dev/null") == S_IFCHR)
    }
}

@Suite struct ReadTests {
    @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        // Before: open() without O_NONBLOCK waited forever for a writer.
        let dir = try scratchFolder()
        let fifo = dir + "/scene.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileError(code: .notRegular, path: fifo, reason: "not a regular file; give the path of a file"))
        {
            try FileIO.readAll(path: fifo, maxBytes: 100)
        }
    }

    @Test func aFolderAndALoopAreNamedForWhatTheyAre() throws {
        let dir = try scratchFolder()
        #expect(throws: FileError(code: .isDirectory, path: dir, reason: "is a folder; give the path of a file")) {
            try FileIO.readAll(path: dir, maxBytes: 100)
        }
        #expect(symlink(dir + "/b", dir + "/a") == 0)
        #expect(symlink(dir + "/a", dir + "/b") == 0)
        #expect(
            throws: FileError(code: .io, path: dir + "/a", reason: "cannot read: Too many levels of symbolic links")
        ) {
            try FileIO.kind(of: dir + "/a")
        }
        #expect(try FileIO.kind(of: dir + "/none") == .missing)
    }
}

@Suite struct ListingTests {
    @Test func anEntryTooLongToExamineIsAnErrorNotASkip() throws {
        // Before: stat() failed with ENAMETOOLONG and the folder was taken for a file that is
        // not a scene, so `verify` reported one scene of two.
        let dir = try scratchFolder()
        try FileIO.write([1], to: dir + "/a.yaml")
        // Built with descriptors (mkdirat, openat): no path this long can be named whole, and
        // changing this process's folder would disturb the tests running beside this one.
        var fd = open(dir, O_RDONLY | O_DIRECTORY)
        let part = String(repeating: "d", count: 200)
        for _ in 0..<22 {
            #expect(mkdirat(fd, part, 0o755) == 0)
            let next = openat(fd, part, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
        }
        let file = openat(fd, "b.yaml", O_WRONLY | O_CREAT, 0o644)
        #expect(file >= 0)
        close(file)
        close(fd)
        #expect(throws: FileError.self) { try FileIO.files(under: dir, suffix: ".yaml") }
    }

    @Test func resolvedPathsOfFoldersNotYetMade() throws {
        let dir = try scratchFolder()
        let real = FileIO.realPath(dir)!
        #expect(FileIO.resolvedPath(dir + "/x/y") == real + "/x/y")
        #expect(FileIO.resolvedPath(dir + "/./x/../x") == real + "/x")
        #expect(symlink(dir, dir + "/self") == 0)
        #expect(FileIO.resolvedPath(dir + "/self/z") == real + "/z")
    }
}

@Suite struct StagedFilesTests {
    static func isFrame(_ name: String) -> Bool { name.hasPrefix("frame-") }

    /// An earlier run's set in `dir`: the frames with bytes 0, 1, … and the set's record.
    func earlierSet(_ count: Int, in dir: String) throws {
        let set = try StagedFiles(in: dir, owns: Self.isFrame)
        for i in 0..<count { try set.write([UInt8(i)], name: "frame-00\(i).png") }
        try set.commit()
    }

    @Test func aCommittedSetReplacesTheEarlierOneWhole() throws {
        let dir = try scratchFolder() + "/frames"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        #expect(chmod(dir, 0o750) == 0)
        try earlierSet(6, in: dir)
        let set = try StagedFiles(in: dir, owns: Self.isFrame)
        for i in 0..<3 { try set.write([UInt8(10 + i)], name: "frame-00\(i).png") }
        try set.commit()
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(names == [".barscope-set", "frame-000.png", "frame-001.png", "frame-002.png"])
        #expect(
            bytes(of: dir + "/.barscope-set")
                == Array("barscope staged set 1\nframe-000.png\nframe-001.png\nframe-002.png\n".utf8))
        #expect(bytes(of: dir + "/frame-002.png") == [12])
        // The folder keeps its mode, and nothing is left beside it.
        var info = stat()
        #expect(stat(dir, &info) == 0 && info.st_mode & 0o777 == 0o750)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/..") == ["frames"])
    }

    @Test func aFolderThatDoesNotExistYetIsCreatedWhole() throws {
        let dir = try scratchFolder() + "/new"
        let set = try StagedFiles(in: dir, owns: Self.isFrame)
        try set.write([1], name: "frame-000.png")
        #expect(!FileManager.default.fileExists(atPath: dir), "nothing shows before the commit")
        try set.commit()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [".barscope-set", "frame-000.png"])
    }

    /// Issue 24, item 17: the folder is replaced as a whole, so a file the command did not write
    /// would be lost with the old set: refused before anything is written.
    @Test func aFolderHoldingOtherFilesIsRefused() throws {
        let dir = try scratchFolder()
        try FileIO.write([7], to: dir + "/notes.txt")
        #expect(
            throws: FileError(
                code: .io, path: dir,
                reason:
                    "holds notes.txt, which this command did not write, and the folder is replaced as a whole; give an empty or new folder, or move that file away"
            )
        ) {
            _ = try StagedFiles(in: dir, owns: Self.isFrame)
        }
        #expect(bytes(of: dir + "/notes.txt") == [7])
    }

    @Test func aDiscardedSetChangesNothing() throws {
        let dir = try scratchFolder()
        try earlierSet(2, in: dir)
        do {
            let set = try StagedFiles(in: dir, owns: Self.isFrame)
            try set.write([2], name: "frame-000.png")
            set.discard()
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [
                ".barscope-set", "frame-000.png", "frame-001.png",
            ])
        #expect(bytes(of: dir + "/frame-000.png") == [0])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/..").filter { $0.hasPrefix(".barscope-") }
                .isEmpty)
    }
}

/// Issue 41 (hardening, round four): a set is recognised by the record it wrote, never by file
/// names; nothing that was not in the folder at the start is removed; names are taken once.
@Suite struct StagedFilesOwnershipTests {
    static func isReport(_ name: String) -> Bool { name == "index.html" || name.hasSuffix(".golden.png") }

    /// Item 2: a person's `index.html` and `notes.golden.png` carry a report's names but no
    /// record of a report: refused, and both kept.
    @Test func filesWithASetsNamesButNoRecordAreRefusedAndKept() throws {
        let dir = try scratchFolder()
        try FileIO.write([1], to: dir + "/index.html")
        try FileIO.write([2], to: dir + "/notes.golden.png")
        #expect(
            throws: FileError(
                code: .io, path: dir,
                reason:
                    "holds index.html, which no earlier run of this command recorded writing (it is not listed in .barscope-set), and the folder is replaced as a whole; give an empty or new folder, or move that file away"
            )
        ) {
            _ = try StagedFiles(in: dir, owns: Self.isReport)
        }
        #expect(bytes(of: dir + "/index.html") == [1] && bytes(of: dir + "/notes.golden.png") == [2])
        // A record that does not list the file is no better than none.
        try FileIO.write(Array("barscope staged set 1\nindex.html\n".utf8), to: dir + "/.barscope-set")
        #expect(throws: FileError.self) { _ = try StagedFiles(in: dir, owns: Self.isReport) }
        #expect(bytes(of: dir + "/notes.golden.png") == [2])
    }

    /// Item 3: a file put into the folder while the set was made (a JUnit report written
    /// there) is not thrown away with the earlier set: the commit is refused, the folder kept.
    @Test func aFilePutInDuringTheRunIsNeverRemoved() throws {
        let dir = try scratchFolder() + "/report"
        let first = try StagedFiles(in: dir, owns: Self.isReport)
        try first.write([1], name: "index.html")
        try first.commit()
        let set = try StagedFiles(in: dir, owns: Self.isReport)
        try set.write([2], name: "index.html")
        try FileIO.write([9], to: dir + "/junit.xml")
        #expect(
            throws: FileError(
                code: .io, path: dir + "/",
                reason:
                    "junit.xml was put into the folder during the run, and the folder is replaced as a whole; write it elsewhere (the folder is left as it was)"
            )
        ) {
            try set.commit()
        }
        #expect(bytes(of: dir + "/junit.xml") == [9] && bytes(of: dir + "/index.html") == [1])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/..").filter { $0.hasPrefix(".barscope-") }
                .isEmpty)
    }

    /// Item 13: two of a run's files can never share a name.
    @Test func aNameIsTakenOnce() throws {
        let dir = try scratchFolder() + "/report"
        let set = try StagedFiles(in: dir, owns: Self.isReport)
        try set.write([1], name: "a.golden.png")
        #expect(
            throws: FileError(
                code: .io, path: dir + "/a.golden.png",
                reason:
                    "is written twice in one run: two of its files would share this name; report this as a bug in BarScope"
            )
        ) {
            try set.write([2], name: "a.golden.png")
        }
        #expect(throws: FileError.self) { _ = try set.stream(name: "a.golden.png") }
        set.discard()
        #expect(!FileManager.default.fileExists(atPath: dir))
    }

    /// Item 7: a streamed file holds what was appended, in order.
    @Test func aStreamedFileIsPartOfTheSet() throws {
        let dir = try scratchFolder() + "/frames"
        let set = try StagedFiles(in: dir, owns: { $0 == "transition.png" })
        let stream = try set.stream(name: "transition.png")
        try stream.append([1, 2])
        try stream.append([3])
        stream.close()
        try set.commit()
        #expect(bytes(of: dir + "/transition.png") == [1, 2, 3])
    }

    /// Item 12: a stale staging folder is swept with the folders inside it (a sweep that
    /// removed only files left it for ever).
    @Test func aStaleStagingFolderIsSweptWithItsSubfolders() throws {
        let dir = try scratchFolder() + "/"
        let stale = dir + ".barscope-\(getpid())-0000000000000002.tmp"
        try FileManager.default.createDirectory(atPath: stale + "/sub/deeper", withIntermediateDirectories: true)
        try FileIO.write([1], to: stale + "/sub/deeper/x.png")
        try FileIO.write([1], to: stale + "/y.png")
        #expect(symlink(dir + "kept", stale + "/link") == 0)
        try FileIO.write([5], to: dir + "kept")
        FileIO.removeStaleTemporaries(in: dir)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(bytes(of: dir + "kept") == [5], "a link inside is removed, never followed")
    }
}

/// Issue 24, item 19: a temporary file is judged stale by its lock, not by the PID in its name
/// (a run in another PID namespace sees a live writer's PID as free, or as someone else's).
@Suite struct StaleTemporaryTests {
    @Test func aLockedTemporaryIsKeptWhateverItsPIDAndAnUnlockedOneIsRemoved() throws {
        let dir = try scratchFolder() + "/"
        // A live writer's file, named with a PID that no process here has.
        let (fd, live) = try FileIO.createTemporary(in: dir, reportAs: dir + "out.png")
        let foreign = dir + ".barscope-999999999-00000000deadbeef.tmp"
        #expect(rename(live, foreign) == 0)
        // One left by a killed run (nobody holds its lock), named with this process's own PID.
        let left = dir + ".barscope-\(getpid())-0000000000000001.tmp"
        try FileIO.write([1], to: left)
        FileIO.removeStaleTemporaries(in: dir)
        #expect(FileManager.default.fileExists(atPath: foreign), "a locked temporary is a live run's")
        #expect(!FileManager.default.fileExists(atPath: left), "an unlocked one is stale")
        close(fd)
        FileIO.removeStaleTemporaries(in: dir)
        #expect(!FileManager.default.fileExists(atPath: foreign))
    }

    @Test func aTemporaryRemovedBeforeItWasLockedIsMadeAgain() throws {
        let dir = try scratchFolder() + "/"
        let fd = open(dir + "x", O_WRONLY | O_CREAT, 0o600)
        #expect(unlink(dir + "x") == 0)
        #expect(try FileIO.lockCreated(fd, path: dir + "x") == false)
    }
}

@Suite struct ReadWriteRoundTripTests {
    @Test func atomicWriteReplacesAndLeavesNoTemporaryFile() throws {
        let dir = try scratchFolder()
        let path = dir + "/out.png"
        try FileIO.write([1, 2, 3], to: path)
        try FileIO.write([4, 5], to: path)
        #expect(try FileIO.readAll(path: path, maxBytes: 2) == [4, 5])
        #expect(throws: FileError(code: .limit, path: path, reason: "the file is 2 bytes, over the limit of 1")) {
            try FileIO.readAll(path: path, maxBytes: 1)
        }
        #expect(
            throws: FileError(
                code: .notRegular, path: "/dev/zero", reason: "not a regular file; give the path of a file")
        ) { try FileIO.readAll(path: "/dev/zero", maxBytes: 10) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
        #expect(throws: FileError.self) { try FileIO.write([1], to: dir + "/missing/out.png") }
    }

    /// Files that end exactly where fstat said (read with no reallocation), and one byte either
    /// side of the 64 KB step in which a file that grows while being read is followed.
    @Test func wholeFilesAreReadAtEverySize() throws {
        let path = try scratchFolder() + "/sized.bin"
        for size in [0, 1, 65_535, 65_536, 65_537, 200_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
            try FileIO.write(bytes, to: path)
            #expect(try FileIO.readAll(path: path, maxBytes: 1 << 20) == bytes, "\(size) bytes")
            #expect(try FileIO.readAll(path: path, maxBytes: size) == bytes, "\(size) bytes at the limit")
        }
    }
}

@Suite struct FileListingTests {
    /// Sorted bytewise, recursive, hidden entries skipped, and a link cycle does not hang.
    @Test func filesUnderAFolder() throws {
        let dir = NSTemporaryDirectory() + "barscope-list-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        for file in ["b.yaml", "a.yaml", "a.png", ".hidden.yaml", "sub/c.yaml"] {
            fm.createFile(atPath: dir + "/" + file, contents: Data())
        }
        try fm.createSymbolicLink(atPath: dir + "/sub/loop", withDestinationPath: dir)
        #expect(
            try FileIO.files(under: dir, suffix: ".yaml") == [dir + "/a.yaml", dir + "/b.yaml", dir + "/sub/c.yaml"])
        #expect(
            throws: FileError(
                code: .io, path: dir + "/none", reason: "cannot list the folder: No such file or directory")
        ) {
            try FileIO.files(under: dir + "/none", suffix: ".yaml")
        }
    }
}

/// Issue 24, items 5 and 15: names the system holds as bytes that a Swift path cannot carry.
@Suite struct UnrepresentableNameTests {
    /// A scene file or folder whose name is not UTF-8 was decoded lossily, its rebuilt path did
    /// not exist, and it was skipped as "gone since listed": refused, naming the bytes.
    @Test func aNameThatIsNotUTF8IsRefusedNeverSkipped() throws {
        for folder in [false, true] {
            let dir = try scratchFolder()
            try FileIO.write([], to: dir + "/a.yaml")
            let raw = Array((dir + (folder ? "/sub-\u{1}" : "/x-\u{1}.yaml")).utf8).map { $0 == 1 ? UInt8(0xff) : $0 }
            var path = raw + [0]
            let made = path.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { name in
                    folder ? mkdir(name, 0o755) : open(name, O_WRONLY | O_CREAT, 0o644)
                }
            }
            #expect(made >= 0)
            let shown = dir + (folder ? "/sub-\\xFF" : "/x-\\xFF.yaml")
            #expect(
                throws: FileError(
                    code: .io, path: shown,
                    reason:
                        "the name is not valid UTF-8; rename it (BarScope names scenes and goldens by their UTF-8 paths)"
                )
            ) {
                try FileIO.files(under: dir, suffix: ".yaml")
            }
        }
    }

    @Test func escapedNamesKeepValidTextAndShowOtherBytes() {
        #expect(FileIO.escapedName(Array("é-".utf8) + [0xff, 0xc3] + Array("x".utf8)) == "é-\\xFF\\xC3x")
    }

    /// A NUL in a path made the system read a shorter path: another file.
    @Test func aPathWithANULIsRefused() throws {
        let dir = try scratchFolder()
        try FileIO.write([1], to: dir + "/a")
        let reason = "the path holds a NUL byte (\\0), which no file name can; fix the path"
        #expect(throws: FileError(code: .io, path: dir + "/a\0.png", reason: reason)) {
            try FileIO.readAll(path: dir + "/a\0.png", maxBytes: 10)
        }
        #expect(throws: FileError(code: .io, path: dir + "/a\0.png", reason: reason)) {
            try FileIO.write([2], to: dir + "/a\0.png")
        }
        #expect(throws: FileError(code: .io, path: dir + "/a\0.png", reason: reason)) {
            try FileIO.kind(of: dir + "/a\0.png")
        }
        #expect(bytes(of: dir + "/a") == [1])
    }
}
