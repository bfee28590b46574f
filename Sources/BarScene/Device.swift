import BarLayers
import Raster
/// A phone screen: size in points, scale, and the system insets the bars sit against.
///
/// Portrait numbers are what UIKit reports to an app built with a current SDK (points, not the
/// panel's pixels: the 8 Plus and the 12 mini render at @3x and are downsampled by the panel).
/// Where the status bar height differs between iOS releases, the row gives the current height and
/// lists the earlier ones (``earlierStatusBars``), which ``onRelease(_:)`` applies; BarScope
/// renders every device with the bar stacks of the scene's `ios`, which older phones also ran.
public struct Device: Sendable, Equatable {
    /// The scene-file name (`iphone-8`).
    public let id: String
    /// Marketing names covered.
    public let name: String
    public let widthPoints: Double
    public let heightPoints: Double
    public let scale: Int
    /// Status bar height in points (portrait).
    public private(set) var statusBarHeight: Double
    /// The window's top safe-area inset in points: the status bar's height, except on the
    /// Dynamic Island phones (59 pt under a 54 pt status bar; 62 on the 16 Pro and 17; 68 on Air).
    public private(set) var topSafeAreaInset: Double
    /// Where a navigation controller's bar starts, in points: the status bar's bottom, except on
    /// the Dynamic Island phones, where UIKit puts it 53.667 pt down (56.333 on the 16 Pro and 17),
    /// above the safe area's top.
    public private(set) var navigationBarTop: Double
    /// Home-indicator inset in points, portrait (0 on phones with a home button).
    public let homeIndicatorInset: Double
    /// Navigation bar and toolbar height in compact-height landscape, in points: 32 on phones of
    /// compact width, 44 on the Plus and Max phones (regular width in landscape).
    public let landscapeBarHeight: Double
    /// Home-indicator inset in landscape, in points (0 with a home button).
    public let landscapeHomeIndicatorInset: Double
    /// Plus-sized phones (20 pt bar margins, seed 003).
    public let isPlus: Bool
    /// The iOS major version the phone shipped with: the first release it ran (of a row of
    /// several phones, the earliest's: the iPhone 6 for the `iphone-8` row). Nil for a view of a
    /// given size, which any release draws. Source: Apple's announcement of each phone, as
    /// Wikipedia's "List of iPhone models" tabulates it (its "initial operating system" rows).
    public let shippedWith: Int?
    /// How its status bar lays out its items around the notch or island (or the 20 pt bar's).
    public let statusBar: StatusBarProvider
    /// Where these numbers come from.
    public let source: String
    /// A view whose scene says `idiom: phone`: phone bars at a size no phone has are meant, so
    /// no warning says otherwise.
    package var statesPhoneIdiom = false
    /// The kind of device (`UIUserInterfaceIdiom`): an iPad, or a view whose scene says
    /// `idiom: pad`, draws an iPad's bars.
    package var idiom = Idiom.phone
    /// The iPad this is (its safe area per release), nil for a phone or a view.
    package var pad: PadScreen?
    /// The status bar heights this phone had on releases before its current one, oldest first
    /// (``EarlierStatusBar``); empty where it never changed.
    package var earlierStatusBars: [EarlierStatusBar] = []

    public init(
        id: String, name: String, widthPoints: Double, heightPoints: Double, scale: Int, statusBarHeight: Double,
        topSafeAreaInset: Double? = nil, navigationBarTop: Double? = nil, homeIndicatorInset: Double,
        landscapeBarHeight: Double = 32,
        landscapeHomeIndicatorInset: Double = 0, isPlus: Bool, shippedWith: Int? = nil,
        statusBar: StatusBarProvider = .legacyPhone,
        source: String
    ) {
        self.id = id
        self.name = name
        self.widthPoints = widthPoints
        self.heightPoints = heightPoints
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.topSafeAreaInset = topSafeAreaInset ?? statusBarHeight
        self.navigationBarTop = navigationBarTop ?? statusBarHeight
        self.homeIndicatorInset = homeIndicatorInset
        self.landscapeBarHeight = landscapeBarHeight
        self.landscapeHomeIndicatorInset = landscapeHomeIndicatorInset
        self.isPlus = isPlus
        self.shippedWith = shippedWith
        self.statusBar = statusBar
        self.source = source
    }

    /// A status bar height of earlier releases: `height` on every release before iOS `until`
    /// (and after the previous entry's), with the top safe-area inset and the navigation bar's
    /// top it gave then (nil: the status bar's bottom, as on every phone without an island).
    package struct EarlierStatusBar: Sendable, Equatable {
        package var until: Int
        package var height: Double
        package var topSafeAreaInset: Double?
        package var navigationBarTop: Double?
    }

    /// The device as iOS `release` draws it: the status bar height, top safe area and navigation
    /// bar top of the first ``earlierStatusBars`` entry that release is before, else this row's.
    package func onRelease(_ release: Int) -> Device {
        guard let earlier = earlierStatusBars.first(where: { release < $0.until }) else { return self }
        var device = self
        device.statusBarHeight = earlier.height
        device.topSafeAreaInset = earlier.topSafeAreaInset ?? earlier.height
        device.navigationBarTop = earlier.navigationBarTop ?? earlier.height
        return device
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
    private static let hackworth12 =
        "Hackworth, How iOS Apps Adapt to the various iPhone 12 Screen Sizes (status bars 47/48/50 pt)"
    private static let hackworth14 =
        "Hackworth, How iOS Apps Adapt to the various iPhone 14 Screen Sizes; zhangwen.site iPhone 14 sizes (status bar 54, safe area 59)"
    private static let landscape =
        "landscape: 32 pt bars on compact-width phones, 44 pt on Plus/Max (regular width); 21 pt home indicator"

    /// iPhone 5, 5s, SE (1st gen): 320 × 568 pt @2x.
    public static let iPhoneSE = Device(
        id: "iphone-se", name: "iPhone 5, 5s, SE (1st gen)", widthPoints: 320, heightPoints: 568, scale: 2,
        statusBarHeight: 20, homeIndicatorInset: 0, isPlus: false, shippedWith: 6,
        source: "seed 004 (status bar 20 pt); \(hig) (320×568 pt @2x); \(landscape)")

    /// iPhone 6/6s/7/8: 375 × 667 pt @2x, status bar 20 pt.
    public static let iPhone8 = Device(
        id: "iphone-8", name: "iPhone 6, 6s, 7, 8, SE (2nd gen)", widthPoints: 375, heightPoints: 667, scale: 2,
        statusBarHeight: 20, homeIndicatorInset: 0, isPlus: false, shippedWith: 8,
        source: "seed 004 (status bar 20 pt, bar 44 pt, 64 together); \(hig) (375×667 pt @2x); \(landscape)")

    /// iPhone 6 Plus … 8 Plus: 414 × 736 pt @3x (rendered at 1242×2208, shown at 1080×1920).
    public static let iPhone8Plus = Device(
        id: "iphone-8-plus", name: "iPhone 6 Plus, 6s Plus, 7 Plus, 8 Plus", widthPoints: 414, heightPoints: 736,
        scale: 3, statusBarHeight: 20, homeIndicatorInset: 0, landscapeBarHeight: 44, isPlus: true, shippedWith: 8,
        source: "seed 004 (status bar 20 pt); seed 003 (20 pt margins on Plus); \(hig) (414×736 pt @3x); \(landscape)")

    /// iPhone X/XS/11 Pro: 375 × 812 pt @3x, status bar 44 pt, home indicator 34 pt.
    public static let iPhoneX = Device(
        id: "iphone-x", name: "iPhone X, XS, 11 Pro", widthPoints: 375, heightPoints: 812, scale: 3,
        statusBarHeight: 44, homeIndicatorInset: 34, landscapeHomeIndicatorInset: 21, isPlus: false, shippedWith: 11,
        statusBar: .split1125,
        source:
            "seed 003 (iPhone X has its own bar heights); \(hig) (375×812 pt @3x, status bar 44, home indicator 34); \(landscape)"
    )

    /// iPhone XR/11: 414 × 896 pt @2x, status bar 48 pt from iOS 14, 44 pt before (Hackworth 12:
    /// "48 pt on the XR / 11 under iOS 14", up from iOS 13's 44; QuintGao/GKNavigationBarViewController
    /// pull request 47, "iOS 14 … 状态栏高度变化 44->48", reading the status bar frame).
    public static let iPhoneXR = {
        var row = Device(
            id: "iphone-xr", name: "iPhone XR, 11", widthPoints: 414, heightPoints: 896, scale: 2,
            statusBarHeight: 48, homeIndicatorInset: 34, landscapeBarHeight: 44, landscapeHomeIndicatorInset: 21,
            isPlus: true, shippedWith: 12, statusBar: .split828,
            source:
                "\(hig) (414×896 pt @2x); \(hackworth12) (48 on iOS 14, 44 on iOS 13); GKNavigationBarViewController pull request 47 (44 → 48 on iOS 14); \(landscape)"
        )
        row.earlierStatusBars = [EarlierStatusBar(until: 14, height: 44)]
        return row
    }()

    /// iPhone XS Max/11 Pro Max: 414 × 896 pt @3x, status bar 44 pt.
    public static let iPhoneXSMax = Device(
        id: "iphone-xs-max", name: "iPhone XS Max, 11 Pro Max", widthPoints: 414, heightPoints: 896, scale: 3,
        statusBarHeight: 44, homeIndicatorInset: 34, landscapeBarHeight: 44, landscapeHomeIndicatorInset: 21,
        isPlus: true, shippedWith: 12, statusBar: .split1242,
        source: "\(hig) (414×896 pt @3x); \(hackworth12) (44 pt on the X-sized notch); \(landscape)")

    /// iPhone 12 mini: 375 × 812 pt @3x (shown at 1080×2340), status bar 50 pt from iOS 15; on
    /// iOS 14 the status bar was 44 pt while the safe area and the navigation bar's top stayed at
    /// 50 (a 6 pt gap): Tencent/QMUI_iOS issue 1326, a maintainer's (MoLice) readings on a 12 mini,
    /// "iOS 14: statusBarFrame 44, navigationBar.minY 50; iOS 15: 50 and 50"; QuintGao/GKNavigationBar
    /// issue 67 (2021): a 12 mini simulator's safe area top 50 under a 44 pt status bar frame.
    public static let iPhone12Mini = {
        var row = Device(
            id: "iphone-12-mini", name: "iPhone 12 mini", widthPoints: 375, heightPoints: 812, scale: 3,
            statusBarHeight: 50, homeIndicatorInset: 34, landscapeHomeIndicatorInset: 21, isPlus: false,
            shippedWith: 14, statusBar: .split1080,
            source:
                "\(hackworth12) (375×812 pt @3x, shown at 1080×2340; status bar 50); QMUI_iOS issue 1326 and GKNavigationBar issue 67 (iOS 14: status bar 44, safe area and bar top 50); \(landscape)"
        )
        row.earlierStatusBars = [EarlierStatusBar(until: 15, height: 44, topSafeAreaInset: 50, navigationBarTop: 50)]
        return row
    }()

    /// iPhone 12/12 Pro: 390 × 844 pt @3x, status bar 47 pt.
    public static let iPhone12 = Device(
        id: "iphone-12", name: "iPhone 12, 12 Pro", widthPoints: 390, heightPoints: 844, scale: 3,
        statusBarHeight: 47, homeIndicatorInset: 34, landscapeHomeIndicatorInset: 21, isPlus: false, shippedWith: 14,
        statusBar: .split1170,
        source: "\(hackworth12) (390×844 pt @3x, status bar 47); \(hackworth14) (14 = 12 size); \(landscape)")

    /// iPhone 12 Pro Max: 428 × 926 pt @3x, status bar 47 pt.
    public static let iPhone12ProMax = Device(
        id: "iphone-12-pro-max", name: "iPhone 12 Pro Max", widthPoints: 428, heightPoints: 926,
        scale: 3, statusBarHeight: 47, homeIndicatorInset: 34, landscapeBarHeight: 44, landscapeHomeIndicatorInset: 21,
        isPlus: true, shippedWith: 14, statusBar: .split1284,
        source:
            "\(hackworth12) (428×926 pt @3x, status bar 47); \(hackworth14) (14 Plus = 12 Pro Max size); \(landscape)")

    /// iPhone 14 Pro: 393 × 852 pt @3x, status bar 54 pt, top safe area 59 pt.
    public static let iPhone14Pro = Device(
        id: "iphone-14-pro", name: "iPhone 14 Pro", widthPoints: 393, heightPoints: 852, scale: 3,
        statusBarHeight: 54, topSafeAreaInset: 59, navigationBarTop: islandBarTop, homeIndicatorInset: 34,
        landscapeHomeIndicatorInset: 21,
        isPlus: false, shippedWith: 16, statusBar: .dynamicSplit393,
        source: "\(hackworth14) (393×852 pt @3x); \(landscape)")

    /// iPhone 14 Pro Max: 430 × 932 pt @3x, status bar 54 pt, top safe area 59 pt.
    public static let iPhone14ProMax = Device(
        id: "iphone-14-pro-max", name: "iPhone 14 Pro Max", widthPoints: 430, heightPoints: 932, scale: 3,
        statusBarHeight: 54, topSafeAreaInset: 59, navigationBarTop: islandBarTop, homeIndicatorInset: 34,
        landscapeBarHeight: 44,
        landscapeHomeIndicatorInset: 21, isPlus: true, shippedWith: 16, statusBar: .dynamicSplit430,
        source: "\(hackworth14) (430×932 pt @3x); \(landscape)")

    // Later phones. Sources, named once:
    // - HIG: the points and scale of every model (iPhone 15 to 17, 16e, Air).
    // - QMUI_iOS (Tencent, QMUIHelper.m, 4.8.0) and GKNavigationBar (QuintGao, 2025): per-model
    //   safe areas (59 on the 15 and 16, 62 on the 16 Pro and Pro Max; 47 on the 13 and 14), a
    //   54 pt status bar on every Dynamic Island phone, and the navigation bar's top: 53.667 on
    //   the Dynamic Island phones, 56.333 on the 16 Pro and Pro Max; GKNavigationBarSwift issue
    //   41: a UINavigationBar at y 53.6667 under a 54 pt status bar, safe area 59, measured on a
    //   430 pt simulator; a crash log's UINavigationBar at (0 56.3333; 402 44).
    // - flutter_device_preview (aloisdeniel, 2026): safe areas probed from Xcode 26.6
    //   simulators: 62 on the 17, 17 Pro and Pro Max, 68 on Air, 47 on the 16e and 17e.
    // - Notches and islands: StatusBarProvider's SpringBoard table.
    private static let laterPhones =
        "HIG (points, scale); QMUI_iOS and GKNavigationBar (safe areas, 54 pt status bar, bar top)"
    private static let probed = "flutter_device_preview's simulator probes (safe areas, iOS 26.5)"
    /// Where the bar starts on the Dynamic Island phones: one pixel above the 54 pt status bar's end.
    static let islandBarTop = 54 - 1.0 / 3
    /// On the 16 Pro and 17 (402 and 440 pt): 56.333 pt.
    static let tallIslandBarTop = 56 + 1.0 / 3

    private static func island(
        _ id: String, _ name: String, _ w: Double, _ h: Double, safeArea: Double, barTop: Double, plus: Bool,
        shipped: Int, provider: StatusBarProvider, source: String
    ) -> Device {
        Device(
            id: id, name: name, widthPoints: w, heightPoints: h, scale: 3, statusBarHeight: 54,
            topSafeAreaInset: safeArea, navigationBarTop: barTop,
            homeIndicatorInset: 34, landscapeBarHeight: plus ? 44 : 32, landscapeHomeIndicatorInset: 21, isPlus: plus,
            shippedWith: shipped, statusBar: provider, source: source + "; \(landscape)")
    }

    private static func notch(
        _ id: String, _ name: String, _ w: Double, _ h: Double, statusBar: Double, plus: Bool, shipped: Int,
        provider: StatusBarProvider, source: String
    ) -> Device {
        Device(
            id: id, name: name, widthPoints: w, heightPoints: h, scale: 3, statusBarHeight: statusBar,
            homeIndicatorInset: 34,
            landscapeBarHeight: plus ? 44 : 32, landscapeHomeIndicatorInset: 21, isPlus: plus, shippedWith: shipped,
            statusBar: provider,
            source: source + "; \(landscape)")
    }

    public static let iPhone13Mini = notch(
        "iphone-13-mini", "iPhone 13 mini", 375, 812, statusBar: 50, plus: false, shipped: 15, provider: .split1080Wide,
        source: "\(hackworth12) (the 12 mini's 50 pt); QMUI_iOS")
    public static let iPhone13 = notch(
        "iphone-13", "iPhone 13, 13 Pro, 14, 16e", 390, 844, statusBar: 47, plus: false,
        shipped: 15, provider: .split1170Wide,
        source: "\(hackworth14) (the 14 is 390×844, status bar 47); \(laterPhones); \(probed) (16e 47)")
    public static let iPhone13ProMax = notch(
        "iphone-13-pro-max", "iPhone 13 Pro Max, 14 Plus", 428, 926, statusBar: 47, plus: true,
        shipped: 15, provider: .split1284Wide,
        source: "\(hackworth14) (14 Plus 428×926, status bar 47)")
    public static let iPhone15 = island(
        "iphone-15", "iPhone 15", 393, 852, safeArea: 59, barTop: islandBarTop, plus: false,
        shipped: 17, provider: .dynamicSplit393, source: laterPhones)
    public static let iPhone15Plus = island(
        "iphone-15-plus", "iPhone 15 Plus", 430, 932, safeArea: 59, barTop: islandBarTop, plus: true,
        shipped: 17, provider: .dynamicSplit430, source: laterPhones)
    public static let iPhone15Pro = island(
        "iphone-15-pro", "iPhone 15 Pro", 393, 852, safeArea: 59, barTop: islandBarTop, plus: false,
        shipped: 17, provider: .dynamicSplit393, source: laterPhones)
    public static let iPhone15ProMax = island(
        "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, safeArea: 59, barTop: islandBarTop, plus: true,
        shipped: 17, provider: .dynamicSplit430,
        source: laterPhones)
    public static let iPhone16 = island(
        "iphone-16", "iPhone 16", 393, 852, safeArea: 59, barTop: islandBarTop, plus: false,
        shipped: 18, provider: .dynamicSplit393, source: laterPhones)
    public static let iPhone16Plus = island(
        "iphone-16-plus", "iPhone 16 Plus", 430, 932, safeArea: 59, barTop: islandBarTop, plus: true,
        shipped: 18, provider: .dynamicSplit430, source: laterPhones)
    public static let iPhone16Pro = island(
        "iphone-16-pro", "iPhone 16 Pro", 402, 874, safeArea: 62, barTop: tallIslandBarTop, plus: false,
        shipped: 18, provider: .dynamicSplit402,
        source: "\(laterPhones) (status bar 54: medium-low, no measurement found)")
    public static let iPhone16ProMax = island(
        "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, safeArea: 62, barTop: tallIslandBarTop, plus: true,
        shipped: 18, provider: .dynamicSplit440,
        source: "\(laterPhones) (status bar 54: medium-low)")
    public static let iPhone17 = island(
        "iphone-17", "iPhone 17, 17 Pro", 402, 874, safeArea: 62, barTop: tallIslandBarTop, plus: false,
        shipped: 26, provider: .dynamicSplit402,
        source: "\(probed) (safe area 62, as the 16 Pro's); HIG (402×874); bar top and status bar as the 16 Pro's (low)"
    )
    public static let iPhone17ProMax = island(
        "iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, safeArea: 62, barTop: tallIslandBarTop, plus: true,
        shipped: 26, provider: .dynamicSplit440,
        source: "\(probed) (safe area 62); HIG (440×956); bar top and status bar as the 16 Pro Max's (low)")
    /// iPhone Air: the bar's top is not measured; BarScope keeps the 16 Pro's distance below the
    /// safe area's top (62 − 56.333), 62.333 pt (low).
    public static let iPhoneAir = island(
        "iphone-air", "iPhone Air", 420, 912, safeArea: 68, barTop: 68 - (62 - tallIslandBarTop), plus: true,
        shipped: 26, provider: .dynamicSplit420,
        source:
            "\(probed) (safe area 68); HIG (420×912 @3x, regular width in landscape); status bar 54 and bar top estimated (low)"
    )

    /// Every device BarScope knows, smallest first within each generation.
    public static let all: [Device] = [
        iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPhoneXR, iPhoneXSMax, iPhone12Mini, iPhone12, iPhone12ProMax,
        iPhone13Mini, iPhone13, iPhone13ProMax, iPhone14Pro, iPhone14ProMax, iPhone15, iPhone15Plus, iPhone15Pro,
        iPhone15ProMax,
        iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax, iPhone17, iPhone17ProMax, iPhoneAir,
    ]

    /// The iPads (``PadScreen``), each as a device a scene may name.
    package static let pads: [Device] = PadScreen.all.map(\.device)

    /// The device with a scene-file name: a phone or an iPad.
    public static func named(_ id: String) -> Device? { all.first { $0.id == id } ?? pads.first { $0.id == id } }

    /// The marketing names a row covers, each whole (`iPhone 13`, `iPhone 13 Pro`, `iPhone 14`,
    /// `iPhone 16e` for `iphone-13`), read from ``name``.
    var marketingNames: [String] {
        guard !isView else { return [] }
        return name.split(separator: ",").map { part in
            let whole = String(part.drop { $0 == " " })
            return whole.hasPrefix("iPhone ") ? whole : "iPhone " + whole
        }
    }

    /// The device a name that is not a scene-file name most likely means: a marketing name
    /// (`iPhone 15 Pro`, `iphone 14`: letters, digits and spaces compared without case), or an id
    /// written with a typo (`iphone15`). Nil when none is close.
    static func suggestion(for written: String) -> Device? {
        func folded(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let key = folded(written)
        if let marketed = all.first(where: { $0.marketingNames.contains { folded($0) == key } }) { return marketed }
        if let id = all.first(where: { folded($0.id) == key }) { return id }
        return nearest(written, in: all.map(\.id)).flatMap(named)
    }

    /// Whether this is a view of a given size (``view(width:height:scale:safeAreaTop:safeAreaBottom:)``),
    /// not a phone.
    public var isView: Bool { id.hasPrefix(Self.viewPrefix) }
    static let viewPrefix = "view-"
    /// The largest side of a view, in points: a scene draws a bar, not a poster (a view this
    /// wide at @3x is already 12,000 pixels).
    public static let maximumViewSide = 4000

    /// A view of a given size in points and scale, as snapshot libraries size a view controller
    /// (swift-snapshot-testing's `.image(size:)` or `ViewImageConfig`, iOSSnapshotTestCase's
    /// frame): no status bar and no home indicator are drawn, and the safe area is what the
    /// caller gives (none by default), so a navigation bar starts `safeAreaTop` points down and
    /// a bottom bar ends `safeAreaBottom` points above the bottom. Its bars' margins are the
    /// phones' of its width: 20 pt from 414 pt wide, as on the Plus and Max phones (seed 003),
    /// 16 pt below.
    public static func view(
        width: Int, height: Int, scale: Int, safeAreaTop: Double = 0, safeAreaBottom: Double = 0
    ) -> Device {
        let insets =
            safeAreaTop == 0 && safeAreaBottom == 0
            ? "" : ", safe area \(PointRect.format(safeAreaTop)) / \(PointRect.format(safeAreaBottom))"
        return Device(
            id: "\(viewPrefix)\(width)x\(height)@\(scale)x",
            name: "a view of \(width)×\(height) pt @\(scale)x\(insets)",
            widthPoints: Double(width), heightPoints: Double(height), scale: scale, statusBarHeight: safeAreaTop,
            homeIndicatorInset: safeAreaBottom, isPlus: width >= 414,
            source:
                "a view sized as a snapshot library sizes one: the scene's width, height, scale and safe area; margins of a \(width >= 414 ? "Plus" : "phone") width (seed 003)"
        )
    }
}
