import Rewriter

/// Sample and example apps: a folder on the way to the file named Example(s), Sample(s) or
/// Demo(s) in any case, or a camel-case name ending in one of them (`ReachabilitySample`,
/// `RxRealmDemo-iOS`).
enum SampleApps {
    static let words = ["Example", "Examples", "Sample", "Samples", "Demo", "Demos"]

    /// The path up to and including the sample folder, or nil.
    static func folder(of path: String) -> String? {
        let parts = PathShape.normalized(path).split(separator: "/").dropLast()
        for (index, part) in parts.enumerated() where isSampleFolder(part) {
            return parts.prefix(index + 1).joined(separator: "/")
        }
        return nil
    }

    static func isSampleFolder(_ name: Substring) -> Bool {
        // "RxRealmDemo-iOS" -> "RxRealmDemo"
        let stem = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }).first ?? name
        let lower = stem.lowercased()
        for word in words {
            if lower == word.lowercased() { return true }
            if stem.count > word.count, stem.hasSuffix(word) { return true }
        }
        return false
    }
}
