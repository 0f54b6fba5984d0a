// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "modernize",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "modernize", targets: ["CLI"]),
        .library(name: "Rewriter", targets: ["Rewriter"]),
        .library(name: "Codemods", targets: ["Codemods"]),
    ],
    targets: [
        .target(name: "Rewriter"),
        .target(name: "Codemods", dependencies: ["Rewriter"]),
        .executableTarget(name: "CLI", dependencies: ["Codemods", "Rewriter"]),
        .executableTarget(
            name: "modernize-bench",
            dependencies: ["Codemods", "Rewriter"],
            path: "Benchmarks/Bench"
        ),
        .testTarget(name: "RewriterTests", dependencies: ["Rewriter"]),
        .testTarget(
            name: "Snapshots",
            dependencies: ["Codemods", "Rewriter"],
            path: "Tests/Snapshots",
            exclude: ["Fixtures", "README.md"]
        ),
        .testTarget(name: "CLITests", dependencies: ["CLI", "Codemods", "Rewriter"]),
    ]
)
