import XCTest
@testable import Rewriter

/// What `ObjectiveCMessages` reads of message sends: a message's later keywords, the selector a
/// `@selector(...)` spells, where names are code, and which tokens declare rather than run.
final class ObjectiveCMessagesTests: XCTestCase {
    static let source = #"""
    #define OPEN(u) [[UIApplication sharedApplication] openURL:u]
    #import "Links.h"

    @interface Links : NSObject
    - (void)openURL:(NSURL *)url;
    @end

    @implementation Links
    - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
        [app openURL:url options:@{} completionHandler:^(BOOL ok) { [self log:ok]; }];
        [app openURL:flag ? url : other];
        [app openURL:[self pick:url from:list]];
        [shared performSelector:@selector(openURL:) withObject:url];
        [shared respondsToSelector:@selector(openURL:options:completionHandler:)];
        // openURL: in a comment
        return YES;
    }
    @end
    """#

    private func syntax() -> ObjectiveCSyntax {
        ObjectiveCSyntax(path: "Links.m", bytes: Array(Self.source.utf8))
    }

    private func line(_ syntax: ObjectiveCSyntax, _ token: Int) -> Int { syntax.file.line(of: syntax.file.tokens.start(token)) }

    func testCodeIdentifiersSkipCommentsAndKeepDefines() {
        let syntax = syntax()
        XCTAssertEqual(syntax.codeIdentifiers(spelled: "openURL").map { line(syntax, $0) }, [1, 5, 9, 10, 11, 12, 13, 14])
        XCTAssertEqual(syntax.codeIdentifiers(spelled: "canOpenURL"), [])
    }

    func testLaterKeywordsOfAMessage() {
        let syntax = syntax()
        let uses = syntax.codeIdentifiers(spelled: "openURL")
        let byLine = Dictionary(uniqueKeysWithValues: uses.map { (line(syntax, $0), $0) })
        XCTAssertEqual(syntax.laterKeywords(of: byLine[10]!), ["options", "completionHandler"])
        // A ternary's colon is no keyword; nested messages are skipped whole.
        XCTAssertEqual(syntax.laterKeywords(of: byLine[11]!), [])
        XCTAssertEqual(syntax.laterKeywords(of: byLine[12]!), [])
        // Inside a #define, within its line.
        XCTAssertEqual(syntax.laterKeywords(of: byLine[1]!), [])
    }

    func testSelectorLiterals() {
        let syntax = syntax()
        let uses = syntax.codeIdentifiers(spelled: "openURL")
        let selectors = uses.map { syntax.selectorLiteral(holding: $0) }
        XCTAssertEqual(selectors.compactMap { $0 }, ["openURL:", "openURL:options:completionHandler:"])
        XCTAssertNil(syntax.selectorLiteral(holding: uses.first { line(syntax, $0) == 11 }!))
    }

    func testDeclarationsAndMethodNames() {
        let syntax = syntax()
        let methods = ObjectiveCMethods(syntax)
        let uses = syntax.codeIdentifiers(spelled: "openURL")
        XCTAssertEqual(uses.filter { methods.isInDeclaration($0) }.map { line(syntax, $0) }, [5, 9])
        XCTAssertEqual(methods.name(holding: uses.first { line(syntax, $0) == 11 }!), "-[Links application:openURL:options:]")
        XCTAssertNil(methods.name(holding: uses[0]))
    }
}
