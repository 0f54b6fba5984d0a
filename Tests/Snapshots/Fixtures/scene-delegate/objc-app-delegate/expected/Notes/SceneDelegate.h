#import <UIKit/UIKit.h>

/// The app's scene delegate: it gives the app delegate the window UIKit loads from the storyboard.
@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
