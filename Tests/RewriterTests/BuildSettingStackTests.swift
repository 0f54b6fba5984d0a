import XCTest
@testable import Rewriter

/// Build settings resolved as Xcode layers them: precedence, conditions, `$(inherited)` and
/// references, and the levels a project file and its xcconfig files give a target.
final class BuildSettingStackTests: XCTestCase {
    private func level(_ text: String) -> BuildSettingLevel { BuildSettingLevel(XcodeConfigFile(text: text).assignments) }

    private func stack(_ levels: String..., configuration: String = "Debug") -> BuildSettingStack {
        BuildSettingStack(configuration: configuration, levels: levels.map(level))
    }

    func testWhatCannotBeKnownIsNil() {
        let s = stack("""
            BUILT_IN = $(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)
            OPERATOR = $(BASE:lower)
            NESTED = $(BASE_$(CONFIGURATION))
            BARE = $BASE
            LOOP_A = $(LOOP_B)
            LOOP_B = $(LOOP_A)
            NOTHING_BELOW = $(inherited)
            BASE = 15.0
            """)
        for key in ["BUILT_IN", "OPERATOR", "NESTED", "BARE", "LOOP_A", "NOTHING_BELOW"] {
            XCTAssertEqual(s.values(key).values, [nil], key)
            XCTAssertFalse(s.values(key).mayBeUnset, key)
        }
        XCTAssertNil(s.values("BUILT_IN").knownValues)
        let unset = s.values("NOT_SET")
        XCTAssertEqual(unset.values, [])
        XCTAssertTrue(unset.mayBeUnset)
    }

    func testOtherConfigurationsConditionsAreLeftOut() {
        let s = stack("""
            TARGET = 15.0
            TARGET[config=Release] = 12.0
            TARGET[config=Rel*][sdk=iphoneos*] = 11.0
            """)
        XCTAssertEqual(s.values("TARGET").values, ["15.0"])
        XCTAssertEqual(stack("TARGET = 15.0\nTARGET[config=Rel*] = 12.0", configuration: "Release").values("TARGET").values, ["12.0"])
    }

    func testUndecidedConditionsAddPossibleValuesAndALaterPlainAssignmentShadowsThem() {
        let maybe = stack("TARGET = 15.0\nTARGET[sdk=iphonesimulator*] = 13.0\nTARGET[arch=*] = 16.0")
        XCTAssertEqual(maybe.values("TARGET").values, ["16.0"], "`*` matches whatever the architecture")
        let sdk = stack("TARGET = 15.0\nTARGET[sdk=iphonesimulator*][config=Debug] = 13.0")
        XCTAssertEqual(sdk.values("TARGET").values, ["13.0", "15.0"])
        XCTAssertFalse(sdk.values("TARGET").mayBeUnset)
        // Xcode's lookup takes the latest assignment whose conditions hold: a later plain one wins over all before it.
        XCTAssertEqual(stack("TARGET[sdk=macosx*] = 17.0\nTARGET = 17.0").values("TARGET").values, ["17.0"])
        let onlyConditional = stack("TARGET[sdk=iphoneos*] = 14.0")
        XCTAssertEqual(onlyConditional.values("TARGET").values, ["14.0"])
        XCTAssertTrue(onlyConditional.values("TARGET").mayBeUnset, "on another SDK nothing sets it")
    }

    func testPrecedenceInheritedAndReferences() {
        let s = stack(
            "FAMILY = 1\nDEFINES = $(inherited) TARGET",            // target settings
            "TARGET = $(APP_TARGET)\nDEFINES = ${inherited} XCCONFIG", // target xcconfig
            "APP_TARGET = 16.0\nDEFINES = PROJECT",                  // project settings
            "FAMILY = 1,2\nAPP_TARGET = 14.0\nTARGET = 13.0")        // project xcconfig
        XCTAssertEqual(s.values("FAMILY").values, ["1"], "the target's own setting wins")
        XCTAssertEqual(s.values("TARGET").values, ["16.0"], "a reference is evaluated from the top")
        XCTAssertEqual(s.values("DEFINES").values, ["PROJECT XCCONFIG TARGET"])
        let possible = stack("TARGET = $(MIN)", "MIN = 15.0\nMIN[sdk=iphoneos*] = 14.0")
        XCTAssertEqual(possible.values("TARGET").values, ["14.0", "15.0"])
        XCTAssertEqual(stack("TARGET = $(MIN)", "MIN[sdk=iphoneos*] = 14.0").values("TARGET").values, ["14.0", nil],
                       "where MIN may be unset, TARGET may be anything")
    }

    func testGlob() {
        XCTAssertEqual(Glob.matches("iphoneos*", "iphoneos18.0"), true)
        XCTAssertEqual(Glob.matches("iphoneos*", "iphonesimulator18.0"), false)
        XCTAssertEqual(Glob.matches("*Debug", "App Debug"), true)
        XCTAssertEqual(Glob.matches("D?bug", "Debug"), true)
        XCTAssertEqual(Glob.matches("Debug", "Debug-Staging"), false)
        XCTAssertEqual(Glob.matches("*a*b", "aaab"), true)
        XCTAssertNil(Glob.matches("[DR]*", "Debug"))
    }

    // MARK: Project files

    /// A target and the project with Debug and Release, each configuration optionally based on an xcconfig.
    private func pbxproj(targetSettings: String = "", targetBase: String? = "T", projectSettings: String = "",
                         projectBase: String? = "P", anchored: Bool = false) throws -> PBXProject {
        func configuration(_ id: String, _ name: String, _ settings: String, _ base: String?) -> String {
            var text = "\(id) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = \(name); "
            if let base {
                text += anchored ? "baseConfigurationReferenceAnchor = SYNC; baseConfigurationReferenceRelativePath = \(base)-\(name).xcconfig; "
                    : "baseConfigurationReference = F\(base)\(name); "
            }
            return text + "};\n"
        }
        let text = """
            // !$*UTF8*$!
            {
            archiveVersion = 1;
            objects = {
            FTDebug = {isa = PBXFileReference; path = "T-Debug.xcconfig"; sourceTree = "<group>"; };
            FTRelease = {isa = PBXFileReference; path = "T-Release.xcconfig"; sourceTree = "<group>"; };
            FPDebug = {isa = PBXFileReference; path = Config/P-Debug.xcconfig; sourceTree = SOURCE_ROOT; };
            FPRelease = {isa = PBXFileReference; path = Config/P-Release.xcconfig; sourceTree = SOURCE_ROOT; };
            MAIN = {isa = PBXGroup; children = (CONFIG, SYNC); sourceTree = "<group>"; };
            CONFIG = {isa = PBXGroup; children = (FTDebug, FTRelease); path = Config; sourceTree = "<group>"; };
            SYNC = {isa = PBXFileSystemSynchronizedRootGroup; path = Settings; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; buildConfigurationList = TLIST; buildPhases = (); name = App; };
            PROJECT = {isa = PBXProject; buildConfigurationList = PLIST; mainGroup = MAIN; targets = (APP); };
            \(configuration("TDEBUG", "Debug", targetSettings, targetBase))
            \(configuration("TRELEASE", "Release", targetSettings, targetBase))
            \(configuration("PDEBUG", "Debug", projectSettings, projectBase))
            \(configuration("PRELEASE", "Release", projectSettings, projectBase))
            TLIST = {isa = XCConfigurationList; buildConfigurations = (TDEBUG, TRELEASE); };
            PLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };
            };
            rootObject = PROJECT;
            }
            """
        return try PBXProject(text: text)
    }

    private func values(_ key: String, _ project: PBXProject, _ files: [String: String]) -> [String: [String?]] {
        let store = XcodeConfigFiles(files: files.mapValues { Array($0.utf8) })
        let target = project.target(named: "App")!
        var result: [String: [String?]] = [:]
        for stack in project.buildSettingStacks(of: target, projectDirectory: "Root", configFiles: store) {
            result[stack.configuration] = stack.values(key).values
        }
        return result
    }

    func testProjectSettingsReadPerSettingAsAWholeDictConversionWould() throws {
        let settings = """
            A = 1; "B" = "two words"; A = 3; "A[sdk=iphoneos*]" = 4; LIST = (x, "y z", ); "LIST[config=Debug]" = (w);
            "EMPTY" = ""; "A[arch=arm64][config=Rel*]" = 5; NESTED = {k = v;}; "\\U00c9T\\U00c9" = 6; "\u{C9}T\u{C9}" = 7;
            "Q\\"UOTE" = 8; "BROKEN[sdk" = 9; OTHER = "$(A) $(inherited)"; B = last;
            """
        let project = try pbxproj(targetSettings: settings)
        let value = try XCTUnwrap(project["TDEBUG"]?["buildSettings"])
        // The conversion of every entry, as levels were built before.
        var plain: [BuildSettingAssignment] = [], conditional: [BuildSettingAssignment] = []
        for entry in value.entries {
            let text: String
            switch entry.value.kind {
            case .string: text = entry.value.string
            case .array: text = entry.value.strings.joined(separator: " ")
            default: continue
            }
            if !entry.key.utf8.contains(UInt8(ascii: "[")) {
                plain.append(BuildSettingAssignment(key: entry.key, value: text))
            } else if let (key, conditions) = XcodeConfigFile.settingName(entry.key) {
                conditional.append(BuildSettingAssignment(key: key, conditions: conditions, value: text))
            }
        }
        let whole = BuildSettingLevel(plain + conditional)
        let level = PBXProject.level(of: value)
        XCTAssertNil(level.assignments("MISSING"))
        for key in Set((plain + conditional).map(\.key)).union(["NESTED", "BROKEN", "Q\"UOTE", "\u{C9}T\u{C9}", "E\u{301}T\u{C9}"]) {
            XCTAssertEqual(level.assignments(key), whole.assignments(key), key)
        }
        XCTAssertEqual(level.assignments("A")?.map(\.value), ["1", "3", "4", "5"])
    }

    func testMissingConfigFilesLeaveTheProjectSettings() throws {
        let project = try pbxproj(projectSettings: "IPHONEOS_DEPLOYMENT_TARGET = 14.0;")
        XCTAssertEqual(values("IPHONEOS_DEPLOYMENT_TARGET", project, [:]), ["Debug": ["14.0"], "Release": ["14.0"]])
        XCTAssertEqual(values("IPHONEOS_DEPLOYMENT_TARGET", try pbxproj(), [:]), ["Debug": [], "Release": []])
    }

    func testTargetSettingsThenTargetConfigThenProjectSettingsThenProjectConfig() throws {
        let files = [
            "Root/Config/T-Debug.xcconfig": "#include \"Shared.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET[config=Debug] = 15.0",
            "Root/Config/T-Release.xcconfig": "#include \"Shared.xcconfig\"",
            "Root/Config/Shared.xcconfig": "TARGETED_DEVICE_FAMILY = 1\nSDKROOT = iphoneos",
            "Root/Config/P-Debug.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 13.0\nSDKROOT = macosx\nSWIFT_VERSION = 5.0",
            "Root/Config/P-Release.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 13.0\nSWIFT_VERSION = 5.0",
        ]
        let project = try pbxproj(targetSettings: "\"SWIFT_VERSION[sdk=iphoneos*]\" = 6.0;", projectSettings: "IPHONEOS_DEPLOYMENT_TARGET = 14.0;")
        XCTAssertEqual(values("IPHONEOS_DEPLOYMENT_TARGET", project, files), ["Debug": ["15.0"], "Release": ["14.0"]])
        XCTAssertEqual(values("SDKROOT", project, files), ["Debug": ["iphoneos"], "Release": ["iphoneos"]])
        XCTAssertEqual(values("SWIFT_VERSION", project, files), ["Debug": ["6.0", "5.0"], "Release": ["6.0", "5.0"]],
                       "a conditional key of the project file is one possibility")
        let overridden = try pbxproj(targetSettings: "IPHONEOS_DEPLOYMENT_TARGET = \"$(inherited)\";")
        XCTAssertEqual(values("IPHONEOS_DEPLOYMENT_TARGET", overridden, files), ["Debug": ["15.0"], "Release": ["13.0"]])
    }

    func testConfigFilesInSynchronizedFolders() throws {
        let project = try pbxproj(projectBase: nil, anchored: true)
        let files = ["Root/Settings/T-Debug.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.0", "Root/Settings/T-Release.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.2"]
        XCTAssertEqual(values("IPHONEOS_DEPLOYMENT_TARGET", project, files), ["Debug": ["17.0"], "Release": ["17.2"]])
        XCTAssertEqual(project.baseConfigurationPath(of: project["TDEBUG"]!), "Settings/T-Debug.xcconfig")
        let store = XcodeConfigFiles(files: ["Root/Config/P-Debug.xcconfig": Array("SDKROOT = iphoneos".utf8)])
        let projectStacks = try pbxproj().projectBuildSettingStacks(projectDirectory: "Root", configFiles: store)
        XCTAssertEqual(projectStacks.map { $0.values("SDKROOT").values }, [["iphoneos"], []])
    }
}
