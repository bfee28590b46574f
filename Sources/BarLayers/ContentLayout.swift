import Compositing
import Raster
import Typesetting
import Vector

/// One piece of a bar's content: where it goes, in the bar's coordinates (points), and what it
/// draws, placed relative to its own frame.
package struct ContentPiece: Sendable, Equatable {
    package var frame: PointRect
    package var drawing: LayerDrawing?
    package var isHidden = false
    /// Parts inside it (a button's title or icon, a tab's icon, label and badge), by role.
    package var parts: [ContentRole: ContentPiece] = [:]
    /// Views of a role that sit inside this piece rather than in the bar's plan (an iOS 26
    /// capsule's buttons), by role.
    package var nested: [ContentRole: [ContentPiece]] = [:]
    package var clipsToBounds = false
    /// The view's outline (a glass capsule's), and what it draws besides its drawing (a
    /// capsule's glass).
    package var shape: NodeShape = .rectangle
    package var effect: LayerEffect?
    /// Shadows of its outline drawn beneath it (a glass capsule's edge), bottom to top.
    package var shadows: [LayerShadow] = []
    /// Why a layer capture records nothing of it (``Layer/leftOutOfLayerCapture``).
    package var leftOutOfLayerCapture: String?
    /// Where the piece's numbers come from, for `tree` (``ContentMetrics`` when nil).
    package var source: String?
    /// What `tree` and `explain` say of the view besides its properties (``Layer/notes``).
    package var notes: [String] = []

    package init(frame: PointRect, drawing: LayerDrawing? = nil, isHidden: Bool = false) {
        self.frame = frame
        self.drawing = drawing
        self.isHidden = isHidden
    }
}

/// A bar's content, laid out: the pieces of each content role, in order.
package struct ContentPlan: Sendable, Equatable {
    package var pieces: [ContentRole: [ContentPiece]] = [:]

    package init() {}

    subscript(role: ContentRole) -> [ContentPiece] {
        get { pieces[role] ?? [] }
        set { pieces[role] = newValue }
    }
}

/// Lays out what a bar shows, from its items and the metrics of ``ContentMetrics``: the
/// navigation bar's back button, items, title, large title and prompt; the tab bar's items; the
/// toolbar's items.
package struct ContentLayout {
    let appearance: BarAppearance
    /// The environment the bar is drawn in.
    let traits: Traits
    /// Where the bar sits.
    let placement: BarPlacement
    let stack: BarStack
    let colors: ContentColors
    /// Fonts and kerning the text attributes set.
    var attributes = ContentFonts()

    /// The fonts titles and items are set in.
    var fonts: FontSet { traits.fonts }
    /// The glass bars' metrics, which a glass design carries (``GlassDesign``); only the glass
    /// plans read them.
    var glassMetrics: GlassMetrics {
        guard let metrics = traits.design.glassMetrics else {
            preconditionFailure("a glass plan in a design without glass metrics")
        }
        return metrics
    }
    /// The drawn release's row (what it can do and draws).
    var release: IOSVersion { traits.drawnRelease }
    var width: Double { placement.width }
    var buttons: ContentMetrics.ButtonLayout { stack.buttonLayout }
    /// The height of the row the content sits in (44 pt portrait, 32 or 44 in landscape).
    var rowHeight: Double { placement.rowHeight }
    /// The baseline of titles and button titles from the row's top.
    var rowBaseline: Double {
        // A sheet's bar: the 44-point guides start `contentTop` down, the baseline 28 below.
        placement.contentTop.map { $0 + ContentMetrics.rowBaseline } ?? ContentMetrics.rowBaseline(rowHeight: rowHeight)
    }
    /// Where content may start on the leading side: the safe area's edge (0 in portrait).
    var leadingEdge: Double { placement.sideInset }

    /// The colour of titles (``ContentColors``).
    var titleColor: RGBA8 { colors.title }
    /// The colour of items.
    var tint: RGBA8 { colors.item }

    /// The style of a text UIKit sets at `weight` and `size`, with what its text attributes
    /// change: a font's size or weight, an app's font (set without SF's tracking), a kern.
    func style(_ weight: FontWeight, _ size: Double, _ attributes: TextAttributes? = nil) throws(FontError)
        -> TextStyle
    {
        let font = attributes?.font
        let (weight, size) = (font?.weight ?? weight, font?.size ?? size)
        var style = try fonts.style(weight, size: size, tracking: release.tracking)
        if let custom = font?.custom {
            style.font = custom
            style.tracking = 0
            style.fallback = fonts.fallback(behindAppFont: weight, size: size)
        }
        style.kern = attributes?.kern
        return style
    }

    // MARK: Navigation bar

    /// The content of a bar of iOS 9 to 18 (``LegacyDesign``, ``AppearanceDesign``).
    func edgeToEdgePlan(_ kind: BarKind) throws(FontError) -> ContentPlan {
        switch kind {
        case .navigationBar: return try navigationPlan()
        case .tabBar: return try tabPlan()
        case .toolbar: return try toolbarPlan()
        }
    }

    func navigationPlan() throws(FontError) -> ContentPlan {
        var plan = ContentPlan()
        let item = appearance.topItem ?? NavigationItem()
        let rowTop = placement.promptHeight
        let row = PointRect(x: 0, y: rowTop, width: width, height: rowHeight)
        plan[.contentView] = [ContentPiece(frame: row)]

        // Leading side: the back button (when the item beneath exists and nothing replaces it),
        // else the left items; trailing side: the right items, from the edge inward.
        let showsBack = appearance.backItem != nil && !item.hidesBackButton && item.leftBarButtonItems.isEmpty
        var leadingEnd = leadingEdge
        if showsBack {
            let drop =
                ContentMetrics.isCompactRow(rowHeight)
                ? ContentMetrics.compactBackIndicatorDrop : ContentMetrics.backIndicatorDrop(scale: traits.displayScale)
            let chevron = PointRect(
                x: leadingEdge + ContentMetrics.backIndicatorX,
                y: rowTop + rowBaseline + drop - Icon.chevronSize.height,
                width: Icon.chevronSize.width, height: Icon.chevronSize.height)
            var indicator = ContentPiece(frame: chevron)
            indicator.drawing = .icon(.backChevron, path: try Icon.backChevron.path(size: 0), color: tint)
            plan[.backIndicator] = [indicator]
            leadingEnd = chevron.x + chevron.width
        }
        let leftItems = try placeItems(item.leftBarButtonItems, leading: true, rowTop: rowTop)
        let rightItems = try placeItems(item.rightBarButtonItems, leading: false, rowTop: rowTop)
        plan[.item(.leading)] = leftItems
        plan[.item(.trailing)] = rightItems
        if let last = leftItems.last { leadingEnd = max(leadingEnd, last.frame.x + last.frame.width) }
        let trailingStart = rightItems.last.map { $0.frame.x } ?? width - placement.sideInset

        // The title: centred on the bar if it fits between the sides, else moved to fit, and
        // cut with "…" when too long (UIKit's single-line title).
        let large = placement.largeTitleHeight > 0
        var titleSpan: (Double, Double)?
        if let title = item.title, !title.isEmpty {
            let line = TextLine(title, style: try style(.semibold, ContentMetrics.titleSize, attributes.title))
            let (x, shown) = placeCentred(
                line, between: leadingEnd + ContentMetrics.titleSpacing,
                and: trailingStart - ContentMetrics.titleSpacing)
            var piece = ContentPiece(
                frame: labelFrame(x: x, width: shown.width, baseline: rowTop + rowBaseline, style: shown.style))
            piece.drawing = .text(shown, color: titleColor, x: 0, baseline: rowBaseline + rowTop - piece.frame.y)
            // With a large title showing, the row's small title is hidden until it collapses.
            piece.isHidden = large
            plan[.title] = [piece]
            if !large { titleSpan = (x, x + shown.width) }
        }

        if showsBack, let back = appearance.backItem {
            // UIKit's order: the back button's own title, the previous title, "Back", then the
            // chevron alone, whichever first fits before the title.
            let labelX = leadingEnd + ContentMetrics.backTitleGap
            let limit = (titleSpan?.0 ?? trailingStart) - ContentMetrics.titleSpacing
            let candidates = back.backButtonDisplayMode.candidates(for: back, language: fonts.language)
            let style = try style(.regular, ContentMetrics.buttonSize, attributes.backTitle)
            // The button: from the chevron to the end of its title, the row's height.
            let buttonX = leadingEdge + ContentMetrics.backIndicatorX
            var button = ContentPiece(
                frame: PointRect(x: buttonX, y: rowTop, width: leadingEnd - buttonX, height: rowHeight))
            if let fitting = candidates.lazy.map({ TextLine($0, style: style) }).first(where: {
                labelX + $0.width <= limit
            }) {
                var label = ContentPiece(
                    frame: labelFrame(x: labelX, width: fitting.width, baseline: rowTop + rowBaseline, style: style))
                label.drawing = .text(
                    fitting, color: colors.backTitle, x: 0, baseline: rowTop + rowBaseline - label.frame.y)
                button.frame.width = labelX + fitting.width - button.frame.x
                button.parts[.label] = label
            }
            plan[.backButton] = [button]
        }
        // The rows of buttons each side (iOS 11's `_UIButtonBarStackView`s): around their buttons,
        // from the edge inset.
        for side in [ContentSide.leading, .trailing] {
            let items = plan[.item(side)]
            guard let first = items.first, let last = items.last else { continue }
            let minX = min(first.frame.x, last.frame.x),
                maxX = max(first.frame.x + first.frame.width, last.frame.x + last.frame.width)
            plan[.itemStack(side)] = [
                ContentPiece(frame: PointRect(x: minX, y: rowTop, width: maxX - minX, height: rowHeight))
            ]
        }

        if placement.largeTitleHeight > 0, let title = item.title, !title.isEmpty {
            plan[.largeTitle] = [try largeTitle(title, below: rowTop + rowHeight + placement.rowExtension)]
        }

        if let prompt = item.prompt, !prompt.isEmpty {
            let style = try style(.regular, ContentMetrics.promptSize)
            let line = TextLine(prompt, style: style).truncated(toWidth: width - 2 * (leadingEdge + buttons.edgeInset))
            let view = PointRect(x: 0, y: 0, width: width, height: ContentMetrics.promptHeight)
            var piece = ContentPiece(frame: view)
            var label = ContentPiece(
                frame: labelFrame(
                    x: (width - line.width) / 2, width: line.width, baseline: ContentMetrics.promptBaseline,
                    style: style))
            label.drawing = .text(
                line, color: titleColor, x: 0, baseline: ContentMetrics.promptBaseline - label.frame.y)
            piece.parts[.label] = label
            plan[.prompt] = [piece]
        }
        return plan
    }

    /// The large-title view below the row (its top at `top`), clipping its label as it
    /// collapses (the label moves up with the view's bottom).
    func largeTitle(_ title: String, below top: Double, margin edge: Double? = nil) throws(FontError) -> ContentPiece {
        let area = PointRect(x: 0, y: top, width: width, height: placement.largeTitleHeight)
        let margin = leadingEdge + (edge ?? ContentMetrics.largeTitleMargin(isPlus: placement.isPlus))
        let scaled = DynamicType.largeTitle(traits.preferredContentSizeCategory)
        let style = try style(.bold, scaled.size, attributes.largeTitle)
        let line = TextLine(title, style: style).truncated(toWidth: width - 2 * margin)
        // Collapsing, the view shrinks from its full height and the label rides its bottom.
        let baseline = area.y + scaled.baseline - (scaled.height - placement.largeTitleHeight)
        var view = ContentPiece(frame: area)
        view.clipsToBounds = true
        var label = ContentPiece(frame: labelFrame(x: margin, width: line.width, baseline: baseline, style: style))
        label.drawing = .text(line, color: colors.largeTitle, x: 0, baseline: baseline - label.frame.y)
        view.parts[.label] = label
        return view
    }

    /// A label's frame around a line of text: its ascent above the baseline, its descent below.
    func labelFrame(x: Double, width: Double, baseline: Double, style: TextStyle) -> PointRect {
        PointRect(x: x, y: baseline - style.ascent, width: width, height: style.ascent + style.descent)
    }

    /// Where a line goes to be centred on the bar between `left` and `right`: centred on the bar
    /// when it fits there, else pushed to fit, else cut to the space.
    func placeCentred(_ line: TextLine, between left: Double, and right: Double) -> (Double, TextLine) {
        let space = max(0, right - left)
        let shown = line.truncated(toWidth: space)
        var x = (width - shown.width) / 2
        if x < left { x = left }
        if x + shown.width > right { x = right - shown.width }
        return (x, shown)
    }

    /// Bar button items in a row from one edge: the first item is the outermost.
    func placeItems(_ items: [BarButtonItem], leading: Bool, rowTop: Double) throws(FontError) -> [ContentPiece] {
        var pieces: [ContentPiece] = []
        var edge = placement.sideInset + buttons.rowInset(isPlus: placement.isPlus)
        for item in items {
            guard var piece = try button(item, rowTop: rowTop) else { continue }
            let padding = piece.parts[.label] != nil ? buttons.titlePadding : 0
            piece.frame.width += padding
            piece.frame.x = leading ? edge : width - edge - piece.frame.width
            // The title sits on the side away from the edge's padding.
            if var label = piece.parts[.label] {
                label.frame.x = piece.frame.x + (leading ? padding : 0)
                piece.parts[.label] = label
            }
            if var image = piece.parts[.image] {
                if let padding = buttons.imagePadding, piece.parts[.label] == nil {
                    // The outermost image button has the edge's padding on that side.
                    let outer = pieces.isEmpty ? padding.edge : padding.inner
                    piece.frame.width = outer + image.frame.width + padding.inner
                    piece.frame.x = leading ? edge : width - edge - piece.frame.width
                    image.frame.x = piece.frame.x + (leading ? outer : padding.inner)
                } else {
                    image.frame.x = piece.frame.x + (piece.frame.width - image.frame.width) / 2
                }
                piece.parts[.image] = image
            }
            pieces.append(piece)
            edge += piece.frame.width + buttons.spacing
        }
        return pieces
    }

    /// The colour of an item's glyph (or, `title`, its title) that would otherwise be `base`: the
    /// item's own `tintColor` where it has one, but for a title whose colour an appearance sets;
    /// a disabled item's, UIKit's disabled colour of it (``disabled(_:)``).
    func ink(_ item: BarButtonItem, title: Bool, base: RGBA8) -> RGBA8 {
        let color: RGBA8
        if let own = item.tintColor, !(title && colors.itemTitleSetByAppearance) { color = own } else { color = base }
        return item.isEnabled ? color : disabled(color)
    }

    /// UIKit's disabled colour of `color` in the bar's style (``ContentMetrics/disabledItemColor(_:dark:)``).
    func disabled(_ color: RGBA8) -> RGBA8 {
        ContentMetrics.disabledItemColor(color, dark: appearance.trait(traits.userInterfaceStyle) == .dark)
    }

    /// What `tree` says of a disabled item's button.
    static let disabledNote =
        "enabled = NO (isEnabled: false; UIKit's disabled colour, ContentMetrics.disabledItemColor)"

    /// One bar button, unplaced (x 0): a title, an icon or a template image, noted when disabled.
    /// Nil for spaces.
    func button(_ item: BarButtonItem, rowTop: Double) throws(FontError) -> ContentPiece? {
        guard var piece = try drawnButton(item, rowTop: rowTop) else { return nil }
        if !item.isEnabled { piece.notes.append(Self.disabledNote) }
        return piece
    }

    /// ``button(_:rowTop:)``'s views and colours.
    private func drawnButton(_ item: BarButtonItem, rowTop: Double) throws(FontError) -> ContentPiece? {
        let tint = ink(item, title: false, base: self.tint)
        let baseline = rowTop + rowBaseline
        func titled(_ text: String, bold: Bool) throws(FontError) -> ContentPiece {
            let style = try style(
                bold || item.style.isProminent ? .semibold : .regular, ContentMetrics.buttonSize,
                item.style.isProminent ? attributes.doneItem : attributes.item)
            let line = TextLine(text, style: style)
            var piece = ContentPiece(frame: PointRect(x: 0, y: rowTop, width: line.width, height: rowHeight))
            var label = ContentPiece(frame: labelFrame(x: 0, width: line.width, baseline: baseline, style: style))
            label.drawing = .text(
                line, color: ink(item, title: true, base: item.style.isProminent ? colors.doneItem : self.tint), x: 0,
                baseline: baseline - label.frame.y)
            piece.parts[.label] = label
            return piece
        }
        func iconic(_ drawing: LayerDrawing, size: (width: Double, height: Double)? = nil) -> ContentPiece {
            // A glyph in its box; an image at its own size, the button as much wider as it is.
            let (w, h) = size ?? (buttons.iconSize, buttons.iconSize)
            let buttonWidth = max(buttons.iconButtonWidth, w + buttons.iconButtonWidth - buttons.iconSize)
            var piece = ContentPiece(frame: PointRect(x: 0, y: rowTop, width: buttonWidth, height: rowHeight))
            // From iOS 11 the image sits a device pixel above the row's centre (the dumps'
            // 24 pt image at y 9.67 in the 44 pt row at @3x; decompiled
            // `_imageInsetsForBarButtonItem:` takes `UIRoundToScale(1 / scale)` off its top).
            let raise = buttons.imagePadding == nil ? 0 : 1 / Double(traits.displayScale)
            var image = ContentPiece(
                frame: PointRect(x: 0, y: rowTop + (rowHeight - h) / 2 - raise, width: w, height: h))
            image.drawing = drawing
            piece.parts[.image] = image
            return piece
        }
        switch item.kind {
        case let .title(text): return try titled(text, bold: false)
        case let .image(.symbol(symbol)):
            let place: SymbolPlace = placement.position.compact ? .compactBarButton : .barButton
            let glyph = symbol.glyph(release.symbolConfiguration(place), fallbackSize: buttons.iconSize)
            return iconic(.symbol(glyph, color: tint), size: (glyph.width, glyph.height))
        case let .image(image): return iconic(.template(image, color: tint), size: naturalSize(image))
        case let .system(system):
            switch system.look(language: fonts.language) {
            case let .title(text, bold): return try titled(text, bold: bold)
            case let .icon(icon):
                // iOS 11+ draws the glyphs a reference measured in their own image boxes.
                if buttons.imagePadding != nil, let glyph = release.measuredGlyph(icon) {
                    return iconic(.icon(icon, path: glyph.path, color: tint), size: (glyph.width, glyph.height))
                }
                return iconic(.icon(icon, path: try icon.path(size: buttons.iconSize), color: tint))
            case .space: return nil
            }
        }
    }

    /// An item image's size in points, as UIKit draws it: its pixels over its scale, which is the
    /// `@2x`/`@3x` of its file name (as `UIImage(named:)` reads it), else the screen's (an asset
    /// made for the device). Nil for images without pixels.
    func naturalSize(_ image: BarImage) -> (width: Double, height: Double)? {
        image.pointSize(onScreen: traits.displayScale)
    }

    /// The size an item's image is drawn at: an image's natural size, a symbol's box as its
    /// place configures it; nil for a glyph, which fills the place's box.
    func drawnSize(_ drawing: LayerDrawing) -> (width: Double, height: Double)? {
        drawing.drawnSize(onScreen: traits.displayScale)
    }

    // MARK: Toolbar

    /// Toolbar items across the bar: flexible spaces share what the others leave; without any,
    /// the items follow each other from the leading edge.
    func toolbarPlan() throws(FontError) -> ContentPlan {
        var plan = ContentPlan()
        let items = appearance.toolbarItems
        var pieces: [ContentPiece?] = []
        for item in items { pieces.append(try button(item, rowTop: 0)) }
        // iOS 11+ (`_UIButtonBarStackView`, the navigation bar's): an image button at either end
        // of the bar is its image with the edge's padding on the outer side and the inner
        // padding on the other, its row 8 pt inside the layout margin, so that the image sits
        // at the margin (cineaste-ios's iOS 13-15 references: a leading `trash`'s ink starts
        // 17.5 pt from the toolbar's edge, the glyph's own bearing past the 16-pt margin).
        // Between the ends, buttons keep their centred glyphs.
        let buttonIndices = pieces.indices.filter { pieces[$0] != nil }
        var outerImage: [Int: Double] = [:]  // index: the image's offset in its button
        if let padding = buttons.imagePadding {
            for (index, leading) in [(buttonIndices.first, true), (buttonIndices.last, false)] {
                guard let index, outerImage[index] == nil, var piece = pieces[index], piece.parts[.label] == nil,
                    let image = piece.parts[.image]
                else { continue }
                piece.frame.width = padding.edge + image.frame.width + padding.inner
                pieces[index] = piece
                outerImage[index] = leading ? padding.edge : padding.inner
            }
        }
        let titleInset = placement.sideInset + buttons.edgeInset + buttons.titlePadding
        let imageInset = placement.sideInset + buttons.rowInset(isPlus: placement.isPlus)
        let leftInset = buttonIndices.first.map { outerImage[$0] != nil } == true ? imageInset : titleInset
        let rightInset =
            buttonIndices.last.map { outerImage[$0] != nil && $0 != buttonIndices.first } == true
            ? imageInset : titleInset
        let flexible = items.filter { $0.kind == .system(.flexibleSpace) }.count
        let fixed = items.enumerated().reduce(0.0) { sum, entry in
            let (index, item) = entry
            if item.kind == .system(.fixedSpace) { return sum + item.width }
            return sum + (pieces[index]?.frame.width ?? 0)
        }
        let placed = pieces.compactMap { $0 }.count
        let spacing = buttons.spacing * Double(max(0, placed - 1))
        let free = max(0, width - leftInset - rightInset - fixed - spacing)
        var x = leftInset
        var placedPieces: [ContentPiece] = []
        for (index, item) in items.enumerated() {
            if item.kind == .system(.flexibleSpace) {
                x += free / Double(flexible)
                continue
            }
            if item.kind == .system(.fixedSpace) {
                x += item.width
                continue
            }
            guard var piece = pieces[index] else { continue }
            piece.frame.x = x
            for role in [ContentRole.label, .image] {
                guard var part = piece.parts[role] else { continue }
                part.frame.x =
                    role == .image ? x + (outerImage[index] ?? (piece.frame.width - part.frame.width) / 2) : x
                piece.parts[role] = part
            }
            placedPieces.append(piece)
            x += piece.frame.width + buttons.spacing
        }
        plan[.item(.toolbar)] = placedPieces
        if let first = placedPieces.first, let last = placedPieces.last {
            plan[.contentView] = [ContentPiece(frame: PointRect(x: 0, y: 0, width: width, height: rowHeight))]
            plan[.itemStack(.toolbar)] = [
                ContentPiece(
                    frame: PointRect(
                        x: first.frame.x, y: 0, width: last.frame.x + last.frame.width - first.frame.x,
                        height: rowHeight))
            ]
        }
        return plan
    }

    // MARK: Tab bar

    /// Tab bar items, evenly across the bar (within the side safe areas): each an icon above a
    /// label, or in landscape from iOS 11 (``Traits/inlineTabItems``) beside it, with its badge.
    func tabPlan() throws(FontError) -> ContentPlan {
        var plan = ContentPlan()
        let items = appearance.tabItems
        guard !items.isEmpty else { return plan }
        let n = Double(items.count)
        let inset = placement.sideInset + ContentMetrics.tabButtonInset
        let buttonWidth = (width - 2 * inset - ContentMetrics.tabButtonGap * (n - 1)) / n
        // An iPad lays out more than 8 items stacked (``PadBarMetrics/maximumInlineTabItems``).
        let inline =
            traits.inlineTabItems && !(traits.padBars && items.count > PadBarMetrics.maximumInlineTabItems)
        let iconSize = inline ? ContentMetrics.inlineTabIconSize(rowHeight: rowHeight) : ContentMetrics.tabIconSize
        let labelSize = inline ? ContentMetrics.inlineTabLabelSize : ContentMetrics.tabLabelSize
        let labelStyles = (
            normal: try style(.medium, labelSize, attributes.tabNormal),
            selected: try style(.medium, labelSize, attributes.tabSelected)
        )
        var buttons: [ContentPiece] = []
        let tabItems = release.tabItems
        // An iPad in regular width lays its items out as ``PadBarMetrics`` says; its inline items
        // take the tab bar's symbol configuration (style 1), a phone's the compact one.
        let symbolPlace: SymbolPlace = inline && !traits.padBars ? .compactTabBar : .tabBar
        let faces = try items.enumerated().map { (index, item) throws(FontError) in
            try tabFace(item, selected: index == appearance.selectedIndex, iconSize: iconSize, place: symbolPlace)
        }
        let slots =
            traits.padBars
            ? padTabSlots(
                faces.enumerated().map { (index, face) in
                    inlineWidth(
                        title: face.title, icon: face.icon, iconSize: iconSize,
                        style: index == appearance.selectedIndex ? labelStyles.selected : labelStyles.normal)
                }, inline: inline) : nil
        for (index, item) in items.enumerated() {
            let selected = index == appearance.selectedIndex
            let (title, icon) = faces[index]
            let slot: (x: Double, width: Double) =
                slots?[index] ?? (inset + Double(index) * (buttonWidth + ContentMetrics.tabButtonGap), buttonWidth)
            let tab = TabContent(
                x: slot.x, width: slot.width,
                title: title.flatMap { $0.isEmpty ? nil : $0 },
                icon: icon, iconSize: iconSize, labelStyle: selected ? labelStyles.selected : labelStyles.normal,
                labelColor: tabColors(item, selected: selected).title)
            var (button, iconBox) = inline ? inlineTabButton(tab) : stackedTabButton(tab, tabItems)
            if let value = item.badgeValue {
                // 2 pt below the button's top; inline, as far above the icon as in the dumps'
                // stacked layout (no reference measures a landscape badge).
                let above = ContentMetrics.TabItemMetrics.dumped.iconCenterY - ContentMetrics.tabIconSize / 2
                let top =
                    inline
                    ? max(0, iconBox.y - (above - ContentMetrics.badgeTop))
                    : button.frame.y + ContentMetrics.badgeTop
                // Beside the icon; on an item with no image, beside its title (or its centre).
                let left =
                    tab.icon != nil || !tabItems.badgeBesideTitle
                    ? iconBox.x + iconBox.width - ContentMetrics.badgeOverlap
                    : (button.parts[.label].map { $0.frame.x + $0.frame.width } ?? tab.x + tab.width / 2)
                        - ContentMetrics.badgeTitleOverlap
                button.parts[.badge] = try badge(value, left: left, top: top)
            }
            buttons.append(button)
        }
        plan[.tabButton] = buttons
        return plan
    }

    /// Where an iPad in regular width puts its tab items across the bar, given each inline item's
    /// own width (icon, gap, title): inline, at their own widths with the free width shared
    /// equally before, between and after them (each item's button its width plus one share,
    /// centred on it); stacked, 80 wide and 30 apart as a centred group where the bar is wider
    /// than 110 × n − 30 (``PadBarMetrics``, from the iOS 18.2 decompile's `-_layoutTabBarItems`).
    /// Nil: the items fill the bar as a phone's do.
    func padTabSlots(_ widths: [Double], inline: Bool) -> [(x: Double, width: Double)]? {
        let n = Double(widths.count)
        if inline {
            let total = widths.reduce(0, +)
            let share = max(0, ((width - total) / (n + 1)).rounded())
            var x = max(0, ((width - total - share * n) / 2).rounded(.down))
            return widths.map { w in
                defer { x += w + share }
                return (x, w + share)
            }
        }
        let itemWidth = PadBarMetrics.centredTabItemWidth, spacing = PadBarMetrics.centredTabItemSpacing
        guard width > (itemWidth + spacing) * n - spacing else { return nil }
        let start = (width / 2 - (itemWidth * n + spacing * (n - 1)) / 2).rounded()
        return widths.indices.map { (start + Double($0) * (itemWidth + spacing), itemWidth) }
    }

    /// An inline tab item's own width: its icon, the gap and its title (``inlineTabButton(_:)``).
    func inlineWidth(title: String?, icon: LayerDrawing?, iconSize: Double, style: TextStyle) -> Double {
        let iconWidth = icon.map { drawnSize($0)?.width ?? iconSize } ?? 0
        let titleWidth = title.flatMap { $0.isEmpty ? nil : TextLine($0, style: style).width } ?? 0
        return iconWidth + (icon != nil && titleWidth > 0 ? ContentMetrics.inlineTabTitleGap : 0) + titleWidth
    }

    /// What a tab item shows: its title and its icon (a system item's glyph, selected or not, at
    /// `iconSize`; an app's image as a template), in the state's colour.
    /// A symbol is drawn as UIKit configures it in `place` (``IOSVersion/symbolConfiguration(_:)``);
    /// in its own colours, black (a monochrome symbol's own colour, low confidence).
    func tabFace(_ item: TabBarItem, selected: Bool, iconSize: Double, place: SymbolPlace = .tabBar)
        throws(FontError) -> (title: String?, icon: LayerDrawing?)
    {
        try item.face(
            selected: selected, color: tabColors(item, selected: selected).icon, iconSize: iconSize,
            symbol: release.symbolConfiguration(place))
    }

    /// A tab item's icon and title colours: the selected or the unselected ones; a disabled item
    /// (`isEnabled: false`) the unselected ones at ``ContentMetrics/disabledTabItemAlpha``.
    func tabColors(_ item: TabBarItem, selected: Bool) -> (icon: RGBA8, title: RGBA8) {
        guard item.isEnabled else {
            let alpha = ContentMetrics.disabledTabItemAlpha
            func faded(_ c: RGBA8) -> RGBA8 { c.with(alpha: UInt8((Double(c.a) * alpha).rounded())) }
            return (faded(colors.tabNormalIcon), faded(colors.tabNormalTitle))
        }
        return selected
            ? (colors.tabSelectedIcon, colors.tabSelectedTitle) : (colors.tabNormalIcon, colors.tabNormalTitle)
    }

    /// A tab icon in its box: a glyph fills the box; an image keeps its own size, centred where
    /// the box is.
    func tabImage(_ icon: LayerDrawing, in box: PointRect) -> ContentPiece {
        var frame = box
        if let (w, h) = drawnSize(icon) {
            frame = PointRect(x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h)
        }
        var image = ContentPiece(frame: frame)
        image.drawing = icon
        return image
    }

    /// One tab item before it is laid out: its button's place across the bar, and what it shows.
    struct TabContent {
        let x: Double
        let width: Double
        let title: String?
        let icon: LayerDrawing?
        let iconSize: Double
        let labelStyle: TextStyle
        let labelColor: RGBA8
    }

    /// A stacked tab button: the icon centred `tabItems.iconCenterY` below its top, the label
    /// below it (higher on an item with no image). Returns the button and its icon's box.
    func stackedTabButton(_ tab: TabContent, _ tabItems: ContentMetrics.TabItemMetrics) -> (ContentPiece, PointRect) {
        let frame = PointRect(
            x: tab.x, y: ContentMetrics.tabButtonTop, width: tab.width, height: ContentMetrics.tabButtonHeight)
        var button = ContentPiece(frame: frame)
        let iconBox = PointRect(
            x: tab.x + (tab.width - tab.iconSize) / 2, y: frame.y + tabItems.iconCenterY - tab.iconSize / 2,
            width: tab.iconSize, height: tab.iconSize)
        if let icon = tab.icon { button.parts[.image] = tabImage(icon, in: iconBox) }
        if let title = tab.title {
            let line = TextLine(title, style: tab.labelStyle).truncated(toWidth: tab.width - 2)
            let baseline = frame.y + (tab.icon == nil ? tabItems.titleOnlyBaseline : tabItems.labelBaseline)
            var label = ContentPiece(
                frame: labelFrame(
                    x: tab.x + (tab.width - line.width) / 2, width: line.width, baseline: baseline,
                    style: tab.labelStyle))
            label.drawing = .text(line, color: tab.labelColor, x: 0, baseline: baseline - label.frame.y)
            button.parts[.label] = label
        }
        return (button, iconBox)
    }

    /// An inline tab button (landscape, iOS 11+): the icon, the gap and the title as one group
    /// centred in the button and on the bar's row (``ContentMetrics``'s inline tab metrics).
    /// Returns the button and its icon's box.
    func inlineTabButton(_ tab: TabContent) -> (ContentPiece, PointRect) {
        let centreY = rowHeight / 2
        var button = ContentPiece(
            frame: PointRect(
                x: tab.x, y: ContentMetrics.tabButtonTop, width: tab.width,
                height: rowHeight - ContentMetrics.tabButtonTop))
        var iconWidth = tab.icon == nil ? 0.0 : tab.iconSize
        var imageSize = (width: tab.iconSize, height: tab.iconSize)
        if let icon = tab.icon, let natural = drawnSize(icon) {
            imageSize = natural
            iconWidth = natural.width
        }
        let gap = tab.icon == nil ? 0 : ContentMetrics.inlineTabTitleGap
        let line = tab.title.map {
            TextLine($0, style: tab.labelStyle).truncated(toWidth: max(0, tab.width - iconWidth - gap))
        }
        let groupWidth = iconWidth + (line.map { gap + $0.width } ?? 0)
        let groupX = tab.x + (tab.width - groupWidth) / 2
        let iconBox = PointRect(x: groupX, y: centreY - tab.iconSize / 2, width: iconWidth, height: tab.iconSize)
        if let icon = tab.icon {
            var image = ContentPiece(
                frame: PointRect(
                    x: iconBox.x + (iconBox.width - imageSize.width) / 2, y: centreY - imageSize.height / 2,
                    width: imageSize.width, height: imageSize.height))
            image.drawing = icon
            button.parts[.image] = image
        }
        if let line {
            // The title's line box centred on the row.
            let baseline = centreY + (tab.labelStyle.ascent - tab.labelStyle.descent) / 2
            var label = ContentPiece(
                frame: labelFrame(
                    x: groupX + iconWidth + gap, width: line.width, baseline: baseline, style: tab.labelStyle))
            label.drawing = .text(line, color: tab.labelColor, x: 0, baseline: baseline - label.frame.y)
            button.parts[.label] = label
        }
        return (button, iconBox)
    }

    /// A badge: a red capsule with its value in white, its left edge at `left` (an empty value
    /// is the whole disc).
    /// `size` and `padding` are the disc's diameter and the value's inset in a wider capsule.
    /// `textSize` and `weight` are its value's.
    func badge(
        _ value: String, left: Double, top: Double, size: Double = ContentMetrics.badgeHeight,
        padding: Double = ContentMetrics.badgePadding, textSize: Double = ContentMetrics.badgeTextSize,
        weight: FontWeight = .regular
    ) throws(FontError) -> ContentPiece {
        let style = try style(weight, textSize)
        let line = TextLine(value, style: style)
        let h = size, w = value.count <= 1 ? size : max(size, line.width + 2 * padding)
        let frame = PointRect(x: left, y: top, width: w, height: h)
        var piece = ContentPiece(frame: frame)
        piece.drawing = .shapes(
            name: "badge", [.roundedRectangle(x: 0, y: 0, width: w, height: h, radius: h / 2)],
            colors: [colors.badge])
        if !value.isEmpty {
            // The value's line box centred in the capsule.
            let baseline = top + (h - style.ascent - style.descent) / 2 + style.ascent
            var label = ContentPiece(
                frame: labelFrame(
                    x: frame.x + (w - line.width) / 2, width: line.width, baseline: baseline, style: style))
            label.drawing = .text(line, color: .white, x: 0, baseline: baseline - label.frame.y)
            piece.parts[.label] = label
        }
        return piece
    }
}

extension TabBarItem {
    /// What the item shows wherever it is drawn (a tab bar, a sidebar): its title and its icon,
    /// a system item's glyph (selected or not) at `iconSize`, a symbol as `symbol` configures it,
    /// an app's image as a template, all in `color`; in their own colours with
    /// `alwaysOriginal` (a monochrome symbol's own colour taken as black, low confidence).
    func face(selected: Bool, color: RGBA8, iconSize: Double, symbol configuration: SymbolConfiguration)
        throws(FontError) -> (title: String?, icon: LayerDrawing?)
    {
        switch kind {
        case let .system(system):
            let glyph = selected ? system.icons.selected : system.icons.normal
            return (system.title, .icon(glyph, path: try glyph.path(size: iconSize), color: color))
        case let .custom(text, .symbol(symbol)?):
            let glyph = symbol.glyph(configuration, fallbackSize: iconSize)
            return (text, .symbol(glyph, color: renderingMode == .alwaysOriginal ? .black : color))
        case let .custom(text, image):
            return (text, image.map { renderingMode == .alwaysOriginal ? .original($0) : .template($0, color: color) })
        }
    }
}
