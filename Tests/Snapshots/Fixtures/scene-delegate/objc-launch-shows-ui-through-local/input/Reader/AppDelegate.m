#import "AppDelegate.h"

@interface OnboardingViewController : UIViewController
@end

@implementation OnboardingViewController
@end

/// Decides what the app shows first.
@interface Router : NSObject
- (instancetype)initWithDefaults:(NSUserDefaults *)defaults;
- (void)showStart;
@end

@implementation Router {
    NSUserDefaults *_defaults;
}

- (instancetype)initWithDefaults:(NSUserDefaults *)defaults {
    self = [super init];
    if (self) {
        _defaults = defaults;
    }
    return self;
}

- (void)showStart {
    if ([_defaults boolForKey:@"onboarded"]) {
        return;
    }
    [UIApplication sharedApplication].windows.firstObject.rootViewController = [OnboardingViewController new]; // expect: scene-delegate SCENE-E3
}

@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    Router *router = [[Router alloc] initWithDefaults:NSUserDefaults.standardUserDefaults];
    [router showStart];
    return YES;
}

@end
