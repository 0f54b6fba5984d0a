import Codemods
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The baseline file of `--baseline` and `--write-baseline`: JSON, as SwiftLint's baseline is,
/// versioned, one finding key a line, sorted by file, rule, code and text so that it diffs well
/// in review and is byte-for-byte the same for the same findings.
///
///     {
///       "version": 1,
///       "findings": [
///         {"file": "App/Profile.swift", "rule": "screen-scale", "code": "SCALE-W1", "text": "static let hairline = 1 / UIScreen.main.scale", "count": 1}
///       ]
///     }
///
/// Files are named as the dry-run patch names them (from the top of the git work tree, else from
/// the current folder), so the baseline matches wherever in the repository modernize runs.
enum BaselineFile {
    static let version = 1

    struct Problem: Error {
        var message: String
    }

    /// The counts a baseline file records; a missing, unreadable or malformed file is a problem naming it.
    /// `named`: the path as the user gave it, for messages.
    static func read(_ location: String, named path: String) throws -> [Baseline.Key: Int] {
        guard let data = FileManager.default.contents(atPath: location) else {
            throw Problem(message: "baseline \(path) cannot be read (\(FileIO.exists(location) ? "permission denied or a folder" : "no such file")); write one with --write-baseline \(path)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw Problem(message: "baseline \(path) is not a JSON object; write it again with --write-baseline \(path)")
        }
        guard let version = root["version"] as? Int, let entries = root["findings"] as? [Any] else {
            throw Problem(message: "baseline \(path) is not a modernize baseline (it needs \"version\" and a \"findings\" list)")
        }
        guard version == Self.version else {
            throw Problem(message: "baseline \(path) has version \(version); this modernize reads version \(Self.version)")
        }
        var counts: [Baseline.Key: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard let fields = entry as? [String: Any], let rule = fields["rule"] as? String, let file = fields["file"] as? String,
                  let text = fields["text"] as? String else {
                throw Problem(message: "baseline \(path): entry \(index + 1) needs \"rule\", \"file\" and \"text\" strings")
            }
            let code = fields["code"] as? String ?? ""
            let count = fields["count"] as? Int ?? 1
            guard count >= 1 else { throw Problem(message: "baseline \(path): entry \(index + 1) has a count below 1") }
            counts[Baseline.Key(rule: rule, code: code, file: file, text: text), default: 0] += count
        }
        return counts
    }

    /// The file's text for these counts.
    static func render(_ counts: [Baseline.Key: Int]) -> String {
        let lines = counts.keys.sorted().map { key -> String in
            var fields: [(String, JSONValue)] = [("file", .string(key.file)), ("rule", .string(key.rule))]
            if !key.code.isEmpty { fields.append(("code", .string(key.code))) }
            fields += [("text", .string(key.text)), ("count", .int(counts[key]!))]
            return "    {" + fields.map { JSONValue.quote($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
        return "{\n  \"version\": \(version),\n  \"findings\": [" + (lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n  ") + "]\n}\n"
    }

    /// The keys of every finding of a run (pending changes included), named as `name` names files.
    static func keys(of result: PipelineResult, name: (_ root: String, _ path: String) -> String) -> [Baseline.Key] {
        var names: [String: String] = [:]
        return result.findings.map { reported in
            let path = reported.finding.path
            let file = names[reported.root + "\u{0}" + path] ?? name(reported.root, path)
            names[reported.root + "\u{0}" + path] = file
            return Baseline.key(of: reported.finding, file: file, lineText: reported.lineText)
        }
    }

    /// Writes the file whole: a temporary file next to it, then a rename. Nil, or why it failed.
    static func write(_ text: String, to path: String) -> String? {
        let temporary = path + ".modernize-\(getpid()).tmp"
        if let problem = FileIO.writeNew(temporary, Array(text.utf8), mode: 0o644, owner: nil, replacing: true) { return problem }
        guard rename(temporary, path) == 0 else {
            let problem = FileIO.describe(errno)
            unlink(temporary)
            return problem
        }
        return nil
    }
}
