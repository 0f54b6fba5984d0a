// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "modernize",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "modernize", targets: ["CLI"]),
        .library(name: "Rewriter", targets: ["Rewriter"]),
        .library(name: "Codemods", targets: ["Codemods"]),
        .plugin(name: "ModernizeCommand", targets: ["ModernizeCommand"]),
        .plugin(name: "ModernizeDryRun", targets: ["ModernizeDryRun"]),
    ],
    targets: [
        .target(name: "Rewriter"),
        .target(name: "Codemods", dependencies: ["Rewriter"]),
        .executableTarget(name: "CLI", dependencies: ["Codemods", "Rewriter"]),
        // `swift package modernize [options]`: asks for write access, as `--apply` rewrites files.
        .plugin(
            name: "ModernizeCommand",
            capability: .command(
                intent: .custom(verb: "modernize", description: "Migrate the package's source for the iOS 27 SDK (a dry run unless --apply)"),
                permissions: [.writeToPackageDirectory(reason: "With --apply, modernize rewrites Swift files, Info.plist and project files in place.")]
            ),
            dependencies: ["CLI"]
        ),
        // `swift package modernize-dry-run [options]`: the same without write access, for CI.
        .plugin(
            name: "ModernizeDryRun",
            capability: .command(
                intent: .custom(verb: "modernize-dry-run", description: "Show what modernize would change, or --check; never writes")
            ),
            dependencies: ["CLI"]
        ),
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
