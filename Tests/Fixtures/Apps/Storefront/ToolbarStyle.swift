import UIKit

extension UINavigationController {
    /// The shared toolbar look, built by a factory.
    static func makeToolbarAppearance() -> UIToolbarAppearance {
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Palette.paper
        appearance.shadowColor = nil
        return appearance
    }

    func styleToolbar() {
        toolbar.standardAppearance = Self.makeToolbarAppearance()
        toolbar.scrollEdgeAppearance = UINavigationController.makeToolbarAppearance()
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(image: UIImage(systemName: "cart"), style: .plain, target: nil, action: nil),
        ]
    }
}
