/// Objective-C and Objective-C++ inputs that exercise every path of `ObjectiveCLexer`.
enum ObjectiveCLexerInputs {
    static let all: [(name: String, text: String, cPlusPlus: Bool)] = [
        ("app delegate", #"""
        //
        //  AppDelegate.m
        //
        #import "AppDelegate.h"
        #import <UIKit/UIKit.h>
        @import UserNotifications;

        @interface AppDelegate () <UNUserNotificationCenterDelegate>
        @property (nonatomic, strong) NSString *pending; /* why */
        @end

        @implementation AppDelegate

        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[ViewController new]];
            [self.window makeKeyAndVisible];
            NSDictionary *d = @{@"a": @1, @"b": @[@YES, @(2.5), @'c']};
            if (@available(iOS 13.0, *)) { NSLog(@"%@ %d", d, (int)d.count); }
            return YES;
        }

        @end
        """#, false),
        ("directives", #"""
        #if !TARGET_OS_TV
        #  define SHORTCUTS 1
        #elif defined(DEBUG) && DEBUG > 1 // trailing
        #else /* block */
        #endif
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
        #define LONG(x) do { \
            NSLog(@#x); \
        } while (0)
        #define CAT(a, b) a ## b
        #include_next <stdio.h>
        #import <Foundation/Foundation.h> // comment
        #
        # 1 "file.m"
        #pragma clang diagnostic pop
        """#, false),
        ("literals", #"""
        char c = 'a'; char e = '\''; int four = 'abcd'; wchar_t w = L'x';
        const char *s = "a \"quoted\" \\ string";
        NSString *o = @"objc" @"concatenated" "plain";
        const char *u = u8"utf8", *l = L"wide";
        NSString *continued = @"one \
        two";
        int hex = 0x1Fu, oct = 017, bin = 0b101; long big = 10UL;
        double f = 1.5e-3, g = .5, h = 1.f, i = 0x1.8p3;
        """#, false),
        ("comments", #"""
        /** doc */ /*! doc */ /// doc
        //! doc
        // line \
           continued
        /* not /* nested */
        int x; /**/ /***/
        """#, false),
        ("blocks and messages", #"""
        __weak typeof(self) weakSelf = self;
        void (^handler)(BOOL) = ^(BOOL ok) { [weakSelf done:ok]; };
        dispatch_async(dispatch_get_main_queue(), ^{ [[NSNotificationCenter defaultCenter] postNotificationName:@"x" object:nil]; });
        for (UIOpenURLContext *context in URLContexts) { x += y <<= 2; a->b = c ? d : e; }
        SEL s = @selector(application:openURL:options:); @synchronized (self) { @try { @throw e; } @catch (NSException *e) {} @finally {} }
        """#, false),
        ("objective-c++", #"""
        #include <vector>
        namespace app { template <typename T> struct Box { T value; }; }
        static auto lambda = [&](int v) -> int { return v * 2; };
        const char *raw = R"json({"a": "b)"})json";
        const char *raw2 = u8R"(x)";
        int million = 1'000'000;
        std::vector<std::vector<int>> nested;
        auto member = &Box<int>::value; int Box<int>::*pm = nullptr; bool b = 1 <=> 2 == 0;
        @implementation Thing
        - (void)run { app::Box<int> box{3}; [self use:box.value]; }
        @end
        """#, true),
        ("unicode", "NSString *café = @\"naïve ☕️\"; // 日本語\nint π = 3;", false),
        ("unterminated string", "NSString *s = @\"never closed\nint x;", false),
        ("unterminated char", "char c = 'x\nint y;", false),
        ("unterminated block comment", "int x; /* never closed", false),
        ("unterminated raw", "const char *r = R\"x(never", true),
        ("stray characters", "int `x` = 1; \u{1}", false),
        ("crlf", "#if A\r\nint x;\r\n#endif\r\n// c \\\r\n  d\r\n", false),
        ("bom", "\u{FEFF}#import \"A.h\"\n", false),
        ("just hash", "#", false),
        ("just at", "@", false),
        ("header without end", "#import <UIKit/UIKit.h\nint x;", false),
    ]

    /// Inputs meant to contain error tokens.
    static let meantToFail: Set<String> = ["unterminated string", "unterminated char", "unterminated block comment",
                                           "unterminated raw", "stray characters"]
}
