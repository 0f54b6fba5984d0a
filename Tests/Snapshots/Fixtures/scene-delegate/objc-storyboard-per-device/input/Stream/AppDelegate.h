//
//  AppDelegate.h
//  Stream
//
//  Copyright (c) 2014 Stream Project. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) NSString *hostToLoad;

@end
