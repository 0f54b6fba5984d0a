import XCTest
@testable import Rewriter

final class ParserTests: XCTestCase {
    func tree(_ text: String) -> SyntaxTree { SyntaxTree(path: "t.swift", text: text) }

    func token(_ tree: SyntaxTree, _ word: String, occurrence: Int = 0) -> Int {
        var seen = 0
        for i in 0..<tree.tokenCount where tree.text(i) == word {
            if seen == occurrence { return i }
            seen += 1
        }
        XCTFail("no token \(word)")
        return 0
    }

    func testTypeDeclarationsInheritanceAndMembers() {
        let t = tree("""
        import UIKit
        @MainActor
        final class ProductCardView: BaseCardView, UITableViewDataSource {
            struct Inner<T: Equatable>: Hashable where T: Sendable { let value: T }
            #if DEBUG
            var debugName = "x"
            #else
            var debugName: String { "y" }
            #endif
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
            lazy var label = UILabel()
            var count: Int = 0 {
                willSet { print(newValue) }
                didSet { update() }
            }
            var computed: Int { count * 2 }
            var both: Int {
                get { count }
                set { count = newValue }
            }
            static func make() -> Self { fatalError() }
        }
        extension Array: Identifiable where Element: Identifiable {}
        extension Foo.Bar {}
        """)
        XCTAssertTrue(t.isBalanced)
        let names = t.declarations.map { "\($0.kind):\($0.name)" }
        XCTAssertEqual(names, ["import:UIKit", "class:ProductCardView", "extension:Array", "extension:Foo.Bar"])
        let view = t.declarations[1]
        XCTAssertEqual(view.inheritance, ["BaseCardView", "UITableViewDataSource"])
        XCTAssertEqual(view.attributes.map(\.name), ["MainActor"])
        XCTAssertEqual(view.modifiers, ["final"])
        XCTAssertEqual(view.members.map(\.name), ["Inner", "debugName", "debugName", "init", "init", "label", "count",
                                                  "computed", "both", "make"])
        let inner = view.members[0]
        XCTAssertEqual(inner.inheritance, ["Hashable"])
        XCTAssertNotNil(inner.genericParameters)
        XCTAssertNotNil(inner.whereClause)
        XCTAssertEqual(inner.members.map(\.name), ["value"])
        XCTAssertFalse(view.members[1].isComputed)
        XCTAssertTrue(view.members[2].isComputed)
        XCTAssertEqual(view.members[3].modifiers, ["override"])
        XCTAssertEqual(view.members[3].parameters.map(\.name), ["frame"])
        XCTAssertFalse(view.members[3].isFailable)
        XCTAssertTrue(view.members[4].isFailable)
        XCTAssertEqual(view.members[5].modifiers, ["lazy"])
        XCTAssertFalse(view.members[6].isComputed, "willSet/didSet observers keep a property stored")
        XCTAssertEqual(view.members[6].bindings.first.flatMap { $0.typeAnnotation.map { t.compactText($0.lowerBound, $0.upperBound) } }, "Int")
        XCTAssertTrue(view.members[7].isComputed)
        XCTAssertTrue(view.members[8].isComputed)
        XCTAssertTrue(view.members[9].isStatic)
        XCTAssertEqual(view.members[9].returnType, "Self")
        XCTAssertEqual(t.declarations[2].inheritance, ["Identifiable"])
        XCTAssertNotNil(t.declarations[2].whereClause)
        // Roles of braces.
        XCTAssertEqual(t.role(ofBrace: view.body!), .typeBody)
        XCTAssertEqual(t.role(ofBrace: view.members[3].body!), .functionBody)
        XCTAssertEqual(t.role(ofBrace: view.members[6].bindings[0].accessorBlock!), .accessorBlock)
        XCTAssertEqual(t.role(ofBrace: view.members[7].body!), .functionBody)
    }

    func testStatementsIfGuardTrailingClosures() {
        let t = tree("""
        func f(items: [Int]) {
            if let x = items.first, x > 0 {
                print(x)
            } else if items.isEmpty {
                return
            } else {
                items.forEach { print($0) }
            }
            guard let y = items.last else { return }
            items.map { $0 * 2 }
                .filter { $0 > y }
            let total = items.reduce(0) { $0 + $1 }
            Task { @MainActor [weak self] (value: Int) async throws -> Void in
                try await self?.load()
            }
            do {
                try g()
            } catch let error as URLError {
                print(error)
            } catch {
            }
            outer: for i in items where i > 0 {
                switch i {
                case 1, 2:
                    break outer
                default:
                    continue
                }
            }
            return
        }
        """)
        let f = t.declarations[0]
        let statements = t.statements(in: f.body!)
        XCTAssertEqual(statements.map(\.kind), [.if, .guard, .expression, .declaration, .expression, .do, .for, .return])
        let ifStatement = statements[0]
        XCTAssertEqual(ifStatement.conditions.map { t.compactText($0.lowerBound, $0.upperBound) }, ["letx=items.first", "x>0"])
        XCTAssertEqual(ifStatement.elseIfs.count, 1)
        XCTAssertEqual(ifStatement.elseIfs.first?.kind, .if)
        XCTAssertNotNil(ifStatement.elseBody)
        XCTAssertEqual(ifStatement.bodyBraces.count, 3)
        XCTAssertEqual(t.role(ofBrace: ifStatement.body!), .statementBody)
        // The trailing closure in the else branch is a closure.
        let forEach = token(t, "forEach")
        let brace = t.next(forEach)!
        XCTAssertEqual(t.role(ofBrace: brace), .closure)
        // The chained call continues on the next line.
        XCTAssertEqual(t.text(statements[2].last), "}")
        XCTAssertTrue(t.sourceText(statements[2].first, statements[2].last).contains(".filter"))
        // The Task closure's signature.
        let taskBrace = t.next(token(t, "Task"))!
        let closure = t.closure(at: taskBrace)!
        XCTAssertEqual(closure.attributes.map(\.name), ["MainActor"])
        XCTAssertEqual(closure.captures.map { "\($0.specifier ?? "") \($0.name)" }, ["weak self"])
        XCTAssertEqual(closure.parameterNames, ["value"])
        XCTAssertNotNil(closure.asyncToken)
        XCTAssertNotNil(closure.throwsToken)
        XCTAssertEqual(t.text(t.next(closure.inToken!)!), "try")
        XCTAssertEqual(statements[5].catches.count, 2)
        XCTAssertNotNil(statements[5].catches[0].pattern)
        XCTAssertNil(statements[5].catches[1].pattern)
        XCTAssertNotNil(statements[6].label)
        let switchStatement = t.statements(in: statements[6].body!)[0]
        XCTAssertEqual(switchStatement.kind, .switch)
        XCTAssertEqual(t.statements(in: switchStatement.body!).map(\.kind), [.switchCase, .break, .switchCase, .continue])
    }

    func testExpressionBoundaries() {
        let t = tree("""
        let a = b
            + c
        let d = -e
        foo()
        (bar)()
        x = y ? 1 : 2
        let s = value as? String ?? ""
        let r = cond
            ? one
            : two
        """)
        let items = t.topLevelStatements
        XCTAssertEqual(items.count, 7)
        XCTAssertEqual(t.text(items[0].last), "c")
        XCTAssertEqual(t.text(items[2].last), ")")
        XCTAssertEqual(t.text(items[3].first), "(")
        XCTAssertEqual(t.text(items[4].last), "2")
        XCTAssertEqual(t.compactText(items[5].declaration!.bindings[0].initializer!.lowerBound, items[5].last), "valueas?String??\"\"")
        XCTAssertEqual(t.text(items[6].last), "two")
    }

    func testCallsAndChains() {
        let t = tree("""
        UIApplication.shared.open(url, options: [:]) { success in print(success) }
        let s = 1 / UIScreen.main.scale
        Task<Void, Never>(priority: .high) { await work() }
        Button("Save") { save() } label: { Text("x") }
        """)
        let open = token(t, "open")
        let call = t.call(calleeLast: open)!
        XCTAssertEqual(t.text(call.calleeFirst), "UIApplication")
        XCTAssertEqual(call.arguments.map(\.label), [nil, "options"])
        XCTAssertEqual(call.trailingClosures.count, 1)
        XCTAssertEqual(t.matchChain(at: token(t, "UIScreen"), ["UIScreen", "main", "scale"]), token(t, "scale"))
        XCTAssertEqual(t.memberNames(endingAt: token(t, "scale")), ["UIScreen", "main", "scale"])
        let task = t.call(calleeLast: token(t, "Task"))!
        XCTAssertNotNil(task.genericArguments)
        XCTAssertEqual(task.arguments.map(\.label), ["priority"])
        XCTAssertEqual(task.trailingClosures.count, 1)
        let button = t.call(calleeLast: token(t, "Button"))!
        XCTAssertEqual(button.trailingClosures.map(\.label), [nil, "label"])
    }

    func testEnclosingDeclarationsAndBraces() {
        let t = tree("""
        class V: UIView {
            override func layoutSubviews() {
                DispatchQueue.main.async { [weak self] in
                    self?.x = UIScreen.main.scale
                }
            }
        }
        """)
        let scale = token(t, "scale")
        XCTAssertEqual(t.enclosingDeclarations(of: scale).map(\.name), ["V", "layoutSubviews"])
        let braces = t.enclosingBraces(of: scale)
        XCTAssertEqual(braces.map { t.role(ofBrace: $0) }, [.closure, .functionBody, .typeBody])
    }

    func testResultBuildersAndIfExpressions() {
        let t = tree("""
        struct ContentView: View {
            @State private var page = StickerPage()
            @SwiftUI.State var other: Int = 1
            var body: some View {
                VStack {
                    if page.isEmpty { Text("a") } else { Text("b") }
                    ForEach(items) { item in Row(item) }
                }
                .padding()
            }
            init(title: String) {
                let v = if title.isEmpty { 1 } else { 2 }
                page = StickerPage(title: title)
            }
        }
        """)
        let view = t.declarations[0]
        XCTAssertEqual(view.members.map(\.name), ["page", "other", "body", "init"])
        XCTAssertTrue(view.members[0].hasAttribute("State"))
        XCTAssertEqual(view.members[0].modifiers, ["private"])
        XCTAssertEqual(view.members[1].attributes.map(\.name), ["SwiftUI.State"])
        XCTAssertTrue(view.members[2].isComputed)
        let initStatements = t.statements(in: view.members[3].body!)
        XCTAssertEqual(initStatements.map(\.kind), [.declaration, .expression])
        let bodyStatements = t.statements(in: view.members[2].body!)
        XCTAssertEqual(bodyStatements.count, 1)
    }

    func testUnbalancedInputDoesNotCrash() {
        let inputs = ["func f( {", "}}}", "class A { func b() { if x {", "#if X\nfunc a() {\n#else\nfunc a(b: Int) {\n#endif\n}", "let x = [1, 2"]
        for text in inputs {
            let t = tree(text)
            _ = t.allDeclarations
            XCTAssertFalse(t.isBalanced && text.contains("func f( {"))
        }
    }

    /// Names, parameters and bindings are read from the tokens when asked for: each way a name is
    /// spelled gives the text the parser used to store.
    func testNamesParametersAndBindingsAsWritten() {
        let t = tree("""
        import struct Foundation . URL
        extension Outer . Inner<Int> : Equatable {
            init?(coder: NSCoder) { nil }
            deinit {}
            subscript(i: Int) -> Int { i }
            var `default`: Int = 0, second = "x"
            let (a, b) = (1, 2)
            func move(from source: [String : Any]? = nil, _ by: Int) {}
        }
        precedencegroup Lowest { associativity: left }
        enum Mode { case `open`, closed }
        """)
        let names = t.declarations.map(\.name)
        XCTAssertEqual(names, ["Foundation.URL", "Outer.Inner<Int>", "Lowest", "Mode"])
        let members = t.declarations[1].members
        XCTAssertEqual(members.map(\.name), ["init", "deinit", "subscript", "default", "", "move"])
        XCTAssertEqual(members[3].bindings.map(\.name), ["default", "second"])
        XCTAssertEqual(members[3].bindings.map { $0.initializer != nil }, [true, true])
        XCTAssertEqual(members[4].bindings.map(\.name), [nil])
        XCTAssertEqual(members[4].bindings.first?.initializer.map { t.sourceText($0.lowerBound, $0.upperBound) }, "(1, 2)")
        let parameters = members[5].parameters
        XCTAssertEqual(parameters.map(\.label), ["from", "_"])
        XCTAssertEqual(parameters.map(\.name), ["source", "by"])
        XCTAssertEqual(parameters.map(\.type), ["[String:Any]?", "Int"])
        XCTAssertEqual(parameters.map { $0.defaultValue.map { t.sourceText($0.lowerBound, $0.upperBound) } }, ["nil", nil])
        XCTAssertEqual(members[0].parameters.map(\.callLabel), ["coder"])
        XCTAssertEqual(t.declarations[3].members.map(\.name), ["`open`"])
    }
}

final class ProjectIndexTests: XCTestCase {
    func testInheritanceAcrossFilesAndExtensions() {
        let a = SyntaxTree(path: "A.swift", text: "class ProductCardView: BaseCardView {}\nstruct Task {}\n")
        let b = SyntaxTree(path: "B.swift", text: "class BaseCardView: UIKit.UIView {}\nclass Manager: NSObject {}\n")
        let c = SyntaxTree(path: "C.swift", text: "extension Manager: UITraitEnvironment {}\nenum Outer { class Inner: UITableViewCell {} }\n")
        let index = ProjectIndex(trees: [a, b, c])
        XCTAssertTrue(index.inherits("ProductCardView", fromAnyOf: ["UIView"]))
        XCTAssertEqual(index.supertypes(of: "ProductCardView"), ["BaseCardView", "UIView"])
        XCTAssertTrue(index.inherits("Manager", fromAnyOf: ["UITraitEnvironment"]))
        XCTAssertFalse(index.inherits("Manager", fromAnyOf: ["UIView"]))
        XCTAssertTrue(index.inherits("Inner", fromAnyOf: ["UITableViewCell"]))
        XCTAssertEqual(index.types(named: "Inner").first?.qualifiedName, "Outer.Inner")
        XCTAssertTrue(index.declares("Task"))
        XCTAssertFalse(index.declares("State"))
    }

    func testNestedDeclarationIsVisibleOnlyInItsScope() {
        let a = SyntaxTree(path: "A.swift", text: """
        struct FAQView { typealias View = WKWebView; struct Page: View {} }
        class Base { typealias Row = Int }
        class Sub: Base {}
        extension Sub { struct Cell {} }
        struct Banner {}
        typealias Model = Int
        """)
        let index = ProjectIndex(trees: [a])
        XCTAssertTrue(index.declares("View"))
        XCTAssertFalse(index.declares("View", visibleInside: "Banner"))
        XCTAssertFalse(index.declares("View", visibleInside: "ExternalType"))
        XCTAssertTrue(index.declares("View", visibleInside: "FAQView"))
        XCTAssertTrue(index.declares("View", visibleInside: "Page"))
        XCTAssertTrue(index.declares("Row", visibleInside: "Sub"))
        XCTAssertTrue(index.declares("Row", visibleInside: "Cell"))
        XCTAssertFalse(index.declares("Row", visibleInside: "Banner"))
        XCTAssertTrue(index.declares("Model", visibleInside: "Banner"))
        XCTAssertFalse(index.declares("State", visibleInside: "Banner"))
    }

    func testBaseNameCutsGenericsModulesAndOptionality() {
        func reference(_ written: String) -> String {
            var s = Substring(written)
            if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
            if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
            return String(s.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace })
        }
        let cases = ["UIView", "UIKit.UIView", "BaseCell<Item>", "Foo.Bar", "Outer.Inner<A.B>", "Delegate?", "View!",
                     "any Sendable", "Store< Item , Other >", "Ünïcode.Névé<T>", "Café", "A . B", "Tab\tName.X", ""]
        for written in cases where written.contains(where: { "<.?! ".contains($0) }) || written.unicodeScalars.contains(where: { !$0.isASCII }) {
            XCTAssertEqual(ProjectIndex.baseName(written), reference(written), written)
        }
        XCTAssertEqual(ProjectIndex.baseName("UIKit.UIView"), "UIView")
        XCTAssertEqual(ProjectIndex.baseName("BaseCell<Item>"), "BaseCell")
        XCTAssertEqual(ProjectIndex.baseName("Outer.Inner<A.B>"), "Inner")
        XCTAssertEqual(ProjectIndex.baseName("Store< Item , Other >"), "Store")
        XCTAssertEqual(ProjectIndex.baseName("Ünïcode.Névé<T>"), "Névé")
        XCTAssertEqual(ProjectIndex.baseName("Plain"), "Plain")
    }

    func testCyclesTerminate() {
        let a = SyntaxTree(path: "A.swift", text: "class A: B {}\nclass B: A {}\n")
        let index = ProjectIndex(trees: [a])
        XCTAssertFalse(index.inherits("A", fromAnyOf: ["UIView"]))
    }
}

final class ParserRegressionTests: XCTestCase {
    func testImplicitMemberKeywordDoesNotEndInitializer() {
        let t = SyntaxTree(path: "t.swift", text: "struct S {\n    var layout: Layout = .default\n    var title: Color {\n        .red\n    }\n}\n")
        let s = t.declarations[0]
        XCTAssertEqual(s.members.map(\.name), ["layout", "title"])
        XCTAssertTrue(s.members[1].isComputed)
        XCTAssertEqual(t.role(ofBrace: s.members[1].body!), .functionBody)
    }

    func testGenericArgumentsAfterSpaceOrLineBreakInTypes() {
        let t = SyntaxTree(path: "t.swift", text: """
        class C {
            func cancel() -> Future <Void, Error> {
                Future { promise in }
            }
            private lazy var list: ListController
                <Source, Product> = {
                    return ListController()
            }()
        }
        """)
        let c = t.declarations[0]
        XCTAssertEqual(c.members.map(\.name), ["cancel", "list"])
        XCTAssertEqual(c.members[0].returnType, "Future<Void,Error>")
        XCTAssertNotNil(c.members[1].bindings[0].initializer)
    }

    func testWhereClauseAcrossLines() {
        let t = SyntaxTree(path: "t.swift", text: """
        func receive<S>(subscriber: S) where S: Subscriber,
            Failure == S.Failure, Output
            == S.Input
        {
            work()
        }
        """)
        let f = t.declarations[0]
        XCTAssertNotNil(f.body)
        XCTAssertEqual(t.role(ofBrace: f.body!), .functionBody)
    }
}

final class EnclosingDeclarationTests: XCTestCase {
    func testMembersInsideIfConfigAreListedOnce() {
        let t = SyntaxTree(path: "t.swift", text: """
        class V: UIView {
            #if os(iOS)
            override func layoutSubviews() {
                let s = UIScreen.main.scale
            }
            #endif
        }
        """)
        let scale = (0..<t.tokenCount).first { t.text($0) == "scale" }!
        XCTAssertEqual(t.enclosingDeclarations(of: scale).map(\.name), ["V", "layoutSubviews"])
    }
}
