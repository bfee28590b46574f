import BarScopeSupport

/// A failed check or bad request, as one sentence.
public struct CheckError: BarScopeError, Equatable {
    /// What kind of problem this is; a struct over a private enum, so kinds can be added.
    public struct Code: Hashable, Sendable {
        fileprivate enum Kind: Hashable, Sendable { case invalidRequest, outOfBounds, artifacts, unsolvable }
        fileprivate let kind: Kind
        /// An option, a name or a folder the check cannot work with (the message says what can).
        public static let invalidRequest = Code(kind: .invalidRequest)
        /// A pixel or region outside the image.
        public static let outOfBounds = Code(kind: .outOfBounds)
        /// An artifacts folder BarScope will not write to (it holds another suite, or the goldens).
        public static let artifacts = Code(kind: .artifacts)
        /// A colour that cannot be solved for (the property does not reach the pixel).
        public static let unsolvable = Code(kind: .unsolvable)
    }

    public let code: Code
    public let description: String
    public init(_ description: String, code: Code = .invalidRequest) {
        self.code = code
        self.description = description
    }
}
