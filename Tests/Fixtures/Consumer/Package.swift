// swift-tools-version:6.1
// A package that uses BarScope the way docs/goldens.md says, built by ConsumerPackageTests with
// BarScope beside it as ../BarScope.
import PackageDescription

let package = Package(
    name: "App",
    // Package.swift
    dependencies: [
        .package(path: "../BarScope"),
    ],
    targets: [
        .target(name: "App"),
        // Stand-ins for SwiftUI's Scene, Image, Transition and Material, which BarScopeTesting
        // must not clash with.
        .target(name: "SwiftUINames"),
        .testTarget(
            name: "ClashTests",
            dependencies: ["SwiftUINames", .product(name: "BarScopeTesting", package: "BarScope")]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [.product(name: "BarScopeTesting", package: "BarScope")],
            exclude: ["__Goldens__"]
        ),
    ]
)
