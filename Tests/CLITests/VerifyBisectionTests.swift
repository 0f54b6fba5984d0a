@testable import CLI
import XCTest

/// The order in which `--verify` tries states, with a fake build that fails whenever a state
/// holds one of the `broken` groups (or always, for a broken project).
final class VerifyBisectionTests: XCTestCase {
    typealias Group = VerifyBisection.Group

    private func decide(_ groups: [Group], broken: Set<Int>, failsUnchanged: Bool = false)
        -> (decision: VerifyBisection.Decision, tried: [(Set<Int>, VerifyBisection.Step)]) {
        var tried: [(Set<Int>, VerifyBisection.Step)] = []
        let decision = VerifyBisection(groups: groups).decide { state, step in
            tried.append((state, step))
            let fails = failsUnchanged || !state.isDisjoint(with: broken)
            return (fails ? 1 : 0, fails ? ["error: state \(state.sorted())"] : [])
        }
        return (decision, tried)
    }

    func testOneBuildWhenEverythingPasses() {
        let groups = [Group(rule: "a", file: "x"), Group(rule: "b", file: "y")]
        let (decision, tried) = decide(groups, broken: [])
        XCTAssertEqual(decision.kept, [0, 1])
        XCTAssertEqual(tried.map(\.1), [.all])
        XCTAssertTrue(decision.reverted.isEmpty)
    }

    func testRuleByRuleThenFileByFileKeepingWhatBuilds() {
        // Rule a: two files, y breaks; rule b: one file, fine; rule c: one file, breaks.
        let groups = [Group(rule: "a", file: "x"), Group(rule: "a", file: "y"), Group(rule: "b", file: "z"), Group(rule: "c", file: "w")]
        let (decision, tried) = decide(groups, broken: [1, 3])
        XCTAssertEqual(decision.kept, [0, 2])
        XCTAssertEqual(decision.reverted.map(\.group), [1, 3])
        XCTAssertEqual(tried.map(\.1), [
            .all,
            .rule("a"),                    // fails: nothing passed yet, so the unchanged files are built
            .unchanged,
            .file(rule: "a", file: "x"),   // kept
            // a in y alone is {0, 1}: the state rule a already failed with, not built again
            .rule("b"),                    // {0, 2}: kept
            .rule("c"),                    // {0, 2, 3}: fails; one group, reverted without another build
        ])
        XCTAssertEqual(tried.map(\.0), [[0, 1, 2, 3], [0, 1], [], [0], [0, 2], [0, 2, 3]])
        // Each reverted group names the build that rejected it.
        XCTAssertEqual(decision.builds[decision.reverted[0].build].step, .rule("a"))
        XCTAssertEqual(decision.builds[decision.reverted[1].build].step, .rule("c"))
        XCTAssertEqual(decision.builds[decision.reverted[1].build].tail, ["error: state [0, 2, 3]"])
    }

    func testAPassingRuleMakesTheUnchangedBuildUnnecessary() {
        let groups = [Group(rule: "a", file: "x"), Group(rule: "b", file: "y"), Group(rule: "c", file: "z")]
        let (decision, tried) = decide(groups, broken: [1])
        XCTAssertEqual(decision.kept, [0, 2])
        XCTAssertEqual(tried.map(\.1), [.all, .rule("a"), .rule("b"), .rule("c")])
    }

    func testTheLastRuleCompletingAFailedStateIsNotBuiltAgain() {
        // a passes alone; a + b is every group, which already failed: b is reverted on that build.
        let groups = [Group(rule: "a", file: "x"), Group(rule: "b", file: "y")]
        let (decision, tried) = decide(groups, broken: [1])
        XCTAssertEqual(decision.kept, [0])
        XCTAssertEqual(tried.map(\.1), [.all, .rule("a")])
        XCTAssertEqual(decision.reverted.map(\.build), [0])
    }

    func testABrokenProjectBlamesNoRule() {
        let groups = [Group(rule: "a", file: "x"), Group(rule: "a", file: "y"), Group(rule: "b", file: "z")]
        let (decision, tried) = decide(groups, broken: [], failsUnchanged: true)
        XCTAssertTrue(decision.failsUnchanged)
        XCTAssertTrue(decision.kept.isEmpty)
        XCTAssertTrue(decision.reverted.isEmpty, "a build that fails without changes must not revert rules one by one")
        XCTAssertEqual(tried.map(\.1), [.all, .rule("a"), .unchanged])
    }

    func testStoppingKeepsNothing() {
        let groups = [Group(rule: "a", file: "x"), Group(rule: "b", file: "y")]
        var calls = 0
        let decision = VerifyBisection(groups: groups).decide { _, _ in
            calls += 1
            return calls == 1 ? (1, []) : nil
        }
        XCTAssertTrue(decision.stopped)
        XCTAssertTrue(decision.kept.isEmpty)
    }

    func testWorstCaseCountsEveryPossibleBuild() {
        let groups = [Group(rule: "a", file: "x"), Group(rule: "a", file: "y"), Group(rule: "b", file: "z"), Group(rule: "c", file: "w")]
        // all + unchanged + 3 rules + 2 files of rule a.
        XCTAssertEqual(VerifyBisection(groups: groups).worstCase, 7)
        // Whatever breaks, no decision takes more builds than that.
        for broken in [Set<Int>(), [0], [1], [0, 1], [2, 3], [0, 1, 2, 3]] {
            XCTAssertLessThanOrEqual(decide(groups, broken: broken).tried.count, 7, "broken \(broken)")
        }
        XCTAssertEqual(VerifyBisection(groups: []).worstCase, 0)
    }
}
