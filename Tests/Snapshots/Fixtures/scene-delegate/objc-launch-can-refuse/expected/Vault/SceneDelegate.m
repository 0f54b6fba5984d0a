#import "SceneDelegate.h"
#import "VaultAppDelegate.h"

@interface SceneDelegate ()

/// The app delegate, which keeps its window, state and code.
@property (nonatomic, readonly) VaultAppDelegate *appDelegate;

/// UIKit also calls sceneWillEnterForeground: when a scene connects. For the scene the app
/// launched with, the app delegate's applicationWillEnterForeground: ran only on a return from
/// the background; for one connecting after a launch in the background, it ran when the user
/// opened the app.
@property (nonatomic) BOOL connectedAtLaunch;
@property (nonatomic) BOOL hasEnteredBackground;
/// What opened the app after a launch in the background, passed on once it enters the foreground.
@property (nonatomic, strong) UISceneConnectionOptions *pendingConnectionOptions;

@end

@implementation SceneDelegate

- (VaultAppDelegate *)appDelegate {
    id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
    return [delegate isKindOfClass:[VaultAppDelegate class]] ? (VaultAppDelegate *)delegate : nil;
}

/// The app delegate's window, so code that reads the app delegate's window keeps working.
- (UIWindow *)window {
    return self.appDelegate.window;
}

- (void)setWindow:(UIWindow *)window {
    self.appDelegate.window = window;
}

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
    self.connectedAtLaunch = !self.appDelegate.launchFinished;
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
    // After a launch in the background, what opened the app follows sceneWillEnterForeground:, as it
    // followed applicationWillEnterForeground: before.
    if (!self.connectedAtLaunch) {
        self.pendingConnectionOptions = connectionOptions;
        return;
    }
    [self passOnConnectionOptions:connectionOptions];
}

- (void)passOnConnectionOptions:(UISceneConnectionOptions *)connectionOptions {
    // What launched the app, as UIKit passed it on before the scene life cycle.
    // Not if didFinishLaunching said no, unless the scene connects after launch, as for a running app.
    if (self.appDelegate.launchRefused && !self.appDelegate.launchFinished) {
        return;
    }
    for (UIOpenURLContext *context in connectionOptions.URLContexts) {
        [self openURLContext:context];
    }
}

- (void)sceneWillEnterForeground:(UIScene *)scene {
    if (self.connectedAtLaunch && !self.hasEnteredBackground) {
        return;
    }
    [self.appDelegate applicationWillEnterForeground:UIApplication.sharedApplication];
    if (self.pendingConnectionOptions != nil) {
        UISceneConnectionOptions *options = self.pendingConnectionOptions;
        self.pendingConnectionOptions = nil;
        [self passOnConnectionOptions:options];
    }
}

- (void)sceneDidEnterBackground:(UIScene *)scene {
    self.hasEnteredBackground = YES;
}

- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
    for (UIOpenURLContext *context in URLContexts) {
        [self openURLContext:context];
    }
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

@end
