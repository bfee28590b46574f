import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let home = UINavigationController(rootViewController: HomeViewController())

        let search = SearchViewController()
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)

        let inbox = InboxViewController()
        inbox.tabBarItem = UITabBarItem(
            title: "Inbox", image: UIImage(named: "TabInbox"), selectedImage: UIImage(named: "TabInboxFilled"))
        inbox.tabBarItem.badgeValue = "3"

        let favourites = FavouritesViewController()
        favourites.tabBarItem = UITabBarItem(title: "Starred", image: UIImage(named: "Stars"), tag: 3)

        viewControllers = [home, search, inbox, favourites, ProfileViewController()]
        selectedIndex = 2

        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(named: "Ink")
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
    }
}
