import Codemods
import Foundation
import Rewriter

// Codemods that exist only to drive the command and the pipeline in tests.

func identifiers(_ name: String, in tree: SyntaxTree) -> [Int] {
    let file = tree.file
    return (0..<file.tokens.count).filter { file.tokens.kinds[$0] == .identifier && file.token($0, isText: name) }
}

/// Renames `foo` to `bar` (or the `foo-replacement` option).
struct FooToBar: Codemod {
    static let id = "foo-to-bar"
    static let summary = "renames foo to bar"
    static let explanation = "Renames foo.\n\n    foo()  ->  bar()\n"
    static let options = [CodemodOption(name: "foo-replacement", help: "the new name", defaultValue: "bar")]
    let replacement: String
    init(options: [String: String]) { replacement = options["foo-replacement"] ?? "bar" }

    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("foo", in: tree).map { i in
            let range = tree.file.tokens[i].range
            return Finding(rule: Self.id, severity: .info, file: tree.file, offset: range.lowerBound,
                           message: "foo is now \(replacement)",
                           fix: Fix(path: tree.file.path, edits: [Edit(range: range, replacement: replacement)]))
        }
    }
}

/// Rewrites `foo()` calls whole to `baz()`: overlaps FooToBar's edit, so one of them must wait for a second run.
struct FooCallToBaz: Codemod {
    static let id = "foo-call-to-baz"
    static let summary = "rewrites foo() to baz()"
    static let explanation = "foo() -> baz()"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("foo", in: tree).compactMap { i in
            guard let open = tree.file.next(after: i), tree.file.tokens.kinds[open] == .leftParen,
                  let close = tree.file.next(after: open), tree.file.tokens.kinds[close] == .rightParen else { return nil }
            let range = tree.file.tokens.start(i)..<tree.file.tokens.end(close)
            return Finding(rule: Self.id, severity: .info, file: tree.file, offset: range.lowerBound, message: "call baz",
                           fix: Fix(path: tree.file.path, edits: [Edit(range: range, replacement: "baz()")]))
        }
    }
}

/// Rewrites `wrap(x)` to `block { x }` with one edit over the whole call, carrying what was inside.
struct WrapToBlock: Codemod {
    static let id = "wrap-to-block"
    static let summary = "rewrites wrap(x) to block { x }"
    static let explanation = "wrap(x) -> block { x }"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("wrap", in: tree).compactMap { i in
            guard let open = tree.file.next(after: i), tree.file.tokens.kinds[open] == .leftParen, let close = tree.partner(of: open),
                  close > open + 1 else { return nil }
            let inside = tree.file.tokens.start(open + 1)..<tree.file.tokens.start(close)
            let range = tree.file.tokens.start(i)..<tree.file.tokens.end(close)
            let text = String(decoding: tree.file.bytes[inside], as: UTF8.self)
            return Finding(rule: Self.id, severity: .info, file: tree.file, offset: range.lowerBound, message: "block",
                           fix: Fix(path: tree.file.path, edits: [Edit(range: range, replacement: "block { \(text) }")]))
        }
    }
}

/// Reports `legacy` as a warning without rewriting it.
struct ReportLegacy: Codemod {
    static let id = "report-legacy"
    static let summary = "reports legacy"
    static let explanation = "Before:\n    legacy()\nAfter: a warning only.\n"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("legacy", in: tree).map {
            Finding(rule: Self.id, code: "LEG-W1", severity: .warning, file: tree.file, offset: tree.file.tokens.start($0),
                    message: "legacy is deprecated", suggestion: "call modern()")
        }
    }
}

/// A project pass: for `class AppDelegate`, creates `SceneDelegate.swift` beside it,
/// sets `<string>legacy</string>` in Info.plist to `scene` and adds a line to
/// project.pbxproj, as one fix across three files.
struct AddScene: Codemod {
    static let id = "add-scene"
    static let summary = "creates a file and edits a plist and a project"
    static let explanation = "Before: no scene delegate. After: SceneDelegate.swift, a plist edit and a project entry."
    init(options: [String: String]) {}

    func runProject(_ project: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        for tree in project.files {
            guard let i = identifiers("AppDelegate", in: tree).first(where: { i in
                tree.file.previous(before: i).map { tree.file.token($0, is: "class") } ?? false
            }) else { continue }
            let folder = (tree.file.path as NSString).deletingLastPathComponent
            var edits: [String: [Edit]] = [:]
            if let plist = project.projectFiles.keys.sorted().first(where: { $0.hasPrefix(folder + "/") && $0.hasSuffix("Info.plist") }),
               let range = find("<string>legacy</string>", in: project.projectFiles[plist]!) {
                edits[plist] = [Edit(range: range, replacement: "<string>scene</string>")]
            }
            if let pbx = project.projectFiles.keys.sorted().first(where: { $0.hasSuffix("project.pbxproj") }),
               let range = find("/* End PBXFileReference section */", in: project.projectFiles[pbx]!) {
                edits[pbx] = [Edit.insert("\t\tAA0000000000000000000001 /* SceneDelegate.swift */ = {isa = PBXFileReference; path = SceneDelegate.swift; sourceTree = \"<group>\"; };\n", at: range.lowerBound)]
            }
            let fix = Fix(edits: edits, newFiles: [NewFile(path: folder + "/SceneDelegate.swift", contents: "final class SceneDelegate {}\n")])
            findings.append(Finding(rule: Self.id, severity: .info, file: tree.file, offset: tree.file.tokens.start(i),
                                    message: "adopts scenes", fix: fix))
        }
        return findings
    }

    func find(_ needle: String, in bytes: [UInt8]) -> Range<Int>? {
        let n = Array(needle.utf8)
        guard bytes.count >= n.count else { return nil }
        for start in 0...(bytes.count - n.count) where bytes[start] == n[0] && Array(bytes[start..<(start + n.count)]) == n {
            return start..<(start + n.count)
        }
        return nil
    }
}

/// Rewrites `foo()` to `baz()` as a behaviour change. Its id sorts before `foo-to-bar`, whose edit it
/// overlaps, so without `--safe-only` it wins and `foo-to-bar` waits for a second run.
struct CallFooAsBaz: Codemod {
    static let id = "call-foo-as-baz"
    static let summary = "calls baz() where foo() was called"
    static let explanation = "foo() -> baz()"
    static let fixSafety = "A behavior change: baz() runs instead of foo()."
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        FooCallToBaz(options: [:]).run(tree, in: project).map { finding in
            var changed = finding
            changed.rule = Self.id
            changed.fix?.safety = .behavior("baz() runs where foo() did")
            return changed
        }
    }
}
