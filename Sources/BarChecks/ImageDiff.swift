#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import BarScopeSupport
import Raster

/// What counts as a difference when two images are compared.
public struct DiffOptions: Sendable, Equatable {
    /// Largest channel difference (0…255, any of r, g, b, a) that still counts as equal.
    public var tolerance: Int
    /// When set, a pixel whose CIEDE2000 difference is at most this also counts as equal, even
    /// when a channel differs by more than ``tolerance``.
    public var deltaE: Double?
    /// Regions (in the first image's pixels) left out of the comparison.
    public var ignore: [PixelRect]

    public init(tolerance: Int = 0, deltaE: Double? = nil, ignore: [PixelRect] = []) {
        self.tolerance = tolerance
        self.deltaE = deltaE
        self.ignore = ignore
    }

    /// Exact equality of every pixel.
    public static let exact = DiffOptions()
}

/// The outcome of comparing two images pixel by pixel.
public struct ImageDiff: Sendable {
    /// Width and height of the two images.
    public let sizeA: (width: Int, height: Int)
    public let sizeB: (width: Int, height: Int)
    /// Pixels that differ beyond the tolerances.
    public let differentPixels: Int
    /// Pixels that differ but within the tolerances (drawn yellow in the diff image).
    public let forgivenPixels: Int
    /// Pixels compared (all, less the ignored regions).
    public let comparedPixels: Int
    /// All pixels of the image.
    public let totalPixels: Int
    /// The smallest rectangle holding every differing pixel; `nil` when there are none.
    public let boundingBox: PixelRect?
    /// The largest difference in any channel over the compared pixels.
    public let maxChannelDelta: Int
    /// The largest CIEDE2000 difference over the compared pixels (colours over white).
    public let maxDeltaE: Double
    /// The first pixel (in reading order) with the largest channel difference among those that
    /// differ beyond the tolerance, with both values: the pixel a report explains.
    package var peak: DiffPeak? = nil
    /// The changed areas, each the exact bounding box of a cluster of differing pixels
    /// (``ChangedRegions``), top to bottom: what a report outlines. Found only when a diff image
    /// is drawn (a failure); empty otherwise.
    public var regions: [PixelRect] = []
    /// How many clusters of changed pixels there were (``regions`` keeps the largest 16).
    public var regionCount = 0
    /// The reference faded to grey with differing pixels red, forgiven ones yellow and ignored
    /// regions blue; `nil` when the sizes differ.
    public let image: Image?

    /// Whether the sizes match.
    public var sizesMatch: Bool { sizeA == sizeB }

    /// Whether the images are equal within the tolerances.
    public var isEqual: Bool { sizesMatch && differentPixels == 0 }

    /// The colour differing pixels are drawn in (pixelmatch and odiff use red too).
    public static let differentColor = RGBA8(r: 255, g: 0, b: 0)
    /// The colour of differences within tolerance (pixelmatch's colour for anti-aliasing).
    public static let forgivenColor = RGBA8(r: 255, g: 255, b: 0)
    /// How much of the reference's contrast stays in the faded background: pixelmatch's
    /// default `alpha` of 0.1, as a fraction of 255.
    public static let fadedContrast = 26

    /// Compares `a` (the reference) with `b`. With `drawingImage: false` no diff image is made
    /// (``image`` is `nil`), and byte-identical images are settled by one memory comparison:
    /// what a golden check needs when the images match, as they nearly always do.
    public static func compare(
        _ a: StraightImage, _ b: StraightImage, options: DiffOptions = .exact, drawingImage: Bool = true
    ) -> ImageDiff {
        guard a.width == b.width, a.height == b.height else {
            return ImageDiff(
                sizeA: (a.width, a.height), sizeB: (b.width, b.height), differentPixels: 0, forgivenPixels: 0,
                comparedPixels: 0, totalPixels: a.width * a.height, boundingBox: nil, maxChannelDelta: 0,
                maxDeltaE: 0, image: nil)
        }
        let width = a.width, height = a.height
        if !drawingImage && sameBytes(a.bytes, b.bytes) {
            let ignoredPixels = options.ignore.isEmpty ? 0 : ignoreMask(options.ignore, in: a.bounds).count { $0 }
            return ImageDiff(
                sizeA: (width, height), sizeB: (width, height), differentPixels: 0, forgivenPixels: 0,
                comparedPixels: width * height - ignoredPixels, totalPixels: width * height, boundingBox: nil,
                maxChannelDelta: 0, maxDeltaE: 0, image: nil)
        }
        // Only built when there are regions to ignore: the common exact comparison allocates nothing per pixel.
        let ignored = options.ignore.isEmpty ? [] : ignoreMask(options.ignore, in: a.bounds)
        var out = [UInt8](repeating: 255, count: drawingImage ? width * height * 4 : 0)
        var different = 0, forgiven = 0, compared = 0, maxDelta = 0
        var maxE = 0.0
        var box = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var peak: DiffPeak?
        var clusters = drawingImage ? ChangedRegions(width: width, height: height) : nil
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                for index in 0..<(width * height) {
                    let i = index * 4
                    let ca = RGBA8(r: pa[i], g: pa[i + 1], b: pa[i + 2], a: pa[i + 3])
                    let cb = RGBA8(r: pb[i], g: pb[i + 1], b: pb[i + 2], a: pb[i + 3])
                    var mark = drawingImage ? faded(ca) : ca
                    if !ignored.isEmpty && ignored[index] {
                        mark = RGBA8(r: mark.r - mark.r / 8, g: mark.g - mark.g / 16, b: 255)
                    } else if ca == cb {
                        compared += 1
                    } else {
                        compared += 1
                        // Two fully transparent pixels are the same whatever colour they hide.
                        if ca != cb && !(ca.a == 0 && cb.a == 0) {
                            let delta = max(
                                absDiff(ca.r, cb.r), absDiff(ca.g, cb.g), absDiff(ca.b, cb.b), absDiff(ca.a, cb.a))
                            let e = deltaE2000(LabColor(srgb: overWhite(ca)), LabColor(srgb: overWhite(cb)))
                            maxDelta = max(maxDelta, delta)
                            maxE = max(maxE, e)
                            let withinDeltaE = options.deltaE.map { e <= $0 } ?? false
                            if delta <= options.tolerance || withinDeltaE {
                                forgiven += 1
                                mark = forgivenColor
                            } else {
                                different += 1
                                mark = differentColor
                                if delta > (peak?.channelDelta ?? 0) {
                                    peak = DiffPeak(
                                        x: index % width, y: index / width, reference: ca, actual: cb,
                                        channelDelta: delta)
                                }
                                box = box.union(PixelRect(x: index % width, y: index / width, width: 1, height: 1))
                                clusters?.add(x: index % width, y: index / width)
                            }
                        }
                    }
                    if drawingImage {
                        out[i] = mark.r
                        out[i + 1] = mark.g
                        out[i + 2] = mark.b
                    }
                }
            }
        }
        let image = drawingImage ? try? StraightImage(width: width, height: height, bytes: out).premultiplied : nil
        return ImageDiff(
            sizeA: (width, height), sizeB: (width, height), differentPixels: different, forgivenPixels: forgiven,
            comparedPixels: compared, totalPixels: width * height, boundingBox: different > 0 ? box : nil,
            maxChannelDelta: maxDelta, maxDeltaE: maxE, peak: peak, regions: clusters?.regions() ?? [],
            regionCount: clusters?.clusterCount ?? 0, image: image)
    }

    /// Byte equality by `memcmp` (Array's `==` compares element by element).
    static func sameBytes(_ x: [UInt8], _ y: [UInt8]) -> Bool {
        x.count == y.count
            && x.withUnsafeBytes { px in
                y.withUnsafeBytes { py in memcmp(px.baseAddress!, py.baseAddress!, x.count) == 0 }
            }
    }

    /// One flag a pixel of `bounds` (row by row): whether it lies in one of `regions`.
    static func ignoreMask(_ regions: [PixelRect], in bounds: PixelRect) -> [Bool] {
        var mask = [Bool](repeating: false, count: bounds.width * bounds.height)
        for rect in regions {
            let r = rect.intersection(bounds)
            for y in r.y..<max(r.y, r.maxY) {
                for x in r.x..<max(r.x, r.maxX) { mask[y * bounds.width + x] = true }
            }
        }
        return mask
    }

    private static func absDiff(_ x: UInt8, _ y: UInt8) -> Int { abs(Int(x) - Int(y)) }

    /// The colour composited over white, as a viewer shows it (what ΔE is computed on).
    static func overWhite(_ c: RGBA8) -> RGBA8 {
        guard c.a != 255 else { return c }
        let a = Int(c.a)
        func blend(_ v: UInt8) -> UInt8 { UInt8(Fixed8.multiply(Int(v), a) + 255 - a) }
        return RGBA8(r: blend(c.r), g: blend(c.g), b: blend(c.b))
    }

    /// The reference pixel as a pale grey: its Rec. 601 luma over white, at ``fadedContrast``.
    static func faded(_ c: RGBA8) -> RGBA8 {
        let w = overWhite(c)
        let luma = (299 * Int(w.r) + 587 * Int(w.g) + 114 * Int(w.b) + 500) / 1000
        let grey = UInt8(255 - Fixed8.multiply(255 - luma, fadedContrast))
        return RGBA8(r: grey, g: grey, b: grey)
    }

    /// One line for a terminal.
    public var summary: String {
        guard sizesMatch else {
            return "sizes differ: \(sizeA.width)×\(sizeA.height) vs \(sizeB.width)×\(sizeB.height)"
        }
        if differentPixels == 0 {
            return forgivenPixels == 0
                ? "equal" : "equal within tolerance (\(forgivenPixels) pixels differ by at most the tolerance)"
        }
        return
            "\(differentPixels) of \(totalPixels) pixels differ in \(boundingBox!), max channel delta \(maxChannelDelta), max ΔE00 \(formatDecimal(maxDeltaE, places: 2))"
    }

    /// `{"equal": …, "differentPixels": …, "totalPixels": …, "boundingBox": [x, y, w, h] | null,
    /// "maxChannelDelta": …, "maxDeltaE": …}`, plus `sizeA`/`sizeB` when they differ.
    public var json: String {
        var fields = ["\"equal\": \(isEqual)"]
        if !sizesMatch {
            fields.append("\"sizeA\": [\(sizeA.width), \(sizeA.height)]")
            fields.append("\"sizeB\": [\(sizeB.width), \(sizeB.height)]")
        }
        let boxText = boundingBox.map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" } ?? "null"
        fields += [
            "\"differentPixels\": \(differentPixels)", "\"forgivenPixels\": \(forgivenPixels)",
            "\"totalPixels\": \(totalPixels)", "\"boundingBox\": \(boxText)",
            "\"maxChannelDelta\": \(maxChannelDelta)", "\"maxDeltaE\": \(formatDecimal(maxDeltaE, places: 4))",
        ]
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

/// The pixel of a comparison that changed most: where, both values (straight), by how much.
package struct DiffPeak: Sendable, Equatable {
    package let x: Int
    package let y: Int
    package let reference: RGBA8
    package let actual: RGBA8
    package let channelDelta: Int
}

/// Groups a comparison's differing pixels into the regions a report outlines. The image is cut
/// into square cells of ``cellSize`` pixels; cells with a differing pixel that touch (sides or
/// corners) form one region, whose box is the exact bounding box of its pixels. So changes
/// closer than about a cell merge (a title's letters make one region), and changes far apart
/// (a title and a button) stay apart.
package struct ChangedRegions: Sendable {
    /// The cell's side in pixels: 8 joins a word's letters at @3x (gaps of 1–6 px) while keeping
    /// a bar's items, which UIKit spaces at least 8 pt (24 px) apart, in regions of their own.
    package static let cellSize = 8
    /// The most regions reported: those with the most changed pixels. A change all over the
    /// picture (a new background) would otherwise outline hundreds of cells.
    package static let maximumCount = 16

    let columns: Int, rows: Int
    /// Per cell: changed pixels and their box (min x, min y, max x, max y), or -1 when empty.
    var count: [Int32]
    var box: [Int32]

    package init(width: Int, height: Int) {
        columns = (width + Self.cellSize - 1) / Self.cellSize
        rows = (height + Self.cellSize - 1) / Self.cellSize
        count = [Int32](repeating: 0, count: columns * rows)
        box = [Int32](repeating: -1, count: columns * rows * 4)
    }

    /// Notes a differing pixel.
    package mutating func add(x: Int, y: Int) {
        let cell = (y / Self.cellSize) * columns + x / Self.cellSize, b = cell * 4
        if count[cell] == 0 {
            (box[b], box[b + 1], box[b + 2], box[b + 3]) = (Int32(x), Int32(y), Int32(x), Int32(y))
        } else {
            box[b] = min(box[b], Int32(x))
            box[b + 1] = min(box[b + 1], Int32(y))
            box[b + 2] = max(box[b + 2], Int32(x))
            box[b + 3] = max(box[b + 3], Int32(y))
        }
        count[cell] += 1
    }

    /// The regions: clusters of touching cells, the ``maximumCount`` with the most changed
    /// pixels (ties to the one higher up, then further left), sorted top to bottom, left to right.
    package func regions() -> [PixelRect] {
        func reading(_ a: PixelRect, _ b: PixelRect) -> Bool { (a.y, a.x) < (b.y, b.x) }
        let kept = clusters().sorted { $0.pixels != $1.pixels ? $0.pixels > $1.pixels : reading($0.rect, $1.rect) }
            .prefix(Self.maximumCount)
        return kept.map(\.rect).sorted(by: reading)
    }

    /// How many clusters there are, before ``regions()`` keeps the largest.
    package var clusterCount: Int { clusters().count }

    /// Every cluster of touching cells: its exact box and its changed pixels.
    func clusters() -> [(rect: PixelRect, pixels: Int)] {
        var seen = [Bool](repeating: false, count: count.count)
        var found: [(rect: PixelRect, pixels: Int)] = []
        for start in count.indices where count[start] > 0 && !seen[start] {
            seen[start] = true
            var stack = [start], pixels = 0
            var x0 = Int32.max, y0 = Int32.max, x1 = Int32.min, y1 = Int32.min
            while let cell = stack.popLast() {
                let b = cell * 4
                pixels += Int(count[cell])
                (x0, y0) = (min(x0, box[b]), min(y0, box[b + 1]))
                (x1, y1) = (max(x1, box[b + 2]), max(y1, box[b + 3]))
                let column = cell % columns, row = cell / columns
                for dy in -1...1 {
                    for dx in -1...1 {
                        let c = column + dx, r = row + dy
                        guard c >= 0, c < columns, r >= 0, r < rows else { continue }
                        let next = r * columns + c
                        if count[next] > 0 && !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            let rect = PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0) + 1, height: Int(y1 - y0) + 1)
            found.append((rect, pixels))
        }
        return found
    }
}
