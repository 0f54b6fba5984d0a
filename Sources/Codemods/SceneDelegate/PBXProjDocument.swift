/// A read-only view of a project.pbxproj (the OpenStep property-list dialect
/// Xcode writes) that keeps the byte range of every value, so edits can be
/// made against the original bytes. Only what scene adoption needs: objects
/// by id, their keys, arrays, and the section comments.
struct PBXProjDocument: Sendable {
    indirect enum Value: Sendable {
        case string(String, Range<Int>)
        case array([Value], Range<Int>)
        case dictionary([(key: String, keyRange: Range<Int>, value: Value)], Range<Int>)

        var range: Range<Int> {
            switch self {
            case .string(_, let r), .array(_, let r), .dictionary(_, let r): return r
            }
        }
        var string: String? { if case .string(let s, _) = self { return s } else { return nil } }
        var array: [Value] { if case .array(let a, _) = self { return a } else { return [] } }
        subscript(key: String) -> Value? {
            guard case .dictionary(let entries, _) = self else { return nil }
            return entries.first { $0.key == key }?.value
        }
        var entries: [(key: String, keyRange: Range<Int>, value: Value)] {
            if case .dictionary(let e, _) = self { return e } else { return [] }
        }
    }

    struct Object: Sendable {
        let id: String
        let idRange: Range<Int>
        let value: Value
        var isa: String { value["isa"]?.string ?? "" }
        subscript(key: String) -> Value? { value[key] }
    }

    let bytes: [UInt8]
    let objects: [String: Object]
    /// Object ids in file order.
    let order: [String]

    init?(bytes: [UInt8]) {
        self.bytes = bytes
        var parser = Parser(bytes: bytes)
        guard let root = parser.parseRoot(), case .dictionary = root, let objectsValue = root["objects"] else { return nil }
        var objects: [String: Object] = [:]
        var order: [String] = []
        for entry in objectsValue.entries {
            objects[entry.key] = Object(id: entry.key, idRange: entry.keyRange, value: entry.value)
            order.append(entry.key)
        }
        self.objects = objects
        self.order = order
    }

    func objects(isa: String) -> [Object] { order.compactMap { objects[$0] }.filter { $0.isa == isa } }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    // MARK: Lines

    func lineStart(_ offset: Int) -> Int {
        var i = offset
        while i > 0, bytes[i - 1] != 0x0A { i -= 1 }
        return i
    }
    /// Offset just past the line break that ends the line holding `offset`.
    func lineEnd(_ offset: Int) -> Int {
        var i = offset
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        return min(i + 1, bytes.count)
    }
    func indentation(at offset: Int) -> String {
        var i = lineStart(offset)
        let s = i
        while i < bytes.count, bytes[i] == 0x09 || bytes[i] == 0x20 { i += 1 }
        return text(s..<i)
    }
    /// The byte range of a `/* Begin NAME section */` ... `/* End NAME section */` block's lines.
    func section(_ name: String) -> (begin: Int, end: Int)? {
        let begin = Array("/* Begin \(name) section */".utf8), end = Array("/* End \(name) section */".utf8)
        guard let b = find(begin, from: 0), let e = find(end, from: b) else { return nil }
        return (lineStart(b), lineStart(e))
    }
    /// Start offsets of every `/* Begin X section */` line, with X.
    func sectionNames() -> [(name: String, start: Int)] {
        var result: [(String, Int)] = []
        let marker = Array("/* Begin ".utf8)
        var from = 0
        while let b = find(marker, from: from) {
            var e = b + marker.count
            while e < bytes.count, bytes[e] != 0x20 { e += 1 }
            result.append((text((b + marker.count)..<e), lineStart(b)))
            from = e
        }
        return result
    }
    func find(_ needle: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var i = from
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0] {
                var j = 1
                while j < needle.count, bytes[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    // MARK: Parser

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        mutating func skipTrivia() {
            while i < bytes.count {
                let c = bytes[i]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                    i += 1
                } else if c == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
                    i += 2
                    while i + 1 < bytes.count, !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                    i = min(i + 2, bytes.count)
                } else if c == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F {
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                } else {
                    return
                }
            }
        }

        mutating func parseRoot() -> Value? {
            skipTrivia()
            return parseValue()
        }

        mutating func parseValue() -> Value? {
            skipTrivia()
            guard i < bytes.count else { return nil }
            let start = i
            switch bytes[i] {
            case 0x7B: // {
                i += 1
                var entries: [(key: String, keyRange: Range<Int>, value: Value)] = []
                while true {
                    skipTrivia()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x7D { i += 1; break }
                    guard case .string(let key, let keyRange)? = parseValue() else { return nil }
                    skipTrivia()
                    guard i < bytes.count, bytes[i] == 0x3D else { return nil }
                    i += 1
                    guard let value = parseValue() else { return nil }
                    skipTrivia()
                    guard i < bytes.count, bytes[i] == 0x3B else { return nil }
                    i += 1
                    entries.append((key, keyRange, value))
                }
                return .dictionary(entries, start..<i)
            case 0x28: // (
                i += 1
                var items: [Value] = []
                while true {
                    skipTrivia()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x29 { i += 1; break }
                    guard let item = parseValue() else { return nil }
                    items.append(item)
                    skipTrivia()
                    if i < bytes.count, bytes[i] == 0x2C { i += 1 }
                }
                return .array(items, start..<i)
            case 0x22: // "
                i += 1
                var s: [UInt8] = []
                while i < bytes.count, bytes[i] != 0x22 {
                    if bytes[i] == 0x5C, i + 1 < bytes.count { s.append(bytes[i + 1]); i += 2; continue }
                    s.append(bytes[i]); i += 1
                }
                guard i < bytes.count else { return nil }
                i += 1
                return .string(String(decoding: s, as: UTF8.self), start..<i)
            default:
                while i < bytes.count {
                    let c = bytes[i]
                    if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x3B || c == 0x2C || c == 0x3D
                        || c == 0x7D || c == 0x29 || (c == 0x2F && i + 1 < bytes.count && bytes[i + 1] == 0x2A) { break }
                    i += 1
                }
                guard i > start else { return nil }
                return .string(String(decoding: bytes[start..<i], as: UTF8.self), start..<i)
            }
        }
    }
}
