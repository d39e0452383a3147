// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for what fitkit reads from bytes it did not make, in their own package because they only
// link with -sanitize=fuzzer. Each calls one of the project's FuzzEntry functions. Run them with scripts/fuzz.sh.
let package = Package(
    name: "fitkit-fuzz",
    // scripts/fuzz.sh links deps/fitkit to the project, so the dependency has the same name wherever it lives.
    dependencies: [.package(path: "deps/fitkit")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzDecoder", dependencies: ["FuzzDriver", .product(name: "FITFuzz", package: "fitkit")]),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzDriver", .product(name: "FITFuzz", package: "fitkit")]),
        .executableTarget(
            name: "FuzzArchive", dependencies: ["FuzzDriver", .product(name: "FITFuzz", package: "fitkit")]),
        .executableTarget(name: "FuzzTrack", dependencies: ["FuzzDriver", .product(name: "FITFuzz", package: "fitkit")])
    ]
)
