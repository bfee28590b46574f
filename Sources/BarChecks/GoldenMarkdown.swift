import BarScopeSupport

extension GoldenReport {
    /// A Markdown summary for a pull-request comment or `$GITHUB_STEP_SUMMARY`: a heading with
    /// the verdict, one table row for each golden that did not pass (failed, missing, new or an
    /// error) with its numbers (pixels changed, the largest channel difference, ΔE00 and the
    /// changed region in pixels), and the totals line. Passing goldens are counted, not listed,
    /// so a 300-scene suite's summary stays as short as its problems.
    public func markdown(recordingFails: Bool) -> String {
        let problems = results.filter { $0.status != .passed }
        var lines = ["### BarScope: \(verdict(recordingFails: recordingFails))", ""]
        if !problems.isEmpty {
            lines += [
                "| golden | result | pixels changed | largest channel difference | ΔE00 | region (x, y, w, h) | detail |",
                "| --- | --- | ---: | ---: | ---: | --- | --- |",
            ]
            for r in problems {
                let diff = r.diff.flatMap { $0.sizesMatch && !$0.isEqual ? $0 : nil }
                var numbers = ["", "", "", ""]
                if let diff {
                    let box = diff.boundingBox.map { "\($0.x), \($0.y), \($0.width), \($0.height)" } ?? ""
                    numbers = [
                        "\(diff.differentPixels) of \(diff.totalPixels)", "\(diff.maxChannelDelta)",
                        formatDecimal(diff.maxDeltaE, places: 2), box,
                    ]
                }
                let shown = r.status == .failed && diff != nil ? Self.largestChange(r) : r.detail
                // A code span: GitHub neither notifies an `@mention`, nor reads an entity such
                // as `&#64;`, nor links a bare URL inside one, and a detail quotes scene values
                // and file names that a pull request controls.
                let detail = shown.isEmpty ? "" : "`\(Self.markdownCode(shown))`"
                let cells: [String] = ["`\(Self.markdownCode(r.name))`", Self.label(r.status)] + numbers + [detail]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        let part = shard.map { ", shard \($0.index)/\($0.count)" } ?? ""
        lines.append("**\(results.count) goldens**: \(totals) (record mode: \(mode.rawValue)\(part))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fact a reviewer wants from a failure without opening its pictures: the most-changed
    /// pixel's two values and place and, when it was explained (``GoldenOptions/explainsFailures``),
    /// the layer that last changed it now: `golden #ffffff → now #ffd60a at (56, 198), in
    /// UIImageView fill`.
    static func largestChange(_ r: GoldenResult) -> String {
        guard let peak = r.diff?.peak else { return r.detail }
        var text = "golden \(peak.reference.hex) → now \(peak.actual.hex) at (\(peak.x), \(peak.y))"
        if let layer = r.explained?.explanation.lastChange { text += ", in \(layer.layer) \(layer.kind)" }
        return text
    }

    static func label(_ status: GoldenStatus) -> String {
        switch status {
        case .passed: return "passed"
        case .failed: return "**failed**"
        case .missing: return "**missing**"
        case .recorded: return "new"
        case .error: return "**error**"
        }
    }

    /// Text inside a code span: a backtick would end it and `|` the cell, so both are replaced.
    static func markdownCode(_ text: String) -> String {
        String(MessageText.escapingControls(text).map { $0 == "`" ? "'" : $0 == "|" ? "¦" : $0 })
    }
}
