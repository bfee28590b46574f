import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// Status bar heights that changed between releases (``Device/earlierStatusBars``): the iPhone
/// XR / 11 drew a 44 pt status bar before iOS 14 and 48 from it (Hackworth's iPhone 12 article;
/// GKNavigationBarViewController pull request 47); the 12 mini a 44 pt one on iOS 14 under a
/// 50 pt safe area and bar top, and 50 from iOS 15 (QMUI_iOS issue 1326, GKNavigationBar issue 67).
@Suite struct StatusBarReleaseTests {
    static func scene(_ device: String, ios: Int) throws -> Scene {
        try SceneParser.parse(
            """
            ios: \(ios)
            device: \(device)
            content: {color: "#ffffff"}
            navigationItem: {title: "T"}
            statusBar: {}
            """, file: "scene.yaml")
    }

    /// (device, release, status bar height, navigation bar top, top safe area).
    static let cases: [(String, Int, Double, Double, Double)] = [
        ("iphone-xr", 12, 44, 44, 44),
        ("iphone-xr", 13, 44, 44, 44),
        ("iphone-xr", 14, 48, 48, 48),
        ("iphone-xr", 18, 48, 48, 48),
        ("iphone-12-mini", 14, 44, 50, 50),
        ("iphone-12-mini", 15, 50, 50, 50),
        ("iphone-12-mini", 17, 50, 50, 50),
    ]

    @Test(arguments: cases)
    func theStatusBarOfTheRelease(device: String, ios: Int, height: Double, barTop: Double, safeArea: Double) throws {
        let s = try Self.scene(device, ios: ios)
        let status = try #require(try s.statusBarLayer())
        #expect(status.frame == PointRect(x: 0, y: 0, width: s.device.widthPoints, height: height))
        #expect(s.screen.statusBarHeight == height)
        #expect(s.layout.navigationBar.y == barTop)
        #expect(s.screen.device.topSafeAreaInset == safeArea)
    }

    /// The items stay on the notch whatever the bar's height: the XR's time and battery sit on
    /// the baseline 1.5 pt above the 32 pt notch's bottom on iOS 13 (44 pt bar) as on 14 (48).
    @Test(arguments: [13, 14])
    func theItemsKeepTheirPlaceOnTheNotch(ios: Int) throws {
        let bar = try #require(try Self.scene("iphone-xr", ios: ios).statusBarLayer())
        let time = try #require(bar.first("_UIStatusBarStringView"))
        guard case let .text(_, _, _, baseline)? = time.drawing else { Issue.record("no time"); return }
        #expect(time.frame.y + baseline == 30.5)
        #expect(try #require(bar.first("_UIBatteryView")).frame.maxY == 30.5)
    }

    /// Only those two rows have earlier heights; the others drew one height on every release
    /// they ran (Hackworth's iPhone 12 and 14 articles, QMUI's tables).
    @Test func onlyTheXRAndThe12MiniChanged() {
        #expect(Device.all.filter { !$0.earlierStatusBars.isEmpty }.map(\.id) == ["iphone-xr", "iphone-12-mini"])
        #expect(Device.iPhoneX.onRelease(11) == Device.iPhoneX)
    }
}
