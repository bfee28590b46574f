import Testing

@testable import BarScene
@testable import Raster

/// Issue 45, the first step: iPads are known by name, with their screens and sources, and are
/// refused for what they are rather than drawn as stretched phones; a view wider than any phone
/// says it is drawn with phone bars unless the scene says `idiom: phone`.
@Suite struct PadScreenTests {
    static func scene(_ device: String) -> String { "ios: 17\ndevice: \(device)\ncontent: {color: \"#ffffff\"}\n" }

    static let refusal =
        "BarScope does not draw iPad bars yet (50-point bars, tab items side by side, split view columns, the iPadOS 18 top tab bar), and will not draw an iPad as a stretched iPhone; use an iPhone such as iphone-16, or a view of that size with idiom: phone to see phone-style bars at that width"

    @Test func anIPadIsRefusedForWhatItIs() {
        #expect(
            parseError(Self.scene("ipad-pro-13"), file: "s.yaml")
                == "s.yaml:2: device: ipad-pro-13 is the iPad Pro 13-inch (M4, M5), 1032 × 1376 pt @2x; \(Self.refusal)"
        )
        #expect(
            parseError(Self.scene("\"iPad Air 11\""), file: "s.yaml")
                == "s.yaml:2: device: \"iPad Air 11\" is not a device id: ipad-air-11 is the iPad Air 11-inch (M2, M3, M4), iPad Air (4th, 5th generation), 820 × 1180 pt @2x; \(Self.refusal)"
        )
        #expect(
            parseError(Self.scene("ipad-9"), file: "s.yaml")
                == "s.yaml:2: device: ipad-9 is the iPad (7th to 9th generation), 810 × 1080 pt @2x; \(Self.refusal)")
    }

    /// The table's numbers, against the research's sources: every iPad @2x; 24 / 20 on iPadOS
    /// 13–18 and 32 / 25 on 26 with a home indicator, 20 / 0 with a home button.
    @Test func theTable() throws {
        #expect(PadScreen.all.count == 11 && Set(PadScreen.all.map(\.id)).count == 11)
        let pro13 = try #require(PadScreen.named("ipad-pro-13"))
        #expect(pro13.widthPoints == 1032 && pro13.heightPoints == 1376)
        #expect(pro13.safeArea18 == (24, 20) && pro13.safeArea26 == (32, 25))
        let mini = try #require(PadScreen.named("ipad-mini-6"))
        #expect(mini.widthPoints == 744 && mini.heightPoints == 1133)
        let old = try #require(PadScreen.named("ipad-9-7"))
        #expect(old.safeArea18 == (20, 0) && old.widthPoints == 768)
        // No iPad's id is a phone's, and no iPad is narrower than the widest phone side.
        #expect(PadScreen.all.allSatisfy { Device.named($0.id) == nil && $0.widthPoints > PadScreen.widestPhoneSide })
    }

    /// A view the size of an iPad draws phone bars, and says so unless the scene says it means it.
    @Test func aWideViewSaysItIsDrawnAsAPhone() throws {
        let wide = try SceneParser.parse(Self.scene("{width: 1024, height: 1366, scale: 2}"), file: "s.yaml")
        #expect(
            wide.warnings.map(\.description) == [
                "s.yaml:2: device: a view of 1024 × 1366 pt is wider on both sides than any iPhone (440 pt), yet BarScope lays its bars out as a phone's (iPad bars are not modelled yet); write idiom: phone in device to say a phone layout is meant"
            ])
        let meant = try SceneParser.parse(
            Self.scene("{width: 1024, height: 1366, scale: 2, idiom: phone}"), file: "s.yaml")
        #expect(meant.warnings.isEmpty && meant.device.statesPhoneIdiom)
        #expect(try SceneParser.parse(meant.yamlText, file: "s.yaml") == meant)
        #expect(meant.yamlText.contains("device: {width: 1024, height: 1366, scale: 2, idiom: phone}\n"))
        // A strip as wide as an iPad but as short as a bar is a phone's view: no warning.
        let strip = try SceneParser.parse(Self.scene("{width: 1024, height: 100, scale: 2}"), file: "s.yaml")
        #expect(strip.warnings.isEmpty)
        #expect(
            parseError(Self.scene("{width: 1024, height: 1366, scale: 2, idiom: pad}"), file: "s.yaml")
                == "s.yaml:2: device.idiom: BarScope does not draw iPad bars yet (50-point bars, tab items side by side, split view columns), and will not draw them as a phone's; write idiom: phone for phone-style bars at this size, or use an iPhone"
        )
        #expect(
            parseError(Self.scene("{width: 1024, height: 1366, scale: 2, idiom: tv}"), file: "s.yaml")
                == "s.yaml:2: device.idiom: \"tv\" is not an idiom; use phone (pad is not modelled yet)")
    }
}
