#import <UIKit/UIKit.h>

// Launch work the Swift app delegate hands over to (as apps moving from Objective-C keep it).
@interface LegacyStartup : NSObject <UIApplicationDelegate>
@end

// The app still reads the app-wide window list, deprecated since iOS 15.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

@implementation LegacyStartup

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    application.windows.firstObject.tintColor = UIColor.whiteColor; // expect: scene-delegate SCENE-A3
    [NSNotificationCenter.defaultCenter addObserver:self selector:@selector(refresh:) name:UIApplicationWillEnterForegroundNotification object:nil]; // expect: scene-delegate SCENE-A6
    return YES;
}

- (void)refresh:(NSNotification *)notification {
    UIWindow *key = [UIApplication sharedApplication].keyWindow; // expect: scene-delegate SCENE-A2
    NSLog(@"refreshing %@", key);
}

// A parameter named like the app that is not one: its windows are not the app's.
- (void)describeWindowsOf:(UIWindowScene *)application {
    NSLog(@"%lu windows", (unsigned long)application.windows.count);
}

@end

#pragma clang diagnostic pop
