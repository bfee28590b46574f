import BarLayers
import Compositing
import Raster
import Typesetting

/// The built-in list screen of seed 000: a plain table of news-style rows (thumbnail, title,
/// subtitle, separators) under a refresh control whose spinner sits beneath the bar.
///
/// The table fills the view controller's view; where its content starts follows the scene's
/// ``ScreenLayout`` (UIKit's automatic insets, seed 004): at rest the first row starts at the
/// bar's bottom edge, and `contentOffset` scrolls it up under the bar. While refreshing, the
/// refresh control occupies the 60 pt above the content; at rest that band lies under the
/// status bar and the navigation bar, so the spinner shows through a translucent bar,
/// "covered with gauze" as seed 000 puts it.
public struct ListScreen: Sendable, Equatable {
    /// Number of rows.
    public var rows: Int
    /// Whether the refresh control is refreshing (its spinner is drawn).
    public var refreshing: Bool
    /// UIKit's `contentOffset.y` in points: `nil` leaves the table at rest (minus the adjusted
    /// top inset: -64 under a 20 pt status bar and a 44 pt bar); larger values scroll the rows
    /// up under the bar.
    public var contentOffset: Double?

    /// Whether the cells show their labels as text (`text: true`) rather than grey bars.
    public var text: Bool = false

    /// iOS 26: the scroll view's `topEdgeEffect` (under the navigation bar) and
    /// `bottomEdgeEffect` (under the tab bar or toolbar): UIKit's defaults, `.automatic` and shown.
    public var topEdgeEffect = ScrollEdgeEffect()
    public var bottomEdgeEffect = ScrollEdgeEffect()

    /// The table view's `backgroundColor` (`content.list.backgroundColor:`), in place of the
    /// release's (white before iOS 13, `systemBackground` after). A translucent colour shows the
    /// window's black beneath, as a `UITableViewController`'s table, which is its view, does.
    public var backgroundColor: DynamicColor?

    /// The table's style (`content.list.style:`): the built-in plain list, or iOS 13+'s
    /// inset-grouped sections (``drawInsetGrouped(into:originY:screen:view:contentTop:labels:palette:grouped:category:direction:clip:)``).
    package var style = ListStyle.plain
    /// An inset-grouped list's sections (`content.list.sections:`); nil: ``rows`` in one section
    /// without a header.
    package var sections: [ListSection]?

    public init(rows: Int = 20, refreshing: Bool = true, contentOffset: Double? = nil, text: Bool = false) {
        self.rows = rows
        self.refreshing = refreshing
        self.contentOffset = contentOffset
        self.text = text
    }

    /// The cells' titles, in order (repeated past the end): the rows of a settings list.
    public static let titles = [
        "Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics",
        "Focus",
        "Screen Time", "General", "Control Center", "Display & Brightness", "Home Screen", "Accessibility", "Wallpaper",
        "Siri & Search", "Face ID & Passcode", "Emergency SOS", "Battery", "Privacy & Security",
    ]
    /// A cell's title is set regular in the body style (UIKit's `UITableViewCell` text label), its
    /// subtitle in the subheadline style in the secondary grey: 17 and 15 pt at the Large size,
    /// ``DynamicType`` for the others. At Large their baselines are 27 and 49 pt below the cell's
    /// top (BarScope's cell: the thumbnail is 44 pt high at 10 pt); ``baselines(_:)`` for the others.
    public static let titleBaseline = 27.0
    public static let detailBaseline = 49.0
    /// Label colours: black, and iOS's secondary grey #8e8e93.
    public static let textColor = RGBA8.black
    public static let detailColor = RGBA8(r: 0x8e, g: 0x8e, b: 0x93)

    /// Row height in points, at the Large content size category.
    public static let rowHeight = 64.0

    /// How far a category moves the cell's text from its Large place: the growth of the title's
    /// leading (body style) and of the subtitle's (subheadline), as a self-sizing cell grows.
    static func growth(_ category: ContentSizeCategory) -> (title: Double, detail: Double) {
        (
            DynamicType.leading(.body, category) - DynamicType.leading(.body, .large),
            DynamicType.leading(.subheadline, category) - DynamicType.leading(.subheadline, .large)
        )
    }

    /// A row's height in `category`: 64 pt, grown by its labels' extra leading at larger sizes
    /// (BarScope's cell keeps its 44 pt thumbnail, so smaller sizes do not shrink it).
    public static func rowPitch(_ category: ContentSizeCategory) -> Double {
        let (title, detail) = growth(category)
        return max(rowHeight, rowHeight + title + detail)
    }

    /// The title's and subtitle's baselines below the cell's top in `category`: at Large 27 and
    /// 49 pt, each moved by the leading the lines above it gained.
    public static func baselines(_ category: ContentSizeCategory) -> (title: Double, detail: Double) {
        let (title, detail) = growth(category)
        return (titleBaseline + title, detailBaseline + title + detail)
    }
    /// Height of the refresh control band in points.
    public static let refreshControlHeight = 60.0
    /// Table background.
    public static let backgroundColor = RGBA8.white
    /// UITableView's default separator colour on iOS 7–12 (0.783922, 0.780392, 0.8).
    public static let separatorColor = RGBA8(r: 0xc8, g: 0xc7, b: 0xcc)
    /// Separator left inset in points (UITableView's default `separatorInset.left`).
    public static let separatorInset = 15.0
    /// The spinner's colour: `UIActivityIndicatorViewStyleGray` draws in `grayColor` (white 0.5).
    public static let spinnerColor = RGBA8(white: 0.5)
    /// Title text colour and the coverage its greeked words are drawn at (a stand-in for the ink
    /// of anti-aliased glyphs; BarScope renders no fonts).
    public static let titleColor = RGBA8(white: 0, alpha: 0.5)
    /// Subtitle text colour (iOS's secondary label grey, #8e8e93), greeked the same way.
    public static let subtitleColor = RGBA8(r: 0x8e, g: 0x8e, b: 0x93, a: 128)
    /// The list's colours in iOS 13+ (semantic colours, in a trait): `systemBackground`, `label`,
    /// `secondaryLabel`, and the separator as `opaqueSeparator` (`separator` over the background).
    public static func palette(release: IOSVersion, style: UserInterfaceStyle) -> ListPalette {
        guard release.offers(.semanticColors) else { return .classic }
        return ListPalette(
            background: SemanticColors.systemBackground.resolved(style), text: SemanticColors.label.resolved(style),
            detail: SemanticColors.secondaryLabel.resolved(style),
            separator: SemanticColors.opaqueSeparator.resolved(style))
    }

    /// The palette this list is drawn in: the release's, with the list's own background colour
    /// (over the window's black) when it sets one.
    public func palette(release: IOSVersion, style: UserInterfaceStyle) -> ListPalette {
        var palette = Self.palette(release: release, style: style)
        // An inset-grouped table's background is `systemGroupedBackground` (UIKit's
        // `defaultBackgroundColorForTableViewStyle:`, iOS 18 decompile).
        if self.style == .insetGrouped { palette.background = SemanticColors.systemGroupedBackground.resolved(style) }
        if let backgroundColor {
            palette.background = backgroundColor.resolved(style).premultiplied.over(RGBA8.black.premultiplied).straight
        }
        return palette
    }

    /// Thumbnail colours, cycled per row.
    public static let thumbnailColors: [RGBA8] = [
        RGBA8(r: 0x8f, g: 0xb8, b: 0xde), RGBA8(r: 0xe0, g: 0xa9, b: 0x6d),
        RGBA8(r: 0x9c, g: 0xcc, b: 0x9c), RGBA8(r: 0xc7, g: 0xc7, b: 0xcc),
    ]

    /// Draws the table into `image`, whose row 0 is screen pixel row `originY`: its background
    /// over `view` (the view controller's view, in points) and its rows from `contentTop` points
    /// (the content origin on screen), clipped to the view, in `palette`'s colours. In landscape
    /// the cells' content and separators keep clear of the side safe areas (UITableView's
    /// `insetsContentViewsToSafeArea`, default YES from iOS 11); the background fills the view.
    /// Right to left, each cell is its mirror image (the thumbnail at the right, the labels
    /// aligned to the right, the separator inset from the right), as a table view's cells are laid
    /// out from the leading edge (Apple, "Supporting right-to-left languages": UIKit's standard
    /// views flip for right-to-left languages). Text and cards are rasterized only where the
    /// picture shows them; one that cannot be rasterized is an error, never left out.
    package func draw(
        into image: inout Image, originY: Int, screen: Screen, view: PointRect, contentTop: Double,
        labels: ListLabels? = nil,
        palette: ListPalette = .classic, category: ContentSizeCategory = .large,
        direction: LayoutDirection = .leftToRight, grouped: GroupedListStyle? = nil,
        plainHeaders: PlainHeaderStyle? = nil
    ) throws(RasterError) {
        let pitch = Self.rowPitch(category), baselines = Self.baselines(category)
        let scale = screen.scale
        let side = screen.sideSafeAreaInset
        // Where the cells' content ends: the trailing safe-area edge.
        let width = screen.widthPoints - side
        let viewPixels = view.pixels(scale: scale)
        let clip = PixelRect(
            x: viewPixels.x, y: viewPixels.y - originY, width: viewPixels.width, height: viewPixels.height
        )
        .intersection(image.bounds)
        guard !clip.isEmpty else { return }
        image.fill(clip, with: palette.background.premultiplied, clip: clip)
        let bandEnd = originY + image.height
        // Rows are laid out in the view's coordinates: a view sliding in a transition moves them.
        // A rect laid out from the left edge, mirrored right to left.
        let mirrored = direction == .rightToLeft
        func leading(_ x: Double, width w: Double) -> Double { mirrored ? screen.widthPoints - x - w : x }
        func fill(_ rect: PointRect, _ color: RGBA8) {
            let r = PointRect(
                x: leading(rect.x, width: rect.width) + view.x, y: rect.y, width: rect.width, height: rect.height
            ).pixels(
                scale: scale)
            image.fill(
                PixelRect(x: r.x, y: r.y - originY, width: r.width, height: r.height), with: color.premultiplied,
                clip: clip)
        }
        if refreshing {
            drawSpinner(
                into: &image, centerX: view.x + screen.widthPoints / 2,
                centerY: contentTop - Self.refreshControlHeight / 2, scale: scale,
                originY: originY, clip: clip)
        }
        if style == .insetGrouped, let grouped {
            try drawInsetGrouped(
                into: &image, originY: originY, screen: screen, view: view, contentTop: contentTop, labels: labels,
                palette: palette, grouped: grouped, category: category, direction: direction, clip: clip)
            return
        }
        let placed = PlainHeaderMetrics.layout(
            resolvedSections, contentTop: contentTop, pitch: pitch, metrics: plainHeaders?.metrics, category: category)
        if let plainHeaders, let style = plainHeaders.headers.style {
            // Each title centred in its header as UIKit rounds it, at the table's margin; no
            // background (iOS 15's headers have none while they rest in the list).
            let m = plainHeaders.metrics
            let ratio = m.height(category) / m.height
            let lineHeight = m.lineHeight * ratio
            let labelTop = ((m.height(category) - lineHeight) / 2).rounded()
            for header in placed.headers {
                let line = TextLine(header.title, style: style).truncated(
                    toWidth: screen.widthPoints - 2 * (side + plainHeaders.headers.margin))
                let baseline = line.baseline(centredInBoxAt: header.top + labelTop, height: lineHeight)
                guard
                    let mask = try line.mask(
                        scale: scale,
                        x: (view.x + leading(side + plainHeaders.headers.margin, width: line.width)) * Double(scale),
                        y: baseline * Double(scale) - Double(originY), within: clip)
                else { continue }
                image.draw(mask.mask, color: plainHeaders.headers.color.premultiplied, x: mask.x, y: mask.y, clip: clip)
            }
        }
        var words = WordWidths(seed: 0x5EED)
        for (row, top) in placed.rows.enumerated() {
            if top > view.y + view.height || top * Double(scale) >= Double(bandEnd) { break }
            fill(
                PointRect(x: side + 15, y: top + 10, width: 44, height: 44),
                Self.thumbnailColors[row % Self.thumbnailColors.count])
            if let labels {
                let title = TextLine(Self.titles[row % Self.titles.count], style: labels.title).truncated(
                    toWidth: width - side - 15 - 71)
                let detail = TextLine("Row \(row + 1)", style: labels.detail)
                for (line, baseline, color) in [
                    (title, baselines.title, palette.text), (detail, baselines.detail, palette.detail),
                ] {
                    guard
                        let placed = try line.mask(
                            scale: scale, x: (view.x + leading(side + 71, width: line.width)) * Double(scale),
                            y: (top + baseline) * Double(scale) - Double(originY), within: clip)
                    else { continue }
                    image.draw(placed.mask, color: color.premultiplied, x: placed.x, y: placed.y, clip: clip)
                }
            } else {
                drawWords(
                    &words, y: top + 14, height: 12, from: side + 71, to: width - 15, color: Self.titleColor, fill: fill
                )
                drawWords(
                    &words, y: top + 38, height: 9, from: side + 71, to: width - 60, color: Self.subtitleColor,
                    fill: fill)
            }
            let separatorWidth = screen.widthPoints - side - Self.separatorInset
            let separator = PointRect(
                x: view.x + leading(side + Self.separatorInset, width: separatorWidth), y: top + pitch,
                width: separatorWidth, height: 0
            )
            .pixels(scale: scale)
            image.fill(
                PixelRect(x: separator.x, y: separator.y - 1 - originY, width: separator.width, height: 1),
                with: palette.separator.premultiplied, clip: clip)
        }
    }

    private func drawWords(
        _ words: inout WordWidths, y: Double, height: Double, from: Double, to: Double, color: RGBA8,
        fill: (PointRect, RGBA8) -> Void
    ) {
        var x = from
        while true {
            let w = words.next()
            if x + w > to { break }
            fill(PointRect(x: x, y: y, width: w, height: height), color)
            x += w + 5
        }
    }

    /// Twelve spokes of `UIActivityIndicatorView` (20 × 20 pt), each a capsule 2 pt wide from
    /// 4.5 pt to 9 pt out, the leading spoke opaque and each following one 7% fainter. Coverage
    /// is analytic (distance to the spoke's axis), using exact directions: no trigonometry.
    private func drawSpinner(
        into image: inout Image, centerX: Double, centerY: Double, scale: Int, originY: Int, clip: PixelRect
    ) {
        let s3 = 3.0.squareRoot() / 2
        let directions: [(Double, Double)] = [
            (0, -1), (0.5, -s3), (s3, -0.5), (1, 0), (s3, 0.5), (0.5, s3),
            (0, 1), (-0.5, s3), (-s3, 0.5), (-1, 0), (-s3, -0.5), (-0.5, -s3),
        ]
        let k = Double(scale)
        let cx = centerX * k, cy = centerY * k
        let inner = 4.5 * k, outer = 9 * k, half = 1 * k
        let box = PixelRect(
            x: Int(cx - outer - 2), y: Int(cy - outer - 2), width: Int(2 * outer + 4), height: Int(2 * outer + 4)
        )
        .intersection(PixelRect(x: clip.x, y: clip.y + originY, width: clip.width, height: clip.height))
        guard !box.isEmpty else { return }
        for py in box.y..<box.maxY {
            for px in box.x..<box.maxX {
                let x = Double(px) + 0.5 - cx, y = Double(py) + 0.5 - cy
                var best = 0.0
                for (index, (dx, dy)) in directions.enumerated() {
                    let t = max(inner, min(outer, x * dx + y * dy))
                    let ex = x - dx * t, ey = y - dy * t
                    let coverage = max(0, min(1, half + 0.5 - (ex * ex + ey * ey).squareRoot()))
                    best = max(best, coverage * (1 - 0.07 * Double(index)))
                }
                if best > 0 {
                    let color = Self.spinnerColor.with(alpha: Fixed8.quantize(best)).premultiplied
                    image.fill(PixelRect(x: px, y: py - originY, width: 1, height: 1), with: color, clip: clip)
                }
            }
        }
    }
}

/// A deterministic sequence of greeked word widths (a linear congruential generator, so every
/// machine draws the same words).
struct WordWidths {
    private var state: UInt32
    init(seed: UInt32) { state = seed }
    mutating func next() -> Double {
        state = state &* 1_664_525 &+ 1_013_904_223
        return 18 + Double((state >> 16) % 48)
    }
}

/// The styles of a list's cell labels (``ListScreen/text``).
public struct ListLabels: Sendable {
    package var title: TextStyle
    package var detail: TextStyle

    package init(title: TextStyle, detail: TextStyle) {
        self.title = title
        self.detail = detail
    }
}

/// The colours a list is drawn in.
public struct ListPalette: Sendable, Equatable {
    public var background: RGBA8
    public var text: RGBA8
    public var detail: RGBA8
    public var separator: RGBA8

    public init(background: RGBA8, text: RGBA8, detail: RGBA8, separator: RGBA8) {
        self.background = background
        self.text = text
        self.detail = detail
        self.separator = separator
    }

    /// iOS 7–12's table: white, black labels, the secondary grey, UITableView's separator.
    public static let classic = ListPalette(
        background: ListScreen.backgroundColor, text: ListScreen.textColor, detail: ListScreen.detailColor,
        separator: ListScreen.separatorColor)
}
