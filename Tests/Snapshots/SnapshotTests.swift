import Codemods
import Foundation
import XCTest

/// The fixture suite: one XCTest failure per broken case, naming the case.
final class SnapshotTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testFixtures() {
        let harness = SnapshotHarness(fixtures: Self.fixtures, codemods: Registry.all)
        for report in harness.runAll() where !report.failures.isEmpty {
            XCTFail("fixture \(report.title) failed \(report.failures.count) check(s):\n- " + report.failures.joined(separator: "\n- "))
        }
    }

    func testEveryCodemodHasFixturesAndEveryFixtureACodemod() {
        let harness = SnapshotHarness(fixtures: Self.fixtures, codemods: Registry.all)
        for failure in harness.conventionFailures() { XCTFail(failure) }
    }
}
