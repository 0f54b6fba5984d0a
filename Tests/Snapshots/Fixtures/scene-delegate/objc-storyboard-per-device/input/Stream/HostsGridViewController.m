#import "HostsGridViewController.h"

@implementation HostsGridViewController

/// The stream goes full screen in the app's window.
- (void)startStreaming {
    UIWindow *window = [[[UIApplication sharedApplication] delegate] window];
    window.rootViewController = [UIViewController new];
}

@end
