/// Edit builders: each returns edits against the original bytes, touching only
/// the lines it adds or replaces, indented and line-ended like the file.
extension PlistDocument {
    /// The file's indentation unit and line ending.
    public var style: PlistStyle { PlistStyle.detect(in: bytes, root: root) }

    /// Sets `key` in `dict` to `value`: replaces the existing value, or inserts
    /// the entry before the first key that sorts after it (which keeps sorted
    /// dicts sorted), or at the end.
    public func setting(_ value: PlistValue, forKey key: String, in dict: PlistNode) -> [Edit] {
        precondition(dict.kind == .dict, "setting a key needs a dict")
        if let existing = dict[key] { return replacement(of: existing, with: value) }
        return insertion(PlistValue.Entry(key, value), into: dict)
    }

    /// Sets the value at a path of dict keys, creating the missing dicts along
    /// the way. Throws when a step of the path exists but is not a dict.
    public func setting(_ value: PlistValue, at path: [String]) throws(PlistError) -> [Edit] {
        guard let last = path.last else { return replacement(of: root, with: value) }
        var dict = root
        for (i, key) in path.dropLast().enumerated() {
            guard dict.kind == .dict else { throw notADict(path[..<i], dict) }
            guard let child = dict[key] else {
                // Wrap the rest of the path in new dicts and insert that under `key`.
                var nested = PlistValue.dict([PlistValue.Entry(last, value)])
                for missing in path[(i + 1)..<(path.count - 1)].reversed() { nested = .dict([PlistValue.Entry(missing, nested)]) }
                return insertion(PlistValue.Entry(key, nested), into: dict)
            }
            dict = child
        }
        guard dict.kind == .dict else { throw notADict(path.dropLast(), dict) }
        return setting(value, forKey: last, in: dict)
    }

    private func notADict(_ path: ArraySlice<String>, _ node: PlistNode) -> PlistError {
        .malformed(message: "\(path.isEmpty ? "the root" : path.joined(separator: ".")) is a \(node.kind.rawValue), not a dict",
                   line: line(of: node.range.lowerBound))
    }

    /// Inserts a new entry into `dict` (which should not hold the key yet).
    public func insertion(_ entry: PlistValue.Entry, into dict: PlistNode) -> [Edit] {
        precondition(dict.kind == .dict, "inserting a key needs a dict")
        let style = self.style
        guard let lastEntry = dict.entries.last else { return insertionIntoEmpty(entry, dict, style) }
        let key = Array(entry.key.utf8)
        if let after = dict.entries.first(where: { key.lexicographicallyPrecedes($0.key.utf8) }) {
            let anchor = after.keyRange.lowerBound
            if let indent = PlistText.lineIndent(before: anchor, in: bytes) {
                let text = PlistWriter.entryXML(entry, indent: string(indent), style: style)
                return [.insert(text, at: anchor - indent.count)]
            }
            return [.insert(PlistWriter.entryXML(entry, indent: "", style: .compact), at: anchor)]
        }
        let end = lastEntry.value.range.upperBound
        if let indent = PlistText.lineIndent(before: lastEntry.keyRange.lowerBound, in: bytes),
           let lineEnd = PlistText.endOfLine(after: end, in: bytes) {
            return [.insert(PlistWriter.entryXML(entry, indent: string(indent), style: style), at: lineEnd)]
        }
        return [.insert(PlistWriter.entryXML(entry, indent: "", style: .compact), at: end)]
    }

    private func insertionIntoEmpty(_ entry: PlistValue.Entry, _ dict: PlistNode, _ style: PlistStyle) -> [Edit] {
        let content = bytes[dict.contentRange]
        if content.allSatisfy(PlistParser.isSpace) {
            return replacement(of: dict, with: .dict([entry]))
        }
        // Only comments inside: keep them and add the entry before the closing tag.
        return [.insert(PlistWriter.entryXML(entry, indent: "", style: .compact), at: dict.contentRange.upperBound)]
    }

    /// Replaces a value (keeping its key); nested lines are indented from the value's line.
    public func replacement(of node: PlistNode, with value: PlistValue) -> [Edit] {
        let indent = leadingWhitespace(ofLineAt: node.range.lowerBound)
        let text = PlistWriter.xml(value, indent: indent, style: style)
        if bytes[node.range].elementsEqual(text.utf8) { return [] }
        return [Edit(range: node.range, replacement: text)]
    }

    /// Removes `key` and its value from `dict`, with their whole lines when they stand alone.
    public func removal(ofKey key: String, from dict: PlistNode) -> [Edit] {
        guard let entry = dict.entry(key) else { return [] }
        var lower = entry.keyRange.lowerBound, upper = entry.value.range.upperBound
        if let indent = PlistText.lineIndent(before: lower, in: bytes),
           let lineEnd = PlistText.endOfLine(after: upper, in: bytes) {
            lower -= indent.count
            upper = lineEnd
        }
        return [.delete(lower..<upper)]
    }

    private func leadingWhitespace(ofLineAt offset: Int) -> String {
        var i = PlistText.lineStart(of: offset, in: bytes)
        let start = i
        while i < offset && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}

extension PlistStyle {
    /// Everything on one line, for insertions next to text that is not laid out line by line.
    static let compact = PlistStyle(indentUnit: "", lineEnding: "")
}
