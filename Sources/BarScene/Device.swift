/// A phone screen: size in points, scale, and the status bar the navigation bar sits under.
public struct Device: Sendable, Equatable {
    /// The scene-file name (`iphone-8`).
    public let id: String
    /// Marketing names covered.
    public let name: String
    public let widthPoints: Double
    public let heightPoints: Double
    public let scale: Int
    /// Status bar height in points (portrait).
    public let statusBarHeight: Double
    /// Home-indicator inset in points (0 on phones with a home button).
    public let homeIndicatorInset: Double
    /// Plus-sized phones (20 pt bar margins, seed 003).
    public let isPlus: Bool
    /// Where these numbers come from.
    public let source: String

    /// Width in device pixels.
    public var pixelWidth: Int { Int(widthPoints) * scale }
    /// Height in device pixels.
    public var pixelHeight: Int { Int(heightPoints) * scale }

    /// iPhone 6/6s/7/8: 375 × 667 pt @2x, status bar 20 pt.
    public static let iphone8 = Device(
        id: "iphone-8", name: "iPhone 6, 6s, 7, 8, SE (2nd gen)", widthPoints: 375, heightPoints: 667, scale: 2,
        statusBarHeight: 20, homeIndicatorInset: 0, isPlus: false,
        source: "seed 004 (status bar 20 pt, bar 44 pt, 64 together); Apple HIG, Device screen sizes (375×667 pt @2x)")

    /// iPhone X/XS/11 Pro: 375 × 812 pt @3x, status bar 44 pt, home indicator 34 pt.
    public static let iphoneX = Device(
        id: "iphone-x", name: "iPhone X, XS, 11 Pro", widthPoints: 375, heightPoints: 812, scale: 3,
        statusBarHeight: 44, homeIndicatorInset: 34, isPlus: false,
        source: "seed 003 (iPhone X has its own bar heights); Apple HIG, Device screen sizes (375×812 pt @3x)")

    /// Every device BarScope knows.
    public static let all: [Device] = [iphone8, iphoneX]

    /// The device with a scene-file name.
    public static func named(_ id: String) -> Device? { all.first { $0.id == id } }
}
