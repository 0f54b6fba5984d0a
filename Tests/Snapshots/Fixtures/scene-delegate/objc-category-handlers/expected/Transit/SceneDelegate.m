#import "SceneDelegate.h"
#import "TransitAppDelegate.h"

@interface SceneDelegate ()

/// The app delegate, which keeps its window, state and code.
@property (nonatomic, readonly) TransitAppDelegate *appDelegate;

@end

@implementation SceneDelegate

- (TransitAppDelegate *)appDelegate {
    id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
    return [delegate isKindOfClass:[TransitAppDelegate class]] ? (TransitAppDelegate *)delegate : nil;
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
    // What launched the app, as UIKit passed it on before the scene life cycle.
    for (UIOpenURLContext *context in connectionOptions.URLContexts) {
        [self openURLContext:context];
    }
    NSUserActivity *userActivity = connectionOptions.userActivities.anyObject;
    if (userActivity != nil) {
        [self continueUserActivity:userActivity];
    }
}

- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
    for (UIOpenURLContext *context in URLContexts) {
        [self openURLContext:context];
    }
}

- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity {
    [self continueUserActivity:userActivity];
}

/// Passes a URL to the app delegate with the options UIKit gave it before the scene life cycle.
- (void)openURLContext:(UIOpenURLContext *)context {
    NSMutableDictionary<UIApplicationOpenURLOptionsKey, id> *options = [NSMutableDictionary dictionary];
    if (context.options.sourceApplication != nil) {
        options[UIApplicationOpenURLOptionsSourceApplicationKey] = context.options.sourceApplication;
    }
    if (context.options.annotation != nil) {
        options[UIApplicationOpenURLOptionsAnnotationKey] = context.options.annotation;
    }
    if (context.options.openInPlace) {
        options[UIApplicationOpenURLOptionsOpenInPlaceKey] = @YES;
    }
    [self.appDelegate application:UIApplication.sharedApplication openURL:context.URL options:options];
}

/// Passes a user activity to the app delegate; the objects it hands back restore their state, as with UIKit.
- (void)continueUserActivity:(NSUserActivity *)userActivity {
    [self.appDelegate application:UIApplication.sharedApplication continueUserActivity:userActivity restorationHandler:^(NSArray<id<UIUserActivityRestoring>> *restoring) {
        for (id<UIUserActivityRestoring> object in restoring) {
            [object restoreUserActivityState:userActivity];
        }
    }];
}

@end
