import Foundation

/// What `--apply --verify` says: per root, whether the command passed with every rewrite, what was
/// reverted (rule, file, number of rewrites) with the last lines of the failing build, or that
/// the command fails without any change.
struct VerifyReport {
    let command: String
    let outcome: VerifiedApply.Outcome
    let display: PathDisplay

    struct Reverted {
        var rule: String
        var file: String
        var fixes: Int
        var build: VerifyBisection.Build
    }

    func reverted(_ root: VerifiedApply.RootOutcome) -> [Reverted] {
        root.decision.reverted.map { entry in
            Reverted(rule: root.groups[entry.group].rule, file: display.show(root.groups[entry.group].file),
                     fixes: root.members[entry.group].count, build: root.decision.builds[entry.build])
        }.sorted { ($0.rule, $0.file) < ($1.rule, $1.file) }
    }

    func result(_ root: VerifiedApply.RootOutcome) -> String {
        if root.interruption != 0 { return "interrupted" }
        if root.failure != nil { return "stopped" }
        if root.decision.failsUnchanged { return "fails-unchanged" }
        return root.decision.reverted.isEmpty ? "passed" : "reverted"
    }

    private func kept(_ root: VerifiedApply.RootOutcome) -> Int { root.decision.kept.reduce(0) { $0 + root.members[$1].count } }

    private func exit(_ build: VerifyBisection.Build) -> String { build.status < 0 ? "was killed" : "exited \(build.status)" }

    // MARK: Human

    func human(quiet: Bool) -> String {
        var lines: [String] = []
        for root in outcome.roots {
            let name = outcome.roots.count > 1 ? " \(display.show(root.root)):" : ""
            let builds = "\(root.decision.builds.count) build\(root.decision.builds.count == 1 ? "" : "s"), " + String(format: "%.1fs", root.seconds)
            switch result(root) {
            case "interrupted":
                lines.append("modernize: verify:\(name) interrupted; the files were put back as they were")
            case "stopped":
                lines.append("modernize: verify:\(name) stopped; nothing was kept (see the error)")
            case "fails-unchanged":
                let build = root.decision.builds.last!
                lines.append("modernize: verify:\(name) `\(command)` \(exit(build)) without any change, so no rule is to blame; every file is back as it was (\(builds))")
                lines += block(build.tail)
            case "passed":
                if !quiet { lines.append("modernize: verify:\(name) `\(command)` passed with every rewrite (\(builds))") }
            default:
                for entry in reverted(root) {
                    lines.append("modernize: verify:\(name) reverted \(entry.rule) in \(entry.file) (\(entry.fixes) rewrite\(entry.fixes == 1 ? "" : "s")): `\(command)` \(exit(entry.build)) with it; its last lines:")
                    lines += block(entry.build.tail)
                }
                let revertedCount = reverted(root).reduce(0) { $0 + $1.fixes }
                lines.append("modernize: verify:\(name) kept \(kept(root)) rewrite\(kept(root) == 1 ? "" : "s"), reverted \(revertedCount) (\(builds))")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func block(_ tail: [String]) -> [String] { tail.isEmpty ? ["    | (no output)"] : tail.map { "    | " + $0 } }

    // MARK: JSON Lines

    /// One `verify` object per root, and one `reverted` object per reverted rule and file.
    func jsonLines() -> [String] {
        var lines: [String] = []
        for root in outcome.roots {
            for entry in reverted(root) {
                lines.append(JSONValue.object([
                    ("type", .string("reverted")), ("rule", .string(entry.rule)), ("file", .string(entry.file)),
                    ("fixes", .int(entry.fixes)), ("exit", .int(Int(entry.build.status))),
                    ("output", .array(entry.build.tail.map { .string($0) })), ("root", .string(root.root)),
                ]))
            }
            var fields: [(String, JSONValue)] = [
                ("type", .string("verify")), ("root", .string(root.root)), ("command", .string(command)),
                ("result", .string(result(root))), ("builds", .int(root.decision.builds.count)),
                ("kept", .int(kept(root))), ("reverted", .int(reverted(root).reduce(0) { $0 + $1.fixes })),
            ]
            if root.decision.failsUnchanged, let build = root.decision.builds.last {
                fields += [("exit", .int(Int(build.status))), ("output", .array(build.tail.map { .string($0) }))]
            }
            lines.append(JSONValue.object(fields))
        }
        return lines
    }

    /// `report`'s JSON Lines with the verify objects before the summaries, which stay last.
    func inserting(into report: String) -> String {
        let extra = jsonLines().map { $0 + "\n" }.joined()
        guard let summary = report.range(of: "{\"type\":\"summary\"") else { return report + extra }
        return String(report[..<summary.lowerBound]) + extra + String(report[summary.lowerBound...])
    }
}

extension Command {
    /// An interrupted `--apply --verify` left `.modernize-verify` under `root`: the writing modes
    /// put the original files back; the others report it, as they write nothing.
    static func recoverInterruptedVerify(_ root: String, apply: Bool) -> [InterruptedWrite] {
        let folder = Writer.journalFolder(for: root)
        let journal = VerifyJournal.path(in: folder)
        guard FileIO.exists(journal) else { return [] }
        guard apply else {
            return [InterruptedWrite(root: root, path: journal, message:
                "an earlier modernize --apply --verify was interrupted; run modernize --apply to put back the files it had changed", isError: true)]
        }
        guard let restoration = VerifyJournal.restore(in: folder) else { return [] }
        if restoration.unreadable {
            return [InterruptedWrite(root: root, path: journal, message: "unreadable journal of an interrupted verification removed", isError: true)]
        }
        if let failure = restoration.failure {
            return [InterruptedWrite(root: root, path: failure.path, message: "cannot put back what an interrupted verification changed: \(failure.message)", isError: true)]
        }
        var notices = [InterruptedWrite(root: root, path: journal, message:
            "an interrupted verification was undone: \(restoration.restored.count) file(s) put back as they were before it", isError: false)]
        for path in restoration.conflicts {
            notices.append(InterruptedWrite(root: root, path: path, message:
                "an interrupted verification's change was not undone: the file was edited since; check it", isError: true))
        }
        return notices
    }
}
