#import "LegacyAppDelegate.h" // expect: scene-delegate SCENE-E5

@implementation LegacyAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [self.window makeKeyAndVisible];
    return YES;
}

@end
