import Typesetting
import Vector

/// The icons bars draw: the back chevron (a vector path of BarScope's), and the system items'
/// glyphs, taken from Material Design Icons (a font built in, with its licence: SF Symbols may
/// not be redistributed). Each is an outline in points, fitted to a box at the origin, drawn
/// from vectors at every scale (never a bitmap scaled up).
public enum Icon: String, Sendable, CaseIterable, Hashable {
    case backChevron
    case close, add, search, action, compose, bookmarks, trash, refresh, camera, reply, organize, play, pause, rewind,
        fastForward
    /// iOS 26's system Done item.
    case checkmark
    case more, star, starFilled, clock, contacts, history, downloads, mostViewed

    /// The Material Design Icons glyph (its code point in the 2016 font Debian packages, from
    /// the font's own style sheet `materialdesignicons.css`), or nil for BarScope's own paths.
    public var materialDesignCodePoint: UInt32? {
        switch self {
        case .backChevron: return nil
        case .close: return 0xF156  // close
        case .checkmark: return 0xF12C  // check
        case .add: return 0xF415  // plus
        case .search: return 0xF349  // magnify
        case .action: return nil  // BarScope's own: the 2016 font has no box with an arrow up
        case .compose: return 0xF3ED  // pencil-box-outline
        case .bookmarks: return 0xF0BE  // book-open-variant
        case .trash: return 0xF1C0  // delete
        case .refresh: return 0xF450  // refresh
        case .camera: return 0xF100  // camera
        case .reply: return 0xF45A  // reply
        case .organize: return 0xF256  // folder-outline
        case .play: return 0xF40A  // play
        case .pause: return 0xF3E4  // pause
        case .rewind: return 0xF45F  // rewind
        case .fastForward: return 0xF211  // fast-forward
        case .more: return 0xF1D8  // dots-horizontal
        case .star: return 0xF4D2  // star-outline
        case .starFilled: return 0xF4CE  // star
        case .clock: return 0xF150  // clock
        case .contacts: return 0xF009  // account-circle
        case .history: return 0xF2DA  // history
        case .downloads: return 0xF1DA  // download
        case .mostViewed: return 0xF279  // format-list-bulleted
        }
    }

    /// Material Design Icons draws each icon in a 24-unit square with 2 units of margin on every
    /// side (its design grid); UIKit's glyphs fill their box. So a box of `size` points is drawn
    /// as a design square of `size × 24/20`, centred on it.
    public static let designInk = 20.0 / 24.0

    /// The back chevron's box (13 × 21 pt) and its stroke. Box: `_UINavigationBarBackIndicatorView`
    /// frames `(8 11.5; 13 21)` in public view dumps of iOS 9–10, and react-navigation's and
    /// QMUI's 13 × 21 pt back indicators. The stroke (a polyline with round caps, 2.6 pt wide,
    /// from (11.2, 1.8) to (2.1, 10.5) to (11.2, 19.2)) is BarScope's drawing of UIKit's
    /// chevron within that box.
    public static let chevronSize = (width: 13.0, height: 21.0)
    static let chevronStroke = 2.6
    static let chevronPoints = [Point(11.2, 1.8), Point(2.1, 10.5), Point(11.2, 19.2)]

    /// The icon's outline in points: the chevron in its own box, a glyph fitted to a square of
    /// `size` points.
    /// The action (share) icon, BarScope's drawing of UIKit's: an open box with an arrow rising
    /// out of it, strokes 1.6 wide on a 24-unit grid.
    static func actionPath(size: Double) -> Path {
        let k = size / 24
        func scaled(_ points: [(Double, Double)]) -> [Point] { points.map { Point($0.0 * k, $0.1 * k) } }
        var path = Path.roundStroke(
            scaled([(8.5, 9), (5.5, 9), (5.5, 21.5), (18.5, 21.5), (18.5, 9), (15.5, 9)]), width: 1.6 * k)
        path.append(.roundStroke(scaled([(12, 2.5), (12, 14.5)]), width: 1.6 * k))
        path.append(.roundStroke(scaled([(8.5, 6), (12, 2.5), (15.5, 6)]), width: 1.6 * k))
        return path
    }

    public func path(size: Double) throws(FontError) -> Path {
        if self == .action { return Self.actionPath(size: size) }
        guard let codePoint = materialDesignCodePoint else {
            return Path.roundStroke(Self.chevronPoints, width: Self.chevronStroke)
        }
        let font = try Font.builtIn(.materialDesignIcons)
        guard let scalar = Unicode.Scalar(codePoint), let glyph = font.glyph(for: scalar) else { return Path() }
        // The design square: x 0…em, y from the descender to the ascender (y up).
        let em = Double(font.unitsPerEm)
        let square = size / Self.designInk
        let scale = square / em, inset = (square - size) / 2
        let top = Double(font.ascender)
        return font.outline(glyph).mapped { Point($0.x * scale - inset, (top - $0.y) * scale - inset) }
    }
}

/// The status bar's glyphs, as BarScope draws them from the sizes of Apple's published iOS
/// design kit (exported to code in public projects: cellular 19.2 × 12.23, Wi-Fi 17.14 × 12.33,
/// battery 27.33 × 13 with a 24 × 12 body of corner radius 3.8 drawn at 35 % and a 21 × 9
/// level, 7 pt apart); low confidence in the exact shapes, which are BarScope's.
package enum StatusGlyphs {
    /// The cellular signal as four bars of rising height, `size` wide and tall.
    package static func cellularBars(width: Double, height: Double) -> Path {
        let bar = width / 6, gap = (width - 4 * bar) / 3
        var path = Path()
        for (index, fraction) in [0.33, 0.53, 0.76, 1.0].enumerated() {
            let h = height * fraction
            path.append(
                .roundedRectangle(x: Double(index) * (bar + gap), y: height - h, width: bar, height: h, radius: bar / 3)
            )
        }
        return path
    }

    /// The signal as five dots (iOS 7–10), each `diameter` across, `gap` apart.
    package static func signalDots(diameter: Double, gap: Double) -> Path {
        var path = Path()
        for index in 0..<5 {
            path.append(
                .circle(
                    center: Point(diameter / 2 + Double(index) * (diameter + gap), diameter / 2), radius: diameter / 2))
        }
        return path
    }

    /// Wi-Fi: a quarter-circle fan pointing up (three bands, the inner one a wedge), `width` wide;
    /// its height is half the width plus the tip's. Built from 45° directions (√½), no trigonometry.
    package static func wifi(width: Double) -> Path {
        let r = width / 2 / 0.5.squareRoot()  // the fan's outer radius: its chord at ±45° spans the width
        let centre = Point(width / 2, r)
        var path = Path()
        for (outer, inner) in [(1.0, 0.75), (0.64, 0.41), (0.3, 0.0)] {
            path.append(fanBand(centre: centre, outer: r * outer, inner: r * inner))
        }
        return path
    }

    /// One band of the fan between radii `inner` and `outer`, from 135° to 45° (screen up).
    static func fanBand(centre c: Point, outer: Double, inner: Double) -> Path {
        let h = 0.5.squareRoot()
        func arc(_ r: Double, clockwise: Bool, into path: inout Path) {
            let k = r * Path.quarterCircle
            let left = Point(c.x - r * h, c.y - r * h), right = Point(c.x + r * h, c.y - r * h)
            if clockwise {
                path.curve(
                    to: right, control1: Point(left.x + k * h, left.y - k * h),
                    control2: Point(right.x - k * h, right.y - k * h))
            } else {
                path.curve(
                    to: left, control1: Point(right.x - k * h, right.y - k * h),
                    control2: Point(left.x + k * h, left.y - k * h))
            }
        }
        var path = Path()
        path.move(to: Point(c.x - outer * h, c.y - outer * h))
        arc(outer, clockwise: true, into: &path)
        if inner > 0 {
            path.line(to: Point(c.x + inner * h, c.y - inner * h))
            arc(inner, clockwise: false, into: &path)
        } else {
            path.line(to: c)
        }
        path.close()
        return path
    }

    /// How far the battery's cap reaches past its body, and the gap before it (the design kit's
    /// 27.33 pt battery around a 24 pt body, less BarScope's 1 pt gap).
    package static let batteryCapReach = 2.33
    static let batteryCapGap = 1.0

    /// The battery's outline ring (body `width × height`, corner `radius`, `stroke` wide) and its
    /// cap, and the level inside it (`level` 0…1 of `inset` from the ring).
    package static func battery(width: Double, height: Double, radius: Double, stroke: Double, level: Double) -> (
        outline: Path, level: Path
    ) {
        var outline = Path.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: radius)
        outline.append(
            Path.roundedRectangle(
                x: stroke, y: stroke, width: width - 2 * stroke, height: height - 2 * stroke,
                radius: max(0, radius - stroke)
            ).reversed())
        let cap = Path.roundedRectangle(
            x: width + batteryCapGap, y: height * 0.32, width: batteryCapReach - batteryCapGap, height: height * 0.36,
            radius: 0.66)
        outline.append(cap)
        let inset = stroke + 1
        let full = width - 2 * inset
        let fill = Path.roundedRectangle(
            x: inset, y: inset, width: max(0, full * min(1, max(0, level))), height: height - 2 * inset,
            radius: max(0, radius - inset))
        return (outline, level > 0 ? fill : Path())
    }
}
