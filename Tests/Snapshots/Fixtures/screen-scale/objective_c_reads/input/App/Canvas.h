#import <UIKit/UIKit.h>

@interface Canvas : UIView
// A property of the app's own named mainScreen is not UIScreen's.
@property (nonatomic, strong) UIScreen *mainScreen;
- (void)redraw;
@end
