import BarLayers
import BarScene
import Raster

/// What snapshot-testing libraries record: a view controller sized as a view, drawn with
/// `CALayer.render(in:)`, checked against the references Point-Free's swift-snapshot-testing
/// (GitHub, MIT) recorded of its own `testTraitsEmbeddedInTabNavigation` (a tab bar controller
/// around a navigation controller, a lone leading `add`, light mode) on an iOS 12.1 and an
/// iOS 17.4 simulator.
extension Gallery {
    static let snapshots: [Scenario] = [
        Scenario(
            name: "ios12-layer-capture-snapshot",
            title: "iOS 12, what a snapshot library records: no blur, the bar's white filter alone",
            yaml: snapshotScene(
                ios: 12, scale: 2,
                comment: """
                    # swift-snapshot-testing's testTraitsEmbeddedInTabNavigation as its iOS 12.1 reference
                    # recorded it: a 375 × 647 view at @2x, no status bar, drawn by CALayer.render(in:), which
                    # leaves out the blur: the bar records as its white 0.97 × 0.8 filter over the white
                    # view, the add item's bitmap plus at the 16 pt margin.
                    """),
            documented:
                "bar #f9f9f9, hairline #b2b2b2, add ink from 16.0 pt (swift-snapshot-testing's iOS 12.1 reference)",
            check: { r in snapshotCheck(r, bar: "#f9f9f9", hairline: "#b2b2b2", inkLeft: 16.0) }),
        Scenario(
            name: "ios17-layer-capture-snapshot",
            title: "iOS 17, what a snapshot library records: a transparent bar at the scroll edge",
            yaml: snapshotScene(
                ios: 17, scale: 3,
                comment: """
                    # The same test as its iOS 17.4 reference recorded it (@3x): at the scroll edge the bar is
                    # transparent and has no hairline, and the add item is SF Symbols' plus, its ink 2.68 pt
                    # inside the 16 pt margin.
                    """),
            documented:
                "bar #ffffff, no hairline, add ink from 18.68 pt (swift-snapshot-testing's iOS 17.4 reference)",
            check: { r in snapshotCheck(r, bar: "#ffffff", hairline: "#ffffff", inkLeft: 18.68) }),
    ]

    static func snapshotScene(ios: IOSVersion, scale: Int, comment: String) -> String {
        """
        \(comment)
        ios: \(ios.number)
        device: {width: 375, height: 647, scale: \(scale)}
        content:
          color: "#ffffff"
        navigationItem: {leftBarButtonItems: [{systemItem: add}]}
        tabBar: {items: [{title: ""}]}
        capture: layer

        """
    }

    /// The bar's fill beside the item, the device row below the bar (its hairline, or the view),
    /// and where the add item's ink starts, within half a point (a device pixel at @2x).
    static func snapshotCheck(_ r: RenderedScenario, bar: String, hairline: String, inkLeft: Double)
        -> ScenarioVerdict
    {
        let k = r.scene.device.scale
        let fill = r.image[200 * k, 10 * k].straight.hex
        let line = r.image[200 * k, 44 * k].straight.hex
        let background = r.image.color(x: 2 * k, y: 2 * k)
        guard let add = ink(r, PointRect(x: 0, y: 0, width: 60, height: 43), background: background) else {
            return ScenarioVerdict(reading: "no add item drawn", passed: false, detail: "no ink in the row")
        }
        let ok = fill == bar && line == hairline && abs(add.minX - inkLeft) <= 0.5
        return ScenarioVerdict(
            reading: "bar \(fill), row below \(line), add ink from \(points(add.minX)) pt", passed: ok,
            detail: ok ? "as recorded" : "expected bar \(bar), row below \(hairline), ink from \(points(inkLeft)) pt")
    }
}
