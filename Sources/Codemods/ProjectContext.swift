import Foundation
import Rewriter

/// What a codemod may know about the checkout a file belongs to: every parsed
/// Swift file under the same root, the cross-file index, and the project
/// files (Info.plist, project.pbxproj, project.yml, ...) read by the runner.
public final class ProjectContext: @unchecked Sendable {
    /// The path argument this project came from, as the user gave it.
    public let root: String
    /// Every Swift file under the root, sorted by path.
    public let files: [SyntaxTree]
    /// Project files other than Swift, path -> bytes (Info.plist, project.pbxproj, project.yml, Project.swift, *.xcconfig).
    public let projectFiles: [String: [UInt8]]
    /// Paths of other discovered files that matter by their existence (storyboards, Objective-C sources).
    public let otherPaths: [String]
    /// Objective-C sources (`.m`, `.mm`) and the headers beside them, path -> bytes, unchecked.
    public let objectiveCFiles: [String: [UInt8]]
    /// Cross-file facts: inheritance, conformances, shadowing declarations.
    public let index: ProjectIndex

    /// Ids of the rules running in this run (nil: not known, as in unit tests).
    /// A rule that stays quiet where another reports must know that one runs.
    public let selectedRules: Set<String>?
    /// Threads a pass may use for work of its own (the run's `--jobs`).
    public let jobs: Int

    /// `indexEntries`: each file's part of the index by path, when already built
    /// (the runner builds them in parallel as files load); missing ones are built here.
    /// `xcodeProjects`: the parsed `project.pbxproj` files, when the runner parsed
    /// them while loading (every one that parses); nil: parsed on first use.
    public init(root: String, files: [SyntaxTree], projectFiles: [String: [UInt8]] = [:], otherPaths: [String] = [],
                objectiveCFiles: [String: [UInt8]] = [:], selectedRules: Set<String>? = nil, indexEntries: [String: ProjectIndex.FileEntries] = [:],
                xcodeProjects: [String: PBXProject]? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.root = root
        self.jobs = max(1, jobs)
        self.selectedRules = selectedRules
        self.files = files.sorted { $0.file.path < $1.file.path }
        self.projectFiles = projectFiles
        self.otherPaths = otherPaths
        self.objectiveCFiles = objectiveCFiles
        self.index = ProjectIndex(entries: self.files.map { indexEntries[$0.file.path] ?? ProjectIndex.FileEntries($0) })
        self.parsedXcodeProjects = xcodeProjects
    }

    /// Whether rule `id` runs (true when the selection is not known).
    public func runs(_ id: String) -> Bool { selectedRules?.contains(id) ?? true }

    private let lock = NSLock()
    private nonisolated(unsafe) var parsedXcodeProjects: [String: PBXProject]? = nil

    /// Every `project.pbxproj` among the project files that parses, by path;
    /// parsed once (while loading, or on first use) and shared by every codemod and file.
    public var xcodeProjects: [String: PBXProject] {
        lock.lock()
        defer { lock.unlock() }
        if let parsed = parsedXcodeProjects { return parsed }
        // Large apps hold several projects; they parse independently, so in
        // parallel, largest first.
        let paths = projectFiles.keys.filter { $0.hasSuffix("project.pbxproj") }
            .sorted { (projectFiles[$0]!.count, $1) > (projectFiles[$1]!.count, $0) }
        let projects = Parallel.map(paths.count, jobs: jobs) { [projectFiles] i in
            try? PBXProject(bytes: projectFiles[paths[i]]!)
        }
        var parsed: [String: PBXProject] = [:]
        for (path, project) in zip(paths, projects) where project != nil { parsed[path] = project }
        parsedXcodeProjects = parsed
        return parsed
    }

    private nonisolated(unsafe) var configFiles: XcodeConfigFiles? = nil

    /// The `.xcconfig` files among the project files (those a project or manifest names, and
    /// their includes), each parsed on first use.
    public var xcodeConfigFiles: XcodeConfigFiles {
        lock.lock()
        defer { lock.unlock() }
        if let configFiles { return configFiles }
        let files = XcodeConfigFiles(files: projectFiles.filter { $0.key.hasSuffix(".xcconfig") })
        configFiles = files
        return files
    }

    private nonisolated(unsafe) var treesByPath: [String: SyntaxTree]? = nil

    /// The Swift file at `path` (as in `files`), the first one when several share it;
    /// the lookup is built on first use.
    public func tree(at path: String) -> SyntaxTree? {
        lock.lock()
        defer { lock.unlock() }
        if treesByPath == nil { treesByPath = Dictionary(files.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first }) }
        return treesByPath![path]
    }

    private nonisolated(unsafe) var objectiveCSyntaxByPath: [String: ObjectiveCSyntax] = [:]

    /// The Objective-C file at `path` (as in `objectiveCFiles`), lexed and read on first use.
    public func objectiveCSyntax(at path: String) -> ObjectiveCSyntax? {
        guard let bytes = objectiveCFiles[path] else { return nil }
        lock.lock()
        if let syntax = objectiveCSyntaxByPath[path] {
            lock.unlock()
            return syntax
        }
        lock.unlock()
        let syntax = ObjectiveCSyntax(path: path, bytes: bytes)
        lock.lock()
        defer { lock.unlock() }
        if let raced = objectiveCSyntaxByPath[path] { return raced }
        objectiveCSyntaxByPath[path] = syntax
        return syntax
    }

    /// The headers among `paths` that sit beside an Objective-C source of the same name
    /// (`AppDelegate.h` by `AppDelegate.m`): a class's interface. The pipeline reads them whole;
    /// other headers only when they name an API a report reads.
    static func headersBesideSources(in paths: some Sequence<String>) -> Set<String> {
        var stems: Set<String> = [], headers: [String] = []
        for path in paths {
            if ByteSearch.hasSuffix(path, ".h") { headers.append(path) }
            else if ByteSearch.hasSuffix(path, ".m") || ByteSearch.hasSuffix(path, ".mm") { stems.insert(PathShape.stem(of: path)) }
        }
        return Set(headers.filter { stems.contains(PathShape.stem(of: $0)) })
    }

    /// The Objective-C files whose path and bytes pass `mayMatter`, in path order, read on first
    /// use: the byte searches that leave most files out cost far less than reading them.
    public func objectiveCSources(where mayMatter: (String, [UInt8]) -> Bool) -> [ObjectiveCSyntax] {
        objectiveCFiles.filter { mayMatter($0.key, $0.value) }.keys.sorted().compactMap { objectiveCSyntax(at: $0) }
    }

    /// The property list `projectFiles[path]`, parsed once (`PlistDocument.parse`) for every rule
    /// that reads it; nil when there is no such file or it does not parse.
    public func plist(at path: String) -> PlistDocument? {
        shared("plist " + path) { () -> PlistDocument? in
            guard let bytes = projectFiles[path] else { return nil }
            return try? PlistDocument.parse(bytes)
        }
    }

    /// One value: computed once, under its own lock (recursive, as the one lock for every value was).
    private final class SharedValue: @unchecked Sendable {
        let lock = NSRecursiveLock()
        var value: (any Sendable)?
    }
    private let sharedLock = NSLock()
    private nonisolated(unsafe) var sharedValues: [String: SharedValue] = [:]

    /// A value derived from the project alone, computed once and shared, so a
    /// rule that must know another rule's results (to avoid reporting a line
    /// twice) does not redo that rule's work. `compute` must be a pure function
    /// of the project. Each value has a lock of its own: a thread computing one (a project pass's
    /// app facts) holds up only the threads waiting for that value. (`compute` may ask for other
    /// values; values never depend on each other in a cycle, so no two threads wait on each other.)
    public func shared<T: Sendable>(_ key: String, _ compute: () -> T) -> T {
        sharedLock.lock()
        let slot: SharedValue
        if let existing = sharedValues[key] {
            slot = existing
        } else {
            slot = SharedValue()
            sharedValues[key] = slot
        }
        sharedLock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        // Unwrap the optional first: casting a missing value to an Optional `T` would succeed with nil.
        if let stored = slot.value, let value = stored as? T { return value }
        let value = compute()
        slot.value = value
        return value
    }
}
