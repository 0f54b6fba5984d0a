#import <UIKit/UIKit.h>

@interface EntriesSplitViewController : UIViewController

@end
