import Rewriter

/// Path arithmetic on the "/"-separated paths the runner hands codemods.
enum ScenePaths {
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
    static func join(_ base: String, _ rest: String) -> String {
        if rest.hasPrefix("/") || base.isEmpty { return PathShape.normalized(rest) }
        if rest.isEmpty { return PathShape.normalized(base) }
        return PathShape.normalized(base + "/" + rest)
    }
    static func removingExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
