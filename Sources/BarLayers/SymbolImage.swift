import Raster
import Vector

/// A symbol weight, as the SF Symbols app names a template's variants (`Regular-M`) and as
/// `UIImage.SymbolWeight` orders them.
package enum SymbolWeight: String, Sendable, CaseIterable, Hashable {
    case ultralight = "Ultralight", thin = "Thin", light = "Light", regular = "Regular", medium = "Medium"
    case semibold = "Semibold", bold = "Bold", heavy = "Heavy", black = "Black"
}

/// A symbol scale (`UIImage.SymbolScale` small, medium, large), as a template's variants name it.
package enum SymbolScale: String, Sendable, CaseIterable, Hashable {
    case small = "S", medium = "M", large = "L"
}

/// One drawing of an exported symbol template (`Regular-M`): its outline in the template's
/// units, its origin on the scale's baseline at the variant's left margin, y down.
package struct SymbolVariant: Sendable, Hashable {
    package let weight: SymbolWeight
    package let scale: SymbolScale
    package let path: Path
    /// From the left margin guide to the right one (`left-margin-Regular-M`), in template
    /// units; nil when the template has no margins for the variant (the ink's width is used).
    package let advance: Double?

    package init(weight: SymbolWeight, scale: SymbolScale, path: Path, advance: Double?) {
        (self.weight, self.scale, self.path, self.advance) = (weight, scale, path, advance)
    }

    /// `Regular-M`, as the template's group is named.
    package var name: String { "\(weight.rawValue)-\(scale.rawValue)" }
}

/// An SVG template as the SF Symbols app exports it ("Export Symbol…", template format): the
/// variants it holds and each scale's cap height (its `Capline-S` guide above `Baseline-S`).
package struct SymbolTemplate: Sendable, Hashable {
    package let variants: [SymbolVariant]
    /// Baseline minus capline, in template units, for each scale with both guides.
    package let capHeights: [SymbolScale: Double]

    package init(variants: [SymbolVariant], capHeights: [SymbolScale: Double]) {
        self.variants = variants
        self.capHeights = capHeights
    }

    /// The variant for `weight` and `scale`, else the nearest the template has: the same scale
    /// at the nearest weight (the heavier on a tie), else the nearest scale.
    package func variant(_ weight: SymbolWeight, _ scale: SymbolScale) -> SymbolVariant? {
        let weights = SymbolWeight.allCases, scales = SymbolScale.allCases
        func distance(_ v: SymbolVariant) -> (Int, Int, Int) {
            let w = weights.firstIndex(of: v.weight)! - weights.firstIndex(of: weight)!
            let s = scales.firstIndex(of: v.scale)! - scales.firstIndex(of: scale)!
            return (abs(s), abs(w), w < 0 ? 1 : 0)
        }
        return variants.filter { capHeights[$0.scale] != nil }.min { distance($0) < distance($1) }
    }
}

/// `UIImage(systemName:)`: a symbol the scene names, drawn from the template the user exported
/// (`symbols: {path: Symbols}` and `Symbols/house.fill.svg`), or, when there is no such file,
/// from the stand-in BarScope has for the name (``standIn``), or a box.
public struct SymbolImage: Sendable, Hashable {
    /// The symbol's name (`house.fill`).
    public let name: String
    /// The template file, as the scene names it (`Symbols/house.fill.svg`).
    public let file: String
    /// The template; nil when the file does not exist (the scene warns).
    package let template: SymbolTemplate?

    package init(name: String, file: String, template: SymbolTemplate?) {
        (self.name, self.file, self.template) = (name, file, template)
    }

    /// The Material Design glyph BarScope draws for a system item of the same meaning, when the
    /// template is missing; nil draws a box.
    package var standIn: Icon? { Self.standIns[name] }

    /// SF Symbols' names for the glyphs BarScope has (``Icon``): the names UIKit's own system
    /// items draw on iOS 13 and later, and their filled forms where BarScope has one.
    static let standIns: [String: Icon] = [
        "xmark": .close, "plus": .add, "magnifyingglass": .search, "square.and.arrow.up": .action,
        "square.and.pencil": .compose, "book": .bookmarks, "trash": .trash, "arrow.clockwise": .refresh,
        "camera": .camera, "arrowshape.turn.up.left": .reply, "folder": .organize, "play.fill": .play,
        "pause.fill": .pause, "backward.fill": .rewind, "forward.fill": .fastForward, "checkmark": .checkmark,
        "ellipsis": .more, "star": .star, "star.fill": .starFilled, "clock": .clock, "clock.fill": .clock,
        "person.crop.circle": .contacts, "person.crop.circle.fill": .contacts,
        "clock.arrow.circlepath": .history, "arrow.down.circle": .downloads, "arrow.down.circle.fill": .downloads,
        "list.bullet": .mostViewed, "chevron.backward": .backChevron, "chevron.left": .backChevron,
    ]

    /// The symbol drawn where `configuration` says, at `fallbackSize` points when the template
    /// is missing (the stand-in glyph fills a square of that size; without one, a box).
    package func glyph(_ configuration: SymbolConfiguration, fallbackSize: Double) -> SymbolGlyph {
        guard let template, let variant = template.variant(configuration.weight, configuration.scale),
            let capHeight = template.capHeights[variant.scale], capHeight > 0
        else {
            if let icon = standIn, let path = try? icon.path(size: fallbackSize) {
                let box =
                    icon == .backChevron
                    ? (Icon.chevronSize.width, Icon.chevronSize.height) : (fallbackSize, fallbackSize)
                return SymbolGlyph(
                    name: name, variant: "stand-in \(icon.rawValue)", path: path, width: box.0, height: box.1)
            }
            let s = fallbackSize, t = max(1, s / 12)
            var box = Path.rectangle(x: 0, y: 0, width: s, height: s)
            box.append(Path.rectangle(x: t, y: t, width: s - 2 * t, height: s - 2 * t).reversed())
            return SymbolGlyph(name: name, variant: "missing: a box", path: box, width: s, height: s)
        }
        // Template units to points: the scale's cap height is SF's cap height at the point size.
        let k = configuration.pointSize * SymbolMetrics.capHeightPerEm / capHeight
        let ink = variant.path.bounds ?? (0, 0, 0, 0)
        // Across: the margins (the ink's own width without them); down: the ink's extent.
        let left = variant.advance == nil ? ink.minX : 0
        let width = (variant.advance ?? (ink.maxX - ink.minX)) * k
        let path = variant.path.mapped { Point(($0.x - left) * k, ($0.y - ink.minY) * k) }
        return SymbolGlyph(
            name: name, variant: "\(variant.name), \(PointRect.format(configuration.pointSize)) pt", path: path,
            width: width, height: (ink.maxY - ink.minY) * k)
    }
}

/// A symbol as one place draws it: its outline in points in its image box, and the box.
public struct SymbolGlyph: Sendable, Hashable {
    public let name: String
    /// What was drawn: the variant and point size (`Regular-L, 17 pt`), or the stand-in.
    package let variant: String
    package let path: Path
    package let width: Double
    package let height: Double
}

/// The symbol configuration UIKit gives an image in one place (`UIImage.SymbolConfiguration`):
/// a point size, a weight and a scale, with where that comes from.
package struct SymbolConfiguration: Sendable, Hashable {
    package let pointSize: Double
    package let weight: SymbolWeight
    package let scale: SymbolScale
    package let source: String
}

/// Where a bar draws an item's image.
package enum SymbolPlace: String, Sendable, CaseIterable {
    /// A tab bar item, stacked (a phone upright, iOS 26's floating bar).
    case tabBar
    /// A tab bar item laid out inline, as a compact-height tab bar does (a phone on its side).
    case compactTabBar
    /// A bar button item in a navigation bar or a toolbar.
    case barButton
    /// A bar button item in a compact-height bar (a phone on its side).
    case compactBarButton
}

/// The symbol configurations UIKit applies, per place and release. Every number is UIKit's,
/// read in decompiled UIKitCore (iOS 18.0 22A3354 and 18.2 22C152, EthanArbuckle's restore
/// images on GitHub, `_UITabBarItemData.m` and `_UIBarButtonItemData.m`), and Apple's Human
/// Interface Guidelines (Typography, "Dynamic Type sizes") for the text styles' sizes.
package enum SymbolMetrics {
    /// SF Pro's cap height per em, 1443 / 2048 (Capsize's font metrics, seek-oss/capsize,
    /// `@capsizecss/metrics`, `-apple-system` and `.SFNS-Regular`: capHeight 1443, unitsPerEm
    /// 2048). A template's cap height guide is SF's cap height at the template's point size, so
    /// this turns template units into points (the templates' own 70.459 units at 100 pt agree).
    package static let capHeightPerEm = 1443.0 / 2048.0

    /// The body text style's size at the default text size (Large): 17 pt (Apple HIG,
    /// Typography, iOS Dynamic Type sizes). Bars do not follow the text size on a phone.
    package static let bodySize = 17.0
    /// The footnote text style's size at Large: 13 pt (the same table).
    package static let footnoteSize = 13.0

    /// `_UIBarButtonItemData.imageSymbolConfiguration`: `configurationWithTextStyle:` the
    /// fallback's `textStyleForSymbolConfiguration` (`UICTFontTextStyleBody`) `scale: 3`
    /// (large), in iOS 18.2; the body style's weight is regular. iOS 13 to 26 alike (the bar
    /// button's data has one rule; iOS 26 not read, low confidence there).
    package static let barButton = SymbolConfiguration(
        pointSize: bodySize, weight: .regular, scale: .large,
        source: "_UIBarButtonItemData.imageSymbolConfiguration, iOS 18.2: body text style, large scale")

    /// `_UIBarButtonItemData.compactImageSymbolConfiguration`, the same text style at `scale: 2`
    /// (medium), in iOS 18.2: a compact-height bar's items.
    package static let compactBarButton = SymbolConfiguration(
        pointSize: bodySize, weight: .regular, scale: .medium,
        source: "_UIBarButtonItemData.compactImageSymbolConfiguration, iOS 18.2: body text style, medium scale")

    /// `_UITabBarItemData.preferredSymbolConfiguration`, stacked and inline styles (0, 1): for
    /// an app built with the iOS 18 SDK `configurationWithPointSize: 18 weight: medium (5)
    /// scale: large (3)`; before that SDK `configurationWithTextStyle: body scale: large`.
    package static let tabBar18 = SymbolConfiguration(
        pointSize: 18, weight: .medium, scale: .large,
        source: "_UITabBarItemData.preferredSymbolConfiguration, iOS 18: 18 pt, medium, large")
    package static let tabBar13 = SymbolConfiguration(
        pointSize: bodySize, weight: .regular, scale: .large,
        source: "_UITabBarItemData.preferredSymbolConfiguration, earlier SDKs: body text style, large scale")
    /// The compact inline style (2): iOS 18 SDK `configurationWithPointSize: 17 weight: medium
    /// (5) scale: medium (2)`; before it `configurationWithTextStyle: footnote scale: large`.
    package static let compactTabBar18 = SymbolConfiguration(
        pointSize: 17, weight: .medium, scale: .medium,
        source: "_UITabBarItemData.preferredSymbolConfiguration, iOS 18, compact inline: 17 pt, medium, medium scale"
    )
    package static let compactTabBar13 = SymbolConfiguration(
        pointSize: footnoteSize, weight: .regular, scale: .large,
        source:
            "_UITabBarItemData.preferredSymbolConfiguration, earlier SDKs, compact inline: footnote text style, large scale"
    )
}

extension IOSVersion {
    /// The symbol configuration UIKit gives an item's image in `place` on this release. The tab
    /// bar's point-size rule is gated on the app's SDK in the iOS 18 decompiles; BarScope draws
    /// an app built for its release, so iOS 18 and later take it and iOS 13 to 17 the text-style
    /// rule (when the rule changed before iOS 18 is not known: medium confidence for 13–17).
    package func symbolConfiguration(_ place: SymbolPlace) -> SymbolConfiguration {
        switch place {
        case .barButton: return SymbolMetrics.barButton
        case .compactBarButton: return SymbolMetrics.compactBarButton
        case .tabBar: return number >= 18 ? SymbolMetrics.tabBar18 : SymbolMetrics.tabBar13
        case .compactTabBar: return number >= 18 ? SymbolMetrics.compactTabBar18 : SymbolMetrics.compactTabBar13
        }
    }
}
