//
//  AppDelegate.m
//  Stream
//
//  Copyright (c) 2014 Stream Project. All rights reserved.
//

#import "AppDelegate.h"

@implementation AppDelegate // expect: scene-delegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
#if !TARGET_OS_TV
    UIApplicationShortcutItem *shortcut = [launchOptions valueForKey:UIApplicationLaunchOptionsShortcutItemKey]; // expect: scene-delegate SCENE-W3
    if (shortcut != nil) {
        _hostToLoad = (NSString *)[shortcut.userInfo objectForKey:@"UUID"];
    }
#endif
    return YES;
}

#if !TARGET_OS_TV
- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL succeeded))completionHandler {
    _hostToLoad = (NSString *)[shortcutItem.userInfo objectForKey:@"UUID"];
    NSLog(@"shortcut to host %@", _hostToLoad);
    completionHandler(YES);
}
#endif

- (void)applicationDidBecomeActive:(UIApplication *)application
{
    NSLog(@"active, host to load %@", self.hostToLoad);
}

@end
