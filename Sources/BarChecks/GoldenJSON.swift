import BarScene
import ColorDisplay
import Raster

/// A failure's most-changed pixel and why it has its value now: its place in the golden's
/// picture and on the screen, the golden's and the render's values, and the current scene's
/// explanation of that screen pixel (``Explanation``).
package struct ExplainedPixel: Sendable, Encodable {
    package let x: Int
    package let y: Int
    package let screenX: Int
    package let screenY: Int
    package let golden: String
    package let actual: String
    package let explanation: Explanation

    /// Explains `peak`, a pixel of the scene's picture (a strip's rows are mapped back to the
    /// screen's); nil when the scene cannot be explained (a transition).
    static func explain(_ peak: DiffPeak, of scene: Scene) -> ExplainedPixel? {
        guard let frames = try? SceneRenderer.frames(for: scene) else { return nil }
        var top = 0, screenY: Int?
        for frame in frames {
            let rows = frame.rows
            if peak.y < top + rows.count {
                screenY = rows.lowerBound + peak.y - top
                break
            }
            top += rows.count
        }
        guard let screenY, let display = try? Display.named("srgb"),
            let explanation = try? Explanation.explain(scene, x: peak.x, y: screenY, display: display)
        else { return nil }
        return ExplainedPixel(
            x: peak.x, y: peak.y, screenX: peak.x, screenY: screenY, golden: peak.reference.hex,
            actual: peak.actual.hex, explanation: explanation)
    }
}

extension GoldenReport {
    /// The report's schema version (`docs/verify-report.schema.json`); raised when a field's
    /// meaning changes or a required one is added.
    public static let jsonVersion = 1

    /// The run as JSON (`verify --json`), by `docs/verify-report.schema.json`: the schema's
    /// name and version, the folder, the mode and shard, the totals, and per golden its name,
    /// status, scene, variant, golden and artifact paths, the comparison's numbers with the
    /// most-changed pixel, that pixel explained (for failures), and the scene's warnings.
    public func json() throws -> String {
        try JSONText.encode(JSONReport(self))
    }

    struct JSONReport: Encodable {
        let report: GoldenReport

        init(_ report: GoldenReport) { self.report = report }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode("barscope-verify-report", forKey: .schema)
            try c.encode(GoldenReport.jsonVersion, forKey: .version)
            try c.encode(report.directory, forKey: .directory)
            try c.encode(report.mode.rawValue, forKey: .recordMode)
            try c.encode(report.shard.map { [$0.index, $0.count] }, forKey: .shard)
            var totals = c.nestedContainer(keyedBy: Key.self, forKey: .totals)
            for status in GoldenStatus.allCases {
                try totals.encode(report.count(status), forKey: Key(status.rawValue))
            }
            try c.encode(report.results.map(JSONResult.init), forKey: .results)
        }
    }

    struct JSONResult: Encodable {
        let result: GoldenResult

        init(_ result: GoldenResult) { self.result = result }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(result.name, forKey: .name)
            try c.encode(result.status.rawValue, forKey: .status)
            try c.encode(result.scene, forKey: .scene)
            if let variant = result.variant {
                var v = c.nestedContainer(keyedBy: Key.self, forKey: .variant)
                for setting in variant.settings { try v.encode(setting.value, forKey: Key(setting.key)) }
            } else {
                try c.encodeNil(forKey: .variant)
            }
            try c.encode(result.golden, forKey: .golden)
            try c.encode(result.detail, forKey: .detail)
            try c.encode(result.artifacts, forKey: .artifacts)
            if let diff = result.diff {
                var d = c.nestedContainer(keyedBy: Key.self, forKey: .diff)
                try d.encode(diff.isEqual, forKey: .equal)
                try d.encode(diff.sizesMatch, forKey: .sizesMatch)
                try d.encode(diff.differentPixels, forKey: .differentPixels)
                try d.encode(diff.forgivenPixels, forKey: .forgivenPixels)
                try d.encode(diff.totalPixels, forKey: .totalPixels)
                try d.encode(diff.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] }, forKey: .boundingBox)
                try d.encode(diff.regions.map { [$0.x, $0.y, $0.width, $0.height] }, forKey: .regions)
                try d.encode(diff.maxChannelDelta, forKey: .maxChannelDelta)
                try d.encode(diff.maxDeltaE, forKey: .maxDeltaE)
                if let peak = diff.peak {
                    var p = d.nestedContainer(keyedBy: Key.self, forKey: .peak)
                    try p.encode(peak.x, forKey: .x)
                    try p.encode(peak.y, forKey: .y)
                    try p.encode(peak.reference.hex, forKey: .golden)
                    try p.encode(peak.actual.hex, forKey: .actual)
                } else {
                    try d.encodeNil(forKey: .peak)
                }
            } else {
                try c.encodeNil(forKey: .diff)
            }
            try c.encode(result.explained, forKey: .explained)
            try c.encode(result.warnings.map(\.description), forKey: .warnings)
        }
    }

    /// Keys as the schema spells them; a variant's and the totals' keys come from the data.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let schema = Key("schema"), version = Key("version"), directory = Key("directory")
        static let recordMode = Key("recordMode"), shard = Key("shard"), totals = Key("totals")
        static let results = Key("results"), name = Key("name"), status = Key("status"), scene = Key("scene")
        static let variant = Key("variant"), golden = Key("golden"), detail = Key("detail")
        static let artifacts = Key("artifacts"), diff = Key("diff"), equal = Key("equal")
        static let sizesMatch = Key("sizesMatch"), differentPixels = Key("differentPixels")
        static let forgivenPixels = Key("forgivenPixels"), totalPixels = Key("totalPixels")
        static let boundingBox = Key("boundingBox"), regions = Key("regions"), maxChannelDelta = Key("maxChannelDelta")
        static let maxDeltaE = Key("maxDeltaE"), peak = Key("peak"), x = Key("x"), y = Key("y")
        static let actual = Key("actual"), explained = Key("explained"), warnings = Key("warnings")
    }
}
