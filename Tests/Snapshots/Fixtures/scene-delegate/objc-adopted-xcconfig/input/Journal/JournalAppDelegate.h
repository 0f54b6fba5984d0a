#import <UIKit/UIKit.h>

@interface JournalAppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
