import Raster

/// Turns a path into an 8-bit coverage mask with integer arithmetic only, so that the same path
/// gives the same bytes on every machine.
///
/// Design rules:
/// 1. Coordinates are fixed point, 1/256 of a pixel (``subpixels``), rounded once from the
///    path's doubles.
/// 2. Curves become lines by evaluating them at `n` equal steps of their parameter with
///    integers (the Bernstein sums over `n³`), `n` chosen from the control polygon's bend so the
///    chords stay within 1/64 of a pixel.
/// 3. Coverage is the exact area of each pixel inside the lines (after rule 1), accumulated per
///    cell as FreeType's "smooth" rasterizer does: each piece of an edge inside a pixel adds its
///    height (`cover`) and twice its height times its mean x (`area`); a pixel's coverage is
///    the covers to its left times the pixel's width, minus its own area. Nonzero winding: the
///    absolute value, at most one pixel.
package enum PathRasterizer {
    /// Subpixels per pixel.
    package static let subpixels = 256
    /// The flattening tolerance, in subpixels (1/64 pixel): a circle of 10 px loses well under
    /// a pixel of area to its chords.
    static let tolerance = 4

    /// The coverage of `path` (in pixels, y down) over the pixels of a `width × height` mask whose
    /// top-left pixel is (`x`, `y`).
    package static func mask(_ path: Path, x: Int = 0, y: Int = 0, width: Int, height: Int) throws(RasterError)
        -> AlphaMask
    {
        try mask(
            path, x: x, y: y, width: width, height: height, window: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// The pixels of `window` (relative to the frame's top-left pixel (`x`, `y`)) of the mask
    /// that ``mask(_:x:y:width:height:)`` makes for the whole `width × height` frame: the same
    /// bytes there, at the cost of the window alone. Edges are cut where the whole mask cuts
    /// them (from the frame's origin, at the frame's row and column boundaries), rows outside
    /// the window are skipped, and the cover of what lies left of it is carried into its first
    /// column (all a pixel needs of the cells to its left is the sum of their covers).
    static func mask(_ path: Path, x: Int, y: Int, width: Int, height: Int, window: PixelRect) throws(RasterError)
        -> AlphaMask
    {
        var mask = try AlphaMask(width: window.width, height: window.height)
        var cells = Cells(width: width, height: height, window: window)
        let one = Double(subpixels)
        func fixed(_ p: Point) -> (Int, Int) {
            (
                Int(((p.x - Double(x)) * one).rounded(.toNearestOrAwayFromZero)),
                Int(((p.y - Double(y)) * one).rounded(.toNearestOrAwayFromZero))
            )
        }
        var start = (0, 0), current = (0, 0)
        for element in path.elements {
            switch element {
            case let .move(p):
                cells.line(current, start)
                start = fixed(p)
                current = start
            case let .line(p):
                let to = fixed(p)
                cells.line(current, to)
                current = to
            case let .quad(c, p):
                let (p1, p2) = (fixed(c), fixed(p))
                flatten([current, p1, p2], into: &cells)
                current = p2
            case let .cubic(c1, c2, p):
                let (p1, p2, p3) = (fixed(c1), fixed(c2), fixed(p))
                flatten([current, p1, p2, p3], into: &cells)
                current = p3
            case .close:
                cells.line(current, start)
                current = start
            }
        }
        cells.line(current, start)
        guard !cells.overflowed else { throw .tooComplex(width: window.width, height: window.height) }
        cells.resolve(into: &mask)
        return mask
    }

    /// The path's coverage over the pixels its bounds touch: the mask and its top-left pixel.
    /// Nil for an empty path.
    package static func mask(_ path: Path) throws(RasterError) -> (mask: AlphaMask, x: Int, y: Int)? {
        guard let frame = pixelBounds(path) else { return nil }
        let mask = try mask(path, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        return (mask, frame.x, frame.y)
    }

    /// The path's coverage over the pixels its bounds touch inside `clip`: the part of the
    /// mask ``mask(_:)`` makes that lies in `clip`, byte for byte, and its top-left pixel. The
    /// cost is that of the part: a shape far larger than the picture it is drawn in (a glyph a
    /// hostile font makes thousands of pixels tall, a list's card 10,000 rows long) costs the
    /// picture's pixels, not its own. Nil for an empty path or one wholly outside `clip`.
    package static func mask(_ path: Path, within clip: PixelRect) throws(RasterError)
        -> (mask: AlphaMask, x: Int, y: Int)?
    {
        guard let frame = pixelBounds(path) else { return nil }
        let part = frame.intersection(clip)
        guard !part.isEmpty else { return nil }
        let mask = try mask(
            path, x: frame.x, y: frame.y, width: frame.width, height: frame.height,
            window: part.offsetBy(dx: -frame.x, dy: -frame.y))
        return (mask, part.x, part.y)
    }

    /// The whole pixels a path's bounds touch (at least one); nil for an empty path.
    static func pixelBounds(_ path: Path) -> PixelRect? {
        guard let b = path.bounds else { return nil }
        let x0 = Int(b.minX.rounded(.down)), y0 = Int(b.minY.rounded(.down))
        let x1 = Int(b.maxX.rounded(.up)), y1 = Int(b.maxY.rounded(.up))
        return PixelRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    /// A Bézier curve (2 or 3 control-polygon legs) as lines, evaluated with integers at `n`
    /// equal parameter steps.
    static func flatten(_ p: [(Int, Int)], into cells: inout Cells) {
        let degree = p.count - 1
        // The bend: the largest second difference of the control polygon, in subpixels (L1).
        var bend = 0
        for i in 0..<(degree - 1) {
            let ddx = p[i].0 - 2 * p[i + 1].0 + p[i + 2].0, ddy = p[i].1 - 2 * p[i + 1].1 + p[i + 2].1
            bend = max(bend, abs(ddx) + abs(ddy))
        }
        // A chord of a curve with second difference d, cut into n, strays about d·deg/(8n²)
        // from it: n = ⌈√(bend·degree / (8·tolerance))⌉.
        let n = max(1, min(256, squareRootUp(bend * degree / (8 * tolerance) + 1)))
        var previous = p[0]
        for step in 1...n {
            let point = degree == 2 ? quadratic(p, step, n) : cubic(p, step, n)
            cells.line(previous, point)
            previous = point
        }
    }

    /// ⌈√v⌉ for v ≥ 0 (Double's square root is exact for these sizes, and correctly rounded).
    static func squareRootUp(_ v: Int) -> Int {
        var r = Int(Double(v).squareRoot())
        while r * r < v { r += 1 }
        while r > 0 && (r - 1) * (r - 1) >= v { r -= 1 }
        return r
    }

    /// `a / b` rounded to nearest, halves away from zero (b > 0).
    @inline(__always)
    static func divide(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b)
    }

    static func quadratic(_ p: [(Int, Int)], _ i: Int, _ n: Int) -> (Int, Int) {
        let (u, t) = (n - i, i)
        let (b0, b1, b2) = (u * u, 2 * u * t, t * t)
        let d = n * n
        return (divide(b0 * p[0].0 + b1 * p[1].0 + b2 * p[2].0, d), divide(b0 * p[0].1 + b1 * p[1].1 + b2 * p[2].1, d))
    }

    static func cubic(_ p: [(Int, Int)], _ i: Int, _ n: Int) -> (Int, Int) {
        let (u, t) = (n - i, i)
        let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        let d = n * n * n
        return (
            divide(b0 * p[0].0 + b1 * p[1].0 + b2 * p[2].0 + b3 * p[3].0, d),
            divide(b0 * p[0].1 + b1 * p[1].1 + b2 * p[2].1 + b3 * p[3].1, d)
        )
    }

    /// The cells of a mask: for each pixel, the edges' `cover` and `area` within it (one spare
    /// column on the right, for edges on the mask's right border).
    ///
    /// The sums are 32-bit: a cell's cover is at most 256 a piece of edge through it and its
    /// area 2 × 256 × 256 a piece, so 2³¹ holds thousands of pieces in one cell (a glyph has a
    /// handful); half the memory of 64-bit sums to zero and walk, the same values.
    ///
    /// Only the cells of a window of the frame are kept: edges are clipped and cut against the
    /// whole frame (`width × height`), so each piece inside the window is the piece the whole
    /// frame has there.
    struct Cells {
        let width: Int, height: Int
        /// The window's first column and row in the frame, and its size.
        let left: Int, top: Int, columns: Int, rows: Int
        var cover: [Int32]
        var area: [Int32]
        /// Whether some cell's sums would have left 32 bits (a pathological shape): the mask is
        /// refused rather than drawn wrong.
        var overflowed = false

        /// The cells of the whole frame.
        init(width: Int, height: Int) {
            self.init(width: width, height: height, window: PixelRect(x: 0, y: 0, width: width, height: height))
        }

        init(width: Int, height: Int, window: PixelRect) {
            self.width = width
            self.height = height
            (left, top, columns, rows) = (window.x, window.y, window.width, window.height)
            cover = [Int32](repeating: 0, count: (columns + 1) * rows)
            area = [Int32](repeating: 0, count: (columns + 1) * rows)
        }

        /// Adds the edge from `a` to `b` (subpixels, relative to the frame's top-left). Parts
        /// above or below the frame change no pixel of it and are dropped; x is clamped to the
        /// frame, which keeps the cover of parts left of it (they still wind the pixels to their
        /// right) and drops what lies right of it. Only the pieces in the window's rows are
        /// walked.
        mutating func line(_ a: (Int, Int), _ b: (Int, Int)) {
            let one = PathRasterizer.subpixels
            var (x0, y0) = a, (x1, y1) = b
            guard y0 != y1 else { return }
            let bottom = height * one
            // Clip to the mask's rows, along the edge.
            func x(at y: Int) -> Int { a.0 + PathRasterizer.divide((y - a.1) * (b.0 - a.0), b.1 - a.1) }
            if y0 < 0 || y1 < 0 {
                guard y0 > 0 || y1 > 0 else { return }
                if y0 < 0 { (x0, y0) = (x(at: 0), 0) } else { (x1, y1) = (x(at: 0), 0) }
            }
            if y0 > bottom || y1 > bottom {
                guard y0 < bottom || y1 < bottom else { return }
                if y0 > bottom { (x0, y0) = (x(at: bottom), bottom) } else { (x1, y1) = (x(at: bottom), bottom) }
            }
            guard y0 != y1 else { return }
            // Cut the edge at each row boundary, computing the cuts from its upper end whichever
            // way it runs, so that an edge gives the same pieces in either direction. The pieces
            // are walked top to bottom and each is added in the edge's own direction (the sums
            // do not depend on the order they are added in).
            let downward = y0 < y1
            let (top, bottomEnd) = downward ? ((x0, y0), (x1, y1)) : ((x1, y1), (x0, y0))
            let (firstRow, endRow) = (self.top, self.top + rows)
            // Nothing of the edge in the window's rows: no piece to add.
            guard bottomEnd.1 > firstRow * one, top.1 < endRow * one else { return }
            func cut(at boundary: Int) -> (Int, Int) {
                (
                    top.0 + PathRasterizer.divide((boundary - top.1) * (bottomEnd.0 - top.0), bottomEnd.1 - top.1),
                    boundary
                )
            }
            var from = top
            var boundary = (top.1 / one + 1) * one
            // Rows above the window are skipped: the cut at the window's top is the one the
            // walk from the edge's top would have made there.
            if top.1 < firstRow * one {
                from = cut(at: firstRow * one)
                boundary = (firstRow + 1) * one
            }
            while true {
                let to = boundary < bottomEnd.1 ? cut(at: boundary) : bottomEnd
                let row = from.1 / one
                if downward {
                    rowPiece(row: row, from.0, from.1 - row * one, to.0, to.1 - row * one)
                } else {
                    rowPiece(row: row, to.0, to.1 - row * one, from.0, from.1 - row * one)
                }
                if boundary >= bottomEnd.1 || boundary >= endRow * one { break }
                from = to
                boundary += one
            }
        }

        /// Adds the part of an edge inside one row, from (`xa`, `fya`) to (`xb`, `fyb`), y
        /// relative to the row's top (0…256): cut where it leaves the mask's columns (a part left
        /// of the mask winds along its left border, a part right of it along the spare column),
        /// then at each column boundary.
        mutating func rowPiece(row: Int, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int) {
            let right = width * PathRasterizer.subpixels
            func fy(at x: Int) -> Int { fya + PathRasterizer.divide((x - xa) * (fyb - fya), xb - xa) }
            func crosses(_ border: Int) -> Bool { (xa < border) != (xb < border) && xa != border && xb != border }
            // The borders crossed, in the piece's direction: at most the two mask edges.
            let (first, second) = xa < xb ? (0, right) : (right, 0)
            var x0 = xa, y0 = fya
            if crosses(first) {
                let y = fy(at: first)
                inside(row: row, min(max(x0, 0), right), y0, first, y)
                (x0, y0) = (first, y)
            }
            if crosses(second) {
                let y = fy(at: second)
                inside(row: row, min(max(x0, 0), right), y0, second, y)
                (x0, y0) = (second, y)
            }
            inside(row: row, min(max(x0, 0), right), y0, min(max(xb, 0), right), fyb)
        }

        /// Adds a row piece that lies within the mask's columns, cutting it at each column
        /// boundary (cuts computed from its left end whichever way it runs).
        mutating func inside(row: Int, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int) {
            let one = PathRasterizer.subpixels
            // Wholly left of the window, a piece only winds the window's pixels: its pieces'
            // covers sum to its height, carried into the first column with no area (as a
            // vertical piece on the window's left border is added). Wholly right of it, a piece
            // changes none of them.
            if max(xa, xb) <= left * one, left > 0 {
                add(row: row, left * one, fya, left * one, fyb)
                return
            }
            if min(xa, xb) >= (left + columns) * one, left + columns < width { return }
            guard xa != xb else {
                add(row: row, xa, fya, xb, fyb)
                return
            }
            let rightward = xa < xb
            let (left, right) = rightward ? ((xa, fya), (xb, fyb)) : ((xb, fyb), (xa, fya))
            var from = left
            var boundary = (left.0 / one + 1) * one
            while true {
                let to =
                    boundary < right.0
                    ? (
                        boundary,
                        left.1 + PathRasterizer.divide((boundary - left.0) * (right.1 - left.1), right.0 - left.0)
                    )
                    : right
                if rightward {
                    add(row: row, from.0, from.1, to.0, to.1)
                } else {
                    add(row: row, to.0, to.1, from.0, from.1)
                }
                if boundary >= right.0 { break }
                from = to
                boundary += one
            }
        }

        /// Adds an edge piece that lies in one cell: from (`xa`, `fya`) to (`xb`, `fyb`).
        mutating func add(row: Int, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int) {
            let one = PathRasterizer.subpixels
            let dy = fyb - fya
            guard dy != 0 else { return }
            let column = min(width, min(xa, xb) / one)
            guard row >= top, row < top + rows, column < left + columns else { return }
            // A piece left of the window winds its first column's pixels: its cover alone.
            let (cell, twiceX) = column < left ? (left, 0) : (column, (xa - column * one) + (xb - column * one))
            let index = (row - top) * (columns + 1) + (cell - left)
            let (newCover, coverOverflow) = cover[index].addingReportingOverflow(Int32(dy))
            let (newArea, areaOverflow) = area[index].addingReportingOverflow(Int32(dy * twiceX))
            guard !coverOverflow, !areaOverflow else {
                overflowed = true
                return
            }
            (cover[index], area[index]) = (newCover, newArea)
        }

        /// Each pixel's coverage: the covers of the cells to its left and its own, times a
        /// pixel's width, minus its own area, over a pixel's area; nonzero winding.
        func resolve(into mask: inout AlphaMask) {
            let one = PathRasterizer.subpixels
            let full = 2 * one * one
            let (width, height) = (columns, rows)
            cover.withUnsafeBufferPointer { cover in
                area.withUnsafeBufferPointer { area in
                    mask.coverage.withUnsafeMutableBufferPointer { out in
                        for row in 0..<height {
                            var winding = 0
                            let base = row &* (width &+ 1), line = row &* width
                            for column in 0..<width {
                                winding &+= Int(cover[base &+ column])
                                let value = abs(winding &* 2 &* one &- Int(area[base &+ column]))
                                out[line &+ column] = UInt8(min(255, (value &* 255 &+ full / 2) / full))
                            }
                        }
                    }
                }
            }
        }
    }
}
