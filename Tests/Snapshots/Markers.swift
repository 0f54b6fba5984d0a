import Rewriter

/// `// expect: <rule-id> [CODE]` markers of one Swift file: line -> expectations.
struct Markers {
    struct Expectation: Hashable {
        var rule: String
        var code: String?
        var description: String { code.map { "\(rule) \($0)" } ?? rule }
    }
    var byLine: [Int: [Expectation]] = [:]

    init(file: SourceFile) {
        for i in 0..<file.tokens.count where file.tokens.kinds[i] == .lineComment {
            let expectations = Markers.parse(file.text(of: i))
            if !expectations.isEmpty {
                byLine[file.line(of: file.tokens.start(i)), default: []] += expectations
            }
        }
    }

    /// Every `expect:` in a comment, each followed by a rule id and an optional upper-case code.
    static func parse(_ comment: String) -> [Expectation] {
        var result: [Expectation] = []
        var rest = Substring(comment)
        while let range = rest.range(of: "expect:") {
            rest = rest[range.upperBound...]
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).prefix(2)
            guard let rule = words.first, rule.first?.isLowercase == true else { continue }
            var code: String?
            if words.count > 1, let candidate = words.last, candidate.first?.isUppercase == true,
               candidate.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "-" || $0 == "_" }) {
                code = String(candidate)
            }
            result.append(Expectation(rule: String(rule), code: code))
        }
        return result
    }

    func expectations(onLine line: Int, rule: String) -> [Expectation] {
        (byLine[line] ?? []).filter { $0.rule == rule }
    }
    func lines(for rule: String) -> [Int] {
        byLine.filter { $0.value.contains { $0.rule == rule } }.keys.sorted()
    }
}
