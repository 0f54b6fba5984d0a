import XCTest
@testable import Rewriter

final class EditSetTests: XCTestCase {
    let text = Array("let value = compute(1, 2)\n".utf8)

    func result(_ set: EditSet) -> String { String(decoding: set.apply(to: text), as: UTF8.self) }

    func testAppliesDisjointFixesInFileOrderWhateverTheAddingOrder() {
        let a = [Edit(range: 4..<9, replacement: "total")]
        let b = [Edit(range: 20..<21, replacement: "10"), Edit.insert("try ", at: 12)]
        var forward = EditSet(), backward = EditSet()
        XCTAssertTrue(forward.add(a))
        XCTAssertTrue(forward.add(b))
        XCTAssertTrue(backward.add(b))
        XCTAssertTrue(backward.add(a))
        XCTAssertEqual(forward.edits, backward.edits)
        XCTAssertEqual(forward.edits, forward.edits.sorted())
        XCTAssertEqual(result(forward), "let total = try compute(10, 2)\n")
    }

    func testIdenticalEditsMerge() {
        var set = EditSet()
        let edit = Edit(range: 4..<9, replacement: "total")
        XCTAssertTrue(set.add([edit]))
        XCTAssertTrue(set.add([edit, Edit.insert("try ", at: 12)]))
        XCTAssertTrue(set.add([Edit.insert("try ", at: 12)]))
        XCTAssertEqual(set.edits.count, 2)
        XCTAssertEqual(result(set), "let total = try compute(1, 2)\n")
        // Duplicates inside one fix merge too.
        var single = EditSet()
        XCTAssertTrue(single.add([edit, edit]))
        XCTAssertEqual(single.edits, [edit])
    }

    func testOverlappingFixIsRejectedWhole() {
        var set = EditSet()
        XCTAssertTrue(set.add([Edit(range: 12..<19, replacement: "calculate")]))
        let overlapping = [Edit(range: 0..<3, replacement: "var"), Edit(range: 18..<20, replacement: "e[")]
        XCTAssertFalse(set.canAdd(overlapping))
        XCTAssertFalse(set.add(overlapping))
        XCTAssertEqual(set.edits.count, 1, "no half of a rejected fix is kept")
        XCTAssertEqual(result(set), "let value = calculate(1, 2)\n")
    }

    func testFixWhoseOwnEditsOverlapIsRejected() {
        var set = EditSet()
        XCTAssertFalse(set.add([Edit(range: 0..<5, replacement: "a"), Edit(range: 4..<6, replacement: "b")]))
        XCTAssertTrue(set.isEmpty)
    }

    /// A fix's own edits are compared after sorting: a long edit still conflicts with a later one it
    /// covers past its neighbours, whatever order the fix lists them in; repeated edits merge.
    func testFixOwnEditsAreComparedInAnyOrder() {
        let long = Edit(range: 0..<20, replacement: "x"), first = Edit(range: 2..<3, replacement: "a"), far = Edit(range: 15..<16, replacement: "b")
        for order in [[long, first, far], [far, first, long], [first, far, long]] {
            XCTAssertFalse(EditSet().canAdd(order), "\(order)")
        }
        XCTAssertFalse(EditSet().canAdd([.insert("a", at: 5), Edit(range: 20..<22, replacement: ""), .insert("b", at: 5)]))
        var set = EditSet()
        XCTAssertTrue(set.add([first, far, first, Edit(range: 3..<4, replacement: "c")]))
        XCTAssertEqual(set.edits, [first, Edit(range: 3..<4, replacement: "c"), far])
    }

    func testInsertionsAtTheSameOffsetConflictUnlessIdentical() {
        var set = EditSet()
        XCTAssertTrue(set.add([.insert("try ", at: 12)]))
        XCTAssertFalse(set.add([.insert("await ", at: 12)]), "which goes first would be a guess")
        XCTAssertTrue(set.add([.insert("try ", at: 12)]))
        XCTAssertEqual(result(set), "let value = try compute(1, 2)\n")
    }

    /// Two rules adding a key to one plist dictionary at the same place: whole lines, so both
    /// go in, in text order, the bytes a second run would give.
    func testWholeLineInsertionsAtTheSameOffsetGoInTextOrder() {
        let original = Array("<dict>\n\t<key>Z</key>\n</dict>\n".utf8)
        let offset = 7
        var set = EditSet()
        XCTAssertTrue(set.add([.insert("\t<key>UILaunchScreen</key>\n\t<dict/>\n", at: offset)]))
        XCTAssertTrue(set.add([.insert("\t<key>UIApplicationSceneManifest</key>\n\t<dict/>\n", at: offset)]))
        XCTAssertEqual(String(decoding: set.apply(to: original), as: UTF8.self),
                       "<dict>\n\t<key>UIApplicationSceneManifest</key>\n\t<dict/>\n\t<key>UILaunchScreen</key>\n\t<dict/>\n\t<key>Z</key>\n</dict>\n")
        XCTAssertFalse(set.add([.insert("partial", at: offset)]), "text inside a line still conflicts")
    }

    func testInsertionInsideAReplacedRangeConflicts() {
        var set = EditSet()
        XCTAssertTrue(set.add([Edit(range: 12..<19, replacement: "calculate")]))
        XCTAssertFalse(set.canAdd([.insert("x", at: 15)]))
        var other = EditSet()
        XCTAssertTrue(other.add([.insert("x", at: 15)]))
        XCTAssertFalse(other.canAdd([Edit(range: 12..<19, replacement: "calculate")]))
    }

    func testTouchingEditsDoNotConflict() {
        var set = EditSet()
        XCTAssertTrue(set.add([Edit(range: 4..<9, replacement: "a")]))
        XCTAssertTrue(set.add([Edit(range: 9..<10, replacement: "")]))
        XCTAssertTrue(set.add([Edit(range: 0..<4, replacement: "var ")]))
        // Insertions at either edge of a replacement keep a defined order.
        XCTAssertTrue(set.add([.insert("(", at: 12)]))
        XCTAssertTrue(set.add([Edit(range: 12..<19, replacement: "f")]))
        XCTAssertTrue(set.add([.insert(")", at: 19)]))
        XCTAssertEqual(result(set), "var a= (f)(1, 2)\n")
    }

    func testApplyKeepsBytesOutsideEdits() {
        let crlf = Array("a\r\nb\r\n\u{00E9}\r\n".utf8)
        XCTAssertEqual(EditSet.apply([Edit(range: 3..<4, replacement: "B")], to: crlf), Array("a\r\nB\r\n\u{00E9}\r\n".utf8))
        XCTAssertEqual(EditSet.apply([], to: crlf), crlf)
        XCTAssertEqual(EditSet.apply([.insert("z", at: crlf.count)], to: crlf), crlf + [0x7A])
    }

    func testManyFixesStayFast() {
        // Ten thousand one-byte fixes in a large file, added out of order.
        let big = [UInt8](repeating: 0x61, count: 200_000)
        let fixes = (0..<10_000).map { [Edit(range: ($0 * 20)..<($0 * 20 + 1), replacement: "b")] }
        var set = EditSet()
        let start = Date()
        for fix in fixes.reversed() { XCTAssertTrue(set.add(fix)) }
        for fix in fixes { XCTAssertTrue(set.add(fix)) }  // all merge
        XCTAssertFalse(set.add([Edit(range: 39..<41, replacement: "")]))
        XCTAssertEqual(set.edits.count, 10_000)
        XCTAssertEqual(set.apply(to: big).filter { $0 == 0x62 }.count, 10_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }
}

final class ByteSearchTests: XCTestCase {
    func testFindsNeedlesAnywhereAndOnlyWhenPresent() {
        let text = Array("let ok = UIApplication.shared.canOpenURL(url)".utf8)
        XCTAssertTrue(ByteSearch.contains(text, Array("canOpenURL".utf8)))
        XCTAssertTrue(ByteSearch.contains(text, Array("let".utf8)))
        XCTAssertTrue(ByteSearch.contains(text, Array("(url)".utf8)))
        XCTAssertFalse(ByteSearch.contains(text, Array("openURL".utf8)))
        XCTAssertFalse(ByteSearch.contains([], Array("x".utf8)))
        XCTAssertTrue(ByteSearch.contains(text, []))
        XCTAssertTrue(ByteSearch.contains(text, "shared"))
        XCTAssertFalse(ByteSearch.contains(text, "State"))
    }

    /// Every needle position and length against a plain scan, over a small
    /// alphabet so that partial matches (first and last byte alike) are common.
    func testAgreesWithAPlainScanOnRandomInputs() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<3000 {
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let needle = (0..<Int.random(in: 1...6, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let expected = haystack.count >= needle.count
                && (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
            XCTAssertEqual(ByteSearch.contains(haystack, needle), expected, "\(haystack) \(needle)")
            let from = Int.random(in: 0...haystack.count, using: &generator)
            let first = haystack.count >= needle.count
                ? (from...max(from, haystack.count - needle.count)).first {
                    $0 + needle.count <= haystack.count && Array(haystack[$0..<($0 + needle.count)]) == needle
                } : nil
            XCTAssertEqual(ByteSearch.firstOffset(of: needle, in: haystack, from: from), first, "\(haystack) \(needle) from \(from)")
            if expected { checked += 1 }
        }
        XCTAssertGreaterThan(checked, 500)
        // A match in the last possible position, after a full block of near-misses.
        let tail = Array(String(repeating: "Stat ", count: 5).utf8) + Array("State".utf8)
        XCTAssertTrue(ByteSearch.contains(tail, "State"))
        XCTAssertFalse(ByteSearch.contains(Array(tail.dropLast()), "State"))
    }

    func testByteSuffixAgreesWithStringSuffix() {
        let texts = ["App/View.swift", "View.swift", ".swift", "swift", "", "Café/Menü.swift", "Ünï.swiftx", "a.m", "a.mm",
                     "Headers/a.h", "Foo.framework", "Foo.xcframework", "e\u{301}.swift", "x.storyboard", "line\r\n"]
        let suffixes: [StaticString] = [".swift", ".m", ".mm", ".h", ".framework", "/Project.swift", ".storyboard", "\n"]
        for text in texts {
            for suffix in suffixes where suffix.description != "\n" || !text.hasSuffix("\r\n") {
                XCTAssertEqual(ByteSearch.hasSuffix(text, suffix), text.hasSuffix(suffix.description), "\(text) \(suffix)")
            }
        }
        XCTAssertTrue(ByteSearch.hasSuffix("Café/Menü.swift", ".swift"))
        XCTAssertFalse(ByteSearch.hasSuffix("a.mm", ".m"))
    }

    func testTextLinesAgreeWithSplittingCharacters() {
        let texts = ["a\nb", "a\r\nb\r\n", "\n\n", "", "one", "é\u{301}\nx\r", "a\rb\n\rc", "\u{1F1FA}\u{1F1F8}\r\n\u{301}z"]
        for text in texts {
            XCTAssertEqual(TextLines.nonEmpty(in: text), text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }), text)
        }
    }
}
