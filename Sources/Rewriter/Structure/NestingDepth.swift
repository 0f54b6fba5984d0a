/// How deeply a file nests brackets and `#if` blocks, measured in one pass before anything
/// recursive runs. The parser and the rules recurse once per level; generated code nests
/// tens of thousands of levels deep, which would overflow a thread's stack (512 KB for a
/// worker thread on macOS) and end the whole run. A file past the limit is not parsed: it is
/// reported as an error, like an unbalanced one, and every other file is still processed.
public enum NestingDepth {
    /// swift-syntax's parser stops at the same depth in release builds. Hand-written Swift
    /// stays far below it: the deepest file of 27 public apps nests about 60 levels.
    public static let limit = 256

    /// The first token that opens a level past `limit` (a bracket or `#if`), or nil.
    public static func firstTooDeep(_ file: SourceFile, limit: Int = NestingDepth.limit) -> Int? {
        let kinds = file.tokens.kinds
        var depth = 0
        for i in 0..<kinds.count {
            let kind = kinds[i]
            if kind.isOpeningBracket {
                depth += 1
            } else if kind.isClosingBracket {
                depth = max(0, depth - 1)
                continue
            } else if kind == .poundKeyword {
                if file.token(i, is: "#if") {
                    depth += 1
                } else if file.token(i, is: "#endif") {
                    depth = max(0, depth - 1)
                    continue
                } else {
                    continue
                }
            } else {
                continue
            }
            if depth > limit { return i }
        }
        return nil
    }
}
