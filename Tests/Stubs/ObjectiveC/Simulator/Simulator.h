// What the stand-in UIKit asks the life-cycle simulator (LifeCycleSimulator.m).
#import <UIKit/UIKit.h>

void SimRegisterWindow(UIWindow *window);
void SimWindowBecameVisible(UIWindow *window);
UIWindow *SimKeyWindow(UIWindowScene *scene);
void SimSetKeyWindow(UIWindowScene *scene, UIWindow *window);
NSArray<UIWindow *> *SimWindowsInScene(UIWindowScene *scene);
UIWindowScene *SimConnectedScene(void);
UISceneActivationState SimSceneState(UIScene *scene);
UIApplicationState SimApplicationState(void);
UIViewController *SimInitialViewController(NSString *storyboard);
BOOL SimIdiomIsPad(void);
void SimDrainMainQueue(void);

@interface UIOpenURLContext (Simulator)
- (instancetype)initWithURL:(NSURL *)URL;
@end

@interface UISceneConnectionOptions (Simulator)
- (instancetype)initWithURLContexts:(NSSet *)contexts userActivities:(NSSet *)activities shortcutItem:(UIApplicationShortcutItem *)item;
@end
