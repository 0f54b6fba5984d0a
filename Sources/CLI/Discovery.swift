import Codemods
import Rewriter
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files a run reads under each path argument: Swift files, the
/// app's Info.plist files and project files, Objective-C files, and storyboard paths. Skips
/// hidden and dependency folders, what git ignores, and --exclude globs;
/// never follows symbolic links.
struct Discovery {
    /// Dependency and vendored-code folders: not the app's code, not rewritten. Their Swift files are counted.
    static let skippedNames: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "Local Pods", "Vendor", "vendor",
                                            "Vendors", "vendors", "ThirdParty", "third_party", "Third Party", "3rdParty", "CMakeFiles",
                                            "SourcePackages"]
    static let skippedSuffixes: [StaticString] = [".xcframework", ".framework", ".xcworkspace", ".xcassets", ".bundle", ".app"]

    /// An `--exclude` glob. One from a configuration file is relative to the file's folder:
    /// `anchor` is the root's path from there ("" for the folder itself and the command line's).
    struct ExcludeGlob: Equatable {
        var glob: String
        var anchor = ""
    }

    var excludes: [ExcludeGlob] = []
    var useGit = true
    /// `.modernize` files found below a root: they are not read (a root's configuration is the
    /// one at or above it), which the run says.
    private(set) var nestedConfigs: [String] = []
    /// Canonical paths already claimed by an earlier root, so overlapping roots never edit a file twice.
    fileprivate var claimed = Set<String>()
    /// Swift files in skipped dependency folders under the current root.
    private var skippedSwiftFiles = 0
    /// Folders under the current root that could not be read, with the reason.
    private var unreadable: [(path: String, reason: String)] = []
    /// Lists a folder (nil when it cannot be read); tests replace it to fail on a chosen folder,
    /// which permissions cannot do for root.
    var listFolder: (String) -> [(String, EntryKind?)]? = { Discovery.entries(of: $0, keepingFiles: Discovery.walkReads) }
    /// Threads that load the Swift files a walk found while git is still listing what it ignores
    /// (0: none); what they load goes with the root (`PipelineRoot.loadedAhead`) and is held until
    /// the root's pipeline takes it.
    var loadAheadThreads = 0
    /// git listings started before their root's walk, by the root's path as walked.
    private var startedGit: [String: PendingGitIgnored] = [:]

    init(excludes: [String], useGit: Bool = true) {
        self.excludes = excludes.map { ExcludeGlob(glob: $0) }
        self.useGit = useGit
    }

    enum Outcome {
        case root(PipelineRoot)
        case missing(String)
    }

    /// Every path argument with its excludes, in order. With several jobs, roots that cannot
    /// share a file (distinct, none inside another) are walked side by side, each by a discovery
    /// of its own: what one claims the others could not, so the outcome is the one walking them in
    /// turn gives.
    mutating func discoverAll(_ roots: [(argument: String, excludes: [ExcludeGlob])], jobs: Int) -> [Outcome] {
        let canonicalRoots = roots.map { Self.canonical(Self.normalize($0.argument)) }
        let disjoint = canonicalRoots.indices.allSatisfy { i in
            let folder = canonicalRoots[i].hasSuffix("/") ? canonicalRoots[i] : canonicalRoots[i] + "/"
            return canonicalRoots.indices.allSatisfy { j in
                i == j || (canonicalRoots[i] != canonicalRoots[j] && !canonicalRoots[j].hasPrefix(folder))
            }
        }
        guard jobs > 1, roots.count > 1, disjoint, claimed.isEmpty else {
            return roots.indices.map { k in
                // The next root's git listing runs while this root is walked: in a work tree it
                // takes about as long as the walk, which would otherwise wait for it in turn.
                if useGit, k + 1 < roots.count { startGit(for: roots[k + 1].argument) }
                excludes = roots[k].excludes
                return discover(roots[k].argument)
            }
        }
        let slots = DiscoverySlots(template: self, roots: roots)
        let cursor = IndexCursor()
        // Threads of their own: a walk waits for its git listing, which runs on a dispatch queue.
        let group = DispatchGroup()
        for _ in 0..<min(jobs, roots.count) {
            group.enter()
            WorkerThread.start {
                while let i = cursor.next(below: roots.count) { slots.discover(roots[i].argument, at: i) }
                group.leave()
            }
        }
        group.wait()
        for discovery in slots.discoveries {
            claimed.formUnion(discovery.claimed)
            nestedConfigs += discovery.nestedConfigs
        }
        if let last = roots.last { excludes = last.excludes }
        return slots.outcomes.map { $0! }
    }

    /// Starts git's list of what it ignores under the folder `argument` names, for its walk to come.
    private mutating func startGit(for argument: String) {
        let root = Self.normalize(argument)
        var info = stat()
        guard startedGit[root] == nil, stat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
        startedGit[root] = PendingGitIgnored(root: root)
    }

    mutating func discover(_ argument: String) -> Outcome {
        let root = Self.normalize(argument)
        var info = stat()
        guard lstat(root, &info) == 0 else { return .missing(argument) }
        var paths: [String] = []
        var loadedAhead: LoadAhead? = nil
        var projectFilesRead: [String: [UInt8]] = [:]
        skippedSwiftFiles = 0
        unreadable = []
        // A root given as a symbolic link is the folder or file it names (links found while
        // walking are still never followed).
        if (info.st_mode & S_IFMT) == S_IFLNK {
            var target = stat()
            if stat(root, &target) == 0 { info = target } else { return .missing(argument) }
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            (paths, loadedAhead, projectFilesRead) = filesUnder(root)
        } else if (info.st_mode & S_IFMT) == S_IFREG {
            if claimed.insert(Self.canonical(root)).inserted { paths.append(root) }
        } else {
            // A symbolic link or a device given as an argument: not followed.
            return .root(PipelineRoot(root: argument, paths: []))
        }
        paths.sort()
        var found = PipelineRoot(root: argument, paths: paths, skippedDependencyFiles: skippedSwiftFiles)
        found.unreadableFolders = unreadable.map { "\($0.path): \($0.reason)" }
        found.loadedAhead = loadedAhead
        found.projectFilesRead = projectFilesRead
        return .root(found)
    }

    /// The files a folder contributes: Swift files, storyboards and project files,
    /// and the Info.plists that are named so or that a project file names; with the Swift files
    /// loaded while git was still listing what it ignores.
    private mutating func filesUnder(_ root: String) -> (paths: [String], loadedAhead: LoadAhead?, projectFilesRead: [String: [UInt8]]) {
        var paths: [String] = []
        // git lists what it ignores while the walk runs; its answer then filters
        // what the walk found (instead of pruning the walk, which would wait for git).
        let pendingIgnored = useGit ? (startedGit.removeValue(forKey: root) ?? PendingGitIgnored(root: root)) : nil
        var pbxprojs: [String] = []
        // Nothing under the root is a symbolic link (the walk never follows one), so the
        // canonical root plus the relative path is canonical: one realpath call, not one per file.
        let canonicalRoot = Self.canonical(root)
        var found: [(path: String, relative: String)] = []
        var plists: [(path: String, relative: String)] = []
        var ymls: [(path: String, relative: String)] = []
        var configs: [(path: String, relative: String)] = []
        walk(root, relative: "") { path, relative, role in
            switch role {
            case .source: found.append((path, relative))
            case .plist: plists.append((path, relative))
            case .yaml: ymls.append((path, relative))
            case .buildConfiguration: configs.append((path, relative))
            }
        }
        // While git runs: the Info.plist references of every project file found. Each is read
        // once, here: the pipeline takes the bytes instead of reading the file again.
        var referencesByProject: [String: Set<String>] = [:]
        var projectBytes: [String: [UInt8]] = [:]
        for file in found where ByteSearch.hasSuffix(file.path, "project.pbxproj") {
            guard let bytes = FileLoader.bytes(of: file.path) else { continue }
            projectBytes[file.path] = bytes
            referencesByProject[file.path] = Self.infoPlistReferences(project: file.path, bytes: bytes)
        }
        // Still waiting for git: its list takes about as long as the walk. Threads the wait leaves
        // idle load the Swift files found meanwhile.
        var loadedAhead: LoadAhead? = nil
        if let pendingIgnored, loadAheadThreads > 0, !pendingIgnored.isReady {
            loadedAhead = LoadAhead(swiftPaths: found.map(\.path).filter { ByteSearch.hasSuffix($0, ".swift") }, threads: loadAheadThreads)
        }
        let ignored = pendingIgnored?.value ?? .none
        loadedAhead?.stop()
        found = found.filter { !ignored.covers($0.relative) }
        plists = plists.filter { !ignored.covers($0.relative) }
        // Claimed after the walk: inserting from inside the walk's closure copied the set each time.
        // Sized once for everything the root may claim: growing the set rehashes every path in it.
        claimed.reserveCapacity(claimed.count + found.count + ymls.count + configs.count + plists.count)
        for file in found where claimed.insert(Self.join(canonicalRoot, file.relative)).inserted {
            paths.append(file.path)
            if ByteSearch.hasSuffix(file.path, "project.pbxproj") { pbxprojs.append(file.path) }
        }
        // The files project.yml includes (XcodeGen target definitions), transitively.
        let ymlByCanonical = Dictionary(ymls.filter { !ignored.covers($0.relative) }.map { (Self.join(canonicalRoot, $0.relative), $0.path) },
                                        uniquingKeysWith: { first, _ in first })
        var pendingManifests = found.filter { ByteSearch.hasSuffix($0.path, "project.yml") }.map(\.path)
        var manifests = pendingManifests
        var includedManifests = Set<String>()
        while let manifest = pendingManifests.popLast() {
            for include in Self.xcodegenIncludes(of: manifest) {
                let canonical = Self.canonical(include)
                guard let path = ymlByCanonical[canonical], includedManifests.insert(canonical).inserted else { continue }
                if claimed.insert(canonical).inserted { paths.append(path) }
                pendingManifests.append(path)
                manifests.append(path)
            }
        }
        // Build configuration files that a project or manifest names, and the ones they include.
        // Nothing is read for a checkout without any.
        if !configs.isEmpty {
            let candidates = configs.filter { !ignored.covers($0.relative) }
            for index in Self.referencedConfigFiles(candidates, mentionedIn: pbxprojs + manifests, alreadyRead: projectBytes) {
                let file = candidates[index]
                if claimed.insert(Self.join(canonicalRoot, file.relative)).inserted { paths.append(file.path) }
            }
        }
        let referenced = pbxprojs.reduce(into: Set<String>()) { $0.formUnion(referencesByProject[$1] ?? []) }
        for plist in plists {
            let canonical = Self.join(canonicalRoot, plist.relative)
            guard plist.path.hasSuffix("/Info.plist") || plist.path == "Info.plist" || referenced.contains(canonical) else { continue }
            if claimed.insert(canonical).inserted { paths.append(plist.path) }
        }
        let claimedProjects = Set(pbxprojs)
        return (paths, loadedAhead, projectBytes.filter { claimedProjects.contains($0.key) })
    }

    /// What a file found by the walk is to the run, by its name; nil for files it does not read.
    enum FileRole { case source, plist, yaml, buildConfiguration }

    static func role(of name: String) -> FileRole? { ByteSearch.withUTF8(name) { role(of: $0) } }

    /// `role(of:)` on a name's bytes, as the folder listing gives them: the suffixes are ASCII, so
    /// comparing bytes answers what comparing the String would.
    static func role(of name: UnsafeBufferPointer<UInt8>) -> FileRole? {
        if name.hasSuffix(".swift") || name.hasSuffix(".storyboard") || name.elementsEqual("project.yml".utf8)
            || name.elementsEqual("project.pbxproj".utf8)
            // Objective-C sources and headers: an app delegate written in Objective-C is migrated
            // from them, and the APIs the rules report are read in them (macros and inline
            // functions of headers and prefix headers included).
            || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") || name.hasSuffix(".pch") {
            return .source
        }
        if name.hasSuffix(".plist") { return .plist }
        if name.hasSuffix(".yml") || name.hasSuffix(".yaml") { return .yaml }
        if name.hasSuffix(".xcconfig") { return .buildConfiguration }
        return nil
    }

    /// The files of a folder the walk looks at: hidden ones (it looks for `.modernize` among them)
    /// and those with a role. The listing leaves the others out: no String is made for them.
    static func walkReads(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.first == 0x2E || role(of: name) != nil
    }

    /// Depth-first walk that never follows symbolic links (entry types come
    /// from the directory itself, or from lstat when the file system gives none).
    /// `visit` gets the files `role(of:)` names; no path is built for the others.
    private mutating func walk(_ folder: String, relative: String, visit: (String, String, FileRole) -> Void) {
        guard let entries = listFolder(folder) else {
            unreadable.append((folder, FileIO.describe(errno)))
            return
        }
        for (name, entryKind) in entries {
            if name.hasPrefix(".") {
                if name == ConfigFile.name && !relative.isEmpty { nestedConfigs.append(Self.join(folder, name)) }
                continue
            }
            // Computed once: a file without a role is skipped before any path is built for it.
            let role = entryKind == .directory ? nil : Self.role(of: name)
            if entryKind == .file && role == nil { continue }
            let path = Self.join(folder, name)
            let rel = relative.isEmpty ? name : Self.concatenated(relative, "/", name)
            let kind = entryKind ?? Self.kind(of: path)
            if kind == .directory {
                if isExcluded(rel, name: name) { continue }
                if Self.skippedNames.contains(name) {
                    skippedSwiftFiles += Self.swiftFileCount(under: path)
                    continue
                }
                if Self.skippedSuffixes.contains(where: { ByteSearch.hasSuffix(name, $0) }) { continue }
                if ByteSearch.hasSuffix(name, ".xcodeproj") {
                    // Only the project file matters inside a project bundle.
                    let project = Self.join(path, "project.pbxproj")
                    if Self.kind(of: project) == .file { visit(project, rel + "/project.pbxproj", .source) }
                    continue
                }
                walk(path, relative: rel, visit: visit)
            } else if kind == .file {
                guard let role, !isExcluded(rel, name: name) else { continue }
                visit(path, rel, role)
            }
        }
    }

    /// Swift files under a skipped folder, for the summary; links are not followed.
    static func swiftFileCount(under folder: String) -> Int {
        guard let entries = entries(of: folder) else { return 0 }
        var count = 0
        for (name, entryKind) in entries {
            let path = join(folder, name)
            switch entryKind ?? kind(of: path) {
            case .directory: count += swiftFileCount(under: path)
            case .file where ByteSearch.hasSuffix(name, ".swift"): count += 1
            default: break
            }
        }
        return count
    }

    enum EntryKind { case file, directory, other }

    static func kind(of path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// A folder's entries sorted by name, with their kind when the directory
    /// says it (nil: ask lstat). Nil when the folder cannot be read. With `keepingFiles`, the
    /// regular files whose names it turns down are left out.
    static func entries(of folder: String, keepingFiles keep: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil) -> [(String, EntryKind?)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        // The names' bytes in one buffer (one allocation a folder, not one a name), each entry
        // its run there.
        var names: [UInt8] = []
        var listed: [(start: Int, count: Int, kind: EntryKind?)] = []
        var allASCII = true
        while let entry = readdir(directory) {
            let kind: EntryKind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_UNKNOWN): kind = nil
            default: kind = .other
            }
            withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: 256) { pointer in
                    let name = UnsafeBufferPointer(start: pointer, count: strlen(pointer))
                    if name.count <= 2, name.allSatisfy({ $0 == 0x2E }) { return }  // "." and ".." (names are never empty)
                    if kind == .file, let keep, !keep(name) { return }
                    if allASCII, name.contains(where: { $0 >= 0x80 }) { allASCII = false }
                    listed.append((names.count, name.count, kind))
                    names.append(contentsOf: name)
                }
            }
        }
        return names.withUnsafeBufferPointer { bytes in
            // Output must not depend on the file system's order: names in String order. For ASCII
            // names that is byte order, compared with memcmp (String comparison cost a few hundred
            // instructions a pair).
            if allASCII {
                listed.sort { a, b in
                    let common = min(a.count, b.count)
                    let order = common == 0 ? 0 : memcmp(bytes.baseAddress! + a.start, bytes.baseAddress! + b.start, common)
                    return order != 0 ? order < 0 : a.count < b.count
                }
            }
            var result = listed.map { (String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.start..<$0.start + $0.count]), as: UTF8.self), $0.kind) }
            if !allASCII { result.sort { $0.0 < $1.0 } }
            return result
        }
    }

    /// A glob matches the path relative to the root, or the bare name.
    func isExcluded(_ relative: String, name: String) -> Bool {
        excludes.contains { exclude in
            fnmatch(exclude.glob, exclude.anchor.isEmpty ? relative : exclude.anchor + "/" + relative, 0) == 0
                || fnmatch(exclude.glob, name, 0) == 0
        }
    }


    static func normalize(_ argument: String) -> String {
        var path = argument
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        return path
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : concatenated(folder, folder.hasSuffix("/") ? "" : "/", name)
    }

    /// `a + separator + b`, its UTF-8 bytes copied into one new string: the walk builds two paths
    /// per file it keeps (appending to a String cost several hundred instructions a piece).
    private static func concatenated(_ a: String, _ separator: String, _ b: String) -> String {
        var a = a, separator = separator, b = b
        return a.withUTF8 { x in
            separator.withUTF8 { s in
                b.withUTF8 { y in
                    String(unsafeUninitializedCapacity: x.count + s.count + y.count) { out in
                        var n = 0
                        func copy(_ part: UnsafeBufferPointer<UInt8>) {
                            guard let source = part.baseAddress, part.count > 0 else { return }
                            (out.baseAddress! + n).update(from: source, count: part.count)
                            n += part.count
                        }
                        copy(x)
                        copy(s)
                        copy(y)
                        return n
                    }
                }
            }
        }
    }

    /// `text.trimmingCharacters(in: .whitespaces)`: on the bytes when `text` is ASCII (where that
    /// set is space and tab), through Foundation otherwise. Foundation's took about 20,000
    /// instructions a call.
    static func trimmingWhitespace<S: StringProtocol>(_ text: S) -> String {
        let string = String(text)
        if let trimmed = ByteSearch.withASCII(string, { b -> String in
            var start = 0, end = b.count
            while start < end, b[start] == 0x20 || b[start] == 0x09 { start += 1 }
            while end > start, b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
            return start == 0 && end == b.count ? string : String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
        }) {
            return trimmed
        }
        return string.trimmingCharacters(in: .whitespaces)
    }

    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A discovery per root and its outcome, each slot written by one thread (flat buffers: an
/// array property would be checked for exclusive access as a whole).
private final class DiscoverySlots: @unchecked Sendable {
    private let count: Int
    private let discoveryBuffer: UnsafeMutablePointer<Discovery>
    private let outcomeBuffer: UnsafeMutablePointer<Discovery.Outcome?>

    init(template: Discovery, roots: [(argument: String, excludes: [Discovery.ExcludeGlob])]) {
        count = roots.count
        discoveryBuffer = .allocate(capacity: count)
        for (i, root) in roots.enumerated() {
            var discovery = template
            discovery.excludes = root.excludes
            (discoveryBuffer + i).initialize(to: discovery)
        }
        outcomeBuffer = .allocate(capacity: count)
        outcomeBuffer.initialize(repeating: nil, count: count)
    }

    deinit {
        discoveryBuffer.deinitialize(count: count)
        discoveryBuffer.deallocate()
        outcomeBuffer.deinitialize(count: count)
        outcomeBuffer.deallocate()
    }

    func discover(_ argument: String, at i: Int) { outcomeBuffer[i] = discoveryBuffer[i].discover(argument) }
    var discoveries: [Discovery] { Array(UnsafeBufferPointer(start: discoveryBuffer, count: count)) }
    var outcomes: [Discovery.Outcome?] { Array(UnsafeBufferPointer(start: outcomeBuffer, count: count)) }
}
