import Foundation
import Rewriter

/// The findings a team has accepted for now (`--baseline FILE`, as in SwiftLint): matched by
/// rule, code, file and the text of the line (trimmed), never by line number, so edits above a
/// finding do not bring it back. A key holds a count: identical lines can hold several findings.
/// Matched findings are left out of the run before fixes are resolved: not reported, not
/// rewritten, not failing `--check`.
public struct Baseline: Sendable {
    public struct Key: Hashable, Sendable, Comparable {
        public var rule: String
        /// The finding's code, or "" when it has none.
        public var code: String
        public var file: String
        public var text: String

        public init(rule: String, code: String, file: String, text: String) {
            self.rule = rule
            self.code = code
            self.file = file
            self.text = text
        }

        public static func < (a: Key, b: Key) -> Bool {
            (a.file, a.rule, a.code, a.text) < (b.file, b.rule, b.code, b.text)
        }

        /// A line may be long and hold thousands of findings: its text is hashed by its first
        /// and last characters (equal texts have equal ends), not whole for each finding.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rule)
            hasher.combine(code)
            hasher.combine(file)
            hasher.combine(text.prefix(64))
            hasher.combine(text.suffix(64))
        }
    }

    public var counts: [Key: Int]
    /// The name a file has in the baseline, from the root it was found under and its path.
    public var fileName: @Sendable (_ root: String, _ path: String) -> String

    public init(counts: [Key: Int], fileName: @escaping @Sendable (_ root: String, _ path: String) -> String) {
        self.counts = counts
        self.fileName = fileName
    }

    public static func key(of finding: Finding, file: String, lineText: String) -> Key {
        Key(rule: finding.rule, code: finding.code ?? "", file: file, text: lineText)
    }

    /// The counts for a list of keys, as a baseline file records them.
    public static func counts(of keys: [Key]) -> [Key: Int] {
        keys.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}

/// The text of a line of a file, trimmed of spaces and tabs: what a baseline matches a finding by.
/// Line starts are found once per file, on first use.
struct LineTexts {
    let files: [String: [UInt8]]
    private var starts: [String: [Int]] = [:]
    /// Each line's text once made: the findings of one line share it (one long line may hold
    /// thousands, and a copy each would be quadratic in them).
    private var made: [String: [Int: String]] = [:]

    init(files: [String: [UInt8]]) { self.files = files }

    mutating func text(_ path: String, line: Int) -> String {
        if let text = made[path]?[line] { return text }
        guard let bytes = files[path], line >= 1 else { return "" }
        if starts[path] == nil { starts[path] = ByteSearch.lineFeedStarts(bytes) }
        let lineStarts = starts[path]!
        guard line <= lineStarts.count else { return "" }
        var start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        made[path, default: [:]][line] = text
        return text
    }
}
