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
        // The detail is the largest change (issue 43): the title's ink, from white to black.
        #expect(
            lines[4]
                == "| `b` | **failed** | 3590 of 345447 | 255 | 100.00 | 504, 207, 172, 39 | `golden #ffffff → now #000000 at (518, 208), in UILabel mask` |"
        )
        #expect(lines[5].hasPrefix("| `c` | **missing** |  |  |  |  | `no golden at "))
        // Details are code spans (issue 41, item 16): a `|` in them is shown as ¦.
        #expect(
            lines[6]
                == "| `d¦e` | **error** |  |  |  |  | `\(suite)/d¦e.yaml:4: region: \"everything\" is not a region; use one of screen, bars, navigationBar, tabBar, toolbar` |"
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

    /// `verify --report DIR`: the page and exactly the pictures it shows, every link a file in
    /// the folder, nothing from the network; the pictures are the goldens' and artifacts' bytes,
    /// the zoom's data the same bytes in Base64, a transition animated; a second run replaces
    /// the first as a whole; a folder the report may not replace is refused before any scene.
    @Test func theHTMLReportLinksOnlyFilesItWrote() throws {
        let dir = try scratch()
        let suite = dir + "/suite", report = dir + "/report", art = dir + "/art"
        try FileManager.default.createDirectory(atPath: suite + "/sub", withIntermediateDirectories: true)
        try write(Self.scene, suite + "/a.yaml")
        try write(Self.scene, suite + "/b.yaml")
        try write(Self.scene + "variants: {userInterfaceStyle: [light, dark]}\n", suite + "/sub/v%1.yaml")
        try write(
            "ios: 10\ndevice: iphone-8\ncontent: {list: {}}\nnavigationBar: {overlayColor: \"#f8f8f8\"}\ntransition: {kind: push, to: {overlayColor: \"#ff2d55\"}, progress: 0.5}\nregion: navigationBar\n",
            suite + "/push.yaml")
        #expect(try barscope("record", suite, "--record", "all", "--artifacts", art).status == 0)
        try write(Self.scene.replacingOccurrences(of: "Inbox", with: "Outbox"), suite + "/b.yaml")
        try write(Self.scene, suite + "/c.yaml")
        try write(
            "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nregion: everything\n", suite + "/<d>.yaml")
        let push = try String(contentsOfFile: suite + "/push.yaml", encoding: .utf8)
        try write(push.replacingOccurrences(of: "#ff2d55", with: "#34c759"), suite + "/push.yaml")
        let run = try barscope("verify", suite, "--record", "never", "--artifacts", art, "--report", report)
        #expect(run.status == 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: report).sorted()
        #expect(
            files
                == [
                    ".barscope-set", "b.actual.png", "b.diff.png", "b.golden.png", "b.pixels.js", "c.actual.png",
                    "c.pixels.js",
                    "index.html", "push.actual.png", "push.diff.png", "push.golden.png", "push.pixels.js",
                    "push.transition.png", "a.golden.png", "sub%2Fv%251@dark.golden.png",
                    "sub%2Fv%251@light.golden.png",
                ].sorted())
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        // Every reference is a file of the folder; none reaches the network.
        var references: [String] = []
        for attribute in ["src", "href", "data-pixels"] {
            var rest = Substring(page)
            while let start = rest.range(of: " \(attribute)=\"") {
                rest = rest[start.upperBound...]
                let end = try #require(rest.firstIndex(of: "\""))
                references.append(String(rest[..<end]))
            }
        }
        #expect(references.count == 27)
        for reference in references {
            #expect(!reference.contains(":") && !reference.hasPrefix("/"), "\(reference) leaves the folder")
            let name = try #require(reference.removingPercentEncoding)
            #expect(FileManager.default.fileExists(atPath: report + "/" + name), "\(reference) is not in the folder")
        }
        #expect(!page.contains("http:") && !page.contains("https:") && !page.contains("<link"))
        #expect(!page.contains("<script src") && !page.contains("url("))
        // The pictures are the goldens' and the artifacts' own bytes.
        func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
        #expect(try bytes(report + "/b.golden.png") == bytes(suite + "/b.png"))
        #expect(try bytes(report + "/b.actual.png") == bytes(art + "/b.actual.png"))
        #expect(try bytes(report + "/sub%2Fv%251@dark.golden.png") == bytes(suite + "/sub/v%1@dark.png"))
        // The zoom's data: both pictures in Base64 (Foundation's encoder, not BarScope's).
        let pixels = try String(contentsOfFile: report + "/b.pixels.js", encoding: .utf8)
        #expect(
            pixels
                == "BarScope.pixels(\"golden-3\", {\"golden\": \"\(try bytes(suite + "/b.png").base64EncodedString())\", \"actual\": \"\(try bytes(art + "/b.actual.png").base64EncodedString())\"});\n"
        )
        // The failed transition, animated: an acTL chunk of 10 frames, played forever (a passing
        // one shows its golden only).
        let animation = [UInt8](try bytes(report + "/push.transition.png"))
        let acTL = try #require(animation.indices.first { animation[$0..<($0 + 4)].elementsEqual("acTL".utf8) })
        #expect(Array(animation[(acTL + 4)..<(acTL + 12)]) == [0, 0, 0, 10, 0, 0, 0, 0])
        // The failure's card: the numbers, the one region, the explained pixel beside the golden's value.
        #expect(page.contains("<dd>3590 of 345447 (1.04 %)</dd>"))
        #expect(page.contains("<dt>region (x, y, w, h)</dt><dd>504, 207, 172, 39</dd>"))
        #expect(page.contains("left: 42.7481%; top: 70.6485%; width: 14.5886%; height: 13.3106%"))
        #expect(page.contains("<summary>Why pixel ("))
        // The error's name and message are text, not markup.
        #expect(page.contains("data-name=\"&lt;d&gt;\"") && !page.contains("<d>"))
        #expect(page.contains("<p class=\"verdict bad\">4 of 7 goldens need a look</p>"))
        #expect(page.contains("<summary>3 passed<span class=\"shown\"></span></summary>"))

        // A second run replaces the first as a whole: the fixed scenes' files go.
        try write(Self.scene, suite + "/b.yaml")
        try write(push, suite + "/push.yaml")
        try FileManager.default.removeItem(atPath: suite + "/c.yaml")
        try FileManager.default.removeItem(atPath: suite + "/<d>.yaml")
        #expect(try barscope("verify", suite, "--record", "never", "--artifacts", art, "--report", report).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: report).sorted()
                == [
                    ".barscope-set", "a.golden.png", "b.golden.png", "index.html", "push.golden.png",
                    "sub%2Fv%251@dark.golden.png", "sub%2Fv%251@light.golden.png",
                ])

        // A folder with a file the report did not write, or the goldens folder, is refused first.
        try write("mine", report + "/notes.txt")
        let foreign = try barscope("verify", suite, "--record", "all", "--artifacts", art, "--report", report)
        #expect(
            foreign.status == 2
                && foreign.stderr
                    == "barscope: error: --report \(report): holds notes.txt, which this command did not write, and the folder is replaced as a whole; give an empty or new folder, or move that file away\n"
        )
        let own = try barscope("verify", suite, "--record", "never", "--artifacts", art, "--report", suite)
        #expect(
            own.stderr
                == "barscope: error: --report \(suite): is or holds the goldens folder \(suite), and the report's folder is replaced as a whole; give a folder of its own, such as .build/barscope-report\n"
        )
        #expect(try barscope("verify", suite, "--report", "").stderr.contains("the report's folder is empty"))

        // A record run that recorded says so (it did not match them), in the page and the summary.
        let fresh = dir + "/fresh", freshReport = dir + "/fresh-report"
        try FileManager.default.createDirectory(atPath: fresh, withIntermediateDirectories: true)
        try write(Self.scene, fresh + "/a.yaml")
        #expect(
            try barscope(
                "record", fresh, "--record", "all", "--artifacts", art, "--report", freshReport, "--markdown",
                dir + "/recorded.md"
            ).status == 0)
        let recorded = try String(contentsOfFile: freshReport + "/index.html", encoding: .utf8)
        #expect(recorded.contains("<p class=\"verdict good\">1 of 1 goldens recorded</p>"))
        // The Markdown summary heads the run with the same words.
        let summary = try String(contentsOfFile: dir + "/recorded.md", encoding: .utf8)
        #expect(summary.hasPrefix("### BarScope: 1 of 1 goldens recorded\n"))
        #expect(
            recorded.contains("<figcaption>new golden</figcaption>")
                && !recorded.contains("<figcaption>now</figcaption>"))
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
