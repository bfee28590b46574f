// swift-tools-version:6.1
// BarScope: UIKit bar composites reproduced off-device.
//
// Dependencies point one way (see README "Layout"):
//   barscope (CLI) → BarChecks → BarScene → BarLayers → Compositing → Raster
//   BarScene → FrameRendering → Compositing, RasterPNG;  RasterPNG → Raster, FileAccess, CPNGShim → CLibPNG, CLibDeflate
//   Compositing → Vector, CHelperThread, CBoxBlur;  BarScene → CYAML, CLibXML2;  BarChecks → ColorDisplay → CLCMSShim → CLCMS2
//   BarScopeTesting → BarChecks;  BarScopeSnapshotTesting → BarChecks + swift-snapshot-testing (optional product)
import PackageDescription

let package = Package(
    name: "BarScope",
    products: [
        .executable(name: "barscope", targets: ["barscope"]),
        .library(
            name: "BarScope",
            targets: [
                // Every module whose types the library's API shows (a layer's text is a TextLine, its
                // icon a Path, every error a BarScopeError).
                "BarChecks", "BarScene", "BarLayers", "FrameRendering", "Compositing", "Typesetting", "Vector",
                "ColorDisplay", "RasterPNG", "FileAccess", "Raster", "BarScopeSupport",
            ]),
        // Golden assertions for a package's own tests, with no test-framework dependency.
        .library(name: "BarScopeTesting", targets: ["BarScopeTesting"]),
        // Optional: a swift-snapshot-testing strategy for scenes. Only packages that use this
        // product fetch and build swift-snapshot-testing (SwiftPM resolves by target, SE-0226).
        .library(name: "BarScopeSnapshotTesting", targets: ["BarScopeSnapshotTesting"]),
        // `barscope import` and `barscope lint`: reads an app's Swift code with swift-syntax. A
        // product of its own, so that `barscope` and the libraries never build the parser.
        .executable(name: "barscope-import", targets: ["barscope-import"]),
    ],
    traits: [
        // Builds the swift-snapshot-testing strategy; off by default so that nobody fetches
        // swift-snapshot-testing (and its swift-syntax) unless they ask for it.
        .trait(
            name: "SnapshotTesting",
            description: "The BarScopeSnapshotTesting product's strategy for swift-snapshot-testing.")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation --target BarScene` (a command plugin: nothing of
        // it is built unless that command runs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The Swift parser, for the importer only (BarImport, barscope-import).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // libpng found through pkg-config; the only place the system library is named.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev", "pkg-config"]), .brew(["libpng", "pkg-config"])]
        ),
        // libdeflate, which inflates a PNG's whole image data at once (the row-by-row path stays
        // libpng's) and gives the fast encoder its CRC-32 and Adler-32.
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // libyaml, which reads scene files (its event parser; BarScene composes the nodes).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // libxml2, which reads the SF Symbols templates a scene names (its streaming reader, no
        // network, no external entities; BarScene reads the SVG's elements from it), loaded with
        // dlopen when a scene first names a symbol, so that no other run pays for loading it.
        .target(
            name: "CLibXML2",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // LittleCMS, for every colour-space conversion (the display stage).
        .systemLibrary(
            name: "CLCMS2",
            pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]
        ),
        .target(name: "CLCMSShim", dependencies: ["CLCMS2"]),
        // The CLI's allocator tuning (mallopt on glibc, nothing elsewhere).
        .target(name: "CAllocator"),
        // A second thread kept for two-way splits of the blur (Dispatch's pool is cold in a short run).
        .target(name: "CHelperThread"),
        // The blur's inner loops with 16-bit sums, built for SSE2 and AVX2 (chosen at run time) on x86-64.
        .target(name: "CBoxBlur"),
        // PNG read and write sessions, a band of rows at a time, each call under its own setjmp.
        .target(name: "CPNGShim", dependencies: ["CLibPNG", "CLibDeflate"]),
        // What every module shares that is not pixels: the locked-value box, the escaping of
        // user text in one-line messages, and locale-free decimal formatting.
        .target(name: "BarScopeSupport"),
        .target(name: "Raster", dependencies: ["BarScopeSupport"]),
        // Reading, atomic writing and listing of files, safe against links, FIFOs and devices.
        .target(name: "FileAccess", dependencies: ["BarScopeSupport"]),
        .target(name: "RasterPNG", dependencies: ["BarScopeSupport", "Raster", "FileAccess", "CPNGShim"]),
        // Paths and their exact integer rasterizer (coverage masks), for glyphs and icons.
        .target(name: "Vector", dependencies: ["BarScopeSupport", "Raster"]),
        // HarfBuzz, which shapes text and reads glyph outlines (its outlines are rasterized by Vector).
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .target(name: "CHarfBuzzShim", dependencies: ["CHarfBuzz"]),
        // GNU FriBidi, which resolves the bidirectional levels of a line (UAX #9) before it is
        // cut into runs and shaped.
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]
        ),
        .target(name: "CFriBidiShim", dependencies: ["CFriBidi"]),
        // The font files, built into the binary from Sources/CFonts/fonts (licences beside them).
        .target(name: "CFonts", exclude: ["fonts"], cSettings: [.headerSearchPath("fonts")]),
        // SHA-256's compression in C, with the x86 SHA instructions where present: fonts are pinned by digest on every load.
        .target(name: "CSHA256"),
        // Fonts checked by SHA-256, shaping, text measurement and glyph masks.
        .target(
            name: "Typesetting",
            dependencies: [
                "BarScopeSupport",
                "Vector", "Raster", "RasterPNG", "FileAccess", "CHarfBuzzShim", "CFriBidiShim", "CFonts", "CSHA256",
            ]),
        // Blend modes, filter stages, shapes and groups, the tree compositor (shapes rasterized by Vector).
        .target(
            name: "Compositing", dependencies: ["BarScopeSupport", "Raster", "Vector", "CHelperThread", "CBoxBlur"]),
        // The one render path: frames (content, tree, rows) to images or PNG bytes, with the
        // streamed decode, the streamed blur and the banded encoder, and their threads.
        .target(name: "FrameRendering", dependencies: ["Compositing", "RasterPNG", "Raster"]),
        .target(
            name: "ColorDisplay", dependencies: ["BarScopeSupport", "Raster", "RasterPNG", "FileAccess", "CLCMSShim"]),
        .target(
            name: "BarLayers", dependencies: ["BarScopeSupport", "Typesetting", "Vector", "Compositing", "Raster"]),
        .target(
            name: "BarScene",
            dependencies: [
                "BarScopeSupport", "BarLayers", "FrameRendering", "Compositing", "RasterPNG", "FileAccess", "Raster",
                "CYAML", "CLibXML2",
            ]),
        .target(
            name: "BarChecks",
            dependencies: [
                "BarScopeSupport",
                "BarScene", "BarLayers", "FrameRendering", "Compositing", "ColorDisplay", "RasterPNG", "FileAccess",
                "Raster", "Typesetting",
            ]),
        // Golden assertions; re-exports, one declaration at a time, what a test needs, and no name
        // SwiftUI also declares (Scene, Image, Transition, Material: aliases instead).
        .target(
            name: "BarScopeTesting", dependencies: ["BarScopeSupport", "BarChecks", "BarScene", "BarLayers", "Raster"]),
        .target(
            name: "BarScopeSnapshotTesting",
            dependencies: [
                "BarChecks", "BarScene", "RasterPNG", "Raster",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        .executableTarget(
            name: "barscope",
            dependencies: [
                "BarScopeSupport",
                "CAllocator", "BarChecks", "BarScene", "BarLayers", "ColorDisplay", "RasterPNG", "FileAccess", "Raster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Reads an app's bar code (Swift with swift-syntax, asset catalogs, Info.plist) into scenes and
        // lint findings; the only module that sees swift-syntax.
        .target(
            name: "BarImport",
            dependencies: [
                "BarScopeSupport", "BarScene", "BarLayers", "FileAccess", "Raster",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "barscope-import",
            dependencies: [
                "BarScopeSupport", "BarImport", "BarScene", "BarChecks", "FileAccess", "Raster", "RasterPNG",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test targets share: the package's root and the built binary's path.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "RasterPNGTests", dependencies: ["RasterPNG", "FileAccess", "Raster", "TestSupport"]),
        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        .testTarget(name: "VectorTests", dependencies: ["Vector", "Raster"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Vector", "Raster"]),
        .testTarget(name: "CompositingTests", dependencies: ["Compositing", "CBoxBlur", "Raster"]),
        .testTarget(name: "ColorDisplayTests", dependencies: ["ColorDisplay", "RasterPNG", "Raster"]),
        .testTarget(
            name: "BarLayersTests", dependencies: ["BarLayers", "Typesetting", "Vector", "Compositing", "Raster"]),
        .testTarget(
            name: "BarSceneTests",
            dependencies: [
                "BarScene", "BarLayers", "FrameRendering", "Compositing", "RasterPNG", "FileAccess", "Raster",
                "Typesetting", "TestSupport",
            ]),
        .testTarget(
            name: "BarChecksTests",
            dependencies: ["BarScopeSupport", "BarChecks", "BarScene", "RasterPNG", "Raster", "TestSupport"]),
        .testTarget(
            name: "BarImportTests", dependencies: ["BarImport", "BarScene", "TestSupport"]),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "barscope", "barscope-import", "BarChecks", "BarScene", "RasterPNG", "FileAccess", "Raster",
                "TestSupport",
            ]),
        .testTarget(
            name: "BarScopeTestingTests",
            dependencies: ["BarScopeSupport", "BarScopeTesting", "RasterPNG", "FileAccess", "Raster"],
            exclude: ["__Goldens__"]),
        .testTarget(
            name: "BarScopeSnapshotTestingTests",
            dependencies: [
                "BarScopeSnapshotTesting", "BarScene",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
