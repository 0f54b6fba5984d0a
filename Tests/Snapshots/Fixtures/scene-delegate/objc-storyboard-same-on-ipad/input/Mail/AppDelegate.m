//
//  AppDelegate.m
//  Mail
//

#import "AppDelegate.h"

@implementation AppDelegate // expect: scene-delegate

#pragma mark - Launch

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
