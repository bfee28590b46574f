import Raster

/// `UIUserInterfaceStyle`: the trait collection's light or dark mode (iOS 13+).
public enum UserInterfaceStyle: String, Sendable, CaseIterable {
    case light, dark
}

/// A colour as iOS 13+ stores a semantic one: a value for light mode and one for dark mode,
/// resolved against the trait collection when drawn. A plain colour has the same value in both.
public struct DynamicColor: Hashable, Sendable {
    public var light: RGBA8
    public var dark: RGBA8
    /// The semantic name (`systemBackground`), or nil for a plain colour.
    public var name: String?

    public init(light: RGBA8, dark: RGBA8, name: String? = nil) {
        self.light = light
        self.dark = dark
        self.name = name
    }

    /// The same colour in both modes.
    public init(_ color: RGBA8) {
        self.init(light: color, dark: color)
    }

    /// The value for a trait.
    public func resolved(_ style: UserInterfaceStyle) -> RGBA8 { style == .dark ? dark : light }

    /// As `tree` prints it: `systemBackground (#ffffff)` or `#ff2d55`.
    public func summary(_ style: UserInterfaceStyle) -> String {
        name.map { "\($0) (\(resolved(style).hex))" } ?? resolved(style).hex
    }
}

/// The semantic colours bars and their content use, light and dark, as iOS 13 to 18 resolve
/// them in sRGB.
///
/// Sources: Flutter's `CupertinoColors` (flutter/flutter, packages/flutter/lib/src/cupertino/
/// colors.dart), which lists each colour's light and dark values "derived from" Apple's design
/// resources; Noah Gilmore's ColorCompatibility (noahsark769, the iOS 13 light values read from
/// UIKit); runtime prints of `secondaryLabel` and `secondarySystemGroupedBackground` in both modes
/// (newbe.dev, "What is the default background color of UITableViewCell in iOS 13?"). They agree
/// where they overlap. Apple's HIG warns that the values may change between releases; these are
/// the iOS 13 to 17 values.
public enum SemanticColors {
    private static func c(_ light: String, _ dark: String, _ name: String) -> DynamicColor {
        DynamicColor(light: RGBA8(hex: light)!, dark: RGBA8(hex: dark)!, name: name)
    }

    public static let systemBackground = c("#ffffff", "#000000", "systemBackground")
    public static let secondarySystemBackground = c("#f2f2f7", "#1c1c1e", "secondarySystemBackground")
    public static let tertiarySystemBackground = c("#ffffff", "#2c2c2e", "tertiarySystemBackground")
    public static let systemGroupedBackground = c("#f2f2f7", "#000000", "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = c("#ffffff", "#1c1c1e", "secondarySystemGroupedBackground")
    public static let label = c("#000000", "#ffffff", "label")
    /// rgba(60, 60, 67, 0.6) and rgba(235, 235, 245, 0.6) (runtime prints).
    public static let secondaryLabel = c("#3c3c4399", "#ebebf599", "secondaryLabel")
    public static let tertiaryLabel = c("#3c3c434d", "#ebebf54d", "tertiaryLabel")
    public static let quaternaryLabel = c("#3c3c432e", "#ebebf529", "quaternaryLabel")
    public static let placeholderText = c("#3c3c434d", "#ebebf54d", "placeholderText")
    /// rgba(60, 60, 67, 0.29) and rgba(84, 84, 88, 0.6).
    public static let separator = c("#3c3c434a", "#54545899", "separator")
    public static let opaqueSeparator = c("#c6c6c8", "#38383a", "opaqueSeparator")
    public static let systemFill = c("#78788033", "#7878805c", "systemFill")
    /// rgba(120, 120, 128, 0.16) and 0.32 (flutter's cupertino colors.dart, "derived from"
    /// Apple's design resources). Not a scene's to name (``all``): a sidebar's selection uses it.
    package static let secondarySystemFill = c("#78788029", "#78788052", "secondarySystemFill")
    public static let link = c("#007aff", "#0984ff", "link")
    public static let systemBlue = c("#007aff", "#0a84ff", "systemBlue")
    public static let systemRed = c("#ff3b30", "#ff453a", "systemRed")
    public static let systemGreen = c("#34c759", "#30d158", "systemGreen")
    public static let systemOrange = c("#ff9500", "#ff9f0a", "systemOrange")
    public static let systemYellow = c("#ffcc00", "#ffd60a", "systemYellow")
    public static let systemPink = c("#ff2d55", "#ff375f", "systemPink")
    public static let systemPurple = c("#af52de", "#bf5af2", "systemPurple")
    public static let systemIndigo = c("#5856d6", "#5e5ce6", "systemIndigo")
    public static let systemTeal = c("#5ac8fa", "#64d2ff", "systemTeal")
    public static let systemGray = c("#8e8e93", "#8e8e93", "systemGray")
    public static let systemGray2 = c("#aeaeb2", "#636366", "systemGray2")
    public static let systemGray3 = c("#c7c7cc", "#48484a", "systemGray3")
    public static let systemGray4 = c("#d1d1d6", "#3a3a3c", "systemGray4")
    public static let systemGray5 = c("#e5e5ea", "#2c2c2e", "systemGray5")
    public static let systemGray6 = c("#f2f2f7", "#1c1c1e", "systemGray6")
    /// `UIColor.clearColor`, which an appearance stores as nil (no colour).
    public static let clear = c("#00000000", "#00000000", "clear")

    /// Every colour a scene may name, by its UIKit name.
    public static let all: [DynamicColor] = [
        systemBackground, secondarySystemBackground, tertiarySystemBackground, systemGroupedBackground,
        secondarySystemGroupedBackground, label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText,
        separator,
        opaqueSeparator, systemFill, link, systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink,
        systemPurple,
        systemIndigo, systemTeal, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6, clear,
    ]

    /// The colour with a UIKit name.
    public static func named(_ name: String) -> DynamicColor? { all.first { $0.name == name } }

    /// The hairline of the iOS 13+ bars (`_systemChromeShadowColor`, decompiled UIColor of the
    /// iOS 18.2 and 26.1 restore images): black at 0.3 in light mode, white at 0.15 in dark.
    public static let chromeShadow = c("#0000004d", "#ffffff26", "_systemChromeShadowColor")
}

extension DynamicColor: ExpressibleByStringLiteral {
    /// `"#rrggbb"`, `"#rrggbbaa"` or a semantic colour's name (`"systemBackground"`), as in a
    /// scene file. A literal that is neither is a programming error.
    public init(stringLiteral text: String) {
        if let color = RGBA8(hex: text) {
            self.init(color)
        } else if let named = SemanticColors.named(text) {
            self = named
        } else {
            preconditionFailure(
                "\"\(text)\" is not a colour; write \"#rrggbb\", \"#rrggbbaa\" or a system colour such as systemBackground"
            )
        }
    }
}
