import BarLayers
import Raster
import Typesetting
import Vector

/// A table view's style (`content.list.style:`): UIKit's `UITableView.Style`.
package enum ListStyle: String, CaseIterable, Sendable {
    /// BarScope's built-in news list (seed 000): rows edge to edge on the table's background,
    /// with section headers on iOS 15–18 (``PlainHeaderMetrics``).
    case plain
    /// iOS 13+: sections as rounded cards inset from the table's edges, on the grouped
    /// background, each under its header (Settings' look).
    case insetGrouped
}

/// One section of an inset-grouped list (`content.list.sections:`): its header's title
/// (`tableView(_:titleForHeaderInSection:)`, nil for none) and its number of rows.
package struct ListSection: Sendable, Equatable {
    package var header: String?
    package var rows: Int

    package init(header: String? = nil, rows: Int) {
        self.header = header
        self.rows = rows
    }
}

/// Where UIKit lays out an inset-grouped table, in points at the Large text size. Two sets: iOS
/// 13–18 (``appearance``) and iOS 26's Liquid Glass design (``glass``), picked by the release's
/// ``DesignGeneration`` (a new design adds a set).
///
/// Sources: UIKit's `UITableConstants_IOS` as decompiled from the iOS 18.0 (22A3354) and 18.2
/// (22C152) restore images (`defaultRowHeightForTableView:cellStyle:`,
/// `defaultCellCornerRadiusForTableViewStyle:…`, `defaultHeaderFooterLayoutMarginsForTableViewStyle:`,
/// `defaultSectionHeaderHeightForTableViewStyle:`, `defaultPaddingAboveFirstSectionWithoutHeaderTableStyle:`,
/// `defaultHeaderFontForTableViewStyle:`, `shouldUppercaseHeaderFooterTextForTableStyle:`,
/// `defaultCellContentLeadingPaddingForSidebar:`), and from the iOS 26.1 (23B85) image; the table
/// margins from `defaultTableLayoutMarginsForScreen:` and `UIScreen._wantsWideContentMargins`;
/// iOS 26.1 simulator measurements by OpenUIKit (Vercantez/openuikit, agent reports
/// `insetgrouped-separator.md` and `focus-fidelity-tables.md`: cards at x 20 on a 393-pt phone
/// and 16 on a 375-pt one, headers 55.333 and 45.333 pt with their labels at 28.667 and 18.667,
/// 52-pt rows, separators from 16 pt inside the card to 16 pt short of its far edge). The row height of iOS 13 was also measured on
/// swift-snapshot-testing's iOS 13.2 references (132 px a row at @3x, separators #c6c6c8).
package struct InsetGroupedMetrics: Sendable, Equatable {
    /// A row's height at the Large size (`UITableViewAutomaticDimension` for a one-line cell).
    package var rowHeight: Double
    /// The cards' corner radius.
    package var cornerRadius: Double
    /// Above a titled header's label: in the first section and in the later ones.
    package var headerTopFirst: Double
    package var headerTopLater: Double
    /// Below a titled header's label, down to its section's first row.
    package var headerBottom: Double
    /// The header label's height at Large: SF's line height at the header's size (UIKit sizes a
    /// label to `UIFont.lineHeight`), scaled with the text size; BarScope's font is centred in it.
    package var headerLineHeight: Double
    /// The height of an untitled header above the first section (the padding UIKit puts there).
    package var untitledFirstHeader: Double
    /// The height of an untitled header after the first section, and of every section's footer.
    package var untitledHeader: Double
    package var footer: Double
    /// The header label's text style, its size at Large (scaled by Dynamic Type) and whether
    /// UIKit uppercases the title.
    package var headerTextStyle: TextStyleName
    package var headerWeight: FontWeight
    package var uppercasesHeader: Bool
    /// The cells' content (their labels, and the separators' leading end) from the card's edge.
    package var contentInset: Double
    /// The separators' trailing end from the card's far edge.
    package var separatorTrailingInset: Double
    /// What is estimated rather than read (docs/sources.md says the same).
    package var note: String

    /// iOS 13–18: 44-pt rows, 10-pt corners, headers in the footnote style uppercased, 32 pt
    /// above the first section's label and 17 above the others', 6 below, the label 15.5 high
    /// (SF's 15.51-pt line at 13 pt), so 53.5 and 38.5-pt headers (derived); 35 pt above a first
    /// section without a header; 17.5-pt untitled headers and footers.
    package static let appearance = InsetGroupedMetrics(
        rowHeight: 44, cornerRadius: 10, headerTopFirst: 32, headerTopLater: 17, headerBottom: 6,
        headerLineHeight: 15.5, untitledFirstHeader: 35, untitledHeader: 17.5, footer: 17.5, headerTextStyle: .footnote,
        headerWeight: .regular, uppercasesHeader: true, contentInset: 16, separatorTrailingInset: 0,
        note:
            "iOS 13–18 constants from the decompiled UITableConstants_IOS (18.0, 18.2); header heights derived from them, not measured; the cell colour is UIKit's private tableCellGroupedBackgroundColor, drawn as secondarySystemGroupedBackground; separators run to the card's edge (not measured)"
    )

    /// iOS 26 (Liquid Glass): 52-pt rows, 26-pt corners, headers not uppercased; the header
    /// geometry as OpenUIKit measured it on iOS 26.1 (label 17 pt, at 28.667 in a 55.333-pt first
    /// header and 18.667 in a 45.333-pt later one, so 6.333 below a 20.333-pt line). The
    /// decompiled 26.1 header font is still the footnote style; the measurement wins here (named
    /// in ``note``).
    package static let glass = InsetGroupedMetrics(
        rowHeight: 52, cornerRadius: 26, headerTopFirst: 28 + 2.0 / 3, headerTopLater: 18 + 2.0 / 3,
        headerBottom: 6 + 1.0 / 3, headerLineHeight: 20 + 1.0 / 3, untitledFirstHeader: 35, untitledHeader: 17.5,
        footer: 17.5,
        headerTextStyle: .body, headerWeight: .regular, uppercasesHeader: false, contentInset: 16,
        separatorTrailingInset: 16,
        note:
            "iOS 26.1 geometry measured by OpenUIKit on simulators; its 17-pt header label disagrees with the decompiled 26.1 font (footnote), the measurement is drawn; the header weight is not stated (regular drawn)"
    )

    /// The set a design draws with; nil before iOS 13, which has no inset-grouped style.
    package static func metrics(for design: DesignGeneration) -> InsetGroupedMetrics? {
        switch design {
        case .legacy: return nil
        case .appearance: return .appearance
        case .glass: return .glass
        }
    }

    /// An iPad's cells: their content 20 pt inside the card, where a phone's is 16 (OpenUIKit's
    /// iPad conformance run, iPad (A16), iPadOS 26.1, `conf-ipad.md`: the card at x 20, its
    /// labels at 40). That iPadOS 13–18 do the same is an estimate: the cell takes the wide
    /// layout margins of the iPad's views, as the bars do.
    package static let padContentInset = 20.0

    /// The table's side margin on a phone whose portrait width is `width` points: 20 on phones
    /// wider than 375 pt, else 16 (`UIScreen._wantsWideContentMargins`, iOS 18 decompile).
    package static func margin(portraitWidth width: Double) -> Double { width > 375 ? 20 : 16 }
}

/// How a list's section titles are drawn, resolved for a scene (both styles): their colour,
/// their style, and the table's side margin.
package struct ListHeaderText: Sendable {
    /// `secondaryLabel` over the list's background.
    package var color: RGBA8
    /// The titles' style, nil when the list draws no text.
    package var style: TextStyle?
    /// The table's margin (``InsetGroupedMetrics/margin(portraitWidth:)``): where plain titles
    /// and inset cards start.
    package var margin: Double

    package init(color: RGBA8, style: TextStyle?, margin: Double) {
        self.color = color
        self.style = style
        self.margin = margin
    }
}

/// What an inset-grouped list draws with, resolved for a scene.
package struct GroupedListStyle: Sendable {
    package var metrics: InsetGroupedMetrics
    /// The cards' colour (`secondarySystemGroupedBackground`).
    package var card: RGBA8
    package var headers: ListHeaderText

    package init(metrics: InsetGroupedMetrics, card: RGBA8, headers: ListHeaderText) {
        self.metrics = metrics
        self.card = card
        self.headers = headers
    }
}

extension TextLine {
    /// The baseline that centres this line's ascent and descent in a line box `height` tall
    /// whose top is `top`: BarScope's font set where UIKit sizes a label to SF's line.
    func baseline(centredInBoxAt top: Double, height: Double) -> Double {
        top + (height - ascent - descent) / 2 + ascent
    }
}

extension ListScreen {
    /// The list's sections: the given ones, or all ``rows`` in one section without a header.
    package var resolvedSections: [ListSection] { sections ?? [ListSection(rows: rows)] }

    /// Draws the inset-grouped table: each section's header (its title, in the header style,
    /// aligned with the cells' content), then its rows on a rounded card inset by the table's
    /// margin, each row's title at the content inset, separators between rows from the content
    /// inset to the card's far edge (none under the last row: the card's edge), then the footer.
    /// The background was filled by the caller. Right to left, everything is mirrored.
    func drawInsetGrouped(
        into image: inout Image, originY: Int, screen: Screen, view: PointRect, contentTop: Double,
        labels: ListLabels?, palette: ListPalette, grouped: GroupedListStyle, category: ContentSizeCategory,
        direction: LayoutDirection, clip: PixelRect
    ) throws(RasterError) {
        let m = grouped.metrics
        let scale = Double(screen.scale)
        let side = screen.sideSafeAreaInset
        let margin = grouped.headers.margin
        let cardX = side + margin, cardWidth = screen.widthPoints - 2 * (side + margin)
        guard cardWidth > 0 else { return }
        let rowHeight =
            m.rowHeight + DynamicType.leading(.body, category) - DynamicType.leading(.body, .large)
        let mirrored = direction == .rightToLeft
        func leading(_ x: Double, width w: Double) -> Double {
            view.x + (mirrored ? screen.widthPoints - x - w : x)
        }
        func draw(_ line: TextLine, x: Double, baseline: Double, color: RGBA8) throws(RasterError) {
            guard
                let placed = try line.mask(
                    scale: screen.scale, x: leading(x, width: line.width) * scale,
                    y: baseline * scale - Double(originY), within: clip)
            else { return }
            image.draw(placed.mask, color: color.premultiplied, x: placed.x, y: placed.y, clip: clip)
        }
        var y = contentTop
        var index = 0
        let bottom = view.y + view.height
        for (number, section) in resolvedSections.enumerated() {
            if y > bottom { break }
            if let title = section.header, !title.isEmpty {
                let top = number == 0 ? m.headerTopFirst : m.headerTopLater
                let lineHeight =
                    m.headerLineHeight * DynamicType.size(m.headerTextStyle, category)
                    / DynamicType.size(m.headerTextStyle, .large)
                if let style = grouped.headers.style {
                    let line = TextLine(m.uppercasesHeader ? title.uppercased() : title, style: style)
                        .truncated(toWidth: cardWidth - 2 * m.contentInset)
                    // BarScope's font centred in SF's line box, `top` below the header's top.
                    try draw(
                        line, x: cardX + m.contentInset,
                        baseline: line.baseline(centredInBoxAt: y + top, height: lineHeight),
                        color: grouped.headers.color)
                }
                y += top + lineHeight + m.headerBottom
            } else {
                y += number == 0 ? m.untitledFirstHeader : m.untitledHeader
            }
            if section.rows > 0 {
                let height = Double(section.rows) * rowHeight
                let pixel = { (v: Double) in v * scale }
                let path = Path.roundedRectangle(
                    x: pixel(leading(cardX, width: cardWidth)), y: pixel(y) - Double(originY), width: pixel(cardWidth),
                    height: pixel(height), radius: pixel(m.cornerRadius))
                // Only the card's part in the picture is rasterized (the same bytes there as the
                // whole card's): a 10,000-row card is 1.3 million pixels tall at 3x.
                if let placed = try PathRasterizer.mask(path, within: clip) {
                    image.draw(
                        placed.mask, color: grouped.card.premultiplied, x: placed.x, y: placed.y, clip: clip)
                }
                var words = WordWidths(seed: 0x5EED &+ UInt32(number))
                for row in 0..<section.rows {
                    let top = y + Double(row) * rowHeight
                    if top > bottom { break }
                    let title = Self.titles[index % Self.titles.count]
                    index += 1
                    if let labels {
                        let line = TextLine(title, style: labels.title).truncated(
                            toWidth: cardWidth - 2 * m.contentInset)
                        // The label centred on the row, as a one-line cell's is.
                        try draw(
                            line, x: cardX + m.contentInset,
                            baseline: line.baseline(centredInBoxAt: top, height: rowHeight),
                            color: palette.text)
                    } else {
                        let w = min(words.next() * 2, cardWidth - 2 * m.contentInset)
                        let bar = PointRect(
                            x: leading(cardX + m.contentInset, width: w), y: top + rowHeight / 2 - 6, width: w,
                            height: 12
                        )
                        .pixels(scale: screen.scale)
                        image.fill(
                            PixelRect(x: bar.x, y: bar.y - originY, width: bar.width, height: bar.height),
                            with: Self.titleColor.premultiplied, clip: clip)
                    }
                    guard row < section.rows - 1 else { continue }
                    let separatorWidth = cardWidth - m.contentInset - m.separatorTrailingInset
                    let separator = PointRect(
                        x: leading(cardX + m.contentInset, width: separatorWidth), y: top + rowHeight,
                        width: separatorWidth, height: 0
                    )
                    .pixels(scale: screen.scale)
                    image.fill(
                        PixelRect(x: separator.x, y: separator.y - 1 - originY, width: separator.width, height: 1),
                        with: palette.separator.premultiplied, clip: clip)
                }
                y += height
            }
            y += m.footer
        }
    }
}

/// A plain table's section headers on iOS 15–18 (UIKit's "chromeless" headers: no background
/// while they rest in the list), in points at the Large text size.
///
/// Source: UIKit's `UITableConstants_IOS` decompiled from the iOS 18.0 and 18.2 restore images:
/// `defaultPaddingAboveSectionHeadersForTableStyle:` 22 pt (the `sectionHeaderTopPadding` of
/// `automaticDimension`, Apple's documented default, arrived with iOS 15),
/// `defaultSectionHeaderHeightForTableViewStyle:` 28 pt scaled with the header font,
/// `defaultPlainHeaderFooterFont` the emphasized subheadline (15 pt semibold),
/// `defaultHeaderTextColorForTableViewStyle:` `secondaryLabel`, the label centred
/// (`round((height − text height) / 2)`), at the table's margin. Not modelled: iOS 13–14's
/// headers (their private background colours were not found), iOS 26's (its measured 17-pt label
/// disagrees with the decompiled font), and a header pinned under the bar (drawn by UIKit on the
/// system chrome material): scenes that need one are refused.
package struct PlainHeaderMetrics: Sendable, Equatable {
    /// Above each header (`sectionHeaderTopPadding`).
    package var topPadding: Double
    /// The header's height at Large.
    package var height: Double
    /// SF's line height at the header's size (UIKit sizes the label to it): 17.9 pt at 15 pt.
    package var lineHeight: Double
    package var textStyle: TextStyleName
    package var weight: FontWeight

    package static let ios15 = PlainHeaderMetrics(
        topPadding: 22, height: 28, lineHeight: 17.9, textStyle: .subheadline, weight: .semibold)

    /// The metrics of a release's plain headers: iOS 15–18 (the appearance design's releases with
    /// `sectionHeaderTopPadding`); nil where they are not modelled (the glass's are not).
    package static func metrics(for release: IOSVersion) -> PlainHeaderMetrics? {
        release.design.models(.plainSectionHeaders) && release.sectionHeaderTopPadding ? .ios15 : nil
    }

    /// The header's height in a text size category (UIKit scales the 28 pt with the font).
    package func height(_ category: ContentSizeCategory) -> Double {
        height * DynamicType.size(textStyle, category) / DynamicType.size(textStyle, .large)
    }

    /// Where a plain list's rows and titled headers lie: each row's top (all rows, in order) and
    /// each header's top, for content starting at `contentTop` with rows `pitch` apart. Sections
    /// without a title add nothing between their rows. The rows of a list without headers sit
    /// where `contentTop + row · pitch` puts them.
    package static func layout(
        _ sections: [ListSection], contentTop: Double, pitch: Double, metrics: PlainHeaderMetrics?,
        category: ContentSizeCategory
    ) -> (rows: [Double], headers: [(title: String, top: Double, sectionBottom: Double)]) {
        var rows: [Double] = [], headers: [(title: String, top: Double, sectionBottom: Double)] = []
        var extra = 0.0
        for section in sections {
            var headerTop: Double?
            if let title = section.header, !title.isEmpty, let metrics {
                headerTop = contentTop + extra + Double(rows.count) * pitch + metrics.topPadding
                extra += metrics.topPadding + metrics.height(category)
            }
            for _ in 0..<section.rows { rows.append(contentTop + extra + Double(rows.count) * pitch) }
            if let headerTop, let title = section.header {
                headers.append((title, headerTop, contentTop + extra + Double(rows.count) * pitch))
            }
        }
        return (rows, headers)
    }
}

/// What a plain list's section headers draw with, resolved for a scene.
package struct PlainHeaderStyle: Sendable {
    package var metrics: PlainHeaderMetrics
    package var headers: ListHeaderText

    package init(metrics: PlainHeaderMetrics, headers: ListHeaderText) {
        self.metrics = metrics
        self.headers = headers
    }
}
