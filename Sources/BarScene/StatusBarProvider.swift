import Raster
import BarLayers
import Typesetting

/// How one kind of phone lays out its status bar: UIKit picks a "visual provider" class for the
/// screen, and each carries the shape it lays out around (a notch or the Dynamic Island) and its
/// spacing and glyph scale. Adding a phone means adding a row here with its source.
///
/// Sources, named once (third-party decompilations of Apple's binaries, read for their numbers):
/// - SpringBoard's sensor-housing table (`UISDisplaySingleRectShape(SpringBoard)`,
///   `+sb_displayShapeForScreenType:`, in EthanArbuckle's iOS 18.0 and 26.1 restore dumps on
///   GitHub): the notch or island rectangle of every Face ID phone, in device pixels; UIKit reads
///   it back as the screen's exclusion area. Each row's x is (panel width − width) / 2, which is
///   how the rows were matched to the phones.
/// - UIKit's `_UIStatusBarVisualProvider_Split` and its per-screen subclasses (`Split1125`,
///   `Split828`, `Split1242`, `Split1080`, `Split1170`, `Split1284`; iOS 18.2 dump): the notch
///   sizes (which agree with SpringBoard's), item spacing, icon scale, bottom inset, and the
///   leading region's centring offset; `_UIStatusBarVisualProvider_FixedSplit`: the time is
///   centred ½ · notch x + 0.15 · display corner radius (rounded to the pixel) + the offset from
///   the edge, the other items mirror it 1 pt further in.
/// - `_UIStatusBarVisualProvider_DynamicSplit` (iOS 18.2 and 26.1 dumps): regions from 17 pt
///   in to 8 pt before the island and from 8 pt after it to 18 pt from the edge, each group of
///   items centred in its region (`_UIStatusBarRegionAxisSquishyLayout`), items 7.33 pt apart,
///   the regions centred on the island's middle; `DynamicSplitMedium` for screens up to 393 pt.
/// - Vertically, every region aligns its items' last baselines (`_UIStatusBarRegionAxisAligningLayout`,
///   alignment 5); a glyph's baseline is its bottom. Around a notch the regions end
///   `baselineBottomInset` above the notch's bottom.
/// - The time's size is each class's `baseFontSize` + 2 (`emphasizedFont`), semibold as Apple's
///   design kits draw it (iPhone X kit: SF Pro Text 600 at 15; iOS 16 kit: 17 on a 393 pt phone).
/// - Display corner radii: Kyle Bashour, "Finding the Real iPhone X Corner Radius"
///   (kylebashour.com, the values iOS reports, 2020 update); 55 pt on the Dynamic Island phones
///   from kylebshr/ScreenCorners pull request 9 (the iPhone 16 simulator's value).
public struct StatusBarProvider: Sendable, Equatable {
    /// Which layout the provider uses.
    package enum Kind: Sendable, Equatable {
        /// The 20 pt bar of phones with a home button: items from the edges, the time centred.
        case legacy
        /// Around a notch: the time centred in the left ear, the other items mirrored.
        case notch
        /// Around the Dynamic Island: the time centred left of it, the items flush right.
        case island
        /// An iPad's: the time and the date `leadingInset` from the leading edge, the other items
        /// ending `trailingInset` from the trailing one, every item's baseline `baseline` down
        /// (the class's `+edgeInsets` and `+baselineOffset`).
        case pad(leadingInset: Double, trailingInset: Double, baseline: Double)
    }

    /// UIKit's class name.
    package var name: String
    package var kind: Kind
    /// The notch or island (the screen's exclusion area), in points; empty on the legacy bar.
    package var cutout: PointRect
    /// The display's corner radius in points (notch phones: part of where the time goes).
    package var displayCornerRadius: Double
    /// Added to the time's centre (the provider's `leadingCenteringOffset`).
    package var leadingCenteringOffset: Double
    /// Between two items.
    package var itemSpacing: Double
    /// The glyphs' scale against the iPhone X's (`normalIconScale`).
    package var iconScale: Double
    /// Around a notch: from the notch's bottom up to the items' baseline (`baselineBottomInset`).
    package var baselineBottomInset: Double
    /// How far the right-hand region reaches further in, its items spreading into it
    /// (`trailingEdgeInsetLeadingAdjustment`).
    package var trailingAdjustment: Double
    /// The time's size, semibold: the class's `baseFontSize` + 2 (its `emphasizedFont`).
    package var timeSize: Double
    package var source: String

    /// The 20 pt bar: `_UIStatusBarVisualProvider_LegacyPhone` (and iOS 9–12's `UIStatusBar`).
    public static let legacyPhone = StatusBarProvider(
        name: "_UIStatusBarVisualProvider_LegacyPhone", kind: .legacy,
        cutout: PointRect(x: 0, y: 0, width: 0, height: 0),
        displayCornerRadius: 0, leadingCenteringOffset: 0, itemSpacing: 3, iconScale: 1, baselineBottomInset: 0,
        trailingAdjustment: 0,
        timeSize: 12, source: "_UIStatusBarVisualProvider_LegacyPhone (decompiled); iOS 9–10 status bar printouts")

    /// The iPads' status bars (decompiled iPadOS 18.0 `_UIStatusBarVisualProvider_Pad` and its
    /// subclass `_UIStatusBarVisualProvider_RoundedPad`, which UIKit picks for a screen with
    /// rounded corners): 20 and 24 pt high, the items' baselines 14 and 16 pt down, 6 / 5 and
    /// 16 / 15 pt in from the leading and trailing edges, a 12-pt font, the date 10 pt after the
    /// time. iPads show no carrier; Wi-Fi iPads no signal (BarScope draws Wi-Fi and the battery).
    package static let pad = padProvider(
        "_UIStatusBarVisualProvider_Pad", .pad(leadingInset: 6, trailingInset: 5, baseline: 14), radius: 0,
        source: "_UIStatusBarVisualProvider_Pad (iPadOS 18.0, decompiled): height 20, baseline 14, insets 6 / 5")
    package static let roundedPad = padProvider(
        "_UIStatusBarVisualProvider_RoundedPad", .pad(leadingInset: 16, trailingInset: 15, baseline: 16), radius: 18,
        source:
            "_UIStatusBarVisualProvider_RoundedPad (iPadOS 18.0, decompiled): height 24, baseline 16, insets 16 / 15")

    /// An iPad class's provider: no cutout, items 8 pt apart (the regions' spacing), 12 pt.
    private static func padProvider(_ name: String, _ kind: Kind, radius: Double, source: String) -> StatusBarProvider {
        StatusBarProvider(
            name: name, kind: kind, cutout: PointRect(x: 0, y: 0, width: 0, height: 0), displayCornerRadius: radius,
            leadingCenteringOffset: 0, itemSpacing: 8, iconScale: 1, baselineBottomInset: 0, trailingAdjustment: 0,
            timeSize: 12, source: source)
    }

    /// A notch row: the notch from SpringBoard's table (pixels ÷ scale), the rest from the class.
    static func split(
        _ screen: String, notch: PointRect, radius: Double, offset: Double, spacing: Double, iconScale: Double,
        baseFontSize: Double,
        bottomInset: Double = 5.0 / 3, trailingAdjustment: Double = 0
    ) -> StatusBarProvider {
        StatusBarProvider(
            name: "_UIStatusBarVisualProvider_Split\(screen)", kind: .notch, cutout: notch, displayCornerRadius: radius,
            leadingCenteringOffset: offset, itemSpacing: spacing, iconScale: iconScale,
            baselineBottomInset: bottomInset,
            trailingAdjustment: trailingAdjustment, timeSize: baseFontSize + 2,
            source:
                "SpringBoard sensor-housing table; _UIStatusBarVisualProvider_Split\(screen) and FixedSplit (decompiled); corner radius \(PointRect.format(radius)) pt (Bashour)"
        )
    }

    static func dynamicSplit(_ name: String, island: PointRect, radius: Double, iconScale: Double, baseFontSize: Double)
        -> StatusBarProvider
    {
        StatusBarProvider(
            name: name, kind: .island, cutout: island, displayCornerRadius: radius, leadingCenteringOffset: 0,
            itemSpacing: 22.0 / 3,
            iconScale: iconScale, baselineBottomInset: 0, trailingAdjustment: 0, timeSize: baseFontSize + 2,
            source:
                "SpringBoard sensor-housing table; \(name) (decompiled): insets 17 / 18, 8 pt from the island, spacing 7.33"
        )
    }

    // Notches in pixels ÷ 3 (÷ 2 on the XR); offsets, spacings, font sizes from each Split class.
    /// iPhone X, XS, 11 Pro: notch 627 × 90 px at 249.
    package static let split1125 = split(
        "1125", notch: PointRect(x: 83, y: 0, width: 209, height: 30), radius: 39, offset: -2.0 / 3, spacing: 5,
        iconScale: 1, baseFontSize: 13)
    /// iPhone XR, 11: notch 454 × 64 px at 187 (@2x).
    package static let split828 = split(
        "828", notch: PointRect(x: 93.5, y: 0, width: 227, height: 32), radius: 41.5, offset: -1.5, spacing: 4.5,
        iconScale: 1.07, baseFontSize: 14,
        bottomInset: 1.5)
    /// iPhone XS Max, 11 Pro Max: notch 628 × 90 px at 307.
    package static let split1242 = split(
        "1242", notch: PointRect(x: 307.0 / 3, y: 0, width: 628.0 / 3, height: 30), radius: 39, offset: 0, spacing: 6,
        iconScale: 1.08,
        baseFontSize: 14, trailingAdjustment: 2.0 / 3)
    /// iPhone 12 mini: notch 678 × 103 px at 223.5 in its 1125-pixel layout space; its icon size
    /// step (3) lies between scales 1.0 and 1.06.
    package static let split1080 = split(
        "1080", notch: PointRect(x: 74.5, y: 0, width: 226, height: 103.0 / 3), radius: 44, offset: 4.0 / 3,
        spacing: 16.0 / 3, iconScale: 1.03,
        baseFontSize: 13, bottomInset: 1.0 / 3)
    /// iPhone 12, 12 Pro: notch 630 × 96 px at 270.
    package static let split1170 = split(
        "1170", notch: PointRect(x: 90, y: 0, width: 210, height: 32), radius: 47.33, offset: 0, spacing: 16.0 / 3,
        iconScale: 1.06, baseFontSize: 13.5)
    /// iPhone 12 Pro Max: notch 628 × 96 px at 328.
    package static let split1284 = split(
        "1284", notch: PointRect(x: 328.0 / 3, y: 0, width: 628.0 / 3, height: 32), radius: 53.33, offset: 0,
        spacing: 13.0 / 3, iconScale: 1.12,
        baseFontSize: 15, trailingAdjustment: 4)
    /// iPhone 13, 13 Pro, 14, 16e: the narrower notch, 484 × 101 px at 343.
    package static let split1170Wide = split(
        "1170_Wide", notch: PointRect(x: 343.0 / 3, y: 0, width: 484.0 / 3, height: 101.0 / 3), radius: 47.33,
        offset: -2.0 / 3, spacing: 19.0 / 3,
        iconScale: 1.12, baseFontSize: 15, trailingAdjustment: 2)
    /// iPhone 13 mini: notch 522 × 112 px at 301.5 in its 1125-pixel layout space.
    package static let split1080Wide = split(
        "1080_Wide", notch: PointRect(x: 100.5, y: 0, width: 174, height: 112.0 / 3), radius: 44, offset: 4.0 / 3,
        spacing: 19.0 / 3,
        iconScale: 1.12, baseFontSize: 15, bottomInset: 1.0 / 3)
    /// iPhone 13 Pro Max, 14 Plus: notch 484 × 101 px at 400.
    package static let split1284Wide = split(
        "1284_Wide", notch: PointRect(x: 400.0 / 3, y: 0, width: 484.0 / 3, height: 101.0 / 3), radius: 53.33,
        offset: -2.0 / 3, spacing: 19.0 / 3,
        iconScale: 1.26, baseFontSize: 16, trailingAdjustment: 2)
    /// iPhone 14 Pro, 15, 15 Pro, 16: island 375 × 110 px at (402, 34).
    package static let dynamicSplit393 = dynamicSplit(
        "_UIStatusBarVisualProvider_DynamicSplitMedium",
        island: PointRect(x: 134, y: 34.0 / 3, width: 125, height: 110.0 / 3), radius: 55,
        iconScale: 1.12, baseFontSize: 15)
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus: island 376 × 110 px at (457, 34).
    package static let dynamicSplit430 = dynamicSplit(
        "_UIStatusBarVisualProvider_DynamicSplit",
        island: PointRect(x: 457.0 / 3, y: 34.0 / 3, width: 376.0 / 3, height: 110.0 / 3), radius: 55,
        iconScale: 1.26, baseFontSize: 16)
    /// iPhone 16 Pro, 17, 17 Pro: island 375 × 110 px at (415, 42), read back as
    /// (138.333, 14, 125, 36.667) on a 16 Pro; corner radius 62 (a device reading; the 17s assumed
    /// the same, low).
    package static let dynamicSplit402 = dynamicSplit(
        "_UIStatusBarVisualProvider_DynamicSplit",
        island: PointRect(x: 415.0 / 3, y: 14, width: 125, height: 110.0 / 3), radius: 62,
        iconScale: 1.26, baseFontSize: 16)
    /// iPhone 16 Pro Max, 17 Pro Max: island 376 × 110 px at (472, 42).
    package static let dynamicSplit440 = dynamicSplit(
        "_UIStatusBarVisualProvider_DynamicSplit",
        island: PointRect(x: 472.0 / 3, y: 14, width: 376.0 / 3, height: 110.0 / 3), radius: 62,
        iconScale: 1.26, baseFontSize: 16)
    /// iPhone Air: island 376 × 110 px at (442, 60).
    package static let dynamicSplit420 = dynamicSplit(
        "_UIStatusBarVisualProvider_DynamicSplit",
        island: PointRect(x: 442.0 / 3, y: 20, width: 376.0 / 3, height: 110.0 / 3), radius: 62,
        iconScale: 1.26, baseFontSize: 16)
}

/// Where a status bar's items go, in points from the bar's top-left: what a provider gives for
/// one screen width, height and scale.
package struct StatusBarMetrics: Sendable, Equatable {
    /// Where the time and the other items go across the bar.
    package enum Placement: Sendable, Equatable {
        /// The 20 pt bar: the signal, carrier and Wi-Fi from `leading`, the time centred, the
        /// battery ending `trailing` from the right edge.
        case edges(leading: Double, trailing: Double)
        /// The time centred at `time`, the signal, Wi-Fi and battery centred at `cluster`.
        case centred(time: Double, cluster: Double)
        /// An iPad's: the time `leading` from the left edge with the date `dateGap` after it,
        /// Wi-Fi and the battery ending `trailing` from the right edge.
        case pad(leading: Double, trailing: Double, dateGap: Double)
    }

    package var placement: Placement
    /// The time's size, and its weight: semibold on a phone; an iPad's 12-pt font takes the
    /// medium weight it shares with the tab bar's titles (iPadOS 18.0 decompile; medium-low).
    package var timeSize: Double
    package var timeWeight = FontWeight.semibold
    /// The time's baseline below the bar's top, and where the glyphs sit: centred on a line
    /// (the 20 pt bar), or with their bottoms on the baseline (the regions around a notch or
    /// island align their items' last baselines, and a glyph's is its bottom).
    package var timeBaseline: Double
    package var glyphs: GlyphAlignment
    /// Added to the spacing between the notch phones' right-hand items (the region's adjustment,
    /// shared between the two gaps).
    package var clusterExtraSpacing: Double

    package enum GlyphAlignment: Sendable, Equatable {
        case centred(y: Double)
        case onBaseline
    }
    package var spacing: Double
    /// Glyph sizes: the four signal bars, Wi-Fi's width, the battery's body (and its corner).
    package var cellular: Size
    package var wifiWidth: Double
    package var battery: Size
    package var batteryRadius: Double
    /// iOS 7–10's five signal dots: each dot's diameter and the gap between two.
    package var signalDots: (diameter: Double, gap: Double)
    package var source: String

    package struct Size: Sendable, Equatable {
        package var width: Double
        package var height: Double
        package init(_ width: Double, _ height: Double) { (self.width, self.height) = (width, height) }
        func scaled(_ k: Double) -> Size { Size(width * k, height * k) }
    }

    package static func == (a: StatusBarMetrics, b: StatusBarMetrics) -> Bool {
        a.placement == b.placement && a.timeSize == b.timeSize && a.timeWeight == b.timeWeight && a.glyphs == b.glyphs
            && a.clusterExtraSpacing == b.clusterExtraSpacing
            && a.timeBaseline == b.timeBaseline
            && a.spacing == b.spacing && a.cellular == b.cellular && a.wifiWidth == b.wifiWidth
            && a.battery == b.battery
            && a.batteryRadius == b.batteryRadius && a.signalDots == b.signalDots && a.source == b.source
    }

    /// The 20 pt bar's items: 12 pt, the time semibold on a baseline 14.5 pt down, items
    /// 6.5 pt from the left edge and 5.5 pt from the right (decompiled
    /// `_UIStatusBarVisualProvider_LegacyPhone`; iOS 9–10 printouts: the signal's 35 pt view at
    /// x 6, the carrier's 3 pt after it). Glyphs at the bar's 12 pt scale, BarScope's sizes within
    /// those item frames: five 5.5 pt dots 1 pt apart, a 22.5 × 10.5 battery.
    package static let legacy = StatusBarMetrics(
        placement: .edges(leading: 6.5, trailing: 5.5), timeSize: 12, timeBaseline: 14.5, glyphs: .centred(y: 10),
        clusterExtraSpacing: 0, spacing: 3,
        cellular: Size(17, 10.8), wifiWidth: 14, battery: Size(22.5, 10.5), batteryRadius: 2.6, signalDots: (5.5, 1),
        source: StatusBarProvider.legacyPhone.source)

    /// The glyphs at icon scale 1 (the iPhone X's): Apple's iOS 16 design kit, as several public
    /// projects export it to code, draws them at the 393 pt phones' scale 1.12 (signal 19.2 × 12.23,
    /// Wi-Fi 17.14 wide, battery body 24 × 12 with a 3.8 pt corner); ÷ 1.12 here. Its iPhone X-era
    /// kit's cluster (66.66 pt with 5 pt spacing) agrees.
    static let unscaledCellular = Size(19.2 / 1.12, 12.23 / 1.12)
    static let unscaledWifiWidth = 17.14 / 1.12
    static let unscaledBattery = Size(24 / 1.12, 12 / 1.12)
    static let unscaledBatteryRadius = 3.8 / 1.12

    /// San Francisco's cap height, as a fraction of the size (1443 / 2048 units in SF Pro): the
    /// island's regions are one cap height and a point tall, centred on the island.
    static let capHeight = 1443.0 / 2048
}

extension StatusBarProvider {
    /// Where the items go on a screen `width` × `height` points at `scale` (every release alike).
    package func metrics(width: Double, height: Double, scale: Int) -> StatusBarMetrics {
        guard kind != .legacy else { return .legacy }
        if case let .pad(leadingInset, trailingInset, baseline) = kind {
            // The glyphs are the 12-pt bar's, bottoms on the baseline (the regions align their
            // items' baselines; glyph sizes: the legacy bar's, an estimate).
            var m = StatusBarMetrics.legacy
            m.placement = .pad(leading: leadingInset, trailing: trailingInset, dateGap: Self.padDateGap)
            m.timeBaseline = baseline
            m.glyphs = .onBaseline
            m.spacing = itemSpacing
            m.timeWeight = .medium
            m.source = source
            return m
        }
        typealias M = StatusBarMetrics
        let placement: StatusBarMetrics.Placement, baseline: Double
        switch kind {
        case .legacy, .notch, .pad:
            // FixedSplit: the time centred at ½ notch x + 0.15 radius, on the pixel grid, plus
            // the class's offset; the other items mirrored, 1 pt further in, their region reaching
            // the adjustment further; every item's baseline on the notch's bottom less the inset.
            let k = Double(scale)
            let time = ((0.5 * cutout.x + 0.15 * displayCornerRadius) * k).rounded() / k + leadingCenteringOffset
            placement = .centred(time: time, cluster: width - (time + 1) - trailingAdjustment / 2)
            baseline = cutout.y + cutout.height - baselineBottomInset
        case .island:
            // DynamicSplit: the time centred between 17 pt and 8 pt before the island, the other
            // items centred between 8 pt after it and 18 pt from the edge; the regions, one cap
            // height (of the base font, 2 pt under the time's) and a point tall, centred on the
            // island, their items on its bottom.
            placement = .centred(time: (17 + cutout.x - 8) / 2, cluster: (cutout.x + cutout.width + 8 + width - 18) / 2)
            baseline = cutout.y + cutout.height / 2 + (M.capHeight * (timeSize - 2) + 1) / 2
        }
        return StatusBarMetrics(
            placement: placement, timeSize: timeSize, timeBaseline: baseline, glyphs: .onBaseline,
            clusterExtraSpacing: trailingAdjustment / 2,
            spacing: itemSpacing, cellular: M.unscaledCellular.scaled(iconScale),
            wifiWidth: M.unscaledWifiWidth * iconScale,
            battery: M.unscaledBattery.scaled(iconScale), batteryRadius: M.unscaledBatteryRadius * iconScale,
            signalDots: (0, 0),
            source: source)
    }
}

extension StatusBarProvider {
    /// The date follows the time 10 pt after it (`setInterspace:10`, iPadOS 18.0 decompile).
    static let padDateGap = 10.0
}

extension Device {
    /// Where this phone's status bar puts its items.
    package var statusBarMetrics: StatusBarMetrics {
        statusBar.metrics(width: widthPoints, height: statusBarHeight, scale: scale)
    }
}
