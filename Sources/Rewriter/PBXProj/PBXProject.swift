#if canImport(Foundation)
import Foundation
#endif

/// A `project.pbxproj` read without losing its bytes: the object graph with
/// the byte range of every value, for queries and surgical edits.
public struct PBXProject: Sendable {
    public let bytes: [UInt8]
    /// The top-level dict (`archiveVersion`, `objects`, `rootObject`, ...).
    public let root: PBXValue
    /// Every object in file order.
    public let objectList: [PBXObject]
    /// The `/* Begin X section */` markers in file order.
    public let sections: [PBXSection]
    private let objectIndex: PBXObjectIndex
    /// The number of the group (or variant group) holding each object among its children, -1 for none.
    private let parents: [Int]
    /// Resolved paths, filled as they are asked for: path queries walk up the
    /// group tree and run for every file reference in a project.
    private let pathCache = PathCache()
    /// Each target's synchronized folders, filled as they are asked for.
    private let synchronizedCache = LockedCache<[SynchronizedFolder]>()
    /// Each target's Sources phase file references, filled as they are asked for: `targets(compiling:)`
    /// reads every target's for each file it is asked about, and several rules ask.
    private let sourceReferencesCache = LockedCache<[String]>()
    private let objectsByISA = LockedCache<[PBXObject]>()
    /// Each build configuration's own settings as a level, by configuration id: every target's
    /// stacks repeat the project's configurations, and several rules ask for the same targets.
    let configurationLevels = LockedCache<BuildSettingLevel>()

    public init(bytes: [UInt8]) throws(PBXError) {
        self.bytes = bytes
        let tree = try PBXTree(bytes: bytes)
        let root = PBXValue(tree, 0)
        guard root.kind == .dict else { throw .malformed(message: "the project is not a dict", line: 1) }
        guard let objects = root["objects"], objects.kind == .dict else {
            throw .malformed(message: "no objects dict", line: 1)
        }
        self.root = root
        self.sections = tree.sections
        var list: [PBXObject] = []
        var keys: [Int] = []
        // Objects come in sections by isa: one String per run of the same isa, not per object.
        var isa = (node: -1, text: "")
        tree.forEachChild(of: objects.index) { key in
            guard tree.nodes[key + 1].kind == .dict else { return true }
            let isaNode = tree.key("isa", in: key + 1).map { $0 + 1 }.flatMap { tree.nodes[$0].kind == .string ? $0 : nil }
            if let isaNode {
                if isa.node < 0 || !tree.sameText(isaNode, isa.node) { isa.text = tree.text(of: isaNode) }
                isa.node = isaNode
            }
            list.append(PBXObject(entry: PBXEntry(tree, key), isa: isaNode == nil ? "" : isa.text))
            keys.append(key)
            return true
        }
        let index = PBXObjectIndex(tree: tree, keys: keys)
        var parents = Array(repeating: -1, count: list.count)
        for (number, object) in list.enumerated() where object.isa.hasSuffix("Group") {
            guard let children = tree.key("children", in: object.fields.index).map({ $0 + 1 }) else { continue }
            tree.forEachChild(of: children) { child in
                if tree.nodes[child].kind == .string, let childNumber = index.number(ofIDAt: child), parents[childNumber] < 0 {
                    parents[childNumber] = number
                }
                return true
            }
        }
        self.objectList = list
        self.objectIndex = index
        self.parents = parents
    }

    public init(text: String) throws(PBXError) {
        try self.init(bytes: Array(text.utf8))
    }

    // MARK: Objects

    public subscript(id: String) -> PBXObject? { objectIndex.number(of: id).map { objectList[$0] } }

    /// Every object of one kind, in file order. Kept per kind: `nativeTargets` is asked for by
    /// every rule that reads targets, and each answer compared every object's isa.
    public func objects(isa: String) -> [PBXObject] {
        if let cached = objectsByISA.lookup(isa) { return cached }
        let objects = objectList.filter { $0.isa == isa }
        objectsByISA.store(isa, objects)
        return objects
    }

    /// The PBXProject object.
    public var project: PBXObject? { root["rootObject"]?.stringValue.flatMap { self[$0] } }

    public var mainGroup: PBXObject? { project?.string("mainGroup").flatMap { self[$0] } }

    // MARK: Files and groups

    /// The group holding `id` among its children.
    public func parentGroup(of id: String) -> PBXObject? { parentNumber(of: id).map { objectList[$0] } }

    private func parentNumber(of id: String) -> Int? {
        guard let number = objectIndex.number(of: id), parents[number] >= 0 else { return nil }
        return parents[number]
    }

    /// The path of a file reference or group relative to the project's folder
    /// (the one holding the `.xcodeproj`), following `<group>` parents; nil
    /// for items relative to the SDK or build products, or when unresolvable.
    public func path(of id: String) -> String? {
        guard let number = objectIndex.number(of: id) else { return nil }
        return path(ofObject: number)
    }

    /// The path of object `number`. Paths are cached by object number, and every group on the
    /// way up is cached too: sibling files share their parents' paths.
    private func path(ofObject number: Int) -> String? {
        if let cached = pathCache.lookup(number) { return cached }
        var seen: [Int] = []
        return resolvedPath(ofObject: number, seen: &seen)
    }

    private func path(ofObject number: Int, seen: inout [Int]) -> String? {
        if let cached = pathCache.lookup(number) { return cached }
        return resolvedPath(ofObject: number, seen: &seen)
    }

    /// The path of object `number`, which is not cached, resolved and cached.
    private func resolvedPath(ofObject number: Int, seen: inout [Int]) -> String? {
        // A cycle resolves to nil for the item where it is detected; that is not cached. Group
        // chains are a few levels deep: a list is cheaper than a set.
        guard !seen.contains(number) else { return nil }
        seen.append(number)
        let resolved = uncachedPath(ofObject: number, seen: &seen)
        pathCache.store(number, resolved)
        return resolved
    }

    private func uncachedPath(ofObject number: Int, seen: inout [Int]) -> String? {
        let object = objectList[number]
        let own = object.string("path")
        switch object.string("sourceTree") ?? "<group>" {
        case "SOURCE_ROOT":
            return PathShape.normalized(own ?? "")
        case "<absolute>":
            return own
        case "<group>":
            guard parents[number] >= 0 else {
                // The main group sits at the project folder (or `projectDirPath`).
                let base = project?.string("projectDirPath") ?? ""
                return PathShape.normalized(Self.join(base, own))
            }
            guard let base = path(ofObject: parents[number], seen: &seen) else { return nil }
            return PathShape.normalized(Self.join(base, own))
        default:
            return nil
        }
    }

    /// PBXFileReferences whose resolved path is `path` (relative to the project folder). A resolved
    /// path ends with the last component of the reference's own `path` when that is a plain name, so
    /// only references whose name matches (or cannot tell) are resolved; and only those whose bytes
    /// hold the name are read, when that is enough.
    public func fileReferences(atPath path: String) -> [PBXObject] {
        let wanted = PathShape.normalized(path)
        let wantedName = Self.lastComponent(wanted)
        return (fileReferencesThatMayBeNamed(wantedName) ?? objects(isa: "PBXFileReference")).filter { reference in
            if let own = reference.string("path"), let name = Self.plainLastComponent(own), name != wantedName { return false }
            return self.path(of: reference.id) == wanted
        }
    }

    /// The last "/"-separated component of `path` when it is a name ("." and ".." are not), else nil.
    static func plainLastComponent(_ path: String) -> Substring? {
        let utf8 = path.utf8
        let last: Substring
        if ByteSearch.anyByte(of: path, where: { $0 >= 0x80 }) {
            guard let component = path.split(separator: "/").last else { return nil }
            last = component
        } else {
            // ASCII: every "/" byte is a separator character.
            var end = utf8.endIndex
            while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x2F { end = utf8.index(before: end) }
            var start = end
            while start > utf8.startIndex, utf8[utf8.index(before: start)] != 0x2F { start = utf8.index(before: start) }
            guard start < end else { return nil }
            last = path[start..<end]
        }
        return last == "." || last == ".." ? nil : last
    }

    /// PBXFileReferences whose `path` or `name` is `name` (for example `AppDelegate.swift`).
    public func fileReferences(named name: String) -> [PBXObject] {
        objects(isa: "PBXFileReference").filter {
            $0.string("name") == name || $0.string("path") == name || $0.string("path").map { Self.lastComponent($0) == name } == true
        }
    }

    /// The PBXGroup whose folder is `directory` (relative to the project folder).
    public func group(atPath directory: String) -> PBXObject? {
        let wanted = PathShape.normalized(directory)
        return objectList.first { ($0.isa == "PBXGroup") && path(of: $0.id) == wanted }
    }

    /// Where a new file at `path` belongs: the PBXGroup of its folder, else the
    /// synchronized folder holding it.
    public func group(forNewFileAt path: String) -> PBXObject? {
        let wanted = PathShape.normalized(path)
        let folder = wanted.split(separator: "/").dropLast().joined(separator: "/")
        return group(atPath: folder) ?? synchronizedGroup(containing: wanted)
    }

    /// The PBXFileSystemSynchronizedRootGroup whose folder holds `path`
    /// (the deepest one when they nest).
    public func synchronizedGroup(containing path: String) -> PBXObject? {
        let wanted = PathShape.normalized(path)
        var best: (PBXObject, Int)?
        for group in objects(isa: "PBXFileSystemSynchronizedRootGroup") {
            guard let folder = self.path(of: group.id) else { continue }
            let inside = folder.isEmpty || wanted.hasPrefix(folder + "/")
            if inside && folder.utf8.count >= (best?.1 ?? -1) { best = (group, folder.utf8.count) }
        }
        return best?.0
    }

    // MARK: Targets

    public var nativeTargets: [PBXTarget] {
        objects(isa: "PBXNativeTarget").map { PBXTarget(object: $0) }
    }

    public func target(named name: String) -> PBXTarget? { nativeTargets.first { $0.name == name } }

    /// The target's PBXSourcesBuildPhase.
    public func sourcesBuildPhase(of target: PBXTarget) -> PBXObject? {
        target.object.ids("buildPhases").lazy.compactMap { self[$0] }.first { $0.isa == "PBXSourcesBuildPhase" }
    }

    /// File reference ids compiled by the target's Sources phase.
    public func sourceFileReferences(of target: PBXTarget) -> [String] {
        if let cached = sourceReferencesCache.lookup(target.id) { return cached }
        let references = uncachedSourceFileReferences(of: target)
        sourceReferencesCache.store(target.id, references)
        return references
    }

    private func uncachedSourceFileReferences(of target: PBXTarget) -> [String] {
        guard let phase = sourcesBuildPhase(of: target), let files = phase["files"], files.kind == .array else { return [] }
        // By the ids' nodes: no String per build file id.
        var references: [String] = []
        files.tree.forEachChild(of: files.index) { file in
            if files.tree.nodes[file].kind == .string, let number = objectIndex.number(ofIDAt: file),
               let reference = objectList[number].string("fileRef") {
                references.append(reference)
            }
            return true
        }
        return references
    }

    /// Targets whose Sources phase compiles the file reference `id`.
    public func targets(compiling fileReference: String) -> [PBXTarget] {
        nativeTargets.filter { sourceFileReferences(of: $0).contains(fileReference) }
    }

    /// The target's synchronized folders.
    public func synchronizedGroups(of target: PBXTarget) -> [PBXObject] {
        target.object.ids("fileSystemSynchronizedGroups").compactMap { self[$0] }
    }

    /// The exception sets of a synchronized group, each with its target id and membership exceptions.
    public func exceptionSets(of group: PBXObject) -> [PBXObject] {
        group.ids("exceptions").compactMap { self[$0] }
    }

    /// Whether a file at `path` (relative to the project folder) is in one of
    /// the target's synchronized folders and not excluded from it.
    /// Asked for every file of a project against every target: the folders and their exclusions
    /// are gathered once per target.
    public func synchronizes(_ path: String, in target: PBXTarget) -> Bool {
        synchronizedMembership(of: target).contains(PathShape.normalized(path))
    }

    /// The target's synchronized folders and their exclusions, for asking `synchronizes` of
    /// many paths without looking the target up each time.
    public func synchronizedMembership(of target: PBXTarget) -> SynchronizedMembership {
        SynchronizedMembership(folders: synchronizedFolders(of: target))
    }

    /// Per synchronized group of the target, in order: its resolved path (nil when it has none) and
    /// the paths inside it the target's build file exception sets leave out.
    private func synchronizedFolders(of target: PBXTarget) -> [SynchronizedFolder] {
        if let cached = synchronizedCache.lookup(target.id) { return cached }
        let folders = synchronizedGroups(of: target).map { group in
            var excluded = Set<String>()
            for set in exceptionSets(of: group)
            where set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && set.string("target") == target.id {
                excluded.formUnion(set.ids("membershipExceptions"))
            }
            return SynchronizedFolder(path: path(of: group.id), excluded: excluded)
        }
        synchronizedCache.store(target.id, folders)
        return folders
    }

    // MARK: Build settings

    /// XCBuildConfigurations of a configuration list.
    public func buildConfigurations(list id: String) -> [PBXObject] {
        self[id]?.ids("buildConfigurations").compactMap { self[$0] } ?? []
    }

    public func buildConfigurations(of target: PBXTarget) -> [PBXObject] {
        target.object.string("buildConfigurationList").map { buildConfigurations(list: $0) } ?? []
    }

    /// The project-level configurations (settings every target inherits).
    public var projectBuildConfigurations: [PBXObject] {
        project?.string("buildConfigurationList").map { buildConfigurations(list: $0) } ?? []
    }

    /// The value of `key` in each of the target's configurations that sets it, by configuration name.
    public func buildSetting(_ key: String, of target: PBXTarget) -> [(configuration: String, value: PBXValue)] {
        buildConfigurations(of: target).compactMap { config in
            config.fields["buildSettings"]?[key].map { (config.string("name") ?? config.id, $0) }
        }
    }

    /// Like `buildSetting`, but a configuration that does not set `key` takes
    /// the project-level configuration of the same name (xcconfig files are not read:
    /// `buildSettingStacks(of:projectDirectory:configFiles:)` reads them).
    public func resolvedBuildSetting(_ key: String, of target: PBXTarget) -> [(configuration: String, value: PBXValue)] {
        let projectLevel = projectBuildConfigurations
        return buildConfigurations(of: target).compactMap { config in
            let name = config.string("name") ?? config.id
            if let own = config["buildSettings"]?[key] { return (name, own) }
            let inherited = projectLevel.first { $0.string("name") == name }?["buildSettings"]?[key]
            return inherited.map { (name, $0) }
        }
    }

    /// The target's Info.plist paths relative to the project folder, one per
    /// distinct INFOPLIST_FILE value (`$(SRCROOT)/` and `$(PROJECT_DIR)/` prefixes resolved).
    public func infoPlistPaths(of target: PBXTarget) -> [String] {
        var seen: [String] = []
        for (_, value) in resolvedBuildSetting("INFOPLIST_FILE", of: target) {
            guard var path = value.stringValue, !path.isEmpty else { continue }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
                path = String(path.dropFirst(prefix.count))
            }
            let base = project?.string("projectDirPath") ?? ""
            let normalized = PathShape.normalized(Self.join(base, path))
            if !seen.contains(normalized) { seen.append(normalized) }
        }
        return seen
    }

    // MARK: Paths

    static func join(_ base: String, _ own: String?) -> String {
        guard let own, !own.isEmpty else { return base }
        if own.hasPrefix("/") || base.isEmpty { return own }
        return base + "/" + own
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// One entry of `objects`: `ID /* comment */ = { isa = ...; ... };`.
public struct PBXObject: Sendable, Equatable {
    public var id: String { entry.key }
    public let isa: String
    /// The whole `ID = {...};` entry.
    public let entry: PBXEntry
    /// The object's dict.
    public var fields: PBXValue { entry.value }

    init(entry: PBXEntry, isa: String) {
        self.entry = entry
        self.isa = isa
    }

    public subscript(key: String) -> PBXValue? { fields[key] }
    public func string(_ key: String) -> String? { fields[key]?.stringValue }
    /// The string elements of an array field (usually object ids).
    public func ids(_ key: String) -> [String] { fields[key]?.strings ?? [] }
}

/// A PBXNativeTarget with the fields codemods ask about.
public struct PBXTarget: Sendable, Equatable {
    public let object: PBXObject
    public var id: String { object.id }
    public var name: String { object.string("name") ?? object.id }
    /// For example `com.apple.product-type.application`.
    public var productType: String? { object.string("productType") }
    public var isApplication: Bool { productType == "com.apple.product-type.application" }
    public var buildPhaseIDs: [String] { object.ids("buildPhases") }
    public var buildConfigurationListID: String? { object.string("buildConfigurationList") }
}

/// A lock-protected memo of resolved paths, shared by copies of a PBXProject.
final class PathCache: @unchecked Sendable {
    private let lock = NSLock()
    /// By object number.
    private var paths: [Int: String?] = [:]

    func lookup(_ number: Int) -> String?? {
        lock.lock()
        defer { lock.unlock() }
        return paths[number]
    }

    func store(_ number: Int, _ path: String?) {
        lock.lock()
        defer { lock.unlock() }
        paths[number] = .some(path)
    }
}

/// A synchronized group as `PBXProject.synchronizes(_:in:)` reads it for one target.
struct SynchronizedFolder: Sendable {
    let path: String?
    let excluded: Set<String>
}

/// Which files a target's synchronized folders give it (`PBXProject.synchronizedMembership(of:)`).
public struct SynchronizedMembership: Sendable {
    let folders: [SynchronizedFolder]

    /// Whether the file at `path` (normalized, relative to the project folder) is in the first
    /// folder holding it and not excluded from it.
    public func contains(_ path: String) -> Bool {
        for folder in folders {
            guard let root = folder.path, PathShape.isInside(path, root) else { continue }
            // Most folders exclude nothing: then the relative path is not needed.
            return folder.excluded.isEmpty || !folder.excluded.contains(PathShape.relative(path, inside: root)!)
        }
        return false
    }
}

/// Values worked out once per key, shared by the copies of a project and its threads.
final class LockedCache<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    func lookup(_ key: String) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    func store(_ key: String, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }
}

/// A quick test for paths that normalizing would not change.
public enum PathShape {
    /// The path without its extension (`App/AppDelegate` for `App/AppDelegate.m`); the path itself
    /// when its file name has none.
    public static func stem(of path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path }
        return String(path[..<dot])
    }

    /// Drops `.` and empty components and folds `dir/..`; a normal path comes back as it is.
    public static func normalized(_ path: String) -> String {
        if isNormal(path) { return path }
        // ASCII paths are cut on their bytes (splitting into Characters costs tens of thousands
        // of instructions a long path).
        let ascii = ByteSearch.withASCII(path) { b -> String in
            var parts: [Range<Int>] = []
            var start = 0
            for i in 0...b.count where i == b.count || b[i] == 0x2F {
                defer { start = i + 1 }
                guard i > start else { continue }
                let length = i - start
                if length == 1 && b[start] == 0x2E { continue }
                let isParent = length == 2 && b[start] == 0x2E && b[start + 1] == 0x2E
                if isParent, let last = parts.last, !(last.count == 2 && b[last.lowerBound] == 0x2E && b[last.lowerBound + 1] == 0x2E) {
                    parts.removeLast()
                    continue
                }
                parts.append(start..<i)
            }
            var out: [UInt8] = b.first == 0x2F ? [0x2F] : []
            for (n, part) in parts.enumerated() {
                if n > 0 { out.append(0x2F) }
                out += b[part]
            }
            return String(decoding: out, as: UTF8.self)
        }
        if let ascii { return ascii }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// `path` relative to `folder` (both root-relative): what follows `folder + "/"`, `path` itself
    /// when `folder` is empty, nil when `path` is not inside. Compared on the bytes: this runs for
    /// every file of a project against every synchronized folder and target.
    public static func relative(_ path: String, inside folder: String) -> String? {
        switch bytePrefix(folder, of: path) {
        case .match(let start): return start == 0 ? path : String(decoding: path.utf8.dropFirst(start), as: UTF8.self)
        case .mismatch: return nil
        case .unsure: return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
        }
    }

    /// `relative(path, inside: folder) != nil`, without building the relative path.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        switch bytePrefix(folder, of: path) {
        case .match: return true
        case .mismatch: return false
        case .unsure: return path.hasPrefix(folder + "/")
        }
    }

    private enum BytePrefix { case match(relativeStart: Int), mismatch, unsure }

    /// Whether `path` starts with `folder + "/"`, on the bytes. A byte match followed by ASCII is a
    /// match of characters too (a "/" before ASCII ends a grapheme cluster), and ASCII bytes that
    /// differ are different characters; the rest, with non-ASCII bytes, is left to String's
    /// comparison, which also matches other normalization forms.
    private static func bytePrefix(_ folder: String, of path: String) -> BytePrefix {
        if folder.isEmpty { return .match(relativeStart: 0) }
        var path = path, folder = folder
        return path.withUTF8 { p in
            folder.withUTF8 { f in
                if p.count > f.count, p[f.count] == 0x2F, memcmp(p.baseAddress!, f.baseAddress!, f.count) == 0 {
                    return f.count + 1 == p.count || p[f.count + 1] < 0x80 ? .match(relativeStart: f.count + 1) : .unsure
                }
                // Different ASCII bytes where the two first differ are different characters there
                // (an ASCII byte only ever joins a CR before it, as LF): no prefix, whatever follows.
                let common = min(p.count, f.count)
                var k = 0
                while k < common && p[k] == f[k] { k += 1 }
                if k < common && p[k] < 0x80 && f[k] < 0x80 { return .mismatch }
                return p.contains(where: { $0 >= 0x80 }) || f.contains(where: { $0 >= 0x80 }) ? .unsure : .mismatch
            }
        }
    }

    /// No empty, "." or ".." component and no trailing "/".
    public static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            if bytes.count == 1 && bytes[0] == 0x2F { return true }
            // One pass, no allocation: this runs for every path a project pass compares. Each
            // component is found with memchr (vectorised); only its length and first two bytes matter.
            var start = bytes.first == 0x2F ? 1 : 0
            if start == bytes.count { return false }
            while true {
                let end = ByteSearch.firstIndex(of: 0x2F, in: UnsafeBufferPointer(rebasing: bytes[start...])).map { start + $0 } ?? bytes.count
                let length = end - start
                if length == 0 { return false }
                if length <= 2 && bytes[start] == 0x2E && (length == 1 || bytes[start + 1] == 0x2E) { return false }
                if end == bytes.count { return true }
                start = end + 1
            }
        }
    }
}
