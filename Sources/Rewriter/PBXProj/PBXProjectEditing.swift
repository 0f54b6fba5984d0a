/// What registering a file adds to a project.
public struct PBXFileRegistration: Sendable, Equatable {
    /// Edits against the original project bytes (empty when already registered).
    public var edits: [Edit]
    /// The PBXFileReference (new or existing).
    public var fileReferenceID: String
    /// The PBXBuildFile per target id (new or existing).
    public var buildFileIDs: [String: String]
}

/// Edit builders for project.pbxproj. Each returns edits against the
/// original bytes; objects go into their sections in id order, list items
/// and settings where Xcode would put them, formatted like their neighbours.
extension PBXProject {
    // MARK: Registering a source file

    /// Adds a file in `group` (a PBXGroup; `name` is its path relative to the
    /// group) to the Sources phase of each target: a PBXFileReference, one
    /// PBXBuildFile per target, the group child and the Sources phase entries.
    /// What is already there is reused, so a second call adds nothing.
    public func registeringSourceFile(_ name: String, inGroup groupID: String,
                                      targets: [PBXTarget]) throws(PBXError) -> PBXFileRegistration {
        guard let group = self[groupID] else { throw .notFound("no group \(groupID) in the project") }
        guard group.isa == "PBXGroup" || group.isa == "PBXVariantGroup" else {
            if group.isa == "PBXFileSystemSynchronizedRootGroup" {
                throw .unsupported("\(group.string("path") ?? groupID) is a synchronized folder: files in it need no registration")
            }
            throw .unsupported("\(groupID) is a \(group.isa), not a group")
        }
        var phases: [(PBXTarget, PBXObject)] = []
        for target in targets {
            guard let phase = sourcesBuildPhase(of: target) else {
                throw .notFound("target \(target.name) has no Sources build phase")
            }
            phases.append((target, phase))
        }
        let displayName = Self.lastComponent(name)
        var ids = IDAllocator(existing: self)
        var insertions = PBXInsertions()

        let groupPath = path(of: groupID)
        let existingRef = group.ids("children").first { child in
            guard let ref = self[child], ref.isa == "PBXFileReference" else { return false }
            if let groupPath, let childPath = path(of: child) { return childPath == PathShape.normalized(Self.join(groupPath, name)) }
            return ref.string("path") == name
        }
        let fileRef: String
        if let existingRef {
            fileRef = existingRef
        } else {
            fileRef = ids.next(seed: "\(path(of: groupID) ?? groupID)/\(name)", role: "fileReference")
            let fileType = Self.fileType(forExtension: String(displayName.split(separator: ".").last ?? ""))
            let text = "\(fileRef) /* \(displayName) */ = {isa = PBXFileReference; lastKnownFileType = \(fileType); "
                + "path = \(PBXFormat.quoted(name)); sourceTree = \"<group>\"; };"
            let object = objectInsertion(id: fileRef, isa: "PBXFileReference", text: text)
            insertions.insert(object.text, at: object.offset, sortKey: fileRef)
            if let children = group["children"], children.kind == .array {
                let child = elementInsertion("\(fileRef) /* \(displayName) */", into: children)
                insertions.insert(child.text, at: child.offset)
            } else {
                throw .unsupported("group \(groupID) has no children list")
            }
        }

        var buildFiles: [String: String] = [:]
        for (target, phase) in phases {
            let phaseName = phase.string("name") ?? "Sources"
            if let existing = phase.ids("files").first(where: { self[$0]?.string("fileRef") == fileRef }) {
                buildFiles[target.id] = existing
                continue
            }
            let buildFile = ids.next(seed: "\(path(of: groupID) ?? groupID)/\(name)|\(target.id)", role: "buildFile")
            buildFiles[target.id] = buildFile
            let text = "\(buildFile) /* \(displayName) in \(phaseName) */ = {isa = PBXBuildFile; fileRef = \(fileRef) /* \(displayName) */; };"
            let object = objectInsertion(id: buildFile, isa: "PBXBuildFile", text: text)
            insertions.insert(object.text, at: object.offset, sortKey: buildFile)
            guard let files = phase["files"], files.kind == .array else {
                throw .unsupported("the Sources phase of \(target.name) has no files list")
            }
            let entry = elementInsertion("\(buildFile) /* \(displayName) in \(phaseName) */", into: files)
            insertions.insert(entry.text, at: entry.offset)
        }
        return PBXFileRegistration(edits: insertions.edits, fileReferenceID: fileRef, buildFileIDs: buildFiles)
    }

    static func fileType(forExtension ext: String) -> String {
        switch ext {
        case "swift": return "sourcecode.swift"
        case "m": return "sourcecode.c.objc"
        case "mm": return "sourcecode.cpp.objcpp"
        case "h": return "sourcecode.c.h"
        case "c": return "sourcecode.c.c"
        case "plist": return "text.plist.xml"
        case "storyboard": return "file.storyboard"
        case "xib": return "file.xib"
        default: return "text"
        }
    }

    // MARK: Build settings

    /// Sets `key` to `value` (or removes it when nil) in every configuration of the target.
    public func settingBuildSetting(_ key: String, to value: PBXSettingValue?, in target: PBXTarget) throws(PBXError) -> [Edit] {
        let configurations = buildConfigurations(of: target)
        if configurations.isEmpty { throw .notFound("target \(target.name) has no build configurations") }
        return try settingBuildSetting(key, to: value, in: configurations)
    }

    /// Sets `key` to `value` (or removes it when nil) in each configuration.
    public func settingBuildSetting(_ key: String, to value: PBXSettingValue?,
                                    in configurations: [PBXObject]) throws(PBXError) -> [Edit] {
        let format = self.format
        var edits: [Edit] = []
        for configuration in configurations {
            guard let settings = configuration["buildSettings"], settings.kind == .dict else {
                throw .unsupported("configuration \(configuration.id) has no buildSettings dict")
            }
            let existing = settings.entry(key)
            switch (existing, value) {
            case (nil, nil):
                continue
            case let (entry?, nil):
                var lower = entry.range.lowerBound, upper = entry.range.upperBound
                if let indent = format.indent(before: lower), let lineEnd = PlistText.endOfLine(after: upper, in: bytes) {
                    lower -= indent.utf8.count
                    upper = lineEnd
                } else if upper < bytes.count && bytes[upper] == 0x20 {
                    upper += 1
                }
                edits.append(.delete(lower..<upper))
            case let (entry?, value?):
                if PBXSettingValue(entry.value) == value { continue }
                let indent = format.indent(before: entry.range.lowerBound)
                edits.append(Edit(range: entry.value.range, replacement: format.valueText(value, indent: indent)))
            case let (nil, value?):
                let insertion = entryInsertion(key: key, value: value, into: settings)
                edits.append(.insert(insertion.text, at: insertion.offset))
            }
        }
        return edits.sorted()
    }

    // MARK: Synchronized folders

    /// Adds `relativePath` (relative to the synchronized folder) to the
    /// membership exceptions of the folder's exception set for `target`,
    /// creating the exception set when the folder has none for that target.
    public func addingMembershipException(_ relativePath: String, to group: PBXObject,
                                          target: PBXTarget) throws(PBXError) -> [Edit] {
        guard group.isa == "PBXFileSystemSynchronizedRootGroup" else {
            throw .unsupported("\(group.id) is a \(group.isa), not a synchronized folder")
        }
        let format = self.format
        let sets = exceptionSets(of: group).filter {
            $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0.string("target") == target.id
        }
        if let set = sets.first {
            if set.ids("membershipExceptions").contains(relativePath) { return [] }
            if let list = set["membershipExceptions"], list.kind == .array {
                let insertion = elementInsertion(PBXFormat.quoted(relativePath), sortKey: relativePath, ignoringCase: true, into: list)
                return [.insert(insertion.text, at: insertion.offset)]
            }
            let insertion = entryInsertion(key: "membershipExceptions", value: .list([relativePath]), into: set.fields)
            return [.insert(insertion.text, at: insertion.offset)]
        }
        // A new exception set, in its section and listed in the folder's `exceptions`.
        var ids = IDAllocator(existing: self)
        let folder = group.string("path") ?? group.id
        let id = ids.next(seed: "\(folder)|\(target.id)", role: "exceptionSet")
        let comment = "Exceptions for \"\(folder)\" folder in \"\(target.name)\" target"
        let inner = format.unit + format.unit + format.unit
        let text = "\(id) /* \(comment) */ = {" + format.eol
            + inner + "isa = PBXFileSystemSynchronizedBuildFileExceptionSet;" + format.eol
            + inner + "membershipExceptions = (" + format.eol
            + inner + format.unit + PBXFormat.quoted(relativePath) + "," + format.eol
            + inner + ");" + format.eol
            + inner + "target = \(target.id) /* \(target.name) */;" + format.eol
            + format.unit + format.unit + "};"
        var insertions = PBXInsertions()
        let object = objectInsertion(id: id, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet", text: text)
        insertions.insert(object.text, at: object.offset)
        let item = "\(id) /* \(comment) */"
        if let list = group["exceptions"], list.kind == .array {
            let insertion = elementInsertion(item, into: list)
            insertions.insert(insertion.text, at: insertion.offset)
        } else {
            let insertion = entryInsertion(key: "exceptions", into: group.fields) { indent in
                guard let indent else { return "(\(item), )" }
                return "(" + format.eol + indent + format.unit + item + "," + format.eol + indent + ")"
            }
            insertions.insert(insertion.text, at: insertion.offset)
        }
        return insertions.edits
    }
}

/// Deterministic 24-digit uppercase hex object ids: a hash of what the
/// object is for, bumped on collision with any id in the project or handed out.
struct IDAllocator {
    /// The project's own ids are asked of its object index: decoding every id into a set
    /// cost more than the rest of a registration.
    private let project: PBXProject
    private var allocated: Set<String> = []

    init(existing project: PBXProject) {
        self.project = project
    }

    mutating func next(seed: String, role: String) -> String {
        var counter = 0
        while true {
            let id = Self.id(for: "\(role)\u{0}\(seed)\u{0}\(counter)")
            if project[id] == nil, allocated.insert(id).inserted { return id }
            counter += 1
        }
    }

    static func id(for text: String) -> String {
        // Two FNV-1a passes with different bases give 96 well-mixed bits.
        var a: UInt64 = 0xCBF2_9CE4_8422_2325, b: UInt64 = 0x8422_2325_CBF2_9CE4
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = b ^ (b >> 29)
        }
        let high = String(a, radix: 16, uppercase: true).leftPadded(to: 16)
        let low = String(b & 0xFFFF_FFFF, radix: 16, uppercase: true).leftPadded(to: 8)
        return high + low
    }
}
