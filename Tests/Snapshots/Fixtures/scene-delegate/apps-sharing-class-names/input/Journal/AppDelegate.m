#import "AppDelegate.h"

@implementation AppDelegate // expect: scene-delegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    NSLog(@"journal launched");
    return YES;
}

- (void)applicationDidBecomeActive:(UIApplication *)application
{
    NSLog(@"journal active");
}

- (void)applicationDidEnterBackground:(UIApplication *)application
{
    NSLog(@"journal saved");
}

@end
