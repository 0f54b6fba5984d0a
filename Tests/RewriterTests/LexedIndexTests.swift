import XCTest
@testable import Rewriter

/// What the lexer and the pre-parse pass compute on the side, checked against plain
/// reimplementations over the torture inputs and every fixture: the identifier filter, the
/// keyword table, bracket partners with nesting problems, and the enclosing-bracket table.
final class LexedIndexTests: XCTestCase {
    /// The torture inputs and the fixture sources (inputs and expected outputs).
    private var sources: [(name: String, bytes: [UInt8])] {
        var out = LexerTortureInputs.all.map { ($0.name, Array($0.text.utf8)) }
        let fixtures = LexerTestSupport.packageRoot().appendingPathComponent("Tests/Snapshots/Fixtures")
        for url in LexerTestSupport.swiftFiles(under: fixtures) {
            if let data = try? Data(contentsOf: url) { out.append((url.lastPathComponent, [UInt8](data))) }
        }
        return out
    }

    func testIdentifierFilterHasEveryIdentifierAndFewOthers() {
        var absentAnswers = 0, absentYes = 0
        for (name, bytes) in sources {
            let file = SourceFile(path: name, bytes: bytes)
            var spelled = Set<String>()
            for i in 0..<file.tokens.count where file.tokens.kinds[i] == .identifier {
                let text = file.text(of: i)
                spelled.insert(text)
                XCTAssertTrue(file.identifiers.mayContain(IdentifierFilter.Key(text)), "\(name): \(text)")
            }
            // Words no identifier spells: keywords, and names changed by one letter.
            for word in Keywords.all + spelled.map({ $0 + "Q" }) where !spelled.contains(word) {
                absentAnswers += 1
                if file.identifiers.mayContain(IdentifierFilter.Key(word)) { absentYes += 1 }
            }
        }
        XCTAssertGreaterThan(absentAnswers, 1000)
        XCTAssertLessThan(Double(absentYes) / Double(absentAnswers), 0.1, "false positives")
    }

    func testStaticAndStringKeysAgree() {
        let file = SourceFile(path: "a.swift", text: "let v = UIScreen.main; Task { await x }; let scrollViewDidEndDecelerating = 1\n")
        for word: StaticString in ["UIScreen", "main", "Task", "x", "scrollViewDidEndDecelerating"] {
            XCTAssertTrue(file.mayHaveIdentifier(word))
            XCTAssertTrue(file.identifiers.mayContain(IdentifierFilter.Key("\(word)")))
        }
        XCTAssertFalse(file.mayHaveIdentifier("UIWindow"))
        XCTAssertFalse(file.mayHaveIdentifier("let"), "keywords are not identifiers")
        XCTAssertFalse(SourceFile(path: "b.swift", text: "").mayHaveIdentifier("x"))
    }

    func testFilterHoldsAttributeNamesAndNamesInsideInterpolations() {
        let file = SourceFile(path: "a.swift", text: ##"""
        struct V { @State var on = false; @Entry var tint = 1 }
        let label = "\(UIScreen.main.scale)x \(f("\(deep)"))"
        let raw = #"\#(rawName) \(notCode)"#
        // commentName
        let plain = "stringName"

        """##)
        for word: StaticString in ["State", "Entry", "UIScreen", "main", "scale", "f", "deep", "rawName", "V", "on"] {
            XCTAssertTrue(file.mayHaveIdentifier(word), "\(word)")
        }
        // Comments and string text are not code; keywords are not names.
        for word: StaticString in ["commentName", "stringName", "notCode", "@State", "struct"] {
            XCTAssertFalse(file.mayHaveIdentifier(word), "\(word)")
        }
        // The lexer and the filter built from another lexer's tokens agree on attributes.
        let rebuilt = IdentifierFilter(bytes: file.bytes, tokens: file.tokens)
        XCTAssertTrue(rebuilt.mayContain("State"))
        XCTAssertTrue(rebuilt.mayContain("Entry"))
    }

    func testKeywordTableAgreesWithTheKeywordSwitch() {
        var words = Set(Keywords.all)
        for word in Keywords.all {
            words.insert(word.uppercased())
            words.insert(word + "s")
            words.insert(String(word.dropLast()))
            words.insert("_" + word)
        }
        for (_, bytes) in sources {
            let file = SourceFile(path: "a.swift", bytes: bytes)
            for i in 0..<file.tokens.count where file.tokens.kinds[i] == .identifier || file.tokens.kinds[i] == .keyword {
                words.insert(file.text(of: i))
            }
        }
        for word in words {
            let bytes = Array(word.utf8)
            bytes.withUnsafeBufferPointer { p in
                let (head, tail) = IdentifierFilter.ends(p, 0, p.count)
                let hash = IdentifierFilter.mix(head, tail, p.count)
                let fromTable = p.count < 16
                    ? KeywordTable.context(KeywordTable.slots, hash: hash, head: head, tail: tail, length: p.count) : nil
                XCTAssertEqual(fromTable, Keywords.regexContext(p, 0, p.count), word)
            }
        }
    }

    func testBracketPassMatchesTheReferencePasses() {
        var inputs = sources
        // Broken and deep inputs: stray closers, unclosed openers and directives, error tokens.
        inputs += [("stray", Array("a ) b ] { ( [ } #endif #else \"unterminated\n".utf8)),
                   ("deep", Array((String(repeating: "(", count: 300) + String(repeating: ")", count: 300)).utf8)),
                   ("deep if", Array((String(repeating: "#if A\n", count: 260) + String(repeating: "#endif\n", count: 259)).utf8)),
                   // Brackets and directives inside interpolations are not tokens of the file.
                   ("interpolated", Array("f(\"a \\(g([1, {x}]) + \"\\(#if)\") b\", ]) #elseif\n".utf8)),
                   // One token a byte: more tokens than the lexer's first guess, so it lexes again.
                   ("dense", Array(String(repeating: "([{}])", count: 5000).utf8)),
                   ("dense lines", Array(String(repeating: "([{}])\n", count: 5000).utf8)),
                   // Thousands of tokens without a bracket, inside a pair and at the top level.
                   ("sparse", Array(("f(" + String(repeating: "a ", count: 34000) + ") " + String(repeating: "b ", count: 34000) + "{ c }").utf8)),
                   ("skipped openers", Array("( [ { ) ] } ( ( ( ( ] ) ) { [ ( } ] ) ) #if\n{ #else\n} #endif #endif 0x\n".utf8))]
        // Random bracket soup: every pairing rule (three levels out, skipped openers) gets exercised.
        var generator = LexerTestSupport.SeededGenerator(state: 18)
        let pieces = ["(", ")", "[", "]", "{", "}", " ", "a", "\n#if X\n", "\n#endif\n", "\n#else\n", "\"s\\(()\"", "'"]
        for n in 0..<40 {
            var text = ""
            for _ in 0..<(50 + n * 20) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            inputs.append(("soup \(n)", Array(text.utf8)))
        }
        for (name, bytes) in inputs {
            let file = SourceFile(path: name, bytes: bytes)
            let reference = ReferencePasses(file)
            guard let lexed = file.lexedBrackets else { return XCTFail("\(name): the lexer recorded no brackets") }
            let passes: [(String, MatchedBrackets)] = [("matcher", BracketMatcher.match(file)), ("lexer", lexed)]
            for (pass, (partners, unmatched, problems)) in passes {
                for i in 0..<file.tokens.count {
                    XCTAssertEqual(partners.partner(of: i), reference.partners[i] < 0 ? nil : Int(reference.partners[i]), "\(pass) \(name) token \(i)")
                }
                XCTAssertEqual(unmatched, reference.unmatched, "\(pass) \(name)")
                XCTAssertEqual(problems.tooDeep, reference.problems.tooDeep, "\(pass) \(name)")
                XCTAssertEqual(problems.errorToken, reference.problems.errorToken, "\(pass) \(name)")
                XCTAssertEqual(problems.strayDirective, reference.problems.strayDirective, "\(pass) \(name)")
                XCTAssertEqual(problems.unclosedIf, reference.problems.unclosedIf, "\(pass) \(name)")
            }
            // The innermost open bracket of every token, found by a plain stack walk; asked of a
            // tree in file order, and of another from the end (the first questions, far from an
            // enclosing bracket, build the table that the walk back would otherwise answer).
            let tree = SyntaxTree(file: file)
            var open: [Int] = []
            var all: [Int?] = []
            for i in 0..<file.tokens.count {
                let kind = file.tokens.kinds[i]
                var expected = open.last
                if kind.isOpeningBracket {
                    if tree.partner(of: i) != nil { open.append(i) }
                } else if kind.isClosingBracket, let p = tree.partner(of: i), open.last == p {
                    open.removeLast()
                } else {
                    expected = open.last
                }
                XCTAssertEqual(tree.innermostBracket(of: i), expected, "\(name) token \(i)")
                all.append(expected)
            }
            let backwards = SyntaxTree(file: file)
            for i in (0..<file.tokens.count).reversed() {
                XCTAssertEqual(backwards.innermostBracket(of: i), all[i], "\(name) token \(i), asked from the end")
            }
        }
    }
}

/// The bracket matcher and nesting scan as two plain passes over every token.
private struct ReferencePasses {
    var partners: [Int32]
    var unmatched: [Int] = []
    var problems = NestingDepth.Problems()

    init(_ file: SourceFile, limit: Int = NestingDepth.limit) {
        let kinds = file.tokens.kinds
        partners = [Int32](repeating: -1, count: kinds.count)
        var stack: [Int] = []
        for i in 0..<kinds.count {
            let kind = kinds[i]
            if kind.isOpeningBracket {
                stack.append(i)
            } else if kind.isClosingBracket {
                let expected: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                if let depth = stack.lastIndex(where: { kinds[$0] == expected }), stack.count - depth <= 3 {
                    unmatched += stack[(depth + 1)...]
                    partners[stack[depth]] = Int32(i)
                    partners[i] = Int32(stack[depth])
                    stack.removeSubrange(depth...)
                } else {
                    unmatched.append(i)
                }
            }
        }
        unmatched += stack
        unmatched.sort()
        var depth = 0
        var openIfs: [Int] = []
        for i in 0..<kinds.count {
            let kind = kinds[i]
            if kind.isOpeningBracket {
                depth += 1
            } else if kind.isClosingBracket {
                depth = max(0, depth - 1)
                continue
            } else if kind == .poundKeyword {
                if file.token(i, is: "#if") {
                    depth += 1
                    openIfs.append(i)
                } else if file.token(i, is: "#endif") {
                    depth = max(0, depth - 1)
                    if openIfs.popLast() == nil, problems.strayDirective == nil { problems.strayDirective = i }
                    continue
                } else {
                    if file.token(i, is: "#else") || file.token(i, is: "#elseif"), openIfs.isEmpty, problems.strayDirective == nil {
                        problems.strayDirective = i
                    }
                    continue
                }
            } else {
                if kind == .error, problems.errorToken == nil { problems.errorToken = i }
                continue
            }
            if depth > limit, problems.tooDeep == nil { problems.tooDeep = i }
        }
        problems.unclosedIf = openIfs.last
    }
}
