import Codemods
import Foundation
import Rewriter

/// `--interactive`: shows the pending changes hunk by hunk and asks y/n/a/q on stdin.
/// A fix is applied whole or not at all, so hunks that share a fix (or a fix
/// spanning files) are shown and answered together.
struct Interactive {
    let terminal: Terminal
    let display: PathDisplay
    /// Edits closer than this many lines land in one hunk, as the diff's context merges them.
    static let mergeDistance = 2 * 3

    /// A group of hunks answered with one question.
    struct Unit {
        var edits: [String: [Edit]] = [:]
        var newFiles: Set<String> = []
        var fixes: [ReportedFinding] = []
        var firstPath = ""
        var firstOffset = Int.max
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
            terminal.err("(\(index + 1)/\(units.count)) \(messages.count == 1 ? messages[0] : "\(messages.count) rewrites") [\(rules)]\n"
                         + "Apply this change? [y]es, [n]o, [a]ll remaining, [q]uit: ")
            guard let answer = ask() else { break }
            if answer == "q" { break }
            if answer == "y" || answer == "a" { keep.formUnion(unit.fixes) }
            if answer == "a" { acceptRest = true }
        }
        terminal.err("\n")
        return result.keepingFixes { keep.contains($0) }
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

    /// Hunks (runs of nearby edits per file) joined by the fixes they share, in file order.
    static func units(_ result: PipelineResult) -> [Unit] {
        // Node ids: one per hunk, one per new file.
        var nodeOfEdit: [String: [Edit: Int]] = [:]
        var nodeCount = 0
        for change in result.changes {
            let lineStarts = lineStartOffsets(change.original)
            func line(_ offset: Int) -> Int {
                var lo = 0, hi = lineStarts.count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
                }
                return lo
            }
            var lastLine: Int?
            for edit in change.edits {
                let first = line(edit.range.lowerBound), last = line(max(edit.range.lowerBound, edit.range.upperBound - 1))
                if lastLine == nil || first - lastLine! > mergeDistance { nodeCount += 1 }
                nodeOfEdit[change.path, default: [:]][edit] = nodeCount - 1
                lastLine = max(lastLine ?? last, last)
            }
        }
        var nodeOfNewFile: [String: Int] = [:]
        for file in result.created {
            nodeOfNewFile[file.path] = nodeCount
            nodeCount += 1
        }
        var parent = Array(0..<nodeCount)
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
        for (path, edits) in nodeOfEdit {
            for (edit, node) in edits {
                let root = find(node)
                units[root, default: Unit()].edits[path, default: []].append(edit)
                if (path, edit.range.lowerBound) < (units[root]!.firstPath.isEmpty ? "\u{10FFFF}" : units[root]!.firstPath, units[root]!.firstOffset) {
                    units[root]!.firstPath = path
                    units[root]!.firstOffset = edit.range.lowerBound
                }
            }
        }
        for (path, node) in nodeOfNewFile {
            let root = find(node)
            units[root, default: Unit()].newFiles.insert(path)
            if units[root]!.firstPath.isEmpty || (path, 0) < (units[root]!.firstPath, units[root]!.firstOffset) {
                units[root]!.firstPath = path
                units[root]!.firstOffset = 0
            }
        }
        for (reported, nodes) in zip(fixes, nodesOfFix) {
            guard let node = nodes.first else { continue }
            units[find(node)]!.fixes.append(reported)
        }
        return units.values.filter { !$0.fixes.isEmpty }.sorted { ($0.firstPath, $0.firstOffset) < ($1.firstPath, $1.firstOffset) }
    }

    static func lineStartOffsets(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == 0x0A { starts.append(i + 1) }
        return starts
    }

    /// The patch of one unit: its hunks per file, then its new files.
    func patch(for unit: Unit, _ result: PipelineResult) -> String {
        var text = ""
        for path in unit.edits.keys.sorted() {
            guard let change = result.changes.first(where: { $0.path == path }) else { continue }
            text += UnifiedDiff.patch(path: display.show(path), original: change.original, edits: unit.edits[path]!.sorted())
        }
        for path in unit.newFiles.sorted() {
            guard let file = result.created.first(where: { $0.path == path }) else { continue }
            text += UnifiedDiff.newFilePatch(path: display.show(path), contents: file.contents)
        }
        return terminal.colourOut ? Terminal.paintDiff(text) : text
    }
}
