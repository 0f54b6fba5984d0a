#import <UIKit/UIKit.h>

/// The app's scene delegate: it shows the window the app delegate builds, and passes the scene's
/// events on to the app delegate, which handles them as before.
@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
