import BarLayers
import Raster

/// A bar SwiftUI's modifiers name (`ToolbarPlacement`): the navigation bar, the tab bar, the
/// bottom toolbar.
package enum SwiftUIBar: String, Sendable, CaseIterable, Comparable {
    case navigationBar, tabBar, bottomBar

    /// The UIKit bar it is.
    package var kind: BarKind {
        switch self {
        case .navigationBar: .navigationBar
        case .tabBar: .tabBar
        case .bottomBar: .toolbar
        }
    }

    /// The scene key of the UIKit bar (`toolbar` for the bottom bar).
    var uikitKey: String {
        switch self {
        case .navigationBar: "navigationBar"
        case .tabBar: "tabBar"
        case .bottomBar: "toolbar"
        }
    }

    package static func < (a: SwiftUIBar, b: SwiftUIBar) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// `Visibility`: SwiftUI's `.automatic`, `.visible`, `.hidden`.
package enum SwiftUIVisibility: String, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// `ColorScheme`.
package enum SwiftUIColorScheme: String, Sendable, CaseIterable {
    case light, dark

    var style: UserInterfaceStyle { self == .dark ? .dark : .light }
}

/// `NavigationBarItem.TitleDisplayMode`.
package enum SwiftUITitleDisplayMode: String, Sendable, CaseIterable {
    case automatic, large, inline

    /// The navigation item's `largeTitleDisplayMode` it sets.
    var largeTitleDisplayMode: LargeTitleDisplayMode {
        switch self {
        case .automatic: .automatic
        case .large: .always
        case .inline: .never
        }
    }
}

/// A colour as a scene writes it in SwiftUI's words (`purple`, `systemPurple`, `"#5e2a84"`)
/// with what it is.
package struct SwiftUIColor: Sendable, Equatable {
    /// As written, for `normalize`.
    package var written: String
    package var color: DynamicColor

    package init(written: String, color: DynamicColor) {
        self.written = written
        self.color = color
    }

    /// SwiftUI's named colours and the UIKit colours they are: "the system purple color" and so
    /// on (Apple's documentation of `Color.purple` …, each "A context-dependent purple color
    /// suitable for use in UI elements"; `Color.primary` and `.secondary` are the label colours).
    static let named: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray", "primary": "label", "secondary": "secondaryLabel",
    ]
}

/// What `toolbarBackground(_:for:)` fills a bar with: a colour or a material.
package enum SwiftUIBackgroundStyle: Sendable, Equatable {
    case color(SwiftUIColor)
    /// A `Material` (`ultraThinMaterial` …) and the blur style UIKit draws it with.
    case material(name: String, style: BlurStyle)

    /// SwiftUI's materials and the `UIBlurEffect` styles they are (Apple's documentation of
    /// `Material`: "ultraThin … regular … thick", each the system material of that thickness;
    /// `bar` is "a material matching the style of system toolbars", the chrome material).
    static let materials: [String: BlurStyle] = [
        "ultraThinMaterial": .systemUltraThinMaterial, "thinMaterial": .systemThinMaterial,
        "regularMaterial": .systemMaterial, "thickMaterial": .systemThickMaterial, "bar": .systemChromeMaterial,
    ]

    var written: String {
        switch self {
        case let .color(color): color.written
        case let .material(name, _): name
        }
    }
}

/// Where a toolbar item goes (`ToolbarItemPlacement`).
package enum SwiftUIPlacement: String, Sendable, CaseIterable {
    /// The navigation bar's leading edge (`leftBarButtonItems`).
    case topBarLeading
    /// The navigation bar's trailing edge (`rightBarButtonItems`).
    case topBarTrailing
    /// iOS: the trailing edge, as `topBarTrailing`.
    case primaryAction
    /// The bottom toolbar (`toolbarItems`).
    case bottomBar
    /// The bottom toolbar's centre.
    case status
    /// Where SwiftUI puts an item by default: on iPhone, the navigation bar's trailing edge.
    case automatic
    /// The names before iOS 17 (deprecated, still compiled): `topBarLeading` and `topBarTrailing`.
    case navigationBarLeading, navigationBarTrailing
    /// A confirming button (Done, Save): "on iOS, the trailing edge of the navigation bar", in the
    /// done style (Apple's documentation of `ToolbarItemPlacement.confirmationAction`; the style
    /// medium).
    case confirmationAction
    /// A cancelling button: the navigation bar's leading edge (Apple, `cancellationAction`).
    case cancellationAction

    /// Whether the item goes on the navigation bar's leading edge.
    var isLeading: Bool { [.topBarLeading, .navigationBarLeading, .cancellationAction].contains(self) }
    /// Whether it goes on the trailing edge.
    var isTrailing: Bool {
        [.topBarTrailing, .primaryAction, .automatic, .navigationBarTrailing, .confirmationAction].contains(self)
    }
}

/// A toolbar item: a button with a title or an SF Symbol.
package struct SwiftUIToolbarItem: Sendable, Equatable {
    package var placement: SwiftUIPlacement
    /// `Button("Edit")`: the title.
    package var title: String?
    /// `Image(systemName:)` or `Label(_:systemImage:)`: the symbol's name (a label in a toolbar
    /// shows its icon) and its image, read from the scene's symbols folder.
    package var systemImage: String?
    package var image: BarImage?

    package init(placement: SwiftUIPlacement, title: String? = nil, systemImage: String? = nil, image: BarImage? = nil)
    {
        self.placement = placement
        self.title = title
        self.systemImage = systemImage
        self.image = image
    }
}

/// A `TabView` tab: `Label(title, systemImage:)` with a `badge`.
package struct SwiftUITab: Sendable, Equatable {
    package var title: String
    /// The symbol's name and its image, read from the scene's symbols folder.
    package var systemImage: String?
    package var image: BarImage?
    package var badge: String?

    package init(title: String, systemImage: String? = nil, image: BarImage? = nil, badge: String? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.image = image
        self.badge = badge
    }
}

/// `tabViewStyle(_:)`. On iPhone all three draw the bottom tab bar (Apple: `sidebarAdaptable`
/// "iOS displays a bottom tab bar").
package enum SwiftUITabViewStyle: String, Sendable, CaseIterable {
    case automatic, sidebarAdaptable, tabBarOnly
}

/// The SwiftUI modifiers a scene's `swiftUI:` block writes, as written. ``Scene/lowering(_:)``
/// lowers them onto the UIKit model in one pass; the scene keeps them to write them back.
package struct SwiftUIModifiers: Sendable, Equatable {
    package var navigationTitle: String?
    package var navigationBarTitleDisplayMode: SwiftUITitleDisplayMode?
    package var toolbarBackground: [SwiftUIBar: SwiftUIBackgroundStyle] = [:]
    package var toolbarBackgroundVisibility: [SwiftUIBar: SwiftUIVisibility] = [:]
    package var toolbarColorScheme: [SwiftUIBar: SwiftUIColorScheme] = [:]
    /// `toolbar(_:for:)` / `toolbarVisibility(_:for:)`: a bar hidden or shown.
    package var toolbarVisibility: [SwiftUIBar: SwiftUIVisibility] = [:]
    package var tint: SwiftUIColor?
    package var toolbar: [SwiftUIToolbarItem] = []
    package var tabs: [SwiftUITab] = []
    /// The selected tab's index (`TabView(selection:)`).
    package var selectedTab = 0
    package var tabViewStyle = SwiftUITabViewStyle.automatic
    package var tabBarMinimizeBehavior: TabBarMinimizeBehavior?

    package init() {}
}
