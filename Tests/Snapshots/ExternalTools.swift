import Foundation

/// git and swiftc, when they are on PATH; checks that need them are skipped otherwise.
enum ExternalTools {
    static let git = find("git")
    static let swiftc = find("swiftc")

    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String]? = nil) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let directory { process.currentDirectoryURL = directory }
        // Files, not pipes: nothing can block on a full pipe, and no reader thread is needed.
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-run-\(UUID().uuidString)")
        let outURL = base.appendingPathExtension("out"), errURL = base.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        guard let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL) else {
            return Output(status: -1, stdout: "", stderr: "cannot create output files")
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return Output(status: -1, stdout: "", stderr: "\(error)")
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let stdoutData = (try? Data(contentsOf: outURL)) ?? Data()
        let stderrData = (try? Data(contentsOf: errURL)) ?? Data()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// `git apply` of `patch` inside `directory` (not a repository, so paths are relative to it).
    static func gitApply(_ patch: String, in directory: URL) -> String? {
        guard let git else { return nil }
        let patchFile = directory.deletingLastPathComponent().appendingPathComponent(directory.lastPathComponent + ".patch")
        do { try Data(patch.utf8).write(to: patchFile) } catch { return "cannot write the patch: \(error)" }
        let result = run(git, ["apply", "--whitespace=nowarn", patchFile.path], in: directory)
        return result.status == 0 ? nil : "git apply failed (\(result.status)): \(result.stderr)"
    }

    /// Parse errors of every file, in one swiftc call: path -> error messages (without positions).
    /// A file with top-level code parses as a library file here, so that one diagnostic is ignored.
    static func parseErrors(_ paths: [String]) -> [String: [String]] {
        guard let swiftc, !paths.isEmpty else { return [:] }
        let result = run(swiftc, ["-frontend", "-parse", "-enable-bare-slash-regex"] + paths)
        var errors: [String: [String]] = [:]
        let known = Set(paths)
        for line in result.stderr.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound]
            let message = String(line[marker.upperBound...])
            if message.hasPrefix("expressions are not allowed at the top level") { continue }
            // location is path:line:column
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { continue }
            let path = parts.dropLast(2).joined(separator: ":")
            if known.contains(path) { errors[path, default: []].append(message) }
        }
        if result.status != 0 && errors.isEmpty && !result.stderr.contains(": error: ") {
            // swiftc itself failed (not a parse error): hold it against every file.
            for path in paths { errors[path] = ["swiftc failed: \(result.stderr.prefix(300))"] }
        }
        return errors
    }
}

/// A small line diff for failure messages.
enum TextDiff {
    static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `-`/`+` lines with up to 3 lines of context, through a longest common subsequence.
    static func render(expected: [UInt8], actual: [UInt8], label: String) -> String {
        let a = lines(expected), b = lines(actual)
        guard a.count * b.count <= 4_000_000 else { return "--- expected \(label)\n+++ actual \(label)\n(files too large to diff)" }
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { ops.append((" ", a[i])); i += 1; j += 1 }
            else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { ops.append(("+", b[j])); j += 1 }
            else { ops.append(("-", a[i])); i += 1 }
        }
        var out = ["--- expected \(label)", "+++ actual \(label)"]
        let changed = ops.indices.filter { ops[$0].0 != " " }
        var shown = Set<Int>()
        for c in changed { for k in max(0, c - 3)...min(ops.count - 1, c + 3) { shown.insert(k) } }
        var last = -2
        for k in shown.sorted() {
            if k != last + 1 { out.append("@@ line \(ops[..<k].filter { $0.0 != "+" }.count + 1) @@") }
            out.append("\(ops[k].0)\(ops[k].1)")
            last = k
        }
        if a == b && expected != actual { out.append("(the files differ only in bytes this line view hides, such as line endings)") }
        return out.joined(separator: "\n")
    }
}
