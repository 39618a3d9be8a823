// swift-tools-version:6.0
import PackageDescription

/// Four targets, one direction of dependency:
/// `breathe` (command line) → `BreatheTUI` (the only code that touches the terminal)
/// → `BreatheCore` (pure rules, no I/O in the timeline). `CNcursesw` exposes the C APIs.
let package = Package(
    name: "breathe",
    products: [
        .executable(name: "breathe", targets: ["breathe"])
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .target(name: "BreatheCore"),
        .target(name: "BreatheTUI", dependencies: ["BreatheCore", "CNcursesw"]),
        .executableTarget(name: "breathe", dependencies: ["BreatheCore", "BreatheTUI"]),
        .testTarget(name: "BreatheCoreTests", dependencies: ["BreatheCore"]),
        .testTarget(name: "BreatheTUITests", dependencies: ["BreatheCore", "BreatheTUI"], exclude: ["Snapshots"]),
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
