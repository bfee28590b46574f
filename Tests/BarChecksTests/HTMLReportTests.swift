import Testing

@testable import BarChecks
@testable import Raster

/// The parts of `verify --report` that are plain functions: the regions it outlines, the
/// names its files take, the links to them, and the text it escapes.
@Suite struct HTMLReportTests {
    /// Pixels 6 apart fall in touching cells and make one region; a change 40 px away makes
    /// another; each region's box is exact to the pixel, and the list runs top to bottom.
    @Test func changesCloseTogetherMakeOneRegion() {
        var regions = ChangedRegions(width: 100, height: 60)
        for (x, y) in [(10, 10), (16, 12), (22, 11), (11, 17)] { regions.add(x: x, y: y) }
        regions.add(x: 70, y: 5)
        regions.add(x: 71, y: 6)
        regions.add(x: 5, y: 50)
        #expect(
            regions.regions() == [
                PixelRect(x: 70, y: 5, width: 2, height: 2), PixelRect(x: 10, y: 10, width: 13, height: 8),
                PixelRect(x: 5, y: 50, width: 1, height: 1),
            ])
    }

    /// Cells that touch only at a corner join; cells a whole cell apart do not.
    @Test func cornersJoinAndGapsSeparate() {
        var corner = ChangedRegions(width: 64, height: 64)
        corner.add(x: 7, y: 7)
        corner.add(x: 8, y: 8)
        #expect(corner.regions() == [PixelRect(x: 7, y: 7, width: 2, height: 2)])
        var gap = ChangedRegions(width: 64, height: 64)
        gap.add(x: 7, y: 0)
        gap.add(x: 16, y: 0)
        #expect(
            gap.regions() == [PixelRect(x: 7, y: 0, width: 1, height: 1), PixelRect(x: 16, y: 0, width: 1, height: 1)])
    }

    /// A change all over the picture keeps the 16 regions with the most changed pixels.
    @Test func atMostSixteenRegionsAreKept() {
        var regions = ChangedRegions(width: 800, height: 16)
        // 20 regions, 40 px apart; region k has k + 1 changed pixels in a row.
        for k in 0..<20 {
            for i in 0...k where i < 8 { regions.add(x: k * 40 + i, y: 0) }
            if k >= 8 { for i in 0...(k - 8) { regions.add(x: k * 40 + i, y: 1) } }
        }
        let kept = regions.regions()
        #expect(kept.count == ChangedRegions.maximumCount)
        // The four smallest (k = 0…3) are left out; the rest stay in reading order.
        #expect(kept.first == PixelRect(x: 160, y: 0, width: 5, height: 1))
        #expect(kept.map(\.x) == (4..<20).map { $0 * 40 })
    }

    /// The comparison of a failure finds the regions; a match has none.
    @Test func aFailedComparisonCarriesItsRegions() throws {
        let a = try picture([["#ffffff", "#ffffff", "#ffffff"], ["#ffffff", "#ffffff", "#ffffff"]])
        let b = try picture([["#ffffff", "#ff0000", "#ffffff"], ["#ffffff", "#ffffff", "#ff0000"]])
        #expect(ImageDiff.compare(a, b).regions == [PixelRect(x: 1, y: 0, width: 2, height: 2)])
        #expect(ImageDiff.compare(a, a).regions.isEmpty)
        #expect(ImageDiff.compare(a, b, drawingImage: false).regions.isEmpty)
    }

    /// RFC 4648's test vectors (section 10).
    @Test func base64FollowsRFC4648() {
        let vectors = [
            "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
            "foobar": "Zm9vYmFy",
        ]
        for (plain, encoded) in vectors { #expect(Base64.encode(Array(plain.utf8)) == encoded) }
        #expect(Base64.encode([0xff, 0xfe, 0xfd]) == "//79")
    }

    /// A golden's name becomes one file name in the flat folder and one relative link: a
    /// subfolder's `/` and a literal `%` are encoded, so that `a/b` and `a%2Fb` stay apart.
    @Test func namesBecomeFlatFileNamesAndLinks() {
        #expect(HTMLReport.fileBase("screens/mail@dark+iphone-se") == "screens%2Fmail@dark+iphone-se")
        #expect(HTMLReport.fileBase("a%2Fb") == "a%252Fb")
        #expect(HTMLReport.fileBase(".hidden/x.y") == "%2Ehidden%2Fx.y")
        #expect(
            HTMLReport.href("screens%2Fmail@dark+iphone-se.golden.png") == "screens%252Fmail@dark+iphone-se.golden.png")
        #expect(HTMLReport.href("设置 #1?.png") == "%E8%AE%BE%E7%BD%AE%20%231%3F.png")
        #expect(HTMLReport.isOwnName("index.html") && HTMLReport.isOwnName("x%2Fy.pixels.js"))
        #expect(!HTMLReport.isOwnName("notes.txt") && !HTMLReport.isOwnName("x.png"))
    }

    /// A name too long for a file name with its suffixes keeps a prefix and a hash of the whole
    /// name: at most 240 bytes, and two names that differ only at the end stay apart.
    @Test func longNamesAreShortenedApart() {
        let long = String(repeating: "设", count: 100)
        let a = HTMLReport.fileBase(long + "a"), b = HTMLReport.fileBase(long + "b")
        #expect(a.utf8.count <= 255 - ".transition.png".utf8.count && b.utf8.count <= 240)
        #expect(a != b && a.hasPrefix("设设") && a.dropLast(16).hasSuffix("~"))
        #expect(HTMLReport.fileBase(String(repeating: "x", count: 240)) == String(repeating: "x", count: 240))
    }

    /// Names, details and values are text in the page, never markup.
    @Test func textIsEscaped() {
        let escaped = HTMLReport.escape("<b>\"Tom\" & 'Jerry'</b>")
        #expect(escaped == "&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;")
        #expect(HTMLReport.escape("a\u{1b}[31mb") == "a\\e[31mb")
        #expect(HTMLReport.percent(1, 3) == "33.3333%" && HTMLReport.percent(504, 1179) == "42.7481%")
    }
}
