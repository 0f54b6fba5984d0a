/// A build configuration file (`.xcconfig`), read for its assignments and includes in file order,
/// with Xcode's grammar: `KEY = value` with an optional trailing `;`, conditions
/// (`KEY[sdk=iphoneos*][config=Debug] = value`), `//` comments anywhere on a line (values too),
/// a trailing `\` continuing a value on the next line, `#include "path"` and `#include? "path"`.
/// Lines Xcode would reject are skipped. Read-only: nothing here is written back.
public struct XcodeConfigFile: Sendable, Equatable {
    public enum Line: Sendable, Equatable {
        case assignment(BuildSettingAssignment)
        /// `optional`: `#include?`, which Xcode skips silently when the file is missing.
        case include(path: String, optional: Bool)
    }

    public let lines: [Line]

    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        var lines: [Line] = []
        while !reader.atEnd {
            reader.skipSpaceAndComments()
            if reader.atEndOfLine {
                // Empty or comment-only line.
            } else if reader.current == UInt8(ascii: "#") {
                if let include = reader.include() { lines.append(include) }
            } else if let assignment = reader.assignment() {
                lines.append(.assignment(assignment))
            }
            reader.skipLine()
        }
        self.lines = lines
    }

    /// The assignments, in file order (includes not expanded).
    public var assignments: [BuildSettingAssignment] {
        lines.compactMap { if case .assignment(let a) = $0 { a } else { nil } }
    }

    /// The included paths as written, in file order.
    public var includes: [(path: String, optional: Bool)] {
        lines.compactMap { if case .include(let path, let optional) = $0 { (path, optional) } else { nil } }
    }

    /// `KEY` or `KEY[sdk=iphoneos*][arch=arm64]`, as a project's buildSettings spell a setting's
    /// name; nil when the text is not of that shape.
    public static func settingName(_ text: String) -> (key: String, conditions: [BuildSettingCondition])? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let key = reader.name(), let conditions = reader.conditions(), reader.atEnd else { return nil }
        return (key, conditions)
    }
}

/// One assignment of a build setting: a name, the conditions under which it applies, and the value
/// as written (`$(inherited)` and other references unexpanded).
public struct BuildSettingAssignment: Sendable, Equatable {
    public var key: String
    public var conditions: [BuildSettingCondition]
    public var value: String

    public init(key: String, conditions: [BuildSettingCondition] = [], value: String) {
        self.key = key
        self.conditions = conditions
        self.value = value
    }

    /// A byte of a build setting's name: an ASCII letter, digit or underscore.
    public static func isNameByte(_ c: UInt8) -> Bool { isNameStart(c) || (c >= 0x30 && c <= 0x39) }

    /// A byte a build setting's name may start with: an ASCII letter or underscore.
    static func isNameStart(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == UInt8(ascii: "_") }
}

/// `[sdk=iphoneos*]`: a condition parameter and an `fnmatch`-style pattern.
public struct BuildSettingCondition: Sendable, Hashable {
    public var parameter: String
    public var pattern: String

    public init(parameter: String, pattern: String) {
        self.parameter = parameter
        self.pattern = pattern
    }
}

/// A byte cursor over one `.xcconfig`; every scan stops at the end of the line.
private struct Reader {
    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { i >= bytes.count }
    var current: UInt8 { i < bytes.count ? bytes[i] : 0 }
    var atEndOfLine: Bool { atEnd || current == 0x0A || current == 0x0D }
    var atComment: Bool { current == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/") }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C }

    mutating func skipSpaceAndComments() {
        while !atEndOfLine {
            if Self.isSpace(current) {
                i += 1
            } else if atComment {
                while !atEndOfLine { i += 1 }
            } else {
                break
            }
        }
    }

    /// Past the rest of the line and its line break.
    mutating func skipLine() {
        while !atEndOfLine { i += 1 }
        if current == 0x0D { i += 1 }
        if current == 0x0A { i += 1 }
    }

    mutating func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// `#include "path"` or `#include? "path"`, at the `#`.
    mutating func include() -> XcodeConfigFile.Line? {
        i += 1
        skipSpaceAndComments()
        let start = i
        while !atEndOfLine && !Self.isSpace(current) && current != UInt8(ascii: "\"") { i += 1 }
        let directive = text(start..<i)
        guard directive == "include" || directive == "include?" else { return nil }
        skipSpaceAndComments()
        guard current == UInt8(ascii: "\"") else { return nil }
        i += 1
        let pathStart = i
        while !atEndOfLine && current != UInt8(ascii: "\"") { i += 1 }
        guard current == UInt8(ascii: "\""), i > pathStart else { return nil }
        let path = text(pathStart..<i)
        i += 1
        skipSpaceAndComments()
        guard atEndOfLine else { return nil }
        return .include(path: path, optional: directive == "include?")
    }

    mutating func name() -> String? {
        guard !atEnd, BuildSettingAssignment.isNameStart(current) else { return nil }
        let start = i
        while !atEnd && BuildSettingAssignment.isNameByte(current) { i += 1 }
        return text(start..<i)
    }

    /// `[parameter=pattern]...`, spaces allowed between them; nil when one is malformed.
    mutating func conditions() -> [BuildSettingCondition]? {
        var conditions: [BuildSettingCondition] = []
        skipSpaceAndComments()
        while current == UInt8(ascii: "[") {
            i += 1
            let parameterStart = i
            while !atEndOfLine && current != UInt8(ascii: "=") && current != UInt8(ascii: "]") { i += 1 }
            guard current == UInt8(ascii: "=") else { return nil }
            let parameter = text(parameterStart..<i)
            i += 1
            let patternStart = i
            while !atEndOfLine && current != UInt8(ascii: "]") { i += 1 }
            guard current == UInt8(ascii: "]") else { return nil }
            conditions.append(BuildSettingCondition(parameter: parameter, pattern: text(patternStart..<i)))
            i += 1
            skipSpaceAndComments()
        }
        return conditions
    }

    /// `KEY[conditions] = value`; a value ending in `\` continues on the next line (the pieces
    /// are joined with one space, as Xcode does).
    mutating func assignment() -> BuildSettingAssignment? {
        guard let key = name(), let conditions = conditions(), current == UInt8(ascii: "=") else { return nil }
        i += 1
        var pieces: [String] = []
        while true {
            skipSpaceAndComments()
            if atEndOfLine { break }
            let start = i
            while !atEndOfLine && !atComment { i += 1 }
            var end = i
            while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 }
            if end > start && bytes[end - 1] == UInt8(ascii: ";") {
                end -= 1
                while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 }
            }
            guard end > start, bytes[end - 1] == UInt8(ascii: "\\") else {
                pieces.append(text(start..<end))
                break
            }
            var piece = end - 1
            while piece > start && Self.isSpace(bytes[piece - 1]) { piece -= 1 }
            if piece > start { pieces.append(text(start..<piece)) }
            skipLine()
            if atEnd { break }
        }
        return BuildSettingAssignment(key: key, conditions: conditions, value: pieces.joined(separator: " "))
    }
}
