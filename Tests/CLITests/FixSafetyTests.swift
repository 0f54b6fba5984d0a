import Codemods
import Foundation
import XCTest

/// Every change carries its safety class, reports disclose behaviour changes, and `--safe-only`
/// applies only the safe ones, with the dry run and `--apply` agreeing.
final class FixSafetyTests: XCTestCase {
    /// The change objects of a JSON run of `rule` over `files`, with extra arguments.
    func changes(_ rule: String, _ files: [String: String], _ extra: [String] = []) throws -> [[String: Any]] {
        let sandbox = try Sandbox()
        for (path, text) in files { try sandbox.write("app/" + path, text) }
        let outcome = runCommand(["--format", "json", "--only", rule] + extra + ["app"], codemods: Registry.all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return outcome.jsonLines.filter { $0["type"] as? String == "change" }
    }

    func testStateDefaultRemovalIsABehaviourChangeOnlyWhenTheInitAssignsThroughTheWrappedValue() throws {
        let view = """
            import SwiftUI
            struct Profile: View {
                @State private var name: String = "Guest"
                init(name: String) {
                    ASSIGNMENT
                }
                var body: some View { Text(name) }
            }

            """
        let plain = try changes("redundant-state-default", ["Profile.swift": view.replacingOccurrences(of: "ASSIGNMENT", with: "self.name = name")])
        XCTAssertEqual(plain.count, 1)
        XCTAssertEqual(plain.first?["safety"] as? String, "behavior")
        XCTAssertEqual(plain.first?["behavior"] as? String,
                       "'name' now starts with the value assigned in init(name:) at line 4, which the default used to override")
        let wrapper = try changes("redundant-state-default",
                                  ["Profile.swift": view.replacingOccurrences(of: "ASSIGNMENT", with: "_name = State(initialValue: name)")])
        XCTAssertEqual(wrapper.count, 1)
        XCTAssertEqual(wrapper.first?["safety"] as? String, "safe")
        XCTAssertNil(wrapper.first?["behavior"])
    }

    func testMovingInitializationsIsABehaviourChangeOnlyWhenCallsSwapOrder() throws {
        let view = """
            import SwiftUI
            func load() -> Int { 1 }
            func format(_ s: String) -> String { s }
            struct Counter: View {
                @State private var count: Int
                let title: String
                init(title: String) {
                    count = STATE
                    self.title = TITLE
                }
                var body: some View { Text(title) }
            }

            """
        func reorder(_ state: String, _ title: String) throws -> [String: Any]? {
            try changes("redundant-state-default", ["Counter.swift": view.replacingOccurrences(of: "STATE", with: state)
                .replacingOccurrences(of: "TITLE", with: title)]).first
        }
        XCTAssertEqual(try reorder("42", "title")?["safety"] as? String, "safe")
        XCTAssertEqual(try reorder("load()", "title")?["safety"] as? String, "safe", "nothing in the moved statement runs code")
        XCTAssertEqual(try reorder("42", "format(title)")?["safety"] as? String, "safe", "nothing it moves above runs code")
        let swapped = try reorder("load()", "format(title)")
        XCTAssertEqual(swapped?["safety"] as? String, "behavior")
        XCTAssertEqual(swapped?["behavior"] as? String, "format(...) now runs before load(...), which used to run first")
    }

    func testThrowingTaskIsSafeUnlessTheCatchTemplateHoldsCode() throws {
        let source = ["Sync.swift": "func sync() {\n    Task { try await upload() }\n}\n"]
        XCTAssertEqual(try changes("throwing-task", source).map { $0["safety"] as? String }, ["safe"])
        XCTAssertEqual(try changes("throwing-task", source, ["--task-fix", "discard"]).map { $0["safety"] as? String }, ["safe"])
        XCTAssertEqual(try changes("throwing-task", source, ["--task-catch-template", "// dropped on purpose"])
            .map { $0["safety"] as? String }, ["safe"])
        let logged = try changes("throwing-task", source, ["--task-catch-template", "logger.error(\"\\(error)\")"])
        XCTAssertEqual(logged.map { $0["safety"] as? String }, ["behavior"])
        XCTAssertEqual(logged.first?["behavior"] as? String,
                       "errors thrown in the task, which were dropped, now run `logger.error(\"\\(error)\")` (--task-catch-template); cancellation is still ignored")
    }

    func testOpenURLRewritesChangeBehaviourExceptTheLegacyOpenStatement() throws {
        let source = """
            import UIKit
            final class Links: UIViewController {
                func help(_ url: URL) {
                    if UIApplication.shared.canOpenURL(url) {
                        UIApplication.shared.open(url)
                    } else {
                        present(UIAlertController(), animated: true)
                    }
                }
                func legacy(_ url: URL) {
                    UIApplication.shared.openURL(url)
                }
            }

            """
        let found = try changes("open-url-preflight", ["Links.swift": source])
        XCTAssertEqual(found.map { $0["code"] as? String }, ["URL-B", "URL-H"])
        XCTAssertEqual(found.map { $0["safety"] as? String }, ["behavior", "safe"])
        let how = try XCTUnwrap(found.first?["behavior"] as? String)
        XCTAssertTrue(how.contains("attempted without asking canOpenURL") && how.contains("the fallback runs later, in the open's completion"), how)
    }

    func testScreenScaleSaysWhenTheViewMayBeInNoWindow() throws {
        let source = """
            import UIKit
            final class Badge: UIView {
                override func layoutSubviews() {
                    layer.borderWidth = 1 / UIScreen.main.scale
                }
                func snapshotScale() -> CGFloat {
                    UIScreen.main.scale
                }
            }

            """
        let found = try changes("screen-scale", ["Badge.swift": source])
        XCTAssertEqual(found.map { $0["safety"] as? String }, ["behavior", "behavior"])
        let layout = try XCTUnwrap(found.first?["behavior"] as? String)
        let other = try XCTUnwrap(found.last?["behavior"] as? String)
        XCTAssertTrue(layout.contains("that display's scale when the window is on an external one"), layout)
        XCTAssertFalse(layout.contains("0 (unspecified)"), "layout runs in a window: \(layout)")
        XCTAssertTrue(other.hasSuffix("and 0 (unspecified) if it runs before the view is in a window"), other)
    }

    /// The example's scene migration and launch screen are behaviour changes; JSON, SARIF, GitHub
    /// annotations and the human report all say so.
    func testDismissIsABehaviourChangeOnlyWhereAWindowCanClose() throws {
        let view = """
            import SwiftUI
            struct Sheet: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View { Button("Done") { presentationMode.wrappedValue.dismiss() } }
            }

            """
        func manifest(_ platforms: String) -> String {
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"K\", platforms: [\(platforms)], targets: [.target(name: \"K\")])\n"
        }
        let options = ["--swiftui-modernize", "available"]
        let iOS = try changes("swiftui-dismiss", ["Package.swift": manifest(".iOS(.v15)"), "Sources/K/Sheet.swift": view], options)
        XCTAssertEqual(iOS.count, 1)
        XCTAssertEqual(iOS.first?["safety"] as? String, "safe")
        for platforms in [".iOS(.v15), .macOS(.v12)", ".iOS(.v17), .visionOS(.v1)"] {
            let windows = try changes("swiftui-dismiss", ["Package.swift": manifest(platforms), "Sources/K/Sheet.swift": view], options)
            XCTAssertEqual(windows.count, 1, platforms)
            XCTAssertEqual(windows.first?["safety"] as? String, "behavior", platforms)
            XCTAssertEqual(windows.first?["behavior"] as? String,
                           "in a file built for macOS or visionOS, dismiss() in a window's root view can close the window, where presentationMode did nothing")
        }
    }

    func testTintIsRefusedWhereTheProjectReadsTheAccentColor() throws {
        let toggle = "import SwiftUI\nstruct Row: View {\n    var body: some View { Toggle(\"On\", isOn: .constant(true)).accentColor(.green) }\n}\n"
        let options = ["--swiftui-modernize", "available", "--deployment-target", "15.0"]
        let alone = try changes("swiftui-tint", ["Row.swift": toggle, "Theme.swift": "struct Theme { var accentColor = 1 }\nlet t = Theme().accentColor\n"], options)
        XCTAssertEqual(alone.count, 1, "another value's accentColor property is not the environment's color")
        for read in ["let c = Color.accentColor\n", "let c: Color = .accentColor\n", "let v = Text(\"x\").foregroundStyle(.accentColor)\n"] {
            let sandbox = try Sandbox()
            try sandbox.write("app/Row.swift", toggle)
            try sandbox.write("app/Badge.swift", "import SwiftUI\n" + read)
            let outcome = runCommand(["--format", "json", "--only", "swiftui-tint"] + options + ["app"], codemods: Registry.all, cwd: sandbox.root.path)
            XCTAssertTrue(outcome.jsonLines.filter { $0["type"] as? String == "change" }.isEmpty, read)
            let findings = outcome.jsonLines.filter { $0["type"] as? String == "finding" }
            XCTAssertEqual(findings.map { $0["code"] as? String }, ["TINT-W1"], read)
            XCTAssertTrue((findings.first?["message"] as? String ?? "").contains("app/Badge.swift:2"), "\(findings)")
        }
    }

    func testEveryReportFormatDisclosesBehaviourChanges() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(at: EndToEndTests.example, to: sandbox.url("LegacyApp"))
        let json = try runBinary(["--format", "json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(json.status, 0, json.stderr)
        let changes = json.jsonLines.filter { $0["type"] as? String == "change" }
        for object in changes {
            let safety = object["safety"] as? String
            XCTAssertTrue(safety == "safe" || safety == "behavior", "\(object)")
            XCTAssertEqual(safety == "behavior", (object["behavior"] as? String)?.isEmpty == false, "\(object)")
        }
        for rule in ["scene-delegate", "launch-screen", "screen-scale", "open-url-preflight", "redundant-state-default"] {
            XCTAssertTrue(changes.contains { $0["rule"] as? String == rule && $0["safety"] as? String == "behavior" }, rule)
        }
        XCTAssertTrue(changes.filter { $0["rule"] as? String == "throwing-task" }.allSatisfy { $0["safety"] as? String == "safe" })
        let behaviour = changes.filter { $0["safety"] as? String == "behavior" }.count
        XCTAssertEqual(json.jsonLines.last?["behavior"] as? Int, behaviour)
        XCTAssertEqual(json.jsonLines.last?["changes"] as? Int, changes.count)

        let human = try runBinary(["LegacyApp"], cwd: sandbox.root)
        XCTAssertTrue(human.stderr.contains("\(changes.count) rewrites (\(behaviour) change behaviour)"), human.stderr)
        XCTAssertEqual(human.stderr.components(separatedBy: "\n    changes behaviour: ").count - 1, behaviour, human.stderr)

        let sarif = try runBinary(["--format", "sarif", "LegacyApp"], cwd: sandbox.root)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let properties = results.compactMap { $0["properties"] as? [String: Any] }
        XCTAssertEqual(properties.filter { $0["safety"] as? String == "behavior" && $0["behavior"] is String }.count, behaviour)
        XCTAssertEqual(properties.filter { $0["safety"] as? String == "safe" }.count, changes.count - behaviour)

        let github = try runBinary(["--format", "github", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(github.stdout.components(separatedBy: "(modernize --apply rewrites this); it changes behaviour: ").count - 1, behaviour)
    }

    /// `--safe-only`: the behaviour changes are findings saying why they were left out, the patch
    /// holds only safe changes, `git apply` of it equals `--apply --safe-only`, and a second run is empty.
    func testSafeOnlyAppliesOnlySafeChangesAndTheDryRunEqualsApply() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(at: EndToEndTests.example, to: sandbox.url("LegacyApp"))
        try FileManager.default.copyItem(at: EndToEndTests.example, to: sandbox.url("Reviewed"))
        let json = try runBinary(["--safe-only", "--format", "json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(json.status, 0, json.stderr)
        let changes = json.jsonLines.filter { $0["type"] as? String == "change" }
        XCTAssertFalse(changes.isEmpty)
        XCTAssertTrue(changes.allSatisfy { $0["safety"] as? String == "safe" }, "\(changes)")
        let withheld = json.jsonLines.filter { ($0["message"] as? String)?.hasSuffix("; not rewritten: it changes behaviour (--safe-only)") == true }
        XCTAssertEqual(withheld.count, json.jsonLines.last?["withheld"] as? Int)
        XCTAssertTrue(withheld.count >= 5, "\(withheld.count)")
        for object in withheld {
            XCTAssertEqual(object["type"] as? String, "finding")
            XCTAssertEqual(object["severity"] as? String, "warning")
            XCTAssertEqual(object["safety"] as? String, "behavior")
            XCTAssertNotNil(object["behavior"] as? String)
        }
        XCTAssertFalse(json.jsonLines.contains { $0["type"] as? String == "create" }, "the scene migration's new file is left out")

        let dry = try runBinary(["--safe-only", "LegacyApp"], cwd: sandbox.root)
        XCTAssertTrue(dry.stderr.contains("(\(withheld.count) rewrites left out by --safe-only: they change behaviour)"), dry.stderr)
        XCTAssertFalse(dry.stdout.contains("SceneDelegate.swift"), "no behaviour change in the patch")
        XCTAssertFalse(dry.stdout.contains("traitCollection"), "no behaviour change in the patch")
        let patch = dry.stdout.replacingOccurrences(of: " a/LegacyApp/", with: " a/Reviewed/").replacingOccurrences(of: " b/LegacyApp/", with: " b/Reviewed/")
        if let problem = try gitApply(patch, in: sandbox.root) { XCTFail("git apply failed: \(problem)") }
        XCTAssertEqual(try runBinary(["--safe-only", "--apply", "LegacyApp"], cwd: sandbox.root).status, 0)
        assertSameTree(sandbox.tree("LegacyApp"), sandbox.tree("Reviewed"), "git apply of the --safe-only dry run equals --apply --safe-only")
        let applied = sandbox.tree("LegacyApp")
        XCTAssertEqual(try runBinary(["--safe-only", "LegacyApp"], cwd: sandbox.root).stdout, "", "a second --safe-only run changes nothing")
        let check = try runBinary(["--safe-only", "--check", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(check.status, 1, "withheld behaviour changes still fail --check")
        XCTAssertEqual(sandbox.tree("LegacyApp"), applied)
    }

    /// A safe fix that overlaps a withheld behaviour change is applied, not postponed.
    func testASafeFixOverlappingAWithheldOneIsApplied() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/A.swift", "foo()\n")
        let codemods: [any Codemod.Type] = [CallFooAsBaz.self, FooToBar.self]
        let all = runCommand(["--format", "json", "r"], codemods: codemods, cwd: sandbox.root.path)
        XCTAssertEqual(all.jsonLines.first { $0["type"] as? String == "change" }?["rule"] as? String, "call-foo-as-baz")
        let safe = runCommand(["--safe-only", "r"], codemods: codemods, cwd: sandbox.root.path)
        XCTAssertTrue(safe.stdout.contains("+bar()"), safe.stdout)
        XCTAssertTrue(safe.stderr.contains("call baz; not rewritten: it changes behaviour (--safe-only) [call-foo-as-baz]"), safe.stderr)
        XCTAssertFalse(safe.stderr.contains("run modernize again"), safe.stderr)
    }

    /// `--interactive` says how a change alters behaviour before asking about it.
    func testInteractiveShowsTheBehaviourChangeWithTheQuestion() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/A.swift", "foo()\n")
        let outcome = runCommand(["--interactive", "r"], codemods: [CallFooAsBaz.self], cwd: sandbox.root.path, input: ["n"])
        XCTAssertTrue(outcome.stderr.contains("(1/1) call baz [call-foo-as-baz]\nchanges behaviour: baz() runs where foo() did\nApply this change?"),
                      outcome.stderr)
        XCTAssertEqual(sandbox.read("r/A.swift"), "foo()\n")
    }

    func testExplainHasAFixSafetySectionForEveryRule() {
        for codemod in Registry.all {
            let outcome = runCommand(["explain", codemod.id], codemods: Registry.all, cwd: FileManager.default.temporaryDirectory.path)
            XCTAssertTrue(outcome.stdout.contains("\nFix safety:\n    "), codemod.id)
        }
        let rewriting = ["launch-screen", "open-url-preflight", "redundant-state-default", "scene-delegate", "screen-scale", "throwing-task",
                         "swiftui-clip-shape", "swiftui-foreground-style", "swiftui-ignores-safe-area", "swiftui-navigation-title",
                         "swiftui-on-change", "swiftui-text-input-autocapitalization", "swiftui-tint",
                         "swiftui-dismiss", "swiftui-navigation-stack", "swiftui-preview-macro", "swiftui-alert", "swiftui-confirmation-dialog"]
        for codemod in Registry.all {
            XCTAssertEqual(codemod.fixSafety != reportOnlyFixSafety, rewriting.contains(codemod.id), codemod.id)
        }
    }
}
