import Foundation
@testable import Rewriter
import XCTest

/// A brace's role, and the owners of the bodies around it, found by walking only what encloses it
/// (`StructureBuilder(tree:enclosing:)`, which `role(ofBrace:)` and `owner(ofBody:)` use until a
/// file has been asked about a few times) are those the walk of the whole file gives.
final class EnclosedBraceRoleTests: XCTestCase {
    /// Every "{" of every Swift fixture (inputs and expected outputs of every rule: apps' app
    /// delegates, views, closures in attributes, accessors, `#if` clauses, nested types).
    func testEveryBraceOfTheFixturesHasItsWholeWalkRole() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/Fixtures")
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: fixtures.path)).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(paths.count, 100)
        var braces = 0, roles: [BraceRole: Int] = [:]
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(path)))
            let tree = SyntaxTree(file: SourceFile(path: path, bytes: bytes))
            for brace in 0..<tree.tokenCount where tree.kind(brace) == .leftBrace {
                let whole = tree.bodies.roles[brace]
                let builder = StructureBuilder(tree: tree, enclosing: brace)
                builder.build()
                XCTAssertEqual(builder.roles[brace], whole, "\(path): brace at offset \(tree.file.tokens.start(brace))")
                for around in tree.enclosingBraces(of: brace) + [brace] {
                    let partial = builder.owners[around], full = tree.bodies.owners[around]
                    XCTAssertEqual(partial.map { "\($0.kind) \($0.first)...\($0.last)" }, full.map { "\($0.kind) \($0.first)...\($0.last)" },
                                   "\(path): owner of the brace at offset \(tree.file.tokens.start(around))")
                }
                braces += 1
                roles[whole, default: 0] += 1
            }
        }
        // Every role is among the braces compared.
        for role in [BraceRole.typeBody, .functionBody, .accessorBlock, .statementBody, .closure] {
            XCTAssertGreaterThan(roles[role] ?? 0, 10, "\(role)")
        }
        XCTAssertGreaterThan(braces, 3000)
    }

    /// The same on the Swift files under MODERNIZE_CORPUS (skipped when it is not set), for up to
    /// 40 braces a file, spread over it.
    func testBracesOfTheCorpusHaveTheirWholeWalkRoles() throws {
        var braces = 0
        for url in try LexerTestSupport.corpusSwiftFiles() {
            let tree = SyntaxTree(file: SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url))))
            let all = (0..<tree.tokenCount).filter { tree.kind($0) == .leftBrace }
            let step = max(1, all.count / 40)
            for brace in stride(from: 0, to: all.count, by: step).map({ all[$0] }) {
                let builder = StructureBuilder(tree: tree, enclosing: brace)
                builder.build()
                XCTAssertEqual(builder.roles[brace], tree.bodies.roles[brace], "\(url.path): brace at offset \(tree.file.tokens.start(brace))")
                for around in tree.enclosingBraces(of: brace) + [brace] {
                    XCTAssertEqual(builder.owners[around].map { "\($0.kind) \($0.first)...\($0.last)" },
                                   tree.bodies.owners[around].map { "\($0.kind) \($0.first)...\($0.last)" }, url.path)
                }
                braces += 1
            }
        }
        XCTAssertGreaterThan(braces, 0)
    }

    /// Asked about one block, a tree answers without building every body; after a few questions
    /// it builds them, and the statements are those of the whole walk's role either way.
    func testStatementsOfABlockAreTheSameBeforeAndAfterTheWholeWalk() {
        let source = """
            struct V: View {
                @State var n = 0
                var body: some View {
                    Button { n += 1 } label: { Text("\\(n)") }
                        .onAppear { [n] in print(n); if n > 0 { print("more") } }
                }
                func f(_ xs: [Int]) -> Int {
                    func twice(_ x: Int) -> Int { let y = { x * 2 }; return y() }
                    return xs.map { x in twice(x) }.reduce(0) { $0 + $1 }
                }
                var c: Int { get { 1 } set { print(newValue) } }
            }
            """
        let braces = SyntaxTree(path: "V.swift", text: source).file.tokens.kinds.indices.filter {
            SyntaxTree(path: "V.swift", text: source).kind($0) == .leftBrace
        }
        XCTAssertGreaterThan(braces.count, SyntaxTree.enclosedWalkLimit + 2)
        let partial = SyntaxTree(path: "V.swift", text: source)
        let whole = SyntaxTree(path: "V.swift", text: source)
        _ = whole.bodies
        for brace in braces {
            XCTAssertEqual(partial.statements(in: brace).map { [$0.first, $0.last] },
                           whole.statements(in: brace).map { [$0.first, $0.last] }, "brace \(brace)")
        }
        for brace in braces {
            let fresh = SyntaxTree(path: "V.swift", text: source)
            XCTAssertEqual(fresh.role(ofBrace: brace), whole.role(ofBrace: brace), "brace \(brace)")
            XCTAssertEqual(fresh.owner(ofBody: brace)?.first, whole.owner(ofBody: brace)?.first, "brace \(brace)")
        }
        // Declarations around every token, local functions in bodies among them.
        let fresh = SyntaxTree(path: "V.swift", text: source)
        for t in 0..<fresh.tokenCount {
            let tree = t % 2 == 0 ? SyntaxTree(path: "V.swift", text: source) : fresh
            XCTAssertEqual(tree.enclosingDeclarations(of: t).map { "\($0.kind) \($0.first)" },
                           whole.enclosingDeclarations(of: t).map { "\($0.kind) \($0.first)" }, "token \(t)")
        }
        XCTAssertTrue(whole.enclosingDeclarations(of: whole.file.tokens.kinds.indices.last { whole.file.text(of: $0) == "y" }!)
            .contains { $0.kind == .function && whole.file.text(of: whole.next($0.keyword)!) == "twice" })
    }
}
