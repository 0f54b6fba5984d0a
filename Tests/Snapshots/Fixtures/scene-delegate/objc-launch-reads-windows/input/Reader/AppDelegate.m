#import "AppDelegate.h"

@interface OnboardingViewController : UIViewController
@end

@implementation OnboardingViewController
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [self showOnboardingIfNeeded];
    return YES;
}

- (void)showOnboardingIfNeeded {
    if ([NSUserDefaults.standardUserDefaults boolForKey:@"onboarded"]) {
        return;
    }
    UIWindow *window = [UIApplication sharedApplication].windows.firstObject; // expect: scene-delegate SCENE-E3
    window.rootViewController = [OnboardingViewController new];
}

@end
