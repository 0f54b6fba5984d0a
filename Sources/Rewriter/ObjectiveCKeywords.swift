/// C and Objective-C reserved words, and in Objective-C++ the C++ ones (not the `@` keywords,
/// which are attributes). `self`, `super`, `nil`, `YES` and `NO` count as keywords too.
enum ObjectiveCKeywords {
    static let words = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
        "_Bool", "_Nonnull", "_Nullable", "_Null_unspecified", "__block", "__weak", "__strong", "__unsafe_unretained",
        "__autoreleasing", "__kindof", "__bridge", "__bridge_transfer", "__bridge_retained", "__typeof__", "__typeof",
        "typeof", "self", "super", "nil", "Nil", "YES", "NO", "NULL",
    ]

    static let cPlusPlusWords = [
        "class", "namespace", "template", "typename", "this", "new", "delete", "public", "private", "protected",
        "virtual", "operator", "true", "false", "nullptr", "using", "try", "catch", "throw", "const_cast",
        "static_cast", "dynamic_cast", "reinterpret_cast", "constexpr", "decltype", "noexcept", "mutable", "bool",
    ]

    /// The words of up to eight bytes as little-endian integers, by length (index 0 unused), and the
    /// longer ones by length: a name is compared with the few words of its own length, without
    /// building an array or hashing (this runs for every identifier of every file read).
    private struct Table {
        var short: [[UInt64]] = Array(repeating: [], count: 9)
        var long: [Int: [[UInt8]]] = [:]
        init(_ list: [String]) {
            for word in list {
                let bytes = Array(word.utf8)
                if bytes.count <= 8 {
                    short[bytes.count].append(bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) })
                } else {
                    long[bytes.count, default: []].append(bytes)
                }
            }
        }
        func contains(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
            if length <= 8 {
                var packed: UInt64 = 0
                for i in 0..<length { packed |= UInt64(p[start + i]) << (8 * UInt64(i)) }
                return short[length].contains(packed)
            }
            guard let candidates = long[length] else { return false }
            return candidates.contains { word in (0..<length).allSatisfy { p[start + $0] == word[$0] } }
        }
    }
    private static let objectiveC = Table(words)
    private static let cPlusPlus = Table(cPlusPlusWords)
    /// No keyword is longer.
    private static let longest = (words + cPlusPlusWords).map(\.utf8.count).max()!

    static func isKeyword(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, cPlusPlus: Bool) -> Bool {
        let length = end - start
        guard length <= longest else { return false }
        return objectiveC.contains(p, start, length) || (cPlusPlus && Self.cPlusPlus.contains(p, start, length))
    }
}
