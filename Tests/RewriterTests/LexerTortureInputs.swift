/// Inputs that exercise every corner of Swift's lexical grammar. The round-trip,
/// delete-one-token and truncation tests run over all of them.
enum LexerTortureInputs {
    static let all: [(name: String, text: String)] = [
        ("strings", #"""
        let a = "plain", b = "esc \" \\ \n \t \u{1F600} \0", c = ""
        let d = "\(a ? "x" : "\(b)")"
        let e = "outer \("inner \("deepest \(1 + (2 * 3))") done") end"
        let f = "\(dict["key"] ?? "none")"
        let g = "paren in string ) ( \(")") \(  "(" )"
        """#),
        ("raw strings", ####"""
        let r1 = #"raw \n "quoted" \#(interp) \#n"#
        let r2 = ##"two "# hashes \##(x) "##
        let r3 = ###"three \#(no) \##(no) \###(yes)"###
        let r4 = #"\#(#"nested raw \#(x)"#)"#
        """####),
        ("multi-line strings", ##"""
        let m1 = """
            line one "quoted" ""two"" \"""
            \(value) and \(call("""
                inner multi
                """))
            continued \
            line
            """
        let m2 = #"""
            raw """ inside \#(x)
            """#
        let m3 = """
            \("single \(nested)")
            """
        """##),
        ("comments", """
        // line
        /// doc line
        //// not doc
        /* block /* nested /* deeper */ */ still */
        /** doc block */
        /**/ /***/
        let x = 1 /* inline */ + 2 // trailing
        """),
        ("regex and division", #"""
        let q = a / b / c
        let r = x/y/z
        x = /ab+/
        let s = foo(/[a-z]+/, /\d{2}/)
        let t = #/ext/#
        let u = ##/two #/ hashes/##
        let v = #/
          multi # line
          (?<name>\w+)
          /#
        let w = array.map { $0 / 2 }
        let y = (a + b) / 2
        let z = try? /x/.wholeMatch(in: s)
        func / (lhs: A, rhs: A) -> A { lhs }
        prefix operator /^/
        if x./y { }
        let half = total /2
        let m = !/abc/.matches(s)
        let k = [/a/, /b/]
        let d = f(1) / g(2) / h(3)
        """#),
        ("pound directives", """
        #if os(iOS) && !targetEnvironment(macCatalyst)
        import UIKit
        #elseif canImport(AppKit)
        import AppKit
        #else
        #error("unsupported")
        #endif
        let sel = #selector(tap(_:))
        if #available(iOS 17, *) { }
        if #unavailable(iOS 16) { }
        #Preview { ContentView() }
        let f = #file, l = #line, c = #column, fn = #function
        #warning("check")
        #sourceLocation(file: "x.swift", line: 1)
        #sourceLocation()
        let kp = #keyPath(Foo.bar)
        """),
        ("attributes and names", """
        @State private var count = 0
        @objc(doThing:) func doThing(_ x: Int) {}
        @available(iOS, deprecated: 15, message: "no") @MainActor
        @propertyWrapper struct W { @inlinable var wrappedValue: Int }
        let `class` = 1, `default` = `class`
        let `test with spaces` = 2
        items.map { $0 + $1 }; let b = $binding; _ = $0.x
        let café = 1, π = 3.14, 変数 = "x", emoji🙂 = 0
        func ∙(a: A, b: A) {}; infix operator ∙ : MultiplicationPrecedence
        let v = a ∙ b ≠ c
        await open(url); actor A {}; some View; any P
        """),
        ("operators", """
        a += 1; b -= 2; c *= 3; d /= 4; e %= 5
        let r = 0..<10, s = 0...10, t = ..<5, u = 1...
        x = y ?? z; w = a?.b?.c; v = a!.b; u = a! + b
        f = a != b && c !== d || !e
        g = x << 2 >> 1 &+ 3 &* 4
        let t: Array<Array<Int>> = [], o: Int?? = nil, p: [String: [Int]]? = nil
        h = a ? b : c; let fn: (Int) -> Void = { _ in }
        i = -x; j = +y; k = ~z; l = &m
        """),
        ("numbers", """
        let a = 0, b = 1_000_000, c = 0x1F, d = 0xFF_FF, e = 0o17, f = 0b1010_0101
        let g = 1.5, h = 1e10, i = 1E-5, j = 2.5e+3, k = 1_0.0_1e1_0
        let l = 0x1p4, m = 0x1.8p3, n = 0xA.Bp-2, o = 0xFFp+1
        let p = 0xff.description, q = 1.description, r = t.0.1, s = -42
        let bad1 = 0b102, bad2 = 12px, bad3 = 0x, bad4 = 1e
        """),
        ("shebang and trivia", "#!/usr/bin/env swift\r\nlet a = 1\r\n\tlet b = 2\r\rlet c = 3\u{0B}\u{0C}\n"),
        ("bom", "\u{FEFF}import Foundation\nlet s = \"\u{00A0}\"\u{00A0}let t = 1\n"),
        ("unterminated string", "let s = \"abc\nlet t = 2\n"),
        ("unterminated interpolation", "let s = \"abc \\(foo(\nlet t = 2\n"),
        ("unterminated multi-line", "let s = \"\"\"\nabc\n"),
        ("unterminated raw", "let s = #\"abc\"\nlet t = 1"),
        ("unterminated block comment", "let a = 1 /* open /* nested */ never closed\n"),
        ("unterminated regex", "let r = #/abc\nlet q = #/\nnever\n"),
        ("stray characters", "let a = 'c' ` `` @ # ## \u{07} \\ \u{7F}\n"),
        ("empty", ""),
        ("single slash", "/"),
        ("just quote", "\""),
        ("just hashes", "###"),
        ("conflict-like", "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> branch\n"),
        ("closures and generics", """
        struct S<T: Equatable & Hashable>: P where T.Element == Int {
            subscript<K>(key: K) -> T? { get { nil } set { } }
            func f() async throws -> some View { try await g() }
            var body: some View { VStack { Text("\\(count)").onTapGesture { count += 1 } } }
        }
        let c: @Sendable (Int) async -> Void = { [weak self] x in await self?.run(x) }
        Task { @MainActor in await load() }
        Task.detached(priority: .background) { }
        """),
    ]
}
