import Foundation
import XCTest

/// The structural swiftui-* migrations and the report-only suggestions through the real binary: the
/// default mode leaves soft-deprecated and superseded API alone, `available` rewrites and reports what the
/// deployment target allows, and a second run changes nothing.
final class SwiftUIMigrationsCLITests: XCTestCase {
    let source = """
        import SwiftUI

        final class Store: ObservableObject {
            @Published var count = 0
        }

        struct Detail: View {
            @Environment(\\.presentationMode) var presentationMode
            @StateObject private var store = Store()
            var body: some View {
                NavigationView {
                    Button("Done") { presentationMode.wrappedValue.dismiss() }
                }
                .navigationViewStyle(.stack)
                .onAppear {
                    Task { await load() }
                }
            }
            func load() async {}
        }

        struct Detail_Previews: PreviewProvider {
            static var previews: some View {
                Detail()
            }
        }

        """

    func testDefaultModeLeavesThemAloneAndAvailableModeRewritesOnce() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let sandbox = try Sandbox()
        try sandbox.write("App/Detail.swift", source)
        let migrations: Set<String> = ["swiftui-dismiss", "swiftui-navigation-stack", "swiftui-preview-macro"]
        let reports: Set<String> = ["swiftui-observable", "swiftui-task-modifier"]

        let warned = try runBinary(["--deployment-target", "17.0", "--format", "json", "App"], cwd: sandbox.root)
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(rules(warned.stdout, "change").isDisjoint(with: migrations), "warned mode: nothing the compiler does not warn about")
        XCTAssertTrue(rules(warned.stdout, "finding").isDisjoint(with: reports.union(migrations)))

        let below = try runBinary(["--deployment-target", "14.0", "--swiftui-modernize", "available", "--format", "json", "App"], cwd: sandbox.root)
        XCTAssertEqual(rules(below.stdout, "change").intersection(migrations), ["swiftui-preview-macro"], "iOS 14: only #Preview exists")
        XCTAssertTrue(rules(below.stdout, "finding").isDisjoint(with: reports), "iOS 14: neither @Observable nor .task exists")

        let available = ["--deployment-target", "17.0", "--swiftui-modernize", "available"]
        let dryRun = try runBinary(available + ["--format", "json", "App"], cwd: sandbox.root)
        XCTAssertEqual(rules(dryRun.stdout, "change").intersection(migrations), migrations)
        XCTAssertEqual(rules(dryRun.stdout, "finding").intersection(reports), reports)
        let apply = try runBinary(available + ["--apply", "App"], cwd: sandbox.root)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        let rewritten = sandbox.read("App/Detail.swift") ?? ""
        for expected in ["@Environment(\\.dismiss) private var dismiss", "Button(\"Done\") { dismiss() }", "NavigationStack {", "#Preview {\n    Detail()\n}"] {
            XCTAssertTrue(rewritten.contains(expected), "missing `\(expected)` in:\n\(rewritten)")
        }
        XCTAssertFalse(rewritten.contains("navigationViewStyle"), rewritten)
        let again = try runBinary(available + ["--format", "json", "App"], cwd: sandbox.root)
        XCTAssertTrue(rules(again.stdout, "change").isDisjoint(with: migrations), "a second run rewrites nothing")
    }

    private func rules(_ jsonLines: String, _ type: String) -> Set<String> {
        Set(jsonLines.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == type else { return nil }
            return object["rule"] as? String
        })
    }
}

/// A rewrite inside a preview provider that becomes `#Preview` lands in the same run.
final class SwiftUIOverlappingRewritesTests: XCTestCase {
    func testAModifierInsideAConvertedPreviewIsRewrittenInTheSameRun() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let sandbox = try Sandbox()
        try sandbox.write("App/Badge.swift", """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("1") }
            }

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Badge().foregroundColor(.red)
                }
            }

            """)
        let options = ["--deployment-target", "17.0", "--swiftui-modernize", "available"]
        let dryRun = try runBinary(options + ["App"], cwd: sandbox.root)
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertFalse(dryRun.stderr.contains("run modernize again"), dryRun.stderr)
        let apply = try runBinary(options + ["--apply", "App"], cwd: sandbox.root)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        let rewritten = sandbox.read("App/Badge.swift") ?? ""
        XCTAssertTrue(rewritten.contains("#Preview {\n    Badge().foregroundStyle(.red)\n}"), rewritten)
        let again = try runBinary(options + ["App"], cwd: sandbox.root)
        XCTAssertEqual(again.stdout, "", "a second run changes nothing")
    }
}
