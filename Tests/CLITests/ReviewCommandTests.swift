import Foundation
import Testing
import TestSupport

/// `verify --markdown`: the summary a pull request shows.
@Suite struct ReviewCommandTests {
    static let scene = """
        ios: 17
        device: iphone-15
        content: {color: "#ffffff"}
        navigationItem: {title: "Inbox"}
        region: navigationBar

        """

    /// One golden passes, one differs (its title changed), one is missing, one scene is broken:
    /// the summary lists the three that need a look, with the diff's numbers, and the totals.
    @Test func theMarkdownSummaryListsWhatNeedsALook() throws {
        let dir = try scratch()
        let suite = dir + "/suite"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        try write(Self.scene, suite + "/a.yaml")
        try write(Self.scene, suite + "/b.yaml")
        #expect(try barscope("record", suite, "--record", "all", "--artifacts", dir + "/art").status == 0)
        try write(Self.scene.replacingOccurrences(of: "Inbox", with: "Outbox"), suite + "/b.yaml")
        try write(Self.scene, suite + "/c.yaml")
        try write(
            "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nregion: everything\n", suite + "/d|e.yaml")
        let run = try barscope(
            "verify", suite, "--record", "never", "--artifacts", dir + "/art", "--markdown", dir + "/summary.md")
        #expect(run.status == 2)
        let summary = try String(contentsOfFile: dir + "/summary.md", encoding: .utf8)
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "### BarScope: 3 of 4 goldens need a look")
        // Inbox → Outbox: the title's pixels, in the title's box of the 1179 × 293 strip.
        #expect(lines[4] == "| `b` | **failed** | 3590 of 345447 | 255 | 100.00 | 504, 207, 172, 39 |  |")
        #expect(lines[5].hasPrefix("| `c` | **missing** |  |  |  |  | no golden at "))
        #expect(
            lines[6]
                == "| `d¦e` | **error** |  |  |  |  | \(suite)/d\\|e.yaml:4: region: \"everything\" is not a region; use one of screen, bars, navigationBar, tabBar, toolbar |"
        )
        #expect(
            lines.last(where: { !$0.isEmpty })
                == "**4 goldens**: 1 passed, 0 recorded, 1 failed, 1 missing, 1 errors (record mode: never)")
        // A path that cannot take the summary is refused before anything runs.
        let folder = try barscope("verify", suite, "--markdown", dir)
        #expect(
            folder.status != 0
                && folder.stderr
                    == "barscope: error: --markdown \(dir): is a folder; give a file name, such as \(dir)/summary.md\n"
        )
    }

    /// `verify --json` validates against docs/verify-report.schema.json, and a failure carries
    /// its most-changed pixel, explained in the current scene.
    @Test func theJSONReportFollowsItsSchema() throws {
        let dir = try scratch()
        let suite = dir + "/suite"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        try write(Self.scene, suite + "/a.yaml")
        try write(Self.scene + "variants: {userInterfaceStyle: [light, dark]}\n", suite + "/b.yaml")
        #expect(try barscope("record", suite, "--record", "all", "--artifacts", dir + "/art").status == 0)
        try write(
            Self.scene.replacingOccurrences(of: "Inbox", with: "Outbox")
                + "variants: {userInterfaceStyle: [light, dark]}\n", suite + "/b.yaml")
        try write("ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nregion: everything\n", suite + "/c.yaml")
        let run = try barscope("verify", suite, "--record", "never", "--artifacts", dir + "/art", "--json")
        #expect(run.status == 2)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let schema = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: packageRoot + "/docs/verify-report.schema.json")))
        let problems = SchemaCheck(root: schema).problems(report, schema, at: "$")
        #expect(problems.isEmpty, "\(problems)")
        let top = try #require(report as? [String: Any])
        #expect(top["version"] as? Int == 1)
        #expect(
            (top["totals"] as? [String: Int]) == ["passed": 2, "recorded": 0, "failed": 1, "missing": 0, "error": 1])
        let results = try #require(top["results"] as? [[String: Any]])
        // b@dark passes: its white title on the white content hides the new word.
        #expect(results.map { $0["name"] as? String } == ["a", "b@light", "b@dark", "c"])
        #expect(results.map { $0["status"] as? String } == ["passed", "failed", "passed", "error"])
        let light = results[1]
        #expect((light["variant"] as? [String: String]) == ["userInterfaceStyle": "light"])
        let peak = try #require((light["diff"] as? [String: Any])?["peak"] as? [String: Any])
        let explained = try #require(light["explained"] as? [String: Any])
        #expect(explained["x"] as? Int == peak["x"] as? Int && explained["y"] as? Int == peak["y"] as? Int)
        #expect(explained["golden"] as? String == "#ffffff" && explained["actual"] as? String == "#000000")
        let layers = try #require((explained["explanation"] as? [String: Any])?["layers"] as? [[String: Any]])
        #expect(
            layers.contains { ($0["layer"] as? String) == "UILabel" }
                && layers.last?["composite"] as? String == "#000000")
        #expect(results[3]["golden"] is NSNull && (results[3]["detail"] as? String)?.contains("region") == true)
    }
}

/// Enough of JSON Schema (2020-12) for the report's schema: const, enum, type, required,
/// properties, additionalProperties, items, oneOf and local $ref.
struct SchemaCheck {
    let root: Any

    func problems(_ value: Any, _ schema: Any, at path: String) -> [String] {
        guard let schema = schema as? [String: Any] else { return [] }
        if let ref = schema["$ref"] as? String {
            var target: Any? = root
            for part in ref.dropFirst(2).split(separator: "/") { target = (target as? [String: Any])?[String(part)] }
            return problems(value, target ?? [:], at: path)
        }
        var found: [String] = []
        if let constant = schema["const"], !same(value, constant) { found.append("\(path): not \(constant)") }
        if let options = schema["enum"] as? [Any], !options.contains(where: { same(value, $0) }) {
            found.append("\(path): \(value) not in \(options)")
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            if !types.contains(where: { matches(value, $0) }) { found.append("\(path): not \(types)") }
        }
        if let options = schema["oneOf"] as? [Any] {
            let passing = options.filter { problems(value, $0, at: path).isEmpty }.count
            if passing != 1 { found.append("\(path): matches \(passing) of oneOf") }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                found.append("\(path): \(key) missing")
            }
            for (key, item) in object {
                if let property = properties[key] {
                    found += problems(item, property, at: "\(path).\(key)")
                } else if let extra = schema["additionalProperties"] {
                    if extra as? Bool == false { found.append("\(path).\(key): not allowed") }
                    found += problems(item, extra, at: "\(path).\(key)")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] {
            for (index, item) in array.enumerated() { found += problems(item, items, at: "\(path)[\(index)]") }
        }
        return found
    }

    func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "null": return value is NSNull
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return (value as? NSNumber).map(isBool) ?? false
        case "integer":
            return (value as? NSNumber).map { !isBool($0) && $0.doubleValue.rounded() == $0.doubleValue } ?? false
        case "number": return (value as? NSNumber).map { !isBool($0) } ?? false
        default: return false
        }
    }

    /// A JSON true or false: Foundation gives it as an NSNumber of C type `c` (char).
    func isBool(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

    func same(_ a: Any, _ b: Any) -> Bool {
        if let x = a as? String, let y = b as? String { return x == y }
        if let x = a as? NSNumber, let y = b as? NSNumber { return x == y }
        return false
    }
}
