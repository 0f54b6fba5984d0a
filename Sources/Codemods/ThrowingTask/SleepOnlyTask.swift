import Rewriter

extension ThrowingTask.Tokens {
    /// The `try` tokens of a task body that throws only through `try await Task.sleep(...)`
    /// statements, or nil when anything else in it throws (another `try`, a `throw`, a
    /// `for try await`). `Task.sleep` throws only `CancellationError`, and only when the task is
    /// cancelled; nothing can cancel an unstructured task whose handle is dropped (it does not
    /// inherit cancellation), so such a body never throws. A `try` inside a sleep's arguments
    /// (`Task.sleep(for: try delay())`) is one more throwing token, so it does not count.
    ///
    /// Only the standard library's throwing forms count (`sleep(nanoseconds:)`, `sleep(for:)`,
    /// `sleep(until:)`), and only where the project declares no async or throwing `sleep` of its own
    /// (an extension of `Task` could throw anything).
    func sleepOnlyTries(from first: Int, before close: Int, projectDeclaresSleep: Bool) -> [Int]? {
        if projectDeclaresSleep { return nil }
        var tries: [Int] = []
        var onlySleeps = true
        let complete = forEachThrowingToken(from: first, before: close) { k in
            guard file.token(k, is: "try"), isSleepStatement(afterTry: k, before: close) else {
                onlySleeps = false
                return false
            }
            tries.append(k)
            return true
        }
        return complete && onlySleeps && !tries.isEmpty ? tries : nil
    }

    /// Whether `try await Task.sleep(...)` starts at `t` and is the whole statement (`for try
    /// await` and anything chained or combined after the call do not count).
    private func isSleepStatement(afterTry t: Int, before close: Int) -> Bool {
        guard let a = next(t), file.token(a, is: "await"), let task = next(a), isIdentifier(task, "Task"),
              let dot = next(task), kind(dot) == .period, let sleep = next(dot), isIdentifier(sleep, "sleep"),
              let open = next(sleep), kind(open) == .leftParen, sameLine(sleep, open), let end = partner(open),
              let label = next(open), isWord(label, in: ["nanoseconds", "for", "until"]),
              let colon = next(label), kind(colon) == .colon else { return false }
        guard let after = next(end), after < close else { return true }
        return kind(after) == .semicolon || kind(after) == .rightBrace || !sameLine(end, after) && !continuesStatement(after)
    }
}
