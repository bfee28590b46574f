import BarScopeSupport
import BarLayers
import BarScene
import Raster

/// iOS 26 (Liquid Glass): the bars the questions of 2026 are about. Each scenario is checked
/// against a cited reading: the bar's transparency (WWDC25), the glass's colour over a flat
/// field, the scroll edge effect and the toolbar's capsules (OpenUIKit's iOS 26.1 simulator
/// probes), and the opt-out.
extension Gallery {
    static let glass: [Scenario] = [
        Scenario(
            name: "ios26-transparent-bar-over-list",
            title: "iOS 26, a default bar over a list: no background, items on glass",
            yaml: glassScene(
                comment: """
                    # iOS 26: the bar has no background and no hairline; the back button is a 44-point glass
                    # circle with the chevron alone, the buttons sit on glass capsules, all in labelColor.
                    """, content: "list: {rows: 20, text: true, refreshing: false}"),
            documented:
                "the bar background is transparent by default, no hairline (WWDC25 \"Build a UIKit app with the new design\")",
            check: { r in edgeStrip(r, equals: .white, hairline: nil) }),
        Scenario(
            name: "ios26-floating-tab-bar",
            title: "iOS 26, the tab bar: a floating capsule, the selected item on a pill",
            yaml: """
                # iOS 26: the tab bar floats: one glass capsule 62 points high, 274 wide for three tabs,
                # centred, 21 points above the screen's edge; the selected item on a pill, in systemBlue.
                ios: 26
                device: iphone-17
                content:
                  color: "#ffffff"
                navigationItem: {title: "Library"}
                tabBar: {items: [{systemItem: favorites}, {systemItem: history}, {title: "Mail", badgeValue: "3"}], selectedIndex: 1}
                statusBar: {}
                region: tabBar

                """,
            documented:
                "over white the capsule is lifted by its edge, a half-point ring of black at 84/255 (170, Home Assistant's iOS 26.4 captures: 162 over 242); the glass 255 inside, the pill 237 (OpenUIKit's 18/253 black); capsule (64, 0, 274, 62) (SweepPic)",
            check: { r in floatingTabBar(r) }),
        Scenario(
            name: "ios26-transparent-tab-bar-appearance",
            title: "iOS 26, a transparent UITabBarAppearance: the capsule's glass is gone",
            yaml: """
                # A question of 2026: "a transparent UITabBarAppearance makes the tab bar a see-through hole".
                # configureWithTransparentBackground removes the floating capsule's glass; the selection pill
                # stays (gunumdogdu/cupertino_native_better pull request 74, an iOS 26.5 simulator).
                ios: 26
                device: iphone-17
                content:
                  color: "#ff383c"
                navigationItem: {title: "Library"}
                tabBar:
                  items: [{systemItem: favorites}, {systemItem: history}, {title: "Mail"}]
                  selectedIndex: 1
                  standardAppearance: {configureWith: transparentBackground}
                  scrollEdgeAppearance: {configureWith: transparentBackground}
                statusBar: {}
                region: tabBar

                """,
            documented:
                "a transparent appearance removes the tab bar's glass; the pill stays (cupertino_native_better PR 74)",
            check: { r in transparentTabBar(r) }),
        Scenario(
            name: "ios26-hides-shared-background",
            title: "iOS 26, hidesSharedBackground: no glass behind a lone item",
            yaml: """
                # "Bar button items get a glass background I do not want": hidesSharedBackground on an item
                # alone on its capsule draws it with no glass (Apple's documentation of the property; the
                # answer in banchichen/TZImagePickerController issue 1737); the back button keeps its glass.
                ios: 26
                device: iphone-17
                content:
                  color: "#ff383c"
                navigationItem: {title: "Photos", rightBarButtonItems: [{title: "Done", style: done, hidesSharedBackground: true}]}
                backItem: {title: "Albums"}
                statusBar: {}
                region: navigationBar

                """,
            documented: "hidesSharedBackground: true draws no glass behind an item alone on its capsule (Apple)",
            check: { r in hiddenBackground(r) }),
        Scenario(
            name: "ios26-done-checkmark",
            title: "iOS 26, Done and Close: a checkmark on the tint, an X on glass",
            yaml: """
                # "My Done button became a blue circle with a checkmark": on iOS 26 the system Done item is a
                # white checkmark on a capsule of its own filled with the tint (OpenUIKit, iOS 26.1; gini-mobile-ios
                # pull request 1202); Close keeps a glass circle of its own (WWDC25). The fill's opacity is
                # BarScope's estimate: no source gives its pixels.
                ios: 26
                device: iphone-17
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationItem: {title: "New Event", leftBarButtonItems: [{systemItem: close}], rightBarButtonItems: [{systemItem: done}]}
                statusBar: {}
                region: navigationBar

                """,
            documented:
                "the system Done item is a white checkmark on a tint-filled capsule (OpenUIKit, iOS 26.1; gini-mobile-ios PR 1202)",
            check: { r in prominentDone(r) }),
        Scenario(
            name: "ios26-tint-color-ignored",
            title: "iOS 26, the bar's tintColor: the buttons stay in labelColor",
            yaml: """
                # "tintColor no longer colours my bar buttons on iOS 26": the buttons use labelColor (WWDC25;
                # xbmc/Official-Kodi-Remote-iOS pull request 1451); BarScope warns that tintColor is ignored.
                ios: 26
                device: iphone-17
                content:
                  color: "#ffffff"
                navigationBar: {tintColor: "#ff2d55"}
                navigationItem: {title: "Remote", rightBarButtonItems: [{systemItem: add}]}
                backItem: {title: "Hosts"}
                statusBar: {}
                region: navigationBar

                """,
            documented: "bar buttons in labelColor, not the bar's tintColor (WWDC25 session 284; Kodi PR 1451)",
            check: { r in noTint(r) }),
        Scenario(
            name: "ios26-design-requires-compatibility",
            title: "iOS 26 with UIDesignRequiresCompatibility: the iOS 18 bar",
            yaml: glassScene(
                comment: """
                    # An app that sets UIDesignRequiresCompatibility in its Info.plist keeps the iOS 18 bars on
                    # iOS 26 (Apple's documentation of the key; iOS 27 ignores it): the same pixels as ios: 18.
                    """, content: "list: {rows: 20, text: true, refreshing: false}",
                extra: ["infoPlist: {UIDesignRequiresCompatibility: true}"]),
            documented: "UIDesignRequiresCompatibility keeps the pre-iOS 26 design (Apple's documentation of the key)",
            check: { r in sameAsRelease18(r) }),
        Scenario(
            name: "ios26-scroll-edge-soft",
            title: "iOS 26, a list scrolled under the bar: the soft scroll edge effect",
            yaml: glassScene(
                comment: """
                    # iOS 26 keeps content under a bar legible with the scroll view's edge effect, not a bar
                    # background. The list is scrolled 100 points under the bar: the default (automatic, drawn
                    # as soft) washes the list's white in at 0.835 down to 2 points above the bar, easing to
                    # nothing 36 points below it (OpenUIKit's probes of an iOS 26.1 simulator).
                    """, content: "list: {rows: 20, text: true, refreshing: false, contentOffset: -16}"),
            documented:
                "soft: the background colour at 0.835 down to 2 pt above the bar, 0 at 36 pt below it (OpenUIKit, iOS 26.1 simulator probes)",
            check: { r in washes(r, [(40, 0.835), (120, 0.233)]) }),
        Scenario(
            name: "ios26-scroll-edge-hard",
            title: "iOS 26, topEdgeEffect style hard: a plate cut at the glass's edge",
            yaml: glassScene(
                comment: """
                    # topEdgeEffect: {style: hard}: a plate of the list's white at 230/255 from the screen's top
                    # to 10 points above the bar's bottom, cut hard (OpenUIKit: red reads (255, 230, 230),
                    # the plate ends at row 103 under a bar ending at 113, no dividing line seen).
                    """,
                content:
                    "list: {rows: 20, text: true, refreshing: false, contentOffset: -16, topEdgeEffect: {style: hard}}",
                extra: ["region: navigationBar"]),
            documented:
                "hard: the background colour at 230/255 to 10 pt above the bar's bottom, then nothing (OpenUIKit, iOS 26.1 simulator probes)",
            check: { r in washes(r, [(48, 230.0 / 255), (110, 0)]) }),
        Scenario(
            name: "ios26-toolbar",
            title: "iOS 26, the toolbar: 48-point capsules in an 86-point slot",
            yaml: """
                # iOS 26's toolbar: an 86-point slot at the screen's bottom, items on 48-point glass capsules
                # 28 points from the edges; two icons share a capsule, a flexible space takes the slack, Done
                # has its own capsule; a lone Compose is the 48-point circle OpenUIKit measured at
                # [317, 776, 48, 48] on an iOS 26.1 iPhone 16 simulator.
                ios: 26
                device: iphone-16
                content:
                  color: "#ffffff"
                navigationItem: {title: "Notes"}
                toolbar: {items: [{systemItem: action}, {systemItem: bookmarks}, {systemItem: flexibleSpace}, {title: "Done"}, {systemItem: compose}]}
                statusBar: {}

                """,
            documented:
                "a lone toolbar icon on a 48-pt circle at [317, 776, 48, 48] on the iPhone 16 (OpenUIKit, iOS 26.1); over white the glass 255 with its half-point ring 171 (Home Assistant's iOS 26.4 captures)",
            check: { r in glassToolbar(r) }),
        Scenario(
            name: "ios26-search-tab",
            title: "iOS 26, a search tab: the tabs' capsule at the left, a search circle at the right",
            yaml: """
                # "Floating capsule plus a detached search circle" (the Apple News pattern, Cap-go/
                # capacitor-native-navigation issue 40): a UISearchTab is a 62-point glass circle of its own,
                # 8 points after the tabs' capsule and 21 from the edge; the capsule moves to the 21-point
                # margin, at most 402 - 112 = 290 wide (anvu69/liquid_shell, an iPhone 17 Pro simulator,
                # iOS 26.5 and 27.0: the capsule 290 x 62 at y 791, the circle at x 319).
                ios: 26
                device: iphone-17
                content:
                  list: {rows: 30, text: true, refreshing: false}
                navigationItem: {title: "News"}
                tabBar: {items: [{systemItem: featured}, {systemItem: favorites}, {systemItem: history}, {systemItem: more}, {role: search}]}
                statusBar: {}
                region: tabBar

                """,
            documented:
                "the capsule (21, 791, 290, 62) and the search circle (319, 791, 62, 62) (liquid_shell, iOS 26.5 / 27.0)",
            check: { r in platters(r, bar: \.tabBar, equal: [(21, 791, 290, 62), (319, 791, 62, 62)]) }),
        Scenario(
            name: "ios26-large-subtitle",
            title: "iOS 26, a subtitle under the large title: the view grows to 71.33 points",
            yaml: """
                # navigationItem.subtitle under a large title (iOS 26): Caption 2 in secondaryLabel at the
                # margin, its baseline 16 points above the large-title view's bottom, the title's 6 points
                # above it; the view 52 + 13.33 + 6 = 71.33 points (decompiled _UINavigationBarLargeTitleViewLayout,
                # iOS 26.1). The bar's own title and subtitle (15 and 12 points) are estimates, hidden here.
                ios: 26
                device: iphone-17
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationBar: {prefersLargeTitles: true}
                navigationItem: {title: "Inbox", subtitle: "49 Unread", rightBarButtonItems: [{systemItem: compose}]}
                backItem: {title: "Mailboxes"}
                statusBar: {}
                region: navigationBar

                """,
            documented:
                "the large-title view 52 + line + 6 high, the subtitle's baseline 16 above its bottom (decompiled iOS 26.1 layout)",
            check: { r in largeSubtitle(r) }),
        Scenario(
            name: "ios26-landscape-iphone-se",
            title: "iOS 26 in landscape: the bar at 24, items 38 from the edge, a 64-point tab bar",
            yaml: """
                # iOS 26 on an iPhone SE on its side (OpenUIKit's iOS 26.1 probes): the status bar hidden, the
                # 54-point navigation bar at y 24, its trailing capsule 38 points from the edge; the tab bar
                # 64 points with a 44-point capsule of inline items at its top.
                ios: 26
                device: iphone-8
                orientation: landscapeLeft
                content:
                  list: {rows: 20, text: true, refreshing: false}
                navigationItem: {title: "Library", rightBarButtonItems: [{title: "Edit"}]}
                backItem: {title: "Albums"}
                tabBar: {items: [{systemItem: recents}, {systemItem: favorites}, {systemItem: more}], selectedIndex: 1}
                region: bars

                """,
            documented:
                "bar [0, 24, 667, 54], trailing capsule 38 from the edge, tab bar [0, 311, 667, 64] with a 44-pt capsule (OpenUIKit, iOS 26.1)",
            check: { r in landscapeSE(r) }),
        Scenario(
            name: "ios26-dark-glass-over-white",
            title: "iOS 26, a dark app over white: the glass turns light",
            yaml: """
                # "The glass flips between light and dark": small glass follows the content beneath it (WWDC25,
                # "Meet Liquid Glass"). NoTomorrow's dark app on an iOS 26.1 simulator read its platter 253 over
                # white (light glass, near-black glyphs); BarScope flips dark glass above a mean luma of 0.75
                # (GlassAdaptivity: an estimate between that reading and no flip over 50 % grey). The title is
                # not on glass: it stays the dark mode's white label, unseen over white. Drawn with the probes'
                # fit, whose reading this is (glassFit).
                ios: 26
                device: iphone-17
                userInterfaceStyle: dark
                content:
                  color: "#ffffff"
                navigationItem: {title: "Photo", rightBarButtonItems: [{systemItem: add}, {systemItem: compose}, {systemItem: edit}]}
                backItem: {title: "Library"}
                region: navigationBar
                glassFit: probes-openuikit

                """,
            documented: "a dark app's glass reads 253 over white, its glyphs black (NoTomorrow, iOS 26.1 simulator)",
            check: { r in capsuleInterior(r, near: RGBA8(hex: "#fdfdfd")!, within: 0) }),
        Scenario(
            name: "ios26-glass-container",
            title: "iOS 26, an app's glass in a UIGlassContainerEffect: views within the spacing merge",
            yaml: """
                # glassEffectViews in a UIGlassContainerEffect with spacing 24: the two circles, 10 points
                # apart, merge into one glass (Apple: the spacing is "the distance between elements at which
                # they begin to merge"); the clear capsule, 30 points on, stays apart and lets the map through,
                # its tint drawn at its alpha (estimates: GlassEffectMetrics).
                ios: 26
                device: iphone-17
                content:
                  color: "#1f3a5f"
                navigationItem: {title: "Map"}
                statusBar: {}
                glassEffectViews: [{frame: [40, 700, 60, 60]}, {frame: [110, 700, 60, 60]}, {frame: [200, 700, 160, 60], style: clear, tintColor: "#0088ff66"}]
                glassEffectContainer: {spacing: 24}

                """,
            documented:
                "views closer than the container's spacing merge; farther ones stay apart (Apple's UIGlassContainerEffect)",
            check: { r in mergedGlass(r) }),
    ]

    /// The frames of a bar's glass platters, on the screen, against `expected` (x, y, w, h).
    static func platters(
        _ r: RenderedScenario, bar: KeyPath<SceneBars, Layer?>, equal expected: [(Double, Double, Double, Double)]
    ) -> ScenarioVerdict {
        guard let layer = (try? r.scene.barLayers())?[keyPath: bar] else {
            return ScenarioVerdict(reading: "no bar", passed: false, detail: "")
        }
        var frames: [PointRect] = []
        for child in layer.children where child.role == .content(.platter) {
            frames.append(
                PointRect(
                    x: layer.frame.x + child.frame.x, y: layer.frame.y + child.frame.y, width: child.frame.width,
                    height: child.frame.height))
        }
        let wanted = expected.map { PointRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
        let ok = frames == wanted
        return ScenarioVerdict(
            reading: frames.map(\.description).joined(separator: ", "), passed: ok,
            detail: ok ? "as measured" : "expected " + wanted.map(\.description).joined(separator: ", "))
    }

    /// The large-title view's height (52 + the subtitle's line + 6) and the subtitle's baseline
    /// 16 points above its bottom.
    static func largeSubtitle(_ r: RenderedScenario) -> ScenarioVerdict {
        guard let bar = try? r.scene.navigationBarLayer(), let view = bar.first(.content(.largeTitle)),
            let subtitle = view.children.first(where: { $0.role == .content(.largeSubtitle) }),
            case let .text(_, _, _, baseline)? = subtitle.drawing
        else { return ScenarioVerdict(reading: "no large subtitle", passed: false, detail: "") }
        let band = 52 + GlassMetrics.phone26.largeSubtitleBand(scale: r.scene.device.scale)
        let above = view.frame.height - (subtitle.frame.y + baseline)
        let ok = abs(view.frame.height - band) < 1e-9 && abs(above - 16) < 1e-9
        return ScenarioVerdict(
            reading:
                "view \(PointRect.format(view.frame.height)) pt, subtitle baseline \(PointRect.format(above)) pt above its bottom",
            passed: ok, detail: ok ? "as decompiled" : "expected \(PointRect.format(band)) and 16")
    }

    /// The iPhone SE on its side: the bar's frame, its trailing capsule's margin, the tab bar and
    /// its capsule's height.
    static func landscapeSE(_ r: RenderedScenario) -> ScenarioVerdict {
        let layout = r.scene.layout
        guard let bars = try? r.scene.barLayers(), let tab = bars.tabBar,
            let capsule = tab.children.first(where: { $0.role == .content(.platter) })
        else { return ScenarioVerdict(reading: "no tab bar", passed: false, detail: "") }
        var trailing = 0.0
        bars.navigationBar.forEachDescendant { layer, _ in
            if layer.role == .content(.platter) { trailing = max(trailing, layer.frame.maxX) }
        }
        let margin = layout.screen.width - trailing
        let ok =
            layout.navigationBar == PointRect(x: 0, y: 24, width: 667, height: 54) && abs(margin - 38) < 1e-9
            && layout.tabBar == PointRect(x: 0, y: 311, width: 667, height: 64) && capsule.frame.height == 44
            && capsule.frame.y == 0
        return ScenarioVerdict(
            reading:
                "bar \(layout.navigationBar), trailing margin \(PointRect.format(margin)), tab bar \(layout.tabBar.map(\.description) ?? "none"), capsule \(PointRect.format(capsule.frame.height)) pt",
            passed: ok, detail: ok ? "as measured" : "expected (0 24; 667 54), 38, (0 311; 667 64), 44")
    }

    /// Between the two circles (10 points apart, spacing 24) the glass is drawn; between the
    /// second circle and the capsule (30 apart) the content shows.
    static func mergedGlass(_ r: RenderedScenario) -> ScenarioVerdict {
        let k = Double(r.scene.device.scale)
        func pixel(_ x: Double, _ y: Double) -> RGBA8 {
            r.image[Int((x * k).rounded()), Int((y * k).rounded())].straight
        }
        let bridge = pixel(105, 730), apart = pixel(185, 730), map = RGBA8(hex: "#1f3a5f")!
        let ok = bridge != map && apart == map
        return ScenarioVerdict(
            reading: "between the circles \(bridge.hex), between circle and capsule \(apart.hex)", passed: ok,
            detail: ok ? "merged within the spacing, apart beyond it" : "expected glass, then the content")
    }

    /// The scroll edge effect's opacity at each (y points, expected) of the first thumbnail
    /// column (x 30 points, clear of the back button), read back from the render and the
    /// content alone: `(out − c) / (255 − c)` on the green channel, within 0.02.
    static func washes(_ r: RenderedScenario, _ readings: [(y: Double, alpha: Double)]) -> ScenarioVerdict {
        let k = Double(r.scene.device.scale)
        var found: [String] = []
        var ok = true
        for (y, expected) in readings {
            let point = (Int((30 * k).rounded()), Int((y * k).rounded()))
            let c = Double(r.content[point.0, point.1].straight.g), out = Double(r.image[point.0, point.1].straight.g)
            let alpha = c < 255 ? (out - c) / (255 - c) : .nan
            ok = ok && abs(alpha - expected) <= 0.02
            found.append("\(formatDecimal(alpha, places: 3)) at \(formatDecimal(y, places: 0)) pt")
        }
        return ScenarioVerdict(
            reading: "wash " + found.joined(separator: ", "), passed: ok,
            detail: ok
                ? "within 0.02"
                : "expected " + readings.map { formatDecimal($0.alpha, places: 3) }.joined(separator: ", "))
    }

    /// The toolbar's lone capsule where OpenUIKit measured it, its glass 255 over white between
    /// the shared capsule's icons, and its ring 171 just outside its leading edge on its middle row.
    static func glassToolbar(_ r: RenderedScenario) -> ScenarioVerdict {
        guard let toolbar = try? r.scene.barLayers().toolbar else {
            return ScenarioVerdict(reading: "no toolbar", passed: false, detail: "")
        }
        var frames: [PointRect] = []
        toolbar.forEachDescendant { layer, _ in
            if layer.role == .content(.platter) {
                frames.append(
                    PointRect(
                        x: layer.frame.x, y: toolbar.frame.y + layer.frame.y, width: layer.frame.width,
                        height: layer.frame.height))
            }
        }
        let k = Double(r.scene.device.scale)
        let glass = r.image[Int((78 * k).rounded()), Int((800 * k).rounded())].straight
        let lone = frames.last ?? PointRect(x: 0, y: 0, width: 0, height: 0)
        let ring = r.image[Int((lone.x * k).rounded()) - 2, Int(((lone.y + lone.height / 2) * k).rounded())].straight
        let ok =
            lone == PointRect(x: 317, y: 776, width: 48, height: 48) && glass.hex == "#ffffff" && ring.hex == "#ababab"
        return ScenarioVerdict(
            reading: "lone capsule \(lone), glass \(glass.hex), ring \(ring.hex)", passed: ok,
            detail: ok ? "as measured" : "expected (317 776; 48 48), #ffffff and ring #ababab")
    }

    /// An iPhone 17 with a back button, a title and three buttons, over `content`.
    static func glassScene(comment: String, content: String, extra: [String] = []) -> String {
        ([
            comment, "ios: 26", "device: iphone-17", "content:", "  \(content)",
            "navigationItem: {title: \"Inbox\", rightBarButtonItems: [{systemItem: add}, {systemItem: compose}, {systemItem: edit}]}",
            "backItem: {title: \"Mailboxes\"}", "statusBar: {}",
        ] + extra).joined(separator: "\n") + "\n"
    }

    /// The pixel inside the trailing shared capsule between its two icons (clear of the glyphs
    /// and the rim) is `expected`, to `within` per channel.
    static func capsuleInterior(_ r: RenderedScenario, near expected: RGBA8, within: Int) -> ScenarioVerdict {
        let k = Double(r.scene.device.scale)
        let layout = r.scene.layout
        // The shared capsule holds two icon slots and the gap between them, whose middle is read,
        // on the capsules' line.
        let m = GlassMetrics.phone26
        let capsuleX = layout.screen.width - m.margin(width: layout.screen.width) - (2 * m.iconSlot + m.sharedIconGap)
        let x = Int(((capsuleX + m.iconSlot + m.sharedIconGap / 2) * k).rounded())
        let y = Int(((layout.navigationBar.y + m.titleCentre) * k).rounded())
        let found = r.image[x, y].straight
        let off = max(absDelta(found.r, expected.r), absDelta(found.g, expected.g), absDelta(found.b, expected.b))
        let ok = off <= within
        return ScenarioVerdict(
            reading: "capsule interior \(found.hex) at (\(x), \(y))", passed: ok,
            detail: ok ? "within \(within) of \(expected.hex)" : "expected \(expected.hex) within \(within)")
    }

    /// Two pixels of a floating tab bar: below the first item (x 64 + 4 + 47, 60 points into the
    /// bar) and on the pill above its icon (x 201, 6 points in); nil without a tab bar.
    static func tabBarPixels(_ r: RenderedScenario) -> (capsule: RGBA8, pill: RGBA8, ring: RGBA8)? {
        let k = Double(r.scene.device.scale)
        guard let top = r.scene.layout.tabBar?.y else { return nil }
        func pixel(_ x: Double, _ y: Double) -> RGBA8 {
            r.image[Int((x * k).rounded()), Int((y * k).rounded())].straight
        }
        // The ring: the pixel just outside the capsule's leading edge (x 64) on its middle row.
        return (pixel(115, top + 60), pixel(201, top + 6), pixel(64 - 1 / k, top + 31))
    }

    /// The tab bar's capsule where the dump puts it, 255 below the items, 237 on the pill and its
    /// ring 170 beside it (the iOS 26.4 fit).
    static func floatingTabBar(_ r: RenderedScenario) -> ScenarioVerdict {
        guard let (capsule, pill, ring) = tabBarPixels(r) else {
            return ScenarioVerdict(reading: "no tab bar", passed: false, detail: "")
        }
        let ok = capsule.hex == "#ffffff" && pill.hex == "#ededed" && ring.hex == "#aaaaaa"
        return ScenarioVerdict(
            reading: "capsule \(capsule.hex), pill \(pill.hex), ring \(ring.hex)", passed: ok,
            detail: ok ? "as measured" : "expected #ffffff, #ededed and ring #aaaaaa")
    }

    /// Below the first item the capsule shows the content itself (no glass); the pill is there.
    static func transparentTabBar(_ r: RenderedScenario) -> ScenarioVerdict {
        guard let (capsule, pill, _) = tabBarPixels(r) else {
            return ScenarioVerdict(reading: "no tab bar", passed: false, detail: "")
        }
        let ok = capsule.hex == "#ff383c" && pill.hex != "#ff383c"
        return ScenarioVerdict(
            reading: "under the capsule \(capsule.hex), pill \(pill.hex)", passed: ok,
            detail: ok ? "no glass, the pill drawn" : "expected the content (#ff383c) and a pill")
    }

    /// The Done button's capsule area shows the content; the back button's circle is glass.
    static func hiddenBackground(_ r: RenderedScenario) -> ScenarioVerdict {
        let k = Double(r.scene.device.scale)
        let bar = r.scene.layout.navigationBar
        // 2 points inside the trailing capsule's right end, on its middle line; the back circle's
        // interior 4 points from its left edge.
        let right = bar.width - GlassMetrics.phone26.margin(width: bar.width) - 2
        let done = r.image[Int((right * k).rounded()), Int(((bar.y + 22) * k).rounded())].straight
        let back = r.image[
            Int(((GlassMetrics.phone26.margin(width: bar.width) + 4) * k).rounded()), Int(((bar.y + 22) * k).rounded())
        ].straight
        let ok = done.hex == "#ff383c" && back.hex != "#ff383c"
        return ScenarioVerdict(
            reading: "behind Done \(done.hex), back button \(back.hex)", passed: ok,
            detail: ok ? "as documented" : "expected the content behind Done and glass behind the back button")
    }

    /// Inside the Done circle, 5 points from its right end on the bar's middle line, the fill is
    /// iOS 26's systemBlue; its glyph is the white checkmark.
    static func prominentDone(_ r: RenderedScenario) -> ScenarioVerdict {
        let k = Double(r.scene.device.scale)
        let bar = r.scene.layout.navigationBar
        let x = bar.width - GlassMetrics.phone26.margin(width: bar.width) - 5
        let fill = r.image[Int((x * k).rounded()), Int(((bar.y + 22) * k).rounded())].straight
        var glyph: String?
        (try? r.scene.navigationBarLayer())?.forEachDescendant { layer, _ in
            if case let .icon(.checkmark, _, color)? = layer.drawing { glyph = color.hex }
        }
        let ok = fill.hex == ContentColors.systemBlue26.hex && glyph == "#ffffff"
        return ScenarioVerdict(
            reading: "Done's fill \(fill.hex), checkmark \(glyph ?? "none")", passed: ok,
            detail: ok ? "as documented" : "expected a white checkmark on #0088ff")
    }

    /// The bar's icons are drawn in labelColor (#000000), and the scene warns about tintColor.
    static func noTint(_ r: RenderedScenario) -> ScenarioVerdict {
        var colors: Set<String> = []
        (try? r.scene.navigationBarLayer())?.forEachDescendant { layer, _ in
            if case let .icon(_, _, color)? = layer.drawing { colors.insert(color.hex) }
        }
        let warned = r.scene.warnings.contains { $0.key == "navigationBar.tintColor" }
        let ok = colors == ["#000000"] && warned
        return ScenarioVerdict(
            reading: "icons \(colors.sorted().joined(separator: ", ")); warned: \(warned)", passed: ok,
            detail: ok ? "as documented" : "expected labelColor icons and a warning")
    }

    /// The render equals the same scene on iOS 18, byte for byte.
    static func sameAsRelease18(_ r: RenderedScenario) -> ScenarioVerdict {
        var older = r.scene
        older.release = 18
        older.requiresCompatibility = false
        guard let content = try? SceneRenderer.contentImage(for: older),
            let image = try? SceneRenderer.render(older, over: content)
        else { return ScenarioVerdict(reading: "iOS 18 did not render", passed: false, detail: "") }
        let same = image.width == r.image.width && image.height == r.image.height && image == r.image
        return ScenarioVerdict(
            reading: same ? "identical to ios: 18" : "differs from ios: 18", passed: same,
            detail: same ? "as documented" : "expected the iOS 18 bar")
    }

    private static func absDelta(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
}
