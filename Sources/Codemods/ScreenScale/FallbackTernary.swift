import Rewriter

/// A fallback ternary over the display scale (§5.3 point 2):
///
///     traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
///     traitCollection.displayScale == 0 ? UIScreen.main.scale : traitCollection.displayScale
///
/// collapses to `self.traitCollection.displayScale`. Only exact shapes count:
/// the condition compares the trait with a literal zero, and the ternary is a
/// whole operand (nothing binds to it on either side).
struct FallbackTernary {
    /// First and last token of the whole ternary.
    let first: Int
    let last: Int

    static func find(around reference: ScreenReference, in file: SourceFile) -> FallbackTernary? {
        let kinds = file.tokens.kinds
        guard reference.kind == .scale || reference.kind == .traitCollection(trait: "displayScale"),
              let before = file.previous(before: reference.first) else { return nil }
        let end: Int
        let question: Int
        let wantsPositive: Bool
        if kinds[before] == .colon {
            // COND ? TRAIT : UIScreen.main.scale
            guard let traitLast = file.previous(before: before),
                  let traitFirst = traitStart(endingAt: traitLast, in: file),
                  let q = file.previous(before: traitFirst), isOperator(q, "?", file) else { return nil }
            question = q
            end = reference.last
            wantsPositive = true
        } else if isOperator(before, "?", file) {
            // COND ? UIScreen.main.scale : TRAIT
            guard let colon = file.next(after: reference.last), kinds[colon] == .colon,
                  let traitFirst = file.next(after: colon), let traitLast = traitEnd(startingAt: traitFirst, in: file) else { return nil }
            question = before
            end = traitLast
            wantsPositive = false
        } else {
            return nil
        }
        guard let start = conditionStart(endingBefore: question, wantsPositive: wantsPositive, in: file),
              isOperandBoundary(before: start, in: file), isOperandBoundary(after: end, in: file) else { return nil }
        return FallbackTernary(first: start, last: end)
    }

    // MARK: The trait `[self.]traitCollection.displayScale`

    /// The first token of a trait read ending at `last`, or nil.
    private static func traitStart(endingAt last: Int, in file: SourceFile) -> Int? {
        let kinds = file.tokens.kinds
        guard kinds[last] == .identifier, file.token(last, is: "displayScale"),
              let dot = file.previous(before: last), kinds[dot] == .period,
              let collection = file.previous(before: dot), kinds[collection] == .identifier,
              file.token(collection, is: "traitCollection") else { return nil }
        if let dot0 = file.previous(before: collection), kinds[dot0] == .period {
            guard let receiver = file.previous(before: dot0), kinds[receiver] == .keyword, file.token(receiver, is: "self"),
                  file.previous(before: receiver).map({ kinds[$0] != .period }) ?? true else { return nil }
            return receiver
        }
        return collection
    }

    /// The last token of a trait read starting at `first`, or nil.
    private static func traitEnd(startingAt first: Int, in file: SourceFile) -> Int? {
        let kinds = file.tokens.kinds
        var i = first
        if kinds[i] == .keyword, file.token(i, is: "self") {
            guard let dot = file.next(after: i), kinds[dot] == .period, let n = file.next(after: dot) else { return nil }
            i = n
        }
        guard kinds[i] == .identifier, file.token(i, is: "traitCollection"),
              let dot = file.next(after: i), kinds[dot] == .period,
              let name = file.next(after: dot), kinds[name] == .identifier, file.token(name, is: "displayScale") else { return nil }
        if let after = file.next(after: name), kinds[after] == .period || kinds[after] == .leftParen || kinds[after] == .leftBracket {
            return nil
        }
        return name
    }

    // MARK: The condition `TRAIT op 0`, `0 op TRAIT`, optionally parenthesised

    private static func conditionStart(endingBefore question: Int, wantsPositive: Bool, in file: SourceFile) -> Int? {
        let kinds = file.tokens.kinds
        guard var last = file.previous(before: question) else { return nil }
        var parenthesised: Int? = nil
        if kinds[last] == .rightParen {
            guard let inner = file.previous(before: last) else { return nil }
            parenthesised = last
            last = inner
        }
        var first: Int
        let op: String
        var zeroOnLeft = false
        if isZero(last, file) {
            // TRAIT op 0
            guard let o = file.previous(before: last), kinds[o] == .operator,
                  let traitLast = file.previous(before: o), let t = traitStart(endingAt: traitLast, in: file) else { return nil }
            op = file.text(of: o)
            first = t
        } else if let t = traitStart(endingAt: last, in: file) {
            // 0 op TRAIT
            guard let o = file.previous(before: t), kinds[o] == .operator,
                  let zero = file.previous(before: o), isZero(zero, file) else { return nil }
            op = file.text(of: o)
            first = zero
            zeroOnLeft = true
        } else {
            return nil
        }
        let positive: Set<String> = zeroOnLeft ? ["<", "!="] : [">", "!="]
        let zero: Set<String> = zeroOnLeft ? [">=", "=="] : ["<=", "=="]
        guard wantsPositive ? positive.contains(op) : zero.contains(op) else { return nil }
        if let close = parenthesised {
            guard let open = file.previous(before: first), kinds[open] == .leftParen,
                  file.next(after: close) == question else { return nil }
            first = open
        }
        return first
    }

    private static func isZero(_ i: Int, _ file: SourceFile) -> Bool {
        let kind = file.tokens.kinds[i]
        guard kind == .integerLiteral || kind == .floatLiteral else { return false }
        return file.text(of: i).allSatisfy { $0 == "0" || $0 == "." || $0 == "_" }
    }

    private static func isOperator(_ i: Int, _ text: StaticString, _ file: SourceFile) -> Bool {
        file.tokens.kinds[i] == .operator && file.token(i, is: text)
    }

    // MARK: Boundaries: the ternary must be a whole operand

    private static func isOperandBoundary(before start: Int, in file: SourceFile) -> Bool {
        guard let p = file.previous(before: start) else { return true }
        switch file.tokens.kinds[p] {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .operator:
            return file.token(p, is: "=")
        case .keyword:
            return file.token(p, is: "return") || file.token(p, is: "in")
        default:
            return false
        }
    }

    private static func isOperandBoundary(after end: Int, in file: SourceFile) -> Bool {
        guard let n = file.next(after: end) else { return true }
        switch file.tokens.kinds[n] {
        case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon:
            return true
        case .period, .operator, .leftParen, .leftBracket, .leftBrace:
            return false
        default:
            // A new statement on the next line.
            return file.hasNewline(between: end, and: n)
        }
    }
}
