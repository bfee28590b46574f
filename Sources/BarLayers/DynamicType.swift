/// `UIContentSizeCategory`: the text size a person picks in Settings (Display & Brightness ›
/// Text Size, and Accessibility › Larger Text for the five accessibility sizes), by UIKit's names.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether it is one of the five accessibility sizes (AX1 to AX5), the last five cases.
    public var isAccessibilityCategory: Bool {
        Self.allCases.firstIndex(of: self)! >= Self.allCases.firstIndex(of: .accessibilityMedium)!
    }
}

/// `UIFont.TextStyle`: the styles whose size follows the content size category.
package enum TextStyleName: String, Sendable, CaseIterable, Hashable {
    case largeTitle, title1, headline, body, subheadline, footnote, caption1, caption2
}

/// Dynamic Type: the point size and leading of each text style in each content size category.
///
/// Source: Apple, Human Interface Guidelines, Typography › Specifications, "iOS, iPadOS Dynamic
/// Type sizes" and "iOS, iPadOS larger accessibility type sizes" (developer.apple.com/design/
/// human-interface-guidelines/typography). Checked against temoki's measurements on the iOS 13.3
/// simulator (github.com/temoki/UIKit_DynamicType, README), which agree in every size BarScope
/// uses; they disagree in one it does not (``caption2AtAccessibilityExtraExtraExtraLarge``).
///
/// Which of a bar's texts follow it (the rest keep their Large size at every category):
/// - list rows (UITableViewCell's labels use the body and subheadline styles) do;
/// - the inline title, bar button items, toolbar items and tab bar labels do not: they stay at
///   their Large size, and from the accessibility sizes a long press shows them in the large
///   content viewer instead (Apple, `UILargeContentViewerInteraction`: "buttons in a tab bar
///   remain small"; HIG, Typography; WordPress for iOS, docs/dynamic-type-guidelines.md: "Fixed
///   fonts are used in system bars like Navigation Bar, Tab Bar and Search Bar"). The viewer is
///   an overlay shown on touch, not part of a still frame, so BarScope draws nothing for it;
/// - the large title does (``largeTitleScales``, ``largeTitle(_:)``).
package enum DynamicType {
    /// Whether the navigation bar's large title follows the Large Title style: UIKit's iOS 18.2
    /// code, as decompiled in Ethan Arbuckle's public dump of the iPhone 17,1 restore image
    /// (GitHub, EthanArbuckle/iPhone17-1_18.2_22C152_Restore, UIKitCore), asks for the large
    /// title's font with `preferredFontForTextStyle:` (the bold Large Title style, which
    /// follows the category, with no cap on the large title view), while the inline title and
    /// the bar buttons take `defaultFontForTextStyle:`, the Large size, unless a private switch
    /// turns Dynamic Type on for bars (`_UIBarsUseDynamicType`, off for the apps BarScope
    /// models). Earlier releases are taken to do the same: no source shows iOS 11–17 otherwise.
    package static let largeTitleScales = true

    /// The large title in `category`: its size (the Large Title style's), the large-title view's
    /// height and the baseline from that view's top. The view keeps the Large size's 3 pt above
    /// the line and 8 pt below it (52 = 3 + 41 + 8, ``ContentMetrics/largeTitleBaseline``), so it
    /// grows by the style's leading less 41 pt, and the baseline moves down with the line's
    /// ascent (SF's 32.4 pt at 34 pt, in proportion): at AX5, 60 pt on a 70 pt line in an 81 pt
    /// view. BarScope's arithmetic on the HIG's sizes; no public source measures the view at
    /// other sizes.
    package static func largeTitle(_ category: ContentSizeCategory) -> (size: Double, height: Double, baseline: Double)
    {
        let large = entry(.largeTitle, .large)
        let chosen = largeTitleScales ? entry(.largeTitle, category) : large
        return (
            chosen.size, BarConstants.largeTitleHeight + (chosen.leading - large.leading),
            ContentMetrics.largeTitleBaseline + (chosen.size - large.size) * largeTitleAscentPerPoint
        )
    }

    /// SF's ascent per point of size at the large title's: 32.4 pt at 34 pt.
    static let largeTitleAscentPerPoint = 32.4 / 34

    /// Caption 2 at AX5: 40 pt in the HIG's table, 41 pt in temoki's simulator measurement.
    /// BarScope takes the HIG's (no bar or list text uses Caption 2).
    package static let caption2AtAccessibilityExtraExtraExtraLarge = 40.0

    /// (size, leading) in points for each style, in the order of ``ContentSizeCategory/allCases``.
    static let table: [TextStyleName: [(size: Double, leading: Double)]] = [
        .largeTitle: [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
            (56, 66), (60, 70),
        ],
        .title1: [
            (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
            (53, 62), (58, 68),
        ],
        .headline: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56), (53, 62),
        ],
        .body: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56), (53, 62),
        ],
        .subheadline: [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
            (42, 50), (49, 58),
        ],
        .footnote: [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
            (38, 46), (44, 52),
        ],
        .caption1: [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
            (37, 44), (43, 51),
        ],
        .caption2: [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
            (34, 41), (caption2AtAccessibilityExtraExtraExtraLarge, 48),
        ],
    ]

    /// The point size of `style` in `category`.
    package static func size(_ style: TextStyleName, _ category: ContentSizeCategory) -> Double {
        entry(style, category).size
    }

    /// The leading (line height) of `style` in `category`, in points.
    package static func leading(_ style: TextStyleName, _ category: ContentSizeCategory) -> Double {
        entry(style, category).leading
    }

    static func entry(_ style: TextStyleName, _ category: ContentSizeCategory) -> (size: Double, leading: Double) {
        table[style]![ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}
