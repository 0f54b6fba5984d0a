import Foundation
import XCTest

/// Scripts/org-migrate.sh as multi-gitter or git-xargs run it: in each of several git checkouts
/// in turn, with one build command for all, then (the tool's part) a commit and a pull request
/// where the script exited 0 and left changed files.
final class OrgMigrateTests: XCTestCase {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/org-migrate.sh").path
    /// A fake build: fails in a repository holding BROKEN, and where REJECTS_SCALE is present,
    /// whenever the screen-scale rewrite is.
    static let build = "test ! -e BROKEN && { test ! -e REJECTS_SCALE || ! grep -rq displayScale App; }"

    static let cell = """
        import UIKit

        final class TagCell: UICollectionViewCell {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.borderWidth = 1 / UIScreen.main.scale
            }
        }

        """
    static let mission = """
        final class Mission {
            func launch() {
                Task { try await lander.fly(to: moon) }
            }
        }

        """

    private func shell(_ script: String, in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let log = folder.appendingPathComponent("../\(UUID().uuidString).log").standardizedFileURL
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

    private func repository(_ sandbox: Sandbox, _ name: String, files: [String: String]) throws {
        for (path, text) in files { try sandbox.write("repos/\(name)/\(path)", text) }
        let setup = "git init -q && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm initial"
        XCTAssertEqual(try shell(setup, in: sandbox.url("repos/\(name)")).status, 0)
    }

    func testEachRepositoryGetsAPullRequestOnlyForVerifiedRewrites() throws {
        guard let binary = modernizeBinary()?.path else { throw XCTSkip("the modernize binary was not found") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/git")
        else { throw XCTSkip("git is not installed") }
        let sandbox = try Sandbox()
        try repository(sandbox, "changes", files: ["App/Cell.swift": Self.cell, "App/Mission.swift": Self.mission])
        try repository(sandbox, "clean", files: ["App/Plain.swift": "let plain = 1\n"])
        try repository(sandbox, "rejects", files: ["App/Cell.swift": Self.cell, "App/Mission.swift": Self.mission, "REJECTS_SCALE": ""])
        try repository(sandbox, "all-rejected", files: ["App/Cell.swift": Self.cell, "REJECTS_SCALE": ""])
        try repository(sandbox, "broken", files: ["App/Cell.swift": Self.cell, "BROKEN": ""])
        let bodies = sandbox.url("bodies")
        try FileManager.default.createDirectory(at: bodies, withIntermediateDirectories: true)

        // The tool's loop: run the script in each checkout; on 0 with changes, commit (as
        // multi-gitter does: git add . && git commit) and count a pull request.
        let loop = """
            for repo in */; do
                repo=${repo%/}
                (cd "$repo" && REPOSITORY="acme/$repo" "$SCRIPT" > /dev/null 2>&1)
                status=$?
                pr=no
                if [ $status -eq 0 ] && [ -n "$(git -C "$repo" status --porcelain)" ]; then
                    git -C "$repo" add . && git -C "$repo" -c user.name=t -c user.email=t@example.com commit -qm "modernize" && pr=yes
                fi
                echo "$repo $status $pr"
            done
            """
        let run = try shell(loop, in: sandbox.url("repos"), environment: [
            "SCRIPT": Self.script, "MODERNIZE": binary, "VERIFY_COMMAND": Self.build, "TMPDIR": bodies.path,
        ])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output.split(separator: "\n").sorted(), [
            "all-rejected 1 no", "broken 4 no", "changes 0 yes", "clean 0 no", "rejects 0 yes",
        ], run.output)

        // What each pull request carries: the verified rewrites, nothing else.
        let changed = try shell("git show --name-status --format= HEAD", in: sandbox.url("repos/changes")).output
        XCTAssertEqual(changed.split(separator: "\n").sorted(), ["M\tApp/Cell.swift", "M\tApp/Mission.swift"])
        let rejected = try shell("git show --name-status --format= HEAD", in: sandbox.url("repos/rejects")).output
        XCTAssertEqual(rejected.split(separator: "\n"), ["M\tApp/Mission.swift"], "the rejected rewrite is not in the pull request")
        XCTAssertEqual(sandbox.read("repos/rejects/App/Cell.swift"), Self.cell)
        for repo in ["broken", "all-rejected", "clean"] {
            XCTAssertEqual(try shell("git status --porcelain --untracked-files=all", in: sandbox.url("repos/\(repo)")).output, "", "\(repo) is left as it was")
        }

        // The bodies, from the per-rule summary; none for repositories without a pull request.
        let written = try FileManager.default.contentsOfDirectory(atPath: bodies.path).filter { $0.hasPrefix("modernize-pr-body-") }.sorted()
        XCTAssertEqual(written, ["modernize-pr-body-acme_changes.md", "modernize-pr-body-acme_rejects.md"])
        let body = try String(contentsOf: bodies.appendingPathComponent("modernize-pr-body-acme_changes.md"), encoding: .utf8)
        XCTAssertTrue(body.hasPrefix("Migrate to the iOS 27 SDK with modernize\n\nRewritten by modernize "), body)
        XCTAssertTrue(body.contains("`\(Self.build)` passes with every change below."), body)
        XCTAssertTrue(body.contains("| `screen-scale` | 1 | 1 |\n| `throwing-task` | 1 | 1 |"), body)
        XCTAssertFalse(body.contains("Reverted"), body)
        let partial = try String(contentsOf: bodies.appendingPathComponent("modernize-pr-body-acme_rejects.md"), encoding: .utf8)
        XCTAssertTrue(partial.contains("| `throwing-task` | 1 | 1 |"), partial)
        XCTAssertFalse(partial.contains("| `screen-scale`"), partial)
        XCTAssertTrue(partial.contains("Reverted, because `\(Self.build)` failed with them (still to migrate by hand):\n"
                                       + "- `screen-scale` in `App/Cell.swift` (1 rewrite, exit status 1)"), partial)
    }

    func testCommitsWithTheBodyForManualCommitAndRefusesADirtyCheckout() throws {
        guard let binary = modernizeBinary()?.path else { throw XCTSkip("the modernize binary was not found") }
        let sandbox = try Sandbox()
        try repository(sandbox, "app", files: ["App/Cell.swift": Self.cell])
        let environment = ["MODERNIZE": binary, "VERIFY_COMMAND": "true", "PR_BODY_FILE": sandbox.path("body.md")]

        try sandbox.write("repos/app/Notes.txt", "uncommitted\n")
        let dirty = try shell(Self.script, in: sandbox.url("repos/app"), environment: environment)
        XCTAssertEqual(dirty.status, 2, dirty.output)
        XCTAssertTrue(dirty.output.contains("uncommitted changes"), dirty.output)
        try FileManager.default.removeItem(atPath: sandbox.path("repos/app/Notes.txt"))

        // multi-gitter --manual-commit takes the title and body from the script's commit.
        let run = try shell(Self.script, in: sandbox.url("repos/app"), environment: environment.merging(["MODERNIZE_COMMIT": "1"]) { $1 })
        XCTAssertEqual(run.status, 0, run.output)
        let message = try shell("git log -1 --format=%B", in: sandbox.url("repos/app")).output
        XCTAssertEqual(message.trimmingCharacters(in: .newlines), sandbox.read("body.md")?.trimmingCharacters(in: .newlines))
        XCTAssertTrue(message.hasPrefix("Migrate to the iOS 27 SDK with modernize\n\n"), message)
        XCTAssertEqual(try shell("git status --porcelain", in: sandbox.url("repos/app")).output, "")
        XCTAssertEqual(try shell("git rev-list --count HEAD", in: sandbox.url("repos/app")).output, "2\n")
    }
}
