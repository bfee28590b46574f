internal import CFriBidiShim

/// Which way a run of text, or a paragraph, goes (UIKit's `NSWritingDirection`, and the
/// `userInterfaceLayoutDirection` a bar is laid out in).
package enum TextDirection: String, Hashable, Sendable {
    case leftToRight, rightToLeft

    /// The direction of an embedding level: even levels go left to right (UAX #9).
    package init(level: UInt8) { self = level % 2 == 0 ? .leftToRight : .rightToLeft }
}

/// The Unicode Bidirectional Algorithm (UAX #9) for one line: levels resolved by GNU FriBidi,
/// runs reordered here by rule L2.
package enum Bidi {
    /// The embedding level of each of `scalars`, and the paragraph's direction: `base`, or when
    /// nil the direction of the first strong character (rules P2 and P3, as UIKit's natural
    /// writing direction takes it; left to right when there is none). A line with nothing that
    /// could go right to left is all level 0 without calling FriBidi.
    package static func levels(of scalars: [Unicode.Scalar], base: TextDirection?) -> (
        levels: [UInt8], paragraph: TextDirection
    ) {
        if base != .rightToLeft, scalars.allSatisfy({ $0.value < 0x0590 }) {
            // Below U+0590 (Hebrew) nothing is strongly right to left nor an Arabic number, and
            // the explicit embeddings and isolates (U+202A…, U+2066…) lie above it: every
            // character resolves to the paragraph's level 0.
            return ([UInt8](repeating: 0, count: scalars.count), .leftToRight)
        }
        var levels = [UInt8](repeating: 0, count: scalars.count)
        let values = scalars.map(\.value)
        let mode: Int32 =
            switch base {
            case nil: Int32(BS_BIDI_AUTO)
            case .leftToRight: Int32(BS_BIDI_LTR)
            case .rightToLeft: Int32(BS_BIDI_RTL)
            }
        let paragraph = values.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { bs_bidi_levels(text.baseAddress, text.count, mode, $0.baseAddress) }
        }
        guard paragraph >= 0 else {
            // FriBidi could not run (no memory): the whole line at the paragraph's level, the
            // one reading that keeps every character.
            let direction = base ?? .leftToRight
            return ([UInt8](repeating: direction == .rightToLeft ? 1 : 0, count: scalars.count), direction)
        }
        return (levels, paragraph == 1 ? .rightToLeft : .leftToRight)
    }

    /// The visual order of runs at `levels` (one per run, in logical order): rule L2, from the
    /// highest level down to the lowest odd one, reverses every stretch of runs at that level or
    /// above. Returns the runs' logical indices, left to right.
    package static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
