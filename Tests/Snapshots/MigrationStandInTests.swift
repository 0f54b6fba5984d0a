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
}
