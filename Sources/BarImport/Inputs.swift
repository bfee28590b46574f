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
        guard isSwift || isPlist || isColorSet else { return }
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
    }
}

/// The Info.plist keys a scene takes.
package struct InfoPlistSettings: Equatable {
    package var designRequiresCompatibility: (value: Bool, file: String)?
    package var userInterfaceStyle: (value: String, file: String)?

    package static func == (a: InfoPlistSettings, b: InfoPlistSettings) -> Bool {
        a.designRequiresCompatibility?.value == b.designRequiresCompatibility?.value
            && a.userInterfaceStyle?.value == b.userInterfaceStyle?.value
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
    for (index, entry) in colors.enumerated() {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
        let isDark = appearances.contains { $0["value"] as? String == "dark" }
        let isLight = appearances.isEmpty || appearances.contains { $0["value"] as? String == "light" }
        guard isDark || isLight else { continue }
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
        if isDark { dark = hex } else if light == nil { light = hex }
    }
    guard let light else {
        throw ImportError("\(shown): no universal (light) colour in \"colors\"; add one")
    }
    return ImportedColor(light, dark: dark)
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
