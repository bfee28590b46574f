import UIKit

func styleBars() {
    UINavigationBar.appearance().tintColor = .systemRed
}
