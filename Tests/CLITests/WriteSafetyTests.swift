@testable import CLI
import Codemods
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What --apply promises about the files it writes: nothing edited since it was read is
/// overwritten, a file keeps its mode, owner and hard links, a file that cannot be written
/// takes the fixes that touch it along (and the report says so), and broken output streams end
/// the run cleanly.
final class WriteSafetyTests: XCTestCase {
    func testAFileEditedAfterTheLastCheckIsNotOverwritten() throws {
        let sandbox = try Sandbox()
        let path = sandbox.path("A.swift")
        try sandbox.write("A.swift", "foo()\n")
        let created = sandbox.path("New.swift")
        var item = WriteTransaction.Item(path: path, contents: Array("bar()\n".utf8), original: Array("foo()\n".utf8))
        item.stamp = FileStamp(path)
        let transaction = WriteTransaction(folder: sandbox.root.path, items: [
            item, WriteTransaction.Item(path: created, contents: Array("new\n".utf8), original: nil),
        ])
        // Someone saves the file after the run read it: same size, new modification time.
        usleep(20_000)
        try sandbox.write("A.swift", "fix()\n")
        let failure = transaction.commit()
        XCTAssertEqual(failure?.failedPath, path)
        XCTAssertEqual(failure?.message, "changed on disk while running; not written (run modernize again)")
        XCTAssertEqual(sandbox.read("A.swift"), "fix()\n", "the later edit must survive")
        XCTAssertNil(sandbox.read("New.swift"), "a transaction is whole: nothing of it is written")
        XCTAssertEqual(sandbox.tree().keys.filter { $0.contains("modernize") }, [], "no temporary or journal left")
    }

    func testAFileChangedSinceTheRunReadItIsRefusedWithItsFixes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "foo()\n")
        try sandbox.write("src/B.swift", "foo()\n")
        let path = sandbox.path("src/A.swift")
        let result = PipelineResult(changes: [
            FileChange(root: "src", path: path, original: Array("foo()\n".utf8), edits: [], result: Array("bar()\n".utf8)),
        ])
        try sandbox.write("src/A.swift", "edited()\n")
        let (written, errors) = Writer.write(result)
        XCTAssertEqual(errors.map(\.message), ["changed on disk while running; not written (run modernize again)"])
        XCTAssertEqual(written.changes, [])
        XCTAssertEqual(sandbox.read("src/A.swift"), "edited()\n")
    }

    func testHardLinkedFilesAreRefusedAndLeftLinked() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/Linked.swift", "foo()\n")
        try sandbox.write("src/Other.swift", "foo()\n")
        XCTAssertEqual(link(sandbox.path("src/Linked.swift"), sandbox.path("Elsewhere.swift")), 0)
        let outcome = runCommand(["--apply", "--format", "json", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 3)
        XCTAssertTrue(outcome.stderr.contains("src/Linked.swift: error: not written: the file has 2 hard links, and replacing it would split them"),
                      outcome.stderr)
        XCTAssertEqual(sandbox.read("src/Linked.swift"), "foo()\n")
        XCTAssertEqual(sandbox.read("src/Other.swift"), "bar()\n")
        var a = stat(), b = stat()
        XCTAssertEqual(lstat(sandbox.path("src/Linked.swift"), &a), 0)
        XCTAssertEqual(lstat(sandbox.path("Elsewhere.swift"), &b), 0)
        XCTAssertEqual(a.st_ino, b.st_ino, "the link must not be split")
    }

    func testModeAndOwnerAreKept() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "foo()\n")
        let path = sandbox.path("src/A.swift")
        XCTAssertEqual(chmod(path, 0o640), 0)
        let runningAsRoot = geteuid() == 0
        if runningAsRoot { XCTAssertEqual(chown(path, 4321, 8765), 0) }
        let outcome = runCommand(["--apply", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(sandbox.read("src/A.swift"), "bar()\n")
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
        if runningAsRoot {
            XCTAssertEqual(info.st_uid, 4321)
            XCTAssertEqual(info.st_gid, 8765)
        }
    }

    func testAReadOnlyFileIsNeitherAChangeNorCountedAsChanged() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/Locked.swift", "foo()\n")
        try sandbox.write("src/Open.swift", "foo()\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.path("src/Locked.swift"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.path("src/Locked.swift")) }
        let outcome = runCommand(["--apply", "--format", "json", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 3)
        let changes = outcome.jsonLines.filter { $0["type"] as? String == "change" }.compactMap { $0["file"] as? String }
        XCTAssertEqual(changes, ["src/Open.swift"])
        let locked = outcome.jsonLines.first { $0["type"] as? String == "finding" && $0["file"] as? String == "src/Locked.swift" }
        XCTAssertTrue((locked?["message"] as? String)?.contains("not written") == true, "\(String(describing: locked))")
        let summary = outcome.jsonLines.first { $0["type"] as? String == "summary" && $0["root"] as? String == "src" }
        XCTAssertEqual(summary?["changed"] as? Int, 1)
        XCTAssertEqual(summary?["changes"] as? Int, 1)
    }

    func testAClosedPipeEndsTheRunLikeGitAndAFullDiskExitsThree() throws {
        guard let binary = modernizeBinary() else { throw XCTSkip("the modernize binary was not found") }
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        // A reader that has already gone: the first write gets EPIPE.
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["LegacyApp"]
        process.currentDirectoryURL = example
        process.standardOutput = pipe.fileHandleForWriting
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGPIPE)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertFalse(stderr.contains("Fatal error"), stderr)

        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let full = Process()
        full.executableURL = binary
        full.arguments = ["LegacyApp"]
        full.currentDirectoryURL = example
        full.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let fullErrors = Pipe()
        full.standardError = fullErrors
        try full.run()
        full.waitUntilExit()
        XCTAssertEqual(full.terminationStatus, 3)
        let message = String(decoding: fullErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(message.hasSuffix("modernize: error: cannot write to standard output: no space left on device\n"), message)
        XCTAssertFalse(message.contains("Fatal error"), message)
    }
}
