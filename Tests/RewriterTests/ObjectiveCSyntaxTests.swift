import XCTest
@testable import Rewriter

/// What `ObjectiveCSyntax` reads: brackets, directives, conditional branches, classes,
/// properties and methods.
final class ObjectiveCSyntaxTests: XCTestCase {
    static let header = #"""
    #import <UIKit/UIKit.h>

    @class Thing;
    @protocol Loader;

    @interface AppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>

    @property (strong, nonatomic) UIWindow *window;
    @property (readonly, strong, nonatomic, getter=isBusy) NSNumber *busy;
    @property (strong, nonatomic) void (^shortcutCompletionHandler)(BOOL);
    @property (nonatomic) NSInteger count API_AVAILABLE(ios(13.0));

    - (void)saveContext;
    + (instancetype)shared;

    @end
    """#

    static let implementation = #"""
    #import "AppDelegate.h"

    static int counter = -1;

    @interface AppDelegate () {
        int _ivar;
    }
    @property (nonatomic, readwrite) NSNumber *busy;
    @end

    @implementation AppDelegate

    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        if (counter > 0) { return NO; }
        return YES;
    }

    #if !TARGET_OS_TV
    - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL succeeded))completionHandler {
        completionHandler(YES);
    }
    #elif DEBUG
    #else
    - (void)applicationDidBecomeActive:(UIApplication *)application
    {
    }
    #endif

    #pragma clang diagnostic push
    #pragma clang diagnostic ignored "-Wdeprecated-declarations"
    - (BOOL)application:(UIApplication *)application openURL:(NSURL *)url sourceApplication:(NSString *)sourceApplication annotation:(id)annotation {
        return YES;
    }
    #pragma clang diagnostic pop

    - (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2) {
    }

    - (void)run; {
    }

    @end
    """#

    func testContainersPropertiesAndMethods() {
        let header = ObjectiveCSyntax(path: "AppDelegate.h", bytes: Array(Self.header.utf8))
        XCTAssertNil(header.unmatched)
        let interfaces = header.declarations.interfaces(of: "AppDelegate")
        XCTAssertEqual(interfaces.count, 1)
        let interface = interfaces[0]
        XCTAssertEqual(interface.superclass, "UIResponder")
        XCTAssertEqual(interface.protocols, ["UIApplicationDelegate", "UNUserNotificationCenterDelegate"])
        XCTAssertEqual(interface.properties.map(\.name), ["window", "busy", "shortcutCompletionHandler", "count"])
        XCTAssertEqual(interface.properties[0].type, "UIWindow *")
        XCTAssertEqual(interface.properties[1].attributes, ["readonly", "strong", "nonatomic", "getter"])
        XCTAssertTrue(interface.properties[1].isReadonly)
        XCTAssertEqual(interface.methods.map(\.selector), ["saveContext", "shared"])
        XCTAssertEqual(interface.methods.map(\.isClassMethod), [false, true])
        XCTAssertNil(interface.methods[0].body)
        XCTAssertTrue(header.declarations.containers.allSatisfy { $0.kind == .interface }, "forward @protocol declarations are no blocks")
    }

    func testImplementationMethodsAndTheirBranches() {
        let syntax = ObjectiveCSyntax(path: "AppDelegate.m", bytes: Array(Self.implementation.utf8))
        XCTAssertNil(syntax.unmatched)
        let extensions = syntax.declarations.interfaces(of: "AppDelegate")
        XCTAssertEqual(extensions.first?.category, "")
        XCTAssertEqual(extensions.first?.properties.map(\.name), ["busy"])
        guard let implementation = syntax.declarations.implementations(of: "AppDelegate").first else { return XCTFail("no @implementation") }
        XCTAssertEqual(implementation.methods.map(\.selector), [
            "application:didFinishLaunchingWithOptions:",
            "application:performActionForShortcutItem:completionHandler:",
            "applicationDidBecomeActive:",
            "application:openURL:sourceApplication:annotation:",
            "log:",
            "run",
        ])
        let launch = implementation.methods[0]
        XCTAssertEqual(launch.parameters.map(\.name), ["application", "launchOptions"])
        XCTAssertEqual(launch.parameters.map(\.type), ["UIApplication *", "NSDictionary *"])
        XCTAssertEqual(launch.returnType, "BOOL")
        XCTAssertNotNil(launch.body)
        XCTAssertNotNil(implementation.methods[5].body, "`- (void)run; { }` has a body")

        XCTAssertEqual(syntax.branches(at: launch.first), [])
        let shortcut = syntax.branches(at: implementation.methods[1].first)
        XCTAssertEqual(shortcut.count, 1)
        XCTAssertEqual(syntax.openingLines(of: shortcut[0]), ["#if !TARGET_OS_TV"])
        let active = syntax.branches(at: implementation.methods[2].first)
        XCTAssertEqual(syntax.openingLines(of: active[0]), ["#if !TARGET_OS_TV", "#elif DEBUG", "#else"])
        XCTAssertEqual(syntax.branches(at: implementation.methods[3].first), [], "#pragma is no conditional")
        XCTAssertEqual(syntax.directives.map(\.name), ["import", "if", "elif", "else", "endif", "pragma", "pragma", "pragma"])
    }

    func testBracketsUnbalancedAcrossBranchesCountTheFirstBranch() {
        let text = """
        @implementation A
        #if NEW
        - (void)run:(int)a {
        #else
        - (void)run {
        #endif
            [self go];
        }
        @end
        """
        let syntax = ObjectiveCSyntax(path: "A.m", bytes: Array(text.utf8))
        XCTAssertNil(syntax.unmatched)
        XCTAssertEqual(syntax.declarations.implementations(of: "A").first?.methods.map(\.selector), ["run:"])
    }

    /// A macro's brackets pair on its own line; one left open there has no partner and is no
    /// error of the file.
    func testBracketsPairInsideADirective() {
        let text = "#define OPEN(u) [[UIApplication sharedApplication] openURL:(u)]\n#define HALF [self a\n[self go];\n"
        let syntax = ObjectiveCSyntax(path: "A.m", bytes: Array(text.utf8))
        let file = syntax.file
        let brackets = (0..<file.tokens.count).filter { file.tokens.kinds[$0].isOpeningBracket || file.tokens.kinds[$0].isClosingBracket }
        let pairs = brackets.compactMap { t in syntax.partner(of: t).map { "\(file.text(of: t))\(file.line(of: file.tokens.start(t)))-\(file.text(of: $0))" } }
        // Line 1: `(u)` of the parameter, `[[` `]` `]`, `(u)` of the argument; line 2's `[` stays open.
        XCTAssertEqual(pairs, ["(1-)", ")1-(", "[1-]", "[1-]", "]1-[", "(1-)", ")1-(", "]1-[", "[3-]", "]3-["])
        XCTAssertNil(syntax.partner(of: brackets[8]))
        XCTAssertNil(syntax.unmatched)
    }

    func testUnmatchedBracketIsReported() {
        let syntax = ObjectiveCSyntax(path: "A.m", bytes: Array("@implementation A\n- (void)a {\n@end\n".utf8))
        XCTAssertNotNil(syntax.unmatched)
    }

    func testObjectiveCPlusPlusLambdasAndTemplates() {
        let text = """
        #include <vector>
        @implementation B
        - (void)run {
            auto f = [&](int v) { return v; };
            std::vector<int> values{1, 2};
            [self use:f(values[0])];
        }
        @end
        """
        let syntax = ObjectiveCSyntax(path: "B.mm", bytes: Array(text.utf8))
        XCTAssertNil(syntax.unmatched)
        XCTAssertEqual(syntax.declarations.implementations(of: "B").first?.methods.map(\.selector), ["run"])
    }

    func testContinuedDirectiveIsOneDirective() {
        let syntax = ObjectiveCSyntax(path: "C.m", bytes: Array("#define A(x) \\\n  [x run]\n#if A\n#endif\n".utf8))
        XCTAssertEqual(syntax.directives.map(\.name), ["define", "if", "endif"])
        XCTAssertEqual(syntax.text(of: syntax.directives[0]), "#define A(x) \\\n  [x run]")
    }
}
