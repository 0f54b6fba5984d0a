/// Parsers for the parts of functions, variables, typealiases and one-line
/// declarations, and the type scanner they share.
extension SyntaxTree {
    /// The kinds an `import` may name: `import struct Foo.Bar`.
    static let importKinds = WordSet(words: ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"])
    static let typeSpecifiers = WordSet(words: ["inout", "some", "any", "borrowing", "consuming", "sending", "each", "repeat", "__owned", "__shared"])

    /// The last token of a type starting at `start`: names, member types,
    /// generic arguments, optionals, tuples, arrays, dictionaries, function
    /// types, compositions with "&", and attributes/specifiers before them.
    public func typeEnd(from start: Int, limit: Int) -> Int {
        var i = start
        var last = start
        while i < limit {
            // Prefixes.
            while i < limit {
                if kind(i) == .attribute {
                    last = i
                    if let p = next(i), kind(p) == .leftParen, !spaceBefore(p), let close = partner(of: p) { last = close }
                } else if (kind(i) == .identifier || kind(i) == .keyword) && Self.typeSpecifiers.contains(file, i),
                          let n = next(i), n < limit, kind(n) == .identifier || kind(n) == .keyword || kind(n) == .leftParen || kind(n) == .leftBracket || kind(n) == .attribute {
                    last = i
                } else {
                    break
                }
                guard let n = next(last), n < limit else { return last }
                i = n
            }
            // Primary.
            switch kind(i) {
            case .leftParen, .leftBracket:
                guard let p = partner(of: i), p < limit else { return last }
                last = p
            case .identifier, .keyword:
                last = i
            default:
                return last
            }
            // Postfixes.
            while let n = next(last), n < limit {
                if kind(n) == .period, let m = next(n), m < limit, kind(m) == .identifier || kind(m) == .keyword {
                    last = m
                } else if kind(n) == .operator, isText(n, "<"), let gt = genericArgumentsEnd(openingAt: n), gt < limit {
                    // In a type, "<" always opens generic arguments, even after a space or line break.
                    last = gt
                } else if kind(n) == .operator, !spaceBefore(n), isText(n, "?") || isText(n, "!") || isText(n, "...") || isText(n, "?...") {
                    last = n
                } else if kind(n) == .operator, !spaceBefore(n), let t = text(n).first, t == "?" || t == "!",
                          text(n).allSatisfy({ $0 == "?" || $0 == "!" }) {
                    last = n // "??" on a double optional
                } else {
                    break
                }
            }
            // Continuations: "&", function types' effects and "->".
            guard let n = next(last), n < limit else { return last }
            if kind(n) == .operator && isText(n, "&") {
                guard let m = next(n), m < limit else { return last }
                i = m
                continue
            }
            var e = n
            var sawEffect = false
            while e < limit, (kind(e) == .identifier && (isText(e, "async") || isText(e, "reasync"))) || (kind(e) == .keyword && (isText(e, "throws") || isText(e, "rethrows"))) {
                sawEffect = true
                var end = e
                if let p = next(e), kind(p) == .leftParen, !spaceBefore(p), let close = partner(of: p) { end = close }
                guard let m = next(end), m < limit else { return last }
                e = m
            }
            _ = sawEffect
            if kind(e) == .operator && isText(e, "->") && kind(last) == .rightParen {
                guard let m = next(e), m < limit else { return last }
                i = m
                continue
            }
            return last
        }
        return last
    }

    /// The elements of a bracketed list, split at top-level commas: first and
    /// last significant token of each. Generic argument lists glued to a name
    /// are kept whole.
    public func listElements(of open: Int) -> [ClosedRange<Int>] {
        guard let close = partner(of: open) else { return [] }
        var out: [ClosedRange<Int>] = []
        forEachListElement(of: open, close: close) { out.append($0) }
        return out
    }

    /// `listElements(of:)` one at a time, without collecting them.
    @inline(__always)
    func forEachListElement(of open: Int, close: Int, _ body: (ClosedRange<Int>) -> Void) {
        var elementStart: Int? = nil
        var last = open
        var j = next(open)
        while let t = j, t < close {
            if kind(t) == .comma {
                if let s = elementStart { body(s...last) }
                elementStart = nil
                j = next(t)
                continue
            }
            if elementStart == nil { elementStart = t }
            var end = t
            if kind(t).isOpeningBracket, let p = partner(of: t) { end = p }
            else if kind(t) == .operator, isText(t, "<"), !spaceBefore(t), let gt = genericArgumentsEnd(openingAt: t), gt < close { end = gt }
            last = end
            j = next(end)
        }
        if let s = elementStart { body(s...last) }
    }

    /// The parameters of a "(...)" parameter clause, as token indices.
    func parameterSlots(_ open: Int) -> [ParameterSlots] {
        var parameters: [ParameterSlots] = []
        forEachParameter(of: open) { parameters.append($0) }
        return parameters
    }

    /// `parameterSlots(_:)` one at a time.
    @inline(__always)
    func forEachParameter(of open: Int, _ body: (ParameterSlots) -> Void) {
        guard let close = partner(of: open), let first = next(open), first < close else { return }
        forEachListElement(of: open, close: close) { element in
            if let parameter = parseParameter(element) { body(parameter) }
        }
    }

    private func parseParameter(_ element: ClosedRange<Int>) -> ParameterSlots? {
        var j = element.lowerBound
        while j <= element.upperBound, kind(j) == .attribute {
            guard let after = forEachAttribute(at: j, limit: element.upperBound + 1, { _ in }) else { return nil }
            j = after
        }
        guard j <= element.upperBound else { return nil }
        let firstName = j
        var label: Int? = nil
        var name = firstName
        guard var k = next(firstName), k <= element.upperBound else {
            return ParameterSlots(first: element.lowerBound, last: element.upperBound, labelToken: nil, nameToken: name,
                                  type: nil, defaultValue: nil)
        }
        if kind(k) == .identifier || kind(k) == .keyword {
            label = name
            name = k
            guard let n = next(k), n <= element.upperBound else {
                return ParameterSlots(first: element.lowerBound, last: element.upperBound, labelToken: label, nameToken: name,
                                      type: nil, defaultValue: nil)
            }
            k = n
        }
        var type: ClosedRange<Int>? = nil
        var defaultValue: ClosedRange<Int>? = nil
        if kind(k) == .colon, let t = next(k), t <= element.upperBound {
            let end = typeEnd(from: t, limit: element.upperBound + 1)
            type = t...end
            if let eq = next(end), eq <= element.upperBound, isOperator(eq, "="), let v = next(eq), v <= element.upperBound {
                defaultValue = v...element.upperBound
            }
        }
        return ParameterSlots(first: element.lowerBound, last: element.upperBound, labelToken: label, nameToken: name,
                              type: type, defaultValue: defaultValue)
    }

    func parseFunctionDeclaration(_ parts: inout DeclarationParts, limit: Int, into table: DeclarationTable) {
        let kw = parts.keyword
        parts.last = kw
        let after = next(kw).flatMap { $0 < limit ? $0 : nil }
        // The keyword is the name of initializers, deinitializers and subscripts (and of a
        // function whose name is missing).
        switch parts.kind {
        case .initializer, .deinitializer, .subscript: parts.row.nameSpelling = .keyword
        default: if after == nil { parts.nameIs(token: kw) }
        }
        guard var j = after else { return }
        switch parts.kind {
        case .function, .macro:
            parts.nameIs(token: j)
            parts.nameToken = j
            parts.last = j
            guard let n = next(j), n < limit else { return }
            j = n
        case .initializer:
            parts.nameToken = kw
            if kind(j) == .operator, !spaceBefore(j), isText(j, "?") || isText(j, "!") {
                parts.set(DeclarationRow.Flags.failable)
                parts.last = j
                guard let n = next(j), n < limit else { return }
                j = n
            }
        default:
            parts.nameToken = kw
        }
        if kind(j) == .operator, file.bytes[file.tokens.start(j)] == 0x3C, let gt = genericArgumentsEnd(openingAt: j), gt < limit {
            parts.genericParameters = j...gt
            parts.last = gt
            guard let n = next(gt), n < limit else { return }
            j = n
        }
        if kind(j) == .leftParen, let close = partner(of: j), close < limit {
            parts.parameterClause = j
            let mark = table.parameters.count
            forEachParameter(of: j) { table.parameters.append($0) }
            parts.row.parts = ListSpan(start: Int32(mark), count: Int32(table.parameters.count - mark))
            parts.last = close
            guard let n = next(close), n < limit else { return }
            j = n
        }
        while (kind(j) == .identifier && (isText(j, "async") || isText(j, "reasync"))) || (kind(j) == .keyword && (isText(j, "throws") || isText(j, "rethrows"))) {
            if isText(j, "async") || isText(j, "reasync") { parts.set(DeclarationRow.Flags.async) } else { parts.set(DeclarationRow.Flags.throwing) }
            parts.last = j
            if let p = next(j), kind(p) == .leftParen, !spaceBefore(p), let close = partner(of: p) { parts.last = close }
            guard let n = next(parts.last), n < limit else { return }
            j = n
        }
        if kind(j) == .operator, isText(j, "->"), let t = next(j), t < limit {
            let end = typeEnd(from: t, limit: limit)
            parts.returnType = t...end
            parts.last = end
            guard let n = next(end), n < limit else { return }
            j = n
        }
        if isKeyword(j, "where") {
            let start = j
            var w = j
            // The clause may span lines when a line ends or starts with "," or an operator.
            while let n = next(w), n < limit, kind(n) != .leftBrace,
                  !(newlineBetween(w, n) && kind(w) != .comma && kind(n) != .comma && kind(w) != .operator && kind(n) != .operator) {
                w = kind(n).isOpeningBracket ? (partner(of: n) ?? n) : n
            }
            parts.whereClause = start...w
            parts.last = w
            guard let n = next(w), n < limit else { return }
            j = n
        }
        if parts.kind == .macro, isOperator(j, "="), let v = next(j), v < limit {
            parts.last = expressionEnd(from: v, limit: limit)
            return
        }
        if kind(j) == .leftBrace, let close = partner(of: j), close < limit {
            parts.body = j
            parts.last = close
        }
    }

    func parseVariableDeclaration(_ parts: inout DeclarationParts, limit: Int, into table: DeclarationTable) {
        let kw = parts.keyword
        let mark = table.bindings.count
        parts.last = kw
        var j = next(kw)
        while let p = j, p < limit {
            var isNamed = false
            var patternLast = p
            if kind(p) == .leftParen, let close = partner(of: p) {
                patternLast = close
            } else if kind(p) == .identifier || kind(p) == .keyword {
                isNamed = true
            } else {
                return
            }
            parts.last = patternLast
            var colon: Int? = nil, typeAnnotation: ClosedRange<Int>? = nil
            var equals: Int? = nil, initializer: ClosedRange<Int>? = nil
            var accessorBlock: Int? = nil, trailingComma: Int? = nil
            var k = next(patternLast)
            if let c = k, c < limit, kind(c) == .colon, let t = next(c), t < limit {
                let end = typeEnd(from: t, limit: limit)
                colon = c
                typeAnnotation = t...end
                parts.last = end
                k = next(end)
            }
            if let e = k, e < limit, isOperator(e, "="), let v = next(e), v < limit {
                let end = expressionEnd(from: v, limit: limit, options: .variableInitializer)
                equals = e
                initializer = v...end
                parts.last = end
                k = next(end)
            }
            if let b = k, b < limit, kind(b) == .leftBrace, let close = partner(of: b), close < limit,
               !newlineBetween(parts.last, b) || (initializer == nil && typeAnnotation != nil) {
                if initializer == nil || isObserverBlock(b) {
                    accessorBlock = b
                    parts.last = close
                    k = next(close)
                }
            }
            if let c = k, c < limit, kind(c) == .comma {
                trailingComma = c
            }
            table.bindings.append(BindingSlots(isNamed: isNamed, nameToken: p, patternLast: patternLast, colon: colon,
                                          typeAnnotation: typeAnnotation, equals: equals, initializer: initializer,
                                          accessorBlock: accessorBlock, trailingComma: trailingComma))
            guard let comma = trailingComma else { break }
            parts.last = comma
            j = next(comma)
        }
        parts.row.parts = ListSpan(start: Int32(mark), count: Int32(table.bindings.count - mark))
        if !parts.row.parts.isEmpty {
            let first = table.bindings[mark]
            if first.isNamed { parts.nameIs(token: Int(first.nameToken), unquoted: true) }
            parts.nameToken = Int(first.nameToken)
            if let block = first.accessorBlockIndex { parts.set(DeclarationRow.Flags.computed, if: !isObserverBlock(block)) }
            if parts.row.parts.count == 1, let block = first.accessorBlockIndex { parts.body = block }
        }
    }

    func parseTypealias(_ parts: inout DeclarationParts, limit: Int, into table: DeclarationTable) {
        let kw = parts.keyword
        parts.last = kw
        guard var j = next(kw), j < limit else { return }
        parts.nameIs(token: j)
        parts.nameToken = j
        parts.last = j
        guard let n = next(j), n < limit, let after = parseGenericsAndInheritance(&parts, at: n, limit: limit, into: table) else { return }
        j = after
        if isOperator(j, "="), let t = next(j), t < limit {
            parts.last = typeEnd(from: t, limit: limit)
            guard let n2 = next(parts.last), n2 < limit else { return }
            j = n2
        }
        if isKeyword(j, "where") {
            parts.last = lineEnd(from: j, limit: limit)
            parts.whereClause = j...parts.last
        }
    }

    /// `import`, `operator` and enum `case` declarations: they end at the line's
    /// end, unless the line ends with a comma.
    func parseLineDeclaration(_ parts: inout DeclarationParts, limit: Int) {
        let kw = parts.keyword
        parts.last = kw
        guard let n = next(kw), n < limit else { return }
        parts.nameToken = n
        if parts.kind == .import {
            // `import struct Foo.Bar`: the name is the module path.
            var j = n
            if kind(j) == .keyword || Self.importKinds.contains(file, j), let m = next(j), !newlineBetween(j, m) { j = m }
            parts.nameToken = j
            parts.last = lineEnd(from: j, limit: limit)
            parts.nameIs(tokens: j, through: parts.last)
            return
        }
        parts.nameIs(token: n)
        parts.last = lineEnd(from: n, limit: limit)
    }

    /// The last token of a run that ends at a line break (bracket groups may
    /// span lines; a line ending with "," or followed by one continues).
    public func lineEnd(from start: Int, limit: Int) -> Int {
        var last = start
        var j = start
        while j < limit {
            if kind(j) == .semicolon { return last }
            var end = j
            if kind(j).isOpeningBracket, let p = partner(of: j), p < limit { end = p }
            last = end
            guard let n = next(end), n < limit else { return last }
            if kind(n) == .semicolon || kind(n).isClosingBracket { return last }
            if newlineBetween(end, n), kind(end) != .comma, kind(n) != .comma, !isText(end, "="), !isOperator(n, "=") { return last }
            j = n
        }
        return last
    }
}
