import Rewriter

/// Indentation for code inserted into an existing file: the file's own unit, and the
/// indentation of the line that holds a declaration.
enum SourceIndent {
    static func unit(of file: SourceFile) -> String { file.indentUnit }

    /// The indentation of the line holding token `token`.
    static func memberIndent(of token: Int, in file: SourceFile) -> String {
        file.indentation(ofLineAt: file.tokens.start(token))
    }

    /// The first token of the comment lines directly above `token` (its doc comment), or `token`.
    static func leadingCommentStart(of token: Int, in file: SourceFile) -> Int {
        let kinds = file.tokens.kinds
        var start = token
        var i = token - 1
        var newlines = 0
        while i >= 0 {
            switch kinds[i] {
            case .whitespace: break
            case .newline:
                newlines += 1
                if newlines > 1 { return start }  // a blank line ends the comment block
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                start = i
                newlines = 0
            default:
                return start
            }
            i -= 1
        }
        return start
    }
}
