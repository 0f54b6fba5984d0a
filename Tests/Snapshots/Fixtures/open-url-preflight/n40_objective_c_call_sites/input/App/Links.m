#import "Links.h"

@interface Links ()
// The app, injected for tests.
@property (nonatomic, strong) UIApplication *application;
@end

@implementation Links

- (void)openMaps:(NSURL *)url fallback:(NSURL *)web {
    if ([[UIApplication sharedApplication] canOpenURL:url]) { // expect: open-url-preflight URL-W9
        [[UIApplication sharedApplication] openURL:url options:@{} completionHandler:nil];
    } else {
        [[UIApplication sharedApplication] openURL:web]; // expect: open-url-preflight URL-W9
    }
}

- (void)openLegacy:(NSURL *)url {
    [UIApplication.sharedApplication openURL:url]; // expect: open-url-preflight URL-W9
    UIApplication *app = [UIApplication sharedApplication];
    BOOL opened = [app openURL:url]; // expect: open-url-preflight URL-W9
    [app openURL:opened ? url : nil]; // expect: open-url-preflight URL-W9
    [self.application openURL:url]; // expect: open-url-preflight URL-W9
    // The app's own router is not UIApplication.
    [self.router openURL:url];
    if ([self.router canOpenURL:url]) { // expect: open-url-preflight URL-W9
        NSLog(@"%@", @"canOpenURL: in a string");
    }
}

- (void)openFromExtension:(NSURL *)url {
    id shared = [UIApplication performSelector:@selector(sharedApplication)];
    [shared performSelector:@selector(openURL:) withObject:url]; // expect: open-url-preflight URL-W9
    if ([shared respondsToSelector:@selector(openURL:options:completionHandler:)]) {
        NSLog(@"modern");
    }
}

- (BOOL)application:(UIApplication *)application openURL:(NSURL *)url options:(NSDictionary *)options {
    [application openURL:url]; // expect: open-url-preflight URL-W9
    return YES;
}

@end
