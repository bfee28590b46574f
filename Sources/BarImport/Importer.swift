import Foundation
import SwiftParser
import SwiftSyntax

/// What `barscope import` and `lint` read from an app.
package struct ImportResult {
    package var configurations: [Configuration] = []
    package var plist = InfoPlistSettings()
    /// Where in the Info.plist the compatibility key is (for lint's file:line).
    package var plistPlaces: [String: CodePlace] = [:]
    package var messages: [ImportMessage] = []
    package var filesRead = 0
    /// Each file's name as shown → its path as the user gave it.
    package var paths: [String: String] = [:]
}

package enum Importer {
    /// Reads the Swift files, colour sets and Info.plist files under `paths`.
    package static func read(_ paths: [String]) throws(ImportError) -> ImportResult {
        let inputs = try ImportInputs.collect(paths)
        var result = ImportResult()
        result.messages = inputs.messages
        result.paths = inputs.paths
        var index = ModuleIndex()
        for set in inputs.colorSets {
            index.assetColors[set.name] = try readColorSet(path: set.path, shown: set.shown)
        }
        for set in inputs.imageSets {
            let (image, messages) = try readImageSet(path: set.path, shown: set.shown, root: set.root)
            index.assetImages[set.name] = image
            result.messages += messages
        }
        for plist in inputs.infoPlists {
            try result.plist.read(path: plist.path, shown: plist.shown)
            if let text = try? String(contentsOfFile: plist.path, encoding: .utf8) {
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for key in [
                        "UIDesignRequiresCompatibility", "UIUserInterfaceStyle",
                        "UIViewControllerBasedStatusBarAppearance",
                        "UIStatusBarStyle",
                    ]
                    where line.contains("<key>\(key)</key>") {
                        result.plistPlaces[key] = CodePlace(file: plist.shown, line: number + 1)
                    }
                }
            }
        }
        // Parse every file first: constants and views may be declared in another file.
        var parsed: [(tree: SourceFileSyntax, shown: String, converter: SourceLocationConverter)] = []
        for file in inputs.swiftFiles {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw ImportError("\(file.shown): cannot be read; check its permissions")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                result.messages.append(
                    ImportMessage(
                        level: .warning, place: file.shown, text: "not UTF-8 text; not read (save it as UTF-8)"))
                continue
            }
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: file.shown, tree: tree)
            if tree.hasError {
                let line = firstErrorLine(tree, converter)
                result.messages.append(
                    ImportMessage(
                        level: .warning, place: "\(file.shown):\(line)",
                        text: "does not parse as Swift; the file is not read (fix the syntax and import again)"))
                continue
            }
            parsed.append((tree, file.shown, converter))
        }
        result.filesRead = parsed.count
        var views: [String: ViewBody] = [:]
        for file in parsed {
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            for (key, expression, node) in collector.constants {
                let place = CodePlace(
                    file: file.shown, line: file.converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
                index.constants[key, default: []].append(Constant(expression: expression, place: place))
            }
            for (name, body) in collector.views {
                views[name] = ViewBody(node: body, file: file.shown, converter: file.converter)
            }
        }
        let evaluator = Evaluator(index: index)
        var factories: [String: Factory] = [:]
        for file in parsed {
            let functions = FunctionCollector(viewMode: .sourceAccurate)
            functions.walk(file.tree)
            for function in functions.factories {
                let factory = Factory(body: function.body, file: file.shown, converter: file.converter)
                factories[function.name] = factory
                if let type = function.type {
                    factories[type + "." + function.name] = factory
                    factories["Self." + function.name] = factories["Self." + function.name] ?? factory
                }
            }
        }
        // The controllers' own tab bar items, for the tab bar controllers that list them.
        var ownTabItems: [String: TabItem] = [:]
        for file in parsed {
            var uikit = UIKitReader(file: file.shown, converter: file.converter, evaluator: evaluator)
            uikit.factories = factories
            for (type, item) in uikit.ownTabItems(in: file.tree) where ownTabItems[type] == nil {
                ownTabItems[type] = item
            }
        }
        for file in parsed {
            var uikit = UIKitReader(file: file.shown, converter: file.converter, evaluator: evaluator)
            uikit.factories = factories
            uikit.ownTabItems = ownTabItems
            result.configurations += uikit.configurations(in: file.tree)
            let swiftUI = SwiftUIReader(file: file.shown, converter: file.converter, evaluator: evaluator, views: views)
            result.configurations += swiftUI.configurations(in: file.tree)
        }
        // A controller's own tab bar item that no tab bar controller lists is in no scene: said.
        let listed = Set(result.configurations.flatMap(\.tabClasses))
        for (type, item) in ownTabItems.sorted(by: { $0.value.place < $1.value.place }) where !listed.contains(type) {
            result.messages.append(
                ImportMessage(
                    level: .warning, place: item.place.description,
                    text:
                        "not imported: \(type)'s tabBarItem (no tab bar controller's viewControllers = […] read lists \(type); add the item to a scene's tabBar.items by hand)"
                ))
        }
        statusBarStyles(&result, index: index)
        // Unique names, in the order found.
        var used: [String: Int] = [:]
        for index in result.configurations.indices {
            let name = result.configurations[index].name
            used[name, default: 0] += 1
            if used[name]! > 1 { result.configurations[index].name = "\(name)-\(used[name]!)" }
        }
        for configuration in result.configurations {
            // One warning per value in the code, naming every key it would have set (an
            // appearance assigned to three slots).
            var groups: [(place: CodePlace, written: String, keys: [String])] = []
            for entry in configuration.unresolved {
                guard case .unresolved(let written) = entry.value else { continue }
                if let index = groups.firstIndex(where: { $0.place == entry.place && $0.written == written }) {
                    groups[index].keys.append(entry.key)
                } else {
                    groups.append((entry.place, written, [entry.key]))
                }
            }
            for group in groups {
                let keys = group.keys.joined(separator: ", ")
                result.messages.append(
                    ImportMessage(
                        level: .warning, place: group.place.description,
                        text:
                            "\(group.keys[0]): cannot evaluate \(group.written) statically; fill in \(keys) in \(configuration.name).yaml"
                    ))
            }
            for item in configuration.notRead {
                result.messages.append(
                    ImportMessage(
                        level: .warning, place: item.place.description,
                        text:
                            "not imported: \(item.what) (BarScope does not read it from code; add it to \(configuration.name).yaml by hand)"
                    ))
            }
        }
        return result
    }

    /// A controller's `preferredStatusBarStyle` (`override var preferredStatusBarStyle:
    /// UIStatusBarStyle { .lightContent }`) as its configurations' `statusBar.style`, when the
    /// Info.plist leaves the style to the controllers; when it does not
    /// (`UIViewControllerBasedStatusBarAppearance` NO), the override is ignored by UIKit: warned.
    static func statusBarStyles(_ result: inout ImportResult, index: ModuleIndex) {
        var warned: Set<String> = []
        for position in result.configurations.indices {
            guard let type = result.configurations[position].controller,
                let constant = index.constants[type + ".preferredStatusBarStyle"]?.first
            else { continue }
            let evaluator = Evaluator(index: index)
            let name = evaluator.unwrapped(constant.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let based = result.plist.viewControllerBasedStatusBar, !based.value {
                if warned.insert(type).inserted {
                    result.messages.append(
                        ImportMessage(
                            level: .warning, place: constant.place.description,
                            text:
                                "\(type).preferredStatusBarStyle is ignored: \(based.file) sets UIViewControllerBasedStatusBarAppearance to NO, so the app's UIStatusBarStyle is drawn (remove the key to let controllers choose)"
                        ))
                }
                continue
            }
            let styles = ["default": "default", "lightContent": "lightContent", "darkContent": "darkContent"]
            let value: FoundValue =
                name.flatMap { styles[$0] }.map { .word($0) }
                ?? .unresolved(constant.expression.trimmedDescription + " (a status bar style)")
            result.configurations[position].set(
                ["statusBar", "style"], value, at: constant.place, what: "preferredStatusBarStyle")
        }
    }

    /// The line of the first token the parser found missing or unexpected.
    static func firstErrorLine(_ tree: SourceFileSyntax, _ converter: SourceLocationConverter) -> Int {
        for token in tree.tokens(viewMode: .all) {
            var unexpected = false
            var parent = token.parent
            while let current = parent {
                if current.is(UnexpectedNodesSyntax.self) {
                    unexpected = true
                    break
                }
                parent = current.parent
            }
            if token.presence == .missing || unexpected {
                return converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            }
        }
        return 1
    }
}

/// The module's constants (`let` at the top level, `static let` in a type or extension, a
/// computed property of one expression) and SwiftUI views (`var body` of a struct).
final class DeclarationCollector: SyntaxVisitor {
    var constants: [(String, ExprSyntax, Syntax)] = []
    var views: [(String, Syntax)] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = enclosingType(node)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var expression: ExprSyntax?
            if let value = binding.initializer?.value {
                expression =
                    node.bindingSpecifier.text == "let" || node.modifiers.contains { $0.name.text == "static" }
                    ? value : nil
            } else if let accessors = binding.accessorBlock {
                if name == "body", let type {
                    views.append((type, Syntax(accessors)))
                    continue
                }
                if case .getter(let items) = accessors.accessors, items.count == 1, let only = items.first {
                    if let value = only.item.as(ExprSyntax.self) {
                        expression = value
                    } else if let statement = only.item.as(ReturnStmtSyntax.self), let value = statement.expression {
                        expression = value
                    }
                }
            }
            guard let expression else { continue }
            constants.append((name, expression, Syntax(binding)))
            if let type { constants.append((type + "." + name, expression, Syntax(binding))) }
        }
        return .skipChildren
    }
}
