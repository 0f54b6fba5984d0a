import Rewriter

/// A modifier call `receiver.name(arguments)` or a chained `\n    .name(arguments)`.
/// (Read without walking back along the chain, so a chain of n modifiers costs n, not n².)
struct ModifierCall {
    struct TrailingClosure {
        let label: String?
        let leftBrace: Int
    }
    let dot: Int
    let name: Int
    let leftParen: Int
    let rightParen: Int
    let arguments: [Rewriter.Argument]
    let trailingClosures: [TrailingClosure]

    func argument(labelled label: String) -> Rewriter.Argument? { arguments.first { $0.label == label } }
}

/// Finds SwiftUI modifier calls by name and tells what their receiver is, as far as the tokens show.
enum SwiftUIModifierCalls {
    /// Every `.name(` member call in the file (a parenthesised argument list on the name's line).
    /// Only identifier tokens spelling the name count: the lexer's filter of them rules out most
    /// files, and a byte search finds them in the rest.
    static func calls(named name: StaticString, in tree: SyntaxTree) -> [ModifierCall] {
        var found: [ModifierCall] = []
        for i in tree.file.identifierTokens(spelling: name) {
            guard let dot = tree.previous(i), tree.kind(dot) == .period, !tree.newlineBetween(dot, i),
                  let paren = tree.next(i), tree.kind(paren) == .leftParen, !tree.newlineBetween(i, paren),
                  let close = tree.partner(of: paren) else { continue }
            var trailing: [ModifierCall.TrailingClosure] = []
            var last = close
            if let brace = tree.next(close), tree.kind(brace) == .leftBrace, !tree.newlineBetween(close, brace), let end = tree.partner(of: brace) {
                trailing.append(.init(label: nil, leftBrace: brace))
                last = end
                while let label = tree.next(last), tree.kind(label) == .identifier || tree.kind(label) == .keyword,
                      let colon = tree.next(label), tree.kind(colon) == .colon, let next = tree.next(colon), tree.kind(next) == .leftBrace,
                      let nextEnd = tree.partner(of: next) {
                    trailing.append(.init(label: tree.text(label), leftBrace: next))
                    last = nextEnd
                }
            }
            found.append(ModifierCall(dot: dot, name: i, leftParen: paren, rightParen: close, arguments: tree.parseArguments(paren),
                                      trailingClosures: trailing))
        }
        return found
    }

    /// What the expression before a modifier's `.` is.
    enum Receiver: Equatable {
        /// `Text(...)` followed only by modifiers that return `Text`: the call resolves to a Text method.
        case text
        /// A view built by a call other than `Text(...)`, or a chain through a modifier that returns `some View`.
        case view
        /// A name, property or anything else whose type the tokens do not show.
        case unknown
        /// No receiver (`.name(...)` as an implicit member expression) or not a plain expression.
        case none
    }

    /// Modifiers declared on `Text` that return `Text`, so a chain through them stays a `Text`.
    static let textPreservingModifiers: Set<String> = [
        "init", "foregroundColor", "foregroundStyle", "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic",
        "strikethrough", "underline", "monospaced", "monospacedDigit", "kerning", "tracking", "baselineOffset",
        "textScale", "typesettingLanguage", "customAttribute", "speechAlwaysIncludesPunctuation",
        "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued", "accessibilityLabel",
        "accessibilityTextContentType", "accessibilityHeading",
    ]

    /// The receiver of the modifier whose `.` is `dot`. `memo` (per file) keeps long chains linear:
    /// each modifier's answer is built from the one before it.
    /// What a chain's modifiers know: the receiver kind, and the first call's name token (`Text`,
    /// `AttributeContainer`), nil when the chain does not start with a call.
    struct ReceiverInfo {
        let kind: Receiver
        let root: Int?
    }

    static func receiver(ofDot dot: Int, in tree: SyntaxTree, memo: inout [Int: ReceiverInfo]) -> Receiver {
        receiverInfo(ofDot: dot, in: tree, memo: &memo).kind
    }

    static func receiverInfo(ofDot dot: Int, in tree: SyntaxTree, memo: inout [Int: ReceiverInfo]) -> ReceiverInfo {
        // Walk back to the chain's root or to a modifier already answered, remembering each `.`
        // and the modifier before it; then answer them from the root forward.
        var chain: [(dot: Int, previousModifier: String)] = []
        var current = dot
        var info: ReceiverInfo
        walk: while true {
            if let known = memo[current] { info = known; break }
            switch previousLink(before: current, in: tree) {
            case .modifier(let previousDot, let name):
                chain.append((current, name))
                current = previousDot
            case .root(let root, let token):
                info = ReceiverInfo(kind: root, root: token)
                memo[current] = info
                break walk
            }
        }
        for (link, name) in chain.reversed() {
            info = ReceiverInfo(kind: chainThrough(name, info.kind), root: info.root)
            memo[link] = info
        }
        return info
    }

    /// The receiver of the next modifier after calling `name` on `receiver`.
    private static func chainThrough(_ name: String, _ receiver: Receiver) -> Receiver {
        guard receiver == .text else { return receiver == .none ? .unknown : receiver }
        return textPreservingModifiers.contains(name) ? .text : .view
    }

    private enum Link {
        /// The expression before `dot` ends with the modifier `.name(...)` whose own `.` is given.
        case modifier(dot: Int, name: String)
        case root(Receiver, Int?)
    }

    private static func previousLink(before dot: Int, in tree: SyntaxTree) -> Link {
        guard var end = tree.previous(dot) else { return .root(.none, nil) }
        // `VStack(...) { ... }` and `.overlay { ... }`: step over a trailing closure to its call.
        if tree.kind(end) == .rightBrace {
            guard let open = tree.partner(of: end), let before = tree.previous(open), !tree.newlineBetween(before, open) else { return .root(.none, nil) }
            if tree.kind(before) == .identifier { return named(before, in: tree) }
            guard tree.kind(before) == .rightParen else { return .root(.unknown, nil) }
            end = before
        }
        if tree.kind(end) == .rightParen {
            guard let open = tree.partner(of: end), let callee = tree.previous(open), !tree.newlineBetween(callee, open),
                  tree.kind(callee) == .identifier else { return .root(.unknown, nil) }
            return named(callee, in: tree)
        }
        switch tree.kind(end) {
        case .identifier, .keyword, .dollarIdentifier, .rightBracket, .operator: return .root(.unknown, nil)
        // `Text(...)` then `#if os(iOS) .modifier() #else .other() #endif` and `.name(...)`: a postfix
        // member of a conditional chain, whose receiver depends on the clause built.
        case .poundKeyword where tree.file.token(end, is: "#endif") || tree.file.token(end, is: "#else"): return .root(.unknown, nil)
        default: return .root(.none, nil)
        }
    }

    /// A callee name: a modifier when a `.` precedes it, else the root (`Text`, `Image`, `helper`).
    private static func named(_ callee: Int, in tree: SyntaxTree) -> Link {
        if let dot = tree.previous(callee), tree.kind(dot) == .period {
            // `SwiftUI.Text(...)`: a module-qualified root.
            if let module = tree.previous(dot), tree.isIdentifier(module, "SwiftUI"), tree.previous(module).map({ tree.kind($0) != .period }) ?? true {
                return .root(rootKind(callee, in: tree), callee)
            }
            return .modifier(dot: dot, name: tree.text(callee))
        }
        return .root(rootKind(callee, in: tree), callee)
    }

    private static func rootKind(_ callee: Int, in tree: SyntaxTree) -> Receiver {
        if tree.isIdentifier(callee, "Text") { return .text }
        // A type's initializer (capitalised) builds that view; a lower-case call is a function of unknown type.
        return tree.text(callee).first?.isUppercase == true ? .view : .unknown
    }
}
