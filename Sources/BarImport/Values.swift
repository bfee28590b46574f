import BarLayers
import BarScene
import Foundation
import Raster
import SwiftParser
import SwiftSyntax

/// A place in the app's code: the file as the user named it (relative to the folder walked) and
/// a 1-based line.
package struct CodePlace: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var file: String
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    package var description: String { "\(file):\(line)" }

    package static func < (a: CodePlace, b: CodePlace) -> Bool {
        (a.file, a.line) < (b.file, b.line)
    }
}

/// A colour as a scene writes it: `"#rrggbb"`, a system colour's name (`systemPurple`), or under
/// `swiftUI:` one of SwiftUI's names (`purple`); with a dark value when an asset catalog gives one
/// that differs.
package struct ImportedColor: Hashable, Sendable {
    package var light: String
    package var dark: String?
    /// A colour set's high-contrast values (Increase Contrast), light and dark.
    package var highContrast: String?
    package var darkHighContrast: String?

    package init(_ light: String, dark: String? = nil, highContrast: String? = nil, darkHighContrast: String? = nil) {
        self.light = light
        self.dark = dark == light ? nil : dark
        self.highContrast = highContrast == light ? nil : highContrast
        self.darkHighContrast = darkHighContrast == (dark ?? light) ? nil : darkHighContrast
    }

    /// The value written for a mode. Under Increase Contrast in dark mode a set without a dark
    /// high-contrast value gives its dark value (its light high-contrast one when it has no dark).
    package func value(dark isDark: Bool, highContrast high: Bool = false) -> String {
        switch (isDark, high) {
        case (false, false): return light
        case (true, false): return dark ?? light
        case (false, true): return highContrast ?? light
        case (true, true): return darkHighContrast ?? dark ?? highContrast ?? light
        }
    }

    /// Whether Increase Contrast changes the colour in either mode.
    package var hasHighContrastValues: Bool { highContrast != nil || darkHighContrast != nil }

    /// The pixel value in a mode (system and SwiftUI names through BarScope's semantic colours).
    package func rgba(dark isDark: Bool, highContrast high: Bool = false) -> RGBA8? {
        let text = value(dark: isDark, highContrast: high)
        if let rgba = RGBA8(hex: text) { return rgba }
        let name = swiftUISystemNames[text] ?? text
        return SemanticColors.named(name)?.resolved(isDark ? .dark : .light)
    }
}

/// SwiftUI's named colours as the system colours of their names (docs/swiftui.md).
let swiftUISystemNames: [String: String] = [
    "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
    "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
    "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
    "gray": "systemGray", "primary": "label", "secondary": "secondaryLabel",
]

/// UIKit's fixed colours (`UIColor.red` is 1, 0, 0, not systemRed), as `UIColor.h` defines them.
let uikitFixedColors: [String: String] = [
    "black": "#000000", "darkGray": "#555555", "lightGray": "#aaaaaa", "white": "#ffffff", "gray": "#808080",
    "red": "#ff0000", "green": "#00ff00", "blue": "#0000ff", "cyan": "#00ffff", "yellow": "#ffff00",
    "magenta": "#ff00ff", "orange": "#ff8000", "purple": "#800080", "brown": "#996633", "clear": "#00000000",
]

/// The value of an expression, or why it has none.
package enum Evaluated<Value> {
    case value(Value)
    case unresolved(String)

    var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }
}

/// A module-wide constant: `let brand = …` at the top level, `static let brand = …` in a type or
/// an extension, or a computed property whose getter is one expression.
struct Constant {
    var expression: ExprSyntax
    var place: CodePlace
}

/// What the evaluator can look up: the module's constants and its asset catalogs' colours.
package struct ModuleIndex {
    /// By plain name (`brand`) and by type and name (`Theme.brand`, `UIColor.brand`).
    var constants: [String: [Constant]] = [:]
    package var assetColors: [String: ImportedColor] = [:]
    package var assetImages: [String: ImportedImage] = [:]
}

/// An image's file path in a scene's flow text, between these marks until the scene is written
/// (relative to the folder the scene goes to, or absolute when it is only rendered).
let pathStart: Character = "\u{E000}"
let pathEnd: Character = "\u{E001}"

/// A scene's text with each marked image path written for a scene in `folder` (nil: absolute).
func resolvingImagePaths(_ text: String, folder: String?) -> String {
    guard text.contains(pathStart) else { return text }
    var out = ""
    var rest = Substring(text)
    while let start = rest.firstIndex(of: pathStart), let end = rest[start...].firstIndex(of: pathEnd) {
        out += rest[..<start]
        let path = String(rest[rest.index(after: start)..<end])
        out += YAMLWriter.quoted(folder.map { relativePath(path, from: $0) } ?? path)
        rest = rest[rest.index(after: end)...]
    }
    return out + rest
}

/// `path` (absolute) as seen from `folder`: `../App/Assets.xcassets/Logo.imageset/logo@3x.png`.
func relativePath(_ path: String, from folder: String) -> String {
    let from = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let ups = [String](repeating: "..", count: from.count - common)
    return (ups + to[common...]).joined(separator: "/")
}

/// Evaluates expressions statically: literals, arithmetic on literals, colours, constants.
struct Evaluator {
    var index: ModuleIndex
    /// The local `let`s of the function being read, innermost last.
    var locals: [String: ExprSyntax] = [:]

    // MARK: Numbers, strings, booleans

    func number(_ expr: ExprSyntax, depth: Int = 0) -> Double? {
        guard depth < 12 else { return nil }
        let expr = unwrapped(expr)
        if let int = expr.as(IntegerLiteralExprSyntax.self) { return integer(int.literal.text).map(Double.init) }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression, depth: depth + 1).map { -$0 }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["CGFloat", "Double", "Float", "Int"].contains(name), let argument = call.arguments.first
        {
            return number(argument.expression, depth: depth + 1)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return arithmetic(Array(sequence.elements), depth: depth) }
        if let constant = constantExpression(expr, depth: depth) { return number(constant, depth: depth + 1) }
        return nil
    }

    private func integer(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return Int(digits.dropFirst(2), radix: 16) }
        return Int(digits)
    }

    /// `a + b * c`: the parser leaves a sequence unfolded; `*` and `/` bind before `+` and `-`.
    private func arithmetic(_ elements: [ExprSyntax], depth: Int) -> Double? {
        guard elements.count % 2 == 1 else { return nil }
        var terms: [Double] = []
        var signs: [Double] = [1]
        guard var current = number(elements[0], depth: depth + 1) else { return nil }
        var index = 1
        while index < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                let right = number(elements[index + 1], depth: depth + 1)
            else { return nil }
            switch op {
            case "*": current *= right
            case "/":
                guard right != 0 else { return nil }
                current /= right
            case "+", "-":
                terms.append(current)
                signs.append(op == "+" ? 1 : -1)
                current = right
            default: return nil
            }
            index += 2
        }
        terms.append(current)
        return zip(signs, terms).reduce(0) { $0 + $1.0 * $1.1 }
    }

    func string(_ expr: ExprSyntax, depth: Int = 0) -> String? {
        guard depth < 12 else { return nil }
        let expr = unwrapped(expr)
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }
        // NSLocalizedString("Inbox", comment: …) and String(localized: "Inbox"): the key, as the
        // development language shows it.
        if let call = expr.as(FunctionCallExprSyntax.self), let first = call.arguments.first {
            let name = call.calledExpression.trimmedDescription
            if name == "NSLocalizedString" || (name == "String" && first.label?.text == "localized") {
                return string(first.expression, depth: depth + 1)
            }
        }
        if let constant = constantExpression(expr, depth: depth) { return string(constant, depth: depth + 1) }
        return nil
    }

    func bool(_ expr: ExprSyntax) -> Bool? {
        let expr = unwrapped(expr)
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let constant = constantExpression(expr, depth: 0) { return bool(constant) }
        return nil
    }

    /// `(x)`, `x as UIColor`, `x!`: the expression inside.
    func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return unwrapped(only.expression)
        }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let cast = Array(sequence.elements)[1].as(UnresolvedAsExprSyntax.self)
        {
            _ = cast
            return unwrapped(Array(sequence.elements)[0])
        }
        if let asExpr = expr.as(AsExprSyntax.self) { return unwrapped(asExpr.expression) }
        return expr
    }

    /// A name that is a local `let` or a module constant: its expression.
    func constantExpression(_ expr: ExprSyntax, depth: Int) -> ExprSyntax? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = locals[name] { return local }
            if let found = index.constants[name], found.count == 1 { return found[0].expression }
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base {
                let qualified = unwrapped(base).trimmedDescription.replacingOccurrences(of: "self.", with: "")
                if let found = index.constants[qualified + "." + name], found.count == 1 { return found[0].expression }
                if ["Self", "self"].contains(qualified), let found = index.constants[name], found.count == 1 {
                    return found[0].expression
                }
            } else {
                for type in ["UIColor", "Color", "ShapeStyle"] {
                    if let found = index.constants[type + "." + name], found.count == 1 { return found[0].expression }
                }
            }
        }
        return nil
    }

    // MARK: Images

    /// An image as a scene writes it: `{systemName: "gear"}` (where `symbols`), `{path: …,
    /// scale: 3}` from an asset catalog's image set, `{empty: true}` for `UIImage()`; and whether
    /// it is drawn in its own colours (`.withRenderingMode(.alwaysOriginal)`, or the set says so).
    func image(_ expr: ExprSyntax, symbols: Bool, depth: Int = 0) -> Evaluated<(flow: String, original: Bool)> {
        guard depth < 12 else { return .unresolved("too many constants in a chain") }
        let expr = unwrapped(expr)
        let written = expr.trimmedDescription
        guard let call = expr.as(FunctionCallExprSyntax.self) else {
            if let constant = constantExpression(expr, depth: depth) {
                return image(constant, symbols: symbols, depth: depth + 1)
            }
            return .unresolved(written + " (an image: give {path: file.png})")
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text == "withRenderingMode" || member.declName.baseName.text == "withTintColor"
        {
            let inner = image(base, symbols: symbols, depth: depth + 1)
            guard case .value(let value) = inner else { return inner }
            guard member.declName.baseName.text == "withRenderingMode" else { return inner }
            let mode = call.arguments.first.flatMap {
                unwrapped($0.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text
            }
            return .value(
                (value.flow, mode == "alwaysOriginal" ? true : mode == "alwaysTemplate" ? false : value.original))
        }
        let type = call.calledExpression.trimmedDescription.replacingOccurrences(of: ".init", with: "")
        guard ["UIImage", ""].contains(type) else { return .unresolved(written + " (an image: give {path: file.png})") }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if labels.isEmpty { return .value(("{empty: true}", false)) }
        if labels[0] == "systemName", let name = string(call.arguments.first!.expression) {
            guard symbols else { return .unresolved(written + " (a symbol as a bar's image: give {path: file.png})") }
            return .value(("{systemName: \(YAMLWriter.quoted(name))}", false))
        }
        if labels[0] == "named", let name = string(call.arguments.first!.expression) {
            guard let set = index.assetImages[name] else {
                return .unresolved("\(written): no image set \(name) in the asset catalogs read")
            }
            guard let file = set.best else {
                let why =
                    set.notDrawn.isEmpty
                    ? "has no PNG file"
                    : "has only \(set.notDrawn.joined(separator: ", ")), which a scene does not draw"
                return .unresolved("\(written): \(set.shown) \(why) (add a PNG to the set, or give {path: file.png})")
            }
            let scale = symbols ? file.scale.map { ", scale: \($0)" } ?? "" : ""
            return .value(("{path: \(pathStart)\(file.path)\(pathEnd)\(scale)}", set.original))
        }
        return .unresolved(written + " (an image: give {path: file.png})")
    }

    // MARK: Colours

    /// A colour expression, in UIKit's words (`.purple` is UIColor.purple, #800080) or, with
    /// `swiftUI`, SwiftUI's (`.purple` is the system purple, written `purple`).
    func color(_ expr: ExprSyntax, swiftUI: Bool, depth: Int = 0) -> Evaluated<ImportedColor> {
        guard depth < 12 else { return .unresolved("too many constants in a chain") }
        let expr = unwrapped(expr)
        let written = expr.trimmedDescription
        if expr.is(NilLiteralExprSyntax.self) { return .unresolved("nil") }
        // `.systemPurple`, `UIColor.systemPurple`, `.purple`, `Color.purple`, `UIColor.label`
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let name = member.declName.baseName.text
            let base = member.base.map { unwrapped($0).trimmedDescription }
            if base == nil || base == "UIColor" || base == "Color" {
                if let named = namedColor(name, swiftUI: swiftUI && base != "UIColor") { return .value(named) }
            }
            if let base = member.base,
                let modified = colorModifier(of: base, name: name, arguments: nil, swiftUI: swiftUI, depth: depth)
            {
                return modified
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return colorCall(call, swiftUI: swiftUI, depth: depth) }
        if let constant = constantExpression(expr, depth: depth) {
            return color(constant, swiftUI: swiftUI, depth: depth + 1)
        }
        return .unresolved(written)
    }

    private func namedColor(_ name: String, swiftUI: Bool) -> ImportedColor? {
        if swiftUI {
            if swiftUISystemNames[name] != nil { return ImportedColor(name) }
            if let fixed = ["white": "#ffffff", "black": "#000000", "clear": "#00000000"][name] {
                return ImportedColor(fixed)
            }
            if name == "accentColor" { return ImportedColor("systemBlue") }
        }
        if SemanticColors.named(name) != nil { return ImportedColor(name) }
        if !swiftUI, let fixed = uikitFixedColors[name] { return ImportedColor(fixed) }
        if !swiftUI, name == "tintColor" { return ImportedColor("systemBlue") }
        return nil
    }

    /// `x.withAlphaComponent(0.5)`, `x.opacity(0.5)`, `x.cgColor`.
    private func colorModifier(
        of base: ExprSyntax, name: String, arguments: LabeledExprListSyntax?, swiftUI: Bool, depth: Int
    ) -> Evaluated<ImportedColor>? {
        switch name {
        case "withAlphaComponent", "opacity":
            guard let argument = arguments?.first, let alpha = number(argument.expression) else { return nil }
            let inner = color(base, swiftUI: swiftUI, depth: depth + 1)
            guard case .value(let value) = inner else { return inner }
            func apply(_ text: String) -> String? {
                guard let rgba = RGBA8(hex: text) ?? ImportedColor(text).rgba(dark: false),
                    RGBA8(hex: text) != nil || SemanticColors.named(swiftUISystemNames[text] ?? text) != nil
                else { return nil }
                if RGBA8(hex: text) == nil, let named = SemanticColors.named(swiftUISystemNames[text] ?? text),
                    named.light != named.dark
                {
                    return nil  // a dynamic colour with alpha: no scene spelling
                }
                return rgba.with(alpha: Fixed8.quantize(Double(rgba.a) / 255 * alpha)).hex
            }
            guard let light = apply(value.light) else {
                return .unresolved("\(base.trimmedDescription).\(name)(…) (a system colour with alpha)")
            }
            return .value(ImportedColor(light, dark: value.dark.flatMap(apply)))
        case "cgColor", "resolvedColor":
            return color(base, swiftUI: swiftUI, depth: depth + 1)
        default:
            return nil
        }
    }

    private func colorCall(_ call: FunctionCallExprSyntax, swiftUI: Bool, depth: Int) -> Evaluated<ImportedColor> {
        let written = call.trimmedDescription
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        // A modifier: base.withAlphaComponent(…)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            !["UIColor", "Color"].contains(base.trimmedDescription)
        {
            return colorModifier(
                of: base, name: member.declName.baseName.text, arguments: call.arguments, swiftUI: swiftUI, depth: depth
            )
                ?? .unresolved(written)
        }
        let type = call.calledExpression.trimmedDescription
            .replacingOccurrences(of: ".init", with: "")
        guard ["UIColor", "Color", "CGColor", ".init", "init", "SwiftUI.Color"].contains(type) || type.isEmpty else {
            return .unresolved(written)
        }
        func component(_ label: String) -> Double? {
            arguments.first { $0.label?.text == label }.flatMap { number($0.expression) }
        }
        // UIColor(red:green:blue:alpha:), Color(red:green:blue:opacity:), Color(.sRGB, red:…)
        if labels.contains("red"), let r = component("red"), let g = component("green"), let b = component("blue") {
            let alpha = component("alpha") ?? component("opacity") ?? 1
            return .value(ImportedColor(RGBA8(red: r, green: g, blue: b, alpha: alpha).hex))
        }
        if labels.contains("white"), let white = component("white") {
            let alpha = component("alpha") ?? component("opacity") ?? 1
            return .value(ImportedColor(RGBA8(white: white, alpha: alpha).hex))
        }
        // UIColor(named: "Brand"), Color("Brand")
        if let first = arguments.first,
            labels == ["named"] || (labels == ["_"] && first.expression.is(StringLiteralExprSyntax.self))
                || labels == ["named", "in", "compatibleWith"]
        {
            guard let name = string(first.expression) else { return .unresolved(written) }
            if let asset = index.assetColors[name] { return .value(asset) }
            return .unresolved("\(written): no colour set \(name) in the asset catalogs read")
        }
        // Color(uiColor: .systemPurple), UIColor(Color.purple), Color(UIColor.systemPurple)
        if let first = arguments.first, arguments.count == 1, ["uiColor", "_", "cgColor"].contains(labels[0]) {
            let inner = color(first.expression, swiftUI: labels[0] == "_" && type == "UIColor", depth: depth + 1)
            if case .value = inner { return inner }
        }
        // The hex initialisers apps write as extensions, by their shape: one hex string or integer.
        if let first = arguments.first,
            labels[0].lowercased().contains("hex") || ["rgb", "rgba", "_", "hexValue", "argb"].contains(labels[0])
        {
            let alphaArgument = arguments.dropFirst().first {
                ["alpha", "opacity"].contains($0.label?.text ?? "")
            }
            let alpha = alphaArgument.flatMap { number($0.expression) }
            if alphaArgument != nil, alpha == nil { return .unresolved(written) }
            if let text = string(first.expression), let rgba = hexColor(text) {
                return .value(ImportedColor(alpha.map { rgba.with(alpha: Fixed8.quantize($0)) }.map(\.hex) ?? rgba.hex))
            }
            if let int = unwrapped(first.expression).as(IntegerLiteralExprSyntax.self)?.literal.text,
                let value = integer(int)
            {
                let digits = int.replacingOccurrences(of: "_", with: "").dropFirst(2).count
                let rgba =
                    digits == 8 && labels[0] != "argb"
                    ? RGBA8(
                        r: UInt8(value >> 24 & 255), g: UInt8(value >> 16 & 255), b: UInt8(value >> 8 & 255),
                        a: UInt8(value & 255))
                    : RGBA8(r: UInt8(value >> 16 & 255), g: UInt8(value >> 8 & 255), b: UInt8(value & 255))
                return .value(ImportedColor(alpha.map { rgba.with(alpha: Fixed8.quantize($0)) }.map(\.hex) ?? rgba.hex))
            }
        }
        return .unresolved(written)
    }

    /// `#5E2A84`, `5E2A84`, `0x5E2A84`, `#FFF`, `#5E2A84CC` (red, green, blue, alpha).
    func hexColor(_ text: String) -> RGBA8? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        if digits.lowercased().hasPrefix("0x") { digits.removeFirst(2) }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        return RGBA8(hex: "#" + digits)
    }
}

extension Evaluator {
    /// A colour expression's value as the scene writes it (`light` or `light/dark`), or
    /// `unresolved: why`; `declarations` is Swift source whose constants it may name. For tests
    /// and docs.
    package static func colorText(
        _ expression: String, swiftUI: Bool = false, declarations: String = "", assets: [String: ImportedColor] = [:]
    ) -> String {
        var index = ModuleIndex()
        index.assetColors = assets
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: declarations))
        for (key, value, node) in collector.constants {
            index.constants[key, default: []].append(Constant(expression: value, place: CodePlace(file: "", line: 0)))
            _ = node
        }
        let tree = Parser.parse(source: "let value = \(expression)")
        guard let binding = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first,
            let value = binding.initializer?.value
        else { return "unresolved: not an expression" }
        switch Evaluator(index: index).color(value, swiftUI: swiftUI) {
        case .value(let color): return color.dark.map { "\(color.light)/\($0)" } ?? color.light
        case .unresolved(let why): return "unresolved: \(why)"
        }
    }
}

extension Evaluator {
    /// An image expression as a scene writes it (paths relative to `folder`), with ` original`
    /// when drawn in its own colours, or `unresolved: why`. For tests.
    package static func imageText(_ expression: String, symbols: Bool, index: ModuleIndex, folder: String) -> String {
        let tree = Parser.parse(source: "let value = \(expression)")
        guard let binding = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first,
            let value = binding.initializer?.value
        else { return "unresolved: not an expression" }
        switch Evaluator(index: index).image(value, symbols: symbols) {
        case .value(let found):
            return resolvingImagePaths(found.flow, folder: folder) + (found.original ? " original" : "")
        case .unresolved(let why): return "unresolved: " + why
        }
    }
}
