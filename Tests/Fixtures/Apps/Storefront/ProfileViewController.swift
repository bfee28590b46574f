import UIKit

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        navigationItem.largeTitleDisplayMode = .never

        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundColor = Palette.paper
        appearance.titleTextAttributes = [.foregroundColor: Palette.brand]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance

        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add)),
            UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit)),
        ]
        navigationController?.navigationBar.tintColor = Palette.accent
        navigationController?.navigationBar.barTintColor = RemoteTheme.shared.barColor
    }

    @objc private func add() {}
    @objc private func edit() {}
}
