/// How the picture of a scene is taken (`capture:` in a scene file, `--capture` on the command
/// line): as the display shows it, or as snapshot-testing libraries record it.
public enum Capture: String, Sendable, CaseIterable {
    /// What the display shows: every layer, the backdrops blurred from what lies beneath. The
    /// default, and what a simulator screenshot holds.
    case screen
    /// What `CALayer.render(in:)` draws, the call swift-snapshot-testing and iOSSnapshotTestCase
    /// take their images with: the layer tree without its backdrop layers. Apple's documentation
    /// of `render(in:)` says the method "does not support the entire Core Animation composition
    /// model" and leaves out layers that use `backgroundFilters` and filters; a `CABackdropLayer`
    /// is such a layer, so the blur and the colour stages drawn through it are not there. What
    /// snapshot users report agrees: a translucent bar of iOS 10–12 records as its white
    /// 0.97 × 0.8 filter view alone over the content, one of iOS 13–18 as its hairline alone,
    /// and iOS 26's glass as nothing (pointfreeco/swift-snapshot-testing issue 1029, "snapshot
    /// containing SwiftUI liquid glass effect is fully transparent", 2025; issue 1019 finds a
    /// tinted glass recorded as solid grey, which BarScope does not model: a tint is drawn with
    /// the glass and goes with it).
    case layer
}

extension Layer {
    /// The UIKit views whose pixels a backdrop layer draws though BarScope draws them as a fill
    /// or an image: iOS 26's tab selection pill (`_UITabSelectionView`, a `UICABackdropLayer`
    /// with a blur and a colour matrix in the SweepPic iOS 26.0.1 dump) and the scroll edge
    /// effect's wash (`BackdropView`, OpenUIKit's probes); a glass container's merged rim
    /// (`CASDFLayer`, the glass group's shape layer). A glass view's tint, part of its glass, is
    /// marked on the view (``Layer/drawnWithGlass``).
    static let backdropClasses: Set<String> = ["_UITabSelectionView", "BackdropView", "CASDFLayer"]

    /// Why a layer capture draws nothing of this view's own (its subviews are still drawn), or
    /// nil when it draws it: a view drawn through a backdrop layer.
    package var layerCaptureOmission: String? {
        if case .backdrop = effect {
            return "a backdrop layer (CABackdropLayer), which CALayer.render(in:) does not draw"
        }
        if Self.backdropClasses.contains(className) || drawnWithGlass {
            return "drawn by UIKit through a backdrop layer, which CALayer.render(in:) does not draw"
        }
        if let leftOutOfLayerCapture { return leftOutOfLayerCapture }
        return nil
    }

    /// The tree as a capture of the kind draws it: for ``Capture/layer``, every view drawn
    /// through a backdrop layer draws nothing of its own (it stays in the tree, marked, with its
    /// subviews), and the bar's notes name the views left out. ``Capture/screen`` is the tree
    /// itself.
    package func captured(_ capture: Capture) -> Layer {
        guard capture == .layer else { return self }
        var leftOut: [String] = []
        var tree = markingOmissions(&leftOut, drawn: true)
        let views = leftOut.isEmpty ? "nothing is left out" : "left out: \(leftOut.joined(separator: ", "))"
        tree.notes.append("layer capture (what CALayer.render(in:) draws, as snapshot libraries record): \(views)")
        return tree
    }

    /// Marks the views left out; `drawn` says whether the superviews are shown at all (a view
    /// under a hidden or transparent one is left out of nothing: it is not drawn either way).
    private func markingOmissions(_ leftOut: inout [String], drawn: Bool) -> Layer {
        var copy = self
        let shown = drawn && !isHidden && alpha > 0
        if let reason = layerCaptureOmission {
            copy.captureOmission = reason
            if shown, !leftOut.contains(className) { leftOut.append(className) }
        }
        copy.children = children.map { $0.markingOmissions(&leftOut, drawn: shown) }
        return copy
    }
}
