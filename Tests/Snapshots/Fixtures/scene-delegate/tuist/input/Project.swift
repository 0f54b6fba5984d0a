import ProjectDescription

let project = Project(
    name: "Weather",
    targets: [
        .target(
            name: "Weather",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.weather",
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
            ]),
            sources: ["Weather/Sources/**"],
            resources: ["Weather/Resources/**"]
        ),
    ]
)
