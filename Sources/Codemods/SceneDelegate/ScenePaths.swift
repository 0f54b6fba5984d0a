import Rewriter

/// Path arithmetic on the "/"-separated paths the runner hands codemods.
enum ScenePaths {
    static func directory(of path: String) -> String {
        guard let slash = lastIndex(of: 0x2F, in: path) else { return "" }
        return String(path[..<slash])
    }
    static func fileName(of path: String) -> String {
        guard let slash = lastIndex(of: 0x2F, in: path) else { return path }
        return String(path[path.index(after: slash)...])
    }
    /// `fileName(of: path) == name` for an ASCII name, compared on the bytes: asked of every file.
    static func hasFileName(_ path: String, _ name: StaticString) -> Bool {
        let utf8 = path.utf8, count = name.utf8CodeUnitCount
        guard utf8.count >= count else { return false }
        if utf8.count > count && utf8[utf8.index(utf8.endIndex, offsetBy: -count - 1)] != 0x2F { return false }
        let tail = UnsafeBufferPointer(start: name.utf8Start, count: count)
        return utf8.suffix(count).elementsEqual(tail)
    }
    static func join(_ base: String, _ rest: String) -> String {
        if rest.hasPrefix("/") || base.isEmpty { return PathShape.normalized(rest) }
        if rest.isEmpty { return PathShape.normalized(base) }
        return PathShape.normalized(base + "/" + rest)
    }
    static func removingExtension(_ name: String) -> String {
        guard let dot = lastIndex(of: 0x2E, in: name) else { return name }
        return String(name[..<dot])
    }

    /// `text.lastIndex(of: Character(ascii))`, found among the bytes: the byte is a character of
    /// its own when its neighbours are ASCII (no combining mark follows, no prepended mark precedes).
    static func lastIndex(of ascii: UInt8, in text: String) -> String.Index? {
        let utf8 = text.utf8
        guard let i = utf8.lastIndex(of: ascii) else { return nil }
        let before = i > utf8.startIndex ? utf8[utf8.index(before: i)] : 0
        let after = utf8.index(after: i) < utf8.endIndex ? utf8[utf8.index(after: i)] : 0
        if before < 0x80 && after < 0x80 { return i }
        return text.lastIndex(of: Character(Unicode.Scalar(ascii)))
    }
}
