// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target for the decoder, in its own package because it only links with -sanitize=fuzzer.
// Run it with scripts/fuzz.sh.
let package = Package(
    name: "fitkit-fuzz",
    // scripts/fuzz.sh links deps/fitkit to the project, so the dependency has the same name wherever it lives.
    dependencies: [.package(path: "deps/fitkit")],
    targets: [
        .executableTarget(name: "FuzzDecoder", dependencies: [.product(name: "FITKit", package: "fitkit")])
    ]
)
