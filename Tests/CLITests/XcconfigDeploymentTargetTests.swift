import Foundation
import XCTest

/// A deployment target set only in `.xcconfig` files reaches the swiftui-* gate through the real
/// binary: discovery finds the files the project names (and their includes), and
/// swiftui-on-change, which rewrites only at iOS 17 and later, follows what they say.
final class XcconfigDeploymentTargetTests: XCTestCase {
    let view = """
        import SwiftUI

        struct SearchView: View {
            @State private var query = ""
            var body: some View {
                TextField("Search", text: $query)
                    .onChange(of: query) { value in print(value) }
            }
        }

        """

    /// One app target compiling App/SearchView.swift, its configurations based on Config/App.xcconfig when `named`.
    private func project(named: Bool) -> String {
        let base = named ? "baseConfigurationReference = CONFIGREF; " : ""
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tVIEWREF = {isa = PBXFileReference; path = SearchView.swift; sourceTree = "<group>"; };
            \t\tCONFIGREF = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            \t\tVIEWBUILD = {isa = PBXBuildFile; fileRef = VIEWREF; };
            \t\tMAIN = {isa = PBXGroup; children = (APPGROUP, CONFIGGROUP); sourceTree = "<group>"; };
            \t\tAPPGROUP = {isa = PBXGroup; children = (VIEWREF); path = App; sourceTree = "<group>"; };
            \t\tCONFIGGROUP = {isa = PBXGroup; children = (CONFIGREF); path = Config; sourceTree = "<group>"; };
            \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (VIEWBUILD); };
            \t\tAPP = {isa = PBXNativeTarget; buildConfigurationList = TARGETLIST; buildPhases = (SOURCES); name = App; productType = "com.apple.product-type.application"; };
            \t\tPROJECT = {isa = PBXProject; buildConfigurationList = PROJECTLIST; mainGroup = MAIN; targets = (APP); };
            \t\tTDEBUG = {isa = XCBuildConfiguration; \(base)buildSettings = {PRODUCT_NAME = App; }; name = Debug; };
            \t\tTRELEASE = {isa = XCBuildConfiguration; \(base)buildSettings = {PRODUCT_NAME = App; }; name = Release; };
            \t\tPDEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
            \t\tPRELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            \t\tTARGETLIST = {isa = XCConfigurationList; buildConfigurations = (TDEBUG, TRELEASE); };
            \t\tPROJECTLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };
            \t};
            \trootObject = PROJECT;
            }

            """
    }

    private func checkout(named: Bool = true, app: String, base: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Shop/App/SearchView.swift", view)
        try sandbox.write("Shop/App.xcodeproj/project.pbxproj", project(named: named))
        try sandbox.write("Shop/Config/App.xcconfig", app)
        try sandbox.write("Shop/Config/Shared/Base.xcconfig", base)
        return sandbox
    }

    private func changes(_ sandbox: Sandbox, _ extra: [String] = []) throws -> [[String: Any]] {
        let run = try runBinary(["--only", "swiftui-on-change", "--format", "json"] + extra + ["Shop"], cwd: sandbox.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "change" else { return nil }
            return object
        }
    }

    private let include = "#include \"Shared/Base.xcconfig\"\n"

    func testAConfigFileTheProjectDoesNotNameChangesNothing() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let sandbox = try checkout(named: false, app: include, base: "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        XCTAssertEqual(try changes(sandbox).count, 0, "no deployment target is known")
    }

    func testALowTargetOrALowerConditionalValueChangesNothing() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let low = try checkout(app: include, base: "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        XCTAssertEqual(try changes(low).count, 0, "iOS 16: the compiler does not warn")
        let conditional = try checkout(app: include + "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 16.4\n",
                                       base: "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        XCTAssertEqual(try changes(conditional).count, 0, "the simulator build's 16.4 is the lowest")
        let unknown = try checkout(app: include + "IPHONEOS_DEPLOYMENT_TARGET[config=Release] = $(MIN_IOS)\n",
                                   base: "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        XCTAssertEqual(try changes(unknown).count, 0, "Release's value cannot be known")
        XCTAssertEqual(try changes(unknown, ["--deployment-target", "17.0"]).count, 1, "the option fills what cannot be known")
    }

    func testCyclesAndMissingIncludesEndAndLeaveTheRestReadable() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let sandbox = try checkout(app: include + "#include \"Missing.xcconfig\"\n#include? \"Local.xcconfig\"\n",
                                   base: "#include \"../App.xcconfig\"\n#include \"Base\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        XCTAssertEqual(try changes(sandbox).count, 0)
        try sandbox.write("Shop/Config/Shared/Base.xcconfig", "#include \"../App.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        XCTAssertEqual(try changes(sandbox).count, 1)
    }

    func testAHighTargetFromAnIncludedFileRewritesOnce() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let sandbox = try checkout(app: include + "IPHONEOS_DEPLOYMENT_TARGET[config=Debug] = 17.2\n",
                                   base: "IPHONEOS_DEPLOYMENT_TARGET = 17.0 // every configuration\n")
        let found = try changes(sandbox)
        XCTAssertEqual(found.count, 1)
        let message = found.first?["message"] as? String ?? ""
        XCTAssertTrue(message.contains("iOS 17.0") && message.contains("target App (App.xcodeproj)"), message)
        let apply = try runBinary(["--only", "swiftui-on-change", "--apply", "Shop"], cwd: sandbox.root)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertTrue(sandbox.read("Shop/App/SearchView.swift")?.contains(".onChange(of: query) { _, value in print(value) }") == true,
                      sandbox.read("Shop/App/SearchView.swift") ?? "")
        XCTAssertEqual(try changes(sandbox).count, 0, "a second run changes nothing")
    }
}
