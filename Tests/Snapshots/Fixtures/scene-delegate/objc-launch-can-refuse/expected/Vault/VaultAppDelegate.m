#import "VaultAppDelegate.h"

@interface VaultViewController : UIViewController
@end

@implementation VaultViewController
@end

@implementation VaultAppDelegate // expect: scene-delegate

/// Keeps didFinishLaunching's answer for the scene delegate (see launchRefused).
- (BOOL)acceptLaunch:(BOOL)accepted {
    _launchRefused = !accepted;
    return accepted;
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    dispatch_async(dispatch_get_main_queue(), ^{ self->_launchFinished = YES; });
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = [VaultViewController new];
    [self.window makeKeyAndVisible];
    if (![NSUserDefaults.standardUserDefaults boolForKey:@"setupComplete"]) {
        // Links wait until setup is done.
        NSLog(@"setup pending");
        return [self acceptLaunch:NO];
    }
    return YES;
}

- (void)applicationWillEnterForeground:(UIApplication *)application {
    NSLog(@"vault will enter foreground");
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    NSLog(@"unlock %@", url);
    return YES;
}

@end
