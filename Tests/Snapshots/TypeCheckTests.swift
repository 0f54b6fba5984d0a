import Codemods
import Foundation
import XCTest

/// Type-checks every fixture input and expected output against the SDK stand-ins in Tests/Stubs:
/// a rewrite must not add an error or a warning its input did not have.
final class TypeCheckTests: XCTestCase {
    static let knownTypeErrors = StubModules.root.appendingPathComponent("known-type-errors.txt")
    static let knownInputErrors = StubModules.root.appendingPathComponent("known-input-errors.txt")

    struct Outcome {
        var unit: TypeCheckUnit
        var input: Set<Diagnostic>
        var output: Set<Diagnostic>
        /// What the output has that the input did not.
        var added: Set<Diagnostic> { output.subtracting(input) }
        var inputErrors: Set<Diagnostic> { input.filter { $0.severity == "error" } }
    }

    private func modules() throws -> URL {
        let built = StubModules.built
        guard let directory = built.directory else {
            if ExternalTools.swiftc == nil { throw XCTSkip("swiftc is not on PATH") }
            XCTFail(built.failure ?? "stub modules were not built")
            throw XCTSkip("stub modules were not built")
        }
        return directory
    }

    /// Input and output of every unit; the output only when the rewrite changed something.
    static func typeCheck(_ units: [TypeCheckUnit], modules: URL) -> [Outcome] {
        Parallel.map(units) { unit in
            let variant = StubModules.swiftUIVariant(forIOS: unit.iOSDeploymentMajor)
            let input = TypeChecker.diagnostics(files: unit.input + unit.support, modules: modules, variant: variant)
                .union(DelegateSignatures.diagnostics(files: unit.input))
            let output = unit.output == unit.input ? input
                : TypeChecker.diagnostics(files: unit.output + unit.support, modules: modules, variant: variant)
                    .union(DelegateSignatures.diagnostics(files: unit.output))
            return Outcome(unit: unit, input: input, output: output)
        }
    }

    /// Failures for outcomes against the known lists: an added diagnostic or an input error not
    /// listed, a listed one that is gone, and a listed case that does not exist.
    static func verdict(_ outcomes: [Outcome], knownOutput: TypeCheckExpectations, knownInput: TypeCheckExpectations) -> [String] {
        var failures: [String] = []
        for outcome in outcomes {
            let title = outcome.unit.title
            let expectedAdded = knownOutput.diagnostics(for: title)
            let added = Set(outcome.added.map(\.description))
            for diagnostic in added.subtracting(expectedAdded).sorted() {
                failures.append("\(title): the expected output adds \(diagnostic) (a rewrite that no longer compiles; fix the codemod, "
                                + "or list it in Tests/Stubs/known-type-errors.txt with the reason)")
            }
            for diagnostic in expectedAdded.subtracting(added).sorted() {
                failures.append("\(title): known-type-errors.txt lists \(diagnostic), but the output no longer adds it; remove the line")
            }
            let expectedInput = knownInput.diagnostics(for: title)
            let inputErrors = Set(outcome.inputErrors.map(\.description))
            for diagnostic in inputErrors.subtracting(expectedInput).sorted() {
                failures.append("\(title): the input does not type-check: \(diagnostic) (declare what it uses in "
                                + "Tests/Stubs/Support/\(title.split(separator: "[")[0]).swift or the stubs, or list it in known-input-errors.txt)")
            }
            for diagnostic in expectedInput.subtracting(inputErrors).sorted() {
                failures.append("\(title): known-input-errors.txt lists \(diagnostic), but the input no longer has it; remove the line")
            }
        }
        let known = Set(outcomes.map(\.unit.title))
        for entry in knownOutput.entries + knownInput.entries where !known.contains(entry.unit) {
            failures.append("a known-error list names \(entry.unit), which is not a fixture module")
        }
        return failures
    }

    func testEveryFixtureOutputTypeChecksAsWellAsItsInput() throws {
        let modules = try modules()
        let started = Date()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let harness = SnapshotHarness(fixtures: SnapshotTests.fixtures, codemods: Registry.all)
        let units = try TypeCheckFixtures.units(fixtures: SnapshotTests.fixtures, ruleFolders: harness.ruleFolders(), scratch: scratch)
        XCTAssertFalse(units.isEmpty, "no fixtures found under \(SnapshotTests.fixtures.path)")
        let knownOutput = try TypeCheckExpectations.read(Self.knownTypeErrors)
        let knownInput = try TypeCheckExpectations.read(Self.knownInputErrors)
        let outcomes = Self.typeCheck(units, modules: modules)

        for failure in Self.verdict(outcomes, knownOutput: knownOutput, knownInput: knownInput) { XCTFail(failure) }
        let clean = outcomes.filter { $0.inputErrors.isEmpty && $0.added.isEmpty }.count
        let rewritten = units.filter { $0.output != $0.input }.count
        print("type-checked \(units.count) fixture modules, \(rewritten) of them rewritten (\(units.count + rewritten) swiftc runs; "
              + "\(clean) clean, inputs and outputs error-free) in "
              + String(format: "%.1f", Date().timeIntervalSince(started)) + "s")
    }

    /// The check can fail: a rewrite that drops `self` from an escaping completion inside a class,
    /// that calls an initializer UIKit does not have, that drops a value, or that names the wrong type
    /// for a @State property, is reported; a correct rewrite is not.
    /// Linux ignores `@available(iOS ...)`, so the SwiftUI stand-in is rebuilt per deployment target:
    /// a Text modifier from iOS 17 in an iOS 15 app adds a warning there, a View modifier from iOS 15
    /// does not, and the same output is clean at iOS 17.
    func testDeploymentTargetEmulationCatchesTooNewAPI() throws {
        let modules = try modules()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-typecheck-target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let before = "import SwiftUI\nstruct V: View {\n    var body: some View { VStack { Text(\"a\").foregroundColor(.red); Image(\"b\").foregroundColor(.red) } }\n}\n"
        let textAfter = before.replacingOccurrences(of: "Text(\"a\").foregroundColor", with: "Text(\"a\").foregroundStyle")
        let imageAfter = before.replacingOccurrences(of: "Image(\"b\").foregroundColor", with: "Image(\"b\").foregroundStyle")
        func unit(_ name: String, _ output: String, iOS: Int?) throws -> TypeCheckUnit {
            let input = scratch.appendingPathComponent("\(name)-in.swift"), result = scratch.appendingPathComponent("\(name)-out.swift")
            try Data(before.utf8).write(to: input)
            try Data(output.utf8).write(to: result)
            return TypeCheckUnit(title: name, input: [input.path], output: [result.path], support: [], iOSDeploymentMajor: iOS)
        }
        let outcomes = Dictionary(uniqueKeysWithValues: Self.typeCheck([
            try unit("text_at_15", textAfter, iOS: 15), try unit("image_at_15", imageAfter, iOS: 15),
            try unit("text_at_17", textAfter, iOS: 17), try unit("text_unknown", textAfter, iOS: nil),
        ], modules: modules).map { ($0.unit.title, $0) })
        XCTAssertEqual(outcomes["text_at_15"]?.added.map(\.message), ["'foregroundStyle' is deprecated: only available in iOS 17.0 or newer"])
        XCTAssertEqual(outcomes["image_at_15"]?.added, [])
        XCTAssertEqual(outcomes["text_at_17"]?.added, [])
        XCTAssertEqual(outcomes["text_unknown"]?.added, [])
    }

    func testTypeCheckCatchesWrongRewrites() throws {
        let modules = try modules()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-typecheck-self-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        func unit(_ name: String, input: String, output: String) throws -> TypeCheckUnit {
            let inputURL = scratch.appendingPathComponent("\(name)-in/\(name).swift")
            let outputURL = scratch.appendingPathComponent("\(name)-out/\(name).swift")
            for (url, text) in [(inputURL, input), (outputURL, output)] {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return TypeCheckUnit(title: name, input: [inputURL.path], output: [outputURL.path], support: [])
        }
        let before = """
            import UIKit

            final class Opener: UIViewController {
                func showError() {}
                func go(_ url: URL) {
                    if UIApplication.shared.canOpenURL(url) {
                        UIApplication.shared.open(url)
                    } else {
                        showError()
                    }
                }
            }

            """
        let missingSelf = before.replacingOccurrences(of: """
                    if UIApplication.shared.canOpenURL(url) {
                        UIApplication.shared.open(url)
                    } else {
                        showError()
                    }
            """, with: """
                    UIApplication.shared.open(url) { accepted in
                        if !accepted { showError() }
                    }
            """)
        let withSelf = missingSelf.replacingOccurrences(of: "{ showError() }", with: "{ self.showError() }")
        let wrongScene = """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(scene: windowScene)
                }
            }

            """
        // A single-expression Task body returns its value; wrapped in do/catch the value is dropped.
        let singleExpression = """
            final class Model {
                func save() async throws -> Int { 1 }
                func go() {
                    Task { try await save() }
                }
            }

            """
        let droppedResult = singleExpression.replacingOccurrences(
            of: "Task { try await save() }", with: "Task { do { try await save() } catch { print(error) } }")
        // Removing a @State default must name the type the literal had.
        let stateDefault = """
            import SwiftUI

            struct Zoom: View {
                @State private var scale = 1.0
                init(percent: Double) {
                    scale = percent / 100
                }
                var body: some View { Text("\\(scale)") }
            }

            """
        let wrongAnnotation = stateDefault.replacingOccurrences(of: "@State private var scale = 1.0", with: "@State private var scale: Int")
        let outcomes = Self.typeCheck([
            try unit("missing_self", input: before, output: missingSelf),
            try unit("with_self", input: before, output: withSelf),
            try unit("wrong_window_initializer", input: before, output: wrongScene),
            try unit("dropped_result", input: singleExpression, output: droppedResult),
            try unit("wrong_state_annotation", input: stateDefault, output: wrongAnnotation),
        ], modules: modules)
        XCTAssertEqual(outcomes.count, 5)
        let byTitle = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.unit.title, $0) })
        XCTAssertEqual(byTitle["missing_self"]?.inputErrors, [], "the input itself must type-check")
        XCTAssertTrue(byTitle["missing_self"]?.added.contains {
            $0.severity == "error" && $0.message.contains("'showError'") && $0.message.contains("explicit use of 'self'")
        } ?? false, "missing self not caught: \(byTitle["missing_self"]?.added.sorted() ?? [])")
        XCTAssertEqual(byTitle["with_self"]?.added, [], "a correct rewrite must add nothing")
        XCTAssertTrue(byTitle["wrong_window_initializer"]?.added.contains { $0.severity == "error" } ?? false,
                      "UIWindow(scene:) is not a UIKit initializer and must be caught")
        XCTAssertTrue(byTitle["wrong_window_initializer"]?.added.contains { $0.message.hasPrefix("delegate callback") } == false,
                      "a correct willConnectTo signature must not be reported")
        XCTAssertEqual(byTitle["wrong_state_annotation"]?.inputErrors, [])
        XCTAssertTrue(byTitle["wrong_state_annotation"]?.added.contains {
            $0.severity == "error" && $0.message.contains("'Double'") && $0.message.contains("'Int'")
        } ?? false, "a wrong type annotation not caught: \(byTitle["wrong_state_annotation"]?.added.sorted() ?? [])")
        XCTAssertEqual(byTitle["dropped_result"]?.inputErrors, [])
        XCTAssertTrue(byTitle["dropped_result"]?.added.contains {
            $0.severity == "warning" && $0.message.contains("result of call to 'save()' is unused")
        } ?? false, "a new unused-result warning not caught: \(byTitle["dropped_result"]?.added.sorted() ?? [])")
    }

    /// A scene delegate callback with a wrong label or type compiles but is never called; the
    /// signature check reports it, and accepts UIKit's own spelling with defaults and `any`.
    func testWrongDelegateSignatureIsReported() {
        let requirements = DelegateSignatures.uikitRequirements
        XCTAssertTrue(requirements.contains("scene(_:UIScene,willConnectTo:UISceneSession,options:UIScene.ConnectionOptions)"),
                      "requirements not read from the UIKit stub: \(requirements.sorted().prefix(5))")
        let source = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                           options connectionOptions: UIScene.ConnectionOptions) {}
                func sceneDidBecomeActive(_ scene: UIWindowScene) {}
                func sceneWillResignActive(scene: UIScene) {}
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {}
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { true }
                func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                 restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool { true }
            }
            """
        XCTAssertEqual(DelegateSignatures.mismatches(in: source, requirements: requirements).sorted(), [
            "sceneDidBecomeActive(_:UIWindowScene)",
            "sceneWillResignActive(scene:UIScene)",
        ])
    }

    /// The known lists work both ways: unlisted diagnostics fail, listed ones pass, and a listed
    /// diagnostic that is gone fails too.
    func testKnownListsFailWhenStaleOrIncomplete() {
        let unit = TypeCheckUnit(title: "rule/case", input: ["in.swift"], output: ["out.swift"], support: [])
        let missing = Diagnostic(severity: "error", message: "cannot find 'store' in scope")
        let unused = Diagnostic(severity: "warning", message: "result of call to 'load()' is unused")
        let outcome = Outcome(unit: unit, input: [missing], output: [missing, unused])
        func list(_ lines: [(String, String)]) -> TypeCheckExpectations {
            TypeCheckExpectations(entries: lines.map { .init(unit: $0.0, diagnostic: $0.1, why: "because") })
        }
        let both = Self.verdict([outcome], knownOutput: list([("rule/case", unused.description)]),
                                knownInput: list([("rule/case", missing.description)]))
        XCTAssertEqual(both, [])
        let none = Self.verdict([outcome], knownOutput: list([]), knownInput: list([]))
        XCTAssertEqual(none.count, 2)
        XCTAssertTrue(none.contains { $0.contains("the expected output adds warning: result of call to 'load()' is unused") })
        XCTAssertTrue(none.contains { $0.contains("the input does not type-check: error: cannot find 'store' in scope") })
        let fixed = Outcome(unit: unit, input: [], output: [])
        let stale = Self.verdict([fixed], knownOutput: list([("rule/case", unused.description)]),
                                 knownInput: list([("rule/case", missing.description), ("rule/gone", missing.description)]))
        XCTAssertEqual(stale.count, 3, "\(stale)")
        XCTAssertTrue(stale.contains { $0.contains("known-type-errors.txt lists warning: result of call to 'load()' is unused") })
        XCTAssertTrue(stale.contains { $0.contains("known-input-errors.txt lists error: cannot find 'store' in scope") })
        XCTAssertTrue(stale.contains { $0.contains("names rule/gone, which is not a fixture module") })
    }
}
