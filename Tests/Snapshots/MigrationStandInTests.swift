import Foundation
import XCTest

/// The stand-ins the dismiss, NavigationStack and #Preview fixtures are type-checked against can fail:
/// a replacement newer than the deployment target adds a warning, and a `#Preview` body is checked
/// although the macro's plugin does not exist on Linux.
final class MigrationStandInTests: XCTestCase {
    private func typeCheck(_ cases: [(name: String, before: String, after: String, iOS: Int?)]) throws -> [String: TypeCheckTests.Outcome] {
        guard let modules = StubModules.built.directory else {
            if ExternalTools.swiftc == nil { throw XCTSkip("swiftc is not on PATH") }
            XCTFail(StubModules.built.failure ?? "stub modules were not built")
            return [:]
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-stand-ins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let units = try cases.map { item -> TypeCheckUnit in
            let input = scratch.appendingPathComponent("\(item.name)-in.swift"), output = scratch.appendingPathComponent("\(item.name)-out.swift")
            try Data(item.before.utf8).write(to: input)
            try Data(item.after.utf8).write(to: output)
            return TypeCheckUnit(title: item.name, input: [input.path], output: [output.path], support: [], iOSDeploymentMajor: item.iOS)
        }
        return Dictionary(uniqueKeysWithValues: TypeCheckTests.typeCheck(units, modules: modules).map { ($0.unit.title, $0) })
    }

    func testReplacementsNewerThanTheTargetAndBrokenPreviewBodiesAreCaught() throws {
        let presentation = """
            import SwiftUI
            struct Sheet: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View { Button("Done") { presentationMode.wrappedValue.dismiss() } }
            }

            """
        let dismiss = presentation.replacingOccurrences(of: "@Environment(\\.presentationMode) var presentationMode",
                                                        with: "@Environment(\\.dismiss) private var dismiss")
            .replacingOccurrences(of: "presentationMode.wrappedValue.dismiss()", with: "dismiss()")
        let navigationView = """
            import SwiftUI
            struct Inbox: View {
                var body: some View { NavigationView { Text("Mail") }.navigationViewStyle(.stack) }
            }

            """
        let navigationStack = navigationView.replacingOccurrences(of: "NavigationView { Text(\"Mail\") }.navigationViewStyle(.stack)",
                                                                  with: "NavigationStack { Text(\"Mail\") }")
        let provider = """
            import SwiftUI
            struct Card: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    let title = "Sample"
                    Card(title: title)
                }
            }

            """
        let preview = provider.replacingOccurrences(of: """
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    let title = "Sample"
                    Card(title: title)
                }
            }
            """, with: """
            #Preview("Sample") {
                let title = "Sample"
                Card(title: title)
            }
            """)
        let previewMissingDeclaration = preview.replacingOccurrences(of: "    let title = \"Sample\"\n", with: "")
        let outcomes = try typeCheck([
            ("dismiss_at_14", presentation, dismiss, 14), ("dismiss_at_15", presentation, dismiss, 15),
            ("stack_at_15", navigationView, navigationStack, 15), ("stack_at_16", navigationView, navigationStack, 16),
            ("preview", provider, preview, 15), ("preview_missing_declaration", provider, previewMissingDeclaration, 15),
        ])
        guard !outcomes.isEmpty else { return }
        for outcome in outcomes.values { XCTAssertEqual(outcome.inputErrors, [], "\(outcome.unit.title): the input must type-check") }
        XCTAssertEqual(outcomes["dismiss_at_14"]?.added.map(\.message), ["'dismiss' is deprecated: only available in iOS 15.0 or newer"])
        XCTAssertEqual(outcomes["dismiss_at_15"]?.added, [])
        XCTAssertEqual(outcomes["stack_at_15"]?.added.map(\.message), ["'NavigationStack' is deprecated: only available in iOS 16.0 or newer"])
        XCTAssertEqual(outcomes["stack_at_16"]?.added, [])
        XCTAssertEqual(outcomes["preview"]?.added, [], "a correct #Preview adds nothing (the missing plugin is not an error)")
        XCTAssertEqual(outcomes["preview_missing_declaration"]?.added.map(\.message), ["cannot find 'title' in scope"])
    }

    /// The alert and dialog stand-ins: the modern forms need iOS 15, the system-labelled cancel button
    /// iOS 26, and an optional action does not fit Button.
    func testAlertReplacementsNewerThanTheTargetAndOptionalActionsAreCaught() throws {
        let legacy = """
            import SwiftUI
            struct Trash: View {
                @State private var confirming = false
                var onEmpty: (() -> Void)?
                var body: some View {
                    Text("Trash")
                        .alert(isPresented: $confirming) {
                            Alert(title: Text("Empty?"), primaryButton: .destructive(Text("Empty"), action: onEmpty), secondaryButton: .cancel())
                        }
                        .actionSheet(isPresented: $confirming) {
                            ActionSheet(title: Text("Trash"), buttons: [.destructive(Text("Empty")) { confirming = false }, .cancel()])
                        }
                }
            }

            """
        let modern = """
            import SwiftUI
            struct Trash: View {
                @State private var confirming = false
                var onEmpty: (() -> Void)?
                var body: some View {
                    Text("Trash")
                        .alert("Empty?", isPresented: $confirming) {
                            Button("Empty", role: .destructive) { onEmpty?() }
                            Button(role: .cancel) {}
                        }
                        .confirmationDialog("Trash", isPresented: $confirming, titleVisibility: .visible) {
                            Button("Empty", role: .destructive) { confirming = false }
                        }
                }
            }

            """
        let optionalAction = modern.replacingOccurrences(of: "Button(\"Empty\", role: .destructive) { onEmpty?() }",
                                                         with: "Button(\"Empty\", role: .destructive, action: onEmpty)")
        let outcomes = try typeCheck([
            ("alert_at_14", legacy, modern, 14), ("alert_at_25", legacy, modern, 25), ("alert_at_26", legacy, modern, 26),
            ("optional_action", legacy, optionalAction, 26),
        ])
        guard !outcomes.isEmpty else { return }
        for outcome in outcomes.values { XCTAssertEqual(outcome.inputErrors, [], "\(outcome.unit.title): the input must type-check") }
        XCTAssertEqual(Set(outcomes["alert_at_14"]?.added.map(\.message) ?? []), [
            "'alert(_:isPresented:actions:)' is deprecated: only available in iOS 15.0 or newer",
            "'confirmationDialog(_:isPresented:titleVisibility:actions:)' is deprecated: only available in iOS 15.0 or newer",
            "'init(_:role:action:)' is deprecated: only available in iOS 15.0 or newer",
            "'init(role:action:)' is deprecated: only available in iOS 26.0 or newer",
        ])
        XCTAssertEqual(outcomes["alert_at_25"]?.added.map(\.message), ["'init(role:action:)' is deprecated: only available in iOS 26.0 or newer"])
        XCTAssertEqual(outcomes["alert_at_26"]?.added, [])
        XCTAssertEqual(outcomes["optional_action"]?.added.contains { $0.severity == "error" }, true, "Button takes no optional action")
    }
}
