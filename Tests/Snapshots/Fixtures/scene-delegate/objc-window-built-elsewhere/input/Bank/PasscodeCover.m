#import "PasscodeCover.h"

static UIWindow *cover;

@implementation PasscodeCover

+ (void)show {
    // A window above the app while the passcode is asked for.
    cover = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds]; // expect: scene-delegate SCENE-E3
    cover.rootViewController = [UIViewController new];
    cover.hidden = NO;
}

@end
