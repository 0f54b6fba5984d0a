import Codemods
import XCTest

/// `--swiftui-modernize` and `--deployment-target` are declared by every swiftui-* rule: one flag
/// reaches all of them through the real binary, `--help` lists it once, a wrong value is rejected.
final class SwiftUIModernizeOptionTests: XCTestCase {
    let source = """
        import SwiftUI

        struct Card: View {
            @State private var query = ""
            var body: some View {
                Image(systemName: "star")
                    .foregroundColor(.yellow)
                    .cornerRadius(4)
                    .onChange(of: query) { value in print(value) }
            }
        }

        """

    func testOneFlagReachesEveryMemberOfTheFamily() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let sandbox = try Sandbox()
        try sandbox.write("App/Card.swift", source)
        let warned = try runBinary(["--deployment-target", "17.0", "--format", "json", "App"], cwd: sandbox.root)
        XCTAssertEqual(warned.status, 0, warned.stderr)
        let warnedRules = Set(changes(warned.stdout))
        XCTAssertEqual(warnedRules, ["swiftui-on-change"], "warned mode: only the hard deprecation")
        let available = try runBinary(["--deployment-target", "17.0", "--swiftui-modernize", "available", "--format", "json", "App"], cwd: sandbox.root)
        XCTAssertEqual(Set(changes(available.stdout)), ["swiftui-on-change", "swiftui-foreground-style", "swiftui-clip-shape"])
        let below = try runBinary(["--deployment-target", "14.0", "--swiftui-modernize=available", "--format", "json", "App"], cwd: sandbox.root)
        XCTAssertEqual(Set(changes(below.stdout)), ["swiftui-clip-shape"], "iOS 14: only clipShape(.rect) exists")
        let none = try runBinary(["--swiftui-modernize", "available", "--format", "json", "App"], cwd: sandbox.root)
        XCTAssertEqual(changes(none.stdout), [], "no deployment target: nothing changes")
        XCTAssertFalse(none.stdout.contains("\"type\":\"finding\""), "and nothing is reported")
    }

    func testWrongValueIsAUsageErrorAndHelpListsTheOptionOnce() throws {
        guard modernizeBinary() != nil else { throw XCTSkip("modernize binary not built") }
        let sandbox = try Sandbox()
        try sandbox.write("App/Card.swift", source)
        let wrong = try runBinary(["--swiftui-modernize", "always", "App"], cwd: sandbox.root)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--swiftui-modernize takes one of warned, available"), wrong.stderr)
        let help = try runBinary(["--help"], cwd: sandbox.root)
        XCTAssertEqual(help.stdout.components(separatedBy: "--swiftui-modernize VALUE").count - 1, 1, help.stdout)
    }

    /// Options several rules declare must agree, or one flag would mean different things.
    func testSharedOptionDeclarationsAgree() {
        var seen: [String: CodemodOption] = [:]
        for codemod in Registry.all where codemod.id.hasPrefix("swiftui-") && codemod.id != "swiftui-deprecations" {
            XCTAssertEqual(codemod.options.map(\.name), ["swiftui-modernize", "deployment-target"], codemod.id)
            for option in codemod.options {
                if let first = seen[option.name] {
                    XCTAssertEqual(first.defaultValue, option.defaultValue, "\(codemod.id) --\(option.name)")
                    XCTAssertEqual(first.allowedValues, option.allowedValues, "\(codemod.id) --\(option.name)")
                } else {
                    seen[option.name] = option
                }
            }
        }
        XCTAssertEqual(seen.count, 2)
    }

    private func changes(_ jsonLines: String) -> [String] {
        jsonLines.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "change" else { return nil }
            return object["rule"] as? String
        }
    }
}
