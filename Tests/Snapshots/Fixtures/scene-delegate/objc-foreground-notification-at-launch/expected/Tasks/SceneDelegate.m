//
//  SceneDelegate.m
//  Tasks
//
//  Copyright © 2022 Example Apps. All rights reserved.
//

#import "SceneDelegate.h"
#import "AppDelegate.h"

@interface SceneDelegate ()

/// The app delegate, which keeps its window, state and code.
@property (nonatomic, readonly) AppDelegate *appDelegate;

@end

/// UIKit also calls sceneWillEnterForeground: when the scene first connects; the app
/// delegate's applicationWillEnterForeground: ran only on a return from the background.
static BOOL hasEnteredBackground = NO;

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
    // What launched the app, as UIKit passed it on before the scene life cycle.
    for (UIOpenURLContext *context in connectionOptions.URLContexts) {
        [self openURLContext:context];
    }
    NSUserActivity *userActivity = connectionOptions.userActivities.anyObject;
    if (userActivity != nil) {
        [self continueUserActivity:userActivity];
    }
#if !TARGET_OS_TV
    if (connectionOptions.shortcutItem != nil) {
        [self.appDelegate application:UIApplication.sharedApplication performActionForShortcutItem:connectionOptions.shortcutItem completionHandler:^(BOOL succeeded) {}];
    }
#endif
}

- (void)sceneWillEnterForeground:(UIScene *)scene {
    if (!hasEnteredBackground) {
        return;
    }
    [self.appDelegate applicationWillEnterForeground:UIApplication.sharedApplication];
}

- (void)sceneDidBecomeActive:(UIScene *)scene {
    [self.appDelegate applicationDidBecomeActive:UIApplication.sharedApplication];
}

- (void)sceneWillResignActive:(UIScene *)scene {
    [self.appDelegate applicationWillResignActive:UIApplication.sharedApplication];
}

- (void)sceneDidEnterBackground:(UIScene *)scene {
    hasEnteredBackground = YES;
    [self.appDelegate applicationDidEnterBackground:UIApplication.sharedApplication];
}

- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
    for (UIOpenURLContext *context in URLContexts) {
        [self openURLContext:context];
    }
}

- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity {
    [self continueUserActivity:userActivity];
}

#if !TARGET_OS_TV
- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    [self.appDelegate application:UIApplication.sharedApplication performActionForShortcutItem:shortcutItem completionHandler:completionHandler];
}
#endif

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
