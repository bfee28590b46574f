import Raster
import Typesetting

/// The numbers of iPadOS 18's floating tab bar (`_UIFloatingTabBar`), the tab bar a tab bar
/// controller shows at the top of an iPad in regular width, and of iPadOS 26's glass one.
///
/// Sources, restated (each value names its own below):
/// - UIKitCore decompiled from the iPadOS 18.0 restore image (EthanArbuckle's
///   `iPad_10.2_18.0_22A3354_Restore` on GitHub): `_UIFloatingTabBarPlatformMetrics -init` (the
///   material, its compositing colour, the 4-point background insets, the 600-point maximum
///   width, Body and Headline, the item margins, the 224-point content width, the selection
///   pill's colours and shadow, `safeAreaOffset` 31) and `_UITabContainerView
///   -_floatingTabBarTopOffset` (the placement);
/// - UIKitCore decompiled from the iOS 26.1 restore image (`iPhone18-3_26.1_23B85_Restore`):
///   `_UIFloatingTabBarPlatformMetrics_Glass.m` (regular glass, no selection colour or shadow,
///   title margins 8 / 16 / 7.5 / 16, `safeAreaOffset` 28, `minimumEdgeOffset` 10);
///   `_UIFloatingTabBarItemView -_createViewHierarchy` (a title label, an image view and a
///   `_UITabSelectionView` behind them, shown only on the selected item);
/// - Apple, "Elevating your iPad app with a tab bar and sidebar" (developer.apple.com): from
///   iPadOS 18 the tab bar "moves from the bottom of the screen to float over your content at
///   the top … it shares space with the navigation bar".
///
/// What no source measured (research notes, ipad-swiftui-2026 §H.3: the literals are known, the
/// rendered frame is not) is an estimate, named as such where it is used.
package struct FloatingTabBarMetrics: Sendable, Equatable {
    /// The capsule's inset around its items on every side (`backgroundInsets` 4).
    package var backgroundInset = 4.0
    /// The widest the capsule grows (`maximumWidth` 600; UIKit pages items beyond it).
    package var maximumWidth = 600.0
    /// A title-only item's margins around its title: top, side (leading and trailing), bottom.
    package var titleTop: Double
    package var titleSide = 16.0
    package var titleBottom: Double
    /// The widest a title is drawn (`maximumItemContentWidth` 224); longer ones truncate.
    package var maximumContentWidth = 224.0
    /// The titles' baseline this far below the safe area's top (`safeAreaOffset`).
    package var safeAreaOffset: Double
    /// The capsule's top never nearer the screen's top than this (`minimumEdgeOffset`).
    package var minimumEdgeOffset: Double
    /// The titles' line at the default text size (Large), measured on a capture; scaled with
    /// Body's size at other sizes (an estimate). Nil: the font's ascent + descent rounded up to
    /// the pixel stands in (BarScope's font is not SF Pro).
    package var measuredLine: Double? = nil
    /// The titles' baseline this far below their line's top at the default text size, measured
    /// on a capture (scaled with Body's size elsewhere, an estimate). It places the capsule
    /// against the baseline, at the fraction of a pixel the capture shows; nil: the font's ascent.
    package var measuredBaselineInLine: Double? = nil
    /// How much taller the navigation bar under the floating tab bar grows below its row, its
    /// large title moving down with it: 14 on iPadOS 18 (`_wantsExtendedBarHeightWithTabBar`
    /// turns the 50-point base height into 64 and `_floatingTabBarFittingHeight` reserves 64,
    /// iPadOS 18.0 decompile; measured on the SwiftUI-Days iPadOS 18 capture below: the large
    /// title's baseline at 124.5 pt, 14 below the unextended bar's 110.5, the bar's items where
    /// the 50-point row puts them); 0 on iPadOS 26 (the same app's 26.0 capture: the large title
    /// where the 54-point bar puts it).
    package var navigationBarExtension = 0.0
    /// What the capsule is: iPadOS 18's blurred material with its pill, or iPadOS 26's regular
    /// glass with the lens's.
    package enum Capsule: Sendable, Equatable { case material, glass }
    package var capsule: Capsule
    /// The release whose numbers these are, for `tree`.
    package var release: String
    package var source: String

    /// A badge's value in Caption 1 (`badgeFont`, the same medium weight constant), 2 / 4 / 2 / 4
    /// around it (`badgeInsets`), at most 64 wide (`badgeMaximumWidth`), its frame `badgeOffset`
    /// (3, −2) from the item view's top-trailing corner: `_UIFloatingTabBarItemView
    /// -layoutSubviews` puts the badge's trailing edge 3 past the item's and its top 2 above
    /// (iPadOS 18.0 and iOS 26.1 decompiles; the glass class keeps the base class's badge values).
    package static let badgeInsets = (top: 2.0, side: 4.0, bottom: 2.0)
    package static let badgeMaximumWidth = 64.0
    package static let badgeOffset = (x: 3.0, y: -2.0)

    /// iPadOS 18 (`_UIFloatingTabBarPlatformMetrics`, iPadOS 18.0 decompile): margins 6 / 16 /
    /// 6 / 16, the baseline 31 below the safe area. The 8-point floor is iOS 26's non-glass base
    /// class's (18.0 has none; it never binds under a 24-point safe area).
    ///
    /// The frame, measured on a real iPadOS 18 capture (easydev991/SwiftUI-Days, fastlane
    /// `screenshots/en-US/iPad Pro (12.9-inch) (6th generation)-1-demoList.png`, commit 5b49618,
    /// 2025-07-19, an iPad Pro 12.9-inch simulator at @2x; GPL-3.0, so only the numbers are
    /// kept: `Tests/BarSceneTests/PadCaptureTests.swift`): the capsule 40 pt high (edges at
    /// 29.3 and 69.2 pt), the selection pill 32 (33.3 to 65.2), both centred 49.25 pt down, the
    /// titles' baseline at 55 = 24 + 31. So the line is 20 pt (32 less the 6 + 6 margins; it was
    /// BarScope's 21 from its own font), and the baseline 15.75 below the line's top (55 less
    /// 29.25 + 4 + 6). The same app's 13-inch capture (commit 9746464, 2025-04-02) is kept aside:
    /// its edges centre 49.25 pt down as well.
    package static let ipados18 = FloatingTabBarMetrics(
        titleTop: 6, titleBottom: 6, safeAreaOffset: 31, minimumEdgeOffset: 8, measuredLine: 20,
        measuredBaselineInLine: 15.75, navigationBarExtension: 14, capsule: .material, release: "iPadOS 18",
        source:
            "_UIFloatingTabBarPlatformMetrics (iPadOS 18.0 decompile): insets 4, maximum width 600, title margins 6/16/6/16, Body medium / Headline, baseline 31 below the safe area; frame measured on an iPadOS 18 capture (SwiftUI-Days 5b49618: capsule 40 pt, line 20, baseline 15.75 into it)"
    )
    /// iPadOS 26 (`_UIFloatingTabBarPlatformMetrics_Glass`, iOS 26.1 decompile): margins 8 /
    /// 16 / 7.5 / 16, the baseline 28 below the safe area, at least 10 from the top. The
    /// 4-point background inset and the fonts are the base class's (that the glass subclass
    /// keeps them: an estimate).
    package static let glass26 = FloatingTabBarMetrics(
        titleTop: 8, titleBottom: 7.5, safeAreaOffset: 28, minimumEdgeOffset: 10, capsule: .glass, release: "iPadOS 26",
        source:
            "_UIFloatingTabBarPlatformMetrics_Glass (iOS 26.1 decompile): regular glass, title margins 8/16/7.5/16, baseline 28 below the safe area, minimum edge offset 10"
    )

    /// The metrics of an iPad release whose tab bar floats; nil when it does not.
    package static func metrics(for pad: PadBarMetrics) -> FloatingTabBarMetrics? {
        guard pad.floatingTabBar else { return nil }
        return pad.glassSafeArea ? .glass26 : .ipados18
    }

    /// iPadOS 18's capsule: systemMaterial (`UIBlurEffect` style 8) under a compositing colour,
    /// light rgb(0, 0, 0.25) at 0.06, dark rgb(0.75, 0.75, 1.0) at 0.06 (which is which: read
    /// from the light/dark pairing, medium).
    package static func materialTint(_ style: UserInterfaceStyle) -> RGBA8 {
        style == .dark
            ? RGBA8(r: 191, g: 191, b: 255, a: 15) : RGBA8(r: 0, g: 0, b: 64, a: 15)
    }
    /// iPadOS 18's selection pill: systemBackground (white) in light, systemFill in dark.
    package static func pillFill(_ style: UserInterfaceStyle) -> RGBA8 {
        style == .dark ? SemanticColors.systemFill.dark : SemanticColors.systemBackground.light
    }
    /// iPadOS 18's pill shadow: black at 0.08, radius 16, offset (0, 2).
    package static let pillShadow = LayerShadow(offsetY: 2, radius: 16, color: RGBA8(r: 0, g: 0, b: 0, a: 20))
}

/// Why a floating tab bar cannot be drawn as its scene asks: the key and the sentence.
package struct FloatingTabBarProblem: Error, Equatable {
    package var key: String
    package var message: String
}

/// Builds `_UIFloatingTabBar`: the capsule at the top centre, its items title-only side by side,
/// the selected one on its pill (``FloatingTabBarMetrics``).
package enum FloatingTabBar {
    /// The bar's view tree in window coordinates: `_UIFloatingTabBar` centred on `screenWidth`,
    /// placed against the safe area's top `safeTop`, its items from `appearance`'s, drawn in
    /// `traits`. Throws the font's error, or a ``FloatingTabBarProblem`` for tabs it cannot show.
    package static func build(
        _ appearance: BarAppearance, metrics m: FloatingTabBarMetrics, traits: Traits, screenWidth: Double,
        safeTop: Double, direction: LayoutDirection
    ) throws -> Layer {
        let style: UserInterfaceStyle
        switch m.capsule {
        case .glass: style = traits.glassInterfaceStyle
        case .material: style = traits.userInterfaceStyle
        }
        let category = traits.preferredContentSizeCategory
        let tracking = traits.drawnRelease.tracking
        // Body at the medium weight; the selected item Headline (17 pt semibold at the default size).
        let normal = try traits.fonts.style(.medium, size: DynamicType.size(.body, category), tracking: tracking)
        let selected = try traits.fonts.style(
            .semibold, size: DynamicType.size(.headline, category), tracking: tracking)
        let scale = Double(traits.displayScale)
        func ceilPixel(_ v: Double) -> Double { (v * scale).rounded(.up) / scale }
        func roundPixel(_ v: Double) -> Double { (v * scale).rounded() / scale }
        // A measured line and baseline scale with Body's size away from Large (an estimate).
        let textScale = DynamicType.size(.body, category) / DynamicType.size(.body, .large)
        let line =
            m.measuredLine.map { ceilPixel($0 * textScale) }
            ?? ceilPixel(max(normal.ascent + normal.descent, selected.ascent + selected.descent))
        let itemHeight = m.titleTop + line + m.titleBottom
        let height = 2 * m.backgroundInset + itemHeight
        // The titles' baseline below their line's top: measured, or the font's ascent.
        let baselineInLine = m.measuredBaselineInLine.map { $0 * textScale } ?? max(normal.ascent, selected.ascent)
        // `_floatingTabBarTopOffset`: the titles' baseline `safeAreaOffset` below the safe area's
        // top (the navigation bar's own content offset taken as 0: an estimate), not above
        // `minimumEdgeOffset`. A measured capsule keeps the capture's fraction of a pixel.
        let baselineFromTop = m.backgroundInset + m.titleTop + baselineInLine
        let placed = max(m.minimumEdgeOffset, safeTop + m.safeAreaOffset - baselineFromTop)
        let top = m.measuredBaselineInLine == nil ? roundPixel(placed) : placed

        var items: [(title: TextLine, width: Double, selected: Bool, badge: String?)] = []
        for (index, item) in appearance.tabItems.enumerated() {
            let isSelected = index == appearance.selectedIndex
            let title: String
            switch item.kind {
            case let .system(system): title = system.title
            case let .custom(text?, _) where !text.isEmpty: title = text
            case .custom:
                throw FloatingTabBarProblem(
                    key: "tabBar.items[\(index)].title",
                    message:
                        "an image-only tab in the floating tab bar is not modelled yet (BarScope draws its tabs as titles); give it a title"
                )
            }
            let text = TextLine(title, style: isSelected ? selected : normal).truncated(toWidth: m.maximumContentWidth)
            items.append((text, 2 * m.titleSide + ceilPixel(text.width), isSelected, item.badgeValue))
        }
        let contentWidth = items.reduce(0) { $0 + $1.width }
        let width = 2 * m.backgroundInset + contentWidth
        guard width <= m.maximumWidth else {
            throw FloatingTabBarProblem(
                key: "tabBar.items",
                message:
                    "the floating tab bar's tabs need \(PointRect.format(width)) pt, more than its \(PointRect.format(m.maximumWidth))-pt maximum, where UIKit pages them (not modelled); use fewer or shorter tabs"
            )
        }
        let frame = PointRect(x: roundPixel((screenWidth - width) / 2), y: top, width: width, height: height)

        let selectedColor = appearance.tintColor ?? SemanticColors.systemBlue.resolved(style)
        let inactive = SemanticColors.label.resolved(style)
        var children: [Layer] = [background(m, frame: frame, traits: traits, style: style)]
        var x = m.backgroundInset
        for item in items {
            var view = Layer(
                className: "_UIFloatingTabBarItemView",
                frame: PointRect(x: x, y: m.backgroundInset, width: item.width, height: itemHeight),
                source: "_UIFloatingTabBarItemView (iOS 26.1 decompile): title label, image view, _UITabSelectionView")
            if item.selected { view.children.append(pill(m, width: item.width, height: itemHeight, traits: traits)) }
            let font = item.selected ? selected : normal
            let labelHeight = font.ascent + font.descent
            // The label centred on the line, or (measured) its baseline where the capture has it.
            let labelTop =
                m.measuredBaselineInLine == nil
                ? m.titleTop + (line - labelHeight) / 2 : m.titleTop + baselineInLine - font.ascent
            view.children.append(
                Layer(
                    className: "UILabel",
                    frame: PointRect(
                        x: m.titleSide, y: labelTop, width: ceilPixel(item.title.width),
                        height: labelHeight),
                    drawing: .text(
                        item.title, color: item.selected ? selectedColor : inactive, x: 0, baseline: font.ascent),
                    source: item.selected
                        ? "Headline (selectedContentFont), tintColor (palette A: medium)"
                        : "Body medium (contentFont), labelColor (palette A: medium)"))
            if let value = item.badge {
                view.children.append(try badge(value, itemWidth: item.width, traits: traits, style: style))
            }
            children.append(view)
            x += item.width
        }
        var bar = Layer(className: "_UIFloatingTabBar", frame: frame, children: children, source: m.source)
        bar.notes = notes(m)
        return direction == .rightToLeft ? bar.mirroredForRightToLeft() : bar
    }

    /// An item's badge (``FloatingTabBarMetrics/badgeInsets``): a systemRed capsule (UIKit's
    /// default badge colour; that the floating bar keeps it is an estimate) with its value in
    /// white, hugging the value, at least as wide as it is high, placed from the item view's
    /// top-trailing corner by the badge offset. An empty value is the bare capsule.
    static func badge(_ value: String, itemWidth: Double, traits: Traits, style: UserInterfaceStyle) throws -> Layer {
        let font = try traits.fonts.style(
            .medium, size: DynamicType.size(.caption1, traits.preferredContentSizeCategory),
            tracking: traits.drawnRelease.tracking)
        let insets = FloatingTabBarMetrics.badgeInsets
        let height = insets.top + font.ascent + font.descent + insets.bottom
        let whole = TextLine(value, style: font)
        let width = min(FloatingTabBarMetrics.badgeMaximumWidth, max(height, whole.width + 2 * insets.side))
        let line = whole.truncated(toWidth: width - 2 * insets.side)
        let offset = FloatingTabBarMetrics.badgeOffset
        var badge = Layer(
            className: "_UIFloatingTabBarBadgeView",
            frame: PointRect(x: itemWidth + offset.x - width, y: offset.y, width: width, height: height),
            backgroundColor: SemanticColors.systemRed.resolved(style),
            source:
                "_UIFloatingTabBarPlatformMetrics badge: Caption 1, insets 2/4/2/4, maximum width 64, offset (3, -2) from the item's top-trailing corner; systemRed (an estimate)"
        )
        badge.shape = .capsule
        if !value.isEmpty {
            badge.children.append(
                Layer(
                    className: "UILabel",
                    frame: PointRect(
                        x: (width - line.width) / 2, y: insets.top, width: line.width,
                        height: font.ascent + font.descent),
                    drawing: .text(line, color: .white, x: 0, baseline: font.ascent),
                    source: "the badge's value, Caption 1, white"))
        }
        return badge
    }

    /// What `tree` and `explain` say about the bar: where it is and what is estimated.
    static func notes(_ m: FloatingTabBarMetrics) -> [String] {
        let release = m.release
        return [
            "\(release): a tab bar controller's tab bar floats at the top centre in regular width (_UIFloatingTabBar); it takes no room at the bottom, where the list keeps the safe area",
            "the navigation bar's inline title is not drawn: the floating tab bar takes its place in the row (UIKit shows it only with _showTitleWithTabBar, in the bar's extension below the row; an estimate)",
            m.measuredLine == nil
                ? "the titles' baseline \(PointRect.format(m.safeAreaOffset)) pt below the safe area's top (safeAreaOffset); the capsule's frame was never measured (research §H.3: the literals are known, the rendered frame is not), so its height and top are estimates"
                : "the titles' baseline \(PointRect.format(m.safeAreaOffset)) pt below the safe area's top (safeAreaOffset); the capsule's height and top measured on an iPadOS 18 capture (SwiftUI-Days: 40 pt, centred 49.25 pt down on a 24-pt status bar); each item's width is its title's in BarScope's font (not SF Pro)",
        ]
    }

    /// The capsule behind the items: iPadOS 18's blurred material with its faint tint, or iPadOS
    /// 26's regular glass (the iPhone's recipe, ``GlassLook``).
    static func background(_ m: FloatingTabBarMetrics, frame: PointRect, traits: Traits, style: UserInterfaceStyle)
        -> Layer
    {
        let bounds = PointRect(x: 0, y: 0, width: frame.width, height: frame.height)
        if m.capsule == .glass {
            let look = GlassLook(
                style: style, reduceTransparency: traits.reduceTransparency,
                highContrast: traits.accessibilityContrast == .high, fit: traits.glassFit)
            var glass = Layer(
                className: "UIView", frame: bounds, source: "_UIViewGlass variant 0 (regular); " + look.source)
            glass.shape = .capsule
            (glass.effect, glass.drawing) = look.drawn(
                width: frame.width, height: frame.height, radius: frame.height / 2)
            glass.shadows = look.shadows
            return glass
        }
        let material = BlurStyle.systemMaterial.material(style)
        let tint = MaterialOverlay(
            name: "compositing colour", color: FloatingTabBarMetrics.materialTint(style),
            source: "_UIFloatingTabBarPlatformMetrics backgroundEffect's compositing colour, alpha 0.06")
        var effect = Layer(
            className: "UIVisualEffectView", frame: bounds,
            effect: .backdrop(BackdropSettings(stages: material.backdrop, overlays: [tint])),
            source:
                "UIBlurEffect style 8 (systemMaterial): \(material.source); capsule (the radius constant is not resolved: half the height, medium)"
        )
        effect.shape = .capsule
        return effect
    }

    /// The selected item's `_UITabSelectionView`, the item's bounds as a capsule: iPadOS 18's
    /// white (light) or systemFill (dark) pill with its shadow; on iPadOS 26 the iPhone's lens
    /// colours (the glass metrics set no colour: the lens selects as on iPhone; an estimate).
    static func pill(_ m: FloatingTabBarMetrics, width: Double, height: Double, traits: Traits) -> Layer {
        let bounds = PointRect(x: 0, y: 0, width: width, height: height)
        var pill: Layer
        if m.capsule == .glass {
            let tab = (traits.design.glassMetrics ?? .phone26).tab
            let fill = traits.glassInterfaceStyle == .dark ? tab.pillDark : tab.pillLight
            pill = Layer(
                className: "_UITabSelectionView", frame: bounds, backgroundColor: fill,
                source:
                    "iOS 26.1 decompile: no selectionBackgroundColor (the lens selects); the iPhone's lens pill colour, an estimate on iPad"
            )
        } else {
            let style = traits.userInterfaceStyle
            pill = Layer(
                className: "_UITabSelectionView", frame: bounds, backgroundColor: FloatingTabBarMetrics.pillFill(style),
                source:
                    "_UIFloatingTabBarPlatformMetrics: selection \(style == .dark ? "systemFill" : "systemBackground"), shadow black 0.08 radius 16 offset (0, 2)"
            )
            pill.shadows = [FloatingTabBarMetrics.pillShadow]
        }
        pill.shape = .capsule
        return pill
    }
}
