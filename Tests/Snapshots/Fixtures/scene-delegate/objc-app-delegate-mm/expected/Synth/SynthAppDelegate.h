#import <UIKit/UIKit.h>

@interface SynthAppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
