/// A capture in a closure's capture list: `weak self`, `unowned(unsafe) x`, `y = expr`.
public struct Capture: Sendable, Hashable {
    /// "weak", "unowned", "unowned(unsafe)", or nil for a strong capture.
    public let specifier: String?
    public let name: String
    public let first: Int
    public let last: Int
}

/// A closure expression: `{ @MainActor [weak self] (a: Int) async throws -> T in body }`.
public struct Closure: Sendable, Hashable {
    public let leftBrace: Int
    public let rightBrace: Int
    public let attributes: [Attribute]
    /// The "[" and "]" of the capture list.
    public let captureList: ClosedRange<Int>?
    public let captures: [Capture]
    /// The parameter clause: "(a: Int, b)" or bare names "a, b".
    public let parameterClause: ClosedRange<Int>?
    /// Parameter names ("_" kept).
    public let parameterNames: [String]
    public let asyncToken: Int?
    /// The `throws`/`rethrows` token, and the "(" of a typed throws.
    public let throwsToken: Int?
    public let typedThrows: Int?
    /// The "->" and the result type.
    public let arrow: Int?
    public let returnType: ClosedRange<Int>?
    public let inToken: Int?
    /// The first token of the body: after `in`, or after "{".
    public let bodyStart: Int

    public var hasSignature: Bool { inToken != nil }
    public func captures(_ name: String, specifier: String? = nil) -> Bool {
        captures.contains { $0.name == name && (specifier == nil || $0.specifier == specifier) }
    }
}

extension SyntaxTree {
    /// The closure opened by `brace`, with its signature parsed. Works for any
    /// "{"; the caller decides (or `role(ofBrace:)` tells) whether it is a closure.
    public func closure(at brace: Int) -> Closure? {
        guard kind(brace) == .leftBrace, let close = partner(of: brace) else { return nil }
        var attributes: [Attribute] = []
        var captureList: ClosedRange<Int>? = nil
        var j = next(brace)
        if let a = j, a < close, kind(a) == .attribute {
            let (parsed, after) = parseAttributes(at: a, limit: close)
            attributes = parsed
            j = after
        }
        if let l = j, l < close, kind(l) == .leftBracket, let r = partner(of: l) {
            captureList = l...r
            j = next(r)
        }
        // Look for `in` through tokens a signature may hold.
        var parameterStart: Int? = nil
        var parameterEnd: Int? = nil
        var asyncToken: Int? = nil, throwsToken: Int? = nil, typedThrows: Int? = nil
        var arrow: Int? = nil, returnStart: Int? = nil
        var inToken: Int? = nil
        var t = j
        scan: while let s = t, s < close {
            switch kind(s) {
            case .keyword:
                if isText(s, "in") { inToken = s; break scan }
                if isText(s, "throws") || isText(s, "rethrows") {
                    throwsToken = s
                    if let p = next(s), kind(p) == .leftParen, !spaceBefore(p), let pc = partner(of: p) {
                        typedThrows = p
                        t = next(pc)
                        continue scan
                    }
                } else if !(isText(s, "Any") || isText(s, "Self") || isText(s, "inout")) {
                    break scan
                }
            case .identifier:
                if isText(s, "async") && arrow == nil { asyncToken = s }
                else if arrow == nil && throwsToken == nil && asyncToken == nil {
                    if parameterStart == nil { parameterStart = s }
                    parameterEnd = s
                }
            case .comma, .colon, .period:
                if arrow == nil && asyncToken == nil && throwsToken == nil { parameterEnd = s }
            case .leftParen, .leftBracket:
                guard let p = partner(of: s) else { break scan }
                if arrow == nil && asyncToken == nil && throwsToken == nil && kind(s) == .leftParen {
                    if parameterStart == nil { parameterStart = s }
                    parameterEnd = p
                }
                t = next(p)
                continue scan
            case .operator:
                if isText(s, "->") { arrow = s; returnStart = next(s) }
                else if !(isText(s, "?") || isText(s, "!") || isText(s, "<") || isText(s, ">") || isText(s, "&") || isText(s, "...") || isText(s, ">>")) { break scan }
            case .attribute:
                break
            default:
                break scan
            }
            t = next(s)
        }
        guard let inT = inToken else {
            // No signature: a leading "[...]" was an array literal, not a capture list.
            return Closure(leftBrace: brace, rightBrace: close, attributes: attributes, captureList: nil, captures: [],
                           parameterClause: nil, parameterNames: [], asyncToken: nil, throwsToken: nil, typedThrows: nil,
                           arrow: nil, returnType: nil, inToken: nil,
                           bodyStart: attributes.isEmpty ? brace + 1 : attributes.last!.last + 1)
        }
        var parameterNames: [String] = []
        var parameterClause: ClosedRange<Int>? = nil
        if let ps = parameterStart, let pe = parameterEnd {
            parameterClause = ps...pe
            if kind(ps) == .leftParen {
                parameterNames = parameterSlots(ps).map { text(Int($0.nameToken)) }
            } else {
                var k: Int? = ps
                while let x = k, x <= pe {
                    if kind(x) == .identifier { parameterNames.append(text(x)) }
                    k = next(x)
                }
            }
        }
        var returnType: ClosedRange<Int>? = nil
        if let rs = returnStart, rs < inT, let before = previous(inT) { returnType = rs...before }
        return Closure(leftBrace: brace, rightBrace: close, attributes: attributes, captureList: captureList,
                       captures: captureList.map { parseCaptures($0) } ?? [], parameterClause: parameterClause,
                       parameterNames: parameterNames, asyncToken: asyncToken, throwsToken: throwsToken,
                       typedThrows: typedThrows, arrow: arrow, returnType: returnType, inToken: inT, bodyStart: inT + 1)
    }

    private func parseCaptures(_ list: ClosedRange<Int>) -> [Capture] {
        listElements(of: list.lowerBound).compactMap { element in
            var j = element.lowerBound
            var specifier: String? = nil
            if kind(j) == .identifier, isText(j, "weak") || isText(j, "unowned"), let n = next(j), n <= element.upperBound {
                specifier = text(j)
                if kind(n) == .leftParen, let p = partner(of: n), let m = next(p), m <= element.upperBound {
                    specifier = compactText(j, p)
                    j = m
                } else {
                    j = n
                }
            }
            return Capture(specifier: specifier, name: text(j), first: element.lowerBound, last: element.upperBound)
        }
    }
}
