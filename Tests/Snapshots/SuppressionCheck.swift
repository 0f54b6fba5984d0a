import Codemods
import Foundation
import Rewriter

extension SnapshotHarness {
    /// The line a rewrite is "on": the first line of the edit holding the
    /// finding; when no edit holds it (a project-wide fix reported at the
    /// construct it matched), the finding's own line.
    static func anchorLine(of finding: Finding, in file: SourceFile) -> Int {
        let edits = (finding.fix?.edits[finding.path] ?? []).sorted()
        let holding = edits.first { $0.range.lowerBound <= finding.offset && finding.offset <= $0.range.upperBound }
        guard let edit = holding, edit.range.lowerBound <= file.bytes.count else { return finding.line }
        return file.line(of: edit.range.lowerBound)
    }

    /// Inserts `// modernize:ignore <rule>` above each rewrite's line and checks
    /// that every one of those rewrites disappears.
    func checkSuppression(_ result: PipelineResult, pipeline: Pipeline, rule: String, input: [String: [UInt8]],
                          root: URL, work: URL, report: inout Report) throws {
        var anchors: [String: Set<Int>] = [:]
        var sources: [String: SourceFile] = [:]
        for reported in result.findings where reported.status == .accepted && reported.finding.rule == rule {
            let path = relative(reported.finding.path, to: root)
            guard path.hasSuffix(".swift") || Self.isObjectiveC(path), let bytes = input[path] else { continue }
            let file = sources[path] ?? Self.sourceFile(path: reported.finding.path, bytes: bytes)
            sources[path] = file
            anchors[path, default: []].insert(Self.anchorLine(of: reported.finding, in: file))
        }
        guard !anchors.isEmpty else { return }

        var modified = input
        var inserted: [String: [Int]] = [:]
        for (path, lines) in anchors {
            let file = sources[path]!
            var bytes = file.bytes
            // Insert from the bottom so earlier offsets stay valid.
            for line in lines.sorted(by: >) {
                let start = file.offset(ofLine: line)
                if isInsideToken(start, file) { continue }
                let comment = file.indentation(ofLineAt: start) + "// \(Suppression.marker) \(rule)" + file.lineEnding
                bytes.insert(contentsOf: Array(comment.utf8), at: start)
                inserted[path, default: []].append(line)
            }
            modified[path] = bytes
        }
        let dir = work.appendingPathComponent("suppressed")
        try FileTree.write(modified, to: dir)
        let rerun = run(pipeline, on: dir, tree: modified)
        var modifiedSources: [String: SourceFile] = [:]
        for reported in rerun.findings where reported.status == .accepted && reported.finding.rule == rule {
            let path = relative(reported.finding.path, to: dir)
            guard let lines = inserted[path] else { continue }
            let file = modifiedSources[path] ?? Self.sourceFile(path: reported.finding.path, bytes: modified[path]!)
            modifiedSources[path] = file
            let anchor = Self.anchorLine(of: reported.finding, in: file)
            // Original line x sits at x + (comments inserted at or above it).
            if let original = lines.first(where: { x in x + lines.filter { $0 <= x }.count == anchor }) {
                report.failures.append("\(path):\(original): `// \(Suppression.marker) \(rule)` on the line above did not suppress the rewrite (finding reported at line \(reported.finding.line - lines.filter { $0 <= original }.count)): \(reported.finding.message)")
            }
        }
    }

    /// Whether `offset` falls strictly inside a token (a multi-line string or comment),
    /// where inserting a line would change the token.
    private func isInsideToken(_ offset: Int, _ file: SourceFile) -> Bool {
        let tokens = file.tokens
        let lo = (0..<tokens.count).partitionPoint { tokens.end($0) > offset }
        return lo < tokens.count && tokens.start(lo) < offset
    }
}
