import Rewriter

extension ThrowingTask {
    /// A closure's head: `{ @MainActor [weak self] (x: Int) async throws -> T in`.
    struct ClosureHead {
        var inToken: Int
        /// The `throws` keyword, untyped or typed.
        var throwsToken: Int?
        /// The `(E)` after a typed `throws`.
        var typedThrowsGroup: Int?
        /// First and last token of the declared result type.
        var result: (first: Int, last: Int)?
    }

    /// One unstructured task creation: `Task`, `Task<S, F>`, `Task.detached`,
    /// `Task.immediate`, … with its arguments and operation closure.
    struct TaskCall {
        /// First token of the expression (`Task`, or `Swift`/`_Concurrency` when qualified).
        var first: Int
        var taskToken: Int
        var isQualified: Bool
        /// `detached`, `immediate`, `immediateDetached`, `init`, or nil for `Task { }`.
        var variant: String?
        /// Tokens of the generic arguments, when spelled out.
        var success: (first: Int, last: Int)?
        var failure: (first: Int, last: Int)?
        /// The operation closure's braces.
        var open: Int
        var close: Int
        /// Last token of the whole call.
        var last: Int
    }

    static let variants: Set<String> = ["detached", "immediate", "immediateDetached", "init"]
    static let allowedLabels: Set<String> = ["priority", "name", "executorPreference", "operation"]
}

extension ThrowingTask.Tokens {
    typealias ClosureHead = ThrowingTask.ClosureHead
    typealias TaskCall = ThrowingTask.TaskCall

    /// Parses the head of the closure opened at `open`, or nil when it has none.
    func closureHead(_ open: Int) -> ClosureHead? {
        var head = ClosureHead(inToken: -1)
        var k = next(open)
        var inResult = false
        while let cur = k {
            let ck = kind(cur)
            if ck == .keyword && file.token(cur, is: "in") {
                head.inToken = cur
                return head
            }
            if ck == .rightBrace || ck == .semicolon { return nil }
            if inResult {
                if head.result == nil { head.result = (cur, cur) }
                let last = ck.isOpeningBracket ? (partner(cur) ?? cur) : cur
                guard ck == .identifier || ck == .period || ck == .operator || ck.isOpeningBracket
                    || isWord(cur, in: ["Any", "Self"]) else { return nil }
                head.result!.last = last
                k = next(last)
                continue
            }
            switch ck {
            case .attribute:
                if let n = next(cur), kind(n) == .leftParen, start(n) == end(cur), let c = partner(n) {
                    k = next(c)
                } else {
                    k = next(cur)
                }
            case .leftBracket, .leftParen:
                guard let c = partner(cur) else { return nil }
                k = next(c)
            case .identifier, .comma:
                k = next(cur)
            case .keyword:
                if file.token(cur, is: "throws") || file.token(cur, is: "rethrows") {
                    head.throwsToken = cur
                    if let n = next(cur), kind(n) == .leftParen, start(n) == end(cur) || sameLine(cur, n), let c = partner(n) {
                        head.typedThrowsGroup = n
                        k = next(c)
                    } else {
                        k = next(cur)
                    }
                } else {
                    return nil
                }
            case .operator:
                guard file.token(cur, is: "->") else { return nil }
                inResult = true
                k = next(cur)
            default:
                return nil
            }
        }
        return nil
    }

    /// Parses a task creation whose `Task` identifier is at `t`, or nil when
    /// the tokens there are something else (`Task.sleep`, `model.Task`, a type).
    func taskCall(at t: Int) -> TaskCall? {
        var first = t
        var qualified = false
        if let p = prev(t), kind(p) == .period {
            guard start(p) + 1 == start(t) || sameLine(p, t), let q = prev(p),
                  isIdentifier(q, "Swift") || isIdentifier(q, "_Concurrency") else { return nil }
            if let r = prev(q), kind(r) == .period { return nil }
            first = q
            qualified = true
        }
        var call = TaskCall(first: first, taskToken: t, isQualified: qualified, variant: nil,
                            success: nil, failure: nil, open: -1, close: -1, last: -1)
        guard var k = next(t) else { return nil }
        if kind(k) == .operator, start(k) == end(t), text(k).hasPrefix("<") {
            guard let (comma, closing) = genericArguments(from: k), let sLast = prev(comma), let fLast = prev(closing),
                  let sFirst = next(k), let fFirst = next(comma), sFirst <= sLast, fFirst <= fLast else { return nil }
            call.success = (sFirst, sLast)
            call.failure = (fFirst, fLast)
            guard let n = next(closing) else { return nil }
            k = n
        }
        if kind(k) == .period {
            guard let v = next(k), kind(v) == .identifier || kind(v) == .keyword,
                  ThrowingTask.variants.contains(text(v)), let n = next(v) else { return nil }
            call.variant = text(v)
            k = n
        }
        var operation: Int?
        var lastToken: Int?
        if kind(k) == .leftParen {
            guard let c = partner(k), let op = operationArgument(open: k, close: c) else { return nil }
            operation = op.closure
            lastToken = c
            guard let n = next(c) else { return nil }
            k = n
            if kind(k) == .leftBrace && !op.hasOperation {
                operation = k
            } else if !op.hasOperation {
                return nil
            }
        }
        if operation == nil {
            guard kind(k) == .leftBrace else { return nil }
            operation = k
        }
        guard let open = operation, let close = partner(open) else { return nil }
        if lastToken == nil || open > lastToken! { lastToken = close }
        // A labelled second trailing closure means this is not a task creation.
        if lastToken == close, let n = next(close), kind(n) == .identifier, let m = next(n), kind(m) == .colon,
           sameLine(close, n) { return nil }
        call.open = open
        call.close = close
        call.last = lastToken!
        return call
    }

    /// The top-level comma and the closing `>` of generic arguments opened at `lt`.
    private func genericArguments(from lt: Int) -> (comma: Int, closing: Int)? {
        var depth = 0
        var comma: Int?
        var k: Int? = lt
        while let cur = k {
            let ck = kind(cur)
            if ck == .operator {
                for byte in file.bytes[start(cur)..<end(cur)] {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    else if byte == UInt8(ascii: ">") {
                        depth -= 1
                        if depth == 0 {
                            guard file.bytes[end(cur) - 1] == UInt8(ascii: ">"), let comma else { return nil }
                            return (comma, cur)
                        }
                    }
                }
            } else if ck == .comma, depth == 1 {
                if comma != nil { return nil }
                comma = cur
            } else if ck.isOpeningBracket {
                guard let c = partner(cur) else { return nil }
                k = next(c)
                continue
            } else if ck == .leftBrace || ck == .semicolon || ck.isClosingBracket {
                return nil
            }
            k = next(cur)
        }
        return nil
    }

    /// Checks a task's argument list: only known labels; `operation:` must be a closure literal.
    private func operationArgument(open: Int, close: Int) -> (hasOperation: Bool, closure: Int?)? {
        var k = next(open)
        var closure: Int?
        var hasOperation = false
        while let cur = k, cur < close {
            guard kind(cur) == .identifier || kind(cur) == .keyword, ThrowingTask.allowedLabels.contains(text(cur)),
                  let colon = next(cur), kind(colon) == .colon, let value = next(colon) else { return nil }
            var end = value
            var v: Int? = value
            while let cur = v, cur < close, kind(cur) != .comma {
                end = kind(cur).isOpeningBracket ? (partner(cur) ?? cur) : cur
                v = next(end)
            }
            if file.token(cur, is: "operation") {
                guard kind(value) == .leftBrace, partner(value) == end else { return nil }
                hasOperation = true
                closure = value
            }
            guard let after = next(end) else { return nil }
            k = after == close ? nil : next(after)
        }
        return (hasOperation, closure)
    }
}
