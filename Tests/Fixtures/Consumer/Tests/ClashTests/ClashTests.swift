import BarScopeTesting
import SwiftUINames
import Testing

/// With SwiftUI's names in scope, `Scene`, `Image`, `Transition` and `Material` are SwiftUI's;
/// BarScope's are `BarScopeScene`, `BarScopeImage`, `SceneTransition` and `BarMaterial`.
@Test func swiftUINamesAndBarScopeLiveTogether() throws {
    let window: any Scene = WindowGroup()
    _ = (window, Image(), Material())
    var bar = NavigationBar()
    bar.barTintColor = "#ff2d55"
    var scene = BarScopeScene(ios: 12, device: .iPhone8, content: .list(), navigationBar: bar)
    scene.region = .navigationBar
    let image: BarScopeImage = try SceneRenderer.render(scene)
    #expect(image.width == 750)
    let push: SceneTransition? = scene.transition
    #expect(push == nil)
}
