// swift-tools-version:6.1
// libFuzzer harnesses for BarScope's two parsers of untrusted input. Built only by scripts/fuzz,
// with AddressSanitizer and coverage instrumentation, linked to libFuzzer's no-main runtime.
import PackageDescription

let package = Package(
    name: "BarScopeFuzz",
    dependencies: [.package(name: "BarScope", path: "..")],
    targets: [
        .target(name: "CFuzzDriver"),
        .executableTarget(
            name: "FuzzPNG", dependencies: ["CFuzzDriver", .product(name: "BarScope", package: "BarScope")]),
        .executableTarget(
            name: "FuzzScene", dependencies: ["CFuzzDriver", .product(name: "BarScope", package: "BarScope")]),
    ]
)
