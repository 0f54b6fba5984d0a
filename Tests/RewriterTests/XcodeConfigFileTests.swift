import XCTest
@testable import Rewriter

/// The `.xcconfig` reader (Xcode's grammar) and the include expansion of `XcodeConfigFiles`.
final class XcodeConfigFileTests: XCTestCase {
    private func assignments(_ text: String) -> [String] {
        XcodeConfigFile(text: text).assignments.map { a in
            a.key + a.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined() + "=" + a.value
        }
    }

    func testLinesXcodeRejectsAreSkipped() {
        let text = """
            = 15.0
            IPHONEOS_DEPLOYMENT_TARGET 15.0
            1KEY = 2
            KEY[sdk=iphoneos* = 1
            KEY[sdk] = 1
            #import "Other.xcconfig"
            #include Other.xcconfig
            #include "Other.xcconfig" trailing
            #include ""
            #include "Unterminated.xcconfig
            -KEY = 3
            """
        XCTAssertEqual(assignments(text), [])
        XCTAssertTrue(XcodeConfigFile(text: text).includes.isEmpty)
        XCTAssertEqual(XcodeConfigFile(text: "").lines, [])
        XCTAssertEqual(XcodeConfigFile(text: "// only a comment\n\n   \n").lines, [])
    }

    func testAssignmentsCommentsAndContinuations() {
        let text = """
            // Deployment
            IPHONEOS_DEPLOYMENT_TARGET = 15.0
            SDKROOT=iphoneos;
              TARGETED_DEVICE_FAMILY = 1,2 ; // iPhone and iPad
            URL = https://example.com
            EMPTY =
            FLAGS = -a \\
                -b \\
                -c
            _UNDERSCORE_1 = x
            """
        XCTAssertEqual(assignments(text), [
            "IPHONEOS_DEPLOYMENT_TARGET=15.0", "SDKROOT=iphoneos", "TARGETED_DEVICE_FAMILY=1,2",
            "URL=https:", "EMPTY=", "FLAGS=-a -b -c", "_UNDERSCORE_1=x",
        ])
    }

    func testConditionsIncludesAndLineBreaks() {
        let text = "#include \"Base.xcconfig\"\r\n# include? \"Local\" // optional\r\n"
            + "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] [config=Debug]= 14.0\rOTHER[arch=*] = 1"
        XCTAssertEqual(assignments(text), ["IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*][config=Debug]=14.0", "OTHER[arch=*]=1"])
        let includes = XcodeConfigFile(text: text).includes
        XCTAssertEqual(includes.map(\.path), ["Base.xcconfig", "Local"])
        XCTAssertEqual(includes.map(\.optional), [false, true])
    }

    func testSettingNamesAsProjectsSpellThem() {
        XCTAssertNil(XcodeConfigFile.settingName("KEY[sdk=iphoneos*"))
        XCTAssertNil(XcodeConfigFile.settingName("KEY x"))
        XCTAssertNil(XcodeConfigFile.settingName("9KEY"))
        XCTAssertEqual(XcodeConfigFile.settingName("KEY")?.key, "KEY")
        let conditional = XcodeConfigFile.settingName("CODE_SIGN_IDENTITY[sdk=iphoneos*][arch=arm64]")
        XCTAssertEqual(conditional?.key, "CODE_SIGN_IDENTITY")
        XCTAssertEqual(conditional?.conditions, [BuildSettingCondition(parameter: "sdk", pattern: "iphoneos*"),
                                                 BuildSettingCondition(parameter: "arch", pattern: "arm64")])
    }

    // MARK: Includes

    private func files(_ texts: [String: String]) -> XcodeConfigFiles {
        XcodeConfigFiles(files: texts.mapValues { Array($0.utf8) })
    }

    private func keys(_ level: BuildSettingLevel?) -> [String] {
        guard let level else { return ["<none>"] }
        return level.byKey.values.flatMap { $0 }.map { $0.key + "=" + $0.value }.sorted()
    }

    func testMissingFilesCyclesAndUnknownIncludesYieldNothing() {
        let store = files([
            "Config/A.xcconfig": "#include \"B.xcconfig\"\nA = 1\n#include \"Missing.xcconfig\"\n#include? \"Local.xcconfig\"\n#include \"<DEVELOPER_DIR>/X.xcconfig\"",
            "Config/B.xcconfig": "#include \"A.xcconfig\"\nB = 2\n#include \"B.xcconfig\"",
        ])
        XCTAssertNil(store.level(at: "Config/Nowhere.xcconfig", projectDirectory: ""), "not among the files")
        XCTAssertEqual(keys(store.level(at: "Config/A.xcconfig", projectDirectory: "")), ["A=1", "B=2"], "each file once; the cycle is cut")
        XCTAssertEqual(keys(store.level(at: "Config/B.xcconfig", projectDirectory: "")), ["A=1", "B=2"])
    }

    func testIncludeSearchOrderMatchesXcode() throws {
        let store = files([
            "App/Config/Target.xcconfig": "#include \"Shared/Base.xcconfig\"\n#include \"Deep\"\nTARGET = t",
            // Not beside Target.xcconfig: found in the project folder.
            "App/Shared/Base.xcconfig": "#include \"Values.xcconfig\"\nBASE = b",
            "App/Shared/Values.xcconfig": "VALUES = shared",
            // Beside the including file wins over the project folder.
            "App/Values.xcconfig": "VALUES = project",
            // Without an extension; its own include is found beside the file that included it.
            "App/Config/Deep.xcconfig": "#include \"Sibling.xcconfig\"",
            "App/Config/Sibling.xcconfig": "SIBLING = s",
        ])
        let level = try XCTUnwrap(store.level(at: "App/Config/Target.xcconfig", projectDirectory: "App"))
        XCTAssertEqual(keys(level), ["BASE=b", "SIBLING=s", "TARGET=t", "VALUES=shared"])
        XCTAssertFalse(level.isIncomplete)
        // Searched in the includer's folders after its own: Values is beside Base (Shared), not beside Target.
        let other = files([
            "P/Config/Top.xcconfig": "#include \"../Lib/Mid.xcconfig\"",
            "P/Lib/Mid.xcconfig": "#include \"Leaf.xcconfig\"",
            "P/Config/Leaf.xcconfig": "LEAF = from-top-folder",
        ])
        XCTAssertEqual(keys(other.level(at: "P/Config/Top.xcconfig", projectDirectory: "P")), ["LEAF=from-top-folder"])
    }

    func testIncludeDiamondsAreCutOffAsIncomplete() throws {
        // Each file includes the next one twice: 2^40 expansions if nothing stopped them.
        var texts: [String: String] = [:]
        for i in 0..<40 { texts["C\(i).xcconfig"] = "#include \"C\(i + 1).xcconfig\"\n#include \"C\(i + 1).xcconfig\"\nK\(i) = \(i)" }
        texts["C40.xcconfig"] = "LAST = 1"
        let level = try XCTUnwrap(files(texts).level(at: "C0.xcconfig", projectDirectory: ""))
        XCTAssertTrue(level.isIncomplete)
        let stack = BuildSettingStack(configuration: "Debug", levels: [level])
        XCTAssertEqual(stack.values("K0").values, [nil], "whatever the cut-off part sets is unknown")
    }

    func testLongIncludeChainsAreCutOffNotRecursedThrough() throws {
        var texts: [String: String] = [:]
        for i in 0..<5_000 { texts["Deep/\(i)/C.xcconfig"] = "#include \"../\(i + 1)/C.xcconfig\"\nK\(i) = \(i)" }
        let deep = try XCTUnwrap(files(texts).level(at: "Deep/0/C.xcconfig", projectDirectory: ""))
        XCTAssertTrue(deep.isIncomplete)
        texts = [:]
        for i in 0..<50 { texts["Deep/\(i)/C.xcconfig"] = "#include \"../\(i + 1)/C.xcconfig\"\nK\(i) = \(i)" }
        let shallow = try XCTUnwrap(files(texts).level(at: "Deep/0/C.xcconfig", projectDirectory: ""))
        XCTAssertFalse(shallow.isIncomplete)
        XCTAssertEqual(BuildSettingStack(configuration: "Debug", levels: [shallow]).values("K49").values, ["49"])
    }
}
