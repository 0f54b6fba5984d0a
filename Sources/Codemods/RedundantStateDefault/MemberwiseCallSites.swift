import Rewriter

/// Calls `TypeName(label: ...)` anywhere in the project, for the few types
/// whose synthesized memberwise init still takes a @State default as a
/// parameter: a caller passing that label has its value discarded once the
/// @State macro lets the inline default win.
struct MemberwiseCallSites {
    /// Type name -> argument label -> the first call passing it (file, type-name token).
    private(set) var calls: [String: [String: (file: Int, token: Int)]] = [:]

    init(statements: [TokenStatements], typeNames: Set<String>, jobs: Int) {
        guard !typeNames.isEmpty else { return }
        // Names are matched on token bytes, without building a String per call.
        let names = WordSet(words: Array(typeNames))
        // A call is an identifier token spelling a name: a file whose identifiers spell none of
        // them holds no call, and its tokens are not read.
        let keys = typeNames.map(IdentifierFilter.Key.init)
        // Files are read in parallel; the first call in file order wins.
        let perFile = Parallel.map(statements.count, jobs: jobs) { f -> [(name: String, label: String, token: Int)] in
            let tokens = statements[f]
            let file = tokens.file
            if !keys.contains(where: file.identifiers.mayContain) { return [] }
            let kinds = file.tokens.kinds
            var found: [(name: String, label: String, token: Int)] = []
            var i = 0
            while i + 1 < kinds.count {
                defer { i += 1 }
                guard kinds[i] == .identifier, kinds[i + 1] == .leftParen, names.contains(file, i) else { continue }
                guard let close = tokens.partner(i + 1) else { continue }
                let name = tokens.text(i)
                for label in Self.labels(tokens, open: i + 1, close: close) { found.append((name, label, i)) }
            }
            return found
        }
        for (f, found) in perFile.enumerated() {
            for call in found where calls[call.name]?[call.label] == nil {
                calls[call.name, default: [:]][call.label] = (f, call.token)
            }
        }
    }

    /// Labels of the arguments at the top level of a call's parentheses.
    static func labels(_ tokens: TokenStatements, open: Int, close: Int) -> [String] {
        var labels: [String] = []
        var expectLabel = true
        var i = open
        while let n = tokens.next(i), n < close {
            if expectLabel, tokens.kind(n) == .identifier || tokens.kind(n) == .keyword,
               let colon = tokens.next(n), tokens.kind(colon) == .colon {
                labels.append(tokens.text(n))
            }
            expectLabel = tokens.kind(n) == .comma
            i = tokens.kind(n).isOpeningBracket ? (tokens.partner(n) ?? n) : n
        }
        return labels
    }
}
