import XCTest
@testable import Rewriter

final class DiffTests: XCTestCase {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func patch(_ original: String, _ edits: [Edit], path: String = "f.txt") -> String {
        UnifiedDiff.patch(path: path, original: bytes(original), edits: edits)
    }

    /// Replaces the first occurrence of `old` (which must exist) with `new`.
    func replace(_ old: String, with new: String, in text: String) -> Edit {
        let b = bytes(text), o = bytes(old)
        for i in 0...(b.count - o.count) where b[i..<(i + o.count)].elementsEqual(o) {
            return Edit(range: i..<(i + o.count), replacement: new)
        }
        preconditionFailure("\(old) not in text")
    }

    let header = "diff --git a/f.txt b/f.txt\n--- a/f.txt\n+++ b/f.txt\n"

    func testSingleLineChangeWithContext() {
        let text = (1...10).map { "line\($0)\n" }.joined()
        XCTAssertEqual(patch(text, [replace("line5", with: "five", in: text)]), header + """
            @@ -2,7 +2,7 @@
             line2
             line3
             line4
            -line5
            +five
             line6
             line7
             line8

            """)
    }

    func testInsertAtStartShowsFollowingContext() {
        // Context exists after the insertion, so the hunk starts at line 1.
        let text = "a\nb\nc\nd\ne\n"
        let result = patch(text, [.insert("new\n", at: 0)], path: "f.txt")
        XCTAssertEqual(result, header + "@@ -1,3 +1,4 @@\n+new\n a\n b\n c\n")
    }

    func testDeleteAtEnd() {
        let text = "a\nb\nc\nd\ne\n"
        XCTAssertEqual(patch(text, [replace("e\n", with: "", in: text)]),
                       header + "@@ -2,4 +2,3 @@\n b\n c\n d\n-e\n")
    }

    func testDeleteLastLineWithoutFinalNewline() {
        let text = "a\nb\nc"
        XCTAssertEqual(patch(text, [replace("\nc", with: "", in: text)]),
                       header + "@@ -1,3 +1,2 @@\n a\n-b\n-c\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n")
    }

    func testAppendToFileWithoutFinalNewline() {
        let text = "a\nb"
        XCTAssertEqual(patch(text, [.insert("\nc\n", at: 3)]),
                       header + "@@ -1,2 +1,3 @@\n a\n-b\n\\ No newline at end of file\n+b\n+c\n")
    }

    func testRemovingFinalNewline() {
        let text = "a\nb\n"
        XCTAssertEqual(patch(text, [Edit(range: 3..<4, replacement: "")]),
                       header + "@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n")
    }

    func testContextLineWithoutFinalNewline() {
        let text = "a\nb\nc"
        XCTAssertEqual(patch(text, [replace("b", with: "B", in: text)]),
                       header + "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n\\ No newline at end of file\n")
    }

    func testCRLFIsKeptByteExactly() {
        let text = "one\r\ntwo\r\nthree\r\n"
        XCTAssertEqual(patch(text, [replace("two", with: "2", in: text)]),
                       header + "@@ -1,3 +1,3 @@\n one\r\n-two\r\n+2\r\n three\r\n")
    }

    func testEditsOnAdjacentLinesShareOneChange() {
        let text = "a\nb\nc\nd\n"
        let edits = [replace("b", with: "B", in: text), replace("c", with: "C", in: text)]
        let hunks = UnifiedDiff.hunks(original: bytes(text), edits: edits)
        XCTAssertEqual(hunks.count, 1)
        XCTAssertEqual(hunks[0].editIndices, [0, 1])
        XCTAssertEqual(patch(text, edits), header + "@@ -1,4 +1,4 @@\n a\n-b\n-c\n+B\n+C\n d\n")
    }

    func testTwoEditsOnOneLine() {
        let text = "let a = b + c\n"
        let edits = [replace("a", with: "x", in: text), replace("c", with: "y", in: text)]
        XCTAssertEqual(patch(text, edits), header + "@@ -1 +1 @@\n-let a = b + c\n+let x = b + y\n")
    }

    func testHunksMergeAtSixLinesApartButNotSeven() {
        let text = (1...20).map { "\($0)\n" }.joined()
        func lineEdit(_ n: Int) -> Edit { replace("\n\(n)\n", with: "\nX\(n)\n", in: text) }
        let six = UnifiedDiff.hunks(original: bytes(text), edits: [lineEdit(3), lineEdit(10)])
        XCTAssertEqual(six.map(\.headerLine), ["@@ -1,13 +1,13 @@\n"])
        let seven = UnifiedDiff.hunks(original: bytes(text), edits: [lineEdit(3), lineEdit(11)])
        XCTAssertEqual(seven.map(\.headerLine), ["@@ -1,6 +1,6 @@\n", "@@ -8,7 +8,7 @@\n"])
        XCTAssertEqual(seven.map(\.editIndices), [[0], [1]])
    }

    func testZeroLineRangesFollowGNUDiff() {
        // Headers as `diff -U0` prints them for the same changes.
        let text = (1...10).map { "\($0)\n" }.joined()
        func header(_ edits: [Edit]) -> [String] {
            UnifiedDiff.hunks(original: bytes(text), edits: edits, context: 0).map(\.headerLine)
        }
        XCTAssertEqual(header([.insert("x\ny\n", at: 10)]), ["@@ -5,0 +6,2 @@\n"])
        XCTAssertEqual(header([replace("6\n7\n", with: "", in: text)]), ["@@ -6,2 +5,0 @@\n"])
        XCTAssertEqual(header([.insert("z\n", at: bytes(text).count)]), ["@@ -10,0 +11 @@\n"])
        XCTAssertEqual(header([.insert("z\n", at: 0)]), ["@@ -0,0 +1 @@\n"])
        XCTAssertEqual(header([.delete(0..<2)]), ["@@ -1 +0,0 @@\n"])
    }

    func testNewStartFollowsEarlierGrowth() {
        let text = (1...30).map { "\($0)\n" }.joined()
        let edits = [Edit.insert("x\ny\n", at: 0), replace("\n20\n", with: "\n", in: text)]
        XCTAssertEqual(UnifiedDiff.hunks(original: bytes(text), edits: edits).map(\.headerLine),
                       ["@@ -1,3 +1,5 @@\n", "@@ -17,7 +19,6 @@\n"])
    }

    func testEmptyFileGainsContent() {
        XCTAssertEqual(patch("", [.insert("a\nb\n", at: 0)]), header + "@@ -0,0 +1,2 @@\n+a\n+b\n")
        XCTAssertEqual(patch("", [.insert("a", at: 0)]), header + "@@ -0,0 +1 @@\n+a\n\\ No newline at end of file\n")
    }

    func testFileBecomesEmpty() {
        XCTAssertEqual(patch("a\nb\n", [.delete(0..<4)]), header + "@@ -1,2 +0,0 @@\n-a\n-b\n")
        XCTAssertEqual(patch("a", [.delete(0..<1)]), header + "@@ -1 +0,0 @@\n-a\n\\ No newline at end of file\n")
    }

    func testUnicodeLines() {
        let text = "let café = \"☕️\"\nlet 名前 = \"😀\"\n"
        XCTAssertEqual(patch(text, [replace("😀", with: "🎉", in: text)]),
                       header + "@@ -1,2 +1,2 @@\n let café = \"☕️\"\n-let 名前 = \"😀\"\n+let 名前 = \"🎉\"\n")
    }

    func testEditsThatChangeNothingGiveNoPatch() {
        let text = "a\nb\n"
        XCTAssertEqual(patch(text, []), "")
        XCTAssertEqual(patch(text, [replace("b", with: "b", in: text)]), "")
        XCTAssertEqual(patch(text, [.insert("", at: 2)]), "")
        // Two edits that cancel out on whole lines are no change either.
        XCTAssertEqual(patch(text, [.delete(0..<2), .insert("a\n", at: 2)]), "")
    }

    func testUnchangedLinesAtTheEdgesOfAnEditAreContext() {
        let text = "a\nb\nc\n"
        // Replacing "a\nb" by "a\nB" only changes line 2.
        XCTAssertEqual(patch(text, [Edit(range: 0..<3, replacement: "a\nB")]),
                       header + "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
    }

    func testJoiningLines() {
        let text = "a\nb\nc\n"
        XCTAssertEqual(patch(text, [Edit(range: 1..<2, replacement: " ")]),
                       header + "@@ -1,3 +1,2 @@\n-a\n-b\n+a b\n c\n")
    }

    func testNewFilePatch() {
        XCTAssertEqual(UnifiedDiff.newFilePatch(path: "Dir/New.swift", contents: bytes("a\nb\n")), """
            diff --git a/Dir/New.swift b/Dir/New.swift
            new file mode 100644
            --- /dev/null
            +++ b/Dir/New.swift
            @@ -0,0 +1,2 @@
            +a
            +b

            """)
        XCTAssertEqual(UnifiedDiff.newFilePatch(path: "n", contents: bytes("x")),
                       "diff --git a/n b/n\nnew file mode 100644\n--- /dev/null\n+++ b/n\n@@ -0,0 +1 @@\n+x\n\\ No newline at end of file\n")
    }

    func testPathsWithSpacesAndQuotes() {
        XCTAssertTrue(patch("a\n", [.insert("b\n", at: 2)], path: "My App/x.swift")
            .hasPrefix("diff --git a/My App/x.swift b/My App/x.swift\n--- a/My App/x.swift\t\n+++ b/My App/x.swift\t\n"))
        XCTAssertTrue(patch("a\n", [.insert("b\n", at: 2)], path: "q\"uote.swift")
            .hasPrefix("diff --git \"a/q\\\"uote.swift\" \"b/q\\\"uote.swift\"\n"))
    }

    func testHunkEditsCoverEveryChangingEditOnce() {
        let text = (1...40).map { "line \($0)\n" }.joined()
        let edits = [replace("line 2\n", with: "", in: text), replace("line 3", with: "line 3", in: text),
                     replace("line 30", with: "thirty", in: text), replace("line 31", with: "thirty-one", in: text)]
        let hunks = UnifiedDiff.hunks(original: bytes(text), edits: edits)
        XCTAssertEqual(hunks.map(\.editIndices), [[0], [2, 3]])
        XCTAssertEqual(hunks[1].edits, [edits[2], edits[3]])
    }

    /// Line starts are found eight bytes at a time: every line length, every place of a line feed
    /// in a word, a final line with and without its line feed, and bytes that look like a line
    /// feed in part (0x0B, 0x8A) agree with reading byte by byte.
    func testLineTableAgreesWithAByteByByteReading() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...40 {
            for _ in 0..<30 {
                let text = (0..<length).map { _ in [0x0A, 0x0B, 0x8A, 0x61, 0x0D][Int.random(in: 0..<5, using: &generator)] as UInt8 }
                let table = LineTable(text)
                var starts = [0]
                for (i, b) in text.enumerated() where b == 0x0A { starts.append(i + 1) }
                if starts.last! != text.count { starts.append(text.count) }
                XCTAssertEqual(table.count, starts.count - 1, "\(text)")
                for line in 0...table.count {
                    XCTAssertEqual(table.start(ofLine: line), line < starts.count ? starts[line] : text.count, "\(text) line \(line)")
                }
            }
        }
    }
}
