#import "SceneDelegate.h"
#import "SynthAppDelegate.h"

// The app delegate's entry points this class calls are deprecated at the deployment target
// (or, for URLs, replaced long ago); calling them is the point.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

@interface SceneDelegate ()

/// The app delegate, which keeps its window, state and code.
@property (nonatomic, readonly) SynthAppDelegate *appDelegate;

@end

@implementation SceneDelegate

- (SynthAppDelegate *)appDelegate {
	id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
	return [delegate isKindOfClass:[SynthAppDelegate class]] ? (SynthAppDelegate *)delegate : nil;
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
}

- (void)sceneDidBecomeActive:(UIScene *)scene {
	[self.appDelegate applicationDidBecomeActive:UIApplication.sharedApplication];
}

- (void)sceneWillResignActive:(UIScene *)scene {
	if ([self.appDelegate respondsToSelector:@selector(applicationWillResignActive:)]) {
		[self.appDelegate applicationWillResignActive:UIApplication.sharedApplication];
	}
}

#ifdef SYNTH_LOGGING
- (void)sceneDidEnterBackground:(UIScene *)scene {
	[self.appDelegate applicationDidEnterBackground:UIApplication.sharedApplication];
}
#endif

@end

#pragma clang diagnostic pop
