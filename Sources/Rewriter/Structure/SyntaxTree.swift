/// A parsed Swift file: the token list plus the structure codemods need.
/// Built once per file, immutable, shared by every codemod.
public final class SyntaxTree: Sendable {
    public let file: SourceFile
    /// For each bracket token ( ( [ { and their closers ), the index of its
    /// partner; -1 for other tokens and for unmatched brackets.
    public let partner: [Int32]
    /// Brackets without a partner; a non-empty list means the file is unbalanced.
    public let unmatched: [Int]

    public init(file: SourceFile) {
        self.file = file
        (partner, unmatched) = BracketMatcher.match(file.tokens)
    }

    public convenience init(path: String, text: String) {
        self.init(file: SourceFile(path: path, text: text))
    }

    public var isBalanced: Bool { unmatched.isEmpty }
}

enum BracketMatcher {
    static func match(_ tokens: TokenList) -> ([Int32], [Int]) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        var unmatched: [Int] = []
        tokens.kinds.withUnsafeBufferPointer { kinds in
            for i in 0..<kinds.count {
                let kind = kinds[i]
                if kind.isOpeningBracket {
                    stack.append(Int32(i))
                } else if kind.isClosingBracket {
                    let expected: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                    if let top = stack.last, kinds[Int(top)] == expected {
                        stack.removeLast()
                        partner[Int(top)] = Int32(i)
                        partner[i] = top
                    } else if let depth = stack.lastIndex(where: { kinds[Int($0)] == expected }), stack.count - depth <= 3 {
                        // Skip a few unclosed openers (a stray "(" in broken code) to resynchronise.
                        for opener in stack[(depth + 1)...] { unmatched.append(Int(opener)) }
                        let top = stack[depth]
                        stack.removeSubrange(depth...)
                        partner[Int(top)] = Int32(i)
                        partner[i] = top
                    } else {
                        unmatched.append(i)
                    }
                }
            }
        }
        unmatched.append(contentsOf: stack.map(Int.init))
        unmatched.sort()
        return (partner, unmatched)
    }
}
