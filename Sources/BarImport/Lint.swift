import BarLayers
import Foundation
import Raster

/// How serious a finding is (SARIF's levels).
package enum FindingLevel: String, Sendable, CaseIterable, Comparable {
    case note, warning, error

    var rank: Int { ["note": 0, "warning": 1, "error": 2][rawValue]! }
    package static func < (a: FindingLevel, b: FindingLevel) -> Bool { a.rank < b.rank }
}

/// A lint rule: what it finds, how serious, and who says so.
package struct LintRule: Sendable {
    package var id: String
    package var level: FindingLevel
    package var summary: String
    package var source: String
}

package enum LintRules {
    package static let scrollEdge = LintRule(
        id: "scroll-edge-appearance", level: .warning,
        summary: "standardAppearance set without scrollEdgeAppearance",
        source:
            "Apple, UINavigationBar.scrollEdgeAppearance (iOS 15: when nil, the standard appearance with a transparent background); docs/sources.md, iOS 13+ appearances"
    )
    package static let legacyTint = LintRule(
        id: "legacy-bar-tint", level: .warning,
        summary: "barTintColor or setBackgroundImage without an appearance",
        source:
            "Apple, UIBarAppearance and UINavigationBar.scrollEdgeAppearance (iOS 15); docs/sources.md, iOS 13+ appearances and seed 000"
    )
    package static let glassTint = LintRule(
        id: "glass-tint", level: .warning,
        summary: "a bar's tintColor under iOS 26's Liquid Glass",
        source:
            "WWDC25, Build a UIKit app with the new design; xbmc/Official-Kodi-Remote-iOS pull request 1451; docs/sources.md, iOS 26 legacy properties"
    )
    package static let compatibility = LintRule(
        id: "design-requires-compatibility", level: .warning,
        summary: "UIDesignRequiresCompatibility is ignored from iOS 27",
        source:
            "Apple's documentation of the UIDesignRequiresCompatibility Info.plist key; docs/sources.md, iOS 26 opt-out"
    )
    package static let backgroundNotVisible = LintRule(
        id: "toolbar-background-not-visible", level: .warning,
        summary: "toolbarBackground without .visible",
        source:
            "Apple, toolbarBackground(_:for:) and toolbarBackgroundVisibility(_:for:); docs/swiftui.md, toolbarBackground"
    )
    package static let schemeWithoutBackground = LintRule(
        id: "color-scheme-without-background", level: .warning,
        summary: "toolbarColorScheme without a visible background",
        source:
            "Apple, toolbarColorScheme(_:for:): \"only respected while a background is visible in the requested bar\"; docs/swiftui.md"
    )
    package static let contrast = LintRule(
        id: "title-contrast", level: .error,
        summary: "a title colour with too little contrast against its bar",
        source: "WCAG 2.2, success criterion 1.4.3 Contrast (Minimum), and its definition of contrast ratio")

    package static let all = [
        scrollEdge, legacyTint, glassTint, compatibility, backgroundNotVisible, schemeWithoutBackground, contrast,
    ]
}

/// One finding: where, which releases, what the user sees, the fix.
package struct Finding: Sendable, Equatable {
    package var rule: String
    package var level: FindingLevel
    package var place: CodePlace
    package var releases: String
    package var message: String
    package var fix: String
    package var source: String
    /// For `--render`: the configuration as the code has it, and with the fix applied.
    package var before: Configuration?
    package var after: Configuration?
    /// The bar the fix is about (`region:` of the rendered strip).
    package var bar: String?

    /// `File.swift:12: warning: iOS 15 and later: … Fix: … [rule]`
    package var line: String {
        "\(place): \(level.rawValue): \(releases): \(message). Fix: \(fix). [\(rule)]"
    }

    package static func == (a: Finding, b: Finding) -> Bool { a.line == b.line }
}

package enum Linter {
    /// The findings for what an import read, in file and line order.
    package static func findings(_ result: ImportResult) -> [Finding] {
        var findings: [Finding] = []
        func add(
            _ rule: LintRule, _ place: CodePlace, _ releases: String, _ message: String, _ fix: String,
            fixing: (Configuration, Configuration, String)? = nil
        ) {
            var finding = Finding(
                rule: rule.id, level: rule.level, place: place, releases: releases, message: message, fix: fix,
                source: rule.source)
            if let fixing { (finding.before, finding.after, finding.bar) = fixing }
            if !findings.contains(finding) { findings.append(finding) }
        }
        func reaches(_ configuration: Configuration, _ release: Int) -> Bool {
            (configuration.maximumIOS ?? 99) >= release
        }
        // A scroll-edge appearance set on a proxy covers every bar of that kind in the app.
        var proxyScrollEdge: Set<String> = []
        for configuration in result.configurations where reaches(configuration, 15) {
            for bar in BarKind.allCases where configuration.proxyBars.contains(bar.rawValue) {
                if !configuration.entries(under: [bar.rawValue, "scrollEdgeAppearance"]).isEmpty {
                    proxyScrollEdge.insert(bar.rawValue)
                }
            }
        }
        for configuration in result.configurations {
            let from15 = configuration.minimumIOS.map { max($0, 15) } ?? 15
            if reaches(configuration, 15) {
                for owner in ["navigationBar", "tabBar", "toolbar", "navigationItem"] {
                    let standard = configuration.entries(under: [owner, "standardAppearance"])
                    guard !standard.isEmpty else { continue }
                    let bar = owner == "navigationItem" ? "navigationBar" : owner
                    let covered =
                        !configuration.entries(under: [owner, "scrollEdgeAppearance"]).isEmpty
                        || !configuration.entries(under: [bar, "scrollEdgeAppearance"]).isEmpty
                        || proxyScrollEdge.contains(bar)
                    // A transparent standard appearance loses nothing at the scroll edge.
                    let transparent =
                        configuration.value([owner, "standardAppearance", "configureWith"])?.value
                        == .word("transparentBackground")
                        && configuration.value([owner, "standardAppearance", "backgroundColor"]) == nil
                        && configuration.value([owner, "standardAppearance", "backgroundEffect"]) == nil
                    guard !covered, !transparent else { continue }
                    let place = configuration.headings[[owner, "standardAppearance"]]?.place ?? standard[0].place
                    let edge =
                        bar == "navigationBar"
                        ? "a list at its top, under a large title" : "content scrolled to its end"
                    var sees =
                        "\(owner).standardAppearance is set but not scrollEdgeAppearance: at the scroll edge (\(edge)) the \(bar == "navigationBar" ? "bar" : bar == "tabBar" ? "tab bar" : "toolbar") is transparent and its background is not drawn"
                    if let title = configuration.value([
                        owner, "standardAppearance", "titleTextAttributes", "foregroundColor",
                    ]),
                        case .color(let color) = title.value, let rgba = color.rgba(dark: false),
                        contrastRatio(rgba, RGBA8(r: 255, g: 255, b: 255)) < 3
                    {
                        sees += "; the title's \(color.light) is then drawn over the white content"
                    }
                    var fixed = configuration
                    for entry in standard {
                        var path = entry.path
                        path[1] = "scrollEdgeAppearance"
                        fixed.set(path, entry.value, at: entry.place, what: entry.what)
                    }
                    fixed.headings[[owner, "scrollEdgeAppearance"]] = Heading(
                        place: place, what: "the fix: standardAppearance")
                    add(
                        LintRules.scrollEdge, place, "iOS \(from15) and later", sees,
                        "assign the same appearance to \(owner).scrollEdgeAppearance (and compactScrollEdgeAppearance)",
                        fixing: (configuration, fixed, bar))
                }
                for bar in BarKind.allCases {
                    let legacy = [bar.rawValue, "barTintColor"]
                    let image = [bar.rawValue, "backgroundImage"]
                    guard let found = configuration.value(legacy) ?? configuration.value(image) else { continue }
                    let hasAppearance =
                        !configuration.entries(under: [bar.rawValue, "standardAppearance"]).isEmpty
                        || !configuration.entries(under: [bar.rawValue, "scrollEdgeAppearance"]).isEmpty
                        || proxyScrollEdge.contains(bar.rawValue)
                    guard !hasAppearance else { continue }
                    let what = found.path.last == "barTintColor" ? "barTintColor" : "setBackgroundImage"
                    var fixed = configuration
                    if case .color = found.value, what == "barTintColor" {
                        fixed.removeAll(under: legacy)
                        fixed.entries.removeAll { $0.path == legacy }
                        let title = configuration.value([bar.rawValue, "titleTextAttributes", "foregroundColor"])
                        fixed.entries.removeAll { $0.path == [bar.rawValue, "titleTextAttributes", "foregroundColor"] }
                        for slot in ["standardAppearance", "scrollEdgeAppearance"] {
                            let prefix = [bar.rawValue, slot]
                            fixed.headings[prefix] = Heading(place: found.place, what: "the fix: an appearance")
                            fixed.set(
                                prefix + ["configureWith"], .word("opaqueBackground"), at: found.place,
                                what: "configureWithOpaqueBackground()")
                            fixed.set(
                                prefix + ["backgroundColor"], found.value, at: found.place, what: "backgroundColor")
                            if let title, bar == .navigationBar {
                                fixed.set(
                                    prefix + ["titleTextAttributes", "foregroundColor"], title.value, at: title.place,
                                    what: "titleTextAttributes")
                            }
                        }
                    }
                    add(
                        LintRules.legacyTint, found.place, "iOS \(from15) and later",
                        "\(bar.rawValue).\(what) alone: UIKit maps it onto the standard appearance only, so at the scroll edge the bar is transparent",
                        "set a \(appearanceTypes.first { $0.value == bar }!.key) with configureWithOpaqueBackground() and backgroundColor, and assign it to standardAppearance and scrollEdgeAppearance",
                        fixing: what == "barTintColor" ? (configuration, fixed, bar.rawValue) : nil
                    )
                }
            }
            if reaches(configuration, 26) {
                for bar in BarKind.allCases {
                    guard let tint = configuration.value([bar.rawValue, "tintColor"]) else { continue }
                    add(
                        LintRules.glassTint, tint.place, "iOS 26 and later",
                        "\(bar.rawValue).tintColor does not colour bar buttons on Liquid Glass: iOS 26 draws them in labelColor",
                        "set the item's own tintColor, the colour on an appearance's buttonAppearance, or give the item style: prominent (filled with the tint)"
                    )
                }
                if let tint = configuration.value(["swiftUI", "tint"]) {
                    add(
                        LintRules.glassTint, tint.place, "iOS 26 and later",
                        "tint(_:) does not colour bar buttons on Liquid Glass: iOS 26 draws them in labelColor",
                        "tint the button itself (.tint on the ToolbarItem's Button), or use .buttonStyle(.borderedProminent)"
                    )
                }
            }
            // SwiftUI's traps.
            for entry in configuration.entries where entry.path.count == 3 && entry.path[0] == "swiftUI" {
                let bar = entry.path[2]
                let visible = configuration.value(["swiftUI", "toolbarBackgroundVisibility", bar])
                let isVisible = visible.map { $0.value == .word("visible") } ?? false
                guard !isVisible else { continue }
                if entry.path[1] == "toolbarBackground" {
                    add(
                        LintRules.backgroundNotVisible, entry.place, "iOS 16 and later",
                        "toolbarBackground(_:for: .\(bar)) without .visible: the style is drawn only once content scrolls under the bar, not at the scroll edge",
                        "add .toolbarBackground(.visible, for: .\(bar)) (iOS 18: .toolbarBackgroundVisibility(.visible, for: .\(bar)))"
                    )
                }
                if entry.path[1] == "toolbarColorScheme" {
                    add(
                        LintRules.schemeWithoutBackground, entry.place, "iOS 16 and later",
                        "toolbarColorScheme(_:for: .\(bar)) without a visible background: where the background is not shown (at the scroll edge) the bar keeps the app's colour scheme",
                        "add .toolbarBackground(.visible, for: .\(bar))")
                }
            }
            contrastFindings(configuration, result.plist) { add($0, $1, $2, $3, $4) }
        }
        if let compatibility = result.plist.designRequiresCompatibility, compatibility.value {
            let place =
                result.plistPlaces["UIDesignRequiresCompatibility"] ?? CodePlace(file: compatibility.file, line: 1)
            add(
                LintRules.compatibility, place, "iOS 27 and later",
                "UIDesignRequiresCompatibility keeps iOS 18's bars on iOS 26, but iOS 27 ignores it and draws Liquid Glass",
                "adopt the new design: render your scenes at ios: 26 without the key (barscope import --ios 26) and fix what changes"
            )
        }
        return findings.sorted { ($0.place, $0.rule) < ($1.place, $1.rule) }
    }

    /// The title against an opaque bar colour, in light and dark: WCAG 2.x contrast ratio, 4.5:1
    /// for the 17-point title, 3:1 for the large title (large text).
    static func contrastFindings(
        _ configuration: Configuration, _ plist: InfoPlistSettings,
        add: (LintRule, CodePlace, String, String, String) -> Void
    ) {
        let modes: [Bool] =
            plist.userInterfaceStyle?.value == "Dark"
            ? [true] : plist.userInterfaceStyle?.value == "Light" ? [false] : [false, true]
        var checks: [(background: Entry, title: ImportedColor, titlePlace: CodePlace?, large: Bool, what: String)] = []
        let large = configuration.value(["navigationBar", "prefersLargeTitles"])?.value == .word("true")
        for owner in ["navigationBar", "navigationItem"] {
            for slot in appearanceSlots {
                guard let background = configuration.value([owner, slot, "backgroundColor"]) else { continue }
                let title = configuration.value([owner, slot, "titleTextAttributes", "foregroundColor"])
                if case .color(let color)? = title?.value {
                    checks.append((background, color, title?.place, false, "\(owner).\(slot) title"))
                } else if title == nil {
                    checks.append(
                        (background, ImportedColor("label"), nil, false, "\(owner).\(slot) title (label, the default)"))
                }
                if large {
                    let largeTitle = configuration.value([owner, slot, "largeTitleTextAttributes", "foregroundColor"])
                    if case .color(let color)? = largeTitle?.value {
                        checks.append((background, color, largeTitle?.place, true, "\(owner).\(slot) large title"))
                    }
                }
            }
        }
        // A legacy barTintColor is drawn only when no appearance is set (UIKit uses the appearance whole).
        if let background = configuration.value(["navigationBar", "barTintColor"]),
            !appearanceSlots.contains(where: { !configuration.entries(under: ["navigationBar", $0]).isEmpty })
        {
            let title = configuration.value(["navigationBar", "titleTextAttributes", "foregroundColor"])
            if case .color(let color)? = title?.value {
                checks.append((background, color, title?.place, false, "navigationBar title"))
            } else if title == nil {
                checks.append(
                    (background, ImportedColor("label"), nil, false, "navigationBar title (label, the default)"))
            }
        }
        if let background = configuration.value(["swiftUI", "toolbarBackground", "navigationBar"]) {
            let scheme = configuration.value(["swiftUI", "toolbarColorScheme", "navigationBar"])?.value
            let title = ImportedColor(
                scheme == .word("dark") ? "#ffffff" : scheme == .word("light") ? "#000000" : "label")
            checks.append((background, title, nil, false, "navigation title"))
        }
        for check in checks {
            guard case .color(let backgroundColor) = check.background.value else { continue }
            var failing: [(mode: String, ratio: Double, title: String, background: String)] = []
            for dark in modes {
                guard let background = backgroundColor.rgba(dark: dark), background.a == 255,
                    let title = check.title.rgba(dark: dark)
                else { continue }
                let ratio = contrastRatio(title, background)
                if ratio < (check.large ? 3 : 4.5) {
                    failing.append((dark ? "dark" : "light", ratio, title.hex, background.hex))
                }
            }
            guard let worst = failing.min(by: { $0.ratio < $1.ratio }) else { continue }
            let modesText = failing.map(\.mode).joined(separator: " and ")
            let needed = check.large ? "3:1 for large text" : "4.5:1 for text this size"
            add(
                LintRules.contrast, check.titlePlace ?? check.background.place,
                configuration.isSwiftUI ? "iOS 16 and later" : "iOS 13 and later",
                "the \(check.what) \(worst.title) on the bar's \(worst.background) has a contrast ratio of \(String(format: "%.2f", worst.ratio)):1 in \(modesText) mode (WCAG asks \(needed))",
                "choose a title colour or a background with at least \(check.large ? "3" : "4.5"):1 between them in both modes"
            )
        }
    }

    /// WCAG 2.x: (L1 + 0.05) / (L2 + 0.05) of the relative luminances, sRGB.
    package static func contrastRatio(_ a: RGBA8, _ b: RGBA8) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func luminance(_ color: RGBA8) -> Double {
            0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b)
        }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}

func contrastRatio(_ a: RGBA8, _ b: RGBA8) -> Double { Linter.contrastRatio(a, b) }
