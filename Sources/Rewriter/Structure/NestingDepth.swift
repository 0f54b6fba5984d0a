/// One pass over a file's tokens, before anything recursive runs, for what keeps it from being
/// parsed or rewritten: nesting too deep, error tokens, and `#if` blocks that do not balance.
/// The parser and the rules recurse once per level; generated code nests tens of thousands of
/// levels deep, which would overflow a thread's stack (512 KB for a worker thread on macOS) and
/// end the whole run. Such files are reported as errors, and every other file is still processed.
public enum NestingDepth {
    /// swift-syntax's parser stops at the same depth in release builds. Hand-written Swift
    /// stays far below it: the deepest file of 27 public apps nests about 60 levels.
    public static let limit = 256

    /// The first position of each problem, as token indices.
    public struct Problems: Sendable {
        /// The first bracket or `#if` that opens a level past `limit`.
        public var tooDeep: Int?
        /// The first error token: an unterminated literal or bytes that are not Swift.
        public var errorToken: Int?
        /// The first `#endif`, `#else` or `#elseif` without an open `#if`.
        public var strayDirective: Int?
        /// The innermost `#if` still open at the end of the file.
        public var unclosedIf: Int?
    }

    /// Found with the bracket partners, in the same pass (`BracketMatcher.match`).
    public static func scan(_ file: SourceFile, limit: Int = NestingDepth.limit) -> Problems {
        BracketMatcher.match(file, limit: limit).2
    }
}
