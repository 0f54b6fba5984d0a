import Rewriter

/// Handles errors inside discarded throwing unstructured tasks, which Swift 6.4
/// (SE-0520) warns about because their errors are silently dropped.
///
///     Task { try await lander.fly(to: moon) }
///
/// becomes
///
///     Task {
///         do {
///             _ = try await lander.fly(to: moon)
///         } catch {
///             // TODO(modernize): handle this error — it was silently discarded before.
///         }
///     }
public struct ThrowingTask: Codemod {
    public static let id = "throwing-task"
    public static let summary = "handle errors inside discarded throwing tasks (Swift 6.4 warns about them)"
    public static let explanation = """
    Swift 6.4 (SE-0520) warns when a throwing unstructured task is created and
    its handle is dropped: "unstructured throwing task created by
    'init(name:priority:operation:)' is not used, which may accidentally ignore
    errors thrown inside the task". The errors were already being dropped, so
    this codemod wraps the task's body in do/catch with a TODO, which keeps the
    behaviour and silences the warning.

    Before:
        Task { try await lander.fly(to: moon) }

    After:
        Task {
            do {
                _ = try await lander.fly(to: moon)
            } catch {
                // TODO(modernize): handle this error — it was silently discarded before.
            }
        }

    Matched: Task, Task<S, F>, Swift.Task, _Concurrency.Task, Task.detached,
    Task.immediate, Task.immediateDetached, with priority:/name:/executorPreference:
    and a trailing closure or operation: closure, used as a statement (a function,
    closure, if/guard/switch/defer/do body, #if block or top-level code). Kept
    handles are not touched: let t = Task {…}, _ = Task {…}, return Task {…},
    arguments, collection elements, Task {…}.value / .cancel(), and the implicit
    return of a single-expression function, getter or closure with a declared result.

    The task throws when its own body (not nested closures or functions) has a
    try (not try?/try!), throw or for try await outside a do whose last catch is
    exhaustive, when its signature says throws, or when its failure type is not Never.

    The rewrite keeps the closure head ([weak self], @MainActor, parameters),
    removes throws from the signature, sets an explicit failure type to Never,
    keeps leading defers above the do, and turns a single-expression body into
    `_ = expr` (its value used to be the task's result). A task that throws only
    by its signature or failure type just loses the throws.

    Reported, not rewritten:
      TASK-W1  the project declares its own Task type (write _Concurrency.Task to opt in)
      TASK-W2  the task is the only expression of a closure that may return it (map, stored closures)
      TASK-W3  typed throws in the task closure (throws(E) crashes the 6.3/6.4 compiler there)
      TASK-W4  the task returns a value or declares a non-Void success type
    A task whose body throws only through `try await Task.sleep(nanoseconds:/for:/until:)` statements
    cannot throw at all: sleep throws only when the task is cancelled, and nothing can cancel a task
    whose handle is dropped (it does not inherit cancellation). There `try` becomes `try?` (TASK-I2)
    instead of a do/catch around the body, unless the project declares a `sleep` of its own or the
    task lies in a body wrapped in do/catch.
    Every other rewrite is reported as TASK-I1. With --task-fix discard the task is
    written `_ = Task { … }` instead (no body change); --task-catch-template
    sets the catch body and puts a `catch is CancellationError` clause first.
    """
    public static let options: [CodemodOption] = [
        CodemodOption(name: "task-fix", help: "catch: wrap the body in do/catch; discard: write `_ = Task { … }`",
                      defaultValue: "catch", allowedValues: ["catch", "discard"]),
        CodemodOption(name: "task-catch-template",
                      help: "code for the catch body (default: a TODO comment); adds `catch is CancellationError` first",
                      defaultValue: ""),
        CodemodOption(name: "task-assume-void", help: "true: keep single-expression bodies without `_ =`",
                      defaultValue: "false", allowedValues: ["true", "false"]),
    ]

    public static let fixSafety = """
    Safe by default: the errors were already dropped, and the catch that now receives them holds only a \
    TODO comment, so the task does what it did (`defer`s keep their order; a single expression keeps its \
    value through `_ =`). `--task-fix discard` only writes `_ =` before the task: safe. `try?` on a \
    `Task.sleep` that cannot throw (TASK-I2) is safe. Removing an unused \
    `throws` or error type from a task that cannot throw is safe.
    With a `--task-catch-template` that holds code, wrapping is a behavior change: errors that were dropped \
    now run that code (a log line, an assertion that stops a debug build), while cancellation is still \
    ignored. A template of comments only is safe.
    """

    let discard: Bool
    let catchTemplate: String
    let assumeVoid: Bool
    /// What a wrapped body's catch does that the task did not do before.
    let wrapSafety: FixSafety

    public init(options: [String: String]) {
        discard = options["task-fix"] == "discard"
        catchTemplate = options["task-catch-template"] ?? ""
        assumeVoid = options["task-assume-void"] == "true"
        wrapSafety = Self.safety(ofCatchTemplate: catchTemplate)
    }

    /// A template with code runs on errors that used to vanish; one of comments only does nothing.
    static func safety(ofCatchTemplate template: String) -> FixSafety {
        let tokens = Lexer.tokenize(Array(template.utf8))
        guard tokens.kinds.contains(where: { !$0.isTrivia }) else { return .safe }
        let code = template.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return .behavior("errors thrown in the task, which were dropped, now run `\(code)` (--task-catch-template); cancellation is still ignored")
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        // Only `Task` identifiers are read: most files have none, which their identifier filter tells at once.
        let tasks = tree.file.identifierTokens(spelling: "Task")
        guard !tasks.isEmpty, tree.isBalanced else { return [] }
        let t = Tokens(tree)
        // The bodies wrapped in do/catch so far (tasks come in source order, outer before inner): a task
        // inside one is rewritten as part of it.
        var wrappedBodies: [(open: Int, close: Int)] = []
        var findings: [Finding] = []
        var rewrites: [CatchRewrite] = []
        for i in tasks {
            guard let call = t.taskCall(at: i), let use = t.use(of: call) else { continue }
            if let f = call.failure, f.first == f.last, t.isIdentifier(f.first, "Never") { continue }
            let head = t.closureHead(call.open)
            let bodyFirst = (head?.inToken ?? call.open) + 1
            let thrower = t.firstThrowingToken(from: bodyFirst, before: call.close)
            guard thrower != nil || head?.throwsToken != nil || call.failure != nil else { continue }

            func report(_ code: String, _ message: String, _ suggestion: String) {
                findings.append(Finding(rule: Self.id, code: code, severity: .warning, file: t.file,
                                        offset: t.start(call.first), message: message, suggestion: suggestion))
            }
            if !call.isQualified, let decl = ProjectTaskDeclaration.shadowing(at: call.first, in: tree, project: project) {
                report("TASK-W1", "the project declares its own `Task` (\(decl.path):\(decl.line)), so this may not be a concurrency task; not rewritten",
                       "write `_Concurrency.Task` for a concurrency task, then re-run, or handle the error inside it")
                continue
            }
            if let group = head?.typedThrowsGroup, let c = t.partner(group) {
                // `throws(Never)` cannot throw: not a throwing task (the compiler does not warn).
                if let inner = t.next(group), t.next(inner) == c, t.isIdentifier(inner, "Never") { continue }
                let typed = t.file.text(tokens: head!.throwsToken!, through: c)
                report("TASK-W3", "throwing task closure uses typed throws (`\(typed)`), which crashes the Swift 6.3/6.4 compiler when rewritten; not rewritten",
                       "use untyped `throws` and handle the error inside the task with do/catch")
                continue
            }
            if case .soleExpressionOfClosure(let open) = use {
                let callee = t.callee(ofClosure: open)
                guard let name = callee, Self.voidCallbacks.contains(name) || Self.dispatchCallbacks.contains(name) else {
                    let place = callee.map { "a closure passed to `\($0)`" } ?? "a closure"
                    report("TASK-W2", "throwing task is the only expression of \(place), which may return it rather than drop it; not rewritten",
                           "if the closure returns Void, handle the error inside the task with do/catch; if it returns the task, await its value where it is used")
                    continue
                }
            }
            if discard {
                let fix = Fix(path: t.file.path, edits: [.insert("_ = ", at: t.start(call.first))])
                findings.append(Finding(rule: Self.id, code: "TASK-I1", severity: .info, file: t.file, offset: t.start(call.first),
                                        message: "discarded throwing task: its errors were silently dropped; now discarded explicitly with `_ =`",
                                        fix: fix))
                continue
            }
            // A `return f()` in a body that can also fall off its end returns Void (it compiled), so it stays legal.
            if let r = t.firstValueReturn(from: bodyFirst, before: call.close), !t.fallsThrough(from: bodyFirst, before: call.close) {
                let statement = t.file.text(tokens: r, through: t.statementEnd(from: r, before: call.close))
                report("TASK-W4", "throwing task returns a value (`\(statement)`) that a catch path cannot produce; not rewritten",
                       "store the task and read `try await task.value`, or handle the error inside and drop the value")
                continue
            }
            if let s = call.success, !(s.first == s.last && t.isWord(s.first, in: ["Void", "_"])),
               t.file.text(tokens: s.first, through: s.last) != "()" {
                let type = t.file.text(tokens: s.first, through: s.last)
                report("TASK-W4", "throwing task declares the success type `\(type)`, which a catch path cannot produce; not rewritten",
                       "store the task and read `try await task.value`, or make it `Task<Void, Never>` and handle the error inside")
                continue
            }
            // Only `Task.sleep` throws, which nothing can make it do in a dropped task: `try?` says so.
            if !discard, head?.throwsToken == nil, call.failure == nil,
               let tries = t.sleepOnlyTries(from: bodyFirst, before: call.close, projectDeclaresSleep: project.index.functionReturnsValue["sleep"] != nil),
               !wrappedBodies.contains(where: { $0.open < call.first && call.close < $0.close }) {
                let fix = Fix(path: t.file.path, edits: tries.map { .insert("?", at: t.end($0)) })
                findings.append(Finding(rule: Self.id, code: "TASK-I2", severity: .info, file: t.file, offset: t.start(call.first),
                                        message: "discarded throwing task: only `Task.sleep` throws in it, which it does only when the task is cancelled, and nothing can cancel a task whose handle is dropped; `try` became `try?`",
                                        fix: fix))
                continue
            }
            wrappedBodies.append((call.open, call.close))
            rewrites.append(CatchRewrite(t: t, call: call, head: head, bodyThrows: thrower != nil,
                                         catchTemplate: catchTemplate, assumeVoid: assumeVoid,
                                         functionReturnsValue: project.index.functionReturnsValue))
        }
        return findings + rewriteFindings(rewrites, t)
    }

    /// One info finding per rewrite. A task nested in another rewritten task
    /// is folded into the outer rewrite (whose body text it lies in), and both
    /// findings carry that one combined fix.
    private func rewriteFindings(_ all: [CatchRewrite], _ t: Tokens) -> [Finding] {
        // A suppressed task is left alone, so tasks inside it keep their own fixes.
        let rewrites = all.filter { r in
            let probe = Finding(rule: Self.id, severity: .info, file: t.file, offset: t.start(r.call.first), message: "")
            return !Suppression.isSuppressed(probe, in: t.file)
        }
        // Inner tasks first, so an outer task's body is rewritten with their fixes inside.
        let order = rewrites.indices.sorted { rewrites[$0].call.close - rewrites[$0].call.open < rewrites[$1].call.close - rewrites[$1].call.open }
        // By position, so the tasks inside one are a contiguous run found by binary search.
        let byPosition = rewrites.indices.sorted { rewrites[$0].call.first < rewrites[$1].call.first }
        func firstAtOrAfter(_ token: Int) -> Int { byPosition.partitionPoint { rewrites[$0].call.first >= token } }
        var edits: [Int: [Edit]] = [:]
        var outer: [Int: Int] = [:]
        for r in order {
            let call = rewrites[r].call
            // Tasks inside this one, not yet inside another: all smaller, so already done.
            var children: [Int] = []
            var k = firstAtOrAfter(call.open + 1)
            while k < byPosition.count, rewrites[byPosition[k]].call.first < call.close {
                let c = byPosition[k]
                if outer[c] == nil, rewrites[c].call.last < call.close, edits[c] != nil { children.append(c) }
                k += 1
            }
            var rewrite = rewrites[r]
            rewrite.innerEdits = children.flatMap { edits[$0]! }.sorted()
            edits[r] = rewrite.edits()
            if edits[r] != nil { for c in children { outer[c] = r } }
        }
        func root(of r: Int) -> Int {
            var root = r
            while let o = outer[root] { root = o }
            return root
        }
        // A combined fix wraps a body (and runs the catch template) when any task in it does.
        var wraps: Set<Int> = []
        for r in rewrites.indices where rewrites[r].bodyThrows { wraps.insert(root(of: r)) }
        return rewrites.indices.compactMap { r in
            let root = root(of: r)
            guard let fixEdits = edits[root] else { return nil }
            let call = rewrites[r].call
            let what = rewrites[r].bodyThrows ? "wrapped its body in do/catch" : "removed the unused `throws`"
            return Finding(rule: Self.id, code: "TASK-I1", severity: .info, file: t.file, offset: t.start(call.first),
                           message: "discarded throwing task: its errors were silently dropped; \(what)",
                           fix: Fix(path: t.file.path, edits: fixEdits, safety: wraps.contains(root) ? wrapSafety : .safe))
        }
    }
}
