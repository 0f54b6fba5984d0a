import Rewriter

/// A run of original tokens to re-emit at a new indentation: `fromBase` is the
/// indentation its lines had, relative to which deeper lines keep their depth.
struct MovedSpan {
    var first: Int
    var last: Int
    var fromBase: String
    /// Token replacements while re-emitting (`openURL` -> `open`).
    var substitutions: [Int: String] = [:]
}

/// Comments from the replaced text that are not part of any moved span: they
/// are kept, either on lines of their own or at the end of a new line.
struct CarriedComments {
    var ownLines: [String] = []
    var trailing: [String] = []

    var trailingText: String { trailing.map { " " + $0 }.joined() }
}

extension ScopeReader {
    var unit: String { file.indentUnit }
    var newline: String { file.lineEnding }

    func indentation(of token: Int) -> String { file.indentation(ofLineAt: start(token)) }

    /// Whether `token` is the first non-whitespace token of its line.
    func startsLine(_ token: Int) -> Bool {
        var i = token - 1
        while i >= 0 {
            let k = kind(i)
            if k == .newline { return true }
            if k != .whitespace { return false }
            i -= 1
        }
        return true
    }

    /// The first and last non-blank tokens strictly between two brackets (comments included).
    func content(between open: Int, and close: Int) -> (first: Int, last: Int)? {
        var first = open + 1
        // Comments on the opening brace's line belong to that line, not to the content.
        while first < close, kind(first) == .whitespace || (kind(first).isComment && !file.hasNewline(between: open, and: first)) {
            first += 1
        }
        while first < close, kind(first) == .whitespace || kind(first) == .newline { first += 1 }
        var last = close - 1
        while last > open, kind(last) == .whitespace || kind(last) == .newline { last -= 1 }
        return first <= last ? (first, last) : nil
    }

    /// A block's content as a span, with the indentation its lines were written at.
    func span(between open: Int, and close: Int) -> MovedSpan? {
        guard let (first, last) = content(between: open, and: close) else { return nil }
        let base = startsLine(first) ? indentation(of: first) : indentation(of: open) + unit
        return MovedSpan(first: first, last: last, fromBase: base)
    }

    /// The span's text with every line after the first moved from `fromBase`
    /// to `toBase`; the caller writes the first line's indentation. Text inside
    /// multi-line string literals and block comments is not touched.
    func render(_ span: MovedSpan, at toBase: String) -> String {
        var out = ""
        var i = span.first
        var atLineStart = false
        while i <= span.last {
            let k = kind(i)
            if atLineStart {
                atLineStart = false
                if k == .whitespace {
                    let ws = text(i)
                    let lineIsBlank = i + 1 > span.last || kind(i + 1) == .newline
                    if !lineIsBlank {
                        out += ws.hasPrefix(span.fromBase) ? toBase + ws.dropFirst(span.fromBase.count) : ws
                    }
                    i += 1
                    continue
                } else if k != .newline {
                    out += span.fromBase.isEmpty ? toBase : ""
                }
            }
            if let replacement = span.substitutions[i] {
                out += replacement
            } else {
                out += text(i)
            }
            if k == .newline { atLineStart = true }
            i += 1
        }
        return out
    }

    /// Comments in `ranges` (token ranges being replaced but not moved).
    func comments(in ranges: [ClosedRange<Int>]) -> CarriedComments {
        var result = CarriedComments()
        for range in ranges {
            for i in range where kind(i).isComment {
                var p = i - 1
                while p >= 0, kind(p) == .whitespace { p -= 1 }
                if p < 0 || kind(p) == .newline {
                    result.ownLines.append(text(i))
                } else {
                    result.trailing.append(text(i))
                }
            }
        }
        return result
    }

    /// Ranges of `first...last` not covered by `kept` (sorted, disjoint).
    func gaps(_ first: Int, _ last: Int, keeping kept: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var cursor = first
        for range in kept.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > cursor { result.append(cursor...(range.lowerBound - 1)) }
            cursor = max(cursor, range.upperBound + 1)
        }
        if cursor <= last { result.append(cursor...last) }
        return result
    }

    /// Inserts `suffix` at the end of the first line of `text`.
    func appendToFirstLine(_ text: String, _ suffix: String) -> String {
        guard !suffix.isEmpty else { return text }
        let utf8 = Array(text.utf8)
        guard let cut = utf8.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return text + suffix }
        return String(decoding: utf8[..<cut], as: UTF8.self) + suffix + String(decoding: utf8[cut...], as: UTF8.self)
    }

    /// Own-line comments written before a replaced statement, each on its line at `indent`.
    func leadingComments(_ carried: CarriedComments, indent: String) -> String {
        carried.ownLines.map { $0 + newline + indent }.joined()
    }
}
