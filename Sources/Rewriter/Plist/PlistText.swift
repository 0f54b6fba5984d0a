/// Line helpers shared by the plist and pbxproj editors.
enum PlistText {
    /// The whitespace from the line start to `offset`, or nil when something else precedes it on its line.
    static func lineIndent(before offset: Int, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        var i = offset
        while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
        if i > 0 && bytes[i - 1] != 0x0A && bytes[i - 1] != 0x0D { return nil }
        return bytes[i..<offset]
    }

    /// The offset just after the line ending that follows `offset`, when only
    /// spaces and tabs lie between them; nil otherwise (or at the end of the file).
    static func endOfLine(after offset: Int, in bytes: [UInt8]) -> Int? {
        var i = offset
        while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        guard i < bytes.count else { return nil }
        if bytes[i] == 0x0D { return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1 }
        if bytes[i] == 0x0A { return i + 1 }
        return nil
    }

    /// The start of the line holding `offset`.
    static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var i = offset
        while i > 0 && bytes[i - 1] != 0x0A && bytes[i - 1] != 0x0D { i -= 1 }
        return i
    }
}
