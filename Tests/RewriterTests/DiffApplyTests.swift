import Foundation
import XCTest
@testable import Rewriter

/// Applies generated patches with the real `git apply` and `patch -p1` and
/// checks they produce exactly what `EditSet.apply` produces.
final class DiffApplyTests: XCTestCase {
    func testRandomEditsOnRepositorySourcesApplyWithGitAndPatch() throws {
        let git = ExternalTool.find("git"), patch = ExternalTool.find("patch")
        try XCTSkipIf(git == nil && patch == nil, "neither git nor patch on PATH")
        let sources = ExternalTool.repositorySwiftSources()
        XCTAssertFalse(sources.isEmpty)
        var originals: [[UInt8]] = [[], Array("x".utf8), Array("\n".utf8), Array("\r\n\r\n".utf8)]
        // A fixed sample keeps the run short as the repository grows.
        for (index, url) in sources.sorted(by: { $0.path < $1.path }).prefix(40).enumerated() {
            let text = try [UInt8](Data(contentsOf: url))
            if index % 16 == 0 { originals.append(text) }  // a few whole files
            let short = Array(text.prefix(2500))
            originals.append(short)
            originals.append(Self.crlf(short))
            var noFinalNewline = short
            while noFinalNewline.last == 0x0A { noFinalNewline.removeLast() }
            originals.append(noFinalNewline)
            originals.append(Self.crlf(noFinalNewline))
        }
        // Every case is its own file in one patch, so each tool runs once.
        var random = SplitMix64(seed: 0x5EED)
        var cases: [(path: String, original: [UInt8], expected: [UInt8], patch: [UInt8])] = []
        for (fileIndex, original) in originals.enumerated() {
            for round in 0..<3 {
                let edits = Self.randomEdits(in: original, using: &random)
                let expected = EditSet.apply(edits, to: original)
                let path = "dir/file\(fileIndex)-\(round).swift"
                let patch = UnifiedDiff.patchBytes(path: path, original: original, edits: edits)
                XCTAssertEqual(patch.isEmpty, expected == original, "\(path): \(edits)")
                if let problem = Self.headerProblem(UnifiedDiff.hunks(original: original, edits: edits)) {
                    XCTFail("\(path): \(problem)\n" + String(decoding: patch, as: UTF8.self))
                }
                if !patch.isEmpty { cases.append((path, original, expected, patch)) }
            }
        }
        XCTAssertGreaterThan(cases.count, 100)
        let dir = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = cases.flatMap(\.patch)
        for (name, tool) in [("git apply", git), ("patch -p1", patch)] {
            guard let tool else { continue }
            for c in cases { _ = try ExternalTool.write(c.original, to: c.path, in: dir) }
            if name == "git apply" {
                try ExternalTool.run(tool, ["-c", "core.autocrlf=false", "apply", "--whitespace=nowarn", "-"], in: dir, input: whole)
            } else {
                let patchFile = try ExternalTool.write(whole, to: "all.patch", in: dir)
                try ExternalTool.run(tool, ["-p1", "-s", "-f", "--no-backup-if-mismatch", "-i", patchFile.path], in: dir)
            }
            for c in cases {
                let result = [UInt8](FileManager.default.contents(atPath: dir.appendingPathComponent(c.path).path) ?? Data())
                XCTAssertEqual(result, c.expected, "\(name) \(c.path):\n" + String(decoding: c.patch, as: UTF8.self))
            }
        }
    }

    func testHunkEditsRebuildTheWholeResult() {
        var random = SplitMix64(seed: 42)
        for url in ExternalTool.repositorySwiftSources().prefix(20) {
            guard let original = try? [UInt8](Data(contentsOf: url)) else { continue }
            for _ in 0..<10 {
                let edits = Self.randomEdits(in: original, using: &random)
                let hunks = UnifiedDiff.hunks(original: original, edits: edits)
                let indices = hunks.flatMap(\.editIndices)
                XCTAssertEqual(indices, indices.sorted())
                XCTAssertEqual(Set(indices).count, indices.count)
                let kept = hunks.flatMap(\.edits)
                XCTAssertEqual(EditSet.apply(kept, to: original), EditSet.apply(edits, to: original))
            }
        }
    }

    func testNewFilePatchesApplyWithGit() throws {
        let git = try XCTUnwrap(ExternalTool.find("git") ?? { throw XCTSkip("git not on PATH") }())
        let dir = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let contents = ["import UIKit\n\nfinal class SceneDelegate {}\n", "no newline", "crlf\r\nlines\r\n", "é😀\n", ""]
        for (i, text) in contents.enumerated() {
            let path = "New Folder/File\(i).swift"
            let patch = UnifiedDiff.newFilePatchBytes(path: path, contents: Array(text.utf8))
            try ExternalTool.run(git, ["apply", "-"], in: dir, input: patch)
            let written = try [UInt8](Data(contentsOf: dir.appendingPathComponent(path)))
            XCTAssertEqual(written, Array(text.utf8))
        }
    }

    func testEditsToFilesWithSpacesInTheirPathApplyWithPatch() throws {
        let patch = try XCTUnwrap(ExternalTool.find("patch") ?? { throw XCTSkip("patch not on PATH") }())
        let dir = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = Array("a\nb\nc\n".utf8)
        let edits = [Edit(range: 2..<3, replacement: "B")]
        let bytes = UnifiedDiff.patchBytes(path: "My App/main.swift", original: original, edits: edits)
        let result = try ExternalTool.applyWithPatch(patch, in: dir, path: "My App/main.swift", original: original, patch: bytes)
        XCTAssertEqual(result, Array("a\nB\nc\n".utf8))
    }

    /// Checks what the tools forgive: counts match the body and each new
    /// start is the old start moved by the lines earlier hunks added.
    static func headerProblem(_ hunks: [Hunk]) -> String? {
        var growth = 0
        for hunk in hunks {
            var old = 0, new = 0
            for line in hunk.body.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
                switch line.first {
                case 0x20: old += 1; new += 1
                case 0x2D: old += 1
                case 0x2B: new += 1
                case 0x5C: break
                default: return "unexpected body line"
                }
            }
            if old != hunk.oldCount || new != hunk.newCount { return "counts \(hunk.headerLine) vs \(old),\(new)" }
            let firstOld = hunk.oldCount == 0 ? hunk.oldStart + 1 : hunk.oldStart
            let firstNew = hunk.newCount == 0 ? hunk.newStart + 1 : hunk.newStart
            if firstNew != firstOld + growth { return "new start of \(hunk.headerLine) after growth \(growth)" }
            growth += new - old
        }
        return nil
    }

    // MARK: Generators

    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for b in bytes {
            if b == 0x0A { out.append(0x0D) }
            out.append(b)
        }
        return out
    }

    static let snippets = ["", "x", "\n", "\r\n", "foo\n", "a\nb", "\n\n", "é😀\n", "  // note\r\n", "}"]

    /// Sorted, non-overlapping edits: deletions, insertions and replacements of all sizes.
    static func randomEdits(in original: [UInt8], using random: inout SplitMix64) -> [Edit] {
        let count = Int(random.next() % 6)
        var offsets = (0..<(count * 2)).map { _ in original.isEmpty ? 0 : Int(random.next() % UInt64(original.count + 1)) }
        offsets.sort()
        var edits: [Edit] = []
        for i in 0..<count {
            var lower = offsets[2 * i], upper = offsets[2 * i + 1]
            if random.next() % 3 == 0 { upper = lower }  // an insertion
            if upper - lower > 200 { lower = upper - Int(random.next() % 200) }
            let replacement: String
            switch random.next() % 4 {
            case 0: replacement = snippets[Int(random.next() % UInt64(snippets.count))]
            case 1:
                // Text from elsewhere in the file, so the result looks like source.
                let from = original.isEmpty ? 0 : Int(random.next() % UInt64(original.count))
                let piece = original[from..<min(original.count, from + Int(random.next() % 80))]
                replacement = String(decoding: piece, as: UTF8.self)
            case 2: replacement = ""
            default: replacement = String(decoding: original[lower..<upper], as: UTF8.self)  // often a no-op
            }
            if upper == lower && replacement.isEmpty { continue }
            let edit = Edit(range: lower..<upper, replacement: replacement)
            if let previous = edits.last, EditSet.conflict(previous, edit) || previous.range.upperBound > lower { continue }
            edits.append(edit)
        }
        return edits
    }
}

/// A small, seedable generator so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Running `git`, `patch` and similar tools from tests.
enum ExternalTool {
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The package's own Swift files, sorted so runs are reproducible.
    static func repositorySwiftSources() -> [URL] {
        let sources = packageRoot.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    @discardableResult
    static func run(_ tool: URL, _ arguments: [String], in dir: URL, input: [UInt8] = []) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = dir
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        if process.terminationStatus != 0 {
            throw Failure(description: "\(tool.lastPathComponent) \(arguments) failed: \(text)")
        }
        return text
    }

    static func write(_ bytes: [UInt8], to path: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(path)
        if !FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return url
    }

    static func applyWithGit(_ git: URL, in dir: URL, path: String, original: [UInt8], patch: [UInt8]) throws -> [UInt8] {
        let url = try write(original, to: path, in: dir)
        try run(git, ["-c", "core.autocrlf=false", "apply", "--whitespace=nowarn", "-"], in: dir, input: patch)
        return try [UInt8](Data(contentsOf: url))
    }

    static func applyWithPatch(_ patch: URL, in dir: URL, path: String, original: [UInt8], patch bytes: [UInt8]) throws -> [UInt8] {
        let url = try write(original, to: path, in: dir)
        let patchFile = try write(bytes, to: "change.patch", in: dir)
        defer { try? FileManager.default.removeItem(at: patchFile) }
        try run(patch, ["-p1", "-s", "-f", "--no-backup-if-mismatch", "-i", patchFile.path], in: dir)
        return try [UInt8](Data(contentsOf: url))
    }
}
