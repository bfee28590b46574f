import BarScene
import Foundation

/// The releases and phone the imported scenes are drawn on.
package struct SceneOptions: Sendable {
    package var releases: [Int] = [18]
    /// The phone; nil: one that ran the release (iPhone 16 from iOS 18).
    package var device: String?
    /// The folder the scenes are written to: image paths are written relative to it (nil:
    /// absolute, for scenes that are only rendered).
    package var folder: String?
    package init(releases: [Int] = [18], device: String? = nil, folder: String? = nil) {
        self.releases = releases
        self.device = device
        self.folder = folder
    }

    /// A phone that shipped with (or ran) the release.
    package static func defaultDevice(ios: Int) -> String {
        switch ios {
        case 18...: "iphone-16"
        case 17: "iphone-15"
        case 16: "iphone-14-pro"
        case 15: "iphone-13"
        case 14: "iphone-12"
        case 13: "iphone-xr"
        case 11...12: "iphone-x"
        default: "iphone-8"
        }
    }
}

/// One scene file to write.
package struct ImportedScene: Sendable {
    package var fileName: String
    package var text: String
    package var configuration: Configuration
    package var ios: Int
    package var dark: Bool
    package var highContrast = false
}

package enum SceneWriter {
    /// Every configuration's scenes: one per release asked (clamped to its `#available`
    /// branch's releases; the same release once), and a `-dark` one where an asset colour has a
    /// dark value (unless the Info.plist fixes the style).
    package static func scenes(_ result: ImportResult, options: SceneOptions) -> [ImportedScene] {
        var scenes: [ImportedScene] = []
        let fixedStyle = result.plist.userInterfaceStyle?.value
        for configuration in result.configurations {
            var releases: [Int] = []
            for release in options.releases {
                var ios = release
                if let minimum = configuration.minimumIOS, ios < minimum { ios = minimum }
                if let maximum = configuration.maximumIOS, ios > maximum { ios = maximum }
                if !releases.contains(ios) { releases.append(ios) }
            }
            for ios in releases {
                var name = configuration.name
                if releases.count > 1 {
                    name += "-ios\(ios)"
                }
                var modes: [Bool] = [false]
                if fixedStyle == "Dark" {
                    modes = [true]
                } else if fixedStyle != "Light", configuration.hasDarkValues, ios >= 13 {
                    modes = [false, true]
                }
                // A colour set's high-contrast values: a scene under Increase Contrast per mode.
                let contrasts = configuration.hasHighContrastValues && ios >= 13 ? [false, true] : [false]
                for high in contrasts {
                    for dark in modes {
                        let fileName =
                            name + (dark && modes.count > 1 ? "-dark" : "") + (high ? "-high-contrast" : "") + ".yaml"
                        let text = sceneText(
                            configuration, ios: ios, dark: dark,
                            device: options.device ?? SceneOptions.defaultDevice(ios: ios), plist: result.plist,
                            highContrast: high, folder: options.folder)
                        scenes.append(
                            ImportedScene(
                                fileName: fileName, text: text, configuration: configuration, ios: ios, dark: dark,
                                highContrast: high))
                    }
                }
            }
        }
        return scenes
    }

    /// The scene's YAML, each key with the place in the code that set it.
    package static func sceneText(
        _ configuration: Configuration, ios: Int, dark: Bool, device: String, plist: InfoPlistSettings,
        highContrast: Bool = false, folder: String? = nil
    ) -> String {
        var lines: [String] = []
        var releases = ""
        if let minimum = configuration.minimumIOS { releases = ", the iOS \(minimum)+ branch" }
        if let maximum = configuration.maximumIOS { releases = ", the branch before iOS \(maximum + 1)" }
        lines.append("# Imported by barscope import from \(configuration.place) \(configuration.origin)\(releases)")
        let unresolved = configuration.unresolved
        if !unresolved.isEmpty {
            lines.append("# Not evaluated statically; fill these keys in:")
            for entry in unresolved {
                guard case .unresolved(let written) = entry.value else { continue }
                lines.append("#   \(entry.key): \(written)  (\(entry.place))")
            }
        }
        lines.append("ios: \(ios)")
        lines.append("device: \(device)")
        lines.append("content: {list: {rows: 20, refreshing: false}}")
        if dark {
            lines.append(
                "userInterfaceStyle: dark"
                    + (plist.userInterfaceStyle.map { "  # \($0.file) UIUserInterfaceStyle" } ?? ""))
        }
        if highContrast {
            lines.append(
                ios >= 26
                    ? "accessibilityContrast: high  # Increase Contrast: the colour sets' high-contrast values"
                    : "# Increase Contrast: the colour sets' high-contrast values (accessibilityContrast: high is drawn from iOS 26)"
            )
        }
        if ios >= 26, let compatibility = plist.designRequiresCompatibility, compatibility.value {
            lines.append("infoPlist: {UIDesignRequiresCompatibility: true}  # \(compatibility.file)")
        }
        if let statusBar = plist.statusBarLine(ios: ios) { lines.append(statusBar) }
        // The keys as a tree, in the order the code set them, bars in a fixed order.
        let tree = Node()
        for entry in configuration.entries {
            if case .unresolved = entry.value { continue }
            tree.insert(entry)
        }
        let order = ["navigationBar", "navigationItem", "tabBar", "toolbar", "swiftUI", "statusBar"]
        tree.children.sort { (order.firstIndex(of: $0.key) ?? 9) < (order.firstIndex(of: $1.key) ?? 9) }
        let setsNavigationBar = tree.children.contains { $0.key == "navigationBar" }
        for (key, child) in tree.children {
            emit(
                key, child, path: [key], indent: "", mode: (dark, highContrast, ios), configuration: configuration,
                into: &lines)
            if key == "navigationBar", !tree.children.contains(where: { $0.key == "navigationItem" }) {
                lines.append("navigationItem: {title: \"Title\"}  # a placeholder: this code sets no title")
            }
        }
        _ = setsNavigationBar
        return resolvingImagePaths(lines.joined(separator: "\n") + "\n", folder: folder)
    }

    final class Node {
        var children: [(key: String, node: Node)] = []
        var entry: Entry?

        func insert(_ entry: Entry, depth: Int = 0) {
            let key = entry.path[depth]
            let child: Node
            if let existing = children.first(where: { $0.key == key }) {
                child = existing.node
            } else {
                child = Node()
                children.append((key, child))
            }
            if depth == entry.path.count - 1 {
                child.entry = entry
            } else {
                child.insert(entry, depth: depth + 1)
            }
        }
    }

    static func emit(
        _ key: String, _ node: Node, path: [String], indent: String, mode: (dark: Bool, high: Bool, ios: Int),
        configuration: Configuration, into lines: inout [String]
    ) {
        if let entry = node.entry, node.children.isEmpty {
            var text = written(entry.value, dark: mode.dark, highContrast: mode.high)
            // darkContent arrives with iOS 13: before it the default style is dark content.
            if path == ["statusBar", "style"], text == "darkContent", mode.ios < 13 { text = "default" }
            lines.append("\(indent)\(key): \(text)  # \(entry.place) \(entry.what)")
            return
        }
        let heading = configuration.headings[path].map { "  # \($0.place) \($0.what)" } ?? ""
        lines.append("\(indent)\(key):\(heading)")
        for (childKey, child) in node.children {
            emit(
                childKey, child, path: path + [childKey], indent: indent + "  ", mode: mode,
                configuration: configuration, into: &lines)
        }
    }

    static func written(_ value: FoundValue, dark: Bool, highContrast: Bool = false) -> String {
        switch value {
        case .color(let color):
            let text = color.value(dark: dark, highContrast: highContrast)
            return text.hasPrefix("#") ? "\"\(text)\"" : text
        case .word(let word): return word
        case .text(let text): return YAMLWriter.quoted(text)
        case .flow(let flow): return flow
        case .unresolved(let written): return "# \(written)"
        }
    }

    /// The summary table: one row per scene.
    package static func summary(_ scenes: [ImportedScene]) -> String {
        var rows: [[String]] = [["scene", "from", "bars", "found", "not resolved"]]
        for scene in scenes {
            let configuration = scene.configuration
            var found: [String] = []
            for entry in configuration.entries {
                if case .unresolved = entry.value { continue }
                let short = entry.path.count > 2 ? entry.path[1] : entry.path.last!
                if !found.contains(short) { found.append(short) }
            }
            let unresolved =
                configuration.unresolved.map { "\($0.key) (\($0.place.line))" }
                + configuration.notRead.map { "\($0.what) (\($0.place.line))" }
            rows.append([
                scene.fileName, configuration.place.description, configuration.bars.joined(separator: ", "),
                found.joined(separator: ", "), unresolved.isEmpty ? "-" : unresolved.joined(separator: ", "),
            ])
        }
        return table(rows)
    }

    static func table(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        var out: [String] = []
        for (number, row) in rows.enumerated() {
            out.append(
                row.enumerated().map { index, cell in
                    index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                }.joined(separator: "  "))
            if number == 0 {
                out.append(
                    widths.enumerated().map { index, width in
                        String(repeating: "-", count: index == widths.count - 1 ? max(width, 12) : width)
                    }.joined(separator: "  "))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
