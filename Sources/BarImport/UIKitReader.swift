import BarLayers
import BarScene
import Foundation
import SwiftSyntax

/// What a name in a function stands for.
enum Target: Equatable {
    /// A bar: through its appearance proxy (`UINavigationBar.appearance()`) or the controller's.
    case bar(BarKind, proxy: Bool)
    /// The view controller's `navigationItem`.
    case item
    /// A `UI…Appearance` object held in a local.
    case appearance(String)
}

/// A `UINavigationBarAppearance` (or tab bar, toolbar) being configured: its keys relative to
/// the appearance.
struct AppearanceObject: KeyedEntries {
    var kind: BarKind
    var entries: [Entry] = []
}

/// One path through a function: its `#available` branch, the appearances made so far, what the
/// names stand for.
struct Branch {
    var configuration: Configuration
    /// The path left the function (a `guard #available … else { return }`'s else).
    var finished = false
    var appearances: [String: AppearanceObject] = [:]
    var aliases: [String: Target] = [:]
    var locals: [String: ExprSyntax] = [:]
    /// The tab bar items set on controllers held in locals (`home.tabBarItem = …`), and on the
    /// controller itself under `self`.
    var tabItems: [String: TabItem] = [:]
    /// The tab bar's items as `viewControllers = […]` listed them, for `selectedIndex`.
    var tabBarList: (items: [TabItem?], place: CodePlace)?
}

/// A `UITabBarItem` read from code: its keys (`title`, `image`, `selectedImage`, `badgeValue`,
/// `systemItem`) and where it was set.
struct TabItem: KeyedEntries {
    var entries: [Entry] = []
    var place: CodePlace
    /// The controller class whose own item this is.
    var owner: String?
}

let appearanceTypes: [String: BarKind] = [
    "UINavigationBarAppearance": .navigationBar, "UITabBarAppearance": .tabBar, "UIToolbarAppearance": .toolbar,
]
let barTypes: [String: BarKind] = ["UINavigationBar": .navigationBar, "UITabBar": .tabBar, "UIToolbar": .toolbar]
let appearanceSlots = [
    "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance",
]
/// The system items a scene draws (`UIBarButtonItem.SystemItem`'s names).
let sceneSystemItems: Set<String> = [
    "done", "cancel", "edit", "save", "undo", "redo", "close", "add", "search", "action", "compose", "bookmarks",
    "trash", "refresh", "camera", "reply", "organize", "play", "pause", "rewind", "fastForward", "flexibleSpace",
    "fixedSpace",
]

/// Reads the UIKit bar code of one file: each function's appearance objects, proxies,
/// `navigationItem` and bar settings, one configuration per `#available` branch.
struct UIKitReader {
    var file: String
    var converter: SourceLocationConverter
    var evaluator: Evaluator
    /// The module's functions without parameters that return an appearance, by name (and by
    /// `Type.name`): `makeNavigationBarAppearance()`.
    var factories: [String: Factory] = [:]
    var depth = 0
    /// Whether the function being read is a view controller's (its `title` and `toolbarItems`).
    var inController = false
    /// The module's controllers' own tab bar items (`tabBarItem = …` in their own code), by class.
    var ownTabItems: [String: TabItem] = [:]
    /// Whether the function is in a `UITabBarController` subclass (`viewControllers = […]` alone).
    var inTabBarController = false
    /// What the function's values lose in the scene, said once for the whole function.
    var notes = Notes()

    func place(_ node: some SyntaxProtocol) -> CodePlace {
        CodePlace(file: file, line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
    }

    /// Every function and initializer of the file, each read into its branches.
    func configurations(in tree: SourceFileSyntax) -> [Configuration] {
        let functions = FunctionCollector(viewMode: .sourceAccurate)
        functions.walk(tree)
        var result: [Configuration] = []
        for (body, name, type, node) in functions.found {
            let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            var start = Configuration(
                name: stem + "-" + name, place: place(node), origin: (type.map { $0 + "." } ?? "") + name)
            var reader = self
            reader.inController = insideController(node)
            if reader.inController { start.controller = type }
            reader.inTabBarController = insideController(node, superclass: "UITabBarController")
            reader.notes = Notes()
            var branches = reader.run(body.statements, [Branch(configuration: start)])
            for index in branches.indices { branches[index].configuration.notRead += reader.notes.items }
            branches.removeAll { $0.configuration.entries.isEmpty && $0.configuration.notRead.isEmpty }
            if branches.count > 1 {
                for index in branches.indices {
                    let c = branches[index].configuration
                    let suffix =
                        c.minimumIOS.map { "ios\($0)" } ?? c.maximumIOS.map { "before-ios\($0 + 1)" }
                        ?? "branch\(index + 1)"
                    branches[index].configuration.name += "-" + suffix
                }
            }
            result += branches.map(\.configuration).filter { !$0.entries.isEmpty }
        }
        return result
    }

    /// Each controller's own tab bar item (`tabBarItem = …` or `tabBarItem.title = …` in its own
    /// functions), by class, with where it is set: read before the tab bar controllers that list them.
    func ownTabItems(in tree: SourceFileSyntax) -> [(type: String, item: TabItem)] {
        let functions = FunctionCollector(viewMode: .sourceAccurate)
        functions.walk(tree)
        var found: [(type: String, item: TabItem)] = []
        for (body, _, type, node) in functions.found {
            guard let type, insideController(node) else { continue }
            var reader = self
            reader.inController = true
            let start = Configuration(name: "", place: place(node), origin: "")
            for branch in reader.run(body.statements, [Branch(configuration: start)]) {
                if var item = branch.tabItems["self"] {
                    item.owner = type
                    found.append((type, item))
                    break
                }
            }
        }
        return found
    }

    // MARK: Statements

    func run(_ statements: CodeBlockItemListSyntax, _ branches: [Branch]) -> [Branch] {
        var branches = branches
        for statement in statements {
            branches = branches.flatMap { $0.finished ? [$0] : run(statement.item, $0) }
        }
        return branches
    }

    func run(_ item: CodeBlockItemSyntax.Item, _ branch: Branch) -> [Branch] {
        var branch = branch
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { declare(variable, &branch) }
            return [branch]
        case .stmt(let statement):
            if let guardStatement = statement.as(GuardStmtSyntax.self) {
                guard let version = availability(guardStatement.conditions) else { return [branch] }
                // The else leaves the function with what was set so far, on the other releases.
                let (holds, fails) = split(branch, version)
                var left = fails
                left.finished = true
                return [holds, left].filter(possible)
            }
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                return run(expression: expression, branch)
            }
            return [branch]
        case .expr(let expression):
            return run(expression: expression, branch)
        }
    }

    /// A branch split by an availability condition (`#available(iOS N, *)` or `#unavailable`):
    /// on the releases where it holds, and on the others.
    func split(_ branch: Branch, _ version: (major: Int, unavailable: Bool)) -> (holds: Branch, fails: Branch) {
        var (from, below) = (branch, branch)
        from.configuration.minimumIOS = max(branch.configuration.minimumIOS ?? 0, version.major)
        below.configuration.maximumIOS = min(branch.configuration.maximumIOS ?? 99, version.major - 1)
        return version.unavailable ? (below, from) : (from, below)
    }

    func possible(_ branch: Branch) -> Bool {
        (branch.configuration.minimumIOS ?? 0) <= (branch.configuration.maximumIOS ?? 99)
    }

    func run(expression: ExprSyntax, _ branch: Branch) -> [Branch] {
        var branch = branch
        if let ifExpression = expression.as(IfExprSyntax.self) { return run(if: ifExpression, branch) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                assign(elements[0], elements[2], &branch)
            }
            return [branch]
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { self.call(call, &branch) }
        return [branch]
    }

    func run(if statement: IfExprSyntax, _ branch: Branch) -> [Branch] {
        guard let version = availability(statement.conditions) else {
            // A condition other than #available: the body is read as if taken; its else is not.
            var taken = run(statement.body.statements, [branch])
            if let elseBody = statement.elseBody {
                for index in taken.indices {
                    taken[index].configuration.notRead.append(
                        (place(elseBody), "the else branch of `if \(statement.conditions.trimmedDescription)`"))
                }
            }
            return taken
        }
        let (then, otherwise) = split(branch, version)
        var result: [Branch] = []
        if possible(then) { result += run(statement.body.statements, [then]) }
        if possible(otherwise) {
            switch statement.elseBody {
            case .codeBlock(let block): result += run(block.statements, [otherwise])
            case .ifExpr(let nested): result += run(if: nested, otherwise)
            case nil: result.append(otherwise)
            }
        }
        return result
    }

    /// `#available(iOS 15, *)` or `#unavailable(iOS 15)`: the iOS major version.
    func availability(_ conditions: ConditionElementListSyntax) -> (major: Int, unavailable: Bool)? {
        for condition in conditions {
            guard case .availability(let check) = condition.condition else { continue }
            for argument in check.availabilityArguments {
                if case .availabilityVersionRestriction(let restriction) = argument.argument,
                    restriction.platform.text == "iOS",
                    let major = restriction.version.flatMap({ Int($0.major.text) })
                {
                    return (major, check.availabilityKeyword.text == "#unavailable")
                }
            }
        }
        return nil
    }

    // MARK: Declarations

    func declare(_ variable: VariableDeclSyntax, _ branch: inout Branch) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            let expression = evaluator.unwrapped(value)
            if let kind = newAppearance(expression) {
                var object = AppearanceObject(kind: kind)
                object.set(
                    ["configureWith"], .word("defaultBackground"), at: place(value),
                    what: "\(name) = \(kindName(kind))()")
                branch.appearances[name] = object
                continue
            }
            if let source = copiedAppearance(expression, branch) {
                branch.appearances[name] = source
                continue
            }
            if let path = components(expression), let (target, rest) = target(path, branch), rest.isEmpty {
                branch.aliases[name] = target
                continue
            }
            branch.locals[name] = value
            branch.appearances[name] = nil
            branch.aliases[name] = nil
        }
    }

    func kindName(_ kind: BarKind) -> String {
        appearanceTypes.first { $0.value == kind }!.key
    }

    /// `UINavigationBarAppearance()` (or with the device family it is for): a new appearance,
    /// with the default background.
    func newAppearance(_ expression: ExprSyntax) -> BarKind? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let name = call.calledExpression.trimmedDescription.replacingOccurrences(of: ".init", with: "")
        guard let kind = appearanceTypes[name] else { return nil }
        guard call.arguments.count <= 1, call.arguments.first?.label?.text != "barAppearance" else { return nil }
        return kind
    }

    /// `UINavigationBarAppearance(barAppearance: a)`, `a.copy()`, `a.copy() as! …`, or a slot
    /// read back (`bar.standardAppearance`): a copy of what it holds.
    func copiedAppearance(_ expression: ExprSyntax, _ branch: Branch) -> AppearanceObject? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.trimmedDescription.replacingOccurrences(of: ".init", with: "")
            if let kind = appearanceTypes[name], let argument = call.arguments.first,
                argument.label?.text == "barAppearance"
            {
                if var copy = copiedAppearance(evaluator.unwrapped(argument.expression), branch) {
                    copy.kind = kind
                    return copy
                }
                return nil
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "copy",
                let base = member.base
            {
                return copiedAppearance(evaluator.unwrapped(base), branch)
            }
            let called = call.calledExpression.trimmedDescription.replacingOccurrences(of: "self.", with: "")
            if call.arguments.isEmpty, depth < 4, let factory = factories[called + "()"] {
                return factory.appearance(reader: self)
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return branch.appearances[reference.baseName.text]
        }
        // A slot read back: what the configuration holds under it.
        if let path = components(expression), let (target, rest) = target(path, branch), rest.count == 1,
            appearanceSlots.contains(rest[0])
        {
            let prefix = sceneKey(target) + [rest[0]]
            let held = branch.configuration.entries(under: prefix)
            guard !held.isEmpty, case .bar(let kind, _) = target else {
                if case .item = target, !held.isEmpty {
                    var object = AppearanceObject(kind: .navigationBar)
                    object.entries = held.map {
                        Entry(path: Array($0.path.dropFirst(2)), value: $0.value, place: $0.place, what: $0.what)
                    }
                    return object
                }
                return nil
            }
            var object = AppearanceObject(kind: kind)
            object.entries = held.map {
                Entry(path: Array($0.path.dropFirst(2)), value: $0.value, place: $0.place, what: $0.what)
            }
            return object
        }
        return nil
    }

    // MARK: Paths

    /// `UINavigationBar.appearance().standardAppearance` → [UINavigationBar, appearance(),
    /// standardAppearance]; `self`, `?` and `!` dropped; a subscript is `[key]`.
    func components(_ expression: ExprSyntax) -> [String]? {
        let expression = evaluator.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "self" ? [] : [reference.baseName.text]
        }
        if expression.is(SuperExprSyntax.self) { return [] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return components(base).map { $0 + [member.declName.baseName.text] }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let inner = components(call.calledExpression),
            let last = inner.last
        {
            return inner.dropLast() + [last + "()"]
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
            let inner = components(subscriptCall.calledExpression),
            let key = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            return inner + ["[\(key)]"]
        }
        return nil
    }

    /// What a path's head stands for, and the properties after it.
    func target(_ path: [String], _ branch: Branch) -> (Target, [String])? {
        guard let head = path.first else { return nil }
        if branch.appearances[head] != nil { return (.appearance(head), Array(path.dropFirst())) }
        if let alias = branch.aliases[head] { return (alias, Array(path.dropFirst())) }
        for (index, component) in path.enumerated() {
            let rest = Array(path.dropFirst(index + 1))
            if component == "appearance()", index > 0, let kind = barTypes[path[index - 1]] {
                return (.bar(kind, proxy: true), rest)
            }
            switch component {
            case "navigationBar": return (.bar(.navigationBar, proxy: false), rest)
            case "tabBar": return (.bar(.tabBar, proxy: false), rest)
            case "toolbar" where index == 0 || path[index - 1] == "navigationController":
                return (.bar(.toolbar, proxy: false), rest)
            case "navigationItem": return (.item, rest)
            default: continue
            }
        }
        return nil
    }

    func sceneKey(_ target: Target) -> [String] {
        switch target {
        case .bar(let kind, _): return [kind.rawValue]
        case .item: return ["navigationItem"]
        case .appearance: return []
        }
    }

    // MARK: Assignments and calls

    func assign(_ left: ExprSyntax, _ right: ExprSyntax, _ branch: inout Branch) {
        guard let path = components(left) else { return }
        let at = place(left)
        // A view controller's own `title` is its navigation item's.
        // A view controller's own `title` (any other type's `title` is its own business).
        if (path == ["title"] && inController) || path == ["navigationItem", "title"] {
            branch.configuration.set(["navigationItem", "title"], text(right, branch), at: at, what: "title")
            return
        }
        if path == ["toolbarItems"], inController {
            branch.configuration.set(["toolbar", "items"], items(right, branch), at: at, what: "toolbarItems")
            return
        }
        // Tab bar items: `tabBarItem = UITabBarItem(…)` on the controller or on one held in a
        // local, then the tab bar controller's `viewControllers = […]`.
        if let index = path.firstIndex(of: "tabBarItem"), index <= 1, index == 1 || inController {
            let owner = index == 0 ? "self" : path[0]
            var item = branch.tabItems[owner] ?? TabItem(place: at)
            let rest = Array(path.dropFirst(index + 1))
            if rest.isEmpty {
                item = tabItem(right, at: at, branch)
            } else if rest.count == 1, ["title", "image", "selectedImage", "badgeValue"].contains(rest[0]) {
                item.set([rest[0]], tabItemValue(rest[0], right, branch), at: at, what: "tabBarItem." + rest[0])
            } else {
                branch.configuration.notRead.append((at, "tabBarItem." + rest.joined(separator: ".")))
                return
            }
            branch.tabItems[owner] = item
            return
        }
        if path.last == "viewControllers", isTabBarController(Array(path.dropLast())) {
            listTabs(right, at: at, &branch)
            return
        }
        if path.last == "selectedIndex", isTabBarController(Array(path.dropLast())) {
            var evaluator = self.evaluator
            evaluator.locals = branch.locals
            guard let number = evaluator.number(right), number >= 0, number == number.rounded() else {
                branch.configuration.set(
                    ["tabBar", "selectedIndex"], .unresolved(right.trimmedDescription), at: at, what: "selectedIndex")
                return
            }
            branch.configuration.set(
                ["tabBar", "selectedIndex"], .word(String(Int(number))), at: at, what: "selectedIndex")
            if let list = branch.tabBarList { writeTabs(list.items, at: list.place, &branch) }
            return
        }
        guard let (target, rest) = target(path, branch), !rest.isEmpty else { return }
        let written = rest.joined(separator: ".")
        var evaluator = self.evaluator
        evaluator.locals = branch.locals
        switch target {
        case .appearance(let name):
            guard var object = branch.appearances[name] else { return }
            setAppearance(&object, rest, right, at: at, evaluator: evaluator, notRead: &branch.configuration.notRead)
            branch.appearances[name] = object
        case .bar(let kind, let proxy):
            let key = kind.rawValue
            if rest.count == 1, appearanceSlots.contains(rest[0]) {
                assignSlot([key, rest[0]], right, at: at, branch: &branch, proxy: proxy)
                return
            }
            setBar(key, rest, right, at: at, evaluator: evaluator, branch: &branch, proxy: proxy)
        case .item:
            if rest.count == 1, appearanceSlots.contains(rest[0]) {
                assignSlot(["navigationItem", rest[0]], right, at: at, branch: &branch, proxy: false)
                return
            }
            switch rest {
            case ["title"]:
                branch.configuration.set(["navigationItem", "title"], text(right, branch), at: at, what: "title")
            case ["largeTitleDisplayMode"]:
                let mode = memberName(right)
                branch.configuration.set(
                    ["navigationItem", "largeTitleDisplayMode"],
                    mode.map {
                        ["always", "never", "automatic", "inline"].contains($0)
                            ? .word($0) : .unresolved(right.trimmedDescription)
                    }
                        ?? .unresolved(right.trimmedDescription), at: at, what: "largeTitleDisplayMode")
            case ["rightBarButtonItem"], ["rightBarButtonItems"], ["leftBarButtonItem"], ["leftBarButtonItems"]:
                let side = rest[0].hasPrefix("right") ? "rightBarButtonItems" : "leftBarButtonItems"
                branch.configuration.set(["navigationItem", side], items(right, branch), at: at, what: rest[0])
            default:
                branch.configuration.notRead.append((at, "navigationItem.\(written)"))
            }
        }
    }

    /// A slot assigned an appearance: its keys copied under the slot (UIKit copies the object).
    func assignSlot(_ prefix: [String], _ right: ExprSyntax, at: CodePlace, branch: inout Branch, proxy: Bool) {
        let value = evaluator.unwrapped(right)
        branch.configuration.removeAll(under: prefix)
        if proxy { branch.configuration.proxyBars.insert(prefix[0]) }
        var object: AppearanceObject?
        if let kind = newAppearance(value) {
            var fresh = AppearanceObject(kind: kind)
            fresh.set(["configureWith"], .word("defaultBackground"), at: at, what: "\(kindName(kind))()")
            object = fresh
        } else {
            object = copiedAppearance(value, branch)
        }
        guard let object else {
            if value.is(NilLiteralExprSyntax.self) { return }
            branch.configuration.set(prefix, .unresolved(right.trimmedDescription), at: at, what: prefix.last!)
            return
        }
        branch.configuration.headings[prefix] = Heading(place: at, what: prefix.last!)
        for entry in object.entries {
            branch.configuration.set(prefix + entry.path, entry.value, at: entry.place, what: entry.what)
        }
    }

    func setAppearance(
        _ object: inout AppearanceObject, _ rest: [String], _ right: ExprSyntax, at: CodePlace, evaluator: Evaluator,
        notRead: inout [(place: CodePlace, what: String)]
    ) {
        let written = rest.joined(separator: ".")
        switch rest {
        case ["backgroundColor"], ["shadowColor"]:
            let value = evaluator.unwrapped(right)
            if value.is(NilLiteralExprSyntax.self) {
                if rest[0] == "shadowColor" {
                    object.set(rest, .word("none"), at: at, what: written)
                } else {
                    object.entries.removeAll { $0.path == rest }
                }
                return
            }
            object.set(rest, colorValue(right, evaluator), at: at, what: written)
        case ["backgroundEffect"]:
            let value = evaluator.unwrapped(right)
            if value.is(NilLiteralExprSyntax.self) {
                object.set(rest, .word("none"), at: at, what: written)
            } else if let call = value.as(FunctionCallExprSyntax.self),
                let style = call.arguments.first.flatMap({ memberName($0.expression) })
            {
                object.set(rest, .word(style), at: at, what: written)
            } else {
                object.set(rest, .unresolved(right.trimmedDescription), at: at, what: written)
            }
        case ["titleTextAttributes"], ["largeTitleTextAttributes"]:
            textAttributes(rest, right, evaluator) { path, value in object.set(path, value, at: at, what: written) }
        case ["backgroundImage"], ["shadowImage"]:
            let value = evaluator.unwrapped(right)
            if value.is(NilLiteralExprSyntax.self) {
                object.entries.removeAll { $0.path == rest }
                return
            }
            object.set(rest, image(right, evaluator, empty: "{empty: true}"), at: at, what: written)
        case let path where path.count == 2 && path[1].hasPrefix("[") && path[0].hasSuffix("TextAttributes"):
            if path[1] == "[foregroundColor]" {
                object.set([path[0], "foregroundColor"], colorValue(right, evaluator), at: at, what: written)
            } else {
                notRead.append((at, written))
            }
        case let path
        where path.count >= 2
            && [
                "buttonAppearance", "doneButtonAppearance", "backButtonAppearance", "stackedLayoutAppearance",
                "inlineLayoutAppearance", "compactInlineLayoutAppearance",
            ].contains(path[0]):
            // buttonAppearance.normal.titleTextAttributes, stackedLayoutAppearance.selected.iconColor
            let last = path.last!
            if last == "titleTextAttributes" {
                textAttributes(path, right, evaluator) { p, value in object.set(p, value, at: at, what: written) }
            } else if last == "iconColor" || last == "badgeBackgroundColor" {
                object.set(path, colorValue(right, evaluator), at: at, what: written)
            } else {
                notRead.append((at, written))
            }
        default:
            notRead.append((at, written))
        }
    }

    func setBar(
        _ key: String, _ rest: [String], _ right: ExprSyntax, at: CodePlace, evaluator: Evaluator, branch: inout Branch,
        proxy: Bool
    ) {
        let written = rest.joined(separator: ".")
        var configuration = branch.configuration
        defer { branch.configuration = configuration }
        if proxy { configuration.proxyBars.insert(key) }
        switch rest {
        case ["tintColor"], ["barTintColor"], ["unselectedItemTintColor"], ["backgroundColor"]:
            configuration.set([key, rest[0]], fixedColor(colorValue(right, evaluator)), at: at, what: written)
        case ["isTranslucent"], ["prefersLargeTitles"]:
            let name = rest[0] == "isTranslucent" ? "translucent" : rest[0]
            configuration.set(
                [key, name],
                evaluator.bool(right).map { .word($0 ? "true" : "false") } ?? .unresolved(right.trimmedDescription),
                at: at, what: written)
        case ["barStyle"]:
            let style = memberName(right)
            configuration.set(
                [key, "barStyle"],
                style.map { $0 == "black" || $0 == "blackTranslucent" ? .word("black") : .word("default") }
                    ?? .unresolved(right.trimmedDescription),
                at: at, what: written)
        case ["titleTextAttributes"], ["largeTitleTextAttributes"]:
            textAttributes(rest, right, evaluator) { path, value in
                configuration.set([key] + path, fixedColor(value), at: at, what: written)
            }
        case ["shadowImage"]:
            configuration.set([key, "shadowImage"], image(right, evaluator, empty: "none"), at: at, what: written)
        case ["items"]:
            configuration.set([key, "items"], items(right, branch), at: at, what: written)
        default:
            configuration.notRead.append((at, "\(key).\(written)"))
        }
    }

    /// `[.foregroundColor: x, .font: …]`: the colour (a font is not read).
    func textAttributes(
        _ path: [String], _ right: ExprSyntax, _ evaluator: Evaluator, set: ([String], FoundValue) -> Void
    ) {
        var value = evaluator.unwrapped(right)
        if let constant = evaluator.constantExpression(value, depth: 0) { value = evaluator.unwrapped(constant) }
        guard let dictionary = value.as(DictionaryExprSyntax.self) else {
            set(path + ["foregroundColor"], .unresolved(right.trimmedDescription))
            return
        }
        guard case .elements(let elements) = dictionary.content else { return }
        for element in elements {
            switch memberName(element.key) {
            case "foregroundColor": set(path + ["foregroundColor"], colorValue(element.value, evaluator))
            case "font": set(path + ["font"], font(element.value, evaluator))
            case "kern":
                set(
                    path + ["kern"],
                    evaluator.number(element.value).map { .word(formatNumber($0)) }
                        ?? .unresolved(element.value.trimmedDescription))
            default: continue
            }
        }
    }

    /// `UIFont.systemFont(ofSize: 20, weight: .bold)`, `.boldSystemFont(ofSize: 20)`: `{size: 20,
    /// weight: bold}` (the weights a scene draws: regular, medium, semibold, bold).
    func font(_ expression: ExprSyntax, _ evaluator: Evaluator) -> FoundValue {
        let written = expression.trimmedDescription
        guard let call = evaluator.unwrapped(expression).as(FunctionCallExprSyntax.self),
            let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let sizeArgument = call.arguments.first(where: { $0.label?.text == "ofSize" }),
            let size = evaluator.number(sizeArgument.expression)
        else { return .unresolved(written + " (a font: give {size: 17, weight: semibold} or {path: …})") }
        var weight = "regular"
        switch method {
        case "systemFont":
            if let argument = call.arguments.first(where: { $0.label?.text == "weight" }) {
                guard let name = memberName(argument.expression) else { return .unresolved(written) }
                weight = name
            }
        case "boldSystemFont": weight = "bold"
        default: return .unresolved(written + " (a font: give {size: 17, weight: semibold} or {path: …})")
        }
        guard ["regular", "medium", "semibold", "bold"].contains(weight) else {
            return .unresolved(written + " (weight \(weight) is not drawn; regular, medium, semibold or bold)")
        }
        return .flow("{size: \(formatNumber(size)), weight: \(weight)}")
    }

    func colorValue(_ expression: ExprSyntax, _ evaluator: Evaluator) -> FoundValue {
        switch evaluator.color(expression, swiftUI: false) {
        case .value(let color): return .color(color)
        case .unresolved(let why): return .unresolved(why)
        }
    }

    /// A bar's own colour properties take `"#rrggbb"` (a system colour only from iOS 13, and
    /// not every key): a system colour is written as its light value, with its dark value for the
    /// dark scene.
    func fixedColor(_ value: FoundValue) -> FoundValue {
        guard case .color(let color) = value, !color.light.hasPrefix("#"), let light = color.rgba(dark: false),
            let dark = color.rgba(dark: true)
        else { return value }
        return .color(ImportedColor(light.hex, dark: dark.hex))
    }

    /// A bar's background or shadow image: `UIImage()` is `empty`, an image set's PNG a path.
    func image(_ expression: ExprSyntax, _ evaluator: Evaluator, empty: String) -> FoundValue {
        let value = evaluator.unwrapped(expression)
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIImage",
            call.arguments.isEmpty
        {
            return .word(empty)
        }
        switch evaluator.image(expression, symbols: false) {
        case .value(let image): return .flow(image.flow)
        case .unresolved(let why): return .unresolved(why)
        }
    }

    // MARK: Tab bar items

    /// Whether a receiver is a tab bar controller: `tabBarController`, a local whose name or
    /// value says so, or the controller itself in a `UITabBarController` subclass.
    func isTabBarController(_ receiver: [String]) -> Bool {
        if receiver.isEmpty { return inTabBarController }
        return receiver.last!.lowercased().contains("tab")
    }

    /// `UITabBarItem(title:image:tag:)`, `(title:image:selectedImage:)`, `(tabBarSystemItem:tag:)`.
    func tabItem(_ expression: ExprSyntax, at: CodePlace, _ branch: Branch) -> TabItem {
        var item = TabItem(place: at)
        var evaluator = self.evaluator
        evaluator.locals = branch.locals
        guard let call = evaluator.unwrapped(expression).as(FunctionCallExprSyntax.self),
            ["UITabBarItem", ".init", "UITabBarItem.init"].contains(call.calledExpression.trimmedDescription)
        else {
            item.set(
                ["item"], .unresolved(expression.trimmedDescription + " (a tab bar item)"), at: at, what: "tabBarItem")
            return item
        }
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            if label == "tabBarSystemItem" {
                let name = memberName(argument.expression)
                item.set(
                    ["systemItem"],
                    name.flatMap { TabSystemItem(rawValue: $0) != nil ? .word($0) : nil }
                        ?? .unresolved(argument.expression.trimmedDescription + " (a tab bar system item)"), at: at,
                    what: "tabBarSystemItem")
            } else if ["title", "image", "selectedImage"].contains(label) {
                item.set([label], tabItemValue(label, argument.expression, branch), at: at, what: label)
            }
        }
        return item
    }

    func tabItemValue(_ key: String, _ right: ExprSyntax, _ branch: Branch) -> FoundValue {
        var evaluator = self.evaluator
        evaluator.locals = branch.locals
        let value = evaluator.unwrapped(right)
        if value.is(NilLiteralExprSyntax.self) { return .word("nil") }
        switch key {
        case "title", "badgeValue":
            return evaluator.string(right).map { .text($0) } ?? .unresolved(right.trimmedDescription)
        default:
            switch evaluator.image(right, symbols: true) {
            case .value(let image): return .flow(image.original ? image.flow + "\u{E002}" : image.flow)
            case .unresolved(let why): return .unresolved(why)
            }
        }
    }

    /// The tab bar item a listed controller shows: its own (set here or in its class), or, for a
    /// navigation controller without one, its root's.
    func tabItem(of expression: ExprSyntax, _ branch: Branch, depth: Int = 0) -> TabItem? {
        guard depth < 6 else { return nil }
        let expression = evaluator.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let item = branch.tabItems[name] { return item }
            if let value = branch.locals[name] { return tabItem(of: value, branch, depth: depth + 1) }
            return nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let type = call.calledExpression.trimmedDescription.replacingOccurrences(of: ".init", with: "")
        if let own = ownTabItems[type] { return own }
        if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }) {
            return tabItem(of: root.expression, branch, depth: depth + 1)
        }
        return nil
    }

    /// `viewControllers = [home, search, UINavigationController(rootViewController: …)]`.
    func listTabs(_ right: ExprSyntax, at: CodePlace, _ branch: inout Branch) {
        var evaluator = self.evaluator
        evaluator.locals = branch.locals
        guard let array = evaluator.unwrapped(right).as(ArrayExprSyntax.self) else {
            branch.configuration.set(
                ["tabBar", "items"], .unresolved(right.trimmedDescription + " (the tabs' controllers)"), at: at,
                what: "viewControllers")
            return
        }
        let items = array.elements.map { tabItem(of: $0.expression, branch) }
        branch.tabBarList = (items, at)
        writeTabs(items, at: at, &branch)
    }

    /// The tab bar's `items:` as the scene writes them; the selected tab shows its
    /// `selectedImage` (the scene draws one image per item). What cannot be evaluated is left
    /// for the user under `tabBar.items[N].KEY`.
    func writeTabs(_ items: [TabItem?], at: CodePlace, _ branch: inout Branch) {
        branch.configuration.entries.removeAll {
            $0.path.count >= 2 && $0.path[0] == "tabBar" && $0.path[1].hasPrefix("items[")
        }
        let selected =
            branch.configuration.value(["tabBar", "selectedIndex"]).flatMap {
                if case .word(let word) = $0.value { return Int(word) } else { return nil }
            } ?? 0
        var written: [String] = []
        var places: [String] = []
        for (index, item) in items.enumerated() {
            let key = "items[\(index)]"
            guard let item else {
                written.append("{title: \"\"}")
                branch.configuration.set(
                    ["tabBar", key], .unresolved("a controller with no tabBarItem found (its title and image)"), at: at,
                    what: "viewControllers")
                continue
            }
            places.append(item.place.description)
            if let owner = item.owner, !branch.configuration.tabClasses.contains(owner) {
                branch.configuration.tabClasses.append(owner)
            }
            for entry in item.entries {
                if case .unresolved = entry.value {
                    branch.configuration.set(
                        ["tabBar", key] + entry.path, entry.value, at: entry.place, what: entry.what)
                }
            }
            func value(_ key: String) -> FoundValue? {
                guard let entry = item.entries.first(where: { $0.path == [key] }) else { return nil }
                if case .unresolved = entry.value { return nil }
                if entry.value == .word("nil") { return nil }
                return entry.value
            }
            var fields: [String] = []
            if case .word(let system)? = value("systemItem") {
                fields.append("systemItem: \(system)")
            } else {
                var title = ""
                if case .text(let text)? = value("title") { title = text }
                fields.append("title: \(YAMLWriter.quoted(title))")
                let image = index == selected ? value("selectedImage") ?? value("image") : value("image")
                if case .flow(var flow)? = image {
                    let original = flow.hasSuffix("\u{E002}")
                    if original { flow.removeLast() }
                    fields.append("image: \(flow)")
                    if original { fields.append("renderingMode: alwaysOriginal") }
                }
            }
            if case .text(let badge)? = value("badgeValue") { fields.append("badgeValue: \(YAMLWriter.quoted(badge))") }
            written.append("{" + fields.joined(separator: ", ") + "}")
        }
        let from = places.isEmpty ? "" : "; tabBarItem at " + places.joined(separator: ", ")
        branch.configuration.set(
            ["tabBar", "items"], .flow("[" + written.joined(separator: ", ") + "]"), at: at,
            what: "viewControllers" + from)
    }

    func call(_ call: FunctionCallExprSyntax, _ branch: inout Branch) {
        guard let path = components(call.calledExpression), let method = path.last else { return }
        let at = place(call)
        if method == "setViewControllers", let first = call.arguments.first,
            isTabBarController(Array(path.dropLast()))
        {
            listTabs(first.expression, at: at, &branch)
            return
        }
        if method == "setToolbarItems", let first = call.arguments.first {
            branch.configuration.set(
                ["toolbar", "items"], items(first.expression, branch), at: at, what: "setToolbarItems")
            return
        }
        guard let (target, rest) = target(Array(path.dropLast()), branch) else { return }
        switch target {
        case .appearance(let name):
            guard rest.isEmpty, var object = branch.appearances[name] else { return }
            let configure = [
                "configureWithOpaqueBackground": "opaqueBackground",
                "configureWithDefaultBackground": "defaultBackground",
                "configureWithTransparentBackground": "transparentBackground",
            ]
            if let mode = configure[method] {
                // configureWith… resets the background and the shadow.
                object.entries.removeAll {
                    ["backgroundColor", "shadowColor", "backgroundEffect", "backgroundImage", "shadowImage"].contains(
                        $0.path[0])
                }
                object.set(["configureWith"], .word(mode), at: at, what: method + "()")
            } else {
                branch.configuration.notRead.append((at, "\(name).\(method)()"))
            }
            branch.appearances[name] = object
        case .bar(let kind, let proxy):
            guard rest.isEmpty else { return }
            if proxy { branch.configuration.proxyBars.insert(kind.rawValue) }
            if method == "setBackgroundImage", let first = call.arguments.first {
                branch.configuration.set(
                    [kind.rawValue, "backgroundImage"], image(first.expression, evaluator, empty: "{empty: true}"),
                    at: at,
                    what: "setBackgroundImage")
            } else if method == "setItems", let first = call.arguments.first {
                branch.configuration.set(
                    [kind.rawValue, "items"], items(first.expression, branch), at: at, what: "setItems")
            } else if !["sizeToFit", "layoutIfNeeded", "setNeedsLayout"].contains(method) {
                branch.configuration.notRead.append((at, "\(kind.rawValue).\(method)()"))
            }
        case .item:
            if rest.isEmpty,
                ["setRightBarButton", "setRightBarButtonItems", "setLeftBarButton", "setLeftBarButtonItems"].contains(
                    method),
                let first = call.arguments.first
            {
                let side = method.contains("Right") ? "rightBarButtonItems" : "leftBarButtonItems"
                branch.configuration.set(
                    ["navigationItem", side], items(first.expression, branch), at: at, what: method)
            }
        }
    }

    // MARK: Values

    func text(_ expression: ExprSyntax, _ branch: Branch) -> FoundValue {
        var evaluator = self.evaluator
        evaluator.locals = branch.locals
        return evaluator.string(expression).map { .text($0) } ?? .unresolved(expression.trimmedDescription)
    }

    func memberName(_ expression: ExprSyntax) -> String? {
        let value = evaluator.unwrapped(expression)
        return value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// One bar button item, or an array of them, as the scene writes items.
    func items(_ expression: ExprSyntax, _ branch: Branch) -> FoundValue {
        var evaluator = self.evaluator
        evaluator.locals = branch.locals
        let value = evaluator.unwrapped(expression)
        let elements: [ExprSyntax]
        if let array = value.as(ArrayExprSyntax.self) {
            elements = array.elements.map(\.expression)
        } else {
            elements = [value]
        }
        var written: [String] = []
        for element in elements {
            var element = evaluator.unwrapped(element)
            if let local = evaluator.constantExpression(element, depth: 0) { element = evaluator.unwrapped(local) }
            guard let item = barButtonItem(element, evaluator) else {
                return .unresolved(element.trimmedDescription + " (a bar button item)")
            }
            written.append(item)
        }
        return .flow("[" + written.joined(separator: ", ") + "]")
    }

    /// `UIBarButtonItem(barButtonSystemItem: .add, …)`, `(systemItem: .add)`, `(title: "Save",
    /// style: .done, …)`, `(image: UIImage(systemName: "gear"), …)`.
    func barButtonItem(_ expression: ExprSyntax, _ evaluator: Evaluator) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            ["UIBarButtonItem", ".init", "UIBarButtonItem.init"].contains(call.calledExpression.trimmedDescription)
        else { return nil }
        var fields: [String] = []
        for argument in call.arguments {
            switch argument.label?.text {
            case "barButtonSystemItem", "systemItem":
                guard let name = memberName(argument.expression), sceneSystemItems.contains(name) else { return nil }
                fields.append("systemItem: \(name)")
            case "title":
                guard let title = evaluator.string(argument.expression) else { return nil }
                fields.append("title: \(YAMLWriter.quoted(title))")
            case "image":
                guard case .value(let image) = evaluator.image(argument.expression, symbols: true) else { return nil }
                fields.append("image: \(image.flow)")
                if image.original {
                    notes.items.append(
                        (
                            place(argument),
                            "the image's own colours (\(argument.expression.trimmedDescription) is drawn as a template: a scene tints a bar button item's image)"
                        ))
                }
            case "style":
                if memberName(argument.expression) == "done" { fields.append("style: done") }
                if memberName(argument.expression) == "prominent" { fields.append("style: prominent") }
            default:
                continue
            }
        }
        return fields.isEmpty ? nil : "{" + fields.joined(separator: ", ") + "}"
    }
}

/// A function without parameters that builds and returns an appearance.
struct Factory {
    var body: CodeBlockSyntax
    var file: String
    var converter: SourceLocationConverter

    /// The appearance its last `return name` hands back, read in its own file.
    func appearance(reader: UIKitReader) -> AppearanceObject? {
        var inner = reader
        inner.file = file
        inner.converter = converter
        inner.depth += 1
        let start = Branch(configuration: Configuration(name: "", place: CodePlace(file: file, line: 0), origin: ""))
        guard let branch = inner.run(body.statements, [start]).first,
            let returned = body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression
        else { return nil }
        return inner.copiedAppearance(inner.evaluator.unwrapped(returned), branch)
    }
}

/// A number as a scene writes it: `20`, `0.5`.
func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
}

/// Every function and initializer body, with its name and the type it is declared in.
final class FunctionCollector: SyntaxVisitor {
    var found: [(body: CodeBlockSyntax, name: String, type: String?, node: Syntax)] = []

    /// The functions without parameters whose result is an appearance type.
    var factories: [(body: CodeBlockSyntax, name: String, type: String?)] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { found.append((body, node.name.text, enclosingType(node), Syntax(node))) }
        if let body = node.body, node.signature.parameterClause.parameters.isEmpty,
            let result = node.signature.returnClause?.type.trimmedDescription, appearanceTypes[result] != nil
        {
            factories.append((body, node.name.text + "()", enclosingType(node)))
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { found.append((body, "init", enclosingType(node), Syntax(node))) }
        return .skipChildren
    }
}

/// Whether a declaration is in a class (or an extension of one) whose name or superclass names a
/// controller: `ProfileViewController: UIViewController`, `extension UINavigationController`.
func insideController(_ node: some SyntaxProtocol, superclass: String = "Controller") -> Bool {
    var parent = node.parent
    while let current = parent {
        if let decl = current.as(ClassDeclSyntax.self) {
            return decl.name.text.hasSuffix(superclass)
                || (decl.inheritanceClause?.trimmedDescription.contains(superclass) ?? false)
        }
        if let decl = current.as(ExtensionDeclSyntax.self) {
            return decl.extendedType.trimmedDescription.hasSuffix(superclass)
        }
        if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) { return false }
        parent = current.parent
    }
    return false
}

/// The name of the type or extension a declaration is in.
func enclosingType(_ node: some SyntaxProtocol) -> String? {
    var parent = node.parent
    while let current = parent {
        if let decl = current.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = current.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = current.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = current.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = current.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        parent = current.parent
    }
    return nil
}

/// Notes gathered while a function is read, shared by its branches.
final class Notes {
    var items: [(place: CodePlace, what: String)] = []
}
