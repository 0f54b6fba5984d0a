import Rewriter

/// What an app's project says about its scene adoption: the Xcode target or
/// generator, its Info.plists and their manifest, storyboard and settings,
/// and which Swift files (and scene delegates) belong to the app.
struct SceneAppFacts {
    enum Generator { case xcodegen(String), tuist(String) }

    struct Problem: Error {
        let message: String
        let suggestion: String
    }

    let project: ProjectContext
    let generator: Generator?
    let target: XcodeTarget?
    /// Every Info.plist of the target (several when configurations use different ones).
    let plists: [(key: String, document: PlistDocument)]
    /// The main storyboard's name, without extension.
    let storyboard: String?
    /// A separate iPad storyboard (`UIMainStoryboardFile~ipad`).
    let ipadStoryboard: String?
    /// An existing manifest asks for several scenes.
    let supportsMultipleScenes: Bool
    /// INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES.
    let generation: Bool
    /// Adopted only when every plist is.
    let manifest: SceneManifest.State
    /// Only this app's files: one checkout may hold several apps (examples, extensions).
    let appFiles: [SyntaxTree]
    /// The app files' paths as the files and the project index hold them.
    let appFilePathsAsRead: Set<String>
    /// The same, normalized (`PathShape.normalized`).
    let appFilePaths: Set<String>
    let sceneDelegateTypes: [ProjectIndex.TypeInfo]

    static func gather(entry: AppDelegateEntry, project: ProjectContext) -> Result<SceneAppFacts, Problem> {
        gather(appDelegatePath: entry.file.path, project: project)
    }

    /// `appDelegatePath`: the Swift or Objective-C file with the app delegate's implementation.
    static func gather(appDelegatePath: String, project: ProjectContext) -> Result<SceneAppFacts, Problem> {
        // A generator's manifest counts only for the Xcode project it generates, next to it: an
        // .xcodeproj elsewhere that compiles the app delegate (a vendored sample) is its own.
        let xcodeTarget = XcodeTarget.find(compiling: appDelegatePath, in: project)
        var generator = Self.generator(in: project, for: appDelegatePath)
        if let xcodeTarget, let root = generatorRoot(generator), xcodeTarget.projectDirectory != root { generator = nil }
        let target = generator == nil ? xcodeTarget : nil

        // Info.plist files (several when configurations use different ones).
        let locator = InfoPlistLocator(project: project)
        var yml: String?
        if case .xcodegen(let path)? = generator { yml = path }
        var plists: [(key: String, document: PlistDocument)] = []
        for path in locator.locate(target: target, xcodegenYML: yml, appDelegatePath: appDelegatePath) {
            guard let plistFile = locator.projectFile(path) else { continue }
            if PlistDocument.isBinary(plistFile.bytes) {
                return .failure(Problem(message: "\(plistFile.key) is a binary property list; the scene manifest cannot be added in place",
                                        suggestion: "convert it with `plutil -convert xml1` and run again"))
            }
            // Parsed once for every rule that reads it; parsed again here only to say why it does not parse.
            let document: PlistDocument
            if let parsed = project.plist(at: plistFile.key) {
                document = parsed
            } else {
                do {
                    document = try PlistDocument.parse(plistFile.bytes)
                } catch {
                    return .failure(Problem(message: "\(plistFile.key) could not be read as an XML property list (\(error.description))",
                                            suggestion: "check the file, then run again"))
                }
            }
            plists.append((plistFile.key, document))
        }

        let generation = target?.setting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == "YES"
        let storyboard = plists.lazy.compactMap { $0.document.root["UIMainStoryboardFile"]?.stringValue }.first.map(ScenePaths.removingExtension)
            ?? target?.setting("INFOPLIST_KEY_UIMainStoryboardFile").map(ScenePaths.removingExtension)
        // An iPad key naming the main storyboard again loads the same window on every device.
        let ipadStoryboard = plists.lazy.compactMap { $0.document.root["UIMainStoryboardFile~ipad"]?.stringValue }.first
            .flatMap { ScenePaths.removingExtension($0) == storyboard ? nil : $0 }
        let supportsMultipleScenes = plists.contains { $0.document.root[SceneManifest.key]?["UIApplicationSupportsMultipleScenes"]?.boolValue == true }
        let states = plists.map { SceneManifest.state(of: $0.document) }
        let manifest: SceneManifest.State = states.isEmpty ? .missing : states.allSatisfy { $0 == .adopted } ? .adopted
            : states.contains(.emptyConfigurations) || states.contains(.adopted) ? .emptyConfigurations : .missing
        // Only this app's files: one checkout may hold several apps (examples, extensions).
        let targetRoot = generatorRoot(generator)
        let appFiles = project.files.filter { isAppFile($0.file.path, target: target, generatorRoot: targetRoot) }
        let appFilePathsAsRead = Set(appFiles.map(\.file.path))
        let appFilePaths = Set(appFiles.map { PathShape.normalized($0.file.path) })
        let sceneDelegateTypes = sceneDelegateClasses(inFilesAt: appFilePathsAsRead, project: project)
        return .success(SceneAppFacts(project: project, generator: generator, target: target, plists: plists, storyboard: storyboard,
                                      ipadStoryboard: ipadStoryboard, supportsMultipleScenes: supportsMultipleScenes,
                                      generation: generation, manifest: manifest, appFiles: appFiles,
                                      appFilePathsAsRead: appFilePathsAsRead, appFilePaths: appFilePaths,
                                      sceneDelegateTypes: Array(sceneDelegateTypes)))
    }

    /// Whether the file at `path` is the app's: the target compiles it, or it is under the
    /// generator's folder; every file when neither is known.
    private static func isAppFile(_ path: String, target: XcodeTarget?, generatorRoot: String?) -> Bool {
        if let target { return target.compiles(path) }
        if let generatorRoot { return generatorRoot.isEmpty || PathShape.normalized(path).hasPrefix(generatorRoot + "/") }
        return true
    }

    /// The app's Objective-C implementation files (`.m`, `.mm`) whose bytes pass `mayMatter`, read
    /// on first use: reading them costs far more than the searches that leave most of them out.
    func appObjectiveCSources(where mayMatter: ([UInt8]) -> Bool) -> [ObjectiveCSyntax] {
        let root = Self.generatorRoot(generator)
        return project.objectiveCSources { path, bytes in
            ObjectiveCAppDelegates.isImplementation(path) && Self.isAppFile(path, target: target, generatorRoot: root) && mayMatter(bytes)
        }
    }

    /// The paths of the app's Objective-C implementation files, unread.
    var appObjectiveCPaths: Set<String> {
        let root = Self.generatorRoot(generator)
        return Set(project.objectiveCFiles.keys.filter { ObjectiveCAppDelegates.isImplementation($0) && Self.isAppFile($0, target: target, generatorRoot: root) })
    }

    /// The XcodeGen or Tuist manifest nearest above the app delegate, if any.
    static func generator(in project: ProjectContext, for swiftPath: String) -> Generator? {
        let path = PathShape.normalized(swiftPath)
        func above(_ manifest: String) -> Int? {
            let dir = ScenePaths.directory(of: PathShape.normalized(manifest))
            return dir.isEmpty || path.hasPrefix(dir + "/") ? dir.count : nil
        }
        var best: (Generator, Int)?
        for key in project.projectFiles.keys.sorted() where ScenePaths.hasFileName(key, "project.yml") {
            if let depth = above(key), depth >= (best?.1 ?? -1) { best = (.xcodegen(key), depth) }
        }
        for tree in project.files where ScenePaths.hasFileName(tree.file.path, "Project.swift")
            && String(decoding: tree.file.bytes, as: UTF8.self).contains("import ProjectDescription") {
            if let depth = above(tree.file.path), depth >= (best?.1 ?? -1) { best = (.tuist(tree.file.path), depth) }
        }
        return best?.0
    }

    /// The folder holding project.yml or Project.swift ("" at the root), nil without a generator.
    static func generatorRoot(_ generator: Generator?) -> String? {
        switch generator {
        case .xcodegen(let path)?, .tuist(let path)?: return ScenePaths.directory(of: PathShape.normalized(path))
        case nil: return nil
        }
    }

    /// Whether project.yml has an `info:` block, from which XcodeGen rewrites the Info.plist.
    func xcodegenGeneratesInfoPlist(_ yml: String) -> Bool {
        guard let bytes = InfoPlistLocator(project: project).projectFile(yml)?.bytes else { return false }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { line in
            line.first == " " && line.trimmingCharacters(in: " \t\r") == "info:"
        }
    }

}

extension SceneAppFacts {
    /// The app's classes that adopt UIWindowSceneDelegate or UISceneDelegate, directly or through
    /// the app's own classes, protocols and extensions. Names are matched within the app's files
    /// only: another app in the same checkout may make a class of the same name (its AppDelegate
    /// above all) a scene delegate, which says nothing about this app's class.
    static func sceneDelegateClasses(inFilesAt appPaths: Set<String>, project: ProjectContext) -> [ProjectIndex.TypeInfo] {
        let names = project.index.names(inheritingFromAnyOf: ["UIWindowSceneDelegate", "UISceneDelegate"], declaredIn: appPaths)
        return names.sorted().flatMap { project.index.typesByName[$0] ?? [] }.filter { $0.kind == .class && appPaths.contains($0.path) }
    }
}
