import BarScopeSupport

/// The results of a golden run, with the table, the verdict and JUnit XML.
public struct GoldenReport: Sendable {
    public let directory: String
    public let mode: RecordMode
    public let results: [GoldenResult]
    /// The shard checked, when the run was one.
    public var shard: Shard?

    public init(directory: String, mode: RecordMode, results: [GoldenResult], shard: Shard? = nil) {
        self.directory = directory
        self.mode = mode
        self.results = results
        self.shard = shard
    }

    public func count(_ status: GoldenStatus) -> Int { results.filter { $0.status == status }.count }

    /// Each status's count, as the reports' totals line writes them: `3 passed, 0 recorded, 1
    /// failed, 0 missing, 0 errors`.
    public var totals: String {
        GoldenStatus.allCases.map { "\(count($0)) \($0 == .error ? "errors" : $0.rawValue)" }.joined(separator: ", ")
    }

    /// The run in a few words, as the Markdown summary and the HTML report head it: every golden
    /// matches; or a record run that succeeded recorded some (it did not match them); or how
    /// many need a look.
    public func verdict(recordingFails: Bool) -> String {
        let problems = results.filter { $0.status != .passed }.count
        if problems == 0 { return "all \(results.count) goldens match" }
        if exitStatus(recordingFails: recordingFails) == 0 {
            return "\(count(.recorded)) of \(results.count) goldens recorded"
        }
        return "\(problems) of \(results.count) goldens need a look"
    }

    /// The exit status: 2 if a scene or golden could not be read; 1 if anything failed or was
    /// missing, or — when `recordingFails` (as for `verify`, and as swift-snapshot-testing
    /// does) — was recorded; else 0.
    public func exitStatus(recordingFails: Bool) -> Int32 {
        if count(.error) > 0 { return 2 }
        if count(.failed) > 0 || count(.missing) > 0 || (recordingFails && count(.recorded) > 0) { return 1 }
        return 0
    }

    /// A summary table for a terminal, one row a scene, then a totals line.
    public var table: String {
        var rows = [["scene", "result", "detail"]]
        for r in results {
            var detail = r.detail
            if !r.artifacts.isEmpty {
                detail += (detail.isEmpty ? "" : "; ") + "see " + r.artifacts.joined(separator: ", ")
            }
            // Names and details quote file names and scene values: their control characters
            // are written out, so that no row can forge another.
            rows.append([
                MessageText.escapingControls(r.name), r.status == .passed ? "passed" : r.status.rawValue.uppercased(),
                MessageText.escapingControls(detail),
            ])
        }
        let part = shard.map { "; shard \($0.index)/\($0.count)" } ?? ""
        return formatTable(rows) + "\n\(results.count) scenes: \(totals) (record mode: \(mode.rawValue)\(part))"
    }

    /// JUnit XML (the schema Jenkins, GitLab and GitHub reporters read): one test case a scene,
    /// failures and errors with their detail. No timestamps or durations, so it is reproducible.
    public func junit(recordingFails: Bool) -> String {
        func failing(_ r: GoldenResult) -> Bool {
            r.status == .failed || r.status == .missing || (recordingFails && r.status == .recorded)
        }
        let failures = results.filter(failing).count, errors = count(.error)
        var lines =
            [
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<testsuites name=\"barscope\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">",
                "  <testsuite name=\"\(xmlEscape(directory))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">",
                "    <properties>",
                "      <property name=\"barscope.version\" value=\"\(BarScopeVersion.string)\"/>",
            ] + (shard.map { ["      <property name=\"barscope.shard\" value=\"\($0.index)/\($0.count)\"/>"] } ?? [])
            + [
                "    </properties>"
            ]
        for r in results {
            let open = "    <testcase classname=\"\(xmlEscape(directory))\" name=\"\(xmlEscape(r.name))\""
            if r.status == .error {
                lines += [open + ">", "      <error message=\"\(xmlEscape(r.detail))\"/>", "    </testcase>"]
            } else if failing(r) {
                let body = ([r.detail] + r.artifacts.map { "artifact: \($0)" }).joined(separator: "\n")
                lines += [
                    open + ">",
                    "      <failure message=\"\(r.status.rawValue): \(xmlEscape(r.detail))\">\(xmlEscape(body))</failure>",
                    "    </testcase>",
                ]
            } else {
                lines.append(open + "/>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
/// Escapes text for an XML attribute or element.
func xmlEscape(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\n": out += "&#10;"
        case "\r": out += "&#13;"
        case "\t": out += "&#9;"
        default:
            // XML 1.0's Char production forbids the other C0 controls and U+FFFE/U+FFFF even as
            // references: they are replaced, so every report is well-formed.
            if c.value < 0x20 {
                out += "?"
            } else if c.value == 0xfffe || c.value == 0xffff {
                out += "\u{fffd}"
            } else {
                out.unicodeScalars.append(c)
            }
        }
    }
    return out
}
/// Left-aligned columns separated by two spaces, with a rule under the header row.
public func formatTable(_ rows: [[String]]) -> String {
    var widths = [Int](repeating: 0, count: rows[0].count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    return rows.enumerated().map { index, row in
        let line = row.enumerated().map { i, cell in
            i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
        }.joined(separator: "  ")
        let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
        return index == 0
            ? trimmed + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") : trimmed
    }.joined(separator: "\n")
}
