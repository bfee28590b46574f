import Raster
import Typesetting

/// A sidebar's rows (`UICollectionLayoutListConfiguration(appearance: .sidebar)`): the sections
/// of a split view's primary column, or a tab bar controller's tabs in its sidebar.
package struct SidebarList: Sendable, Equatable {
    /// One section: its header (a sidebar header cell, nil for none) and its rows, each a title
    /// with an image as a tab item has them.
    package struct Section: Sendable, Equatable {
        package var header: String?
        package var items: [TabBarItem]

        package init(header: String? = nil, items: [TabBarItem]) {
            self.header = header
            self.items = items
        }
    }

    package var sections: [Section]
    /// The selected row, counted over every section's items from the first; nil for none.
    package var selectedIndex: Int?

    package init(sections: [Section], selectedIndex: Int? = 0) {
        self.sections = sections
        self.selectedIndex = selectedIndex
    }

    /// Every row, in order.
    package var items: [TabBarItem] { sections.flatMap(\.items) }
}

/// Where a sidebar's rows sit and how a selected row looks, per generation. Three looks:
/// iPadOS 14–17's list (a selected row filled with the tint colour, its text and image white),
/// iPadOS 18's (`_UITableConstantsUseUIPSidebarMetrics`: a white pill with a shadow in light, a
/// grey one in dark, its text and image in the tint colour, the title bold), and iPadOS 26's
/// floating glass sidebar, which keeps iPadOS 18's rows on a glass platter.
///
/// Sources, restated (each value names its own below):
/// - UIKitCore decompiled from the iPadOS 18.0 restore image (EthanArbuckle's repositories on
///   GitHub), `UITableConstants_IOS`: `defaultCellCornerRadiusForTableViewStyle:isSidebarStyle:…`
///   (10 for a sidebar cell), `defaultCellContentLeadingPaddingForSidebar:` (8 in a sidebar),
///   `defaultImageToTextPaddingForSidebar:` (10), `defaultSidebarCellBackgroundPropertiesForStyle:`
///   and `_applySelectedOrDropTargetAppearanceToSidebarCellBackgroundProperties:…` (selected and
///   key: the tint colour; with the iPadOS 18 metrics `systemBackground` in light and
///   `secondarySystemFill` in dark, with a shadow), `contentPropertiesForSidebarElement…` and
///   `defaultSidebarTextColorForTraitCollection:…` (white on the tint; the tint colour on the
///   pill, bold), `defaultSidebarHeaderFont` (Title 3 emphasized before the iPadOS 18 metrics,
///   Body with them), `defaultImageSymbolConfigurationForTraitCollection:` (Body, large scale);
/// - a real iPadOS 14.0 capture (marcosatanaka's "sidebar-ios14" sample, GitHub, its README's
///   `Preview.png`: an iPad Pro 11-inch in landscape, 1194 × 834 pt at @2x), measured here:
///   the sidebar 320 pt wide on `#f2f2f7`, rows 44 pt from the large title's bottom, a selected
///   row `#007aff` from x 16 to 304 with white text, the images' ink centred at x 37.5, the
///   titles' ink from x 63.5, a titled section's header 56 pt high with its baseline 40 pt
///   below its top and its ink at x 25;
/// - UIKitCore decompiled from the iOS 26.1 restore image, `_UISidebarPlatformMetrics_Floating`
///   (glass, corner radius 22, platter insets 10 at the top, the leading side and the bottom;
///   widths 240 / 280 / 320 narrow and 280 / 320 / 400 wide);
/// - LathDevers/cupertino_sidebar (GitHub), a Flutter imitation of the iPadOS 18 sidebar, for
///   the pill's shadow (black at 0.06, radius 16, offset (0, 4)): low confidence, named below.
package struct SidebarMetrics: Sendable, Equatable {
    /// How a selected row is drawn, and what is under the rows.
    package enum Look: Sendable, Equatable {
        /// iPadOS 14–17: the tint colour behind white text and image.
        case tintSelection
        /// iPadOS 18: a pill, white in light and `secondarySystemFill` in dark, under tinted text.
        case pill
    }

    package var look: Look
    /// The sidebar's width: 320 (`_currentSidebarWidth` with no width yet, iPadOS 18.0; the
    /// split view's primary column; measured 320 in the iPadOS 14 capture). On iPadOS 26 the
    /// floating sidebar's: 320 is both the narrow maximum and the wide middle width.
    package var width = 320.0
    /// A row's height at Large: 44 (measured in the iPadOS 14 capture; Body's 22-pt image
    /// layout height between margins of half Body's line, rounded up: 11 + 22 + 11).
    package var rowHeight = 44.0
    /// The rows' cells inset from the sidebar's sides: 16 (measured; the table margin UIKit
    /// gives a list no wider than 320 pt, `_defaultMarginWidthForTableView:`).
    package var cellInset = 16.0
    /// The cell's content from its leading edge: 8 (`defaultCellContentLeadingPaddingForSidebar:`).
    package var contentLeading = 8.0
    /// The column an image is centred in: 28 (an estimate from the iPadOS 14 capture: images
    /// centred 21.5 pt into the cell and titles 46 pt in, with the 8 and 10 above).
    package var imageColumn = 28.0
    /// Between the image's column and the title: 10 (`defaultImageToTextPaddingForSidebar:`).
    package var imageToText = 10.0
    /// The margin of the sidebar column's navigation bar: its large title and items line up
    /// with the rows' content, 24 from the column's edges (the cell inset and the content's
    /// leading padding; measured on the iPadOS 14 capture: "Music" and the header's ink start
    /// 1.5 and 1 pt past 24, the Edit button's ends 25.5 from the edge), not a wide screen's 20.
    package var barMargin: Double { (platterInset ?? 0) + cellInset + contentLeading }
    /// A selected row's corner radius: 10 (`defaultCellCornerRadiusForTableViewStyle:…`).
    package var cornerRadius = 10.0
    /// A titled section's header: 56 high, its baseline 40 below its top (measured, iPadOS 14).
    package var headerHeight = 56.0
    package var headerBaseline = 40.0
    /// The header's size at Large and weight: Title 3 emphasized (20 pt bold) before the iPadOS
    /// 18 metrics, Body semibold with them (`defaultSidebarHeaderFont`; the weight constant is
    /// not resolved, semibold drawn).
    package var headerSize: Double
    package var headerWeight: FontWeight
    /// iPadOS 26: the glass platter inset from the screen's top, leading and bottom edges
    /// (`platterInsets` 10, 10, 10, 0) with its corner radius 22; nil for a sidebar that fills
    /// its column.
    package var platterInset: Double?
    package var platterRadius = 22.0
    /// The release whose numbers these are, for `tree`.
    package var release: String
    package var source: String

    /// iPadOS 14 to 17.
    package static let list14 = SidebarMetrics(
        look: .tintSelection, headerSize: 20, headerWeight: .bold, platterInset: nil, release: "iPadOS 14–17",
        source:
            "UITableConstants_IOS sidebar constants (iPadOS 18.0 decompile); rows, header and image column measured on an iPadOS 14.0 capture (sidebar-ios14 Preview.png)"
    )
    /// iPadOS 18: `_UITableConstantsUseUIPSidebarMetrics` (when UIKit turns them on is not read:
    /// BarScope takes them for every sidebar on iPadOS 18, medium).
    package static let pill18 = SidebarMetrics(
        look: .pill, headerSize: 17, headerWeight: .semibold, platterInset: nil, release: "iPadOS 18",
        source:
            "UITableConstants_IOS with _UITableConstantsUseUIPSidebarMetrics (iPadOS 18.0 decompile); geometry as iPadOS 14's (not re-measured: an estimate)"
    )
    /// iPadOS 26: iPadOS 18's rows on the floating glass platter.
    package static let glass26 = pill18.with {
        $0.platterInset = 10
        $0.release = "iPadOS 26"
        $0.source =
            "_UISidebarPlatformMetrics_Floating (iOS 26.1 decompile): glass, radius 22, insets 10, width 320; rows as iPadOS 18's (an estimate)"
    }

    /// The metrics of a release's sidebars: by its iPad bars (iPadOS 26's glass, iPadOS 18's
    /// floating tab bar, or before); nil before iOS 14, which has no sidebar list.
    package static func metrics(for release: IOSVersion) -> SidebarMetrics? {
        guard release.offers(.sidebarLists) else { return nil }
        if release.padBars.glassSafeArea { return .glass26 }
        return release.padBars.floatingTabBar ? .pill18 : .list14
    }

    /// iPadOS 18's pill shadow (`a2[5] = 4` in the decompile, a shadow style whose numbers were
    /// not read): black at 0.06, radius 16, offset (0, 4), cupertino_sidebar's (low).
    package static let pillShadow = LayerShadow(offsetY: 4, radius: 16, color: RGBA8(r: 0, g: 0, b: 0, a: 15))
    /// The list's background (`+[UIColor _sidebarBackgroundColor]`, a catalog colour): light
    /// `#f2f2f7` as measured in the iPadOS 14 capture; dark is not measured and is drawn as
    /// `systemGroupedBackground`'s black (an estimate).
    package static let listBackground = DynamicColor(
        light: RGBA8(r: 0xf2, g: 0xf2, b: 0xf7), dark: SemanticColors.systemGroupedBackground.dark,
        name: "_sidebarBackgroundColor (light measured, dark an estimate)")

    /// These metrics with `change` applied.
    package func with(_ change: (inout SidebarMetrics) -> Void) -> SidebarMetrics {
        var metrics = self
        change(&metrics)
        return metrics
    }
}

/// Builds a sidebar's list: its background and its rows, the selected one highlighted.
package enum Sidebar {
    /// What is under the rows.
    package enum Background: Sendable, Equatable {
        /// The list's own colour (a split view's primary column).
        case list
        /// iPadOS 18's tab sidebar: `systemMaterial` (`sidebarBackgroundEffect`, iPadOS 18.0
        /// decompile) over the window.
        case material
    }

    /// The list's view tree, `width` × `height` points at the column's origin, its rows from
    /// `contentTop` down, drawn in `traits`; `tint` colours the images and the selection.
    package static func build(
        _ list: SidebarList, metrics m: SidebarMetrics, background: Background, traits: Traits, width: Double,
        height: Double, contentTop: Double, tint: RGBA8?, direction: LayoutDirection
    ) throws(FontError) -> Layer {
        let style = m.platterInset != nil ? traits.glassInterfaceStyle : traits.userInterfaceStyle
        let category = traits.preferredContentSizeCategory
        let bodySize = DynamicType.size(.body, category)
        let grow = DynamicType.leading(.body, category) - DynamicType.leading(.body, .large)
        let tracking = traits.drawnRelease.tracking
        let regular = try traits.fonts.style(.regular, size: bodySize, tracking: tracking)
        let bold = try traits.fonts.style(.semibold, size: bodySize, tracking: tracking)
        // The header scales with Body (BarScope's table has no Title 3 row: an approximation
        // off the Large size).
        let header = try traits.fonts.style(
            m.headerWeight, size: m.headerSize * bodySize / SymbolMetrics.bodySize, tracking: tracking)
        let tintColor = tint ?? SemanticColors.systemBlue.resolved(style)
        let label = SemanticColors.label.resolved(style)
        let rowHeight = m.rowHeight + grow
        // A glyph's box: Body's leading, the symbol image's layout height
        // (`defaultImageViewSymbolImageLayoutHeightForTraitCollection:`, iPadOS 18.0 decompile).
        let imageBox = DynamicType.leading(.body, category)
        // On iPadOS 26 the rows sit on the platter, inset from the column's leading edge.
        let originX = m.platterInset ?? 0
        let cellWidth = width - originX - 2 * m.cellInset

        var root = Layer(
            className: "UICollectionView", frame: PointRect(x: 0, y: 0, width: width, height: height),
            source: m.source)
        root.notes = [
            "\(m.release) sidebar (UICollectionLayoutListConfiguration .sidebar): \(m.look == .tintSelection ? "the selected row is filled with the tint colour" : "the selected row is a pill under tinted, bold text")"
        ]
        if let inset = m.platterInset {
            var platter = Layer(
                className: "_UISidebarPlatterView",
                frame: PointRect(x: inset, y: inset, width: width - inset, height: height - 2 * inset),
                source: "_UISidebarPlatformMetrics_Floating: glass variant 9, radius 22, insets 10")
            let look = GlassLook(
                style: style, reduceTransparency: traits.reduceTransparency,
                highContrast: traits.accessibilityContrast == .high, fit: traits.glassFit)
            platter.shape = .roundedRectangle(radius: m.platterRadius, curve: .continuous)
            (platter.effect, platter.drawing) = look.drawn(
                width: platter.frame.width, height: platter.frame.height, radius: m.platterRadius)
            platter.shadows = look.shadows
            platter.source! += "; " + look.source
            root.children.append(platter)
            root.notes.append(
                "iPadOS 26: the floating sidebar's glass and its row look are estimates (research §H.4: its colours are not public)"
            )
        } else {
            switch background {
            case .list:
                root.backgroundColor = SidebarMetrics.listBackground.resolved(style)
                root.notes.append("the list's background: \(SidebarMetrics.listBackground.name ?? "")")
            case .material:
                let material = BlurStyle.systemMaterial.material(style)
                root.effect = .backdrop(BackdropSettings(stages: material.backdrop))
                root.notes.append("sidebarBackgroundEffect: UIBlurEffect style 8 (systemMaterial), \(material.source)")
            }
        }
        var y = contentTop
        var index = 0
        for (number, section) in list.sections.enumerated() {
            if let title = section.header, !title.isEmpty {
                let line = TextLine(title, style: header).truncated(toWidth: cellWidth - 2 * m.contentLeading)
                root.children.append(
                    Layer(
                        className: "UICollectionViewListCell",
                        frame: PointRect(
                            x: originX + m.cellInset, y: y, width: cellWidth, height: m.headerHeight + grow),
                        children: [
                            Layer(
                                className: "UILabel",
                                frame: PointRect(
                                    x: m.contentLeading, y: m.headerBaseline + grow - header.ascent,
                                    width: line.width, height: header.ascent + header.descent),
                                drawing: .text(
                                    line,
                                    color: m.look == .pill ? SemanticColors.secondaryLabel.resolved(style) : label,
                                    x: 0, baseline: header.ascent),
                                source: "the section's header (defaultSidebarHeaderFont)")
                        ],
                        source: "a sidebar header, section \(number)"))
                y += m.headerHeight + grow
            }
            for item in section.items {
                let selected = index == list.selectedIndex
                index += 1
                var cell = Layer(
                    className: "UICollectionViewListCell",
                    frame: PointRect(x: originX + m.cellInset, y: y, width: cellWidth, height: rowHeight),
                    source: "UICollectionViewListCell (sidebar cell)")
                let textColor: RGBA8, imageColor: RGBA8
                if selected {
                    var fill: Layer
                    switch m.look {
                    case .tintSelection:
                        fill = Layer(
                            className: "_UISystemBackgroundView",
                            frame: PointRect(x: 0, y: 0, width: cellWidth, height: rowHeight),
                            backgroundColor: tintColor,
                            source: "selected and key: the tint colour (_applySelectedOrDropTargetAppearance…)")
                        textColor = .white
                        imageColor = .white
                    case .pill:
                        let dark = style == .dark
                        fill = Layer(
                            className: "_UISystemBackgroundView",
                            frame: PointRect(x: 0, y: 0, width: cellWidth, height: rowHeight),
                            backgroundColor: dark
                                ? SemanticColors.secondarySystemFill.dark : SemanticColors.systemBackground.light,
                            source: dark
                                ? "iPadOS 18 sidebar metrics: secondarySystemFill (dark)"
                                : "iPadOS 18 sidebar metrics: systemBackground, with a shadow (cupertino_sidebar's numbers: low)"
                        )
                        if !dark { fill.shadows = [SidebarMetrics.pillShadow] }
                        textColor = tintColor
                        imageColor = tintColor
                    }
                    fill.shape = .roundedRectangle(radius: m.cornerRadius, curve: .continuous)
                    cell.children.append(fill)
                } else {
                    textColor = label
                    imageColor = tintColor
                }
                let font = selected && m.look == .pill ? bold : regular
                // A row's title and image as a tab item gives them, a symbol as a sidebar
                // configures it (`defaultImageSymbolConfigurationForTraitCollection:`: Body, large).
                let (title, icon) = try item.face(
                    selected: false, color: imageColor, iconSize: imageBox,
                    symbol: SymbolConfiguration(
                        pointSize: bodySize, weight: .regular, scale: .large,
                        source:
                            "UITableConstants_IOS defaultImageSymbolConfigurationForTraitCollection: Body, large scale")
                )
                var textX = m.contentLeading
                if let icon {
                    let size = icon.drawnSize(onScreen: traits.displayScale) ?? (imageBox, imageBox)
                    cell.children.append(
                        Layer(
                            className: "UIImageView",
                            frame: PointRect(
                                x: m.contentLeading + (m.imageColumn - size.width) / 2,
                                y: (rowHeight - size.height) / 2, width: size.width, height: size.height),
                            drawing: icon,
                            source:
                                "the row's image: Body, large scale (defaultImageSymbolConfigurationForTraitCollection:)"
                        ))
                    textX += m.imageColumn + m.imageToText
                }
                if let title, !title.isEmpty {
                    let line = TextLine(title, style: font).truncated(toWidth: max(0, cellWidth - textX - 8))
                    let lineHeight = font.ascent + font.descent
                    cell.children.append(
                        Layer(
                            className: "UILabel",
                            frame: PointRect(
                                x: textX, y: (rowHeight - lineHeight) / 2, width: line.width, height: lineHeight),
                            drawing: .text(line, color: textColor, x: 0, baseline: font.ascent),
                            source: selected
                                ? (m.look == .pill ? "selected: the tint colour, bold" : "selected: white on the tint")
                                : "labelColor, Body"))
                }
                root.children.append(cell)
                y += rowHeight
            }
        }
        return direction == .rightToLeft ? root.mirroredForRightToLeft() : root
    }
}
