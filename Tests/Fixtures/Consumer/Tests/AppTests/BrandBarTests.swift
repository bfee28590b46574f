import BarScopeTesting
import Testing

@Test func brandBar() throws {
    var bar = NavigationBar()
    bar.barTintColor = "#ff2d55"
    bar.translucent = false
    var scene = BarScopeScene(ios: 12, device: .iPhone8, content: .list(), navigationBar: bar)
    scene.region = .navigationBar
    // Recorded as Tests/AppTests/__Goldens__/BrandBarTests/brand-bar.png on the first run.
    try assertGolden(scene, named: "brand-bar")
}

@Test func brandBarFromYAML() throws {
    try assertGolden(scene: """
        ios: 17
        device: iphone-15
        content: {list: {}}
        navigationBar:
          standardAppearance: {configureWith: opaqueBackground, backgroundColor: "#ff2d55"}
        region: navigationBar
        """, named: "brand-bar-ios17")
}
