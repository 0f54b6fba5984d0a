import Codemods
import Foundation

/// Exit codes of the contract in CLI.md.
enum ExitCode {
    static let ok: Int32 = 0
    static let pending: Int32 = 1
    static let usage: Int32 = 2
    static let failure: Int32 = 3
    /// `--verify`: the command fails on the files as they were (which are put back).
    static let failsUnchanged: Int32 = 4
}

/// The command: parses options, discovers files, runs the pipeline, then shows or writes the result.
struct Command {
    static let version = "0.1.0"
    let terminal: Terminal
    var codemods: [any Codemod.Type] = Registry.all
    /// Paths in diffs and reports are shown relative to this folder.
    var cwd = FileManager.default.currentDirectoryPath
    /// Replaces Discovery's folder listing (tests fail a chosen folder this way, which permissions cannot do for root).
    var listFolder: ((String) -> [(String, Discovery.EntryKind?)]?)?
    /// False when the process exits right after the run: the last root's trees are then not freed.
    var freesLastRoot = true

    func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments, codemods: codemods)
            // The command line alone must already make sense; a configuration file can only narrow it.
            _ = try options.selectedCodemods(from: codemods)
        } catch let error as Options.UsageError {
            terminal.err("modernize: error: \(error.message)\nRun 'modernize --help' for usage.\n")
            return ExitCode.usage
        } catch {
            terminal.err("modernize: error: \(error)\n")
            return ExitCode.usage
        }
        switch options.command {
        case .help:
            terminal.out(Help.usage(codemods: codemods))
            return ExitCode.ok
        case .version:
            terminal.out("modernize \(Self.version)\n")
            return ExitCode.ok
        case .rules:
            terminal.out(Help.rules(codemods))
            return ExitCode.ok
        case .explain(let id):
            guard let codemod = codemods.first(where: { $0.id == id }) else {
                terminal.err("modernize: error: unknown rule id \(id); valid ids: \(codemods.map { $0.id }.sorted().joined(separator: ", "))\n")
                return ExitCode.usage
            }
            terminal.out(Help.explain(codemod))
            return ExitCode.ok
        case .run, .printConfig:
            let configuration: Configuration
            do {
                configuration = try Configuration.resolve(options, codemods: codemods, cwd: cwd, display: canonicalDisplay)
            } catch let error as Options.UsageError {
                terminal.err("modernize: error: \(error.message)\n")
                return ExitCode.usage
            } catch {
                terminal.err("modernize: error: \(error)\n")
                return ExitCode.usage
            }
            if case .printConfig = options.command {
                terminal.out(configuration.printed(display: canonicalDisplay))
                return ExitCode.ok
            }
            return execute(configuration)
        }
    }

    struct InterruptedWrite {
        var root: String
        var path: String
        var message: String
        var isError: Bool
    }

    /// Journals of interrupted --apply runs under the given roots: completed (or rolled back) by
    /// --apply, reported as an error by the other modes, which write nothing.
    static func recoverInterruptedWrites(_ roots: [String], apply: Bool) -> [InterruptedWrite] {
        var notices: [InterruptedWrite] = []
        for root in roots {
            let folder = Writer.journalFolder(for: root)
            let journal = FilePaths.join(folder, WriteTransaction.journalName)
            guard FileIO.exists(journal) else { continue }
            guard apply else {
                notices.append(InterruptedWrite(root: root, path: journal,
                    message: "an earlier modernize --apply was interrupted before it finished writing; run modernize --apply to complete it", isError: true))
                continue
            }
            guard let recovery = WriteTransaction.recover(in: folder) else { continue }
            if recovery.unreadable {
                notices.append(InterruptedWrite(root: root, path: journal, message: "unreadable journal of an interrupted run removed", isError: true))
            } else if recovery.rolledBack {
                notices.append(InterruptedWrite(root: root, path: journal, message: "an interrupted run had not written anything yet; its temporary files were removed", isError: false))
            } else {
                notices.append(InterruptedWrite(root: root, path: journal, message: "completed the \(recovery.completed.count) file write(s) an interrupted run had left", isError: false))
            }
            for conflict in recovery.conflicts {
                notices.append(InterruptedWrite(root: root, path: conflict,
                    message: "an interrupted run's new content was not written: the file changed since that run read it", isError: true))
            }
        }
        for root in roots { notices += recoverInterruptedVerify(root, apply: apply) }
        return notices
    }

    /// A path the user gave, from the current folder.
    func resolved(_ path: String) -> String { path.hasPrefix("/") ? path : FilePaths.join(cwd, path) }

    func execute(_ configuration: Configuration) -> Int32 {
        let options = configuration.options
        let start = Date()
        let display = PathDisplay(cwd: cwd)
        terminal.colourChoice = options.colour
        let writes = options.mode == .apply || options.mode == .interactive
        for warning in configuration.warnings { terminal.err("modernize: warning: \(warning)\n") }
        // An --apply that was killed left a journal: finish it before reading anything.
        let interrupted = Self.recoverInterruptedWrites(options.paths, apply: writes)
        var discovery = Discovery(excludes: [])
        if let listFolder { discovery.listFolder = listFolder }
        // While the discovering thread waits for git, the other jobs' threads load files. One root
        // only: every root is discovered before the first is processed, and what several roots
        // loaded ahead would be held at once.
        discovery.loadAheadThreads = configuration.roots.count == 1 ? max(1, options.jobs - 1) : 0
        var roots: [PipelineRoot] = []
        var missing: [String] = []
        // Side by side only with the real file system (tests replace listFolder to fail on a chosen folder).
        let outcomes = discovery.discoverAll(configuration.roots.map { ($0.argument, $0.excludes) },
                                             jobs: listFolder == nil ? options.jobs : 1)
        for outcome in outcomes {
            switch outcome {
            case .root(let found): roots.append(found)
            case .missing(let path): missing.append(path)
            }
        }
        if options.config == .search {
            for nested in discovery.nestedConfigs {
                terminal.err("modernize: warning: \(display.show(nested)) is not read: a path's configuration is the .modernize at or "
                             + "above it; run modernize on \(display.show(PatchPaths.parent(nested))) to use it\n")
            }
        }
        // A root with nothing to read is said, never a silent success.
        let empty = roots.filter { root in
            !root.paths.contains { $0.hasSuffix(".swift") || $0.hasSuffix(".m") || $0.hasSuffix(".mm") } && root.unreadableFolders.isEmpty
        }.map(\.root)
        for root in empty where !options.quiet || options.mode == .check {
            terminal.err("modernize: warning: \(root): no Swift or Objective-C files found\(options.mode == .check ? "; nothing was checked" : "")\n")
        }
        if options.verbose {
            for root in roots { terminal.err("modernize: \(root.root): \(root.paths.count) file(s) to read\n") }
            for root in configuration.roots {
                terminal.err("modernize: \(root.argument): \(root.file.map { "options from " + canonicalDisplay.show($0.path) } ?? "no configuration file")\n")
            }
        }

        var baseline: Baseline?
        if let path = options.baseline {
            do {
                let counts = try BaselineFile.read(resolved(path), named: path)
                let names = PatchPaths(cwd: cwd)
                baseline = Baseline(counts: counts, fileName: { names.name(root: $0, path: $1) })
            } catch {
                terminal.err("modernize: error: \((error as? BaselineFile.Problem)?.message ?? "\(error)")\n")
                return ExitCode.usage
            }
        }
        var result = run(roots, configuration, baseline: baseline, progress: terminal.stderrIsTerminal && !options.quiet)
        terminal.clearProgress()
        // Paths that do not exist and folders that cannot be read are errors in every format.
        for path in missing {
            result.errors.append(FileError(root: path, path: path, message: "no such file or folder"))
            var summary = RootSummary(root: path)
            summary.errors = 1
            result.summaries.append(summary)
        }
        for root in roots {
            for folder in root.unreadableFolders {
                // "path: reason": the reason (an errno description) holds no ": ", the folder's name may.
                let separator = folder.range(of: ": ", options: .backwards)
                let path = separator.map { String(folder[..<$0.lowerBound]) } ?? folder
                let reason = separator.map { String(folder[$0.upperBound...]) } ?? ""
                result.errors.append(FileError(root: root.root, path: path, message: "folder could not be read (\(reason)); nothing in it was checked"))
                result.countError(in: root.root)
            }
        }
        result.errors.sort { ($0.path, $0.message) < ($1.path, $1.message) }
        for notice in interrupted {
            if notice.isError {
                result.errors.append(FileError(root: notice.root, path: notice.path, message: notice.message))
                result.countError(in: notice.root)
            } else {
                terminal.err("modernize: \(notice.path): \(notice.message)\n")
            }
        }

        var deferred: [String: Int] = [:]
        if let limit = options.maxChanges { (result, deferred) = ChangeLimit.first(limit, of: result) }
        if writes && !options.allowDirty, let refusal = dirtyTreeRefusal(result, options, display) {
            terminal.err(refusal)
            return ExitCode.usage
        }
        if options.mode == .interactive {
            result = Interactive(terminal: terminal, display: display).review(result)
        }
        var verification: VerifyReport?
        if writes, let command = options.verify {
            let outcome = VerifiedApply(command: command, terminal: terminal, verbose: options.verbose, display: display).run(result)
            verification = VerifyReport(command: command, outcome: outcome, display: display)
            result = outcome.result
            result.errors = (result.errors + outcome.errors).sorted { ($0.path, $0.message) < ($1.path, $1.message) }
            for failure in outcome.errors { result.countError(in: failure.root) }
        } else if writes {
            let (written, failures) = Writer.write(result)
            result = written
            result.errors = (result.errors + failures).sorted { ($0.path, $0.message) < ($1.path, $1.message) }
            for failure in failures { result.countError(in: failure.root) }
        }

        let ran = codemods.filter { codemod in configuration.roots.contains { $0.selected.contains { $0 == codemod } } }
        var report = Report(result: result, display: display, elapsed: Date().timeIntervalSince(start), codemods: ran,
                            applied: writes)
        report.maxChanges = options.maxChanges
        report.deferred = deferred
        // The --verify objects go in a JSON report (before the summaries); its lines in a human file.
        func rendered(_ format: Options.Format) -> String {
            let text = render(report, format, options)
            guard let verification else { return text }
            switch format {
            case .json: return verification.inserting(into: text)
            case .human where !text.isEmpty: return text + verification.human(quiet: options.quiet)
            default: return text
            }
        }
        // With --report the file gets the --format report; stdout and stderr stay as in the human format.
        let format = configuration.reportFormat == nil ? options.format : .human
        var failedReport: String?
        if let path = options.reportFile, let fileFormat = configuration.reportFormat {
            failedReport = ReportFile.write(rendered(fileFormat), to: path).map { "\(display.show(path)): error: cannot write the report: \($0)\n" }
        }
        let output = rendered(format)
        switch options.mode {
        case .dryRun:
            if format == .human {
                let names = PatchPaths(cwd: cwd)
                let patch = result.patch(naming: names.name)
                terminal.out(terminal.colourOut ? Terminal.paintDiff(patch) : patch)
            } else {
                terminal.out(output)
            }
        case .apply, .interactive:
            terminal.out(output)
        case .check:
            terminal.out(format == .human
                         ? report.human(colour: terminal.colourOut, quiet: options.quiet, verbose: options.verbose) : output)
        }
        if format != .human {
            // Machine output owns stdout; stderr still names every file that failed.
            terminal.err(report.errorLines(colour: terminal.colourErr))
        } else if options.mode != .check {
            terminal.err(report.human(colour: terminal.colourErr, quiet: options.quiet, verbose: options.verbose))
        }
        if let verification, format != .json { terminal.err(verification.human(quiet: options.quiet)) }

        if let failedReport { terminal.err(failedReport) }

        // A usage error writes nothing; a file that could not be read only misses from the baseline (exit 3).
        if let path = options.writeBaseline, missing.isEmpty, empty.isEmpty {
            let names = PatchPaths(cwd: cwd)
            let keys = BaselineFile.keys(of: result, name: { names.name(root: $0, path: $1) })
            if let problem = BaselineFile.write(BaselineFile.render(Baseline.counts(of: keys)), to: resolved(path)) {
                terminal.err("modernize: error: baseline \(path) could not be written: \(problem)\n")
                return ExitCode.failure
            }
            if !options.quiet {
                terminal.err("modernize: wrote \(keys.count) finding\(keys.count == 1 ? "" : "s") to the baseline \(path)\n")
            }
        }
        if !missing.isEmpty { return ExitCode.usage }
        if let code = verification?.outcome.exitCode, code != ExitCode.pending { return code }
        if options.mode == .check && !empty.isEmpty { return ExitCode.usage }
        if !result.errors.isEmpty || failedReport != nil { return ExitCode.failure }
        if let code = verification?.outcome.exitCode { return code }
        // What is recorded now is the baseline, so the check it ran passes.
        if options.writeBaseline != nil { return ExitCode.ok }
        if options.mode == .check {
            // Each path's own --severity (its configuration may set one).
            let severity = Dictionary(configuration.roots.map { ($0.argument, $0.options.severity) }, uniquingKeysWith: { first, _ in first })
            let serious = result.findings.contains { $0.status != .accepted && $0.finding.severity >= severity[$0.root] ?? options.severity }
            if result.hasPendingChanges || serious { return ExitCode.pending }
        }
        return ExitCode.ok
    }
}

private extension PipelineResult {
    /// One more error in the summary of `root`.
    mutating func countError(in root: String) {
        if let i = summaries.firstIndex(where: { $0.root == root }) { summaries[i].errors += 1 }
    }
}
