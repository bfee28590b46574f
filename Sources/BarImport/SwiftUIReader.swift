import Foundation
import BarScene
import SwiftSyntax

/// The containers whose bars a scene draws.
let navigationContainers: Set<String> = ["NavigationStack", "NavigationView"]

/// A SwiftUI view declared in the module: its `body`, for following `OrdersList()` into it.
struct ViewBody {
    var node: Syntax
    var file: String
    var converter: SourceLocationConverter
}

/// Reads SwiftUI bar code: each `NavigationStack`/`NavigationView` (with the `TabView` around it)
/// and each `TabView` without one, with the modifiers of docs/swiftui.md on it and its children.
struct SwiftUIReader {
    var file: String
    var converter: SourceLocationConverter
    var evaluator: Evaluator
    var views: [String: ViewBody]

    func configurations(in tree: SourceFileSyntax) -> [Configuration] {
        let finder = ContainerFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var result: [Configuration] = []
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        for container in finder.found {
            let name = container.calledExpression.trimmedDescription
            let enclosingTab = enclosingContainer(of: container).flatMap {
                $0.calledExpression.trimmedDescription == "TabView" ? $0 : nil
            }
            if name == "TabView", containsNavigation(container) { continue }
            var collected = Collected()
            let at = place(container, converter)
            if let tabView = enclosingTab {
                readTabs(tabView, into: &collected, selecting: container)
                readChain(of: tabView, into: &collected)
            }
            if name == "TabView" { readTabs(container, into: &collected, selecting: nil) }
            readChain(of: container, into: &collected)
            readContent(of: container, file: file, converter: converter, into: &collected, depth: 0)
            let origin = (enclosingType(container).map { $0 + "." } ?? "") + "body"
            // Named by its tab's title, else its navigation title, else the container.
            let label =
                collected.selectedTitle ?? collected.entries.first { $0.path == ["swiftUI", "navigationTitle"] }.flatMap
            {
                if case .text(let title) = $0.value { return title } else { return nil }
            } ?? name
            var configuration = Configuration(
                name: "\(stem)-\(fileNamePart(label))", place: at, origin: "\(origin) \(name)")
            configuration.isSwiftUI = true
            collected.write(into: &configuration, at: at)
            if !configuration.entries.isEmpty { result.append(configuration) }
        }
        return result
    }

    /// The nearest navigation stack or tab view the node is inside.
    func enclosingContainer(of node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var parent = node.parent
        while let current = parent {
            if let call = current.as(FunctionCallExprSyntax.self),
                isContainer(call.calledExpression.trimmedDescription)
            {
                return call
            }
            parent = current.parent
        }
        return nil
    }

    func isContainer(_ name: String) -> Bool { navigationContainers.contains(name) || name == "TabView" }

    func containsNavigation(_ tabView: FunctionCallExprSyntax) -> Bool {
        let finder = ContainerFinder(viewMode: .sourceAccurate)
        finder.walk(tabView)
        return finder.found.contains { navigationContainers.contains($0.calledExpression.trimmedDescription) }
    }

    // MARK: What is collected

    struct Collected {
        var entries: [Entry] = []
        var toolbar: [(String, CodePlace)] = []
        var tabs: [(String, CodePlace)] = []
        var selectedTab: (Int, CodePlace)?
        /// The title of the tab that holds the navigation stack.
        var selectedTitle: String?
        var notRead: [(place: CodePlace, what: String)] = []

        mutating func set(_ path: [String], _ value: FoundValue, _ at: CodePlace, _ what: String) {
            let entry = Entry(path: ["swiftUI"] + path, value: value, place: at, what: what)
            if let index = entries.firstIndex(where: { $0.path == entry.path }) {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }

        func write(into configuration: inout Configuration, at: CodePlace) {
            for entry in entries where entry.path.count == 2 {
                configuration.set(entry.path, entry.value, at: entry.place, what: entry.what)
            }
            if !toolbar.isEmpty {
                configuration.set(
                    ["swiftUI", "toolbar"], .flow("[" + toolbar.map(\.0).joined(separator: ", ") + "]"),
                    at: toolbar[0].1,
                    what: "toolbar")
            }
            if !tabs.isEmpty {
                configuration.set(
                    ["swiftUI", "tabs"], .flow("[" + tabs.map(\.0).joined(separator: ", ") + "]"), at: tabs[0].1,
                    what: "tabItem")
                if let selectedTab {
                    configuration.set(
                        ["swiftUI", "selectedTab"], .word(String(selectedTab.0)), at: selectedTab.1,
                        what: "selected tab")
                }
            }
            for entry in entries where entry.path.count > 2 {
                configuration.set(entry.path, entry.value, at: entry.place, what: entry.what)
            }
            configuration.notRead += notRead
        }
    }

    // MARK: Reading

    /// The modifiers written on the container itself: `NavigationStack { … }.tint(.orange)`.
    func readChain(of container: FunctionCallExprSyntax, into collected: inout Collected) {
        var node = Syntax(container)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node,
            let call = member.parent?.as(FunctionCallExprSyntax.self)
        {
            modifier(call, file: file, converter: converter, into: &collected)
            node = Syntax(call)
        }
    }

    /// The modifiers inside the container's closures, following the module's own views into
    /// their bodies; not into another container.
    func readContent(
        of node: some SyntaxProtocol, file: String, converter: SourceLocationConverter, into collected: inout Collected,
        depth: Int
    ) {
        let finder = ModifierFinder(viewMode: .sourceAccurate)
        finder.isContainer = isContainer
        finder.root = Syntax(node)
        finder.walk(node)
        for call in finder.modifiers {
            modifier(call, file: file, converter: converter, into: &collected)
        }
        guard depth < 4 else { return }
        for name in finder.viewReferences {
            guard let view = views[name] else { continue }
            readContent(of: view.node, file: view.file, converter: view.converter, into: &collected, depth: depth + 1)
        }
    }

    func place(_ node: some SyntaxProtocol, _ converter: SourceLocationConverter, file: String? = nil) -> CodePlace {
        CodePlace(file: file ?? self.file, line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
    }

    /// The bars a `for:` names: `for: .navigationBar, .tabBar`.
    func bars(_ call: FunctionCallExprSyntax) -> [String] {
        var bars: [String] = []
        var reading = false
        for argument in call.arguments {
            if argument.label?.text == "for" { reading = true } else if argument.label != nil { reading = false }
            guard reading, let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
                continue
            }
            bars.append(name == "automatic" ? "navigationBar" : name)
        }
        return bars.isEmpty ? ["navigationBar"] : bars
    }

    func modifier(
        _ call: FunctionCallExprSyntax, file: String, converter: SourceLocationConverter,
        into collected: inout Collected
    ) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let name = member.declName.baseName.text
        let at = place(member.declName, converter, file: file)
        let first = call.arguments.first?.expression
        func word(_ expression: ExprSyntax?) -> String? {
            expression.flatMap { evaluator.unwrapped($0).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        }
        switch name {
        case "navigationTitle":
            guard let first else { return }
            collected.set(["navigationTitle"], title(first), at, name)
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            let mode = word(first)
            collected.set(
                ["navigationBarTitleDisplayMode"],
                mode.flatMap { ["large", "inline", "automatic"].contains($0) ? .word($0) : nil }
                    ?? .unresolved(first?.trimmedDescription ?? ""), at, name)
        case "toolbarBackground":
            guard let first else { return }
            let style = word(first)
            for bar in bars(call) {
                if let style, ["visible", "hidden", "automatic"].contains(style) {
                    collected.set(
                        ["toolbarBackgroundVisibility", bar], .word(style), at, "toolbarBackground(.\(style))")
                } else {
                    collected.set(["toolbarBackground", bar], shapeStyle(first), at, name)
                }
            }
        case "toolbarBackgroundVisibility":
            guard let style = word(first) else { return }
            for bar in bars(call) { collected.set(["toolbarBackgroundVisibility", bar], .word(style), at, name) }
        case "toolbarColorScheme":
            guard let scheme = word(first), ["dark", "light"].contains(scheme) else { return }
            for bar in bars(call) { collected.set(["toolbarColorScheme", bar], .word(scheme), at, name) }
        case "toolbar", "toolbarVisibility":
            if let visibility = word(first), ["visible", "hidden", "automatic"].contains(visibility) {
                for bar in bars(call) { collected.set(["toolbarVisibility", bar], .word(visibility), at, name) }
                return
            }
            if name == "toolbar" { toolbarItems(call, file: file, converter: converter, into: &collected) }
        case "tint", "accentColor":
            guard let first else { return }
            collected.set(["tint"], colorValue(first), at, name)
        case "tabViewStyle":
            guard let style = word(first) else { return }
            let known = ["sidebarAdaptable", "tabBarOnly", "automatic"]
            collected.set(
                ["tabViewStyle"], known.contains(style) ? .word(style) : .unresolved(first!.trimmedDescription), at,
                name)
        case "tabBarMinimizeBehavior":
            guard let behavior = word(first) else { return }
            collected.set(["tabBarMinimizeBehavior"], .word(behavior), at, name)
        default:
            return
        }
    }

    func title(_ expression: ExprSyntax) -> FoundValue {
        var value = evaluator.unwrapped(expression)
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Text",
            let first = call.arguments.first
        {
            value = first.expression
        }
        return evaluator.string(value).map { .text($0) } ?? .unresolved(expression.trimmedDescription)
    }

    func colorValue(_ expression: ExprSyntax) -> FoundValue {
        switch evaluator.color(expression, swiftUI: true) {
        case .value(let color): return .color(color)
        case .unresolved(let why): return .unresolved(why)
        }
    }

    /// A colour, or a material (`.ultraThinMaterial`, `.bar`).
    func shapeStyle(_ expression: ExprSyntax) -> FoundValue {
        let value = evaluator.unwrapped(expression)
        if let member = value.as(MemberAccessExprSyntax.self),
            ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "bar"].contains(
                member.declName.baseName.text),
            member.base == nil || member.base?.trimmedDescription == "Material"
        {
            return .word(member.declName.baseName.text)
        }
        return colorValue(expression)
    }

    /// `.toolbar { ToolbarItem(placement: .topBarTrailing) { Button… } }` and ToolbarItemGroup.
    func toolbarItems(
        _ call: FunctionCallExprSyntax, file: String, converter: SourceLocationConverter,
        into collected: inout Collected
    ) {
        guard let closure = call.trailingClosure else { return }
        let finder = ToolbarItemFinder(viewMode: .sourceAccurate)
        finder.walk(closure)
        for item in finder.items {
            let at = place(item, converter, file: file)
            let placementName =
                item.arguments.first { $0.label?.text == "placement" }
                .flatMap { evaluator.unwrapped($0.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
                ?? "automatic"
            let placements = [
                "topBarLeading": "topBarLeading", "navigationBarLeading": "topBarLeading",
                "cancellationAction": "topBarLeading",
                "topBarTrailing": "topBarTrailing", "navigationBarTrailing": "topBarTrailing",
                "automatic": "topBarTrailing",
                "confirmationAction": "topBarTrailing", "primaryAction": "primaryAction", "bottomBar": "bottomBar",
                "status": "status",
            ]
            guard let placement = placements[placementName] else {
                collected.notRead.append((at, "ToolbarItem(placement: .\(placementName))"))
                continue
            }
            let buttons = ButtonFinder(viewMode: .sourceAccurate)
            buttons.walk(item.trailingClosure.map(Syntax.init) ?? Syntax(item))
            if buttons.buttons.isEmpty {
                collected.notRead.append((at, "a toolbar item that is not a Button"))
            }
            for button in buttons.buttons {
                if let label = buttonLabel(button) {
                    collected.toolbar.append(("{placement: \(placement), \(label)}", at))
                } else {
                    collected.notRead.append((place(button, converter, file: file), "a toolbar button's label"))
                }
            }
        }
    }

    /// `Button("Add")` → title; `Button("Add", systemImage: "plus")`, `label: { Image(systemName:) }`,
    /// `Label("Add", systemImage: "plus")` → systemImage (a toolbar shows a Label's icon).
    func buttonLabel(_ button: FunctionCallExprSyntax) -> String? {
        let name = button.calledExpression.trimmedDescription
        if name == "EditButton" { return "title: \"Edit\"" }
        if let symbol = button.arguments.first(where: { $0.label?.text == "systemImage" }).flatMap({
            evaluator.string($0.expression)
        }) {
            return "systemImage: \(YAMLWriter.quoted(symbol))"
        }
        if let first = button.arguments.first, first.label == nil, let title = evaluator.string(first.expression) {
            return "title: \(YAMLWriter.quoted(title))"
        }
        let labelClosure =
            button.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? button.arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
        guard let labelClosure else { return nil }
        let views = ViewCallFinder(viewMode: .sourceAccurate)
        views.walk(labelClosure)
        for call in views.calls {
            switch call.calledExpression.trimmedDescription {
            case "Image":
                if let first = call.arguments.first, first.label?.text == "systemName",
                    let symbol = evaluator.string(first.expression)
                {
                    return "systemImage: \(YAMLWriter.quoted(symbol))"
                }
            case "Label":
                if let symbol = call.arguments.first(where: { $0.label?.text == "systemImage" }).flatMap({
                    evaluator.string($0.expression)
                }) {
                    return "systemImage: \(YAMLWriter.quoted(symbol))"
                }
            case "Text":
                if let first = call.arguments.first, let title = evaluator.string(first.expression) {
                    return "title: \(YAMLWriter.quoted(title))"
                }
            default: continue
            }
        }
        return nil
    }

    /// A TabView's children with `.tabItem { Label(…) }` (or iOS 18's `Tab(…)`), their badges;
    /// `selecting`: the tab that holds this navigation stack.
    func readTabs(
        _ tabView: FunctionCallExprSyntax, into collected: inout Collected, selecting: FunctionCallExprSyntax?
    ) {
        guard let closure = tabView.trailingClosure else { return }
        for (index, statement) in closure.statements.enumerated() {
            let at = place(statement, converter)
            var title: String?
            var symbol: String?
            var badge: String?
            var chain: ExprSyntax? = statement.item.as(ExprSyntax.self)
            if chain == nil, let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression {
                chain = expression
            }
            // Walk the modifier chain from the outside in.
            while let call = chain?.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    switch member.declName.baseName.text {
                    case "tabItem":
                        let labels = ViewCallFinder(viewMode: .sourceAccurate)
                        if let closure = call.trailingClosure { labels.walk(closure) }
                        for label in labels.calls {
                            let kind = label.calledExpression.trimmedDescription
                            if kind == "Label", let first = label.arguments.first {
                                title = evaluator.string(first.expression) ?? title
                                symbol = label.arguments.first { $0.label?.text == "systemImage" }.flatMap {
                                    evaluator.string($0.expression)
                                }
                            } else if kind == "Text", let first = label.arguments.first {
                                title = evaluator.string(first.expression) ?? title
                            } else if kind == "Image", let first = label.arguments.first,
                                first.label?.text == "systemName"
                            {
                                symbol = evaluator.string(first.expression)
                            }
                        }
                    case "badge":
                        if let first = call.arguments.first {
                            if let number = evaluator.number(first.expression) {
                                badge = number == 0 ? nil : String(Int(number))
                            } else {
                                badge = evaluator.string(first.expression)
                                if badge == nil {
                                    collected.notRead.append((at, "badge(\(first.expression.trimmedDescription))"))
                                }
                            }
                        }
                    default: break
                    }
                    chain = base
                } else if call.calledExpression.trimmedDescription == "Tab" {
                    if let first = call.arguments.first, first.label == nil {
                        title = evaluator.string(first.expression)
                    }
                    symbol = call.arguments.first { $0.label?.text == "systemImage" }.flatMap {
                        evaluator.string($0.expression)
                    }
                    chain = nil
                } else {
                    chain = nil
                }
            }
            guard let title else {
                collected.notRead.append((at, "a tab without a tabItem Label's title"))
                continue
            }
            var fields = ["title: \(YAMLWriter.quoted(title))"]
            if let symbol { fields.append("systemImage: \(YAMLWriter.quoted(symbol))") }
            if let badge { fields.append("badge: \(YAMLWriter.quoted(badge))") }
            collected.tabs.append(("{" + fields.joined(separator: ", ") + "}", at))
            if let selecting, statement.position <= selecting.position, selecting.endPosition <= statement.endPosition,
                index > 0
            {
                collected.selectedTab = (collected.tabs.count - 1, at)
            }
            if let selecting, statement.position <= selecting.position, selecting.endPosition <= statement.endPosition {
                collected.selectedTitle = title
            }
        }
    }
}

/// A title as part of a file name: letters, digits and dashes.
func fileNamePart(_ text: String) -> String {
    let mapped = text.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    let trimmed = mapped.split(separator: "-").joined(separator: "-")
    return trimmed.isEmpty ? "view" : String(trimmed.prefix(40))
}

/// Calls of `NavigationStack`, `NavigationView` and `TabView`.
final class ContainerFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.trimmedDescription
        if navigationContainers.contains(name) || name == "TabView" { found.append(node) }
        return .visitChildren
    }
}

/// The modifier calls under a node, not inside another container; and the module views it names.
final class ModifierFinder: SyntaxVisitor {
    var modifiers: [FunctionCallExprSyntax] = []
    var viewReferences: [String] = []
    var isContainer: (String) -> Bool = { _ in false }
    var root: Syntax?
    static let names: Set<String> = [
        "navigationTitle", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "toolbarBackground",
        "toolbarBackgroundVisibility", "toolbarColorScheme", "toolbar", "toolbarVisibility", "tint", "accentColor",
        "tabViewStyle", "tabBarMinimizeBehavior",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if Syntax(node) != root, isContainer(called) { return .skipChildren }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            Self.names.contains(member.declName.baseName.text)
        {
            modifiers.append(node)
        }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
        {
            viewReferences.append(reference.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // The toolbar's own content is read by the toolbar modifier.
        if let call = node.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toolbar"
        {
            return .skipChildren
        }
        return .visitChildren
    }
}

/// `ToolbarItem(…)` and `ToolbarItemGroup(…)` calls.
final class ToolbarItemFinder: SyntaxVisitor {
    var items: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.trimmedDescription
        if name == "ToolbarItem" || name == "ToolbarItemGroup" {
            items.append(node)
            return .skipChildren
        }
        return .visitChildren
    }
}

/// `Button(…)` and `EditButton()` calls.
final class ButtonFinder: SyntaxVisitor {
    var buttons: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.trimmedDescription
        if name == "Button" || name == "EditButton" {
            buttons.append(node)
            return .skipChildren
        }
        return .visitChildren
    }
}

/// Every call by a plain name (`Label(…)`, `Image(…)`, `Text(…)`).
final class ViewCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.is(DeclReferenceExprSyntax.self) { calls.append(node) }
        return .visitChildren
    }
}
