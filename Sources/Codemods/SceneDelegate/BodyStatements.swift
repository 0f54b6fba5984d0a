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

    /// The top-level statements of the body opened by `open`.
    func statements(_ open: Int, _ close: Int) -> [BodyStatement] {
        scan.tree.statements(in: open).filter { $0.last >= $0.first }.map { makeStatement($0.first, $0.last) }
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
