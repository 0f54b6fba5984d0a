import Rewriter

/// Registers the new scene delegate in project.pbxproj: a file reference in
/// the app delegate's group and a build file in each Sources phase that
/// compiles the app delegate. Synchronized folders need no registration, but
/// extensions sharing the folder get a membership exception.
struct ProjectRegistration {
    let target: XcodeTarget
    let newFileName: String
    let newPath: String

    func register(into pbx: inout PBXProjEdits) {
        let document = target.document
        if let folder = target.synchronizedFolder, let group = target.synchronizedGroup {
            let relative = String(newPath.dropFirst(folder.count + 1))
            for other in target.otherTargetsSharingFolder where (other["productType"]?.string ?? "") != "com.apple.product-type.application" {
                Self.addException(relative, group: group, folder: folder, target: other, into: &pbx)
            }
            return
        }
        guard let appDelegateRef = target.appDelegateReference, let groupID = target.appDelegateGroup,
              let group = document.objects[groupID], let reference = document.objects[appDelegateRef] else { return }
        // The new reference mirrors the app delegate's: same folder, same sourceTree.
        let appPath = reference["path"]?.string ?? ""
        let dir = ScenePaths.directory(of: appPath)
        let path = dir.isEmpty ? newFileName : dir + "/" + newFileName
        let tree = reference["sourceTree"]?.string ?? "<group>"
        let fileRef = pbx.freshID("\(newPath)|PBXFileReference")
        var attributes = "isa = PBXFileReference; "
        if reference["fileEncoding"] != nil { attributes += "fileEncoding = 4; " }
        attributes += "lastKnownFileType = sourcecode.swift; "
        if reference["name"] != nil || !dir.isEmpty { attributes += "name = \(newFileName); " }
        attributes += "path = \(PBXProjEdits.quoted(path)); sourceTree = \(PBXProjEdits.quoted(tree)); "
        pbx.insertObject(id: fileRef, line: "\t\t\(fileRef) /* \(newFileName) */ = {\(attributes)};\n", section: "PBXFileReference")
        if let children = group["children"] {
            pbx.addToArray(children, element: "\(fileRef) /* \(newFileName) */", after: { $0.string == appDelegateRef })
        }
        // One build file per target compiling the app delegate.
        let appBuildFiles = Set(document.objects(isa: "PBXBuildFile").filter { $0["fileRef"]?.string == appDelegateRef }.map(\.id))
        for native in document.objects(isa: "PBXNativeTarget") {
            for phaseID in native["buildPhases"]?.array ?? [] {
                guard let phase = phaseID.string.flatMap({ document.objects[$0] }), phase.isa == "PBXSourcesBuildPhase",
                      let files = phase["files"], files.array.contains(where: { appBuildFiles.contains($0.string ?? "") }) else { continue }
                let name = native["name"]?.string ?? native.id
                let buildFile = pbx.freshID("\(newPath)|\(name)|PBXBuildFile")
                pbx.insertObject(id: buildFile, line: "\t\t\(buildFile) /* \(newFileName) in Sources */ = {isa = PBXBuildFile; fileRef = \(fileRef) /* \(newFileName) */; };\n",
                                 section: "PBXBuildFile")
                pbx.addToArray(files, element: "\(buildFile) /* \(newFileName) in Sources */", after: { appBuildFiles.contains($0.string ?? "") })
            }
        }
    }

    /// Adds `file` (relative to the synchronized folder) to `target`'s membership exceptions for `group`.
    static func addException(_ file: String, group: PBXProjDocument.Object, folder: String, target: PBXProjDocument.Object,
                             into pbx: inout PBXProjEdits) {
        let document = pbx.document
        let targetName = target["name"]?.string ?? target.id
        let existing = (group["exceptions"]?.array ?? []).compactMap { $0.string }.compactMap { document.objects[$0] }
            .first { $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == target.id }
        if let existing {
            if let list = existing["membershipExceptions"] {
                if list.array.contains(where: { $0.string == file }) { return }
                pbx.addToArray(list, element: PBXProjEdits.quoted(file), sorted: true)
            }
            return
        }
        let folderName = ScenePaths.fileName(of: group["path"]?.string ?? folder)
        let comment = "Exceptions for \"\(folderName)\" folder in \"\(targetName)\" target"
        let id = pbx.freshID("\(folder)|\(targetName)|PBXFileSystemSynchronizedBuildFileExceptionSet")
        let object = "\t\t\(id) /* \(comment) */ = {\n\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = (\n\t\t\t\t\(PBXProjEdits.quoted(file)),\n\t\t\t);\n\t\t\ttarget = \(target.id) /* \(targetName) */;\n\t\t};\n"
        pbx.insertObject(id: id, line: object, section: "PBXFileSystemSynchronizedBuildFileExceptionSet")
        if let exceptions = group["exceptions"] {
            pbx.addToArray(exceptions, element: "\(id) /* \(comment) */")
        } else if let isa = group.value.entries.first(where: { $0.key == "isa" }) {
            let indent = document.indentation(at: isa.keyRange.lowerBound)
            pbx.appendEdit(.insert("\(indent)exceptions = (\n\(indent)\t\(id) /* \(comment) */,\n\(indent));\n", at: document.lineEnd(isa.value.range.upperBound)))
        }
    }
}

