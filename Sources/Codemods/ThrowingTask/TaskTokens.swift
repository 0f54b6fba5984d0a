import Rewriter

extension ThrowingTask {
    /// Token navigation for the task codemod: significant-token stepping,
    /// bracket partners, and Swift's newline rules for where a statement ends.
    struct Tokens {
        let tree: SyntaxTree
        var file: SourceFile { tree.file }
        var count: Int { file.tokens.count }

        /// Statement starts and ends already walked, so that every task of a long `else if`
        /// chain does not walk the whole chain again (quadratic in the chain's length).
        let walks = Walks()

        init(_ tree: SyntaxTree) { self.tree = tree }

        final class Walks {
            /// A token reached while walking back (a branch's "{") -> the statement's first token.
            var starts: [Int: Int] = [:]
            /// A statement's first token -> the closer it was walked up to, and its last token.
            var ends: [Int: (close: Int, end: Int)] = [:]
        }

        func kind(_ i: Int) -> TokenKind { file.tokens.kinds[i] }
        func start(_ i: Int) -> Int { file.tokens.start(i) }
        func end(_ i: Int) -> Int { file.tokens.end(i) }
        func text(_ i: Int) -> String { file.text(of: i) }
        func next(_ i: Int) -> Int? { file.next(after: i) }
        func prev(_ i: Int) -> Int? { file.previous(before: i) }
        func partner(_ i: Int) -> Int? {
            let p = tree.partner[i]
            return p < 0 ? nil : Int(p)
        }

        func isKeyword(_ i: Int, _ word: StaticString) -> Bool { kind(i) == .keyword && file.token(i, is: word) }
        func isIdentifier(_ i: Int, _ word: StaticString) -> Bool { kind(i) == .identifier && file.token(i, is: word) }
        func isOperator(_ i: Int, _ word: StaticString) -> Bool { kind(i) == .operator && file.token(i, is: word) }
        func isWord(_ i: Int, in words: Set<String>) -> Bool {
            (kind(i) == .keyword || kind(i) == .identifier) && words.contains(text(i))
        }

        func newlineBetween(_ a: Int, _ b: Int) -> Bool { file.hasNewline(between: a, and: b) }
        func sameLine(_ a: Int, _ b: Int) -> Bool { !newlineBetween(a, b) }

        /// The nearest bracket opened before `i` and still open at `i`, or nil at top level.
        func enclosingOpener(_ i: Int) -> Int? { tree.innermostBracket(of: i) }

        /// Whether an operator token is bound on its left / right (no trivia on that side).
        func leftBound(_ i: Int) -> Bool { i > 0 && !kind(i - 1).isTrivia }
        func rightBound(_ i: Int) -> Bool { i + 1 < count && !kind(i + 1).isTrivia }

        /// Whether token `q` can end an expression, so a line break after it may end the statement.
        func endsExpression(_ q: Int) -> Bool {
            switch kind(q) {
            case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
                 .rightParen, .rightBracket, .rightBrace, .poundKeyword:
                return true
            case .keyword:
                return isWord(q, in: ["self", "Self", "super", "true", "false", "nil", "init"])
            case .operator:
                return leftBound(q) && !rightBound(q)  // postfix: `x!`, `x?`, `Array<Int>`
            default:
                return false
            }
        }

        /// Whether token `n`, first on its line, continues the previous line's statement.
        func continuesStatement(_ n: Int) -> Bool {
            switch kind(n) {
            case .period, .leftBrace: return true
            case .operator: return !rightBound(n)  // binary, not prefix
            case .keyword: return isWord(n, in: ["else", "catch", "where", "as", "is", "throws", "rethrows"])
            default: return false
            }
        }

        /// Whether a statement boundary lies between significant tokens `q` and `n`.
        func boundary(after q: Int, before n: Int) -> Bool {
            if kind(q) == .semicolon { return true }
            return newlineBetween(q, n) && endsExpression(q) && !continuesStatement(n)
        }

        /// The first token of each statement between `first` and `close` (exclusive),
        /// at the brace level of `first`; nested brackets are skipped whole.
        func statementStarts(from first: Int, before close: Int) -> [Int] {
            var starts: [Int] = []
            var k: Int? = first
            var atStart = true
            while let cur = k, cur < close {
                if kind(cur).isTrivia { k = cur + 1; continue }
                if kind(cur) == .semicolon { atStart = true; k = next(cur); continue }
                if atStart { starts.append(cur); atStart = false }
                let last = kind(cur).isOpeningBracket ? (partner(cur) ?? cur) : cur
                guard let n = next(last), n < close else { break }
                if boundary(after: last, before: n) { atStart = true }
                k = n
            }
            return starts
        }

        /// The last significant token of the statement starting at `s` (before `close`).
        func statementEnd(from s: Int, before close: Int) -> Int {
            if let known = walks.ends[s], known.close == close { return known.end }
            let end = walkToStatementEnd(from: s, before: close)
            walks.ends[s] = (close, end)
            return end
        }

        private func walkToStatementEnd(from s: Int, before close: Int) -> Int {
            var cur = s
            while true {
                let last = kind(cur).isOpeningBracket ? (partner(cur) ?? cur) : cur
                guard let n = next(last), n < close, kind(n) != .semicolon, !boundary(after: last, before: n) else {
                    return last
                }
                cur = n
            }
        }
    }
}
