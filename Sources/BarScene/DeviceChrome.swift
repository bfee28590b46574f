import BarLayers
import Raster
import Vector

/// What a device screenshot shows beyond the app (`deviceChrome:` in a scene, off by default):
/// the home indicator, the notch or the Dynamic Island, and the screen's rounded corners.
///
/// Sources, named once (the research sheet `ipad-swiftui-2026.md` §G has them in full):
/// - Corners and sensor housings: ``StatusBarProvider``'s rows (SpringBoard's sensor-housing
///   table in EthanArbuckle's iOS 18.0 and 26.1 restore dumps on GitHub; Kyle Bashour's
///   `_displayCornerRadius` readings, kylebshr/ScreenCorners README and pull request 9; 62 pt on
///   the 16 Pro and 17s from a device reading and NoTomorrow's iPhone 17 Pro simulator), drawn
///   with continuous corners (`cornerCurve = .continuous`, the ScreenCorners README). The
///   island's round ends are half its height (flutter_device_preview's iPhone 17 Pro outline,
///   aloisdeniel, 2026; medium). A notch's outline beyond its rectangle is not in the table: its
///   bottom corners here are rounded with ⅓ of its height (an estimate), its top flares not drawn.
/// - The home indicator: MaterialKit's `MTLumaDodgePillSettings -setDefaultValues` and
///   `+[MTLumaDodgePillView suggestedSizeForContentWidth:withSettings:]` (iOS 18.0 and 26.1
///   dumps): on a phone 5 pt high with its bottom 8 pt above the screen's, `round(0.3574 × short
///   side)` wide when the window is as wide as the short side and `round(0.2571 × long side)`
///   when as wide as the long side; on an iPad 5.5 high, 7.5 up, 273 / 315 pt wide (portrait
///   height up to 1210) or 315 / 345 (taller). Its colour follows the luminance beneath it (the
///   "luma dodge": a dark pill over content brighter than 0.5, the settings' first guess, a light
///   one over darker); the pill's exact colours are not published: black and white here (an
///   estimate).
package struct DeviceChrome: Sendable, Equatable {
    /// The notch or the Dynamic Island, in portrait points (drawn black).
    package enum Housing: Sendable, Equatable {
        case notch(PointRect)
        case island(PointRect)

        package var rect: PointRect {
            switch self {
            case let .notch(r), let .island(r): return r
            }
        }
    }

    /// The screen's corner radius in points (continuous corners); 0 for a square screen.
    package var cornerRadius: Double
    package var housing: Housing?
    /// The home indicator's size rule; nil on a screen with a home button.
    package var homeIndicator: HomeIndicatorRule?
    package var source: String

    /// A notch's bottom corners: ⅓ of its height (an estimate, see above).
    package static let notchCornerShare = 1.0 / 3

    /// The chrome of a device: its row in ``rows`` (iPads go there, ``pad(portraitHeight:)``),
    /// else a Face ID phone's from its status bar provider; nil for a phone with a home button
    /// and for a view of a given size, which have none.
    package static func of(_ device: Device) -> DeviceChrome? {
        if let row = rows[device.id] { return row }
        guard !device.isView, device.homeIndicatorInset > 0 else { return nil }
        // An iPad with a home indicator: its rule, no housing.
        if let pad = device.pad { return Self.pad(portraitHeight: pad.heightPoints) }
        let provider = device.statusBar
        let housing: Housing?
        switch provider.kind {
        case .notch: housing = .notch(provider.cutout)
        case .island: housing = .island(provider.cutout)
        case .legacy, .pad: housing = nil
        }
        return DeviceChrome(
            cornerRadius: provider.displayCornerRadius, housing: housing, homeIndicator: .phone,
            source:
                "corner \(PointRect.format(provider.displayCornerRadius)) pt and housing: \(provider.name) (StatusBarProvider's sources); home indicator: MTLumaDodgePillSettings (phone)"
        )
    }

    /// Devices whose chrome is not derived from their status bar: the iPads, keyed by device id
    /// (none yet; ``pad(portraitHeight:)`` makes a row).
    package static let rows: [String: DeviceChrome] = [:]

    /// An iPad's chrome: corners of 18 pt (Bashour's readings of the iPad Air 4 and the Pro 11
    /// and 12.9 of 2018–2020; assumed for later iPads, low), no housing, the iPad home
    /// indicator for its portrait height in points.
    package static func pad(portraitHeight: Double) -> DeviceChrome {
        DeviceChrome(
            cornerRadius: 18, housing: nil, homeIndicator: .pad(portraitHeight: portraitHeight),
            source:
                "corner 18 pt (Bashour, iPad Air 4 and Pro; later iPads assumed); home indicator: MTLumaDodgePillSettings (iPad)"
        )
    }

    /// The home indicator's sizes (MaterialKit's `MTLumaDodgePillSettings`).
    package struct HomeIndicatorRule: Sendable, Equatable {
        /// Its width when the window is as wide as the screen's short side, and as the long side
        /// (linear in between), from the two sides in points.
        package var widths: @Sendable (_ short: Double, _ long: Double) -> (portrait: Double, landscape: Double)
        package var height: Double
        /// From the pill's bottom to the screen's.
        package var bottomGap: Double
        package var name: String

        package static func == (a: Self, b: Self) -> Bool {
            a.name == b.name && a.height == b.height && a.bottomGap == b.bottomGap
        }

        /// A phone's: `round(0.3574 × short)` and `round(0.2571 × long)`, 5 high, 8 up.
        package static let phone = HomeIndicatorRule(
            widths: { short, long in ((0.3574 * short).rounded(), (0.2571 * long).rounded()) }, height: 5,
            bottomGap: 8, name: "phone")

        /// An iPad's: 273 / 315 up to a portrait height of 1210 pt, 315 / 345 above; 5.5 high, 7.5 up.
        package static func pad(portraitHeight: Double) -> HomeIndicatorRule {
            let tall = portraitHeight > 1210
            return HomeIndicatorRule(
                widths: { _, _ in tall ? (315, 345) : (273, 315) }, height: 5.5, bottomGap: 7.5,
                name: tall ? "pad-large" : "pad")
        }

        /// The pill's frame on a screen of `width` × `height` points (the window as wide as the
        /// screen): centred, `bottomGap` above the bottom.
        package func frame(width: Double, height screenHeight: Double) -> PointRect {
            let short = min(width, screenHeight), long = max(width, screenHeight)
            let sizes = widths(short, long)
            let w = width <= short ? sizes.portrait : sizes.landscape
            return PointRect(x: (width - w) / 2, y: screenHeight - bottomGap - height, width: w, height: height)
        }
    }
}

extension DeviceChrome {
    /// The luminance from which the home indicator is drawn dark: the pill settings' first guess
    /// (`MTLumaDodgePillSettings`: bright at ≥ 0.70, dark at ≤ 0.37, starting at 0.5).
    package static let homeIndicatorThreshold = 0.5

    /// Draws the chrome of `screen` over `image` (the whole screen, rendered): the home indicator
    /// in the colour the luminance beneath calls for, the housing in black, then everything
    /// outside the rounded corners replaced by `outside` (transparent or a colour), blended by
    /// the corner's coverage.
    package func draw(on image: inout Image, screen: Screen, outside: RGBA8) throws(RasterError) {
        let k = Double(screen.scale)
        let width = screen.widthPoints, height = screen.heightPoints
        if let rule = homeIndicator {
            let pill = rule.frame(width: width, height: height)
            let color: RGBA8 = Self.luma(of: image, in: pill, scale: k) >= Self.homeIndicatorThreshold ? .black : .white
            let path = Path.roundedRectangle(
                x: pill.x * k, y: pill.y * k, width: pill.width * k, height: pill.height * k,
                radius: pill.height * k / 2)
            try Self.fill(&image, path, color)
        }
        if let housing {
            let r = housing.rect
            // The housing sits at the device's top edge: the screen's left in landscapeRight
            // (the device turned counter-clockwise), its right in landscapeLeft.
            let placed: PointRect
            switch screen.orientation {
            case .portrait: placed = r
            case .landscapeRight:
                placed = PointRect(
                    x: r.y, y: screen.device.widthPoints - r.x - r.width, width: r.height, height: r.width)
            case .landscapeLeft:
                placed = PointRect(x: width - r.y - r.height, y: r.x, width: r.height, height: r.width)
            }
            let path: Path
            switch housing {
            case .island:
                path = Path.roundedRectangle(
                    x: placed.x * k, y: placed.y * k, width: placed.width * k, height: placed.height * k,
                    radius: min(placed.width, placed.height) * k / 2)
            case .notch:
                // Rounded at its free end; the side against the screen's edge runs past it.
                let corner = r.height * Self.notchCornerShare * k
                var x = placed.x * k, y = placed.y * k, w = placed.width * k, h = placed.height * k
                switch screen.orientation {
                case .portrait: y -= corner; h += corner
                case .landscapeRight: x -= corner; w += corner
                case .landscapeLeft: w += corner
                }
                path = Path.roundedRectangle(x: x, y: y, width: w, height: h, radius: corner)
            }
            try Self.fill(&image, path, .black)
        }
        if cornerRadius > 0 {
            let screenPath = Path.continuousRoundedRectangle(
                x: 0, y: 0, width: Double(image.width), height: Double(image.height), radius: cornerRadius * k)
            let inside = try PathRasterizer.mask(screenPath, width: image.width, height: image.height)
            Self.replaceOutside(&image, inside: inside, with: outside.premultiplied)
        }
    }

    /// The mean Rec. 709 luma (0 to 1) of the image's straight sRGB values under a frame in points.
    static func luma(of image: Image, in frame: PointRect, scale k: Double) -> Double {
        let x0 = max(0, Int((frame.x * k).rounded(.down))), x1 = min(image.width, Int((frame.maxX * k).rounded(.up)))
        let y0 = max(0, Int((frame.y * k).rounded(.down))), y1 = min(image.height, Int((frame.maxY * k).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return 0 }
        var sum = 0.0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let c = image[x, y].straight
                sum += 0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b)
            }
        }
        return sum / Double((x1 - x0) * (y1 - y0)) / 255
    }

    /// `color` over the image where the path covers it, by its coverage.
    static func fill(_ image: inout Image, _ path: Path, _ color: RGBA8) throws(RasterError) {
        guard let (mask, mx, my) = try PathRasterizer.mask(path) else { return }
        let src = color.premultiplied
        for y in 0..<mask.height {
            let iy = my + y
            guard iy >= 0, iy < image.height else { continue }
            for x in 0..<mask.width {
                let ix = mx + x
                guard ix >= 0, ix < image.width else { continue }
                let c = Int(mask[x, y])
                guard c > 0 else { continue }
                let i = (iy * image.width + ix) * 4
                let s = [Int(src.r), Int(src.g), Int(src.b), Int(src.a)]
                for ch in 0..<4 {
                    // source-over by coverage: s·c + d·(1 − s.a·c)
                    let d = Int(image.pixels[i + ch])
                    let sc = s[ch] * c, inv = 255 * 255 - s[3] * c
                    image.pixels[i + ch] = UInt8((sc * 255 + d * inv + 255 * 255 / 2) / (255 * 255))
                }
            }
        }
    }

    /// Each pixel of the image as `inside` covers it, the rest `outside`:
    /// `pixel · c + outside · (1 − c)`, premultiplied.
    static func replaceOutside(_ image: inout Image, inside: AlphaMask, with outside: PremultipliedRGBA8) {
        let o = [Int(outside.r), Int(outside.g), Int(outside.b), Int(outside.a)]
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = Int(inside[x, y])
                guard c < 255 else { continue }
                let i = (y * image.width + x) * 4
                for ch in 0..<4 {
                    let d = Int(image.pixels[i + ch])
                    image.pixels[i + ch] = UInt8((d * c + o[ch] * (255 - c) + 127) / 255)
                }
            }
        }
    }
}
