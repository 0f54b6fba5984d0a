import Rewriter

/// `// modernize:ignore` (every rule) or `// modernize:ignore ID[,ID]` at the
/// end of a finding's line, or alone on the line above it, drops the finding.
/// Only Swift files have these comments; other files are never suppressed.
public enum Suppression {
    public static let marker = "modernize:ignore"

    /// Whether an ignore comment in `file` silences `finding`.
    public static func isSuppressed(_ finding: Finding, in file: SourceFile) -> Bool {
        guard finding.line >= 1, finding.line <= file.lineStarts.count else { return false }
        if let rules = trailingIgnore(onLine: finding.line, in: file), covers(rules, finding.rule) { return true }
        if finding.line > 1, let rules = standaloneIgnore(onLine: finding.line - 1, in: file), covers(rules, finding.rule) {
            return true
        }
        return false
    }

    /// The rule ids an ignore comment names: nil when `comment` is not one,
    /// empty when it names none (which means every rule).
    public static func ignoredRules(inComment comment: String) -> Set<String>? {
        var text = Substring(comment)
        guard text.hasPrefix("//") else { return nil }
        text = text.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix(marker) else { return nil }
        text = text.dropFirst(marker.count)
        if let first = text.first, first != " ", first != "\t" { return nil }
        var rules = Set<String>()
        // Ids separated by commas; the first thing that is not an id ends the list
        // (so a reason may follow).
        while true {
            text = text.drop { $0 == " " || $0 == "\t" }
            let id = text.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            if id.isEmpty { break }
            rules.insert(String(id))
            text = text.dropFirst(id.count).drop { $0 == " " || $0 == "\t" }
            guard text.first == "," else { break }
            text = text.dropFirst()
        }
        return rules
    }

    static func covers(_ rules: Set<String>, _ rule: String) -> Bool { rules.isEmpty || rules.contains(rule) }

    /// The last token of the line, when it is an ignore comment.
    static func trailingIgnore(onLine line: Int, in file: SourceFile) -> Set<String>? {
        let tokens = lineTokens(line, in: file)
        guard let last = tokens.last(where: { file.tokens.kinds[$0] != .whitespace }),
              file.tokens.kinds[last] == .lineComment else { return nil }
        return ignoredRules(inComment: file.text(of: last))
    }

    /// The ignore comment when it is the only thing on the line.
    static func standaloneIgnore(onLine line: Int, in file: SourceFile) -> Set<String>? {
        let significant = lineTokens(line, in: file).filter { file.tokens.kinds[$0] != .whitespace }
        guard significant.count == 1, file.tokens.kinds[significant[0]] == .lineComment else { return nil }
        return ignoredRules(inComment: file.text(of: significant[0]))
    }

    /// Indices of the tokens that start on `line`, its line break excluded.
    static func lineTokens(_ line: Int, in file: SourceFile) -> [Int] {
        let start = file.lineStarts[line - 1]
        let end = line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count
        let tokens = file.tokens
        // First token starting at or after `start` (binary search over starts).
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens.start(mid) < start { lo = mid + 1 } else { hi = mid }
        }
        var result: [Int] = []
        var i = lo
        while i < tokens.count, tokens.start(i) < end {
            if tokens.kinds[i] != .newline { result.append(i) }
            i += 1
        }
        return result
    }
}
