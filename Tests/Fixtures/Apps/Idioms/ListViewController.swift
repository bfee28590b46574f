import UIKit
final class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let navBar = navigationController?.navigationBar
        let a = UINavigationBarAppearance()
        a.configureWithTransparentBackground()
        a.titleTextAttributes[.foregroundColor] = UIColor.label
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink, .font: UIFont.systemFont(ofSize: 15, weight: .semibold), .kern: 0.5]
        navBar?.standardAppearance = a
        navigationItem.setRightBarButton(UIBarButtonItem(systemItem: .done), animated: false)
        UINavigationBar.appearance(whenContainedInInstancesOf: [ListViewController.self]).barTintColor = .black
        tabBarController?.tabBar.unselectedItemTintColor = UIColor.gray
        guard #available(iOS 26, *) else { return }
        navigationItem.title = NSLocalizedString("Lists", comment: "")
    }
}
