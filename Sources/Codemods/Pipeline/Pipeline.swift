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
    /// Apply only fixes that keep behaviour; the others are reported as `.withheld` (`--safe-only`).
    public var safeOnly = false
    /// Findings to leave out of the run, as if suppressed (`--baseline`).
    public var baseline: Baseline?
    /// Whether the last root's syntax trees are freed. A process that exits right after the run
    /// (the command line) sets it to false: tearing down every token table and syntax node is
    /// then pure cost, and the system reclaims the memory at exit.
    public var freesLastRoot = true
    /// When set, asked before each parallel step for the threads it may use instead of `jobs`:
    /// roots run side by side share the run's jobs, and a root left running alone takes them all.
    public var availableJobs: (@Sendable () -> Int)?
    /// Where the root's file maps, when they run on one thread, offer their files to threads
    /// whose roots are done (roots run side by side).
    var helpBoard: HelpBoard?
    /// Whether a root's trees are freed by the thread that ran it rather than on a thread of
    /// their own: with one job, a thread freeing beside the run would take its time from the
    /// run's own (3-4% of the four benchmark apps' run on one core) and free memory under the
    /// run's arena lock. (Roots side by side hand their trees to `heldTrees` instead.)
    private var freesOnRunningThread: Bool { jobs == 1 }
    /// When set, a root's trees are handed here rather than freed: roots side by side free them
    /// when the thread that ran the root starts another, and not at all when none is left.
    var heldTrees: HeldTrees?

    public init(codemods: [any Codemod.Type], options: [String: String] = [:], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.codemods = codemods
        self.options = options
        self.jobs = max(1, jobs)
    }

    /// Roots are processed one after another (files of a root in parallel), so
    /// memory peaks at the largest root, not at the sum of all of them.
    public func run(_ roots: [PipelineRoot]) -> PipelineResult {
        let instances: [any Codemod] = codemods.map { type in
            var values: [String: String] = [:]
            for option in type.options { values[option.name] = option.defaultValue }
            values.merge(options) { _, given in given }
            return type.init(options: values)
        }
        let swiftCount = roots.reduce(0) { $0 + $1.paths.filter { ByteSearch.hasSuffix($0, ".swift") }.count }
        let counter = ProgressCounter(total: swiftCount, report: progress)
        var result = PipelineResult()
        // What the baseline still covers: each finding it matches uses one.
        var baselineLeft = baseline?.counts ?? [:]
        for (n, root) in roots.enumerated() {
            let (resolved, summary, errors, parsed) = run(root, instances: instances, counter: counter, baselineLeft: &baselineLeft)
            // Tearing down every token table and syntax node is pure cost once the result is
            // built: roots side by side hold it until their thread needs the memory again, a
            // process that exits next skips it for the last root, one job does it in place, and
            // several jobs leave it to another thread. `parsed` is the last reference (run's
            // locals are gone), so it is consumed.
            if let heldTrees {
                heldTrees.hold(consume parsed)
            } else if n == roots.count - 1 && !freesLastRoot {
                Self.keepUntilExit(consume parsed)
            } else if freesOnRunningThread {
                _ = consume parsed
            } else {
                Self.releaseInBackground(consume parsed)
            }
            result.findings += resolved.findings
            result.changes += resolved.changes
            result.created += resolved.created
            result.errors += errors
            result.summaries.append(summary)
        }
        result.findings.sort { FixResolver.precedes($0.finding, $1.finding) }
        result.changes.sort { $0.path < $1.path }
        result.created.sort { $0.path < $1.path }
        result.errors.sort { ($0.path, $0.message) < ($1.path, $1.message) }
        return result
    }

    private var currentJobs: Int { max(1, availableJobs?() ?? jobs) }

    private func run(_ root: PipelineRoot, instances: [any Codemod], counter: ProgressCounter, baselineLeft: inout [Baseline.Key: Int])
        -> (FixResolver.Resolved, RootSummary, [FileError], ParsedRoot) {
        // Read and parse every file once, in parallel.
        var swiftPaths: [String] = [], projectPaths: [String] = [], otherPaths: [String] = []
        var objectiveCPaths: [String] = [], headers: [String] = [], configPaths: [String] = []
        for path in root.paths {
            if ByteSearch.hasSuffix(path, ".xcconfig") {
                configPaths.append(path)
            } else if ByteSearch.hasSuffix(path, ".storyboard") {
                otherPaths.append(path)
            } else if ByteSearch.hasSuffix(path, ".m") || ByteSearch.hasSuffix(path, ".mm") {
                otherPaths.append(path)
                objectiveCPaths.append(path)
            } else if ByteSearch.hasSuffix(path, ".h") || ByteSearch.hasSuffix(path, ".pch") {
                headers.append(path)
            } else if ByteSearch.hasSuffix(path, ".swift") {
                swiftPaths.append(path)
            } else {
                projectPaths.append(path)
            }
        }
        // Headers beside a source of the same name: a class's interface. The other headers and
        // prefix headers are read for the macros and inline functions that use the APIs the rules
        // report (`#define kScreenWidth [UIScreen mainScreen].bounds.size.width`), and kept only
        // when they name one: a checkout's C libraries bring hundreds of headers that never do.
        let besideSources = ProjectContext.headersBesideSources(in: objectiveCPaths + headers)
        let alone = headers.filter { !besideSources.contains($0) }
        objectiveCPaths += headers.filter { besideSources.contains($0) }
        // Project files first: an Xcode project is the largest single job.
        let toLoad = projectPaths.map { ($0, 0) } + swiftPaths.map { ($0, 1) } + objectiveCPaths.map { ($0, 2) } + configPaths.map { ($0, 3) }
            + alone.map { ($0, 4) }
        let ahead = root.loadedAhead
        let loaded = Parallel.map(toLoad.count, jobs: currentJobs, sharedOn: helpBoard) { i -> FileLoader.Loaded in
            let (path, kind) = toLoad[i]
            if kind == 1, let file = ahead?.take(path) { return file }
            if kind == 0, let bytes = root.projectFilesRead[path] { return FileLoader.load(path, bytes: bytes, asSwift: false) }
            switch kind {
            case 2: return FileLoader.loadObjectiveC(path)
            case 3: return FileLoader.loadBuildConfiguration(path)
            case 4: return FileLoader.loadObjectiveC(path, ifNaming: FileLoader.reportedObjectiveCNames)
            default: return FileLoader.load(path, asSwift: kind == 1)
            }
        }

        ahead?.discardRest()
        var trees: [SyntaxTree] = []
        var indexEntries: [String: ProjectIndex.FileEntries] = [:]
        var xcodeProjects: [String: PBXProject] = [:]
        var projectFiles: [String: [UInt8]] = [:]
        var objectiveCFiles: [String: [UInt8]] = [:]
        var errors: [FileError] = []
        trees.reserveCapacity(swiftPaths.count)
        indexEntries.reserveCapacity(swiftPaths.count)
        var summary = RootSummary(root: root.root)
        summary.skippedDependencyFiles = root.skippedDependencyFiles
        for ((path, _), outcome) in zip(toLoad, loaded) {
            switch outcome {
            case .swift(let tree, let entries):
                trees.append(tree)
                indexEntries[path] = entries
                // Tuist's manifest is Swift and a project file at once.
                if path == "Project.swift" || ByteSearch.hasSuffix(path, "/Project.swift") { projectFiles[path] = tree.file.bytes }
                summary.filesScanned += 1
            case .project(let bytes, let project):
                projectFiles[path] = bytes
                if let project { xcodeProjects[path] = project }
                summary.filesScanned += 1
            case .objectiveC(let bytes):
                if let bytes {
                    objectiveCFiles[path] = bytes
                    summary.filesScanned += 1
                }
            case .buildConfiguration(let bytes):
                if let bytes {
                    projectFiles[path] = bytes
                    summary.filesScanned += 1
                }
            case .failed(let message):
                errors.append(FileError(root: root.root, path: path, message: message))
                if ByteSearch.hasSuffix(path, ".swift") { counter.tick() }
            }
        }
        let context = ProjectContext(root: root.root, files: trees, projectFiles: projectFiles, otherPaths: otherPaths.sorted(),
                                     objectiveCFiles: objectiveCFiles, selectedRules: Set(instances.map { type(of: $0).id }),
                                     indexEntries: indexEntries, xcodeProjects: xcodeProjects, jobs: currentJobs)
        trees = []

        // Project passes and per-file passes share one pool. The project passes
        // are handed out first, costly ones before the rest: they are the longest
        // jobs, and what they share through `context.shared` is then under way
        // before a file needs it.
        let files = context.files
        let projectOrder = instances.indices.filter { type(of: instances[$0]).hasCostlyProjectPass }
            + instances.indices.filter { !type(of: instances[$0]).hasCostlyProjectPass }
        let projectJobs = instances.count
        let results = Parallel.map(projectJobs + files.count, jobs: currentJobs, sharedOn: helpBoard) { job -> [Finding] in
            if job < projectJobs { return instances[projectOrder[job]].runProject(context) }
            // (Not `flatMap`: it copies each rule out of the array and grows an array per rule, about
            // 250 instructions a rule and file, where most rules find nothing.)
            let tree = files[job - projectJobs]
            var found: [Finding] = []
            for k in instances.indices {
                let more = instances[k].run(tree, in: context)
                if !more.isEmpty { found += more }
            }
            counter.tick()
            return found
        }
        // Project findings back in registry order: output never depends on scheduling.
        var perProject = Array(repeating: [Finding](), count: projectJobs)
        for (job, instance) in projectOrder.enumerated() { perProject[instance] = results[job] }
        let perFile = results[projectJobs...]

        let sources = Dictionary(files.map { ($0.file.path, $0.file) }, uniquingKeysWith: { a, _ in a })
        var kept = (Array(perFile.joined()) + Array(perProject.joined())).filter { finding in
            // Objective-C files take `// modernize:ignore` comments too.
            guard let file = sources[finding.path] ?? context.objectiveCSyntax(at: finding.path)?.file else { return true }
            return !Suppression.isSuppressed(finding, in: file)
        }
        let knownRules = Set(Registry.ids + instances.map { type(of: $0).id })
        for tree in files { kept += Suppression.unknownRuleFindings(in: tree.file, knownRules: knownRules) }
        var originals = projectFiles
        originals.reserveCapacity(projectFiles.count + objectiveCFiles.count + sources.count)
        originals.merge(objectiveCFiles) { project, _ in project }
        for (path, file) in sources { originals[path] = file.bytes }
        var lines = LineTexts(files: originals)
        if let baseline {
            var names: [String: String] = [:]
            var unmatched: [Finding] = []
            // The findings of one line come in a run with one key: after the first, the entry is
            // asked for by its own key, whose text compares with itself at once, where the
            // finding's copy would be compared with it whole again for each of them.
            var previous: (key: Baseline.Key, stored: Baseline.Key)? = nil
            for finding in kept.sorted(by: FixResolver.precedes) {
                let name = names[finding.path] ?? baseline.fileName(root.root, finding.path)
                names[finding.path] = name
                let key = Baseline.key(of: finding, file: name, lineText: lines.text(finding.path, line: finding.line))
                let stored: Baseline.Key
                if let previous, previous.key == key {
                    stored = previous.stored
                } else {
                    stored = baselineLeft.index(forKey: key).map { baselineLeft[$0].key } ?? key
                }
                previous = (key, stored)
                if let left = baselineLeft[stored], left > 0 {
                    baselineLeft[stored] = left - 1
                    summary.baselined += 1
                } else {
                    unmatched.append(finding)
                }
            }
            kept = unmatched
        }
        var resolved = FixResolver.resolve(kept, root: root.root, originals: originals, safeOnly: safeOnly)
        OverlapPasses.run(&resolved, kept: kept, instances: instances, context: context, root: root.root, safeOnly: safeOnly)
        for i in resolved.findings.indices {
            resolved.findings[i].lineText = lines.text(resolved.findings[i].finding.path, line: resolved.findings[i].finding.line)
        }
        summary.filesChanged = resolved.changes.count
        summary.filesCreated = resolved.created.count
        summary.changes = resolved.findings.filter { $0.status == .accepted }.count
        summary.findings = resolved.findings.count - summary.changes
        summary.behaviorChanges = resolved.findings.filter { $0.status == .accepted && $0.safety?.behaviorChange != nil }.count
        summary.withheld = resolved.findings.filter { $0.status == .withheld }.count
        summary.errors = errors.count
        return (resolved, summary, errors, ParsedRoot(context: context, loaded: loaded, indexEntries: indexEntries))
    }
}

/// Everything a root's parse produced, handed back so it can be freed elsewhere.
struct ParsedRoot: Sendable {
    let context: ProjectContext
    let loaded: [FileLoader.Loaded]
    let indexEntries: [String: ProjectIndex.FileEntries]
}

extension Pipeline {
    /// Hands `values` to a background thread, which drops the last reference: the box holds the
    /// only one, so the caller's own release (whenever it runs) frees nothing.
    static func releaseInBackground<T: Sendable>(_ values: consuming T) {
        let box = ReleaseBox(consume values)
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }

    /// Never frees `values`: for what the process still holds when it exits.
    static func keepUntilExit<T: Sendable>(_ values: consuming T) {
        _ = Unmanaged.passRetained(ReleaseBox(consume values))
    }
}

/// The trees of the root a thread ran last (roots side by side): freed when the thread starts
/// another root and needs the memory again, kept when it has none left to start, where freeing
/// would only delay the end of the run.
final class HeldTrees: @unchecked Sendable {
    private var parsed: ParsedRoot?

    /// Only the thread that runs the roots calls these.
    func hold(_ root: consuming ParsedRoot) { parsed = consume root }
    func free() { parsed = nil }
    func keepUntilExit() {
        if let parsed { Pipeline.keepUntilExit(parsed) }
        parsed = nil
    }
}

/// The one reference to a value that is freed elsewhere.
private final class ReleaseBox<T: Sendable>: @unchecked Sendable {
    private var value: T?
    init(_ value: consuming T) { self.value = consume value }
    /// Called once, by the thread that frees the value.
    func empty() { value = nil }
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
