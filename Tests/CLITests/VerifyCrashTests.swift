import Foundation
import XCTest

/// `--apply --verify` of Examples/LegacyApp (scene-delegate and screen-scale) with a command that
/// fails while the new scene delegate exists, so scene-delegate's fix across four files (one of
/// them new) is written, kept while its rule is tried, then taken back: killed at any point, the
/// next run ends exactly where an uninterrupted one does. The real binary, as a user runs it.
final class VerifyCrashTests: XCTestCase {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/LegacyApp")
    static let command = "! test -e LegacyApp/SceneDelegate.swift"
    static let arguments = ["--apply", "--only", "scene-delegate,screen-scale", "--verify", command, "."]
    /// strace counts each system call of a set on its own, so renames and removals are two sets.
    static let killPoints = ["rename,renameat,renameat2", "unlink,unlinkat"]

    private func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try? handle.close()
        // Killed by a signal: 128 + the signal, as a shell reports it.
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    private func binary() throws -> String {
        guard let binary = modernizeBinary()?.path else { throw XCTSkip("the modernize binary was not found") }
        return binary
    }

    private func freshCopy(in sandbox: Sandbox, _ name: String) throws -> URL {
        let copy = sandbox.url(name)
        try FileManager.default.copyItem(at: Self.example, to: copy)
        return copy
    }

    /// The scene migration is all there or not at all.
    private func assertSceneMigrationWhole(_ tree: [String: [UInt8]], _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let delegate = tree["LegacyApp/SceneDelegate.swift"] != nil
        let manifest = tree["LegacyApp/Info.plist"].map { String(decoding: $0, as: UTF8.self).contains("UIApplicationSceneManifest") } ?? false
        let project = tree["LegacyApp.xcodeproj/project.pbxproj"].map { String(decoding: $0, as: UTF8.self).contains("SceneDelegate.swift") } ?? false
        XCTAssertTrue(delegate == manifest && manifest == project,
                      "\(context): half a scene migration (delegate \(delegate), manifest \(manifest), project \(project))", file: file, line: line)
    }

    private func reference(_ sandbox: Sandbox, _ binary: String) throws -> [String: [UInt8]] {
        let reference = try freshCopy(in: sandbox, "reference")
        let uninterrupted = try run(binary, Self.arguments, in: reference)
        XCTAssertEqual(uninterrupted.status, 1, uninterrupted.output)
        XCTAssertTrue(uninterrupted.output.contains("reverted scene-delegate in LegacyApp/AppDelegate.swift"), uninterrupted.output)
        let expected = sandbox.tree("reference")
        XCTAssertNil(expected["LegacyApp/SceneDelegate.swift"])
        _ = try freshCopy(in: sandbox, "original")
        XCTAssertNotEqual(expected, sandbox.tree("original"), "the other rules' rewrites are kept")
        return expected
    }

    func testKilledDuringTheCommandThenUndoneAndRedone() throws {
        let binary = try binary()
        let sandbox = try Sandbox()
        let expected = try reference(sandbox, binary)
        let original = sandbox.tree("original")

        let copy = try freshCopy(in: sandbox, "killed")
        let killed = try run(binary, ["--apply", "--only", "scene-delegate,screen-scale", "--verify", "kill -9 $PPID", "."], in: copy)
        XCTAssertEqual(killed.status, 128 + SIGKILL, killed.output)
        XCTAssertNotNil(sandbox.tree("killed")[".modernize-verify"], "the journal outlives the kill")
        assertSceneMigrationWhole(sandbox.tree("killed"), "killed while the command ran")

        let check = try run(binary, ["--check", "."], in: copy)
        XCTAssertEqual(check.status, 3, check.output)
        XCTAssertTrue(check.output.contains("an earlier modernize --apply --verify was interrupted"), check.output)

        let again = try run(binary, Self.arguments, in: copy)
        XCTAssertEqual(again.status, 1, again.output)
        XCTAssertTrue(again.output.contains("an interrupted verification was undone"), again.output)
        assertSameTree(sandbox.tree("killed"), expected, "after the interrupted run, a new one ends where an uninterrupted one does")

        // Ctrl-C (SIGINT) while the command runs: the command is stopped and the files put back.
        let interrupted = try freshCopy(in: sandbox, "interrupted")
        let stopped = try run(binary, ["--apply", "--only", "scene-delegate,screen-scale", "--verify", "kill -INT $PPID; sleep 10", "."], in: interrupted)
        XCTAssertEqual(stopped.status, 128 + SIGINT, stopped.output)
        XCTAssertTrue(stopped.output.contains("modernize: verify: interrupted; the files were put back as they were"), stopped.output)
        assertSameTree(sandbox.tree("interrupted"), original, "an interrupted verification leaves the files as they were")
    }

    func testKillAtEveryWriteThenRunAgainGivesTheUninterruptedResult() throws {
        guard let strace = ["/usr/bin/strace", "/bin/strace"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("strace is not installed")
        }
        if try run(strace, ["-f", "-o", "/dev/null", "/bin/true"], in: FileManager.default.temporaryDirectory).status != 0 {
            throw XCTSkip("strace cannot trace here")
        }
        let binary = try binary()
        let sandbox = try Sandbox()
        let expected = try reference(sandbox, binary)

        for calls in Self.killPoints {
            // The renames (or removals) modernize itself makes, not the command's; only those
            // that change the disk are kill points worth a run.
            let counted = try freshCopy(in: sandbox, "counted")
            let trace = sandbox.url("calls.log")
            _ = try run(strace, ["-e", "trace=\(calls)", "-o", trace.path, binary] + Self.arguments, in: counted)
            let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
            let points = lines.indices.filter { lines[$0].hasSuffix("= 0") }.map { $0 + 1 }
            XCTAssertGreaterThan(points.count, 3, "\(calls): the verification writes, reverts and writes again")
            try FileManager.default.removeItem(at: counted)

            for k in points {
                let name = "killed-\(calls.prefix(6))-\(k)"
                let copy = try freshCopy(in: sandbox, name)
                let killed = try run(strace, ["-o", "/dev/null", "-e", "inject=\(calls):signal=KILL:when=\(k)", binary] + Self.arguments, in: copy)
                XCTAssertEqual(killed.status, 128 + SIGKILL, "\(calls) \(k): the run was not killed")
                let again = try run(binary, Self.arguments, in: copy)
                XCTAssertEqual(again.status, 1, "\(calls) \(k): \(again.output)")
                let tree = sandbox.tree(name)
                assertSameTree(tree, expected, "\(calls) \(k): the tree after running again")
                assertSceneMigrationWhole(tree, "\(calls) \(k)")
                XCTAssertEqual(tree.keys.filter { $0.contains(".modernize") }, [], "\(calls) \(k): files left behind")
                try FileManager.default.removeItem(at: copy)
            }
        }
    }
}
