import Testing

@testable import BarLayers
@testable import Compositing
@testable import Raster

let iPhone8 = BarPlacement(width: 375, statusBarHeight: 20)

func bar(_ appearance: BarAppearance = BarAppearance(), ios: Int = 10) -> Layer {
    try! BarBuilder.build(
        appearance, kind: .navigationBar, traits: Traits(release: IOSVersion.named(ios)!, displayScale: 2),
        placement: iPhone8)
}

/// A bar built from `stack`, a stack of the iOS 10 row's generation nobody shipped.
func bar(_ appearance: BarAppearance = BarAppearance(), stack: BarStack) throws -> Layer {
    let row = IOSVersion(integerLiteral: 10).replacing(stack)
    return try BarBuilder.build(
        appearance, kind: stack.kind, traits: Traits(release: row, displayScale: 2), placement: iPhone8)
}

/// Class names only, in seed 003's format.
func names(_ layer: Layer) -> String {
    var lines: [String] = []
    for child in layer.children {
        child.forEachDescendant(depth: 1) { l, d in
            lines.append(String(repeating: " ", count: d - 1) + "\(d): \(l.className)")
        }
    }
    return lines.joined(separator: "\n")
}

/// Renders the bar over a solid content colour and reads one pixel of the bar.
func barPixel(_ appearance: BarAppearance, ios: Int = 10, over content: String, y: Int = 80) -> String {
    var canvas = try! Image(width: 750, height: 300, fill: RGBA8(hex: content)!.premultiplied)
    Compositor.render(try! bar(appearance, ios: ios).renderNode(scale: 2), onto: &canvas)
    return canvas.color(x: 375, y: y).hex
}

@Suite struct StackTests {
    /// Seed 003's printouts for a default (translucent) bar, verbatim.
    static let seed003: [(Int, String)] = [
        (
            9,
            """
            1: _UINavigationBarBackground
             2: _UIBackdropView
              3: _UIBackdropEffectView
              3: UIView
             2: UIImageView
            1: _UINavigationBarBackIndicatorView
            """
        ),
        (
            10,
            """
            1: _UIBarBackground
             2: UIImageView
             2: UIVisualEffectView
              3: _UIVisualEffectBackdropView
              3: _UIVisualEffectFilterView
            1: _UINavigationBarBackIndicatorView
            """
        ),
        (
            11,
            """
            1: _UIBarBackground
             2: UIImageView
             2: UIVisualEffectView
              3: _UIVisualEffectBackdropView
              3: _UIVisualEffectSubview
            1: _UINavigationBarLargeTitleView
             2: UILabel
            1: _UINavigationBarContentView
            1: _UINavigationBarModernPromptView
             2: UILabel
            """
        ),
    ]

    @Test(arguments: seed003)
    func defaultBarMatchesSeed003(ios: Int, expected: String) {
        #expect(names(bar(ios: ios)) == expected)
    }

    @Test(arguments: [9, 10, 11])
    func opaqueBarHasNoBlurBranch(ios: Int) {
        let tree = names(bar(BarAppearance(translucent: false), ios: ios))
        #expect(!tree.contains("_UIBackdropView") && !tree.contains("UIVisualEffectView"))
    }

    @Test func barTintColorAddsTheSecondFilterViewOfSeed000() {
        let layer = bar(BarAppearance(barTintColor: RGBA8(hex: "#f8f8f8")!))
        let effect = layer.first("UIVisualEffectView")!
        #expect(
            effect.children.map(\.className) == [
                "_UIVisualEffectBackdropView", "_UIVisualEffectFilterView", "_UIVisualEffectFilterView",
            ])
        #expect(effect.children[1].backgroundColor == RGBA8(white: 0.97, alpha: 0.8) && effect.children[1].alpha == 1)
        #expect(effect.children[2].backgroundColor?.hex == "#f8f8f8" && effect.children[2].alpha == 0.85)
    }

    @Test func treeDescriptionCarriesFramesAndValues() {
        let text = bar(BarAppearance(barTintColor: RGBA8(hex: "#f8f8f8")!)).treeDescription()
        #expect(
            text == """
                1: _UIBarBackground; frame = (0 -20; 375 64)
                 2: UIImageView; frame = (0 64; 375 0.5); backgroundColor = #0000004d
                 2: UIVisualEffectView; frame = (0 0; 375 64)
                  3: _UIVisualEffectBackdropView; frame = (0 0; 375 64); effect = backdrop(blur 20 pt, saturation 1.8)
                  3: _UIVisualEffectFilterView; frame = (0 0; 375 64); backgroundColor = #f7f7f7cc
                  3: _UIVisualEffectFilterView; frame = (0 0; 375 64); alpha = 0.85; backgroundColor = #f8f8f8
                1: _UINavigationBarBackIndicatorView; frame = (0 0; 0 0); hidden = YES
                """)
    }

    @Test func opaqueImageOnATranslucentBarGetsTheSystemOpacity() {
        let layer = bar(BarAppearance(translucent: true, backgroundImage: .color(RGBA8(hex: "#ff0000")!)))
        let imageView = layer.children[0].children[0]
        #expect(imageView.className == "UIImageView" && imageView.frame.height == 64)
        #expect(Fixed8.quantize(imageView.alpha) == 232)
        #expect(layer.first("UIVisualEffectView") == nil)
    }

    @Test func translucentIsInferredFromTheImage() {
        #expect(!BarBuilder.isTranslucent(BarAppearance(backgroundImage: .color(RGBA8(hex: "#ff0000")!))))
        #expect(BarBuilder.isTranslucent(BarAppearance(backgroundImage: .color(RGBA8(hex: "#ff000080")!))))
        #expect(BarBuilder.isTranslucent(BarAppearance(backgroundImage: .empty)))
        #expect(BarBuilder.isTranslucent(BarAppearance()))
    }

    @Test func overlayTechniqueOfSeed000() {
        for ios in [9, 10] {
            let background = bar(BarAppearance(translucent: true, overlayColor: RGBA8(hex: "#f8f8f8")!), ios: ios)
                .children[0]
            #expect(
                background.children[0].className == "UIView" && background.children[0].backgroundColor?.hex == "#f8f8f8"
            )
            #expect(background.children[0].frame == PointRect(x: 0, y: 0, width: 375, height: 64))
            let thin = background.children.filter { $0.frame.height <= 1 }
            #expect(!thin.isEmpty && thin.allSatisfy { $0.isHidden })
            #expect(background.first("UIVisualEffectView") == nil && background.first("_UIBackdropView") == nil)
        }
    }

    @Test func backgroundAlphaFollowsSeed002() {
        let translucent = bar(BarAppearance(backgroundAlpha: 0.5))
        #expect(translucent.first("UIVisualEffectView")?.alpha == 0.5 && translucent.children[0].alpha == 1)
        let withImage = bar(BarAppearance(translucent: true, backgroundImage: .color(.white), backgroundAlpha: 0.5))
        #expect(withImage.children[0].alpha == 0.5)
        let opaque = bar(BarAppearance(translucent: false, backgroundAlpha: 0))
        #expect(opaque.children[0].alpha == 0)
    }

    @Test func customShadowNeedsACustomBackgroundImage() {
        let ignored = bar(BarAppearance(shadowImage: .none))
        #expect(ignored.children[0].children[0].backgroundColor == BarConstants.hairlineColor)
        let used = bar(
            BarAppearance(backgroundImage: .color(.white), shadowImage: .image(.color(RGBA8(hex: "#ff0000")!))))
        #expect(
            used.children[0].children[1].image
                == .bitmap(
                    try! Image(width: 1, height: 1, fill: RGBA8(hex: "#ff0000")!.premultiplied), label: "1×1 #ff0000"))
    }
}

@Suite struct BarPixelTests {
    // Hand computation, iOS 10, tint #f8f8f8 over white: the backdrop is white (255); the grey
    // filter (247 at alpha 204, premultiplied 198) gives 198 + 255·51/255 = 249; the tint filter
    // (248 at alpha 217, premultiplied 211) gives 211 + 249·38/255 = 211 + 37 = 248.
    @Test func tintOverWhiteReadsTheTint() {
        #expect(barPixel(BarAppearance(barTintColor: RGBA8(hex: "#f8f8f8")!), over: "#ffffff") == "#f8f8f8")
    }

    // Over black: 198 + 0 = 198; 211 + round(198·38/255) = 211 + 30 = 241.
    @Test func tintOverBlackIsDarker() {
        #expect(barPixel(BarAppearance(barTintColor: RGBA8(hex: "#f8f8f8")!), over: "#000000") == "#f1f1f1")
    }

    // iOS 9 carries the same filters (grey tint in _UIBackdropEffectView, tint in UIView).
    @Test func ios9TintMatchesIOS10() {
        #expect(barPixel(BarAppearance(barTintColor: RGBA8(hex: "#f8f8f8")!), ios: 9, over: "#000000") == "#f1f1f1")
    }

    // Opaque red tint: backing 255, grey → 249, red at 217 → r = 217 + 37 = 254, g = b = 37.
    @Test func opaqueTintRecipe() {
        #expect(
            barPixel(BarAppearance(translucent: false, barTintColor: RGBA8(hex: "#ff0000")!), over: "#00ff00")
                == "#fe2525")
        #expect(
            barPixel(
                BarAppearance(translucent: false, backgroundImage: .color(RGBA8(hex: "#ff0000")!)), over: "#00ff00")
                == "#ff0000")
    }

    // Translucent, opaque #f8f8f8 image at 232/255 over black: 248·232/255 = 225.6 → 226.
    @Test func imageAtSystemOpacity() {
        #expect(
            barPixel(BarAppearance(translucent: true, backgroundImage: .color(RGBA8(hex: "#f8f8f8")!)), over: "#000000")
                == "#e2e2e2")
    }

    // The hairline: black at alpha 77 over white = 255 − 77 = 178, on row 128 only.
    @Test func hairlineIsOneDevicePixelBelowTheBar() {
        let appearance = BarAppearance(translucent: false)
        #expect(barPixel(appearance, over: "#ffffff", y: 127) == "#ffffff")
        #expect(barPixel(appearance, over: "#ffffff", y: 128) == "#b2b2b2")
        #expect(barPixel(appearance, over: "#ffffff", y: 129) == "#ffffff")
        var clipped = appearance
        clipped.clipsToBounds = true
        #expect(barPixel(clipped, over: "#ffffff", y: 128) == "#ffffff")
    }

    // Black style: grey filter white 0.11 at 0.73 (28 at 186, premultiplied 20) over black.
    @Test func blackStyleUsesTheDarkFilter() {
        #expect(barPixel(BarAppearance(barStyle: .black), over: "#000000") == "#141414")
    }
}

/// Issue 17's worked examples: a material and a stack are values in tables; the builder, the
/// compositor and `explain` need no change for a new stage or a new stack.
@Suite struct TableTests {
    /// A brightness stage appended to the bar material: the tree prints it, the compositor runs
    /// it after the blur and the saturation, and a probe reports the pixel after it.
    @Test func aStageAddedToAMaterialReachesTreeAndPixels() throws {
        var material = Materials.legacyBarDefault
        material.backdrop.append(.filter(.brightness(-0.1)))
        let stack = BarStack(
            kind: .navigationBar, subviews: BarStack.ios10.subviews, materials: [.default: material],
            source: "a test")
        let layer = try bar(stack: stack)
        let backdrop = try #require(layer.first(.backdrop(drawsOverlays: false)))
        #expect(backdrop.propertySummary.hasSuffix("effect = backdrop(blur 20 pt, saturation 1.8, brightened −0.1)"))
        // Over mid grey the blur and the saturation change nothing; the brightness takes
        // 26/256 of 255 off: (128·256 − 26·255 + 128) >> 8 = 102. Then the grey filter (white
        // 0.97 at 0.8: 198 + 102·51/255 = 218).
        var canvas = try Image(width: 750, height: 300, fill: RGBA8(white: 128.0 / 255).premultiplied)
        let steps = Compositor.render(try layer.renderNode(scale: 2), onto: &canvas, probing: 375, 80)
        let backdropStep = try #require(steps.first { $0.label == "_UIVisualEffectBackdropView" })
        guard case let .backdrop(value, stages) = backdropStep.contribution else { Issue.record("no backdrop"); return }
        #expect(stages.map(\.stage) == [.boxBlur(width: 75, passes: 3), .saturation(1.8), .brightness(-0.1)])
        #expect(
            stages.map(\.value.straight.hex) == ["#808080", "#808080", "#666666"] && value.straight.hex == "#666666")
        #expect(canvas.color(x: 375, y: 80).hex == "#dadada")
    }

    /// A stack nobody shipped, in a new arrangement (the hairline over the blur branch, a
    /// colour-tint view always present, a content view with a label), built from its table.
    @Test func aNewStackIsData() throws {
        let stack = BarStack(
            kind: .navigationBar,
            subviews: [
                ViewTemplate(
                    "_UIToyBackground", .background(showsImage: false),
                    [
                        ViewTemplate(
                            "UIVisualEffectView", .effect,
                            [
                                ViewTemplate("_UIVisualEffectBackdropView", .backdrop(drawsOverlays: false)),
                                ViewTemplate("_UIToyTint", .colorTint(alwaysPresent: true)),
                            ]),
                        ViewTemplate("_UIToyShadow", .shadow),
                    ]),
                ViewTemplate("_UIToyContentView", .content(.contentView), [ViewTemplate("UILabel", .content(.label))]),
            ], source: "a test")
        let layer = try bar(stack: stack)
        #expect(
            layer.treeDescription() == """
                1: _UIToyBackground; frame = (0 -20; 375 64)
                 2: UIVisualEffectView; frame = (0 0; 375 64)
                  3: _UIVisualEffectBackdropView; frame = (0 0; 375 64); effect = backdrop(blur 20 pt, saturation 1.8)
                  3: _UIToyTint; frame = (0 0; 375 64)
                 2: _UIToyShadow; frame = (0 64; 375 0.5); backgroundColor = #0000004d
                1: _UIToyContentView; frame = (0 0; 375 44)
                 2: UILabel; frame = (16 0; 0 0)
                """)
        #expect(layer.first(.shadow)?.className == "_UIToyShadow")
    }

    @Test func theSupportedListComesFromTheTable() {
        #expect(IOSVersion.supportedList == "9 to 18, 26 or 27")
        #expect(IOSVersion.all.map(\.number) == Array(9...18) + [26, 27] && BarStack.all.count == 36)
        #expect(IOSVersion.named(11)?.stack(for: .toolbar) == .toolbar11 && IOSVersion.named(19) == nil)
        // iOS 12 keeps iOS 11's stacks; iOS 13 and later choose among appearances, from 15 at every bar's scroll edge.
        #expect(
            IOSVersion.named(12)?.stack(for: .toolbar) == BarStack.toolbar11
                && IOSVersion.named(12)?.appearanceRules == nil)
        #expect(
            IOSVersion.named(14)?.appearanceRules == .ios13
                && IOSVersion.named(15)?.stack(for: .tabBar).appearanceRules == .ios15)
    }
}

/// Issue 25, item 1: what a release can do is its row's data, and the scene's traits are one
/// value; these are the facts the 17 version comparisons used to compute.
@Suite struct ReleaseCapabilityTests {
    @Test func eachReleaseRowSaysWhatItCanDo() {
        let rows = IOSVersion.all.map { v in
            "\(v.number) \(v.generation) large:\(v.largeTitles) safe:\(v.safeAreaInsets) compactTab:\(v.compactLandscapeTabBar) \(v.tracking) \(v.statusBar)"
                + (v.sectionHeaderTopPadding ? " headerPadding" : "")
        }
        #expect(
            rows == [
                "9 legacy large:false safe:false compactTab:false sfUI signalDots",
                "10 legacy large:false safe:false compactTab:false sfUI signalDots",
                "11 legacy large:true safe:true compactTab:true sfUI signalBars",
                "12 legacy large:true safe:true compactTab:true sfUI signalBars",
                "13 appearance large:true safe:true compactTab:true sfUI modern",
                "14 appearance large:true safe:true compactTab:true sfPro modern",
                "15 appearance large:true safe:true compactTab:true sfPro modern headerPadding",
                "16 appearance large:true safe:true compactTab:true sfPro modern headerPadding",
                "17 appearance large:true safe:true compactTab:true sfPro modern headerPadding",
                "18 appearance large:true safe:true compactTab:true sfPro modern headerPadding",
                "26 glass large:true safe:true compactTab:true sfPro modern headerPadding",
                "27 glass large:true safe:true compactTab:true sfPro modern headerPadding",
            ])
    }

    /// The release a slot arrives with follows from the rows, as UIKit's headers give it.
    @Test func appearanceSlotsArriveWithTheirReleases() {
        var introduced: [String] = []
        for kind in BarKind.allCases {
            for slot in AppearanceSlot.allCases where slot.exists(on: kind) {
                introduced.append("\(kind.className).\(slot.rawValue) \(slot.introduced(on: kind))")
            }
        }
        #expect(
            introduced == [
                "UINavigationBar.standardAppearance 13", "UINavigationBar.scrollEdgeAppearance 13",
                "UINavigationBar.compactAppearance 13",
                "UINavigationBar.compactScrollEdgeAppearance 15",
                "UITabBar.standardAppearance 13", "UITabBar.scrollEdgeAppearance 15",
                "UIToolbar.standardAppearance 13", "UIToolbar.scrollEdgeAppearance 15",
                "UIToolbar.compactAppearance 13",
                "UIToolbar.compactScrollEdgeAppearance 15",
            ])
        #expect(!IOSVersion.named(12)!.offers(.standardAppearance, on: .navigationBar))
        #expect(!IOSVersion.named(14)!.offers(.scrollEdgeAppearance, on: .tabBar))
        #expect(IOSVersion.named(15)!.offers(.scrollEdgeAppearance, on: .tabBar))
    }

    @Test func trackingFollowsTheRowsTable() {
        #expect(IOSVersion.named(13)?.tracking == .sfUI && IOSVersion.named(14)?.tracking == .sfPro)
        #expect(ContentMetrics.tracking(size: 17, table: .sfUI) == -0.408)
        #expect(ContentMetrics.tracking(size: 17, table: .sfPro) == -0.43)
    }
}

/// The seams iOS 26's glass enters by: a layer's outline and a progressive blur, as data.
@Suite struct ShapeAndRampLayerTests {
    /// A capsule layer with a backdrop and a continuous-cornered child: the tree says so, and the
    /// compositor's node carries the outline scaled to pixels.
    @Test func aLayersOutlineReachesTreeAndNode() throws {
        var platter = Layer(
            className: "_UILiquidGlassView", frame: PointRect(x: 16, y: 5, width: 44, height: 44),
            backgroundColor: RGBA8(r: 255, g: 255, b: 255, a: 64))
        platter.shape = .capsule
        var inner = Layer(className: "UIView", frame: PointRect(x: 2, y: 2, width: 40, height: 20))
        inner.shape = .roundedRectangle(radius: 8, curve: .continuous)
        platter.children = [inner]
        #expect(
            platter.propertySummary
                == "; frame = (16 5; 44 44); cornerConfiguration = capsule; backgroundColor = #ffffff40")
        #expect(inner.propertySummary == "; frame = (2 2; 40 20); cornerRadius = 8; cornerCurve = continuous")
        let node = try platter.renderNode(scale: 3)
        #expect(node.shape == .capsule && node.frame == PixelRect(x: 48, y: 15, width: 132, height: 132))
        #expect(node.children[0].shape == .roundedRectangle(radius: 24, curve: .continuous))
        // Drawn: the circle's centre is tinted, the frame's corner is not.
        var canvas = try Image(width: 200, height: 160, fill: RGBA8.black.premultiplied)
        Compositor.render(node, onto: &canvas)
        #expect(canvas[114, 81] == RGBA8(r: 64, g: 64, b: 64).premultiplied)
        #expect(canvas[48, 15] == RGBA8.black.premultiplied)
    }

    /// A material's progressive blur, in points, becomes the compositor's ramp of box radii at
    /// the screen's scale: 20 pt at @3x is UIImageEffects' box of 113 px, radius 56; 0 pt is 0.
    @Test func aProgressiveBlurInPointsBecomesBoxRadiiInPixels() {
        let stage = MaterialStage.progressiveBlur([
            BlurRampStop(position: 0, radius: 20), BlurRampStop(position: 1, radius: 0),
        ])
        #expect(stage.summary == "progressive blur 20 pt → 0 pt")
        #expect(
            stage.filterStage(scale: 3)
                == .progressiveBlur(
                    ProgressiveBlur(stops: [.init(position: 0, radius: 56), .init(position: 1, radius: 0)])))
    }
}

/// The opt-out is an input of the traits: it keeps a release's design when that design is the
/// appearance generation or older (it only ever steps back from a newer one), and is carried.
@Suite struct DesignOptOutTests {
    @Test(arguments: [9, 12, 13, 18])
    func theOptOutChangesNothingUpToTheAppearanceGeneration(ios: Int) throws {
        let release = try #require(IOSVersion.named(ios))
        let asked = Traits(release: release, displayScale: 3, requiresCompatibility: true)
        #expect(asked.requiresCompatibility && asked.generation == release.generation)
        #expect(Traits(release: release, displayScale: 3).generation == release.generation)
        #expect(release.generation == (ios < 13 ? .legacy : .appearance))
    }
}
