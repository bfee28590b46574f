import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster

/// Issue 45, item 2: a navigation controller presented as a form or page sheet on an iPad
/// (`presentation:`). The picture is the sheet's frame; its navigation bar is UIKit's content
/// size 3, 56 points (``PadSheetMetrics``: iPadOS 18.0 decompile, `-baseHeight`), with no status
/// bar above it.
@Suite struct SheetPresentationTests {
    static func scene(ios: Int = 15, device: String = "ipad-pro-11-2018", sheet: String = "{style: formSheet}")
        -> String
    {
        """
        ios: \(ios)
        device: \(device)
        content: {color: "#ffffff"}
        navigationItem: {title: "New Event", rightBarButtonItems: [{systemItem: add}]}
        presentation: \(sheet)

        """
    }

    static func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(yaml, file: "s.yaml") }

    /// The frame of the first `UILabel` in the tree (the title, with no back button).
    static func label(in layer: Layer) -> PointRect? {
        if layer.className == "UILabel", !layer.isHidden, layer.frame.width > 0 { return layer.frame }
        for child in layer.children { if let found = label(in: child) { return found } }
        return nil
    }

    /// The default form sheet (iPadOS 13 to 15): 540 × 620 points, its bar 56 high at its top,
    /// the 44-point content guides 6 points down; a toolbar keeps the 50-point row at the
    /// sheet's bottom with nothing below it. Full screen the same iPad's bar is 50 at 24.
    @Test func aFormSheetsBarIsFiftySixPointsAtItsTop() throws {
        let sheet = try Self.parse(Self.scene() + "toolbar: {items: [{systemItem: trash}]}\n")
        let metrics = try #require(PadBarMetrics.ios13.sheet)
        #expect(metrics.navigationBarHeight == 56 && metrics.contentTop == 6)
        #expect(metrics.defaultFormSheetSize == PadSheetMetrics.Size(width: 540, height: 620))
        let screen = sheet.screen
        #expect(screen.isSheet && screen.widthPoints == 540 && screen.heightPoints == 620 && screen.scale == 2)
        let layout = sheet.layout
        #expect(layout.navigationBar == PointRect(x: 0, y: 0, width: 540, height: 56))
        #expect(layout.toolbar == PointRect(x: 0, y: 620 - 50, width: 540, height: 50))
        let placement = layout.navigationBarPlacement
        #expect(placement.rowHeight == 56 && placement.contentTop == 6)
        // The toolbar keeps the iPad's 50-point row, its content 3 points down.
        #expect(layout.placement(.toolbar)?.contentTop == 3)
        // The title's baseline: 6 + 28 below the bar's top (`-_updateAlignmentConstraints`), 6
        // below a phone's 44-point row's 28, in the same 17-point title.
        let phone = try Self.parse(
            Self.scene(device: "iphone-xr").replacingOccurrences(of: "presentation: {style: formSheet}\n", with: ""))
        let sheetTitle = try #require(Self.label(in: try sheet.navigationBarLayer()))
        let phoneTitle = try #require(Self.label(in: try phone.navigationBarLayer()))
        #expect(sheetTitle.y - phoneTitle.y == 6)
        let full = try Self.parse(Self.scene().replacingOccurrences(of: "presentation: {style: formSheet}\n", with: ""))
        #expect(full.layout.navigationBar == PointRect(x: 0, y: 24, width: 834, height: 50))
        // Full screen the 50-point bar's content starts 3 points down (an iPadOS 14.0 capture:
        // the items' baseline 31 below the bar's top), so the sheet's title is 3 lower.
        #expect(full.layout.navigationBarPlacement.contentTop == 3)
        let fullTitle = try #require(Self.label(in: try full.navigationBarLayer()))
        #expect(sheetTitle.y - fullTitle.y == 3)
    }

    /// A size the app gives (`preferredContentSize`), on iPadOS 17 (whose default form sheet no
    /// source gives) and for a page sheet; a large title adds its 52 points below the 56.
    @Test func aGivenSizeAndAPageSheet() throws {
        let form = try Self.parse(Self.scene(ios: 17, sheet: "{style: formSheet, size: [600, 700]}"))
        #expect(form.screen.widthPoints == 600 && form.screen.heightPoints == 700)
        #expect(form.layout.navigationBar == PointRect(x: 0, y: 0, width: 600, height: 56))
        let page = try Self.parse(
            Self.scene(ios: 18, sheet: "{style: pageSheet, size: [704, 1000]}")
                + "navigationBar: {prefersLargeTitles: true}\n")
        #expect(page.layout.navigationBar == PointRect(x: 0, y: 0, width: 704, height: 56 + 52))
    }

    /// In the pixels (iOS 14, an opaque bar and toolbar): the sheet's frame at 2x, the bar's
    /// colour from its first row (no status bar) to its 112th, the toolbar's over the last 100
    /// rows, the content between.
    @Test func theSheetsPixels() throws {
        let scene = try Self.parse(
            Self.scene(ios: 14)
                + """
                navigationBar: {barTintColor: "#0000ff", translucent: false, shadowImage: none}
                toolbar: {barTintColor: "#ff0000", translucent: false, items: [{systemItem: trash}]}

                """)
        let image = try SceneRenderer.render(scene)
        #expect(image.width == 1080 && image.height == 1240)
        let blue = RGBA8(hex: "#0000ff"), red = RGBA8(hex: "#ff0000"), white = RGBA8(hex: "#ffffff")
        #expect(image.color(x: 300, y: 0) == blue && image.color(x: 300, y: 111) == blue)
        #expect(image.color(x: 300, y: 600) == white)
        #expect(image.color(x: 300, y: 1240 - 99) == red && image.color(x: 300, y: 1239) == red)
    }

    @Test(arguments: [
        (
            scene(device: "iphone-15"),
            "s.yaml:5: presentation: a sheet is modelled on an iPad (a phone's sheet frame is not sourced); use an iPad such as ipad-pro-11, or remove presentation"
        ),
        (
            scene(ios: 12),
            "s.yaml:5: presentation: a sheet's 56-pt navigation bar arrives with iOS 13's card sheets; use ios: 13 to 18"
        ),
        (
            scene(ios: 26, device: "ipad-air-11"),
            "s.yaml:5: presentation: a sheet on iPadOS 26 is not modelled (no source gives its navigation bar's height there); use ios: 13 to 18"
        ),
        (
            scene(ios: 17),
            "s.yaml:5: presentation.size: no source gives iPadOS 17's default form sheet size (iPadOS 16 made it larger than 540 × 620 pt); give size: [540, 620], or use ios: 13 to 15"
        ),
        (
            scene(sheet: "{style: pageSheet}"),
            "s.yaml:5: presentation.size: no source gives a page sheet's frame; give its size in points, such as size: [704, 900]"
        ),
        (
            scene(sheet: "{size: [900, 620]}"),
            "s.yaml:5: presentation.size: 900 × 620 pt does not fit the iPad Pro 11-inch (1st to 4th generation) upright below its status bar; give whole points from 200 up to 834 × 1170 pt"
        ),
        (
            scene(sheet: "{style: popover}"),
            "s.yaml:5: presentation.style: \"popover\" is not a sheet style; use one of formSheet, pageSheet"
        ),
        (
            scene(sheet: "{size: [540]}"),
            "s.yaml:5: presentation.size: a list is not a sheet's size; give [width, height] in whole points, such as [540, 620]"
        ),
        (
            scene() + "statusBar: {}\n",
            "s.yaml:6: statusBar: a sheet has no status bar of its own (the screen's lies above it); remove statusBar"
        ),
        (
            scene() + "tabBar: {items: [{systemItem: more}]}\n",
            "s.yaml:6: tabBar: a tab bar in a sheet is not modelled; remove tabBar, or presentation"
        ),
        (
            scene() + "deviceChrome: {}\n",
            "s.yaml:6: deviceChrome: the picture is the sheet's frame, with no device around it; remove deviceChrome, or presentation"
        ),
    ])
    func refusals(yaml: String, message: String) {
        #expect(parseError(yaml, file: "s.yaml") == message)
    }

    @Test func aSheetReadsBackFromItsYAML() throws {
        for sheet in ["{style: formSheet}", "{style: pageSheet, size: [704, 1000]}"] {
            let scene = try Self.parse(Self.scene(sheet: sheet))
            #expect(scene.yamlText.contains("presentation: \(sheet)\n"))
            #expect(try Self.parse(scene.yamlText) == scene)
        }
    }
}
