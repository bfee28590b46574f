import Testing

@testable import BarChecks
@testable import BarLayers
@testable import BarScene
@testable import ColorDisplay
@testable import Raster

/// `explain` says what `tree` says of the views under its pixel: a disabled button's note.
@Suite struct ExplainNotesTests {
    @Test func aDisabledButtonSaysSoUnderItsPixelsOnly() throws {
        let scene = try SceneParser.parse(
            """
            ios: 17
            device: iphone-13
            content: {color: "#ffffff"}
            navigationItem: {title: "T", leftBarButtonItems: [{title: "Edit"}], rightBarButtonItems: [{title: "Save", isEnabled: false}]}
            """, file: "scene.yaml")
        let display = try Display.named("srgb")
        // The Save button: x 336 to 382 pt, y 47 to 91; Edit at 8 to 46.
        let save = try Explanation.explain(scene, x: 1060, y: 207, display: display)
        #expect(save.notes.filter { $0.hasPrefix("_UIButtonBarButton: enabled = NO") }.count == 1)
        let edit = try Explanation.explain(scene, x: 90, y: 207, display: display)
        #expect(!edit.notes.contains { $0.contains("enabled = NO") })
        #expect(edit.notes.count == save.notes.count - 1)
    }
}
