import Rewriter

/// One top-level statement of a function body, with what it reads and declares.
struct BodyStatement {
    let first: Int
    let last: Int
    /// Bytes of its whole lines, leading comment lines included, line break included.
    let lines: Range<Int>
    /// Identifiers read without a receiver (`foo`, not `x.foo`), argument labels excluded.
    var bareIdentifiers: Set<String> = []
    /// Members read through `self.` (`self.window` gives "window").
    var selfMembers: Set<String> = []
    /// `self` used other than as `self.member`.
    var usesBareSelf = false
    var hasReturn = false
    /// Names a leading `let`/`var` declares.
    var declares: [String] = []

    func mentions(_ name: String) -> Bool { bareIdentifiers.contains(name) || selfMembers.contains(name) }
}

struct BodyStatements {
    let scan: SwiftDeclarationScan
    var file: SourceFile { scan.file }

    /// Splits the body between `open` and `close` braces into top-level statements.
    func statements(_ open: Int, _ close: Int) -> [BodyStatement] {
        let kinds = file.tokens.kinds
        var ranges: [(Int, Int)] = []
        var start: Int?
        var last = -1
        var poundDepth = 0
        var i = open + 1
        while i < close {
            let kind = kinds[i]
            if kind == .newline || kind == .semicolon {
                if let s = start, poundDepth == 0, !continues(after: last, before: i, close: close) || kind == .semicolon {
                    ranges.append((s, last)); start = nil
                }
                i += 1; continue
            }
            if kind.isTrivia { i += 1; continue }
            if start == nil { start = i }
            if kind == .poundKeyword {
                if file.token(i, is: "#if") { poundDepth += 1 } else if file.token(i, is: "#endif") { poundDepth -= 1 }
            }
            if kind.isOpeningBracket, let p = scan.partner(i), p < close { last = p; i = p + 1; continue }
            last = i
            i += 1
        }
        if let s = start { ranges.append((s, last)) }
        return ranges.map { makeStatement($0.0, $0.1) }
    }

    /// Whether the statement ending at `last` goes on past the line break at `newline`.
    private func continues(after last: Int, before newline: Int, close: Int) -> Bool {
        let kinds = file.tokens.kinds
        if last < 0 { return false }
        if kinds[last] == .comma || kinds[last] == .period || kinds[last] == .colon { return true }
        if kinds[last] == .operator, !file.token(last, is: "?"), !file.token(last, is: "!") { return true }
        if kinds[last] == .keyword, ["in", "else", "return", "throw", "try", "await", "as", "is"].contains(file.text(of: last)),
           !file.token(last, is: "return") { return true }
        guard let next = file.next(after: newline), next < close else { return false }
        if kinds[next] == .period { return true }
        if kinds[next] == .leftBrace { return true }
        if kinds[next] == .operator, !file.token(next, is: "!"), !file.token(next, is: "&") { return true }
        if kinds[next] == .keyword, ["else", "catch", "where", "as", "is"].contains(file.text(of: next)) { return true }
        return false
    }

    private func makeStatement(_ first: Int, _ last: Int) -> BodyStatement {
        let kinds = file.tokens.kinds
        var statement = BodyStatement(first: first, last: last, lines: lineRange(first, last))
        if kinds[first] == .keyword, file.token(first, is: "let") || file.token(first, is: "var") {
            var j = file.next(after: first)
            while let t = j, t <= last {
                if kinds[t] == .identifier, let n = file.next(after: t), kinds[n] == .colon || file.token(n, is: "=") || kinds[n] == .comma {
                    statement.declares.append(file.text(of: t))
                }
                if kinds[t].isOpeningBracket, let p = scan.partner(t) { j = file.next(after: p); continue }
                if file.token(t, is: "=") { break }
                j = file.next(after: t)
            }
        }
        for t in first...last {
            let kind = kinds[t]
            if kind == .keyword, file.token(t, is: "return") { statement.hasReturn = true }
            if kind == .keyword, file.token(t, is: "self") {
                if let n = file.next(after: t), kinds[n] == .period, let m = file.next(after: n), kinds[m] == .identifier {
                    statement.selfMembers.insert(file.text(of: m))
                } else if let p = file.previous(before: t), kinds[p] == .period {
                    // `Type.self`
                } else {
                    statement.usesBareSelf = true
                }
                continue
            }
            guard kind == .identifier else { continue }
            if let p = file.previous(before: t), kinds[p] == .period { continue }
            if let n = file.next(after: t), kinds[n] == .colon, let p = file.previous(before: t), kinds[p] == .leftParen || kinds[p] == .comma {
                continue // argument label
            }
            statement.bareIdentifiers.insert(file.text(of: t))
        }
        return statement
    }

    /// Whole lines from `first` to `last`, with the comment lines directly above.
    func lineRange(_ first: Int, _ last: Int) -> Range<Int> {
        let bytes = file.bytes
        var start = file.offset(ofLine: file.line(of: file.tokens.start(first)))
        // Leading comment lines move with their statement.
        while start > 0 {
            let previousLine = file.line(of: start - 1)
            let ls = file.offset(ofLine: previousLine)
            let text = file.text(ls..<start).trimmingSpaces
            if text.hasPrefix("//") || (text.hasPrefix("/*") && text.hasSuffix("*/")) { start = ls } else { break }
        }
        var end = file.tokens.end(last)
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        if end < bytes.count, bytes[end] == 0x0D { end += 1 }
        if end < bytes.count, bytes[end] == 0x0A { end += 1 }
        return start..<end
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeLast() }
        return String(s)
    }
    var isBlankLine: Bool { trimmingSpaces.isEmpty }
}
