import Foundation
import Rewriter

/// The one-way flow of a run: read every file once, lex and parse once, run
/// every codemod per file in parallel, then each codemod's project pass per
/// root, drop suppressed findings, and resolve fixes into changed and new files.
/// Output is the same whatever `jobs` is.
public struct Pipeline: Sendable {
    public var codemods: [any Codemod.Type]
    /// Codemod options by name (`--NAME VALUE` on the command line); each
    /// codemod also gets the defaults of the options it declares.
    public var options: [String: String]
    public var jobs: Int
    /// Called after each file's per-file pass, from worker threads: (done, total).
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(codemods: [any Codemod.Type], options: [String: String] = [:], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.codemods = codemods
        self.options = options
        self.jobs = max(1, jobs)
    }

    public func run(_ roots: [PipelineRoot]) -> PipelineResult {
        // Read and parse every file of every root in one parallel pass.
        struct Entry: Sendable { var root: Int; var path: String; var isSwift: Bool; var isProject: Bool }
        var entries: [Entry] = []
        var otherPaths = [[String]](repeating: [], count: roots.count)
        for (r, root) in roots.enumerated() {
            for path in root.paths {
                let name = (path as NSString).lastPathComponent
                if path.hasSuffix(".storyboard") {
                    otherPaths[r].append(path)
                } else if path.hasSuffix(".swift") {
                    entries.append(Entry(root: r, path: path, isSwift: true, isProject: name == "Project.swift"))
                } else {
                    entries.append(Entry(root: r, path: path, isSwift: false, isProject: true))
                }
            }
        }
        let toLoad = entries
        let loaded = Parallel.map(toLoad.count, jobs: jobs) { FileLoader.load(toLoad[$0].path, asSwift: toLoad[$0].isSwift) }

        var trees = [[SyntaxTree]](repeating: [], count: roots.count)
        var projectFiles = [[String: [UInt8]]](repeating: [:], count: roots.count)
        var errors: [FileError] = []
        var scanned = [Int](repeating: 0, count: roots.count)
        for (entry, result) in zip(entries, loaded) {
            switch result {
            case .swift(let tree):
                trees[entry.root].append(tree)
                if entry.isProject { projectFiles[entry.root][entry.path] = tree.file.bytes }
                scanned[entry.root] += 1
            case .project(let bytes):
                projectFiles[entry.root][entry.path] = bytes
                scanned[entry.root] += 1
            case .failed(let message):
                errors.append(FileError(root: roots[entry.root].root, path: entry.path, message: message))
            }
        }
        let contexts = roots.indices.map {
            ProjectContext(root: roots[$0].root, files: trees[$0], projectFiles: projectFiles[$0], otherPaths: otherPaths[$0].sorted())
        }

        let instances: [any Codemod] = codemods.map { type in
            var values: [String: String] = [:]
            for option in type.options { values[option.name] = option.defaultValue }
            values.merge(options) { _, given in given }
            return type.init(options: values)
        }

        // Per-file passes, all roots together so many small repos share the cores.
        let work: [(root: Int, tree: SyntaxTree)] = contexts.indices.flatMap { r in contexts[r].files.map { (r, $0) } }
        let counter = ProgressCounter(total: work.count, report: progress)
        let perFile = Parallel.map(work.count, jobs: jobs) { i -> [Finding] in
            let (r, tree) = work[i]
            let found = instances.flatMap { $0.run(tree, in: contexts[r]) }
            counter.tick()
            return found
        }
        // Project passes, one per (root, codemod).
        let pairs = contexts.indices.flatMap { r in instances.indices.map { (r, $0) } }
        let perProject = Parallel.map(pairs.count, jobs: jobs) { i in instances[pairs[i].1].runProject(contexts[pairs[i].0]) }

        var findingsByRoot = [[Finding]](repeating: [], count: roots.count)
        for (i, found) in perFile.enumerated() { findingsByRoot[work[i].root] += found }
        for (i, found) in perProject.enumerated() { findingsByRoot[pairs[i].0] += found }

        var result = PipelineResult(findings: [], changes: [], created: [], errors: [], summaries: [])
        for r in roots.indices {
            let sources = Dictionary(contexts[r].files.map { ($0.file.path, $0.file) }, uniquingKeysWith: { a, _ in a })
            let kept = findingsByRoot[r].filter { finding in
                guard let file = sources[finding.path] else { return true }
                return !Suppression.isSuppressed(finding, in: file)
            }
            var originals = projectFiles[r]
            for (path, file) in sources { originals[path] = file.bytes }
            let resolved = FixResolver.resolve(kept, root: roots[r].root, originals: originals)
            var summary = RootSummary(root: roots[r].root)
            summary.filesScanned = scanned[r]
            summary.filesChanged = resolved.changes.count
            summary.filesCreated = resolved.created.count
            summary.changes = resolved.findings.filter { $0.status == .accepted }.count
            summary.findings = resolved.findings.count - summary.changes
            summary.errors = errors.filter { $0.root == roots[r].root }.count
            result.findings += resolved.findings
            result.changes += resolved.changes
            result.created += resolved.created
            result.summaries.append(summary)
        }
        result.findings.sort { FixResolver.precedes($0.finding, $1.finding) }
        result.changes.sort { $0.path < $1.path }
        result.created.sort { $0.path < $1.path }
        result.errors = errors.sorted { ($0.path, $0.message) < ($1.path, $1.message) }
        return result
    }
}

/// Counts finished files for the progress callback.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?
    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }
    func tick() {
        guard let report else { return }
        lock.lock()
        done += 1
        let now = done
        lock.unlock()
        report(now, total)
    }
}
