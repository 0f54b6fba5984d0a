@testable import CLI
import Codemods
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary folder tree for one test.
final class Sandbox {
    let root: URL
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: root) }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
    func path(_ relative: String) -> String { url(relative).path }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL { try write(relative, bytes: Array(text.utf8)) }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> URL {
        let url = self.url(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every regular file under `relative`, path -> bytes (hidden files included, so stray temp files show).
    func tree(_ relative: String = "") -> [String: [UInt8]] {
        let base = relative.isEmpty ? root : url(relative)
        var result: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return result }
        while let rel = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = base.appendingPathComponent(rel).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[rel] = Array(FileManager.default.contents(atPath: full) ?? Data())
            }
        }
        return result
    }

    func copy(_ from: String, to: String) throws {
        try FileManager.default.copyItem(at: url(from), to: url(to))
    }
}

/// The outcome of one command run.
struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
    var jsonLines: [[String: Any]] {
        stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
}

/// Runs the command in-process with the given codemods, cwd and stdin lines.
func runCommand(_ arguments: [String], codemods: [any Codemod.Type], cwd: String, input: [String] = []) -> Outcome {
    let out = Collector(), err = Collector(), answers = Collector()
    for line in input { answers.append(line) }
    let terminal = Terminal(stdoutIsTerminal: false, stderrIsTerminal: false, colourAllowed: false,
                            out: { out.append($0) }, err: { err.append($0) }, input: { answers.popFirst() })
    var command = Command(terminal: terminal)
    command.codemods = codemods
    command.cwd = cwd
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(cwd)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let status = command.run(arguments)
    return Outcome(status: status, stdout: out.text, stderr: err.text)
}

final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    func append(_ s: String) { lock.lock(); parts.append(s); lock.unlock() }
    func popFirst() -> String? { lock.lock(); defer { lock.unlock() }; return parts.isEmpty ? nil : parts.removeFirst() }
    var text: String { lock.lock(); defer { lock.unlock() }; return parts.joined() }
}

/// The built `modernize` executable: next to the test bundle, else in .build/debug.
func modernizeBinary() -> URL? {
    var candidates: [URL] = []
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("modernize"))
    }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("modernize"))
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for config in ["debug", "release"] { candidates.append(package.appendingPathComponent(".build/\(config)/modernize")) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Runs the real binary with stdin text, in `cwd`.
func runBinary(_ arguments: [String], cwd: URL, stdin: String = "", environment: [String: String] = [:]) throws -> Outcome {
    guard let binary = modernizeBinary() else { throw XCTSkip("the modernize binary was not found; run `swift build` first") }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = cwd
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-io-\(UUID().uuidString)")
    let inURL = base.appendingPathExtension("in"), outURL = base.appendingPathExtension("out"), errURL = base.appendingPathExtension("err")
    try Data(stdin.utf8).write(to: inURL)
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { for u in [inURL, outURL, errURL] { try? FileManager.default.removeItem(at: u) } }
    let inHandle = try FileHandle(forReadingFrom: inURL)
    let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
    process.standardInput = inHandle
    process.standardOutput = outHandle
    process.standardError = errHandle
    try process.run()
    process.waitUntilExit()
    try? outHandle.close()
    try? errHandle.close()
    return Outcome(status: process.terminationStatus,
                   stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

/// `git apply` of a patch inside a folder; nil on success, else git's message.
func gitApply(_ patch: String, in folder: URL) throws -> String? {
    guard let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { throw XCTSkip("git is not installed") }
    let patchURL = folder.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString).patch")
    try Data(patch.utf8).write(to: patchURL)
    defer { try? FileManager.default.removeItem(at: patchURL) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: git)
    process.arguments = ["apply", "--whitespace=nowarn", patchURL.path]
    process.currentDirectoryURL = folder
    let errURL = patchURL.appendingPathExtension("err")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
}

func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
}

func setOldModificationDate(_ path: String) throws {
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: path)
}

/// Compares two trees, naming the files that differ instead of dumping bytes.
func assertSameTree(_ a: [String: [UInt8]], _ b: [String: [UInt8]], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    let differing = Set(a.keys).union(b.keys).sorted().filter { a[$0] != b[$0] }
    guard !differing.isEmpty else { return }
    let details = differing.map { path in
        "\(path): \(a[path].map { String(decoding: $0, as: UTF8.self).debugDescription } ?? "(missing)") vs \(b[path].map { String(decoding: $0, as: UTF8.self).debugDescription } ?? "(missing)")"
    }
    XCTFail("\(message): \(details.joined(separator: "; "))", file: file, line: line)
}
