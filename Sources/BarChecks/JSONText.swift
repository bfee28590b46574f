import BarScopeSupport
import Raster

/// JSON for the CLI's `--json` outputs, from `Encodable` values: keys in the order the value
/// encodes them (a synthesized `Encodable` encodes its properties in declaration order), `", "`
/// between items and `": "` after keys, one line. Written here rather than with Foundation's
/// `JSONEncoder`, which the command-line binary does without.
package enum JSONText {
    /// `value` as one line of JSON.
    package static func encode(_ value: some Encodable) throws -> String {
        let encoder = TreeEncoder()
        try value.encode(to: encoder)
        return encoder.root.value.text
    }

    /// A JSON value being built; objects keep their keys in insertion order.
    indirect enum Value {
        case null, bool(Bool), number(String), string(String)
        case array([Box]), object([(String, Box)])

        var text: String {
            switch self {
            case .null: return "null"
            case let .bool(b): return b ? "true" : "false"
            case let .number(n): return n
            case let .string(s): return "\"" + escape(s) + "\""
            case let .array(items): return "[" + items.map(\.value.text).joined(separator: ", ") + "]"
            case let .object(members):
                return "{" + members.map { "\"\(escape($0.0))\": \($0.1.value.text)" }.joined(separator: ", ") + "}"
            }
        }
    }

    /// A value that containers fill in after handing it out.
    final class Box {
        var value: Value
        init(_ value: Value = .null) { self.value = value }
    }

    /// Escapes text for a JSON string.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if c.value < 0x20 {
                    let hex = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }

    static func number(_ value: Double) -> Value {
        value.isFinite ? .number(formatDecimal(value, places: 6, trimZeros: true)) : .null
    }

    final class TreeEncoder: Encoder {
        let root: Box
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] = [:]
        init(_ root: Box = Box()) { self.root = root }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = root.value {} else { root.value = .object([]) }
            return KeyedEncodingContainer(Keyed<Key>(box: root))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = root.value {} else { root.value = .array([]) }
            return Unkeyed(box: root)
        }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(box: root) }
    }

    /// Encodes a value into a new box.
    static func boxed(_ value: some Encodable) throws -> Box {
        let box = Box()
        try value.encode(to: TreeEncoder(box))
        return box
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: Box
        var codingPath: [any CodingKey] = []
        func add(_ key: Key, _ value: Box) {
            if case var .object(members) = box.value {
                members.append((key.stringValue, value))
                box.value = .object(members)
            }
        }
        mutating func encodeNil(forKey key: Key) throws { add(key, Box(.null)) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, Box(.bool(value))) }
        mutating func encode(_ value: String, forKey key: Key) throws { add(key, Box(.string(value))) }
        mutating func encode(_ value: Double, forKey key: Key) throws { add(key, Box(JSONText.number(value))) }
        mutating func encode(_ value: Int, forKey key: Key) throws { add(key, Box(.number(String(value)))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(key, try boxed(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = Box(.object([]))
            add(key, child)
            return KeyedEncodingContainer(Keyed<NestedKey>(box: child))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = Box(.array([]))
            add(key, child)
            return Unkeyed(box: child)
        }
        mutating func superEncoder() -> any Encoder { TreeEncoder(box) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let child = Box()
            add(key, child)
            return TreeEncoder(child)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] = []
        var count: Int {
            if case let .array(items) = box.value { return items.count }
            return 0
        }
        func add(_ value: Box) {
            if case var .array(items) = box.value {
                items.append(value)
                box.value = .array(items)
            }
        }
        mutating func encodeNil() throws { add(Box(.null)) }
        mutating func encode(_ value: Bool) throws { add(Box(.bool(value))) }
        mutating func encode(_ value: String) throws { add(Box(.string(value))) }
        mutating func encode(_ value: Double) throws { add(Box(JSONText.number(value))) }
        mutating func encode(_ value: Int) throws { add(Box(.number(String(value)))) }
        mutating func encode<T: Encodable>(_ value: T) throws { add(try boxed(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            let child = Box(.object([]))
            add(child)
            return KeyedEncodingContainer(Keyed<NestedKey>(box: child))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = Box(.array([]))
            add(child)
            return Unkeyed(box: child)
        }
        mutating func superEncoder() -> any Encoder {
            let child = Box()
            add(child)
            return TreeEncoder(child)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] = []
        mutating func encodeNil() throws { box.value = .null }
        mutating func encode(_ value: Bool) throws { box.value = .bool(value) }
        mutating func encode(_ value: String) throws { box.value = .string(value) }
        mutating func encode(_ value: Double) throws { box.value = JSONText.number(value) }
        mutating func encode(_ value: Int) throws { box.value = .number(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: TreeEncoder(box)) }
    }
}
