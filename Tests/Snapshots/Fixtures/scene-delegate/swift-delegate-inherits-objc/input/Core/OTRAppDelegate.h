#import <UIKit/UIKit.h>

@interface OTRAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end
