import Raster

/// A background or shadow image as a developer sets it.
public enum BarImage: Sendable, Equatable {
    /// `[UIImage new]`.
    case empty
    /// A 1×1 image of one colour (the usual way to "set a colour", seed 000).
    case color(RGBA8)
    /// A bitmap (a PNG file), with a label for reports.
    case bitmap(any ImageSource, label: String)
    /// A bitmap read at a scale the scene gives (`{path: icon.png, scale: 2}`), whatever its
    /// file name says: `UIImage(named:)`'s `@2x`, or `UIImage(data:scale:)`'s `scale` (an item's
    /// image only).
    case bitmapAtScale(any ImageSource, label: String, scale: Int)
    /// `UIImage(systemName:)`: a symbol, drawn from the template the user exported (an item's
    /// image only; each bar draws it at its own configuration, ``SymbolImage``).
    case symbol(SymbolImage)

    public static func == (a: BarImage, b: BarImage) -> Bool {
        switch (a, b) {
        case let (.symbol(x), .symbol(y)): return x == y
        case (.symbol, _), (_, .symbol): return false
        case let (.bitmapAtScale(_, _, x), .bitmapAtScale(_, _, y)): return x == y && a.layerImage == b.layerImage
        case (.bitmapAtScale, _), (_, .bitmapAtScale): return false
        default: return a.layerImage == b.layerImage
        }
    }

    /// The image as a view shows it; a symbol has no pixels of its own until a bar configures
    /// it (``SymbolImage/glyph(_:fallbackSize:)``), so it is empty here.
    var layerImage: LayerImage {
        switch self {
        case .empty, .symbol: return .empty
        case let .color(c):
            return .bitmap(try! Image(width: 1, height: 1, fill: c.premultiplied), label: "1×1 \(c.hex)")
        case let .bitmap(image, label), let .bitmapAtScale(image, label, _): return .bitmap(image, label: label)
        }
    }
}

extension BarImage {
    /// The scale an item image is drawn at: the scene's `scale:`, else the `@2x`/`@3x` of its
    /// file name (as `UIImage(named:)` reads it), else the screen's (an asset made for the device).
    package func scale(onScreen screenScale: Int) -> Int {
        if case let .bitmapAtScale(_, _, scale) = self { return scale }
        guard case let .bitmap(_, label) = self else { return screenScale }
        return ["@3x": 3, "@2x": 2, "@1x": 1].first { label.hasSuffix($0.key + ".png") }?.value ?? screenScale
    }

    /// The image's pixels, for a bitmap.
    package var pixels: (any ImageSource)? {
        switch self {
        case let .bitmap(source, _), let .bitmapAtScale(source, _, _): return source
        default: return nil
        }
    }

    /// An item image's size in points, as UIKit draws it: its pixels over its ``scale(onScreen:)``.
    /// Nil for images without pixels.
    package func pointSize(onScreen screenScale: Int) -> (width: Double, height: Double)? {
        guard let source = pixels else { return nil }
        let scale = Double(scale(onScreen: screenScale))
        return (Double(source.width) / scale, Double(source.height) / scale)
    }
}

/// `shadowImage`.
public enum ShadowImage: Sendable, Equatable {
    /// `nil`: the system hairline.
    case `default`
    /// `[UIImage new]`: no hairline (only with a custom background image, seed 001).
    case none
    /// A custom image (only with a custom background image, seed 001).
    case image(BarImage)
}

/// The properties a developer sets on a `UINavigationBar`, and the two techniques of the seeds.
public struct BarAppearance: Sendable, Equatable {
    /// `translucent`; `nil` leaves UIKit's default (YES, or inferred from the background image).
    public var translucent: Bool?
    public var barStyle: BarStyle
    public var barTintColor: RGBA8?
    /// `barTintColor` given as a system colour (`systemPurple`, iOS 13+): UIKit takes any
    /// `UIColor` there and resolves a dynamic one in the bar's trait collection when it draws,
    /// so ``barTintColor`` holds it resolved (``resolvingBarTint(in:)``); nil for a plain colour.
    public var barTintSystemColor: DynamicColor?
    /// The bar view's own `backgroundColor` (beneath the background view).
    public var backgroundColor: RGBA8?
    /// `setBackgroundImage:forBarMetrics:`.
    public var backgroundImage: BarImage?
    public var shadowImage: ShadowImage
    /// Seed 000, scheme 2: an empty background image plus a plain view of this colour at index 0
    /// of the background view, and every subview of it no taller than 1 pt hidden.
    public var overlayColor: RGBA8?
    /// Seed 002's `navBarBgAlpha`; `nil` leaves the system's alphas.
    public var backgroundAlpha: Double?
    public var clipsToBounds: Bool
    /// The bar's `semanticContentAttribute`: whether it follows the app's layout direction
    /// (``SemanticContentAttribute``).
    public var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// iOS 11 `prefersLargeTitles` (navigation bar only): the large-title view below the bar's
    /// 44 pt, collapsing as the content scrolls up (see the scene's layout).
    public var prefersLargeTitles: Bool = false
    /// The navigation controller's `isNavigationBarHidden` (navigation bar only): the bar keeps
    /// its frame in the view tree, hidden, and the content's top is the safe area's (the status
    /// bar, or a notched phone's top inset).
    public var isHidden = false
    /// A tab bar the app places itself (`standalone: true`), not a `UITabBarController`'s: no
    /// controller ties it to a scroll view, so from iOS 15 it keeps its standard appearance
    /// (cashapp/AccessibilitySnapshot's standalone tab bars over still content, iOS 15.2 to
    /// 18.5: each with its hairline, where a controller's would be at its scroll edge,
    /// transparent and without one).
    public var isStandalone = false
    /// A tab bar controller's `mode` (iOS 18, ``TabBarMode``): `tabSidebar` shows its tabs in a
    /// sidebar on an iPad in regular width.
    package var mode = TabBarMode.automatic
    /// `sidebar.isHidden` of a `tabSidebar` controller: hidden, the tabs float at the top; nil
    /// for UIKit's default (shown in landscape, hidden upright).
    package var sidebarHidden: Bool?
    /// The controller's tab groups (`UITabGroup`, iOS 18), after its tabs: in its sidebar each
    /// is a section under its title (``SidebarList/Section``).
    package var tabGroups: [SidebarList.Section] = []
    /// Seed 001's colour change during a push or pop: a child view of this colour inside the
    /// overlay view (``overlayColor``), moved `offset` points sideways, sliding in with the
    /// transition.
    public var overlaySlide: OverlaySlide?
    /// `tintColor`: the colour of the bar's buttons and selected tab items (default: system blue).
    public var tintColor: RGBA8?
    /// `overrideUserInterfaceStyle` (UIView, iOS 13+): the bar's own light or dark trait, which
    /// its subviews inherit whatever the screen's (nil: `unspecified`, the screen's). SwiftUI's
    /// `toolbarColorScheme(_:for:)` sets a bar's scheme the same way.
    public var overrideUserInterfaceStyle: UserInterfaceStyle?
    /// `titleTextAttributes` and `largeTitleTextAttributes`.
    public var titleTextAttributes = TextAttributes()
    public var largeTitleTextAttributes = TextAttributes()
    /// A navigation bar's top item and the item beneath it (`UINavigationBar.items`).
    public var topItem: NavigationItem?
    public var backItem: BackItem?
    /// A tab bar's items, the selected one, and the colour of the others.
    public var tabItems: [TabBarItem] = []
    /// The selected item's index; nil selects none (UIKit's `selectedItem = nil` on a
    /// standalone tab bar): every item is drawn unselected.
    public var selectedIndex: Int? = 0
    public var unselectedItemTintColor: RGBA8?
    /// iOS 26: the tab bar controller's `tabBarMinimizeBehavior` (``TabBarMinimizeBehavior``).
    public var tabBarMinimizeBehavior = TabBarMinimizeBehavior.automatic
    /// iOS 26: whether the tab bar is drawn minimised, as the user's scroll leaves it under
    /// `onScrollDown` or `onScrollUp` (a still frame cannot tell how it was scrolled, so the
    /// scene says; UIKit follows only scrolls the user drags).
    public var isMinimized = false
    /// A toolbar's items.
    public var toolbarItems: [BarButtonItem] = []
    /// The iOS 13+ appearance objects the scene sets (`standardAppearance`, …).
    public var appearances: [AppearanceSlot: BarAppearanceObject] = [:]

    /// Whether the bar shows anything besides its background.
    public var hasContent: Bool {
        topItem != nil || backItem != nil || !tabItems.isEmpty || !toolbarItems.isEmpty
    }

    public init(
        translucent: Bool? = nil, barStyle: BarStyle = .default, barTintColor: RGBA8? = nil,
        backgroundColor: RGBA8? = nil, backgroundImage: BarImage? = nil, shadowImage: ShadowImage = .default,
        overlayColor: RGBA8? = nil, backgroundAlpha: Double? = nil, clipsToBounds: Bool = false
    ) {
        self.translucent = translucent
        self.barStyle = barStyle
        self.barTintColor = barTintColor
        self.backgroundColor = backgroundColor
        self.backgroundImage = backgroundImage
        self.shadowImage = shadowImage
        self.overlayColor = overlayColor
        self.backgroundAlpha = backgroundAlpha
        self.clipsToBounds = clipsToBounds
    }
}

/// Seed 001's sliding child view: the new colour, and how far from its final place it is.
public struct OverlaySlide: Sendable, Equatable {
    public var color: RGBA8
    /// Horizontal offset in points (0: covering the overlay view).
    public var offset: Double

    public init(color: RGBA8, offset: Double) {
        self.color = color
        self.offset = offset
    }
}

/// `UITabBarController.Mode` (iOS 18; Apple's documentation of the cases): `automatic` and
/// `tabBar` show the tab bar; `tabSidebar` shows a sidebar of the tabs on an iPad in regular
/// width (the tab bar when the sidebar is hidden), and the plain tab bar on an iPhone.
package enum TabBarMode: String, Sendable, CaseIterable {
    case automatic, tabBar, tabSidebar
}
