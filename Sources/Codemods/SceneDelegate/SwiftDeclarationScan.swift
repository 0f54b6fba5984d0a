import Rewriter

/// Token-level reading of the declarations scene adoption needs (types,
/// their methods and stored properties). Kept here until the shared
/// structural parser covers these shapes.
struct TypeDeclaration {
    let kind: String          // class, struct, enum, protocol, actor, extension, typealias
    let name: String
    let keywordToken: Int
    let nameToken: Int
    /// First token of the declaration: its first attribute or modifier.
    let startToken: Int
    let attributes: [String]
    let attributeTokens: [Int]
    let inherited: [String]
    let open: Int?
    let close: Int?
}

struct FunctionDeclaration {
    let name: String
    let startToken: Int
    let keywordToken: Int
    let labels: [String]
    let parameterNames: [String]
    let open: Int
    let close: Int
    /// "application(_:didFinishLaunchingWithOptions:)"
    var selector: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }
}

struct MemberDeclaration {
    let name: String
    let startToken: Int
    let nameToken: Int
    let endToken: Int
}

struct SwiftDeclarationScan {
    let tree: SyntaxTree
    var file: SourceFile { tree.file }
    var kinds: [TokenKind] { tree.file.tokens.kinds }

    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final", "static", "class",
                                         "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
                                         "nonisolated", "mutating", "nonmutating", "indirect", "package"]

    func partner(_ i: Int) -> Int? { let p = Int(tree.partner[i]); return p >= 0 ? p : nil }

    /// Every type-like declaration in the file, nested ones included.
    func types() -> [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        let kinds = self.kinds
        for i in 0..<kinds.count where kinds[i] == .keyword || kinds[i] == .identifier {
            let word = file.text(of: i)
            guard ["class", "struct", "enum", "protocol", "extension", "typealias", "actor"].contains(word) else { continue }
            if word == "actor", kinds[i] != .identifier { continue }
            guard let nameToken = file.next(after: i), kinds[nameToken] == .identifier else { continue }
            // `class func`, `class var`: a modifier, not a declaration.
            if word == "class", ["func", "var", "let", "subscript", "init"].contains(file.text(of: nameToken)) { continue }
            if let prev = file.previous(before: i), kinds[prev] == .period { continue }
            // Walk back over modifiers and attributes.
            var start = i
            var attributes: [String] = [], attributeTokens: [Int] = []
            var j = file.previous(before: i)
            while let p = j {
                if kinds[p] == .attribute { attributes.append(file.text(of: p)); attributeTokens.append(p); start = p }
                else if Self.modifiers.contains(file.text(of: p)) { start = p }
                else if kinds[p] == .rightParen, let open = partner(p), let attr = file.previous(before: open), kinds[attr] == .attribute {
                    attributes.append(file.text(of: attr)); attributeTokens.append(attr); start = attr; j = file.previous(before: attr); continue
                } else { break }
                j = file.previous(before: p)
            }
            var name = file.text(of: nameToken)
            var k = file.next(after: nameToken)
            // extension A.B
            while let t = k, kinds[t] == .period, let n = file.next(after: t), kinds[n] == .identifier {
                name += "." + file.text(of: n); k = file.next(after: n)
            }
            if let t = k, file.token(t, is: "<"), let close = skipGenerics(t) { k = file.next(after: close) }
            var inherited: [String] = []
            var open: Int?
            while let t = k {
                if kinds[t] == .leftBrace { open = t; break }
                if kinds[t] == .rightBrace || kinds[t] == .semicolon { break }
                if word == "typealias", file.token(t, is: "=") { break }
                if kinds[t] == .identifier, let p = file.previous(before: t), kinds[p] == .colon || kinds[p] == .comma || kinds[p] == .operator && file.token(p, is: "&") {
                    var n = file.text(of: t)
                    var q = file.next(after: t)
                    while let d = q, kinds[d] == .period, let m = file.next(after: d), kinds[m] == .identifier { n += "." + file.text(of: m); q = file.next(after: m) }
                    inherited.append(n)
                }
                k = file.next(after: t)
            }
            result.append(TypeDeclaration(kind: word, name: name, keywordToken: i, nameToken: nameToken, startToken: start,
                                          attributes: attributes, attributeTokens: attributeTokens, inherited: inherited,
                                          open: open, close: open.flatMap(partner)))
        }
        return result
    }

    private func skipGenerics(_ lt: Int) -> Int? {
        var depth = 0
        var i = lt
        while i < kinds.count {
            if kinds[i] == .operator {
                for b in file.text(of: i).utf8 { if b == 0x3C { depth += 1 } else if b == 0x3E { depth -= 1 } }
                if depth <= 0 { return i }
            } else if kinds[i] == .leftBrace { return nil }
            i += 1
        }
        return nil
    }

    /// Functions declared directly in the body `open...close` of a type.
    func functions(in open: Int, _ close: Int) -> [FunctionDeclaration] {
        var result: [FunctionDeclaration] = []
        var i = open + 1
        while i < close {
            if kinds[i].isOpeningBracket, file.text(of: i) == "{" { i = (partner(i) ?? i) + 1; continue }
            if kinds[i] == .keyword, file.token(i, is: "func"), let nameToken = file.next(after: i) {
                var name = file.text(of: nameToken)
                if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
                var k = file.next(after: nameToken)
                if let t = k, file.token(t, is: "<") { k = skipGenerics(t).flatMap { file.next(after: $0) } }
                guard let paren = k, kinds[paren] == .leftParen, let parenClose = partner(paren) else { i += 1; continue }
                let (labels, names) = parameters(paren, parenClose)
                var b = file.next(after: parenClose)
                while let t = b, kinds[t] != .leftBrace, t < close {
                    if kinds[t].isOpeningBracket, let p = partner(t) { b = file.next(after: p) } else { b = file.next(after: t) }
                }
                guard let bodyOpen = b, bodyOpen < close, let bodyClose = partner(bodyOpen) else { i += 1; continue }
                result.append(FunctionDeclaration(name: name, startToken: declarationStart(i), keywordToken: i, labels: labels,
                                                  parameterNames: names, open: bodyOpen, close: bodyClose))
                i = bodyClose + 1
                continue
            }
            i += 1
        }
        return result
    }

    /// `var`/`let` members declared directly in a type body, with the token ending each.
    func storedMembers(in open: Int, _ close: Int) -> [MemberDeclaration] {
        var result: [MemberDeclaration] = []
        var i = open + 1
        while i < close {
            if kinds[i] == .leftBrace { i = (partner(i) ?? i) + 1; continue }
            if kinds[i] == .keyword, file.token(i, is: "var") || file.token(i, is: "let"), let nameToken = file.next(after: i), kinds[nameToken] == .identifier {
                // The declaration ends at the end of its line, or after a trailing accessor block.
                var end = nameToken
                var j = nameToken + 1
                while j < close {
                    if kinds[j] == .newline {
                        if let n = file.next(after: j), n < close, kinds[n] == .leftBrace || kinds[n] == .period || (kinds[n] == .operator && !file.token(n, is: "!")) { j += 1; continue }
                        if let p = file.previous(before: j), kinds[p] == .comma || (kinds[p] == .operator && !file.token(p, is: "?") && !file.token(p, is: "!")) { j += 1; continue }
                        break
                    }
                    if kinds[j].isOpeningBracket, let p = partner(j) { end = p; j = p + 1; continue }
                    if !kinds[j].isTrivia { end = j }
                    j += 1
                }
                result.append(MemberDeclaration(name: file.text(of: nameToken), startToken: declarationStart(i), nameToken: nameToken, endToken: end))
                i = end + 1
                continue
            }
            i += 1
        }
        return result
    }

    /// Names of every member (stored, computed, func) declared directly in a body.
    func memberNames(in open: Int, _ close: Int) -> Set<String> {
        var names = Set(storedMembers(in: open, close).map(\.name))
        for f in functions(in: open, close) { names.insert(f.name) }
        return names
    }

    func declarationStart(_ keyword: Int) -> Int {
        var start = keyword
        var j = file.previous(before: keyword)
        while let p = j {
            if kinds[p] == .attribute || Self.modifiers.contains(file.text(of: p)) { start = p }
            else if kinds[p] == .rightParen, let o = partner(p), let a = file.previous(before: o), kinds[a] == .attribute || file.text(of: a) == "private" || file.text(of: a) == "fileprivate" || file.text(of: a) == "set" {
                start = a
                j = file.previous(before: a)
                continue
            } else { break }
            j = file.previous(before: p)
        }
        return start
    }

    private func parameters(_ open: Int, _ close: Int) -> ([String], [String]) {
        var labels: [String] = [], names: [String] = []
        var segmentStart = open + 1
        var i = open + 1
        func finish(_ end: Int) {
            var words: [String] = []
            var j = segmentStart
            while j < end {
                if kinds[j] == .colon { break }
                if kinds[j] == .identifier || kinds[j] == .keyword, !["inout", "borrowing", "consuming"].contains(file.text(of: j)) {
                    words.append(file.text(of: j))
                } else if kinds[j] == .attribute { }
                j += 1
            }
            guard !words.isEmpty else { return }
            labels.append(words[0])
            names.append(words.count > 1 ? words[1] : words[0])
        }
        while i < close {
            if kinds[i].isOpeningBracket, let p = partner(i) { i = p + 1; continue }
            if kinds[i] == .comma { finish(i); segmentStart = i + 1 }
            i += 1
        }
        finish(close)
        return (labels, names)
    }
}
