import Codemods

/// `--max-changes N`, for a first small pull request: the first N changes in path order, each
/// fix whole (a fix spanning files counts once). The rest are left out of this run's result
/// entirely, neither shown nor written, and a later run proposes them again.
enum ChangeLimit {
    /// The result with only the first `limit` changes, and how many were left, per root.
    static func first(_ limit: Int, of result: PipelineResult) -> (result: PipelineResult, deferred: [String: Int]) {
        let accepted = result.findings.indices.filter { result.findings[$0].status == .accepted && result.findings[$0].finding.fix != nil }
        guard accepted.count > limit else { return (result, [:]) }
        let left = Set(accepted.dropFirst(limit))
        var deferred: [String: Int] = [:]
        for index in left { deferred[result.findings[index].root, default: 0] += 1 }
        var trimmed = result
        trimmed.findings = result.findings.indices.filter { !left.contains($0) }.map { result.findings[$0] }
        // Rebuilds the changed and created files from the fixes that remain.
        return (trimmed.keepingFixes(where: { _ in true }), deferred)
    }
}
