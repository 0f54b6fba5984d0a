// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ComposeKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "ComposeKit", targets: ["ComposeKit"])],
    targets: [.target(name: "ComposeKit"), .testTarget(name: "ComposeKitTests", dependencies: ["ComposeKit"])]
)
