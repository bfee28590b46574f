// What `import BarScopeTesting` brings into a test file: the golden assertions, and the types a
// scene is built and checked with, declaration by declaration, so that a test target that also
// imports SwiftUI sees no second `Scene`, `Image`, `Transition` or `Material`. Those four are
// here under names of their own (below); `import BarScene` gives `Scene` itself to a file that
// does not import SwiftUI.

// BarScene
@_exported import struct BarScene.Device
@_exported import struct BarScene.Filmstrip
@_exported import struct BarScene.ListLabels
@_exported import struct BarScene.ListPalette
@_exported import struct BarScene.ListScreen
@_exported import typealias BarScene.NavigationBar
@_exported import enum BarScene.Orientation
@_exported import struct BarScene.SceneBars
@_exported import enum BarScene.SceneContent
@_exported import struct BarScene.SceneError
@_exported import struct BarScene.SceneInputs
@_exported import enum BarScene.SceneParser
@_exported import enum BarScene.SceneRegion
@_exported import enum BarScene.SceneRenderer
@_exported import struct BarScene.SceneText
@_exported import struct BarScene.SceneWarning
@_exported import typealias BarScene.TabBar
@_exported import typealias BarScene.Toolbar
@_exported import struct BarScene.TransitionFrame
@_exported import struct BarScene.ViewControllerLayout

// BarLayers
@_exported import struct BarScene.SceneVariant
@_exported import enum BarLayers.SemanticContentAttribute
@_exported import enum BarLayers.TabBarMinimizeBehavior
@_exported import enum BarLayers.BackButtonDisplayMode
@_exported import enum BarLayers.ImageRenderingMode
@_exported import struct BarLayers.FontAttribute
@_exported import struct BarLayers.GlassEffectView
@_exported import enum BarLayers.AccessibilityContrast
@_exported import enum BarLayers.AppearanceBackground
@_exported import struct BarLayers.AppearanceRules
@_exported import enum BarLayers.AppearanceSlot
@_exported import struct BarLayers.BackItem
@_exported import struct BarLayers.BackdropSettings
@_exported import enum BarLayers.Capture
@_exported import struct BarLayers.BarAppearance
@_exported import struct BarLayers.BarAppearanceObject
@_exported import struct BarLayers.BarButtonItem
@_exported import enum BarLayers.BarButtonItemStyle
@_exported import enum BarLayers.BarImage
@_exported import enum BarLayers.BarKind
@_exported import struct BarLayers.BarPosition
@_exported import enum BarLayers.BarStyle
@_exported import struct BarLayers.BarTintRecipe
@_exported import struct BarLayers.BlurRampStop
@_exported import enum BarLayers.BlurStyle
@_exported import struct BarLayers.ChosenAppearance
@_exported import enum BarLayers.ContentMode
@_exported import enum BarLayers.ContentSizeCategory
@_exported import enum BarLayers.DesignGeneration
@_exported import struct BarLayers.DynamicColor
@_exported import struct BarLayers.FontSet
@_exported import enum BarLayers.FontWeight
@_exported import enum BarLayers.GlassAppearance
@_exported import struct BarLayers.IOSVersion
@_exported import enum BarLayers.Icon
@_exported import enum BarLayers.Idiom
@_exported import enum BarLayers.ItemLook
@_exported import struct BarLayers.ItemStateAppearance
@_exported import enum BarLayers.LargeTitleDisplayMode
@_exported import enum BarLayers.LayerDrawing
@_exported import enum BarLayers.LayerEffect
@_exported import enum BarLayers.LayerImage
@_exported import enum BarLayers.LayoutDirection
@_exported import struct BarLayers.MaterialOverlay
@_exported import enum BarLayers.MaterialStage
@_exported import struct BarLayers.NavigationItem
@_exported import struct BarLayers.OverlaySlide
@_exported import struct BarLayers.ScrollEdgeEffect
@_exported import enum BarLayers.ScrollEdgeEffectStyle
@_exported import enum BarLayers.SemanticColors
@_exported import enum BarLayers.ShadowImage
@_exported import enum BarLayers.SizeClass
@_exported import struct BarLayers.StatusBarContent
@_exported import enum BarLayers.StatusBarGeneration
@_exported import enum BarLayers.StatusBarStyle
@_exported import enum BarLayers.SystemItem
@_exported import struct BarLayers.TabBarItem
@_exported import enum BarLayers.TabSystemItem
@_exported import struct BarLayers.TextAttributes
@_exported import struct BarLayers.Traits
@_exported import enum BarLayers.UserInterfaceStyle

// Raster
@_exported import struct Raster.AlphaMask
@_exported import protocol Raster.ImageSource
@_exported import struct Raster.PixelRect
@_exported import struct Raster.PointRect
@_exported import struct Raster.PremultipliedRGBA8
@_exported import struct Raster.RGBA8
@_exported import enum Raster.RasterError
@_exported import struct Raster.StraightImage

// BarChecks
@_exported import struct BarChecks.CheckError
@_exported import enum BarChecks.ColorFormat
@_exported import protocol BarChecks.ColorSource
@_exported import struct BarChecks.DiffOptions
@_exported import struct BarChecks.Explanation
@_exported import struct BarChecks.GoldenOptions
@_exported import struct BarChecks.GoldenReport
@_exported import struct BarChecks.GoldenResult
@_exported import enum BarChecks.GoldenStatus
@_exported import enum BarChecks.Goldens
@_exported import struct BarChecks.ImageDiff
@_exported import struct BarChecks.LabColor
@_exported import struct BarChecks.PixelReading
@_exported import enum BarChecks.RecordMode
@_exported import struct BarChecks.RegionStats
@_exported import struct BarChecks.Shard

import BarLayers
import BarScene
import Raster

/// A scene (``BarScene/Scene``), under a name SwiftUI's `Scene` does not clash with.
public typealias BarScopeScene = BarScene.Scene
/// An image in premultiplied RGBA (``Raster/Image``), under a name SwiftUI's `Image` does not
/// clash with.
public typealias BarScopeImage = Raster.Image
/// A scene's push or pop (``BarScene/Transition``), under a name SwiftUI's `Transition` does not
/// clash with.
public typealias SceneTransition = BarScene.Transition
/// A blur material (``BarLayers/Material``), under a name SwiftUI's `Material` does not clash
/// with.
public typealias BarMaterial = BarLayers.Material
