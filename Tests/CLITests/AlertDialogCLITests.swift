import Foundation
import XCTest

/// swiftui-alert and swiftui-confirmation-dialog through the real binary: the default mode and targets
/// below iOS 15 leave legacy alerts and action sheets alone, `available` rewrites them with the fix
/// safety each dialog earns, a label-less cancel in an alert waits for iOS 26, and a second run
/// changes nothing.
final class AlertDialogCLITests: XCTestCase {
    let source = """
        import SwiftUI

        struct Trash: View {
            @State private var emptying = false
            @State private var sorting = false
            @State private var restoring = false
            @State private var failed = false
            var body: some View {
                List { Text("Items") }
                    .alert(isPresented: $emptying) {
                        Alert(title: Text("Empty Trash?"),
                              message: Text("You cannot undo this."),
                              primaryButton: .destructive(Text("Empty")) { empty() },
                              secondaryButton: .cancel())
                    }
                    .alert(isPresented: $failed) {
                        Alert(title: Text("Could not empty the Trash"))
                    }
                    .actionSheet(isPresented: $sorting) {
                        ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Date")) { sort() }, .cancel()])
                    }
                    .actionSheet(isPresented: $restoring) {
                        ActionSheet(title: Text("Restore"), buttons: [.default(Text("Restore All"), action: restore)])
                    }
            }
            func empty() {}
            func sort() {}
            func restore() {}
        }

        """

    private let rules = ["--only", "swiftui-alert,swiftui-confirmation-dialog", "--format", "json"]

    func testModesTargetsSafetyAndASecondRun() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let sandbox = try Sandbox()
        try sandbox.write("App/Trash.swift", source)

        let warned = try runBinary(rules + ["--deployment-target", "26.0", "App"], cwd: sandbox.root)
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(objects(warned.stdout, "change").isEmpty && objects(warned.stdout, "finding").isEmpty,
                      "warned mode: soft deprecations are left alone\n\(warned.stdout)")
        let below = try runBinary(rules + ["--deployment-target", "14.0", "--swiftui-modernize", "available", "App"], cwd: sandbox.root)
        XCTAssertTrue(objects(below.stdout, "change").isEmpty && objects(below.stdout, "finding").isEmpty, "iOS 14: no modern form\n\(below.stdout)")

        let at15 = try runBinary(rules + ["--deployment-target", "15.0", "--swiftui-modernize", "available", "App"], cwd: sandbox.root)
        let changes = objects(at15.stdout, "change")
        XCTAssertEqual(changes.map { "\($0["rule"] ?? ""):\($0["line"] ?? ""):\($0["safety"] ?? "")" },
                       ["swiftui-alert:16:safe", "swiftui-confirmation-dialog:19:safe", "swiftui-confirmation-dialog:22:behavior"])
        XCTAssertEqual(changes.last?["behavior"] as? String, "the confirmation dialog adds a standard Cancel action; the action sheet had no cancel button")
        XCTAssertEqual(objects(at15.stdout, "finding").map { "\($0["code"] ?? ""):\($0["line"] ?? "")" }, ["ALERT-I3:10"],
                       "the label-less cancel of an alert waits for iOS 26")

        let apply26 = try runBinary(["--deployment-target", "26.0", "--swiftui-modernize", "available", "--apply", "App"], cwd: sandbox.root)
        XCTAssertEqual(apply26.status, 0, apply26.stderr)
        let rewritten = sandbox.read("App/Trash.swift") ?? ""
        for expected in [
            """
                        .alert("Empty Trash?", isPresented: $emptying) {
                            Button("Empty", role: .destructive) { empty() }
                            Button(role: .cancel) {}
                        } message: {
                            Text("You cannot undo this.")
                        }
                        .alert("Could not empty the Trash", isPresented: $failed) {}
            """,
            """
                        .confirmationDialog("Sort by", isPresented: $sorting, titleVisibility: .visible) {
                            Button("Date") { sort() }
                        }
            """,
            "Button(\"Restore All\", action: restore)",
        ] {
            XCTAssertTrue(rewritten.contains(expected), "missing\n\(expected)\nin:\n\(rewritten)")
        }
        XCTAssertFalse(rewritten.contains("Alert(") || rewritten.contains("ActionSheet("), rewritten)
        let again = try runBinary(rules + ["--deployment-target", "26.0", "--swiftui-modernize", "available", "App"], cwd: sandbox.root)
        XCTAssertTrue(objects(again.stdout, "change").isEmpty && objects(again.stdout, "finding").isEmpty,
                      "a second run changes and reports nothing\n\(again.stdout)")
    }

    private func objects(_ jsonLines: String, _ type: String) -> [[String: Any]] {
        jsonLines.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == type else { return nil }
            return object
        }
    }
}
