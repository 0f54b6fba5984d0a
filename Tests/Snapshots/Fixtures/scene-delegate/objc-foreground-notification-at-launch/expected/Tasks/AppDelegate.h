//
//  AppDelegate.h
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//  Copyright © 2022 Example Apps. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
