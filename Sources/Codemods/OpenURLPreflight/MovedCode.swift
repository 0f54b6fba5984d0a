import Rewriter

/// What moving a span of statements into the open's escaping, `@Sendable`
/// completion would break, and whether the span refers to `self`.
struct MovedCode {
    /// Why the span cannot live in a closure (control flow, `try`, `await`, local vars, `$0`).
    var blockers: [String] = []
    /// Explicit `self` or `super`.
    var usesSelfExplicitly = false
    /// Unqualified names that are members of the enclosing type (implicit `self`).
    var implicitMembers: [String] = []
    /// Every identifier, to pick a completion parameter name that shadows nothing.
    var identifiers: Set<String> = []

    var usesSelf: Bool { usesSelfExplicitly || !implicitMembers.isEmpty }
}

extension ScopeReader {
    /// Names the function declares with `var` (and `inout` parameters) outside
    /// `excluded`: a `@Sendable` closure may not capture them.
    func localVariables(in context: Context, excluding excluded: [ClosedRange<Int>]) -> (vars: Set<String>, all: Set<String>) {
        var vars: Set<String> = []
        var all: Set<String> = []
        guard let function = context.function else { return (vars, all) }
        if let params = function.parameters, let close = partner(params) {
            var i = params + 1
            while i < close {
                if kind(i) == .colon, let name = previous(i) {
                    all.insert(text(name))
                    if let type = next(i), isKeyword(type, "inout") { vars.insert(text(name)) }
                }
                i += 1
            }
        }
        guard let close = partner(function.body) else { return (vars, all) }
        var i = function.body + 1
        while i < close {
            if let range = excluded.first(where: { $0.contains(i) }) {
                i = range.upperBound + 1
                continue
            }
            if kind(i) == .keyword, isText(i, "var") || isText(i, "let"), let n = next(i), kind(n) == .identifier {
                all.insert(text(n))
                if isText(i, "var") { vars.insert(text(n)) }
            }
            i += 1
        }
        return (vars, all)
    }

    /// Examines the tokens of `ranges` as code about to move into a closure.
    func movedCode(_ ranges: [ClosedRange<Int>], context: Context, facts: TypeFacts) -> MovedCode {
        var result = MovedCode()
        let locals = localVariables(in: context, excluding: ranges)
        func block(_ reason: String) {
            if !result.blockers.contains(reason) { result.blockers.append(reason) }
        }
        func noteName(_ name: String, at i: Int?) {
            result.identifiers.insert(name)
            if name == "self" || name == "super" { result.usesSelfExplicitly = true; return }
            if locals.vars.contains(name), i.map({ !isMemberAccess($0) }) ?? true {
                block("uses the local variable `\(name)`")
            }
            if !locals.all.contains(name),
               facts.members.contains(name) || (facts.isUIKit && TypeFacts.uiKitMembers.contains(name)),
               !result.implicitMembers.contains(name) {
                result.implicitMembers.append(name)
            }
        }
        for range in ranges {
            var nestedEnd = -1
            var i = range.lowerBound
            while i <= range.upperBound {
                let k = kind(i)
                let nested = i <= nestedEnd
                if k == .leftBrace, !nested, let close = partner(i) {
                    switch classify(i) {
                    case .closure, .function, .type: nestedEnd = close
                    default: break
                    }
                } else if k == .keyword {
                    let word = text(i)
                    switch word {
                    case "self", "super":
                        result.usesSelfExplicitly = true
                    case "return", "break", "continue", "throw", "defer", "fallthrough", "await":
                        if !nested { block("contains `\(word)`") }
                    case "inout":
                        block("contains `inout`")
                    case "try":
                        if !nested, let n = next(i), !(kind(n) == .operator && (isText(n, "?") || isText(n, "!"))) {
                            block("contains `try`")
                        }
                    default:
                        break
                    }
                } else if k == .dollarIdentifier, !nested {
                    block("uses the enclosing closure's `\(text(i))`")
                } else if k == .identifier, !isMemberAccess(i), !isArgumentLabel(i) {
                    noteName(text(i), at: i)
                } else if k == .operator, isText(i, "&"), let n = next(i), kind(n) == .identifier, i + 1 == n {
                    block("passes `&\(text(n))` in-out")
                } else if k == .stringLiteral {
                    for name in interpolatedNames(i) { noteName(name, at: nil) }
                }
                i += 1
            }
        }
        return result
    }

    /// `x.name`: the name after a period is a member of `x`, not of `self`.
    func isMemberAccess(_ i: Int) -> Bool {
        guard let p = previous(i) else { return false }
        return kind(p) == .period
    }

    /// `f(label: value)`: a label inside an argument list.
    func isArgumentLabel(_ i: Int) -> Bool {
        guard let n = next(i), kind(n) == .colon, let p = previous(i) else { return false }
        return kind(p) == .leftParen || kind(p) == .comma
    }

    /// Names used unqualified inside `\( ... )` interpolations of a string literal.
    func interpolatedNames(_ token: Int) -> [String] {
        let bytes = Array(file.bytes[start(token)..<end(token)])
        var names: [String] = []
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == 0x5C else { i += 1; continue }
            var j = i + 1
            while j < bytes.count, bytes[j] == 0x23 { j += 1 }
            guard j < bytes.count, bytes[j] == 0x28 else { i += 1; continue }
            var depth = 1
            var k = j + 1
            var word: [UInt8] = []
            var previousByte: UInt8 = 0x28
            func flush() {
                if !word.isEmpty, previousByte != 0x2E, let first = word.first, !(first >= 0x30 && first <= 0x39) {
                    names.append(String(decoding: word, as: UTF8.self))
                }
                word = []
            }
            while k < bytes.count, depth > 0 {
                let c = bytes[k]
                let isWordByte = c == 0x5F || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c >= 0x80
                if isWordByte {
                    if word.isEmpty, k > 0 { previousByte = bytes[k - 1] }
                    word.append(c)
                } else {
                    flush()
                    if c == 0x28 { depth += 1 }
                    if c == 0x29 { depth -= 1 }
                    if c == 0x22 { break }   // a nested string literal: stop reading names here
                }
                k += 1
            }
            flush()
            i = k
        }
        return names
    }
}
