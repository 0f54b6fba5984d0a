#import "SceneDelegate.h"
#import "AppDelegate.h"

@interface SceneDelegate ()

/// The app delegate, which keeps its window, state and code.
@property (nonatomic, readonly) AppDelegate *appDelegate;

@end

@implementation SceneDelegate

- (AppDelegate *)appDelegate
{
    id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
    return [delegate isKindOfClass:[AppDelegate class]] ? (AppDelegate *)delegate : nil;
}

/// The app delegate's window, so code that reads the app delegate's window keeps working.
- (UIWindow *)window
{
    return self.appDelegate.window;
}

- (void)setWindow:(UIWindow *)window
{
    self.appDelegate.window = window;
}

- (void)sceneDidBecomeActive:(UIScene *)scene
{
    [self.appDelegate applicationDidBecomeActive:UIApplication.sharedApplication];
}

- (void)sceneDidEnterBackground:(UIScene *)scene
{
    [self.appDelegate applicationDidEnterBackground:UIApplication.sharedApplication];
}

@end
