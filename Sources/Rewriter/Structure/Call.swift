/// An argument of a call: `label: value` or `value`.
public struct Argument: Sendable, Hashable {
    public let label: String?
    public let labelToken: Int?
    /// First and last token of the value.
    public let value: ClosedRange<Int>
    /// The whole argument, label included.
    public var range: ClosedRange<Int> { (labelToken ?? value.lowerBound)...value.upperBound }
}

/// A trailing closure: unlabelled (the first) or `label: { ... }`.
public struct TrailingClosure: Sendable, Hashable {
    public let label: String?
    public let labelToken: Int?
    public let leftBrace: Int
}

/// A call or initializer expression: `callee<Generics>(args) { trailing } label: { ... }`.
public struct Call: Sendable, Hashable {
    /// First and last token of the callee (`UIApplication.shared.open`, `Task`).
    public let calleeFirst: Int
    public let calleeLast: Int
    /// "<" and ">" of explicit generic arguments (`Task<Void, Never>`).
    public let genericArguments: ClosedRange<Int>?
    public let leftParen: Int?
    public let rightParen: Int?
    public let arguments: [Argument]
    public let trailingClosures: [TrailingClosure]
    /// The call's last token.
    public let last: Int

    public func argument(labelled label: String) -> Argument? { arguments.first { $0.label == label } }
}

extension SyntaxTree {
    /// Parses the call whose callee is the member chain ending at `calleeLast`
    /// (the chain's start is found by walking back over `.name` links). Nil
    /// when no argument list or trailing closure follows on the same line.
    public func call(calleeLast: Int, noTrailingClosure: Bool = false) -> Call? {
        let calleeFirst = memberChainStart(endingAt: calleeLast)
        var last = calleeLast
        var generic: ClosedRange<Int>? = nil
        if let lt = next(last), kind(lt) == .operator, isText(lt, "<"), !spaceBefore(lt), let gt = genericArgumentsEnd(openingAt: lt) {
            generic = lt...gt
            last = gt
        }
        var leftParen: Int? = nil, rightParen: Int? = nil
        var arguments: [Argument] = []
        if let p = next(last), kind(p) == .leftParen, !newlineBetween(last, p), let close = partner(of: p) {
            leftParen = p
            rightParen = close
            arguments = parseArguments(p)
            last = close
        }
        var trailing: [TrailingClosure] = []
        if !noTrailingClosure, let b = next(last), kind(b) == .leftBrace, !newlineBetween(last, b),
           canTakeTrailingClosure(last), let close = partner(of: b) {
            trailing.append(TrailingClosure(label: nil, labelToken: nil, leftBrace: b))
            last = close
            while let l = next(last), kind(l) == .identifier || kind(l) == .keyword,
                  let c = next(l), kind(c) == .colon, let b2 = next(c), kind(b2) == .leftBrace, let close2 = partner(of: b2) {
                trailing.append(TrailingClosure(label: text(l), labelToken: l, leftBrace: b2))
                last = close2
            }
        }
        guard leftParen != nil || !trailing.isEmpty else { return nil }
        return Call(calleeFirst: calleeFirst, calleeLast: calleeLast, genericArguments: generic, leftParen: leftParen,
                    rightParen: rightParen, arguments: arguments, trailingClosures: trailing, last: last)
    }

    /// Arguments of the "(" at `open`.
    public func parseArguments(_ open: Int) -> [Argument] {
        listElements(of: open).map { element in
            let f = element.lowerBound
            if kind(f) == .identifier || kind(f) == .keyword, let c = next(f), c <= element.upperBound, kind(c) == .colon,
               let v = next(c), v <= element.upperBound {
                return Argument(label: text(f), labelToken: f, value: v...element.upperBound)
            }
            return Argument(label: nil, labelToken: nil, value: element)
        }
    }

    /// Walks back from a name over `a.b.c` links (and `x?.`, `x!.`, calls and
    /// subscripts in the chain) to the chain's first token.
    public func memberChainStart(endingAt i: Int) -> Int {
        var first = i
        while let dot = previous(first), kind(dot) == .period, let before = previous(dot) {
            var b = before
            if kind(b) == .operator, (isText(b, "?") || isText(b, "!")), !spaceBefore(b), let x = previous(b) { b = x }
            if kind(b).isClosingBracket, let open = partner(of: b), kind(b) != .rightBrace, let callee = previous(open),
               !newlineBetween(callee, open), kind(callee) == .identifier || kind(callee) == .keyword || kind(callee).isClosingBracket {
                first = memberChainStart(endingAt: callee)
                continue
            }
            guard kind(b) == .identifier || kind(b) == .keyword || kind(b) == .dollarIdentifier else { return first }
            first = b
        }
        return first
    }

    /// The names of a plain member chain ending at `i` (`UIScreen.main.scale` ->
    /// ["UIScreen", "main", "scale"]); nil when the chain has calls or subscripts.
    public func memberNames(endingAt i: Int) -> [String]? {
        var names = [text(i)]
        var first = i
        while let dot = previous(first), kind(dot) == .period, let b = previous(dot) {
            guard kind(b) == .identifier || kind(b) == .keyword else { return nil }
            names.insert(text(b), at: 0)
            first = b
        }
        return names
    }

    /// If the tokens starting at `i` spell the member chain `names`
    /// (`["UIScreen", "main", "scale"]`) with nothing before it but a non-member
    /// position, the chain's last token.
    public func matchChain(at i: Int, _ names: [String]) -> Int? {
        guard !names.isEmpty, file.token(i, isText: names[0]) else { return nil }
        if let p = previous(i), kind(p) == .period { return nil }
        var j = i
        for name in names.dropFirst() {
            guard let dot = next(j), kind(dot) == .period, let m = next(dot), file.token(m, isText: name) else { return nil }
            j = m
        }
        return j
    }
}
