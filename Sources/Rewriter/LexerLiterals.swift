/// String and regex literals: the lexer's scanners for tokens that hold other
/// code (interpolations) or need look-ahead to tell them from operators.
extension LexerState {
    // MARK: Strings

    /// Opens a string literal whose quote is at `pos` (after `hashes` "#"s that
    /// start at `start`).
    mutating func beginString(at start: Int, hashes: Int) {
        if literals.isEmpty {
            literalStart = start
            out.suspend()
        }
        var multiline = at(pos + 1) == ASCII.quote && at(pos + 2) == ASCII.quote
        if multiline && hashes > 0 {
            // `#"""#` is a one-line raw string holding a quote, as in Swift: `"""`
            // opens a multi-line raw string only if its line has no closing `"#`.
            var i = pos + 2
            while i < n, p[i] != ASCII.lf, p[i] != ASCII.cr {
                if p[i] == ASCII.quote && hashesFollow(i + 1, hashes) {
                    multiline = false
                    break
                }
                i += 1
            }
        }
        pos += multiline ? 3 : 1
        literals.push(LiteralFrame(isString: true, isMultiline: multiline, hashes: hashes, parenDepth: 0))
    }

    /// Scans a string body until its closing delimiter, an interpolation or an
    /// error. Escapes and delimiters need the literal's number of "#"s.
    mutating func scanStringBody(_ frame: LiteralFrame) {
        let k = frame.hashes
        let multiline = frame.isMultiline
        let base = UnsafeRawPointer(p.baseAddress!)
        while pos < n {
            // Most of a string is plain text: skip to the next backslash, quote or line break eight
            // bytes at a time.
            while pos + 8 <= n {
                let word = base.loadUnaligned(fromByteOffset: pos, as: UInt64.self)
                let stops = SWAR.zeroBytes(word ^ SWAR.repeated(ASCII.backslash)) | SWAR.zeroBytes(word ^ SWAR.repeated(ASCII.quote))
                    | SWAR.zeroBytes(word ^ SWAR.repeated(ASCII.lf)) | SWAR.zeroBytes(word ^ SWAR.repeated(ASCII.cr))
                if stops != 0 {
                    pos += SWAR.firstFlagged(stops)
                    break
                }
                pos += 8
            }
            guard pos < n else { break }
            let c = p[pos]
            if c == ASCII.backslash {
                guard hashesFollow(pos + 1, k) else { pos += 1; continue }
                let escaped = at(pos + 1 + k)
                if pos + 1 + k >= n {
                    pos = n
                } else if escaped == ASCII.lparen {
                    pos += k + 2
                    literals.push(LiteralFrame(isString: false, isMultiline: multiline, hashes: 0, parenDepth: 0))
                    context = .expressionMayStart
                    return
                } else if escaped == ASCII.lf || escaped == ASCII.cr {
                    pos += 1 + k
                    if !multiline { unterminatedLiteral(); return }
                } else {
                    pos += k + 2
                }
            } else if c == ASCII.quote {
                if multiline {
                    if at(pos + 1) == ASCII.quote, at(pos + 2) == ASCII.quote, hashesFollow(pos + 3, k) {
                        pos += 3 + k
                        closeString()
                        return
                    }
                    pos += 1
                } else if hashesFollow(pos + 1, k) {
                    pos += 1 + k
                    closeString()
                    return
                } else {
                    pos += 1
                }
            } else if c == ASCII.lf || c == ASCII.cr {
                if !multiline { unterminatedLiteral(); return }
                pos += 1
            } else {
                pos += 1
            }
        }
    }

    mutating func closeString() {
        literals.pop()
        if literals.isEmpty {
            out.resume()
            emit(.stringLiteral, from: literalStart, context: .expressionEnded)
        } else {
            context = .expressionEnded
        }
    }

    /// Ends the outermost open literal at `pos` as an `.error` token.
    mutating func unterminatedLiteral() {
        literals.removeAll()
        out.resume()
        if pos == literalStart { pos += 1 }
        emit(.error, from: literalStart, context: .expressionMayStart)
    }

    @inline(__always) func hashesFollow(_ i: Int, _ k: Int) -> Bool {
        if k == 0 { return true }
        if i + k > n { return false }
        for j in i..<(i + k) where p[j] != ASCII.hash { return false }
        return true
    }

    // MARK: Regex literals

    /// Scans a regex literal whose "/" is at `slash`, after `hashes` "#"s, with
    /// the rules of Swift's regex lexer: a bare `/.../` stays on one line, may
    /// not start with a space or tab, nor end with one, nor hold an unbalanced
    /// ")" (those make it an operator unless `mustBeRegex`); `#/` followed by a
    /// line break opens a multi-line literal.
    mutating func scanRegex(slash: Int, hashes k: Int, mustBeRegex: Bool) -> RegexScan {
        var i = slash + 1
        var firstNewline = -1
        if k == 0 {
            if !mustBeRegex && bareProbeBudget <= 0 { return .notRegex }
            let first = at(i)
            if i >= n { return mustBeRegex ? .unterminated(end: i) : .notRegex }
            if first == ASCII.star || first == ASCII.slash { return .notRegex }
            if (first == ASCII.space || first == ASCII.tab) && !mustBeRegex { return .notRegex }
        } else {
            var j = i
            while j < n, p[j] == ASCII.space || p[j] == ASCII.tab { j += 1 }
            if j < n, p[j] == ASCII.lf || p[j] == ASCII.cr {
                firstNewline = j
                if k >= unclosedMultilineRegexHashes { return .unterminated(end: j) }
                i = j
            }
        }
        let result = scanRegexBody(from: i, hashes: k, mustBeRegex: mustBeRegex, firstNewline: firstNewline)
        switch result {
        case .literal:
            break
        case .unterminated, .notRegex:
            if k == 0 && !mustBeRegex { bareProbeBudget -= max(1, probeEnd(result, from: i) - slash) }
            if firstNewline >= 0 { unclosedMultilineRegexHashes = min(unclosedMultilineRegexHashes, k) }
        }
        return result
    }

    func probeEnd(_ result: RegexScan, from i: Int) -> Int {
        switch result {
        case let .literal(end), let .unterminated(end): return end
        case .notRegex: return lastProbePosition
        }
    }

    mutating func scanRegexBody(from start: Int, hashes k: Int, mustBeRegex: Bool, firstNewline: Int) -> RegexScan {
        let multiline = firstNewline >= 0
        var i = start
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            // A closing delimiter: "/" and at least `k` "#"s.
            if i < n, p[i] == ASCII.slash {
                var closeEnd = i + 1
                if k > 0 { while closeEnd < n, p[closeEnd] == ASCII.hash { closeEnd += 1 } }
                if closeEnd - i - 1 >= k {
                    if k == 0 {
                        let next = at(closeEnd)
                        if closeEnd < n, next == ASCII.star || next == ASCII.slash {
                            // "/.../" running into a comment: the comment wins.
                            lastProbePosition = i
                            return mustBeRegex ? .unterminated(end: i) : .notRegex
                        }
                        if lastSpace == i - 1 && !mustBeRegex {
                            lastProbePosition = i
                            return .notRegex
                        }
                    }
                    return .literal(end: closeEnd)
                }
            }
            guard i < n else {
                lastProbePosition = n
                return .unterminated(end: multiline ? firstNewline : n)
            }
            var c = p[i]
            var escaped = false
            if c == ASCII.backslash {
                escaped = true
                i += 1
                guard i < n else {
                    lastProbePosition = n
                    return .unterminated(end: multiline ? firstNewline : n)
                }
                c = p[i]
            }
            switch c {
            case ASCII.lf, ASCII.cr:
                if !multiline {
                    lastProbePosition = i
                    return .unterminated(end: i)
                }
            case ASCII.lparen where !escaped && classDepth == 0:
                groupDepth += 1
            case ASCII.rparen where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex {
                        lastProbePosition = i
                        return .notRegex
                    }
                } else {
                    groupDepth -= 1
                }
            case ASCII.lbracket where !escaped:
                classDepth += 1
            case ASCII.rbracket where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case ASCII.space, ASCII.tab:
                if !escaped { lastSpace = i }
            default:
                break
            }
            i += 1
        }
    }
}
