import BarScopeSupport

/// A file that could not be read, written, listed or created. Its description is one sentence
/// naming the path and the system's reason.
package struct FileError: BarScopeError, Equatable {
    /// What kind of failure this is; a struct over a private enum, so kinds can be added.
    package struct Code: Hashable, Sendable {
        fileprivate enum Kind: Hashable, Sendable { case missing, notRegular, isDirectory, limit, io }
        fileprivate let kind: Kind
        /// Nothing exists at the path (`ENOENT`).
        package static let missing = Code(kind: .missing)
        /// The path names something other than a regular file (a FIFO, a device, a socket), where
        /// a regular file is needed.
        package static let notRegular = Code(kind: .notRegular)
        /// The path names a folder where a file is needed.
        package static let isDirectory = Code(kind: .isDirectory)
        /// The file is larger than the caller's bound.
        package static let limit = Code(kind: .limit)
        /// Any other failure of the system call; ``FileError/reason`` has the system's text.
        package static let io = Code(kind: .io)
    }

    package let code: Code
    /// The path as the user named it.
    package let path: String
    /// What went wrong, in words that continue "PATH: ".
    package let reason: String

    package init(code: Code, path: String, reason: String) {
        self.code = code
        self.path = path
        self.reason = reason
    }

    /// `PATH: reason`; a path of more than ``longPath`` bytes is shortened to its start and
    /// end around an ellipsis, with its length, so that the reason stays in sight.
    package var description: String {
        let bytes = Array(path.utf8)
        guard bytes.count > Self.longPath else { return "\(path): \(reason)" }
        let head = String(decoding: bytes.prefix(Self.longPath / 2), as: UTF8.self)
        let tail = String(decoding: bytes.suffix(Self.longPath / 4), as: UTF8.self)
        return "\(head)…\(tail) (a path of \(bytes.count) bytes): \(reason)"
    }

    /// Paths longer than this many bytes are shortened in ``description``.
    package static let longPath = 240
}
