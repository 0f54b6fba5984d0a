import Rewriter

/// `// modernize:ignore` (every rule) or `// modernize:ignore ID[,ID]` at the
/// end of a finding's line, or alone on the line above it, drops the finding.
/// Swift and Objective-C files have these comments; other files are never suppressed.
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

    /// The rule id of the warning an ignore comment naming no known rule gets (a typo there
    /// silently suppresses nothing, as SwiftLint's superfluous_disable_command points out).
    public static let ruleID = "modernize-ignore"

    /// One warning per ignore comment that names an id no rule has, with the closest known id.
    public static func unknownRuleFindings(in file: SourceFile, knownRules: Set<String>) -> [Finding] {
        guard ByteSearch.contains(file.bytes, Array(marker.utf8)) else { return [] }
        var findings: [Finding] = []
        for i in 0..<file.tokens.count where file.tokens.kinds[i] == .lineComment {
            guard let rules = ignoredRules(inComment: file.text(of: i)) else { continue }
            let unknown = rules.subtracting(knownRules).sorted()
            guard !unknown.isEmpty else { continue }
            let names = unknown.map { id in "`\(id)`" + (closest(to: id, in: knownRules).map { " (did you mean `\($0)`?)" } ?? "") }
            findings.append(Finding(rule: ruleID, code: "IGNORE-W1", severity: .warning, file: file, offset: file.tokens.start(i),
                message: "no rule is called " + names.joined(separator: ", ") + ", so this `\(marker)` suppresses nothing for "
                    + (unknown.count == 1 ? "it" : "them"),
                suggestion: "use the rule ids `modernize rules` lists"))
        }
        return findings
    }

    /// The known id within two edits of `id`, if exactly one is closest.
    static func closest(to id: String, in known: Set<String>) -> String? {
        let scored = known.map { ($0, editDistance(id, $0)) }.filter { $0.1 <= 2 }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        return scored.first?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// The last token of the line, when it is an ignore comment. Logarithmic in the file: a
    /// line with thousands of findings is not walked once per finding.
    static func trailingIgnore(onLine line: Int, in file: SourceFile) -> Set<String>? {
        let (first, end) = lineTokenRange(line, in: file)
        var last = end - 1
        while last >= first, file.tokens.kinds[last] == .whitespace || file.tokens.kinds[last] == .newline { last -= 1 }
        guard last >= first, file.tokens.kinds[last] == .lineComment else { return nil }
        return ignoredRules(inComment: file.text(of: last))
    }

    /// The ignore comment when it is the only thing on the line.
    static func standaloneIgnore(onLine line: Int, in file: SourceFile) -> Set<String>? {
        let (first, end) = lineTokenRange(line, in: file)
        var only: Int?
        for t in first..<end where file.tokens.kinds[t] != .whitespace && file.tokens.kinds[t] != .newline {
            // A second significant token: not alone (the loop stops at the second).
            if only != nil { return nil }
            only = t
        }
        guard let only, file.tokens.kinds[only] == .lineComment else { return nil }
        return ignoredRules(inComment: file.text(of: only))
    }

    /// The tokens that start on `line`: the first index and one past the last.
    static func lineTokenRange(_ line: Int, in file: SourceFile) -> (Int, Int) {
        let starts = file.lineStarts
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] : file.bytes.count
        return (file.firstToken(startingAtOrAfter: start), file.firstToken(startingAtOrAfter: end))
    }

}
