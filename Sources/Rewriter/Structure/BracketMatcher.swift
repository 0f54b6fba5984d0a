/// Pairs ( [ { with their closers in one pass. A closer that does not match
/// the innermost opener may close an opener up to three levels out (a stray
/// "(" in broken code); anything else stays unmatched.
enum BracketMatcher {
    static func match(_ tokens: TokenList) -> ([Int32], [Int]) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        var unmatched: [Int] = []
        tokens.kinds.withUnsafeBufferPointer { kinds in
            for i in 0..<kinds.count {
                let kind = kinds[i]
                if kind.isOpeningBracket {
                    stack.append(Int32(i))
                } else if kind.isClosingBracket {
                    let expected: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                    if let top = stack.last, kinds[Int(top)] == expected {
                        stack.removeLast()
                        partner[Int(top)] = Int32(i)
                        partner[i] = top
                    } else if let depth = stack.lastIndex(where: { kinds[Int($0)] == expected }), stack.count - depth <= 3 {
                        for opener in stack[(depth + 1)...] { unmatched.append(Int(opener)) }
                        let top = stack[depth]
                        stack.removeSubrange(depth...)
                        partner[Int(top)] = Int32(i)
                        partner[i] = top
                    } else {
                        unmatched.append(i)
                    }
                }
            }
        }
        unmatched.append(contentsOf: stack.map(Int.init))
        unmatched.sort()
        return (partner, unmatched)
    }
}
