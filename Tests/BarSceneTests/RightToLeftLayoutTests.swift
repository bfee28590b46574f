import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import Vector

/// The layout seam for right to left: a bar is laid out from its leading edge and mirrored once.
@Suite struct RightToLeftLayoutTests {
    static let yaml = """
        ios: 11
        device: iphone-8
        content: {color: "#ffffff"}
        navigationBar: {translucent: false}
        navigationItem: {title: "General", rightBarButtonItems: [{systemItem: edit}]}
        backItem: {title: "Settings"}
        tabBar:
          items: [{systemItem: favorites}, {systemItem: search, badgeValue: "3"}, {systemItem: more}]
        """

    /// Every layer's window frame and its subviews'.
    func frames(_ layer: Layer, originX: Double = 0) -> [(String, Double, Double)] {
        let x = originX + layer.frame.x
        return [(layer.className, x, layer.frame.width)] + layer.children.flatMap { frames($0, originX: x) }
    }

    /// Right to left, every view of the navigation bar and the tab bar sits where its
    /// left-to-right twin sits reflected across the screen (x′ = 375 − x − width, to 1e-9 pt: the sums of nested frames round); the
    /// back chevron's outline is reflected too, a title's text keeps its glyphs and is placed
    /// from the view's other side, and mirroring again gives the frames back (to rounding).
    @Test func barsAreTheirLeftToRightTwinsReflected() throws {
        let ltr = try SceneParser.parse(Self.yaml, file: "scene.yaml")
        var rtl = ltr
        rtl.layoutDirection = .rightToLeft
        #expect(rtl.traits.layoutDirection == .rightToLeft)
        let (a, b) = (try ltr.barLayers(), try rtl.barLayers())
        for (left, right) in [(a.navigationBar, b.navigationBar), (try #require(a.tabBar), try #require(b.tabBar))] {
            let (l, r) = (frames(left), frames(right))
            #expect(l.count == r.count && l.count > 10)
            for (one, other) in zip(l.dropFirst(), r.dropFirst()) {
                #expect(one.0 == other.0 && abs(other.1 - (375 - one.1 - one.2)) < 1e-9, "\(one.0)")
            }
            let back = frames(right.mirroredForRightToLeft())
            #expect(zip(back, l).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) < 1e-9 && $0.2 == $1.2 })
        }
        // The chevron: its outline turned round within its view.
        let chevron = try #require(a.navigationBar.first(.content(.backIndicator)))
        let turned = try #require(b.navigationBar.first(.content(.backIndicator)))
        guard case let .icon(_, path, _) = chevron.drawing, case let .icon(_, flipped, _) = turned.drawing else {
            Issue.record("the back indicator draws an icon")
            return
        }
        #expect(flipped == path.mapped { Point(chevron.frame.width - $0.x, $0.y) })
        // The tabs run from the right: the first item is the rightmost.
        var tabs: [Layer] = []
        b.tabBar!.forEachDescendant { layer, _ in if layer.role == .content(.tabButton) { tabs.append(layer) } }
        #expect(tabs.count == 3 && tabs[0].frame.x > tabs[1].frame.x && tabs[1].frame.x > tabs[2].frame.x)
    }

    /// Right to left the status bar's items swap sides (x′ = width − x − w): on iPhone 15 Pro
    /// the clock goes to the right, the cluster to the left with the battery outermost; on
    /// iPhone 8 the signal goes right, the battery left and the clock stays centred. The battery
    /// turns round (its outline reflected in its box); the signal and Wi-Fi glyphs do not.
    @Test(arguments: [("iphone-15-pro", 17), ("iphone-8", 12)])
    func theStatusBarSwapsSidesAndTurnsTheBatteryRound(device: String, ios: Int) throws {
        let ltr = try SceneParser.parse(
            "ios: \(ios)\ndevice: \(device)\ncontent: {color: \"#ffffff\"}\nstatusBar: {}\n", file: "s.yaml")
        var rtl = ltr
        rtl.layoutDirection = .rightToLeft
        func items(_ scene: Scene) throws -> [Layer] {
            var found: [Layer] = []
            let bar = try #require(try scene.statusBarLayer())
            bar.forEachDescendant { layer, _ in
                if layer.drawing != nil { found.append(layer) }
            }
            return found
        }
        let (a, b) = (try items(ltr), try items(rtl))
        let width = ltr.device.widthPoints
        #expect(a.count == b.count && a.count >= 4)
        for (left, right) in zip(a, b) {
            #expect(left.className == right.className)
            #expect(abs(right.frame.x - (width - left.frame.x - left.frame.width)) < 1e-9, "\(left.className)")
            guard case let .shapes(name, paths, _)? = left.drawing, case let .shapes(_, turned, _)? = right.drawing
            else { continue }
            let reflected = paths.map { $0.mapped { Point(left.frame.width - $0.x, $0.y) } }
            #expect(turned == (name == "battery" ? reflected : paths), "\(name)")
        }
        let time = try #require(
            b.first { if case .text = $0.drawing { return $0.frame.width < 60 } else { return false } })
        #expect(
            device == "iphone-8"
                ? abs(time.frame.x + time.frame.width / 2 - width / 2) < 1e-9 : time.frame.x > width / 2)
    }

    /// A bar placed away from the screen's left edge (a floating bar, an iPad column) keeps its
    /// content in its own coordinates: only the bar's frame moves.
    @Test func aBarCanSitAnywhere() throws {
        let scene = try SceneParser.parse(Self.yaml, file: "scene.yaml")
        let traits = Traits(release: 11, displayScale: 2)
        var placement = BarPlacement(frame: PointRect(x: 0, y: 20, width: 300, height: 44), rowHeight: 44)
        let placedAtZero = try BarBuilder.build(
            scene.navigationBar, kind: .navigationBar, traits: traits, placement: placement)
        placement.frame.x = 40
        let placed = try BarBuilder.build(
            scene.navigationBar, kind: .navigationBar, traits: traits, placement: placement)
        #expect(placed.frame == PointRect(x: 40, y: 20, width: 300, height: 44))
        #expect(placed.children == placedAtZero.children)
    }

    /// Where each bar sits is the screen layout's, whole: its frame, row, insets, position and
    /// direction; a bar the scene does not have has none.
    @Test func theScreenLayoutPlacesEveryBar() throws {
        var scene = try SceneParser.parse(Self.yaml, file: "scene.yaml")
        scene.layoutDirection = .rightToLeft
        let layout = scene.layout
        #expect(layout.placement(.toolbar) == nil)
        let tab = try #require(layout.placement(.tabBar))
        let frame = try #require(layout.tabBar)
        #expect(tab.barTop == frame.y && tab.barHeight == frame.height && tab.width == 375 && tab.barX == 0)
        #expect(tab.rowHeight == 49 && tab.layoutDirection == .rightToLeft && tab.largeTitleHeight == 0)
        let top = layout.navigationBarPlacement
        #expect(top.barTop == 20 && top.barHeight == 44 && top.rowHeight == 44 && top.position.atScrollEdge)
        #expect(layout.placement(.navigationBar) == top)
    }

    /// `locale:` sets the language and, for the languages written right to left (CLDR), the
    /// direction; a bar's `semanticContentAttribute` keeps it from following; both are written
    /// back by `normalize`.
    @Test func theLocalePicksTheDirectionAndABarCanOptOut() throws {
        let base = "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\n"
        for (tag, direction) in [
            ("he", LayoutDirection.rightToLeft), ("ar", .rightToLeft), ("fa-IR", .rightToLeft), ("ur", .rightToLeft),
            ("zh-Hans", .leftToRight), ("zh-Hant-TW", .leftToRight), ("ja", .leftToRight), ("en-001", .leftToRight),
        ] {
            let scene = try SceneParser.parse(base + "locale: \(tag)\n", file: "s.yaml")
            #expect(scene.layoutDirection == direction, "\(tag)")
            #expect(scene.traits.language == tag && scene.traits.layoutDirection == direction)
        }
        let mixed = try SceneParser.parse(
            base
                + "locale: ar\nnavigationBar: {semanticContentAttribute: forceLeftToRight}\ntabBar: {items: [{title: \"A\"}]}\n",
            file: "s.yaml")
        #expect(mixed.layout.navigationBarPlacement.layoutDirection == .leftToRight)
        #expect(mixed.layout.placement(.tabBar)?.layoutDirection == .rightToLeft)
        #expect(try SceneParser.parse(mixed.yamlText, file: "s.yaml") == mixed)
        #expect(
            mixed.yamlText.contains("locale: \"ar\"")
                && mixed.yamlText.contains("semanticContentAttribute: forceLeftToRight"))
        // Swift may set the direction over the locale's.
        var forced = mixed
        forced.layoutDirection = .leftToRight
        #expect(forced.layoutDirection == .leftToRight && forced.locale == "ar")
        #expect(SemanticContentAttribute.playback.direction(in: .rightToLeft) == .leftToRight)
        #expect(SemanticContentAttribute.forceRightToLeft.direction(in: .leftToRight) == .rightToLeft)
    }

    /// A tag that is not BCP 47's shape is refused with the fix.
    @Test(arguments: [
        ("zh_Hans", "s.yaml:4: locale: \"zh_Hans\" is written with `_`; BCP 47 joins the parts with `-` (zh-Hans)"),
        ("chinese", "s.yaml:4: locale: \"chinese\" does not start with a language of 2 or 3 letters (en, zh, ar)"),
        (
            "zh-Hans-CN-x1",
            "s.yaml:4: locale: \"zh-Hans-CN-x1\" has a part BarScope does not read (x1); give language[-Script][-REGION], such as zh-Hant-TW"
        ),
    ])
    func aMalformedLocaleIsRefused(tag: String, message: String) {
        #expect(throws: SceneError.self) {
            try SceneParser.parse(
                "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nlocale: \(tag)\n", file: "s.yaml")
        }
        do {
            _ = try SceneParser.parse(
                "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nlocale: \(tag)\n", file: "s.yaml")
        } catch {
            #expect(error.description == message)
        }
    }
}

/// `backButtonDisplayMode` (iOS 14), as Apple's documentation orders each mode's titles.
@Suite struct BackButtonDisplayModeTests {
    func backLabel(_ more: String, ios: Int = 17) throws -> String? {
        let scene = try SceneParser.parse(
            "ios: \(ios)\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nnavigationItem: {title: \"Wi-Fi\"}\n"
                + more, file: "s.yaml")
        let bars = try scene.barLayers()
        let button = try #require(bars.navigationBar.first(.content(.backButton)))
        #expect(try SceneParser.parse(scene.yamlText, file: "s.yaml") == scene)
        guard let label = button.first(.content(.label)), case let .text(line, _, _, _) = label.drawing else {
            return nil
        }
        return line.text
    }

    @Test func eachModeTriesItsTitles() throws {
        #expect(try backLabel("backItem: {title: \"Settings\", backButtonTitle: \"Set\"}\n") == "Set")
        #expect(try backLabel("backItem: {title: \"Settings\"}\n") == "Settings")
        #expect(try backLabel("backItem: {title: \"Settings\", backButtonDisplayMode: generic}\n") == "Back")
        #expect(
            try backLabel("backItem: {title: \"Settings\", backButtonTitle: \"Set\", backButtonDisplayMode: generic}\n")
                == "Back")
        #expect(try backLabel("backItem: {title: \"Settings\", backButtonDisplayMode: minimal}\n") == nil)
        // A title too long for the room falls back, as in the default mode: here to "Back".
        let long = String(repeating: "Settings ", count: 8)
        #expect(try backLabel("backItem: {title: \"\(long)\"}\n") == "Back")
    }

    @Test func itArrivesWithIOS14() {
        #expect(throws: SceneError.self) {
            _ = try backLabel("backItem: {title: \"Settings\", backButtonDisplayMode: minimal}\n", ios: 13)
        }
        do {
            _ = try backLabel("backItem: {title: \"Settings\", backButtonDisplayMode: minimal}\n", ios: 13)
        } catch {
            #expect(
                "\(error)"
                    == "s.yaml:5: backItem.backButtonDisplayMode: backButtonDisplayMode arrives with iOS 14; use ios: 14 or later, or remove the key"
            )
        }
    }
}
