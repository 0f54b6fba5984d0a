//
//  AppDelegate.m
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//  Copyright © 2022 Example Apps. All rights reserved.
//

#import "AppDelegate.h"
#import "TaskListViewController.h"

@interface AppDelegate ()

@property (nonatomic, strong) NSString *pendingTask;

@end

@implementation AppDelegate // expect: scene-delegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[TaskListViewController new]];
    [self.window makeKeyAndVisible];
    NSLog(@"launched");
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refreshFeed:)
                                                 name:UIApplicationWillEnterForegroundNotification object:nil]; // expect: scene-delegate SCENE-A6
    return YES;
}

- (void)refreshFeed:(NSNotification *)notification {
    NSLog(@"refreshing the feed");
}

- (void)applicationWillResignActive:(UIApplication *)application {
    NSLog(@"will resign active");
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    NSLog(@"did enter background");
}

- (void)applicationWillEnterForeground:(UIApplication *)application {
    NSLog(@"will enter foreground");
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
    NSLog(@"did become active, pending task %@", self.pendingTask);
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    NSLog(@"open %@ from %@", url, options[UIApplicationOpenURLOptionsSourceApplicationKey]);
    self.pendingTask = url.host;
    return YES;
}

- (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity restorationHandler:(void (^)(NSArray<id<UIUserActivityRestoring>> *))restorationHandler {
    NSLog(@"continue %@", userActivity.activityType);
    UINavigationController *navigation = (UINavigationController *)self.window.rootViewController;
    restorationHandler(navigation.viewControllers);
    return YES;
}

#if !TARGET_OS_TV
- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    NSLog(@"shortcut %@", shortcutItem.type);
    self.pendingTask = shortcutItem.userInfo[@"UUID"];
    completionHandler(YES);
}
#endif

@end
