// swift-tools-version:6.0
import PackageDescription

// Modules import only downward:
//   FITProfile (generated tables) <- FITKit (streaming decoder) <- FITActivity (streams, summaries)
//   FITInput (files, stdin) sits beside FITKit; the fitkit command is a thin layer over all of them.
let package = Package(
    name: "fitkit",
    products: [
        .library(name: "FITKit", targets: ["FITKit", "FITProfile", "FITActivity", "FITInput"]),
        .executable(name: "fitkit", targets: ["fitkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "FITProfile"),
        .target(name: "FITKit", dependencies: ["FITProfile"]),
        .target(name: "FITInput", dependencies: ["FITKit"]),
        .target(name: "FITActivity", dependencies: ["FITKit"]),
        .executableTarget(
            name: "fitkit",
            dependencies: [
                "FITKit", "FITInput", "FITActivity",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "FITKitTests",
            dependencies: ["FITKit", "FITInput", "FITActivity"]),
    ]
)
