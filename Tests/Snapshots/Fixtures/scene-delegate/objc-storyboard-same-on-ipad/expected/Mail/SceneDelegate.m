//
//  SceneDelegate.m
//  Mail
//

#import "SceneDelegate.h"
#import "AppDelegate.h"

// The app delegate's entry points this class calls are deprecated at the deployment target
// (or, for URLs, replaced long ago); calling them is the point.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

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
    // The main storyboard's window, which the app delegate loaded at launch.
    UIWindow *window = self.appDelegate.window;
    if (window != nil) {
        window.windowScene = (UIWindowScene *)scene;
        [window makeKeyAndVisible];
    }
    // What launched the app, as UIKit passed it on before the scene life cycle.
    for (UIOpenURLContext *context in connectionOptions.URLContexts) {
        [self openURLContext:context];
    }
}

- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
    for (UIOpenURLContext *context in URLContexts) {
        [self openURLContext:context];
    }
}

/// Passes a URL to the app delegate with the options UIKit gave it before the scene life cycle.
- (void)openURLContext:(UIOpenURLContext *)context {
    [self.appDelegate application:UIApplication.sharedApplication openURL:context.URL sourceApplication:context.options.sourceApplication annotation:context.options.annotation];
}

@end

#pragma clang diagnostic pop
