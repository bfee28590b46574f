import Foundation

/// The bars a scene has, in UIKit's names (SwiftUI's `bottomBar` is the toolbar).
package enum BarKind: String, CaseIterable, Sendable {
    case navigationBar, tabBar, toolbar
}

/// One value read from the code, as the scene writes it.
package enum FoundValue: Hashable, Sendable {
    /// A colour (with a dark value when an asset catalog gives one).
    case color(ImportedColor)
    /// A plain scalar: `opaqueBackground`, `true`, `never`, `12`.
    case word(String)
    /// User text, written quoted.
    case text(String)
    /// A flow collection written as is: `[{systemItem: add}]`, `{empty: true}`.
    case flow(String)
    /// What the code says, when it cannot be evaluated: the scene key is left for the user.
    case unresolved(String)
}

/// A scene key's value and where the code set it.
package struct Entry: Hashable, Sendable {
    /// The scene key's path: `["navigationBar", "standardAppearance", "backgroundColor"]`.
    package var path: [String]
    package var value: FoundValue
    package var place: CodePlace
    /// What the code set there, for the provenance comment: `backgroundColor`, `standardAppearance`.
    package var what: String

    package var key: String { path.joined(separator: ".") }
}

package struct Heading: Sendable {
    package var place: CodePlace
    package var what: String
}

/// One bar configuration: what one function (or one SwiftUI container) sets, on one branch of
/// its `#available` checks. It becomes one scene (two with an asset colour's dark value).
package struct Configuration: Sendable, KeyedEntries {
    /// The scene file's name without `.yaml`.
    package var name: String
    /// Where the configuration starts (the function, the container).
    package var place: CodePlace
    /// `AppDelegate.application(_:didFinishLaunchingWithOptions:)`, `ContentView.body`.
    package var origin: String
    /// The releases the branch runs on (`#available(iOS 15, *)`: 15…; its else: …14).
    package var minimumIOS: Int?
    package var maximumIOS: Int?
    package var isSwiftUI = false
    /// The keys set, in the order the code set them (a key set twice keeps its first place).
    package var entries: [Entry] = []
    /// What the code sets that the importer does not read: place and what.
    package var notRead: [(place: CodePlace, what: String)] = []
    /// Places whose check (`#available`) picked this branch: their lines, for the summary.
    package var branch: String?
    /// Where an appearance slot was assigned: the `standardAppearance:` line's comment.
    package var headings: [[String]: Heading] = [:]
    /// The bars set through their appearance proxy (`UINavigationBar.appearance()`), which every
    /// bar of the app then takes.
    package var proxyBars: Set<String> = []
    /// The view controller class whose function this is (its `preferredStatusBarStyle`).
    package var controller: String?
    /// The controllers whose own tab bar items this configuration's tab bar lists.
    package var tabClasses: [String] = []

    mutating func removeAll(under prefix: [String]) {
        entries.removeAll { $0.path.starts(with: prefix) }
    }

    /// The entries under a prefix.
    package func entries(under prefix: [String]) -> [Entry] {
        entries.filter { $0.path.starts(with: prefix) && $0.path.count > prefix.count }
    }

    package func value(_ path: [String]) -> Entry? { entries.first { $0.path == path } }

    package var unresolved: [Entry] {
        entries.filter { if case .unresolved = $0.value { return true } else { return false } }
    }

    /// The bars this configuration sets something on.
    package var bars: [String] {
        var names: [String] = []
        for entry in entries {
            var bar = entry.path[0]
            if bar == "swiftUI", entry.path.count > 2,
                ["toolbarBackground", "toolbarBackgroundVisibility", "toolbarColorScheme", "toolbarVisibility"]
                    .contains(
                        entry.path[1])
            {
                bar = entry.path[2]
            } else if bar == "swiftUI" {
                bar =
                    ["tabs", "selectedTab", "tabViewStyle", "tabBarMinimizeBehavior"].contains(entry.path[1])
                    ? "tabBar"
                    : (entry.path[1] == "toolbar" ? "navigationBar" : "navigationBar")
            }
            if bar == "statusBar" { continue }
            if bar == "navigationItem" { bar = "navigationBar" }
            if bar == "bottomBar" { bar = "toolbar" }
            if !names.contains(bar) { names.append(bar) }
        }
        return names
    }

    /// Whether some colour has a dark value of its own (an asset catalog's).
    package var hasDarkValues: Bool {
        entries.contains { if case .color(let color) = $0.value { return color.dark != nil } else { return false } }
    }

    /// Whether some colour has a high-contrast value of its own (an asset catalog's).
    package var hasHighContrastValues: Bool {
        entries.contains {
            if case .color(let color) = $0.value { return color.hasHighContrastValues } else { return false }
        }
    }
}

/// Keys found in code, each set once: a later assignment replaces an earlier one.
protocol KeyedEntries {
    var entries: [Entry] { get set }
}

extension KeyedEntries {
    /// Sets a key, replacing an earlier value of the same key.
    mutating func set(_ path: [String], _ value: FoundValue, at place: CodePlace, what: String) {
        let entry = Entry(path: path, value: value, place: place, what: what)
        if let index = entries.firstIndex(where: { $0.path == path }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }
}
