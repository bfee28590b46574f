import BarScopeSupport
import BarLayers
import Compositing
import Typesetting
import Raster
import RasterPNG

/// What lies beneath the bar.
public enum SceneContent: Sendable, Equatable {
    /// A solid colour over the whole screen.
    case color(RGBA8)
    /// A PNG drawn at the top-left in device pixels, over the window's black.
    case image(Image, path: String)
    /// A PNG file, checked but decoded only when rendered (as a scene file gives it), drawn
    /// like ``image(_:path:)``.
    case png(PNGFile)
    /// The built-in list screen of seed 000 (`.list()` for its defaults).
    case list(ListScreen = ListScreen())
}

/// Where a parsed scene's values came from: the files it named and its texts with their keys.
/// Provenance, not content: two scenes that draw the same are equal whatever file they were
/// read from, so this compares equal always (a Swift-built scene and its parsed `yamlText`
/// are the same scene).
public struct SceneInputs: Sendable, Equatable {
    public var files: [String] = []
    public var texts: [SceneText] = []
    /// The variants the file declares (`variants:`).
    public var variants: [SceneVariant] = []

    public init() {}

    public static func == (a: SceneInputs, b: SceneInputs) -> Bool { true }
}

/// What part of the screen a scene renders: the whole screen, or strips of rows (full width)
/// that bars cover, rendered without the rest of the screen (the small pictures goldens want).
public enum SceneRegion: String, Sendable, CaseIterable {
    /// The whole screen.
    case screen
    /// Every bar's strip, top to bottom, stacked into one picture: the navigation bar's (from the
    /// top of the status bar to its hairline), then the bottom bars' (the toolbar and the tab bar,
    /// from the hairline above them to the bottom of the screen).
    case bars
    /// The navigation bar's strip alone (with the status bar above it).
    case navigationBar
    /// The tab bar's strip alone (with the home indicator's inset below it).
    case tabBar
    /// The toolbar's strip alone.
    case toolbar
}

/// A scene: an iOS version, a device, content, a navigation bar and optionally a toolbar and a
/// tab bar, the view controller's layout properties, and a transition, as a scene file gives them.
public struct Scene: Sendable, Equatable {
    /// The iOS release (`ios:`), its row validated once when the scene is made: `Scene(ios: 26, …)`
    /// in Swift, `ios: 26` in a file.
    public var release: IOSVersion
    /// Where each key was written, for a scene read from a file (its warnings name the line).
    package var keyLines = KeyLines()
    public var device: Device
    /// How the phone is held (`orientation:`): portrait, or on its side in compact height.
    public var orientation = Orientation.portrait
    public var content: SceneContent
    public var navigationBar: BarAppearance
    /// The `UITabBar` of a `UITabBarController` around the navigation controller (`tabBar:`).
    public var tabBar: BarAppearance?
    /// The navigation controller's `UIToolbar` (`toolbar:`), above the tab bar when both are shown.
    public var toolbar: BarAppearance?
    /// The top view controller's layout properties (`viewController:`).
    public var viewController = ViewControllerLayout()
    /// A push or pop to render as frames (`transition:`); `render` shows its state at `progress`.
    public var transition: Transition?
    /// The status bar's items (`statusBar:`); nil draws none.
    public var statusBar: StatusBarContent?
    /// A `UISplitViewController`'s columns on an iPad (`splitView:`); the scene's own bars and
    /// content are its secondary column's.
    package var splitView: SplitView?
    /// A sidebar list drawn in this scene's view, under its navigation bar: a split view's
    /// column or a tab bar controller's sidebar, as ``columns`` builds them.
    package var sidebar: SceneSidebar?
    /// The column whose navigation bar strip `region: {navigationBar: primary}` cuts, alone:
    /// its width, its bar and the status bar above it; nil cuts every column's (``columns``).
    package var regionColumn: String?
    /// A navigation controller presented as a sheet on an iPad (`presentation:`): the picture
    /// is the sheet's frame (``SheetPresentation``).
    package var presentation: SheetPresentation?
    /// iPadOS 26: the app is in a window (`windowed: true`), whose controls are drawn
    /// (``WindowControls``, estimates).
    package var windowed = false
    /// iOS 9 to iPadOS 18: the app is in a Split View window (`window:`, ``PadWindow``), a
    /// fraction of the screen's width, with the window's horizontal size class.
    package var window: PadWindow?
    /// The SwiftUI modifiers the scene was written with (`swiftUI:`), already lowered onto the
    /// bars above (``lowering(_:)``); nil for a scene in UIKit's words.
    package internal(set) var swiftUI: SwiftUIModifiers?
    /// What each modifier set, in order.
    package internal(set) var swiftUILowering: [SwiftUILowered] = []
    /// The fonts text is set in (`fonts:`; Inter unless the scene names files).
    public var fonts = FontSet()
    /// The folder of SF Symbols templates the scene's `systemName` images are read from
    /// (`symbols: {path: Symbols}`), as the scene names it; nil when it names none.
    public var symbols: String?
    /// Light or dark mode (`userInterfaceStyle:`, iOS 13+).
    public var userInterfaceStyle = UserInterfaceStyle.light
    /// The app's `UIDesignRequiresCompatibility` (`infoPlist:`): on iOS 26, the bars of iOS 18
    /// instead of Liquid Glass (Apple's documentation of the key; iOS 27 ignores it).
    public var requiresCompatibility = false
    /// iOS 26: the style the bars' glass is drawn in (`glassAppearance:`, ``GlassAppearance``).
    public var glassAppearance = GlassAppearance.automatic
    /// iOS 26: which fit of the glass is drawn (`glassFit:`, ``GlassFit``); nil: the release's
    /// own (``GlassFit/screens26_4``).
    public var glassFit: GlassFit?
    /// iOS 26: the app's own glass over the content (`glassEffectViews:`), and the spacing of the
    /// `UIGlassContainerEffect` that holds them (`glassEffectContainer: {spacing:}`; nil: each
    /// alone, none merging).
    public var glassEffectViews: [GlassEffectView] = []
    public var glassEffectContainerSpacing: Double?
    /// The user's Reduce Transparency setting (`reduceTransparency:`) and Increase Contrast
    /// (`accessibilityContrast: high`), UIKit's trait names: drawn on iOS 26's glass
    /// (``GlassAccessibility``).
    public var reduceTransparency = false
    public var accessibilityContrast = AccessibilityContrast.normal
    /// How the picture is taken (`capture:`): as the display shows it, or as
    /// `CALayer.render(in:)` records it for snapshot libraries (``Capture``).
    public var capture = Capture.screen

    /// The text size chosen in Settings (`contentSizeCategory:`, UIKit's names): list rows
    /// follow it; bar texts keep their Large size (``DynamicType``).
    public var contentSizeCategory = ContentSizeCategory.large
    /// The app's language (`locale:`, BCP 47: `zh-Hans`, `ar`, `he`): it picks the layout
    /// direction (``SceneLocale``) and the forms the shaper uses; nil is English.
    public var locale: String?
    /// A direction set in Swift, in place of the locale's.
    private var chosenDirection: LayoutDirection?

    /// The direction the app is laid out in (UIKit's `userInterfaceLayoutDirection`): the
    /// locale's (right to left for Arabic, Hebrew, Persian, Urdu, …), unless set. Right to left,
    /// each bar's content is mirrored (the back button and left items at the right, tab items in
    /// reverse order, the large title at the right), but for a bar whose
    /// `semanticContentAttribute` says otherwise.
    public var layoutDirection: LayoutDirection {
        get { chosenDirection ?? locale.map(SceneLocale.layoutDirection(of:)) ?? .leftToRight }
        set { chosenDirection = newValue }
    }
    /// The scene file, for messages (or a label for built-in scenes).
    public var source: String
    /// The part of the screen rendered (`region:` in a scene file).
    public var region: SceneRegion = .screen
    /// Device chrome (`deviceChrome:` in a scene file; nil, the default, draws none): the home
    /// indicator, the notch or Dynamic Island and the screen's rounded corners, with this colour
    /// outside the corners (`.clear` for transparent, `.black`). See ``DeviceChrome``.
    public var deviceChrome: RGBA8?
    /// What the scene file gave, beyond what the scene draws (``SceneInputs``).
    public var inputs = SceneInputs()
    /// The files a scene file named (images, fonts), as read: a command refuses to write its
    /// output over any of them.
    public var inputFiles: [String] {
        get { inputs.files }
        set { inputs.files = newValue }
    }
    /// The texts a scene file gave, each with its key and the weights it may be drawn in, for
    /// the warning about characters the fonts cannot show (``warnings``).
    public var texts: [SceneText] {
        get { inputs.texts }
        set { inputs.texts = newValue }
    }

    /// The variants the scene file declares (`variants:`), each a scene of its own
    /// (``SceneParser/parse(_:file:directory:limits:variant:)``); empty for one scene.
    public var variants: [SceneVariant] {
        get { inputs.variants }
        set { inputs.variants = newValue }
    }

    public init(
        release: IOSVersion, device: Device, content: SceneContent, navigationBar: BarAppearance, source: String
    ) {
        self.release = release
        self.device = device
        self.content = content
        self.navigationBar = navigationBar
        self.source = source
    }

    /// A scene built in Swift, in the scene file's vocabulary:
    ///
    /// ```swift
    /// var bar = NavigationBar()
    /// bar.barTintColor = "#ff2d55"
    /// let scene = Scene(ios: 11, device: .iPhone8, content: .list(), navigationBar: bar)
    /// ```
    ///
    /// `source` names the scene in messages (a scene file's path when parsed).
    public init(
        ios: IOSVersion, device: Device, content: SceneContent = .color(.white),
        navigationBar: NavigationBar = NavigationBar(),
        tabBar: TabBar? = nil, toolbar: Toolbar? = nil, statusBar: StatusBarContent? = nil,
        userInterfaceStyle: UserInterfaceStyle = .light, orientation: Orientation = .portrait,
        region: SceneRegion = .screen,
        source: String = "Swift scene"
    ) {
        self.init(release: ios, device: device, content: content, navigationBar: navigationBar, source: source)
        self.orientation = orientation
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.statusBar = statusBar
        self.userInterfaceStyle = userInterfaceStyle
        self.region = region
    }

    /// The top view controller's navigation item (`navigationItem:`), held by the navigation bar.
    public var navigationItem: NavigationItem? {
        get { navigationBar.topItem }
        set { navigationBar.topItem = newValue }
    }

    /// The navigation item beneath (`backItem:`).
    public var backItem: BackItem? {
        get { navigationBar.backItem }
        set { navigationBar.backItem = newValue }
    }

    /// The release whose bars are drawn: the scene's, or iOS 18's on iOS 26 when the app sets
    /// `UIDesignRequiresCompatibility` (iOS 27 ignores the key).
    public var drawnRelease: IOSVersion { release.drawn(requiringCompatibility: requiresCompatibility) }

    /// The design the bars are drawn in (the drawn release's).
    package var design: any BarDesign { drawnRelease.design }

    /// The scene's traits, resolved once (``Traits``): what every bar is built in.
    public var traits: Traits {
        let screen = self.screen
        var traits = Traits(
            release: release, idiom: screen.idiom, horizontalSizeClass: screen.horizontalSizeClass,
            verticalSizeClass: screen.verticalSizeClass,
            layoutDirection: layoutDirection, preferredContentSizeCategory: contentSizeCategory,
            userInterfaceStyle: userInterfaceStyle, accessibilityContrast: accessibilityContrast,
            reduceTransparency: reduceTransparency, language: locale ?? "en", displayScale: device.scale,
            requiresCompatibility: requiresCompatibility)
        traits.fonts = fonts
        traits.fonts.language = locale
        traits.capture = capture
        traits.glassAppearance = glassAppearance
        traits.glassFitChoice = glassFit
        return traits
    }

    /// The device in the scene's orientation: the screen everything is laid out on, with the
    /// status bar of the release the phone runs (``Device/onRelease(_:)``; the system's, so the
    /// scene's `ios`, whatever the app's compatibility mode draws).
    package var screen: Screen {
        if let presentation, let sheet = sheetScreen(presentation) { return sheet }
        return Screen(
            device: device.onRelease(release.number), orientation: orientation, release: drawnRelease,
            window: windowFrame)
    }

    /// Where the bars and the content sit.
    package var layout: ScreenLayout { ScreenLayout(self) }

    /// The `UINavigationBar` view tree UIKit would build for this scene.
    public func navigationBarLayer() throws(SceneError) -> Layer {
        try barLayers().navigationBar
    }

    /// Every bar's view tree, by role. A scene BarScope refuses (``validate()``) throws, so a
    /// scene built in Swift is refused as its file would be, never drawn wrong.
    public func barLayers() throws(SceneError) -> SceneBars {
        try validate()
        let layout = self.layout
        let sceneTraits = traits
        func build(_ kind: BarKind, _ appearance: BarAppearance, _ place: BarPlacement) throws(SceneError) -> Layer {
            // Where the bar sits comes from the screen's layout, whole; the traits say how it is
            // drawn, and the bar may override them for itself.
            var placement = place
            placement.scrollEdge = scrollEdge(kind, position: place.position)
            var traits = sceneTraits
            // The glass is drawn in the bar's own style (its override, a black bar's dark trait).
            let barStyle = appearance.trait(userInterfaceStyle)
            // Measured only where a threshold could flip the glass (none for light glass).
            let flips = barStyle == .dark ? GlassAdaptivity.darkToLightLuma : GlassAdaptivity.lightToDarkLuma
            if design.adaptsToContentBeneath, glassAppearance == .automatic, !reduceTransparency, let flips {
                var luma = try contentLuma(under: kind, place: place)
                // An appearance's colour drawn under the capsules is what they sit on: mixed
                // over the content by its alpha (Rec. 709 luma, as the content's is measured).
                if let rules = drawnRelease.appearanceRules,
                    let under = appearance.colorUnderGlass(
                        kind: kind, rules: rules, position: place.position, style: barStyle)
                {
                    let a = Double(under.a) / 255
                    luma = a * SceneRenderer.luma(under) + (1 - a) * luma
                }
                let style = GlassAdaptivity.style(barStyle, over: luma)
                traits.glassAppearance = style == .dark ? .dark : .light
                let threshold =
                    "\(barStyle.rawValue) \(barStyle == .dark ? "above" : "below") \(PointRect.format(flips))"
                traits.glassAdaptation =
                    "iOS 26: the glass is \(style.rawValue) over content of mean luma \(PointRect.format((luma * 1000).rounded() / 1000))"
                    + (style == barStyle
                        ? " (it flips from \(threshold); GlassAdaptivity, an estimate)"
                        : " (flipped from \(threshold): GlassAdaptivity, an estimate; glassAppearance: \(barStyle.rawValue) keeps it)")
            }
            do {
                // A system barTintColor follows the scene's style even if it was set after parsing.
                return try BarBuilder.build(
                    appearance.resolvingBarTint(in: userInterfaceStyle), kind: kind, traits: traits,
                    placement: placement)
            } catch {
                throw SceneError(code: .font, file: source, key: "fonts", message: "\(error)")
            }
        }
        var navigationPlace = layout.navigationBarPlacement
        // A sidebar column's bar lines its items up with the rows' content (``SidebarMetrics/barMargin``).
        if sidebar != nil, let metrics = SidebarMetrics.metrics(for: drawnRelease) {
            navigationPlace.sideInset += metrics.barMargin - BarConstants.contentLayoutMargin(isPlus: true)
        }
        var bars = SceneBars(navigationBar: try build(.navigationBar, navigationBar, navigationPlace))
        // Hidden, the bar stays in the tree with its frame, as UIKit keeps it, and draws nothing.
        if navigationBar.isHidden { bars.navigationBar.isHidden = true }
        if let toolbar, let place = layout.placement(.toolbar) { bars.toolbar = try build(.toolbar, toolbar, place) }
        if let tabBar, let place = layout.placement(.tabBar) { bars.tabBar = try build(.tabBar, tabBar, place) }
        if let floating = try floatingTabBarLayer(traits: sceneTraits) {
            bars.floatingTabBar = floating
            // Its inline title gives way to the floating bar (``FloatingTabBar/notes(_:)``).
            bars.navigationBar = bars.navigationBar.hidingInlineTitle(
                because: "the floating tab bar takes the inline title's place in the row")
        }
        bars.sidebar = try sidebarLayer(traits: sceneTraits)
        bars.statusBar = try systemLayer()
        if design.models(.glassEffectViews), !glassEffectViews.isEmpty {
            bars.glassEffectViews = GlassEffectLayers.layer(
                glassEffectViews, containerSpacing: glassEffectContainerSpacing,
                style: glassAppearance.style(over: userInterfaceStyle), reduceTransparency: reduceTransparency,
                highContrast: accessibilityContrast == .high, fit: traits.glassFit, screen: screen.bounds
            ).captured(capture)
        }
        bars.navigationBar = bars.navigationBar.captured(capture)
        bars.toolbar = bars.toolbar?.captured(capture)
        bars.tabBar = bars.tabBar?.captured(capture)
        bars.floatingTabBar = bars.floatingTabBar?.captured(capture)
        return bars
    }
}

extension Scene {
    /// How far past the screen's edges a glass view may reach, in points: glass is drawn as a
    /// shape over its whole frame, so a frame far off the screen would cost memory for nothing.
    public static let glassViewOverhang = 100.0

    /// Why a glass view's frame cannot be drawn on this scene's screen, or nil: it must touch the
    /// screen and reach at most ``glassViewOverhang`` points past any edge.
    public func glassFrameProblem(_ frame: PointRect) -> String? {
        let screen = self.screen.bounds
        let size = "\(PointRect.format(screen.width)) × \(PointRect.format(screen.height))-point screen"
        guard frame.x < screen.maxX, frame.maxX > 0, frame.y < screen.maxY, frame.maxY > 0 else {
            return "lies off the \(size); move it onto the screen"
        }
        let past = max(-frame.x, -frame.y, frame.maxX - screen.maxX, frame.maxY - screen.maxY)
        guard past <= Self.glassViewOverhang else {
            return
                "reaches \(PointRect.format(past)) points past the \(size)'s edge; keep glass within \(PointRect.format(Self.glassViewOverhang)) points of it"
        }
        return nil
    }

    /// The mean Rec. 709 luma (0 to 1) of the content under a glass bar's row of capsules, full
    /// width: the navigation bar's top 44 points; the tab bar's capsule (62, 44 in landscape, a
    /// minimised bar's 48-point circle); the toolbar's capsules (48, 44 in landscape).
    func contentLuma(under kind: BarKind, place: BarPlacement) throws(SceneError) -> Double {
        let scale = Double(device.scale)
        let compact = place.position.compact
        let g = design.glassMetrics ?? .phone26
        let (top, height): (Double, Double)
        switch kind {
        case .navigationBar: (top, height) = (place.barTop, g.capsuleHeight)
        case .tabBar where tabBar?.isMinimized == true:
            (top, height) = (place.barTop + g.tab.minimizedTop, g.tab.minimizedSize)
        case .tabBar:
            (top, height) = (place.barTop, compact ? g.landscape.tabCapsuleHeight : g.tab.capsuleHeight)
        case .toolbar:
            (top, height) = (
                place.barTop + g.toolbar.capsuleTop,
                compact ? g.landscape.toolbarCapsuleHeight : g.toolbar.capsuleHeight
            )
        }
        let first = Int((top * scale).rounded(.down)), last = Int(((top + height) * scale).rounded(.up))
        return try SceneRenderer.contentLuma(of: self, rows: first..<last)
    }

    /// iOS 26: the list's edge effect under a bar of `kind`: the top one under the navigation
    /// bar, the bottom one under the lowest bottom bar. Nil for content that does not scroll
    /// (no scroll view, no effect) and for the releases before glass.
    func scrollEdge(_ kind: BarKind, position: BarPosition) -> ScrollEdgeState? {
        guard design.drawsScrollEdgeEffects, case let .list(list) = content else { return nil }
        let effect: ScrollEdgeEffect
        switch kind {
        case .navigationBar: effect = list.topEdgeEffect
        case .tabBar: effect = list.bottomEdgeEffect
        case .toolbar:
            guard tabBar == nil else { return nil }
            effect = list.bottomEdgeEffect
        }
        return ScrollEdgeState(
            effect: effect, depthUnder: position.depthUnder,
            background: list.palette(release: release, style: userInterfaceStyle).background,
            screenHeight: screen.heightPoints)
    }

    /// Builds the compositor's trees of `layers` (from ``barLayers()``) as a render does before
    /// drawing, and says how many nodes they hold: what a caller outside the package (the
    /// fuzzers) can run of that step without the compositor's types, which are internal.
    public func countRenderNodes(of layers: [Layer]) throws(SceneError) -> Int {
        func count(_ node: RenderNode) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }
        return try barNodes(of: layers).reduce(0) { $0 + count($1) }
    }

    /// What the system draws over the app's top edge: the status bar, or for an app in a window
    /// its controls (a window has no status bar, ``padRefusal``). Neither is the app's: a layer
    /// capture of the app's views never holds them (``warnings`` says so when the scene asks).
    package func systemLayer() throws(SceneError) -> Layer? {
        guard capture == .screen else { return nil }
        do { return try statusBarLayer() ?? windowControlsLayer } catch {
            throw SceneError(code: .font, file: source, key: "fonts", message: "\(error)")
        }
    }

    /// The compositor's trees of `layers` (from ``barLayers()``) on this scene's screen, moved
    /// `originX` points right (a split view's column). A bar image too large to hold is decoded
    /// here, as it is drawn.
    package func barNodes(of layers: [Layer], originX: Double = 0) throws(SceneError) -> [RenderNode] {
        do {
            // Nothing outside the screen is ever seen: a strip or a transition's band is cut
            // from the screen's rows.
            let drawable = PixelRect(x: 0, y: 0, width: screen.pixelWidth, height: screen.pixelHeight)
            return try layers.map { try $0.renderNode(scale: device.scale, originX: originX, drawable: drawable) }
        } catch {
            throw SceneError(file: source, key: nil, message: "\(error)")
        }
    }
}

/// UIKit's names for the bars' properties, as a scene file and Swift code both use them.
public typealias NavigationBar = BarAppearance
public typealias TabBar = BarAppearance
public typealias Toolbar = BarAppearance

extension BarImage {
    /// A PNG file as a bar image (`{path: file.png}` in a scene file), read and checked now.
    public static func png(_ path: String, limits: PNGLimits = .default) throws(PNGError) -> BarImage {
        .bitmap(try PNGDecoder.read(path: path, limits: limits), label: path)
    }
}

/// The lines a scene file writes its keys on, by key path (`navigationBar.barTintColor`,
/// `navigationItem.rightBarButtonItems[0].title`). Where the scene was written, not what it is:
/// it never makes two scenes differ (a scene and its `normalize`d copy are equal).
package struct KeyLines: Sendable, Equatable {
    var lines: [String: Int] = [:]

    package init() {}

    /// The line of `key`, else of the nearest key that encloses it; nil when none is known.
    package func line(of key: String) -> Int? {
        var path = Substring(key)
        while !path.isEmpty {
            if let line = lines[String(path)] { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = path[..<cut]
        }
        return nil
    }

    /// Records the lines of `node`'s keys and items under `path`.
    mutating func record(_ node: YAMLNode, path: String = "") {
        switch node.value {
        case .mapping(let entries):
            for (key, value) in entries {
                guard let name = key.string else { continue }
                let child = path.isEmpty ? name : path + "." + name
                // A scalar's own line: a variant's value keeps the line it has in `variants:`.
                if case .scalar = value.value { lines[child] = value.line } else { lines[child] = key.line }
                record(value, path: child)
            }
        case .sequence(let items):
            for (index, item) in items.enumerated() {
                let child = "\(path)[\(index)]"
                lines[child] = item.line
                record(item, path: child)
            }
        case .scalar: break
        }
    }

    package static func == (_: KeyLines, _: KeyLines) -> Bool { true }
}
