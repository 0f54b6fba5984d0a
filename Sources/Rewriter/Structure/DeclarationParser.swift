/// Parses declarations: attributes, modifiers, the introducing keyword and the
/// parts each kind has. Pure functions of the token list; member bodies are
/// parsed recursively, code bodies are left to the statement parser.
extension SyntaxTree {
    /// What a word may be in a declaration's head: a modifier (its index in
    /// `ModifierList.words`, or -1), a declaration keyword, or both (`class`).
    struct DeclarationWord: Sendable {
        var modifier: Int = -1
        var keyword: DeclarationKind? = nil
    }

    /// Modifier words and declaration keywords in one table: the parser asks about both at once.
    static let declarationWords: WordSet<DeclarationWord> = {
        var words: [String: DeclarationWord] = [:]
        for (index, word) in ModifierList.words.enumerated() { words[word, default: DeclarationWord()].modifier = index }
        let keywords: [(String, DeclarationKind)] = [
            ("class", .class), ("struct", .struct), ("enum", .enum), ("protocol", .protocol), ("actor", .actor),
            ("extension", .extension), ("func", .function), ("init", .initializer), ("deinit", .deinitializer),
            ("subscript", .subscript), ("var", .variable), ("let", .constant), ("typealias", .typealias),
            ("associatedtype", .associatedtype), ("import", .import), ("operator", .operator),
            ("precedencegroup", .precedencegroup), ("macro", .macro), ("case", .enumCase),
        ]
        for (word, kind) in keywords { words[word, default: DeclarationWord()].keyword = kind }
        return WordSet(words.map { ($0.key, $0.value) })
    }()

    /// The declaration word token `i` spells, if it is a keyword or identifier that is one.
    @inline(__always)
    func declarationWord(at i: Int) -> DeclarationWord? {
        let k = kind(i)
        guard k == .keyword || k == .identifier else { return nil }
        return Self.declarationWords.lookup(file, i)
    }

    /// The kind introduced by token `i`, if it is a declaration keyword here.
    func declarationKind(at i: Int, inMemberList: Bool) -> DeclarationKind? {
        declarationKind(at: i, word: declarationWord(at: i), inMemberList: inMemberList)
    }

    /// The kind introduced by token `i`, whose declaration word is `word`, if it is a
    /// declaration keyword here.
    private func declarationKind(at i: Int, word: DeclarationWord?, inMemberList: Bool) -> DeclarationKind? {
        guard let kind = word?.keyword else { return nil }
        switch kind {
        case .enumCase:
            return inMemberList ? .enumCase : nil
        case .actor, .macro:
            // Contextual: `actor Name {`, `macro name(`.
            guard self.kind(i) == .identifier, let n = next(i), self.kind(n) == .identifier, !newlineBetween(i, n) else { return nil }
            return kind
        case .initializer:
            // `init(` or `init?(` or `init<`, not `self.init(` or `.init(`.
            if let p = previous(i), self.kind(p) == .period { return nil }
            return kind
        default:
            return self.kind(i) == .keyword ? kind : nil
        }
    }

    /// A modifier is a modifier word followed (after an optional "(set)"-style group) by another
    /// modifier, an attribute or a declaration keyword.
    ///
    /// When token `i`, whose declaration word is `word`, is a modifier word: its last token (the
    /// word, or the ")" of a "private(set)"-style argument).
    private func modifierEnd(at i: Int, word: DeclarationWord?) -> Int? {
        guard let word, word.modifier >= 0 else { return nil }
        // "private(set)", "unowned(unsafe)", "nonisolated(unsafe)".
        if let n = next(i), kind(n) == .leftParen, !spaceBefore(n), let p = partner(of: n),
           let inner = next(n), next(inner) == p, modifierArgument(inner) != nil {
            return p
        }
        return i
    }

    /// The attribute or declaration keyword that the modifier words after token `end` lead to,
    /// or nil when they lead elsewhere (then none of them is a modifier).
    private func modifierRunTerminal(after end: Int, inMemberList: Bool) -> Int? {
        var end = end
        while let after = next(end) {
            if kind(after) == .attribute { return after }
            let word = declarationWord(at: after)
            if declarationKind(at: after, word: word, inMemberList: inMemberList) != nil { return after }
            guard let wordEnd = modifierEnd(at: after, word: word) else { return nil }
            end = wordEnd
        }
        return nil
    }

    /// The index in `ModifierList.arguments` of the word at token `i`, if it is one.
    func modifierArgument(_ i: Int) -> Int? {
        for (index, word) in ModifierList.arguments.enumerated() where file.token(i, isText: word) { return index }
        return nil
    }

    /// Parses attributes starting at `i`; returns them and the first token after.
    func parseAttributes(at start: Int, limit: Int) -> ([Attribute], Int?) {
        var attributes: [Attribute] = []
        let after = forEachAttribute(at: start, limit: limit) { attributes.append($0) }
        return (attributes, after)
    }

    /// The attributes starting at `start`, one at a time; returns the first token after them.
    @inline(__always)
    func forEachAttribute(at start: Int, limit: Int, _ body: (Attribute) -> Void) -> Int? {
        var j: Int? = start
        while let a = j, a < limit, kind(a) == .attribute {
            var name = String(text(a).dropFirst())
            var last = a
            // @SwiftUI.State
            while let dot = next(last), kind(dot) == .period, !spaceBefore(dot), let m = next(dot), kind(m) == .identifier, !spaceBefore(m) {
                name += "." + text(m)
                last = m
            }
            var arguments: Int? = nil
            if let paren = next(last), kind(paren) == .leftParen, !newlineBetween(last, paren), let p = partner(of: paren), p < limit {
                // `@available(...)`; a space before "(" is allowed but rare.
                if !spaceBefore(paren) || name == "available" {
                    arguments = paren
                    last = p
                }
            }
            body(Attribute(name: name, first: a, last: last, arguments: arguments))
            j = next(last)
        }
        return j
    }

    /// Parses a declaration starting at significant token `start`, or returns
    /// nil when the tokens there do not start one.
    func parseDeclaration(at start: Int, limit: Int, inMemberList: Bool, into table: DeclarationTable) -> Declaration? {
        // What a start that turns out not to be a declaration appended is taken back.
        let attributesMark = table.attributes.count, stringsMark = table.strings.count
        var modifiers = PackedModifiers(overflowStart: stringsMark)
        var j = start
        // Tokens before this one are known modifiers: a run of modifier words is checked once,
        // from its first word, as all of them lead to the same attribute or keyword.
        var knownModifiersBefore = start
        // The declaration word of token `j`, once looked up (`lookedUp`).
        var word: DeclarationWord? = nil
        var lookedUp = false
        while j < limit {
            if kind(j) == .attribute {
                guard let after = forEachAttribute(at: j, limit: limit, { table.attributes.append($0) }) else {
                    table.takeBack(attributesFrom: attributesMark, stringsFrom: stringsMark)
                    return nil
                }
                j = after
            } else {
                word = declarationWord(at: j)
                lookedUp = true
                guard let end = modifierEnd(at: j, word: word) else { break }
                if j >= knownModifiersBefore {
                    guard let terminal = modifierRunTerminal(after: end, inMemberList: inMemberList) else { break }
                    knownModifiersBefore = terminal
                }
                // `end` is the word itself or the ")" of "private(set)"-style arguments.
                let argument = end == j ? nil : next(j).flatMap(next).flatMap(modifierArgument)
                if let spelling = modifiers.append(word: word!.modifier, argument: argument) { table.strings.append(spelling) }
                guard let n = next(end) else {
                    table.takeBack(attributesFrom: attributesMark, stringsFrom: stringsMark)
                    return nil
                }
                j = n
                lookedUp = false
            }
        }
        let attributes = ListSpan(start: Int32(attributesMark), count: Int32(table.attributes.count - attributesMark))
        guard let declaration = parseDeclarationTail(start: start, attributes: attributes, modifiers: modifiers, at: j,
                                                     word: lookedUp ? .some(word) : nil, limit: limit, inMemberList: inMemberList,
                                                     into: table) else {
            table.takeBack(attributesFrom: attributesMark, stringsFrom: stringsMark)
            return nil
        }
        return declaration
    }

    /// `word` is the lookup of the declaration word of the token at `keywordIndex` when it was
    /// done (`.some(nil)`: it is none), else nil.
    private func parseDeclarationTail(start: Int, attributes: ListSpan, modifiers: PackedModifiers, at keywordIndex: Int?,
                                      word: DeclarationWord??, limit: Int, inMemberList: Bool,
                                      into table: DeclarationTable) -> Declaration? {
        guard let kw = keywordIndex, kw < limit else { return nil }
        let keywordWord: DeclarationWord?
        if let looked = word { keywordWord = looked } else { keywordWord = declarationWord(at: kw) }
        guard let declKind = declarationKind(at: kw, word: keywordWord, inMemberList: inMemberList) else { return nil }
        var parts = DeclarationParts(kind: declKind, first: start, keyword: kw, attributes: attributes, modifiers: modifiers)
        switch declKind {
        case .class, .struct, .enum, .protocol, .actor, .extension:
            parseTypeDeclaration(&parts, limit: limit, into: table)
        case .function, .initializer, .deinitializer, .subscript, .macro:
            parseFunctionDeclaration(&parts, limit: limit, into: table)
        case .variable, .constant:
            parseVariableDeclaration(&parts, limit: limit, into: table)
        case .typealias, .associatedtype:
            parseTypealias(&parts, limit: limit, into: table)
        case .import, .operator, .enumCase:
            parseLineDeclaration(&parts, limit: limit)
        case .precedencegroup:
            if parts.keyword + 1 < limit, let n = next(kw) { parts.nameIs(token: n) }
            parts.nameToken = next(kw)
            var j = next(kw)
            while let t = j, t < limit, kind(t) != .leftBrace { j = next(t) }
            if let b = j, b < limit, let p = partner(of: b) { parts.body = b; parts.last = p } else { parts.last = parts.nameToken ?? kw }
        }
        return table.append(parts.row)
    }

    // MARK: Types and extensions

    private func parseTypeDeclaration(_ parts: inout DeclarationParts, limit: Int, into table: DeclarationTable) {
        let kw = parts.keyword
        parts.last = kw
        guard var j = next(kw), j < limit else { return }
        if parts.kind == .extension {
            // The extended type: everything up to ":", "where" or "{".
            let nameStart = j
            var nameEnd = j
            while j < limit, kind(j) != .colon, kind(j) != .leftBrace, !isKeyword(j, "where") {
                if kind(j) == .operator, isText(j, "<"), let gt = genericArgumentsEnd(openingAt: j) { j = gt }
                else if kind(j).isOpeningBracket, let p = partner(of: j) { j = p }
                nameEnd = j
                guard let n = next(j) else { break }
                j = n
            }
            parts.nameIs(tokens: nameStart, through: nameEnd)
            parts.nameToken = nameStart
            parts.last = nameEnd
        } else {
            parts.nameIs(token: j)
            parts.nameToken = j
            parts.last = j
            guard let n = next(j), n < limit, let after = parseGenericsAndInheritance(&parts, at: n, limit: limit, into: table) else { return }
            j = after
        }
        if parts.kind == .extension, kind(j) == .colon {
            let (types, end) = parseInheritance(after: j, limit: limit, into: table)
            parts.row.inheritance = types
            parts.last = end
            guard let n = next(end), n < limit else { return }
            j = n
        }
        if isKeyword(j, "where") {
            let whereStart = j
            var w = j
            while let n = next(w), n < limit, kind(n) != .leftBrace {
                w = kind(n).isOpeningBracket ? (partner(of: n) ?? n) : n
            }
            parts.whereClause = whereStart...w
            parts.last = w
            guard let n = next(w), n < limit else { return }
            j = n
        }
        if kind(j) == .leftBrace, let close = partner(of: j), close < limit {
            parts.body = j
            parts.last = close
            parts.row.parts = parseMembers(from: j + 1, to: close, into: table)
        }
    }

    /// A generic parameter clause at `start`, then an inheritance clause after a ":",
    /// recorded in `parts`; returns the token after them, or nil at the limit.
    func parseGenericsAndInheritance(_ parts: inout DeclarationParts, at start: Int, limit: Int, into table: DeclarationTable) -> Int? {
        var j = start
        if kind(j) == .operator, !spaceBefore(j) || isText(j, "<"), file.bytes[file.tokens.start(j)] == 0x3C,
           let gt = genericArgumentsEnd(openingAt: j), gt < limit {
            parts.genericParameters = j...gt
            parts.last = gt
            guard let n = next(gt), n < limit else { return nil }
            j = n
        }
        if kind(j) == .colon {
            let (types, end) = parseInheritance(after: j, limit: limit, into: table)
            parts.row.inheritance = types
            parts.last = end
            guard let n = next(end), n < limit else { return nil }
            j = n
        }
        return j
    }

    /// ": A, B<C>, D.E" -> ["A", "B<C>", "D.E"] (appended to `table.spans`; their run), ending
    /// before "where" or "{"; and the clause's last token.
    func parseInheritance(after colon: Int, limit: Int, into table: DeclarationTable) -> (ListSpan, Int) {
        let mark = table.spans.count
        var last = colon
        var elementStart: Int? = nil
        var j = next(colon)
        while let t = j, t < limit {
            if kind(t) == .leftBrace || isKeyword(t, "where") { break }
            if kind(t) == .comma {
                if let s = elementStart { table.spans.append(TokenSpan(first: Int32(s), last: Int32(last))) }
                elementStart = nil
                last = t
                j = next(t)
                continue
            }
            if elementStart == nil { elementStart = t }
            var end = t
            if kind(t) == .operator, isText(t, "<"), let gt = genericArgumentsEnd(openingAt: t) { end = gt }
            else if kind(t).isOpeningBracket, let p = partner(of: t) { end = p }
            last = end
            // A type list ends at a line break unless the line ends with ",", "&" or ".".
            if let n = next(end), newlineBetween(end, n), kind(end) != .comma, !isText(end, "&"), kind(n) != .comma,
               kind(n) != .leftBrace, !isKeyword(n, "where"), kind(n) != .period, !isText(n, "&") {
                break
            }
            j = next(end)
        }
        if let s = elementStart { table.spans.append(TokenSpan(first: Int32(s), last: Int32(last))) }
        return (ListSpan(start: Int32(mark), count: Int32(table.spans.count - mark)), last)
    }

    /// Declarations of a type or extension body, flattening `#if` blocks: their run in
    /// `table.memberIndices`.
    func parseMembers(from lo: Int, to hi: Int, into table: DeclarationTable) -> ListSpan {
        let mark = table.pendingMembers.count
        collectMembers(from: lo, to: hi, into: table)
        return table.closeMemberList(from: mark)
    }

    /// Member lists hold declarations almost only: parse them directly, without
    /// a Statement per member, and fall back to the statement parser for the rest.
    private func collectMembers(from lo: Int, to hi: Int, into table: DeclarationTable) {
        var i = significant(from: lo)
        while let s = i, s < hi {
            let k = kind(s)
            if k == .semicolon {
                i = next(s)
                continue
            }
            if k == .attribute || k == .keyword || k == .identifier,
               let declaration = parseDeclaration(at: s, limit: hi, inMemberList: true, into: table) {
                table.pendingMembers.append(declaration.index)
                i = next(max(declaration.last, s))
                continue
            }
            let statement = parseStatement(at: s, limit: hi, inMemberList: true, into: table)
            if statement.kind == .poundIf {
                for clause in statement.poundIfClauses {
                    collectMembers(from: clause.contents.lowerBound, to: clause.contents.upperBound, into: table)
                }
            }
            i = next(max(statement.last, s))
        }
    }

    /// Pushes the declarations of `statement` (itself, or those of its `#if` clauses) on
    /// `table.pendingMembers`.
    func collectDeclarations(_ statement: Statement, into table: DeclarationTable) {
        if let d = statement.declaration {
            table.pendingMembers.append(d.index)
        } else if statement.kind == .poundIf {
            for clause in statement.poundIfClauses {
                for s in statements(from: clause.contents.lowerBound, to: clause.contents.upperBound, inMemberList: true, into: table) {
                    collectDeclarations(s, into: table)
                }
            }
        }
    }
}

/// The row of a declaration being parsed, with its fields as the parsers use them.
struct DeclarationParts {
    /// Fields the parsers set as they are (runs, the name's spelling) are set on it directly.
    var row: DeclarationRow

    init(kind: DeclarationKind, first: Int, keyword: Int, attributes: ListSpan, modifiers: PackedModifiers) {
        row = DeclarationRow(kind: kind, first: first, keyword: keyword)
        row.attributes = attributes
        row.modifierCodes = modifiers.codes
        row.overflow = modifiers.overflow
    }

    var kind: DeclarationKind { row.kind }
    var keyword: Int { Int(row.keyword) }
    var last: Int {
        get { Int(row.last) }
        set { row.last = Int32(truncatingIfNeeded: newValue) }
    }
    var nameToken: Int? {
        get { optionalIndex(row.nameToken) }
        set { row.nameToken = storedIndex(newValue) }
    }
    var body: Int? {
        get { optionalIndex(row.body) }
        set { row.body = storedIndex(newValue) }
    }
    var genericParameters: ClosedRange<Int>? {
        get { optionalRange(row.genericStart, row.genericEnd) }
        set { (row.genericStart, row.genericEnd) = (storedIndex(newValue?.lowerBound), storedIndex(newValue?.upperBound)) }
    }
    var whereClause: ClosedRange<Int>? {
        get { optionalRange(row.whereStart, row.whereEnd) }
        set { (row.whereStart, row.whereEnd) = (storedIndex(newValue?.lowerBound), storedIndex(newValue?.upperBound)) }
    }
    var returnType: ClosedRange<Int>? {
        get { optionalRange(row.returnTypeStart, row.returnTypeEnd) }
        set { (row.returnTypeStart, row.returnTypeEnd) = (storedIndex(newValue?.lowerBound), storedIndex(newValue?.upperBound)) }
    }
    var parameterClause: Int? {
        get { optionalIndex(row.parameterClause) }
        set { row.parameterClause = storedIndex(newValue) }
    }
    /// Sets `flag` (a `DeclarationRow.Flags`) when `on`.
    mutating func set(_ flag: UInt8, if on: Bool = true) {
        if on { row.flags |= flag }
    }

    /// The name is token `i`'s text (`unquoted`: without backticks).
    mutating func nameIs(token i: Int, unquoted: Bool = false) {
        row.nameSpelling = unquoted ? .unquotedToken : .token
        row.nameStart = Int32(truncatingIfNeeded: i)
        row.nameEnd = row.nameStart
    }

    /// The name is the tokens `first...last`, trivia removed.
    mutating func nameIs(tokens first: Int, through last: Int) {
        row.nameSpelling = .compactTokens
        row.nameStart = Int32(truncatingIfNeeded: first)
        row.nameEnd = Int32(truncatingIfNeeded: last)
    }
}
