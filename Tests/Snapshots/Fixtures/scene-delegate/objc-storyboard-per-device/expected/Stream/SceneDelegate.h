//
//  SceneDelegate.h
//  Stream
//
//  Copyright (c) 2014 Stream Project. All rights reserved.
//

#import <UIKit/UIKit.h>

/// The app's scene delegate: it gives the app delegate the window UIKit loads from the storyboard,
/// and passes the scene's events on to the app delegate, which handles them as before.
API_AVAILABLE(ios(13.0), tvos(13.0))
@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
