import Rewriter

/// `UIScreen.main.<property>` inside a string interpolation (`"\(UIScreen.main.scale)x"`): the
/// literal is one token, so the rewrite never sees it; it is reported instead (SCALE-W7), so no
/// occurrence goes silent.
enum InterpolatedScreenReads {
    static let needle = Array("UIScreen.main".utf8)

    /// Byte offsets of `UIScreen.main` inside the interpolations of the file's string literals, with the property read.
    static func offsets(in file: SourceFile) -> [(offset: Int, property: String)] {
        guard ByteSearch.contains(file.bytes, needle) else { return [] }
        var found: [(Int, String)] = []
        let bytes = file.bytes
        for i in 0..<file.tokens.count where file.tokens.kinds[i] == .stringLiteral {
            let start = file.tokens.start(i), end = file.tokens.end(i)
            guard end - start > needle.count, ByteSearch.contains(Array(bytes[start..<end]), needle) else { continue }
            var depth = 0
            var p = start
            while p < end {
                let byte = bytes[p]
                if depth == 0 {
                    // `\(` or `\#(` opens an interpolation.
                    if byte == UInt8(ascii: "\\") {
                        var q = p + 1
                        while q < end, bytes[q] == UInt8(ascii: "#") { q += 1 }
                        if q < end, bytes[q] == UInt8(ascii: "(") { depth = 1; p = q + 1; continue }
                    }
                } else {
                    if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
                    if p + needle.count <= end, bytes[p..<(p + needle.count)].elementsEqual(needle) {
                        var q = p + needle.count
                        var property = ""
                        if q < end, bytes[q] == UInt8(ascii: ".") {
                            q += 1
                            while q < end, (bytes[q] >= UInt8(ascii: "a") && bytes[q] <= UInt8(ascii: "z")) || (bytes[q] >= UInt8(ascii: "A") && bytes[q] <= UInt8(ascii: "Z")) {
                                property.append(Character(UnicodeScalar(bytes[q])))
                                q += 1
                            }
                        }
                        found.append((p, property))
                        p += needle.count
                        continue
                    }
                }
                p += 1
            }
        }
        return found
    }
}
