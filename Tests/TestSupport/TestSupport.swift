#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every test target shares: where the package is, and the one way to find the built
/// `barscope` (the model of swift-argument-parser's `ArgumentParserTestHelpers`).

/// The package's root folder (this file is `Tests/TestSupport/TestSupport.swift`).
public let packageRoot: String = {
    var path = "\(#filePath)"
    for _ in 0..<3 {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        path = String(path[..<slash])
    }
    return path.isEmpty ? "/" : path
}()

/// The `barscope` binary the tests drive: `$BARSCOPE_BINARY` when set (a release build, an
/// installed copy), else the debug build that `scripts/test` makes first.
public let builtBarScope: String = {
    if let set = getenv("BARSCOPE_BINARY"), set.pointee != 0 { return String(cString: set) }
    return packageRoot + "/.build/debug/barscope"
}()

/// Whether the slow tests run: the two that build packages from nothing (a fresh clone of the
/// repository, and a package that depends on BarScope), about two minutes together. CI's
/// `.ci/run` sets `BARSCOPE_SLOW=1`, so they run where they can fail; `scripts/test` and
/// `scripts/test --quick` leave them out unless it is set.
public let slowTestsEnabled: Bool = {
    guard let set = getenv("BARSCOPE_SLOW") else { return false }
    return String(cString: set) == "1"
}()
