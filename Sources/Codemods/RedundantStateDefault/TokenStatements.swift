import Rewriter

/// Token-level statement and expression boundaries, enough to read stored
/// property declarations and the bodies of initializers without a full parser.
/// Brackets are skipped through the tree's partner table, so only line breaks
/// and separators at the current nesting level are considered.
struct TokenStatements {
    let tree: SyntaxTree
    var file: SourceFile { tree.file }

    init(_ tree: SyntaxTree) { self.tree = tree }

    func kind(_ i: Int) -> TokenKind { file.tokens.kinds[i] }
    func text(_ i: Int) -> String { file.text(of: i) }
    /// The token's text without backticks (`` `default` `` -> "default").
    func unquotedText(_ i: Int) -> String {
        let start = file.tokens.start(i), end = file.tokens.end(i)
        // Without a backtick byte there is no backtick character to drop.
        if !file.bytes[start..<end].contains(0x60) { return file.text(start..<end) }
        return String(text(i).filter { $0 != "`" })
    }
    func partner(_ i: Int) -> Int? {
        let p = Int(tree.partner[i])
        return p >= 0 ? p : nil
    }
    func next(_ i: Int) -> Int? { file.next(after: i) }
    func previous(_ i: Int) -> Int? { file.previous(before: i) }

    /// An operator glued to the token before it and followed by trivia is
    /// postfix (`x!`, `y?`); Swift reads it that way, so it cannot continue a line.
    func isPostfixOperator(_ i: Int) -> Bool {
        guard kind(i) == .operator, i > 0, !kind(i - 1).isTrivia else { return false }
        return i + 1 >= file.tokens.count || kind(i + 1).isTrivia
    }

    /// An operator with trivia after it is binary or postfix; at the start of a
    /// line one followed by trivia continues the previous line (`?? fallback`).
    func isBinaryOperatorAtLineStart(_ i: Int) -> Bool {
        guard kind(i) == .operator else { return false }
        return i + 1 < file.tokens.count && kind(i + 1).isTrivia
    }

    /// Whether the line break between significant tokens `a` and `b` continues
    /// one expression or statement.
    func continues(from a: Int, to b: Int, statementStart: Int?) -> Bool {
        switch kind(a) {
        case .operator: if !isPostfixOperator(a) { return true }
        case .period, .comma, .colon: return true
        default: break
        }
        switch kind(b) {
        case .period: return true
        case .operator: return isBinaryOperatorAtLineStart(b)
        case .keyword:
            if file.token(b, is: "else") || file.token(b, is: "catch") { return true }
            if file.token(b, is: "while"), let s = statementStart, file.token(s, is: "repeat") { return true }
        case .leftBrace:
            if let s = statementStart, startsBlockStatement(s) { return true }
        default: break
        }
        return false
    }

    func startsBlockStatement(_ i: Int) -> Bool {
        for word in ["if", "guard", "for", "while", "switch", "do", "repeat", "defer", "else", "catch", "func", "init"]
        where file.token(i, isText: word) { return true }
        return false
    }

    /// The last token of the expression starting at `start`: it ends at a
    /// separator, at the enclosing closer, at a property-observer block, or at a
    /// line break that does not continue it.
    func expressionEnd(from start: Int) -> Int {
        var i = start
        while true {
            if kind(i) == .leftBrace, i != start, isObserverBlock(i) {
                return previous(i) ?? i
            }
            if kind(i).isOpeningBracket, let close = partner(i) { i = close }
            guard let n = next(i) else { return i }
            switch kind(n) {
            case .semicolon, .comma, .rightBrace, .rightParen, .rightBracket: return i
            default: break
            }
            if file.hasNewline(between: i, and: n), !continues(from: i, to: n, statementStart: nil) { return i }
            i = n
        }
    }

    /// `{ didSet ... }` / `{ willSet ... }` after a stored property.
    func isObserverBlock(_ brace: Int) -> Bool {
        guard let first = next(brace) else { return false }
        return file.token(first, is: "didSet") || file.token(first, is: "willSet")
    }

    /// The statements between two tokens (exclusive), as ranges of significant
    /// tokens. Blocks stay inside the statement that opens them.
    func statements(after open: Int, before close: Int) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        guard var i = next(open), i < close else { return result }
        while i < close {
            if kind(i) == .semicolon {
                guard let n = next(i), n < close else { break }
                i = n
                continue
            }
            let start = i
            var last = i
            while true {
                if kind(last).isOpeningBracket, let p = partner(last) { last = p }
                guard let n = next(last), n < close else {
                    result.append(start...last)
                    return result
                }
                if kind(n) == .semicolon { break }
                if file.hasNewline(between: last, and: n), !continues(from: last, to: n, statementStart: start) { break }
                last = n
            }
            result.append(start...last)
            guard let n = next(last), n < close else { break }
            i = n
        }
        return result
    }

    /// The first token at this nesting level in `range` that satisfies `match`.
    func firstAtTopLevel(in range: ClosedRange<Int>, where match: (Int) -> Bool) -> Int? {
        var i = range.lowerBound
        while i <= range.upperBound {
            if match(i) { return i }
            if kind(i).isOpeningBracket, let p = partner(i) { i = p }
            guard let n = next(i) else { return nil }
            i = n
        }
        return nil
    }

    /// Significant tokens of a range, in order.
    func significant(_ range: ClosedRange<Int>) -> [Int] {
        range.filter { !kind($0).isTrivia }
    }
}
