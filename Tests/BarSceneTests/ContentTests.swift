import Foundation
import Testing

@testable import BarLayers
@testable import BarScene
@testable import Raster
import Compositing
import RasterPNG
import Typesetting

private func scene(_ yaml: String) throws -> Scene {
    try SceneParser.parse(yaml, file: "scene.yaml")
}

private func contentParseError(_ yaml: String) -> String {
    do {
        _ = try SceneParser.parse(yaml, file: "scene.yaml")
        return "parsed"
    } catch {
        return error.description
    }
}

private let fontsFolder =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .path
    + "/Sources/CFonts/fonts"

/// The bounding box of the pixels in `rect` that differ from `background` (device pixels).
private func ink(_ image: Image, in rect: PixelRect, background: RGBA8) -> PixelRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in rect.y..<rect.maxY {
        for x in rect.x..<rect.maxX where image.color(x: x, y: y) != background {
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
    }
    return minX == .max ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// Layout pinned to ContentMetrics' cited constants, in points, at @2x and @3x.
@Suite struct NavigationContentTests {
    static let bar = "navigationBar: {translucent: false}\n"

    func bars(_ ios: Int, _ device: String, _ more: String) throws -> (Scene, SceneBars) {
        let s = try scene("ios: \(ios)\ndevice: \(device)\ncontent: {color: \"#ffffff\"}\n" + Self.bar + more)
        return (s, try s.barLayers())
    }

    @Test(arguments: [("iphone-8", 2), ("iphone-x", 3)])
    func titleCentredBackButtonAndItemOnTheirConstants(device: String, scale: Int) throws {
        let (s, bars) = try bars(
            11, device,
            """
            navigationItem: {title: "General", rightBarButtonItems: [{systemItem: edit}]}
            backItem: {title: "Settings"}
            """)
        let width = s.device.widthPoints
        let content = try #require(bars.navigationBar.first(.content(.contentView)))
        #expect(content.frame == PointRect(x: 0, y: 0, width: width, height: 44))
        // The title: centred on the bar, its baseline 28 pt down (ContentMetrics.rowBaseline).
        let title = try #require(content.first(.content(.title)))
        guard case let .text(line, color, _, baseline)? = title.drawing else { Issue.record("no title text"); return }
        #expect(line.text == "General" && color == .black)
        #expect(abs(title.frame.x + title.frame.width / 2 - width / 2) < 1e-9)
        #expect(abs(title.frame.y + baseline - ContentMetrics.rowBaseline) < 1e-9)
        // The back chevron: 13 × 21 at x 8, its bottom 5 − 1/scale below the baseline; its
        // title 6 pt after it, at 27 pt.
        let back = try #require(content.first(.content(.backButton)))
        let chevron = try #require(back.first(.content(.backIndicator)))
        #expect(back.frame.x + chevron.frame.x == 8 && chevron.frame.width == 13 && chevron.frame.height == 21)
        #expect(abs(back.frame.y + chevron.frame.y + 21 - (28 + 5 - 1 / Double(scale))) < 1e-9)
        let backLabel = try #require(back.first(.content(.label)))
        #expect(back.frame.x + backLabel.frame.x == 27)
        // The Edit item: its title ends 16 pt from the edge (the 8 pt row inset and 8 pt padding).
        let stack = try #require(content.first(.content(.itemStack(.trailing))))
        let edit = try #require(stack.first(.content(.label)))
        #expect(abs(stack.frame.x + edit.frame.x + edit.frame.width - (width - 16)) < 1e-9)
        // The pixels agree: the title's ink is centred within a point, and sits on its baseline.
        let image = try SceneRenderer.render(s)
        let k = Double(scale), top = s.layout.navigationBar.y
        let row = PixelRect(x: Int(100 * k), y: Int(top * k), width: Int((width - 200) * k), height: Int(44 * k))
        let titleInk = try #require(ink(image, in: row, background: .white))
        #expect(abs(Double(titleInk.x + titleInk.maxX) / 2 / k - width / 2) < 1, "\(titleInk)")
        #expect(
            abs(Double(titleInk.maxY) / k - (top + 28)) < 0.7,
            "ink bottom \(Double(titleInk.maxY) / k), baseline \(top + 28)")
    }

    /// iOS 9–10 buttons sit 8 pt from the edge (UINavigationButton dumps).
    @Test func iOS10ItemsSitEightPointsIn() throws {
        let (_, bars) = try bars(
            10, "iphone-8",
            "navigationItem: {leftBarButtonItems: [{systemItem: cancel}], rightBarButtonItems: [{title: \"Save\", style: done}]}\n"
        )
        let left = try #require(bars.navigationBar.first(.content(.item(.leading))))
        let right = try #require(bars.navigationBar.children.last { $0.role == .content(.item(.trailing)) })
        #expect(left.frame.x == 8)
        #expect(abs(right.frame.x + right.frame.width - (375 - 8)) < 1e-9)
        guard case let .text(save, _, _, _)? = right.first(.content(.label))?.drawing else {
            Issue.record("no label"); return
        }
        #expect(save.style.font.name == "Inter-SemiBold.otf")
    }

    @Test func aLongTitleIsCutWithAnEllipsisBetweenTheItems() throws {
        let long = String(repeating: "Very long title ", count: 6)
        let (_, bars) = try bars(
            11, "iphone-8",
            "navigationItem: {title: \"\(long)\", leftBarButtonItems: [{systemItem: cancel}], rightBarButtonItems: [{systemItem: done}]}\n"
        )
        let content = try #require(bars.navigationBar.first(.content(.contentView)))
        let title = try #require(content.first(.content(.title)))
        guard case let .text(line, _, _, _)? = title.drawing else { Issue.record("no title"); return }
        #expect(line.text.hasSuffix("…") && line.text.count < long.count)
        let left = try #require(content.first(.content(.itemStack(.leading)))),
            right = try #require(content.first(.content(.itemStack(.trailing))))
        #expect(title.frame.x >= left.frame.x + left.frame.width + 6 - 1e-9)
        #expect(title.frame.x + title.frame.width <= right.frame.x - 6 + 1e-9)
    }

    /// UIKit's order for the back title: its own, the previous title, "Back", then none.
    @Test func theBackTitleFallsBackToBackThenToNothing() throws {
        func backText(_ backItem: String, title: String) throws -> String? {
            let (_, bars) = try bars(11, "iphone-se", "navigationItem: {title: \"\(title)\"}\nbackItem: \(backItem)\n")
            guard
                case let .text(line, _, _, _)? = bars.navigationBar.first(.content(.backButton))?.first(
                    .content(.label))?.drawing
            else { return nil }
            return line.text
        }
        #expect(try backText("{title: \"Mail\", backButtonTitle: \"Inbox\"}", title: "Today") == "Inbox")
        #expect(try backText("{title: \"Accessibility Settings\"}", title: "Display & Text Size") == "Back")
        #expect(try backText("{title: \"Accessibility Settings\"}", title: "A Display & Text Size Title") == nil)
    }

    @Test(arguments: [("iphone-8", 16.0), ("iphone-8-plus", 20.0)])
    func theLargeTitleSitsAtTheLeadingMargin(device: String, margin: Double) throws {
        let (_, largeBars) = try bars(11, device, "navigationItem: {title: \"Mailboxes\"}\n")
        let withLarge = try scene(
            "ios: 11\ndevice: \(device)\ncontent: {color: \"#ffffff\"}\nnavigationBar: {translucent: false, prefersLargeTitles: true}\nnavigationItem: {title: \"Mailboxes\"}\n"
        )
        let view = try #require(try withLarge.barLayers().navigationBar.first(.content(.largeTitle)))
        #expect(
            !view.isHidden && view.frame == PointRect(x: 0, y: 44, width: withLarge.device.widthPoints, height: 52)
                && view.clipsToBounds)
        let label = try #require(view.first(.content(.label)))
        guard case let .text(line, _, _, baseline)? = label.drawing else { Issue.record("no large title"); return }
        #expect(label.frame.x == margin && line.style.size == 34 && line.style.font.name == "InterDisplay-Bold.otf")
        #expect(abs(label.frame.y + baseline - ContentMetrics.largeTitleBaseline) < 1e-9)
        // The row's small title waits, hidden, until the large one collapses.
        #expect(try withLarge.barLayers().navigationBar.first(.content(.title))?.isHidden == true)
        #expect(largeBars.navigationBar.first(.content(.largeTitle))?.isHidden == true)
    }

    @Test func blackStyleTurnsTitlesAndTheStatusBarWhite() throws {
        let s = try scene(
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#000000\"}\nnavigationBar: {barStyle: black}\nnavigationItem: {title: \"Now Playing\"}\nstatusBar: {}\n"
        )
        let bars = try s.barLayers()
        guard
            case let .text(_, color, _, _)? = bars.navigationBar.first(.content(.title))?.first(.content(.label))?
                .drawing
        else { Issue.record("no title"); return }
        #expect(color == .white)
        guard case let .text(_, time, _, _)? = bars.statusBar?.first("UIStatusBarTimeItemView")?.drawing else {
            Issue.record("no time"); return
        }
        #expect(time == .white)
    }

    @Test func aPromptAddsItsLineAboveTheRow() throws {
        let s = try scene(
            "ios: 11\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\nnavigationItem: {title: \"Wi-Fi\", prompt: \"Choose a network\"}\n"
        )
        #expect(s.layout.navigationBar == PointRect(x: 0, y: 20, width: 375, height: 74))
        let bars = try s.barLayers()
        let prompt = try #require(bars.navigationBar.first(.content(.prompt)))
        #expect(!prompt.isHidden && prompt.frame == PointRect(x: 0, y: 0, width: 375, height: 30))
        #expect(bars.navigationBar.first(.content(.contentView))?.frame.y == 30)
    }

    /// `tree` prints the content views with their text, and `explain` names the label whose
    /// glyphs cover a pixel, with their coverage.
    @Test func treeAndExplainShowTheText() throws {
        let s = try scene(
            "ios: 10\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n" + Self.bar
                + "navigationItem: {title: \"General\"}\n")
        let tree = try s.barLayers().navigationBar.treeDescription()
        #expect(
            tree.contains("1: UINavigationItemView; frame = (") && tree.contains(" 2: UILabel; frame = (")
                && tree.contains("text = \"General\"; textColor = #000000"))
        let image = try SceneRenderer.render(s)
        let titleInk = try #require(
            ink(image, in: PixelRect(x: 200, y: 40, width: 350, height: 88), background: .white))
        // A pixel of a glyph's stem: the middle of the ink's first column that is fully dark.
        var probe: (Int, Int)?
        for x in titleInk.x..<titleInk.maxX where probe == nil {
            for y in titleInk.y..<titleInk.maxY where image.color(x: x, y: y) == .black { probe = (x, y); break }
        }
        let (px, py) = try #require(probe)
        var canvas = try SceneRenderer.contentImage(for: s)
        var steps: [CompositeStep] = []
        for bar in try s.barNodes(of: try s.barLayers().drawingOrder) {
            steps += Compositor.render(bar, onto: &canvas, probing: px, py)
        }
        #expect(steps.contains { $0.label == "UILabel" && $0.contribution == .mask(coverage: 255, color: .black) })
        #expect(canvas[px, py].straight == image.color(x: px, y: py))
    }
}

/// A tab bar's items: evenly across the bar, icons centred 18 pt below each button's top.
@Suite struct TabContentTests {
    @Test(arguments: [("iphone-8", 2), ("iphone-x", 3)])
    func itemsSpreadEvenlyWithIconsAndLabels(device: String, scale: Int) throws {
        let s = try scene(
            """
            ios: 10
            device: \(device)
            content: {color: "#ffffff"}
            tabBar: {translucent: false, items: [{systemItem: favorites}, {systemItem: search}, {title: "Mail", badgeValue: "3"}, {systemItem: more}], selectedIndex: 1}
            """)
        let tab = try #require(try s.barLayers().tabBar)
        let buttons = tab.children.filter { $0.role == .content(.tabButton) }
        #expect(buttons.count == 4)
        let width = s.device.widthPoints, w = (width - 4 - 12) / 4
        for (i, button) in buttons.enumerated() {
            #expect(
                abs(button.frame.x - (2 + Double(i) * (w + 4))) < 1e-9 && button.frame.y == 1
                    && button.frame.height == 48)
            if let icon = button.first(.content(.image)) {
                #expect(abs(icon.frame.x + 12.5 - w / 2) < 1e-9 && icon.frame.y + 12.5 == 18)
            }
        }
        guard case let .icon(_, _, selected)? = buttons[1].first(.content(.image))?.drawing,
            case let .icon(_, _, normal)? = buttons[0].first(.content(.image))?.drawing
        else { Issue.record("no icons"); return }
        #expect(selected == ContentMetrics.systemBlue && normal == ContentMetrics.tabUnselectedLegacy)
        let badge = try #require(buttons[2].first(.content(.badge)))
        #expect(badge.frame.height == 18 && badge.frame.y == 2)
        // The Mail label: 10 pt medium, centred on its button.
        guard case let .text(mail, _, _, _)? = buttons[2].first(.content(.label))?.drawing else {
            Issue.record("no label"); return
        }
        let label = try #require(buttons[2].first(.content(.label)))
        #expect(
            mail.style.size == 10 && mail.style.font.name == "Inter-Medium.otf"
                && abs(label.frame.x + label.frame.width / 2 - w / 2) < 1e-9)
        _ = scale
    }
}

@Suite struct ContentInputTests {
    static let base = "ios: 11\ndevice: iphone-8\ncontent: {color: \"#ffffff\"}\n"

    @Test(arguments: [
        (
            "navigationItem: {rightBarButtonItems: [{systemItem: teleport}]}\n",
            "scene.yaml:4: navigationItem.rightBarButtonItems[0].systemItem: \"teleport\" is not a system item; use one of done, cancel, edit, save, undo, redo, close, add, search, action, compose, bookmarks, trash, refresh, camera, reply, organize, play, pause, rewind, fastForward, flexibleSpace, fixedSpace"
        ),
        (
            "tabBar: {items: [{systemItem: favourites}]}\n",
            "scene.yaml:4: tabBar.items[0].systemItem: \"favourites\" is not a tab bar system item; use one of more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed"
        ),
        (
            "navigationItem: {title: \"\"}\n",
            "scene.yaml:4: navigationItem.title: is empty; give the text, or remove the key"
        ),
        (
            "navigationItem: {rightBarButtonItems: [{systemItem: edit, title: \"Edit\"}]}\n",
            "scene.yaml:4: navigationItem.rightBarButtonItems[0]: give exactly one of systemItem, title, image, for example {systemItem: edit} or {title: \"Save\", style: done}"
        ),
        (
            "navigationItem: {rightBarButtonItems: [{image: {path: missing.png}}]}\n",
            "scene.yaml:4: navigationItem.rightBarButtonItems[0].image.path: \"missing.png\" does not exist (looked for missing.png); fix the path, which is relative to the scene file"
        ),
        (
            "fonts: {semibold: {path: /nonexistent/SF.otf, sha256: \"0000000000000000000000000000000000000000000000000000000000000000\"}}\n",
            "scene.yaml:4: fonts.semibold: /nonexistent/SF.otf: cannot open: No such file or directory; fix the font's path"
        ),
        (
            "fonts: {semibold: {path: /nonexistent/SF.otf}}\n",
            "scene.yaml:4: fonts.semibold.path: cannot read the font file (/nonexistent/SF.otf: cannot open: No such file or directory); fix the path, which is relative to the scene file"
        ),
        (
            "statusBar: {carrier: \"A very long carrier name\"}\n",
            "scene.yaml:4: statusBar.carrier: \"A very long carrier name\" is too long for the status bar; give a carrier name such as \"Carrier\", or \"\" for none"
        ),
        (
            "statusBar: {time: \"12:34:56 PM\"}\n",
            "scene.yaml:4: statusBar.time: \"12:34:56 PM\" is too long for the status bar's clock; give a time such as \"9:41\""
        ),
    ])
    func badContentIsOneLineNamingTheKey(yaml: String, message: String) {
        #expect(contentParseError(Self.base + yaml) == message)
    }

    @Test func anAbsurdlyLongTitleIsRefusedAndALongOneTruncated() throws {
        let absurd = String(repeating: "x", count: 501)
        #expect(
            contentParseError(Self.base + "navigationItem: {title: \"\(absurd)\"}\n").hasSuffix(
                "is longer than 500 characters; a bar shows one line (UIKit truncates it with …)"))
        let s = try scene(Self.base + "navigationItem: {title: \"\(String(repeating: "x", count: 500))\"}\n")
        guard case let .text(line, _, _, _)? = try s.barLayers().navigationBar.first(.content(.title))?.drawing else {
            Issue.record("no title"); return
        }
        #expect(line.text.hasSuffix("…") && line.width <= 375 - 12)
    }

    /// A font whose bytes are not the pinned ones is refused, with what they are.
    @Test func aFontWithAnotherDigestIsRefused() throws {
        let path = fontsFolder + "/Inter-Bold.otf"
        let wrong = String(repeating: "0", count: 64)
        let message = contentParseError(Self.base + "fonts: {semibold: {path: \(path), sha256: \"\(wrong)\"}}\n")
        #expect(
            message
                == "scene.yaml:4: fonts.semibold: \(path): the font's SHA-256 is \(BuiltInFont.interBold.sha256), not \(wrong); pin the file you mean, or give the file that has it"
        )
        let pinned = try scene(
            Self.base
                + "fonts: {semibold: {path: \(path), sha256: \"\(BuiltInFont.interBold.sha256)\"}}\nnavigationItem: {title: \"Bold\"}\n"
        )
        guard case let .text(line, _, _, _)? = try pinned.barLayers().navigationBar.first(.content(.title))?.drawing
        else { Issue.record("no title"); return }
        #expect(line.style.font.name == "Inter-Bold.otf")
    }
}

/// A user's image on an item is a template, as UIKit treats one: its alpha is the shape, filled
/// with the item's tint, at the image's own size (pixels over the scale its name or the screen gives).
@Suite struct TemplateImageTests {
    @Test func anItemImageIsItsAlphaInTheTintAtItsOwnSize() throws {
        let dir = NSTemporaryDirectory() + "barscope-template-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 44 × 44 px: an opaque red left half, a half-transparent green right half.
        var image = try Image(width: 44, height: 44)
        for y in 0..<44 {
            for x in 0..<44 {
                image[x, y] = (x < 22 ? RGBA8(r: 255, g: 0, b: 0) : RGBA8(r: 0, g: 255, b: 0, a: 128)).premultiplied
            }
        }
        try PNGEncoder.write(image, to: dir + "/half.png")
        try PNGEncoder.write(image, to: dir + "/half@1x.png")
        let s = try SceneParser.parse(
            """
            ios: 11
            device: iphone-8
            content: {color: "#ffffff"}
            navigationBar: {translucent: false, tintColor: "#5856d6"}
            navigationItem: {rightBarButtonItems: [{image: {path: half.png}}]}
            tabBar: {translucent: false, items: [{title: "One", image: {path: half@1x.png}}], selectedIndex: 0}
            """, file: dir + "/scene.yaml", directory: dir)
        let bars = try s.barLayers()
        let item = try #require(bars.navigationBar.first(.content(.image)))
        // @2x screen: 22 × 22 pt, a device pixel above the 44 pt row's centre; the outermost
        // button 8 + 22 + 11 pt, 8 pt in, the image 11 pt into it.
        #expect(item.frame.width == 22 && item.frame.height == 22 && item.frame.y == 10.5)
        #expect(item.frame.x == 11)
        let tabImage = try #require(bars.tabBar?.first(.content(.image)))
        // Named @1x: 44 × 44 pt, centred on the icon's centre, where the release puts it below the
        // button's top.
        let centre = s.release.tabItems.iconCenterY
        #expect(tabImage.frame.width == 44 && abs(tabImage.frame.y + 22 - centre) < 1e-9)
        // The pixels: the tint where the image is opaque, the tint at half over white elsewhere;
        // no red or green anywhere.
        let rendered = try SceneRenderer.render(s)
        let k = 2, x0 = (375 - 8 - 41 + 11) * k, y0 = 61
        let box = PixelRect(x: x0, y: y0, width: 44, height: 44)
        var seen = Set<RGBA8>()
        for y in box.y..<box.maxY { for x in box.x..<box.maxX { seen.insert(rendered.color(x: x, y: y)) } }
        let purple = RGBA8(r: 0x58, g: 0x56, b: 0xd6)
        #expect(
            seen.contains(purple) && !seen.contains { $0.r > $0.b && $0.r > 0x80 }
                && !seen.contains { $0.g > $0.r && $0.g > $0.b })
        #expect(seen.contains(RGBA8(r: 0xab, g: 0xaa, b: 0xea)), "\(seen.map(\.hex).sorted())")
    }
}

/// The status bar's items, placed by each phone's provider (StatusBarProvider's cited rows).
@Suite struct StatusBarContentTests {
    func statusBar(_ device: String, ios: Int = 11, _ status: String = "{}") throws -> (Scene, Layer) {
        let s = try scene("ios: \(ios)\ndevice: \(device)\ncontent: {color: \"#ffffff\"}\nstatusBar: \(status)\n")
        return (s, try #require(try s.barLayers().statusBar))
    }

    func item(_ bar: Layer, _ className: String) throws -> Layer { try #require(bar.first(className)) }
    func centre(_ layer: Layer) -> Double { layer.frame.x + layer.frame.width / 2 }

    /// The 20 pt bar: the dots 6.5 pt in, the carrier 3 pt after them, the battery (and its cap)
    /// ending 5.5 pt from the right edge, the time centred with its period.
    @Test(arguments: ["iphone-8", "iphone-8-plus"])
    func legacyItemsFromTheEdges(device: String) throws {
        let (s, bar) = try statusBar(device, ios: 10)
        let width = s.device.widthPoints
        let signal = try item(bar, "UIStatusBarSignalStrengthItemView")
        #expect(signal.frame.x == 6.5 && signal.frame.width == 5 * 5.5 + 4)
        let carrier = try item(bar, "UIStatusBarServiceItemView")
        guard case let .text(carrierLine, _, _, _)? = carrier.drawing else { Issue.record("no carrier"); return }
        #expect(carrierLine.text == "Carrier" && carrier.frame.x == signal.frame.maxX + 3)
        #expect(try item(bar, "UIStatusBarDataNetworkItemView").frame.x == carrier.frame.maxX + 3)
        let battery = try item(bar, "UIStatusBarBatteryItemView")
        #expect(abs(battery.frame.maxX - (width - 5.5)) < 1e-9)
        let time = try item(bar, "UIStatusBarTimeItemView")
        guard case let .text(timeLine, _, _, baseline)? = time.drawing else { Issue.record("no time"); return }
        #expect(
            timeLine.text == "9:41 AM" && timeLine.style.size == 12 && timeLine.style.font.name == "Inter-SemiBold.otf")
        #expect(abs(centre(time) - width / 2) < 1e-9 && abs(time.frame.y + baseline - 14.5) < 1e-9)
        // A carrier of "" draws none, and the Wi-Fi moves up to the signal.
        let (_, bare) = try statusBar(device, ios: 10, "{carrier: \"\", time: \"10:09\"}")
        let bareWifi = try item(bare, "UIStatusBarDataNetworkItemView")
        #expect(bare.first("UIStatusBarServiceItemView") == nil && bareWifi.frame.x == signal.frame.maxX + 3)
    }

    /// Around a notch: the time centred at round(½ notch x + 0.15 corner radius) + the offset,
    /// the signal, Wi-Fi and battery centred 1 pt further in from the right (and half the class's
    /// adjustment), every item's baseline (a glyph's bottom) on the notch's bottom less the inset;
    /// the time's size is the class's base font + 2. The ink agrees.
    static let notchCases: [(String, Double, Double, Double, Double)] = [
        ("iphone-x", 46 + 2.0 / 3, 30 - 5.0 / 3, 15, 0),  // round₃(41.5 + 5.85) − 0.667
        ("iphone-xr", 51.5, 32 - 1.5, 16, 0),  // round₂(46.75 + 6.225) − 1.5
        ("iphone-xs-max", 57, 30 - 5.0 / 3, 16, 2.0 / 3),  // round₃(51.17 + 5.85) + 0
        ("iphone-12", 52, 32 - 5.0 / 3, 15.5, 0),  // round₃(45 + 7.1) + 0
        ("iphone-12-pro-max", 62 + 2.0 / 3, 32 - 5.0 / 3, 17, 4),  // round₃(54.67 + 8.0) + 0
    ]

    @Test(arguments: notchCases)
    func notchTimeAndClusterMirrorEachOther(
        device: String, timeCentre: Double, baseline: Double, timeSize: Double, adjustment: Double
    ) throws {
        let (s, bar) = try statusBar(device)
        let width = s.device.widthPoints, scale = Double(s.device.scale)
        let time = try item(bar, "_UIStatusBarStringView")
        guard case let .text(line, _, _, timeBaseline)? = time.drawing else { Issue.record("no time"); return }
        #expect(line.text == "9:41" && line.style.size == timeSize)
        #expect(abs(centre(time) - timeCentre) < 1e-9, "\(centre(time))")
        #expect(abs(time.frame.y + timeBaseline - baseline) < 1e-9)
        let cellular = try item(bar, "_UIStatusBarCellularSignalView"),
            wifi = try item(bar, "_UIStatusBarWifiSignalView")
        let battery = try item(bar, "_UIBatteryView")
        #expect(abs((cellular.frame.x + battery.frame.maxX) / 2 - (width - timeCentre - 1 - adjustment / 2)) < 1e-9)
        #expect(abs(wifi.frame.x - cellular.frame.maxX - (s.device.statusBar.itemSpacing + adjustment / 2)) < 1e-9)
        for glyph in [cellular, wifi, battery] { #expect(abs(glyph.frame.maxY - baseline) < 1e-9) }
        #expect(bar.first("UIStatusBarServiceItemView") == nil)
        // The time's ink is centred there too, within a point, and ends on the baseline (within a device pixel).
        let image = try SceneRenderer.render(s)
        let timeInk = try #require(
            ink(
                image,
                in: PixelRect(
                    x: 0, y: 0, width: Int(width * scale / 2 - 100 * scale),
                    height: Int(s.device.statusBarHeight * scale)), background: image.color(x: 1, y: 1)))
        #expect(abs(Double(timeInk.x + timeInk.maxX) / 2 / scale - timeCentre) < 1, "\(timeInk)")
        // Within the pixel the baseline falls in.
        #expect(abs(Double(timeInk.maxY) / scale - baseline) <= 1 / scale + 1e-9, "\(timeInk)")
    }

    /// Around the island: the time centred between 17 pt and 8 pt before the island, the other
    /// items between 8 pt after it and 18 pt from the edge, on a baseline half a region (a cap
    /// height of the base font and a point) below the island's middle.
    @Test(arguments: [
        ("iphone-14-pro", 134.0, 125.0, 1.12, 17.0), ("iphone-14-pro-max", 457.0 / 3, 376.0 / 3, 1.26, 18.0),
    ])
    func islandTimeAndClusterBesideTheIsland(
        device: String, islandX: Double, islandWidth: Double, iconScale: Double, timeSize: Double
    ) throws {
        let (s, bar) = try statusBar(device, ios: 11)
        let width = s.device.widthPoints
        let time = try item(bar, "_UIStatusBarStringView"), battery = try item(bar, "_UIBatteryView")
        let cellular = try item(bar, "_UIStatusBarCellularSignalView")
        #expect(abs(centre(time) - (17 + islandX - 8) / 2) < 1e-9)
        #expect(abs((cellular.frame.x + battery.frame.maxX) / 2 - (islandX + islandWidth + 8 + width - 18) / 2) < 1e-9)
        let baseline = 34.0 / 3 + 110.0 / 6 + (1443.0 / 2048 * (timeSize - 2) + 1) / 2
        guard case let .text(line, _, _, timeBaseline)? = time.drawing else { Issue.record("no time"); return }
        #expect(
            line.style.size == timeSize && abs(time.frame.y + timeBaseline - baseline) < 1e-9
                && abs(battery.frame.maxY - baseline) < 1e-9)
        #expect(abs(battery.frame.width - (24 / 1.12 * iconScale + StatusGlyphs.batteryCapReach)) < 1e-9)
    }
}
