/// The one shape of BarScope's errors, in every module (the model of swift-subprocess's): a
/// struct with a ``code`` to switch on (a struct over a private enum, so kinds can be added
/// without breaking a `switch`), the context as fields (the file, the key, the line, the path),
/// and a `description` that is one full sentence with the values and the fix in it, printed as
/// it is. Front doors (parsing a scene, rendering it, reading a PNG) throw their module's error
/// type, typed.
package protocol BarScopeError: Error, CustomStringConvertible, Sendable {
    /// What kind of failure this is.
    associatedtype Code: Hashable, Sendable
    var code: Code { get }
}
