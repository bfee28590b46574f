import Raster

/// A PNG file as an ``Raster/ImageSource``: checked whole once, then decoded row by row each
/// time it is drawn, keeping only the rows and columns a view samples, so a large image costs
/// the memory of the view it is stretched over, not its own (an interlaced file, whose every
/// pass touches every row, is the exception: it is decoded whole for a moment).
package struct PNGImageSource: ImageSource, Equatable {
    package let file: PNGFile
    package let isOpaque: Bool
    package var width: Int { file.width }
    package var height: Int { file.height }

    /// Rows inflated at a time while scanning.
    static let bandRows = 32

    /// Inflates every row of `file` once, keeping none, to check the whole stream (so that
    /// decoding it again when drawn cannot fail) and to find whether every pixel is opaque.
    package init(file: PNGFile) throws(PNGError) {
        self.file = file
        var opaque = file.info.opaque
        if !opaque {
            opaque = true
            try Self.forEachRow(of: file) { _, row in
                var a = 3
                while opaque && a < row.count {
                    if row[a] != 255 { opaque = false }
                    a += 4
                }
            }
        } else {
            try Self.forEachRow(of: file) { _, _ in }
        }
        isOpaque = opaque
    }

    package func pixels(rows: [Int], columns: [Int]) throws -> Image {
        var out = [UInt8](repeating: 0, count: rows.count * columns.count * 4)
        var next = 0, n = 0
        try Self.forEachRow(of: file) { y, row in
            while next < rows.count && rows[next] == y {
                for x in columns {
                    let i = x * 4
                    out[n] = row[i]
                    out[n + 1] = row[i + 1]
                    out[n + 2] = row[i + 2]
                    out[n + 3] = row[i + 3]
                    n += 4
                }
                next += 1
            }
        }
        if !isOpaque {
            out.withUnsafeMutableBufferPointer { p in
                Image.premultiply(
                    p.baseAddress!, into: p.baseAddress!, pixels: rows.count * columns.count, outputChannels: 4)
            }
        }
        return try Image(width: columns.count, height: rows.count, premultipliedBytes: out)
    }

    package func isEqual(to other: any ImageSource) -> Bool {
        if let source = other as? PNGImageSource { return source == self }
        guard width == other.width, height == other.height, let mine = try? wholeImage(),
            let theirs = try? other.wholeImage()
        else {
            return false
        }
        return mine == theirs
    }

    /// Calls `body` with each row in order, straight RGBA8, a band at a time.
    static func forEachRow(of file: PNGFile, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) throws(PNGError) {
        try PNGDecoder.withRowReader(file.bytes, path: file.path, limits: file.limits) { reader throws(PNGError) in
            let band = reader.mustReadWhole ? reader.height : min(bandRows, reader.height)
            let rowBytes = reader.width * 4
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: band * rowBytes)
            defer { buffer.deallocate() }
            var y = 0
            while y < reader.height {
                let count = min(band, reader.height - y)
                try reader.read(rows: count, into: buffer)
                for r in 0..<count { body(y + r, UnsafeBufferPointer(start: buffer + r * rowBytes, count: rowBytes)) }
                y += count
            }
        }
    }
}
