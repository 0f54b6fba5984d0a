import Codemods
import Foundation

extension Command {
    /// Each root with its own rules and rule options (its configuration may choose them), in
    /// argument order, merged as one run's result; progress counts over all of them.
    func run(_ roots: [PipelineRoot], _ configuration: Configuration, baseline: Baseline?, progress: Bool) -> PipelineResult {
        let total = roots.reduce(0) { $0 + $1.paths.filter { $0.hasSuffix(".swift") }.count }
        var done = 0
        var parts: [PipelineResult] = []
        for (n, root) in roots.enumerated() {
            // Roots are discovered in argument order, missing ones left out.
            guard let settings = configuration.roots.first(where: { $0.argument == root.root }) else { continue }
            var pipeline = Pipeline(codemods: settings.selected, options: settings.options.codemodOptions, jobs: configuration.options.jobs)
            pipeline.safeOnly = configuration.options.safeOnly
            pipeline.baseline = baseline
            pipeline.freesLastRoot = freesLastRoot || n < roots.count - 1
            if progress {
                let terminal = self.terminal, offset = done
                pipeline.progress = { finished, _ in terminal.progress(offset + finished, total) }
            }
            parts.append(pipeline.run([root]))
            done += root.paths.filter { $0.hasSuffix(".swift") }.count
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
