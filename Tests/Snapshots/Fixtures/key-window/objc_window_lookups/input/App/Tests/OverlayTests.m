#import <XCTest/XCTest.h>

@interface OverlayTests : XCTestCase
@end

@implementation OverlayTests
// Test hosts build bare windows on purpose: test sources are skipped.
- (void)testShow {
    UIWindow *window = [[UIWindow alloc] initWithFrame:CGRectZero];
    XCTAssertNil([UIApplication sharedApplication].keyWindow.rootViewController);
    XCTAssertNotNil(window);
}
@end
