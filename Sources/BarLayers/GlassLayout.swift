import Compositing
import Raster
import Typesetting
import Vector

/// iOS 26's navigation bar content: the buttons on glass capsules at the top of the 54-point
/// bar, the title centred on the capsules' line, the large title below (``GlassMetrics`` has
/// the sources of every number).
///
/// Capsules: the back button is a 44-point circle holding the chevron alone, at the margin;
/// icons next to each other share one capsule, 8 points apart inside it (44-point slots); a
/// text button (and Done) has a capsule of its own; capsules are 12 points apart (WWDC25, "Build
/// a UIKit app with the new design": "Each group shares a glass background"; "Text buttons, the
/// system Done and Close buttons, and prominent style buttons have separate glass backgrounds").
extension ContentLayout {
    func glassNavigationPlan() throws(FontError) -> ContentPlan {
        var plan = ContentPlan()
        let item = appearance.topItem ?? NavigationItem()
        let height = glassMetrics.navigationBarHeight
        plan[.contentView] = [ContentPiece(frame: PointRect(x: 0, y: 0, width: width, height: height))]
        // In landscape the items keep 38 points from the edges (``GlassLandscapeMetrics``).
        let margin =
            placement.position.compact
            ? glassMetrics.landscapeMargin(sideInset: placement.sideInset)
            : glassMetrics.margin(width: width) + placement.sideInset
        var platters: [ContentPiece] = []

        var leadingEnd = margin
        let showsBack = appearance.backItem != nil && !item.hidesBackButton && item.leftBarButtonItems.isEmpty
        if showsBack {
            let circle = PointRect(x: margin, y: 0, width: glassMetrics.iconSlot, height: glassMetrics.capsuleHeight)
            let size = Icon.chevronSize
            var chevron = ContentPiece(
                frame: PointRect(
                    x: circle.x + (circle.width - size.width) / 2, y: circle.y + (circle.height - size.height) / 2,
                    width: size.width, height: size.height))
            chevron.drawing = .icon(.backChevron, path: try Icon.backChevron.path(size: 0), color: colors.item)
            if !glassMetrics.layerCapture.recordsBackChevron {
                chevron.leftOutOfLayerCapture = Self.vibrantOmission
            }
            var button = ContentPiece(frame: circle)
            button.nested[.backIndicator] = [chevron]
            button.source = "SweepPic (back button a 44 × 44 circle at x 16); maa (x 20 on 440-point phones)"
            platters.append(platter(circle, holding: [.backButton: [button]]))
            leadingEnd = circle.x + circle.width
        }
        for (leading, items) in [(true, item.leftBarButtonItems), (false, item.rightBarButtonItems)] {
            var edge = leading ? margin : width - margin
            for group in try capsules(items, leading: leading) {
                let x = leading ? edge : edge - group.width
                let frame = PointRect(x: x, y: 0, width: group.width, height: glassMetrics.capsuleHeight)
                platters.append(
                    platter(
                        frame, holding: [.item(leading ? .leading : .trailing): group.buttons(x: x, y: 0)],
                        glass: group.glass, fill: group.fill))
                edge = leading ? x + group.width + glassMetrics.capsuleGap : x - glassMetrics.capsuleGap
            }
            if leading { leadingEnd = max(leadingEnd, edge - (items.isEmpty ? 0 : glassMetrics.capsuleGap)) }
        }
        let trailingStart =
            platters.filter { $0.nested[.item(.trailing)] != nil }.map(\.frame.x).min() ?? width - margin
        plan[.platterContainer] = [ContentPiece(frame: PointRect(x: 0, y: 0, width: width, height: height))]
        plan[.platter] = platters

        let large = placement.largeTitleHeight > 0
        let title = item.title.flatMap { $0.isEmpty ? nil : $0 }
        let subtitle = item.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        // The title, and the subtitle under it, centred as a pair on the capsules' line
        // (``GlassMetrics/subtitleSize``: estimates), each centred on the bar.
        var lines: [(role: ContentRole, line: TextLine, color: RGBA8)] = []
        if let title {
            let size = subtitle == nil ? ContentMetrics.titleSize : glassMetrics.titleWithSubtitleSize
            lines.append((.title, TextLine(title, style: try style(.semibold, size, attributes.title)), titleColor))
        }
        if let subtitle {
            let style = try style(.regular, glassMetrics.subtitleSize)
            lines.append((.subtitle, TextLine(subtitle, style: style), subtitleColor))
        }
        var top = glassMetrics.titleCentre - lines.map { $0.line.style.ascent + $0.line.style.descent }.reduce(0, +) / 2
        for (role, line, color) in lines {
            let (x, shown) = placeCentred(
                line, between: leadingEnd + glassMetrics.capsuleGap, and: trailingStart - glassMetrics.capsuleGap)
            let style = line.style
            var piece = ContentPiece(
                frame: PointRect(x: x, y: top, width: shown.width, height: style.ascent + style.descent))
            piece.drawing = .text(shown, color: color, x: 0, baseline: style.ascent)
            piece.isHidden = large
            if role == .title, !glassMetrics.layerCapture.recordsNavigationTitle {
                piece.leftOutOfLayerCapture = Self.vibrantOmission
            }
            piece.source =
                role == .title && subtitle == nil
                ? "SweepPic (title label y 11.83, height 20.33: centred on the capsules)"
                : "iOS 26's subtitle: the title 15 pt semibold over the subtitle 12 pt regular, centred on the capsules' line (estimates: glassMetrics.subtitleSize)"
            plan[role] = [piece]
            top += style.ascent + style.descent
        }
        if large, let title {
            // The large-title view is iOS 18's 52-point band (``DynamicType``), below the 54-point
            // row: 106 in all, as OpenUIKit (106 / 54), maa (`_restingHeights [54, 106]`) and
            // NoTomorrow measured; taller with a subtitle under the large title.
            plan[.largeTitle] = [
                try glassLargeTitle(
                    title, subtitle: item.shownLargeSubtitle, below: height, margin: glassMetrics.margin(width: width))
            ]
        }
        return plan
    }

    /// Why a layer capture records nothing of the navigation bar's vibrant title and chevron.
    static let vibrantOmission =
        "drawn vibrant through a filter, which CALayer.render(in:) does not draw (AccessibilitySnapshot's iOS 26.2 layer captures record nothing of it)"

    /// The colour of a subtitle: `secondaryLabel` in the bar's style (a black bar's is dark).
    var subtitleColor: RGBA8 { SemanticColors.secondaryLabel.resolved(appearance.trait(traits.userInterfaceStyle)) }

    /// iOS 26's large-title view: the large title, and under it the large subtitle, both at the
    /// margin, the subtitle's baseline 16 points above the view's bottom and the title's 6 above
    /// the subtitle's line box (``GlassMetrics/largeSubtitleSize``), riding the bottom as the view
    /// collapses.
    func glassLargeTitle(_ title: String, subtitle: String?, below top: Double, margin edge: Double)
        throws(FontError) -> ContentPiece
    {
        var view = try largeTitle(title, below: top, margin: edge)
        guard let subtitle, var label = view.parts[.label], case let .text(line, color, x, _) = label.drawing else {
            return view
        }
        let g = glassMetrics
        let full =
            DynamicType.largeTitle(traits.preferredContentSizeCategory).height
            + g.largeSubtitleBand(scale: traits.displayScale)
        let style = try style(.regular, g.largeSubtitleSize)
        let subtitleBaseline = top + placement.largeTitleHeight - g.largeSubtitleBaselineAboveBottom
        let titleBaseline = subtitleBaseline - style.ascent - g.largeTitleAboveSubtitle
        label.frame = labelFrame(x: label.frame.x, width: label.frame.width, baseline: titleBaseline, style: line.style)
        label.drawing = .text(line, color: color, x: x, baseline: titleBaseline - label.frame.y)
        view.parts[.label] = label
        let shown = TextLine(subtitle, style: style).truncated(toWidth: width - 2 * label.frame.x)
        var piece = ContentPiece(
            frame: labelFrame(x: label.frame.x, width: shown.width, baseline: subtitleBaseline, style: style))
        piece.drawing = .text(shown, color: subtitleColor, x: 0, baseline: subtitleBaseline - piece.frame.y)
        piece.source =
            "decompiled _UINavigationBarLargeTitleViewLayout (iOS 26.1): baseline 16 above the view's bottom, the title 6 above; Caption 2 in secondaryLabel (view's default); view \(PointRect.format(full)) pt"
        view.parts[.largeSubtitle] = piece
        return view
    }

    /// A capsule at `frame` with its glass (or a prominent button's fill, in its place) and the
    /// views it holds.
    func platter(
        _ frame: PointRect, holding views: [ContentRole: [ContentPiece]], glass drawn: Bool = true,
        fill: RGBA8? = nil
    ) -> ContentPiece {
        var piece = ContentPiece(frame: frame)
        piece.nested = views
        piece.nested[.glass] = fill.map { [prominentFill(frame, color: $0)] } ?? (drawn ? [glass(frame)] : [])
        piece.source = "SweepPic PlatterView (x, 0, w, 44); GlassMetrics"
        return piece
    }

    /// A prominent button's capsule: the tint at ``GlassMetrics/prominentFillOpacity``, no glass.
    func prominentFill(_ frame: PointRect, color: RGBA8) -> ContentPiece {
        var fill = ContentPiece(frame: frame)
        let opacity = UInt8((glassMetrics.prominentFillOpacity * Double(color.a)).rounded())
        fill.drawing = .shapes(
            name: "prominent",
            [
                .roundedRectangle(
                    x: 0, y: 0, width: frame.width, height: frame.height, radius: min(frame.width, frame.height) / 2)
            ],
            colors: [color.with(alpha: opacity)])
        fill.source =
            "a prominent button: the tint, opaque (OpenUIKit's iOS 26.1 reading \"a tint-filled capsule\"; its pixels not measured, an estimate)"
        return fill
    }

    /// The glass of a capsule at `frame`: the backdrop through the style's recipe, and its rim;
    /// under Reduce Transparency an opaque fill, under Increase Contrast a fill over the glass
    /// and a border (``GlassLook``, ``GlassAccessibility``: estimates).
    func glass(_ frame: PointRect) -> ContentPiece {
        var glass = ContentPiece(frame: frame)
        glass.shape = .capsule
        let look = GlassLook(
            style: traits.glassInterfaceStyle, reduceTransparency: traits.reduceTransparency,
            highContrast: traits.accessibilityContrast == .high, fit: traits.glassFit)
        (glass.effect, glass.drawing) = look.drawn(
            width: frame.width, height: frame.height, radius: min(frame.width, frame.height) / 2)
        glass.shadows = look.shadows
        glass.source = look.source
        return glass
    }

    /// iOS 26's tab bar: one floating capsule, `min(n × 85.92 + 16.25, width − 42)` wide, centred,
    /// its top at the tab bar's; the items 54 high, `(P − 16.25) / n` apart and 8.25 wider than
    /// that, 4 points in; the selected one on a pill; icons 28 points, labels 10 points
    /// (``GlassTabMetrics`` has the sources). A search tab is a circle of its own at the trailing
    /// end, the capsule then at the leading margin; a minimised bar is one small circle; in
    /// landscape the capsule is 44 high with its items inline (``GlassLandscapeMetrics``).
    /// `glass` false when the app's appearance is configured transparent (the platter's glass
    /// goes; the pill stays: a public report, gunumdogdu/cupertino_native_better pull request 74,
    /// on an iOS 26.5 simulator).
    func glassTabPlan(glass drawn: Bool) throws(FontError) -> ContentPlan {
        var plan = ContentPlan()
        let items = appearance.tabItems
        guard !items.isEmpty else { return plan }
        if placement.position.compact {
            plan[.platter] = [try glassInlineTabPlatter(glass: drawn)]
            return plan
        }
        if appearance.isMinimized {
            plan[.platter] = try glassMinimizedTabPlatters(glass: drawn)
            return plan
        }
        let m = glassMetrics.tab
        let tabs = items.indices.filter { !items[$0].isSearchTab }
        // A search tab alone is refused when a scene is read; built in Swift, it draws nothing.
        guard !tabs.isEmpty else { return plan }
        let search = items.indices.first { items[$0].isSearchTab }
        let edge = m.sideMargin + placement.sideInset
        let room = width - 2 * edge
        let capsule: PointRect
        if search != nil {
            let capsuleWidth = min(m.intrinsicWidth(tabs: tabs.count), room - m.capsuleHeight - m.searchGap)
            capsule = PointRect(x: edge, y: 0, width: capsuleWidth, height: m.capsuleHeight)
        } else {
            let capsuleWidth = min(m.intrinsicWidth(tabs: tabs.count), room)
            capsule = PointRect(x: (width - capsuleWidth) / 2, y: 0, width: capsuleWidth, height: m.capsuleHeight)
        }
        // Title-only items (no tab with an image) have their own widths (GlassTabMetrics).
        let titleOnly =
            tabs.count > 1
            && tabs.allSatisfy {
                if case .custom(_, nil) = items[$0].kind { return true }
                return false
            }
        let span = capsule.width - 2 * m.itemInset
        let itemWidth: Double, pitch: Double
        if titleOnly {
            itemWidth = min(span, m.titleOnlyItemWidth(tabs: tabs.count, span: span))
            pitch = (span - itemWidth) / Double(tabs.count - 1)
        } else {
            pitch = (capsule.width - m.pitchInset) / Double(tabs.count)
            itemWidth = pitch + m.itemOverlap
        }
        let styles = (
            normal: try style(.medium, m.labelSize, attributes.tabNormal),
            selected: try style(.semibold, m.labelSize, attributes.tabSelected)
        )
        var buttons: [ContentPiece] = []
        var lenses: [ContentPiece] = []
        for (slot, index) in tabs.enumerated() {
            let item = items[index]
            let selected = index == appearance.selectedIndex
            let box = PointRect(
                x: capsule.x + m.itemInset + Double(slot) * pitch, y: m.itemInset, width: itemWidth,
                height: m.itemHeight)
            var button = ContentPiece(frame: box)
            let (title, icon) = try tabFace(item, selected: selected, iconSize: m.iconSize)
            let iconBox = PointRect(
                x: box.x + (box.width - m.iconSize) / 2, y: box.y + m.iconCentreY - m.iconSize / 2, width: m.iconSize,
                height: m.iconSize)
            if let icon { button.parts[.image] = tabImage(icon, in: iconBox) }
            if let title, !title.isEmpty {
                let style = selected ? styles.selected : styles.normal
                let line = TextLine(title, style: style).truncated(toWidth: box.width - 2)
                let height = style.ascent + style.descent
                // The label's box centred on SweepPic's 12-point line.
                let top = box.y + m.labelTop + (m.labelLine - height) / 2
                var label = ContentPiece(
                    frame: PointRect(x: box.x + (box.width - line.width) / 2, y: top, width: line.width, height: height)
                )
                var color = tabColors(item, selected: selected).title
                let captured = glassMetrics.layerCapture
                if traits.capture == .layer {
                    // A layer capture records the label faint (GlassLayerCaptureMetrics).
                    color = color.with(alpha: UInt8((Double(color.a) * captured.tabLabelOpacity).rounded()))
                }
                label.drawing = .text(line, color: color, x: 0, baseline: style.ascent)
                if !item.isEnabled, !captured.recordsDisabledTabLabel {
                    label.leftOutOfLayerCapture =
                        "a disabled tab's label, which a layer capture of iOS 26 records nothing of (AccessibilitySnapshot's iOS 26.2 testTabBars)"
                }
                button.parts[.label] = label
            }
            if let value = item.badgeValue, titleOnly {
                // AccessibilitySnapshot's iOS 26.2 reference: an 18-point disc centred 5.17 right
                // of the item's centre, 6 below the capsule's top.
                button.parts[.badge] = try badge(
                    value, left: box.x + box.width / 2 + m.titleOnlyBadgeCentreOffset - m.titleOnlyBadgeSize / 2,
                    top: m.badgeTop, size: m.titleOnlyBadgeSize, padding: m.badgePadding)
            } else if let value = item.badgeValue {
                // OpenUIKit's iOS 26.1 probe: a 20-point disc 8.5 right of the icon's centre,
                // 6 below the capsule's top.
                button.parts[.badge] = try badge(
                    value, left: iconBox.x + iconBox.width / 2 + m.badgeOffset, top: m.badgeTop, size: m.badgeSize,
                    padding: m.badgePadding)
            }
            buttons.append(button)
            if selected {
                lenses.append(
                    selectionLens(
                        box, radius: m.pillRadius,
                        source:
                            "SweepPic _UITabSelectionView (radius 27); OpenUIKit (black 18/253 light, white 34/236 dark)"
                    ))
            }
        }
        var platter = ContentPiece(frame: capsule)
        platter.nested = [.glass: drawn ? [glass(capsule)] : [], .lens: lenses, .tabButton: buttons]
        platter.source = "SweepPic _UITabBarPlatterView (64, 0, 274, 62); GlassTabMetrics"
        plan[.platter] = [platter]
        if let search {
            let circle = PointRect(
                x: width - edge - m.capsuleHeight, y: 0, width: m.capsuleHeight, height: m.capsuleHeight)
            plan[.platter] += [
                try tabCircle(
                    items[search], in: circle, iconSize: m.iconSize, glass: drawn,
                    source:
                        "anvu69/liquid_shell's iOS 26.5 / 27.0 measurements (a 62-point circle 8 after the capsule, 21 from the edge)"
                )
            ]
        }
        return plan
    }

    /// The `_UILiquidLensView` over the selected item's `box`, holding its selection pill, darker
    /// glass in light mode, lighter in dark (SweepPic's dump: the lens at the selected item's box,
    /// (4, 4, 94, 54), the `_UITabSelectionView` inside it). `source` is the pill's.
    func selectionLens(_ box: PointRect, radius: Double, source: String) -> ContentPiece {
        let m = glassMetrics.tab
        var pill = ContentPiece(frame: box)
        let fill = traits.glassInterfaceStyle == .dark ? m.pillDark : m.pillLight
        pill.drawing = .shapes(
            name: "selection",
            [.roundedRectangle(x: 0, y: 0, width: box.width, height: box.height, radius: radius)],
            colors: [fill])
        pill.source = source
        var lens = ContentPiece(frame: box)
        lens.nested = [.selection: [pill]]
        lens.source = "SweepPic _UILiquidLensView (4, 4, 94, 54) around the selection view"
        return lens
    }

    /// A glass circle at `circle` holding one tab's icon (`iconSize`), no label: the search tab's
    /// (the system's magnifier when the tab has no image of its own), or a minimised bar's
    /// selected tab.
    func tabCircle(
        _ item: TabBarItem, in circle: PointRect, iconSize: Double, glass drawn: Bool, selected: Bool = false,
        source: String
    ) throws(FontError) -> ContentPiece {
        var button = ContentPiece(frame: circle)
        var (_, icon) = try tabFace(item, selected: selected, iconSize: iconSize)
        if icon == nil, item.isSearchTab {
            icon = try tabFace(TabBarItem(.system(.search)), selected: selected, iconSize: iconSize).icon
        }
        if let icon {
            button.parts[.image] = tabImage(
                icon,
                in: PointRect(
                    x: circle.x + (circle.width - iconSize) / 2, y: circle.y + (circle.height - iconSize) / 2,
                    width: iconSize, height: iconSize))
        }
        var platter = ContentPiece(frame: circle)
        platter.nested = [.glass: drawn ? [glass(circle)] : [], .lens: [], .tabButton: [button]]
        platter.source = source
        return platter
    }

    /// A minimised tab bar (``TabBarMinimizeBehavior``): the selected tab's icon on a 48-point
    /// glass circle at the leading side, and the search tab's circle, shrunk, at the trailing
    /// side (``GlassTabMetrics/minimizedSize``: an estimate from the nearest measured state).
    func glassMinimizedTabPlatters(glass drawn: Bool) throws(FontError) -> [ContentPiece] {
        let m = glassMetrics.tab
        let items = appearance.tabItems
        let tabs = items.indices.filter { !items[$0].isSearchTab }
        guard let first = tabs.first else { return [] }
        let shown = appearance.selectedIndex.flatMap { tabs.contains($0) ? $0 : nil } ?? first
        let edge = m.minimizedMargin + placement.sideInset
        let source =
            "a minimised tab bar: anvu69/liquid_shell's collapsed tab circle (48 points, 28 from the edges, iOS 26.5), the nearest state measured; an estimate"
        var platters = [
            try tabCircle(
                items[shown],
                in: PointRect(x: edge, y: m.minimizedTop, width: m.minimizedSize, height: m.minimizedSize),
                iconSize: m.iconSize, glass: drawn, selected: shown == appearance.selectedIndex, source: source)
        ]
        if let search = items.indices.first(where: { items[$0].isSearchTab }) {
            platters.append(
                try tabCircle(
                    items[search],
                    in: PointRect(
                        x: width - edge - m.minimizedSize, y: m.minimizedTop, width: m.minimizedSize,
                        height: m.minimizedSize), iconSize: m.iconSize, glass: drawn, source: source))
        }
        return platters
    }

    /// iOS 26's tab bar in landscape: a 44-point capsule at the top of the 64-point `UITabBar`,
    /// centred, its items inline pills 36 high packed 4 apart, each as wide as its icon and title
    /// (``GlassLandscapeMetrics``; OpenUIKit's iOS 26.1 probes of an iPhone SE). Too wide for the
    /// screen less 21 points a side, the titles are cut in proportion (not measured).
    func glassInlineTabPlatter(glass drawn: Bool) throws(FontError) -> ContentPiece {
        let l = glassMetrics.landscape
        let items = appearance.tabItems
        let styles = (
            normal: try style(.regular, l.tabTitleSize, attributes.tabNormal),
            selected: try style(.semibold, l.tabTitleSize, attributes.tabSelected)
        )
        // Each item's parts: its icon's width and its title's, the title measured in the regular
        // weight (a semibold selected title does not widen its pill).
        var faces: [(title: String?, icon: LayerDrawing?, iconWidth: Double, titleWidth: Double)] = []
        for (index, item) in items.enumerated() {
            let (title, icon) = try tabFace(
                item, selected: index == appearance.selectedIndex, iconSize: l.tabIconSize, place: .compactTabBar)
            let iconWidth =
                icon == nil ? 0 : (icon.flatMap { drawnSize($0)?.width } ?? l.tabIconSize)
            let shown = title.flatMap { $0.isEmpty ? nil : $0 }
            faces.append((shown, icon, iconWidth, shown.map { TextLine($0, style: styles.normal).width } ?? 0))
        }
        func pillWidth(iconWidth: Double, titleWidth: Double, hasTitle: Bool) -> Double {
            guard hasTitle else { return max(l.tabItemHeight, iconWidth + 2 * l.tabIconLeading) }
            guard iconWidth > 0 else { return titleWidth + 2 * l.tabTitleTrailing }
            return l.tabIconLeading + iconWidth + l.tabIconTitleGap + titleWidth + l.tabTitleTrailing
        }
        let gaps = 2 * l.tabItemInset + l.tabItemGap * Double(items.count - 1)
        let natural = faces.map {
            pillWidth(iconWidth: $0.iconWidth, titleWidth: $0.titleWidth, hasTitle: $0.title != nil)
        }
        let cap = width - 2 * (glassMetrics.tab.sideMargin + placement.sideInset)
        let titles = faces.map(\.titleWidth).reduce(0, +)
        let wanted = natural.reduce(0, +) + gaps
        let excess = wanted - cap
        // Over the cap, every title gives up the same share of its width.
        let keep = excess > 0 && titles > 0 ? max(0, 1 - excess / titles) : 1
        let capsuleWidth = min(cap, wanted)
        let capsule = PointRect(
            x: (width - capsuleWidth) / 2, y: 0, width: capsuleWidth, height: l.tabCapsuleHeight)
        var x = capsule.x + l.tabItemInset
        var buttons: [ContentPiece] = []
        var lenses: [ContentPiece] = []
        for (index, item) in items.enumerated() {
            let face = faces[index]
            let selected = index == appearance.selectedIndex
            let titleWidth = face.titleWidth * keep
            let box = PointRect(
                x: x, y: l.tabItemInset,
                width: pillWidth(iconWidth: face.iconWidth, titleWidth: titleWidth, hasTitle: face.title != nil),
                height: l.tabItemHeight)
            x += box.width + l.tabItemGap
            var button = ContentPiece(frame: box)
            let centreY = box.y + box.height / 2
            var textX = box.x + l.tabTitleTrailing
            if let icon = face.icon {
                let left = face.title == nil ? box.x + (box.width - face.iconWidth) / 2 : box.x + l.tabIconLeading
                button.parts[.image] = tabImage(
                    icon,
                    in: PointRect(
                        x: left, y: centreY - l.tabIconSize / 2, width: face.iconWidth, height: l.tabIconSize))
                textX = left + face.iconWidth + l.tabIconTitleGap
            }
            if let title = face.title {
                let style = selected ? styles.selected : styles.normal
                // A semibold title may run into the pill's end padding; cut only where it ends.
                let line = TextLine(title, style: style).truncated(toWidth: box.maxX - textX)
                let height = style.ascent + style.descent
                var label = ContentPiece(
                    frame: PointRect(x: textX, y: centreY - height / 2, width: line.width, height: height))
                label.drawing = .text(
                    line, color: tabColors(item, selected: selected).title, x: 0, baseline: style.ascent)
                button.parts[.label] = label
            }
            if let value = item.badgeValue {
                button.parts[.badge] = try badge(
                    value, left: box.maxX - l.badgeInsetFromTrailing, top: box.y, size: l.badgeSize,
                    padding: glassMetrics.tab.badgePadding, textSize: l.badgeTextSize, weight: .medium)
            }
            buttons.append(button)
            if selected {
                lenses.append(
                    selectionLens(
                        box, radius: l.tabPillRadius,
                        source: "OpenUIKit's iOS 26.1 landscape probes (the selected pill, radius 18)"))
            }
        }
        var platter = ContentPiece(frame: capsule)
        platter.nested = [.glass: drawn ? [glass(capsule)] : [], .lens: lenses, .tabButton: buttons]
        platter.source =
            "OpenUIKit's iOS 26.1 landscape probes (iPhone SE: platter [205, 0, 257.5, 44] in a 64-point tab bar); GlassLandscapeMetrics"
        return platter
    }

    /// iOS 26's toolbar: the items on 48-point glass capsules 10 points below the slot's top,
    /// 28 points in from the screen's edges: icons next to each other share a capsule, text
    /// buttons have their own, capsules are 12 apart; a flexible space takes the slack (no gap
    /// after it), a fixed space takes 12 and its width; any space ends a shared capsule
    /// (``GlassToolbarMetrics`` has the sources).
    func glassToolbarPlan() throws(FontError) -> ContentPlan {
        var plan = ContentPlan()
        let m = glassMetrics.toolbar
        // In landscape the capsules are 44 high (``GlassLandscapeMetrics``).
        let shape = placement.position.compact ? glassMetrics.compactToolbarCapsules : glassMetrics.toolbarCapsules
        enum Element {
            case capsule(Capsule)
            case flexible
            case fixed(Double)
        }
        var elements: [Element] = []
        var run: [BarButtonItem] = []
        func closeRun() throws(FontError) {
            elements += try capsules(run, leading: true, shape: shape).map { .capsule($0) }
            run = []
        }
        for item in appearance.toolbarItems {
            switch item.kind {
            case .system(.flexibleSpace):
                try closeRun()
                elements.append(.flexible)
            case .system(.fixedSpace):
                try closeRun()
                elements.append(.fixed(item.width))
            default: run.append(item)
            }
        }
        try closeRun()
        // Each capsule's place without the slack, and how many flexible spaces come before it;
        // the flexible spaces then share the slack.
        var placed: [(capsule: Capsule, x: Double, flexibleBefore: Int)] = []
        var x = 0.0, flexible = 0, afterCapsule = false
        for element in elements {
            switch element {
            case let .capsule(capsule):
                if afterCapsule { x += m.capsuleGap }
                placed.append((capsule, x, flexible))
                x += capsule.width
                afterCapsule = true
            case .flexible:
                flexible += 1
                afterCapsule = false
            case let .fixed(width):
                x += m.capsuleGap + width
                afterCapsule = false
            }
        }
        let inset = m.margin + placement.sideInset
        let share = flexible == 0 ? 0 : max(0, width - 2 * inset - x) / Double(flexible)
        plan[.platter] = placed.map { group, x, flexibleBefore in
            let left = inset + x + Double(flexibleBefore) * share
            let frame = PointRect(x: left, y: m.capsuleTop, width: group.width, height: shape.height)
            var platter = platter(
                frame, holding: [.item(.toolbar): group.buttons(x: left, y: m.capsuleTop)], glass: group.glass,
                fill: group.fill)
            platter.source =
                "OpenUIKit toolbar probes (iOS 26.1: capsules \(PointRect.format(shape.height)) high at the slot's top + 10, 28 in); GlassToolbarMetrics"
            return platter
        }
        let slot = placement.position.compact ? glassMetrics.landscape.toolbarSlotHeight : m.slotHeight
        plan[.contentView] = [ContentPiece(frame: PointRect(x: 0, y: 0, width: width, height: slot))]
        return plan
    }

    /// A group of buttons on one capsule: its width and the buttons, placed from its left edge;
    /// `glass` false for a lone item with `hidesSharedBackground`.
    struct Capsule {
        var width: Double
        var buttons: [ContentPiece]
        var glass = true
        /// A prominent button's fill, drawn in the glass's place.
        var fill: RGBA8? = nil

        /// The buttons moved with the capsule to (`x`, `y`) in the bar, their parts with them.
        func buttons(x: Double, y: Double) -> [ContentPiece] {
            buttons.map { button in
                var moved = button
                moved.frame.x += x
                moved.frame.y += y
                for role in Array(moved.parts.keys) {
                    moved.parts[role]?.frame.x += x
                    moved.parts[role]?.frame.y += y
                }
                return moved
            }
        }
    }

    /// The items as capsules, from the edge inward: icons next to each other share one, each
    /// text button has its own; spaces end a group and take no capsule. On the trailing side the
    /// first item is the rightmost, inside a shared capsule too.
    func capsules(_ items: [BarButtonItem], leading: Bool, shape: CapsuleMetrics? = nil) throws(FontError)
        -> [Capsule]
    {
        let shape = shape ?? glassMetrics.navigationCapsules
        var groups: [Capsule] = []
        // The icons of the capsule being filled, with their items.
        var icons: [(button: ContentPiece, item: BarButtonItem)] = []
        func closeIcons(fill: RGBA8? = nil) {
            guard !icons.isEmpty else { return }
            var x = 0.0
            var placed: [ContentPiece] = []
            for var icon in (leading ? icons : icons.reversed()).map(\.button) {
                icon.frame.x = x
                if var image = icon.parts[.image] {
                    image.frame.x = x + (icon.frame.width - image.frame.width) / 2
                    icon.parts[.image] = image
                }
                placed.append(icon)
                x += icon.frame.width + shape.sharedGap
            }
            // hidesSharedBackground is honoured only by an item alone on its capsule.
            let bare = icons.count == 1 && icons[0].item.hidesSharedBackground
            groups.append(Capsule(width: x - shape.sharedGap, buttons: placed, glass: !bare, fill: fill))
            icons = []
        }
        for item in items {
            guard let button = try glassButton(item, shape: shape) else {
                closeIcons()
                continue
            }
            // A disabled prominent item: its capsule filled with the tint's disabled grey, no
            // glass (Home Assistant's iOS 26.4 capture: a grey capsule, the checkmark white).
            let fill =
                filled(item) ? (item.tintColor ?? colors.prominentFill).map { item.isEnabled ? $0 : disabled($0) } : nil
            if button.parts[.label] != nil {
                closeIcons()
                var text = button
                let width = text.frame.width + 2 * shape.textPadding
                text.frame = PointRect(x: 0, y: 0, width: width, height: shape.height)
                text.parts[.label]?.frame.x = shape.textPadding
                groups.append(Capsule(width: width, buttons: [text], glass: !item.hidesSharedBackground, fill: fill))
            } else {
                // An icon that does not share (or that UIKit sets apart: Done, Close, prominent)
                // starts and ends a capsule of its own.
                let alone = !item.sharesBackground || item.standsAloneOnGlass
                if alone { closeIcons() }
                icons.append((button, item))
                if alone { closeIcons(fill: fill) }
            }
        }
        closeIcons()
        return groups
    }

    /// Whether the item's capsule is a prominent button's fill: prominent, and not told to hide
    /// its background (a prominent item is alone on its capsule, where that is honoured).
    func filled(_ item: BarButtonItem) -> Bool {
        item.isProminentOnGlass && !item.hidesSharedBackground && colors.prominentFill != nil
    }

    /// One button on glass, unplaced: a title (its label's width) or an icon in its slot
    /// (``CapsuleMetrics/iconSlot(glyphWidth:)``), centred on the capsule's height. Nil for spaces.
    /// The system Done item is a checkmark; a prominent button's content is drawn in
    /// ``ContentColors/prominentContent`` on its fill.
    func glassButton(_ item: BarButtonItem, shape: CapsuleMetrics? = nil) throws(FontError) -> ContentPiece? {
        guard var piece = try glassButtonViews(item, shape: shape) else { return nil }
        if !item.isEnabled { piece.notes.append(Self.disabledNote) }
        return piece
    }

    /// ``glassButton(_:shape:)``'s views and colours.
    private func glassButtonViews(_ item: BarButtonItem, shape: CapsuleMetrics? = nil) throws(FontError)
        -> ContentPiece?
    {
        let shape = shape ?? glassMetrics.navigationCapsules
        let capsule = shape.height
        let onFill = filled(item) ? colors.prominentContent : nil
        func titled(_ text: String, bold: Bool) throws(FontError) -> ContentPiece {
            let done = item.style.isProminent
            let style = try style(
                bold || done ? .semibold : .regular, ContentMetrics.buttonSize,
                done ? attributes.doneItem : attributes.item)
            let line = TextLine(text, style: style)
            let boxHeight = style.ascent + style.descent
            var piece = ContentPiece(frame: PointRect(x: 0, y: 0, width: line.width, height: capsule))
            var label = ContentPiece(
                frame: PointRect(x: 0, y: (capsule - boxHeight) / 2, width: line.width, height: boxHeight))
            label.drawing = .text(
                line, color: onFill ?? ink(item, title: true, base: done ? colors.doneItem : colors.item), x: 0,
                baseline: style.ascent)
            piece.parts[.label] = label
            return piece
        }
        func iconic(_ drawing: LayerDrawing, size: (width: Double, height: Double)) -> ContentPiece {
            var piece = ContentPiece(
                frame: PointRect(x: 0, y: 0, width: shape.iconSlot(glyphWidth: size.width), height: capsule))
            var image = ContentPiece(
                frame: PointRect(x: 0, y: (capsule - size.height) / 2, width: size.width, height: size.height))
            image.drawing = drawing
            piece.parts[.image] = image
            return piece
        }
        let glyph = glassMetrics.iconSize
        let glyphInk = onFill ?? ink(item, title: false, base: colors.item)
        switch item.kind {
        case let .title(text): return try titled(text, bold: false)
        case let .image(.symbol(symbol)):
            let place: SymbolPlace = placement.position.compact ? .compactBarButton : .barButton
            let drawn = symbol.glyph(release.symbolConfiguration(place), fallbackSize: glyph)
            return iconic(.symbol(drawn, color: glyphInk), size: (drawn.width, drawn.height))
        case let .image(image):
            return iconic(.template(image, color: glyphInk), size: naturalSize(image) ?? (glyph, glyph))
        case .system(.done):
            let icon = Icon.checkmark
            return iconic(.icon(icon, path: try icon.path(size: glyph), color: glyphInk), size: (glyph, glyph))
        case let .system(system):
            switch system.look(language: fonts.language) {
            case let .title(text, bold): return try titled(text, bold: bold)
            case let .icon(icon):
                return iconic(.icon(icon, path: try icon.path(size: glyph), color: glyphInk), size: (glyph, glyph))
            case .space: return nil
            }
        }
    }
}
