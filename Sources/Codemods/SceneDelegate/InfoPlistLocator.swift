import Rewriter

/// Finds the Info.plist files an app target uses: every INFOPLIST_FILE of its
/// build configurations, XcodeGen's INFOPLIST_FILE settings, or, without a
/// project file, the plists beside the app delegate or in a folder above it.
struct InfoPlistLocator {
    let project: ProjectContext

    /// Looks a project file up by path, whatever form (absolute or relative) the runner used.
    /// A path that differs from the file on disk only in case (`xdrip/Info.plist` for
    /// `xDrip/Info.plist`) is the file Xcode reads on the default, case-insensitive macOS disk,
    /// so it is found too when it matches exactly one file.
    func projectFile(_ path: String) -> (key: String, bytes: [UInt8])? {
        let wanted = PathShape.normalized(path)
        for (key, bytes) in project.projectFiles where PathShape.normalized(key) == wanted { return (key, bytes) }
        let folded = wanted.lowercased()
        let matches = project.projectFiles.filter { PathShape.normalized($0.key).lowercased() == folded }
        guard matches.count == 1, let match = matches.first else { return nil }
        return (match.key, match.value)
    }

    func locate(target: XcodeTarget?, xcodegenYML: String?, appDelegatePath: String) -> [String] {
        var paths: [String] = []
        func add(_ path: String) { if !paths.contains(path) { paths.append(path) } }
        if let target {
            for configuration in target.allConfigurations {
                if let setting = configuration["buildSettings"]?["INFOPLIST_FILE"]?.string { add(target.resolve(setting)) }
            }
            // Set in the `.xcconfig` files the configurations are based on (NetNewsWire's app target).
            if paths.isEmpty, let layered = target.layeredSettings("INFOPLIST_FILE") {
                for setting in layered { add(target.resolve(setting)) }
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
        let appDelegate = PathShape.normalized(appDelegatePath)
        var dir = ScenePaths.directory(of: appDelegate)
        while true {
            let here = known.filter { ScenePaths.directory(of: $0) == dir && Self.isAppInfoPlistName(ScenePaths.fileName(of: $0)) }.sorted()
            if !here.isEmpty { return here }
            if dir.isEmpty || dir == "/" { break }
            dir = ScenePaths.directory(of: dir)
        }
        // Else the one app Info.plist in the app's folder (the first below the generator's), such
        // as Riot/SupportingFiles/Info.plist for Riot/Modules/Application/AppDelegate.swift.
        guard let yml = xcodegenYML else { return [] }
        let root = ScenePaths.directory(of: PathShape.normalized(yml))
        let below = root.isEmpty ? appDelegate : String(appDelegate.dropFirst(root.count + 1))
        guard let top = below.split(separator: "/").first, below.contains("/") else { return [] }
        let folder = ScenePaths.join(root, String(top))
        let inside = known.filter { $0.hasPrefix(folder + "/") && Self.isAppInfoPlistName(ScenePaths.fileName(of: $0)) }
        return inside.count == 1 ? inside : []
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
