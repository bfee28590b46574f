import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// Issue 45's columns: a `UISplitViewController` on an iPad, each column its own navigation bar
/// and content at the widths UIKit gives them (iPadOS 18.0 decompile: primary 320, supplementary
/// 375; tiling from 1024 pt wide in landscape, none upright).
@Suite struct SplitViewTests {
    static func scene(_ device: String = "ipad-pro-13", orientation: String = "landscapeLeft", split: String) -> String
    {
        """
        ios: 17
        device: \(device)
        orientation: \(orientation)
        content: {color: "#ffffff"}
        navigationItem: {title: Inbox}
        statusBar: {}
        splitView: \(split)

        """
    }

    static func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(yaml, file: "s.yaml") }

    static func layout(_ scene: Scene) throws -> [String] {
        try #require(scene.columns).map { column in
            "\(column.name) x \(PointRect.format(column.x)) w \(PointRect.format(column.scene.screen.widthPoints)) bar \(column.scene.layout.navigationBar)"
        }
    }

    @Test func columnsAtUIKitsWidths() throws {
        let double = try Self.parse(Self.scene(split: "{primary: {navigationItem: {title: Mailboxes}}}"))
        #expect(
            try Self.layout(double) == [
                "primary x 0 w 320 bar (0 24; 320 50)", "secondary x 320 w 1056 bar (0 24; 1056 50)",
            ])
        let triple = try Self.parse(
            Self.scene(
                split:
                    "{style: tripleColumn, primary: {navigationItem: {title: A}}, supplementary: {navigationItem: {title: B}}}"
            ))
        #expect(
            try Self.layout(triple) == [
                "primary x 0 w 320 bar (0 24; 320 50)", "supplementary x 320 w 375 bar (0 24; 375 50)",
                "secondary x 695 w 681 bar (0 24; 681 50)",
            ])
        // Upright no iPad tiles: automatic shows the secondary alone.
        let upright = try Self.parse(
            Self.scene(orientation: "portrait", split: "{primary: {navigationItem: {title: Mailboxes}}}"))
        #expect(try Self.layout(upright) == ["secondary x 0 w 1032 bar (0 24; 1032 50)"])
        // Forced beside, with a chosen width; iPadOS 26: the 54-point bar at 32.
        let forced = try Self.parse(
            Self.scene(
                orientation: "portrait",
                split:
                    "{displayMode: oneBesideSecondary, primaryColumnWidth: 280, primary: {navigationItem: {title: M}}}"
            ).replacingOccurrences(of: "ios: 17", with: "ios: 26"))
        #expect(
            try Self.layout(forced) == [
                "primary x 0 w 280 bar (0 32; 280 54)", "secondary x 280 w 752 bar (0 32; 752 54)",
            ])
    }

    /// In the pixels: each column's content where it sits, the separator one pixel of
    /// opaqueSeparator at the secondary column's leading edge, the status bar across both.
    @Test func eachColumnDrawsItsOwnContentAndBar() throws {
        let scene = try Self.parse(
            Self.scene(
                split:
                    "{primary: {content: {color: \"#ff0000\"}, navigationBar: {scrollEdgeAppearance: {configureWith: opaqueBackground, backgroundColor: \"#0000ff\"}}, navigationItem: {title: Mailboxes}}}"
            ))
        let image = try SceneRenderer.render(scene)
        #expect(image.width == 2752 && image.height == 2064)
        #expect(image.color(x: 10, y: 1000) == RGBA8(hex: "#ff0000"))
        // The separator at the secondary's first pixel, as an iPadOS 14.0 capture has it.
        #expect(image.color(x: 639, y: 1000) == RGBA8(hex: "#ff0000"))
        #expect(image.color(x: 640, y: 1000) == SemanticColors.opaqueSeparator.light)
        #expect(image.color(x: 641, y: 1000) == RGBA8(hex: "#ffffff"))
        // The primary's opaque blue bar ends at its column; the secondary's is transparent at its
        // scroll edge, over its white content.
        #expect(image.color(x: 10, y: 2 * 40) == RGBA8(hex: "#0000ff"))
        #expect(image.color(x: 637, y: 2 * 40) == RGBA8(hex: "#0000ff"))
        #expect(image.color(x: 700, y: 2 * 40) == RGBA8(hex: "#ffffff"))
    }

    @Test(arguments: [
        (
            "{style: tripleColumn, primary: {}}",
            "splitView.supplementary: a tripleColumn split view needs its supplementary column; add supplementary: {navigationItem: {title: …}}"
        ),
        (
            "{displayMode: twoBesideSecondary, primary: {}}",
            "splitView.displayMode: twoBesideSecondary needs three columns; write style: tripleColumn, or oneBesideSecondary"
        ),
        (
            "{primaryColumnWidth: 900, primary: {}}",
            "splitView.primaryColumnWidth: \"900\" is not a column width; use whole points from 200 to 700, such as 320"
        ),
        (
            "{displayMode: over, primary: {}}",
            "splitView.displayMode: \"over\" is not a display mode; use one of automatic, secondaryOnly, oneBesideSecondary, twoBesideSecondary"
        ),
        (
            "{primary: {tabBar: {}}}",
            "splitView.primary.tabBar: unknown key; known keys here: content, navigationBar, navigationItem, backItem, sidebar"
        ),
    ])
    func refusals(split: String, message: String) {
        #expect(parseError(Self.scene(split: split), file: "s.yaml") == "s.yaml:7: " + message)
    }

    @Test func onAPhoneASplitViewIsRefused() {
        #expect(
            parseError(Self.scene("iphone-16", orientation: "portrait", split: "{primary: {}}"), file: "s.yaml")
                == "s.yaml:7: splitView: a split view's columns sit side by side on an iPad; use an iPad such as ipad-pro-11 (a phone shows one column at a time)"
        )
    }

    /// `region: navigationBar`: the rows of every column's bar and the status bar, whole width: a
    /// large title in the primary (24 + 50 + 52 points) sets the strip's height.
    @Test func theNavigationBarsStrip() throws {
        let scene = try Self.parse(
            Self.scene(
                split: "{primary: {navigationBar: {prefersLargeTitles: true}, navigationItem: {title: Mailboxes}}}")
                + "region: navigationBar\n")
        let image = try SceneRenderer.render(scene)
        #expect(image.width == 2752 && image.height == 2 * (24 + 50 + 52))
        #expect(
            parseError(Self.scene(split: "{primary: {}}") + "region: tabBar\n", file: "s.yaml")
                == "s.yaml:8: region: a split view is drawn as the whole screen or its columns' navigation bars; use screen or navigationBar"
        )
    }

    @Test func aSplitViewReadsBackFromItsYAML() throws {
        let scene = try Self.parse(
            Self.scene(
                split:
                    "{style: tripleColumn, displayMode: twoBesideSecondary, primaryColumnWidth: 300, supplementaryColumnWidth: 360, primary: {navigationItem: {title: A}}, supplementary: {content: {list: {rows: 4}}, navigationItem: {title: B}, backItem: {title: A}}}"
            ))
        #expect(try Self.parse(scene.yamlText) == scene)
        #expect(scene.yamlText.contains("splitView:\n  style: tripleColumn\n  displayMode: twoBesideSecondary\n"))
    }
}
