import Foundation

/// Lint's three outputs: text (one line a finding), JSON, SARIF 2.1.0.
package enum LintOutput {
    package static func text(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "no findings\n" }
        var out = findings.map(\.line).joined(separator: "\n") + "\n"
        let counts = FindingLevel.allCases.reversed().compactMap { level -> String? in
            let count = findings.filter { $0.level == level }.count
            return count == 0 ? nil : "\(count) \(level.rawValue)\(count == 1 ? "" : "s")"
        }
        out += counts.joined(separator: ", ") + "\n"
        return out
    }

    package static func json(_ findings: [Finding], paths: [String: String]) -> String {
        let list: [[String: Any]] = findings.map { finding in
            [
                "file": paths[finding.place.file] ?? finding.place.file, "line": finding.place.line,
                "rule": finding.rule,
                "level": finding.level.rawValue, "releases": finding.releases, "message": finding.message,
                "fix": finding.fix, "source": finding.source,
            ]
        }
        return serialize(["findings": list, "version": 1])
    }

    /// SARIF 2.1.0, as code-scanning services read it: the rules with their sources, one result
    /// a finding with its file and line (relative to the folder lint was run from).
    package static func sarif(_ findings: [Finding], paths: [String: String]) -> String {
        let rules: [[String: Any]] = LintRules.all.map { rule in
            [
                "id": rule.id, "shortDescription": ["text": rule.summary],
                "defaultConfiguration": ["level": rule.level.rawValue],
                "properties": ["source": rule.source],
            ]
        }
        let results: [[String: Any]] = findings.map { finding in
            let uri =
                (paths[finding.place.file] ?? finding.place.file)
                .addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? finding.place.file
            return [
                "ruleId": finding.rule,
                "ruleIndex": LintRules.all.firstIndex { $0.id == finding.rule } ?? 0,
                "level": finding.level.rawValue,
                "message": ["text": "\(finding.releases): \(finding.message). Fix: \(finding.fix)."],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": uri], "region": ["startLine": finding.place.line],
                        ]
                    ]
                ],
                "properties": ["releases": finding.releases, "fix": finding.fix],
            ]
        }
        let log: [String: Any] = [
            "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "BarScope", "rules": rules]], "results": results]],
        ]
        return serialize(log)
    }

    static func serialize(_ object: Any) -> String {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
    }
}
