/// Token-level navigation that the parser and codemods share: significant
/// tokens, bracket partners, token text, operator spacing.
extension SyntaxTree {
    @inlinable public var tokenCount: Int { file.tokens.count }
    @inlinable public func kind(_ i: Int) -> TokenKind { file.tokens.kinds[i] }

    /// The partner of a bracket token, or nil.
    @inlinable public func partner(of i: Int) -> Int? { partner.partner(of: i) }

    /// Next significant token after `i` (nil at the end).
    @inlinable @inline(__always) public func next(_ i: Int) -> Int? {
        let kinds = file.tokens.kinds
        var j = i + 1
        while j < kinds.count {
            if !kinds[j].isTrivia { return j }
            j += 1
        }
        return nil
    }
    /// Previous significant token before `i` (nil at the start).
    @inlinable public func previous(_ i: Int) -> Int? {
        let kinds = file.tokens.kinds
        var j = i - 1
        while j >= 0 {
            if !kinds[j].isTrivia { return j }
            j -= 1
        }
        return nil
    }
    /// First significant token at or after `i`.
    @inlinable public func significant(from i: Int) -> Int? {
        if i < tokenCount && !kind(i).isTrivia { return i }
        return next(i)
    }

    public func text(_ i: Int) -> String { file.text(of: i) }
    // Inlined, so that the word's length is a constant where it is asked (most tokens fail
    // that test): the parser asks these of most tokens it passes.
    @inlinable @inline(__always) public func isText(_ i: Int, _ word: StaticString) -> Bool { file.token(i, is: word) }
    @inlinable @inline(__always) public func isKeyword(_ i: Int, _ word: StaticString) -> Bool {
        kind(i) == .keyword && file.token(i, is: word)
    }
    @inlinable @inline(__always) public func isIdentifier(_ i: Int, _ word: StaticString) -> Bool {
        kind(i) == .identifier && file.token(i, is: word)
    }
    @inlinable @inline(__always) public func isOperator(_ i: Int, _ word: StaticString) -> Bool {
        kind(i) == .operator && file.token(i, is: word)
    }

    /// Whether a line break separates token `a` from the next significant token `b`.
    public func newlineBetween(_ a: Int, _ b: Int) -> Bool {
        guard a + 1 < b else { return false }
        let kinds = file.tokens.kinds
        for j in (a + 1)..<b {
            if kinds[j] == .newline { return true }
            // A block comment spanning lines separates them too.
            if kinds[j] == .blockComment || kinds[j] == .docBlockComment {
                let range = file.tokens[j].range
                if file.bytes[range].contains(0x0A) || file.bytes[range].contains(0x0D) { return true }
            }
        }
        return false
    }

    /// Whitespace (or a comment or line break) directly before / after token `i`.
    public func spaceBefore(_ i: Int) -> Bool { i == 0 || kind(i - 1).isTrivia }
    public func spaceAfter(_ i: Int) -> Bool { i + 1 >= tokenCount || kind(i + 1).isTrivia }

    /// Source text of the significant tokens first...last with all trivia removed
    /// ("[String : Any]?" -> "[String:Any]?"); for comparing types and expressions.
    public func compactText(_ first: Int, _ last: Int) -> String { file.compactText(first, last) }
    /// Source text from the start of `first` to the end of `last`, trivia kept.
    public func sourceText(_ first: Int, _ last: Int) -> String { file.text(tokens: first, through: last) }

    /// Byte range covering tokens first...last.
    public func byteRange(_ first: Int, _ last: Int) -> Range<Int> { file.tokens.start(first)..<file.tokens.end(last) }

    /// For a "<" glued to a type name, the index of the matching ">" when the
    /// tokens between look like generic arguments; nil otherwise. Handles ">>"
    /// style tokens that close several levels at once.
    public func genericArgumentsEnd(openingAt lt: Int) -> Int? {
        guard kind(lt) == .operator, file.bytes[file.tokens.start(lt)] == 0x3C else { return nil }
        var depth = 0
        var i = lt
        while i < tokenCount {
            let k = kind(i)
            switch k {
            case .operator:
                for b in file.bytes[file.tokens[i].range] {
                    switch b {
                    case 0x3C: depth += 1            // <
                    case 0x3E: depth -= 1            // >
                    case 0x3F, 0x21, 0x26, 0x2E: break // ? ! & .
                    case 0x2D: break                 // - of ->
                    default: return nil
                    }
                    if depth == 0 { return i }
                }
            case .identifier, .keyword, .period, .comma, .colon, .whitespace, .newline, .lineComment, .blockComment, .integerLiteral:
                if k == .keyword && !(isText(i, "Any") || isText(i, "Self") || isText(i, "inout") || isText(i, "throws")) { return nil }
            case .leftParen, .leftBracket:
                guard let p = partner(of: i) else { return nil }
                i = p
            default:
                return nil
            }
            i += 1
        }
        return nil
    }

    /// The indentation step the code around token `i` actually uses: how much deeper its line is
    /// indented than the line of its innermost enclosing "{". New blocks written there nest by the
    /// same step; the file's unit (`SourceFile.indentUnit`) when the two lines do not show one.
    public func indentStep(around i: Int) -> String {
        guard let brace = innermostBrace(of: i) else { return file.indentUnit }
        let outer = file.indentation(ofLineAt: file.tokens.start(brace))
        let inner = file.indentation(ofLineAt: file.tokens.start(i))
        guard inner.count > outer.count, inner.hasPrefix(outer) else { return file.indentUnit }
        let step = inner.dropFirst(outer.count)
        if step.allSatisfy({ $0 == "\t" }) || (step.allSatisfy({ $0 == " " }) && step.count <= 8) { return String(step) }
        return file.indentUnit
    }
}
