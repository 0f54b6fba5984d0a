import Rewriter

extension ThrowingTask.Tokens {
    /// The `try` tokens of a task body that throws only through `try await Task.sleep(...)`
    /// statements, or nil when anything else in it throws (another `try`, a `throw`, a
    /// `for try await`). `Task.sleep` throws only `CancellationError`, and only when the task is
    /// cancelled; nothing can cancel an unstructured task whose handle is dropped (it does not
    /// inherit cancellation), so such a body never throws. Same traversal as
    /// `firstThrowingToken(from:before:)`.
    ///
    /// Only the standard library's throwing forms count (`sleep(nanoseconds:)`, `sleep(for:)`,
    /// `sleep(until:)`), and only where the project declares no async or throwing `sleep` of its own
    /// (an extension of `Task` could throw anything).
    func sleepOnlyTries(from first: Int, before close: Int, projectDeclaresSleep: Bool) -> [Int]? {
        if projectDeclaresSleep { return nil }
        var tries: [Int] = []
        var k = first
        while k < close {
            let ck = kind(k)
            if ck.isTrivia { k += 1; continue }
            if ck == .leftBrace {
                guard let c = partner(k) else { return nil }
                if case .control = braceKind(k) { k += 1 } else { k = c + 1 }
                continue
            }
            if ck == .keyword {
                if file.token(k, is: "throw") { return nil }
                if file.token(k, is: "try") {
                    if let n = next(k), kind(n) == .operator, start(n) == end(k),
                       file.bytes[start(n)] == UInt8(ascii: "?") || file.bytes[start(n)] == UInt8(ascii: "!") {
                        k = n + 1
                        continue
                    }
                    guard let end = sleepStatementEnd(afterTry: k, before: close) else { return nil }
                    tries.append(k)
                    k = end + 1
                    continue
                }
                if file.token(k, is: "do"), let body = doBody(k), let c = partner(body), lastCatchIsExhaustive(afterDoBody: c) {
                    k = c + 1
                    continue
                }
            }
            k += 1
        }
        return tries.isEmpty ? nil : tries
    }

    /// The `)` ending `try await Task.sleep(...)` when that call is the whole statement (`for try
    /// await` and anything chained or combined after the call do not count).
    private func sleepStatementEnd(afterTry t: Int, before close: Int) -> Int? {
        guard let a = next(t), file.token(a, is: "await"), let task = next(a), isIdentifier(task, "Task"),
              let dot = next(task), kind(dot) == .period, let sleep = next(dot), isIdentifier(sleep, "sleep"),
              let open = next(sleep), kind(open) == .leftParen, sameLine(sleep, open), let end = partner(open),
              let label = next(open), isWord(label, in: ["nanoseconds", "for", "until"]),
              let colon = next(label), kind(colon) == .colon else { return nil }
        guard let after = next(end), after < close else { return end }
        if kind(after) == .semicolon || kind(after) == .rightBrace || !sameLine(end, after) && !continuesStatement(after) { return end }
        return nil
    }
}
