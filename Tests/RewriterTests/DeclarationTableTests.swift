import XCTest
@testable import Rewriter

/// The declaration outline is rows of a table per parse: these check what the rows and the
/// runs into the table's lists must keep true for the views rules read.
final class DeclarationTableTests: XCTestCase {
    func testMemberListsAreRunsOfTheirOwnMembersWhenTypesNest() {
        let tree = SyntaxTree(path: "A.swift", text: """
            @MainActor struct A {
                struct B {
                    var x = 1
                    enum C { case c; func g() {} }
                    func f(_ a: Int, b: String = "") {}
                }
                #if DEBUG
                var y: Int
                #endif
                let z = 2, w = 3
            }
            extension A: Equatable {}
            """)
        XCTAssertEqual(tree.declarations.map(\.name), ["A", "A"])
        let a = tree.declarations[0]
        XCTAssertEqual(a.members.map(\.name), ["B", "y", "z"])
        let b = a.members[0]
        XCTAssertEqual(b.members.map(\.name), ["x", "C", "f"])
        XCTAssertEqual(b.members[1].members.map(\.name), ["c", "g"])
        XCTAssertEqual(b.members[2].parameters.map(\.name), ["a", "b"])
        XCTAssertEqual(b.members[2].parameters.map(\.callLabel), [nil, "b"])
        XCTAssertEqual(a.members[2].bindings.map(\.name), ["z", "w"])
        XCTAssertEqual(a.attributes.map(\.name), ["MainActor"])
        XCTAssertEqual(tree.declarations[1].inheritance, ["Equatable"])
        // Kinds without members, parameters or bindings read none of another kind's runs.
        XCTAssertTrue(a.members[1].members.isEmpty)
        XCTAssertTrue(a.members[1].parameters.isEmpty)
        XCTAssertTrue(b.members[2].bindings.isEmpty)
        XCTAssertTrue(a.bindings.isEmpty)
    }

    /// The outline's lists are sized for the file's tokens before parsing; once parsed, room of a
    /// kilobyte or more that they did not use is given back, and the outline reads the same.
    func testTheOutlineKeepsNoSpareRoomOfAKilobyte() {
        let statements = String(repeating: "x = y + z // a statement, not a declaration\n", count: 2000)
        let tree = SyntaxTree(path: "A.swift", text: statements + "struct A { var b = 1; func c(d: Int) {} }\n")
        let table = tree.declarations.table
        XCTAssertGreaterThan(tree.file.tokens.count / 40 - table.rows.count, 1024 / MemoryLayout<DeclarationRow>.stride,
                             "the first sizing leaves room")
        XCTAssertLessThan((table.rows.capacity - table.rows.count) * MemoryLayout<DeclarationRow>.stride, 1024)
        XCTAssertLessThan((table.memberIndices.capacity - table.memberIndices.count) * MemoryLayout<Int32>.stride, 1024)
        XCTAssertLessThan((table.bindings.capacity - table.bindings.count) * MemoryLayout<BindingSlots>.stride, 1024)
        XCTAssertLessThan((table.parameters.capacity - table.parameters.count) * MemoryLayout<ParameterSlots>.stride, 1024)
        let a = tree.declarations[0]
        XCTAssertEqual(a.members.map(\.name), ["b", "c"])
        XCTAssertEqual(a.members[0].bindings.map(\.name), ["b"])
        XCTAssertEqual(a.members[1].parameters.map(\.name), ["d"])
    }

    /// A file of statements without declarations gives back its rows' room, a kilobyte or more.
    func testAnOutlineWithoutDeclarationsKeepsNoRoom() {
        let tree = SyntaxTree(path: "main.swift", text: String(repeating: "print(value + 1)\n", count: 500))
        XCTAssertTrue(tree.declarations.isEmpty)
        XCTAssertEqual(tree.declarations.table.rows.capacity, 0)
        XCTAssertLessThan(tree.declarations.table.memberIndices.capacity * MemoryLayout<Int32>.stride, 1024)
    }

    func testAFailedDeclarationLeavesNothingInTheTable() {
        // `@MainActor foo()` and `@objc bar` start like declarations (an attribute) but are
        // not: the attributes parsed on the way are taken back.
        let tree = SyntaxTree(path: "A.swift", text: """
            @MainActor
            foo()
            @available(iOS 17, *) @objc bar
            @objc public final class K {
                @IBOutlet weak var label: UILabel!
            }
            """)
        let table = tree.declarations.table
        XCTAssertEqual(tree.declarations.map(\.name), ["K"])
        let all = tree.allDeclarations
        XCTAssertEqual(all.map(\.name), ["K", "label"])
        XCTAssertEqual(table.attributes.count, all.reduce(0) { $0 + $1.attributes.count })
        XCTAssertEqual(table.rows.count, all.count)
        XCTAssertEqual(all.map { $0.attributes.map(\.name) }, [["objc"], ["IBOutlet"]])
    }

    func testModifiersPastThePackedOnesAreKeptInOrder() {
        let tree = SyntaxTree(path: "A.swift", text: """
            class A {
                @objc public private(set) static final nonisolated(unsafe) lazy var a = 1
                public static func b() {}
            }
            """)
        let members = tree.declarations[0].members
        XCTAssertEqual(members[0].modifiers, ["public", "private(set)", "static", "final", "nonisolated(unsafe)", "lazy"])
        XCTAssertTrue(members[0].hasModifier("lazy"))
        XCTAssertTrue(members[0].hasModifier("final"))
        XCTAssertFalse(members[0].hasModifier("private"))
        XCTAssertEqual(members[1].modifiers, ["public", "static"])
        XCTAssertFalse(members[1].hasModifier("lazy"))
    }

    func testTablesGrowPastTheirReservedSize() {
        // Thousands of members, each with a parameter and an attribute: more rows, member
        // indices and parameters than the table reserved for the file's tokens; every row reads back right.
        var text = "struct S {\n"
        for i in 0..<3000 { text += "    @inlinable func f\(i)(x\(i): Int) -> Int { x\(i) }\n" }
        text += "}\n"
        let tree = SyntaxTree(path: "S.swift", text: text)
        let members = tree.declarations[0].members
        XCTAssertEqual(members.count, 3000)
        for (i, m) in members.enumerated() where i % 97 == 0 || i == 2999 {
            XCTAssertEqual(m.name, "f\(i)")
            XCTAssertEqual(m.parameters.map(\.name), ["x\(i)"])
            XCTAssertEqual(m.attributes.map(\.name), ["inlinable"])
            XCTAssertEqual(m.returnType, "Int")
        }
    }

    func testDeclarationsAreEqualWhenTheyAreTheSameRowOfTheSameParse() {
        let source = "struct A { var x = 1 }\nstruct B {}\n"
        let tree = SyntaxTree(path: "A.swift", text: source)
        let a = tree.declarations[0], b = tree.declarations[1]
        XCTAssertEqual(a, tree.declarations[0])
        XCTAssertEqual(Set([a, tree.declarations[0], b]).count, 2)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a.members[0], tree.enclosingDeclarations(of: a.members[0].keyword).last)
        // The same text parsed again is another declaration (as another object was).
        let again = tree.statements(from: 0, to: tree.tokenCount).compactMap(\.declaration)
        XCTAssertEqual(again.map(\.name), ["A", "B"])
        XCTAssertNotEqual(again[0], a)
        XCTAssertEqual(again[0].first, a.first)
    }
}
