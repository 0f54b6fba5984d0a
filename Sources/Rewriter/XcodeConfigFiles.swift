#if canImport(Foundation)
import Foundation
#endif

/// The `.xcconfig` files of a checkout by path, each parsed once, and each one a project names
/// expanded with its includes into a build-setting level once. A file that is not among them
/// (outside the scan, unreadable) is read as empty.
public final class XcodeConfigFiles: @unchecked Sendable {
    private let contents: [String: [UInt8]]
    private let lock = NSLock()
    private var parsed: [String: XcodeConfigFile] = [:]
    private var levels: [String: BuildSettingLevel] = [:]

    /// Past these, an include chain is cut off and its level is incomplete (unknown values):
    /// include diamonds nested deep would otherwise expand exponentially, and a chain of files
    /// each including the next would recurse as deep as it is long.
    static let maxAssignments = 100_000, maxInclusions = 10_000, maxDepth = 100

    /// `files`: bytes by path, as the project files' paths are spelled (normalized here).
    public init(files: [String: [UInt8]]) {
        var contents: [String: [UInt8]] = [:]
        for (path, bytes) in files { contents[PathShape.normalized(path)] = bytes }
        self.contents = contents
    }

    public var isEmpty: Bool { contents.isEmpty }

    public func file(at path: String) -> XcodeConfigFile? {
        let path = PathShape.normalized(path)
        guard let bytes = contents[path] else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let file = parsed[path] { return file }
        let file = XcodeConfigFile(bytes: bytes)
        parsed[path] = file
        return file
    }

    /// The settings of the file at `path` with its includes expanded where they stand, as one level.
    /// An include is looked for beside the including file, then beside each file that included
    /// that one, then in `projectDirectory` (the folder holding the project), as Xcode does; the
    /// `.xcconfig` extension may be left out. A missing include is skipped, `#include?` or not, and
    /// so is one that would close a cycle. Nil when the file itself is not known.
    public func level(at path: String, projectDirectory: String) -> BuildSettingLevel? {
        let path = PathShape.normalized(path)
        guard contents[path] != nil else { return nil }
        let key = path + "\n" + projectDirectory
        lock.lock()
        if let level = levels[key] {
            lock.unlock()
            return level
        }
        lock.unlock()
        var expansion = Expansion()
        var ancestors = Set<String>()
        expand(path, searchDirectories: [PathShape.normalized(projectDirectory)], depth: 0, ancestors: &ancestors, into: &expansion)
        let level = BuildSettingLevel(expansion.assignments, isIncomplete: expansion.isIncomplete)
        lock.lock()
        defer { lock.unlock() }
        levels[key] = level
        return level
    }

    private struct Expansion {
        var assignments: [BuildSettingAssignment] = []
        var inclusions = 0
        var isIncomplete = false
    }

    private func expand(_ path: String, searchDirectories: [String], depth: Int, ancestors: inout Set<String>, into expansion: inout Expansion) {
        guard let file = file(at: path) else { return }
        ancestors.insert(path)
        defer { ancestors.remove(path) }
        let own = Self.directory(of: path)
        // Files of one folder including each other search the same folders: the list stays short.
        let directories = searchDirectories.first == own ? searchDirectories : [own] + searchDirectories
        for line in file.lines {
            guard !expansion.isIncomplete else { return }
            switch line {
            case .assignment(let assignment):
                guard expansion.assignments.count < Self.maxAssignments else {
                    expansion.isIncomplete = true
                    return
                }
                expansion.assignments.append(assignment)
            case .include(let included, _):
                guard let resolved = resolve(included, in: directories), !ancestors.contains(resolved) else { continue }
                expansion.inclusions += 1
                guard expansion.inclusions <= Self.maxInclusions, depth < Self.maxDepth else {
                    expansion.isIncomplete = true
                    return
                }
                expand(resolved, searchDirectories: directories, depth: depth + 1, ancestors: &ancestors, into: &expansion)
            }
        }
    }

    /// The first of the directories holding `included`, with or without the `.xcconfig` extension.
    private func resolve(_ included: String, in directories: [String]) -> String? {
        // `<DEVELOPER_DIR>/...` names a file of Xcode's, never one of the checkout.
        guard !included.hasPrefix("<") else { return nil }
        let lastComponent = included.split(separator: "/").last ?? ""
        let candidates = lastComponent.contains(".") ? [included] : [included, included + ".xcconfig"]
        if included.hasPrefix("/") {
            return candidates.map(PathShape.normalized).first { contents[$0] != nil }
        }
        for directory in directories {
            for candidate in candidates {
                let path = PathShape.normalized(directory.isEmpty ? candidate : directory + "/" + candidate)
                if contents[path] != nil { return path }
            }
        }
        return nil
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
