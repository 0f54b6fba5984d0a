import XCTest
@testable import Rewriter

final class PBXProjEditingTests: XCTestCase {
    func apply(_ edits: [Edit], to text: String) -> String {
        var set = EditSet()
        XCTAssertTrue(set.add(edits), "edits of one builder never conflict")
        return String(decoding: set.apply(to: Array(text.utf8)), as: UTF8.self)
    }

    func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func isObjectID(_ id: String) -> Bool {
        id.utf8.count == 24 && id.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) }
    }

    /// The ids of a section's objects, in file order.
    func sectionIDs(_ project: PBXProject, _ name: String) throws -> [String] {
        let section = try XCTUnwrap(project.sections.first { $0.name == name })
        return project.objectList.filter { $0.entry.range.lowerBound > section.begin.upperBound && $0.entry.range.upperBound < section.end.lowerBound }.map(\.id)
    }

    // MARK: Registering files

    func testRegistersASwiftFileInAGroupAndTarget() throws {
        let project = try PBXProject(text: PBXFixtures.classic)
        let app = try XCTUnwrap(project.target(named: "Shop"))
        let registration = try project.registeringSourceFile("SceneDelegate.swift", inGroup: "1A2B3C4D2B00000100AA0041", targets: [app])
        let ref = registration.fileReferenceID
        let build = try XCTUnwrap(registration.buildFileIDs[app.id])
        XCTAssertTrue(isObjectID(ref) && isObjectID(build), "\(ref) \(build)")
        XCTAssertEqual(registration.edits.count, 4)
        XCTAssertTrue(registration.edits.allSatisfy { $0.range.isEmpty }, "only insertions")

        let output = apply(registration.edits, to: PBXFixtures.classic)
        XCTAssertTrue(output.contains("\t\t\(ref) /* SceneDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SceneDelegate.swift; sourceTree = \"<group>\"; };\n"))
        XCTAssertTrue(output.contains("\t\t\(build) /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(ref) /* SceneDelegate.swift */; };\n"))
        XCTAssertTrue(output.contains("\t\t\t\t1A2B3C4D2B00000100AA0015 /* Info.plist */,\n\t\t\t\t\(ref) /* SceneDelegate.swift */,\n\t\t\t);"))
        XCTAssertTrue(output.contains("\t\t\t\t1A2B3C4D2B00000100AA0001 /* AppDelegate.swift in Sources */,\n\t\t\t\t\(build) /* SceneDelegate.swift in Sources */,\n\t\t\t);"))
        // Exactly where they must be referenced: definition, build file and group for the
        // reference; definition and Sources phase for the build file.
        XCTAssertEqual(occurrences(of: ref, in: output), 3)
        XCTAssertEqual(occurrences(of: build, in: output), 2)

        let edited = try PBXProject(text: output)
        XCTAssertEqual(edited.objectList.count, project.objectList.count + 2)
        XCTAssertEqual(edited.path(of: ref), "Shop/SceneDelegate.swift")
        XCTAssertEqual(edited.parentGroup(of: ref)?.id, "1A2B3C4D2B00000100AA0041")
        XCTAssertEqual(edited.targets(compiling: ref).map(\.name), ["Shop"])
        XCTAssertEqual(edited[build]?.string("fileRef"), ref)
        for section in ["PBXBuildFile", "PBXFileReference"] {
            let ids = try sectionIDs(edited, section)
            XCTAssertEqual(ids, ids.sorted(), "\(section) stays in id order")
        }
        // Nothing but the new lines changed.
        XCTAssertEqual(output.split(separator: "\n").filter { !$0.contains(ref) && !$0.contains(build) },
                       PBXFixtures.classic.split(separator: "\n"))

        // A second run finds everything in place.
        let again = try edited.registeringSourceFile("SceneDelegate.swift", inGroup: "1A2B3C4D2B00000100AA0041",
                                                     targets: [try XCTUnwrap(edited.target(named: "Shop"))])
        XCTAssertEqual(again.edits, [])
        XCTAssertEqual(again.fileReferenceID, ref)
        XCTAssertEqual(again.buildFileIDs[app.id], build)
    }

    func testRegisteringIsDeterministicAndCoversSeveralTargets() throws {
        let project = try PBXProject(text: PBXFixtures.classic)
        let targets = project.nativeTargets
        // (For this name the second target's build file id sorts before the first's.)
        let first = try project.registeringSourceFile("SceneDelegate.swift", inGroup: "1A2B3C4D2B00000100AA0041", targets: targets)
        let second = try project.registeringSourceFile("SceneDelegate.swift", inGroup: "1A2B3C4D2B00000100AA0041", targets: targets)
        XCTAssertEqual(first, second)
        XCTAssertEqual(Set(first.buildFileIDs.values).count, 2)
        let output = apply(first.edits, to: PBXFixtures.classic)
        let edited = try PBXProject(text: output)
        XCTAssertEqual(edited.targets(compiling: first.fileReferenceID).map(\.name), ["Shop", "ShopTests"])
        XCTAssertEqual(try sectionIDs(edited, "PBXBuildFile"), try sectionIDs(edited, "PBXBuildFile").sorted())
        // Another file gets other ids.
        XCTAssertGreaterThan(first.buildFileIDs[targets[0].id]!, first.buildFileIDs[targets[1].id]!)
        let other = try project.registeringSourceFile("Other.swift", inGroup: "1A2B3C4D2B00000100AA0041", targets: targets)
        XCTAssertNotEqual(other.fileReferenceID, first.fileReferenceID)
    }

    func testNewIDsAvoidExistingOnes() throws {
        let project = try PBXProject(text: PBXFixtures.classic)
        let planned = try project.registeringSourceFile("SceneDelegate.swift", inGroup: "1A2B3C4D2B00000100AA0041", targets: [])
        // Give an unrelated object the id the file would have had.
        let crowded = PBXFixtures.classic.replacingOccurrences(of: "1A2B3C4D2B00000100AA0016", with: planned.fileReferenceID)
        let project2 = try PBXProject(text: crowded)
        let registration = try project2.registeringSourceFile("SceneDelegate.swift", inGroup: "1A2B3C4D2B00000100AA0041", targets: [])
        XCTAssertNotEqual(registration.fileReferenceID, planned.fileReferenceID)
        XCTAssertTrue(isObjectID(registration.fileReferenceID))
        XCTAssertNotNil(try PBXProject(text: apply(registration.edits, to: crowded))[registration.fileReferenceID])
    }

    func testRegisteringOpensAMissingBuildFileSection() throws {
        let project = try PBXProject(text: PBXFixtures.synchronized)
        let app = try XCTUnwrap(project.target(named: "Notes"))
        XCTAssertThrowsError(try project.registeringSourceFile("X.swift", inGroup: "5E1F00102C80000100C0FFEE", targets: [app])) { error in
            XCTAssertTrue("\(error)".contains("synchronized folder"), "\(error)")
        }
        let registration = try project.registeringSourceFile("Extra.swift", inGroup: "5E1F00502C80000100C0FFEE", targets: [app])
        let output = apply(registration.edits, to: PBXFixtures.synchronized)
        let build = try XCTUnwrap(registration.buildFileIDs[app.id])
        XCTAssertTrue(output.contains("""
            \tobjects = {

            /* Begin PBXBuildFile section */
            \t\t\(build) /* Extra.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(registration.fileReferenceID) /* Extra.swift */; };
            /* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            """), output)
        let edited = try PBXProject(text: output)
        XCTAssertEqual(edited.sections.map(\.name).first, "PBXBuildFile")
        XCTAssertEqual(edited.path(of: registration.fileReferenceID), "Extra.swift")
        XCTAssertEqual(edited.targets(compiling: registration.fileReferenceID).map(\.name), ["Notes"])
    }

    // MARK: Build settings

    func testSetsAndRemovesBuildSettingsInEveryConfiguration() throws {
        let project = try PBXProject(text: PBXFixtures.classic)
        let app = try XCTUnwrap(project.target(named: "Shop"))
        let added = try project.settingBuildSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", to: .string("YES"), in: app)
        XCTAssertEqual(added.count, 2)
        let output = apply(added, to: PBXFixtures.classic)
        XCTAssertEqual(occurrences(of: """
            \t\t\t\tINFOPLIST_FILE = Shop/Info.plist;
            \t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
            \t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
            """, in: output), 2)
        let edited = try PBXProject(text: output)
        XCTAssertEqual(edited.buildSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", of: app).map(\.value.string), ["YES", "YES"])
        XCTAssertEqual(try edited.settingBuildSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", to: .string("YES"), in: app), [])

        let removed = apply(try project.settingBuildSetting("INFOPLIST_KEY_UIMainStoryboardFile", to: nil, in: app), to: PBXFixtures.classic)
        XCTAssertEqual(removed, PBXFixtures.classic.replacingOccurrences(of: "\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;\n", with: ""))
        XCTAssertEqual(try project.settingBuildSetting("NOT_THERE", to: nil, in: app), [])

        let changed = apply(try project.settingBuildSetting("PRODUCT_BUNDLE_IDENTIFIER", to: .string("com.example.shop-app"), in: app),
                            to: PBXFixtures.classic)
        XCTAssertEqual(occurrences(of: "PRODUCT_BUNDLE_IDENTIFIER = \"com.example.shop-app\";", in: changed), 2)

        let list = apply(try project.settingBuildSetting("LD_RUNPATH_SEARCH_PATHS", to: .list(["$(inherited)"]), in: app), to: PBXFixtures.classic)
        XCTAssertEqual(occurrences(of: "\t\t\t\tLD_RUNPATH_SEARCH_PATHS = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t);\n", in: list), 2)
        XCTAssertNotNil(try PBXProject(text: list))

        // A key that sorts last goes before the closing brace, indented like the others.
        let last = apply(try project.settingBuildSetting("ZERO_KEY", to: .string(""), in: app), to: PBXFixtures.classic)
        XCTAssertEqual(occurrences(of: "\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t\tZERO_KEY = \"\";\n\t\t\t};", in: last), 2)
    }

    // MARK: Synchronized folders

    func testAddsMembershipExceptionsToAnExistingSet() throws {
        let project = try PBXProject(text: PBXFixtures.synchronized)
        let widget = try XCTUnwrap(project.target(named: "NotesWidget"))
        let folder = try XCTUnwrap(project["5E1F00112C80000100C0FFEE"])
        let edits = try project.addingMembershipException("Debug Helpers.swift", to: folder, target: widget)
        let output = apply(edits, to: PBXFixtures.synchronized)
        XCTAssertTrue(output.contains("\t\t\tmembershipExceptions = (\n\t\t\t\t\"Debug Helpers.swift\",\n\t\t\t\tInfo.plist,\n\t\t\t);"), output)
        let edited = try PBXProject(text: output)
        XCTAssertFalse(edited.synchronizes("NotesWidget/Debug Helpers.swift", in: widget))
        XCTAssertEqual(try edited.addingMembershipException("Debug Helpers.swift", to: try XCTUnwrap(edited[folder.id]), target: widget), [])
        // Case is ignored when ordering, as Xcode does: "apple" goes before "Debug".
        let lower = apply(try edited.addingMembershipException("apple.swift", to: try XCTUnwrap(edited[folder.id]), target: widget), to: output)
        XCTAssertTrue(lower.contains("(\n\t\t\t\tapple.swift,\n\t\t\t\t\"Debug Helpers.swift\",\n\t\t\t\tInfo.plist,\n\t\t\t);"), lower)
    }

    func testCreatesAnExceptionSetWhenTheFolderHasNone() throws {
        let project = try PBXProject(text: PBXFixtures.synchronized)
        let app = try XCTUnwrap(project.target(named: "Notes"))
        let folder = try XCTUnwrap(project["5E1F00102C80000100C0FFEE"])
        XCTAssertTrue(project.synchronizes("Notes/Legacy/AppDelegate.swift", in: app))
        let edits = try project.addingMembershipException("Legacy/AppDelegate.swift", to: folder, target: app)
        XCTAssertEqual(edits.count, 2)
        let output = apply(edits, to: PBXFixtures.synchronized)
        let edited = try PBXProject(text: output)
        XCTAssertFalse(edited.synchronizes("Notes/Legacy/AppDelegate.swift", in: app))
        XCTAssertTrue(edited.synchronizes("Notes/SceneDelegate.swift", in: app))
        let sets = edited.exceptionSets(of: try XCTUnwrap(edited[folder.id]))
        XCTAssertEqual(sets.count, 1)
        let set = try XCTUnwrap(sets.first)
        XCTAssertEqual(set.string("target"), app.id)
        XCTAssertEqual(occurrences(of: set.id, in: output), 2, "defined once and listed by the folder once")
        XCTAssertTrue(output.contains("{isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(set.id) /* Exceptions for \"Notes\" folder in \"Notes\" target */, ); path = Notes; sourceTree = \"<group>\"; };"), output)
        XCTAssertEqual(try sectionIDs(edited, "PBXFileSystemSynchronizedBuildFileExceptionSet"),
                       try sectionIDs(edited, "PBXFileSystemSynchronizedBuildFileExceptionSet").sorted())
        XCTAssertThrowsError(try project.addingMembershipException("x", to: try XCTUnwrap(project["5E1F00502C80000100C0FFEE"]), target: app))
    }
}
