import BarScopeSupport
import Raster

/// One step of a backdrop's filter. A backdrop captures what lies beneath it and runs its
/// stages in order (``Filter/apply(_:to:in:)``); a material (the iOS 7–12 bar blur, the
/// iOS 13 system materials) is a list of these, kept as data with the constants it is built
/// from. Every stage works on premultiplied 8-bit pixels with integer arithmetic, so a stage
/// gives the same bytes on every machine.
public enum FilterStage: Hashable, Sendable {
    /// `passes` box blurs of odd width `width` device pixels, edges extended (``BoxBlur``).
    case boxBlur(width: Int, passes: Int)
    /// The Rec. 709 saturation matrix of UIImageEffects (``Saturation``); 1 changes nothing.
    case saturation(Double)
    /// Adds `amount` (−1…1) to each colour channel, as `CIColorControls`' `inputBrightness`
    /// does (on premultiplied pixels: `amount · alpha`).
    case brightness(Double)
    /// Any 3 × 4 colour matrix (``ColorMatrix``).
    case colorMatrix(ColorMatrix)
    /// A tone curve applied to each colour channel (``ToneCurve``).
    case toneCurve(ToneCurve)
    /// CoreMaterial's luminance curve: each pixel mixed toward the grey a curve of its
    /// luminance gives (``LuminanceCurve``).
    case luminanceCurve(LuminanceCurve)
    /// A colour drawn over the result with a blend mode (a material's tint layer).
    case tint(RGBA8, BlendMode)
    /// A blur whose radius follows a ramp down the rectangle (``ProgressiveBlur``).
    case progressiveBlur(ProgressiveBlur)

    /// Whether each output pixel depends on its input pixel alone (every stage but the blur):
    /// such stages may run on any part of an image, band by band.
    package var isPointwise: Bool {
        switch self {
        case .boxBlur, .progressiveBlur: return false
        default: return true
        }
    }

    /// What the stage does, in words (for `explain`): `box-blurred 3 × 75 px`.
    package var summary: String {
        switch self {
        case let .boxBlur(width, passes): return "box-blurred \(passes) × \(width) px"
        case let .saturation(factor): return "saturated × \(formatDecimal(factor, places: 2, trimZeros: true))"
        case let .brightness(amount):
            return "brightened \(amount < 0 ? "−" : "+")\(formatDecimal(abs(amount), places: 3, trimZeros: true))"
        case let .colorMatrix(matrix): return "colour matrix \(matrix.summary)"
        case let .toneCurve(curve): return "tone curve \(curve.summary)"
        case let .luminanceCurve(curve): return "luminance curve \(curve.summary)"
        case let .tint(color, mode): return "tinted \(color.hex)" + (mode == .normal ? "" : " (\(mode.rawValue))")
        case let .progressiveBlur(blur): return blur.summary
        }
    }
}

/// What a backdrop layer does to the content beneath it: its stages, in order.
package struct BackdropFilter: Hashable, Sendable {
    package var stages: [FilterStage]

    package init(stages: [FilterStage]) {
        self.stages = stages
    }

    /// UIImageEffects' recipe, the bar material of iOS 7 to 12: three box blurs of odd width
    /// `boxWidth`, then saturation by `saturation`.
    package init(boxWidth: Int, saturation: Double) {
        self.init(stages: [.boxBlur(width: boxWidth, passes: BoxBlur.passes), .saturation(saturation)])
    }
}

/// Runs filter stages: the one definition of what a backdrop's pixels are, whichever path
/// (in place, captured, streamed, band by band) produces them.
package enum Filter {
    /// Applies `stages` in order to the pixels of `rect` (inside the image), in place.
    package static func apply(_ stages: some Collection<FilterStage>, to image: inout Image, in rect: PixelRect) {
        for stage in stages { apply(stage, to: &image, in: rect) }
    }

    /// Applies `stages` in order and reports the pixel (`x`, `y`) after each stage.
    package static func apply(
        _ stages: some Collection<FilterStage>, to image: inout Image, in rect: PixelRect, probing x: Int, _ y: Int
    ) -> [PremultipliedRGBA8] {
        stages.map { stage in
            apply(stage, to: &image, in: rect)
            return image[x, y]
        }
    }

    /// Applies one stage to the pixels of `rect`.
    package static func apply(_ stage: FilterStage, to image: inout Image, in rect: PixelRect) {
        precondition(rect.intersection(image.bounds) == rect, "the filtered rectangle must lie inside the image")
        guard !rect.isEmpty else { return }
        switch stage {
        case let .boxBlur(width, passes):
            BoxBlur.blur(&image, in: rect, boxWidth: width, passes: passes)
        case let .saturation(factor):
            guard abs(factor - 1) > 1e-9 else { return }
            ColorMatrix.saturation(factor).apply(to: &image, in: rect)
        case let .brightness(amount):
            ColorMatrix.brightness(amount).apply(to: &image, in: rect)
        case let .colorMatrix(matrix):
            matrix.apply(to: &image, in: rect)
        case let .toneCurve(curve):
            curve.apply(to: &image, in: rect)
        case let .luminanceCurve(curve):
            curve.apply(to: &image, in: rect)
        case let .tint(color, mode):
            image.fill(rect, with: color.premultiplied, clip: rect, blend: mode)
        case let .progressiveBlur(blur):
            blur.apply(to: &image, in: rect)
        }
    }
}
