import Codemods
import Foundation
import Rewriter
import XCTest

/// Creates `NOTES.md` for every `note` identifier; the contents come from the
/// option, or name the file when `per-file-notes` is set (so two files disagree).
struct CreateNote: Codemod {
    static let id = "create-note"
    static let summary = "creates NOTES.md"
    static let explanation = "note -> NOTES.md"
    static let options = [CodemodOption(name: "per-file-notes", help: "", defaultValue: "false")]
    let perFile: Bool
    init(options: [String: String]) { perFile = options["per-file-notes"] == "true" }
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("note", in: tree).map { i in
            let contents = perFile ? "from \((tree.file.path as NSString).lastPathComponent)\n" : "notes\n"
            return Finding(rule: Self.id, severity: .info, file: tree.file, offset: tree.file.tokens.start(i), message: "note",
                           fix: Fix(newFiles: [NewFile(path: project.root + "/NOTES.md", contents: contents)]))
        }
    }
}

/// Reports, for each Objective-C file the pipeline read, its path and its first directive.
struct ListObjectiveC: Codemod {
    static let id = "list-objective-c"
    static let summary = "lists Objective-C files"
    static let explanation = "Before: a.m\nAfter: a finding naming it\n"
    init(options: [String: String]) {}
    func runProject(_ project: ProjectContext) -> [Finding] {
        project.objectiveCFiles.keys.sorted().map { path in
            let syntax = project.objectiveCSyntax(at: path)
            let first = syntax?.directives.first.map { syntax!.text(of: $0) } ?? "none"
            return Finding(rule: Self.id, severity: .info, path: path, line: 1, column: 1, offset: 0,
                           message: (path as NSString).lastPathComponent + ": " + first)
        }
    }
}

/// Reports each build configuration file the pipeline read, with its first setting.
struct ListBuildConfigurations: Codemod {
    static let id = "list-build-configurations"
    static let summary = "lists .xcconfig files"
    static let explanation = "Before: a.xcconfig\nAfter: a finding naming it\n"
    init(options: [String: String]) {}
    func runProject(_ project: ProjectContext) -> [Finding] {
        project.projectFiles.keys.filter { $0.hasSuffix(".xcconfig") }.sorted().map { path in
            let first = project.xcodeConfigFiles.file(at: path)?.assignments.first.map { $0.key + "=" + $0.value } ?? "none"
            return Finding(rule: Self.id, severity: .info, path: path, line: 1, column: 1, offset: 0,
                           message: (path as NSString).lastPathComponent + ": " + first)
        }
    }
}

final class PipelineTests: XCTestCase {
    /// A build configuration file that vanished or holds stray bytes is no error of the run: its
    /// settings are unknown, or read as far as they go.
    func testBuildConfigurationFilesAreReadWithoutErrors() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Config/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0 // minimum\n")
        try sandbox.write("Config/Binary.xcconfig", bytes: Array("SDKROOT = iphoneos\n".utf8) + [0, 0xE9, 0x0A])
        let result = run(sandbox, [ListBuildConfigurations.self], extra: [sandbox.path("Config/Vanished.xcconfig")])
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.finding.message), ["Base.xcconfig: IPHONEOS_DEPLOYMENT_TARGET=15.0", "Binary.xcconfig: SDKROOT=iphoneos"])
        XCTAssertEqual(result.summaries.first?.filesScanned, 2)
    }

    /// Sources are read, and the headers beside them; other headers and prefix headers only when
    /// they name what an Objective-C report reads (their macros and inline functions are code);
    /// bytes that are not UTF-8 in an Objective-C file are no error of the run (only a rule that
    /// reads it can tell).
    func testObjectiveCSourcesAndHeadersAreRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/AppDelegate.h", "#import <UIKit/UIKit.h>\n")
        try sandbox.write("App/AppDelegate.m", "#import \"AppDelegate.h\"\n")
        try sandbox.write("App/Lonely.h", "#define LONELY 1\n")
        try sandbox.write("App/Layout.h", "#define WIDTH [UIScreen mainScreen].bounds.size.width\n")
        try sandbox.write("App/App-Prefix.pch", "#define KEY [UIApplication sharedApplication].keyWindow\n")
        try sandbox.write("App/Other-Prefix.pch", "#import <Foundation/Foundation.h>\n")
        try sandbox.write("App/Latin1.m", "// caf\u{E9}\n")
        let latin1 = sandbox.path("App/Latin1.m")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: latin1))
        let result = run(sandbox, [ListObjectiveC.self])
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.finding.message).sorted(),
                       ["App-Prefix.pch: #define KEY [UIApplication sharedApplication].keyWindow", "AppDelegate.h: #import <UIKit/UIKit.h>",
                        "AppDelegate.m: #import \"AppDelegate.h\"", "Latin1.m: none",
                        "Layout.h: #define WIDTH [UIScreen mainScreen].bounds.size.width"])
        XCTAssertEqual(result.summaries.first?.filesScanned, 5)
    }

    /// A file loaded ahead is taken as it was loaded, once, instead of being read again; one the
    /// root does not list (git ignores it) is dropped; a file not loaded ahead is read.
    func testFilesLoadedAheadAreTakenOnceInsteadOfReadAgain() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let note = 1\n")
        try sandbox.write("B.swift", "let note = 2\n")
        try sandbox.write("Ignored.swift", "let note = 3\n")
        let ahead = LoadAhead(swiftPaths: [sandbox.path("A.swift"), sandbox.path("Ignored.swift")], threads: 1)
        let deadline = Date().addingTimeInterval(10)
        while ahead.count < 2 && Date() < deadline { usleep(1000) }
        ahead.stop()
        XCTAssertEqual(ahead.count, 2)
        // Read again, A.swift would have no note.
        try sandbox.write("A.swift", "let other = 1\n")
        var root = PipelineRoot(root: sandbox.root.path, paths: [sandbox.path("A.swift"), sandbox.path("B.swift")])
        root.loadedAhead = ahead
        let pipeline = Pipeline(codemods: [CreateNote.self], jobs: 2)
        XCTAssertEqual(pipeline.run([root]).findings.map { ($0.finding.path as NSString).lastPathComponent }, ["A.swift", "B.swift"])
        XCTAssertEqual(ahead.count, 0)
        XCTAssertEqual(pipeline.run([root]).findings.map { ($0.finding.path as NSString).lastPathComponent }, ["B.swift"])
    }

    func run(_ sandbox: Sandbox, _ codemods: [any Codemod.Type], options: [String: String] = [:], jobs: Int = 2,
             extra: [String] = []) -> PipelineResult {
        let paths = sandbox.tree().keys.sorted().map { sandbox.path($0) } + extra
        return Pipeline(codemods: codemods, options: options, jobs: jobs).run([PipelineRoot(root: sandbox.root.path, paths: paths)])
    }

    /// Removing a @State default is a behaviour change only where an init assigns some other value:
    /// an init assigning the default's own literal starts the property where it started before.
    func testStateDefaultRemovalIsSafeWhenEveryInitAssignsTheSameLiteral() throws {
        let sandbox = try Sandbox()
        try sandbox.write("V.swift", """
            import SwiftUI

            struct V: View {
                @State var isPlaying: Bool = false
                @State var count = 0
                @State var title = "a"
                @State var stamp = Date()
                let id: Int

                init(id: Int) {
                    self.id = id
                    self.isPlaying = false
                    count = 1
                    title = "a"
                    stamp = Date()
                }

                var body: some View { Text(title) }
            }

            """)
        let result = run(sandbox, [RedundantStateDefault.self])
        var safety: [String: Bool] = [:]
        for reported in result.findings where reported.finding.message.hasPrefix("removed the @State default") {
            let name = reported.finding.message.split(separator: "'")[1]
            safety[String(name)] = reported.finding.fix?.safety.behaviorChange != nil
        }
        XCTAssertEqual(safety, ["isPlaying": false, "count": true, "title": false, "stamp": true],
                       "only a different value, or an expression evaluated at another time, changes behaviour")
    }

    func testOutputIsTheSameWhateverTheJobCount() throws {
        let sandbox = try Sandbox()
        for i in 0..<40 {
            try sandbox.write("F\(i).swift", String(repeating: "let x\(i) = 1\n", count: i % 7) + "foo(legacy)\nfoo()\n")
        }
        let one = run(sandbox, [FooToBar.self, ReportLegacy.self], jobs: 1)
        let eight = run(sandbox, [FooToBar.self, ReportLegacy.self], jobs: 8)
        XCTAssertEqual(one.findings, eight.findings)
        XCTAssertEqual(one.changes, eight.changes)
        XCTAssertEqual(one.findings.count, 120)
        XCTAssertEqual(one.changes.count, 40)
        let keys = one.findings.map { ($0.finding.path, $0.finding.offset) }
        XCTAssertTrue(zip(keys, keys.dropFirst()).allSatisfy { $0.0 < $0.1 || ($0.0 == $0.1) }, "findings are sorted by path, then offset")
    }

    func testBadFilesAreErrorsNamingTheFileAndTheRestIsProcessed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Good.swift", "foo()\n")
        try sandbox.write("Binary.swift", bytes: Array("let a = 1\n".utf8) + [0, 1, 2])
        try sandbox.write("Latin1.swift", bytes: Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8))
        try sandbox.write("Open.swift", "func f() {\n    foo(\n")
        let result = run(sandbox, [FooToBar.self], extra: [sandbox.path("Vanished.swift")])
        XCTAssertEqual(result.errors.map { ($0.path as NSString).lastPathComponent }, ["Binary.swift", "Latin1.swift", "Open.swift", "Vanished.swift"])
        let messages = Dictionary(uniqueKeysWithValues: result.errors.map { (($0.path as NSString).lastPathComponent, $0.message) })
        XCTAssertTrue(messages["Binary.swift"]!.contains("binary file"))
        XCTAssertTrue(messages["Latin1.swift"]!.contains("invalid UTF-8 at line 1"))
        XCTAssertTrue(messages["Open.swift"]!.contains("unbalanced brackets"))
        XCTAssertTrue(messages["Vanished.swift"]!.contains("no such file"))
        XCTAssertEqual(result.changes.map { ($0.path as NSString).lastPathComponent }, ["Good.swift"])
        XCTAssertEqual(result.summaries.first?.errors, 4)
        XCTAssertEqual(result.summaries.first?.filesScanned, 1)
    }

    func testOverlappingFixIsRejectedWholeWithAHintToRunAgain() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "foo()\nlet y = foo\n")
        let result = run(sandbox, [FooToBar.self, FooCallToBaz.self])
        let statuses = result.findings.map { "\($0.finding.rule):\($0.finding.line):\($0.status)" }
        XCTAssertEqual(statuses, ["foo-call-to-baz:1:accepted", "foo-to-bar:1:rejected", "foo-to-bar:2:accepted"])
        let rejected = result.findings[1].finding
        XCTAssertTrue(rejected.message.contains("run modernize again"), rejected.message)
        XCTAssertNil(rejected.fix)
        XCTAssertEqual(rejected.severity, .warning)
        XCTAssertEqual(String(decoding: result.changes[0].result, as: UTF8.self), "baz()\nlet y = bar\n")
    }

    func testAFixInsideTextAnotherFixMovesIsAppliedInTheSameRun() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let a = foo\nwrap(foo + foo)\nlet b = foo\n")
        let result = run(sandbox, [FooToBar.self, WrapToBlock.self])
        XCTAssertEqual(result.findings.map(\.status), Array(repeating: .accepted, count: 5), "\(result.findings.map(\.finding.message))")
        XCTAssertFalse(result.findings.contains { $0.finding.message.contains("run modernize again") })
        let change = try XCTUnwrap(result.changes.first)
        XCTAssertEqual(String(decoding: change.result, as: UTF8.self), "let a = bar\nblock { bar + bar }\nlet b = bar\n")
        XCTAssertEqual(EditSet.apply(change.edits, to: change.original), change.result, "the patch's edits give the same result")
        XCTAssertEqual(change.edits.count, 3, "edits outside the moved text keep their own spans: \(change.edits)")
        try sandbox.write("A.swift", String(decoding: change.result, as: UTF8.self))
        XCTAssertTrue(run(sandbox, [FooToBar.self, WrapToBlock.self]).changes.isEmpty, "a second run changes nothing")
    }

    func testComposedEditsDoWhatBothPassesDid() {
        var generator = SystemRandomNumberGenerator()
        func randomEdits(over count: Int) -> [Edit] {
            var edits: [Edit] = [], at = 0
            while at <= count, Int.random(in: 0..<4, using: &generator) != 0 {
                let start = Int.random(in: at...count, using: &generator)
                let end = min(count, start + Int.random(in: 0...3, using: &generator))
                let text = String((0..<Int.random(in: 0...4, using: &generator)).map { _ in "xyz\n".randomElement(using: &generator)! })
                edits.append(Edit(range: start..<end, replacement: text))
                at = end + 1
            }
            return edits
        }
        for _ in 0..<3000 {
            let original = Array(String((0..<Int.random(in: 0...12, using: &generator)).map { _ in "ab\n".randomElement(using: &generator)! }).utf8)
            let first = randomEdits(over: original.count)
            let intermediate = EditSet.apply(first, to: original)
            let second = randomEdits(over: intermediate.count)
            let final = EditSet.apply(second, to: intermediate)
            guard let composed = EditSet.compose(first, then: second, original: original, intermediate: intermediate) else {
                XCTFail("no composition of \(first) then \(second) over \(original)"); return
            }
            XCTAssertEqual(EditSet.apply(composed, to: original), final, "\(first) then \(second) over \(String(decoding: original, as: UTF8.self))")
        }
    }

    func testMultiFileFixIsAllOrNothing() throws {
        let sandbox = try Sandbox()
        let plist = "<dict>\n\t<string>legacy</string>\n</dict>\n"
        try sandbox.write("App/AppDelegate.swift", "class AppDelegate {}\n")
        try sandbox.write("App/Info.plist", plist)
        try sandbox.write("App.xcodeproj/project.pbxproj", "/* End PBXFileReference section */\n")
        let accepted = run(sandbox, [AddScene.self])
        XCTAssertEqual(accepted.changes.map { ($0.path as NSString).lastPathComponent }, ["project.pbxproj", "Info.plist"])
        XCTAssertEqual(accepted.created.map { ($0.path as NSString).lastPathComponent }, ["SceneDelegate.swift"])

        // The file it would create exists: nothing of the fix is kept, the plist included.
        try sandbox.write("App/SceneDelegate.swift", "// mine\n")
        let rejected = run(sandbox, [AddScene.self])
        XCTAssertTrue(rejected.changes.isEmpty)
        XCTAssertTrue(rejected.created.isEmpty)
        XCTAssertEqual(rejected.findings.map(\.status), [.rejected])
        XCTAssertTrue(rejected.findings[0].finding.message.contains("already exists"))
    }

    func testNewFilesMergeWhenIdenticalAndConflictOtherwise() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "note\n")
        try sandbox.write("B.swift", "note\n")
        let same = run(sandbox, [CreateNote.self])
        XCTAssertEqual(same.created.count, 1)
        XCTAssertEqual(same.findings.map(\.status), [.accepted, .accepted])
        let different = run(sandbox, [CreateNote.self], options: ["per-file-notes": "true"])
        XCTAssertEqual(different.created.map { String(decoding: $0.contents, as: UTF8.self) }, ["from A.swift\n"])
        XCTAssertEqual(different.findings.map(\.status), [.accepted, .rejected])
    }

    func testSuppressionComments() throws {
        let sandbox = try Sandbox()
        try sandbox.write("S.swift", """
        foo() // modernize:ignore
        foo() // modernize:ignore foo-to-bar
        foo() // modernize:ignore report-legacy, foo-to-bar
        foo() // modernize:ignore report-legacy
        // modernize:ignore foo-to-bar
        foo()
        let a = 1 // modernize:ignore foo-to-bar
        foo()
        foo() /* modernize:ignore */
        foo(legacy) // modernize:ignore report-legacy -- a reason

        """)
        try sandbox.write("Info.plist", "<!-- modernize:ignore -->\n")
        let result = run(sandbox, [FooToBar.self, ReportLegacy.self])
        let lines = result.findings.map { "\($0.finding.rule):\($0.finding.line)" }
        XCTAssertEqual(lines, ["foo-to-bar:4", "foo-to-bar:8", "foo-to-bar:9", "foo-to-bar:10"])
    }

    /// A typo in an ignore comment suppresses nothing; it is reported (SwiftLint reports the
    /// same as superfluous_disable_command), with the closest rule id.
    func testIgnoreCommentsNamingNoRuleAreReported() throws {
        let sandbox = try Sandbox()
        try sandbox.write("S.swift", """
        foo() // modernize:ignore foo-to-baz
        foo() // modernize:ignore foo-to-bar
        // modernize:ignore because it is fine
        foo()

        """)
        let result = run(sandbox, [FooToBar.self])
        let reports = result.findings.filter { $0.finding.rule == Suppression.ruleID }.map(\.finding)
        XCTAssertEqual(reports.map(\.line), [1, 3])
        XCTAssertEqual(reports.map(\.severity), [.warning, .warning])
        XCTAssertTrue(reports[0].message.contains("`foo-to-baz` (did you mean `foo-to-bar`?)"), reports[0].message)
        XCTAssertTrue(reports[1].message.contains("`because`,"), reports[1].message)
        // The typo suppressed nothing: line 1 is still rewritten, line 2 is not.
        XCTAssertEqual(result.findings.filter { $0.finding.rule == "foo-to-bar" }.map(\.finding.line), [1, 4])
    }

    func testIgnoreCommentParsing() {
        XCTAssertEqual(Suppression.ignoredRules(inComment: "// modernize:ignore"), [])
        XCTAssertEqual(Suppression.ignoredRules(inComment: "//modernize:ignore a-b,c"), ["a-b", "c"])
        XCTAssertEqual(Suppression.ignoredRules(inComment: "// modernize:ignore a , b because"), ["a", "b"])
        XCTAssertNil(Suppression.ignoredRules(inComment: "// modernize:ignored"))
        XCTAssertNil(Suppression.ignoredRules(inComment: "// see modernize:ignore"))
    }

    func testKeepingFixesDropsAFixEverywhere() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/AppDelegate.swift", "class AppDelegate { let x = foo }\n")
        try sandbox.write("App/Info.plist", "<string>legacy</string>\n")
        let result = run(sandbox, [AddScene.self, FooToBar.self])
        XCTAssertEqual(result.changes.count, 2)
        let kept = result.keepingFixes { $0.finding.rule == "foo-to-bar" }
        XCTAssertEqual(kept.changes.map { ($0.path as NSString).lastPathComponent }, ["AppDelegate.swift"])
        XCTAssertTrue(kept.created.isEmpty)
        XCTAssertEqual(kept.summaries[0].changes, 1)
    }
}

final class ProjectContextSharedTests: XCTestCase {
    func testSharedComputesOnceAndKeepsOptionalResults() {
        let context = ProjectContext(root: ".", files: [])
        var calls = 0
        let first: Int? = context.shared("k") { calls += 1; return nil }
        let second: Int? = context.shared("k") { calls += 1; return 5 }
        XCTAssertNil(first)
        XCTAssertNil(second, "the stored nil is the shared value")
        XCTAssertEqual(calls, 1)
        let other: Int? = context.shared("other") { 7 }
        XCTAssertEqual(other, 7)
    }
}
