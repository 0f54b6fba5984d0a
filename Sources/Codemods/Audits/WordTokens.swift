#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Rewriter

/// The cheap first step every audit rule takes: does the file's text hold the
/// trigger word at all, and which identifier tokens spell it. Comments and
/// string literals are separate token kinds, so mentions there never match.
enum WordTokens {
    /// Whether any of `words` occurs in `bytes`.
    static func bytes(_ bytes: [UInt8], containAnyOf words: [StaticString]) -> Bool {
        words.contains { ByteSearch.contains(bytes, $0) }
    }

    /// Whether the identifier at `i` is a member access (`x.word`, `.word`).
    static func isMember(_ i: Int, in tree: SyntaxTree) -> Bool {
        guard let dot = tree.previous(i) else { return false }
        return tree.kind(dot) == .period
    }

    /// The name before `.word`, skipping `?`/`!` (`UIApplication.shared?.windows` -> `shared`).
    static func receiver(of i: Int, in tree: SyntaxTree) -> Int? {
        guard let dot = tree.previous(i), tree.kind(dot) == .period, var before = tree.previous(dot) else { return nil }
        if tree.kind(before) == .operator, tree.isText(before, "?") || tree.isText(before, "!"), let b = tree.previous(before) { before = b }
        return tree.kind(before) == .identifier || tree.kind(before) == .keyword ? before : nil
    }

    /// Whether the tokens ending at `i` spell `names` as a member chain (`UIDevice.current.orientation`).
    static func chain(endingAt i: Int, is names: [String], in tree: SyntaxTree) -> Bool {
        var j = i
        for (n, name) in names.reversed().enumerated() {
            guard tree.file.token(j, isText: name) else { return false }
            if n == names.count - 1 { return true }
            guard let r = receiver(of: j, in: tree) else { return false }
            j = r
        }
        return false
    }

    /// Whether the identifier at `i` is the name a declaration introduces
    /// (`func updatePocket`, `class ImageCreator`, `var orientation`).
    static func isDeclaredName(_ i: Int, in tree: SyntaxTree) -> Bool {
        guard let p = tree.previous(i), tree.kind(p) == .keyword else { return false }
        for word: StaticString in ["func", "class", "struct", "enum", "protocol", "actor", "typealias", "var", "let", "case", "associatedtype"]
            where tree.isText(p, word) { return true }
        return false
    }

    /// Unit and UI test sources, Swift or Objective-C (`…Tests.swift`, `…Test.m`, files under a `…Tests` folder):
    /// test hosts make scene-less windows and query the device on purpose.
    static func isTestFile(_ path: String) -> Bool {
        // Bytes, not String components (and no copy of them): this runs for every file of a project.
        var path = path
        return path.withUTF8 { bytes in
            // The file name without its extension (`.swift`, `.m`, `.mm`, `.h`).
            if let dot = bytes.lastIndex(of: 0x2E) {
                let stem = bytes[..<dot]
                if stem.hasSuffix("Tests") || stem.hasSuffix("Test") { return true }
            }
            guard let lastSlash = bytes.lastIndex(of: 0x2F) else { return false }
            var folderStart = 0
            for i in 0...lastSlash where bytes[i] == 0x2F {
                let folder = bytes[folderStart..<i]
                if folder.hasSuffix("Tests") || folder.hasSuffix("TestKit") { return true }
                folderStart = i + 1
            }
            return false
        }
    }

    /// A finding of an audit rule at token `i`: report only, no fix.
    static func finding(_ rule: String, _ code: String, _ severity: Severity, at i: Int, in tree: SyntaxTree,
                        _ message: String, _ suggestion: String) -> Finding {
        Finding(rule: rule, code: code, severity: severity, file: tree.file, offset: tree.file.tokens.start(i),
                message: message, suggestion: suggestion)
    }
}
