/// `value` with `places` decimals, rounded half away from zero, without Foundation's locale-
/// dependent formatting; `trimZeros` drops trailing zeros (and the point): `1.000` → `1`.
package func formatDecimal(_ value: Double, places: Int, trimZeros: Bool = false) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard scaled.isFinite, scaled < 1e15 else { return "\(value)" }
    let units = Int(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    var fraction = places > 0 ? String(units % scale) : ""
    fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
    if trimZeros { while fraction.hasSuffix("0") { fraction.removeLast() } }
    return sign + String(units / scale) + (fraction.isEmpty ? "" : "." + fraction)
}
