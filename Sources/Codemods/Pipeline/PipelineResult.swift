import Rewriter

/// One path argument and the files discovered under it, in the path form the
/// codemods see (`SourceFile.path`, `NewFile.path`, `Fix.edits` keys).
public struct PipelineRoot: Sendable, Hashable {
    public var root: String
    /// `*.swift` files are parsed; `*.storyboard` paths are only listed; `*.m` and `*.mm` files,
    /// and the `*.h` files beside them, are read as Objective-C (lexed when a rule asks);
    /// anything else (Info.plist, project.pbxproj, project.yml, `*.xcconfig`) is read as a project
    /// file (an `.xcconfig` that cannot be read is left out, not an error).
    /// `Project.swift` is both parsed and offered as a project file.
    public var paths: [String]
    /// Swift files in dependency folders (Pods, Carthage, vendored code) that were not read.
    public var skippedDependencyFiles = 0
    /// Folders under the root that could not be read ("path: reason"): each is an error.
    public var unreadableFolders: [String] = []
    /// Swift files already loaded while the root was discovered; not part of what the root is
    /// (roots compare and hash without it).
    public var loadedAhead: LoadAhead?
    /// Project files discovery already read (each Xcode project, which it scans for the files the
    /// project names), by path, so that they are not read again; not part of what the root is either.
    public var projectFilesRead: [String: [UInt8]] = [:]
    public init(root: String, paths: [String], skippedDependencyFiles: Int = 0) {
        self.skippedDependencyFiles = skippedDependencyFiles
        self.root = root
        self.paths = paths
    }

    public static func == (a: PipelineRoot, b: PipelineRoot) -> Bool {
        a.root == b.root && a.paths == b.paths && a.skippedDependencyFiles == b.skippedDependencyFiles
            && a.unreadableFolders == b.unreadableFolders
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(paths)
        hasher.combine(skippedDependencyFiles)
        hasher.combine(unreadableFolders)
    }
}

/// A finding as the run reports it: which root it came from and what became of its fix.
public struct ReportedFinding: Sendable, Hashable {
    public enum Status: Sendable, Hashable {
        /// No fix: the user has to act.
        case report
        /// The fix is part of the result.
        case accepted
        /// The fix conflicted with an accepted one; a second run picks it up.
        case rejected
        /// The user declined the fix in `--interactive`; nothing was rewritten.
        case declined
        /// The fix changes behaviour and `--safe-only` applies safe fixes only; nothing was rewritten.
        case withheld
    }
    public var finding: Finding
    public var root: String
    public var status: Status
    /// The safety of the fix the finding came with (kept when the fix is not applied); nil without one.
    public var safety: FixSafety?
    /// The finding's line, trimmed: what a baseline matches it by.
    public var lineText = ""
    public init(finding: Finding, root: String, status: Status, safety: FixSafety? = nil) {
        self.finding = finding
        self.root = root
        self.status = status
        self.safety = safety
    }
}

/// A file the accepted fixes change: its original bytes, the edits and the result.
public struct FileChange: Sendable, Hashable {
    public var root: String
    public var path: String
    public var original: [UInt8]
    public var edits: [Edit]
    public var result: [UInt8]
    public init(root: String, path: String, original: [UInt8], edits: [Edit], result: [UInt8]) {
        self.root = root
        self.path = path
        self.original = original
        self.edits = edits
        self.result = result
    }
}

/// A file the accepted fixes create.
public struct CreatedFile: Sendable, Hashable {
    public var root: String
    public var path: String
    public var contents: [UInt8]
    /// The rules whose fixes create it.
    public var rules: [String]
}

/// Counts for one path argument (or, with `root == nil`, for the whole run).
public struct RootSummary: Sendable, Hashable {
    public var root: String?
    /// Files read and parsed without error.
    public var filesScanned = 0
    public var filesChanged = 0
    public var filesCreated = 0
    /// Accepted fixes.
    public var changes = 0
    /// Findings without an accepted fix (reports and rejected fixes).
    public var findings = 0
    public var errors = 0
    /// Swift files in dependency folders not read (see `PipelineRoot.skippedDependencyFiles`).
    public var skippedDependencyFiles = 0
    /// Accepted fixes that change behaviour on purpose.
    public var behaviorChanges = 0
    /// Fixes not applied because they change behaviour (`--safe-only`); counted in `findings`.
    public var withheld = 0
    /// Findings the baseline holds back: not reported, not rewritten, not counted elsewhere.
    public var baselined = 0
    public init(root: String?) { self.root = root }

    public static func + (a: RootSummary, b: RootSummary) -> RootSummary {
        var sum = RootSummary(root: nil)
        sum.filesScanned = a.filesScanned + b.filesScanned
        sum.filesChanged = a.filesChanged + b.filesChanged
        sum.filesCreated = a.filesCreated + b.filesCreated
        sum.changes = a.changes + b.changes
        sum.findings = a.findings + b.findings
        sum.errors = a.errors + b.errors
        sum.skippedDependencyFiles = a.skippedDependencyFiles + b.skippedDependencyFiles
        sum.behaviorChanges = a.behaviorChanges + b.behaviorChanges
        sum.withheld = a.withheld + b.withheld
        sum.baselined = a.baselined + b.baselined
        return sum
    }
}

/// Everything one run found and would change. Nothing here has touched the disk.
public struct PipelineResult: Sendable {
    /// Sorted by path, then offset (then rule and message, for a total order).
    public var findings: [ReportedFinding]
    /// Files with at least one byte changed, sorted by path.
    public var changes: [FileChange]
    /// Sorted by path.
    public var created: [CreatedFile]
    /// Sorted by path.
    public var errors: [FileError]
    /// One per root, in argument order.
    public var summaries: [RootSummary]

    public init(findings: [ReportedFinding] = [], changes: [FileChange] = [], created: [CreatedFile] = [],
                errors: [FileError] = [], summaries: [RootSummary] = []) {
        self.findings = findings
        self.changes = changes
        self.created = created
        self.errors = errors
        self.summaries = summaries
    }

    public var total: RootSummary { summaries.reduce(RootSummary(root: nil), +) }
    public var hasPendingChanges: Bool { !changes.isEmpty || !created.isEmpty }

    /// The dry-run patch: every changed file, then every new file, in path
    /// order. `displayPath` maps a pipeline path to the path the patch names.
    public func patch(displayPath: (String) -> String = { $0 }) -> String {
        patch(naming: { _, path in displayPath(path) })
    }

    /// The patch, each file named by `naming(root, path)`.
    public func patch(naming: (_ root: String, _ path: String) -> String) -> String {
        var entries: [(String, String)] = []
        for change in changes {
            let name = naming(change.root, change.path)
            entries.append((name, UnifiedDiff.patch(path: name, original: change.original, edits: change.edits)))
        }
        for file in created {
            let name = naming(file.root, file.path)
            entries.append((name, UnifiedDiff.newFilePatch(path: name, contents: file.contents)))
        }
        return entries.sorted { $0.0 < $1.0 }.map(\.1).joined()
    }

    /// The result with only the accepted fixes `keep` approves (interactive
    /// review). Fixes are whole: a fix spanning files is kept or dropped everywhere.
    /// A finding whose fix is left out is passed to `onDrop` (fix still attached), which says
    /// why (by default it becomes a plain report), and then loses its fix.
    public func keepingFixes(where keep: (ReportedFinding) -> Bool,
                             onDrop: (inout ReportedFinding) -> Void = { $0.status = .report }) -> PipelineResult {
        var originals: [String: (root: String, bytes: [UInt8])] = [:]
        for change in changes { originals[change.path] = (change.root, change.original) }
        var edits: [String: Set<Edit>] = [:]
        var newFiles: [String: CreatedFile] = [:]
        var findings = self.findings
        for i in findings.indices where findings[i].status == .accepted {
            guard let fix = findings[i].finding.fix else { continue }
            if !keep(findings[i]) {
                onDrop(&findings[i])
                findings[i].finding.fix = nil
                continue
            }
            for (path, list) in fix.edits { edits[path, default: []].formUnion(list) }
            for file in fix.newFiles {
                let existing = created.first { $0.path == file.path }
                newFiles[file.path] = existing
            }
        }
        var result = self
        result.findings = findings
        result.changes = edits.keys.sorted().compactMap { path in
            guard let original = originals[path] else { return nil }
            let sorted = edits[path]!.sorted()
            let bytes = EditSet.apply(sorted, to: original.bytes)
            return bytes == original.bytes ? nil
                : FileChange(root: original.root, path: path, original: original.bytes, edits: sorted, result: bytes)
        }
        result.created = newFiles.values.sorted { $0.path < $1.path }
        result.summaries = summaries.map { summary in
            var s = summary
            s.filesChanged = result.changes.filter { $0.root == summary.root }.count
            s.filesCreated = result.created.filter { $0.root == summary.root }.count
            s.changes = findings.filter { $0.root == summary.root && $0.status == .accepted }.count
            s.findings = findings.filter { $0.root == summary.root && $0.status != .accepted }.count
            s.behaviorChanges = findings.filter { $0.root == summary.root && $0.status == .accepted && $0.safety?.behaviorChange != nil }.count
            return s
        }
        return result
    }
}
