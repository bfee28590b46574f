import Raster

/// `UIDesignRequiresCompatibility` on a release with a newer design: the release whose bars it
/// brings back, and whether the release honours the key at all.
package struct CompatibilityOptOut: Sendable, Equatable {
    /// The row whose bars the key brings back, held rather than looked up by its number (a
    /// class holds it, as a row cannot hold a row).
    final class Row: Sendable {
        let row: IOSVersion
        init(_ row: IOSVersion) { self.row = row }
    }
    private let brought: Row
    package let honoured: Bool

    package init(bringsBack release: IOSVersion, honoured: Bool) {
        brought = Row(release)
        self.honoured = honoured
    }

    /// The release whose bars the key brings back.
    package var release: IOSVersion { brought.row }

    package static func == (a: CompatibilityOptOut, b: CompatibilityOptOut) -> Bool {
        a.release == b.release && a.honoured == b.honoured
    }
}
/// An iOS release as BarScope models it: its bars' stacks and what the release can do, as data.
/// Adding a release means adding a row here, with its sources; code asks the row (or the
/// scene's ``Traits``), never compares version numbers.
public struct IOSVersion: Sendable, Equatable {
    /// The major version (`ios:` in a scene file).
    public let number: Int
    package internal(set) var navigationBar: BarStack
    package internal(set) var tabBar: BarStack
    package internal(set) var toolbar: BarStack
    /// Whether a navigation bar can show a large title (`prefersLargeTitles`, iOS 11).
    public let largeTitles: Bool
    /// Whether scroll views are inset by the safe area (`contentInsetAdjustmentBehavior`,
    /// iOS 11), rather than by `automaticallyAdjustsScrollViewInsets` alone. With the safe area
    /// come the home indicator's bottom inset and the side insets of a phone in landscape.
    public let safeAreaInsets: Bool
    /// How the release's bars are designed (``BarDesign``): legacy properties (iOS 9–12),
    /// appearance objects with dark mode and the semantic colours (iOS 13–18), Liquid Glass
    /// (iOS 26+, with its metrics). The design draws; the row only holds it.
    package var design: any BarDesign { held.value }
    private let held: HeldDesign
    /// The design's generation, which messages name.
    public var generation: DesignGeneration { design.generation }
    /// The landscape tab bar (iOS 11): compact (32 pt) on the phones that stay compact-width on
    /// their side, with its items inline (icon beside title); before iOS 11 tab bars keep their
    /// height and stacked items in every orientation (``LandscapeMetrics`` has the sources).
    public let compactLandscapeTabBar: Bool
    /// Which of SF Pro's tracking tables text is set with (``ContentMetrics/tracking(size:table:)``).
    public let tracking: TrackingTable
    /// The status bar's generation: its glyphs and its battery.
    public let statusBar: StatusBarGeneration
    /// Whether a navigation item's `backButtonDisplayMode` exists (iOS 14).
    public let backButtonDisplayModes: Bool
    /// Whether a table's plain section headers have `sectionHeaderTopPadding` above them (Apple's
    /// documentation of `UITableView.sectionHeaderTopPadding`: iOS 15.0+), which the plain
    /// headers BarScope draws were measured with.
    public var sectionHeaderTopPadding = false
    /// For a release whose design an app can opt out of (iOS 26's glass): the release whose
    /// bars `UIDesignRequiresCompatibility` brings back, and whether the release honours the key
    /// (Apple: "ignored when you build for iOS 27 or later").
    package var compatibility: CompatibilityOptOut? = nil
    /// Where a stacked tab item's icon and label sit (``ContentMetrics/TabItemMetrics``).
    package var tabItems = ContentMetrics.TabItemMetrics.dumped
    /// An iPad's bars in regular width (``PadBarMetrics``): the 50-point bars of iPadOS 12 to 18.
    package var padBars = PadBarMetrics.ios12
    /// Whether a tab can be a `UISearchTab` (`UITab`'s search role, iOS 18: Apple's documentation
    /// of `UISearchTab`, iOS 18.0+).
    public var searchTabs = false
    /// The `add` item's plus (``ContentMetrics/PlusGlyph``); nil draws the Material Design glyph.
    package var plusGlyph: ContentMetrics.PlusGlyph? = nil
    /// The bars' metrics of a Liquid Glass release (iOS 26+, its ``GlassDesign``'s), nil
    /// before: a later release states only what it changes (``GlassMetrics/with(_:)``).
    package var glass: GlassMetrics? { design.glassMetrics }
    /// What a scene on this release is told about its model (iOS 27: drawn with iOS 26's
    /// measurements), or nil.
    public var caveat: String? = nil
    /// Other system items' glyphs drawn to a reference's proportions (``MeasuredGlyph``); an
    /// icon not here keeps its Material Design glyph. None before iOS 13 (no reference).
    package var measuredGlyphs: [Icon: MeasuredGlyph] = [:]
    /// How bars choose among their appearance objects (iOS 13+); nil before them.
    public var appearanceRules: AppearanceRules? { navigationBar.appearanceRules }
    /// Whether a bar kind has an appearance property in this release.
    public func offers(_ slot: AppearanceSlot, on kind: BarKind) -> Bool {
        appearanceRules?.offers(slot, on: kind) ?? false
    }

    package init(
        number: Int, navigationBar: BarStack, tabBar: BarStack, toolbar: BarStack, largeTitles: Bool,
        safeAreaInsets: Bool,
        design: any BarDesign, compactLandscapeTabBar: Bool, tracking: TrackingTable, statusBar: StatusBarGeneration,
        backButtonDisplayModes: Bool = false
    ) {
        self.number = number
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.largeTitles = largeTitles
        self.safeAreaInsets = safeAreaInsets
        held = HeldDesign(design)
        self.compactLandscapeTabBar = compactLandscapeTabBar
        self.tracking = tracking
        self.statusBar = statusBar
        self.backButtonDisplayModes = backButtonDisplayModes
    }

    /// The row with the stack of `stack`'s kind replaced by it (a stack nobody shipped, built
    /// from its table in a test or a probe).
    package func replacing(_ stack: BarStack) -> IOSVersion {
        var row = self
        switch stack.kind {
        case .navigationBar: row.navigationBar = stack
        case .tabBar: row.tabBar = stack
        case .toolbar: row.toolbar = stack
        }
        return row
    }

    /// The stack of one of the release's bars.
    package func stack(for kind: BarKind) -> BarStack {
        switch kind {
        case .navigationBar: return navigationBar
        case .tabBar: return tabBar
        case .toolbar: return toolbar
        }
    }

    /// The releases BarScope models, oldest first. Sources, per column:
    /// - large titles and the safe area arrive with iOS 11 (Apple, "Building Apps for iPhone X",
    ///   UIScrollView.h's `contentInsetAdjustmentBehavior`; seeds 003 and 004), and with the safe
    ///   area the compact landscape tab bar (``LandscapeMetrics``);
    /// - iOS 12 keeps iOS 11's bars (a public iOS 12.1 printout of a 414 pt navigation bar shows
    ///   the same views);
    /// - iOS 13 brings UIBarAppearance, the system materials and dark mode; from iOS 15 every bar
    ///   uses its scroll-edge appearance (UIKit's headers and documentation);
    /// - the tracking tables and status bars: ``ContentMetrics/tracking(size:table:)`` and
    ///   ``StatusBarGeneration``;
    /// - `backButtonDisplayMode` arrives with iOS 14 (Apple's documentation of
    ///   `UINavigationItem.backButtonDisplayMode`: iOS 14.0+).
    public static let all: [IOSVersion] = [
        IOSVersion(
            number: 9, navigationBar: .ios9, tabBar: .tabBar9, toolbar: .toolbar9, largeTitles: false,
            safeAreaInsets: false,
            design: LegacyDesign(), compactLandscapeTabBar: false, tracking: .sfUI, statusBar: .signalDots
        ).with(padBars: .ios9),
        IOSVersion(
            number: 10, navigationBar: .ios10, tabBar: .tabBar10, toolbar: .toolbar10, largeTitles: false,
            safeAreaInsets: false,
            design: LegacyDesign(), compactLandscapeTabBar: false, tracking: .sfUI, statusBar: .signalDots
        ).with(padBars: .ios9),
        IOSVersion(
            number: 11, navigationBar: .ios11, tabBar: .tabBar11, toolbar: .toolbar11, largeTitles: true,
            safeAreaInsets: true,
            design: LegacyDesign(), compactLandscapeTabBar: true, tracking: .sfUI, statusBar: .signalBars
        ).with(tabItems: .ios11, plusGlyph: .bitmap).with(padBars: .ios11),
        IOSVersion(
            number: 12, navigationBar: .ios11, tabBar: .tabBar11,
            toolbar: .toolbar11, largeTitles: true, safeAreaInsets: true,
            design: LegacyDesign(), compactLandscapeTabBar: true, tracking: .sfUI, statusBar: .signalBars
        ).with(tabItems: .ios11, plusGlyph: .bitmap),
        appearanceRelease(13, rules: .ios13, tracking: .sfUI, backButtonDisplayModes: false).with(
            tabItems: .ios13, plusGlyph: .symbol13
        ).with(padBars: .ios13),
        appearanceRelease(14, rules: .ios13, tracking: .sfPro, backButtonDisplayModes: true).with(padBars: .ios13),
        appearanceRelease(15, rules: .ios15, tracking: .sfPro, backButtonDisplayModes: true).with(tabItems: .ios15)
            .withSectionHeaderTopPadding().with(padBars: .ios13),
        appearanceRelease(16, rules: .ios15, tracking: .sfPro, backButtonDisplayModes: true).with(tabItems: .ios16)
            .withSectionHeaderTopPadding().with(padBars: .ios16),
        appearanceRelease(17, rules: .ios15, tracking: .sfPro, backButtonDisplayModes: true).with(tabItems: .ios16)
            .withSectionHeaderTopPadding().with(padBars: .ios16),
        ios18,
        glassRelease(26, honoursCompatibility: true, metrics: .phone26),
        // iOS 27's bars as iOS 26's: maa's iOS 27 probes show no changed constant. One that
        // changes is stated here, as `.phone26.with { $0.capsuleGap = … }`.
        glassRelease(
            27, honoursCompatibility: false, metrics: .phone26,
            caveat:
                "iOS 27 is drawn with iOS 26's Liquid Glass model: no source found shows its bars differ (the iOS 26.1 measurements are used)"
        ),
    ]

    /// The row with its tab items placed as `metrics` says, and its `add` glyph (unchanged when nil).
    func with(tabItems metrics: ContentMetrics.TabItemMetrics, plusGlyph: ContentMetrics.PlusGlyph? = nil) -> IOSVersion
    {
        var row = self
        row.tabItems = metrics
        if let plusGlyph { row.plusGlyph = plusGlyph }
        return row
    }

    /// A Liquid Glass release (iOS 26, 27): its bars are ``BarStack/glassNavigationBar``,
    /// ``BarStack/glassTabBar`` and ``BarStack/glassToolbar``, placed by `metrics` (``GlassDesign``). iOS 27
    /// keeps iOS 26's model (no source shows a difference in its bars), but ignores the opt-out
    /// (Apple's documentation of `UIDesignRequiresCompatibility`).
    static func glassRelease(
        _ number: Int, honoursCompatibility: Bool, metrics: GlassMetrics, caveat: String? = nil
    ) -> IOSVersion {
        var release = IOSVersion(
            number: number, navigationBar: .glassNavigationBar, tabBar: .glassTabBar, toolbar: .glassToolbar,
            largeTitles: true, safeAreaInsets: true, design: GlassDesign(metrics: metrics),
            compactLandscapeTabBar: true, tracking: .sfPro, statusBar: .modern, backButtonDisplayModes: true)
        release.compatibility = CompatibilityOptOut(bringsBack: ios18, honoured: honoursCompatibility)
        release.caveat = caveat
        release.searchTabs = true
        release.sectionHeaderTopPadding = true
        release.plusGlyph = .symbol
        release.padBars = .glass26
        return release
    }

    /// A release of the appearance generation (iOS 13–18): its stacks follow `rules`.
    private static func appearanceRelease(
        _ number: Int, rules: AppearanceRules, tracking: TrackingTable, backButtonDisplayModes: Bool
    ) -> IOSVersion {
        IOSVersion(
            number: number, navigationBar: .appearanceStack(.navigationBar, rules: rules),
            tabBar: .appearanceStack(.tabBar, rules: rules),
            toolbar: .appearanceStack(.toolbar, rules: rules),
            largeTitles: true, safeAreaInsets: true, design: AppearanceDesign(), compactLandscapeTabBar: true,
            tracking: tracking,
            statusBar: .modern, backButtonDisplayModes: backButtonDisplayModes
        ).with(tabItems: .ios13, plusGlyph: .symbol).with(measuredGlyphs: [.trash: .trash, .action: .share])
    }

    /// iOS 18, the last release of the appearance design, which iOS 26 brings back for an app
    /// that opts out of its glass.
    static let ios18 = appearanceRelease(18, rules: .ios15, tracking: .sfPro, backButtonDisplayModes: true)
        .withSearchTabs().withSectionHeaderTopPadding().with(padBars: .ios18)

    /// The row with an iPad's bars drawn as `metrics` says.
    func with(padBars metrics: PadBarMetrics) -> IOSVersion {
        var row = self
        row.padBars = metrics
        return row
    }

    /// The row with `sectionHeaderTopPadding`.
    func withSectionHeaderTopPadding() -> IOSVersion {
        var row = self
        row.sectionHeaderTopPadding = true
        return row
    }

    /// The row with `UISearchTab`.
    func withSearchTabs() -> IOSVersion {
        var row = self
        row.searchTabs = true
        return row
    }

    /// The row with these system items drawn to their measured glyphs.
    func with(measuredGlyphs: [Icon: MeasuredGlyph]) -> IOSVersion {
        var row = self
        row.measuredGlyphs = measuredGlyphs
        return row
    }

    /// The release whose bars a scene draws: this one, or, when the app sets
    /// `UIDesignRequiresCompatibility` and this release honours it, the one it brings back.
    public func drawn(requiringCompatibility: Bool) -> IOSVersion {
        guard requiringCompatibility, let compatibility, compatibility.honoured else { return self }
        return compatibility.release
    }

    /// The release with a major version number, or nil when BarScope does not model it.
    public static func named(_ number: Int) -> IOSVersion? { all.first { $0.number == number } }

    /// The modelled versions as a message lists them: `9 to 18, 26 or 27` (runs), or `9, 10 or 11`.
    public static var supportedList: String {
        // Runs of three or more consecutive versions read `9 to 18`; the rest one by one.
        var runs: [[Int]] = []
        for n in all.map(\.number) {
            if let last = runs.last?.last, n == last + 1 { runs[runs.count - 1].append(n) } else { runs.append([n]) }
        }
        let items = runs.flatMap { $0.count > 2 ? ["\($0.first!) to \($0.last!)"] : $0.map(String.init) }
        return items.count == 1 ? items[0] : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}
extension IOSVersion: ExpressibleByIntegerLiteral {
    /// A modelled release by its major version, as Swift code names one (`Scene(ios: 26, …)`). A
    /// literal BarScope does not model is a programming error; read a number from outside with
    /// ``named(_:)``.
    public init(integerLiteral number: Int) {
        guard let row = IOSVersion.named(number) else {
            preconditionFailure("iOS \(number) is not modelled; use \(IOSVersion.supportedList)")
        }
        self = row
    }
}
