#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface TransitAppDelegate : UIResponder <UIApplicationDelegate>

@property (nullable, nonatomic, strong) UIWindow *window;

- (void)showStop:(NSString *)stop;

@end

NS_ASSUME_NONNULL_END
