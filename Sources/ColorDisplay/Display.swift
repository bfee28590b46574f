import FileAccess
import CLCMSShim
import Raster
import RasterPNG

/// The last stage of a render: sRGB pixels shown on a display with its own profile, converted
/// relative-colorimetrically by LittleCMS, as ColorSync does when a Mac shows a simulator window
/// and a loupe such as xScope reads the screen.
package final class Display: @unchecked Sendable {
    // Immutable after creation; a LittleCMS transform can be used from several threads.
    /// `srgb`, `display-p3`, `mac`, or the path of an ICC file.
    package let name: String
    package let profile: ColorProfile
    private let toDisplay: OpaquePointer?
    private let fromDisplay: OpaquePointer?

    /// The largest ICC profile file read (display profiles are a few kilobytes; LUT-based ones
    /// reach a few megabytes).
    package static let maximumProfileBytes = 16 * 1024 * 1024

    /// The built-in display names.
    package static let builtInNames = ["srgb", "display-p3", "mac"]

    /// A display from a built-in name or an `.icc` file.
    package static func named(_ nameOrPath: String) throws(DisplayError) -> Display {
        switch nameOrPath {
        case "srgb": return try Display(name: "srgb", profile: .srgb())
        case "display-p3": return try Display(name: "display-p3", profile: try displayP3Profile())
        case "mac": return try Display(name: "mac", profile: try MacDisplayModel.fitted.profile())
        default:
            guard nameOrPath.contains(".") || nameOrPath.contains("/") else {
                throw DisplayError(
                    .unknownDisplay,
                    "--display \(nameOrPath): unknown display; use one of \(builtInNames.joined(separator: ", ")) or a path to an .icc file"
                )
            }
            let bytes: [UInt8]
            do {
                bytes = try FileIO.readAll(path: nameOrPath, maxBytes: maximumProfileBytes)
            } catch {
                throw DisplayError(.unknownDisplay, "\(error)")
            }
            return try Display(name: nameOrPath, profile: try .icc(bytes, path: nameOrPath))
        }
    }

    /// Display P3: the DCI-P3 primaries with the D65 white and the sRGB tone curve (Apple's
    /// "Display P3"; primaries from SMPTE EG 432-1).
    package static func displayP3Profile() throws(DisplayError) -> ColorProfile {
        try .rgb(
            white: .d65, red: Chromaticity(x: 0.680, y: 0.320), green: Chromaticity(x: 0.265, y: 0.690),
            blue: Chromaticity(x: 0.150, y: 0.060), name: "display-p3", description: "Display P3 (BarScope)")
    }

    /// A display showing sRGB content through `profile`.
    package init(name: String, profile: ColorProfile) throws(DisplayError) {
        self.name = name
        self.profile = profile
        if name == "srgb" {
            toDisplay = nil
            fromDisplay = nil
            return
        }
        let srgb = ColorProfile.srgb()
        var message = [CChar](repeating: 0, count: 256)
        let forward = bs_cms_transform_create(srgb.handle, profile.handle, &message)
        let backward = bs_cms_transform_create(profile.handle, srgb.handle, &message)
        guard let forward, let backward else {
            bs_cms_transform_free(forward)
            bs_cms_transform_free(backward)
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw DisplayError(.noTransform, "\(name): LittleCMS cannot convert sRGB to this profile: \(reason)")
        }
        toDisplay = forward
        fromDisplay = backward
    }

    deinit {
        bs_cms_transform_free(toDisplay)
        bs_cms_transform_free(fromDisplay)
    }

    /// Whether the display is sRGB itself (no conversion, and PNGs carry `sRGB`).
    package var isSRGB: Bool { toDisplay == nil }

    /// The profile to embed in a PNG of display values; `nil` for sRGB.
    package var embeddedProfile: EmbeddedICCProfile? {
        isSRGB
            ? nil
            : EmbeddedICCProfile(
                name: name == "mac" || name == "display-p3" ? name : "display", bytes: profile.iccBytes)
    }

    /// sRGB components (0…1) in display components (0…1, not clamped).
    package func displayComponents(ofSRGB rgb: [Double]) -> [Double] {
        guard let toDisplay else { return rgb }
        var out = [0.0, 0.0, 0.0]
        bs_cms_transform_apply(toDisplay, rgb, &out, 1)
        return out
    }

    /// Display components (0…1) back in sRGB components (not clamped).
    package func srgbComponents(ofDisplay rgb: [Double]) -> [Double] {
        guard let fromDisplay else { return rgb }
        var out = [0.0, 0.0, 0.0]
        bs_cms_transform_apply(fromDisplay, rgb, &out, 1)
        return out
    }

    /// An 8-bit sRGB colour as the display shows it, rounded to 8 bits; alpha is kept.
    package func show(_ c: RGBA8) -> RGBA8 {
        guard !isSRGB else { return c }
        let out = displayComponents(ofSRGB: [Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255])
        return RGBA8(r: Fixed8.quantize(out[0]), g: Fixed8.quantize(out[1]), b: Fixed8.quantize(out[2]), a: c.a)
    }

    /// The 8-bit display colour as sRGB (the inverse of ``show(_:)`` before rounding).
    package func srgb(ofDisplay c: RGBA8) -> RGBA8 {
        guard !isSRGB else { return c }
        let out = srgbComponents(ofDisplay: [Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255])
        return RGBA8(r: Fixed8.quantize(out[0]), g: Fixed8.quantize(out[1]), b: Fixed8.quantize(out[2]), a: c.a)
    }

    /// Every pixel as the display shows it. Each distinct colour is converted once.
    package func show(_ image: StraightImage) -> StraightImage {
        guard !isSRGB else { return image }
        var cache: [UInt32: RGBA8] = [:]
        var bytes = image.bytes
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let key = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            let shown: RGBA8
            if let hit = cache[key] {
                shown = hit
            } else {
                shown = show(RGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2]))
                cache[key] = shown
            }
            bytes[i] = shown.r
            bytes[i + 1] = shown.g
            bytes[i + 2] = shown.b
        }
        return try! StraightImage(width: image.width, height: image.height, bytes: bytes)
    }
}
