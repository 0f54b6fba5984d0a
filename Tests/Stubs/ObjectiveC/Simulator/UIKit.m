// The stand-in UIKit's behaviour (see include/UIKit/UIKit.h): the application, windows (hidden
// until shown, key within their scene), view controllers, storyboards and scenes. How UIKit
// drives them is LifeCycleSimulator.m.
#import <UIKit/UIKit.h>
#import "Simulator.h"

UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsURLKey = @"UIApplicationLaunchOptionsURLKey";
UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsSourceApplicationKey = @"UIApplicationLaunchOptionsSourceApplicationKey";
UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsAnnotationKey = @"UIApplicationLaunchOptionsAnnotationKey";
UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsRemoteNotificationKey = @"UIApplicationLaunchOptionsRemoteNotificationKey";
UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsShortcutItemKey = @"UIApplicationLaunchOptionsShortcutItemKey";
UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsUserActivityDictionaryKey = @"UIApplicationLaunchOptionsUserActivityDictionaryKey";
UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsUserActivityTypeKey = @"UIApplicationLaunchOptionsUserActivityTypeKey";
UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsSourceApplicationKey = @"UIApplicationOpenURLOptionsSourceApplicationKey";
UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsAnnotationKey = @"UIApplicationOpenURLOptionsAnnotationKey";
UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsOpenInPlaceKey = @"UIApplicationOpenURLOptionsOpenInPlaceKey";
NSNotificationName const UIApplicationDidBecomeActiveNotification = @"UIApplicationDidBecomeActiveNotification";
NSNotificationName const UIApplicationWillResignActiveNotification = @"UIApplicationWillResignActiveNotification";
NSNotificationName const UIApplicationDidEnterBackgroundNotification = @"UIApplicationDidEnterBackgroundNotification";
NSNotificationName const UIApplicationWillEnterForegroundNotification = @"UIApplicationWillEnterForegroundNotification";
NSNotificationName const UISceneDidActivateNotification = @"UISceneDidActivateNotification";
UISceneSessionRole const UIWindowSceneSessionRoleApplication = @"UIWindowSceneSessionRoleApplication";

@implementation UIResponder
- (UIResponder *)nextResponder { return nil; }
@end

@implementation UIColor
+ (UIColor *)whiteColor { return [UIColor new]; }
+ (UIColor *)systemBackgroundColor { return [UIColor new]; }
@end

@implementation UIScreen
+ (UIScreen *)mainScreen { static UIScreen *screen; if (!screen) screen = [UIScreen new]; return screen; }
- (CGRect)bounds { return CGRectMake(0, 0, 390, 844); }
- (CGFloat)scale { return 3; }
@end

@implementation UIDevice
+ (UIDevice *)currentDevice { static UIDevice *device; if (!device) device = [UIDevice new]; return device; }
- (UIUserInterfaceIdiom)userInterfaceIdiom { return SimIdiomIsPad() ? UIUserInterfaceIdiomPad : UIUserInterfaceIdiomPhone; }
@end

@implementation UIView
@synthesize frame = _frame, hidden = _hidden, backgroundColor = _backgroundColor;
- (instancetype)init { return [self initWithFrame:CGRectMake(0, 0, 0, 0)]; }
- (instancetype)initWithFrame:(CGRect)frame { self = [super init]; _frame = frame; return self; }
- (CGRect)bounds { return CGRectMake(0, 0, _frame.size.width, _frame.size.height); }
- (void)setBounds:(CGRect)bounds { _frame.size = bounds.size; }
- (UIWindow *)window { return nil; }
- (UIColor *)tintColor { return [UIColor new]; }
- (void)setTintColor:(UIColor *)tintColor {}
- (void)addSubview:(UIView *)view {}
@end

@implementation UIViewController
@synthesize view = _view, title = _title;
- (instancetype)init { return [self initWithNibName:nil bundle:nil]; }
- (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil { return [super init]; }
- (instancetype)initWithCoder:(id)coder { return [super init]; }
- (UIView *)view {
    if (!_view) {
        _view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 390, 844)];
        [self viewDidLoad];
    }
    return _view;
}
- (void)viewDidLoad {}
- (void)presentViewController:(UIViewController *)controller animated:(BOOL)flag completion:(void (^)(void))completion {}
@end

@implementation UINavigationController
@synthesize viewControllers = _viewControllers;
- (instancetype)initWithRootViewController:(UIViewController *)root {
    self = [super initWithNibName:nil bundle:nil];
    _viewControllers = @[root];
    return self;
}
- (UIViewController *)topViewController { return _viewControllers.lastObject; }
@end

@implementation UITabBarController
@synthesize viewControllers = _viewControllers;
@end

@interface UIStoryboard () { NSString *name; }
@end

@implementation UIStoryboard
+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(NSBundle *)bundle {
    UIStoryboard *storyboard = [UIStoryboard new];
    storyboard->name = name;
    return storyboard;
}
- (UIViewController *)instantiateInitialViewController { return SimInitialViewController(name); }
- (UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier { return SimInitialViewController(name); }
@end

@interface UIWindow () {
    __unsafe_unretained UIWindowScene *_windowScene;
}
@end

@implementation UIWindow
@synthesize rootViewController = _rootViewController;
- (UIWindowScene *)windowScene { return _windowScene; }
- (instancetype)init { return [self initWithFrame:CGRectMake(0, 0, 0, 0)]; }
- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    super.hidden = YES;
    SimRegisterWindow(self);
    return self;
}
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene {
    self = [self initWithFrame:CGRectMake(0, 0, 0, 0)];
    _windowScene = windowScene;
    return self;
}
/// Setting it moves the window into the scene (or out of any, with nil), as in UIKit.
- (void)setWindowScene:(UIWindowScene *)windowScene {
    if (_windowScene != windowScene && SimKeyWindow(_windowScene) == self) SimSetKeyWindow(_windowScene, nil);
    _windowScene = windowScene;
}
- (void)setHidden:(BOOL)hidden {
    super.hidden = hidden;
    if (!hidden) SimWindowBecameVisible(self);
}
/// A window is key within its scene; a window without one cannot become key.
- (BOOL)isKeyWindow { return _windowScene && SimKeyWindow(_windowScene) == self; }
- (void)makeKeyWindow { if (_windowScene) SimSetKeyWindow(_windowScene, self); }
- (void)makeKeyAndVisible { self.hidden = NO; [self makeKeyWindow]; }
@end

@implementation UIApplication
@synthesize delegate = _delegate;
+ (UIApplication *)sharedApplication { static UIApplication *application; if (!application) application = [UIApplication new]; return application; }
- (UIApplicationState)applicationState { return SimApplicationState(); }
- (UIWindow *)keyWindow { return SimConnectedScene() ? SimKeyWindow(SimConnectedScene()) : nil; }
- (NSArray *)windows { return SimConnectedScene() ? SimConnectedScene().windows : @[]; }
- (NSSet *)connectedScenes { return SimConnectedScene() ? [NSSet setWithObject:SimConnectedScene()] : [NSSet set]; }
- (BOOL)supportsMultipleScenes { return NO; }
- (BOOL)canOpenURL:(NSURL *)url { return NO; }
- (void)openURL:(NSURL *)url options:(NSDictionary *)options completionHandler:(void (^)(BOOL))completion {}
@end

@implementation UIApplicationShortcutItem
@synthesize type = _type, localizedTitle = _localizedTitle, userInfo = _userInfo;
- (instancetype)initWithType:(NSString *)type localizedTitle:(NSString *)localizedTitle {
    self = [super init];
    _type = type;
    _localizedTitle = localizedTitle;
    _userInfo = @{@"UUID": @"42"};
    return self;
}
- (id)copyWithZone:(void *)zone { return self; }
@end

@implementation UISceneConfiguration
@synthesize delegateClass = _delegateClass, storyboard = _storyboard;
- (instancetype)initWithName:(NSString *)name sessionRole:(UISceneSessionRole)sessionRole { return [super init]; }
- (NSString *)name { return nil; }
- (UISceneSessionRole)role { return UIWindowSceneSessionRoleApplication; }
- (id)copyWithZone:(void *)zone { return self; }
@end

@implementation UISceneSession
- (UIScene *)scene { return SimConnectedScene(); }
- (UISceneSessionRole)role { return UIWindowSceneSessionRoleApplication; }
- (UISceneConfiguration *)configuration { return [[UISceneConfiguration alloc] initWithName:nil sessionRole:self.role]; }
- (NSString *)persistentIdentifier { return @"session"; }
@end

@implementation UISceneOpenURLOptions
- (NSString *)sourceApplication { return @"com.example.source"; }
- (id)annotation { return nil; }
- (BOOL)openInPlace { return NO; }
@end

@interface UIOpenURLContext () { NSURL *url; }
@end

@implementation UIOpenURLContext
- (instancetype)initWithURL:(NSURL *)URL { self = [super init]; url = URL; return self; }
- (NSURL *)URL { return url; }
- (UISceneOpenURLOptions *)options { return [UISceneOpenURLOptions new]; }
@end

@implementation UISceneConnectionOptions
@synthesize URLContexts = _URLContexts, userActivities = _userActivities, shortcutItem = _shortcutItem;
- (instancetype)initWithURLContexts:(NSSet *)contexts userActivities:(NSSet *)activities shortcutItem:(UIApplicationShortcutItem *)item {
    self = [super init];
    _URLContexts = contexts;
    _userActivities = activities;
    _shortcutItem = item;
    return self;
}
- (NSString *)sourceApplication { return nil; }
@end

@implementation UIScene
@synthesize delegate = _delegate;
- (NSString *)title { return @""; }
- (void)setTitle:(NSString *)title {}
- (UISceneSession *)session { return [UISceneSession new]; }
- (UISceneActivationState)activationState { return SimSceneState(self); }
@end

@implementation UIWindowScene
- (UIScreen *)screen { return [UIScreen mainScreen]; }
- (NSArray<UIWindow *> *)windows { return SimWindowsInScene(self); }
- (UIWindow *)keyWindow { return SimKeyWindow(self); }
@end
