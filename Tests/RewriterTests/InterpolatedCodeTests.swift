@testable import Rewriter
import XCTest

final class InterpolatedCodeTests: XCTestCase {
    /// The texts of `ranges(in:)` for a file holding `source`.
    private func codes(_ source: String) -> [String] {
        let file = SourceFile(path: "A.swift", text: source)
        return InterpolatedCode.ranges(in: file).map { String(decoding: file.bytes[$0], as: UTF8.self) }
    }

    func testInterpolationsOfPlainRawAndMultilineLiterals() {
        XCTAssertEqual(codes(#"let a = "x \(f(1)) y \(b)""#), ["f(1)", "b"])
        XCTAssertEqual(codes(##"let a = #"x \#(f(1)) \(not)"#"##), ["f(1)"])
        XCTAssertEqual(codes("let a = \"\"\"\n  x \\(first)\n  \"quoted\" \\(second)\n  \"\"\"\n"), ["first", "second"])
        XCTAssertEqual(codes(###"let a = ##"""\##(deep) \#(not)"""##"###), ["deep"])
    }

    func testEscapedBackslashesOpenNoInterpolation() {
        XCTAssertEqual(codes(#"let a = "\\(not) \\\(yes) \"\(also)""#), ["yes", "also"])
    }

    /// A literal nested in an interpolation is left out of its code; its own interpolations are
    /// ranges of their own, and parentheses in it do not close the outer interpolation.
    func testNestedLiterals() {
        XCTAssertEqual(codes(#"let a = "\(f(")", "\(inner(2))")) tail""#), ["f(", ", ", "inner(2)", ")"])
        XCTAssertEqual(codes(##"let a = "\(g(#"\(raw) \#(yes)"#))""##), ["g(", "yes", ")"])
    }

    func testNoInterpolation() {
        XCTAssertEqual(codes(#"let a = "plain \n text" // \(comment)"#), [])
        XCTAssertNil(InterpolatedCode.file(of: SourceFile(path: "A.swift", text: #"let a = "\(x)""#), holdingAnyOf: ["y"]))
    }

    /// The copy keeps the file's offsets and lines: only interpolation code, each closing `)` a `;`.
    func testTheCopyHoldsOnlyTheCode() throws {
        let source = "let a = \"é \\(one.two)\\(three)\"\nlet b = \"\\(four)\" // \\(five)\n"
        let file = SourceFile(path: "A.swift", text: source)
        let copy = try XCTUnwrap(InterpolatedCode.file(of: file, holdingAnyOf: ["two"]))
        XCTAssertEqual(copy.bytes.count, file.bytes.count)
        XCTAssertEqual(copy.path, "A.swift")
        let text = String(decoding: copy.bytes, as: UTF8.self)
        // `let a = "é \(` is 14 bytes (é is two), `let b = "\(` 11, ` // \(five)` 11.
        XCTAssertEqual(text, String(repeating: " ", count: 14) + "one.two;  three; \n"
                       + String(repeating: " ", count: 11) + "four; " + String(repeating: " ", count: 11) + "\n")
    }
}
