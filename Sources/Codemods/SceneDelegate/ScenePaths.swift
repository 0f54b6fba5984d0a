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
        if rest.hasPrefix("/") || base.isEmpty { return normalize(rest) }
        if rest.isEmpty { return normalize(base) }
        return normalize(base + "/" + rest)
    }
    /// Removes "." and "name/.." components and doubled slashes.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
    static func removingExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
