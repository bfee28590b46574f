import BarLayers

extension Scene {
    /// The traps of SwiftUI's bar modifiers, each with its source, said where the picture shows
    /// them.
    var swiftUIWarnings: [SceneWarning] {
        guard let m = swiftUI else { return [] }
        var found: [SceneWarning] = []
        func warn(_ key: String, _ message: String) {
            found.append(SceneWarning(file: source, key: "swiftUI." + key, message: message))
        }
        for bar in SwiftUIBar.allCases {
            let named =
                m.toolbarBackground[bar] != nil || m.toolbarColorScheme[bar] != nil
                || m.toolbarBackgroundVisibility[bar] != nil
            if named, self[bar] == nil, m.toolbarVisibility[bar] != .hidden {
                let fix =
                    bar == .tabBar
                    ? "add tabs: [{title: Home, systemImage: house}]"
                    : "add toolbar: [{placement: bottomBar, title: Edit}]"
                warn(
                    m.toolbarBackground[bar] != nil
                        ? "toolbarBackground.\(bar.rawValue)"
                        : m.toolbarColorScheme[bar] != nil
                            ? "toolbarColorScheme.\(bar.rawValue)" : "toolbarBackgroundVisibility.\(bar.rawValue)",
                    "the scene has no \(bar.rawValue), so nothing is drawn for it; \(fix)")
                continue
            }
            guard self[bar] != nil else { continue }
            let automatic = (m.toolbarBackgroundVisibility[bar] ?? .automatic) == .automatic
            let shows = backgroundShows(bar)
            if let style = m.toolbarBackground[bar], automatic, !shows {
                warn(
                    "toolbarBackground.\(bar.rawValue)",
                    "\(style.written) is drawn only once content scrolls under the bar: at the scroll edge SwiftUI leaves the bar's background hidden (Apple's toolbarBackground documentation; NativePHP/mobile-air pull request 284); add toolbarBackgroundVisibility: {\(bar.rawValue): visible} to fill it at rest"
                )
            }
            if let scheme = m.toolbarColorScheme[bar], !shows {
                warn(
                    "toolbarColorScheme.\(bar.rawValue)",
                    "\(scheme.rawValue) is not applied here: SwiftUI respects a bar's colour scheme only while its background is visible (Apple's toolbarColorScheme documentation), and this bar's is not; add toolbarBackgroundVisibility: {\(bar.rawValue): visible}"
                )
            }
        }
        if swiftUILowering.contains(where: {
            $0.swiftUIKey == "swiftUI.toolbarBackgroundVisibility.navigationBar"
                && $0.uikitKey == "navigationItem.largeTitleDisplayMode"
        }) {
            warn(
                "toolbarBackgroundVisibility.navigationBar",
                "keeps the title inline on iOS \(release.number): a forced-visible background suppresses the large title at the scroll edge under Liquid Glass (NativePHP/mobile-air pull request 284; medium); leave the visibility automatic to see the large title"
            )
        }
        return found
    }

    /// A warning about a UIKit key a SwiftUI modifier set, named by the modifier the scene wrote.
    func rekeyedForSwiftUI(_ warning: SceneWarning) -> SceneWarning {
        guard let step = swiftUIStep(setting: warning.key) else { return warning }
        return SceneWarning(
            file: warning.file, key: step.swiftUIKey, message: "(lowered to \(warning.key)) \(warning.message)")
    }

    /// The lowering step that set the UIKit key `key` (or the property it lies in), the most
    /// specific first; the items and bars a step only created hold other keys too.
    func swiftUIStep(setting key: String) -> SwiftUILowered? {
        swiftUILowering.filter { step in
            switch step.field {
            case .topItem, .bar: return false
            default:
                return key == step.uikitKey || key.hasPrefix(step.uikitKey + ".") || key.hasPrefix(step.uikitKey + "[")
            }
        }.max { $0.uikitKey.count < $1.uikitKey.count }
    }
}
