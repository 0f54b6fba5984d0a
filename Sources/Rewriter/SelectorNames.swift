/// Selectors named by a string at run time (`sel_registerName("openURL:")`,
/// `NSSelectorFromString(@"openURL:")`, Swift's `Selector(("openURL:"))`, or a constant later given
/// to one): the usual way extension code reaches an API it may not call by name, and invisible to a
/// scan of identifiers.
public enum SelectorNames {
    /// The string literal tokens of `file` that spell `selector` and nothing else (`"openURL:"`, or
    /// `@"openURL:"` in Objective-C): a string that is exactly a selector's name is that selector,
    /// whether it is handed to `sel_registerName` at once or kept in a constant first.
    public static func literals(naming selector: String, in file: SourceFile) -> [Int] {
        let kinds = file.tokens.kinds
        let plain = "\"" + selector + "\"", objectiveC = "@" + plain
        let length = plain.utf8.count
        var found: [Int] = []
        for t in 0..<kinds.count where kinds[t] == .stringLiteral {
            // Lengths first: nearly every literal differs in length from the name.
            let size = file.tokens.end(t) - file.tokens.start(t)
            guard size == length || size == length + 1 else { continue }
            let text = file.text(of: t)
            if text == plain || text == objectiveC { found.append(t) }
        }
        return found
    }
}
