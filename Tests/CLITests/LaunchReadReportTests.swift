@testable import Codemods
import Foundation
import Rewriter
import XCTest

/// A window lookup that launch code reaches through an initializer (`Appearance(tint:)`) or a
/// local bound to a new instance (`let log = LaunchLog(); log.record()`) is reported once, by
/// scene-delegate as launch code (SCENE-W11, naming the calls that lead there): not also as an
/// app-wide read (SCENE-A2/A3), nor by key-window.
final class LaunchReadReportTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/Fixtures/scene-delegate/launch-reads-through-initializer/input")

    func testALaunchReadReachedThroughAnInitializerOrABoundLocalHasOneFinding() throws {
        let sandbox = try Sandbox()
        try FileManager.default.removeItem(at: sandbox.root)
        try FileManager.default.copyItem(at: Self.fixture, to: sandbox.root)
        let rules = Registry.all.filter { ["scene-delegate", "key-window"].contains($0.id) }
        XCTAssertEqual(rules.count, 2)
        let paths = sandbox.tree().keys.sorted().map { sandbox.path($0) }
        let result = Pipeline(codemods: rules, jobs: 1).run([PipelineRoot(root: sandbox.root.path, paths: paths)])
        let reads = result.findings.map(\.finding).filter { $0.path.hasSuffix("AppDelegate.swift") && $0.code != nil && $0.line < 30 }
        XCTAssertEqual(reads.map { "\($0.line) \($0.rule) \($0.code!)" }, ["20 scene-delegate SCENE-W11", "27 scene-delegate SCENE-W11"])
        XCTAssertTrue(reads[0].message.contains("through Appearance.init → apply"), reads[0].message)
        XCTAssertTrue(reads[1].message.contains("through LaunchLog.record"), reads[1].message)
    }
}
