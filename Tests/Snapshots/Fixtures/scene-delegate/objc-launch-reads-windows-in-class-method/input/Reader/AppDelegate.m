#import "AppDelegate.h"

@interface OnboardingViewController : UIViewController
@end

@implementation OnboardingViewController
@end

/// Shows onboarding over the app's window; called at launch.
@interface Onboarding : NSObject
+ (void)showIfNeeded;
@end

@implementation Onboarding

+ (void)showIfNeeded {
    if ([NSUserDefaults.standardUserDefaults boolForKey:@"onboarded"]) {
        return;
    }
    UIWindow *window = [UIApplication sharedApplication].windows.firstObject; // expect: scene-delegate SCENE-E3
    window.rootViewController = [OnboardingViewController new];
}

@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [Onboarding showIfNeeded];
    return YES;
}

@end
