import Codemods
import Foundation
import Rewriter

extension Command {
    /// Each root with its own rules and rule options (its configuration may choose them), merged
    /// in argument order as one run's result; progress counts over all of them. With several
    /// jobs, roots run side by side.
    func run(_ roots: [PipelineRoot], _ configuration: Configuration, baseline: Baseline?, progress: Bool) -> PipelineResult {
        let total = roots.reduce(0) { $0 + $1.paths.filter { ByteSearch.hasSuffix($0, ".swift") }.count }
        let tally = ProgressTally()
        let terminal = self.terminal
        var runs: [(pipeline: Pipeline, root: PipelineRoot)] = []
        for root in roots {
            // Roots are discovered in argument order, missing ones left out.
            guard let settings = configuration.roots.first(where: { $0.argument == root.root }) else { continue }
            var pipeline = Pipeline(codemods: settings.selected, options: settings.options.codemodOptions, jobs: configuration.options.jobs)
            pipeline.safeOnly = configuration.options.safeOnly
            pipeline.baseline = baseline
            pipeline.freesLastRoot = freesLastRoot
            if progress {
                pipeline.progress = { _, _ in terminal.progress(tally.tick(), total) }
            }
            runs.append((pipeline, root))
        }
        if configuration.options.jobs > 1 && runs.count > 1 {
            return PipelineResult.merging(Pipeline.runSideBySide(runs, jobs: configuration.options.jobs))
        }
        var parts: [PipelineResult] = []
        for (n, run) in runs.enumerated() {
            var pipeline = run.pipeline
            pipeline.freesLastRoot = freesLastRoot || n < runs.count - 1
            parts.append(pipeline.run([run.root]))
        }
        return PipelineResult.merging(parts)
    }

    /// Paths found by resolving links (configuration files, work trees) shown from the current
    /// folder resolved the same way (macOS's /tmp is /private/tmp).
    var canonicalDisplay: PathDisplay { PathDisplay(cwd: PatchPaths.canonical(cwd) ?? cwd) }

    func render(_ report: Report, _ format: Options.Format, _ options: Options) -> String {
        switch format {
        case .human: return options.reportFile == nil ? "" : report.human(colour: false, quiet: options.quiet, verbose: options.verbose)
        case .json: return report.jsonLines()
        case .sarif: return report.sarif(version: Self.version)
        case .github: return report.github()
        }
    }

    /// The refusal line when a file `--apply` or `--interactive` would rewrite has uncommitted
    /// changes (or git cannot say), nil when writing may go ahead.
    func dirtyTreeRefusal(_ result: PipelineResult, _ options: Options, _ display: PathDisplay) -> String? {
        guard result.hasPendingChanges else { return nil }
        let mode = options.mode == .interactive ? "--interactive" : "--apply"
        let outcome = DirtyTree.check(result.changes.map(\.path))
        if outcome.gitMissing && options.verbose {
            terminal.err("modernize: git is not installed; files were not checked for uncommitted changes\n")
        }
        if let top = outcome.unreadable.first {
            return "modernize: error: git status failed in \(canonicalDisplay.show(top)), so \(mode) cannot tell whether it would rewrite "
                + "uncommitted changes; fix the repository, or pass --allow-dirty\n"
        }
        return outcome.dirty.isEmpty ? nil : DirtyTree.refusal(outcome.dirty, mode: mode, display: display)
    }
}

/// Files finished over every root, for the progress line.
private final class ProgressTally: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    func tick() -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return done
    }
}
