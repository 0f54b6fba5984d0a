import Codemods
import Foundation
import Rewriter

/// Runs fixture cases through the pipeline in-process and checks everything
/// Tests/Snapshots/README.md lists. Each case yields a list of failure texts.
struct SnapshotHarness {
    var fixtures: URL
    var codemods: [any Codemod.Type]
    var checkWithGit = ExternalTools.git != nil
    var checkWithSwiftc = ExternalTools.swiftc != nil

    struct Report {
        var title: String
        var failures: [String] = []
    }

    /// Rule folders under `fixtures` (none is fine).
    func ruleFolders() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { fixtures.appendingPathComponent($0) }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The convention: a folder per registered codemod, a codemod per folder,
    /// and a before/after example in every explanation.
    func conventionFailures() -> [String] {
        var failures: [String] = []
        let folders = Set(ruleFolders().map(\.lastPathComponent))
        let ids = Set(codemods.map { $0.id })
        for id in ids.subtracting(folders).sorted() {
            failures.append("codemod \(id) has no fixture folder \(fixtures.lastPathComponent)/\(id)/")
        }
        for folder in folders.subtracting(ids).sorted() {
            failures.append("fixture folder \(folder)/ names no registered codemod (registered: \(ids.sorted().joined(separator: ", ")))")
        }
        for codemod in codemods where !Self.hasBeforeAfterExample(codemod.explanation) {
            failures.append("codemod \(codemod.id): explanation has no before/after example (a line `before -> after`, or `Before:` and `After:` blocks)")
        }
        return failures
    }

    /// A before/after example: `Before`/`After` headings, or a line with code on both sides of `->` or `→`.
    static func hasBeforeAfterExample(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.contains("before") && lower.contains("after") { return true }
        return text.split(separator: "\n").contains { line in
            for arrow in [" -> ", " → "] {
                if let r = line.range(of: arrow) {
                    let left = line[..<r.lowerBound].trimmingCharacters(in: .whitespaces)
                    let right = line[r.upperBound...].trimmingCharacters(in: .whitespaces)
                    if !left.isEmpty && !right.isEmpty { return true }
                }
            }
            return false
        }
    }

    /// Every case of every rule folder; the swiftc check runs once over all outputs.
    func runAll() -> [Report] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var reports: [Report] = []
        var parseJobs: [(report: Int, input: String?, output: String, label: String)] = []
        var gitJobs: [(report: Int, job: GitJob)] = []
        var index = 0
        for folder in ruleFolders() {
            let cases: [SnapshotCase]
            do { cases = try SnapshotCase.discover(ruleFolder: folder) } catch {
                reports.append(Report(title: folder.lastPathComponent, failures: ["cannot read the fixture folder: \(error)"]))
                continue
            }
            guard let codemod = codemods.first(where: { $0.id == folder.lastPathComponent }) else { continue }
            for snapshot in cases {
                index += 1
                let work = scratch.appendingPathComponent("\(index)")
                var report = Report(title: snapshot.title)
                do {
                    let (parses, git) = try check(snapshot, codemod: codemod, in: work, report: &report)
                    for job in parses { parseJobs.append((reports.count, job.input, job.output, job.label)) }
                    if let git { gitJobs.append((reports.count, git)) }
                } catch {
                    report.failures.append("harness error: \(error)")
                }
                reports.append(report)
            }
        }
        applyPatches(gitJobs, scratch: scratch, reports: &reports)
        if checkWithSwiftc && !parseJobs.isEmpty {
            let outputErrors = ExternalTools.parseErrors(parseJobs.map(\.output))
            let failing = parseJobs.filter { outputErrors[$0.output] != nil }
            let inputErrors = ExternalTools.parseErrors(failing.compactMap(\.input))
            for job in failing {
                // Only errors the input did not already have count against the output.
                var known = job.input.flatMap { inputErrors[$0] } ?? []
                var fresh: [String] = []
                for message in outputErrors[job.output]! {
                    if let k = known.firstIndex(of: message) { known.remove(at: k) } else { fresh.append(message) }
                }
                if !fresh.isEmpty {
                    reports[job.report].failures.append("output \(job.label) does not parse (swiftc -frontend -parse): \(fresh.joined(separator: "; "))")
                }
            }
        }
        return reports
    }

    /// `git apply` of every case's dry-run patch in one call; when that fails, case by
    /// case so the failure names its case (git applies all or nothing).
    func applyPatches(_ jobs: [(report: Int, job: GitJob)], scratch: URL, reports: inout [Report]) {
        guard !jobs.isEmpty else { return }
        let together = ExternalTools.gitApply(jobs.map(\.job.prefixedPatch).joined(), in: scratch)
        for (index, job) in jobs {
            if together != nil, let problem = ExternalTools.gitApply(job.patch, in: job.applyDir) {
                reports[index].failures.append("\(problem)\npatch:\n\(job.patch)")
                continue
            }
            do {
                compare(expected: job.output, actual: try FileTree.read(job.applyDir),
                        what: "git apply of the dry-run patch (vs the output)", report: &reports[index])
            } catch {
                reports[index].failures.append("harness error: \(error)")
            }
        }
    }

    // MARK: One case

    typealias ParseJob = (input: String?, output: String, label: String)

    /// A dry-run patch to apply to a copy of the input and compare with the output.
    struct GitJob {
        var applyDir: URL
        var patch: String
        /// The same patch with paths relative to the scratch folder, for the one batched call.
        var prefixedPatch: String
        var output: [String: [UInt8]]
    }

    func check(_ snapshot: SnapshotCase, codemod: any Codemod.Type, in work: URL, report: inout Report) throws -> ([ParseJob], GitJob?) {
        let input = try snapshot.inputTree()
        let expected = try snapshot.expectedTree()
        let inputDir = work.appendingPathComponent("input")
        try FileTree.write(input, to: inputDir)
        let pipeline = Pipeline(codemods: [codemod], options: snapshot.options, jobs: 2)
        let first = run(pipeline, on: inputDir, tree: input)
        for error in first.errors { report.failures.append("input file could not be processed: \(error.line)") }

        // 1. Output equals expected.
        let output = apply(first, to: input, root: inputDir, report: &report)
        compare(expected: expected, actual: output, what: "output", report: &report)

        // 2. Findings exactly on marked lines.
        checkMarkers(first, rule: codemod.id, input: input, root: inputDir, report: &report)
        // 2a. Every rewrite's safety is disclosed: a behaviour change says how in one sentence.
        checkSafety(first, codemod: codemod, report: &report)
        // 2b. Every occurrence of the rule's target API has a change or a finding.
        checkEveryOccurrenceAccountedFor(first, rule: codemod.id, input: input, root: inputDir, report: &report)

        // 3. A second run changes nothing.
        // (When the first run changed nothing, the second would see the same input.)
        let outputDir = work.appendingPathComponent("output")
        if first.hasPendingChanges { try FileTree.write(output, to: outputDir) }
        let second = first.hasPendingChanges ? run(pipeline, on: outputDir, tree: output) : first
        if second.hasPendingChanges && first.hasPendingChanges {
            let again = apply(second, to: output, root: outputDir, report: &report)
            var text = "a second run over the output changes it again (not idempotent):"
            for path in again.keys.sorted() where again[path] != output[path] {
                text += "\n" + TextDiff.render(expected: output[path] ?? [], actual: again[path]!, label: path)
            }
            report.failures.append(text)
        }

        // 4. The dry-run patch applied with git equals the output.
        // (applied by the caller in one git call for all cases)
        var gitJob: GitJob?
        if checkWithGit && first.hasPendingChanges {
            let applyDir = work.appendingPathComponent("apply")
            try FileTree.write(input, to: applyDir)
            let patch = first.patch { relative($0, to: inputDir) }
            let prefix = work.lastPathComponent + "/apply/"
            if patch.isEmpty {
                report.failures.append("the dry-run patch is empty although the run changes files")
            } else {
                gitJob = GitJob(applyDir: applyDir, patch: patch, prefixedPatch: first.patch { prefix + relative($0, to: inputDir) },
                                output: output)
            }
        }

        // 5. An ignore comment above each rewrite suppresses it.
        try checkSuppression(first, pipeline: pipeline, rule: codemod.id, input: input, root: inputDir, work: work, report: &report)

        // 6. Changed Swift files must still parse (checked in one batch by the caller).
        var jobs: [ParseJob] = []
        for path in output.keys.sorted() where path.hasSuffix(".swift") && output[path] != input[path] {
            jobs.append((input[path] != nil ? inputDir.appendingPathComponent(path).path : nil,
                         outputDir.appendingPathComponent(path).path, path))
        }
        return (jobs, gitJob)
    }

    /// A rule that rewrites states its fix safety for `explain`; a behaviour change's sentence is one
    /// lower-case line, as messages are.
    func checkSafety(_ result: PipelineResult, codemod: any Codemod.Type, report: inout Report) {
        for reported in result.findings where reported.status == .accepted {
            if codemod.fixSafety == reportOnlyFixSafety {
                report.failures.append("\(codemod.id) rewrites, but its fixSafety says it reports only")
            }
            guard let how = reported.safety?.behaviorChange else { continue }
            if how.isEmpty || how.contains("\n") || how.first!.isUppercase || how.hasSuffix(".") {
                report.failures.append("behaviour change of \(reported.finding.path):\(reported.finding.line) is not one lower-case sentence: \(how.debugDescription)")
            }
        }
    }

    /// Runs as `cd root && modernize .` would: root ".", paths relative to it, so what
    /// codemods derive from paths (messages, project object ids) does not depend on the scratch folder.
    func run(_ pipeline: Pipeline, on root: URL, tree: [String: [UInt8]]) -> PipelineResult {
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(root.path) else {
            return pipeline.run([PipelineRoot(root: root.path, paths: FileTree.inputPaths(tree).map { root.appendingPathComponent($0).path })])
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return pipeline.run([PipelineRoot(root: ".", paths: FileTree.inputPaths(tree))])
    }

    static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") || path.hasSuffix(".pch")
    }

    /// A Swift or Objective-C file, lexed by its language's lexer.
    static func sourceFile(path: String, bytes: [UInt8]) -> SourceFile {
        isObjectiveC(path) ? .objectiveC(path: path, bytes: bytes) : SourceFile(path: path, bytes: bytes)
    }

    func relative(_ path: String, to root: URL) -> String {
        let prefix = root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The tree after the run's accepted changes and new files.
    func apply(_ result: PipelineResult, to tree: [String: [UInt8]], root: URL, report: inout Report) -> [String: [UInt8]] {
        var output = tree
        for change in result.changes { output[relative(change.path, to: root)] = change.result }
        for file in result.created {
            let path = relative(file.path, to: root)
            if path.hasPrefix("/") || path.hasPrefix("../") {
                report.failures.append("a fix creates \(file.path), outside the project root")
            }
            output[path] = file.contents
        }
        return output
    }

    func compare(expected: [String: [UInt8]], actual: [String: [UInt8]], what: String, report: inout Report) {
        for path in Set(expected.keys).union(actual.keys).sorted() {
            switch (expected[path], actual[path]) {
            case let (e?, a?) where e != a:
                report.failures.append("\(what) differs from the expected \(path):\n" + TextDiff.render(expected: e, actual: a, label: path))
            case (nil, let a?):
                report.failures.append("\(what) has an unexpected file \(path):\n" + String(decoding: a, as: UTF8.self))
            case (_?, nil):
                report.failures.append("\(what) lacks the expected file \(path)")
            default:
                break
            }
        }
    }

    /// A line holding the rule's target API (`TargetOccurrences`) must carry a change or a
    /// finding of the rule, or an ignore comment for it: never silence.
    func checkEveryOccurrenceAccountedFor(_ result: PipelineResult, rule: String, input: [String: [UInt8]], root: URL,
                                          report: inout Report) {
        guard TargetOccurrences.rules.contains(rule) else { return }
        // Objective-C is reported, never rewritten: each occurrence's own line carries the finding.
        for path in input.keys.sorted() where Self.isObjectiveC(path) {
            let file = SourceFile.objectiveC(path: path, bytes: input[path]!)
            let reported = Set(result.findings.map(\.finding).filter { $0.rule == rule && relative($0.path, to: root) == path }.map(\.line))
            for line in Set(TargetOccurrences.objectiveCLines(rule: rule, file: file)).subtracting(reported).sorted() {
                let probe = Finding(rule: rule, severity: .warning, path: path, line: line, column: 1, offset: 0, message: "")
                if Suppression.isSuppressed(probe, in: file) { continue }
                report.failures.append("\(path):\(line): the target API of \(rule) occurs here with no finding: \(file.lineText(line).trimmingCharacters(in: .whitespaces))")
            }
        }
        for path in input.keys.sorted() where path.hasSuffix(".swift") {
            let tree = SyntaxTree(file: SourceFile(path: path, bytes: input[path]!))
            let file = tree.file
            let reported = Set(result.findings.map(\.finding).filter { $0.rule == rule && relative($0.path, to: root) == path }.map(\.line))
            // A finding for a whole construct (`if canOpenURL { openURL }`, a `guard` spanning
            // lines) sits on the construct's first line: the statement holding the occurrence, or
            // the one whose block holds it.
            func statement(holding token: Int) -> Statement? {
                if let brace = tree.innermostBrace(of: token) { return tree.statement(containing: token, in: brace) }
                let list = tree.topLevelStatements
                let k = list.partitionPoint { $0.last >= token }
                return k < list.count && list[k].first <= token ? list[k] : nil
            }
            func startsOnReportedLine(_ statement: Statement?) -> Bool {
                statement.map { reported.contains(file.line(of: file.tokens.start($0.first))) } ?? false
            }
            func accounted(_ token: Int) -> Bool {
                if startsOnReportedLine(statement(holding: token)) { return true }
                guard let block = tree.innermostBrace(of: token) else { return false }
                return startsOnReportedLine(statement(holding: block))
            }
            var seen: Set<Int> = []
            for (line, token) in TargetOccurrences.tokens(rule: rule, file: file)
            where !reported.contains(line) && !accounted(token) && seen.insert(line).inserted {
                let probe = Finding(rule: rule, severity: .warning, path: path, line: line, column: 1, offset: 0, message: "")
                if Suppression.isSuppressed(probe, in: file) { continue }
                report.failures.append("\(path):\(line): the target API of \(rule) occurs here with no change and no finding: \(file.lineText(line).trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    func checkMarkers(_ result: PipelineResult, rule: String, input: [String: [UInt8]], root: URL, report: inout Report) {
        for path in input.keys.sorted() where path.hasSuffix(".swift") || Self.isObjectiveC(path) {
            let file = Self.sourceFile(path: path, bytes: input[path]!)
            let markers = Markers(file: file)
            let found = result.findings.map(\.finding).filter { $0.rule == rule && relative($0.path, to: root) == path }
            for line in markers.lines(for: rule) {
                let here = found.filter { $0.line == line }
                for expectation in markers.expectations(onLine: line, rule: rule) {
                    let matched = here.contains { expectation.code == nil || $0.code == expectation.code }
                    if !matched {
                        let got = here.isEmpty ? "none" : here.map { "\($0.code ?? "no code"): \($0.message)" }.joined(separator: "; ")
                        report.failures.append("\(path):\(line): expected a finding `\(expectation.description)`, got \(got)")
                    }
                }
            }
            let marked = Set(markers.lines(for: rule))
            for finding in found where !marked.contains(finding.line) {
                report.failures.append("\(path):\(finding.line):\(finding.column): unexpected finding (line has no `// expect: \(rule)`): \(finding.code.map { "[\($0)] " } ?? "")\(finding.message)")
            }
        }
    }
}
