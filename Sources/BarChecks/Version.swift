/// BarScope's version: what `barscope --version` prints, and what every JSON output and JUnit
/// report carries, so that a reading can be traced to the model that produced it. Bumped when
/// renders or outputs change (the golden suite's bytes, a message, a JSON key).
package enum BarScopeVersion {
    package static let string = "0.6.0"

    /// A JSON object with `"barscope": version` as its first key.
    package static func stamped(_ json: String) -> String {
        guard json.hasPrefix("{") else { return json }
        let rest = json.dropFirst()
        return "{\"barscope\": \"\(string)\"" + (rest.hasPrefix("}") ? "" : ", ") + rest
    }
}
