import Foundation
import Raster

/// A message for the user: an error stops the import; a warning names what could not be read.
package struct ImportMessage: Hashable, Sendable, CustomStringConvertible {
    package enum Level: String, Sendable { case error, warning }
    package var level: Level
    /// `File.swift:12` or a path.
    package var place: String
    package var text: String

    package var description: String { "\(place): \(level.rawValue): \(text)" }
}

/// An error that ends the run: one line naming the file and the fix.
package struct ImportError: Error, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// What an import reads: the Swift files, the asset catalogs' colour sets and the Info.plist
/// files found under the paths given.
package struct ImportInputs {
    /// Each file's path on disk and the name shown for it (relative to the folder given).
    package var swiftFiles: [(path: String, shown: String)] = []
    package var colorSets: [(path: String, shown: String, name: String)] = []
    /// Each image set's Contents.json, and the folder walked (its files may not lead out of it).
    package var imageSets: [(path: String, shown: String, name: String, root: String?)] = []
    package var infoPlists: [(path: String, shown: String)] = []
    package var messages: [ImportMessage] = []
    /// Each file's name as shown → its path as the user gave it (SARIF's and JSON's file).
    package var paths: [String: String] = [:]

    /// Walks each path (a folder is walked; a file is read as its extension says). A path that
    /// does not exist is an error; a link leading out of the folder walked is refused, warned.
    package static func collect(_ paths: [String]) throws(ImportError) -> ImportInputs {
        var inputs = ImportInputs()
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ImportError("\(path): no such file or folder; give the app's source folder (or a .swift file)")
            }
            if !isFolder.boolValue {
                let name = (path as NSString).lastPathComponent
                inputs.add(path: path, shown: name, root: nil)
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            guard let enumerator = manager.enumerator(atPath: path) else {
                throw ImportError("\(path): cannot list this folder; check its permissions")
            }
            var relatives: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let last = (relative as NSString).lastPathComponent
                if last.hasPrefix(".") || last == "Pods" || last == "Carthage" || last == "DerivedData"
                    || last == ".build"
                {
                    enumerator.skipDescendants()
                    continue
                }
                relatives.append(relative)
            }
            for relative in relatives.sorted() {
                let full = (path as NSString).appendingPathComponent(relative)
                inputs.add(path: full, shown: relative, root: root)
            }
        }
        return inputs
    }

    private mutating func add(path: String, shown: String, root: String?) {
        let name = (path as NSString).lastPathComponent
        let isSwift = name.hasSuffix(".swift")
        let isPlist = name == "Info.plist"
        let isColorSet = name == "Contents.json" && (path as NSString).deletingLastPathComponent.hasSuffix(".colorset")
        let isImageSet = name == "Contents.json" && (path as NSString).deletingLastPathComponent.hasSuffix(".imageset")
        guard isSwift || isPlist || isColorSet || isImageSet else { return }
        if let root {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            if attributes?[.type] as? FileAttributeType == .typeSymbolicLink
                || !URL(fileURLWithPath: path).resolvingSymlinksInPath().path.hasPrefix(root + "/")
            {
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                if !target.hasPrefix(root + "/") {
                    messages.append(
                        ImportMessage(
                            level: .warning, place: shown,
                            text:
                                "a link to \(target), outside the folder read; not read (copy the file into the folder to import it)"
                        ))
                    return
                }
            }
        }
        paths[shown] = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if isSwift { swiftFiles.append((path, shown)) }
        if isPlist { infoPlists.append((path, shown)) }
        if isColorSet {
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            colorSets.append((path, shown, String(folder.dropLast(".colorset".count))))
        }
        if isImageSet {
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            imageSets.append((path, shown, String(folder.dropLast(".imageset".count)), root))
        }
    }
}

/// The Info.plist keys a scene takes.
package struct InfoPlistSettings: Equatable {
    package var designRequiresCompatibility: (value: Bool, file: String)?
    package var userInterfaceStyle: (value: String, file: String)?
    /// `UIViewControllerBasedStatusBarAppearance`: NO hands the status bar's style to the app
    /// (`UIStatusBarStyle`), and every controller's `preferredStatusBarStyle` is ignored.
    package var viewControllerBasedStatusBar: (value: Bool, file: String)?
    /// `UIStatusBarStyle` as a scene's `statusBar.style`: default, lightContent or darkContent.
    package var statusBarStyle: (value: String, file: String)?

    package static func == (a: InfoPlistSettings, b: InfoPlistSettings) -> Bool {
        a.designRequiresCompatibility?.value == b.designRequiresCompatibility?.value
            && a.userInterfaceStyle?.value == b.userInterfaceStyle?.value
            && a.viewControllerBasedStatusBar?.value == b.viewControllerBasedStatusBar?.value
            && a.statusBarStyle?.value == b.statusBarStyle?.value
    }

    /// Info.plist's `UIStatusBarStyle` values and the scene's style for each (the two black
    /// styles of iOS 6 draw light content).
    static let statusBarStyles: [String: String] = [
        "UIStatusBarStyleDefault": "default", "UIStatusBarStyleLightContent": "lightContent",
        "UIStatusBarStyleDarkContent": "darkContent", "UIStatusBarStyleBlackOpaque": "lightContent",
        "UIStatusBarStyleBlackTranslucent": "lightContent",
    ]

    /// The scene's `statusBar:` when the Info.plist sets the style for the whole app
    /// (`UIViewControllerBasedStatusBarAppearance` NO), with its provenance comment; nil otherwise.
    func statusBarLine(ios: Int) -> String? {
        guard let based = viewControllerBasedStatusBar, !based.value else { return nil }
        var style = statusBarStyle?.value ?? "default"
        // darkContent arrives with iOS 13; before it the default style is the dark content.
        if style == "darkContent", ios < 13 { style = "default" }
        let keys =
            statusBarStyle.map { _ in "UIViewControllerBasedStatusBarAppearance NO, UIStatusBarStyle" }
            ?? "UIViewControllerBasedStatusBarAppearance NO (no UIStatusBarStyle: default)"
        return "statusBar: {style: \(style)}  # \(based.file) \(keys)"
    }

    /// Reads an Info.plist (XML or binary) with PropertyListSerialization.
    mutating func read(path: String, shown: String) throws(ImportError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError("\(shown): cannot be read; check its permissions")
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw ImportError(
                "\(shown): not a property list (\(error.localizedDescription)); fix the XML or remove the file from the folder"
            )
        }
        guard let dictionary = object as? [String: Any] else {
            throw ImportError("\(shown): the property list's top level is not a dictionary; an Info.plist is one")
        }
        if let value = dictionary["UIDesignRequiresCompatibility"] {
            guard let flag = value as? Bool else {
                throw ImportError("\(shown): UIDesignRequiresCompatibility must be a Boolean (<true/> or <false/>)")
            }
            designRequiresCompatibility = (flag, shown)
        }
        if let value = dictionary["UIUserInterfaceStyle"] {
            guard let style = value as? String, ["Light", "Dark", "Automatic"].contains(style) else {
                throw ImportError("\(shown): UIUserInterfaceStyle must be Light, Dark or Automatic")
            }
            userInterfaceStyle = (style, shown)
        }
        if let value = dictionary["UIViewControllerBasedStatusBarAppearance"] {
            guard let flag = value as? Bool else {
                throw ImportError(
                    "\(shown): UIViewControllerBasedStatusBarAppearance must be a Boolean (<true/> or <false/>)")
            }
            viewControllerBasedStatusBar = (flag, shown)
        }
        if let value = dictionary["UIStatusBarStyle"] {
            guard let name = value as? String, let style = Self.statusBarStyles[name] else {
                throw ImportError(
                    "\(shown): UIStatusBarStyle must be UIStatusBarStyleDefault, UIStatusBarStyleLightContent or UIStatusBarStyleDarkContent"
                )
            }
            statusBarStyle = (style, shown)
        }
    }
}

/// Reads one `.colorset/Contents.json`: its universal light value and its dark value (the
/// appearance `luminosity: dark`); components as 0–1 floats, 0–255 integers or hex strings.
func readColorSet(path: String, shown: String) throws(ImportError) -> ImportedColor {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw ImportError("\(shown): cannot be read; check its permissions")
    }
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw ImportError("\(shown): not a JSON object; fix the file (Xcode writes {\"colors\": […]})")
    }
    guard let colors = root["colors"] as? [[String: Any]] else {
        throw ImportError("\(shown): no \"colors\" list; a colour set's Contents.json has one")
    }
    var light: String?
    var dark: String?
    var high: String?
    var darkHigh: String?
    for (index, entry) in colors.enumerated() {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        func has(_ appearance: String, _ value: String) -> Bool {
            appearances.contains { $0["appearance"] as? String == appearance && $0["value"] as? String == value }
        }
        let isHigh = has("contrast", "high")
        let luminosity = appearances.filter { $0["appearance"] as? String != "contrast" }
        let isDark = luminosity.contains { $0["value"] as? String == "dark" }
        let isLight = luminosity.isEmpty || luminosity.contains { $0["value"] as? String == "light" }
        guard isDark || isLight, isHigh || !appearances.contains(where: { $0["appearance"] as? String == "contrast" })
        else { continue }
        if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
        guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any]
        else {
            throw ImportError("\(shown): colors[\(index)] has no color.components; give red, green, blue and alpha")
        }
        var values: [Double] = []
        for key in ["red", "green", "blue", "alpha"] {
            guard let raw = components[key] ?? (key == "alpha" ? "1" : nil) else {
                throw ImportError(
                    "\(shown): colors[\(index)].color.components.\(key) is missing; give it as 0–1, 0–255 or 0xNN")
            }
            guard let value = componentValue(raw, isAlpha: key == "alpha") else {
                throw ImportError(
                    "\(shown): colors[\(index)].color.components.\(key): \(raw) is not a component; write 0.0–1.0, 0–255 or 0xNN"
                )
            }
            values.append(value)
        }
        if let space = color["color-space"] as? String, !["srgb", "extended-srgb"].contains(space) {
            // display-p3 and gray are read as sRGB numbers (the same components), noted in the docs.
            _ = space
        }
        let hex = RGBAHex.hex(values)
        switch (isDark, isHigh) {
        case (true, false): dark = hex
        case (false, false): if light == nil { light = hex }
        case (false, true): if high == nil { high = hex }
        case (true, true): darkHigh = hex
        }
    }
    guard let light else {
        throw ImportError("\(shown): no universal (light) colour in \"colors\"; add one")
    }
    return ImportedColor(light, dark: dark, highContrast: high, darkHighContrast: darkHigh)
}

/// Xcode writes a component as "0.369", "94" (0–255) or "0x5E"; alpha as a 0–1 number.
private func componentValue(_ raw: Any, isAlpha: Bool) -> Double? {
    if let number = raw as? NSNumber {
        return number.doubleValue <= 1 || isAlpha ? number.doubleValue : number.doubleValue / 255
    }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
    if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16), value <= 255 {
        return Double(value) / 255
    }
    guard let value = Double(text), value >= 0 else { return nil }
    if isAlpha { return value <= 1 ? value : nil }
    if text.contains(".") { return value <= 1 ? value : nil }
    return value <= 1 && text != "1" ? value : (value <= 255 ? value / 255 : nil)
}

enum RGBAHex {
    static func hex(_ values: [Double]) -> String {
        RGBA8(red: values[0], green: values[1], blue: values[2], alpha: values[3]).hex
    }
}

/// One `.imageset`: its PNG files by scale, what a scene can draw.
package struct ImportedImage: Hashable, Sendable {
    package struct File: Hashable, Sendable {
        /// The PNG's absolute path.
        package var path: String
        /// 1, 2 or 3; nil for a single-scale image.
        package var scale: Int?
    }
    /// `Assets.xcassets/Logo.imageset`, as shown in messages.
    package var shown: String
    package var files: [File] = []
    /// The set's files a scene cannot draw (a PDF, an SVG, a JPEG), by name.
    package var notDrawn: [String] = []
    /// `template-rendering-intent: original`: the image is drawn in its own colours.
    package var original = false

    /// The largest scale's PNG (drawn at its size in points whatever the phone's scale).
    package var best: File? { files.max { ($0.scale ?? 1) < ($1.scale ?? 1) } }
}

/// Reads one `.imageset/Contents.json`: its universal and iPhone PNGs and their scales. A file
/// listed but missing, or leading out of the folder walked, is a warning; a malformed
/// Contents.json is an error naming the key.
package func readImageSet(path: String, shown: String, root: String?) throws(ImportError) -> (
    ImportedImage, [ImportMessage]
) {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw ImportError("\(shown): cannot be read; check its permissions")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw ImportError("\(shown): not a JSON object; fix the file (Xcode writes {\"images\": […]})")
    }
    guard let images = object["images"] as? [[String: Any]] else {
        throw ImportError("\(shown): no \"images\" list; an image set's Contents.json has one")
    }
    let folder = (path as NSString).deletingLastPathComponent
    var image = ImportedImage(shown: (shown as NSString).deletingLastPathComponent)
    var messages: [ImportMessage] = []
    if let properties = object["properties"] as? [String: Any] {
        image.original = properties["template-rendering-intent"] as? String == "original"
    }
    for (index, entry) in images.enumerated() {
        if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
        guard let raw = entry["filename"] else { continue }  // an empty slot
        guard let name = raw as? String, !name.isEmpty, !name.contains("/") else {
            throw ImportError("\(shown): images[\(index)].filename must be a file name in the set, such as logo@2x.png")
        }
        var scale: Int?
        if let written = entry["scale"] {
            guard let text = written as? String, let value = ["1x": 1, "2x": 2, "3x": 3][text] else {
                throw ImportError("\(shown): images[\(index)].scale must be 1x, 2x or 3x")
            }
            scale = value
        }
        let file = URL(fileURLWithPath: folder).appendingPathComponent(name).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: file) else {
            messages.append(
                ImportMessage(
                    level: .warning, place: shown,
                    text: "images[\(index)].filename \(name) is not in the set; add the file or remove the entry"))
            continue
        }
        if let root {
            let target = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
            guard target.hasPrefix(root + "/") else {
                messages.append(
                    ImportMessage(
                        level: .warning, place: shown,
                        text:
                            "images[\(index)].filename \(name) is a link to \(target), outside the folder read; not read (copy the file into the set)"
                    ))
                continue
            }
        }
        if name.lowercased().hasSuffix(".png") {
            image.files.append(ImportedImage.File(path: file, scale: scale))
        } else {
            image.notDrawn.append(name)
        }
    }
    return (image, messages)
}
