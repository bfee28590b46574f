import UIKit

func styleTabs() {
    UITabBar.appearance().tintColor = .systemRed
    let x = (1 +
}
