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
        let fields = try entries(
            mapping, path: "device", allowed: ["width", "height", "scale", "safeAreaInsets", "idiom"])
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
        var view = Device.view(width: width, height: height, scale: scale, safeAreaTop: top, safeAreaBottom: bottom)
        if let idiom = fields["idiom"] {
            switch idiom.string {
            case "phone" where idiom.isScalar: view.statesPhoneIdiom = true
            case "pad" where idiom.isScalar: view.idiom = .pad
            default:
                throw error("device.idiom", idiom, "\(show(idiom)) is not an idiom; use phone or pad")
            }
        }
        return view
    }

    /// Refuses a key tied to a design (``DesignArrival``) on a release of an earlier one, whatever
    /// its value, before it is read.
    func require(_ arrival: DesignArrival, _ key: String, _ node: YAMLNode) throws(SceneError) {
        guard let release, let (message, code) = arrival.refusal(release) else { return }
        throw error(key, node, message, code: code)
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
}
