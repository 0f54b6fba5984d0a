@testable import CLI
import Codemods
import Foundation
import XCTest

/// Runs git in `folder` with an identity of its own, so commits work on any machine; its exit status.
@discardableResult
func git(_ arguments: [String], in folder: URL) throws -> Int32 {
    guard let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { throw XCTSkip("git is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: git)
    process.arguments = ["-c", "user.name=modernize", "-c", "user.email=modernize@example.invalid", "-c", "commit.gpgsign=false",
                         "-c", "init.defaultBranch=main"] + arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// A git repository of everything under `relative`, committed.
func commitRepository(_ sandbox: Sandbox, _ relative: String) throws {
    let folder = sandbox.url(relative)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    XCTAssertEqual(try git(["init", "-q"], in: folder), 0)
    XCTAssertEqual(try git(["add", "-A"], in: folder), 0)
    XCTAssertEqual(try git(["commit", "-q", "--allow-empty", "-m", "initial"], in: folder), 0)
}

/// `--apply` and `--interactive` refuse to rewrite files with uncommitted changes (cargo fix's guard).
final class DirtyTreeTests: XCTestCase {
    let all: [any Codemod.Type] = [FooToBar.self, ReportLegacy.self]

    func makeRepo(_ sandbox: Sandbox, _ name: String = "repo") throws {
        try sandbox.write("\(name)/App/A.swift", "foo()\n")
        try sandbox.write("\(name)/App/B.swift", "foo()\n")
        try sandbox.write("\(name)/App/Clean.swift", "let clean = 1\n")
        try commitRepository(sandbox, name)
    }

    func testApplyRefusesToRewriteAModifiedOrStagedFileAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try makeRepo(sandbox)
        try sandbox.write("repo/App/A.swift", "foo()\n// work in progress\n")
        let before = sandbox.tree("repo/App")

        let refused = runCommand(["--apply", "repo"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr.filter { $0 == "\n" }.count, 1, "one line: \(refused.stderr)")
        XCTAssertTrue(refused.stderr.hasPrefix("modernize: error: --apply would rewrite a file with uncommitted changes (repo/App/A.swift)"),
                      refused.stderr)
        XCTAssertTrue(refused.stderr.contains("git stash") && refused.stderr.contains("--allow-dirty"), refused.stderr)
        assertSameTree(sandbox.tree("repo/App"), before, "a refused --apply writes nothing, not even the clean file it would rewrite")

        XCTAssertEqual(try git(["add", "App/A.swift"], in: sandbox.url("repo")), 0)
        XCTAssertEqual(runCommand(["--apply", "repo"], codemods: all, cwd: sandbox.root.path).status, 2, "a staged change is uncommitted too")

        // The dry run and --check write nothing, so they have nothing to guard.
        XCTAssertEqual(runCommand(["repo"], codemods: all, cwd: sandbox.root.path).status, 0)
        XCTAssertEqual(runCommand(["--check", "repo"], codemods: all, cwd: sandbox.root.path).status, 1)

        let allowed = runCommand(["--apply", "--allow-dirty", "repo"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(sandbox.read("repo/App/A.swift"), "bar()\n// work in progress\n")
        XCTAssertEqual(sandbox.read("repo/App/B.swift"), "bar()\n")
    }

    func testInteractiveRefusesBeforeAskingAnything() throws {
        let sandbox = try Sandbox()
        try makeRepo(sandbox)
        try sandbox.write("repo/App/B.swift", "foo()\nfoo()\n")
        let outcome = runCommand(["--interactive", "repo"], codemods: all, cwd: sandbox.root.path, input: ["a"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.hasPrefix("modernize: error: --interactive would rewrite a file with uncommitted changes (repo/App/B.swift)"),
                      outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains("Apply this change?"), outcome.stderr)
        XCTAssertEqual(sandbox.read("repo/App/A.swift"), "foo()\n")
    }

    func testUncommittedWorkInFilesItWouldNotRewriteDoesNotBlock() throws {
        let sandbox = try Sandbox()
        try makeRepo(sandbox)
        try sandbox.write("repo/App/Clean.swift", "let clean = 2\n")
        try sandbox.write("repo/notes.txt", "untracked\n")
        let outcome = runCommand(["--apply", "repo"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(sandbox.read("repo/App/A.swift"), "bar()\n")
    }

    func testUntrackedFilesItWouldRewriteBlockAndManyAreCounted() throws {
        let sandbox = try Sandbox()
        try makeRepo(sandbox)
        // An untracked folder (git lists the folder, not its files) and untracked files beside tracked ones.
        for name in ["New/N1.swift", "New/Deep/N2.swift", "App/U1.swift", "App/U2.swift"] { try sandbox.write("repo/\(name)", "foo()\n") }
        let outcome = runCommand(["--apply", "repo"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("would rewrite 4 files with uncommitted changes (repo/App/U1.swift, repo/App/U2.swift, "
                                              + "repo/New/Deep/N2.swift and 1 more)"), outcome.stderr)
        XCTAssertEqual(sandbox.read("repo/App/A.swift"), "foo()\n")
    }

    func testNoGuardOutsideAWorkTreeAndEveryRepositoryOfARunIsChecked() throws {
        let sandbox = try Sandbox()
        try sandbox.write("plain/A.swift", "foo()\n")
        let plain = runCommand(["--apply", "plain"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(sandbox.read("plain/A.swift"), "bar()\n")

        try makeRepo(sandbox, "clean")
        try makeRepo(sandbox, "dirty")
        try sandbox.write("dirty/App/A.swift", "foo() // edited\n")
        try sandbox.write("plain/B.swift", "foo()\n")
        let outcome = runCommand(["--apply", "plain", "clean", "dirty"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("(dirty/App/A.swift)"), outcome.stderr)
        XCTAssertEqual(sandbox.read("clean/App/A.swift"), "foo()\n", "nothing is written in any root")
        XCTAssertEqual(sandbox.read("plain/B.swift"), "foo()\n")

        // A repository nested in a root is checked on its own: its own status decides.
        try makeRepo(sandbox, "clean/Nested")
        try sandbox.write("clean/Nested/App/A.swift", "foo() // edited\n")
        let nested = runCommand(["--apply", "clean"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(nested.status, 2)
        XCTAssertTrue(nested.stderr.contains("(clean/Nested/App/A.swift)"), nested.stderr)
    }

    func testAWorkTreeGitCannotReadRefusesAndSaysWhy() throws {
        let sandbox = try Sandbox()
        try sandbox.write("broken/A.swift", "foo()\n")
        try sandbox.write("broken/.git", "gitdir: /nonexistent/modernize-test\n")
        let outcome = runCommand(["--apply", "broken"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("git status failed in broken"), outcome.stderr)
        XCTAssertEqual(sandbox.read("broken/A.swift"), "foo()\n")
        XCTAssertEqual(runCommand(["--apply", "--allow-dirty", "broken"], codemods: all, cwd: sandbox.root.path).status, 0)
    }

    func testWithoutGitThereIsNoGuardAndVerboseSaysSo() throws {
        let sandbox = try Sandbox()
        try makeRepo(sandbox)
        try sandbox.write("repo/App/A.swift", "foo() // edited\n")
        XCTAssertTrue(DirtyTree.check([sandbox.path("repo/App/A.swift")], git: nil).gitMissing)
        XCTAssertEqual(DirtyTree.check([sandbox.path("repo/App/A.swift")]).dirty, [sandbox.path("repo/App/A.swift")])

        // The real binary with no git on its PATH (throwing-task rewrites the edited file).
        try sandbox.write("repo/App/T.swift", "Task { try await work() }\n")
        let quiet = try runBinary(["--apply", "repo"], cwd: sandbox.root, environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertFalse(quiet.stderr.contains("git"), quiet.stderr)
        XCTAssertTrue(sandbox.read("repo/App/T.swift")!.contains("} catch {"))
        try sandbox.write("repo/App/T.swift", "Task { try await work() }\n")
        let verbose = try runBinary(["--apply", "--verbose", "repo"], cwd: sandbox.root, environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(verbose.status, 0, verbose.stderr)
        XCTAssertTrue(verbose.stderr.contains("git is not installed; files were not checked for uncommitted changes"), verbose.stderr)
        // With git, the same edit is refused.
        try sandbox.write("repo/App/T.swift", "Task { try await work() }\n")
        XCTAssertEqual(try runBinary(["--apply", "repo"], cwd: sandbox.root).status, 2)
    }
}
