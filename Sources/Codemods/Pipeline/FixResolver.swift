import Foundation
import Rewriter

/// Turns findings into accepted edits and new files. Fixes are taken in
/// finding order, each whole across every file it touches; a fix that would
/// overlap an accepted one is rejected and reported, and a second run applies it.
enum FixResolver {
    struct Resolved {
        var findings: [ReportedFinding]
        var changes: [FileChange]
        var created: [CreatedFile]
    }

    /// Total order: path, offset, then rule, code and message.
    static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.offset != b.offset { return a.offset < b.offset }
        if a.rule != b.rule { return a.rule < b.rule }
        if (a.code ?? "") != (b.code ?? "") { return (a.code ?? "") < (b.code ?? "") }
        if a.message != b.message { return a.message < b.message }
        return a.line < b.line
    }

    /// `safeOnly`: fixes that change behaviour are not applied; their findings say so (`.withheld`).
    static func resolve(_ findings: [Finding], root: String, originals: [String: [UInt8]], safeOnly: Bool = false,
                        exists: (String) -> Bool = pathExists) -> Resolved {
        var sets: [String: EditSet] = [:]
        var created: [String: CreatedFile] = [:]
        var reported: [ReportedFinding] = []
        for finding in findings.sorted(by: precedes) {
            guard let fix = finding.fix, !(fix.edits.values.allSatisfy(\.isEmpty) && fix.newFiles.isEmpty) else {
                var plain = finding
                plain.fix = nil
                reported.append(ReportedFinding(finding: plain, root: root, status: .report))
                continue
            }
            if safeOnly, fix.safety.behaviorChange != nil {
                var withheld = finding
                withheld.fix = nil
                withheld.severity = max(finding.severity, .warning)
                withheld.message = "\(finding.message); not rewritten: it changes behaviour (--safe-only)"
                reported.append(ReportedFinding(finding: withheld, root: root, status: .withheld, safety: fix.safety))
                continue
            }
            if let reason = conflict(fix, sets: sets, created: created, originals: originals, exists: exists) {
                var rejected = finding
                rejected.fix = nil
                rejected.severity = max(finding.severity, .warning)
                rejected.message = "\(finding.message); not rewritten: \(reason), run modernize again"
                reported.append(ReportedFinding(finding: rejected, root: root, status: .rejected, safety: fix.safety))
                continue
            }
            for (path, edits) in fix.edits where !edits.isEmpty { sets[path, default: EditSet()].add(edits) }
            for file in fix.newFiles {
                if created[file.path] != nil {
                    if !created[file.path]!.rules.contains(finding.rule) { created[file.path]!.rules.append(finding.rule) }
                } else {
                    created[file.path] = CreatedFile(root: root, path: file.path, contents: Array(file.contents.utf8), rules: [finding.rule])
                }
            }
            reported.append(ReportedFinding(finding: finding, root: root, status: .accepted, safety: fix.safety))
        }
        var changes: [FileChange] = []
        for path in sets.keys.sorted() {
            let original = originals[path]!
            let edits = sets[path]!.edits
            let result = EditSet.apply(edits, to: original)
            if result != original {
                changes.append(FileChange(root: root, path: path, original: original, edits: edits, result: result))
            }
        }
        return Resolved(findings: reported, changes: changes, created: created.values.sorted { $0.path < $1.path })
    }

    /// Why `fix` cannot join what is accepted so far, or nil when it can.
    static func conflict(_ fix: Fix, sets: [String: EditSet], created: [String: CreatedFile],
                         originals: [String: [UInt8]], exists: (String) -> Bool) -> String? {
        for (path, edits) in fix.edits where !edits.isEmpty {
            guard let original = originals[path] else { return "it edits \(path), which was not read" }
            if edits.contains(where: { $0.range.lowerBound < 0 || $0.range.upperBound > original.count }) {
                return "an edit lies outside \(path)"
            }
            if !(sets[path] ?? EditSet()).canAdd(edits) { return "it overlaps another rewrite in \(path)" }
        }
        var seen: [String: String] = [:]
        for file in fix.newFiles {
            if let other = seen[file.path], other != file.contents { return "it creates \(file.path) twice with different contents" }
            seen[file.path] = file.contents
            if let existing = created[file.path] {
                if existing.contents != Array(file.contents.utf8) {
                    return "another rewrite creates \(file.path) with different contents"
                }
            } else if originals[file.path] != nil || exists(file.path) {
                return "\(file.path) already exists"
            }
        }
        return nil
    }

    static func pathExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
