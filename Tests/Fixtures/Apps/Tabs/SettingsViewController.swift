import UIKit

final class SettingsViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 9)
    }
}
