import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// `content.list.style: insetGrouped` (the parity issue's item 11): cards, margins, rows,
/// corners, headers and separators at the cited constants (InsetGroupedMetrics).
@Suite struct GroupedListTests {
    static func render(ios: Int, device: String, _ list: String, extra: String = "") throws -> (Scene, Image) {
        let yaml = """
            ios: \(ios)
            device: \(device)
            content: {list: {style: insetGrouped, refreshing: false\(list)}}
            navigationItem: {title: "Settings"}
            \(extra)
            """
        let scene = try SceneParser.parse(yaml, file: "grouped.yaml")
        return (scene, try SceneRenderer.render(scene))
    }

    /// The colour at a point (in points) of the screen.
    static func at(_ image: Image, _ scene: Scene, _ x: Double, _ y: Double) -> RGBA8 {
        let s = Double(scene.device.scale)
        return image[Int(x * s), Int(y * s)].straight
    }

    /// iOS 17 on a 375-pt phone: the grouped background #f2f2f7, a white card from x 16 (the
    /// narrow phones' margin) 35 pt below the bar (no header), 44-pt rows whose separators start
    /// 16 pt inside the card and run to its edge; 10-pt corners. On a 393-pt phone, x 20.
    @Test func iOS17CardsSitAtTheMarginWithFortyFourPointRows() throws {
        let (scene, image) = try Self.render(ios: 17, device: "iphone-8", ", rows: 3")
        let top = 64.0 + 35  // the bar's bottom, then the padding above a first section without a header
        let grey = RGBA8(r: 0xf2, g: 0xf2, b: 0xf7), white = RGBA8.white
        #expect(Self.at(image, scene, 8, top + 20) == grey)
        #expect(Self.at(image, scene, 15.75, top + 20) == grey && Self.at(image, scene, 16.25, top + 20) == white)
        #expect(Self.at(image, scene, 358.75, top + 20) == white && Self.at(image, scene, 359.25, top + 20) == grey)
        #expect(Self.at(image, scene, 100, top - 0.25) == grey && Self.at(image, scene, 100, top + 0.25) == white)
        // The separator: the last device row of each of the first two rows, from x 32 to 359.
        let separator = SemanticColors.opaqueSeparator.light
        for row in 1...2 {
            let y = top + 44 * Double(row) - 0.25
            #expect(Self.at(image, scene, 31.75, y) == white)
            #expect(Self.at(image, scene, 32.25, y) == separator && Self.at(image, scene, 358.75, y) == separator)
            #expect(Self.at(image, scene, 100, y - 0.5) == white && Self.at(image, scene, 100, y + 0.5) == white)
        }
        // No separator under the last row: the card ends 132 pt down.
        #expect(Self.at(image, scene, 100, top + 131.75) == white && Self.at(image, scene, 100, top + 132.25) == grey)
        // A 10-pt corner: 3 pt in from the corner is inside the card; 1 pt in is not.
        #expect(Self.at(image, scene, 16 + 3, top + 3) == white && Self.at(image, scene, 16 + 1, top + 1) == grey)

        let (wide, wideImage) = try Self.render(ios: 17, device: "iphone-15", ", rows: 3")
        let wideTop = wide.layout.contentTop + 35
        #expect(Self.at(wideImage, wide, 19.75, wideTop + 20) == grey)
        #expect(Self.at(wideImage, wide, 20.25, wideTop + 20) == white)
    }

    /// iOS 26 (OpenUIKit's iOS 26.1 measurements): 52-pt rows, separators from 16 pt inside the
    /// card to 16 pt short of its far edge, 26-pt corners (3 pt in from the corner is outside).
    @Test func iOS26CardsHaveFiftyTwoPointRowsAndRoundCorners() throws {
        let (scene, image) = try Self.render(ios: 26, device: "iphone-17", ", rows: 3")
        let top = scene.layout.contentTop + 35
        let grey = RGBA8(r: 0xf2, g: 0xf2, b: 0xf7), white = RGBA8.white
        #expect(Self.at(image, scene, 100, top + 0.2) == white && Self.at(image, scene, 100, top - 0.2) == grey)
        let y = top + 52 - 0.2
        let separator = Self.at(image, scene, 100, y)
        #expect(separator != white)
        #expect(Self.at(image, scene, 35.8, y) == white && Self.at(image, scene, 36.2, y) == separator)
        #expect(Self.at(image, scene, 365.8, y) == separator && Self.at(image, scene, 366.2, y) == white)
        #expect(Self.at(image, scene, 20 + 3, top + 3) == grey && Self.at(image, scene, 20 + 10, top + 10) == white)
    }

    /// Headers: a titled first header is 32 + 15.5 + 6 = 53.5 pt on iOS 13–18 and 55.333 on iOS
    /// 26 (measured); a later one 38.5 and 45.333, after the 17.5-pt footer; untitled ones 35
    /// (first) and 17.5. The card tops follow.
    @Test(arguments: [
        (17, "iphone-8", 53.5, 17.5 + 38.5, 44.0), (26, "iphone-17", 55 + 1.0 / 3, 17.5 + 45 + 1.0 / 3, 52),
    ])
    func headersPushTheCardsDown(ios: Int, device: String, first: Double, later: Double, row: Double) throws {
        let (scene, image) = try Self.render(
            ios: ios, device: device,
            ", sections: [{header: \"Network\", rows: 1}, {header: \"More\", rows: 1}, {rows: 1}]")
        let grey = RGBA8(r: 0xf2, g: 0xf2, b: 0xf7), white = RGBA8.white
        var top = scene.layout.contentTop + first
        for gap in [later, 17.5 + 17.5] {
            #expect(
                Self.at(image, scene, 200, top - 0.2) == grey && Self.at(image, scene, 200, top + 0.2) == white,
                "\(top)")
            top += row + gap
        }
        #expect(
            Self.at(image, scene, 200, top - 0.2) == grey && Self.at(image, scene, 200, top + 0.2) == white, "\(top)")
    }

    /// Header titles are uppercased in the footnote style on iOS 13–18 and kept as written on 26;
    /// they draw in secondaryLabel over the grouped background.
    @Test func headerTitlesAreUppercasedBeforeIOS26() throws {
        #expect(InsetGroupedMetrics.appearance.uppercasesHeader && !InsetGroupedMetrics.glass.uppercasesHeader)
        let (scene, image) = try Self.render(
            ios: 17, device: "iphone-8", ", text: true, sections: [{header: \"Network\", rows: 1}]")
        let top = scene.layout.contentTop
        // Ink in the header's line box (32 … 47.5 pt below the content's top), none above it.
        let ink = (Int(top + 32) * 2..<Int(top + 47.5) * 2).contains { y in
            (64..<200).contains { x in image[x, y].straight != RGBA8(r: 0xf2, g: 0xf2, b: 0xf7) }
        }
        let above = (Int(top + 2) * 2..<Int(top + 30) * 2).contains { y in
            (64..<200).contains { x in image[x, y].straight != RGBA8(r: 0xf2, g: 0xf2, b: 0xf7) }
        }
        #expect(ink && !above)
    }

    @Test(arguments: [
        (
            "ios: 12\ndevice: iphone-8\ncontent: {list: {style: insetGrouped}}\n",
            "g.yaml:3: content.list.style: insetGrouped arrives with iOS 13 (UITableView.Style.insetGrouped); use ios: 13 or later, or style: plain"
        ),
        (
            "ios: 14\ndevice: iphone-8\ncontent: {list: {sections: [{header: \"Today\", rows: 2}]}}\n",
            "g.yaml:3: content.list.sections: a plain list's section headers are modelled on iOS 15–18 only (iOS 13–14's header colours and iOS 26's header font were not found); use ios: 15 to 18, or style: insetGrouped"
        ),
        (
            "ios: 17\ndevice: iphone-8\ncontent: {list: {contentOffset: -20, sections: [{header: \"Today\", rows: 5}]}}\n",
            "g.yaml:3: content.list.contentOffset: scrolls the header \"Today\" (the list's header 1) under the bar, where UIKit pins it on the system chrome material, which BarScope does not draw in a list; use a contentOffset of at most -42, or style: insetGrouped"
        ),
        (
            "ios: 17\ndevice: iphone-8\ncontent: {list: {style: insetGrouped, rows: 3, sections: [{rows: 2}]}}\n",
            "g.yaml:3: content.list.rows: give rows or sections, not both (each section has its own rows); remove rows"
        ),
        (
            "ios: 17\ndevice: iphone-8\ncontent: {list: {style: grouped}}\n",
            "g.yaml:3: content.list.style: \"grouped\" is not a table style; use one of plain, insetGrouped"
        ),
    ])
    func badStylesAreOneLineErrors(yaml: String, message: String) throws {
        #expect(throws: SceneError.self) { try SceneParser.parse(yaml, file: "g.yaml") }
        do {
            _ = try SceneParser.parse(yaml, file: "g.yaml")
        } catch {
            #expect(error.description == message)
        }
    }

    /// The keys survive a round trip through the scene writer.
    @Test func roundTrip() throws {
        let yaml =
            "ios: 17\ndevice: iphone-8\ncontent: {list: {style: insetGrouped, sections: [{header: \"Network\", rows: 3}, {rows: 2}]}}\n"
        let scene = try SceneParser.parse(yaml, file: "g.yaml")
        let again = try SceneParser.parse(scene.yamlText, file: "g.yaml")
        guard case let .list(list) = again.content else { Issue.record("not a list"); return }
        #expect(list.style == .insetGrouped)
        #expect(list.sections == [ListSection(header: "Network", rows: 3), ListSection(rows: 2)])
    }

    /// A plain list's headers on iOS 15–18: 22 pt of padding, then a 28-pt header whose title
    /// (15-pt semibold, secondaryLabel) sits at the table's margin; an untitled section adds
    /// nothing between its rows and the previous section's. Rows are 64 pt (BarScope's cell).
    @Test func plainHeadersPushTheirSectionsDown() throws {
        let yaml = """
            ios: 17
            device: iphone-8
            content: {list: {text: true, refreshing: false, sections: [{header: "Today", rows: 2}, {header: "Yesterday", rows: 1}, {rows: 1}]}}
            navigationItem: {title: "Inbox"}
            """
        let scene = try SceneParser.parse(yaml, file: "p.yaml")
        let image = try SceneRenderer.render(scene)
        let top = scene.layout.contentTop
        #expect(top == 64)
        let placed = PlainHeaderMetrics.layout(
            [ListSection(header: "Today", rows: 2), ListSection(header: "Yesterday", rows: 1), ListSection(rows: 1)],
            contentTop: top, pitch: 64, metrics: .ios15, category: .large)
        let rowTops: [Double] = [114, 178, 292, 356]  // 64 + 50, + 64, + 64 + 50, + 64
        let headerTops: [Double] = [86, 264]  // 64 + 22, 114 + 128 + 22
        #expect(placed.rows == rowTops)
        #expect(placed.headers.map(\.top) == headerTops)
        // The first thumbnail (15 pt in, 10 below its row's top) starts 50 pt below the content's top.
        #expect(Self.at(image, scene, 20, 114 + 10.25) != .white && Self.at(image, scene, 20, 114 + 9.75) == .white)
        // The title's ink lies in its header (86 … 114 pt), from the 16-pt margin; none in the padding.
        func ink(_ rows: Range<Int>, _ columns: Range<Int>) -> Bool {
            rows.contains { y in columns.contains { x in image[x, y].straight != .white } }
        }
        #expect(ink(172..<228, 32..<120) && !ink(130..<172, 0..<750) && !ink(172..<228, 0..<31))
        // Without titles the rows are where a list without sections puts them.
        let untitled = try SceneParser.parse(
            "ios: 17\ndevice: iphone-8\ncontent: {list: {refreshing: false, sections: [{rows: 2}, {rows: 3}]}}\n",
            file: "u.yaml")
        let plain = try SceneParser.parse(
            "ios: 17\ndevice: iphone-8\ncontent: {list: {refreshing: false, rows: 5}}\n", file: "r.yaml")
        #expect(try SceneRenderer.render(untitled) == SceneRenderer.render(plain))
    }
}
