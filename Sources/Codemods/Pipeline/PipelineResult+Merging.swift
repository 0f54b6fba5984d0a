extension PipelineResult {
    /// Results of separate runs (one per root) as one, in the order `Pipeline.run` gives:
    /// summaries in the given order, everything else by path.
    public static func merging(_ parts: [PipelineResult]) -> PipelineResult {
        var result = PipelineResult()
        for part in parts {
            result.findings += part.findings
            result.changes += part.changes
            result.created += part.created
            result.errors += part.errors
            result.summaries += part.summaries
        }
        guard parts.count > 1 else { return result }
        result.findings.sort { FixResolver.precedes($0.finding, $1.finding) }
        result.changes.sort { $0.path < $1.path }
        result.created.sort { $0.path < $1.path }
        result.errors.sort { ($0.path, $0.message) < ($1.path, $1.message) }
        return result
    }
}
