import Raster

/// What draws a bar's background, one model per design generation (``DesignGeneration``): the
/// legacy bars of iOS 9 to 12 (seed 000's rules: translucency, tint, images, the hairline) and
/// the appearance objects of iOS 13 to 18 (the chosen `UIBarAppearance`'s effect, colour, image
/// and shadow). A stack's background roles (``ViewRole/background(showsImage:)``,
/// `colorAndImage`, `shadowContent`, `shadow`, `effect`) are drawn by the bar's model; its
/// `backdrop` and `overlays` views draw the model's material. A new generation (iOS 26's glass)
/// is a new model beside these, not a third branch in each role. Each design (``BarDesign``)
/// holds its model, in its own file.
package protocol BarBackgroundModel {
    /// The views of a background role, without their subviews (none when the model draws
    /// nothing there).
    func layers(for role: ViewRole, named name: String, parent: ViewRole?, in bar: BarBuilder.Context) -> [Layer]
    /// The material the bar's backdrop and overlay views draw.
    func material(in bar: BarBuilder.Context) -> Material
}
