// A runnable model of how UIKit drives an Objective-C app, the counterpart of the Swift stand-in's
// LifeCycleSimulator.swift, so a scene migration of an Objective-C app delegate can be proved by
// running the app before and after it. UIApplicationMain starts it; environment variables (which
// the test harness derives from the app's Info.plist and storyboards) choose what happens:
//
//   SIM_LIFECYCLE         app (the iOS 26 app life cycle) | scene (the iOS 27 scene life cycle)
//   SIM_SCENARIO          launch | cycle | warm-url | cold-url | warm-activity | cold-activity |
//                         warm-shortcut | cold-shortcut | background-url
//   SIM_MAIN_STORYBOARD   UIMainStoryboardFile (empty: none)
//   SIM_SCENE_DELEGATE    UISceneDelegateClassName of the manifest's Default Configuration
//                         (unset: no usable manifest)
//   SIM_SCENE_STORYBOARD  its UISceneStoryboardFile
//   SIM_STORYBOARD_<name> the storyboard's initial view controller class, "UINavigationController>Root"
//                         for a navigation controller with its root
//   SIM_IDIOM             phone | pad
//
// The app's NSLog lines and the simulator's checkpoints (`[sim] ...`: the windows on screen, their
// root view controllers, the key window, and what the delegate's window is) go to stdout, in the
// same words as the Swift simulator's.
#import "Simulator.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static NSMutableArray<UIWindow *> *windows;
static UIWindowScene *connectedScene;
static UIWindowScene *implicitScene;
static NSMutableDictionary *keyWindows;
static NSMutableDictionary *sceneStates;
static UIApplicationState applicationState = UIApplicationStateInactive;
static BOOL sceneMode;

static NSString *environment(const char *name) {
    const char *value = getenv(name);
    return value ? [NSString stringWithUTF8String:value] : nil;
}

static void fail(NSString *message) {
    printf("[sim] error: %s\n", message.UTF8String);
    exit(4);
}

static NSString *key(id object) { return [NSString stringWithFormat:@"%p", (__bridge void *)object]; }

void SimRegisterWindow(UIWindow *window) {
    if (!windows) windows = [NSMutableArray array];
    [windows addObject:window];
}

/// Before the scene life cycle, iOS put every window that became visible in one implicit scene.
void SimWindowBecameVisible(UIWindow *window) {
    if (!sceneMode && window.windowScene == nil) window.windowScene = implicitScene;
}

UIWindow *SimKeyWindow(UIWindowScene *scene) { return scene ? keyWindows[key(scene)] : nil; }
void SimSetKeyWindow(UIWindowScene *scene, UIWindow *window) { if (scene) keyWindows[key(scene)] = window; }
NSArray<UIWindow *> *SimWindowsInScene(UIWindowScene *scene) {
    NSMutableArray *found = [NSMutableArray array];
    for (UIWindow *window in windows) if (window.windowScene == scene) [found addObject:window];
    return found;
}
UIWindowScene *SimConnectedScene(void) { return sceneMode ? connectedScene : implicitScene; }
UISceneActivationState SimSceneState(UIScene *scene) {
    NSNumber *state = sceneStates[key(scene)];
    return state ? (UISceneActivationState)state.integerValue : UISceneActivationStateUnattached;
}
static void setSceneState(UIScene *scene, UISceneActivationState state) { sceneStates[key(scene)] = @(state); }
UIApplicationState SimApplicationState(void) { return applicationState; }
BOOL SimIdiomIsPad(void) { return [environment("SIM_IDIOM") isEqualToString:@"pad"]; }

UIViewController *SimInitialViewController(NSString *storyboard) {
    NSString *variable = [NSString stringWithFormat:@"SIM_STORYBOARD_%@", storyboard];
    NSString *description = environment(variable.UTF8String);
    if (!description) fail([NSString stringWithFormat:@"no storyboard named %@", storyboard]);
    char *text = strdup(description.UTF8String);
    char *root = strchr(text, '>');
    if (root) *root++ = 0;
    Class controllerClass = NSClassFromString([NSString stringWithUTF8String:text]);
    if (!controllerClass) fail([NSString stringWithFormat:@"storyboard class %s not found", text]);
    UIViewController *controller = [(UIViewController *)[controllerClass alloc] initWithCoder:[NSObject new]];
    if (root) {
        Class rootClass = NSClassFromString([NSString stringWithUTF8String:root]);
        if (!rootClass) fail([NSString stringWithFormat:@"storyboard class %s not found", root]);
        ((UINavigationController *)controller).viewControllers = @[[(UIViewController *)[rootClass alloc] initWithCoder:[NSObject new]]];
    }
    return controller;
}

// MARK: - Scenarios

static NSURL *scenarioURL(void) { return [NSURL URLWithString:@"notes://open/42"]; }
static NSString *const sourceApplication = @"com.example.source";
static NSDictionary *urlOptions(void) { return @{UIApplicationOpenURLOptionsSourceApplicationKey: sourceApplication}; }
static NSUserActivity *scenarioActivity(void) {
    static NSUserActivity *activity;
    if (!activity) activity = [[NSUserActivity alloc] initWithActivityType:@"com.example.view-note"];
    return activity;
}
static UIApplicationShortcutItem *scenarioShortcut(void) {
    static UIApplicationShortcutItem *item;
    if (!item) item = [[UIApplicationShortcutItem alloc] initWithType:@"com.example.new-note" localizedTitle:@"New Note"];
    return item;
}

/// UIKit's restoration handler: the objects the app hands back restore the activity's state.
static void (^restore)(NSArray<id<UIUserActivityRestoring>> *) = ^(NSArray<id<UIUserActivityRestoring>> *objects) {
    for (id<UIUserActivityRestoring> object in objects) [object restoreUserActivityState:scenarioActivity()];
};

// MARK: - Observations

/// What the user sees and what the delegate's `window` readers get.
static void checkpoint(const char *label) {
    NSArray<UIWindow *> *shown = @[];
    UIWindowScene *scene = SimConnectedScene();
    BOOL foreground = sceneMode
        ? (scene && (SimSceneState(scene) == UISceneActivationStateForegroundActive || SimSceneState(scene) == UISceneActivationStateForegroundInactive))
        : applicationState != UIApplicationStateBackground;
    if (foreground && scene) {
        NSMutableArray *visible = [NSMutableArray array];
        for (UIWindow *window in SimWindowsInScene(scene)) if (!window.hidden) [visible addObject:window];
        shown = visible;
    }
    NSMutableString *list = [NSMutableString string];
    for (UIWindow *window in shown) {
        if (list.length) [list appendString:@", "];
        UIViewController *root = window.rootViewController;
        [list appendString:root ? NSStringFromClass([root class]) : @"no root view controller"];
        if (window.keyWindow) [list appendString:@" (key)"];
    }
    id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
    UIWindow *delegateWindow = [delegate respondsToSelector:@selector(window)] ? delegate.window : nil;
    const char *readers = !delegateWindow ? "nil" : [shown containsObject:delegateWindow] ? "the on-screen window" : "a window that is not on screen";
    printf("[sim] %s: on screen %s; delegate.window is %s\n", label, list.length ? list.UTF8String : "nothing", readers);
}

// MARK: - Launch

static BOOL ask(id<UIApplicationDelegate> delegate, SEL selector) { return [delegate respondsToSelector:selector]; }

/// The app-level notification UIKit posts after the delegate's callback for the same event.
static void post(NSNotificationName name) {
    [NSNotificationCenter.defaultCenter postNotificationName:name object:UIApplication.sharedApplication];
}

static void launchWithoutScenes(id<UIApplicationDelegate> delegate, NSString *scenario) {
    UIApplication *application = UIApplication.sharedApplication;
    // UIKit loaded the main storyboard into a window it gave the app delegate before launch,
    // and showed the app delegate's window after it.
    NSString *storyboard = environment("SIM_MAIN_STORYBOARD");
    if (storyboard.length) {
        UIWindow *window = [[UIWindow alloc] initWithFrame:CGRectMake(0, 0, 390, 844)];
        window.rootViewController = SimInitialViewController(storyboard);
        if (![delegate respondsToSelector:@selector(setWindow:)]) fail(@"the app delegate must implement the window property if it wants to use a main storyboard file");
        delegate.window = window;
    }
    NSMutableDictionary *options = [NSMutableDictionary dictionary];
    if ([scenario isEqualToString:@"cold-url"]) {
        options[UIApplicationLaunchOptionsURLKey] = scenarioURL();
        options[UIApplicationLaunchOptionsSourceApplicationKey] = sourceApplication;
    } else if ([scenario isEqualToString:@"cold-shortcut"]) {
        options[UIApplicationLaunchOptionsShortcutItemKey] = scenarioShortcut();
    } else if ([scenario isEqualToString:@"cold-activity"]) {
        options[UIApplicationLaunchOptionsUserActivityDictionaryKey] = @{@"UIApplicationLaunchOptionsUserActivityTypeKey": scenarioActivity().activityType};
    }
    NSDictionary *launchOptions = options.count ? options : nil;
    BOOL background = [scenario isEqualToString:@"background-url"];
    if (background) applicationState = UIApplicationStateBackground;
    BOOL willFinish = ask(delegate, @selector(application:willFinishLaunchingWithOptions:)) ? [delegate application:application willFinishLaunchingWithOptions:launchOptions] : YES;
    BOOL didFinish = ask(delegate, @selector(application:didFinishLaunchingWithOptions:)) ? [delegate application:application didFinishLaunchingWithOptions:launchOptions] : YES;
    if (storyboard.length) [delegate.window makeKeyAndVisible];
    void (^openURL)(void) = ^{
        if (ask(delegate, @selector(application:openURL:options:))) {
            [delegate application:application openURL:scenarioURL() options:urlOptions()];
        } else if (ask(delegate, @selector(application:openURL:sourceApplication:annotation:))) {
            [delegate application:application openURL:scenarioURL() sourceApplication:sourceApplication annotation:(id)@{}];
        } else if (ask(delegate, @selector(application:handleOpenURL:))) {
            [delegate application:application handleOpenURL:scenarioURL()];
        }
    };
    if (background) {
        // Later the user opens the app with a URL: a running app's URL.
        SimDrainMainQueue();
        checkpoint("background launch");
        if (ask(delegate, @selector(applicationWillEnterForeground:))) [delegate applicationWillEnterForeground:application];
        post(UIApplicationWillEnterForegroundNotification);
        applicationState = UIApplicationStateInactive;
        openURL();
    }
    if (willFinish && didFinish) {
        if ([scenario isEqualToString:@"cold-url"]) {
            openURL();
        } else if ([scenario isEqualToString:@"cold-activity"] && ask(delegate, @selector(application:continueUserActivity:restorationHandler:))) {
            [delegate application:application continueUserActivity:scenarioActivity() restorationHandler:restore];
        } else if ([scenario isEqualToString:@"cold-shortcut"] && ask(delegate, @selector(application:performActionForShortcutItem:completionHandler:))) {
            [delegate application:application performActionForShortcutItem:scenarioShortcut() completionHandler:^(BOOL succeeded) {}];
        }
    }
    applicationState = UIApplicationStateActive;
    if (ask(delegate, @selector(applicationDidBecomeActive:))) [delegate applicationDidBecomeActive:application];
    post(UIApplicationDidBecomeActiveNotification);
}

static void launchWithScene(id<UIApplicationDelegate> delegate, NSString *scenario) {
    UIApplication *application = UIApplication.sharedApplication;
    BOOL background = [scenario isEqualToString:@"background-url"];
    // "A scene-based app launches in the background state" (UIApplication.applicationState): it
    // takes the state of its most active scene, and none has entered the foreground yet.
    applicationState = UIApplicationStateBackground;
    if (ask(delegate, @selector(application:willFinishLaunchingWithOptions:))) [delegate application:application willFinishLaunchingWithOptions:nil];
    if (ask(delegate, @selector(application:didFinishLaunchingWithOptions:))) [delegate application:application didFinishLaunchingWithOptions:nil];
    if (background) {
        // No scene connects for a launch in the background; it connects when the user opens the app.
        SimDrainMainQueue();
        checkpoint("background launch");
    }
    NSSet *contexts = [scenario isEqualToString:@"cold-url"] || background
        ? [NSSet setWithObject:[[UIOpenURLContext alloc] initWithURL:scenarioURL()]] : [NSSet set];
    NSSet *activities = [scenario isEqualToString:@"cold-activity"] ? [NSSet setWithObject:scenarioActivity()] : [NSSet set];
    UIApplicationShortcutItem *shortcut = [scenario isEqualToString:@"cold-shortcut"] ? scenarioShortcut() : nil;
    UISceneConnectionOptions *options = [[UISceneConnectionOptions alloc] initWithURLContexts:contexts userActivities:activities shortcutItem:shortcut];
    UIWindowScene *scene = [UIWindowScene new];
    connectedScene = scene;
    id<UISceneDelegate> sceneDelegate;
    NSString *className = environment("SIM_SCENE_DELEGATE");
    if (className.length) {
        Class delegateClass = NSClassFromString(className);
        if (!delegateClass) fail([NSString stringWithFormat:@"no scene delegate class named %@", className]);
        sceneDelegate = [delegateClass new];
    }
    scene.delegate = sceneDelegate;
    UIWindow *storyboardWindow;
    NSString *storyboard = environment("SIM_SCENE_STORYBOARD");
    if (storyboard.length) {
        UIWindow *window = [[UIWindow alloc] initWithWindowScene:scene];
        window.rootViewController = SimInitialViewController(storyboard);
        if ([sceneDelegate respondsToSelector:@selector(setWindow:)]) ((id<UIWindowSceneDelegate>)sceneDelegate).window = window;
        storyboardWindow = window;
    }
    if ([sceneDelegate respondsToSelector:@selector(scene:willConnectToSession:options:)]) {
        [sceneDelegate scene:scene willConnectToSession:scene.session options:options];
    }
    [storyboardWindow makeKeyAndVisible];
    setSceneState(scene, UISceneActivationStateUnattached);
    if ([sceneDelegate respondsToSelector:@selector(sceneWillEnterForeground:)]) [sceneDelegate sceneWillEnterForeground:scene];
    // UIKit posts the app's notification when its aggregate state moves from background to
    // foreground, which for a scene-based app (launched in the background state) is at launch too.
    post(UIApplicationWillEnterForegroundNotification);
    setSceneState(scene, UISceneActivationStateForegroundInactive);
    applicationState = UIApplicationStateActive;
    setSceneState(scene, UISceneActivationStateForegroundActive);
    if ([sceneDelegate respondsToSelector:@selector(sceneDidBecomeActive:)]) [sceneDelegate sceneDidBecomeActive:scene];
    post(UIApplicationDidBecomeActiveNotification);
}

static void play(NSString *scenario, id<UIApplicationDelegate> delegate) {
    UIApplication *application = UIApplication.sharedApplication;
    id<UIWindowSceneDelegate> sceneDelegate = (id<UIWindowSceneDelegate>)connectedScene.delegate;
    UIWindowScene *scene = connectedScene;
    if ([scenario isEqualToString:@"cycle"]) {
        if (!sceneMode) {
            if (ask(delegate, @selector(applicationWillResignActive:))) [delegate applicationWillResignActive:application];
            post(UIApplicationWillResignActiveNotification);
            applicationState = UIApplicationStateBackground;
            if (ask(delegate, @selector(applicationDidEnterBackground:))) [delegate applicationDidEnterBackground:application];
            post(UIApplicationDidEnterBackgroundNotification);
            checkpoint("background");
            if (ask(delegate, @selector(applicationWillEnterForeground:))) [delegate applicationWillEnterForeground:application];
            post(UIApplicationWillEnterForegroundNotification);
            applicationState = UIApplicationStateActive;
            if (ask(delegate, @selector(applicationDidBecomeActive:))) [delegate applicationDidBecomeActive:application];
            post(UIApplicationDidBecomeActiveNotification);
        } else if (scene) {
            if ([sceneDelegate respondsToSelector:@selector(sceneWillResignActive:)]) [sceneDelegate sceneWillResignActive:scene];
            post(UIApplicationWillResignActiveNotification);
            setSceneState(scene, UISceneActivationStateForegroundInactive);
            applicationState = UIApplicationStateBackground;
            setSceneState(scene, UISceneActivationStateBackground);
            if ([sceneDelegate respondsToSelector:@selector(sceneDidEnterBackground:)]) [sceneDelegate sceneDidEnterBackground:scene];
            post(UIApplicationDidEnterBackgroundNotification);
            checkpoint("background");
            if ([sceneDelegate respondsToSelector:@selector(sceneWillEnterForeground:)]) [sceneDelegate sceneWillEnterForeground:scene];
            post(UIApplicationWillEnterForegroundNotification);
            setSceneState(scene, UISceneActivationStateForegroundInactive);
            applicationState = UIApplicationStateActive;
            setSceneState(scene, UISceneActivationStateForegroundActive);
            if ([sceneDelegate respondsToSelector:@selector(sceneDidBecomeActive:)]) [sceneDelegate sceneDidBecomeActive:scene];
            post(UIApplicationDidBecomeActiveNotification);
        }
        checkpoint("foreground");
    } else if ([scenario isEqualToString:@"warm-url"]) {
        if (!sceneMode) {
            if (ask(delegate, @selector(application:openURL:options:))) {
                [delegate application:application openURL:scenarioURL() options:urlOptions()];
            } else if (ask(delegate, @selector(application:openURL:sourceApplication:annotation:))) {
                [delegate application:application openURL:scenarioURL() sourceApplication:sourceApplication annotation:(id)@{}];
            } else if (ask(delegate, @selector(application:handleOpenURL:))) {
                [delegate application:application handleOpenURL:scenarioURL()];
            }
        } else if ([sceneDelegate respondsToSelector:@selector(scene:openURLContexts:)]) {
            [sceneDelegate scene:scene openURLContexts:[NSSet setWithObject:[[UIOpenURLContext alloc] initWithURL:scenarioURL()]]];
        }
        checkpoint("url");
    } else if ([scenario isEqualToString:@"warm-activity"]) {
        if (!sceneMode) {
            if (ask(delegate, @selector(application:continueUserActivity:restorationHandler:))) {
                [delegate application:application continueUserActivity:scenarioActivity() restorationHandler:restore];
            }
        } else if ([sceneDelegate respondsToSelector:@selector(scene:continueUserActivity:)]) {
            [sceneDelegate scene:scene continueUserActivity:scenarioActivity()];
        }
        checkpoint("activity");
    } else if ([scenario isEqualToString:@"warm-shortcut"]) {
        if (!sceneMode) {
            if (ask(delegate, @selector(application:performActionForShortcutItem:completionHandler:))) {
                [delegate application:application performActionForShortcutItem:scenarioShortcut() completionHandler:^(BOOL succeeded) {}];
            }
        } else if ([sceneDelegate respondsToSelector:@selector(windowScene:performActionForShortcutItem:completionHandler:)]) {
            [sceneDelegate windowScene:scene performActionForShortcutItem:scenarioShortcut() completionHandler:^(BOOL succeeded) {}];
        }
        checkpoint("shortcut");
    }
}

int UIApplicationMain(int argc, char *argv[], NSString *principalClassName, NSString *delegateClassName) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    windows = [NSMutableArray array];
    keyWindows = [NSMutableDictionary dictionary];
    sceneStates = [NSMutableDictionary dictionary];
    sceneMode = [environment("SIM_LIFECYCLE") isEqualToString:@"scene"];
    NSString *scenario = environment("SIM_SCENARIO") ?: @"launch";
    Class delegateClass = delegateClassName ? NSClassFromString(delegateClassName) : Nil;
    if (!delegateClass) fail([NSString stringWithFormat:@"no app delegate class named %@", delegateClassName]);
    if (sceneMode && !environment("SIM_SCENE_DELEGATE")) {
        printf("[sim] launch failed: UIScene life cycle is required for apps built with this SDK\n");
        exit(3);
    }
    id<UIApplicationDelegate> delegate = [delegateClass new];
    UIApplication.sharedApplication.delegate = delegate;
    if (!sceneMode) {
        implicitScene = [UIWindowScene new];
        setSceneState(implicitScene, UISceneActivationStateForegroundActive);
        launchWithoutScenes(delegate, scenario);
    } else {
        launchWithScene(delegate, scenario);
    }
    // Launch is over once the main queue runs: what the app deferred with dispatch_async runs now.
    SimDrainMainQueue();
    checkpoint("launch");
    play(scenario, delegate);
    exit(0);
}
