import XCTest
@testable import Rewriter

final class PBXProjTests: XCTestCase {
    func classic() throws -> PBXProject { try PBXProject(text: PBXFixtures.classic) }
    func synchronized() throws -> PBXProject { try PBXProject(text: PBXFixtures.synchronized) }

    func testReadsObjectsAndSections() throws {
        let project = try classic()
        XCTAssertEqual(project.sections.map(\.name), [
            "PBXBuildFile", "PBXContainerItemProxy", "PBXFileReference", "PBXFrameworksBuildPhase", "PBXGroup",
            "PBXNativeTarget", "PBXProject", "PBXResourcesBuildPhase", "PBXSourcesBuildPhase", "XCBuildConfiguration",
            "XCConfigurationList",
        ])
        XCTAssertEqual(project.objectList.count, 32)
        XCTAssertEqual(project.objects(isa: "PBXFileReference").count, 7)
        XCTAssertEqual(project.project?.id, "1A2B3C4D2B00000100AA0070")
        XCTAssertEqual(project.mainGroup?.id, "1A2B3C4D2B00000100AA0040")
        let delegate = try XCTUnwrap(project["1A2B3C4D2B00000100AA0011"])
        XCTAssertEqual(delegate.isa, "PBXFileReference")
        XCTAssertEqual(delegate.string("sourceTree"), "<group>")
        let text = String(decoding: project.bytes[delegate.entry.range], as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("1A2B3C4D2B00000100AA0011 /* AppDelegate.swift */ = {isa"), text)
        XCTAssertTrue(text.hasSuffix("sourceTree = \"<group>\"; };"), text)
        let settings = try XCTUnwrap(project["1A2B3C4D2B00000100AA0084"]?["buildSettings"])
        XCTAssertEqual(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.string, "DEBUG $(inherited)")
        XCTAssertEqual(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.isQuoted, true)
    }

    func testResolvesPathsAndGroups() throws {
        let project = try classic()
        XCTAssertEqual(project.fileReferences(atPath: "Shop/AppDelegate.swift").map(\.id), ["1A2B3C4D2B00000100AA0011"])
        XCTAssertEqual(project.fileReferences(atPath: "./Shop/../Shop/Info.plist").map(\.id), ["1A2B3C4D2B00000100AA0015"])
        XCTAssertEqual(project.path(of: "1A2B3C4D2B00000100AA0013"), "Shop/Base.lproj/Main.storyboard")
        XCTAssertNil(project.path(of: "1A2B3C4D2B00000100AA0010"), "built products have no source path")
        XCTAssertEqual(project.fileReferences(named: "Main.storyboard").map(\.id), ["1A2B3C4D2B00000100AA0013"])
        XCTAssertEqual(project.parentGroup(of: "1A2B3C4D2B00000100AA0011")?.id, "1A2B3C4D2B00000100AA0041")
        XCTAssertEqual(project.group(atPath: "Shop")?.id, "1A2B3C4D2B00000100AA0041")
        XCTAssertEqual(project.group(atPath: "")?.id, "1A2B3C4D2B00000100AA0040")
        XCTAssertNil(project.synchronizedGroup(containing: "Shop/AppDelegate.swift"))
    }

    func testReadsTargetsPhasesAndBuildSettings() throws {
        let project = try classic()
        XCTAssertEqual(project.nativeTargets.map(\.name), ["Shop", "ShopTests"])
        let app = try XCTUnwrap(project.target(named: "Shop"))
        XCTAssertTrue(app.isApplication)
        XCTAssertEqual(project.target(named: "ShopTests")?.productType, "com.apple.product-type.bundle.unit-test")
        XCTAssertEqual(project.sourcesBuildPhase(of: app)?.id, "1A2B3C4D2B00000100AA0050")
        XCTAssertEqual(project.sourceFileReferences(of: app), ["1A2B3C4D2B00000100AA0012", "1A2B3C4D2B00000100AA0011"])
        XCTAssertEqual(project.targets(compiling: "1A2B3C4D2B00000100AA0014").map(\.name), ["ShopTests"])
        XCTAssertEqual(project.buildConfigurations(of: app).map { $0.string("name") }, ["Debug", "Release"])
        let info = project.buildSetting("INFOPLIST_FILE", of: app)
        XCTAssertEqual(info.map(\.configuration), ["Debug", "Release"])
        XCTAssertEqual(info.map(\.value.string), ["Shop/Info.plist", "Shop/Info.plist"])
        XCTAssertEqual(project.buildSetting("LD_RUNPATH_SEARCH_PATHS", of: app).first?.value.strings,
                       ["$(inherited)", "@executable_path/Frameworks"])
        XCTAssertEqual(project.buildSetting("INFOPLIST_KEY_UIMainStoryboardFile", of: app).first?.value.string, "Main")
        XCTAssertTrue(project.buildSetting("GENERATE_INFOPLIST_FILE", of: try XCTUnwrap(project.target(named: "ShopTests"))).isEmpty)
        XCTAssertEqual(project.infoPlistPaths(of: app), ["Shop/Info.plist"])
        XCTAssertEqual(project.resolvedBuildSetting("IPHONEOS_DEPLOYMENT_TARGET", of: app).map(\.value.string), ["16.0", "16.0"])
        XCTAssertEqual(project.resolvedBuildSetting("VALIDATE_PRODUCT", of: app).map(\.configuration), ["Release"])
        XCTAssertEqual(project.group(forNewFileAt: "Shop/SceneDelegate.swift")?.id, "1A2B3C4D2B00000100AA0041")
        XCTAssertEqual(project.projectBuildConfigurations.compactMap { $0["buildSettings"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.string },
                       ["16.0", "16.0"])
    }

    func testReadsSynchronizedFolders() throws {
        let project = try synchronized()
        XCTAssertFalse(project.sections.contains { $0.name == "PBXBuildFile" })
        let app = try XCTUnwrap(project.target(named: "Notes"))
        let widget = try XCTUnwrap(project.target(named: "NotesWidget"))
        XCTAssertEqual(project.synchronizedGroups(of: app).map(\.id), ["5E1F00102C80000100C0FFEE"])
        XCTAssertEqual(project.synchronizedGroup(containing: "Notes/Views/List.swift")?.id, "5E1F00102C80000100C0FFEE")
        XCTAssertNil(project.synchronizedGroup(containing: "Other/File.swift"))
        let widgetFolder = try XCTUnwrap(project["5E1F00112C80000100C0FFEE"])
        XCTAssertEqual(project.exceptionSets(of: widgetFolder).map { $0.ids("membershipExceptions") }, [["Info.plist"]])
        XCTAssertTrue(project.synchronizes("Notes/SceneDelegate.swift", in: app))
        XCTAssertFalse(project.synchronizes("Notes/SceneDelegate.swift", in: widget))
        XCTAssertTrue(project.synchronizes("NotesWidget/Widget.swift", in: widget))
        XCTAssertFalse(project.synchronizes("NotesWidget/Info.plist", in: widget), "excluded by the exception set")
        XCTAssertEqual(project.buildSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", of: app).map(\.value.string), ["YES", "YES"])
        XCTAssertEqual(project.group(forNewFileAt: "Notes/SceneDelegate.swift")?.id, "5E1F00102C80000100C0FFEE")
        XCTAssertEqual(project.infoPlistPaths(of: app), [])
        XCTAssertEqual(project.infoPlistPaths(of: widget), ["NotesWidget/Info.plist"])
    }

    func testReadsQuotingEscapesCommentsAndData() throws {
        let text = "// !$*UTF8*$!\n{ a = \"x\\\"y\\\\z\\n\\U00e9\\101\"; // line comment\n b = (1, /* c */ two, \"three\"); c = <0a0B 0c>;"
            + " d = {}; e = path/to/file.swift; objects = {}; }\n"
        let project = try PBXProject(text: text)
        XCTAssertEqual(project.root["a"]?.string, "x\"y\\z\né\u{41}")
        XCTAssertEqual(project.root["b"]?.strings, ["1", "two", "three"])
        XCTAssertEqual(project.root["c"]?.kind, .data)
        XCTAssertEqual(project.root["c"]?.string, "0a0B0c")
        XCTAssertEqual(project.root["d"]?.entries.count, 0)
        XCTAssertEqual(project.root["e"]?.string, "path/to/file.swift")
    }

    /// Unquoted values are read eight bytes at a time while they are letters and digits: every
    /// length, and every byte that ends or continues a run, at every place in the eight.
    func testBareValuesEndWhereTheFormatSaysAtAnyOffset() throws {
        let alphabet = Array("A1b2C3d4E5f6G7h8J9k0_zYxW".utf8)
        for length in 1...20 {
            let word = String(decoding: alphabet.prefix(length), as: UTF8.self)
            // What ends the run, and what follows in the value when something continues it.
            let endings: [(text: String, value: String)] = [
                (" ;", word), (";", word), ("\t;", word), ("\n;", word), (" /* c */;", word), ("/* c */;", word), ("// c\n;", word),
                ("/x;", word + "/x"), (".swift;", word + ".swift"), ("-é+$;", word + "-é+$"),
            ]
            for (ending, value) in endings {
                let text = "// !$*UTF8*$!\n{ k = " + word + ending + " objects = {}; }\n"
                let project = try PBXProject(text: text)
                XCTAssertEqual(project.root["k"]?.string, value, "\(length) \(ending)")
            }
            // A value that runs to the end of the file is an error, not a read past it.
            XCTAssertThrowsError(try PBXProject(text: "{ k = " + word))
        }
    }

    /// The eight-bytes-at-a-time scan of bare runs ends where a byte-by-byte one does, from every
    /// offset of every project file among the fixtures (and under MODERNIZE_CORPUS, when set).
    func testBareRunsEndWhereAByteByByteScanEndsInEveryFixtureProject() throws {
        func reference(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> (Int, Bool) {
            var i = start
            var ascii = true
            while i < bytes.count {
                let b = bytes[i]
                if PBXParser.stopsBare(b), b != 0x2F || (i + 1 < bytes.count && (bytes[i + 1] == 0x2A || bytes[i + 1] == 0x2F)) { break }
                if b >= 0x80 { ascii = false }
                i += 1
            }
            return (i, ascii)
        }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/Fixtures")
        var folders = [fixtures]
        if let corpus = try? LexerTestSupport.corpusRoot() { folders.append(corpus) }
        var urls: [URL] = []
        for folder in folders {
            let walker = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.lastPathComponent == "project.pbxproj" { urls.append(url) }
        }
        var projects = 0
        for url in urls {
            projects += 1
            let bytes = Array(try Data(contentsOf: url))
            bytes.withUnsafeBufferPointer { p in
                for start in 0..<p.count {
                    let run = PBXParser.bareRun(p, from: start)
                    let expected = reference(p, start)
                    if run.end != expected.0 || run.isASCII != expected.1 {
                        XCTFail("\(url.path) offset \(start): \(run) against \(expected)")
                        return
                    }
                }
            }
        }
        XCTAssertGreaterThan(projects, 50)
    }

    /// Block comments are skipped eight bytes at a time to the next `*`: a comment ends at its
    /// first `*/` wherever it falls in the eight, with stars and slashes inside it, and one left
    /// open, however close to the end of the file, is an error.
    func testBlockCommentsEndAtTheirFirstCloseAtAnyOffset() throws {
        let bodies = ["", "*", "**", "/", "a*b", "a/b*", "*a/*", "Begin x", "AppDelegate.swift in Sources"]
        for padding in 0..<20 {
            for body in bodies {
                let comment = "/* " + String(repeating: "x", count: padding) + body + " */"
                let text = "// !$*UTF8*$!\n{ k = v" + comment + "; " + comment + "j = w;" + comment + " objects = {}; }" + comment + "\n"
                let project = try PBXProject(text: text)
                XCTAssertEqual(project.root["k"]?.string, "v", "\(padding) \(body)")
                XCTAssertEqual(project.root["j"]?.string, "w", "\(padding) \(body)")
                for end in ["", "*", " *", " * /", "**"] {
                    XCTAssertThrowsError(try PBXProject(text: "{ k = v; objects = {}; }/* " + String(repeating: "y", count: padding) + end),
                                         "\(padding) \(end)")
                }
            }
        }
    }

    func testMalformedProjectsNameTheLine() {
        let cases: [(String, Int)] = [
            ("{\n objects = {\n a = b\n };\n}", 4),
            ("{\n objects = {};\n name = \"unterminated;\n}", 3),
            ("{\n objects = (a, b c);\n}", 2),
            ("{\n objects = {};\n}\n}", 4),
            ("{ a = b; }", 1),
            ("", 1),
        ]
        for (text, line) in cases {
            XCTAssertThrowsError(try PBXProject(text: text), text) { error in
                guard case let .malformed(_, found)? = error as? PBXError else { return XCTFail("\(text): \(error)") }
                XCTAssertEqual(found, line, text)
            }
        }
    }
}

final class PathShapeTests: XCTestCase {
    func testNormalPathsAreRecognisedAndOthersAreNot() {
        for path in ["a", "a/b.swift", "/a/b", "App/Info.plist", "a/.hidden", "a/..b", "/", "a.b/c"] {
            XCTAssertTrue(PathShape.isNormal(path), path)
        }
        for path in ["", "./a", "a/./b", "a/../b", "a//b", "a/", "..", "a/..", "//a"] {
            XCTAssertFalse(PathShape.isNormal(path), path)
        }
    }

    /// Against the definition, on components split as Strings: every path of up to six of the
    /// characters that matter, and longer random ones.
    func testIsNormalAgreesWithTheComponentDefinition() {
        func reference(_ path: String) -> Bool {
            if path == "/" { return true }
            let body = path.hasPrefix("/") ? String(path.dropFirst()) : path
            return body.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
        }
        let alphabet: [Character] = ["a", ".", "/", "é"]
        var paths: [String] = [""]
        var level: [String] = [""]
        for _ in 1...6 {
            level = level.flatMap { prefix in alphabet.map { prefix + String($0) } }
            paths += level
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            paths.append(String((0..<Int.random(in: 7...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for path in paths {
            XCTAssertEqual(PathShape.isNormal(path), reference(path), path)
        }
    }

    /// `relative(_:inside:)` and `isInside` against String's `hasPrefix(folder + "/")`, which
    /// compares characters (canonically equivalent spellings match): every pair of short paths over
    /// characters that join or decompose (a combining accent, CR and LF), and given tricky ones.
    func testRelativeAgreesWithStringPrefixes() {
        func reference(_ path: String, _ folder: String) -> String? {
            if folder.isEmpty { return path }
            return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
        }
        let alphabet = ["a", "b", "/", "\u{E9}", "e", "\u{301}", "\r", "\n"]
        var words: [String] = [""]
        var level: [String] = [""]
        for _ in 1...3 {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            words += level
        }
        var pairs = words.flatMap { folder in words.map { (folder + "/" + $0, folder) } } + words.flatMap { a in words.map { (a, $0) } }
        pairs += [("Sources/App/A.swift", "Sources"), ("Sources/App/A.swift", "Sources/Ap"), ("Sourcesx/A", "Sources"),
                  ("caf\u{E9}/x", "cafe\u{301}"), ("cafe\u{301}/x", "caf\u{E9}"), ("a\r\n/b", "a\r"), ("a\r/b", "a\r\n")]
        for (path, folder) in pairs {
            XCTAssertEqual(PathShape.relative(path, inside: folder), reference(path, folder), "\(path.debugDescription) in \(folder.debugDescription)")
            XCTAssertEqual(PathShape.isInside(path, folder), reference(path, folder) != nil, "\(path.debugDescription) in \(folder.debugDescription)")
        }
    }
}
