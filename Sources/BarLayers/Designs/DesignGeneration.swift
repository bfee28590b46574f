/// How a release's bars are designed: the generation decides how a bar's background is chosen
/// and drawn.
public enum DesignGeneration: Int, Sendable, Comparable, CaseIterable {
    /// iOS 9–12: the bar's own properties (`barTintColor`, `isTranslucent`, `backgroundImage`,
    /// `shadowImage`, `barStyle`).
    case legacy
    /// iOS 13–18: `UIBarAppearance` objects, the system materials, dark mode and the semantic
    /// colours.
    case appearance
    /// iOS 26+: Liquid Glass. Bars are transparent; their items sit on glass capsules
    /// (``GlassRecipe``, ``GlassDesign``); appearance objects still exist.
    case glass

    /// The generation as messages name it: "iOS 26's Liquid Glass".
    public var name: String {
        let first = firstRelease.map { "iOS \($0)'s " } ?? ""
        switch self {
        case .legacy: return first + "legacy bars"
        case .appearance: return first + "appearance objects and dark mode"
        case .glass: return first + "Liquid Glass"
        }
    }

    /// The first modelled release of the generation (26 for the glass).
    public var firstRelease: Int? { IOSVersion.all.first { $0.generation == self }?.number }

    public static func < (a: DesignGeneration, b: DesignGeneration) -> Bool { a.rawValue < b.rawValue }
}

extension IOSVersion {
    /// Whether the release's bars are of `generation` or a later one.
    package func reaches(_ generation: DesignGeneration) -> Bool { self.generation >= generation }
}
