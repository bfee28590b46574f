/// A phone screen: size in points, scale, and the system insets the bars sit against.
///
/// Portrait numbers are what UIKit reports to an app built with a current SDK (points, not the
/// panel's pixels: the 8 Plus and the 12 mini render at @3x and are downsampled by the panel).
/// Where the status bar height differs between iOS releases, the table gives the height on the
/// release the phone shipped with (``shippedWith``); BarScope renders every device with the bar
/// stacks of the scene's `ios`, which older phones also ran.
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
    /// Where a top-attached navigation bar starts, in points: the top safe-area inset. Equal to
    /// the status bar height except on the Dynamic Island phones, where the status bar is 54 pt
    /// and the safe area starts at 59 pt.
    public let topSafeAreaInset: Double
    /// Home-indicator inset in points, portrait (0 on phones with a home button).
    public let homeIndicatorInset: Double
    /// Navigation bar and toolbar height in compact-height landscape, in points: 32 on phones of
    /// compact width, 44 on the Plus and Max phones (regular width in landscape).
    public let landscapeBarHeight: Double
    /// Home-indicator inset in landscape, in points (0 with a home button).
    public let landscapeHomeIndicatorInset: Double
    /// Plus-sized phones (20 pt bar margins, seed 003).
    public let isPlus: Bool
    /// The iOS major version the phone shipped with.
    public let shippedWith: Int
    /// Where these numbers come from.
    public let source: String

    public init(
        id: String, name: String, widthPoints: Double, heightPoints: Double, scale: Int, statusBarHeight: Double,
        topSafeAreaInset: Double? = nil, homeIndicatorInset: Double, landscapeBarHeight: Double = 32,
        landscapeHomeIndicatorInset: Double = 0, isPlus: Bool, shippedWith: Int = 9, source: String
    ) {
        self.id = id
        self.name = name
        self.widthPoints = widthPoints
        self.heightPoints = heightPoints
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.topSafeAreaInset = topSafeAreaInset ?? statusBarHeight
        self.homeIndicatorInset = homeIndicatorInset
        self.landscapeBarHeight = landscapeBarHeight
        self.landscapeHomeIndicatorInset = landscapeHomeIndicatorInset
        self.isPlus = isPlus
        self.shippedWith = shippedWith
        self.source = source
    }

    /// Width in device pixels.
    public var pixelWidth: Int { Int(widthPoints) * scale }
    /// Height in device pixels.
    public var pixelHeight: Int { Int(heightPoints) * scale }

    // Sources, named once:
    // - HIG: Apple Human Interface Guidelines, "Layout › Device screen sizes and orientations"
    //   (points and scale of every iPhone).
    // - Hackworth 12: Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 12 Screen Sizes"
    //   (hacknicity.medium.com, Oct 2020): status bar 47 pt on the 12 / 12 Pro / 12 Pro Max,
    //   50 pt on the 12 mini, 48 pt on the XR / 11 under iOS 14; the 12 mini renders at
    //   375×812 @3x and is downsampled to 1080×2340.
    // - Hackworth 14: Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 14 Screen Sizes"
    //   (Sep 2022), and zhangwen.site "iPhone 14 系列屏幕尺寸变化": 393×852 and 430×932 pt @3x;
    //   status bar 54 pt, top safe area 59 pt on the Dynamic Island phones.
    // - Seeds 003 and 004: 20 pt status bar, 44 pt bar, 49 pt tab bar; iPhone X has its own heights.
    private static let hig = "Apple HIG, Device screen sizes"
    private static let hackworth12 = "Hackworth, How iOS Apps Adapt to the various iPhone 12 Screen Sizes (status bars 47/48/50 pt)"
    private static let hackworth14 = "Hackworth, How iOS Apps Adapt to the various iPhone 14 Screen Sizes; zhangwen.site iPhone 14 sizes (status bar 54, safe area 59)"
    private static let landscape = "landscape: 32 pt bars on compact-width phones, 44 pt on Plus/Max (regular width); 21 pt home indicator"

    /// iPhone 5, 5s, SE (1st gen): 320 × 568 pt @2x.
    public static let iphoneSE = Device(
        id: "iphone-se", name: "iPhone 5, 5s, SE (1st gen)", widthPoints: 320, heightPoints: 568, scale: 2,
        statusBarHeight: 20, homeIndicatorInset: 0, isPlus: false, shippedWith: 6,
        source: "seed 004 (status bar 20 pt); \(hig) (320×568 pt @2x); \(landscape)")

    /// iPhone 6/6s/7/8: 375 × 667 pt @2x, status bar 20 pt.
    public static let iphone8 = Device(
        id: "iphone-8", name: "iPhone 6, 6s, 7, 8, SE (2nd gen)", widthPoints: 375, heightPoints: 667, scale: 2,
        statusBarHeight: 20, homeIndicatorInset: 0, isPlus: false, shippedWith: 8,
        source: "seed 004 (status bar 20 pt, bar 44 pt, 64 together); \(hig) (375×667 pt @2x); \(landscape)")

    /// iPhone 6 Plus … 8 Plus: 414 × 736 pt @3x (rendered at 1242×2208, shown at 1080×1920).
    public static let iphone8Plus = Device(
        id: "iphone-8-plus", name: "iPhone 6 Plus, 6s Plus, 7 Plus, 8 Plus", widthPoints: 414, heightPoints: 736,
        scale: 3, statusBarHeight: 20, homeIndicatorInset: 0, landscapeBarHeight: 44, isPlus: true, shippedWith: 8,
        source: "seed 004 (status bar 20 pt); seed 003 (20 pt margins on Plus); \(hig) (414×736 pt @3x); \(landscape)")

    /// iPhone X/XS/11 Pro: 375 × 812 pt @3x, status bar 44 pt, home indicator 34 pt.
    public static let iphoneX = Device(
        id: "iphone-x", name: "iPhone X, XS, 11 Pro", widthPoints: 375, heightPoints: 812, scale: 3,
        statusBarHeight: 44, homeIndicatorInset: 34, landscapeHomeIndicatorInset: 21, isPlus: false, shippedWith: 11,
        source: "seed 003 (iPhone X has its own bar heights); \(hig) (375×812 pt @3x, status bar 44, home indicator 34); \(landscape)")

    /// iPhone XR/11: 414 × 896 pt @2x, status bar 48 pt (iOS 14).
    public static let iphoneXR = Device(
        id: "iphone-xr", name: "iPhone XR, 11", widthPoints: 414, heightPoints: 896, scale: 2,
        statusBarHeight: 48, homeIndicatorInset: 34, landscapeBarHeight: 44, landscapeHomeIndicatorInset: 21,
        isPlus: true, shippedWith: 12,
        source: "\(hig) (414×896 pt @2x); \(hackworth12); \(landscape)")

    /// iPhone XS Max/11 Pro Max: 414 × 896 pt @3x, status bar 44 pt.
    public static let iphoneXSMax = Device(
        id: "iphone-xs-max", name: "iPhone XS Max, 11 Pro Max", widthPoints: 414, heightPoints: 896, scale: 3,
        statusBarHeight: 44, homeIndicatorInset: 34, landscapeBarHeight: 44, landscapeHomeIndicatorInset: 21,
        isPlus: true, shippedWith: 12,
        source: "\(hig) (414×896 pt @3x); \(hackworth12) (44 pt on the X-sized notch); \(landscape)")

    /// iPhone 12 mini/13 mini: 375 × 812 pt @3x (shown at 1080×2340), status bar 50 pt.
    public static let iphone12Mini = Device(
        id: "iphone-12-mini", name: "iPhone 12 mini, 13 mini", widthPoints: 375, heightPoints: 812, scale: 3,
        statusBarHeight: 50, homeIndicatorInset: 34, landscapeHomeIndicatorInset: 21, isPlus: false, shippedWith: 14,
        source: "\(hackworth12) (375×812 pt @3x, shown at 1080×2340; status bar 50); \(landscape)")

    /// iPhone 12/12 Pro/13/13 Pro/14: 390 × 844 pt @3x, status bar 47 pt.
    public static let iphone12 = Device(
        id: "iphone-12", name: "iPhone 12, 12 Pro, 13, 13 Pro, 14", widthPoints: 390, heightPoints: 844, scale: 3,
        statusBarHeight: 47, homeIndicatorInset: 34, landscapeHomeIndicatorInset: 21, isPlus: false, shippedWith: 14,
        source: "\(hackworth12) (390×844 pt @3x, status bar 47); \(hackworth14) (14 = 12 size); \(landscape)")

    /// iPhone 12 Pro Max/13 Pro Max/14 Plus: 428 × 926 pt @3x, status bar 47 pt.
    public static let iphone12ProMax = Device(
        id: "iphone-12-pro-max", name: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", widthPoints: 428, heightPoints: 926,
        scale: 3, statusBarHeight: 47, homeIndicatorInset: 34, landscapeBarHeight: 44, landscapeHomeIndicatorInset: 21,
        isPlus: true, shippedWith: 14,
        source: "\(hackworth12) (428×926 pt @3x, status bar 47); \(hackworth14) (14 Plus = 12 Pro Max size); \(landscape)")

    /// iPhone 14 Pro: 393 × 852 pt @3x, status bar 54 pt, top safe area 59 pt.
    public static let iphone14Pro = Device(
        id: "iphone-14-pro", name: "iPhone 14 Pro", widthPoints: 393, heightPoints: 852, scale: 3,
        statusBarHeight: 54, topSafeAreaInset: 59, homeIndicatorInset: 34, landscapeHomeIndicatorInset: 21,
        isPlus: false, shippedWith: 16, source: "\(hackworth14) (393×852 pt @3x); \(landscape)")

    /// iPhone 14 Pro Max: 430 × 932 pt @3x, status bar 54 pt, top safe area 59 pt.
    public static let iphone14ProMax = Device(
        id: "iphone-14-pro-max", name: "iPhone 14 Pro Max", widthPoints: 430, heightPoints: 932, scale: 3,
        statusBarHeight: 54, topSafeAreaInset: 59, homeIndicatorInset: 34, landscapeBarHeight: 44,
        landscapeHomeIndicatorInset: 21, isPlus: true, shippedWith: 16,
        source: "\(hackworth14) (430×932 pt @3x); \(landscape)")

    /// Every device BarScope knows, smallest first.
    public static let all: [Device] = [
        iphoneSE, iphone8, iphone8Plus, iphoneX, iphoneXR, iphoneXSMax, iphone12Mini, iphone12, iphone12ProMax,
        iphone14Pro, iphone14ProMax,
    ]

    /// The device with a scene-file name.
    public static func named(_ id: String) -> Device? { all.first { $0.id == id } }
}
