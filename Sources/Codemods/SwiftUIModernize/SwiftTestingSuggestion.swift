import Rewriter

/// Reports XCTest unit-test classes that Swift Testing can run as a suite of `@Test` functions.
///
///     final class CartTests: XCTestCase { func testAdd() { XCTAssertEqual(...) } }   ->   @Suite struct CartTests { @Test func add() { #expect(...) } }
public struct SwiftTestingSuggestion: Codemod {
    public static let id = "swift-testing"
    public static let summary = "report XCTestCase unit-test classes that Swift Testing (@Suite, @Test, #expect) can run"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        XCTest is not deprecated. Swift Testing (Xcode 16; iOS 13, macOS 10.15, tvOS 13, watchOS 6) runs tests as
        `@Test` functions of a `@Suite`, checks with `#expect` and `#require`, and takes parameterized
        arguments; both frameworks can live in one test target. Moving a class changes set-up, tear-down and
        every assertion, so nothing is rewritten: with `--swiftui-modernize available` and the test target's
        deployment target known, each class is reported once.

        Before:
            final class CartTests: XCTestCase {
                var cart: Cart!
                override func setUp() { cart = Cart() }
                func testAddItem() { cart.add(.sample); XCTAssertEqual(cart.items.count, 1) }
            }
        After (by hand):
            @Suite struct CartTests {
                let cart = Cart()
                @Test func addItem() { cart.add(.sample); #expect(cart.items.count == 1) }
            }

        SWIFTTESTING-I1 (info), at the class: a direct `XCTestCase` subclass with its number of `test...` methods.
          Not reported: UI tests (`XCUIApplication`) and performance tests (`measure`), which Swift Testing does
          not run, and classes without test methods (shared base classes).

        When it reports: the deployment target is the one of the target that compiles the file, read as for the
        swiftui-* rules (project.pbxproj per target and configuration, XcodeGen sources, Package.swift
        `platforms:`), else --deployment-target (iOS).
        --swiftui-modernize warned (default): never, since XCTest is not deprecated.
        --swiftui-modernize available: where Swift Testing runs at the deployment target on every platform the
          file builds for.
        Versions: swiftlang/swift-testing@0022e29, Package.swift `platforms:`:
          \(SwiftUIAvailabilityTable.swiftTesting.name): \(SwiftUIAvailabilityTable.swiftTesting.summary)
        """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.xcTest) else { return [] }
        guard ByteSearch.contains(tree.file.bytes, "XCTestCase") else { return [] }
        let classes: [(Declaration, Int)] = tree.allDeclarations.compactMap { type in
            guard type.kind == .class, type.inheritance.first == "XCTestCase" || type.inheritance.first == "XCTest.XCTestCase",
                  let open = type.body, let close = tree.partner(of: open) else { return nil }
            let unsupported = (open..<close).contains { i in
                tree.kind(i) == .identifier && (tree.isIdentifier(i, "XCUIApplication") || tree.isIdentifier(i, "measure")
                    && tree.next(i).map { tree.kind($0) == .leftParen || tree.kind($0) == .leftBrace } == true)
            }
            let tests = type.members.filter { $0.kind == .function && !$0.isStatic && $0.name.hasPrefix("test") && $0.parameters.isEmpty }.count
            return unsupported || tests == 0 ? nil : (type, tests)
        }
        guard !classes.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.xcTest, SwiftUIAvailabilityTable.swiftTesting, in: deployment)
        else { return [] }
        return classes.map { type, tests in
            Finding(rule: Self.id, code: "SWIFTTESTING-I1", severity: .info, file: tree.file,
                    offset: tree.file.tokens.start(type.nameToken ?? type.keyword),
                    message: "XCTestCase `\(type.name)` (\(tests) test\(tests == 1 ? "" : "s")) could be a Swift Testing suite: \(reason)",
                    suggestion: "make it a @Suite struct with @Test functions, #expect/#require for XCTAssert, init for setUp; XCTest and Swift Testing can share the target")
        }
    }
}
