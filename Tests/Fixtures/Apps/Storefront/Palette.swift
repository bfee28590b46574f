import UIKit

enum Palette {
    static let brand = UIColor(hex: "#5E2A84")
    static let accent = UIColor(rgb: 0xFF9500)
    static let paper = UIColor(white: 0.96, alpha: 1)
}

extension UIColor {
    convenience init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
        self.init(rgb: Int(value))
    }

    convenience init(hexString: String) {
        self.init(hex: hexString)
    }

    convenience init(rgb: Int) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}
