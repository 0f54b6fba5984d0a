#if canImport(Foundation)
import Foundation
#endif

/// A source file as the engine sees it (Swift, or Objective-C through `SourceFile.objectiveC`):
/// its bytes, tokens and line table.
/// Immutable once built; codemods read it from many threads at once. The line
/// table is built on first use: most files never need a line number.
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let tokens: TokenList
    /// What the identifier tokens spell, as a filter (`mayHaveIdentifier`).
    public let identifiers: IdentifierFilter
    /// Bracket partners and nesting problems when this package's lexer produced the tokens (it
    /// finds them as it goes); nil for tokens of another lexer.
    let lexedBrackets: MatchedBrackets?
    private var lock: NSLock { LockStripes.sourceFiles.lock(for: self) }
    private nonisolated(unsafe) var cachedLineStarts: [Int]? = nil
    /// The last position a column was computed for: findings come in file order, so the next
    /// column on the same line counts on from there (linear in findings per line).
    private nonisolated(unsafe) var lastColumn: (line: Int, offset: Int, column: Int, utf16Column: Int)? = nil

    public convenience init(path: String, bytes: [UInt8]) {
        let lexed = Lexer.lex(bytes)
        self.init(path: path, bytes: bytes, tokens: lexed.tokens, identifiers: lexed.identifiers, brackets: lexed.brackets)
    }

    /// A file whose tokens another lexer produced (`SourceFile.objectiveC`); its identifier
    /// filter is filled from them.
    public convenience init(path: String, bytes: [UInt8], tokens: TokenList) {
        self.init(path: path, bytes: bytes, tokens: tokens, identifiers: IdentifierFilter(bytes: bytes, tokens: tokens), brackets: nil)
    }

    init(path: String, bytes: [UInt8], tokens: TokenList, identifiers: IdentifierFilter, brackets: MatchedBrackets?) {
        self.path = path
        self.bytes = bytes
        self.tokens = tokens
        self.identifiers = identifiers
        lexedBrackets = brackets
    }

    /// Byte offset where each line starts; line 1 starts at 0.
    public var lineStarts: [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let starts = cachedLineStarts { return starts }
        var starts = [0]
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            let n = p.count
            guard let base = p.baseAddress.map(UnsafeRawPointer.init) else { return }
            while i < n {
                // Lines run dozens of bytes: eight at a time up to the next line break.
                if i + 8 <= n {
                    let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if SWAR.zeroBytes(word ^ SWAR.repeated(0x0A)) | SWAR.zeroBytes(word ^ SWAR.repeated(0x0D)) == 0 {
                        i += 8
                        continue
                    }
                }
                let c = p[i]
                if c == 0x0A {
                    starts.append(i + 1)
                } else if c == 0x0D {
                    if i + 1 < n && p[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        cachedLineStarts = starts
        return starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    // MARK: Identifiers

    /// False only when no identifier token of the file spells `word`: the first question a rule asks
    /// of every file ("does it name `UIScreen`?"), answered from the filter the lexer filled instead
    /// of a search of the bytes per question.
    public func mayHaveIdentifier(_ word: StaticString) -> Bool { identifiers.mayContain(word) }

    /// The identifier tokens spelling `word`, in order: the same as testing every token, found by
    /// searching the bytes for the word (memchr on its rarest byte) and looking up the token at
    /// each hit, so a file that names the word a few times is not read token by token.
    public func identifierTokens(spelling word: StaticString) -> [Int] {
        guard mayHaveIdentifier(word) else { return [] }
        var found: [Int] = []
        let starts = tokens.starts, kinds = tokens.kinds
        bytes.withUnsafeBytes { haystack in
            let needle = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            var from = 0
            while let hit = ByteSearch.find(needle, in: haystack, from: from) {
                from = hit + 1
                // The token starting at or before the hit; an identifier spelling the word starts there.
                let token = starts.partitionPoint { Int($0) > hit } - 1
                guard token >= 0, token < kinds.count, Int(starts[token]) == hit, kinds[token] == .identifier,
                      self.token(token, is: word) else { continue }
                found.append(token)
            }
        }
        return found
    }

    /// The identifier tokens spelling any of `words`, in order.
    public func identifierTokens(spellingAnyOf words: [StaticString]) -> [Int] {
        var found: [Int] = []
        for word in words { found += identifierTokens(spelling: word) }
        return found.sorted()
    }

    // MARK: Text

    public func text(_ range: Range<Int>) -> String {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "text range out of bounds")
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
    public func text(of token: Int) -> String { text(tokens.start(token)..<tokens.end(token)) }

    /// A name's text without backticks ("`default`" -> "default").
    func unquotedText(_ i: Int) -> String {
        let start = tokens.start(i), end = tokens.end(i)
        guard bytes[start] == 0x60 else { return text(of: i) }
        // Next to ASCII the backticks are characters of their own: their bytes are dropped.
        if end - start >= 3, bytes[end - 1] == 0x60, bytes[start + 1] < 0x80, bytes[end - 2] < 0x80 {
            return text(start + 1..<end - 1)
        }
        let name = text(of: i)
        return name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Source text of the significant tokens first...last with all trivia removed
    /// ("[String : Any]?" -> "[String:Any]?"); for comparing types and expressions.
    public func compactText(_ first: Int, _ last: Int) -> String {
        if first == last { return tokens.kinds[first].isTrivia ? "" : text(of: first) }
        // The tokens' bytes joined, decoded once; non-ASCII text is decoded token by token, as
        // joining the decoded pieces does.
        var length = 0
        var i = first
        while i <= last {
            if !tokens.kinds[i].isTrivia { length += tokens.end(i) - tokens.start(i) }
            i += 1
        }
        // Written straight into the string's storage: no intermediate array.
        var highBits: UInt8 = 0
        let joined = bytes.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: length) { buffer in
                var count = 0
                var j = first
                while j <= last {
                    if !tokens.kinds[j].isTrivia {
                        for b in source[tokens.start(j)..<tokens.end(j)] {
                            buffer[count] = b
                            highBits |= b
                            count += 1
                        }
                    }
                    j += 1
                }
                return count
            }
        }
        if highBits < 0x80 { return joined }
        var out = ""
        i = first
        while i <= last {
            if !tokens.kinds[i].isTrivia { out += text(of: i) }
            i += 1
        }
        return out
    }
    /// Source text from the start of token `first` to the end of token `last`.
    public func text(tokens first: Int, through last: Int) -> String {
        text(tokens.start(first)..<tokens.end(last))
    }

    /// Compares a token's bytes with `word` without building a String. Rules ask this of every
    /// token they scan, so it is inlined there: most tokens fail the length test.
    @inlinable @inline(__always) public func token(_ i: Int, is word: StaticString) -> Bool {
        let (first, end) = tokens.starts.pair(i)
        let start = Int(first), length = Int(end) - start
        guard length == word.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { p in
            let w = word.utf8Start
            for j in 0..<length where p[start + j] != w[j] { return false }
            return true
        }
    }
    public func token(_ i: Int, isText word: String) -> Bool {
        let start = tokens.start(i), length = tokens.end(i) - start
        var j = 0
        for b in word.utf8 {
            if j >= length || bytes[start + j] != b { return false }
            j += 1
        }
        return j == length
    }

    // MARK: Navigation over significant tokens

    /// The next non-trivia token after `i`, or nil.
    @inlinable public func next(after i: Int) -> Int? {
        var j = i + 1
        while j < tokens.count {
            if !tokens.kinds[j].isTrivia { return j }
            j += 1
        }
        return nil
    }
    /// The previous non-trivia token before `i`, or nil.
    @inlinable public func previous(before i: Int) -> Int? {
        var j = i - 1
        while j >= 0 {
            if !tokens.kinds[j].isTrivia { return j }
            j -= 1
        }
        return nil
    }
    /// Whether a line break lies between tokens `a` and `b` (exclusive).
    public func hasNewline(between a: Int, and b: Int) -> Bool {
        guard a + 1 < b else { return false }
        for j in (a + 1)..<b where tokens.kinds[j] == .newline { return true }
        return false
    }

    // MARK: Positions

    /// 1-based line of a byte offset.
    public func line(of offset: Int) -> Int {
        // The number of lines starting at or before `offset` (the first starts at 0).
        max(1, lineStarts.partitionPoint { $0 > offset })
    }

    /// The first token starting at or after byte `offset` (the token count when none does).
    public func firstToken(startingAtOrAfter offset: Int) -> Int {
        (0..<tokens.count).partitionPoint { tokens.start($0) >= offset }
    }
    /// 1-based line and column (in characters) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let (line, column, _) = locationWithUTF16Column(of: offset)
        return (line, column)
    }

    /// 1-based line, column in characters (the human and JSON reports) and column in UTF-16 code
    /// units (SARIF's `utf16CodeUnits`, which GitHub code scanning reads) of a byte offset.
    public func locationWithUTF16Column(of offset: Int) -> (line: Int, column: Int, utf16Column: Int) {
        let line = line(of: offset)
        let end = min(offset, bytes.count)
        var from = lineStarts[line - 1], column = 1, utf16Column = 1
        lock.lock()
        if let last = lastColumn, last.line == line, last.offset <= end {
            (from, column, utf16Column) = (last.offset, last.column, last.utf16Column)
        }
        lock.unlock()
        let piece = String(decoding: bytes[from..<end], as: UTF8.self)
        column += piece.count
        utf16Column += piece.utf16.count
        lock.lock()
        lastColumn = (line, end, column, utf16Column)
        lock.unlock()
        return (line, column, utf16Column)
    }
    /// Byte offset of a 1-based line's start.
    public func offset(ofLine line: Int) -> Int { lineStarts[max(0, min(line - 1, lineStarts.count - 1))] }

    /// The whitespace at the start of the line holding `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
        var i = lineStarts[line(of: offset) - 1]
        let start = i
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return text(start..<i)
    }

    // MARK: Style

    /// The file's line ending: the first one found, "\n" when there is none.
    public var lineEnding: String {
        for i in 0..<tokens.count where tokens.kinds[i] == .newline {
            return text(of: i)
        }
        return "\n"
    }
    /// The indent unit, from code lines only (a licence comment's ` * ` says nothing): the
    /// indentation a line adds over a line ending in "{" just above it; else the first indented
    /// code line's (a tab, or its run of spaces); 4 spaces when no code line is indented.
    public var indentUnit: String {
        lock.lock()
        if let unit = cachedIndentUnit { lock.unlock(); return unit }
        lock.unlock()
        let unit = findIndentUnit()
        lock.lock()
        cachedIndentUnit = unit
        lock.unlock()
        return unit
    }
    /// Asked once per rewrite; a file without indented code is read to its end each time.
    private nonisolated(unsafe) var cachedIndentUnit: String? = nil

    private func findIndentUnit() -> String {
        let kinds = tokens.kinds
        var firstIndented: String?
        var previous: (indent: String, opensBlock: Bool)?
        var i = 0
        while i < kinds.count {
            // At a line start: its indentation, then its first token.
            var indent = ""
            var first = i
            if kinds[i] == .whitespace {
                indent = text(of: i)
                first = i + 1
            }
            guard first < kinds.count else { break }
            var end = first
            while end < kinds.count, kinds[end] != .newline { end += 1 }
            let kind = kinds[first]
            if kind != .newline, !kind.isComment {
                var last = end - 1
                while last > first, kinds[last].isTrivia { last -= 1 }
                if let previous, previous.opensBlock, indent.count > previous.indent.count, indent.hasPrefix(previous.indent) {
                    let added = String(indent.dropFirst(previous.indent.count))
                    if added.allSatisfy({ $0 == "\t" }) { return "\t" }
                    if added.allSatisfy({ $0 == " " }), added.count <= 8 { return added }
                }
                if firstIndented == nil, let c = indent.first, indent.count <= 8 || c == "\t" {
                    firstIndented = c == "\t" ? "\t" : indent.allSatisfy({ $0 == " " }) ? indent : nil
                }
                previous = (indent, kinds[last] == .leftBrace)
            }
            i = end + 1
        }
        return firstIndented ?? "    "
    }
}
