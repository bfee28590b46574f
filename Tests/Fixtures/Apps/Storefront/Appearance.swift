import UIKit

/// The app's bars, set once at launch.
func configureAppearance() {
    let proxy = UINavigationBar.appearance()
    proxy.prefersLargeTitles = true
    if #available(iOS 15, *) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Palette.brand
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [
            .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 34, weight: .heavy),
        ]
        proxy.standardAppearance = appearance
        proxy.scrollEdgeAppearance = appearance
        proxy.compactAppearance = appearance
    } else {
        proxy.barTintColor = Palette.brand
        proxy.isTranslucent = false
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white]
    }
    proxy.tintColor = UIColor(red: 255 / 255.0, green: 204 / 255.0, blue: 0, alpha: 1)
}
