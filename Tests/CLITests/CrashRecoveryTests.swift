import Foundation
import XCTest

/// `--apply` of a multi-file change survives `kill -9` at any rename: strace's fault injection
/// kills the process at the k-th rename of a scene migration of Examples/LegacyApp (the app
/// delegate, the project file, Info.plist and the new SceneDelegate.swift), for every k; a
/// second `--apply` then gives exactly the uninterrupted result, with no stray file.
final class CrashRecoveryTests: XCTestCase {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/LegacyApp")
    static let renameCalls = "rename,renameat,renameat2"

    private func strace() throws -> String {
        guard let strace = ["/usr/bin/strace", "/bin/strace"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("strace is not installed")
        }
        // Tracing may be forbidden (a container without ptrace): then the test cannot run here.
        if try run(strace, ["-f", "-o", "/dev/null", "/bin/true"], in: FileManager.default.temporaryDirectory).status != 0 {
            throw XCTSkip("strace cannot trace here")
        }
        return strace
    }

    private func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("strace-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try? handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    private func freshCopy(in sandbox: Sandbox, _ name: String) throws -> URL {
        let copy = sandbox.url(name)
        try FileManager.default.copyItem(at: Self.example, to: copy)
        return copy
    }

    func testKillAtEveryRenameThenApplyAgainGivesTheUninterruptedResult() throws {
        let strace = try strace()
        guard let binary = modernizeBinary()?.path else { throw XCTSkip("the modernize binary was not found") }
        let sandbox = try Sandbox()
        let reference = try freshCopy(in: sandbox, "reference")
        XCTAssertEqual(try run(binary, ["--apply", "--only", "scene-delegate", "."], in: reference).status, 0)
        let expected = sandbox.tree("reference")
        XCTAssertNotNil(expected["LegacyApp/SceneDelegate.swift"], "the example must get a scene migration")

        // How many renames an uninterrupted --apply makes.
        let counted = try freshCopy(in: sandbox, "counted")
        let trace = counted.deletingLastPathComponent().appendingPathComponent("renames.log")
        _ = try run(strace, ["-f", "-e", "trace=\(Self.renameCalls)", "-o", trace.path, binary, "--apply", "--only", "scene-delegate", "."], in: counted)
        let renames = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter { $0.contains("rename") && $0.contains("= 0") }.count
        // The journal twice (prepared, committed), then SceneDelegate.swift, Info.plist and project.pbxproj.
        XCTAssertEqual(renames, 5, "expected the journal's two renames and one per written file")

        for k in 1...renames {
            let copy = try freshCopy(in: sandbox, "killed-\(k)")
            let killed = try run(strace, ["-f", "-o", "/dev/null", "-e", "inject=\(Self.renameCalls):signal=KILL:when=\(k)",
                                          binary, "--apply", "--only", "scene-delegate", "."], in: copy)
            XCTAssertNotEqual(killed.status, 0, "rename \(k): the run was not killed")
            let again = try run(binary, ["--apply", "--only", "scene-delegate", "."], in: copy)
            XCTAssertEqual(again.status, 0, "rename \(k): the second --apply failed: \(again.output)")
            let tree = sandbox.tree("killed-\(k)")
            assertSameTree(tree, expected, "rename \(k): the tree after a second --apply")
            let stray = tree.keys.filter { $0.contains(".modernize-") || $0.hasSuffix(".modernize-journal") }
            XCTAssertEqual(stray, [], "rename \(k): files left behind")
        }
    }

    func testDryRunReportsAnInterruptedApplyAndWritesNothing() throws {
        let strace = try strace()
        guard let binary = modernizeBinary()?.path else { throw XCTSkip("the modernize binary was not found") }
        let sandbox = try Sandbox()
        let copy = try freshCopy(in: sandbox, "app")
        // Killed at the first rename of a written file, after the journal is committed.
        _ = try run(strace, ["-f", "-o", "/dev/null", "-e", "inject=\(Self.renameCalls):signal=KILL:when=3",
                             binary, "--apply", "--only", "scene-delegate", "."], in: copy)
        let before = sandbox.tree("app")
        let check = try run(binary, ["--check", "."], in: copy)
        XCTAssertEqual(check.status, 3, check.output)
        XCTAssertTrue(check.output.contains("was interrupted"), check.output)
        assertSameTree(sandbox.tree("app"), before, "a check must not write")
    }
}
