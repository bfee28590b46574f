import BarScopeSupport
import Raster

/// How `pick` prints a colour: the forms a developer pastes into code or a design tool.
public enum ColorFormat: String, Sendable, CaseIterable {
    /// `#f8f8f8` (`#f8f8f8cc` when not opaque).
    case hex
    /// `rgb(248, 248, 248)` or `rgba(248, 248, 248, 0.8)`, as CSS writes it.
    case rgb
    /// `0.973 0.973 0.973 1`: components in 0…1.
    case float
    /// `UIColor(red: 0.973, green: 0.973, blue: 0.973, alpha: 1)`.
    case uicolor
    /// `Color(.sRGB, red: 0.973, green: 0.973, blue: 0.973, opacity: 1)`.
    case swiftui

    /// Three decimals: enough for every 8-bit value to round-trip (steps are 1/255 ≈ 0.0039),
    /// and what Xcode's colour literals show.
    public static let componentDecimals = 3

    /// The colour in this format.
    public func format(_ c: RGBA8) -> String {
        func unit(_ v: UInt8) -> String {
            formatDecimal(Double(v) / 255, places: Self.componentDecimals, trimZeros: true)
        }
        switch self {
        case .hex:
            return c.hex
        case .rgb:
            return c.a == 255
                ? "rgb(\(c.r), \(c.g), \(c.b))" : "rgba(\(c.r), \(c.g), \(c.b), \(unit(c.a)))"
        case .float:
            return "\(unit(c.r)) \(unit(c.g)) \(unit(c.b)) \(unit(c.a))"
        case .uicolor:
            return "UIColor(red: \(unit(c.r)), green: \(unit(c.g)), blue: \(unit(c.b)), alpha: \(unit(c.a)))"
        case .swiftui:
            return "Color(.sRGB, red: \(unit(c.r)), green: \(unit(c.g)), blue: \(unit(c.b)), opacity: \(unit(c.a)))"
        }
    }
}
