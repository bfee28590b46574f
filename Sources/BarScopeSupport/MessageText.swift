/// Text that came from a user (a scene value, an argument, a file name) made safe to print in a
/// one-line message: a terminal must never see its control characters (an escape sequence can
/// recolour or rewrite what is already on the screen, a newline can forge a line), and a value
/// of a megabyte must not bury the message that quotes it.
package enum MessageText {
    /// How many characters of a value a message quotes before shortening it.
    package static let echoLimit = 64

    /// `text` with every control character written out: `\n`, `\r`, `\t`, `\e` (escape), `\0`,
    /// and `\u{XX}` for the rest of C0 and C1, DEL, the bidirectional marks and overrides, and
    /// the zero-width and line-separating characters (which can make a line read differently
    /// from its bytes).
    package static func escapingControls(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0a: out += "\\n"
            case 0x0d: out += "\\r"
            case 0x09: out += "\\t"
            case 0x1b: out += "\\e"
            case 0x00: out += "\\0"
            // C0 and C1 controls and DEL; the bidirectional marks and overrides; zero-width and
            // line-breaking characters that make a line show other than it is.
            case 0x00...0x1f, 0x7f...0x9f, 0x061c, 0x180e, 0x200b...0x200f, 0x2028...0x202e, 0x2060...0x2064,
                0x2066...0x2069, 0xfeff:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as a message quotes it: control characters escaped, and, when longer than
    /// `limit` characters, its start and end around an ellipsis with its length, as in
    /// `aaaa…zz (1048576 characters)`. A few characters can carry thousands of combining marks,
    /// so the cut also bounds Unicode scalars (four per character allowed): no quoted value
    /// makes a message long.
    package static func echo(_ text: String, limit: Int = echoLimit) -> String {
        guard let (head, tail) = cut(Substring(text), limit: limit, headShare: 3) else { return escapingControls(text) }
        return escapingControls(head) + "…" + escapingControls(tail) + " (\(text.count) characters)"
    }

    /// `line` with every run of characters without a space longer than `limit` (a path, a value)
    /// shortened to its start and end around an ellipsis, with its length.
    package static func shorteningLongWords(_ line: String, limit: Int = 240) -> String {
        guard cut(Substring(line), limit: limit, headShare: 2) != nil else { return line }
        return line.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard let (head, tail) = cut(word, limit: limit, headShare: 2) else { return String(word) }
            return head + "…" + tail + " (\(word.count) characters)"
        }.joined(separator: " ")
    }

    /// The start and end to show of a text longer than `limit` characters or `4 · limit` scalars
    /// (`headShare` quarters of the limit, and a quarter), or nil when it is short enough.
    static func cut(_ text: Substring, limit: Int, headShare: Int) -> (String, String)? {
        let scalars = text.unicodeScalars
        if scalars.count <= 4 * limit {
            guard text.count > limit else { return nil }
            return (String(text.prefix(limit * headShare / 4)), String(text.suffix(limit / 4)))
        }
        // Cut by scalars: characters heavy with marks would keep the message long.
        let head = String(String.UnicodeScalarView(scalars.prefix(limit * headShare / 4)))
        let tail = String(String.UnicodeScalarView(scalars.suffix(limit / 4)))
        return (head, tail)
    }
}
