import Codemods
import Foundation
import Rewriter

// Codemods that exist only to exercise the harness and the pipeline.

/// Identifiers named `name` in a file.
func identifiers(_ name: String, in tree: SyntaxTree) -> [Int] {
    let file = tree.file
    return (0..<file.tokens.count).filter { file.tokens.kinds[$0] == .identifier && file.token($0, isText: name) }
}

/// Renames `foo` to `bar`.
///
///     foo()  ->  bar()
struct FooToBar: Codemod {
    static let id = "foo-to-bar"
    static let fixSafety = "Safe: a test rewrite."
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

/// Reports `legacy` without rewriting it.
struct ReportLegacy: Codemod {
    static let id = "report-legacy"
    static let summary = "reports legacy"
    static let explanation = "Before:\n    legacy()\nAfter: nothing changes; a warning.\n"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("legacy", in: tree).map {
            Finding(rule: Self.id, code: "LEG-W1", severity: .warning, file: tree.file, offset: tree.file.tokens.start($0),
                    message: "legacy is deprecated", suggestion: "call modern()")
        }
    }
}

/// Wrongly appends a comment to every `foo`, so a second run appends again.
struct GrowFoo: Codemod {
    static let id = "grow-foo"
    static let fixSafety = "Safe: a test rewrite."
    static let summary = "not idempotent"
    static let explanation = "foo -> foo/*x*/"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("foo", in: tree).map { i in
            let range = tree.file.tokens[i].range
            return Finding(rule: Self.id, severity: .info, file: tree.file, offset: range.lowerBound, message: "grow",
                           fix: Fix(path: tree.file.path, edits: [Edit.insert("/*x*/", at: range.upperBound)]))
        }
    }
}

/// Rewrites a `foo(...)` call spanning lines but reports it at the closing
/// parenthesis, so an ignore comment above the call's first line misses it.
struct MisplacedFoo: Codemod {
    static let id = "misplaced-foo"
    static let fixSafety = "Safe: a test rewrite."
    static let summary = "reports inside the rewrite, on a later line"
    static let explanation = "foo(\n1) -> bar(\n1)"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        let file = tree.file
        return identifiers("foo", in: tree).compactMap { i in
            guard let open = file.next(after: i), file.tokens.kinds[open] == .leftParen, tree.partner[open] >= 0 else { return nil }
            let close = Int(tree.partner[open])
            let range = file.tokens.start(i)..<file.tokens.end(close)
            return Finding(rule: Self.id, severity: .info, file: file, offset: file.tokens.start(close), message: "misplaced",
                           fix: Fix(path: file.path, edits: [Edit(range: range, replacement: "bar" + file.text(file.tokens.start(open)..<range.upperBound))]))
        }
    }
}

/// Rewrites `foo` to `foo(`, which does not parse.
struct BreakFoo: Codemod {
    static let id = "break-foo"
    static let fixSafety = "Safe: a test rewrite."
    static let summary = "breaks the syntax"
    static let explanation = "foo -> foo("
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("foo", in: tree).map { i in
            let range = tree.file.tokens[i].range
            return Finding(rule: Self.id, severity: .info, file: tree.file, offset: range.lowerBound, message: "break",
                           fix: Fix(path: tree.file.path, edits: [Edit.insert("(", at: range.upperBound)]))
        }
    }
}

/// A project pass: when a Swift file declares `class AppDelegate`, creates
/// `SceneDelegate.swift` beside it and sets `<string>legacy</string>` in Info.plist to `scene`, as one fix.
struct AddScene: Codemod {
    static let id = "add-scene"
    static let fixSafety = "Safe: a test rewrite."
    static let summary = "creates a file and edits a plist"
    static let explanation = "Before: no scene delegate. After: SceneDelegate.swift and a plist edit."
    init(options: [String: String]) {}
    func runProject(_ project: ProjectContext) -> [Finding] {
        guard let tree = project.files.first(where: { tree in
            identifiers("AppDelegate", in: tree).contains { i in tree.file.previous(before: i).map { tree.file.token($0, is: "class") } ?? false }
        }) else { return [] }
        guard let plist = project.projectFiles.keys.sorted().first(where: { $0.hasSuffix("Info.plist") }) else { return [] }
        let bytes = project.projectFiles[plist]!
        let needle = Array("<string>legacy</string>".utf8)
        guard let at = (0...(max(0, bytes.count - needle.count))).first(where: { Array(bytes[$0..<min(bytes.count, $0 + needle.count)]) == needle })
        else { return [] }
        let folder = (tree.file.path as NSString).deletingLastPathComponent
        let offset = identifiers("AppDelegate", in: tree)[0]
        let fix = Fix(edits: [plist: [Edit(range: at..<(at + needle.count), replacement: "<string>scene</string>")]],
                      newFiles: [NewFile(path: folder + "/SceneDelegate.swift", contents: "final class SceneDelegate {}\n")])
        return [Finding(rule: Self.id, severity: .info, file: tree.file, offset: tree.file.tokens.start(offset),
                        message: "adopts scenes", fix: fix)]
    }
}

/// Answers to the `screen-scale` id but reports only `UIScreen.main.scale`, leaving every other
/// main-screen read silent: for the harness check that every target occurrence is accounted for.
struct ScaleOnlyReporter: Codemod {
    static let id = "screen-scale"
    static let summary = "reports UIScreen.main.scale only"
    static let explanation = "Before:\n    UIScreen.main.scale\nAfter: nothing changes; a warning.\n"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("UIScreen", in: tree).compactMap { i in
            guard let main = tree.next(tree.next(i) ?? i), let property = tree.next(tree.next(main) ?? main),
                  tree.file.token(property, is: "scale") else { return nil }
            return Finding(rule: Self.id, severity: .warning, file: tree.file, offset: tree.file.tokens.start(i), message: "scale read")
        }
    }
}

/// Renames `foo` to `bar` as a behaviour change whose sentence is not one lower-case line, and
/// declares no fix safety: the harness must catch both.
struct LoudFoo: Codemod {
    static let id = "loud-foo"
    static let summary = "renames foo loudly"
    static let explanation = "foo() -> bar()"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        FooToBar(options: [:]).run(tree, in: project).map { finding in
            var loud = finding
            loud.rule = Self.id
            loud.fix?.safety = .behavior("Bar runs instead.")
            return loud
        }
    }
}
