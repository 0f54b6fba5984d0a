//
//  SceneDelegate.h
//  Tasks
//
//  Copyright © 2022 Example Apps. All rights reserved.
//

#import <UIKit/UIKit.h>

/// The app's scene delegate: it shows the window the app delegate builds, and passes the scene's
/// events on to the app delegate, which handles them as before.
API_AVAILABLE(ios(13.0))
@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
