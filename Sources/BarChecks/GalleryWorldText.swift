import BarLayers
import BarScene
import Raster

/// Bars in the languages their users write (issue 27): Simplified Chinese as the source
/// articles' apps have it, Japanese, Korean, Arabic and Hebrew laid out right to left, an emoji
/// title, and the largest text size. Each is checked where its text's ink lands, in points from
/// the screen's edges, against UIKit's layout constants (ContentMetrics: a title centred, back
/// titles 27 pt in, button titles 16 pt from the edge, large titles at the 16 pt margin) and,
/// right to left, their mirror images (Apple's Human Interface Guidelines, Right to left).
extension Gallery {
    static let worldText: [Scenario] = [
        Scenario(
            name: "ios17-japanese-large-title",
            title: "iOS 17 in Japanese: a large title at the 16 pt margin, 戻る and 編集",
            yaml: """
                # locale: ja: the large title (設定 直骨) in the Japanese forms of Noto Sans CJK (which differ
                # from the Chinese ones for characters such as 直 and 骨), the generic back title and Edit in
                # UIKit's Japanese (戻る, 編集).
                ios: 17
                device: iphone-15-pro
                locale: ja
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationBar: {prefersLargeTitles: true}
                navigationItem: {title: "設定 直骨", rightBarButtonItems: [{systemItem: edit}]}
                backItem: {backButtonDisplayMode: generic}
                statusBar: {}
                region: navigationBar

                """,
            documented: "large title 16 pt from the leading edge (Flutter's Cupertino, UIKit's layout margin)",
            check: { r in checkInk(r, row: .largeTitle, [.starts(at: 16, within: 0..<200)]) }),
        Scenario(
            name: "ios15-korean-cancel-save",
            title: "iOS 15 in Korean: 취소 and 저장 16 pt from the edges",
            yaml: """
                # locale: ko: Cancel and Save in UIKit's Korean (취소, 저장, Save bold), the title in Hangul.
                ios: 15
                device: iphone-13
                locale: ko
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationItem: {title: "새 메모", leftBarButtonItems: [{systemItem: cancel}], rightBarButtonItems: [{systemItem: save}]}
                toolbar: {items: [{systemItem: camera}, {systemItem: flexibleSpace}, {systemItem: compose}]}
                statusBar: {}

                """,
            documented: "button titles 16 pt from each edge (8 pt row inset + 8 pt padding, UIKit dumps)",
            check: { r in
                checkInk(
                    r, row: .navigationRow,
                    [
                        .starts(at: 16, within: 0..<80), .ends(atFromRight: 16, within: 310..<390),
                        .centred(between: 120, and: 270),
                    ])
            }),
        Scenario(
            name: "ios17-hebrew-tab-bar",
            title: "iOS 17 in Hebrew: tab items from the right, the first selected at the right",
            yaml: """
                # locale: he: the tab bar's items run from the right (WWDC15 222, "New UIKit Support for
                # International User Interfaces"), so the selected first item is the rightmost, in the tint.
                ios: 17
                device: iphone-15-pro
                locale: he
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationItem: {title: "דואר"}
                tabBar:
                  items: [{title: "דואר נכנס"}, {title: "נשלח"}, {title: "טיוטות"}]
                statusBar: {}

                """,
            documented: "right to left: the first tab item in the rightmost third, in systemBlue (#007aff)",
            check: { r in selectedTabThird(r, expected: 2) }),
        Scenario(
            name: "ios17-emoji-title",
            title: "iOS 17, an emoji title: its own colours, centred",
            yaml: """
                # An emoji in a title: Noto Color Emoji's picture (standing in for Apple Color Emoji), reduced
                # by an exact area average to the title's size, in its own colours.
                ios: 17
                device: iphone-15-pro
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationItem: {title: "Trips ✈️ 🏝️"}
                backItem: {title: "Home"}
                statusBar: {}
                region: navigationBar

                """,
            documented: "an emoji keeps its colours in a black title; the title centred on the bar",
            check: { r in
                let centred = checkInk(r, row: .navigationRow, [.centred(between: 100, and: 300)])
                let coloured = colourfulPixels(r, in: r.scene.layout.navigationBar)
                let ok = centred.passed && coloured > 0
                return ScenarioVerdict(
                    reading: "\(centred.reading); \(coloured) coloured pixels", passed: ok,
                    detail: ok ? "as documented" : centred.passed ? "no colour in the title" : centred.detail)
            }),
        Scenario(
            name: "ios17-accessibility-text-size",
            title: "iOS 17 at the largest text size (AX5): the large title and the rows grow, the buttons do not",
            yaml: """
                # contentSizeCategory: accessibilityExtraExtraExtraLarge: the large title set at 60 pt on a
                # 70 pt line (the HIG's Large Title at AX5; UIKit asks for it by text style) and the list
                # rows in 53 pt body text, while the back button keeps its 17 pt, as UIKit's bar buttons do.
                ios: 17
                device: iphone-15-pro
                contentSizeCategory: accessibilityExtraExtraExtraLarge
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationBar: {prefersLargeTitles: true}
                navigationItem: {title: "General"}
                backItem: {title: "Settings"}
                statusBar: {}
                region: navigationBar

                """,
            documented:
                "AX5 (HIG sizes): large title 60 pt in an 81 pt view (52 + 70 − 41), rows 142 pt apart (53 and 49 pt text), the back title 17 pt",
            check: { r in accessibilityText(r) }),
    ]

    /// Where a check looks for ink: the navigation bar's 44 pt row, or the large title's area
    /// below it.
    enum InkRow { case navigationRow, largeTitle }

    /// A position the ink of a span of the row must have, in points.
    enum InkRule {
        /// The ink between two x positions is centred on the screen within 1 pt.
        case centred(between: Double, and: Double)
        /// The ink in the span starts at x, within 2 pt (a glyph's side bearing: 1.7 pt for
        /// Noto Sans Arabic's alef at 34 pt).
        case starts(at: Double, within: Range<Double>)
        /// The ink in the span ends this far from the right edge, within 2 pt.
        case ends(atFromRight: Double, within: Range<Double>)
    }

    /// Checks each rule on the ink (pixels that differ from the content beneath: the bars here
    /// are transparent at the scroll edge) of one row of the navigation bar.
    static func checkInk(_ r: RenderedScenario, row: InkRow, _ rules: [InkRule]) -> ScenarioVerdict {
        let k = Double(r.scene.device.scale), width = r.scene.device.widthPoints
        let bar = r.scene.layout.navigationBar
        let (top, height) =
            row == .navigationRow ? (bar.y, 44.0) : (bar.y + 44, bar.height - 44)
        var readings: [String] = []
        var failure: String?
        for rule in rules {
            let span: Range<Double>
            switch rule {
            case let .centred(a, b): span = a..<b
            case let .starts(_, s), let .ends(_, s): span = s
            }
            let rect = PixelRect(
                x: Int(span.lowerBound * k), y: Int(top * k), width: Int((span.upperBound - span.lowerBound) * k),
                height: Int(height * k))
            guard let ink = inkBox(r, rect) else {
                readings.append("no ink in \(format(span.lowerBound))–\(format(span.upperBound)) pt")
                failure = failure ?? "no text where it belongs"
                continue
            }
            let left = Double(ink.x) / k, right = Double(ink.maxX) / k
            switch rule {
            case .centred:
                let centre = (left + right) / 2
                readings.append("centre \(format(centre)) pt")
                if abs(centre - width / 2) > 1 { failure = failure ?? "not centred on \(format(width / 2)) pt" }
            case let .starts(x, _):
                readings.append("starts \(format(left)) pt")
                if abs(left - x) > 2 { failure = failure ?? "expected to start at \(format(x)) pt" }
            case let .ends(x, _):
                readings.append("ends \(format(width - right)) pt from the right")
                if abs(width - right - x) > 2 { failure = failure ?? "expected to end \(format(x)) pt from the right" }
            }
        }
        return ScenarioVerdict(
            reading: readings.joined(separator: ", "), passed: failure == nil, detail: failure ?? "as documented")
    }

    /// The bounding box of the pixels in `rect` that differ from the content beneath.
    static func inkBox(_ r: RenderedScenario, _ rect: PixelRect) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in rect.y..<min(rect.maxY, r.image.height) {
            for x in rect.x..<min(rect.maxX, r.image.width)
            where r.image.color(x: x, y: y) != r.content.color(x: x, y: y) {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x + 1)
                maxY = max(maxY, y + 1)
            }
        }
        return minX == .max ? nil : PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Pixels in `rect` (points) whose channels spread more than 100 apart: colour, not grey text.
    static func colourfulPixels(_ r: RenderedScenario, in rect: PointRect) -> Int {
        let k = Double(r.scene.device.scale)
        var count = 0
        for y in Int(rect.y * k)..<Int((rect.y + rect.height) * k) {
            for x in 0..<r.image.width {
                let c = r.image.color(x: x, y: y)
                if Int(max(c.r, c.g, c.b)) - Int(min(c.r, c.g, c.b)) > 100 { count += 1 }
            }
        }
        return count
    }

    /// Which third of the tab bar holds the tinted (selected) item's pixels.
    static func selectedTabThird(_ r: RenderedScenario, expected: Int) -> ScenarioVerdict {
        guard let tab = r.scene.layout.tabBar else {
            return ScenarioVerdict(reading: "no tab bar", passed: false, detail: "no tab bar")
        }
        let k = Double(r.scene.device.scale)
        let tint = SemanticColors.systemBlue.light
        var thirds = [0, 0, 0]
        for y in Int(tab.y * k)..<Int((tab.y + tab.height) * k) {
            for x in 0..<r.image.width where r.image.color(x: x, y: y) == tint {
                thirds[min(2, x * 3 / r.image.width)] += 1
            }
        }
        let ok = thirds.indices.allSatisfy { ($0 == expected) == (thirds[$0] > 0) }
        return ScenarioVerdict(
            reading: "tint pixels by third, left to right: \(thirds.map(String.init).joined(separator: ", "))",
            passed: ok, detail: ok ? "as documented" : "the selected item is not in third \(expected + 1)")
    }

    /// At AX5: the large-title view's height (the bar's height less its 44 pt row), the list's
    /// row pitch (between its first two separators, read down a column at the screen's right
    /// edge, clear of the text) and the back title's ink height.
    static func accessibilityText(_ r: RenderedScenario) -> ScenarioVerdict {
        let k = Double(r.scene.device.scale), bar = r.scene.layout.navigationBar
        let backRect = PixelRect(x: Int(27 * k), y: Int(bar.y * k), width: Int(120 * k), height: Int(44 * k))
        guard let back = inkBox(r, backRect) else {
            return ScenarioVerdict(reading: "no back title", passed: false, detail: "no back title ink")
        }
        let x = r.content.width - Int(4 * k)
        let background = r.content.color(x: x, y: Int(r.scene.layout.navigationBarBottom * k) + 1)
        let separators = (0..<r.content.height).filter { r.content.color(x: x, y: $0) != background }
        let backHeight = Double(back.height) / k, largeView = bar.height - 44
        guard separators.count >= 2 else {
            return ScenarioVerdict(
                reading: "back title ink \(format(backHeight)) pt tall, fewer than two separators", passed: false,
                detail: "no rows")
        }
        let pitch = Double(separators[1] - separators[0]) / k
        // The rows: ListScreen's pitch from the HIG's body and subheadline sizes (53 and 49 pt); the back
        // title's ink within the 22 pt line of 17 pt text (HIG), not the 70 pt of a scaled one.
        let ok = largeView == 81 && abs(pitch - 142) < 0.5 && backHeight < 22
        return ScenarioVerdict(
            reading:
                "large-title view \(format(largeView)) pt, rows \(format(pitch)) pt apart, back title ink \(format(backHeight)) pt tall",
            passed: ok, detail: ok ? "as documented" : "expected an 81 pt view, rows 142 pt apart, a 17 pt back title")
    }

    static func format(_ v: Double) -> String { PointRect.format((v * 10).rounded() / 10) }
}
