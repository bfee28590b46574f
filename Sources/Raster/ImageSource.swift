/// Pixels that can be drawn stretched over a view without being held whole: an image already in
/// memory, or a file decoded row by row as it is drawn (see `PNGImageSource`).
///
/// A view that stretches an image (`scaleToFill`, bilinear) reads at most two source rows and
/// two source columns per destination pixel, so a 8192 × 8192 background image drawn over a
/// 1125 × 192 bar needs 2250 × 384 of its pixels, not 67 million.
public protocol ImageSource: Sendable {
    /// Width in pixels.
    var width: Int { get }
    /// Height in pixels.
    var height: Int { get }
    /// Whether every pixel has alpha 1 (what UIKit tests to infer `translucent`).
    var isOpaque: Bool { get }
    /// The premultiplied pixels where `rows` and `columns` cross (each strictly ascending and
    /// inside the image), as an image `columns.count` wide and `rows.count` tall.
    func pixels(rows: [Int], columns: [Int]) throws -> Image
    /// Whether `other` holds the same pixels (for comparing scenes and layer trees).
    func isEqual(to other: any ImageSource) -> Bool
}

extension ImageSource {
    /// Every pixel, premultiplied.
    public func wholeImage() throws -> Image {
        try pixels(rows: Array(0..<height), columns: Array(0..<width))
    }

    public func isEqual(to other: any ImageSource) -> Bool {
        guard width == other.width, height == other.height, isOpaque == other.isOpaque else { return false }
        guard let mine = try? wholeImage(), let theirs = try? other.wholeImage() else { return false }
        return mine == theirs
    }
}

extension Image: ImageSource {
    public func pixels(rows: [Int], columns: [Int]) -> Image {
        if rows.count == height && columns.count == width { return self }
        var out = [UInt8](repeating: 0, count: rows.count * columns.count * 4)
        var n = 0
        for y in rows {
            for x in columns {
                let i = (y * width + x) * 4
                out[n] = pixels[i]
                out[n + 1] = pixels[i + 1]
                out[n + 2] = pixels[i + 2]
                out[n + 3] = pixels[i + 3]
                n += 4
            }
        }
        // Both counts are at least 1 and at most this image's sides.
        return try! Image(width: columns.count, height: rows.count, premultipliedBytes: out)
    }

    public func isEqual(to other: any ImageSource) -> Bool {
        if let image = other as? Image { return image == self }
        guard width == other.width, height == other.height, let theirs = try? other.wholeImage() else { return false }
        return theirs == self
    }
}
