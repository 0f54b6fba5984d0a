#import <UIKit/UIKit.h>

@interface LegacyAppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
