#import <UIKit/UIKit.h>

/// The app's scene delegate: it gives the app delegate the window UIKit loads from the storyboard,
/// and passes the scene's events on to the app delegate, which handles them as before.
@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
