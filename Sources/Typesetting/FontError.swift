import BarScopeSupport

/// A font failed to load or is not the one it should be. One sentence naming the file and the fix.
public struct FontError: BarScopeError, Equatable {
    /// What kind of failure this is; a struct over a private enum, so kinds can be added.
    package struct Code: Hashable, Sendable {
        fileprivate enum Kind: Hashable, Sendable { case unreadable, notAFont, notPinned, notBuiltIn }
        fileprivate let kind: Kind
        /// The file cannot be read.
        package static let unreadable = Code(kind: .unreadable)
        /// HarfBuzz finds no font in it.
        package static let notAFont = Code(kind: .notAFont)
        /// Its SHA-256 is not the one pinned.
        package static let notPinned = Code(kind: .notPinned)
        /// The build has no such built-in font.
        package static let notBuiltIn = Code(kind: .notBuiltIn)
    }

    package let code: Code
    public let description: String
    package init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }
}
