import Codemods
import Foundation

/// `--apply --verify COMMAND`: writes each root's fixes, runs COMMAND in the root, and when it
/// fails finds the fixes it fails with (`VerifyBisection`), keeping what builds. Every step is a
/// `WriteTransaction`, and `VerifyJournal` holds the originals until the run is over, so a kill
/// at any point leaves whole fixes on disk and the next run puts the originals back.
struct VerifiedApply {
    let command: String
    let terminal: Terminal
    let verbose: Bool
    let display: PathDisplay

    /// What happened in one root.
    struct RootOutcome {
        var root: String
        var groups: [VerifyBisection.Group]
        /// The fixes of each group.
        var members: [[ReportedFinding]]
        var decision: VerifyBisection.Decision
        /// The signal that interrupted the run, or 0.
        var interruption: Int32 = 0
        /// Why the run stopped writing, when it did.
        var failure: FileError?
        var seconds: Double = 0
    }

    struct Outcome {
        var result: PipelineResult
        var errors: [FileError]
        var roots: [RootOutcome]

        /// 130/143/129 when interrupted, 4 when the command fails on unchanged files, 1 when fixes
        /// were reverted; nil when every fix was kept (the usual codes then apply).
        var exitCode: Int32? {
            if let signal = roots.lazy.map(\.interruption).first(where: { $0 != 0 }) { return 128 + signal }
            if roots.contains(where: { $0.decision.failsUnchanged }) { return ExitCode.failsUnchanged }
            if roots.contains(where: { !$0.decision.reverted.isEmpty }) { return ExitCode.pending }
            return nil
        }
    }

    func run(_ result: PipelineResult) -> Outcome {
        let (checked, refusals) = Writer.refusingUnwritable(result)
        let shell = ShellCommand(command: command, echo: verbose ? { [terminal] in terminal.err($0) } : nil)
        shell.catchInterrupts()
        defer { shell.stopCatchingInterrupts() }
        var roots: [RootOutcome] = []
        var dropped: [ReportedFinding: String] = [:]
        for root in Set(checked.changes.map(\.root) + checked.created.map(\.root)).sorted() {
            let outcome = verify(root, in: checked, shell: shell)
            roots.append(outcome)
            let kept = Set(outcome.decision.kept.flatMap { outcome.members[$0] })
            for members in outcome.members { for fix in members where !kept.contains(fix) { dropped[fix] = reason(outcome) } }
            if outcome.interruption != 0 { break }
        }
        // Roots never reached after an interrupt are not written either.
        for finding in checked.findings where finding.status == .accepted && finding.finding.fix != nil
            && !roots.contains(where: { $0.root == finding.root }) {
            dropped[finding] = "not written: interrupted"
        }
        let written = checked.keepingFixes(where: { dropped[$0] == nil }, onDrop: { reported in
            let why = dropped[reported] ?? ""
            reported.status = .report
            reported.finding.message += "; \(why)"
            reported.finding.severity = max(reported.finding.severity, .warning)
        })
        return Outcome(result: written, errors: refusals + roots.compactMap(\.failure), roots: roots)
    }

    private func reason(_ outcome: RootOutcome) -> String {
        if outcome.interruption != 0 { return "not written: interrupted while verifying" }
        if outcome.failure != nil { return "not written: verification stopped" }
        if outcome.decision.failsUnchanged { return "not written: `\(command)` fails without any change" }
        return "reverted: `\(command)` fails with it"
    }

    /// Verifies one root's fixes and leaves its files as decided (or as they were).
    private func verify(_ root: String, in result: PipelineResult, shell: ShellCommand) -> RootOutcome {
        let start = Date()
        let fixes = result.findings.filter { $0.root == root && $0.status == .accepted && $0.finding.fix != nil }
        var index: [VerifyBisection.Group: Int] = [:]
        var groups: [VerifyBisection.Group] = []
        var members: [[ReportedFinding]] = []
        for fix in fixes {
            let group = VerifyBisection.Group(rule: fix.finding.rule, file: fix.finding.path)
            if index[group] == nil {
                index[group] = groups.count
                groups.append(group)
                members.append([])
            }
            members[index[group]!].append(fix)
        }
        var outcome = RootOutcome(root: root, groups: groups, members: members, decision: .init())
        var files = ManagedFiles(root: root, result: result)
        if let message = VerifyJournal.begin(in: files.folder, originals: files.original) {
            outcome.failure = FileError(root: root, path: VerifyJournal.path(in: files.folder), message: "cannot start verifying: \(message)")
            outcome.decision.stopped = true
            return outcome
        }
        let bisection = VerifyBisection(groups: groups)
        if verbose {
            terminal.err("modernize: verify: \(root): \(fixes.count) rewrite(s) in \(groups.count) group(s); at most \(bisection.worstCase) build(s) of `\(command)`\n")
        }
        var count = 0
        outcome.decision = bisection.decide { state, step in
            let kept = Set(state.flatMap { members[$0] })
            if let failure = files.move(to: files.target(result.keepingFixes(where: { kept.contains($0) }))).failure {
                outcome.failure = FileError(root: root, path: failure.path, message: failure.message)
                return nil
            }
            guard shell.interruption == 0 else { return nil }
            count += 1
            if verbose { terminal.err("modernize: verify: build \(count) (at most \(bisection.worstCase)): \(describe(step, fixes: kept.count))\n") }
            let built = shell.run(in: files.folder)
            guard shell.interruption == 0 else { return nil }
            if verbose { terminal.err("modernize: verify: build \(count) \(built.status == 0 ? "passed" : "failed (exit \(built.status))")\n") }
            return built
        }
        outcome.interruption = shell.interruption
        if outcome.decision.stopped || outcome.decision.failsUnchanged {
            outcome.decision.kept = []
            // Back to the originals; a file changed meanwhile keeps that change and is reported.
            let (failure, changed) = files.move(to: files.original, leavingChanged: true)
            if let failure {
                // The journal stays: the next run puts the originals back.
                outcome.failure = outcome.failure ?? FileError(root: root, path: failure.path, message: failure.message)
            } else {
                VerifyJournal.end(in: files.folder)
            }
            if outcome.failure == nil, let path = changed.first {
                outcome.failure = FileError(root: root, path: path, message: "changed on disk while verifying; left as it is")
            }
        } else {
            let kept = Set(outcome.decision.kept.flatMap { members[$0] })
            if let failure = files.move(to: files.target(result.keepingFixes(where: { kept.contains($0) }))).failure {
                outcome.failure = FileError(root: root, path: failure.path, message: failure.message)
                outcome.decision.stopped = true
                outcome.decision.kept = []
                if files.move(to: files.original, leavingChanged: true).failure == nil { VerifyJournal.end(in: files.folder) }
            } else {
                VerifyJournal.end(in: files.folder)
            }
        }
        outcome.seconds = Date().timeIntervalSince(start)
        return outcome
    }

    private func describe(_ step: VerifyBisection.Step, fixes: Int) -> String {
        let count = "\(fixes) rewrite\(fixes == 1 ? "" : "s") in all"
        switch step {
        case .all: return "every rewrite (\(fixes))"
        case .unchanged: return "the files as they were, to tell a broken build from a broken rewrite"
        case .rule(let rule): return "\(rule) on top of what was kept so far (\(count))"
        case .file(let rule, let file): return "\(rule) in \(display.show(file)) on top of what was kept so far (\(count))"
        }
    }
}

/// The files one root's verification writes: what each held before, and what it holds now.
/// Contents are nil for a file that does not exist (a file a fix creates).
struct ManagedFiles {
    let root: String
    let folder: String
    let original: [String: [UInt8]?]
    private(set) var current: [String: [UInt8]?]

    init(root: String, result: PipelineResult) {
        self.root = root
        folder = Writer.journalFolder(for: root)
        var original: [String: [UInt8]?] = [:]
        for change in result.changes where change.root == root { original[change.path] = change.original }
        for file in result.created where file.root == root { original[file.path] = .some(nil) }
        self.original = original
        current = original
    }

    /// What every managed file holds when `result`'s fixes are written.
    func target(_ result: PipelineResult) -> [String: [UInt8]?] {
        var target = original
        for change in result.changes where change.root == root { target[change.path] = change.result }
        for file in result.created where file.root == root { target[file.path] = file.contents }
        return target
    }

    /// Writes `target` as one transaction, after checking that every file to write still holds
    /// what was last written to it. A file that does not is a failure, or with `leavingChanged`
    /// is left as it is and named in `changed`.
    mutating func move(to target: [String: [UInt8]?], leavingChanged: Bool = false)
        -> (failure: (path: String, message: String)?, changed: [String]) {
        var items: [WriteTransaction.Item] = []
        var writes: [String: [UInt8]?] = [:]
        var changed: [String] = []
        for path in original.keys.sorted() where current[path]! != target[path]! {
            let expected = current[path]!
            let onDisk = FileManager.default.contents(atPath: path).map { Array($0) }
            guard onDisk == expected else {
                if leavingChanged { changed.append(path); continue }
                return ((path, "changed on disk while verifying (by the verify command?); verification stopped"), [])
            }
            if let old = expected {
                items.append(Writer.replacement(of: path, with: target[path]!, original: old))
            } else {
                items.append(WriteTransaction.Item(path: path, contents: target[path]!, original: nil, mode: Writer.newFileMode))
            }
            writes[path] = target[path]!
        }
        guard !items.isEmpty else { return (nil, changed) }
        if let message = VerifyJournal.record(in: folder, writing: writes) { return ((VerifyJournal.path(in: folder), message), changed) }
        if let failure = WriteTransaction(folder: folder, items: items).commit() { return ((failure.failedPath, failure.message), changed) }
        for (path, contents) in writes { current[path] = contents }
        return (nil, changed)
    }
}
