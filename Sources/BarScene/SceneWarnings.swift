import BarLayers

/// A value a scene sets that UIKit (and so BarScope) ignores: one line naming the file, the key,
/// what happens instead and what to write. Printed on standard error; the render goes on.
public struct SceneWarning: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let key: String
    public let message: String

    public var description: String { "\(file): \(key): \(message)" }
}

extension Scene {
    /// The values this scene sets that change nothing, each with why.
    public var warnings: [SceneWarning] {
        var found: [SceneWarning] = []
        func warn(_ key: String, _ message: String) { found.append(SceneWarning(file: source, key: key, message: message)) }
        let version = IOSVersion.named(iosVersion)
        let bars: [(String, BarAppearance?)] = [("navigationBar", navigationBar), ("tabBar", tabBar), ("toolbar", toolbar)]
        for (name, bar) in bars {
            guard let bar else { continue }
            if let tint = bar.barTintColor, tint.a < 255, !(version?.appearanceRules != nil && bar.hasAppearanceObjects) {
                // The opaque path forces alpha 1 (UIKit's `_UIBarBackgroundLayoutLegacy`, decompiled
                // iOS 18.2); the translucent path draws the tint under its own filter alpha (0.85,
                // seed 000). BarScope draws it opaque in both.
                warn("\(name).barTintColor", "its alpha (\(tint.a) of 255) is ignored: UIKit draws barTintColor opaque (under its 0.85 filter on a translucent bar); for a translucent colour use overlayColor, or an appearance's backgroundColor on iOS 13 or later")
            }
            if version?.appearanceRules != nil {
                let ignored = bar.legacyPropertiesIgnored
                if !ignored.isEmpty {
                    warn(name, "\(ignored.joined(separator: ", ")) \(ignored.count == 1 ? "is" : "are") ignored: an appearance object is set, and UIKit uses it whole; set them on the appearance (backgroundColor, backgroundEffect, shadowColor, titleTextAttributes)")
                }
                for slot in [AppearanceSlot.compactAppearance, .compactScrollEdgeAppearance] where bar.appearances[slot] != nil && !orientation.isLandscape {
                    warn("\(name).\(slot.rawValue)", "used only in compact height (a phone in landscape), and the scene is portrait; add orientation: landscapeLeft to see it")
                }
            }
            if case .image = bar.shadowImage, bar.backgroundImage == nil, bar.overlayColor == nil, !bar.hasAppearanceObjects {
                warn("\(name).shadowImage", "a custom shadow image shows only with a custom background image (UINavigationBar.h); set backgroundImage too, or use an appearance's shadowImage on iOS 13 or later")
            }
        }
        if statusBar != nil, !screen.showsStatusBar {
            warn("statusBar", "UIKit hides the status bar in landscape (compact height) for apps built with the iOS 8 SDK or later, so none is drawn; remove the key, or use orientation: portrait")
        }
        if let status = statusBar, status.carrier != nil, device.statusBar.kind != .legacy {
            warn("statusBar.carrier", "the status bar around a notch or the Dynamic Island shows no carrier; remove the key, or use a phone with a home button (iphone-8)")
        }
        if navigationBar.prefersLargeTitles, orientation.isLandscape, navigationBar.topItem?.largeTitleDisplayMode != .never {
            warn("navigationBar.prefersLargeTitles", "a phone in landscape shows the small title in the bar's row, never the large title; use orientation: portrait to see it")
        }
        if navigationBar.largeTitleTextAttributes.foregroundColor != nil, !navigationBar.prefersLargeTitles {
            warn("navigationBar.largeTitleTextAttributes", "no large title is shown without prefersLargeTitles: true")
        }
        return found
    }
}
