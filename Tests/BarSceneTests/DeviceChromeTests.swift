import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// Device chrome (`deviceChrome:`, ``DeviceChrome``): the home indicator by MaterialKit's rule,
/// the housing from SpringBoard's table, the corners from the display corner radii, off by
/// default.
@Suite struct DeviceChromeTests {
    static func scene(_ device: String, _ extra: String = "", content: String = "{color: \"#ffffff\"}")
        throws -> Scene
    {
        try SceneParser.parse(
            """
            ios: 18
            device: \(device)
            content: \(content)
            navigationItem: {title: "T"}
            deviceChrome: {}
            \(extra)
            """, file: "scene.yaml")
    }

    /// The research sheet's §G.2 table, portrait and landscape widths per screen size in points:
    /// round(0.3574 × short side), round(0.2571 × long side).
    static let widths: [Double: (Double, Double)] = [
        375: (134, 209), 390: (139, 217), 393: (140, 219), 402: (144, 225), 414: (148, 230), 420: (150, 234),
        428: (153, 238), 430: (154, 240), 440: (157, 246),
    ]

    @Test func everyFaceIDPhonesHomeIndicator() throws {
        let phones = Device.all.filter { $0.homeIndicatorInset > 0 }
        #expect(phones.count == 22)
        for device in phones {
            let rule = try #require(DeviceChrome.of(device)?.homeIndicator)
            let (portrait, landscape) = try #require(Self.widths[device.widthPoints])
            let upright = rule.frame(width: device.widthPoints, height: device.heightPoints)
            #expect(upright.width == portrait && upright.height == 5, "\(device.id)")
            #expect(upright.maxY == device.heightPoints - 8 && upright.x == (device.widthPoints - portrait) / 2)
            let turned = rule.frame(width: device.heightPoints, height: device.widthPoints)
            #expect(turned.width == landscape && turned.maxY == device.widthPoints - 8, "\(device.id)")
        }
        #expect(DeviceChrome.of(.iPhone8) == nil && DeviceChrome.of(.iPhoneSE) == nil)
        #expect(DeviceChrome.of(.view(width: 375, height: 812, scale: 3)) == nil)
    }

    /// The housing and corner of a notch phone and of an island phone are the status bar's rows.
    @Test func housingsAndCorners() throws {
        let thirteen = try #require(DeviceChrome.of(.iPhone13))
        #expect(thirteen.housing == .notch(PointRect(x: 343.0 / 3, y: 0, width: 484.0 / 3, height: 101.0 / 3)))
        #expect(thirteen.cornerRadius == 47.33)
        let fifteen = try #require(DeviceChrome.of(.iPhone15Pro))
        #expect(fifteen.housing == .island(PointRect(x: 134, y: 34.0 / 3, width: 125, height: 110.0 / 3)))
        #expect(fifteen.cornerRadius == 55)
        #expect(try #require(DeviceChrome.of(.iPhone17)).cornerRadius == 62)
    }

    /// §A.3: the iPad rule, for the lead's iPad rows.
    @Test func theIPadRule() {
        let pad = DeviceChrome.pad(portraitHeight: 1180)
        #expect(pad.cornerRadius == 18 && pad.housing == nil)
        let small = pad.homeIndicator!.frame(width: 820, height: 1180)
        #expect(small == PointRect(x: (820 - 273) / 2, y: 1180 - 7.5 - 5.5, width: 273, height: 5.5))
        #expect(pad.homeIndicator!.frame(width: 1180, height: 820).width == 315)
        let large = DeviceChrome.pad(portraitHeight: 1366).homeIndicator!
        #expect(
            large.frame(width: 1024, height: 1366).width == 315 && large.frame(width: 1366, height: 1024).width == 345)
    }

    /// The pill is black over white content, white over black; the island black; outside the
    /// corners transparent by default, black when asked; inside untouched.
    @Test func thePixels() throws {
        let light = try SceneRenderer.render(try Self.scene("iphone-15-pro"))
        let plain = try SceneRenderer.render(
            try SceneParser.parse(
                "ios: 18\ndevice: iphone-15-pro\ncontent: {color: \"#ffffff\"}\nnavigationItem: {title: \"T\"}\n",
                file: "plain.yaml"))
        // Pill: 140 × 5 pt at (126.5, 839) on the 393 × 852 screen: pixels 379.5…799.5, 2517…2532.
        #expect(light.color(x: 589, y: 2524) == .black)
        #expect(light.color(x: 380, y: 2524) == .black && light.color(x: 798, y: 2524) == .black)
        #expect(light.color(x: 589, y: 2532) == .white && light.color(x: 589, y: 2516) == .white)
        // The island: (134, 11.33, 125, 36.67) pt → pixels 402…776, 34…143.
        #expect(light.color(x: 589, y: 90) == .black && light.color(x: 589, y: 146) == plain.color(x: 589, y: 146))
        #expect(light.color(x: 0, y: 0) == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(light.color(x: 600, y: 1200) == plain.color(x: 600, y: 1200))
        // At mid-height the sides are inside the corners.
        #expect(light.color(x: 0, y: 1278) == plain.color(x: 0, y: 1278))
        let dark = try SceneRenderer.render(
            try Self.scene("iphone-15-pro", content: "{color: \"#000000\"}")
                .replacingChrome(.black))
        #expect(dark.color(x: 589, y: 2524) == .white)
        #expect(dark.color(x: 0, y: 0) == .black)
    }

    /// On its side (landscapeRight: the device turned counter-clockwise) the island is at the
    /// screen's left, at its top in portrait points turned: x 11.33 … 48, y 134 … 259 from the
    /// bottom edge's other side.
    @Test func landscapeTurnsTheHousing() throws {
        let image = try SceneRenderer.render(try Self.scene("iphone-15-pro", "orientation: landscapeRight"))
        // landscapeRight: (y, W − x − w) = (11.33, 393 − 134 − 125 = 134): the island's middle at (29.67, 196.5) pt.
        #expect(image.color(x: 89, y: 589) == .black)
        let left = try SceneRenderer.render(try Self.scene("iphone-15-pro", "orientation: landscapeLeft"))
        // landscapeLeft: (H − y − h, x) = (852 − 48, 134): the middle at (822.33, 196.5).
        #expect(left.color(x: 2467, y: 589) == .black && left.color(x: 89, y: 589) != .black)
    }

    @Test func refusalsAndWritingBack() throws {
        #expect(
            parseError("ios: 18\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\ndeviceChrome: {}\n")
                == "scene.yaml:4: deviceChrome: the iPhone 6, 6s, 7, 8, SE (2nd gen) has no home indicator, notch or rounded corners to draw; use a phone without a home button (such as iphone-15), or remove deviceChrome"
        )
        #expect(
            parseError("ios: 18\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\ndeviceChrome: {}\nregion: bars\n")
                == "scene.yaml:4: deviceChrome: draws on the whole screen; use region: screen, or remove deviceChrome")
        #expect(
            parseError("ios: 18\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\ndeviceChrome: {outside: grey}\n")
                == "scene.yaml:4: deviceChrome.outside: \"grey\" is not what lies outside the screen's corners; use transparent, black or \"#rrggbb\""
        )
        #expect(
            parseError("ios: 18\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\ndeviceChrome: yes\n")
                == "scene.yaml:4: deviceChrome: must be a mapping such as {} or {outside: black}")
        for (written, value) in [("{}", RGBA8(r: 0, g: 0, b: 0, a: 0)), ("{outside: black}", .black)] {
            let s = try SceneParser.parse(
                "ios: 18\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\ndeviceChrome: \(written)\n", file: "s.yaml")
            #expect(s.deviceChrome == value)
            #expect(s.yamlText.contains("deviceChrome: \(written)\n"))
            #expect(try SceneParser.parse(s.yamlText, file: "again.yaml").deviceChrome == value)
        }
        // Off by default.
        #expect(
            try SceneParser.parse("ios: 18\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\n", file: "s.yaml")
                .deviceChrome == nil)
    }
}

extension Scene {
    fileprivate func replacingChrome(_ outside: RGBA8) -> Scene {
        var scene = self
        scene.deviceChrome = outside
        return scene
    }
}
