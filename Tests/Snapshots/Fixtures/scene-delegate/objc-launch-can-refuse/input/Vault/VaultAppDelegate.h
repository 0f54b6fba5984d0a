#import <UIKit/UIKit.h>

@interface VaultAppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
