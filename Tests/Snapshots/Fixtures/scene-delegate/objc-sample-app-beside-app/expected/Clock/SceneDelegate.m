#import "SceneDelegate.h"
#import "AppDelegate.h"

@interface SceneDelegate ()

/// The app delegate, which keeps its window, state and code.
@property (nonatomic, readonly) AppDelegate *appDelegate;

@end

@implementation SceneDelegate

- (AppDelegate *)appDelegate {
    id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
    return [delegate isKindOfClass:[AppDelegate class]] ? (AppDelegate *)delegate : nil;
}

/// The app delegate's window, so code that reads the app delegate's window keeps working.
- (UIWindow *)window {
    return self.appDelegate.window;
}

- (void)setWindow:(UIWindow *)window {
    self.appDelegate.window = window;
}

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
    if (![scene isKindOfClass:[UIWindowScene class]]) {
        return;
    }
    // The window the app delegate built at launch.
    UIWindow *window = self.appDelegate.window;
    if (window != nil) {
        window.windowScene = (UIWindowScene *)scene;
        if (!window.hidden) {
            [window makeKeyAndVisible];
        }
    }
}

- (void)sceneDidBecomeActive:(UIScene *)scene {
    [self.appDelegate applicationDidBecomeActive:UIApplication.sharedApplication];
}

@end
