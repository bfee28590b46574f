import Raster
import Typesetting

/// `UIBarButtonItem.SystemItem`: the items UIKit draws itself, as text (in English) or as an
/// icon.
public enum SystemItem: String, Sendable, CaseIterable, Hashable {
    case done, cancel, edit, save, undo, redo, close
    case add, search, action, compose, bookmarks, trash, refresh, camera, reply, organize, play, pause, rewind,
        fastForward
    case flexibleSpace, fixedSpace

    /// The localized string UIKit titles the item with (nil: an icon, a space, or a title
    /// BarScope knows in English only).
    package var systemString: SystemString? {
        switch self {
        case .done: return .done
        case .cancel: return .cancel
        case .edit: return .edit
        case .save: return .save
        default: return nil
        }
    }

    /// What the item shows in English: its title, or its icon.
    public var look: ItemLook { look(language: nil) }

    /// What the item shows in the language of a BCP 47 tag (``SystemString``; English where
    /// BarScope does not know the title in that language).
    public func look(language: String?) -> ItemLook {
        switch self {
        case .done, .cancel, .edit, .save:
            // Titles UIKit localizes; it sets Done and Save semibold.
            return .title(systemString!.title(language: language).text, bold: self == .done || self == .save)
        case .undo: return .title("Undo", bold: false)
        case .redo: return .title("Redo", bold: false)
        case .close: return .icon(.close)
        case .add: return .icon(.add)
        case .search: return .icon(.search)
        case .action: return .icon(.action)
        case .compose: return .icon(.compose)
        case .bookmarks: return .icon(.bookmarks)
        case .trash: return .icon(.trash)
        case .refresh: return .icon(.refresh)
        case .camera: return .icon(.camera)
        case .reply: return .icon(.reply)
        case .organize: return .icon(.organize)
        case .play: return .icon(.play)
        case .pause: return .icon(.pause)
        case .rewind: return .icon(.rewind)
        case .fastForward: return .icon(.fastForward)
        case .flexibleSpace, .fixedSpace: return .space
        }
    }
}

/// How an item looks.
public enum ItemLook: Sendable, Hashable {
    /// A title; `bold` for the done style (UIKit sets Done and Save semibold).
    case title(String, bold: Bool)
    case icon(Icon)
    /// Space between items (flexible or fixed).
    case space
}

/// `UIBarButtonItem.Style`. iOS 26 renamed `done` `prominent` (the same raw value, 2: decompiled
/// `UINavigationBarAppearance` keeps `prominentButtonAppearance` under "DoneButtons"; OpenUIKit's
/// reading: "`UIBarButtonItem.Style.done` was literally renamed `.prominent`"), so the two draw
/// alike; `prominent` exists from iOS 26 only.
public enum BarButtonItemStyle: String, Sendable, CaseIterable, Hashable {
    case plain, done, prominent

    /// Done or prominent: semibold titles and the done colours; on iOS 26's glass, a capsule of
    /// its own filled with the tint.
    public var isProminent: Bool { self != .plain }
}

/// A `UIBarButtonItem`: a system item, a title or a template image.
public struct BarButtonItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case system(SystemItem)
        case title(String)
        /// A template image: its alpha is the shape, filled with the tint.
        case image(BarImage)
    }

    public var kind: Kind
    public var style: BarButtonItemStyle
    /// `width` of a fixed space, in points.
    public var width: Double
    /// iOS 26: `sharesBackground` (default true); false puts the item on a glass capsule of its
    /// own instead of sharing its neighbours' (Apple's documentation of the property).
    public var sharesBackground = true
    /// iOS 26: `hidesSharedBackground` (default false); true draws no glass behind the item,
    /// ignored when the item shares a capsule with others (Apple's documentation).
    public var hidesSharedBackground = false
    /// `tintColor`: the item's own tint, over the bar's. It colours the item's glyph, and its
    /// title where no appearance sets the title's colour; on iOS 26, where the bar's `tintColor`
    /// no longer reaches the buttons, it is the way to colour one (xbmc/Official-Kodi-Remote-iOS
    /// pull request 1451: "set tint per UIBarButtonItem"), and it fills a prominent item's capsule.
    public var tintColor: RGBA8?
    /// `isEnabled` (default true): a disabled item draws its title and glyph in UIKit's disabled
    /// colour of the colour it would have (``ContentMetrics/disabledItemColor(_:dark:)``); on
    /// iOS 26 a prominent one's capsule is filled with that grey, not the tint.
    public var isEnabled = true

    /// Whether iOS 26 draws the item prominent: the done or prominent style, or the system Done
    /// item (a checkmark there: OpenUIKit's iOS 26.1 reading, "a tint-filled capsule with a white
    /// checkmark"; gini-mobile-ios pull request 1202, "the system checkmark").
    public var isProminentOnGlass: Bool { style.isProminent || kind == .system(.done) }

    /// Whether iOS 26 gives the item a capsule of its own whatever its neighbours (WWDC25, "Build
    /// a UIKit app with the new design": "Text buttons, the system Done and Close buttons, and
    /// prominent style buttons have separate glass backgrounds").
    public var standsAloneOnGlass: Bool { isProminentOnGlass || kind == .system(.close) }

    public init(_ kind: Kind, style: BarButtonItemStyle = .plain, width: Double = 0) {
        self.kind = kind
        self.style = style
        self.width = width
    }
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, Sendable, CaseIterable, Hashable {
    case automatic, always, never
}

/// The top view controller's `UINavigationItem`.
public struct NavigationItem: Sendable, Equatable {
    public var title: String?
    /// The prompt line above the title.
    public var prompt: String?
    public var largeTitleDisplayMode: LargeTitleDisplayMode
    public var leftBarButtonItems: [BarButtonItem]
    public var rightBarButtonItems: [BarButtonItem]
    public var hidesBackButton: Bool
    /// iOS 26: `subtitle`, a line under the title in the bar (``GlassMetrics/subtitleSize``),
    /// and `largeSubtitle`, the line under the large title (nil: the subtitle is shown there).
    public var subtitle: String?
    public var largeSubtitle: String?
    /// The line shown under the large title: `largeSubtitle`, else `subtitle` (Apple's
    /// documentation of `largeSubtitle`: nil falls back to `subtitle`); nil for none.
    public var shownLargeSubtitle: String? {
        (largeSubtitle ?? subtitle).flatMap { $0.isEmpty ? nil : $0 }
    }
    /// The item's own appearances (iOS 13+; `compactScrollEdgeAppearance` iOS 15): while the
    /// item is on top they come before the bar's in UIKit's choice
    /// (``BarAppearance/chosenAppearance(kind:rules:position:legacy:)``).
    public var appearances: [AppearanceSlot: BarAppearanceObject] = [:]

    public init(
        title: String? = nil, prompt: String? = nil, largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        leftBarButtonItems: [BarButtonItem] = [], rightBarButtonItems: [BarButtonItem] = [],
        hidesBackButton: Bool = false
    ) {
        self.title = title
        self.prompt = prompt
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
        self.hidesBackButton = hidesBackButton
    }
}

/// The navigation item beneath the top one: it gives the back button its title.
public struct BackItem: Sendable, Equatable {
    public var title: String?
    public var backButtonTitle: String?
    /// `backButtonDisplayMode` (iOS 14): which titles the back button may show.
    public var backButtonDisplayMode = BackButtonDisplayMode.default

    public init(title: String? = nil, backButtonTitle: String? = nil) {
        self.title = title
        self.backButtonTitle = backButtonTitle
    }
}

/// `UINavigationItem.BackButtonDisplayMode`. Apple's documentation gives each mode the titles it
/// tries, in order, the first that fits being shown: `default` the back button title, the item's
/// title, a generic title ("Back"), none; `generic` the generic title, none (ignoring the
/// item's title and back button title); `minimal` none, the indicator alone.
public enum BackButtonDisplayMode: String, Sendable, CaseIterable {
    case `default`, generic, minimal

    /// The titles the back button tries, in order, before the indicator alone; the generic
    /// title in the language of the BCP 47 tag `language` (``SystemString/back``).
    public func candidates(for item: BackItem, language: String? = nil) -> [String] {
        let generic = SystemString.back.title(language: language).text
        let titles: [String?]
        switch self {
        case .default: titles = [item.backButtonTitle, item.title, generic]
        case .generic: titles = [generic]
        case .minimal: titles = []
        }
        return titles.compactMap { $0 }.filter { !$0.isEmpty }
    }
}

/// `UITabBarItem.SystemItem`, with UIKit's English titles.
public enum TabSystemItem: String, Sendable, CaseIterable, Hashable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
        mostViewed

    public var title: String {
        switch self {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }

    /// The icon when the item is not selected, and when it is (filled where UIKit fills it).
    public var icons: (normal: Icon, selected: Icon) {
        switch self {
        case .more: return (.more, .more)
        case .favorites, .featured, .topRated: return (.star, .starFilled)
        case .recents, .mostRecent: return (.clock, .clock)
        case .contacts: return (.contacts, .contacts)
        case .history: return (.history, .history)
        case .bookmarks: return (.bookmarks, .bookmarks)
        case .search: return (.search, .search)
        case .downloads: return (.downloads, .downloads)
        case .mostViewed: return (.mostViewed, .mostViewed)
        }
    }
}

/// `UIImage.RenderingMode`.
public enum ImageRenderingMode: String, Sendable, CaseIterable {
    case automatic, alwaysTemplate, alwaysOriginal
}

/// A `UITabBarItem`: a system item, or a title with an optional template image.
public struct TabBarItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case system(TabSystemItem)
        case custom(title: String?, image: BarImage?)
    }

    public var kind: Kind
    public var badgeValue: String?
    /// How its image is drawn (`UIImage.RenderingMode`): a tab bar draws an image as a template
    /// in the item's colour unless it is `alwaysOriginal`, drawn in its own colours (Apple's
    /// `UITabBarItem` documentation: "By default, the actual unselected and selected images are
    /// automatically created from the alpha values in the source images. To prevent system
    /// coloring, provide images with UIImage.RenderingMode.alwaysOriginal").
    public var renderingMode = ImageRenderingMode.automatic
    /// `isEnabled`: a disabled item is drawn in its unselected colours, faded
    /// (``ContentMetrics/disabledTabItemAlpha``).
    public var isEnabled = true
    /// The item's own appearances (`standardAppearance` iOS 13, `scrollEdgeAppearance` iOS 15):
    /// while the item is selected they come before the tab bar's.
    public var appearances: [AppearanceSlot: BarAppearanceObject] = [:]
    /// A `UISearchTab` (iOS 18: `UITab` with the search role): an ordinary item before iOS 26,
    /// its own glass circle at the trailing end of iOS 26's tab bar.
    public var isSearchTab = false

    public init(_ kind: Kind, badgeValue: String? = nil) {
        self.kind = kind
        self.badgeValue = badgeValue
    }
}

/// `titleTextAttributes`: the keys BarScope draws.
public struct TextAttributes: Sendable, Equatable {
    /// A plain colour, or (iOS 13+) a semantic one resolved in the bar's trait.
    public var foregroundColor: DynamicColor?
    /// `.font`: nil keeps the text's own (17 pt semibold for a title, …).
    public var font: FontAttribute?
    /// `.kern` in points: added after every character, the last included, in place of SF's
    /// tracking for the size (Apple's `NSAttributedString.Key.kern`: "the number of points by
    /// which to adjust kern-pair characters", 0 turning kerning off; Core Text's
    /// `kCTKernAttributeName`: present, it replaces the standard spacing; the trailing space is
    /// the subject of "NSString drawInRect:withAttributes: not correctly centered when using
    /// NSKernAttributeName", Stack Overflow, 2014). Nil keeps the font's own spacing.
    public var kern: Double?

    public init(foregroundColor: DynamicColor? = nil, font: FontAttribute? = nil, kern: Double? = nil) {
        self.foregroundColor = foregroundColor
        self.font = font
        self.kern = kern
    }
}

/// A `UIFont` given in text attributes: the system font at a size and weight
/// (`UIFont.systemFont(ofSize:weight:)`, BarScope's Inter standing in for SF, with SF's tracking
/// for the size), or a font file of the app's (`UIFont(name:size:)`, pinned by SHA-256 as a
/// scene's `fonts:` are, set without tracking: SF's table is SF's). What is left out keeps the
/// text's own: a size alone changes the size, a weight alone the weight.
public struct FontAttribute: Sendable, Equatable {
    public var size: Double?
    public var weight: FontWeight?
    /// The app's font, loaded and checked; nil is the system font.
    package var custom: Font?
    /// The custom font's path as the scene gave it, for writing the scene back out.
    public var file: String?

    package init(size: Double? = nil, weight: FontWeight? = nil, custom: Font? = nil, file: String? = nil) {
        self.size = size
        self.weight = weight
        self.custom = custom
        self.file = file
    }
}

/// `UIStatusBarStyle`: dark items (`default` before iOS 13, `darkContent` from it) or light ones
/// (`lightContent`); from iOS 13 `default` follows the trait (UIApplication.h).
public enum StatusBarStyle: String, Sendable, CaseIterable {
    case `default`, lightContent, darkContent

    /// The items' colour in a trait.
    public func color(_ trait: UserInterfaceStyle) -> RGBA8 {
        switch self {
        case .lightContent: return .white
        case .darkContent: return .black
        case .default: return trait == .dark ? .white : .black
        }
    }
}

/// What the status bar shows (`statusBar:` in a scene).
public struct StatusBarContent: Sendable, Equatable {
    /// `default` unless the scene says; nil follows the navigation bar's `barStyle`, as a
    /// navigation controller's status bar does (black → light content).
    public var style: StatusBarStyle?
    /// The clock's text; nil shows what the simulator shows on that status bar (``defaultTime(split:)``).
    public var time: String?
    /// The carrier's name beside the signal on the 20 pt status bar; nil shows the simulator's
    /// "Carrier", "" none. The bars around a notch or island have no room for it.
    public var carrier: String?
    /// 0…1.
    public var batteryLevel: Double

    public init(style: StatusBarStyle? = nil, time: String? = nil, carrier: String? = nil, batteryLevel: Double = 1) {
        self.style = style
        self.time = time
        self.carrier = carrier
        self.batteryLevel = batteryLevel
    }

    /// Apple's marketing time, 9:41, with "AM" on the 20 pt status bar, whose clock shows the
    /// period (Apple's iOS 10 and iPhone 8 product images; the bars around a notch drop it).
    public static func defaultTime(split: Bool) -> String { split ? "9:41" : "9:41 AM" }

    /// The date an iPad's status bar shows beside the time: Apple's WWDC 2024 keynote day, the
    /// date of iPadOS 18's announcement (BarScope's choice; a simulator shows today's date).
    public static let defaultPadDate = "Mon Jun 10"

    /// Where a phone shows its carrier, an iPad before iOS 12 shows "iPad" (Apple's iOS 9 and 10
    /// iPad screenshots).
    public static let defaultPadName = "iPad"

    /// The carrier name the iOS Simulator shows.
    public static let defaultCarrier = "Carrier"
}

/// `UITabBarController.MinimizeBehavior` (iOS 26): when the floating tab bar shrinks to one
/// circle. Apple's documentation: `automatic` (the default) does not minimise on iPhone, nor does
/// `never`; `onScrollDown` minimises as the content scrolls down and expands as it scrolls back
/// up, `onScrollUp` the other way round (for content aligned to the bottom); only iPhones
/// minimise.
public enum TabBarMinimizeBehavior: String, Sendable, CaseIterable {
    case automatic, never, onScrollDown, onScrollUp

    /// Whether a tab bar with this behaviour can be minimised on an iPhone.
    public var minimizes: Bool { self == .onScrollDown || self == .onScrollUp }
}
