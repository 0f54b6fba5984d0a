#import "JournalAppDelegate.h"

@implementation JournalAppDelegate // nope: already adopted (Info.plist named in App.xcconfig)

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
