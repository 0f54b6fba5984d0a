import Codemods
import Foundation

/// The views of one run: human lines, JSON Lines, SARIF and GitHub annotations.
/// All come from the same findings, changes and errors, in path then position order.
struct Report {
    /// `elapsed` in seconds with two decimals ("%.2f" but for ties, which round up here), without
    /// `String(format:)`: its first call in a process costs more than the rest of the summary.
    static func seconds(_ elapsed: Double) -> String {
        let hundredths = Int((max(0, elapsed) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    var result: PipelineResult
    var display: PathDisplay
    var elapsed: TimeInterval
    var codemods: [any Codemod.Type]
    /// Whether the accepted changes were written (`--apply`, `--interactive`), so reports say
    /// "rewritten" rather than what `--apply` would do.
    var applied = false
    /// `--max-changes`, and the changes it left for a later run, per root.
    var maxChanges: Int?
    var deferred: [String: Int] = [:]

    /// Findings and errors merged in (path, line, column) order; errors sort before findings of the same file.
    enum Event {
        case finding(ReportedFinding)
        case error(FileError)
    }

    var events: [Event] {
        var keyed: [(String, Int, Int, Int, Event)] = []
        for (i, f) in result.findings.enumerated() {
            keyed.append((display.show(f.finding.path), f.finding.line, f.finding.column, i, .finding(f)))
        }
        for (i, e) in result.errors.enumerated() { keyed.append((display.show(e.path), 0, 0, i, .error(e))) }
        keyed.sort { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }
        return keyed.map(\.4)
    }

    /// A finding's message; an accepted fix's also says that `--apply` rewrites (or rewrote) it, and a
    /// fix that changes behaviour says how.
    func message(of reported: ReportedFinding) -> String {
        let how = reported.safety?.behaviorChange.map { "; it changes behaviour: \($0)" } ?? ""
        guard reported.status == .accepted else { return reported.finding.message + how }
        return "\(reported.finding.message) (\(applied ? "rewritten by modernize --apply" : "modernize --apply rewrites this"))" + how
    }

    /// `"safety"` for findings that came with a fix, and `"behavior"`, the sentence saying how it changes behaviour.
    func safetyFields(_ reported: ReportedFinding) -> [(String, JSONValue)] {
        guard let safety = reported.safety else { return [] }
        return [("safety", .string(safety.name))] + (safety.behaviorChange.map { [("behavior", .string($0))] } ?? [])
    }

    // MARK: Human

    func human(colour: Bool, quiet: Bool, verbose: Bool) -> String {
        var lines: [String] = []
        for event in events {
            switch event {
            case .finding(let reported):
                let f = reported.finding
                if quiet && f.severity == .info { continue }
                let severity = Terminal.paint(f.severity.rawValue, f.severity == .error ? "31" : f.severity == .warning ? "33" : "36", when: colour)
                lines.append("\(display.show(f.path)):\(f.line):\(f.column): \(severity): \(f.message) [\(f.rule)]")
                if let how = reported.safety?.behaviorChange { lines.append("    changes behaviour: \(how)") }
                if verbose, let code = f.code { lines.append("    code: \(code)") }
                if verbose, let suggestion = f.suggestion { lines.append("    suggestion: \(suggestion)") }
            case .error(let e):
                lines.append("\(display.show(e.path)): \(Terminal.paint("error", "31", when: colour)): \(e.message)")
            }
        }
        if !quiet {
            if result.summaries.count > 1 || verbose {
                for summary in result.summaries { lines.append("\(summary.root ?? ""): " + describe(summary)) }
            }
            let skipped = result.total.skippedDependencyFiles
            let left = deferred.values.reduce(0, +)
            lines.append("modernize: " + describe(result.total) + " in \(Report.seconds(elapsed))s"
                + (skipped == 0 ? "" : "; \(skipped) Swift file\(skipped == 1 ? "" : "s") in dependency folders (Pods, Carthage, vendored) not read")
                + (left == 0 ? "" : "; \(left) more rewrite\(left == 1 ? "" : "s") left for a later run (--max-changes \(maxChanges ?? 0))"))
            if !result.errors.isEmpty {
                let failed = Set(result.errors.map { display.show($0.path) }).sorted()
                lines.append("modernize: could not process \(failed.joined(separator: ", "))")
            }
            lines += ruleTable()
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Only the failures, one line each (`path: error: message`).
    func errorLines(colour: Bool) -> String {
        result.errors.map { "\(display.show($0.path)): \(Terminal.paint("error", "31", when: colour)): \($0.message)\n" }.joined()
    }

    func describe(_ s: RootSummary) -> String {
        "\(s.filesScanned) file\(s.filesScanned == 1 ? "" : "s") scanned, \(s.filesChanged) changed, \(s.filesCreated) created, "
            + "\(s.changes) rewrite\(s.changes == 1 ? "" : "s")"
            + (s.behaviorChanges == 0 ? "" : " (\(s.behaviorChanges) change\(s.behaviorChanges == 1 ? "s" : "") behaviour)")
            + ", \(s.findings) finding\(s.findings == 1 ? "" : "s")"
            + (s.withheld == 0 ? "" : " (\(s.withheld) rewrite\(s.withheld == 1 ? "" : "s") left out by --safe-only: \(s.withheld == 1 ? "it changes" : "they change") behaviour)")
            + ", \(s.errors) error\(s.errors == 1 ? "" : "s")"
            + (s.baselined == 0 ? "" : ", \(s.baselined) in the baseline")
    }

    // MARK: JSON Lines

    func jsonLines() -> String {
        var lines: [String] = []
        var announced = Set<String>()
        for event in events {
            switch event {
            case .finding(let reported):
                let f = reported.finding
                var fields: [(String, JSONValue)] = []
                if reported.status == .accepted {
                    fields = [("type", .string("change")), ("rule", .string(f.rule)), ("file", .string(display.show(f.path))),
                              ("line", .int(f.line)), ("column", .int(f.column)), ("message", .string(f.message))]
                } else {
                    fields = [("type", .string("finding")), ("rule", .string(f.rule)), ("severity", .string(f.severity.rawValue)),
                              ("file", .string(display.show(f.path))), ("line", .int(f.line)), ("column", .int(f.column)),
                              ("message", .string(f.message))]
                    if let suggestion = f.suggestion { fields.append(("suggestion", .string(suggestion))) }
                }
                if let code = f.code { fields.append(("code", .string(code))) }
                fields += safetyFields(reported)
                fields.append(("root", .string(reported.root)))
                lines.append(JSONValue.object(fields))
                if reported.status == .accepted, let fix = f.fix {
                    for file in fix.newFiles.map(\.path).sorted() where result.created.contains(where: { $0.path == file })
                        && announced.insert(file).inserted {
                        lines.append(JSONValue.object([("type", .string("create")), ("rule", .string(f.rule)),
                                                       ("file", .string(display.show(file))), ("root", .string(reported.root))]))
                    }
                }
            case .error(let e):
                lines.append(JSONValue.object([("type", .string("error")), ("file", .string(display.show(e.path))),
                                               ("message", .string(e.message)), ("root", .string(e.root))]))
            }
        }
        for summary in result.summaries + [result.total] {
            var fields: [(String, JSONValue)] = [
                ("type", .string("summary")), ("root", summary.root.map { .string($0) } ?? .null),
                ("files", .int(summary.filesScanned)), ("changed", .int(summary.filesChanged)),
                ("created", .int(summary.filesCreated)), ("changes", .int(summary.changes)),
                ("findings", .int(summary.findings)), ("errors", .int(summary.errors)),
                ("skipped", .int(summary.skippedDependencyFiles)),
            ]
            // With --max-changes: the changes left for a later run.
            if maxChanges != nil { fields.append(("deferred", .int(summary.root.map { deferred[$0] ?? 0 } ?? deferred.values.reduce(0, +)))) }
            fields += [("behavior", .int(summary.behaviorChanges)), ("withheld", .int(summary.withheld)), ("baselined", .int(summary.baselined))]
            lines.append(JSONValue.object(fields))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    // MARK: GitHub annotations

    func github() -> String {
        var lines: [String] = []
        for event in events {
            switch event {
            case .finding(let reported):
                let f = reported.finding
                let level = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "notice"
                let title = "modernize \(f.rule)" + (f.code.map { " \($0)" } ?? "")
                let message = self.message(of: reported)
                lines.append("::\(level) file=\(property(display.show(f.path))),line=\(f.line),col=\(f.column),title=\(property(title))::\(data(message))")
            case .error(let e):
                lines.append("::error file=\(property(display.show(e.path))),title=modernize::\(data(e.message))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }
    private func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// A tiny JSON writer with a fixed key order, so output is byte-for-byte stable.
indirect enum JSONValue {
    case string(String), int(Int), bool(Bool), null
    case array([JSONValue])
    case fields([(String, JSONValue)])

    static func object(_ fields: [(String, JSONValue)]) -> String { JSONValue.fields(fields).text }

    var text: String {
        switch self {
        case .string(let s): return Self.quote(s)
        case .int(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .fields(let fields): return "{" + fields.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
