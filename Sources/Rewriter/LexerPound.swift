/// What starts with "#": raw strings, extended regex literals, `#if` and other directives, macros.
extension LexerState {
    mutating func lexPound() {
        let start = pos
        var hashes = 0
        while at(pos + hashes) == ASCII.hash { hashes += 1 }
        let after = at(pos + hashes)
        if after == ASCII.quote {
            pos += hashes
            beginString(at: start, hashes: hashes)
        } else if after == ASCII.slash {
            switch scanRegex(slash: start + hashes, hashes: hashes, mustBeRegex: true) {
            case let .literal(end):
                pos = end
                emit(.regexLiteral, from: start, context: .expressionEnded)
            case let .unterminated(end):
                pos = max(end, start + hashes + 1)
                emit(.error, from: start, context: .expressionMayStart)
            case .notRegex:
                pos = start + hashes + 1
                emit(.error, from: start, context: .expressionMayStart)
            }
        } else if hashes == 1, startsIdentifier(pos + 1) {
            pos += 1
            skipIdentifierBody()
            if literals.isEmpty { brackets.pointee.directive(out.count, p, start, pos) }
            emit(.poundKeyword, from: start, context: Keywords.poundRegexContext(p, start, pos))
        } else {
            pos += 1
            emit(.error, from: start, context: .expressionMayStart)
        }
    }
}
