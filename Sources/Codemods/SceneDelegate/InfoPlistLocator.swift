import Rewriter

/// Finds the Info.plist files an app target uses: every INFOPLIST_FILE of its
/// build configurations, XcodeGen's INFOPLIST_FILE settings, or, without a
/// project file, the plists beside the app delegate or in a folder above it.
struct InfoPlistLocator {
    let project: ProjectContext

    /// Looks a project file up by path, whatever form (absolute or relative) the runner used.
    func projectFile(_ path: String) -> (key: String, bytes: [UInt8])? {
        let wanted = PathShape.normalized(path)
        for (key, bytes) in project.projectFiles where PathShape.normalized(key) == wanted { return (key, bytes) }
        return nil
    }

    func locate(target: XcodeTarget?, xcodegenYML: String?, appDelegatePath: String) -> [String] {
        var paths: [String] = []
        func add(_ path: String) { if !paths.contains(path) { paths.append(path) } }
        if let target {
            for configuration in target.allConfigurations {
                if let setting = configuration["buildSettings"]?["INFOPLIST_FILE"]?.string { add(target.resolve(setting)) }
            }
            return paths
        }
        if let yml = xcodegenYML, let bytes = projectFile(yml)?.bytes {
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                let t = line.trimmingCharacters(in: " \t\r")
                guard t.hasPrefix("INFOPLIST_FILE:") else { continue }
                let value = t.dropFirst("INFOPLIST_FILE:".count).trimmingCharacters(in: " \"'")
                if !value.contains("$(") { add(ScenePaths.join(ScenePaths.directory(of: PathShape.normalized(yml)), value)) }
            }
            if !paths.isEmpty { return paths }
        }
        // The nearest folder, from the app delegate's upwards, holding app Info.plists.
        let known = project.projectFiles.keys.map(PathShape.normalized)
        var dir = ScenePaths.directory(of: PathShape.normalized(appDelegatePath))
        while true {
            let here = known.filter { ScenePaths.directory(of: $0) == dir && Self.isAppInfoPlistName(ScenePaths.fileName(of: $0)) }.sorted()
            if !here.isEmpty { return here }
            if dir.isEmpty || dir == "/" { return [] }
            dir = ScenePaths.directory(of: dir)
        }
    }

    /// "Info.plist", "Info-live.plist", "MyApp-Info.plist"; not GoogleService-Info.plist and the like.
    static func isAppInfoPlistName(_ name: String) -> Bool {
        guard name.hasSuffix(".plist") else { return false }
        if name == "Info.plist" { return true }
        if name.hasPrefix("Info-") || name.hasPrefix("Info_") { return true }
        if name.hasSuffix("-Info.plist") { return !name.hasPrefix("GoogleService") }
        return false
    }
}
