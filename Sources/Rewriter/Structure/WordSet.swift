/// A fixed set of words matched against token bytes without building Strings:
/// the parser asks "is this token one of these words" for nearly every token.
public struct WordSet<Value: Sendable>: Sendable {
    /// Words by length; the table is as long as the longest word.
    private let byLength: [[([UInt8], Value)]]

    public init(_ entries: [(String, Value)]) {
        var table = Array(repeating: [([UInt8], Value)](), count: (entries.map(\.0.utf8.count).max() ?? 0) + 1)
        for (word, value) in entries { table[word.utf8.count].append((Array(word.utf8), value)) }
        byLength = table
    }

    /// The value of the word token `i` spells, if any.
    @inline(__always)
    public func lookup(_ file: SourceFile, _ i: Int) -> Value? {
        let start = file.tokens.start(i)
        let length = file.tokens.end(i) - start
        guard length < byLength.count else { return nil }
        let candidates = byLength[length]
        if candidates.isEmpty { return nil }
        return file.bytes.withUnsafeBufferPointer { p -> Value? in
            outer: for (word, value) in candidates {
                for j in 0..<length where word[j] != p[start + j] { continue outer }
                return value
            }
            return nil
        }
    }
}

extension WordSet where Value == Void {
    public init(words: [String]) { self.init(words.map { ($0, ()) }) }
    @inline(__always) public func contains(_ file: SourceFile, _ i: Int) -> Bool { lookup(file, i) != nil }
}
