import Rewriter

/// `UIScreen.main.<property>` inside a string interpolation (`"\(UIScreen.main.scale)x"`): the
/// literal is one token, so the rewrite never sees it; it is reported instead (SCALE-W7), so no
/// occurrence goes silent.
enum InterpolatedScreenReads {
    static let needle = Array("UIScreen.main".utf8)

    /// Byte offsets of `UIScreen.main` inside the interpolations of the file's string literals, with the property read.
    static func offsets(in file: SourceFile) -> [(offset: Int, property: String)] {
        guard ByteSearch.contains(file.bytes, needle) else { return [] }
        var reads: [(Int, String)] = []
        let bytes = file.bytes
        for range in InterpolatedCode.ranges(in: file) {
            // Searched in the range alone: a search of the file from each range would read on to
            // its end every time.
            let code = Array(bytes[range])
            var p = 0
            while let found = ByteSearch.firstOffset(of: needle, in: code, from: p) {
                let hit = range.lowerBound + found
                var q = hit + needle.count
                var property = ""
                if q < range.upperBound, bytes[q] == UInt8(ascii: ".") {
                    q += 1
                    while q < range.upperBound, (bytes[q] >= UInt8(ascii: "a") && bytes[q] <= UInt8(ascii: "z")) || (bytes[q] >= UInt8(ascii: "A") && bytes[q] <= UInt8(ascii: "Z")) {
                        property.append(Character(UnicodeScalar(bytes[q])))
                        q += 1
                    }
                }
                reads.append((hit, property))
                p = found + needle.count
            }
        }
        return reads
    }
}
