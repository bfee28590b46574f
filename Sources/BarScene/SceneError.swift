import BarLayers
import BarScopeSupport

/// A scene-file problem: one sentence naming the file, the key and the fix.
public struct SceneError: BarScopeError, Equatable {
    /// What kind of problem this is; a struct over a private enum, so kinds can be added.
    public struct Code: Hashable, Sendable {
        fileprivate enum Kind: Hashable, Sendable {
            case syntax, unknownKey, missingKey, duplicateKey, invalidValue, notModelled, file, font, render
        }
        fileprivate let kind: Kind
        /// The file is not a YAML mapping BarScope reads (bad bytes, indentation, nesting).
        public static let syntax = Code(kind: .syntax)
        /// A key the format does not have (the message suggests the nearest).
        public static let unknownKey = Code(kind: .unknownKey)
        /// A key that must be there is not.
        public static let missingKey = Code(kind: .missingKey)
        /// A key written twice.
        public static let duplicateKey = Code(kind: .duplicateKey)
        /// A value of the wrong kind or out of range (the message lists what is accepted).
        public static let invalidValue = Code(kind: .invalidValue)
        /// A release or device BarScope does not model.
        public static let notModelled = Code(kind: .notModelled)
        /// A file the scene names (an image, a font, the scene itself) cannot be read or decoded.
        public static let file = Code(kind: .file)
        /// A font cannot be loaded or is not the one pinned.
        public static let font = Code(kind: .font)
        /// Rendering or writing the picture failed.
        public static let render = Code(kind: .render)
    }

    public let code: Code
    public let file: String
    /// The key path (`navigationBar.barTintColor`), or nil for the file as a whole.
    public let key: String?
    /// The line in the file, when known.
    public let line: Int?
    public let message: String

    public init(code: Code = .invalidValue, file: String, key: String?, line: Int? = nil, message: String) {
        self.code = code
        self.file = file
        self.key = key
        self.line = line
        self.message = message
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        // A key path quotes what the file wrote (an unknown key): shortened as values are.
        if let key { text += ": \(MessageText.echo(key, limit: 160))" }
        return text + ": " + message
    }
}
