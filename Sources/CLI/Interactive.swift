import Codemods
import Foundation
import Rewriter

/// `--interactive`: shows the pending changes hunk by hunk and asks y/n/a/q on stdin.
/// A fix is applied whole or not at all, so hunks that share a fix (or a fix
/// spanning files) are shown and answered together.
struct Interactive {
    let terminal: Terminal
    let display: PathDisplay
    /// A group of hunks answered with one question.
    struct Unit {
        var hunks: [String: [Hunk]] = [:]
        var newFiles: Set<String> = []
        var fixes: [ReportedFinding] = []
        var first: (path: String, index: Int) = ("\u{10FFFF}", 0)
    }

    func review(_ result: PipelineResult) -> PipelineResult {
        let units = Self.units(result)
        guard !units.isEmpty else { return result }
        var keep = Set<ReportedFinding>()
        var acceptRest = false
        for (index, unit) in units.enumerated() {
            if acceptRest { keep.formUnion(unit.fixes); continue }
            terminal.out(patch(for: unit, result))
            let rules = Set(unit.fixes.map(\.finding.rule)).sorted().joined(separator: ", ")
            let messages = unit.fixes.map(\.finding.message)
            // What the change does to the app is part of the question.
            let behaviour = Set(unit.fixes.compactMap { $0.safety?.behaviorChange }).sorted().map { "changes behaviour: \($0)\n" }.joined()
            terminal.err("(\(index + 1)/\(units.count)) \(messages.count == 1 ? messages[0] : "\(messages.count) rewrites") [\(rules)]\n"
                         + behaviour + "Apply this change? [y]es, [n]o, [a]ll remaining, [q]uit: ")
            guard let answer = ask() else { break }
            if answer == "q" { break }
            if answer == "y" || answer == "a" { keep.formUnion(unit.fixes) }
            if answer == "a" { acceptRest = true }
        }
        terminal.err("\n")
        return result.keepingFixes(where: { keep.contains($0) }, onDrop: { finding in
            finding.status = .declined
            finding.finding.message += "; not rewritten: declined in --interactive"
        })
    }

    /// y, n, a or q; nil at end of input.
    private func ask() -> String? {
        while true {
            guard let line = terminal.readAnswer() else { return nil }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes": return "y"
            case "n", "no": return "n"
            case "a", "all": return "a"
            case "q", "quit": return "q"
            default: terminal.err("Please answer y, n, a or q: ")
            }
        }
    }

    /// The diff's hunks joined by the fixes they share, in file order.
    static func units(_ result: PipelineResult) -> [Unit] {
        // Nodes: one per hunk, one per new file.
        var hunks: [(path: String, index: Int, hunk: Hunk)] = []
        var nodeOfEdit: [String: [Edit: Int]] = [:]
        for change in result.changes {
            for (index, hunk) in UnifiedDiff.hunks(original: change.original, edits: change.edits).enumerated() {
                for edit in hunk.edits { nodeOfEdit[change.path, default: [:]][edit] = hunks.count }
                hunks.append((change.path, index, hunk))
            }
        }
        var nodeOfNewFile: [String: Int] = [:]
        for (offset, file) in result.created.enumerated() { nodeOfNewFile[file.path] = hunks.count + offset }
        var parent = Array(0..<(hunks.count + result.created.count))
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        let fixes = result.findings.filter { $0.status == .accepted && $0.finding.fix != nil }
        var nodesOfFix: [[Int]] = []
        for reported in fixes {
            let fix = reported.finding.fix!
            var nodes: [Int] = []
            for (path, edits) in fix.edits { for edit in edits { if let n = nodeOfEdit[path]?[edit] { nodes.append(n) } } }
            for file in fix.newFiles { if let n = nodeOfNewFile[file.path] { nodes.append(n) } }
            for n in nodes.dropFirst() { parent[find(n)] = find(nodes[0]) }
            nodesOfFix.append(nodes)
        }
        var units: [Int: Unit] = [:]
        for (node, entry) in hunks.enumerated() {
            let root = find(node)
            units[root, default: Unit()].hunks[entry.path, default: []].append(entry.hunk)
            if (entry.path, entry.index) < units[root]!.first { units[root]!.first = (entry.path, entry.index) }
        }
        for (path, node) in nodeOfNewFile {
            let root = find(node)
            units[root, default: Unit()].newFiles.insert(path)
            if (path, 0) < units[root]!.first { units[root]!.first = (path, 0) }
        }
        for (reported, nodes) in zip(fixes, nodesOfFix) {
            guard let node = nodes.first else { continue }
            units[find(node)]!.fixes.append(reported)
        }
        return units.values.filter { !$0.fixes.isEmpty }.sorted { $0.first < $1.first }
    }

    /// The patch of one unit: its hunks per file, then its new files.
    func patch(for unit: Unit, _ result: PipelineResult) -> String {
        var text = ""
        for path in unit.hunks.keys.sorted() {
            text += String(decoding: UnifiedDiff.header(path: display.show(path)), as: UTF8.self)
            text += unit.hunks[path]!.map(\.text).joined()
        }
        for path in unit.newFiles.sorted() {
            guard let file = result.created.first(where: { $0.path == path }) else { continue }
            text += UnifiedDiff.newFilePatch(path: display.show(path), contents: file.contents)
        }
        return terminal.colourOut ? Terminal.paintDiff(text) : text
    }
}
