import XCTest
@testable import Rewriter

/// Shared helpers for the lexer tests.
enum LexerTestSupport {
    /// Every token as (kind, text), trivia included.
    static func tokens(_ bytes: [UInt8]) -> [(TokenKind, String)] {
        let list = Lexer.tokenize(bytes)
        return (0..<list.count).map { i in
            (list.kinds[i], String(decoding: bytes[list.start(i)..<list.end(i)], as: UTF8.self))
        }
    }

    /// Non-trivia tokens as (kind, text).
    static func significant(_ text: String) -> [(TokenKind, String)] {
        tokens(Array(text.utf8)).filter { !$0.0.isTrivia }
    }

    /// Nil when the tokens tile the input exactly, non-empty and in order;
    /// otherwise a description of the first defect.
    static func roundTripDefect(_ bytes: [UInt8]) -> String? {
        let list = Lexer.tokenize(bytes)
        guard list.starts.count == list.kinds.count + 1 else { return "starts/kinds size mismatch" }
        guard list.starts.first == 0 else { return "first token does not start at 0" }
        guard Int(list.starts.last!) == bytes.count else { return "last token ends at \(list.starts.last!) not \(bytes.count)" }
        for i in 1..<list.starts.count where list.starts[i] <= list.starts[i - 1] {
            return "token \(i - 1) (\(list.kinds[i - 1])) is empty or reversed at \(list.starts[i - 1])"
        }
        // Tiling implies equality; still concatenate small inputs, as a printer would.
        guard bytes.count <= 1 << 16 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for i in 0..<list.count { out += bytes[list.start(i)..<list.end(i)] }
        return out == bytes ? nil : "concatenated tokens differ from input"
    }

    /// Walks up from this file to the package root (the folder with Package.swift).
    static func packageRoot(file: StaticString = #filePath) -> URL {
        var url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return url
    }

    /// The folder named by MODERNIZE_CORPUS, for the opt-in corpus tests; skips the test when it is
    /// not set.
    static func corpusRoot() throws -> URL {
        guard let root = ProcessInfo.processInfo.environment["MODERNIZE_CORPUS"], !root.isEmpty else {
            throw XCTSkip("set MODERNIZE_CORPUS to a folder of app checkouts")
        }
        return URL(fileURLWithPath: root).resolvingSymlinksInPath()
    }

    /// The Swift files under the corpus folder (a test fails when there are none).
    static func corpusSwiftFiles() throws -> [URL] {
        let root = try corpusRoot()
        let files = swiftFiles(under: root)
        XCTAssertFalse(files.isEmpty, "no Swift files under \(root.path)")
        return files
    }

    static func swiftFiles(under root: URL) -> [URL] {
        let skipped: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm"]
        var result: [URL] = []
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            return []
        }
        for case let url as URL in walker {
            if skipped.contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Small deterministic generator (SplitMix64) so fuzz runs are repeatable.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
