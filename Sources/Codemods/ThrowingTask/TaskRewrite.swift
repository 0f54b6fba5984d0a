import Rewriter

extension ThrowingTask {
    static let todoComment = "// TODO(modernize): handle this error — it was silently discarded before."

    /// Builds the edits that make a discarded throwing task handle its errors
    /// inside its own body (`--task-fix catch`).
    struct CatchRewrite {
        let t: Tokens
        let call: TaskCall
        let head: ClosureHead?
        let bodyThrows: Bool
        let catchTemplate: String
        let assumeVoid: Bool
        /// The project's functions by name: whether some declaration returns a value.
        let functionReturnsValue: [String: Bool]
        /// Edits of tasks nested in this one's body, applied to the moved text.
        var innerEdits: [Edit] = []

        var file: SourceFile { t.file }

        /// One indentation step: the body's own, when it starts on a line of its own (the lines
        /// around the task may be continuation lines, `if let a,\n   let b {`); else the step
        /// around the task.
        private var unit: String {
            if let first = t.next(head?.inToken ?? call.open), first < call.close, t.newlineBetween(call.open, first) {
                return t.tree.indentStep(around: first)
            }
            return t.tree.indentStep(around: call.first)
        }

        func edits() -> [Edit]? {
            var edits: [Edit] = []
            if let th = head?.throwsToken, let p = t.prev(th) {
                edits.append(Edit(range: t.end(p)..<t.end(th), replacement: ""))
            }
            if let f = call.failure {
                edits.append(Edit(range: t.start(f.first)..<t.end(f.last), replacement: "Never"))
            }
            guard bodyThrows else { return edits }
            guard let wrapped = wrapBody() else { return nil }
            return edits + wrapped
        }

        /// Wraps the statements after any leading `defer`s in `do { … } catch { … }`,
        /// expanding a one-line task onto its own lines.
        private func wrapBody() -> [Edit]? {
            let le = file.lineEnding
            var edits: [Edit] = []
            let lineIndent = file.indentation(ofLineAt: t.start(call.first))
            var base: String
            if let p = t.prev(call.first), t.sameLine(p, call.first),
               t.kind(p) == .leftBrace || t.kind(p) == .colon || t.isKeyword(p, "in") {
                // `Button { Task { … } }`: the task moves onto its own line, one level in.
                base = lineIndent + unit
                edits.append(Edit(range: t.end(p)..<t.start(call.first), replacement: le + base))
                if let n = t.next(call.last), t.kind(n) == .rightBrace, t.sameLine(call.last, n),
                   (call.last + 1..<n).allSatisfy({ t.kind($0) == .whitespace }) {
                    edits.append(Edit(range: t.end(call.last)..<t.start(n), replacement: le + lineIndent))
                }
            } else if t.sameLine(call.first, call.open) {
                base = lineIndent
            } else {
                base = file.indentation(ofLineAt: t.start(call.open))
            }
            let inner = base + unit, body = inner + unit

            let headEnd = head?.inToken ?? call.open
            // Comments after the head on its own line stay there.
            var keepEnd = t.end(headEnd)
            var k = headEnd + 1
            while k < call.close, t.kind(k) != .newline {
                if t.kind(k).isComment { keepEnd = t.end(k) } else if t.kind(k) != .whitespace { keepEnd = t.end(headEnd); break }
                k += 1
            }
            guard let bodyFirst = firstContent(after: keepEnd), let bodyLast = lastContent(before: call.close),
                  bodyFirst <= bodyLast, let firstStatement = t.next(headEnd) else { return nil }
            let statements = t.statementStarts(from: firstStatement, before: call.close)
            var defers = 0
            while defers < statements.count - 1, t.isKeyword(statements[defers], "defer") { defers += 1 }

            var out = le
            var restFirst = bodyFirst
            if defers > 0 {
                var deferEnd = t.statementEnd(from: statements[defers - 1], before: call.close)
                var j = deferEnd + 1
                while j < call.close, t.kind(j) == .whitespace || t.kind(j).isComment {
                    if t.kind(j).isComment { deferEnd = j }
                    j += 1
                }
                guard let next = firstContent(after: t.end(deferEnd)) else { return nil }
                out += reindent(t.start(bodyFirst)..<t.end(deferEnd), to: inner) + le
                restFirst = next
            }
            var insertion: Int?
            if defers == 0, statements.count == 1, !assumeVoid, isPlainExpression(statements[0]),
               !callsOnlyVoidFunctions(statements[0]) {
                insertion = t.start(statements[0])
            }
            out += inner + "do {" + le
            out += reindent(t.start(restFirst)..<t.end(bodyLast), to: body, insertAt: insertion, text: "_ = ") + le
            out += catchClauses(inner: inner, body: body, le: le) + le + base
            edits.append(Edit(range: keepEnd..<t.start(call.close), replacement: out))
            return edits
        }

        private func catchClauses(inner: String, body: String, le: String) -> String {
            if catchTemplate.isEmpty {
                return inner + "} catch {" + le + body + ThrowingTask.todoComment + le + inner + "}"
            }
            let lines = catchTemplate.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : body + $0 }
            return inner + "} catch is CancellationError {" + le + body + "// Cancellation is expected." + le
                + inner + "} catch {" + le + lines.joined(separator: le) + le + inner + "}"
        }

        /// The first token after `offset` that is not a space or line break.
        private func firstContent(after offset: Int) -> Int? {
            var k = call.open + 1
            while k < call.close, t.start(k) < offset { k += 1 }
            while k < call.close, t.kind(k) == .whitespace || t.kind(k) == .newline { k += 1 }
            return k < call.close ? k : nil
        }

        private func lastContent(before close: Int) -> Int? {
            var k = close - 1
            while k > call.open, t.kind(k) == .whitespace || t.kind(k) == .newline { k -= 1 }
            return k > call.open ? k : nil
        }

        /// Whether the statement at `s` is an expression whose value the old
        /// single-expression closure returned (not a declaration, assignment or control flow).
        /// `try await name(…)` or `try await a.b.name(…)`, where every function the project
        /// declares under that name returns Void: its value was `()`, so `_ =` would only add noise.
        private func callsOnlyVoidFunctions(_ s: Int) -> Bool {
            let end = t.statementEnd(from: s, before: call.close)
            guard t.kind(end) == .rightParen, let open = t.partner(end), let name = t.prev(open),
                  t.kind(name) == .identifier, t.end(name) == t.start(open),
                  functionReturnsValue[t.text(name)] == false else { return false }
            // Only `try` and `await` before the callee chain: `try?` makes an Optional.
            var i = s
            while t.isKeyword(i, "try") || t.isKeyword(i, "await") || t.isIdentifier(i, "await") {
                if let n = t.next(i), t.kind(n) == .operator { return false }
                guard let n = t.next(i) else { return false }
                i = n
            }
            // The rest up to the callee is a member chain: names, `self`, `.`, `?`, `!`, calls.
            while i < name {
                let kind = t.kind(i)
                if kind == .identifier || kind == .period || t.isKeyword(i, "self") || t.isKeyword(i, "super") {
                    i = t.next(i) ?? name
                } else if kind == .operator, ["?", "!"].contains(t.text(i)) {
                    i = t.next(i) ?? name
                } else if kind == .leftParen, let close = t.partner(i), close < name {
                    i = t.next(close) ?? name
                } else {
                    return false
                }
            }
            return true
        }

        private func isPlainExpression(_ s: Int) -> Bool {
            if t.kind(s) == .poundKeyword || t.kind(s) == .attribute { return false }
            if t.kind(s) == .keyword && !t.isWord(s, in: ["try", "await", "self", "super", "Self", "true", "false", "nil"]) {
                return false
            }
            if t.isIdentifier(s, "_") { return false }
            let end = t.statementEnd(from: s, before: call.close)
            return !t.hasTopLevel(from: s, to: end + 1) { i in
                guard t.kind(i) == .operator else { return false }
                let op = t.text(i)
                return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
            }
        }

        /// The original text of `range`, its first line at `target` and later
        /// lines shifted by the same amount, whitespace-only ones too (some projects indent
        /// blank lines); empty lines stay empty, and lines inside multi-line strings shift
        /// with their closing delimiter.
        private func reindent(_ range: Range<Int>, to target: String, insertAt: Int? = nil, text: String = "") -> String {
            let lineStart = file.offset(ofLine: file.line(of: range.lowerBound))
            // Only blanks before the range on its line? Read back to the first other byte, not
            // the whole line: many tasks on one long line would each read all of it.
            var k = range.lowerBound
            while k > lineStart, file.bytes[k - 1] == 0x20 || file.bytes[k - 1] == 0x09 { k -= 1 }
            let ownLine = k == lineStart
            let leading = ownLine ? file.text(lineStart..<range.lowerBound) : ""
            let delta = ownLine && target.hasPrefix(leading) ? String(target.dropFirst(leading.count)) : unit
            let deltaBytes = Array(delta.utf8)
            var out = Array(target.utf8)
            let bytes = file.bytes
            var pending = innerEdits.filter { range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound }[...]
            var i = range.lowerBound
            var inserted = false
            while i < range.upperBound {
                if i == insertAt && !inserted {
                    out += Array(text.utf8)
                    inserted = true
                }
                if let edit = pending.first, edit.range.lowerBound == i {
                    pending.removeFirst()
                    // Nested replacements were indented for the old position: shift their lines too.
                    let replacement = Array(edit.replacement.utf8)
                    for (n, b) in replacement.enumerated() {
                        out.append(b)
                        if b == 0x0A, n + 1 < replacement.count, replacement[n + 1] != 0x0A, replacement[n + 1] != 0x0D {
                            out += deltaBytes
                        }
                    }
                    i = max(i, edit.range.upperBound)
                    continue
                }
                let b = bytes[i]
                out.append(b)
                i += 1
                let isBreak = b == 0x0A || (b == 0x0D && (i >= bytes.count || bytes[i] != 0x0A))
                guard isBreak, i < range.upperBound else { continue }
                let empty = bytes[i] == 0x0A || bytes[i] == 0x0D
                if !empty { out += deltaBytes }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
