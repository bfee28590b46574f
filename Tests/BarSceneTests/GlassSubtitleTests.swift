import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// iOS 26's `subtitle` and `largeSubtitle` (``GlassMetrics/subtitleSize``): the pair centred on
/// the capsules' line in the bar; under the large title, the decompiled layout's 16-point and
/// 6-point rules and the taller view.
@Suite struct GlassSubtitleTests {
    static func scene(_ item: String, large: Bool = false, device: String = "iphone-17") -> String {
        """
        ios: 26
        device: \(device)
        content: {list: {rows: 20, text: true, refreshing: false}}
        navigationBar: {prefersLargeTitles: \(large)}
        navigationItem: \(item)
        statusBar: {}
        """
    }

    /// The text views of the bar: each label's text, its frame on the bar (points), its colour,
    /// its font's size and whether it is hidden.
    static func labels(_ yaml: String) throws -> [String: (frame: PointRect, color: String, size: Double, hidden: Bool)]
    {
        let bar = try SceneParser.parse(yaml, file: "subtitle.yaml").navigationBarLayer()
        var found: [String: (frame: PointRect, color: String, size: Double, hidden: Bool)] = [:]
        func walk(_ layer: Layer, _ x: Double, _ y: Double, _ hidden: Bool) {
            let frame = PointRect(
                x: x + layer.frame.x, y: y + layer.frame.y, width: layer.frame.width, height: layer.frame.height)
            let hidden = hidden || layer.isHidden
            if case let .text(line, color, _, _)? = layer.drawing {
                found[line.text] = (frame, color.hex, line.style.size, hidden)
            }
            for child in layer.children { walk(child, frame.x, frame.y, hidden) }
        }
        for child in bar.children { walk(child, 0, 0, false) }
        return found
    }

    /// In the 54-point bar the title (15 pt semibold) sits over the subtitle (12 pt regular,
    /// secondaryLabel), the pair centred on the capsules' line (22 points down), each centred on
    /// the bar; the bar stays 54 high.
    @Test func theInlineSubtitleSitsUnderTheTitle() throws {
        let yaml = Self.scene(#"{title: "Inbox", subtitle: "49 Unread"}"#)
        let found = try Self.labels(yaml)
        let title = try #require(found["Inbox"]), subtitle = try #require(found["49 Unread"])
        #expect(title.size == 15 && subtitle.size == 12)
        #expect(subtitle.color == "#3c3c4399" && title.color == "#000000")
        #expect(abs(subtitle.frame.y - title.frame.maxY) < 1e-9)
        #expect(abs((title.frame.y + subtitle.frame.maxY) / 2 - 22) < 1e-9)
        #expect(abs(title.frame.x + title.frame.width / 2 - 201) < 1e-9)
        #expect(abs(subtitle.frame.x + subtitle.frame.width / 2 - 201) < 1e-9)
        #expect(try SceneParser.parse(yaml, file: "s.yaml").layout.navigationBar.height == 54)
        // Without a subtitle the title keeps its 17 points, centred on the line.
        let alone = try #require(try Self.labels(Self.scene(#"{title: "Inbox"}"#))["Inbox"])
        #expect(alone.size == 17 && abs(alone.frame.y + alone.frame.height / 2 - 22) < 1e-9)
    }

    /// Under the large title: the subtitle (11 pt, secondaryLabel) at the large title's margin,
    /// its baseline 16 above the view's bottom, the title's baseline 6 above its line box; the
    /// view is 52 + the 13.13-point line to the pixel + 6 (125.33 at @3x, 125.5 at @2x); the
    /// inline pair is hidden.
    @Test func theLargeSubtitleFollowsTheDecompiledLayout() throws {
        let yaml = Self.scene(#"{title: "Inbox", subtitle: "49 Unread"}"#, large: true)
        let scene = try SceneParser.parse(yaml, file: "s.yaml")
        #expect(abs(scene.layout.navigationBar.height - (54 + 52 + 40.0 / 3 + 6)) < 1e-9)
        let se = try SceneParser.parse(
            Self.scene(#"{title: "Inbox", subtitle: "49 Unread"}"#, large: true, device: "iphone-8"), file: "s.yaml")
        #expect(abs(se.layout.navigationBar.height - (54 + 52 + 13.5 + 6)) < 1e-9)
        let bar = try scene.navigationBarLayer()
        let view = try #require(bar.first(.content(.largeTitle)))
        let labels = view.children.compactMap { layer -> (String, Layer)? in
            if case let .text(line, _, _, _)? = layer.drawing { return (line.text, layer) }
            return nil
        }
        #expect(labels.map(\.0) == ["Inbox", "49 Unread"])
        let (title, subtitle) = (labels[0].1, labels[1].1)
        // Both labels must be text drawings: anything else fails here rather than skipping the
        // checks below.
        guard case let .text(titleLine, _, _, titleBaseline)? = title.drawing,
            case let .text(subLine, subColor, _, subBaseline)? = subtitle.drawing
        else {
            Issue.record("the large title and its subtitle are not text drawings: \(String(describing: title.drawing))")
            return
        }
        #expect(subLine.style.size == 11 && subColor.hex == "#3c3c4399" && subtitle.frame.x == 16)
        #expect(abs(subtitle.frame.y + subBaseline - (view.frame.height - 16)) < 1e-9)
        #expect(abs(title.frame.y + titleBaseline - (subtitle.frame.y - 6)) < 1e-9)
        #expect(titleLine.style.size == 34)
        // The bar's own pair is hidden while the large title shows.
        let row = try #require(bar.first(.content(.contentView)))
        var hidden: [Bool] = []
        row.forEachDescendant { layer, _ in
            if case .text? = layer.drawing { hidden.append(layer.isHidden) }
            if layer.role == .content(.subtitle) { hidden.append(layer.isHidden) }
        }
        #expect(hidden == [true, true, false])
    }

    /// `largeSubtitle` replaces the subtitle under the large title; the bar keeps `subtitle`.
    @Test func aLargeSubtitleReplacesTheSubtitleUnderTheLargeTitle() throws {
        let found = try Self.labels(
            Self.scene(#"{title: "Inbox", subtitle: "49 Unread", largeSubtitle: "Updated just now"}"#, large: true))
        #expect(found["Updated just now"]?.hidden == false && found["Updated just now"]?.size == 11)
        #expect(found["49 Unread"]?.hidden == true && found["49 Unread"]?.size == 12)
    }

    /// Before iOS 26 the keys are refused; they write back as they were read.
    @Test func subtitlesArriveWithIOS26AndRoundTrip() throws {
        let old = Self.scene(#"{title: "Inbox", subtitle: "49 Unread"}"#).replacingOccurrences(
            of: "ios: 26", with: "ios: 18")
        #expect(
            parseError(old, file: "s.yaml")
                == "s.yaml:5: navigationItem.subtitle: arrives with iOS 26's Liquid Glass; use ios: 26, or remove the key"
        )
        let scene = try SceneParser.parse(
            Self.scene(#"{title: "Inbox", subtitle: "49 Unread", largeSubtitle: "Now"}"#), file: "s.yaml")
        #expect(try SceneParser.parse(scene.yamlText, file: "s.yaml") == scene)
    }
}
