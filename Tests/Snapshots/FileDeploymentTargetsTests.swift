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

    func testXcodeGenManifestWithCRLFLinesAndNonASCIIComments() {
        let manifest = """
            options:
              deploymentTarget:
                iOS: "16.0" # für alle Ziele ✓
            targets:
              App: # Anwendung
                type: application
                platform: iOS
                sources: [App]
            """.replacingOccurrences(of: "\n", with: "\r\n")
        let context = project(["App/A.swift": "", "Tools/T.swift": ""], ["project.yml": manifest])
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

    // MARK: xcconfig files

    /// `App.xcodeproj` with one app target compiling `App/View.swift`; each configuration of the
    /// target is based on `Config/<Configuration>.xcconfig` and the project's on `Config/Project.xcconfig`.
    private func xcodeProject(targetSettings: String = "", projectSettings: String = "") -> String {
        func configuration(_ id: String, _ name: String, _ settings: String, _ base: String) -> String {
            "\(id) = {isa = XCBuildConfiguration; baseConfigurationReference = \(base); buildSettings = {\(settings)}; name = \(name); };"
        }
        return """
            {
            objects = {
            SWIFT = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
            BUILD = {isa = PBXBuildFile; fileRef = SWIFT; };
            DEBUGCONFIG = {isa = PBXFileReference; path = Debug.xcconfig; sourceTree = "<group>"; };
            RELEASECONFIG = {isa = PBXFileReference; path = Release.xcconfig; sourceTree = "<group>"; };
            PROJECTCONFIG = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
            MAIN = {isa = PBXGroup; children = (APPGROUP, CONFIGGROUP); sourceTree = "<group>"; };
            APPGROUP = {isa = PBXGroup; children = (SWIFT); path = App; sourceTree = "<group>"; };
            CONFIGGROUP = {isa = PBXGroup; children = (DEBUGCONFIG, RELEASECONFIG, PROJECTCONFIG); path = Config; sourceTree = "<group>"; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILD); };
            APP = {isa = PBXNativeTarget; buildConfigurationList = TARGETLIST; buildPhases = (SOURCES); name = App;
                   productType = "com.apple.product-type.application"; };
            PROJECT = {isa = PBXProject; buildConfigurationList = PROJECTLIST; mainGroup = MAIN; targets = (APP); };
            \(configuration("TDEBUG", "Debug", targetSettings, "DEBUGCONFIG"))
            \(configuration("TRELEASE", "Release", targetSettings, "RELEASECONFIG"))
            \(configuration("PDEBUG", "Debug", projectSettings, "PROJECTCONFIG"))
            \(configuration("PRELEASE", "Release", projectSettings, "PROJECTCONFIG"))
            TARGETLIST = {isa = XCConfigurationList; buildConfigurations = (TDEBUG, TRELEASE); };
            PROJECTLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };
            };
            rootObject = PROJECT;
            }
            """
    }

    private let unknownIOS: [ApplePlatform: DeploymentTarget?] = [.iOS: DeploymentTarget?.none]

    private func xcconfigDeployment(_ configs: [String: String], targetSettings: String = "") -> FileDeployment? {
        var files = configs.mapValues { $0 }
        files["App.xcodeproj/project.pbxproj"] = xcodeProject(targetSettings: targetSettings)
        return FileDeploymentTargets(project(["App/View.swift": ""], files)).deployment(of: "App/View.swift")
    }

    func testXcconfigValuesThatCannotBeKnownLeaveTheVersionUnknown() {
        XCTAssertEqual(xcconfigDeployment([:])?.platforms, unknownIOS, "no xcconfig among the files: nothing is known")
        XCTAssertEqual(xcconfigDeployment(["Other/Debug.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0"])?.platforms, unknownIOS,
                       "a file the project does not name")
        XCTAssertEqual(xcconfigDeployment([
            "Config/Debug.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = $(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)",
            "Config/Release.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0",
        ])?.platforms, unknownIOS, "Debug's value may be lower than Release's")
        XCTAssertEqual(xcconfigDeployment(["Config/Debug.xcconfig": "#include \"Debug.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = $(MIN)"])?.platforms,
                       unknownIOS)
    }

    func testXcconfigIncludesConditionsAndLevels() {
        let configs = [
            "Config/Debug.xcconfig": "#include \"Shared.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 15.0",
            "Config/Release.xcconfig": "#include? \"Local.xcconfig\"\n#include \"Shared.xcconfig\"",
            "Config/Shared.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = $(APP_MIN_IOS)\nTARGETED_DEVICE_FAMILY = 1",
            "Config/Project.xcconfig": "APP_MIN_IOS = 17.0\nSDKROOT = iphoneos\nIPHONEOS_DEPLOYMENT_TARGET = 12.0",
        ]
        let deployment = xcconfigDeployment(configs)
        XCTAssertEqual(deployment?.platforms, [.iOS: DeploymentTarget(major: 15, minor: 0)], "the simulator's value is the lowest")
        XCTAssertEqual(deployment?.iPhoneOnly, true)
        var withoutCondition = configs
        withoutCondition["Config/Debug.xcconfig"] = "#include \"Shared.xcconfig\""
        XCTAssertEqual(xcconfigDeployment(withoutCondition)?.platforms, [.iOS: DeploymentTarget(major: 17, minor: 0)],
                       "the project's 12.0 is below the target's xcconfig")
        XCTAssertEqual(xcconfigDeployment(withoutCondition, targetSettings: "IPHONEOS_DEPLOYMENT_TARGET = 18.0; TARGETED_DEVICE_FAMILY = \"1,2\";")?.platforms,
                       [.iOS: DeploymentTarget(major: 18, minor: 0)], "the target's own setting wins")
        XCTAssertEqual(xcconfigDeployment(withoutCondition, targetSettings: "TARGETED_DEVICE_FAMILY = \"1,2\";")?.iPhoneOnly, false)
        var catalyst = withoutCondition
        catalyst["Config/Project.xcconfig"]! += "\nSUPPORTS_MACCATALYST[sdk=macosx*] = YES"
        XCTAssertEqual(xcconfigDeployment(catalyst)?.iPhoneOnly, false)
    }

    /// screen-scale's `auto` (the lowest anywhere) and the scene delegate's app target read the same levels.
    func testOtherUsersOfDeploymentTargetsSeeXcconfigValues() throws {
        func context(_ configs: [String: String]) -> ProjectContext {
            var files = configs
            files["App.xcodeproj/project.pbxproj"] = xcodeProject(projectSettings: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;")
            return project(["App/View.swift": ""], files)
        }
        let without = context([:])
        XCTAssertEqual(DeploymentTarget.lowest(in: without), DeploymentTarget(major: 16, minor: 0))
        let withoutTarget = try XCTUnwrap(XcodeTarget.find(compiling: "App/View.swift", in: without.xcodeProjects, configFiles: without.xcodeConfigFiles))
        XCTAssertEqual(withoutTarget.platforms.map(\.name), ["iOS"])
        XCTAssertEqual(withoutTarget.platforms.first?.deployment, DeploymentTarget(major: 16, minor: 0))

        let with = context(["Config/Release.xcconfig": "#include \"Old.xcconfig\"", "Config/Old.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 12.0\nSDKROOT = appletvos"])
        XCTAssertEqual(DeploymentTarget.lowest(in: with), DeploymentTarget(major: 12, minor: 0))
        let target = try XCTUnwrap(XcodeTarget.find(compiling: "App/View.swift", in: with.xcodeProjects, configFiles: with.xcodeConfigFiles))
        XCTAssertEqual(target.settingOrProject("SDKROOT"), "appletvos")
        XCTAssertEqual(target.platforms.map(\.name), ["tvOS"])
        XCTAssertEqual(XcodeTarget.find(compiling: "App/View.swift", in: with.xcodeProjects)?.platforms.first?.deployment,
                       DeploymentTarget(major: 16, minor: 0), "without the xcconfig files, the project file alone")
    }

    /// element-ios's layout: the manifest's configFiles, a target's in an included manifest, and an
    /// include found in the project folder rather than beside the including file.
    func testXcodeGenConfigFiles() {
        let manifest = """
            configFiles:
              Debug: Config/Project-Debug.xcconfig
              Release: Config/Project-Release.xcconfig
            include:
              - path: App/target.yml
            """
        let target = """
            targets:
              App:
                type: application
                platform: iOS
                configFiles:
                  Debug: Debug.xcconfig
                  Release: Release.xcconfig
                sources:
                - path: .
            """
        var files = [
            "project.yml": manifest, "App/target.yml": target,
            "Config/Project-Debug.xcconfig": "#include \"Project.xcconfig\"", "Config/Project-Release.xcconfig": "#include \"Project.xcconfig\"",
            "Config/Project.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 15.1\nSDKROOT = iphoneos",
            "App/Debug.xcconfig": "#include \"Common.xcconfig\"", "App/Release.xcconfig": "#include \"Common.xcconfig\"",
            "App/Common.xcconfig": "#include \"Config/Identifiers.xcconfig\"",
            "Config/Identifiers.xcconfig": "BUNDLE_ID = org.example",
        ]
        func platforms() -> [ApplePlatform: DeploymentTarget?]? {
            FileDeploymentTargets(project(["App/View.swift": ""], files)).deployment(of: "App/View.swift")?.platforms
        }
        XCTAssertEqual(platforms(), [.iOS: DeploymentTarget(major: 15, minor: 1)])
        files["Config/Identifiers.xcconfig"] = "IPHONEOS_DEPLOYMENT_TARGET[config=Debug] = 14.0"
        XCTAssertEqual(platforms(), [.iOS: DeploymentTarget(major: 14, minor: 0)], "the project-folder include is read")
        files["project.yml"] = "include:\n  - path: App/target.yml"
        files["App/Common.xcconfig"] = ""
        XCTAssertEqual(platforms(), unknownIOS, "declared iOS, version unknown: --deployment-target may fill it")
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

final class TypeKeyTests: XCTestCase {
    func testSimpleNameIsTheLastDottedComponent() {
        for key in ["Inner", "Outer.Inner", "A.B.C", "A.B.", "...", "", "Café.Menü", "Ünï", ".Leading"] {
            XCTAssertEqual(TypeKey.simpleName(key), String(key.split(separator: ".").last ?? (key.contains(".") ? "" : Substring(key))), key)
        }
        XCTAssertEqual(TypeKey.simpleName("Outer.Inner"), "Inner")
        XCTAssertEqual(TypeKey.simpleName("Café.Menü"), "Menü")
        XCTAssertEqual(TypeKey.simpleName("Plain"), "Plain")
    }
}
