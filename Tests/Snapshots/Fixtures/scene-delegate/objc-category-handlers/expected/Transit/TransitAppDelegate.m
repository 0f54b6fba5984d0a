#import "TransitAppDelegate.h"

@interface StopsViewController : UIViewController
@end

@implementation StopsViewController
@end

@implementation TransitAppDelegate // expect: scene-delegate

- (void)_constructUI {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[StopsViewController new]];
    [self.window makeKeyAndVisible];
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [self _constructUI];
    return YES;
}

- (void)showStop:(NSString *)stop {
    NSLog(@"showing stop %@", stop);
}

@end
