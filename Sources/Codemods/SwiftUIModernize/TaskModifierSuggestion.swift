import Rewriter

/// Reports `.onAppear { Task { ... } }`, which `.task { ... }` expresses with a lifetime: the work is
/// cancelled when the view disappears.
///
///     .onAppear { Task { await load() } }   ->   .task { await load() }
public struct TaskModifierSuggestion: Codemod {
    public static let id = "swiftui-task-modifier"
    public static let summary = "report .onAppear { Task { ... } }, which .task { ... } ties to the view's lifetime"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `.onAppear { Task { ... } }` starts an unstructured task that outlives the view. `.task { ... }` (iOS 15,
        macOS 12, tvOS 15, watchOS 8) runs the same work when the view appears and cancels it when the view
        disappears. That cancellation is a change of behaviour (a save or an upload that must finish would be
        cut short, and `Task.sleep` or URLSession calls inside throw CancellationError), so nothing is
        rewritten: with `--swiftui-modernize available` and a deployment target of iOS 15 or later, each such
        onAppear is reported.

        Before:
            List(posts) { PostRow(post: $0) }
                .onAppear {
                    Task { posts = try await fetchPosts() }
                }
        After (by hand, where cancelling on disappear is right):
            List(posts) { PostRow(post: $0) }
                .task {
                    do { posts = try await fetchPosts() } catch { ... }
                }

        TASKMOD-I1 (info), at `onAppear`: its action (a trailing closure or `perform: { ... }`) is exactly one
          `Task { ... }` or `Task(priority:) { ... }`. Not reported: `Task.detached`, tasks stored in a
          property (the view cancels them itself), and actions that do more than start the task.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.onAppear], new: [SwiftUIAvailabilityTable.task])

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.onAppear) else { return [] }
        // `.onAppear { ... }` has no parentheses: find the modifier by its name and dot.
        var calls: [ChainedCall] = []
        for i in tree.file.identifierTokens(spelling: "onAppear") {
            guard let dot = tree.previous(i), tree.kind(dot) == .period, let call = tree.call(calleeLast: i), call.calleeLast == i,
                  startsOnlyATask(call, tree) else { continue }
            calls.append(ChainedCall(dot: dot, name: i, call: call))
        }
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.onAppear, SwiftUIAvailabilityTable.task, in: deployment)
        else { return [] }
        return calls.map { modifier in
            Finding(rule: Self.id, code: "TASKMOD-I1", severity: .info, file: tree.file, offset: tree.file.tokens.start(modifier.name),
                    message: "onAppear only starts a Task: .task { } would run it when the view appears and cancel it when the view disappears: \(reason)",
                    suggestion: "use .task { ... } where the work should stop with the view; keep onAppear for work that must finish")
        }
    }

    /// The action is one statement: `Task { ... }` or `Task(priority: ...) { ... }`, not assigned.
    private func startsOnlyATask(_ call: Call, _ tree: SyntaxTree) -> Bool {
        let brace: Int
        if call.arguments.isEmpty, call.trailingClosures.count == 1 {
            brace = call.trailingClosures[0].leftBrace
        } else if call.trailingClosures.isEmpty, call.arguments.count == 1, call.arguments[0].label == "perform",
                  tree.kind(call.arguments[0].value.lowerBound) == .leftBrace,
                  tree.partner(of: call.arguments[0].value.lowerBound) == call.arguments[0].value.upperBound {
            brace = call.arguments[0].value.lowerBound
        } else {
            return false
        }
        let statements = tree.statements(in: brace)
        guard statements.count == 1, statements[0].kind == .expression, tree.isIdentifier(statements[0].first, "Task"),
              let task = tree.call(calleeLast: statements[0].first), task.last == statements[0].last,
              task.trailingClosures.count == 1, task.arguments.allSatisfy({ $0.label == "priority" }) else { return false }
        return true
    }
}
