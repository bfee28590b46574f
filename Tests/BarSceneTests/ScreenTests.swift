import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import RasterPNG

private func scene(_ yaml: String) throws -> Scene {
    try SceneParser.parse(yaml, file: "scene.yaml")
}

/// The first row, scanning column `x` from `from` in steps of `step`, whose colour differs from
/// the colour at `from`.
private func edge(_ image: Image, x: Int, from: Int, step: Int) -> Int {
    let start = image.color(x: x, y: from)
    var y = from
    while y >= 0, y < image.height, image.color(x: x, y: y) == start { y += step }
    return y
}

@Suite struct DeviceLayoutTests {
    /// Every device: an opaque red navigation bar and an opaque green tab bar over blue content,
    /// with the status bar's items drawn. Scanning the rendered pixels (a column clear of the
    /// status bar's items) finds the navigation bar's bottom edge at
    /// (bar top + 44) pt, its top at the status bar's bottom (53.667 or 56.333 pt on the Dynamic
    /// Island phones, above their safe area), and the tab bar's top edge at (height − home indicator − 49) pt,
    /// each with its one-pixel hairline outside the bar.
    @Test(arguments: Device.all.map(\.id))
    func barEdgesMatchTheTable(id: String) throws {
        // On iOS 10: the XR's 44 pt status bar of before iOS 14, the 12 mini's 44 of before 15.
        let device = try #require(Device.named(id)).onRelease(10)
        let s = try scene(
            """
            ios: 10
            device: \(id)
            content: {color: "#0000ff"}
            navigationBar: {translucent: false, backgroundImage: {color: "#ff0000"}}
            tabBar: {translucent: false, backgroundImage: {color: "#00ff00"}}
            statusBar: {}
            """)
        let image = try SceneRenderer.render(s)
        #expect(image.width == device.pixelWidth && image.height == device.pixelHeight)
        let k = Double(device.scale)
        let red = RGBA8(r: 255, g: 0, b: 0), green = RGBA8(r: 0, g: 255, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)
        let x = image.width * 3 / 5
        #expect(image.color(x: x, y: 0) == red)
        let navBottom = Int((device.navigationBarTop + 44) * k)
        #expect(edge(image, x: x, from: 0, step: 1) == navBottom)
        #expect(image.color(x: x, y: navBottom) != blue, "the hairline's row")
        #expect(image.color(x: x, y: navBottom + 1) == blue)
        let tabTop = Int((device.heightPoints - device.homeIndicatorInset - 49) * k)
        #expect(image.color(x: x, y: image.height - 1) == green, "the tab bar covers the home indicator")
        #expect(edge(image, x: x, from: image.height - 1, step: -1) == tabTop - 1)
        #expect(image.color(x: x, y: tabTop - 2) == blue)
        #expect(s.layout.navigationBar.y == device.navigationBarTop)
        if device.statusBar.kind == .island {
            // Above the safe area's top: 53.667 (one pixel into the 54 pt status bar), 56.333 on
            // the 402 and 440 pt phones, Air's estimate 62.333.
            let tops: [Double] = [54 - 1.0 / 3, 56 + 1.0 / 3, 62 + 1.0 / 3]
            #expect(tops.contains(device.navigationBarTop))
            #expect(device.topSafeAreaInset > device.navigationBarTop)
        } else if id == "iphone-12-mini" {
            // Before iOS 15 a 44 pt status bar over a 50 pt safe area and bar top.
            #expect(device.statusBarHeight == 44 && device.navigationBarTop == 50 && device.topSafeAreaInset == 50)
        } else {
            #expect(
                device.navigationBarTop == device.statusBarHeight && device.topSafeAreaInset == device.statusBarHeight)
        }
    }

    @Test func opaqueBarStartsTheListBelowIt() throws {
        let s = try scene(
            "ios: 10\ndevice: iphone-8\ncontent: {list: {refreshing: false}}\nnavigationBar: {translucent: false}\n")
        let layout = s.layout
        #expect(layout.view == PointRect(x: 0, y: 64, width: 375, height: 603))
        #expect(layout.contentInsetTop == 0 && layout.contentTop == 64)
        let image = try SceneRenderer.render(s)
        // The first row's thumbnail starts 10 pt below the row's top: (15, 74) pt.
        #expect(image.color(x: 30, y: 148) == ListScreen.thumbnailColors[0])
        #expect(image.color(x: 30, y: 147) == .white)
        let included = try scene(
            "ios: 10\ndevice: iphone-8\ncontent: {list: {}}\nnavigationBar: {translucent: false}\nviewController: {extendedLayoutIncludesOpaqueBars: true}\n"
        )
        #expect(
            included.layout.view.y == 0 && included.layout.contentInsetTop == 64 && included.layout.contentTop == 64)
    }

    @Test func translucentBarInsetsTheListAndBlursRowsScrolledUnderIt() throws {
        let rest = try scene("ios: 10\ndevice: iphone-8\ncontent: {list: {refreshing: false}}\n")
        #expect(rest.layout.view.y == 0 && rest.layout.contentInsetTop == 64 && rest.layout.contentOffset == -64)
        #expect(rest.layout.contentTop == 64, "the first row starts below the bar")
        let scrolled = try scene("ios: 10\ndevice: iphone-8\ncontent: {list: {refreshing: false, contentOffset: 0}}\n")
        #expect(scrolled.layout.contentTop == 0)
        let a = try SceneRenderer.render(rest), b = try SceneRenderer.render(scrolled)
        // Over the first row's blue thumbnail (15…59, 10…54 pt), now under the bar: the blur
        // carries its blue into the bar, where the bar at rest covers white only.
        let atRest = a.color(x: 60, y: 60), overRow = b.color(x: 60, y: 60)
        #expect(atRest.r == atRest.b)
        #expect(overRow.b > overRow.r && overRow != atRest)
    }

    @Test func insetRulesPerVersion() throws {
        let base = "device: iphone-8\ncontent: {list: {}}\n"
        #expect(
            try scene("ios: 10\n" + base + "viewController: {automaticallyAdjustsScrollViewInsets: false}\n").layout
                .contentInsetTop == 0)
        #expect(
            try scene("ios: 11\n" + base + "viewController: {contentInsetAdjustmentBehavior: never}\n").layout
                .contentInsetTop == 0)
        #expect(
            try scene("ios: 11\n" + base + "viewController: {contentInsetAdjustmentBehavior: always}\n").layout
                .contentInsetTop == 64)
        // Three rows do not scroll on a 667 pt screen: scrollableAxes leaves them alone.
        #expect(
            try scene(
                "ios: 11\ndevice: iphone-8\ncontent: {list: {rows: 3}}\nviewController: {contentInsetAdjustmentBehavior: scrollableAxes}\n"
            ).layout.contentInsetTop == 0)
        let none = try scene("ios: 10\n" + base + "viewController: {edgesForExtendedLayout: none}\n").layout
        #expect(none.view.y == 64 && none.contentInsetTop == 0)
        let tab = try scene("ios: 10\n" + base + "tabBar: {}\n").layout
        #expect(tab.contentInsetBottom == 49 && tab.tabBar == PointRect(x: 0, y: 618, width: 375, height: 49))
        let x = try scene("ios: 11\ndevice: iphone-x\ncontent: {list: {}}\ntabBar: {}\n").layout
        #expect(
            x.contentInsetTop == 88 && x.contentInsetBottom == 83
                && x.tabBar == PointRect(x: 0, y: 729, width: 375, height: 83))
        let toolbar = try scene("ios: 11\ndevice: iphone-x\ncontent: {list: {}}\ntoolbar: {}\ntabBar: {}\n").layout
        #expect(toolbar.toolbar == PointRect(x: 0, y: 685, width: 375, height: 44) && toolbar.contentInsetBottom == 127)
    }

    @Test func largeTitlesGrowTheBarAndCollapseWithScrolling() throws {
        let rest = try scene(
            "ios: 11\ndevice: iphone-x\ncontent: {list: {}}\nnavigationBar: {prefersLargeTitles: true}\n"
        ).layout
        #expect(rest.navigationBar == PointRect(x: 0, y: 44, width: 375, height: 96) && rest.navigationBarBottom == 140)
        #expect(rest.contentInsetTop == 140 && rest.contentTop == 140)
        let part = try scene(
            "ios: 11\ndevice: iphone-x\ncontent: {list: {contentOffset: -110}}\nnavigationBar: {prefersLargeTitles: true}\n"
        )
        #expect(part.layout.largeTitleHeight == 22 && part.layout.navigationBar.height == 66)
        let title = try #require(part.navigationBarLayer().first("_UINavigationBarLargeTitleView"))
        #expect(title.frame == PointRect(x: 0, y: 44, width: 375, height: 22) && !title.isHidden)
        let ten = try scene(
            "ios: 10\ndevice: iphone-x\ncontent: {list: {}}\nnavigationBar: {prefersLargeTitles: true}\n"
        ).layout
        #expect(ten.navigationBar.height == 44, "large titles arrived with iOS 11")
    }
}

@Suite struct BottomBarTests {
    @Test func tabBarAndToolbarStacksPerVersion() throws {
        let nine = try scene(
            "ios: 9\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\ntoolbar: {}\ntabBar: {barTintColor: \"#ff0000\"}\n"
        )
        let bars = try nine.barLayers()
        #expect(bars.drawingOrder.map(\.className) == ["UINavigationBar", "UIToolbar", "UITabBar"])
        #expect(
            bars.toolbar!.treeDescription() == """
                1: _UIToolbarBackground; frame = (0 0; 375 44)
                 2: _UIBackdropView; frame = (0 0; 375 44)
                  3: _UIBackdropEffectView; frame = (0 0; 375 44); effect = backdrop(blur 20 pt, saturation 1.8, grayscale tint #f7f7f7cc)
                  3: UIView; frame = (0 0; 375 44)
                1: UIImageView; frame = (0 -0.5; 375 0.5); backgroundColor = #0000004d
                """)
        #expect(bars.tabBar!.frame == PointRect(x: 0, y: 618, width: 375, height: 49))
        #expect(bars.tabBar!.children.map(\.className) == ["_UITabBarBackgroundView", "UIImageView"])
        let eleven = try scene(
            "ios: 11\ndevice: iphone-x\ncontent: {color: \"#ffffff\"}\ntabBar: {translucent: false}\n")
        #expect(
            try eleven.barLayers().tabBar!.treeDescription() == """
                1: _UIBarBackground; frame = (0 0; 375 83); backgroundColor = #ffffff
                 2: UIImageView; frame = (0 -0.333333; 375 0.333333); backgroundColor = #0000004d
                """)
    }

    /// The tab bar's own translucency: translucent, it blurs what is under it; opaque, it is white.
    @Test func tabBarRendersWithItsOwnTranslucency() throws {
        let yaml = "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ff0000\"}\nnavigationBar: {translucent: false}\n"
        let clear = try SceneRenderer.render(try scene(yaml + "tabBar: {}\n"))
        let solid = try SceneRenderer.render(try scene(yaml + "tabBar: {translucent: false}\n"))
        let y = 1300
        #expect(solid.color(x: 10, y: y) == .white)
        let seen = clear.color(x: 10, y: y)
        #expect(seen.r > seen.g && seen.g == seen.b && seen != .white, "red content through the white filter")
        #expect(clear.color(x: 10, y: 200) == RGBA8(r: 255, g: 0, b: 0), "the content between the bars")
    }
}

@Suite struct TransitionTests {
    private let popYAML = """
        ios: 10
        device: iphone-8
        content: {color: "#000000"}
        navigationBar: {backgroundAlpha: 0}
        transition: {kind: interactive-pop, to: {backgroundAlpha: 1}, progress: 0.5, release: RELEASE}
        """

    /// At progress 0.5 the bar's alpha is 0 + (1 − 0) × 0.5. Over black content the blur branch
    /// shows black, the near-white filter (white 0.97 → 247, alpha 0.8 → 204) makes it
    /// 247 × 204 / 255 = 197.6 → 198, and the branch's group opacity 0.5 → 128 gives
    /// 198 × 128 / 255 = 99.4 → 99.
    @Test func interactivePopHalfwayRendersAlphaHalf() throws {
        let s = try scene(popYAML.replacingOccurrences(of: "RELEASE", with: "finish"))
        let image = try SceneRenderer.render(s)
        #expect(image.color(x: 300, y: 60) == RGBA8(r: 99, g: 99, b: 99))
        let direct = try scene(
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#000000\"}\nnavigationBar: {backgroundAlpha: 0.5}\n")
        #expect(try SceneRenderer.render(direct).pixels == image.pixels)
    }

    @Test(arguments: [("finish", 1.0), ("cancel", 0.0)])
    func releaseEndsAtTheRightAlpha(release: String, alpha: Double) throws {
        let s = try scene(popYAML.replacingOccurrences(of: "RELEASE", with: release))
        let transition = try #require(s.transition)
        let (progress, index) = transition.timeline(count: 5)
        #expect(index == 2 && progress[2] == 0.5 && progress[0] == 0 && progress[1] == 0.25)
        #expect(progress[4] == alpha)
        let frames = try SceneRenderer.transitionFrames(s, count: 5)
        var end = s
        end.transition = nil
        end.navigationBar.backgroundAlpha = alpha
        #expect(frames[4].pixels == (try SceneRenderer.render(end)).pixels)
        #expect(frames[2].color(x: 300, y: 60) == RGBA8(r: 99, g: 99, b: 99))
    }

    @Test func cancelFlashShowsTheDestinationBarForOneFrame() throws {
        var s = try scene(popYAML.replacingOccurrences(of: "RELEASE", with: "cancel"))
        s.transition?.glitches = [.cancelFlash]
        let frames = try s.transition!.frames(from: s, count: 5)
        #expect(frames.map(\.flashing) == [false, false, false, true, false])
        #expect(frames[3].navigationBar.backgroundAlpha == 1 && frames[4].navigationBar.backgroundAlpha == 0)
    }

    /// Seed 001: the new colour slides in from the trailing edge as a child of the overlay view.
    @Test func colourChangeSlidesTheNewColourIn() throws {
        let s = try scene(
            """
            ios: 10
            device: iphone-8
            content: {list: {}}
            navigationBar: {overlayColor: "#f8f8f8"}
            transition: {kind: push, to: {overlayColor: "#ff2d55"}, curve: linear}
            """)
        let frames = try SceneRenderer.transitionFrames(s, count: 6)
        let old = RGBA8(hex: "#f8f8f8")!, new = RGBA8(hex: "#ff2d55")!
        // Frame i: progress i/5, the new colour from x = 375 × (1 − i/5) pt, a whole pixel at @2x.
        for (i, frame) in frames.enumerated() {
            let boundary = 750 - 150 * i
            if boundary > 0 { #expect(frame.color(x: boundary - 1, y: 60) == old, "frame \(i)") }
            if boundary < 750 { #expect(frame.color(x: boundary, y: 60) == new, "frame \(i)") }
        }
        let strip = try SceneRenderer.filmstrip(frames)
        #expect(strip.width == 6 * 750 + 5 * SceneRenderer.filmstripGap && strip.height == 1334)
        #expect(strip.color(x: 2 * (750 + SceneRenderer.filmstripGap) + 449, y: 60) == old)
        #expect(strip.color(x: 2 * (750 + SceneRenderer.filmstripGap) + 450, y: 60) == new)
        #expect(strip.color(x: 750, y: 60) == SceneRenderer.filmstripGapColor)
    }

    /// Seed 003 §4.2: the window's black shows under the translucent bar where the pushed view
    /// (laid out below the bar) has arrived and the view underneath has moved aside.
    @Test func blackBandGlitchDarkensTheBarDuringThePush() throws {
        let yaml = """
            ios: 10
            device: iphone-8
            content: {color: "#ffffff"}
            tabBar: {}
            transition: {kind: push, to: {}, progress: 0.5, hidesBottomBarWhenPushed: true GLITCH}
            """
        let plain = try SceneRenderer.render(try scene(yaml.replacingOccurrences(of: " GLITCH", with: "")))
        let glitch = try SceneRenderer.render(
            try scene(yaml.replacingOccurrences(of: " GLITCH", with: ", glitches: [blackBand]")))
        #expect(plain.color(x: 740, y: 60).r > 240)
        // Black under the near-white filter is 198 at most (see the alpha test); white gives 252.
        #expect(glitch.color(x: 740, y: 60).r < 210, "black through the bar at the trailing edge")
        #expect(glitch.color(x: 10, y: 60) == plain.color(x: 10, y: 60), "the leading edge is unaffected")
    }

    @Test func transitionErrors() {
        #expect(
            parseError("ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\ntransition: {kind: slide, to: {}}\n")
                == "scene.yaml:4: transition.kind: \"slide\" is not a transition kind; use one of push, pop, interactive-pop"
        )
        #expect(
            parseError(
                "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\ntransition: {kind: push, to: {}, release: cancel}\n"
            )
                == "scene.yaml:4: transition.release: only an interactive-pop is released; remove the key or use kind: interactive-pop"
        )
        #expect(
            parseError("ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\ntransition: {kind: push}\n")
                == "scene.yaml: transition.to: missing; add it, for example `to: {backgroundAlpha: 1}`")
        #expect(
            parseError(
                "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nviewController: {edgesForExtendedLayout: [top, middle]}\n"
            )
                == "scene.yaml:4: viewController.edgesForExtendedLayout: \"middle\" is not an edge; use all, none, top, bottom, or a list such as [top, bottom]"
        )
        #expect(
            parseError(
                "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nviewController: {contentInsetAdjustmentBehaviour: never}\n"
            )
                == "scene.yaml:4: viewController.contentInsetAdjustmentBehaviour: unknown key; did you mean \"contentInsetAdjustmentBehavior\"?"
        )
        #expect(
            parseError("ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nstatusBar: {style: dark}\n")
                == "scene.yaml:4: statusBar.style: \"dark\" is not a status bar style; use one of default, lightContent, darkContent"
        )
        #expect(
            parseError("ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\ntabBar: {prefersLargeTitles: true}\n")
                == "scene.yaml:4: tabBar.prefersLargeTitles: unknown key; known keys here: translucent, barStyle, barTintColor, backgroundColor, backgroundImage, shadowImage, overlayColor, backgroundAlpha, clipsToBounds, semanticContentAttribute, overrideUserInterfaceStyle, tintColor, items, selectedIndex, unselectedItemTintColor, standalone, mode, groups, sidebar, tabBarMinimizeBehavior, minimized, standardAppearance, scrollEdgeAppearance"
        )
    }

    /// Thirty @3x frames would be 34 098 px wide, and 17 238 halved: over the 16 384 px that
    /// BarScope's own readers open by default. Each is shrunk by 3, averaging 3×3 blocks.
    @Test func longFilmstripsShrinkToFit() throws {
        var strip = try Filmstrip(frameWidth: 1125, frameHeight: 6, count: 30)
        #expect(
            strip.factor == 3 && strip.image.width == 30 * 375 + 29 * SceneRenderer.filmstripGap
                && strip.image.height == 2)
        #expect(strip.image.width <= Int(PNGLimits.default.maxWidth))
        var frame = try Image(width: 1125, height: 6, fill: RGBA8.white.premultiplied)
        frame.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), with: RGBA8.black.premultiplied, clip: frame.bounds)
        strip.add(frame, at: 1)
        let x0 = 375 + SceneRenderer.filmstripGap
        // The mean of one 0 and eight 255s is 226.67, rounded to 227.
        #expect(strip.image.color(x: x0, y: 0) == RGBA8(r: 227, g: 227, b: 227))
        #expect(strip.image.color(x: x0 + 1, y: 0) == .white && strip.image.color(x: x0 + 374, y: 1) == .white)
        #expect(strip.image.color(x: x0 - 1, y: 0) == SceneRenderer.filmstripGapColor)
    }

    @Test func easeInOutIsCoreAnimationsCurve() {
        let curve = Transition.Curve.easeInOut
        #expect(curve(0) == 0 && curve(1) == 1 && abs(curve(0.5) - 0.5) < 1e-12)
        // The curve is symmetric: f(t) + f(1 − t) = 1, and slow at the ends.
        #expect(abs(curve(0.2) + curve(0.8) - 1) < 1e-12 && curve(0.1) < 0.1)
    }
}

/// Issue 25, item 1: a scene's traits, resolved once.
@Suite struct SceneTraitTests {
    @Test func sizeClassesFollowTheDeviceAndItsOrientation() throws {
        func traits(_ device: Device, _ orientation: Orientation, ios: IOSVersion = 17) throws -> Traits {
            Scene(ios: ios, device: device, orientation: orientation).traits
        }
        let portrait = try traits(.iPhone15, .portrait)
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(portrait.release.number == 17 && portrait.generation == .appearance && portrait.displayScale == 3)
        #expect(
            portrait.layoutDirection == .leftToRight && portrait.idiom == .phone
                && portrait.preferredContentSizeCategory == .large)
        let side = try traits(.iPhone15, .landscapeLeft)
        #expect(side.horizontalSizeClass == .compact && side.verticalSizeClass == .compact)
        // The Plus and Max phones are regular-width on their side (their 44 pt landscape bar).
        let plus = try traits(.iPhone8Plus, .landscapeRight, ios: 11)
        #expect(
            plus.horizontalSizeClass == .regular && plus.verticalSizeClass == .compact && plus.generation == .legacy)
        // A release BarScope does not model has no row to make a scene of.
        #expect(IOSVersion.named(8) == nil)
    }
}

/// Issue 25, item 6: `navigationBar: {hidden: true}`, UINavigationController's
/// `isNavigationBarHidden`.
@Suite struct HiddenNavigationBarTests {
    static func scene(_ yaml: String) throws -> Scene { try SceneParser.parse(yaml, file: "hidden.yaml") }

    @Test func theContentStartsAtTheSafeAreaAndTheBarDrawsNothing() throws {
        // iOS 10, a phone with a home button: the status bar's 20 pt are the top inset.
        let old = try Self.scene(
            "ios: 10\ndevice: iphone-8\ncontent: {list: {}}\nnavigationBar: {hidden: true, barTintColor: \"#ff0000\"}\n"
        )
        #expect(old.layout.view.y == 0 && old.layout.contentInsetTop == 20 && old.layout.contentOffset == -20)
        // iOS 17 on a 15 Pro: the safe area's 59 pt (the status bar is 54).
        let new = try Self.scene("ios: 17\ndevice: iphone-15-pro\ncontent: {list: {}}\nnavigationBar: {hidden: true}\n")
        #expect(new.layout.view.y == 0 && new.layout.contentInsetTop == 59 && new.layout.largeTitleHeight == 0)
        // The bar keeps its frame in the tree, hidden, and no red is drawn where it was.
        let bars = try old.barLayers()
        #expect(
            bars.navigationBar.isHidden && bars.navigationBar.frame == PointRect(x: 0, y: 20, width: 375, height: 44))
        let image = try SceneRenderer.render(old)
        let shown = try SceneRenderer.render(
            try Self.scene(
                "ios: 10\ndevice: iphone-8\ncontent: {list: {}}\nnavigationBar: {barTintColor: \"#ff0000\"}\n"))
        #expect(shown.color(x: 700, y: 100) != image.color(x: 700, y: 100))
        #expect(image.color(x: 700, y: 100) == RGBA8(r: 255, g: 255, b: 255))
        // Written back by normalize.
        #expect(
            try Self.scene(old.yamlText) == old
                && old.yamlText.contains("navigationBar:\n  barTintColor: \"#ff0000\"\n  hidden: true\n"))
    }

    @Test func whatNeedsTheBarIsRefused() {
        let head = "ios: 17\ndevice: iphone-15\ncontent: {color: \"#ffffff\"}\nnavigationBar: {hidden: true}\n"
        #expect(
            parseError(head + "region: navigationBar\n")
                == "scene.yaml:5: region: the navigation bar is hidden (navigationBar.hidden); use bars or screen, or show the bar"
        )
        #expect(
            parseError(head + "region: bars\n")
                == "scene.yaml:5: region: the navigation bar is hidden and the scene has no other bar; use screen, or add a tabBar, toolbar or statusBar"
        )
        #expect(
            parseError(head + "transition: {kind: push, to: {}}\n")
                == "scene.yaml:5: transition: a push or pop animates the navigation bar, which is hidden (navigationBar.hidden); show the bar, or remove the transition"
        )
    }

    /// With a tab bar, `region: bars` is the tab bar's strip (and the status bar's when drawn).
    @Test func barsWithAHiddenNavigationBarAreTheOtherBarsStrips() throws {
        let scene = try Self.scene(
            "ios: 17\ndevice: iphone-15\ncontent: {list: {}}\nnavigationBar: {hidden: true}\ntabBar: {}\nregion: bars\n"
        )
        let frames = try SceneRenderer.frames(for: scene)
        #expect(frames.count == 1 && frames[0].rows == (852 - 83) * 3 - 1..<852 * 3)
    }
}
