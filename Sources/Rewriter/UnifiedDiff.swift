/// Unified diffs that `git apply` and `patch -p1` accept.
public enum UnifiedDiff {
    /// The patch turning `original` into the result of `edits` (sorted,
    /// non-overlapping, against `original`) for the file at `path`.
    /// Empty when the edits change nothing.
    public static func patch(path: String, original: [UInt8], edits: [Edit]) -> String {
        // Interim: replaced by the edit-driven hunk writer.
        return ""
    }

    /// The patch creating a new file at `path`.
    public static func newFilePatch(path: String, contents: [UInt8]) -> String {
        return ""
    }
}
