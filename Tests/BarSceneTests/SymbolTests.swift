import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@testable import BarLayers
@testable import BarScene
@testable import FileAccess
@testable import Raster
@testable import RasterPNG
import TestSupport
@testable import Vector

/// `image: {systemName: …}`: templates shaped as the SF Symbols app exports them (BarScope's own
/// drawings in Tests/Fixtures/Scenes/symbols, made by its `make-templates.py`), read, sized by
/// their guides, drawn where UIKit draws them, and every way a template can be missing or broken.
@Suite struct SymbolTests {
    static let folder = packageRoot + "/Tests/Fixtures/Scenes/symbols"

    func template(_ name: String) throws -> SymbolTemplate {
        try SymbolFile.read(path: Self.folder + "/Symbols/\(name).svg")
    }

    @Test func aTemplatesVariantsAndGuidesAreRead() throws {
        let house = try template("house")
        #expect(house.variants.count == 27)
        // Baseline-S 696 − Capline-S 625.541, and the same for M and L.
        for scale in SymbolScale.allCases { #expect(abs(house.capHeights[scale]! - 70.459) < 1e-9) }
        // Regular-L: the roof's apex 66 units above the baseline and the sill 6 below, times the
        // large scale's 1.25; the ink 3 units right of the left margin; the margins 107.5 apart.
        let regular = try #require(house.variant(.regular, .large))
        #expect(regular.name == "Regular-L")
        #expect(regular.advance == 107.5)
        let b = try #require(regular.path.bounds)
        #expect(b.minX == 3 && b.maxX == 103 && b.minY == -82.5 && b.maxY == 7.5)
        // plus.svg has Regular and Bold only: Medium-L falls to the nearest weight at its scale.
        let plus = try template("plus")
        #expect(plus.variants.count == 6)
        #expect(plus.variant(.medium, .large)?.name == "Regular-L")
        #expect(plus.variant(.heavy, .medium)?.name == "Bold-M")
        #expect(plus.variant(.semibold, .small)?.name == "Bold-S")
    }

    @Test func eachPlaceTakesUIKitsConfigurationPerRelease() throws {
        let ios17 = try #require(IOSVersion.named(17)), ios18 = try #require(IOSVersion.named(18))
        #expect(ios17.symbolConfiguration(.tabBar) == SymbolMetrics.tabBar13)
        #expect(ios18.symbolConfiguration(.tabBar) == SymbolMetrics.tabBar18)
        #expect(ios17.symbolConfiguration(.compactTabBar) == SymbolMetrics.compactTabBar13)
        #expect(ios18.symbolConfiguration(.compactTabBar) == SymbolMetrics.compactTabBar18)
        #expect(ios18.symbolConfiguration(.barButton) == SymbolMetrics.barButton)
        #expect(ios17.symbolConfiguration(.compactBarButton) == SymbolMetrics.compactBarButton)
        #expect(
            [SymbolMetrics.tabBar18, SymbolMetrics.compactTabBar18, SymbolMetrics.barButton].map {
                "\($0.weight.rawValue)-\($0.scale.rawValue)"
            }
                == ["Medium-L", "Medium-M", "Regular-L"])
    }

    @Test func theGlyphIsTheVariantScaledFromItsCapHeightToThePointSize() throws {
        let symbol = SymbolImage(name: "house", file: "Symbols/house.svg", template: try template("house"))
        // At 17 pt, SF's cap height is 17 × 1443/2048 pt, and the template's is 70.459 units.
        let glyph = symbol.glyph(SymbolMetrics.tabBar13, fallbackSize: 25)
        let k = 17 * (1443.0 / 2048) / 70.459
        #expect(glyph.variant == "Regular-L, 17 pt")
        #expect(abs(glyph.width - 107.5 * k) < 1e-12)
        #expect(abs(glyph.height - 90 * k) < 1e-12)
        let b = try #require(glyph.path.bounds)
        #expect(abs(b.minX - 3 * k) < 1e-12 && abs(b.maxX - 103 * k) < 1e-12)
        #expect(abs(b.minY) < 1e-12 && abs(b.maxY - 90 * k) < 1e-12)
        // iOS 18's tab bar: Medium-L at 18 pt, the same house a little larger.
        let medium = symbol.glyph(SymbolMetrics.tabBar18, fallbackSize: 25)
        #expect(medium.variant == "Medium-L, 18 pt")
        #expect(abs(medium.height - 90 * 18 * (1443.0 / 2048) / 70.459) < 1e-12)
    }

    /// The ink of `color`-ish pixels (within 48 of each channel, opaque) in columns `x`.
    func inkBox(_ image: Image, columns x: Range<Int>, near color: RGBA8) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)?
    {
        var xs: [Int] = [], ys: [Int] = []
        for row in 0..<image.height {
            for column in x {
                let p = image[column, row]
                if abs(Int(p.r) - Int(color.r)) < 48, abs(Int(p.g) - Int(color.g)) < 48,
                    abs(Int(p.b) - Int(color.b)) < 48
                {
                    xs.append(column)
                    ys.append(row)
                }
            }
        }
        // The first run of rows with ink: the icon, above its title.
        guard let y0 = ys.min() else { return nil }
        let rows = Set(ys)
        var y1 = y0
        while rows.contains(y1 + 1) { y1 += 1 }
        let columns = zip(xs, ys).filter { $0.1 <= y1 }.map(\.0)
        return (columns.min()!...columns.max()!, y0...y1)
    }

    @Test func theRenderedSymbolsInkMatchesTheTemplatesGeometry() throws {
        let scene = try SceneParser.load(path: Self.folder + "/tab-bar.yaml")
        let image = try SceneRenderer.render(scene)
        // The selected Home item, in the system blue, in the first third of the 393-pt bar at
        // @3x: its ink is 100 × 90 template units at 0.17 pt a unit (17 × 0.70459 / 70.459),
        // 51 × 45.9 pixels; antialiased edges may add a pixel on either side.
        let box = try #require(inkBox(image, columns: 0..<(image.width / 3), near: RGBA8(r: 0, g: 122, b: 255, a: 255)))
        let k = 17 * (1443.0 / 2048) / 70.459 * 3
        #expect(abs(Double(box.x.count) - 100 * k) <= 2, "\(box)")
        #expect(abs(Double(box.y.count) - 90 * k) <= 2, "\(box)")
    }

    @Test func aTabBarOfSymbolsKeepsItsPixels() throws {
        // Tests/Fixtures/Scenes/symbols/tab-bar.png, looked at when it was recorded: three
        // items (a blue house, a grey plus and a grey house) over their titles.
        let scene = try SceneParser.load(path: Self.folder + "/tab-bar.yaml")
        #expect(scene.warnings.isEmpty)
        let image = try SceneRenderer.render(scene)
        let golden = try PNGDecoder.read(path: Self.folder + "/tab-bar.png")
        #expect(image.width == golden.width && image.height == golden.height)
        #expect(image.pixels == golden.pixels)
    }

    @Test func theSameSceneGivesTheSameBytesTwice() throws {
        let first = try SceneRenderer.encodePNG(
            try SceneParser.load(path: Self.folder + "/tab-bar-18.yaml"), preset: .balanced)
        let second = try SceneRenderer.encodePNG(
            try SceneParser.load(path: Self.folder + "/tab-bar-18.yaml"), preset: .balanced)
        #expect(first == second)
    }

    @Test func aMissingVariantIsDrawnFromTheNearestAndWarned() throws {
        let scene = try SceneParser.load(path: Self.folder + "/tab-bar-18.yaml")
        #expect(
            scene.warnings.map(\.description) == [
                "\(Self.folder)/tab-bar-18.yaml:12: tabBar.items[1].image: Symbols/plus.svg has no Medium-L variant, which UIKit draws here (_UITabBarItemData.preferredSymbolConfiguration, iOS 18: 18 pt, medium, large), so it is drawn from Regular-L; export the template with all weights and scales (the SF Symbols app's template holds them)"
            ])
    }

    /// A scene in a fresh folder beside `files` (name → text), parsed.
    func scene(_ yaml: String, files: [String: String] = [:], links: [String: String] = [:]) throws -> Scene {
        var template = Array("/tmp/barscope-symbols-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let folder = String(cString: try #require(made))
        try FileIO.makeDirectories(folder + "/Symbols")
        for (name, text) in files { try FileIO.write(Array(text.utf8), to: folder + "/" + name) }
        for (name, target) in links { symlink(target, folder + "/" + name) }
        return try SceneParser.parse(yaml, file: "scene.yaml", directory: folder)
    }

    static let tabBar = """
        ios: 17
        device: iphone-15
        content: {color: "#ffffff"}
        symbols: {path: Symbols}
        tabBar: {items: [{title: Home, image: {systemName: NAME}}]}
        """

    @Test func aMissingTemplateIsAWarningNamingTheFileAndTheStandInIsDrawn() throws {
        let missing = try scene(Self.tabBar.replacingOccurrences(of: "NAME", with: "star.fill"))
        #expect(
            missing.warnings.map(\.description) == [
                "scene.yaml:5: tabBar.items[0].image: no template Symbols/star.fill.svg for the symbol star.fill, so it is drawn as BarScope's stand-in glyph for it (Material Design's starFilled); in the SF Symbols app select star.fill, choose File > Export Symbol… (template) and save it as Symbols/star.fill.svg beside the scene"
            ])
        let tree = try SceneRenderer.render(missing)
        #expect(tree.width > 0)
        // Without a symbols: folder, and a name BarScope has no stand-in for: a box.
        let none = try scene(
            Self.tabBar.replacingOccurrences(of: "NAME", with: "house").replacingOccurrences(
                of: "symbols: {path: Symbols}\n", with: ""))
        #expect(
            none.warnings.map(\.description) == [
                "scene.yaml:4: tabBar.items[0].image: no template for the symbol house: the scene names no symbols folder, so it is drawn as a box (BarScope has no stand-in for it); in the SF Symbols app select house, choose File > Export Symbol… (template), save it as Symbols/house.svg beside the scene and add symbols: {path: Symbols}"
            ])
        let glyph = SymbolImage(name: "house", file: "house.svg", template: nil).glyph(
            SymbolMetrics.tabBar13, fallbackSize: 25)
        #expect(glyph.variant == "missing: a box" && glyph.width == 25 && glyph.height == 25)
    }

    /// The one-line error a scene naming `svg` as its symbol's template gets.
    func error(_ svg: String) throws -> String? {
        do {
            _ = try scene(Self.tabBar.replacingOccurrences(of: "NAME", with: "bad"), files: ["Symbols/bad.svg": svg])
            return nil
        } catch let error as SceneError {
            return error.description
        }
    }

    static let guides = """
        <line id="Baseline-M" x1="0" x2="9" y1="100" y2="100"/><line id="Capline-M" x1="0" x2="9" y1="29.541" y2="29.541"/>
        """

    @Test func aMalformedTemplateIsAOneLineErrorNamingTheFileAndTheFault() throws {
        let prefix = "scene.yaml:5: tabBar.items[0].image.systemName: Symbols/bad.svg is not a symbol template: "
        // libxml2's own words after the line (its versions word them differently).
        let truncated = try #require(try error("<svg><g id=\"Symbols\">"))
        #expect(truncated.hasPrefix(prefix + "not well-formed XML at line 1: "), "\(truncated)")
        #expect(!truncated.contains("\n"))
        #expect(
            try error("<html/>") == prefix
                + "its root element is <html>, not <svg>; export the symbol as an SVG template")
        #expect(
            try error("<svg>\(Self.guides)</svg>")
                == prefix
                + "holds no variant groups (such as <g id=\"Regular-M\">); export the symbol from the SF Symbols app as a template (File > Export Symbol…)"
        )
        #expect(
            try error("<svg>\(Self.guides)<g id=\"Regular-M\"><path d=\"M0 0 L10\"/></g></svg>")
                == prefix + "the path data of Regular-M: the data ends where a number is expected at character 9")
        #expect(
            try error("<svg>\(Self.guides)<g id=\"Regular-M\" transform=\"spin(3)\"><path d=\"M0 0h9v9z\"/></g></svg>")
                == prefix
                + "<g id=\"Regular-M\"> transform: spin is not an SVG transform; use matrix, translate, scale, rotate, skewX or skewY at character 1"
        )
        #expect(
            try error("<svg><g id=\"Regular-M\"><path d=\"M0 0h9v9z\"/></g></svg>")
                == prefix
                + "has the variant Regular-M but no Baseline-M and Capline-M guides to size it by; export the template again"
        )
        #expect(
            try error("<svg>\(Self.guides)<g id=\"Regular-M\"><rect width=\"9\" height=\"9\"/></g></svg>")
                == prefix
                + "Regular-M holds a <rect>; a template's variants are <path> elements (export the symbol from the SF Symbols app)"
        )
        #expect(try error("") == prefix + "the file is empty")
        // An entity is never expanded, nor a file read through one.
        #expect(
            try error(
                "<!DOCTYPE svg [<!ENTITY x SYSTEM \"/etc/passwd\">]><svg>\(Self.guides)<g id=\"Regular-M\"><path d=\"&x;\"/></g></svg>"
            )?.hasPrefix(prefix) == true)
    }

    @Test func aTemplateOfAbsurdSizeIsRefused() throws {
        let prefix = "scene.yaml:5: tabBar.items[0].image.systemName: Symbols/bad.svg is not a symbol template: "
        #expect(
            try error("<svg>\(Self.guides)<g id=\"Regular-M\"><path d=\"M0 0h9e9v9z\"/></g></svg>")
                == prefix
                + "Regular-M reaches past ±100000 units, far outside the template's artboard; export the template again"
        )
        #expect(
            try error(
                "<svg><line id=\"Baseline-M\" x1=\"0\" y1=\"100\"/><line id=\"Capline-M\" x1=\"0\" y1=\"99.9\"/><g id=\"Regular-M\"><path d=\"M0 0h9v9z\"/></g></svg>"
            )?.hasPrefix(prefix + "its Capline-M guide is ") == true)
        #expect(
            try error(
                "<svg><line id=\"Baseline-M\" x1=\"0\" y1=\"1e300\"/><g id=\"Regular-M\"><path d=\"M0 0h9v9z\"/></g></svg>"
            )
                == prefix
                + "its guide Baseline-M lies past ±100000 units, far outside the template's artboard; export the template again"
        )
    }

    @Test func guidesDrawnAsPathsAreReadToo() throws {
        // SwiftDraw's template writer draws the guides as paths from their first point.
        let svg = """
            <svg><g id="Guides"><path id="Capline-M" d="M18,220 l500,0"/><path id="Baseline-M" d="M18,290 l500,0"/>
            <path id="left-margin-Regular-M" d="M256,195 l0,120"/><path id="right-margin-Regular-M" d="M373,195 l0,120"/></g>
            <g id="Regular-M"><path d="M260,290 h100 v-70 z"/></g></svg>
            """
        let template = try SymbolFile.parse(Array(svg.utf8))
        #expect(template.capHeights == [.medium: 70])
        let variant = try #require(template.variant(.regular, .medium))
        #expect(variant.advance == 117)
        #expect(variant.path.bounds.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [4, -70, 104, 0])
    }

    @Test func aDamagedTemplateIsReadOrRefusedNeverATrap() throws {
        let original = try FileIO.readAll(path: Self.folder + "/Symbols/plus.svg", maxBytes: 1 << 20)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        let replacements = Array("0123456789.-e<>\"= /Mmaz".utf8)
        var refused = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<(1 + next() % 4) {
                bytes[next() % bytes.count] = replacements[next() % replacements.count]
            }
            do {
                let template = try SymbolFile.parse(bytes)
                // What is read draws: every glyph has a finite box.
                let glyph = SymbolImage(name: "plus", file: "plus.svg", template: template).glyph(
                    SymbolMetrics.tabBar18, fallbackSize: 25)
                #expect(glyph.width.isFinite && glyph.height.isFinite)
            } catch {
                refused += 1
                #expect(!error.message.isEmpty && !error.message.contains("\n"))
            }
        }
        #expect(refused > 0)
    }

    @Test func aSymbolInSwiftIsTheSceneFilesSymbol() throws {
        let file = try SceneParser.load(path: Self.folder + "/tab-bar.yaml")
        guard case let .custom(_, .symbol(fromFile)?)? = file.tabBar?.tabItems.first?.kind else {
            Issue.record("no symbol")
            return
        }
        let house = try SymbolImage.named("house", in: Self.folder + "/Symbols")
        #expect(house.template == fromFile.template)
        #expect(try SymbolImage.named("gearshape", in: Self.folder + "/Symbols").template == nil)
    }

    @Test func aSymbolsFolderOrTemplateOutsideTheScenesFolderIsRefused() throws {
        let outside = Self.tabBar.replacingOccurrences(of: "NAME", with: "house")
        #expect(throws: SceneError.self) {
            _ = try self.scene(outside.replacingOccurrences(of: "path: Symbols", with: "path: ../"))
        }
        do {
            _ = try scene(outside.replacingOccurrences(of: "path: Symbols", with: "path: /tmp"))
            Issue.record("an absolute folder was read")
        } catch let error as SceneError {
            #expect(error.message.contains("is absolute"))
        }
        // A template that is a link to a file elsewhere.
        do {
            _ = try scene(outside, links: ["Symbols/house.svg": Self.folder + "/Symbols/house.svg"])
            Issue.record("a linked template was read")
        } catch let error as SceneError {
            #expect(
                error.description
                    == "scene.yaml:5: tabBar.items[0].image.systemName: \"house\": Symbols/house.svg lies outside the scene's folder (through .. or a symbolic link); put the templates in a folder beside the scene"
            )
        }
    }

    @Test func aSymbolNeedsIOS13AndAName() throws {
        let old = Self.tabBar.replacingOccurrences(of: "ios: 17", with: "ios: 12").replacingOccurrences(
            of: "NAME", with: "house")
        do {
            _ = try scene(old)
            Issue.record("iOS 12 read a symbol")
        } catch let error as SceneError {
            #expect(
                error.message
                    == "UIImage(systemName:) arrives with iOS 13; use ios: 13 or later, or an image file ({path: icon.png})"
            )
        }
        #expect(throws: SceneError.self) {
            _ = try self.scene(Self.tabBar.replacingOccurrences(of: "NAME", with: "up/../house"))
        }
        // Background images take no symbol.
        do {
            _ = try scene(
                Self.tabBar.replacingOccurrences(of: "NAME", with: "house").replacingOccurrences(
                    of: "tabBar: {", with: "tabBar: {backgroundImage: {systemName: house}, "))
            Issue.record("a background symbol was read")
        } catch let error as SceneError {
            #expect(error.message.hasPrefix("unknown key"))
        }
    }

    @Test func barButtonsAndToolbarsDrawTheirSymbolsAtTheBodySizeLarge() throws {
        let text = """
            ios: 17
            device: iphone-15
            content: {color: "#ffffff"}
            symbols: {path: Symbols}
            navigationItem: {title: Inbox, rightBarButtonItems: [{image: {systemName: plus}}]}
            toolbar: {items: [{image: {systemName: house}}]}
            """
        let scene = try SceneParser.parse(text, file: "bars.yaml", directory: Self.folder)
        #expect(scene.warnings.isEmpty)
        let bars = try scene.barLayers()
        let tree = bars.everything.map { $0.treeDescription() }.joined(separator: "\n")
        #expect(tree.contains("symbol = plus (Regular-L, 17 pt)"))
        #expect(tree.contains("symbol = house (Regular-L, 17 pt)"))
        // Written back as it was read.
        #expect(try SceneParser.parse(scene.yamlText, file: "bars.yaml", directory: Self.folder) == scene)
        // On its side, a compact-height bar's items take the medium scale.
        let side = try SceneParser.parse(
            text + "\norientation: landscapeLeft", file: "bars.yaml", directory: Self.folder)
        let sideTree = try side.barLayers().everything.map { $0.treeDescription() }.joined(separator: "\n")
        #expect(sideTree.contains("symbol = plus (Regular-M, 17 pt)"))
        #expect(sideTree.contains("symbol = house (Regular-M, 17 pt)"))
    }
}

/// `{path: icon.png, scale: 2}`: the scale an item's image file is read at, over its name's
/// `@2x` and the screen's.
@Suite struct ImageScaleTests {
    static let folder = packageRoot + "/Tests/Fixtures/PngSuite/"

    func item(_ image: String) throws -> BarImage? {
        let text = """
            ios: 17
            device: iphone-15
            content: {color: "#ffffff"}
            tabBar: {items: [{title: Home, image: \(image)}]}
            """
        let scene = try SceneParser.parse(text, file: "scale.yaml", directory: Self.folder)
        #expect(try SceneParser.parse(scene.yamlText, file: "scale.yaml", directory: Self.folder) == scene)
        guard case let .custom(_, image)? = scene.tabBar?.tabItems.first?.kind else { return nil }
        return image
    }

    @Test func aFileIsReadAtTheScreensScaleUnlessTheSceneSaysOtherwise() throws {
        // basn6a08.png is 32 × 32 pixels: 10.67 pt on a 3x screen, 32 pt read at scale 1.
        let screen = try #require(try item("{path: basn6a08.png}"))
        #expect(screen.pointSize(onScreen: 3)!.width == 32.0 / 3)
        let one = try #require(try item("{path: basn6a08.png, scale: 1}"))
        #expect(one.pointSize(onScreen: 3)!.width == 32)
        #expect(one != screen)
        #expect(Scene.image(one) == "{path: \"basn6a08.png\", scale: 1}")
    }

    @Test func aScaleIsAWholeNumberFromOneToThreeWithAPath() throws {
        for (image, message) in [
            (
                "{path: basn6a08.png, scale: 4}",
                "\"4\" is not an image scale; use 1, 2 or 3 (pixels per point, as UIImage's scale)"
            ),
            (
                "{systemName: house, scale: 2}",
                "is the scale an image file is read at; give it with path:, or remove it"
            ),
        ] {
            do {
                _ = try item(image)
                Issue.record("\(image) was read")
            } catch let error as SceneError {
                #expect(error.key == "tabBar.items[0].image.scale")
                #expect(error.message == message)
            }
        }
    }
}
