#import "Overlay.h"

@interface Overlay ()
@property (nonatomic, strong) UIApplication *sharedApplication;
@end

@implementation Overlay

- (void)show {
    UIViewController *top = [UIApplication sharedApplication].keyWindow.rootViewController; // expect: key-window KEYWIN-W1
    UIWindow *first = [[[UIApplication sharedApplication] windows] firstObject]; // expect: key-window KEYWIN-W2
    UIApplication *app = [UIApplication sharedApplication];
    CGRect frame = [app keyWindow].bounds; // expect: key-window KEYWIN-W1
    NSArray *all = self.sharedApplication.windows; // expect: key-window KEYWIN-W2
    self.window = [[UIWindow alloc] initWithFrame:frame]; // expect: key-window KEYWIN-W3
    UIWindow *host = [[[UIApplication sharedApplication] delegate] window]; // expect: key-window KEYWIN-W4
    UIWindow *same = UIApplication.sharedApplication.delegate.window; // expect: key-window KEYWIN-W4
    NSLog(@"%@ %@ %@ %@ %@ %@", top, first, all, host, same, NSStringFromCGRect(frame));
}

- (void)showInScene:(UIWindowScene *)windowScene {
    // Attached to a scene in the same method: not sceneless.
    self.window = [[UIWindow alloc] initWithFrame:windowScene.coordinateSpace.bounds];
    self.window.windowScene = windowScene;
}

- (void)countWindows:(UIApplication *)application {
    NSLog(@"%lu", (unsigned long)application.windows.count); // expect: key-window KEYWIN-W2
    // Not the app: a property of this object and a string.
    NSLog(@"%@ %@", self.window, @"[UIApplication sharedApplication].keyWindow");
}

@end
