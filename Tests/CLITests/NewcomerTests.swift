import Foundation
import Testing
import TestSupport

@testable import BarChecks
import Raster
import RasterPNG

/// Issue 43: what a new user hit, each through the built binary. The numbers are the issue's
/// items.
@Suite struct NewcomerTests {
    static let orders = """
        ios: 17
        device: iphone-15
        content: {color: "#ffffff"}
        region: navigationBar
        navigationBar: {barTintColor: "#5B2C9F"}
        navigationItem: {title: "Orders"}

        """

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    // 1. A labelled contact sheet of any scene: a matrix from the command line, or its variants.
    @Test func aSheetLaysOutEachCombinationWithItsCaption() throws {
        let dir = try scratch()
        try write(Self.orders, dir + "/orders.yaml")
        let run = try barscope(
            "render", dir + "/orders.yaml", "--sheet", "ios=17,26", "userInterfaceStyle=light,dark", "-o",
            dir + "/sheet.png")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote a sheet of 4 pictures (2 across) to \(dir)/sheet.png\n")
        let sheet = try PNGDecoder.read(path: dir + "/sheet.png")
        // Each cell is the render of that combination alone, at its place: 36 px gaps at @3x,
        // 66 px caption bands, columns as wide as their widest picture, rows as tall as theirs.
        var cells: [[Image]] = []
        for ios in ["17", "26"] {
            var row: [Image] = []
            for style in ["light", "dark"] {
                let scene =
                    Self.orders.replacingOccurrences(of: "ios: 17", with: "ios: \(ios)")
                    + "userInterfaceStyle: \(style)\n"
                try write(scene, dir + "/one.yaml")
                #expect(try barscope("render", dir + "/one.yaml", "-o", dir + "/one.png").status == 0)
                row.append(try PNGDecoder.read(path: dir + "/one.png"))
            }
            cells.append(row)
        }
        let widths = [max(cells[0][0].width, cells[1][0].width), max(cells[0][1].width, cells[1][1].width)]
        let heights = cells.map { max($0[0].height, $0[1].height) }
        #expect(sheet.width == 36 + widths[0] + 36 + widths[1] + 36)
        #expect(sheet.height == 36 + 66 + heights[0] + 36 + 66 + heights[1] + 36)
        for (r, row) in cells.enumerated() {
            for (c, cell) in row.enumerated() {
                let x = 36 + (c == 0 ? 0 : widths[0] + 36)
                let y = 36 + 66 + (r == 0 ? 0 : heights[0] + 36 + 66)
                let placed = try sheet.cropped(to: PixelRect(x: x, y: y, width: cell.width, height: cell.height))
                #expect(placed == cell, "cell (\(r), \(c))")
            }
        }
        // The caption is ink in the band above each picture; the background is systemGray5.
        #expect(sheet[0, 0].straight.hex == "#e5e5ea")
        let band = try sheet.cropped(to: PixelRect(x: 36, y: 36, width: widths[0], height: 66))
        #expect(
            band.pixels.count > 0
                && Set(stride(from: 0, to: band.pixels.count, by: 4).map { band.pixels[$0] }).count > 2)
        // The same command makes the same bytes.
        #expect(
            try barscope(
                "render", dir + "/orders.yaml", "--sheet", "ios=17,26", "userInterfaceStyle=light,dark", "-o",
                dir + "/again.png"
            ).status == 0)
        #expect(bytes(dir + "/again.png") == bytes(dir + "/sheet.png"))
        // The file's own variants.
        try write(Self.orders + "variants: {userInterfaceStyle: [light, dark]}\n", dir + "/v.yaml")
        let own = try barscope("render", dir + "/v.yaml", "--sheet", "variants", "-o", dir + "/v.png")
        #expect(own.stdout == "wrote a sheet of 2 pictures (2 across) to \(dir)/v.png\n")
        // Bad axes are one line naming the option.
        let cases: [([String], String)] = [
            (
                ["--sheet", "ios"],
                "--sheet ios: give a scene key, =, and values separated by commas, such as ios=17,18,26 (or variants for the file's own)"
            ),
            (["--sheet", "ios=17,,26"], "--sheet ios=17,,26: a value is empty; separate values by single commas"),
            (
                ["--sheet", "colour=red"],
                "--sheet colour: is not a scene key; give a key or a dotted path of one, such as userInterfaceStyle or navigationBar.tintColor"
            ),
            (
                ["--sheet", "variants"],
                "--sheet variants: \(dir)/orders.yaml has no variants:; give a matrix instead, such as --sheet ios=17,18,26 userInterfaceStyle=light,dark"
            ),
        ]
        for (options, message) in cases {
            let bad = try barscope(["render", dir + "/orders.yaml"] + options + ["-o", dir + "/bad.png"])
            #expect(bad.status == 2 && bad.stderr == "barscope: error: \(message)\n", "\(options)")
        }
        // Forty values across: wider than any picture; the message says how to lay it out.
        let titles = (0..<40).map { "t\($0)" }.joined(separator: ",")
        let wide = try barscope(
            "render", dir + "/orders.yaml", "--sheet", "navigationItem.title=" + titles, "-o", dir + "/bad.png")
        #expect(
            wide.status == 2
                && wide.stderr
                    == "barscope: error: --sheet: an image of 48636×431 pixels is over the limit of 32768 on a side; put the key with the most values first, so that it runs down the sheet, or give fewer values\n"
        )
        #expect(bytes(dir + "/bad.png") == nil)
    }

    // 2. A one-scene render of a scene with variants: the warning says how to render them, and
    // `-o DIR/` renders each.
    @Test func aSceneWithVariantsSaysHowToRenderThem() throws {
        let dir = try scratch()
        try write(Self.orders + "variants: {userInterfaceStyle: [light, dark]}\n", dir + "/orders.yaml")
        let one = try barscope("render", dir + "/orders.yaml", "-o", dir + "/orders.png")
        #expect(one.status == 0)
        #expect(
            one.stderr
                == "barscope: warning: \(dir)/orders.yaml:7: variants: the scene has 2 variants (light, dark); this draws it without them: give --variant light for one, -o a folder/ for each as NAME@VARIANT.png, or --sheet for all side by side (verify and record check each)\n"
        )
        let each = try barscope("render", dir + "/orders.yaml", "-o", dir + "/out/")
        #expect(each.status == 0 && each.stderr == "", "\(each.stderr)")
        #expect(each.stdout == "rendered 2 of 2 scenes into \(dir)/out/\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted() == [
                "orders@dark.png", "orders@light.png",
            ])
        let dark = try barscope("render", dir + "/orders.yaml", "--variant", "dark", "-o", dir + "/dark.png")
        #expect(dark.status == 0 && bytes(dir + "/dark.png") == bytes(dir + "/out/orders@dark.png"))
    }

    // 3. A warning every variant shares is printed once, with the count; one that only some
    // variants have names them.
    @Test func warningsArePrintedOnceAndNameTheirVariants() throws {
        let dir = try scratch() + "/suite"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try write(
            Self.orders.replacingOccurrences(of: "ios: 17", with: "ios: 26")
                + "variants: {ios: [26, 27], userInterfaceStyle: [light, dark]}\n", dir + "/orders.yaml")
        try write(Self.orders + "variants: {navigationItem.title: [\"Orders\", \"ሰላም\"]}\n", dir + "/mixed.yaml")
        let run = try barscope("record", dir, "--record", "all", "--artifacts", dir + "/../art")
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(run.stderr)")
        // iOS 27's model is iOS 26's: said of the two iOS 27 variants alone.
        #expect(
            lines.first { $0.contains("orders.yaml:7: ios: iOS 27 is drawn with iOS 26's") }?.hasSuffix(
                " (in orders@27+light, orders@27+dark)") == true)
        #expect(
            lines.first { $0.contains("orders.yaml:5: navigationBar.barTintColor") }?.hasSuffix(" (all 4 variants)")
                == true)
        #expect(
            lines.first { $0.contains("mixed.yaml:7: navigationItem.title: U+1230") }?.hasSuffix(
                " (in mixed@u1230u120bu121d)") == true)
    }

    // 4. `tree` and `explain` take `--variant`.
    @Test func treeAndExplainTakeAVariant() throws {
        let dir = try scratch()
        try write(
            Self.orders.replacingOccurrences(of: "barTintColor: \"#5B2C9F\"", with: "tintColor: \"#ff0000\"")
                + "variants: {userInterfaceStyle: [light, dark]}\n", dir + "/orders.yaml")
        let light = try barscope("tree", dir + "/orders.yaml", "--variant", "light")
        let dark = try barscope("tree", dir + "/orders.yaml", "--variant", "dark")
        #expect(light.status == 0 && dark.status == 0 && light.stderr == "" && dark.stderr == "")
        try write(
            Self.orders.replacingOccurrences(of: "barTintColor: \"#5B2C9F\"", with: "tintColor: \"#ff0000\"")
                + "userInterfaceStyle: dark\n", dir + "/dark.yaml")
        #expect(try barscope("tree", dir + "/dark.yaml").stdout == dark.stdout)
        #expect(light.stdout != dark.stdout)
        let explained = try barscope("explain", dir + "/orders.yaml", "10", "10", "--variant", "dark")
        #expect(explained.stdout == (try barscope("explain", dir + "/dark.yaml", "10", "10")).stdout)
        let unknown = try barscope("tree", dir + "/orders.yaml", "--variant", "sepia")
        #expect(
            unknown.status == 2
                && unknown.stderr
                    == "barscope: error: --variant sepia: \(dir)/orders.yaml has no variant of that name; its variants are light, dark\n"
        )
    }

    // 5. The Markdown summary says what a failure's largest change is.
    @Test func theMarkdownSummaryGivesTheLargestChange() throws {
        let dir = try scratch()
        let run = try barscope(
            "verify", packageRoot + "/docs/report-example", "--record", "never", "--artifacts", dir + "/art",
            "--markdown", dir + "/s.md")
        #expect(run.status == 1)
        let lines = try String(contentsOfFile: dir + "/s.md", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "| `mail` | **failed** | 10843 of 346626 | 245 | 58.11 | 26, 196, 1102, 62 | `golden #ffffff → now #ffd60a at (56, 198), in UIImageView mask` |"
            ))
        #expect(
            lines.contains(
                "| `push` | **failed** | 48000 of 1000500 | 203 | 82.37 | 375, 0, 375, 128 | `golden #ff2d55 → now #34c759 at (375, 0)` |"
            ))
    }
}
