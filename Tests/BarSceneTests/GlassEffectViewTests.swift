import Testing

@testable import BarLayers
@testable import BarScene
@testable import Compositing
@testable import Raster

/// An app's own glass (`glassEffectViews:`): `UIGlassEffect` regular and clear, its tint, and
/// views merging in a `UIGlassContainerEffect` (``GlassEffectLayers``, ``MergedShape``).
@Suite struct GlassEffectViewTests {
    static func scene(_ views: String, content: String = "color: \"#1f3a5f\"", extra: String = "") -> String {
        """
        ios: 26
        device: iphone-17
        content: {\(content)}
        glassEffectViews: \(views)
        \(extra)
        glassFit: probes-openuikit
        """
    }

    static func render(_ yaml: String) throws -> Image {
        try SceneRenderer.render(SceneParser.parse(yaml, file: "glass.yaml"))
    }

    /// Inside a 120 × 48 view at (16, 700): regular glass reads what a bar's capsule reads (white
    /// → 253, black → 220); clear glass passes the content through (no veil, no blur); a tint
    /// at alpha 1 is the tint, at alpha 0.5 half the tint over the glass (128 + 220 × 127/255 = 238).
    @Test(arguments: [
        ("#ffffff", "{frame: [16, 700, 120, 48]}", "#fdfdfd"), ("#000000", "{frame: [16, 700, 120, 48]}", "#dcdcdc"),
        ("#1f3a5f", "{frame: [16, 700, 120, 48], style: clear}", "#1f3a5f"),
        ("#1f3a5f", ##"{frame: [16, 700, 120, 48], tintColor: "#0088ff"}"##, "#0088ff"),
        ("#000000", ##"{frame: [16, 700, 120, 48], tintColor: "#ff000080"}"##, "#ee6e6e"),
    ])
    func theGlassInsideAView(field: String, view: String, reads: String) throws {
        let image = try Self.render(Self.scene("[\(view)]", content: "color: \"\(field)\""))
        #expect(image[76 * 3, 724 * 3].straight.hex == reads)
    }

    /// Clear glass keeps the rim: over black its 1-point ring reads 255 × 0.371 = 95.
    @Test func clearGlassKeepsItsRim() throws {
        let image = try Self.render(
            Self.scene("[{frame: [16, 700, 120, 48], style: clear}]", content: "color: \"#000000\""))
        #expect(Int(image[76 * 3, 700 * 3 + 1].straight.r) == 95)
        #expect(Int(image[76 * 3, 724 * 3].straight.r) == 0)
    }

    /// Two 60-point circles 10 points apart: in a container whose spacing exceeds the gap (12, 24)
    /// they merge, the gap's middle is glass; with spacing 8, or no container, it is the content.
    @Test(arguments: [
        ("glassEffectContainer: {spacing: 24}", true), ("glassEffectContainer: {spacing: 12}", true),
        ("glassEffectContainer: {spacing: 8}", false), ("", false),
    ])
    func viewsMergeWithinTheContainersSpacing(container: String, merged: Bool) throws {
        let image = try Self.render(
            Self.scene("[{frame: [40, 160, 60, 60]}, {frame: [110, 160, 60, 60]}]", extra: container))
        // The gap's middle (105, 190): 1 point inside the merged outline (on its rim) or the content.
        #expect((image[105 * 3, 190 * 3].straight.hex != "#1f3a5f") == merged)
        #expect(image[70 * 3, 190 * 3].straight.hex != "#1f3a5f")
    }

    /// The smooth union: two parts each 5 from a point meet there with smoothing 24 (5 − 24/4 =
    /// −1, inside), stay apart with 8 (5 − 8/4 = 3); smoothing 0 is the plain minimum; a ring is
    /// the band inside the outline.
    @Test func theMergedShapesDistance() throws {
        let parts = [
            MergedShape.Part(x: 0, y: 0, width: 60, height: 60, radius: 30),
            MergedShape.Part(x: 70, y: 0, width: 60, height: 60, radius: 30),
        ]
        #expect(abs(MergedShape(parts: parts, smoothing: 24).distance(65, 30) - -1) < 1e-9)
        #expect(abs(MergedShape(parts: parts, smoothing: 8).distance(65, 30) - 3) < 1e-9)
        #expect(abs(MergedShape(parts: parts, smoothing: 0).distance(65, 30) - 5) < 1e-9)
        let ring = try #require(
            NodeShape.merged(MergedShape(parts: parts, smoothing: 0, ring: 3)).coverage(
                in: PixelRect(x: 0, y: 0, width: 130, height: 60)))
        #expect(ring.coverage(atX: 1, y: 30) == 255 && ring.coverage(atX: 30, y: 30) == 0)
    }

    /// In the tree: the container's note; one glass group a style, each its views' merged shape
    /// (smoothing twice the spacing), their tints, its rim; each view's effect.
    @Test func theTreeShowsTheGroups() throws {
        let scene = try SceneParser.parse(
            Self.scene(
                ##"[{frame: [40, 160, 60, 60]}, {frame: [110, 160, 60, 60]}, {frame: [180, 160, 60, 60], style: clear, tintColor: "#34c759"}]"##,
                extra: "glassEffectContainer: {spacing: 24}"), file: "glass.yaml")
        let root = try #require(try scene.barLayers().glassEffectViews)
        let lines = root.treeDescription().split(separator: "\n").map { String($0.prefix { $0 != ";" }) }
        #expect(
            lines == [
                "1: UIVisualEffectView", " 2: UIKit._GlassGroupView", " 2: UIVisualEffectView",
                " 2: UIVisualEffectView",
                " 2: CASDFLayer", " 2: UIKit._GlassGroupView", " 2: UIVisualEffectView", " 2: CASDFLayer",
            ])
        let tree = root.treeDescription()
        #expect(
            tree.contains(
                "1: UIVisualEffectView; frame = (40 160; 200 60); effect = UIGlassContainerEffect(spacing: 24)"))
        #expect(tree.contains("2: UIKit._GlassGroupView; frame = (0 0; 200 60); shape = 2 merged (smoothing 48)"))
        #expect(tree.contains("2: UIKit._GlassGroupView; frame = (0 0; 200 60); shape = 1 merged (smoothing 48)"))
        #expect(tree.contains("effect = UIGlassEffect(style: clear, tintColor: #34c759)"))
        #expect(tree.contains("2: CASDFLayer; frame = (0 0; 200 60); shape = 2 merged (smoothing 48), ring 1"))
    }

    /// What cannot be drawn is refused in one line; the keys write back as they were read.
    @Test func glassViewKeysAreCheckedAndRoundTrip() throws {
        func message(_ yaml: String) -> String { parseError(yaml, file: "glass.yaml") }
        #expect(
            message(Self.scene("[{frame: [16, 700, 0, 48]}]"))
                == "glass.yaml:4: glassEffectViews[0].frame: has a size of zero; give the glass a width and a height above 0"
        )
        #expect(
            message(Self.scene("[{style: clear}]"))
                == "glass.yaml:4: glassEffectViews[0]: a glass view needs its frame, [x, y, width, height] in points, such as {frame: [16, 700, 120, 48]}"
        )
        #expect(
            message(Self.scene("[]", extra: "glassEffectContainer: {spacing: 20}"))
                == "glass.yaml:5: glassEffectContainer: holds no glass views; add glassEffectViews: [{frame: [16, 700, 120, 48]}], or remove the key"
        )
        #expect(
            message(
                Self.scene("[{frame: [16, 700, 120, 48]}]").replacingOccurrences(of: "ios: 26", with: "ios: 18")
                    .replacingOccurrences(of: "glassFit: probes-openuikit", with: ""))
                == "glass.yaml:4: glassEffectViews: arrives with iOS 26's Liquid Glass; use ios: 26, or remove the key")
        #expect(
            message(
                Self.scene("[{frame: [16, 700, 120, 48]}]", extra: "infoPlist: {UIDesignRequiresCompatibility: true}")
            )
            .hasPrefix(
                "glass.yaml:4: glassEffectViews: glass views in an app that opts out of Liquid Glass are not modelled"))
        let scene = try SceneParser.parse(
            Self.scene(
                ##"[{frame: [16, 700, 120, 48], style: clear, tintColor: "#ff000080", cornerRadius: 12}]"##,
                extra: "glassEffectContainer: {spacing: 6}"), file: "glass.yaml")
        #expect(try SceneParser.parse(scene.yamlText, file: "glass.yaml") == scene)
    }

    /// A layer capture records no glass (as for a bar's capsules): the content shows through.
    @Test func aLayerCaptureRecordsNoGlass() throws {
        let image = try Self.render(Self.scene("[{frame: [16, 700, 120, 48]}]", extra: "capture: layer"))
        #expect(image[76 * 3, 724 * 3].straight.hex == "#1f3a5f")
        // In a container too: its merged glass, its views' tints and its rim.
        let contained = try Self.render(
            Self.scene(
                ##"[{frame: [16, 700, 120, 48], tintColor: "#ff0000"}, {frame: [140, 700, 48, 48]}]"##,
                extra: "glassEffectContainer: {spacing: 10}\ncapture: layer"))
        #expect([(76, 724), (17, 724), (164, 724)].allSatisfy { contained[$0 * 3, $1 * 3].straight.hex == "#1f3a5f" })
    }
}

/// Glass frames and tab faces that would cost memory for nothing or draw an empty shape are
/// refused; what an app that opts out of glass sets and iOS 18 does not draw is said.
@Suite struct GlassRefusalTests {
    @Test func farFramesAndBlankTabsAreRefused() throws {
        #expect(
            parseError(GlassEffectViewTests.scene("[{frame: [16, 700, 3900, 48]}]"), file: "glass.yaml")
                == "glass.yaml:4: glassEffectViews[0].frame: reaches 3514 points past the 402 × 874-point screen's edge; keep glass within 100 points of it"
        )
        #expect(
            parseError(GlassEffectViewTests.scene("[{frame: [-500, 700, 100, 48]}]"), file: "glass.yaml")
                == "glass.yaml:4: glassEffectViews[0].frame: lies off the 402 × 874-point screen; move it onto the screen"
        )
        let minimized = """
            ios: 26
            device: iphone-17
            content: {color: "#ffffff"}
            tabBar: {items: [{title: "Home"}, {systemItem: favorites}], tabBarMinimizeBehavior: onScrollDown, minimized: true}
            """
        #expect(
            parseError(minimized, file: "tabs.yaml")
                == "tabs.yaml:4: tabBar.minimized: a minimised tab bar shows the selected tab's image alone, and tab 0 has none; give it an image, or select a tab that has one"
        )
    }

    /// A search tab given a title alone still shows the system's magnifier in its circle.
    @Test func aTitledSearchTabKeepsTheMagnifier() throws {
        let scene = try SceneParser.parse(
            """
            ios: 26
            device: iphone-17
            content: {color: "#ffffff"}
            tabBar: {items: [{systemItem: favorites}, {title: "Find", role: search}]}
            """, file: "tabs.yaml")
        var icons: [Icon] = []
        try #require(try scene.barLayers().tabBar).forEachDescendant { layer, _ in
            if case let .icon(icon, _, _)? = layer.drawing { icons.append(icon) }
        }
        #expect(icons == [.starFilled, .search])
    }

    /// With the opt-out, the glass-only keys warn that iOS 18's bars do not draw them.
    @Test func theOptOutSaysWhatItDoesNotDraw() throws {
        let scene = try SceneParser.parse(
            """
            ios: 26
            device: iphone-17
            content: {color: "#ffffff"}
            infoPlist: {UIDesignRequiresCompatibility: true}
            reduceTransparency: true
            accessibilityContrast: high
            navigationItem: {title: "Inbox", subtitle: "49 Unread"}
            tabBar: {items: [{systemItem: favorites}, {systemItem: more}], tabBarMinimizeBehavior: onScrollDown}
            """, file: "optout.yaml")
        #expect(
            scene.warnings.map(\.key) == [
                "reduceTransparency", "accessibilityContrast", "navigationItem.subtitle",
                "tabBar.tabBarMinimizeBehavior",
            ])
    }
}
