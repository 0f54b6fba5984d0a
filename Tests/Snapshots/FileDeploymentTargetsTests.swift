import XCTest
@testable import Codemods
import Rewriter

/// Which deployment targets a file is compiled for, from the sources the swiftui-* rules read
/// (the Xcode project cases are fixtures: swiftui-on-change/per_target).
final class FileDeploymentTargetsTests: XCTestCase {
    private func project(_ swift: [String: String], _ other: [String: String] = [:]) -> ProjectContext {
        ProjectContext(root: ".", files: swift.map { SyntaxTree(path: $0.key, text: $0.value) },
                       projectFiles: other.mapValues { Array($0.utf8) })
    }

    func testPackagePlatformsInEverySpellingAndTheInnermostPackageWins() {
        let context = project([
            "Package.swift": "let package = Package(name: \"Root\", platforms: [.iOS(\"15.4\"), .macOS(.v12)])",
            "Sources/Root/A.swift": "",
            "Modules/UI/Package.swift": "let package = Package(name: \"UI\", platforms: [.iOS(.v17_2), .visionOS(.v1), .macCatalyst(.v17)])",
            "Modules/UI/Sources/UI/B.swift": "",
        ])
        let targets = FileDeploymentTargets(context)
        XCTAssertEqual(targets.deployment(of: "Sources/Root/A.swift")?.platforms,
                       [.iOS: DeploymentTarget(major: 15, minor: 4), .macOS: DeploymentTarget(major: 12, minor: 0)])
        XCTAssertEqual(targets.deployment(of: "Modules/UI/Sources/UI/B.swift")?.platforms,
                       [.iOS: DeploymentTarget(major: 17, minor: 2), .visionOS: DeploymentTarget(major: 1, minor: 0)])
    }

    func testXcodeGenTargetSources() {
        let context = project(["App/A.swift": "", "Tools/T.swift": ""], ["project.yml": """
            options:
              deploymentTarget:
                iOS: "16.0"
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
            """])
        let targets = FileDeploymentTargets(context)
        XCTAssertEqual(targets.deployment(of: "App/A.swift")?.platforms, [.iOS: DeploymentTarget(major: 16, minor: 0)])
        XCTAssertNil(targets.deployment(of: "Tools/T.swift"), "no target compiles it")
    }

    func testXcodeGenTemplatesAndDestinations() {
        let context = project(["App/A.swift": "", "Shared/S.swift": "", "Tests/T.swift": "", "Watch/W.swift": ""], ["project.yml": """
            options:
              deploymentTarget: # per platform
                iOS: 17.6
                macOS: 14.6
            targetTemplates:
              Base:
                type: application
                supportedDestinations: [iOS, macOS]
                sources:
                  - path: Shared
            targets:
              App:
                templates:
                  - Base
                sources:
                  - path: App
              UnitTests:
                type: bundle.unit-test
                supportedDestinations:
                  - iOS
                  - macOS
                sources: [Tests]
              Watch:
                type: application
                platform: watchOS
                sources: Watch
            """])
        let targets = FileDeploymentTargets(context)
        let both: [ApplePlatform: DeploymentTarget?] = [.iOS: DeploymentTarget(major: 17, minor: 6), .macOS: DeploymentTarget(major: 14, minor: 6)]
        XCTAssertEqual(targets.deployment(of: "Shared/S.swift")?.platforms, both, "a template's sources are its targets'")
        XCTAssertEqual(targets.deployment(of: "App/A.swift")?.platforms, both, "the template's destinations")
        XCTAssertEqual(targets.deployment(of: "Tests/T.swift")?.platforms, both)
        XCTAssertEqual(targets.deployment(of: "Watch/W.swift")?.platforms, [.watchOS: DeploymentTarget?.none], "no watchOS version in the manifest: unknown")
    }

    func testOptionFillsOnlyWhatTheProjectDoesNotSay() {
        let settings = SwiftUIModernization.Settings(options: ["deployment-target": "16.0"])
        let context = project(["A.swift": "", "Kit/Package.swift": "let p = Package(name: \"K\", platforms: [.iOS(.v17)])", "Kit/K.swift": ""])
        XCTAssertEqual(settings.deployment(of: context.tree(at: "A.swift")!, in: context)?.platforms, [.iOS: DeploymentTarget(major: 16, minor: 0)])
        XCTAssertEqual(settings.deployment(of: context.tree(at: "Kit/K.swift")!, in: context)?.platforms, [.iOS: DeploymentTarget(major: 17, minor: 0)])
        XCTAssertNil(SwiftUIModernization.Settings(options: [:]).deployment(of: context.tree(at: "A.swift")!, in: context))
    }

    /// The gate: warned needs a hard deprecation at or below the target; available needs the
    /// replacement; every platform built for must have the replacement.
    func testGateDecisions() {
        let warned = SwiftUIModernization.Settings(options: [:])
        let available = SwiftUIModernization.Settings(options: ["swiftui-modernize": "available"])
        let table = SwiftUIAvailabilityTable.self
        func deployment(_ platforms: [ApplePlatform: String]) -> FileDeployment {
            FileDeployment(platforms: platforms.mapValues { DeploymentTarget($0) }, source: "test")
        }
        XCTAssertNotNil(warned.permits(table.onChangePerform, table.onChangeInitial, in: deployment([.iOS: "17.0"])))
        XCTAssertNil(warned.permits(table.onChangePerform, table.onChangeInitial, in: deployment([.iOS: "16.4"])))
        XCTAssertNil(warned.permits(table.onChangePerform, table.onChangeInitial, in: deployment([.iOS: "17.0", .macOS: "13.0"])),
                     "macOS 13 has no two-parameter onChange")
        XCTAssertNil(warned.permits(table.viewForegroundColor, table.viewForegroundStyle, in: deployment([.iOS: "26.0"])), "soft: never warned")
        XCTAssertNotNil(available.permits(table.viewForegroundColor, table.viewForegroundStyle, in: deployment([.iOS: "15.0"])))
        XCTAssertNil(available.permits(table.viewForegroundColor, table.viewForegroundStyle, in: deployment([.iOS: "14.0"])))
        XCTAssertNotNil(available.permits(table.navigationBarTitle, table.navigationTitle, in: deployment([.iOS: "14.0", .macOS: "11.0"])),
                        "navigationBarTitle is unavailable on macOS, so that platform's code is elsewhere")
        XCTAssertNil(available.permits(table.viewForegroundColor, table.viewForegroundStyle, in: FileDeployment(platforms: [.iOS: nil], source: "test")),
                     "an unknown version decides nothing")
    }
}
