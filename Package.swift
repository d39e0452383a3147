// swift-tools-version:6.0
import PackageDescription

// Modules import only downward:
//   FITSupport (buffers, JSON text, output files, threads), FITProfile (generated tables) <- FITKit (streaming
//   decoder) <- FITActivity (streams, summaries)
//   FITInput (files, stdin, .fit.gz, archives through libarchive) sits beside FITKit;
//   FITExport (CSV, GPX, GeoJSON, TCX) and FITAnalysis (metrics) stand on FITActivity, FITCharts (SVG and
//   PNG through cairo) and FITLibrary (SQLite store, archives) on FITAnalysis; FITSync (iGPSport, Strava,
//   intervals.icu; HTTP through libcurl; uploads)
//   on FITLibrary and FITEdit; FITEdit (repair, crop, split, merge, convert, courses, workouts: FIT files
//   written back) on FITActivity; FITReport (a ride's page and the library's site) on FITAnalysis, FITCharts
//   and FITLibrary; FITFuzz (the fuzz targets' entry points) on the readers it exercises;
//   the fitkit command is a thin layer over all of them.
// How the `fitkit` command is linked in release builds, for a faster start of every command (docs/PERFORMANCE.md):
// - the C++ runtime under the Swift runtime (libstdc++, libgcc) is linked in when scripts/setup.sh has put
//   libstdc++.a in `.build/static-libstdc++`, where the linker looks first: the dynamic loader then has two
//   libraries fewer to find, load and relocate. Without that folder the link takes the shared
//   libstdc++ as before. Only builds with `--static-swift-stdlib` link libstdc++ themselves.
// - lld packs the relative relocations of the Swift metadata (a position-independent executable keeps
//   address randomisation) into a bitmap a hundredth of their size (DT_RELR, glibc 2.36 and later, as in
//   Debian 12).
// - the executable exports no symbols (the Swift driver asks for all of them, for backtraces that name
//   functions; ours are symbolised from the symbol table): the dynamic loader and the runtime's `dladdr` then
//   have no table of thousands of public names to search.
// - each generic type our code names (a Set<UInt8>, a ClosedRange<UInt32>, a Dictionary keyed by one of our
//   types) gets its metadata from an accessor the compiler writes, not from its mangled name: a mangled name is
//   resolved at run time, and the generic requirements it carries (UInt8: Hashable) then cost a scan of every
//   protocol conformance in the binary, about 0.3 M instructions each, several per command (a quarter of
//   `inspect`'s start-up; 63 KB more of code).
let releaseSwiftFlags = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]
let releaseLinkFlags = [
    "-L", Context.packageDirectory + "/.build/static-libstdc++", "-Xclang-linker", "-static-libgcc",
    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"
]

let package = Package(
    name: "fitkit",
    products: [
        .library(
            name: "FITKit",
            targets: [
                "FITKit", "FITSupport", "FITProfile", "FITActivity", "FITInput", "FITExport", "FITAnalysis",
                "FITCharts",
                "FITLibrary", "FITSync", "FITEdit"
            ]),
        .executable(name: "fitkit", targets: ["fitkit"]),
        // The entry points the libFuzzer targets in Fuzz/ call (a package of its own, linked with -sanitize=fuzzer).
        .library(name: "FITFuzz", targets: ["FITFuzz"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Buffers, JSON text, output files, worker threads: what the modules above share, nothing of FIT.
        .target(name: "FITSupport"),
        .target(name: "FITProfile"),
        .target(name: "CCRC16"),
        .target(name: "FITKit", dependencies: ["FITSupport", "FITProfile", "CCRC16"]),
        // The C libraries are reached through stubs that load them on first use (CLazyLoad/include/LazyLibrary.h):
        // their headers come from Debian's libarchive-dev, libcairo2-dev, libsqlite3-dev and libssl-dev.
        .target(name: "CLazyLoad", linkerSettings: [.linkedLibrary("dl")]),
        // The version and the commit `fitkit --version` names (scripts/package.sh sets the commit).
        .target(name: "CBuildInfo"),
        // The command line as the C library hands it to `.init_array`, for the Swift runtime (command_line.c says
        // why), and the runtime's crash backtracer kept off (crash_backtracer.c): linked into the fitkit command only.
        .target(name: "CCommandLine"),
        .target(name: "CArchive", dependencies: ["CLazyLoad"]),
        .target(name: "FITInput", dependencies: ["FITKit", "CArchive"]),
        .target(name: "FITActivity", dependencies: ["FITKit"]),
        .target(name: "FITExport", dependencies: ["FITKit", "FITActivity", "FITInput"]),
        .target(name: "FITAnalysis", dependencies: ["FITKit", "FITActivity", "FITInput"]),
        .target(name: "CCairo", dependencies: ["CLazyLoad"]),
        .target(name: "FITCharts", dependencies: ["FITAnalysis", "FITSupport", "CCairo"]),
        .target(name: "CSQLite", dependencies: ["CLazyLoad"]),
        .target(name: "CCrypto", dependencies: ["CLazyLoad"]),
        .target(name: "FITLibrary", dependencies: ["FITAnalysis", "FITInput", "CSQLite", "CCrypto", "CArchive"]),
        // HTTP through libcurl (Debian's libcurl4-openssl-dev for the header), loaded on first use like the others.
        .target(name: "CCurl", dependencies: ["CLazyLoad"]),
        .target(name: "FITSync", dependencies: ["FITLibrary", "FITActivity", "FITInput", "FITEdit", "CCurl"]),
        // XML through libxml2's reader (Debian's libxml2-dev for the header), loaded on first use like the others.
        .target(name: "CXML", dependencies: ["CLazyLoad"]),
        // Writing FIT files back: repair, crop, split, merge, convert GPX and TCX.
        .target(name: "FITEdit", dependencies: ["FITKit", "FITActivity", "FITAnalysis", "CXML"]),
        // A ride as an interactive page and a library as a site: HTML with Debian's JavaScript libraries in it.
        // The pages' own script, style and markup are files in Page/, put into Generated/PageAssets.swift by
        // scripts/generate-page-assets.sh.
        .target(
            name: "FITReport",
            dependencies: ["FITKit", "FITActivity", "FITAnalysis", "FITSupport", "FITInput", "FITLibrary", "FITCharts"],
            exclude: ["Page"]),
        // What the fuzz targets exercise, as public functions over bytes: the decoder and what reads its
        // messages, the services' JSON, the archive walker. The tests run each over the fixtures.
        .target(name: "FITFuzz", dependencies: ["FITKit", "FITInput", "FITAnalysis", "FITExport", "FITEdit"]),
        .executableTarget(
            name: "fitkit",
            dependencies: [
                "FITSupport", "FITKit", "FITInput", "FITActivity", "FITExport", "FITAnalysis", "FITCharts",
                "FITLibrary", "FITSync", "FITEdit", "FITReport", "CBuildInfo", "CCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            linkerSettings: [.unsafeFlags(releaseLinkFlags, .when(platforms: [.linux], configuration: .release))]),
        // What the two test targets share, and nothing else builds: a test-only FIT writer, the fixtures'
        // paths, running programs, small rides.
        .target(name: "TestSupport", dependencies: ["FITKit", "FITInput", "FITLibrary"], path: "Tests/TestSupport"),
        // Tests of the modules, in process.
        .testTarget(
            name: "UnitTests",
            dependencies: [
                "FITSupport", "FITKit", "FITInput", "FITActivity", "FITExport", "FITAnalysis", "FITCharts",
                "FITLibrary", "FITSync", "FITEdit", "CLazyLoad", "TestSupport", "FITFuzz"
            ]),
        // Tests that run the `fitkit` command as a user runs it, and the fake services sync talks to.
        .testTarget(
            name: "CommandTests",
            dependencies: [
                "FITSupport", "FITKit", "FITInput", "FITActivity", "FITExport", "FITAnalysis", "FITCharts",
                "FITLibrary", "FITSync", "FITEdit", "FITReport", "CLazyLoad", "TestSupport"
            ])
    ]
)

for target in package.targets where target.type != .test && !target.name.hasPrefix("C") {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(releaseSwiftFlags, .when(configuration: .release))
        ]
}
