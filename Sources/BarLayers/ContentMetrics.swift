import Raster
import Typesetting
import Vector

/// The numbers that place a bar's content (titles, buttons, tab items), each with its source.
/// Sources named once:
/// - Dumps: `recursiveDescription` printouts of real bars quoted in public blogs and notes
///   (iOS 9–10: `UINavigationItemView (126 8; 68 27)` › `UILabel (0 3.5; 68 21.5)`,
///   `UINavigationButton (278 7; 34 30)`, `_UINavigationBarBackIndicatorView (8 11.5; 13 21)`,
///   `UINavigationItemButtonView (8 6; 53 30)` › `UILabel (19 5.5; …)`; iOS 11–13:
///   `_UIButtonBarStackView (8 6; 46 44)` › `_UIModernBarButton (8 11; 38 21.5)`, the trailing
///   stack `(307 6; 60 44)` on a 375 pt bar, `_UIButtonBar … minimumInterItemSpace=8.000`, image
///   buttons `(0 0; 46 44)` with a 24 × 24 glyph at `(11 9.67)`; tab bars:
///   `UITabBarButton (2 1; 76 48)`, `UITabBarSwappableImageView (32 5.5; 25 25)`,
///   `UITabBarButtonLabel (29.5 35; 30 12)`, `_UIBadgeView (52 2; 18 18)`).
/// - UIKit decompiled (public repositories of UIKitCore pseudo-code, iOS 16–18 era):
///   `_UIButtonBarButtonVisualProviderIOS` (text baseline on the layout-margin guide 16 pt above
///   a 44 pt bar's bottom; back-indicator baseline inset 5 − 1/scale; 6 pt from the chevron to its
///   title), `UITabBarButtonLabel` (10 pt labels).
/// - Flutter's Cupertino widgets (flutter/flutter, `packages/flutter/lib/src/cupertino/nav_bar.dart`,
///   `text_theme.dart`), which imitate UIKit: 17 pt semibold titles, 34 pt bold large titles in a
///   52 pt area with 16 pt margins and 8 pt bottom padding, 6 pt title spacing.
/// - Apple's Human Interface Guidelines, Typography: SF Pro's tracking per size.
public enum ContentMetrics {
    // MARK: Navigation bar

    /// Title: 17 pt semibold (Flutter `_kDefaultMiddleTitleTextStyle`; react-navigation's iOS header).
    package static let titleSize = 17.0
    /// Bar button and back button titles: 17 pt regular (Flutter `_kDefaultActionTextStyle`).
    package static let buttonSize = 17.0
    /// The baseline of the title and of every button title, from the top of the 44 pt row:
    /// 44 − 16 (decompiled `-_insetsForCompact:` margins, iOS 11+; the iOS 9–10 dumps' label
    /// top 11.5 plus SF's ascent give the same).
    package static let rowBaseline = 28.0
    /// The baseline in a row of `rowHeight` points: the row's height less the button's bottom
    /// layout margin, 16 pt in the 44 pt row (``rowBaseline``) and 11 pt in the 32 pt row of
    /// a phone in landscape (decompiled `-_insetsForCompact:`: {11, 0, 11, 0} compact,
    /// {16, 0, 16, 0} otherwise), so 21 pt there. A Plus or Max phone's 44 pt landscape bar
    /// uses the regular metrics.
    package static func rowBaseline(rowHeight: Double) -> Double {
        rowHeight - (isCompactRow(rowHeight) ? compactRowMargin : BarConstants.navigationBarHeight - rowBaseline)
    }
    /// The bottom layout margin of a button in the 32 pt row.
    package static let compactRowMargin = 11.0
    /// Whether a row uses UIKit's compact bar metrics: the 32 pt landscape bar.
    package static func isCompactRow(_ rowHeight: Double) -> Bool { rowHeight < BarConstants.navigationBarHeight }
    /// Least space between the title and the buttons beside it (Flutter's `middleSpacing`).
    package static let titleSpacing = 6.0
    /// Large title: 34 pt bold in the 52 pt area below the row (Flutter
    /// `_kNavBarLargeTitleHeightExtension`), one line.
    package static let largeTitleSize = 34.0
    /// Its baseline from the top of that area: 36.0 pt, measured on snapshot references of
    /// large titles in the default font, on a device-pixel boundary in every one: Cineaste
    /// (spacepandas/cineaste-ios, GitHub, Apache-2.0; `SettingsViewControllerSnapshotTests`,
    /// 375 pt @2x, recorded on iOS 13.2, 15.0, 15.2, 17 and 18) and four @3x apps of a public
    /// course project ("Tracker", iOS 16–17, 390 and 393 pt). (Flutter's 8 pt bottom padding
    /// under SF's 41 pt line gave 35.4, 0.6 pt high.)
    package static let largeTitleBaseline = 36.0
    /// The prompt line above the row: 30 pt tall, 13 pt regular, its baseline 21 pt down.
    /// No public source measures it; BarScope's estimate from the 74 pt prompted bar of iOS 7–10.
    package static let promptHeight = 30.0
    package static let promptSize = 13.0
    package static let promptBaseline = 21.0

    /// The back chevron's left edge (dumps: x 8 on every phone width).
    package static let backIndicatorX = 8.0
    /// From the chevron's right edge to its title (dumps: 27 = 8 + 13 + 6; decompiled "+ 6.0").
    package static let backTitleGap = 6.0
    /// The chevron's bottom below the row baseline: 5 − 1/scale (decompiled
    /// `_defaultBackIndicatorBaselineInsetCompact:`); at @2x its top lands at 11.5, as the
    /// iOS 9–10 dumps show.
    package static func backIndicatorDrop(scale: Int) -> Double { 5 - 1 / Double(scale) }
    /// In the 32 pt landscape row: 3 pt (the same method's compact branch). UIKit draws its
    /// landscape chevron image there (`UINavigationBarBackIndicatorLandscape`), whose size no
    /// public source gives; BarScope draws the portrait chevron.
    package static let compactBackIndicatorDrop = 3.0

    /// How bar button items sit, by the generation of UIKit's bar.
    package struct ButtonLayout: Sendable, Equatable {
        /// From the bar's edge to the row of buttons.
        package let edgeInset: Double
        /// Extra inset of a title button on its side facing the bar's edge.
        package let titlePadding: Double
        /// Between two buttons.
        package let spacing: Double
        /// An icon button's width, its glyph centred.
        package let iconButtonWidth: Double
        /// The glyph's box.
        package let iconSize: Double
        /// iOS 11+: an image button's padding on its side facing the bar's edge and on its other
        /// side, the image not centred (nil: centred in ``iconButtonWidth``).
        package var imagePadding: ImagePadding? = nil
        /// Whether the row sits `edgeInset` inside the bar's layout margin (16, or 20 on the Plus
        /// and Max phones) less the 16 it is measured at, rather than `edgeInset` from the edge.
        package var followsLayoutMargin = false

        /// The row's inset from the bar's edge on a phone of the kind.
        package func rowInset(isPlus: Bool) -> Double {
            followsLayoutMargin ? edgeInset + BarConstants.contentLayoutMargin(isPlus: isPlus) - 16 : edgeInset
        }

    }

    /// An image button's padding: on its side facing the bar's edge (the outermost button) and
    /// on its other sides.
    package struct ImagePadding: Sendable, Equatable {
        package let edge: Double
        package let inner: Double
    }

    /// iOS 7–10 (`UINavigationButton`): titles 8 pt from the edge, icon buttons 44 wide
    /// (dumps: `(278 7; 34 30)` ending 8 pt from a 320 pt bar's edge, `(5 6; 44 30)`).
    package static let navigationButtons = ButtonLayout(
        edgeInset: 8, titlePadding: 0, spacing: 8, iconButtonWidth: 44, iconSize: 22)
    /// iOS 11 and later (`_UIButtonBarStackView`): the row 8 pt inside the layout margin (8 pt
    /// in, 12 on the Plus and Max phones, whose margin is 20: swift-snapshot-testing's 414 pt
    /// references put the `add` ink 4 pt further in than on 375), title buttons padded 8 pt
    /// on their edge side (titles at the margin), 8 pt between buttons; an image button
    /// is its image with 11 pt either side, but 8 on the side facing the bar's edge for the
    /// outermost (a public dump of two 24 pt image items on a 390 pt bar: buttons `(0 0; 46 44)`
    /// and `(54 0; 43 44)`, each image at x 11, the outer one's right edge 16 pt from the
    /// bar's; swift-snapshot-testing's references of a lone leading `add` on iOS 12.1, 13.2 and
    /// 17.4: its ink starts at the 16 pt margin, plus the symbol's own side bearing from iOS 13).
    package static let buttonBar = ButtonLayout(
        edgeInset: 8, titlePadding: 8, spacing: 8, iconButtonWidth: 46, iconSize: 22,
        imagePadding: ImagePadding(edge: 8, inner: 11),
        followsLayoutMargin: true)

    /// The `add` item's plus as UIKit draws it, measured on swift-snapshot-testing's references
    /// (Point-Free, GitHub; `testTraitsEmbeddedInTabNavigation`, a lone leading `add`):
    /// iOS 12.1 @2x, a bitmap: ink 17.5 × 17.5 pt, strokes 1.5 pt, the ink filling its image;
    /// iOS 13.2 @3x, SF Symbols' plus: 17.6 × 17.98, strokes 1.64; iOS 17.4 @3x: 17.44 × 17.45,
    /// strokes 1.62, the ink 2.68 pt inside its image on either side (the symbol's bearing).
    /// Each release's is ``IOSVersion/plusGlyph``; nil before iOS 11, which no reference shows:
    /// the Material Design glyph stays.
    package struct PlusGlyph: Sendable, Equatable {
        /// The image's width and height (the button lays out the image, the ink centred in it).
        package let image: Double
        /// The ink's span across, and its strokes' width.
        package let ink: Double
        package let stroke: Double
        /// Whether the strokes end round (SF Symbols, iOS 13+) or square (the iOS 7–12 bitmap).
        package let rounded: Bool
        /// How far the ink's centre sits below its image's (the image a device pixel above the
        /// row's centre): the references' ink centres are 21.25 pt down the row (iOS 12.1 @2x),
        /// 22.0 (13.2 @3x) and 21.93 (17.4 @3x).
        package let inkDrop: Double

        /// iOS 11–12's bitmap (the iOS 12.1 reference).
        package static let bitmap = PlusGlyph(image: 17.5, ink: 17.5, stroke: 1.5, rounded: false, inkDrop: -0.25)
        /// iOS 13's symbol (the 13.2 reference).
        package static let symbol13 = PlusGlyph(
            image: 17.6 + 2 * 2.03, ink: 17.6, stroke: 1.64, rounded: true, inkDrop: 0.33)
        /// iOS 14 on (the 17.4 reference; no other release measured).
        package static let symbol = PlusGlyph(
            image: 17.44 + 2 * 2.68, ink: 17.44, stroke: 1.62, rounded: true, inkDrop: 0.26)

        /// The plus in its image's box: two strokes crossing at its centre, `ink` long with
        /// their ends.
        package var path: Path {
            let c = image / 2, cy = image / 2 + inkDrop, half = ink / 2, w = stroke / 2
            guard rounded else {
                var path = Path.rectangle(x: c - half, y: cy - w, width: ink, height: stroke)
                path.append(.rectangle(x: c - w, y: cy - half, width: stroke, height: ink))
                return path
            }
            var path = Path.roundStroke([Point(c - half + w, cy), Point(c + half - w, cy)], width: stroke)
            path.append(.roundStroke([Point(c, cy - half + w), Point(c, cy + half - w)], width: stroke))
            return path
        }
    }

    /// The large title's leading margin: 16 pt, 20 pt on the Plus and Max phones (seed 003's
    /// content-view margins; Flutter 16).
    package static func largeTitleMargin(isPlus: Bool) -> Double { BarConstants.contentLayoutMargin(isPlus: isPlus) }

    /// The default tint of bar items on iOS 7–12: system blue (Flutter `CupertinoColors.systemBlue`,
    /// react-navigation's iOS theme, rgb(0, 122, 255)).
    package static let systemBlue = RGBA8(r: 0x00, g: 0x7a, b: 0xff)

    // MARK: Tab bar

    /// Tab bar buttons: 2 pt from the bar's sides, 4 pt apart, 48 pt tall from y 1 (dumps).
    package static let tabButtonInset = 2.0
    package static let tabButtonGap = 4.0
    package static let tabButtonTop = 1.0
    package static let tabButtonHeight = 48.0
    /// The icon: 25 pt (dumps: `(32 5.5; 25 25)`); where it and the label sit, by release:
    /// ``TabItemMetrics``. The label: 10 pt medium (decompiled `UITabBarButtonLabel`).
    package static let tabIconSize = 25.0
    package static let tabLabelSize = 10.0
    /// Where a stacked tab item's icon and label sit in its button, by release
    /// (``IOSVersion/tabItems``).
    package struct TabItemMetrics: Sendable, Equatable {
        /// The icon's centre below the button's top (the button is 1 pt below the bar's top).
        package let iconCenterY: Double
        /// The label's baseline below the button's top, under an icon.
        package let labelBaseline: Double
        /// The label's baseline below the button's top on an item with no image.
        package let titleOnlyBaseline: Double
        /// Where the numbers come from.
        package let source: String
        /// What a layer capture (``Capture/layer``) records of an unselected item in the default
        /// colours, where the release greys it through a filter `CALayer.render(in:)` does not
        /// draw: its icon and its title (nil: the colours the screen shows).
        package var layerCaptureUnselected: ItemColors? = nil

        /// An item's icon and title colours.
        package struct ItemColors: Sendable, Equatable {
            package let icon: RGBA8
            package let title: RGBA8
        }
        /// Whether the badge of an item with no image sits beside its title
        /// (``ContentMetrics/badgeTitleOverlap``), rather than beside the icon's empty box.
        package var badgeBesideTitle = true

        /// iOS 9–10: the dumps' icon (`(32 5.5; 25 25)`, centre 18) and label (44.5); no
        /// reference measures an item with no image, so it keeps the same baseline.
        /// No reference shows a title-only item's badge either: it stays beside the icon's box.
        package static let dumped = TabItemMetrics(
            iconCenterY: 18, labelBaseline: 44.5, titleOnlyBaseline: 44.5,
            source: "recursiveDescription dumps (icon (32 5.5; 25 25), label box at 35)", badgeBesideTitle: false)
        /// iOS 11–12: the dumps' icon and label; an item with no image sets its title 0.17 pt
        /// higher: its baseline 45.67 pt below the bar's top in the iOS 11.2, 12.1 and 12.4
        /// references of cashapp/AccessibilitySnapshot (`testTabBars`, title-only items, @3x).
        package static let ios11 = TabItemMetrics(
            iconCenterY: 18, labelBaseline: 44.5, titleOnlyBaseline: 44.67,
            source: "dumps; AccessibilitySnapshot testTabBars (iOS 11.2, 12.1, 12.4: title-only baseline 45.67)")
        /// iOS 13–14 and 18: the dumps' icon and label; an item with no image sets its title
        /// 45.0 pt below the bar's top (AccessibilitySnapshot's references of iOS 13.3 to 18.5).
        /// No reference found measures an icon on these releases.
        package static let ios13 = TabItemMetrics(
            iconCenterY: 18, labelBaseline: 44.5, titleOnlyBaseline: 44,
            source: "dumps; AccessibilitySnapshot testTabBars (iOS 13.3 to 18.5: title-only baseline 45.0)")
        /// iOS 15–17: the icon 1 pt lower, centred 20 pt below the bar's top (a 24 pt image at 8
        /// to 32, thumbtack/thumbprint-ios `TabBarTest.testAppearance` on iOS 16.1 @2x and 17.0.1
        /// @3x, and the iOS 15 references the parity issue read), the label's baseline 46.0 pt
        /// below the bar's top (the same Thumbprint references), a title-only item's 45.0.
        package static let ios15 = TabItemMetrics(
            iconCenterY: 19, labelBaseline: 45, titleOnlyBaseline: 44,
            source:
                "thumbprint-ios TabBarTest (iOS 16.1, 17.0.1: icon centre 20, baseline 46); AccessibilitySnapshot (title-only 45.0)"
        )
        /// iOS 16–17: as iOS 15, and a layer capture records an unselected item's icon white and
        /// its title #929292 (white 0.573, the grey of the iOS 7–12 dumps) over the bar, light or
        /// dark: four @3x snapshot references of a public course project ("Tracker", iOS 16–17,
        /// swift-snapshot-testing's layer capture), their unselected icons invisible on white.
        /// The icon's grey on the screen comes from a filter the capture leaves out, which no
        /// source measures, so the screen keeps ``ContentColors/inactiveGray``.
        package static let ios16: TabItemMetrics = {
            var metrics = ios15
            metrics.layerCaptureUnselected = ItemColors(icon: .white, title: RGBA8(r: 0x92, g: 0x92, b: 0x92))
            return metrics
        }()
    }

    /// Inline tab items (landscape, iOS 11+): the glyph is 25 pt in a regular tab bar (the Plus
    /// and Max phones, 49 pt tall) and 18 pt in a compact one (32 pt), as Apple's HIG sizes tab
    /// bar glyphs (iOS 11–13 "Custom Icons": circular glyphs 25 × 25 pt regular, 18 × 18 pt
    /// compact; restated by liuchuo, "Tab Bar 的 Item 按钮的像素大小要求", CSDN, 2019).
    package static func inlineTabIconSize(rowHeight: Double) -> Double {
        rowHeight >= tabButtonHeight ? tabIconSize : 18
    }
    /// Inline titles are 13 pt (measured on iOS 13 simulators in landscape on the XR and 8 Plus:
    /// LongCatIsLooong in flutter/flutter pull request 39258, 2019), medium as the stacked ones.
    package static let inlineTabLabelSize = 13.0
    /// From the icon's right edge to the title: no source measures it; BarScope's estimate (low).
    package static let inlineTabTitleGap = 6.0
    /// Unselected items on iOS 7–12: white 0.572549 (dump: `UIDeviceWhiteColorSpace 0.572549 1`).
    package static let tabUnselectedLegacy = RGBA8(r: 0x92, g: 0x92, b: 0x92)
    /// The badge: 18 pt tall, 2 pt below the button's top, its left edge 5 pt left of the
    /// icon's right edge (dumps: `(52 2; 18 18)` beside an icon ending at 57); on an item with
    /// no image 4 pt left of its title's right edge (cashapp/AccessibilitySnapshot `testTabBars`,
    /// iOS 11.2 to 18.5: the badge's left edge 4.0 to 4.33 pt left of the title's ink, 3.00 pt
    /// below the bar's top); white 13 pt text (react-navigation's badge: 3/4 of its size) on
    /// system red #ff3b30 (Flutter `CupertinoColors.systemRed`), wider than tall for more than
    /// one character, with 5 pt of padding either side (BarScope's). An empty value draws the
    /// whole 18 pt disc in the same place (AccessibilitySnapshot: `badgeValue = ""` on every
    /// release from 11.2 to 18.5).
    /// A badge of one character is the 18 pt disc whatever its glyph's width (the references'
    /// "3" and "A"), so only longer values widen it.
    package static let badgeHeight = 18.0
    /// A disabled tab item (`isEnabled = false`): its unselected colours at 0.26 of their
    /// opacity. An estimate from cashapp/AccessibilitySnapshot's `testTabBars` references
    /// (iOS 11.2, 13.7, 17.5 @3x, rendered in grey under a 30 % colour overlay): over the white
    /// bar a disabled title's ink is 19 to 20 levels below the overlaid background where an
    /// unselected one's is 76 to 77, which is #929292 (the grey layer captures record) at
    /// 20 / 77, about 0.26. The references are monochrome, so the hue is not measured, and none
    /// shows a disabled icon (the same fading is assumed).
    package static let disabledTabItemAlpha = 0.26
    /// A disabled bar button item (`isEnabled = false`), every release: UIKit draws its title in
    /// `+[UIColor _disabledColorForColor:]` of its colour (`_UIButtonBarButtonVisualProviderIOS
    /// _computeTextAttributes`, the disabled state's attributes; `-[UIBarButtonItem
    /// _effectiveTintColor]` and `_UIBarButtonItemData colorForState:` likewise for its glyph and an
    /// appearance's colour), which is a grey: the colour's white component (`getWhite:alpha:`,
    /// a colour transform to grey; taken here as the sRGB-encoded Rec. 709 luminance) at its alpha
    /// times a per-style factor (`dbl_…[userInterfaceStyle == dark]`; UIKitCore decompiled from
    /// iOS 18.2 and 26.1, EthanArbuckle's restore dumps on GitHub, `UIColor.m`). The two factors
    /// are data the decompile does not print: estimated from Home Assistant's iOS 26.4 capture of
    /// a disabled prominent checkmark (`ha-watchcomplication-new-close-disabledcheck-*`, a grey
    /// capsule where the tint was: 215, 215, 218 over 242, 242, 247 in light, 60 over black in
    /// dark), taking the tint to be Home Assistant's blue #03a9f4 (white 160): 0.33 light (both
    /// channels agree), 0.375 dark. Estimates; before iOS 13 (no dynamic colours) the light one.
    package static let disabledItemAlpha = (light: 0.33, dark: 0.375)

    /// UIKit's disabled colour of `color` (``disabledItemAlpha``): its luminance as a grey, its
    /// alpha times the style's factor.
    package static func disabledItemColor(_ color: RGBA8, dark: Bool) -> RGBA8 {
        // x^(1/n) for x in (0, 1] by Newton's method from 1 (+ − × ÷ only: the same bits on
        // every machine, as ``Trigonometry``).
        func root(_ x: Double, _ n: Int) -> Double {
            var r = 1.0
            for _ in 0..<64 {
                var p = 1.0
                for _ in 0..<(n - 1) { p *= r }
                r -= (p * r - x) / (Double(n) * p)
            }
            return r
        }
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            guard c > 0.04045 else { return c / 12.92 }
            let base = (c + 0.055) / 1.055, fifth = root(base, 5)
            return base * base * fifth * fifth  // base^2.4
        }
        let y = 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b)
        let twelfth = root(y, 12)
        let encoded = y <= 0.0031308 ? 12.92 * y : 1.055 * (twelfth * twelfth * twelfth * twelfth * twelfth) - 0.055
        let white = UInt8((encoded * 255).rounded())
        let factor = dark ? disabledItemAlpha.dark : disabledItemAlpha.light
        return RGBA8(r: white, g: white, b: white, a: UInt8((Double(color.a) * factor).rounded()))
    }
    package static let badgeTop = 2.0
    package static let badgeOverlap = 5.0
    package static let badgeTitleOverlap = 4.0
    package static let badgeTextSize = 13.0
    package static let badgePadding = 5.0
    package static let badgeColor = RGBA8(r: 0xff, g: 0x3b, b: 0x30)

    // MARK: Tracking

    /// SF Pro's tracking in points at `size` points: for iOS 14 and later the HIG's table for the
    /// variable SF Pro (10 → +0.12, 11 → +0.06, 12 → 0, 13 → −0.08, 15 → −0.23, 17 → −0.43,
    /// 20 → −0.45, 34 → +0.40); before, the table Apple gave for SF UI Text and Display
    /// (SF UI Text to 19 pt: 10 → +0.12, 12 → 0, 13 → −0.078, 15 → −0.24, 17 → −0.408,
    /// 18 → −0.45; SF UI Display from 20 pt: 20 → +0.38, 28 → +0.364; 34 → +0.41 as Flutter's
    /// large title). Sizes between are interpolated linearly. Which table a release uses is
    /// its row's ``IOSVersion/tracking``.
    package static func tracking(size: Double, table which: TrackingTable) -> Double {
        let table: [(Double, Double)] =
            which == .sfPro
            ? [
                (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (17, -0.43), (20, -0.45), (28, 0.38),
                (34, 0.40),
            ]
            : [
                (10, 0.12), (11, 0.066), (12, 0), (13, -0.078), (15, -0.24), (16, -0.32), (17, -0.408), (18, -0.45),
                (19.99, -0.45),
                (20, 0.38), (22, 0.352), (28, 0.364), (32, 0.384), (34, 0.41),
            ]
        guard size > table[0].0 else { return table[0].1 }
        for (a, b) in zip(table, table.dropFirst()) where size <= b.0 {
            return a.1 + (b.1 - a.1) * (size - a.0) / (b.0 - a.0)
        }
        return table.last!.1
    }
}

/// The weights UIKit's bars use.
public enum FontWeight: String, Sendable, CaseIterable, Hashable {
    case regular, medium, semibold, bold
}

/// The fonts text is set in: Inter's cuts by weight (its display cut from 20 pt, as SF switches
/// from SF Pro Text to SF Pro Display), or files a scene names instead; then, for what those
/// lack, the fallback chain (``fallback(_:)``: the Noto families by script, then emoji).
public struct FontSet: Sendable, Equatable {
    /// Fonts that replace the built-in ones, by weight (a scene's `fonts:`).
    package var replacements: [FontWeight: Font]
    /// The replacements' paths as the scene gave them (relative to the scene file), for writing
    /// the scene back out.
    public var files: [FontWeight: String] = [:]

    /// The text's language (BCP 47, a scene's `locale:`), which the shaper uses to pick a
    /// shared character's local forms; nil leaves it to the shaper.
    public var language: String?

    package init(replacements: [FontWeight: Font] = [:]) {
        self.replacements = replacements
    }

    /// The fonts after the first for a weight, in order. iOS's cascade after SF puts each
    /// script's own font (SF Hebrew, SF Arabic, Thonburi, Kohinoor Devanagari, PingFang, Hiragino
    /// Sans, Apple SD Gothic Neo), then Apple Color Emoji; BarScope's stand-ins are the Noto
    /// families, whose Debian packages have a regular and a bold cut only. Each weight takes the
    /// nearer: regular (400) and medium (500) the regular, semibold (600) and bold (700) the
    /// bold. One CJK font serves Chinese, Japanese and Korean: which regional form a shared Han
    /// character takes is the text's language (``language``, through the font's `locl`
    /// feature), as iOS picks PingFang SC, TC or HK, Hiragino Sans or Apple SD Gothic Neo by the
    /// language; without one, the Simplified Chinese form.
    package func fallback(_ weight: FontWeight) -> [FallbackFont] {
        let bold = weight == .semibold || weight == .bold
        return [
            .builtIn(bold ? .notoSansHebrewBold : .notoSansHebrewRegular),
            .builtIn(bold ? .notoSansArabicBold : .notoSansArabicRegular),
            .builtIn(bold ? .notoSansThaiBold : .notoSansThaiRegular),
            .builtIn(bold ? .notoSansDevanagariBold : .notoSansDevanagariRegular),
            .builtIn(bold ? .notoSansCJKBold : .notoSansCJKRegular),
            .builtIn(.notoColorEmoji),
        ]
    }

    /// The display cut's threshold: SF Pro Display is used from 20 pt (HIG, Typography).
    public static let displaySize = 20.0

    /// The font for a weight at a size.
    package func font(_ weight: FontWeight, size: Double) throws(FontError) -> Font {
        if let replacement = replacements[weight] { return replacement }
        return try Font.builtIn(Self.systemFont(weight, size: size))
    }

    /// BarScope's system font (Inter standing in for SF) for a weight at a size.
    package static func systemFont(_ weight: FontWeight, size: Double) -> BuiltInFont {
        switch weight {
        case .regular: return .interRegular
        case .medium: return .interMedium
        case .semibold: return .interSemibold
        case .bold: return size >= displaySize ? .interDisplayBold : .interBold
        }
    }

    /// The chain behind an app's font (a `fonts:` replacement, or a text attribute's font): the
    /// system font first, then ``fallback(_:)``, as iOS's cascade list for any font begins with
    /// the system font before the script fonts (Apple's documentation of Core Text's
    /// `CTFontCopyDefaultCascadeListForLanguages`: the list the system falls back through when a
    /// font lacks a character), so an app's font without Latin letters shows them in SF, not as
    /// boxes.
    package func fallback(behindAppFont weight: FontWeight, size: Double) -> [FallbackFont] {
        [.builtIn(Self.systemFont(weight, size: size))] + fallback(weight)
    }

    /// The chain behind the first font of a weight: ``fallback(behindAppFont:size:)`` when the
    /// scene replaces that weight, else ``fallback(_:)``.
    package func fallback(_ weight: FontWeight, size: Double) -> [FallbackFont] {
        replacements[weight] != nil ? fallback(behindAppFont: weight, size: size) : fallback(weight)
    }

    /// A text style: the font, SF's tracking for the size from the release's table (applied to
    /// the first font's glyphs only: it is SF Pro's table), the fallback chain and the language.
    package func style(_ weight: FontWeight, size: Double, tracking table: TrackingTable = .sfPro) throws(FontError)
        -> TextStyle
    {
        TextStyle(
            font: try font(weight, size: size), size: size,
            tracking: ContentMetrics.tracking(size: size, table: table),
            fallback: fallback(weight, size: size), language: language)
    }
}
