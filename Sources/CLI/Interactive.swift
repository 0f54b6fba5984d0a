import Codemods
import Foundation
import Rewriter

/// `--interactive`: shows each rewrite's patch and asks y/n/a/q on stdin.
/// The unit is a whole fix, since a fix is applied whole or not at all.
struct Interactive {
    let terminal: Terminal
    let display: PathDisplay

    func review(_ result: PipelineResult) -> PipelineResult {
        let accepted = result.findings.filter { $0.status == .accepted }
        guard !accepted.isEmpty else { return result }
        var keep = Set<ReportedFinding>()
        var acceptRest = false
        var quit = false
        let originals = Dictionary(result.changes.map { ($0.path, $0.original) }, uniquingKeysWith: { a, _ in a })
        for (index, reported) in accepted.enumerated() {
            if quit { break }
            if acceptRest { keep.insert(reported); continue }
            let f = reported.finding
            terminal.out(patch(for: f.fix!, originals: originals))
            terminal.err("(\(index + 1)/\(accepted.count)) \(display.show(f.path)):\(f.line): \(f.message) [\(f.rule)]\n"
                         + "Apply this change? [y]es, [n]o, [a]ll remaining, [q]uit: ")
            while true {
                guard let answer = terminal.readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased() else {
                    quit = true
                    break
                }
                switch answer {
                case "y", "yes": keep.insert(reported)
                case "n", "no": break
                case "a", "all": keep.insert(reported); acceptRest = true
                case "q", "quit": quit = true
                default:
                    terminal.err("Please answer y, n, a or q: ")
                    continue
                }
                break
            }
        }
        terminal.err("\n")
        return result.keepingFixes { keep.contains($0) }
    }

    /// The patch of one fix alone.
    func patch(for fix: Fix, originals: [String: [UInt8]]) -> String {
        var text = ""
        for path in fix.edits.keys.sorted() {
            guard let original = originals[path] else { continue }
            let edits = Array(Set(fix.edits[path]!)).sorted()
            text += UnifiedDiff.patch(path: display.show(path), original: original, edits: edits)
        }
        for file in fix.newFiles.sorted(by: { $0.path < $1.path }) {
            text += UnifiedDiff.newFilePatch(path: display.show(file.path), contents: Array(file.contents.utf8))
        }
        return terminal.colourOut ? Terminal.paintDiff(text) : text
    }
}
