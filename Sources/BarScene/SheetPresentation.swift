import BarLayers
import Raster

/// A navigation controller presented modally as a sheet on an iPad (`presentation:`), iPadOS 13
/// to 18: `UIModalPresentationStyle.formSheet` or `.pageSheet`. The picture is the sheet's own
/// frame, as a snapshot of the presented controller's view is: its content and bars, the
/// navigation bar 56 points high at its top (``PadSheetMetrics``) with no status bar above it
/// (the screen's lies outside the sheet), a toolbar at its bottom with no home indicator under
/// it. The screen around the sheet (the dimmed presenting app, the card's corners and shadow)
/// is not drawn: no source gives the dimming colour, the corner radius or where a page sheet
/// sits, and the bars are the same either way.
package struct SheetPresentation: Sendable, Equatable {
    /// `UIModalPresentationStyle`, the two sheet styles.
    package enum Style: String, Sendable, CaseIterable {
        case formSheet, pageSheet
    }

    package var style = Style.formSheet
    /// The sheet's size in points (the presented controller's `preferredContentSize` for a form
    /// sheet); nil for the release's default form sheet (``PadSheetMetrics/defaultFormSheetSize``).
    package var size: PadSheetMetrics.Size?

    package init(style: Style = .formSheet, size: PadSheetMetrics.Size? = nil) {
        self.style = style
        self.size = size
    }

    /// The narrowest and shortest sheet BarScope draws, in points.
    package static let minimumSide = 200.0
}

extension Scene {
    /// The iPad's screen the sheet is presented on (as the scene would be without
    /// `presentation:`).
    var presentingScreen: Screen {
        Screen(device: device.onRelease(release.number), orientation: orientation, release: drawnRelease)
    }

    /// The sheet's size: the scene's, or the release's default form sheet; nil when neither
    /// (``presentationRefusal`` says so).
    func sheetSize(_ sheet: SheetPresentation) -> PadSheetMetrics.Size? {
        if let size = sheet.size { return size }
        guard sheet.style == .formSheet else { return nil }
        return drawnRelease.padBars.sheet?.defaultFormSheetSize
    }

    /// The sheet's frame as the screen everything is laid out on: a view of the sheet's size at
    /// the iPad's scale, with no status bar and no home indicator, whose navigation bar is the
    /// sheet bar (``Screen/isSheet``). Nil when the sheet has no size.
    func sheetScreen(_ sheet: SheetPresentation) -> Screen? {
        guard let size = sheetSize(sheet) else { return nil }
        var view = Device.view(width: Int(size.width), height: Int(size.height), scale: device.scale)
        view.idiom = .pad
        var screen = Screen(device: view, release: drawnRelease)
        screen.isSheet = true
        return screen
    }

    /// What a sheet asks for that BarScope does not draw.
    var presentationRefusal: SceneRefusal? {
        guard let sheet = presentation else { return nil }
        func refuse(_ key: String, _ message: String, code: SceneError.Code = .invalidValue) -> SceneRefusal {
            SceneRefusal(key: key, message: message, code: code)
        }
        if device.idiom != .pad {
            return refuse(
                "presentation",
                "a sheet is modelled on an iPad (a phone's sheet frame is not sourced); use an iPad such as ipad-pro-11, or remove presentation",
                code: .notModelled)
        }
        let number = drawnRelease.number
        guard drawnRelease.padBars.sheet != nil else {
            return refuse(
                "presentation",
                number < 13
                    ? "a sheet's 56-pt navigation bar arrives with iOS 13's card sheets; use ios: 13 to 18"
                    : "a sheet on iPadOS \(number) is not modelled (no source gives its navigation bar's height there); use ios: 13 to 18",
                code: .notModelled)
        }
        if sheetSize(sheet) == nil {
            return refuse(
                "presentation.size",
                sheet.style == .pageSheet
                    ? "no source gives a page sheet's frame; give its size in points, such as size: [704, 900]"
                    : "no source gives iPadOS \(number)'s default form sheet size (iPadOS 16 made it larger than \(Self.sizeText(PadSheetMetrics.ios13.defaultFormSheetSize!))); give size: [540, 620], or use ios: 13 to 15",
                code: .notModelled)
        }
        let screen = presentingScreen
        if let size = sheet.size {
            let room = PadSheetMetrics.Size(
                width: screen.widthPoints, height: screen.heightPoints - screen.statusBarHeight)
            if size.width < SheetPresentation.minimumSide || size.height < SheetPresentation.minimumSide
                || size.width > room.width || size.height > room.height
            {
                return refuse(
                    "presentation.size",
                    "\(Self.sizeText(size)) does not fit the \(screen.device.name) \(orientation.isLandscape ? "on its side" : "upright") below its status bar; give whole points from \(PointRect.format(SheetPresentation.minimumSide)) up to \(Self.sizeText(room))"
                )
            }
        }
        let notModelled: [(Bool, String, String)] = [
            (
                statusBar != nil, "statusBar",
                "a sheet has no status bar of its own (the screen's lies above it); remove statusBar"
            ),
            (tabBar != nil, "tabBar", "a tab bar in a sheet is not modelled; remove tabBar, or presentation"),
            (
                splitView != nil, "splitView",
                "a split view in a sheet is not modelled; remove splitView, or presentation"
            ),
            (windowed, "windowed", "a sheet in an app's window is not modelled; remove windowed, or presentation"),
            (
                window != nil, "window",
                "a sheet in a Split View window is not modelled; remove window, or presentation"
            ),
            (
                transition != nil, "transition",
                "a transition in a sheet is not modelled; remove transition, or presentation"
            ),
            (
                deviceChrome != nil, "deviceChrome",
                "the picture is the sheet's frame, with no device around it; remove deviceChrome, or presentation"
            ),
        ]
        for (set, key, message) in notModelled where set {
            return refuse(
                key, message, code: key == "statusBar" || key == "deviceChrome" ? .invalidValue : .notModelled)
        }
        return nil
    }

    /// `540 × 620 pt`.
    static func sizeText(_ size: PadSheetMetrics.Size) -> String {
        "\(PointRect.format(size.width)) × \(PointRect.format(size.height)) pt"
    }
}

extension Reader {
    /// `presentation:` (``SceneKeys/presentation``).
    func presentation(_ key: String, _ node: YAMLNode) throws(SceneError) -> SheetPresentation {
        var sheet = SheetPresentation()
        try SceneKeys.presentation.read(
            try mapping(key, node, example: "{style: formSheet}"), path: key, into: &sheet, with: self)
        return sheet
    }

    /// A sheet's size: `[width, height]` in whole points.
    func sheetSize(_ key: String, _ node: YAMLNode) throws(SceneError) -> PadSheetMetrics.Size {
        guard let items = node.sequence, items.count == 2, let width = Self.integer(items[0]),
            let height = Self.integer(items[1]), width > 0, height > 0
        else {
            throw error(
                key, node,
                "\(show(node)) is not a sheet's size; give [width, height] in whole points, such as [540, 620]")
        }
        return PadSheetMetrics.Size(width: Double(width), height: Double(height))
    }
}
