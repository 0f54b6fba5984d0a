// Stand-in for UIKit, for Objective-C fixtures and generated scene delegates: the application,
// its delegate protocol, windows, view controllers, storyboards and scenes, with Apple's
// signatures, availability (scenes from iOS 13, shortcut items unavailable on tvOS, app-delegate
// life-cycle methods deprecated in iOS 26) and nullability. See Foundation.h.
#pragma once

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef double CGFloat;
typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
NS_INLINE CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
    CGRect rect = { { x, y }, { width, height } };
    return rect;
}

@class UIWindow, UIView, UIViewController, UIScene, UIWindowScene, UISceneSession, UISceneConnectionOptions, UIOpenURLContext;
@class UIApplicationShortcutItem, UISceneConfiguration, UIStoryboard, UIScreen;
@protocol UIApplicationDelegate, UISceneDelegate;

@interface UIResponder : NSObject
@property (nonatomic, readonly, nullable) UIResponder *nextResponder;
@end

@interface UIColor : NSObject
@property (class, nonatomic, readonly) UIColor *whiteColor;
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE(ios(13.0), tvos(13.0));
@end

@interface UIScreen : NSObject
@property (class, nonatomic, readonly) UIScreen *mainScreen;
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readonly) CGFloat scale;
@end

typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {
    UIUserInterfaceIdiomUnspecified = -1,
    UIUserInterfaceIdiomPhone,
    UIUserInterfaceIdiomPad,
};

@interface UIDevice : NSObject
@property (class, nonatomic, readonly) UIDevice *currentDevice;
@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
@end

@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nullable, nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic, readonly, nullable) UIWindow *window;
@property (nonatomic, null_resettable, strong) UIColor *tintColor;
- (void)addSubview:(UIView *)view;
@end

@interface UIViewController : UIResponder
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(id)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UIView *view;
@property (nullable, nonatomic, copy) NSString *title;
- (void)viewDidLoad NS_REQUIRES_SUPER;
- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^ __nullable)(void))completion;
@end

@interface UINavigationController : UIViewController
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController;
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
@property (nullable, nonatomic, readonly, strong) UIViewController *topViewController;
@end

@interface UITabBarController : UIViewController
@property (nullable, nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
@end

@interface UIStoryboard : NSObject
+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(nullable NSBundle *)storyboardBundleOrNil;
- (nullable __kindof UIViewController *)instantiateInitialViewController;
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
@end

@interface UIWindow : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene API_AVAILABLE(ios(13.0), tvos(13.0));
- (instancetype)init;
@property (nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0), tvos(13.0));
@property (nullable, nonatomic, strong) UIViewController *rootViewController;
@property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
- (void)makeKeyWindow;
- (void)makeKeyAndVisible;
@end

typedef NS_ENUM(NSInteger, UIApplicationState) {
    UIApplicationStateActive,
    UIApplicationStateInactive,
    UIApplicationStateBackground,
};

typedef NSString *UIApplicationLaunchOptionsKey NS_TYPED_EXTENSIBLE_ENUM;
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsURLKey;
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsSourceApplicationKey;
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsAnnotationKey;
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsRemoteNotificationKey;
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsShortcutItemKey API_UNAVAILABLE(tvos);
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsUserActivityDictionaryKey;
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsUserActivityTypeKey;

typedef NSString *UIApplicationOpenURLOptionsKey NS_TYPED_EXTENSIBLE_ENUM;
UIKIT_EXTERN UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsSourceApplicationKey;
UIKIT_EXTERN UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsAnnotationKey;
UIKIT_EXTERN UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsOpenInPlaceKey;

typedef NSString *UIApplicationOpenExternalURLOptionsKey NS_TYPED_EXTENSIBLE_ENUM;

UIKIT_EXTERN NSNotificationName const UIApplicationDidBecomeActiveNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationWillResignActiveNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidEnterBackgroundNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationWillEnterForegroundNotification;

@interface UIApplication : UIResponder
@property (class, nonatomic, readonly) UIApplication *sharedApplication;
@property (nullable, nonatomic, assign) id<UIApplicationDelegate> delegate;
@property (nonatomic, readonly) UIApplicationState applicationState;
@property (nullable, nonatomic, readonly) UIWindow *keyWindow API_DEPRECATED("Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes", ios(2.0, 13.0));
@property (nonatomic, readonly) NSArray<__kindof UIWindow *> *windows API_DEPRECATED("Use UIWindowScene.windows on a relevant window scene instead", ios(2.0, 15.0));
@property (nonatomic, readonly) NSSet<UIScene *> *connectedScenes API_AVAILABLE(ios(13.0), tvos(13.0));
@property (nonatomic, readonly) BOOL supportsMultipleScenes API_AVAILABLE(ios(13.0), tvos(13.0));
- (BOOL)canOpenURL:(NSURL *)url;
- (void)openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenExternalURLOptionsKey, id> *)options completionHandler:(void (^ __nullable)(BOOL success))completion;
@end

UIKIT_EXTERN int UIApplicationMain(int argc, char * _Nullable argv[_Nonnull], NSString * _Nullable principalClassName, NSString * _Nullable delegateClassName);

@protocol UIUserActivityRestoring <NSObject>
- (void)restoreUserActivityState:(NSUserActivity *)userActivity;
@end

@interface UIApplicationShortcutItem : NSObject <NSCopying>
- (instancetype)initWithType:(NSString *)type localizedTitle:(NSString *)localizedTitle;
@property (nonatomic, copy, readonly) NSString *type;
@property (nonatomic, copy, readonly) NSString *localizedTitle;
@property (nullable, nonatomic, copy, readonly) NSDictionary<NSString *, id> *userInfo;
@end

#define __UIKIT_LIFECYCLE_DEPRECATED(replacement) API_DEPRECATED("Use UIScene lifecycle and " replacement " instead.", ios(2.0, 26.0))

@protocol UIApplicationDelegate <NSObject>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;
- (void)applicationDidBecomeActive:(UIApplication *)application __UIKIT_LIFECYCLE_DEPRECATED("sceneDidBecomeActive: from UISceneDelegate");
- (void)applicationWillResignActive:(UIApplication *)application __UIKIT_LIFECYCLE_DEPRECATED("sceneWillResignActive: from UISceneDelegate");
- (void)applicationDidEnterBackground:(UIApplication *)application __UIKIT_LIFECYCLE_DEPRECATED("sceneDidEnterBackground: from UISceneDelegate");
- (void)applicationWillEnterForeground:(UIApplication *)application __UIKIT_LIFECYCLE_DEPRECATED("sceneWillEnterForeground: from UISceneDelegate");
- (void)applicationWillTerminate:(UIApplication *)application;
- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options __UIKIT_LIFECYCLE_DEPRECATED("scene:openURLContexts: from UISceneDelegate");
- (BOOL)application:(UIApplication *)application handleOpenURL:(NSURL *)url API_DEPRECATED("Use application:openURL:options:", ios(2.0, 9.0));
- (BOOL)application:(UIApplication *)application openURL:(NSURL *)url sourceApplication:(nullable NSString *)sourceApplication annotation:(id)annotation API_DEPRECATED("Use application:openURL:options:", ios(4.2, 9.0));
- (BOOL)application:(UIApplication *)application willContinueUserActivityWithType:(NSString *)userActivityType __UIKIT_LIFECYCLE_DEPRECATED("scene:willContinueUserActivityWithType: from UISceneDelegate");
- (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity restorationHandler:(void (^)(NSArray<id<UIUserActivityRestoring>> * __nullable restorableObjects))restorationHandler __UIKIT_LIFECYCLE_DEPRECATED("scene:continueUserActivity: from UISceneDelegate");
- (void)application:(UIApplication *)application didFailToContinueUserActivityWithType:(NSString *)userActivityType error:(NSError *)error __UIKIT_LIFECYCLE_DEPRECATED("scene:didFailToContinueUserActivityWithType:error: from UISceneDelegate");
- (void)application:(UIApplication *)application didUpdateUserActivity:(NSUserActivity *)userActivity __UIKIT_LIFECYCLE_DEPRECATED("scene:didUpdateUserActivity: from UISceneDelegate");
- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void(^)(BOOL succeeded))completionHandler API_UNAVAILABLE(tvos) __UIKIT_LIFECYCLE_DEPRECATED("windowScene:performActionForShortcutItem:completionHandler: from UIWindowSceneDelegate");
- (void)application:(UIApplication *)application handleEventsForBackgroundURLSession:(NSString *)identifier completionHandler:(void (^)(void))completionHandler;
- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options API_AVAILABLE(ios(13.0), tvos(13.0));
@end

typedef NS_ENUM(NSInteger, UISceneActivationState) {
    UISceneActivationStateUnattached = -1,
    UISceneActivationStateForegroundActive,
    UISceneActivationStateForegroundInactive,
    UISceneActivationStateBackground,
} API_AVAILABLE(ios(13.0), tvos(13.0));

typedef NSString *UISceneSessionRole NS_TYPED_EXTENSIBLE_ENUM;
UIKIT_EXTERN UISceneSessionRole const UIWindowSceneSessionRoleApplication API_AVAILABLE(ios(13.0), tvos(13.0));

API_AVAILABLE(ios(13.0), tvos(13.0))
@interface UISceneConfiguration : NSObject <NSCopying>
- (instancetype)initWithName:(nullable NSString *)name sessionRole:(UISceneSessionRole)sessionRole;
@property (nonatomic, readonly, nullable) NSString *name;
@property (nonatomic, readonly) UISceneSessionRole role;
@property (nonatomic, nullable) Class delegateClass;
@property (nonatomic, nullable, strong) UIStoryboard *storyboard;
@end

API_AVAILABLE(ios(13.0), tvos(13.0))
@interface UISceneSession : NSObject
@property (nonatomic, readonly, nullable) UIScene *scene;
@property (nonatomic, readonly) UISceneSessionRole role;
@property (nonatomic, readonly, copy) UISceneConfiguration *configuration;
@property (nonatomic, readonly) NSString *persistentIdentifier;
@end

API_AVAILABLE(ios(13.0), tvos(13.0))
@interface UISceneOpenURLOptions : NSObject
@property (nonatomic, readonly, nullable) NSString *sourceApplication;
@property (nonatomic, readonly, nullable) id annotation;
@property (nonatomic, readonly) BOOL openInPlace;
@end

API_AVAILABLE(ios(13.0), tvos(13.0))
@interface UIOpenURLContext : NSObject
@property (nonatomic, readonly, copy) NSURL *URL;
@property (nonatomic, readonly, strong) UISceneOpenURLOptions *options;
@end

API_AVAILABLE(ios(13.0), tvos(13.0))
@interface UISceneConnectionOptions : NSObject
@property (nonatomic, readonly, copy) NSSet<UIOpenURLContext *> *URLContexts;
@property (nonatomic, readonly, nullable) NSString *sourceApplication;
@property (nonatomic, readonly, copy) NSSet<NSUserActivity *> *userActivities;
@property (nonatomic, readonly, nullable) UIApplicationShortcutItem *shortcutItem API_UNAVAILABLE(tvos);
@end

API_AVAILABLE(ios(13.0), tvos(13.0))
@interface UIScene : UIResponder
@property (nonatomic, readonly) UISceneSession *session;
@property (nullable, nonatomic, strong) id<UISceneDelegate> delegate;
@property (nonatomic, readonly) UISceneActivationState activationState;
@property (null_resettable, nonatomic, copy) NSString *title;
@end

API_AVAILABLE(ios(13.0), tvos(13.0))
@interface UIWindowScene : UIScene
@property (nonatomic, readonly) UIScreen *screen;
@property (nonatomic, readonly) NSArray<UIWindow *> *windows;
@property (nonatomic, readonly, nullable) UIWindow *keyWindow API_AVAILABLE(ios(15.0), tvos(15.0));
@end

UIKIT_EXTERN NSNotificationName const UISceneDidActivateNotification API_AVAILABLE(ios(13.0), tvos(13.0));

API_AVAILABLE(ios(13.0), tvos(13.0))
@protocol UISceneDelegate <NSObject>
@optional
- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions;
- (void)sceneDidDisconnect:(UIScene *)scene;
- (void)sceneDidBecomeActive:(UIScene *)scene;
- (void)sceneWillResignActive:(UIScene *)scene;
- (void)sceneWillEnterForeground:(UIScene *)scene;
- (void)sceneDidEnterBackground:(UIScene *)scene;
- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts;
- (nullable NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene;
- (void)scene:(UIScene *)scene willContinueUserActivityWithType:(NSString *)userActivityType;
- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity;
- (void)scene:(UIScene *)scene didFailToContinueUserActivityWithType:(NSString *)userActivityType error:(NSError *)error;
- (void)scene:(UIScene *)scene didUpdateUserActivity:(NSUserActivity *)userActivity;
@end

API_AVAILABLE(ios(13.0), tvos(13.0))
@protocol UIWindowSceneDelegate <UISceneDelegate>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL succeeded))completionHandler API_UNAVAILABLE(tvos);
@end

NS_ASSUME_NONNULL_END
