import BarScopeSupport
import FileAccess
/// An error reading or writing a PNG. Its description is one sentence naming the file and
/// carrying libpng's own message where libpng gave one.
public struct PNGError: BarScopeError, Equatable {
    /// What kind of failure this is.
    public struct Code: Hashable, Sendable {
        fileprivate enum Kind: Hashable, Sendable { case malformed, limit, io, encode }
        fileprivate let kind: Kind
        /// The data is not a PNG, or libpng rejected it.
        public static let malformed = Code(kind: .malformed)
        /// The image is larger than the configured limits.
        public static let limit = Code(kind: .limit)
        /// The file could not be read or written.
        public static let io = Code(kind: .io)
        /// libpng could not encode the image.
        public static let encode = Code(kind: .encode)
    }

    public let code: Code
    /// The file concerned (as the user named it), or `nil` for in-memory data.
    public let path: String?
    /// The underlying reason: libpng's message, or the system's.
    public let reason: String

    public init(code: Code, path: String?, reason: String) {
        self.code = code
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let subject = path.map { "\($0)" } ?? "PNG data"
        switch code.kind {
        case .malformed: return "\(subject): not a valid PNG: \(reason)"
        case .limit:
            return
                "\(subject): \(reason); raise the limit (--max-image-side, --max-image-pixels) only if the image is trusted"
        case .io: return "\(subject): \(reason)"
        case .encode: return "\(subject): PNG encoding failed: \(reason)"
        }
    }
}

extension PNGError {
    /// A file error as a PNG error of the same file: too large is a limit, the rest is I/O.
    package init(_ error: FileError) {
        self.init(code: error.code == .limit ? .limit : .io, path: error.path, reason: error.reason)
    }
}

extension FileIO {
    /// Reads a PNG file of at most `limits.maxFileBytes`, failing with a ``PNGError``.
    static func readPNG(path: String, limits: PNGLimits) throws(PNGError) -> [UInt8] {
        do {
            return try readAll(path: path, maxBytes: Int(limits.maxFileBytes))
        } catch {
            throw PNGError(error)
        }
    }
}
