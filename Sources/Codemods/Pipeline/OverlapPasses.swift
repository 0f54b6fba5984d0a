import Rewriter

/// Further passes for fixes rejected because they overlap an accepted fix in the same file (a
/// `foregroundColor` inside a `PreviewProvider` that becomes `#Preview`): the file's rewritten text
/// is parsed again, the per-file rules run on it, and each fix that is the same rewrite as a
/// rejected one (same rule, same message) is applied on top. One run then ends where a second run
/// would have (cargo fix and ruff loop the same way); the patch and `--apply` still carry one set of
/// edits against the original text. Fixes of project passes, fixes touching several files and
/// fixes that create files stay rejected, as before: "run modernize again".
enum OverlapPasses {
    /// Passes after the first; each one only goes on while it applies something.
    static let limit = 4

    static func run(_ resolved: inout FixResolver.Resolved, kept: [Finding], instances: [any Codemod], context: ProjectContext,
                    root: String, safeOnly: Bool) {
        // The rejected findings as the rules reported them, by where and what.
        var originals: [FindingKey: Finding] = [:]
        for finding in kept where finding.fix != nil { originals[FindingKey(finding)] = finding }
        for _ in 0..<limit {
            var rejectedByPath: [String: [(index: Int, finding: Finding)]] = [:]
            for (index, reported) in resolved.findings.enumerated() where reported.status == .rejected {
                guard let finding = originals[FindingKey(reported.finding)], let fix = finding.fix, fix.newFiles.isEmpty else { continue }
                let paths = fix.edits.filter { !$0.value.isEmpty }.map(\.key)
                guard paths.count == 1, paths[0] == finding.path, paths[0].hasSuffix(".swift") else { continue }
                rejectedByPath[finding.path, default: []].append((index, finding))
            }
            var progress = false
            for path in rejectedByPath.keys.sorted() {
                guard let changeIndex = resolved.changes.firstIndex(where: { $0.path == path }) else { continue }
                if pass(over: changeIndex, rejected: rejectedByPath[path]!, in: &resolved, instances: instances, context: context,
                        root: root, safeOnly: safeOnly) {
                    progress = true
                }
            }
            if !progress { break }
        }
    }

    /// One pass over one rewritten file; true when it applied something.
    private static func pass(over changeIndex: Int, rejected: [(index: Int, finding: Finding)], in resolved: inout FixResolver.Resolved,
                             instances: [any Codemod], context: ProjectContext, root: String, safeOnly: Bool) -> Bool {
        let change = resolved.changes[changeIndex]
        let tree = SyntaxTree(file: SourceFile(path: change.path, bytes: change.result))
        guard FileLoader.rewritingProblem(tree) == nil else { return false }
        // The same rewrites as the rejected ones, each matched once, in file order.
        var unmatched = rejected
        var matched: [(index: Int, finding: Finding)] = []
        let found = instances.flatMap { $0.run(tree, in: context) }.filter { $0.fix != nil && !Suppression.isSuppressed($0, in: tree.file) }
        for finding in found.sorted(by: FixResolver.precedes) {
            guard let at = unmatched.firstIndex(where: { $0.finding.rule == finding.rule && $0.finding.message == finding.message }) else { continue }
            matched.append((unmatched[at].index, finding))
            unmatched.remove(at: at)
        }
        guard !matched.isEmpty else { return false }
        let next = FixResolver.resolve(matched.map(\.finding), root: root, originals: [change.path: change.result], safeOnly: safeOnly,
                                       exists: { _ in false })
        guard let applied = next.changes.first,
              let composed = EditSet.compose(change.edits, then: applied.edits, original: change.original, intermediate: change.result),
              EditSet.apply(composed, to: change.original) == applied.result else { return false }
        var progress = false
        for reported in next.findings where reported.status == .accepted {
            guard let at = matched.firstIndex(where: { FindingKey($0.finding) == FindingKey(reported.finding) }) else { continue }
            let index = matched[at].index
            let rejectedFinding = rejected.first { $0.index == index }!.finding
            resolved.findings[index] = ReportedFinding(finding: rejectedFinding, root: root, status: .accepted, safety: reported.safety)
            progress = true
        }
        guard progress else { return false }
        resolved.changes[changeIndex] = FileChange(root: change.root, path: change.path, original: change.original, edits: composed,
                                                   result: applied.result)
        return true
    }

    /// A finding's identity across the resolver, which rewrites the message of a rejected one.
    private struct FindingKey: Hashable {
        let path: String, offset: Int, rule: String, code: String?
        init(_ finding: Finding) { (path, offset, rule, code) = (finding.path, finding.offset, finding.rule, finding.code) }
    }
}
