@testable import CLI
import Codemods
import Foundation
import XCTest

final class DiscoveryTests: XCTestCase {
    func discovered(_ sandbox: Sandbox, _ argument: String, excludes: [String] = []) -> [String] {
        var discovery = Discovery(excludes: excludes)
        guard case .root(let root) = discovery.discover(sandbox.path(argument)) else { return ["<missing>"] }
        let prefix = sandbox.root.path + "/"
        return root.paths.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
    }

    func testFolderEntriesComeInStringOrder() throws {
        let sandbox = try Sandbox()
        let ascii = ["a", "a b", "a-b", "a.b", "aB", "A", "_x", "Z1", "z10", "z9", "~tilde", "0", "a_b", "ab"]
        for name in ascii { try sandbox.write("plain/\(name)", "") }
        XCTAssertEqual(Discovery.entries(of: sandbox.path("plain"))?.map(\.0), ascii.sorted())
        // A folder with any non-ASCII name is sorted as Strings compare (canonical equivalence).
        let mixed = ascii + ["\u{E9}t\u{E9}", "e\u{301}t\u{E9}x", "\u{C5}ngstr\u{F6}m", "z\u{FC}rich"]
        for name in mixed { try sandbox.write("mixed/\(name)", "") }
        XCTAssertEqual(Discovery.entries(of: sandbox.path("mixed"))?.map(\.0), mixed.sorted())
    }

    func testWalkListingLeavesOutOnlyFilesTheWalkSkips() throws {
        let sandbox = try Sandbox()
        let files = ["A.swift", "icon.png", "README.md", ".modernize", ".env", "Info.plist", "project.yml", "project.pbxproj",
                     "Base.xcconfig", "App.m", "App.mm", "App.h", "Main.storyboard", "data.json", "ci.yaml", "Sub/B.swift",
                     "Assets.xcassets/x.json", "caf\u{E9}.swift", "caf\u{E9}.txt"]
        for name in files { try sandbox.write("f/\(name)", "") }
        let all = try XCTUnwrap(Discovery.entries(of: sandbox.path("f")))
        let listed = try XCTUnwrap(Discovery.entries(of: sandbox.path("f"), keepingFiles: Discovery.walkReads))
        let expected = all.filter { name, kind in kind != .file || name.hasPrefix(".") || Discovery.role(of: name) != nil }
        XCTAssertEqual(listed.map(\.0), expected.map(\.0))
        XCTAssertEqual(listed.map(\.0), [".env", ".modernize", "A.swift", "App.h", "App.m", "App.mm", "Assets.xcassets", "Base.xcconfig",
                                         "Info.plist", "Main.storyboard", "Sub", "caf\u{E9}.swift", "ci.yaml", "project.pbxproj", "project.yml"])
    }

    /// `INFOPLIST_FILE` names an Info.plist; a setting whose name only ends with it does not
    /// (`GENERATE_INFOPLIST_FILE = YES` is no file called YES).
    func testInfoPlistReferencesReadTheSettingNotOnesEndingWithIt() {
        let project = Array("""
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \t\t\t\tINFOPLIST_FILE = "App/Info.plist";
            \t\t\t\tWIDGET_INFOPLIST_FILE = Widget/Other.plist;
            \t\t\t\tINFOPLIST_FILE = $(SRCROOT)/Share/Info.plist;
            """.utf8)
        let references = Discovery.infoPlistReferences(project: "/nowhere/App.xcodeproj/project.pbxproj", bytes: project)
        XCTAssertEqual(references, ["/nowhere/App/Info.plist", "/nowhere/Share/Info.plist"])
    }

    func testWhitespaceTrimmingMatchesFoundation() {
        for text in ["", " ", "\t a b \t", "Info.plist", "  x", "y  ", " \u{A0}x\u{A0} ", "\u{2003}Info.plist ", " caf\u{E9} ", "a\nb "] {
            XCTAssertEqual(Discovery.trimmingWhitespace(text), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
    }

    func testSkipsHiddenDependencyAndBuildFolders() throws {
        let sandbox = try Sandbox()
        for path in ["r/A.swift", "r/.hidden/B.swift", "r/.build/C.swift", "r/Pods/P.swift", "r/Carthage/C.swift",
                     "r/DerivedData/D.swift", "r/node_modules/N.swift", "r/Lib.xcframework/X.swift", "r/Lib.framework/F.swift",
                     "r/Sub/Deep/E.swift", "r/Sub/.F.swift", "r/notes.txt", "r/Main.storyboard", "r/project.yml",
                     "r/Tuist/Project.swift"] {
            try sandbox.write(path, "let x = 1\n")
        }
        XCTAssertEqual(discovered(sandbox, "r"),
                       ["r/A.swift", "r/Main.storyboard", "r/Sub/Deep/E.swift", "r/Tuist/Project.swift", "r/project.yml"])
    }

    func testVendoredFoldersAreSkippedAndTheirSwiftFilesCounted() throws {
        let sandbox = try Sandbox()
        for path in ["r/App/A.swift", "r/Pods/Alamofire/P.swift", "r/Pods/Alamofire/Q.swift", "r/Local Pods/Kit/Example/AppDelegate.swift",
                     "r/Vendor/Lib/V.swift", "r/third_party/T.swift", "r/ThirdParty/README.md", "r/Cores/cmake/CMakeFiles/Info.plist",
                     "r/Excluded/Pods/X.swift"] {
            try sandbox.write(path, "let x = 1\n")
        }
        var discovery = Discovery(excludes: ["Excluded"], useGit: false)
        guard case .root(let root) = discovery.discover(sandbox.path("r")) else { return XCTFail("root not found") }
        XCTAssertEqual(root.paths.map { String($0.dropFirst(sandbox.path("r").count + 1)) }, ["App/A.swift"])
        // Pods (2), Local Pods (1), Vendor (1), third_party (1); nothing under an excluded folder.
        XCTAssertEqual(root.skippedDependencyFiles, 5)
    }

    func testObjectiveCSourcesAndHeadersAreListedOutsideVendoredFolders() throws {
        let sandbox = try Sandbox()
        for path in ["r/App/AppDelegate.h", "r/App/AppDelegate.m", "r/App/Synth.mm", "r/App/main.m", "r/App/notes.c",
                     "r/App/App-Prefix.pch", "r/Pods/AFNetworking/AFURLSession.m", "r/Vendor/Lib/Lib.h"] {
            try sandbox.write(path, "// x\n")
        }
        XCTAssertEqual(discovered(sandbox, "r"), ["r/App/App-Prefix.pch", "r/App/AppDelegate.h", "r/App/AppDelegate.m", "r/App/Synth.mm",
                                                  "r/App/main.m"])
    }

    func testXcodeGenManifestsProjectYMLIncludesAreRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/project.yml", "name: App\ninclude:\n  - path: App/target.yml\n  - Widget/target.yml # the widget\n")
        try sandbox.write("r/App/target.yml", "include: [../Shared/settings.yml]\ntargets:\n  App:\n    type: application\n")
        try sandbox.write("r/Widget/target.yml", "targets: {}\n")
        try sandbox.write("r/Shared/settings.yml", "settings: {}\n")
        try sandbox.write("r/.github/workflows/ci.yml", "on: push\n")
        try sandbox.write("r/fastlane/config.yml", "lane: beta\n")
        XCTAssertEqual(discovered(sandbox, "r").sorted(),
                       ["r/App/target.yml", "r/Shared/settings.yml", "r/Widget/target.yml", "r/project.yml"])
    }

    func testXcodeGenIncludesOfACRLFManifestAreRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/project.yml", "name: App\r\ninclude:\r\n  - path: App/target.yml\r\n")
        try sandbox.write("r/App/target.yml", "targets:\r\n  App:\r\n    type: application\r\n")
        XCTAssertEqual(discovered(sandbox, "r").sorted(), ["r/App/target.yml", "r/project.yml"])
    }

    func testARootGivenAsASymbolicLinkIsReadLinksInsideAreNot() throws {
        let sandbox = try Sandbox()
        try sandbox.write("real/A.swift", "let x = 1\n")
        try sandbox.write("other/B.swift", "let y = 1\n")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("link"), withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("real/inner"), withDestinationPath: "../other")
        XCTAssertEqual(discovered(sandbox, "link"), ["link/A.swift"])
    }

    func testUnreadableFoldersAreReported() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/A.swift", "let x = 1\n")
        try sandbox.write("r/Locked/B.swift", "let y = 1\n")
        var discovery = Discovery(excludes: [], useGit: false)
        discovery.listFolder = { folder in folder.hasSuffix("/Locked") ? nil : Discovery.entries(of: folder) }
        guard case .root(let root) = discovery.discover(sandbox.path("r")) else { return XCTFail("root not found") }
        XCTAssertEqual(root.paths.map { ($0 as NSString).lastPathComponent }, ["A.swift"])
        XCTAssertEqual(root.unreadableFolders.count, 1)
        XCTAssertTrue(root.unreadableFolders[0].hasPrefix(sandbox.path("r/Locked") + ": "), root.unreadableFolders[0])
    }

    func testReadsInfoPlistsAndProjectFilesOnly() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/App/Info.plist", "<plist/>")
        try sandbox.write("r/App/Settings.plist", "<plist/>")
        try sandbox.write("r/Config/App-Info.plist", "<plist/>")
        try sandbox.write("r/App.xcodeproj/project.pbxproj", "INFOPLIST_FILE = \"$(SRCROOT)/Config/App-Info.plist\";\n")
        try sandbox.write("r/App.xcodeproj/xcuserdata/me.xcuserdatad/x.plist", "<plist/>")
        try sandbox.write("r/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata", "")
        XCTAssertEqual(discovered(sandbox, "r"), ["r/App.xcodeproj/project.pbxproj", "r/App/Info.plist", "r/Config/App-Info.plist"])
    }

    /// Discovery reads each Xcode project once, for the files it names, and the pipeline takes
    /// those bytes instead of reading the file again.
    func testProjectFilesAreReadOnceAndHandedToThePipeline() throws {
        let sandbox = try Sandbox()
        let project = "INFOPLIST_FILE = \"$(SRCROOT)/Config/App-Info.plist\";\n"
        try sandbox.write("r/App.xcodeproj/project.pbxproj", project)
        try sandbox.write("r/Config/App-Info.plist", "<plist/>")
        try sandbox.write("r/A.swift", "let x = 1\n")
        var discovery = Discovery(excludes: [])
        guard case .root(let root) = discovery.discover(sandbox.path("r")) else { return XCTFail("root missing") }
        XCTAssertEqual(root.projectFilesRead, [sandbox.path("r/App.xcodeproj/project.pbxproj"): Array(project.utf8)])

        // Gone from disk after discovery: read again, it would be a file error.
        XCTAssertEqual(unlink(sandbox.path("r/App.xcodeproj/project.pbxproj")), 0)
        let result = Pipeline(codemods: [], jobs: 1).run([root])
        XCTAssertEqual(result.errors, [])
        var plain = root
        plain.projectFilesRead = [:]
        XCTAssertEqual(Pipeline(codemods: [], jobs: 1).run([plain]).errors.map(\.path), [sandbox.path("r/App.xcodeproj/project.pbxproj")])
    }

    func testBuildConfigurationFilesNoProjectNamesAreNotRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/A.swift", "let x = 1\n")
        try sandbox.write("r/Config/Debug.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
        try sandbox.write("r/App.xcodeproj/project.pbxproj", "{ objects = { }; }\n")
        XCTAssertEqual(discovered(sandbox, "r"), ["r/A.swift", "r/App.xcodeproj/project.pbxproj"])
    }

    func testBuildConfigurationFilesAProjectOrManifestNamesAreReadWithTheirIncludes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/App.xcodeproj/project.pbxproj", """
            F1 /* App Debug.xcconfig */ = {isa = PBXFileReference; path = "Config/App Debug.xcconfig"; sourceTree = "<group>"; };
            F2 /* Pods-App.debug.xcconfig */ = {isa = PBXFileReference; path = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"; };
            """)
        try sandbox.write("r/Config/App Debug.xcconfig", "#include \"Shared\"\n#include? \"Missing.xcconfig\"\n")
        try sandbox.write("r/Config/Shared.xcconfig", "#include \"App Debug.xcconfig\"\nSDKROOT = iphoneos\n")
        try sandbox.write("r/Config/Unused.xcconfig", "SDKROOT = macosx\n")
        try sandbox.write("r/Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig", "OTHER_LDFLAGS = -ObjC\n")
        try sandbox.write("r/project.yml", "include: [Gen/target.yml]\n")
        try sandbox.write("r/Gen/target.yml", "targets:\n  Gen:\n    configFiles:\n      Debug: Gen.xcconfig\n")
        try sandbox.write("r/Gen/Gen.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        XCTAssertEqual(discovered(sandbox, "r").filter { $0.hasSuffix(".xcconfig") }.sorted(),
                       ["r/Config/App Debug.xcconfig", "r/Config/Shared.xcconfig", "r/Gen/Gen.xcconfig"])
    }

    func testExcludeGlobsMatchPathsAndNames() throws {
        let sandbox = try Sandbox()
        for path in ["r/A.swift", "r/Generated/G.swift", "r/Tests/T.swift", "r/Mocks.generated.swift"] { try sandbox.write(path, "") }
        XCTAssertEqual(discovered(sandbox, "r", excludes: ["Generated", "*.generated.swift", "Tests/*"]), ["r/A.swift"])
    }

    func testSymbolicLinksAreNotFollowed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("outside/O.swift", "")
        try sandbox.write("r/A.swift", "")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("r/linkdir"), withDestinationPath: sandbox.path("outside"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("r/Link.swift"), withDestinationPath: sandbox.path("outside/O.swift"))
        XCTAssertEqual(discovered(sandbox, "r"), ["r/A.swift"])
    }

    func testGitIgnoredFilesAreSkippedInsideAWorkTree() throws {
        guard let git = Subprocess.find("git") else { throw XCTSkip("git is not installed") }
        let sandbox = try Sandbox()
        try sandbox.write("r/.gitignore", "build/\n*.gen.swift\nSub/Out/\n")
        for path in ["r/A.swift", "r/build/B.swift", "r/build/deep/D.swift", "r/Model.gen.swift", "r/Sub/C.swift", "r/Sub/Out/E.swift",
                     "r/Sub/Outer/F.swift"] {
            try sandbox.write(path, "")
        }
        XCTAssertEqual(Subprocess.run(git, ["init", "-q", sandbox.path("r")]).status, 0)
        XCTAssertEqual(discovered(sandbox, "r"), ["r/A.swift", "r/Sub/C.swift", "r/Sub/Outer/F.swift"])
        // Outside a work tree nothing is ignored.
        try FileManager.default.removeItem(atPath: sandbox.path("r/.git"))
        XCTAssertEqual(discovered(sandbox, "r"), ["r/A.swift", "r/Model.gen.swift", "r/Sub/C.swift", "r/Sub/Out/E.swift",
                                                  "r/Sub/Outer/F.swift", "r/build/B.swift", "r/build/deep/D.swift"])
    }

    /// Walked in turn, each root's git listing is started while the root before it is walked:
    /// every root still gets its own.
    func testEachRootWalkedInTurnGetsItsOwnGitIgnoredList() throws {
        guard let git = Subprocess.find("git") else { throw XCTSkip("git is not installed") }
        let sandbox = try Sandbox()
        try sandbox.write("one/.gitignore", "*.gen.swift\n")
        try sandbox.write("two/.gitignore", "Generated/\n")
        try sandbox.write("three/.gitignore", "Skip.swift\n")
        for path in ["one/A.swift", "one/A.gen.swift", "one/Generated/G.swift", "two/B.gen.swift", "two/Generated/G.swift",
                     "three/Skip.swift", "three/C.swift"] {
            try sandbox.write(path, "")
        }
        for root in ["one", "two", "three"] { XCTAssertEqual(Subprocess.run(git, ["init", "-q", sandbox.path(root)]).status, 0) }
        var discovery = Discovery(excludes: [])
        let outcomes = discovery.discoverAll(["one", "two", "three"].map { (sandbox.path($0), []) }, jobs: 1)
        let prefix = sandbox.root.path + "/"
        let found = outcomes.map { outcome -> [String] in
            guard case .root(let root) = outcome else { return ["<missing>"] }
            return root.paths.map { String($0.dropFirst(prefix.count)) }
        }
        XCTAssertEqual(found, [["one/A.swift", "one/Generated/G.swift"], ["two/B.gen.swift"], ["three/C.swift"]])
    }

    /// While git lists what it ignores, the Swift files the walk found are loaded (a slow git
    /// makes the wait certain): every one, the ignored one included, and none without threads.
    func testSwiftFilesAreLoadedAheadWhileGitListsIgnoredFiles() throws {
        guard let git = Subprocess.find("git") else { throw XCTSkip("git is not installed") }
        let sandbox = try Sandbox()
        try sandbox.write("r/.gitignore", "*.gen.swift\n")
        for path in ["r/A.swift", "r/Model.gen.swift", "r/Sub/B.swift"] { try sandbox.write(path, "let x = 1\n") }
        XCTAssertEqual(Subprocess.run(git, ["init", "-q", sandbox.path("r")]).status, 0)
        try sandbox.write("bin/git", "#!/bin/sh\nsleep 0.3\nexec '\(git)' \"$@\"\n")
        XCTAssertEqual(chmod(sandbox.path("bin/git"), 0o755), 0)
        let path = getenv("PATH").map { String(cString: $0) }
        setenv("PATH", sandbox.path("bin") + (path.map { ":" + $0 } ?? ""), 1)
        defer { if let path { setenv("PATH", path, 1) } else { unsetenv("PATH") } }

        var discovery = Discovery(excludes: [])
        discovery.loadAheadThreads = 1
        guard case .root(let root) = discovery.discover(sandbox.path("r")) else { return XCTFail("root missing") }
        XCTAssertEqual(root.paths, [sandbox.path("r/A.swift"), sandbox.path("r/Sub/B.swift")])
        XCTAssertEqual(root.loadedAhead?.count, 3)

        var without = Discovery(excludes: [])
        guard case .root(let plain) = without.discover(sandbox.path("r")) else { return XCTFail("root missing") }
        XCTAssertEqual(plain.paths, root.paths)
        XCTAssertNil(plain.loadedAhead)
    }

    /// git is started for a root with `.git` at or above it, or when the environment names a git
    /// folder, and not for a plain folder, where it could only fail.
    func testGitIsAskedOnlyWhereAWorkTreeMayBe() throws {
        let sandbox = try Sandbox()
        guard let top = PatchPaths.canonical(sandbox.root.path), PatchPaths.workTreeTop(from: top) == nil else {
            throw XCTSkip("the temporary folder is inside a git work tree")
        }
        try sandbox.write("plain/A.swift", "let x = 1\n")
        try sandbox.write("repo/Sub/A.swift", "let x = 1\n")
        try sandbox.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        let calls = sandbox.path("calls")
        try sandbox.write("bin/git", "#!/bin/sh\necho \"$@\" >> '\(calls)'\nexit 128\n")
        XCTAssertEqual(chmod(sandbox.path("bin/git"), 0o755), 0)
        let path = getenv("PATH").map { String(cString: $0) }
        setenv("PATH", sandbox.path("bin") + (path.map { ":" + $0 } ?? ""), 1)
        defer { if let path { setenv("PATH", path, 1) } else { unsetenv("PATH") } }
        func asked() -> [String] {
            ((try? String(contentsOfFile: calls, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        _ = GitIgnored(root: sandbox.path("plain"))
        XCTAssertEqual(asked(), [])
        _ = GitIgnored(root: sandbox.path("repo/Sub"))
        XCTAssertEqual(asked().count, 1)
        XCTAssertTrue(asked().first?.contains("ls-files") ?? false)
        setenv("GIT_DIR", sandbox.path("repo/.git"), 1)
        defer { unsetenv("GIT_DIR") }
        _ = GitIgnored(root: sandbox.path("plain"))
        XCTAssertEqual(asked().count, 2)
    }

    func testOverlappingRootsClaimEachFileOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/A.swift", "")
        try sandbox.write("r/Sub/B.swift", "")
        var discovery = Discovery(excludes: [])
        guard case .root(let first) = discovery.discover(sandbox.path("r")),
              case .root(let second) = discovery.discover(sandbox.path("r/Sub")) else { return XCTFail("roots missing") }
        XCTAssertEqual(first.paths.count, 2)
        XCTAssertEqual(second.paths, [])
        if case .missing = discovery.discover(sandbox.path("nope")) {} else { XCTFail("a missing path is reported") }
    }

    func testExampleAppIsDiscovered() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/LegacyApp")
        var discovery = Discovery(excludes: [])
        guard case .root(let root) = discovery.discover(example.path) else { return XCTFail("example missing") }
        let names = root.paths.map { ($0 as NSString).lastPathComponent }
        XCTAssertEqual(names, ["project.pbxproj", "AppDelegate.swift", "AvatarGenerator.swift", "BadgeView.swift",
                               "FeedHeaderView.swift", "FeedStore.swift", "FeedView.swift", "HomeViewController.swift",
                               "Info.plist", "ProfileView.swift", "StickerPacks.swift", "Package.swift", "ComposeView.swift", "ComposeDraftTests.swift"])
    }

    func testPathDisplayIsRelativeToTheWorkingFolder() {
        let display = PathDisplay(cwd: "/work/repo")
        XCTAssertEqual(display.show("/work/repo/Sources/A.swift"), "Sources/A.swift")
        XCTAssertEqual(display.show("./A.swift"), "A.swift")
        XCTAssertEqual(display.show("/elsewhere/A.swift"), "/elsewhere/A.swift")
        XCTAssertEqual(display.show("rel/A.swift"), "rel/A.swift")
    }
}

final class ByteOffsetsTests: XCTestCase {
    func testOffsetsAfterEveryOccurrenceIncludingTheEnds() {
        let text = Array("INFOPLIST_FILE = a;\n\tINFOPLIST_FILE = b; INFOPLIST_FILE".utf8)
        let needle = Array("INFOPLIST_FILE".utf8)
        XCTAssertEqual(Discovery.offsets(after: needle, in: text), [14, 35, 55])
        XCTAssertEqual(Discovery.offsets(after: Array("aa".utf8), in: Array("aaaa".utf8)), [2, 4])
        XCTAssertEqual(Discovery.offsets(after: needle, in: Array("INFOPLIST_FIL".utf8)), [])
        XCTAssertEqual(Discovery.offsets(after: [], in: text), [])
    }
}
