//
//  SceneDelegate.h
//  Mail
//

#import <UIKit/UIKit.h>

/// The app's scene delegate: it shows the storyboard window the app delegate loads at launch, and
/// passes the scene's events on to the app delegate, which handles them as before.
API_AVAILABLE(ios(13.0))
@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
