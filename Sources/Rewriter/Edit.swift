/// A replacement of a byte range of the ORIGINAL text. Edits never see each
/// other's results; an EditSet orders and combines them.
public struct Edit: Hashable, Sendable, Comparable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
    public static func insert(_ text: String, at offset: Int) -> Edit { Edit(range: offset..<offset, replacement: text) }
    public static func delete(_ range: Range<Int>) -> Edit { Edit(range: range, replacement: "") }

    public static func < (a: Edit, b: Edit) -> Bool {
        if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
        if a.range.upperBound != b.range.upperBound { return a.range.upperBound < b.range.upperBound }
        return a.replacement < b.replacement
    }
}
