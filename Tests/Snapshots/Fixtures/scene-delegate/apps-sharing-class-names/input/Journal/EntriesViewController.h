#import <UIKit/UIKit.h>

@interface EntriesViewController : UIViewController

@end
