#import <UIKit/UIKit.h>

@interface HostsViewController : UIViewController

@end
