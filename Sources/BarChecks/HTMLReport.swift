import BarScopeSupport
import FileAccess
import Raster

/// `verify --report DIR`: a page a reviewer opens in a browser, `DIR/index.html`, and the
/// pictures it shows, beside it in the same folder.
///
/// - One page with its style sheet and script inside (``HTMLReportAssets``): it opens from disk,
///   with no network, on a phone or a desktop.
/// - Every golden that needs a look gets a card: a failure shows the golden, the render and the
///   diff side by side, a swipe slider, an onion-skin slider, the diff alone, the changed regions
///   outlined, a zoom with a pixel grid and the hex value under the pointer, the numbers, and
///   why its most-changed pixel has its value now (the current scene's explanation, layer by
///   layer) beside the golden's value. Missing and new goldens show their one picture, errors
///   their message. Passes are a collapsed contact sheet. A transition also shows animated.
/// - Pictures are linked, never inlined, so a 300-scene suite's page stays small; the zoom's
///   pixel data for each card that needs a look is a `NAME.pixels.js` file the page loads when
///   the zoom is first used.
/// - The folder is written as a set (``StagedFiles``): a run that fails part-way leaves the
///   earlier report whole, and a folder holding anything else is refused, since it is replaced
///   as a whole.
package final class HTMLReport: @unchecked Sendable {
    /// The page's file name in the folder.
    package static let pageName = "index.html"
    /// What follows a golden's file name for each picture and file the report writes.
    package static let goldenSuffix = ".golden.png", actualSuffix = ".actual.png", diffSuffix = ".diff.png"
    package static let transitionSuffix = ".transition.png", pixelsSuffix = ".pixels.js"

    /// The folder, as given.
    package let folder: String
    private let set: StagedFiles
    /// Animations arrive from the run's threads (``storeTransition(of:animation:)``).
    private let lock = Locked(())

    /// Starts a report in `folder` (created when missing): refused when it is the goldens folder,
    /// or holds files another command or a person put there. Nothing is written until
    /// ``write(_:recordingFails:)``.
    package init(folder: String, goldens: String) throws(CheckError) {
        guard !folder.isEmpty else {
            throw CheckError("--report '': the report's folder is empty; give a folder, such as .build/barscope-report")
        }
        let report = FileIO.resolvedPath(folder), suite = FileIO.resolvedPath(goldens)
        if report == suite || suite.hasPrefix(report == "/" ? report : report + "/") {
            throw CheckError(
                "--report \(folder): is or holds the goldens folder \(goldens), and the report's folder is replaced as a whole; give a folder of its own, such as .build/barscope-report"
            )
        }
        do {
            if let slash = folder.dropLast().lastIndex(of: "/"), slash != folder.startIndex {
                try FileIO.makeDirectories(String(folder[..<slash]))
            }
            set = try StagedFiles(in: folder, owns: Self.isOwnName)
        } catch {
            throw CheckError("--report \(error)")
        }
        self.folder = folder
    }

    /// Whether a file name in the folder is one a report writes (an earlier report's file).
    package static func isOwnName(_ name: String) -> Bool {
        name == pageName
            || [goldenSuffix, actualSuffix, diffSuffix, transitionSuffix, pixelsSuffix].contains { name.hasSuffix($0) }
    }

    /// A golden's name as a file name in the flat folder: `%`, `/` and `~` percent-encoded, and a
    /// leading `.` too (a hidden file), so that no two names meet and none leaves the folder. A
    /// name too long for a file name is cut and ends in `~` and a hash: since a name's own `~`
    /// is encoded, no short name can spell a long one's file.
    package static func fileBase(_ name: String) -> String {
        var out = ""
        for (index, character) in name.enumerated() {
            switch character {
            case "%": out += "%25"
            case "/": out += "%2F"
            case "~": out += "%7E"
            case "." where index == 0: out += "%2E"
            default: out.append(character)
            }
        }
        guard out.utf8.count > maximumBaseBytes else { return out }
        // Too long for a file name with its longest suffix (255 bytes on common file systems):
        // a prefix of whole characters, then a hash of the whole name, so names stay apart.
        let digits = String(fnv1a64(name), radix: 16)
        var prefix = ""
        for character in out {
            if prefix.utf8.count + String(character).utf8.count > maximumBaseBytes - 18 { break }
            prefix.append(character)
        }
        return prefix + "~" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The longest base a file name may have: 255 bytes less the longest suffix.
    static let maximumBaseBytes = 255 - transitionSuffix.utf8.count

    /// A file name as a relative URL: every byte but unreserved characters, `@` and `+`
    /// percent-encoded (a name's own `%` becomes `%25`, so `a%2Fb.png` stays one file).
    package static func href(_ fileName: String) -> String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in fileName.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "+"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The files one golden's card or thumbnail shows, by file name in the folder, with each
    /// picture's size in pixels.
    struct Pictures {
        var golden: String?, actual: String?, diff: String?, transition: String?, pixels: String?
        var goldenSize: (width: Int, height: Int)?, actualSize: (width: Int, height: Int)?
    }

    /// Copies each golden's pictures into the folder, writes the page, and puts the set in the
    /// folder's place.
    package func write(_ report: GoldenReport, recordingFails: Bool) throws(CheckError) {
        var pictures: [Pictures] = []
        do {
            for (index, result) in report.results.enumerated() {
                pictures.append(try copyPictures(of: result, index: index))
            }
            let page = Self.page(report, pictures: pictures, recordingFails: recordingFails)
            try set.write(Array(page.utf8), name: Self.pageName)
            try set.commit()
        } catch {
            set.discard()
            throw CheckError("--report \(error)")
        }
    }

    /// Writes a golden's transition animation into the report as soon as it is made (the run
    /// then holds none of them: 22 full-screen ones once took 2.5 GB); returns its file name,
    /// for ``GoldenResult/transitionFile``. Safe to call from the run's threads.
    package func storeTransition(of name: String, animation: [UInt8]) throws(CheckError) -> String {
        let file = Self.fileBase(name) + Self.transitionSuffix
        let failure: FileError? = lock.withLock { _ in
            do throws(FileError) {
                try set.write(animation, name: file)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw CheckError("--report \(failure)") }
        return file
    }

    /// Throws the report away, leaving the folder as it was (a run that stopped early).
    package func discard() { set.discard() }

    /// The most bytes a picture copied into the report may have: far above any golden a
    /// suite's limits let through, so that only a file swapped for something else is refused.
    static let maximumPictureBytes = 1 << 30

    private func copyPictures(of result: GoldenResult, index: Int) throws(FileError) -> Pictures {
        let base = Self.fileBase(result.name)
        var pictures = Pictures()
        var pixelData: [(String, [UInt8])] = []
        // A picture that cannot be read (removed since the check) is left out, and the card says so.
        func copy(_ path: String?, _ suffix: String) throws(FileError) -> (String, [UInt8])? {
            guard let path, let bytes = try? FileIO.readAll(path: path, maxBytes: Self.maximumPictureBytes) else {
                return nil
            }
            try set.write(bytes, name: base + suffix)
            return (base + suffix, bytes)
        }
        let needsLook = result.status != .passed
        if [.passed, .failed, .recorded].contains(result.status),
            let (name, bytes) = try copy(result.golden, Self.goldenSuffix)
        {
            pictures.golden = name
            pictures.goldenSize = Self.pngSize(bytes)
            if needsLook { pixelData.append(("golden", bytes)) }
        }
        // A recorded golden is the render itself: its card shows it once (and, for one that
        // differed, the diff against the golden it replaced).
        let actual = result.status == .recorded ? nil : result.artifacts.first { $0.hasSuffix(Self.actualSuffix) }
        if let (name, bytes) = try copy(actual, Self.actualSuffix) {
            pictures.actual = name
            pictures.actualSize = Self.pngSize(bytes)
            pixelData.append(("actual", bytes))
        }
        pictures.diff = try copy(result.artifacts.first { $0.hasSuffix(Self.diffSuffix) }, Self.diffSuffix)?.0
        if let animation = result.transition {
            try set.write(animation, name: base + Self.transitionSuffix)
            pictures.transition = base + Self.transitionSuffix
        } else if let stored = result.transitionFile {
            pictures.transition = stored
        }
        if needsLook, !pixelData.isEmpty {
            let calls = pixelData.map { "\"\($0.0)\": \"\(Base64.encode($0.1))\"" }.joined(separator: ", ")
            let name = base + Self.pixelsSuffix
            // The card's id is the golden's place in the run, which no name can forge.
            let script = "BarScope.pixels(\"\(Self.cardID(index))\", {\(calls)});\n"
            try set.write(Array(script.utf8), name: name)
            pictures.pixels = name
        }
        return pictures
    }

    /// A PNG's width and height from its header (bytes 16–23), when it has one.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The element id of the card of the run's `index`th golden (0-based).
    static func cardID(_ index: Int) -> String { "golden-\(index + 1)" }
}

extension HTMLReport {
    /// The page: a header with the verdict, the totals, the filter and the search; a card for
    /// each golden that needs a look (errors, failures, missing, new, in that order, each in the
    /// suite's order); the passes as a collapsed contact sheet.
    static func page(_ report: GoldenReport, pictures: [Pictures], recordingFails: Bool) -> String {
        let good = report.exitStatus(recordingFails: recordingFails) == 0
        let sentence = report.verdict(recordingFails: recordingFails)
        let verdict = sentence.prefix(1).uppercased() + sentence.dropFirst()
        let shard = report.shard.map { ", shard \($0.index)/\($0.count)" } ?? ""
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="BarScope \(BarScopeVersion.string)">
            <title>BarScope: \(escape(verdict))</title>
            <style>
            \(HTMLReportAssets.style)
            </style>
            </head>
            <body>
            <header>
            <h1>BarScope verify <code>\(escape(report.directory))</code></h1>
            <p class="verdict \(good ? "good" : "bad")">\(escape(verdict))</p>
            <p class="totals">\(report.results.count) goldens: \(report.totals) (record mode: \(report.mode.rawValue)\(shard)); BarScope \(BarScopeVersion.string)</p>
            <div class="controls">
            <input type="search" id="search" placeholder="Search by name" aria-label="Search goldens by name">
            <fieldset id="filters"><legend>Show</legend>

            """
        for status in [GoldenStatus.error, .failed, .missing, .recorded, .passed] {
            html +=
                "<label><input type=\"checkbox\" value=\"\(status.rawValue)\" checked> \(label(status)) (\(report.count(status)))</label>\n"
        }
        html += "</fieldset>\n</div>\n</header>\n<main>\n<p id=\"none\" hidden>No golden matches the filter.</p>\n"
        let indexed = Array(zip(report.results, pictures).enumerated())
        for status in [GoldenStatus.error, .failed, .missing, .recorded] {
            for (index, (result, files)) in indexed where result.status == status {
                html += card(result, files, index: index)
            }
        }
        let passes = indexed.map(\.element).filter { $0.0.status == .passed }
        if !passes.isEmpty {
            html +=
                "<details class=\"passes\" id=\"passes\"><summary>\(passes.count) passed<span class=\"shown\"></span></summary>\n<ul class=\"sheet\">\n"
            for (result, files) in passes { html += thumbnail(result, files) }
            html += "</ul>\n</details>\n"
        }
        html += "</main>\n<script>\n\(HTMLReportAssets.script)\n</script>\n</body>\n</html>\n"
        return html
    }

    static func label(_ status: GoldenStatus) -> String {
        switch status {
        case .passed: return "passed"
        case .failed: return "failed"
        case .missing: return "missing"
        case .recorded: return "new"
        case .error: return "error"
        }
    }

    /// A golden that passed: its picture (or its transition, animated), linked to the file.
    static func thumbnail(_ result: GoldenResult, _ files: Pictures) -> String {
        let name = escape(result.name)
        var item = "<li data-status=\"passed\" data-name=\"\(name)\">"
        if let shown = files.transition ?? files.golden {
            item +=
                "<a href=\"\(escape(href(shown)))\"><img src=\"\(escape(href(shown)))\" loading=\"lazy\" alt=\"\(name)\""
            if files.transition == nil, let size = files.goldenSize {
                item += " width=\"\(size.width)\" height=\"\(size.height)\""
            }
            item += "></a>"
        }
        item += name + (files.transition != nil ? " (transition, animated)" : "")
        return item + "</li>\n"
    }

    /// A golden that needs a look: its status, detail, numbers, pictures, zoom and explanation.
    static func card(_ result: GoldenResult, _ files: Pictures, index: Int) -> String {
        let name = escape(result.name)
        var html =
            "<section class=\"card\" id=\"\(cardID(index))\" data-status=\"\(result.status.rawValue)\" data-name=\"\(name)\""
        if let pixels = files.pixels { html += " data-pixels=\"\(escape(href(pixels)))\"" }
        html += ">\n<h2><span class=\"status \(result.status.rawValue)\">\(label(result.status))</span> \(name)</h2>\n"
        let diff = result.diff.flatMap { $0.sizesMatch && !$0.isEqual ? $0 : nil }
        if let diff { html += numbers(diff) }
        if !result.detail.isEmpty, diff == nil || result.status != .failed {
            html += "<p class=\"detail\">\(escape(result.detail))</p>\n"
        }
        var facts: [String] = []
        if let scene = result.scene { facts.append("scene <code>\(escape(scene))</code>") }
        if let golden = result.golden { facts.append("golden <code>\(escape(golden))</code>") }
        if !facts.isEmpty { html += "<p class=\"meta\">\(facts.joined(separator: " · "))</p>\n" }
        for warning in result.warnings { html += "<p class=\"meta\">warning: \(escape(warning.description))</p>\n" }
        html += stage(result, files, regions: diff?.regions ?? [])
        if let transition = files.transition {
            html +=
                "<figure><figcaption>the transition now, animated</figcaption><img src=\"\(escape(href(transition)))\" alt=\"the transition of \(name), animated\" style=\"max-width: 320px; width: 100%; height: auto\"></figure>\n"
        }
        if let explained = result.explained { html += why(explained) }
        return html + "</section>\n"
    }

    static func numbers(_ diff: ImageDiff) -> String {
        let fraction = Double(diff.differentPixels) * 100 / Double(max(1, diff.totalPixels))
        // A handful of pixels is not "0.00 %".
        let share = diff.differentPixels > 0 && fraction < 0.005 ? "< 0.01" : formatDecimal(fraction, places: 2)
        var items = [
            ("pixels changed", "\(diff.differentPixels) of \(diff.totalPixels) (\(share) %)"),
            ("largest channel difference", "\(diff.maxChannelDelta)"),
            ("ΔE00", formatDecimal(diff.maxDeltaE, places: 2)),
        ]
        if diff.forgivenPixels > 0 { items.append(("within tolerance", "\(diff.forgivenPixels)")) }
        let boxes = diff.regions.map { "\($0.x), \($0.y), \($0.width), \($0.height)" }
        items.append(
            (
                diff.regions.count == 1
                    ? "region (x, y, w, h)"
                    : diff.regionCount > diff.regions.count
                        ? "the \(diff.regions.count) largest of \(diff.regionCount) regions"
                        : "\(diff.regions.count) regions",
                boxes.joined(separator: "; ")
            ))
        return "<dl class=\"numbers\">"
            + items.map { "<div><dt>\(escape($0.0))</dt><dd>\(escape($0.1))</dd></div>" }.joined() + "</dl>\n"
    }

    /// The pictures with the view modes (a failure with both pictures of one size), or the one
    /// picture there is, and the zoom's loupe.
    static func stage(_ result: GoldenResult, _ files: Pictures, regions: [PixelRect]) -> String {
        struct Shown { let caption: String, file: String, size: (width: Int, height: Int), picture: String }
        var shown: [Shown] = []
        if let file = files.golden, let size = files.goldenSize {
            shown.append(
                Shown(
                    caption: result.status == .recorded ? "new golden" : "golden", file: file, size: size,
                    picture: "golden"))
        }
        if let file = files.actual, let size = files.actualSize {
            shown.append(Shown(caption: "now", file: file, size: size, picture: "actual"))
        }
        guard !shown.isEmpty else {
            return result.status == .error ? "" : "<p class=\"meta\">The pictures were not written.</p>\n"
        }
        let sameSize = shown.count == 2 && shown[0].size == shown[1].size
        let diffFile = sameSize || result.status == .recorded ? files.diff : nil
        func px(
            _ file: String, _ size: (width: Int, height: Int), _ alt: String, over: (String, String)? = nil,
            line: Bool = false
        ) -> String {
            var out = "<div class=\"px\" data-w=\"\(size.width)\" data-h=\"\(size.height)\">"
            out +=
                "<img src=\"\(escape(href(file)))\" width=\"\(size.width)\" height=\"\(size.height)\" alt=\"\(escape(alt))\">"
            if let (overFile, overAlt) = over {
                out +=
                    "<img class=\"over\" src=\"\(escape(href(overFile)))\" width=\"\(size.width)\" height=\"\(size.height)\" alt=\"\(escape(overAlt))\">"
            }
            for r in regions {
                out +=
                    "<span class=\"box\" style=\"left: \(percent(r.x, size.width)); top: \(percent(r.y, size.height)); width: \(percent(r.width, size.width)); height: \(percent(r.height, size.height))\"></span>"
            }
            if line { out += "<span class=\"line\"></span>" }
            return out + "<span class=\"cursor\" hidden></span></div>"
        }
        var html = ""
        let modes =
            sameSize
            ? [("side", "Side by side"), ("swipe", "Swipe"), ("onion", "Onion skin")]
                + (diffFile != nil ? [("diff", "Diff only")] : [])
            : [("side", shown.count == 1 ? "Picture" : "Side by side")]
        if modes.count > 1 {
            html += "<div class=\"modes\" role=\"group\" aria-label=\"How to show the pictures\">"
            for (index, mode) in modes.enumerated() {
                html +=
                    "<button type=\"button\" data-mode=\"\(mode.0)\" aria-pressed=\"\(index == 0)\">\(mode.1)</button>"
            }
            if !regions.isEmpty {
                html +=
                    "<label class=\"outline\"><input type=\"checkbox\" class=\"outlines\" checked> outline the changed regions</label>"
            }
            html += "</div>\n"
        }
        let columns = shown.count + (diffFile != nil ? 1 : 0)
        html +=
            "<div class=\"stage\" data-mode=\"side\" tabindex=\"0\" role=\"group\" aria-label=\"Pictures of \(escape(result.name)); point at one or use the arrow keys to zoom\">\n"
        // Tall pictures (a whole screen) are kept narrow enough to see at once.
        let tall = shown[0].size.height > shown[0].size.width ? "tall " : ""
        html += "<div class=\"\(tall)pane side\" style=\"--columns: \(columns)\">"
        for s in shown {
            html +=
                "<figure><figcaption>\(s.caption)</figcaption>\(px(s.file, s.size, "\(s.caption) of \(result.name)"))</figure>"
        }
        if let diffFile {
            let caption = result.status == .recorded ? "diff against the golden it replaced" : "diff"
            html +=
                "<figure><figcaption>\(caption)</figcaption>\(px(diffFile, shown[0].size, "diff of \(result.name)"))</figure>"
        }
        html += "</div>\n"
        if sameSize {
            let (golden, actual) = (shown[0], shown[1])
            html +=
                "<div class=\"\(tall)pane swipe\"><figure><figcaption>golden ◂ ▸ now</figcaption>"
                + px(golden.file, golden.size, "golden of \(result.name)", over: (actual.file, "now"), line: true)
                + "<input type=\"range\" class=\"swipe\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Swipe: golden on the left, now on the right\"></figure></div>\n"
            html +=
                "<div class=\"\(tall)pane onion\"><figure><figcaption>golden, now over it</figcaption>"
                + px(golden.file, golden.size, "golden of \(result.name)", over: (actual.file, "now"))
                + "<input type=\"range\" class=\"onion\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Onion skin: how much of now shows over the golden\"></figure></div>\n"
            if let diffFile {
                html +=
                    "<div class=\"\(tall)pane diff\"><figure><figcaption>diff: red changed, yellow within tolerance</figcaption>\(px(diffFile, golden.size, "diff of \(result.name)"))</figure></div>\n"
            }
        }
        html += "</div>\n"
        if files.pixels != nil {
            html +=
                "<p class=\"hint\">Point at a picture to zoom; click to pin the pixel, then move it with the arrow keys.</p>\n"
            html += "<div class=\"loupe\" hidden>"
            for s in shown {
                html +=
                    "<figure><figcaption>\(s.caption)</figcaption><canvas data-picture=\"\(s.picture)\" width=\"165\" height=\"165\"></canvas></figure>"
            }
            html += "<p class=\"readout\" aria-live=\"polite\"><span class=\"at\"></span>"
            for s in shown { html += "<br>\(s.caption) <code class=\"hex hex-\(s.picture)\"></code>" }
            html += "</p></div>\n"
        }
        return html
    }

    /// The most-changed pixel explained: the golden's value beside the current scene's layers.
    static func why(_ explained: ExplainedPixel) -> String {
        let e = explained.explanation
        let screen = explained.screenY != explained.y ? " (screen row \(explained.screenY))" : ""
        var html =
            "<details class=\"why\" open><summary>Why pixel (\(explained.x), \(explained.y))\(screen) changed: golden \(swatch(explained.golden)), now \(swatch(explained.actual))</summary>\n"
        if !e.notes.isEmpty {
            html += "<ul>" + e.notes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        html +=
            "<div class=\"table-wrap\"><table><thead><tr><th>layer (bottom to top)</th><th>adds</th><th>composite</th></tr></thead><tbody>\n"
        for row in e.rows {
            let indent = String(repeating: "\u{2003}", count: row.depth)
            html += "<tr><td>\(indent)<code>\(escape(row.layer))</code></td><td>\(escape(row.contribution))"
            if let stages = row.stages, !stages.isEmpty {
                html +=
                    "<br><span class=\"stages\">"
                    + stages.map { "\(escape($0.stage)) → \(escape($0.value))" }.joined(separator: "<br>") + "</span>"
            }
            html += "</td><td>\(swatch(row.composite.hex))</td></tr>\n"
        }
        html += "</tbody></table></div>\n"
        html +=
            "<p class=\"meta\">sRGB now \(swatch(e.final.hex)); the golden has \(swatch(explained.golden)). On the \(escape(e.displayName)) display now: \(swatch(e.displayed.hex)).</p>\n"
        return html + "</details>\n"
    }

    /// A colour's swatch and hex (`#rrggbb` or `#rrggbbaa`).
    static func swatch(_ hex: String) -> String {
        "<span class=\"swatch\" style=\"background: \(escape(hex))\"></span><code>\(escape(hex))</code>"
    }

    /// `part` of `whole` as a CSS percentage, to four places.
    static func percent(_ part: Int, _ whole: Int) -> String {
        formatDecimal(Double(part) * 100 / Double(max(1, whole)), places: 4, trimZeros: true) + "%"
    }

    /// Text for HTML, in an element or a quoted attribute: control characters written out (as
    /// messages write them), then `&`, `<`, `>`, `"` and `'` as references (XML's, which HTML5 reads).
    static func escape(_ text: String) -> String { xmlEscape(MessageText.escapingControls(text)) }
}

/// Base64 (RFC 4648, with padding), for the zoom's pixel data.
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let n = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
            out += [alphabet[n >> 18], alphabet[n >> 12 & 63], alphabet[n >> 6 & 63], alphabet[n & 63]]
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let n = Int(bytes[index]) << 16 | (rest == 2 ? Int(bytes[index + 1]) << 8 : 0)
            out += [alphabet[n >> 18], alphabet[n >> 12 & 63]]
            out += rest == 2 ? [alphabet[n >> 6 & 63], UInt8(ascii: "=")] : [UInt8(ascii: "="), UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
