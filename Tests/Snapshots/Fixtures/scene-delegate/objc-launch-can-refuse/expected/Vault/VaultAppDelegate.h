#import <UIKit/UIKit.h>

@interface VaultAppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

/// What didFinishLaunching answered: NO kept UIKit from passing on the URL, user activity or
/// shortcut that launched the app, so the scene delegate asks before passing them on.
@property (nonatomic, readonly) BOOL launchRefused;

/// Whether launch is over: UIKit connects the scene the app launches with before the main
/// queue runs again, so a scene connecting later (after a launch in the background) is
/// one for a running app.
@property (nonatomic, readonly) BOOL launchFinished;

@end
