import BarLayers
import BarScopeSupport
import CLibXML2
import FileAccess
import Vector

/// What is wrong with a symbol template, in words for a one-line message.
struct SymbolFileError: Error {
    let message: String
}

/// Reads an SVG template as the SF Symbols app exports it ("Export Symbol…", template format):
/// the variant groups under `<g id="Symbols">` (`<g id="Regular-M" transform="…">` holding
/// `<path d="…"/>`), and the guides (`<line id="Baseline-M" y1="…">`, `Capline-M`,
/// `left-margin-Regular-M`, `right-margin-Regular-M`). Everything else (the notes, the
/// reference glyph) is left unread.
///
/// The XML is read by libxml2's streaming reader without network access and without
/// substituting entities; the path data and transforms by ``SVGPathData`` and
/// ``AffineTransform``.
enum SymbolFile {
    /// The largest coordinate a template may use, in its units: the app's artboard is 3300 ×
    /// 2200, so anything past this is not a symbol (and would make a glyph of no useful size).
    static let maximumCoordinate = 100_000.0
    /// The smallest cap height a scale's guides may give, in template units (the app's are
    /// 70.459): a smaller one would blow the symbol up past any bar.
    static let minimumCapHeight = 1.0

    /// Templates are tens of kilobytes (a variant is a few paths; 27 of them and the notes);
    /// anything past this is not one.
    static let maximumBytes = 4 << 20

    /// The template at `path` (`label` names it in messages).
    static func read(path: String) throws(SymbolFileError) -> SymbolTemplate {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readAll(path: path, maxBytes: maximumBytes)
        } catch {
            throw SymbolFileError(message: error.reason)
        }
        return try parse(bytes)
    }

    /// One open element: its id, its transform (composed with its ancestors'), and whether it is
    /// a variant group or inside one.
    struct Open {
        let name: String
        let transform: AffineTransform
        let variant: (SymbolWeight, SymbolScale)?
    }

    static func parse(_ bytes: [UInt8]) throws(SymbolFileError) -> SymbolTemplate {
        guard !bytes.isEmpty else { throw SymbolFileError(message: "the file is empty") }
        guard barscope_xml_load() == 1 else {
            let library = String(cString: barscope_xml_library_name())
            throw SymbolFileError(
                message:
                    "reading a symbol template needs libxml2 (\(library)), which is not installed; install it (apt-get install libxml2, or brew install libxml2)"
            )
        }
        guard
            let reader = bytes.withUnsafeBufferPointer({ buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    barscope_xml_reader_for_memory($0, Int32(buffer.count), Int32(BARSCOPE_XML_PARSE_OPTIONS))
                }
            })
        else { throw SymbolFileError(message: "libxml2 could not start reading it") }
        defer { barscope_xml_free_reader(reader) }

        var stack: [Open] = []
        var paths: [String: (weight: SymbolWeight, scale: SymbolScale, path: Path)] = [:]
        var guides: [String: (x: Double, y: Double)] = [:]
        var sawRoot = false
        func attribute(_ name: String) -> String? {
            guard let value = barscope_xml_attribute(reader, name) else { return nil }
            defer { barscope_xml_free(value) }
            return String(cString: value)
        }
        func number(_ name: String, of element: String) throws(SymbolFileError) -> Double {
            guard let text = attribute(name), let value = Double(text), value.isFinite else {
                throw SymbolFileError(message: "<\(element)> has no number in its \(name) attribute")
            }
            return value
        }
        while true {
            let status = barscope_xml_read(reader)
            if status == 0 { break }
            guard status == 1 else {
                var line: Int32 = 0
                if let message = barscope_xml_last_error(&line) {
                    let text = String(cString: message)
                    throw SymbolFileError(
                        message: "not well-formed XML at line \(line): \(text.trimmingSpaces)")
                }
                throw SymbolFileError(message: "not well-formed XML")
            }
            let type = barscope_xml_node_type(reader)
            if type == Int32(BARSCOPE_XML_END_ELEMENT) {
                stack.removeLast()
                continue
            }
            guard type == Int32(BARSCOPE_XML_ELEMENT) else { continue }
            let name = barscope_xml_local_name(reader).map { String(cString: $0) } ?? ""
            let empty = barscope_xml_is_empty_element(reader) == 1
            if !sawRoot {
                guard name == "svg" else {
                    throw SymbolFileError(
                        message: "its root element is <\(name)>, not <svg>; export the symbol as an SVG template")
                }
                sawRoot = true
            }
            let id = attribute("id")
            var transform = stack.last?.transform ?? .identity
            if let text = attribute("transform") {
                do {
                    transform = transform.concatenating(try AffineTransform.parse(text))
                } catch {
                    throw SymbolFileError(message: "<\(name)\(id.map { " id=\"\($0)\"" } ?? "")> transform: \(error)")
                }
            }
            var variant = stack.last?.variant
            if name == "g", let id, let parsed = Self.variant(id) { variant = parsed }
            if let (weight, scale) = variant {
                let group = "\(weight.rawValue)-\(scale.rawValue)"
                switch name {
                case "g": break
                case "path":
                    if attribute("fill-rule") == "evenodd" || (attribute("style") ?? "").contains("evenodd") {
                        throw SymbolFileError(
                            message:
                                "a path in \(group) is filled by the even-odd rule, which the SF Symbols app does not export and BarScope does not draw; export the template again"
                        )
                    }
                    guard let d = attribute("d") else {
                        throw SymbolFileError(message: "a <path> in \(group) has no d attribute")
                    }
                    let outline: Path
                    do {
                        outline = try SVGPathData.parse(d)
                    } catch {
                        throw SymbolFileError(message: "the path data of \(group): \(error)")
                    }
                    var entry = paths[group] ?? (weight, scale, Path())
                    entry.path.append(outline.mapped(transform.apply))
                    paths[group] = entry
                default:
                    throw SymbolFileError(
                        message:
                            "\(group) holds a <\(name)>; a template's variants are <path> elements (export the symbol from the SF Symbols app)"
                    )
                }
            } else if name == "path", let id, Self.isGuide(id), let d = attribute("d") {
                // Some template writers (SwiftDraw's) draw the guides as paths: their first point.
                guard case let .move(first)? = (try? SVGPathData.parse(d))?.elements.first else {
                    throw SymbolFileError(message: "its guide \(id) has no path data to read a position from")
                }
                let start = transform.apply(first)
                guard abs(start.x) <= maximumCoordinate, abs(start.y) <= maximumCoordinate else {
                    throw SymbolFileError(
                        message:
                            "its guide \(id) lies past ±\(Int(maximumCoordinate)) units, far outside the template's artboard; export the template again"
                    )
                }
                guides[id] = (start.x, start.y)
            } else if name == "line", let id {
                let start = transform.apply(
                    Point(try number("x1", of: "line id=\"\(id)\""), try number("y1", of: "line id=\"\(id)\"")))
                guard abs(start.x) <= maximumCoordinate, abs(start.y) <= maximumCoordinate else {
                    throw SymbolFileError(
                        message:
                            "its guide \(id) lies past ±\(Int(maximumCoordinate)) units, far outside the template's artboard; export the template again"
                    )
                }
                guides[id] = (start.x, start.y)
            }
            if !empty { stack.append(Open(name: name, transform: transform, variant: variant)) }
        }
        guard !paths.isEmpty else {
            throw SymbolFileError(
                message:
                    "holds no variant groups (such as <g id=\"Regular-M\">); export the symbol from the SF Symbols app as a template (File > Export Symbol…)"
            )
        }
        var capHeights: [SymbolScale: Double] = [:]
        for scale in SymbolScale.allCases {
            guard let base = guides["Baseline-\(scale.rawValue)"], let cap = guides["Capline-\(scale.rawValue)"] else {
                continue
            }
            guard base.y > cap.y else {
                throw SymbolFileError(
                    message: "its Capline-\(scale.rawValue) guide is not above its Baseline-\(scale.rawValue)")
            }
            guard base.y - cap.y >= minimumCapHeight else {
                throw SymbolFileError(
                    message:
                        "its Capline-\(scale.rawValue) guide is \(base.y - cap.y) units above its Baseline-\(scale.rawValue), less than \(Int(minimumCapHeight)); export the template again"
                )
            }
            capHeights[scale] = base.y - cap.y
        }
        var variants: [SymbolVariant] = []
        for weight in SymbolWeight.allCases {
            for scale in SymbolScale.allCases {
                let group = "\(weight.rawValue)-\(scale.rawValue)"
                guard let entry = paths[group] else { continue }
                guard let base = guides["Baseline-\(scale.rawValue)"], capHeights[scale] != nil else {
                    throw SymbolFileError(
                        message:
                            "has the variant \(group) but no Baseline-\(scale.rawValue) and Capline-\(scale.rawValue) guides to size it by; export the template again"
                    )
                }
                if let b = entry.path.bounds,
                    [b.minX, b.minY, b.maxX, b.maxY].contains(where: { !(abs($0) <= maximumCoordinate) })
                {
                    throw SymbolFileError(
                        message:
                            "\(group) reaches past ±\(Int(maximumCoordinate)) units, far outside the template's artboard; export the template again"
                    )
                }
                let left = guides["left-margin-\(group)"], right = guides["right-margin-\(group)"]
                let origin = left?.x ?? 0
                variants.append(
                    SymbolVariant(
                        weight: weight, scale: scale,
                        path: entry.path.mapped { Point($0.x - origin, $0.y - base.y) },
                        advance: left.flatMap { l in right.map { max(0, $0.x - l.x) } }))
            }
        }
        return SymbolTemplate(variants: variants, capHeights: capHeights)
    }

    /// Whether an id names a guide BarScope reads (`Baseline-M`, `Capline-M`,
    /// `left-margin-Regular-M`, `right-margin-Regular-M`).
    static func isGuide(_ id: String) -> Bool {
        ["Baseline-", "Capline-", "left-margin-", "right-margin-"].contains { id.hasPrefix($0) }
    }

    /// `Regular-M` as a weight and a scale.
    static func variant(_ id: String) -> (SymbolWeight, SymbolScale)? {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let weight = SymbolWeight(rawValue: String(parts[0])),
            let scale = SymbolScale(rawValue: String(parts[1]))
        else { return nil }
        return (weight, scale)
    }
}

extension String {
    /// Without the spaces and line breaks at either end (libxml2's messages end in one).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension SymbolImage {
    /// `UIImage(systemName:)` for a scene built in Swift: the template `<folder>/<name>.svg`,
    /// read as a scene file's `systemName:` reads it (without a template when the file does not
    /// exist: drawn as the stand-in, and the scene warns). Give the scene's `symbols` the folder
    /// too, for the warnings' advice.
    public static func named(_ name: String, in folder: String) throws(SceneError) -> SymbolImage {
        let base = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
        let path = base + name + ".svg"
        guard !name.isEmpty, !name.contains("/"), !name.utf8.contains(0), FileIO.exists(path) else {
            return SymbolImage(name: name, file: path, template: nil)
        }
        do {
            return SymbolImage(name: name, file: path, template: try SymbolFile.read(path: path))
        } catch {
            throw SceneError(
                code: .invalidValue, file: path, key: "systemName",
                message: "\(MessageText.echo(path)) is not a symbol template: \(error.message)")
        }
    }
}
