/// The `@interface`, `@implementation` and `@protocol` blocks of an Objective-C file, with
/// their properties and methods: what a codemod needs to know which methods a class
/// implements, where, and under which conditions.
public struct ObjectiveCDeclarations: Sendable {
    public enum ContainerKind: Sendable { case interface, implementation, `protocol` }

    /// One `@interface`/`@implementation`/`@protocol` ... `@end`.
    public struct Container: Sendable {
        public let kind: ContainerKind
        public let name: String
        /// `@interface Name (Category)`: the category's name, "" for a class extension.
        public let category: String?
        public let superclass: String?
        public let protocols: [String]
        /// The `@interface` token, the class name's token, the last token of the header (before
        /// any instance-variable block) and the `@end` token.
        public let first: Int
        public let nameToken: Int
        public let headerEnd: Int
        public let end: Int
        public var properties: [Property] = []
        public var methods: [Method] = []
    }

    public struct Property: Sendable {
        public let first: Int
        /// The `;`.
        public let last: Int
        public let attributes: [String]
        public let name: String
        public let nameToken: Int
        /// The type as written ("UIWindow *", "void (^)(BOOL)" for a block shows as written around the name).
        public let type: String
        public var isReadonly: Bool { attributes.contains("readonly") }
    }

    public struct Parameter: Sendable {
        /// The selector piece before the colon ("" for an unlabeled one).
        public let label: String
        public let type: String
        public let name: String
        public let nameToken: Int
    }

    public struct Method: Sendable {
        public let isClassMethod: Bool
        /// "application:didFinishLaunchingWithOptions:", "applicationDidBecomeActive:", "init".
        public let selector: String
        /// The `-`/`+` token, and the first selector piece.
        public let first: Int
        public let nameToken: Int
        public let returnType: String?
        public let parameters: [Parameter]
        /// The body's `{` and `}`; nil for a declaration.
        public let body: (open: Int, close: Int)?
        /// The `;` of a declaration, or the body's `}`.
        public let last: Int
    }

    public var containers: [Container] = []

    static let empty = ObjectiveCDeclarations()
    private init() {}

    public func implementations(of name: String) -> [Container] { containers.filter { $0.kind == .implementation && $0.name == name } }
    public func interfaces(of name: String) -> [Container] { containers.filter { $0.kind == .interface && $0.name == name } }

    init(syntax: ObjectiveCSyntax) {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var i = 0
        while i < kinds.count {
            defer { i += 1 }
            guard kinds[i] == .attribute else { continue }
            let word = file.text(of: i)
            let kind: ContainerKind
            switch word {
            case "@interface": kind = .interface
            case "@implementation": kind = .implementation
            case "@protocol": kind = .protocol
            default: continue
            }
            guard let nameToken = syntax.nextCode(after: i), kinds[nameToken] == .identifier else { continue }
            // `@protocol P;` and `@protocol(P)` declare nothing here.
            if kind == .protocol, let next = syntax.nextCode(after: nameToken), kinds[next] == .semicolon || kinds[next] == .comma { continue }
            guard let end = Self.end(after: nameToken, in: syntax) else { continue }
            var container = Self.header(kind: kind, first: i, nameToken: nameToken, end: end, syntax: syntax)
            Self.members(of: &container, syntax: syntax)
            containers.append(container)
            i = end
        }
    }

    /// The `@end` closing a block, outside brackets.
    private static func end(after start: Int, in syntax: ObjectiveCSyntax) -> Int? {
        let file = syntax.file
        var t = start
        while t < file.tokens.count {
            if file.tokens.kinds[t].isOpeningBracket, let close = syntax.partner(of: t) { t = close + 1; continue }
            if file.tokens.kinds[t] == .attribute {
                if file.token(t, is: "@end") { return t }
                if file.token(t, is: "@interface") || file.token(t, is: "@implementation") { return nil }
            }
            t += 1
        }
        return nil
    }

    private static func header(kind: ContainerKind, first: Int, nameToken: Int, end: Int, syntax: ObjectiveCSyntax) -> Container {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var category: String?
        var superclass: String?
        var protocols: [String] = []
        var t = nameToken
        var headerEnd = nameToken
        // Generic parameters: `@interface Box<T> : NSObject`.
        if let next = syntax.nextCode(after: t), file.token(next, is: "<"), kind != .protocol,
           let close = (next..<end).first(where: { file.token($0, is: ">") }) {
            t = close
            headerEnd = close
        }
        while let next = syntax.nextCode(after: t), next < end {
            if kinds[next] == .leftParen, category == nil, superclass == nil, let close = syntax.partner(of: next) {
                category = (next + 1..<close).first { kinds[$0] == .identifier }.map { file.text(of: $0) } ?? ""
                t = close
            } else if kinds[next] == .colon, let name = syntax.nextCode(after: next), kinds[name] == .identifier {
                superclass = file.text(of: name)
                t = name
            } else if file.token(next, is: "<"), let close = (next..<end).first(where: { file.token($0, is: ">") }) {
                protocols = (next + 1..<close).filter { kinds[$0] == .identifier }.map { file.text(of: $0) }
                t = close
            } else {
                break
            }
            headerEnd = t
        }
        return Container(kind: kind, name: file.text(of: nameToken), category: category, superclass: superclass, protocols: protocols,
                         first: first, nameToken: nameToken, headerEnd: headerEnd, end: end)
    }

    /// Properties and methods between the header and `@end`, outside brackets.
    private static func members(of container: inout Container, syntax: ObjectiveCSyntax) {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var t = container.headerEnd + 1
        while t < container.end {
            if let directive = syntax.directive(holding: t) { t = directive.last + 1; continue }
            let kind = kinds[t]
            if kind.isOpeningBracket, let close = syntax.partner(of: t) { t = close + 1; continue }
            if kind == .attribute, file.token(t, is: "@property"), let property = property(at: t, before: container.end, syntax: syntax) {
                container.properties.append(property)
                t = property.last + 1
                continue
            }
            if kind == .operator, file.token(t, is: "-") || file.token(t, is: "+"), startsMember(t, container: container, syntax: syntax),
               let method = method(at: t, before: container.end, syntax: syntax) {
                container.methods.append(method)
                t = method.last + 1
                continue
            }
            t += 1
        }
    }

    /// A `-`/`+` that starts a method: not part of an expression (`static int x = -1;`).
    private static func startsMember(_ t: Int, container: Container, syntax: ObjectiveCSyntax) -> Bool {
        guard let previous = syntax.previousCode(before: t) else { return true }
        if previous <= container.headerEnd { return true }
        let kind = syntax.file.tokens.kinds[previous]
        return kind == .semicolon || kind == .rightBrace || kind == .attribute
    }

    private static func property(at start: Int, before end: Int, syntax: ObjectiveCSyntax) -> Property? {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var attributes: [String] = []
        guard var next = syntax.nextCode(after: start) else { return nil }
        if kinds[next] == .leftParen, let close = syntax.partner(of: next) {
            // `getter=isOn` names a method, not an attribute of its own.
            attributes = (next + 1..<close).filter { kinds[$0] == .identifier || kinds[$0] == .keyword }
                .filter { k in file.previous(before: k).map { !file.token($0, is: "=") } ?? true }
                .map { file.text(of: $0) }
            guard let after = syntax.nextCode(after: close) else { return nil }
            next = after
        }
        guard let semicolon = (next..<end).first(where: { kinds[$0] == .semicolon && syntax.directive(holding: $0) == nil }) else { return nil }
        // A block or function pointer: the name follows `^` or `*` inside the first parentheses.
        var nameToken: Int?
        for p in next..<semicolon where kinds[p] == .leftParen {
            if let inner = syntax.nextCode(after: p), file.token(inner, is: "^") || file.token(inner, is: "*"),
               let name = syntax.nextCode(after: inner), kinds[name] == .identifier {
                nameToken = name
            }
            break
        }
        if nameToken == nil {
            // The last name before `;`, past trailing macros (`API_AVAILABLE(ios(13.0))`, `NS_SWIFT_NAME(x)`).
            var q = syntax.previousCode(before: semicolon)
            while let k = q, k > next {
                if kinds[k] == .rightParen, let open = syntax.partner(of: k) { q = syntax.previousCode(before: open); continue }
                if kinds[k] == .identifier {
                    let text = file.text(of: k)
                    let isMacro = text.count > 2 && text.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" } && text.contains("_")
                    if !isMacro { nameToken = k; break }
                }
                q = syntax.previousCode(before: k)
            }
        }
        guard let nameToken else { return nil }
        let typeEnd = syntax.previousCode(before: nameToken) ?? next
        let type = typeEnd >= next ? file.text(tokens: next, through: typeEnd) : ""
        return Property(first: start, last: semicolon, attributes: attributes, name: file.text(of: nameToken), nameToken: nameToken,
                        type: type)
    }

    private static func method(at start: Int, before end: Int, syntax: ObjectiveCSyntax) -> Method? {
        let file = syntax.file
        let kinds = file.tokens.kinds
        guard var t = syntax.nextCode(after: start) else { return nil }
        var returnType: String?
        if kinds[t] == .leftParen, let close = syntax.partner(of: t) {
            returnType = close > t + 1 ? file.text(tokens: t + 1, through: close - 1).trimmingBlanks : ""
            guard let after = syntax.nextCode(after: close) else { return nil }
            t = after
        }
        guard kinds[t] == .identifier || kinds[t] == .keyword else { return nil }
        let nameToken = t
        var selector = ""
        var parameters: [Parameter] = []
        var piece: Int? = t
        var cursor = t
        while true {
            // `label:` or an unlabeled `:`.
            var colon: Int?
            if let p = piece, let c = syntax.nextCode(after: p), kinds[c] == .colon { colon = c } else if piece == nil, kinds[cursor] == .colon { colon = cursor }
            guard let colonToken = colon else {
                if let p = piece, parameters.isEmpty { selector = file.text(of: p); cursor = p }
                break
            }
            let label = piece.map { file.text(of: $0) } ?? ""
            selector += label + ":"
            guard var q = syntax.nextCode(after: colonToken) else { return nil }
            var type = "id"
            if kinds[q] == .leftParen, let close = syntax.partner(of: q) {
                type = close > q + 1 ? file.text(tokens: q + 1, through: close - 1).trimmingBlanks : ""
                guard let after = syntax.nextCode(after: close) else { return nil }
                q = after
            }
            // Attributes before the name (`(NSString *)__unused name`) are rare; the name is the next identifier.
            guard kinds[q] == .identifier || kinds[q] == .keyword else { return nil }
            parameters.append(Parameter(label: label, type: type, name: file.text(of: q), nameToken: q))
            cursor = q
            guard let next = syntax.nextCode(after: q) else { break }
            if kinds[next] == .colon {
                piece = nil
                cursor = next
            } else if kinds[next] == .identifier || kinds[next] == .keyword, let after = syntax.nextCode(after: next), kinds[after] == .colon {
                piece = next
                cursor = next
            } else {
                break
            }
        }
        // Past variadic `, ...` and attributes, to the body or the `;`.
        var q = syntax.nextCode(after: cursor)
        while let k = q, k < end {
            if kinds[k] == .leftBrace, let close = syntax.partner(of: k) {
                return Method(isClassMethod: file.token(start, is: "+"), selector: selector, first: start, nameToken: nameToken,
                              returnType: returnType, parameters: parameters, body: (k, close), last: close)
            }
            if kinds[k] == .semicolon {
                // `- (void)run; { ... }` is a definition too.
                if let brace = syntax.nextCode(after: k), kinds[brace] == .leftBrace, let close = syntax.partner(of: brace) {
                    return Method(isClassMethod: file.token(start, is: "+"), selector: selector, first: start, nameToken: nameToken,
                                  returnType: returnType, parameters: parameters, body: (brace, close), last: close)
                }
                return Method(isClassMethod: file.token(start, is: "+"), selector: selector, first: start, nameToken: nameToken,
                              returnType: returnType, parameters: parameters, body: nil, last: k)
            }
            if kinds[k] == .leftParen, let close = syntax.partner(of: k) { q = syntax.nextCode(after: close); continue }
            if kinds[k] == .rightBrace || kinds[k] == .attribute { return nil }
            q = syntax.nextCode(after: k)
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
