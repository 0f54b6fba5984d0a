import Rewriter

/// One argument of a call: optional label, the expression's first and last tokens.
struct Argument {
    var label: String?
    var first: Int
    var last: Int
}

/// A member call `receiver.name(arguments) { trailing closure }`.
struct CallSite {
    var receiverStart: Int?   // nil for a call without a receiver
    var receiverEnd: Int?
    var name: Int
    var open: Int
    var close: Int
    var arguments: [Argument]
    var trailingClosure: Int?
    /// The last token: the `)` or the trailing closure's `}`.
    var last: Int
    var start: Int { receiverStart ?? name }
}

extension ScopeReader {
    /// Parses the call whose name token is `name` (followed by `(`).
    func callSite(name: Int) -> CallSite? {
        guard let open = next(name), kind(open) == .leftParen, file.tokens.end(name) == file.tokens.start(open),
              let close = partner(open) else { return nil }
        var receiverStart: Int?
        var receiverEnd: Int?
        if let dot = previous(name), kind(dot) == .period, let last = previous(dot) {
            receiverEnd = last
            receiverStart = expressionStart(endingAt: last)
            if receiverStart == nil { return nil }
        }
        var trailing: Int?
        var lastToken = close
        if let brace = next(close), kind(brace) == .leftBrace, !file.hasNewline(between: close, and: brace),
           let end = partner(brace), isTrailingClosure(brace) {
            trailing = brace
            lastToken = end
        }
        return CallSite(receiverStart: receiverStart, receiverEnd: receiverEnd, name: name, open: open, close: close,
                        arguments: arguments(open: open, close: close), trailingClosure: trailing, last: lastToken)
    }

    /// A `{` right after a call's `)` is a trailing closure unless the call
    /// ends an `if`/`guard`/`while`/`for`/`switch` condition.
    func isTrailingClosure(_ brace: Int) -> Bool {
        if case .closure = classify(brace) { return true }
        return false
    }

    /// The first token of the postfix expression (member chain) ending at `last`.
    func expressionStart(endingAt last: Int) -> Int? {
        var i = last
        while true {
            switch kind(i) {
            case .rightParen, .rightBracket:
                guard let open = partner(i) else { return nil }
                i = open
                guard let p = previous(i), (kind(p) == .identifier || kind(p) == .keyword || kind(p).isClosingBracket
                                            || isPostfixOptional(p)),
                      file.tokens.end(p) == file.tokens.start(i) else { return i }
                i = p
                continue
            case .operator:
                guard isPostfixOptional(i), let p = previous(i) else { return nil }
                i = p
                continue
            case .identifier, .keyword, .dollarIdentifier:
                if kind(i) == .keyword, !["self", "super", "Self"].contains(text(i)) { return nil }
                guard let p = previous(i), kind(p) == .period, let q = previous(p) else { return i }
                i = q
                continue
            default:
                return nil
            }
        }
    }

    /// `?` or `!` glued to the token before it (optional chaining, force unwrap).
    func isPostfixOptional(_ i: Int) -> Bool {
        guard kind(i) == .operator, isText(i, "?") || isText(i, "!"), i > 0 else { return false }
        return !kind(i - 1).isTrivia
    }

    func arguments(open: Int, close: Int) -> [Argument] {
        var result: [Argument] = []
        var i = next(open)
        var first: Int?
        var last: Int?
        var label: String?
        func flush() {
            if let f = first, let l = last { result.append(Argument(label: label, first: f, last: l)) }
            first = nil; last = nil; label = nil
        }
        while let t = i, t < close {
            if kind(t) == .comma {
                flush()
                i = next(t)
                continue
            }
            if first == nil, kind(t) == .identifier || kind(t) == .keyword, let c = next(t), kind(c) == .colon,
               c < close {
                label = text(t)
                i = next(c)
                first = nil
                if let f = i, f < close { first = f }
                continue
            }
            if first == nil { first = t }
            if kind(t).isOpeningBracket, let p = partner(t) {
                last = p
                i = next(p)
                continue
            }
            last = t
            i = next(t)
        }
        flush()
        return result
    }

    // MARK: Receivers

    /// Whether the receiver of `call` is the app's `UIApplication`: `UIApplication.shared`,
    /// a parameter typed `UIApplication`, or a local bound to `UIApplication.shared`.
    func isApplication(_ call: CallSite, in context: Context) -> Bool {
        guard let first = call.receiverStart, let last = call.receiverEnd else { return false }
        let words = signature(first, last)
        if words == ["UIApplication", ".", "shared"] { return true }
        guard words.count == 1, kind(first) == .identifier else { return false }
        let name = words[0]
        if let function = context.function, let params = function.parameters,
           parameterTypes(params)[name] == "UIApplication" {
            return true
        }
        return isLocalApplication(name, before: first, in: context)
    }

    /// Parameter name -> type text, for a parameter clause starting at `open`.
    func parameterTypes(_ open: Int) -> [String: String] {
        guard let close = partner(open) else { return [:] }
        var types: [String: String] = [:]
        var segment: [Int] = []
        func flush() {
            guard let colon = segment.firstIndex(where: { kind($0) == .colon }), colon > 0 else { return }
            let name = text(segment[colon - 1])
            let type = segment[(colon + 1)...].prefix { !isOperator($0, "=") }.map { text($0) }.joined()
            types[name] = type
        }
        var i = next(open)
        while let t = i, t < close {
            if kind(t) == .comma {
                flush()
                segment = []
            } else {
                segment.append(t)
                if kind(t).isOpeningBracket, let p = partner(t) { i = next(p); continue }
            }
            i = next(t)
        }
        flush()
        return types
    }

    /// `let name = UIApplication.shared` earlier in the enclosing function body.
    func isLocalApplication(_ name: String, before token: Int, in context: Context) -> Bool {
        guard let body = context.function?.body else { return false }
        var i = body + 1
        while i < token {
            if kind(i) == .keyword, isText(i, "let"), let n = next(i), isText(n, name), let eq = next(n),
               isOperator(eq, "="), let a = next(eq), let d = next(a), let s = next(d),
               signature(a, s) == ["UIApplication", ".", "shared"] {
                if let after = next(s), kind(after) == .period, !file.hasNewline(between: s, and: after) {
                    i += 1
                    continue
                }
                return true
            }
            i += 1
        }
        return false
    }

    // MARK: URLs

    /// A URL expression simple enough to compare by tokens: a name or member
    /// chain, or `URL(string:)` / `URL(fileURLWithPath:)`, optionally force-unwrapped.
    func isSimpleURL(_ argument: Argument) -> Bool {
        var last = argument.last
        if isOperator(last, "!"), let p = previous(last) { last = p }
        if kind(last) == .rightParen, let open = partner(last), let callee = previous(open), isText(callee, "URL"),
           callee == argument.first {
            let args = arguments(open: open, close: last)
            return args.count == 1 && (args[0].label == "string" || args[0].label == "fileURLWithPath")
        }
        var i = argument.first
        var expectName = true
        while i <= last {
            if kind(i).isTrivia { i += 1; continue }
            if expectName {
                guard kind(i) == .identifier || (kind(i) == .keyword && isText(i, "self")) else { return false }
            } else {
                guard kind(i) == .period || isPostfixOptional(i) else { return false }
                if isPostfixOptional(i) { i += 1; continue }
            }
            expectName.toggle()
            i += 1
        }
        return !expectName
    }
}
