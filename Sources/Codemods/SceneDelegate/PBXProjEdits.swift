import Rewriter

/// Surgical edits to a project.pbxproj: new lines placed where Xcode itself
/// would put them, every other byte untouched.
struct PBXProjEdits {
    let document: PBXProjDocument
    private(set) var edits: [Edit] = []
    private var usedIDs: Set<String>

    init(document: PBXProjDocument) {
        self.document = document
        usedIDs = Set(document.order)
        // Ids also appear as references only (remote ids); treat every 24-hex word as taken.
        var i = 0
        let b = document.bytes
        while i + 24 <= b.count {
            var j = i
            while j < b.count, Self.isHex(b[j]) { j += 1 }
            if j - i == 24 { usedIDs.insert(document.text(i..<j)) }
            i = j == i ? i + 1 : j
        }
    }

    mutating func appendEdit(_ edit: Edit) { edits.append(edit) }

    private static func isHex(_ c: UInt8) -> Bool { (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) }

    /// A 24-hex id derived from `seed` (path + target), unique in the file.
    mutating func freshID(_ seed: String) -> String {
        var counter = 0
        while true {
            let text = "\(seed)#\(counter)"
            var h1: UInt64 = 0xcbf29ce484222325, h2: UInt64 = 0x84222325cbf29ce4
            for byte in text.utf8 {
                h1 = (h1 ^ UInt64(byte)) &* 0x100000001b3
                h2 = (h2 &+ UInt64(byte)) &* 0x9E3779B97F4A7C15
                h2 ^= h2 >> 29
            }
            let hex = String(h1, radix: 16, uppercase: true), hex2 = String(h2, radix: 16, uppercase: true)
            let id = String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(16))
                + String((String(repeating: "0", count: 16 - hex2.count) + hex2).prefix(8))
            if !usedIDs.contains(id) {
                usedIDs.insert(id)
                return id
            }
            counter += 1
        }
    }

    // MARK: Objects

    /// Inserts a one-object line (`\t\tID /* comment */ = {...};`) into its section in id order.
    mutating func insertObject(id: String, line: String, section: String) {
        if let (begin, end) = document.section(section) {
            var offset = end
            for objectID in document.order where objectID > id {
                guard let object = document.objects[objectID] else { continue }
                let start = object.idRange.lowerBound
                if start > begin && start < end {
                    offset = document.lineStart(start)
                    break
                }
            }
            edits.append(.insert(line, at: offset))
        } else {
            // No such section yet: create it before the first section that sorts after it.
            let next = document.sectionNames().first { $0.name > section }?.start
                ?? document.find(Array("\trootObject".utf8), from: 0).map { document.lineStart(document.lineStart($0) - 1) }
                ?? document.bytes.count
            edits.append(.insert("/* Begin \(section) section */\n\(line)/* End \(section) section */\n\n", at: next))
        }
    }

    // MARK: Arrays

    /// Adds `element` to an array value, after the element satisfying `after`
    /// (else in sorted position when `sorted`, else at the end), on its own line.
    mutating func addToArray(_ array: PBXProjDocument.Value, element: String, sorted: Bool = false,
                             after: ((PBXProjDocument.Value) -> Bool)? = nil) {
        let items = array.array
        let closeParen = array.range.upperBound - 1
        let indent: String
        if let first = items.first {
            indent = document.indentation(at: first.range.lowerBound)
        } else {
            indent = document.indentation(at: closeParen) + "\t"
        }
        let line = indent + element + ",\n"
        var anchor: PBXProjDocument.Value?
        if let after { anchor = items.last(where: after) }
        if anchor == nil, sorted {
            let key = element.split(separator: " ").first.map(String.init) ?? element
            if let next = items.first(where: { ($0.string ?? "") > key }) {
                edits.append(.insert(line, at: document.lineStart(next.range.lowerBound)))
                return
            }
        }
        if let anchor {
            edits.append(.insert(line, at: document.lineEnd(anchor.range.upperBound)))
        } else {
            edits.append(.insert(line, at: document.lineStart(closeParen)))
        }
    }

    // MARK: Build settings

    mutating func removeSetting(_ key: String, in configurations: [PBXProjDocument.Object]) {
        for configuration in configurations {
            guard let settings = configuration["buildSettings"],
                  let entry = settings.entries.first(where: { $0.key == key }) else { continue }
            let start = document.lineStart(entry.keyRange.lowerBound)
            edits.append(.delete(start..<document.lineEnd(entry.value.range.upperBound)))
        }
    }

    /// Sets a build setting in every configuration, in Xcode's alphabetical key order.
    mutating func setSetting(_ key: String, value: String, in configurations: [PBXProjDocument.Object]) {
        for configuration in configurations {
            guard let settings = configuration["buildSettings"] else { continue }
            let entries = settings.entries
            if let existing = entries.first(where: { $0.key == key }) {
                edits.append(Edit(range: existing.value.range, replacement: value))
                continue
            }
            let indent = entries.first.map { document.indentation(at: $0.keyRange.lowerBound) }
                ?? document.indentation(at: settings.range.upperBound - 1) + "\t"
            let line = "\(indent)\(key) = \(value);\n"
            if let next = entries.first(where: { $0.key > key }) {
                edits.append(.insert(line, at: document.lineStart(next.keyRange.lowerBound)))
            } else {
                edits.append(.insert(line, at: document.lineStart(settings.range.upperBound - 1)))
            }
        }
    }

    /// Quotes a value the way Xcode does when it holds characters outside [A-Za-z0-9_./].
    static func quoted(_ value: String) -> String {
        let plain = value.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x2E || c == 0x2F
        }
        return plain && !value.isEmpty ? value : "\"" + value.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"") + "\""
    }
}
