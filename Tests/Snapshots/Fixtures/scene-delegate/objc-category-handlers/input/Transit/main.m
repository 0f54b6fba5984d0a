#import <UIKit/UIKit.h>

@interface TestHostDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation TestHostDelegate
@end

int main(int argc, char *argv[]) {
    @autoreleasepool {
        BOOL testing = NSClassFromString(@"XCTestCase") != nil;
        NSString *delegateClass = testing ? @"TestHostDelegate" : @"TransitAppDelegate";
        return UIApplicationMain(argc, argv, nil, delegateClass);
    }
}
