// Stand-ins for the SwiftUI declarations whose names BarScope also uses (SwiftUI is not on Linux):
// a test file that imports SwiftUI and BarScopeTesting must see no second one of these.
public protocol Scene {}
public struct Image { public init() {} }
public protocol Transition {}
public struct Material { public init() {} }
public struct WindowGroup: Scene { public init() {} }
