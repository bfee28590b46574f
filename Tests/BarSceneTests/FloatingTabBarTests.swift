import Compositing
import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
@testable import Typesetting

/// Issue 45 items 4 and 5: from iPadOS 18 a tab bar controller's tab bar floats at the top of an
/// iPad in regular width (`_UIFloatingTabBar`): its frames against ``FloatingTabBarMetrics``'
/// cited constants, the pill's pixels, and what it does not model refused in exact words.
@Suite struct FloatingTabBarTests {
    static let tabs =
        "tabBar: {items: [{title: \"Listen Now\"}, {title: \"Browse\"}, {title: \"Radio\"}, {title: \"Library\"}]}\n"

    static func scene(
        ios: Int = 18, more: String = tabs, style: String = "light", content: String = "{color: \"#ffffff\"}"
    ) throws -> Scene {
        try SceneParser.parse(
            "ios: \(ios)\ndevice: ipad-pro-11\ncontent: \(content)\nuserInterfaceStyle: \(style)\n"
                + "navigationItem: {title: \"Listen Now\"}\n" + more, file: "s.yaml")
    }

    static func floating(_ s: Scene) throws -> Layer { try #require(try s.barLayers().floatingTabBar) }

    /// iPadOS 18 on an iPad Pro 11-inch (834 wide, safe area 24): the capsule 4 pt around its
    /// items, each title 16 pt from its item's sides and 6 from its top and bottom, the titles'
    /// baseline 31 below the safe area's top, the capsule centred.
    @Test func iPadOS18FramesFollowTheConstants() throws {
        let s = try Self.scene()
        let bar = try Self.floating(s)
        let m = FloatingTabBarMetrics.ipados18
        #expect(m.backgroundInset == 4 && m.maximumWidth == 600 && m.titleTop == 6 && m.titleSide == 16)
        #expect(m.titleBottom == 6 && m.safeAreaOffset == 31 && m.maximumContentWidth == 224)
        #expect(bar.className == "_UIFloatingTabBar")
        let items = bar.children.filter { $0.className == "_UIFloatingTabBarItemView" }
        #expect(items.map(\.frame.x) == [4, 4 + 119.5, 4 + 119.5 + 90.5, 4 + 119.5 + 90.5 + 76.5])
        #expect(items.map(\.frame.width) == [119.5, 90.5, 76.5, 86.5])
        // The line measured on an iPadOS 18 capture (PadCaptureTests): 20; the item 6 + 20 + 6.
        #expect(items.allSatisfy { $0.frame.y == 4 && $0.frame.height == 32 })
        #expect(bar.frame == PointRect(x: (834 - 381) / 2, y: 29.25, width: 381, height: 40))
        #expect(bar.frame.width == 8 + items.reduce(0) { $0 + $1.frame.width })
        let labels = items.map { try! #require($0.children.last) }
        #expect(labels.allSatisfy { $0.className == "UILabel" && $0.frame.x == 16 })
        #expect(zip(items, labels).allSatisfy { $0.frame.width == 32 + $1.frame.width })
        // The selected title's baseline (Headline's ascent) 31 below the 24-point safe area.
        let title = labels[0]
        guard case let .text(line, color, _, baseline) = title.drawing else { Issue.record("no text"); return }
        #expect(line.text == "Listen Now" && color == SemanticColors.systemBlue.light)
        let baselineY = bar.frame.y + 4 + title.frame.y + baseline
        #expect(abs(baselineY - (24 + 31)) < 1e-9)
        guard case let .text(_, inactive, _, _) = labels[1].drawing else { Issue.record("no text"); return }
        #expect(inactive == .black)
        // The pill is the selected item's bounds, a capsule, with its shadow.
        let pill = try #require(items[0].first("_UITabSelectionView"))
        #expect(pill.frame == PointRect(x: 0, y: 0, width: 119.5, height: 32) && pill.shape == .capsule)
        #expect(pill.shadows == [LayerShadow(offsetY: 2, radius: 16, color: RGBA8(r: 0, g: 0, b: 0, a: 20))])
        #expect(items[1...].allSatisfy { $0.first("_UITabSelectionView") == nil })
        // The material: systemMaterial with the faint blue compositing colour, a capsule.
        let effect = try #require(bar.first("UIVisualEffectView"))
        #expect(effect.shape == .capsule && effect.frame == PointRect(x: 0, y: 0, width: 381, height: 40))
        guard case let .backdrop(settings) = effect.effect else { Issue.record("no backdrop"); return }
        #expect(settings.overlays.map(\.color) == [RGBA8(r: 0, g: 0, b: 64, a: 15)])
        #expect(settings.stages == BlurStyle.systemMaterial.material(.light).backdrop)
    }

    /// It takes no room at the bottom: no tab bar frame there, the list's bottom inset the 20-pt
    /// safe area; the navigation bar keeps its 50-pt row and grows 14 below it; a standalone UITabBar and iPadOS 17
    /// keep the bottom bar.
    @Test func noRoomAtTheBottom() throws {
        let s = try Self.scene(content: "{list: {rows: 60}}")
        #expect(s.layout.tabBar == nil && s.layout.contentInsetBottom == 20 && s.layout.view.maxY == 1210)
        // The bar grows 14 below its 50-pt row for the floating tab bar (iPadOS 18).
        #expect(s.layout.navigationBar == PointRect(x: 0, y: 24, width: 834, height: 64))
        #expect(try s.barLayers().tabBar == nil)
        let standalone = try Self.scene(more: "tabBar: {items: [{title: \"A\"}], standalone: true}\n")
        #expect(standalone.layout.tabBar?.height == 65)
        #expect(try standalone.barLayers().floatingTabBar == nil)
        #expect(try Self.scene(ios: 17).layout.tabBar?.height == 65)
        // The inline title gives way, and says so.
        let nav = try s.barLayers().navigationBar
        #expect(nav.notes.last == "inline title hidden: the floating tab bar takes the inline title's place in the row")
        #expect(nav.first(.content(.title))?.isHidden == true)
    }

    /// iPadOS 26: the safe area 32, margins 8 / 16 / 7.5 / 16, the baseline 28 below the safe
    /// area, regular glass, the lens's pill colour and no shadow.
    @Test func iPadOS26IsGlassAtTheSafeArea() throws {
        let s = try Self.scene(ios: 26)
        let bar = try Self.floating(s)
        let m = FloatingTabBarMetrics.glass26
        #expect(m.titleTop == 8 && m.titleBottom == 7.5 && m.safeAreaOffset == 28 && m.minimumEdgeOffset == 10)
        #expect(bar.frame == PointRect(x: (834 - 381) / 2, y: 31.5, width: 381, height: 44.5))
        let items = bar.children.filter { $0.className == "_UIFloatingTabBarItemView" }
        #expect(items.allSatisfy { $0.frame.height == 8 + 21 + 7.5 })
        let glass = try #require(bar.children.first)
        #expect(glass.className == "UIView" && glass.shape == .capsule && glass.frame.height == 44.5)
        guard case .backdrop? = glass.effect else { Issue.record("no glass backdrop"); return }
        let pill = try #require(items[0].first("_UITabSelectionView"))
        #expect(pill.backgroundColor == GlassMetrics.phone26.tab.pillLight && pill.shadows.isEmpty)
        #expect(s.layout.navigationBar == PointRect(x: 0, y: 32, width: 834, height: 54))
    }

    /// The pill's pixels: opaque white in light; systemFill (#7878805c) over the material and
    /// shadow beneath it in dark.
    @Test(arguments: ["light", "dark"]) func pillPixels(style: String) throws {
        let s = try Self.scene(style: style)
        let bar = try Self.floating(s)
        // 6 pt into the pill (before its title at 16), at its middle.
        let (x, y) = (Int((bar.frame.x + 4 + 6) * 2), Int((bar.frame.y + 4 + 16.5) * 2))
        let image = try SceneRenderer.render(s)
        var canvas = try SceneRenderer.contentImage(for: s)
        var steps: [CompositeStep] = []
        for node in try s.barNodes(of: try s.barLayers().drawingOrder) {
            steps += Compositor.render(node, onto: &canvas, probing: x, y)
        }
        // The pill's last step is its fill, over its own shadow (the step before).
        let index = try #require(steps.lastIndex { $0.label == "_UITabSelectionView" })
        let fill = style == "dark" ? RGBA8(r: 120, g: 120, b: 128, a: 92) : RGBA8.white
        #expect(steps[index].contribution == .fill(fill.premultiplied, source: fill))
        #expect(steps[index].composite == fill.premultiplied.over(steps[index - 1].composite))
        if style == "light" { #expect(image.color(x: x, y: y) == .white) }
        #expect(canvas[x, y].straight == image.color(x: x, y: y))
    }

    /// A badge where `_UIFloatingTabBarItemView -layoutSubviews` puts it: its trailing edge 3 pt
    /// past the item's, its top 2 pt above; Caption 1 inside 2 / 4 / 2 / 4, never narrower
    /// than high, at most 64 wide; systemRed under its white value.
    @Test func badgesAtTheDecompiledOffset() throws {
        let scene = try SceneParser.parse(
            "ios: 18\ndevice: ipad-pro-11\ncontent: {color: \"#ffffff\"}\nnavigationItem: {title: T}\ntabBar: {items: [{title: \"Listen Now\"}, {title: \"Browse\", badgeValue: \"3\"}, {title: \"Radio\", badgeValue: \"A very long badge value\"}]}\n",
            file: "s.yaml")
        let bar = try #require(try scene.barLayers().floatingTabBar)
        let items = bar.children.filter { $0.className == "_UIFloatingTabBarItemView" }
        let short = try #require(items[1].first("_UIFloatingTabBarBadgeView"))
        let font = try scene.fonts.style(.medium, size: 12, tracking: scene.drawnRelease.tracking)
        let height = 2 + font.ascent + font.descent + 2
        #expect(short.frame == PointRect(x: items[1].frame.width + 3 - height, y: -2, width: height, height: height))
        #expect(short.backgroundColor == SemanticColors.systemRed.light && short.shape == .capsule)
        let long = try #require(items[2].first("_UIFloatingTabBarBadgeView"))
        #expect(long.frame.width == 64 && long.frame.maxX == items[2].frame.width + 3)
        // In the pixels: red 2 pt inside the badge's leading edge, at its middle.
        let image = try SceneRenderer.render(scene)
        let x = Int(2 * (bar.frame.x + items[1].frame.x + short.frame.x + 2))
        let y = Int(2 * (bar.frame.y + items[1].frame.y + short.frame.y + short.frame.height / 2))
        #expect(image.color(x: x, y: y) == SemanticColors.systemRed.light)
    }

    /// What the floating bar does not model is refused, in one line naming the key and the fix.
    @Test func refusals() throws {
        let fix = "is not modelled yet; remove it, or standalone: true for a UITabBar of the app's own at the bottom"
        #expect(
            parseError(
                "ios: 18\ndevice: ipad-air-13\ncontent: {color: \"#ffffff\"}\ntabBar: {items: [{title: \"A\", isEnabled: false}]}\n",
                file: "s.yaml")
                == "s.yaml:4: tabBar.items[0].isEnabled: a disabled tab on iPadOS 18's floating tab bar (_UIFloatingTabBar) \(fix)"
        )
        #expect(
            parseError(
                "ios: 26\ndevice: ipad-air-13\ncontent: {color: \"#ffffff\"}\ntabBar:\n  barTintColor: \"#ff0000\"\n  items: [{title: \"A\"}]\n",
                file: "s.yaml")
                == "s.yaml:5: tabBar.barTintColor: a UITabBar property that styles the bottom bar on iPadOS 26's floating tab bar (_UIFloatingTabBar) \(fix)"
        )
        #expect(
            parseError(
                "ios: 18\ndevice: ipad-air-13\ncontent: {color: \"#ffffff\"}\nnavigationBar: {hidden: true}\ntabBar: {items: [{title: \"A\"}]}\n",
                file: "s.yaml")
                == "s.yaml:4: navigationBar.hidden: a hidden navigation bar on iPadOS 18's floating tab bar (_UIFloatingTabBar) \(fix)"
        )
        #expect(
            parseError(
                "ios: 18\ndevice: ipad-air-13\ncontent: {color: \"#ffffff\"}\ntabBar: {items: [{title: \"A\"}, {image: {systemName: star}}]}\n",
                file: "s.yaml")
                == "s.yaml:4: tabBar.items[1].title: an image-only tab (BarScope draws the floating tabs as titles) on iPadOS 18's floating tab bar (_UIFloatingTabBar) \(fix)"
        )
        // Past the 600-point maximum UIKit pages the tabs: refused when the bar is built.
        let long = (0..<8).map { "{title: \"Collection \($0)\"}" }.joined(separator: ", ")
        let wide = try SceneParser.parse(
            "ios: 18\ndevice: ipad-pro-13\ncontent: {color: \"#ffffff\"}\ntabBar: {items: [\(long)]}\n", file: "s.yaml")
        #expect(throws: SceneError.self) { try wide.barLayers() }
        do { _ = try wide.barLayers() } catch {
            #expect(
                "\(error)".hasPrefix("s.yaml:4: tabBar.items: the floating tab bar's tabs need ")
                    && "\(error)".hasSuffix(
                        " pt, more than its 600-pt maximum, where UIKit pages them (not modelled); use fewer or shorter tabs"
                    ))
        }
    }

    /// `tree` names the floating bar and its parts, with what is estimated.
    @Test func treeNamesTheParts() throws {
        let tree = try Self.floating(try Self.scene()).treeDescription()
        #expect(tree.contains("1: UIVisualEffectView; frame = (0 0; 381 40); cornerConfiguration = capsule"))
        #expect(tree.contains("1: _UIFloatingTabBarItemView; frame = (4 4; 119.5 32)"))
        #expect(tree.contains(" 2: _UITabSelectionView; frame = (0 0; 119.5 32)"))
        let notes = try Self.floating(try Self.scene()).notes
        #expect(notes.count == 3 && notes[2].contains("the capsule's height and top measured on an iPadOS 18 capture"))
    }
}
