#import <UIKit/UIKit.h>

@interface Overlay : NSObject
@property (nonatomic, strong) UIWindow *window;
@end
