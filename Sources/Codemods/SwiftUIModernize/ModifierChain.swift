import Rewriter

/// A modifier in a chain, with or without parentheses (`.onAppear { ... }`, `.padding()`): its dot, its
/// name and the whole call.
struct ChainedCall {
    let dot: Int
    let name: Int
    let call: Call
}

/// The modifiers chained after a view expression (`NavigationView { ... }.navigationViewStyle(.stack)`,
/// `Preview().previewDisplayName("Dark")`), and the edit that removes one of them and nothing else.
enum ModifierChain {
    /// The `.name(...)` calls chained after the expression whose last token is `end`, in order,
    /// up to the first link that is not a modifier call. A chain goes on across line breaks.
    static func links(after end: Int, in tree: SyntaxTree) -> [ChainedCall] {
        var links: [ChainedCall] = []
        var current = end
        while let dot = tree.next(current), tree.kind(dot) == .period, let name = tree.next(dot), tree.kind(name) == .identifier,
              !tree.newlineBetween(dot, name), let call = tree.call(calleeLast: name), call.calleeLast == name {
            links.append(ChainedCall(dot: dot, name: name, call: call))
            current = call.last
        }
        return links
    }

    /// The text of `name`'s single unlabelled argument when it is a plain string literal (no
    /// interpolation), as written with its quotes.
    static func stringLiteralArgument(of link: ChainedCall, in tree: SyntaxTree) -> String? {
        let call = link.call
        guard call.trailingClosures.isEmpty, call.arguments.count == 1, call.arguments[0].label == nil,
              call.arguments[0].value.lowerBound == call.arguments[0].value.upperBound else { return nil }
        let token = call.arguments[0].value.lowerBound
        guard tree.kind(token) == .stringLiteral else { return nil }
        let text = tree.text(token)
        guard text.hasPrefix("\""), !text.hasPrefix("\"\"\""), !text.contains("\\(") else { return nil }
        return text
    }

    /// The edit deleting `link` from its chain. A link alone on its line takes the line with it; a
    /// link that starts a line shared with later code or a comment leaves them in place; a link on
    /// its receiver's line goes with the spaces before it. Comments are never deleted.
    static func removal(of link: ChainedCall, in tree: SyntaxTree) -> Edit {
        let tokens = tree.file.tokens
        let last = link.call.last
        let lineStart = startOfLine(ifOnlyWhitespaceBefore: link.dot, in: tree)
        var after = last + 1
        while after < tree.tokenCount, tree.kind(after) == .whitespace { after += 1 }
        let endsLine = after >= tree.tokenCount || tree.kind(after) == .newline
        if let lineStart {
            if endsLine {
                return .delete(lineStart..<(after < tree.tokenCount ? tokens.end(after) : tree.file.bytes.count))
            }
            return .delete(tokens.start(link.dot)..<tokens.start(after))
        }
        if let previous = tree.previous(link.dot), (previous + 1..<link.dot).allSatisfy({ tree.kind($0) == .whitespace }) {
            return .delete(tokens.end(previous)..<tokens.end(last))
        }
        return .delete(tokens.start(link.dot)..<tokens.end(last))
    }

    /// The offset where the line of token `i` starts, when only spaces come before `i` on it.
    static func startOfLine(ifOnlyWhitespaceBefore i: Int, in tree: SyntaxTree) -> Int? {
        var j = i - 1
        while j >= 0, tree.kind(j) == .whitespace { j -= 1 }
        if j < 0 { return 0 }
        return tree.kind(j) == .newline ? tree.file.tokens.end(j) : nil
    }
}
