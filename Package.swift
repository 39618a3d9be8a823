// swift-tools-version:6.0
import PackageDescription

/// One direction of dependency: `breathe` (command line) wires together `BreatheTUI` (the
/// only code that touches the terminal) and `BreatheSystem` (files, the wall clock, the
/// environment), both over `BreatheCore` (pure rules, no I/O). `CNcursesw` exposes the C
/// APIs; `EmbedSeeds` builds `seeds/` into the core at build time.
let package = Package(
    name: "breathe",
    products: [
        .executable(name: "breathe", targets: ["breathe"])
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .target(name: "BreatheCore", plugins: ["EmbedSeeds"]),
        .target(name: "BreatheSystem", dependencies: ["BreatheCore"]),
        // ncurses with wide characters: `ncursesw` on Linux, plain `ncurses` on macOS (the
        // module map links nothing, so the name can differ by platform).
        .target(
            name: "BreatheTUI", dependencies: ["BreatheCore", "CNcursesw"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        .executableTarget(name: "breathe", dependencies: ["BreatheCore", "BreatheSystem", "BreatheTUI"]),
        // Build-time only: turns seeds/*.json into Swift source inside BreatheCore.
        .executableTarget(name: "seed-embedder"),
        .plugin(name: "EmbedSeeds", capability: .buildTool(), dependencies: ["seed-embedder"]),
        // What several test targets share (a seeded generator for property tests, scripts
        // written safely for running).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "BreatheCoreTests", dependencies: ["BreatheCore", "TestSupport"]),
        .testTarget(name: "BreatheSystemTests", dependencies: ["BreatheCore", "BreatheSystem", "TestSupport"]),
        .testTarget(name: "BreatheTUITests", dependencies: ["BreatheCore", "BreatheTUI", "TestSupport"], exclude: ["Snapshots"]),
        // The core only for its tables (which commands print JSON) and its strict JSON reader.
        .testTarget(name: "EndToEndTests", dependencies: ["BreatheCore", "TestSupport"], exclude: ["Snapshots"]),
        // Test tool: drives the store from the command line for strace and concurrency tests.
        .executableTarget(name: "store-harness", dependencies: ["BreatheCore", "BreatheSystem"], path: "Tests/StoreHarness"),
        // `make bench`: figures from the release binary (reports, not tests).
        .executableTarget(name: "breathe-bench", dependencies: ["BreatheCore", "BreatheSystem", "BreatheTUI"], path: "Tests/Bench"),
    ],
    swiftLanguageModes: [.v6]
)
