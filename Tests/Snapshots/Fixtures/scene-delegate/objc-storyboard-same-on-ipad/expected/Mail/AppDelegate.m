//
//  AppDelegate.m
//  Mail
//

#import "AppDelegate.h"

@implementation AppDelegate // expect: scene-delegate

#pragma mark - Launch

- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    // UIKit no longer loads the main storyboard's window before launch; launch code uses it.
    if (self.window == nil) {
        self.window = [[UIWindow alloc] init];
        self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateInitialViewController];
    }
    return YES;
}

// The mailbox list comes from the storyboard; launch names it.
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UINavigationController *navigation = (UINavigationController *)self.window.rootViewController;
    navigation.topViewController.title = @"Inbox";
    NSLog(@"showing %@ titled %@", NSStringFromClass([navigation.topViewController class]), navigation.topViewController.title);
    return YES;
}

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-implementations"
- (BOOL)application:(UIApplication *)application openURL:(NSURL *)url sourceApplication:(NSString *)sourceApplication annotation:(id)annotation {
    NSLog(@"mailto %@ from %@", url.absoluteString, sourceApplication);
    return YES;
}
#pragma clang diagnostic pop

@end
