import Rewriter

/// Names the type of a default value from its syntax alone, only where it is
/// certain: literals, constructor calls of a known type, empty collection
/// constructors and force-unwrapped failable constructors. Anything else
/// (`[]`, `nil`, `.init()`, `.member`, factories, closures, operators) is nil.
struct StateTypeInference {
    let tokens: TokenStatements
    /// Project types by simple name, with whether any has a failable init.
    let projectTypes: ProjectTypeTraitsLookup

    /// Framework types whose unlabelled and common labelled initializers never fail.
    static let frameworkTypes: Set<String> = [
        "Date", "UUID", "Color", "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform",
    ]
    /// Labels of the framework initializers of those types that do fail.
    static let failableLabels: Set<String> = ["exactly", "uuidString", "rawValue"]

    func infer(from start: Int, through end: Int) -> String? {
        let significant = tokens.significant(start...end)
        guard let first = significant.first else { return nil }
        if significant.count == 1 { return literalType(first) }
        if significant.count == 2, tokens.kind(first) == .operator, tokens.file.token(first, is: "-"),
           first + 1 == significant[1] {
            let kind = tokens.kind(significant[1])
            if kind == .integerLiteral { return "Int" }
            if kind == .floatLiteral { return "Double" }
            return nil
        }
        var last = end
        while tokens.kind(last).isTrivia { last -= 1 }
        // `X!` where X is a failable constructor call gives X's type.
        if tokens.kind(last) == .operator, tokens.file.token(last, is: "!"), let inner = tokens.previous(last),
           tokens.kind(inner) == .rightParen, let open = tokens.partner(inner) {
            guard let callee = calleeType(from: start, to: open) else { return nil }
            return tokens.next(inner) == last ? callee.name : nil
        }
        return constructorType(from: start, through: last)
    }

    private func literalType(_ i: Int) -> String? {
        switch tokens.kind(i) {
        case .integerLiteral: return "Int"
        case .floatLiteral: return "Double"
        case .stringLiteral: return "String"
        case .keyword where tokens.file.token(i, is: "true") || tokens.file.token(i, is: "false"): return "Bool"
        default: return nil
        }
    }

    /// `T()`, `T.init()`, `T<…>()`, `[E]()`, `[K: V]()`, and `T(args)` for a
    /// project type without a failable init or an allowlisted framework type.
    private func constructorType(from start: Int, through last: Int) -> String? {
        var callEnd = last
        // A trailing closure after the argument list.
        if tokens.kind(callEnd) == .rightBrace, let open = tokens.partner(callEnd), let before = tokens.previous(open) {
            callEnd = before
        }
        guard tokens.kind(callEnd) == .rightParen, let open = tokens.partner(callEnd),
              let callee = calleeType(from: start, to: open) else { return nil }
        let simple = String(callee.name.split(separator: ".").last ?? "")
        // `Box()` of a generic `Box<T>` infers T from context; `: Box` alone would not compile.
        if projectTypes[simple]?.isGeneric == true { return nil }
        if tokens.next(open) == callEnd { return callee.name }
        if callee.isCollection { return nil }
        let labels = argumentLabels(open: open, close: callEnd)
        if let traits = projectTypes[simple] {
            return traits.hasFailableInit || labels.contains("rawValue") ? nil : callee.name
        }
        if Self.frameworkTypes.contains(callee.name), !projectTypes.isOnlyExtendedFailably(callee.name),
           labels.allSatisfy({ !Self.failableLabels.contains($0) }) {
            return callee.name
        }
        return nil
    }

    /// The type named by the tokens before a call's `(`: a dotted chain of
    /// capitalised names with optional generic arguments and `.init`, or a
    /// collection type in brackets.
    private func calleeType(from start: Int, to open: Int) -> (name: String, isCollection: Bool)? {
        var end = tokens.previous(open) ?? start
        if tokens.file.token(end, is: "init"), let dot = tokens.previous(end), tokens.kind(dot) == .period,
           let before = tokens.previous(dot) {
            end = before
        }
        guard end >= start else { return nil }
        if tokens.kind(start) == .leftBracket, tokens.partner(start) == end {
            return (tokens.file.text(tokens: start, through: end), true)
        }
        var i = start
        var sawName = false
        var angle = 0
        while i <= end {
            let kind = tokens.kind(i)
            if kind.isTrivia {
                if angle == 0 { return nil }
            } else if angle > 0 {
                if kind == .operator {
                    for byte in tokens.text(i).utf8 {
                        if byte == UInt8(ascii: "<") { angle += 1 } else if byte == UInt8(ascii: ">") { angle -= 1 }
                    }
                }
            } else if kind == .identifier {
                guard let firstByte = tokens.text(i).utf8.first, firstByte >= UInt8(ascii: "A"), firstByte <= UInt8(ascii: "Z")
                else { return nil }
                sawName = true
            } else if kind == .period {
                guard sawName else { return nil }
            } else if kind == .operator, tokens.file.token(i, is: "<"), sawName {
                angle = 1
            } else {
                return nil
            }
            i += 1
        }
        guard sawName, angle == 0 else { return nil }
        return (tokens.file.text(tokens: start, through: end), false)
    }

    private func argumentLabels(open: Int, close: Int) -> [String] {
        var labels: [String] = []
        var i = open
        var expectLabel = true
        while let n = tokens.next(i), n < close {
            if expectLabel {
                if let colon = tokens.next(n), tokens.kind(colon) == .colon {
                    labels.append(tokens.text(n))
                } else {
                    labels.append("_")
                }
                expectLabel = false
            }
            if tokens.kind(n) == .comma { expectLabel = true }
            i = tokens.kind(n).isOpeningBracket ? (tokens.partner(n) ?? n) : n
        }
        return labels
    }
}
