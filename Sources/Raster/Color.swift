/// A straight (not premultiplied) sRGB colour with 8 bits per channel, as a PNG stores it and
/// as a scene file writes it (`#rrggbb`, `#rrggbbaa`).
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    /// Creates a colour from its four channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A UIKit-style colour: components in `0...1`, quantised with ``Fixed8/quantize(_:)``.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(
            r: Fixed8.quantize(red), g: Fixed8.quantize(green), b: Fixed8.quantize(blue), a: Fixed8.quantize(alpha))
    }

    /// `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Parses `#rrggbb` or `#rrggbbaa` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var values: [UInt8] = []
        var index = 0
        while index < digits.count {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else {
                return nil
            }
            values.append(high << 4 | low)
            index += 2
        }
        self.init(r: values[0], g: values[1], b: values[2], a: values.count == 4 ? values[3] : 255)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when the colour is not opaque.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for v in (a == 255 ? [r, g, b] : [r, g, b, a]) {
            out.append(digits[Int(v >> 4)])
            out.append(digits[Int(v & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public var description: String { hex }

    /// The same colour with its alpha replaced.
    public func with(alpha: UInt8) -> RGBA8 { RGBA8(r: r, g: g, b: b, a: alpha) }

    /// The colour premultiplied by its alpha, rounded by ``Fixed8/multiply(_:_:)``.
    public var premultiplied: PremultipliedRGBA8 {
        let alpha = Int(a)
        return PremultipliedRGBA8(
            uncheckedR: UInt8(Fixed8.multiply(Int(r), alpha)),
            g: UInt8(Fixed8.multiply(Int(g), alpha)),
            b: UInt8(Fixed8.multiply(Int(b), alpha)),
            a: a)
    }

    public static let black = RGBA8(r: 0, g: 0, b: 0)
    public static let white = RGBA8(r: 255, g: 255, b: 255)
    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
}

/// A premultiplied colour with 8 bits per channel: each colour channel is already multiplied by
/// alpha, so `r, g, b <= a`. This is the format the compositor works in.
public struct PremultipliedRGBA8: Hashable, Sendable {
    public let r: UInt8
    public let g: UInt8
    public let b: UInt8
    public let a: UInt8

    /// Creates a premultiplied colour; the caller guarantees `r, g, b <= a`.
    @inlinable
    public init(uncheckedR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The fully transparent colour.
    public static let clear = PremultipliedRGBA8(uncheckedR: 0, g: 0, b: 0, a: 0)

    /// Undoes the premultiplication, rounding to nearest: `round(c · 255 / a)`.
    public var straight: RGBA8 {
        guard a != 0 else { return .clear }
        guard a != 255 else { return RGBA8(r: r, g: g, b: b, a: 255) }
        let alpha = Int(a)
        func un(_ c: UInt8) -> UInt8 { Fixed8.clamp((Int(c) * 255 + alpha / 2) / alpha) }
        return RGBA8(r: un(r), g: un(g), b: un(b), a: a)
    }

    /// This colour with its opacity scaled by `opacity / 255`.
    @inlinable
    public func scaled(by opacity: UInt8) -> PremultipliedRGBA8 {
        if opacity == 255 { return self }
        let o = Int(opacity)
        return PremultipliedRGBA8(
            uncheckedR: UInt8(Fixed8.multiply(Int(r), o)), g: UInt8(Fixed8.multiply(Int(g), o)),
            b: UInt8(Fixed8.multiply(Int(b), o)), a: UInt8(Fixed8.multiply(Int(a), o)))
    }

    /// Porter-Duff source-over: `self` over `destination`.
    @inlinable
    public func over(_ destination: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        let inv = 255 - Int(a)
        return PremultipliedRGBA8(
            uncheckedR: Fixed8.over(Int(r), Int(destination.r), inverseAlpha: inv),
            g: Fixed8.over(Int(g), Int(destination.g), inverseAlpha: inv),
            b: Fixed8.over(Int(b), Int(destination.b), inverseAlpha: inv),
            a: Fixed8.over(Int(a), Int(destination.a), inverseAlpha: inv))
    }
}

extension RGBA8: ExpressibleByStringLiteral {
    /// A colour written as in a scene file, `"#rrggbb"` or `"#rrggbbaa"`, for code that builds
    /// scenes (`bar.barTintColor = "#ff2d55"`). A literal that is not one is a programming error.
    public init(stringLiteral hex: String) {
        guard let color = RGBA8(hex: hex) else {
            preconditionFailure("\"\(hex)\" is not a colour; write \"#rrggbb\" or \"#rrggbbaa\"")
        }
        self = color
    }
}
