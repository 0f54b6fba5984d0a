//
//  SceneDelegate.m
//  Stream
//
//  Copyright (c) 2014 Stream Project. All rights reserved.
//

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
    // What launched the app, as UIKit passed it on before the scene life cycle.
#if !TARGET_OS_TV
    if (connectionOptions.shortcutItem != nil) {
        [self.appDelegate application:UIApplication.sharedApplication performActionForShortcutItem:connectionOptions.shortcutItem completionHandler:^(BOOL succeeded) {}];
    }
#endif
}

- (void)sceneDidBecomeActive:(UIScene *)scene {
    [self.appDelegate applicationDidBecomeActive:UIApplication.sharedApplication];
}

#if !TARGET_OS_TV
- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    [self.appDelegate application:UIApplication.sharedApplication performActionForShortcutItem:shortcutItem completionHandler:completionHandler];
}
#endif

@end
