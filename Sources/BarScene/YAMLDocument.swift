import CYAML

/// A YAML node as a scene file uses it: a scalar (its text, and whether it was written plain,
/// that is unquoted), a mapping or a sequence, with the line it starts on.
///
/// Tags are not resolved: a scene reads its booleans, nulls and numbers from plain scalars
/// itself (see `Reader`), so `5` and `"5"` differ only in `plain`.
struct YAMLNode: Sendable {
    enum Value: Sendable {
        case scalar(String, plain: Bool)
        case mapping([(key: YAMLNode, value: YAMLNode)])
        case sequence([YAMLNode])
    }

    let value: Value
    /// The 1-based line the node starts on.
    let line: Int

    /// The text of a scalar; nil for a mapping or a sequence.
    var string: String? {
        if case let .scalar(text, _) = value { return text }
        return nil
    }

    /// The text of a scalar written without quotes (the only kind read as a number, a boolean
    /// or a null).
    var plainString: String? {
        if case let .scalar(text, true) = value { return text }
        return nil
    }

    var isScalar: Bool { string != nil }

    /// A mapping's entries in file order.
    var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case let .mapping(entries) = value { return entries }
        return nil
    }

    var sequence: [YAMLNode]? {
        if case let .sequence(items) = value { return items }
        return nil
    }
}

/// Why a text is not a YAML document a scene can hold, and the 1-based line it is on.
struct YAMLSyntaxError: Error, Equatable {
    let line: Int?
    /// The whole message: for a syntax error, libyaml's own wording of the problem and of its
    /// context (`malformed YAML: did not find expected ',' or ']' (while parsing a flow
    /// sequence); fix the syntax at that line`).
    let message: String

    init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }

    /// An error libyaml found, in its words.
    init(line: Int?, libyamlProblem problem: String) {
        self.init(line: line, message: "malformed YAML: \(problem); fix the syntax at that line")
    }
}

/// Composes one YAML document into ``YAMLNode``s with libyaml's event parser (the system
/// library: libyaml-dev on Debian, libyaml in Homebrew).
///
/// libyaml rather than a Swift YAML package: the package BarScope used (Yams, itself libyaml
/// underneath) needs Foundation, which made every process start and exit slower and the binary
/// some 60 MB larger, for a reader of a few dozen lines (README "Speed").
///
/// Differences from a general YAML loader, all deliberate for scene files:
/// - anchors (`&name`) and aliases (`*name`) are refused as libyaml reports them: an alias's
///   expansion can grow exponentially;
/// - a second document (`---` after the first) is refused: a scene file is one document;
/// - collections are composed without recursion, and no deeper than `maximumDepth`.
enum YAMLDocument {
    /// Composes the text's single document; nil when the text holds none (empty, or comments).
    static func compose(_ text: String, maximumDepth: Int) throws(YAMLSyntaxError) -> YAMLNode? {
        var text = text
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            throw YAMLSyntaxError(line: nil, message: "libyaml could not start (out of memory)")
        }
        defer { yaml_parser_delete(parser) }
        let result: Result<YAMLNode?, YAMLSyntaxError> = text.withUTF8 { bytes in
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
            var composer = Composer(parser: parser, bytes: bytes, maximumDepth: maximumDepth)
            do throws(YAMLSyntaxError) {
                return .success(try composer.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// A collection being composed: its entries so far, and a key waiting for its value.
    private struct Open {
        var isMapping: Bool
        var line: Int
        var items: [YAMLNode] = []
        var entries: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey: YAMLNode?
    }

    private struct Composer {
        let parser: UnsafeMutablePointer<yaml_parser_t>
        let bytes: UnsafeBufferPointer<UInt8>
        let maximumDepth: Int

        /// The next event's kind, line and (for a scalar) value; the event itself is freed.
        mutating func next() throws(YAMLSyntaxError) -> (type: yaml_event_type_t, line: Int, scalar: YAMLNode.Value?) {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            // Anchors (`&name`) are refused where libyaml finds them, so that an `&` inside a
            // value (`Terms & Conditions`) is text, as YAML says; aliases are refused below.
            let anchor: UnsafeMutablePointer<yaml_char_t>?
            switch event.type {
            case YAML_SCALAR_EVENT: anchor = event.data.scalar.anchor
            case YAML_MAPPING_START_EVENT: anchor = event.data.mapping_start.anchor
            case YAML_SEQUENCE_START_EVENT: anchor = event.data.sequence_start.anchor
            default: anchor = nil
            }
            if anchor != nil {
                throw YAMLSyntaxError(
                    line: line,
                    message:
                        "YAML anchors and aliases (&name, *name) are not allowed in scene files; write the values out")
            }
            guard event.type == YAML_SCALAR_EVENT else { return (event.type, line, nil) }
            let scalar = event.data.scalar
            let text = String(
                decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
            return (event.type, line, .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE))
        }

        mutating func document() throws(YAMLSyntaxError) -> YAMLNode? {
            var event = try next()
            if event.type == YAML_STREAM_START_EVENT { event = try next() }
            if event.type == YAML_STREAM_END_EVENT { return nil }
            // DOCUMENT-START, then the root node.
            let root = try node(startingWith: try next())
            _ = try next()  // DOCUMENT-END
            let after = try next()
            guard after.type == YAML_STREAM_END_EVENT else {
                throw YAMLSyntaxError(
                    line: after.line,
                    message: "a second document starts here; a scene file holds one document (remove the `---` line)")
            }
            return root
        }

        /// The node that starts with `first`, reading events up to its end.
        mutating func node(startingWith first: (type: yaml_event_type_t, line: Int, scalar: YAMLNode.Value?))
            throws(YAMLSyntaxError) -> YAMLNode
        {
            var stack: [Open] = []
            var event = first
            while true {
                var finished: YAMLNode
                switch event.type {
                case YAML_SCALAR_EVENT:
                    finished = YAMLNode(value: event.scalar!, line: event.line)
                case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                    guard stack.count < maximumDepth else {
                        throw YAMLSyntaxError(
                            line: event.line,
                            message: "collections nested more than \(maximumDepth) deep; a scene needs four levels")
                    }
                    stack.append(Open(isMapping: event.type == YAML_MAPPING_START_EVENT, line: event.line))
                    event = try next()
                    continue
                case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                    let open = stack.removeLast()
                    finished = YAMLNode(
                        value: open.isMapping ? .mapping(open.entries) : .sequence(open.items), line: open.line)
                case YAML_ALIAS_EVENT:
                    throw YAMLSyntaxError(
                        line: event.line,
                        message:
                            "YAML anchors and aliases (&name, *name) are not allowed in scene files; write the values out"
                    )
                default:
                    throw YAMLSyntaxError(line: event.line, message: "unexpected YAML event \(event.type.rawValue)")
                }
                // Hand the finished node to the collection it is in, or return it.
                guard !stack.isEmpty else { return finished }
                if stack[stack.count - 1].isMapping {
                    if let key = stack[stack.count - 1].pendingKey {
                        stack[stack.count - 1].entries.append((key, finished))
                        stack[stack.count - 1].pendingKey = nil
                    } else {
                        stack[stack.count - 1].pendingKey = finished
                    }
                } else {
                    stack[stack.count - 1].items.append(finished)
                }
                event = try next()
            }
        }

        /// The 1-based column of the tab libyaml stopped at, on a 1-based line and at libyaml's
        /// 0-based column (counted in characters); nil when that character is not a tab.
        func tabColumn(line: Int, column: Int) -> Int? {
            let newline = UInt8(ascii: "\n")
            var start = 0
            for _ in 1..<max(1, line) {
                guard let end = bytes[start...].firstIndex(of: newline) else { return nil }
                start = end + 1
            }
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            let characters = Array(text.unicodeScalars)
            guard column < characters.count, characters[column] == "\t" else { return nil }
            return column + 1
        }

        /// libyaml's error, as one line.
        func failure() -> YAMLSyntaxError {
            let p = parser.pointee
            let problem = p.problem.map { String(cString: $0) } ?? "libyaml reported no problem"
            switch p.error {
            case YAML_MEMORY_ERROR:
                return YAMLSyntaxError(line: nil, message: "libyaml ran out of memory reading the scene")
            case YAML_READER_ERROR:
                // Reader errors carry a byte offset, not a mark: count the lines before it.
                let offset = min(Int(p.problem_offset), bytes.count)
                let line = bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                let value = p.problem_value >= 0 ? " (character \(p.problem_value))" : ""
                return YAMLSyntaxError(line: line, libyamlProblem: problem + value)
            default:
                let line = Int(p.problem_mark.line) + 1
                // libyaml calls a tab "a character that cannot start any token"; a reader who
                // indented with one needs to hear that YAML takes spaces only.
                if let column = tabColumn(line: line, column: Int(p.problem_mark.column)) {
                    return YAMLSyntaxError(
                        line: line,
                        message:
                            "a tab at column \(column), where YAML allows spaces only; indent with spaces"
                    )
                }
                let context = p.context.map { " (\(String(cString: $0)))" } ?? ""
                return YAMLSyntaxError(line: line, libyamlProblem: problem + context)
            }
        }
    }
}
