import Codemods
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `.modernize` file: command-line options, one a line, with `#` comments, as a `.swiftformat`
/// file is written. Each line is read by the command-line parser, so a line means what it means
/// on the command line:
///
///     # the team's options
///     --skip scene-delegate
///     --exclude Generated/*            # relative to this file's folder
///     --task-catch-template 'logger.error("\(error)")'
struct ConfigFile {
    static let name = ".modernize"

    /// Options a configuration may set that belong to the whole run (output, parallelism): they
    /// come from one file, the first path's (see `Configuration`).
    static let wholeRunOptions = ["--format", "--jobs", "--quiet", "--verbose", "--color"]
    /// Options a configuration may set for the path it is found from.
    static let rootOptions = ["--only", "--skip", "--exclude", "--severity"]

    /// The file's canonical path.
    let path: String
    /// What the lines set, read by the command-line parser.
    let options: Options
    /// The line of each entry of `options.given`.
    let lines: [Int]

    var folder: String { PatchPaths.parent(path) }

    /// The line an option was last set on, nil when the file does not set it.
    func line(of name: String) -> Int? {
        options.given.indices.last { options.given[$0].name == name }.map { lines[$0] }
    }

    func sets(_ name: String) -> Bool { line(of: name) != nil }

    /// Reads and checks a configuration file; `shown` names it in errors ("app/.modernize:3: ...").
    static func read(_ path: String, shown: String, codemods: [any Codemod.Type]) throws -> ConfigFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Options.UsageError(message: "\(shown): cannot read the configuration file (\(FileIO.describe(errno)))")
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw Options.UsageError(message: "\(shown): the configuration file is not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let allowed = Set(wholeRunOptions + rootOptions + codemods.flatMap { $0.options.map { "--" + $0.name } })
        var options = Options()
        var lines: [Int] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            do {
                if try readLine(raw, into: &options, allowed: allowed, codemods: codemods) { lines.append(index + 1) }
            } catch let error as Options.UsageError {
                throw Options.UsageError(message: "\(shown):\(index + 1): \(error.message)")
            }
        }
        return ConfigFile(path: path, options: options, lines: lines)
    }

    /// Reads one line into `options`; false for a blank or comment line.
    private static func readLine(_ raw: Substring, into options: inout Options, allowed: Set<String>,
                                 codemods: [any Codemod.Type]) throws -> Bool {
        guard let words = try Self.words(of: raw) else { return false }
        guard words[0].hasPrefix("-") else {
            throw Options.UsageError(message: "expected an option (--NAME or --NAME VALUE), not '\(words[0])'")
        }
        let before = options.given.count
        _ = try Options.read(words, codemods: codemods, into: &options)
        if !options.paths.isEmpty || options.given.count != before + 1 {
            throw Options.UsageError(message: "\(words[0]) takes no value")
        }
        let name = options.given[before].name
        guard allowed.contains(name) else {
            throw Options.UsageError(message: "\(name) cannot be set in a configuration file; give it on the command line")
        }
        if name == "--only" || name == "--skip" {
            let known = Set(codemods.map { $0.id })
            let unknown = Options.list(options.given[before].value ?? "").filter { !known.contains($0) }
            if !unknown.isEmpty {
                throw Options.UsageError(message: "unknown rule id\(unknown.count > 1 ? "s" : "") \(unknown.joined(separator: ", ")); valid ids: "
                                         + known.sorted().joined(separator: ", "))
            }
        }
        if options.quiet && options.verbose { throw Options.UsageError(message: "--quiet and --verbose contradict each other") }
        return true
    }

    /// A line as command-line words: nil for a blank or comment line, else the option and,
    /// when the line gives one, its value. The value is the rest of the line, so code such as
    /// `logger.error("\(error)")` needs no quoting; quote it ('...' as is, "..." with \" and \\)
    /// to keep surrounding spaces or a ` # `. A `#` that stands alone as a word starts a comment
    /// (`#function` and `#if` are code, not comments).
    static func words(of raw: Substring) throws -> [String]? {
        let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if line.isEmpty || line.hasPrefix("#") { return nil }
        let nameEnd = line.firstIndex { $0 == "=" || $0 == " " || $0 == "\t" } ?? line.endIndex
        let name = String(line[..<nameEnd])
        var rest = Substring(line[nameEnd...])
        let inline = rest.first == "="
        if inline { rest = rest.dropFirst() }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        if !inline && (rest.isEmpty || startsComment(rest, at: rest.startIndex)) { return [name] }
        return [name, try value(of: rest)]
    }

    /// The value at the start of `text`, without its quotes and any comment after it.
    static func value(of text: Substring) throws -> String {
        guard let quote = text.first, quote == "'" || quote == "\"" else {
            var inString = false
            var i = text.startIndex
            while i < text.endIndex {
                let c = text[i]
                if inString && c == "\\" {
                    i = text.index(after: i)
                    if i < text.endIndex { i = text.index(after: i) }
                    continue
                }
                if c == "\"" { inString.toggle() }
                if !inString && startsComment(text, at: i) { break }
                i = text.index(after: i)
            }
            return String(text[..<i]).trimmingCharacters(in: .whitespaces)
        }
        var value = ""
        var i = text.index(after: text.startIndex)
        while true {
            guard i < text.endIndex else { throw Options.UsageError(message: "the value has no closing \(quote)") }
            let c = text[i]
            if c == quote { break }
            if quote == "\"" && c == "\\", text.index(after: i) < text.endIndex,
               text[text.index(after: i)] == "\"" || text[text.index(after: i)] == "\\" {
                i = text.index(after: i)
            }
            value.append(text[i])
            i = text.index(after: i)
        }
        let after = text[text.index(after: i)...].drop { $0 == " " || $0 == "\t" }
        guard after.isEmpty || startsComment(after, at: after.startIndex) else {
            throw Options.UsageError(message: "text after the closing \(quote): '\(after)'")
        }
        return value
    }

    /// Whether a comment starts at `i`: a `#` with a space or the line's start before it and a
    /// space, another `#` or the line's end after it.
    static func startsComment(_ text: Substring, at i: Substring.Index) -> Bool {
        guard text[i] == "#" else { return false }
        if i > text.startIndex, !text[text.index(before: i)].isWhitespace { return false }
        let next = text.index(after: i)
        return next == text.endIndex || text[next].isWhitespace || text[next] == "#"
    }

    /// `value` as a configuration line writes it: bare when it reads back the same, else quoted.
    static func quoted(_ value: String) -> String {
        if let read = try? Self.value(of: Substring(value)), read == value, !value.isEmpty { return value }
        if !value.contains("'") { return "'" + value + "'" }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The configuration for a folder: the nearest `.modernize` at or above it, up to the top of
    /// its git work tree (outside one, up to the file system's root).
    static func find(from folder: String) -> String? {
        let top = PatchPaths.workTreeTop(from: folder)
        var current = folder
        while true {
            let candidate = current == "/" ? "/" + name : current + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { return candidate }
            if current == top || current == "/" || current == "." || current.isEmpty { return nil }
            current = PatchPaths.parent(current)
        }
    }
}
