#import <UIKit/UIKit.h>

@interface HostsGridViewController : UIViewController

@end
