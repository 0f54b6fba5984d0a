/// The structure of an Objective-C file that code reading it needs: matching brackets,
/// preprocessor directives and the conditional branches (`#if`, `#ifdef`, `#elif`, `#else`)
/// every token sits in, and (see `ObjectiveCDeclarations`) its `@interface` and
/// `@implementation` blocks with their properties and methods.
///
/// Brackets inside directive lines do not pair with code. When the branches of a conditional
/// leave brackets unbalanced (a method header written twice under `#if`/`#else` around one body),
/// only the first branch of each conditional counts.
public final class ObjectiveCSyntax: @unchecked Sendable {
    public let file: SourceFile
    public let directives: [Directive]
    /// The first bracket that has no partner, if any: the file does not parse.
    public private(set) var unmatched: Int?
    private var partners: [Int32]
    /// Per directive: the conditional branches open after it, outermost first.
    private var branchesAfter: [[Branch]] = []
    public private(set) var declarations = ObjectiveCDeclarations.empty

    /// One directive: `#` and its name, up to the end of its line (continuations included).
    public struct Directive: Sendable {
        /// The `.poundKeyword` token and the directive's last token (before its line break).
        public let pound: Int
        public let last: Int
        /// "if", "ifdef", "import", "pragma", "define"; empty for a null directive.
        public let name: String
    }

    /// A branch of a conditional: the `#if`/`#ifdef`/`#ifndef` that opens it and the directive
    /// that starts this branch (the same one, or an `#elif`/`#else`), as indexes into `directives`.
    public struct Branch: Sendable, Hashable {
        public let opening: Int
        public let start: Int
    }

    public init(file: SourceFile) {
        self.file = file
        self.partners = Array(repeating: -1, count: file.tokens.count)
        self.directives = Self.findDirectives(in: file)
        self.branchesAfter = Self.branches(of: directives)
        matchBrackets(firstBranchesOnly: false)
        if unmatched != nil {
            partners = Array(repeating: -1, count: file.tokens.count)
            matchBrackets(firstBranchesOnly: true)
        }
        declarations = ObjectiveCDeclarations(syntax: self)
    }

    public convenience init(path: String, bytes: [UInt8]) {
        self.init(file: .objectiveC(path: path, bytes: bytes))
    }

    /// The partner of a bracket token, or nil.
    public func partner(of token: Int) -> Int? {
        let p = partners[token]
        return p >= 0 ? Int(p) : nil
    }

    /// The directive whose line holds `token`, if any.
    public func directive(holding token: Int) -> Directive? {
        let k = directives.partitionPoint { $0.pound > token }
        guard k > 0, directives[k - 1].last >= token else { return nil }
        return directives[k - 1]
    }

    /// The conditional branches `token` sits in, outermost first.
    public func branches(at token: Int) -> [Branch] {
        let k = directives.partitionPoint { $0.pound > token }
        return k == 0 ? [] : branchesAfter[k - 1]
    }

    /// The text of a directive line, as written (continuation lines included).
    public func text(of directive: Directive) -> String {
        file.text(file.tokens.start(directive.pound)..<file.tokens.end(directive.last))
    }

    /// The directive lines that open `branch` when written out alone: the `#if`, each earlier
    /// `#elif` of the same conditional (with nothing under it), and the branch's own directive.
    public func openingLines(of branch: Branch) -> [String] {
        var lines = [text(of: directives[branch.opening])]
        guard branch.start != branch.opening else { return lines }
        var depth = 0
        for index in (branch.opening + 1)...branch.start {
            let name = directives[index].name
            if name == "if" || name == "ifdef" || name == "ifndef" {
                depth += 1
            } else if name == "endif" {
                depth -= 1
            } else if depth == 0, name == "elif" || name == "else" || name == "elifdef" || name == "elifndef" {
                lines.append(text(of: directives[index]))
            }
        }
        return lines
    }

    /// The next significant token after `i` that is not part of a directive line.
    public func nextCode(after i: Int) -> Int? {
        var j = file.next(after: i)
        while let t = j, file.tokens.kinds[t] == .poundKeyword || directive(holding: t) != nil {
            j = file.next(after: directive(holding: t)?.last ?? t)
        }
        return j
    }

    /// The previous significant token before `i` that is not part of a directive line.
    public func previousCode(before i: Int) -> Int? {
        var j = file.previous(before: i)
        while let t = j, let d = directive(holding: t) {
            j = file.previous(before: d.pound)
        }
        return j
    }

    // MARK: Building

    private static func findDirectives(in file: SourceFile) -> [Directive] {
        let kinds = file.tokens.kinds
        var found: [Directive] = []
        var i = 0
        while i < kinds.count {
            guard kinds[i] == .poundKeyword else { i += 1; continue }
            var last = i
            var j = i + 1
            while j < kinds.count {
                if kinds[j] == .newline {
                    // A backslash (then only spaces) before the line break continues the directive.
                    var k = j - 1
                    while k > i, kinds[k] == .whitespace { k -= 1 }
                    if kinds[k] != .backslash { break }
                } else if kinds[j] != .whitespace {
                    last = j
                }
                j += 1
            }
            var name = file.text(of: i).dropFirst().drop { $0 == " " || $0 == "\t" }
            if name.first?.isNumber == true { name = "" }
            found.append(Directive(pound: i, last: last, name: String(name)))
            i = j
        }
        return found
    }

    private static func branches(of directives: [Directive]) -> [[Branch]] {
        var open: [Branch] = []
        var result: [[Branch]] = []
        result.reserveCapacity(directives.count)
        for (index, directive) in directives.enumerated() {
            switch directive.name {
            case "if", "ifdef", "ifndef":
                open.append(Branch(opening: index, start: index))
            case "elif", "else", "elifdef", "elifndef":
                if let top = open.popLast() { open.append(Branch(opening: top.opening, start: index)) }
            case "endif":
                _ = open.popLast()
            default:
                break
            }
            result.append(open)
        }
        return result
    }

    /// Pairs brackets outside directive lines. `firstBranchesOnly`: tokens in `#elif`/`#else`
    /// branches are skipped.
    private func matchBrackets(firstBranchesOnly: Bool) {
        let kinds = file.tokens.kinds
        var stack: [Int] = []
        var unmatchedFirst: Int?
        var d = 0
        var skipping = false
        var i = 0
        while i < kinds.count {
            if d < directives.count, directives[d].pound == i {
                if firstBranchesOnly {
                    skipping = branchesAfter[d].contains { $0.start != $0.opening }
                }
                i = directives[d].last + 1
                d += 1
                continue
            }
            defer { i += 1 }
            guard !skipping else { continue }
            let kind = kinds[i]
            if kind.isOpeningBracket {
                stack.append(i)
            } else if kind.isClosingBracket {
                guard let open = stack.last, Self.pairs(kinds[open], kind) else {
                    if unmatchedFirst == nil { unmatchedFirst = i }
                    continue
                }
                stack.removeLast()
                partners[open] = Int32(i)
                partners[i] = Int32(open)
            }
        }
        if let first = stack.first, unmatchedFirst.map({ first < $0 }) ?? true { unmatchedFirst = first }
        unmatched = unmatchedFirst
        // A directive's brackets pair among themselves (`#define OPEN(u) [app openURL:(u)]`); one
        // that does not close on its line stays without a partner, and is no file's error.
        for directive in directives {
            var local: [Int] = []
            for t in directive.pound...directive.last {
                let kind = kinds[t]
                if kind.isOpeningBracket {
                    local.append(t)
                } else if kind.isClosingBracket, let open = local.last, Self.pairs(kinds[open], kind) {
                    local.removeLast()
                    partners[open] = Int32(t)
                    partners[t] = Int32(open)
                }
            }
        }
    }

    private static func pairs(_ open: TokenKind, _ close: TokenKind) -> Bool {
        (open == .leftParen && close == .rightParen) || (open == .leftBracket && close == .rightBracket)
            || (open == .leftBrace && close == .rightBrace)
    }
}
