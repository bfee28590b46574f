import BarScopeSupport
import BarLayers
import FileAccess
import Typesetting
import Raster
import RasterPNG

extension Reader {
    /// `device: {width: 375, height: 200, scale: 2, safeAreaInsets: {top: 20, bottom: 0}}`: a view
    /// of a given size (``Device/view(width:height:scale:safeAreaTop:safeAreaBottom:)``).
    func view(_ node: YAMLNode, _ mapping: [(key: YAMLNode, value: YAMLNode)]) throws(SceneError) -> Device {
        let fields = try entries(mapping, path: "device", allowed: ["width", "height", "scale", "safeAreaInsets"])
        func side(_ name: String) throws(SceneError) -> Int {
            guard let value = fields[name] else {
                throw error(
                    "device", node,
                    "a view needs its \(name); give width, height and scale, such as {width: 375, height: 200, scale: 2}"
                )
            }
            guard let points = Self.integer(value), points >= 1, points <= Device.maximumViewSide else {
                throw error(
                    "device.\(name)", value,
                    "\(show(value)) is not a view's \(name); use whole points from 1 to \(Device.maximumViewSide)")
            }
            return points
        }
        let width = try side("width"), height = try side("height")
        guard let scaleNode = fields["scale"] else {
            throw error(
                "device", node, "a view needs its scale; add scale: 2 or scale: 3 (the display's pixels per point)")
        }
        guard let scale = Self.integer(scaleNode), (1...3).contains(scale) else {
            throw error("device.scale", scaleNode, "\(show(scaleNode)) is not a display scale; use 1, 2 or 3")
        }
        var top = 0.0, bottom = 0.0
        if let insets = fields["safeAreaInsets"] {
            guard let pairs = insets.mapping else {
                throw error("device.safeAreaInsets", insets, "must be a mapping such as {top: 20, bottom: 34}")
            }
            let sides = try entries(pairs, path: "device.safeAreaInsets", allowed: ["top", "bottom"])
            if let value = sides["top"] {
                top = try number("device.safeAreaInsets.top", value, range: 0...Double(height))
            }
            if let value = sides["bottom"] {
                bottom = try number("device.safeAreaInsets.bottom", value, range: 0...Double(height))
            }
        }
        return .view(width: width, height: height, scale: scale, safeAreaTop: top, safeAreaBottom: bottom)
    }

    /// Refuses what a view of a given size does not have: a status bar, an orientation (its
    /// width and height say how it is held).
    func refuseOnAView(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        guard scene.device.isView else { return }
        if let node = entries["statusBar"] {
            throw error(
                "statusBar", node,
                "a view of a given size has no status bar (the system draws it over a whole screen); remove the key, or use a phone such as iphone-8"
            )
        }
        if let node = entries["orientation"], scene.orientation != .portrait {
            throw error(
                "orientation", node,
                "a view of a given size is drawn as its width and height give it; remove the key and swap width and height"
            )
        }
    }

    /// Refuses a key tied to a design (``DesignArrival``) on a release of an earlier one: the
    /// key table says which keys are, this says so in the generation's words.
    func require(_ arrival: DesignArrival, _ key: String, _ node: YAMLNode) throws(SceneError) {
        let design: DesignGeneration
        switch arrival {
        case let .with(generation), let .modelledOn(generation): design = generation
        }
        guard let release, release.generation < design, let first = design.firstRelease else { return }
        switch arrival {
        case .with:
            throw error(key, node, "arrives with \(design.name); use ios: \(first), or remove the key")
        case .modelledOn:
            throw error(
                key, node,
                "is modelled on \(design.name) only (no source gives iOS \(release.number)'s bars with the setting); use ios: \(first), or remove the key",
                code: .notModelled)
        }
    }

    /// Refuses what iOS 26's glass model does not draw yet, rather than drawing iOS 18's in its
    /// place: a prompt, a transition.
    /// Each message names the opt-out the release honours, if any.
    func refuseUnmodelledGlass(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        guard scene.drawsGlass else { return }
        let release = scene.drawnRelease
        let way =
            release.compatibility?.honoured == true
            ? "add infoPlist: {UIDesignRequiresCompatibility: true} to draw the iOS 18 bars iOS \(scene.release.number) keeps for apps that opt out, or use ios: 18"
            : "use ios: 26 with infoPlist: {UIDesignRequiresCompatibility: true}, or ios: 18"
        func refuse(_ key: String, _ what: String) throws(SceneError) {
            guard let node = entries[key] else { return }
            throw error(
                key, node, "\(what) on iOS \(scene.release.number) is not modelled yet; \(way)", code: .notModelled)
        }
        if scene.transition != nil { try refuse("transition", "a transition between Liquid Glass bars") }
        if let prompt = scene.navigationBar.topItem?.prompt, !prompt.isEmpty {
            try refuse("navigationItem", "a prompt above a Liquid Glass bar")
        }
    }
}

extension Reader {
    /// The node of `path` (keys into mappings, indices into sequences) under `node`, for messages.
    static func node(_ node: YAMLNode?, _ path: [Any]) -> YAMLNode? {
        var current = node
        for step in path {
            if let key = step as? String {
                current = current?.mapping?.first { $0.key.string == key }?.value
            } else if let index = step as? Int, let items = current?.sequence, items.indices.contains(index) {
                current = items[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// A tab bar's search tab and minimised state, as UIKit allows them: one search tab, the last
    /// item, beside at least one other; minimised only with a behaviour that minimises. On iOS 26
    /// what no source has measured is refused: the search tab selected (its search field), and
    /// a search tab or a minimised bar in landscape.
    /// A `selectedIndex` past the tab bar's items: UIKit's `selectedItem` is one of the bar's
    /// items or none, so a tab bar with nothing selected for an index it lacks is a state UIKit
    /// never shows. Refused with the range (a default index on a bar without items is not written,
    /// so it is not checked).
    func refuseSelectionOutOfRange(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        guard let bar = scene.tabBar, let index = bar.selectedIndex, index >= bar.tabItems.count,
            let node = Self.node(entries["tabBar"], ["selectedIndex"])
        else { return }
        let count = bar.tabItems.count
        let fix =
            count == 0
            ? "the tab bar has no items; add items, or write selectedIndex: none"
            : "the tab bar has \(count) item\(count == 1 ? "" : "s") (0 to \(count - 1)); select one of them, or write none"
        throw error("tabBar.selectedIndex", node, "\(index) selects no item: \(fix)")
    }

    func checkLiquidGlassStates(_ scene: Scene, entries: [String: YAMLNode]) throws(SceneError) {
        if let node = entries["glassEffectContainer"], scene.glassEffectViews.isEmpty {
            throw error(
                "glassEffectContainer", node,
                "holds no glass views; add glassEffectViews: [{frame: [16, 700, 120, 48]}], or remove the key")
        }
        for (index, view) in scene.glassEffectViews.enumerated() {
            if let problem = scene.glassFrameProblem(view.frame) {
                throw error(
                    "glassEffectViews[\(index)].frame", Self.node(entries["glassEffectViews"], [index, "frame"]),
                    problem)
            }
        }
        if let node = entries["glassEffectViews"], !scene.drawsGlass, !scene.glassEffectViews.isEmpty {
            throw error(
                "glassEffectViews", node,
                "glass views in an app that opts out of Liquid Glass are not modelled (no source shows what UIGlassEffect draws then); remove infoPlist's UIDesignRequiresCompatibility, or the glass views",
                code: .notModelled)
        }
        guard let bar = scene.tabBar else { return }
        let node = entries["tabBar"]
        let searches = bar.tabItems.indices.filter { bar.tabItems[$0].isSearchTab }
        if let search = searches.first {
            let key = "tabBar.items[\(search)].role"
            let at = Self.node(node, ["items", search, "role"])
            guard searches.count == 1 else {
                throw error(key, at, "a tab bar has one search tab; remove role: search from all but the last item")
            }
            guard search == bar.tabItems.count - 1 else {
                throw error(key, at, "the search tab is the tab bar's last item; move it to the end of items")
            }
            guard bar.tabItems.count > 1 else {
                throw error(key, at, "a search tab needs another tab beside it; add one before it in items")
            }
            if scene.drawsGlass, bar.selectedIndex == search {
                throw error(
                    "tabBar.selectedIndex", Self.node(node, ["selectedIndex"]),
                    "selects the search tab, whose search field BarScope does not draw on iOS \(scene.release.number) yet; select another tab",
                    code: .notModelled)
            }
            if scene.drawsGlass, scene.orientation.isLandscape {
                throw error(
                    key, at,
                    "a search tab in landscape on iOS \(scene.release.number) is not modelled yet (no source measured it); use orientation: portrait",
                    code: .notModelled)
            }
        }
        if bar.isMinimized {
            let at = Self.node(node, ["minimized"])
            guard bar.tabBarMinimizeBehavior.minimizes else {
                throw error(
                    "tabBar.minimized", at,
                    "UIKit minimises a tab bar only with tabBarMinimizeBehavior: onScrollDown or onScrollUp (automatic never does on iPhone); set one, or remove minimized"
                )
            }
            let tabs = bar.tabItems.indices.filter { !bar.tabItems[$0].isSearchTab }
            let shown = bar.selectedIndex.flatMap { tabs.contains($0) ? $0 : nil } ?? tabs.first
            if let shown, case .custom(_, nil) = bar.tabItems[shown].kind {
                throw error(
                    "tabBar.minimized", at,
                    "a minimised tab bar shows the selected tab's image alone, and tab \(shown) has none; give it an image, or select a tab that has one"
                )
            }
            if scene.orientation.isLandscape {
                throw error(
                    "tabBar.minimized", at,
                    "a minimised tab bar in landscape is not modelled yet (no source measured it); use orientation: portrait",
                    code: .notModelled)
            }
        }
    }
}
