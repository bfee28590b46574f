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
        .testTarget(
            name: "AppTests",
            dependencies: [.product(name: "BarScopeTesting", package: "BarScope")],
            exclude: ["__Goldens__"]
        ),
    ]
)
