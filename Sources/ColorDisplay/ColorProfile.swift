import BarScopeSupport
import CLCMSShim
import Raster

/// A failure to load a profile or build a transform, as one sentence.
package struct DisplayError: BarScopeError, Equatable {
    /// What kind of failure this is; a struct over a private enum, so kinds can be added.
    package struct Code: Hashable, Sendable {
        fileprivate enum Kind: Hashable, Sendable { case unknownDisplay, badProfile, noTransform }
        fileprivate let kind: Kind
        /// A display name BarScope does not know, or a profile file that cannot be read.
        package static let unknownDisplay = Code(kind: .unknownDisplay)
        /// A profile that is not a usable RGB display profile, or primaries that make none.
        package static let badProfile = Code(kind: .badProfile)
        /// LittleCMS cannot convert to the profile.
        package static let noTransform = Code(kind: .noTransform)
    }

    package let code: Code
    package let description: String
    package init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }
}

/// An RGB ICC profile held by LittleCMS.
package final class ColorProfile: @unchecked Sendable {
    // Immutable after creation; LittleCMS only reads a profile when building transforms.
    let handle: OpaquePointer
    /// The name it was asked for by (`srgb`, `display-p3`, `mac`, or the file's path).
    package let name: String

    init(handle: OpaquePointer, name: String) {
        self.handle = handle
        self.name = name
    }

    deinit { bs_cms_profile_free(handle) }

    /// LittleCMS's built-in sRGB (IEC 61966-2-1).
    package static func srgb() -> ColorProfile {
        ColorProfile(handle: bs_cms_profile_srgb()!, name: "srgb")
    }

    /// A matrix/shaper RGB profile from a white point and primaries (CIE xy) with one tone curve
    /// for all three channels.
    package static func rgb(
        white: Chromaticity, red: Chromaticity, green: Chromaticity, blue: Chromaticity,
        curve: ParametricCurve = .srgb, name: String, description: String
    ) throws(DisplayError) -> ColorProfile {
        let whiteXY = [white.x, white.y]
        let primaries = [red.x, red.y, green.x, green.y, blue.x, blue.y]
        let params = curve.parameters
        guard let handle = bs_cms_profile_rgb(whiteXY, primaries, params, description) else {
            throw DisplayError(.badProfile, "\(name): LittleCMS could not build an RGB profile from these primaries")
        }
        return ColorProfile(handle: handle, name: name)
    }

    /// A profile from ICC bytes (`path` names it in errors).
    package static func icc(_ bytes: [UInt8], path: String) throws(DisplayError) -> ColorProfile {
        var message = [CChar](repeating: 0, count: 256)
        let handle = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer {
                bs_cms_profile_from_memory(buffer.baseAddress, buffer.count, $0.baseAddress)
            }
        }
        guard let handle else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw DisplayError(
                .badProfile,
                "\(path): not a usable ICC display profile: \(reason); give an RGB display profile (.icc) or one of \(Display.builtInNames.joined(separator: ", "))"
            )
        }
        return ColorProfile(handle: handle, name: path)
    }

    /// The profile as ICC bytes, identical on every run (the creation date is zeroed).
    package var iccBytes: [UInt8] {
        let size = bs_cms_profile_to_memory(handle, nil, 0)
        var bytes = [UInt8](repeating: 0, count: size)
        let written = bytes.withUnsafeMutableBufferPointer {
            bs_cms_profile_to_memory(handle, $0.baseAddress, $0.count)
        }
        return Array(bytes.prefix(written))
    }
}

/// A CIE 1931 xy chromaticity.
package struct Chromaticity: Sendable, Equatable {
    package var x: Double
    package var y: Double
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The CIE daylight white at a correlated colour temperature (LittleCMS's `cmsWhitePointFromTemp`).
    package static func daylight(kelvin: Double) -> Chromaticity? {
        var xy = [0.0, 0.0]
        guard bs_cms_white_point_from_temperature(kelvin, &xy) != 0 else { return nil }
        return Chromaticity(x: xy[0], y: xy[1])
    }

    /// D65, as sRGB and Display P3 define it.
    package static let d65 = Chromaticity(x: 0.3127, y: 0.3290)
    /// The sRGB primaries (IEC 61966-2-1, the same as ITU-R BT.709).
    package static let srgbRed = Chromaticity(x: 0.64, y: 0.33)
    package static let srgbGreen = Chromaticity(x: 0.30, y: 0.60)
    package static let srgbBlue = Chromaticity(x: 0.15, y: 0.06)
}

/// An ICC parametric tone curve of type 4: `Y = (aX + b)^γ` for `X ≥ d`, else `Y = cX`. (Named
/// for the ICC's "parametric curve", apart from Compositing's `ToneCurve`, a table of points.)
package struct ParametricCurve: Sendable, Equatable {
    package var gamma: Double, a: Double, b: Double, c: Double, d: Double

    package init(gamma: Double, a: Double, b: Double, c: Double, d: Double) {
        (self.gamma, self.a, self.b, self.c, self.d) = (gamma, a, b, c, d)
    }

    /// The sRGB transfer function (IEC 61966-2-1), which Display P3 shares.
    package static let srgb = ParametricCurve(gamma: 2.4, a: 1 / 1.055, b: 0.055 / 1.055, c: 1 / 12.92, d: 0.04045)

    var parameters: [Double] { [gamma, a, b, c, d] }
}
